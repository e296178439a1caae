"""Weis (melds) and Stöck: finding them, counting them, and the Weis contest.

A Weis is a run of 3 or more cards of one suit in the plain order A K Q J 10 9 8 7 6
(trumps included), or four Aces, Kings, Queens, Jacks or Tens (rules §1.4). A card
counts in one Weis only, and the best grouping is scored (§3.2):

>>> [str(w) for w in weis("AS AH AD AC KS QS", "H")]         # H3: four Aces, not also A-K-Q
['four Aces (100)']
>>> weis_points("AS KS QS JS 10S 9S 8S 7S 6S", "H")          # a 9-card run: 100 + 50
150
>>> best_weis("9S 9H 9D 9C JS JH JD JC", "H").name            # H4: four 9s are no Weis
'four Jacks'

The contest (§3.1) compares each player's strongest single Weis by value, length,
top card, trump suit, then seat; :func:`weis_winner` gives the winning hand:

>>> weis_winner(["QC JC 10C 9C 8C", "KS KH KD KC"], "H")      # H7: 5 cards beat 4
0
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Sequence

from ..cards import Card, Cards, Suit
from ..errors import InvalidCardError
from ..tricks import parse_trump
from .core import PLAIN_ORDER, TRICK_CARDS

__all__ = ["Weis", "weis", "weis_points", "all_weis", "best_weis", "weis_key", "compare_weis", "weis_winner",
           "has_stoeck", "is_stoeck_card", "STOECK_POINTS", "sequence_points", "four_points"]

STOECK_POINTS = 20          # rules §1.4, H-A3
_FOUR_NAMES = {"A": "Aces", "K": "Kings", "Q": "Queens", "J": "Jacks", "10": "Tens",
               "9": "Nines", "8": "Eights", "7": "Sevens", "6": "Sixes"}
_RUN_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def sequence_points(length: int, *, modern: bool = False) -> int:
    """Points of a run of ``length`` cards: 20, 50, then 100 (small Weis, §1.4) or +50 a card (modern, §5.2).

    >>> [sequence_points(n) for n in range(3, 10)]
    [20, 50, 100, 100, 100, 100, 100]
    >>> [sequence_points(n, modern=True) for n in range(3, 10)]
    [20, 50, 100, 150, 200, 250, 300]
    """
    if length < 3:
        return 0
    if length <= 5:
        return {3: 20, 4: 50, 5: 100}[length]
    return 100 + 50 * (length - 5) if modern else 100


def four_points(rank: str, *, modern: bool = False) -> int:
    """Points of four cards of ``rank``: Jacks 200, A K Q 10 100, others no Weis (§1.4); modern 9s 150, 8 7 6 100.

    >>> four_points("J"), four_points("9"), four_points("9", modern=True)
    (200, 0, 150)
    """
    if rank == "J":
        return 200
    if rank in ("A", "K", "Q", "10"):
        return 100
    if modern:
        return 150 if rank == "9" else 100
    return 0


@dataclass(frozen=True)
class Weis:
    """One Weis: ``kind`` is ``"sequence"`` or ``"four"``; ``cards`` high to low; ``points``."""

    kind: str
    cards: Cards
    points: int

    @property
    def length(self) -> int:
        return len(self.cards)

    @property
    def top(self) -> Card:
        """The highest card in plain order (for four of a kind, any card of its rank)."""
        return self.cards[0]

    @property
    def suit(self) -> Suit | None:
        """The suit of a sequence; ``None`` for four of a kind."""
        return self.cards[0].suit if self.kind == "sequence" else None

    @property
    def name(self) -> str:
        """``'four Jacks'`` or ``'five-card run A♠ to 10♠'``."""
        if self.kind == "four":
            return f"four {_FOUR_NAMES[self.top.rank]}"
        return f"{_RUN_WORDS[self.length]}-card run {self.cards[0]} to {self.cards[-1]}"

    def __str__(self) -> str:
        return f"{self.name} ({self.points})"


def _plain_index(card: Card) -> int:
    return PLAIN_ORDER.index(card.rank)


def _runs(cards: Sequence[Card]) -> list[list[Card]]:
    """Maximal runs (any length) of consecutive cards per suit, each high to low."""
    runs: list[list[Card]] = []
    by_suit: dict[Suit, list[Card]] = {}
    for card in cards:
        by_suit.setdefault(card.suit, []).append(card)
    for suit in sorted(by_suit, key=lambda s: "SHDC".index(s.value)):
        suited = sorted(by_suit[suit], key=_plain_index)
        current = [suited[0]]
        for card in suited[1:]:
            if _plain_index(card) == _plain_index(current[-1]) + 1:
                current.append(card)
            else:
                runs.append(current)
                current = [card]
        runs.append(current)
    return runs


def _fours(hand: Sequence[Card], modern: bool) -> list[Weis]:
    found = []
    for rank in PLAIN_ORDER:
        group = [c for c in hand if c.rank == rank]
        if len(group) == 4 and four_points(rank, modern=modern):
            found.append(Weis("four", Cards(sorted(group, key=lambda c: c.sort_key)),
                              four_points(rank, modern=modern)))
    return found


def _sequence(cards: Sequence[Card], modern: bool) -> Weis:
    return Weis("sequence", Cards(cards), sequence_points(len(cards), modern=modern))


def all_weis(hand, trump, *, modern: bool = False) -> list[Weis]:
    """Every Weis the hand holds, overlapping: each run of 3 or more inside a longer run, and each four.

    Strongest first (by the contest order of §3.1). For widgets that show what a hand contains.

    >>> [str(w) for w in all_weis("KS QS JS 10S", "H")]
    ['four-card run K♠ to 10♠ (50)', 'three-card run K♠ to J♠ (20)', 'three-card run Q♠ to 10♠ (20)']
    """
    hand, suit = TRICK_CARDS.cards(hand), parse_trump(trump)
    found = _fours(hand, modern)
    for run in _runs(hand):
        for length in range(len(run), 2, -1):
            for start in range(len(run) - length + 1):
                found.append(_sequence(run[start:start + length], modern))
    return sorted(found, key=lambda w: weis_key(w, suit), reverse=True)


def best_weis(hand, trump, *, modern: bool = False) -> Weis | None:
    """The strongest single Weis of the hand (the one a player announces, §2.3, §3.1), or ``None``."""
    candidates = all_weis(hand, trump, modern=modern)
    return candidates[0] if candidates else None


def _best_cut(run: Sequence[Card], modern: bool) -> tuple[int, list[Weis]]:
    """Best way to cut one run into non-overlapping sequences (cards may stay out), §3.2."""
    n = len(run)
    best: list[tuple[int, list[Weis]]] = [(0, [])] * (n + 1)
    for i in range(n - 1, -1, -1):
        choice = best[i + 1]                       # leave card i out
        for length in range(n - i, 2, -1):         # longest piece from the top first
            rest_points, rest = best[i + length]
            piece = _sequence(run[i:i + length], modern)
            if piece.points + rest_points > choice[0]:
                choice = (piece.points + rest_points, [piece] + rest)
        best[i] = choice
    return best[0]


def weis(hand, trump, *, modern: bool = False) -> list[Weis]:
    """The non-overlapping set of Weis with the highest total (rules §3.2), any hand size.

    Under the modern scale a card may serve in a four and in a run (§5.2).

    >>> [str(w) for w in weis("AS KS QS JS 10S KH KD KC", "D")]   # §3.1's example: 120, not 100
    ['four Kings (100)', 'three-card run Q♠ to 10♠ (20)']
    >>> weis("9S 9H 9D 9C", "H")                                   # H4
    []
    """
    hand, _ = TRICK_CARDS.cards(hand), parse_trump(trump)
    fours = _fours(hand, modern)
    if modern:
        chosen = list(fours)
        for run in _runs(hand):
            chosen += _best_cut(run, modern)[1]
        return chosen
    best: tuple[int, list[Weis]] = (-1, [])
    for k in range(len(fours), -1, -1):            # more fours first: ties keep the fours
        for subset in combinations(fours, k):
            used = {c for w in subset for c in w.cards}
            chosen = list(subset)
            for run in _runs([c for c in hand if c not in used]):
                chosen += _best_cut(run, modern)[1]
            total = sum(w.points for w in chosen)
            if total > best[0]:
                best = (total, chosen)
    return best[1]


def weis_points(hand, trump, *, modern: bool = False) -> int:
    """Total of :func:`weis` (rules §3.2).

    >>> weis_points("AD KD QD JD 10D 9D", "H"), weis_points("AD KD QD JD 10D 9D", "H", modern=True)   # H6
    (100, 150)
    """
    return sum(w.points for w in weis(hand, trump, modern=modern))


def weis_key(w: Weis, trump) -> tuple[int, int, int, bool]:
    """The contest order of §3.1 (higher wins): value, number of cards, top card, trump suit.

    Equal keys go to the player nearer the dealer's right (earlier in seat order).

    >>> a, b = best_weis("KS QS JS", "H"), best_weis("QH JH 10H", "H")   # H8: K beats Q
    >>> weis_key(a, "H") > weis_key(b, "H")
    True
    """
    suit = parse_trump(trump)
    return (w.points, w.length, len(PLAIN_ORDER) - _plain_index(w.top), w.suit == suit)


def compare_weis(a: Weis, b: Weis, trump) -> int:
    """``1`` if Weis ``a`` beats ``b`` in the contest (§3.1 steps 1-4), ``-1`` if ``b`` wins, ``0`` if only
    the seats can decide (step 5: the player nearer the dealer's right wins).

    >>> trump = "H"
    >>> compare_weis(best_weis("KC QC JC 10C 9C", trump), best_weis("KS KH KD KC", trump), trump)   # H7
    1
    >>> compare_weis(best_weis("KS QS JS", trump), best_weis("KC QC JC", trump), trump)            # H10
    0
    """
    ka, kb = weis_key(a, trump), weis_key(b, trump)
    return (ka > kb) - (ka < kb)


def weis_winner(hands: Sequence, trump, *, modern: bool = False) -> int | None:
    """Index into ``hands`` (in seat order from the dealer's right) of the Weis contest winner, or ``None``.

    >>> weis_winner(["KS QS JS", "7D 8D 6C", "KH QH JH"], "H")     # H9: the trump run wins
    2
    >>> weis_winner(["KS QS JS", "7D 8D 6C", "KC QC JC"], "H")     # H10: the earlier seat wins
    0
    >>> weis_winner(["AH KH QH", "AH 7S 8S"], "S")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: A♥ is in hand 0 and hand 1; the pack holds each card once (rules §1.2)
    """
    if isinstance(hands, str) or not hasattr(hands, "__iter__"):
        raise InvalidCardError(f"expected a list of hands, one per seat, got {hands!r} (rules §3.1)")
    parsed = [TRICK_CARDS.cards(hand) for hand in hands]
    seen: dict[Card, int] = {}
    for i, hand in enumerate(parsed):
        for card in hand:
            if card in seen:
                raise InvalidCardError(f"{card} is in hand {seen[card]} and hand {i}; the pack holds each "
                                       f"card once (rules §1.2)")
            seen[card] = i
    best: tuple | None = None
    winner = None
    for i, hand in enumerate(parsed):
        w = best_weis(hand, trump, modern=modern)
        if w is not None and (best is None or weis_key(w, trump) > best):
            best, winner = weis_key(w, trump), i
    return winner


def is_stoeck_card(card: Card, trump: Suit) -> bool:
    """True for the King or Queen of trumps."""
    return card.suit == trump and card.rank in ("K", "Q")


def has_stoeck(hand, trump) -> bool:
    """True if the hand holds both the King and the Queen of trumps (Stöck, 20 points, §1.4).

    >>> has_stoeck("KC QC 6H", "C"), has_stoeck("KC QH", "C")
    (True, False)
    """
    hand, suit = TRICK_CARDS.cards(hand), parse_trump(trump)
    return Card("K", suit) in hand and Card("Q", suit) in hand
