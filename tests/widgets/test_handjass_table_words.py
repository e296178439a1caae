"""The Handjass play table speaks good English: trumps named in words, declarations as sentences,
the two-player split explained on its buttons and in the log, the Swiss names said in English."""

from __future__ import annotations

import re

from cardlib.handjass import PASS, PLAY, new_game
from cardlib.handjass.game import AGREE, DOUBT, Exchange
from cardlib.widgets.handjass import play_table


def _agree_table(seed: int = 2):
    """A 2-player table where both played and the reader is to agree or doubt (seed 2: Seat 1 agreed)."""
    view = play_table(players=2, seed=seed).view
    for _ in range(4):
        if view.state.phase == "agree":
            break
        view.choose("play")
    assert view.state.phase == "agree" and view.state.to_act == 0
    return view


def test_the_status_names_the_trump_suit_in_words():
    view = play_table(seed=3).view
    assert "<div>Trumps: clubs ♣ (the turned card is Q♣)</div>" in view.status_html


def test_declarations_read_as_sentences_in_the_log_and_the_status():
    view = play_table(seed=3).view
    assert view.log[-2:] == ["Seat 1 will play", "Seat 2 will play"]
    assert "<div>So far: Seat 1 will play, Seat 2 will play</div>" in view.status_html
    assert "<div>Deal 1: each player in turn says play or pass</div>" in view.status_html
    view.choose("play")
    assert "You will play" in view.log and "You: play" not in view.log
    game = new_game(4, seed=1)
    passed = game.apply(PASS)
    assert [e.words() for e in passed.events_since(game)] == ["Seat 1 passes"]
    assert [e.words(viewer=1) for e in passed.events_since(game)] == ["You pass"]
    assert [e.words() for e in passed.apply(PLAY).events_since(passed)] == ["Seat 2 will play"]


def test_the_split_buttons_say_what_they_do_and_the_log_explains():
    view = _agree_table()
    assert "<div>Deal 1: Two players play: do both agree to take +1 each without playing?</div>" in view.status_html
    assert view.log[-1] == "Seat 1 agrees to +1 each without play"
    buttons = {b.description: b.tooltip for b in view.choices}
    assert list(buttons) == ["agree: +1 each, no play", "doubt: play it out"]
    assert buttons["agree: +1 each, no play"].startswith("say you both would escape a potato: if the other player")
    assert buttons["doubt: play it out"].startswith("say one of you might not escape a potato: the deal is played out")
    view.choose("doubt: play it out")
    assert "You doubt that both would escape a potato: the deal is played out" in view.log
    assert not any(line.endswith((": agree", ": doubt")) for line in view.log)


def test_agreeing_reads_as_a_sentence_and_the_score_follows():
    view = _agree_table()
    view.choose("agree: +1 each, no play")
    assert "You agree to +1 each without play" in view.log
    assert "Both players agree: +1 each without play (rules §2.2)" in view.log
    assert str(AGREE) == "agree" and str(DOUBT) == "doubt"           # the record keeps the short words


def test_the_hint_says_what_the_nell_is():
    view = play_table(seed=3).view
    view.hint()
    assert view.hint_text.startswith("The computer would play: your hand is worth about 51 points with ♣ trumps, "
                                     "counting the Nell (the nine of trumps), A♠ and 1 more trump; ")
    assert "(Nell" not in view.hint_text


def test_a_bessern_exchange_reads_as_a_sentence_and_stays_secret():
    game = new_game(3, seed=2, bessern_3p=True)
    assert game.phase == "exchange"
    seat = game.to_act
    action = next(a for a in game.legal_actions() if isinstance(a, Exchange) and a.discard)
    after = game.apply(action)
    mine = after.events_since(game)[0].words(viewer=seat)
    theirs = after.events_since(game)[0].words(viewer=(seat + 1) % 3)
    assert mine == f"You exchange {' '.join(map(str, action.discard))} for three Bessern cards"
    assert theirs == f"Seat {seat} exchanges three cards for three Bessern cards"
    kept = game.apply(Exchange(()))
    assert kept.events_since(game)[0].words() == f"Seat {seat} keeps the hand dealt"


def test_a_weis_reads_with_one_bracket_and_a_trump_six_swap_is_logged_once():
    """Issue 20 item 9: "announcing ... (20) (leads)" had two brackets in a row, and a swap of the
    trump Six was told twice (the choice, then the card taken); the log now says each once."""
    from tests.widgets.test_table_words import played
    words = played("handjass")
    log = words["log"]
    assert "Weis announced: Seat 2 (20 points)" in words["status"]                 # not "Seat 2 20"
    assert "Deal 3: the holder of the trump Six may swap it for the turned-up card" in words["status"]
    assert "Seat 2: play 8♥, announcing three-card run Q♠ to 10♠, worth 20 (leads)" in log
    assert not any(re.search(r"\)\s*\(", line) for line in log), "two brackets in a row"
    swaps = [line for line in log if "trump Six" in line]
    assert swaps == ["Seat 1 swaps the trump Six for the turned card, 7♦; the Six goes onto the Blind",
                     "You swap the trump Six for the turned card, Q♣; the Six goes onto the Blind"]
