"""Play a whole game against bots on the live canvas table: one view for every game.

The view needs only the play protocol (``legal_actions``, ``apply``, ``why_illegal``,
``to_act``) and a ``view(state, viewer) -> TableView`` function, which says what the
reader's seat may see (by default the state's own ``table(viewer)`` method). The reader's choices are buttons; a choice the rules forbid is refused
with the reason, and the state is left as it was. Bots move in turn and say why.
"""

from __future__ import annotations

import html
from typing import Callable, Iterable, Mapping, Sequence

import ipywidgets as widgets
from ipycanvas import Canvas

from ..errors import CardlibError
from ..game import Action, Decision, GameState, TableView
from ..render.canvas import attach_table, draw_table
from .messages import error_html

__all__ = ["PlayView"]

class PlayView(widgets.VBox):
    """A game between the reader (``reader`` seat) and bots, drawn live on a canvas.

    ``new_game`` makes a fresh state from a seed; ``bots`` maps each other seat to a bot
    with ``choose(state) -> Decision``; ``tries(state, seat)`` lists what the reader may try
    now, legal or not (by default, the legal actions), so that an illegal try can be
    explained. ``narrate(before, after)`` may add the game's own lines to the log.
    ``parse(text) -> Action``, if given, adds a text box where the reader may type any
    action (say ``envido 7``); text it cannot read is refused with its error message.
    """

    LOG_LINES = 14

    def __init__(self, new_game: Callable[[int], GameState], bots: Mapping[int, object], *,
                 reader: int = 0, seed: int = 1, tries: Callable[[GameState, int], Iterable[Action]] | None = None,
                 narrate: Callable[[GameState, GameState], Sequence[str]] | None = None,
                 names: Sequence[str] | None = None,
                 parse: Callable[[str], Action] | None = None, parse_hint: str = "",
                 view: Callable[[GameState, int], TableView] | None = None, canvas_size: tuple[int, int] = (720, 540),
                 max_bot_moves: int = 10_000) -> None:
        self._new_game = new_game
        self._bots = dict(bots)
        self._reader = reader
        self._tries = tries or (lambda state, seat: state.legal_actions())
        self._narrate = narrate
        self._view = view or (lambda state, viewer: state.table(viewer))
        self._names = list(names) if names else None
        self._max_bot_moves = max_bot_moves
        self._lines: list[str] = []
        self._canvas = Canvas(width=canvas_size[0], height=canvas_size[1],
                              layout=widgets.Layout(width="100%", max_width=f"{canvas_size[0]}px"))
        self._status = widgets.HTML()
        self._message = widgets.HTML()
        self._choices = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._log = widgets.HTML()
        self._seed = widgets.IntText(value=seed, description="Seed", layout=widgets.Layout(width="160px"))
        self._restart = widgets.Button(description="New game", icon="refresh")
        self._restart.on_click(lambda _: self.start(self._seed.value))
        self._parse = parse
        self._text = widgets.Text(placeholder=parse_hint, layout=widgets.Layout(width="260px"))
        self._say = widgets.Button(description="Say it", icon="comment")
        self._say.on_click(lambda _: self.say(self._text.value))
        typed = [widgets.HBox([self._text, self._say])] if parse is not None else []
        super().__init__([self._canvas, self._status, self._message, self._choices, *typed,
                          widgets.HBox([self._seed, self._restart]), self._log])
        self.state: GameState = new_game(seed)
        attach_table(self._canvas, self._draw)
        self.start(seed)

    # -- what tests and readers may drive -------------------------------------------------

    @property
    def choices(self) -> list[widgets.Button]:
        """The reader's buttons, one per action to try."""
        return list(self._choices.children)

    @property
    def message(self) -> str:
        """The last refusal's reason, or '' (plain text)."""
        return self._message_text

    @property
    def log(self) -> list[str]:
        """Everything that happened, one line each, newest last."""
        return list(self._lines)

    def choose(self, text: str) -> None:
        """Press the reader's button whose label is ``text`` (as a click would)."""
        for button in self._choices.children:
            if button.description == text:
                button.click()
                return
        raise CardlibError(f"no choice {text!r} now; the choices are "
                           f"{', '.join(b.description for b in self._choices.children) or 'none'}")

    @property
    def text_box(self) -> widgets.Text:
        """Where the reader types an action (shown only when the view was given ``parse``)."""
        return self._text

    @property
    def say_button(self) -> widgets.Button:
        """Plays the action typed in :attr:`text_box`."""
        return self._say

    def say(self, text: str) -> None:
        """Play the action that ``text`` names, as typing it and pressing the button would."""
        if self._parse is None:
            raise CardlibError("this view has no text box: it was made without parse=")
        try:
            action = self._parse(text)
        except CardlibError as error:
            self._refuse(str(error))
            return
        self._on_choice(action)

    def start(self, seed: int) -> None:
        """A new game from ``seed``; bots move until the reader is to act."""
        try:
            state = self._new_game(seed)
        except CardlibError as error:
            self._refuse(str(error))
            return
        self.state = state
        self._lines = [f"New game, seed {seed}."]
        self._refuse("")
        self._run_bots()
        self._refresh()

    # -- inside -----------------------------------------------------------------------------

    def _name(self, seat: int) -> str:
        if self._names:
            return self._names[seat]
        return "You" if seat == self._reader else f"Seat {seat + 1}"

    def _refuse(self, text: str) -> None:
        self._message_text = text
        self._message.value = error_html("Not allowed:", text)

    def _on_choice(self, action: Action) -> None:
        state = self.state
        if state.to_act != self._reader:
            self._refuse("it is not your turn")
            return
        if not state.can(action):
            self._refuse(state.why_illegal(action))
            return
        self._refuse("")
        self._advance(action, None)
        self._run_bots()
        self._refresh()

    def _advance(self, action: Action, decision: Decision | None) -> None:
        before = self.state
        seat = before.to_act
        self.state = before.apply(action)
        line = f"{self._name(seat)}: {action}"
        if decision is not None and decision.reason:
            line += f" ({decision.reason})"
        self._lines.append(line)
        if self._narrate is not None:
            self._lines.extend(self._narrate(before, self.state))

    def _run_bots(self) -> None:
        for _ in range(self._max_bot_moves):
            state = self.state
            if state.is_over or state.to_act == self._reader:
                return
            decision = self._bots[state.to_act].choose(state)
            self._advance(decision.action, decision)
        raise RuntimeError(f"the bots made {self._max_bot_moves} moves without the game ending")

    def _refresh(self) -> None:
        state = self.state
        view = self._view(state, self._reader)
        self._draw()
        turn = ("The game is over." if state.is_over else
                "Your turn." if state.to_act == self._reader else f"{self._name(state.to_act)} to act.")
        self._status.value = "".join(f"<div>{html.escape(line)}</div>" for line in (*view.status, turn))
        buttons = []
        if not state.is_over and state.to_act == self._reader:
            for action in self._tries(state, self._reader):
                button = widgets.Button(description=str(action), layout=widgets.Layout(width="auto"))
                button.on_click(lambda _, action=action: self._on_choice(action))
                buttons.append(button)
        self._choices.children = buttons
        recent = self._lines[-self.LOG_LINES:]
        self._log.value = ('<div class="cardlib-log" style="font-family:monospace;font-size:90%">'
                           + "".join(f"<div>{html.escape(line)}</div>" for line in recent) + "</div>")

    def _draw(self) -> None:
        view = self._view(self.state, self._reader)
        draw_table(self._canvas, list(view.hands), **view.options())
