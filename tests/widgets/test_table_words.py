"""Words at the table (issue 20 items 8 and 9, and the small wrongs at a game's end).

Games of all four games are played at their play tables with the bots, **Hint** asked at every
one of the reader's turns and its choice made through the table's own controls (a button, the
Mus bet control, the cards picked on the hand: every choice Hint names can be clicked), and a
deal reviewed; every sentence the reader is shown (hints, the log, the deals' results, the
status lines, the review) is then checked for each wrong the issue lists.
"""

from __future__ import annotations

import re

import pytest

from cardlib import handjass, loo, mus
from cardlib.cards import Cards
from cardlib.errors import CardlibError
from cardlib.game import play_out
from cardlib.handjass.view import deal_table as handjass_deal_table
from cardlib.loo.view import table_view as loo_table_view
from cardlib.table import CardPick, PlayController, PlayOptions
from cardlib.widgets import black_maria as bm_widgets
from cardlib.widgets import handjass as hj_widgets
from cardlib.widgets import loo as loo_widgets
from cardlib.widgets import mus as mus_widgets
from cardlib.widgets.mus import bet_action, play_tries

TABLES = {
    "mus": (lambda: mus_widgets.play_table(seed=3), 70),
    "black_maria": (lambda: bm_widgets.play_table(players=4, seed=2).view, 30),
    "handjass": (lambda: hj_widgets.play_table(players=3, seed=2).view, 30),
    "loo": (lambda: loo_widgets.play_table(players=4, seed=2).view, 30),
}


def _do(view, suggested) -> None:
    """Make the Hint's choice through the table's controls, as a reader would click it."""
    game = view.controller
    labels = [button.description for button in view.choices]
    if game.pick_hand and getattr(suggested, "cards", None) is not None and str(suggested) not in labels:
        assert set(map(str, game.picked)) == set(map(str, suggested.cards)), "Hint picks its cards"
        view.confirm_button.click()
    elif str(suggested) in labels:
        view.choose(str(suggested))
    else:                                           # only Mus has a control beside the buttons
        assert isinstance(view, mus_widgets.BettingPlayView) and view.betting, f"no control makes {suggested}"
        assert view.bet_button.description == str(suggested) and view.bet_button.button_style == "info"
        view.bet_button.click()
    assert view.message == "", view.message


def played(game: str) -> dict[str, list[str]]:
    """The words a reader is shown in a game played by Hint's choices, by where they show."""
    make, decisions = TABLES[game]
    view = make()
    words: dict[str, list[str]] = {"hint": [], "end": [], "status": [], "review": [], "only": [], "why": []}
    reviewed = False
    for _ in range(decisions):
        game_state = view.controller
        if game_state.state.is_over:
            break
        if view.paused is not None:
            words["end"].append(view.result_text)
            words["why"].append(view.why_text)              # every seat's full reasons, the deal over
            if not reviewed and game_state.can_review:
                view.review()
                words["review"].append(view.review_shown.text)
                reviewed = True
            view.next_deal()
            continue
        legal = game_state.state.legal_actions()
        view.hint()
        words["hint"].append(view.hint_text)
        cards = {str(getattr(a, "card", a)) for a in legal}
        if len(cards) == 1 and getattr(legal[0], "card", None) is not None:
            words["only"].append(view.hint_text)
        words["status"] += list(view.table_view.status)
        _do(view, game_state.suggested)
    words["log"] = list(view.log)
    words["status"] += list(view.table_view.status)
    return words


@pytest.fixture(scope="module", params=list(TABLES))
def said(request):
    return request.param, played(request.param)


SPANISH = r"(?:paso|envido|reenvido|quiero|no quiero|órdago|no hay mus|mus)"
MUS_CODE = re.compile(r"\b(?:[RCSA]|[2-7])[oceb]\b")


