"""The batch kit (cardlib.batch) and the three trick games' hooks on it: the masks against each
game's ``legal_cards`` over random positions, the bit draws, the chunked playouts against the
plain-Python small path (the same cards for the same seed), and Loo's odds past the bank.

What the experts do with the kit's ``play_rest`` (their playouts equal the bot playing the deal
through the engine) and ``determinise`` (known cards and counts kept) is tested with each expert
in ``test_expert.py``."""

from __future__ import annotations

import numpy as np
import pytest

from cardlib import CardlibError
from cardlib.errors import InvalidCardError
from cardlib import batch
from cardlib.black_maria import fast as bm_fast
from cardlib.black_maria import legal_cards as bm_legal
from cardlib.cards import FRENCH_52, SWISS_36, Cards, Suit
from cardlib.handjass import fast as hj_fast
from cardlib.handjass import legal_cards as hj_legal
from cardlib.loo import fast as loo_fast
from cardlib.loo import legal_cards as loo_legal

BATCH_FIELDS = {"handjass": ("points", "trump", "hands", "plays", "players"),
                "black_maria": ("dealt", "passed", "held", "taken", "scored", "queen_holder", "queen_spades",
                                "queen_taker")}


def random_positions(pack, rng, n, most):
    """``n`` random (hand, trick) pairs from ``pack``: a hand of 1 to ``most`` cards, 0 to 3 cards led."""
    out = []
    for _ in range(n):
        order = rng.permutation(len(pack))
        size, lead = int(rng.integers(1, most + 1)), int(rng.integers(0, 4))
        out.append((order[:size], order[size:size + lead]))
    return out


def cards_of(pack, indices) -> Cards:
    return Cards(pack.cards[int(i)] for i in indices)


def word(indices) -> int:
    return sum(1 << int(i) for i in indices)


def test_encoding_round_trips_and_numbers_cards_as_the_pack_does():
    enc = batch.Encoding(SWISS_36)
    assert [enc.index(c) for c in SWISS_36.cards] == list(range(36))
    assert enc.decode(enc.indices("6C AS JH")) == tuple(SWISS_36.parse_cards("AS JH 6C"))
    assert int(enc.bits("AS 6C")) == 1 | 1 << 35
    assert enc.row("AS 6C").nonzero()[0].tolist() == [0, 35]
    assert [bin(int(b)).count("1") for b in enc.suit_bits] == [9, 9, 9, 9]
    assert enc.decode([0, enc.empty]) == (SWISS_36.cards[0],)          # the empty slot is skipped


@pytest.mark.parametrize("bad", [0, -3, 1.5, True, "10"])
def test_check_count_refuses_what_is_not_a_whole_number_of_deals(bad):
    with pytest.raises(CardlibError, match="whole number 1 or more"):
        batch.check_count(bad)


def test_the_plain_clause_and_its_trump_variant_are_the_games_rulings():
    """follow_suit is Black Maria's follow rule (rules §2.4); follow_or_trump Loo's (rules §2.5)."""
    rng = np.random.default_rng(11)
    enc = batch.Encoding(FRENCH_52)
    for hand, trick in random_positions(FRENCH_52, rng, 600, 13):
        if not len(trick):
            continue
        avail = np.zeros((1, 52), dtype=bool)
        avail[0, hand] = True
        led = np.array([enc.suit[trick[0]]])
        got = cards_of(FRENCH_52, np.flatnonzero(batch.follow_suit(avail, enc.suit, led)[0]))
        assert set(got) == bm_legal(cards_of(FRENCH_52, hand), cards_of(FRENCH_52, trick)), (hand, trick)
        bits = batch.follow_bits(np.array([word(hand)], dtype=np.uint64), led, enc.suit_bits)
        assert int(bits[0]) == word(np.flatnonzero(batch.follow_suit(avail, enc.suit, led)[0]))
    for hand, trick in random_positions(FRENCH_52, rng, 600, 3):                    # Loo deals three cards
        if not len(trick):
            continue
        avail = np.zeros((1, 52), dtype=bool)
        avail[0, hand] = True
        led = np.array([enc.suit[trick[0]]])
        trump = int(rng.integers(4))
        got = batch.follow_or_trump(avail, enc.suit, led, np.array([trump]))
        expected = loo_legal(cards_of(FRENCH_52, hand), cards_of(FRENCH_52, trick), "SHDC"[trump])
        assert set(cards_of(FRENCH_52, np.flatnonzero(got[0]))) == expected


