"""The Mus chapters' teaching material, computed by the engine so that tests reach it.

* :func:`contests` - who wins each contest of four hands, and why (the contest explorer);
  :func:`deal_around` deals the other three seats around a hand the reader typed;
* :func:`odds` - a hand's chance to win each contest from a seat (the odds explorer);
* :func:`bonus_rows`, :func:`betting_example` - the scoring table of the rules chapter;
* :func:`worked_deal` - the rules' full deal M19, step by step, with narration;
* :func:`questions` - :class:`~cardlib.questions.Question` objects whose right answer and
  explanation come from the engine;
* :func:`bot_game`, :func:`game_text` - a whole game between four bots, and its score deal by deal;
* playing well: ``THUMBS``, rules of thumb shown on hands by their odds (:func:`thumb_odds`),
  :func:`envido_rows` (when a seen envido pays);
* :func:`exercise_positions` - the exercises chapter's "what would you do?" positions, answered
  with the expert's value of every choice.

Seats are numbered as the engine numbers them: in a list of hands, seat 0 is the mano
(speaks first and wins ties), seat 3 the postre (the dealer); seats 0 and 2 are partners.

>>> [v.winner for v in contests(["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])]
[0, 2, 0, 0]
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Sequence

import numpy as np

from ..cards import Cards, SPANISH_40, make_rng, shuffled
from ..errors import CardlibError
from ..game import TableView, chance_rng, check_seed, percent, play_out
from ..questions import WeighedPosition, Positions, Question
from . import betting as bets
from .actions import NoMus, Ordago, Reenvido, parse_action
from .bot import MusBot, answer_odds, says_mus
from .evaluate import (JUEGO_ORDER, PARES_KINDS, Verdict, explain, has_juego, juego_bonus, juego_points, pares_bonus,
                       pares_kind, pares_words, ranks_said, winner)
from .fast import CARD_INDEX, hand_counts, showdown_winners, win_probabilities
from .rules import CATEGORIES, Hand, DEFAULT_RULES, Rules, as_hand, card_points, effective_rank, rank_symbol, ranks_hand
from .showdown import ScoreEntry, lance_winner
from .state import Phase, State, new_game
from .view import seat_names, table_view, team_names, words
from .expert import expert
from .signals import SIGNALS, signals

__all__ = ["contests", "read_hands", "deal_around", "odds", "odds_text", "seat_odds", "counts_text",
           "count_rows", "hand_rows", "juego_order_words", "bonus_rows", "betting_example", "BettingStory",
           "betting_story", "game_rows", "game_end", "WorkedStep", "worked_deal", "scoring_rows", "scoring_text", "questions",
           "symbols", "bot_game", "game_text", "worked_text", "REFUSED_RAISE", "Thumb", "THUMBS", "thumb_odds",
           "ENVIDO_HANDS", "envido_rows", "POSITIONS", "exercise_positions", "weigh_position", "FIRST_DEAL", "FIRST_DEAL_SCORE",
           "FIRST_DEAL_SCRIPT", "first_deal", "first_deal_state", "Exchange", "first_exchange", "percent",
           "discard_rows", "postre_rows", "signal_odds", "BetValue", "bet_value", "POSITION_WHYS"]

_ORDER = {c: i for i, c in enumerate(SPANISH_40.cards)}
SEAT_ROLES = ("seat 0 (mano)", "seat 1", "seat 2", "seat 3 (postre)")


def symbols(hand, rules: Rules = DEFAULT_RULES) -> str:
    """The hand's effective ranks, high to low: ``symbols("3o 6o 5o 2o") == 'R 6 5 A'``."""
    ranks = sorted((effective_rank(c, rules) for c in as_hand(hand)), reverse=True)
    return " ".join(rank_symbol(r, rules) for r in ranks)


def hand_rows(texts: Sequence[str], rules: Rules = DEFAULT_RULES) -> list[tuple[Cards, str, str, int]]:
    """Rows ``(hand, effective ranks, pares in words, juego points)``, one per hand text.

    >>> [row[1:] for row in hand_rows(["3o 6o 5o 2o"])]
    [('R 6 5 A', 'no pair', 22)]
    """
    return [(as_hand(text), symbols(text, rules), pares_words(text, rules), juego_points(text, rules))
            for text in texts]


def juego_order_words() -> str:
    """The order of juegos, best first, in words: ``'31, then 32, then 40, ...'``."""
    return ", then ".join(str(total) for total in JUEGO_ORDER)


def read_hands(texts: Sequence[str]) -> tuple:
    """Four hands from four texts, one per seat; an error names the seat and quotes its text.

    >>> read_hands(["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4x"])
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: seat 3 (postre): '4x' is not a card of the Spanish 40-card pack: write the rank then the suit: ranks R C S 7 6 5 4 3 2 A, suits o c e b (oros, copas, espadas, bastos), for example Ro, Cc or 7e
    """
    if isinstance(texts, str) or len(texts) != 4:
        raise CardlibError(f"expected four hands, one per seat, got {texts!r}")
    hands = []
    for seat, text in enumerate(texts):
        try:
            hands.append(as_hand(text))
        except CardlibError as error:
            raise CardlibError(f"{SEAT_ROLES[seat]}: {error}") from None
    winner("grande", hands)          # raises if a card is in two hands
    return tuple(hands)


def contests(hands: Sequence, mano: int = 0, rules: "Rules | None" = None) -> tuple[Verdict, ...]:
    """The verdicts of Grande, Chica, Pares, and Juego (or Punto when nobody holds juego)."""
    last = "juego" if any(has_juego(h, rules) for h in hands) else "punto"
    return tuple(explain(c, hands, mano, rules=rules) for c in ("grande", "chica", "pares", last))


def deal_around(hand, seat: int = 0, seed: int = 1) -> tuple[Cards, ...]:
    """Four hands by seat: ``hand`` at ``seat``, the other three dealt from the 36 cards left,
    the same for the same seed (the explorer deals around a hand the reader typed).

    >>> [str(h) for h in deal_around("Ro Rc 7o 4o", 0, seed=1)][0]
    'Ro Rc 7o 4o'
    >>> deal_around("Ro Rc 7o 4o", 4)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: seat must be from 0 to 3, got 4
    """
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise CardlibError(f"seat must be from 0 to 3, got {seat!r}")
    mine = as_hand(hand)
    rest = shuffled(Cards(c for c in SPANISH_40.cards if c not in mine), chance_rng(check_seed(seed), 1, 0))
    others = iter(Cards(rest[4 * i:4 * i + 4]) for i in range(3))
    return tuple(mine if s == seat else next(others) for s in range(4))


# --- odds --------------------------------------------------------------------------------

