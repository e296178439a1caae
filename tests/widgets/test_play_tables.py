"""Every game's ``play_table`` takes the same keywords, ``players``, ``seed`` and the game's rules,
and refuses a rule it does not know by name (issue 21, item 4)."""

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
