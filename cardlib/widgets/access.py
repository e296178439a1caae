"""What makes a live canvas table usable by keyboard and screen reader.

A canvas is a picture without words and, in ipycanvas, a focus trap: the page gives it
``tabindex=0`` and its key handler swallows every key, Tab and Shift+Tab among them. So a table
drawn on one gets:

* its **words**, :func:`picture_words`: the same words a saved page's picture carries (its
  ``aria-label`` and each seat's ``<title>``: the seats, their cards or how many face down, the
  cards in the middle, the counters), which :func:`live_words_html` writes as the value of an HTML
  widget of their own; that widget's element on the page is a polite live region (``role="status"``),
  so a screen reader reads the table and hears it change. The region is the widget's own element,
  which stays while the words change (a page sets a new value inside it): a region put in afresh
  at each change, as the words' own markup would be, is not heard by some screen readers;
* a **name and a role**, :func:`canvas_name_html`: a page's widget code gives neither a canvas nor
  an HTML widget's element a role or any ``aria-`` attribute, and a widget's tooltip breaks ipycanvas in
  JupyterLab (its code reads a description a canvas has not), so a few lines of script in an HTML
  widget set once (a hidden image's ``onload``: an HTML widget sets its value as markup, and a
  script element in it would not run) make the words' element the live region (the class
  ``WORDS_CLASS``, the role, ``aria-live``, and an id) and mark the canvas as a picture
  (``role="img"``) named by its game and the live words (``aria-labelledby``), which a screen
  reader reads on the canvas and which follow the table as the words do;
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
>>> live_words_html(["Your turn."], hidden=False)
'<div class="cardlib-table-lines"><span>Your turn.</span></div>'
>>> name = canvas_name_html("Mus table, drawn live:", "t1")
>>> 'id="t1-name"' in name and "Mus table, drawn live:" in name and "aria-labelledby" in name
True
>>> from html import unescape                 # the script is an attribute's value
>>> "setAttribute('role','status')" in unescape(name) and "setAttribute('aria-live','polite')" in unescape(name)
True
"""

from __future__ import annotations

from html import escape
from typing import Callable, Iterable

from ..render.scene import Group, Picture

__all__ = ["picture_words", "live_words_html", "canvas_name_html", "table_name", "keyboard_exit", "VIEW_CLASS",
           "WORDS_CLASS"]

# Hidden from the eye, read by a screen reader: the text under the table shows the same state.
_VISUALLY_HIDDEN = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;"
                    "overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap")


def picture_words(picture: Picture) -> list[str]:
    """The table in words, line by line, as its saved picture gives them: the picture's title,
    then every labelled part of it but the single cards of a seat or a pile (the seat's or the
    pile's own line names them) and the backs of face-down cards (its line counts them)."""
    lines = [picture.title] if picture.title else []

    def walk(shape, in_seat: bool) -> None:
        if not isinstance(shape, Group):
            return
        card = shape.cls == "cardlib-card"
        if shape.title and not (card and in_seat) and shape.title != "face-down card":
            lines.append(shape.title if shape.title.endswith(".") else f"{shape.title}.")
        inside = in_seat or shape.cls in ("cardlib-seat", "cardlib-pile")
        for child in shape.children:
            walk(child, inside)

    walk(picture.body, False)
    return lines


def live_words_html(lines: Iterable[str], *, hidden: bool = True) -> str:
    """``lines`` as the value of the live words' HTML widget, hidden from the eye unless ``hidden``
    is False: the words alone, no region (the widget's element is the region, made one by the
    script of :func:`canvas_name_html`, and stays while the value changes)."""
    style = f' style="{_VISUALLY_HIDDEN}"' if hidden else ""
    body = " ".join(f"<span>{escape(line)}</span>" for line in lines)
    return f'<div class="{_LINES_CLASS}"{style}>{body}</div>'


# The class of a play view's box: the script below finds its canvas and its words in it.
VIEW_CLASS = "cardlib-play-view"
# The class the script below gives the live region, the element of the words' widget.
WORDS_CLASS = "cardlib-table-words"
# The class of the words inside it (made afresh at each change): how the script finds the region.
_LINES_CLASS = "cardlib-table-lines"

# A transparent pixel: the image loads (no error in the page's console) and so runs its onload.
_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

# Run by the hidden image's onload (``this`` is the image), once a page shows the view (the image
# is set once, not at each change of the words): the element of the HTML widget that holds the
# view's words (found by the words inside it; they and the canvas are tried again for 5 s while the
# page builds the view) becomes the live region, a polite status with the id ``{id}``, the same node
# for as long as the page shows the view; the first canvas of the view (the table) becomes a picture
# named by the name's span and that region; and Tab or Shift+Tab on it, caught on the
# view before the canvas's own handler swallows it, moves the focus to the page's next or previous
# element that takes it (as the browser would), or with none there, to the view's first or last one.
_NAME_SCRIPT = (
    "var img=this,tries=0;(function hook(){"
    "var view=img.closest('.{cls}'),canvas=view&&view.querySelector('canvas'),"
    "lines=view&&view.querySelector('.{lines}'),words=lines&&lines.closest('.widget-html');"
    "if(!canvas||!words){if(tries++<50)setTimeout(hook,100);return;}"
    "words.id='{id}';words.classList.add('{words}');words.setAttribute('role','status');"
    "words.setAttribute('aria-live','polite');words.setAttribute('aria-atomic','true');"
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
    """The canvas's name ``name`` (hidden from the eye) and the script that makes the element of the
    words' widget in the view around it (see :func:`live_words_html`) the live region ``id``, names
    the view's canvas with ``name`` and that region, and lets Tab leave it (see the module's words).
    ``id`` must be unique on the page. Set once: the words change, not this."""
    script = (_NAME_SCRIPT.replace("{cls}", VIEW_CLASS).replace("{lines}", _LINES_CLASS)
              .replace("{words}", WORDS_CLASS).replace("{id}", id))
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
