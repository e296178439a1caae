"""Random games of Loo, 3 to 7 players, house rules and variants: the pot stays a multiple of 3
under the house rules, rounds end only on an empty pot, and the game ends with winners apart from
the losers, who could not pay. What every game promises (cards at every step, chips conserved,
immutable states, replays, refusals) is in test_protocol.py."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib.game import RandomBot
from cardlib.loo import new_game

VARIANTS = [
    {},
    {"start_chips": 21},
    {"free_dummy": True, "dealer_may_pass": True, "club_law": True},
    {"unlimited_loo": True, "loo_cap": 9, "start_chips": 18},
    {"head_the_trick": True, "dealer_stakes": True},
    {"ante": 2, "dummy_price": 1, "loo_penalty": 4, "start_chips": 15},       # custom stakes: L-A1
]

FAST = settings(max_examples=15, deadline=None)


def play_game(players: int, seed: int, options: dict, bot):
    state = new_game(players, seed=seed, **options)
    house = state.rules.house
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 20_000, "the game should end"
        if house:
            assert state.pot % 3 == 0, "the pot is always a multiple of 3 under the house rules"
        state = state.apply(bot.choose(state).action)
    return state


@FAST
@given(players=st.integers(3, 7), seed=st.integers(0, 10_000), variant=st.sampled_from(VARIANTS))
def test_random_games_end_with_winners_apart_from_the_losers(players, seed, variant):
    end = play_game(players, seed, variant, RandomBot(seed))
    assert end.end
    assert end.winners and not set(end.winners) & set(end.losers)
    if "safety limit" not in end.end:
        assert end.losers and all(end.chips[s] < max(end.rules.ante, end.rules.loo_penalty, 1)
                                  or end.rules.unlimited_loo for s in end.losers)
    rounds = [d.round for d in end.deals]
    assert rounds == sorted(rounds)
    for d in end.deals[:-1]:
        if d.pot_end == 0:
            assert d.swept or not d.looed                   # a round ends only on an empty pot
