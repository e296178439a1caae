"""Loo's play table: declarations as sentences, the dummy face up only with open hands, and the
end of the game naming its winner in the status."""

from __future__ import annotations

import random

from cardlib.loo import new_game
from cardlib.loo.game import BUY, PASS, PLAY
from cardlib.widgets.loo import play_table


def _dummy(view):
    return next(p for p in view.table_view.piles if p.name == "dummy")


def test_declarations_read_as_sentences():
    game = new_game(4, seed=2)
    steps = [game]
    for action in (PLAY, PASS, BUY):
        steps.append(steps[-1].apply(action))
    said = [after.events_since(before)[0].words() for before, after in zip(steps, steps[1:])]
    assert said == ["Seat 1 will play", "Seat 2 passes", "Seat 3 buys the dummy"]
    assert steps[1].events_since(game)[0].words(viewer=1) == "You will play"
    assert steps[3].events_since(steps[2])[0].words(viewer=3) == "You buy the dummy"


def test_the_dummy_is_face_up_with_open_hands_only():
    view = play_table(seed=2).view
    assert not _dummy(view).face_up and "8♣" not in str(_dummy(view).cards)    # nobody may see it
    view.show_hands(True)
    assert _dummy(view).face_up and str(_dummy(view).cards) == "8♣ J♥ Q♥"
    view.choose("play")                                                      # still open on the next turn
    assert _dummy(view).face_up
    view.show_hands(False)
    assert not _dummy(view).face_up and "8♣" not in str(_dummy(view).cards)


def test_the_status_names_the_winner_when_the_game_ends():
    view = play_table(seed=1).view
    rng = random.Random(1)
    for _ in range(600):
        if view.state.is_over:
            break
        if view.paused is not None:
            view.next_deal()
            continue
        rng.choice(view.choices).click()
    assert view.state.is_over
    (winner,) = view.state.winners                            # this game has one winner, not the reader
    assert winner != 0 and view.state.chips[0] < 3
    assert ("<div>The game is over: a looed player cannot pay 3 chips (rules §2.7, §4). "
            f"You lose; Seat {winner} wins with {view.state.chips[winner]} chips.</div>") in view.status_html


def test_the_hint_says_buy_the_dummy_in_english():
    view = play_table(seed=3).view
    view.hint()
    assert view.hint_text.startswith("The computer would buy the dummy: this hand takes at least one trick ")
    assert str(BUY) == "buy dummy"                       # the button and the record keep their word


def test_a_deals_result_names_only_the_hands_that_were_played():
    """A seat that passed threw its hand in: the result does not say it "held no cards" (seed 2,
    deal 1: Seat 3 passed; deal 2: everyone else passed, so nobody played a hand)."""
    from tests.widgets.test_table_words import played
    ends = played("loo")["end"]
    assert "- Seat 3 held no cards" not in ends[0].split("\n") and "- You held K♦ Q♦ 9♥" in ends[0].split("\n")
    assert not any("held no cards" in end for end in ends)
