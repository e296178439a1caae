"""An expert level for every game: determinised playouts over the hidden cards.

For the seat to act, the expert samples *worlds*: the cards it cannot see dealt again at
random, consistently with what it knows (its own hand, the cards played, the suits a seat
has shown it lacks, the cards it passed...). In every world it tries each choice and plays
the deal out with a playout policy (the game's own bot, in numpy batches where the game has
a fast path), and scores the outcome in the game's own units, higher better for the seat
(Black Maria: minus its penalty points). Every choice meets the same worlds (common random
numbers), so differences between choices are sharp even when the worlds differ a lot.
The mean over the worlds, with a 95% margin of error (1.96 standard errors), is the choice's
value; the expert picks the best.

A game plugs in with a :class:`Model`: which choices to weigh, how to sample worlds, how to
score a choice in a batch of worlds, and how to say why in plain words. :class:`Expert`
does the rest, once for every game:

>>> from cardlib.black_maria import new_game
>>> from cardlib.black_maria.expert import expert
>>> bot = expert(budget=None, samples=64, seed=1)
>>> state = new_game(4, seed=3)
>>> decision = bot.choose(state)
>>> decision.reason.startswith(str(decision.action))
True
>>> bot.values(state)[0] == expert(budget=None, samples=64, seed=1).values(state)[0]    # same seed, same values
True

The sampling stops at a time budget (``budget`` seconds a decision, 1 by default) or after
``samples`` worlds, whichever comes first; ``budget=None`` with a number of samples makes
the values the same on every machine, as tests and reproducible reviews need. Under a time
budget alone the expert also stops as soon as the choice is settled (:func:`settled`): when
every other choice is clearly worse than the leader or surely within the model's
``resolution`` of it, more worlds would not change what it does.

The time budget is hard: a decision ends within about its budget however busy the machine.
The first batch is small (4 worlds), the model is called on a few choices at a time (as many as
take a tenth of the budget at the pace last measured), no call starts that would end past the
budget, and a model's own long loops read the clock (:func:`check_clock`); a batch the time
cuts short is dropped, and a decision that finished no batch answers with the current bot's
choice, its reason saying so. ``bench/expert.py`` prints each game's worst decision against
its budget.
"""

from __future__ import annotations

import contextvars
import dataclasses
import time
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from .batch import deal_seats  # noqa: F401  (the unseen cards dealt again: the batch kit's, named here too)
from .errors import CardlibError
from .game import Action, Decision, GameState, Voice, choosing, play_out

__all__ = ["Value", "Model", "ProtocolModel", "Expert", "Weighing", "Answer", "Puzzle", "margin", "settled", "check_clock",
           "Z95"]

Z95 = 1.96                                  # a 95% interval is the mean ± 1.96 standard errors

# How the expert's values were found, in a player's words (a review's reasons say it, never "playouts").
PLAYED_OUT = "playing the rest of the deal many times over, the hidden cards dealt at random each time"


# a timed decision's clock: [the playouts' deadline, the budget's end, the last check's time]
_DEADLINE: contextvars.ContextVar[list | None] = contextvars.ContextVar("expert_deadline", default=None)


class _OutOfTime(Exception):
    """The decision's time is up in the middle of a batch (caught by :class:`Expert`)."""


def check_clock(expect: float | None = None) -> None:
    """Inside a model's long loops (a playout per world, say): stop the batch at once when the
    decision's time for playouts is spent, or when one more step as long as the last would end past
    the budget (``expect``: the seconds the next step is known to take, if the model measured
    it; else as long as the last) (the expert then drops the unfinished batch). Does nothing
    outside a timed decision, so fixed-sample values stay the same.

    >>> check_clock() is None
    True
    """
    clock = _DEADLINE.get()
    if clock is None:
        return
    now = time.perf_counter()
    deadline, end, last = clock
    # past the playouts' share of the budget, or another step as long as the last would end past it
    step = expect if expect is not None else (0.0 if last is None else now - last)
    if now > deadline or now + step > end:
        raise _OutOfTime
    clock[2] = now


