"""Play a whole game against bots on the live canvas table: one view for every game.

:class:`PlayView` is the widget of the play table: it shows a
:class:`~cardlib.table.PlayController` (the game, whose turn it is, the bots' moves, the
pauses, Hint, refusals, the log: see :mod:`cardlib.table`) and forwards the reader's clicks
to it; it decides nothing itself.

* The reader's choices are buttons (and, with ``parse``, a text box that answers on Enter).
  A choice the rules forbid is refused with the game's reason; the state stays as it was.
* **Hint** asks a bot what it would do in the reader's seat, and why, without playing it.
* At the end of each deal the bots stop: the view shows that deal's result (and, if the
  ``"deal"`` event carries ``hands``, each seat's cards face up) and a **Next deal** button.
* With a ``reviewer`` in the options, a **Review** button beside it reviews the reader's
  decisions in that deal (a progress bar while it works), and shows them as a table with the
  accuracy line under it (see :mod:`cardlib.review`). Without one, no Review button.
* Where the reader chooses several cards at once (a pass), ``pick=CardPick(3, make, label)``
  shows his hand as toggle buttons and a confirm button::

      PlayView(new_game, bots, PlayOptions(pick=CardPick(3, Pass, "Pass these three",
                                           when=lambda state: state.phase is Phase.PASS)))

* The teaching controls (see :class:`~cardlib.table.PlayController`): **Open hands** (every hand
  face up, every seat's reasons in the log), **Take back** (the reader's last decision and the
  answers to it), **Opponents** (the simple bots or the expert, shown when the game has one),
  **Replay** beside Review at a deal's end (Start, Back, Forward, End over the move list, the
  reader's choices marked as Review marks them), "Why they played so" (the other seats' full
  reasons, folded, beside Review), **New game** (a new number, shown in the number box; a number
  typed there and Enter starts that game) and **Same deal again**. The game's record is shown to
  copy, and a record pasted in the box below it is loaded (a bad one is refused with the reason).
  A click on a card of the reader's hand on the table plays it (or picks it).
* Live, the table is drawn again whole from the state after every click (a click on a button no
  longer shown, the second of a double click, is ignored), its words (the seats, the reader's hand
  in every phase, the status, whose turn) are kept in a live region a screen reader reads as they
  change, Tab and Shift+Tab leave the canvas, and when the pressed button goes the focus moves to
  the next choice (see :mod:`cardlib.widgets.access`).
* The table keeps its scale for the whole game, and the canvas is as tall as the tallest table
  drawn so far (it grows, never shrinks), so no empty band stands under the table.
* Saved with its page, the view shows the table as a picture (SVG), which any page draws from
  the saved state (the round table, and on a page narrower than 640 px the seats one under
  another, legible on a phone), above the line saying how to make it live; a canvas is blank there (its
  drawings are messages to a page, not state). The first page that shows the view with its
  kernel behind it puts the live canvas in the picture's place (see
  :class:`~cardlib.widgets.display.Described`).
"""

from __future__ import annotations

import html
import math
import uuid
from typing import Callable, Mapping

import ipywidgets as widgets
from ipycanvas import Canvas

from ..cards import Cards
from ..errors import CardlibError
from ..game import Action, Event, GameState, TableView, from_record
from ..render import scene
from ..render.svg import to_svg_pair, wide_or_narrow_html
from ..render.canvas import attach_table, redraw
from ..render.hit import canvas_card_at
from ..table import CardPick, PlayController, PlayOptions, collect_garbage
from .access import VIEW_CLASS, canvas_name_html, keyboard_exit, live_words_html, picture_words, table_name
from .display import Described, Shown, bullets, live_note_html, sentence, suits_html, table, words_html
from .messages import error_html

__all__ = ["PlayView", "PlayTable", "PlayOptions", "CardPick"]

# The message line when there is no refusal, on a live table: as tall as a one-line refusal, so the
# buttons under it stay where they are when one shows or goes. A saved page shows no refusal, ever:
# there the line is empty (its room was a band of 46 px between the table's words and its buttons).
_BLANK_LINE = '<p class="cardlib-message">&nbsp;</p>'      # keeps the line's room: nothing moves
# On a phone (390 px: a view has about 358) a row of controls that does not wrap squeezed its buttons
# below their labels ("New ga…"): ipywidgets gives a button a fixed 148 px and lets a row shrink it.
# So every button takes its label's width and every row of controls wraps.
_FIT = dict(width="auto")                       # a button as wide as its label
_ROW = dict(flex_flow="row wrap")               # a row that wraps on a narrow page


