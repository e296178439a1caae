"""The one question protocol of every game's exercises and quizzes.

A :class:`Question` is data: what the reader is asked, what the picture shows (hands,
a trick, a card), the choices (or none, when the answer is a whole number), the right
answer and the explanation, all computed by the game's engine. ``check(answer)`` gives
:class:`Feedback`: right or wrong, and the explanation. The exercise widget shows any
game's questions the same way.

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

from dataclasses import dataclass

from .cards import Card, Cards, Suit
from .errors import CardlibError

__all__ = ["Feedback", "Question"]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right or not, and the explanation."""

    correct: bool
    explanation: str

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
