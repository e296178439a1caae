"""The three-card Loo chapters' widgets and the pictures that stand in for them in the static book.

Loo's own views (each a ``VBox`` with private children and read-only handles for tests):

* :class:`DecisionTrainer`: a hand and the turned trump; play, pass or buy? The answer gives the
  odds, the expected chips of each choice, and why.
* :class:`WorkedDeal`: a round played by bots, deal by deal until the pot is empty, with
  Next and Back.

Thin uses of the generic views: :func:`legal_trainer` (:class:`~cardlib.widgets.trainer.LegalTrainer`
over Loo's rulings), :func:`exercises` (:class:`~cardlib.widgets.exercise.ExerciseView` over Loo's
questions), :func:`play_table` (:class:`~cardlib.widgets.play.PlayView`
against 2 to 6 bots, with the Hint button).

Pictures, charts and tables (for the static book): :func:`chip_flow_chart` (the flow of chips,
deal by deal, with matplotlib), :func:`decision_picture`, :func:`step_svg`,
:func:`game_svg`, :func:`flow_table`, :func:`variants_table`. All the rules come from
:mod:`cardlib.loo`; nothing here decides what is legal or what a choice is worth.
"""

from __future__ import annotations

import html
from typing import Sequence

import ipywidgets as widgets

from ..cards import Cards
from ..errors import CardlibError
from ..game import Counter, Direction, Pile, TableView
from ..loo import LooBot, new_game
from ..loo.bot import ExpectedChips
from ..loo.game import BUY, PASS, PLAY, Declaration, Phase, Play, played_hands
from ..loo.lessons import (DECISION_TRIALS, DecisionPosition, FlowRow, RoundStep, VARIANTS, WorkedRound,
                           decision_answer, decision_position, exercise_positions, questions, trainer_position)
from ..loo.view import deal_table, score_svg, strongest_first
from ..render import svg
from ..render.svg import wide_or_narrow_html
from ..render.charts import Bars, Chart, Line, Mark, Panel, chart
from ..review import reviewer
from .display import Described, Shown, bullets, column, folded, picture, row, sentence, table, wide_or_narrow
from . import exercise
from .exercise import ExerciseView, positions_view, question_picture
from .messages import FormView
from .play import PlayOptions, PlayTable, PlayView
from .steps import StepView
from .trainer import LegalTrainer

__all__ = ["positions", "positions_shown", "DecisionTrainer", "WorkedDeal", "legal_trainer", "exercises", "play_table", "decision_picture",
           "step_svg", "game_svg", "game_shown", "flow_table", "variants_table", "exercise_sheet", "rules_changes",
           "chip_flow_chart", "play_tries", "first_deal_hands", "first_deal_said", "first_deal_buy",
           "first_deal_trick", "score_sheet", "table_picture"]

CHOICE_LABELS = {"play": "play", "pass": "pass", "buy": "buy dummy"}


# --------------------------------------------------------------------------- pictures and tables

def decision_picture(position: DecisionPosition, *, width: float = 60):
    """The hand to decide on beside the turned trump card (a :class:`~cardlib.widgets.display.Shown`)."""
    hand = svg.hand(strongest_first(position.hand, position.trump), width=width, label="your hand")
    turned = svg.hand([position.turned], width=width, label=f"turned: {position.trump.english} are trumps")
    return row([hand, turned], text=f"Your hand: {position.hand}; the turned card: {position.turned} "
                                    f"({position.trump.english} are trumps)")


def step_svg(step: RoundStep, *, width: float | None = None) -> str:
    """One deal of the worked round: the hands played face up (a seat that passed shows none), the
    turned trump in the middle, each player's chips and the pot after the deal."""
    return _step_view(step).svg(**({"width": width} if width else {}))


def step_html(step: RoundStep) -> str:
    """:func:`step_svg`, and on a phone the same table with the seats one under another."""
    return wide_or_narrow_html(*_step_view(step).both_svg())


def _step_view(step: RoundStep) -> TableView:
    r = step.record
    n = len(r.hands)
    hands = tuple(strongest_first(h, r.trump) for h in played_hands(r))
    labels = tuple(f"Seat {s} · won {r.tricks[s]}" if s in r.participants and r.tricks
                   else f"Seat {s} · out" if r.declared[s] is Declaration.PASS else f"Seat {s}" for s in range(n))
    view = TableView(hands=hands, direction=Direction.CLOCKWISE, labels=labels, dealer=r.dealer,
                     piles=(Pile("turned trump", Cards((r.turned,))),),
                     counters=tuple(Counter("chips", c, s) for s, c in enumerate(r.chips_end))
                     + (Counter("pot", r.pot_end),), hand_size=3)
    return view