class PlayView(Described, widgets.VBox):
    """A game between the reader and bots, drawn live on a canvas.

    ``new_game(seed)`` makes a fresh state; ``bots`` maps each other seat to a bot with
    ``choose(state) -> Decision``; ``options`` (a :class:`~cardlib.table.PlayOptions`) say how
    the game runs: the reader's seat, his tries, the seats' names, ``parse`` for a text box
    where he may type any action (say ``envido 7``), the table he sees, the hint bot and a
    :class:`~cardlib.table.CardPick`. The view adds only how it looks: ``parse_hint`` (the text box's
    placeholder), ``canvas_size`` (the most the table may take, in pixels) and
    ``table_options`` (passed on to the table picture, say a fixed hand size).
    """

    LIVE_NOTE = ""                  # the picture of the table carries the line (see _draw)

    def __init__(self, new_game: Callable[[int], GameState], bots: Mapping[int, object],
                 options: PlayOptions = PlayOptions(), *, seed: int = 1, parse_hint: str = "",
                 canvas_size: tuple[int, int] = (720, 540), table_options: Mapping | None = None) -> None:
        self._controller = PlayController(new_game, bots, options, seed=seed)   # a bad first seed raises here
        self._table_options = dict(table_options or {})
        self._toggle_hand: tuple = ()                # the cards the toggles stand for, in order
        self._box_said = False                       # the box just sent an accepted action
        self._buttons: dict[str, widgets.Button] = {}            # the reader's buttons by label
        self._toggles: dict[str, widgets.ToggleButton] = {}      # the pick's toggles by card
        self._button_actions: dict[str, Action] = {}              # the action each label stands for now
        self._scale: float | None = None

        self._room = canvas_size                      # the most the table may take, in pixels
        # margin 0: a widget's own 2 px margins on top of its 100% ran the table 2 to 4 px out of its box,
        # cutting the table's right border
        # (no tooltip: a page's widget code reads a description the canvas has not, and the canvas fails to show)
        self._canvas = Canvas(width=canvas_size[0], height=canvas_size[1],
                              layout=widgets.Layout(width="100%", max_width=f"{canvas_size[0]}px", margin="0"))
        self._words = widgets.HTML()                  # the live table in words, read by a screen reader
        # the canvas's name and the script that makes the words' element the live region: set once,
        # and shown (after the words) once the view is live; a saved page has neither
        self._name = widgets.HTML(layout=widgets.Layout(margin="0"))    # margin 0: the view no taller
        self._table_words: list[str] = []
        self._words_id = f"cardlib-table-{uuid.uuid4().hex[:12]}"     # the live region's, unique on the page
        self.control_before = None                    # the control a Shift+Tab on the canvas goes back to
        keyboard_exit(self._canvas, self._first_control, lambda: self.control_before or self._last_control())
        self._picture = widgets.HTML(layout=widgets.Layout(width="100%", max_width=f"{canvas_size[0]}px", margin="0"))
        self._status = widgets.HTML()
        self._message = widgets.HTML()               # one line kept free, so nothing moves when a refusal shows
        self._result = widgets.HTML()
        self._next_deal = widgets.Button(description="Next deal", button_style="primary", icon="forward",
                                         layout=widgets.Layout(**_FIT))
        self._next_deal.on_click(lambda pressed: self._then_focus(pressed, self.next_deal()))
        self._choices = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._hint = widgets.Button(description="Hint", icon="lightbulb-o", layout=widgets.Layout(**_FIT),
                                    tooltip="what the computer would do in your seat, and why (selected for you to confirm)")
        self._hint.on_click(lambda _: self.hint())
        # beside Hint, in the room the button leaves (from nothing: an empty line never wraps under it)
        self._hint_line = widgets.HTML(layout=widgets.Layout(min_height="1.6em", flex="1 1 0%"))
        if not self._controller.has_hint:
            self._hint.layout.display = "none"
        self._text = widgets.Text(placeholder=parse_hint, continuous_update=False,
                                  layout=widgets.Layout(width="260px"))
        self._text.observe(self._on_enter, names="value")
        self._say = widgets.Button(description="Say it", icon="comment", layout=widgets.Layout(**_FIT))
        self._say.on_click(lambda _: self.say(self._text.value))
        typed = ([widgets.HBox([self._text, self._say], layout=widgets.Layout(**_ROW))]
                 if options.parse is not None else [])
        self._seed = widgets.IntText(value=seed, description="Deal no.", layout=widgets.Layout(width="160px"),
                                     tooltip="type a deal's number and press Enter to play that game")
        self._restart = widgets.Button(description="New game", icon="refresh", tooltip="a new game, with a new number",
                                       layout=widgets.Layout(**_FIT))
        self._restart.on_click(lambda _: self.new_game())
        self._showing_seed = False                    # the view sets the box itself: no new game from it
        self._seed.observe(self._on_seed, names="value")       # a number typed and Enter starts that game
        self._again = widgets.Button(description="Same deal again", icon="repeat", layout=widgets.Layout(**_FIT),
                                     tooltip="the deal on the table again from its start")
        self._again.on_click(lambda _: self.same_deal())
        # the teaching modes
        self._open = widgets.ToggleButton(description="Open hands", icon="eye", value=False, layout=widgets.Layout(**_FIT),
                                          tooltip="every hand face up and every seat's reasons in the log")
        self._open.observe(lambda change: self.show_hands(change["new"]), names="value")
        self._take_back = widgets.Button(description="Take back", icon="undo", layout=widgets.Layout(**_FIT),
                                         tooltip="undo your last decision and the answers to it")
        self._take_back.on_click(lambda _: self.take_back())
        self._opponents = widgets.Dropdown(options=[("the simple bots", "simple"), ("the expert (about 1 s a move)", "expert")],
                                           value="simple", description="Opponents", layout=widgets.Layout(width="320px"))
        self._opponents.observe(lambda change: self.choose_opponents(change["new"]), names="value")
        if not self._controller.has_expert:
            self._opponents.layout.display = "none"
        self._teach = widgets.HBox([self._open, self._take_back, self._opponents], layout=widgets.Layout(**_ROW))
        # the replay of a finished deal
        self._replay_button = widgets.Button(description="Replay", icon="film", layout=widgets.Layout(**_FIT),
                                             tooltip="step through this deal, decision by decision, with the review's marks")
        self._replay_button.on_click(lambda _: self.replay())
        self._why = widgets.HTML()                    # at a deal's end: the other seats' full reasons
        steps = [("Start", "fast-backward", lambda _: self.replay_go(0)),
                 ("Back", "step-backward", lambda _: self.replay_step(-1)),
                 ("Forward", "step-forward", lambda _: self.replay_step(1)),
                 ("End", "fast-forward", lambda _: self.replay_go(self._controller.replay_length)),
                 ("Back to the table", "times", lambda _: self.end_replay())]
        self._replay_controls = []
        for label, icon, on_click in steps:
            button = widgets.Button(description=label, icon=icon, layout=widgets.Layout(**_FIT))
            button.on_click(on_click)
            self._replay_controls.append(button)
        self._moves = widgets.HTML()
        self._replay_box = widgets.VBox([widgets.HBox(self._replay_controls, layout=widgets.Layout(**_ROW)),
                                         self._moves], layout=widgets.Layout(display="none"))
        self._canvas.on_mouse_down(self.click_table)       # a click on a card of the hand plays it
        # the game's record: shown to copy, and a pasted one loaded (a class plays the same deal)
        self._record_line = widgets.HTML()
        self._record_box = widgets.Text(placeholder="paste a game's record here", continuous_update=False,
                                        layout=widgets.Layout(width="420px", max_width="100%"))
        self._load = widgets.Button(description="Load record", icon="upload", layout=widgets.Layout(**_FIT),
                                    tooltip="put the pasted record's game on the table")
        self.record_loader: Callable[[str], bool] | None = None     # who loads a record (a PlayTable: any player count)
        self._load.on_click(lambda _: (self.record_loader or self.load_record)(self._record_box.value))
        self._sharing = widgets.VBox([self._record_line, widgets.HBox([self._record_box, self._load],
                                                                       layout=widgets.Layout(**_ROW))])
        if not self._controller.record:
            self._sharing.layout.display = "none"          # a game the records do not know
        self._log = widgets.HTML()
        self._pick_prompt = widgets.HTML()
        self._picks = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._confirm = widgets.Button(description=options.pick.label if options.pick else "Confirm",
                                       button_style="primary", icon="check",
                                       layout=widgets.Layout(**_FIT, align_self="flex-start"))   # not the column's width
        self._confirm.on_click(lambda pressed: self._then_focus(pressed, self.confirm_pick()))
        self._picker = widgets.VBox([self._pick_prompt, self._picks, self._confirm],
                                    layout=widgets.Layout(display="none"))
        self._review_button = widgets.Button(description="Review", icon="search", layout=widgets.Layout(**_FIT),
                                             tooltip="your decisions in this deal beside the expert's best")
        self._review_button.on_click(lambda _: self.review())
        if not self._controller.has_review:
            self._review_button.layout.display = "none"
        self._review_bar = widgets.IntProgress(min=0, max=1, description="Reviewing",
                                               layout=widgets.Layout(display="none"))
        self._review_out = widgets.HTML()
        self._review_shown: Shown | None = None
        self._review_for: Event | None = None         # the deal's end the shown review belongs to
        self._pause_box = widgets.VBox([self._result, widgets.HBox([self._next_deal, self._review_button,
                                                                    self._replay_button, self._review_bar],
                                                                   layout=widgets.Layout(**_ROW)),
                                        self._review_out, self._why])
        super().__init__([self._picture, self._status, self._message, self._pause_box, self._choices, self._picker,
                          self._replay_box, *typed,
                          widgets.HBox([self._hint, self._hint_line], layout=widgets.Layout(**_ROW)), self._teach,
                          widgets.HBox([self._seed, self._restart, self._again], layout=widgets.Layout(**_ROW)),
                          self._sharing, self._log,
                          self._words])      # (last, so the parts above keep their places)
        self.add_class(VIEW_CLASS)                  # where the words' script finds the canvas to name
        self._show()
        self._draw()
        if options.collect:                          # the view's widgets frozen too, while no one waits
            collect_garbage()

    def describe(self) -> str:
        """The table in words: what a text front end shows instead of the widget."""
        game = self._controller
        view = game.table
        parts = [f"Play table, deal number {game.seed}: you are seat {game.reader}."]
        parts += [line if line.endswith(".") else f"{line}." for line in view.status]
        if game.reader < len(view.hands) and game.reader not in view.face_down:
            parts.append(f"Your cards: {Cards(view.hands[game.reader]).words() if view.hands[game.reader] else 'none'}.")
        if game.open_hands or game.replaying:          # every hand face up: each is said
            parts += [f"{game.name(seat)} holds {Cards(hand).words()}."
                      for seat, hand in enumerate(view.hands) if seat != game.reader]
        parts.append(game.turn_words())
        if game.pick_hand:
            parts.append(game.pick_words())
        return " ".join(parts)

    # -- what tests and readers may drive -------------------------------------------------

    @property
    def controller(self) -> PlayController:
        """The model this view shows: the game, its turns, pauses, hints and log."""
        return self._controller

    @property
    def state(self) -> GameState:
        return self._controller.state

    @state.setter
    def state(self, state: GameState) -> None:
        """Put ``state`` on the table and show it (buttons, text and canvas)."""
        self._controller.state = state
        self._refresh()

    @property
    def paused(self) -> Event | None:
        """The ``"deal"`` event the view pauses on, or None."""
        return self._controller.paused

    @property
    def choices(self) -> list[widgets.Button]:
        """The reader's buttons, one per action to try (none while it is not the reader's turn)."""
        return list(self._choices.children)

    @property
    def message(self) -> str:
        """The last refusal's reason, or '' (plain text)."""
        return self._controller.message

    @property
    def hint_text(self) -> str:
        """What the last **Hint** said (plain text), or ''."""
        return self._controller.hint_text

    @property
    def result_text(self) -> str:
        """The finished deal's result while the view pauses on it (plain text), or ''."""
        end = self._controller.deal_end
        if end is None:
            return ""
        return "\n".join([end.head] + ([bullets(end.lines).text] if end.lines else []))

    @property
    def status_html(self) -> str:
        """The status under the table as it shows (HTML): the score, whose turn, the game's end."""
        return self._status.value

    @property
    def log_html(self) -> str:
        """The log as it shows (HTML): the recent lines, the earlier ones folded away."""
        return self._log.value

    @property
    def log(self) -> list[str]:
        """Everything that happened this game, one line each, newest last."""
        return self._controller.log

    @property
    def recent_log(self) -> list[str]:
        """The log lines kept in view: from the reader's last move on (older lines are folded)."""
        return self.log[self._controller.recent_from:]

    @property
    def pick_buttons(self) -> list[widgets.ToggleButton]:
        """One toggle per card of the reader's hand while he picks cards (see :class:`~cardlib.table.CardPick`), else none."""
        return list(self._picks.children)

    @property
    def confirm_button(self) -> widgets.Button:
        """Plays the picked cards (shown with the toggles)."""
        return self._confirm

    @property
    def picked(self) -> tuple:
        """The cards toggled on now, in hand order."""
        return self._controller.picked

    @property
    def hint_button(self) -> widgets.Button:
        return self._hint

    @property
    def next_deal_button(self) -> widgets.Button:
        """Shown while the view pauses at the end of a deal."""
        return self._next_deal

    @property
    def review_button(self) -> widgets.Button:
        """Reviews the deal that just ended (shown only when the game has a reviewer)."""
        return self._review_button

    @property
    def review_bar(self) -> widgets.IntProgress:
        """The review's progress: decisions reviewed of all (shown while it works)."""
        return self._review_bar

    @property
    def review_shown(self) -> Shown | None:
        """The review on show (its ``text``: the table and the accuracy line), or None."""
        return self._review_shown

    @property
    def seed_box(self) -> widgets.IntText:
        """The deal's number: New game shows the new one; a number typed and Enter starts that game."""
        return self._seed

    @property
    def same_deal_button(self) -> widgets.Button:
        """Plays the deal on the table again from its start."""
        return self._again

    @property
    def open_hands_button(self) -> widgets.ToggleButton:
        """Open hands: every hand face up and every seat's reasons in the log."""
        return self._open

    @property
    def take_back_button(self) -> widgets.Button:
        """Undoes the reader's last decision and the bots' answers to it."""
        return self._take_back

    @property
    def opponents_box(self) -> widgets.Dropdown:
        """Who plays the other seats: the simple bots or the expert (shown when the game has an expert)."""
        return self._opponents

    @property
    def replay_button(self) -> widgets.Button:
        """Replays the deal that just ended (shown with its result)."""
        return self._replay_button

    @property
    def replay_buttons(self) -> list[widgets.Button]:
        """The replay's Start, Back, Forward, End and Back to the table (shown while it is on)."""
        return list(self._replay_controls)

    @property
    def moves_text(self) -> str:
        """The replay's move list, one line a decision, the one on show marked with a "▶" ('' when no replay is on)."""
        at = self._controller.replay_at
        return "\n".join(("▶ " if move.step == at else "  ") + str(move) for move in self._controller.moves)

    @property
    def replay_panel(self) -> widgets.VBox:
        """The replay's buttons and move list (shown while a replay is on)."""
        return self._replay_box

    @property
    def record_line(self) -> widgets.HTML:
        """The line that shows the game's record to copy."""
        return self._record_line

    @property
    def record_box(self) -> widgets.Text:
        """Where a game's record is pasted; ``load_button`` loads it."""
        return self._record_box

    @property
    def load_button(self) -> widgets.Button:
        """The button that loads the record pasted in :attr:`record_box` (the table stays as it was
        if the record is bad, and says why)."""
        return self._load

    @property
    def record_text(self) -> str:
        """The record of the game in play, as the table shows it to copy ('' for a game with none,
        and while a deal holds another seat's secret move: see :attr:`~cardlib.table.PlayController.record_shown`)."""
        return self._controller.record_shown

    @property
    def why_text(self) -> str:
        """At a deal's end, "why they played so": the other seats' decisions with their full reasons."""
        lines = self._controller.why_lines
        return "\n".join(["Why they played so:", *lines]) if lines else ""

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
    def table_view(self) -> TableView:
        """The table as drawn now (during a pause, the finished deal face up)."""
        return self._controller.table

    @property
    def table_words(self) -> str:
        """The live table in words, as its live region gives it to a screen reader: the seats,
        their cards (the reader's always, in every phase), the middle, the counters, the status
        and whose turn it is; '' until a page with the kernel behind it shows the view."""
        return " ".join(self._table_words)

    @property
    def canvas(self) -> Canvas:
        """The live canvas the table is drawn on; a page shows it in the saved picture's place once
        the view is live (its size is the table's, scaled by :attr:`scale`)."""
        return self._canvas

    @property
    def words_html(self) -> str:
        """The HTML a page gets for the live table in words, :attr:`table_words` alone (the value of
        :attr:`words_widget`, whose element is the live region); '' until the view is live."""
        return self._words.value

    @property
    def words_widget(self) -> widgets.HTML:
        """The widget of the live table in words, the same for the view's whole life: its element on
        a page is the live region (id :attr:`words_id`), which stays while its value changes."""
        return self._words

    @property
    def name_html(self) -> str:
        """The HTML a page gets once for the live canvas's name: the name and the script that makes
        :attr:`words_widget`'s element the live region and names the canvas by it (see
        :func:`~cardlib.widgets.access.canvas_name_html`); '' until the view is live."""
        return self._name.value

    @property
    def words_id(self) -> str:
        """The id of this view's live region, unique on the page."""
        return self._words_id

    @property
    def picture_html(self) -> str:
        """The table as a saved page shows it (a picture, with the line saying how to make it
        live); '' once the view is live and the canvas has taken its place."""
        return self._picture.value

    @property
    def scale(self) -> float | None:
        """The scale the table is drawn at this game (fixed at its first table so the table holds
        still); None before a game's first drawing."""
        return self._scale

    @property
    def last_control(self) -> widgets.DOMWidget:
        """The view's last control, where a Shift+Tab on the canvas goes with none before it:
        :attr:`load_button`, else :attr:`same_deal_button`."""
        return self._last_control()

    def owned_widgets(self) -> list[widgets.Widget]:
        """Every widget this view made, each once: the parts shown now and the hidden ones, the
        reader's buttons and card toggles kept for later games, the picture the canvas replaced, and
        each one's layout and style; not the view itself, and nothing shared with other widgets (the
        canvases' manager)."""
        found: dict[int, widgets.Widget] = {}
        todo: list = [*self.children]
        for name, value in vars(self).items():       # the parts held by name, shown or not
            if name == "control_before":             # another's control (a PlayTable's drop-down)
                continue
            if isinstance(value, widgets.Widget):
                todo.append(value)
            elif isinstance(value, (list, tuple)):
                todo += [v for v in value if isinstance(v, widgets.Widget)]
            elif isinstance(value, dict):
                todo += [v for v in value.values() if isinstance(v, widgets.Widget)]
        while todo:
            widget = todo.pop()
            if widget is self or id(widget) in found:
                continue
            found[id(widget)] = widget
            todo += list(getattr(widget, "children", ()) or ())
            todo += [getattr(widget, name, None) for name in ("layout", "style")
                     if isinstance(getattr(widget, name, None), widgets.Widget)]
        return list(found.values())

    def close(self) -> None:
        """Close the view and every widget it made (:meth:`owned_widgets`): a page drops them and
        the kernel forgets them (ipywidgets holds every open widget until it is closed, so a view
        dropped without closing stayed in memory for good, its few hundred widgets with it)."""
        for widget in self.owned_widgets():
            widget.close()
        super().close()

    def redraw(self) -> None:
        """Draw the table again from the state as it is (what every move does after it): the live
        canvas and words, or the saved picture; the game does not change."""
        self._draw()

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
        a card not among the toggles, or one more than the pick takes, is refused with the message,
        and nothing is toggled (a toggle clicked shows its card as it was)."""
        done = self._controller.toggle(*cards)
        self._show_picks()
        self._show_message()
        if done:
            self._draw()                             # the picked cards are outlined on the table too

    def confirm_pick(self) -> bool:
        """Play the action the pick builds from the toggled cards; a refusal shows its reason and changes nothing."""
        return self._after(self._controller.confirm_pick())

    def say(self, text: str) -> None:
        """Play the action that ``text`` names, as typing it and pressing Enter would."""
        if self._controller.options.parse is None:
            raise CardlibError("this view has no text box: it was made without parse=")
        if not text.strip() and self._box_said:
            # Clicking "Say it" first takes the focus from the box, which sends what was typed
            # (and an accepted action empties the box); the click that follows has said nothing.
            self._box_said = False
            return
        self._box_said = False
        if self._after(self._controller.say(text)) and self._text.value:
            self._text.value = ""                    # accepted: the box is ready for the next one
            self._box_said = True

    def play(self, action: Action) -> bool:
        """The reader takes ``action``; bots answer. A refused action shows the reason,
        changes nothing and returns False."""
        self._box_said = False
        return self._after(self._controller.play(action))

    def hint(self) -> None:
        """Say what the computer would do in the reader's seat, and why, and select it (its
        button marked, or its cards picked) for the reader to confirm; nothing is played."""
        self._controller.hint()
        self._refresh()

    def review(self) -> None:
        """Review the reader's decisions in the deal that just ended, the progress bar moving
        while it works, and show the table; before a deal has ended, say why not."""
        bar = self._review_bar

        def progress(done: int, total: int) -> None:
            bar.max, bar.value = max(total, 1), done

        bar.value, bar.layout.display = 0, None
        try:
            review = self._controller.review(progress)
        finally:
            bar.layout.display = "none"
        if review is None:
            self._show_message()
            return
        rows = table(review.header, review.rows())
        summary = " ".join(filter(None, [review.summary(), self._controller.review_note]))
        key = review.expected_words() if review.decisions else ""     # what the Expected columns count
        self._review_shown = Shown(rows.html + sentence(summary).html + (sentence(key).html if key else ""),
                                   f"{rows.text}\n{summary}" + (f"\n{key}" if key else ""))
        self._review_out.value, self._review_for = self._review_shown.html, self._controller.paused

    def next_deal(self) -> None:
        """Leave the finished deal's result: bots move on until the reader is to act."""
        if self._controller.next_deal():
            self._refresh()

    def start(self, seed: int) -> None:
        """A new game from ``seed``; bots move until the reader is to act."""
        self._started(self._controller.start(seed))

    def new_game(self) -> None:
        """A new game with a new deal number, shown in the number box."""
        self._started(self._controller.new_game())

    def same_deal(self) -> None:
        """The deal on the table again from its start."""
        self._after(self._controller.same_deal())

    def load_record(self, text: str) -> bool:
        """Put a pasted record's game on the table; a bad record shows the reason and changes nothing."""
        loaded = self._controller.load_record(text)
        self._started(loaded)
        if loaded:
            self._record_box.value = ""
        return loaded

    def show_hands(self, on: bool = True) -> None:
        """Open hands (or close them): every hand face up and every seat's reasons in the log."""
        if self._controller.show_hands(on):
            self._refresh()

    def take_back(self) -> bool:
        """Undo the reader's last decision and the bots' answers to it; with nothing to take back, say so."""
        return self._after(self._controller.take_back())

    def choose_opponents(self, kind: str) -> bool:
        """The simple bots (``"simple"``) or the expert (``"expert"``) in the other seats."""
        return self._after(self._controller.choose_opponents(kind))

    def replay(self) -> bool:
        """Replay the deal that just ended (reviewing it first, the progress bar moving)."""
        bar = self._review_bar

        def progress(done: int, total: int) -> None:
            bar.max, bar.value = max(total, 1), done

        bar.value, bar.layout.display = 0, None
        try:
            on = self._controller.replay(progress if self._controller.has_review else None)
        finally:
            bar.layout.display = "none"
        return self._after(on)

    def replay_go(self, at: int) -> bool:
        """Show the replayed deal after its ``at``-th decision (0: as dealt)."""
        return self._after(self._controller.replay_go(at))

    def replay_step(self, by: int = 1) -> bool:
        """Step the replay ``by`` decisions, forward or back."""
        return self._after(self._controller.replay_step(by))

    def end_replay(self) -> None:
        """Leave the replay: the table shows the finished deal again."""
        if self._controller.end_replay():
            self._refresh()

    def click_table(self, x: float, y: float) -> bool:
        """A click at ``(x, y)`` on the canvas (its pixels): a card of the reader's hand under it
        is played (or, while he picks cards, picked or put back). A click elsewhere does nothing."""
        game = self._controller
        card = self.card_at(x, y)
        if card is None:
            return False
        if game.pick_hand:
            if card not in {str(c) for c in game.pick_hand}:
                return False
            self.pick(card)
            return True
        plays = [action for action in game.tries if str(getattr(action, "card", None)) == card]
        return self.play(plays[0]) if plays else False      # the plain play of the card comes first

    def card_at(self, x: float, y: float) -> str | None:
        """The name of the face-up card the canvas shows under its point ``(x, y)`` (its pixels), laid
        out as the table is drawn now; None where no face-up card is."""
        view = self._controller.table
        picture = scene.view_picture(view, **self._table_options)      # as _draw lays it out
        room_width, room_height = self._room
        fit = min(room_width / picture.width, room_height / picture.height)
        scale = fit if self._scale is None else min(self._scale, fit)
        return canvas_card_at(picture, x, y, width=picture.width * scale)

    # -- inside -----------------------------------------------------------------------------

    def _started(self, started: bool) -> None:
        """Show a new game (or the refusal of its number)."""
        if not started:
            self._show_message()
            return
        self._scale = None
        self._refresh()

    def _on_seed(self, change) -> None:
        if not self._showing_seed:
            self.start(change["new"])



    def _after(self, moved: bool) -> bool:
        """Show what a click did: the whole table after a move, else only the refusal."""
        if moved:
            self._refresh()
        else:
            self._show_message()
        return moved

    def _on_enter(self, change) -> None:
        if change["new"].strip():
            self.say(change["new"])

    def _refresh(self) -> None:
        self._show()
        self._draw()

    def _show(self) -> None:
        """Every part of the view but the canvas, from the controller."""
        game = self._controller
        view = game.table
        end = game.deal_end
        self._show_hint()
        self._show_message()
        self._result.value = "" if end is None else (
            f'<div class="cardlib-deal-result"><p><b>{words_html(end.head)}</b></p>'
            f'{bullets([Shown(words_html(line), line) for line in end.lines]).html if end.lines else ""}</div>')
        self._pause_box.layout.display = None if game.paused is not None and not game.replaying else "none"
        self._next_deal.layout.display = "none" if game.state.is_over else None
        self._review_button.disabled = not game.can_review
        self._show_modes()
        if self._review_shown is not None and game.paused is not self._review_for:     # another deal now
            self._review_shown, self._review_out.value = None, ""
        self._status.value = "".join(f"<div>{suits_html(line)}</div>" for line in (*view.status, game.turn_words()))
        buttons = [self._button_for(action) for action in game.tries]
        if buttons != list(self._choices.children):
            self._choices.children = buttons
        for action, button in zip(game.tries, buttons):     # the Hint's choice, marked for the reader to press
            button.button_style = "info" if action == game.suggested else ""
            button.icon = "lightbulb-o" if action == game.suggested else ""
        self._show_picks()
        self._hint.disabled = not game.reader_turn
        self._log.value = self._log_html()

    def _show_modes(self) -> None:
        """The teaching modes' controls, the replay's move list and "why they played so", from the controller."""
        game = self._controller
        self._take_back.disabled = not game.can_take_back
        self._replay_button.disabled = game.paused is None
        if self._open.value != game.open_hands:
            self._open.value = game.open_hands          # its observer finds the controller already so
        if self._opponents.value != game.opponents:
            self._opponents.value = game.opponents
        if self._seed.value != game.seed:
            self._showing_seed = True
            try:
                self._seed.value = game.seed
            finally:
                self._showing_seed = False
        text = game.record_shown
        self._record_line.value = (
            '<div class="cardlib-record" style="font-size:90%">This game\'s record (copy it to play the same '
            f'deal elsewhere): <code style="user-select:all">{html.escape(text)}</code></div>' if text else
            '<div class="cardlib-record" style="font-size:90%">This game\'s record shows when the deal is over: '
            'it names every card played, the ones passed or changed face down too.</div>' if game.record else "")
        lines = game.why_lines
        self._why.value = "" if not lines else (
            '<details class="cardlib-why"><summary>Why they played so</summary>'
            + "".join(f"<div>{suits_html(line)}</div>" for line in lines) + "</details>")
        self._replay_box.layout.display = None if game.replaying else "none"
        if game.replaying:
            at, length = game.replay_at, game.replay_length
            start, back, forward, end = self._replay_controls[:4]
            start.disabled = back.disabled = at == 0
            forward.disabled = end.disabled = at == length
            items = []
            for move in game.moves:
                line = suits_html(move.words)
                if move.mark:
                    line += f' <span class="cardlib-mark cardlib-mark-{move.mark}">[{suits_html(move.mark_words)}]</span>'
                style = ' style="font-weight:bold"' if move.step == at else ""
                items.append(f'<li value="{move.step}"{style}>{line}</li>')
            self._moves.value = ('<ol class="cardlib-moves" style="font-size:90%;line-height:1.35;'
                                 'max-height:16em;overflow-y:auto">' + "".join(items) + "</ol>")
        else:
            self._moves.value = ""

    def _show_message(self) -> None:
        text = self._controller.message
        self._message.value = error_html("Not allowed:", text) if text else _BLANK_LINE if self.live else ""

    def _show_hint(self) -> None:
        text = self._controller.hint_text
        self._hint_line.value = f'<div class="cardlib-hint">{words_html(text)}</div>' if text else ""

    def _button_for(self, action: Action) -> widgets.Button:
        """The reader's button for ``action``, made once and reused, in later games too (a game has
        a few dozen labels at most): a new widget costs the kernel and the page far more than showing
        one again, and buttons closed at each new game were garbage the collector had to find."""
        label = getattr(action, "button_label", None) or str(action)   # a label that says what it does
        button = self._buttons.get(label)
        if button is None:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"),
                                    tooltip=getattr(action, "tooltip", None))
            button.on_click(self._on_choice)
            self._buttons[label] = button
        self._button_actions[label] = action
        return button

    def _on_choice(self, pressed: widgets.Button) -> None:
        """A click on one of the reader's buttons. A click that comes after the table has moved on
        (the second of a double click, a click queued while the bots moved) on a button no longer
        shown is ignored: it was aimed at a table that is gone."""
        if pressed in self._choices.children and pressed.layout.display != "none":
            self._then_focus(pressed, self.play(self._button_actions[pressed.description]))

    def _first_control(self) -> widgets.DOMWidget | None:
        """The control a reader wants after the table: the deal's Next deal, else his first
        choice or card to pick, else Hint."""
        if self._controller.paused is not None and not self._controller.state.is_over:
            return self._next_deal
        for button in (*self._choices.children, *self._picks.children):
            return button
        return self._hint if self._hint.layout.display != "none" else self._restart

    def _last_control(self) -> widgets.DOMWidget:
        """The view's last control, where a Shift+Tab on the canvas goes with none before it
        (a page without the words' script): Load record, else Same deal again."""
        return self._load if self._sharing.layout.display != "none" else self._again

    def _then_focus(self, pressed: widgets.DOMWidget, moved: object) -> None:
        """After a press: the focus stays on the pressed control while it is still shown, else it
        goes to the next choice (a page would drop it on the page's body)."""
        if not self.live:
            return
        shown = (pressed in self._choices.children or pressed in self._picks.children
                 or (pressed is self._next_deal and self._controller.paused is not None
                     and not self._controller.state.is_over)
                 or (pressed is self._confirm and bool(self._controller.pick_hand)))
        if not shown:
            target = self._first_control()
            if target is not None:
                target.focus()

    def _show_picks(self) -> None:
        """Toggles for the reader's hand while he picks cards; kept as they are while his hand is."""
        game = self._controller
        hand = game.pick_hand
        if not hand:
            self._picks.children, self._toggle_hand = [], ()
            self._picker.layout.display = "none"
            return
        if self._toggle_hand != hand:
            self._picks.children, self._toggle_hand = [self._card_toggle(card) for card in hand], hand
        picked = set(game.picked)
        for card, toggle in zip(hand, self._picks.children):
            toggle.value = card in picked
            toggle.button_style = "info" if card in picked else ""
            toggle.description = f"✓ {card}" if card in picked else str(card)   # the card keeps its name
        self._pick_prompt.value = suits_html(game.pick_words())
        self._picker.layout.display = None

    def _card_toggle(self, card) -> widgets.ToggleButton:
        """The toggle of ``card``, made once and reused by every later pick that holds the card (as the
        buttons are): a deal's new toggles, never closed, were widgets the kernel kept for good."""
        name = str(card)
        toggle = self._toggles.get(name)
        if toggle is None:
            toggle = widgets.ToggleButton(description=name, layout=widgets.Layout(width="auto", min_width="56px"),
                                          tooltip=f"pick {name}")
            toggle.observe(lambda change: self._on_toggle(name, change["new"]), names="value")
            self._toggles[name] = toggle
        return toggle

    def _on_toggle(self, name: str, on: bool) -> None:
        """A click on the toggle of the card ``name``: the controller's pick follows it."""
        if (name in {str(card) for card in self._controller.picked}) != on:
            self.pick(name)                          # one card too many: the toggle goes back, and says why

    def _went_live(self) -> None:
        """A page with the kernel behind it shows the view: the live canvas takes the picture's place,
        and the canvas's name (whose script makes the words' element the live region) comes last."""
        self._picture.value = ""
        self._show_message()                          # the message line keeps its room from now on
        self.children = [self._canvas, *self.children[1:], self._name]
        attach_table(self._canvas, self._draw)

    def _draw(self) -> None:
        view = self._controller.table
        picture = scene.view_picture(view, **self._table_options)
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
        if not self.live:
            # saved with the page: the round table, and on a phone the seats one under another
            narrow = scene.narrow_view_picture(view, **self._table_options)
            self._picture.value = live_note_html("play") + wide_or_narrow_html(
                *to_svg_pair(picture, narrow, width=picture.width * scale))
            return
        redraw(self._canvas, picture, width=picture.width * scale)    # the whole frame, from the state
        game = self._controller
        words = [*picture_words(picture), *(line if line.endswith(".") else f"{line}." for line in view.status),
                 game.turn_words()] + ([game.pick_words()] if game.pick_hand else [])
        if words != self._table_words:
            self._table_words = words
            self._words.value = live_words_html(words)      # new words in the same region: the page keeps it
        if not self._name.value:                      # once: put in again, the page would run its script again
            record = game.record                      # (a whole game's line, not made at every draw)
            self._name.value = canvas_name_html(table_name(record.split(" · ")[0] if record else None),
                                                self._words_id)          # a record opens with its game's name

    def _log_html(self) -> str:
        lines = self._controller.log
        cut = self._controller.recent_from
        older, recent = lines[:cut], lines[cut:]
        body = "".join(f"<div>{words_html(line)}</div>" for line in recent)
        folded = ""
        if older:
            count = f"{len(older)} line{'s' if len(older) > 1 else ''}"
            folded = (f'<details class="cardlib-log-older"><summary>Earlier moves ({count})</summary>'
                      + "".join(f"<div>{words_html(line)}</div>" for line in older) + "</details>")
        return f'<div class="cardlib-log" style="font-size:90%;line-height:1.35">{folded}{body}</div>'