@pytest.mark.parametrize("duty", [True, False])
def test_handjass_word_mask_is_legal_cards(duty):
    """The Handjass hook the random playouts use (hands as words; rules §2.3 rules 2 and 3, the lone
    trump Jack, no undertrumping, the duty to overtrump or H-A19's reading)."""
    rng = np.random.default_rng(3)
    positions = [(h, t) for h, t in random_positions(SWISS_36, rng, 3000, 9) if len(t)]
    trumps = rng.integers(0, 4, len(positions))
    hands = np.array([word(h) for h, _ in positions], dtype=np.uint64)
    led = np.array([SWISS_36.suit_numbers[t[0]] for _, t in positions], dtype=np.int64)
    top = np.array([max([hj_fast.TRUMP_STRENGTH[c] for c in t if hj_fast.SUIT[c] == tr] or [0])
                    for (_, t), tr in zip(positions, trumps)], dtype=np.int64)
    legal = hj_fast.legal_bits(hands, led, top, trumps, overtrump_duty=duty)
    for (hand, trick), trump, got in zip(positions, trumps, legal):
        expected = hj_legal(cards_of(SWISS_36, hand), cards_of(SWISS_36, trick), "SHDC"[trump],
                            overtrump_duty=duty)
        assert {SWISS_36.cards[c] for c in range(36) if int(got) >> c & 1} == expected, (hand, trick, trump)


def test_the_bit_draws_agree_and_pick_only_set_bits():
    rng = np.random.default_rng(8)
    words = np.array([word(rng.permutation(52)[:int(rng.integers(1, 14))]) for _ in range(3000)], dtype=np.uint64)
    u = rng.random(len(words))
    drawn = batch.draw_bit(words, u)
    assert all(int(w) >> int(c) & 1 for w, c in zip(words, drawn))
    assert drawn.tolist() == [batch.draw_bit_int(int(w), float(x)) for w, x in zip(words, u)]
    ranks = [bin(int(w) & ((1 << int(c)) - 1)).count("1") for w, c in zip(words, drawn)]
    assert ranks == [int(x * bin(int(w)).count("1")) for w, x in zip(words, u)]      # the floor(u * k)-th


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("duty", [True, False])
def test_handjass_small_path_plays_the_batch_path_deals(monkeypatch, seed, duty):
    small = hj_fast.random_deals(hj_fast.SMALL, seed=seed, overtrump_duty=duty)
    monkeypatch.setattr(hj_fast, "SMALL", 0)
    big = hj_fast.random_deals(hj_fast.SMALL or 8, seed=seed, overtrump_duty=duty)
    for field in BATCH_FIELDS["handjass"]:
        assert (getattr(small, field) == getattr(big, field)).all(), field


@pytest.mark.parametrize("options", [dict(players=4), dict(players=3, hearts_broken=True),
                                     dict(players=5, no_heart_lead_early=True, pass_left=True),
                                     dict(players=7, scoring="hearts_and_queen", taking_everything=True),
                                     dict(players=4, pass_restriction="queen_ace_king", passing=True)])
def test_black_maria_small_path_plays_the_batch_path_deals(monkeypatch, options):
    options = dict(options)
    players = options.pop("players")
    small = bm_fast.random_deals(bm_fast.SMALL, players, seed=17, **options)
    monkeypatch.setattr(bm_fast, "SMALL", 0)
    big = bm_fast.random_deals(8, players, seed=17, **options)
    for field in BATCH_FIELDS["black_maria"]:
        assert (getattr(small, field) == getattr(big, field)).all(), field


def test_the_chunks_change_nothing_but_the_speed(monkeypatch):
    whole = hj_fast.random_deals(500, seed=4)
    monkeypatch.setattr(batch, "CHUNK", 64)
    pieces = hj_fast.random_deals(500, seed=4)
    for field in BATCH_FIELDS["handjass"]:
        assert (getattr(whole, field) == getattr(pieces, field)).all(), field
    taken = bm_fast.random_deals(300, 5, seed=4).taken
    monkeypatch.setattr(batch, "CHUNK", 4096)
    assert (bm_fast.random_deals(300, 5, seed=4).taken == taken).all()


