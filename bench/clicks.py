"""How long a click at the play table takes to answer on the Python side, per game: the median, the
90th percentile and the worst over whole games, beside the target (50 ms at the 90th percentile,
100 ms at worst).

A click is what a press of one of the reader's buttons does: the reader's move, the bots' answers
up to the reader's next turn, the words under the table, the log and the redraw of the live canvas
(the view is shown as a page with its kernel behind it shows it; its drawing commands go nowhere,
as no page listens). At a deal's end the click is Next deal. The reader plays the first legal
choice (in Black Maria's pass the first three cards, a click each, then the confirm button); the
bots are the chapters' own.

    python bench/clicks.py                 # two games a game (Mus: two games to 40)
    python bench/clicks.py --games 5
    python bench/clicks.py --game mus      # one game's clicks only
    python bench/clicks.py --tiny          # 20 clicks a game: a test that the bench runs (its figures mean nothing)
    python bench/clicks.py --profile black_maria    # cProfile of the clicks of one game, the top 25 by own time

In a kernel a click runs inside its asyncio loop, and the table's collection at Next deal and
New game waits until the click has answered (``cardlib.table.collect_after_answer``); the clicks
here run in such a loop too, and each collection put off is run right after its click and timed
apart: the kernel's work after the answer, while the reader reads it.

Figures only: nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlib.table import run_pending_collection  # noqa: E402
from cardlib.widgets import black_maria, handjass, loo, mus  # noqa: E402
from tests.support import shown_live  # noqa: E402  (stands in for the page, as the tests do)

P90_TARGET, WORST_TARGET = 0.050, 0.100
PICKS = 3                                           # Black Maria's pass: the only pick at the tables
TABLES = {
    "mus": lambda seed: mus.play_table(seed=seed),
    "black_maria": lambda seed: black_maria.play_table(players=4, seed=seed),
    "handjass": lambda seed: handjass.play_table(players=3, seed=seed),
    "loo": lambda seed: loo.play_table(players=4, seed=seed),
}


def live_view(game: str, seed: int):
    """The game's play view, shown as a page with the kernel behind it shows it (so it draws on
    its canvas, as in JupyterLab or Voila)."""
    table = TABLES[game](seed)
    view = getattr(table, "view", table)
    return shown_live(view)                      # what a page that shows the widget sends


def click(view) -> None:
    """One press of a button, as the reader would: Next deal at a deal's end, else the first legal
    choice (the buttons offer some the rules refuse, to hear why)."""
    if view.paused is not None:
        view.next_deal_button.click()
    elif view.pick_buttons:
        toggles = [t for t in view.pick_buttons if not t.value]
        if len(view.picked) < PICKS and toggles:
            toggles[0].value = True                 # a click on a card's toggle picks it
        else:
            view.confirm_button.click()
    else:
        legal = set(view.state.legal_actions())       # a button's label may say more than its action
        next(b for a, b in zip(view.controller.tries, view.choices) if a in legal).click()


def game_clicks(game: str, seed: int, limit: int, after: list | None = None) -> list[tuple[float, float]]:
    """The answer time (wall, processor) of each click of one game from ``seed`` (at most ``limit``
    clicks), each click run in an asyncio loop as a kernel runs it; the time of each collection
    the table put off until after a click goes to ``after``."""
    view = live_view(game, seed)
    loop = asyncio.new_event_loop()

    async def timed_click() -> tuple[float, float]:
        start, cpu = time.perf_counter(), time.process_time()
        click(view)
        return time.perf_counter() - start, time.process_time() - cpu

    times = []
    try:
        while len(times) < limit and not view.state.is_over:
            if view.paused is None and not view.choices and not view.pick_buttons:
                break                                 # nothing to press (should not happen)
            times.append(loop.run_until_complete(timed_click()))
            start, cpu = time.perf_counter(), time.process_time()
            if run_pending_collection() and after is not None:
                after.append((time.perf_counter() - start, time.process_time() - cpu))
    finally:
        run_pending_collection()
        loop.close()
    return times


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def report(game: str, times: list[tuple[float, float]]) -> None:
    """One line a clock: the wall time (what the reader waits, other work on the machine included)
    and the processor time (what the click itself costs)."""
    for clock, values in (("wall", [w for w, _ in times]), ("cpu", [c for _, c in times])):
        median, p90, worst = statistics.median(values), percentile(values, 0.9), max(values)
        ok = "within" if p90 <= P90_TARGET and worst <= WORST_TARGET else "OVER"
        print(f"{game:12} {clock:4} {len(values):5} clicks   median {1000 * median:6.1f} ms   "
              f"p90 {1000 * p90:6.1f} ms (target 50)   worst {1000 * worst:6.1f} ms (target 100)   {ok} the target")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="whole games a game (default 2)")
    parser.add_argument("--clicks", type=int, default=100_000, help="at most this many clicks a game")
    parser.add_argument("--tiny", action="store_true", help="20 clicks a game (a test that the bench runs)")
    parser.add_argument("--game", choices=sorted(TABLES), help="one game (default: all four)")
    parser.add_argument("--profile", choices=sorted(TABLES), help="profile one game's clicks (cProfile)")
    args = parser.parse_args()
    if args.tiny:
        args.games, args.clicks = 1, 20
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"Machine: {os.cpu_count()} cores, load average {load} (1, 5, 15 minutes) at the start")
    if args.profile:
        profile = cProfile.Profile()
        profile.enable()
        times = [t for seed in range(1, args.games + 1) for t in game_clicks(args.profile, seed, args.clicks)]
        profile.disable()
        report(args.profile, times)
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)
        return
    print("answer time per click (the reader's move, the bots' answers, the words, the log, the redraw):")
    afters = {}
    for game in [args.game] if args.game else TABLES:
        after = afters[game] = []
        times = [t for seed in range(1, args.games + 1) for t in game_clicks(game, seed, args.clicks, after)]
        report(game, times)
    print("the collections put off until a click had answered (the kernel's work while the reader reads):")
    for game, after in afters.items():
        worst = max((w for w, _ in after), default=0.0)
        worst_cpu = max((c for _, c in after), default=0.0)
        print(f"{game:12} after {len(after):4} collections   worst {1000 * worst:6.1f} ms wall, "
              f"{1000 * worst_cpu:6.1f} ms processor")


if __name__ == "__main__":
    main()
