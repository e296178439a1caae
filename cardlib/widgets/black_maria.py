"""The Black Maria chapters' widgets: thin views over :mod:`cardlib.black_maria` and the generic views.

* :func:`play_table`: a whole game against 2 to 6 bots (a :class:`~cardlib.widgets.play.PlayTable`: a choice of 3 to 7
  players above the generic :class:`~cardlib.widgets.play.PlayView`). In the pass the reader clicks
  three cards of his hand and presses **Pass these three** (or types them, or takes the bot's
  suggestion); the others' passes stay secret (``Pass.public_text``), and the log names the cards of a pass
  only to its passer and its receiver (the ``"pass"`` event's ``visible_to``). In play every card of his
  hand has a button, and an illegal one is refused with its rule.
* :class:`PassTrainer`: the reader picks three cards; the view shows what the bot would pass and
  why, and how each choice changes the simulated chance of taking the Queen.
* :class:`WorkedDeal`: a deal from the pass to the scores, with Next and Back.
* Pictures and tables for the chapters (:func:`packs_shown`, :func:`penalties_shown`, ...) and
  the odds charts (:func:`pass_chart`, :func:`queen_chart`, :func:`leader_chart`: matplotlib
  figures shown as PNG, with a sentence of their figures for text front ends).
"""

from __future__ import annotations

import dataclasses
import html
from typing import Mapping, Sequence

import ipywidgets as widgets

from ..black_maria import BlackMariaBot, Pass, Phase, Play, State, new_game, parse_cards
from ..black_maria.bot import choose_pass
from ..black_maria.core import card_penalty, trick_winner
from ..black_maria.lessons import (PassOdds, evaluate_passes, exercise_positions, explain_trick, first_deal, pack_rows,
                                   parse_pass, penalty_rows, questions, random_hand, trainer_position, worked_deal)
from ..black_maria.view import deal_table, penalty_sheet, table_view
from ..cards import Cards
from ..errors import CardlibError, InvalidCardError
from ..game import Action, Pile, seat_name
from ..render.charts import Bars, Chart, Line, Panel, chart
from ..render import svg
from ..render.svg import wide_or_narrow_html
from ..review import reviewer
from . import display, exercise
from .exercise import ExerciseView, positions_view
from .messages import FormView
from .play import CardPick, PlayOptions, PlayTable, PlayView
from .steps import StepView
from .trainer import LegalTrainer

__all__ = ["first_table_shown", "first_passes_shown", "first_tricks_shown", "penalty_sheet_shown", "first_score_shown",
           "first_live_table_shown", "position_shown", "pass_hand_shown", "positions", "positions_shown", "play_table", "parse_action", "play_tries", "PassTrainer", "WorkedDeal", "packs_shown",
           "penalties_shown", "trick_shown", "pass_shown", "legal_trainer", "exercises", "answers_shown",
           "table_shown", "rules_shown", "pass_chart", "queen_chart", "leader_chart"]


def parse_action(text: str) -> Action:
    """A typed action: three cards (``"QS AH 9D"`` or ``"pass QS AH 9D"``) pass, one card plays.

    >>> parse_action("pass qs ah 9d"), parse_action("play 10H")
    (Pass(cards=(Card('Q♠'), Card('A♥'), Card('9♦'))), Play(card=Card('10♥')))
    """
    if not isinstance(text, str) or not text.strip():
        raise InvalidCardError("type three cards to pass (such as 'QS AH 9D') or one card to play (such as '10H')")
    words = text.strip().split(None, 1)
    verb = words[0].lower()
    rest = words[1] if verb in ("pass", "play") and len(words) > 1 else text
    if verb in ("pass", "play") and len(words) == 1:
        raise InvalidCardError(f"{verb} what? Type {'pass and three cards (pass QS AH 9D)' if verb == 'pass' else 'play and one card (play 10H)'} "
                               f"({State.ACTIONS_SECTION})")
    if verb not in ("pass", "play") and not any(_is_card(word) for word in text.replace(",", " ").split()):
        # neither an action nor a card: say what the box takes, not how a card is written
        raise InvalidCardError(f"{text.strip()!r} is neither an action nor a card: type pass and three cards "
                               f"(pass QS AH 9D) or play and one card (play 10H) ({State.ACTIONS_SECTION})")
    cards = parse_cards(rest)
    if verb == "play" or (verb != "pass" and len(cards) == 1):
        if len(cards) != 1:
            raise InvalidCardError(f"play one card, got {len(cards)}: {str(cards)!r}")
        return Play(cards[0])
    return Pass(tuple(cards))


