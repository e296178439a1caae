"""The table for a phone (scene.narrow_table_picture, svg.narrow_table): 400 units wide whatever the
hands, so at 358 px on a 390 px phone its seat labels and card indices are 10 px or more; every
card there, in playing order; the canvas replays it as it replays the round table."""

from __future__ import annotations

import re

import pytest
from ipycanvas import Canvas

from cardlib import CardlibError
from cardlib.cards import FRENCH_52, SPANISH_40, deal
from cardlib.render import canvas as canvas_render
from cardlib.render import scene, svg

from ..support import Recorder

PHONE_PICTURE = 358          # px: a 390 px page's picture, its margins taken off


def texts(shape, scale=1.0):
    """Every Text of a shape tree with the scale it is drawn at."""
    if isinstance(shape, scene.Picture):
        yield from texts(shape.body, scale)
    elif isinstance(shape, scene.Group):
        for child in shape.children:
            yield from texts(child, scale * shape.scale)
    elif isinstance(shape, scene.Text):
        yield shape, scale


@pytest.mark.parametrize("players, each", [(4, 13), (3, 17), (7, 7), (4, 4)])
def test_the_type_is_legible_on_a_phone_whatever_the_hands(players, each):
    hands, _ = deal(FRENCH_52.cards, players, each, seed=3)
    picture = scene.narrow_table_picture(hands, dealer=players - 1)
    assert picture.width == scene.NARROW_WIDTH
    on_phone = PHONE_PICTURE / picture.width
    sizes = [text.size * scale * on_phone for text, scale in texts(picture)
             if text.size * scale >= 10 or text.text.startswith("Seat")]
    indices = [text.size * scale * on_phone for text, scale in texts(picture) if text.text == "10"]
    labels = [text.size * scale * on_phone for text, scale in texts(picture) if text.text.startswith("Seat")]
    assert len(labels) == players and min(labels) >= 10
    assert indices and min(indices) >= 10, min(indices)
    assert min(sizes) >= 10


def test_every_card_is_there_seat_by_seat_in_playing_order():
    hands, _ = deal(FRENCH_52.cards, 4, 13, seed=3)
    text = svg.narrow_table(hands, direction="counter-clockwise", dealer=3, id="t")
    seats = re.findall(r"data-seat='(\d)'", text)
    assert seats == ["0", "1", "2", "3"]
    shown = re.findall(r"data-card='([^']+)'", text)
    assert shown == [str(c) for h in hands for c in h]
    assert "play goes counter-clockwise" in text and "Seat 3 · deals" in text and "width='400'" in text


def test_face_down_seats_give_nothing_away():
    hands, _ = deal(SPANISH_40.cards, 4, 4, seed=2)
    text = svg.narrow_table(hands, face_down=[1, 2, 3])
    assert re.findall(r"data-card='([^']+)'", text) == [str(c) for c in hands[0]]
    assert "Seat 1 (seat 1): 4 face-down cards." in text


def test_bad_arguments_are_refused_with_the_reason():
    with pytest.raises(CardlibError, match="2 to 7 seats"):
        scene.narrow_table_picture([FRENCH_52.parse_cards("AS")])
    with pytest.raises(CardlibError, match="dealer"):
        scene.narrow_table_picture([FRENCH_52.parse_cards("AS"), FRENCH_52.parse_cards("KS")], dealer=2)


def test_the_canvas_replays_the_narrow_table():
    canvas = Canvas(width=400, height=900)
    recorded = Recorder()
    canvas._canvas_manager.send_command = recorded
    hands, _ = deal(FRENCH_52.cards, 4, 13, seed=3)
    picture = scene.narrow_table_picture(hands, dealer=3)
    canvas_render.draw_picture(canvas, picture, width=picture.width)
    written = [args[0] for args in recorded.named("fillText")]
    assert {"Seat 0", "Seat 3 · deals", "play goes clockwise"} <= set(written)
    assert written.count("10") == 2 * sum(1 for h in hands for c in h if c.rank == "10")   # both corners
