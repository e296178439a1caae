"""Drawing on a real ipycanvas Canvas, with the commands it would send to the browser recorded."""

from __future__ import annotations

import pytest
from ipycanvas import Canvas
from ipycanvas.canvas import _CMD_LIST

from cardlib import CardlibError
from cardlib.cards import FRENCH_52, SPANISH_40, Suit, deal
from cardlib.render import canvas as canvas_render
from cardlib.render import scene
from ipycanvas.canvas import _CMD_LIST as ipycanvas_commands

from ..support import front_end_event, record_commands, sent_batches


@pytest.fixture
def drawn(monkeypatch):
    canvas = Canvas(width=800, height=600)
    return canvas, record_commands(monkeypatch, canvas)


def test_drawing_a_table_writes_the_seat_names(drawn):
    canvas, recorded = drawn
    hands, _ = deal(FRENCH_52.cards, 4, 5, seed=1)
    canvas_render.draw_table(canvas, hands, labels=["Ann", "Bo", "Cy", "Di"], dealer=2, to_act=0,
                             face_down=[1, 2, 3], centre=[(1, hands[1][0])])
    written = [args[0] for args in recorded.named("fillText")]
    assert {"Bo", "Cy", "Di", "Ann · to play", "D"} <= set(written)
    assert hands[1][0].rank in written      # the card West played, face up in the middle
    # a frame stands on its own: the origin and scale put back before the whole canvas is cleared
    assert [name for name, _ in recorded.commands[:3]] == ["resetTransform", "set", "clear"]
    assert len(recorded.named("save")) == len(recorded.named("restore"))


def test_suit_signs_are_drawn_from_the_shared_path_data(drawn):
    canvas, recorded = drawn
    hands, _ = deal(SPANISH_40.cards, 4, 4, seed=5)
    canvas_render.draw_table(canvas, hands, direction="counter-clockwise")
    filled = set(recorded.paths("fillPath")) | set(recorded.paths("strokePath"))
    for suit in {c.suit for c in hands[0]}:
        assert {p.d for p in scene.suit_parts(suit)} <= filled, suit
    arrow = scene.table_picture(hands, direction="counter-clockwise").body.children[1]
    assert arrow.cls == "cardlib-direction"
    assert arrow.children[0].d in recorded.paths("strokePath")


def test_each_shape_is_sent_to_the_browser_once(drawn):
    canvas, recorded = drawn
    for _ in range(2):
        canvas_render.draw_card(canvas, FRENCH_52.parse("QH"), 10, 10)
    hearts = scene.suit_parts(Suit.HEARTS)[0].d
    assert recorded.paths("fillPath").count(hearts) == 2 * 3     # two corners and the face, twice
    assert list(canvas_render.sent_shapes()).count(hearts) == 1


def test_draw_card_places_and_scales_the_card(drawn):
    canvas, recorded = drawn
    canvas_render.draw_card(canvas, FRENCH_52.parse("7C"), 30, 40, width=108, highlight=True, dim=True)
    assert recorded.named("translate")[0] == [30, 40]
    assert recorded.named("scale")[0] == [1.0, 1.0]
    assert ["7", 12, 24] in recorded.named("fillText")
    assert [8, 5] in [args for name, args in recorded.commands if name == "set"]   # line_width 5: outline
    assert [2, 0.55] in [args for name, args in recorded.commands if name == "set"]  # global_alpha: dim


def test_face_down_card_on_canvas_shows_no_rank(drawn):
    canvas, recorded = drawn
    canvas_render.draw_card(canvas, FRENCH_52.parse("7C"), 0, 0, face_down=True)
    assert recorded.named("fillText") == []


def test_table_fits_the_canvas_unless_given_a_width(drawn):
    canvas, recorded = drawn
    hands, _ = deal(FRENCH_52.cards, 3, 4, seed=2)
    picture = scene.table_picture(hands)
    canvas_render.draw_table(canvas, hands)
    factor, _ = recorded.named("scale")[0]
    assert factor == pytest.approx(min(800 / picture.width, 600 / picture.height))
    recorded.commands.clear()
    canvas_render.draw_table(canvas, hands, width=picture.width / 2)
    assert recorded.named("scale")[0] == [0.5, 0.5]


def test_attach_table_draws_now_and_when_a_page_connects(drawn):
    canvas, recorded = drawn
    hands, _ = deal(FRENCH_52.cards, 2, 3, seed=3)
    attached = canvas_render.attach_table(canvas, lambda: canvas_render.draw_table(canvas, hands))
    assert attached is canvas
    first = len(recorded.commands)
    assert first > 0
    front_end_event(canvas, {"event": "client_ready"})
    assert len(recorded.commands) == 2 * first


