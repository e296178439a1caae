"""The play table's Review button: pressed after a deal ends, it shows the reader's decisions
beside the expert's best, with the accuracy line; a game without a reviewer has no button."""

from __future__ import annotations

from cardlib.review import Review, STANDARDS
from cardlib.widgets import black_maria as bm_widgets
from cardlib.widgets import loo as loo_widgets
from cardlib.widgets.play import PlayOptions, PlayView

from ..toys import FirstBot, every_try, new_game


def play_to_deal_end(view: PlayView) -> int:
    """The reader plays his first legal action until the deal ends; how many of his moves had a choice."""
    chosen = 0
    while view.paused is None:
        legal = view.state.legal_actions()
        chosen += len(legal) > 1
        assert view.play(legal[0])
    return chosen


def test_black_maria_review_button_shows_the_table_and_the_accuracy_line():
    view = bm_widgets.play_table(4, seed=2).view
    button = view.review_button
    assert button.layout.display != "none" and button.disabled         # there is a review, after the deal
    chosen = play_to_deal_end(view)
    assert not button.disabled
    button.click()
    shown = view.review_shown
    lines = shown.text.splitlines()
    assert lines[0].split()[:4] == ["Decision", "Your", "choice", "Expected"]
    assert len(lines) == 1 + chosen + 2          # header, a row a decision, accuracy, what "Expected" counts
    assert lines[1].startswith("pass ") and lines[2].startswith("trick 1 ")
    assert lines[-2].startswith("Accuracy ") and "a mistake costs 2 penalty points or more" in lines[-2]
    assert lines[-1].startswith("Expected penalty points: the penalty points you would take in this deal")
    assert "<table" in shown.html and "Accuracy" in shown.html
    bar = view.review_bar
    assert bar.layout.display == "none" and bar.value == bar.max == chosen
    view.next_deal()
    assert view.review_shown is None and button.disabled


def test_loo_review_button_reviews_the_declaration_and_the_cards():
    view = loo_widgets.play_table(4, seed=3).view
    chosen = play_to_deal_end(view)
    view.review_button.click()
    text = view.review_shown.text
    assert text.splitlines()[0].split()[:5] == ["Decision", "Your", "choice", "Expected", "chips"]
    assert len(text.splitlines()) == chosen + 3 and "a mistake costs 1 chip or more" in text
    assert text.splitlines()[-1].startswith("Expected chips: the chips the rest of this deal would bring you")


class Recorded:
    """A reviewer that notes the progress bar at each call of its progress callback."""

    def __init__(self, view_box):
        self.view_box, self.seen = view_box, []

    def review(self, moves, progress):
        moves = list(moves)
        for done in range(len(moves) + 1):
            progress(done, len(moves))
            bar = self.view_box[0].review_bar
            self.seen.append((bar.value, bar.max, bar.layout.display))
        return Review((), STANDARDS["loo"])


def test_the_progress_bar_moves_while_the_review_works_and_hides_after():
    box = []
    judge = Recorded(box)
    view = PlayView(new_game, {1: FirstBot()}, PlayOptions(tries=every_try, reviewer=judge))
    box.append(view)
    play_to_deal_end(view)
    view.review_button.click()
    assert judge.seen and judge.seen[-1][0] == judge.seen[-1][1]
    assert [v for v, _, _ in judge.seen] == list(range(len(judge.seen)))
    assert all(display is None for _, _, display in judge.seen)
    assert view.review_bar.layout.display == "none"
    assert view.review_shown.text.endswith("You had no choice to make in this deal: every move was forced.")


def test_a_game_without_a_reviewer_has_no_review_button():
    view = PlayView(new_game, {1: FirstBot()}, PlayOptions(tries=every_try))
    play_to_deal_end(view)
    assert view.review_button.layout.display == "none"
    view.review()
    assert view.review_shown is None and "no review" in view.message
