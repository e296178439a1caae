"""The games in brief (cardlib.dealer.GameInfo): the first chapter's table and the deal widget read them."""

import pytest

from cardlib import CardlibError
from cardlib import black_maria, handjass, loo, mus
from cardlib.cards import FRENCH_52
from cardlib.dealer import DEAL_PACKS, GAMES, PACK_USES
from cardlib.game import Direction, GameInfo


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


def test_a_description_is_checked():
    with pytest.raises(CardlibError, match="Uno: unknown pack 'uno52'"):
        GameInfo("uno", "Uno", (2, 3), Direction.CLOCKWISE, "uno52", 7)
    with pytest.raises(CardlibError, match=r"Solo needs numbers of players of 2 or more, got \(1,\)"):
        GameInfo("solo", "Solo", (1,), Direction.CLOCKWISE, FRENCH_52, 7)
    odd = GameInfo("odd", "Odd", (3, 5, 7), Direction.CLOCKWISE, FRENCH_52, 5)
    assert odd.players_words == "3, 5 or 7"


def test_each_game_package_describes_itself():
    assert list(GAMES.values()) == [
        mus.INFO, handjass.INFO, black_maria.INFO, loo.INFO]
    assert black_maria.INFO.pack_for(6) == black_maria.pack(6) and len(black_maria.INFO.pack_for(6)) == 48
