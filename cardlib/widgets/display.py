"""What the book shows as a result: one display wrapper and the helpers that compose it.

Every result a chapter shows (a picture, pictures side by side, a table, a list, an answer
folded away) is a :class:`Shown`: HTML for a trusting notebook and the built book, and a
plain-text sentence for any front end that shows text (an untrusted notebook, a terminal,
strict output checks). Suit signs are coloured in the HTML (red ♥ ♦), never in the text.

>>> from cardlib.cards import FRENCH_52
>>> hand = FRENCH_52.parse_cards("AH 9H 7C")
>>> cards_shown(hand)
Cards: A♥ 9♥ 7♣
>>> table(["suit", "factor"], [["♥", 4], ["♠", 1]], caption="Suit factors")
Suit factors:
suit  factor
♥     4
♠     1
>>> print(folded("Answer: 18.", summary="Show the answer")._repr_html_())
<details class="cardlib-folded"><summary>Show the answer</summary><div>Answer: 18.</div></details>
"""

from __future__ import annotations

import html as _html
import re
from typing import Iterable, Sequence

import ipywidgets as widgets

from ..cards import Card, Pack
from ..errors import CardlibError
from ..render.svg import NARROW_PAGE, wide_or_narrow_html   # noqa: F401 (NARROW_PAGE: the phone's width, said here too)
import dataclasses
import inspect
from ..render import svg

__all__ = ["Shown", "Table", "Described", "live_note_html", "SAVED_CLASS", "suits_html", "as_shown", "picture",
           "cards_shown", "hand_picture", "pack_picture", "row", "column", "table", "folded", "bullets", "sentence", "rules_table", "wide_or_narrow", "RED",
           "words_html"]

RED = "#c8102e"          # the red of the card faces (render.scene's hearts and diamonds)
_RED_SIGNS = re.compile("([♥♦])")
_TITLE = re.compile(r"<title>(.*?)</title>", re.S)

# A view saved with its page carries this class until a page with its kernel shows it.
SAVED_CLASS = "cardlib-saved"
# Said where it may be read: JupyterLab (its Run menu) and the book's web page (its launch button).
RUN_ALL = ("Run All in JupyterLab or Binder (in JupyterLab: the Run menu, Run All Cells; on the book's web "
           "page: the launch button, the rocket at its top, opens it in Binder)")
# Controls that cannot answer look inert: faded, and deaf to the pointer. The rule sits in the
# line itself, so it holds wherever the view is drawn (the web page, JupyterLab, Voila).
_INERT = (f"<style>.{SAVED_CLASS} button, .{SAVED_CLASS} input, .{SAVED_CLASS} select, .{SAVED_CLASS} textarea"
          "{opacity:.45;pointer-events:none}</style>")


def live_note_html(what: str) -> str:
    """The line a saved view shows: nothing here answers, and how to make it answer.

    >>> print(live_note_html("play").split("<style>")[0])
    <p class="cardlib-live-note" style="margin:0 0 .4em;line-height:1.4;font-style:italic">Saved with the page, so nothing here answers a click: Run All in JupyterLab or Binder (in JupyterLab: the Run menu, Run All Cells; on the book's web page: the launch button, the rocket at its top, opens it in Binder) to play.</p>
    """
    return (f'<p class="cardlib-live-note" style="margin:0 0 .4em;line-height:1.4;font-style:italic">'
            f'Saved with the page, so nothing here answers a click: {RUN_ALL} to {_html.escape(what)}.</p>{_INERT}')


class Shown:
    """A finished result: ``html`` for pages that show HTML, ``text`` (a sentence) for the rest.

    As the last line of a notebook cell it shows as HTML, and its plain-text form (what an
    untrusted notebook or a terminal shows, and what ``print`` writes) is ``text``.

    >>> Shown("<b>A♥</b>", "Card: A♥")
    Card: A♥
    >>> Shown("<b>x</b>", "")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: a shown result needs a plain-text sentence, got ''
    """

    def __init__(self, html: str, text: str) -> None:
        if not isinstance(html, str):
            raise CardlibError(f"a shown result needs HTML text, got {html!r}")
        if not isinstance(text, str) or not text.strip():
            raise CardlibError(f"a shown result needs a plain-text sentence, got {text!r}")
        self.html = html
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text

    def _repr_pretty_(self, printer, cycle: bool) -> None:
        printer.text(self.text)

    def _repr_html_(self) -> str:
        return self.html

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Shown) and (self.html, self.text) == (other.html, other.text)

    def __hash__(self) -> int:
        return hash((self.html, self.text))