def test_loo_odds_past_the_bank_come_from_bank_sized_pieces(monkeypatch):
    """No deal is shuffled one by one (the old cliff past 100,000 deals): every piece comes from
    the bank, and the counts are whole deals."""
    assert loo_fast.BANK.chunks(2 * loo_fast.BANK_ROWS + 7) == [loo_fast.BANK_ROWS, loo_fast.BANK_ROWS, 7]

    def refuse(*args, **kwargs):
        raise AssertionError("a deal shuffled one by one")
    monkeypatch.setattr(loo_fast, "deal_orders", refuse)
    monkeypatch.setattr(batch, "deal_orders", refuse)             # the bank's own fallback
    trials = loo_fast.BANK_ROWS + 5_000
    odds = loo_fast.decision_odds("QS 7H 2D", "S", 2, position=1, turned="9S", trials=trials, seed=2)
    for probs in (odds.hand, odds.dummy):
        assert abs(float(probs.sum()) - 1) < 1e-12
        assert np.allclose(probs * trials, np.round(probs * trials))
    first = loo_fast.decision_odds("QS 7H 2D", "S", 2, position=1, turned="9S", trials=loo_fast.BANK_ROWS, seed=2)
    assert ((odds.hand * trials).round() >= (first.hand * loo_fast.BANK_ROWS).round()).all()   # its first piece


# --------------------------------------------------------------------------- the unseen cards dealt again

def _known():
    """Seat 0 sees its hand; seats 1 to 3 and a pile hold the rest of a small pack. Seat 1 lacks
    hearts, seat 2 holds a known card (one it was passed) and surely lacks the ace of clubs."""
    cards = tuple(FRENCH_52.parse_cards("AS KS QS JS AH KH QH JH AC KC"))
    fixed = {2: tuple(FRENCH_52.parse_cards("2D")), 0: tuple(FRENCH_52.parse_cards("3D 4D"))}
    return batch.Unseen(cards, {1: 3, 2: 4, 3: 2, "pile": 2}, fixed, voids={1: {Suit.HEARTS}},
                        excluded={2: {FRENCH_52.parse("AC")}})


def test_the_kit_deals_the_unseen_cards_keeping_what_the_seat_knows():
    known = _known()
    ace_clubs, queen_hearts = FRENCH_52.parse("AC"), FRENCH_52.parse("QH")
    for seed in range(200):
        world = known.deal(np.random.default_rng(seed))
        assert {p: len(c) for p, c in world.items()} == {1: 3, 2: 4, 3: 2, "pile": 2, 0: 2}      # the sizes
        assert not any(c.suit is Suit.HEARTS for c in world[1])                                # a void
        assert FRENCH_52.parse("2D") in world[2] and ace_clubs not in world[2]                 # fixed, excluded
        assert world[0] == list(FRENCH_52.parse_cards("3D 4D"))                               # its own hand
        dealt = [c for p in (1, 2, 3, "pile") for c in world[p] if c != FRENCH_52.parse("2D")]
        assert sorted(dealt, key=FRENCH_52.index) == sorted(known.cards, key=FRENCH_52.index)  # each card once
    placed = {p: sum(queen_hearts in known.deal(np.random.default_rng(s))[p] for s in range(300)) for p in (2, 3, "pile")}
    assert all(count > 30 for count in placed.values()), placed                                 # anywhere allowed


def test_the_kit_deals_the_same_worlds_for_the_same_seed():
    known, enc = _known(), batch.Encoding(FRENCH_52)
    assert known.deal(np.random.default_rng(5)) == known.deal(np.random.default_rng(5))
    rows = known.rows(np.random.default_rng(5), 50, enc, [0, 1, 2, 3, "pile"])
    assert (rows == known.rows(np.random.default_rng(5), 50, enc, [0, 1, 2, 3, "pile"])).all()
    assert not (rows == known.rows(np.random.default_rng(6), 50, enc, [0, 1, 2, 3, "pile"])).all()
    masks = known.masks(np.random.default_rng(5), 50, enc, [0, 1, 2, 3, "pile"])
    for row, mask in zip(rows, masks):                                   # rows and masks: the same worlds
        assert [sorted(r[r != enc.empty].tolist()) for r in row] == [np.flatnonzero(m).tolist() for m in mask]
    first = known.deal(np.random.default_rng(5), key=FRENCH_52.index)  # one world is the batch's first row
    assert [[enc.number[c] for c in first[p]] for p in (0, 1, 2, 3, "pile")] == [
        r[r != enc.empty].tolist() for r in known.rows(np.random.default_rng(5), 1, enc, [0, 1, 2, 3, "pile"])[0]]