def _is_card(word: str) -> bool:
    try:
        parse_cards(word)
    except InvalidCardError:
        return False
    return True


def play_tries(state, seat: int) -> list[Action]:
    """What the reader may try now: in play every card of the hand, legal or not, so that an illegal
    one is explained; none in the pass, where he picks three cards and confirms (Hint picks the
    computer's three for him to look at and confirm)."""
    if state.phase is Phase.PASS:
        return []
    return [Play(c) for c in state.play.hand]


def _play_view(players: int = 4, seed: int = 1, *, reader: int = 0, **rules) -> PlayView:
    """A game of Black Maria between the reader (seat ``reader``) and ``players - 1`` bots."""
    new = lambda s: new_game(players, seed=s, **rules)               # noqa: E731
    new(seed)                                                          # bad options are refused here, by name
    bots = {s: BlackMariaBot() for s in range(players) if s != reader}
    options = PlayOptions(reader=reader, tries=play_tries, parse=parse_action, view=table_view, deal_view=deal_table,
                          pick=CardPick(3, Pass, "Pass these three", when=lambda state: state.phase is Phase.PASS),
                          reviewer=reviewer("black_maria"))
    return PlayView(new, bots, options, seed=seed, parse_hint="pass QS AH 9D, or play 10H (Enter)")


def play_table(players: int = 4, seed: int = 1, **rules) -> PlayTable:
    """A whole game of Black Maria against ``players - 1`` bots, with a choice of 3 to 7 players
    (``rules`` as for :func:`cardlib.black_maria.new_game`).

    >>> table = play_table(players=3, seed=2)
    >>> table.view.state.players, table.players.value
    (3, 3)
    """
    _play_view(players, seed, **rules)                                # bad options are refused by name
    return PlayTable(lambda n, s: _play_view(n, s, **rules), players, range(3, 8), seed=seed,
                     title="Black Maria against the computer")