def odds(hand, seat: int = 0, *, trials: int = 20_000, seed: int = 1,
         rules: "Rules | None" = None) -> dict[str, float]:
    """The hand's chance to win each contest from speaking position ``seat`` (0 = mano), by
    :func:`cardlib.mus.win_probability` with the same ``trials`` and ``seed`` for each (the
    deals are drawn once and shared, which gives the same answers in a fifth of the time)."""
    return win_probabilities(hand, CATEGORIES, seat=seat, trials=trials, seed=seed, rules=rules)


def odds_text(hand, seat: int = 0, *, trials: int = 20_000, seed: int = 1) -> str:
    """The odds as a few aligned lines, for the static book."""
    found = odds(hand, seat, trials=trials, seed=seed)
    lines = [f"{as_hand(hand)} ({symbols(hand)}) as {SEAT_ROLES[seat]}, {trials:,} random deals:"]
    lines += [f"  {c.capitalize():<7} {p:6.1%}" for c, p in found.items()]
    return "\n".join(lines)


def seat_odds(hand, category: str, *, trials: int = 20_000, seed: int = 1,
              rules: "Rules | None" = None) -> list[tuple[int, float]]:
    """Rows ``(seat, chance to win category)`` for the hand from each of the four seats."""
    return [(seat, win_probabilities(hand, (category,), seat=seat, trials=trials, seed=seed,
                                     rules=rules)[category]) for seat in range(4)]


def count_rows(rules: Rules = DEFAULT_RULES) -> tuple[list[tuple[str, int, float]], list[tuple[str, int, float]], int]:
    """Exact counts over every four-card hand: rows ``(pares kind, hands, share)``, rows
    ``(juego total, hands, share)`` best first with ``any`` last, and the number of hands.

    >>> pares, juego, total = count_rows()
    >>> total, pares[0][:2], juego[-1][0]
    (91390, ('none', 39680), 'any juego')
    """
    counts = hand_counts(rules)
    total = counts.total
    pares = [(kind or "none", counts.pares[kind], counts.pares[kind] / total) for kind in (None, *PARES_KINDS)]
    juego = [(str(t), n, n / total) for t, n in counts.juego.items()]
    every = sum(counts.juego.values())
    juego.append(("any juego", every, every / total))
    return pares, juego, total


def counts_text(rules: Rules = DEFAULT_RULES) -> str:
    """Exact counts over every four-card hand: pares kinds, then juego totals best first."""
    counts = hand_counts(rules)
    total = counts.total
    lines = [f"all hands: {total:,}", "", "pares      hands   share"]
    for kind in (None, *PARES_KINDS):
        n = counts.pares[kind]
        lines.append(f"{kind or 'none':<8} {n:>7,}  {n / total:6.2%}")
    lines += ["", "juego      hands   share"]
    for t, n in counts.juego.items():
        lines.append(f"{t:<8} {n:>7,}  {n / total:6.2%}")
    juego = sum(counts.juego.values())
    lines.append(f"{'any':<8} {juego:>7,}  {juego / total:6.2%}")
    return "\n".join(lines)


# --- scoring ---------------------------------------------------------------------------

_BONUS_EXAMPLES = ("R R 7 4", "R R R 7", "S S 4 4", "R R 7 4", "R R 7 5")


def bonus_rows(rules: Rules = DEFAULT_RULES) -> list[tuple[str, str, int]]:
    """Rows ``(combination, example hand, bonus)`` of the pares and juego bonuses (rules §3.3),
    each bonus computed from its example hand."""
    rows = []
    for text in _BONUS_EXAMPLES[:3]:
        hand = ranks_hand(text)
        rows.append((pares_kind(hand, rules), text, pares_bonus(hand, rules)))
    for text in _BONUS_EXAMPLES[3:]:
        hand = ranks_hand(text)
        total = juego_points(hand, rules)
        rows.append((f"juego of {total}" if total == 31 else f"other juego ({total})", text,
                     juego_bonus(hand, rules)))
    return rows


FIRST_REFUSED = "a first bet refused is worth 1, whatever its size"
REFUSED_RAISE = ("a refused raise is worth the whole total the refusing team itself last bet or raised to, "
                 "not the size of its last raise nor the bet it refused")


@dataclass(frozen=True)
class BettingStory:
    """The betting of one lance: who said what, in turn (``said``: ``(seat, words)`` pairs), and
    how it ended: ``status`` (refused, accepted, órdago), the ``team`` paid at once and its
    ``points`` when refused, the ``points`` at stake when accepted, and ``why`` a refusal pays so."""

    lance: str
    said: tuple[tuple[int, str], ...]
    status: str
    team: int | None = None
    points: int = 0
    why: str = ""

    def outcome(self, teams: Sequence[str] = ("team 0", "team 1")) -> str:
        """How the betting ended, in words, the teams named by ``teams``."""
        if self.status == bets.REFUSED:
            return f"refused: {teams[self.team]} scores {self.points} at once"
        if self.status == bets.ACCEPTED:
            return f"accepted: {self.points} points to the better hand, at the showdown"
        if self.status == bets.ORDAGO:
            return "órdago accepted: the better hand wins the whole game"
        return str(self.status)


def betting_story(lance: str, sayings: Sequence[str], eligible: Sequence[int] = (0, 1, 2, 3)) -> BettingStory:
    """Run the betting of one lance on ``sayings`` (action texts, in turn) and keep the story.

    >>> story = betting_story("grande", ["envido 5", "no quiero", "no quiero"])
    >>> story.said[-1], story.outcome(), story.outcome(team_names(None))
    ((3, 'no quiero'), 'refused: team 0 scores 1 at once', 'refused: team 0 (seats 0 and 2) scores 1 at once')
    """
    b = bets.start(lance, tuple(eligible))
    said = []
    for text in sayings:
        if not isinstance(b, bets.Betting):
            raise CardlibError(f"the lance is already closed before {text!r}")
        action = parse_action(text)
        reason = bets.why_not(b, action)
        if reason is not None:
            raise CardlibError(reason)
        said.append((b.to_act, str(action)))
        b = bets.step(b, action)
    if isinstance(b, bets.Betting):
        raise CardlibError(f"the lance is still open after {list(sayings)!r}")
    if b.status == bets.REFUSED:
        return BettingStory(lance, tuple(said), b.status, b.team, b.paid,
                            FIRST_REFUSED if b.first else REFUSED_RAISE)
    return BettingStory(lance, tuple(said), b.status, None, b.stake if b.status == bets.ACCEPTED else 0)


def betting_example(lance: str, sayings: Sequence[str], eligible: Sequence[int] = (0, 1, 2, 3)) -> str:
    """The betting of one lance (:func:`betting_story`) as lines of text, the outcome last.

    >>> print(betting_example("grande", ["envido 5", "no quiero", "no quiero"]))
    seat 0: envido 5
    seat 1: no quiero
    seat 3: no quiero
    -> refused: team 0 scores 1 at once (a first bet refused is worth 1, whatever its size)
    >>> print(betting_example("chica", ["envido 2", "reenvido +3 (for the team)", "reenvido +5 (for the team)",
    ...                                 "no quiero (for the team)"]).splitlines()[-1])
    -> refused: team 0 scores 5 at once (a refused raise is worth the whole total the refusing team itself last bet or raised to, not the size of its last raise nor the bet it refused)
    """
    story = betting_story(lance, sayings, eligible)
    why = f" ({story.why})" if story.why else ""
    return "\n".join([f"seat {seat}: {words}" for seat, words in story.said] + [f"-> {story.outcome()}{why}"])


