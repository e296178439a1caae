"""Loo's widgets driven as a reader would: the decision trainer, the worked round with Next and Back,
the legal-card trainer and exercises over Loo's rules, a whole game against bots with chips and pot
on the table, and the static pictures and tables (asserted on substrings)."""

from __future__ import annotations

import pytest

from cardlib import CardlibError
from cardlib.loo import PASS, new_game
from cardlib.loo.lessons import chip_flow, decision_answer, decision_position, worked_round
from cardlib.widgets.loo import (DecisionTrainer, WorkedDeal, decision_picture, exercises, flow_table, game_svg,
                                 legal_trainer, play_table, step_svg, variants_table)

TRIALS = 4000


def test_decision_trainer_answers_with_odds_expected_chips_and_why():
    trainer = DecisionTrainer(seed=3, trials=TRIALS)
    position = trainer.position
    assert [b.description for b in trainer.choices] == [
        {"play": "play", "pass": "pass", "buy": "buy dummy"}[k] for k in position.allowed]
    assert "data-card='" in trainer.picture and str(position.turned) in trainer.picture
    best = trainer.choice.best
    label = {"buy": "buy dummy"}.get(best, best)
    next(b for b in trainer.choices if b.description == label).click()
    assert trainer.verdict.startswith("Right")
    assert "simulated deals" in trainer.verdict and "expected chips" in trainer.verdict
    other = next(k for k in position.allowed if k != best)
    trainer.answer(other)
    assert trainer.verdict.startswith("Not the best") and "chips more on average" in trainer.verdict
    assert trainer.choice.expected == decision_answer(position, trials=TRIALS).expected


def test_decision_trainer_refuses_bad_answers_and_moves_on():
    trainer = DecisionTrainer(seed=3, trials=TRIALS)
    before = trainer.verdict
    trainer.answer("fold")
    assert "'fold' is not a choice" in trainer.message and trainer.verdict == before
    dealer_seed = next(s for s in range(200) if decision_position(s).dealer)
    trainer.go(dealer_seed)
    trainer.answer("pass")
    assert "dealer may not pass" in trainer.message and "rules §2.4" in trainer.message
    first = trainer.position
    trainer.next_position()
    assert trainer.position != first and trainer.message == "" and trainer.verdict == ""
    assert "Play, pass or buy" in trainer.describe()


def test_worked_round_steps_next_and_back():
    worked = worked_round(1, min_deals=2, trials=TRIALS)
    view = WorkedDeal(worked)
    assert view.index == 0 and view.summary.startswith("Deal 1")
    view.back()
    assert view.index == 0
    for i in range(1, len(worked.steps)):
        view.next()
        assert view.index == i and view.summary.startswith(f"Deal {worked.steps[i].record.number}")
    view.next()
    assert view.index == len(worked.steps) - 1
    assert "pot is empty" in view.summary or worked.end.is_over
    view.back()
    assert view.index == len(worked.steps) - 2
    assert any("is over" in line for line in view.log)
    with pytest.raises(CardlibError, match="worked round"):
        WorkedDeal("not a round")


def test_step_picture_shows_hands_turned_trump_chips_and_pot():
    step = worked_round(1, min_deals=2, trials=TRIALS).steps[0]
    picture = step_svg(step)
    assert picture.startswith("<svg") and str(step.record.turned) in picture
    assert f"pot: {step.record.pot_end}" in picture or f"pot {step.record.pot_end}" in picture


def test_legal_trainer_reads_loo_rulings():
    trainer = legal_trainer(1)
    position = trainer.position
    for ruling in position.rulings():
        trainer.choose(str(ruling.card))
        assert trainer.verdict_text.startswith(f"{ruling.card} may {'be' if ruling.legal else 'not be'} played")
        assert "rules §2.5" in trainer.verdict_text


def test_exercises_check_answers():
    from cardlib.loo.lessons import questions
    qs = questions(1, 6)
    view = exercises(1, 6)
    view.choose(qs[0].answer)
    assert view.feedback.startswith("Right") and "rules §2.5" in view.feedback
    view.next_button.click()
    wrong = next(c for c in qs[1].choices if c != qs[1].answer)
    view.choose(wrong)
    assert view.feedback.startswith(f"Not quite. The answer is {qs[1].answer}")
    view.next_button.click()
    view.answer("twelve")
    assert "not a whole number" in view.message


