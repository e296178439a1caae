"""How every widget shows bad input or a refused action: one red line, never a traceback."""

from __future__ import annotations

import html

__all__ = ["error_html"]

ERROR_RED = "#b00020"


def error_html(lead: str, text: str) -> str:
    """The message line: ``lead`` in bold (say "Not allowed:"), then ``text``; '' when no text.

    >>> error_html("Cannot deal:", "Mus is played by 4 players, not 5")
    '<p class="cardlib-error" style="color:#b00020"><b>Cannot deal:</b> Mus is played by 4 players, not 5</p>'
    >>> error_html("Cannot deal:", "")
    ''
    """
    if not text:
        return ""
    return (f'<p class="cardlib-error" style="color:{ERROR_RED}"><b>{html.escape(lead)}</b> '
            f'{html.escape(text)}</p>')
