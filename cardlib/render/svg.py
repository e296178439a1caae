"""Cards, hands, tricks and tables as SVG text: pure functions, no widgets, no side effects.

Every picture is one ``<svg>`` element with ``role="img"``, an ``aria-label`` and a
``<title>`` naming the cards in words, so it reads well to a screen reader and
shows in the static book on a light or a dark page.

>>> from cardlib.cards import FRENCH_52, SPANISH_40
>>> picture = card(FRENCH_52.parse("Q♠"))
>>> picture.startswith("<svg"), "<title>queen of spades (Q♠)</title>" in picture
(True, True)
>>> "class='suit-oros'" in card(SPANISH_40.parse("Ro"))
True
"""

from __future__ import annotations

import collections
import functools
import hashlib
import itertools
import re
from typing import Callable, Collection, Iterable, Sequence
from xml.sax.saxutils import escape

from ..cards import Card, Pack
from ..errors import CardlibError
from ..game import Counter, Direction, Pile
from . import scene
from .scene import Box, Group, Path, Picture, Text, num

__all__ = ["card", "hand", "trick", "table", "narrow_table", "pack_grid", "to_svg"]

_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,80}")
_ANCHORS = {"start", "middle", "end"}


def card(card: Card, *, width: float = 60, four_colour: bool = False, face_down: bool = False,
         highlight: "str | bool | None" = None, dim: bool = False, id: str | None = None) -> str:
    """One card, ``width`` pixels wide (the height follows).

    ``highlight`` (``True`` or a colour) draws a thick outline; ``dim`` greys the card;
    ``face_down`` draws its back and gives nothing away.

    >>> from cardlib.cards import FRENCH_52
    >>> svg = card(FRENCH_52.parse("10D"), four_colour=True, highlight="red")
    >>> "data-card='10♦'" in svg, "#1f5fbf" in svg, "stroke='red'" in svg
    (True, True, True)
    >>> "face-down card" in card(FRENCH_52.parse("10D"), face_down=True)
    True
    """
    picture = scene.card_picture(card, four_colour=four_colour, face_down=face_down,
                                 highlight=highlight, dim=dim)
    return to_svg(picture, width=width, id=id)


def hand(cards: Iterable[Card], *, width: float = 60, overlap: float = 0.0, four_colour: bool = False,
         highlight: Collection[Card] = (), dim: Collection[Card] = (), label: str | None = None,
         id: str | None = None) -> str:
    """A row of cards, ``width`` pixels per card; ``overlap`` (0 to 0.9) fans them.

    ``highlight`` and ``dim`` are collections of cards to outline or grey.

    >>> from cardlib.cards import SPANISH_40
    >>> svg = hand(SPANISH_40.parse_cards("Ro 7c"), label="mano")
    >>> svg.count("class='cardlib-card'"), "<title>mano: king of coins, seven of cups</title>" in svg
    (2, True)
    >>> "no cards" in hand([])
    True
    """
    picture = scene.hand_picture(cards, width=width, overlap=overlap, four_colour=four_colour,
                                 highlight=highlight, dim=dim, label=label)
    return to_svg(picture, width=picture.width, id=id)


def trick(cards: Iterable[Card], *, seats: Sequence | None = None, winner: int | None = None,
          width: float = 60, four_colour: bool = False, id: str | None = None) -> str:
    """The cards of a trick in play order, ``seats`` labelled under them, the ``winner`` outlined.

    ``winner`` is an index into ``cards``, as the games' ``trick_winner`` returns it.

    >>> from cardlib.cards import FRENCH_52
    >>> svg = trick(FRENCH_52.parse_cards("7H KH 2S AH"), seats=["Ann", "Bo", "Cy", "Di"], winner=3)
    >>> "A♥ (Di) wins" in svg
    True
    """
    picture = scene.trick_picture(cards, seats=seats, winner=winner, width=width,
                                  four_colour=four_colour)
    return to_svg(picture, width=picture.width, id=id)