def test_hint_speaks_to_the_reader_in_one_language(said):
    game, words = said
    assert words["hint"], "Hint was asked at every turn"
    for hint in words["hint"]:
        assert hint.startswith("The computer would "), hint
        assert not re.search(rf"\bwould {SPANISH}\b", hint), hint          # "would pass (*paso*)"
        assert not re.search(r"\bits\b|\bit (holds|keeps|cannot|takes|leads|plays|throws|must|ducks)\b", hint), hint
        assert not re.search(rf"partner's {SPANISH}\b", hint), hint
    if game == "mus":
        assert any("(*paso*)" in hint for hint in words["hint"])
        assert any(re.search(r"would bet \d+ \(\*envido \d+\*\)", hint) for hint in words["hint"])


def test_no_sentence_says_nothing_or_uses_the_trades_words(said):
    game, words = said
    every = [line for lines in words.values() for line in lines]
    for line in every:
        for jargon in ("playout", "simple bot's choice", "measured deals", "0/1/2/3 tricks"):
            assert jargon not in line, line
        assert not re.search(r"\(\d-\w+ rules\)", line), line
        assert not re.search(r"take it: [^;]*\+0\b", line), line
        assert "with: Seat" not in line and "game with: " not in line, line
        assert not re.search(r"(\S+) voids (\w+); (\S+) voids \2", line), line
        rounded = re.search(r"about (\d+(?:\.\d)?)% .*?the (\d+(?:\.\d)?)% ", line)
        assert not (rounded and rounded.group(1) == rounded.group(2)), line
    for hint in words["only"]:                    # one legal card: the hint says so, not why it chose
        assert re.search(r"only legal card|the only card the rules allow|only \w+, which you must play|"
                         r"your last card", hint), hint


def test_mus_cards_are_named_as_a_player_reads_them(said):
    game, words = said
    if game != "mus":
        pytest.skip("Mus only: its cards print as codes (Ro, 4c) for typing")
    shown = words["hint"] + words["end"] + words["review"] + words["status"] + words["log"]
    for text in shown:
        assert not MUS_CODE.search(text.replace("or type", "")), text
    assert any(re.search(r"held (king|horse|jack|ace|two|three|four|five|six|seven) of (coins|cups|swords|clubs)", text)
               for text in words["end"])                                    # "You held king of coins, ..."


def test_one_bracket_at_a_time_and_the_game_s_words_after_the_english(said):
    """Issue 20 item 9: no sentence puts two brackets in a row ("(*quiero*) (rules §2.4)", "(20) (leads)");
    Mus names ranks and pairs in English (never its rank letters, nor sota, caballo or a bare par,
    medias or duples: the Spanish word comes in italics after the English, "a pair (*par*)")."""
    game, words = said
    every = [line for lines in words.values() for text in lines for line in text.split("\n")]
    for line in every:
        assert not re.search(r"\)\s*\(", line), line
        assert not re.search(r"\(([^()]*)\([^()]*\)\)", line), line        # nor one inside another at its end
    if game != "mus":
        return
    for line in every:
        assert not re.search(r"\b[RCS](?: [RCSA2-7]){3}\b|\b[2-7A](?: [RCSA2-7]){3}\b", line), line
        assert not re.search(r"\b(?:sotas?|caballos?)\b", line), line
        assert not re.search(r"(?<![*(])\b(?:par|medias|duples|dientro)\b(?![*)])", line), line
        assert "says mus" not in line and "after four 'mus'" not in line, line


def test_the_review_says_what_its_expected_columns_count(said):
    game, words = said
    assert words["review"], "a deal was reviewed"
    text = words["review"][0]
    assert re.search(r"^Expected [a-z ]+: the .+ on average over many plays of the rest of the deal", text, re.M), text


def test_the_hint_for_a_discard_picks_the_cards_and_names_them():
    view = mus_widgets.play_table(seed=1)
    state = mus.new_game(seed=4, dealer=3)
    for _ in range(4):
        state = state.apply(mus.Mus())
    view.state = state
    view.hint()
    assert view.hint_text.startswith("The computer would discard four of cups, horse of swords and jack of clubs: keep "
                                     "two of cups") and not MUS_CODE.search(view.hint_text)
    assert view.picked and set(view.controller.suggested.cards) == set(view.picked)