def scoring_rows(entries: Sequence[ScoreEntry]) -> list[tuple[str, int, int, str]]:
    """Rows ``(lance, team 0 points, team 1 points, reason)`` in the order they were scored."""
    return [(e.lance.capitalize(), e.points if e.team == 0 else 0, e.points if e.team == 1 else 0, e.reason)
            for e in entries]


def scoring_text(entries: Sequence[ScoreEntry]) -> str:
    """The scoring table as aligned text, with the totals."""
    rows = scoring_rows(entries)
    lines = [f"{'lance':<8} {'team 0':>6} {'team 1':>6}  reason"]
    lines += [f"{lance:<8} {a:>6} {b:>6}  {why}" for lance, a, b, why in rows]
    lines.append(f"{'total':<8} {sum(r[1] for r in rows):>6} {sum(r[2] for r in rows):>6}")
    return "\n".join(lines)


# --- the worked deal ------------------------------------------------------------------

WORKED_HANDS = ("Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c")
WORKED_DEALER = 3

# (what is said, why), in turn; the seats follow from the engine (rules/mus.md §3.5, M19).
_WORKED_SCRIPT = (
    ("no hay mus", "Seat 0, the mano, holds {h0}: a pair of kings and {t0} points, the best juego there "
                   "is. An exchange could only spoil it, so she plays the hand as dealt (*no hay mus*). One "
                   "player saying so is enough: nobody changes cards and the betting starts with Grande."),
    ("envido 2", "Grande, the high hand. Two kings are a strong start, so seat 0 opens with the "
                 "smallest bet, 2 (*envido 2*)."),
    ("no quiero", "Seat 1 ({h1}) has no king at all and refuses the bet (*no quiero*)."),
    ("no quiero", "Seat 3 ({h3}) has none either and also refuses. A first bet refused is worth "
                  "1 point to the bettors, whatever its size, paid at once."),
    ("paso", "Chica, the low hand. Seat 0's lowest card is a four: she passes (*paso*)."),
    ("paso", "Seat 1 holds an ace, but then a jack: he passes (*paso*)."),
    ("paso", "Seat 2's three, six, five and two play as {h2}: the two counts as an ace, so this is the best "
             "Chica at the table. Seat 2 passes anyway, hoping a rival will bet into it."),
    ("paso", "Seat 3 passes too. Everybody passed: the Chica goes unbet (*en paso*) and, under the source's "
             "rules, nobody scores for it."),
    ("envido 2", "Before Pares, each player says truthfully whether they hold pairs: seats 0, 1 and 3 "
                 "do, seat 2 does not, so only seats 0, 1 and 3 may speak. Seat 0's pair of kings is "
                 "the highest pair: she bets 2 (*envido 2*)."),
    ("quiero", "Seat 1 (a pair of horses) accepts the bet (*quiero*)."),
    ("quiero", "Seat 3 (a pair of sevens) accepts as well. The Pares are played for 2 points, paid at the "
               "showdown to the better pairs."),
    ("envido 2", "Now each says whether they have juego (31 or more): seats 0 and 1 have {t0} and {t1}, so "
                 "only they may bet. Seat 0 opens with 2 (*envido 2*)."),
    ("reenvido +2", "Seat 1 also has {t1} and raises by 2: the bet is now 4. But equal hands go to "
                    "the seat nearer the mano..."),
    ("quiero", "...and seat 0 is the mano, so she accepts (*quiero*). Juego is played for 4. No lance is "
               "left: the hands are shown and the points counted, lance by lance."),
)


@dataclass(frozen=True)
class WorkedStep:
    """One moment of the worked deal: what was said, why, what it caused, and the table after it."""

    number: int
    title: str
    text: str
    events: tuple[str, ...]
    score: tuple[int, int]
    table: TableView
    entries: tuple[ScoreEntry, ...] = ()     # the deal's score entries (last step only)
    part: str = ""                           # where the decision was made: mus, discard, a lance, showdown

    @property
    def is_last(self) -> bool:
        return bool(self.entries)


def _start(rules: Rules) -> State:
    options = {f.name: getattr(rules, f.name) for f in fields(rules)}
    return new_game(seed=19, dealer=WORKED_DEALER, hands=list(WORKED_HANDS), **options)


@lru_cache(maxsize=4)
def worked_deal(rules: Rules = DEFAULT_RULES) -> tuple[WorkedStep, ...]:
    """The source's full deal (rules/mus.md M19) as steps: the deal, each decision, the showdown.

    The narration follows the source's rules; other ``rules`` change only the points.

    >>> steps = worked_deal()
    >>> len(steps), steps[-1].score, list(steps[4].events)[1]
    (16, (10, 0), 'Seat 0 and Seat 2 +1: Grande refused (rules §2.4)')
    """
    state = _start(rules)
    steps = [WorkedStep(0, "The deal", "Seat 3 deals (the postre, who speaks last); seat 0, on the "
                        "dealer's right, is the mano: she speaks first and wins every tie. Seats 0 and 2 "
                        "play against seats 1 and 3. Here every hand is shown; at the table each player "
                        "sees only their own.", (), state.scores, _view(state))]
    before_showdown = state
    shown: list[str] = []
    facts = {f"{k}{seat}": v for seat, hand in enumerate(state.hands)
             for k, v in (("h", ranks_said(hand)), ("t", juego_points(hand)))}
    for i, (said, why) in enumerate(_WORKED_SCRIPT, start=1):
        before = state
        state = state.apply(parse_action(said))
        new = _followed(before, state)
        if state.deal_no == 1:
            before_showdown = state
        else:       # the last answer also showed the hands and paid: that is the next step
            cut = next(j for j, e in enumerate(new) if e.kind in ("contest", "deal"))
            new, shown = new[:cut], [e.words() for e in new[cut:] if e.kind == "contest"]
        events = [e.words() for e in new]
        view = _view(before_showdown)
        if state.deal_no != 1:
            view = replace(view, to_act=None, status=("Deal 1 · every lance is closed: the showdown comes next",
                                                      *view.status[1:]))
        steps.append(WorkedStep(i, _said(before, state), why.format(**facts), tuple(events),
                                before_showdown.scores, view))
    record = state.deals[0]
    showdown = replace(table_view(before_showdown, None), to_act=None,
                       status=("Showdown: every hand is shown", _score_line(state.scores)))
    events = tuple(shown)
    steps.append(WorkedStep(len(steps), "The showdown",
                            "The hands are shown and the lances are settled in order: Grande and Chica "
                            "have nothing left to pay; Pares go to seat 0's kings (stake 2, plus 1 for her "
                            "pair, *par*), Juego to seat 0's 31, which ties seat 1's and wins as mano (stake 4, "
                            "plus 2 for a 31).", events, state.scores, showdown, record.entries))
    return tuple(steps)


