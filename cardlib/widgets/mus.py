"""The Mus chapters' widgets, and the static pictures that stand for them in the book.

* :class:`ExplorerView` - type or deal four hands, see who wins each contest and why (a typed
  hand that clashes with the others gets the other seats dealt around it);
* :class:`OddsView` - change a hand and its seat, see its chance to win each contest;
* :class:`WorkedDeal` - Next / Back through the rules' full deal, with narration;
* :func:`exercises` - the chapter's questions in the generic :class:`~cardlib.widgets.exercise.ExerciseView`;
* :func:`play_table` - the reader and a bot partner against two bots, a whole game.

The chapters' results are set as a book sets them, each a :class:`~cardlib.widgets.display.Shown`
(HTML beside a plain-text sentence): :func:`hands_table`, :func:`juego_table`, :func:`rules_table`
(hands as small cards, how they play, pares and points), :func:`betting_shown` (betting stories
as numbered lists), :func:`bonus_table`, :func:`scoring_table`, :func:`counts_tables`,
:func:`seat_odds_table`, :func:`verdicts_table`, :func:`signals_table`,
:func:`signal_deals_table`, :func:`signal_set_table`, :func:`bonus_compare_table`,
:func:`worked_steps_shown`, :func:`game_table`,
:func:`play_log_shown`, :func:`refusal_shown`, :func:`explorer_picture` and
:func:`refusals_shown`; the odds chapter's charts (:func:`pares_chart`, :func:`totals_chart`: the exact
hand counts of :mod:`cardlib.mus.fast`, drawn by :mod:`cardlib.render.charts`).
:func:`hands_svg` draws several hands as one picture, so that their
cards' shapes are written once.

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

from ..cards import SPANISH_40, Cards, deal
from ..errors import CardlibError
from ..game import Action, GameState
from ..mus import (Discard, Envido, Mus, MusBot, NoMus, NoQuiero, Ordago, Paso, Phase, Quiero, Reenvido, Verdict,
                   explain, new_game, parse_action)
from ..mus.lessons import (BettingStory, FIRST_DEAL, SEAT_ROLES, WorkedStep, betting_story, bonus_rows, contests,
                           count_rows, deal_around, discard_rows, exercise_positions, first_deal, first_exchange,
                           game_end, game_rows, hand_rows, juego_order_words, odds, percent, postre_rows, questions,
                           read_hands, scoring_rows, seat_odds, signal_odds, symbols, thumb_odds, worked_deal)
from ..mus.evaluate import JUEGO_ORDER, PARES_KINDS, ranks_said
from ..mus.fast import hand_counts
from ..mus.rules import DEFAULT_RULES, Rules
from ..review import reviewer
from ..questions import Question
from ..mus.rules import as_hand
from ..mus.view import Showdown, deal_table, seat_names, table_view, team_names
from ..render import scene, svg
from ..render.svg import wide_or_narrow_html
from ..render.charts import Bars, Chart, Panel, chart
from .display import Described, Shown, bullets, picture, row, sentence, suits_html, table, wide_or_narrow, words_html
from . import exercise
from .exercise import ExerciseView, positions_view
from .messages import FormView
from .play import CardPick, PlayOptions, PlayView
from .steps import StepView
from ..mus.signals import SIGNALS, allowed, signals

__all__ = ["positions", "positions_shown", "hands_svg", "hands_html", "contests_picture", "odds_picture", "step_picture", "exercise_picture",
           "verdict_picture", "solution_picture", "showdown_picture", "ExplorerView", "OddsView", "WorkedDeal",
           "exercises", "play_table", "BettingPlayView", "play_tries", "bet_action", "small_hand", "hands_table", "juego_table", "betting_shown",
           "bonus_table", "counts_tables", "seat_odds_table", "scoring_table", "worked_steps_shown",
           "game_table", "explorer_picture", "refusals_shown", "refusal_shown",
           "play_log_shown", "rules_table", "verdicts_table", "signals_table",
           "signal_deals_table", "bonus_compare_table", "signal_set_table", "pares_chart", "totals_chart",
           "tally_svg", "tally_picture", "thumb_shown", "discard_shown", "postre_shown",
           "signal_shown", "bets_shown", "first_deal_shown", "exchange_shown", "first_hands_picture", "first_lance_picture",
           "first_table_picture"]



def _hand_words(hands: Sequence, labels: Sequence[str]) -> str:
    # Spanish cards in English words, as a screen reader and a page without the kernel read them
    return "; ".join(f"{label}: {as_hand(h).words()}" for h, label in zip(hands, labels))


def hands_svg(hands: Sequence, labels: Sequence[str], *, highlight=(), dim=(), width: float = 46,
              gap: float = 18, title: str | None = None, per_row: int | None = None) -> str:
    """Hands side by side, each labelled, as ONE SVG picture: the cards' shapes are written
    once for all the hands (a page of four hands weighs about a third of four pictures).

    >>> text = hands_svg(["Ro Rc 7o 4o", "3o 4c 5c 6c"], ["mano", "postre"], width=30)
    >>> text.count("<svg"), text.count("class='cardlib-hand'"), text.count("class='cardlib-card'")
    (1, 2, 8)
    >>> "<title>mano: king of coins, king of cups, seven of coins, four of coins; postre: three of coins, " in text
    True
    """
    pictures = [scene.hand_picture(as_hand(h), label=label, width=width, highlight=highlight, dim=dim)
                for h, label in zip(hands, labels)]
    if not pictures:
        raise CardlibError("a row of hands needs at least one hand")
    height = max(p.height for p in pictures)
    per_row = per_row or len(pictures)          # ``per_row`` hands a row (two rows of two read well on a phone)
    groups, widest = [], 0.0
    for start in range(0, len(pictures), per_row):
        x, y = 0.0, (start // per_row) * (height + gap / 2)
        for p in pictures[start:start + per_row]:
            # each hand sits on its row's common bottom line, as the row of separate pictures did
            groups.append(scene.Group(p.body.children, x=x - p.x0, y=y + height - p.height - p.y0,
                                      cls="cardlib-hand", title=p.title))
            x += p.width + gap
        widest = max(widest, x - gap)
    rows = -(-len(pictures) // per_row)
    words = title or "; ".join(p.title for p in pictures)
    picture = scene.Picture(scene.Group(tuple(groups)), widest, rows * height + (rows - 1) * gap / 2, words,
                            "cardlib-hands")
    return svg.to_svg(picture, width=picture.width)


def hands_html(hands: Sequence, labels: Sequence[str], *, highlight=(), dim=(), width: float = 46,
               per_row: int | None = None) -> str:
    """Hands side by side (``per_row`` a row), each labelled, as one HTML block holding one SVG picture."""
    picture = hands_svg(hands, labels, highlight=highlight, dim=dim, width=width, per_row=per_row)
    return f'<div class="cardlib-hands" style="margin-bottom:6px">{picture}</div>'


def _verdict_html(verdict: Verdict, hands: Sequence, labels: Sequence[str], per_row: int | None = None) -> str:
    # a label plate wider than its four cards is clipped, so the winner's label stays short
    marks = [label.split(" (")[0] + " wins" if i == verdict.winner else label for i, label in enumerate(labels)]
    others = [c for i, h in enumerate(hands) if i != verdict.winner for c in as_hand(h)
              if c not in verdict.deciding]
    head, _, why = verdict.reason.partition(": ")
    return (f'<div class="cardlib-contest" data-contest="{verdict.category}" style="margin-bottom:10px">'
            f'<div><b>{html.escape(head[:1].upper() + head[1:])}</b>: {words_html(why)}</div>'
            f'{hands_html(hands, marks, highlight=verdict.deciding, dim=others, width=34, per_row=per_row)}</div>')


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
                    mano: int = 0, per_row: int | None = None) -> Shown:
    """One contest among 1 to 4 hands, as in the rules chapter's examples (``per_row`` hands a row)."""
    hands = tuple(as_hand(h) for h in hands)
    labels = tuple(labels) if labels else tuple(f"seat {i}" + (" (mano)" if i == mano else "")
                                                for i in range(len(hands)))
    verdict = explain(category, hands, mano)
    text = f"Hands {_hand_words(hands, labels)}. {verdict.reason[:1].upper() + verdict.reason[1:]}."
    return Shown(_verdict_html(verdict, hands, labels, per_row), text)


