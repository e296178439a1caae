"""Black Maria's batched playouts (cardlib.black_maria.fast): legal masks against the rulings, the
bot's batched policy against the engine's bot, conservation of penalty points, and errors."""

from __future__ import annotations

import numpy as np
import pytest

from cardlib import CardlibError
from cardlib.black_maria import BlackMariaBot, Phase, new_game, rulings
from cardlib.black_maria.fast import (CARDS, _draw_bit, card_index, deals, decode, encode, legal_bits, legal_mask,
                                      to_bits)
from cardlib.game import play_out, RandomBot


def random_positions(count: int, seed: int):
    """Hands and tricks in progress from random games of 3 to 7 players (trick number, broken)."""
    rng = np.random.default_rng(seed)
    found = []
    while len(found) < count:
        players = int(rng.integers(3, 8))
        state = new_game(players, seed=int(rng.integers(10**6)), end_mode="deals", num_deals=1)
        bot = RandomBot(int(rng.integers(10**6)))
        while not state.is_over and len(found) < count:
            if state.phase is Phase.PLAY:
                found.append((state.play.hand, state.play.trick.cards, state.play.number + 1, state.hearts_broken))
            state = state.apply(bot.choose(state).action)
    return found


@pytest.mark.parametrize("options", [{}, {"no_heart_lead_early": True}, {"hearts_broken": True},
                                     {"no_heart_lead_early": True, "hearts_broken": True}])
def test_legal_mask_agrees_with_the_rulings(options):
    """fast.legal_mask gives exactly the cards the rulings allow (rules §2.4, note 4, §5.2, B-A5)."""
    positions = random_positions(1500, seed=len(options) + 3 * ("hearts_broken" in options))
    hands = np.zeros((len(positions), 52), dtype=bool)
    tricks = np.full((len(positions), 6), -1)
    numbers, broken = np.empty(len(positions), int), np.empty(len(positions), bool)
    for i, (hand, trick, number, brk) in enumerate(positions):
        hands[i, [card_index(c) for c in hand]] = True
        tricks[i, :len(trick)] = [card_index(c) for c in trick]
        numbers[i], broken[i] = number, brk
    mask = legal_mask(hands, tricks, trick_number=numbers, broken=broken, **options)
    for i, (hand, trick, number, brk) in enumerate(positions):
        expected = {r.card for r in rulings(hand, trick, trick_number=number, broken=brk, **options) if r.legal}
        assert set(decode(np.flatnonzero(mask[i]))) == expected


