"""The book's widgets and displays: the generic views every game uses, and the displays.

* :class:`~cardlib.widgets.play.PlayView` - a whole game against bots on the live table, with a Hint button;
* :class:`~cardlib.widgets.exercise.ExerciseView` - questions (:class:`cardlib.questions.Question`) with feedback;
* :class:`~cardlib.widgets.trainer.LegalTrainer` - click a card, learn whether it may be played and why;
* :class:`~cardlib.widgets.deal.DealView`, :func:`~cardlib.widgets.deal.deal_shown`,
  :func:`~cardlib.widgets.deal.games_table` and :func:`~cardlib.widgets.deal.black_maria_packs_table` -
  the first chapter's deals and tables;
* :class:`~cardlib.widgets.display.Shown` and the helpers of :mod:`cardlib.widgets.display` - pictures (of cards:
  :func:`~cardlib.widgets.display.hand_picture`, :func:`~cardlib.widgets.display.pack_picture`), tables, lists
  and folded answers, each with a plain-text sentence beside the HTML.

Each game's views live in its own module, built on these: :mod:`cardlib.widgets.mus`,
:mod:`cardlib.widgets.handjass`, :mod:`cardlib.widgets.black_maria` and :mod:`cardlib.widgets.loo`.
Chapters import them from there (``from cardlib.widgets.loo import play_table``), and every game
module gives its entry points the same names, where the game has them: ``play_table(...)`` (a
whole game on the live table), ``legal_trainer(...)`` (which cards may be played, and why),
``exercises(...)`` (the chapter's questions) and ``WorkedDeal`` (a worked example, Back and Next).
A game's views need only:

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

from .deal import DealView, black_maria_packs_table, deal_shown, games_table
from .deal import notation_mistakes, written_back      # Getting started's notation, in words
from .display import (Described, Shown, Table, as_shown, bullets, cards_shown, column, folded, hand_picture,
                      pack_picture, picture, row, sentence, suits_html, table, wide_or_narrow)
from .exercise import ExerciseView, question_picture
from .messages import FormView, error_html
from .play import PlayTable, PlayView
from .steps import StepView
from .trainer import LegalTrainer, card_button, position_picture, ruling_words

__all__ = ["PlayView", "PlayTable", "ExerciseView", "StepView", "LegalTrainer", "DealView", "games_table", "deal_shown",
           "black_maria_packs_table", "FormView", "Described", "Shown", "Table", "as_shown", "bullets",
           "cards_shown", "hand_picture", "pack_picture", "column", "folded", "picture", "row", "sentence",
           "suits_html", "table", "wide_or_narrow", "error_html", "question_picture", "position_picture", "ruling_words",
           "card_button"]
__all__ += ["written_back", "notation_mistakes"]

