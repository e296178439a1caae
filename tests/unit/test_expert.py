"""The expert bots: values reproducible for a seed, clearly losing choices never picked, worlds that
keep every card once and respect what the seat knows, and fast playouts that play as the bot does."""

from __future__ import annotations

import dataclasses
import math
from collections import Counter

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from cardlib import CardlibError, black_maria, handjass, loo, mus
from cardlib.cards import FRENCH_52, SWISS_36, Cards, Suit
from cardlib.black_maria import BlackMariaBot, Phase, Play, new_game
from cardlib.black_maria import expert as bm_expert
from cardlib.black_maria.fast import CARDS
from cardlib.handjass import expert as hj_expert
from cardlib.loo import expert as loo_expert
from cardlib.mus import expert as mus_expert
from cardlib.batch import Unseen, deal_seats
from cardlib.expert import Expert, Model, margin
from cardlib.game import Decision, RandomBot, play_out
from cardlib.tricks import FinishedTrick, TrickPlay, TrickRecord

FEW = settings(max_examples=15, deadline=None)
ORDER = FRENCH_52.cards.index


def parse(text):
    return tuple(black_maria.parse_cards(text))


# --------------------------------------------------------------------------- the generic part

def test_margin_is_196_standard_errors():
    values = np.array([1.0, 3.0, 2.0, 6.0])
    assert margin(values) == pytest.approx(1.96 * values.std(ddof=1) / 2)
    assert margin(np.array([5.0])) == 0.0


def test_the_expert_needs_a_budget_or_a_number_of_samples():
    model = bm_expert.BlackMariaModel()
    with pytest.raises(CardlibError, match="time budget"):
        Expert(model, budget=None, samples=None)
    with pytest.raises(CardlibError, match="samples"):
        Expert(model, budget=None, samples=1)
    with pytest.raises(CardlibError, match="budget"):
        Expert(model, budget=0)


class Noisy(Model):
    """Outcomes of choice i: ``means[i]`` plus noise of spread ``noise``; counts the worlds asked for."""

    rows = 64

    def __init__(self, means, noise: float) -> None:
        self.means, self.noise, self.asked = np.asarray(means, dtype=np.float64), noise, 0

    def candidates(self, state):
        return list(range(len(self.means)))

    def worlds(self, state, seat, rng, n):
        self.asked += n
        return rng.normal(size=n)

    def outcomes(self, state, seat, worlds, actions):
        return self.means[list(actions), None] + self.noise * worlds[None, :] * np.arange(1, len(actions) + 1)[:, None]


class Table:
    to_act, history = 0, ()

    def legal_actions(self):
        return [0, 1, 2]


@pytest.fixture
def clock(monkeypatch):
    """The expert's clock made a counter: every reading is 1 ms after the last, so a time budget
    is a number of readings (one a batch of playouts), the same on any machine, busy or not."""
    import cardlib.expert
    ticks = iter(range(10 ** 9))
    monkeypatch.setattr(cardlib.expert.time, "perf_counter", lambda: next(ticks) / 1000)


def test_under_a_budget_the_expert_stops_once_the_choice_is_settled(clock):
    clear = Noisy([0.0, 5.0, -5.0], noise=1.0)             # choice 1 is clearly the best
    assert Expert(clear, budget=30).values(Table())[0].action == 1
    assert clear.asked < 400                                 # a few batches, not 30 seconds' worth
    same = Noisy([1.0, 1.0, 1.0], noise=0.001)             # the choices differ by far less than the resolution
    Expert(same, budget=30).values(Table())
    assert same.asked < 400


def test_the_expert_keeps_sampling_while_the_choice_is_open(clock):
    open_ = Noisy([0.0, 0.15, 0.0], noise=3.0)             # 0.15 apart, above the resolution, in much noise
    Expert(open_, budget=1.0).values(Table())
    assert open_.asked > 1_000                              # settling takes about 1,500 worlds or more
    fixed = Noisy([0.0, 5.0, -5.0], noise=1.0)             # a fixed number of samples is always drawn in full
    Expert(fixed, budget=None, samples=3_000).values(Table())
    assert fixed.asked == 3_000


class Slow(Noisy):
    """A model whose playouts take ``cost`` seconds each on the fake clock ``now`` (a one-item list),
    with a simple bot that picks choice 2."""

    def __init__(self, means, now, cost: float) -> None:
        super().__init__(means, noise=3.0)
        self.now, self.cost, self.calls = now, cost, []

    def outcomes(self, state, seat, worlds, actions):
        self.now[0] += self.cost * len(worlds) * len(actions)
        self.calls.append(len(worlds) * len(actions))
        return super().outcomes(state, seat, worlds, actions)

    def bot_choice(self, state, voice=None):
        return Decision(2, "2: the bot's way")


@pytest.fixture
def slow_clock(monkeypatch):
    """A clock that moves only when a model's playouts take time (see :class:`Slow`)."""
    import cardlib.expert
    now = [0.0]
    monkeypatch.setattr(cardlib.expert.time, "perf_counter", lambda: now[0])
    cardlib.expert._PACE.clear()
    yield now
    cardlib.expert._PACE.clear()


