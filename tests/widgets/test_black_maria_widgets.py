"""The Black Maria chapters' widgets, driven as a reader would: set values, click buttons, read what shows."""

from __future__ import annotations

import dataclasses
import re

import pytest

from cardlib import CardlibError, InvalidCardError
from cardlib.black_maria import Pass, Phase, Play, Rules, deck, new_game, parse_cards, penalty
from cardlib.black_maria.bot import choose_pass
from cardlib.game import Voice
from cardlib.black_maria.lessons import puzzle, random_hand
from cardlib.widgets.black_maria import (PassTrainer, WorkedDeal, answers_shown, exercises, legal_trainer, packs_shown,
                                         parse_action, pass_hand_shown, pass_shown, penalties_shown, play_table,
                                         play_tries, position_shown, rules_shown, table_shown, trick_shown)


# --------------------------------------------------------------------------- the pass trainer

def test_pass_trainer_shows_the_bots_pass_and_the_odds_of_each_choice():
    trainer = PassTrainer(players=4, seed=5, trials=400)
    assert "id='black-maria-pass-trainer'" in trainer.picture and trainer.picture.count("data-card=") == 13
    hand = trainer.hand
    bot_cards, why = choose_pass(hand)
    low = [c for c in hand if c not in bot_cards][:3]
    trainer.cards.value = " ".join(map(str, low))
    trainer.evaluate_button.click()
    assert trainer.message == ""
    assert f"The computer would {why}." in trainer.answer.replace("&#x27;", "'")
    names = [o.name for o in trainer.odds]
    assert names[:2] == ["your pass", "the computer's pass"]
    assert all(0 <= o.queen <= 1 and o.deals == 400 for o in trainer.odds)
    assert trainer.chart[:4] == b"\x89PNG"


def test_pass_trainer_refuses_a_bad_pass_with_the_reason_and_keeps_the_last_answer():
    trainer = PassTrainer(players=3, seed=2, trials=200)
    outside = next(c for c in parse_cards("AS KS QS JS 10S AH KH QH") if c not in trainer.hand)
    for text, words in (("", "no cards given"), ("QS KS", "a pass is exactly three cards"),
                        (f"{outside} {trainer.hand[0]} {trainer.hand[1]}", "not in your hand"),
                        ("XX YY ZZ", "is not a card")):
        trainer.cards.value = text
        trainer.evaluate_button.click()
        assert words in trainer.message
        assert trainer.answer == ""


def test_pass_trainer_deals_a_new_hand_for_the_table_size():
    trainer = PassTrainer(players=4, seed=1, trials=200)
    assert trainer.chart == b""
    trainer.players_box.value = 7
    trainer.deal_button.click()
    assert len(trainer.hand) == 7 and trainer.picture.count("data-card=") == 7


# --------------------------------------------------------------------------- the worked deal

def test_worked_deal_steps_forward_and_back_from_the_pass_to_the_score():
    view = WorkedDeal(players=3, seed=7)
    assert view.title == "The deal" and view.back_button.disabled
    assert "id='black-maria-step-0'" in view.picture and "class='cardlib-pile" not in view.picture
    view.next_button.click()
    assert view.title == "Seat 1 passes" and view.lines[0].startswith("Seat 1: pass ")
    # Seat 1's three cards now lie in a pile for Seat 0, the receiver (rules §2.2), the cards he passes
    passed = view.lines[0].split(": ")[1].removeprefix("pass ").split()
    pile = re.search(r"<g class='cardlib-pile' data-pile='to Seat 0'><title>to Seat 0 \(by seat 1\): (.*?)\.</title>",
                     view.picture)
    assert pile is not None and pile.group(1).split(", ") == passed and len(passed) == 3
    for _ in range(200):
        view.next_button.click()
    assert view.title == "The score" and view.next_button.disabled
    assert any("wins with the lowest total" in line for line in view.lines)
    view.back_button.click()
    assert view.title.startswith("Trick 17")


# --------------------------------------------------------------------------- the play table

def test_parse_action_reads_passes_and_plays():
    assert parse_action("QS AH 9D") == Pass("QS AH 9D") == parse_action("pass qs, ah, 9d")
    assert parse_action("10H") == Play("10H") == parse_action("play th")
    with pytest.raises(InvalidCardError, match="type three cards"):
        parse_action("  ")
    with pytest.raises(InvalidCardError, match="play one card, got 2"):
        parse_action("play QS AH")


