"""Cards, suits, the packs of the four games, card notation, and seeded dealing.

Cards are written rank then suit. French cards use ranks ``A K Q J 10 9 ... 2``
(``T`` also means 10) and suits ``S H D C`` or ``♠ ♥ ♦ ♣``; Spanish cards use
ranks ``R C S 7 6 5 4 3 2 A`` and suits ``o c e b`` (oros, copas, espadas,
bastos). Each pack parses its own notation, and printing a card gives a form
that parses back to the same card:

>>> FRENCH_52.parse("qs")
Card('Q♠')
>>> str(FRENCH_52.parse("TH")), str(SPANISH_40.parse("Cc"))
('10♥', 'Cc')
>>> FRENCH_52.parse_cards("A♥, 9♥ 7c")
Cards('A♥ 9♥ 7♣')

Dealing is a seeded chance step: the same seed gives the same deal on every
machine (numpy's PCG64 generator, which numpy keeps stable across platforms).

>>> hands, rest = deal(SPANISH_40.cards, players=4, per_player=4, seed=7)
>>> [len(h) for h in hands], len(rest)
([4, 4, 4, 4], 24)
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from enum import Enum
from typing import Callable, Iterable, Sequence

import numpy as np

from .errors import CardlibError, InvalidCardError

__all__ = [
    "Suit", "Card", "Cards", "Pack", "FRENCH_52", "SWISS_36", "SPANISH_40", "PACKS",
    "pack", "deal", "shuffled", "make_rng", "check_seed",
    "FRENCH_RANKS", "SPANISH_RANKS",
]

FRENCH_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SPANISH_RANKS = ("R", "C", "S", "7", "6", "5", "4", "3", "2", "A")

_FRENCH_RANK_NAMES = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "10": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
}
_SPANISH_RANK_NAMES = {
    "R": "rey", "C": "caballo", "S": "sota", "7": "siete", "6": "seis", "5": "cinco",
    "4": "cuatro", "3": "tres", "2": "dos", "A": "as",
}
# A Spanish card in an English sentence: the horse (*caballo*) and jack (*sota*) as the chapters gloss them.
SPANISH_RANK_ENGLISH = {
    "R": "king", "C": "horse", "S": "jack", "7": "seven", "6": "six", "5": "five", "4": "four",
    "3": "three", "2": "two", "A": "ace",
}


class Suit(str, Enum):
    """A suit of the French or the Spanish pack; its value is the notation letter.

    >>> Suit("H").symbol, Suit("H").english, Suit("o").english
    ('♥', 'hearts', 'oros (coins)')
    """

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"
    OROS = "o"
    COPAS = "c"
    ESPADAS = "e"
    BASTOS = "b"

    @property
    def family(self) -> str:
        """``"french"`` or ``"spanish"``."""
        return "french" if self.value in "SHDC" else "spanish"

    @property
    def symbol(self) -> str:
        """The printed sign: ``♠ ♥ ♦ ♣`` for French suits, the letter for Spanish ones."""
        return _SYMBOLS.get(self.value, self.value)

    @property
    def english(self) -> str:
        """The suit's name in English (Spanish suits keep their own name first)."""
        return _SUIT_NAMES[self.value]

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds (the two-colour French pack)."""
        return self.value in "HD"

    def __str__(self) -> str:
        return self.symbol


_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_SUIT_NAMES = {
    "S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs",
    "o": "oros (coins)", "c": "copas (cups)", "e": "espadas (swords)", "b": "bastos (clubs)",
}
_FRENCH_SUIT_TEXT = {
    "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
    "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
}
_SPANISH_SUIT_TEXT = {"O": Suit.OROS, "C": Suit.COPAS, "E": Suit.ESPADAS, "B": Suit.BASTOS}
FRENCH_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
SPANISH_SUITS = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)


@dataclass(frozen=True)
class Card:
    """One card: ``rank`` is the notation rank (``"Q"``, ``"10"``, ``"R"``), ``suit`` a :class:`Suit`.

    >>> Card("Q", Suit.SPADES) == FRENCH_52.parse("Q♠")
    True
    >>> Card("R", Suit.OROS).name
    'rey de oros'
    """

    rank: str
    suit: Suit

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit):
            raise InvalidCardError(f"{self.suit!r} is not a suit; use a cardlib Suit such as Suit.HEARTS")
        ranks = FRENCH_RANKS if self.suit.family == "french" else SPANISH_RANKS
        if self.rank not in ranks:
            raise InvalidCardError(
                f"{self.rank!r} is not a rank of {self.suit.family} cards; expected one of {' '.join(ranks)}")

    @property
    def name(self) -> str:
        """The card's name in words: ``'queen of spades'``, ``'rey de oros'``."""
        if self.suit.family == "french":
            return f"{_FRENCH_RANK_NAMES[self.rank]} of {self.suit.english}"
        return f"{_SPANISH_RANK_NAMES[self.rank]} de {self.suit.english.split()[0]}"

    @property
    def english(self) -> str:
        """The card as an English sentence names it: ``'queen of spades'``, ``'king of coins'``
        (a Spanish suit by the English word in brackets of :attr:`Suit.english`)."""
        if self.suit.family == "french":
            return self.name
        return f"{SPANISH_RANK_ENGLISH[self.rank]} of {self.suit.english.split('(')[1].rstrip(')')}"

    @property
    def said(self) -> str:
        """The card as a player's sentence names it: a French or Swiss card by its sign (``'Q♠'``),
        a Spanish one by its English name (``'king of coins'``: the code ``Ro`` is the book's
        typing notation, not what a player says)."""
        return self.english if self.suit.family == "spanish" else str(self)

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit first, then rank high to low, in the notation's order."""
        if self.suit.family == "french":
            return FRENCH_SUITS.index(self.suit), FRENCH_RANKS.index(self.rank)
        return 4 + SPANISH_SUITS.index(self.suit), SPANISH_RANKS.index(self.rank)

    def __str__(self) -> str:
        return f"{self.rank}{self.suit.symbol}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def describe(self) -> str:
        """The card as a sentence, what a notebook shows as its plain text.

        >>> FRENCH_52.parse("QS").describe(), SPANISH_40.parse("Ro").describe()
        ('The queen of spades (Q♠)', 'The rey de oros (Ro)')
        """
        return f"The {self.name} ({self})"

    def _repr_pretty_(self, printer, cycle: bool) -> None:
        # IPython's plain text (the last line of a cell); repr() stays the code form.
        printer.text(self.describe())

    def svg(self, **options) -> str:
        """This card as an SVG picture (options as for :func:`cardlib.render.svg.card`)."""
        from .render.svg import card as card_svg        # render sits above the rules: loaded only to draw
        return card_svg(self, **options)

    def _repr_html_(self) -> str:
        # Shown inline (HTML, not an <img>), the picture's <title> stays readable by screen
        # readers and search in the book; one representation keeps notebooks small.
        return self.svg()


