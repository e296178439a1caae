"""The Mus chapters' widgets, and the static pictures that stand for them in the book.

* :class:`ExplorerView` - type or deal four hands, see who wins each contest and why (a typed
  hand that clashes with the others gets the other seats dealt around it);
* :class:`OddsView` - change a hand and its seat, see its chance to win each contest;
* :class:`WorkedDealView` - Next / Back through the rules' full deal, with narration;
* :func:`exercise_view` - the chapter's questions in the generic :class:`~cardlib.widgets.ExerciseView`;
* :func:`play_view` - the reader and a bot partner against two bots, a whole game.

The logic lives in :mod:`cardlib.mus` (:mod:`~cardlib.mus.lessons`, :mod:`~cardlib.mus.view`);
these views only show it. :func:`contests_picture`, :func:`odds_picture`,
:func:`step_picture`, :func:`exercise_picture` and :func:`showdown_picture` give the same
pictures as :class:`~cardlib.widgets.display.Shown` results (HTML beside a plain-text
sentence) for the static book, where widgets do not run.
"""

from __future__ import annotations

import html
from typing import Sequence

import ipywidgets as widgets

from ..cards import SPANISH_40, deal
from ..errors import CardlibError
from ..mus import MusBot, Verdict, explain, new_game, parse_action
from ..mus.lessons import (SEAT_ROLES, WorkedStep, contests, deal_around, exercises, odds, read_hands,
                           scoring_rows, symbols, worked_deal)
from ..questions import Question
from ..mus.rules import as_hand
from ..mus.view import Showdown, seat_names, table_view, team_names, tries
from ..render import svg
from .display import Described, Shown
from .exercise import ExerciseView
from .messages import FormView
from .play import PlayView

__all__ = ["hands_html", "contests_picture", "odds_picture", "step_picture", "exercise_picture",
           "verdict_picture", "solution_picture", "showdown_picture", "ExplorerView", "OddsView", "WorkedDealView",
           "exercise_view", "play_view"]



def _hand_words(hands: Sequence, labels: Sequence[str]) -> str:
    return "; ".join(f"{label}: {as_hand(h)}" for h, label in zip(hands, labels))


def hands_html(hands: Sequence, labels: Sequence[str], *, highlight=(), dim=(), width: float = 46) -> str:
    """Hands side by side, each labelled, as one HTML block of SVG pictures."""
    items = "".join(f'<div style="margin:0 10px 6px 0">'
                    f'{svg.hand(as_hand(h), label=label, width=width, highlight=highlight, dim=dim)}</div>'
                    for h, label in zip(hands, labels))
    return f'<div class="cardlib-hands" style="display:flex;flex-wrap:wrap;align-items:flex-end">{items}</div>'


def _verdict_html(verdict: Verdict, hands: Sequence, labels: Sequence[str]) -> str:
    # a label plate wider than its four cards is clipped, so the winner's label stays short
    marks = [label.split(" (")[0] + " wins" if i == verdict.winner else label for i, label in enumerate(labels)]
    others = [c for i, h in enumerate(hands) if i != verdict.winner for c in as_hand(h)
              if c not in verdict.deciding]
    head, _, why = verdict.reason.partition(": ")
    return (f'<div class="cardlib-contest" data-contest="{verdict.category}" style="margin-bottom:10px">'
            f'<div><b>{html.escape(head[:1].upper() + head[1:])}</b>: {html.escape(why)}</div>'
            f'{hands_html(hands, marks, highlight=verdict.deciding, dim=others, width=34)}</div>')


def contests_picture(hands: Sequence, labels: Sequence[str] = SEAT_ROLES, mano: int = 0) -> Shown:
    """Who wins each contest among ``hands`` (seat 0 the mano), the deciding cards outlined and
    the cards that do not matter greyed."""
    hands = read_hands(hands) if len(hands) == 4 else tuple(as_hand(h) for h in hands)
    body = "".join(_verdict_html(v, hands, labels) for v in contests(hands, mano))
    verdicts = contests(hands, mano)
    text = (f"Hands {_hand_words(hands, labels)}. "
            + " ".join(v.reason[:1].upper() + v.reason[1:] + "." for v in verdicts))
    return Shown(f'<div class="cardlib-contests">{body}</div>', text)