@pytest.mark.parametrize("cost", [0.0001, 0.001, 0.004, 0.02])
def test_a_decision_ends_within_its_budget_however_slow_the_playouts(slow_clock, cost):
    model = Slow([0.0, 0.15, 0.0], slow_clock, cost)
    decision = Expert(model, budget=0.1).choose(Table())
    assert slow_clock[0] <= 0.1 * 1.2                          # the hard budget
    assert max(model.calls) * cost <= 0.1 * 1.2               # no call of the model longer than it either
    if model.asked >= 8 and slow_clock[0] > 0:
        assert decision.reason.startswith(f"{decision.action}: ")


def test_a_decision_with_no_batch_done_answers_the_simple_bots_choice(slow_clock):
    model = Slow([5.0, 0.0, 0.0], slow_clock, 0.02)          # 4 worlds of one choice take 0.08 s: 3 take 0.24
    decision = Expert(model, budget=0.1).choose(Table())
    assert decision.action == 2 and "the simple bot's choice: no time was left" in decision.reason
    assert slow_clock[0] <= 0.1 * 1.2 and model.calls == [4]   # the first call, then the pace says stop
    began = slow_clock[0]
    again = Expert(model, budget=0.1).choose(Table())         # the pace known: one call fits, a second would not
    assert again.action == 2 and model.calls == [4, 4] and slow_clock[0] - began <= 0.1
    with pytest.raises(CardlibError, match="ran out before a single batch"):
        Expert(model, budget=0.1).values(Table())


def test_a_fast_model_under_a_budget_still_finds_the_best(slow_clock):
    model = Slow([0.0, 5.0, -5.0], slow_clock, 0.00001)
    decision = Expert(model, budget=0.1).choose(Table())
    assert decision.action == 1 and slow_clock[0] <= 0.1


def test_the_clock_stops_a_protocol_playout_loop_inside_a_batch(monkeypatch):
    """A protocol model checks the clock before each playout: the batch the time cuts short is dropped."""
    import cardlib.expert
    from cardlib.expert import ProtocolModel
    now = [0.0]
    monkeypatch.setattr(cardlib.expert.time, "perf_counter", lambda: now[0])
    played = []

    class Steps(ProtocolModel):
        def worlds(self, state, seat, rng, n):
            return list(range(n))

        def outcomes(self, state, seat, worlds, actions):
            out = np.zeros((len(actions), len(worlds)))
            for j in worlds:
                for i in range(len(actions)):
                    cardlib.expert.check_clock()
                    now[0] += 0.03                             # one playout: 30 ms
                    played.append((i, j))
            return out

        def bot_choice(self, state, voice=None):
            return Decision(0, "0: the bot's way")

    decision = Expert(Steps(), budget=0.1).choose(Table())
    assert decision.action == 0 and "no time was left" in decision.reason
    assert len(played) == 3 and now[0] <= 0.1 * 1.2           # stopped after 90 ms, inside the first batch:
    # at 60 ms a fourth playout (30 ms, as long as the last) would still end in the budget, at 90 ms not


def test_deal_seats_gives_each_seat_its_count_and_only_allowed_cards():
    rng = np.random.default_rng(3)
    ok = np.array([[True, False, True], [True, True, False], [False, True, True], [True, True, True],
                   [False, False, True], [True, True, True]])
    want = np.array([2, 2, 2])
    where = deal_seats(ok, want, rng, 500)
    assert (np.stack([(where == j).sum(axis=1) for j in range(3)], axis=1) == want).all()
    assert ok[np.arange(6), where].all()
    assert len({tuple(row) for row in where}) > 5                   # random, not one fixed answer


def test_an_impossible_deal_of_the_unseen_cards_is_refused():
    cards = tuple(FRENCH_52.parse_cards("AS KS"))
    with pytest.raises(CardlibError, match="no deal of the unseen cards agrees"):
        Unseen(cards, {1: 1, 2: 1}, voids={2: {Suit.SPADES}}).deal(np.random.default_rng(0))


# --------------------------------------------------------------------------- Black Maria

def walked(state, steps: int, bots, first_deal):
    """``state`` after up to ``steps`` actions of ``bots``, stopping before one that would end the
    game or leave the first deal (``first_deal(state)`` false)."""
    for _ in range(steps):
        after = state.apply(bots.choose(state).action)
        if not first_deal(after) or after.is_over:
            break
        state = after
    return state


def play_state(seed: int, steps: int, players: int = 4, bot=None, **rules):
    """A Black Maria position ``steps`` actions into the first deal, random ones unless a ``bot`` is given."""
    state = new_game(players, seed=seed, **rules)
    bots = bot or RandomBot(seed)
    for _ in range(steps):
        if state.deal_no != 1 or state.is_over:
            break
        state = state.apply(bots.choose(state).action)
    return state


