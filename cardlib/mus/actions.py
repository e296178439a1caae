"""The things a Mus player can say or do (rules/mus.md §2.2 to §2.4), as small frozen records.

>>> str(Mus()), str(NoMus()), str(Envido(5)), str(Reenvido(3)), str(Quiero(firm=True))
('mus', 'no hay mus', 'envido 5', 'reenvido +3', 'quiero (for the team)')
>>> str(Discard("4c Ro"))
'discard 2 cards: Ro 4c'
>>> Discard("4c Ro") == Discard("Ro 4c")
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards import SPANISH_40, SPANISH_RANK_ENGLISH, Cards
from ..errors import CardlibError
from ..game import Action, GameState

__all__ = ["Mus", "NoMus", "Discard", "Paso", "Envido", "Reenvido", "Quiero", "NoQuiero", "Ordago",
           "MusAction", "BETTING_ACTIONS", "aggression", "parse_action", "rank_words"]


@dataclass(frozen=True)
class Mus(Action):
    """Ask for an exchange of cards (§2.2)."""

    def __str__(self) -> str:
        return "mus"

    @property
    def english(self) -> str:
        """The action in an English sentence, the game's word in italics (see :func:`cardlib.table.action_words`)."""
        return "ask to change cards (*mus*)"

    @property
    def said(self) -> str:
        """The log's sentence (a template, see :meth:`cardlib.game.Event.words`): English, the game's word after it."""
        return "{who} {asks} to change cards (*mus*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return "Ask to change cards (mus)"


@dataclass(frozen=True)
class NoMus(Action):
    """Cut the mus: no exchange, the betting starts (§2.2)."""

    def __str__(self) -> str:
        return "no hay mus"

    @property
    def english(self) -> str:
        return "play the hand as dealt (*no hay mus*)"

    @property
    def said(self) -> str:
        return "{who} {plays} the hand as dealt (*no hay mus*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return "Play the hand as dealt: the betting starts (no hay mus)"

    # Saying no hay mus cuts the mus: the "cut" event that follows says both at once, in one line.
    told_by = "cut"


@dataclass(frozen=True)
class Discard(Action):
    """Throw away 1 to 4 cards after mus was agreed (§2.3); order does not matter.

    ``cards`` may be text (``"Ro 4c"``) or cards.
    """

    cards: Cards

    def __post_init__(self) -> None:
        cards = SPANISH_40.parse_cards(self.cards) if not isinstance(self.cards, Cards) else self.cards
        object.__setattr__(self, "cards", Cards(sorted(cards, key=lambda c: c.sort_key)))

    def __str__(self) -> str:
        n = len(self.cards)
        return f"discard {n} card{'s' if n != 1 else ''}: {self.cards}" if n else "discard 0 cards"

    @property
    def english(self) -> str:
        """The discard in words: the cards by their names, as a player says them."""
        return f"discard {self.cards.words()}" if self.cards else "discard no cards"

    @property
    def public_text(self) -> str:
        """The discard as the other seats see it: how many cards, never which (they go face down, §2.3)."""
        n = len(self.cards)
        return f"discards {n} card{'s' if n != 1 else ''}"

    @property
    def said(self) -> str:
        """The discarding seat's own log line: the cards it threw, by their names."""
        return (f"{{who}} {{changes}} {_count(len(self.cards))}: {self.cards.words()}" if self.cards
                else "{who} {changes} no cards")

    @property
    def public_said(self) -> str:
        """The others' log line: how many cards, never which."""
        return f"{{who}} {{changes}} {_count(len(self.cards))}" if self.cards else "{who} {changes} no cards"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return f"Change {self.cards.words()}" if self.cards else "Change no cards (not allowed: change 1 to 4)"


@dataclass(frozen=True)
class Paso(Action):
    """Pass in the opening round of a lance (§2.4)."""

    def __str__(self) -> str:
        return "paso"

    @property
    def english(self) -> str:
        return "pass (*paso*)"

    @property
    def said(self) -> str:
        return "{who} {passes} (*paso*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return "Pass: bet nothing now (paso)"


