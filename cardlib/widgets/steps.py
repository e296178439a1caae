"""Back and Next through a sequence of steps: the frame every game's worked deal shares.

A game's worked deal gives its steps and how to draw one (``show``); the frame keeps the place,
the two buttons (each disabled at its end) and the line that says where the reader is.
"""

from __future__ import annotations

from typing import Sequence

import ipywidgets as widgets

from ..errors import CardlibError
from .display import Described

__all__ = ["StepView"]


class StepView(Described, widgets.VBox):
    """Steps shown one at a time with **Back** and **Next**, above the parts a subclass fills.

    A subclass passes its steps and its parts (widgets) to ``__init__``, and writes
    ``show(step)``, which fills the parts for one step, and ``describe()``; it may write
    ``where()``, the line beside the buttons.

    >>> class Count(StepView):
    ...     def __init__(self):
    ...         self.line = widgets.HTML()
    ...         super().__init__(["one", "two"], [self.line])
    ...     def show(self, step):
    ...         self.line.value = step
    ...     def describe(self):
    ...         return f"Counting: {self.current}."
    >>> view = Count()
    >>> view.next_button.click(); view.line.value, view.index, view.next_button.disabled
    ('two', 1, True)
    >>> view.next(); view.index                  # kept within the steps
    1
    """

    def __init__(self, steps: Sequence, parts: "Sequence[ipywidgets.Widget]" = (), *, start: int = 0) -> None:
        if isinstance(steps, (str, bytes)) or not isinstance(steps, Sequence) or not steps:
            raise CardlibError(f"{type(self).__name__} needs a sequence of at least one step, got {steps!r}")
        self.steps = tuple(steps)
        self._index = 0
        self._back = widgets.Button(description="Back", icon="arrow-left")
        self._next = widgets.Button(description="Next", icon="arrow-right", button_style="primary")
        self._where = widgets.HTML()
        self._back.on_click(lambda _: self.back())
        self._next.on_click(lambda _: self.next())
        super().__init__([widgets.HBox([self._back, self._next, self._where]), *parts])
        self.go(start)

    @property
    def index(self) -> int:
        """Where the reader is, counted from 0."""
        return self._index

    @property
    def current(self):
        """The step shown."""
        return self.steps[self._index]

    @property
    def back_button(self) -> widgets.Button:
        return self._back

    @property
    def next_button(self) -> widgets.Button:
        return self._next

    def back(self) -> None:
        self.go(self._index - 1)

    def next(self) -> None:
        self.go(self._index + 1)

    def go(self, index: int) -> None:
        """Show step ``index`` (kept within the first and the last step)."""
        self._index = max(0, min(int(index), len(self.steps) - 1))
        self._back.disabled = self._index == 0
        self._next.disabled = self._index == len(self.steps) - 1
        self._where.value = self.where()
        self.show(self.current)

    def where(self) -> str:
        return f"<b>Step {self._index + 1} of {len(self.steps)}</b>"

    def show(self, step) -> None:
        raise NotImplementedError(f"{type(self).__name__} must say how to show a step")
