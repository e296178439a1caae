"""Helpers shared by several test modules."""

import numpy as np
from ipycanvas.canvas import _CMD_LIST

from cardlib.game import Decision
from cardlib.render import canvas as canvas_render


class Recorder:
    """Stands in for the canvas manager's ``send_command``: keeps ``(name, args)`` of each command."""

    def __init__(self):
        self.commands: list[tuple[str, list]] = []

    def __call__(self, canvas, command, buffers=()):
        self.commands.append((_CMD_LIST[command[0]], list(command[1])))   # a tuple or a list: the same JSON

    def named(self, name: str) -> list[list]:
        return [args for n, args in self.commands if n == name]

    def paths(self, name: str) -> list[str]:
        """The path data of every Path2D filled or stroked."""
        by_model = {f"IPY_MODEL_{p.model_id}": d for d, p in canvas_render.sent_shapes().items()}
        return [by_model[args[0]] for args in self.named(name)]


# The page's side of the wire, stood in for. ipywidgets and ipycanvas keep these names private (a
# page sends them; no public call does), so this is the one place the tests reach them
# (tests/unit/test_layers.py allows them here and nowhere else).

def shown_live(view, pages: int = 1):
    """``view`` as ``pages`` pages with the kernel behind them show it (what the front end reports:
    the widget's view count); returns ``view``."""
    view._view_count = pages
    return view


def front_end_event(canvas, event: dict) -> None:
    """``event`` (say ``{"event": "client_ready"}``) as a page sends it to ``canvas``."""
    canvas._handle_frontend_event(None, event, [])


def press_key(canvas, key: str, shift: bool = False) -> None:
    """A key pressed on ``canvas`` in a page."""
    front_end_event(canvas, {"event": "key_down", "key": key, "shift_key": shift, "ctrl_key": False, "meta_key": False})


def record_commands(monkeypatch, canvas) -> Recorder:
    """The drawing commands ``canvas`` sends from now on (the canvases' manager is shared:
    ``monkeypatch`` puts it back)."""
    recorder = Recorder()
    monkeypatch.setattr(canvas._canvas_manager, "send_command", recorder)
    return recorder


def sent_batches(monkeypatch, canvas, *, current: bool = False) -> list:
    """What the canvases' manager sends the page from now on, batch by batch, as sent; with
    ``current`` the manager is first left on ``canvas``, as after the kernel's own drawing."""
    sent, manager = [], canvas._canvas_manager
    monkeypatch.setattr(manager, "_send_custom", lambda command, buffers=(): sent.append(command))
    if current:
        manager._current_canvas = canvas
    return sent


class MusRandomBot:
    """A random Mus player that picks the kind of action first (mus often, órdago rarely) and bets
    small, so the stock runs out now and then and games last several deals (a uniformly random
    player bets dozens of points and ends the game in its first deal)."""

    WEIGHTS = {"Mus": 9.0, "NoMus": 1.0, "Ordago": 0.03}

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def choose(self, state) -> Decision:
        actions = state.legal_actions()
        kinds = sorted({type(a).__name__ for a in actions})
        weights = np.array([self.WEIGHTS.get(k, 1.0) for k in kinds])
        kind = kinds[int(self.rng.choice(len(kinds), p=weights / weights.sum()))]
        pool = [a for a in actions if type(a).__name__ == kind]
        pool = [a for a in pool if getattr(a, "points", 2) <= 4 and getattr(a, "by", 2) <= 4] or pool
        action = pool[int(self.rng.integers(len(pool)))]
        return Decision(action, f"picked {action} at random, {kind} first")
