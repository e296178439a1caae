"""A review of a deal the reader played: each of his decisions beside the expert's best.

For every decision of the reader's seat in a deal (a pass, a declaration, a bid, a card; a
forced move, with one legal action, is skipped), the expert of :mod:`cardlib.expert` weighs
every choice at that state from the reader's point of view: its worlds deal again only the
cards he could not see, consistently with what he knew. The best choice is the one worth the
most on average; his own is marked by one rule per game (a :class:`Standard`), read from the
*gap*: the best choice's value less his, each as the review shows it (to 0.1, in the game's
units), so that the same gap always gets the same mark:

* **best**: no gap (his choice is the best, or shows the same value);
* **best within the margin**: a gap below the game's ``margin`` (half its threshold), which the
  sampled deals cannot tell from no difference;
* **fine**: a gap from the margin to below the game's ``threshold``;
* **mistake**: a gap of the threshold or more.

>>> black_maria = STANDARDS["black_maria"]
>>> [black_maria.mark(gap).value for gap in (0.0, 0.9, 1.0, 1.9, 2.0, 13.0)]
['best', 'best within the margin', 'fine', 'fine', 'mistake', 'mistake']

The best choice shown beside his is never worth less than his: where his shows the best value,
it is his own. The line under the review states the rule (:attr:`Standard.rule`).

The *accuracy* of a deal is the share of the reviewed decisions not marked a mistake; the
*loss* is what the reader's choices cost in all against the best, in the game's units (the
sum of the gaps).

Each decision is weighed in a fixed number of worlds drawn from a generator seeded from the
reviewer's seed and the position, so the same deal gets the same review on every machine.

>>> from cardlib.black_maria import BlackMariaBot, new_game
>>> from cardlib.game import play_out
>>> start = new_game(4, seed=2)
>>> end = play_out(start, {s: BlackMariaBot() for s in range(4)}, stop=lambda s: any(e.kind == "deal" for e in s.events))
>>> review = reviewer("black_maria", samples=32).review(reader_moves(start, end, seat=0))
>>> len(review.decisions) > 5, 0 <= review.accuracy <= 1
(True, True)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Iterable

from . import black_maria, handjass, loo, mus
from .errors import CardlibError
from .expert import Expert, Value, Weighing
from .game import Action, GameState, Voice, choosing

__all__ = ["Mark", "Standard", "STANDARDS", "Reviewed", "Review", "Reviewer", "reviewer", "reader_moves"]


class Mark(str, Enum):
    """How a decision compares with the expert's best choice (see :meth:`Standard.mark`)."""

    BEST = "best"
    WITHIN = "best within the margin"
    FINE = "fine"
    MISTAKE = "mistake"


@dataclass(frozen=True)
class Standard:
    """How a game's review counts: a choice that loses ``threshold`` or more (in ``unit``, the
    game's own) against the best is a mistake, one that loses less than :attr:`margin` (half the
    threshold, or ``within``) is best within the margin. ``sign`` turns the expert's values (higher is
    better) into the figures the reader knows (-1: Black Maria's values are minus penalty
    points). ``samples`` is the worlds weighed per decision, chosen so that a whole deal's
    review takes at most 3 seconds. ``why`` says the threshold in words, for the page."""

    threshold: float
    unit: str
    samples: int
    why: str
    sign: int = 1
    within: float | None = None                  # the margin, if not half the threshold

    DIGITS = 1                                   # the review shows values and gaps to 0.1

    @property
    def margin(self) -> float:
        """The gap below which a choice is best within the margin: ``within``, by default half the threshold."""
        return self.threshold / 2 if self.within is None else self.within

    def amount(self, mean: float) -> str:
        """An expected value as the reader counts it."""
        return f"{round(self.sign * mean, self.DIGITS) + 0.0:.{self.DIGITS}f}"     # + 0.0: never "-0.0"

    def gap(self, best: float, chosen: float) -> float:
        """How much ``best`` beats ``chosen`` (expert's values, higher better), as the review shows
        the two values: the difference of the shown figures, never below 0.

        >>> STANDARDS["black_maria"].gap(-1.04, -2.96), STANDARDS["loo"].gap(0.96, 1.04)
        (2.0, 0.0)
        """
        shown = abs(float(self.amount(best)) - float(self.amount(chosen))) if best > chosen else 0.0
        return round(shown, self.DIGITS) + 0.0

    def mark(self, gap: float) -> Mark:
        """The mark of a choice ``gap`` (as :meth:`gap` gives it) below the best: the one rule."""
        if gap <= 0:
            return Mark.BEST
        if gap < self.margin:
            return Mark.WITHIN
        return Mark.FINE if gap < self.threshold else Mark.MISTAKE

    @property
    def rule(self) -> str:
        """The rule the marks follow, in a sentence, for the line under the review.

        >>> print(STANDARDS["loo"].rule)
        Marks, by how far your choice's value falls below the best one's as shown: best, no gap; best within the margin, less than 0.5 chips (too little for the sampled deals to tell); fine, less than 1 chip; mistake, 1 chip or more (a mistake costs 1 chip or more on average)
        """
        return (f"Marks, by how far your choice's value falls below the best one's as shown: best, no gap; "
                f"best within the margin, less than {_figure(self.margin, self.unit)} (too little for the sampled "
                f"deals to tell); fine, less than {_figure(self.threshold, self.unit)}; "
                f"mistake, {_figure(self.threshold, self.unit)} or more ({self.why})")