def _followed(before: State, after: State) -> list:
    """The events that followed what the seat said between ``before`` and ``after``, less the one
    that tells the saying whole (:attr:`~cardlib.game.Action.told_by`: no hay mus and the cut are
    one thing), which the step's title and words already say."""
    events = after.events_since(before)
    said = next(e for e in events if e.kind == "action")
    told = getattr(said.action, "told_by", None)
    rest = [e for e in events if e.kind != "action"]
    return rest[1:] if told is not None and rest and rest[0].kind == told else rest


def _said(before: State, after: State) -> str:
    """What the seat said between ``before`` and ``after``, as the live table's log says it: an
    English sentence, the game's own word in italics after it ("Seat 0 passes (*paso*)")."""
    return next(e for e in after.events_since(before) if e.kind == "action").words()


def worked_text(steps: Sequence[WorkedStep] | None = None) -> str:
    """The worked deal's steps as text: what was said, why, and what followed."""
    lines = []
    for step in worked_deal() if steps is None else steps:
        lines.append(f"{step.number:>2}. {step.title}")
        lines += textwrap.wrap(step.text, 76, initial_indent="    ", subsequent_indent="    ")
        lines += [f"    -> {event}" for event in step.events]
    return "\n".join(lines)


def _score_line(scores: Sequence[int]) -> str:
    return f"Score: {scores[0]} for seats 0 and 2, {scores[1]} for seats 1 and 3"


def _view(state: State) -> TableView:
    v = table_view(state, None)
    return replace(v, status=(v.status[0], _score_line(state.scores)))


# --- your first deal ---------------------------------------------------------------------

FIRST_DEAL = 192
"""The deal's number of the first deal the book tells (chapter "Mus: your first deal"), found once by
playing deal numbers with the bots (seat ``s`` played by ``MusBot(seed=10 + s)``, as the play table's
bots and its hint for seat 0 are made) for an ordinary deal that shows everything a newcomer meets:
seat 3 deals, so seat 0 (the reader's seat at the play table) is mano; all four say mus; each
discards (three players keep only an ace, the postre his pair of sixes) and gets new cards; the mano
cuts the next mus; Grande goes en paso; a Chica envido 4 is accepted (the partners disagree and the
bolder answer stands); a Pares envido 4 is refused (1 point at once); nobody has juego, so Punto is
played, accepted at 2; the showdown pays 4 to seats 0 and 2 and 5 to seats 1 and 3
(``FIRST_DEAL_SCORE``). ``FIRST_DEAL_SCRIPT`` is what each player said, in turn, and why."""

FIRST_DEAL_SCORE = (4, 5)

# (what is said, why), in turn, as the bots of the search said it; the reasons in a player's words,
# each from what that player knows (his own cards and what was said).
FIRST_DEAL_SCRIPT = (
    ("mus", "Seat 0, the mano, holds {h0}: no pair, {t0} points (no juego) and a single ace. Nothing "
            "is worth keeping as it is, so he asks for new cards (*mus*)."),
    ("mus", "Seat 1 holds {h1} (his two counts as an ace): no pair and {t1} points. He asks for new "
            "cards too (*mus*)."),
    ("mus", "Seat 2 holds {h2}: {t2} points and nothing else. He asks for new cards (*mus*)."),
    ("mus", "Seat 3, the postre, holds {h3}: a pair of sixes, a low pair that seldom wins Pares. He "
            "too asks for new cards (*mus*). All four asked, so each throws away from 1 to 4 cards, mano "
            "first, and the dealer gives him as many new ones from the stock."),
    ("discard Co Sc 4b", "Seat 0 keeps his ace and throws the other three: aces win Chica, and the "
                         "mano wins every tie, so a hand with aces plays for Chica."),
    ("discard Cc Se 5b", "Seat 1 keeps his two, which plays as an ace, for the same reason."),
    ("discard So 4o 5e", "Seat 2 keeps his ace too."),
    ("discard 4e Cb", "Seat 3 keeps his pair of sixes, hoping for a third six or a second pair, and "
                      "throws the horse and the four."),
    ("no hay mus", "Seat 0 now holds {n0}: two aces, the best start for Chica, and as mano he wins "
                   "the ties. He wants to bet on it before anybody changes cards again, so he plays the "
                   "hand as it is (*no hay mus*). One player saying so is enough; the betting starts "
                   "with Grande."),
    ("paso", "Grande, the high hand. Seat 0's only king is his three (a three counts as a king), "
             "followed by a jack: he passes (*paso*)."),
    ("paso", "Seat 1 ({n1}) has no king at all: he passes (*paso*)."),
    ("paso", "Seat 2 ({n2}) has one king, then a seven: he passes (*paso*)."),
    ("paso", "Seat 3 ({n3}) has one king, then sixes: he passes (*paso*). Everybody passed: the Grande "
             "goes unbet (*en paso*), and under the book's rules nobody scores for it."),
    ("envido 4", "Chica, the low hand. Seat 0's two aces are a strong Chica, and he wins ties: he bets "
                 "4 (*envido 4*)."),
    ("quiero", "Seat 1 ({n1}) has an ace and a four, a fair Chica: he accepts the bet (*quiero*)."),
    ("no quiero", "Seat 3 ({n3}) has no ace at all and would refuse it (*no quiero*). But the partners "
                  "disagree, and the bolder answer stands: the bet of 4 is accepted, to be paid at "
                  "the showdown to the better Chica."),
    ("paso", "Pares. First each says truthfully whether he holds a pair or better: seat 0 (two aces) and "
             "seat 3 (three sixes) do, seats 1 and 2 do not, so only seats 0 and 3 may speak. A pair of "
             "aces is the lowest pair there is: seat 0 passes (*paso*)."),
    ("envido 4", "Seat 3's three sixes (*medias*) beat any pair: he bets 4 (*envido 4*)."),
    ("no quiero", "Seat 0 answers alone (his partner has no pair). A bet against his low pair most "
                  "likely comes from a better one, so he refuses it (*no quiero*). A refused first bet "
                  "is worth 1 point, paid at once: seats 1 and 3 score 1, and the Pares are theirs."),
    ("paso", "Juego. Nobody holds 31 points or more ({t0n}, {t1n}, {t2n} and {t3n}), so the last lance "
             "is Punto, the highest total. Seat 0's {t0n} is poor: he passes (*paso*)."),
    ("paso", "Seat 1 has {t1n}: he passes (*paso*)."),
    ("paso", "Seat 2 has {t2n}: he passes (*paso*)."),
    ("envido 2", "Seat 3 has {t3n}, a good total for Punto, and makes the smallest bet, 2 (*envido 2*)."),
    ("no quiero", "Seat 0's {t0n} is unlikely to win: he refuses the bet (*no quiero*)."),
    ("quiero", "Seat 2 has {t2n}. Refusing would pay 1, accepting risks 2, so he takes the chance and "
               "accepts (*quiero*). The bolder answer stands again: Punto is played for 2. No lance is "
               "left: the hands are shown and the points counted, lance by lance."),
)