class PassTrainer(FormView):
    """Pick three cards of a dealt hand to pass; see the computer's pass, its reason, and the odds of each.

    ``evaluate()`` (the button) simulates ``trials`` deals for the reader's choice, the bot's choice
    and, when the hand holds the Queen and she is in neither, passing her instead of the reader's
    highest-ranked card; the same random deals for each.
    """

    PICTURE_ID = "black-maria-pass-trainer"
    ERROR_LEAD = "Cannot pass that:"

    def __init__(self, players: int = 4, seed: int = 1, trials: int = 3000) -> None:
        self._players_box = widgets.Dropdown(options=[3, 4, 5, 6, 7], value=players, description="Players",
                                             layout=widgets.Layout(width="160px"))
        self._seed = widgets.IntText(value=seed, description="Hand", layout=widgets.Layout(width="160px"))
        self._deal_button = widgets.Button(description="Deal", icon="random")
        self._cards = widgets.Text(placeholder="three cards, such as QS AH 9D", description="Pass",
                                   layout=widgets.Layout(width="360px"))
        self._button = widgets.Button(description="Evaluate", button_style="primary")
        self._answer = widgets.HTML()
        # hidden while it has no chart: an empty image shows as a broken-image icon
        self._chart = widgets.Image(format="png", layout=widgets.Layout(max_width="720px", display="none"))
        self.trials = trials
        self.odds = ()
        self._add_answer()
        self._deal_button.on_click(lambda _: self.deal())
        self._button.on_click(lambda _: self.evaluate())
        super().__init__([widgets.HBox([self._players_box, self._seed, self._deal_button]), self._picture,
                          widgets.HBox([self._cards, self._button]), self._message, self._answer, self._chart])
        self.deal()

    @property
    def cards(self) -> widgets.Text:
        return self._cards

    @property
    def evaluate_button(self) -> widgets.Button:
        return self._button

    @property
    def answer(self) -> str:
        return self._answer.value

    @property
    def players_box(self) -> widgets.Dropdown:
        """The table size the next hand is dealt for (3 to 7)."""
        return self._players_box

    @property
    def seed_box(self) -> widgets.IntText:
        """The number of the hand the next deal gives."""
        return self._seed

    @property
    def deal_button(self) -> widgets.Button:
        return self._deal_button

    @property
    def chart(self) -> bytes:
        """The odds chart as PNG bytes, empty until a pass is evaluated."""
        return self._chart.value

    @property
    def chart_shown(self) -> bool:
        """Whether the chart shows (hidden while it is empty: an empty image draws a broken icon)."""
        return self._chart.layout.display != "none"

    def deal(self) -> None:
        """A new hand for the chosen table size and hand number."""
        try:
            self.hand = random_hand(self._seed.value, self._players_box.value)
        except CardlibError as error:
            self._show_error(str(error))
            return
        self._show_error("")
        self._picture.value = self.hand.svg(id=self.PICTURE_ID)
        self._answer.value = ""
        self._chart.value = b""
        self._chart.layout.display = "none"

    def evaluate(self) -> None:
        try:
            chosen = parse_pass(self._cards.value, self.hand)
        except CardlibError as error:
            self._show_error(str(error))
            return
        self._show_error("")
        bot_cards, why = choose_pass(self.hand)
        choices = {"your pass": chosen}
        if set(bot_cards) != set(chosen):
            choices["the computer's pass"] = bot_cards
        queen = next((c for c in self.hand if c.rank == "Q" and c.suit.value == "S"), None)
        if queen is not None and queen not in chosen and queen not in bot_cards:
            top = max(chosen, key=lambda c: c.sort_key)
            choices["your pass with Q♠"] = tuple(c for c in chosen if c != top) + (queen,)
        self.odds = evaluate_passes(self.hand, choices, players=self._players_box.value, trials=self.trials,
                                    seed=self._seed.value)
        lines = [f"The computer would {why}."] + [str(o) for o in self.odds]
        self._answer.value = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
        self._chart.value = pass_chart(self.odds)._repr_png_()
        self._chart.layout.display = None


class WorkedDeal(StepView):
    """A deal played by bots, step by step from the pass to the scores, with Back and Next."""

    def __init__(self, players: int = 3, seed: int = 7, **rules) -> None:
        self._picture = widgets.HTML()
        self._lines = widgets.HTML()
        super().__init__(worked_deal(players, seed, **rules), [self._picture, self._lines])

    def describe(self) -> str:
        """The step in words: what a text front end shows instead of the widget."""
        step = self.current
        return (f"Worked deal, step {self.index + 1} of {len(self.steps)}: {step.title}. "
                + " ".join(line if line.endswith((".", ")")) else line + "." for line in step.lines))

    @property
    def title(self) -> str:
        return self.current.title

    @property
    def lines(self) -> tuple[str, ...]:
        return self.current.lines

    @property
    def picture(self) -> str:
        return self._picture.value

    def where(self) -> str:
        return f"<b>Step {self.index + 1} of {len(self.steps)}: {html.escape(self.current.title)}</b>"

    def show(self, step) -> None:
        self._picture.value = wide_or_narrow_html(*step.view.both_svg(id=f"black-maria-step-{self.index}"))
        self._lines.value = "".join(f"<div>{html.escape(line)}</div>" for line in step.lines)


# --------------------------------------------------------------------------- chapter pictures

def packs_shown(six_all_twos: bool = False) -> display.Table:
    """The deck per table size (rules §1.2): the cards taken out, drawn, and the cards each."""
    rows = []
    for r in pack_rows(six_all_twos):
        removed = display.cards_shown(r.removed, None, width=34) if r.removed else "none"
        rows.append([f"{r.players} players", removed, str(r.used), str(r.each)])
    caption = "The deck for each table size" + (" (six players without the four 2s)" if six_all_twos else "")
    return display.table(["table", "cards taken out", "cards used", "each player gets"], rows, caption=caption)


