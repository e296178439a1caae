"""Black Maria's pure rule functions: the deck, penalties, legal cards and why, the trick winner.

Every ruling names its section of the rules (rules/black_maria.md): §1.2 the deck, §1.4
the penalties, §2.4 trick play, §5.1 the source's notes, §5.2 the standard variants (the
numbered rules page of the book). Where the spec's §6 decides a gap (B-A5: a leader holding
only hearts under note 4), the reason cites the rule it completes.

>>> len(deck(3)), len(deck(6)), penalty(deck(4))
(51, 48, 43)
>>> trick_winner("5S QS AS")                       # B3: ♠A wins
2
>>> sorted(map(str, legal_cards("2D KD QS 9H", "4D")))     # B5: must follow diamonds
['2♦', 'K♦']
>>> print(why_illegal("QS", "2D KD QS 9H", "4D"))
cannot play Q♠: you must follow diamonds (you hold K♦, 2♦) (rules §2.4)
>>> print(why_illegal("9H", "9H 2C", "", trick_number=1, no_heart_lead_early=True))
cannot lead 9♥: hearts may not be led to tricks 1 and 2 (rules §5.1 note 4)
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..cards import FRENCH_52, FRENCH_RANKS, Card, Cards, Pack, Suit
from ..errors import CardlibError
from ..game import check_players
from ..tricks import Ruling, TrickCards, follow_suit_rulings, french_strength, held, legal_of
from ..tricks import trick_winner as _trick_winner
from ..tricks import why_illegal as _why_illegal

__all__ = ["deck", "pack", "removed_cards", "penalty", "card_penalty", "PENALTIES", "SCHEME_NOTES",
           "penalty_cards", "parse_card", "parse_cards", "rulings", "legal_cards", "why_illegal",
           "trick_winner", "QUEEN", "PLAYERS", "TRICK_CARDS"]

PLAYERS = range(3, 8)
TRICK_CARDS = TrickCards(FRENCH_52, "Black Maria", "the 52-card pack, A high", players=max(PLAYERS),
                         players_section="rules §1.1")
parse_card = TRICK_CARDS.parse_card
parse_cards = TRICK_CARDS.parse_cards
QUEEN = Card("Q", Suit.SPADES)
_ACE, _KING = Card("A", Suit.SPADES), Card("K", Suit.SPADES)
_HEARTS = tuple(Card(r, Suit.HEARTS) for r in FRENCH_52.ranks)
_GRADED = {"A": 5, "K": 4, "Q": 3, "J": 2}

PENALTIES: dict[str, dict[Card, int]] = {
    "standard": {**{c: 1 for c in _HEARTS}, _ACE: 7, _KING: 10, QUEEN: 13},           # §1.4
    "hearts_and_queen": {**{c: 1 for c in _HEARTS}, QUEEN: 13},                          # note 1
    "graded_hearts": {**{c: _GRADED.get(c.rank, 1) for c in _HEARTS}, QUEEN: 13},        # note 2
}
SCHEME_NOTES = {"standard": "rules §1.4", "hearts_and_queen": "rules §5.1 note 1",
                "graded_hearts": "rules §5.1 note 2"}
_SIX_ALL_TWOS = frozenset(Card("2", s) for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS))


# The cards a Black Maria table of 3 to 7 leaves out (rules §1.2 [SEED]).
_REMOVED = {3: ("2C",), 4: (), 5: ("2C", "2D"), 6: ("2C", "2D", "2S", "3C"), 7: ("2C", "2D", "2S")}


def pack(players: int, *, six_all_twos: bool = False) -> Pack:
    """The Black Maria pack for ``players`` (rules §1.2), or with all four 2s out for six (§5.2).

    >>> len(pack(3)), len(pack(6)), pack(5).key
    (51, 48, 'black_maria5')
    """
    check_players(players, PLAYERS, "Black Maria", "rules §1.1")
    if six_all_twos and players == 6:
        return Pack("black_maria6_all_twos", "Black Maria pack for 6 players without the four 2s",
                    "french", FRENCH_52.ranks, _SIX_ALL_TWOS)
    return _PACKS[players]


_PACKS = {n: Pack(f"black_maria{n}", f"Black Maria pack for {n} players", "french", FRENCH_RANKS,
                  frozenset(FRENCH_52.parse(t) for t in removed)) for n, removed in _REMOVED.items()}


def deck(players: int, *, six_all_twos: bool = False) -> tuple[Card, ...]:
    """The cards used by ``players`` players, 3 to 7 (rules §1.2, B2).

    >>> [len(deck(n)) // n for n in range(3, 8)]          # cards per player
    [17, 13, 10, 8, 7]
    >>> sorted(map(str, removed_cards(6)))
    ['2♠', '2♣', '2♦', '3♣']
    >>> deck(8)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: Black Maria is played by 3 to 7 players, not 8 (rules §1.1)
    """
    return tuple(pack(players, six_all_twos=six_all_twos).cards)


def removed_cards(players: int, *, six_all_twos: bool = False) -> tuple[Card, ...]:
    """The cards taken out of the 52-card pack for ``players`` (rules §1.2; §5.2 for six without 2s),
    lowest first and clubs, diamonds, hearts, spades among equals, as the source lists them.

    >>> " ".join(map(str, removed_cards(6)))
    '2♣ 2♦ 2♠ 3♣'
    """
    used = set(deck(players, six_all_twos=six_all_twos))
    out = [c for c in FRENCH_52.cards if c not in used]
    return tuple(sorted(out, key=lambda c: (french_strength(c), "CDHS".index(c.suit.value))))


def _check_scoring(scoring: object) -> dict[Card, int]:
    if scoring not in PENALTIES:
        raise CardlibError(f"unknown scoring {scoring!r}; use 'standard' (rules §1.4), 'hearts_and_queen' "
                           f"(note 1) or 'graded_hearts' (note 2) (rules §5.1)")
    return PENALTIES[scoring]


def card_penalty(card: "str | Card", scoring: str = "standard") -> int:
    """The penalty of one card (rules §1.4; notes 1 and 2).

    >>> [card_penalty(c) for c in ("QS", "KS", "AS", "5H", "AH", "JS")]
    [13, 10, 7, 1, 1, 0]
    >>> card_penalty("AH", "graded_hearts"), card_penalty("KS", "hearts_and_queen")
    (5, 0)
    """
    return _check_scoring(scoring).get(parse_card(card), 0)


def penalty(cards: "str | Iterable[Card | str]", scoring: str = "standard") -> int:
    """The penalty points of ``cards`` taken in tricks: ``"standard"`` (rules §1.4),
    ``"hearts_and_queen"`` (note 1) or ``"graded_hearts"`` (note 2).

    >>> penalty("AH KH 7H QS KS"), penalty("AH KH 7H QS KS", "graded_hearts")      # B9
    (26, 23)
    >>> penalty("AS KS 5H", scoring="hearts_and_queen")                              # B11
    1
    >>> penalty("QS", scoring="spades")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: unknown scoring 'spades'; use 'standard' (rules §1.4), 'hearts_and_queen' (note 1) or 'graded_hearts' (note 2) (rules §5.1)
    """
    table = _check_scoring(scoring)
    return sum(table.get(c, 0) for c in TRICK_CARDS.cards(cards))


def penalty_cards(scoring: str = "standard") -> tuple[tuple[Card, int], ...]:
    """Every card that carries a penalty under ``scoring``, with its points, spades first then hearts
    high to low (for the rules chapter's picture)."""
    table = _check_scoring(scoring)
    return tuple((c, table[c]) for c in sorted(table, key=lambda c: c.sort_key))


def _lead_ruling(card: Card, hand: Cards, *, trick_number: int, no_heart_lead_early: bool, hearts_broken: bool,
                 broken: bool) -> Ruling | None:
    """The heart-lead rulings of note 4 and §5.2 (B-A5); ``None`` where any card may lead."""
    if card.suit != Suit.HEARTS:
        return None
    only_hearts = all(c.suit == Suit.HEARTS for c in hand)
    if no_heart_lead_early and trick_number <= 2:
        if only_hearts:
            return Ruling(card, True, "rules §5.1 note 4", f"you hold only hearts, so you may lead one even in trick "
                                                           f"{trick_number} (rules §5.1 note 4)")
        return Ruling(card, False, "rules §5.1 note 4", f"cannot lead {card}: hearts may not be led to tricks 1 and 2 "
                                                        f"(rules §5.1 note 4)")
    if hearts_broken and not broken:
        if only_hearts:
            return Ruling(card, True, "rules §5.2", "you hold only hearts, so you may lead one before hearts are "
                                                    "broken (rules §5.2)")
        others = held(c for c in hand if c.suit != Suit.HEARTS)
        return Ruling(card, False, "rules §5.2", f"cannot lead {card}: hearts are not broken yet, no heart has been "
                                                 f"played to an earlier trick; lead one of {others} (rules §5.2)")
    return None


def rulings(hand: "str | Sequence[Card]", trick: "str | Sequence[Card]" = (), *, trick_number: int = 1,
            no_heart_lead_early: bool = False, hearts_broken: bool = False,
            broken: bool = False) -> tuple[Ruling, ...]:
    """One :class:`~cardlib.tricks.Ruling` per card of ``hand`` (hand order) for playing to ``trick``.

    The lead (an empty trick) may be any card (rules §2.4; B-A7), except hearts in tricks 1
    and 2 under note 4 (``no_heart_lead_early``) unless the hand holds only hearts (B-A5), and
    hearts before they are broken under the §5.2 variant (``hearts_broken``, with ``broken``
    saying whether a heart has been played to an earlier trick). A follower must follow the
    suit led if he can, and may play any card when void (rules §2.4, B5, B6).

    >>> for r in rulings("QS 9H 3C", "4D"):                                          # B6
    ...     print(r.legal, r.reason)
    True you hold no diamonds, so any card may be played (rules §2.4)
    True you hold no diamonds, so any card may be played (rules §2.4)
    True you hold no diamonds, so any card may be played (rules §2.4)
    """
    hand, trick = TRICK_CARDS.hand_and_trick(hand, trick)
    if not _whole(trick_number) or trick_number < 1:
        raise CardlibError(f"trick_number={trick_number!r} is not allowed; tricks are numbered from 1")

    def heart_lead(card: Card, plain: Ruling) -> Ruling | None:
        if trick:
            return None
        return _lead_ruling(card, hand, trick_number=trick_number, no_heart_lead_early=no_heart_lead_early,
                            hearts_broken=hearts_broken, broken=broken)

    return follow_suit_rulings(hand, trick, "rules §2.4", rule=heart_lead)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def legal_cards(hand: "str | Sequence[Card]", trick: "str | Sequence[Card]" = (), **options) -> set[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the rulings that allow them; rules §2.4).

    ``options`` are those of :func:`rulings` (``trick_number``, ``no_heart_lead_early``, ...).

    >>> sorted(map(str, legal_cards("QS 9H 3C", "4D")))                  # B6: void, anything goes
    ['3♣', '9♥', 'Q♠']
    >>> sorted(map(str, legal_cards("AH 2C", "", trick_number=2, no_heart_lead_early=True)))
    ['2♣']
    >>> sorted(map(str, legal_cards("AH 2H", "", trick_number=1, no_heart_lead_early=True)))   # B-A5
    ['2♥', 'A♥']
    """
    return legal_of(rulings(hand, trick, **options))


def why_illegal(card: "str | Card", hand: "str | Sequence[Card]", trick: "str | Sequence[Card]" = (),
                **options) -> str | None:
    """Why ``card`` may not be played now, citing the rule; ``None`` if it may (read from :func:`rulings`)."""
    return _why_illegal(parse_card(card), rulings(hand, trick, **options), "rules §2.4")


def trick_winner(trick: "str | Sequence[Card]") -> int:
    """Index into ``trick`` (lead first) of the winner: the highest card of the suit led; no trumps
    (rules §1.3, §2.4).

    >>> trick_winner("10C JC QS"), trick_winner("3H 10H 2H")        # B4, B7
    (1, 1)
    >>> trick_winner("")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: an empty trick has no winner; a trick needs at least the lead
    """
    return _trick_winner(TRICK_CARDS.trick(trick), french_strength)