def test_black_maria_values_are_the_same_for_the_same_seed():
    state = play_state(4, 10)
    first = bm_expert.expert(budget=None, samples=48, seed=7).values(state)
    again = bm_expert.expert(budget=None, samples=48, seed=7).values(state)
    other = bm_expert.expert(budget=None, samples=48, seed=8).values(state)
    assert [tuple(v) for v in first] == [tuple(v) for v in again]
    assert [tuple(v) for v in first] != [tuple(v) for v in other]
    assert {v.action for v in first} == set(state.legal_actions())
    assert all(v.samples == 48 for v in first)


def queen_lead_position(leader: int = 1):
    """A late trick of a 4-player deal: ``leader`` holds Q♠ and 2♦; the trick before, spades were led
    and all three others discarded, so they hold no spades. Leading the Queen wins her."""
    state = new_game(4, seed=1)
    hands = {leader: "QS 2D", (leader + 1) % 4: "3H 5D", (leader + 2) % 4: "4H 6D", (leader + 3) % 4: "5H 8D"}
    hands = tuple(black_maria.parse_cards(hands[s]) for s in range(4))
    seats = tuple((leader + i) % 4 for i in range(4))
    revealing = FinishedTrick(11, seats, parse("3S 9C 10C JC"), leader, 0)
    play = TrickPlay(hands, (0, 1, 2, 3), TrickRecord(seats), ((),) * 4, (0,) * 4, tricks=(revealing,))
    return dataclasses.replace(state, phase=Phase.PLAY, held=(), play=play, passes=(None,) * 4)


@pytest.mark.parametrize("seed", range(4))
def test_black_maria_expert_never_leads_the_queen_into_a_table_void_in_spades(seed):
    state = queen_lead_position()
    assert set(state.legal_actions()) == {Play("QS"), Play("2D")}
    bot = bm_expert.expert(budget=None, samples=32, seed=seed)
    assert bot.choose(state).action == Play("2D")
    values = {v.action: v for v in bot.values(state)}
    assert values[Play("QS")].mean <= -13 < values[Play("2D")].mean


def test_black_maria_reason_reads_words_first_and_numbers_after():
    state = play_state(2, 8)
    assert len(state.legal_actions()) > 1
    decision = bm_expert.expert(budget=None, samples=32, seed=1).choose(state)
    words, numbers = decision.reason.split("; expected penalty ", 1)
    assert words.startswith(str(decision.action) + ": ")
    assert " ± " in numbers and "over 32 deals" in numbers


def knowledge_holds(state, world, seat) -> None:
    """``world`` keeps every card once, ``seat``'s hand, the hand sizes and what ``seat`` knows."""
    voids, holds = bm_expert.known(state, seat)
    assert world.hands[seat] == state.hands[seat]
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    if state.phase is Phase.PLAY:
        assert world.play.hands == world.hands
        assert world.tricks == state.tricks and world.play.trick == state.play.trick
        everything = [c for h in world.hands for c in h] + [c for t in world.tricks for c in t.cards] \
            + list(world.play.trick.cards)
        assert sorted(everything, key=CARDS.index) == sorted(
            [c for h in state.hands for c in h] + [c for t in state.tricks for c in t.cards]
            + list(state.play.trick.cards), key=CARDS.index)
        for s in range(state.players):
            assert not any(c.suit in voids[s] for c in world.hands[s])
            assert holds[s] <= set(world.hands[s])
        dealt = Counter(c for h in world.dealt for c in h)
    else:
        everything = [c for h in world.hands for c in h] + [c for p in world.passes if p for c in p]
        dealt = Counter(c for h in world.dealt for c in h)
        assert Counter(everything) == dealt
    assert set(dealt) == set(black_maria.deck(state.players)) and set(dealt.values()) == {1}


@FEW
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), players=st.sampled_from([3, 4, 5]))
def test_black_maria_determinise_respects_what_the_seat_knows(seed, steps, players):
    state = play_state(seed, steps, players)
    seat = state.to_act
    worlds = [bm_expert.determinise(state, seat, np.random.default_rng(i)) for i in range(3)]
    for world in worlds:
        knowledge_holds(state, world, seat)
        assert world.legal_actions() == state.legal_actions()
    rows = bm_expert.BlackMariaModel().worlds(state, seat, np.random.default_rng(seed), 16)
    if state.phase is Phase.PLAY:
        voids, holds = bm_expert.known(state, seat)
        for row in rows:
            for s in range(players):
                cards = [CARDS[i] for i in row[s] if i < 52]
                assert len(cards) == len(state.hands[s])
                assert not any(c.suit in voids[s] for c in cards) and holds[s] <= set(cards)
            assert sorted(i for i in row.ravel() if i < 52) == sorted(
                CARDS.index(c) for h in state.hands for c in h)


