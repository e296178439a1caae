"""Loo's bot (cardlib.loo.bot): the expected chips of each choice, the numbers it says it saw, legal
cards with reasons, and more chips than random players."""

from __future__ import annotations

import numpy as np
import pytest

from cardlib import CardlibError
from cardlib.game import RandomBot, play_out
from cardlib.loo import PLAY, LooBot, Phase, new_game
from cardlib.loo.bot import declaration_choice, stakes
from cardlib.loo.fast import Odds
from cardlib.loo.rules import Rules


def test_expected_chips_of_each_choice():
    odds = Odds(np.array([0.5, 0.3, 0.2, 0.0]), np.array([0.2, 0.4, 0.3, 0.1]), 3, 0, 100)
    choice = declaration_choice(odds, 18, Rules())
    assert choice.third == 6 and choice.third_bought == 7
    assert choice.expected["play"] == pytest.approx(6 * 0.7 - 3 * 0.5)
    assert choice.expected["buy"] == pytest.approx(-3 + 7 * 1.3 - 3 * 0.2)
    assert choice.expected["pass"] == 0 and choice.best == "buy"
    assert stakes(18, Rules(unlimited_loo=True, loo_cap=12)) == (6, 7, 3, 12, 12)
    dealer = declaration_choice(odds, 18, Rules(), allowed=("play",))
    assert list(dealer.expected) == ["play"] and dealer.best == "play"


def test_the_bot_says_the_numbers_it_saw():
    game = new_game(4, seed=3)
    decision = LooBot(seed=1, trials=3000).choose(game)
    assert decision.action in game.legal_actions()
    plain, figures = decision.reason.split(". In figures: ")
    for words in ("takes at least one trick", "% of the time", "chips on average", "pass 0"):
        assert words in plain or (words == "pass 0" and "passing is worth 0 chips" in plain)
    for words in ("takes no trick", "one trick", "all three", "%", "pot of 12"):
        assert words in figures
    choice = LooBot(seed=1, trials=3000).choice(game)
    assert set(choice.expected) == {"play", "pass", "buy"}
    assert str(choice.action) in decision.reason.split(":")[0]


def test_the_bot_plays_legal_cards_with_reasons():
    state = new_game(4, seed=8).apply(PLAY).apply(PLAY).apply(PLAY).apply(PLAY)
    bot = LooBot(seed=2, trials=500)
    with pytest.raises(CardlibError, match="only while the players declare"):
        bot.choice(state)
    while state.phase is Phase.PLAY:
        decision = bot.choose(state)
        assert decision.action in state.legal_actions() and decision.reason.startswith(str(decision.action))
        state = state.apply(decision.action, reason=decision.reason)


def test_the_bot_takes_more_chips_than_random_players():
    total, deals = 0, 0
    for seed in range(12):
        bots = {0: LooBot(seed, trials=1000), **{s: RandomBot(100 * seed + s) for s in range(1, 4)}}
        end = play_out(new_game(4, seed=seed), bots)
        total += end.chips[0] - 12
        deals += len(end.deals)
    assert total / deals > 0
