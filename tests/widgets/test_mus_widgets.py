"""The Mus chapters' widgets, driven as a reader would: set values, click buttons, read the view."""

import pytest

from cardlib import SPANISH_40, deal, mus
from cardlib.errors import CardlibError, InvalidCardError
from cardlib.mus import Envido, NoMus, Ordago, Quiero, win_probability
from cardlib.mus.lessons import FIRST_DEAL_SCORE, deal_around, first_deal, questions, worked_deal
from cardlib.mus.view import last_showdown
from cardlib.widgets.mus import (ExplorerView, OddsView, WorkedDeal, contests_picture, exercises,
                                 play_table, showdown_picture, solution_picture)

from ..support import record_commands, shown_live

M19 = ["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"]


# --- the contest explorer ---------------------------------------------------------------

def test_explorer_shows_each_contests_winner_and_reason():
    view = ExplorerView(hands=M19)
    assert view.message == ""
    assert [(v.category, v.winner) for v in view.verdicts] == [
        ("grande", 0), ("chica", 2), ("pares", 0), ("juego", 0)]
    # the ranks in English words, never the rank letters nor a Spanish card name in an English sentence
    assert ("<b>Seat 2 wins Chica</b>: ace, five, six and king beats seat 1&#x27;s ace, jack, horse and horse at "
            "the second card: a five is lower than a jack") in view.picture
    assert view.picture.count('class="cardlib-contest"') == 4
    # the deciding cards are outlined: the Chica's 5 of seat 2 carries the highlight colour
    chica = view.picture.split('data-contest="chica"')[1].split('data-contest="pares"')[0]
    assert "data-card='5o'" in chica and "#f0a202" in chica


def test_explorer_typing_a_hand_updates_the_verdicts():
    view = ExplorerView(hands=M19)
    view.hand_boxes[2].value = "Ac Ae Ab 4e"          # three aces: now seat 2 wins Pares with medias
    pares = next(v for v in view.verdicts if v.category == "pares")
    assert pares.winner == 2 and "three aces (*medias*)" in pares.reason
    assert "three aces (<i>medias</i>)" in view.picture                # the game's word in italics
    view.hand_boxes[0].value = "Ro Rc Se 4o"          # 34 points: seat 1's 31 now wins the Juego
    assert view.verdicts[3].winner == 1


def test_explorer_punto_replaces_juego_when_nobody_has_31():
    view = ExplorerView(hands=["Ro 7o 6o 2o", "Rc Sc 5c 4c", "Ao 2c Ac 2e", "7c 6c 5e 4e"])
    assert view.verdicts[3].category == "punto" and view.verdicts[3].winner == 1


def test_explorer_bad_hand_shows_a_message_quoting_it():
    view = ExplorerView(hands=M19)
    view.hand_boxes[3].value = "Sc 7c 7e 8c"
    assert view.message.startswith("seat 3 (postre): '8c' is not a card")
    assert view.verdicts == () and view.picture == ""
    assert "Cannot compare" in view.children[7].value
    view.hand_boxes[3].value = "Sc 7c Ro"
    assert "exactly 4 cards" in view.message and "'Sc 7c Ro'" in view.message
    view.hand_boxes[3].value = "Xx Yy"                # bad cards are named before their number
    assert view.message.startswith("seat 3 (postre): 'Xx' and 'Yy' are not cards of the Spanish 40-card pack")
    view.hand_boxes[3].value = M19[3]
    assert view.message == "" and len(view.verdicts) == 4


def test_explorer_two_seats_given_the_same_card_are_refused():
    view = ExplorerView(hands=M19[:3] + ["Sc 7c Ro 4c"])          # Ro is seat 0's
    assert view.message == "Ro is in the hands of seat 0 and seat 3; the pack holds each card once (rules §1.2)"


