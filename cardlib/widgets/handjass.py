"""The Swiss Handjass chapters' widgets and the static pictures that stand in for them in the book.

Widgets (the generic views of :mod:`cardlib.widgets`, given Handjass's questions, positions and
game, plus two views of its own, each a ``VBox`` with private children and read-only handles):

* :class:`WeisFinder`: type or deal a hand, choose trumps, see every Weis and what counts.
* :class:`WeisContestView`: two hands, who wins the Weis contest and why.
* :func:`legal_trainer`: a trick in progress and a hand; click a card, learn if it may be played.
* :func:`exercises`: one question at a time, checked and explained.
* :func:`play_table`: the reader against one to three bots on the live table (a :class:`~cardlib.widgets.play.PlayTable`).

Pictures (SVG text): :func:`orders_svg`, :func:`weis_svg`, :func:`contest_svg`,
:func:`position_svg`, :func:`question_svg`, :func:`game_svg`. Results for the page, each a
:class:`~cardlib.widgets.display.Shown` (HTML: tables, lists, suit signs in colour, small
cards; and a plain-text sentence beside it): :func:`ranks_table`, :func:`suit_points_table`,
:func:`trick_shown`, :func:`weis_values_table`, :func:`weis_shown`, :func:`contest_shown`,
:func:`contests_table`, :func:`verdicts_shown`, :func:`position_shown`, :func:`strokes_table`, :func:`slates_table`,
:func:`game_shown`, :func:`result_shown`, :func:`question_shown`, :func:`question_answer`,
:func:`berner_table`, :func:`weis_scales_table`, :func:`variants_table`,
:func:`deals_table`. The lessons give the data and the words; these set them for the page.
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
from ..handjass.core import card_points, parse_cards, trick_winner
from ..handjass.game import Play, State
from ..handjass.lessons import (BLIND_HEADER, COUNT_HEADER, ContestReport, REACH_HEADER, TrainerPosition, VARIANTS,
                                WeisReport, berner_rows, exercise_positions, new_position, question, random_hand,
                                rank_rows, suit_points, trick_words, weis_contest, weis_report, weis_value_rows)
from ..handjass.rules import Rules
from ..handjass.scoring import deal_strokes, format_slate
from ..handjass.weis import weis_points
from ..handjass.view import deal_table, names, strongest_first, tally_svg
from ..questions import Question
from ..tricks import parse_trump
from ..render import scene, svg
from ..review import reviewer
from .display import (Described, Shown, Table, bullets, column, folded, picture, sentence, suits_html, table,
                      wide_or_narrow)
from . import exercise
from .exercise import ExerciseView, positions_view
from .messages import FormView
from .play import PlayOptions, PlayTable, PlayView
from .trainer import LegalTrainer, ruling_words
from ..game import seat_name

__all__ = ["positions", "positions_shown", "orders_svg", "weis_svg", "contest_svg", "position_svg", "question_svg", "game_svg", "combine",
           "ranks_table", "suit_points_table", "trick_shown", "weis_values_table", "weis_shown", "contest_shown",
           "contests_table", "verdicts_shown", "position_shown", "strokes_table", "slates_table", "game_shown", "result_shown",
           "question_shown", "question_answer", "berner_table", "weis_scales_table", "variants_table",
           "deals_table", "WeisFinder", "WeisContestView", "legal_trainer", "exercises", "play_table",
           "play_tries", "TRUMP_OPTIONS", "first_deal_hands_shown", "hands_svg",
           "first_deal_declarations_shown", "first_deal_trick_shown", "first_deal_count_table", "first_deal_tally",
           "table_shown", "reach_shown", "lead_table", "all_passed_shown", "blind_table"]

TRUMP_OPTIONS = [("♠ spades", "S"), ("♥ hearts", "H"), ("♦ diamonds", "D"), ("♣ clubs", "C")]
_SIZE = re.compile(r"""<svg[^>]*?\swidth=['"]([0-9.]+)['"][^>]*?\sheight=['"]([0-9.]+)['"]""")


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
        parts.append(picture.replace("<svg", f"<svg x='{scene.num(x)}' y='{scene.num(y)}'", 1))
        offset += (h if column else w) + gap
    offset -= gap
    width = max(w for w, _ in sizes) if column else offset
    height = offset if column else max(h for _, h in sizes)
    head = (f"<svg xmlns='http://www.w3.org/2000/svg' class='cardlib-group' role='img' "
            f"aria-label='{html.escape(title)}' width='{scene.num(width)}' height='{scene.num(height)}' "
            f"viewBox='0 0 {scene.num(width)} {scene.num(height)}' style='max-width:100%;height:auto'>")
    return f"{head}<title>{html.escape(title)}</title>{''.join(parts)}</svg>"


def orders_svg(trump: "str | Suit" = "H", plain: "str | Suit | None" = "S", *, width: float = 48) -> str:
    """The trump suit and a plain suit side by side, high to low, each card's points under it (§1.3).

    The trump Jack (Puur) and Nine (Nell) are outlined: they jump to the top of the trump suit.

    >>> picture = orders_svg("H", "S")
    >>> picture.count("class='cardlib-card'"), "J♥ 20 points" in picture
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


def position_svg(position: TrainerPosition, *, chosen: Card | None = None, width: float = 52) -> str:
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
    return position_svg(TrainerPosition(q.hands[0], q.trick, q.trump), chosen=q.card, width=width)


def game_svg(state: State, viewer: int = 0) -> str:
    """The table as ``viewer`` sees it (the static stand-in for the live canvas)."""
    return state.table(viewer).svg()


def question_answer(q: Question) -> Shown:
    """The answer to an exercise and its explanation, folded away.

    >>> print(question_answer(question("points", 2)))
    Show the answer: Answer: 18. K♣ 4 + 8♣ 0 + 9♥ 14 + 8♠ 0 = 18. 9♥ wins the trick.
    """
    return folded(q.solution())


def variants_table() -> Table:
    """Every variant of rules §5: its name, what it changes and where it comes from (the option
    that turns it on is for programmers: ``VARIANTS`` keeps it, and "Using cardlib" names it)."""
    return table(["variant", "what it changes", "source"],
                 [[v.name, v.changes, v.source.replace(" (rules §6 H-A19)", "")] for v in VARIANTS])


def deals_table(state: State, viewer: int | None = 0) -> Table:
    """One row per deal of a game: the dealer, trumps, how it went, and each seat's total and strokes.

    >>> from cardlib.handjass.lessons import bot_game
    >>> print(str(deals_table(bot_game(2, seed=4))).splitlines()[0])
    deal  dealer  trumps  how      You          Seat 1
    """
    seats = names(state.players, viewer)
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
        rows.append([deal.number, seats[deal.dealer], deal.trump.symbol, deal.outcome, *cells])
    return table(["deal", "dealer", "trumps", "how", *seats.values()], rows)


# --------------------------------------------------------------------------- results set as a book

_SEAT_WORDS = ("1st", "2nd", "3rd", "4th")


def _card_line(card: Card, words: str) -> Shown:
    """A small picture of ``card`` and then ``words``: one line of a list where a card is named."""
    return Shown(f'<span style="display:inline-block;vertical-align:middle;margin-right:6px">'
                 f'{card.svg(width=24)}</span>{suits_html(words)}', words)


def ranks_table(trump: "str | Suit" = "H", plain: "str | Suit | None" = "S") -> Table:
    """The trump suit and a plain suit, high to low, each card with its points (rules §1.3).

    >>> print(ranks_table("H", "S").text.splitlines()[2])
    1st   J♥        20      A♠            11
    """
    trumps, plains = rank_rows(trump, plain)
    rows = [[f"{i}{'st' if i == 1 else 'nd' if i == 2 else 'rd' if i == 3 else 'th'}", str(t), tp, str(p), pp]
            for i, ((t, tp), (p, pp)) in enumerate(zip(trumps, plains), start=1)]
    t_suit, p_suit = trumps[0][0].suit, plains[0][0].suit
    return table(["rank", f"trumps {t_suit.symbol}", "points", f"plain suit {p_suit.symbol}", "points"], rows,
                 caption=f"High to low, with {t_suit.english} trumps")


def suit_points_table(trumps: Sequence["str | Suit"] = ("H", "S")) -> Table:
    """Card points of each suit, the last trick and the total of a deal, for each trump suit
    in ``trumps`` (rules §1.3): 157 whichever suit is trumps.

    >>> print(suit_points_table("H").text.splitlines()[-1])
    total       157
    """
    counted = [suit_points(t) for t in trumps]
    heads = [f"{parse_trump(t).symbol} trumps" for t in trumps]
    rows = [[key] + [str(points[key]) for points in counted] for key in counted[0]]
    return table(["", *heads], rows, caption="Points in a deal")


def trick_shown(trick: "str | Sequence[Card]", trump: "str | Suit", *,
                seats: Sequence[str] | None = None, width: float = 52) -> Shown:
    """A trick with its winner outlined, and under it who wins and what it holds (rules §2.3).

    >>> trick_shown("KS AS 10S 6H", "H")
    6♥ wins the trick: K♠ 4 + A♠ 11 + 10♠ 10 + 6♥ 0 = 25 points.
    """
    cards = parse_cards(trick)
    words = trick_words(cards, trump)
    names = list(seats) if seats is not None else ["led", *_SEAT_WORDS[1:]][:len(cards)]
    drawn = svg.trick(cards, seats=names, winner=trick_winner(cards, trump), width=width)
    return column([picture(drawn), sentence(words)], text=words)


def weis_values_table() -> Table:
    """What each Weis is worth as one Weis, on the small scale the source uses (rules §1.4).

    >>> weis_values_table().rows[2]
    ('run of 5 to 9 cards (Fünfblatt and longer), as one Weis', '100')
    """
    return table(["Weis", "points"], [[name, points] for name, points in weis_value_rows()],
                 caption="Each Weis on its own")


def weis_shown(report: WeisReport) -> Shown:
    """The hand with its counted Weis outlined, and the report as a list: every Weis, what is
    counted, what is announced, and why the others do not count too (rules §1.4, §3.2).

    >>> print(weis_shown(weis_report("AS AH AD AC KS QS", "H")).text.splitlines()[2])
    - Counted (no card twice): four Aces (100) = 100 points.
    """
    listed = bullets(report.lines())
    lead = f"The hand {report.hand}, {report.trump.english} trumps"
    return column([picture(weis_svg(report)), listed], text=f"{lead}:\n{listed.text}")


def contest_shown(report: ContestReport) -> Shown:
    """Both hands with their best Weis outlined, and who wins the contest and why (rules §3.1).

    >>> print(contest_shown(weis_contest("KS QS JS", "QH JH 10H", "H")).text.splitlines()[0])
    Weis contest, hearts trumps: hand 1 K♠ Q♠ J♠, hand 2 Q♥ J♥ 10♥:
    """
    listed = bullets(report.lines())
    lead = (f"Weis contest, {report.trump.english} trumps: hand 1 {report.hands[0]}, "
            f"hand 2 {report.hands[1]}")
    return column([picture(contest_svg(report)), listed], text=f"{lead}:\n{listed.text}")


def contests_table(pairs: Sequence[tuple[str, str]], trump: "str | Suit") -> Table:
    """Several Weis contests, one a row: the two hands, the winner and the step that decides (rules §3.1).

    >>> contests_table([("KS QS JS", "KH QH JH")], "H").rows[0][2]
    'hand 2'
    """
    rows = []
    for first, second in pairs:
        report = weis_contest(first, second, trump)
        winner = "nobody" if report.winner is None else f"hand {report.winner + 1}"
        rows.append([str(report.hands[0]), str(report.hands[1]), winner, report.reason])
    suit = parse_trump(trump)
    return table(["hand 1 (plays first)", "hand 2", "wins", "why"], rows, caption=f"{suit.english.capitalize()} trumps")


def verdicts_shown(position: TrainerPosition) -> Shown:
    """Every card of the hand, a small picture and whether it may be played, with the rule (rules §2.3).

    >>> print(verdicts_shown(TrainerPosition.of("KS 6H", "8S QH", "H")))
    Your hand K♠ 6♥; the trick so far 8♠ Q♥; hearts trumps:
    - K♠ may be played (rules §2.3 rule 3): you follow spades, the suit led.
    - 6♥ may not be played (rules §2.3 rule 3): undertrumping is not allowed — Q♥ has already trumped this trick and you can follow spades.
    """
    lead = (f"Your hand {position.hand}; the trick so far {position.trick or 'empty (you lead)'}; "
            f"{position.trump.english} trumps")
    return bullets([_card_line(r.card, ruling_words(r)) for r in position.rulings()], lead=lead)


def position_shown(position: TrainerPosition) -> Shown:
    """A position's picture (the trick so far beside the hand), then every card's verdict."""
    verdicts = verdicts_shown(position)
    return column([picture(position_svg(position)), verdicts], text=verdicts.text)


def strokes_table(deals: Sequence[tuple[str, Sequence[int], "Rules | None", "str | None"]]) -> Table:
    """Each deal's card points and the strokes they give, one row a deal: ``(label, totals,
    rules or None, trump or None)`` (rules §2.4; the Berner factor and the potato bonus, §5.1).

    >>> strokes_table([("", [64, 45, 28, 20], None, None)]).rows[0][1:]
    ('64, 45, 28, 20', '+1, +1, 0, −1')
    """
    rows = []
    for label, totals, rules, trump in deals:
        result = deal_strokes(list(totals), rules or Rules(), trump=trump)
        signed = ", ".join(f"{n:+d}".replace("-", "−") if n else "0" for n in result.strokes)
        rows.append([label, ", ".join(str(t) for t in totals), signed])
    return table(["deal", "card points won", "strokes (+) and circles (−)"], rows)


def slates_table(slates: Sequence[tuple[int, int]]) -> Table:
    """Slates as they are drawn, with their strokes, circles and net count (rules §4).

    >>> slates_table([(6, 1)]).rows[0]
    ('|||||| ○', '6', '1', '5')
    """
    return table(["slate", "strokes", "circles", "net"],
                 [[format_slate(s, c), s, c, s - c] for s, c in slates])


def game_shown(state: State, viewer: int = 0) -> Shown:
    """The table as ``viewer`` sees it, with its status lines under it as a list."""
    view = state.table(viewer)
    listed = bullets(list(view.status))
    drawn = wide_or_narrow(*view.both_svg())     # on a phone, the seats one under another
    return column([drawn, listed], text=f"{drawn.text}\n{listed.text}")


def result_shown(state: State) -> Table:
    """The end of a game: each seat's slate and net strokes, the loser named in the caption (rules §4).

    >>> from cardlib.handjass.lessons import bot_game
    >>> print(result_shown(bot_game(2, seed=4)).text.splitlines()[0])
    The game is over: Seat 1 lost:
    """
    seats = names(state.players, None)
    rows = []
    for seat in range(state.players):
        fate = ("lost" if seat == state.loser else "out, safe" if seat in state.retired else "still playing")
        rows.append([seats[seat], state.slates[seat] or "—", state.scores[seat], fate])
    caption = (f"The game is over: {seats[state.loser]} lost" if state.loser is not None
               else "The game so far")
    return table(["seat", "slate", "net", "end"], rows, caption=caption)


def question_shown(q: Question) -> Shown:
    """An exercise as the static page shows it: the question, then its picture."""
    return column([sentence(q.prompt), picture(question_svg(q))], text=q.prompt)


def berner_table() -> Table:
    """The Berner factor of each trump suit, highest first (rules §5.1).

    >>> berner_table().rows[0]
    ('♥ hearts', '× 4')
    """
    return table(["trumps", "strokes count"], [[f"{suit.symbol} {suit.english}", f"× {factor}"]
                                               for suit, factor in berner_rows()], caption="Berner factors")


def weis_scales_table(hand: "str | Sequence[Card]", trump: "str | Suit") -> Table:
    """What ``hand``'s Weis count on the small scale (the source's) and on the big modern one (§5.2).

    >>> weis_scales_table("AD KD QD JD 10D 9D", "H").rows
    (('small (the source)', '100'), ('big (modern)', '150'))
    """
    return table(["Weis scale", "points"], [["small (the source)", weis_points(hand, trump)],
                                            ["big (modern)", weis_points(hand, trump, modern=True)]],
                 caption=f"The Weis of {parse_cards(hand)}")


# --------------------------------------------------------------------------- small helpers

def _lines_html(lines: Sequence[str]) -> str:
    return "".join(f"<div>{html.escape(line)}</div>" for line in lines)


def _trump_dropdown(value: str) -> widgets.Dropdown:
    return widgets.Dropdown(options=TRUMP_OPTIONS, value=value, description="Trumps",
                            layout=widgets.Layout(width="220px"))


# --------------------------------------------------------------------------- weis finder

class _ReportView(FormView):
    """Base of the two Weis views: the inputs make a report (``_report()``, which refuses bad
    input with a CardlibError), shown as a picture (``_draw(report)``) above its lines, one
    sentence a line; a refused input clears both."""

    HOW = ""

    def _add_answer(self) -> None:
        super()._add_answer()
        self._how = widgets.HTML(f'<p style="margin:2px 0;color:#555">{html.escape(self.HOW, quote=False)}</p>')
        self._text = widgets.HTML()
        self.report = None

    def describe(self) -> str:
        return f"{super().describe()}. {self.HOW}"

    @property
    def text(self) -> str:
        """The explanation shown, one sentence a line."""
        return "\n".join(self.report.lines()) if self.report is not None and not self._error else ""

    def _show_error(self, text: str) -> None:
        super()._show_error(text)
        if text:
            self._picture.value = self._text.value = ""

    def _update(self) -> None:
        try:
            report = self._report()
        except CardlibError as error:
            self._show_error(str(error))
            return
        self.report = report
        self._show_error("")
        self._picture.value = self._draw(report)
        self._text.value = _lines_html(report.lines())


class WeisFinder(_ReportView):
    """Type a hand (or deal one) and choose trumps: every Weis, the counted choice and why.

    It answers when you press Enter in the hand box or click **Show the Weis**, when you
    change trumps, and when you press Enter in the number box or click **Deal a hand** (which
    deals the nine cards of that hand's number: the same number, the same hand).

    >>> finder = WeisFinder("AS AH AD AC KS QS", "H")
    >>> finder.report.points, finder.message
    (100, '')
    """

    HOW = ("Type cards, then press Enter or click Show the Weis; or type any whole number in the Hand no. "
           "box and press Enter to deal nine cards (the same number always deals the same hand).")
    report: WeisReport | None

    def __init__(self, hand: str = "AS KS QS JS 10S KH KD KC 9C", trump: str = "D", seed: int = 1) -> None:
        self._hand = widgets.Text(value=hand, description="Hand", continuous_update=False,
                                  placeholder="cards such as AS KS QS 9H, then Enter",
                                  layout=widgets.Layout(width="460px"))
        self._trump = _trump_dropdown(trump)
        self._seed = widgets.IntText(value=seed, description="Hand no.", continuous_update=False,
                                     layout=widgets.Layout(width="150px"))
        self._show = widgets.Button(description="Show the Weis", button_style="primary")
        self._deal = widgets.Button(description="Deal a hand", icon="random")
        self._add_answer()
        self._hand.observe(lambda _: self._update(), names="value")       # Enter (or leaving the box)
        self._trump.observe(lambda _: self._update(), names="value")
        self._seed.observe(self._on_deal, names="value")                   # Enter in the seed box deals
        self._show.on_click(lambda _: self._update())
        self._deal.on_click(self._on_deal)
        super().__init__([widgets.HBox([self._hand, self._show]), self._how,
                          widgets.HBox([self._trump, self._seed, self._deal]),
                          self._message, self._picture, self._text])
        self._update()

    @property
    def show_button(self) -> widgets.Button:
        return self._show

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

    def _on_deal(self, _event=None) -> None:
        try:
            hand = str(random_hand(self._seed.value))
        except (CardlibError, ValueError) as error:
            self._show_error(f"hand number {self._seed.value!r}: {error}")
            return
        if self._hand.value == hand:
            self._update()          # the same hand again: still answer (a message may need clearing)
        else:
            self._hand.value = hand

    def _report(self) -> WeisReport:
        return weis_report(self._hand.value, self._trump.value)

    def _draw(self, report: WeisReport) -> str:
        return weis_svg(report)


class WeisContestView(_ReportView):
    """Two hands and trumps: whose strongest Weis wins the contest, by which step, and what he scores.

    It answers when you press Enter in either hand box or click **Compare**, and when you
    change trumps.

    >>> view = WeisContestView("KS QS JS", "QH JH 10H", "H")
    >>> view.report.winner
    0
    """

    HOW = "Type two hands, then press Enter in either box or click Compare."
    report: ContestReport | None

    def __init__(self, first: str = "QC JC 10C 9C 8C", second: str = "KS KH KD KC", trump: str = "H") -> None:
        self._first = widgets.Text(value=first, description="Hand 1", continuous_update=False,
                                   placeholder="cards, then Enter", layout=widgets.Layout(width="460px"))
        self._second = widgets.Text(value=second, description="Hand 2", continuous_update=False,
                                    placeholder="cards, then Enter", layout=widgets.Layout(width="460px"))
        self._trump = _trump_dropdown(trump)
        self._compare_button = widgets.Button(description="Compare", button_style="primary")
        self._add_answer()
        for box in (self._first, self._second, self._trump):
            box.observe(lambda _: self._update(), names="value")     # Enter (or leaving the box)
        self._compare_button.on_click(lambda _: self._update())
        super().__init__([self._first, self._second, self._how, widgets.HBox([self._trump, self._compare_button]),
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

    def _report(self) -> ContestReport:
        return weis_contest(self._first.value, self._second.value, self._trump.value)

    def _draw(self, report: ContestReport) -> str:
        return contest_svg(report)


# --------------------------------------------------------------------------- trainer and exercises

def legal_trainer(seed: int = 0) -> LegalTrainer:
    """The legal-card trainer over Handjass positions (rules §2.3): a trick in progress and a hand,
    the kinds in turn from ``seed`` (follow suit, no undertrumping, trumps led, the lone Jack).

    >>> trainer = legal_trainer(seed=1)
    >>> trainer.position.kind
    'no undertrumping'
    """
    return LegalTrainer(new_position, start=seed)


def exercises(kind: str = "points", seed: int = 1) -> ExerciseView:
    """Exercises of ``kind`` (``"points"``, ``"weis"`` or ``"legal"``) from ``seed`` on, one at a time.

    >>> view = exercises("points", seed=1)
    >>> view.answer(view.question.answer)
    >>> view.feedback.startswith("Right.")
    True
    """
    question(kind, seed)                       # refuses an unknown kind or a bad seed now
    return ExerciseView(lambda number: question(kind, number), picture=question_svg, start=seed,
                        number_label="Points" if kind == "points" else "Answer")

def positions(start: int = 0) -> ExerciseView:
    """The exercises chapter's "what would you do?" positions
    (:func:`cardlib.handjass.lessons.exercise_positions`): pick a choice, then see the expert's
    value of every choice; ``start`` is the first position's number (from 0)."""
    return positions_view(exercise_positions(), start=start)


def positions_shown() -> "Shown":
    """Every "what would you do?" position with the expert's values folded away, for the static book."""
    return exercise.positions_shown(exercise_positions())



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


def play_table(players: int = 3, seed: int = 1, **rules) -> PlayTable:
    """A whole game of Handjass against ``players - 1`` bots, with a choice of 2, 3 or 4 players;
    the reader sits in seat 0 (``rules`` as for :func:`cardlib.handjass.new_game`).

    >>> table = play_table(players=2, seed=3)
    >>> table.view.state.players, table.view.state.to_act
    (2, 0)
    """
    _play_view(players, seed, **rules)                                # bad options are refused by name
    return PlayTable(lambda n, s: _play_view(n, s, **rules), players, (2, 3, 4), seed=seed,
                     title="Handjass against the computer")


def _play_view(players: int, seed: int, **rules) -> PlayView:
    """The live table of a game of Handjass between the reader (seat 0) and ``players - 1`` bots."""
    if players not in (2, 3, 4):
        raise CardlibError(f"Handjass is played by 2, 3 or 4 players, not {players!r} (rules §1.1)")
    new_game(players=players, seed=seed, **rules)                     # bad options are refused here, by name
    return PlayView(lambda seed: new_game(players=players, seed=seed, **rules),
                    {s: HandjassBot(seed=s) for s in range(1, players)},
                    PlayOptions(tries=play_tries, deal_view=deal_table, reviewer=reviewer("handjass")), seed=seed)




# --------------------------------------------------------------------------- your first deal

def _seat_label(seat: int, deal) -> str:
    """A seat in the first deal: "You (dealer)", "Seat 1 (speaks first)" and so on."""
    name = seat_name(seat, 0)
    if seat == deal.dealt.dealer:
        return f"{name} (dealer)"
    if seat == deal.dealt.order[0]:
        return f"{name} (speaks and leads first)"
    return name


def hands_svg(rows: Sequence[tuple[Sequence[Card], str, Sequence[Card], Sequence[Card]]], *, title: str,
              width: float = 40, gap: float = 8) -> str:
    """Several labelled hands one under another in ONE picture, so each card's shapes are written
    once: ``rows`` of ``(cards, label, outlined, greyed)``.

    >>> picture = hands_svg([(parse_cards("AS KS"), "one", (), ()), (parse_cards("AH"), "two", (), ())], title="t")
    >>> picture.count("class='cardlib-card'"), picture.count("<svg")
    (3, 1)
    """
    groups, y, across, titles = [], 0.0, 0.0, []
    for cards, label, outlined, greyed in rows:
        drawn = scene.hand_picture(cards, width=width, label=label, highlight=outlined, dim=greyed)
        groups.append(scene.Group(drawn.body.children, y=y, cls="cardlib-hand"))
        titles.append(drawn.title)
        y += drawn.height + gap
        across = max(across, drawn.width)
    return svg.to_svg(scene.Picture(scene.Group(tuple(groups)), across, y - gap, f"{title}. {'; '.join(t if i == 0 or not t.startswith('You') else 'you' + t[3:] for i, t in enumerate(titles))}.",
                                    "cardlib-group"), width=across)


def first_deal_hands_shown(deal, *, played: bool = False, width: float = 40) -> Shown:
    """Every hand of the first deal face up, strongest first in each suit, and the Blind's turned
    card outlined; ``played``: the hand the Blind's taker plays with (the hand he threw away is the
    one drawn as dealt)."""
    state, trump = deal.dealt, deal.dealt.trump
    rows = []
    if not played:
        for seat in state.order:
            rows.append((strongest_first(state.hands[seat], trump), _seat_label(seat, deal), (), ()))
        rows.append(((state.turned,), f"the Blind: 9 cards face down, {state.turned} turned", (state.turned,), ()))
        title = f"The hands as dealt, trumps {trump.symbol}"
    else:
        taker = next(s.seat for s in deal.declarations if str(s.action) == "take the Blind")
        rows.append((strongest_first(deal.play_hands[taker], trump), f"{seat_name(taker, 0)}: the Blind, the new hand",
                     (state.turned,), ()))
        title = f"The Blind taken, trumps {trump.symbol}"
    return picture(hands_svg(rows, title=title, width=width))


def first_deal_declarations_shown(deal) -> Shown:
    """Each player's decision in the first deal, in the order they speak, with its reason."""
    return bullets([sentence(s.words()) for s in deal.declarations], ordered=True)


def first_deal_trick_shown(deal, number: int, *, width: float = 48) -> Shown:
    """Trick ``number`` (from 1) of the first deal: the cards in the order played, the winner
    outlined, then each player's card and why, what the trick decided, and its points."""
    told = deal.tricks[number - 1]
    labels = [seat_name(s, 0) for s in told.seats]
    drawn = svg.trick(told.cards, seats=labels, winner=told.seats.index(told.winner), width=width)
    winner = seat_name(told.winner, 0)
    lines = [p.words() for p in told.plays] + list(told.notes)
    lines.append(f"{winner} {'win' if told.winner == 0 else 'wins'} trick {told.number} with "
                 f"{told.cards[told.seats.index(told.winner)]}: {told.points} card points.")
    listed = bullets([sentence(line) for line in lines])
    return column([picture(drawn), listed], text=f"Trick {told.number}.\n{listed.text}")


def first_deal_count_table(deal) -> Table:
    """The count at the end of the first deal, a row a player, and the strokes (rules §2.4, §3.3)."""
    return table(COUNT_HEADER, deal.count_rows(), caption="The count of the deal")


def first_deal_tally(deal) -> Shown:
    """The first deal's score as players keep it: the slate with a stroke or a ring a point."""
    seats = list(range(deal.dealt.players))
    return picture(tally_svg([seat_name(s, 0) for s in seats], [tuple(deal.record.strokes[s] for s in seats)]))


def table_shown(table: PlayTable) -> Shown:
    """The static picture of a live play table: the table as the reader (seat 0) sees it now, with
    its status lines, the same cards and the same moment as the widget above it.

    >>> shown = table_shown(play_table(players=3, seed=1))
    >>> "Card table, 3 seats" in shown.text
    True
    """
    return game_shown(table.state, viewer=0)


# --------------------------------------------------------------------------- playing well

def reach_shown(found: Sequence, *, caption: str, seen: "dict[str, str] | None" = None, width: float = 30) -> Shown:
    """Rule-of-thumb hands drawn as cards in one picture (hand 1, hand 2, ...), then how each
    fared when all four played it out (:func:`cardlib.handjass.lessons.reach`), one row a hand.
    ``seen`` maps a hand (its cards as text) already drawn higher on the page to its name there:
    that hand is named, not drawn again."""
    seen = seen or {}
    names = [seen.get(str(r.hand), f"hand {i}") for i, r in enumerate(found, start=1)]
    rows = [(strongest_first(r.hand, r.trump), name, (), ()) for r, name in zip(found, names) if str(r.hand) not in seen]
    drawn = picture(hands_svg(rows, title=f"{caption}, trumps {found[0].trump.symbol}", width=width, gap=4))
    shown = table(REACH_HEADER, [r.row(name) for r, name in zip(found, names)], caption=caption)
    return column([drawn, shown], text=f"{drawn.text}\n{shown.text}")


def lead_table(answer, trump: "str | Suit") -> Table:
    """The expert's value of every first lead (a :class:`cardlib.expert.Answer`), best first, with its range."""
    suit = parse_trump(trump)
    rows = [(label, mean.replace("-", "−"), margin) for label, mean, margin in answer.rows()]
    return table(["first lead", "strokes a deal", "give or take"], rows, caption=f"Every first lead, {suit.english} trumps")


def all_passed_shown(found, *, width: float = 34) -> Shown:
    """The dealer's weak hand when the three before him passed, and what play and pass bring."""
    drawn = picture(svg.hand(strongest_first(found.hand, found.trump), width=width,
                             label=f"the dealer's hand · trumps {found.trump.symbol} · counted {found.estimate}"))
    rows = [(choice, f"{strokes:+d}" if strokes else "0", what) for choice, strokes, what in found.choices]
    shown = table(["the dealer says", "his strokes", "what happens"], rows,
                  caption="The three players before the dealer passed")
    return column([drawn, shown], text=f"{drawn.text}\n{shown.text}")


def blind_table(found) -> Table:
    """The Blind decision measured (:func:`cardlib.handjass.lessons.blind_choice`): keep a weak hand
    or take the Blind, how often each reached 26 and scored, and the strokes a deal."""
    header = (f"with a hand counted under {found.below}",) + BLIND_HEADER[1:]
    return table(header, found.rows(), caption=f"Three players, {found.deals} deals played out both ways")
