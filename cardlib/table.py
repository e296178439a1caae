"""The play table's model: a game between the reader and bots, in plain Python (no widgets).

:class:`PlayController` holds what a play table shows and decides what a click does: the
state, whose turn it is, the bots' moves, the pause at a deal's end, **Hint**, the reader's
tries and their refusals, the cards he picks, the log, **New game** and **Next deal**. The
widget :class:`cardlib.widgets.play.PlayView` only shows it and forwards clicks, so
everything here is tested without a widget, and a text front end may drive it alone.

It needs only the play protocol of :mod:`cardlib.game`: ``legal_actions``, ``apply``,
``why_illegal``, ``to_act``, ``is_over``, ``events`` and ``observe(seat)`` (what a seat knows,
:class:`cardlib.observe.Observation`), whose view is ``table(viewer)`` (or a
``view(state, viewer) -> TableView`` function given instead). It imports no game.

* Bots move with :func:`cardlib.game.play_out` until the reader is to act; the log is every
  event as the reader hears it, his observation's ``heard()`` (``event.words(names,
  viewer=reader)``), so each move and its reason show once, and another seat's secret action
  reads as its public text.
* At the end of each deal (an event of kind ``"deal"``) the bots stop on its result until
  :meth:`~PlayController.next_deal`, and the table holds that deal alone: the game's
  ``deal_view(state, event, viewer)`` gives the finished deal's table (its hands face up,
  what each seat took, its own status lines), never the next deal's turned trump or phase.
  The ``"deal"`` event may carry ``hands`` (each seat's cards, shown face up during the
  pause) and ``lines`` (the scoring sentences) in its data.
* A refused action (or text that is no action, or a pick that builds none) sets
  ``message`` to the reason and changes nothing.
* With a ``reviewer`` (a :class:`cardlib.review.Reviewer`), :meth:`~PlayController.review`
  reviews the reader's decisions in the deal that just ended (see :mod:`cardlib.review`).
* A table keeps Python's full garbage collections out of the reader's clicks: it collects at its
  quiet points and freezes what lives on (:func:`collect_garbage`), in a kernel just after the
  click has answered (:func:`collect_after_answer`); ``PlayOptions(collect=False)`` turns it off.

>>> from cardlib.handjass import HandjassBot, new_game
>>> table = PlayController(lambda seed: new_game(players=3, seed=seed),
...                        {1: HandjassBot(seed=1), 2: HandjassBot(seed=2)})
>>> table.log[0], table.turn_words(), [str(action) for action in table.tries]
('New game, deal number 1.', 'Your turn.', ['play', 'pass', 'take the Blind'])
>>> table.play(table.tries[0]), table.message, table.log[-1] != 'New game, deal number 1.'
(True, '', True)
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import inspect
import random
from typing import Callable, Iterable, Mapping, NamedTuple, Sequence

from .cards import Cards
from .errors import CardlibError
from .expert import Expert
from .gamerecord import readers_record
from .game import (Action, Decision, Event, GameState, TableView, Voice, from_record, play_out, plural, record,
                   story)
from .review import Review, Reviewed, reader_moves

__all__ = ["PlayController", "PlayOptions", "CardPick", "DealEnd", "Move", "tidy_reason", "action_words",
           "OPPONENTS", "OPPONENT_BUDGET", "collect_garbage",
           "collect_after_answer", "run_pending_collection", "AFTER_ANSWER"]

#: The kinds of opponents a table may seat in the other seats: the simple bots or the expert.
OPPONENTS = ("simple", "expert")

#: The expert's time budget a decision when it plays the other seats, in seconds: with the hard
#: budget (at most 1.2 times it) it answers well within a second.
OPPONENT_BUDGET = 0.5

Names = "Sequence[str] | Mapping[int, str] | Callable[[int], str] | None"


#: The number of objects frozen after the last deep collection (see :func:`collect_garbage`).
_frozen_after_deep = 0

#: Seconds a collection at a click's quiet point waits in a kernel (see :func:`collect_after_answer`).
AFTER_ANSWER = 0.25
_pending: "asyncio.TimerHandle | None" = None      # the collection waiting for a click's answer to go out
_pending_deep = False


def collect_garbage(deep: bool = False) -> None:
    """Collect Python's cyclic garbage now and freeze what lives on (``gc.freeze()``), so that the
    collections that come later of themselves, the full ones among them, pass it by.

    Why: a full collection looks at every object the collector tracks, some 50,000 to 80,000 in a
    kernel with a table open (the modules, the widgets, the game), 50 ms on an idle machine and
    twice that on a busy one; one that falls inside a click made it the slowest click of the game.
    Frozen, those objects are skipped, and a full collection looks only at what was made since the
    last freeze, a few thousand objects: a millisecond or two.

    When: a table calls it where the reader expects a pause, when it is made (a cell run, not a
    click), at **Next deal** and at **New game**. Plainly it collects only what is not frozen (what
    was made since the last freeze: a deal's objects) and freezes the survivors, which are all live.
    Deeply (``deep``, or the first time, or once the frozen objects have grown by a quarter since
    the last deep collection: the rule by which Python itself spaces its full collections) it first
    unfreezes everything (``gc.unfreeze()``), so that an object frozen live that has become
    garbage since (a dropped table, a closed widget) is collected: what the freezes hold back stays
    under a quarter of what lives, and memory stays bounded however many deals are played
    (``tests/unit/test_table_collect.py`` plays 30 and finds nothing held back).

    It is process-wide, as the collector is: it does nothing while the collector is off
    (``gc.disable()``), and a program that freezes for its own reasons (before a ``fork``)
    should make its tables with ``PlayOptions(collect=False)``, which never calls it.
    """
    global _frozen_after_deep
    if not gc.isenabled():
        return
    deep = deep or not _frozen_after_deep or gc.get_freeze_count() > 1.25 * _frozen_after_deep
    if deep:
        gc.unfreeze()
    gc.collect()
    gc.freeze()
    if deep:
        _frozen_after_deep = gc.get_freeze_count()


def collect_after_answer(deep: bool = False) -> None:
    """:func:`collect_garbage` once the click that asks for it has answered.

    In a kernel (JupyterLab, Voila: a widget's click runs inside the kernel's asyncio loop) the
    collection is put off for :data:`AFTER_ANSWER` seconds, by which time the click's changes to
    the widgets have gone to the page and the reader is reading them; a deep collection (some
    50 to 100 ms, see :func:`collect_garbage`) then never stands between a click and its answer.
    With no loop running (a script, a test, a benchmark's plain loop) it collects at once. Calls
    before it has run make one collection, deep if any of them asked. :func:`run_pending_collection`
    runs it at once.
    """
    global _pending, _pending_deep
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:                              # no kernel's loop: nothing to wait for
        loop = None
    # one put off that no loop ran by its time (a loop marked running that serves nothing, as a
    # synchronous wrapper of an asynchronous library leaves it) runs now, at this quiet point
    overdue = _pending is not None and (loop is None or _pending.when() <= loop.time())
    _pending_deep = _pending_deep or deep
    if loop is None or overdue:
        if _pending is not None:
            run_pending_collection()                  # deep if this call or the one put off asked
        else:
            collect_garbage(_pending_deep)
            _pending_deep = False
    elif _pending is None:
        _pending = loop.call_later(AFTER_ANSWER, run_pending_collection)


def run_pending_collection() -> bool:
    """Run the collection :func:`collect_after_answer` put off, now; False if none waits."""
    global _pending, _pending_deep
    if _pending is None:
        return False
    _pending.cancel()                                 # (nothing, when the loop itself calls this)
    deep, _pending, _pending_deep = _pending_deep, None, False
    collect_garbage(deep)
    return True


@dataclasses.dataclass(frozen=True)
class CardPick:
    """How the reader chooses ``count`` cards of his hand at once (a pass, a discard).

    ``make(cards)`` turns the picked cards (a tuple, in hand order) into the action; it may
    raise a :class:`~cardlib.errors.CardlibError`, whose message is shown. ``label`` names the
    confirm button. ``when(state)`` says when the pick is the reader's input (default: on each
    of his turns); the other tries stay offered beside it. ``fewest`` (default: ``count``) is the
    least he may pick, where any number from it to ``count`` makes an action (a Mus discard: 1 to 4).
    """

    count: int
    make: Callable[[tuple], Action]
    label: str = "Confirm"
    when: Callable[[GameState], bool] | None = None
    fewest: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.count, int) or isinstance(self.count, bool) or self.count < 1:
            raise CardlibError(f"a pick is of 1 card or more, got count={self.count!r}")
        if self.fewest is not None and (not isinstance(self.fewest, int) or isinstance(self.fewest, bool)
                                        or not 1 <= self.fewest <= self.count):
            raise CardlibError(f"fewest is the least number of cards picked, from 1 to count={self.count}, "
                               f"got fewest={self.fewest!r}")
        if not callable(self.make):
            raise CardlibError(f"make must build an action from the picked cards, got {self.make!r}")


@dataclasses.dataclass(frozen=True)
class PlayOptions:
    """How a play table runs a game, beside the game and its bots.

    ``reader`` is the reader's seat. ``tries(state, seat)`` lists what he may try now, legal or
    not (default: the legal actions), so that an illegal try can be explained. ``names`` names
    the seats (a list, a mapping or a function; default "You" and "Seat N"). ``parse(text)``
    reads a typed action. ``view(state, viewer)`` gives the table he sees (default
    ``state.table(viewer)``). ``hint_bot`` answers **Hint** (default: a new bot of the others'
    class, none if none can be made). ``pick`` (a :class:`CardPick`) lets him choose several
    cards at once. ``deal_view(state, event, viewer)`` gives the table of the deal that a
    ``"deal"`` event closed, as it ended (default: the ``hands`` of the event face up, and no
    piles, trick or status of the next deal). ``reviewer`` (a :class:`~cardlib.review.Reviewer`,
    or anything with its ``review(moves, progress)``) reviews a finished deal: none, no review.
    ``expert(seat)`` makes the expert bot that plays ``seat`` when the reader chooses the expert
    for his opponents (default: the reviewer's expert at :data:`OPPONENT_BUDGET` seconds a
    decision, so that it answers within a second; no reviewer, only the simple bots).
    Bots make at most ``max_bot_moves`` moves in a row. ``collect`` (default on) lets the table
    collect Python's garbage at its quiet points and freeze what lives on (:func:`collect_garbage`),
    so that no full collection falls inside a click.
    """

    reader: int = 0
    tries: Callable[[GameState, int], Iterable[Action]] | None = None
    names: Names = None
    parse: Callable[[str], Action] | None = None
    view: Callable[[GameState, int], TableView] | None = None
    hint_bot: object | None = None
    pick: CardPick | None = None
    deal_view: Callable[[GameState, Event, int], TableView] | None = None
    reviewer: object | None = None
    expert: Callable[[int], object] | None = None
    max_bot_moves: int = 10_000
    collect: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.reader, int) or isinstance(self.reader, bool) or self.reader < 0:
            raise CardlibError(f"the reader's seat is a number from 0, got reader={self.reader!r}")
        for name in ("tries", "parse", "view", "deal_view", "expert"):
            value = getattr(self, name)
            if value is not None and not callable(value):
                raise CardlibError(f"{name} must be a function, got {value!r}")
        if self.pick is not None and not isinstance(self.pick, CardPick):
            raise CardlibError(f"pick must be a CardPick, got {self.pick!r}")
        if self.reviewer is not None and not callable(getattr(self.reviewer, "review", None)):
            raise CardlibError(f"reviewer must have a review(moves, progress) method, got {self.reviewer!r}")


@dataclasses.dataclass(frozen=True)
class DealEnd:
    """A finished deal's result as the reader reads it: the headline, then one line each."""

    head: str
    lines: tuple[str, ...] = ()


class Move(NamedTuple):
    """One decision of a finished deal in the replay's move list: its ``step`` (the replay's
    position after it), the ``seat``, its ``words`` (the action and the full reason), and for
    the reader's own decisions the review's ``mark`` and ``best`` choice once the deal is
    reviewed ('' else)."""

    step: int
    seat: int
    words: str
    mark: str = ""
    best: str = ""
    said: str = ""          # the decision alone, without its reason


    @property
    def mark_words(self) -> str:
        """The review's mark in words: ``'mistake; best: play A♠'``, ``'best'``, or where another
        choice scored higher within the margin of error, ``'best, as good as play 8♣'``."""
        if not self.mark or not self.best:
            return self.mark
        return f"{self.mark}, as good as {self.best}" if self.mark == "best" else f"{self.mark}; best: {self.best}"

    def __str__(self) -> str:
        return f"{self.step}. {self.words}" + (f" [{self.mark_words}]" if self.mark else "")


def tidy_reason(decision: Decision) -> Decision:
    """A bot's decision whose reason does not repeat the action (the log names it already).

    >>> from cardlib.game import Action
    >>> class Pass(Action):
    ...     def __str__(self): return "pass"
    >>> tidy_reason(Decision(Pass(), "pass: my hand is weak")).reason
    'my hand is weak'
    """
    head = f"{decision.action}: "
    tidy = lambda reason: reason[len(head):] if reason and reason.startswith(head) else reason  # noqa: E731
    return decision._replace(reason=tidy(decision.reason), public_reason=tidy(decision.public_reason))


def action_words(action: Action) -> str:
    """The action as an English sentence says it: an action named in the game's own language
    gives its English words in ``english`` (the game's word in italics after them, ``*...*``,
    shown in italics by the play table), so that no sentence mixes two languages; any other
    action reads as it prints.

    >>> from cardlib.game import Action
    >>> class Paso(Action):
    ...     english = "pass (*paso*)"
    ...     def __str__(self): return "paso"
    >>> action_words(Paso())
    'pass (*paso*)'
    """
    return getattr(action, "english", None) or str(action)


class _Tidy:
    """A bot that gives tidy reasons (see :func:`tidy_reason`); asked with a voice, the bot
    words its reason in it when it can (a Hint speaks to the reader as "you")."""

    def __init__(self, bot) -> None:
        self.bot = bot
        try:
            self._voiced = "voice" in inspect.signature(bot.choose).parameters
        except (TypeError, ValueError):
            self._voiced = False

    def choose(self, state: GameState, voice: Voice = Voice.IT) -> Decision:
        if voice is not Voice.IT and self._voiced:
            return tidy_reason(self.bot.choose(state, voice=voice))
        return tidy_reason(self.bot.choose(state))


def _same_kind(bots: Mapping[int, object]) -> _Tidy | None:
    """A fresh bot of the same class as the others, for hints; None if it cannot be made."""
    for bot in bots.values():
        try:
            return _Tidy(type(bot)())
        except TypeError:
            return None
    return None


class PlayController:
    """A game between the reader (seat ``options.reader``) and bots, from ``new_game(seed)``.

    ``bots`` maps each other seat to a bot with ``choose(state) -> Decision``. A bad first
    seed raises here, as any bad argument; later ones are refused with ``message``.

    What a view shows: ``state``, :attr:`table` (the table as drawn now: during a pause,
    the finished deal face up), :attr:`tries` (the reader's buttons), ``paused`` and
    ``deal_end``, ``message`` (the last refusal), ``hint_text`` and
    ``suggested`` (the choice it selects), :attr:`log`,
    ``pick_hand`` and :attr:`picked`, :attr:`can_review`. What a click does: :meth:`play`,
    :meth:`say`, :meth:`toggle`, :meth:`confirm_pick`, :meth:`hint`, :meth:`review`,
    :meth:`next_deal`, :meth:`start`.

    The teaching modes: :meth:`show_hands` (open hands: every hand face up, every seat's
    reasons in the log), :meth:`take_back` (the reader's last decision and the bots' answers
    to it, back to the start of the deal), :meth:`replay` with :meth:`replay_go` and
    :meth:`replay_step` (a finished deal step by step, :attr:`moves` its move list with the
    review's marks), :meth:`choose_opponents` (the simple bots or the expert), :meth:`new_game`
    (a new number) and :meth:`same_deal` (the deal in play again from its start); at a deal's
    end :attr:`why_lines` give the other seats' full reasons.
    """

    def __init__(self, new_game: Callable[[int], GameState], bots: Mapping[int, object],
                 options: PlayOptions = PlayOptions(), *, seed: int = 1) -> None:
        self.options = options
        self._new_game = new_game
        self._bots = {seat: _Tidy(bot) for seat, bot in bots.items()}
        self._hint_bot = _Tidy(options.hint_bot) if options.hint_bot is not None else _same_kind(bots)
        self._view = options.view or (lambda state, viewer: state.table(viewer))
        self._said: list[str] = []                  # each event's words this game, as far as written
        self.message = ""
        self.hint_text = ""
        self.paused: Event | None = None
        self.deal_end: DealEnd | None = None
        self.suggested: Action | None = None        # what the last Hint chose, for the view to mark
        self._table: TableView | None = None
        self.pick_hand: tuple = ()                  # the cards the reader may pick now, in hand order
        self._picked: set[str] = set()
        self._deal_from: GameState | None = None    # where the deal on the table began
        self._review: Review | None = None          # the finished deal's review, once asked for
        self._simple = dict(self._bots)             # the simple bots, kept while the expert plays
        self._experts: dict[int, _Tidy] | None = None
        self.opponents = "simple"                   # who plays the other seats (see OPPONENTS)
        self._open = False                          # open hands: every hand face up, every reason told
        self._open_deal = False                     # the deal on the table was played (in part) open
        self._notes: list[tuple[int, str]] = []     # the table's own log lines: (events before it, words)
        self._said_all: list[str] = []              # each event's whole story, as far as written
        self._undo: list[GameState] = []            # the state before each of the reader's decisions this deal
        self._replay: list[GameState] | None = None   # a finished deal's states, while it is replayed
        self._replay_at = 0
        self._numbers = random.Random(seed)         # where New game's numbers come from
        self._recorded: tuple = (None, "")          # the record of the state last asked for
        self._lines: tuple = (None, [])             # the log's lines, with what they were made from
        self._begin(new_game(seed), seed)
        self._collect()

    # -- what a view shows ----------------------------------------------------------------

    @property
    def reader(self) -> int:
        return self.options.reader

    @property
    def has_hint(self) -> bool:
        """Whether **Hint** can be answered (a hint bot was given or could be made)."""
        return self._hint_bot is not None

    @property
    def state(self) -> GameState:
        return self._state

    @state.setter
    def state(self, state: GameState) -> None:
        """Put the table at ``state`` (a position to study); the pause, if any, stays. A review
        looks at the reader's decisions from here on."""
        self._state = self._deal_from = state
        self._review, self._replay = None, None
        self._undo.clear()
        self._settle()

    @property
    def has_review(self) -> bool:
        """Whether the game's deals can be reviewed (the table was given a reviewer)."""
        return self.options.reviewer is not None

    @property
    def can_review(self) -> bool:
        """Whether :meth:`review` answers now: a deal has ended and the game has a reviewer."""
        return self.has_review and self.paused is not None

    @property
    def reader_turn(self) -> bool:
        """Whether the reader is to act now (not during a pause, not after the game)."""
        state = self._state
        return self.paused is None and not state.is_over and state.to_act == self.reader

    @property
    def tries(self) -> list[Action]:
        """What the reader may try now, one button each (none while it is not his turn)."""
        if not self.reader_turn:
            return []
        if self.options.tries is None:
            return list(self._state.legal_actions())
        return list(self.options.tries(self._state, self.reader))

    @property
    def table(self) -> TableView:
        """The table as drawn now: during a pause, the finished deal; while the reader picks
        cards, the picked ones outlined on his hand."""
        if self._replay is not None:
            return self._replay_table()
        if self._picked and self.pick_hand:
            return dataclasses.replace(self._table, highlight=frozenset(self.picked))
        return self._table

    @property
    def picked(self) -> tuple:
        """The cards of ``pick_hand`` picked now, in hand order."""
        return tuple(card for card in self.pick_hand if str(card) in self._picked)

    @property
    def log(self) -> list[str]:
        """Everything that happened this game, one line each, newest last; with open hands,
        every seat's decisions with their full reasons. The table's own lines (open hands, the
        opponents, a decision taken back) stand where they happened."""
        return [line for _, line in self._log_lines()]

    @property
    def recent_from(self) -> int:
        """Where the log's recent lines begin: the reader's last move (older lines may be folded)."""
        events = self._state.events
        last = next((i for i in range(len(events) - 1, -1, -1)
                     if events[i].kind == "action" and events[i].seat == self.reader), None)
        if last is None:
            return 0
        lines = self._log_lines()
        return next(n for n, (at, _) in enumerate(lines) if at == last)

    @property
    def record(self) -> str:
        """The game in play as a record (one line: the game, its rules, the deal's number and every
        action, see :func:`cardlib.game.record`), to hand a class; '' for a game that has none."""
        state = self._state
        if self._recorded[0] is not state:          # written once a state: a view asks at each refresh
            try:
                self._recorded = (state, record(state))
            except CardlibError:
                self._recorded = (state, "")
        return self._recorded[1]

    @property
    def record_shown(self) -> str:
        """The record as the table shows it to copy: every action of the game, so while a deal is in
        play and another seat has made a secret move in it (three cards passed face down, a Mus
        discard, a Bessern exchange) it waits, '' until the deal ends or the hands are open; a seat
        learns only what the rules let it see. It reads as the table speaks ("deal number 7", see
        :func:`~cardlib.gamerecord.readers_record`), and :meth:`load_record` loads it back.
        :attr:`record` is the whole record, as programs write it, at any time."""
        if self.paused is None and not self.open_hands and any(
                e.kind == "action" and e.seat != self.reader and getattr(e.action, "public_text", None) is not None
                for e in self._state.events[len(self._deal_from.events):]):
            return ""
        return readers_record(self.record)

    @property
    def deal_start(self) -> GameState:
        """The state where the deal on the table began (what Same deal again goes back to)."""
        return self._deal_from

    @property
    def open_hands(self) -> bool:
        """Whether every hand is face up and every seat's reasons are in the log (see :meth:`show_hands`)."""
        return self._open

    @property
    def has_expert(self) -> bool:
        """Whether the expert may play the other seats (the table was given ``expert`` or a reviewer)."""
        return self._expert_maker() is not None

    def _expert_maker(self) -> Callable[[int], object] | None:
        if self.options.expert is not None:
            return self.options.expert
        model = getattr(getattr(self.options.reviewer, "expert", None), "model", None)
        if model is None:
            return None
        return lambda seat: Expert(model, budget=OPPONENT_BUDGET, seed=seat)

    @property
    def can_take_back(self) -> bool:
        """Whether the reader has a decision of this deal to take back (and no replay is on)."""
        return bool(self._undo) and self._replay is None

    @property
    def why_lines(self) -> list[str]:
        """At a deal's end, the other seats' decisions in it with their full reasons ("why they
        played so"); during play they are the seats' own (empty list)."""
        if self.paused is None:
            return []
        events = self._state.events[len(self._deal_from.events):]
        return story([e for e in events if e.kind == "action" and e.seat != self.reader], self.name)

    @property
    def review_note(self) -> str:
        """What the review says of how the deal was played: with open hands, or against the expert."""
        notes = []
        if self._open_deal:
            notes.append("This deal was played with open hands: every hand was face up.")
        if self.opponents == "expert":
            notes.append(f"The expert played {self._seats_words()}.")
        return " ".join(notes)

    @property
    def replaying(self) -> bool:
        """Whether a finished deal is being replayed (see :meth:`replay`)."""
        return self._replay is not None

    @property
    def replay_at(self) -> int:
        """The replay's position: 0 the deal as dealt, :attr:`replay_length` its end."""
        return self._replay_at

    @property
    def replay_length(self) -> int:
        """The number of decisions in the deal replayed (0 when no replay is on)."""
        return 0 if self._replay is None else len(self._replay) - 1

    @property
    def moves(self) -> list[Move]:
        """The replayed deal's move list: each decision with its full reason, the reader's with
        the review's mark and best choice (once the deal is reviewed); none when no replay is on."""
        if self._replay is None:
            return []
        first = len(self._replay[0].history)
        marks: dict[int, Reviewed] = {}
        if self._review is not None:
            marks = {len(d.state.history): d for d in self._review.decisions}
        label = self._review.label if self._review is not None else str
        moves = []
        for event in self._state.events[len(self._replay[0].events):]:
            if event.kind != "action":
                continue
            reviewed = marks.get(event.step) if event.seat == self.reader else None
            mark = best = ""
            if reviewed is not None:
                mark = reviewed.mark.value
                best = label(reviewed.best.action) if reviewed.best.action != reviewed.choice else ""
            moves.append(Move(event.step - first + 1, event.seat, event.words(self.name), mark, best,
                              dataclasses.replace(event, reason=None).words(self.name)))
        return moves

    def name(self, seat: int) -> str:
        """The seat's name for the reader: ``names`` if given, else "You" and "Seat N"."""
        names = self.options.names
        if callable(names):
            return names(seat)
        if isinstance(names, Mapping):
            if seat in names:
                return names[seat]
        elif names is not None and 0 <= seat < len(names):
            return names[seat]
        return "You" if seat == self.reader else f"Seat {seat}"

    def turn_words(self) -> str:
        """Whose turn it is, in a sentence."""
        state = self._state
        if self._replay is not None:
            at, length = self._replay_at, self.replay_length
            if at == 0:
                return f"Replay: the deal as dealt, before the first of its {length} decisions."
            return f"Replay: decision {at} of {length}: {self.moves[at - 1].said}."
        if state.is_over:
            return "The game is over."
        if self.paused is not None:
            return "The deal is over: press Next deal to go on."
        return "Your turn." if state.to_act == self.reader else f"{self.name(state.to_act)} to act."

    def pick_words(self) -> str:
        """What the reader is asked to pick (only while he picks cards)."""
        pick = self.options.pick
        count = pick.count
        many = f"{pick.fewest} to {count}" if pick.fewest is not None and pick.fewest < count else f"{count}"
        return (f"Pick {many} card{'s' if count > 1 else ''} of your hand, then press {pick.label}: "
                f"{len(self.picked)} of {count} picked.")

    # -- what a click does ----------------------------------------------------------------

    def play(self, action: Action) -> bool:
        """The reader takes ``action``; bots answer. A refused action sets ``message``,
        changes nothing and returns False."""
        state = self._state
        reason = self._why_not(state, action)
        if reason is not None:
            self.refuse(reason)
            return False
        self.refuse("")
        since = len(state.events)
        self._state = state.apply(action)
        self._undo.append(state)
        self._run_bots(since)
        self._settle()
        return True

    def say(self, text: str) -> bool:
        """Play the action that ``text`` names; text that names none is refused with the reason."""
        if self.options.parse is None:
            raise CardlibError("this table reads no typed actions: it was made without parse=")
        try:
            action = self.options.parse(text)
        except CardlibError as error:
            self.refuse(str(error))
            return False
        return self.play(action)

    def toggle(self, *cards) -> bool:
        """Pick (or put back) the named cards (cards or their names, such as ``"Q♠"``); a card
        not in ``pick_hand``, or a pick of more cards than the pick takes, is refused with
        ``message``, and nothing is toggled.

        >>> from cardlib.black_maria import BlackMariaBot, new_game
        >>> table = PlayController(lambda seed: new_game(4, seed=seed), {s: BlackMariaBot(s) for s in (1, 2, 3)},
        ...                        PlayOptions(pick=CardPick(3, lambda cards: cards, "Pass these three")), seed=1)
        >>> table.toggle("A♠", "6♠", "4♠"), table.toggle("K♥"), table.message
        (True, False, 'You have picked 3 cards, all that Pass these three takes: put one back (press it again) before you pick K♥.')
        >>> table.toggle("6♠"), table.toggle("K♥"), [str(card) for card in table.picked], table.message
        (True, True, ['A♠', '4♠', 'K♥'], '')
        """
        held = [str(card) for card in self.pick_hand]
        wanted = [str(card) for card in cards]
        missing = [name for name in wanted if name not in held]
        if missing:
            self.refuse(f"{missing[0]!r} is not a card you may pick; your cards: {', '.join(held) or 'none now'}")
            return False
        count = self.options.pick.count
        after = self._picked ^ set(wanted)
        if len(after) > count:
            new = " ".join(name for name in wanted if name not in self._picked)
            self.refuse(f"You have picked {plural(len(self._picked), 'card')}, all that {self.options.pick.label} "
                        f"takes: put one back (press it again) before you pick {new}.")
            return False
        self._picked = after
        self.refuse("")
        return True

    def confirm_pick(self) -> bool:
        """Play the action the pick builds from the picked cards; a refusal changes nothing."""
        pick = self.options.pick
        if pick is None or not self.pick_hand:
            self.refuse("there are no cards to pick now")
            return False
        try:
            action = pick.make(self.picked)
        except CardlibError as error:
            self.refuse(str(error))
            return False
        return self.play(action)

    def hint(self) -> str:
        """What the computer would do in the reader's seat, and why (also kept in
        ``hint_text``). Nothing is played: the suggestion is only selected for the reader to
        confirm (``suggested``; while he picks cards, its cards are picked)."""
        self.suggested = None
        if self._hint_bot is None:
            self.hint_text = ""
        elif not self.reader_turn:
            turn = self.turn_words()
            self.hint_text = f"No hint now: {turn[0].lower()}{turn[1:]}"
        else:
            decision = self._hint_bot.choose(self._state, Voice.YOU)
            self.suggested = decision.action
            reason = decision.reason.rstrip(".")
            self.hint_text = f"The computer would {action_words(decision.action)}" + (f": {reason}." if reason else ".")
            cards = getattr(decision.action, "cards", None)
            names = {str(card) for card in self.pick_hand}
            if self.pick_hand and cards is not None and {str(card) for card in cards} <= names:
                self._picked = {str(card) for card in cards}
        return self.hint_text

    def review(self, progress: Callable[[int, int], None] | None = None) -> Review | None:
        """The review of the reader's decisions in the deal that just ended (see
        :mod:`cardlib.review`); ``progress(done, total)`` hears of each decision reviewed. Asked
        again, the same review. Before a deal has ended it is refused with ``message``."""
        if not self.can_review:
            self.refuse("the review comes when a deal has ended" if self.has_review
                        else "this game has no review: it has no expert yet")
            return None
        if self._review is None:
            self._review = self.options.reviewer.review(reader_moves(self._deal_from, self._state, self.reader),
                                                        progress)
        return self._review

    def next_deal(self) -> bool:
        """Leave the finished deal's result: bots move on until the reader is to act."""
        if self.paused is None:
            return False
        self._collect()
        self.paused = None
        self._new_deal(self._state)
        self._run_bots(len(self._state.events))
        self._settle()
        return True

    def start(self, seed: int) -> bool:
        """A new game from ``seed``; bots move until the reader is to act. A seed the game
        refuses sets ``message`` and keeps the game in play."""
        try:
            state = self._new_game(seed)
        except CardlibError as error:
            self.refuse(str(error))
            return False
        self._collect()
        self._begin(state, seed)
        return True

    def refuse(self, text: str) -> None:
        """Show ``text`` as the reason something was not done ('' clears it)."""
        self.message = text

    # -- the teaching modes ---------------------------------------------------------------

    def show_hands(self, on: bool = True) -> bool:
        """Open hands (``on``) or close them: with open hands every hand is face up and the log
        gives every seat's decisions with their full reasons, for a teacher explaining at the
        front of a class; the log says when they were opened and closed, and the review of a
        deal played so says it. Returns whether anything changed."""
        if bool(on) == self._open:
            return False
        self._open = bool(on)
        self._open_deal = self._open_deal or self._open
        self._note("Open hands: every hand is face up and every seat's reasons are in the log." if on else
                   "Hands closed: each seat sees its own cards again.")
        self.refuse("")
        self._settle(keep_hint=True)
        return True

    def take_back(self) -> bool:
        """Undo the reader's last decision and the bots' answers to it (the deal's end too, if it
        ended the deal); again and again back to his first decision of the deal. With nothing to
        take back it is refused with ``message`` and nothing changes."""
        if self._replay is not None:
            self.refuse("the replay is on: press Back to the table first")
            return False
        if not self._undo:
            self.refuse("there is nothing to take back: you have made no decision in this deal yet")
            return False
        before = self._undo.pop()
        taken = next(e for e in self._state.events[len(before.events):] if e.kind == "action")
        self._state, self.paused, self._review = before, None, None
        self._notes = [(at, line) for at, line in self._notes if at <= len(before.events)]
        del self._said[len(before.events):], self._said_all[len(before.events):]
        self._note(f"Taken back: your {taken.action} and what followed it.")
        self.refuse("")
        self._settle()
        return True

    def replay(self, progress: Callable[[int, int], None] | None = None) -> bool:
        """Replay the deal that just ended from its first card: :meth:`replay_go` and
        :meth:`replay_step` move through it decision by decision, the table showing every hand
        at each step, :attr:`moves` the move list (with the game's review, the reader's choices
        marked; ``progress`` hears of the review's work). Before a deal has ended it is refused
        with ``message``."""
        if self.paused is None:
            self.refuse("the replay comes when a deal has ended")
            return False
        if self.has_review:
            self.review(progress)
        states, start = [self._deal_from], len(self._deal_from.history)
        for action in self._state.history[start:-1]:
            states.append(states[-1].apply(action))
        states.append(self._state)
        self._replay, self._replay_at = states, 0
        self.refuse("")
        return True

    def replay_go(self, at: int) -> bool:
        """Show the replayed deal after its ``at``-th decision (0: as dealt); a position outside
        the deal is refused with ``message``."""
        if self._replay is None:
            self.refuse("no replay is on: press Replay when a deal has ended")
            return False
        length = self.replay_length
        if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= length:
            self.refuse(f"the replay goes from 0 (the deal as dealt) to {length} (its end), not {at!r}")
            return False
        self._replay_at = at
        self.refuse("")
        return True

    def replay_step(self, by: int = 1) -> bool:
        """Step the replay ``by`` decisions (forward, or back if negative); at either end of the
        deal it stays there and says so."""
        if self._replay is None:
            return self.replay_go(0)
        at = self._replay_at + by
        if not 0 <= at <= self.replay_length:
            self.refuse("the replay is at the deal's end" if by > 0 else "the replay is at the deal's start")
            return False
        return self.replay_go(at)

    def end_replay(self) -> bool:
        """Leave the replay: the table shows the finished deal again."""
        if self._replay is None:
            return False
        self._replay = None
        self.refuse("")
        return True

    def choose_opponents(self, kind: str) -> bool:
        """Seat the simple bots (``"simple"``) or the expert (``"expert"``) in the other seats, from
        the next decision on; the log says which plays. A kind the table has not is refused with
        ``message``."""
        if kind not in OPPONENTS:
            self.refuse(f"the opponents are {' or '.join(map(repr, OPPONENTS))}, not {kind!r}")
            return False
        if kind == "expert" and not self.has_expert:
            self.refuse("this table has no expert to play the other seats")
            return False
        if kind == self.opponents:
            return False
        if kind == "expert" and self._experts is None:
            make = self._expert_maker()
            self._experts = {seat: _Tidy(make(seat)) for seat in self._simple}
        self.opponents = kind
        self._bots = self._experts if kind == "expert" else self._simple
        self._note(self._opponents_words())
        self.refuse("")
        if self.paused is None and not self._state.is_over and self._state.to_act != self.reader:
            self._run_bots(len(self._state.events))     # a table set at a bot's turn: it moves now
            self._settle()
        return True

    def load_record(self, text: str) -> bool:
        """Put the game of a record (see :func:`cardlib.game.from_record`) on the table, as far as
        it goes, for a class to play the same deal: the deal it stands in may be taken back, played
        again and replayed from its start. A bad record (not one, cut short, another game's, unknown
        rules, an illegal action, another number of players) is refused with ``message`` naming
        what is wrong, and the table stays as it was."""
        try:
            loaded = from_record(text)
        except CardlibError as error:
            self.refuse(f"that record cannot be loaded: {error}")
            return False
        if type(loaded) is not type(self._state):
            self.refuse(f"that record is of another game ({str(text).split(' · ')[0].strip()}); "
                        f"this table plays {self.record.split(' · ')[0] or 'another'}")
            return False
        players, here = getattr(loaded, "players", None), getattr(self._state, "players", None)
        if players != here:
            self.refuse(f"that record is of a game of {players} players; this table seats {here}")
            return False
        head = record(loaded).split(" · ")
        state = from_record(" · ".join(head[:-1] + ["0 actions:"]))     # the same game before its first action
        deal_from, undo = state, []
        for action in loaded.history:
            if state.to_act == self.reader:
                undo.append(state)
            after = state.apply(action)
            if any(event.kind == "deal" for event in after.events[len(state.events):]):
                deal_from, undo = after, []
            state = after
        self._begin(state, getattr(state, "seed", self.seed), deal_from=deal_from)
        self._undo = undo
        self._notes.insert(0, (len(loaded.events), f"Loaded from a record: the game after its first "
                                                   f"{len(loaded.history)} decisions."))
        return True

    def new_game(self) -> bool:
        """A new game with a new deal number (see ``seed``), never the one in play."""
        seed = self.seed
        while seed == self.seed:
            seed = self._numbers.randrange(1, 10_000)
        return self.start(seed)

    def same_deal(self) -> bool:
        """The deal on the table again from its start: the same cards, the bots to answer again."""
        start = self._deal_from
        self._state, self.paused, self._replay = start, None, None
        self._notes = [(at, line) for at, line in self._notes if at <= len(start.events)]
        del self._said[len(start.events):], self._said_all[len(start.events):]
        self._new_deal(start)
        self._note("Same deal again: the deal starts over.")
        self.refuse("")
        self._run_bots(len(start.events))
        self._settle()
        return True

    # -- inside ---------------------------------------------------------------------------

    def _collect(self, deep: bool = False) -> None:
        """A quiet point: collect the garbage and freeze what lives on once the click has answered
        (see :func:`collect_after_answer`)."""
        if self.options.collect:
            collect_after_answer(deep)

    def _begin(self, state: GameState, seed: int, *, deal_from: GameState | None = None) -> None:
        self._state, self.seed = state, seed
        self.paused, self._replay = None, None
        self._new_deal(state if deal_from is None else deal_from)
        self._said, self._said_all, self._notes = [], [], []
        if self._open:
            self._note("Open hands: every hand is face up and every seat's reasons are in the log.")
        if self.opponents != "simple":
            self._note(self._opponents_words())
        self.refuse("")
        self._run_bots(len(state.events))
        self._settle()

    def _new_deal(self, start: GameState) -> None:
        """A deal begins at ``start``: nothing to take back yet, no review, open if the hands are."""
        self._deal_from, self._review = start, None
        self._undo.clear()
        self._open_deal = self._open

    def _note(self, line: str) -> None:
        """A line of the table's own in the log, where the game stands now."""
        self._notes.append((len(self._state.events), line))

    def _seats_words(self) -> str:
        names = [self.name(seat) for seat in sorted(self._simple)]
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"

    def _opponents_words(self) -> str:
        if self.opponents == "expert":
            return f"The expert plays {self._seats_words()} from here on."
        return f"The simple bots play {self._seats_words()} from here on."

    def _log_lines(self) -> list[tuple[int | None, str]]:
        """The log's lines, each with the index of its event (None for the table's own lines)."""
        events = self._state.events
        key = (events, self._open, self.seed, tuple(self._notes))
        if self._lines[0] == key:                   # the log and its recent lines ask alike
            return self._lines[1]
        words = self._words(self._state, None if self._open else self.reader)
        notes = sorted(self._notes, key=lambda note: note[0])
        lines: list[tuple[int | None, str]] = [(None, f"New game, deal number {self.seed}.")]
        n = 0
        told = set()                    # the events that told the action before them whole: said there
        for i, line in enumerate(words):
            while n < len(notes) and notes[n][0] <= i:
                lines.append((None, notes[n][1]))
                n += 1
            if i in told:
                continue
            kind = getattr(events[i].action, "told_by", None) if events[i].kind == "action" else None
            if kind is not None and i + 1 < len(words) and events[i + 1].kind == kind:
                # one line for the action and what it did, at the action, with the reason the
                # action's own line gave it (where this reader may read one)
                bare = dataclasses.replace(events[i], reason=None, public_reason=None).words(
                    self.name, viewer=None if self._open else self.reader)
                line = words[i + 1] + (line[len(bare):] if line.startswith(bare) else "")
                told.add(i + 1)
            lines.append((i, line))
        lines += [(None, line) for _, line in notes[n:]]
        self._lines = (key, lines)
        return lines

    def _why_not(self, state: GameState, action: Action) -> str | None:
        if self.paused is not None:
            return "this deal is over: press Next deal to go on"
        if state.is_over:
            return "the game is over: press New game to play again"
        if state.to_act != self.reader:
            return f"it is not your turn: {self.name(state.to_act)} is to act"
        if state.can(action):
            return None
        return state.why_illegal(action) or f"cannot {action} now"

    @staticmethod
    def _deal_over(state: GameState, since: int) -> Event | None:
        for event in state.events[since:]:
            if event.kind == "deal":
                return event
        return None

    def _run_bots(self, since: int) -> None:
        """Bots move until the reader is to act, the game is over, or a deal ends after event ``since``."""
        ended = self._deal_over(self._state, since)
        if ended is None:
            self._state = play_out(self._state, self._bots, max_steps=self.options.max_bot_moves,
                                   stop=lambda s: s.to_act == self.reader or self._deal_over(s, since) is not None)
            ended = self._deal_over(self._state, since)
        self.paused = ended

    def _settle(self, keep_hint: bool = False) -> None:
        """Work out what the table shows after a change: the table, the deal's result, the pick."""
        view = self._view(self._state, self.reader)
        if self._open:                              # the reader's table with every hand face up
            view = self._opened(view, self._state)
        if not keep_hint:
            self.hint_text, self.suggested = "", None
        if self.paused is None:
            self._table, self.deal_end = view, None
        else:
            self._table, self.deal_end = self._deal_shown(self.paused, view)
        pick = self.options.pick
        picking = (pick is not None and self.reader_turn and self.reader < len(view.hands)
                   and (pick.when is None or pick.when(self._state)))
        hand = tuple(view.hands[self.reader]) if picking else ()
        if hand != self.pick_hand:                  # the picks stand while the hand does
            self.pick_hand, self._picked = hand, set()

    def _deal_shown(self, event: Event, view: TableView) -> tuple[TableView, DealEnd]:
        """The table and the result shown at a deal's end: that deal's table (see ``deal_view``),
        and the result's lines, each hand's cards among them if the event gives them. If the
        deal ended the game, the game's last status lines follow the deal's."""
        heard = self._state.observe(self.reader)       # the result's words as the reader hears them
        words = [heard.reads(line, self.name) if isinstance(line, Event) else str(line)
                 for line in event.get("lines", ()) or ()]
        hands = event.get("hands")
        if hands is not None and len(hands) == len(view.hands):
            words += [f"{self.name(seat)} held {Cards(hand).words()}" for seat, hand in enumerate(hands)
                      if hand]            # a seat that passed and threw its hand in held none to show
        if self.options.deal_view is not None:
            shown = self.options.deal_view(self._state, event, self.reader)
        else:
            shown = dataclasses.replace(view, face_down=frozenset(), centre=(), highlight=frozenset(),
                                        to_act=None, piles=(), status=())
            if hands is not None and len(hands) == len(view.hands):
                shown = dataclasses.replace(shown, hands=tuple(hands))
        if self._state.is_over:
            shown = dataclasses.replace(shown, status=shown.status + view.status[:1])
        return shown, DealEnd(heard.reads(event, self.name), tuple(words))

    def _words(self, state: GameState, viewer: int | None) -> list[str]:
        """Each event's words as ``viewer`` hears them (the reader, or None: the whole story), from
        its observation (``state.observe(viewer).heard()``). A game's events only grow (a decision
        taken back cuts them, and the words with them), so each is written once."""
        said = self._said if viewer is not None else self._said_all
        if len(said) > len(state.events):            # not this game's events: start again
            said.clear()
        said += state.observe(viewer).heard(self.name, since=len(said))
        return said

    def _replay_table(self) -> TableView:
        """The replayed deal's table at the replay's position: every hand face up; at its end the
        finished deal as the pause shows it."""
        if self._replay_at == self.replay_length:
            return self._table
        state = self._replay[self._replay_at]
        return self._opened(self._view(state, self.reader), state)

    def _opened(self, view: TableView, state: GameState) -> TableView:
        """The reader's ``view`` of ``state`` with every other hand face up (his own as he holds it),
        and every pile the whole table shows face up (Loo's dummy) face up too."""
        whole = self._view(state, None)
        every = whole.hands
        hands = tuple(own if seat == self.reader else every[seat] for seat, own in enumerate(view.hands))
        shown = {(pile.name, pile.seat): pile for pile in whole.piles if pile.face_up}
        piles = tuple(shown.get((pile.name, pile.seat), pile) for pile in view.piles)
        return dataclasses.replace(view, hands=hands, face_down=frozenset(), piles=piles)