def penalties_shown() -> display.Table:
    """Every penalty card with its points under the basic rules, note 1 and note 2 (rules §1.4, §5.1)."""
    rows = [[str(card), str(a), str(b), str(c)] for card, a, b, c in penalty_rows()]
    totals = [sum(int(r[i]) for r in rows) for i in (1, 2, 3)]
    rows.append(["deal total", *map(str, totals)])
    return display.table(["card", "basic rules", "note 1", "note 2"], rows,
                         caption="Penalty points of each card under the three schemes")


def trick_shown(trick: str, leader: int = 1, players: int = 3, scoring: str = "standard") -> display.Shown:
    """A trick drawn, with who played what and who takes it, in words (rules §2.4)."""
    cards = parse_cards(trick)
    seats = [f"Seat {(leader + i) % players}" for i in range(len(cards))]
    picture = display.picture(svg.trick(cards, seats=seats, winner=trick_winner(cards) if len(cards) == players
                                        else None, width=52))
    return display.column([picture, display.bullets(explain_trick(cards, leader, players, scoring))])


def pass_shown(players: int = 3, seed: int = 7) -> display.Shown:
    """One deal's pass: each seat's three cards, where they go and the bot's reason."""
    state = new_game(players, seed=seed, end_mode="deals", num_deals=1)
    bot = BlackMariaBot()
    rows = []
    while state.phase is Phase.PASS:
        seat = state.to_act
        decision = bot.choose(state)
        cards = decision.action.cards
        rows.append([f"Seat {seat}", " ".join(map(str, cards)), f"Seat {state.receiver(seat)}",
                     decision.reason.split(": ", 1)[1]])
        state = state.apply(decision.action)
    return display.table(["who", "passes", "to", "why (the computer player's reason)"], rows,
                         caption=f"The pass in a {players}-player deal: everyone chooses first, "
                                 f"then all the cards move at once")


def table_shown(view, *, text: str | None = None) -> display.Shown:
    """A :class:`~cardlib.game.TableView` drawn as SVG, with its status lines as the sentence."""
    return display.column([display.wide_or_narrow(*view.both_svg()),        # on a phone, the seats one under another
                           display.bullets(list(view.status) or ["(no status)"])],
                          text=text)


def rules_shown() -> display.Table:
    """Every rule switch of :class:`~cardlib.black_maria.Rules`: its default and what it changes."""
    rows = [
        ["scoring", "'standard'", "'hearts_and_queen' (note 1: hearts 1, Q♠ 13) or 'graded_hearts' (note 2)"],
        ["pass_left", "False", "pass to the left instead of the right (note 3a)"],
        ["pass_restriction", "'none'", "'queen', 'queen_ace_king' or 'queen_ace_king_hearts' (note 3b i-iii)"],
        ["no_heart_lead_early", "False", "no heart may lead tricks 1 and 2 (note 4)"],
        ["taking_everything", "False", "taking every penalty card scores minus the deal's total (note 5)"],
        ["six_all_twos", "False", "six players remove the four 2s (other sources)"],
        ["hearts_broken", "False", "no heart lead until a heart has been played (other sources)"],
        ["threshold_loses", "False", "the player reaching the threshold is named the loser (other sources)"],
        ["end_mode, threshold, num_deals", "'threshold', 100", "play to a total, or 'deals' for a number of deals"],
    ]
    return display.table(["rule", "default", "what the other values do"], rows, caption="The rule switches")


# --------------------------------------------------------------------------- your first deal

