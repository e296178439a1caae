"""What the benchmarks share: a rate from the median of several timed runs."""

from __future__ import annotations

import statistics
import time


def median_rate(fn, count: int, runs: int) -> float:
    """``count`` divided by the median wall time of ``runs`` calls of ``fn``: items a second."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return count / statistics.median(times)


def interleaved(runs: dict, rounds: int) -> dict:
    """Items a second for each of ``runs`` (name: ``(fn, count)``), timed in turn, round after round
    (``rounds`` of them), so that every contender sees the same load: the median of its rounds."""
    times: dict = {name: [] for name in runs}
    for _ in range(rounds):
        for name, (fn, _count) in runs.items():
            start = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - start)
    return {name: runs[name][1] / statistics.median(t) for name, t in times.items()}