class Described:
    """Mixin for a widget view: its plain-text form is a sentence saying what it shows, and
    until a page with a kernel behind it shows the view, a line saying how to make it live.

    A notebook stores a widget with a text form beside it, which is all that a text front
    end, an untrusted notebook or a page without the widget's kernel can show; by default
    that is the widget's constructor call cut at 110 characters. A view that mixes this in
    (before the ipywidgets class) gives ``describe()`` instead, in full.

    A page without a kernel (the web page, or JupyterLab before Run All) draws the view from
    its saved state, and nothing there answers a click. So the view is made "saved": its
    first child is a line that says how to make it live (``LIVE_NOTE`` says what for; a view
    that shows its own line, or holds a view that does, leaves it empty), and its buttons and
    boxes look inert. The first page that shows the view with its kernel (the front end counts
    the view's ``_view_count`` up) makes it live: the line goes and the controls look as usual.

    >>> import ipywidgets as widgets
    >>> class Counter(Described, widgets.VBox):
    ...     LIVE_NOTE = "count"
    >>> view = Counter([widgets.Button(description="+1")])
    >>> "to count." in view.children[0].value, view.live
    (True, False)
    >>> view._view_count = 1                     # what a page with the kernel behind it sends
    >>> view.live, view.children[0].layout.display
    (True, 'none')
    """

    LIVE_NOTE = "use it"

    def __init__(self, children=(), **kwargs) -> None:
        self._live = False
        self._live_note = widgets.HTML(live_note_html(self.LIVE_NOTE)) if self.LIVE_NOTE else None
        note = [self._live_note] if self._live_note else []
        super().__init__([*note, *children], _view_count=0, **kwargs)
        self.add_class(SAVED_CLASS)
        self.observe(self._on_view_count, names="_view_count")

    @property
    def live(self) -> bool:
        """True once a page with the kernel behind it has shown the view."""
        return self._live

    @property
    def css_classes(self) -> tuple[str, ...]:
        """The CSS classes a page gives the view's box, in the order they were added: ``SAVED_CLASS``
        until a page with the kernel behind it shows the view (its controls look inert), and any
        class the view adds for a page's script to find it."""
        return tuple(self._dom_classes)

    def _on_view_count(self, change) -> None:
        if change["new"] and not self._live:
            self._live = True
            self.remove_class(SAVED_CLASS)
            if self._live_note is not None:
                self._live_note.value = ""
                self._live_note.layout.display = "none"
            self._went_live()

    def _went_live(self) -> None:
        """What else a view changes when it goes live (nothing by default)."""

    def describe(self) -> str:
        doc = (type(self).__doc__ or type(self).__name__).strip().split("\n\n")[0]
        return " ".join(doc.split()) + " (a widget: it answers when the chapter runs live)"

    def __repr__(self) -> str:
        return self.describe()

    def _repr_pretty_(self, printer, cycle: bool) -> None:
        printer.text(self.describe())

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs)
        if isinstance(data, dict):
            data["text/plain"] = self.describe()
        return data