@pytest.mark.parametrize("sizes, fixed, match", [
    ({1: -1, 2: 2}, {}, r"place 1 holds a whole number 0 or more of cards, not -1"),
    ({1: 1.5, 2: 2}, {}, r"place 1 holds a whole number 0 or more of cards, not 1.5"),
    ({1: True, 2: 2}, {}, r"not True"),
    ({1: 1, 2: 1}, {}, r"cannot deal 3 unseen cards into places getting \[1, 1\]"),
    ({1: 1, 2: 2, 3: 0}, {3: ("2D",)}, r"place 3 holds 0 cards, fewer than the 1 known to lie there"),
])
def test_the_kit_refuses_what_the_seat_cannot_know(sizes, fixed, match):
    cards = tuple(FRENCH_52.parse_cards("AS KS QS"))
    fixed = {p: tuple(FRENCH_52.parse_cards(" ".join(c))) for p, c in fixed.items()}
    with pytest.raises(CardlibError, match=match):
        batch.Unseen(cards, sizes, fixed)


def test_the_kit_refuses_a_card_twice_naming_it():
    cards = tuple(FRENCH_52.parse_cards("AS KS QS"))
    with pytest.raises(InvalidCardError, match="card K♠ is twice .*among the cards to deal and fixed in place 2"):
        batch.Unseen(cards, {1: 2, 2: 2}, {2: (FRENCH_52.parse("KS"),)})
    with pytest.raises(InvalidCardError, match="card A♠ is twice"):
        batch.Unseen(cards + cards[:1], {1: 4})


def test_the_games_determinise_through_the_kit():
    """Each trick game's determinise is the kit's: its world is the one the kit deals from the
    game's ``unseen`` hook, and the seat's own hand and every size stay as they are."""
    from cardlib import black_maria, handjass, loo
    from cardlib.black_maria import expert as bm_expert
    from cardlib.handjass import expert as hj_expert
    from cardlib.loo import expert as loo_expert
    from cardlib.game import RandomBot
    for game, expert, players in ((black_maria, bm_expert, 4), (handjass, hj_expert, 3), (loo, loo_expert, 5)):
        state, bot = game.new_game(players, seed=4), RandomBot(4)
        for _ in range(12):
            state = state.apply(bot.choose(state).action)
        seat = state.to_act
        world = expert.determinise(state, seat, np.random.default_rng(9))
        known = expert.unseen(state, seat)
        dealt = known.deal(np.random.default_rng(9))
        assert world.hands[seat] == state.hands[seat]
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        for s in range(players):
            if s != seat and s in known.sizes:
                assert set(world.hands[s]) == set(dealt[s]), (game, s)


# --------------------------------------------------------------------------- the rest of a deal

def test_play_rest_plays_the_trick_in_progress_then_the_forced_card_then_the_choices():
    """A toy game of 3 seats and 2 tricks: the kit plays the cards before, the forced card, then
    asks the hooks for every later card, each seat in turn from the leader, the winner leading next."""
    calls = []
    n = 2

    def start(t):
        calls.append(("start", t))

    def choose(player, pos, first):
        calls.append(("choose", player.tolist(), pos, first))
        return np.full(n, 10 + pos)

    def play(player, pos, card, chosen):
        calls.append(("play", player.tolist(), pos, card.tolist(), chosen))

    def finish(t):
        calls.append(("finish", t))
        return np.array([2, 0])                         # each world's next leader

    batch.play_rest(n, 3, np.array([1, 1]), [7], np.array([8, 9]), 2, start, choose, play, finish)
    assert calls == [("start", 0), ("play", [1, 1], 0, [7, 7], False), ("play", [2, 2], 1, [8, 9], True),
                     ("choose", [0, 0], 2, True), ("play", [0, 0], 2, [12, 12], True), ("finish", 0),
                     ("start", 1), ("choose", [2, 0], 0, False), ("play", [2, 0], 0, [10, 10], True),
                     ("choose", [0, 1], 1, False), ("play", [0, 1], 1, [11, 11], True),
                     ("choose", [1, 2], 2, False), ("play", [1, 2], 2, [12, 12], True), ("finish", 1)]


def test_loo_rest_of_a_deal_on_the_kit_is_its_greedy_playout():
    """Loo's playout and the expert's rest of a deal are the same hooks on the kit: from the
    start of a deal, play_tricks gives playout's tricks, and a leader other than seat 0 is the
    same deal with the seats turned."""
    deals = loo_fast.random_deals(400, players=5, seed=3)
    won = loo_fast.playout(deals.hands, deals.trump)
    assert (loo_fast.play_tricks(deals.hands, deals.trump).won == won).all()
    turned = loo_fast.play_tricks(np.roll(deals.hands, 2, axis=1), deals.trump, leader=2).won
    assert (np.roll(turned, -2, axis=1) == won).all()
