"""Handjass playout speed: batched numpy random deals beside jass-kit's own random games.

Run from the project root:  python bench/handjass.py [--tiny]

Prints, on the same run: random full 4-player deals per second through
``cardlib.handjass.fast.random_deals`` (every card a uniformly random legal card, tricks,
points), jass-kit's ``Arena`` playing the same kind of random deals with four
``AgentRandomSchieber`` players (its own random game simulation, move checking off), the
ratio beside its target of 10x, and ``legal_cards`` calls per second (pure Python: it reads
every card's ruling, with reasons in words; on new positions, and with each position asked
twice in a row, the second answered by the rulings' cache as the engine's repeated questions are).
Figures only: nothing here asserts on time.

``python bench/handjass.py --calibrate [DEALS]`` prints instead the figures behind
``HandjassBot``'s play/pass thresholds (``cardlib.handjass.bot.PLAY_AT``): for seeded
deals (seeds 10000 on, DEALS per line, 3000 for the published figures) in which the
chosen number of players play and the others pass, bots playing every card, the share
of hands reaching the potato line (26 and 21) by the bot's estimate.

``--tiny`` runs every part at the smallest size (200 deals a batch, 10 jass-kit games, 200
positions, one run each; with ``--calibrate``, 5 deals a line), so a test can check that the
bench still runs; its figures mean nothing.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardlib.cards import SWISS_36, Cards  # noqa: E402
from cardlib.handjass import legal_cards  # noqa: E402
from cardlib.handjass.fast import random_deals  # noqa: E402
from timing import median_rate  # noqa: E402

BATCH = 20_000
JASSKIT_GAMES = 400
TARGET = 10


def ours(batch: int = BATCH, runs: int = 5) -> float:
    random_deals(100, seed=0)                                   # warm up outside the timing
    seeds = iter(range(1, 1000))
    return median_rate(lambda: random_deals(batch, seed=next(seeds)), batch, runs=runs)


def jasskit(games: int = JASSKIT_GAMES, runs: int = 3) -> float | None:
    try:
        from jass.agents.agent_random_schieber import AgentRandomSchieber
        from jass.arena.arena import Arena
    except ImportError:
        return None

    def run() -> None:
        arena = Arena(nr_games_to_play=games, print_every_x_games=10**9, check_move_validity=False)
        arena.set_players(*(AgentRandomSchieber() for _ in range(4)))
        with contextlib.redirect_stdout(io.StringIO()):         # its progress bar
            arena.play_all_games()
        assert (arena.points_team_0 + arena.points_team_1 == 157).all()

    return median_rate(run, games, runs=runs)


def legal_rate(*, fresh: bool, count: int = 5000, runs: int = 5) -> float:
    """``legal_cards`` calls per second over ``count`` random positions; ``fresh``: each asked once, new
    to the rulings' cache; else each asked twice in a row (as the engine asks again about a position)."""
    from cardlib.handjass.core import _rulings
    rng = np.random.default_rng(0)
    pack = SWISS_36.cards
    positions = []
    for _ in range(count):
        order = rng.permutation(36)
        size, lead = int(rng.integers(1, 10)), int(rng.integers(0, 4))
        positions.append((Cards(pack[int(i)] for i in order[:size]),
                          Cards(pack[int(i)] for i in order[size:size + lead]), "SHDC"[int(rng.integers(4))]))

    asks = 1 if fresh else 2

    def run() -> None:
        _rulings.cache_clear()
        for hand, trick, trump in positions:
            for _ in range(asks):
                legal_cards(hand, trick, trump)
    return median_rate(run, asks * len(positions), runs=runs)


def _calibration_rows(players: int, playing: int, seeds) -> list[tuple[int, int]]:
    import random

    from cardlib.handjass import DOUBT, PASS, PLAY, HandjassBot, Phase, new_game
    from cardlib.handjass.bot import estimate_points
    bots = {s: HandjassBot(seed=s) for s in range(players)}
    rows = []
    for seed in seeds:
        state = new_game(players, seed=seed)
        active = set(random.Random(seed).sample(state.order, playing))
        estimate = {s: estimate_points(state.hands[s], state.trump, state.rules)[0] for s in state.order}
        while state.deal_no == 1:
            if state.phase is Phase.DECLARE:
                state = state.apply(PLAY if state.to_act in active else PASS)
            elif state.phase is Phase.AGREE:
                state = state.apply(DOUBT)
            else:
                state = state.apply(bots[state.to_act].choose(state).action)
        record = state.deals[0]
        rows += [(estimate[s], record.totals[s]) for s in record.active]
    return rows


