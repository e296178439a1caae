"""Three-card Loo, the house rules of the Japanese source text: chips, the dummy, the pot in thirds,
and the loo (rules/loo.md).

Modules: ``core`` (the trick winner, the legal cards and why, the pot's thirds), ``rules`` (the
house rules and the standard Loo of §5.2 as switches), ``game`` (the whole game on the play
protocol; seats are numbered clockwise, seat ``dealer + 1`` declares and leads first), ``view``
(the table a seat sees, and narration), ``fast`` (numpy odds and playouts), ``bot`` (an
explainable opponent) and ``lessons`` (what the chapters teach, which they import from there).

>>> from cardlib import loo
>>> sorted(map(str, loo.legal_cards("2H AS KD", "9H", "S"))), loo.trick_winner("9H KH 3S", "S")
(['2♥'], 2)
"""

from .bot import ExpectedChips, LooBot, declaration_choice, stakes
from .core import (HAND_SIZE, MAX_PLAYERS, PotSplit, legal_cards, parse_card, parse_cards, rulings, split_pot,
                   strength, trick_winner, why_illegal)
from .game import BUY, PASS, PLAY, PLAYERS, DealRecord, Declaration, Declare, Phase, Play, State, new_game
from .rules import DEFAULT_RULES, INFO, STANDARD, Rules

from . import expert                   # the expert's model of this game, for the review and the table

from .. import gamerecord
gamerecord.register_game(INFO, State, new_game, Rules, gamerecord.play_parser(Play))     # its records: cardlib.game.record

__all__ = [
    "INFO",     "parse_card", "parse_cards", "strength", "trick_winner", "rulings", "legal_cards", "why_illegal",
    "PotSplit", "split_pot", "HAND_SIZE", "MAX_PLAYERS",
    "Rules", "DEFAULT_RULES", "STANDARD",
    "State", "Phase", "new_game", "Declaration", "Declare", "Play", "PLAY", "PASS", "BUY", "DealRecord", "PLAYERS",
    "LooBot", "ExpectedChips", "declaration_choice", "stakes",
]