def first_table_shown(deal=None, when: str = "passing") -> display.Shown:
    """The first deal's table seen from above with every hand face up: ``"passing"``, each hand as
    dealt with the three cards its player passes laid out beside it, labelled with whom they go
    to; or ``"passed"``, the hands after the pass, as the play begins."""
    deal = first_deal() if deal is None else deal
    view = table_view(new_game(deal.players, seed=deal.seed), None)
    names = tuple(deal.name(s) for s in range(deal.players))
    if when == "passing":
        hands = tuple(Cards(c for c in deal.dealt[p.seat] if c not in p.cards) for p in sorted(deal.passes,
                                                                                               key=lambda p: p.seat))
        piles = tuple(Pile(f"to {names[p.to].replace('You', 'you')}", Cards(p.cards), face_up=True, seat=p.seat)
                      for p in deal.passes)
        text = "Each hand as dealt, the three cards its player passes laid beside it: " + "; ".join(
            f"{names[s]}: {deal.dealt[s]}" for s in range(deal.players))
    elif when == "passed":
        hands, piles = deal.played, ()
        text = "The hands after the pass: " + "; ".join(f"{names[s]}: {deal.played[s]}" for s in range(deal.players))
    else:
        raise CardlibError(f"when is 'passing' or 'passed', got {when!r}")
    view = dataclasses.replace(view, hands=hands, piles=piles, labels=names, status=(), to_act=None, counters=(),
                               hand_size=len(deal.played[0]))
    return display.wide_or_narrow(*view.both_svg(), text=text + ".")


def first_passes_shown(deal=None) -> display.Table:
    """The first deal's four passes: who passes which three cards to whom, and why."""
    deal = first_deal() if deal is None else deal
    rows = [[deal.name(p.seat), " ".join(map(str, p.cards)), deal.name(p.to).replace("You", "you"),
             p.why[0].upper() + p.why[1:] + "."] for p in deal.passes]
    return display.table(["who", "passes", "to", "why"], rows,
                         caption="The pass: each player gives three cards to the player who plays before him")


def first_tricks_shown(deal=None, numbers=None) -> display.Shown:
    """Tricks of the first deal (``numbers``, from 1; default every trick), each drawn with who played
    which card and why, who took it and why, and the penalty points each player has taken so far."""
    deal = first_deal() if deal is None else deal
    numbers = range(1, len(deal.tricks) + 1) if numbers is None else numbers
    items = []
    for number in numbers:
        if not 1 <= number <= len(deal.tricks):
            raise CardlibError(f"the deal has tricks 1 to {len(deal.tricks)}, got {number!r}")
        t = deal.tricks[number - 1]
        names = [deal.name(s) for s in t.seats]
        head = display.sentence(f"Trick {t.number}, in the order played (the outlined card takes it):",
                                tag="p", style="font-weight:bold;margin:.6em 0 .2em")
        # the players' names are in the lines under the picture, in the same order (no name plates: the
        # chapter draws thirteen tricks and stays light)
        picture = display.picture(svg.trick(t.cards, winner=t.seats.index(t.winner), width=44),
                                  text="Trick: " + ", ".join(f"{c} ({n})" for c, n in zip(t.cards, names))
                                       + f"; {t.cards[t.seats.index(t.winner)]} ({deal.name(t.winner)}) wins")
        lines = [f"{name} {'lead' if name == 'You' else 'leads'} {card}: {why}." if i == 0 else
                 f"{name} {'play' if name == 'You' else 'plays'} {card}: {why}."
                 for i, (name, (_, card, why)) in enumerate(zip(names, t.plays))]
        so_far = "Penalty points so far: " + ", ".join(f"{deal.name(s)} {p}" for s, p in enumerate(t.so_far)) + "."
        items.append(display.column([head, picture, display.bullets(lines + [t.won, so_far])]))
    return display.column(items)


def first_score_shown(deal=None) -> display.Table:
    """Who took which penalty cards in the first deal, and what they add up to (rules §2.5)."""
    deal = first_deal() if deal is None else deal
    rows = []
    for seat in range(deal.players):
        cards = Cards(c for t in deal.tricks if t.winner == seat for c in t.cards if card_penalty(c)).sorted()
        sums = " + ".join(str(card_penalty(c)) for c in cards) or "0"
        rows.append([deal.name(seat), " ".join(map(str, cards)) or "none",
                     f"{sums} = {deal.taken[seat]}" if len(cards) > 1 else str(deal.taken[seat])])
    return display.table(["player", "penalty cards in his tricks", "penalty points"], rows,
                         caption=f"The count after the deal: {sum(deal.taken)} penalty points in all")


