"""Handjass State in small records: the declaring, Weis and Stöck, the scoreboard; the count and
who leaves the game as pure functions; the declarations as a str Enum; and the same games as
the record of 240 seeded games (handjass_games.json; ``python tests/unit/test_handjass_records.py``
writes it again from the code as it is)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardlib import CardlibError
from cardlib.cards import Suit
from cardlib.game import RandomBot, play_out
from cardlib.handjass import PASS, PLAY, TAKE_BLIND, Declaration, Declare, HandjassBot, Play, State, new_game
from cardlib.handjass.records import Announcements, Declaring, Scoreboard
from cardlib.handjass.scoring import deal_totals, settle

VARIANTS = [{}, {"twelve_cards": True}, {"bessern_3p": True, "bessern_2p": True},
            {"berner": True, "potato_bonus": True},
            {"potato_line": 21, "modern_weis": True, "overtrump_duty": False}, {"target": 3}]


def _seeded_game(i: int) -> State:
    """Game ``i``: 2, 3 or 4 players, one of the variants, bots or random play; short games (target 3)."""
    players, rules = 2 + (i // 6) % 3, dict(VARIANTS[i % 6])
    state = new_game(players, seed=i, **{"target": 3, **rules})
    bots = RandomBot(i) if (i // 18) % 2 else {s: HandjassBot(seed=s) for s in range(players)}
    return play_out(state, bots)


RECORD = Path(__file__).with_name("handjass_games.json")


def _rules_words(i: int) -> str:
    rules = {"target": 3, **VARIANTS[i % 6]}
    return ", ".join(f"{k}={v}" for k, v in rules.items())


def _record(i: int, state: State) -> dict:
    """What one whole game is, in readable fields: who played under which rules, how many actions,
    each deal's trumps, outcome, totals and strokes, the end, and how many events told it."""
    return {
        "game": i, "players": state.players, "rules": _rules_words(i),
        "bots": "random" if (i // 18) % 2 else "HandjassBot",
        "actions": len(state.history), "last action": str(state.history[-1]),
        "deals": [f"{d.trump.symbol} {d.outcome}" + (f", totals {' '.join(map(str, d.totals))}" if d.totals else "")
                  + f", strokes {' '.join(map(str, d.strokes))}" for d in state.deals],
        "scores": list(state.scores), "loser": state.loser,
        "events": len(state.events), "last words": state.events[-1].words(),
    }


def write_record() -> None:
    """Write the record of the 240 games from the code as it is (run this module as a script after a
    change that alters the games on purpose, and say in the commit why they changed)."""
    games = [_record(i, _seeded_game(i)) for i in range(240)]
    RECORD.write_text("[\n" + ",\n".join(json.dumps(g, ensure_ascii=False) for g in games) + "\n]\n",
                      encoding="utf-8")


def test_the_same_seeds_give_the_same_games_as_the_record():
    """240 seeded games (every player count and variant, bots and random play) give the games recorded
    in handjass_games.json: each game's actions, deals (trumps, outcome, totals, strokes), scores,
    loser, events and last words, compared field by field, so that a failure names the game and
    what changed in it. (The record was written by the code that the former sha256 digests pinned.)"""
    recorded = json.loads(RECORD.read_text(encoding="utf-8"))
    assert [g["game"] for g in recorded] == list(range(240))
    changed = []
    for want in recorded:
        got = _record(want["game"], _seeded_game(want["game"]))
        for name, value in want.items():
            if got[name] != value:
                changed.append(f"game {want['game']} ({want['players']} players, {want['rules']}, {want['bots']}): "
                               f"{name} is {got[name]!r}, the record says {value!r}")
    assert not changed, f"{len(changed)} fields changed:\n" + "\n".join(changed[:20])


# --------------------------------------------------------------------------- the records

def test_a_state_keeps_its_parts_in_records_and_reads_them_through():
    state = new_game(3, seed=2)
    assert isinstance(state.declaring, Declaring) and isinstance(state.announcements, Announcements)
    assert isinstance(state.board, Scoreboard)
    assert state.trump is state.declaring.trump and state.blind == state.declaring.blind
    assert state.deals == state.board.deals == () and state.scores == (0, 0, 0)


def test_the_weis_contest_is_decided_once_after_the_first_trick():
    """§2.3: the contest's winner is kept after trick 1, and the count and the deal record use it."""
    for seed in range(40):
        state = new_game(4, seed=seed)
        while not state.deals and not state.is_over:
            announcing = [a for a in state.legal_actions() if isinstance(a, Play) and a.weis is not None]
            state = state.apply(announcing[0] if announcing else state.legal_actions()[0])
            if state.trick_no == 1 and state.announced:
                found = state.announcements
                assert found.winner is not None and found.shown
                weis_event = [e for e in state.events if e.kind == "weis"][-1]
                assert weis_event.seat == found.winner and weis_event["weis"] == found.shown
        record = state.deals[0]
        if record.outcome == "played" and record.weis_winner is not None:
            return
    pytest.fail("no played deal with a Weis in 40 seeds")


def test_declaring_moves_cards_without_changing_its_input():
    state = new_game(3, seed=2)                      # 3-blind: the turned card lies on the Blind
    before = state.declaring
    after = before.take_blind(1)
    assert after.hands[1] == before.blind and after.blind == () and after.out == before.hands[1]
    assert before.blind and before.hands[1] != after.hands[1]


def test_the_scoreboard_adds_strokes_and_circles():
    board = Scoreboard(strokes=(1, 0), circles=(0, 2)).add((2, -1))
    assert board.strokes == (3, 0) and board.circles == (0, 3) and board.scores == (3, -3)


def test_the_count_of_a_deal_is_a_pure_function():
    """§2.4: card points, the last trick's 5, the Weis of the contest's winner, 20 per Stöck."""
    card_pts, totals = deal_totals([("JH", "9H"), ("AS",), ("6S",)], [0, 1], Suit.HEARTS, last_trick=0,
                                   weis_winner=1, weis_points=20, stoeck=[1])
    assert card_pts == (34, 11, None) and totals == (39, 51, None)


@pytest.mark.parametrize("net, in_game, leaving, staying", [
    ((3, 5, 2), (0, 1, 2), (), (0, 1, 2)),           # nobody reached the target
    ((7, 5, 2), (0, 1, 2), (0,), (1, 2)),            # one leaves, safe
    ((8, 7), (0, 1), (0,), (1,)),                    # everyone reached: the lowest stays and loses
    ((7, 7, 9), (0, 1, 2), (2,), (0, 1)),            # tied on the lowest: both stay for a deciding deal
])
def test_who_leaves_the_game_is_a_pure_function(net, in_game, leaving, staying):
    """Rules §4 and H-A13."""
    assert settle(net, in_game, 7) == (leaving, staying)


# --------------------------------------------------------------------------- the choices

def test_the_declarations_are_a_str_enum_that_reads_as_the_old_words():
    assert PLAY.choice is Declaration.PLAY and Declare("pass") == PASS and Declare(Declaration.BLIND) == TAKE_BLIND
    assert Declaration.PASS == "pass" and str(Declaration.BLIND) == "blind" and f"{Declaration.PLAY}" == "play"
    assert [str(a) for a in (PLAY, PASS, TAKE_BLIND)] == ["play", "pass", "take the Blind"]
    state = new_game(4, seed=1).apply(PLAY).apply(PASS)
    assert state.declared[1] == "play" and state.declared[2] is Declaration.PASS


def test_a_declaration_that_is_not_a_choice_is_refused_with_its_value():
    with pytest.raises(CardlibError, match=r"'fold'.*rules §2.2"):
        Declare("fold")


if __name__ == "__main__":
    write_record()
