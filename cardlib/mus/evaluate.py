"""Pure Mus hand evaluation: the five contests of rules/mus.md §3.1, one hand at a time.

Every contest gives a hand an integer *key*, higher is better, and hands with
equal keys are equal (the mano breaks the tie). :mod:`cardlib.mus.fast` computes
the same keys for arrays of hands with numpy.

>>> compare("grande", "Ro Rc 3e 4o", "Rb Co Cc Ce")      # M1: R R R 4 beats R C C C
1
>>> winner("juego", ["Ro Rc 7o 4o", "Co Cc So Ao"])    # both 31: the mano (seat 0) wins
0
>>> pares_kind("Ro Rc Re 7o"), juego_points("Ro Rc 7o 4o")
('medias', 31)
>>> print(explain("grande", ["Rb Co Cc Ce", "Ro Rc 3e 4o"]))
seat 1 wins Grande: R R R 4 beats R C C C at the second card (R > C)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from ..cards import Card
from ..errors import CardlibError, InvalidCardError
from .rules import (Hand, Rules, as_hand, as_rules, card_points, check_category,
                    effective_rank, rank_symbol)

__all__ = ["key", "compare", "winner", "pares_kind", "juego_points", "has_juego", "explain",
           "Verdict", "JUEGO_ORDER", "PARES_KINDS", "pares_bonus", "juego_bonus"]

# Juego totals best first (§3.1): 31, 32, 40, 37, 36, 35, 34, 33.
JUEGO_ORDER = (31, 32, 40, 37, 36, 35, 34, 33)
PARES_KINDS = ("par", "medias", "duples")
_ORDINALS = ("first", "second", "third", "fourth")


def _ranks(hand: Hand, rules: Rules) -> list[int]:
    return sorted((effective_rank(c, rules) for c in hand), reverse=True)


def juego_points(hand: "str | Sequence[Card]", rules: "Rules | None" = None) -> int:
    """The hand's point total: R, 3, C, S count 10; A and 2 count 1; others face value (§1.4).

    >>> juego_points("Ro 7c 6e 2o"), juego_points("Ao 2c Ac 2e")
    (24, 4)
    >>> juego_points("Ro 3c 3e 2o", Rules(four_kings=True))      # M18
    18
    """
    rules = as_rules(rules)
    return sum(card_points(c, rules) for c in as_hand(hand))


def has_juego(hand: "str | Sequence[Card]", rules: "Rules | None" = None) -> bool:
    """True if the hand totals 31 or more (§2.7)."""
    return juego_points(hand, rules) >= 31


def _pares(ranks: list[int]) -> tuple[str | None, int, int]:
    """(kind, higher rank, lower rank) from the rank pattern (§3.1)."""
    counts = Counter(ranks)
    pattern = sorted(counts.values(), reverse=True)
    by_count = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    if pattern == [4]:
        return "duples", ranks[0], ranks[0]
    if pattern == [2, 2]:
        high, low = sorted((r for r, n in counts.items()), reverse=True)
        return "duples", high, low
    if pattern == [3, 1]:
        return "medias", by_count[0][0], 0
    if pattern == [2, 1, 1]:
        return "par", by_count[0][0], 0
    return None, 0, 0


def pares_kind(hand: "str | Sequence[Card]", rules: "Rules | None" = None) -> str | None:
    """``"par"``, ``"medias"``, ``"duples"`` or ``None`` (§3.1; four of a kind is duples).

    >>> pares_kind("So Sc 4o 4c"), pares_kind("Ro 3c 2e Ao"), pares_kind("Ro Cc Se 7o")
    ('duples', 'duples', None)
    >>> pares_kind("Ro 3c 3e 2o", Rules(four_kings=True))       # M18: a pair of 3s
    'par'
    """
    rules = as_rules(rules)
    return _pares(_ranks(as_hand(hand), rules))[0]


def pares_bonus(hand, rules: "Rules | None" = None) -> int:
    """What the hand's pares score for a winning team: par 1, medias 2, duples 3 (§3.3)."""
    kind = pares_kind(hand, rules)
    return 0 if kind is None else PARES_KINDS.index(kind) + 1


def juego_bonus(hand, rules: "Rules | None" = None) -> int:
    """What the hand's juego scores for a winning team: 31 -> 2 (3), other juego 1 (2) (§3.3)."""
    rules = as_rules(rules)
    total = juego_points(hand, rules)
    if total < 31:
        return 0
    return rules.juego_bonus[0] if total == 31 else rules.juego_bonus[1]


