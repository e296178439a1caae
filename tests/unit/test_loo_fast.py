"""Loo's numpy path (cardlib.loo.fast): legal masks against the rulings, the fast greedy playout
against the plain one, random playouts that play only legal cards, and the odds."""

from __future__ import annotations

import numpy as np
import pytest

from cardlib import CardlibError
from cardlib.loo import PLAY, LooBot, Phase, legal_cards, new_game, rulings
from cardlib.loo.fast import (BANK, CARDS, _greedy_tricks, batch_odds, card_index, decision_odds, decode,
                              encode_hand, legal_mask, playout, random_deals)


def test_legal_mask_agrees_with_the_rulings_on_random_positions():
    rng = np.random.default_rng(5)
    for _ in range(400):
        order = rng.permutation(52)
        size = int(rng.integers(1, 4))
        lead_count = int(rng.integers(0, 5))
        hand, trick = decode(order[:size]), decode(order[size:size + lead_count])
        trump = int(rng.integers(4))
        row = np.array([encode_hand(hand)])
        played = np.array([[card_index(c) for c in trick] + [-1] * (6 - len(trick))])
        mask = legal_mask(row, played, np.array([trump]))
        got = {CARDS[i] for i in np.flatnonzero(mask[0])}
        expected = {r.card for r in rulings(hand, trick, "SHDC"[trump]) if r.legal}
        assert got == expected, (hand, trick, trump)


def test_legal_mask_refuses_bad_shapes_and_trumps():
    with pytest.raises(CardlibError, match="expected hands"):
        legal_mask(np.zeros((2, 36), bool), np.zeros((2, 1)), np.zeros(2))
    with pytest.raises(CardlibError, match="trump suits are 0-3"):
        legal_mask(np.zeros((1, 52), bool), np.zeros((1, 1)), np.array([4]))


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_random_playouts_play_only_cards_the_rulings_allow(policy):
    batch = random_deals(300, players=5, seed=2, policy=policy) if policy == "random" else None
    if batch is None:
        rng = np.random.default_rng(3)
        hands = np.stack([rng.permutation(52)[:15].reshape(5, 3) for _ in range(300)])
        trump = rng.integers(0, 4, 300)
        _, plays, who = playout(hands, trump, policy="greedy", record=True)
    else:
        hands, trump, plays, who = batch.hands, batch.trump, batch.plays, batch.players
    for d in range(len(hands)):
        held = {p: list(decode(hands[d, p])) for p in range(5)}
        for t in range(3):
            trick = []
            for k in range(5):
                seat, card = int(who[d, 5 * t + k]), CARDS[int(plays[d, 5 * t + k])]
                assert card in legal_cards(held[seat], trick, "SHDC"[int(trump[d])])
                held[seat].remove(card)
                trick.append(card)
    if batch is not None:
        assert (batch.tricks.sum(axis=1) == 3).all()


@pytest.mark.parametrize("players, deals", [(3, 2000), (5, 2000), (7, 2000), (7, 40_000)])
def test_the_fast_greedy_playout_equals_the_plain_one(players, deals):
    # 40,000 deals of 7: flat indices past the int16 range (seat * deals + deal) are computed right
    rng = np.random.default_rng(players + deals)
    hands = np.stack([rng.permutation(52)[:3 * players].reshape(players, 3) for _ in range(deals)])
    for trump in range(4) if deals <= 2000 else (int(rng.integers(4)),):
        fast = _greedy_tricks(hands, trump)
        plain = playout(hands, np.full(len(hands), trump), policy="greedy")
        assert (fast == plain).all()


@pytest.mark.parametrize("players", [3, 4, 7])
def test_the_fast_greedy_playout_is_the_bots_card_play_through_the_game(players):
    # The odds assume the bot's own card play (rules §2.5 through the game engine, ties to the first
    # card held): every deal played by LooBot is won trick for trick as the table playout says.
    bot = LooBot(seed=0, trials=1)
    for seed in range(25):
        state = new_game(players, seed=seed)
        while state.phase is Phase.DECLARE:
            state = state.apply(PLAY)
        order = state.participants
        hands = np.array([[[card_index(c) for c in state.hands[s]] for s in order]])
        trump = "SHDC".index(state.trump.value)
        while state.phase is Phase.PLAY:
            state = state.apply(bot.choose(state).action)
        winners = [e.seat for e in state.events if e.kind == "trick"]
        assert len(winners) == 3
        expected = _greedy_tricks(hands, trump)[0]
        assert [winners.count(s) for s in order] == expected.tolist(), (seed, state.trump, hands)


