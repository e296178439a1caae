"""Swiss Handjass: the pure rule functions and the whole game (rules/handjass.md).

Modules: ``core`` (cards, points, trick winner, and :func:`rulings`: every card's ruling, legal
or not and why, from which ``legal_cards`` and ``why_illegal`` are read), ``weis`` (Weis,
Stöck, the Weis contest), ``rules`` (the variants), ``scoring`` (the count, strokes, the card draw,
who leaves the game, slates), ``records`` (what the game keeps: the declaring, Weis and Stöck,
the scoreboard), ``game`` (the play protocol, with trick play on :class:`cardlib.tricks.TrickPlay`;
seats are numbered in playing order, counter-clockwise, seat 0 deals first), ``view`` (the
table a seat sees, and narration from the events), ``bot`` (an explainable opponent),
``fast`` (batched numpy playouts) and ``lessons`` (what the chapters teach, as data and words).
Chapters import from here: the rules and the lessons alike.

>>> from cardlib import handjass
>>> handjass.card_points("JH", "H"), handjass.trick_winner("8S QH AS 6H", "H")
(20, 1)
"""

from .core import (LAST_TRICK_BONUS, PLAIN_ORDER, TOTAL_POINTS, TRUMP_ORDER, HandjassRuling, card_points,
                   legal_cards, parse_card, parse_cards, rulings, strength, trick_points, trick_winner, why_illegal)
from .game import (AGREE, DOUBT, KEEP_HAND, KEEP_SIX, PASS, PLAY, SWAP_SIX, TAKE_BLIND, Choice, DealRecord,
                   Declare, Exchange, FinishedTrick, Phase, Play, Rob, Split, State, new_game)
from .rules import INFO, DEFAULT_RULES, Rules
from .bot import HandjassBot
from .scoring import (BERNER_MULTIPLIERS, StrokeResult, berner_multiplier, deal_strokes, draw_order,
                      format_slate)
from .lessons import POSITIONS, exercise_positions      # the exercises' "what would you do?"
from .lessons import FIRST_DEAL, FirstDeal, first_deal    # the first deal chapter
from .lessons import all_passed, blind_choice, how_often, share, signed     # the playing well chapter
from .lessons import (REACH_HEADER, THUMBS, VARIANTS, WHAT_WOULD_YOU_DO, ContestReport, Position, Reach, Thumb,
                      WeisReport, berner_rows, bot_game, explain, judge, lead_position, question, rank_rows, reach,
                      suit_points, thumb_reach, trainer_position, trick_words, weis_contest, weis_report,
                      weis_value_rows, what_would_you_do)
from .weis import (STOECK_POINTS, Weis, all_weis, best_weis, compare_weis, four_points, has_stoeck, is_stoeck_card,
                   sequence_points, weis, weis_key, weis_points, weis_winner)

from ..gamerecord import play_parser, register_game
register_game(INFO, State, new_game, Rules, play_parser(Play))     # its records: cardlib.game.record

__all__ = [
    "INFO",     "parse_cards", "parse_card", "card_points", "strength", "trick_winner", "trick_points", "legal_cards",
    "why_illegal", "rulings", "HandjassRuling", "PLAIN_ORDER", "TRUMP_ORDER", "LAST_TRICK_BONUS", "TOTAL_POINTS",
    "Weis", "weis", "weis_points", "all_weis", "best_weis", "weis_key", "compare_weis", "weis_winner", "has_stoeck",
    "is_stoeck_card", "STOECK_POINTS", "sequence_points", "four_points",
    "Rules", "DEFAULT_RULES",
    "StrokeResult", "deal_strokes", "draw_order", "berner_multiplier", "format_slate", "BERNER_MULTIPLIERS",
    "State", "Phase", "new_game", "DealRecord", "FinishedTrick", "Declare", "Split", "Rob", "Exchange", "Play",
    "PLAY", "PASS", "TAKE_BLIND", "AGREE", "DOUBT", "SWAP_SIX", "KEEP_SIX", "KEEP_HAND", "Choice",
    "HandjassBot",
    # what the chapters teach, as data and words (lessons)
    "rank_rows", "suit_points", "trick_words", "weis_value_rows", "weis_report", "WeisReport", "weis_contest",
    "ContestReport", "Position", "judge", "explain", "trainer_position", "question", "VARIANTS", "berner_rows",
    "bot_game", "Reach", "REACH_HEADER", "reach", "lead_position", "Thumb", "THUMBS", "thumb_reach",
    "WHAT_WOULD_YOU_DO", "what_would_you_do", "POSITIONS", "exercise_positions", "FIRST_DEAL", "FirstDeal",
    "first_deal", "all_passed", "blind_choice", "how_often", "share", "signed",
]

