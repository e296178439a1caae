"""Random whole games of Mus through the play protocol: conservation of the 40 cards, scores that
only grow, the right ending, immutable states, exact replays, and illegal actions refused."""

import copy

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib import IllegalActionError, SPANISH_40
from cardlib.game import RandomBot
from cardlib.mus import (Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Phase, Quiero, Reenvido,
                         Rules, new_game, parse_action)
from cardlib.mus.bot import MusBot

PACK = set(SPANISH_40.cards)
MAX_STEPS = 3000


class TypeRandomBot:
    """Random, but picks the kind of action first (mus often, órdago rarely), so bets stay small,
    the stock runs out now and then, and games last several deals."""

    WEIGHTS = {"Mus": 9.0, "NoMus": 1.0, "Ordago": 0.03}

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def choose(self, state):
        actions = state.legal_actions()
        kinds = sorted({type(a).__name__ for a in actions})
        weights = np.array([self.WEIGHTS.get(k, 1.0) for k in kinds])
        kind = kinds[int(self.rng.choice(len(kinds), p=weights / weights.sum()))]
        pool = [a for a in actions if type(a).__name__ == kind]
        pool = [a for a in pool if getattr(a, "points", 2) <= 4 and getattr(a, "by", 2) <= 4] or pool
        return type("D", (), {"action": pool[int(self.rng.integers(len(pool)))]})


def make_bots(kind, seed):
    if kind == "random":
        return [RandomBot(seed + i) for i in range(4)]
    if kind == "typed":
        return [TypeRandomBot(seed + i) for i in range(4)]
    if kind == "mus":
        return [MusBot(seed + i) for i in range(4)]
    return [MusBot(seed), TypeRandomBot(seed + 1), MusBot(seed + 2), RandomBot(seed + 3)]


rules_st = st.builds(Rules, four_kings=st.booleans(), en_paso_point=st.booleans(), std_bonuses=st.booleans(),
                     target=st.sampled_from([30, 40]), no_signals_first_deal=st.booleans())


def illegal_candidates(state):
    seat = state.to_act
    foreign = next(c for c in SPANISH_40.cards if c not in state.hands[seat])
    return [Envido(1), Envido(0), Reenvido(1), Reenvido(-3), Quiero(), NoQuiero(), Paso(), Mus(), NoMus(),
            Ordago(firm=True), Quiero(firm=True), Discard([foreign]), Discard(""), "envido 2", None]


def assert_cards_conserved(state):
    cards = [c for h in state.hands for c in h] + list(state.stock) + list(state.discards)
    assert len(cards) == 40 and set(cards) == PACK
    assert all(len(h) == 4 for h in state.hands) or state.phase is Phase.DISCARD


def play_checked(state, bots, check_every=1):
    step = 0
    while not state.is_over:
        assert step < MAX_STEPS, "the game did not end"
        assert_cards_conserved(state)
        snapshot = copy.deepcopy(state) if step % check_every == 0 or step % 5 == 0 else None
        legal = state.legal_actions()
        assert legal and all(state.can(a) for a in legal)
        if step % 5 == 0:
            assert all(parse_action(str(a)) == a for a in legal)
        if step % 5 == 0:
            for bad in illegal_candidates(state):
                if bad not in legal and not state.can(bad):
                    try:
                        state.apply(bad)
                    except IllegalActionError as error:
                        assert str(error)
                    else:
                        raise AssertionError(f"{bad!r} was accepted")
            assert state == snapshot            # a rejected call changes nothing
        action = bots[state.to_act].choose(state).action
        after = state.apply(action)
        if snapshot is not None:
            assert state == snapshot and hash(state) == hash(snapshot)
        assert after.history == state.history + (action,)
        assert all(b >= a for a, b in zip(state.scores, after.scores))
        state, step = after, step + 1
    return state


def assert_proper_ending(state):
    rules = state.rules
    # the events tell every point: one "score" event per ledger entry, adding up to the scores
    scored = [e for e in state.events if e.kind == "score"]
    assert [(e["team"], e["points"]) for e in scored] == [(e.team, e.points) for e in state.ledger]
    assert [e.action for e in state.events if e.kind == "action"] == list(state.history)
    # ... and the contests of the showdowns with the refusals paid at once account for all of them
    told = sum(e["points"] for e in state.events if e.kind == "contest" or
               (e.kind == "lance" and e["status"] == "refused"))
    assert told == sum(e.points for e in state.ledger)
    assert state.to_act is None and state.phase is Phase.GAME_OVER and state.legal_actions() == []
    winner = state.winner
    assert state.scores[winner] >= rules.target
    ordago = state.ledger[-1].reason.startswith("órdago")
    # every deal is recorded with the points it paid, the last one too (even when an órdago ends it)
    assert [d.number for d in state.deals] == list(range(1, state.deal_number + 1))
    assert sum((d.entries for d in state.deals), ()) == state.ledger
    assert ordago or state.scores[1 - winner] < rules.target
    if not ordago:
        # the game stopped at the first addition that reached the target
        before = state.scores[winner] - state.ledger[-1].points
        assert before < rules.target and state.ledger[-1].team == winner


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), kind=st.sampled_from(["random", "typed", "mixed"]), rules=rules_st)
def test_random_games_keep_the_rules(seed, kind, rules):
    start = new_game(seed=seed, **vars(rules))
    end = play_checked(start, make_bots(kind, seed), check_every=3)
    assert_proper_ending(end)
    again = start
    for action in end.history:
        again = again.apply(action)
    assert again == end


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_bot_games_keep_the_rules(seed):
    start = new_game(seed=seed)
    end = play_checked(start, make_bots("mus", seed), check_every=10)
    assert_proper_ending(end)
    again = new_game(seed=seed)
    for action in end.history:
        again = again.apply(action)
    assert again == end


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), start=st.tuples(st.integers(25, 39), st.integers(25, 39)))
def test_close_games_end_exactly_at_the_target(seed, start):
    """Games started near the end stop at the first addition that reaches 40."""
    state = new_game(seed=seed, scores=start)
    end = play_checked(state, make_bots("typed", seed), check_every=5)
    assert_proper_ending(end)
    loser = 1 - end.winner
    crossed = start[loser] < 35 <= end.scores[loser]
    said = [e["team"] for e in end.events if e.kind == "dientro"]
    assert said.count(loser) == int(crossed)
    assert end.dientro[loser] == (end.scores[loser] >= 35)
    assert said.count(end.winner) <= 1
