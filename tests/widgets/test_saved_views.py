"""What a page without a kernel shows of each view: the web page, or JupyterLab before Run All,
draws it from the state the notebook saved. A view there says how to make it live, its controls
look inert, and a play table shows its table as a picture; the first page that shows the view with
its kernel behind it (the front end counts its views up) makes it live."""

from __future__ import annotations

import ipycanvas
import ipywidgets as widgets
import pytest

from cardlib.black_maria.bot import choose_pass
from cardlib.widgets import PlayView
from cardlib.widgets import black_maria, handjass, loo
from cardlib.widgets.black_maria import PassTrainer
from cardlib.widgets.display import SAVED_CLASS
from cardlib.widgets.handjass import WeisFinder
from cardlib.widgets.mus import WorkedDeal, exercises, play_table

from ..support import shown_live
from ..toys import FirstBot, new_game

RUN_ALL = "Run All in JupyterLab or Binder"


def notes(widget) -> int:
    """How many lines saying how to make it live ``widget`` shows, inside it too."""
    own = isinstance(widget, widgets.HTML) and RUN_ALL in widget.value and widget.layout.display != "none"
    return own + sum(notes(child) for child in getattr(widget, "children", ()))


def test_a_saved_play_table_shows_the_table_as_a_picture_with_the_line_above_it():
    view = play_table(seed=1)
    picture = view.children[0]
    assert isinstance(picture, widgets.HTML) and not any(isinstance(c, ipycanvas.Canvas) for c in view.children)
    assert picture.value.index(RUN_ALL) < picture.value.index("<svg") and "to play." in picture.value
    assert all(f"data-card='{c}'" in picture.value for c in view.table_view.hands[0])
    assert SAVED_CLASS in view.css_classes and notes(view) == 1 and not view.live
    view.choose("paso")                          # the picture follows the game while no page shows it
    assert all(f"data-card='{c}'" in view.children[0].value for c in view.table_view.hands[0])
    # one round table, and the same table one seat under another for a phone, each in its own box
    saved = view.children[0].value
    assert saved.count("<svg") == 2 and saved.count("cardlib-narrow-table") == 1
    assert saved.index('<div class="cardlib-wide-only">') < saved.index('<div class="cardlib-narrow-only">')
    assert "@media (max-width:640px)" in saved
    narrow = saved[saved.index('<div class="cardlib-narrow-only">'):]
    assert all(f"data-card='{c}'" in narrow for c in view.table_view.hands[0])


def test_a_page_with_the_kernel_puts_the_live_canvas_in_the_pictures_place():
    view = PlayView(new_game, {1: FirstBot()})
    shown_live(view)                             # what the front end sends when it shows the view
    assert view.live and isinstance(view.children[0], ipycanvas.Canvas)
    assert view.picture_html == "" and SAVED_CLASS not in view.css_classes and notes(view) == 0
    shown_live(view, pages=0)                    # the page closes, another opens: nothing changes back
    shown_live(view)
    assert view.children[0] is view.canvas and view.children.count(view.canvas) == 1


@pytest.mark.parametrize("make", [lambda: exercises(0), WorkedDeal, WeisFinder,
                                  lambda: PassTrainer(trials=50)],
                         ids=["exercise", "worked deal", "weis finder", "pass trainer"])
def test_a_saved_view_says_first_how_to_make_it_live_until_a_page_shows_it(make):
    view = make()
    first = view.children[0]
    assert RUN_ALL in first.value and SAVED_CLASS in view.css_classes and notes(view) == 1
    assert f".{SAVED_CLASS} button" in first.value          # its buttons look inert where it is saved
    shown_live(view)
    assert view.live and first.layout.display == "none" and first.value == ""
    assert SAVED_CLASS not in view.css_classes and notes(view) == 0


@pytest.mark.parametrize("make", [lambda: black_maria.play_table(players=3), lambda: handjass.play_table(players=2),
                                  lambda: loo.play_table(players=3)],
                         ids=["black maria", "handjass", "loo"])
def test_a_table_with_a_players_choice_says_it_once_and_dims_its_choice_too(make):
    table = make()
    assert notes(table) == 1 and SAVED_CLASS in table.css_classes
    shown_live(table)
    assert SAVED_CLASS not in table.css_classes


def test_the_pass_trainer_shows_no_empty_image_before_evaluate():
    """An empty image widget draws a broken-image icon: the chart is hidden until there is one."""
    trainer = PassTrainer(players=4, seed=5, trials=100)
    assert trainer.chart == b"" and not trainer.chart_shown
    trainer.cards.value = " ".join(map(str, choose_pass(trainer.hand)[0]))
    trainer.evaluate_button.click()
    assert trainer.message == "" and trainer.chart_shown
    assert trainer.chart[:4] == b"\x89PNG"
    trainer.deal()
    assert trainer.chart == b"" and not trainer.chart_shown