_FIRST_PARTS = {Phase.MUS: "mus", Phase.DISCARD: "discard"}


def _part(state: State) -> str:
    """Where the decision at ``state`` is made: mus, discard, or the lance being bet."""
    if state.phase in _FIRST_PARTS:
        return "mus again" if state.phase is Phase.MUS and state.exchanges else _FIRST_PARTS[state.phase]
    return state.betting.lance


@lru_cache(maxsize=4)
def first_deal(rules: Rules = DEFAULT_RULES) -> tuple[WorkedStep, ...]:
    """The book's first deal (deal number ``FIRST_DEAL``) as steps: the deal, each decision of
    ``FIRST_DEAL_SCRIPT`` with its reason, the showdown; each step's ``part`` says where it was made
    (``mus``, ``discard``, ``mus again``, a lance, ``showdown``).

    The reasons are those of the book's rules; other ``rules`` change only the points.

    >>> steps = first_deal()
    >>> len(steps), steps[-1].score, [s.part for s in steps][1:6]
    (27, (4, 5), ['mus', 'mus', 'mus', 'mus', 'discard'])
    """
    options = {f.name: getattr(rules, f.name) for f in fields(rules)}
    state = new_game(seed=FIRST_DEAL, **options)
    after = _exchanged(state)
    facts = {f"{k}{seat}": v for seat in range(4) for k, v in (
        ("h", ranks_said(state.hands[seat])), ("t", juego_points(state.hands[seat])),
        ("n", ranks_said(after[seat])))}
    facts.update({f"t{seat}n": juego_points(after[seat]) for seat in range(4)})
    steps = [WorkedStep(0, "The deal", f"Seat {state.dealer} deals (the postre, who speaks last); seat "
                        f"{state.mano}, on the dealer's right, is the mano: he speaks first and wins every "
                        "tie. Seats 0 and 2 play against seats 1 and 3. Here every hand is shown; at the "
                        "table each player sees only his own.", (), state.scores, _view(state), part="deal")]
    before_showdown = state
    shown: list[str] = []
    for i, (said, why) in enumerate(FIRST_DEAL_SCRIPT, start=1):
        part, before = _part(state), state
        state = state.apply(parse_action(said))
        new = _followed(before, state)
        if state.deal_no == 1:
            before_showdown = state
        else:       # the last answer also showed the hands and paid: that is the next step
            cut = next(j for j, e in enumerate(new) if e.kind in ("contest", "deal"))
            new, shown = new[:cut], [e.words() for e in new[cut:] if e.kind == "contest"]
        view = _view(before_showdown)
        if state.deal_no != 1:
            view = replace(view, to_act=None, status=("Deal 1 · every lance is closed: the showdown comes next",
                                                      *view.status[1:]))
        steps.append(WorkedStep(i, _said(before, state), why.format(**facts),
                                tuple(e.words() for e in new), before_showdown.scores, view, part=part))
    record = state.deals[0]
    showdown = replace(table_view(before_showdown, None), to_act=None,
                       status=("Showdown: every hand is shown", _score_line(state.scores)))
    steps.append(WorkedStep(len(steps), "The showdown",
                            "The hands are shown and the lances are paid in order: Grande, Chica, Pares, "
                            "then Punto.", tuple(shown), state.scores, showdown, record.entries, part="showdown"))
    return tuple(steps)


def _exchanged(state: State) -> tuple[Cards, ...]:
    """The hands of ``state``'s deal once ``FIRST_DEAL_SCRIPT`` has been said up to the cut."""
    for said, _ in FIRST_DEAL_SCRIPT:
        if said == "no hay mus":
            return tuple(state.hands)
        state = state.apply(parse_action(said))
    raise CardlibError("the first deal's script never cuts the mus")


def first_deal_state(rules: Rules = DEFAULT_RULES, upto: "int | None" = None,
                     scores: Sequence[int] = (0, 0)) -> State:
    """The first deal's game after the first ``upto`` sayings of ``FIRST_DEAL_SCRIPT`` (all by
    default), the game started at ``scores``.

    >>> end = first_deal_state(scores=(36, 38))      # the Chica is paid before the Pares: 40 first
    >>> end.is_over, end.scores, end.winner
    (True, (40, 39), 0)
    """
    options = {f.name: getattr(rules, f.name) for f in fields(rules)}
    state = new_game(seed=FIRST_DEAL, scores=tuple(scores), **options)
    for said, _ in FIRST_DEAL_SCRIPT[:upto]:
        if state.is_over:
            break
        state = state.apply(parse_action(said))
    return state


@dataclass(frozen=True)
class Exchange:
    """One player's exchange: the hand he held, the cards he threw, those he kept, the new ones."""

    seat: int
    held: Cards
    thrown: Cards
    kept: Cards
    new: Cards
    now: Cards


def first_exchange() -> tuple[Exchange, ...]:
    """Each player's exchange in the first deal, by seat in speaking order (mano first).

    >>> [str(x.new) for x in first_exchange()][0]
    '2o 3c Sb'
    """
    start = first_deal_state(upto=0)
    after = _exchanged(start)
    out = []
    for said, _ in FIRST_DEAL_SCRIPT:
        action = parse_action(said)
        if said.startswith("discard"):
            seat = start.order[len(out)]
            held = start.hands[seat]
            kept = Cards(c for c in held if c not in action.cards)
            out.append(Exchange(seat, held, Cards(action.cards), kept,
                                Cards(c for c in after[seat] if c not in held), after[seat]))
    return tuple(out)


# --- exercises ---------------------------------------------------------------------------

def _who_wins(key: str, category: str, hands: Sequence[str], note: str = "") -> Question:
    verdict = explain(category, hands)
    return Question(key, f"Who wins {category.capitalize()} here? Seat 0 is the mano.{note}",
                    SEAT_ROLES[verdict.winner], verdict.reason[0].upper() + verdict.reason[1:] + ".",
                    choices=SEAT_ROLES, hands=tuple(as_hand(h) for h in hands), labels=SEAT_ROLES)


def _pares_score(key: str, text: str) -> Question:
    bonus = pares_bonus(text)
    return Question(key, "If its team wins the Pares, how many bonus points does this hand score?", str(bonus),
                    f"It plays as {ranks_said(text)}: {pares_words(text)}, worth {bonus} (a pair scores 1, "
                    "three of a rank 2, two pairs 3; a three counts as a king and a two as an ace).",
                    choices=("0", "1", "2", "3"),
                    hands=(as_hand(text),), labels=("this hand",))


