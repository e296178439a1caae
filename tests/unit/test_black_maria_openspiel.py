"""Black Maria against OpenSpiel's ``hearts`` (a test-only dependency, like jass-kit for Handjass).

OpenSpiel plays 4-player American Hearts. With its hearts-only rules turned off (no pass, points
allowed on the first trick, hearts need not be broken), its follow-suit rule and its trick winner are
Black Maria's (rules §2.4): we replay thousands of random positions through both and compare the
legal cards and every trick's winner, and each seat's points under the note-1 scheme (hearts 1,
♠Q 13), which is what OpenSpiel counts. The one rule OpenSpiel keeps, a club lead to the first
trick, is left out of the comparison: the first lead is the only position not compared.
"""

from __future__ import annotations

import numpy as np
import pytest

from cardlib.black_maria import legal_cards, parse_card, penalty, trick_winner

pyspiel = pytest.importorskip("pyspiel")

PARAMS = {"pass_cards": False, "no_pts_on_first_trick": False, "must_break_hearts": False,
          "qs_breaks_hearts": False, "can_lead_any_club": True, "jd_bonus": False,
          "avoid_all_tricks_bonus": False}


def hand_of(state, player: int) -> set:
    """The player's hand, read from OpenSpiel's information state ("Hand:" then a line per suit)."""
    lines = state.information_state_string(player).splitlines()
    start = lines.index("Hand: ") if "Hand: " in lines else lines.index("Hand:")
    cards = set()
    for line in lines[start + 1:start + 5]:
        suit, _, ranks = line.partition(" ")
        if ranks.strip() != "none":                        # an empty suit reads "none"
            cards |= {parse_card(r + suit) for r in ranks.strip()}
    return cards


def random_deal(game, rng):
    state = game.new_initial_state()
    state.apply_action(0)                                  # "No Pass"
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.integers(len(outcomes))][0])
    return state


def test_follow_suit_and_trick_winners_agree_with_openspiel_hearts():
    game = pyspiel.load_game("hearts", PARAMS)
    rng = np.random.default_rng(2026)
    positions = tricks = 0
    for _ in range(160):
        state = random_deal(game, rng)
        taken = [[] for _ in range(4)]
        trick, seats = [], []
        while not state.is_terminal():
            player = state.current_player()
            legal = state.legal_actions()
            if trick or tricks_done(taken):
                ours = legal_cards(sorted(hand_of(state, player), key=str), trick)
                theirs = {parse_card(state.action_to_string(a)) for a in legal}
                assert ours == theirs, (sorted(map(str, ours)), sorted(map(str, theirs)), trick)
                positions += 1
            action = legal[rng.integers(len(legal))]
            trick.append(parse_card(state.action_to_string(action)))
            seats.append(player)
            state.apply_action(action)
            if len(trick) == 4:
                winner = seats[trick_winner(trick)]
                if not state.is_terminal():
                    assert state.current_player() == winner
                taken[winner] += trick
                trick, seats = [], []
                tricks += 1
        points = [penalty(cards, "hearts_and_queen") for cards in taken]
        returns = state.returns()
        assert len(set(np.round(np.add(returns, points), 6))) == 1, (returns, points)   # returns = C - points
    assert positions > 7000 and tricks == 160 * 13


def tricks_done(taken) -> bool:
    return any(taken)
