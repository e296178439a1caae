"""The Handjass chapters' widgets, driven as a reader would: set values, click buttons, read what shows."""

from __future__ import annotations

import re

import pytest

from cardlib import CardlibError
from cardlib.handjass import Play, parse_cards
from cardlib.handjass.lessons import question, random_hand, weis_report
from cardlib.widgets.handjass import (WeisContestView, WeisFinder, exercises, legal_trainer, play_table,
                                      play_tries, question_answer)

from ..support import front_end_event, record_commands, sent_batches, shown_live


# --------------------------------------------------------------------------- weis finder

def test_weis_finder_shows_the_counted_weis_and_why_a_card_counts_once():
    finder = WeisFinder("AS AH AD AC KS QS", "H")
    assert finder.report.points == 100 and finder.message == ""
    assert "Counted (no card twice): four Aces (100) = 100 points." in finder.text
    assert "A♠ already counts in four Aces (100); a card counts in one Weis only" in finder.text
    assert "data-card='A♠'" in finder.picture


def test_weis_finder_follows_the_hand_and_the_trump():
    finder = WeisFinder()
    finder.hand.value = "AD KD QD JD 10D 9D 8D 7D 6D"
    assert finder.report.points == 150                    # a nine-card run: 100 + 50
    finder.hand.value = "KH QH 6S"
    assert finder.report.points == 0 and "No Weis" in finder.text
    finder.trump.value = "H"
    assert "Stöck" in finder.text
    finder.trump.value = "S"
    assert "Stöck" not in finder.text


def test_weis_finder_deals_the_seeds_hand():
    finder = WeisFinder()
    finder.seed.value = 7
    finder.deal_button.click()
    assert parse_cards(finder.hand.value) == random_hand(7)
    assert finder.report.hand == random_hand(7)


def test_weis_finder_answers_enter_in_each_box_and_its_button_and_says_so():
    finder = WeisFinder()
    assert "Enter" in finder.HOW and "Show the Weis" in finder.HOW
    assert finder.HOW in finder.children[2].value and finder.show_button.description == "Show the Weis"
    assert finder.hand.continuous_update is False          # the box's value changes on Enter
    finder.seed.value = 7                                  # Enter in the seed box deals that hand
    assert finder.report.hand == random_hand(7)
    finder.hand.value = "AS KS 5S"
    assert finder.message
    finder.hand.value = str(random_hand(7))
    finder.hand.value = "AS KS 5S"
    finder.deal_button.click()                             # the same seed's hand again still answers
    assert finder.message == "" and finder.report.hand == random_hand(7)
    finder.show_button.click()
    assert finder.report.hand == random_hand(7) and finder.message == ""


def test_weis_contest_view_says_how_it_answers():
    view = WeisContestView()
    assert "Enter" in view.HOW and "Compare" in view.HOW and view.HOW in view.children[3].value
    assert view.first.continuous_update is False and view.second.continuous_update is False


@pytest.mark.parametrize("text, quoted", [("AS KS 5S", "'5S'"), ("AS AS", "A♠"), ("", "''"),
                                          ("AS KS QS JS 10S 9S 8S 7S 6S AH KH QH JH", "13")])
def test_weis_finder_bad_hand_shows_a_message_quoting_it(text, quoted):
    finder = WeisFinder()
    finder.hand.value = text
    assert quoted in finder.message
    assert finder.picture == "" and finder.text == ""
    assert "Cannot read that" in finder.children[4].value
    finder.hand.value = "AS KS QS"                        # and a good hand clears it
    assert finder.message == "" and finder.report.points == 20


def test_weis_contest_view_names_the_winner_and_the_step():
    view = WeisContestView("KS QS JS", "QH JH 10H", "H")        # H8
    assert view.report.winner == 0
    assert "K♠ is higher than Q♥" in view.text
    view.second.value = "KH QH JH"                             # H9: the trump run wins
    assert view.report.winner == 1 and "in trumps" in view.text
    view.second.value = "KC QC JC"                             # H10: the earlier seat
    view.compare_button.click()
    assert view.report.winner == 0 and "nearer the dealer's right" in view.text