def table_picture(table: PlayTable, *, viewer: int = 0) -> Shown:
    """The live play table as it stands (as ``viewer`` sees it), drawn for the static page under
    the widget, so a page whose widget scripts fail to load still shows the game."""
    return game_shown(table.view.state, viewer=viewer)


def game_shown(state, viewer: int | None = 0) -> Shown:
    """A Loo game's table as ``viewer`` sees it (:func:`game_svg`), and on a phone the seats one under
    another; its sentence is the table's status lines."""
    view = state.table(viewer)
    return wide_or_narrow(*view.both_svg(), text=". ".join(view.status) + ".")


def game_svg(state, viewer: int | None = 0) -> str:
    """A Loo game's table as ``viewer`` sees it: hands, the dummy and the turned trump, chips and pot."""
    return state.table(viewer).svg()


def flow_table(rows: Sequence[FlowRow]):
    """The flow of chips, one row per deal: the pot before, what went in, what came out, the pot after."""
    body = []
    for r in rows:
        won = ", ".join(f"seat {s} +{v}" for s, v in enumerate(r.shares) if v) or "-"
        loos = ", ".join(f"seat {s} -{v}" for s, v in enumerate(r.loos) if v) or "-"
        body.append([r.deal, f"{r.round}.{r.in_round}", f"seat {r.dealer}", r.antes or "-",
                     f"seat {r.buyer} -{r.price}" if r.buyer is not None else "-",
                     r.pot_played, ("sweep: " if r.swept else "") + won, loos, r.pot_end])
    return table(["deal", "round.deal", "dealer", "antes", "dummy bought", "pot played", "thirds out",
                  "loos in", "pot after"], body, caption="The flow of chips, deal by deal")


def exercise_sheet(qs) -> Shown:
    """Questions for the page: each prompt, its picture, and its answer folded away."""
    parts = []
    for q in qs:
        parts.append(sentence(q.prompt))
        drawn = question_picture(q)
        if drawn:
            cards = " ".join(str(c) for c in tuple(q.trick) + tuple(c for hand in q.hands for c in hand))
            parts.append(Shown(drawn, f"Cards: {cards}"))
        parts.append(folded(q.solution(), summary="Show the answer"))
    return column(parts)


def rules_changes(rules) -> Shown:
    """What a set of rules changes from the house rules, as a list."""
    changes = rules.changes()
    return bullets(changes or ["nothing: these are the house rules"], lead="Changed from the house rules")


def variants_table():
    """Standard Loo beside the house rules: each rule and what it changes (in words: the switch
    that plays it in cardlib is ``Variant.switch``, for programmers)."""
    return table(["rule", "name", "house rules (the source)", "standard Loo"],
                 [[v.key, v.name, v.house, v.standard] for v in VARIANTS],
                 caption="Standard Loo (rules §5.2) beside the house rules")


# --------------------------------------------------------------------------- the flow of chips, drawn

_FLOW_COLOURS = {"antes": "#2f7d4f", "dummy": "#d9a21b", "loos": "#b03a2e", "thirds": "#2e5fa3",
           "sweep": "#7a4ea3", "pot": "#222222"}


def chip_flow_chart(rows: Sequence, *, title: str = "Where the chips went, deal by deal") -> Chart:
    """The pot's inflows and outflows per deal, the pot after each, and every player's chips.

    Its sentence tells the pot after each deal and everyone's chips after the last.

    >>> from cardlib.loo.lessons import chip_flow, worked_round
    >>> chart = chip_flow_chart(chip_flow(worked_round(2).end))
    >>> chart.title, len(chart.figure.axes)
    ('Where the chips went, deal by deal', 2)
    """
    rows = list(rows)
    if not rows:
        raise CardlibError("there is no finished deal to draw yet")
    n = len(rows)
    x = list(range(1, n + 1))
    antes = [r.antes for r in rows]
    thirds = [-(sum(r.shares)) if not r.swept else 0 for r in rows]
    sweep = [-(sum(r.shares)) if r.swept else 0 for r in rows]
    width = 0.36
    left = [i - width / 2 for i in x]
    right = [i + width / 2 for i in x]
    colour = _FLOW_COLOURS
    flows = [Bars(left, antes, colour["antes"], width, label="antes (round start)"),
             Bars(left, [r.price for r in rows], colour["dummy"], width, bottom=antes, label="dummy bought"),
             Bars(right, [sum(r.loos) for r in rows], colour["loos"], width, label="loos paid (after the thirds)"),
             Bars(left, thirds, colour["thirds"], width, label="thirds paid to trick winners"),
             Bars(left, sweep, colour["sweep"], width, label="dealer's sweep"),
             Line([0.5] + x, [0] + [r.pot_end for r in rows], label="pot after the deal", colour=colour["pot"],
                  linewidth=1.6, steps=True)]
    rounds = [Mark(i - 0.5, f"round {r.round}\nseat {r.dealer} deals") for r, i in zip(rows, x) if r.in_round == 1]
    top = Panel(flows, title=title, ylabel="chips into (+) and out of (−) the pot", legend="outside", zero_line=True,
                marks=rounds)
    seats = range(len(rows[0].chips))
    bottom = Panel([Line(x, [r.chips[seat] for r in rows], label=f"seat {seat}", marker="o", markersize=3)
                    for seat in seats], xlabel="deal", ylabel="chips in hand", xticks=x, legend="outside")
    pots = ", ".join(str(r.pot_end) for r in rows)
    chips = ", ".join(f"seat {s} {c}" for s, c in enumerate(rows[-1].chips))
    return chart([top, bottom], f"Bar chart: {title.lower()}, {n} deals; the pot after each deal: {pots}; "
                                f"chips after the last: {chips}.", size=(9, 5.6), heights=(3, 2))


