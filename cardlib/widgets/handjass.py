"""The Swiss Handjass chapters' widgets and the static pictures that stand in for them in the book.

Widgets (each a ``VBox`` with private children and read-only handles for tests):

* :class:`WeisFinder`: type or deal a hand, choose trumps, see every Weis and what counts.
* :class:`WeisContestView`: two hands, who wins the Weis contest and why.
* :class:`LegalTrainer`: a trick in progress and a hand; click a card, learn if it may be played.
* :class:`ExerciseView`: one question at a time, checked and explained.
* :class:`HandjassPlay`: the reader against one to three bots on the live table.

Pictures (SVG text, for the static book): :func:`orders_svg`, :func:`weis_svg`,
:func:`contest_svg`, :func:`position_svg`, :func:`question_svg`, :func:`game_svg`.
All the rules come from :mod:`cardlib.handjass`; nothing here decides what is legal.
"""

from __future__ import annotations

import html
import re
from typing import Sequence

import ipywidgets as widgets

from ..cards import Card, Cards, Suit
from ..errors import CardlibError
from ..handjass import HandjassBot, new_game
from ..handjass.core import trick_winner
from ..handjass.game import Play, State
from ..handjass.lessons import (VARIANTS, ContestReport, Position, Verdict, WeisReport, judge, question, random_hand,
                                rank_rows, trainer_position, weis_contest, weis_report)
from ..handjass.view import names, narrate, seat_name, strongest_first
from ..questions import Question
from ..render import scene, svg
from .messages import ERROR_RED, FormView, error_html
from .play import PlayView

__all__ = ["orders_svg", "weis_svg", "contest_svg", "position_svg", "question_svg", "game_svg", "combine",
           "HTMLTable", "Reveal", "question_answer", "variants_table", "deals_table", "WeisFinder", "WeisContestView", "LegalTrainer", "ExerciseView", "HandjassPlay", "play_tries",
           "TRUMP_OPTIONS"]

TRUMP_OPTIONS = [("♠ spades", "S"), ("♥ hearts", "H"), ("♦ diamonds", "D"), ("♣ clubs", "C")]
_RED = ERROR_RED
_SIZE = re.compile(r'<svg[^>]*?\swidth="([0-9.]+)"[^>]*?\sheight="([0-9.]+)"')


# --------------------------------------------------------------------------- pictures

def combine(pictures: Sequence[str], *, title: str, column: bool = False, gap: float = 16) -> str:
    """Several SVG pictures side by side (or one under another) in one ``<svg>`` with ``title``.

    >>> both = combine([svg.hand([]), svg.hand([])], title="two empty hands")
    >>> both.count("<svg"), "<title>two empty hands</title>" in both
    (3, True)
    """
    sizes = []
    for picture in pictures:
        match = _SIZE.match(picture)
        if match is None:
            raise CardlibError(f"combine needs SVG pictures with a width and height, got {picture[:40]!r}")
        sizes.append((float(match.group(1)), float(match.group(2))))
    parts, offset = [], 0.0
    for picture, (w, h) in zip(pictures, sizes):
        x, y = (0.0, offset) if column else (offset, 0.0)
        parts.append(picture.replace("<svg", f'<svg x="{scene.num(x)}" y="{scene.num(y)}"', 1))
        offset += (h if column else w) + gap
    offset -= gap
    width = max(w for w, _ in sizes) if column else offset
    height = offset if column else max(h for _, h in sizes)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="cardlib-group" role="img" '
            f'aria-label="{html.escape(title)}" width="{scene.num(width)}" height="{scene.num(height)}" '
            f'viewBox="0 0 {scene.num(width)} {scene.num(height)}" style="max-width:100%;height:auto">')
    return f"{head}<title>{html.escape(title)}</title>{''.join(parts)}</svg>"


