"""The play table's model: a game between the reader and bots, in plain Python (no widgets).

:class:`PlayController` holds what a play table shows and decides what a click does: the
state, whose turn it is, the bots' moves, the pause at a deal's end, **Hint**, the reader's
tries and their refusals, the cards he picks, the log, **New game** and **Next deal**. The
widget :class:`cardlib.widgets.play.PlayView` only shows it and forwards clicks, so
everything here is tested without a widget, and a text front end may drive it alone.

It needs only the play protocol of :mod:`cardlib.game`: ``legal_actions``, ``apply``,
``why_illegal``, ``to_act``, ``is_over``, ``events`` and ``table(viewer)`` (or a
``view(state, viewer) -> TableView`` function given instead). It imports no game.

* Bots move with :func:`cardlib.game.play_out` until the reader is to act; the log is every
  event as the reader may read it (``event.words(names, viewer=reader)``), so each move and
  its reason show once, and another seat's secret action reads as its public text.
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

>>> from cardlib.handjass import HandjassBot, new_game
>>> table = PlayController(lambda seed: new_game(players=3, seed=seed),
...                        {1: HandjassBot(seed=1), 2: HandjassBot(seed=2)})
>>> table.log[0], table.turn_words(), [str(action) for action in table.tries]
('New game, deal number 1.', 'Your turn.', ['play', 'pass', 'take the Blind'])
>>> table.play(table.tries[0]), table.message, table.log[-1] != 'New game, deal number 1.'
(True, '', True)
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import Callable, Iterable, Mapping, Sequence

from .cards import Cards
from .errors import CardlibError
from .game import Action, Decision, Event, GameState, TableView, Voice, play_out
from .review import Review, reader_moves

__all__ = ["PlayController", "PlayOptions", "CardPick", "DealEnd", "tidy_reason", "action_words"]

Names = "Sequence[str] | Mapping[int, str] | Callable[[int], str] | None"


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
    Bots make at most ``max_bot_moves`` moves in a row.
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
    max_bot_moves: int = 10_000

    def __post_init__(self) -> None:
        if not isinstance(self.reader, int) or isinstance(self.reader, bool) or self.reader < 0:
            raise CardlibError(f"the reader's seat is a number from 0, got reader={self.reader!r}")
        for name in ("tries", "parse", "view", "deal_view"):
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
        self._begin(new_game(seed), seed)

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
        self._review = None
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
        if self._picked and self.pick_hand:
            return dataclasses.replace(self._table, highlight=frozenset(self.picked))
        return self._table

    @property
    def picked(self) -> tuple:
        """The cards of ``pick_hand`` picked now, in hand order."""
        return tuple(card for card in self.pick_hand if str(card) in self._picked)

    @property
    def log(self) -> list[str]:
        """Everything that happened this game, one line each, newest last."""
        return [f"New game, deal number {self.seed}.", *self._words(self._state.events)]

    @property
    def recent_from(self) -> int:
        """Where the log's recent lines begin: the reader's last move (older lines may be folded)."""
        events = self._state.events
        for i in range(len(events) - 1, -1, -1):
            if events[i].kind == "action" and events[i].seat == self.reader:
                return i + 1                        # the log's first line is the new game's
        return 0

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
        return f"Pick {many} card{'s' if count > 1 else ''} of your hand, then press {pick.label}."

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
        not in ``pick_hand`` is refused with ``message``, and nothing is toggled."""
        held = [str(card) for card in self.pick_hand]
        wanted = [str(card) for card in cards]
        missing = [name for name in wanted if name not in held]
        if missing:
            self.refuse(f"{missing[0]!r} is not a card you may pick; your cards: {', '.join(held) or 'none now'}")
            return False
        self._picked ^= set(wanted)
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
        self.paused = None
        self._deal_from, self._review = self._state, None
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
        self._begin(state, seed)
        return True

    def refuse(self, text: str) -> None:
        """Show ``text`` as the reason something was not done ('' clears it)."""
        self.message = text

    # -- inside ---------------------------------------------------------------------------

    def _begin(self, state: GameState, seed: int) -> None:
        self._state, self.seed = state, seed
        self._deal_from, self._review = state, None
        self.paused = None
        self._said = []
        self.refuse("")
        self._run_bots(0)
        self._settle()

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

    def _settle(self) -> None:
        """Work out what the table shows after a change: the table, the deal's result, the pick."""
        view = self._view(self._state, self.reader)
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
        words = [line.words(self.name, viewer=self.reader) if isinstance(line, Event) else str(line)
                 for line in event.get("lines", ()) or ()]
        hands = event.get("hands")
        if hands is not None and len(hands) == len(view.hands):
            words += [f"{self.name(seat)} held {Cards(hand).words()}" for seat, hand in enumerate(hands)]
        if self.options.deal_view is not None:
            shown = self.options.deal_view(self._state, event, self.reader)
        else:
            shown = dataclasses.replace(view, face_down=frozenset(), centre=(), highlight=frozenset(),
                                        to_act=None, piles=(), status=())
            if hands is not None and len(hands) == len(view.hands):
                shown = dataclasses.replace(shown, hands=tuple(hands))
        if self._state.is_over:
            shown = dataclasses.replace(shown, status=shown.status + view.status[:1])
        return shown, DealEnd(event.words(self.name, viewer=self.reader), tuple(words))

    def _words(self, events: Sequence[Event]) -> list[str]:
        """Each event's words for the reader. A game's events only grow, so each is written once."""
        said = self._said
        if len(said) > len(events):                  # not this game's events: start again
            said.clear()
        said += [event.words(self.name, viewer=self.reader) for event in events[len(said):]]
        return said
