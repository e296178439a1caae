"""One legal-card trainer for every trick game, over the game's rulings.

A position is anything with ``hand``, ``trick`` (the cards played so far, lead first),
``trump`` (a suit, or ``None``) and ``rulings()`` giving one
:class:`~cardlib.tricks.Ruling` per card of the hand. The reader clicks a card and reads
whether it may be played, under which rule section, and why; **Why? Show all** lists every
card's ruling; **New position** asks the game for the next one.

>>> from dataclasses import dataclass
>>> from cardlib.cards import FRENCH_52
>>> from cardlib.tricks import follow_suit_rulings
>>> @dataclass(frozen=True)
... class Spot:
...     hand: tuple
...     trick: tuple
...     trump: object = None
...     def rulings(self): return follow_suit_rulings(self.hand, self.trick, "rules §2.3")
>>> spot = lambda n: Spot(FRENCH_52.parse_cards("AH 7C"), FRENCH_52.parse_cards("KH"))
>>> trainer = LegalTrainer(spot)
>>> trainer.choose("7♣")
>>> print(trainer.verdict_text)
7♣ may not be played (rules §2.3): you must follow hearts (you hold A♥).
"""

from __future__ import annotations

import html
from typing import Any, Callable

import ipywidgets as widgets

from ..cards import Card, Suit
from ..errors import CardlibError
from ..tricks import Ruling
from .display import RED, bullets, row, suits_html
from .exercise import RIGHT_GREEN, WRONG_RED
from .messages import FormView
from ..render import svg

__all__ = ["LegalTrainer", "position_picture", "ruling_words", "card_button"]


def card_button(card: Card, *, width: str = "56px") -> widgets.Button:
    """A button naming ``card`` (``A♥``), its red suits in red, the card's name as the tooltip."""
    button = widgets.Button(description=str(card), layout=widgets.Layout(width=width),
                            tooltip=getattr(card, "name", str(card)))
    if card.suit in (Suit.HEARTS, Suit.DIAMONDS):
        button.style.text_color = RED
    button.style.font_weight = "bold"
    return button


def ruling_words(ruling: Ruling) -> str:
    """A ruling as the trainer says it: the verdict, the rule's section, the reason.

    >>> from cardlib.cards import FRENCH_52
    >>> ruling_words(Ruling(FRENCH_52.parse("AH"), True, "rules §2.3", "you follow hearts, the suit led"))
    'A♥ may be played (rules §2.3): you follow hearts, the suit led.'
    >>> ruling_words(Ruling(FRENCH_52.parse("7C"), False, "rules §2.3",
    ...                     "cannot play 7♣: you must follow hearts (you hold A♥) (rules §2.3)"))
    '7♣ may not be played (rules §2.3): you must follow hearts (you hold A♥).'
    """
    verdict = "may be played" if ruling.legal else "may not be played"
    reason = ruling.reason.rstrip(".")
    lead = f"cannot play {ruling.card}: "
    if reason.startswith(lead):
        reason = reason[len(lead):]                                    # the verdict is said once
    section = f" ({ruling.section})" if ruling.section else ""
    if ruling.section and reason.endswith(f"({ruling.section})"):
        reason = reason[: -len(f"({ruling.section})")].rstrip()      # the section is said once
    return f"{ruling.card} {verdict}{section}: {reason}."


def position_picture(position: Any, *, chosen: Card | None = None, width: float = 52) -> str:
    """The default picture of a position: the trick so far (lead first) beside the hand,
    ``chosen`` outlined in the hand, the trumps named under it."""
    trump = f" · trumps {position.trump.symbol}" if getattr(position, "trump", None) is not None else ""
    parts = []
    if position.trick:
        names = ["led", "2nd", "3rd", "4th", "5th", "6th", "7th"][:len(position.trick)]
        parts.append(svg.trick(position.trick, seats=names, width=width))
    parts.append(svg.hand(position.hand, width=width, highlight=[chosen] if chosen is not None else (),
                          label=f"your hand{trump}"))
    return row(parts).html


