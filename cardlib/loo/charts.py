"""The flow of chips, drawn deal by deal (matplotlib, drawn on demand).

:func:`chip_flow_chart` takes the rows of :func:`cardlib.loo.lessons.chip_flow` and draws two
panels that share the deals along the bottom: above, what went into the pot (antes, the dummy's
price, loos, stacked upwards) and what came out (the thirds, a dealer's sweep, stacked
downwards) with the pot after each deal as a line; below, each player's chips after each deal.
It returns a :class:`Chart`, which shows as a PNG picture when it is the last line of a cell.
"""

from __future__ import annotations

from typing import Sequence

from ..errors import CardlibError

__all__ = ["Chart", "chip_flow_chart", "COLOURS"]

COLOURS = {"antes": "#2f7d4f", "dummy": "#d9a21b", "loos": "#b03a2e", "thirds": "#2e5fa3",
           "sweep": "#7a4ea3", "pot": "#222222"}


class Chart:
    """A finished figure; shows itself as a PNG picture in notebooks."""

    def __init__(self, figure) -> None:
        self.figure = figure

    @property
    def title(self) -> str:
        return self.figure.axes[0].get_title()

    def __repr__(self) -> str:
        return f"<chart: {self.title}>"

    def _repr_png_(self) -> bytes:
        import io
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", dpi=100)
        return buffer.getvalue()


def chip_flow_chart(rows: Sequence, *, title: str = "Where the chips went, deal by deal") -> Chart:
    """The pot's inflows and outflows per deal, the pot after each, and every player's chips.

    >>> from cardlib.loo.lessons import chip_flow, worked_round
    >>> chart = chip_flow_chart(chip_flow(worked_round(2).end))
    >>> chart.title, len(chart.figure.axes)
    ('Where the chips went, deal by deal', 2)
    """
    rows = list(rows)
    if not rows:
        raise CardlibError("there is no finished deal to draw yet")
    from matplotlib.figure import Figure

    n = len(rows)
    x = list(range(1, n + 1))
    fig = Figure(figsize=(9, 5.6), layout="constrained")
    top, bottom = fig.subplots(2, 1, sharex=True, height_ratios=(3, 2))
    antes = [r.antes for r in rows]
    dummy = [r.price for r in rows]
    loos = [sum(r.loos) for r in rows]
    thirds = [-(sum(r.shares)) if not r.swept else 0 for r in rows]
    sweep = [-(sum(r.shares)) if r.swept else 0 for r in rows]
    width = 0.36
    left = [i - width / 2 for i in x]
    right = [i + width / 2 for i in x]
    top.bar(left, antes, width, color=COLOURS["antes"], label="antes (round start)")
    top.bar(left, dummy, width, bottom=antes, color=COLOURS["dummy"], label="dummy bought")
    top.bar(right, loos, width, color=COLOURS["loos"], label="loos paid (after the thirds)")
    top.bar(left, thirds, width, color=COLOURS["thirds"], label="thirds paid to trick winners")
    top.bar(left, sweep, width, color=COLOURS["sweep"], label="dealer's sweep")
    top.plot([0.5] + x, [0] + [r.pot_end for r in rows], drawstyle="steps-post", color=COLOURS["pot"],
             linewidth=1.6, label="pot after the deal")
    top.axhline(0, color="#888888", linewidth=0.8)
    for r, i in zip(rows, x):
        if r.in_round == 1:
            top.axvline(i - 0.5, color="#bbbbbb", linewidth=0.8, linestyle="--")
            top.annotate(f"round {r.round}\nseat {r.dealer} deals", (i - 0.45, 1.0), xycoords=("data", "axes fraction"),
                         va="top", fontsize=7, color="#555555")
    top.set_ylabel("chips into (+) and out of (−) the pot")
    top.set_title(title)
    top.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1))
    players = len(rows[0].chips)
    for seat in range(players):
        bottom.plot(x, [r.chips[seat] for r in rows], marker="o", markersize=3, label=f"seat {seat}")
    bottom.set_ylabel("chips in hand")
    bottom.set_xlabel("deal")
    bottom.set_xticks(x)
    bottom.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1))
    return Chart(fig)
