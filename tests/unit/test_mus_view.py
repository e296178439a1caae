"""cardlib.mus.view: what one seat sees of a Mus game, and the play widget's buttons."""

import pytest

from cardlib import CardlibError, mus
from cardlib.game import Direction
from cardlib.mus import Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Quiero
from cardlib.game import story
from cardlib.mus.view import (last_showdown, lance_summary, seat_names, status_lines, table_view,
                              team_names, tries, words)

M19 = ["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"]


def m19(dealer=3):
    return mus.new_game(seed=19, dealer=dealer, hands=M19)


def test_the_viewer_sees_only_their_own_hand_until_the_game_is_over():
    view = table_view(m19(), 1)
    assert view.face_down == {0, 2, 3}
    assert view.direction is Direction.COUNTER_CLOCKWISE and view.dealer == 3 and view.to_act == 0
    assert view.labels == ("Seat 0 · mano", "You", "Seat 2", "Seat 3 · postre")
    svg = view.svg()
    assert "data-card='Co'" in svg and "data-card='Ro'" not in svg


def test_no_viewer_or_reveal_shows_every_hand():
    for view in (table_view(m19(), None), table_view(m19(), 0, reveal=True)):
        assert view.face_down == frozenset()
        assert all(f"data-card='{c}'" in view.svg() for c in "Ro Co 3o Sc".split())
    assert table_view(m19(), None).labels[0] == "Seat 0 · mano"


def test_a_finished_game_shows_every_hand():
    state = m19().apply(NoMus()).apply(Ordago()).apply(Quiero()).apply(Quiero())
    assert state.is_over
    view = table_view(state, 0)
    assert view.face_down == frozenset() and view.to_act is None
    assert view.status[0] == "Game over: your team won, 40-0"
    assert view.status[-2] == "Last score: your team +40, all-in bet (órdago) in Grande won by you"
    assert [str(c) for c in view.counters] == ["your team: 40", "their team: 0"]
    assert view.svg().count("<g class='cardlib-counter'><title>") == 2 and "<title>your team: 40.</title>" in view.svg()


def test_status_tells_the_lance_the_bet_and_the_score():
    state = m19().apply(NoMus()).apply(Envido(2))
    lines = status_lines(state, 1)
    assert lines[0] == "Deal 1 · Grande: their team bet 2; your team answer"
    assert lines[1] == "Score: their team 0, your team 0 (first to 40)"
    state = state.apply(NoQuiero()).apply(NoQuiero())
    lines = status_lines(state, 0)
    assert lines[0].startswith("Deal 1 · Chica: pass (paso), bet 2 or more (envido)")
    assert lines[1] == "Score: your team 1, their team 0 (first to 40)"
    assert lines[2] == "This deal: Grande refused, your team +1"


def test_status_announces_dientro():
    state = mus.new_game(seed=19, dealer=3, hands=M19, scores=(35, 10))
    assert status_lines(state, 0)[1].endswith("· within reach of the target (dientro): your team")


def test_lance_summaries():
    from cardlib.mus import LanceResult
    assert lance_summary(LanceResult("chica", "en paso"), 0) == "Chica passed by everyone (en paso)"
    assert lance_summary(LanceResult("juego", "accepted", 4), 0) == "Juego accepted at 4, paid at the showdown"
    assert lance_summary(LanceResult("pares", "no lance"), 0) == "Pares: nobody holds it"


def test_names_and_bad_viewers():
    assert seat_names(0) == ("You", "Seat 1", "Seat 2", "Seat 3")
    assert seat_names(3) == ("Seat 0", "Seat 1", "Seat 2", "You")
    assert team_names(1) == ("their team", "your team")
    for bad in (4, -1, True, "0"):
        with pytest.raises(CardlibError, match=repr(bad).replace("(", r"\(")):
            table_view(m19(), bad)
    with pytest.raises(CardlibError, match="expected a mus.State"):
        table_view("not a state", 0)


def test_narrate_names_the_seats_and_drops_the_action_line():
    start = m19().apply(NoMus()).apply(Envido(2)).apply(NoQuiero())
    after = start.apply(NoQuiero())
    names = dict(enumerate(seat_names(1)))
    lines = story(after.events_since(start), names, viewer=1, actions=False)
    assert lines == ["Grande refused: Seat 0 and Seat 2 win it and score 1 at once; a first bet refused is "
                     "worth 1 (rules §2.4)",
                     "Seat 0 and Seat 2 +1: Grande refused (rules §2.4)"]
    assert after.log[len(start.log)] == "Seat 3 refuses the bet (*no quiero*)"       # the decision itself, left out
    assert story(after.events_since(start), names, viewer=1)[0] == "Seat 3 refuses the bet (*no quiero*)"