def _is_juego(key: str, text: str) -> Question:
    total = juego_points(text)
    yes = total >= 31
    return Question(key, "Is this hand a juego?", "yes" if yes else "no",
                    f"R, 3, C and S count 10, an A or 2 counts 1, the others their face value: "
                    f"{' + '.join(str(card_points(c)) for c in as_hand(text))} = {total}, "
                    f"{'31 or more, so it is juego' if yes else 'less than 31, so no juego (it plays for punto)'}.",
                    choices=("yes", "no"), hands=(as_hand(text),), labels=("this hand",))


def _refused(key: str, lance: str, sayings: Sequence[str], prompt: str, choices: tuple[str, ...],
             rule: str) -> Question:
    story = betting_example(lance, sayings)
    b = bets.start(lance, (0, 1, 2, 3))
    for text in sayings:
        b = bets.step(b, parse_action(text))
    return Question(key, prompt, str(b.paid), f"{rule} (rules §2.4):\n{story}", choices=choices)


@lru_cache(maxsize=1)
def questions() -> tuple[Question, ...]:
    """The chapter's exercises; each answer and explanation is computed by the engine.

    >>> [e.answer for e in questions()]
    ['seat 2', 'seat 0 (mano)', '3', '2', 'yes', 'no', 'seat 1', '1', '5']
    >>> print(questions()[0].check("seat 2"))
    Right. Seat 2 wins Chica: ace, four, five and jack beats seat 0's ace, four, five and horse at the fourth card: a jack is lower than a horse.
    """
    return (
        _who_wins("chica", "chica", ("Ao 4o 5o Co", "Ac 5e 5b 6o", "2e 4c 5c Sb", "Re Rc Ce Sc")),
        _who_wins("grande-tie", "grande", ("Ro Co 7o 4o", "Cc Sc 7c 6c", "3e Ce 7e 4e", "Sb 6b 5b Ab")),
        _pares_score("pares-twos", "Ao 2c 7o 7c"),
        _pares_score("pares-threes", "Ro 3c 3o 6c"),
        _is_juego("juego-31", "Ro Sc 7o 4c"),
        _is_juego("juego-28", "Co 3c 7o 2c"),
        _who_wins("juego-order", "juego", ("Ro Rc Sc Co", "Re Rb 6o 6c", "3o 3c 7o Se", "5o 5c 4o Ab"),
                  " Remember the odd order of juego."),
        _refused("refused-bet", "grande", ["envido 5", "no quiero", "no quiero"],
                 "Seat 0 opens Grande with envido 5, and both rivals say no quiero. How many points does "
                 "seat 0's team score?", ("1", "2", "5", "10"),
                 "A first bet that is refused is worth 1 point, whatever its size"),
        _refused("refused-raise", "chica",
                 ["envido 2", "reenvido +3 (for the team)", "reenvido +5 (for the team)", "no quiero (for the team)"],
                 "In Chica seat 0 bets 2, seat 1 raises by 3 (the bet is 5), seat 2 raises by 5 (the bet is "
                 "10), and seat 3 refuses for his team. How many points do seats 0 and 2 score at once?",
                 ("2", "3", "5", "10"),
                 "A refused raise is worth the whole total that the refusing team itself last bet or raised "
                 "to: seats 1 and 3 had raised the bet to 5, so seats 0 and 2 score 5, not 3 (the size of "
                 "that raise) and not 10 (the bet refused)"),
    )


# --- a whole game ------------------------------------------------------------------------

def bot_game(seed: int = 1, bot_seed: int = 1) -> State:
    """A whole game played by four :class:`~cardlib.mus.MusBot` players; the last state.

    >>> g = bot_game(1)
    >>> g.is_over, max(g.scores) >= 40 or g.ledger[-1].reason.startswith("all-in bet (órdago)")
    (True, True)
    """
    bots = {seat: MusBot(seed=bot_seed * 10 + seat) for seat in range(4)}
    return play_out(new_game(seed=seed), bots)


def game_rows(state: State, viewer: int | None = 0) -> list[tuple[int, str, int, int, str]]:
    """Rows ``(deal, dealer, team 0 points, team 1 points, score after it)``, the teams and
    the dealer named as ``viewer`` names them."""
    names = seat_names(viewer)
    rows, totals = [], [0, 0]
    for record in state.deals:
        got = [sum(e.points for e in record.entries if e.team == t) for t in (0, 1)]
        totals = [totals[0] + got[0], totals[1] + got[1]]
        rows.append((record.number, names[record.dealer], got[0], got[1], f"{totals[0]}-{totals[1]}"))
    return rows


def game_end(state: State, viewer: int | None = 0) -> str:
    """How the game ended, as one sentence (``''`` while it goes on)."""
    if not state.is_over:
        return ""
    last = state.ledger[-1]
    return (f"{team_names(viewer)[state.winner].capitalize()} wins the game; the points that won it: "
            f"{words(last.words or last.reason, viewer, capital=False)}.")


def game_text(state: State, viewer: int | None = 0) -> str:
    """The score deal by deal, as ``viewer`` names the teams, and how the game ended."""
    teams = team_names(viewer)
    lines = [f"deal {n:>2}: {dealer:<6} dealt; {teams[0]} +{a:<2} {teams[1]} +{b:<2} -> {score}"
             for n, dealer, a, b, score in game_rows(state, viewer)]
    end = game_end(state, viewer)
    return "\n".join(lines + ([end[:-1]] if end else []))


# --- playing well ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Thumb:
    """A rule of thumb shown on ``hands`` in one contest (``category``), each from speaking
    position ``seats`` (0 = mano): the hands are listed from the one the rule prefers."""

    title: str
    words: str
    category: str
    hands: tuple[str, ...]
    seats: tuple[int, ...] = (0,)


THUMBS: tuple[Thumb, ...] = (      # the hands in two suits where they can: a picture of few suits is lighter
    Thumb("Kings win Grande", "Grande goes to the highest cards: count your kings (and threes, which are kings).",
          "grande", ("Ro Rc 3o Cc", "Ro Co 7o 4o", "Co So 7o 4o", "7o 6c 5o 4c")),
    Thumb("Aces win Chica", "Chica goes to the lowest cards: aces and twos (which are aces), then fours.",
          "chica", ("Ao 2c Ac 4o", "Ao 4c 5o 6c", "4o 5c 6o 7c", "Ro Co 7o 6c")),
    Thumb("The mano wins ties", "Equal hands go to the player nearest the mano, so the same hand is worth "
                                "most at seat 0 and least at seat 3, the postre: most of all where ties are common, "
                                "as between two pares of kings.",
          "pares", ("Ro Rc 7o 4o",), (0, 1, 2, 3)),
    Thumb("A low pair seldom wins Pares", "Pares goes to the best set: two pairs (*duples*) beat three of a rank "
                                          "(*medias*), which beat a pair (*par*), and a pair of kings beats a "
                                          "pair of fours.",
          "pares", ("Ro Rc Co Cc", "Ro Rc 3o 7o", "Ro Rc 7o 4o", "4o 4c 7o 6c")),
    Thumb("31 is the best Juego", "Juego goes to 31, then 32, then 40, 37, 36 down to 33: a higher total is "
                                  "not a better juego.",
          "juego", ("Ro Co So Ao", "Ro Co 7o 5o", "Ro Co So Rc", "Ro Co 7o 6o")),
)


