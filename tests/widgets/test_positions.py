"""The "what would you do?" positions of the four exercises chapters: the widget answers a pick
with the expert's value of every choice, the values are the same for the same seed, and the
static book shows every choice's value."""

import importlib

import pytest

from cardlib.questions import ChoiceValue, WeighedPosition

GAMES = ["black_maria", "loo", "handjass", "mus"]


def lessons(game):
    return importlib.import_module(f"cardlib.{game}.lessons")


def widgets(game):
    return importlib.import_module(f"cardlib.widgets.{game}")


def clearly_worse(position: WeighedPosition):
    """A choice the expert finds worse than its own beyond the margin, or None."""
    return next((v for v in position.values[1:] if v.behind > v.behind_margin), None)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_four_to_six_positions_with_a_choice_that_matters(game):
    positions = lessons(game).exercise_positions()
    assert 4 <= len(positions) <= 6
    for p in positions:
        assert isinstance(p, WeighedPosition) and len(p.choices) >= 2 and p.choices[0] == p.answer
        assert sorted(p.choices) == sorted(v.label for v in p.values) and p.samples >= 48
    assert any(clearly_worse(p) is not None for p in positions)


@pytest.mark.parametrize("game", GAMES)
def test_the_best_pick_is_praised_and_the_table_lists_every_choice(game):
    view = widgets(game).positions()
    assert view.question is None and view.next_button.description == "Start"    # weighed only on Start
    assert view.describe() == f"Exercise: What would you do? {len(lessons(game).exercise_positions())} positions: press Start for the first."
    view.next_button.click()
    position = view.question
    assert isinstance(position, WeighedPosition) and view.number == 0
    assert [b.description for b in view.choice_buttons] == list(position.choices)
    view.choose(position.answer)
    assert view.feedback == f"Right. {position.answer} is the expert's choice too: " \
                            f"{position.rows()[0][2]} {position.unit} a deal" + \
                            (f": {position.explanation}." if position.explanation else ".") + \
                            f" (The figures are the expert's: from {position.samples} deals played out at random " \
                            "from here, each given give or take (±) the range in which the true figure lies 19 " \
                            "times in 20.)"
    table = view.children[-2].value
    assert "the expert&#x27;s and yours" in table or "the expert's and yours" in table
    for _, label, value, margin in position.rows():
        assert f"<td>{value}</td><td>{margin}</td>" in table
    assert table.count("<tr>") == len(position.choices) + 1


@pytest.mark.parametrize("game", GAMES)
def test_a_worse_pick_is_told_by_how_much(game):
    view = widgets(game).positions()
    view.next_button.click()
    while clearly_worse(view.question) is None:
        view.next_button.click()
    position, worse = view.question, clearly_worse(view.question)
    view.choose(worse.label)
    d = position.digits
    assert view.feedback.startswith(f"Not quite. {worse.label} is worse than the expert's {position.answer} by "
                                    f"{worse.behind:.{d}f} ± {worse.behind_margin:.{d}f} {position.unit} a deal")
    assert view.last.correct is False and view.tally == (0, 1)
    table = view.children[-2].value
    assert "<td>yours</td>" in table and ("<td>the expert&#x27;s</td>" in table or "<td>the expert's</td>" in table)


def test_a_pick_within_the_margin_is_as_good():
    values = (ChoiceValue("a", 1.0, 0.5), ChoiceValue("b", 0.9, 0.5, 0.1, 0.3), ChoiceValue("c", 0.2, 0.5, 0.8, 0.3))
    position = WeighedPosition("p", "Which?", "a", "", choices=("a", "b", "c"), unit="chips", samples=10, values=values)
    verdict = position.check("b")
    assert verdict.correct and str(verdict) == ("Right. b is as good as the expert's a as far as chance can tell: "
                                                "the difference, 0.10 ± 0.30 chips a deal, may be luck. (The figures "
                                                "are the expert's: from 10 deals played out at random from here, each "
                                                "given give or take (±) the range in which the true figure lies 19 "
                                                "times in 20.)")
    assert verdict.rows[1] == ("yours", "b", "+0.90", "± 0.50") and not position.check("c").correct


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_gives_the_same_values(game):
    module = lessons(game)
    spec = module.POSITIONS[-1]
    first, again = module.weigh_position(spec), module.weigh_position(spec)      # weighed afresh, not from the cache
    assert first is not again and first.values == again.values
    assert first.values == module.exercise_positions()[len(module.POSITIONS) - 1].values


@pytest.mark.parametrize("game", GAMES)
def test_the_static_book_shows_every_choices_value(game):
    shown = widgets(game).positions_shown()
    for p in lessons(game).exercise_positions():
        assert p.prompt in shown.text
        for _, label, value, margin in p.rows():
            assert f"{label} {value} {margin}" in shown.text
    assert shown.html.count("<details") == len(lessons(game).exercise_positions())


def test_bad_input_shows_a_message_not_a_traceback():
    view = widgets("loo").positions(7)
    assert view.message == "there are 4 questions here, numbered 0 to 3; got 7"
    view.next_button.click()                         # Start shows the first position
    assert view.number == 0 and view.question.key == lessons("loo").exercise_positions()[0].key
    view.answer("fold")
    assert view.message.startswith("'fold' is not one of the choices: ") and view.feedback == ""
    assert view.children[-2].value == ""              # no values table for a pick that is no choice
    view.choose(view.question.answer)
    assert view.message == "" and view.feedback.startswith("Right.")