class Table(Shown):
    """A :class:`Shown` table that keeps its ``header`` and ``rows`` (as text) for tests and code."""

    def __init__(self, html: str, text: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        super().__init__(html, text)
        self.header = tuple(header)
        self.rows = tuple(tuple(row) for row in rows)


def suits_html(text: object) -> str:
    """``text`` escaped for HTML, with the red suit signs in red.

    >>> suits_html("A♥ <b> 7♣")
    'A<span class="cardlib-suit" style="color:#c8102e">♥</span> &lt;b&gt; 7♣'
    """
    return _RED_SIGNS.sub(rf'<span class="cardlib-suit" style="color:{RED}">\1</span>', _html.escape(str(text)))


_ITALIC = re.compile(r"\*([^*\n]+)\*")
_FIGURES = re.compile(r"(?:\.\s*|;\s*|\s+)In figures: (.*?)(\)?)$", re.S)


def words_html(text: object) -> str:
    """A sentence of the table (a Hint, a log line, a result) for HTML: the red suit signs in
    red, a game's own word (``*paso*``) in italics, and its "In figures" part, the exact odds
    behind the plain words, folded away under a summary a reader may open.

    >>> words_html("would pass (*paso*)")
    'would pass (<i>paso</i>)'
    >>> words_html("playing is worth more. In figures: 0/1 tricks 27/73%")
    'playing is worth more.<details class="cardlib-figures"><summary>In figures</summary>0/1 tricks 27/73%</details>'
    """
    html = _ITALIC.sub(r"<i>\1</i>", suits_html(text))
    found = _FIGURES.search(html)
    if found is None:
        return html
    head = html[:found.start()].rstrip()
    head = head if head.endswith((".", ":", ";")) else f"{head}."
    return (f'{head}{found.group(2)}<details class="cardlib-figures"><summary>In figures</summary>'
            f'{found.group(1)}</details>')


def as_shown(item: object) -> Shown:
    """Anything the helpers accept, as a :class:`Shown`: a Shown as it is, SVG text as a
    picture (its ``<title>`` is the sentence), a card or cards as pictures, other text as words.

    >>> as_shown("K♦ wins").html
    'K<span class="cardlib-suit" style="color:#c8102e">♦</span> wins'
    """
    if isinstance(item, Shown):
        return item
    if isinstance(item, str) and item.lstrip().startswith("<svg"):
        return picture(item)
    if isinstance(item, Card):
        return Shown(item.svg(width=40), f"Card: {item}")
    if isinstance(item, tuple) and item and all(isinstance(c, Card) for c in item):
        return cards_shown(item)
    text = str(item)
    return Shown(suits_html(text).replace("\n", "<br>"), text if text.strip() else "(empty)")


def picture(svg: str, text: str | None = None) -> Shown:
    """An SVG picture; its sentence is ``text`` or else the picture's own ``<title>``.

    >>> picture('<svg width="1" height="1"><title>two of clubs (2♣)</title></svg>')
    Two of clubs (2♣)
    >>> picture("a hand")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: a picture needs SVG text starting with '<svg', got 'a hand'
    """
    if not isinstance(svg, str) or not svg.lstrip().startswith("<svg"):
        raise CardlibError(f"a picture needs SVG text starting with '<svg', got {str(svg)[:40]!r}")
    if text is None:
        found = _TITLE.search(svg)
        text = _html.unescape(found.group(1)).strip() if found else "A picture."
        text = text[:1].upper() + text[1:]
    return Shown(svg, text)


def wide_or_narrow(wide: str, narrow: str, text: str | None = None) -> Shown:
    """Two SVG forms of one picture: ``wide`` on a page wider than 640 px, ``narrow`` on a phone
    (the other one is hidden); the sentence is ``text`` or the wide picture's title.

    >>> shown = wide_or_narrow("<svg><title>a table</title></svg>", "<svg><title>a column</title></svg>")
    >>> shown.text, shown.html.count("cardlib-narrow-only")
    ('A table', 3)
    """
    wide_shown = picture(wide, text)
    picture(narrow)
    return Shown(wide_or_narrow_html(wide, narrow), wide_shown.text)


def cards_shown(cards: Iterable[Card], lead: str | None = "Cards", *, width: float = 52) -> Shown:
    """Cards as a row of pictures; the sentence is ``"<lead>: A♥ 9♥ 7♣"``, or the cards alone
    with no ``lead`` (in a table whose column already says what they are).

    >>> from cardlib.cards import FRENCH_52
    >>> cards_shown(FRENCH_52.parse_cards("AH 7C")).text, cards_shown(FRENCH_52.parse_cards("AH"), None).text
    ('Cards: A♥ 7♣', 'A♥')
    """
    cards = tuple(cards)
    words = " ".join(str(c) for c in cards) or "none"
    return Shown(svg.hand(cards, width=width, label=None), words if lead is None else f"{lead}: {words}")


def hand_picture(cards: Iterable[Card], *, label: str | None = None, width: float = 60) -> Shown:
    """A row of cards, ``width`` pixels per card; the sentence is the picture's title
    (``label`` and the cards).

    >>> from cardlib.cards import SPANISH_40
    >>> hand_picture(SPANISH_40.parse_cards("Ro 7c"), label="mano")
    Mano: king of coins, seven of cups
    """
    return picture(svg.hand(tuple(cards), width=width, label=label))


def pack_picture(pack: Pack, *, width: float = 44) -> Shown:
    """Every card of ``pack``, one row per suit, ``width`` pixels per card.

    >>> from cardlib.cards import SWISS_36
    >>> pack_picture(SWISS_36).html.count("class='cardlib-card'")
    36
    """
    return picture(svg.pack_grid(pack, width=width))


def _join(items: Sequence[object], *, direction: str, gap: int, text: str | None, lead: str | None) -> Shown:
    shown = [as_shown(item) for item in items]
    if not shown:
        raise CardlibError(f"a {'row' if direction == 'row' else 'column'} needs at least one picture")
    wrap = "flex-wrap:wrap;align-items:flex-end;" if direction == "row" else "align-items:flex-start;"
    body = "".join(f'<div class="cardlib-item">{s.html}</div>' for s in shown)
    html = (f'<div class="cardlib-{direction}" style="display:flex;flex-direction:{direction};{wrap}'
            f'gap:{gap}px">{body}</div>')
    if text is None:
        text = "\n".join(s.text for s in shown)
        if lead:
            text = f"{lead}:\n{text}"
    return Shown(html, text)


def row(items: Sequence[object], *, text: str | None = None, lead: str | None = None, gap: int = 16) -> Shown:
    """Pictures (or any items :func:`as_shown` takes) side by side, wrapping on a narrow page.
    The sentence is ``text``, or ``lead`` followed by each item's sentence on its own line.

    >>> from cardlib.cards import FRENCH_52
    >>> row([FRENCH_52.parse_cards("AH"), FRENCH_52.parse_cards("7C")], lead="Two hands")
    Two hands:
    Cards: A♥
    Cards: 7♣
    """
    return _join(items, direction="row", gap=gap, text=text, lead=lead)


def column(items: Sequence[object], *, text: str | None = None, lead: str | None = None, gap: int = 8) -> Shown:
    """Pictures (or any items :func:`as_shown` takes) one under another; the sentence as for :func:`row`."""
    return _join(items, direction="column", gap=gap, text=text, lead=lead)


def table(header: Sequence[str], rows: Sequence[Sequence[object]], *, caption: str | None = None,
          text: str | None = None) -> Table:
    """An HTML table with a ``header`` row; a cell may be text (suit signs coloured) or anything
    :func:`as_shown` takes (a card shows as a small picture). The plain text is the ``caption``
    and the columns aligned, or ``text`` if given.

    >>> table(["a", "b"], [[1]])
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: row 1 has 1 values, but the table has 2 columns: ['a', 'b']
    """
    header = [str(h) for h in header]
    cells = []
    for number, values in enumerate(rows, start=1):
        values = list(values)
        if len(values) != len(header):
            raise CardlibError(f"row {number} has {len(values)} values, but the table has "
                               f"{len(header)} columns: {header!r}")
        cells.append([value if isinstance(value, (Shown, Card)) or _is_svg(value) else str(value)
                      for value in values])
    head = "".join(f"<th>{suits_html(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{_cell_html(v)}</td>" for v in values) + "</tr>"
                   for values in cells)
    cap = f"<caption style=\"text-align:left\">{suits_html(caption)}</caption>" if caption else ""
    html = (f'{_TABLE_STYLE}<table class="cardlib-table-data" style="border-collapse:collapse">{cap}'
            f'<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')
    plain = [header] + [[_cell_text(v) for v in values] for values in cells]
    if text is None:
        widths = [max(len(r[i]) for r in plain) for i in range(len(header))]
        lines = ["  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip() for r in plain]
        text = "\n".join(([f"{caption}:"] if caption else []) + lines)
    return Table(html, text, header, plain[1:])


# One rule for every cell, written once per table rather than in each cell (a chapter's tables
# had 100 KB of repeated cell styles). The child combinators keep it off tables inside a cell.
_TABLE_STYLE = ("<style>.cardlib-table-data>*>tr>th,.cardlib-table-data>*>tr>td{text-align:left;"
                "vertical-align:top;padding:4px 10px;border-bottom:1px solid #c8c8c8}</style>")


def _is_svg(value: object) -> bool:
    return isinstance(value, str) and value.lstrip().startswith("<svg")


def _cell_html(value: object) -> str:
    if isinstance(value, str) and not _is_svg(value):       # a game's own word (``*par*``) in italics
        return _ITALIC.sub(r"<i>\1</i>", suits_html(value))
    return as_shown(value).html


def _cell_text(value: object) -> str:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, str) and not _is_svg(value):
        return value
    return as_shown(value).text.replace("\n", "; ")


