"""What the three trick-taking games share: trumps, following suit, trick winners, a trick record.

Black Maria, Swiss Handjass and Loo each add their own rules on top (Handjass's
trump order and undertrumping rule, Loo's duty to trump), but the common
pieces live here once.

>>> from cardlib.cards import FRENCH_52
>>> trick = FRENCH_52.parse_cards("7H KH 2S AH")
>>> trick_winner(trick, french_strength)          # no trumps: highest heart
3
>>> trick_winner(trick, french_strength, trump="S")   # spades are trumps
2
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from .cards import FRENCH_RANKS, Card, Cards, Suit
from .errors import CardlibError, InvalidCardError

__all__ = ["parse_trump", "french_strength", "trick_winner", "cards_of_suit", "follow_suit_cards",
           "follow_suit_reason", "TrickRecord", "suit_words"]

_TRUMP_TEXT = {
    "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
    "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
    "SPADES": Suit.SPADES, "HEARTS": Suit.HEARTS, "DIAMONDS": Suit.DIAMONDS, "CLUBS": Suit.CLUBS,
}


def parse_trump(trump: "str | Suit | None", *, allow_none: bool = False) -> Suit | None:
    """A French trump suit from ``"H"``, ``"♥"``, ``"hearts"`` or a :class:`~cardlib.cards.Suit`.

    >>> parse_trump("♥"), parse_trump("s")
    (<Suit.HEARTS: 'H'>, <Suit.SPADES: 'S'>)
    >>> parse_trump("X")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: unknown trump suit 'X'; expected one of S H D C (or ♠ ♥ ♦ ♣)
    """
    if trump is None and allow_none:
        return None
    if isinstance(trump, Suit) and trump.family == "french":
        return trump
    if isinstance(trump, str) and trump.strip().upper() in _TRUMP_TEXT:
        return _TRUMP_TEXT[trump.strip().upper()]
    raise CardlibError(f"unknown trump suit {trump!r}; expected one of S H D C (or ♠ ♥ ♦ ♣)")


def french_strength(card: Card) -> int:
    """Rank strength in the usual order A > K > Q > ... > 2 (higher number wins)."""
    return len(FRENCH_RANKS) - FRENCH_RANKS.index(card.rank)


def trick_winner(trick: Sequence[Card], strength: Callable[[Card], int],
                 trump: "str | Suit | None" = None) -> int:
    """Index into ``trick`` (lead first) of the winning card.

    The highest trump wins if any trump was played; otherwise the highest card of
    the suit led. ``strength`` orders cards within a suit (it may look at the
    trump itself, as Jass's does).
    """
    if len(trick) == 0:
        raise InvalidCardError("an empty trick has no winner; a trick needs at least the lead")
    trump_suit = parse_trump(trump, allow_none=True)
    led = trick[0].suit
    best = 0
    for i, card in enumerate(trick[1:], start=1):
        top = trick[best]
        if card.suit == top.suit:
            if strength(card) > strength(top):
                best = i
        elif card.suit == trump_suit:
            best = i
    assert trick[best].suit in (led, trump_suit)
    return best


def cards_of_suit(hand: Iterable[Card], suit: Suit) -> Cards:
    """The cards of ``hand`` in ``suit``, in hand order."""
    return Cards(c for c in hand if c.suit == suit)


def follow_suit_cards(hand: Sequence[Card], trick: Sequence[Card]) -> set[Card]:
    """Plain follow-suit: any card to lead; else the led suit if held; else anything."""
    if not trick:
        return set(hand)
    same = cards_of_suit(hand, trick[0].suit)
    return set(same) if same else set(hand)


def suit_words(suit: Suit) -> str:
    return suit.english


def follow_suit_reason(card: Card, hand: Sequence[Card], trick: Sequence[Card]) -> str | None:
    """Why ``card`` breaks the duty to follow suit, or None if it does not.

    >>> from cardlib.cards import FRENCH_52
    >>> follow_suit_reason(*[FRENCH_52.parse(c) for c in ["7C"]],
    ...                    FRENCH_52.parse_cards("AH 9H 7C"), FRENCH_52.parse_cards("KH"))
    'cannot play 7♣: you must follow hearts (you hold A♥, 9♥)'
    """
    if not trick:
        return None
    led = trick[0].suit
    same = cards_of_suit(hand, led)
    if card.suit != led and same:
        held = ", ".join(str(c) for c in same)
        return f"cannot play {card}: you must follow {led.english} (you hold {held})"
    return None


def check_in_hand(card: Card, hand: Sequence[Card]) -> None:
    """Raise if ``card`` is not in ``hand`` (shared by the games' legal-card checks)."""
    if card not in hand:
        raise InvalidCardError(f"{card} is not in the hand ({' '.join(str(c) for c in hand)})")


@dataclass(frozen=True)
class TrickRecord:
    """A trick in play or finished: who led, the seats in order, and the cards so far."""

    seats: tuple[int, ...]          # seats in the order they play to this trick
    cards: tuple[Card, ...] = ()

    @property
    def leader(self) -> int:
        return self.seats[0]

    @property
    def complete(self) -> bool:
        return len(self.cards) == len(self.seats)

    @property
    def next_seat(self) -> int | None:
        return None if self.complete else self.seats[len(self.cards)]

    def add(self, card: Card) -> "TrickRecord":
        if self.complete:
            raise CardlibError("this trick is already complete")
        return TrickRecord(self.seats, self.cards + (card,))

    def winner_seat(self, strength: Callable[[Card], int], trump: "str | Suit | None" = None) -> int:
        return self.seats[trick_winner(self.cards, strength, trump)]