def _figure(value: float, unit: str) -> str:
    """``0.5 chips``, ``1 chip``, ``2 penalty points``, ``0.25 strokes``."""
    text = f"{value:g}"
    return f"{text} {unit[:-1] if text == '1' and unit.endswith('s') else unit}"


# The thresholds: about the smallest loss a player feels in one deal, and above the noise of
# the worlds weighed. The samples (worlds a decision) keep a deal's review under 3 seconds on
# two cores (measured with bench/review.py: every game's worst deal took under 1 s here).
#: Each game's review standard: what a mistake costs, in its own units, and the worlds weighed.
STANDARDS = {
    # 2 penalty points: two hearts more a deal. A heart (1 point) taken or not is often down to
    # the luck of the other hands; two are a choice that gives away tricks, and the Queen (13
    # points) taken or passed is a mistake by far.
    "black_maria": Standard(2, "penalty points", 192, sign=-1,
                            why="a mistake costs 2 penalty points or more on average: two hearts"),
    # 1 chip: the smallest payment there is (a share of a small pot, the price of a bad play).
    "loo": Standard(1, "chips", 96, why="a mistake costs 1 chip or more on average"),
    # Half a stroke: the expert counts a Handjass deal in strokes (-1 to +2), what ends the game.
    # Half a stroke is one deal in two that would have brought a stroke bringing none; a smaller
    # loss is within the noise of a strokes count over the worlds weighed (about a quarter).
    "handjass": Standard(0.5, "strokes", 64,
                         why="a mistake costs half a stroke or more on average: a stroke lost every other deal"),
    # 1 point: the expert counts the team's points of the deal less the other team's; one point
    # is the smallest stake of a lance (a refused bet).
    "mus": Standard(1, "points", 32, why="a mistake costs 1 point or more on average: a refused bet's worth"),
}


@dataclass(frozen=True)
class Reviewed:
    """One decision reviewed: the ``state`` before it, the reader's ``choice``, every choice's
    ``values`` (the best first: the most on average, the reader's own where his shows the same),
    the ``mark``, the ``loss`` against the best (the gap the mark reads, in the game's units, at
    least 0) and ``why`` the best is best, in a line."""

    state: GameState
    choice: Action
    values: tuple[Value, ...]
    mark: Mark
    loss: float
    why: str

    @property
    def best(self) -> Value:
        return self.values[0]

    @property
    def chosen(self) -> Value:
        return next(v for v in self.values if v.action == self.choice)

    @property
    def when(self) -> str:
        """Which decision it was, in a word or two: ``'trick 3'``, ``'pass'``, ``'declare'``."""
        play = getattr(self.state, "play", None)
        number = getattr(play, "number", None)
        phase = getattr(self.state, "phase", None)
        if isinstance(number, int) and str(getattr(phase, "value", phase)) == "play":
            return f"trick {number + 1}"
        return str(getattr(phase, "value", phase))


