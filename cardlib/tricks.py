"""The trick engine the three trick-taking games share.

Black Maria, Swiss Handjass and Loo each add their own rules on top (Handjass's
trump order and undertrumping rule, Loo's duty to trump), but the common
pieces live here once:

* :class:`TrickPlay`, the state of trick play: the hands, the trick in progress and
  its seats, who leads, the cards and tricks each seat has won, the trick finished
  last, the trick number; the winner of a trick leads the next.
* :class:`Ruling`, one card's ruling in a position: legal or not, the rule's section
  and the reason in words. Each game writes one function that rules on every card of a
  hand; ``legal_cards``, ``why_illegal`` and the trainers all read it (:func:`legal_of`,
  :func:`reason_of`).
* the follow-suit clauses (:func:`follow_suit_rulings`), trick winners, trumps.

>>> from cardlib.cards import FRENCH_52
>>> trick = FRENCH_52.parse_cards("7H KH 2S AH")
>>> trick_winner(trick, french_strength)          # no trumps: highest heart
3
>>> trick_winner(trick, french_strength, trump="S")   # spades are trumps
2
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable, ClassVar, Iterable, Sequence

from .cards import FRENCH_RANKS, Card, Cards, Suit
from .errors import CardlibError, InvalidCardError
from .game import Action

__all__ = ["PlayCard", "batch_arrays", "parse_trump", "french_strength", "trick_winner", "cards_of_suit", "follow_suit_cards",
           "follow_suit_reason", "TrickRecord", "suit_words", "Ruling", "legal_of", "reason_of",
           "follow_suit_rulings", "held", "FinishedTrick", "TrickPlay"]

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


@dataclass(frozen=True)
class PlayCard(Action):
    """Play a card to the trick: the play action of a trick game that adds nothing to it. A game
    subclasses it and names its card parser, so that ``Play("QS")`` works too and a bad card is
    refused with the game's rule.

    >>> from cardlib.loo import Play
    >>> Play("qs"), str(Play("qs"))
    (Play(card=Card('Q♠')), 'play Q♠')
    """

    card: Card
    parse_card: ClassVar[Callable[[str], Card]]

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            object.__setattr__(self, "card", type(self).parse_card(self.card))

    def __str__(self) -> str:
        return f"play {self.card}"


def batch_arrays(hands, tricks, trump, cards: int):
    """The inputs of a game's numpy legal mask as arrays, checked: ``hands`` (n, ``cards``)
    booleans, ``tricks`` (n, k) card indices (``-1`` where a row's trick is shorter) and
    ``trump`` (n,) suit indices 0-3 (♠ ♥ ♦ ♣).

    >>> hands, tricks, trump = batch_arrays([[True] * 36], [[-1]], [4], cards=36)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: trump suits are 0-3 (♠ ♥ ♦ ♣), got [4]
    """
    import numpy as np
    hands = np.asarray(hands, dtype=bool)
    tricks = np.atleast_2d(np.asarray(tricks, dtype=np.int64))
    trump = np.asarray(trump, dtype=np.int64)
    if hands.ndim != 2 or hands.shape[1] != cards or len(tricks) != len(hands) or trump.shape != (len(hands),):
        raise CardlibError(f"expected hands (n, {cards}), tricks (n, k) and trump (n,), got shapes "
                           f"{hands.shape!r}, {tricks.shape!r}, {trump.shape!r}")
    if ((trump < 0) | (trump > 3)).any():
        raise CardlibError(f"trump suits are 0-3 (♠ ♥ ♦ ♣), got {sorted(set(trump.tolist()))!r}")
    return hands, tricks, trump


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


# --------------------------------------------------------------------------- rulings

@dataclass(frozen=True)
class Ruling:
    """One card's ruling in a position: may it be played, under which rule, and why.

    ``reason`` is a sentence for a newcomer. For an illegal card it starts
    ``cannot play ...`` and is what :class:`~cardlib.errors.IllegalActionError` says;
    for a legal one it says why the card may be played.
    """

    card: Card
    legal: bool
    section: str
    reason: str

    def __str__(self) -> str:
        return self.reason if not self.legal else f"{self.card}: {self.reason}"


def legal_of(rulings: Iterable[Ruling]) -> set[Card]:
    """The cards that the rulings allow."""
    return {r.card for r in rulings if r.legal}


def reason_of(rulings: Iterable[Ruling], card: Card) -> str | None:
    """Why ``card`` is refused, or ``None`` if its ruling allows it."""
    for r in rulings:
        if r.card == card:
            return None if r.legal else r.reason
    raise InvalidCardError(f"{card} is not in the hand, so it has no ruling")


def held(cards: Iterable[Card]) -> str:
    """Cards as a short list for a reason: ``A♥, 9♥``."""
    return ", ".join(str(c) for c in sorted(cards, key=lambda c: c.sort_key))


def follow_suit_rulings(hand: Sequence[Card], trick: Sequence[Card], section: str) -> tuple[Ruling, ...]:
    """Plain follow-suit, card by card: any card leads; a card of the suit led follows; another
    suit is refused while the hand holds the suit led, and allowed when it is void.

    >>> from cardlib.cards import FRENCH_52
    >>> for r in follow_suit_rulings(FRENCH_52.parse_cards("AH 7C"), FRENCH_52.parse_cards("KH"), "§2.3"):
    ...     print(r.legal, r.reason)
    True you follow hearts, the suit led
    False cannot play 7♣: you must follow hearts (you hold A♥)
    """
    if not trick:
        return tuple(Ruling(c, True, section, "any card may lead a trick") for c in hand)
    led = trick[0].suit
    same = cards_of_suit(hand, led)
    rulings = []
    for card in hand:
        if card.suit == led:
            rulings.append(Ruling(card, True, section, f"you follow {led.english}, the suit led"))
        elif same:
            rulings.append(Ruling(card, False, section,
                                  f"cannot play {card}: you must follow {led.english} (you hold {held(same)})"))
        else:
            rulings.append(Ruling(card, True, section, f"you hold no {led.english}, so any card may be played"))
    return tuple(rulings)


# --------------------------------------------------------------------------- trick play

@dataclass(frozen=True)
class FinishedTrick:
    """A completed trick: its number (from 1), the seats in the order they played, their cards,
    the winner's seat and the points in it (0 where cards carry no points)."""

    number: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int
    points: int = 0

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """``(seat, card)`` pairs, lead first."""
        return tuple(zip(self.seats, self.cards))

    def __str__(self) -> str:
        cards = ", ".join(f"seat {s} {c}" for s, c in self.plays)
        return f"trick {self.number}: {cards}; seat {self.winner} won it ({self.points} points)"


def _replace_at(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


@dataclass(frozen=True)
class TrickPlay:
    """The state of trick play, immutable: a game keeps one and replaces it with :meth:`play`.

    ``hands`` and ``won`` have an entry per seat of the table; ``order`` lists the seats
    taking part, in playing order round the table (seats that sit a deal out are left out).
    The winner of each trick leads the next.

    >>> from cardlib.cards import FRENCH_52
    >>> hands = [FRENCH_52.parse_cards(t) for t in ("AH 2C", "KH 3C", "QH 4C")]
    >>> play = TrickPlay.start(hands, order=(0, 1, 2), leader=1)
    >>> play.to_play, play.trick.seats
    (1, (1, 2, 0))
    >>> high = lambda cards: trick_winner(cards, french_strength)
    >>> for card in ("KH", "QH", "AH"):
    ...     play = play.play(FRENCH_52.parse(card), winner=high)
    >>> play.finished.winner, play.to_play, play.tricks_won, play.number
    (0, 0, (1, 0, 0), 1)
    """

    hands: tuple[Cards, ...]
    order: tuple[int, ...]
    trick: TrickRecord
    won: tuple[tuple[Card, ...], ...]
    tricks_won: tuple[int, ...]
    number: int = 0                          # tricks completed so far
    finished: FinishedTrick | None = None    # the trick completed last

    @classmethod
    def start(cls, hands: Sequence[Iterable[Card]], order: Sequence[int], leader: int) -> "TrickPlay":
        """Trick play with ``hands`` (one per seat), the seats ``order`` taking part, ``leader`` first."""
        hands = tuple(h if isinstance(h, Cards) else Cards(h) for h in hands)
        order = tuple(order)
        if leader not in order:
            raise CardlibError(f"seat {leader!r} leads but is not among the seats playing {order}")
        play = cls(hands, order, TrickRecord(()), ((),) * len(hands), (0,) * len(hands))
        return dataclasses.replace(play, trick=TrickRecord(play.seats_from(leader)))

    def seats_from(self, leader: int) -> tuple[int, ...]:
        """The playing seats in order, starting with ``leader``."""
        i = self.order.index(leader)
        return self.order[i:] + self.order[:i]

    @property
    def leader(self) -> int:
        """Who led (or leads) the trick in progress."""
        return self.trick.leader

    @property
    def over(self) -> bool:
        """True once every playing seat's hand is empty."""
        return not self.trick.cards and not any(self.hands[s] for s in self.order)

    @property
    def to_play(self) -> int | None:
        """The seat to play the next card, or ``None`` when trick play is over."""
        return None if self.over else self.trick.next_seat

    @property
    def hand(self) -> Cards:
        """The hand of the seat to play."""
        return self.hands[self.to_play]

    def play(self, card: Card, *, winner: Callable[[Sequence[Card]], int],
             points: Callable[[Sequence[Card]], int] | None = None) -> "TrickPlay":
        """The seat to play plays ``card`` (legality is the game's ruling, checked before).

        When the trick is complete, ``winner(cards)`` (an index into the trick) takes it,
        with ``points(cards)``; it becomes ``finished`` and the winner leads the next.
        """
        seat = self.to_play
        if seat is None:
            raise CardlibError("trick play is over: every card has been played")
        if card not in self.hands[seat]:
            raise InvalidCardError(f"{card} is not in seat {seat}'s hand ({held(self.hands[seat])})")
        hands = _replace_at(self.hands, seat, Cards(c for c in self.hands[seat] if c != card))
        trick = self.trick.add(card)
        if not trick.complete:
            return dataclasses.replace(self, hands=hands, trick=trick)
        taker = trick.seats[winner(trick.cards)]
        done = FinishedTrick(self.number + 1, trick.seats, trick.cards, taker,
                             points(trick.cards) if points is not None else 0)
        return dataclasses.replace(
            self, hands=hands, number=self.number + 1, finished=done,
            won=_replace_at(self.won, taker, self.won[taker] + trick.cards),
            tricks_won=_replace_at(self.tricks_won, taker, self.tricks_won[taker] + 1),
            trick=TrickRecord(self.seats_from(taker)))
