"""The words of a deal in which the dealer, allowed to pass (rules §5.2 V3), passes to the lone
player who took the dummy: that player takes the pot, and the deal's line says so, not that the
dealer took it."""

from __future__ import annotations

from cardlib import loo
from cardlib.loo.lessons import chip_flow


def test_a_dealer_who_passes_to_the_dummys_holder_is_not_said_to_take_the_pot():
    state = loo.new_game(4, seed=0, dealer_may_pass=True)
    for action in ("pass", "buy dummy", "pass"):
        state = state.apply(next(a for a in state.legal_actions() if str(a) == action))
    assert "pass" in [str(a) for a in state.legal_actions()]          # the dealer may pass (§5.2 V3)
    state = state.apply(next(a for a in state.legal_actions() if str(a) == "pass"))
    row = chip_flow(state)[0]
    words = row.words()
    assert row.swept and row.buyer == 2
    assert "seat 2 buys the dummy" in words and f"seat 2 takes all {row.pot_played}" in words
    assert "the dealer takes all" not in words
