"""Loo: the odds' latency, random deals per second, the bot's strength, the widgets' answer time.

Run from the project root:  python bench/loo.py [--games N] [--trials T] [--players P]

Prints, on the same run:

* the latency of one play / pass / buy decision's odds (``cardlib.loo.fast.decision_odds``):
  100,000 simulated deals, each played out with the own hand and with the dummy, for 2, 4 and 6
  opponents; the median of 7 runs beside the target of 50 ms;
* random deals per second: the numpy batch (``random_deals``, every card a random legal card) and
  whole deals through the play protocol (``new_game`` + random legal actions, chips and all);
* the bot's strength: ``LooBot`` in seat 0 against random players in N seeded games (2,000 by
  default; ``--games`` for fewer when time is short), as chips won per deal it took part in the
  game, beside the random players' average; the bot simulates ``--trials`` deals per decision
  (2,000 here, 10,000 by default in the book);
* the widgets' answer time per click (decision trainer, legal-card trainer, play table), beside 50 ms.

Figures only: nothing here asserts on time. The machine is shared, so figures vary between runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlib.game import RandomBot, play_out, random_playout  # noqa: E402
from cardlib.loo import LooBot, new_game  # noqa: E402
from cardlib.loo.fast import decision_odds, random_deals  # noqa: E402

TARGET_MS = 50


def median_seconds(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def odds_latency() -> None:
    print("Decision odds, 100,000 simulated deals (own hand and dummy each played out), median of 7:")
    for opponents in (2, 4, 6):
        decision_odds("QS 7H 2D", "S", opponents, trials=1000, seed=0)             # warm up
        seeds = iter(range(1, 100))
        ms = 1000 * median_seconds(lambda: decision_odds("QS 7H 2D", "S", opponents, position=1, turned="9S",
                                                         trials=100_000, seed=next(seeds)), runs=7)
        half = 1000 * median_seconds(lambda: decision_odds("QS 7H 2D", "S", opponents, position=1, turned="9S",
                                                           trials=50_000, seed=next(seeds)), runs=7)
        print(f"  {opponents} opponents: {ms:6.1f} ms   (target < {TARGET_MS} ms); 50,000 deals each way "
              f"(100,000 playouts in all): {half:5.1f} ms")


def deals_per_second() -> None:
    random_deals(100, 5, seed=0)
    seeds = iter(range(1, 100))
    batch = 20_000
    rate = batch / median_seconds(lambda: random_deals(batch, 5, seed=next(seeds)), runs=5)
    print(f"Random 5-player deals, numpy batch of {batch:,}: {rate:,.0f} deals/s")
    start, deals = time.perf_counter(), 0
    for seed in range(30):
        end = random_playout(new_game(5, seed=seed), seed)
        deals += len(end.deals)
    elapsed = time.perf_counter() - start
    print(f"Random 5-player deals through the play protocol (whole games, chips and all): "
          f"{deals / elapsed:,.0f} deals/s ({deals} deals in 30 games)")


def strength(games: int, trials: int, players: int) -> None:
    start = time.perf_counter()
    bot_chips = random_chips = deals = 0
    wins = 0
    for seed in range(games):
        bots = {0: LooBot(seed, trials=trials), **{s: RandomBot(10_000 + 10 * seed + s) for s in range(1, players)}}
        end = play_out(new_game(players, seed=seed), bots)
        deals += len(end.deals)
        bot_chips += end.chips[0] - end.rules.start_chips
        random_chips += sum(end.chips[1:]) - (players - 1) * end.rules.start_chips
        wins += 0 in end.winners
    elapsed = time.perf_counter() - start
    print(f"Bot strength: LooBot (seat 0, {trials:,} simulated deals per decision) against {players - 1} random "
          f"players, {games:,} seeded games, {deals:,} deals ({elapsed:.0f} s):")
    print(f"  bot: {bot_chips / deals:+.2f} chips per deal; each random player: "
          f"{random_chips / (players - 1) / deals:+.2f} chips per deal (the pot holds the rest)")
    print(f"  the bot won (or shared) {wins:,} of {games:,} games ({100 * wins / games:.0f}%; "
          f"{100 / players:.0f}% by chance)")


def widget_clicks() -> None:
    try:
        from cardlib.widgets.loo import DecisionTrainer, legal_trainer
    except ImportError as error:
        print(f"Widgets: not measured ({error})")
        return
    trainer = DecisionTrainer(seed=1)
    trainer.answer("play")
    ms = 1000 * median_seconds(lambda: trainer.answer("play"), runs=7)
    seeds = iter(range(2, 100))
    new_ms = 1000 * median_seconds(lambda: trainer.go(next(seeds)), runs=7)
    print(f"Decision trainer: answer {ms:.2f} ms per click (target < {TARGET_MS} ms); a new position, "
          f"its odds from 100,000 deals worked out, {new_ms:.0f} ms")
    legal = legal_trainer(1)
    card = str(legal.position.hand[0])
    ms = 1000 * median_seconds(lambda: legal.choose(card), runs=7)
    print(f"Legal-card trainer: {ms:.1f} ms per click (target < {TARGET_MS} ms)")
    from cardlib.widgets.loo import loo_play
    times = []
    for seed in range(1, 8):
        table = loo_play(4, seed=seed)
        label = next(b.description for b in table.choices if b.description in ("pass", "play"))
        start = time.perf_counter()
        table.choose(label)
        times.append(time.perf_counter() - start)
    print(f"Play table, 4 players: {1000 * statistics.median(times):.0f} ms per click, the three bots' "
          f"replies (each decision from 4,000 simulated deals) and the redraw included")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--trials", type=int, default=2000)
    parser.add_argument("--players", type=int, default=5)
    args = parser.parse_args()
    odds_latency()
    deals_per_second()
    widget_clicks()
    strength(args.games, args.trials, args.players)


if __name__ == "__main__":
    main()