def test_play_view_passes_plays_and_explains_refusals():
    view = play_table(players=4, seed=3).view
    state = view.state
    assert state.phase is Phase.PASS and state.to_act == 0        # bots from the dealer's left passed first
    assert [b.description for b in view.choices] == [str(a) for a in play_tries(state, 0)]
    view.say("QS KS")                                             # two cards: refused, nothing changes
    assert "a pass is exactly three cards" in view.message and view.state is state
    view.say("XX")
    assert "'XX' is neither an action nor a card: type pass" in view.message and view.state is state
    hand = state.hands[0]
    view.say(" ".join(map(str, hand[:3])))
    assert view.message == "" and view.state.phase is Phase.PLAY
    assert any(line.startswith("You pass ") for line in view.log)        # the reader sees his own cards named
    for _ in range(300):
        state = view.state
        if state.is_over or state.phase is not Phase.PLAY:
            break
        refused = [r for r in state.rulings() if not r.legal]
        if refused:
            view.choose(str(Play(refused[0].card)))
            assert view.message == refused[0].reason and view.state is state
        legal = next(r.card for r in state.rulings() if r.legal)
        view.choose(str(Play(legal)))
        assert view.message == ""
    assert len(view.state.deals) >= 1


def test_play_view_refuses_bad_options_by_name():
    with pytest.raises(CardlibError, match="played by 3 to 7 players, not 9"):
        play_table(players=9)
    with pytest.raises(CardlibError, match="unknown Black Maria rule 'speed'"):
        play_table(speed=2)


def test_play_table_changes_the_number_of_players():
    table = play_table(players=4, seed=2)
    assert table.view.state.players == 4 and len(table.view.table_view.hands) == 4
    table.view.seed_box.value = 5
    table.players.value = 7
    assert table.view.state.players == 7 and table.view.state.seed == 5
    assert table.children[1] is table.view and "you are seat 0" in table.describe()


def test_other_players_passes_stay_secret_in_the_log():
    view = play_table(players=3, seed=4).view
    hand = view.state.hands[0]
    view.say(" ".join(map(str, hand[:3])))
    passes = [e for e in view.state.events if e.kind == "action" and isinstance(e.action, Pass)]
    for event in passes:
        if event.seat != 0:
            assert not any(str(event.action) in line for line in view.log)
            assert event.reason and not any(event.reason in line for line in view.log)   # the bot's why names cards
    assert "Seat 1 chooses three cards to pass" in view.log
    assert any(line.startswith("Seat ") and " passes " in line and line.endswith(" to you") for line in view.log)


def test_a_fourth_card_clicked_for_the_pass_is_refused_and_its_toggle_goes_back():
    """A pass is three cards (rules §2.2): clicking a fourth card's toggle picks nothing more, the
    toggle stands unpicked again with its card's name, and the message says to put one back."""
    view = play_table(players=4, seed=1).view
    toggles = view.pick_buttons
    for toggle in toggles[:4]:
        toggle.value = True                                   # a click on each of four cards
    hand = view.controller.pick_hand
    assert view.picked == tuple(hand[:3])
    assert [t.value for t in toggles[:5]] == [True, True, True, False, False]
    assert toggles[3].description == str(hand[3])
    assert "3 of 3 picked" in view.describe()
    assert view.message == (f"You have picked 3 cards, all that Pass these three takes: put one back (press it "
                            f"again) before you pick {hand[3]}.")
    toggles[0].value = False                                  # one put back: the fourth may come in
    toggles[3].value = True
    assert view.picked == (hand[1], hand[2], hand[3]) and view.message == ""
    view.confirm_button.click()
    assert view.state.phase is Phase.PLAY


def test_play_view_passes_the_cards_the_reader_clicks():
    view = play_table(players=5, seed=6).view
    hand = view.state.hands[0]
    assert [t.description for t in view.pick_buttons] == [str(c) for c in hand]
    assert view.confirm_button.description == "Pass these three"
    assert "Pick 3 cards of your hand, then press Pass these three: 0 of 3 picked." in view.describe()
    view.pick(str(hand[0]), str(hand[1]))
    assert "2 of 3 picked" in view.describe()
    assert [t.description for t in view.pick_buttons][:3] == [f"✓ {hand[0]}", f"✓ {hand[1]}", str(hand[2])]
    view.confirm_button.click()
    assert "a pass is exactly three cards" in view.message and view.state.phase is Phase.PASS
    view.pick(str(hand[-1]))
    view.confirm_button.click()
    assert view.message == "" and view.state.phase is Phase.PLAY
    assert view.state.deals == () and set(view.state.passes[0]) == {hand[0], hand[1], hand[-1]}
    assert view.pick_buttons == []


