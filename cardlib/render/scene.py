"""Card pictures as a small tree of shapes, shared by the SVG and the canvas renderers.

All geometry lives here once. A suit sign is SVG path data in a 100 x 100 box,
a card face is drawn in a 100 x 140 box, and a hand, a trick or a table is laid
out in pixels. :mod:`cardlib.render.svg` writes the tree out as SVG text and
:mod:`cardlib.render.canvas` replays it on an ipycanvas ``Canvas``, so both show
the same picture.

>>> from cardlib.cards import SPANISH_40
>>> picture = card_picture(SPANISH_40.parse("Ro"))
>>> picture.title, picture.width, picture.height
('king of coins', 108, 148)
"""

from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass
from typing import Collection, Iterable, Sequence, Union

from ..cards import Card, Pack, Suit
from ..errors import CardlibError
from ..game import Counter, Direction, Pile, TableView

__all__ = ["Path", "Box", "Text", "Group", "Picture", "suit_sign", "card_group", "card_picture",
           "hand_picture", "trick_picture", "table_picture", "narrow_table_picture", "view_picture",
           "narrow_view_picture", "pack_picture", "rounded_rect",
           "fitted_plate", "picture_words", "HIGHLIGHT"]

CARD_W, CARD_H = 100, 140      # a card face, in card units
EDGE = 4                       # room around a card for its highlight outline
SERIF = "Georgia, DejaVu Serif, serif"
SANS = "Helvetica, Arial, DejaVu Sans, sans-serif"
INK = "#1a1a1a"
HIGHLIGHT = "#f0a202"          # amber: the deciding card, the winner
PLATE = "#f7f4ea"              # label plates: light, with dark text, on either theme
PLATE_EDGE = "#3a3a3a"
FELT, FELT_EDGE = "#2d6a4f", "#1b4332"


# --- the shapes -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Path:
    """SVG path data ``d`` filled and/or stroked."""

    d: str
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 0.0
    opacity: float = 1.0


@dataclass(frozen=True)
class Box:
    """A rectangle with corner radius ``r``."""

    x: float
    y: float
    w: float
    h: float
    r: float = 0.0
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 0.0
    opacity: float = 1.0


@dataclass(frozen=True)
class Text:
    """One line of text; ``(x, y)`` is on its baseline, ``anchor`` is start, middle or end."""

    x: float
    y: float
    text: str
    size: float
    fill: str = INK
    anchor: str = "middle"
    bold: bool = False
    family: str = SERIF


@dataclass(frozen=True)
class Group:
    """Children drawn after ``translate(x, y) rotate(rotate) scale(scale)``.

    ``cls``, ``title``, ``data_card`` and ``data`` (more ``data-*`` attributes) label the group
    in SVG; a canvas ignores them.
    """

    children: tuple
    x: float = 0.0
    y: float = 0.0
    scale: float = 1.0
    rotate: float = 0.0
    cls: str | None = None
    title: str | None = None
    data_card: str | None = None
    data: tuple[tuple[str, str], ...] = ()


Shape = Union[Path, Box, Text, Group]


@dataclass(frozen=True)
class Picture:
    """A whole picture: its content, natural size and the text alternative for it."""

    body: Group
    width: float
    height: float
    title: str
    cls: str
    x0: float = 0.0
    y0: float = 0.0
    data_card: str | None = None


def num(value: float) -> str:
    """A coordinate as short text: ``num(2.50) == '2.5'``, ``num(3.0) == '3'``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def circle(cx: float, cy: float, r: float) -> str:
    """Path data of a circle, drawn clockwise like every closed shape here."""
    return (f"M{num(cx - r)} {num(cy)} a{num(r)} {num(r)} 0 1 1 {num(2 * r)} 0 "
            f"a{num(r)} {num(r)} 0 1 1 {num(-2 * r)} 0 Z")


def ellipse(cx: float, cy: float, rx: float, ry: float) -> str:
    """Path data of an axis-aligned ellipse."""
    return (f"M{num(cx - rx)} {num(cy)} a{num(rx)} {num(ry)} 0 1 1 {num(2 * rx)} 0 "
            f"a{num(rx)} {num(ry)} 0 1 1 {num(-2 * rx)} 0 Z")


def rounded_rect(box: Box) -> list[tuple[str, tuple[float, ...]]]:
    """The outline of ``box`` as canvas path steps: ``("move_to", (x, y))``, ``("arc_to", ...)``."""
    x, y, w, h = box.x, box.y, box.w, box.h
    r = min(box.r, w / 2, h / 2)
    return [("move_to", (x + r, y)), ("arc_to", (x + w, y, x + w, y + h, r)),
            ("arc_to", (x + w, y + h, x, y + h, r)), ("arc_to", (x, y + h, x, y, r)),
            ("arc_to", (x, y, x + w, y, r)), ("close_path", ())]


# --- suit signs, each in a 100 x 100 box ----------------------------------------------------

_GOLD, _GOLD_DARK, _GOLD_EDGE = "#f2c230", "#dc9d16", "#7a5200"


def _ring_of_dots(cx: float, cy: float, radius: float, dot: float, count: int) -> str:
    return " ".join(circle(cx + radius * math.cos(2 * math.pi * k / count),
                           cy + radius * math.sin(2 * math.pi * k / count), dot)
                    for k in range(count))


_FRENCH_SIGNS = {
    Suit.HEARTS: ("M50 93 C45 86 8 62 8 35 C8 18 20 8 33 8 C42 8 48 14 50 21 "
                  "C52 14 58 8 67 8 C80 8 92 18 92 35 C92 62 55 86 50 93 Z"),
    Suit.DIAMONDS: "M50 3 Q66 30 86 50 Q66 70 50 97 Q34 70 14 50 Q34 30 50 3 Z",
    Suit.SPADES: ("M50 5 C55 17 92 38 92 61 C92 75 82 83 70 83 C62 83 56 79 53 73 "
                  "C54 83 58 90 66 95 L34 95 C42 90 46 83 47 73 C44 79 38 83 30 83 "
                  "C18 83 8 75 8 61 C8 38 45 17 50 5 Z"),
    Suit.CLUBS: (" ".join(circle(*c) for c in ((50, 27, 19), (27, 58, 19), (73, 58, 19), (50, 52, 12)))
                 + " M54 56 C54 76 60 88 68 95 L32 95 C40 88 46 76 46 56 Z"),
}

_SPANISH_SIGNS = {
    Suit.OROS: (
        Path(circle(50, 50, 45), _GOLD, _GOLD_EDGE, 3),
        Path(circle(50, 50, 33), None, _GOLD_EDGE, 2.5),
        Path(_ring_of_dots(50, 50, 39, 2.6, 12), _GOLD_EDGE),
        Path(circle(50, 50, 17), _GOLD_DARK, _GOLD_EDGE, 2),
        Path(circle(50, 50, 6), _GOLD, _GOLD_EDGE, 1.5),
    ),
    Suit.COPAS: (
        Path("M45 54 H55 L53 78 H47 Z", _GOLD, _GOLD_EDGE, 2),
        Path(circle(50, 66, 7), _GOLD, _GOLD_EDGE, 2),
        Path("M28 93 C30 83 41 77 50 77 C59 77 70 83 72 93 Z", _GOLD, _GOLD_EDGE, 2.5),
        Path("M19 17 C19 43 33 57 50 57 C67 57 81 43 81 17 Z", "#c62828", "#5e1010", 2.5),
        Path("M22 31 Q50 39 78 31", None, _GOLD, 4),
        Path("M15 9 H85 Q88 9 88 12 V17 Q88 20 85 20 H15 Q12 20 12 17 V12 Q12 9 15 9 Z",
             _GOLD, _GOLD_EDGE, 2),
    ),
    Suit.ESPADAS: (
        Path("M44.5 33 H55.5 V82 L50 98 L44.5 82 Z", "#3a6fc4", "#16325e", 2),
        Path("M50 37 V86", None, "#c9dcf7", 2),
        Path("M45.5 9 H54.5 V29 H45.5 Z", "#8b3a1a", "#4a1d0a", 1.5),
        Path("M22 25 Q50 33 78 25 L79 33 Q50 41 21 33 Z", _GOLD, _GOLD_EDGE, 2),
        Path(circle(21, 29, 5) + " " + circle(79, 29, 5), _GOLD, _GOLD_EDGE, 1.5),
        Path(circle(50, 7, 6), _GOLD, _GOLD_EDGE, 1.5),
    ),
    Suit.BASTOS: (
        Path(" ".join(circle(*c) for c in ((30, 32, 9), (69, 48, 8), (36, 67, 7), (62, 81, 6))),
             "#3f8f3f", "#1f4f1f", 2),
        Path(" ".join(circle(*c) for c in ((26, 31, 4), (73, 47, 3.4), (32.5, 66.5, 3), (65.5, 80.5, 2.5))),
             "#d9b77a", "#1f4f1f", 1),
        Path("M34 12 C36 4 64 4 66 12 C66 36 60 66 57 92 C56 97 44 97 43 92 C40 66 34 36 34 12 Z",
             "#4f9f45", "#1f4f1f", 2.5),
        Path("M46 20 Q43 52 48 89", None, "#2f6f2f", 1.8),
        Path("M57 18 Q57 40 54 62", None, "#7cc06f", 1.8),
        Path(ellipse(50, 11, 16, 5), "#d9b77a", "#1f4f1f", 1.5),
    ),
}

_FRENCH_COLOURS = {Suit.SPADES: INK, Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e", Suit.CLUBS: INK}
_FOUR_COLOURS = {**_FRENCH_COLOURS, Suit.DIAMONDS: "#1f5fbf", Suit.CLUBS: "#1e7b34"}
_SPANISH_COLOURS = {Suit.OROS: "#9a6500", Suit.COPAS: "#b3202a", Suit.ESPADAS: "#1f4f9c",
                    Suit.BASTOS: "#2c7a3a"}


def suit_colour(suit: Suit, four_colour: bool = False) -> str:
    """The colour of a suit's rank index (and of a French suit's sign).

    >>> suit_colour(Suit.DIAMONDS), suit_colour(Suit.DIAMONDS, four_colour=True)
    ('#c8102e', '#1f5fbf')
    """
    if suit.family == "spanish":
        return _SPANISH_COLOURS[suit]
    return (_FOUR_COLOURS if four_colour else _FRENCH_COLOURS)[suit]


def suit_class(suit: Suit) -> str:
    """The class of a suit sign's group: ``suit-spades``, ``suit-oros``, ..."""
    return "suit-" + suit.english.split()[0]


