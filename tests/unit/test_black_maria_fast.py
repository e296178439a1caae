"""Black Maria's batched playouts (cardlib.black_maria.fast): legal masks against the rulings, the
bot's batched policy against the engine's bot, conservation of penalty points, and errors."""

from __future__ import annotations

import numpy as np
import pytest

from cardlib import CardlibError
from cardlib import batch as batch_kit
from cardlib.black_maria import BlackMariaBot, Phase, fast, new_game, penalty, rulings, trick_winner
from cardlib.black_maria.fast import (CARDS, card_index, random_deals, decode, encode_hand, legal_bits, legal_mask,
                                      to_bits)
from cardlib.game import play_out, RandomBot

QUEEN_SPADES = CARDS[2]


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
    hands = np.array([to_bits(encode_hand(hand)) for hand, _, _, _ in positions], dtype=np.uint64)
    led = np.array([card_index(trick[0]) // 13 if trick else -1 for _, trick, _, _ in positions])
    ban = np.array([bool(options.get("no_heart_lead_early")) and number <= 2
                    or bool(options.get("hearts_broken")) and not brk for _, _, number, brk in positions])
    words = legal_bits(hands, led, ban)
    for i, (hand, trick, number, brk) in enumerate(positions):
        expected = {r.card for r in rulings(hand, trick, trick_number=number, broken=brk, **options) if r.legal}
        assert {CARDS[c] for c in range(52) if int(words[i]) >> c & 1} == expected


def test_random_draw_is_uniform_over_the_legal_cards():
    """Each set bit of a word is drawn about equally often (a uniformly random legal card)."""
    word = to_bits(encode_hand("QS 9S 2H AD 5D 3C"))
    rng = np.random.default_rng(4)
    drawn = batch_kit.draw_bit(np.full(60000, word, dtype=np.uint64), rng.random(60000))
    counts = np.bincount(drawn, minlength=52)
    assert set(np.flatnonzero(counts)) == set(encode_hand("QS 9S 2H AD 5D 3C"))
    assert counts[counts > 0].min() > 9400 and counts.max() < 10600        # 10,000 expected each


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_batched_bot_plays_the_deal_the_engines_bot_plays(players):
    """fast.random_deals(policy='bot') passes and plays as BlackMariaBot does: the same deal gives the same penalties."""
    for seed in range(6):
        game = new_game(players, seed=seed, end_mode="deals", num_deals=1)
        end = play_out(game, BlackMariaBot())
        dealt = np.array([[encode_hand(h) for h in game.hands]])
        batch = random_deals(1, players, policy="bot", dealt=dealt)
        assert tuple(batch.taken[0]) == end.deals[0].taken
        passed = [tuple(sorted(decode(batch.passed[0, s]), key=CARDS.index)) for s in range(players)]
        assert passed == list(end.deals[0].passed)


@pytest.mark.parametrize("scoring, total", [("standard", 43), ("hearts_and_queen", 26), ("graded_hearts", 36)])
def test_every_deal_holds_the_schemes_total(scoring, total):
    """Rules §1.4, notes 1 and 2: 43, 26, 36 points a deal, in random and bot playouts of every size."""
    for players in range(3, 8):
        for policy in ("random", "bot"):
            batch = random_deals(300, players, seed=players, policy=policy, scoring=scoring)
            assert (batch.taken.sum(axis=1) == total).all()
            every = np.sort(batch.held.reshape(300, -1), axis=1)
            assert (every == np.sort(batch.dealt.reshape(300, -1), axis=1)).all()


def test_taking_everything_in_batches():
    """Rules §5.1 note 5: where a seat took every penalty card it scores minus the total, the others 0."""
    batch = random_deals(20000, 3, seed=1, taking_everything=True)
    took = (batch.taken == 43).any(axis=1)
    assert took.any()
    assert (batch.scored[took].sum(axis=1) == -43).all() and (batch.scored[~took] == batch.taken[~took]).all()


def test_passes_move_three_cards_each_way():
    """Rules §2.2, note 3a: each seat's hand after the pass is its deal minus its three plus its neighbour's."""
    for left in (False, True):
        batch = random_deals(200, 5, seed=3, pass_left=left)
        for s in range(5):
            giver = (s - 1) % 5 if left else (s + 1) % 5
            for row in range(200):
                expected = set(batch.dealt[row, s]) - set(batch.passed[row, s]) | set(batch.passed[row, giver])
                assert set(batch.held[row, s]) == expected


def test_pass_restrictions_hold_in_batches():
    """Rules §5.1 note 3b: under option (ii) no batch pass holds ♠Q, ♠A or ♠K unless B-A4 forces it."""
    batch = random_deals(3000, 3, seed=2, pass_restriction="queen_ace_king")
    assert not np.isin(batch.passed, [0, 1, 2]).any()


def test_fixed_hand_and_pass():
    hand = "QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D"
    batch = random_deals(500, 4, seed=1, policy="bot", fixed_hand=(2, hand), fixed_pass="QS AH 9D")
    assert (np.sort(batch.dealt[:, 2], axis=1) == encode_hand(hand)).all()
    assert (np.sort(batch.passed[:, 2], axis=1) == encode_hand("QS AH 9D")).all()
    assert (batch.queen_holder == 1).all()            # seat 2 passes to seat 1


def test_bad_options_are_refused():
    with pytest.raises(CardlibError, match="unknown policy 'clever'"):
        random_deals(10, policy="clever")
    with pytest.raises(CardlibError, match="played by 3 to 7 players, not 2"):
        random_deals(10, players=2)
    with pytest.raises(CardlibError, match="scoring='x' is not allowed"):
        random_deals(10, scoring="x")
    with pytest.raises(CardlibError, match="a fixed hand for 4 players is 13 cards"):
        random_deals(10, fixed_hand=(0, "QS KS"))
    with pytest.raises(CardlibError, match="whole number 1 or more"):
        random_deals(0)


# --------------------------------------------------------------------------- the random playouts on suit lanes

LANE_OPTIONS = [dict(players=3), dict(players=4), dict(players=5, no_heart_lead_early=True),
                dict(players=6, hearts_broken=True), dict(players=7, no_heart_lead_early=True, hearts_broken=True)]


@pytest.mark.parametrize("options", LANE_OPTIONS)
def test_random_playouts_follow_the_rulings_card_by_card(options):
    """Every card the lane playouts play is legal by the rulings (rules §2.4, note 4, §5.2, B-A5), every
    trick goes to the winner trick_winner names and the next trick is his lead, and the penalties and
    ♠Q's taker are the ones those tricks give: the lane engine replayed through the pure rules."""
    options = dict(options)
    players = options.pop("players")
    early, unbroken = options.get("no_heart_lead_early", False), options.get("hearts_broken", False)
    batch = random_deals(200, players, seed=5, **options)
    held = batch.held
    words = fast._LANE_BIT.take(held).sum(axis=2).T.copy()
    k = held.shape[2]
    draws = np.random.default_rng(8).random((k, players, len(held)))
    plays = []
    taken, queen_taker = fast._play_lanes(words, draws, fast._LANE_VALUE["standard"], early, unbroken, plays)
    lane_card = {int(fast._PLACE[c]): CARDS[c] for c in range(52)}
    for row in range(len(held)):
        hands = [set(decode(held[row, s])) for s in range(players)]
        points, queen, broken, leader = [0] * players, -1, False, 1 % players
        for t, (leaders, cards) in enumerate(plays):
            assert leaders[row] == leader
            trick = []
            for pos in range(players):
                seat = (leader + pos) % players
                card = lane_card[int(cards[seat, row])]
                allowed = {r.card for r in rulings(sorted(hands[seat], key=CARDS.index), trick, trick_number=t + 1,
                                                   broken=broken, **options) if r.legal}
                assert card in allowed, (row, t, seat, card, trick)
                hands[seat].remove(card)
                trick.append(card)
            leader = (leader + trick_winner(trick)) % players
            points[leader] += penalty(trick)
            queen = leader if QUEEN_SPADES in trick else queen
            broken |= any(c.suit == "H" for c in trick)
        assert not any(hands)
        assert points == taken[:, row].tolist() and queen == queen_taker[row]


def test_lane_draws_and_shuffles_agree_with_their_plain_forms():
    """The lane draw picks the floor(u * count)-th lowest set bit, as draw_bit does; the numpy shuffles
    and shuffle_small give the same orders for the same numbers."""
    rng = np.random.default_rng(6)
    hands = rng.random((3000, 52)).argsort(axis=1)[:, :13]
    words = fast._LANE_BIT.take(hands).sum(axis=1)
    u = rng.random(3000)
    drawn = batch_kit.draw_lane_bit(words, u)
    assert drawn.tolist() == [batch_kit.draw_bit_int(int(w), float(x)) for w, x in zip(words, u)]
    numbers = rng.random((51, 40))
    orders = batch_kit.shuffles(numbers)
    assert orders.T.tolist() == [batch_kit.shuffle_small(col) for col in numbers.T.tolist()]
    assert (np.sort(orders, axis=0) == np.arange(52)[:, None]).all()


def test_shuffles_are_uniform():
    """Each of the 24 orders of four cards comes about equally often (1/24 each)."""
    orders = batch_kit.shuffles(np.random.default_rng(3).random((3, 48000)))
    codes = (orders * np.array([[64], [16], [4], [1]])).sum(axis=0)
    counts = np.unique(codes, return_counts=True)[1]
    assert len(counts) == 24 and counts.min() > 1800 and counts.max() < 2200      # 2,000 expected, sd 44


def test_random_pass_passes_three_random_cards():
    """Under the random policy each card of a hand is passed with chance 3/13, whatever its rank."""
    batch = random_deals(20000, 4, seed=9)
    passed = np.zeros(52)
    for s in range(4):
        np.add.at(passed, batch.passed[:, s].ravel(), 1)
    share = passed / 20000                               # each card is in one hand: passed in 3/13 of deals
    assert np.abs(share - 3 / 13).max() < 0.015          # sd about 0.003


@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts_score_as_the_engine_with_random_players(players):
    """The batch's random policy against the engine played by RandomBot (a uniformly random pass and
    legal card): each seat's average penalty agrees within four standard errors."""
    games = 300
    engine = np.zeros((games, players))
    for g in range(games):
        end = play_out(new_game(players, seed=g, end_mode="deals", num_deals=1), RandomBot(1000 + g))
        engine[g] = end.deals[0].taken
    batch = random_deals(20000, players, seed=4).taken
    error = np.sqrt(engine.var(axis=0) / games + batch.var(axis=0) / len(batch))
    assert (np.abs(engine.mean(axis=0) - batch.mean(axis=0)) < 4 * error).all(), (engine.mean(0), batch.mean(0))


@pytest.mark.parametrize("options", [dict(players=4), dict(players=3, hearts_broken=True),
                                     dict(players=5, no_heart_lead_early=True, pass_left=True),
                                     dict(players=7, scoring="hearts_and_queen", taking_everything=True),
                                     dict(players=4, pass_restriction="queen_ace_king", passing=False),
                                     dict(players=6, no_heart_lead_early=True, hearts_broken=True)])
def test_the_bots_plain_python_path_plays_the_batch_path_cards(monkeypatch, options):
    """A few deals by the bot (at most BOT_SMALL) play in plain Python: the same penalties and the
    same taker of the Queen as the numpy path, deal by deal."""
    options = dict(options)
    players = options.pop("players")
    for seed in range(4):
        small = random_deals(fast.BOT_SMALL, players, seed=seed, policy="bot", **options)
        with monkeypatch.context() as patch:
            patch.setattr(fast, "BOT_SMALL", 0)
            big = random_deals(32, players, seed=seed, policy="bot", **options)
        for field in ("dealt", "held", "taken", "scored", "queen_taker"):
            assert (getattr(small, field) == getattr(big, field)).all(), (field, seed)


@pytest.mark.parametrize("players, rules", [(4, {}), (3, dict(hearts_broken=True, no_heart_lead_early=True)),
                                            (5, dict(taking_everything=True, scoring="hearts_and_queen"))])
def test_the_experts_few_worlds_play_as_its_many(monkeypatch, players, rules):
    """The expert's playouts of a few worlds (the plain-Python path) score every choice as the numpy
    path does, mid-trick positions included."""
    from cardlib.black_maria import expert as bm_expert
    model = bm_expert.BlackMariaModel()
    rng = np.random.default_rng(players)
    state, checked = new_game(players, seed=players, **rules), 0
    while not state.is_over and checked < 12:
        if state.phase is not Phase.PASS and state.to_act is not None:
            worlds = model.worlds(state, state.to_act, rng, 2)
            actions = model.candidates(state)[:2]
            small = model.outcomes(state, state.to_act, worlds, actions)
            with monkeypatch.context() as patch:
                patch.setattr(fast, "BOT_SMALL", 0)
                big = model.outcomes(state, state.to_act, worlds, actions)
            assert (small == big).all()
            checked += 1
        legal = state.legal_actions()
        state = state.apply(legal[int(rng.integers(len(legal)))])
    assert checked == 12


def test_a_pass_a_row_plays_as_one_call_a_pass():
    """fixed_pass as rows (one pass a deal, the expert's every pass in one batch) gives each row what
    a call with that pass alone gives; a row that is not three cards of the fixed hand is refused."""
    state = new_game(4, seed=9)
    hand = state.hands[0]
    dealt = random_deals(6, 4, seed=3).dealt
    dealt[:, 2] = encode_hand(hand)
    dealt = np.sort(dealt, axis=2)
    others = np.setdiff1d(np.arange(52), encode_hand(hand))
    for row in range(6):                                  # the other hands: a valid deal
        rest = np.random.default_rng(row).permutation(others)
        for j, seat in enumerate((0, 1, 3)):
            dealt[row, seat] = np.sort(rest[13 * j:13 * j + 13])
    choices = [hand[:3], hand[3:6], hand[-3:]]
    rows = np.repeat([encode_hand(c) for c in choices], 6, axis=0)
    together = random_deals(18, 4, seed=0, policy="bot", fixed_hand=(2, hand), fixed_pass=rows,
                     dealt=np.tile(dealt, (3, 1, 1)), taking_everything=True)
    for i, chosen in enumerate(choices):
        alone = random_deals(6, 4, seed=0, policy="bot", fixed_hand=(2, hand), fixed_pass=chosen, dealt=dealt,
                      taking_everything=True)
        assert (together.scored[6 * i:6 * i + 6] == alone.scored).all()
        assert (together.passed[6 * i:6 * i + 6] == alone.passed).all()
    with pytest.raises(CardlibError, match="three cards of the fixed hand"):
        random_deals(18, 4, seed=0, policy="bot", fixed_hand=(2, hand), fixed_pass=rows[:2], dealt=np.tile(dealt, (3, 1, 1)))