def thumb_odds(thumb: Thumb, *, trials: int = 20_000, seed: int = 1) -> list[tuple[str, str, str, float]]:
    """Rows ``(hand, effective ranks, seat, chance to win the contest)`` for every hand of
    ``thumb`` from every seat of it (:func:`cardlib.mus.win_probability`, the same ``trials``
    and ``seed`` for each).

    >>> thumb_odds(THUMBS[4], trials=2_000)[0][1:]
    ('R C S A', 'seat 0 (mano)', 1.0)
    """
    return [(str(as_hand(hand)), symbols(hand), SEAT_ROLES[seat],
             win_probabilities(hand, (thumb.category,), seat=seat, trials=trials, seed=seed)[thumb.category])
            for hand in thumb.hands for seat in thumb.seats]


ENVIDO_HANDS = ("Ro Rc 3o Ce", "Ro Rc Co 4o", "Ro Co 7o 4o", "Co So 7o 4o")


def envido_rows(hands: Sequence[str] = ENVIDO_HANDS, category: str = "grande", *, trials: int = 20_000,
                seed: int = 1) -> list[tuple[str, str, float, float]]:
    """When an envido of 2 pays (rules §2.4, §3.2): rows ``(hand, effective ranks, p, points)``, ``p``
    the hand's chance as mano to beat the other three in ``category`` and ``points`` what a seen
    envido 2 is worth on average to your team, less the other team's: ``2p - 2(1 - p)``. A
    Grande all pass pays nothing, and a refused envido pays 1, so a seen envido beats passing
    when ``p`` passes one half (your partner's hand can only raise your team's chance).

    >>> envido_rows(["Ro Rc 3o Ce"], trials=2_000)[0][3] > 1.9
    True
    """
    rows = []
    for hand in hands:
        p = win_probabilities(hand, (category,), seat=0, trials=trials, seed=seed)[category]
        rows.append((str(as_hand(hand)), symbols(hand), p, 4 * p - 2))
    return rows


def _ids(cards) -> list[int]:
    return [CARD_INDEX[c] for c in cards]


def discard_rows(hand, keeps: Sequence[str], *, trials: int = 20_000, seed: int = 1) -> list[tuple]:
    """What to keep in an exchange: for ``hand`` as mano and each ``keeps`` (the ranks kept, as
    ``"R A"``; the other cards are thrown and as many new ones drawn from the 36 unseen), rows
    ``(kept cards, thrown cards, chance to win Grande, Chica, Pares)`` against three hands dealt
    from the cards left (which, to keep the figure simple, do not exchange).

    >>> rows = discard_rows("Ro Ao 6c 7o", ["R A"], trials=2_000)
    >>> [str(c) for c in rows[0][0]], [str(c) for c in rows[0][1]]
    (['Ro', 'Ao'], ['6c', '7o'])
    """
    mine = as_hand(hand)
    unseen = np.array([i for i, c in enumerate(SPANISH_40.cards) if c not in mine], dtype=np.int16)
    rows = []
    for keep in keeps:
        wanted, kept = keep.split(), []
        for c in mine:
            if c.rank in wanted:
                wanted.remove(c.rank)
                kept.append(c)
        if wanted or not kept:
            raise CardlibError(f"cannot keep {keep!r} from {mine}: keep one to three of its ranks")
        thrown = [c for c in mine if c not in kept]
        rng = make_rng(seed)
        order = np.argsort(rng.random((trials, len(unseen))), axis=1)
        drawn = unseen[order[:, :12 + len(thrown)]]
        new_hand = np.concatenate([np.tile(np.array(_ids(kept), dtype=np.int16), (trials, 1)),
                                   drawn[:, :len(thrown)]], axis=1)
        others = drawn[:, len(thrown):].reshape(trials, 3, 4)
        deals = np.concatenate([new_hand[:, None, :], others], axis=1)
        won = showdown_winners(deals)
        rows.append((Cards(kept), Cards(thrown), *(float((won[c] == 0).mean()) for c in ("grande", "chica", "pares"))))
    return rows


def postre_rows(hands: Sequence[str], *, trials: int = 4_000, seed: int = 1) -> list[tuple[str, str, float, float]]:
    """The postre cutting the mus: for each hand at the postre's seat, rows ``(hand, lance, chance
    against any three hands, chance against three hands whose players each said mus)``: the three
    hands that speak first are dealt at random, and the second figure keeps only the deals where
    each of them says mus as a bot does (no medias, no duples, no 31 or 32, no Grande or Chica
    its team wins three times in four). The lance is the one the hand is best at.

    >>> rows = postre_rows(["Ro Rc Co 7o"], trials=400)
    >>> rows[0][1], rows[0][3] > rows[0][2]
    ('grande', True)
    """
    rows = []
    for text in hands:
        mine = as_hand(text)
        lance = max(("grande", "chica"), key=lambda c: win_probabilities(mine, (c,), seat=3, trials=4_000,
                                                                         seed=seed)[c])
        rest = [c for c in SPANISH_40.cards if c not in mine]
        rng = make_rng(seed)
        wins = [[], []]
        for _ in range(trials):
            picks = rng.permutation(len(rest))[:12]
            others = [Cards(rest[i] for i in picks[4 * k:4 * k + 4]) for k in range(3)]
            seat_hands = [*others, mine]
            won = winner(lance, seat_hands) == 3
            wins[0].append(won)
            if all(says_mus(h, position) for position, h in enumerate(others)):
                wins[1].append(won)
        rows.append((str(mine), lance, float(np.mean(wins[0])), float(np.mean(wins[1])) if wins[1] else 0.0))
    return rows


