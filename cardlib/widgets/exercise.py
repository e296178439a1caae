"""One exercise view for every game's questions (:class:`cardlib.questions.Question`).

The view shows the question's picture and prompt, then either a button per choice or a
box for a whole number (it answers on Enter and on **Check**), and the feedback: right or
not, and the explanation. **Next question** moves on. An answer the question cannot read
(a word where a number is asked) shows the reason on the message line; nothing else changes.

>>> from cardlib.questions import Question
>>> qs = [Question("sum", "What is 9 + 9?", answer="18", explanation="Nine and nine make 18."),
...       Question("red", "Is A♥ red?", answer="yes", explanation="Hearts are red.", choices=("yes", "no"))]
>>> view = ExerciseView(qs)
>>> view.answer("18")
>>> view.feedback
'Right. Nine and nine make 18.'
>>> view.next_button.click()
>>> view.choose("no")
>>> view.feedback
'Not quite. The answer is yes. Hearts are red.'
"""

from __future__ import annotations

from typing import Callable, Sequence

import ipywidgets as widgets

from ..errors import CardlibError
from ..questions import Feedback, Positions, Question
from .display import Shown, bullets, folded, row, suits_html, table
from .messages import FormView
from ..render import svg

__all__ = ["ExerciseView", "question_picture", "RIGHT_GREEN", "positions_view", "positions_shown"]

RIGHT_GREEN = "#1b5e20"
WRONG_RED = "#b00020"


def question_picture(question: Question, *, width: float = 52) -> str | None:
    """The default picture of a question: the trick (lead first), the hands with their labels,
    and the card asked about when it is in no hand; ``None`` when the question shows no cards."""
    trump = f" · trumps {question.trump.symbol}" if question.trump is not None else ""
    parts = []
    if question.trick:
        parts.append(svg.trick(question.trick, width=width,
                               seats=["led", "2nd", "3rd", "4th", "5th", "6th", "7th"][:len(question.trick)]))
    labels = list(question.labels) + [f"Hand {i + 1}" for i in range(len(question.labels), len(question.hands))]
    if len(question.hands) == 1 and not question.labels:
        labels = ["your hand"]
    for hand, label in zip(question.hands, labels):
        chosen = [question.card] if question.card is not None and question.card in hand else ()
        parts.append(svg.hand(hand, width=width, highlight=chosen, label=f"{label}{trump}"))
    if question.card is not None and not any(question.card in hand for hand in question.hands):
        parts.append(svg.card(question.card, width=width))
    if not parts:
        return None
    return row(parts).html