def penalty_sheet_shown(deal=None, *, blank: int = 0, written: bool = True) -> display.Shown:
    """The first deal's penalty sheet as players keep it (:func:`cardlib.black_maria.view.penalty_sheet`):
    empty (``written=False``, as the game starts) or with the deal written up, ``blank`` lines below."""
    deal = first_deal() if deal is None else deal
    names = [deal.name(s) for s in range(deal.players)]
    rows = [deal.taken] if written else []
    return display.picture(penalty_sheet(names, rows, dealers=(0,) if written else (), blank=blank))


def first_live_table_shown(deal=None) -> display.Shown:
    """The live table of the first deal as it starts, as you (seat 0) see it: a static picture."""
    deal = first_deal() if deal is None else deal
    return table_shown(new_game(deal.players, seed=deal.seed).table(0))


# --------------------------------------------------------------------------- playing well

def position_shown(puzzle) -> display.Shown:
    """A position of the playing-well chapter (a :class:`~cardlib.black_maria.lessons.Puzzle`) drawn:
    the words (who you are, the trick, what has gone), your hand and the trick so far as cards."""
    lines = puzzle.lines()[:-1]
    pictures = [display.hand_picture(puzzle.hand, label="Your hand", width=40)]
    if len(puzzle.trick):
        leader = puzzle.state.play.trick.leader
        seats = [seat_name((leader + i) % puzzle.state.players, puzzle.state.to_act) for i in range(len(puzzle.trick))]
        pictures.append(display.picture(svg.trick(puzzle.trick, seats=seats, width=40)))
    return display.column([display.sentence(" ".join(lines)), display.row(pictures)])


def pass_hand_shown(hand, *, width: float = 40) -> display.Shown:
    """A hand of the playing-well chapter's passes, drawn fanned (the cards overlap by half), so that
    a hand of 13 cards stays legible in a table's cell on a phone."""
    cards = Cards(parse_cards(hand)).sorted()
    return display.Shown(svg.hand(cards, width=width, overlap=0.5, label=None), " ".join(map(str, cards)))


# --------------------------------------------------------------------------- trainers and exercises

def legal_trainer(players: int = 4, start: int = 1, **rules):
    """The generic legal-card trainer over Black Maria positions from bot games (``rules`` as for a game)."""
    new_game(players, seed=1, **rules)                                 # bad options are refused here, by name

    return LegalTrainer(lambda number: trainer_position(number, players, **rules), start=start,
                        prompt=_trainer_prompt)


def _trainer_prompt(p) -> str:
    lead = "You lead" if not p.trick else f"Seat {p.leader} led {p.trick[0]}"
    notes = dict(p.options)
    extra = " Note 4 is in force: no heart leads in tricks 1 and 2." if notes.get("no_heart_lead_early") else ""
    return (f"{p.players} players, trick {p.trick_number}. {lead}; you are seat {p.seat}. "
            f"Which of your cards may you play?{extra}")


def exercises(seed: int = 1, count: int = 8):
    """The generic exercise view over :func:`cardlib.black_maria.lessons.questions`."""
    return ExerciseView(questions(seed, count))

def positions(start: int = 0) -> "ExerciseView":
    """The exercises chapter's "what would you do?" positions
    (:func:`cardlib.black_maria.lessons.exercise_positions`): pick a choice, then see the expert's
    value of every choice; ``start`` is the first position's number (from 0)."""
    return positions_view(exercise_positions(), start=start)


def positions_shown() -> "display.Shown":
    """Every "what would you do?" position with the expert's values folded away, for the static book."""
    return exercise.positions_shown(exercise_positions())



def answers_shown(seed: int = 1, count: int = 8) -> display.Shown:
    """Every exercise with its answer folded away, for the static book."""
    items = []
    for number, q in enumerate(questions(seed, count), start=1):
        parts = [display.sentence(f"{number}. {q.prompt}")]
        if q.trick:
            parts.append(display.cards_shown(q.trick, "The trick", width=40))
        if q.hands:
            parts.append(display.cards_shown(q.hands[0], "Your hand", width=40))
        if q.choices:
            parts.append(display.sentence("Choices: " + ", ".join(q.choices)))
        parts.append(display.folded(q.solution()))
        items.append(display.column(parts))
    return display.column(items)


# --------------------------------------------------------------------------- charts (matplotlib)