def margin(values: np.ndarray) -> float:
    """The 95% margin of error of the mean of ``values``: 1.96 standard errors (0 for one value).

    >>> round(margin(np.array([0.0, 2.0, 0.0, 2.0])), 3)
    1.132
    """
    values = np.asarray(values, dtype=np.float64)
    if len(values) < 2:
        return 0.0
    return float(Z95 * values.std(ddof=1) / np.sqrt(len(values)))


@dataclass(frozen=True)
class Value:
    """One choice's value: the ``mean`` outcome in the game's units (higher is better for the
    seat), its 95% ``margin`` of error, over ``samples`` worlds."""

    action: Action
    mean: float
    margin: float
    samples: int

    def __iter__(self):                     # unpacks as (action, mean, margin)
        return iter((self.action, self.mean, self.margin))


class Model:
    """What a game tells the expert. Subclasses define:

    * ``candidates(state)``: the choices worth weighing (by default every legal action);
    * ``worlds(state, seat, rng, n)``: ``n`` sampled worlds, in whatever form ``outcomes`` reads;
    * ``outcomes(state, seat, worlds, actions)``: an array (actions, worlds) of outcomes in the
      game's units, higher better for ``seat``: each action played in each world;
    * ``bot_choice(state, voice)``: the current bot's decision, which the expert keeps unless another
      choice is clearly better (``None``: no such bot), its reason in ``voice`` (:class:`~cardlib.game.Voice`);
    * ``reason(state, best, values, decision, voice)``: the plain-words reason for ``best`` (``values``
      every candidate's :class:`Value`, best first; ``decision`` the current bot's own choice, worded
      in ``voice``: "it" at the table, "you" in a review);
    * ``numbers(values)``: the numbers after the reason, each value as :meth:`amount` writes it:
      in ``unit`` (``expected``, the words after "expected", if other), times ``sign`` (Black
      Maria's values are minus penalty points), with a plus sign if ``signed``, ``digits`` places;

    and ``rows``, how many playouts (worlds times choices) one batch holds (``batch(state)``
    where that depends on the position), and ``resolution``, the smallest difference between
    two choices worth telling apart, in the game's units: under a time budget the expert stops
    sampling once every choice is either clearly worse than the leader or within
    ``resolution`` of it for sure (see :func:`settled`).
    """

    unit: str = "points"
    expected: str | None = None
    sign: int = 1
    signed: bool = False
    digits: int = 2
    rows: int = 256                      # worlds times actions in one batch of playouts
    resolution: float = 0.1              # a difference smaller than this between choices does not matter

    def candidates(self, state: GameState) -> list[Action]:
        return list(state.legal_actions())

    def batch(self, state: GameState) -> int:
        return self.rows

    def worlds(self, state: GameState, seat: int, rng: np.random.Generator, n: int):  # pragma: no cover
        raise NotImplementedError

    def outcomes(self, state: GameState, seat: int, worlds, actions: Sequence[Action]
                 ) -> np.ndarray:  # pragma: no cover
        raise NotImplementedError

    def bot_choice(self, state: GameState, voice: Voice = Voice.IT) -> Decision | None:
        return None

    def label(self, action: Action) -> str:
        return str(action)

    def reason(self, state: GameState, best: Value, values: Sequence[Value], decision: Decision | None,
               voice: Voice = Voice.IT) -> str:
        if decision is not None and decision.action == best.action:
            return decision.reason.split(": ", 1)[-1] + f"; {PLAYED_OUT}, no other choice did clearly better"
        if decision is not None:
            theirs = next(v for v in values if v.action == decision.action)
            gain = best.mean - theirs.mean
            # a gap the figures do not show is no gap: "as good as", not "0.0 chips a deal better than"
            lead = "as good as" if round(gain, self.digits) <= 0 else self.gain(gain, voice)
            return f"{lead} {choosing(self.said(decision.action))}, what the table's bots and Hint would choose"
        second = values[1]
        return f"better than {choosing(self.said(second.action))} by {best.mean - second.mean:.2f} {self.unit} on average"

    def said(self, action: Action) -> str:
        """The action as a sentence names it: in English, a game's own word in italics after it
        (its ``english``, as Mus's ``pass (*paso*)``), else its ``label``."""
        return getattr(action, "english", None) or self.label(action)

    def gain(self, gain: float, voice: Voice) -> str:
        """How much better the best choice does, before the choice it beats: ``"0.4 chips a deal better than"``."""
        return f"{gain:.{self.digits}f} {self.unit} a deal better than"

    def amount(self, value: Value) -> str:
        """One value as the reader counts it, and its 95% margin: ``-6.7 ± 0.5``."""
        return (f"{self.sign * value.mean:{'+' if self.signed else ''}.{self.digits}f} "
                f"± {value.margin:.{self.digits}f}")

    def numbers(self, values: Sequence[Value]) -> str:
        best = values[0]
        rest = ", ".join(f"{self.label(v.action)} {self.amount(v)}" for v in values[1:6])
        more = f", {len(values) - 6} more" if len(values) > 6 else ""
        return (f"expected {self.expected or self.unit} {self.amount(best)} over {best.samples} deals"
                + (f" ({rest}{more})" if rest else ""))