class Cards(tuple):
    """A tuple of cards that prints in notation and shows itself as a row of card pictures.

    >>> hand = FRENCH_52.parse_cards("AH 9H")
    >>> str(hand), len(hand), hand[0]
    ('A♥ 9♥', 2, Card('A♥'))
    """

    def __new__(cls, cards: Iterable[Card] = ()):
        return super().__new__(cls, cards)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({str(self)!r})"

    def describe(self) -> str:
        """The cards as a sentence, what a notebook shows as their plain text.

        >>> FRENCH_52.parse_cards("AH 9H 7C").describe(), FRENCH_52.parse_cards("AH").describe()
        ('3 cards: A♥ 9♥ 7♣', '1 card: A♥')
        >>> Cards().describe()
        'No cards'
        """
        if not self:
            return "No cards"
        return f"{len(self)} card{'s' if len(self) != 1 else ''}: {self}"

    def _repr_pretty_(self, printer, cycle: bool) -> None:
        printer.text(self.describe())

    def words(self) -> str:
        """The cards as a sentence names them for a player: French and Swiss cards by their
        signs (a player reads ``Q♠``), Spanish cards by their English names (the code ``Ro`` is
        the book's typing notation, not what a player says; one language a sentence).

        >>> FRENCH_52.parse_cards("AH 9H").words()
        'A♥ 9♥'
        >>> SPANISH_40.parse_cards("Ro 4c 5e").words()
        'king of coins, four of cups and five of swords'
        >>> Cards().words()
        'no cards'
        """
        if not self:
            return "no cards"
        if all(card.suit.family != "spanish" for card in self):
            return str(self)
        names = [card.said for card in self]
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"

    def sorted(self) -> "Cards":
        """The same cards in suit-then-rank order (the order a player fans them)."""
        return type(self)(sorted(self, key=lambda c: c.sort_key))

    def svg(self, **options) -> str:
        """These cards in a row, as an SVG picture (options as for :func:`cardlib.render.svg.hand`)."""
        from .render.svg import hand as hand_svg        # render sits above the rules: loaded only to draw
        return hand_svg(self, **options)

    def _repr_html_(self) -> str:
        return self.svg()


