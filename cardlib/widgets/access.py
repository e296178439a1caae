"""What makes a live canvas table usable by keyboard and screen reader.

A canvas is a picture without words and, in ipycanvas, a focus trap: the page gives it
``tabindex=0`` and its key handler swallows every key, Tab and Shift+Tab among them. So a table
drawn on one gets:

* its **words**, :func:`picture_words`: the same words a saved page's picture carries (its
  ``aria-label`` and each seat's ``<title>``: the seats, their cards or how many face down, the
  cards in the middle, the counters), which :func:`live_words_html` puts in a polite live region
  (``role="status"``), so a screen reader reads the table and hears it change;
* a **name and a role**, :func:`canvas_name_html`: a page's widget code gives a canvas neither,
  and a widget's tooltip breaks ipycanvas in JupyterLab (its code reads a description a canvas has
  not), so a few lines of script in the words' HTML (a hidden image's ``onload``: an HTML widget
  sets its value as markup, and a script element in it would not run) mark the canvas as a
  picture (``role="img"``) named by its game and the live words (``aria-labelledby``), which a
  screen reader reads on the canvas and which follow the table as the words do;
* a **way out**: the same script lets Tab and Shift+Tab on the canvas do what they do anywhere on
  the page (the canvas's own key handler would swallow them): the focus moves on to the next
  or the previous element of the page, or, with none before it (a table alone on its page), to
  the table's last control, never to the page's body; and where no script runs, :func:`keyboard_exit` in the
  kernel moves it to the next control, Shift+Tab back to the one before it (or, with none before
  it, to the table's last control), never to the page's body.

>>> from cardlib.render import scene
>>> from cardlib.cards import FRENCH_52
>>> picture = scene.table_picture([FRENCH_52.parse_cards("AS KH"), FRENCH_52.parse_cards("2C 3C")],
...                               labels=["You", "Bot"], face_down=[1])
>>> picture_words(picture)
['Card table, 2 seats, play goes clockwise.', 'You (seat 0): A♠, K♥.', 'Bot (seat 1): 2 face-down cards.']
>>> html = live_words_html(["Your turn."])
>>> 'role="status"' in html and 'aria-live="polite"' in html and "Your turn." in html
True
>>> name = canvas_name_html("Mus table, drawn live:", "t1")
>>> 'id="t1-name"' in name and "Mus table, drawn live:" in name and "aria-labelledby" in name
True
"""

from __future__ import annotations

from html import escape
from typing import Callable, Iterable

from ..render.scene import Group, Picture

__all__ = ["picture_words", "live_words_html", "canvas_name_html", "table_name", "keyboard_exit", "VIEW_CLASS"]

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


def live_words_html(lines: Iterable[str], *, hidden: bool = True, id: str | None = None) -> str:
    """``lines`` in a polite live region (read when they change), hidden from the eye unless
    ``hidden`` is False; ``id`` is the region's (what a canvas's name points at)."""
    style = f' style="{_VISUALLY_HIDDEN}"' if hidden else ""
    ident = f' id="{escape(id)}"' if id else ""
    body = " ".join(f"<span>{escape(line)}</span>" for line in lines)
    return (f'<div class="cardlib-table-words"{ident} role="status" aria-live="polite" aria-atomic="true"'
            f'{style}>{body}</div>')


# The class of a play view's box: the script below finds its canvas in it.
VIEW_CLASS = "cardlib-play-view"

# A transparent pixel: the image loads (no error in the page's console) and so runs its onload.
_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

# Run by the hidden image's onload (``this`` is the image), each time the words are shown: the first
# canvas of the view around it (the table; tried again for 5 s while the page builds the view) becomes
# a picture named by the name's span and the live words; and Tab or Shift+Tab on it, caught on the
# view before the canvas's own handler swallows it, moves the focus to the page's next or previous
# element that takes it (as the browser would), or with none there, to the view's first or last one.
_NAME_SCRIPT = (
    "var img=this,tries=0;(function hook(){"
    "var view=img.closest('.{cls}'),canvas=view&&view.querySelector('canvas');"
    "if(!canvas){if(tries++<50)setTimeout(hook,100);return;}"
    "canvas.setAttribute('role','img');canvas.setAttribute('aria-labelledby','{id}-name {id}');"
    "if(!view.dataset.cardlibKeys){view.dataset.cardlibKeys='1';"
    "view.addEventListener('keydown',function(e){"
    "if(e.key!=='Tab'||e.target.tagName!=='CANVAS'||e.ctrlKey||e.metaKey||e.altKey)return;"
    "e.stopPropagation();"
    "var all=[].filter.call(document.querySelectorAll("
    "'a,button,input,select,textarea,summary,[tabindex],[contenteditable]'),function(el){"
    "return el.tabIndex>=0&&!el.disabled&&el.getClientRects().length>0;});"
    "var at=all.indexOf(e.target),mine=all.filter(function(el){return view.contains(el);});"
    "var to=e.shiftKey?(all[at-1]||mine[mine.length-1]):(all[at+1]||mine[0]);"
    "if(to&&to!==e.target){e.preventDefault();to.focus();}"
    "},true);}})()")


def table_name(game: str | None) -> str:
    """The words that open the live canvas's name, before the table's words.

    >>> table_name("Mus"), table_name(None)
    ('Mus table, drawn live:', 'Card table, drawn live:')
    """
    return f"{game or 'Card'} table, drawn live:"


def canvas_name_html(name: str, id: str) -> str:
    """The canvas's name ``name`` (hidden from the eye) and the script that names the canvas of the
    view around it with it and the live region ``id`` (see :func:`live_words_html`), and lets Tab
    leave it (see the module's words). ``id`` must be unique on the page."""
    script = _NAME_SCRIPT.replace("{cls}", VIEW_CLASS).replace("{id}", id)
    return (f'<span id="{escape(id)}-name" style="{_VISUALLY_HIDDEN}">{escape(name)}</span>'
            f'<img src="{_PIXEL}" alt="" hidden onload="{escape(script)}">')


def keyboard_exit(canvas, after: Callable[[], object | None], before: Callable[[], object | None]) -> None:
    """Let Tab leave ``canvas`` where the page's script of :func:`canvas_name_html` did not run
    (the canvas's own handler sends the key here): Tab focuses the widget ``after()`` names,
    Shift+Tab the one ``before()`` names; with none, the canvas lets the focus go."""
    def on_key(key: str, shift: bool, ctrl: bool, meta: bool) -> None:
        if key != "Tab" or ctrl or meta:
            return
        target = before() if shift else after()
        if target is not None:
            target.focus()
        else:
            canvas.blur()

    canvas.on_key_down(on_key)
