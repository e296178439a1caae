"""The live play table by keyboard and screen reader (issue 20, item 7): its words in a live
region that follow the table, Tab and Shift+Tab leave the canvas, and the focus goes to the next
choice when the pressed button goes; and a click aimed at a table that has moved on is ignored."""

from __future__ import annotations

import html

import traitlets

from cardlib.widgets import PlayView
from cardlib.widgets import mus as mus_widgets
from cardlib.widgets.play import CardPick, PlayOptions

from ..support import press_key, shown_live as live
from ..toys import FirstBot, Take, every_try, new_game


def focused(monkeypatch, *widgets):
    """Record which of ``widgets`` the kernel asks the page to focus (or blur)."""
    asked = []
    for widget in widgets:
        monkeypatch.setattr(widget, "focus", lambda widget=widget: asked.append(("focus", widget)))
        monkeypatch.setattr(widget, "blur", lambda widget=widget: asked.append(("blur", widget)))
    return asked


def test_the_table_in_words_follows_the_state_and_holds_the_readers_hand_while_betting():
    view = live(mus_widgets.play_table(seed=1))
    words = view.words_html
    # the words' widget's element made a polite status by the name's script
    script = html.unescape(view.name_html)
    assert "setAttribute('role','status')" in script and "setAttribute('aria-live','polite')" in script
    assert " ".join(map(str, view.table_view.hands[0])) == "6o 4e 4c 5e"
    assert view.state.phase.name != "DISCARD"            # a betting round: the hand is given in words anyway
    # named as a player says them, not in the typing codes
    assert "You (seat 0, to play): six of coins, four of swords, four of cups, five of swords." in view.table_words
    assert view.table_words.endswith("Your turn.")
    for line in view.table_view.status:
        assert line in view.table_words
    before = view.table_words
    view.choose("paso")
    assert view.table_words != before and view.words_html != words
    for line in view.table_view.status:                  # the words follow the table: the new status
        assert line in view.table_words


def test_the_live_region_is_one_widget_whose_value_alone_changes():
    """A page keeps a widget's element while its value changes: the live region is the element of
    the words' widget, so the widget stays, in the view, and the words (its value) alone change; the
    value carries no region, name or script of its own (a page would put those in afresh each time)."""
    view = live(mus_widgets.play_table(seed=1))
    region, name = view.words_widget, view.name_html
    assert region in view.children and name
    changed = []
    region.observe(lambda change: changed.append(change["name"]), names=traitlets.All)
    values = [region.value]
    for _ in range(4):                                  # a choice, the deal's end, the next deal, a choice
        (view.choices[0] if view.choices else view.next_deal_button).click()
        assert view.words_widget is region and region in view.children
        values.append(region.value)
    assert len(set(values)) > 1 and set(changed) == {"value"}, changed
    for value in values:
        assert view.table_words and all(mark not in value for mark in ("role=", "aria-", " id=", "<img", "onload"))
    assert view.name_html == name                       # the name and its script: set once


def test_the_canvas_has_no_tooltip():
    """JupyterLab's widget code shows a tooltip only beside a description, which a canvas has not:
    a canvas given one fails to show at all ("Cannot read properties of undefined")."""
    assert mus_widgets.play_table(seed=1).canvas.tooltip is None


def test_words_are_given_only_to_a_live_page():
    view = mus_widgets.play_table(seed=1)
    assert view.table_words == "" and view.words_html == ""


def test_tab_and_shift_tab_leave_the_canvas(monkeypatch):
    view = live(PlayView(new_game, {1: FirstBot()}, PlayOptions(tries=every_try)))
    asked = focused(monkeypatch, view.canvas, *view.choices, view.same_deal_button)
    press_key(view.canvas, "Tab")
    assert asked == [("focus", view.choices[0])]          # on to the reader's first choice
    press_key(view.canvas, "Tab", shift=True)
    assert asked[-1] == ("focus", view.last_control)   # nothing before it in this view: back to its last control
    assert view.last_control is view.same_deal_button            # (a toy game has no record)
    press_key(view.canvas, "a")
    assert len(asked) == 2                               # other keys do nothing


def test_shift_tab_goes_back_to_the_players_drop_down():
    from cardlib.widgets import black_maria as black_maria_widgets

    table = black_maria_widgets.play_table(players=4, seed=1)
    assert table.view.control_before is table.players
    table.players.value = 3
    assert table.view.control_before is table.players   # the new game's view too


def test_the_focus_moves_to_the_next_choice_when_the_pressed_button_goes(monkeypatch):
    view = live(PlayView(new_game, {1: FirstBot()}, PlayOptions(tries=every_try)))
    pressed = next(b for b in view.choices if b.description == "take K♥")
    asked = []
    monkeypatch.setattr(type(pressed), "focus", lambda self: asked.append(self.description))
    pressed.click()
    assert pressed not in view.choices and asked == [view.choices[0].description]


def test_a_click_on_a_button_no_longer_shown_is_ignored():
    view = live(PlayView(new_game, {1: FirstBot()}, PlayOptions(tries=every_try)))
    pressed = next(b for b in view.choices if b.description == "take K♥")
    pressed.click()
    state, log = view.state, view.log
    pressed.click()                                     # the second click of a double click
    assert view.state is state and view.log == log and view.message == ""
