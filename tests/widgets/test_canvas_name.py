"""The live table's canvas has a role and a name a screen reader reads (issue 20, item 7): the
name's HTML, set once, makes the words' element the live region and names the canvas of the view
around it as a picture of the game's table whose name is the live words, and the name follows them;
a bare view's Shift+Tab never lets the focus fall."""

from __future__ import annotations

import html
import re

from cardlib.widgets import black_maria as black_maria_widgets
from cardlib.widgets import loo
from cardlib.widgets import mus as mus_widgets
from cardlib.widgets.access import VIEW_CLASS, WORDS_CLASS, canvas_name_html, table_name

from ..support import press_key, shown_live as live


def test_the_words_name_the_canvas_as_a_picture_of_the_mus_table_by_its_live_region():
    view = live(mus_widgets.play_table(seed=1))
    shown, words = view.name_html, view.words_html
    assert VIEW_CLASS in view.css_classes                      # where the script looks for the canvas
    ident = view.words_id
    assert f'<span id="{ident}-name"' in shown and ">Mus table, drawn live:</span>" in shown
    script = html.unescape(re.search(r'onload="([^"]+)"', shown).group(1))
    # the region: the element of the widget around the words (found by their class), given its id and role
    lines = re.search(r"lines=view&&view.querySelector\('\.([^']+)'\),words=lines&&lines.closest\('\.widget-html'\)",
                      script)
    assert lines and words.startswith(f'<div class="{lines.group(1)}"'), (script, words[:100])
    assert f"words.id='{ident}'" in script and f"words.classList.add('{WORDS_CLASS}')" in script
    assert "words.setAttribute('role','status')" in script and "words.setAttribute('aria-live','polite')" in script
    assert "setAttribute('role','img')" in script
    assert f"setAttribute('aria-labelledby','{ident}-name {ident}')" in script     # the name: the game, then the words
    assert f".closest('.{VIEW_CLASS}')" in script
    assert "Tab" in script and "stopPropagation" in script and "to.focus()" in script             # Tab is the page's again
    view.choose("paso")
    assert view.words_html != words and view.name_html == shown      # new words, the same name and script


def test_each_table_on_a_page_has_its_own_region_and_a_trick_game_is_named_too():
    first, second = live(mus_widgets.play_table(seed=1)), live(mus_widgets.play_table(seed=1))
    assert first.words_id != second.words_id
    table = black_maria_widgets.play_table(players=4, seed=1)
    live(table.view)
    assert ">Black Maria table, drawn live:</span>" in table.view.name_html


def test_the_name_is_escaped_and_the_unknown_game_is_a_card_table():
    assert table_name(None) == "Card table, drawn live:"
    shown = canvas_name_html("A <b> & table", "x1")
    assert "A &lt;b&gt; &amp; table" in shown and 'alt="" hidden' in shown


def test_a_bare_mus_views_shift_tab_goes_to_its_last_control(monkeypatch):
    view = live(mus_widgets.play_table(seed=1))
    assert view.control_before is None                          # the view alone: nothing before its canvas
    asked = []
    for widget in (view.canvas, view.load_button, view.same_deal_button):
        monkeypatch.setattr(widget, "focus", lambda widget=widget: asked.append(("focus", widget)))
        monkeypatch.setattr(widget, "blur", lambda widget=widget: asked.append(("blur", widget)))
    press_key(view.canvas, "Tab", shift=True)
    assert asked == [("focus", view.load_button)]                      # Load record: the view's last control


def test_a_face_up_pile_names_its_cards_once_in_the_words():
    """Loo's dummy lies face up when a deal is over: its line names its three cards, and the words
    do not name them a second time card by card (a screen reader read 'dummy (in the middle): 2♠,
    3♠, 7♣. two of spades (2♠). three of spades (3♠). seven of clubs (7♣).')."""
    view = live(loo.play_table(players=4, seed=1).view)
    while view.paused is None:
        view.play(view.state.legal_actions()[0])
    words = view.table_words
    dummy = next(line for line in words.split(". ") if line.startswith("dummy"))
    assert dummy.count(",") == 2                                 # three cards named in the pile's line
    for card in dummy.split(": ", 1)[1].rstrip(".").split(", "):
        assert words.count(card) == 1, (card, words)