def test_play_a_game_against_bots_with_chips_and_pot():
    view = play_table(4, seed=2).view
    state = view.state
    assert state.players == 4
    labels = [b.description for b in view.choices]
    assert set(labels) <= {"play", "pass", "buy dummy"} and labels
    counters = [c.label for c in view.table_view.counters]
    assert counters.count("chips") == 4 and "pot" in counters
    view.hint()
    assert view.hint_text
    legal = [str(a) for a in state.legal_actions()]
    view.choose("pass" if "pass" in legal else "play")
    assert view.state.history[len(state.history)] in (PASS,) or view.state != state
    with pytest.raises(CardlibError, match="2 to 6 bots"):
        play_table(8)


def test_static_pictures_and_tables():
    game = new_game(4, seed=2)
    picture = game_svg(game, 0)
    assert "class='cardlib-seat'" in picture and "pot" in picture
    assert str(game.turned) in picture
    position = decision_position(3)
    shown = decision_picture(position)
    assert shown.html.count("<svg") >= 2 and str(position.turned) in shown.text
    rows = chip_flow(worked_round(1, min_deals=2, trials=TRIALS).end)
    text = str(flow_table(rows))
    assert "pot played" in text and "thirds out" in text
    assert "V5" in str(variants_table()) and "head_the_trick" not in str(variants_table())        # words, no switch names


def test_a_whole_game_can_be_played_through_the_table_with_pauses_at_each_deal():
    from cardlib.loo import LooBot
    view = play_table(3, seed=4).view
    me = LooBot(7, trials=300)
    pauses = 0
    for _ in range(2000):
        state = view.state
        if state.is_over:
            break
        if view.paused is not None:
            pauses += 1
            assert view.next_deal_button is not None
            view.next_deal()
            continue
        assert state.to_act == 0
        assert view.play(me.choose(state).action)
    assert view.state.is_over
    assert pauses >= 1 and len(view.state.deals) >= pauses
    assert any("The game is over" in line for line in view.log)
    illegal = view.play(PASS)
    assert illegal is False and view.message


def test_exercise_sheet_and_rules_changes_for_the_page():
    from cardlib.loo import STANDARD, Rules
    from cardlib.loo.lessons import questions
    from cardlib.widgets.loo import exercise_sheet, rules_changes
    qs = questions(1, 3)
    sheet = exercise_sheet(qs)
    assert sheet.html.count("<details") == 3 and qs[0].prompt.split(".")[0] in sheet.text
    assert "Show the answer: Answer:" in sheet.text
    assert "V5" in rules_changes(STANDARD).text and "V1" not in rules_changes(STANDARD).text
    assert "house rules" in rules_changes(Rules()).text


def test_chip_flow_chart_draws_each_deal():
    from cardlib.loo.lessons import bot_game
    from cardlib.widgets.loo import chip_flow_chart
    game = bot_game(5, 4, trials=1000)
    rows = chip_flow(game)
    chart = chip_flow_chart(rows)
    top, bottom = chart.figure.axes
    assert len(top.patches) == 5 * len(rows)                  # antes, dummy, loos, thirds, sweep per deal
    assert [line.get_label() for line in bottom.get_lines()] == [f"seat {s}" for s in range(4)]
    assert chart._repr_png_().startswith(b"\x89PNG")
    with pytest.raises(CardlibError, match="no finished deal"):
        chip_flow_chart([])
    assert "the pot after each deal" in repr(chart)


def test_the_table_offers_every_choice_and_explains_a_forbidden_one():
    view = play_table(4, seed=1).view
    state = view.state
    assert state.to_act == 0 == state.dealer and [b.description for b in view.choices] == ["play", "pass", "buy dummy"]
    view.choose("pass")                                       # the dealer may not pass (rules §2.4)
    assert view.message.startswith("cannot pass: the dealer may not pass") and "(rules §2.4)" in view.message
    assert view.state is state
    view.choose("play")
    assert view.message == "" and view.state.phase.value == "play"
    while view.state.to_act == 0 and view.paused is None:
        state = view.state
        assert [b.description for b in view.choices] == [f"play {c}" for c in state.play.hand]
        refused = [r for r in state.rulings() if not r.legal]
        if refused:
            view.choose(f"play {refused[0].card}")
            assert view.message == refused[0].reason and view.state is state
        view.choose(f"play {next(r.card for r in state.rulings() if r.legal)}")