def test_hint_says_what_the_bot_would_pass_and_play_and_why():
    view = play_table(players=4, seed=3).view
    view.hint_button.click()
    hand = view.state.hands[0]
    cards, why = choose_pass(hand, voice=Voice.YOU)                 # a Hint speaks to the reader
    assert view.hint_text == f"The computer would {Pass(cards)}: {why.split(': ', 1)[1]}."
    assert view.state.phase is Phase.PASS                          # a hint plays nothing
    assert view.choices == []                                      # no button passes at once
    assert set(view.picked) == set(cards)                          # it picks the three for the reader
    assert [t.value for t in view.pick_buttons] == [c in cards for c in view.controller.pick_hand]
    assert all(t.button_style == "info" for t in view.pick_buttons if t.value)
    assert view.table_view.highlight == frozenset(cards)           # outlined on the table too
    view.confirm_button.click()                                    # the reader confirms
    assert view.state.to_act == 0 and view.state.phase is Phase.PLAY
    view.hint_button.click()
    assert view.hint_text.startswith("The computer would play ")


# --------------------------------------------------------------------------- your first deal

def test_the_first_deal_is_drawn_hand_by_hand_trick_by_trick_and_written_up():
    from cardlib.black_maria.lessons import first_deal
    from cardlib.widgets.black_maria import (first_live_table_shown, first_passes_shown, first_score_shown,
                                             first_table_shown, first_tricks_shown, penalty_sheet_shown)
    deal = first_deal()
    passing, passed = first_table_shown(deal, "passing"), first_table_shown(deal, "passed")
    for shown in (passing, passed):          # 52 cards in the round table, 52 in the phone's, one seat under another
        wide, narrow = shown.html.split('<div class="cardlib-narrow-only">')
        assert wide.count("data-card=") == narrow.count("data-card=") == 52
        assert narrow.count(">to Seat 3</text>") == wide.count(">to Seat 3</text>") == (shown is passing)
    assert ">to you</text>" in passing.html
    assert "Seat 1: Q♠ 8♠ 4♠" in passing.text and "You: Q♠ J♠ 10♠ 7♠ 2♠" in passed.text
    with pytest.raises(CardlibError, match="when is 'passing' or 'passed'"):
        first_table_shown(deal, "later")
    assert first_passes_shown(deal).rows[0][:3] == ("Seat 1", "Q♠ Q♥ Q♦", "you")
    tricks = first_tricks_shown(deal)
    assert tricks.html.count("class='cardlib-trick'") == 13 and tricks.html.count("data-card=") == 52
    assert "You play Q♠: you hold no diamonds, so you throw the Queen" in tricks.text
    assert "Seat 1 takes the trick: 9♦ is the highest diamond played, and with it 13 penalty points: Q♠ (13)." in tricks.text
    assert tricks.text.count("Penalty points so far:") == 13
    with pytest.raises(CardlibError, match="tricks 1 to 13, got 14"):
        first_tricks_shown(deal, [14])
    score = first_score_shown(deal)
    assert [r[2].split(" = ")[-1] for r in score.rows] == ["0", "22", "7", "14"]
    sheet = penalty_sheet_shown(deal, blank=2)
    assert sheet.text == "Black Maria penalty sheet: after deal 1: You 0, Seat 1 22, Seat 2 7, Seat 3 14."
    assert "nothing written yet" in penalty_sheet_shown(deal, written=False).text
    live = first_live_table_shown(deal)
    assert "Deal 1: each player passes three cards" in live.text and live.html.count("data-card=") == 2 * 13   # round, phone


# --------------------------------------------------------------------------- more of the pass trainer

def test_pass_trainer_offers_passing_the_queen_when_neither_pass_holds_her():
    trainer = PassTrainer(players=4, seed=5, trials=100)
    seed = next(s for s in range(1, 200) if "Q♠" in map(str, random_hand(s, 4))
                and "Q♠" not in map(str, choose_pass(random_hand(s, 4))[0]))
    trainer.seed_box.value = seed
    trainer.deal_button.click()
    hand = trainer.hand
    low = [c for c in hand if str(c) != "Q♠" and c not in choose_pass(hand)[0]][:3]
    trainer.cards.value = " ".join(map(str, low))
    trainer.evaluate_button.click()
    names = [o.name for o in trainer.odds]
    assert names == ["your pass", "the computer's pass", "your pass with Q♠"]
    top = max(low, key=lambda c: c.sort_key)
    assert set(trainer.odds[2].cards) == {*low, *parse_cards("QS")} - {top}
    assert trainer.chart_shown and trainer.chart[:4] == b"\x89PNG"


