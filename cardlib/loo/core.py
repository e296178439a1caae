"""Loo's pure rule functions: the trick winner, the legal cards and why, and the pot's thirds.

Cards are the 52-card French pack, A high (rules §1.2). Play (rules §2.5): follow the suit led
if you can; if you cannot, play a trump if you hold one; otherwise play anything. There is no
duty to beat the trick or to overtrump (L-A5; the standard rule V5 adds one, behind a switch).

>>> sorted(map(str, legal_cards("2H AS KD", "9H", "S")))        # L5
['2♥']
>>> sorted(map(str, legal_cards("3S KD", "9H", "S")))           # L6: must trump
['3♠']
>>> trick_winner("9H KH 3S", "S"), trick_winner("9H AD 10H", "S")    # L8, L9
(2, 2)
>>> print(why_illegal("KD", "3S KD", "9H", "S"))
cannot play K♦: you hold no hearts, so you must play a trump (you hold 3♠) (rules §2.5 rule 2)
>>> split_pot(18, (0, 2, 1)).shares                              # L3: a third per trick
(0, 12, 6)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from ..cards import FRENCH_52, Card, Cards, Suit
from ..errors import CardlibError
from ..tricks import Ruling, TrickCards, cards_of_suit, follow_suit_rulings, french_strength, held, legal_of
from ..tricks import parse_trump
from ..tricks import trick_winner as _trick_winner
from ..tricks import why_illegal as _why_illegal

__all__ = ["parse_card", "parse_cards", "strength", "trick_winner", "rulings", "legal_cards", "why_illegal",
           "PotSplit", "split_pot", "MAX_PLAYERS", "HAND_SIZE", "TRICK_CARDS"]

HAND_SIZE = 3        # rules §2.2
MAX_PLAYERS = 7      # rules §1.1
TRICK_CARDS = TrickCards(FRENCH_52, "Loo", "52 cards, A high", players=MAX_PLAYERS, players_section="rules §1.1",
                   hand_size=HAND_SIZE, hand_section="3 are dealt, rules §2.2")
parse_card = TRICK_CARDS.parse_card
parse_cards = TRICK_CARDS.parse_cards


def strength(card: Card) -> int:
    """Rank inside a suit, higher wins: A 13, K 12, ..., 2 1 (rules §1.2)."""
    return french_strength(card)


def trick_winner(trick: "str | Sequence[Card]", trump: "str | Suit") -> int:
    """Index into ``trick`` (lead first) of the winning card (rules §2.5): the highest trump if any
    was played, else the highest card of the suit led; a card that neither follows nor trumps
    never wins.

    >>> trick_winner("9H AD 10H", "S")       # L9: A♦ neither followed nor trumped
    2
    """
    cards = TRICK_CARDS.trick(trick)
    return _trick_winner(cards, strength, parse_trump(trump))


_RULE1, _RULE2, _RULE3 = "rules §2.5 rule 1", "rules §2.5 rule 2", "rules §2.5 rule 3"
_RULE2_ANY = "rules §2.5 rule 2"      # must trump, but need not overtrump
_V5 = "rules §5.2 V5"


def _lead_rulings(hand: Cards, trump: Suit, head_the_trick: bool, turned: Card | None) -> tuple[Ruling, ...]:
    if head_the_trick:
        trumps = cards_of_suit(hand, trump)
        top_rank = "K" if turned is not None and turned == Card("A", trump) else "A"
        top = Card(top_rank, trump)
        if top in hand:
            return tuple(Ruling(c, True, _V5, f"you lead the {top.name}, as a leader holding it must") if c == top
                         else Ruling(c, False, _V5, f"cannot play {c}: a leader holding {top}, the top trump "
                                                    f"in play, must lead it ({_V5})") for c in hand)
        if len(trumps) >= 2:
            return tuple(Ruling(c, True, _V5, f"you lead a trump, as a leader holding two must") if c.suit == trump
                         else Ruling(c, False, _V5, f"cannot play {c}: a leader holding two trumps must lead "
                                                    f"one (you hold {held(trumps)}) ({_V5})") for c in hand)
    return tuple(Ruling(c, True, "rules §2.5", "any card may lead a trick (rules §2.5)") for c in hand)


def rulings(hand: "str | Sequence[Card]", trick: "str | Sequence[Card]", trump: "str | Suit", *,
            head_the_trick: bool = False, turned: "str | Card | None" = None) -> tuple[Ruling, ...]:
    """One :class:`~cardlib.tricks.Ruling` per card of ``hand`` (hand order): may it be played to
    ``trick`` with ``trump`` as trumps, under which rule, and why (rules §2.5, L-A5).

    ``head_the_trick`` is the standard rule V5 (beat the trick if you can, overtrump, lead the top
    trump or one of two trumps); ``turned`` is the turned card, which V5 needs when it is the trump Ace.

    >>> for r in rulings("3S KD 4C", "9H", "S"):
    ...     print(r.legal, r.reason)
    True you hold no hearts, so you must trump; any trump will do (rules §2.5 rule 2)
    False cannot play K♦: you hold no hearts, so you must play a trump (you hold 3♠) (rules §2.5 rule 2)
    False cannot play 4♣: you hold no hearts, so you must play a trump (you hold 3♠) (rules §2.5 rule 2)
    """
    hand, trick = TRICK_CARDS.hand_and_trick(hand, trick)
    trump = parse_trump(trump)
    turned = None if turned is None else parse_card(turned)
    if not trick:
        return _lead_rulings(hand, trump, head_the_trick, turned)
    led = trick[0].suit
    trumps = cards_of_suit(hand, trump)
    best = trick[_trick_winner(trick, strength, trump)]
    trumped = best.suit == trump and led != trump

    def duty_to_trump(card: Card, plain: Ruling) -> Ruling | None:
        if card.suit == led:
            beaters = [c for c in hand if c.suit == led and strength(c) > strength(best)]
            if not head_the_trick or trumped or not beaters:
                return None
            if card not in beaters:
                return Ruling(card, False, _V5, f"cannot play {card}: you must head the trick, beating {best} if "
                                                f"you can (you hold {held(beaters)}) ({_V5})")
            return Ruling(card, True, _V5, f"you follow {led.english} and beat {best}, as you must ({_V5})")
        if not plain.legal:
            return None
        if not trumps:
            return Ruling(card, True, _RULE3, f"you hold no {led.english} and no trumps, so any card may be "
                                              f"played ({_RULE3})")
        if card.suit != trump:
            return Ruling(card, False, _RULE2, f"cannot play {card}: you hold no {led.english}, so you must play a "
                                               f"trump (you hold {held(trumps)}) ({_RULE2})")
        over = [c for c in trumps if strength(c) > strength(best)]
        if head_the_trick and trumped and over and card not in over:
            return Ruling(card, False, _V5, f"cannot play {card}: {best} has trumped this trick, so you must "
                                            f"overtrump if you can (you hold {held(over)}) ({_V5})")
        return Ruling(card, True, _RULE2_ANY, f"you hold no {led.english}, so you must trump; any trump will do "
                                              f"({_RULE2_ANY})")

    return follow_suit_rulings(hand, trick, _RULE1, rule=duty_to_trump)


def legal_cards(hand: "str | Sequence[Card]", trick: "str | Sequence[Card]", trump: "str | Suit", *,
                head_the_trick: bool = False, turned: "str | Card | None" = None) -> set[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (rules §2.5), read from :func:`rulings`.

    >>> sorted(map(str, legal_cards("KD 4C", "9H", "S")))        # L7: neither suit nor trump
    ['4♣', 'K♦']
    """
    return legal_of(rulings(hand, trick, trump, head_the_trick=head_the_trick, turned=turned))


