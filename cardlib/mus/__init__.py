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

Chapters import from here: the rules, the game, and the names of ``view`` and ``lessons``
alike (a test checks that no two of them share a name).

>>> from cardlib import mus
>>> mus.winner("grande", ["Ro Rc 3e 4o", "Rb Co Cc Ce"])
0
"""

from .evaluate import (JUEGO_ORDER, PARES_KINDS, Verdict, compare, explain, has_juego, juego_points,
                       key, pares_kind, winner)
from .rules import INFO, CATEGORIES, DEFAULT_RULES, Hand, Rules, parse_hand, ranks_hand

__all__ = [
    "INFO",     "Rules", "DEFAULT_RULES", "CATEGORIES", "Hand", "parse_hand", "ranks_hand",
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
from .view import (Contest, Showdown, deal_table, last_deal_line, last_showdown, lance_summary, partners_line,
                   seat_labels, seat_names, status_lines, table_view, team_names, tries, words)
from .lessons import POSITION_WHYS, POSITIONS, exercise_positions      # the exercises' "what would you do?"
from .lessons import (FIRST_DEAL, FIRST_DEAL_SCORE, FIRST_DEAL_SCRIPT, BetValue, Exchange, bet_value, discard_rows,
                      first_deal, first_deal_state, first_exchange, percent, postre_rows, signal_odds)
from .lessons import (ENVIDO_HANDS, REFUSED_RAISE, THUMBS, BettingStory, Thumb, WorkedStep, betting_example,
                      betting_story, bonus_rows, bot_game, contests, count_rows, counts_text, deal_around, envido_rows,
                      game_end, game_rows, game_text, hand_rows, juego_order_words, odds, odds_text, questions,
                      read_hands, scoring_rows, scoring_text, seat_odds, symbols, thumb_odds, worked_deal, worked_text)

__all__ += [
    # what a seat sees and the words it reads (view)
    "seat_names", "seat_labels", "partners_line", "team_names", "table_view", "deal_table", "status_lines", "lance_summary", "tries", "words",
    "last_deal_line", "Contest", "Showdown", "last_showdown",
    # what the chapters teach, as data, words and Questions (lessons)
    "contests", "read_hands", "deal_around", "odds", "odds_text", "seat_odds", "counts_text", "count_rows",
    "hand_rows", "juego_order_words", "bonus_rows", "betting_example", "BettingStory", "betting_story",
    "game_rows", "game_end", "WorkedStep", "worked_deal", "scoring_rows", "scoring_text", "questions", "symbols",
    "bot_game", "game_text", "worked_text", "REFUSED_RAISE", "Thumb", "THUMBS", "thumb_odds", "ENVIDO_HANDS",
    "envido_rows", "POSITIONS", "exercise_positions",
    # the first deal, and the figures of the playing-well advice
    "FIRST_DEAL", "FIRST_DEAL_SCORE", "FIRST_DEAL_SCRIPT", "first_deal", "first_deal_state", "Exchange", "first_exchange",
    "percent", "discard_rows", "postre_rows", "signal_odds", "BetValue", "bet_value", "POSITION_WHYS",
]

from ..gamerecord import register_game
register_game(INFO, State, new_game, Rules, parse_action)     # its records: cardlib.game.record
