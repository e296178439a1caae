"""The one play protocol the four games share.

A game is a chain of immutable states. ``state.legal_actions()`` lists what the
seat ``state.to_act`` may do, ``state.apply(action)`` returns the next state and
leaves the old one untouched, and ``state.history`` records every action, so a
game can be replayed from ``new_game(seed=...)`` and its history.

Each game defines its state as a frozen dataclass that inherits from
:class:`GameState` and implements ``_legal()``, ``_apply()`` and optionally
``why_illegal()`` (the plain-words reason a learner sees). ``apply`` always
checks first (pokerkit's verify/can/do split): ``check`` raises with the reason,
``can`` answers yes or no.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Iterable, NamedTuple

import numpy as np

from .cards import make_rng
from .errors import IllegalActionError

__all__ = ["Direction", "Action", "GameState", "Decision", "RandomBot", "random_playout", "replay", "TableView",
           "seats_from"]


class Direction(Enum):
    """Which way play goes round the table, seen from above."""

    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter-clockwise"

    @property
    def next_is(self) -> str:
        """Where the next player sits, from a player's own point of view."""
        return "to the left" if self is Direction.CLOCKWISE else "to the right"


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: small frozen records with a readable ``str``."""

    def __str__(self) -> str:  # pragma: no cover - every action overrides it
        return type(self).__name__.lower()


class GameState:
    """Mixin for a game's frozen-dataclass state; see the module docstring for the protocol."""

    # Subclasses are frozen dataclasses with at least these fields.
    history: tuple

    @property
    def to_act(self) -> int | None:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    @property
    def scores(self) -> tuple[int, ...]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _legal(self) -> Iterable[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, action: Action) -> "GameState":  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Every action the seat ``to_act`` may take now (empty once the game is over)."""
        if self.is_over:
            return []
        return list(self._legal())

    def why_illegal(self, action: object) -> str:
        """The reason ``action`` is not allowed now, in words a newcomer understands."""
        if self.is_over:
            return f"cannot {action}: the game is over"
        allowed = ", ".join(str(a) for a in self.legal_actions())
        return f"cannot {action} now; allowed: {allowed}"

    def can(self, action: object) -> bool:
        """True if ``action`` is legal now."""
        return not self.is_over and action in self.legal_actions()

    def check(self, action: object) -> None:
        """Raise :class:`~cardlib.errors.IllegalActionError` with the reason if ``action`` is not legal now."""
        if not self.can(action):
            raise IllegalActionError(self.why_illegal(action))

    def apply(self, action: Action) -> "GameState":
        """The state after ``action``; this state is left unchanged."""
        self.check(action)
        after = self._apply(action)
        return dataclasses.replace(after, history=self.history + (action,))


class Decision(NamedTuple):
    """What a bot chose, and its one-line reason."""

    action: Action
    reason: str


class RandomBot:
    """Plays a uniformly random legal action; the baseline every game can use."""

    def __init__(self, seed: "int | np.random.Generator | None" = None) -> None:
        self._rng = make_rng(seed)

    def choose(self, state: GameState) -> Decision:
        actions = state.legal_actions()
        action = actions[int(self._rng.integers(len(actions)))]
        return Decision(action, f"picked {action} at random from {len(actions)} legal actions")


def random_playout(state: GameState, seed: "int | np.random.Generator | None" = None, *,
                   max_steps: int = 1_000_000,
                   on_step: Callable[[GameState, Action], None] | None = None) -> GameState:
    """Play random legal actions from ``state`` until the game is over; return the last state."""
    bot = RandomBot(seed)
    for _ in range(max_steps):
        if state.is_over:
            return state
        action = bot.choose(state).action
        if on_step is not None:
            on_step(state, action)
        state = state.apply(action)
    raise RuntimeError(f"the game did not end within {max_steps} actions")


def replay(start: GameState, history: Iterable[Action]) -> GameState:
    """Apply ``history`` to ``start`` one action at a time."""
    state = start
    for action in history:
        state = state.apply(action)
    return state


def seats_from(first: int, players: int) -> tuple[int, ...]:
    """The seats in playing order starting at ``first``.

    >>> seats_from(2, 4)
    (2, 3, 0, 1)
    """
    return tuple((first + i) % players for i in range(players))


@dataclass(frozen=True)
class TableView:
    """What one seat may see of a game at this moment: the picture's content, not its drawing.

    Games give it from ``state.table(viewer)``; the play widget draws it on the live canvas,
    and the static book draws the same view as SVG with ``svg()``.
    """

    hands: tuple                     # one Cards per seat
    direction: Direction
    labels: tuple[str, ...]
    face_down: frozenset = frozenset()   # seats whose cards show their backs
    centre: tuple = ()                   # (seat, card) pairs of the trick in play
    dealer: int | None = None
    to_act: int | None = None
    status: tuple[str, ...] = ()         # short lines: the phase, trumps, the score
    highlight: frozenset = frozenset()   # cards to outline (say, the playable ones)

    def __repr__(self) -> str:
        # The default repr prints frozensets, whose order changes from run to run.
        return (f"TableView({len(self.hands)} seats, {self.direction.value}, to_act={self.to_act}, "
                f"dealer={self.dealer}, face_down={sorted(self.face_down)})")

    def options(self) -> dict:
        """Keyword options for :func:`cardlib.render.svg.table` and ``canvas.draw_table``."""
        return dict(direction=self.direction.value, labels=list(self.labels),
                    face_down=set(self.face_down), centre=list(self.centre), dealer=self.dealer,
                    to_act=self.to_act, highlight=set(self.highlight))

    def svg(self, **extra) -> str:
        from .render import svg
        return svg.table(list(self.hands), **{**self.options(), **extra})

    def _repr_html_(self) -> str:
        status = "".join(f"<div>{line}</div>" for line in map(_escape, self.status))
        return f'<div class="cardlib-tableview">{self.svg()}{status}</div>'


def _escape(text: str) -> str:
    import html
    return html.escape(text)