_TOKEN_SPLIT = re.compile(r"[\s,]+")


def split_tokens(text: str) -> list[str]:
    """Split hand text at spaces and commas.

    >>> split_tokens(" AH,9H  7C ")
    ['AH', '9H', '7C']
    """
    if not isinstance(text, str):
        raise InvalidCardError(f"expected card text such as 'A♥ 9♥', got {text!r}")
    return [t for t in _TOKEN_SPLIT.split(text.strip()) if t]


def _frozen(array: np.ndarray) -> np.ndarray:
    array.flags.writeable = False
    return array


@dataclass(frozen=True)
class Pack:
    """A pack of cards with its own notation: the cards in it, and how to parse and deal them."""

    key: str
    name: str
    family: str
    ranks: tuple[str, ...]
    removed: frozenset = field(default_factory=frozenset)

    @property
    def suits(self) -> tuple[Suit, ...]:
        return FRENCH_SUITS if self.family == "french" else SPANISH_SUITS

    @property
    def cards(self) -> Cards:
        """Every card of the pack, suit by suit, high rank first."""
        return Cards(Card(r, s) for s in self.suits for r in self.ranks
                     if Card(r, s) not in self.removed)

    def __len__(self) -> int:
        return len(self.ranks) * 4 - len(self.removed)

    def __iter__(self):
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return (isinstance(card, Card) and card.suit in self.suits and card.rank in self.ranks
                and card not in self.removed)

    def _example(self) -> str:
        return "Q♠, 10H or AS" if self.family == "french" else "Ro, Cc or 7e"

    def _format_help(self) -> str:
        if self.family == "french":
            return (f"write the rank then the suit: ranks {' '.join(self.ranks)} (T also means 10), "
                    f"suits S H D C or ♠ ♥ ♦ ♣, for example {self._example()}")
        return (f"write the rank then the suit: ranks {' '.join(self.ranks)}, "
                f"suits o c e b (oros, copas, espadas, bastos), for example {self._example()}")

    def parse(self, text: "str | Card") -> Card:
        """Parse one card of this pack; raise :class:`~cardlib.errors.InvalidCardError` saying what was expected.

        >>> SWISS_36.parse("5H")
        Traceback (most recent call last):
        ...
        cardlib.errors.InvalidCardError: '5H' (5♥) is not in the Swiss Jass 36-card pack (6 to A)
        """
        if isinstance(text, Card):
            card = text
        else:
            if not isinstance(text, str):
                raise InvalidCardError(f"expected one card as text, got {text!r}")
            card = self._parse_text(text.strip(), text)
        if card not in self:
            raise InvalidCardError(f"{text!r} ({card}) is not in the {self.name}")
        return card

    def _parse_text(self, token: str, original: str) -> Card:
        if len(token) >= 2:
            rank_text, suit_text = token[:-1].upper(), token[-1]
            if self.family == "french":
                rank = "10" if rank_text == "T" else rank_text
                suit = _FRENCH_SUIT_TEXT.get(suit_text.upper())
                if suit is not None and rank in FRENCH_RANKS:
                    return Card(rank, suit)
            else:
                suit = _SPANISH_SUIT_TEXT.get(suit_text.upper())
                if suit is not None and rank_text in SPANISH_RANKS:
                    return Card(rank_text, suit)
        raise InvalidCardError(f"{original!r} is not a card of the {self.name}: {self._format_help()}")

    def parse_cards(self, text: "str | Iterable[Card | str]", *, size: int | None = None) -> Cards:
        """Parse several distinct cards (text, or a sequence of cards or card texts).

        ``size``, if given, is the exact number of cards required.

        >>> SPANISH_40.parse_cards("Ro Ro")
        Traceback (most recent call last):
        ...
        cardlib.errors.InvalidCardError: Ro appears twice in 'Ro Ro'; a pack holds each card once
        """
        items = split_tokens(text) if isinstance(text, str) else list(_iter_items(text))
        cards = Cards(self.parse(item) for item in items)
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise InvalidCardError(f"{card} appears twice in {_show(text)}; a pack holds each card once")
            seen.add(card)
        if size is not None and len(cards) != size:
            raise InvalidCardError(
                f"expected exactly {size} cards, got {len(cards)} in {_show(text)}")
        return cards

    @functools.cached_property
    def _members(self) -> frozenset:
        return frozenset(self.cards)

    # ---- the pack's one card encoding, for every numpy fast path

    @functools.cached_property
    def _positions(self) -> dict:
        return {c: i for i, c in enumerate(self.cards)}

    def index(self, card: "Card | str") -> int:
        """The card's number in this pack: its place in :attr:`cards` (suit by suit, high rank first).

        >>> FRENCH_52.index("AS"), FRENCH_52.index("QS"), FRENCH_52.index("2C"), SWISS_36.index("6C")
        (0, 2, 51, 35)
        """
        return self._positions[self.parse(card)]

    def indices(self, cards: "str | Iterable[Card | str]") -> np.ndarray:
        """The numbers of ``cards`` (in their order) as an int64 array.

        >>> FRENCH_52.indices("2C KH").tolist()
        [51, 14]
        """
        positions = self._positions
        return np.array([positions[c] for c in self.as_cards(cards)], dtype=np.int64)

    @functools.cached_property
    def suit_numbers(self) -> np.ndarray:
        """The suit of each card number, 0-3 in the order of ``suits`` (♠ ♥ ♦ ♣ for French packs)."""
        return _frozen(np.array([self.suits.index(c.suit) for c in self.cards], dtype=np.int8))

    @functools.cached_property
    def strength(self) -> np.ndarray:
        """The rank strength of each card number within its suit, higher wins: the top rank counts
        as many as the pack has ranks, the lowest 1 (A 13 ... 2 1 in the French pack, A 9 ... 6 1
        in the Swiss one, as :func:`cardlib.tricks.french_strength` counts).

        >>> FRENCH_52.strength[[FRENCH_52.index(c) for c in ("AS", "KS", "2S")]].tolist()
        [13, 12, 1]
        """
        return _frozen(np.array([len(self.ranks) - self.ranks.index(c.rank) for c in self.cards], dtype=np.int8))

    def as_cards(self, cards: "str | Iterable[Card | str]", parse: "Callable[..., Cards] | None" = None) -> Cards:
        """``cards`` as :class:`Cards` of this pack. A tuple or list of distinct cards of the pack is
        taken as it is, unparsed (the engines' fast path); anything else goes through ``parse``
        (a game's own parser, whose errors cite its rules; :meth:`parse_cards` by default).

        >>> hand = SWISS_36.parse_cards("AH 6S")
        >>> SWISS_36.as_cards(hand) is hand, SWISS_36.as_cards("ah 6s") == hand
        (True, True)
        >>> SWISS_36.as_cards([Card("A", Suit.HEARTS), Card("A", Suit.HEARTS)])
        Traceback (most recent call last):
        ...
        cardlib.errors.InvalidCardError: A♥ appears twice in 'A♥ A♥'; a pack holds each card once
        """
        if isinstance(cards, (tuple, list)):
            try:
                distinct = set(cards)
            except TypeError:
                distinct = None
            if distinct is not None and len(distinct) == len(cards) and distinct <= self._members:
                return cards if isinstance(cards, Cards) else Cards(cards)
        return (parse or self.parse_cards)(cards)

    def describe(self) -> str:
        """The pack as a sentence, what a notebook shows as its plain text.

        >>> SWISS_36.describe()
        'The Swiss Jass 36-card pack (6 to A): 36 cards, ranks A K Q J 10 9 8 7 6 in each suit, ♠ ♥ ♦ ♣'
        >>> SPANISH_40.describe()
        'The Spanish 40-card pack: 40 cards, ranks R C S 7 6 5 4 3 2 A in each suit, oros copas espadas bastos'
        >>> from cardlib.black_maria import pack        # a game's pack may leave cards out
        >>> pack(5).describe()
        'The Black Maria pack for 5 players: 50 cards, ranks A K Q J 10 9 8 7 6 5 4 3 2 in each suit, ♠ ♥ ♦ ♣, without 2♦ 2♣'
        """
        suits = " ".join(s.symbol if self.family == "french" else s.english.split()[0] for s in self.suits)
        text = f"The {self.name}: {len(self)} cards, ranks {' '.join(self.ranks)} in each suit, {suits}"
        if self.removed:
            text += f", without {Cards(self.removed).sorted()}"
        return text

    def _repr_pretty_(self, printer, cycle: bool) -> None:
        printer.text(self.describe())

    def svg(self, **options) -> str:
        """Every card of the pack, a row per suit (options as for :func:`cardlib.render.svg.pack_grid`)."""
        from .render.svg import pack_grid               # render sits above the rules: loaded only to draw
        return pack_grid(self, **options)

    def _repr_html_(self) -> str:
        return self.svg()


