"""The rules of Black Maria as one frozen, validated ``Rules`` record (rules/black_maria.md).

The defaults are the basic rules of the Japanese source text ("ルール紹介84: ブラックマリア",
after Hubert Phillips): hearts 1, ♠A 7, ♠K 10, ♠Q 13; three cards passed to the right;
any card may lead; the game ends when someone reaches 100 (§4, B-A1). Each of the
source's notes 1 to 5 and each labelled standard variant of §5.2 is a named field:

* ``scoring``: ``"standard"`` (basic rules, 43 a deal), ``"hearts_and_queen"`` (note 1:
  hearts 1 and ♠Q 13, 26 a deal; also the American "Black Lady" of §5.2) or
  ``"graded_hearts"`` (note 2: ♥A 5, ♥K 4, ♥Q 3, ♥J 2, other hearts 1, ♠Q 13; 36 a deal).
* ``pass_left``: pass to the left-hand neighbour instead of the right (note 3a), for the
  whole game (B-A10).
* ``pass_restriction``: note 3b's three escalating options: ``"none"`` (basic rules),
  ``"queen"`` (i: ♠Q may not be passed), ``"queen_ace_king"`` (ii: nor ♠A, ♠K) or
  ``"queen_ace_king_hearts"`` (iii: nor any heart). A hand with fewer than three cards it
  may pass passes them all and completes the three with restricted cards (B-A4).
* ``no_heart_lead_early``: hearts may not be led to tricks 1 and 2 (note 4), unless the
  leader holds only hearts (B-A5).
* ``taking_everything``: a player who takes every penalty card of a deal scores minus the
  deal's total and the others 0 (note 5; B-A6 with notes 1 and 2; B-A9 tricks do not matter).
* ``six_all_twos``: six players remove all four 2s instead of ♣2 ♦2 ♠2 ♣3 (§5.2 [STD]);
  ♥2 goes, so a deal holds 42 points. Only for six players: ``new_game`` refuses it for others.
* ``hearts_broken``: hearts may not be led until a heart has been played to an earlier
  trick in any way (thrown, or led by a player who held only hearts), unless the leader holds
  only hearts (§5.2 [STD], the American convention).
* ``threshold_loses``: the player who reaches the threshold is named the loser; the lowest
  total still wins (§5.2 [STD]); only with ``end_mode="threshold"``.
* ``end_mode``: ``"threshold"`` (default: the game ends after the deal in which someone
  reaches ``threshold``, 100) or ``"deals"`` (after ``num_deals`` deals; ``threshold`` then
  stays at 100, as it means nothing) (§4, B-A1).

>>> Rules().scoring, Rules().threshold, Rules().end_mode
('standard', 100, 'threshold')
>>> Rules(scoring="graded_hearts").deal_total(4)
36
>>> Rules(scoring="hearts")
Traceback (most recent call last):
...
cardlib.errors.CardlibError: scoring='hearts' is not allowed; use one of 'standard', 'hearts_and_queen' (note 1), 'graded_hearts' (note 2) (rules §1.4, §5.1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..errors import CardlibError
from ..game import Direction, GameInfo, RulesBase
from .core import PLAYERS, deck, pack, penalty

__all__ = ["INFO", "Rules", "DEFAULT_RULES", "SCORINGS", "PASS_RESTRICTIONS", "END_MODES"]

SCORINGS = {"standard": "basic rules", "hearts_and_queen": "note 1", "graded_hearts": "note 2"}
PASS_RESTRICTIONS = {
    "none": "basic rules: any three cards",
    "queen": "note 3b (i): Q♠ may not be passed",
    "queen_ace_king": "note 3b (ii): Q♠, A♠ and K♠ may not be passed",
    "queen_ace_king_hearts": "note 3b (iii): Q♠, A♠, K♠ and every heart may not be passed",
}
END_MODES = ("threshold", "deals")
THRESHOLD = 100                  # the total that ends the game by default (rules §4)


@dataclass(frozen=True)
class Rules(RulesBase):
    """One set of Black Maria rules; the defaults are the basic rules of the Japanese source text."""

    GAME: ClassVar[str] = "Black Maria"
    SECTION: ClassVar[str] = "rules §5"

    scoring: str = "standard"
    pass_left: bool = False
    pass_restriction: str = "none"
    no_heart_lead_early: bool = False
    taking_everything: bool = False
    six_all_twos: bool = False
    hearts_broken: bool = False
    threshold_loses: bool = False
    end_mode: str = "threshold"
    threshold: int = 100
    num_deals: int | None = None

    def __post_init__(self) -> None:
        self._check_switches()
        if self.scoring not in SCORINGS:
            allowed = ", ".join(f"{k!r} ({v})" if k != "standard" else repr(k) for k, v in SCORINGS.items())
            raise CardlibError(f"scoring={self.scoring!r} is not allowed; use one of {allowed} (rules §1.4, §5.1)")
        if self.pass_restriction not in PASS_RESTRICTIONS:
            raise CardlibError(f"pass_restriction={self.pass_restriction!r} is not allowed; use one of "
                               f"{', '.join(map(repr, PASS_RESTRICTIONS))} (rules §5.1 note 3b)")
        if self.end_mode not in END_MODES:
            raise CardlibError(f"end_mode={self.end_mode!r} is not allowed; use 'threshold' (play until "
                               f"someone reaches a total) or 'deals' (a fixed number of deals) (rules §4)")
        if not self._whole(self.threshold, 1):
            raise CardlibError(f"threshold={self.threshold!r} is not allowed; use a whole number of penalty "
                               f"points 1 or more, such as 100 (rules §4)")
        if self.end_mode == "deals":
            if not self._whole(self.num_deals, 1):
                raise CardlibError(f"num_deals={self.num_deals!r} is not allowed with end_mode='deals'; use a "
                                   f"whole number of deals 1 or more, best a multiple of the players (rules §4)")
            if self.threshold != THRESHOLD:
                raise CardlibError(f"threshold={self.threshold!r} needs end_mode='threshold'; a game of "
                                   f"{self.num_deals} deals ends after its deals, whatever the totals (rules §4)")
        elif self.num_deals is not None:
            raise CardlibError(f"num_deals={self.num_deals!r} needs end_mode='deals'; the game now ends at "
                               f"threshold={self.threshold} (rules §4)")
        if self.threshold_loses and self.end_mode != "threshold":
            raise CardlibError(f"threshold_loses=True needs end_mode='threshold': it names the player who reaches "
                               f"the threshold, and a game of {self.num_deals} deals has none (rules §5.2)")

    @property
    def restricted(self) -> frozenset:
        """The cards that may not be passed (note 3b), as ``(rank, suit letter)`` pairs."""
        spades = {"queen": ("Q",), "queen_ace_king": ("Q", "A", "K"),
                  "queen_ace_king_hearts": ("Q", "A", "K")}.get(self.pass_restriction, ())
        pairs = {(r, "S") for r in spades}
        if self.pass_restriction == "queen_ace_king_hearts":
            pairs |= {(r, "H") for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")}
        return frozenset(pairs)

    def deal_total(self, players: int) -> int:
        """Penalty points in one deal for ``players`` under these rules (§1.4, note 1, note 2, §5.2)."""
        return penalty(deck(players, six_all_twos=self.six_all_twos), self.scoring)


DEFAULT_RULES = Rules()

INFO = GameInfo("black_maria", "Black Maria", tuple(PLAYERS), Direction.CLOCKWISE, pack, None,
                starts="the player on the dealer's left")
"""Black Maria in brief (rules §1): 3 to 7 players, the whole pack dealt, low cards removed to share it evenly."""