def folded(body: object, *, summary: str = "Show the answer", text: str | None = None) -> Shown:
    """``body`` folded away under ``summary`` until the reader opens it (an HTML ``<details>``,
    which works alike in the built book, JupyterLab and Voila). The plain text shows both.

    >>> folded("Answer: 18.")
    Show the answer: Answer: 18.
    """
    inner = as_shown(body)
    html = (f'<details class="cardlib-folded"><summary>{suits_html(summary)}</summary>'
            f'<div>{inner.html}</div></details>')
    return Shown(html, text if text is not None else f"{summary}: {inner.text}")


def bullets(items: Sequence[object], *, lead: str | None = None, ordered: bool = False,
            text: str | None = None) -> Shown:
    """A list (numbered if ``ordered``); each item may be text or anything :func:`as_shown` takes.

    >>> bullets(["K♦ may be played", "7♣ may not"], lead="Your cards")
    Your cards:
    - K♦ may be played
    - 7♣ may not
    >>> bullets(["lead", "follow"], ordered=True)
    1. lead
    2. follow
    """
    shown = [as_shown(item) for item in items]
    if not shown:
        raise CardlibError("a list needs at least one item")
    tag = "ol" if ordered else "ul"
    head = f"<p>{suits_html(lead)}:</p>" if lead else ""
    html = f'<div class="cardlib-list">{head}<{tag}>' + "".join(f"<li>{s.html}</li>" for s in shown) + f"</{tag}></div>"
    if text is None:
        marks = [f"{i}." if ordered else "-" for i in range(1, len(shown) + 1)]
        lines = [f"{m} {s.text}" for m, s in zip(marks, shown)]
        text = "\n".join(([f"{lead}:"] if lead else []) + lines)
    return Shown(html, text)