def _iter_items(items) -> Iterable:
    try:
        return iter(items)
    except TypeError:
        raise InvalidCardError(f"expected card text or a sequence of cards, got {items!r}") from None


def _show(text) -> str:
    return repr(text) if isinstance(text, str) else repr(" ".join(str(c) for c in text))


FRENCH_52 = Pack("french52", "French 52-card pack", "french", FRENCH_RANKS)
SWISS_36 = Pack("swiss36", "Swiss Jass 36-card pack (6 to A)", "french", FRENCH_RANKS[:9])
SPANISH_40 = Pack("spanish40", "Spanish 40-card pack", "spanish", SPANISH_RANKS)

PACKS = {p.key: p for p in (FRENCH_52, SWISS_36, SPANISH_40)}


def pack(key: str) -> Pack:
    """Look a pack up by key: ``french52``, ``swiss36``, ``spanish40`` (the Black Maria packs are
    ``cardlib.black_maria.pack(players)``)."""
    try:
        return PACKS[key]
    except (KeyError, TypeError):
        raise CardlibError(f"unknown pack {key!r}; expected one of {', '.join(PACKS)}") from None


def check_seed(seed: object) -> int:
    """A seed: a whole number 0 or more; ``None`` draws one at random. The one seed check of cardlib.

    >>> check_seed(5)
    5
    >>> check_seed(-1)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: a seed must be a whole number 0 or more, got -1
    """
    if seed is None:
        return int(np.random.default_rng().integers(2**63))
    if not isinstance(seed, (int, np.integer)) or isinstance(seed, bool) or seed < 0:
        raise CardlibError(f"a seed must be a whole number 0 or more, got {seed!r}")
    return int(seed)