def test_explorer_deals_the_other_seats_around_a_typed_hand():
    """Issue: the chapter's own "Ro Rc 7o 4o" typed at seat 0 with seed 1 shares 4o with another
    seat; the other seats are dealt again around it from the 36 cards left, seeded."""
    view = ExplorerView(seed=1)
    before = [b.value for b in view.hand_boxes]
    view.hand_boxes[0].value = "Ro Rc 7o 4o"
    assert view.message == "" and len(view.verdicts) == 4
    hands = [b.value for b in view.hand_boxes]
    assert hands == [str(h) for h in deal_around("Ro Rc 7o 4o", 0, seed=1)] and hands[1:] != before[1:]
    assert view.note == ("seven of coins and four of coins were in another hand, so the other seats were dealt again "
                         "around king of coins, king of cups, seven of coins and four of coins at seat 0 (mano) from "
                         "the 36 cards left (deal number 1).")
    assert [v.winner for v in view.verdicts] == [mus.explain(v.category, hands).winner for v in view.verdicts]
    view.hand_boxes[2].value = "Ac Ae Ab 4e"          # no clash: the others stay as they are
    assert [b.value for b in view.hand_boxes][:2] == hands[:2] and view.note == ""


def test_explorer_deal_button_deals_the_seeded_hands():
    view = ExplorerView(hands=M19)
    view.seed.value = 7
    view.deal_button.click()
    expected = [str(h) for h in deal(SPANISH_40.cards, players=4, per_player=4, seed=7)[0]]
    assert [b.value for b in view.hand_boxes] == expected
    assert [v.winner for v in view.verdicts] == [
        mus.explain(v.category, expected).winner for v in view.verdicts]
    view.seed.value = -1
    view.deal_button.click()
    assert "-1" in view.message


def test_contests_picture_is_the_explorers_picture():
    assert contests_picture(M19).html.endswith(ExplorerView(hands=M19).picture + "</div>")


# --- the odds explorer ------------------------------------------------------------------

def test_odds_view_numbers_are_win_probability_with_the_same_seed():
    view = OddsView("Ro Rc 7o 4o", seat=0, trials=5000, seed=3)
    for category, p in view.probabilities.items():
        assert p == win_probability("Ro Rc 7o 4o", category, seat=0, trials=5000, seed=3)
    assert f"{view.probabilities['grande']:.1%}" in view.picture
    view.seat.value = 3
    assert view.probabilities["juego"] == win_probability("Ro Rc 7o 4o", "juego", seat=3, trials=5000, seed=3)
    assert view.probabilities["juego"] < 1.0       # from the last seat, another 31 beats it
    view.hand.value = "Ao 2c Ae 2b"
    assert view.probabilities["chica"] == win_probability("Ao 2c Ae 2b", "chica", seat=3, trials=5000, seed=3)


def test_odds_view_bad_hand_shows_a_message():
    view = OddsView(trials=1000)
    view.hand.value = "Ro Rc 7o"
    assert view.message == "a Mus hand is exactly 4 cards (rules §2.1), got 3 in 'Ro Rc 7o'"
    assert view.probabilities == {} and view.picture == ""
    view.hand.value = "Ro Rc 7o 4o"
    assert view.message == "" and set(view.probabilities) == set(mus.CATEGORIES)


# --- the worked deal ----------------------------------------------------------------------

def test_worked_deal_steps_through_the_first_deal_and_counts_its_steps_one_way():
    view = WorkedDeal()
    steps = first_deal()
    assert view.step == 0 and view.back_button.disabled and not view.next_button.disabled
    view.next_button.click()
    assert view.current.title == "Seat 0 asks to change cards (*mus*)" and "Step 1 of 26" in view.picture
    assert "Seat 0 asks to change cards (<i>mus</i>)" in view.picture and "(*" not in view.picture
    view.back_button.click()
    assert view.step == 0 and "Step 0 of 26" in view.picture
    assert "through its 26 steps" in repr(view)                      # the header and the words agree
    for _ in range(len(steps) + 3):                  # clicking past the end stays at the end
        view.next_button.click()
    assert view.step == len(steps) - 1 and view.next_button.disabled and "Step 26 of 26" in view.picture
    assert view.current.score == FIRST_DEAL_SCORE
    assert 'class="cardlib-scores"' in view.picture and ">total</td>" in view.picture
    assert ">4</td><td>5</td>" in view.picture.split(">total</td>")[1]


