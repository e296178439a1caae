"""How every widget shows bad input or a refused action: one red line, never a traceback."""

from __future__ import annotations

import html

import ipywidgets as widgets

from .display import Described

__all__ = ["error_html", "FormView"]

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


class FormView(Described, widgets.VBox):
    """Base of the views that read the reader's input and answer with a picture or a message.

    A subclass calls ``_add_answer()`` before building its children (it makes the
    message line ``_message`` and the ``_picture``), shows refusals with ``_show_error()``
    (an empty text clears the line), and gets the read-only :attr:`message` and
    :attr:`picture` handles that tests and readers use. Its plain-text form is a sentence
    (``describe()``, by default the class's summary), for front ends that show text.
    """

    ERROR_LEAD = "Cannot read that:"

    def _add_answer(self) -> None:
        self._message = widgets.HTML()
        self._picture = widgets.HTML()
        self._error = ""

    @property
    def message(self) -> str:
        """What is wrong with the input (plain text), or '' when all is well."""
        return self._error

    @property
    def picture(self) -> str:
        """The picture (SVG or HTML) of the last good answer."""
        return self._picture.value

    def _show_error(self, text: str) -> None:
        self._error = text
        self._message.value = error_html(self.ERROR_LEAD, text)
