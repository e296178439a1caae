"""The book's widgets and displays: chapters import them from here.

Generic views, for every game:

* :class:`PlayView` - a whole game against bots on the live table, with a Hint button;
* :class:`ExerciseView` - questions (:class:`cardlib.questions.Question`) with feedback;
* :class:`LegalTrainer` - click a card, learn whether it may be played and why;
* :class:`DealView` and :func:`games_table` - the first chapter's deal and table of the games;
* :class:`Shown` and the helpers of :mod:`cardlib.widgets.display` - pictures, tables, lists
  and folded answers, each with a plain-text sentence beside the HTML.

The per-game views live in :mod:`cardlib.widgets.mus` and :mod:`cardlib.widgets.handjass`
and are built on these.
"""

from .deal import DealView, games_table
from .display import Shown, as_shown, bullets, cards_shown, column, folded, picture, row, sentence, suits_html, table
from .exercise import ExerciseView, question_picture
from .messages import FormView, error_html
from .play import PlayView
from .trainer import LegalTrainer, card_button, position_picture, ruling_words

__all__ = ["PlayView", "ExerciseView", "LegalTrainer", "DealView", "games_table", "FormView", "Shown", "as_shown", "bullets",
           "cards_shown", "column", "folded", "picture", "row", "sentence", "suits_html", "table", "error_html",
           "question_picture", "position_picture", "ruling_words", "card_button"]
