"""Swiss Handjass: the pure rule functions and the whole game (rules/handjass.md).

Modules: ``core`` (cards, points, trick winner, and :func:`rulings`: every card's ruling, legal
or not and why, from which ``legal_cards`` and ``why_illegal`` are read), ``weis`` (Weis,
Stöck, the Weis contest), ``rules`` (the variants), ``scoring`` (the count, strokes, the card draw,
who leaves the game, slates), ``records`` (what the game keeps: the declaring, Weis and Stöck,
the scoreboard), ``game`` (the play protocol, with trick play on :class:`cardlib.tricks.TrickPlay`;
seats are numbered in playing order, counter-clockwise, seat 0 deals first), ``view`` (the
table a seat sees, and narration from the events), ``bot`` (an explainable opponent),
``fast`` (batched numpy playouts) and ``lessons`` (what the chapters teach, as data and words,
which they import from there).

>>> from cardlib import handjass
>>> handjass.card_points("JH", "H"), handjass.trick_winner("8S QH AS 6H", "H")
(20, 1)
"""

from .bot import HandjassBot
from .core import (PLAIN_ORDER, TRUMP_ORDER, card_points, legal_cards, parse_card, parse_cards, rulings, strength,
                   trick_points, trick_winner, why_illegal)
from .game import (AGREE, DOUBT, KEEP_HAND, KEEP_SIX, PASS, PLAY, SWAP_SIX, TAKE_BLIND, DealRecord, Declaration,
                   Declare, Exchange, Phase, Play, State, new_game)
from .rules import DEFAULT_RULES, INFO, Rules
from .scoring import StrokeResult, deal_strokes
from .weis import Weis, all_weis, best_weis, has_stoeck, weis, weis_points, weis_winner

from . import expert                   # the expert's model of this game, for the review and the table

from .. import gamerecord
gamerecord.register_game(INFO, State, new_game, Rules, gamerecord.play_parser(Play))     # its records: cardlib.game.record

__all__ = [
    # the rules
    "INFO", "Rules", "DEFAULT_RULES",
    # the pure functions: cards, points, tricks, Weis and strokes
    "parse_cards", "parse_card", "card_points", "strength", "trick_winner", "trick_points", "legal_cards",
    "why_illegal", "rulings", "PLAIN_ORDER", "TRUMP_ORDER",
    "Weis", "weis", "weis_points", "all_weis", "best_weis", "weis_winner", "has_stoeck",
    "StrokeResult", "deal_strokes",
    # the engine
    "State", "Phase", "new_game", "DealRecord", "Declaration", "Declare", "Exchange", "Play",
    "PLAY", "PASS", "TAKE_BLIND", "AGREE", "DOUBT", "SWAP_SIX", "KEEP_SIX", "KEEP_HAND",
    # the bot
    "HandjassBot",
]
