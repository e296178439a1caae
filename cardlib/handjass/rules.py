"""The variants of Swiss Handjass as one frozen, validated ``Rules`` record.

One field is not a §5 variant but a source-versus-spec choice: ``overtrump_duty``. The
source's play rule 5 says that once a plain lead has been trumped a player "must play a
trump stronger than the trump played" (unless he holds only trumps), and that a player
void in the suit led may play anything *unless* that rule applies; the spec's H-A19
reads this as no duty to overtrump. We follow the source by default and keep the spec's
reading as ``overtrump_duty=False``.

The defaults are the source's rules (rules/handjass.md); every variant of §5 is a
named field. A bad value is refused with the value and what is allowed:

>>> Rules().target, Rules().potato_line
(7, 26)
>>> Rules(target=9, berner=True).berner
True
>>> Rules(potato_line=20)
Traceback (most recent call last):
...
cardlib.errors.CardlibError: potato_line=20 is not allowed; the potato line is 26 (the source's rule) or 21 (rules §5.2)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import CardlibError
from ..game import Direction, GameInfo, RulesBase
from ..cards import SWISS_36

__all__ = ["INFO", "Rules", "DEFAULT_RULES"]


@dataclass(frozen=True)
class Rules(RulesBase):
    """One set of Handjass rules; the defaults are the source's.

    * ``target``: net strokes that retire a player (7; 5 or 9 agreed, any 1-9 allowed, §4, §5.1, H-A12).
    * ``bessern_3p``: 3-player "Bessern" deal instead of the Blind (§5.1).
    * ``bessern_2p``: 2-player "Bessern" deal instead of Blind and store (§5.1).
    * ``potato_bonus``: the highest scorer gets +1 per potato (§5.1, H-A11).
    * ``twelve_cards``: 12-card hands with 2 or 3 players, no Blind (§5.1, H-A15).
    * ``berner``: strokes multiplied by the trump suit, ♥ 4, ♦ 3, ♣ 2, ♠ 1 (§5.1).
    * ``potato_line``: 26 (the source) or 21 (§5.2).
    * ``modern_weis``: the "big" Weis scale (§5.2).
    * ``overtrump_duty``: a player who cannot follow a plain lead that has been trumped must
      overtrump if he can (the source's play rule 5, the default); ``False`` is the spec's
      H-A19 reading (he may throw any plain card instead; only undertrumping is forbidden).
    """

    target: int = 7
    bessern_3p: bool = False
    bessern_2p: bool = False
    potato_bonus: bool = False
    twelve_cards: bool = False
    berner: bool = False
    potato_line: int = 26
    modern_weis: bool = False
    overtrump_duty: bool = True

    GAME = "Handjass"
    SECTION = "rules §5"

    def __post_init__(self) -> None:
        self._check_switches()
        if not self._whole(self.target, 1) or self.target > 9:
            raise CardlibError(
                f"target={self.target!r} is not allowed; play to a whole number of strokes from 1 to 9 "
                f"(7 by the source's rules, 5 or 9 agreed; rules §4, §5.1)")
        if not self._whole(self.potato_line, 0) or self.potato_line not in (26, 21):     # a whole number, as target
            raise CardlibError(
                f"potato_line={self.potato_line!r} is not allowed; the potato line is 26 (the source's rule) or 21 (rules §5.2)")
        if self.twelve_cards and (self.bessern_3p or self.bessern_2p):
            on = " and ".join(name + "=True" for name in ("bessern_3p", "bessern_2p") if getattr(self, name))
            raise CardlibError(
                f"twelve_cards=True cannot be played with the Bessern deal ({on}): the 12-card hands "
                f"are dealt with no Blind and no Bessern cards to exchange; choose one of the two (rules §5.1)")


DEFAULT_RULES = Rules()

INFO = GameInfo("handjass", "Swiss Handjass", (2, 3, 4), Direction.COUNTER_CLOCKWISE, SWISS_36, 9, batch=3,
                starts="the Vorhand, on the dealer's right")
"""Swiss Handjass in brief (rules §1): 2 to 4 players, the 36-card pack, nine cards each."""
