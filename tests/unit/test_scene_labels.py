"""The table pictures' geometry (cardlib.render.scene): no label of a seat (its name, its counters,
the count of a face-down hand, "10 cards face down") lies under or over a pile (a Black Maria pass
lying face down beside its seat, the cards received shown face up), on the round table or the
narrow one a phone shows, whatever the number of players and however far the pass has gone."""

from __future__ import annotations

import pytest

from cardlib.black_maria import Phase, new_game
from cardlib.cards import FRENCH_52
from cardlib.black_maria.view import table_view
from cardlib.render import scene
from .test_render_narrow_table import texts


def _placed(shape, ox=0.0, oy=0.0, s=1.0, pile=None):
    """Every label plate and card of a picture with its box in picture units, as
    ``(kind, (x, y, w, h), pile)``: ``pile`` the index of the pile it is part of (None outside one)."""
    if isinstance(shape, scene.Picture):
        yield from _placed(shape.body)
        return
    if not isinstance(shape, scene.Group):
        return
    x, y, scale = ox + shape.x * s, oy + shape.y * s, s * shape.scale
    if shape.cls == "cardlib-card":
        yield "card", (x, y, scene.CARD_W * scale, scene.CARD_H * scale), pile
        return
    if shape.cls == "cardlib-label" or (shape.children and shape.cls in ("cardlib-counter",)):
        plate = next(c for c in shape.children if isinstance(c, scene.Box))
        yield "label", (x + plate.x * scale, y + plate.y * scale, plate.w * scale, plate.h * scale), pile
        return
    if shape.cls == "cardlib-pile":
        pile = id(shape)
    for child in shape.children:
        yield from _placed(child, x, y, scale, pile)


def _overlap(a, b) -> bool:
    (ax, ay, aw, ah), (bx, by, bw, bh) = a, b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def _label_text(picture, box) -> str:
    """The words of the label at ``box`` (for the failure's message)."""
    def walk(shape, ox=0.0, oy=0.0, s=1.0):
        if isinstance(shape, scene.Picture):
            yield from walk(shape.body)
        elif isinstance(shape, scene.Group):
            x, y, scale = ox + shape.x * s, oy + shape.y * s, s * shape.scale
            plates = [c for c in shape.children if isinstance(c, scene.Box)]
            words = [c for c in shape.children if isinstance(c, scene.Text)]
            if plates and words and shape.cls in ("cardlib-label", "cardlib-counter"):
                p = plates[0]
                if (x + p.x * scale, y + p.y * scale) == box[:2]:
                    yield words[0].text
            for child in shape.children:
                yield from walk(child, x, y, scale)
    return next(walk(picture), "?")


def labels_under_piles(picture) -> list[str]:
    """The seat labels of ``picture`` whose plate overlaps a pile's box (its cards and its name)."""
    placed = list(_placed(picture))
    piles: dict[int, list] = {}
    for kind, box, pile in placed:
        if pile is not None:
            piles.setdefault(pile, []).append(box)
    pile_boxes = []
    for boxes in piles.values():
        x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, y1 = max(b[0] + b[2] for b in boxes), max(b[1] + b[3] for b in boxes)
        pile_boxes.append((x0, y0, x1 - x0, y1 - y0))
    return [_label_text(picture, box) for kind, box, pile in placed
            if kind == "label" and pile is None and any(_overlap(box, p) for p in pile_boxes)]


def pass_tables(players: int, seed: int = 1):
    """The reader's (seat 0's) table at every step of a Black Maria deal's pass, and at the first
    trick (the cards received beside his hand)."""
    state = new_game(players, seed=seed)
    yield table_view(state, 0)
    while state.phase is Phase.PASS:
        state = state.apply(state.legal_actions()[0])
        yield table_view(state, 0)


def test_the_check_sees_a_label_under_a_pile():
    """The check itself: a pile drawn over a seat's label is found."""
    label = scene.fitted_plate(50, 10, "10 cards face down", 200)
    pile = scene.Group((scene.card_group(FRENCH_52.parse("AS"), x=40, y=0, scale=0.5),), cls="cardlib-pile")
    apart = scene.Group((scene.card_group(FRENCH_52.parse("AS"), x=400, y=0, scale=0.5),), cls="cardlib-pile")
    assert labels_under_piles(scene.Picture(scene.Group((label, pile)), 500, 100, "t", "t")) == ["10 cards face down"]
    assert labels_under_piles(scene.Picture(scene.Group((label, apart)), 500, 100, "t", "t")) == []


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_no_label_of_the_narrow_table_lies_under_a_pile(players):
    """On a phone a face-down hand is a small stack with its count beside it ("10 cards face
    down"); the pass beside the seat went beside the stack alone and covered the count."""
    for view in pass_tables(players):
        picture = scene.narrow_view_picture(view)
        assert any(p.seat is not None for p in view.piles) or not view.piles
        assert labels_under_piles(picture) == [], (players, [p.name for p in view.piles])


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_no_label_of_the_round_table_lies_under_a_pile(players):
    for view in pass_tables(players):
        picture = scene.view_picture(view)
        assert labels_under_piles(picture) == [], (players, [p.name for p in view.piles])


def test_the_face_down_count_is_on_the_narrow_table_while_passes_lie_beside_it():
    """The label the check guards is there: a bot's hand face down, its count beside it, and
    its pass lying by it."""
    views = [v for v in pass_tables(4) if any(not p.face_up for p in v.piles)]
    assert views
    picture = scene.narrow_view_picture(views[-1])
    words = [text.text for text, _ in texts(picture)]
    assert any(w.endswith("cards face down") for w in words), words
