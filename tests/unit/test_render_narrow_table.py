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

from ..support import record_commands

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


def test_the_canvas_replays_the_narrow_table(monkeypatch):
    canvas = Canvas(width=400, height=900)
    recorded = record_commands(monkeypatch, canvas)        # the manager is shared: monkeypatch puts it back
    hands, _ = deal(FRENCH_52.cards, 4, 13, seed=3)
    picture = scene.narrow_table_picture(hands, dealer=3)
    canvas_render.draw_picture(canvas, picture, width=picture.width)
    written = [args[0] for args in recorded.named("fillText")]
    assert {"Seat 0", "Seat 3 · deals", "play goes clockwise"} <= set(written)
    assert written.count("10") == 2 * sum(1 for h in hands for c in h if c.rank == "10")   # both corners


def _walk(shape):
    if isinstance(shape, scene.Group):
        yield shape
        for child in shape.children:
            yield from _walk(child)


def _full_table():
    """A table mid-game with all the round table draws: a trick, piles by a seat and in the
    middle (one face down), counters by the seats and a pot, the dealer, the seat to play."""
    from cardlib.game import Counter, Pile
    hands, rest = deal(FRENCH_52.cards, 4, 13, seed=5)
    hands = [h[:10] for h in hands]
    options = dict(labels=["You", "West", "North", "East"], dealer=2, to_act=3, face_down=[1, 2, 3],
                   centre=[(0, hands[0][10 - 10]), (1, FRENCH_52.parse("QS")), (2, FRENCH_52.parse("KD"))],
                   piles=[Pile("turned trump", FRENCH_52.parse_cards("7H")),
                          Pile("Blind", FRENCH_52.parse_cards("2C 3C 4C 5C 6C"), face_up=False),
                          Pile("won", FRENCH_52.parse_cards("8C 9C"), face_up=False, seat=0)],
                   counters=[Counter("pot", 12), Counter("chips", 9, 0), Counter("chips", 7, 3)],
                   highlight=set(hands[0][:2]), viewer=0, hand_size=13)
    return [h[1:] if i == 0 else h for i, h in enumerate(hands)], options


def test_the_narrow_table_draws_all_the_round_table_draws():
    hands, options = _full_table()
    text = svg.narrow_table(hands, **options)
    wide = svg.table(hands, **options)
    assert re.findall(r"data-seat='(\d)'", text) == ["0", "1", "2", "3"]
    assert "You" in text and "East · to play" in text and "North · deals" in text and "cardlib-dealer" in text
    assert "Blind (5)" in text and "turned trump" in text and "won (2)" in text      # face-down piles: their count
    assert text.count(">10 cards face down<") == 3 and text.count("data-seat='1'") == 1   # and hands
    assert text.count("data-card='7♥'") == 1 and "data-card='2♣'" not in text       # a face-down pile hides its cards
    assert "pot: 12" in text and text.count("chips: 9") == 1 and "chips: 7" in text
    assert "In the trick" in text and "West played Q♠" in text and "North played K♦" in text
    seats = {dict(g.data)["seat"]: g for g in scene.narrow_table_picture(hands, **options).body.children
             if isinstance(g, scene.Group) and g.cls == "cardlib-seat"}
    assert [c.data_card for c in seats["0"].children if getattr(c, "data_card", None)] == [str(c) for c in hands[0]]
    for seat in ("1", "2", "3"):                                                  # hidden hands stay hidden
        assert not [c for c in seats[seat].children if getattr(c, "data_card", None)]
    # the same words for a screen reader as the round table: every seat, pile and counter
    words = scene.picture_words(scene.narrow_table_picture(hands, **options))
    round_words = scene.picture_words(scene.table_picture(hands, **options))
    assert words[0] == round_words[0] and sorted(words) == sorted(round_words)
    assert "width='400'" in text and "width='400'" not in wide
    assert svg.narrow_table(hands, **options) == text                               # the same on every run