def test_worked_deal_scores_grow_as_the_first_deal_pays():
    view = WorkedDeal()
    seen = []
    while not view.next_button.disabled:
        view.next_button.click()
        seen.append(view.current.score)
    assert seen[17] == (0, 0) and seen[18] == (0, 1)   # Pares refused: 1 at once
    assert seen[-2] == (0, 1) and seen[-1] == (4, 5)   # the rest is paid at the showdown


def test_tally_draws_amarracos_of_five_and_single_stones():
    from xml.etree import ElementTree
    from cardlib.widgets.mus import tally_picture, tally_svg
    for scores in [(0, 0), (4, 5), (23, 40), (39, 14)]:
        root = ElementTree.fromstring(tally_svg(scores))              # well-formed SVG
        ns = "{http://www.w3.org/2000/svg}"
        fives = root.findall(f".//{ns}g[@class='cardlib-amarraco']")
        ones = root.findall(f".//{ns}circle[@class='cardlib-stone']")
        assert 5 * len(fives) + len(ones) == sum(scores)
        assert len(ones) <= 8                                          # never more than 4 singles a team
        assert float(root.get("width")) <= 640
    assert tally_picture((4, 5)).text == ("Score kept with stones: seats 0 and 2 have 4 (4 single stones); "
                                           "seats 1 and 3 have 5 (1 amarraco of 5)")
    with pytest.raises(CardlibError, match="from 0 to 40 points, got -1"):
        tally_svg((-1, 3))


def test_first_deal_pictures_draw_every_hand_and_each_lance():
    from cardlib.widgets.mus import exchange_shown, first_deal_shown, first_hands_picture, first_lance_picture
    table = exchange_shown()
    assert table.html.count("class='cardlib-card'") == 16 and table.html.count("<svg") == 1
    assert first_hands_picture().text.startswith("The hands as dealt: Seat 0 (mano): jack of cups, four of clubs, "
                                                 "horse of coins and ace of swords;")
    assert ("Seat 3 keeps six of coins and six of clubs and throws four of swords and horse of clubs; he gets "
            "king of cups and six of swords, so his hand now plays as king, six, six and six.") in table.html
    assert table.text.splitlines()[0] == ("Seat 0 keeps ace of swords and throws horse of coins, jack of cups and "
                                          "four of clubs; he gets two of coins, three of cups and jack of clubs, so "
                                          "his hand now plays as king, jack, ace and ace.")
    mus = first_deal_shown("mus")
    assert mus.html.count('<li value="') == 4 and "<b>Seat 0 asks to change cards (<i>mus</i>)</b>" in mus.html
    chica = first_lance_picture("chica")
    assert "Seat 0 wins Chica" in chica.text and "accepted at 4: Seat 0 and Seat 2 +4" in chica.text
    assert "nobody scores" in first_lance_picture("grande").text
    pares = first_lance_picture("pares")
    assert pares.html.count("class='cardlib-card'") == 16          # every hand, numbered as at the table
    assert "Seat 3 wins Pares: three sixes" in pares.text and "Seat 3 has the best pares" in pares.text
    with pytest.raises(CardlibError, match="no lance 'juego'"):
        first_lance_picture("juego")
    with pytest.raises(CardlibError, match="its parts are deal, mus, discard"):
        first_deal_shown("showdowns")


# --- exercises ------------------------------------------------------------------------------

@pytest.mark.parametrize("number", range(len(questions())), ids=[e.key for e in questions()])
def test_exercise_right_and_wrong_answers(number):
    exercise = questions()[number]
    view = exercises(number)
    assert view.question is exercise
    assert all(f"data-card='{c}'" in view.children[1].value for h in exercise.hands for c in h)
    wrong = next(c for c in exercise.choices if c != exercise.answer)
    view.choose(wrong)
    assert view.feedback.startswith("Not quite. ")
    assert exercise.explanation.split("\n")[0] in view.feedback
    view.go(number)
    view.choose(exercise.answer)
    assert view.feedback == "Right. " + exercise.explanation