class ExerciseView(FormView):
    """Questions one at a time: picture, prompt, an answer (a choice or a number), feedback.

    ``questions`` is a list of :class:`~cardlib.questions.Question` (Next goes through it and
    starts again), a game's :class:`~cardlib.questions.Positions` (after an answer, the values
    of every choice show in a table) or a function ``number -> Question`` (each **New question** asks the next
    number). ``picture(question)`` gives the SVG or HTML to show above the prompt, or ``None``
    for no picture; by default :func:`question_picture` draws the question's cards. ``start``
    is the first question's number (an index into the list). With ``wait``, the view shows
    that text and a **Start** button, and makes the first question only when it is pressed
    (a position is weighed by the expert then, not when the chapter runs).
    """

    ERROR_LEAD = "Cannot check that:"

    def __init__(self, questions: "Sequence[Question] | Callable[[int], Question]", *,
                 picture: "Callable[[Question], str | None] | None" = question_picture, start: int = 0,
                 number_label: str = "Answer", wait: str | None = None) -> None:
        if callable(questions):
            self._make, self._count = questions, None
        else:
            if not isinstance(questions, Positions):      # positions are weighed when first shown
                questions = tuple(questions)
            if not questions or (isinstance(questions, tuple) and not all(isinstance(q, Question) for q in questions)):
                raise CardlibError(f"an exercise view needs Questions, got {questions!r}")
            self._make, self._count = self._indexer(questions), len(questions)
        self._draw = picture or (lambda question: None)
        self._add_answer()
        self._prompt = widgets.HTML()
        self._choices = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._box = widgets.Text(description=number_label, continuous_update=False,
                                 placeholder="a number, then Enter",
                                 layout=widgets.Layout(width="240px"))
        self._check = widgets.Button(description="Check", button_style="primary", icon="check")
        self._number_row = widgets.HBox([self._box, self._check])
        self._feedback = widgets.HTML()
        self._values = widgets.HTML()
        self._next = widgets.Button(description="Next question" if self._count else "New question",
                                    icon="forward")
        self._tally = widgets.HTML()
        self._box.observe(self._on_enter, names="value")
        self._check.on_click(lambda _: self.answer(self._box.value, typed=False))
        self._next.on_click(lambda _: self.go(self.number if self.question is None
                                              else self.number + 1 if self._count is None
                                              else (self.number + 1) % self._count))
        self._text, self._wait = "", wait
        self._answered: dict[int, bool] = {}
        self.number = start
        self.question: Question | None = None
        self.last: Feedback | None = None
        self._all = [self._picture, self._prompt, self._choices, self._number_row, self._message,
                     self._feedback, self._values, widgets.HBox([self._next, self._tally])]
        super().__init__(self._all if wait is None else [self._prompt, self._message, self._next])
        if wait is not None:                               # the first question waits for Start
            self._prompt.value = f'<p class="cardlib-prompt">{suits_html(wait)}</p>'
            self._next.description, self._next_label = "Start", self._next.description
            try:
                _check_number(start, self._count)
            except CardlibError as error:                  # Start shows the first, after saying why
                self._show_error(str(error))
                self.number = 0
            return
        self.go(start)
        if self.question is None and self._count:          # a start out of range: the first, and why
            error = self.message
            self.go(0)
            self._show_error(error)

    def describe(self) -> str:
        """The question in words: what a text front end shows instead of the widget."""
        question = self.question
        if question is None:
            return f"Exercise: {self._wait}" if self._wait else "Exercise: no question could be shown."
        how = (f"Choices: {', '.join(question.choices)}." if question.choices
               else "Answer with a whole number.")
        return f"Exercise: {question.prompt} {how}"

    # -- what tests and readers may drive ---------------------------------------------------

    @property
    def answer_box(self) -> widgets.Text:
        """Where a number is typed (hidden when the question has choices); Enter answers."""
        return self._box

    @property
    def check_button(self) -> widgets.Button:
        return self._check

    @property
    def choice_buttons(self) -> list[widgets.Button]:
        """One button per choice (empty when the answer is a number)."""
        return list(self._choices.children)

    @property
    def next_button(self) -> widgets.Button:
        return self._next

    @property
    def feedback(self) -> str:
        """``'Right. ...'`` or ``'Not quite. ...'`` after an answer; ``''`` before."""
        return self._text

    @property
    def tally(self) -> tuple[int, int]:
        """(questions answered right at the first try, questions answered)."""
        return sum(self._answered.values()), len(self._answered)

    def choose(self, choice: str) -> None:
        """Press the button of ``choice``, as the reader would."""
        for button in self._choices.children:
            if button.description == choice:
                button.click()
                return
        raise CardlibError(f"no choice {choice!r}; the choices are "
                           f"{', '.join(b.description for b in self._choices.children) or 'none (type a number)'}")

    def answer(self, text: str, *, typed: bool = True) -> None:
        """Answer ``text``, as typing it in the box and pressing Enter would (or clicking a choice)."""
        if typed and not self.question.choices and self._box.value != text:
            self._box.value = text           # the box's observer answers it
            return
        try:
            result = self.question.check(text)
        except CardlibError as error:
            self._show_error(str(error))
            self._text, self.last = "", None
            self._feedback.value = self._values.value = ""
            return
        self._show_error("")
        self.last = result
        self._text = str(result)
        self._answered.setdefault(self.number, result.correct)
        colour = RIGHT_GREEN if result.correct else WRONG_RED
        self._feedback.value = (f'<p class="cardlib-feedback" style="color:{colour}">'
                                f'{suits_html(self._text)}</p>')
        self._values.value = table(result.header, result.rows).html if result.rows else ""
        right, done = self.tally
        self._tally.value = f"&nbsp;Right at the first try: {right} of {done}"

    def go(self, number: int) -> None:
        """Show question ``number`` (for a list, from 0 to its length less one)."""
        self._prompt.value = '<p class="cardlib-prompt"><i>Working…</i></p>'     # while a question is made
        try:
            question = self._make(number)
            if not isinstance(question, Question):
                raise CardlibError(f"question {number!r} is not a Question: {question!r}")
            picture = self._draw(question)
        except CardlibError as error:
            self._show_error(str(error))
            if self.question is not None:
                self._prompt.value = f'<p class="cardlib-prompt">{suits_html(self.question.prompt)}</p>'
            return
        self.number = number
        self.question = question
        self._next.description = getattr(self, "_next_label", self._next.description)
        if self._all[0] not in self.children:                # the view waited for Start
            self.children = [*self.children[:-3], *self._all]
        self._picture.value = picture or ""
        self._prompt.value = f'<p class="cardlib-prompt">{suits_html(question.prompt)}</p>'
        buttons = []
        for choice in question.choices:
            button = widgets.Button(description=choice, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _, choice=choice: self.answer(choice, typed=False))
            buttons.append(button)
        self._choices.children = buttons
        self._number_row.layout.display = "none" if question.choices else None
        self._box.value = ""
        self._text, self.last = "", None
        self._feedback.value = self._values.value = ""
        self._show_error("")

    # -- inside -------------------------------------------------------------------------------

    @staticmethod
    def _indexer(questions: Sequence[Question]) -> Callable[[int], Question]:
        def make(number: int) -> Question:
            _check_number(number, len(questions))
            return questions[number]
        return make

    def _on_enter(self, change) -> None:
        if change["new"].strip():
            self.answer(change["new"], typed=False)


