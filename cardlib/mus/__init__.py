"""Mus: the Basque partnership game of four contests (rules/mus.md).

* ``rules`` - the :class:`Rules` variants, effective ranks, :func:`parse_hand`;
* ``evaluate`` - pure functions: :func:`compare`, :func:`winner`, :func:`pares_kind`,
  :func:`juego_points`, :func:`key`, :func:`explain`;
* ``fast`` - the numpy batch evaluator, exact hand counts, :func:`win_probability`;
* ``actions``, ``betting``, ``showdown``, ``state`` - the whole game through
  cardlib's play protocol (:func:`new_game`), each decision and what followed kept as
  events (the kinds are listed in ``cardlib.mus.state``);
* ``signals`` - truthful partner signals; ``bot`` - :class:`MusBot`, which explains itself;
* ``view`` - what a seat sees and the words it reads (narration and the last showdown, from
  the events); ``lessons`` - what the chapters teach, as data, words and Questions.
  The charts of the odds chapter are in :mod:`cardlib.widgets.mus`.

This package gives the rules, the engine, the bot and the pure functions; the chapters take what
they teach from :mod:`cardlib.mus.lessons` and a seat's table from :mod:`cardlib.mus.view`.

>>> from cardlib import mus
>>> mus.winner("grande", ["Ro Rc 3e 4o", "Rb Co Cc Ce"])
0
"""

from .actions import Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Quiero, Reenvido, parse_action
from .betting import Bet, Betting, LanceResult
from .bot import MusBot, team_odds
from .evaluate import (JUEGO_ORDER, PARES_KINDS, Verdict, compare, explain, has_juego, juego_points, key, pares_kind,
                       winner)
from .fast import win_probability
from .rules import CATEGORIES, DEFAULT_RULES, INFO, Hand, Rules, parse_hand, ranks_hand
from .showdown import ScoreEntry
from .signals import Signal, signals
from .state import DealRecord, Phase, State, new_game

from . import expert                   # the expert's model of this game, for the review and the table

__all__ = [
    # the rules
    "INFO", "Rules", "DEFAULT_RULES", "CATEGORIES", "Hand", "parse_hand", "ranks_hand",
    # the pure functions
    "key", "compare", "winner", "pares_kind", "juego_points", "has_juego", "explain", "Verdict",
    "JUEGO_ORDER", "PARES_KINDS", "win_probability",
    # the engine
    "Mus", "NoMus", "Discard", "parse_action", "Paso", "Envido", "Reenvido", "Quiero", "NoQuiero", "Ordago",
    "Bet", "Betting", "LanceResult", "ScoreEntry", "DealRecord", "Phase", "State", "new_game", "Signal", "signals",
    # the bot
    "MusBot", "team_odds",
]
from .. import gamerecord
gamerecord.register_game(INFO, State, new_game, Rules, parse_action)     # its records: cardlib.game.record
