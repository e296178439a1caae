"""The trick engine the three trick-taking games share.

Black Maria, Swiss Handjass and Loo each add their own rules on top (Handjass's
trump order and undertrumping rule, Loo's duty to trump), but the common
pieces live here once:

* :class:`TrickPlay`, the state of trick play: the hands, the trick in progress and
  its seats, who leads, the cards and tricks each seat has won, the finished tricks;
  the winner of a trick leads the next. A game keeps it as ``state.play`` and reads
  ``state.trick`` (the trick in progress, a :class:`TrickRecord`) and ``state.tricks``
  (the finished tricks of the deal) from it, the same names in every trick game.
* :class:`Ruling`, one card's ruling in a position: legal or not, the rule's section
  and the reason in words. Each game writes one function that rules on every card of a
  hand; ``legal_cards``, ``why_illegal`` and the trainers all read it (:func:`legal_of`,
  :func:`why_illegal`).
* :class:`TrickCards`, a game's pack with its rule section: parsing cards and hands, the checks
  on a hand and a trick, and :func:`why_illegal` with its "not in your hand".
* :class:`TrickGame`, the state every trick game's ``State`` subclasses: it owns the hands (one
  truth: trick play's hands once trick play begins), the trick in play, the tricks and the deal
  counter ``deal_no``; its ``phase`` is a :class:`~cardlib.game.GamePhase` with ``PLAY`` and ``OVER``.
* the follow-suit clauses (:func:`follow_suit_rulings`, with a hook for what a game adds), trick
  winners, trumps, the :class:`Play` action and the trick-won event (:func:`trick_won`).

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

import numpy as np

from .cards import FRENCH_RANKS, Card, Cards, Pack, Suit
from .errors import CardlibError, InvalidCardError
from .game import Action, EventKind

__all__ = ["Play", "TRICK_WON", "TrickCards", "batch_arrays", "parse_trump", "french_strength", "trick_winner", "cards_of_suit",
           "TrickRecord", "Ruling", "legal_of", "why_illegal", "not_in_hand", "follow_suit_rulings",
           "held", "FinishedTrick", "TrickPlay", "TrickState", "TrickGame", "trick_won", "replace_at"]

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
class Play(Action):
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


def held(cards: Iterable[Card]) -> str:
    """Cards as a short list for a reason: ``A♥, 9♥``."""
    return ", ".join(str(c) for c in sorted(cards, key=lambda c: c.sort_key))


def not_in_hand(card: Card, hand: Iterable[Card], section: str = "") -> str:
    """The refusal of a card the player does not hold, citing ``section`` (where the game says a
    player plays a card from his hand)."""
    cite = f" ({section})" if section else ""
    return f"cannot play {card}: it is not in your hand ({held(hand)}){cite}"


def why_illegal(card: Card, rulings: Sequence[Ruling], section: str = "") -> str | None:
    """Why ``card`` may not be played, from the rulings on every card of the hand; ``None`` if it may.
    A card not in the hand is refused citing ``section``, the game's rule of trick play.

    >>> from cardlib.cards import FRENCH_52
    >>> hand = follow_suit_rulings(FRENCH_52.parse_cards("AH 7C"), (), "rules §2.4")
    >>> print(why_illegal(FRENCH_52.parse("2S"), hand, "rules §2.4"))
    cannot play 2♠: it is not in your hand (A♥, 7♣) (rules §2.4)
    """
    for r in rulings:
        if r.card == card:
            return None if r.legal else r.reason
    return not_in_hand(card, (r.card for r in rulings), section)


def follow_suit_rulings(hand: Sequence[Card], trick: Sequence[Card], section: str, *,
                        rule: "Callable[[Card, Ruling], Ruling | None] | None" = None) -> tuple[Ruling, ...]:
    """Plain follow-suit, card by card: any card leads; a card of the suit led follows; another
    suit is refused while the hand holds the suit led, and allowed when it is void. Each reason
    ends with ``section``.

    ``rule(card, plain)`` is what a game adds: given a card and its plain ruling, it returns the
    game's own ruling where the game rules otherwise (a duty to trump, a lead restriction), or
    ``None`` to keep the plain one.

    >>> from cardlib.cards import FRENCH_52
    >>> for r in follow_suit_rulings(FRENCH_52.parse_cards("AH 7C"), FRENCH_52.parse_cards("KH"), "rules §2.3"):
    ...     print(r.legal, r.reason)
    True you follow hearts, the suit led (rules §2.3)
    False cannot play 7♣: you must follow hearts (you hold A♥) (rules §2.3)
    """
    led = trick[0].suit if trick else None
    same = held(c for c in hand if c.suit == led)
    rulings = []
    for card in hand:
        if led is None:
            plain = Ruling(card, True, section, f"any card may lead a trick ({section})")
        elif card.suit == led:
            plain = Ruling(card, True, section, f"you follow {led.english}, the suit led ({section})")
        elif same:
            plain = Ruling(card, False, section, f"cannot play {card}: you must follow {led.english} "
                                                 f"(you hold {same}) ({section})")
        else:
            plain = Ruling(card, True, section, f"you hold no {led.english}, so any card may be played ({section})")
        own = rule(card, plain) if rule is not None else None
        rulings.append(plain if own is None else own)
    return tuple(rulings)


@dataclass(frozen=True)
class TrickCards:
    """A trick game's cards: its pack and the rule that describes it, and the largest table.
    The game's parsers, and the checks on a hand and a trick, come from here, so that every
    error names the game's rule.

    >>> from cardlib.cards import FRENCH_52
    >>> loo = TrickCards(FRENCH_52, "Loo", "52 cards, A high", players=7, players_section="rules §1.1")
    >>> loo.parse_card("th")
    Card('10♥')
    >>> loo.parse_cards("AH 1H")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: '1H' is not a card of the French 52-card pack: write the rank then the suit: ranks A K Q J 10 9 8 7 6 5 4 3 2 (T also means 10), suits S H D C or ♠ ♥ ♦ ♣, for example Q♠, 10H or AS (Loo rules §1.2: 52 cards, A high)
    >>> loo.hand_and_trick("AH", "KS QS JS 10S 9S 8S 7S")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: a trick to play into holds at most 6 cards, got 'K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠' (rules §1.1: at most 7 players)
    """

    pack: Pack
    game: str
    words: str                   # the pack in a few words, for parse errors
    players: int                 # the most players: a trick holds at most one card each
    players_section: str         # the rule that says so
    hand_size: int | None = None          # the most cards a hand holds, if the game limits it
    hand_section: str = ""
    section: str = "rules §1.2"          # the game's rule on its pack

    def parse_card(self, card: "str | Card") -> Card:
        """One card of the pack."""
        try:
            return self.pack.parse(card)
        except InvalidCardError as error:
            raise InvalidCardError(f"{error} ({self.game} {self.section}: {self.words})") from None

    def parse_cards(self, text: "str | Iterable[Card | str]") -> Cards:
        """Distinct cards of the pack, from text such as ``"A♥ 9h 2C"`` or a sequence."""
        try:
            return self.pack.parse_cards(text)
        except InvalidCardError as error:
            raise InvalidCardError(f"{error} ({self.game} {self.section}: {self.words})") from None

    def cards(self, cards: "str | Iterable[Card | str]") -> Cards:
        """``cards`` as :class:`~cardlib.cards.Cards`, parsed only when they are not cards already."""
        return self.pack.as_cards(cards, self.parse_cards)

    def trick(self, trick: "str | Iterable[Card | str]") -> Cards:
        """A whole or partial trick, at most one card per player."""
        cards = self.cards(trick)
        if len(cards) > self.players:
            raise InvalidCardError(f"a trick holds at most {self.players} cards (one per player), got "
                                   f"{str(cards)!r} ({self.players_section})")
        return cards

    def hand_and_trick(self, hand, trick) -> tuple[Cards, Cards]:
        """A hand to rule on and the trick it plays into, checked: the hand holds a card (and no more
        than the game deals), the trick has room for it, and no card is in both."""
        hand, trick = self.cards(hand), self.cards(trick)
        if not hand:
            raise InvalidCardError("the hand is empty: there is no card to rule on")
        if self.hand_size is not None and len(hand) > self.hand_size:
            raise InvalidCardError(f"a {self.game} hand holds 1 to {self.hand_size} cards, got {len(hand)}: "
                                   f"{str(hand)!r} ({self.hand_section})")
        if len(trick) >= self.players:
            raise InvalidCardError(f"a trick to play into holds at most {self.players - 1} cards, got "
                                   f"{str(trick)!r} ({self.players_section}: at most {self.players} players)")
        for card in trick:
            if card in hand:
                raise InvalidCardError(f"{str(card)!r} is both in the hand and in the trick; a pack holds each "
                                       f"card once ({self.section})")
        return hand, trick


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
    def winning_card(self) -> Card:
        return self.cards[self.seats.index(self.winner)]

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """``(seat, card)`` pairs, lead first."""
        return tuple(zip(self.seats, self.cards))

    def __str__(self) -> str:
        cards = ", ".join(f"seat {s} {c}" for s, c in self.plays)
        return f"trick {self.number}: {cards}; seat {self.winner} won it ({self.points} points)"


def replace_at(values: tuple, index: int, value) -> tuple:
    """``values`` with the entry at ``index`` replaced: a seat's entry in a per-seat tuple.

    >>> replace_at((1, 2, 3), 1, 9)
    (1, 9, 3)
    """
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
    trick: TrickRecord                       # the trick in progress
    won: tuple[tuple[Card, ...], ...]
    tricks_won: tuple[int, ...]
    tricks: tuple[FinishedTrick, ...] = ()   # the tricks finished, first to last

    @property
    def number(self) -> int:
        """How many tricks are finished."""
        return len(self.tricks)

    @property
    def finished(self) -> FinishedTrick | None:
        """The trick finished last, or ``None`` before the first."""
        return self.tricks[-1] if self.tricks else None

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

    def voids(self, trump: Suit | None = None) -> dict[int, set[Suit]]:
        """The suits each seat has shown it lacks, by seat: a seat that did not follow the suit
        led has none of it; with ``trump`` (a game where one who cannot follow must trump), a
        seat that played neither has no trump either.

        >>> from cardlib.cards import FRENCH_52
        >>> hands = [FRENCH_52.parse_cards(t) for t in ("AH 2C", "KS 3C", "QD 4C")]
        >>> play = TrickPlay.start(hands, order=(0, 1, 2), leader=0)
        >>> for card in ("AH", "KS"):
        ...     play = play.play(FRENCH_52.parse(card), winner=lambda cards: 0)
        >>> play.voids(), play.voids(trump=Suit.DIAMONDS)[1] == {Suit.HEARTS, Suit.DIAMONDS}
        ({0: set(), 1: {<Suit.HEARTS: 'H'>}, 2: set()}, True)
        >>> play.played()
        ((Card('A♥'),), (Card('K♠'),), ())
        """
        voids: dict[int, set[Suit]] = {s: set() for s in range(len(self.hands))}
        for trick in self.tricks + (self.trick,):
            led = trick.cards[0].suit if trick.cards else None
            for seat, card in zip(trick.seats[1:], trick.cards[1:]):
                if card.suit != led:
                    voids[seat].add(led)
                    if trump is not None and card.suit != trump:
                        voids[seat].add(trump)
        return voids

    def played(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat has played so far in this deal, by seat: its cards in the finished
        tricks, then its card in the trick in progress."""
        played: list[list[Card]] = [[] for _ in self.hands]
        for trick in self.tricks + (self.trick,):
            for seat, card in zip(trick.seats, trick.cards):
                played[seat].append(card)
        return tuple(map(tuple, played))

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
        hands = replace_at(self.hands, seat, Cards(c for c in self.hands[seat] if c != card))
        trick = self.trick.add(card)
        if not trick.complete:
            return dataclasses.replace(self, hands=hands, trick=trick)
        taker = trick.seats[winner(trick.cards)]
        done = FinishedTrick(self.number + 1, trick.seats, trick.cards, taker,
                             points(trick.cards) if points is not None else 0)
        return dataclasses.replace(
            self, hands=hands, tricks=self.tricks + (done,),
            won=replace_at(self.won, taker, self.won[taker] + trick.cards),
            tricks_won=replace_at(self.tricks_won, taker, self.tricks_won[taker] + 1),
            trick=TrickRecord(self.seats_from(taker)))