def sentence(text: str, *, tag: str = "p", style: str = "") -> Shown:
    """One sentence as a paragraph, suit signs coloured.

    >>> sentence("A♥ wins the trick.").html
    '<p>A<span class="cardlib-suit" style="color:#c8102e">♥</span> wins the trick.</p>'
    """
    attrs = f' style="{style}"' if style else ""
    return Shown(f"<{tag}{attrs}>{suits_html(text)}</{tag}>", str(text))


_FIELD_DOC = re.compile(r"^\* ``(\w+)``: ?(.*(?:\n(?!\* |\n).*)*)", re.M)
_LITERAL = re.compile(r"``(.+?)``")


def _field_docs(text: str) -> dict[str, str]:
    """The ``* ``name``: meaning`` bullets of a docstring, by name, each meaning on one line."""
    return {m.group(1): " ".join(m.group(2).split()) for m in _FIELD_DOC.finditer(text or "")}


def rules_table(rules: type, *, caption: str | None = None) -> Table:
    """The options of a game's ``Rules`` dataclass, one row each: its name (the keyword that
    ``new_game`` takes), its default, and what it means, read from the class's docstring (or,
    where the class lists none, from its module's docstring, where the rules are described).

    >>> from cardlib.handjass import Rules
    >>> t = rules_table(Rules)
    >>> list(t.header), list(t.rows[0][:2]), t.rows[0][2][:44]
    (['option', 'default', 'what it means'], ['target', '7'], 'net strokes that retire a player (7; 5 or 9 ')
    >>> rules_table(int)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: rules_table needs a game's Rules dataclass (e.g. cardlib.loo.Rules), got <class 'int'>
    """
    if not (isinstance(rules, type) and dataclasses.is_dataclass(rules)):
        raise CardlibError(f"rules_table needs a game's Rules dataclass (e.g. cardlib.loo.Rules), got {rules!r}")
    docs = {**_field_docs(inspect.getdoc(inspect.getmodule(rules)) or ""), **_field_docs(inspect.getdoc(rules) or "")}
    rows = []
    for field in dataclasses.fields(rules):
        if not field.init:
            continue
        meaning = docs.get(field.name)
        if meaning is None:          # described with another option: "``end_mode``: ... ``threshold`` ..."
            meaning = next((f"(with {other}) {text}" for other, text in docs.items()
                            if f"``{field.name}``" in text), None)
        if meaning is None:
            raise CardlibError(f"{rules.__module__}.{rules.__name__}.{field.name} is not described in its "
                               f"docstring (a line '* ``{field.name}``: what it means')")
        rows.append([field.name, repr(field.default), meaning])
    # "(with end_mode)": the other option as code too
    rows = [[n, d, re.sub(r"^\(with (\w+)\)", r"(with ``\1``)", m)] for n, d, m in rows]
    header = ["option", "default", "what it means"]
    shown = table(header, [[n, d, _LITERAL.sub(r"\1", m)] for n, d, m in rows], caption=caption)
    # the names and values as code in the HTML: they are what a program types
    code_rows = "".join(f"<tr><td><code>{_html.escape(n)}</code></td><td><code>{_html.escape(d)}</code></td>"
                        f"<td>{_LITERAL.sub(lambda m: '<code>' + m.group(1) + '</code>', suits_html(m))}</td></tr>"
                        for n, d, m in rows)
    cap = f"<caption style=\"text-align:left\">{suits_html(caption)}</caption>" if caption else ""
    html = (f'{_TABLE_STYLE}<table class="cardlib-table-data" style="border-collapse:collapse">{cap}<thead><tr>'
            + "".join(f"<th>{h}</th>" for h in header) + f"</tr></thead><tbody>{code_rows}</tbody></table>")
    return Table(html, shown.text, header, shown.rows)