# --------------------------------------------------------------------------- the decision trainer

class DecisionTrainer(FormView):
    """A hand and the turned trump: play, pass or buy the dummy? The answer gives the odds of
    0 to 3 tricks (the hand and the dummy, from 100,000 simulated deals), the expected chips of
    each choice, and why.

    The answer is worked out when the position is shown, so a click answers at once.
    """

    ERROR_LEAD = "Cannot answer:"

    def __init__(self, seed: int = 1, *, trials: int = DECISION_TRIALS) -> None:
        self._trials = trials
        self._add_answer()
        self._seed = widgets.IntText(value=seed, description="Position", layout=widgets.Layout(width="170px"))
        self._next = widgets.Button(description="Next position", icon="forward")
        self._prompt = widgets.HTML()
        self._buttons = widgets.HBox()
        self._verdict = widgets.HTML()
        self._next.on_click(lambda _: self.next_position())
        self._seed.observe(lambda change: self.go(change["new"]), names="value")
        self.position: DecisionPosition | None = None
        self.choice: ExpectedChips | None = None
        self._verdict_text = ""
        super().__init__([widgets.HBox([self._seed, self._next]), self._picture, self._prompt, self._buttons,
                          self._message, self._verdict])
        self.go(seed)

    def describe(self) -> str:
        if self.position is None:
            return "A Loo decision trainer (a widget: it answers when the chapter runs live)"
        return ("A Loo decision trainer: " + " ".join(self.position.lines())
                + " Play, pass or buy the dummy? (a widget: it answers when the chapter runs live)")

    @property
    def choices(self) -> list[widgets.Button]:
        return list(self._buttons.children)

    @property
    def verdict(self) -> str:
        """The last answer in plain text ('' before any)."""
        return self._verdict_text

    def go(self, seed: int) -> None:
        """Show the position numbered ``seed`` and work out its answer."""
        try:
            position = decision_position(seed)
        except CardlibError as error:
            self._show_error(str(error))
            return
        self.position = position
        self.choice = decision_answer(position, trials=self._trials)
        self._picture.value = decision_picture(position).html
        self._prompt.value = "".join(f"<div>{html.escape(line)}</div>" for line in position.lines())
        buttons = []
        for key in position.allowed:
            button = widgets.Button(description=CHOICE_LABELS[key])
            button.on_click(lambda _, key=key: self.answer(key))
            buttons.append(button)
        self._buttons.children = buttons
        self._verdict.value = ""
        self._verdict_text = ""
        self._show_error("")
        if self._seed.value != seed:
            self._seed.value = seed

    def next_position(self) -> None:
        self.go(self._seed.value + 1)

    def answer(self, choice: str) -> None:
        """Answer ``choice`` ("play", "pass", "buy" or "buy dummy") and show the verdict and why."""
        key = {"buy dummy": "buy"}.get(str(choice).strip().lower(), str(choice).strip().lower())
        if key not in CHOICE_LABELS:
            self._show_error(f"{choice!r} is not a choice; say play, pass or buy dummy")
            return
        if key not in self.position.allowed:
            allowed = ", ".join(CHOICE_LABELS[k] for k in self.position.allowed)
            why = ("the dealer may not pass (rules §2.4)" if key == "pass" and self.position.dealer
                   else "you cannot buy the dummy here: it is gone, or you hold fewer than the 3 chips it costs (rules §2.4)")
            self._show_error(f"{CHOICE_LABELS[key]} is not allowed: {why}; choose {allowed}")
            return
        self._show_error("")
        c = self.choice
        best = CHOICE_LABELS[c.best]
        gap = c.expected[c.best] - c.expected[key]
        head = (f"Right: {best} is worth most." if key == c.best else
                f"Not the best: {best} is worth {gap:.2f} chips more on average than {CHOICE_LABELS[key]}.")
        lines = [head] + c.lines()
        self._verdict_text = "\n".join(lines)
        self._verdict.value = ("<div class='cardlib-verdict'>" + "".join(
            f"<div>{'<b>' + html.escape(line) + '</b>' if i == 0 else html.escape(line)}</div>"
            for i, line in enumerate(lines)) + "</div>")


