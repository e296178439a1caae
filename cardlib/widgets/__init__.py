"""The book's widgets and displays: chapters import them from here.

Generic views, for every game:

* :class:`~cardlib.widgets.play.PlayView` - a whole game against bots on the live table, with a Hint button;
* :class:`~cardlib.widgets.exercise.ExerciseView` - questions (:class:`cardlib.questions.Question`) with feedback;
* :class:`~cardlib.widgets.trainer.LegalTrainer` - click a card, learn whether it may be played and why;
* :class:`~cardlib.widgets.deal.DealView`, :func:`~cardlib.widgets.deal.deal_shown`,
  :func:`~cardlib.widgets.deal.games_table` and :func:`~cardlib.widgets.deal.black_maria_packs_table` -
  the first chapter's deals and tables;
* :class:`~cardlib.widgets.display.Shown` and the helpers of :mod:`cardlib.widgets.display` - pictures (of cards:
  :func:`~cardlib.widgets.display.hand_picture`, :func:`~cardlib.widgets.display.pack_picture`), tables, lists
  and folded answers, each with a plain-text sentence beside the HTML.

The per-game views live in :mod:`cardlib.widgets.mus`, :mod:`cardlib.widgets.handjass` and
beside them for each game, and are built on these. Chapters import them from here too: each
game's names are listed in ``GAME_VIEWS`` and loaded on first use. A game's views need only:

* a play table: ``PlayView(lambda seed: new_game(seed=seed), {seat: Bot(...)}, tries=...,
  names=..., parse=..., hint_bot=Bot(...))``. The state follows :mod:`cardlib.game` (events,
  ``table(viewer)``, ``why_illegal`` None when legal); the log is written from the events, so
  bots need no wrapper and the view no ``narrate``. A deal's end is an event of kind
  ``"deal"``, with ``hands=`` (each seat's cards) and ``lines=`` (the scoring sentences) in
  its data, so the table pauses on it with **Next deal**.
* exercises: ``ExerciseView(questions_or_function, picture=draw)`` over
  :class:`cardlib.questions.Question`.
* a worked deal: a subclass of :class:`~cardlib.widgets.steps.StepView` (Back and Next over
  its steps) that says how one step is shown.
* a legal-card trainer: ``LegalTrainer(new_position, picture=draw)``, a position having
  ``hand``, ``trick``, ``trump`` and ``rulings()``.
* results for the page: :class:`~cardlib.widgets.display.Shown` (``picture``, ``row``, ``column``, ``table``,
  ``folded``, ``bullets``, ``sentence``), never a class of its own; a view of its own mixes
  in :class:`~cardlib.widgets.display.Described` (or is a :class:`~cardlib.widgets.messages.FormView`) and says what it shows in ``describe()``.
"""

from .._later import later
from .deal import DealView, black_maria_packs_table, deal_shown, games_table
from .display import (Described, Shown, Table, as_shown, bullets, cards_shown, column, folded, hand_picture,
                      pack_picture, picture, row, sentence, suits_html, table)
from .exercise import ExerciseView, question_picture
from .messages import FormView, error_html
from .play import PlayView
from .steps import StepView
from .trainer import LegalTrainer, card_button, position_picture, ruling_words

__all__ = ["PlayView", "ExerciseView", "StepView", "LegalTrainer", "DealView", "games_table", "deal_shown",
           "black_maria_packs_table", "FormView", "Described", "Shown", "Table", "as_shown", "bullets",
           "cards_shown", "hand_picture", "pack_picture", "column", "folded", "picture", "row", "sentence",
           "suits_html", "table", "error_html", "question_picture", "position_picture", "ruling_words",
           "card_button"]


# Each game's views, re-exported here by name but imported only when first asked for, so a
# chapter of one game does not load the others' views. A name belongs to one game only.
GAME_VIEWS = {
    "handjass": ("WeisFinder", "WeisContestView", "HandjassPlay", "handjass_trainer", "handjass_exercises",
                 "ranks_table", "suit_points_table", "trick_shown", "weis_values_table", "weis_shown",
                 "contest_shown", "contests_table", "verdicts_shown", "position_shown", "strokes_table", "slates_table", "game_shown",
                 "result_shown", "question_shown", "question_answer", "berner_table", "weis_scales_table",
                 "handjass_variants_table", "deals_table", "orders_svg"),
    "mus": ("ExplorerView", "OddsView", "WorkedDealView", "exercise_view", "play_view", "hands_svg", "hands_html",
            "contests_picture", "odds_picture", "step_picture", "exercise_picture", "verdict_picture", "solution_picture",
            "showdown_picture", "explorer_picture", "small_hand", "hands_table", "juego_table", "betting_shown",
            "bonus_table", "counts_tables", "seat_odds_table", "scoring_table", "worked_steps_shown", "game_table",
            "refusals_shown", "refusal_shown", "play_log_shown", "rules_table", "verdicts_table", "signals_table",
            "signal_deals_table", "bonus_compare_table", "signal_set_table", "pares_chart", "totals_chart"),
    "black_maria": ("PlayTable", "black_maria_play", "PassTrainer", "BlackMariaWorkedDeal", "black_maria_trainer",
                    "black_maria_exercises", "packs_shown", "penalties_shown", "black_maria_trick_shown", "pass_shown",
                    "answers_shown", "table_shown", "rules_shown", "pass_chart", "queen_chart", "leader_chart"),
    "loo": ("DecisionTrainer", "WorkedRoundView", "loo_trainer", "loo_exercises", "loo_play", "decision_picture",
            "step_svg", "game_svg", "flow_table", "variants_table", "exercise_sheet", "rules_changes",
            "chip_flow_chart"),
}
_GAME_OF = {name: game for game, names in GAME_VIEWS.items() for name in names}

__getattr__, __dir__ = later(__name__, _GAME_OF, globals())