# --- playing a game -----------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 5])
def test_first_choice_each_time_plays_a_whole_game(seed):
    view = play_table(seed=seed)
    showdowns = 0
    for _ in range(2000):
        if view.paused is not None and not view.state.is_over:       # the showdown, its own step
            showdowns += 1
            assert view.result_text.startswith(f"Deal {view.paused['number']} is over")
            assert "- Grande: " in view.result_text and "- You held " in view.result_text
            assert "Seat 0" not in view.result_text       # the contests name the reader "You" too
            view.next_deal_button.click()
            continue
        if view.state.is_over:
            break
        if view.pick_buttons:                          # the discard: picked on the hand, then confirmed
            assert not view.choices
            view.pick_buttons[0].value = True
            view.confirm_button.click()
        else:
            assert view.choices, "the reader must have a choice while the game goes on"
            view.choices[0].click()
        assert view.message == ""
    state = view.state
    assert state.is_over and view.choices == []
    assert showdowns == len([e for e in state.events if e.kind == "deal"]) - (state.events[-1].kind == "deal")
    ordago = state.ledger[-1].reason.startswith("all-in bet (órdago)")
    assert max(state.scores) >= 40 or ordago
    assert state.scores[state.winner] >= 40 or ordago
    assert "The game is over." in view.children[1].value


def test_an_illegal_try_shows_the_reason_and_changes_nothing():
    view = play_table(seed=1)
    before, log = view.state, view.log
    assert view.state.betting is not None and view.state.betting.bet is None
    view.choose("envido 1")
    assert view.message == "cannot envido 1: a bet is at least 2 (rules §2.4)"
    assert view.state is before and view.log == log
    assert "Not allowed" in view.children[2].value


def test_the_text_box_takes_any_action_and_refuses_bad_text():
    view = play_table(seed=1)
    before = view.state
    view.text_box.value = "fold"
    view.say_button.click()
    assert view.message.startswith("'fold' is not a Mus action: type mus, no hay mus") and view.state is before
    view.say("reenvido +3")                           # no bet to answer yet
    assert "there is no bet to answer" in view.message and view.state is before
    view.say("envido 7")
    assert view.message == "" and view.state.history[len(before.history)] == Envido(7)
    assert "You bet 7 (*envido 7*)" in view.log


def test_status_names_the_lance_and_the_score_and_bots_give_reasons():
    view = play_table(seed=1)
    status = view.children[1].value
    assert "Chica" in status and "Score: your team 1, their team 0 (first to 40)" in status
    assert "Your turn." in status
    bot_lines = [line for line in view.log if line.startswith(("Seat 1 ", "Seat 2 ", "Seat 3 ")) and line.endswith("*)")]
    decided = [e for e in view.state.events if e.kind == "action" and e.seat != 0]
    # the bots' reasons are kept (for the deal's end), but the reader's log gives only their words
    assert bot_lines and decided and all(e.reason for e in decided)
    # one bracket only, the game's word: no reason after it
    assert all(line.count("(") == 1 for line in bot_lines) and all(e.reason not in " ".join(view.log) for e in decided)


def test_the_discard_is_picked_on_the_hand_and_an_empty_one_is_refused_with_the_rule():
    """Issue 20 item 8: any discard, of one to four cards, is picked on the table (no typing)."""
    view = play_table(seed=1)
    # put the reader in the discard phase: a game where all four say mus
    state = mus.new_game(seed=4, dealer=3)
    for _ in range(4):
        state = state.apply(mus.Mus())
    view.state = state
    view.controller.refuse("")
    view.hint()                                  # refreshes the view; the Hint picks its own discard
    assert view.choices == [] and [b.description.removeprefix("✓ ") for b in view.pick_buttons] == [str(c) for c in state.hands[0]]
    assert view.confirm_button.description == "Discard these"
    assert "Pick 1 to 4 cards of your hand" in view.describe()
    view.pick(*view.picked)                      # put the Hint's picks back: none picked
    assert view.picked == ()
    view.confirm_pick()
    assert view.message == "cannot discard 0 cards: after mus each player discards 1 to 4 cards (rules §2.3)"
    assert view.state is state
    two = [str(c) for c in state.hands[0][:2]]
    for button in view.pick_buttons[:2]:
        button.value = True                      # as clicking the two toggles does
    assert [str(c) for c in view.picked] == two
    view.confirm_button.click()
    assert view.message == ""
    assert view.state.history[len(state.history)] == mus.Discard(" ".join(two))