# --------------------------------------------------------------------------- the worked round

class WorkedDeal(StepView):
    """A round of Loo played by bots, deal by deal until the pot is empty: the table after each
    deal, what happened, and where the chips went, with Next and Back."""

    def __init__(self, worked: WorkedRound) -> None:
        if not isinstance(worked, WorkedRound) or not worked.steps:
            raise CardlibError(f"WorkedDeal needs a worked round with deals, got {worked!r}")
        self.worked = worked
        self._picture = widgets.HTML()
        self._summary = widgets.HTML()
        self._log = widgets.HTML()
        super().__init__(worked.steps, [self._picture, self._summary, self._log])

    def describe(self) -> str:
        end = "the game ends" if self.worked.steps[-1].flow.unpaid else "the pot is empty"
        return (f"A worked round of Loo, {len(self.worked.steps)} deals until {end}, with Next and "
                f"Back (a widget: it answers when the chapter runs live). " + self.step.flow.words())

    @property
    def step(self) -> RoundStep:
        return self.current

    @property
    def summary(self) -> str:
        return self.step.flow.words()

    @property
    def log(self) -> list[str]:
        return list(self.step.lines)

    def where(self) -> str:
        return f"<b>Deal {self.index + 1} of {len(self.steps)}</b>"

    def show(self, step: RoundStep) -> None:
        self._picture.value = step_html(step)
        self._summary.value = f"<p>{html.escape(step.flow.words())}</p>"
        self._log.value = ('<div class="cardlib-log" style="font-family:monospace;font-size:85%">'
                           + "".join(f"<div>{html.escape(line)}</div>" for line in step.lines) + "</div>")


# --------------------------------------------------------------------------- the generic views, for Loo

def legal_trainer(start: int = 0, *, head_the_trick: bool = False) -> LegalTrainer:
    """The legal-card trainer over Loo's rulings: follow suit, else trump, else anything (§2.5)."""
    return LegalTrainer(lambda n: trainer_position(n, head_the_trick=head_the_trick), start=start)


def exercises(seed: int = 1, count: int = 12) -> ExerciseView:
    """Loo's exercises, one at a time, checked and explained."""
    return ExerciseView(questions(seed, count))

def positions(start: int = 0) -> ExerciseView:
    """The exercises chapter's "what would you do?" positions
    (:func:`cardlib.loo.lessons.exercise_positions`): pick a choice, then see the expert's
    value of every choice; ``start`` is the first position's number (from 0)."""
    return positions_view(exercise_positions(), start=start)


def positions_shown() -> "Shown":
    """Every "what would you do?" position with the expert's values folded away, for the static book."""
    return exercise.positions_shown(exercise_positions())



def play_tries(state, seat: int) -> list:
    """What the reader may try now, legal or not, so that a forbidden one is explained: while
    declaring, play, pass and buy dummy (the dealer may not pass; the dummy is bought once);
    in trick play every card of his hand.

    >>> [str(a) for a in play_tries(new_game(4, seed=1), 0)]
    ['play', 'pass', 'buy dummy']
    """
    if state.phase is Phase.PLAY:
        return [Play(card) for card in state.play.hand]
    return [PLAY, PASS, BUY]


TRIALS = 4000      # the deals each bot's odds are measured on: some 3 ms a decision


def play_table(players: int = 4, seed: int = 1, **rules) -> PlayTable:
    """A whole game of Loo against ``players - 1`` bots (2 to 6), with a choice of 3 to 7 players,
    chips and pot on the table and a Hint button; the reader sits in seat 0. Every declaration and
    every card of his hand has a button; one the rules forbid is refused with the reason (``rules``
    as for :func:`cardlib.loo.new_game`; each bot measures its odds on ``TRIALS`` deals).

    >>> table = play_table(players=3, seed=2)
    >>> table.view.state.players, table.players.value
    (3, 3)
    """
    _play_view(players, seed, **rules)                                # bad options are refused by name
    return PlayTable(lambda n, s: _play_view(n, s, **rules), players, range(3, 8), seed=seed,
                     title="Loo against the computer")