# --------------------------------------------------------------------------- the Mus controls, controller level

def mus_controller(seed: int = 1) -> PlayController:
    view = mus_widgets.play_table(seed=seed)
    return view.controller


def test_mus_buttons_are_only_moves_the_rules_allow_over_a_game():
    bots = {s: mus.MusBot(seed=s) for s in range(4)}
    state = mus.new_game(seed=2)
    for _ in range(400):
        if state.is_over:
            break
        tries = play_tries(state, state.to_act)
        assert all(state.can(action) for action in tries), [str(a) for a in tries]
        assert bool(tries) != (state.phase is mus.Phase.DISCARD)          # the discard is picked instead
        state = state.apply(bots[state.to_act].choose(state).action)


def test_the_controller_bets_any_amount_and_raises_by_any_amount():
    table = mus_controller()
    state = table.state
    assert state.betting.bet is None and table.reader_turn
    assert bet_action(state, 7) == mus.Envido(7)
    assert table.play(bet_action(state, 7)) and table.message == ""
    assert mus.Envido(7) in table.state.history
    raised = mus.new_game(seed=1, dealer=3).apply(mus.NoMus()).apply(mus.Envido(2))
    assert bet_action(raised, 3) == mus.Reenvido(3)
    with pytest.raises(CardlibError, match="envido 0 is not a bet"):
        bet_action(state, 0)


def test_the_controller_discards_the_picked_cards_any_number_of_them():
    table = mus_controller()
    state = mus.new_game(seed=4, dealer=3)
    for _ in range(4):
        state = state.apply(mus.Mus())
    table.state = state
    hand = table.pick_hand
    assert len(hand) == 4 and table.pick_words() == "Pick 1 to 4 cards of your hand, then press Discard these: 0 of 4 picked."
    assert not table.confirm_pick() and "cannot discard 0 cards" in table.message
    assert table.toggle(hand[0], hand[2]) and table.picked == (hand[0], hand[2])
    assert table.confirm_pick() and table.message == ""
    assert table.state.history[len(state.history)] == mus.Discard(Cards([hand[0], hand[2]]))


def test_a_pick_of_a_range_says_so_and_refuses_a_bad_range():
    assert CardPick(3, tuple).fewest is None
    with pytest.raises(CardlibError, match="fewest is the least number of cards picked, from 1 to count=3"):
        CardPick(3, tuple, fewest=4)
    with pytest.raises(CardlibError, match="fewest"):
        CardPick(3, tuple, fewest=0)
    options = PlayOptions(pick=CardPick(3, tuple, "Pass these", fewest=2))
    table = PlayController(lambda seed: mus.new_game(seed=seed), {}, options)
    assert table.pick_words() == "Pick 2 to 3 cards of your hand, then press Pass these: 0 of 3 picked."


# --------------------------------------------------------------------------- the Mus controls, widget level

def test_the_bet_control_bets_the_amount_in_its_field():
    view = mus_widgets.play_table(seed=1)
    assert [b.description for b in view.choices] == ["paso", "envido 2", "órdago"]
    assert view.betting and view.bet_button.description == "envido 4"
    view.bet_amount.value = 7
    assert view.bet_button.description == "envido 7"
    before = view.state
    view.bet_button.click()
    assert view.message == "" and view.state.history[len(before.history)] == mus.Envido(7)


def test_a_bet_the_rules_refuse_is_tried_with_the_control_and_explained():
    view = mus_widgets.play_table(seed=1)
    before = view.state
    view.bet_amount.value = 1
    view.bet_button.click()
    assert view.message == "cannot envido 1: a bet is at least 2 (rules §2.4)" and view.state is before