@FEW
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 50))
def test_black_maria_fast_playouts_play_as_the_bot_does(seed, steps):
    """In the real world (no card hidden), the batched playout of a card scores what the bot scores
    through the play protocol after that card (the seats that passed before pass as the bot does)."""
    state = play_state(seed, steps, 4, bot=BlackMariaBot(), taking_everything=True)
    seat = state.to_act
    model = bm_expert.BlackMariaModel()
    true_rows = np.zeros((1, 4, 13), dtype=np.int64) + 52
    if state.phase is Phase.PASS:
        hands = [tuple(state.hands[s]) + tuple(state.passes[s] or ()) for s in range(4)]
        true_rows = np.array([[sorted(CARDS.index(c) for c in hands[(i + state.dealer) % 4])
                               for i in range(4)]])
    else:
        for s in range(4):
            row = sorted(CARDS.index(c) for c in state.play.hands[s])
            true_rows[0, s, :len(row)] = row
    actions = model.candidates(state)[:3]
    fast = model.outcomes(state, seat, true_rows, actions)[:, 0]
    bot = BlackMariaBot()
    for action, value in zip(actions, fast):
        end = play_out(state.apply(action), bot, stop=lambda s: s.deal_no != state.deal_no)
        assert value == bm_expert.outcome(end, seat)


# --------------------------------------------------------------------------- Loo

def loo_state(seed: int, steps: int, players: int = 4):
    """A Loo position ``steps`` random actions into the game, in its first deal or a later one."""
    state = loo.new_game(players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if state.is_over:
            break
        after = state.apply(bot.choose(state).action)
        if after.is_over:
            break
        state = after
    return state


def loo_cards(state) -> list:
    """Every card of the deal where it lies now: hands, dummy, stock, thrown hands, the turned card, played."""
    hands = state.play.hands if state.play is not None else state.hands
    played = [c for t in state.current.tricks_played for c in t.cards]
    if state.play is not None:
        played += list(state.play.trick.cards)
    return [c for h in hands for c in h] + [*state.dummy, *state.stock, *state.out, state.turned, *played]


@FEW
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 40), players=st.sampled_from([3, 4, 5]))
def test_loo_determinise_respects_what_the_seat_knows(seed, steps, players):
    state = loo_state(seed, steps, players)
    seat = state.to_act
    voids = loo_expert.known_voids(state)
    now = (lambda s: s.play.hands) if state.play is not None else (lambda s: s.hands)
    for i in range(3):
        world = loo_expert.determinise(state, seat, np.random.default_rng(i))
        assert sorted(loo_cards(world), key=ORDER) == sorted(loo_cards(state), key=ORDER)
        assert len(set(loo_cards(world))) == 52
        assert now(world)[seat] == now(state)[seat] and world.turned == state.turned
        assert [len(h) for h in now(world)] == [len(h) for h in now(state)]
        assert (len(world.dummy), len(world.stock), len(world.out)) == (len(state.dummy), len(state.stock),
                                                                       len(state.out))
        for s in range(players):
            assert not any(c.suit in voids[s] for c in now(world)[s])
        if state.buyer == seat:
            assert set(state.current.hands[seat]) <= set(world.out)
        assert world.legal_actions() == state.legal_actions()
    rows = loo_expert.LooModel().worlds(state, seat, np.random.default_rng(seed), 16)[0]
    unseen = [c for s in range(players) if s != seat for c in now(state)[s]] + [*state.dummy, *state.stock] \
        + [c for c in state.out if state.buyer != seat or c not in state.current.hands[seat]]
    for row in rows:
        assert row[seat, :len(now(state)[seat])].tolist() == [ORDER(c) for c in now(state)[seat]]
        for s in range(players):
            cards = [FRENCH_52.cards[i] for i in row[s] if i < 52]
            assert len(cards) == len(now(state)[s]) and not any(c.suit in voids[s] for c in cards)
        held = [FRENCH_52.cards[i] for i in row[[s for s in range(players) if s != seat] + [players]].ravel() if i < 52]
        assert len(set(held)) == len(held) and set(held) <= set(unseen)
        assert sum(i < 52 for i in row[players]) == len(state.dummy)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 12), players=st.sampled_from([3, 4, 5, 7]),
       variants=st.sets(st.sampled_from(["unlimited_loo", "dealer_may_pass", "club_law", "free_dummy"])))
def test_loo_fast_playouts_play_as_the_bot_does(seed, steps, players, variants):
    """In the real world (no card hidden) and with no declaration still to come, the batched playout
    of every choice wins or loses the chips the bot's play wins or loses through the play protocol,
    and in trick play every seat takes the tricks it takes there: at the dealer's declaration and
    at every card of the deal after it."""
    state = loo.new_game(players, seed=seed, **{v: True for v in variants})
    bot = loo.LooBot(seed, trials=200)
    for _ in range(steps):                           # into the declarations, trick play or a later deal
        after = state.apply(bot.choose(state).action)
        if after.is_over:
            break
        state = after
    while state.phase is loo.Phase.DECLARE and len(state.pending) > 1:     # to the dealer's declaration
        state = state.apply(bot.choose(state).action)
    deal, model = state.deal_no, loo_expert.LooModel()
    while not state.is_over and state.deal_no == deal:
        seat, actions = state.to_act, state.legal_actions()
        fast = model.chips(state, seat, loo_expert._true_rows(state), actions, np.random.default_rng(0))[:, 0]
        for action, value in zip(actions, fast):
            end = play_out(state.apply(action), loo.LooBot(1, trials=50),
                           stop=lambda s: s.deal_no != state.deal_no or s.is_over)
            assert value == loo_expert.outcome(state, end, seat), action
            if state.phase is loo.Phase.PLAY:
                active = np.isin(np.arange(players), state.play.order)[None, :]
                won = loo_expert._play_rest(state, loo_expert._true_rows(state), active,
                                            np.array([FRENCH_52.index(action.card)]))
                record = next(r for r in end.deals if r.number == state.deal_no)
                assert tuple(won[0]) == record.tricks, action
        state = state.apply(bot.choose(state).action)