def _check_amount(name: str, value: object) -> None:
    """A bet or a raise is a whole number of points, 1 or more, or it is no bet at all (rules §2.4).
    A bet of 1 is well formed and refused by the rules when made (the minimum is 2, §6 A12), as a
    player at the table may say it and be told why not."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise CardlibError(f"{name} takes a whole number of points, got {value!r} (rules §2.4)")
    if value < 1:
        raise CardlibError(f"{name} {value} is not a bet: a bet or a raise is a number of points above 0, "
                           f"and the rules allow 2 or more (rules §2.4, §6 A12)")


@dataclass(frozen=True)
class Envido(Action):
    """Open a bet of ``points`` (2 or more; a bare envido is 2) (§2.4)."""

    points: int = 2

    def __post_init__(self) -> None:
        _check_amount("envido", self.points)

    def __str__(self) -> str:
        return f"envido {self.points}"

    @property
    def english(self) -> str:
        return f"bet {self.points} (*envido {self.points}*)"

    @property
    def said(self) -> str:
        return f"{{who}} {{bets}} {self.points} (*envido {self.points}*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return f"Bet {self.points} points (envido {self.points})"


@dataclass(frozen=True)
class Reenvido(Action):
    """Raise the bet by ``by`` points (2 or more) (§2.4); ``firm`` speaks for the team (A6)."""

    by: int = 2
    firm: bool = False

    def __post_init__(self) -> None:
        _check_amount("reenvido", self.by)

    def __str__(self) -> str:
        return f"reenvido +{self.by}" + _firm(self.firm)

    @property
    def english(self) -> str:
        return f"raise by {self.by} (*reenvido*)" + _firm(self.firm)

    @property
    def said(self) -> str:
        return f"{{who}} {{raises}} the bet by {self.by}{_for_team(self.firm)} (*reenvido +{self.by}*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return f"Raise the bet by {self.by} points (reenvido)"


@dataclass(frozen=True)
class Quiero(Action):
    """Accept the bet (§2.4); ``firm`` speaks for the team (A6)."""

    firm: bool = False

    def __str__(self) -> str:
        return "quiero" + _firm(self.firm)

    @property
    def english(self) -> str:
        return "accept the bet (*quiero*)" + _firm(self.firm)

    @property
    def said(self) -> str:
        return f"{{who}} {{accepts}} the bet{_for_team(self.firm)} (*quiero*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return "Accept the bet (quiero)"


@dataclass(frozen=True)
class NoQuiero(Action):
    """Refuse the bet: the bettors score at once (§2.4); ``firm`` speaks for the team (A6)."""

    firm: bool = False

    def __str__(self) -> str:
        return "no quiero" + _firm(self.firm)

    @property
    def english(self) -> str:
        return "refuse the bet (*no quiero*)" + _firm(self.firm)

    @property
    def said(self) -> str:
        return f"{{who}} {{refuses}} the bet{_for_team(self.firm)} (*no quiero*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return "Refuse the bet: the bettors score now (no quiero)"


@dataclass(frozen=True)
class Ordago(Action):
    """Bet the whole game (§2.4), as an opening bet or as a raise; ``firm`` as for the others."""

    firm: bool = False

    def __str__(self) -> str:
        return "órdago" + _firm(self.firm)

    @property
    def english(self) -> str:
        return "bet the whole game (*órdago*)" + _firm(self.firm)

    @property
    def said(self) -> str:
        return f"{{who}} {{goes}} all in{_for_team(self.firm)}, betting the whole game (*órdago*)"

    @property
    def tooltip(self) -> str:
        """What the button does, in English (its label stays the game's word)."""
        return "Bet the whole game (órdago)"


def _firm(firm: bool) -> str:
    return " (for the team)" if firm else ""


def _for_team(firm: bool) -> str:
    return " for the team" if firm else ""


_COUNTS = {1: "one card", 2: "two cards", 3: "three cards", 4: "four cards"}


def _count(n: int) -> str:
    return _COUNTS.get(n, f"{n} cards")




def rank_words(ranks: str) -> str:
    """The ranks of a hand (its letters, 'R C 6 6') in words: 'king, horse, six, six'.

    >>> rank_words("R C 6 6"), rank_words("A 4 S C")
    ('king, horse, six, six', 'ace, four, jack, horse')
    """
    return ", ".join(SPANISH_RANK_ENGLISH[r] for r in ranks.split())


MusAction = Mus | NoMus | Discard | Paso | Envido | Reenvido | Quiero | NoQuiero | Ordago
BETTING_ACTIONS = (Paso, Envido, Reenvido, Quiero, NoQuiero, Ordago)


def aggression(action: Action) -> tuple[int, int]:
    """How aggressive a team reply is, for partners who disagree (§2.4):
    órdago > reenvido (the larger first) > quiero > no quiero.

    >>> max([Quiero(), Reenvido(3), Reenvido(2), NoQuiero()], key=aggression)
    Reenvido(by=3, firm=False)
    """
    if isinstance(action, Ordago):
        return (3, 0)
    if isinstance(action, Reenvido):
        return (2, action.by)
    if isinstance(action, Quiero):
        return (1, 0)
    return (0, 0)


_FIRM = " (for the team)"
_SIMPLE = {"mus": Mus(), "no hay mus": NoMus(), "paso": Paso(), "quiero": Quiero(), "no quiero": NoQuiero(),
           "órdago": Ordago(), "ordago": Ordago(), "envido": Envido(), "reenvido": Reenvido()}


def parse_action(text: str) -> "MusAction":
    """The action that ``text`` names; ``parse_action(str(action)) == action`` for every action.

    >>> parse_action("envido 5"), parse_action("Reenvido +3 (for the team)")
    (Envido(points=5), Reenvido(by=3, firm=True))
    >>> parse_action("discard 2 cards: Ro 4c") == Discard("Ro 4c")
    True
    >>> parse_action("fold")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: 'fold' is not a Mus action: type mus, no hay mus, discard and the cards (discard Ro 4c), paso, envido and the points (envido 2), reenvido and the raise (reenvido +3), quiero, no quiero or órdago, a bet or an answer optionally followed by '(for the team)' (rules §2)
    """
    if not isinstance(text, str):
        raise CardlibError(f"expected an action as text such as 'envido 2', got {text!r}")
    words = " ".join(text.strip().lower().split())
    firm = words.endswith(_FIRM)
    if firm:
        words = words[: -len(_FIRM)].strip()
    try:
        if words == "discard 0 cards":
            return Discard("")
        if words.startswith("discard") and not firm:
            cards = words.split(":", 1)[1] if ":" in words else words[len("discard"):]
            return Discard(cards)
        if words in _SIMPLE:
            action = _SIMPLE[words]
        elif words.startswith("envido ") and not firm:
            action = Envido(int(words.split()[1]))
        elif words.startswith("reenvido "):
            action = Reenvido(int(words.split()[1].lstrip("+")))
        else:
            action = None
    except (ValueError, IndexError):
        action = None
    if action is None or (firm and not hasattr(action, "firm")):
        raise CardlibError(f"{text.strip()!r} is not a Mus action: type mus, no hay mus, discard and the cards "
                           "(discard Ro 4c), paso, envido and the points (envido 2), reenvido and the raise "
                           "(reenvido +3), quiero, no quiero or órdago, a bet or an answer optionally followed "
                           f"by '(for the team)' ({GameState.ACTIONS_SECTION})")
    return replace(action, firm=True) if firm else action
