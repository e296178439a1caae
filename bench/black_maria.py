"""Black Maria: batched random deals beside OpenSpiel's hearts, the bot's strength, the widget's answer time.

Run from the project root:  python bench/black_maria.py [--games N] [--quick] [--tiny]

Prints, on the same run:

* random full 4-player deals a second through ``cardlib.black_maria.fast.random_deals`` (deal, a
  random pass of three cards each, every card a uniformly random legal card, penalties), in
  batches and one deal per call (its plain-Python small path), beside the baseline (the same
  function before the batch kit, ``bench/baseline/black_maria_fast.py``) and OpenSpiel's
  ``hearts`` playing random deals (its default rules, passing included) driven from Python,
  all timed in turn round after round (``timing.interleaved``), and the ratios beside the
  targets (2x the baseline, 25x OpenSpiel; one deal per call not slower than OpenSpiel); the
  bot policy too, in batches, one deal per call and four deals per call (an expert's first batch of
  worlds);
* the bot's strength: over N seeded 4-player games to 100 (default 2,000; ``--games`` sets N,
  ``--quick`` uses 200) of one :class:`~cardlib.black_maria.bot.BlackMariaBot` against three
  random players through the play protocol, its average penalty per deal beside theirs (the
  bot's seat moves round the table from game to game);
* the play widget's answer time per click (the reader's card, the bots' replies, the redraw),
  median and worst over a whole game, beside the target of 50 ms.

``--tiny`` runs every part at the smallest size (small batches, 2 games, 10 OpenSpiel deals, 20
clicks), so a test can check that the bench still runs; its figures mean nothing.

Figures only: nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardlib.black_maria import BlackMariaBot, new_game  # noqa: E402
from baseline import black_maria_fast as baseline  # noqa: E402
from cardlib.black_maria.fast import random_deals  # noqa: E402
from cardlib.game import RandomBot, play_out  # noqa: E402
from timing import interleaved, median_rate  # noqa: E402

BATCH = 20_000
OPENSPIEL_DEALS = 600
ONE_BY_ONE = 600                 # deals, one per call
TARGET_BASELINE, TARGET_OPENSPIEL = 2, 25


def ours(policy: str = "random", batch: int = BATCH, runs: int = 5) -> float:
    random_deals(100, 4, seed=0, policy=policy)                        # warm up outside the timing
    seeds = iter(range(1, 1000))
    return median_rate(lambda: random_deals(batch, 4, seed=next(seeds), policy=policy), batch, runs=runs)


def openspiel(games: int) -> "callable | None":
    """OpenSpiel hearts driven from Python: ``games`` random deals (the pass included)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(0)                        # Python's own generator: the cheapest draw per move

    def run() -> None:
        for _ in range(games):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(rng.choice(state.chance_outcomes())[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
    return run


def speeds(batch: int, games: int, one: int, rounds: int) -> dict:
    """Deals a second of every contender, timed in turn (``timing.interleaved``)."""
    seeds = iter(range(1, 10**9))
    random_deals(100, 4, seed=0), baseline.deals(100, 4, seed=0)             # warm up outside the timing
    runs = {"batch": (lambda: random_deals(batch, 4, seed=next(seeds)), batch),
            "baseline": (lambda: baseline.deals(batch, 4, seed=next(seeds)), batch),
            "one": (lambda: [random_deals(1, 4, seed=next(seeds)) for _ in range(one)], one),
            "baseline one": (lambda: [baseline.deals(1, 4, seed=next(seeds)) for _ in range(one // 10)], one // 10),
            "bot one": (lambda: [random_deals(1, 4, seed=next(seeds), policy="bot") for _ in range(max(1, one // 4))],
                        max(1, one // 4)),
            "bot four": (lambda: [random_deals(4, 4, seed=next(seeds), policy="bot") for _ in range(max(1, one // 16))],
                         4 * max(1, one // 16))}
    run = openspiel(games)
    if run is not None:
        runs["OpenSpiel"] = (run, games)
    return interleaved(runs, rounds)


def strength(games: int) -> tuple[float, float, int, float]:
    """The bot's and the random players' average penalty per deal over ``games`` seeded games."""
    bot_points = random_points = deal_count = 0
    start = time.perf_counter()
    for game in range(games):
        seat = game % 4
        bots = {s: BlackMariaBot() if s == seat else RandomBot(10 * game + s) for s in range(4)}
        end = play_out(new_game(4, seed=game), bots)
        for record in end.deals:
            bot_points += record.scored[seat]
            random_points += sum(record.scored) - record.scored[seat]
        deal_count += len(end.deals)
    return bot_points / deal_count, random_points / (3 * deal_count), deal_count, time.perf_counter() - start


def widget_clicks(seed: int = 3, clicks: int = 10_000) -> list[float] | None:
    """Play through a whole 4-player game (or ``clicks`` moves) at the play widget: the first legal
    pass, then the first legal card, and Next deal at each deal's end; the time of each (the
    bots' replies and the redraw included). The moves go through the view's public methods
    (``play``, ``next_deal``), as a click on its buttons does."""
    try:
        from cardlib.widgets.black_maria import play_table
    except ImportError:
        return None
    view = play_table(players=4, seed=seed).view
    times = []
    for _ in range(clicks):
        state = view.state
        if state.is_over:
            break
        start = time.perf_counter()
        if view.paused is not None:
            view.next_deal()
        else:
            view.play(state.legal_actions()[0])
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games for the bot's strength (default 2000)")
    parser.add_argument("--quick", action="store_true", help="200 games for the bot's strength")
    parser.add_argument("--tiny", action="store_true", help="every part at the smallest size (a test that the "
                                                            "bench runs; the figures mean nothing)")
    args = parser.parse_args()
    games = 2 if args.tiny else 200 if args.quick else args.games
    batch, runs = (200, 1) if args.tiny else (BATCH, 5)

    rate = speeds(batch, 10 if args.tiny else OPENSPIEL_DEALS, 10 if args.tiny else ONE_BY_ONE, runs)
    fast, theirs = rate["batch"], rate.get("OpenSpiel")

    def met(ratio: float, target: float) -> str:
        return f"target >= {target}x {'met' if ratio >= target else 'NOT met'}"
    print(f"Black Maria, 4 players, random deals a second (deal, pass, play, penalties), timed in turn "
          f"({runs} round{'s' if runs > 1 else ''}, the median)")
    print(f"  cardlib.black_maria.fast.random_deals, batches of {batch:,}: {fast:,.0f} deals/s")
    print(f"  baseline, the same before the batch kit:       {rate['baseline']:,.0f} deals/s; ratio "
          f"{fast / rate['baseline']:.1f}x ({met(fast / rate['baseline'], TARGET_BASELINE)})")
    print(f"  cardlib one deal per call (plain Python):      {rate['one']:,.0f} deals/s "
          f"(baseline one per call {rate['baseline one']:,.0f})")
    if theirs is None:
        print("  OpenSpiel hearts: not installed (pip install open-spiel==2.0.2)")
    else:
        print(f"  OpenSpiel hearts (C++, random deals from Python):   {theirs:,.0f} deals/s")
        print(f"  ratio: {fast / theirs:.1f}x ({met(fast / theirs, TARGET_OPENSPIEL)}); one per call "
              f"{rate['one'] / theirs:.1f}x ({met(rate['one'] / theirs, 1)})")
    print(f"  the bot's policy in batches of {batch:,}:             {ours('bot', batch, runs):,.0f} deals/s")
    print(f"  the bot's policy one deal per call:             {rate['bot one']:,.0f} deals/s"
          + (f" ({rate['bot one'] / theirs:.2f}x OpenSpiel's random deals)" if theirs else ""))
    print(f"  the bot's policy in batches of 4 (an expert's first worlds): {rate['bot four']:,.0f} deals/s")

    bot, others, count, took = strength(games)
    print(f"\nThe bot's strength: {games:,} seeded 4-player games to 100, one BlackMariaBot and three random "
          f"players ({count:,} deals, {took:.0f} s)")
    print(f"  average penalty per deal: bot {bot:.2f}, random players {others:.2f} (43 a deal in all)")

    times = widget_clicks(clicks=20 if args.tiny else 10_000)
    if times is None:
        print("\nPlay widget: not available")
    else:
        ms = sorted(1000 * t for t in times)
        whole = "the first moves of a game" if args.tiny else "one whole game"
        print(f"\nPlay widget, 4 players, {whole} clicked through ({len(ms)} clicks):")
        print(f"  answer time per click: median {statistics.median(ms):.1f} ms, 90th percentile "
              f"{ms[int(0.9 * len(ms))]:.1f} ms, worst {ms[-1]:.1f} ms (target < 50 ms)")


if __name__ == "__main__":
    main()