def verdict_picture(category: str, hands: Sequence, labels: Sequence[str] | None = None,
                    mano: int = 0) -> Shown:
    """One contest among 1 to 4 hands, as in the rules chapter's examples."""
    hands = tuple(as_hand(h) for h in hands)
    labels = tuple(labels) if labels else tuple(f"seat {i}" + (" (mano)" if i == mano else "")
                                                for i in range(len(hands)))
    verdict = explain(category, hands, mano)
    text = f"Hands {_hand_words(hands, labels)}. {verdict.reason[:1].upper() + verdict.reason[1:]}."
    return Shown(_verdict_html(verdict, hands, labels), text)


def odds_picture(hand, seat: int = 0, *, trials: int = 20_000, seed: int = 1) -> Shown:
    """The hand and a bar per contest: its chance to win from ``seat`` (0 = mano)."""
    found = odds(hand, seat, trials=trials, seed=seed)
    text = (f"{as_hand(hand)} ({symbols(hand)}) as {SEAT_ROLES[seat]} wins "
            + ", ".join(f"{c.capitalize()} {p:.1%}" for c, p in found.items())
            + f" of {trials:,} random deals.")
    return Shown(_odds_html(as_hand(hand), seat, found), text)


def _odds_html(hand, seat: int, found: dict) -> str:
    rows = "".join(
        f'<tr data-contest="{c}"><td style="padding-right:10px">{c.capitalize()}</td>'
        f'<td style="width:260px"><div style="background:#2f7d4f;height:14px;width:{p * 100:.1f}%"></div></td>'
        f'<td style="text-align:right;padding-left:10px">{p:.1%}</td></tr>'
        for c, p in found.items())
    label = f"{symbols(hand)} as {SEAT_ROLES[seat]}"
    return (f'<div class="cardlib-odds">{svg.hand(hand, label=label, width=50)}'
            f'<table style="border-collapse:collapse;margin-top:6px">{rows}</table></div>')


def showdown_picture(showdown: Showdown | None, viewer: int | None = 0) -> Shown:
    """A deal's showdown as its own step: every hand face up, each contest's winner and points,
    and what the deal paid each team (from :func:`cardlib.mus.view.last_showdown`)."""
    if showdown is None:
        return Shown('<div class="cardlib-showdown"><p>No hands have been shown yet.</p></div>',
                     "No hands have been shown yet.")
    teams = team_names(viewer)
    order = [(showdown.dealer + 1 + i) % 4 for i in range(4)]
    text = (f"Showdown of deal {showdown.number}: "
            + "; ".join(f"{showdown.labels[s]} {showdown.hands[s]}" for s in order) + ". "
            + " ".join(line + "." for line in showdown.lines)
            + f" This deal: {teams[0]} +{showdown.points[0]}, {teams[1]} +{showdown.points[1]}.")
    return Shown(_showdown_html(showdown, viewer), text)


def _showdown_html(showdown: Showdown, viewer: int | None) -> str:
    teams = team_names(viewer)
    order = [(showdown.dealer + 1 + i) % 4 for i in range(4)]
    hands = hands_html([showdown.hands[s] for s in order], [showdown.labels[s] for s in order], width=40)
    items = "".join(f'<li data-contest="{c.lance}">{html.escape(c.words)}</li>' for c in showdown.contests)
    paid = ", ".join(f"{teams[t]} +{showdown.points[t]}" for t in (0, 1))
    return (f'<div class="cardlib-showdown" data-deal="{showdown.number}">'
            f'<p><b>Showdown of deal {showdown.number}</b>: every hand face up, mano first</p>{hands}'
            f'<ul>{items}</ul><p>This deal: {html.escape(paid)}</p></div>')


def step_picture(step: WorkedStep) -> Shown:
    """One step of the worked deal: the table, the narration, what happened, the score table."""
    text = " ".join([f"Step {step.number}: {step.title}.", step.text, *(line + "." for line in step.events)])
    return Shown(_step_html(step, len(worked_deal())), text)