#: The kind of the event :func:`trick_won` records: a trick won, its number, cards, seats and points.
TRICK_WON = EventKind("trick", ("number", "cards", "seats", "points"), "a trick won, and what it carried")


def trick_won(state, done: FinishedTrick, worth: str = ""):
    """``state`` with the event of trick ``done`` won: "Seat 2 wins trick 3 with A♠", and ``worth``,
    what the trick carried in words, in brackets after it (an event of kind :data:`TRICK_WON`)."""
    text = "{who} {wins} trick %d with %s" % (done.number, done.winning_card) + (f" ({worth})" if worth else "")
    return state.emit("trick", text, seat=done.winner, number=done.number, cards=done.cards, seats=done.seats,
                      points=done.points)


class TrickState:
    """What every trick game's state reads from its trick play ``play`` (a :class:`TrickPlay`, or
    ``None`` outside trick play), under the same names in every game; and whose turn it is,
    from its ``phase`` (``"play"`` and ``"over"`` are trick play and the end) and ``pending``
    (the seats still to act in any other phase, in order)."""

    play: TrickPlay | None
    phase: str
    pending: tuple[int, ...]

    @property
    def to_act(self) -> int | None:
        """The seat to act: the first seat pending, in trick play the trick's next seat, and
        ``None`` once the game is over."""
        if self.phase == "over":
            return None
        if self.phase == "play":
            return self.play.to_play
        return self.pending[0]

    @property
    def trick(self) -> TrickRecord | None:
        """The trick in progress (its seats and the cards so far), or ``None`` outside trick play."""
        return None if self.play is None or self.play.over else self.play.trick

    @property
    def tricks(self) -> tuple[FinishedTrick, ...]:
        """The finished tricks of this deal, first to last."""
        return () if self.play is None else self.play.tricks