def test_weis_contest_view_refuses_a_card_in_both_hands():
    view = WeisContestView()
    view.first.value = "KS QS JS"
    view.second.value = "KS KH KD KC"
    assert view.message == "'K♠' is in both hands; the pack holds each card once"
    assert view.picture == "" and view.text == ""


# --------------------------------------------------------------------------- legal-card trainer

def _find(trainer, legal: bool, kind: str | None = None):
    for number in range(40):
        trainer.number_box.value = number
        for ruling in trainer.rulings:
            if ruling.legal == legal and (kind is None or ruling.kind == kind):
                return ruling.card
    raise AssertionError(f"no {kind} card found")


def test_trainer_says_a_legal_card_is_allowed():
    trainer = legal_trainer(seed=0)
    card = _find(trainer, True)
    trainer.choose(str(card))
    assert trainer.verdict.legal and trainer.verdict_text.startswith(f"{card} may be played (rules §2.3 rule ")
    button = next(b for b in trainer.card_buttons if b.description == str(card))
    assert button.button_style == "success"


@pytest.mark.parametrize("kind, words", [
    ("follow suit", "you must follow"),
    ("no undertrumping", "undertrumping is not allowed"),
    ("trumps led", "you must play a trump"),
])
def test_trainer_names_the_rule_that_forbids_a_card(kind, words):     # rules §2.3 rules 2 and 3
    trainer = legal_trainer()
    card = _find(trainer, False, kind)
    trainer.choose(str(card))
    assert not trainer.verdict.legal and trainer.verdict.kind == kind
    assert words in trainer.verdict_text and trainer.verdict_text.startswith(f"{card} may not be played (rules §2.3")
    assert trainer.verdict_text.count("rules §2.3") == 1                    # the section is said once
    assert trainer.verdict == next(r for r in trainer.position.rulings() if r.card == card)
    button = next(b for b in trainer.card_buttons if b.description == str(card))
    assert button.button_style == "danger"


def test_trainer_lone_jack_lets_any_card_go():
    trainer = legal_trainer(seed=3)
    assert trainer.position.kind == "lone Jack"
    plain = next(c for c in trainer.position.hand if c.suit != trainer.position.trump)
    trainer.choose(str(plain))
    assert trainer.verdict.legal and trainer.verdict.kind == "lone Jack"
    assert "Puur" in trainer.verdict_text


def test_trainer_new_position_and_bad_number():
    trainer = legal_trainer(seed=0)
    first = trainer.position
    trainer.new_button.click()
    assert trainer.number_box.value == 1 and trainer.position != first
    assert trainer.verdict is None and trainer.verdict_text == ""
    trainer.number_box.value = -1
    assert trainer.message == "a seed must be a whole number 0 or more, got -1"
    with pytest.raises(CardlibError, match="no card 'QQ' in this hand"):
        trainer.choose("QQ")


# --------------------------------------------------------------------------- exercises

def test_points_exercise_right_wrong_and_malformed():
    view = exercises("points", seed=2)
    assert view.question.answer == "18"                         # K♣ 4 + 8♣ 0 + 9♥ 14 + 8♠ 0
    view.answer("18")
    assert view.feedback == "Right. K♣ 4 + 8♣ 0 + 9♥ 14 + 8♠ 0 = 18. 9♥ wins the trick."
    view.answer("20")
    assert view.feedback.startswith("Not quite. The answer is 18. K♣ 4")
    view.answer("lots")
    assert view.message == "'lots' is not a whole number; type a number such as 25"
    assert view.feedback == ""


@pytest.mark.parametrize("kind", ["weis", "legal"])
def test_choice_exercises_check_each_option(kind):
    view = exercises(kind, seed=3)
    assert [b.description for b in view.choice_buttons] == list(view.question.choices)
    wrong = next(o for o in view.question.choices if o != view.question.answer)
    view.choose(wrong)
    assert view.feedback.startswith(f"Not quite. The answer is {view.question.answer}.")
    view.choose(view.question.answer)
    assert view.feedback == f"Right. {view.question.explanation}"


