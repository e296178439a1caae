"""What makes a live canvas table usable by keyboard and screen reader.

A canvas is a picture without words and, in ipycanvas, a focus trap: the page gives it
``tabindex=0`` and its key handler swallows every key, Tab and Shift+Tab among them. So a table
drawn on one gets:

* its **words**, :func:`picture_words`: the same words a saved page's picture carries (its
  ``aria-label`` and each seat's ``<title>``: the seats, their cards or how many face down, the
  cards in the middle, the counters), which :func:`live_words_html` puts in a polite live region
  (``role="status"``), so a screen reader reads the table and hears it change;
* a **way out**, :func:`keyboard_exit`: Tab on the canvas moves the focus on to the next control,
  Shift+Tab back to the one before it (or off the canvas when there is none), as anywhere else.

>>> from cardlib.render import scene
>>> from cardlib.cards import FRENCH_52
>>> picture = scene.table_picture([FRENCH_52.parse_cards("AS KH"), FRENCH_52.parse_cards("2C 3C")],
...                               labels=["You", "Bot"], face_down=[1])
>>> picture_words(picture)
['Card table, 2 seats, play goes clockwise.', 'You (seat 0): A♠, K♥.', 'Bot (seat 1): 2 face-down cards.']
>>> html = live_words_html(["Your turn."])
>>> 'role="status"' in html and 'aria-live="polite"' in html and "Your turn." in html
True
"""

from __future__ import annotations

from html import escape
from typing import Callable, Iterable

from ..render.scene import Group, Picture

__all__ = ["picture_words", "live_words_html", "keyboard_exit"]

# Hidden from the eye, read by a screen reader: the text under the table shows the same state.
_VISUALLY_HIDDEN = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;"
                    "overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap")


def picture_words(picture: Picture) -> list[str]:
    """The table in words, line by line, as its saved picture gives them: the picture's title,
    then every labelled part of it but the single cards of a seat (the seat's own line names
    them) and the backs of face-down cards (the seat's line counts them)."""
    lines = [picture.title] if picture.title else []

    def walk(shape, in_seat: bool) -> None:
        if not isinstance(shape, Group):
            return
        card = shape.cls == "cardlib-card"
        if shape.title and not (card and in_seat) and shape.title != "face-down card":
            lines.append(shape.title if shape.title.endswith(".") else f"{shape.title}.")
        inside = in_seat or shape.cls == "cardlib-seat"
        for child in shape.children:
            walk(child, inside)

    walk(picture.body, False)
    return lines


def live_words_html(lines: Iterable[str], *, hidden: bool = True) -> str:
    """``lines`` in a polite live region (read when they change), hidden from the eye unless
    ``hidden`` is False."""
    style = f' style="{_VISUALLY_HIDDEN}"' if hidden else ""
    body = " ".join(f"<span>{escape(line)}</span>" for line in lines)
    return (f'<div class="cardlib-table-words" role="status" aria-live="polite" aria-atomic="true"'
            f'{style}>{body}</div>')


def keyboard_exit(canvas, after: Callable[[], object | None], before: Callable[[], object | None]) -> None:
    """Let Tab leave ``canvas``: Tab focuses the widget ``after()`` names, Shift+Tab the one
    ``before()`` names; with none, the canvas lets the focus go (the next Tab goes on from it)."""
    def on_key(key: str, shift: bool, ctrl: bool, meta: bool) -> None:
        if key != "Tab" or ctrl or meta:
            return
        target = before() if shift else after()
        if target is not None:
            target.focus()
        else:
            canvas.blur()

    canvas.on_key_down(on_key)
