"""Play a whole game against bots on the live canvas table: one view for every game.

The view needs only the play protocol of :mod:`cardlib.game`: ``legal_actions``,
``apply``, ``why_illegal``, ``to_act``, ``is_over``, ``events`` and ``table(viewer)``
(or a ``view(state, viewer) -> TableView`` function given instead). It imports no game.

* The reader's choices are buttons (and, with ``parse``, a text box that answers on Enter).
  A choice the rules forbid is refused with the game's reason; the state stays as it was.
* Bots move with :func:`cardlib.game.play_out` until the reader is to act; each bot's
  reason is kept in the game's events, and the log is written from the events
  (``event.words(names)``), so every move and its reason show once.
* **Hint** asks a bot what it would do in the reader's seat, and why, without playing it.
* At the end of each deal (an event of kind ``"deal"``) the bots stop: the view shows that
  deal's result and a **Next deal** button. A game's ``"deal"`` event may carry ``hands``
  (each seat's cards, drawn face up on the table during the pause) and ``lines`` (the
  scoring lines, one sentence each) in its data::

      state.emit("deal", "Deal 2 is over: {seat0} and {seat2} win 7 to 3",
                 hands=start_hands, lines=("Grande: seat 0 wins 2", ...))

* A secret action (one whose :attr:`~cardlib.game.Action.public_text` is set, such as three
  cards passed face down) reads in the log as that text when another seat takes it, without
  the cards or the bot's reason: the log is written as the reader may see it
  (``event.words(names, viewer=reader)``).
* Where the reader chooses several cards at once (a pass), ``pick=CardPick(3, make, label)``
  shows his hand as toggle buttons and a confirm button: ``make(cards)`` builds the action,
  and the game judges it as any other (a wrong count or a forbidden card is refused with
  ``why_illegal``'s reason)::

      PlayView(new_game, bots, pick=CardPick(3, Pass, "Pass these three",
                                             when=lambda state: state.phase is Phase.PASS))

* Seats are counted from 0 everywhere: the reader is "You", the others "Seat 1", "Seat 2" ...
  unless ``names`` says otherwise.
* The table keeps its scale for the whole game, and the canvas is as tall as the tallest table
  drawn so far (it grows, never shrinks), so no empty band stands under the table.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable, Iterable, Mapping, Sequence

import ipywidgets as widgets
from ipycanvas import Canvas, hold_canvas

from ..errors import CardlibError
from ..game import Action, Decision, Event, GameState, TableView, play_out
from ..render import scene
from ..render.canvas import attach_table, draw_picture
from .display import Described, bullets, suits_html
from .messages import error_html

__all__ = ["PlayView", "CardPick", "tidy_reason"]


@dataclasses.dataclass(frozen=True)
class CardPick:
    """How the reader chooses ``count`` cards of his hand at once (a pass, a discard).

    ``make(cards)`` turns the toggled cards (a tuple, in hand order) into the action; it may
    raise a :class:`~cardlib.errors.CardlibError`, whose message is shown. ``label`` names the
    confirm button. ``when(state)`` says when the pick is the reader's input (default: on each
    of his turns); the view's other buttons (``tries``) stay beside it.
    """

    count: int
    make: Callable[[tuple], Action]
    label: str = "Confirm"
    when: Callable[[GameState], bool] | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.count, int) or isinstance(self.count, bool) or self.count < 1:
            raise CardlibError(f"a pick is of 1 card or more, got count={self.count!r}")
        if not callable(self.make):
            raise CardlibError(f"make must build an action from the picked cards, got {self.make!r}")


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


class _Tidy:
    """A bot that gives tidy reasons (see :func:`tidy_reason`)."""

    def __init__(self, bot) -> None:
        self.bot = bot

    def choose(self, state: GameState) -> Decision:
        return tidy_reason(self.bot.choose(state))


class PlayView(Described, widgets.VBox):
    """A game between the reader (seat ``reader``) and bots, drawn live on a canvas.

    ``new_game(seed)`` makes a fresh state; ``bots`` maps each other seat to a bot with
    ``choose(state) -> Decision``. ``tries(state, seat)`` lists what the reader may try now,
    legal or not (default: the legal actions), so that an illegal try can be explained.
    ``names`` names the seats (a list, a mapping or a function; default "You" and "Seat N").
    ``parse(text) -> Action``, if given, adds a text box where the reader may type any action
    (say ``envido 7``); text it cannot read is refused with its error message.
    ``view(state, viewer)`` gives the table the reader sees (default ``state.table(viewer)``),
    and ``table_options`` are passed on to the table picture (say, a fixed hand size).
    ``hint_bot`` answers **Hint**; by default a new bot of the same class as the others
    (no Hint button if none can be made).

    ``pick`` (a :class:`CardPick`) adds toggle buttons for the reader's hand and a confirm
    button, for turns on which he chooses several cards at once.

    ``narrate(before, after)`` (for games whose events do not yet tell everything) adds a
    game's own lines to the log after each move; a game on the event protocol needs none.
    """

    def __init__(self, new_game: Callable[[int], GameState], bots: Mapping[int, object], *,
                 reader: int = 0, seed: int = 1,
                 tries: Callable[[GameState, int], Iterable[Action]] | None = None,
                 names: "Sequence[str] | Mapping[int, str] | Callable[[int], str] | None" = None,
                 parse: Callable[[str], Action] | None = None, parse_hint: str = "",
                 view: Callable[[GameState, int], TableView] | None = None,
                 canvas_size: tuple[int, int] = (720, 540), table_options: Mapping | None = None,
                 hint_bot: object | None = None, max_bot_moves: int = 10_000,
                 pick: CardPick | None = None,
                 narrate: Callable[[GameState, GameState], Sequence[str]] | None = None) -> None:
        self._new_game = new_game
        self._bots = {seat: _Tidy(bot) for seat, bot in bots.items()}
        self._reader = reader
        self._tries = tries or (lambda state, seat: state.legal_actions())
        self._view = view or (lambda state, viewer: state.table(viewer))
        self._names = names
        self._parse = parse
        self._table_options = dict(table_options or {})
        self._hint_bot = _Tidy(hint_bot) if hint_bot is not None else _same_kind(bots)
        self._max_bot_moves = max_bot_moves
        self._narrate = narrate
        self._pick = pick
        self._pick_hand: tuple = ()                  # the cards the toggles stand for, in order
        self._notes: list[tuple[int, str]] = []      # (events before the line, line) from narrate
        self._said: list[str] = []                   # each event's words this game, as far as written
        self._box_said = False                       # the box just sent an accepted action
        self._buttons: dict[str, widgets.Button] = {}            # the reader's buttons by label, this game
        self._button_actions: dict[str, Action] = {}              # the action each label stands for now
        self._seed_used = seed
        self._message_text = ""
        self._hint_text = ""
        self._result_text = ""
        self._scale: float | None = None
        self._shown: TableView | None = None
        self.paused: Event | None = None

        self._room = canvas_size                      # the most the table may take, in pixels
        self._canvas = Canvas(width=canvas_size[0], height=canvas_size[1],
                              layout=widgets.Layout(width="100%", max_width=f"{canvas_size[0]}px"))
        self._status = widgets.HTML()
        self._message = widgets.HTML()
        self._result = widgets.HTML()
        self._next_deal = widgets.Button(description="Next deal", button_style="primary", icon="forward")
        self._next_deal.on_click(lambda _: self.next_deal())
        self._choices = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._hint = widgets.Button(description="Hint", icon="lightbulb-o",
                                    tooltip="what a bot would do in your seat, and why")
        self._hint.on_click(lambda _: self.hint())
        self._hint_line = widgets.HTML()
        if self._hint_bot is None:
            self._hint.layout.display = "none"
        self._text = widgets.Text(placeholder=parse_hint, continuous_update=False,
                                  layout=widgets.Layout(width="260px"))
        self._text.observe(self._on_enter, names="value")
        self._say = widgets.Button(description="Say it", icon="comment")
        self._say.on_click(lambda _: self.say(self._text.value))
        typed = [widgets.HBox([self._text, self._say])] if parse is not None else []
        self._seed = widgets.IntText(value=seed, description="Seed", layout=widgets.Layout(width="160px"))
        self._restart = widgets.Button(description="New game", icon="refresh")
        self._restart.on_click(lambda _: self.start(self._seed.value))
        self._seed.observe(lambda change: self.start(change["new"]), names="value")    # Enter starts it too
        self._log = widgets.HTML()
        self._pick_prompt = widgets.HTML()
        self._picks = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._confirm = widgets.Button(description=pick.label if pick else "Confirm", button_style="primary",
                                       icon="check")
        self._confirm.on_click(lambda _: self.confirm_pick())
        self._picker = widgets.VBox([self._pick_prompt, self._picks, self._confirm],
                                    layout=widgets.Layout(display="none"))
        self._pause_box = widgets.VBox([self._result, self._next_deal])
        super().__init__([self._canvas, self._status, self._message, self._pause_box, self._choices, self._picker,
                          *typed,
                          widgets.HBox([self._hint, self._hint_line]),
                          widgets.HBox([self._seed, self._restart]), self._log])
        self.state: GameState = new_game(seed)      # a bad first seed raises here, as any bad argument
        attach_table(self._canvas, self._draw)
        self._begin(self.state, seed)

    def describe(self) -> str:
        """The table in words: what a text front end shows instead of the widget."""
        view = self._shown
        parts = [f"Play table, seed {self._seed_used}: you are seat {self._reader}."]
        if view is not None:
            parts += [line if line.endswith(".") else f"{line}." for line in view.status]
            if self._reader < len(view.hands) and self._reader not in view.face_down:
                parts.append(f"Your cards: {' '.join(map(str, view.hands[self._reader])) or 'none'}.")
        parts.append(self._turn_words())
        if self._picks.children:
            parts.append(self._pick_words())
        return " ".join(parts)

    # -- what tests and readers may drive -------------------------------------------------

    @property
    def choices(self) -> list[widgets.Button]:
        """The reader's buttons, one per action to try (none while it is not the reader's turn)."""
        return list(self._choices.children)

    @property
    def message(self) -> str:
        """The last refusal's reason, or '' (plain text)."""
        return self._message_text

    @property
    def hint_text(self) -> str:
        """What the last **Hint** said (plain text), or ''."""
        return self._hint_text

    @property
    def result_text(self) -> str:
        """The finished deal's result while the view pauses on it (plain text), or ''."""
        return self._result_text

    @property
    def log(self) -> list[str]:
        """Everything that happened this game, one line each, newest last."""
        return [line for _, line in self._entries()]

    @property
    def recent_log(self) -> list[str]:
        """The log lines kept in view: from the reader's last move on (older lines are folded)."""
        return self.log[self._recent_from():]

    @property
    def pick_buttons(self) -> list[widgets.ToggleButton]:
        """One toggle per card of the reader's hand while he picks cards (see :class:`CardPick`), else none."""
        return list(self._picks.children)

    @property
    def confirm_button(self) -> widgets.Button:
        """Plays the picked cards (shown with the toggles)."""
        return self._confirm

    @property
    def picked(self) -> tuple:
        """The cards toggled on now, in hand order."""
        return tuple(card for card, toggle in zip(self._pick_hand, self._picks.children) if toggle.value)

    @property
    def hint_button(self) -> widgets.Button:
        return self._hint

    @property
    def next_deal_button(self) -> widgets.Button:
        """Shown while the view pauses at the end of a deal."""
        return self._next_deal

    @property
    def seed_box(self) -> widgets.IntText:
        return self._seed

    @property
    def new_game_button(self) -> widgets.Button:
        return self._restart

    @property
    def text_box(self) -> widgets.Text:
        """Where the reader types an action and presses Enter (shown only when the view was given ``parse``)."""
        return self._text

    @property
    def say_button(self) -> widgets.Button:
        """Plays the action typed in :attr:`text_box`."""
        return self._say

    @property
    def table_view(self) -> TableView | None:
        """The table as drawn now (during a pause, the finished deal face up)."""
        return self._shown

    def choose(self, text: str) -> None:
        """Press the reader's button whose label is ``text`` (as a click would)."""
        for button in self._choices.children:
            if button.description == text:
                button.click()
                return
        raise CardlibError(f"no choice {text!r} now; the choices are "
                           f"{', '.join(b.description for b in self._choices.children) or 'none'}")

    def pick(self, *cards) -> None:
        """Toggle the named cards (cards or their names, such as ``"Q♠"``), as clicking them would;
        a card not among the toggles is refused with the message, and nothing is toggled."""
        toggles = {str(card): toggle for card, toggle in zip(self._pick_hand, self._picks.children)}
        wanted = [str(card) for card in cards]
        missing = [name for name in wanted if name not in toggles]
        if missing:
            held = ", ".join(toggles) or "none now"
            self._refuse(f"{missing[0]!r} is not a card you may pick; your cards: {held}")
            return
        for name in wanted:
            toggles[name].value = not toggles[name].value

    def confirm_pick(self) -> bool:
        """Play the action ``make`` builds from the toggled cards; a refusal shows its reason and changes nothing."""
        if self._pick is None or not self._picks.children:
            self._refuse("there are no cards to pick now")
            return False
        try:
            action = self._pick.make(self.picked)
        except CardlibError as error:
            self._refuse(str(error))
            return False
        return self.play(action)

    def say(self, text: str) -> None:
        """Play the action that ``text`` names, as typing it and pressing Enter would."""
        if self._parse is None:
            raise CardlibError("this view has no text box: it was made without parse=")
        if not text.strip() and self._box_said:
            # Clicking "Say it" first takes the focus from the box, which sends what was typed
            # (and an accepted action empties the box); the click that follows has said nothing.
            self._box_said = False
            return
        try:
            action = self._parse(text)
        except CardlibError as error:
            self._refuse(str(error))
            return
        if self.play(action) and self._text.value:
            self._text.value = ""                    # accepted: the box is ready for the next one
            self._box_said = True

    def play(self, action: Action) -> bool:
        """The reader takes ``action``; bots answer. A refused action shows the reason,
        changes nothing and returns False."""
        self._box_said = False
        state = self.state
        reason = self._why_not(state, action)
        if reason is not None:
            self._refuse(reason)
            return False
        self._refuse("")
        since = len(state.events)
        self.state = state.apply(action)
        self._narrated(state, self.state)
        self._run_bots(since)
        self._refresh()
        return True

    def hint(self) -> None:
        """Say what a bot would do in the reader's seat, and why; the game is left as it was."""
        if self._hint_bot is None:
            self._hint_text = ""
        elif self.paused is not None or self.state.is_over or self.state.to_act != self._reader:
            self._hint_text = f"No hint now: {self._turn_words()[0].lower()}{self._turn_words()[1:]}"
        else:
            decision = self._hint_bot.choose(self.state)
            self._hint_text = f"A bot in your seat would choose {decision.action}: {decision.reason}."
        self._hint_line.value = (f'<span class="cardlib-hint">{suits_html(self._hint_text)}</span>'
                                 if self._hint_text else "")

    def next_deal(self) -> None:
        """Leave the finished deal's result: bots move on until the reader is to act."""
        if self.paused is None:
            return
        self.paused = None
        self._run_bots(len(self.state.events))
        self._refresh()

    def start(self, seed: int) -> None:
        """A new game from ``seed``; bots move until the reader is to act."""
        try:
            state = self._new_game(seed)
        except CardlibError as error:
            self._refuse(str(error))
            return
        self._begin(state, seed)

    # -- inside -----------------------------------------------------------------------------

    def _begin(self, state: GameState, seed: int) -> None:
        self.state, self._seed_used = state, seed
        self.paused, self._scale = None, None
        self._notes, self._said = [], []
        for button in self._buttons.values():
            if button not in self._choices.children:
                button.close()
        self._buttons, self._button_actions = {b.description: b for b in self._choices.children}, {}
        self._refuse("")
        self._run_bots(0)
        self._refresh()

    def _name(self, seat: int) -> str:
        names = self._names
        if callable(names):
            return names(seat)
        if isinstance(names, Mapping):
            if seat in names:
                return names[seat]
        elif names is not None and 0 <= seat < len(names):
            return names[seat]
        return "You" if seat == self._reader else f"Seat {seat}"

    def _why_not(self, state: GameState, action: Action) -> str | None:
        if self.paused is not None:
            return "this deal is over: press Next deal to go on"
        if state.is_over:
            return "the game is over: press New game to play again"
        if state.to_act != self._reader:
            return f"it is not your turn: {self._name(state.to_act)} is to act"
        if state.can(action):
            return None
        return state.why_illegal(action) or f"cannot {action} now"


    def _refuse(self, text: str) -> None:
        self._message_text = text
        self._message.value = error_html("Not allowed:", text)

    def _on_enter(self, change) -> None:
        if change["new"].strip():
            self.say(change["new"])

    @staticmethod
    def _deal_end(state: GameState, since: int) -> Event | None:
        for event in state.events[since:]:
            if event.kind == "deal":
                return event
        return None

    def _run_bots(self, since: int) -> None:
        """Bots move until the reader is to act, the game is over, or a deal ends after event ``since``."""
        ended = self._deal_end(self.state, since)
        if ended is None:
            befores: list[GameState] = []
            self.state = play_out(self.state, self._bots, max_steps=self._max_bot_moves,
                                  stop=lambda s: s.to_act == self._reader or self._deal_end(s, since) is not None,
                                  on_step=lambda s, decision: befores.append(s))
            for before, after in zip(befores, befores[1:] + [self.state]):
                self._narrated(before, after)
            ended = self._deal_end(self.state, since)
        self.paused = ended

    def _words(self, events: Sequence[Event]) -> list[str]:
        """Each event's words for the reader. A game's events only grow, so each is written once."""
        said = self._said
        if len(said) > len(events):                  # not this game's events: start again
            said.clear()
        said += [event.words(self._name, viewer=self._reader) for event in events[len(said):]]
        return said

    def _entries(self) -> list[tuple[Event | None, str]]:
        """The log's lines with the event each is written from (None for the others)."""
        entries: list[tuple[Event | None, str]] = [(None, f"New game, seed {self._seed_used}.")]
        notes = iter(self._notes)
        note = next(notes, None)
        events = self.state.events
        for i, (event, words) in enumerate(zip(events, self._words(events))):
            while note is not None and note[0] <= i:
                entries.append((None, note[1]))
                note = next(notes, None)
            entries.append((event, words))
        while note is not None:
            entries.append((None, note[1]))
            note = next(notes, None)
        return entries

    def _narrated(self, before: GameState, after: GameState) -> None:
        if self._narrate is not None:
            self._notes += [(len(after.events), line) for line in self._narrate(before, after)]

    def _recent_from(self, entries: list[tuple[Event | None, str]] | None = None) -> int:
        entries = self._entries() if entries is None else entries
        for i in range(len(entries) - 1, -1, -1):
            event = entries[i][0]
            if event is not None and event.kind == "action" and event.seat == self._reader:
                return i
        return 0

    def _refresh(self) -> None:
        state = self.state
        view = self._view(state, self._reader)
        self._hint_text = ""
        self._hint_line.value = ""
        if self.paused is not None:
            self._show_result(self.paused, view)
        else:
            self._result_text = ""
            self._result.value = ""
            self._shown = view
        self._pause_box.layout.display = None if self.paused is not None else "none"
        self._next_deal.layout.display = "none" if state.is_over else None
        self._draw()
        reader_turn = self.paused is None and not state.is_over and state.to_act == self._reader
        turn = self._turn_words()
        self._status.value = "".join(f"<div>{suits_html(line)}</div>" for line in (*view.status, turn))
        buttons = []
        if reader_turn:
            for action in self._tries(state, self._reader):
                buttons.append(self._button_for(action))
        if buttons != list(self._choices.children):
            self._choices.children = buttons
        self._refresh_picker(view if reader_turn else None)
        self._hint.disabled = not reader_turn
        self._log.value = self._log_html()

    def _button_for(self, action: Action) -> widgets.Button:
        """The reader's button for ``action``, made once a game and reused: a new widget costs the
        kernel and the page far more than showing one again."""
        label = str(action)
        button = self._buttons.get(label)
        if button is None:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.on_click(lambda pressed: self.play(self._button_actions[pressed.description]))
            self._buttons[label] = button
        self._button_actions[label] = action
        return button

    def _refresh_picker(self, view: TableView | None) -> None:
        """Toggles for the reader's hand while he picks cards; kept as they are while his hand is."""
        pick = self._pick
        picking = (pick is not None and view is not None and self._reader < len(view.hands)
                   and (pick.when is None or pick.when(self.state)))
        if not picking:
            self._picks.children, self._pick_hand = [], ()
            self._picker.layout.display = "none"
            return
        hand = tuple(view.hands[self._reader])
        if self._pick_hand != hand:
            self._picks.children, self._pick_hand = [_card_toggle(card) for card in hand], hand
        self._pick_prompt.value = suits_html(self._pick_words())
        self._picker.layout.display = None

    def _pick_words(self) -> str:
        count = self._pick.count
        return f"Pick {count} card{'s' if count > 1 else ''} of your hand, then press {self._pick.label}."

    def _turn_words(self) -> str:
        state = self.state
        if state.is_over:
            return "The game is over."
        if self.paused is not None:
            return "The deal is over: press Next deal to go on."
        return "Your turn." if state.to_act == self._reader else f"{self._name(state.to_act)} to act."

    def _show_result(self, event: Event, view: TableView) -> None:
        hands = event.get("hands")
        lines = [line.words(self._name, viewer=self._reader) if isinstance(line, Event) else str(line)
                 for line in event.get("lines", ()) or ()]
        shown = view
        held = []
        if hands is not None and len(hands) == len(view.hands):
            shown = dataclasses.replace(view, hands=tuple(hands), face_down=frozenset(), centre=(),
                                        highlight=frozenset(), to_act=None)
            held = [f"{self._name(seat)} held {' '.join(str(c) for c in hand) or 'no cards'}"
                    for seat, hand in enumerate(hands)]
        self._shown = shown
        head = event.words(self._name, viewer=self._reader)
        items = lines + held
        listed = bullets(items) if items else None
        self._result_text = "\n".join([head] + ([listed.text] if listed else []))
        self._result.value = (f'<div class="cardlib-deal-result"><p><b>{suits_html(head)}</b></p>'
                              f'{listed.html if listed else ""}</div>')

    def _draw(self) -> None:
        view = self._shown
        if view is None:
            return
        picture = scene.table_picture(list(view.hands), **{**view.options(), **self._table_options})
        room_width, room_height = self._room
        fit = min(room_width / picture.width, room_height / picture.height)
        first = self._scale is None
        if first:
            self._scale = fit                 # kept for the whole game, so the table holds still
        scale = min(self._scale, fit)
        # The canvas is as tall as the tallest table of the game so far, so no empty band
        # stands between the table and the words under it; it grows (never shrinks) in a game.
        height = min(room_height, math.ceil(picture.height * scale) + 1)
        if first or height > self._canvas.height:
            self._canvas.height = height
        with hold_canvas():
            self._canvas.clear()
            draw_picture(self._canvas, picture, width=picture.width * scale)

    def _log_html(self) -> str:
        entries = self._entries()
        lines = [line for _, line in entries]
        cut = self._recent_from(entries)
        older, recent = lines[:cut], lines[cut:]
        body = "".join(f"<div>{suits_html(line)}</div>" for line in recent)
        folded = ""
        if older:
            folded = (f'<details class="cardlib-log-older"><summary>Earlier moves ({len(older)} lines)</summary>'
                      + "".join(f"<div>{suits_html(line)}</div>" for line in older) + "</details>")
        return f'<div class="cardlib-log" style="font-size:90%;line-height:1.35">{folded}{body}</div>'


def _card_toggle(card) -> widgets.ToggleButton:
    return widgets.ToggleButton(description=str(card), layout=widgets.Layout(width="56px"), tooltip=f"pick {card}")


def _same_kind(bots: Mapping[int, object]) -> _Tidy | None:
    """A fresh bot of the same class as the others, for hints; None if it cannot be made."""
    for bot in bots.values():
        try:
            return _Tidy(type(bot)())
        except TypeError:
            return None
    return None
