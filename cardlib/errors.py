"""The errors cardlib raises on bad input.

Every error is a :class:`ValueError`, so callers that already guard against bad
values keep working. Malformed input is told apart from a well-formed action
that the rules forbid at this moment:

>>> issubclass(InvalidCardError, CardlibError), issubclass(CardlibError, ValueError)
(True, True)
"""

from __future__ import annotations

__all__ = ["CardlibError", "InvalidCardError", "IllegalActionError"]


class CardlibError(ValueError):
    """Base of every error cardlib raises on bad input (unknown names, bad counts, ...)."""


class InvalidCardError(CardlibError):
    """Malformed card text, a card not in the game's pack, a duplicate, or a hand of the wrong size."""


class IllegalActionError(CardlibError):
    """A well-formed action that the rules forbid now; the message says why, in plain words."""