class TrickGame(TrickState):
    """The state every trick game shares, a mixin of the game's frozen-dataclass ``State``.

    The hands have one home at a time: before trick play (the deal, a pass, the declarations)
    the state's ``held`` (a field, or what a game's record keeps), and once trick play begins
    its :class:`TrickPlay`'s, which the cards leave as they are played; ``hands`` reads whichever
    holds them, so it is never a copy to keep in step. The game's ``phase`` is a
    :class:`~cardlib.game.GamePhase` with ``PLAY`` (trick play) and ``OVER`` (the end);
    ``deal_no`` counts the deals from 1; whether an action is legal is the game's ``_allows``
    (the one hook of :meth:`~cardlib.game.GameState.can`), and ``table(viewer)`` asks the
    game's ``view.table_view(state, viewer)``.

    >>> from cardlib import loo
    >>> game = loo.new_game(4, seed=3)
    >>> while game.play is None or game.play.number < 1:
    ...     game = game.apply(game.legal_actions()[0])
    >>> [len(h) for h in game.hands], game.hands == game.play.hands, game.trick_no
    ([2, 2, 2, 2], True, 1)
    """

    held: tuple[Cards, ...]              # the hands outside trick play
    deal_no: int
    players: int

    @property
    def hands(self) -> tuple[Cards, ...]:
        """Every seat's hand now: trick play's once it has begun, else the hands held before it."""
        return self.held if self.play is None else self.play.hands

    def with_hands(self, hands: Sequence[Cards]) -> "TrickGame":
        """This state with every seat holding ``hands`` instead (a world the expert imagines):
        put where the hands live now, trick play's or the held ones."""
        hands = tuple(hands)
        if self.play is not None:
            return dataclasses.replace(self, play=dataclasses.replace(self.play, hands=hands))
        return self._with_held(hands)

    def _with_held(self, hands: tuple[Cards, ...]) -> "TrickGame":
        return dataclasses.replace(self, held=hands)

    @property
    def trick_no(self) -> int:
        """Tricks completed so far in this deal."""
        return 0 if self.play is None else self.play.number

    @property
    def won(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat has won in tricks this deal."""
        return ((),) * self.players if self.play is None else self.play.won

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """How many tricks each seat has won this deal."""
        return (0,) * self.players if self.play is None else self.play.tricks_won

    @property
    def finished_trick(self) -> FinishedTrick | None:
        """The trick completed last in this deal, or ``None`` before the first."""
        return None if self.play is None else self.play.finished
