"""The one exercise view, driven as a reader would: click choices, type and press Enter, Next."""

import pytest

from cardlib import CardlibError, FRENCH_52
from cardlib.questions import Question
from cardlib.widgets.exercise import ExerciseView, question_picture

SUM = Question("sum", "Count the trick: A♥ and K♥.", answer="15", explanation="11 + 4 = 15.",
               trick=FRENCH_52.parse_cards("AH KH"))
RED = Question("red", "Is A♥ red?", answer="yes", explanation="Hearts are red.", choices=("yes", "no"),
               hands=(FRENCH_52.parse_cards("AH 7C"),), card=FRENCH_52.parse("AH"))


def test_a_number_answers_on_enter():
    view = ExerciseView([SUM, RED])
    assert view.choice_buttons == [] and view.children[4].layout.display is None
    view.answer_box.value = "15"                 # Enter (or leaving the box) sends the value
    assert view.feedback == "Right. 11 + 4 = 15."
    assert "#1b5e20" in view.children[6].value and view.tally == (1, 1)


def test_the_check_button_answers_the_box_too():
    view = ExerciseView([SUM])
    view.answer_box.value = "14"
    assert view.feedback == "Not quite. The answer is 15. 11 + 4 = 15."
    view.check_button.click()                    # same text again: the button still answers
    assert view.feedback.startswith("Not quite.")
    view.answer("15")
    assert view.feedback.startswith("Right.") and view.tally == (0, 1)   # the first try counts


def test_bad_input_shows_the_message_not_a_traceback():
    view = ExerciseView([SUM])
    view.answer_box.value = "fifteen"
    assert view.message == "'fifteen' is not a whole number; type a number such as 25"
    assert "Cannot check that:" in view.children[5].value and view.feedback == ""
    assert view.tally == (0, 0)
    view.answer_box.value = "15"
    assert view.message == "" and view.feedback.startswith("Right.")


def test_choices_are_buttons_and_next_moves_on_and_round():
    view = ExerciseView([SUM, RED])
    view.next_button.click()
    assert view.question is RED and [b.description for b in view.choice_buttons] == ["yes", "no"]
    assert view.children[4].layout.display == "none"          # the number box and Check are hidden
    assert "data-card='A♥'" in view.picture and "Is A<span" in view.children[2].value
    view.choose("no")
    assert view.feedback == "Not quite. The answer is yes. Hearts are red."
    with pytest.raises(CardlibError, match="no choice 'maybe'; the choices are yes, no"):
        view.choose("maybe")
    view.next_button.click()
    assert view.question is SUM and view.feedback == "" and view.number == 0


def test_questions_from_a_function_and_a_refused_number():
    def ask(number):
        if number > 2:
            raise CardlibError(f"there are 3 questions, numbered 0 to 2, not {number!r}")
        return Question(f"q{number}", f"What is {number} + 1?", answer=str(number + 1), explanation="Count on.")
    view = ExerciseView(ask, picture=None)
    assert view.next_button.description == "New question" and view.picture == ""
    view.next_button.click()
    view.next_button.click()
    assert view.question.key == "q2"
    view.next_button.click()
    assert view.message == "there are 3 questions, numbered 0 to 2, not 3"
    assert view.question.key == "q2" and view.number == 2


def test_a_view_needs_questions():
    with pytest.raises(CardlibError, match="needs Questions, got \\(\\)"):
        ExerciseView([])


def test_default_picture_draws_the_questions_cards():
    assert question_picture(Question("x", "?", "1", "."), width=40) is None
    picture = question_picture(SUM)
    assert "A♥ (led)" in picture or "data-card='A♥'" in picture
    assert "data-card='K♥'" in picture
    hand = question_picture(RED)
    assert "your hand" in hand and hand.count("class='cardlib-card'") == 2


def test_the_view_reads_as_a_sentence_where_only_text_shows():
    view = ExerciseView([SUM, RED])
    assert view._repr_mimebundle_()["text/plain"] == "Exercise: Count the trick: A♥ and K♥. Answer with a whole number."
    view.next_button.click()
    assert repr(view) == "Exercise: Is A♥ red? Choices: yes, no."