def orders_svg(trump: "str | Suit" = "H", plain: "str | Suit | None" = "S", *, width: float = 48) -> str:
    """The trump suit and a plain suit side by side, high to low, each card's points under it (§1.3).

    The trump Jack (Puur) and Nine (Nell) are outlined: they jump to the top of the trump suit.

    >>> picture = orders_svg("H", "S")
    >>> picture.count('class="cardlib-card"'), "J♥ 20 points" in picture
    (18, True)
    """
    trumps, plains = rank_rows(trump, plain)
    scale = width / scene.CARD_W
    card_h = scene.CARD_H * scale
    step = width + 10
    left = 118.0
    row_h = card_h + 40
    children = []
    for r, (name, row) in enumerate((("trumps", trumps), ("plain suit", plains))):
        y = 12 + r * row_h
        suit = row[0][0].suit
        children.append(scene.Text(0, y + card_h / 2, f"{name} {suit.symbol}", 15, anchor="start",
                                   bold=True, family=scene.SANS))
        for i, (card, points) in enumerate(row):
            x = left + i * step
            jump = r == 0 and card.rank in ("J", "9")
            children.append(scene.card_group(card, x=x, y=y, scale=scale,
                                             highlight=scene.HIGHLIGHT if jump else None))
            children.append(scene.Text(x + width / 2, y + card_h + 20, str(points), 14, bold=jump,
                                       family=scene.SANS))
    total_w = left + 9 * step
    title = ("Rank order, high to low, and points. Trumps: "
             + ", ".join(f"{c} {p} points" for c, p in trumps)
             + ". Plain suit: " + ", ".join(f"{c} {p} points" for c, p in plains) + ".")
    picture = scene.Picture(scene.Group(tuple(children)), total_w, 12 + 2 * row_h, title, "cardlib-orders")
    return svg.to_svg(picture, width=total_w)


def weis_svg(report: WeisReport, *, width: float = 52) -> str:
    """The hand with the counted Weis cards outlined and the rest greyed, the total as its label."""
    used = {c for w in report.chosen for c in w.cards}
    hand = Cards(sorted(report.hand, key=lambda c: c.sort_key))
    label = (f"Weis with {report.trump.symbol} trumps: "
             + (" + ".join(f"{w.name} {w.points}" for w in report.chosen) + f" = {report.points}"
                if report.chosen else "none"))
    return svg.hand(hand, width=width, highlight=used, dim=[c for c in hand if c not in used], label=label)


def contest_svg(report: ContestReport, *, width: float = 44) -> str:
    """Both hands, one under the other, each best Weis outlined, the winner named in its label."""
    rows = []
    for i, (hand, best) in enumerate(zip(report.hands, report.best)):
        label = f"Hand {i + 1}: " + (str(best) if best else "no Weis")
        if report.winner == i:
            label += " · wins"
        rows.append(svg.hand(hand.sorted(), width=width, highlight=best.cards if best else (), label=label))
    title = f"Weis contest, trumps {report.trump.symbol}: " + "; ".join(
        f"hand {i + 1} {best or 'no Weis'}" for i, best in enumerate(report.best))
    return combine(rows, title=title, column=True, gap=8)


def position_svg(position: Position, *, chosen: Card | None = None, width: float = 52) -> str:
    """The trick so far (lead first) beside the hand to play from; ``chosen`` outlined in the hand."""
    names = ["led", "2nd", "3rd"][:len(position.trick)]
    trick = svg.trick(position.trick, seats=names, width=width)
    hand = svg.hand(position.hand, width=width, highlight=[chosen] if chosen else (),
                    label=f"your hand · trumps {position.trump.symbol}")
    return combine([trick, hand], title=f"Trumps {position.trump.symbol}. Trick so far: {position.trick}. "
                                        f"Your hand: {position.hand}.", gap=28)