def test_ordago_cannot_be_raised_and_the_reader_sees_why():
    state = mus.new_game(seed=1, dealer=0, hands=M19)        # seat 1 is mano and bets the game
    state = state.apply(NoMus()).apply(Ordago()).apply(mus.NoQuiero())   # the partner would fold
    assert state.to_act == 0
    view = play_table(seed=1)
    view.state = state
    assert [b.description for b in view.choices] == ["quiero", "no quiero"]    # only what the rules allow
    assert view.bet_button.description.startswith("reenvido +")                # a raise may still be tried
    view.choose("reenvido +2")                 # the bet control, its amount set to 2
    assert view.bet_amount.value == 2 and view.bet_button.description == "reenvido +2"
    assert view.message == "cannot reenvido +2: an órdago can only be accepted or refused (rules §2.4, A13)"
    assert view.state is state
    view.choose("quiero")                  # the bolder reply stands: the órdago is played out
    assert view.state.is_over and view.state.history[-1] == Quiero()
    assert view.state.winner == 0          # seat 0's R R 7 4 is the best Grande at the table
    assert ("Partners disagree: the more aggressive reply, to accept the bet (*quiero*), stands (rules §2.4)"
            in view.log)


def test_the_table_is_drawn_for_the_reader(monkeypatch):
    view = play_table(seed=1)
    shown_live(view)                      # a page with the kernel behind it shows the table: the canvas draws
    recorder = record_commands(monkeypatch, view.canvas)
    view.choose("paso")
    texts = [args[0] for args in recorder.named("fillText")]
    assert any(t.startswith("You") for t in texts) and "Seat 2" in " ".join(texts)


def test_solution_is_folded_away_until_opened():
    for exercise in questions():
        shown = solution_picture(exercise)._repr_html_()
        assert shown.startswith('<details class="cardlib-solution"><summary>Answer</summary>')
        assert " open" not in shown.split(">")[0]
        assert f"Answer: {exercise.answer}." in shown


def test_showdown_picture_shows_every_hand_and_each_contest():
    """Issue: the showdown is its own step: hands face up, each contest's winner and points."""
    state = mus.new_game(seed=19, dealer=3, hands=M19).apply(NoMus())
    assert "No hands have been shown yet" in showdown_picture(last_showdown(state))._repr_html_()
    while state.deal_no == 1:
        state = state.apply(mus.Paso())
    shown = showdown_picture(last_showdown(state, 0))._repr_html_()
    assert 'data-deal="1"' in shown and all(f"data-card='{c}'" in shown for c in ("Ro", "Co", "3o", "Sc"))
    assert shown.count("<li data-contest=") == 4
    assert "Juego: You have the best juego (31); passed by everyone (en paso): You and Seat 2 +2" in shown
    assert "This deal: your team +3, their team +0" in shown


def test_pictures_have_a_plain_text_sentence():
    """Issue 10: a front end that shows only text reads each picture as a sentence."""
    from cardlib.widgets.mus import exercise_picture, odds_picture, step_picture, verdict_picture
    text = repr(contests_picture(M19))
    assert text.startswith("Hands seat 0 (mano): king of coins, king of cups, seven of coins and four of coins; "
                           "seat 1: horse of coins, horse of cups, jack of coins and ace of coins;")
    assert "Seat 2 wins Chica: ace, five, six and king beats seat 1's ace, jack, horse and horse" in text
    assert "<" not in text
    assert repr(verdict_picture("grande", M19[:2])).endswith("a king is higher than a horse.")
    assert repr(odds_picture("Ro Rc 7o 4o", trials=1000)).startswith(
        "king of coins, king of cups, seven of coins and four of coins (R R 7 4) as seat 0 (mano) wins Grande ")
    question = questions()[0]
    assert repr(exercise_picture(question)).startswith(question.prompt) and "Choices: seat 0 (mano)" in repr(
        exercise_picture(question))
    assert repr(step_picture(first_deal()[4])).startswith("Step 4: Seat 3 asks to change cards (*mus*).")