def test_pass_trainer_says_why_a_hand_cannot_be_dealt_and_keeps_the_last_hand():
    trainer = PassTrainer(players=4, seed=5, trials=100)
    hand = trainer.hand
    trainer.seed_box.value = -3
    trainer.deal_button.click()
    assert "-3" in trainer.message and trainer.hand == hand


# --------------------------------------------------------------------------- the chapters' pictures and tables

def test_worked_deal_describes_its_step_in_words():
    view = WorkedDeal(players=3, seed=7)
    assert view.describe().startswith(f"Worked deal, step 1 of {len(view.steps)}: The deal. ")
    view.next_button.click()
    assert f"step 2 of {len(view.steps)}: Seat 1 passes." in view.describe()


@pytest.mark.parametrize("six_all_twos", [False, True])
def test_packs_table_has_a_row_per_table_size_with_the_cards_each(six_all_twos):
    table = packs_shown(six_all_twos)
    assert [r[0] for r in table.rows] == [f"{n} players" for n in range(3, 8)]
    for (players, _, used, each), n in zip(table.rows, range(3, 8)):
        assert players == f"{n} players" and int(used) == len(deck(n, six_all_twos=six_all_twos)) == int(each) * n
    assert ("without the four 2s" in table.text) is six_all_twos


def test_penalties_table_totals_each_scheme():
    table = penalties_shown()
    cards, total = table.rows[:-1], table.rows[-1]
    assert total[0] == "deal total" and list(total[1:]) == [str(sum(int(r[i]) for r in cards)) for i in (1, 2, 3)]
    assert int(total[1]) == penalty(deck(4)) and int(total[2]) == penalty(deck(4), "hearts_and_queen")


def test_trick_shown_draws_the_trick_and_names_its_winner():
    shown = trick_shown("5S QS AS", leader=1, players=3)
    assert shown.html.count("data-card=") == 3 and "Seat 0" in shown.text
    assert "A♠" in shown.text and shown.text.count("\n") >= 1
    unfinished = trick_shown("5S QS", leader=0, players=3)
    assert unfinished.html.count("data-card=") == 2


def test_pass_shown_gives_every_seats_pass_to_its_receiver():
    table = pass_shown(players=3, seed=7)
    assert sorted(r[0] for r in table.rows) == ["Seat 0", "Seat 1", "Seat 2"]      # each seat passes once
    state = new_game(3, seed=7, end_mode="deals", num_deals=1)
    for who, cards, to, why in table.rows:
        seat = int(who.split()[1])
        assert to == f"Seat {state.receiver(seat)}" and len(cards.split()) == 3 and why


def test_table_shown_draws_a_view_with_its_status():
    view = new_game(4, seed=1).table(0)
    shown = table_shown(view, text="the table")
    assert shown.text == "the table" and "<svg" in shown.html
    assert all(line in shown.html for line in view.status)


def test_rules_table_names_every_rule_switch():
    named = {n.strip() for r in rules_shown().rows for n in r[0].split(",")}
    assert named == {f.name for f in dataclasses.fields(Rules)}


def test_position_and_pass_hand_pictures():
    p = puzzle("lead", 11, samples=8)
    shown = position_shown(p)
    assert shown.html.count("data-card=") == len(p.hand) + len(p.trick) and "Your hand" in shown.html
    fanned = pass_hand_shown("QS 5S AH")
    assert fanned.text == " ".join(map(str, parse_cards("QS 5S AH").sorted())) and fanned.html.count("data-card=") == 3


def test_legal_trainer_asks_about_a_real_position_and_refuses_a_bad_rule():
    trainer = legal_trainer(players=4, start=1, no_heart_lead_early=True)
    p = trainer.position
    assert f"{p.players} players, trick {p.trick_number}." in trainer.prompt
    assert ("Note 4 is in force" in trainer.prompt) and (("You lead" in trainer.prompt) == (not p.trick))
    with pytest.raises(CardlibError, match="no_such_rule"):
        legal_trainer(no_such_rule=True)


def test_exercises_and_their_answers_folded_for_the_book():
    view = exercises(seed=1, count=3)
    assert view.tally == (0, 0)
    shown = answers_shown(seed=1, count=3)
    assert shown.html.count("<details") == 3 and shown.text.startswith("1. ")
