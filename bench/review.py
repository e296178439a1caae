"""How long a whole deal's review takes (cardlib.review), per game: the median and the worst over
seeded deals, with the decisions reviewed a deal. The simple bots play every seat; seat 0's
decisions are reviewed, as the play table reviews the reader's. The processor time beside the
wall time says what the review costs when other work shares the machine.

    python bench/review.py            # 10 deals a game
    python bench/review.py --deals 30
    python bench/review.py --tiny     # one deal of Loo, the quickest to review, only: a test that the
                                      # bench runs (its figures mean nothing)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlib.game import play_out  # noqa: E402
from cardlib.review import STANDARDS, reader_moves, reviewer  # noqa: E402


def first_deal(game: str, seed: int):
    """The start of a seeded game of ``game`` and its state when its first deal has ended."""
    if game == "black_maria":
        from cardlib.black_maria import BlackMariaBot, new_game
        start, bots = new_game(4, seed=seed), {s: BlackMariaBot() for s in range(4)}
    elif game == "loo":
        from cardlib.loo import LooBot, new_game
        start, bots = new_game(4, seed=seed), {s: LooBot(100 * seed + s, trials=1000) for s in range(4)}
    elif game == "handjass":
        from cardlib.handjass import HandjassBot, new_game
        start, bots = new_game(players=3, seed=seed), {s: HandjassBot(seed=s) for s in range(3)}
    else:
        from cardlib.mus import MusBot, new_game
        start, bots = new_game(seed=seed), {s: MusBot(seed=s) for s in range(4)}
    end = play_out(start, bots, stop=lambda s: s.is_over or any(e.kind == "deal" for e in s.events))
    return start, end


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--tiny", action="store_true", help="one deal of Loo only (a test that the bench runs)")
    args = parser.parse_args()
    if args.tiny:
        args.deals = 1
    for game, standard in STANDARDS.items():
        if args.tiny and game != "loo":
            continue
        judge = reviewer(game)
        if judge is None:
            print(f"{game}: no expert yet, no review")
            continue
        times, cpu, counts = [], [], []
        for seed in range(1, args.deals + 1):
            start, end = first_deal(game, seed)
            moves = reader_moves(start, end, seat=0)
            began, used = time.perf_counter(), time.process_time()
            review = judge.review(moves)
            times.append(time.perf_counter() - began)
            cpu.append(time.process_time() - used)
            counts.append(len(review.decisions))
        print(f"{game}: {standard.samples} worlds a decision, {statistics.mean(counts):.1f} decisions a deal; "
              f"a deal's review takes {statistics.median(times):.2f} s (median), {max(times):.2f} s (worst) "
              f"over {args.deals} deals; processor time {statistics.median(cpu):.2f} s, {max(cpu):.2f} s "
              f"(about the wall time of an idle machine)")


if __name__ == "__main__":
    main()