def table(hands: Sequence[Iterable[Card]], *, direction: "str | Direction" = "clockwise",
          labels: Sequence[str] | None = None, centre: Iterable[tuple[int, Card]] = (),
          face_down: Collection[int] = (), dealer: int | None = None, to_act: int | None = None,
          four_colour: bool = False, width: float | None = None,
          highlight: Collection[Card] = (), dim: Collection[Card] = (), piles: Iterable[Pile] = (),
          counters: Iterable[Counter] = (), hand_size: int | None = None, viewer: int | None = 0,
          id: str | None = None, spoken: Sequence[str] = ()) -> str:
    """A table of 2 to 7 seats seen from above: seat 0 at the bottom, the others going round.

    Clockwise seen from above goes bottom, left, top, right; counter-clockwise goes
    bottom, right, top, left. Seats in ``face_down`` show card backs; ``centre`` lists the
    ``(seat, card)`` pairs of the current trick, drawn in front of each seat. ``width``
    scales the whole picture (its natural size suits a page).

    ``piles`` (:class:`cardlib.game.Pile`: a turned trump, a blind, a dummy) lie beside
    their seat's hand or in the middle; ``counters`` (:class:`cardlib.game.Counter`: scores,
    chips, a pot) sit under their seat's name or in the middle. The ``viewer``'s seat is at
    the bottom, its cards larger. The size holds still while cards are played: it follows
    the seats, ``hand_size`` (the most cards a hand will hold; default, the longest hand
    now) and where piles and counters lie, never the labels or the cards left.

    >>> from cardlib.cards import FRENCH_52
    >>> hands = [FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H"),
    ...          FRENCH_52.parse_cards("4D 5D"), FRENCH_52.parse_cards("6C 7C")]
    >>> svg = table(hands, labels=["You", "West", "North", "East"], dealer=3, to_act=0,
    ...             face_down=[1, 2, 3], centre=[(3, FRENCH_52.parse("QH"))])
    >>> svg.count("class='cardlib-seat'"), "play goes clockwise" in svg, "data-card='2♥'" in svg
    (4, True, False)
    """
    picture = scene.table_picture(hands, direction=direction, labels=labels, centre=centre,
                                  face_down=face_down, dealer=dealer, to_act=to_act,
                                  four_colour=four_colour, highlight=highlight, dim=dim,
                                  piles=piles, counters=counters, hand_size=hand_size, viewer=viewer, spoken=spoken)
    return to_svg(picture, width=picture.width if width is None else width, id=id)


def narrow_table(hands: Sequence[Iterable[Card]], *, direction: "str | Direction" = "clockwise",
                 labels: Sequence[str] | None = None, centre: Iterable[tuple[int, Card]] = (),
                 face_down: Collection[int] = (), dealer: int | None = None, to_act: int | None = None,
                 four_colour: bool = False, highlight: Collection[Card] = (), dim: Collection[Card] = (),
                 piles: Iterable[Pile] = (), counters: Iterable[Counter] = (), hand_size: int | None = None,
                 viewer: int | None = None, id: str | None = None, spoken: Sequence[str] = ()) -> str:
    """The seats of a table one under another, for a phone (see
    :func:`cardlib.render.scene.narrow_table_picture`): 400 units wide, its type legible at 358 px.
    It takes :func:`table`'s options (but ``width``) and draws all the round table draws.

    >>> from cardlib.cards import FRENCH_52
    >>> svg = narrow_table([FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H")], dealer=1)
    >>> svg.count("class='cardlib-seat'"), "Seat 1 · deals" in svg, "width='400'" in svg
    (2, True, True)
    """
    picture = scene.narrow_table_picture(hands, direction=direction, labels=labels, centre=centre,
                                         face_down=face_down, dealer=dealer, to_act=to_act,
                                         four_colour=four_colour, highlight=highlight, dim=dim,
                                         piles=piles, counters=counters, hand_size=hand_size, viewer=viewer, spoken=spoken)
    return to_svg(picture, width=picture.width, id=id)


# A page narrower than this (a phone) shows a picture's narrow form instead of its wide one. The rule
# travels with the output, so it holds in the built book, JupyterLab and Voila alike.
NARROW_PAGE = 640
_WIDE_OR_NARROW = ("<style>.cardlib-narrow-only{display:none}"
                   f"@media (max-width:{NARROW_PAGE}px){{.cardlib-wide-only{{display:none}}"
                   ".cardlib-narrow-only{display:block}}</style>")


def wide_or_narrow_html(wide: str, narrow: str) -> str:
    """HTML showing ``wide`` on a page wider than ``NARROW_PAGE`` px and ``narrow`` on a phone.

    >>> wide_or_narrow_html("<svg/>", "<svg/>").count("cardlib-wide-only")
    2
    """
    return (f'{_WIDE_OR_NARROW}<div class="cardlib-wide-only">{wide}</div>'
            f'<div class="cardlib-narrow-only">{narrow}</div>')


