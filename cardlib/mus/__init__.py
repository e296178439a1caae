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
  The charts of the odds chapter are drawn in :mod:`cardlib.render.charts`.

>>> from cardlib import mus
>>> mus.winner("grande", ["Ro Rc 3e 4o", "Rb Co Cc Ce"])
0
"""

from .evaluate import (JUEGO_ORDER, PARES_KINDS, Verdict, compare, explain, has_juego, juego_points,
                       key, pares_kind, winner)
from .rules import CATEGORIES, DEFAULT_RULES, Hand, Rules, parse_hand, ranks_hand

__all__ = [
    "Rules", "DEFAULT_RULES", "CATEGORIES", "Hand", "parse_hand", "ranks_hand",
    "key", "compare", "winner", "pares_kind", "juego_points", "has_juego", "explain", "Verdict",
    "JUEGO_ORDER", "PARES_KINDS",
]
from .actions import (Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Quiero, Reenvido,
                      parse_action)
from .betting import Bet, Betting, LanceResult
from .fast import batch_keys, hand_counts, showdown_winners, win_probabilities, win_probability
from .showdown import ScoreEntry
from .signals import Signal, signals
from .state import DealRecord, Phase, State, new_game
from .bot import MusBot, team_odds

__all__ += [
    "Mus", "NoMus", "Discard", "parse_action", "Paso", "Envido", "Reenvido", "Quiero", "NoQuiero", "Ordago",
    "Bet", "Betting", "LanceResult", "ScoreEntry", "DealRecord", "Phase", "State", "new_game",
    "batch_keys", "hand_counts", "showdown_winners", "win_probability", "win_probabilities", "Signal", "signals",
    "MusBot", "team_odds",
]
