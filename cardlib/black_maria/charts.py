"""Charts of Black Maria's simulated odds, for the pass trainer and the odds chapter (matplotlib).

Each function returns a :class:`Chart` (the Mus charts' class): a matplotlib ``Figure`` not
attached to pyplot, shown as a PNG picture when it is the last line of a notebook cell.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..mus.charts import Chart, _figure
from .lessons import PassOdds

__all__ = ["Chart", "pass_chart", "queen_chart", "leader_chart"]

_RED, _GREY, _GREEN = "#b00020", "#8a8a8a", "#2f7d4f"


def pass_chart(odds: Sequence[PassOdds]) -> Chart:
    """For each choice of three cards: the chance of taking ♠Q and the average penalty.

    >>> from cardlib.black_maria.lessons import evaluate_passes
    >>> odds = evaluate_passes("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D", {"a": "QS AH 9D", "b": "9D 8C AH"},
    ...                        trials=500)
    >>> chart = pass_chart(odds)
    >>> chart.title, len(chart.figure.axes[0].patches)
    ('Q♠ taken, 500 simulated deals each', 2)
    """
    fig = _figure(7.5, 0.6 + 0.55 * len(odds) * 2)
    left, right = fig.subplots(1, 2, sharey=True)
    names = [f"{o.name}\n{' '.join(map(str, o.cards))}" for o in odds][::-1]
    queen = [100 * o.queen for o in odds][::-1]
    points = [o.points for o in odds][::-1]
    bars = left.barh(names, queen, color=_RED)
    left.bar_label(bars, labels=[f"{q:.0f}%" for q in queen], fontsize=8, padding=2)
    left.set_xlim(0, max(queen + [10]) * 1.3)
    left.set_xlabel("chance of taking Q♠ (%)")
    bars = right.barh(names, points, color=_GREY)
    right.bar_label(bars, labels=[f"{p:.1f}" for p in points], fontsize=8, padding=2)
    right.set_xlim(0, max(points + [1]) * 1.3)
    right.set_xlabel("average penalty points in the deal")
    left.set_title(f"Q♠ taken, {odds[0].deals:,} simulated deals each")
    right.set_title("Penalty points")
    return Chart(fig)


def queen_chart(table: Mapping[int, Mapping[int, tuple[float, int]]]) -> Chart:
    """The chance that the holder of ♠Q takes her, by spades held (the Queen included), a line per table size.

    >>> from cardlib.black_maria.lessons import queen_odds
    >>> queen_chart(queen_odds((3, 4), trials=500)).title
    'Who holds Q♠ when play begins, and takes her'
    """
    fig = _figure(7.5, 3.6)
    ax = fig.add_subplot()
    for players, row in sorted(table.items()):
        counts = sorted(row)
        ax.plot(counts, [100 * row[c][0] for c in counts], marker="o", label=f"{players} players")
    ax.set_xlabel("spades in the holder's hand when play begins (the Queen included)")
    ax.set_ylabel("holder takes Q♠ (%)")
    ax.set_ylim(0, 100)
    ax.legend(fontsize=8)
    ax.set_title("Who holds Q♠ when play begins, and takes her")
    return Chart(fig)


def leader_chart(table: Mapping[int, tuple[float, float]]) -> Chart:
    """The first leader's average penalty per deal beside the other seats', by table size.

    >>> from cardlib.black_maria.lessons import leader_penalties
    >>> len(leader_chart(leader_penalties((3, 4), trials=500)).figure.axes[0].patches)
    4
    """
    fig = _figure(7.5, 3.2)
    ax = fig.add_subplot()
    sizes = sorted(table)
    x = range(len(sizes))
    lead = ax.bar([i - 0.2 for i in x], [table[n][0] for n in sizes], width=0.4, color=_RED,
                  label="the first leader")
    rest = ax.bar([i + 0.2 for i in x], [table[n][1] for n in sizes], width=0.4, color=_GREY,
                  label="the other seats (average)")
    ax.bar_label(lead, fmt="%.1f", fontsize=8)
    ax.bar_label(rest, fmt="%.1f", fontsize=8)
    ax.set_xticks(list(x), [f"{n} players" for n in sizes])
    ax.set_ylabel("penalty points per deal")
    ax.legend(fontsize=8)
    ax.set_title("Penalty points per deal: the first leader and the others")
    return Chart(fig)
