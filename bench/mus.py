"""Mus evaluation speed: the numpy batch evaluator beside the pure-Python functions.

Run from the project root:  python bench/mus.py [--tiny]

Prints, on the same run: all 91,390 hands ranked for the contests (batch vs pure
Python, hands per second and the ratio), full four-seat showdowns per second
(batch), win_probability latency at 100,000 trials (median of several runs), and
how long the book's Mus widgets take to answer a reader's click, each beside its target. Figures only: nothing here asserts on time.

``--tiny`` runs every part at the smallest size (every 100th hand, 2,000 deals, 1,000 trials, one
run each, one game of each kind), so a test can check that the bench still runs; its figures
mean nothing.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlib.cards import SPANISH_40  # noqa: E402
from cardlib.mus import CATEGORIES, fast, key  # noqa: E402

TINY = "--tiny" in sys.argv
RUNS = 1 if TINY else 7


def median_time(fn, runs: int = RUNS) -> float:
    runs = 1 if TINY else runs
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    hands = fast.all_hands()
    if TINY:
        hands = hands[::100]
    n = len(hands)
    fast.batch_keys(hands[:10])                   # build the tables once, outside the timing
    batch = median_time(lambda: fast.batch_keys(hands))

    pack = SPANISH_40.cards
    sample = hands[:: 20]                          # pure Python on every 20th hand, scaled up
    card_hands = [[pack[i] for i in h] for h in sample]

    def pure() -> None:
        for cards in card_hands:
            for category in CATEGORIES:
                key(category, cards)
    pure_time = median_time(pure, runs=3) * n / len(sample)

    rng = np.random.default_rng(0)
    deals = np.argsort(rng.random((2_000 if TINY else 200_000, 40)), axis=1)[:, :16].reshape(-1, 4, 4)
    fast.showdown_winners(deals[:10])
    showdown = median_time(lambda: fast.showdown_winners(deals), runs=5)

    fast.win_probability("Ro Rc 7o 4o", "grande", seat=2, seed=0)
    trials = 1000 if TINY else 100_000
    latency = median_time(lambda: fast.win_probability("Ro Rc 7o 4o", "grande", seat=2, trials=trials,
                                                       seed=1), runs=9)

    print("Mus evaluation benchmark (median of several runs)")
    print(f"  {'every 100th hand, ' if TINY else 'all '}{n:,} hands, all {len(CATEGORIES)} contests")
    print(f"    batch (numpy):   {batch * 1000:8.2f} ms  {n / batch:14,.0f} hands/s   target < 20 ms")
    print(f"    pure Python:     {pure_time * 1000:8.2f} ms  {n / pure_time:14,.0f} hands/s   "
          f"(every 20th hand, scaled)")
    print(f"    batch / pure:    {pure_time / batch:8.0f} x faster")
    print(f"  full four-seat showdowns (batch): {len(deals) / showdown:,.0f} per second "
          f"({len(deals):,} deals in {showdown * 1000:.1f} ms)")
    print(f"  win_probability, {trials:,} trials: {latency * 1000:.1f} ms median   target < 100 ms")
    widget_clicks()


def widget_clicks() -> None:
    """A reader's click, from the widget's event to the new picture (no browser round trip)."""
    from cardlib.widgets.mus import ExplorerView, OddsView

    odds = OddsView()
    hands = iter(["Co Cc 5e Ab", "Ro Rc 7o 4o", "So 6c 6e 4b", "3o 3c Re Cb"] * 10)
    odds_click = median_time(lambda: setattr(odds.hand, "value", next(hands)), runs=9)
    seats = iter([1, 2, 3, 0] * 10)
    seat_click = median_time(lambda: setattr(odds.seat, "value", next(seats)), runs=9)
    explorer = ExplorerView()
    explore_click = median_time(explorer.deal_button.click, runs=9)
    typed = iter(["Ro Rc 7o 4o", "Co Cc 5e Ab"] * 10)          # each one clashes: the others are dealt again
    typed_click = median_time(lambda: setattr(explorer.hand_boxes[0], "value", next(typed)), runs=9)
    print("  widget clicks answered (median)                          target < 50 ms")
    print(f"    odds explorer, new hand ({odds.trials:,} trials a contest): {odds_click * 1000:6.1f} ms")
    print(f"    odds explorer, new seat:                                {seat_click * 1000:6.1f} ms")
    print(f"    contest explorer, Deal:                                 {explore_click * 1000:6.1f} ms")
    print(f"    contest explorer, a typed hand dealt around:            {typed_click * 1000:6.1f} ms")
    whole_games()


def whole_games() -> None:
    """The engine with its events: whole games between random players, and between MusBots."""
    from cardlib.game import random_playout
    from cardlib.mus import new_game
    from cardlib.mus.lessons import bot_game

    seeds = iter(range(1000))
    random_game = median_time(lambda: random_playout(new_game(seed=next(seeds)), seed=1), runs=15)
    bots = median_time(lambda: bot_game(seed=next(seeds)), runs=5)
    print("  whole games, with every event recorded (median)")
    print(f"    random players: {random_game * 1000:6.1f} ms a game   baseline 12.1 ms (log text, before events)")
    print(f"    four MusBots:   {bots * 1000:6.1f} ms a game   baseline 243 ms (log text, before events)")


if __name__ == "__main__":
    main()
