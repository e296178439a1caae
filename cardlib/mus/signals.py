"""Partners' signals (señas), rules/mus.md §4 and A16: agreed, truthful facial signs.

Signals are a private channel between partners, not moves of the game, so they are
not actions of the play protocol: :func:`signals` lists the common signs a hand
may truthfully show, and :func:`allowed` says whether signalling is allowed in a
deal (not in a game's first deal under the ``no_signals_first_deal`` variant, §5.1).

>>> [s.gesture for s in signals("Ro 3c Ao 5b")]
['biting the lower lip']
>>> [s.meaning for s in signals("Ro Rc Re 5o")]
['medias (three of a kind)']
>>> [s.name for s in signals("Ro Rc 7o 4o")]
['two kings', 'juego of 31']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

from .evaluate import juego_points, pares_kind
from .rules import Rules, as_hand, as_rules, effective_rank

__all__ = ["Signal", "SIGNALS", "signals", "allowed"]


@dataclass(frozen=True)
class Signal:
    """One common sign: its name, the gesture, and what it truthfully means."""

    name: str
    gesture: str
    meaning: str

    def __str__(self) -> str:
        return f"{self.gesture}: {self.meaning}"


def _count(hand, rules: Rules, rank: int) -> int:
    return Counter(effective_rank(c, rules) for c in hand)[rank]


def _top(rules: Rules) -> int:
    return 10 if rules.four_kings else 8


# The source's list (§4). Hand signals (want mus / no mus) are about intentions, so an
# engine cannot check them; they are listed for the book but never offered by signals().
SIGNALS: tuple[tuple[Signal, Callable | None], ...] = (
    (Signal("mus", "pursed lips, as if saying 'mus'", "I want to exchange"), None),
    (Signal("no mus", "head tilted to the right", "I do not want to exchange"), None),
    (Signal("bad hand", "both eyes closed", "my cards are bad"), None),
    (Signal("two kings", "biting the lower lip", "two kings (3s count)"),
     lambda h, r: _count(h, r, _top(r)) == 2),
    (Signal("two aces", "showing the tip of the tongue", "two aces (2s count)"),
     lambda h, r: _count(h, r, 1) == 2),
    (Signal("medias", "mouth twisted to one side", "medias (three of a kind)"),
     lambda h, r: pares_kind(h, r) == "medias"),
    (Signal("duples", "both eyebrows raised", "duples (two pairs)"),
     lambda h, r: pares_kind(h, r) == "duples"),
    (Signal("juego of 31", "a wink", "juego of 31"), lambda h, r: juego_points(h, r) == 31),
    (Signal("punto of 30", "one shoulder shrugged", "punto of 30"), lambda h, r: juego_points(h, r) == 30),
)


def signals(hand, rules: "Rules | None" = None) -> tuple[Signal, ...]:
    """The hand-describing signs that ``hand`` may truthfully show (signals must be true, §4)."""
    rules = as_rules(rules)
    hand = as_hand(hand)
    return tuple(sign for sign, holds in SIGNALS if holds is not None and holds(hand, rules))


def allowed(rules: "Rules | None", deal_number: int) -> bool:
    """Whether partners may signal in deal ``deal_number`` (1 = the game's first deal).

    >>> allowed(Rules(no_signals_first_deal=True), 1), allowed(Rules(no_signals_first_deal=True), 2)
    (False, True)
    """
    return not (as_rules(rules).no_signals_first_deal and deal_number == 1)