def _step_html(step: WorkedStep, count: int) -> str:
    status = "".join(f"<div>{html.escape(line)}</div>" for line in step.table.status)
    events = "".join(f"<li>{html.escape(line)}</li>" for line in step.events)
    table = ""
    if step.entries:
        rows = scoring_rows(step.entries)
        body = "".join(f"<tr><td>{lance}</td><td>{a}</td><td>{b}</td><td>{html.escape(why)}</td></tr>"
                       for lance, a, b, why in rows)
        total = (f"<tr><th>total</th><th>{sum(r[1] for r in rows)}</th><th>{sum(r[2] for r in rows)}</th>"
                 "<th></th></tr>")
        table = ('<table class="cardlib-scores"><tr><th>lance</th><th>seats 0 and 2</th>'
                 f'<th>seats 1 and 3</th><th>why</th></tr>{body}{total}</table>')
    return (f'<div class="cardlib-step" data-step="{step.number}">'
            f'<div><b>Step {step.number} of {count - 1}: {html.escape(step.title)}</b></div>'
            f'<p>{html.escape(step.text)}</p>'
            + (f"<ul>{events}</ul>" if events else "")
            + step.table.svg(width=560) + f'<div style="font-size:90%">{status}</div>' + table + "</div>")


def exercise_picture(exercise: Question) -> Shown:
    """The question and its hands, as the static book shows them."""
    hands = f" {_hand_words(exercise.hands, exercise.labels)}." if exercise.hands else ""
    choices = f" Choices: {', '.join(exercise.choices)}." if exercise.choices else ""
    return Shown(_exercise_html(exercise), f"{exercise.prompt}{hands}{choices}")


def solution_picture(exercise: Question) -> Shown:
    """The answer and its explanation folded under 'Answer' (a click opens it), so that a reader
    of the book, of JupyterLab or of a Voila page does not see it by accident."""
    body = html.escape(exercise.solution()).replace("\n", "<br>")
    return Shown(f'<details class="cardlib-solution"><summary>Answer</summary><p>{body}</p></details>',
                 exercise.solution().replace("\n", " "))


def _exercise_html(exercise: Question) -> str:
    width = 56 if len(exercise.hands) == 1 else 36
    hands = hands_html(exercise.hands, exercise.labels, width=width) if exercise.hands else ""
    return f'<div class="cardlib-exercise"><p><b>{html.escape(exercise.prompt)}</b></p>{hands}</div>'


# --- the widgets -----------------------------------------------------------------------

