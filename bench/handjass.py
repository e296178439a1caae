"""Handjass playout speed: batched numpy random deals beside jass-kit's own random games.

Run from the project root:  python bench/handjass.py

Prints, on the same run: random full 4-player deals per second through
``cardlib.handjass.fast.random_deals`` (every card a uniformly random legal card, tricks,
points), jass-kit's ``Arena`` playing the same kind of random deals with four
``AgentRandomSchieber`` players (its own random game simulation, move checking off), the
ratio beside its target of 10x, and ``legal_cards`` calls per second (pure Python).
Figures only: nothing here asserts on time.
"""

from __future__ import annotations

import contextlib
import io
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlib.cards import SWISS_36, Cards  # noqa: E402
from cardlib.handjass import legal_cards  # noqa: E402
from cardlib.handjass.fast import random_deals  # noqa: E402

BATCH = 20_000
JASSKIT_GAMES = 400
TARGET = 10


def median_rate(fn, count: int, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return count / statistics.median(times)


def ours() -> float:
    random_deals(100, seed=0)                                   # warm up outside the timing
    seeds = iter(range(1, 1000))
    return median_rate(lambda: random_deals(BATCH, seed=next(seeds)), BATCH, runs=5)


def jasskit() -> float | None:
    try:
        from jass.agents.agent_random_schieber import AgentRandomSchieber
        from jass.arena.arena import Arena
    except ImportError:
        return None

    def run() -> None:
        arena = Arena(nr_games_to_play=JASSKIT_GAMES, print_every_x_games=10**9, check_move_validity=False)
        arena.set_players(*(AgentRandomSchieber() for _ in range(4)))
        with contextlib.redirect_stdout(io.StringIO()):         # its progress bar
            arena.play_all_games()
        assert (arena.points_team_0 + arena.points_team_1 == 157).all()

    return median_rate(run, JASSKIT_GAMES, runs=3)


def legal_rate() -> float:
    rng = np.random.default_rng(0)
    pack = SWISS_36.cards
    positions = []
    for _ in range(5000):
        order = rng.permutation(36)
        size, lead = int(rng.integers(1, 10)), int(rng.integers(0, 4))
        positions.append((Cards(pack[int(i)] for i in order[:size]),
                          Cards(pack[int(i)] for i in order[size:size + lead]), "SHDC"[int(rng.integers(4))]))

    def run() -> None:
        for hand, trick, trump in positions:
            legal_cards(hand, trick, trump)
    return median_rate(run, len(positions), runs=5)


def main() -> None:
    fast = ours()
    theirs = jasskit()
    legal = legal_rate()
    print("Handjass random full deals (4 players, random legal cards), same machine, same run")
    print(f"  cardlib batched numpy ({BATCH:,} deals a batch): {fast:12,.0f} deals/s")
    if theirs is None:
        print("  jass-kit Arena + 4 AgentRandomSchieber:        not installed (pip install jass-kit)")
    else:
        print(f"  jass-kit Arena + 4 AgentRandomSchieber:        {theirs:12,.0f} deals/s")
        print(f"  ratio cardlib / jass-kit:                      {fast / theirs:12.1f} x   "
              f"target >= {TARGET} x  {'met' if fast / theirs >= TARGET else 'NOT met'}")
    print(f"  legal_cards (pure Python):                     {legal:12,.0f} calls/s")


if __name__ == "__main__":
    main()