class ProtocolModel(Model):
    """A model whose worlds are whole game states, played out through the play protocol: the
    plain way, for a game without a batched playout of its own. Subclasses define
    ``determinise(state, seat, rng)``, ``policy(seed)`` (the bot that plays every seat in a
    playout), ``deal_over(start, state)`` and ``outcome(start, end, seat)``.
    """

    rows = 16

    def determinise(self, state: GameState, seat: int, rng: np.random.Generator) -> GameState:  # pragma: no cover
        raise NotImplementedError

    def policy(self, seed: int):  # pragma: no cover
        raise NotImplementedError

    def deal_over(self, start: GameState, state: GameState) -> bool:  # pragma: no cover
        raise NotImplementedError

    def outcome(self, start: GameState, end: GameState, seat: int) -> float:  # pragma: no cover
        raise NotImplementedError

    def worlds(self, state: GameState, seat: int, rng: np.random.Generator, n: int) -> list:
        return [(self.determinise(state, seat, rng), int(rng.integers(2 ** 31))) for _ in range(n)]

    def outcomes(self, state: GameState, seat: int, worlds, actions: Sequence[Action]) -> np.ndarray:
        out = np.empty((len(actions), len(worlds)))
        for j, (world, seed) in enumerate(worlds):
            for i, action in enumerate(actions):
                check_clock()
                end = play_out(world.apply(action), self.policy(seed),
                               stop=lambda s: check_clock() or self.deal_over(state, s))
                out[i, j] = self.outcome(state, end, seat)
        return out