def test_a_hinted_bet_of_another_amount_is_set_in_the_field_and_marked():
    view = mus_widgets.play_table(seed=3)
    for _ in range(80):                              # play Hint's choices until it bets an amount no button shows
        if view.paused is not None:
            view.next_deal()
            continue
        view.hint()
        suggested = view.controller.suggested
        if isinstance(suggested, (mus.Envido, mus.Reenvido)) and str(suggested) not in [b.description for b in view.choices]:
            amount = suggested.points if isinstance(suggested, mus.Envido) else suggested.by
            assert view.bet_amount.value == amount and view.bet_button.description == str(suggested)
            assert view.bet_button.button_style == "info"
            before = view.state
            view.bet_button.click()
            assert view.state.history[len(before.history)] == suggested
            return
        _do(view, suggested)
    pytest.fail("Hint never bet an amount that no button shows in 80 decisions")


def test_the_bet_control_hides_when_the_reader_is_not_betting():
    view = mus_widgets.play_table(seed=1)
    state = mus.new_game(seed=4, dealer=3)
    view.state = state                               # the mus question: no bet to make
    view.hint()
    assert not view.betting and view.bet_control.layout.display == "none"
    view.state = mus.new_game(seed=1, dealer=3).apply(mus.NoMus())      # the reader opens Grande's betting
    view.hint()
    assert view.betting and view.bet_control.layout.display is None


# --------------------------------------------------------------------------- a game's end

def test_handjass_calls_a_seat_that_had_left_the_game_out_not_passed():
    state = play_out(handjass.new_game(4, seed=1), {s: handjass.HandjassBot(seed=s) for s in range(4)},
                     max_steps=20_000)
    checked = 0
    for event in (e for e in state.events if e.kind == "deal"):
        record = next(r for r in state.deals if r.number == event["number"])
        labels = handjass_deal_table(state, event, 0).labels
        for seat in range(4):
            if seat not in record.seats:
                assert "· out" in labels[seat] and "passed" not in labels[seat], labels
                checked += 1
            elif record.active and seat not in record.active:
                assert "· passed" in labels[seat], labels
    assert checked, "a seat left the game before a later deal"


def test_loos_last_status_names_the_winner():
    state = play_out(loo.new_game(4, seed=2), {s: loo.LooBot(s, trials=200) for s in range(4)}, max_steps=3000)
    assert state.is_over
    status = loo_table_view(state, 0).status[0]
    winners = " and ".join("You" if s == 0 else f"Seat {s}" for s in state.winners)
    assert status.startswith("The game is over: ") and winners in status
    assert re.search(r"(wins|share the win) with \d+ chips", status), status
    assert "Seat 0" not in status


def test_a_handjass_bot_with_one_legal_card_says_so():
    """Issue: "it cannot win this trick, so it gives away the least (11 points)" when A♥ was its only
    legal card: a reason for a choice that was no choice."""
    bots = {s: handjass.HandjassBot(seed=s) for s in range(3)}
    found = 0
    for seed in range(1, 6):
        state = handjass.new_game(3, seed=seed)
        for _ in range(200):
            if state.is_over or found >= 3:
                break
            seat = state.to_act
            cards = {getattr(a, "card", None) for a in state.legal_actions()}
            decision = bots[seat].choose(state)
            if state.phase == "play" and len(cards) == 1 and len(state.hands[seat]) > 1:
                assert decision.reason.startswith("its only legal card: the rules allow no other"), decision.reason
                found += 1
            state = state.apply(decision.action)
    assert found, "a seat had one legal card and more in its hand"


def _hint_html(view) -> str:
    """The hint line as the page shows it: the HTML of the view's part that carries it."""
    stack = [view]
    while stack:
        widget = stack.pop()
        if 'class="cardlib-hint"' in str(getattr(widget, "value", "")):
            return widget.value
        stack += list(getattr(widget, "children", ()))
    return ""


def test_the_hint_line_shows_the_games_word_in_italics_and_folds_the_figures():
    view = mus_widgets.play_table(seed=1)
    view.hint()
    html = _hint_html(view)
    assert "(<i>" in html and "*" not in html, html
    loo_view = loo_widgets.play_table(players=4, seed=2).view
    loo_view.hint()
    html = _hint_html(loo_view)
    assert "In figures: " in loo_view.hint_text
    assert '<details class="cardlib-figures"><summary>In figures</summary>with ' in html, html
    assert html.index("chips on average") < html.index("<details")
