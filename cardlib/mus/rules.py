"""Mus rule variants, effective ranks and hand parsing (rules/mus.md §1, §5).

The default :class:`Rules` are the source's: eight kings (a 3 counts as a Rey and a
2 as an As), no point for a lance everybody passed, the source's bonuses, games to 40.
Each variant of §5 is a named field:

>>> Rules()
Rules(four_kings=False, en_paso_point=False, std_bonuses=False, target=40, no_signals_first_deal=False)
>>> Rules(target=30).dientro
25
>>> Rules(target=50)
Traceback (most recent call last):
...
cardlib.errors.CardlibError: target=50 is not allowed: a Mus game is played to 40 points, or 30 in the short variant (rules §1.5, §5.2)

A hand is exactly four distinct Spanish cards; suits never matter in Mus:

>>> parse_hand("Ro 3c 4e Ab")
Hand('Ro 3c 4e Ab')
>>> ranks_hand("R R 3 4")
Hand('Ro Rc 3o 4o')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from ..cards import SPANISH_40, SPANISH_RANKS, SPANISH_SUITS, Card, Cards, split_tokens
from ..errors import CardlibError, InvalidCardError
from ..game import RulesBase

__all__ = ["Rules", "DEFAULT_RULES", "CATEGORIES", "Hand", "parse_hand", "ranks_hand",
           "check_category", "as_rules", "effective_rank", "card_points", "rank_symbol",
           "RANK_SYMBOLS"]

CATEGORIES = ("grande", "chica", "pares", "juego", "punto")

# Effective rank keys, higher = stronger in Grande (rules §1.3; §5.1 for four kings).
_EIGHT_KINGS_RANK = {"R": 8, "3": 8, "C": 7, "S": 6, "7": 5, "6": 4, "5": 3, "4": 2, "2": 1, "A": 1}
_FOUR_KINGS_RANK = {"R": 10, "C": 9, "S": 8, "7": 7, "6": 6, "5": 5, "4": 4, "3": 3, "2": 2, "A": 1}
_EIGHT_KINGS_POINTS = {"R": 10, "3": 10, "C": 10, "S": 10, "7": 7, "6": 6, "5": 5, "4": 4,
                       "2": 1, "A": 1}
_FOUR_KINGS_POINTS = dict(_EIGHT_KINGS_POINTS, **{"3": 3, "2": 2})

# The symbol that stands for an effective rank when hands are explained.
RANK_SYMBOLS = {
    False: {8: "R", 7: "C", 6: "S", 5: "7", 4: "6", 3: "5", 2: "4", 1: "A"},
    True: {10: "R", 9: "C", 8: "S", 7: "7", 6: "6", 5: "5", 4: "4", 3: "3", 2: "2", 1: "A"},
}


@dataclass(frozen=True)
class Rules(RulesBase):
    """The rule variants of rules/mus.md §5; the defaults are the source's rules.

    >>> Rules.from_options(kings=4)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: unknown Mus rule 'kings'; the rules are en_paso_point, four_kings, no_signals_first_deal, std_bonuses, target (rules §5)

    * ``four_kings``: 3 and 2 keep their natural rank and points (Basque, §5.1).
    * ``en_paso_point``: a Grande, Chica or Punto everybody passed scores 1 (§5.2, A2).
    * ``std_bonuses``: juego of 31 scores 3, other juego 2, punto 1 (§3.3, §5.2).
    * ``target``: 40 (the source) or 30 points (§5.2).
    * ``no_signals_first_deal``: partners may not signal in a game's first deal (§5.1, A16).
    """

    four_kings: bool = False
    en_paso_point: bool = False
    std_bonuses: bool = False
    target: int = 40
    no_signals_first_deal: bool = False

    GAME = "Mus"
    SECTION = "rules §5"

    def __post_init__(self) -> None:
        self._check_switches()
        if type(self.target) is not int or self.target not in (30, 40):
            raise CardlibError(f"target={self.target!r} is not allowed: a Mus game is played to 40 "
                               "points, or 30 in the short variant (rules §1.5, §5.2)")

    @property
    def dientro(self) -> int:
        """The score at which a team must announce "dientro": 35 in a game to 40 (§4).

        For the 30-point variant we scale it to 25 (five short of the target).
        """
        return self.target - 5

    @property
    def juego_bonus(self) -> tuple[int, int]:
        """(bonus for a juego of 31, bonus for any other juego) (§3.3)."""
        return (3, 2) if self.std_bonuses else (2, 1)

    @property
    def punto_bonus(self) -> int:
        """Bonus for winning punto: 0 (the source) or 1 (standard practice) (§3.3, A4)."""
        return 1 if self.std_bonuses else 0


DEFAULT_RULES = Rules()


def as_rules(rules: "Rules | None") -> Rules:
    """``rules`` itself, or the default rules for ``None``."""
    if rules is None:
        return DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise CardlibError(f"rules must be a mus.Rules object, got {rules!r}")
    return rules


def check_category(category: object) -> str:
    """The lower-case category name; unknown names raise, listing the allowed ones.

    >>> check_category("Grande")
    'grande'
    >>> check_category("poker")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: unknown Mus category 'poker'; expected one of grande, chica, pares, juego, punto
    """
    name = category.strip().lower() if isinstance(category, str) else None
    if name not in CATEGORIES:
        raise CardlibError(f"unknown Mus category {category!r}; expected one of {', '.join(CATEGORIES)}")
    return name


def effective_rank(card: Card, rules: Rules = DEFAULT_RULES) -> int:
    """The card's rank for every comparison: 8 = R (and 3), ..., 1 = A (and 2) (§1.3).

    >>> effective_rank(SPANISH_40.parse("3o")), effective_rank(SPANISH_40.parse("3o"), Rules(four_kings=True))
    (8, 3)
    """
    return (_FOUR_KINGS_RANK if rules.four_kings else _EIGHT_KINGS_RANK)[card.rank]


def card_points(card: Card, rules: Rules = DEFAULT_RULES) -> int:
    """The card's value for juego and punto (§1.4; §5.1 for four kings)."""
    return (_FOUR_KINGS_POINTS if rules.four_kings else _EIGHT_KINGS_POINTS)[card.rank]


