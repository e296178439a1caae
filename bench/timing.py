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