def suit_parts(suit: Suit, four_colour: bool = False) -> tuple[Path, ...]:
    """The paths of a suit sign in its 100 x 100 box."""
    if suit.family == "spanish":
        return _SPANISH_SIGNS[suit]
    return (Path(_FRENCH_SIGNS[suit], suit_colour(suit, four_colour)),)


def suit_sign(suit: Suit, cx: float, cy: float, size: float, *, four_colour: bool = False,
              rotate: float = 0.0) -> Group:
    """A suit sign ``size`` wide centred on ``(cx, cy)``, optionally turned by ``rotate`` degrees."""
    inner = Group(suit_parts(suit, four_colour), x=-50, y=-50)
    return Group((inner,), x=cx, y=cy, scale=size / 100, rotate=rotate, cls=suit_class(suit))


# --- one card, in a 100 x 140 box -----------------------------------------------------------

_PIPS = {
    1: ((50, 70),),
    2: ((50, 30), (50, 110)),
    3: ((50, 30), (50, 70), (50, 110)),
    4: ((31, 30), (69, 30), (31, 110), (69, 110)),
    5: ((31, 30), (69, 30), (50, 70), (31, 110), (69, 110)),
    6: ((31, 30), (69, 30), (31, 70), (69, 70), (31, 110), (69, 110)),
    7: ((31, 30), (69, 30), (50, 50), (31, 70), (69, 70), (31, 110), (69, 110)),
    8: ((31, 30), (69, 30), (50, 50), (31, 70), (69, 70), (50, 90), (31, 110), (69, 110)),
    9: ((33, 28), (67, 28), (33, 56), (67, 56), (50, 70), (33, 84), (67, 84), (33, 112), (67, 112)),
    10: ((33, 28), (67, 28), (50, 42), (33, 56), (67, 56), (33, 84), (67, 84), (50, 98),
         (33, 112), (67, 112)),
}
_FACES = {"J", "Q", "K", "R", "C", "S"}
_SPANISH_FACE_NUMBERS = {"R": "12", "C": "11", "S": "10"}
_CORNER_BOX = Box(0, 0, CARD_W, CARD_H, 7, "#ffffff", "#2b2b2b", 2)


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Diagonal lines both ways across a rectangle: the pattern on a card's back."""
    segments = []
    for c in range(int((x0 - y1) // step) * int(step), int(x1 - y0) + 1, int(step)):
        # the line x - y = c, cut to the rectangle
        ya, yb = max(y0, x0 - c), min(y1, x1 - c)
        if ya < yb:
            segments.append(f"M{num(ya + c)} {num(ya)} L{num(yb + c)} {num(yb)}")
    for c in range(int(x0 + y0), int(x1 + y1) + 1, int(step)):
        # the line x + y = c
        ya, yb = max(y0, c - x1), min(y1, c - x0)
        if ya < yb:
            segments.append(f"M{num(c - ya)} {num(ya)} L{num(c - yb)} {num(yb)}")
    return " ".join(segments)


_BACK = (
    Box(0, 0, CARD_W, CARD_H, 7, "#1d4f91", "#2b2b2b", 2),
    Path(_lattice(11, 11, 89, 129, 12), None, "#6f9bd6", 1.5),
    Box(8, 8, 84, 124, 4, None, "#ffffff", 2.5),
    Path("M50 48 L72 70 L50 92 L28 70 Z", "#f2c230", "#ffffff", 2),
)


def _corner(card: Card, colour: str, four_colour: bool) -> Group:
    size = 16 if len(card.rank) > 1 else 20
    return Group((Text(12, 24, card.rank, size, colour, bold=True),
                  suit_sign(card.suit, 12, 36, 13, four_colour=four_colour)))


def _centre(card: Card, colour: str, four_colour: bool) -> tuple:
    spanish = card.suit.family == "spanish"
    if card.rank in _FACES:
        word = card.name.split()[0].upper()
        if spanish:
            word += " " + _SPANISH_FACE_NUMBERS[card.rank]
        return (Box(22, 15, 56, 110, 4, "#fbf6e9", colour, 1.5),
                Text(50, 50, card.rank, 30, colour, bold=True),
                suit_sign(card.suit, 50, 78, 34, four_colour=four_colour),
                Text(50, 116, word, 8.5 if len(word) > 8 else 10, colour, bold=True, family=SANS))
    if card.rank == "A":
        return (suit_sign(card.suit, 50, 70, 62 if spanish else 50, four_colour=four_colour),)
    count = int(card.rank)
    size = 24 if spanish else 18 if count >= 9 else 21
    return tuple(suit_sign(card.suit, x, y, size, four_colour=four_colour,
                           rotate=180 if y > 70 and not spanish else 0)
                 for x, y in _PIPS[count])


def holding_words(cards) -> str:
    """A seat's cards as a screen reader says them (each as :attr:`Card.said <cardlib.cards.Card.said>` says it):
    ``'Q♠, 10♣'``, ``'king of coins, four of cups'``; ``'no cards'`` for none."""
    return ", ".join(c.said for c in cards) or "no cards"


def face_down_words(count: int) -> str:
    """How many face-down cards a seat or a pile holds, as a screen reader says it.

    >>> face_down_words(9), face_down_words(1), face_down_words(0)
    ('9 face-down cards', '1 face-down card', 'no cards')
    """
    return f"{count} face-down card{'s' if count != 1 else ''}" if count else "no cards"


def card_title(card: Card, face_down: bool = False) -> str:
    """The words a screen reader says: ``'queen of spades (Q♠)'``, ``'king of coins'`` (a Spanish
    card in English words alone, its typing code no name a player says) or ``'face-down card'``."""
    if face_down:
        return "face-down card"
    return card.said if card.suit.family == "spanish" else f"{card.name} ({card})"


def card_group(card: Card, *, x: float = 0, y: float = 0, scale: float = 1.0,
               four_colour: bool = False, face_down: bool = False,
               highlight: str | None = None, dim: bool = False) -> Group:
    """One card with its top-left corner at ``(x, y)``, ``100 * scale`` wide.

    A face-down card carries no ``data_card``: the picture must not give it away.
    """
    if face_down:
        parts: tuple = _BACK
    else:
        colour = suit_colour(card.suit, four_colour)
        corner = _corner(card, colour, four_colour)
        parts = (_CORNER_BOX, corner, Group(corner.children, x=CARD_W, y=CARD_H, rotate=180),
                 *_centre(card, colour, four_colour))
    if dim:
        parts += (Box(0, 0, CARD_W, CARD_H, 7, "#5f5f5f", None, 0, 0.55),)
    if highlight:
        parts += (Box(-2.5, -2.5, CARD_W + 5, CARD_H + 5, 9, None, highlight, 5),)
    return Group(parts, x=x, y=y, scale=scale, cls="cardlib-card", title=card_title(card, face_down),
                 data_card=None if face_down else str(card))


# --- checking arguments ---------------------------------------------------------------------

_COLOUR = re.compile(r"#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|(rgb|rgba|hsl|hsla)\([0-9., %]+\)")


def check_colour(value: "str | bool | None", what: str = "highlight") -> str | None:
    """``None`` for no colour, the default amber for ``True``, else a checked CSS colour."""
    if value is None or value is False:
        return None
    if value is True:
        return HIGHLIGHT
    if isinstance(value, str) and _COLOUR.fullmatch(value.strip()):
        return value.strip()
    raise CardlibError(f"{what} must be True or a colour such as 'red' or '#f0a202', got {value!r}")


def check_width(width: float, what: str = "width") -> float:
    """A picture width in pixels, from 8 to 4000."""
    if isinstance(width, bool) or not isinstance(width, (int, float)) or not 8 <= width <= 4000:
        raise CardlibError(f"{what} must be a number of pixels from 8 to 4000, got {width!r}")
    return float(width)


def check_card(card: object, what: str = "card") -> Card:
    if not isinstance(card, Card):
        raise CardlibError(f"{what} must be a Card (parse text with a pack, e.g. "
                           f"FRENCH_52.parse('Q♠')), got {card!r}")
    return card


def check_cards(cards: object, what: str = "cards") -> tuple[Card, ...]:
    if isinstance(cards, (str, bytes, Card)) or not isinstance(cards, Iterable):
        raise CardlibError(f"{what} must be a sequence of cards (e.g. FRENCH_52.parse_cards('A♥ 9♥')), "
                           f"got {cards!r}")
    return tuple(check_card(c, f"each of {what}") for c in cards)


def _check_fraction(value: float, what: str, top: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= top:
        raise CardlibError(f"{what} must be a number from 0 to {top}, got {value!r}")
    return float(value)


def _check_index(value: object, count: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < count:
        raise CardlibError(f"{what} must be a whole number from 0 to {count - 1}, got {value!r}")
    return value


def _check_labels(labels: object, count: int, what: str) -> tuple[str, ...]:
    if labels is None:
        return tuple(f"Seat {i}" for i in range(count))
    if isinstance(labels, str) or not isinstance(labels, Sequence) or len(labels) != count:
        raise CardlibError(f"{what} must be a list of {count} names, got {labels!r}")
    return tuple(str(label) for label in labels)


# --- rows of cards, plates, hands, tricks ---------------------------------------------------

def _plate(cx: float, top: float, text: str, *, size: float = 12, strong: bool = False) -> Group:
    """A label on a light plate with dark text, centred on ``cx`` (readable on any background)."""
    w, h = plate_size(text, size)
    return Group((Box(cx - w / 2, top, w, h, h / 4, "#ffd966" if strong else PLATE,
                      "#9a6b00" if strong else PLATE_EDGE, 2 if strong else 1),
                  Text(cx, top + h * 0.7, text, size, INK, bold=strong, family=SANS)),
                 cls="cardlib-label")


def plate_size(text: str, size: float = 12) -> tuple[float, float]:
    """The width and height of a label plate (a generous guess at the text's width)."""
    return len(text) * size * 0.6 + size * 1.2, size * 1.7


def _row(cards: Sequence[Card], x: float, y: float, width: float, step: float, *,
         four_colour: bool = False, face_down: bool = False, highlight: Collection[Card] = (),
         dim: Collection[Card] = ()) -> tuple[Group, ...]:
    """Cards side by side, the first card's face at ``(x, y)``."""
    return tuple(card_group(c, x=x + i * step, y=y, scale=width / CARD_W, four_colour=four_colour,
                            face_down=face_down, highlight=HIGHLIGHT if c in highlight and not face_down else None,
                            dim=c in dim and not face_down)
                 for i, c in enumerate(cards))


def _row_span(count: int, width: float, step: float) -> float:
    return width + max(count - 1, 0) * step


def _step(width: float, overlap: float) -> float:
    return width * (1 - overlap) + width * 0.06


def card_picture(card: Card, *, four_colour: bool = False, face_down: bool = False,
                 highlight: "str | bool | None" = None, dim: bool = False) -> Picture:
    """One card in a 108 x 148 box (the card plus room for its outline)."""
    check_card(card)
    group = card_group(card, four_colour=four_colour, face_down=face_down,
                       highlight=check_colour(highlight), dim=bool(dim))
    return Picture(group, CARD_W + 2 * EDGE, CARD_H + 2 * EDGE, group.title, "cardlib-card",
                   x0=-EDGE, y0=-EDGE, data_card=group.data_card)


def _placeholder(width: float, text: str, cls: str) -> Picture:
    w, h = plate_size(text)
    body = Group((_plate(w / 2 + 2, 2, text),))
    return Picture(body, max(w + 4, width), h + 4, text, cls)


def hand_picture(cards: Iterable[Card], *, width: float = 60, overlap: float = 0.0,
                 four_colour: bool = False, highlight: Collection[Card] = (),
                 dim: Collection[Card] = (), label: str | None = None) -> Picture:
    """A row of cards in pixels, ``width`` per card, with an optional label plate under it."""
    cards = check_cards(cards)
    width = check_width(width)
    overlap = _check_fraction(overlap, "overlap", 0.9)
    highlight, dim = set(check_cards(highlight, "highlight")), set(check_cards(dim, "dim"))
    listing = holding_words(cards)
    count = f"{len(cards)} card{'' if len(cards) == 1 else 's'}"
    title = f"{label}: {listing}" if label else f"hand of {count}: {listing}"
    if not cards:
        return _placeholder(width, f"{label}: no cards" if label else "no cards", "cardlib-hand")
    edge = EDGE * width / CARD_W
    step = _step(width, overlap)
    span = _row_span(len(cards), width, step)
    # A label plate wider than the cards widens the picture, the cards centred above it.
    across = max(span, plate_size(str(label))[0] if label else 0.0)
    children = _row(cards, edge + (across - span) / 2, edge, width, step, four_colour=four_colour,
                    highlight=highlight, dim=dim)
    height = edge * 2 + width * CARD_H / CARD_W
    if label:
        children += (_plate(edge + across / 2, height, str(label)),)
        height += plate_size(str(label))[1] + 2
    return Picture(Group(children), across + 2 * edge, height, title, "cardlib-hand")


def trick_picture(cards: Iterable[Card], *, seats: Sequence | None = None, winner: int | None = None,
                  width: float = 60, four_colour: bool = False) -> Picture:
    """The cards of a trick in play order, seat labels under them, the winner outlined."""
    cards = check_cards(cards)
    width = check_width(width)
    if seats is not None:
        seats = _check_labels(seats, len(cards), "seats (one name per card)")
    if winner is not None:
        if not cards:
            raise CardlibError(f"winner {winner!r} given for an empty trick")
        _check_index(winner, len(cards), "winner (an index into the trick)")
    if not cards:
        return _placeholder(width, "no cards played", "cardlib-trick")
    plays = [c.said + (f" ({seats[i]})" if seats else "") for i, c in enumerate(cards)]
    title = "trick: " + ", ".join(plays)
    if winner is not None:
        title += f"; {plays[winner]} wins"
    edge = EDGE * width / CARD_W
    step = max(_step(width, 0.0), max((plate_size(s)[0] + 6 for s in seats or ()), default=0))
    won = {cards[winner]} if winner is not None else set()
    children = _row(cards, edge + (step - width) / 2, edge, width, step, four_colour=four_colour,
                    highlight=won)
    height = edge * 2 + width * CARD_H / CARD_W
    if seats:
        children += tuple(_plate(edge + step * (i + 0.5), height, s, strong=i == winner)
                          for i, s in enumerate(seats))
        height += plate_size("x")[1] + 2
    return Picture(Group(children), step * len(cards) + 2 * edge, height, title, "cardlib-trick")


def pack_picture(pack: Pack, *, width: float = 44) -> Picture:
    """Every card of a pack, one row per suit."""
    if not isinstance(pack, Pack):
        raise CardlibError(f"pack_grid needs a cardlib Pack such as FRENCH_52, got {pack!r}")
    width = check_width(width)
    edge, step, height = EDGE * width / CARD_W, _step(width, 0.0), width * CARD_H / CARD_W
    rows = [[c for c in pack.cards if c.suit is suit] for suit in pack.suits]
    children = tuple(g for r, row in enumerate(rows)
                     for g in _row(row, edge, edge + r * (height + edge * 2), width, step))
    longest = max(len(row) for row in rows)
    return Picture(Group(children), _row_span(longest, width, step) + 2 * edge,
                   len(rows) * (height + 2 * edge), f"{pack.name}: {len(pack)} cards", "cardlib-pack")


# --- the table ------------------------------------------------------------------------------

Box4 = tuple[float, float, float, float]   # centre x, centre y, width, height
_DIRECTIONS = {"clockwise": Direction.CLOCKWISE, "counter-clockwise": Direction.COUNTER_CLOCKWISE}
TABLE_CARD = 44.0     # card width on the table, in the table's own units


def check_direction(direction: "str | Direction") -> Direction:
    if isinstance(direction, Direction):
        return direction
    if isinstance(direction, str) and direction.strip().lower() in _DIRECTIONS:
        return _DIRECTIONS[direction.strip().lower()]
    raise CardlibError(f"direction must be 'clockwise' or 'counter-clockwise', got {direction!r}")


def seat_angles(seats: int, direction: Direction, bottom: int = 0) -> tuple[float, ...]:
    """Where each seat sits, in radians on the screen (y down): seat ``bottom`` at the bottom.

    Seen from above, clockwise goes bottom, left, top, right.

    >>> [round(math.degrees(a)) for a in seat_angles(4, Direction.CLOCKWISE)]
    [90, 180, 270, 360]
    >>> [round(math.degrees(a)) for a in seat_angles(4, Direction.CLOCKWISE, bottom=1)]
    [0, 90, 180, 270]
    """
    turn = 1 if direction is Direction.CLOCKWISE else -1
    return tuple(math.pi / 2 + turn * 2 * math.pi * (i - bottom) / seats for i in range(seats))


def _arrow(clockwise: bool) -> tuple[Path, ...]:
    """A round arrow in a 100 x 100 box, turning the way play goes."""
    r, start, sweep = 34, math.radians(200), math.radians(250)
    end = start + sweep

    def point(angle: float, radius: float = r) -> tuple[float, float]:
        x, y = 50 + radius * math.cos(angle), 50 + radius * math.sin(angle)
        return (100 - x if not clockwise else x), y

    (x0, y0), (x1, y1) = point(start), point(end)
    arc = (f"M{num(x0)} {num(y0)} A{r} {r} 0 1 {1 if clockwise else 0} {num(x1)} {num(y1)}")
    tip = point(end + 0.42, r)
    outer, inner = point(end - 0.05, r + 13), point(end - 0.05, r - 13)
    head = (f"M{num(outer[0])} {num(outer[1])} L{num(tip[0])} {num(tip[1])} "
            f"L{num(inner[0])} {num(inner[1])} Z")
    return Path(arc, None, "#f3ecd2", 9), Path(head, "#f3ecd2")


_ARROWS = {True: _arrow(True), False: _arrow(False)}


def _clash(moving: Sequence[Box4], fixed: Sequence[Box4], gap: float) -> tuple[Box4, Box4] | None:
    """Two boxes ``(cx, cy, w, h)``, at least one moving, that come closer than ``gap``."""
    def near(a: Box4, b: Box4) -> bool:
        return abs(a[0] - b[0]) < (a[2] + b[2]) / 2 + gap and abs(a[1] - b[1]) < (a[3] + b[3]) / 2 + gap

    for i, a in enumerate(moving):
        for b in (*moving[i + 1:], *fixed):
            if near(a, b):
                return a, b
    return None


def _on_ellipse(angles: Sequence[float], rx: float, ry: float,
                sizes: Sequence[tuple[float, float]]) -> list[Box4]:
    return [(rx * math.cos(a), ry * math.sin(a), w, h) for a, (w, h) in zip(angles, sizes)]


def _spread(angles: Sequence[float], sizes: Sequence[tuple[float, float]], fixed: Sequence[Box4],
            start: tuple[float, float], gap: float) -> tuple[float, float]:
    """The ellipse radii, grown from ``start``, at which boxes placed round it clear each other
    and the ``fixed`` boxes. Each step widens or heightens the ellipse, whichever parts the
    clashing pair sooner."""
    rx, ry = start
    for _ in range(500):
        clash = _clash(_on_ellipse(angles, rx, ry, sizes), fixed, gap)
        if clash is None:
            break
        (ax, ay, aw, ah), (bx, by, bw, bh) = clash
        # how far each axis must grow, relative to how far apart the pair already is
        need_x = ((aw + bw) / 2 + gap) / max(abs(ax - bx), 1e-9)
        need_y = ((ah + bh) / 2 + gap) / max(abs(ay - by), 1e-9)
        if need_x <= need_y:
            rx *= 1.03
        else:
            ry *= 1.03
    return rx, ry


_DEALER_R = 8.0
VIEWER_CARD = 66.0    # the reader's own cards on the table: half as wide again, less overlapped
_LABEL_ROOM = 132.0   # the narrowest a seat's name plate may be, in table units
_PILE_STEP = {True: 0.3, False: 0.06}   # a pile's fan step, face up or down, in card widths
_GAP = 10.0


def _dealer_button(x: float, y: float) -> Group:
    return Group((Path(circle(x, y, _DEALER_R), "#ffffff", INK, 1.5),
                  Text(x, y + 4, "D", 11, INK, bold=True, family=SANS)), cls="cardlib-dealer", title="dealer.")


def fitted_plate(cx: float, top: float, text: str, room: float, *, size: float = 12,
                 strong: bool = False) -> Group:
    """A label plate no wider than ``room``: a long text gets a smaller font, then is cut with '…'.

    >>> fitted_plate(0, 0, "Seat 0", 200).children[1].size, fitted_plate(0, 0, "x" * 80, 100).children[1].text[-1]
    (12, '…')
    """
    fit = room / plate_size(text, 1)[0]
    if fit < 8:
        keep = max(int((room / 8 - 1.2) / 0.6) - 1, 1)
        text, fit = text[:keep] + "…", 8
    return _plate(cx, top, text, size=min(size, fit), strong=strong)


def _check_centre(centre: object, n: int) -> dict[int, Card]:
    """The trick in play, seat by seat, in the order the cards were played."""
    if isinstance(centre, (str, bytes)) or not isinstance(centre, Iterable):
        raise CardlibError(f"centre must be a list of (seat, card) pairs, got {centre!r}")
    played: dict[int, Card] = {}
    for item in centre:
        if not (isinstance(item, tuple) and len(item) == 2):
            raise CardlibError(f"each entry of centre must be a (seat, card) pair, got {item!r}")
        seat = _check_index(item[0], n, "the seat of a card in centre")
        if seat in played:
            raise CardlibError(f"seat {seat} appears twice in centre; a seat plays one card to a trick")
        played[seat] = check_card(item[1], "the card of a centre entry")
    return played


def _check_piles(piles: object, n: int) -> tuple[Pile, ...]:
    if isinstance(piles, (str, bytes)) or not isinstance(piles, Iterable):
        raise CardlibError(f"piles must be a list of Pile records, got {piles!r}")
    piles = tuple(piles)
    for pile in piles:
        if not isinstance(pile, Pile):
            raise CardlibError(f"each pile must be a cardlib.game.Pile(name, cards, face_up, seat), got {pile!r}")
        check_cards(pile.cards, f"the cards of pile {pile.name!r}")
        if pile.seat is not None:
            _check_index(pile.seat, n, f"the seat of pile {pile.name!r}")
    return piles


def _check_counters(counters: object, n: int) -> tuple[Counter, ...]:
    if isinstance(counters, (str, bytes)) or not isinstance(counters, Iterable):
        raise CardlibError(f"counters must be a list of Counter records, got {counters!r}")
    counters = tuple(counters)
    for counter in counters:
        if not isinstance(counter, Counter):
            raise CardlibError(f"each counter must be a cardlib.game.Counter(label, value, seat), got {counter!r}")
        if counter.seat is not None:
            _check_index(counter.seat, n, f"the seat of counter {counter.label!r}")
    return counters


_STACK_SHOWN = 3      # a face-down pile: at most 3 backs, squared (its step _PILE_STEP[False])


def _pile_width(slots: int) -> float:
    """The room one pile takes: ``slots`` cards fanned face up, or its name plate."""
    return max(TABLE_CARD * (1 + (slots - 1) * _PILE_STEP[True]), 96.0)


def _pile_slots(piles: Sequence[Pile]) -> int:
    """How many cards the widest pile fans out: face-up piles only, since a face-down pile is
    drawn as a small squared stack whatever its count, so it never changes the table's size."""
    return max((len(p.cards) for p in piles if p.face_up), default=1) or 1


_PILE_H = TABLE_CARD * CARD_H / CARD_W + 4 + plate_size("x", 10)[1]


def _pile(pile: Pile, left: float, top: float, slots: int, *, four_colour: bool,
          highlight: Collection[Card]) -> Group:
    """A pile in a box ``_pile_width(slots)`` wide from ``(left, top)``: its cards, its name under them.

    A face-down pile is a small squared stack (its count in the name plate, "Blind (9)"), the
    same size for 1 card or 30, so a pile that grows or empties does not move the table.
    """
    cw = TABLE_CARD
    room = _pile_width(slots)
    step = cw * _PILE_STEP[pile.face_up]
    # face down: a squared stack of at most three backs, its count in the name plate
    shown = pile.cards if pile.face_up else pile.cards[:_STACK_SHOWN]
    span = _row_span(len(shown), cw, step)
    if pile.cards:
        parts = _row(shown, left + (room - span) / 2, top, cw, step, four_colour=four_colour,
                     face_down=not pile.face_up, highlight=highlight)
    else:   # an empty place where the pile lies
        parts = (Box(left + (room - cw) / 2, top, cw, cw * CARD_H / CARD_W, 7, None, "#b7d3c4", 1.5),)
    count = len(pile.cards)
    name = pile.name if pile.face_up else f"{pile.name} ({count})"
    parts += (fitted_plate(left + room / 2, top + cw * CARD_H / CARD_W + 4, name, room, size=10),)
    holding = holding_words(pile.cards) if pile.face_up else face_down_words(count)
    where = " (in the middle)" if pile.seat is None else f" (by seat {pile.seat})"
    return Group(parts, cls="cardlib-pile", title=f"{pile.name}{where}: {holding}.", data=(("pile", pile.name),))


def _counters_row(counters: Sequence[Counter], cx: float, top: float, room: float) -> tuple[Group, ...]:
    """Small plates, "label: value", side by side and centred on ``cx``."""
    if not counters:
        return ()
    each = (room - 6 * (len(counters) - 1)) / len(counters)
    widths = [min(plate_size(str(c), 11)[0], each) for c in counters]
    x = cx - (sum(widths) + 6 * (len(counters) - 1)) / 2
    row = []
    for counter, w in zip(counters, widths):
        plate = fitted_plate(x + w / 2, top, str(counter), w, size=11)
        where = "" if counter.seat is None else f" (seat {counter.seat})"
        row.append(Group(plate.children, cls="cardlib-counter", title=f"{counter.label}{where}: {counter.value}."))
        x += w + 6
    return tuple(row)


_COUNTER_H = plate_size("x", 11)[1] + 4


def picture_words(picture: Picture) -> tuple[str, ...]:
    """The picture's text alternative as sentences: its title, then the title of each seat,
    pile and counter in the order they are drawn (what a screen reader says of a table).

    >>> from cardlib.cards import FRENCH_52
    >>> picture = table_picture([FRENCH_52.parse_cards("AS"), FRENCH_52.parse_cards("2H")], face_down=[1])
    >>> picture_words(picture)
    ('Card table, 2 seats, play goes clockwise.', 'Seat 0 (seat 0): A♠.', 'Seat 1 (seat 1): 1 face-down card.')
    """
    told = ("cardlib-seat", "cardlib-pile", "cardlib-counter")
    words = [picture.title]

    def walk(shape) -> None:
        if isinstance(shape, Group):
            if shape.cls in told and shape.title:
                words.append(shape.title)
            for child in shape.children:
                walk(child)

    walk(picture.body)
    return tuple(words)


def _spoken(view: TableView, labels: tuple) -> tuple:
    """The seats' names as the picture's words say them: the view's ``spoken`` labels where it
    gives them (a label drawn with signs, such as a Handjass slate, said without them), else the labels."""
    spoken = tuple(view.spoken)
    if not spoken:
        return labels
    if len(spoken) != len(labels):
        raise CardlibError(f"spoken needs one name per seat ({len(labels)}), got {len(spoken)}")
    return spoken


def _check_table(hands, direction, labels, face_down, dealer, to_act):
    """The checks both table layouts make of their seats: ``(hands, n, turn, labels, hidden)``,
    or a :class:`CardlibError` naming the bad argument."""
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
        raise CardlibError(f"hands must be a list of hands, one per seat, got {hands!r}")
    n = len(hands)
    if not 2 <= n <= 7:
        raise CardlibError(f"a table has 2 to 7 seats, got {n} hands")
    hands = [check_cards(h, f"the hand of seat {i}") for i, h in enumerate(hands)]
    turn = check_direction(direction)
    labels = _check_labels(labels, n, "labels (one name per seat)")
    if isinstance(face_down, (str, bytes)) or not isinstance(face_down, Collection):
        raise CardlibError(f"face_down must be a collection of seat numbers, got {face_down!r}")
    hidden = {_check_index(s, n, "each seat in face_down") for s in face_down}
    if dealer is not None:
        _check_index(dealer, n, "dealer (a seat number)")
    if to_act is not None:
        _check_index(to_act, n, "to_act (a seat number)")
    return hands, n, turn, labels, hidden


def table_picture(hands: Sequence[Iterable[Card]], *, direction: "str | Direction" = "clockwise",
                  labels: Sequence[str] | None = None, centre: Iterable[tuple[int, Card]] = (),
                  face_down: Collection[int] = (), dealer: int | None = None,
                  to_act: int | None = None, four_colour: bool = False,
                  highlight: Collection[Card] = (), dim: Collection[Card] = (),
                  piles: Iterable[Pile] = (), counters: Iterable[Counter] = (),
                  hand_size: int | None = None, viewer: int | None = 0, spoken: Sequence[str] = ()) -> Picture:
    """A table of 2 to 7 seats seen from above, in table units (cards 44 wide).

    The ``viewer``'s seat sits at the bottom and its cards are drawn larger and less
    overlapped (``viewer=None``: seat 0 at the bottom, every hand the same size). The
    picture's size and the seats' places depend only on the number of seats, ``hand_size``
    (the most cards a hand will hold; default, the longest hand now), the viewer, the
    longest face-up pile, and which seats have piles or counters beside them (and how many
    lie in the middle): not on how many cards remain or lie face down in a pile, who
    is dealer or to play, or how long a label is (a long one gets smaller type).

    ``piles`` (:class:`cardlib.game.Pile`) lie beside their seat's hand, or in the middle
    for ``seat=None``; ``counters`` (:class:`cardlib.game.Counter`) sit under their seat's
    name, or in the middle (a pot).

    >>> from cardlib.cards import FRENCH_52
    >>> hands = [FRENCH_52.parse_cards("AS KS QS"), FRENCH_52.parse_cards("2H 3H 4H")]
    >>> full = table_picture(hands, hand_size=3)
    >>> later = table_picture([hands[0][:1], hands[1][:2]], hand_size=3, to_act=1, dealer=0)
    >>> (full.width, full.height) == (later.width, later.height)
    True
    """
    view = _spread_view(hands, direction, labels, centre, face_down, dealer, to_act, highlight, piles, counters,
                        hand_size, viewer, spoken)
    return _round_table(view, viewer=viewer, four_colour=four_colour, dim=dim)


def view_picture(view: TableView, *, four_colour: bool = False, dim: Collection[Card] = (), **changes) -> Picture:
    """The round table of ``view``, a :class:`cardlib.game.TableView`: the picture takes the view
    whole (so a new thing on the table is a field of the view, drawn here, and nowhere else to
    pass it on); ``four_colour`` and ``dim`` are how to draw it, and ``changes`` replace fields of
    the view for this picture only (``hand_size=13``). The view's ``viewer`` sits at the bottom,
    its cards larger (a view without one: seat 0). :func:`table_picture` draws the same from its
    fields spread out as arguments.

    >>> from cardlib.cards import FRENCH_52
    >>> from cardlib.game import Direction
    >>> view = TableView(hands=(FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H")),
    ...                  direction=Direction.CLOCKWISE, labels=("You", "West"), face_down=frozenset({1}), to_act=0)
    >>> picture = view_picture(view)
    >>> picture == table_picture(list(view.hands), **view.options()), view_picture(view, hand_size=5) == picture
    (True, False)
    >>> view_picture(view, colour="red")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: a table view has no field 'colour'; its fields are hands, direction, labels, face_down, centre, dealer, to_act, status, highlight, piles, counters, viewer, hand_size, spoken
    """
    view = _changed(view, changes)
    return _round_table(view, viewer=0 if view.viewer is None else view.viewer, four_colour=four_colour, dim=dim)


def _spread_view(hands, direction, labels, centre, face_down, dealer, to_act, highlight, piles, counters, hand_size,
                 viewer, spoken=()) -> TableView:
    """The arguments of the spread form, as the view the pictures draw (checked as they draw it)."""
    return TableView(hands=hands, direction=direction, labels=labels, face_down=face_down, centre=centre,
                     dealer=dealer, to_act=to_act, highlight=highlight, piles=piles, counters=counters,
                     viewer=viewer, hand_size=hand_size, spoken=tuple(spoken))


def _changed(view: TableView, changes: dict) -> TableView:
    if not isinstance(view, TableView):
        raise CardlibError(f"expected a TableView (a game's state.table(viewer)), got {type(view).__name__}")
    names = [f.name for f in dataclasses.fields(TableView)]
    for name in changes:
        if name not in names:
            raise CardlibError(f"a table view has no field {name!r}; its fields are {', '.join(names)}")
    return dataclasses.replace(view, **changes) if changes else view


def _round_table(view: TableView, *, viewer: int | None, four_colour: bool, dim: Collection[Card]) -> Picture:
    """The round table of ``view``, its ``viewer`` at the bottom (``None``: every hand the same size)."""
    hands, n, turn, labels, hidden = _check_table(view.hands, view.direction, view.labels, view.face_down,
                                                  view.dealer, view.to_act)
    said = _spoken(view, labels)
    centre, dealer, to_act, highlight = view.centre, view.dealer, view.to_act, view.highlight
    piles, counters, hand_size = view.piles, view.counters, view.hand_size
    if viewer is not None:
        _check_index(viewer, n, "viewer (the seat drawn at the bottom)")
    played = _check_centre(centre, n)
    highlight, dim = set(check_cards(highlight, "highlight")), set(check_cards(dim, "dim"))
    piles, counters = _check_piles(piles, n), _check_counters(counters, n)
    longest = max(len(h) for h in hands)
    if hand_size is None:
        hand_size = max(longest, 1)
    elif isinstance(hand_size, bool) or not isinstance(hand_size, int) or not 1 <= hand_size <= 60:
        raise CardlibError(f"hand_size must be a whole number of cards from 1 to 60, got {hand_size!r}")
    elif longest > hand_size:
        raise CardlibError(f"hand_size is {hand_size!r} but a hand holds {longest} cards")

    cw = TABLE_CARD
    ch = cw * CARD_H / CARD_W
    angles = seat_angles(n, turn, 0 if viewer is None else viewer)
    widths = [VIEWER_CARD if i == viewer else cw for i in range(n)]
    # Each hand's room is what hand_size cards face up take, so the seats keep their places
    # while cards are played, turned down or shown; face-down cards are fanned closer.
    steps = [_step(widths[i], (0.35 if i == viewer else 0.5) if hand_size <= 10 else 0.6) for i in range(n)]
    rooms = [max(_row_span(hand_size, widths[i], steps[i]), _LABEL_ROOM) for i in range(n)]
    slots = _pile_slots(piles)
    beside = [[p for p in piles if p.seat == i] for i in range(n)]
    counted = [[c for c in counters if c.seat == i] for i in range(n)]
    plate_h = plate_size("x")[1]
    blocks = []
    for i in range(n):
        w = rooms[i] + sum(_GAP + _pile_width(slots) for _ in beside[i])
        h = max(widths[i] * CARD_H / CARD_W + 4 + plate_h + (_COUNTER_H if counted[i] else 0),
                _PILE_H if beside[i] else 0)
        blocks.append((w, h))

    middle_piles = [p for p in piles if p.seat is None]
    middle_counters = [c for c in counters if c.seat is None]
    arrow = 40.0
    piles_w = len(middle_piles) * (_pile_width(slots) + _GAP) - _GAP if middle_piles else 0.0
    counters_w = sum(plate_size(str(c), 11)[0] + 6 for c in middle_counters)
    mid_w = max(arrow, piles_w, counters_w)
    mid_h = arrow + (_PILE_H + 6 if middle_piles else 0) + (_COUNTER_H if middle_counters else 0)
    middle = (0.0, 0.0, mid_w, mid_h)
    crx, cry = _spread(angles, [(cw, ch)] * n, [middle], (max(cw * 0.6, mid_w / 2), max(ch * 0.5, mid_h / 2)), 4)
    centre_boxes = [middle] + _on_ellipse(angles, crx, cry, [(cw, ch)] * n)
    rx, ry = _spread(angles, blocks, centre_boxes, (crx + cw, cry + ch), 10)

    top = -mid_h / 2
    children = [Group(_ARROWS[turn is Direction.CLOCKWISE], x=-arrow / 2, y=top,
                      scale=arrow / 100, cls="cardlib-direction")]
    top += arrow
    if middle_piles:
        left = -piles_w / 2
        for pile in middle_piles:
            children.append(_pile(pile, left, top + 6, slots, four_colour=four_colour, highlight=highlight))
            left += _pile_width(slots) + _GAP
        top += _PILE_H + 6
    children += _counters_row(middle_counters, 0, top + 2, mid_w)

    for i, (x, y, w, h) in enumerate(_on_ellipse(angles, rx, ry, blocks)):
        left, top = -w / 2, -h / 2
        hand_cx = left + rooms[i] / 2
        card_h = widths[i] * CARD_H / CARD_W
        step = _step(widths[i], 0.72) if i in hidden else steps[i]
        span = _row_span(len(hands[i]), widths[i], step)
        parts = _row(hands[i], hand_cx - span / 2, top, widths[i], step, four_colour=four_colour,
                     face_down=i in hidden, highlight=highlight, dim=dim)
        text = labels[i] + (" · to play" if i == to_act else "")
        room = rooms[i] - 4 * _DEALER_R - 12          # the dealer button fits on either side
        plate = fitted_plate(hand_cx, top + card_h + 4, text, room, strong=i == to_act)
        parts += (plate,)
        if i == dealer:
            parts += (_dealer_button(hand_cx + plate.children[0].w / 2 + _DEALER_R + 4,
                                     top + card_h + 4 + plate_h / 2),)
        parts += _counters_row(counted[i], hand_cx, top + card_h + 4 + plate_h + 4, rooms[i])
        pile_left = left + rooms[i] + _GAP
        for pile in beside[i]:
            parts += (_pile(pile, pile_left, top, slots, four_colour=four_colour, highlight=highlight),)
            pile_left += _pile_width(slots) + _GAP
        roles = ", ".join(r for r, yes in (("dealer", i == dealer), ("to play", i == to_act)) if yes)
        count = len(hands[i])
        holding = face_down_words(count) if i in hidden else holding_words(hands[i])
        title = f"{said[i]} (seat {i}{', ' + roles if roles else ''}): {holding}."
        children.append(Group(parts, x=x, y=y, cls="cardlib-seat", title=title, data=(("seat", str(i)),)))
    for seat, card in played.items():
        x, y = crx * math.cos(angles[seat]), cry * math.sin(angles[seat])
        children.append(card_group(card, x=x - cw / 2, y=y - ch / 2, scale=cw / CARD_W,
                                   four_colour=four_colour,
                                   highlight=HIGHLIGHT if card in highlight else None))

    boxes = _on_ellipse(angles, rx, ry, blocks) + centre_boxes
    x0 = min(x - w / 2 for x, y, w, h in boxes) - 14
    x1 = max(x + w / 2 for x, y, w, h in boxes) + 14
    y0 = min(y - h / 2 for x, y, w, h in boxes) - 14
    y1 = max(y + h / 2 for x, y, w, h in boxes) + 14
    felt = Box(x0 + 2, y0 + 2, x1 - x0 - 4, y1 - y0 - 4, 22, FELT, FELT_EDGE, 3)
    trick = ", ".join(f"{said[s]} played {c.said}" for s, c in played.items())
    title = (f"Card table, {n} seats, play goes {turn.value}."
             + (f" In the trick: {trick}." if trick else ""))
    return Picture(Group((felt, *children)), x1 - x0, y1 - y0, title, "cardlib-table", x0=x0, y0=y0)


# --- the table for a narrow page ------------------------------------------------------------

NARROW_WIDTH = 400.0   # a phone shows the picture about 358 px wide: 0.9 px a unit
NARROW_CARD = 74.0     # its card indices 11.8 units tall ("10"; 14.8 for one letter): 10 px and more there
NARROW_TYPE = 13.0     # its labels: about 11.6 px there


def _narrow_piles_width(piles: Sequence[Pile], every: Sequence[Pile]) -> float:
    """The room ``piles`` take side by side at the narrow table's card size (sized as ``every`` pile)."""
    return len(piles) * (_pile_width(_pile_slots(every)) * NARROW_CARD / TABLE_CARD + _GAP) - _GAP


def _narrow_piles(piles: Sequence[Pile], left: float, top: float, room: float, *, four_colour: bool,
                  highlight: Collection[Card], slots: int | None = None) -> tuple[tuple[Group, ...], float]:
    """Piles drawn at the narrow table's card size, side by side, wrapping into rows ``room`` wide;
    the groups and the height they take."""
    if not piles:
        return (), 0.0
    grow = NARROW_CARD / TABLE_CARD
    slots = _pile_slots(piles) if slots is None else slots
    w = _pile_width(slots) * grow
    scale = min(grow, grow * room / w)      # a pile wider than the table is drawn smaller
    w, h = _pile_width(slots) * scale, _PILE_H * scale
    groups, x, y = [], left, top
    for pile in piles:
        if x > left and x + w > left + room + 0.01:
            x, y = left, y + h + 8
        drawn = _pile(pile, 0, 0, slots, four_colour=four_colour, highlight=highlight)
        groups.append(Group(drawn.children, x=x, y=y, scale=scale, cls=drawn.cls, title=drawn.title,
                            data=drawn.data))
        x += w + _GAP
    return tuple(groups), y + h - top


def _narrow_plates(items: Sequence[tuple[str, str]], left: float, top: float, room: float, cls: str,
                   size: float = NARROW_TYPE, start: float | None = None) -> tuple[tuple[Group, ...], float]:
    """Label plates ``(text, title)`` side by side from ``start`` (default ``left``), wrapping into
    rows from ``left``, ``room`` wide."""
    if not items:
        return (), 0.0
    h = plate_size("x", size)[1]
    groups, x, y = [], left if start is None else start, top
    for text, title in items:
        w = min(plate_size(text, size)[0], room)
        if x > left and x + w > left + room + 0.01:
            x, y = left, y + h + 4
        groups.append(Group(fitted_plate(x + w / 2, y, text, w, size=size).children, cls=cls, title=title))
        x += w + 6
    return tuple(groups), y + h - top


def narrow_table_picture(hands: Sequence[Iterable[Card]], *, direction: "str | Direction" = "clockwise",
                         labels: Sequence[str] | None = None, centre: Iterable[tuple[int, Card]] = (),
                         face_down: Collection[int] = (), dealer: int | None = None,
                         to_act: int | None = None, four_colour: bool = False,
                         highlight: Collection[Card] = (), dim: Collection[Card] = (),
                         piles: Iterable[Pile] = (), counters: Iterable[Counter] = (),
                         hand_size: int | None = None, viewer: int | None = None,
                         spoken: Sequence[str] = ()) -> Picture:
    """The seats of a table one under another, in playing order, for a narrow page:
    ``NARROW_WIDTH`` units wide whatever the hands, so that on a phone 390 px wide its card
    indices and labels stay about 11 px tall (the round :func:`table_picture` of 13-card hands
    is 770 units wide: 5 px type there). It takes the round table's options and draws all it
    draws: the arrow of play heads the picture with the direction in words, then what lies in
    the middle (its piles, a face-down one with its count, and its counters: the pot); then each
    seat from the ``viewer``'s (seat 0 without one), a label plate ("Seat 3 · deals · to play",
    the dealer's button beside it, the seat to play on a yellow plate), its counters, its hand in
    one row (fanned closer as the hand grows; a ``face_down`` hand is a small stack of backs with
    its count beside it, "9 cards face down", as a face-down pile is) and the piles
    beside it; last, the trick in play as a row, each card under the name of the seat that
    played it. ``hand_size`` is taken for the round table's sake: a row here is as wide as the
    page. Its title is the round table's.

    >>> from cardlib.cards import FRENCH_52
    >>> hands = [FRENCH_52.parse_cards("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S")] * 4
    >>> p = narrow_table_picture(hands, dealer=3)
    >>> p.width, p.title, [w for w in picture_words(p)][-1]
    (400.0, 'Card table, 4 seats, play goes clockwise.', 'Seat 3 (seat 3, dealer): A♠, K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠.')
    """
    view = _spread_view(hands, direction, labels, centre, face_down, dealer, to_act, highlight, piles, counters,
                        hand_size, viewer, spoken)
    return _narrow_table(view, four_colour=four_colour, dim=dim)


def narrow_view_picture(view: TableView, *, four_colour: bool = False, dim: Collection[Card] = (),
                        **changes) -> Picture:
    """The narrow table of ``view`` (a :class:`cardlib.game.TableView`), as :func:`view_picture`
    draws the round one: the view whole, how to draw it, and ``changes`` to its fields; the seats
    from the view's ``viewer`` (seat 0 without one). :func:`narrow_table_picture` is the spread form.

    >>> from cardlib.cards import FRENCH_52
    >>> from cardlib.game import Direction
    >>> view = TableView(hands=(FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H")),
    ...                  direction=Direction.CLOCKWISE, labels=("You", "West"), dealer=1)
    >>> narrow_view_picture(view) == narrow_table_picture(list(view.hands), **view.options())
    True
    """
    return _narrow_table(_changed(view, changes), four_colour=four_colour, dim=dim)


def _narrow_table(view: TableView, *, four_colour: bool, dim: Collection[Card]) -> Picture:
    """The narrow table of ``view``, its seats from the view's ``viewer`` (seat 0 without one)."""
    hands, n, turn, labels, hidden = _check_table(view.hands, view.direction, view.labels, view.face_down,
                                                  view.dealer, view.to_act)
    said = _spoken(view, labels)
    centre, dealer, to_act, highlight = view.centre, view.dealer, view.to_act, view.highlight
    piles, counters, hand_size, viewer = view.piles, view.counters, view.hand_size, view.viewer
    first = 0 if viewer is None else _check_index(viewer, n, "viewer (the seat drawn first)")
    played = _check_centre(centre, n)
    highlight, dim = set(check_cards(highlight, "highlight")), set(check_cards(dim, "dim"))
    piles, counters = _check_piles(piles, n), _check_counters(counters, n)
    if hand_size is not None and (isinstance(hand_size, bool) or not isinstance(hand_size, int)
                                  or not 1 <= hand_size <= 60):
        raise CardlibError(f"hand_size must be a whole number of cards from 1 to 60, got {hand_size!r}")
    margin, cw = 14.0, NARROW_CARD
    ch = cw * CARD_H / CARD_W
    inner = NARROW_WIDTH - 2 * margin
    arrow = 44.0
    way = f"play goes {turn.value}"
    children: list = [Group(_ARROWS[turn is Direction.CLOCKWISE], x=margin, y=margin,
                            scale=arrow / 100, cls="cardlib-direction"),
                      _plate(margin + arrow + 8 + plate_size(way, NARROW_TYPE)[0] / 2,
                             margin + (arrow - plate_size(way, NARROW_TYPE)[1]) / 2, way, size=NARROW_TYPE)]
    top = margin + arrow + 8
    drawn, used = _narrow_piles([p for p in piles if p.seat is None], margin, top, inner,
                                four_colour=four_colour, highlight=highlight, slots=_pile_slots(piles))
    children += drawn
    top += used + (8 if used else 0)
    drawn, used = _narrow_plates([(str(c), f"{c.label}: {c.value}.") for c in counters if c.seat is None],
                                 margin, top, inner, "cardlib-counter")
    children += drawn
    top += used + (8 if used else 0)
    plate_h = plate_size("x", NARROW_TYPE)[1]
    for i in [(first + k) % n for k in range(n)]:
        hand = hands[i]
        text = labels[i] + (" · deals" if i == dealer else "") + (" · to play" if i == to_act else "")
        room = inner - (2.5 * _DEALER_R + 8 if i == dealer else 0)
        plate = fitted_plate(0, 0, text, room, size=NARROW_TYPE, strong=i == to_act)
        w = plate.children[0].w
        parts: tuple = (fitted_plate(margin + w / 2, top, text, room, size=NARROW_TYPE, strong=i == to_act),)
        if i == dealer:   # the round table's button, a quarter larger: its D 12 px on a phone
            parts += (Group((_dealer_button(0, 0),), x=margin + w + 6 + 1.25 * _DEALER_R, y=top + plate_h / 2,
                            scale=1.25),)
        # the seat's counters beside its name, on the next line if they do not fit
        seat_counters = [c for c in counters if c.seat == i]
        after = margin + w + 8 + (2.5 * _DEALER_R + 6 if i == dealer else 0)
        drawn, used = _narrow_plates([(str(c), f"{c.label} (seat {i}): {c.value}.") for c in seat_counters],
                                     margin, top, inner, "cardlib-counter", start=after)
        parts += drawn
        y = top + max(used, plate_h) + 4
        count = max(len(hand), 1)
        step = min(_step(cw, 0.0), (inner - cw) / (count - 1)) if count > 1 else 0.0
        if i in hidden:   # a face-down hand: a squared stack of at most three backs, its count beside it
            step = cw * _PILE_STEP[False]
            shown = hand[:_STACK_SHOWN]
            parts += _row(shown, margin, y, cw, step, face_down=True)
            if not hand:
                parts += (Box(margin, y, cw, ch, 7, None, "#b7d3c4", 1.5),)
            count = f"{len(hand)} card{'s' if len(hand) != 1 else ''} face down"
            count_w = plate_size(count, NARROW_TYPE)[0]
            stack = _row_span(max(len(shown), 1), cw, step)
            parts += (_plate(margin + stack + 10 + count_w / 2, y + (ch - plate_h) / 2, count, size=NARROW_TYPE),)
            # the count is part of the hand's row: a pile goes beside both, or under them (beside the
            # stack alone it covered the count)
            span = stack + 10 + count_w + 16
        else:
            parts += _row(hand, margin, y, cw, step, four_colour=four_colour, highlight=highlight, dim=dim)
            span = _row_span(len(hand), cw, step) + 16
        # the seat's piles beside a short hand, else under it
        mine = [p for p in piles if p.seat == i]
        if mine and span + _narrow_piles_width(mine, piles) <= inner:
            drawn, used = _narrow_piles(mine, margin + span, y, inner - span, four_colour=four_colour,
                                        highlight=highlight, slots=_pile_slots(piles))
            parts += drawn
            y += max(ch, used) + 8
        else:
            y += ch + 8
            drawn, used = _narrow_piles(mine, margin, y, inner, four_colour=four_colour, highlight=highlight,
                                        slots=_pile_slots(piles))
            parts += drawn
            y += used + (8 if used else 0)
        roles = ", ".join(r for r, yes in (("dealer", i == dealer), ("to play", i == to_act)) if yes)
        hand = hands[i]
        holding = face_down_words(len(hand)) if i in hidden else holding_words(hand)
        children.append(Group(parts, cls="cardlib-seat",
                              title=f"{said[i]} (seat {i}{', ' + roles if roles else ''}): {holding}.",
                              data=(("seat", str(i)),)))
        top = y + 4
    if played:
        children.append(_plate(margin + plate_size("In the trick", NARROW_TYPE)[0] / 2, top, "In the trick",
                               size=NARROW_TYPE, strong=False))
        top += plate_h + 6
        x, row_h = margin, plate_h + 4 + ch
        for seat, card in played.items():
            name = labels[seat]
            w = max(cw, min(plate_size(name, NARROW_TYPE)[0], inner))
            if x > margin and x + w > margin + inner + 0.01:
                x, top = margin, top + row_h + 8
            children.append(Group((fitted_plate(x + w / 2, top, name, w, size=NARROW_TYPE),
                                   card_group(card, x=x + (w - cw) / 2, y=top + plate_h + 4, scale=cw / CARD_W,
                                              four_colour=four_colour,
                                              highlight=HIGHLIGHT if card in highlight else None)),
                                  cls="cardlib-trick", title=f"{said[seat]} played {card.said}."))
            x += w + 8
        top += row_h + 12
    height = top + margin - 12
    felt = Box(2, 2, NARROW_WIDTH - 4, height - 4, 22, FELT, FELT_EDGE, 3)
    trick = ", ".join(f"{said[s]} played {c.said}" for s, c in played.items())
    title = (f"Card table, {n} seats, play goes {turn.value}."
             + (f" In the trick: {trick}." if trick else ""))
    return Picture(Group((felt, *children)), NARROW_WIDTH, height, title, "cardlib-table cardlib-narrow-table")
