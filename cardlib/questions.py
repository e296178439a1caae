"""The one question protocol of every game's exercises and quizzes.

A :class:`Question` is data: what the reader is asked, what the picture shows (hands,
a trick, a card), the choices (or none, when the answer is a whole number), the right
answer and the explanation, all computed by the game's engine. ``check(answer)`` gives
:class:`Feedback`: right or wrong, and the explanation. The exercise widget shows any
game's questions the same way.

A :class:`WeighedPosition` is a "what would you do?" question from a real deal: every choice
carries the expert's value, and ``check(choice)`` says whether the pick was the best, as
good within the margin, or worse and by how much, with the values of every choice
(:meth:`WeighedPosition.rows`). :class:`Positions` is a game's list of them, each weighed the
first time it is asked for.

>>> q = Question("juego-31", "Is this hand a juego?", answer="yes", explanation="10 + 10 + 7 + 4 = 31.",
...              choices=("yes", "no"))
>>> print(q.check("no"))
Not quite. The answer is yes. 10 + 10 + 7 + 4 = 31.
>>> q.check("maybe")
Traceback (most recent call last):
...
cardlib.errors.CardlibError: 'maybe' is not one of the choices: yes, no
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Callable

from .cards import Card, Cards, Suit
from .errors import CardlibError

__all__ = ["Feedback", "Question", "ChoiceValue", "WeighedPosition", "Positions"]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right or not, and the explanation."""

    correct: bool
    explanation: str
    header: tuple[str, ...] = ()             # a table to show after the words (a position's values)
    rows: tuple[tuple[str, ...], ...] = ()

    def __str__(self) -> str:
        return ("Right. " if self.correct else "Not quite. ") + self.explanation


@dataclass(frozen=True)
class Question:
    """One exercise: the prompt, what the picture shows, the choices, the answer and why.

    ``choices`` lists the answers to pick from; an empty tuple means the answer is a whole
    number the reader types. ``hands`` (with ``labels``), ``trick``, ``card`` and ``trump``
    are what the picture shows.
    """

    key: str
    prompt: str
    answer: str
    explanation: str
    choices: tuple[str, ...] = ()
    hands: tuple[Cards, ...] = ()
    labels: tuple[str, ...] = ()
    trick: Cards = Cards()
    card: Card | None = None
    trump: Suit | None = None

    def check(self, answer: object) -> Feedback:
        """Right or wrong, with the explanation; a malformed answer raises a :class:`~cardlib.errors.CardlibError`."""
        text = str(answer).strip()
        if self.choices:
            if text not in self.choices:
                raise CardlibError(f"{text!r} is not one of the choices: {', '.join(self.choices)}")
            given = text
        else:
            try:
                given = str(int(text))
            except ValueError:
                raise CardlibError(f"{text!r} is not a whole number; type a number such as 25") from None
        if given == self.answer:
            return Feedback(True, self.explanation)
        return Feedback(False, f"The answer is {self.answer}. {self.explanation}")

    def solution(self) -> str:
        """The answer and its explanation, for a folded answer in the book."""
        return f"Answer: {self.answer}. {self.explanation}"


@dataclass(frozen=True)
class ChoiceValue:
    """One choice of a :class:`WeighedPosition`: its ``label``, its expected ``value`` as the reader
    counts it (penalty points, chips, strokes, points) with the 95% ``margin``, and how much
    worse than the expert's choice it does (``behind``, world by world, with its own 95%
    ``behind_margin``; 0 for the expert's choice)."""

    label: str
    value: float
    margin: float
    behind: float = 0.0
    behind_margin: float = 0.0


