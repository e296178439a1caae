"""Cards and tables drawn on an ipycanvas ``Canvas``, for the live table in Binder, Lab or Voila.

The pictures are the same as :mod:`cardlib.render.svg` draws: both replay the shapes
that ``cardlib.render.scene`` lays out, and each suit sign's path data is sent
to the browser once as an ``ipycanvas.Path2D``. All drawing is batched: :func:`held` is
``hold_canvas()`` made safe (an error while drawing sends nothing and leaves the canvas manager
as it was), and :func:`redraw` draws a whole frame that stands on its own (see there).

A canvas is blank in the static book, and under Voila a canvas drawn before its
page is ready stays blank: draw through :func:`attach_table`, which draws now and
again whenever a page connects.

>>> from ipycanvas import Canvas
>>> from cardlib.cards import FRENCH_52
>>> canvas = Canvas(width=400, height=300)
>>> hands = [FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H")]
>>> attach_table(canvas, lambda: draw_table(canvas, hands, labels=["You", "Them"])) is canvas
True
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from types import MappingProxyType
from typing import Callable, Iterable, Iterator, Mapping, Sequence

from ipycanvas import Canvas, Path2D
from ipycanvas import canvas as ipycanvas_canvas

from ..cards import Card
from . import scene
from .scene import Box, Group, Path, Picture, Text

__all__ = ["draw_card", "draw_table", "draw_view", "draw_picture", "redraw", "held", "attach_table", "sent_shapes"]

_ALIGN = {"start": "left", "middle": "center", "end": "right"}
_PATHS: dict[str, Path2D] = {}    # path data -> its Path2D, so the browser gets each shape once


def sent_shapes() -> Mapping[str, Path2D]:
    """Every shape sent to the browser so far, read-only: its SVG path data, and the ``Path2D``
    the drawing commands name it by (each shape is sent once and reused)."""
    return MappingProxyType(_PATHS)


def draw_card(canvas: Canvas, card: Card, x: float, y: float, width: float = 60, *,
              four_colour: bool = False, face_down: bool = False,
              highlight: "str | bool | None" = None, dim: bool = False) -> None:
    """Draw one card ``width`` pixels wide at ``(x, y)``, the top-left corner of the space it
    takes (the card plus a narrow margin for its ``highlight`` outline)."""
    picture = scene.card_picture(card, four_colour=four_colour, face_down=face_down,
                                 highlight=highlight, dim=dim)
    draw_picture(canvas, picture, x=x, y=y, width=width)


def draw_table(canvas: Canvas, hands: Sequence[Iterable[Card]], *, width: float | None = None,
               **options) -> None:
    """Clear ``canvas`` and draw the table that :func:`cardlib.render.svg.table` draws.

    ``options`` are the same as there (``direction``, ``labels``, ``centre``, ``face_down``,
    ``dealer``, ``to_act``, ``four_colour``, ``highlight``, ``dim``, ``piles``, ``counters``,
    ``hand_size``, ``viewer``): the scene lays the table out once for both. Without
    ``width`` the table is scaled to fit the canvas; give ``hand_size`` so that it keeps
    its scale while cards are played.
    """
    _fit(canvas, scene.table_picture(hands, **options), width)


def draw_view(canvas: Canvas, view, *, width: float | None = None, **drawing) -> None:
    """Clear ``canvas`` and draw the round table of ``view`` (a :class:`cardlib.game.TableView`,
    taken whole: ``cardlib.render.scene.view_picture``, with its ``drawing`` options); without
    ``width`` the table is scaled to fit the canvas. :func:`draw_table` is the spread form."""
    _fit(canvas, scene.view_picture(view, **drawing), width)


def _fit(canvas: Canvas, picture: Picture, width: float | None) -> None:
    if width is None:
        width = picture.width * min(canvas.width / picture.width, canvas.height / picture.height)
    redraw(canvas, picture, width=width)


def redraw(canvas: Canvas, picture: Picture, *, width: float | None = None) -> None:
    """Clear ``canvas`` and draw ``picture`` on it, as one batch that stands on its own.

    The page carries out a batch asynchronously (it waits, for one, for a shape it has not seen
    yet), so a batch may start before the one before it has finished, or after one that an error
    cut short; either leaves a moved origin or a smaller scale in the canvas's drawing state. So
    the frame does not trust that state: it puts the origin and scale back first (a clear under a
    moved origin would clear only part of the canvas, and the table would be drawn inside a card),
    then clears the whole canvas and draws every shape again from the picture.
    """
    with held():
        canvas.reset_transform()
        canvas.global_alpha = 1
        canvas.clear()
        draw_picture(canvas, picture, width=width)


@contextmanager
def held() -> Iterator[None]:
    """``ipycanvas.hold_canvas()`` made safe: the commands drawn inside are sent as one batch at
    the end, and an error inside sends none of them and lets it rise.

    ``hold_canvas`` itself, cut short by an error, keeps caching every later command and sends
    the half-drawn batch in front of the next one, so the page would draw every later table inside
    the unfinished one's transform.
    """
    manager = _manager()
    was = manager._caching
    commands, buffers = len(manager._commands_cache), len(manager._buffers_cache)
    manager._caching = True
    try:
        yield
        if not was:
            manager.flush()                  # (it sends only while caching is on)
    except BaseException:
        del manager._commands_cache[commands:]
        del manager._buffers_cache[buffers:]
        manager._current_canvas = None       # the page may not have heard the switch we dropped
        raise
    finally:
        manager._caching = was


def _manager():
    return ipycanvas_canvas._CANVAS_MANAGER       # the one manager every canvas sends through


def draw_picture(canvas: Canvas, picture: Picture, *, x: float = 0, y: float = 0,
                 width: float | None = None) -> None:
    """Draw a laid-out picture with its top-left corner at ``(x, y)``, ``width`` pixels wide."""
    factor = 1.0 if width is None else scene.check_width(width) / picture.width
    pen = _Pen()
    pen.save()
    pen.command("translate", x, y)
    pen.command("scale", factor, factor)
    pen.command("translate", -picture.x0, -picture.y0)
    _draw(pen, picture.body)
    pen.restore()
    with held():
        send = canvas._canvas_manager.send_command
        for command in pen.out:
            send(canvas, command)


def attach_table(canvas: Canvas, draw: Callable[[], None]) -> Canvas:
    """Run ``draw`` now and again each time a page connects to ``canvas``; return the canvas.

    Under Voila a canvas drawn before the page is ready stays blank, so a view
    draws through this rather than calling ``draw`` once.
    """
    def draw_for_new_page() -> None:
        # ipycanvas's canvas manager tells the browser "draw on this canvas now" only when the
        # target canvas changes. A page that connects after the first drawing (Voila) never
        # heard it and would drop every later command, leaving the table blank. Forgetting the
        # current canvas makes the redraw name it again.
        manager = getattr(canvas, "_canvas_manager", None)
        if manager is not None and hasattr(manager, "_current_canvas"):
            manager._current_canvas = None
        draw()

    canvas.on_client_ready(draw_for_new_page)
    draw()
    return canvas


def _path2d(d: str) -> Path2D:
    if d not in _PATHS:
        _PATHS[d] = Path2D(d)
    return _PATHS[d]


class _Pen:
    """The commands of one drawing, written straight into the list ipycanvas sends (its drawing
    methods and, worse, its style attributes, which are traits, cost far more than the list),
    with each style setting written only when it changes: a table sets the same few colours and
    fonts hundreds of times. ``save`` and ``restore`` keep what it knows in step with the
    canvas's own stack.

    Each command is a tuple of numbers and strings (sent as the same JSON array a list makes): the
    garbage collector stops tracking such a tuple at its first look, whereas a table's few hundred
    command lists lived long enough to reach the oldest generation every click and set off the
    full collections that made the slowest clicks."""

    def __init__(self) -> None:
        self.out: list[tuple] = []
        self.now: dict[int, object] = {}
        self.saved: list[dict[int, object]] = []

    def command(self, name: str, *args) -> None:
        self.out.append((_COMMANDS[name], args, 0))

    def set(self, name: str, value) -> None:
        key = _ATTRS[name]
        if key not in self.now or self.now[key] != value:
            self.out.append((_SET, (key, value)))
            self.now[key] = value

    def save(self) -> None:
        self.out.append(_SAVE)
        self.saved.append(dict(self.now))

    def restore(self) -> None:
        self.out.append(_RESTORE)
        self.now = self.saved.pop()

    def paint(self, shape: "Path | Box", fill: tuple, stroke: tuple) -> None:
        """Fill then stroke a shape whose outline is traced (or is a Path2D named in the commands)."""
        self.set("global_alpha", shape.opacity)
        if shape.fill:
            self.set("fill_style", shape.fill)
            self.out.append(fill)
        if shape.stroke and shape.stroke_width:
            self.set("stroke_style", shape.stroke)
            self.set("line_width", shape.stroke_width)
            self.out.append(stroke)


_COMMANDS = ipycanvas_canvas.COMMANDS
_ATTRS = Canvas.ATTRS
_SET = _COMMANDS["set"]
_SAVE, _RESTORE = (_COMMANDS["save"], (), 0), (_COMMANDS["restore"], (), 0)
_FILL, _STROKE = (_COMMANDS["fill"], ("nonzero",), 0), (_COMMANDS["stroke"], (), 0)
_STEPS = {"move_to": _COMMANDS["moveTo"], "arc_to": _COMMANDS["arcTo"], "close_path": _COMMANDS["closePath"]}


def _trace_box(pen: _Pen, box: Box) -> None:
    out = pen.out
    out.append((_COMMANDS["beginPath"], (), 0))
    for step, args in scene.rounded_rect(box):
        out.append((_STEPS[step], tuple(args), 0))


def _path_commands(d: str) -> tuple[tuple, tuple]:
    """The fill and stroke commands of the shared Path2D for path data ``d``."""
    name = f"IPY_MODEL_{_path2d(d).model_id}"
    return (_COMMANDS["fillPath"], (name,), 0), (_COMMANDS["strokePath"], (name,), 0)


def _draw(pen: _Pen, shape) -> None:
    if isinstance(shape, Group):
        pen.save()
        pen.command("translate", shape.x, shape.y)
        if shape.rotate:
            pen.command("rotate", math.radians(shape.rotate))
        if shape.scale != 1:
            pen.command("scale", shape.scale, shape.scale)
        for child in shape.children:
            _draw(pen, child)
        pen.restore()
    elif isinstance(shape, Path):
        pen.paint(shape, *_path_commands(shape.d))
    elif isinstance(shape, Box):
        pen.set("global_alpha", shape.opacity)
        _trace_box(pen, shape)
        pen.paint(shape, _FILL, _STROKE)
    elif isinstance(shape, Text):
        pen.set("global_alpha", 1)
        pen.set("font", f"{'bold ' if shape.bold else ''}{scene.num(shape.size)}px {shape.family}")
        pen.set("text_align", _ALIGN[shape.anchor])
        pen.set("text_baseline", "alphabetic")
        pen.set("fill_style", shape.fill)
        pen.out.append((_COMMANDS["fillText"], (shape.text, shape.x, shape.y), 0))
    else:  # pragma: no cover - internal
        raise TypeError(f"cannot draw {shape!r}")
