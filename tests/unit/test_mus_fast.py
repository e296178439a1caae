"""The numpy batch evaluator means exactly what the pure functions mean (rules/mus.md §3.1),
its exact counts match an independent brute force, and win_probability is right and repeatable."""

import random
from collections import Counter
from itertools import combinations
from math import comb, prod

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib import CardlibError, SPANISH_40
from cardlib.mus import CATEGORIES, Rules, key, winner
from cardlib.mus import fast

PACK = SPANISH_40.cards
FOUR_KINGS = Rules(four_kings=True)


def hand_of(ids):
    return [PACK[int(i)] for i in ids]


@pytest.mark.parametrize("rules", [Rules(), FOUR_KINGS], ids=["eight kings", "four kings"])
def test_batch_keys_agree_with_pure_keys_on_every_hand(rules):
    """A big seeded sample of the 91,390 hands, all five contests: the batch key equals the pure key.

    The sample covers every rank pattern (330 with eight kings, 715 with four kings)."""
    hands = fast.all_hands()
    keys = fast.batch_keys(hands, rules)
    ranks = np.sort(fast.card_tables(rules.four_kings)[0][hands], axis=1)
    _, first_of_each_pattern = np.unique(ranks, axis=0, return_index=True)
    assert len(first_of_each_pattern) == (715 if rules.four_kings else 330)
    sample = np.random.default_rng(0).choice(len(hands), 15_000, replace=False)
    for i in np.union1d(sample, first_of_each_pattern):
        cards = hand_of(hands[i])
        for category in CATEGORIES:
            assert keys[category][i] == key(category, cards, rules), (category, cards)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 39), min_size=4, max_size=4, unique=True), st.booleans())
def test_batch_keys_agree_on_random_hands(ids, four_kings):
    rules = Rules(four_kings=four_kings)
    keys = fast.batch_keys(np.array([ids]), rules)
    for category in CATEGORIES:
        assert int(keys[category][0]) == key(category, hand_of(ids), rules)


@settings(max_examples=100, deadline=None)
@given(st.permutations(range(40)))
def test_showdown_winners_agree_with_pure_winner(order):
    deal = np.array(order[:16]).reshape(1, 4, 4)
    hands = [hand_of(h) for h in deal[0]]
    got = fast.showdown_winners(deal)
    for category in ("grande", "chica", "pares", "juego"):
        expected = winner(category, hands)
        assert got[category][0] == (-1 if expected is None else expected)
    nobody_has_juego = winner("juego", hands) is None
    assert got["punto"][0] == (winner("punto", hands) if nobody_has_juego else -1)


def _brute_force_counts():
    """Independent count: effective ranks and points straight from §1.3/§1.4, over C(40, 4)."""
    effective = {"R": "R", "3": "R", "2": "A"}
    points = {"R": 10, "3": 10, "C": 10, "S": 10, "7": 7, "6": 6, "5": 5, "4": 4, "2": 1, "A": 1}
    kinds, totals = Counter(), Counter()
    for cards in combinations(PACK, 4):
        pattern = sorted(Counter(effective.get(c.rank, c.rank) for c in cards).values())
        kinds[{(4,): "duples", (2, 2): "duples", (1, 3): "medias", (1, 1, 2): "par"}.get(tuple(pattern))] += 1
        totals[sum(points[c.rank] for c in cards)] += 1
    return kinds, totals


def test_exact_counts_match_brute_force():
    """Counts per pares kind and per point total over all hands (the odds chapter prints them)."""
    counts = fast.hand_counts()
    kinds, totals = _brute_force_counts()
    assert counts.total == comb(40, 4) == sum(kinds.values())
    assert counts.pares == dict(kinds)
    assert counts.totals == dict(totals)
    assert sum(counts.juego.values()) == sum(n for t, n in totals.items() if t >= 31)


def test_no_pares_count_by_formula():
    """Hands without pares: four different effective ranks, of sizes R 8, A 8 and six ranks of 4."""
    sizes = [8, 4, 4, 4, 4, 4, 4, 8]
    expected = sum(prod(sizes[i] for i in choice) for choice in combinations(range(8), 4))
    assert fast.hand_counts().pares[None] == expected