def test_loo_fast_playouts_declare_as_the_bot_does():
    """With declarations still to come, the playout's seats declare by the bot's rule on batched
    odds: from the first declaration of 40 seeded deals, the chips of nearly every choice are those
    of the bot through the play protocol (they differ only where two choices are worth about the same)."""
    same = total = 0
    for seed in range(40):
        state = loo.new_game(4, seed=seed)
        seat, actions = state.to_act, state.legal_actions()
        fast = loo_expert.LooModel(trials=3000).chips(state, seat, loo_expert._true_rows(state), actions,
                                                     np.random.default_rng(seed))[:, 0]
        for action, value in zip(actions, fast):
            end = play_out(state.apply(action), loo.LooBot(seed, trials=10_000),
                           stop=lambda s: s.deal_no != state.deal_no or s.is_over)
            same += value == loo_expert.outcome(state, end, seat)
            total += 1
    assert same >= 0.95 * total


def perfect_loo_hand(seed: int):
    """A Loo deal where the seat to declare holds the three best trumps left: playing takes every
    trick and the whole pot; passing gives nothing, and buying the dummy throws the hand away."""
    state = loo.new_game(4, seed=seed)
    seat, trump = state.to_act, state.turned.suit
    best = [c for c in sorted(FRENCH_52.cards, key=loo.strength, reverse=True) if c.suit == trump
            and c != state.turned][:3]
    coming = [c for c in best if c not in state.hands[seat]]
    going = [c for c in state.hands[seat] if c not in best]
    swap = {**dict(zip(coming, going)), **dict(zip(going, coming))}

    def moved(cards):
        return Cards(swap.get(c, c) for c in cards)

    hands = tuple(Cards(best) if s == seat else moved(h) for s, h in enumerate(state.hands))
    return dataclasses.replace(state, dummy=moved(state.dummy), stock=moved(state.stock)).with_hands(hands)


@pytest.mark.parametrize("seed", range(3))
def test_loo_expert_never_passes_or_buys_with_the_three_best_trumps(seed):
    state = perfect_loo_hand(seed)
    assert len(set(loo_cards(state))) == 52
    bot = loo_expert.expert(budget=None, samples=8, seed=seed)
    assert bot.choose(state).action == loo.PLAY
    values = {v.action: v for v in bot.values(state)}
    assert values[loo.PLAY].mean > values[loo.PASS].mean == 0
    assert values[loo.PLAY].mean > values[loo.BUY].mean


def test_loo_values_are_the_same_for_the_same_seed():
    state = loo_state(3, 1)
    first = loo_expert.expert(budget=None, samples=6, seed=2).values(state)
    again = loo_expert.expert(budget=None, samples=6, seed=2).values(state)
    assert [tuple(v) for v in first] == [tuple(v) for v in again]
    assert {v.action for v in first} == set(state.legal_actions())


# --------------------------------------------------------------------------- Handjass

def handjass_state(seed: int, steps: int, players: int = 3, bot=None, **rules):
    """A Handjass position ``steps`` actions into the first deal, random ones unless a ``bot`` is given."""
    return walked(handjass.new_game(players, seed=seed, **rules), steps, bot or RandomBot(seed),
                  lambda s: s.deal_no == 1)


def handjass_cards(state) -> list:
    """Every card of the deal where it lies now: hands, Blind, store, Bessern, out, played."""
    played = [c for t in state.tricks for c in t.cards] + list(state.trick.cards if state.trick else ())
    return [c for h in state.hands for c in h] + [*state.blind, *state.store, *state.out, *played] \
        + [c for b in state.declaring.bessern for c in b]


@FEW
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 40), players=st.sampled_from([2, 3, 4]),
       bessern=st.booleans())
def test_handjass_determinise_respects_what_the_seat_knows(seed, steps, players, bessern):
    state = handjass_state(seed, steps, players, bessern_3p=bessern, bessern_2p=bessern)
    seat = state.to_act
    excluded, holds = hj_expert.known(state, seat)
    for i in range(3):
        world = hj_expert.determinise(state, seat, np.random.default_rng(i))
        assert Counter(handjass_cards(world)) == Counter(handjass_cards(state))
        assert len(set(handjass_cards(world))) == 36
        assert world.hands[seat] == state.hands[seat] and world.turned == state.turned
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert (len(world.blind), len(world.store), len(world.out)) == (len(state.blind), len(state.store),
                                                                       len(state.out))
        for s in range(players):
            assert not set(world.hands[s]) & excluded[s]
            if s in holds:
                assert holds[s] <= set(world.hands[s])
        if state.play is not None:                       # the hands trick play began with: now and played
            for s in state.active:
                mine = [c for t in state.tricks for who, c in zip(t.seats, t.cards) if who == s]
                mine += [c for who, c in zip(state.trick.seats, state.trick.cards) if who == s] if state.trick else []
                assert Counter(world.start_hands[s]) == Counter([*world.hands[s], *mine])
        assert world.legal_actions() == state.legal_actions()