def positions_view(positions: Positions, *, start: int = 0,
                   picture: "Callable[[Question], str | None] | None" = question_picture) -> ExerciseView:
    """A game's "what would you do?" positions one at a time: the cards, the question, a button
    per choice; after a pick, whether it was the best, as good as far as chance can tell or worse, and a
    table of every choice's value. ``start`` is the first position's number (from 0); the
    view waits for **Start** before the expert weighs it."""
    return ExerciseView(positions, picture=picture, start=start,
                        wait=f"What would you do? {len(positions)} positions: press Start for the first.")


def positions_shown(positions: Positions) -> Shown:
    """Every position in words with every choice's value folded away, for the static book: a
    numbered list, each answer one sentence (the expert's choice first) to keep the page light."""
    items = []
    for p in positions:
        values = "; ".join(f"{label} {value} {margin}" for _, label, value, margin in p.rows())
        answer = (f"{p.verdict()} Every choice, in {p.unit} a deal, from {p.samples} deals the expert played out "
                  f"at random from here, give or take (±) the range in which the true figure lies 19 times in 20: "
                  f"{values}.")
        items.append(Shown(f"<p>{suits_html(p.prompt)}</p>" + folded(answer).html, f"{p.prompt} {answer}"))
    return bullets(items, ordered=True)


def _check_number(number: object, count: int | None) -> None:
    """Raise if ``number`` is not a question's number among ``count`` (any whole number when ``None``)."""
    if not isinstance(number, int) or isinstance(number, bool) or (count is not None and not 0 <= number < count):
        raise CardlibError(f"there are {count} questions here, numbered 0 to {count - 1}; got {number!r}"
                           if count is not None else f"a question's number is a whole number, not {number!r}")