def _lowest_good(rows, line: int, share: float) -> int:
    """The lowest estimate (a multiple of 5) from which every 10-point band of hands reached ``line``
    in at least ``share`` of the deals."""
    top = max(e for e, _ in rows)
    good = top + 1
    for low in range(top - top % 5, -1, -5):
        hit = [t >= line for e, t in rows if low <= e < low + 10]
        if hit and sum(hit) < share * len(hit):
            break
        good = low
    return good


def _lowest_sure(rows, line: int, share: float) -> int:
    """The lowest estimate (a multiple of 5) such that the hands worth that much or more reached
    ``line`` in at least ``share`` of the deals."""
    top = max(e for e, _ in rows)
    return next(low for low in range(0, top + 5, 5)
                if sum(t >= line for e, t in rows if e >= low) >= share * sum(1 for e, _ in rows if e >= low))


def calibrate(deals: int) -> None:
    from cardlib.handjass.bot import AGREE_AT, PLAY_AT
    print(f"Share of hands reaching the potato line, by the bot's estimate ({deals:,} seeded deals a line)")
    for players, playing in ((4, 4), (4, 3), (4, 2), (3, 3), (3, 2), (2, 2)):
        rows = _calibration_rows(players, playing, range(10_000, 10_000 + deals))
        for line in (26, 21):
            cells = []
            for low in range(0, 90, 10):
                hit = [t >= line for e, t in rows if low <= e < (low + 10 if low < 80 else 10**6)]
                name = f"{low}+" if low == 80 else f"{low}-{low + 9}"
                cells.append(f"{name}: {sum(hit) / max(1, len(hit)):4.0%}")
            mark = f"55% from {_lowest_good(rows, line, 0.55)}, bot plays from {PLAY_AT[line][(players, playing)]}"
            if playing == 2:
                mark += f"; 90% from {_lowest_sure(rows, line, 0.9)} on, bot agrees from {AGREE_AT[line][players]}"
            print(f"  {players} players, {playing} play, line {line}: mean total "
                  f"{sum(t for _, t in rows) / len(rows):5.1f}, all {sum(t >= line for _, t in rows) / len(rows):4.0%}"
                  f" | " + "  ".join(cells) + f"  ({mark})")


def main() -> None:
    tiny = "--tiny" in sys.argv
    if "--calibrate" in sys.argv:
        rest = [a for a in sys.argv[sys.argv.index("--calibrate") + 1:] if a != "--tiny"]
        calibrate(5 if tiny else int(rest[0]) if rest else 3000)
        return
    batch, runs = (200, 1) if tiny else (BATCH, 5)
    fast = ours(batch, runs)
    theirs = jasskit(10, 1) if tiny else jasskit()
    count = 200 if tiny else 5000
    legal = legal_rate(fresh=True, count=count, runs=runs)
    again = legal_rate(fresh=False, count=count, runs=runs)
    print("Handjass random full deals (4 players, random legal cards), same machine, same run")
    print(f"  cardlib batched numpy ({batch:,} deals a batch): {fast:12,.0f} deals/s")
    if theirs is None:
        print("  jass-kit Arena + 4 AgentRandomSchieber:        not installed (pip install jass-kit)")
    else:
        print(f"  jass-kit Arena + 4 AgentRandomSchieber:        {theirs:12,.0f} deals/s")
        print(f"  ratio cardlib / jass-kit:                      {fast / theirs:12.1f} x   "
              f"target >= {TARGET} x  {'met' if fast / theirs >= TARGET else 'NOT met'}")
    print(f"  legal_cards (pure Python, new positions):      {legal:12,.0f} calls/s")
    print(f"  legal_cards (each position asked twice):       {again:12,.0f} calls/s")


if __name__ == "__main__":
    main()
