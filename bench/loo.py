"""Loo: the odds' latency, random deals per second, the bot's strength, the widgets' answer time.

Run from the project root:  python bench/loo.py [--games N] [--trials T] [--players P] [--tiny]

Prints, on the same run:

* the latency of one play / pass / buy decision's odds (``cardlib.loo.fast.decision_odds``):
  100,000 simulated deals, each played out with the own hand and with the dummy, for 1 to 6
  opponents; the median of 7 runs (CPU time of this process and wall time) beside the target of
  50 ms and beside the baseline, the odds' code before the table playout (kept below), with a
  check that both give the same odds for the same seed;
* the odds' cost as the deals grow, 10,000 to 1,000,000 (``--tiny``: 2,000 and 4,000), beside the
  baseline module (``bench/baseline/loo_fast.py``, before the batch kit: past the bank's 100,000
  deals it shuffled every deal one by one), timed in turn, with the cost per 100,000 deals;
* random deals per second: the numpy batch (``random_deals``, every card a random legal card) and
  whole deals through the play protocol (``new_game`` + random legal actions, chips and all);
* the bot's strength: ``LooBot`` in seat 0 against random players in N seeded games (2,000 by
  default; ``--games`` for fewer when time is short), as chips won per deal it took part in the
  game, beside the random players' average; the bot simulates ``--trials`` deals per decision
  (2,000 here, 10,000 by default in the book);
* the widgets' answer time per click (decision trainer, legal-card trainer, play table), beside 50 ms.

``--tiny`` runs every part at the smallest size (1,000 simulated deals, one opponent count, small
batches, 3 games, 2 clicks), so a test can check that the bench still runs; its figures mean nothing.

Figures only: nothing here asserts on time. The machine is shared, so figures vary between runs.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardlib.game import RandomBot, play_out, random_playout  # noqa: E402
from cardlib.loo import LooBot, new_game  # noqa: E402
from cardlib.cards import make_rng  # noqa: E402
from cardlib.loo.fast import (BANK_ROWS, STRENGTH, SUIT, card_index, decision_odds,  # noqa: E402
                              random_deals, trump_index)
from baseline import loo_fast as before_kit  # noqa: E402
from timing import interleaved  # noqa: E402

TARGET_MS = 50


# --------------------------------------------------------------------------- the baseline
# The odds as computed before the table playout (cardlib/loo/fast.py up to commit 795babc), kept
# verbatim here so that every run times the old code beside the new on the same machine and load:
# the same bank of deals (rows of card indices) and the byte-per-card greedy playout.

_BASELINE_BANKS: dict[int, np.ndarray] = {}


def baseline_deals(pool: np.ndarray, n: int, k: int, rng: np.random.Generator) -> np.ndarray:
    m = len(pool)
    bank = _BASELINE_BANKS.get(m)
    if bank is None:
        orders = np.broadcast_to(np.arange(m, dtype=np.int8), (BANK_ROWS, m)).copy()
        bank = np.ascontiguousarray(np.random.default_rng([52, m]).permuted(orders, axis=1)[:, :21])
        _BASELINE_BANKS[m] = bank
    relabel = rng.permutation(pool).astype(np.int16)
    start = int(rng.integers(BANK_ROWS))
    if start + n <= BANK_ROWS:
        return relabel[bank[start:start + n, :k]]
    return relabel[np.concatenate([bank[start:, :k], bank[:start + n - BANK_ROWS, :k]])]


_U = np.uint8
_TRUMP, _TWO, _FOURTEEN, _THIRTY, _SIXTY_THREE, _SIXTY_FOUR, _FIFTEEN = (
    _U(x) for x in (4, 2, 14, 30, 63, 64, 15))


def _baseline_codes(hands: np.ndarray, trump: int) -> np.ndarray:
    suit = SUIT.astype(np.int16)
    relabelled = np.where(suit == trump, 3, np.where(suit == 3, trump, suit)) + 1
    return (relabelled * 16 + STRENGTH).astype(np.uint8)[hands]


def baseline_greedy_tricks(hands: np.ndarray, trump: int) -> np.ndarray:
    """Tricks won, (n, p), by the greedy play of every player (same result as :func:`playout` with
    ``policy="greedy"``; the tests compare them). ``hands`` (n, p, 3) card indices, one ``trump``.

    A card's power in a trick is its strength for the suit led, 14 + strength for a trump, 0
    otherwise. The choice among a player's cards is one byte per card: its class (3 follows the
    suit led, 2 trumps, 1 anything else, 0 an empty slot) times 64, plus 63 - power for a card
    that takes the trick (36 to 62) or else what it costs to throw (3 to 29). The highest class
    present is exactly the legal cards (rules §2.5), so the highest key is the greedy legal choice.
    """
    n, p, _ = hands.shape
    flat = np.ascontiguousarray(_baseline_codes(hands, trump)).reshape(n * p * 3)
    rows = np.arange(n)
    rowbase = rows * (3 * p)
    leader = np.zeros(n, dtype=np.int64)
    won = np.zeros((n, p), dtype=np.int64)
    for t in range(3):
        for pos in range(p):
            if t == 0:
                cur = pos
                idx = rowbase + 3 * pos
            else:
                cur = leader + pos
                cur[cur >= p] -= p
                idx = rowbase + 3 * cur
            c0, c1, c2 = flat[idx], flat[idx + 1], flat[idx + 2]
            if t == 2:
                card = c0 | c1 | c2                       # the last card: the other slots are empty
            else:
                keys = []
                for c in (c0, c1, c2):
                    suit, strength = c >> 4, c & _FIFTEEN
                    is_trump = suit == _TRUMP
                    if pos == 0:
                        keys.append(strength + is_trump * _FOURTEEN)
                    else:
                        follows = suit == led
                        power = strength * (follows | is_trump) + is_trump * _FOURTEEN
                        cost = np.maximum((power > best) * (_SIXTY_THREE - power),
                                          _THIRTY - strength - is_trump * _FOURTEEN)
                        cls = follows * _TWO + (is_trump & ~follows) + (c > 0)
                        keys.append(cls * _SIXTY_FOUR + cost)
                a = keys[1] > keys[0]
                b = keys[2] > np.maximum(keys[0], keys[1])
                card = np.where(b, c2, np.where(a, c1, c0))
                flat[idx + np.where(b, 2, a)] = 0
            suit = card >> 4
            is_trump = suit == _TRUMP
            if pos == 0:
                led = suit
                best = (card & _FIFTEEN) + is_trump * _FOURTEEN
                winner = np.full(n, cur, dtype=np.int64) if t == 0 else cur.copy()
            else:
                power = (card & _FIFTEEN) * ((suit == led) | is_trump) + is_trump * _FOURTEEN
                better = power > best
                best = np.maximum(power, best)
                winner[better] = cur if t == 0 else cur[better]
        won[rows, winner] += 1
        leader = winner
    return won



def baseline_decision_odds(hand, trump, opponents: int, *, position: int = 0, turned=None,
                           trials: int = 100_000, seed=None) -> tuple[np.ndarray, np.ndarray]:
    """``(hand odds, dummy odds)`` as the old ``decision_odds`` worked them out (greedy play, up to
    ``BANK_ROWS`` deals; the input checks, which take microseconds, left out)."""
    own = np.array([card_index(c) for c in str(hand).split()])
    unseen = np.ones(52, dtype=bool)
    unseen[own] = False
    if turned is not None:
        unseen[card_index(turned)] = False
    t = trump_index(trump)
    rng = make_rng(seed)
    drawn = baseline_deals(np.flatnonzero(unseen), trials, 3 * opponents + 3, rng)
    others = drawn[:, :3 * opponents].reshape(trials, opponents, 3)
    dummy = drawn[:, 3 * opponents:]

    def odds_with(cards: np.ndarray) -> np.ndarray:
        seats = np.concatenate([others[:, :position], cards[:, None, :], others[:, position:]], axis=1)
        won = baseline_greedy_tricks(seats, t)[:, position]
        return np.bincount(won, minlength=4)[:4] / trials

    mine = np.broadcast_to(own.astype(np.int16), (trials, 3))
    return odds_with(mine), odds_with(dummy)


def median_seconds(fn, runs: int, clock=time.perf_counter) -> float:
    times = []
    for _ in range(runs):
        start = clock()
        fn()
        times.append(clock() - start)
    return statistics.median(times)


def odds_latency(trials: int = 100_000, counts=(1, 2, 3, 4, 5, 6), runs: int = 7) -> None:
    print(f"Decision odds, {trials:,} simulated deals (own hand and dummy each played out), median of {runs} "
          f"run{'s' if runs != 1 else ''};")
    print("  CPU time of this process (time.process_time: what other programs on a shared machine take is not")
    print("  counted) and wall time; the table playout beside the baseline (the byte-per-card playout it replaced):")
    hand, trump, turned = "QS 7H 2D", "S", "9S"
    for opponents in counts:
        position = min(1, opponents)
        decision_odds(hand, trump, opponents, trials=1000, seed=0)                   # warm up
        baseline_decision_odds(hand, trump, opponents, turned=turned, trials=1000, seed=0)
        figures = {}
        for name, fn in (("table", lambda s: decision_odds(hand, trump, opponents, position=position,
                                                            turned=turned, trials=trials, seed=s)),
                         ("baseline", lambda s: baseline_decision_odds(hand, trump, opponents, position=position,
                                                                       turned=turned, trials=trials, seed=s))):
            seeds = iter(range(1, 100))
            cpu = 1000 * median_seconds(lambda: fn(next(seeds)), runs=runs, clock=time.process_time)
            wall = 1000 * median_seconds(lambda: fn(next(seeds)), runs=runs)
            figures[name] = cpu, wall
        odds = decision_odds(hand, trump, opponents, position=position, turned=turned, trials=trials, seed=7)
        before = baseline_decision_odds(hand, trump, opponents, position=position, turned=turned,
                                        trials=trials, seed=7)
        same = bool((odds.hand == before[0]).all() and (odds.dummy == before[1]).all())
        (cpu, wall), (old_cpu, old_wall) = figures["table"], figures["baseline"]
        print(f"  {opponents} opponent{'s' if opponents > 1 else ' '}: {cpu:5.1f} ms CPU, {wall:5.1f} ms wall "
              f"(target < {TARGET_MS} ms); baseline {old_cpu:5.1f} ms CPU, {old_wall:5.1f} ms wall; "
              f"{old_cpu / cpu:4.1f}x; same odds for the same seed: {'yes' if same else 'NO'}")


def odds_growth(sizes=(10_000, 100_000, 200_000, 1_000_000), rounds: int = 3) -> None:
    hand, trump, turned = "QS 7H 2D", "S", "9S"
    seeds = iter(range(1, 10**6))
    print(f"Decision odds as the deals grow (3 opponents), timed in turn, median of {rounds} round"
          f"{'s' if rounds != 1 else ''}:")
    for size in sizes:
        runs = {name: (lambda f=f: f(hand, trump, 3, position=1, turned=turned, trials=size, seed=next(seeds)), 1)
                for name, f in (("cardlib", decision_odds), ("baseline", before_kit.decision_odds))}
        rate = interleaved(runs, rounds)
        ms, old = 1000 / rate["cardlib"], 1000 / rate["baseline"]
        print(f"  {size:>9,} deals: {ms:8.1f} ms ({ms * 100_000 / size:6.1f} ms per 100,000); "
              f"baseline {old:8.1f} ms ({old * 100_000 / size:6.1f} ms per 100,000)")


def deals_per_second(batch: int = 20_000, runs: int = 5, games: int = 30) -> None:
    random_deals(100, 5, seed=0)
    seeds = iter(range(1, 100))
    rate = batch / median_seconds(lambda: random_deals(batch, 5, seed=next(seeds)), runs=runs)
    print(f"Random 5-player deals, numpy batch of {batch:,}: {rate:,.0f} deals/s")
    start, deals = time.perf_counter(), 0
    for seed in range(games):
        end = random_playout(new_game(5, seed=seed), seed)
        deals += len(end.deals)
    elapsed = time.perf_counter() - start
    print(f"Random 5-player deals through the play protocol (whole games, chips and all): "
          f"{deals / elapsed:,.0f} deals/s ({deals} deals in {games} games)")


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


def widget_clicks(runs: int = 7, tables: int = 7) -> None:
    try:
        from cardlib.widgets.loo import DecisionTrainer, legal_trainer
    except ImportError as error:
        print(f"Widgets: not measured ({error})")
        return
    trainer = DecisionTrainer(seed=1)
    trainer.answer("play")
    ms = 1000 * median_seconds(lambda: trainer.answer("play"), runs=runs)
    seeds = iter(range(2, 100))
    new_ms = 1000 * median_seconds(lambda: trainer.go(next(seeds)), runs=runs)
    print(f"Decision trainer: answer {ms:.2f} ms per click (target < {TARGET_MS} ms); a new position, "
          f"its odds from 100,000 deals worked out, {new_ms:.0f} ms")
    legal = legal_trainer(1)
    card = str(legal.position.hand[0])
    ms = 1000 * median_seconds(lambda: legal.choose(card), runs=runs)
    print(f"Legal-card trainer: {ms:.1f} ms per click (target < {TARGET_MS} ms)")
    from cardlib.widgets.loo import play_table
    times = []
    for seed in range(1, 1 + tables):
        view = play_table(players=4, seed=seed).view
        action = next(a for a in view.state.legal_actions() if str(a) in ("pass", "play"))
        start = time.perf_counter()
        view.play(action)                        # as a click on its button does
        times.append(time.perf_counter() - start)
    print(f"Play table, 4 players: {1000 * statistics.median(times):.0f} ms per click, the three bots' "
          f"replies (each decision from 4,000 simulated deals) and the redraw included")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--trials", type=int, default=2000)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--tiny", action="store_true", help="every part at the smallest size (a test that the "
                                                            "bench runs; the figures mean nothing)")
    args = parser.parse_args()
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"Machine: {os.cpu_count()} cores, load average {load} (1, 5, 15 minutes) at the start")
    if args.tiny:
        odds_latency(trials=1000, counts=(2,), runs=1)
        odds_growth(sizes=(2_000, 4_000), rounds=1)
        deals_per_second(batch=200, runs=1, games=2)
        widget_clicks(runs=1, tables=2)
        strength(3, 50, args.players)
        return
    odds_latency()
    odds_growth()
    deals_per_second()
    widget_clicks()
    strength(args.games, args.trials, args.players)


if __name__ == "__main__":
    main()