@pytest.mark.parametrize("options", [{}, {"no_heart_lead_early": True}, {"hearts_broken": True}])
def test_legal_bits_agree_with_the_rulings(options):
    """The random playouts' legal cards (hands as 64-bit words) are the rulings' (rules §2.4, note 4, §5.2)."""
    positions = random_positions(1500, seed=11 + len(options))
    hands = np.array([to_bits(encode(hand)) for hand, _, _, _ in positions], dtype=np.uint64)
    led = np.array([card_index(trick[0]) // 13 if trick else -1 for _, trick, _, _ in positions])
    ban = np.array([bool(options.get("no_heart_lead_early")) and number <= 2
                    or bool(options.get("hearts_broken")) and not brk for _, _, number, brk in positions])
    words = legal_bits(hands, led, ban)
    for i, (hand, trick, number, brk) in enumerate(positions):
        expected = {r.card for r in rulings(hand, trick, trick_number=number, broken=brk, **options) if r.legal}
        assert {CARDS[c] for c in range(52) if int(words[i]) >> c & 1} == expected


def test_random_draw_is_uniform_over_the_legal_cards():
    """Each set bit of a word is drawn about equally often (a uniformly random legal card)."""
    word = to_bits(encode("QS 9S 2H AD 5D 3C"))
    rng = np.random.default_rng(4)
    drawn = _draw_bit(np.full(60000, word, dtype=np.uint64), rng.random(60000))
    counts = np.bincount(drawn, minlength=52)
    assert set(np.flatnonzero(counts)) == set(encode("QS 9S 2H AD 5D 3C"))
    assert counts[counts > 0].min() > 9400 and counts.max() < 10600        # 10,000 expected each


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_batched_bot_plays_the_deal_the_engines_bot_plays(players):
    """fast.deals(policy='bot') passes and plays as BlackMariaBot does: the same deal gives the same penalties."""
    for seed in range(6):
        game = new_game(players, seed=seed, end_mode="deals", num_deals=1)
        end = play_out(game, BlackMariaBot())
        dealt = np.array([[encode(h) for h in game.hands]])
        batch = deals(1, players, policy="bot", dealt=dealt)
        assert tuple(batch.taken[0]) == end.deals[0].taken
        passed = [tuple(sorted(decode(batch.passed[0, s]), key=CARDS.index)) for s in range(players)]
        assert passed == list(end.deals[0].passed)


@pytest.mark.parametrize("scoring, total", [("standard", 43), ("hearts_and_queen", 26), ("graded_hearts", 36)])
def test_every_deal_holds_the_schemes_total(scoring, total):
    """Rules §1.4, notes 1 and 2: 43, 26, 36 points a deal, in random and bot playouts of every size."""
    for players in range(3, 8):
        for policy in ("random", "bot"):
            batch = deals(300, players, seed=players, policy=policy, scoring=scoring)
            assert (batch.taken.sum(axis=1) == total).all()
            every = np.sort(batch.held.reshape(300, -1), axis=1)
            assert (every == np.sort(batch.dealt.reshape(300, -1), axis=1)).all()


def test_taking_everything_in_batches():
    """Rules §5.1 note 5: where a seat took every penalty card it scores minus the total, the others 0."""
    batch = deals(20000, 3, seed=1, taking_everything=True)
    took = (batch.taken == 43).any(axis=1)
    assert took.any()
    assert (batch.scored[took].sum(axis=1) == -43).all() and (batch.scored[~took] == batch.taken[~took]).all()


def test_passes_move_three_cards_each_way():
    """Rules §2.2, note 3a: each seat's hand after the pass is its deal minus its three plus its neighbour's."""
    for left in (False, True):
        batch = deals(200, 5, seed=3, pass_left=left)
        for s in range(5):
            giver = (s - 1) % 5 if left else (s + 1) % 5
            for row in range(200):
                expected = set(batch.dealt[row, s]) - set(batch.passed[row, s]) | set(batch.passed[row, giver])
                assert set(batch.held[row, s]) == expected


def test_pass_restrictions_hold_in_batches():
    """Rules §5.1 note 3b: under option (ii) no batch pass holds ♠Q, ♠A or ♠K unless B-A4 forces it."""
    batch = deals(3000, 3, seed=2, pass_restriction="queen_ace_king")
    assert not np.isin(batch.passed, [0, 1, 2]).any()


def test_fixed_hand_and_pass():
    hand = "QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D"
    batch = deals(500, 4, seed=1, policy="bot", fixed_hand=(2, hand), fixed_pass="QS AH 9D")
    assert (np.sort(batch.dealt[:, 2], axis=1) == encode(hand)).all()
    assert (np.sort(batch.passed[:, 2], axis=1) == encode("QS AH 9D")).all()
    assert (batch.queen_holder == 1).all()            # seat 2 passes to seat 1


def test_bad_options_are_refused():
    with pytest.raises(CardlibError, match="unknown policy 'clever'"):
        deals(10, policy="clever")
    with pytest.raises(CardlibError, match="played by 3 to 7 players, not 2"):
        deals(10, players=2)
    with pytest.raises(CardlibError, match="scoring='x' is not allowed"):
        deals(10, scoring="x")
    with pytest.raises(CardlibError, match="a fixed hand for 4 players is 13 cards"):
        deals(10, fixed_hand=(0, "QS KS"))
    with pytest.raises(CardlibError, match="whole number 1 or more"):
        deals(0)