def signal_odds(hand, category: str, sign: str, *, trials: int = 20_000, seed: int = 1) -> tuple[float, float]:
    """What a partner's sign is worth: the chance of the team of ``hand`` (as mano) to win
    ``category``, first with the partner's hand unknown, then when he shows ``sign`` (a name of
    ``cardlib.mus.signals.SIGNALS``, such as ``"two kings"``): deals where his hand shows it.

    >>> alone, told = signal_odds("Ro Co 7o 4c", "grande", "two kings", trials=2_000)
    >>> told > alone
    True
    """
    if sign not in {s.name for s, holds in SIGNALS if holds is not None}:
        raise CardlibError(f"no sign {sign!r}: the signs a hand shows are "
                           + ", ".join(s.name for s, holds in SIGNALS if holds is not None) + " (rules §4)")
    mine = as_hand(hand)
    rest = [c for c in SPANISH_40.cards if c not in mine]
    rng = make_rng(seed)
    every, told = [], []
    for _ in range(trials):
        picks = rng.permutation(len(rest))[:12]
        others = [Cards(rest[i] for i in picks[4 * k:4 * k + 4]) for k in range(3)]
        seat_hands = [mine, *others]
        best = winner(category, seat_hands)
        won = best is not None and best % 2 == 0
        every.append(won)
        if any(s.name == sign for s in signals(others[1])):
            told.append(won)
    return float(np.mean(every)), float(np.mean(told)) if told else 0.0


@dataclass(frozen=True)
class BetValue:
    """A bet opened as mano and answered by sound players (the bots): how often the other team
    ``refused`` it, ``accepted`` it, or ``raised`` it; and ``points``, what it is worth on
    average to the bettor's team, less the other team's, in that lance (an órdago accepted and won
    or lost counts as the 40 points of a game)."""

    hand: str
    lance: str
    bet: str
    chance: float
    refused: float
    accepted: float
    raised: float
    points: float


def bet_value(hand, bet: str = "envido 2", lance: str = "grande", *, deals: int = 1_000,
              seed: int = 1) -> BetValue:
    """What a bet by the mano holding ``hand`` is worth in ``lance`` (Grande or Chica) when the
    others answer as the book's bots do (sound players: they accept only what their hands are
    worth, and an órdago only with a hand that beats most órdago hands): in ``deals`` random
    deals of the other hands, the bet is answered, raised and answered again until the lance
    closes, and paid as the rules pay it (rules §2.4, §3.2). ``chance`` is the hand's chance to
    win the lance for its team.

    >>> v = bet_value("Ro Rc Re Co", "órdago", deals=100)       # three kings and a caballo
    >>> v.refused > 0.8 and v.accepted > 0 and v.chance > 0.99
    True
    """
    mine = as_hand(hand)
    rest = [c for c in SPANISH_40.cards if c not in mine]
    rng = make_rng(seed)
    bot = MusBot(0, bluff=0.0, trials=300)
    order = (0, 1, 2, 3)
    counts = {"refused": 0, "accepted": 0, "raised": 0}
    points, won_lance = [], []
    for _ in range(deals):
        picks = rng.permutation(len(rest))[:12]
        hands = [mine, *(Hand(sorted((rest[i] for i in picks[4 * k:4 * k + 4]), key=_ORDER.__getitem__))
                         for k in range(3))]
        b = bets.step(bets.start(lance, order), parse_action(bet))
        raised = False
        while isinstance(b, bets.Betting):
            seat = b.to_act
            p = answer_odds(hands[seat], b, seat, order, None, DEFAULT_RULES, 300)
            action = bot.bet_by_odds(p, b, seat, 40, seat % 2).action
            raised |= seat % 2 == 1 and isinstance(action, (Reenvido, Ordago))
            b = bets.step(b, action)
        best = lance_winner(lance, hands, order, DEFAULT_RULES) % 2
        won_lance.append(best == 0)
        if b.status == bets.REFUSED:
            got = b.paid if b.team == 0 else -b.paid
        else:
            stake = 40 if b.status == bets.ORDAGO else b.stake
            got = stake if best == 0 else -stake
        counts["raised" if raised else "refused" if b.status == bets.REFUSED else "accepted"] += 1
        points.append(got)
    return BetValue(str(mine), lance, bet, float(np.mean(won_lance)), counts["refused"] / deals,
                    counts["accepted"] / deals, counts["raised"] / deals, float(np.mean(points)))


# The exercises chapter's "what would you do?" positions: your hand as mano (seat 0; seat 3 deals;
# the others dealt around it from seed 1), and whether you have said no mus.
POSITIONS = (("4o 5c 6e 7b", False), ("Ro Rc Re Co", True), ("4o 5c 6e 7b", True), ("Ro Rc Ae Ab", True))


def _position_state(hand: str, cut: bool) -> tuple:
    """A position and its question: ``hand`` dealt to you as mano (the others from seed 1), and
    you speak of mus, or have said no mus (``cut``) and open Grande."""
    state = new_game(seed=1, dealer=3, hands=deal_around(hand, 0, seed=1))
    if cut:
        return state.apply(NoMus()), (f"You are mano and hold {state.hands[0].words()} ({symbols(hand)}); you said no "
                                      f"mus. Grande: paso, envido or órdago?")
    return state, f"You are mano and hold {state.hands[0].words()} ({symbols(hand)}). Mus or no mus?"


# Why the expert's choice is the one to make, in a player's words, by position and by that choice
# (a position whose expert choice has no words here is refused: its answer would go unexplained).
POSITION_WHYS = {
    ("4o 5c 6e 7b", False): {
        "mus": "four middle cards win nothing: no pair, no juego, no king for Grande and no ace for Chica. "
               "New cards can only help, so ask for them",
    },
    ("Ro Rc Re Co", True): {
        "órdago": "only four kings beat three kings and a caballo as mano. Sound players refuse an órdago "
                  "unless they hold a hand that beats most hands that bet one, and those hands lose to "
                  "yours: refused, it pays 1 as a refused envido does; accepted, it wins the game",
    },
    ("4o 5c 6e 7b", True): {
        "paso": "without a king the Grande is nearly always lost. A bet would be accepted by almost any "
                "hand and lost, and an órdago would stake the game on a lance you cannot win",
    },
    ("Ro Rc Ae Ab", True): {
        "envido 4": "two kings make a strong Grande: bet it. How much you bet matters little here, but "
                    "the órdago is far worse: a hand with three kings beats yours and would accept it",
    },
}


def weigh_position(spec: tuple[str, bool]) -> WeighedPosition:
    hand, cut = spec
    state, prompt = _position_state(hand, cut)
    position = WeighedPosition.weighed(f"position-{hand}-{cut}", prompt, state, expert(budget=None, samples=96, seed=1),
                                unit="points", hands=(state.hands[0],), labels=("your hand",))
    why = POSITION_WHYS.get(spec, {}).get(position.answer)
    if why is None:
        raise CardlibError(f"position {spec!r}: no words say why the expert plays {position.answer!r}")
    return replace(position, explanation=why)


_POSITIONS = Positions(POSITIONS, weigh_position)


def exercise_positions() -> Positions:
    """The exercises chapter's "what would you do?" positions (``POSITIONS``), with the expert's
    value of every choice in points a deal (your team's points less the other team's, 96 sampled
    deals, seed 1: the same values every time).

    >>> p = exercise_positions()[0]
    >>> p.check(p.answer).correct, p.unit
    (True, 'points')
    """
    return _POSITIONS