class Expert:
    """A bot that weighs every choice by determinised playouts (see the module's words).

    ``budget`` is the most seconds a decision may take (``None``: no limit), ``samples`` the
    most worlds (``None``: as many as the budget allows); one of them must be set. The random
    generator of a decision is seeded from ``seed`` and the length of the game's history, so a
    position gets the same values whatever was asked before it.

    The best mean wins, except that the current bot's choice is kept when the best does not
    beat it clearly: when their difference, world by world, is inside its 95% margin. Picking
    the top of many noisy means would otherwise often pick noise.
    """

    def __init__(self, model: Model, *, budget: float | None = 1.0, samples: int | None = None,
                 seed: int = 0) -> None:
        if budget is None and samples is None:
            raise CardlibError("the expert needs a time budget (seconds a decision) or a number of samples")
        if budget is not None and not budget > 0:
            raise CardlibError(f"the time budget is a number of seconds above 0, not {budget!r}")
        if samples is not None and (not isinstance(samples, int) or samples < 2):
            raise CardlibError(f"the number of samples is a whole number 2 or more, not {samples!r}")
        self.model, self.budget, self.samples, self.seed = model, budget, samples, int(seed)

    def _rng(self, state: GameState) -> np.random.Generator:
        return np.random.default_rng([self.seed, len(state.history)])

    def _outcomes(self, state: GameState, actions: Sequence[Action], began: float | None = None) -> np.ndarray:
        """Outcomes (actions, worlds) of ``actions`` in the worlds sampled for ``state``; under a
        time budget, possibly no world at all (shape (actions, 0)) when the time ran out first."""
        seat = state.to_act
        if seat is None:
            raise CardlibError("the game is over; there is nothing to choose")
        if self.budget is not None:
            return self._timed(state, seat, actions, time.perf_counter() if began is None else began)
        rng = self._rng(state)
        parts, done = [], 0
        while done < self.samples:
            batch = max(8, self.model.batch(state) // len(actions))
            n = min(batch, self.samples - done)
            worlds = self.model.worlds(state, seat, rng, n)
            parts.append(np.asarray(self.model.outcomes(state, seat, worlds, actions), dtype=np.float64))
            done += n
        return np.concatenate(parts, axis=1)

    def _timed(self, state: GameState, seat: int, actions: Sequence[Action], start: float) -> np.ndarray:
        """The outcomes under the time budget, a hard one: the clock is read after the worlds are
        drawn, between calls of the model on a few actions at a time (as many as take about a tenth
        of the budget at the pace last measured; the first call, 4 playouts), before each call (none
        starts that would end past the budget at that pace), and inside the model's own loops
        (:func:`check_clock`); a batch the time cuts short is dropped. The first batch is
        the smallest (4 worlds); each next one doubles up to the model's batch, and none starts that
        would not end in time at the pace of the last."""
        rng = self._rng(state)
        deadline = start + _USED * self.budget
        token = _DEADLINE.set([deadline, start + self.budget, None])
        parts, done, n, pace = [], 0, _FIRST, 0.0            # pace: seconds a world in the last batch
        full = max(8, self.model.batch(state) // len(actions))
        pace_key = (type(self.model).__name__, str(getattr(state, "phase", "")))
        per_row = _PACE.get(pace_key)                          # seconds a playout (a row), as last measured
        end = start + self.budget                              # no call of the model predicted to end past it
        try:
            while self.samples is None or done < self.samples:
                if self.samples is not None:
                    n = min(n, self.samples - done)
                began = time.perf_counter()
                if began + n * pace * 1.2 > deadline:
                    break                                      # no batch past the budget at the last batch's pace
                worlds = self.model.worlds(state, seat, rng, n)
                check_clock()
                rows, i = [], 0
                while i < len(actions):
                    # a call of the model takes about a tenth of the budget (the first, a few playouts)
                    group = (max(1, _FIRST_ROWS // n) if per_row is None else
                             max(1, int(_CALL * self.budget / (per_row * n))))
                    group = min(group, len(actions) - i)
                    called = time.perf_counter()
                    if per_row is not None and called + per_row * n * group > end:
                        raise _OutOfTime                       # this call would end past the budget
                    rows.append(np.asarray(self.model.outcomes(state, seat, worlds, actions[i:i + group]),
                                           dtype=np.float64))
                    per_row = _PACE[pace_key] = (time.perf_counter() - called) / (n * group)
                    i += group
                    check_clock()
                parts.append(np.concatenate(rows, axis=0))
                done += n
                pace = (time.perf_counter() - began) / n
                if done >= _SETTLE_AFTER and len(actions) > 1:
                    so_far = np.concatenate(parts, axis=1)
                    parts = [so_far]
                    if settled(so_far, self.model.resolution):
                        break
                n = min(full, 2 * n)
        except _OutOfTime:
            pass                                               # the unfinished batch is dropped
        finally:
            _DEADLINE.reset(token)
        if not parts:
            return np.empty((len(actions), 0))
        return np.concatenate(parts, axis=1)

    def values(self, state: GameState, actions: Sequence[Action] | None = None) -> list[Value]:
        """Every candidate's (or every action of ``actions``'s) :class:`Value`, best first
        (ties keep the candidates' order)."""
        actions = list(self.model.candidates(state) if actions is None else actions)
        return _ranked(actions, self._weighed(state, self._outcomes(state, actions)))

    def weigh(self, state: GameState, also: Sequence[Action] = ()) -> Weighing:
        """Every candidate weighed in the same worlds, with the current bot's choice and the
        actions of ``also`` among them (a choice to judge, say): see :class:`Weighing`."""
        weighing = self._weigh(state, also)
        if isinstance(weighing, Decision):
            self._weighed(state, np.empty((0, 0)))               # refused: no world was weighed in time
        return weighing

    def _weigh(self, state: GameState, also: Sequence[Action] = ()) -> "Weighing | Decision":
        """:meth:`weigh`, or the current bot's decision when the time budget ran out before a
        single batch of worlds was weighed."""
        actions = list(self.model.candidates(state))
        began = time.perf_counter()
        decision = self.model.bot_choice(state)
        for action in ([decision.action] if decision is not None else []) + list(also):
            if action not in actions:
                actions.append(action)
        outcomes = self._outcomes(state, actions, began)
        if not outcomes.shape[1]:
            return decision if decision is not None else Decision(actions[0], f"{actions[0]}: the first choice")
        values = _ranked(actions, outcomes)
        weighing = Weighing(tuple(actions), outcomes, tuple(values), decision)
        best = values[0]
        if decision is not None and best.action != decision.action:
            gain, error = weighing.gain(best.action, decision.action)
            if gain <= error:
                values.insert(0, values.pop(next(i for i, v in enumerate(values) if v.action == decision.action)))
                weighing = dataclasses.replace(weighing, values=tuple(values))
        return weighing

    def _weighed(self, state: GameState, outcomes: np.ndarray) -> np.ndarray:
        if not outcomes.shape[1]:
            raise CardlibError(f"the time budget of {self.budget:g} s a decision ran out before a single batch of "
                               "worlds was weighed; give a larger budget or a number of samples")
        return outcomes

    def choose(self, state: GameState) -> Decision:
        """The best choice, with the reason in plain words first and the numbers after. Under a
        time budget the decision ends in time: when the time runs out before a single batch of
        worlds is weighed, it is the current bot's choice (its reason says so)."""
        legal = state.legal_actions() if state.to_act is not None else []
        if len(legal) == 1:
            return Decision(legal[0], f"{legal[0]}: its only choice")
        weighing = self._weigh(state)
        if isinstance(weighing, Decision):
            why = weighing.reason.split(": ", 1)[-1]
            return Decision(weighing.action, f"{weighing.action}: {why} (the simple bot's choice: no time was left "
                                             "to play the choices out)")
        best = weighing.values[0]
        why = self.model.reason(state, best, list(weighing.values), weighing.decision)
        return Decision(best.action, f"{best.action}: {why}; {self.model.numbers(list(weighing.values))}")


@dataclass(frozen=True)
class Weighing:
    """The choices at a state weighed in the same worlds: ``actions`` and their ``outcomes``
    (actions, worlds), their ``values`` best first, and the current bot's ``decision`` (or
    ``None``). The best mean is first, except that the bot's choice is kept first when the best
    does not beat it clearly (their difference, world by world, inside its 95% margin): picking
    the top of many noisy means would otherwise often pick noise."""

    actions: tuple[Action, ...]
    outcomes: np.ndarray
    values: tuple[Value, ...]
    decision: Decision | None

    def gain(self, better: Action, worse: Action) -> tuple[float, float]:
        """How much ``better`` beats ``worse`` on average, world by world, and the 95% margin of that."""
        diff = self.outcomes[self.actions.index(better)] - self.outcomes[self.actions.index(worse)]
        return float(diff.mean()), margin(diff)


@dataclass(frozen=True)
class Answer:
    """A "what would you do?" position answered: the ``question`` in words, every choice's
    :class:`Value` best first with its ``label`` in words, in the game's ``unit``.

    >>> a = Answer("Which?", (Value("b", 1.0, 0.5, 40), Value("a", -0.25, 0.5, 40)), ("b", "a"), "points")
    >>> a.best, a.rows()[1]
    ('b', ('a', '-0.25', '± 0.50'))
    >>> print(a.words())
    The expert's choice: b, worth +1.00 ± 0.50 points on average over 40 sampled deals
    """

    question: str
    values: tuple[Value, ...]
    labels: tuple[str, ...]
    unit: str

    @property
    def best(self) -> str:
        """The expert's best choice, in words."""
        return self.labels[0]

    def rows(self) -> list[tuple[str, str, str]]:
        """Rows (choice, mean, 95% margin), best first, for a table."""
        return [(label, f"{v.mean:+.2f}", f"± {v.margin:.2f}") for label, v in zip(self.labels, self.values)]

    def words(self) -> str:
        """The answer in words, as a caption: the best choice and its value (the others are in :meth:`rows`)."""
        best = self.values[0]
        return (f"The expert's choice: {self.best}, worth {best.mean:+.2f} ± {best.margin:.2f} {self.unit} on average "
                f"over {best.samples} sampled deals")


@dataclass(frozen=True)
class Puzzle:
    """A decision from a real deal with the expert's value of every choice: ``values`` best first.
    A game's puzzle says the position in words (``lines``) and how one action reads (:meth:`label`)."""

    title: str
    state: GameState
    values: tuple                 # Value records, the expert's choice first

    @classmethod
    def weighed(cls, title: str, state: GameState, expert: "Expert") -> "Puzzle":
        """The puzzle of ``state`` as ``expert`` weighs it (the same worlds for every choice)."""
        return cls(title, state, tuple(expert.weigh(state).values))

    def label(self, action: Action) -> str:
        """How one choice reads."""
        return str(action)


_USED = 0.85                                # the share of the time budget the playouts may use (the rest: a
                                            # playout the clock stops in, the reason's words)
_FIRST = 4                                  # worlds in a timed decision's first batch
_FIRST_ROWS = 4                             # playouts in its first call of the model, the pace unknown
_PACE: dict = {}                            # (model, phase): seconds a playout as last measured on this machine
_CALL = 0.1                                 # the share of the budget one later call of the model may take
_SETTLE_AFTER = 128                         # worlds before the expert may stop early under a time budget


def settled(outcomes: np.ndarray, resolution: float) -> bool:
    """Whether more worlds could still change the choice in a way that matters: not when every
    other choice is clearly worse than the leader (the best mean), their difference world by world
    above its 95% margin, or surely within ``resolution`` of it (the margin itself below it).

    >>> rng = np.random.default_rng(0)
    >>> noise = rng.normal(size=(2, 200))
    >>> settled(noise + [[1.0], [0.0]], 0.1), settled(noise, 0.1), settled(noise * 0.01, 0.1)
    (True, False, True)
    """
    leader = int(outcomes.mean(axis=1).argmax())
    diffs = outcomes[leader] - np.delete(outcomes, leader, axis=0)
    means = diffs.mean(axis=1)
    margins = Z95 * diffs.std(axis=1, ddof=1) / np.sqrt(outcomes.shape[1])
    return bool(np.all((means > margins) | (margins < resolution)))


def _ranked(actions: Sequence[Action], outcomes: np.ndarray) -> list[Value]:
    values = [Value(a, float(row.mean()), margin(row), len(row)) for a, row in zip(actions, outcomes)]
    order = sorted(range(len(values)), key=lambda i: -values[i].mean)
    return [values[i] for i in order]