def make_rng(seed: "int | np.random.Generator | None") -> np.random.Generator:
    """A numpy Generator from a seed (an int gives the same stream on every machine)."""
    if isinstance(seed, np.random.Generator):
        return seed
    return np.random.default_rng(None if seed is None else check_seed(seed))


def shuffled(cards: Sequence[Card], seed: "int | np.random.Generator | None" = None) -> Cards:
    """The cards in a random order drawn from ``seed``.

    >>> str(shuffled(FRENCH_52.parse_cards("AS KS QS JS 10S"), seed=1))
    '10♠ A♠ K♠ Q♠ J♠'
    """
    cards = tuple(cards)
    order = make_rng(seed).permutation(len(cards))
    return Cards(cards[i] for i in order)


def deal(cards: Sequence[Card], players: int, per_player: int | None = None, *,
         seed: "int | np.random.Generator | None" = None, batch: int = 1,
         shuffle: bool = True) -> tuple[tuple[Cards, ...], Cards]:
    """Shuffle (unless ``shuffle=False``) and deal ``per_player`` cards to each of ``players``.

    Cards go round ``batch`` at a time, first to hand 0 (the first player served),
    then hand 1, and so on; without ``per_player`` the whole pack is dealt out.
    Returns the hands and the undealt rest (the top of the stock first).
    """
    cards = tuple(cards)
    if not isinstance(players, int) or players < 1:
        raise CardlibError(f"the number of players must be a whole number 1 or more, got {players!r}")
    if per_player is None:
        per_player = len(cards) // players
    if not isinstance(batch, int) or batch < 1 or per_player % batch:
        raise CardlibError(f"cannot deal {per_player!r} cards each in batches of {batch!r}")
    if per_player * players > len(cards):
        raise CardlibError(
            f"cannot deal {per_player} cards to each of {players} players from {len(cards)} cards")
    order = shuffled(cards, seed) if shuffle else Cards(cards)
    hands: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    for _ in range(per_player // batch):
        for hand in hands:
            hand.extend(order[position:position + batch])
            position += batch
    return tuple(Cards(h) for h in hands), Cards(order[position:])
