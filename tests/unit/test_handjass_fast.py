"""Handjass's numpy path (cardlib.handjass.fast) follows the same rules as the pure engine: card
indices, the legal mask, random deals that count 157 and replay through the engine, and errors."""

import numpy as np
import pytest

from cardlib import CardlibError
from cardlib.cards import SWISS_36, Cards
from cardlib.handjass import legal_cards, trick_points, trick_winner
from cardlib.handjass.fast import CARDS, card_index, encode_hand, legal_mask, random_deals


def test_fast_card_indices_follow_the_pack_order():
    assert [card_index(c) for c in SWISS_36.cards] == list(range(36))
    assert CARDS == tuple(SWISS_36.cards)


@pytest.mark.parametrize("duty", [True, False])
def test_fast_legal_mask_equals_legal_cards_on_random_positions(duty):
    rng = np.random.default_rng(5)
    n = 4000
    hands = np.zeros((n, 36), dtype=bool)
    tricks = np.full((n, 3), -1)
    trumps = rng.integers(0, 4, n)
    positions = []
    for i in range(n):
        order = rng.permutation(36)
        size, lead = int(rng.integers(1, 10)), int(rng.integers(0, 4))
        hands[i, order[:size]] = True
        tricks[i, :lead] = order[size:size + lead]
        positions.append((Cards(CARDS[j] for j in order[:size]), Cards(CARDS[j] for j in order[size:size + lead])))
    mask = legal_mask(hands, tricks, trumps, overtrump_duty=duty)
    for i, (hand, trick) in enumerate(positions):
        expected = legal_cards(hand, trick, "SHDC"[trumps[i]], overtrump_duty=duty)
        assert {CARDS[j] for j in np.flatnonzero(mask[i])} == expected, (hand, trick, trumps[i])


def test_fast_every_random_deal_counts_157_and_plays_each_card_once():
    batch = random_deals(3000, seed=2)
    assert (batch.points.sum(axis=1) == 157).all()
    assert (np.sort(batch.plays, axis=1) == np.arange(36)).all()
    assert (batch.points >= 0).all()


def test_fast_random_deals_replay_through_the_pure_engine():
    """Each played card was legal, each trick went to the engine's winner, and the points match."""
    batch = random_deals(60, seed=9)
    for d in range(60):
        trump = "SHDC"[batch.trump[d]]
        hands = [set(CARDS[j] for j in batch.hands[d, p]) for p in range(4)]
        assert CARDS[batch.hands[d, 3, 8]].suit.value == trump          # the dealer's turned card
        points = [0] * 4
        leader = 0
        for t in range(9):
            trick = []
            for pos in range(4):
                player, card = batch.players[d, 4 * t + pos], CARDS[batch.plays[d, 4 * t + pos]]
                assert player == (leader + pos) % 4
                assert card in legal_cards(Cards(hands[player]), Cards(trick), trump)
                hands[player].remove(card)
                trick.append(card)
            leader = (leader + trick_winner(trick, trump)) % 4
            points[leader] += trick_points(trick, trump, last=t == 8)
        assert points == batch.points[d].tolist()


def test_fast_same_seed_same_batch():
    a, b = random_deals(50, seed=4), random_deals(50, seed=4)
    assert (a.plays == b.plays).all() and (a.points == b.points).all()


def test_bad_fast_input_is_refused_naming_it():
    with pytest.raises(CardlibError, match="0"):
        random_deals(0)
    with pytest.raises(CardlibError, match=r"\[7\]"):
        legal_mask(np.zeros((1, 36), bool), np.array([[0]]), np.array([7]))
    with pytest.raises(CardlibError, match="shapes"):
        legal_mask(np.zeros((1, 35), bool), np.array([[0]]), np.array([1]))
    assert encode_hand("AS 6C").sum() == 2