class LegalTrainer(FormView):
    """A trick in progress and a hand: click a card to learn whether it may be played, and why.

    ``new_position(number)`` gives the position numbered ``number`` (positions are numbered
    from ``start``); ``picture(position)`` draws it (SVG or HTML; default
    :func:`position_picture`); ``prompt(position)`` is the question above the cards.
    """

    ERROR_LEAD = "Cannot show that position:"

    def __init__(self, new_position: Callable[[int], Any], *,
                 picture: Callable[[Any], str] | None = None,
                 prompt: Callable[[Any], str] | None = None, start: int = 0) -> None:
        self._new_position = new_position
        self._draw = picture or position_picture
        self._ask = prompt or _default_prompt
        self._add_answer()
        self._number = widgets.IntText(value=start, description="Position", layout=widgets.Layout(width="170px"))
        self._new = widgets.Button(description="New position", icon="forward")
        self._prompt = widgets.HTML()
        self._cards = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self._verdict = widgets.HTML()
        self._tally = widgets.HTML()
        self._why = widgets.Button(description="Why? Show all", icon="question")
        self._all = widgets.HTML()
        self._new.on_click(lambda _: self.go(self._number.value + 1))
        self._number.observe(lambda change: self.go(change["new"]), names="value")
        self._why.on_click(lambda _: self.show_all())
        self.position: Any = None
        self.rulings: tuple[Ruling, ...] = ()
        self.verdict: Ruling | None = None
        self._tried: dict[Card, bool] = {}
        super().__init__([widgets.HBox([self._number, self._new]), self._picture, self._prompt, self._cards,
                          self._message, self._verdict, self._tally, self._why, self._all])
        self.go(start)

    def describe(self) -> str:
        """The position in words: what a text front end shows instead of the widget."""
        position = self.position
        if position is None:
            return f"Legal-card trainer: {self.message}"
        trump = getattr(position, "trump", None)
        trumps = f"trumps {trump.symbol}; " if trump is not None else ""
        trick = (f"the trick so far {' '.join(map(str, position.trick))} (led first)" if position.trick
                 else "you lead")
        return (f"Legal-card trainer, position {self._number.value}: {trumps}{trick}; your hand "
                f"{' '.join(map(str, position.hand))}. Click a card to learn whether it may be played, and why.")

    # -- what tests and readers may drive ---------------------------------------------------

    @property
    def number_box(self) -> widgets.IntText:
        """The position's number; changing it shows that position."""
        return self._number

    @property
    def new_button(self) -> widgets.Button:
        return self._new

    @property
    def why_button(self) -> widgets.Button:
        return self._why

    @property
    def card_buttons(self) -> list[widgets.Button]:
        return list(self._cards.children)

    @property
    def prompt(self) -> str:
        """The question asked of the position shown (HTML)."""
        return self._prompt.value

    @property
    def verdict_text(self) -> str:
        """What the reader was told about the last card clicked ('' before any click)."""
        return ruling_words(self.verdict) if self.verdict is not None else ""

    @property
    def all_text(self) -> str:
        """Every card's ruling, one line each, once **Why? Show all** was pressed ('' before)."""
        return self._all_text

    @property
    def found(self) -> tuple[int, int]:
        """(legal cards the reader has clicked, legal cards in the hand)."""
        return sum(self._tried.values()), sum(r.legal for r in self.rulings)

    def choose(self, card: "str | Card") -> None:
        """Click the button of ``card`` (``"A♥"``, ``"AH"`` or a Card), as the reader would."""
        text = str(card).strip().upper()
        for held, button in zip(self.position.hand, self._cards.children):
            if text in {str(held).upper(), f"{held.rank}{held.suit.value}".upper()}:
                button.click()
                return
        raise CardlibError(f"no card {card!r} in this hand; the cards are "
                           f"{', '.join(b.description for b in self._cards.children)}")

    def go(self, number: int) -> None:
        """Show position ``number``."""
        if self._number.value != number:
            self._number.value = number          # the box's observer brings us back here
            return
        try:
            position = self._new_position(number)
            rulings = tuple(position.rulings())
            picture = self._draw(position)
        except CardlibError as error:
            self._show_error(str(error))
            return
        if {r.card for r in rulings} != set(position.hand):
            raise CardlibError(f"the rulings {[str(r.card) for r in rulings]} do not cover the hand "
                               f"{[str(c) for c in position.hand]}")
        self._show_error("")
        self.position, self.rulings, self.verdict = position, rulings, None
        self._tried = {}
        self._picture.value = picture
        self._prompt.value = f"<p>{self._ask(position)}</p>"
        buttons = []
        for card in position.hand:
            button = card_button(card)
            button.on_click(lambda _, card=card: self._judge(card))
            buttons.append(button)
        self._cards.children = buttons
        self._verdict.value = self._tally.value = self._all.value = ""
        self._all_text = ""

    def show_all(self) -> None:
        """List every card's ruling (what **Why? Show all** does)."""
        shown = bullets([ruling_words(r) for r in self.rulings], lead="Every card of the hand")
        self._all_text = shown.text
        self._all.value = shown.html

    # -- inside -------------------------------------------------------------------------------

    def _judge(self, card: Card) -> None:
        ruling = next(r for r in self.rulings if r.card == card)
        self.verdict = ruling
        self._tried[card] = ruling.legal
        colour = RIGHT_GREEN if ruling.legal else WRONG_RED
        self._verdict.value = (f'<p class="cardlib-verdict" style="color:{colour}">'
                               f'{suits_html(ruling_words(ruling))}</p>')
        for button in self._cards.children:
            for tried, legal in self._tried.items():
                if button.description == str(tried):
                    button.button_style = "success" if legal else "danger"
        self._picture.value = self._draw_chosen(card)
        found, legal = self.found
        self._tally.value = f"<p>Legal cards found: {found} of {legal}.</p>"

    def _draw_chosen(self, card: Card) -> str:
        if self._draw is position_picture:
            return position_picture(self.position, chosen=card)
        return self._picture.value


def _default_prompt(position: Any) -> str:
    trump = getattr(position, "trump", None)
    trumps = (f"Trumps are <b>{html.escape(trump.english)} {suits_html(trump.symbol)}</b>. "
              if trump is not None else "")
    if position.trick:
        trick = " ".join(str(c) for c in position.trick)
        where = f"The trick so far is <b>{suits_html(trick)}</b>, led first. "
    else:
        where = "You lead the trick. "
    return f"{trumps}{where}Which cards may you play? Click one."