def pack_grid(pack: Pack, *, width: float = 44, id: str | None = None) -> str:
    """Every card of ``pack``, one row per suit, ``width`` pixels per card.

    >>> from cardlib.cards import SWISS_36
    >>> pack_grid(SWISS_36).count("class='cardlib-card'")
    36
    """
    picture = scene.pack_picture(pack, width=width)
    return to_svg(picture, width=picture.width, id=id)


# --- writing the shapes out -----------------------------------------------------------------
#
# A card's shapes repeat: the same suit sign on every pip, the same frame on every card,
# the same back on every hidden card. Each shape or group of shapes drawn more than once in
# a picture is written once in the picture's <defs> and drawn again with <use href="#...">.
# The ids start with a hash of the picture's own text, so many pictures share one page
# without clashing, and the same picture is written the same way on every run.

# Most text on a card is bold (its index, its court word), so bold is the default too.
_TEXT_DEFAULTS = {"font-family": scene.SERIF, "font-weight": "bold", "text-anchor": "middle",
                  "fill": scene.INK}
_MARK = "\x00"          # stands for the picture's id prefix until the text is complete
_WORTH = 40             # a shape shorter than this is written out each time: a <use> costs as much
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def to_svg(picture: Picture, *, width: float, id: str | None = None) -> str:
    """The SVG text of a :class:`~cardlib.render.scene.Picture` shown ``width`` pixels wide.

    Each shape drawn more than once is written once, in ``<defs>``:

    >>> from cardlib.cards import FRENCH_52, Suit
    >>> picture = scene.hand_picture(FRENCH_52.parse_cards("9H 8H"))
    >>> text = to_svg(picture, width=picture.width)
    >>> heart = path_data(scene.suit_parts(Suit.HEARTS)[0].d)
    >>> text.count(heart), text.count("<use "), text == to_svg(picture, width=picture.width)
    (1, 28, True)
    """
    writer = _Writer(picture.body.children)
    return _prefixed(_svg_text(picture, width, id, writer, defs=True))


def to_svg_pair(wide: Picture, narrow: Picture, *, width: float, id: str | None = None) -> tuple[str, str]:
    """Two pictures for one page, ``wide`` shown ``width`` pixels wide and ``narrow`` at its own
    width, that share their shapes: a shape either draws twice is written once, in the narrow
    picture's ``<defs>`` (ids are the page's, so the wide picture's ``<use>`` finds it there even
    when the narrow one is hidden). The two forms of :func:`wide_or_narrow_html` weigh about a
    third less so. With an ``id``, the wide picture takes it and the narrow one ``id + "-narrow"``.

    >>> from cardlib.cards import FRENCH_52
    >>> hands = [FRENCH_52.parse_cards("AS KS QH"), FRENCH_52.parse_cards("2H 3H 4H")]
    >>> w, n = to_svg_pair(scene.table_picture(hands), scene.narrow_table_picture(hands), width=300)
    >>> "<defs>" in w, n.count("<defs>"), len(w + n) < len(table(hands) + narrow_table(hands))
    (False, 1, True)
    """
    writer = _Writer(wide.body.children + narrow.body.children)
    wide_text = _svg_text(wide, width, id, writer, defs=False)
    narrow_text = _svg_text(narrow, narrow.width, None if id is None else f"{id}-narrow", writer, defs=True)
    both = _prefixed(wide_text + "\x01" + narrow_text)
    wide_text, narrow_text = both.split("\x01")
    return wide_text, narrow_text