def test_handjass_what_a_seat_learns_from_the_cards_played():
    """Rules §2.3: the Puur alone need not be played to a trump lead, so failing to follow trumps
    leaves the trump Jack possible; failing to follow a plain suit rules the suit out, and the
    trumps above the top one when the duty to overtrump applies; undertrumping shows only trumps."""
    state = handjass_position()
    p = handjass.parse_cards
    tricks = (FinishedTrick(1, (1, 2, 3, 0), p("7H 6D QH 8H"), 1, 0),       # hearts are trumps
              FinishedTrick(2, (1, 2, 3, 0), p("AS KH 10H 7C"), 2, 0))
    state = dataclasses.replace(state, play=dataclasses.replace(state.play, tricks=tricks))
    excluded, _ = hj_expert.known(state, 1)
    hearts = set(p("AH KH QH JH 10H 9H 8H 7H 6H"))
    jack = handjass.parse_card("JH")
    assert hearts - {jack} <= excluded[2] and jack not in excluded[2]     # no trump, but perhaps the Puur
    assert not {c for c in excluded[2] if c.suit.value in "DSC"}           # trumping a plain lead proves nothing
    assert excluded[3] >= set(handjass.parse_cards("AS AD AC 6C"))        # undertrumped: nothing but trumps
    assert {c.suit.value for c in excluded[0] if c.suit.value != "H"} == {"S"}
    assert excluded[0] & hearts == set(p("JH 9H AH"))                     # nothing above K♥ (overtrump duty)


def handjass_position():
    """A late trick of a 4-player deal with hearts trumps: Seat 1 led A♠, Seats 2 and 3 followed
    with 10♠ and K♠ (25 points), and Seat 0, with 6♥ and 7♣ and 5 points so far, plays last. The
    others hold the last spades (8♠ 7♠ 6♠), worth nothing. Ruffing takes the 25 points and
    reaches the potato line; throwing 7♣ leaves Seat 0 a potato whatever the others hold."""
    state = handjass.new_game(4, seed=1)
    while state.trump.value != "H":
        state = handjass.new_game(4, seed=state.seed + 1)
    p = handjass.parse_cards
    hands = (p("6H 7C"), p("8S"), p("7S"), p("6S"))
    tricks = [((3, 0, 1, 2), "AD KD QD JD", 3), ((3, 0, 1, 2), "10D 9D 8D 7D", 3),
              ((0, 1, 2, 3), "6D QS JS 9S", 0), ((2, 3, 0, 1), "AC KC QC JC", 2),
              ((2, 3, 0, 1), "10C 9C 8C 6C", 2), ((1, 2, 3, 0), "AH KH QH JH", 1),
              ((1, 2, 3, 0), "10H 9H 8H 7H", 1)]
    done, won = [], [[] for _ in range(4)]
    for number, (seats, cards, winner) in enumerate(tricks, 1):
        cards = p(cards)
        done.append(FinishedTrick(number, seats, cards, winner, sum(handjass.card_points(c, "H") for c in cards)))
        won[winner] += cards
    trick = TrickRecord((1, 2, 3, 0), p("AS 10S KS"))
    play = TrickPlay(hands, (1, 2, 3, 0), trick, tuple(tuple(w) for w in won), (0,) * 4, tricks=tuple(done))
    return dataclasses.replace(state, phase=handjass.Phase.PLAY, play=play, pending=(),
                               declaring=dataclasses.replace(state.declaring, active=(1, 2, 3, 0)))


def test_handjass_expert_weighs_the_last_card_after_the_others_have_played_theirs():
    """The last trick, the seat to act playing last: the others hold no card, and its one card may
    carry the Stöck or not (rules §3.2). The expert weighs the two (it found no world to deal the
    empty hands once) and announces the Stöck, 20 points."""
    state = handjass.new_game(3, seed=229)
    bot = handjass.HandjassBot(0)
    while not (state.phase is handjass.Phase.PLAY and len(state.legal_actions()) == 2
               and sum(map(len, state.hands)) == 1):
        state = state.apply(bot.choose(state).action)
    assert [len(state.hands[s]) for s in state.play.order].count(0) == 2 and len(state.legal_actions()) == 2
    decision = hj_expert.expert(budget=None, samples=8, seed=1).choose(state)
    assert decision.action.stoeck


def test_handjass_expert_never_throws_away_the_trick_that_saves_it_from_a_potato():
    state = handjass_position()
    ruff, throw = handjass.Play("6H"), handjass.Play("7C")
    assert set(state.legal_actions()) == {ruff, throw}
    for seed in range(3):
        bot = hj_expert.expert(budget=None, samples=16, seed=seed)
        assert bot.choose(state).action == ruff
        values = {v.action: v.mean for v in bot.values(state)}
        assert values[throw] == -1 and values[ruff] == 1          # a potato, or second best of four


