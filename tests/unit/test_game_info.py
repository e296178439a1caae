"""The games in brief (cardlib.dealer.GameInfo): the first chapter's table and the deal widget read them."""

import pytest

from cardlib import CardlibError
from cardlib.cards import PACKS
from cardlib.dealer import GAMES, PACK_USES, GameInfo
from cardlib.game import Direction


def test_each_game_in_brief():
    assert GAMES["mus"].row() == ("Mus", "4", "Spanish 40-card pack", "4 each",
                                  "counter-clockwise (next player to the right)", "the mano, on the dealer's right")
    assert GAMES["handjass"].hand_words == "9 each, dealt 3 at a time"
    assert GAMES["black_maria"].hand_words == "the whole pack, 17 to 7 each"
    assert GAMES["loo"].players_words == "3 to 7" and GAMES["loo"].direction is Direction.CLOCKWISE


def test_the_pack_uses_come_from_the_games():
    assert set(PACK_USES) == set(PACKS)
    assert PACK_USES["black_maria5"].game == "Black Maria" and PACK_USES["black_maria5"].min_players == 5
    assert PACK_USES["swiss36"][:4] == ("Swiss Handjass", 2, 4, 9) and PACK_USES["swiss36"].batch == 3
    assert PACK_USES["french52"].game == "Three-card Loo"


def test_a_description_is_checked():
    with pytest.raises(CardlibError, match="Uno: unknown pack 'uno52'"):
        GameInfo("uno", "Uno", (2, 3), Direction.CLOCKWISE, "uno52", 7)
    with pytest.raises(CardlibError, match=r"Solo needs numbers of players of 2 or more, got \(1,\)"):
        GameInfo("solo", "Solo", (1,), Direction.CLOCKWISE, "french52", 7)
    odd = GameInfo("odd", "Odd", (3, 5, 7), Direction.CLOCKWISE, "french52", 5)
    assert odd.players_words == "3, 5 or 7"
