"""The play table's layout rules hold on a phone (issue 20's leftover: "New ga…" at 390 px).

On a page 390 px wide a view has about 358 px. A row of controls that does not wrap squeezed its
buttons below their labels' width (ipywidgets gives a button a fixed 148 px, and a squeezed one
cuts its label with "…"), and a box wider than the page was squeezed with them. So, in every
game's play table, the hidden parts included (the deal's end, the replay, the pick): every
button takes its label's width, every row of controls wraps, and no control is set wider than
a phone's room unless it may shrink to it. The built pages' check is in
``tests/browser/test_book_for_players.py``.
"""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

from cardlib.widgets import black_maria, handjass, loo, mus

PHONE_ROOM = 358          # px: what a 390 px page leaves a view

TABLES = {
    "black_maria": lambda: black_maria.play_table(players=4, seed=1),
    "handjass": lambda: handjass.play_table(players=3, seed=1),
    "loo": lambda: loo.play_table(players=4, seed=1),
    "mus": lambda: mus.play_table(seed=1),
}


def tree(widget):
    """``widget`` and every widget under it, hidden ones too, each once."""
    seen, todo = set(), [widget]
    while todo:
        w = todo.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        yield w
        todo += list(getattr(w, "children", ()) or ())


def name(widget) -> str:
    return f"{type(widget).__name__}({getattr(widget, 'description', '') or ''!r})"


def layout_problems(view) -> list[str]:
    problems = []
    for w in tree(view):
        layout = getattr(w, "layout", None)
        if layout is None:
            continue
        if isinstance(w, (widgets.Button, widgets.ToggleButton)) and layout.width != "auto":
            problems.append(f"{name(w)} is {layout.width or 'ipywidgets default (148px)'} wide, "
                            "not its label's width")
        if (isinstance(w, widgets.Box) and not isinstance(w, widgets.VBox) and len(w.children) > 1
                and "wrap" not in (layout.flex_flow or "")):
            problems.append(f"a row of {[name(c) for c in w.children]} does not wrap")
        width = re.fullmatch(r"(\d+(?:\.\d+)?)px", layout.width or "")
        if width and float(width.group(1)) > PHONE_ROOM and layout.max_width != "100%":
            problems.append(f"{name(w)} is {layout.width} wide, more than a phone's {PHONE_ROOM}px, "
                            "and may not shrink")
    return problems


@pytest.mark.parametrize("game", sorted(TABLES))
def test_every_control_of_the_play_table_fits_a_phone(game):
    table = TABLES[game]()
    assert layout_problems(table) == []


def test_the_check_finds_a_squeezed_row():
    """The check itself: a default-width button in a row that does not wrap, and a wide box."""
    row = widgets.HBox([widgets.Text(layout=widgets.Layout(width="420px")), widgets.Button(description="Load record")])
    found = layout_problems(widgets.VBox([row]))
    assert len(found) == 3, found