@dataclass(frozen=True)
class Review:
    """A deal's review: each decision (:class:`Reviewed`) in order, and the game's :class:`Standard`."""

    decisions: tuple[Reviewed, ...]
    standard: Standard
    label: Callable[[Action], str] = str

    @property
    def accuracy(self) -> float:
        """The share of decisions not marked a mistake (1 when there was nothing to decide)."""
        if not self.decisions:
            return 1.0
        return sum(d.mark is not Mark.MISTAKE for d in self.decisions) / len(self.decisions)

    @property
    def loss(self) -> float:
        """What the reader's choices cost in all compared with the best ones, in the game's units."""
        return sum(d.loss for d in self.decisions)

    @property
    def mistakes(self) -> list[Reviewed]:
        return [d for d in self.decisions if d.mark is Mark.MISTAKE]

    @property
    def header(self) -> tuple[str, ...]:
        """The columns of :meth:`rows`."""
        unit = self.standard.unit
        return ("Decision", "Your choice", f"Expected {unit}", "Best choice", f"Expected {unit}", "Mark", "Why")

    def rows(self) -> list[tuple[str, ...]]:
        """One row per decision, as :attr:`header` names the columns (the values as the reader counts them)."""
        amount, label = self.standard.amount, self.label
        return [(d.when, label(d.choice), amount(d.chosen.mean), label(d.best.action), amount(d.best.mean),
                 d.mark.value, d.why) for d in self.decisions]

    def expected_words(self) -> str:
        """What the "Expected" columns mean, in a player's words (the line under the review).

        >>> Review([], STANDARDS["mus"]).expected_words().startswith("Expected points: the points your team")
        True
        """
        unit = self.standard.unit
        what = _EXPECTED.get(unit, f"the {unit} that choice would bring you in this deal")
        return (f"Expected {unit}: {what}, on average over many plays of the rest of the deal with the cards "
                f"you could not see dealt at random each time.")

    def summary(self) -> str:
        """The accuracy line."""
        n = len(self.decisions)
        if not n:
            return "You had no choice to make in this deal: every move was forced."
        good = sum(d.mark is not Mark.MISTAKE for d in self.decisions)
        unit = self.standard.unit
        were = "decisions were" if n != 1 else "decision was"
        return (f"Accuracy {self.accuracy:.0%}: {good} of {n} {were} best, within the margin or fine. "
                f"Your choices cost {self.loss:.1f} {unit} in all compared with the best ones "
                f"({self.loss / n:.2f} a decision). {self.standard.rule}.")


# What each game's "Expected" figure counts (its expert's value, as the reader counts it).
_EXPECTED = {
    "points": ("the points your team would score from that decision to the end of the deal, less the other "
               "team's; points scored before it are not counted, so it need not match the deal's score"),
    "penalty points": "the penalty points you would take in this deal after that choice (fewer is better)",
    "strokes": "the strokes this deal would bring you after that choice (+2, +1, 0, or -1 for a potato)",
    "chips": "the chips the rest of this deal would bring you after that choice (below 0: what it would cost you)",
}


