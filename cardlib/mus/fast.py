"""Numpy batch evaluation of Mus hands: the same keys as :func:`cardlib.mus.key`.

Suits never matter in Mus, so a hand is its four effective ranks. Sorted high to
low they give a small code (base 11), and a table indexed by that code holds the
five contest keys of every possible rank pattern (330 patterns with eight kings,
715 with four kings). The table is computed once, vectorised, on first use;
ranking an array of hands is then a gather, a sort of four columns and a lookup.

Cards are numbered 0 to 39 in the order of ``SPANISH_40.cards``.

>>> counts = hand_counts()
>>> counts.total, counts.pares["duples"], counts.totals[31]
(91390, 3486, 8384)
>>> keys = batch_keys(card_ids(["Ro Rc 3e 4o", "Rb Co Cc Ce"]))
>>> int(keys["grande"][0] > keys["grande"][1])
1
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from itertools import combinations
from typing import Mapping, Sequence

import numpy as np

from ..cards import SPANISH_40, Card, make_rng
from ..errors import CardlibError
from .evaluate import JUEGO_ORDER, PARES_KINDS
from .rules import CATEGORIES, DEFAULT_RULES, Rules, as_hand, as_rules, card_points, check_category, effective_rank

__all__ = ["CARD_INDEX", "card_ids", "card_tables", "deal_three", "sort4_desc", "rank_table", "batch_keys", "rank_keys", "all_hands", "HandCounts", "win_probabilities",
           "hand_counts", "showdown_winners", "win_probability", "rank_code"]

_PACK = SPANISH_40.cards
CARD_INDEX: Mapping[Card, int] = {c: i for i, c in enumerate(_PACK)}
_BASE = 11                       # effective ranks are 1..10, so base 11 codes are unique
_CODES = _BASE ** 4


def card_ids(hands: Sequence) -> np.ndarray:
    """An ``(n, 4)`` int array of card numbers from a list of hands (text or cards)."""
    return np.array([[CARD_INDEX[c] for c in as_hand(h)] for h in hands], dtype=np.int16).reshape(-1, 4)


@lru_cache(maxsize=None)
def card_tables(four_kings: bool) -> tuple[np.ndarray, np.ndarray]:
    """Effective rank and point value of each card number 0..39 (read-only, built once)."""
    rules = Rules(four_kings=four_kings)
    ranks = np.array([effective_rank(c, rules) for c in _PACK], dtype=np.int16)
    points = np.array([card_points(c, rules) for c in _PACK], dtype=np.int16)
    ranks.setflags(write=False)
    points.setflags(write=False)
    return ranks, points


def rank_code(ranks_desc: np.ndarray) -> np.ndarray:
    """Base-11 code of rank arrays sorted high to low along the last axis."""
    r = ranks_desc.astype(np.int32)
    return ((r[..., 0] * _BASE + r[..., 1]) * _BASE + r[..., 2]) * _BASE + r[..., 3]


def rank_keys(ranks_desc: np.ndarray, rules: Rules = DEFAULT_RULES) -> dict[str, np.ndarray]:
    """The five contest keys of ``(n, 4)`` effective ranks sorted high to low, fully vectorised.

    Keys mean exactly what :func:`cardlib.mus.key` returns.
    """
    r = ranks_desc.astype(np.int32)
    r0, r1, r2, r3 = r[:, 0], r[:, 1], r[:, 2], r[:, 3]
    grande = ((r0 * 16 + r1) * 16 + r2) * 16 + r3
    c = 11 - r[:, ::-1]
    chica = ((c[:, 0] * 16 + c[:, 1]) * 16 + c[:, 2]) * 16 + c[:, 3]
    e01, e12, e23 = r0 == r1, r1 == r2, r2 == r3
    four = e01 & e12 & e23
    two_pairs = e01 & ~e12 & e23
    medias = (e01 & e12 & ~e23) | (~e01 & e12 & e23)
    pair = (e01.astype(np.int8) + e12 + e23 == 1) & ~two_pairs
    pair_rank = np.where(e01, r0, np.where(e12, r1, r2))
    pares = np.select(
        [four, two_pairs, medias, pair],
        [3 * 256 + r0 * 16 + r0, 3 * 256 + r0 * 16 + r2, 2 * 256 + r1 * 16, 1 * 256 + pair_rank * 16],
        0)
    points_of_rank = np.zeros(11, dtype=np.int32)
    for symbol_rank in range(1, 11):
        points_of_rank[symbol_rank] = _points_of_rank(symbol_rank, rules)
    total = points_of_rank[r].sum(axis=1)
    juego_of_total = np.zeros(41, dtype=np.int32)
    juego_of_total[list(JUEGO_ORDER)] = np.arange(len(JUEGO_ORDER), 0, -1)
    return {"grande": grande, "chica": chica, "pares": pares.astype(np.int32),
            "juego": juego_of_total[total], "punto": total}


def _points_of_rank(rank: int, rules: Rules) -> int:
    """Points of an effective rank (both cards of a merged rank have the same points)."""
    ranks, points = card_tables(rules.four_kings)
    where = np.flatnonzero(ranks == rank)
    return int(points[where[0]]) if len(where) else 0


@lru_cache(maxsize=None)
def rank_table(rules: Rules = DEFAULT_RULES) -> dict[str, np.ndarray]:
    """For each category, an array indexed by :func:`rank_code` giving the key (built once)."""
    top = 10 if rules.four_kings else 8
    patterns = np.array([p for p in combinations(range(top + 3), 4)], dtype=np.int32)
    # stars and bars: a 4-subset of top+3 slots is a multiset of 4 ranks from 1..top
    ranks = patterns - np.arange(4) + 1
    ranks_desc = ranks[:, ::-1]
    keys = rank_keys(ranks_desc, rules)
    codes = rank_code(ranks_desc)
    table = {}
    for category in CATEGORIES:
        column = np.full(_CODES, -1, dtype=np.int32)
        column[codes] = keys[category]
        column.setflags(write=False)
        table[category] = column
    return table


def sort4_desc(r: np.ndarray) -> np.ndarray:
    """Sort the last axis (length 4) high to low with a five-comparator sorting network."""
    a, b, c, d = r[..., 0], r[..., 1], r[..., 2], r[..., 3]
    a, b = np.maximum(a, b), np.minimum(a, b)
    c, d = np.maximum(c, d), np.minimum(c, d)
    a, c = np.maximum(a, c), np.minimum(a, c)
    b, d = np.maximum(b, d), np.minimum(b, d)
    b, c = np.maximum(b, c), np.minimum(b, c)
    return np.stack([a, b, c, d], axis=-1)


def _sorted_ranks(ids: np.ndarray, rules: Rules) -> np.ndarray:
    ranks, _ = card_tables(rules.four_kings)
    return sort4_desc(ranks[ids])


def batch_keys(ids: np.ndarray, rules: "Rules | None" = None,
               categories: Sequence[str] = CATEGORIES) -> dict[str, np.ndarray]:
    """Keys of every hand in an ``(..., 4)`` array of card numbers, per category (no loop per hand)."""
    rules = as_rules(rules)
    ids = np.asarray(ids)
    if ids.shape[-1:] != (4,):
        raise CardlibError(f"expected card numbers shaped (..., 4), got shape {ids.shape!r}")
    table = rank_table(rules)
    codes = rank_code(_sorted_ranks(ids, rules))
    return {check_category(c): table[check_category(c)][codes] for c in categories}


@lru_cache(maxsize=1)
def all_hands() -> np.ndarray:
    """All C(40, 4) = 91,390 hands as an ``(91390, 4)`` array of card numbers (built once)."""
    hands = np.array(list(combinations(range(40), 4)), dtype=np.int16)
    hands.setflags(write=False)
    return hands


@dataclass(frozen=True)
class HandCounts:
    """Exact counts over all 91,390 four-card hands: by pares kind (``None`` = no pares) and by
    point total (read-only mappings)."""

    total: int
    pares: Mapping
    totals: Mapping

    @property
    def juego(self) -> dict:
        """Counts of the juego totals, best first (31, 32, 40, 37, ...)."""
        return {t: self.totals.get(t, 0) for t in JUEGO_ORDER}


@lru_cache(maxsize=None)
def hand_counts(rules: Rules = DEFAULT_RULES) -> HandCounts:
    """Exact counts per pares kind (``None`` = no pares) and per point total, over all hands."""
    keys = batch_keys(all_hands(), rules, ("pares", "punto"))
    classes = np.bincount(keys["pares"] // 256, minlength=4)
    pares = {None: int(classes[0])}
    pares.update({kind: int(classes[i + 1]) for i, kind in enumerate(PARES_KINDS)})
    totals = np.bincount(keys["punto"], minlength=41)
    return HandCounts(len(all_hands()), MappingProxyType(pares),
                      MappingProxyType({t: int(n) for t, n in enumerate(totals) if n}))


def showdown_winners(deals: np.ndarray, rules: "Rules | None" = None) -> dict[str, np.ndarray]:
    """Winners of full four-seat showdowns: ``deals`` is ``(n, 4, 4)`` card numbers, seats in
    speaking order (mano first). Returns, per category, the winning seat (-1: nobody for pares or
    juego; for punto, -1 when somebody holds juego, since punto is then not played).
    """
    rules = as_rules(rules)
    keys = batch_keys(deals, rules)
    out = {}
    for category, k in keys.items():
        best = k.argmax(axis=1)          # first maximum = nearest the mano (§3.1 ties)
        if category in ("pares", "juego"):
            best = np.where(k.max(axis=1) > 0, best, -1)
        out[category] = best
    out["punto"] = np.where(keys["juego"].max(axis=1) > 0, -1, out["punto"])
    return out


def win_probability(hand, category: str, *, seat: int = 0, trials: int = 100_000,
                    seed: "int | np.random.Generator | None" = None, rules: "Rules | None" = None) -> float:
    """The chance that ``hand`` at speaking position ``seat`` (0 = mano) wins ``category``
    against three hands dealt at random from the other 36 cards (ties by seat).

    For pares and juego a win needs a qualifying hand; for punto, that nobody at the table
    holds juego. Monte Carlo over ``trials`` deals, vectorised; the same seed gives the same
    answer.

    >>> win_probability("Ao 2c Ae 2b", "chica", seed=1)          # nothing beats it from the mano
    1.0
    >>> win_probability("Ro Cc So 7o", "pares", seed=1)
    0.0
    >>> p = win_probability("Co Cc Ce Cb", "grande", seed=1)      # only if nobody holds R or 3
    >>> round(p, 2)
    0.02
    """
    category = check_category(category)
    return win_probabilities(hand, (category,), seat=seat, trials=trials, seed=seed, rules=rules)[category]


def win_probabilities(hand, categories=CATEGORIES, *, seat: int = 0, trials: int = 100_000,
                      seed: "int | np.random.Generator | None" = None,
                      rules: "Rules | None" = None) -> dict[str, float]:
    """:func:`~cardlib.mus.win_probability` for several contests at once, over the same random deals
    (dealt once), so each answer equals what :func:`~cardlib.mus.win_probability` gives with that seed.

    >>> odds = win_probabilities("Ao 2c Ae 2b", ("chica", "grande"), seed=1)
    >>> odds["chica"], odds["grande"] < 0.01
    (1.0, True)
    """
    categories = tuple(check_category(c) for c in categories)
    rules = as_rules(rules)
    hand = as_hand(hand)
    if isinstance(seat, bool) or not isinstance(seat, (int, np.integer)) or not 0 <= seat <= 3:
        raise CardlibError(f"seat must be a speaking position from 0 (mano) to 3 (postre), got {seat!r}")
    if isinstance(trials, bool) or not isinstance(trials, (int, np.integer)) or trials < 1:
        raise CardlibError(f"trials must be a whole number 1 or more, got {trials!r}")
    ids = np.array([CARD_INDEX[c] for c in hand])
    rest = np.setdiff1d(np.arange(40), ids)
    ranks, _ = card_tables(rules.four_kings)
    opponents = deal_three(ranks[rest].astype(np.int8), int(trials), make_rng(seed))   # (T, 3, 4)
    table = rank_table(rules)
    codes = rank_code(sort4_desc(opponents))
    mine_code = int(rank_code(np.sort(ranks[ids])[::-1]))
    found = {}
    for category in categories:
        mine = int(table[category][mine_code])
        theirs = table[category][codes]                                    # (T, 3)
        # the three other hands sit at the other speaking positions, in order
        wins = (theirs[:, :seat] < mine).all(axis=1) & (theirs[:, seat:] <= mine).all(axis=1)
        if category in ("pares", "juego") and mine == 0:
            found[category] = 0.0
            continue
        if category == "punto":
            if int(table["juego"][mine_code]) > 0:
                found[category] = 0.0
                continue
            wins &= (table["juego"][codes] == 0).all(axis=1)
        found[category] = float(wins.mean())
    return found


def deal_three(rest: np.ndarray, trials: int, rng: np.random.Generator) -> np.ndarray:
    """Three random 4-card hands per trial from ``rest`` (partial Fisher-Yates, vectorised)."""
    n = len(rest)
    deck = np.tile(rest, (trials, 1))
    flat = deck.reshape(-1)
    base = np.arange(trials, dtype=np.int32) * n
    for j in range(12):
        pick = rng.integers(j, n, size=trials, dtype=np.int32)
        pick += base
        here = base + j
        a = flat[pick]
        flat[pick] = flat[here]
        flat[here] = a
    return deck[:, :12].reshape(trials, 3, 4)