class PlayTable(Described, widgets.VBox):
    """A play table with the number of players a drop-down above it (Voila cannot edit code): each
    change starts a new game for that many, with the seed in the table's seed box.

    ``make(players, seed)`` builds the :class:`PlayView`; it refuses a bad number or option
    (with a :class:`~cardlib.errors.CardlibError`) before any widget is made. ``choices`` are
    the numbers of players the game allows; ``title`` opens the table's words.
    """

    LIVE_NOTE = ""                  # the play view below says how to make it live

    def __init__(self, make: Callable[[int, int], PlayView], players: int, choices, *, seed: int = 1,
                 title: str = "A game against the computer") -> None:
        self._make = make
        self._title = title
        self._counts = tuple(choices)
        self.view = make(players, seed)
        self.view.record_loader = self.load_record
        options = [(f"{n} players: you and {n - 1} bot{'' if n == 2 else 's'}", n) for n in choices]
        self._players = widgets.Dropdown(options=options, value=players, description="Players",
                                         layout=widgets.Layout(width="300px"))
        self._following = False
        self._players.observe(lambda change: None if self._following else self.restart(change["new"]), names="value")
        self.view.control_before = self._players       # Shift+Tab on the table's canvas goes back to it
        super().__init__([self._players, self.view])

    @property
    def players(self) -> widgets.Dropdown:
        """The drop-down of the number of players."""
        return self._players

    @property
    def state(self) -> GameState:
        """The game on the table now."""
        return self.view.state

    def restart(self, players: int) -> None:
        """A new game for ``players`` with the seed in the table's seed box; the old table's widgets
        are closed (none of them serves the new table: its buttons are its own)."""
        old = self.view
        self.view = self._carried(old, self._make(players, old.seed_box.value))
        self.children = (self._players, self.view)
        old.close()

    def _carried(self, old: PlayView, new: PlayView) -> PlayView:
        """The new table with the old one's modes: open hands and the opponents chosen."""
        new.record_loader = self.load_record
        new.control_before = self._players              # Shift+Tab on the table's canvas goes back to it
        if old.controller.open_hands:
            new.show_hands(True)
        if old.controller.opponents != "simple":
            new.choose_opponents(old.controller.opponents)
        return new

    def load_record(self, text: str) -> bool:
        """Put a pasted record's game on the table, for as many players as it has (the drop-down
        follows); a bad record shows the reason in the table and changes nothing."""
        try:
            players = getattr(from_record(text), "players", None)
        except CardlibError:
            players = None                              # the view says what is wrong with it
        if players in self._counts and players != self._players.value:
            table = self._make(players, self.view.seed_box.value)
            if not table.load_record(text):             # another game's: this table stays as it was
                table.close()
                self.view.load_record(text)
                return False
            old = self.view
            self.view = self._carried(old, table)
            self._following = True                      # the drop-down follows: no new game from it
            try:
                self._players.value = players
            finally:
                self._following = False
            self.children = (self._players, self.view)
            old.close()
            return True
        return self.view.load_record(text)

    def describe(self) -> str:
        return f"{self._title}, {self._players.value} players. {self.view.describe()}"