def _prefixed(text: str) -> str:
    if _MARK in text:
        # "c", then 5 letters or digits of the hash (30 bits), then the def's number: the prefix
        # has a fixed length, so ids of two pictures can only meet if their whole prefixes do.
        digest = int.from_bytes(hashlib.sha1(text.encode(), usedforsecurity=False).digest()[:8], "big")
        prefix = "c" + "".join(_DIGITS[digest // 62 ** i % 62] for i in range(5))
        text = text.replace(_MARK, prefix)
    return text


def _svg_text(picture: Picture, width: float, id: str | None, writer: "_Writer", *, defs: bool) -> str:
    """The picture's SVG text, its ids still marked; ``defs``: write the writer's defs so far in it."""
    width = scene.check_width(width)
    if id is not None and not (isinstance(id, str) and _ID.fullmatch(id)):
        raise CardlibError(f"id must be letters, digits, '_', '-' or '.', starting with a letter, got {id!r}")
    height = width * picture.height / picture.width
    attrs = {
        "xmlns": "http://www.w3.org/2000/svg", "id": id, "class": picture.cls, "role": "img",
        "aria-label": picture.title, "data-card": picture.data_card,
        "width": num(width), "height": num(height),
        "viewBox": " ".join(num(v) for v in (picture.x0, picture.y0, picture.width, picture.height)),
        # A wide table shrinks to fit a narrow page (or phone) instead of being cut off.
        "style": "max-width:100%;height:auto",
        # Text inherits these, so a line of text names only what differs from them.
        **_TEXT_DEFAULTS,
    }
    body = "".join(writer.write(child) for child in picture.body.children)
    defs = f"<defs>{''.join(writer.defs)}</defs>" if defs and writer.defs else ""
    # The title ends the sentence and a space follows it, so a front end that shows only the
    # picture's words (an untrusted notebook) does not run them together.
    return f"<svg{_attrs(attrs)}><title>{escape(picture.title)}</title> {defs}{body}</svg>"


def _quote(value: str) -> str:
    """An attribute value in single quotes: a notebook stores its HTML as JSON, where each double
    quote costs a backslash too.

    >>> print(_quote("dealer's <hand>"), _quote('say "mus"'))
    'dealer&apos;s &lt;hand&gt;' 'say "mus"'
    """
    return "'" + escape(value, {"'": "&apos;"}) + "'"


def _attrs(attrs: dict) -> str:
    return "".join(f" {k}={_quote(str(v))}" for k, v in attrs.items() if v is not None)


def _paint(shape: "Path | Box") -> dict:
    return {"fill": shape.fill or "none", "stroke": shape.stroke,
            "stroke-width": num(shape.stroke_width) if shape.stroke else None,
            "opacity": num(shape.opacity) if shape.opacity != 1 else None}


def _labelled(group: Group) -> bool:
    return bool(group.title or group.data_card or group.data)


def _key(shape) -> object:
    """What makes two drawings of a shape the same. A labelled group (a card) shares its
    children, its labels and place staying at each use; an unlabelled one (a suit sign) shares
    its children with its class and size, only its place and turn staying at each use. A path
    or a box shares its whole self; text is never shared (``None``)."""
    if isinstance(shape, Group):
        return ("g", shape.children) if _labelled(shape) else ("g", shape.children, shape.cls, shape.scale)
    if isinstance(shape, (Path, Box)):
        return shape
    return None


class _Writer:
    """Writes one picture's shapes, each repeated one once into ``defs``."""

    def __init__(self, children: tuple) -> None:
        self.uses: collections.Counter = collections.Counter()
        self.places: dict[object, set] = collections.defaultdict(set)   # where each sign is drawn
        for child in children:
            self._count(child)
        self.defs: list[str] = []
        self.ids: dict[object, str | None] = {}     # key -> its id, or None if written in place
        self.content: dict[tuple, str] = {}

    def _count(self, shape) -> None:
        # How often each shape is drawn once every shape drawn twice is a <use>: the parts
        # of a shared group are counted once, as they are written once (inside its def).
        key = _key(shape)
        if key is not None:
            self.uses[key] += 1
            if isinstance(shape, Group) and not _labelled(shape):
                self.places[key].add((shape.x, shape.y, shape.rotate))
            if self.uses[key] > 1:
                return
        if isinstance(shape, Group):
            for child in shape.children:
                self._count(child)

    def _shared(self, key, text: "Callable[[], str]") -> str | None:
        """The id of ``key``'s def, made on first need; ``None`` if it is drawn in place."""
        if key not in self.ids:
            self.ids[key] = None
            if self.uses[key] > 1:
                written = text()
                if len(written) > _WORTH:
                    self.ids[key] = f"{_MARK}{len(self.defs)}"
                    self.defs.append(_with_id(written, self.ids[key]))
        return self.ids[key]

    def _inner(self, children: tuple) -> str:
        if children not in self.content:
            self.content[children] = "".join(self.write(c) for c in children)
        return self.content[children]

    def write(self, shape) -> str:
        if isinstance(shape, Group):
            attrs = {"class": shape.cls, "data-card": shape.data_card,
                     **{f"data-{k}": v for k, v in shape.data},
                     "transform": _transform(shape.x, shape.y, shape.rotate, shape.scale)}
            title = f"<title>{escape(shape.title)}</title> " if shape.title else ""
            if _labelled(shape):
                ref = self._shared(_key(shape), lambda: f"<g>{self._inner(shape.children)}</g>")
                inner = self._inner(shape.children) if ref is None else f"<use href='#{ref}'/>"
                return f"<g{_attrs(attrs)}>{title}{inner}</g>"
            # A shared sign keeps its class and size in its def; each use says only where it goes,
            # unless the sign is always drawn in one place: then its def says that too.
            key = _key(shape)
            fixed = len(self.places[key]) == 1
            own = {"class": shape.cls, "transform": _transform(shape.x, shape.y, shape.rotate, shape.scale)
                   if fixed else _transform(0, 0, 0, shape.scale)}
            ref = self._shared(key, lambda: f"<g{_attrs(own)}>{self._inner(shape.children)}</g>")
            if ref is None:
                return f"<g{_attrs(attrs)}>{self._inner(shape.children)}</g>"
            place = ({} if fixed else
                     {"transform": _transform(shape.x, shape.y, shape.rotate, 1)} if shape.rotate else
                     {"x": num(shape.x) if shape.x else None, "y": num(shape.y) if shape.y else None})
            return f"<use href='#{ref}'{_attrs(place)}/>"
        if isinstance(shape, (Path, Box)):
            ref = self._shared(shape, lambda: _leaf(shape))
            return _leaf(shape) if ref is None else f"<use href='#{ref}'/>"
        return _leaf(shape)


def path_data(d: str) -> str:
    """Path data as short as SVG allows, the same outline: no space around a command letter
    or before a minus sign.

    >>> path_data("M5 50 a45 45 0 1 1 90 0 a45 45 0 1 1 -90 0 Z")
    'M5 50a45 45 0 1 1 90 0a45 45 0 1 1-90 0Z'
    """
    return re.sub(r" (?=-)", "", re.sub(r" *([A-Za-z]) *", r"\1", d.strip()))


def _transform(x: float, y: float, rotate: float, scale: float) -> str | None:
    """The SVG transform that moves by (x, y), turns and scales, or None for none.

    A move then a half turn is one half turn about the midpoint, which is shorter to write:

    >>> _transform(100, 140, 180, 1), _transform(31, 110, 0, 0.5), _transform(0, 0, 90, 1)
    ('rotate(180 50 70)', 'translate(31 110) scale(0.5)', 'rotate(90)')
    """
    # only where the midpoint is exact in two decimals, so that nothing moves by a rounding
    if rotate == 180 and (x or y) and float(num(x / 2)) * 2 == float(num(x)) \
            and float(num(y / 2)) * 2 == float(num(y)):
        half_turn = f"rotate(180 {num(x / 2)} {num(y / 2)})"
        return half_turn if scale == 1 else f"{half_turn} scale({num(scale)})"
    return " ".join(itertools.compress(
        (f"translate({num(x)} {num(y)})", f"rotate({num(rotate)})", f"scale({num(scale)})"),
        (x or y, rotate, scale != 1))) or None


def _with_id(written: str, ident: str) -> str:
    """``<tag ...`` -> ``<tag id='...' ...``."""
    tag = re.match(r"<[a-z]+", written).group(0)
    return f"{tag} id='{ident}'{written[len(tag):]}"


@functools.lru_cache(maxsize=8192)
def _leaf(shape) -> str:
    # A path, box or line of text, written out: frozen values a pack has few of, so cached.
    if isinstance(shape, Path):
        return f"<path{_attrs({'d': path_data(shape.d), **_paint(shape)})}/>"
    if isinstance(shape, Box):
        attrs = {"x": num(shape.x), "y": num(shape.y), "width": num(shape.w), "height": num(shape.h),
                 "rx": num(shape.r) if shape.r else None, **_paint(shape)}
        return f"<rect{_attrs(attrs)}/>"
    if isinstance(shape, Text):
        assert shape.anchor in _ANCHORS, shape.anchor
        attrs = {"x": num(shape.x), "y": num(shape.y), "font-size": num(shape.size),
                 "font-family": shape.family, "font-weight": "bold" if shape.bold else "normal",
                 "text-anchor": shape.anchor, "fill": shape.fill}
        attrs = {k: None if _TEXT_DEFAULTS.get(k) == v else v for k, v in attrs.items()}
        # a space after each line of text keeps the words apart when only the words are shown
        return f"<text{_attrs(attrs)}>{escape(shape.text)}</text> "
    raise TypeError(f"cannot draw {shape!r}")  # pragma: no cover - internal
