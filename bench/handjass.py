"""Handjass playout speed: batched numpy random deals beside jass-kit's own random games.

Run from the project root:  python bench/handjass.py [--tiny]

Prints, on the same run, timed in turn round after round (``timing.interleaved``), random full
4-player deals per second (every card a uniformly random legal card, tricks, points):

* ``cardlib.handjass.fast.random_deals`` in batches, and one deal per call (its plain-Python
  small path);
* the baseline: the same function before the batch kit (``bench/baseline/handjass_fast.py``);
* jass-kit's own loop: its ``GameSim`` and ``RuleSchieber.get_valid_cards`` on a random deal,
  a random trump suit (never its no-trump modes), a card drawn from the valid ones with Python's
  ``random`` (the cheapest draw), one deal at a time: the fair comparison;
* jass-kit's ``Arena`` with four ``AgentRandomSchieber`` (which also plays Obe-Abe / Une-Ufe
  rounds and draws with numpy), for reference;

the ratios beside the targets (4x the baseline, 60x jass-kit's loop; one deal per call not
slower than jass-kit's loop), and ``legal_cards`` calls per second (pure Python: it reads every
card's ruling, with reasons in words; on new positions, and with each position asked twice in a
row, the second answered by the rulings' cache as the engine's repeated questions are).
Figures only: nothing here asserts on time.

``python bench/handjass.py --calibrate [DEALS]`` prints instead the figures behind
``HandjassBot``'s play/pass thresholds (``cardlib.handjass.bot.PLAY_AT``): for seeded
deals (seeds 10000 on, DEALS per line, 3000 for the published figures) in which the
chosen number of players play and the others pass, bots playing every card, the share
of hands reaching the potato line (26 and 21) by the bot's estimate.

``--tiny`` runs every part at the smallest size (200 deals a batch, 10 jass-kit games, 200
positions, one round; with ``--calibrate``, 5 deals a line), so a test can check that the
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
from baseline import handjass_fast as baseline  # noqa: E402
from cardlib.handjass.fast import random_deals  # noqa: E402
from timing import interleaved, median_rate  # noqa: E402

BATCH = 20_000
JASSKIT_GAMES = 400
ONE_BY_ONE = 400                 # deals, one per call
TARGET_BASELINE, TARGET_JASSKIT = 4, 60


def jasskit_loop(games: int) -> "callable | None":
    """jass-kit's own simulation, driven as simply as it allows: ``games`` random deals."""
    try:
        from jass.game.game_sim import GameSim
        from jass.game.game_util import deal_random_hand
        from jass.game.rule_schieber import RuleSchieber
    except ImportError:
        return None
    import random
    rule, rng = RuleSchieber(), random.Random(0)

    def run() -> None:
        for _ in range(games):
            sim = GameSim(rule=rule)
            sim.init_from_cards(hands=deal_random_hand(), dealer=rng.randrange(4))
            sim.action_trump(rng.randrange(4))                # a trump suit: no Obe-Abe / Une-Ufe
            while not sim.is_done():
                state = sim.state
                valid = rule.get_valid_cards(state.hands[state.player], state.current_trick,
                                             state.nr_cards_in_trick, state.trump)
                sim.action_play_card(rng.choice(np.flatnonzero(valid).tolist()))
            assert state.points.sum() == 157
    return run


def jasskit_arena(games: int) -> "callable | None":
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
    return run


def speeds(batch: int, games: int, one: int, rounds: int) -> dict:
    """Deals a second of every contender, timed in turn (``timing.interleaved``)."""
    seeds = iter(range(1, 10**9))
    random_deals(100, seed=0), baseline.random_deals(100, seed=0)       # warm up outside the timing
    runs = {"batch": (lambda: random_deals(batch, seed=next(seeds)), batch),
            "baseline": (lambda: baseline.random_deals(batch, seed=next(seeds)), batch),
            "one": (lambda: [random_deals(1, seed=next(seeds)) for _ in range(one)], one),
            "baseline one": (lambda: [baseline.random_deals(1, seed=next(seeds)) for _ in range(one)], one)}
    for name, make in (("jass-kit loop", jasskit_loop), ("jass-kit Arena", jasskit_arena)):
        run = make(games)
        if run is not None:
            runs[name] = (run, games)
    return interleaved(runs, rounds)


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
    rate = speeds(batch, 10 if tiny else JASSKIT_GAMES, 5 if tiny else ONE_BY_ONE, runs)
    count = 200 if tiny else 5000
    legal = legal_rate(fresh=True, count=count, runs=runs)
    again = legal_rate(fresh=False, count=count, runs=runs)
    fast, theirs = rate["batch"], rate.get("jass-kit loop")

    def met(ratio: float, target: float) -> str:
        return f"target >= {target} x  {'met' if ratio >= target else 'NOT met'}"
    print(f"Handjass random full deals (4 players, random legal cards), same machine, same run, timed in turn "
          f"({runs} round{'s' if runs > 1 else ''}, the median)")
    print(f"  cardlib batched numpy ({batch:,} deals a batch): {fast:12,.0f} deals/s")
    print(f"  baseline, the same before the batch kit:       {rate['baseline']:12,.0f} deals/s   "
          f"ratio {fast / rate['baseline']:5.1f} x   {met(fast / rate['baseline'], TARGET_BASELINE)}")
    print(f"  cardlib one deal per call (plain Python):      {rate['one']:12,.0f} deals/s   "
          f"(baseline one per call {rate['baseline one']:,.0f})")
    if theirs is None:
        print("  jass-kit:                                      not installed (pip install jass-kit)")
    else:
        print(f"  jass-kit's own loop (GameSim, random suit):    {theirs:12,.0f} deals/s")
        print(f"  jass-kit Arena + 4 AgentRandomSchieber:        {rate['jass-kit Arena']:12,.0f} deals/s")
        print(f"  ratio cardlib batch / jass-kit's loop:         {fast / theirs:12.1f} x   {met(fast / theirs, TARGET_JASSKIT)}")
        print(f"  ratio one per call / jass-kit's loop:          {rate['one'] / theirs:12.1f} x   {met(rate['one'] / theirs, 1)}")
    print(f"  legal_cards (pure Python, new positions):      {legal:12,.0f} calls/s")
    print(f"  legal_cards (each position asked twice):       {again:12,.0f} calls/s")


if __name__ == "__main__":
    main()
