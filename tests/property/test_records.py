"""A game's record read back is the same game: ``from_record(record(state)) == state`` over random
games of every game, number of players and variant (the rules' switches and numbers drawn at
random; a pairing the rules refuse is skipped), stopped at a random step or played to the end."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cardlib import black_maria, handjass, loo, mus
from cardlib.errors import CardlibError
from cardlib.game import from_record, record

# Each game: its module, its numbers of players, and the values each rule is drawn from.
VARIANTS = {
    "black_maria": (black_maria, (3, 4, 5, 6, 7), {
        "scoring": sorted(black_maria.SCORINGS), "pass_left": [True, False],
        "pass_restriction": sorted(black_maria.PASS_RESTRICTIONS), "no_heart_lead_early": [True, False],
        "taking_everything": [True, False], "six_all_twos": [True, False], "hearts_broken": [True, False],
        "threshold_loses": [True, False], "end_mode": ["threshold", "deals"], "threshold": [30, 50, 100],
        "num_deals": [1, 2, 3]}),
    "handjass": (handjass, (2, 3, 4), {
        "target": [3, 5, 7], "bessern_3p": [True, False], "bessern_2p": [True, False],
        "potato_bonus": [True, False], "twelve_cards": [True, False], "berner": [True, False],
        "potato_line": [20, 26], "modern_weis": [True, False], "overtrump_duty": [True, False]}),
    "loo": (loo, (3, 4, 5, 6, 7), {
        "start_chips": [6, 12, 20], "ante": [1, 3], "dummy_price": [0, 3], "loo_penalty": [0, 3, 6],
        "dealer_stakes": [True, False], "free_dummy": [True, False], "dealer_may_pass": [True, False],
        "unlimited_loo": [True, False], "loo_cap": [0, 10], "head_the_trick": [True, False],
        "club_law": [True, False], "max_deals_per_round": [0, 3]}),
    "mus": (mus, (4,), {
        "four_kings": [True, False], "en_paso_point": [True, False], "std_bonuses": [True, False],
        "target": [10, 40], "no_signals_first_deal": [True, False]}),
}


@st.composite
def games(draw, key: str):
    module, players, choices = VARIANTS[key]
    n = draw(st.sampled_from(players))
    names = draw(st.lists(st.sampled_from(sorted(choices)), unique=True, max_size=4))
    rules = {name: draw(st.sampled_from(choices[name])) for name in names}
    seed = draw(st.integers(0, 2**40))
    dealer = draw(st.integers(0, n - 1))
    steps = draw(st.one_of(st.integers(0, 60), st.just(600)))
    try:
        state = module.new_game(n, seed=seed, dealer=dealer, **rules)
    except CardlibError:
        assume(False)                     # a pairing the rules refuse
    rng = np.random.default_rng(seed % 2**32)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.integers(len(legal)))])
    return state


def check_round_trip(state) -> None:
    text = record(state)
    assert "\n" not in text and text.count(" · ") >= 5
    back = from_record(text)
    assert back == state
    assert back.history == state.history and back.rules == state.rules and back.seed == state.seed
    assert record(back) == text


PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                         HealthCheck.filter_too_much])


@PROPERTY
@given(games("black_maria"))
def test_black_maria_records_read_back_the_same_game(state):
    check_round_trip(state)


@PROPERTY
@given(games("handjass"))
def test_handjass_records_read_back_the_same_game(state):
    check_round_trip(state)


@PROPERTY
@given(games("loo"))
def test_loo_records_read_back_the_same_game(state):
    check_round_trip(state)


@PROPERTY
@given(games("mus"))
def test_mus_records_read_back_the_same_game(state):
    check_round_trip(state)
