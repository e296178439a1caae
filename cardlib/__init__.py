"""cardlib: rule engines, odds and pictures for Mus, Black Maria, Swiss Handjass and Loo.

>>> from cardlib import FRENCH_52
>>> len(FRENCH_52)
52
"""

from .cards import FRENCH_52, PACKS, SPANISH_40, SWISS_36, Card, Cards, Pack, Suit, deal, pack, shuffled
from .errors import CardlibError, IllegalActionError, InvalidCardError
from .game import Direction, play_out

# The four games register themselves with the kit when imported, so that any game's record
# (cardlib.game.from_record) reads back whichever game was imported first.
from . import black_maria, handjass, loo, mus  # noqa: E402,F401

__version__ = "0.1.0"

__all__ = [
    "CardlibError", "InvalidCardError", "IllegalActionError",
    "Card", "Cards", "Suit", "Pack", "FRENCH_52", "SWISS_36", "SPANISH_40", "PACKS",
    "pack", "deal", "shuffled", "Direction", "play_out",
]
