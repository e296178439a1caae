"""A finished SVG picture that shows itself inline in notebooks and in the built book.

Superseded by :func:`cardlib.widgets.display.picture` (a :class:`cardlib.widgets.display.Shown` whose
plain text is the picture's own title, a sentence); kept only until the chapters that
still import it switch, and then removed.
"""

from __future__ import annotations

__all__ = ["InlineSVG"]


class InlineSVG:
    """Wraps SVG text so that, as the last line of a cell, it shows as a picture.

    The SVG goes into the page inline (as HTML), so its ``<title>`` stays readable by
    screen readers and search, and the page's CSS reaches it.

    >>> InlineSVG('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    InlineSVG(62 characters of SVG)
    """

    def __init__(self, svg: str) -> None:
        if not isinstance(svg, str) or not svg.lstrip().startswith("<svg"):
            from ..errors import CardlibError
            raise CardlibError(f"an InlineSVG needs SVG text starting with '<svg', got {str(svg)[:40]!r}")
        self.svg = svg

    def __str__(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"InlineSVG({len(self.svg)} characters of SVG)"

    def _repr_html_(self) -> str:
        return self.svg