class ExplorerView(FormView):
    """Four hands in speaking order (seat 0 the mano): type them or deal them, and see who wins
    each contest and why. A typed hand that shares a card with another seat keeps its place and
    the other three seats are dealt again around it from the 36 cards left (with the seed in
    the Seed box). Bad input shows what is wrong instead."""

    ERROR_LEAD = "Cannot compare:"

    def __init__(self, hands: Sequence[str] | None = None, seed: int = 1) -> None:
        start = hands or [str(h) for h in deal(SPANISH_40.cards, players=4, per_player=4, seed=seed)[0]]
        self._boxes = tuple(widgets.Text(value=str(text), description=SEAT_ROLES[i],
                                         continuous_update=False, style={"description_width": "110px"},
                                         layout=widgets.Layout(width="300px"))
                            for i, text in enumerate(start))
        self._seed = widgets.IntText(value=seed, description="Seed", layout=widgets.Layout(width="150px"))
        self._deal_btn = widgets.Button(description="Deal", icon="random")
        self._compare_btn = widgets.Button(description="Compare", button_style="primary")
        self._note, self._note_text = widgets.HTML(), ""
        self._add_answer()
        self.verdicts: tuple[Verdict, ...] = ()
        self._listen()
        self._deal_btn.on_click(lambda _: self._on_deal())
        self._compare_btn.on_click(lambda _: self._show())
        super().__init__([*self._boxes, widgets.HBox([self._compare_btn, self._seed, self._deal_btn]),
                          self._note, self._message, self._picture])
        self._show()

    @property
    def hand_boxes(self) -> tuple[widgets.Text, ...]:
        return self._boxes

    @property
    def seed(self) -> widgets.IntText:
        return self._seed

    @property
    def deal_button(self) -> widgets.Button:
        return self._deal_btn

    @property
    def compare_button(self) -> widgets.Button:
        return self._compare_btn

    @property
    def note(self) -> str:
        """What the view did with the last typed hand (plain text), or ''."""
        return self._note_text

    def _listen(self) -> None:
        for seat, box in enumerate(self._boxes):
            box.observe(lambda _, seat=seat: self._typed(seat), names="value")

    def _fill(self, hands: Sequence) -> None:
        """Put ``hands`` in the boxes without each box answering on its own."""
        with self.hold_trait_notifications():
            for box in self._boxes:
                box.unobserve_all("value")
            for box, hand in zip(self._boxes, hands):
                box.value = str(hand)
            self._listen()

    def _on_deal(self) -> None:
        try:
            dealt, _ = deal(SPANISH_40.cards, players=4, per_player=4, seed=self._seed.value)
        except CardlibError as error:
            self._show_error(str(error))
            return
        self._fill(dealt)
        self._set_note("")
        self._show()

    def _typed(self, seat: int) -> None:
        """A hand typed at ``seat``: if it shares a card with another seat, deal the others around it."""
        self._set_note("")
        try:
            hand = as_hand(self._boxes[seat].value)
        except CardlibError:
            self._show()                      # read_hands names the seat and the bad card
            return
        others = {c for i, box in enumerate(self._boxes) if i != seat for c in _cards_in(box.value)}
        shared = [c for c in hand if c in others]
        if shared:
            try:
                hands = deal_around(hand, seat, seed=self._seed.value)
            except CardlibError as error:
                self._show_error(str(error))
                return
            self._fill(hands)
            self._set_note(f"{' '.join(map(str, shared))} {'was' if len(shared) == 1 else 'were'} in another "
                           f"hand, so the other seats were dealt again around {hand} at {SEAT_ROLES[seat]} "
                           f"from the 36 cards left (seed {self._seed.value}).")
        self._show()

    def _set_note(self, text: str) -> None:
        self._note_text = text
        self._note.value = f'<p class="cardlib-note">{html.escape(text)}</p>' if text else ""

    def describe(self) -> str:
        """What the explorer shows now, in words."""
        if not self.verdicts:
            return f"Contest explorer: {self.message or 'no hands yet'}."
        hands = _hand_words([b.value for b in self._boxes], SEAT_ROLES)
        return (f"Contest explorer (a widget: type or deal hands when the chapter runs live). Hands {hands}. "
                + " ".join(v.reason[:1].upper() + v.reason[1:] + "." for v in self.verdicts))

    def _show(self) -> None:
        try:
            hands = read_hands([b.value for b in self._boxes])
        except CardlibError as error:
            self.verdicts = ()
            self._picture.value = ""
            self._show_error(str(error))
            return
        self._show_error("")
        self.verdicts = contests(hands)
        self._picture.value = "".join(_verdict_html(v, hands, SEAT_ROLES) for v in self.verdicts)


def _cards_in(text: str) -> list:
    """The cards a box holds, when it can be read as a hand (else none)."""
    try:
        return list(as_hand(text))
    except CardlibError:
        return []


