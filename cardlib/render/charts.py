"""Charts drawn with matplotlib on demand: the exact Mus hand counts of the odds chapter.

Each function returns a :class:`Chart`: it holds a matplotlib ``Figure`` (not attached to
pyplot) and shows as a PNG picture when it is the last line of a notebook cell; its plain
text (what a text front end shows, and the picture's alt text in the book) is a sentence
with the chart's figures.
"""

from __future__ import annotations

from ..mus.evaluate import JUEGO_ORDER, PARES_KINDS
from ..mus.fast import hand_counts
from ..mus.rules import DEFAULT_RULES, Rules

__all__ = ["Chart", "pares_chart", "totals_chart"]

_GREEN, _GOLD, _GREY = "#2f7d4f", "#d9a21b", "#8a8a8a"


class Chart:
    """A finished figure and the sentence that tells its figures; shows itself as a PNG picture
    in notebooks, and as the sentence where only text is shown."""

    def __init__(self, figure, text: str) -> None:
        self.figure = figure
        self.text = text

    @property
    def title(self) -> str:
        return self.figure.axes[0].get_title()

    def __repr__(self) -> str:
        return self.text

    def _repr_pretty_(self, printer, cycle: bool) -> None:
        printer.text(self.text)

    def _repr_png_(self) -> bytes:
        import io
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", dpi=110)
        # A chart has few colours: a 256-colour palette draws it the same at a third of the size.
        from PIL import Image
        buffer.seek(0)
        paletted = Image.open(buffer).convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT)
        out = io.BytesIO()
        paletted.save(out, format="png", optimize=True)
        return out.getvalue()


def _figure(width: float = 7.5, height: float = 3.2):
    from matplotlib.figure import Figure
    return Figure(figsize=(width, height), layout="constrained")


def pares_chart(rules: Rules = DEFAULT_RULES):
    """How many of the 91,390 hands hold no pares, a par, medias or duples.

    >>> chart = pares_chart()
    >>> chart.title
    'Pares among all 91,390 hands'
    >>> chart
    Bar chart: pares among all 91,390 hands: no pares 39,680 (43.4%), par 43,776 (47.9%), medias 4,448 (4.9%), duples 3,486 (3.8%).
    """
    counts = hand_counts(rules)
    kinds = [None, *PARES_KINDS]
    values = [counts.pares[k] for k in kinds]
    fig = _figure(6, 3)
    ax = fig.add_subplot()
    bars = ax.bar([k or "no pares" for k in kinds], values, color=[_GREY, _GREEN, _GREEN, _GREEN])
    ax.bar_label(bars, labels=[f"{v:,}\n{v / counts.total:.1%}" for v in values], fontsize=8)
    ax.set_ylim(0, max(values) * 1.3)
    ax.set_ylabel("hands")
    ax.set_title(f"Pares among all {counts.total:,} hands")
    told = ", ".join(f"{k or 'no pares'} {v:,} ({v / counts.total:.1%})" for k, v in zip(kinds, values))
    return Chart(fig, f"Bar chart: pares among all {counts.total:,} hands: {told}.")


def totals_chart(rules: Rules = DEFAULT_RULES):
    """How many hands have each point total: juego (31 and more) in gold, punto in green.

    >>> fig = totals_chart()
    >>> len(fig.figure.axes[0].patches)      # one bar per possible total, 4 to 40 without 5, 6, 38, 39
    33
    >>> repr(fig)[:60]
    'Bar chart: point totals of all 91,390 hands, juego from 31 a'

    """
    counts = hand_counts(rules)
    totals = sorted(counts.totals)
    fig = _figure()
    ax = fig.add_subplot()
    ax.bar(totals, [counts.totals[t] for t in totals],
           color=[_GOLD if t in JUEGO_ORDER else _GREEN for t in totals])
    ax.set_xticks(range(4, 41, 2))
    ax.set_xlabel("point total (juego from 31, in gold; punto below, in green)")
    ax.set_ylabel("hands")
    ax.set_title(f"Point totals of all {counts.total:,} hands")
    told = ", ".join(f"{t}: {counts.totals[t]:,}" for t in totals)
    return Chart(fig, f"Bar chart: point totals of all {counts.total:,} hands, juego from 31 and punto "
                      f"below: {told}.")
