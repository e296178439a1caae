"""Black Maria: the British Hearts of the Japanese source text, for 3 to 7 players (rules/black_maria.md).

Modules: ``core`` (the deck, penalties, rulings, legal cards, the trick winner), ``rules``
(the source's notes and the standard variants), ``game`` (the whole game on the play
protocol: the deal, the simultaneous pass, trick play, scoring, the game's end), ``fast``
(batched numpy playouts), ``bot`` (an explainable opponent), ``view`` (narration) and
``lessons`` (what the chapters teach, which they import from there).

>>> from cardlib import black_maria
>>> black_maria.penalty("QS AS 3H"), black_maria.trick_winner("5S QS AS")
(21, 2)
"""

from .bot import BlackMariaBot, choose_card, choose_pass
from .core import (PENALTIES, PLAYERS, QUEEN, card_penalty, deck, legal_cards, pack, parse_card, parse_cards,
                   penalty, penalty_cards, removed_cards, rulings, trick_winner, why_illegal)
from .game import DealRecord, Pass, Phase, Play, State, new_game
from .rules import DEFAULT_RULES, INFO, PASS_RESTRICTIONS, SCORINGS, Rules

from . import expert                   # the expert's model of this game, for the review and the table

from .. import gamerecord
gamerecord.register_game(INFO, State, new_game, Rules, gamerecord.play_parser(Play))     # its records: cardlib.game.record

__all__ = [
    "INFO",     "deck", "pack", "removed_cards", "penalty", "card_penalty", "penalty_cards", "PENALTIES", "QUEEN", "PLAYERS",
    "parse_card", "parse_cards", "rulings", "legal_cards", "why_illegal", "trick_winner",
    "Rules", "DEFAULT_RULES", "SCORINGS", "PASS_RESTRICTIONS",
    "State", "Phase", "Pass", "Play", "DealRecord", "new_game", "BlackMariaBot", "choose_card", "choose_pass",
]