def question_svg(q: Question, *, width: float = 52) -> str:
    """What an exercise shows: the trick, the two hands, or the position and the card asked about."""
    if q.card is None and not q.hands:                 # how many points a trick holds
        return svg.trick(q.trick, winner=trick_winner(q.trick, q.trump), width=width,
                         seats=["led", "2nd", "3rd", "4th"][:len(q.trick)])
    if len(q.hands) == 2:                              # the Weis contest of two hands
        rows = [svg.hand(h, width=width * 0.85, label=f"{label} · trumps {q.trump.symbol}")
                for h, label in zip(q.hands, q.labels)]
        return combine(rows, title=f"Two hands, trumps {q.trump.symbol}: " + "; ".join(
            f"{label}: {h}" for h, label in zip(q.hands, q.labels)), column=True, gap=8)
    return position_svg(Position(q.hands[0], q.trick, q.trump), chosen=q.card, width=width)


def game_svg(state: State, viewer: int = 0) -> str:
    """The table as ``viewer`` sees it (the static stand-in for the live canvas), status lines below."""
    return _drawable(state, viewer).svg()


def _drawable(state: State, viewer: int):
    """The table view as the renderer can draw it today: piles and counters stay on the view's
    fields until the table drawing (SVG and canvas alike) accepts them."""
    import dataclasses
    import inspect
    view = state.table(viewer)
    if all("piles" in inspect.signature(draw).parameters for draw in (svg.table, scene.table_picture)):
        return view
    return dataclasses.replace(view, piles=(), counters=())


class HTMLTable:
    """A small table that shows as HTML in a notebook and as aligned text when printed.

    >>> print(HTMLTable(["suit", "factor"], [["♥", 4], ["♠", 1]]))
    suit  factor
    ♥     4
    ♠     1
    """

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
        self.header = [str(h) for h in header]
        self.rows = [[str(v) for v in row] for row in rows]
        if any(len(row) != len(self.header) for row in self.rows):
            raise CardlibError(f"each row needs {len(self.header)} values, one per column {self.header!r}")

    def __str__(self) -> str:
        widths = [max(len(r[i]) for r in [self.header, *self.rows]) for i in range(len(self.header))]
        return "\n".join("  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip()
                         for r in [self.header, *self.rows])

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        cell = 'style="text-align:left;vertical-align:top;padding:4px 10px;border-bottom:1px solid #c8c8c8"'
        head = "".join(f"<th {cell}>{html.escape(h)}</th>" for h in self.header)
        body = "".join("<tr>" + "".join(f"<td {cell}>{html.escape(v)}</td>" for v in row) + "</tr>"
                       for row in self.rows)
        return (f'<table class="cardlib-table-data" style="border-collapse:collapse">'
                f'<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')


class Reveal:
    """An answer folded away until the reader opens it: an HTML ``<details>`` element, which works the
    same in the built book, JupyterLab and Voila (cell tags that hide output do not reach Voila).

    >>> Reveal("Answer: 18")
    Reveal('Show the answer')
    >>> "<summary>Show the answer</summary>" in Reveal("Answer: 18")._repr_html_()
    True
    """

    def __init__(self, text: str, summary: str = "Show the answer") -> None:
        self.text, self.summary = str(text), str(summary)

    def __repr__(self) -> str:
        return f"Reveal({self.summary!r})"

    def _repr_html_(self) -> str:
        return (f'<details class="cardlib-reveal"><summary>{html.escape(self.summary)}</summary>'
                f'<pre style="white-space:pre-wrap">{html.escape(self.text)}</pre></details>')


def question_answer(q: Question) -> Reveal:
    """The answer to an exercise and its explanation, folded away."""
    return Reveal(f"Answer: {q.answer}\n{q.explanation}")


def variants_table() -> HTMLTable:
    """Every variant of rules §5: its name, the ``new_game`` option, what it changes, the source."""
    return HTMLTable(["variant", "option", "what it changes", "source"],
                     [[v.name, f"{v.option}={v.value!r}", v.changes, v.source] for v in VARIANTS])