class Reviewer:
    """Reviews the reader's decisions with ``expert`` (fixed samples, no time budget, so the
    same deal gets the same review) and the game's ``standard``."""

    def __init__(self, expert: Expert, standard: Standard) -> None:
        if expert.samples is None or expert.budget is not None:
            raise CardlibError("a review needs an expert with a fixed number of samples and no time budget "
                               f"(same deal, same review), got samples={expert.samples!r}, budget={expert.budget!r}")
        self.expert, self.standard = expert, standard

    def decision(self, state: GameState, choice: Action) -> Reviewed:
        """The reader's ``choice`` at ``state`` beside the best one: the choice worth the most on
        average (his own where his shows the same value), marked by the game's one rule."""
        weighing = self.expert.weigh(state, also=[choice])
        values = sorted(weighing.values, key=lambda v: -v.mean)              # stable: ties keep the expert's order
        chosen = next(v for v in values if v.action == choice)
        gap = self.standard.gap(values[0].mean, chosen.mean)
        if gap == 0:                                                          # his choice shows the best value
            values.remove(chosen)
            values.insert(0, chosen)
        mark = self.standard.mark(gap)
        weighing = dataclasses.replace(weighing, values=tuple(values))
        return Reviewed(state, choice, weighing.values, mark, gap, self._why(state, choice, weighing, mark, gap))

    def _why(self, state: GameState, choice: Action, weighing: Weighing, mark: Mark, gap: float) -> str:
        """Why the best choice is best, in a line addressed to the reader ("you"): the expert's own
        reason where the reader chose it; where his choice is best within the margin, that it does
        as well as far as the sampled deals can tell; else what the best gains over his choice (the
        gap the marks read), and the rule of thumb behind it, if any."""
        model, best, decision = self.expert.model, weighing.values[0], weighing.decision
        if decision is not None:            # the same choice, its reason worded for the reader
            decision = model.bot_choice(state, Voice.YOU)
        unit, digits = self.standard.unit, self.standard.DIGITS
        # in a sentence, a choice named in the game's own language reads in English ("pass (*paso*)")
        # and as a sentence's subject, in the -ing form ("refusing the bet (*no quiero*) does better")
        said = lambda action: choosing(getattr(action, "english", None) or model.label(action))     # noqa: E731
        if mark is Mark.BEST:
            if all(v.mean <= best.mean for v in weighing.values):             # the top by its mean too
                return model.reason(state, best, list(weighing.values), decision, Voice.YOU)
            return f"{said(choice)} is worth as much as the best choice, as far as the review shows"
        if mark is Mark.WITHIN:
            return (f"{said(choice)} does as well as {said(best.action)} within the margin: the gap of "
                    f"{gap:.{digits}f} {unit} between them on average is less than the "
                    f"{_figure(self.standard.margin, unit)} the sampled deals can tell apart")
        why = f"{said(best.action)} does better than {said(choice)} by {gap:.{digits}f} {unit} on average"
        if decision is not None and decision.action == best.action:
            why += f": {decision.reason.split(': ', 1)[-1]}"
        return why

    def review(self, moves: Iterable[tuple[GameState, Action]],
               progress: Callable[[int, int], None] | None = None) -> Review:
        """Each ``(state, choice)`` of ``moves`` reviewed, forced moves left out; ``progress(done,
        total)`` is called before the first and after each decision."""
        moves = [(state, choice) for state, choice in moves if len(state.legal_actions()) > 1]
        reviewed = []
        for done, (state, choice) in enumerate(moves):
            if progress is not None:
                progress(done, len(moves))
            reviewed.append(self.decision(state, choice))
        if progress is not None:
            progress(len(moves), len(moves))
        return Review(tuple(reviewed), self.standard, self.expert.model.label)


def reviewer(game: str, *, samples: int | None = None, seed: int = 0) -> Reviewer | None:
    """The reviewer of ``game`` (``"black_maria"``, ``"loo"``, ``"handjass"``, ``"mus"``): the game's
    package gives its ``expert`` module, whose ``expert(budget=None, samples=..., seed=...)`` makes the expert, and
    :data:`STANDARDS` its threshold. ``None`` if the game has no expert yet."""
    if game not in STANDARDS:
        raise CardlibError(f"no review for the game {game!r}; the games are {', '.join(STANDARDS)}")
    standard = STANDARDS[game]
    module = getattr({"black_maria": black_maria, "handjass": handjass, "loo": loo, "mus": mus}[game], "expert", None)
    if module is None:
        return None
    return Reviewer(module.expert(budget=None, samples=samples or standard.samples, seed=seed), standard)


def reader_moves(start: GameState, end: GameState, seat: int) -> list[tuple[GameState, Action]]:
    """The decisions of ``seat`` from ``start`` to ``end`` (a later state of the same game), each
    as (the state before it, the action), replayed from ``start`` along ``end``'s history."""
    if tuple(end.history[:len(start.history)]) != tuple(start.history):
        raise CardlibError("the end state's history does not go on from the start state's: not the same game")
    moves, state = [], start
    for action in end.history[len(start.history):]:
        if state.to_act == seat:
            moves.append((state, action))
        state = state.apply(action)
    return moves
