"""Every game's ``play_table`` takes the same keywords, ``players``, ``seed`` and the game's rules,
and refuses a rule it does not know by name (issue 21, item 4). A table for another number of
players (chosen, or a record's) closes the widgets of the table it replaces."""

from __future__ import annotations

import inspect

import pytest

from cardlib import CardlibError
from cardlib.widgets import black_maria, handjass, loo, mus

# (widget module, players, a rule that differs from the default and its value)
TABLES = [
    (black_maria, 3, "scoring", "graded_hearts"),
    (handjass, 2, "target", 9),
    (loo, 3, "ante", 2),
    (mus, 4, "target", 30),
]


def state_of(table):
    """The game in play: a ``PlayTable`` holds its view, Mus's table is the view itself."""
    return getattr(table, "view", table).state


@pytest.mark.parametrize("module, players, rule, value", TABLES, ids=lambda x: getattr(x, "__name__", None))
def test_play_table_takes_players_seed_and_the_rules(module, players, rule, value):
    state = state_of(module.play_table(players=players, seed=5, **{rule: value}))
    assert getattr(state.rules, rule) == value
    assert len(state.scores) == (2 if module is mus else players)       # Mus scores by team


@pytest.mark.parametrize("module, players, rule, value", TABLES, ids=lambda x: getattr(x, "__name__", None))
def test_play_table_refuses_an_unknown_rule_by_name(module, players, rule, value):
    with pytest.raises(CardlibError, match="no_such_rule"):
        module.play_table(players=players, seed=5, no_such_rule=True)


def test_mus_play_table_is_for_four():
    with pytest.raises(CardlibError, match="4"):
        mus.play_table(players=3, seed=1)


def test_every_play_table_has_the_same_parameters():
    """players, seed and the rules, nothing else: no game keeps a keyword of its own (a Mus bots'
    seed, Loo's trials), so one call shape opens every game's table."""
    shapes = {module.__name__: [(p.name, p.kind) for p in inspect.signature(module.play_table).parameters.values()]
              for module, *_ in TABLES}
    expected = [("players", inspect.Parameter.POSITIONAL_OR_KEYWORD), ("seed", inspect.Parameter.POSITIONAL_OR_KEYWORD),
                ("rules", inspect.Parameter.VAR_KEYWORD)]
    assert all(shape == expected for shape in shapes.values()), shapes


def made_by(view, *kept):
    """The widgets a play view made, as a test finds them through the view's public parts: the
    tree under it (the saved picture first, as no page has shown it live), its canvas, the parts
    shown only at times (the replay, Next deal, the pick's button) and ``kept``: the reader's
    buttons seen in its games, which it keeps for later games; each with its layout."""
    found, todo = {}, [*view.children, view.canvas, *view.replay_buttons, view.replay_panel,
                       view.next_deal_button, view.confirm_button, *kept]
    while todo:
        w = todo.pop()
        if w is not None and id(w) not in found:
            found[id(w)] = w
            todo += list(getattr(w, "children", ()) or ()) + [getattr(w, "layout", None)]
    return list(found.values())


def referenced(widget):
    """``widget`` and every widget its synced state refers to (children, layout, style, and any
    other: a canvas's manager, which every canvas shares), and theirs."""
    import ipywidgets as widgets
    found, todo = {}, [widget]
    while todo:
        w = todo.pop()
        if id(w) in found:
            continue
        found[id(w)] = w
        for key in w.keys:
            value = getattr(w, key)
            todo += [v for v in (value if isinstance(value, (list, tuple)) else [value]) if isinstance(v, widgets.Widget)]
    return list(found.values())


def test_a_new_number_of_players_closes_the_old_tables_widgets_and_the_new_table_plays():
    table = loo.play_table(players=4, seed=2)
    old = table.view
    seen = list(old.choices)
    old.choose(old.choices[0].description)          # a move, then a second game: buttons of both kept
    old.new_game()
    seen += old.choices
    mine = made_by(old, *seen)
    assert len(mine) > 60 and all(w.comm is not None for w in mine)
    table.players.value = 3
    assert old.comm is None, "the old table is still open"
    still_open = [f"{type(w).__name__}({getattr(w, 'description', '')!r})" for w in mine if w.comm is not None]
    assert still_open == [], f"the old table's widgets left open: {still_open[:8]} ({len(still_open)})"
    new = table.view
    assert new is not old and table.children == (table.players, new) and table.players.comm is not None
    # the new table, its canvas (shown once a page is live) and what they share: all open
    assert all(w.comm is not None for w in referenced(table) + referenced(new.canvas))
    assert set(map(id, made_by(new))).isdisjoint(map(id, mine))
    before = len(new.state.history)
    new.choose(new.choices[0].description)          # the new table plays
    assert new.message == "" and len(new.state.history) > before and new.state.players == 3


def test_loading_a_record_for_another_number_of_players_closes_the_table_it_replaces():
    teacher = loo.play_table(players=4, seed=8)
    teacher.view.show_hands(True)
    record = teacher.view.record_text
    pupils = loo.play_table(players=5, seed=1)
    old = pupils.view
    mine = made_by(old, *old.choices)
    old.record_box.value = "Three-card Loo · 4 players · seed 8 · dealer 0 · standard rules · 9 actions: play"
    old.load_button.click()                          # refused: the table stays, open
    assert pupils.view is old and old.comm is not None and all(w.comm is not None for w in mine)
    old.record_box.value = record
    old.load_button.click()
    assert pupils.view is not old and pupils.players.value == 4 and pupils.view.message == ""
    assert old.comm is None and [w for w in mine if w.comm is not None] == []
    assert pupils.view.state == teacher.state


def test_a_view_closes_every_widget_it_made_and_nothing_else():
    table = loo.play_table(players=4, seed=3)
    view = table.view
    owned = view.owned_widgets()
    mine = {id(w) for w in owned}
    assert {id(w) for w in made_by(view, *view.choices)} <= mine and id(table.players) not in mine
    shared = [w for w in referenced(view) + referenced(view.canvas) if w is not view and id(w) not in mine]
    assert shared, "the canvases' manager is referred to by the canvas, and is not the view's own"
    view.close()
    assert view.comm is None and all(w.comm is None for w in owned)
    assert table.players.comm is not None and all(w.comm is not None for w in shared)