def test_the_seat_to_play_is_on_a_yellow_plate_and_the_trick_cards_are_legible():
    hands, options = _full_table()
    picture = scene.narrow_table_picture(hands, **options)
    on_phone = PHONE_PICTURE / picture.width
    plates = [g for g in _walk(picture.body) if g.cls == "cardlib-label"]
    strong = [g.children[1].text for g in plates if g.children[0].fill == "#ffd966"]
    assert strong == ["East · to play"]
    small = [(text.text, round(text.size * scale * on_phone, 1)) for text, scale in texts(picture)
             if text.size * scale * on_phone < 10 and text.text.strip()]
    # on a card, only the court words and pip marks may be smaller; every label, count and index is 10 px or more
    assert all(not (t[0].startswith(("You", "West", "North", "East", "pot", "chips", "Blind", "won", "turned", "In the"))
                    or t[0] in {"10", "Q", "K", "7", "D"}) for t in small), small


def test_a_long_trick_wraps_and_seven_seats_fit():
    hands, _ = deal(FRENCH_52.cards, 7, 7, seed=4)
    centre = [(s, hands[s][0]) for s in range(7)]
    picture = scene.narrow_table_picture(hands, centre=centre, labels=[f"Player {s} (long name)" for s in range(7)])
    assert picture.width == scene.NARROW_WIDTH
    text = svg.to_svg(picture, width=picture.width)
    xs = [float(x) for x in re.findall(r"translate\(([\d.]+) [\d.]+\) scale\(0\.74\)", text)]
    assert xs and max(xs) + scene.NARROW_CARD <= scene.NARROW_WIDTH - 14 + 0.01          # nothing runs off the felt
    assert all(f"Player {s} (long name) played {hands[s][0]}" in picture.title for s in range(7))


def test_the_canvas_replays_everything_the_narrow_table_draws(monkeypatch):
    canvas = Canvas(width=400, height=1400)
    recorded = record_commands(monkeypatch, canvas)
    hands, options = _full_table()
    picture = scene.narrow_table_picture(hands, **options)
    canvas_render.draw_picture(canvas, picture, width=picture.width)
    written = set(args[0] for args in recorded.named("fillText"))
    assert {"East · to play", "North · deals", "D", "Blind (5)", "pot: 12", "chips: 9", "In the trick"} <= written


def test_the_pair_shares_its_shapes_and_every_use_finds_its_shape():
    hands, options = _full_table()
    wide, narrow = svg.to_svg_pair(scene.table_picture(hands, **options), scene.narrow_table_picture(hands, **options),
                                   width=500)
    assert "<defs>" not in wide and narrow.count("<defs>") == 1
    defined = set(re.findall(r"id='([^']+)'", narrow))
    used = set(re.findall(r"href='#([^']+)'", wide + narrow))
    assert used and used <= defined                       # the wide picture's shapes are in the narrow one's defs
    apart = svg.table(hands, width=500, **options) + svg.narrow_table(hands, **options)
    assert len(wide + narrow) < 0.8 * len(apart)
    assert svg.to_svg_pair(scene.table_picture(hands, **options), scene.narrow_table_picture(hands, **options),
                           width=500) == (wide, narrow)  # the same on every run
    # the same cards and words as the two pictures written apart
    assert re.findall(r"data-card='([^']+)'", wide) == re.findall(r"data-card='([^']+)'", svg.table(hands, **options))


def test_an_empty_pile_is_said_to_hold_no_cards_in_both_pictures():
    """A face-down pile gone empty (Handjass's store, a Blind taken) reads 'no cards', not
    '0 face-down cards', to a screen reader, in the round and the narrow table alike."""
    from cardlib.game import Direction, Pile, TableView
    from cardlib.render.scene import narrow_view_picture, picture_words, view_picture
    view = TableView(hands=(FRENCH_52.parse_cards("AS KH"), FRENCH_52.parse_cards("2C 3C")),
                     direction=Direction.CLOCKWISE, labels=("You", "Seat 1"), face_down=frozenset({1}),
                     piles=(Pile("store", FRENCH_52.parse_cards(""), False, None),))
    for picture in (view_picture(view), narrow_view_picture(view)):
        words = picture_words(picture)
        assert "store (in the middle): no cards." in words, words
        assert not any("0 face-down" in line for line in words)
