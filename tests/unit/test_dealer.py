"""The first chapter's deal setup and the games in brief that its table and the deal widget read
(cardlib.dealer)."""

import pytest

from cardlib import CardlibError
from cardlib import black_maria, handjass, loo, mus
from cardlib.dealer import DEAL_PACKS, GAMES, PACK_USES, DealSetup
from cardlib.game import Direction


def test_each_pack_deals_its_games_hands():
    assert [len(h) for h in DealSetup("spanish40", 4, seed=1).deal().hands] == [4] * 4
    assert [len(h) for h in DealSetup("swiss36", 3, seed=1).deal().hands] == [9] * 3
    assert [len(h) for h in DealSetup("black_maria3", 3, seed=1).deal().hands] == [17] * 3
    assert [len(h) for h in DealSetup("black_maria6", 6, seed=1).deal().hands] == [8] * 6


def test_directions_of_play():
    """Mus and Handjass go counter-clockwise, Black Maria and Loo clockwise (the rules' §1.1)."""
    assert PACK_USES["spanish40"].direction is Direction.COUNTER_CLOCKWISE
    assert PACK_USES["swiss36"].direction is Direction.COUNTER_CLOCKWISE
    assert PACK_USES["french52"].direction is Direction.CLOCKWISE
    assert PACK_USES["black_maria4"].direction is Direction.CLOCKWISE


@pytest.mark.parametrize("args, fragment", [
    (("spanish40", 3), "Mus is played by 4 players, not 3"),
    (("french52", 8), "Three-card Loo is played by 3 to 7 players, not 8"),
    (("spanish40", 4, 11), "cannot deal 11 cards each to 4 players"),
    (("uno", 4), "unknown pack 'uno'"),
])
def test_bad_setups_say_why(args, fragment):
    with pytest.raises(CardlibError, match=fragment):
        DealSetup(*args)


def test_same_seed_same_hands():
    assert DealSetup("french52", 5, seed=9).deal() == DealSetup("french52", 5, seed=9).deal()


def test_each_game_in_brief():
    assert GAMES["mus"].row() == ("Mus", "4", "Spanish 40-card pack", "4 each",
                                  "counter-clockwise (next player to the right)", "the mano, on the dealer's right")
    assert GAMES["handjass"].hand_words == "9 each, dealt 3 at a time"
    assert GAMES["black_maria"].hand_words == "the whole pack, 17 to 7 each"
    assert GAMES["loo"].players_words == "3 to 7" and GAMES["loo"].direction is Direction.CLOCKWISE


def test_the_pack_uses_come_from_the_games():
    assert set(PACK_USES) == set(DEAL_PACKS) == {"spanish40", "swiss36", "french52",
                                                 *(f"black_maria{n}" for n in range(3, 8))}
    assert PACK_USES["black_maria5"].game == "Black Maria" and PACK_USES["black_maria5"].min_players == 5
    assert PACK_USES["swiss36"][:4] == ("Swiss Handjass", 2, 4, 9) and PACK_USES["swiss36"].batch == 3
    assert PACK_USES["french52"].game == "Three-card Loo"


def test_each_game_package_describes_itself():
    assert list(GAMES.values()) == [
        mus.INFO, handjass.INFO, black_maria.INFO, loo.INFO]
    assert black_maria.INFO.pack_for(6) == black_maria.pack(6) and len(black_maria.INFO.pack_for(6)) == 48