def deals_table(state: State, viewer: int | None = 0) -> HTMLTable:
    """One row per deal of a game: the dealer, trumps, how it went, and each seat's total and strokes.

    >>> from cardlib.handjass.lessons import bot_game
    >>> print(str(deals_table(bot_game(2, seed=4))).splitlines()[0])
    deal  dealer        trumps  how      Seat 0 (you)  Seat 1
    """
    names = [seat_name(s, viewer) for s in range(state.players)]
    rows = []
    for deal in state.deals:
        cells = []
        for seat in range(state.players):
            if seat not in deal.seats:
                cells.append("")
                continue
            gained = f"{deal.strokes[seat]:+d}" if deal.strokes[seat] else "0"
            total = deal.totals[seat] if deal.totals and deal.totals[seat] is not None else None
            if total is not None:
                cells.append(f"{total} pts → {gained}")
            elif seat in deal.active:
                cells.append(f"plays → {gained}")
            else:
                cells.append("passes")
        rows.append([deal.number, names[deal.dealer], deal.trump.symbol, deal.outcome, *cells])
    return HTMLTable(["deal", "dealer", "trumps", "how", *names], rows)


# --------------------------------------------------------------------------- small helpers

def _error(text: str, lead: str = "Cannot read that") -> str:
    return error_html(f"{lead}:", text)


def _lines_html(lines: Sequence[str]) -> str:
    return "".join(f"<div>{html.escape(line)}</div>" for line in lines)


def _card_button(card: Card) -> widgets.Button:
    button = widgets.Button(description=str(card), layout=widgets.Layout(width="56px"),
                            tooltip=card.name)
    if card.suit in (Suit.HEARTS, Suit.DIAMONDS):
        button.style.text_color = _RED
    button.style.font_weight = "bold"
    return button


def _trump_dropdown(value: str) -> widgets.Dropdown:
    return widgets.Dropdown(options=TRUMP_OPTIONS, value=value, description="Trumps",
                            layout=widgets.Layout(width="220px"))


# --------------------------------------------------------------------------- weis finder

class WeisFinder(FormView):
    """Type a hand (or deal one) and choose trumps: every Weis, the counted choice and why.

    >>> finder = WeisFinder("AS AH AD AC KS QS", "H")
    >>> finder.report.points, finder.message
    (100, '')
    """

    def __init__(self, hand: str = "AS KS QS JS 10S KH KD KC 9C", trump: str = "D", seed: int = 1) -> None:
        self._hand = widgets.Text(value=hand, description="Hand", continuous_update=False,
                                  layout=widgets.Layout(width="460px"))
        self._trump = _trump_dropdown(trump)
        self._seed = widgets.IntText(value=seed, description="Seed", layout=widgets.Layout(width="150px"))
        self._deal = widgets.Button(description="Deal a hand", icon="random")
        self._add_answer()
        self._text = widgets.HTML()
        self.report: WeisReport | None = None
        self._hand.observe(lambda _: self._update(), names="value")
        self._trump.observe(lambda _: self._update(), names="value")
        self._deal.on_click(self._on_deal)
        super().__init__([self._hand, widgets.HBox([self._trump, self._seed, self._deal]),
                          self._message, self._picture, self._text])
        self._update()

    @property
    def hand(self) -> widgets.Text:
        return self._hand

    @property
    def trump(self) -> widgets.Dropdown:
        return self._trump

    @property
    def seed(self) -> widgets.IntText:
        return self._seed

    @property
    def deal_button(self) -> widgets.Button:
        return self._deal

    @property
    def text(self) -> str:
        """The explanation shown, one sentence a line."""
        return "\n".join(self.report.lines()) if self.report is not None and not self._error else ""

    def _on_deal(self, _button=None) -> None:
        try:
            self._hand.value = str(random_hand(self._seed.value))
        except (CardlibError, ValueError) as error:
            self._show_error(f"seed {self._seed.value!r}: {error}")

    def _show_error(self, text: str) -> None:
        super()._show_error(text)
        if text:
            self._picture.value = ""
            self._text.value = ""

    def _update(self) -> None:
        try:
            report = weis_report(self._hand.value, self._trump.value)
        except CardlibError as error:
            self._show_error(str(error))
            return
        self.report = report
        self._show_error("")
        self._picture.value = weis_svg(report)
        self._text.value = _lines_html(report.lines())


