"""The table drawn as one object: the scene takes a TableView whole (scene.view_picture,
scene.narrow_view_picture, canvas.draw_view), the view's own pictures go through it, and the spread
forms (svg.table, scene.table_picture, canvas.draw_table) draw the same from the fields as arguments."""

import inspect

import pytest

from cardlib import CardlibError, black_maria, handjass, loo, mus
from cardlib.game import RandomBot, TableView, play_out
from cardlib.render import canvas, scene, svg


def _views():
    games = [black_maria.new_game(4, seed=3), loo.new_game(5, seed=2), handjass.new_game(3, seed=1),
             mus.new_game(seed=4)]
    for game in games:
        later = play_out(game, RandomBot(seed=7), stop=lambda s, start=len(game.history): len(s.history) >= start + 9)
        for state in (game, later):
            for viewer in (None, 0, 1):
                yield state.table(viewer)


@pytest.mark.parametrize("view", list(_views()), ids=repr)
def test_the_view_form_draws_what_the_spread_form_draws(view):
    assert scene.view_picture(view) == scene.table_picture(list(view.hands), **view.options())
    assert scene.narrow_view_picture(view) == scene.narrow_table_picture(list(view.hands), **view.options())
    assert view.svg(width=500, id="t") == svg.table(list(view.hands), **view.options(), width=500, id="t")
    assert view.narrow_svg() == svg.narrow_table(list(view.hands), **view.options())


def test_the_scene_takes_the_view_and_drawing_options_only():
    for draw in (scene.view_picture, scene.narrow_view_picture):
        params = inspect.signature(draw).parameters
        positional = [p for p in params.values() if p.kind is p.POSITIONAL_OR_KEYWORD]
        assert [p.name for p in positional] == ["view"]
        assert {p.name for p in params.values() if p.kind is p.KEYWORD_ONLY} == {"four_colour", "dim"}
    assert list(inspect.signature(canvas.draw_view).parameters)[:2] == ["canvas", "view"]


def test_a_changed_field_reaches_the_picture_and_a_bad_one_is_named():
    view = next(_views())
    assert scene.view_picture(view, hand_size=17) != scene.view_picture(view)
    assert scene.view_picture(view, hand_size=17) == scene.view_picture(
        TableView(**{**view.__dict__, "hand_size": 17}))
    with pytest.raises(CardlibError, match="no field 'colour'"):
        scene.view_picture(view, colour="red")
    with pytest.raises(CardlibError, match="expected a TableView"):
        scene.view_picture(list(view.hands))
