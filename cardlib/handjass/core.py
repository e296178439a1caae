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

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from ..cards import SWISS_36, Card, Cards, Suit
from ..tricks import Ruling, TrickCards, follow_suit_rulings, legal_of, parse_trump
from ..tricks import trick_winner as _trick_winner
from ..tricks import why_illegal as _why_illegal

__all__ = [
    "parse_cards", "parse_card", "card_points", "strength", "trick_winner", "trick_points",
    "legal_cards", "why_illegal", "rulings", "HandjassRuling", "PLAIN_ORDER", "TRUMP_ORDER", "LAST_TRICK_BONUS", "TOTAL_POINTS",
    "TRICK_CARDS",
]

PLAIN_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7", "6")     # high to low, rules §1.3
TRUMP_ORDER = ("J", "9", "A", "K", "Q", "10", "8", "7", "6")     # high to low, rules §1.3
PLAIN_POINTS = {"A": 11, "K": 4, "Q": 3, "J": 2, "10": 10, "9": 0, "8": 0, "7": 0, "6": 0}
TRUMP_POINTS = {**PLAIN_POINTS, "J": 20, "9": 14}
LAST_TRICK_BONUS = 5
TOTAL_POINTS = 157

_PLAIN_STRENGTH = {r: len(PLAIN_ORDER) - i for i, r in enumerate(PLAIN_ORDER)}
_TRUMP_STRENGTH = {r: len(TRUMP_ORDER) - i for i, r in enumerate(TRUMP_ORDER)}


TRICK_CARDS = TrickCards(SWISS_36, "Handjass", "36 cards, 6 to A in ♠ ♥ ♦ ♣", players=4,
                         players_section="rules §2.3")
parse_card = TRICK_CARDS.parse_card
parse_cards = TRICK_CARDS.parse_cards


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
    cards, suit = TRICK_CARDS.trick(trick), parse_trump(trump)
    return _trick_winner(cards, lambda c: strength(c, suit), suit)


def trick_points(trick: "str | Sequence[Card]", trump: "str | Suit", *, last: bool = False) -> int:
    """Card points in ``trick`` plus 5 if it is the last trick (rules §1.3).

    >>> trick_points("JH 9H AS 10S", "H")        # H2
    55
    """
    suit = parse_trump(trump)
    return sum(card_points(c, suit) for c in TRICK_CARDS.trick(trick)) + (LAST_TRICK_BONUS if last else 0)


def _highest_trump(trick: Sequence[Card], trump: Suit) -> Card | None:
    trumps = [c for c in trick if c.suit == trump]
    return max(trumps, key=lambda c: strength(c, trump)) if trumps else None


@dataclass(frozen=True)
class HandjassRuling(Ruling):
    """A :class:`~cardlib.tricks.Ruling` that also names the clause at stake in words (``kind``):
    ``"lead"``, ``"trumps led"``, ``"lone Jack"``, ``"follow suit"``, ``"no undertrumping"``,
    ``"overtrump"`` or ``"free"`` (the trainer groups its positions by it)."""

    kind: str = ""


def rulings(hand: "str | Sequence[Card]", trick: "str | Sequence[Card]", trump: "str | Suit", *,
            overtrump_duty: bool = True) -> tuple[HandjassRuling, ...]:
    """Every card of ``hand`` (in hand order): may it be played to ``trick``, under which rule, and why
    (rules §2.3 rules 1-3). This is the one place the legal-card rule is written.

    ``overtrump_duty`` is the source's rule that a player who cannot follow a plain lead
    that has been trumped must overtrump if he can (``False``: the spec's H-A19 reading).

    >>> for r in rulings("KS 6H AH 7C", "8S QH", "H"):        # H13
    ...     print(r.legal, r.section, "|", r.reason)
    True rules §2.3 rule 3 | you follow spades, the suit led (rules §2.3 rule 3)
    False rules §2.3 rule 3 | cannot play 6♥: undertrumping is not allowed — Q♥ has already trumped this trick and you can follow spades (rules §2.3 rule 3)
    True rules §2.3 rule 3 | A♥ is higher than Q♥: overtrumping is always allowed
    False rules §2.3 rule 3 | cannot play 7♣: you must follow spades or play a trump (you hold K♠) (rules §2.3 rule 3)
    """
    hand, trick = TRICK_CARDS.hand_and_trick(hand, trick)
    return _rulings(hand, trick, parse_trump(trump), overtrump_duty)


_NAME = {c: str(c) for c in SWISS_36.cards}          # card and suit words, looked up once
_SUIT = {s: s.english for s in SWISS_36.suits}


def _listed(cards: Iterable[Card]) -> str:
    return ", ".join(_NAME[c] for c in sorted(cards, key=lambda c: c.sort_key))


def _kind(plain: Ruling, kind: str) -> HandjassRuling:
    return HandjassRuling(plain.card, plain.legal, plain.section, plain.reason, kind)


@lru_cache(maxsize=1024)            # the engine asks about the same position several times
def _rulings(hand: Cards, trick: Cards, suit: Suit, overtrump_duty: bool) -> tuple[HandjassRuling, ...]:
    if not trick:                                                     # rule 1
        return follow_suit_rulings(hand, trick, "rules §2.3 rule 1", rule=lambda c, plain: _kind(plain, "lead"))
    led = trick[0].suit
    trumps = {c for c in hand if c.suit == suit}
    if led == suit:                                                   # rule 2
        return follow_suit_rulings(hand, trick, "rules §2.3 rule 2",
                                   rule=lambda c, plain: _trump_led(c, plain, trumps, suit))
    top = _highest_trump(trick, suit)                                 # rule 3
    follow = {c for c in hand if c.suit == led}
    plain_cards = set(hand) - trumps
    higher = {c for c in trumps if top is None or strength(c, suit) > strength(top, suit)}
    return follow_suit_rulings(hand, trick, "rules §2.3 rule 3", rule=lambda c, plain: _plain_led(
        c, plain, led, suit, top, follow, plain_cards, higher, overtrump_duty))