class WeisContestView(FormView):
    """Two hands and trumps: whose strongest Weis wins the contest, by which step, and what he scores.

    >>> view = WeisContestView("KS QS JS", "QH JH 10H", "H")
    >>> view.report.winner
    0
    """

    def __init__(self, first: str = "QC JC 10C 9C 8C", second: str = "KS KH KD KC", trump: str = "H") -> None:
        self._first = widgets.Text(value=first, description="Hand 1", continuous_update=False,
                                   layout=widgets.Layout(width="460px"))
        self._second = widgets.Text(value=second, description="Hand 2", continuous_update=False,
                                    layout=widgets.Layout(width="460px"))
        self._trump = _trump_dropdown(trump)
        self._compare_button = widgets.Button(description="Compare", button_style="primary")
        self._add_answer()
        self._text = widgets.HTML()
        self.report: ContestReport | None = None
        for box in (self._first, self._second, self._trump):
            box.observe(lambda _: self._update(), names="value")
        self._compare_button.on_click(lambda _: self._update())
        super().__init__([self._first, self._second, widgets.HBox([self._trump, self._compare_button]),
                          self._message, self._picture, self._text])
        self._update()

    @property
    def first(self) -> widgets.Text:
        return self._first

    @property
    def second(self) -> widgets.Text:
        return self._second

    @property
    def trump(self) -> widgets.Dropdown:
        return self._trump

    @property
    def compare_button(self) -> widgets.Button:
        return self._compare_button

    @property
    def text(self) -> str:
        """The explanation shown, one sentence a line."""
        return "\n".join(self.report.lines()) if self.report is not None and not self._error else ""

    def _update(self) -> None:
        try:
            report = weis_contest(self._first.value, self._second.value, self._trump.value)
        except CardlibError as error:
            self._show_error(str(error))
            self._picture.value = self._text.value = ""
            return
        self.report = report
        self._show_error("")
        self._picture.value = contest_svg(report)
        self._text.value = _lines_html(report.lines())


# --------------------------------------------------------------------------- legal-card trainer

