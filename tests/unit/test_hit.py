"""A click on the table picture finds the card drawn under it (cardlib.render.hit)."""

from cardlib import FRENCH_52
from cardlib.black_maria import new_game
from cardlib.black_maria.view import table_view
from cardlib.render import scene
from cardlib.render.hit import canvas_card_at, card_at


def _grid(picture, step=3):
    found = set()
    for i in range(int(picture.width / step)):
        for j in range(int(picture.height / step)):
            card = card_at(picture, picture.x0 + i * step, picture.y0 + j * step)
            if card is not None:
                found.add(card)
    return found


def test_every_face_up_card_of_a_table_is_found_and_no_face_down_one():
    view = table_view(new_game(4, seed=3), 0)
    picture = scene.table_picture(list(view.hands), **view.options())
    reader = {str(c) for c in view.hands[0]}
    assert view.face_down == frozenset({1, 2, 3})
    assert _grid(picture) == reader                  # the others' cards are backs: never found


def test_the_top_card_of_a_fan_wins_and_a_scaled_canvas_point_is_taken_back():
    picture = scene.hand_picture(FRENCH_52.parse_cards("AS KH 2C"))
    assert card_at(picture, picture.width / 2, 60) == "K♥"
    assert card_at(picture, picture.width - 2, picture.height + 5) is None
    assert canvas_card_at(picture, 2.5, 30, width=picture.width / 2) == "A♠"
    assert canvas_card_at(picture, picture.width / 2 - 5, 30, width=picture.width / 2) == "2♣"