def test_narration_says_you_deal_and_names_the_reason_once():
    """Issue wording: "Deal 4: You deal", and a bot's reason follows its action once."""
    from cardlib.mus.lessons import bot_game
    game = bot_game(seed=1)
    dealt = [e for e in game.events if e.kind == "new deal"]
    mine = next(e for e in dealt if e.seat == 0)
    assert mine.words(dict(enumerate(seat_names(0)))).endswith(": You deal, Seat 1 is mano")
    said = next(e for e in game.events if e.kind == "action" and str(e.action) == "no hay mus")
    line = said.words(dict(enumerate(seat_names(0))))
    assert line.count("no hay mus") == 1 and line.endswith(f" — {said.reason}")    # after the words' own brackets


def test_words_use_the_second_person():
    assert words("{seat0} {has} the best grande: {seat0} and {seat2} win the game (rules §2.4)") == \
        "You have the best grande: You and Seat 2 win the game (rules §2.4)"
    assert words("{seat1} and {seat3} +2: {seat0}'s juego of 31", 1) == "You and Seat 3 +2: Seat 0's juego of 31"
    assert words("{seat1}'s juego", 1) == "Your juego"


def test_the_last_showdown_comes_from_the_events():
    """§2.8: the hands face up, each contest's winner and points; refusals paid earlier count in the deal."""
    state = m19().apply(NoMus()).apply(Envido(2)).apply(NoQuiero()).apply(NoQuiero())
    assert last_showdown(state, 0) is None
    while state.deal_no == 1:
        state = state.apply(Paso())
    shown = last_showdown(state, 0)
    assert shown.number == 1 and [str(h) for h in shown.hands] == M19
    assert shown.labels == ("You · mano", "Seat 1", "Seat 2", "Seat 3 · postre")
    assert [(c.lance, c.status, c.team, c.points, c.earlier) for c in shown.contests] == [
        ("grande", "refused", 0, 0, 1), ("chica", "en paso", 0, 0, 0), ("pares", "en paso", 0, 1, 0),
        ("juego", "en paso", 0, 2, 0)]
    assert shown.points == (4, 0) == state.scores and not shown.ends_game
    assert shown.lines[1] == "Chica: Seat 2 has the best chica (ace, five, six, king); passed by everyone (en paso): nobody scores"
    assert "seat 2 wins Chica" in shown.contests[1].why


def test_tries_per_phase_are_short_and_end_with_an_illegal_one():
    state = m19()
    assert tries(state, 0) == [Mus(), NoMus()]
    assert tries(state, 1) == []                                   # not seat 1's turn
    betting = state.apply(NoMus())
    offered = tries(betting, 0)
    assert offered[:4] == [Paso(), Envido(2), Envido(5), Ordago()]
    assert all(betting.can(a) for a in offered[:-1]) and not betting.can(offered[-1])
    answer = tries(betting.apply(Envido(2)), 1)
    assert all(betting.apply(Envido(2)).can(a) for a in answer)
    discarding = state
    for _ in range(4):
        discarding = discarding.apply(Mus())
    offered = tries(discarding, 0)
    assert len(offered) == 6 and offered[-1] == Discard("")
    assert all(discarding.can(a) for a in offered[:-1]) and not discarding.can(offered[-1])


def test_the_next_deal_starts_with_what_the_last_showdown_revealed():
    state = m19().apply(NoMus())
    for _ in range(4):                       # everybody passes every lance: deal 1 ends, deal 2 starts
        while state.deal_no == 1 and state.betting is not None:
            state = state.apply(Paso())
    assert state.deal_no == 2 and state.phase is mus.Phase.MUS
    lines = status_lines(state, 0)
    # the hands in the words the rest of the table uses, never the book's typing codes
    assert lines[2] == ("Last deal: You held king of coins, king of cups, seven of coins and four of coins; "
                        "Seat 1 held horse of coins, horse of cups, jack of coins and ace of coins; "
                        "Seat 2 held three of coins, six of coins, five of coins and two of coins; "
                        "Seat 3 held jack of cups, seven of cups, seven of swords and four of cups; "
                        "your team +3, their team +0")
    # all passed: the pares and juego bonuses only, both to seat 0 (par 1, and 31 wins the tie: 2)
    assert [(e.lance, e.points) for e in state.ledger] == [("pares", 1), ("juego", 2)]
    # the bonus in English, the game's word in italics after it, in one bracket with its rule
    assert words(state.ledger[0].words, 0) == "Your pair (*par*, rules §3.3)"
    assert state.ledger[0].reason == "seat 0's pair (*par*, rules §3.3)"
    betting = state.apply(NoMus())
    assert not any(line.startswith("Last deal") for line in status_lines(betting, 0))