def odds_picture(hand, seat: int = 0, *, trials: int = 20_000, seed: int = 1) -> Shown:
    """The hand and a bar per contest: its chance to win from ``seat`` (0 = mano)."""
    found = odds(hand, seat, trials=trials, seed=seed)
    text = (f"{as_hand(hand).words()} ({symbols(hand)}) as {SEAT_ROLES[seat]} wins "
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
            + "; ".join(f"{showdown.labels[s]}: {as_hand(showdown.hands[s]).words()}" for s in order) + ". "
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
    if step.entries:
        text += "\n" + scoring_table(step.entries).text
    return Shown(_step_html(step, len(first_deal() if step.part else worked_deal())), text)


def _step_html(step: WorkedStep, count: int) -> str:
    status = "".join(f"<div>{html.escape(line)}</div>" for line in step.table.status)
    events = "".join(f"<li>{words_html(line)}</li>" for line in step.events)
    scores = f'<div class="cardlib-scores">{scoring_table(step.entries).html}</div>' if step.entries else ""
    return (f'<div class="cardlib-step" data-step="{step.number}">'
            f'<div><b>Step {step.number} of {count - 1}: {words_html(step.title)}</b></div>'
            f'<p>{words_html(step.text)}</p>'
            + (f"<ul>{events}</ul>" if events else "")
            + wide_or_narrow_html(*step.table.both_svg(width=560))      # on a phone, the seats one under another
            + f'<div style="font-size:90%">{status}</div>' + scores + "</div>")


def exercise_picture(exercise: Question) -> Shown:
    """The question and its hands, as the static book shows them."""
    hands = ""
    if exercise.hands:
        hands = f" {'The hand' if len(exercise.hands) == 1 else 'The hands'}: " + (
            as_hand(exercise.hands[0]).words() if len(exercise.hands) == 1
            else _hand_words(exercise.hands, exercise.labels)) + "."
    choices = f" Choices: {', '.join(exercise.choices)}." if exercise.choices else ""
    return Shown(_exercise_html(exercise), f"{exercise.prompt}{hands}{choices}")


def solution_picture(exercise: Question) -> Shown:
    """The answer and its explanation folded under 'Answer' (a click opens it), so that a reader
    of the book, of JupyterLab or of a Voila page does not see it by accident. An explanation
    that tells a betting story shows it as a list, its outcome last."""
    first, *story = exercise.solution().split("\n")
    items = [line.removeprefix("-> ").strip() for line in story if line.strip()]
    listed = "".join(f"<li>{words_html(item[:1].upper() + item[1:])}</li>" for item in items)
    body = f"<p>{words_html(first)}</p>" + (f"<ol>{listed}</ol>" if items else "")
    text = "\n".join([first] + [f"- {item[:1].upper() + item[1:]}" for item in items])
    return Shown(f'<details class="cardlib-solution"><summary>Answer</summary>{body}</details>', text)


def _exercise_html(exercise: Question) -> str:
    width = 56 if len(exercise.hands) == 1 else 36
    hands = hands_html(exercise.hands, exercise.labels, width=width) if exercise.hands else ""
    return f'<div class="cardlib-exercise"><p><b>{html.escape(exercise.prompt)}</b></p>{hands}</div>'


# --- results set as a book sets them ------------------------------------------------------

def small_hand(hand, width: float = 22) -> Shown:
    """A hand as small cards, for a table cell; its words are the cards in English (``king of
    coins, king of cups, seven of coins and four of coins``)."""
    cards = as_hand(hand)
    return Shown(svg.hand(cards, width=width), cards.words())


def hands_table(texts: Sequence[str], rules: Rules = DEFAULT_RULES, *, caption: str | None = None,
                pares: bool = True, points: bool = True) -> Shown:
    """Hands as small cards, how they play (effective ranks high to low), their pares and points.

    >>> print(hands_table(["3o 6o 5o 2o"], pares=False, points=False).text)
    The hand three of coins, six of coins, five of coins and two of coins plays as R 6 5 A.
    """
    header = ["hand", "plays as"] + (["pares"] if pares else []) + (["points"] if points else [])
    rows, lines = [], []
    for hand, ranks, kind, total in hand_rows(texts, rules):
        rows.append([small_hand(hand), ranks] + ([kind] if pares else []) + ([str(total)] if points else []))
        extra = (f", with {kind}" if pares else "") + (f", and counts {total} points" if points else "")
        lines.append(f"The hand {as_hand(hand).words()} plays as {ranks}{extra}.")
    text = "\n".join(([f"{caption}:"] if caption else []) + lines)
    return table(header, rows, caption=caption, text=text)


def juego_table(texts: Sequence[str]) -> Shown:
    """Hands with their points and whether they are juego, then the order of juegos.

    >>> print(juego_table(["Co 3c 7e 2o"]).text)
    The hand horse of coins, three of cups, seven of swords and two of coins counts 28 points: no juego.
    The order of juegos, best first: 31, then 32, then 40, then 37, then 36, then 35, then 34, then 33.
    """
    rows, lines = [], []
    for hand, _, _, total in hand_rows(texts):
        verdict = "juego" if total >= 31 else "no juego"
        rows.append([small_hand(hand), str(total), verdict])
        lines.append(f"The hand {as_hand(hand).words()} counts {total} points: {verdict}.")
    order = f"The order of juegos, best first: {juego_order_words()}."
    lines.append(order)
    return Shown(table(["hand", "points", "juego?"], rows).html + sentence(order).html, "\n".join(lines))


def _story_items(story: BettingStory) -> list[str]:
    items = [f"Seat {seat}: {said}." for seat, said in story.said]
    why = f" ({story.why})" if story.why else ""
    return items + [f"So the {story.lance.capitalize()} is {story.outcome(team_names(None))}{why}."]


def betting_shown(stories: Sequence[tuple[str, Sequence[str]]]) -> Shown:
    """Betting stories ``(lance, sayings)``, each run by the engine: one numbered list per lance,
    the outcome last.

    >>> print(betting_shown([("grande", ["envido 5", "no quiero", "no quiero"])]).text)
    Grande:
    1. Seat 0: envido 5.
    2. Seat 1: no quiero.
    3. Seat 3: no quiero.
    4. So the Grande is refused: team 0 (seats 0 and 2) scores 1 at once (a first bet refused is worth 1, whatever its size).
    """
    parts = [bullets(_story_items(betting_story(lance, sayings)), lead=lance.capitalize(), ordered=True)
             for lance, sayings in stories]
    return Shown("".join(p.html for p in parts), "\n\n".join(p.text for p in parts))


def bonus_table(rules: Rules = DEFAULT_RULES, *, caption: str | None = None) -> Shown:
    """The pares and juego bonuses (rules §3.3), each computed from its example hand.

    >>> print(bonus_table().text.splitlines()[1])
    A par (example R R 7 4) pays a bonus of 1.
    """
    rows = bonus_rows(rules)
    text = "\n".join(["The bonuses a winning team's players score for their own hands (rules §3.3):"]
                     + [f"A {name} (example {example}) pays a bonus of {points}." for name, example, points in rows])
    return table(["combination", "example", "bonus"], [[name, example, str(points)] for name, example, points in rows],
                 caption=caption, text=text)


def bonus_compare_table(named: Sequence[tuple[str, Rules]]) -> Shown:
    """The bonuses under several rules ``(name, Rules)`` side by side, Punto's bonus last.

    >>> text = bonus_compare_table([("the source", Rules()), ("standard", Rules(std_bonuses=True))]).text
    >>> text.splitlines()[4]
    'A juego of 31 (example R R 7 4) pays 2 by the source, 3 by standard.'
    """
    columns = [bonus_rows(rules) for _, rules in named]
    rows, lines = [], ["The bonuses (rules §3.3):"]
    for i, (name, example, _) in enumerate(columns[0]):
        points = [column[i][2] for column in columns]
        rows.append([name, example, *map(str, points)])
        lines.append(f"A {name} (example {example}) pays "
                     + ", ".join(f"{p} by {label}" for p, (label, _) in zip(points, named)) + ".")
    punto = [rules.punto_bonus for _, rules in named]
    rows.append(["Punto", "", *map(str, punto)])
    lines.append("Winning Punto pays " + ", ".join(f"{p} by {label}" for p, (label, _) in zip(punto, named)) + ".")
    return table(["combination", "example", *(f"bonus by {label}" for label, _ in named)], rows,
                 text="\n".join(lines))


def signal_set_table() -> Shown:
    """The common set of signals (rules §4): each gesture and what it means.

    >>> signal_set_table().text.splitlines()[0]
    "Pursed lips, as if saying 'mus' means: I want to exchange."
    """
    pairs = [(sign.gesture, sign.meaning) for sign, _ in SIGNALS]
    return table(["signal", "means"], [list(p) for p in pairs],
                 text="\n".join(f"{g[:1].upper() + g[1:]} means: {m}." for g, m in pairs))


def counts_tables(rules: Rules = DEFAULT_RULES, *, caption: str | None = None) -> Shown:
    """How many of all four-card hands hold each pares kind and each juego total, side by side."""
    pares, juego, total = count_rows(rules)
    def block(head: str, rows: list) -> Shown:
        return table([head, "hands", "share"], [[name, f"{n:,}", f"{share:.2%}"] for name, n, share in rows])
    lead = f"{caption}: of all {total:,} hands" if caption else f"Of all {total:,} hands"
    lines = [f"{lead}:"]
    lines += [f"{'no pares' if name == 'none' else name}: {n:,} hands ({share:.2%})." for name, n, share in pares]
    lines += [f"{name if name == 'any juego' else 'juego of ' + name}: {n:,} hands ({share:.2%})."
              for name, n, share in juego]
    shown = row([block("pares", pares), block("juego", juego)], gap=40)
    return Shown(f"<p>{suits_html(lead)}:</p>" + shown.html, "\n".join(lines))


def seat_odds_table(hand, category: str, *, trials: int = 20_000, seed: int = 1) -> Shown:
    """A hand's chance to win ``category`` from each seat (seat 0 the mano)."""
    found = seat_odds(hand, category, trials=trials, seed=seed)
    rows = [[SEAT_ROLES[seat], f"{p:.1%}"] for seat, p in found]
    text = "\n".join(f"{as_hand(hand).words()} from {SEAT_ROLES[seat]} wins {category.capitalize()} {p:.1%} of "
                     f"{trials:,} random deals." for seat, p in found)
    return table(["seat", f"wins {category.capitalize()}"], rows, text=text)


def rules_table(hand, named: Sequence[tuple[str, Rules]]) -> Shown:
    """One hand under several rules ``(name, Rules)``: how it plays, its pares and its points.

    >>> print(rules_table("Ro 3c 3e 2o", [("four kings", Rules(four_kings=True))]).text)
    With four kings, the hand king of coins, three of cups, three of swords and two of coins plays as R 3 3 2, with a pair of threes (*par*), and counts 18 points.
    """
    rows, lines = [], []
    for name, rules in named:
        (_, ranks, kind, total), = hand_rows([hand], rules)
        rows.append([name, ranks, kind, str(total)])
        lines.append(f"With {name}, the hand {as_hand(hand).words()} plays as {ranks}, with {kind}, and counts {total} points.")
    return table(["rules", "plays as", "pares", "points"], rows, text="\n".join(lines))


def verdicts_table(pairs: Sequence[tuple[str, Sequence[str]]], named: Sequence[tuple[str, Rules]]) -> Shown:
    """For each ``(contest, hands)``, its verdict under each of the rules ``(name, Rules)``."""
    rows, lines = [], []
    for lance, hands in pairs:
        verdicts = [explain(lance, hands, rules=rules) for _, rules in named]
        rows.append([lance.capitalize()] + [v.reason[:1].upper() + v.reason[1:] for v in verdicts])
        lines += [f"{lance.capitalize()} with {name}: {v.reason}." for (name, _), v in zip(named, verdicts)]
    return table(["contest"] + [name for name, _ in named], rows, text="\n".join(lines))


def signals_table(hand, named: Sequence[tuple[str, Rules]]) -> Shown:
    """The signals ``hand`` may truthfully show under each of the rules ``(name, Rules)``."""
    rows, lines = [], []
    for name, rules in named:
        shown = ", ".join(sign.gesture for sign in signals(hand, rules)) or "nothing"
        rows.append([name, shown])
        lines.append(f"With {name}, the hand {as_hand(hand).words()} may show {shown}.")
    return table(["rules", "may show"], rows, text="\n".join(lines))


def signal_deals_table(rules: Rules, deals: Sequence[int] = (1, 2)) -> Shown:
    """Whether partners may signal in each of ``deals`` (1 = a game's first deal) under ``rules``.

    >>> print(signal_deals_table(Rules(no_signals_first_deal=True)).text)
    In deal 1 signals are not allowed.
    In deal 2 signals are allowed.
    """
    said = [(deal, "allowed" if allowed(rules, deal) else "not allowed") for deal in deals]
    return table(["deal", "signals"], [[str(deal), word] for deal, word in said],
                 text="\n".join(f"In deal {deal} signals are {word}." for deal, word in said))


def scoring_table(entries, *, caption: str | None = None) -> Shown:
    """A deal's score entries as a table, lance by lance, with the totals.

    >>> print(scoring_table(worked_deal()[-1].entries).text.splitlines()[-1])
    In all: 10 for seats 0 and 2, 0 for seats 1 and 3.
    """
    rows = scoring_rows(entries)
    cells = [[lance, str(a), str(b), why] for lance, a, b, why in rows]
    totals = (sum(r[1] for r in rows), sum(r[2] for r in rows))
    cells.append(["total", str(totals[0]), str(totals[1]), ""])
    lines = ([f"{caption}:"] if caption else [])
    lines += [f"{lance}: {a or b} for seats {'0 and 2' if a else '1 and 3'} ({why})." for lance, a, b, why in rows]
    lines.append(f"In all: {totals[0]} for seats 0 and 2, {totals[1]} for seats 1 and 3.")
    return table(["lance", "seats 0 and 2", "seats 1 and 3", "why"], cells, caption=caption, text="\n".join(lines))


def worked_steps_shown(steps: Sequence[WorkedStep]) -> Shown:
    """The worked deal's steps as a numbered list: what was said (bold), why, and what followed."""
    items, lines = [], []
    for step in steps:
        events = "".join(f"<li>{words_html(e)}</li>" for e in step.events)
        items.append(f'<li value="{step.number}" data-step="{step.number}"><b>{words_html(step.title)}</b>. '
                     f'{words_html(step.text)}' + (f"<ul>{events}</ul>" if events else "") + "</li>")
        lines.append(" ".join([f"{step.number}. {step.title}.", step.text, *(e + "." for e in step.events)]))
    return Shown(f'<ol class="cardlib-steps">{"".join(items)}</ol>', "\n".join(lines))


# --- playing well ---------------------------------------------------------------------------

def _pictured_table(hands: Sequence, labels: Sequence[str], header: Sequence[str], rows: Sequence[Sequence[str]],
                    *, caption: str | None = None) -> Shown:
    """Hands drawn in one picture (none if no hands), then a table of figures about them."""
    shown = table(header, rows, caption=caption)
    if not hands:
        return shown
    return Shown(hands_html(hands, labels, width=34, per_row=2) + shown.html,
                 f"Hands {_hand_words(hands, labels)}.\n{shown.text}")


def thumb_shown(thumb, *, trials: int = 20_000, seed: int = 1, drawn: Sequence[str] = ()) -> Shown:
    """A rule of thumb's hands drawn (but those in ``drawn``, already drawn on the page), and each
    one's chance to win its contest from its seat (:func:`cardlib.mus.lessons.thumb_odds`), never
    rounded to a certainty."""
    rows = thumb_odds(thumb, trials=trials, seed=seed)
    shown = {str(as_hand(h)) for h in drawn}
    hands = [h for h in dict.fromkeys(h for h, *_ in rows) if h not in shown]
    return _pictured_table(hands, [symbols(h) for h in hands], ["hand", "seat", f"wins {thumb.category.capitalize()}"],
                           [[r, seat, percent(p, sampled=True)] for _, r, seat, p in rows],
                           caption=f"{thumb.category.capitalize()}, {trials:,} random deals a row")


def discard_shown(hand, keeps: Sequence[str], *, trials: int = 20_000, seed: int = 1) -> Shown:
    """What each way of discarding ``hand`` leaves (:func:`cardlib.mus.lessons.discard_rows`): the hand
    drawn, and for each choice the chance, as mano after the new cards, to win Grande, Chica, Pares."""
    rows = discard_rows(hand, keeps, trials=trials, seed=seed)
    body = [[" ".join(c.rank for c in kept), " ".join(c.rank for c in thrown), *(percent(p, sampled=True) for p in odds)]
            for kept, thrown, *odds in rows]
    return _pictured_table([hand], [f"{symbols(hand)}, before the exchange"],
                           ["keep", "throw", "then wins Grande", "Chica", "Pares"], body,
                           caption=f"As mano, {trials:,} random exchanges a row")


def postre_shown(hands: Sequence[str], *, trials: int = 4_000, seed: int = 1, drawn: Sequence[str] = ()) -> Shown:
    """The postre's hands drawn (but those in ``drawn``, already drawn on the page), and each one's
    chance in its best lance against any three hands and against three hands whose players said
    mus (:func:`cardlib.mus.lessons.postre_rows`)."""
    rows = postre_rows(hands, trials=trials, seed=seed)
    new = [h for h in hands if h not in drawn]
    return _pictured_table(new, [symbols(h) for h in new],
                           ["hand", "lance", "wins it against any hands", "after three players said mus"],
                           [[symbols(h), lance.capitalize(), percent(a, sampled=True), percent(b, sampled=True)]
                            for h, lance, a, b in rows],
                           caption=f"As postre, {trials:,} random deals a hand")


def signal_shown(cases: Sequence[tuple[str, str, str]], *, trials: int = 10_000, seed: int = 1,
                 drawn: Sequence[str] = ()) -> Shown:
    """Hands drawn (but those in ``drawn``, already drawn on the page), each with its team's chance in
    a lance, before and after the partner's sign (``cases``: ``(hand, lance, sign)``;
    :func:`cardlib.mus.lessons.signal_odds`)."""
    gesture = {s.name: s.gesture for s, _ in SIGNALS}
    rows = []
    for hand, lance, sign in cases:
        alone, told = signal_odds(hand, lance, sign, trials=trials, seed=seed)
        rows.append([symbols(hand), lance.capitalize(), percent(alone, sampled=True), f"{sign} ({gesture[sign]})",
                     percent(told, sampled=True)])
    hands = [h for h, _, _ in cases if h not in drawn]
    return _pictured_table(hands, [symbols(h) for h in hands],
                           ["your hand", "lance", "your team wins it", "your partner signs", "then it wins"], rows,
                           caption=f"As mano, {trials:,} random deals a row")


def bets_shown(values: Sequence, *, drawn: Sequence[str] = ()) -> Shown:
    """Bets opened as mano and answered by sound players (:class:`cardlib.mus.lessons.BetValue` rows):
    the hands drawn (but those in ``drawn``, already drawn on the page), then how the bets were
    answered and what they are worth."""
    shown = {str(as_hand(h)) for h in drawn}
    hands = [h for h in dict.fromkeys(v.hand for v in values) if h not in shown]
    rows = [[symbols(v.hand), v.bet, percent(v.chance, sampled=True), percent(v.refused, sampled=True),
             percent(v.accepted + v.raised, sampled=True),
             f"{4 * v.chance - 2:+.1f}" if v.bet == "envido 2" else "", f"{v.points:+.1f}"] for v in values]
    return _pictured_table(hands, [symbols(h) for h in hands],
                           ["hand", "bet", "team wins the lance", "refused", "accepted or raised",
                            "if always accepted", "points, answered soundly"], rows)


# --- your first deal ------------------------------------------------------------------------

_TEAMS = ("seats 0 and 2", "seats 1 and 3")


def tally_svg(scores: Sequence[int], *, target: int = 40, labels: Sequence[str] = _TEAMS) -> str:
    """The score as players keep it with pebbles (rules §4): for each team a row of *amarracos*,
    the big stones worth 5, and single stones worth 1, never more than four of them (five singles
    are changed for an amarraco); under each row the score in words.

    >>> text = tally_svg((4, 17))
    >>> text.count("class='cardlib-amarraco'"), text.count("class='cardlib-stone'")
    (3, 6)
    >>> "<title>Score kept with stones: seats 0 and 2 have 4 (4 single stones); seats 1 and 3 have 17 (3 amarracos of 5 and 2 single stones)</title>" in text
    True
    >>> tally_svg((4, 41))
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: a Mus score is from 0 to 40 points, got 41 (rules §1.5)
    """
    scores = tuple(scores)
    if len(scores) != 2 or any(isinstance(p, bool) or not isinstance(p, int) or not 0 <= p <= target
                               for p in scores):
        bad = next((p for p in scores if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p <= target),
                   scores)
        raise CardlibError(f"a Mus score is from 0 to {target} points, got {bad!r} (rules §1.5)")
    words, rows = [], []
    width, line = 420, 64
    for t, points in enumerate(scores):
        fives, ones = divmod(points, 5)
        said = ", ".join(part for part in (
            f"{fives} amarraco{'s' if fives != 1 else ''} of 5" if fives else "",
            f"{ones} single stone{'s' if ones != 1 else ''}" if ones else "") if part) or "no stones"
        words.append(f"{labels[t]} have {points} ({said.replace(', ', ' and ')})")
        y = 14 + t * line
        shapes = [f"<text x='0' y='{y}' font-size='13' font-weight='bold'>{html.escape(labels[t])}: "
                  f"{points} point{'s' if points != 1 else ''}</text>"]
        x = 14
        for _ in range(fives):
            shapes.append(f"<g class='cardlib-amarraco'><circle cx='{x}' cy='{y + 22}' r='12' fill='#5b4a3a' "
                          f"stroke='#2e241b'/><text x='{x}' y='{y + 26}' font-size='11' fill='#fff' "
                          f"text-anchor='middle'>5</text></g>")
            x += 30
        x += 8 if fives else 0
        for _ in range(ones):
            shapes.append(f"<circle class='cardlib-stone' cx='{x}' cy='{y + 24}' r='6' fill='#b9a98f' "
                          f"stroke='#6b5d49'/>")
            x += 16
        if not points:
            shapes.append(f"<text x='0' y='{y + 28}' font-size='12' fill='#555'>no stones yet</text>")
        rows.append("".join(shapes))
    title = "Score kept with stones: " + "; ".join(words)
    height = 14 + len(scores) * line - 16
    return (f"<svg xmlns='http://www.w3.org/2000/svg' class='cardlib-tally' width='{width}' height='{height}' "
            f"viewBox='0 0 {width} {height}' role='img' font-family='sans-serif'><title>{html.escape(title)}</title>"
            + "".join(rows) + "</svg>")


def tally_picture(scores: Sequence[int], *, target: int = 40) -> Shown:
    """:func:`tally_svg` as a picture, its sentence the picture's title."""
    return picture(tally_svg(scores, target=target))


def first_deal_shown(*parts: str) -> Shown:
    """The first deal's steps made in ``parts`` (``mus``, ``discard``, ``mus again``, ``grande``,
    ``chica``, ``pares``, ``punto``): what was said (bold), why, and what followed."""
    steps = [step for step in first_deal() if step.part in parts]
    if not steps:
        raise CardlibError(f"the first deal has no step in {parts!r}: its parts are "
                           + ", ".join(dict.fromkeys(step.part for step in first_deal())))
    return worked_steps_shown(steps)


def _first_labels() -> list[str]:
    names = seat_names(None)
    return [names[s] + (" (mano)" if s == 0 else " (postre)" if s == 3 else "") for s in range(4)]


def first_hands_picture() -> Shown:
    """The first deal's four hands as dealt, mano first, as one picture."""
    done = first_exchange()
    return Shown(hands_html([x.held for x in done], _first_labels(), width=34, per_row=2),
                 "The hands as dealt: " + _hand_words([x.held for x in done], _first_labels()) + ".")


def exchange_shown() -> Shown:
    """The first deal's exchange: what each player keeps, throws and gets, in words, then the
    hands after it, the new cards outlined (one picture of four hands)."""
    names = seat_names(None)
    done = first_exchange()
    new = [c for x in done for c in x.new]
    after = hands_html([x.now for x in done], _first_labels(), highlight=new, width=34, per_row=2)
    said = [f"{names[x.seat]} keeps {x.kept.words()} and throws {x.thrown.words()}; he gets {x.new.words()}, "
            f"so his hand now plays as {ranks_said(x.now)}." for x in done]
    items = "".join(f"<li>{html.escape(line)}</li>" for line in said)
    body = (f'<div class="cardlib-exchange"><ul>{items}</ul>'
            f'<p>The hands after the exchange, the new cards outlined:</p>{after}</div>')
    return Shown(body, "\n".join(said))


def first_lance_picture(lance: str, *, draw: bool = True) -> Shown:
    """One lance of the first deal at the showdown: the four hands compared (the deciding cards
    outlined; with ``draw`` false, in words only, for hands drawn just before), and who takes the
    lance and what it pays."""
    steps = first_deal()
    hands = steps[-1].table.hands
    line = next((e for e in steps[-1].events if e.lower().startswith(lance)), None)
    if line is None:
        raise CardlibError(f"the first deal's showdown has no lance {lance!r}")
    # every hand, so that the verdict's seat numbers are the table's (a hand without pares just loses)
    verdict = verdict_picture(lance, hands, [f"seat {i}" + (" (mano)" if i == 0 else "") for i in range(4)],
                              per_row=2)
    said = sentence(line + ".")
    if not draw:
        why = verdict.text.split(". ", 1)[1]           # the verdict's reason, without the hands' codes
        return Shown(f"<p>{words_html(why)}</p>" + said.html, why + " " + said.text)
    return Shown(verdict.html + said.html, verdict.text + " " + said.text)


def first_table_picture(view: PlayView) -> Shown:
    """The play table dealt the first deal, as the reader in seat 0 sees it before he speaks."""
    return wide_or_narrow(*table_view(view.state, 0).both_svg(), "The table of your first deal as you see it from seat 0, "
                   "before you speak: your four cards face up, the other hands face down.")


def game_table(state, viewer: int | None = 0) -> Shown:
    """A whole game's score deal by deal, as ``viewer`` names the teams, and how it ended."""
    teams = team_names(viewer)
    rows = game_rows(state, viewer)
    cells = [[str(n), dealer, f"+{a}", f"+{b}", score] for n, dealer, a, b, score in rows]
    end = game_end(state, viewer)
    lines = [f"Deal {n}: {dealer} dealt; {teams[0]} +{a}, {teams[1]} +{b}, score {score}."
             for n, dealer, a, b, score in rows] + ([end] if end else [])
    shown = table(["deal", "dealer", teams[0], teams[1], "score"], cells)
    return Shown(shown.html + (sentence(end).html if end else ""), "\n".join(lines))


# --- the widgets -----------------------------------------------------------------------

class ExplorerView(FormView):
    """Four hands in speaking order (seat 0 the mano): type them or deal them, and see who wins
    each contest and why. A typed hand that shares a card with another seat keeps its place and
    the other three seats are dealt again around it from the 36 cards left (with the number in
    the deal number box). Bad input shows what is wrong instead."""

    ERROR_LEAD = "Cannot compare:"

    def __init__(self, hands: Sequence[str] | None = None, seed: int = 1) -> None:
        start = hands or [str(h) for h in deal(SPANISH_40.cards, players=4, per_player=4, seed=seed)[0]]
        self._boxes = tuple(widgets.Text(value=str(text), description=SEAT_ROLES[i],
                                         continuous_update=False, style={"description_width": "110px"},
                                         layout=widgets.Layout(width="300px"))
                            for i, text in enumerate(start))
        self._seed = widgets.IntText(value=seed, description="Deal no.", layout=widgets.Layout(width="150px"))
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
            self._set_note(f"{Cards(shared).words()} {'was' if len(shared) == 1 else 'were'} in another "
                           f"hand, so the other seats were dealt again around {hand.words()} at {SEAT_ROLES[seat]} "
                           f"from the 36 cards left (deal number {self._seed.value}).")
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
        self.verdicts = contests(hands)
        self._picture.value = "".join(_verdict_html(v, hands, SEAT_ROLES) for v in self.verdicts)
        self._show_error("")          # after the picture: a page waiting for the message to go sees it


def explorer_picture(view: ExplorerView) -> Shown:
    """What the explorer shows now, for the static book: its note (when it dealt the other
    seats around a typed hand), then each contest's winner, or the reason it cannot compare."""
    if not view.verdicts:
        return sentence(f"{ExplorerView.ERROR_LEAD} {view.message}")
    hands = [b.value for b in view.hand_boxes]
    shown = contests_picture(hands)
    if not view.note:
        return shown
    note = sentence(view.note, style="font-style:italic")
    return Shown(note.html + shown.html, f"{view.note}\n{shown.text}")


def refusals_shown(cases: Sequence[Sequence[str]]) -> Shown:
    """What the explorer answers to each set of four hand texts it cannot compare, as a list
    (the same words as its message line)."""
    items = []
    for hands in cases:
        try:
            read_hands(hands)
        except CardlibError as error:
            items.append(f"{ExplorerView.ERROR_LEAD} {error}")
        else:
            raise CardlibError(f"the explorer compares {list(hands)!r}: there is nothing to refuse")
    return bullets(items)


def refusal_shown(view: PlayView, choice: str) -> Shown:
    """Press the reader's button ``choice`` on ``view`` and tell what followed: the refusal's
    reason, and whether the game changed (a refused action changes nothing)."""
    before = view.state
    view.choose(choice)
    if not view.message:
        raise CardlibError(f"{choice!r} was played, not refused: pick a choice the rules forbid")
    same = ("Nothing changed: the game is where it was." if view.state == before
            else "The game changed.")
    # one sentence: the rule's reason whole, with its section, without the "cannot <choice>:" that
    # would only say again what was pressed
    reason = view.message.removeprefix(f"cannot {choice}: ")
    joint = " because " if reason != view.message else ": "
    words = f"Pressing {choice} is refused{joint}{reason}. {same}"
    return Shown(f'<p><b>Pressing {html.escape(choice)}</b> is refused{joint}{words_html(reason)}.</p>'
                 f"<p>{same}</p>", words)


def play_log_shown(view: PlayView) -> Shown:
    """What happened so far in a game (the log), the status lines and the reader's buttons;
    a button the rules forbid now (there to show a refusal) is named as such."""
    log = bullets([Shown(words_html(line), line) for line in view.log], lead="What happened so far")
    status = bullets(list(view.table_view.status), lead="Under the table")
    names = [b.description for b in view.choices]
    allowed = [n for n in names if view.state.can(parse_action(n))]
    forbidden = [n for n in names if n not in allowed]
    words = "Your buttons: " + ", ".join(allowed)
    if forbidden:
        words += (f"; and {', '.join(forbidden)}, which the rules forbid: "
                  f"press {'it' if len(forbidden) == 1 else 'one'} to see why")
    buttons = sentence(words + ".")
    return Shown(log.html + status.html + buttons.html, "\n".join([log.text, status.text, buttons.text]))


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

    @property
    def trials(self) -> int:
        """How many random deals each change of hand or seat plays out, a contest."""
        return self._trials

    def describe(self) -> str:
        """What the odds explorer shows now, in words."""
        if not self.probabilities:
            return f"Odds explorer: {self.message or 'no hand yet'}."
        hand = as_hand(self._hand.value)
        return (f"Odds explorer (a widget: change the hand or the seat when the chapter runs live): "
                f"{hand.words()} ({symbols(hand)}) as {SEAT_ROLES[self._seat.value]} wins "
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


class WorkedDeal(StepView):
    """Next and Back through the book's first deal (:func:`cardlib.mus.lessons.first_deal`), from
    the deal to the showdown and its scoring table."""

    def __init__(self, step: int = 0) -> None:
        self._picture = widgets.HTML()
        super().__init__(first_deal(), [self._picture], start=step)

    @property
    def step(self) -> int:
        """The step shown, numbered from 0 as the worked deal numbers them."""
        return self.index

    @property
    def picture(self) -> str:
        return self._picture.value

    def describe(self) -> str:
        step = self.current
        return (f"Your first deal (a widget: Next and Back go from the deal, step 0, through its "
                f"{len(self.steps) - 1} steps when the "
                f"chapter runs live), step {step.number}: {step.title}. {step.text}")

    def where(self) -> str:
        return f"&nbsp;step {self.index} of {len(self.steps) - 1}"

    def show(self, step: WorkedStep) -> None:
        self._picture.value = _step_html(step, len(self.steps))


def _question_hands(question: Question) -> str | None:
    """The question's hands side by side, as the static book shows them."""
    if not question.hands:
        return None
    return hands_html(question.hands, question.labels, width=56 if len(question.hands) == 1 else 36)


def exercises(start: int = 0) -> ExerciseView:
    """The chapter's questions (:func:`cardlib.mus.lessons.questions`), from number ``start``,
    in the exercise view every game shares; Next goes on to the following one."""
    return ExerciseView(questions(), picture=_question_hands, start=start)

def positions(start: int = 0) -> ExerciseView:
    """The exercises chapter's "what would you do?" positions
    (:func:`cardlib.mus.lessons.exercise_positions`): pick a choice, then see the expert's
    value of every choice; ``start`` is the first position's number (from 0)."""
    return positions_view(exercise_positions(), start=start)


def positions_shown() -> "Shown":
    """Every "what would you do?" position with the expert's values folded away, for the static book."""
    return exercise.positions_shown(exercise_positions())



def play_tries(state: GameState, seat: int) -> list[Action]:
    """The Mus table's buttons for ``seat`` now, each a move the rules allow: mus or not; the
    usual bets (pass, envido 2, órdago) or the answers to a bet. A bet of any other amount has
    its own control beside them (:func:`bet_action`), and the discard is picked card by card.

    >>> g = new_game(seed=1, dealer=3)
    >>> [str(a) for a in play_tries(g, 0)], [str(a) for a in play_tries(g.apply(NoMus()), 0)]
    (['mus', 'no hay mus'], ['paso', 'envido 2', 'órdago'])
    """
    if state.is_over or state.to_act != seat or state.phase is Phase.DISCARD:
        return []
    if state.phase is Phase.MUS:
        return [Mus(), NoMus()]
    if state.betting.bet is None:
        shown = [Paso(), Envido(2), Ordago()]
    else:
        shown = [Quiero(), NoQuiero(), Reenvido(2), Ordago()]
    return [action for action in shown if state.can(action)]


def bet_action(state: GameState, amount: int) -> Action:
    """The bet of ``amount`` points the bet control makes at ``state``: an envido of it when no
    bet stands, else a raise (reenvido) by it. An amount that is no bet is refused by the
    actions themselves (a :class:`~cardlib.errors.CardlibError` naming the rule).

    >>> g = new_game(seed=1, dealer=3).apply(NoMus())
    >>> str(bet_action(g, 4)), str(bet_action(g.apply(Envido(2)), 3))
    ('envido 4', 'reenvido +3')
    """
    betting = getattr(state, "betting", None)
    if betting is not None and betting.bet is not None:
        return Reenvido(amount)
    return Envido(amount)


def _discard(cards: tuple) -> Action:
    return Discard(Cards(cards))


class BettingPlayView(PlayView):
    """The Mus play table: the play view with a bet of any amount beside the usual buttons (a
    number field and its button, "envido 4" or "reenvido +3") and the discard picked on the
    reader's hand (1 to 4 cards). A Hint that bets an amount no button shows sets the field to
    it and marks its button; a Hint that discards picks its cards. Typing stays a second way."""

    def __init__(self, *args, **kwargs) -> None:
        self._amount = widgets.BoundedIntText(value=4, min=1, max=40, description="Bet",
                                              layout=widgets.Layout(width="150px"),
                                              tooltip="points to bet or raise by")
        self._bet = widgets.Button(description="envido 4", layout=widgets.Layout(width="auto"),
                                   tooltip="bet the points in the field (a raise by them when a bet stands)")
        self._bet.on_click(lambda _: self.bet(self._amount.value))
        self._amount.observe(lambda _: self._show_bet(), names="value")
        self._bet_row = widgets.HBox([self._amount, self._bet], layout=widgets.Layout(display="none", flex_flow="row wrap"))
        super().__init__(*args, **kwargs)
        children = list(self.children)
        children.insert(children.index(self._choices) + 1, self._bet_row)
        self.children = children

    @property
    def bet_amount(self) -> widgets.BoundedIntText:
        """The points of the bet control (shown during the reader's turns to bet)."""
        return self._amount

    @property
    def bet_control(self) -> widgets.HBox:
        """The field and its button together (hidden while the reader is not betting)."""
        return self._bet_row

    @property
    def bet_button(self) -> widgets.Button:
        """Bets the points in :attr:`bet_amount` (an envido, or a raise when a bet stands)."""
        return self._bet

    @property
    def betting(self) -> bool:
        """Whether the bet control is offered now: the reader's turn in a lance's betting."""
        state = self.controller.state
        return self.controller.reader_turn and getattr(state, "betting", None) is not None and \
            state.phase not in (Phase.MUS, Phase.DISCARD)

    def bet(self, amount: int) -> bool:
        """Bet ``amount`` points (a raise by them when a bet stands), as the bet control does;
        a bet the rules refuse shows why and changes nothing."""
        try:
            action = bet_action(self.controller.state, amount)
        except CardlibError as error:
            self.controller.refuse(str(error))
            self._show_message()
            return False
        return self.play(action)

    def choose(self, text: str) -> None:
        """Press the button labelled ``text``; a bet no button shows (``"envido 7"``) is made with
        the bet control, its amount set first, as a reader would."""
        if self.betting and text not in [button.description for button in self.choices]:
            try:
                action = parse_action(text)
            except CardlibError:
                action = None
            if isinstance(action, (Envido, Reenvido)) and type(action) is type(bet_action(self.controller.state, 1)):
                self._amount.value = action.points if isinstance(action, Envido) else action.by
                self._bet.click()
                return
        super().choose(text)

    def _show(self) -> None:
        super()._show()
        self._show_bet()

    def _show_bet(self) -> None:
        """The bet control: shown on the reader's betting turns, its label the bet it makes, marked
        when the Hint's choice is a bet of an amount no button shows (the field set to it)."""
        if not hasattr(self, "_bet_row"):
            return
        if not self.betting:
            self._bet_row.layout.display = "none"
            return
        game = self.controller
        suggested = game.suggested
        if isinstance(suggested, (Envido, Reenvido)) and suggested not in game.tries:
            amount = suggested.points if isinstance(suggested, Envido) else suggested.by
            if self._amount.value != amount:
                self._amount.value = amount          # observed: this draws the control again
                return
        action = bet_action(game.state, self._amount.value)
        self._bet.description = str(action)
        marked = suggested is not None and action == suggested and suggested not in game.tries
        self._bet.button_style, self._bet.icon = ("info", "lightbulb-o") if marked else ("", "")
        self._bet_row.layout.display = None


_BOT_SEED = 1      # the bots' own random numbers: the same bots at every table, whatever the deal


def play_table(players: int = 4, seed: int = 1, **rules) -> BettingPlayView:
    """A whole game: the reader at seat 0 with a bot partner (seat 2) against two bots (Mus has
    four players; ``rules`` as for :func:`cardlib.mus.new_game`).

    The buttons offer the usual choices, a bet of any amount has its own field and button, and
    the discard is picked on the reader's hand (1 to 4 cards, then **Discard these**); the text
    box takes any action too, such as ``envido 7`` or ``discard Ro 4c``.
    """
    new_game(players, seed=seed, **rules)                             # bad options are refused here, by name
    bots = {seat: MusBot(seed=_BOT_SEED * 10 + seat) for seat in (1, 2, 3)}
    pick = CardPick(4, _discard, "Discard these", when=lambda state: state.phase is Phase.DISCARD, fewest=1)
    options = PlayOptions(tries=play_tries, names=seat_names(0), view=table_view, deal_view=deal_table,
                          parse=parse_action, hint_bot=MusBot(seed=_BOT_SEED * 10), reviewer=reviewer("mus"),
                          pick=pick)
    return BettingPlayView(lambda s: new_game(players, seed=s, **rules), bots, options, seed=seed,
                       parse_hint="or type: envido 7, discard Ro 4c ...")



# --------------------------------------------------------------------------- the odds chapter's charts

_GREEN, _GOLD, _GREY = "#2f7d4f", "#d9a21b", "#8a8a8a"


def pares_chart(rules: Rules = DEFAULT_RULES) -> Chart:
    """How many of the 91,390 hands hold no pares, a par, medias or duples (exact counts).

    >>> chart = pares_chart()
    >>> chart.title
    'Pares among all 91,390 hands'
    >>> chart
    Bar chart: pares among all 91,390 hands: no pares 39,680 (43.4%), par 43,776 (47.9%), medias 4,448 (4.9%), duples 3,486 (3.8%).
    """
    counts = hand_counts(rules)
    kinds = [None, *PARES_KINDS]
    names = [k or "no pares" for k in kinds]
    values = [counts.pares[k] for k in kinds]
    bars = Bars(names, values, [_GREY, _GREEN, _GREEN, _GREEN], notes=[f"{v:,}\n{v / counts.total:.1%}" for v in values])
    told = ", ".join(f"{n} {v:,} ({v / counts.total:.1%})" for n, v in zip(names, values))
    return chart([Panel([bars], title=f"Pares among all {counts.total:,} hands", ylabel="hands",
                        ylim=(0, max(values) * 1.3))],
                 f"Bar chart: pares among all {counts.total:,} hands: {told}.", size=(6, 3))


def totals_chart(rules: Rules = DEFAULT_RULES) -> Chart:
    """How many hands have each point total: juego (31 and more) in gold, punto in green.

    >>> fig = totals_chart()
    >>> len(fig.figure.axes[0].patches)      # one bar per possible total, 4 to 40 without 5, 6, 38, 39
    33
    >>> repr(fig)[:60]
    'Bar chart: point totals of all 91,390 hands, juego from 31 a'
    """
    counts = hand_counts(rules)
    totals = sorted(counts.totals)
    bars = Bars(totals, [counts.totals[t] for t in totals], [_GOLD if t in JUEGO_ORDER else _GREEN for t in totals])
    told = ", ".join(f"{t}: {counts.totals[t]:,}" for t in totals)
    return chart([Panel([bars], title=f"Point totals of all {counts.total:,} hands", ylabel="hands",
                        xlabel="point total (juego from 31, in gold; punto below, in green)", xticks=range(4, 41, 2))],
                 f"Bar chart: point totals of all {counts.total:,} hands, juego from 31 and punto below: {told}.")