def test_views_say_what_they_show_in_words():
    explorer = ExplorerView(hands=M19)
    assert "Hands seat 0 (mano): king of coins, king of cups, seven of coins and four of coins;" in repr(explorer)
    assert "Seat 2 wins Chica" in repr(explorer)
    explorer.hand_boxes[3].value = "Sc 7c 7e 8c"
    assert repr(explorer) == "Contest explorer: " + explorer.message + "."
    odds = OddsView(trials=1000)
    assert repr(odds).startswith("Odds explorer (a widget") and "Grande" in repr(odds)
    assert "step 0: The deal." in repr(WorkedDeal())


def test_the_log_tells_each_event_once_and_the_hint_gives_the_bots_reason():
    """Issue: "Partner: no hay mus (no hay mus: duples ...)": each move and its reason show once."""
    view = play_table(seed=1)
    cut = [line for line in view.log if "the betting starts" in line]
    assert cut == ["Seat 2 plays the hand as dealt (*no hay mus*): the betting starts"]
    said = [line for line in view.log if "(*no hay mus*)" in line]
    assert said and all(line.count("no hay mus") == 1 for line in said)
    view.hint()
    assert view.hint_text and view.state.to_act == 0


# --- results set as a book sets them (issue 10 item 9) --------------------------------------

def test_four_hands_are_one_picture_whose_card_shapes_are_written_once():
    from cardlib.widgets.mus import hands_html, hands_svg
    one = hands_svg(M19, ["a", "b", "c", "d"], width=34)
    assert one.count("<svg") == 1 and one.count("class='cardlib-hand'") == 4
    assert one.count("class='cardlib-card'") == 16 and "data-card='4c'" in one
    # the same hands as four pictures repeat each shape once per picture
    from cardlib.render import svg
    from cardlib.mus.rules import as_hand
    apart = "".join(svg.hand(as_hand(h), label=label, width=34) for h, label in zip(M19, "abcd"))
    assert len(one) < 0.8 * len(apart)
    assert hands_html(M19, ["a", "b", "c", "d"]).count("<svg") == 1
    with pytest.raises(InvalidCardError):
        hands_svg(["Ro Rc 7o"], ["a"])


def test_each_contest_of_the_explorer_is_one_picture():
    picture = ExplorerView(hands=M19).picture
    assert picture.count("<svg") == 4 and picture.count("class='cardlib-card'") == 64


def test_betting_shown_lists_who_said_what_and_the_outcome():
    from cardlib.widgets.mus import betting_shown
    shown = betting_shown([("chica", ["envido 2", "reenvido +3 (for the team)", "no quiero", "no quiero"])])
    assert shown.text.splitlines() == [
        "Chica:", "1. Seat 0: envido 2.", "2. Seat 1: reenvido +3 (for the team).", "3. Seat 2: no quiero.",
        "4. Seat 0: no quiero.",
        "5. So the Chica is refused: team 1 (seats 1 and 3) scores 2 at once (a refused raise is worth the whole "
        "total the refusing team itself last bet or raised to, not the size of its last raise nor the bet it "
        "refused)."]
    assert shown.html.count("<li>") == 5 and "<ol>" in shown.html
    with pytest.raises(CardlibError, match="still open"):
        betting_shown([("grande", ["envido 2"])])