class LegalTrainer(widgets.VBox):
    """A trick in progress and a hand: click a card to learn whether it may be played, and why.

    Positions come from the seed in turn: follow suit, no undertrumping, trumps led, the lone Jack.

    >>> trainer = LegalTrainer(seed=1)
    >>> trainer.position.kind
    'no undertrumping'
    """

    def __init__(self, seed: int = 0) -> None:
        self._seed = widgets.IntText(value=seed, description="Position", layout=widgets.Layout(width="170px"))
        self._next = widgets.Button(description="Next position", icon="forward")
        self._picture = widgets.HTML()
        self._prompt = widgets.HTML()
        self._cards = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self._verdict = widgets.HTML()
        self._tally = widgets.HTML()
        self.verdict: Verdict | None = None
        self._error = ""
        self._tried: dict[Card, bool] = {}
        self.position: Position | None = None
        self._next.on_click(lambda _: self._go(self._seed.value + 1))
        self._seed.observe(lambda change: self._go(change["new"]), names="value")
        super().__init__([widgets.HBox([self._seed, self._next]), self._picture, self._prompt, self._cards,
                          self._verdict, self._tally])
        self._go(seed)

    @property
    def seed(self) -> widgets.IntText:
        return self._seed

    @property
    def next_button(self) -> widgets.Button:
        return self._next

    @property
    def card_buttons(self) -> list[widgets.Button]:
        return list(self._cards.children)

    @property
    def verdict_text(self) -> str:
        """What the reader was told about the last card clicked ('' before any click)."""
        return str(self.verdict) if self.verdict is not None else ""

    @property
    def message(self) -> str:
        return self._error

    @property
    def picture(self) -> str:
        return self._picture.value

    def choose(self, card: str) -> None:
        """Click the button of ``card`` (as the reader would)."""
        try:
            text = str(_parse(card))
        except CardlibError:
            text = str(card)
        for button in self._cards.children:
            if button.description == text:
                button.click()
                return
        raise CardlibError(f"no card {card!r} in this hand; the cards are "
                           f"{', '.join(b.description for b in self._cards.children)}")

    def _go(self, seed: int) -> None:
        if self._seed.value != seed:
            self._seed.value = seed          # observing the box brings us back here
            return
        try:
            position = trainer_position(seed)
        except CardlibError as error:
            self._error = str(error)
            self._verdict.value = _error(self._error, "Cannot show that position")
            return
        self._error = ""
        self.position = position
        self.verdict = None
        self._tried = {}
        self._picture.value = position_svg(position)
        self._prompt.value = (f"<p>Trumps are <b>{position.trump.english} {position.trump.symbol}</b>. "
                              f"The trick so far is <b>{html.escape(str(position.trick))}</b>, led first. "
                              f"Which cards may you play? Click one.</p>")
        buttons = []
        for card in position.hand:
            button = _card_button(card)
            button.on_click(lambda _, card=card: self._judge(card))
            buttons.append(button)
        self._cards.children = buttons
        self._verdict.value = ""
        self._tally.value = ""

    def _judge(self, card: Card) -> None:
        verdict = judge(self.position, card)
        self.verdict = verdict
        self._tried[card] = verdict.legal
        colour = "#1b5e20" if verdict.legal else _RED
        head = f"{card} may be played" if verdict.legal else f"{card} may not be played ({verdict.rule})"
        self._verdict.value = (f'<p style="color:{colour}"><b>{html.escape(head)}.</b> '
                               f'{html.escape(verdict.text[0].upper() + verdict.text[1:])}.</p>')
        for button in self._cards.children:
            if button.description in {str(c) for c in self._tried}:
                legal = self._tried[_parse(button.description)]
                button.button_style = "success" if legal else "danger"
        legal = self.position.legal()
        found = sum(1 for c, ok in self._tried.items() if ok)
        self._tally.value = f"<p>Legal cards found: {found} of {len(legal)}.</p>"


def _parse(text) -> Card:
    from ..handjass.core import parse_card
    return parse_card(text)


# --------------------------------------------------------------------------- exercises

