"""Helpers shared by several test modules."""

from ipycanvas.canvas import _CMD_LIST

from cardlib.render import canvas as canvas_render


class Recorder:
    """Stands in for the canvas manager's ``send_command``: keeps ``(name, args)`` of each command."""

    def __init__(self):
        self.commands: list[tuple[str, list]] = []

    def __call__(self, canvas, command, buffers=()):
        self.commands.append((_CMD_LIST[command[0]], command[1]))

    def named(self, name: str) -> list[list]:
        return [args for n, args in self.commands if n == name]

    def paths(self, name: str) -> list[str]:
        """The path data of every Path2D filled or stroked."""
        by_model = {f"IPY_MODEL_{p.model_id}": d for d, p in canvas_render._PATHS.items()}
        return [by_model[args[0]] for args in self.named(name)]