def test_rule_tables_have_cells_and_sentences():
    from cardlib.widgets.mus import bonus_table, hands_table, juego_table, rules_table, scoring_table
    bonus = bonus_table()
    assert bonus.rows[0] == ("par", "R R 7 4", "1") and "<table" in bonus.html
    assert "A juego of 31 (example R R 7 4) pays a bonus of 2." in bonus.text
    hands = hands_table(["3o 6o 5o 2o", "Ro Rc 7o 4o"])
    assert hands.text.splitlines()[1] == ("The hand king of coins, king of cups, seven of coins and four of coins "
                                          "plays as R R 7 4, with a pair of kings (*par*), and counts 31 points.")
    assert "a pair of kings (<i>par</i>)" in hands.html                 # a cell sets the game's word in italics
    assert hands.html.count("<svg") == 2 and "data-card='3o'" in hands.html     # small cards
    assert ("The hand king of clubs, jack of cups, horse of swords and jack of coins counts 40 points: juego."
            in juego_table(["Rb Sc Ce So"]).text)
    four = rules_table("Ro 3c 3e 2o", [("eight kings", mus.Rules()), ("four kings", mus.Rules(four_kings=True))])
    assert [r[1] for r in four.rows] == ["R R R A", "R 3 3 2"]
    scores = scoring_table(worked_deal()[-1].entries)
    assert scores.rows[-1] == ("total", "10", "0", "")
    assert "Pares: 2 for seats 0 and 2 (Pares accepted at 2, won by seat 0)." in scores.text


def test_counts_and_seat_odds_tables_match_the_engine():
    from cardlib.mus.fast import hand_counts
    from cardlib.widgets.mus import counts_tables, seat_odds_table
    counts = hand_counts()
    text = counts_tables().text
    assert f"par: {counts.pares['par']:,} hands" in text and text.startswith("Of all 91,390 hands:")
    odds = seat_odds_table("Ro Rc 7o 4o", "juego", trials=2000, seed=1)
    for seat, (_, shown) in enumerate(odds.rows):
        assert shown == f"{win_probability('Ro Rc 7o 4o', 'juego', seat=seat, trials=2000, seed=1):.1%}"
    assert odds.rows[0][1] == "100.0%"


def test_worked_steps_and_the_games_table_read_as_sentences():
    from cardlib.mus.lessons import bot_game, game_rows
    from cardlib.widgets.mus import game_table, worked_steps_shown
    steps = worked_steps_shown(worked_deal()[1:-1])
    lines = steps.text.splitlines()
    assert len(lines) == 14 and lines[0].startswith("1. Seat 0 plays the hand as dealt (*no hay mus*). Seat 0, the "
                                                    "mano, holds king, king, seven and four")
    assert steps.html.count('<li value="') == 14
    assert "<b>Seat 0 plays the hand as dealt (<i>no hay mus</i>)</b>" in steps.html and "(*" not in steps.html
    final = bot_game(1)
    table = game_table(final)
    assert len(table.text.splitlines()) == len(game_rows(final)) + 1
    assert table.text.splitlines()[0].startswith("Deal 1: Seat 1 dealt; your team +7")
    assert "wins the game; the points that won it: " in table.text.splitlines()[-1]


def test_explorer_picture_and_refusals_say_what_the_explorer_says():
    from cardlib.widgets.mus import explorer_picture, refusals_shown
    view = ExplorerView(seed=1)
    view.hand_boxes[0].value = "Ro Rc 7o 4o"
    shown = explorer_picture(view)
    assert shown.text.startswith(view.note) and "cardlib-contest" in shown.html
    bad = ExplorerView(hands=M19[:3] + ["Sc 7c 7e 8c"])
    assert explorer_picture(bad).text == f"Cannot compare: {bad.message}"
    refused = refusals_shown([M19[:3] + ["Sc 7c 7e 8c"], M19[:3] + ["Sc 7c Ro 4c"]])
    assert refused.text.splitlines()[1] == ("- Cannot compare: Ro is in the hands of seat 0 and seat 3; the pack "
                                            "holds each card once (rules §1.2)")
    with pytest.raises(CardlibError, match="nothing to refuse"):
        refusals_shown([M19])


def test_refusal_shown_presses_the_button_and_the_game_stays():
    from cardlib.widgets.mus import play_log_shown, refusal_shown
    view = play_table(seed=1)
    before = view.state
    shown = refusal_shown(view, "envido 1")
    # one sentence, the reason whole with its rule, not "refused: cannot envido 1: ..."
    assert shown.text == ("Pressing envido 1 is refused because a bet is at least 2 (rules §2.4). "
                          "Nothing changed: the game is where it was.")
    assert shown.html.startswith("<p><b>Pressing envido 1</b> is refused because a bet is at least 2 (rules §2.4).</p>")
    assert view.state == before
    with pytest.raises(CardlibError, match="was played, not refused"):
        refusal_shown(view, "paso")
    shown = play_log_shown(play_table(seed=1))
    log = shown.text
    assert log.startswith("What happened so far:\n- New game, deal number 1.")
    assert log.endswith("Your buttons: paso, envido 2, órdago.")
    # the page sets the game's own words in italics, as the live table's log does, never as raw stars
    assert "(<i>paso</i>)" in shown.html and "(*" not in shown.html


