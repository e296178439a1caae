"""Handjass cards: parsing, card points, rank order, trick winner and the legal-card rules.

The trump suit changes two things (rules §1.3): its Jack (*Puur*) and Nine (*Nell*) go
to the top, and they are worth 20 and 14 points.

>>> [card_points(c, "H") for c in parse_cards("JH 9H AS 10S")]      # H2
[20, 14, 11, 10]
>>> trick_winner("8S QH AS 6H", "H")          # the first trump, ♥Q, beats ♥6 and the spades
1
>>> sorted(str(c) for c in legal_cards("KS 6H AH 7C", "8S QH", "H"))   # H13
['A♥', 'K♠']
>>> print(why_illegal("6H", "KS 6H AH 7C", "8S QH", "H"))
cannot play 6♥: undertrumping is not allowed — Q♥ has already trumped this trick and you can follow spades (rules §2.3 rule 3)
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..cards import SWISS_36, Card, Cards, Suit
from ..errors import InvalidCardError
from ..tricks import cards_of_suit, parse_trump
from ..tricks import trick_winner as _trick_winner

__all__ = [
    "parse_cards", "parse_card", "card_points", "strength", "trick_winner", "trick_points",
    "legal_cards", "why_illegal", "PLAIN_ORDER", "TRUMP_ORDER", "LAST_TRICK_BONUS", "TOTAL_POINTS",
]

PLAIN_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7", "6")     # high to low, rules §1.3
TRUMP_ORDER = ("J", "9", "A", "K", "Q", "10", "8", "7", "6")     # high to low, rules §1.3
PLAIN_POINTS = {"A": 11, "K": 4, "Q": 3, "J": 2, "10": 10, "9": 0, "8": 0, "7": 0, "6": 0}
TRUMP_POINTS = {**PLAIN_POINTS, "J": 20, "9": 14}
LAST_TRICK_BONUS = 5
TOTAL_POINTS = 157

_PLAIN_STRENGTH = {r: len(PLAIN_ORDER) - i for i, r in enumerate(PLAIN_ORDER)}
_TRUMP_STRENGTH = {r: len(TRUMP_ORDER) - i for i, r in enumerate(TRUMP_ORDER)}


def parse_card(card: "str | Card") -> Card:
    """One card of the 36-card pack (rules §1.2).

    >>> parse_card("th")
    Card('10♥')
    """
    try:
        return SWISS_36.parse(card)
    except InvalidCardError as error:
        raise InvalidCardError(f"{error} (Handjass rules §1.2: 36 cards, 6 to A in ♠ ♥ ♦ ♣)") from None


def parse_cards(text: "str | Iterable[Card | str]") -> Cards:
    """Distinct cards of the 36-card pack (6 to A), from text or a sequence (rules §1.2).

    >>> parse_cards("A♥, 10h 6S")
    Cards('A♥ 10♥ 6♠')
    >>> parse_cards("5H")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: '5H' (5♥) is not in the Swiss Jass 36-card pack (6 to A) (Handjass rules §1.2: 36 cards, 6 to A in ♠ ♥ ♦ ♣)
    """
    try:
        return SWISS_36.parse_cards(text)
    except InvalidCardError as error:
        raise InvalidCardError(f"{error} (Handjass rules §1.2: 36 cards, 6 to A in ♠ ♥ ♦ ♣)") from None


_PACK = frozenset(SWISS_36.cards)


def _cards(cards: "str | Iterable[Card | str]") -> Cards:
    if isinstance(cards, (tuple, list)):
        try:
            distinct = set(cards)
        except TypeError:
            distinct = None
        if distinct is not None and len(distinct) == len(cards) and distinct <= _PACK:
            return cards if isinstance(cards, Cards) else Cards(cards)     # the fast path for engines
    return parse_cards(cards)


def _hand_and_trick(hand, trick) -> tuple[Cards, Cards]:
    hand, trick = _cards(hand), _cards(trick)
    for card in trick:
        if card in hand:
            raise InvalidCardError(
                f"{str(card)!r} is both in the hand and in the trick; a pack holds each card once (rules §1.2)")
    if len(trick) > 3:
        raise InvalidCardError(
            f"a trick to play into holds at most 3 cards, got {str(trick)!r} (rules §2.3: at most 4 players)")
    return hand, trick


def card_points(card: "str | Card", trump: "str | Suit") -> int:
    """Points of ``card`` with ``trump`` as trumps (rules §1.3).

    >>> card_points("JH", "H"), card_points("JH", "S"), card_points("9D", "♦")
    (20, 2, 14)
    """
    card, suit = parse_card(card), parse_trump(trump)
    return (TRUMP_POINTS if card.suit == suit else PLAIN_POINTS)[card.rank]


def strength(card: Card, trump: Suit) -> int:
    """Rank inside its own suit, higher wins: trump order for trumps, plain order otherwise."""
    return (_TRUMP_STRENGTH if card.suit == trump else _PLAIN_STRENGTH)[card.rank]


def trick_winner(trick: "str | Sequence[Card]", trump: "str | Suit") -> int:
    """Index into ``trick`` (lead first) of the winning card (rules §2.3).

    The highest trump wins if any trump was played, else the highest card of the suit led.

    >>> trick_winner("9H JH AH KH", "H"), trick_winner("KS AS 6S 7C", "H")
    (1, 1)
    """
    cards, suit = _cards(trick), parse_trump(trump)
    return _trick_winner(cards, lambda c: strength(c, suit), suit)


def trick_points(trick: "str | Sequence[Card]", trump: "str | Suit", *, last: bool = False) -> int:
    """Card points in ``trick`` plus 5 if it is the last trick (rules §1.3).

    >>> trick_points("JH 9H AS 10S", "H")        # H2
    55
    """
    suit = parse_trump(trump)
    return sum(card_points(c, suit) for c in _cards(trick)) + (LAST_TRICK_BONUS if last else 0)


def _highest_trump(trick: Sequence[Card], trump: Suit) -> Card | None:
    trumps = [c for c in trick if c.suit == trump]
    return max(trumps, key=lambda c: strength(c, trump)) if trumps else None


def _legal(hand: Cards, trick: Cards, trump: Suit, overtrump_duty: bool) -> set[Card]:
    if not trick:
        return set(hand)                                              # rule 1
    led = trick[0].suit
    trumps = set(cards_of_suit(hand, trump))
    if led == trump:                                                  # rule 2
        if not trumps or trumps == {Card("J", trump)}:
            return set(hand)
        return trumps
    follow = set(cards_of_suit(hand, led))                            # rule 3
    top = _highest_trump(trick, trump)
    ok_trumps = trumps if top is None else {c for c in trumps if strength(c, trump) > strength(top, trump)}
    if follow:
        return follow | ok_trumps
    plain = set(hand) - trumps
    if not plain:
        return trumps                                                 # only trumps: any trump
    if top is not None and overtrump_duty and ok_trumps:
        return ok_trumps
    return plain | ok_trumps


def legal_cards(hand: "str | Sequence[Card]", trick: "str | Sequence[Card]", trump: "str | Suit", *,
                overtrump_duty: bool = True) -> set[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (rules §2.3 rules 1-5).

    ``overtrump_duty`` is the seed's rule that a player who cannot follow a plain lead
    that has been trumped must overtrump if he can (``False``: the spec's H-A19 reading).

    >>> sorted(map(str, legal_cards("JH AS 6C", "7H", "H")))        # H11: lone trump Jack
    ['6♣', 'A♠', 'J♥']
    >>> sorted(map(str, legal_cards("AH 7C", "8S QH", "H")))         # the seed: must overtrump
    ['A♥']
    >>> sorted(map(str, legal_cards("AH 7C", "8S QH", "H", overtrump_duty=False)))   # H-A19
    ['7♣', 'A♥']
    """
    hand, trick = _hand_and_trick(hand, trick)
    return _legal(hand, trick, parse_trump(trump), overtrump_duty)