def test_a_page_that_connects_later_is_told_which_canvas_to_draw_on(monkeypatch):
    """ipycanvas names the target canvas only when it changes; a page that connects after the
    first drawing must hear it again, or it drops every command and shows a blank table."""
    canvas = Canvas(width=300, height=200)
    sent = sent_batches(monkeypatch, canvas)
    hands, _ = deal(FRENCH_52.cards, 2, 2, seed=3)
    canvas_render.attach_table(canvas, lambda: canvas_render.draw_table(canvas, hands))
    sent.clear()
    front_end_event(canvas, {"event": "client_ready"})
    switch = ipycanvas_commands.index("switchCanvas")
    batch = sent[0]                      # hold_canvas sends the redraw as one batch
    assert batch[0] == [switch, [f"IPY_MODEL_{canvas.model_id}"]]


def test_bad_table_arguments_raise_before_drawing(drawn):
    canvas, recorded = drawn
    with pytest.raises(CardlibError, match="'sideways'"):
        canvas_render.draw_table(canvas, [(), ()], direction="sideways")
    assert recorded.commands == []


def test_piles_and_counters_are_drawn_on_the_canvas_as_in_svg(drawn):
    from cardlib.game import Counter, Pile
    canvas, recorded = drawn
    hands, _ = deal(FRENCH_52.cards, 4, 5, seed=1)
    piles = [Pile("turned trump", FRENCH_52.parse_cards("QH"), True, None),
             Pile("dummy", FRENCH_52.parse_cards("2C 3C 4C"), False, 3)]
    counters = [Counter("pot", 9), Counter("chips", 21, 1)]
    canvas_render.draw_table(canvas, hands, face_down=[1, 2, 3], piles=piles, counters=counters)
    written = [args[0] for args in recorded.named("fillText")]
    assert {"turned trump", "dummy (3)", "pot: 9", "chips: 21"} <= set(written)
    assert "Q" in written                       # the turned trump, face up
    recorded.commands.clear()       # the same table without the dummy writes the same ranks
    canvas_render.draw_table(canvas, hands, face_down=[1, 2, 3], piles=piles[:1], counters=counters)
    assert sorted(written) == sorted([*(args[0] for args in recorded.named("fillText")), "dummy (3)"])
    recorded.commands.clear()
    canvas_render.draw_table(canvas, hands, face_down=[1, 2, 3], piles=piles, counters=counters)
    back = scene.card_group(FRENCH_52.parse("2C"), face_down=True).children[1].d
    assert recorded.paths("strokePath").count(back) == 3 * 5 + 3     # three hidden hands, the dummy


def test_an_error_while_drawing_sends_nothing_and_the_next_frame_is_whole(monkeypatch):
    """The Mus table that froze: a drawing cut short inside ``hold_canvas`` left ipycanvas caching,
    and its half batch (origin moved into a card) went out in front of every later frame."""
    canvas = Canvas(width=300, height=200)
    manager = canvas._canvas_manager
    sent = []
    monkeypatch.setattr(manager, "_send_custom", lambda command, buffers=None: sent.append(command))
    hands, _ = deal(FRENCH_52.cards, 2, 3, seed=3)
    picture = scene.table_picture(hands)
    original = canvas_render._draw
    drawn = []

    def failing(pen, shape):                 # fails deep inside the table, after some shapes went
        drawn.append(shape)
        if len(drawn) == 40:
            raise RuntimeError("cut short")
        original(pen, shape)

    monkeypatch.setattr(canvas_render, "_draw", failing)
    with pytest.raises(RuntimeError, match="cut short"):
        canvas_render.redraw(canvas, picture, width=200)
    assert sent == [] and manager._caching is False and manager._commands_cache == []
    monkeypatch.setattr(canvas_render, "_draw", original)
    canvas_render.redraw(canvas, picture, width=200)
    assert len(sent) == 1                    # one batch: the whole frame, nothing of the failed one
    names = [ipycanvas_commands[command[0]] for command in sent[0]]
    assert names[:4] == ["switchCanvas", "resetTransform", "set", "clear"]
    assert names.count("save") == names.count("restore")


def test_a_frame_held_inside_another_hold_goes_with_it():
    canvas = Canvas(width=100, height=100)
    manager = canvas._canvas_manager
    hands, _ = deal(FRENCH_52.cards, 2, 1, seed=3)
    with canvas_render.held():
        canvas_render.redraw(canvas, scene.table_picture(hands), width=90)
        assert manager._caching is True and manager._commands_cache    # not sent before the outer hold ends
    assert manager._caching is False and manager._commands_cache == []
