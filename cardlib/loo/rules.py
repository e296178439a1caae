"""The rules of three-card Loo as one frozen, validated ``Rules`` record.

The defaults are the house rules of the Japanese source text (rules/loo.md §1 to §4):
12 chips each, everyone antes 3 at a round's start, the dummy costs 3, each trick takes a
third of the pot, a player looed pays 3, the dealer may not pass. The options the source
itself offers (§5.1: the starting chips) and the standard Loo of §5.2 are named fields:

>>> Rules().start_chips, Rules().dummy_price, Rules().loo_penalty
(12, 3, 3)
>>> Rules(start_chips=21).start_chips
21
>>> Rules(start_chips=20)
Traceback (most recent call last):
...
cardlib.errors.CardlibError: start_chips=20 is not allowed: every player starts with the same multiple of 3 chips, 3 or more (12 to 21 recommended; rules §1.2, §5.1)
>>> STANDARD.free_dummy, STANDARD.dealer_may_pass, STANDARD.head_the_trick
(True, True, True)

Not modelled (they are other games): five-card Loo with Pam and flushes (§5.2 V8), Irish Loo
with exchanges from the stock (V9), an agreed number of rounds (V7), and the dealer's play of
the dummy "for the pool" (V3: here a dealer who must defend the pool plays it like any hand).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from ..errors import CardlibError
from ..game import Direction, GameInfo, RulesBase
from ..cards import FRENCH_52

__all__ = ["INFO", "Rules", "DEFAULT_RULES", "STANDARD", "VARIANT_WORDS"]

DUMMY_PRICE = LOO_PENALTY = 3        # the house stakes (rules §2.4, §2.7)


@dataclass(frozen=True)
class Rules(RulesBase):
    """One set of Loo rules; the defaults are the house rules of the source text.

    House options (§5.1):

    * ``start_chips``: chips each player starts with, a multiple of 3 (12; 12 to 21 recommended).

    Stakes (§2.1, §2.4, §2.7; any whole numbers, L-A1 decides an indivisible pot):

    * ``ante``: what each player pays into the pot at a round's start (3).
    * ``dummy_price``: what buying the dummy costs (3).
    * ``loo_penalty``: what a player looed pays (3).

    Standard Loo (§5.2), each a switch, off by default:

    * ``dealer_stakes``: V1, only the dealer stakes, for every deal he deals (at a round's start
      and in every deal that carries the round on).
    * ``free_dummy``: V2, the dummy ("miss") costs nothing.
    * ``dealer_may_pass``: V3, the dealer may pass when two or more others play; with exactly one
      other player he must defend the pot (play or buy), unless that player took the dummy: then
      the dealer may pass, and the holder of the dummy takes the pot without play.
    * ``unlimited_loo``: V4, a player looed pays the whole pot of the deal; ``loo_cap`` (0: none)
      caps it ("mixed loo").
    * ``head_the_trick``: V5, follow with a card that beats the trick if you can, overtrump if it
      is trumped; a leader holding the top trump (the Ace, or the King if the Ace was turned)
      must lead it, and a leader holding two trumps must lead one of them.
    * ``club_law``: V6, when a club is turned nobody may pass.

    The ante is at least 1 chip and at most the starting chips: a game ends only when someone
    cannot pay (§4), and with no ante every round starts with nothing to play for. A stake that a
    switch replaces is refused unless left at its house value: ``dummy_price`` with the free
    dummy, ``loo_penalty`` with the unlimited loo.

    Engine safety (L-A11):

    * ``max_deals_per_round``: end the game when a round reaches this many deals (0: no limit,
      the default; rounds end with probability 1, tests want a bound).
    """

    GAME: ClassVar[str] = "Loo"
    SECTION: ClassVar[str] = "rules §5"

    start_chips: int = 12
    ante: int = 3
    dummy_price: int = 3
    loo_penalty: int = 3
    dealer_stakes: bool = False
    free_dummy: bool = False
    dealer_may_pass: bool = False
    unlimited_loo: bool = False
    loo_cap: int = 0
    head_the_trick: bool = False
    club_law: bool = False
    max_deals_per_round: int = 0

    def __post_init__(self) -> None:
        self._check_switches()
        if not self._whole(self.start_chips, 3) or self.start_chips % 3:
            raise CardlibError(
                f"start_chips={self.start_chips!r} is not allowed: every player starts with the same multiple "
                f"of 3 chips, 3 or more (12 to 21 recommended; rules §1.2, §5.1)")
        for name, section in (("ante", "§2.1"), ("dummy_price", "§2.4"), ("loo_penalty", "§2.7")):
            value = getattr(self, name)
            if not self._whole(value, 0):
                raise CardlibError(f"{name}={value!r} is not allowed: use a whole number of chips, 0 or more "
                                   f"(3 in the house rules; rules {section})")
        if not self._whole(self.loo_cap, 0):
            raise CardlibError(f"loo_cap={self.loo_cap!r} is not allowed: use a whole number of chips, "
                               f"0 for no cap (rules §5.2 V4)")
        if self.loo_cap and not self.unlimited_loo:
            raise CardlibError(f"loo_cap={self.loo_cap!r} needs unlimited_loo=True: the cap limits a loo "
                               f"equal to the pot (mixed loo, rules §5.2 V4)")
        if not self._whole(self.max_deals_per_round, 0):
            raise CardlibError(f"max_deals_per_round={self.max_deals_per_round!r} is not allowed: use a whole "
                               f"number, 0 for no limit (rules §6 L-A11)")
        if self.ante == 0:
            # Only an ante or a loo can be owed, and only a payment nobody can make ends the game (§4).
            # With no ante every round starts with an empty pot: a player who plays can only lose, so
            # everyone passes, the dealer takes nothing and the empty round starts again, for ever.
            raise CardlibError(
                "ante=0 is not allowed: every round would start with an empty pot, so nobody has anything "
                "to play for, everyone passes, the dealer takes an empty pot and the game never ends "
                "(rules §2.1, §2.4, §4); make the ante 1 chip or more")
        if self.ante > self.start_chips:
            who = "the first dealer" if self.dealer_stakes else "nobody"
            raise CardlibError(
                f"ante={self.ante} is more than the {self.start_chips} chips each player starts with: "
                f"{who} could pay the first ante, and the game would end before its first deal "
                f"(rules §2.1, §4); make the ante {self.start_chips} or less")
        if self.free_dummy and self.dummy_price != DUMMY_PRICE:
            raise CardlibError(
                f"dummy_price={self.dummy_price} means nothing with free_dummy=True: the free miss costs "
                f"nothing (rules §5.2 V2); leave dummy_price at {DUMMY_PRICE} or turn free_dummy off")
        if self.unlimited_loo and self.loo_penalty != LOO_PENALTY:
            raise CardlibError(
                f"loo_penalty={self.loo_penalty} means nothing with unlimited_loo=True: a player looed pays "
                f"the whole pot of the deal (rules §5.2 V4); cap it with loo_cap, leave loo_penalty at "
                f"{LOO_PENALTY}, or turn unlimited_loo off")

    @property
    def price(self) -> int:
        """What buying the dummy costs under these rules (0 with the free dummy of V2)."""
        return 0 if self.free_dummy else self.dummy_price

    @property
    def house(self) -> bool:
        """True when every switch of standard Loo is off and the stakes are the source's."""
        return self == dataclasses.replace(DEFAULT_RULES, start_chips=self.start_chips,
                                           max_deals_per_round=self.max_deals_per_round)

    def changes(self) -> list[str]:
        """What these rules change from the house rules, one line per switch that is on."""
        lines = []
        for name, words in VARIANT_WORDS.items():
            if getattr(self, name) != getattr(DEFAULT_RULES, name):
                lines.append(words)
        return lines


VARIANT_WORDS = {
    "dealer_stakes": "V1 stake: only the dealer stakes, 3 for every deal",
    "free_dummy": "V2 free miss: the dummy costs nothing",
    "dealer_may_pass": "V3: the dealer may pass when two or more others play, or when the one other took the dummy",
    "unlimited_loo": "V4 unlimited loo: a player looed pays the whole pot of the deal",
    "head_the_trick": "V5: head the trick, overtrump, and lead the top trump or one of two trumps",
    "club_law": "V6 club law: when a club is turned, nobody may pass",
}

DEFAULT_RULES = Rules()
STANDARD = Rules(free_dummy=True, dealer_may_pass=True, unlimited_loo=True, head_the_trick=True, club_law=True)
"""Standard three-card Loo as this book plays it: V2 to V6 of §5.2 switched on."""

INFO = GameInfo("loo", "Three-card Loo", (3, 4, 5, 6, 7), Direction.CLOCKWISE, FRENCH_52, 3,
                starts="the player on the dealer's left")
"""Three-card Loo in brief (rules §1): 3 to 7 players, the 52-card pack, three cards each and a dummy."""
