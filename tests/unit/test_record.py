"""A game's record (cardlib.game.record / from_record): what the line says, and every bad record
refused with cardlib's own error naming what is wrong."""

from __future__ import annotations

import pytest

import cardlib
from cardlib import black_maria, handjass, loo, mus
from cardlib.errors import CardlibError, IllegalActionError
from cardlib.game import RandomBot, from_record, play_out, record
from cardlib.gamerecord import readers_record


def played(state, steps: int, seed: int = 1):
    return play_out(state, RandomBot(seed), stop=lambda s: len(s.history) >= steps)


def test_a_record_names_the_game_its_changed_rules_the_deal_and_every_action():
    state = played(black_maria.new_game(4, seed=12, dealer=2, scoring="graded_hearts", pass_left=True), 6)
    text = record(state)
    head, actions = text.split(": ", 1)
    assert head == ("Black Maria · 4 players · seed 12 · dealer 2 · rules scoring=graded_hearts pass_left=True"
                    " · 6 actions")
    assert actions.split("; ") == [str(a) for a in state.history]
    assert from_record(text) == state


@pytest.mark.parametrize("module, players", [(black_maria, 3), (handjass, 2), (loo, 5), (mus, 4)])
def test_the_record_a_reader_is_shown_says_deal_number_and_reads_back(module, players):
    """The book says "seed" only for a deal's number, and the table calls it the deal number: the
    record a reader copies says "deal number 9", and reads back to the same game."""
    state = played(module.new_game(players, seed=9), 5)
    shown = readers_record(record(state))
    assert shown.split(" · ")[2] == "deal number 9" and "seed" not in shown
    assert shown == record(state).replace(" · seed 9 · ", " · deal number 9 · ")
    assert from_record(shown) == state
    with pytest.raises(CardlibError, match=r"the deal's number should read .*'deal number N'.*got 'deal number x'"):
        from_record(shown.replace("deal number 9", "deal number x"))


@pytest.mark.parametrize("module, players", [(black_maria, 3), (handjass, 2), (loo, 5), (mus, 4)])
def test_a_new_game_has_an_empty_record_that_reads_back(module, players):
    state = module.new_game(players, seed=4)
    text = record(state)
    assert text.endswith("standard rules · 0 actions:")
    assert from_record(text) == state


def test_the_kit_knows_all_four_games_once_cardlib_is_imported():
    from cardlib.gamerecord import recorded_games
    assert recorded_games() == ("Black Maria", "Mus", "Swiss Handjass", "Three-card Loo")
    assert cardlib.game.from_record is from_record


def test_mus_records_keep_a_bet_for_the_team_and_a_discard():
    state = played(mus.new_game(seed=9), 30, seed=3)
    assert from_record(record(state)) == state
    assert "\n" not in record(state)


def test_the_game_is_read_by_its_name_or_key_and_spacing_does_not_matter():
    state = played(loo.new_game(4, seed=3), 5)
    text = record(state).replace("Three-card Loo", "loo").replace(" · ", "  ·   ")
    assert from_record(text) == state


# Bad records: each refused with a message that names what is wrong.

def good_record():
    return record(played(handjass.new_game(3, seed=5, target=5), 8))


def test_another_games_record_is_refused_by_its_rules_or_its_first_action():
    text = good_record().replace("Swiss Handjass · 3 players", "Black Maria · 3 players")
    with pytest.raises(CardlibError, match="the record's rules are not Black Maria's: unknown Black Maria rule 'target'"):
        from_record(text)
    text = text.replace("rules target=5", "standard rules")
    first = text.split(": ", 1)[1].split("; ")[0]
    with pytest.raises(IllegalActionError, match=f"action 1 of 8, '{first}', is not an action seat 1 may take there; "
                                                 "the legal ones are pass "):
        from_record(text)


def test_a_record_cut_short_is_refused_with_the_counts():
    text = good_record()
    cut = text[:text.rindex("; ")]
    with pytest.raises(CardlibError, match="the record lists 8 actions but holds 7"):
        from_record(cut)
    with pytest.raises(CardlibError, match="not a game record"):
        from_record(text[:25])


def test_an_illegal_action_is_refused_with_the_rules_reason():
    state = played(black_maria.new_game(3, seed=2), 3)          # the three passes: trick play begins
    lead = state.legal_actions()[0]
    hand = state.hands[state.to_act]
    other = next(c for c in black_maria.pack(3) if c not in hand)
    text = record(state.apply(lead)).replace(str(lead), f"play {other}")
    with pytest.raises(IllegalActionError, match=rf"action 4 of 4, 'play {other}', is not legal there: .*{other}"):
        from_record(text)


def test_unparseable_action_text_lists_the_legal_actions():
    text = record(loo.new_game(4, seed=1)).replace("0 actions:", "1 action: fold")
    with pytest.raises(IllegalActionError, match=r"'fold', is not an action seat 1 may take there; the legal ones are play, pass"):
        from_record(text)


def test_an_action_after_the_end_is_refused():
    end = play_out(handjass.new_game(2, seed=1, target=3), RandomBot(2))
    text = record(end)
    count = len(end.history)
    text = text.replace(f"{count} actions:", f"{count + 1} actions:") + "; play"
    with pytest.raises(IllegalActionError, match=f"action {count + 1} of {count + 1}, 'play': the game is already over"):
        from_record(text)


def test_unknown_rules_and_bad_values_are_refused_by_name():
    base = record(mus.new_game(seed=1))
    with pytest.raises(CardlibError, match="the record's rules are not Mus's: unknown Mus rule 'trumps'"):
        from_record(base.replace("standard rules", "rules trumps=True"))
    with pytest.raises(CardlibError, match="target"):
        from_record(base.replace("standard rules", "rules target=-3"))
    with pytest.raises(CardlibError, match="should read name=value"):
        from_record(base.replace("standard rules", "rules target"))
    with pytest.raises(CardlibError, match="'standard rules' or 'rules name=value"):
        from_record(base.replace("standard rules", "house rules"))


def test_a_bad_seed_players_or_dealer_is_refused_naming_it():
    base = record(loo.new_game(4, seed=1))
    with pytest.raises(CardlibError, match=r"the deal's number should read 'seed N'.*got 'seed -1'"):
        from_record(base.replace("seed 1", "seed -1"))
    with pytest.raises(CardlibError, match=r"the deal's number .* got 'seed x'"):
        from_record(base.replace("seed 1", "seed x"))
    with pytest.raises(CardlibError, match="Loo is played by 3 to 7 players, not 9"):
        from_record(base.replace("4 players", "9 players"))
    with pytest.raises(CardlibError, match="first dealer must be a seat from 0 to 3, not 6"):
        from_record(base.replace("dealer 0", "dealer 6"))


def test_not_a_record_at_all():
    with pytest.raises(CardlibError, match="a record is a line of text, not int"):
        from_record(42)
    with pytest.raises(CardlibError, match="it names 'Chess'"):
        from_record("Chess · 2 players · seed 1 · dealer 0 · standard rules · 0 actions:")
    with pytest.raises(CardlibError, match="should start 'N actions:'"):
        from_record("Mus · 4 players · seed 1 · dealer 0 · standard rules · moves: mus")


def test_a_state_of_no_registered_game_has_no_record():
    from cardlib.game import GameState
    with pytest.raises(CardlibError, match="cannot write a record of a GameState"):
        record(GameState())