def why_illegal(card: "str | Card", hand: "str | Sequence[Card]", trick: "str | Sequence[Card]",
                trump: "str | Suit", *, head_the_trick: bool = False,
                turned: "str | Card | None" = None) -> str | None:
    """Why ``card`` may not be played now, citing the rule; ``None`` if it may (read from :func:`rulings`).

    >>> print(why_illegal("AS", "2H AS KD", "9H", "S"))            # L5
    cannot play A♠: you must follow hearts (you hold 2♥) (rules §2.5 rule 1)
    """
    return _why_illegal(parse_card(card), rulings(hand, trick, trump, head_the_trick=head_the_trick, turned=turned),
                        "rules §2.5")


@dataclass(frozen=True)
class PotSplit:
    """The pot paid out in thirds (rules §2.6): ``third`` per trick, ``shares`` per seat, and the
    ``remainder`` left in the pot when it does not divide by 3 (L-A1)."""

    pot: int
    third: int
    shares: tuple[int, ...]
    remainder: int


def split_pot(pot: int, tricks_won: Sequence[int]) -> PotSplit:
    """Pay ``pot`` out in thirds: each trick won takes ⌊pot/3⌋; what does not divide stays (§2.6, L-A1).

    ``tricks_won`` has an entry per seat and sums to 3.

    >>> split_pot(12, (1, 1, 1, 0)).shares, split_pot(13, (1, 1, 1)).remainder
    ((4, 4, 4, 0), 1)
    """
    if not isinstance(pot, int) or isinstance(pot, bool) or pot < 0:
        raise CardlibError(f"the pot is a whole number of chips, 0 or more, got {pot!r} (rules §2.6)")
    tricks = tuple(tricks_won)
    if any(not isinstance(t, int) or t < 0 for t in tricks) or sum(tricks) != 3:
        raise CardlibError(f"the tricks won per seat must be whole numbers adding up to 3 (a deal has 3 "
                           f"tricks, rules §2.5), got {tricks!r}")
    third = pot // 3
    return PotSplit(pot, third, tuple(third * t for t in tricks), pot - 3 * third)