def test_handjass_values_are_the_same_for_the_same_seed():
    for steps in (0, 9):
        state = handjass_state(3, steps, bot=handjass.HandjassBot(0))
        first = hj_expert.expert(budget=None, samples=12, seed=2).values(state)
        again = hj_expert.expert(budget=None, samples=12, seed=2).values(state)
        assert [tuple(v) for v in first] == [tuple(v) for v in again]
        assert all(v.samples == 12 for v in first)
        assert {v.action.card if steps else v.action for v in first} == \
            {a.card if steps else a for a in state.legal_actions()}


def test_handjass_expert_never_passes_eight_trumps():
    """Seat 1 to declare holds every trump but the turned card (the dealer's): it takes every trick
    the others cannot ruff, and passing scores nothing."""
    state = handjass.new_game(4, seed=2)
    seat, trump = state.to_act, state.trump
    best = [c for c in SWISS_36.cards if c.suit == trump and c != state.turned]
    coming = [c for c in best if c not in state.hands[seat]]
    going = [c for c in state.hands[seat] if c not in best][:len(coming)]
    swap = {**dict(zip(coming, going)), **dict(zip(going, coming))}
    hands = tuple(Cards(sorted((swap.get(c, c) for c in h), key=SWISS_36.index)) for h in state.hands)
    state = dataclasses.replace(state, declaring=dataclasses.replace(state.declaring, hands=hands))
    assert set(best) <= set(state.hands[seat]) and len(set(handjass_cards(state))) == 36
    bot = hj_expert.expert(budget=None, samples=8, seed=1)
    assert bot.choose(state).action == handjass.PLAY
    values = {v.action: v.mean for v in bot.values(state)}
    assert values[handjass.PLAY] >= 1 > values[handjass.PASS] == 0


@FEW
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 40), players=st.sampled_from([2, 3, 4]),
       modern=st.booleans(), duty=st.booleans())
def test_handjass_fast_playouts_play_as_the_bot_does(seed, steps, players, modern, duty):
    """In the real world (no card hidden), the batched playout of a card counts the totals the bot
    counts through the play protocol after that card, Weis and Stöck included."""
    state = handjass_state(seed, steps, players, modern_weis=modern, overtrump_duty=duty)
    if state.phase is not handjass.Phase.PLAY:
        return
    order = state.play.order
    hands = np.zeros((1, len(order), 36), dtype=bool)
    for i, s in enumerate(order):
        hands[0, i, [SWISS_36.index(c) for c in state.hands[s]]] = True
    model = hj_expert.HandjassModel()
    actions = model.candidates(state)[:3]
    totals = model.totals(state, hands, actions)
    for action, row in zip(actions, totals):
        end = play_out(state.apply(action), handjass.HandjassBot(0), stop=lambda s: s.deal_no != state.deal_no)
        assert list(row) == [end.deals[0].totals[s] for s in order]


# --------------------------------------------------------------------------- Mus

def mus_state(seed: int, steps: int, bot=None, **rules):
    """A Mus position ``steps`` actions into the first deal, random ones unless a ``bot`` is given."""
    return walked(mus.new_game(seed=seed, **rules), steps, bot or RandomBot(seed), lambda s: s.deal_no == 1)


def mus_cards(state) -> list:
    return [c for h in state.hands for c in h] + list(state.stock) + list(state.discards)


@FEW
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 30), quiet=st.booleans())
def test_mus_determinise_respects_what_the_seat_knows(seed, steps, quiet):
    state = mus_state(seed, steps, bot=mus.MusBot(seed) if seed % 2 else None, no_signals_first_deal=quiet)
    seat = state.to_act
    facts = mus_expert.known(state, seat)
    partner = (seat + 2) % 4
    for i in range(3):
        world = mus_expert.determinise(state, seat, np.random.default_rng(i))
        assert Counter(mus_cards(world)) == Counter(mus_cards(state)) and len(mus_cards(world)) == 40
        assert world.hands[seat] == state.hands[seat]
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert (len(world.stock), len(world.discards)) == (len(state.stock), len(state.discards))
        assert facts["thrown"] <= set(world.discards)
        assert [len(t) for t in world.thrown] == [len(t) for t in state.thrown]
        for s, holds in facts["pares"].items():
            assert bool(mus.pares_kind(world.hands[s], state.rules)) == holds
        for s, holds in facts["juego"].items():
            assert mus.has_juego(world.hands[s], state.rules) == holds
        if len(state.hands[partner]) == 4:
            signs = mus.signals(world.hands[partner], state.rules)
            assert (facts["signs"] is None) == quiet and (quiet or signs == mus.signals(state.hands[partner], state.rules))
        assert world.legal_actions() == state.legal_actions()


def best_grande_position():
    """Seat 0, mano, holds four kings: nobody can beat its Grande (a tie goes to the mano). It passed;
    Seat 1 bet envido 2 and Seat 0's partner refused: Seat 0 answers last."""
    state = mus.new_game(seed=1, dealer=3, hands=["Ro Rc Re Rb", "4o 5c 6e 7b", "Co 2c 3o Sb", "Ao 4c 5e Cb"])
    for action in (mus.NoMus(), mus.Paso(), mus.Envido(2), mus.NoQuiero()):
        state = state.apply(action)
    return state