@dataclass(frozen=True)
class WeighedPosition(Question):
    """A "what would you do?" question answered with the expert's value of every choice:
    ``values`` are :class:`ChoiceValue` records, the expert's choice first, in ``unit`` a deal
    over ``samples`` sampled deals, with ``digits`` decimal places (and a plus sign if ``signed``:
    a gain or a loss, not a count of penalty points).

    >>> p = WeighedPosition("lead", "Which card do you lead?", "J♥", "", choices=("J♥", "9♥", "6♣"), unit="strokes",
    ...              values=(ChoiceValue("J♥", 0.8, 0.1), ChoiceValue("9♥", 0.75, 0.1, 0.05, 0.08),
    ...                      ChoiceValue("6♣", 0.2, 0.1, 0.6, 0.1)), samples=200)
    >>> print(p.check("6♣"))
    Not quite. 6♣ is worse than the expert's J♥ by 0.60 ± 0.10 strokes a deal: +0.20 against +0.80. (The figures are the expert's: from 200 deals played out at random from here, each given give or take (±) the range in which the true figure lies 19 times in 20.)
    >>> print(p.check("9♥"))
    Right. 9♥ is as good as the expert's J♥ as far as chance can tell: the difference, 0.05 ± 0.08 strokes a deal, may be luck. (The figures are the expert's: from 200 deals played out at random from here, each given give or take (±) the range in which the true figure lies 19 times in 20.)
    >>> p.check("J♥").rows[0]
    ("the expert's and yours", 'J♥', '+0.80', '± 0.10')
    >>> p.header()
    ('', 'choice', 'strokes a deal', 'give or take (19 times in 20)')

    ``explanation`` (``why`` in :meth:`weighed`) says in plain words why the expert's choice is
    the one to make; when the runner-up is as good as far as chance can tell, :meth:`verdict` says so
    plainly and why the expert keeps its choice:

    >>> q = WeighedPosition("lead", "Which card do you lead?", "J♥", "it keeps the ace for later",
    ...              choices=("J♥", "9♥"), unit="strokes", samples=200,
    ...              values=(ChoiceValue("J♥", 0.70, 0.1), ChoiceValue("9♥", 0.75, 0.1, -0.05, 0.08)))
    >>> print(q.verdict())
    The expert chooses J♥: it keeps the ace for later. 9♥ shows a higher figure (+0.75 against +0.70), but the difference, 0.05 ± 0.08 strokes a deal, is smaller than chance can make it, so the two are equally good as far as 200 deals played out at random can tell, and the expert keeps J♥, the choice of its first rule of thumb, unless another is clearly better.
    """

    values: tuple[ChoiceValue, ...] = ()
    unit: str = "points"
    samples: int = 0
    digits: int = 2
    signed: bool = True

    @classmethod
    def weighed(cls, key: str, prompt: str, state, expert, *, label: Callable[[object], str] = str, sign: int = 1,
                unit: str = "points", digits: int = 2, signed: bool = True, why: str = "",
                **picture) -> "WeighedPosition":
        """The position of ``state`` as ``expert`` weighs it (:meth:`cardlib.expert.Expert.weigh`: every
        choice in the same sampled deals), each choice read by ``label``, its value times ``sign``
        (Black Maria's expert counts minus penalty points); ``why``, in a player's words, why the
        expert's choice is the one to make (its ``explanation``); ``picture`` as :class:`Question`'s fields."""
        weighing = expert.weigh(state)
        best = weighing.values[0]
        values = tuple(ChoiceValue(label(v.action), sign * v.mean, v.margin, *weighing.gain(best.action, v.action))
                       for v in weighing.values)
        return cls(key, prompt, values[0].label, why, choices=tuple(v.label for v in values), values=values,
                   unit=unit, samples=best.samples, digits=digits, signed=signed, **picture)

    def runner_up(self) -> ChoiceValue | None:
        """The other choice that shows a higher figure than the expert's, or failing that the
        closest one, when it is as good within the margin (the expert keeps its own choice then);
        ``None`` when the expert's choice is clearly the best."""
        close = [v for v in self.values[1:] if v.behind <= v.behind_margin]
        higher = [v for v in close if self._better(v.value, self.values[0].value)]
        pool = higher or close
        return min(pool, key=lambda v: v.behind) if pool else None

    def _better(self, a: float, b: float) -> bool:
        """Whether figure ``a`` is better for the reader than ``b`` (its sign says which way the
        unit counts: a penalty count is better lower)."""
        return a > b if self.signed else a < b

    def verdict(self) -> str:
        """The answer in words: what the expert does and why, and, when another choice is as good
        within the margin, that the two are equal as far as the sampled deals can tell and why
        the expert keeps its own choice."""
        best = self.values[0]
        words = f"The expert chooses {best.label}" + (f": {self.explanation}." if self.explanation else ".")
        other = self.runner_up()
        if other is None:
            return words
        d = self.digits
        gap = f"{abs(other.behind):.{d}f} ± {other.behind_margin:.{d}f} {self.unit} a deal"
        if self._better(other.value, best.value):
            lead = (f"{other.label} shows a higher figure ({self._amount(other.value)} against "
                    f"{self._amount(best.value)})" if self.signed else
                    f"{other.label} shows a lower count ({self._amount(other.value)} against {self._amount(best.value)})")
            return (f"{words} {lead}, but the difference, {gap}, is smaller than chance can make it, so the two "
                    f"are equally good as far as {self.samples} deals played out at random can tell, and the expert keeps "
                    f"{best.label}, the choice of its first rule of thumb, unless another is clearly better.")
        if self._alike(other):
            return f"{words} {other.label} is just as good: {self._alike_words()}."
        return (f"{words} {other.label} is as good as far as chance can tell: the difference, {gap}, may be luck.")

    def _alike(self, choice: "ChoiceValue") -> bool:
        """Whether ``choice`` and the best show no difference at all, not even a margin (two
        cards that play alike): no "0.0 ± 0.0 ... may be luck" for them."""
        return round(abs(choice.behind), self.digits) == 0 and round(choice.behind_margin, self.digits) == 0

    def _alike_words(self) -> str:
        return f"the two came out the same in the {self.samples} deals played out"

    def _amount(self, value: float) -> str:
        return f"{value:{'+' if self.signed else ''}.{self.digits}f}"

    def _value(self, label: str) -> ChoiceValue:
        return next(v for v in self.values if v.label == label)

    def check(self, answer: object) -> Feedback:
        """The verdict on the pick ``answer`` (one of the choices), with every choice's value in
        the feedback's ``rows``; a pick that is not a choice raises a :class:`~cardlib.errors.CardlibError`."""
        pick = str(answer).strip()
        if pick not in self.choices:
            raise CardlibError(f"{pick!r} is not one of the choices: {', '.join(self.choices)}")
        best, mine, d = self.values[0], self._value(pick), self.digits
        gap = f"{abs(mine.behind):.{d}f} ± {mine.behind_margin:.{d}f} {self.unit} a deal"
        if pick == best.label:
            words, correct = f"{pick} is the expert's choice too: {self._amount(best.value)} {self.unit} a deal.", True
            if self.explanation:
                words = f"{words[:-1]}: {self.explanation}."
        elif self._alike(mine):
            words, correct = f"{pick} is just as good as the expert's {best.label}: {self._alike_words()}.", True
        elif mine.behind <= mine.behind_margin:
            words, correct = (f"{pick} is as good as the expert's {best.label} as far as chance can tell: the "
                              f"difference, {gap}, may be luck."), True
        else:
            words, correct = (f"{pick} is worse than the expert's {best.label} by {gap}: "
                              f"{self._amount(mine.value)} against {self._amount(best.value)}."), False
        if pick != best.label and self.explanation:
            words = f"{words} {self.verdict()}"
        words = f"{words} {self.figures_explained()}"
        return Feedback(correct, words, self.header(), tuple(self.rows(pick)))

    def figures_explained(self) -> str:
        """Where the figures come from and what "±" means, in a player's words (said with every answer,
        since any answer may be the reader's first)."""
        return (f"(The figures are the expert's: from {self.samples} deals played out at random from here, each "
                f"given give or take (±) the range in which the true figure lies 19 times in 20.)")

    def header(self) -> tuple[str, ...]:
        return ("", "choice", f"{self.unit} a deal", "give or take (19 times in 20)")

    def rows(self, pick: str | None = None) -> list[tuple[str, str, str, str]]:
        """Rows (mark, choice, value, give or take: the range of 19 times in 20), the expert's choice first; the mark says
        which is the expert's choice and which is ``pick``."""
        def mark(label: str) -> str:
            return {(True, True): "the expert's and yours", (True, False): "the expert's",
                    (False, True): "yours", (False, False): ""}[label == self.answer, label == pick]
        return [(mark(v.label), v.label, self._amount(v.value), f"± {v.margin:.{self.digits}f}") for v in self.values]

    def solution(self) -> str:
        """The expert's choice and its value, for the caption of the folded table."""
        best = self.values[0]
        return (f"The expert's choice: {best.label}, {self._amount(best.value)} ± {best.margin:.{self.digits}f} "
                f"{self.unit} a deal on average over {self.samples} deals played out at random. {self.verdict()}")


class Positions(Sequence):
    """A game's "what would you do?" positions: ``make(spec)`` builds the :class:`WeighedPosition` of
    each of ``specs`` the first time it is asked for (the expert's weighing takes a moment), and
    keeps it. A number out of range raises a :class:`~cardlib.errors.CardlibError` naming the range.

    >>> ps = Positions(["sum"], lambda spec: Question(spec, "What is 9 + 9?", "18", ""))
    >>> len(ps), ps[0].key
    (1, 'sum')
    >>> ps[3]
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: there is 1 position, numbered 0 to 0; got 3
    """

    def __init__(self, specs: Sequence, make: Callable[[object], Question]) -> None:
        self.specs, self._make, self._made = tuple(specs), make, {}

    def __len__(self) -> int:
        return len(self.specs)

    def __getitem__(self, k):
        if isinstance(k, slice):
            return [self[i] for i in range(len(self))[k]]
        if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(self):
            raise CardlibError(f"there {'is 1 position' if len(self) == 1 else f'are {len(self)} positions'}, "
                               f"numbered 0 to {len(self) - 1}; got {k!r}")
        if k not in self._made:
            self._made[k] = self._make(self.specs[k])
        return self._made[k]

    def __iter__(self):
        return (self[k] for k in range(len(self)))