def _trump_led(card: Card, plain: Ruling, trumps: set[Card], suit: Suit) -> HandjassRuling:
    section, name = plain.section, _SUIT[suit]
    if plain.legal:                                                   # a trump, or none held
        return _kind(plain, "trumps led")
    jack = Card("J", suit)
    if trumps == {jack}:
        return HandjassRuling(card, True, section, "your only trump is the Jack (the Puur), which never has to be "
                                                   "played to a trump lead, so any card may go", "lone Jack")
    reason = (f"cannot play {_NAME[card]}: {name} are trumps and were led, so you must play a trump "
              f"(you hold {_listed(trumps)})")
    if jack in trumps:
        reason += "; the trump Jack's exception applies only when the Jack is your only trump"
    return HandjassRuling(card, False, section, reason + " (rules §2.3 rule 2)", "trumps led")


def _plain_led(card: Card, ruling: Ruling, led: Suit, suit: Suit, top: Card | None, follow: set[Card],
               plain: set[Card], higher: set[Card], overtrump_duty: bool) -> HandjassRuling:
    section, led_name, text = ruling.section, _SUIT[led], _NAME[card]
    if card.suit == led:
        return _kind(ruling, "follow suit")
    if card.suit == suit:
        if card in higher:
            kind = "follow suit" if follow else "overtrump" if top is not None else "free"
            if top is None:
                return HandjassRuling(card, True, section, "you may trump a plain lead whenever you like, even if "
                                                           "you could follow suit", kind)
            return HandjassRuling(card, True, section, f"{text} is higher than {_NAME[top]}: overtrumping is "
                                                       f"always allowed", kind)
        if not plain:
            return HandjassRuling(card, True, section, "you hold nothing but trumps, so any trump may go, even a "
                                                       "lower one", "no undertrumping")
        context = f"you can follow {led_name}" if follow else f"you hold cards other than trumps ({_listed(plain)})"
        return HandjassRuling(card, False, section, f"cannot play {text}: undertrumping is not allowed — "
                                                    f"{_NAME[top]} has already trumped this trick and {context} "
                                                    f"(rules §2.3 rule 3)", "no undertrumping")
    if follow:                                                        # a third suit while holding the led one
        return HandjassRuling(card, False, section, f"cannot play {text}: you must follow {led_name} or play a "
                                                    f"trump (you hold {_listed(follow)}) (rules §2.3 rule 3)",
                              "follow suit")
    if top is None:
        return _kind(ruling, "free")
    if not higher:
        return HandjassRuling(card, True, section, f"you have no {led_name} and no trump higher than "
                                                   f"{_NAME[top]}, so you may throw any other card", "overtrump")
    if not overtrump_duty:
        return HandjassRuling(card, True, section, f"you have no {led_name}; {_NAME[top]} has trumped this trick, "
                                                   f"and without the duty to overtrump you may throw any other "
                                                   f"card instead", "overtrump")
    return HandjassRuling(card, False, section, f"cannot play {text}: {_NAME[top]} has trumped this trick and you "
                                                f"have no {led_name}, so you must play a higher trump (you hold "
                                                f"{_listed(higher)}); the source says 'must play a trump stronger "
                                                f"than the trump played' (rules §2.3 rule 3)", "overtrump")


def legal_cards(hand: "str | Sequence[Card]", trick: "str | Sequence[Card]", trump: "str | Suit", *,
                overtrump_duty: bool = True) -> set[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (rules §2.3 rules 1-3): the cards
    :func:`rulings` allows.

    >>> sorted(map(str, legal_cards("JH AS 6C", "7H", "H")))        # H11: lone trump Jack
    ['6♣', 'A♠', 'J♥']
    >>> sorted(map(str, legal_cards("AH 7C", "8S QH", "H")))         # the source: must overtrump
    ['A♥']
    >>> sorted(map(str, legal_cards("AH 7C", "8S QH", "H", overtrump_duty=False)))   # H-A19
    ['7♣', 'A♥']
    """
    return legal_of(rulings(hand, trick, trump, overtrump_duty=overtrump_duty))


def why_illegal(card: "str | Card", hand: "str | Sequence[Card]", trick: "str | Sequence[Card]",
                trump: "str | Suit", *, overtrump_duty: bool = True) -> str | None:
    """Why ``card`` may not be played now, in plain words citing the rule; ``None`` if it may
    (the reason of its :func:`rulings` entry).

    >>> print(why_illegal("AS", "JH 6H AS", "7H", "H"))
    cannot play A♠: hearts are trumps and were led, so you must play a trump (you hold J♥, 6♥); the trump Jack's exception applies only when the Jack is your only trump (rules §2.3 rule 2)
    >>> why_illegal("AS", "JH AS", "7H", "H") is None      # the lone Jack need not be played
    True
    """
    return _why_illegal(parse_card(card), rulings(hand, trick, trump, overtrump_duty=overtrump_duty), "rules §2.3")