def test_four_kings_counts_differ():
    """With four kings there are ten ranks of four cards, so fewer pares than with eight kings."""
    four = fast.hand_counts(FOUR_KINGS)
    sizes = [4] * 10
    assert four.pares[None] == sum(prod(sizes[i] for i in c) for c in combinations(range(10), 4))
    assert four.total == 91390 and four.pares[None] > fast.hand_counts().pares[None]


def test_win_probability_is_repeatable_with_a_seed():
    a = fast.win_probability("Ro Rc 7o 4o", "grande", seat=2, seed=42)
    b = fast.win_probability("Ro Rc 7o 4o", "grande", seat=2, seed=42)
    c = fast.win_probability("Ro Rc 7o 4o", "grande", seat=2, seed=43)
    assert a == b and 0 < a < 1 and abs(a - c) < 0.01


def test_win_probability_matches_the_exact_answer():
    """C C C C wins Grande from the mano exactly when no R or 3 is among the 12 other cards."""
    exact = comb(28, 12) / comb(36, 12)
    p = fast.win_probability("Co Cc Ce Cb", "grande", seat=0, seed=1)
    assert abs(p - exact) < 0.003
    # from the postre it also loses to another C C C C? impossible: all four caballos are here
    assert abs(fast.win_probability("Co Cc Ce Cb", "grande", seat=3, seed=1) - exact) < 0.003


@pytest.mark.parametrize("hand, category, seat", [("Ro Rc 7o 4o", "pares", 1), ("Ao 2c 5e 6b", "chica", 3),
                                                  ("So Sc 6e 4b", "punto", 2), ("Ro Cc So Ab", "juego", 0)])
def test_win_probability_agrees_with_a_pure_python_simulation(hand, category, seat):
    """An independent, slow simulation with random.sample and the pure winner() agrees."""
    rng = random.Random(7)
    mine = [SPANISH_40.parse(t) for t in hand.split()]
    rest = [c for c in PACK if c not in mine]
    trials, wins = 4000, 0
    for _ in range(trials):
        drawn = rng.sample(rest, 12)
        others = [drawn[0:4], drawn[4:8], drawn[8:12]]
        hands = others[:seat] + [mine] + others[seat:]
        if category == "punto" and winner("juego", hands) is not None:
            continue
        wins += winner(category, hands) == seat
    expected = wins / trials
    got = fast.win_probability(hand, category, seat=seat, seed=3)
    assert abs(got - expected) < 4 * (expected * (1 - expected) / trials) ** 0.5 + 0.005


def test_win_probability_needs_a_qualifying_hand():
    assert fast.win_probability("Ro Cc So Ab", "pares", seed=1) == 0.0
    assert fast.win_probability("Ro Cc So Ab", "punto", seed=1) == 0.0      # 31 is juego: no punto


@pytest.mark.parametrize("kwargs, bad", [({"seat": 4}, "got 4"), ({"trials": 0}, "got 0"),
                                         ({"seed": -3}, "-3")])
def test_win_probability_errors_name_the_value(kwargs, bad):
    with pytest.raises(CardlibError) as info:
        fast.win_probability("Ro Rc 7o 4o", "grande", **kwargs)
    assert bad in str(info.value)


def test_batch_keys_rejects_bad_shapes():
    with pytest.raises(CardlibError, match=r"\(3, 5\)"):
        fast.batch_keys(np.zeros((3, 5), dtype=int))


def test_tables_are_built_once_and_read_only():
    assert fast.rank_table() is fast.rank_table()
    with pytest.raises(ValueError):
        fast.rank_table()["grande"][0] = 1


def test_win_probabilities_share_the_deals_and_agree_with_win_probability():
    from cardlib.mus import CATEGORIES, win_probability
    from cardlib.mus.fast import win_probabilities
    for hand, seat in [("Ro Rc 7o 4o", 0), ("Ab 4o 5c 6e", 2), ("Co Sc 7e 4b", 3)]:
        together = win_probabilities(hand, seat=seat, trials=5_000, seed=11)
        assert list(together) == list(CATEGORIES)
        for category in CATEGORIES:
            assert together[category] == win_probability(hand, category, seat=seat, trials=5_000, seed=11)


def test_win_probabilities_refuses_bad_input():
    from cardlib import CardlibError
    from cardlib.mus.fast import win_probabilities
    with pytest.raises(CardlibError, match="'high'"):
        win_probabilities("Ro Rc 7o 4o", ("grande", "high"))
    with pytest.raises(CardlibError, match="got 4"):
        win_probabilities("Ro Rc 7o 4o", seat=4)