@pytest.mark.parametrize("seed", range(3))
def test_mus_expert_never_refuses_a_bet_on_the_best_possible_grande(seed):
    state = best_grande_position()
    assert state.phase is mus.Phase.GRANDE and state.to_act == 0
    bot = mus_expert.expert(budget=None, samples=12, seed=seed)
    assert not isinstance(bot.choose(state).action, mus.NoQuiero)
    values = {v.action: v.mean for v in bot.values(state)}
    assert values[mus.Quiero()] > values[mus.NoQuiero()]


def test_mus_values_are_the_same_for_the_same_seed():
    state = mus_state(4, 0)
    first = mus_expert.expert(budget=None, samples=6, seed=2).values(state)
    again = mus_expert.expert(budget=None, samples=6, seed=2).values(state)
    assert [tuple(v) for v in first] == [tuple(v) for v in again]
    assert {v.action for v in first} == set(state.legal_actions()) and all(v.samples == 6 for v in first)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 12), target=st.sampled_from([40, 30]),
       scores=st.sampled_from([(0, 0), (35, 20), (20, 37)]), variants=st.tuples(st.booleans(), st.booleans(), st.booleans()))
def test_mus_fast_lances_score_as_the_game_does(seed, steps, target, scores, variants):
    """From any point of the lances, :func:`finish_deal` gives the points that playing the deal out
    through the play protocol gives, with the same bot (its bluffs drawn in the same order), up to
    the showdown or the end of the game (rules §2.4 to §2.8, §3, §4)."""
    std, en_paso, kings = variants
    state = mus.new_game(seed=seed, target=target, scores=tuple(min(p, target - 1) for p in scores),
                         std_bonuses=std, en_paso_point=en_paso, four_kings=kings)
    state = play_out(state, mus.MusBot(seed), stop=lambda s: s.betting is not None)
    for _ in range(steps):
        if state.betting is None or state.deal_no != 1:
            break
        state = state.apply(mus.MusBot(seed + 1).choose(state).action)
    if state.betting is None or state.deal_no != 1 or state.is_over:
        return
    end = play_out(state, mus.MusBot(seed + 2, trials=300),
                   stop=lambda s: s.deal_no != state.deal_no or s.is_over)
    assert mus_expert.finish_deal(state, mus.MusBot(seed + 2, trials=300)) == end.points


def mus_bot_state(seed: int, bets: int):
    """A position of the first deal played by MusBots (the book's bots), ``bets`` decisions into the lances."""
    left = [bets]

    def stop(s) -> bool:
        if s.betting is not None:
            left[0] -= 1
        return (s.betting is not None and left[0] < 0) or s.deal_no != 1
    return play_out(mus.new_game(seed=seed), mus.MusBot(seed), stop=stop)


@FEW
@given(seed=st.integers(0, 10_000), bets=st.integers(0, 8))
@example(seed=488, bets=4)
def test_mus_decisions_seen_are_what_a_bot_with_the_real_hand_decides(seed, bets):
    """What the expert reads from the opponents' decisions (their mus, their bets, each with the
    lance's betting and score as they were) is what a bot holding their real hands decides there:
    the real hands are as likely as a hand can be, but for its bluffs, each weighed 0.05 (rules §2.2,
    §2.4): never the 0.02 of a decision the bot would not make (deal 488 bluffs envido 2 twice)."""
    state = mus_bot_state(seed, bets)
    if state.is_over or state.deal_no != 1 or state.to_act is None:
        return
    seat = state.to_act
    for other, decisions in mus_expert.observed(state, seat).items():
        assert other % 2 != seat % 2
        weight = mus_expert.likelihood(state, state.hands[other], decisions)
        assert any(math.isclose(weight, 0.05 ** bluffs) for bluffs in range(len(decisions) + 1)), (other, weight)


def test_mus_worlds_give_an_opponent_who_cut_the_mus_a_hand_a_bot_would_cut_with():
    """Seat 3, the mano, cut the mus at once: a bot cuts with medias, duples, 31 or 32, or a Grande or
    Chica its team wins three times in four. Nearly every world Seat 0's expert samples gives him
    such a hand, where a uniform draw does so less than half the time (rules §2.2)."""
    state = next(s for s in (mus.new_game(seed=seed, dealer=2) for seed in range(1, 100))
                 if isinstance(mus.MusBot(0).choose(s).action, mus.NoMus))
    assert state.to_act == 3
    state = state.apply(mus.NoMus())
    decisions = mus_expert.observed(state, 0)[3]
    assert [str(a) for a, _ in decisions] == ["no hay mus"]
    rng = np.random.default_rng(1)
    likely = [mus_expert.likelihood(state, mus_expert.determinise(state, 0, rng).hands[3], decisions) == 1
              for _ in range(40)]
    uniform = [mus_expert.likelihood(state, mus.new_game(seed=1000 + i).hands[3], decisions) == 1 for i in range(200)]
    assert sum(likely) >= 36 and sum(uniform) / 200 < 0.5
