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
seat 1 wins Grande: king, king, king and four beats seat 0's king, horse, horse and horse at the second card: a king is higher than a horse
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from ..cards import SPANISH_RANK_ENGLISH, Card
from ..errors import CardlibError, InvalidCardError
from .rules import (Hand, Rules, as_hand, as_rules, card_points, check_category,
                    effective_rank, rank_symbol)

__all__ = ["key", "compare", "winner", "pares_kind", "juego_points", "has_juego", "explain",
           "Verdict", "JUEGO_ORDER", "PARES_KINDS", "pares_bonus", "juego_bonus", "pares_words", "pares_verb",
           "ranks_said", "PARES_ENGLISH"]

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
    a, b = _hands([a, b], 0)           # a card in both hands is refused, as winner() refuses it
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
                                       "the pack holds each card once (rules §1.2)")
            seen[card] = seat
    if isinstance(mano, bool) or not isinstance(mano, int) or not 0 <= mano < len(parsed):
        raise CardlibError(f"mano must be a seat number from 0 to {len(parsed) - 1}, got {mano!r}")
    return parsed


def _order(n: int, mano: int) -> list[int]:
    return [(mano + i) % n for i in range(n)]


def winner(category: str, hands: Sequence, mano: int = 0, *, rules: "Rules | None" = None) -> int | None:
    """The index in ``hands`` of the winning hand; ties go to the seat nearest ``mano``.

    ``None`` when nobody holds pares (or juego) in those contests. Punto compares the point
    totals alone, as :func:`compare` does, even when a hand holds juego; :func:`explain` says
    when Punto would not be played.

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


# Each rank symbol in words, (one, several): the English names the book gives the cards (the
# horse for the caballo, the jack for the sota: one language a sentence, rules §1.2).
_RANK_WORDS = {r: (w, w + ("es" if w.endswith("x") else "s")) for r, w in SPANISH_RANK_ENGLISH.items()}
# The kinds of pares in English, as the book's glossary and rules (§3.1) teach them.
PARES_ENGLISH = {"par": "pair", "medias": "three of a rank", "duples": "two pairs"}
_KIND_WORDS = {kind: ("a " if kind == "par" else "") + words for kind, words in PARES_ENGLISH.items()}


def rank_symbols(hand: Hand, rules: Rules, low_first: bool = False) -> str:
    return " ".join(rank_symbol(r, rules) for r in _ranks_in_order(hand, rules, low_first))


def ranks_said(hand: "str | Sequence[Card]", rules: "Rules | None" = None, low_first: bool = False) -> str:
    """The hand's effective ranks (high to low, or low to high) in the words of a sentence,
    never the letters of the book's notation: a 3 is named a king, a 2 an ace (rules §1.3).

    >>> ranks_said("3o 6o 5o 2o"), ranks_said("Ro Sc Ao Ae", low_first=True)
    ('king, six, five and ace', 'ace, ace, jack and king')
    """
    rules = as_rules(rules)
    names = [_RANK_WORDS[rank_symbol(r, rules)][0] for r in _ranks_in_order(as_hand(hand), rules, low_first)]
    return ", ".join(names[:-1]) + " and " + names[-1]


def _ranks_in_order(hand: Hand, rules: Rules, low_first: bool) -> list[int]:
    return sorted((effective_rank(c, rules) for c in hand), reverse=not low_first)


def _one(rank: int, rules: Rules) -> str:
    """'a king', 'an ace': one card of ``rank`` in words."""
    word = _RANK_WORDS[rank_symbol(rank, rules)][0]
    return ("an " if word[0] in "aeiou" else "a ") + word


def _many(rank: int, rules: Rules) -> str:
    """'kings', 'sevens': cards of ``rank`` in words."""
    return _RANK_WORDS[rank_symbol(rank, rules)][1]


def pares_words(hand: "str | Sequence[Card]", rules: "Rules | None" = None, owned: bool = False) -> str:
    """The hand's pares in English words, the Spanish name of the kind in italics after it, as the
    book's glossary teaches them; ``owned`` drops the article, to follow "seat 1's".

    >>> pares_words("Ro 3c 7o 4o"), pares_words("7o 7c 7e Ao"), pares_words("Ro Rc Co Cc")
    ('a pair of kings (*par*)', 'three sevens (*medias*)', 'two pairs, kings and horses (*duples*)')
    >>> pares_words("Ro Cc 7o 4o"), pares_words("Ro Rc 7o 4o", owned=True)
    ('no pair', 'pair of kings (*par*)')
    """
    rules = as_rules(rules)
    kind, high, low = _pares(_ranks(as_hand(hand), rules))
    if kind is None:
        return "no pair"
    if kind == "par":
        return f"{'' if owned else 'a '}pair of {_many(high, rules)} (*par*)"
    if kind == "medias":
        return f"three {_many(high, rules)} (*medias*)"
    if high == low:
        return f"four {_many(high, rules)} (*duples*)"
    return f"two pairs, {_many(high, rules)} and {_many(low, rules)} (*duples*)"


def pares_verb(subject: str, one: str, several: str) -> str:
    """The verb that agrees with a hand's pares in words (:func:`pares_words`): 'a pair of kings
    beats', 'three sixes beat'.

    >>> pares_verb(pares_words("Ro Rc Co Cc"), "is", "are")
    'are'
    """
    return one if subject.startswith("a ") else several


def _tie_break(best: int, mano: int) -> str:
    """Why ``best`` wins a tie (§3.1): the mano, or the seat nearer the mano."""
    if best == mano:
        return f"seat {best} is the mano and wins ties"
    return f"seat {best} is nearer the mano (seat {mano})"


def _and(words: Sequence[str]) -> str:
    """'31', '31 and 33', '31, 32 and 33'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def explain(category: str, hands: Sequence, mano: int = 0, *, rules: "Rules | None" = None) -> Verdict:
    """The winner of ``category`` among ``hands``, with a plain-English reason and deciding cards.

    The winner is compared with the best other hand. Punto is played only when nobody holds
    juego (§2.7), so with a juego at the table the Punto verdict has no winner and says why
    (:func:`winner` and :func:`compare` still compare the point totals alone).

    >>> print(explain("chica", ["Ac 5c 5e 6o", "Ao 4o 5o Co"]))
    seat 1 wins Chica: ace, four, five and horse beats seat 0's ace, five, five and six at the second card: a four is lower than a five
    >>> print(explain("pares", ["7e 7b Co 5o", "7o 7c Ro Ao"], mano=1))
    seat 1 wins Pares: a pair of sevens (*par*) ties with seat 0's pair of sevens; seat 1 is the mano and wins ties
    >>> print(explain("pares", ["Ro Rc Co Cc", "Rb Re Sc 4o"]))
    seat 0 wins Pares: two pairs, kings and horses (*duples*) beat seat 1's pair of kings (*par*): two pairs outrank a pair
    >>> print(explain("juego", ["Ro 7c 6e 2o", "Sc 7e 4c Ab"]))
    nobody wins Juego: no hand reaches 31
    >>> print(explain("punto", ["Ro 7o 6o 2o", "Re Se 7e 6e"]))
    nobody plays Punto: seat 1 holds juego (33), and Punto is only played when nobody does
    """
    category = check_category(category)
    rules = as_rules(rules)
    parsed = _hands(hands, mano)
    title = category.capitalize()
    order = _order(len(parsed), mano)
    if category == "punto":
        holders = [s for s in order if has_juego(parsed[s], rules)]
        if holders:
            seats = "seat" if len(holders) == 1 else "seats"
            verb = "holds" if len(holders) == 1 else "hold"
            totals = _and([str(juego_points(parsed[s], rules)) for s in holders])
            return Verdict(category, None, f"nobody plays Punto: {seats} {_and([str(s) for s in holders])} "
                           f"{verb} juego ({totals}), and Punto is only played when nobody does")
    best = winner(category, parsed, mano, rules=rules)
    if best is None:
        what = "holds a pair" if category == "pares" else "reaches 31"
        return Verdict(category, None, f"nobody wins {title}: no hand {what}")
    others = [s for s in order if s != best]
    if not others:
        return Verdict(category, best, f"seat {best} wins {title}: it is the only hand", tuple(parsed[best]))
    runner = max(others, key=lambda s: (key(category, parsed[s], rules), -order.index(s)))
    w, r = parsed[best], parsed[runner]
    kw, kr = key(category, w, rules), key(category, r, rules)
    head = f"seat {best} wins {title}: "
    tie = _tie_break(best, mano)
    if category in ("grande", "chica"):
        low = category == "chica"
        sw, sr = ranks_said(w, rules, low), ranks_said(r, rules, low)
        if kw == kr:
            return Verdict(category, best, head + f"{sw} ties with seat {runner}'s {sr}; {tie}", tuple(w))
        rw = sorted(w, key=lambda c: effective_rank(c, rules), reverse=not low)
        rr = sorted(r, key=lambda c: effective_rank(c, rules), reverse=not low)
        i = next(i for i in range(4) if effective_rank(rw[i], rules) != effective_rank(rr[i], rules))
        a, b = _one(effective_rank(rw[i], rules), rules), _one(effective_rank(rr[i], rules), rules)
        return Verdict(category, best, head + f"{sw} beats seat {runner}'s {sr} at the {_ORDINALS[i]} card: "
                       f"{a} is {'lower' if low else 'higher'} than {b}", (rw[i], rr[i]))
    if category == "pares":
        ww, wr = pares_words(w, rules), pares_words(r, rules, owned=True)
        if _pares(_ranks(r, rules))[0] == _pares(_ranks(w, rules))[0]:
            wr = wr.split(" (*")[0]             # the game's word once a sentence: it was just given
        counts = Counter(effective_rank(x, rules) for x in w)
        deciding = tuple(c for c in w if counts[effective_rank(c, rules)] > 1)
        if kw == kr:
            tied = pares_verb(ww, "ties", "tie")
            return Verdict(category, best, head + f"{ww} {tied} with seat {runner}'s {wr}; {tie}", deciding)
        if kr == 0:
            only = pares_verb(ww, "is the only pair", "are the only pairs")
            return Verdict(category, best, head + f"{ww} {only} at the table", deciding)
        (kind_w, high_w, low_w), (kind_r, high_r, low_r) = _pares(_ranks(w, rules)), _pares(_ranks(r, rules))
        if kind_w != kind_r:
            why = f"{_KIND_WORDS[kind_w]} outrank{'s' if kind_w != 'duples' else ''} {_KIND_WORDS[kind_r]}"
        elif high_w != high_r:
            why = f"{_many(high_w, rules)} outrank {_many(high_r, rules)}"
        else:
            why = f"{_many(low_w, rules)} outrank {_many(low_r, rules)}"
        return Verdict(category, best, head + f"{ww} {pares_verb(ww, 'beats', 'beat')} seat {runner}'s {wr}: {why}",
                       deciding)
    tw, tr = juego_points(w, rules), juego_points(r, rules)
    if category == "juego":
        if kw == kr:
            text = f"{tw} ties with seat {runner}'s {tr}; {tie}"
        elif kr == 0:
            text = f"{tw} is juego and seat {runner}'s {tr} is not"
        else:
            text = (f"{tw} beats seat {runner}'s {tr}: juego ranks "
                    f"{', '.join(str(t) for t in JUEGO_ORDER)}, best first")
        return Verdict(category, best, head + text, tuple(w))
    if kw == kr:
        return Verdict(category, best, head + f"{tw} points tie with seat {runner}'s {tr}; {tie}", tuple(w))
    return Verdict(category, best, head + f"{tw} points beat seat {runner}'s {tr}: the higher total wins",
                   tuple(w))