def _play_view(players: int = 4, seed: int = 1, **rules) -> PlayView:
    """The live table of a game of Loo between the reader (seat 0) and ``players - 1`` bots."""
    if not isinstance(players, int) or isinstance(players, bool) or not 3 <= players <= 7:
        raise CardlibError(f"play against 2 to 6 bots: Loo is played by 3 to 7 players, not {players!r} "
                           f"(rules §1.1)")
    new_game(players, seed=seed, **rules)                             # bad options are refused here, by name
    bots = {s: LooBot(1000 + s, trials=TRIALS) for s in range(1, players)}
    return PlayView(lambda seed: new_game(players, seed=seed, **rules), bots,
                    PlayOptions(tries=play_tries, hint_bot=LooBot(999, trials=TRIALS), deal_view=deal_table,
                                reviewer=reviewer("loo")), seed=seed)


# --------------------------------------------------------------------------- your first deal, drawn

_SAID = {"play": "plays", "pass": "passes", "buy": "buys the dummy"}


def _hand_svg(cards, trump, label: str, width: float = 52) -> str:
    return svg.hand(strongest_first(cards, trump), width=width, label=label)


def first_deal_hands(deal) -> Shown:
    """Every hand of the first deal as dealt, face up, the dummy too, and the turned trump: what
    nobody at the table sees at once, shown to the reader."""
    r = deal.record
    items = [Shown(_hand_svg(h, r.trump, f"Seat {s}" + (" (dealer)" if s == r.dealer else "")),
                   f"Seat {s}{' (dealer)' if s == r.dealer else ''}: {strongest_first(h, r.trump)}")
             for s, h in enumerate(r.hands)]
    items.append(Shown(_hand_svg(r.dummy, r.trump, "the dummy (face down)"), f"The dummy: {r.dummy}"))
    items.append(Shown(svg.hand([r.turned], width=52, label=f"turned: {r.trump.english} are trumps"),
                       f"The turned card: {r.turned}, so {r.trump.english} are trumps"))
    return row(items, lead="The hands as dealt")


def first_deal_said(deal) -> Shown:
    """Each declaration in turn, from the dealer's left: the hand, what the player says, and why."""
    r = deal.record
    items = []
    for s in deal.said:
        head = f"Seat {s.seat}{' (the dealer)' if s.seat == r.dealer else ''} {_SAID[s.choice]}"
        items.append(row([Shown(_hand_svg(s.hand, r.trump, f"Seat {s.seat}", width=44), str(s.hand)),
                          sentence(f"{head}: {s.why.split(': ', 1)[1]}")], text=f"{head}: {s.why.split(': ', 1)[1]}"))
    return column(items)


def first_deal_buy(deal) -> Shown:
    """The dummy bought: the hand the buyer throws away unseen, and the dummy he takes."""
    r = deal.record
    if r.buyer is None:
        raise CardlibError("nobody bought the dummy in this deal")
    thrown = Shown(_hand_svg(r.hands[r.buyer], r.trump, f"Seat {r.buyer} throws away"),
                   f"Seat {r.buyer} throws away {r.hands[r.buyer]}")
    taken = Shown(_hand_svg(r.dummy, r.trump, f"Seat {r.buyer} takes the dummy"),
                  f"and takes the dummy {strongest_first(r.dummy, r.trump)}")
    return row([thrown, taken])


def first_deal_trick(deal, number: int) -> Shown:
    """Trick ``number`` (from 1) of the first deal: its cards in order with each player's name,
    the winning card outlined, why each card was played, and who wins and why."""
    r = deal.record
    if not 1 <= number <= len(r.tricks_played):
        raise CardlibError(f"the deal has tricks 1 to {len(r.tricks_played)}, not {number!r}")
    t = r.tricks_played[number - 1]
    start = sum(len(x.cards) for x in r.tricks_played[:number - 1])
    why = [p.why for p in deal.played[start:start + len(t.cards)]]
    drawn = Shown(svg.trick(t.cards, seats=[f"Seat {s}" for s in t.seats], winner=t.seats.index(t.winner),
                            width=52), f"Trick {number}: " + ", ".join(f"seat {s} {c}" for s, c in t.plays))
    return column([drawn, bullets(why), sentence(deal.trick_words(number), style="font-weight:bold")])


def score_sheet(record) -> Shown:
    """A deal's score sheet as players keep it (:func:`cardlib.loo.view.score_svg`)."""
    return picture(score_svg(record))