class ExerciseView(widgets.VBox):
    """One exercise (``kind`` ``"points"``, ``"weis"`` or ``"legal"``): answer, check, read why.

    >>> view = ExerciseView("points", seed=1)
    >>> view.answer.value = view.question.answer
    >>> view.check_button.click()
    >>> view.feedback.startswith("Right.")
    True
    """

    def __init__(self, kind: str = "points", seed: int = 1) -> None:
        self._kind = kind
        self._seed = seed
        self._picture = widgets.HTML()
        self._prompt = widgets.HTML()
        self._answer = widgets.Text(description="Points", layout=widgets.Layout(width="200px"),
                                    continuous_update=False)
        self._check = widgets.Button(description="Check", button_style="primary")
        self._options = widgets.HBox()
        self._feedback = widgets.HTML()
        self._next = widgets.Button(description="Another question", icon="forward")
        self._text = ""
        self._error = ""
        self._check.on_click(lambda _: self._submit(self._answer.value))
        self._next.on_click(lambda _: self._ask(self._seed + 1))
        self._answer_row = widgets.HBox([self._answer, self._check])
        super().__init__([self._picture, self._prompt, self._answer_row, self._options, self._feedback,
                          self._next])
        self.question: Question = question(kind, seed)
        self._ask(seed)

    @property
    def answer(self) -> widgets.Text:
        """The box for a number answer (hidden for choice questions)."""
        return self._answer

    @property
    def check_button(self) -> widgets.Button:
        return self._check

    @property
    def option_buttons(self) -> list[widgets.Button]:
        """One button per choice (empty for a number answer)."""
        return list(self._options.children)

    @property
    def next_button(self) -> widgets.Button:
        return self._next

    @property
    def feedback(self) -> str:
        """'Right. ...' or 'Not quite. ...' after an answer; '' before."""
        return self._text

    @property
    def message(self) -> str:
        return self._error

    @property
    def picture(self) -> str:
        return self._picture.value

    def choose(self, option: str) -> None:
        for button in self._options.children:
            if button.description == option:
                button.click()
                return
        raise CardlibError(f"no choice {option!r}; the choices are {', '.join(self.question.choices) or 'none'}")

    def _ask(self, seed: int) -> None:
        self._seed = seed
        q = question(self._kind, seed)
        self.question = q
        self._picture.value = question_svg(q)
        self._prompt.value = f"<p>{html.escape(q.prompt)}</p>"
        self._answer.value = ""
        self._answer_row.layout.display = "none" if q.choices else None
        buttons = []
        for option in q.choices:
            button = widgets.Button(description=option)
            button.on_click(lambda _, option=option: self._submit(option))
            buttons.append(button)
        self._options.children = buttons
        self._text = self._error = ""
        self._feedback.value = ""

    def _submit(self, answer: str) -> None:
        try:
            result = self.question.check(answer)
        except CardlibError as error:
            self._error, self._text = str(error), ""
            self._feedback.value = _error(self._error, "Cannot check that")
            return
        self._error = ""
        self._text = str(result)
        colour = "#1b5e20" if result.correct else _RED
        self._feedback.value = f'<p style="color:{colour}">{html.escape(self._text)}</p>'


# --------------------------------------------------------------------------- play

def play_tries(state: State, seat: int) -> list:
    """What the reader may try now: in trick play every card in hand (so an illegal one is refused
    with the rule's reason) and each legal announcement; otherwise the legal actions."""
    if state.phase != "play":
        return state.legal_actions()
    legal = state.legal_actions()
    tries = []
    for card in strongest_first(state.hands[seat], state.trump):
        tries.append(Play(card))
        tries += [a for a in legal if a.card == card and (a.weis is not None or a.stoeck)]
    return tries


class HandjassPlay(widgets.VBox):
    """The reader (seat 0) against one to three :class:`~cardlib.handjass.HandjassBot` players.

    Choose 2, 3 or 4 players; each change starts a new game on the live table.

    >>> view = HandjassPlay(players=2, seed=3)
    >>> view.game.state.players, view.game.state.to_act
    (2, 0)
    """

    def __init__(self, players: int = 3, seed: int = 1) -> None:
        if players not in (2, 3, 4):
            raise CardlibError(f"Handjass is played by 2, 3 or 4 players, not {players!r} (rules §1.1)")
        self._players = widgets.Dropdown(options=[("2 players: you and 1 bot", 2), ("3 players: you and 2 bots", 3),
                                                  ("4 players: you and 3 bots", 4)],
                                         value=players, description="Players", layout=widgets.Layout(width="300px"))
        self._seed = seed
        self._game = self._make(players)
        self._players.observe(self._on_players, names="value")
        super().__init__([self._players, self._game])

    @property
    def players(self) -> widgets.Dropdown:
        return self._players

    @property
    def game(self) -> PlayView:
        """The play view for the current number of players."""
        return self._game

    def _make(self, players: int) -> PlayView:
        return PlayView(lambda seed: new_game(players=players, seed=seed),
                        {s: HandjassBot(seed=s) for s in range(1, players)}, reader=0, seed=self._seed,
                        tries=play_tries, narrate=lambda before, after: narrate(before, after, 0),
                        names=list(names(players, 0).values()), view=_drawable)

    def _on_players(self, change) -> None:
        self._game = self._make(change["new"])
        self.children = [self._players, self._game]