def test_the_bots_reasons_do_not_name_the_cards_the_reader_cannot_see():
    view = play_table(4, seed=1).view
    declared = [e for e in view.state.events if e.kind == "action" and e.seat != 0]
    assert declared and all("chips on average" in e.reason for e in declared)
    for event in declared:
        hand = " ".join(map(str, view.state.hands[event.seat]))
        assert not any(hand in line for line in view.log)
        said = {"play": "will play", "pass": "passes", "buy": "buys the dummy"}[event.action.choice.value]
        assert f"Seat {event.seat} {said}" in view.log                # the action, not the odds of its hand
        # the full reason, shown once the deal is over, holds brackets of its own: it follows a dash
        assert event.words().startswith(f"Seat {event.seat} {said} — this hand takes at least one trick ")
    assert not any("this hand" in line for line in view.log)


def test_the_loo_table_chooses_its_number_of_players_from_a_drop_down():
    table = play_table(4, seed=2)
    assert table.players.value == 4 and table.state.players == 4
    table.players.value = 6
    assert table.state.players == 6 and table.view.seed_box.value == 2 and table.children[1] is table.view


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_loos_seat_labels_fit_their_plates_at_every_table_size(players):
    from cardlib.game import play_out
    from cardlib.loo import LooBot, new_game
    from cardlib.loo.game import Phase
    from cardlib.render import scene
    state = play_out(new_game(players, seed=players), {s: LooBot(s, trials=100) for s in range(players)},
                     stop=lambda s: s.phase is Phase.PLAY)
    for seat in range(players):
        view = state.table(seat)
        words = "\n".join(scene.picture_words(scene.table_picture(list(view.hands), **view.options())))
        plates = [str(label) + (" · to play" if s == view.to_act else "") for s, label in enumerate(view.labels)]
        assert all(len(text) <= 16 for text in plates), plates          # 16 letters fit the plate at 8 pt
        svg = view.svg()
        assert "…" not in svg and all(label in words for label in view.labels)


# --------------------------------------------------------------------------- your first deal

def test_the_first_deal_is_drawn_hand_by_hand_and_trick_by_trick():
    import dataclasses
    from cardlib.loo.lessons import first_deal
    from cardlib.widgets.loo import first_deal_buy, first_deal_hands, first_deal_said, first_deal_trick, score_sheet
    deal = first_deal()
    hands = first_deal_hands(deal)
    assert hands.html.count("class='cardlib-card'") == 3 * 5 + 3 + 1            # five hands, the dummy, the turned card
    assert "The dummy: 10♣ 10♠ 8♠" in hands.text and "Seat 0 (dealer): A♦ J♦ 9♦" in hands.text
    said = first_deal_said(deal)
    assert said.text.count("\n") == 4 and "Seat 4 buys the dummy: his own hand" in said.text
    assert "Seat 2 passes: his hand takes a trick only" in said.text and ". his" not in said.html
    assert "Seat 4 throws away 10♥ 9♥ 7♣" in first_deal_buy(deal).text
    trick = first_deal_trick(deal, 2)
    assert "Seat 4 wins trick 2 with 10♠: the only trump played." in trick.text
    assert "Seat 4 plays 10♠: he has no hearts, so he must trump" in trick.text
    with pytest.raises(CardlibError, match="tricks 1 to 3, not 4"):
        first_deal_trick(deal, 4)
    with pytest.raises(CardlibError, match="nobody bought the dummy"):
        first_deal_buy(dataclasses.replace(deal, record=dataclasses.replace(deal.record, buyer=None)))
    assert score_sheet(deal.record).text.startswith("Score sheet of deal 1: Before the deal: Seat 0 12")


def test_the_static_table_is_the_live_tables_state():
    from cardlib.widgets.loo import play_table, table_picture
    table = play_table(players=4, seed=1)
    shown = table_picture(table)
    assert shown.html.count("<svg") == 2 and shown.html.count("cardlib-narrow-table") == 1   # the phone's too
    assert "Card table" in shown.html and "pot: " in shown.html.split("cardlib-narrow-only")[-1]
    assert shown.text == ". ".join(table.view.state.table(0).status) + "."
