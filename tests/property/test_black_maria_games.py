"""Random and bot games of Black Maria, 3 to 7 players and the variants: every card dealt once, the
deal's penalty total (43, 26 under note 1, 36 under note 2, 42 for six without the 2s; minus the
total when one seat takes everything under note 5), exactly three cards passed each way, and the
scores and winners the deals add up to. What every game promises (cards at every step, immutable
states, replays, refusals) is in test_protocol.py."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib.black_maria import BlackMariaBot, deck, new_game, penalty
from cardlib.game import RandomBot, play_out

VARIANTS = [
    ({}, 43),
    ({"scoring": "hearts_and_queen"}, 26),
    ({"scoring": "graded_hearts", "pass_left": True}, 36),
    ({"taking_everything": True, "no_heart_lead_early": True}, 43),
    ({"pass_restriction": "queen_ace_king_hearts", "hearts_broken": True}, 43),
    ({"pass_restriction": "queen", "scoring": "graded_hearts", "taking_everything": True}, 36),
    ({"six_all_twos": True}, 42),                  # six players only (rules §5.2)
]
GAME = dict(end_mode="deals", num_deals=2)
FAST = settings(max_examples=20, deadline=None)


def check_deal(record, rules, total: int, players: int) -> None:
    """One finished deal: every card dealt once, three passed each way, the total conserved."""
    used = deck(players, six_all_twos=rules.six_all_twos)
    assert Counter(c for h in record.dealt for c in h) == Counter(used)
    assert all(len(p) == 3 and set(p) <= set(record.dealt[s]) for s, p in enumerate(record.passed))
    for s in range(players):
        to = record.passed_to[s]
        assert to == ((s + 1) % players if rules.pass_left else (s - 1) % players)
        assert set(record.passed[s]) <= set(record.played[to])
        assert not set(record.passed[s]) & set(record.played[s])
        giver = record.passed_to.index(s)
        assert set(record.played[s]) == set(record.dealt[s]) - set(record.passed[s]) | set(record.passed[giver])
    if rules.pass_restriction != "none":
        banned = rules.restricted
        for s, p in enumerate(record.passed):
            free = [c for c in record.dealt[s] if (c.rank, c.suit.value) not in banned]
            if len(free) >= 3:
                assert not any((c.rank, c.suit.value) in banned for c in p)
    assert sum(record.taken) == total
    assert sum(sum(penalty(t.cards, rules.scoring) for t in record.tricks if t.winner == s) == record.taken[s]
               for s in range(players)) == players
    if record.took_everything is not None:
        assert rules.taking_everything and record.taken[record.took_everything] == total
        assert record.scored == tuple(-total if s == record.took_everything else 0 for s in range(players))
        assert sum(record.scored) == -total
    else:
        assert record.scored == record.taken and sum(record.scored) == total
    assert len(record.tricks) == len(used) // players


def play_game(players: int, seed: int, options: dict, bot_seats: frozenset):
    state = new_game(players, seed=seed, **GAME, **options)
    bots = {s: BlackMariaBot() if s in bot_seats else RandomBot(seed + s) for s in range(players)}
    return state, play_out(state, bots)


@FAST
@given(players=st.integers(3, 7), seed=st.integers(0, 2**32), variant=st.integers(0, len(VARIANTS) - 1),
       bots=st.frozensets(st.integers(0, 6), max_size=7))
def test_random_and_bot_games_conserve_cards_and_points(players, seed, variant, bots):
    options, total = VARIANTS[variant]
    if options.get("six_all_twos"):
        players = 6
    start, end = play_game(players, seed, options, bots)
    assert start.deal_total == total and len(end.deals) == 2
    for record in end.deals:
        check_deal(record, end.rules, total, players)
    assert end.scores == tuple(sum(d.scored[s] for d in end.deals) for s in range(players))
    assert end.winners == tuple(s for s in range(players) if end.scores[s] == min(end.scores))


@settings(max_examples=8, deadline=None)
@given(players=st.integers(3, 7), seed=st.integers(0, 2**32))
def test_games_to_100_end_with_someone_at_100(players, seed):
    """Rules §4: in the default game the last deal takes someone to 100 or more, and no earlier one did."""
    state = new_game(players, seed=seed)
    bots = {s: BlackMariaBot() if s % 2 else RandomBot(seed) for s in range(players)}
    while not state.is_over:
        state = state.apply(bots[state.to_act].choose(state).action)
    assert max(state.scores) >= 100
    assert all(max(d.totals) < 100 for d in state.deals[:-1])
    assert [d.dealer for d in state.deals] == [i % players for i in range(len(state.deals))]