def key(category: str, hand: "str | Sequence[Card]", rules: "Rules | None" = None) -> int:
    """The hand's integer strength in ``category``; higher is better, equal keys tie.

    Grande: ranks high to low in base 16. Chica: ranks low to high, each as
    ``11 - rank``, in base 16. Pares: ``class * 256 + high * 16 + low`` (0 = none).
    Juego: 8 for 31 down to 1 for 33 (0 = no juego). Punto: the point total.

    >>> key("pares", "So Sc 4o 4c"), key("juego", "Ro Cc So Ao"), key("punto", "Ro Cc So Ao")
    (866, 8, 31)
    """
    category = check_category(category)
    rules = as_rules(rules)
    hand = as_hand(hand)
    ranks = _ranks(hand, rules)
    if category == "grande":
        return _base16(ranks)
    if category == "chica":
        return _base16([11 - r for r in reversed(ranks)])
    if category == "pares":
        kind, high, low = _pares(ranks)
        return 0 if kind is None else (PARES_KINDS.index(kind) + 1) * 256 + high * 16 + low
    total = sum(card_points(c, rules) for c in hand)
    if category == "juego":
        return len(JUEGO_ORDER) - JUEGO_ORDER.index(total) if total in JUEGO_ORDER else 0
    return total


def _base16(digits: list[int]) -> int:
    value = 0
    for d in digits:
        value = value * 16 + d
    return value


def compare(category: str, a, b, *, rules: "Rules | None" = None) -> int:
    """``1`` if hand ``a`` beats ``b`` in ``category``, ``-1`` if ``b`` beats ``a``, ``0`` if equal.

    Equal means equal before the mano breaks the tie. A hand without pares (or
    juego) loses to one with; two hands without compare 0.

    >>> compare("chica", "Ao 4o 5o Co", "Ac 5c 5e 6o")   # M2: A 4 5 C beats A 5 5 6
    1
    >>> compare("pares", "Ro Rc Re Rb", "3o 3c Co Cc")   # M6: duples R R beat duples R C
    1
    >>> compare("pares", "7o 7c Ro Ao", "7e 7b Co 5o")   # M7: kickers ignored
    0
    """
    ka, kb = key(category, a, rules), key(category, b, rules)
    return (ka > kb) - (ka < kb)


def _hands(hands: Sequence, mano: int) -> list[Hand]:
    if isinstance(hands, str) or not hasattr(hands, "__iter__"):
        raise CardlibError(f"expected a list of hands (one per seat), got {hands!r}")
    parsed = [as_hand(h) for h in hands]
    if not 1 <= len(parsed) <= 4:
        raise CardlibError(f"Mus compares 1 to 4 hands (one per seat), got {len(parsed)}")
    seen: dict[Card, int] = {}
    for seat, hand in enumerate(parsed):
        for card in hand:
            if card in seen:
                raise InvalidCardError(f"{card} is in the hands of seat {seen[card]} and seat {seat}; "
                                       "a pack holds each card once")
            seen[card] = seat
    if isinstance(mano, bool) or not isinstance(mano, int) or not 0 <= mano < len(parsed):
        raise CardlibError(f"mano must be a seat number from 0 to {len(parsed) - 1}, got {mano!r}")
    return parsed


def _order(n: int, mano: int) -> list[int]:
    return [(mano + i) % n for i in range(n)]


def winner(category: str, hands: Sequence, mano: int = 0, *, rules: "Rules | None" = None) -> int | None:
    """The index in ``hands`` of the winning hand; ties go to the seat nearest ``mano``.

    ``None`` when nobody holds pares (or juego) in those contests.

    >>> winner("grande", ["Ro Cc 7o 4o", "Sc 7e 4c Ab", "3o Co 7c 4e"])   # M4: tie, mano wins
    0
    >>> winner("grande", ["Ro Cc 7o 4o", "Sc 7e 4c Ab", "3o Co 7c 4e"], mano=2)
    2
    >>> winner("pares", ["Ro Cc 7o 4o", "Sc 7e 4c Ab"]) is None
    True
    """
    category = check_category(category)
    rules = as_rules(rules)
    parsed = _hands(hands, mano)
    best, best_key = None, -1
    for seat in _order(len(parsed), mano):
        k = key(category, parsed[seat], rules)
        if k > best_key:
            best, best_key = seat, k
    if best_key == 0 and category in ("pares", "juego"):
        return None
    return best


@dataclass(frozen=True)
class Verdict:
    """Who wins a contest and why, in words (the contest explorer shows ``str(verdict)``)."""

    category: str
    winner: int | None
    reason: str
    deciding: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return self.reason


