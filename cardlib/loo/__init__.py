"""Three-card Loo, the house rules of the Japanese source text: chips, the dummy, the pot in thirds,
and the loo (rules/loo.md).

Modules: ``core`` (the trick winner, the legal cards and why, the pot's thirds), ``rules`` (the
house rules and the standard Loo of §5.2 as switches), ``game`` (the whole game on the play
protocol; seats are numbered clockwise, seat ``dealer + 1`` declares and leads first), ``view``
(the table a seat sees, and narration), ``fast`` (numpy odds and playouts), ``bot`` (an
explainable opponent) and ``lessons`` (what the chapters teach).

>>> from cardlib import loo
>>> sorted(map(str, loo.legal_cards("2H AS KD", "9H", "S"))), loo.trick_winner("9H KH 3S", "S")
(['2♥'], 2)
"""

from .core import (HAND_SIZE, MAX_PLAYERS, PotSplit, legal_cards, parse_card, parse_cards, rulings, split_pot,
                   strength, trick_winner, why_illegal)
from .game import BUY, PASS, PLAY, PLAYERS, DealRecord, Declaration, Declare, Phase, Play, State, new_game
from .._later import later
from .rules import INFO, DEFAULT_RULES, STANDARD, Rules

__all__ = [
    "INFO",     "parse_card", "parse_cards", "strength", "trick_winner", "rulings", "legal_cards", "why_illegal",
    "PotSplit", "split_pot", "HAND_SIZE", "MAX_PLAYERS",
    "Rules", "DEFAULT_RULES", "STANDARD",
    "State", "Phase", "new_game", "Declaration", "Declare", "Play", "PLAY", "PASS", "BUY", "DealRecord", "PLAYERS",
    "LooBot",
]


# The bot and the lessons sit a layer above the rules: they load on first use, so that importing
# the rules stays light, yet the chapters find them here.
_LATER = {name: "bot" for name in (
    "LooBot", "Choice", "declaration_choice", "stakes",
)} | {name: "lessons" for name in (
    "FlowRow", "chip_flow", "DecisionPosition", "decision_position", "decision_answer",
    "TrainerPosition", "trainer_position", "RoundStep", "WorkedRound", "worked_round", "questions",
    "QUESTION_KINDS", "Variant", "VARIANTS", "bot_game",
)}


__getattr__, __dir__ = later(__name__, _LATER, globals())