def test_a_betting_story_answer_is_a_list():
    question = questions()[8]
    shown = solution_picture(question)
    assert shown.html.count("<li>") == 5 and shown.text.splitlines()[1] == "- Seat 0: envido 2"
    assert shown.text.splitlines()[-1].startswith("- Refused: team 0 scores 5 at once")


def test_bonus_comparison_and_signal_tables_come_from_the_rules():
    """rules §3.3 and §5.2: the standard bonuses pay 3 for a 31, 2 for other juego, 1 for Punto."""
    from cardlib.mus.signals import SIGNALS
    from cardlib.widgets.mus import bonus_compare_table, signal_set_table
    both = bonus_compare_table([("the source", mus.Rules()), ("standard", mus.Rules(std_bonuses=True))])
    assert both.header == ("combination", "example", "bonus by the source", "bonus by standard")
    assert both.rows[3] == ("juego of 31", "R R 7 4", "2", "3") and both.rows[-1] == ("Punto", "", "0", "1")
    assert both.text.splitlines()[-1] == "Winning Punto pays 0 by the source, 1 by standard."
    signs = signal_set_table()
    assert len(signs.rows) == len(SIGNALS) and all(line.endswith(".") for line in signs.text.splitlines())


def test_playing_well_tables_draw_their_hands_once_and_never_claim_a_certainty():
    from cardlib.mus.lessons import THUMBS, bet_value
    from cardlib.widgets.mus import bets_shown, discard_shown, postre_shown, signal_shown, thumb_shown
    grande = thumb_shown(THUMBS[0], trials=2_000)
    assert grande.html.count("<svg") == 1 and grande.html.count("class='cardlib-card'") == 16
    assert "100%" not in grande.text and "over 99%" in grande.text          # R R R C can lose to four kings
    seats = thumb_shown(THUMBS[2], trials=2_000, drawn=THUMBS[3].hands)
    assert "<svg" not in seats.html and "seat 3 (postre)" in seats.text     # drawn in the rule before
    discard = discard_shown("Ro Ao 6c 7o", ["R A", "A"], trials=1_000)
    assert discard.html.count("class='cardlib-card'") == 4 and "R 6 7" in discard.text
    postre = postre_shown(["Ro Co 7o 4o"], trials=200, drawn=THUMBS[0].hands)
    assert "<svg" not in postre.html and "after three players said mus" in postre.text
    signs = signal_shown([("Ao 4c 5o 6c", "chica", "two aces")], trials=500)
    assert signs.html.count("<svg") == 1 and "two aces (showing the tip of the tongue)" in signs.text
    bets = bets_shown([bet_value("Ro Rc 3o Cc", "órdago", deals=50)], drawn=THUMBS[0].hands)
    assert "<svg" not in bets.html and "órdago" in bets.text


def test_four_hands_can_be_drawn_two_a_row_in_one_picture_for_a_phone():
    import re
    from cardlib.widgets.mus import hands_svg
    hands, labels = ["Ro Rc 3o Cc", "Ro Co 7o 4o", "Co So 7o 4o", "7o 6c 5o 4c"], ["a", "b", "c", "d"]
    one_row, two_rows = hands_svg(hands, labels, width=34), hands_svg(hands, labels, width=34, per_row=2)
    size = lambda text: tuple(float(v) for v in re.search(r"width='([0-9.]+)' height='([0-9.]+)'", text).groups())
    (w1, h1), (w2, h2) = size(one_row), size(two_rows)
    assert w2 < 390 < w1 and h2 > 2 * h1 * 0.9                 # half as wide, twice as tall
    assert two_rows.count("<svg") == 1 and two_rows.count("class='cardlib-card'") == 16
