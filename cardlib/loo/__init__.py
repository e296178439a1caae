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
from .rules import INFO, DEFAULT_RULES, STANDARD, Rules
# The bot and the lessons load with the rules: loading them later saved 13 to 27 ms of a cold
# import of 100 to 250 ms, and every chapter loads them anyway. Chapters and type checkers see them.
from .bot import Choice, LooBot, declaration_choice, stakes
from .lessons import POSITIONS, exercise_positions      # the exercises' "what would you do?"
from .lessons import (DUMMY_TABLES, FIRST_DEAL, FirstDeal, dummy_values, first_deal, lead_example,  # noqa: F401
                      lead_study, percent)
from .lessons import (QUESTION_KINDS, VARIANTS, WELL_HANDS, WELL_TURNED, DecisionPosition, FlowRow, HandValue, Puzzle,
                      RoundStep, TrainerPosition, Variant, WorkedRound, bot_game, chip_flow, decision_answer,
                      decision_position, hand_values, opponents_values, questions, trainer_position, worked_round)

from ..gamerecord import play_parser, register_game
register_game(INFO, State, new_game, Rules, play_parser(Play))     # its records: cardlib.game.record

__all__ = [
    "INFO",     "parse_card", "parse_cards", "strength", "trick_winner", "rulings", "legal_cards", "why_illegal",
    "PotSplit", "split_pot", "HAND_SIZE", "MAX_PLAYERS",
    "Rules", "DEFAULT_RULES", "STANDARD",
    "State", "Phase", "new_game", "Declaration", "Declare", "Play", "PLAY", "PASS", "BUY", "DealRecord", "PLAYERS",
    "LooBot",
]