def test_another_question_changes_the_question_and_clears_the_feedback():
    view = exercises("weis", seed=1)
    first = view.question
    view.choose(first.answer)
    view.next_button.click()
    assert view.question != first and view.feedback == ""
    assert view.question == question("weis", 2) and "<svg" in view.picture


def test_an_unknown_kind_of_exercise_is_refused():
    with pytest.raises(CardlibError, match="unknown kind of question 'dice'"):
        exercises("dice")


# --------------------------------------------------------------------------- play

def _legal_button(view):
    if view.paused is not None:                       # a deal's end: the table waits for Next deal
        return view.next_deal_button
    legal = {getattr(a, "button_label", None) or str(a) for a in view.state.legal_actions()}   # agree/doubt say more
    return next(b for b in view.choices if b.description in legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_by_the_first_legal_choice_ends_with_one_loser(players):
    play = play_table(players=players, seed=5)
    view = play.view
    for _ in range(5000):
        if view.state.is_over:
            break
        _legal_button(view).click()
    state = view.state
    assert state.is_over and state.loser is not None
    assert len(state.retired) == players - 1 and state.loser not in state.retired
    assert "The game is over." in view.status_html
    assert ("You" if state.loser == 0 else f"Seat {state.loser}") in view.status_html and "lost" in view.status_html
    assert view.choices == []
    assert view.log[-1].startswith("You are the loser" if state.loser == 0 else f"Seat {state.loser} is the loser")


def _to_first_trick(view):
    while not (view.state.phase == "play" and view.state.to_act == 0 and view.state.trick.cards):
        if view.state.is_over:
            raise AssertionError("the game ended before the reader followed to a trick")
        _legal_button(view).click()


def test_an_illegal_card_is_refused_with_the_reason_and_the_state_is_unchanged():
    play = play_table(players=3, seed=1)
    view = play.view
    for _ in range(200):
        _to_first_trick(view)
        hand = view.state.hands[0]
        legal = {a.card for a in view.state.legal_actions()}
        illegal = [c for c in hand if c not in legal]
        if illegal:
            break
        _legal_button(view).click()
    before = view.state
    view.choose(f"play {illegal[0]}")
    assert view.state is before
    assert view.message.startswith(f"cannot play {illegal[0]}:") and view.message.endswith(")")
    assert "rules §2.3 rule " in view.message


def test_every_card_in_hand_is_offered_during_trick_play():
    play = play_table(players=3, seed=1)
    view = play.view
    _to_first_trick(view)
    offered = {b.description for b in view.choices}
    assert {f"play {c}" for c in view.state.hands[0]} <= offered
    assert all(isinstance(a, Play) for a in play_tries(view.state, 0))


def test_the_players_dropdown_starts_a_new_game_for_that_many():
    play = play_table(players=3, seed=1)
    play.players.value = 2
    assert play.view.state.players == 2 and play.children[1] is play.view
    play.players.value = 4
    assert play.view.state.players == 4
    with pytest.raises(CardlibError, match="not 5"):
        play_table(players=5)


def test_the_live_table_shows_slates_and_trumps(monkeypatch):
    play = play_table(players=2, seed=3)
    view = play.view
    shown_live(view)                      # a page with the kernel behind it shows the table: the canvas draws
    recorder = record_commands(monkeypatch, view.canvas)
    _legal_button(view).click()
    texts = [args[0] for args in recorder.named("fillText")]
    assert any(t.startswith("You") for t in texts) and any(t.startswith("Seat 1") for t in texts)
    assert any(t.startswith("net strokes") for t in texts)            # the counters are drawn
    assert "Trumps: " in view.status_html


def test_weis_report_in_the_finder_matches_the_engine():
    finder = WeisFinder("AS KS QS JS 10S KH KD KC 9C", "D")
    assert finder.report == weis_report("AS KS QS JS 10S KH KD KC 9C", "D")
    assert finder.report.points == 120


def _switches(sent, canvas) -> int:
    from ipycanvas.canvas import COMMANDS
    flat = [c for batch in sent for c in (batch if batch and isinstance(batch[0], list) else [batch])]
    return sum(1 for c in flat if c[0] == COMMANDS["switchCanvas"] and c[1] == [f"IPY_MODEL_{canvas.model_id}"])


def test_a_page_that_connects_later_is_told_which_canvas_to_draw_on(monkeypatch):
    """Voila connects after the kernel has drawn: its redraw must name the canvas again, or the page
    drops every command and the table stays blank."""
    view = play_table(players=3, seed=1).view
    shown_live(view)                      # a page with the kernel behind it shows the table: the canvas draws
    canvas = view.canvas
    sent = sent_batches(monkeypatch, canvas, current=True)     # the manager on it, as after the kernel's own drawing
    view.redraw()                                       # an ordinary redraw does not name it again...
    assert sent and _switches(sent, canvas) == 0
    sent.clear()
    front_end_event(canvas, {"event": "client_ready"})                     # ...a page's arrival does
    assert sent and _switches(sent, canvas) == 1


def test_tables_for_the_static_pages():
    from cardlib.handjass.lessons import VARIANTS, bot_game
    from cardlib.widgets.handjass import deals_table, variants_table
    table = variants_table()
    assert len(table.rows) == len(VARIANTS) and "Berner Handjass" in table._repr_html_()
    assert "rules §5.1" in str(table) and "seed" not in str(table)
    assert "berner=True" not in str(table) and "H-A19" not in str(table)    # words for players, no switches
    game = bot_game(3, seed=1)
    rows = deals_table(game, viewer=None).rows
    assert len(rows) == len(game.deals) and rows[0][0] == "1"
    assert all(cell.endswith(("+1", "+2", "-1", "0")) or cell in ("", "passes") for row in rows for cell in row[4:])
    answer = question_answer(question("points", 2))
    assert str(answer) == "Show the answer: Answer: 18. K♣ 4 + 8♣ 0 + 9♥ 14 + 8♠ 0 = 18. 9♥ wins the trick."
    assert "<details" in answer._repr_html_()


def test_bots_give_their_reason_without_repeating_the_move():
    view = play_table(players=4, seed=2).view
    for _ in range(40):
        if view.state.is_over:
            break
        _legal_button(view).click()
    bot_lines = [line for line in view.log if line.startswith(("Seat 1: ", "Seat 2: ", "Seat 3: "))]
    assert bot_lines
    # the reader reads a bot's public words only (its full reason speaks of its hand: issue 20)
    told = [line for line in bot_lines if " (" in line]
    assert told and all("hand" not in line for line in bot_lines)
    for line in told:
        action, _, reason = line.split(": ", 1)[1].partition(" (")
        assert reason and not reason.startswith(action.split(",")[0] + ":"), line


def test_the_log_names_the_reader_you_with_the_verb_agreeing():
    view = play_table(players=2, seed=5).view
    for _ in range(5000):
        if view.state.is_over:
            break
        _legal_button(view).click()
    assert any(line.startswith("You: ") for line in view.log)
    told = [line for line in view.log if line.startswith("You ")]
    third_person = r"You (deals|wins|is|leaves|takes|leads|draws|plays|scores|passes|agrees|doubts|swaps|keeps|exchanges) "
    assert told and all(not re.match(third_person, line)
                        for line in told)
    assert any(re.match(r"You (win|deal|are|leave|take|lead) ", line) for line in told)


# --------------------------------------------------------------------------- results set as a book

def test_rank_and_points_tables_read_from_the_rules():                # rules §1.3
    from cardlib.handjass import card_points
    from cardlib.handjass.lessons import rank_rows
    from cardlib.widgets.handjass import ranks_table, suit_points_table
    ranks = ranks_table("H", "S")
    trumps, plain = rank_rows("H", "S")
    assert [r[1] for r in ranks.rows] == [str(c) for c, _ in trumps]
    assert [r[4] for r in ranks.rows] == [str(card_points(c, "H")) for c, _ in plain]
    assert '<span class="cardlib-suit" style="color:#c8102e">♥</span>' in ranks.html   # red suit signs
    assert "<table" in ranks.html and ranks.text.startswith("High to low, with hearts trumps:")
    points = suit_points_table(["H", "S"])
    assert points.rows[-1] == ("total", "157", "157") and points.rows[1] == ("♥", "62", "30")


def test_a_trick_shows_its_winner_and_its_sum():                        # rules §2.3
    from cardlib.widgets.handjass import trick_shown
    shown = trick_shown("9H JH AS 10S", "H")
    assert shown.text == "J♥ wins the trick: 9♥ 14 + J♥ 20 + A♠ 11 + 10♠ 10 = 55 points."
    assert "data-card='J♥'" in shown.html and "<svg" in shown.html and "55 points" in shown.html
    with pytest.raises(CardlibError, match="'5H'"):
        trick_shown("9H 5H", "H")


def test_weis_values_report_and_contest_read_as_lists_and_tables():    # rules §1.4, §3.1, §3.2
    from cardlib.handjass.lessons import weis_contest
    from cardlib.handjass.weis import sequence_points
    from cardlib.widgets.handjass import contest_shown, contests_table, weis_shown, weis_values_table
    values = dict(weis_values_table().rows)
    assert values["run of 3 cards (Dreiblatt)"] == str(sequence_points(3))
    assert values["run of 5 to 9 cards (Fünfblatt and longer), as one Weis"] == "100"
    assert values["four Nines, Eights, Sevens or Sixes (no Weis)"] == "0"
    shown = weis_shown(weis_report("AS KS QS JS 10S 9S 8S 7S 6S", "H"))
    assert "= 150 points." in shown.text and "<li>" in shown.html and "<svg" in shown.html
    contest = contest_shown(weis_contest("QC JC 10C 9C 8C", "KS KH KD KC", "H"))
    assert "- Hand 1 wins: both are worth 100, and 5 cards beat 4." in contest.text.splitlines()
    rows = contests_table([("KS QS JS", "QH JH 10H"), ("KS QS JS", "KH QH JH")], "H").rows
    assert [r[2] for r in rows] == ["hand 1", "hand 2"] and "in trumps" in rows[1][3]


def test_verdicts_name_every_card_with_a_small_picture_and_the_rule():  # rules §2.3
    from cardlib.handjass.lessons import TrainerPosition
    from cardlib.widgets.handjass import position_shown, verdicts_shown
    position = TrainerPosition.of("KS 6H AH 7C", "8S QH", "H")
    shown = verdicts_shown(position)
    lines = shown.text.splitlines()
    assert lines[1] == "- K♠ may be played (rules §2.3 rule 3): you follow spades, the suit led."
    assert lines[2].startswith("- 6♥ may not be played (rules §2.3 rule 3): undertrumping is not allowed")
    assert shown.html.count("<li>") == 4 and shown.html.count("class='cardlib-card'") == 4
    assert position_shown(position).text == shown.text and "data-card='Q♥'" in position_shown(position).html


def test_strokes_slates_game_and_result_for_the_play_chapter():         # rules §2.4, §4, §5.1
    from cardlib.handjass import Rules
    from cardlib.handjass.lessons import bot_game
    from cardlib.widgets.handjass import game_shown, result_shown, slates_table, strokes_table
    table = strokes_table([("plain", [108, 25, 14, 10], None, None),
                           ("bonus", [108, 25, 14, 10], Rules(potato_bonus=True), None),
                           ("Berner", [64, 45, 28, 20], Rules(berner=True), "H")])
    assert [r[2] for r in table.rows] == ["+2, −1, −1, −1", "+5, −1, −1, −1", "+4, +4, 0, −4"]
    assert slates_table([(8, 1)]).rows == (("|||||||| ○", "8", "1", "7"),)
    state = bot_game(3, seed=1, moves=5)
    shown = game_shown(state)
    assert shown.text.splitlines()[0].startswith("Card table, 3 seats")
    assert "- Deal 1, trick 1 of 9" in shown.text.splitlines() and "data-pile='Blind'" in shown.html
    game = bot_game(3, seed=1)
    result = result_shown(game)
    assert result.text.startswith(f"The game is over: Seat {game.loser} lost")
    assert [r[1] for r in result.rows] == list(game.slates)


def test_the_play_table_says_what_it_shows_in_words():
    view = play_table(players=3, seed=1)
    words = repr(view)
    assert words.startswith("Handjass against the computer, 3 players")
    assert "Your cards: " in words and "PlayTable(" not in words
