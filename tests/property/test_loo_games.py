"""Random and bot games of Loo through the play protocol, 3 to 7 players, house rules and variants:
chips plus pot never change, the pot stays a multiple of 3 under the house rules, every card is
dealt once, rounds end, the game ends, replay gives the same state, apply never changes its input,
and rejected actions change nothing."""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib import IllegalActionError
from cardlib.cards import FRENCH_52
from cardlib.game import RandomBot, replay
from cardlib.loo import BUY, PASS, PLAY, LooBot, Phase, Play, new_game

VARIANTS = [
    {},
    {"start_chips": 21},
    {"free_dummy": True, "dealer_may_pass": True, "club_law": True},
    {"unlimited_loo": True, "loo_cap": 9, "start_chips": 18},
    {"head_the_trick": True, "dealer_stakes": True},
    {"ante": 2, "dummy_price": 1, "loo_penalty": 4, "start_chips": 15},       # custom stakes: L-A1
]

FAST = settings(max_examples=15, deadline=None)


def cards_in_state(state) -> list:
    """Every card of the deal in progress: hands (or trick-play hands), dummy, turned card, stock,
    thrown hands and the cards played."""
    if state.phase is Phase.PLAY:
        held = [c for h in state.play.hands for c in h] + list(state.play.trick.cards)
        held += [c for t in state.current.tricks_played for c in t.cards]
    else:
        held = [c for h in state.hands for c in h]
    return held + list(state.dummy) + [state.turned] + list(state.stock) + list(state.out)


def play_game(players: int, seed: int, options: dict, bots, *, checks: bool = True):
    state = new_game(players, seed=seed, **options)
    start, total = state, players * state.rules.start_chips
    house = state.rules.house
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 20_000, "the game should end"
        if checks:
            assert sum(state.chips) + state.pot == total, "chips plus pot changed"
            assert min(state.chips) >= 0
            if house:
                assert state.pot % 3 == 0, "the pot is always a multiple of 3 under the house rules"
            assert Counter(cards_in_state(state)) == Counter(FRENCH_52.cards), "a card was lost or doubled"
        bot = bots[state.to_act] if isinstance(bots, dict) else bots
        action = bot.choose(state).action
        before = copy.deepcopy(state)
        after = state.apply(action)
        assert state == before and state.events == before.events, "apply changed its input"
        state = after
    assert sum(state.chips) + state.pot == total
    return start, state


@FAST
@given(players=st.integers(3, 7), seed=st.integers(0, 10_000), variant=st.sampled_from(VARIANTS))
def test_random_games_keep_chips_and_cards_and_end(players, seed, variant):
    start, end = play_game(players, seed, variant, RandomBot(seed))
    assert end.is_over and end.legal_actions() == [] and end.end
    assert end.winners and not set(end.winners) & set(end.losers)
    if "safety limit" not in end.end:
        assert end.losers and all(end.chips[s] < max(end.rules.ante, end.rules.loo_penalty, 1)
                                  or end.rules.unlimited_loo for s in end.losers)
    assert replay(start, end.history) == end
    rounds = [d.round for d in end.deals]
    assert rounds == sorted(rounds)
    for d in end.deals[:-1]:
        if d.pot_end == 0:
            assert d.swept or not d.looed                   # a round ends only on an empty pot


@settings(max_examples=6, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 10_000))
def test_bot_games_keep_chips_and_cards_and_end(players, seed):
    bots = {s: (LooBot(seed + s, trials=300) if s % 2 == 0 else RandomBot(seed + s)) for s in range(players)}
    start, end = play_game(players, seed, {}, bots)
    assert end.is_over and replay(start, end.history) == end


@FAST
@given(seed=st.integers(0, 10_000), variant=st.sampled_from(VARIANTS))
def test_rejected_actions_change_nothing(seed, variant):
    state = new_game(4, seed=seed, **variant)
    bot = RandomBot(seed)
    for _ in range(60):
        if state.is_over:
            break
        snapshot = copy.deepcopy(state)
        for action in (PLAY, PASS, BUY, *(Play(c) for c in FRENCH_52.cards[::5])):
            if not state.can(action):
                with pytest.raises(IllegalActionError):
                    state.apply(action)
                assert state.why_illegal(action)
        assert state == snapshot and state.events == snapshot.events
        state = state.apply(bot.choose(state).action)


@FAST
@given(seed=st.integers(0, 10_000), players=st.integers(3, 7))
def test_same_seed_same_game(seed, players):
    a = play_game(players, seed, {}, RandomBot(seed), checks=False)[1]
    b = play_game(players, seed, {}, RandomBot(seed), checks=False)[1]
    assert a == b and [e.words() for e in a.events] == [e.words() for e in b.events]