def _plain_odds(hand, trump, dealt, position):
    """The odds of ``hand`` and of the dummy from deals ``dealt`` ((k, n) card indices: the opponents'
    cards three by three, then the dummy), played out by the plain :func:`playout`."""
    k, n = dealt.shape
    others = dealt[:-3].T.reshape(n, (k - 3) // 3, 3)
    t = "SHDC".index(trump)
    odds = []
    for cards in (np.broadcast_to([card_index(c) for c in hand.split()], (n, 3)), dealt[-3:].T):
        seats = np.concatenate([others[:, :position], cards[:, None, :], others[:, position:]], axis=1)
        won = playout(seats, np.full(n, t), policy="greedy")[:, position]
        odds.append(np.bincount(won, minlength=4) / n)
    return odds


@pytest.mark.parametrize("opponents", [1, 2, 3, 4, 5, 6])
def test_decision_odds_are_the_plain_playout_of_the_same_deals(opponents):
    # Every seat of the first trick, 1 to 6 opponents: the same deals (drawn as decision_odds draws
    # them) played by the plain engine give exactly the same odds, the hand's and the dummy's.
    unseen = np.array(sorted(set(range(52)) - {card_index(c) for c in ("QS", "7H", "2D", "9S")}))
    for position in range(opponents + 1):
        seed = 10 * opponents + position
        dealt = BANK.columns(unseen, 3000, 3 * opponents + 3, np.random.default_rng(seed))
        hand, dummy = _plain_odds("QS 7H 2D", "S", dealt, position)
        odds = decision_odds("QS 7H 2D", "S", opponents, position=position, turned="9S", trials=3000, seed=seed)
        assert (odds.hand == hand).all() and (odds.dummy == dummy).all(), position


@pytest.mark.parametrize("hand, trump, turned, opponents, position", [
    ("QS 7H 2D", "S", "9S", 4, 1), ("KH 10H 3C", "D", None, 2, 2), ("AC 5C 5D", "C", "JC", 6, 0),
])
def test_decision_odds_agree_with_independently_shuffled_deals(hand, trump, turned, opponents, position):
    # Honest Monte Carlo: 100,000 deals from the bank against 40,000 deals each shuffled on its own
    # and played by the plain engine; every probability within 5 standard errors of the difference.
    seen = {card_index(c) for c in hand.split()} | ({card_index(turned)} if turned else set())
    unseen = np.array(sorted(set(range(52)) - seen))
    n = 40_000
    rng = np.random.default_rng(2024)
    dealt = rng.permuted(np.tile(unseen, (n, 1)), axis=1)[:, :3 * opponents + 3].T
    plain = _plain_odds(hand, trump, dealt, position)
    odds = decision_odds(hand, trump, opponents, position=position, turned=turned, trials=100_000, seed=5)
    for got, expected in zip((odds.hand, odds.dummy), plain):
        error = np.sqrt(expected * (1 - expected) * (1 / n + 1 / odds.trials)) + 1e-9
        assert (np.abs(got - expected) < 5 * error).all(), (got, expected)


@pytest.mark.parametrize("hand, trump, turned, opponents, position", [
    ("QS 7H 2D", "S", "9S", 4, 1), ("KH 10H 3C", "D", "2D", 2, 2), ("AC 5C 5D", "C", "JC", 6, 0),
])
def test_batch_odds_agree_with_decision_odds(hand, trump, turned, opponents, position):
    # The batched odds of many hands (the expert's playouts declare with them) against the odds of
    # one hand: 200 rows of 500 deals and 100,000 deals, within 5 standard errors of the difference.
    cards = [card_index(c) for c in hand.split()]
    rows = batch_odds(np.tile(cards, (200, 1)), "SHDC".index(trump), card_index(turned),
                      np.full(200, opponents), np.full(200, position), 500, np.random.default_rng(3))
    odds = decision_odds(hand, trump, opponents, position=position, turned=turned, trials=100_000, seed=5)
    tricks = np.arange(4)
    for i, probs in enumerate((odds.hand, odds.dummy)):
        none, mean = rows[:, 2 * i].mean(), rows[:, 2 * i + 1].mean()
        assert abs(none - probs[0]) < 5 * np.sqrt(probs[0] * (1 - probs[0]) * (1 / 100_000 + 1 / 100_000)) + 1e-9
        spread = np.sqrt(probs @ tricks ** 2 - (probs @ tricks) ** 2)
        assert abs(mean - probs @ tricks) < 5 * spread * np.sqrt(2 / 100_000) + 1e-9


def test_batch_odds_of_each_row_are_its_own_hand():
    rows = batch_odds(np.array([[card_index(c) for c in h.split()] for h in ("AS KS QS", "2H 3D 4C")]), 0,
                      card_index("9S"), np.array([4, 4]), np.array([2, 2]), 2000, np.random.default_rng(1))
    assert rows[0, :2].tolist() == [0.0, 3.0]                # the three top trumps take every trick
    assert rows[1, 0] > 0.8 and rows[1, 1] < 0.3 and 0 < rows[1, 2] < 0.6


def test_decision_odds_sum_to_one_and_see_sure_hands():
    top = decision_odds("AS KS QS", "S", opponents=4, trials=3000, seed=1)
    assert top.hand[3] == 1.0
    odds = decision_odds("2H 3D 4C", "S", opponents=4, position=2, turned="9S", trials=5000, seed=1)
    assert abs(odds.hand.sum() - 1) < 1e-9 and abs(odds.dummy.sum() - 1) < 1e-9
    assert odds.hand[0] > 0.8 and odds.dummy[0] < odds.hand[0]       # any dummy beats three low cards
    again = decision_odds("2H 3D 4C", "S", opponents=4, position=2, turned="9S", trials=5000, seed=1)
    assert (again.hand == odds.hand).all()


@pytest.mark.parametrize("kwargs, match", [
    ({"hand": "2H 3D"}, "3 cards"), ({"opponents": 7}, "opponents must be 1 to 6"),
    ({"position": 5}, "position must be"), ({"trials": 0}, "trials"), ({"turned": "2H"}, "cannot be in the hand"),
    ({"turned": "9H"}, "makes hearts trumps"),
])
def test_decision_odds_refuse_bad_input(kwargs, match):
    args = {"hand": "2H 3D 4C", "trump": "S", "opponents": 3, **kwargs}
    with pytest.raises(CardlibError, match=match):
        decision_odds(args.pop("hand"), args.pop("trump"), args.pop("opponents"), **args)


def test_simulated_deals_are_distinct_cards_of_the_unseen_and_repeat_with_the_seed():
    from cardlib.loo.fast import BANK_ROWS
    pool = np.array(sorted(set(range(52)) - {0, 13, 26, 39}))
    for n, k in ((1000, 21), (BANK_ROWS, 9), (BANK_ROWS + 5, 6)):
        drawn = BANK.columns(pool, n, k, np.random.default_rng(n)).T
        assert drawn.shape == (n, k)
        assert np.isin(drawn, pool).all()
        assert all(len(set(row)) == k for row in drawn[:500].tolist())
    first = decision_odds("2H 3D 4C", "S", opponents=3, trials=20_000, seed=9)
    decision_odds("2H 3D 4C", "S", opponents=3, trials=150_000, seed=1)          # history does not matter
    again = decision_odds("2H 3D 4C", "S", opponents=3, trials=20_000, seed=9)
    assert (first.hand == again.hand).all() and (first.dummy == again.dummy).all()
    other = decision_odds("2H 3D 4C", "S", opponents=3, trials=20_000, seed=10)
    assert abs(other.hand[0] - first.hand[0]) < 0.03                                # same odds, other deals
