"""Which card of a laid-out picture lies under a point: a click on the table picture.

The scene (:mod:`cardlib.render.scene`) draws each face-up card as a :class:`~cardlib.render.scene.Group`
labelled with ``data_card`` (a face-down card carries none, so it is never found). A point of
the drawing is taken back through each group's ``translate(x, y) rotate(r) scale(s)`` to the
card's own 100 x 140 box; of the cards under the point, the one drawn last (on top) is found.

>>> from cardlib.cards import FRENCH_52
>>> from cardlib.render import scene
>>> picture = scene.hand_picture(FRENCH_52.parse_cards("AS KH 2C"))
>>> card_at(picture, 5, 60), card_at(picture, picture.width - 5, 60), card_at(picture, -10, -10)
('A♠', '2♣', None)
"""

from __future__ import annotations

import math

from .scene import CARD_H, CARD_W, Group, Picture

__all__ = ["card_at", "canvas_card_at"]


def card_at(picture: Picture, x: float, y: float) -> str | None:
    """The name of the face-up card drawn on top at the point ``(x, y)`` of ``picture``, in the
    picture's own units (its top-left corner at ``(picture.x0, picture.y0)``), or None."""
    return _find(picture.body, x, y)


def canvas_card_at(picture: Picture, x: float, y: float, *, width: float) -> str | None:
    """The card under the point ``(x, y)`` of a canvas on which ``picture`` was drawn ``width``
    pixels wide with its top-left corner at the canvas's (as ``draw_picture`` draws it)."""
    factor = width / picture.width
    return card_at(picture, x / factor + picture.x0, y / factor + picture.y0)


def _find(group: Group, x: float, y: float) -> str | None:
    """The top card under ``(x, y)`` (in the coordinates ``group`` is drawn in), or None."""
    x, y = x - group.x, y - group.y
    if group.rotate:
        turn = math.radians(-group.rotate)
        x, y = x * math.cos(turn) - y * math.sin(turn), x * math.sin(turn) + y * math.cos(turn)
    if group.scale != 1:
        x, y = x / group.scale, y / group.scale
    if group.data_card is not None:
        return group.data_card if 0 <= x <= CARD_W and 0 <= y <= CARD_H else None
    for child in reversed(group.children):               # the last drawn lies on top
        if isinstance(child, Group):
            found = _find(child, x, y)
            if found is not None:
                return found
    return None
