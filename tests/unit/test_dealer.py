"""The first chapter's deal setup (cardlib.dealer)."""

import pytest

from cardlib import CardlibError
from cardlib.dealer import PACK_USES, DealSetup
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