class OddsView(FormView):
    """A hand and its seat: its chance to win each contest against three random hands.

    Each change re-deals ``trials`` random deals with the same ``seed`` (about a tenth of a second).
    """

    ERROR_LEAD = "Cannot read the hand:"

    def __init__(self, hand: str = "Ro Rc 7o 4o", seat: int = 0, *, trials: int = 20_000, seed: int = 1) -> None:
        self._trials, self._seed = trials, seed
        self._hand = widgets.Text(value=hand, description="Hand", continuous_update=False,
                                  layout=widgets.Layout(width="260px"))
        self._seat = widgets.Dropdown(options=[(role, i) for i, role in enumerate(SEAT_ROLES)], value=seat,
                                      description="Seat", layout=widgets.Layout(width="240px"))
        self._add_answer()
        self.probabilities: dict[str, float] = {}
        self._hand.observe(lambda _: self._show(), names="value")
        self._seat.observe(lambda _: self._show(), names="value")
        super().__init__([widgets.HBox([self._hand, self._seat]), self._message, self._picture])
        self._show()

    @property
    def hand(self) -> widgets.Text:
        return self._hand

    @property
    def seat(self) -> widgets.Dropdown:
        return self._seat

    def describe(self) -> str:
        """What the odds explorer shows now, in words."""
        if not self.probabilities:
            return f"Odds explorer: {self.message or 'no hand yet'}."
        hand = as_hand(self._hand.value)
        return (f"Odds explorer (a widget: change the hand or the seat when the chapter runs live): "
                f"{hand} ({symbols(hand)}) as {SEAT_ROLES[self._seat.value]} wins "
                + ", ".join(f"{c.capitalize()} {p:.1%}" for c, p in self.probabilities.items())
                + f" of {self._trials:,} random deals.")

    def _show(self) -> None:
        try:
            hand = as_hand(self._hand.value)
        except CardlibError as error:
            self._show_error(str(error))
            self._picture.value = ""
            self.probabilities = {}
            return
        self._show_error("")
        self.probabilities = odds(hand, self._seat.value, trials=self._trials, seed=self._seed)
        self._picture.value = _odds_html(hand, self._seat.value, self.probabilities)


class WorkedDealView(Described, widgets.VBox):
    """Next and Back through the rules' full deal (rules M19), ending at the scoring table."""

    def __init__(self, step: int = 0) -> None:
        self._steps = worked_deal()
        self._back = widgets.Button(description="Back", icon="arrow-left")
        self._next = widgets.Button(description="Next", icon="arrow-right", button_style="primary")
        self._where = widgets.HTML()
        self._picture = widgets.HTML()
        self._back.on_click(lambda _: self.go(self._step - 1))
        self._next.on_click(lambda _: self.go(self._step + 1))
        self._step = 0
        super().__init__([widgets.HBox([self._back, self._next, self._where]), self._picture])
        self.go(step)

    @property
    def back_button(self) -> widgets.Button:
        return self._back

    @property
    def next_button(self) -> widgets.Button:
        return self._next

    @property
    def step(self) -> int:
        return self._step

    @property
    def current(self) -> WorkedStep:
        return self._steps[self._step]

    @property
    def picture(self) -> str:
        return self._picture.value

    def describe(self) -> str:
        step = self.current
        return (f"The worked deal (a widget: Next and Back go through its {len(self._steps)} steps when the "
                f"chapter runs live), step {step.number}: {step.title}. {step.text}")

    def go(self, number: int) -> None:
        """Show step ``number`` (kept within the first and the last step)."""
        self._step = max(0, min(int(number), len(self._steps) - 1))
        self._back.disabled = self._step == 0
        self._next.disabled = self._step == len(self._steps) - 1
        self._where.value = f"&nbsp;step {self._step} of {len(self._steps) - 1}"
        self._picture.value = _step_html(self.current, len(self._steps))


def _question_hands(question: Question) -> str | None:
    """The question's hands side by side, as the static book shows them."""
    if not question.hands:
        return None
    return hands_html(question.hands, question.labels, width=56 if len(question.hands) == 1 else 36)


def exercise_view(start: int = 0, questions: Sequence[Question] | None = None) -> ExerciseView:
    """The chapter's questions (:func:`cardlib.mus.lessons.exercises`), from number ``start``,
    in the exercise view every game shares; Next goes on to the following one."""
    return ExerciseView(exercises() if questions is None else questions, picture=_question_hands, start=start)


def play_view(seed: int = 1, bot_seed: int = 1) -> PlayView:
    """A whole game: the reader at seat 0 with a bot partner (seat 2) against two bots.

    The buttons offer the usual choices (and one the rules forbid, to see why); the text box
    takes any action, such as ``envido 7`` or ``discard Ro 4c``.
    """
    bots = {seat: MusBot(seed=bot_seed * 10 + seat) for seat in (1, 2, 3)}
    return PlayView(lambda s: new_game(seed=s), bots, reader=0, seed=seed, tries=tries,
                    names=seat_names(0), view=table_view, parse=parse_action, hint_bot=MusBot(seed=bot_seed * 10),
                    parse_hint="or type: envido 7, discard Ro 4c ...")

