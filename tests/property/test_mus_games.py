"""Random whole games of Mus: hands of four outside the discard, actions that read back from their
text, every point told by an event and a scoresheet entry, and the right ending. What every game
promises (cards, immutable states, replays, refusals) is in test_protocol.py."""

from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib.game import RandomBot
from cardlib.mus import Phase, Rules, new_game, parse_action
from cardlib.mus.bot import MusBot
from tests.support import MusRandomBot

MAX_STEPS = 3000


def make_bots(kind, seed):
    if kind == "random":
        return [RandomBot(seed + i) for i in range(4)]
    if kind == "typed":
        return [MusRandomBot(seed + i) for i in range(4)]
    if kind == "mus":
        return [MusBot(seed + i) for i in range(4)]
    return [MusBot(seed), MusRandomBot(seed + 1), MusBot(seed + 2), RandomBot(seed + 3)]


rules_st = st.builds(Rules, four_kings=st.booleans(), en_paso_point=st.booleans(), std_bonuses=st.booleans(),
                     target=st.sampled_from([30, 40]), no_signals_first_deal=st.booleans())


def play_checked(state, bots):
    step = 0
    while not state.is_over:
        assert step < MAX_STEPS, "the game did not end"
        assert all(len(h) == 4 for h in state.hands) or state.phase is Phase.DISCARD
        if step % 5 == 0:
            assert all(parse_action(str(a)) == a for a in state.legal_actions())
        state = state.apply(bots[state.to_act].choose(state).action)
        step += 1
    return state


def assert_proper_ending(state):
    rules = state.rules
    # the events tell every point: one "score" event per ledger entry, adding up to the scores
    scored = [e for e in state.events if e.kind == "score"]
    assert [(e["team"], e["points"]) for e in scored] == [(e.team, e.points) for e in state.ledger]
    # ... and the contests of the showdowns with the refusals paid at once account for all of them
    told = sum(e["points"] for e in state.events if e.kind == "contest" or
               (e.kind == "lance" and e["status"] == "refused"))
    assert told == sum(e.points for e in state.ledger)
    assert state.to_act is None and state.phase is Phase.GAME_OVER and state.legal_actions() == []
    winner = state.winner
    assert state.scores[winner] >= rules.target
    ordago = state.ledger[-1].reason.startswith("all-in bet (órdago)")
    # every deal is recorded with the points it paid, the last one too (even when an órdago ends it)
    assert [d.number for d in state.deals] == list(range(1, state.deal_no + 1))
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
    assert_proper_ending(play_checked(start, make_bots(kind, seed)))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_bot_games_keep_the_rules(seed):
    assert_proper_ending(play_checked(new_game(seed=seed), make_bots("mus", seed)))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), start=st.tuples(st.integers(25, 39), st.integers(25, 39)))
def test_close_games_end_exactly_at_the_target(seed, start):
    """Games started near the end stop at the first addition that reaches 40."""
    state = new_game(seed=seed, scores=start)
    end = play_checked(state, make_bots("typed", seed))
    assert_proper_ending(end)
    loser = 1 - end.winner
    crossed = start[loser] < 35 <= end.scores[loser]
    said = [e["team"] for e in end.events if e.kind == "dientro"]
    assert said.count(loser) == int(crossed)
    assert end.dientro[loser] == (end.scores[loser] >= 35)
    assert said.count(end.winner) <= 1