def _held(cards: Iterable[Card]) -> str:
    return ", ".join(str(c) for c in sorted(cards, key=lambda c: c.sort_key))


def why_illegal(card: "str | Card", hand: "str | Sequence[Card]", trick: "str | Sequence[Card]",
                trump: "str | Suit", *, overtrump_duty: bool = True) -> str | None:
    """Why ``card`` may not be played now, in plain words citing the rule; ``None`` if it may.

    Agrees with :func:`legal_cards`: the answer is ``None`` exactly for the legal cards.

    >>> print(why_illegal("AS", "JH 6H AS", "7H", "H"))
    cannot play A♠: hearts are trumps and were led, so you must play a trump (you hold J♥, 6♥); the trump Jack's exception applies only when the Jack is your only trump (rules §2.3 rule 2)
    >>> why_illegal("AS", "JH AS", "7H", "H") is None      # the lone Jack need not be played
    True
    """
    card = parse_card(card)
    hand, trick = _hand_and_trick(hand, trick)
    suit = parse_trump(trump)
    if card not in hand:
        return f"cannot play {card}: it is not in your hand ({_held(hand)})"
    if card in _legal(hand, trick, suit, overtrump_duty):
        return None
    led = trick[0].suit
    trumps = set(cards_of_suit(hand, suit))
    if led == suit:
        reason = (f"cannot play {card}: {suit.english} are trumps and were led, so you must play a trump "
                  f"(you hold {_held(trumps)})")
        if Card("J", suit) in trumps:
            reason += "; the trump Jack's exception applies only when the Jack is your only trump"
        return reason + " (rules §2.3 rule 2)"
    top = _highest_trump(trick, suit)
    follow = set(cards_of_suit(hand, led))
    if card.suit == suit:        # a trump below the one already in the trick
        if follow:
            context = f"you can follow {led.english}"
        else:
            context = f"you hold cards other than trumps ({_held(set(hand) - trumps)})"
        return (f"cannot play {card}: undertrumping is not allowed — {top} has already trumped this trick "
                f"and {context} (rules §2.3 rule 3)")
    if follow:
        return (f"cannot play {card}: you must follow {led.english} or play a trump "
                f"(you hold {_held(follow)}) (rules §2.3 rule 3)")
    higher = [c for c in trumps if strength(c, suit) > strength(top, suit)]
    return (f"cannot play {card}: {top} has trumped this trick and you have no {led.english}, "
            f"so you must play a higher trump (you hold {_held(higher)}) "
            f"(rules §2.3 rule 3, seed: 'must play a trump stronger than the trump played')")