def rank_symbol(rank: int, rules: Rules = DEFAULT_RULES) -> str:
    """The symbol of an effective rank: ``rank_symbol(8) == 'R'``."""
    return RANK_SYMBOLS[rules.four_kings][rank]


class Hand(Cards):
    """Four distinct Spanish cards (a :class:`cardlib.cards.Cards`)."""


def parse_hand(text: "str | Iterable[Card | str]", rules: "Rules | None" = None) -> Hand:
    """Exactly four distinct Spanish cards from text (``"Ro 3c 4e Ab"``) or a card sequence.

    ``rules`` is accepted for symmetry with the other functions; every Mus variant uses
    the same 40 cards.

    >>> parse_hand("Ro Ro 4e Ab")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: Ro appears twice in 'Ro Ro 4e Ab'; a pack holds each card once
    >>> parse_hand("Ro 3c 4e")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: a Mus hand is exactly 4 cards (rules §2.1), got 3 in 'Ro 3c 4e'
    >>> parse_hand("Xx Yy")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: 'Xx' and 'Yy' are not cards of the Spanish 40-card pack: write the rank then the suit: ranks R C S 7 6 5 4 3 2 A, suits o c e b (oros, copas, espadas, bastos), for example Ro, Cc or 7e
    """
    as_rules(rules)
    if isinstance(text, Hand):
        return text
    items = split_tokens(text) if isinstance(text, str) else _items(text)
    _name_bad_cards(items)
    if len(items) != 4:
        shown = text if isinstance(text, str) else " ".join(str(c) for c in items)
        raise InvalidCardError(f"a Mus hand is exactly 4 cards (rules §2.1), got {len(items)} in {shown!r}")
    return Hand(SPANISH_40.parse_cards(text if isinstance(text, str) else items, size=4))


def _name_bad_cards(items: Sequence) -> None:
    """Refuse, naming every one, the items that are not cards, before any complaint about their number."""
    bad, help_text = [], ""
    for item in items:
        if isinstance(item, Card):
            continue
        try:
            SPANISH_40.parse(item)
        except InvalidCardError as error:
            bad.append(item)
            help_text = help_text or str(error).split(": ", 1)[-1]
    if len(bad) == 1:
        raise InvalidCardError(f"{bad[0]!r} is not a card of the {SPANISH_40.name}: {help_text}")
    if bad:
        names = ", ".join(repr(b) for b in bad[:-1]) + f" and {bad[-1]!r}"
        raise InvalidCardError(f"{names} are not cards of the {SPANISH_40.name}: {help_text}")


def _items(cards) -> list:
    try:
        return list(cards)
    except TypeError:
        raise InvalidCardError(f"expected a Mus hand as text such as 'Ro 3c 4e Ab' or four cards, "
                               f"got {cards!r}") from None


def ranks_hand(text: str) -> Hand:
    """A hand from ranks alone (``"R R 3 4"``): suits are filled in oros, copas, espadas, bastos.

    Suits never matter in Mus, so the book's examples give ranks only.

    >>> ranks_hand("A 2 A 2")
    Hand('Ao 2o Ac 2c')
    >>> ranks_hand("R R R R R")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: a Mus hand is exactly 4 cards (rules §2.1), got 5 in 'R R R R R'
    """
    tokens = [t.upper() for t in split_tokens(text)]
    if len(tokens) != 4:
        raise InvalidCardError(f"a Mus hand is exactly 4 cards (rules §2.1), got {len(tokens)} in {text!r}")
    used: dict[str, int] = {}
    cards = []
    for token in tokens:
        if token not in SPANISH_RANKS:
            raise InvalidCardError(f"{token!r} in {text!r} is not a Spanish rank; expected one of "
                                   f"{' '.join(SPANISH_RANKS)}")
        n = used.get(token, 0)
        used[token] = n + 1
        cards.append(Card(token, SPANISH_SUITS[n]))
    return Hand(cards)


def as_hand(hand: "str | Sequence[Card]") -> Hand:
    """Parse a hand given as text or cards (shared by the evaluation functions)."""
    return hand if isinstance(hand, Hand) else parse_hand(hand)