def _symbols(hand: Hand, rules: Rules, low_first: bool = False) -> str:
    ranks = sorted((effective_rank(c, rules) for c in hand), reverse=not low_first)
    return " ".join(rank_symbol(r, rules) for r in ranks)


def _pares_words(hand: Hand, rules: Rules) -> str:
    kind, high, low = _pares(_ranks(hand, rules))
    if kind is None:
        return "no pares"
    if kind == "duples":
        return f"duples {rank_symbol(high, rules)} {rank_symbol(low, rules)}"
    return f"{'a pair' if kind == 'par' else 'medias'} of {rank_symbol(high, rules)}"


def explain(category: str, hands: Sequence, mano: int = 0, *, rules: "Rules | None" = None) -> Verdict:
    """The winner of ``category`` among ``hands``, with a plain-English reason and deciding cards.

    The winner is compared with the best other hand.

    >>> print(explain("chica", ["Ac 5c 5e 6o", "Ao 4o 5o Co"]))
    seat 1 wins Chica: A 4 5 C beats A 5 5 6 at the second card (4 < 5)
    >>> print(explain("pares", ["7e 7b Co 5o", "7o 7c Ro Ao"], mano=1))
    seat 1 wins Pares: a pair of 7 ties with seat 0's a pair of 7; ties go to the seat nearer the mano (seat 1)
    >>> print(explain("juego", ["Ro 7c 6e 2o", "Sc 7e 4c Ab"]))
    nobody wins Juego: no hand reaches 31
    """
    category = check_category(category)
    rules = as_rules(rules)
    parsed = _hands(hands, mano)
    title = category.capitalize()
    best = winner(category, parsed, mano, rules=rules)
    if best is None:
        what = "holds pares" if category == "pares" else "reaches 31"
        return Verdict(category, None, f"nobody wins {title}: no hand {what}")
    others = [s for s in _order(len(parsed), mano) if s != best]
    if not others:
        return Verdict(category, best, f"seat {best} wins {title}: it is the only hand", tuple(parsed[best]))
    runner = max(others, key=lambda s: (key(category, parsed[s], rules), -_order(len(parsed), mano).index(s)))
    w, r = parsed[best], parsed[runner]
    kw, kr = key(category, w, rules), key(category, r, rules)
    head = f"seat {best} wins {title}: "
    if category in ("grande", "chica"):
        low = category == "chica"
        sw, sr = _symbols(w, rules, low), _symbols(r, rules, low)
        if kw == kr:
            return Verdict(category, best, head + f"{sw} ties with seat {runner}'s {sr}; ties go to the "
                           f"seat nearer the mano (seat {mano})", tuple(w))
        rw = sorted(w, key=lambda c: effective_rank(c, rules), reverse=not low)
        rr = sorted(r, key=lambda c: effective_rank(c, rules), reverse=not low)
        i = next(i for i in range(4) if effective_rank(rw[i], rules) != effective_rank(rr[i], rules))
        sign = "<" if low else ">"
        a, b = rank_symbol(effective_rank(rw[i], rules), rules), rank_symbol(effective_rank(rr[i], rules), rules)
        return Verdict(category, best, head + f"{sw} beats {sr} at the {_ORDINALS[i]} card ({a} {sign} {b})",
                       (rw[i], rr[i]))
    if category == "pares":
        ww, wr = _pares_words(w, rules), _pares_words(r, rules)
        deciding = tuple(c for c in w if Counter(effective_rank(x, rules) for x in w)[effective_rank(c, rules)] > 1)
        if kw == kr:
            return Verdict(category, best, head + f"{ww} ties with seat {runner}'s {wr}; ties go to the seat "
                           f"nearer the mano (seat {mano})", deciding)
        return Verdict(category, best, head + f"{ww} beats {wr} (par < medias < duples, then the higher "
                       "rank)", deciding)
    tw, tr = juego_points(w, rules), juego_points(r, rules)
    if category == "juego":
        order = ", ".join(str(t) for t in JUEGO_ORDER)
        if kw == kr:
            text = f"{tw} ties with seat {runner}'s {tr}; ties go to the seat nearer the mano (seat {mano})"
        elif kr == 0:
            text = f"{tw} is juego and seat {runner}'s {tr} is not"
        else:
            text = f"{tw} beats {tr} (juego order {order})"
        return Verdict(category, best, head + text, tuple(w))
    if kw == kr:
        return Verdict(category, best, head + f"{tw} points ties with seat {runner}'s {tr}; ties go to "
                       f"the seat nearer the mano (seat {mano})", tuple(w))
    return Verdict(category, best, head + f"{tw} points beats {tr} (the higher punto wins)", tuple(w))
