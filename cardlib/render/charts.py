"""Bar and line charts drawn with matplotlib on demand, from the numbers and labels they are given.

render knows no game: each game's lessons compute the numbers, and its widgets module lays them
out as :class:`Panel` s of :class:`Bars` and :class:`Line` s and calls :func:`chart`. A
:class:`Chart` holds a matplotlib ``Figure`` (not attached to pyplot) and shows as a PNG picture
when it is the last line of a notebook cell; its plain text (what a text front end shows, and the
picture's alt text in the book) is a sentence with the chart's figures.

>>> c = chart([Panel([Bars(["a", "b"], [3, 5], "#2f7d4f", notes=["3", "5"])], title="Two bars")],
...           "Bar chart: a 3, b 5.", size=(4, 3))
>>> c.title, len(c.figure.axes[0].patches), c
('Two bars', 2, Bar chart: a 3, b 5.)
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Sequence

__all__ = ["Chart", "Bars", "Line", "Mark", "Panel", "chart"]


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
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", dpi=110)
        # A chart has few colours: a 256-colour palette draws it the same at a third of the size.
        from PIL import Image                           # Pillow loads only when a chart is drawn
        buffer.seek(0)
        paletted = Image.open(buffer).convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT)
        out = io.BytesIO()
        paletted.save(out, format="png", optimize=True)
        return out.getvalue()


@dataclass(frozen=True)
class Bars:
    """One series of bars: a bar at each place of ``at`` (numbers, or category labels), ``values``
    long (upward, or rightward when ``horizontal``), from ``bottom`` if given.

    ``colour`` is one colour or one per bar; ``label`` names the series in the legend; ``notes``
    are written at the bars' ends (``padding`` points away)."""

    at: Sequence
    values: Sequence[float]
    colour: "str | Sequence[str]"
    width: float = 0.8
    bottom: Sequence[float] | None = None
    label: str | None = None
    notes: Sequence[str] | None = None
    padding: float = 0
    horizontal: bool = False

    def draw(self, ax) -> None:
        if self.horizontal:
            bars = ax.barh(self.at, self.values, color=self.colour)
        else:
            extra = {k: v for k, v in (("bottom", self.bottom), ("label", self.label)) if v is not None}
            bars = ax.bar(self.at, self.values, self.width, color=self.colour, **extra)
        if self.notes is not None:
            ax.bar_label(bars, labels=list(self.notes), fontsize=8, padding=self.padding)


@dataclass(frozen=True)
class Line:
    """One line through the points (``x``, ``y``); ``steps`` draws it as steps that change at each x."""

    x: Sequence[float]
    y: Sequence[float]
    label: str | None = None
    colour: str | None = None
    marker: str | None = None
    markersize: float | None = None
    linewidth: float | None = None
    steps: bool = False

    def draw(self, ax) -> None:
        style = {"color": self.colour, "marker": self.marker, "markersize": self.markersize,
                 "linewidth": self.linewidth, "drawstyle": "steps-post" if self.steps else None}
        ax.plot(self.x, self.y, label=self.label, **{k: v for k, v in style.items() if v is not None})


@dataclass(frozen=True)
class Mark:
    """A dashed upright line at ``at`` with a small note at its top."""

    at: float
    note: str

    def draw(self, ax) -> None:
        ax.axvline(self.at, color="#bbbbbb", linewidth=0.8, linestyle="--")
        ax.annotate(self.note, (self.at + 0.05, 1.0), xycoords=("data", "axes fraction"), va="top", fontsize=7,
                    color="#555555")


@dataclass(frozen=True)
class Panel:
    """One set of axes: its series (drawn in order), titles, ranges, ticks and legend.

    ``legend`` is ``None`` (none), ``"inside"`` (where it fits best) or ``"outside"`` (to the right);
    ``zero_line`` draws the line of 0; ``marks`` are :class:`Mark` s drawn last."""

    series: Sequence["Bars | Line"]
    title: str = ""
    xlabel: str = ""
    ylabel: str = ""
    xlim: tuple[float, float] | None = None
    ylim: tuple[float, float] | None = None
    xticks: Sequence[float] | None = None
    xticklabels: Sequence[str] | None = None
    legend: str | None = None
    zero_line: bool = False
    marks: Sequence[Mark] = ()

    def draw(self, ax) -> None:
        for series in self.series:
            series.draw(ax)
        if self.zero_line:
            ax.axhline(0, color="#888888", linewidth=0.8)
        for mark in self.marks:
            mark.draw(ax)
        if self.xticks is not None:
            ax.set_xticks(list(self.xticks), *(() if self.xticklabels is None else (list(self.xticklabels),)))
        if self.xlim is not None:
            ax.set_xlim(*self.xlim)
        if self.ylim is not None:
            ax.set_ylim(*self.ylim)
        if self.xlabel:
            ax.set_xlabel(self.xlabel)
        if self.ylabel:
            ax.set_ylabel(self.ylabel)
        if self.title:
            ax.set_title(self.title)
        if self.legend == "inside":
            ax.legend(fontsize=8)
        elif self.legend == "outside":
            ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1))


def chart(panels: Sequence[Panel], text: str, *, size: tuple[float, float] = (7.5, 3.2), side_by_side: bool = False,
          heights: Sequence[float] | None = None) -> Chart:
    """A :class:`Chart` of ``panels``, one above the other sharing the x axis (``heights`` in
    proportion), or ``side_by_side`` sharing the y axis; ``text`` tells its figures in words."""
    from matplotlib.figure import Figure                # matplotlib (slow to load) only when a chart is drawn
    figure = Figure(figsize=size, layout="constrained")
    if len(panels) == 1:
        axes = [figure.add_subplot()]
    elif side_by_side:
        axes = figure.subplots(1, len(panels), sharey=True)
    else:
        axes = figure.subplots(len(panels), 1, sharex=True, height_ratios=heights)
    for panel, ax in zip(panels, axes):
        panel.draw(ax)
    return Chart(figure, text)