_RED, _GREY, _GREEN = "#b00020", "#8a8a8a", "#2f7d4f"


def pass_chart(odds: Sequence[PassOdds]) -> Chart:
    """For each choice of three cards: the chance of taking ♠Q and the average penalty.

    >>> from cardlib.black_maria.lessons import evaluate_passes
    >>> odds = evaluate_passes("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D", {"a": "QS AH 9D", "b": "9D 8C AH"},
    ...                        trials=500)
    >>> chart = pass_chart(odds)
    >>> chart.title, len(chart.figure.axes[0].patches)
    ('Q♠ taken, 500 simulated deals each', 2)
    """
    names = [f"{o.name}\n{' '.join(map(str, o.cards))}" for o in odds][::-1]
    queen = [100 * o.queen for o in odds][::-1]
    points = [o.points for o in odds][::-1]
    left = Panel([Bars(names, queen, _RED, notes=[f"{q:.0f}%" for q in queen], padding=2, horizontal=True)],
                 title=f"Q♠ taken, {odds[0].deals:,} simulated deals each", xlabel="chance of taking Q♠ (%)",
                 xlim=(0, max(queen + [10]) * 1.3))
    right = Panel([Bars(names, points, _GREY, notes=[f"{p:.1f}" for p in points], padding=2, horizontal=True)],
                  title="Penalty points", xlabel="average penalty points in the deal", xlim=(0, max(points + [1]) * 1.3))
    text = (f"Chart over {odds[0].deals:,} simulated deals each: "
            + "; ".join(f"{o.name} ({' '.join(map(str, o.cards))}) takes Q♠ in {o.queen:.0%} of deals and "
                        f"{o.points:.1f} penalty points on average" for o in odds) + ".")
    return chart([left, right], text, size=(7.5, 0.6 + 0.55 * len(odds) * 2), side_by_side=True)


def queen_chart(table: Mapping[int, Mapping[int, tuple[float, int]]]) -> Chart:
    """The chance that the holder of ♠Q takes her, by spades held (the Queen included), a line per table size.

    >>> from cardlib.black_maria.lessons import queen_odds
    >>> queen_chart(queen_odds((3, 4), trials=500)).title
    'Who holds Q♠ when play begins, and takes her'
    """
    lines = [Line(sorted(row), [100 * row[c][0] for c in sorted(row)], label=f"{players} players", marker="o")
             for players, row in sorted(table.items())]
    text = "Chart of how often the holder of Q♠ takes her, by spades held: " + "; ".join(
        f"{n} players " + ", ".join(f"{c} {row[c][0]:.0%}" for c in sorted(row)) for n, row in sorted(table.items())) + "."
    return chart([Panel(lines, title="Who holds Q♠ when play begins, and takes her", ylim=(0, 100), legend="inside",
                        xlabel="spades in the holder's hand when play begins (the Queen included)",
                        ylabel="holder takes Q♠ (%)")], text, size=(7.5, 3.6))


def leader_chart(table: Mapping[int, tuple[float, float]]) -> Chart:
    """The first leader's average penalty per deal beside the other seats', by table size.

    >>> from cardlib.black_maria.lessons import leader_penalties
    >>> len(leader_chart(leader_penalties((3, 4), trials=500)).figure.axes[0].patches)
    4
    """
    sizes = sorted(table)
    x = range(len(sizes))
    lead, rest = [table[n][0] for n in sizes], [table[n][1] for n in sizes]
    bars = [Bars([i - 0.2 for i in x], lead, _RED, width=0.4, label="the first leader",
                 notes=[f"{v:.1f}" for v in lead]),
            Bars([i + 0.2 for i in x], rest, _GREY, width=0.4, label="the other seats (average)",
                 notes=[f"{v:.1f}" for v in rest])]
    text = "Chart of penalty points per deal, the first leader beside the other seats: " + "; ".join(
        f"{n} players {table[n][0]:.1f} and {table[n][1]:.1f}" for n in sizes) + "."
    return chart([Panel(bars, title="Penalty points per deal: the first leader and the others", legend="inside",
                        ylabel="penalty points per deal", xticks=x, xticklabels=[f"{n} players" for n in sizes])],
                 text)
