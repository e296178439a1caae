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
        by_model = {f"IPY_MODEL_{p.model_id}": d for d, p in canvas_render._PATHS.items()}
        return [by_model[args[0]] for args in self.named(name)]


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
