"""The one play protocol the four games share.

A game is a chain of immutable states. ``state.legal_actions()`` lists what the
seat ``state.to_act`` may do, ``state.apply(action)`` returns the next state and
leaves the old one untouched, and ``state.history`` records every action, so a
game can be replayed from ``new_game(seed=...)`` and its history.

Each game defines its state as a frozen dataclass that inherits from
:class:`GameState`, has the fields ``phase`` (an Enum), ``history``
and ``events`` (``field(default=(), compare=False)``), and implements ``to_act``,
``scores``, ``_legal()``, ``_apply()``, ``observe(seat)`` (what a seat knows; the table a
seat sees, ``table(viewer)``, is its view) and optionally ``_why()`` (the plain-words reason
a learner sees). ``apply`` always checks first
(pokerkit's verify/can/do split): ``check`` raises with the reason, ``can``
answers yes or no, and ``why_illegal`` gives the reason or ``None`` for a legal
action.

Each ``apply`` records what happened as :class:`Event` records beside the
history: the seat's decision (with the bot's reason, if one was given) and what
followed from it (a trick won and its points, a deal scored, the game over).
Each game declares the kinds of event it emits and the data each carries in its
state's ``EVENT_KINDS`` (:class:`EventKind` records), checked on every ``emit``.
Narration, logs and worked deals are written from the events by one narrator,
:meth:`Event.words`, as each seat may read them; never by reading text back.

>>> class Count(Action):
...     def __str__(self): return "count"
>>> @dataclass(frozen=True)
... class Toy(GameState):
...     EVENT_KINDS = event_kinds(EventKind("score", ("points",), "a seat's new score"))
...     n: int = 0
...     history: tuple = ()
...     events: tuple = dataclasses.field(default=(), compare=False)
...     to_act = property(lambda self: None if self.n == 2 else 0)
...     scores = property(lambda self: (self.n,))
...     def _legal(self): return [Count()]
...     def _apply(self, action):
...         after = dataclasses.replace(self, n=self.n + 1)
...         return after.emit("score", "{who} {reaches} " + str(after.n), seat=0, points=after.n)
>>> end = play_out(Toy(), {0: RandomBot(seed=1)})
>>> end.n, [e.words({0: "You"}) for e in end.events]
(2, ['You: count (picked count at random from 1 legal actions)', 'You reach 1', 'You: count (picked count at random from 1 legal actions)', 'You reach 2'])
>>> Toy().why_illegal(Count()) is None
True
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum, StrEnum
import html
import re
from dataclasses import fields
from typing import Any, Callable, ClassVar, Iterable, Mapping, NamedTuple, Sequence

import numpy as np

from .cards import PACKS, Card, Cards, Pack, check_seed, make_rng
from .errors import CardlibError, IllegalActionError
from .gamerecord import from_record, record, register_game    # a game's record (the games register themselves)

__all__ = ["Direction", "GamePhase", "Action", "Event", "EventKind", "event_kinds", "story", "full_reasons", "seat_name",
           "plural", "percent", "how_often", "GameState", "Decision", "RandomBot", "random_playout", "play_out", "replay", "TableView", "Pile",
           "Counter", "HiddenCards", "CardBack", "hidden", "seats_from", "chance_rng", "check_seed", "check_players",
           "RulesBase", "trick_words", "second_person", "choosing", "Voice", "GameInfo", "value_words", "record", "from_record",
           "register_game"]


class Direction(Enum):
    """Which way play goes round the table, seen from above."""

    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter-clockwise"

    @property
    def next_is(self) -> str:
        """Where the next player sits, from a player's own point of view."""
        return "to the left" if self is Direction.CLOCKWISE else "to the right"


class GamePhase(StrEnum):
    """The base of every game's ``Phase``: where a game stands, printed as its name
    (``str(Phase.PLAY) == "play"``) and equal to it; every game ends in ``OVER`` (``"over"``).

    >>> class Phase(GamePhase):
    ...     PLAY = "play"
    ...     OVER = "over"
    >>> str(Phase.PLAY), f"{Phase.OVER}", Phase.OVER == "over", Phase("play")
    ('play', 'over', True, <Phase.PLAY: 'play'>)
    """


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: small frozen records with a readable ``str``.

    A secret action (three cards passed face down) says how it reads to the other seats in
    :attr:`public_text`; the log, narration and bot reasons shown to another seat use that
    instead of the action and its reason (see :meth:`Event.words`). An action may say itself as a
    whole sentence in ``said`` (a template such as ``"{who} {passes} (*paso*)"``), which the log
    reads in place of "Seat 1: paso"; a secret one in ``public_said``, or in a ``public_text`` that
    names its seat ``{who}``. The play table's button may take a ``button_label`` that says what
    the choice does and a ``tooltip`` in English.
    """

    def __str__(self) -> str:  # pragma: no cover - every action overrides it
        return type(self).__name__.lower()

    @property
    def public_text(self) -> str | None:
        """How this action reads to a seat that did not take it, or ``None`` if everyone sees it
        as it is (the default). A secret action answers a sentence without the secret, such as
        ``"chooses three cards to pass"``."""
        return None

    # An action may say itself as a sentence template (``said``, and for a secret action
    # ``public_said``, what the others read), "{who} {passes} (*paso*)", instead of "Seat 1: paso".
    said: ClassVar[str | None] = None
    public_said: ClassVar[str | None] = None
    # An action whose consequence, the event of this kind that follows it, tells it whole (the trump
    # Six swapped: which card was taken, where the Six went) is logged once, in that event's words.
    told_by: ClassVar[str | None] = None


_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}


def second_person(verb: str) -> str:
    """The form of a third-person verb that follows "You".

    >>> [second_person(v) for v in ("wins", "passes", "has", "says", "buys", "takes", "deals")]
    ['win', 'pass', 'have', 'say', 'buy', 'take', 'deal']
    """
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    for ending in ("sses", "shes", "ches", "xes", "zes", "oes"):
        if verb.endswith(ending):
            return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


_DOUBLED = {"bet": "betting", "swap": "swapping"}


def choosing(choice: str) -> str:
    """A choice said as a command (``"refuse the bet (*no quiero*)"``, ``"play Q♠"``) made the
    subject of a sentence, its verb in the -ing form; a choice that does not start with a verb
    (a card, ``"A♠ 6♠ 4♠"``) as it is.

    >>> [choosing(c) for c in ("refuse the bet (*no quiero*)", "play Q♠", "bet 2 (*envido 2*)", "agree", "K♦")]
    ['refusing the bet (*no quiero*)', 'playing Q♠', 'betting 2 (*envido 2*)', 'agreeing', 'K♦']
    """
    verb, _, rest = choice.partition(" ")
    if not (verb.isalpha() and verb.islower()):
        return choice
    if verb in _DOUBLED:
        verb = _DOUBLED[verb]
    elif verb.endswith("e") and not verb.endswith("ee"):
        verb = verb[:-1] + "ing"
    else:
        verb += "ing"
    return f"{verb} {rest}" if rest else verb


@dataclass(frozen=True)
class Voice:
    """Whom a bot's reason is about. At the table a bot explains its own seat's choice in the
    third person (``Voice.IT``: "it holds", "its hand"); a review explains the reader's choice to
    him (``Voice.YOU``: "you hold", "your hand"). A bot words its reason once, with a voice:

    >>> for voice in (Voice.IT, Voice.YOU):
    ...     print(f"{voice('cannot')} beat K♥, so {voice('throws')} {voice.its} cheapest card; "
    ...           f"{voice.its} partner has bet against {voice.them}")
    it cannot beat K♥, so it throws its cheapest card; its partner has bet against it
    you cannot beat K♥, so you throw your cheapest card; your partner has bet against you
    """

    subject: str            # "it" / "you"
    them: str               # the object: "against it" / "against you"
    its: str                # "its" / "your"
    itself: str             # "itself" / "yourself"

    IT: ClassVar["Voice"]
    YOU: ClassVar["Voice"]

    def __call__(self, verb: str) -> str:
        """The subject and ``verb`` (as the third person says it: ``"holds"``, ``"cannot"``,
        ``"is"``), which agree: ``'it holds'``, ``'you hold'``."""
        return f"{self.subject} {self.verb(verb)}"

    def verb(self, verb: str) -> str:
        """``verb`` (as the third person says it) agreeing with the subject: ``'hopes'``, ``'hope'``."""
        return verb if self == Voice.IT else second_person(verb)


Voice.IT = Voice("it", "it", "its", "itself")
Voice.YOU = Voice("you", "you", "your", "yourself")


def plural(count: int, word: str) -> str:
    """A count and its noun, which agree: ``plural(1, "chip")`` is ``'1 chip'``.

    >>> plural(1, "chip"), plural(3, "chip"), plural(0, "penalty point"), plural(2, "match")
    ('1 chip', '3 chips', '0 penalty points', '2 matches')
    """
    if count == 1:
        return f"{count} {word}"
    return f"{count} {word}es" if word.endswith(("s", "sh", "ch", "x")) else f"{count} {word}s"


def percent(p: float, *, sampled: bool = False) -> str:
    """A chance in words as a player reads it: whole percents, but never "100%" or "0%" unless
    it is exact (a chance that rounds to them is "over 99%" or "under 1%"); a ``sampled`` share
    of 1 or 0 (every deal, or none, of those dealt) says so instead of claiming a certainty.

    >>> percent(1.0), percent(0.9996), percent(0.504), percent(0.003), percent(0.0)
    ('100%', 'over 99%', '50%', 'under 1%', '0%')
    >>> percent(1.0, sampled=True), percent(0.0, sampled=True)
    ('every deal', 'no deal')
    """
    p = float(p)
    if p >= 1 or p <= 0:
        if sampled:
            return "every deal" if p >= 1 else "no deal"
        return "100%" if p >= 1 else "0%"
    words = f"{p:.0%}"
    return "over 99%" if words == "100%" else "under 1%" if words == "0%" else words


def how_often(p: float, *, sampled: bool = False) -> str:
    """How often, as the end of a sentence ("its team wins Chica ..."): a percent "of the time"
    (never a rounded certainty, see :func:`percent`); a ``sampled`` share of 1 or 0 says it held
    in every deal tried, or in none, rather than always or never.

    >>> how_often(0.35), how_often(0.998), how_often(1.0), how_often(0.0)
    ('35% of the time', 'over 99% of the time', 'every time', 'never')
    >>> how_often(1.0, sampled=True), how_often(0.0, sampled=True)
    ('in every deal tried', 'in none of the deals tried')
    """
    p = float(p)
    if p >= 1:
        return "in every deal tried" if sampled else "every time"
    if p <= 0:
        return "in none of the deals tried" if sampled else "never"
    return f"{percent(p)} of the time"


def seat_name(seat: int, viewer: int | None = None) -> str:
    """How the events and the table name a seat for ``viewer``: ``'You'`` for his own seat,
    ``'Seat N'`` for the others (seats counted from 0).

    >>> seat_name(0, viewer=0), seat_name(2, viewer=0), seat_name(2)
    ('You', 'Seat 2', 'Seat 2')
    """
    return "You" if viewer is not None and seat == viewer else f"Seat {seat}"


@dataclass(frozen=True)
class EventKind:
    """One kind of event a game emits, declared in code: its ``name``, the names of the
    ``data`` every event of the kind carries, and ``secret``: which of that data only the
    seats in an event's ``visible_to`` may read, each with the words the others read instead
    (``{"cards": "three cards"}``); ``optional``: data some events of the kind carry.
    ``about`` says in a line what the event records.
    A game lists its kinds in its state's ``EVENT_KINDS`` (see :func:`event_kinds`).
    """

    name: str
    data: tuple[str, ...] = ()
    about: str = ""
    secret: Mapping[str, str] = dataclasses.field(default_factory=dict)
    optional: tuple[str, ...] = ()

    def check(self, data: Mapping[str, Any]) -> None:
        """Refuse data that is not what this kind declares (a game's mistake, caught at once)."""
        given = set(data)
        if not set(self.data) <= given <= set(self.data) | set(self.optional):
            raise CardlibError(f"a {self.name!r} event carries {', '.join(self.data) or 'no data'}"
                               + (f" (and maybe {', '.join(self.optional)})" if self.optional else "")
                               + f", not {', '.join(data) or 'no data'}")


ACTION = EventKind("action", (), "a seat's decision: the action, and the bot's reason if one was given")


def event_kinds(*kinds: EventKind) -> dict[str, EventKind]:
    """A game's declared event kinds by name, the decision (``"action"``) included."""
    return {kind.name: kind for kind in (ACTION, *kinds)}


_FIELD = re.compile(r"\{(\w+)\}('s\b)?")
_SEAT = re.compile(r"who|seat(\d+)")


@dataclass(frozen=True)
class Event:
    """One thing that happened in a game: a seat's decision, or what followed from it.

    ``kind`` is ``"action"`` for a decision (``action`` and, from a bot, its ``reason``);
    anything else names what followed, one of the game's declared :class:`EventKind`
    (``declared``): ``"trick"`` (a trick won), ``"deal"``, ``"score"``, ``"game"`` or a game's
    own kind. ``data`` holds the figures (points, winner, cards) as name-value pairs;
    ``event["points"]`` reads one. ``step`` is the index in ``history`` of the action that
    caused it. ``visible_to`` is the seats that may read the event's secrets (``None``: it
    has none): the secret data its kind declares, or a secret action (see
    :attr:`Action.public_text`) and the reason given for it, whose other seats read
    ``public_reason`` instead.

    ``text`` is a sentence template, written by :meth:`words` for each reader:

    * ``{who}`` stands for ``seat`` and ``{seat3}`` for seat 3; the reader's own seat is
      "You" at the start of the sentence (or after a colon) and "you" elsewhere, and
      ``{who}'s`` is "your" for him;
    * any other word in braces is a verb agreeing with its subject: the seat right before
      it, or else the last seat that had a verb so (``{who} {pays} 3 chips, {throws} the
      hand away``: "You pay 3 chips, throw the hand away", "Seat 2 pays 3 chips, throws the
      hand away"), unless the word names the event's data, which is written there (the
      secret data as the reader may see it).

    >>> template = "{seat1} {pays} {seat2}, {takes} {seat0}'s card and {is} done"
    >>> Event("score", template).words(viewer=2), Event("score", template).words(viewer=1)
    ("Seat 1 pays you, takes Seat 0's card and is done", "You pay Seat 2, take Seat 0's card and are done")
    >>> Event("score", "{seat0} {has} no trick; {seat1}'s pot").words(viewer=1)
    'Seat 0 has no trick; your pot'
    """

    kind: str
    text: str
    seat: int | None = None
    action: Any = None
    reason: str | None = None
    data: tuple[tuple[str, Any], ...] = ()
    step: int = 0
    visible_to: frozenset | None = None
    public_reason: str | None = None
    declared: EventKind | None = dataclasses.field(default=None, compare=False, repr=False)

    def __getitem__(self, key: str) -> Any:
        for name, value in self.data:
            if name == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def may_see(self, viewer: int | None) -> bool:
        """Whether ``viewer`` may read this event's secrets (``None``, the whole story, may)."""
        return viewer is None or self.visible_to is None or viewer in self.visible_to

    def words(self, names: "Mapping[int, str] | Callable[[int], str] | None" = None, *,
              viewer: int | None = None) -> str:
        """The event as a sentence for seat ``viewer`` (``None``: everything, every seat named
        "Seat N"), each seat named by ``names`` (default: "You" for the viewer, "Seat N"
        for the others). Another seat's secret action (one whose :attr:`Action.public_text`
        is not ``None``) reads as that text, without the action or the reason given for it:

        >>> @dataclass(frozen=True)
        ... class Hide(Action):
        ...     public_text = "chooses a card to hide"
        ...     def __str__(self): return "hide A♠"
        >>> event = Event("action", "", seat=1, action=Hide(), reason="my best card", visible_to=frozenset({1}))
        >>> event.words(), event.words(viewer=1), event.words(viewer=0)
        ('Seat 1: hide A♠ (my best card)', 'You: hide A♠ (my best card)', 'Seat 1: chooses a card to hide')
        """
        def name(seat: int) -> str:
            if callable(names):
                return names(seat)
            if names is not None and seat in names:
                return names[seat]
            return seat_name(seat, viewer)

        sees = self.may_see(viewer)
        text, reason = self.text, self.reason
        if self.kind == "action" and not text:
            public = None if sees else getattr(self.action, "public_text", None)
            if public is None:
                said = getattr(self.action, "said", None)
            else:                               # what the others read: a sentence, or "{who}: ..."
                said = getattr(self.action, "public_said", None) or (public if "{who}" in public else None)
            text = said or "{who}: " + (str(self.action) if public is None else public)
            if not sees:
                reason = None if public is not None else self.public_reason
        secret = {} if sees or self.declared is None else self.declared.secret
        values = dict(self.data)
        out: list[str] = []
        subject = named = None               # the seat a verb agrees with; the last seat named
        at = 0
        for match in _FIELD.finditer(text):
            out.append(text[at:match.start()])
            at = match.end()
            key, possessive = match.group(1), match.group(2)
            start = not "".join(out) or out[-1].endswith((": ", ". ", "! ", "? "))
            seat = _SEAT.fullmatch(key)
            if seat:
                number = self.seat if key == "who" else int(seat.group(1))
                who = name(number) if number is not None else "the table"
                named = None if possessive else who
                if who == "You":
                    who = ("Your" if possessive else "You") if start else ("your" if possessive else "you")
                elif possessive:
                    who += "'s"
                out.append(who)
            elif key in values:
                out.append(secret[key] if key in secret else _data_words(values[key]))
            else:
                if named is not None and out[-1] == " ":           # "{who} {pays}": its subject
                    subject = named
                out.append(second_person(key) if (subject or named) == "You" else key)
        out.append(text[at:])
        text = "".join(out)
        if reason:                            # in brackets, or after a dash where brackets would meet or nest
            text += f" — {reason}" if text.endswith(")") or "(" in reason else f" ({reason})"
        return text[:1].upper() + text[1:]

    def __str__(self) -> str:
        return self.words()


def _data_words(value: Any) -> str:
    """A piece of an event's data as it reads in a sentence (cards one after another)."""
    if isinstance(value, (tuple, list)):
        return " ".join(map(str, value))
    return str(value)


def story(events: Iterable[Event], names: "Mapping[int, str] | Callable[[int], str] | None" = None, *,
          viewer: int | None = None, actions: bool = True) -> list[str]:
    """Events as sentences, each as ``viewer`` may read it (see :meth:`Event.words`);
    ``actions=False`` leaves out the seats' own decisions."""
    return [e.words(names, viewer=viewer) for e in events if actions or e.kind != "action"]


def full_reasons(events: Iterable[Event], names: "Mapping[int, str] | Callable[[int], str] | None" = None, *,
                 since: int = 0) -> list[str]:
    """Every decision of ``events`` (from the step ``since``: say, the start of a deal) with the
    full reason its seat gave, as the whole story tells it (``viewer=None``): what a table shows
    under "why they played so" once the deal is over, or live with every hand open. During a
    deal the other seats read only the public words (see :meth:`GameState.apply`).

    >>> from cardlib import black_maria
    >>> start = black_maria.new_game(3, seed=1)
    >>> end = play_out(start, [RandomBot(0)] * 3, stop=lambda s: len(s.history) == 4)
    >>> full_reasons(end.events)[3]
    'Seat 1: play 9♥ (picked play 9♥ at random from 17 legal actions)'
    >>> story(end.events, viewer=0)[-1]          # the others read the card and what the table shows of it
    'Seat 1: play 9♥ (leads)'
    """
    return [e.words(names) for e in events if e.kind == "action" and e.step >= since]


def value_words(value: object) -> str:
    """A bad value as a message names it: a plain value (None, a number, a string) as Python
    writes it, anything else by its kind, never a long repr.

    >>> value_words(None), value_words("take 1"), value_words(object())
    ('None', "'take 1'", 'an object')
    """
    if value is None or isinstance(value, (bool, int, float, str)):
        return repr(value)
    name = type(value).__name__
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


class GameState:
    """Mixin for a game's frozen-dataclass state; see the module docstring for the protocol."""

    # Subclasses are frozen dataclasses with at least these fields.
    history: tuple
    events: tuple

    @property
    def to_act(self) -> int | None:  # pragma: no cover - abstract
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    @property
    def scores(self) -> tuple[int, ...]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _legal(self) -> Iterable[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, action: Action) -> "GameState":  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """Every action the seat ``to_act`` may take now (empty once the game is over)."""
        if self.is_over:
            return []
        return list(self._legal())

    def observe(self, seat: int | None) -> "Observation":
        """What ``seat`` knows now (``None``: the whole table), as one
        :class:`~cardlib.observe.Observation`: what it sees (``view``), hears (the events, read
        with ``heard()``) and may infer. Each game gives its own, its ``view.observe``; this
        default, for a sketch of a game that gives only ``table(viewer)``, knows the table and
        the events and infers nothing."""
        from .observe import Observation        # observe.py builds on this module: a cycle broken here
        return Observation(seat, self.events, lambda: self.table(seat))

    def table(self, viewer: int | None = None) -> "TableView":
        """What seat ``viewer`` may see now (``None``: everything), as a :class:`TableView`:
        the view of its observation, ``self.observe(viewer).view``, so what a seat is shown and
        what it is told come from one object."""
        if type(self).observe is GameState.observe:
            raise NotImplementedError(f"{type(self).__name__} gives neither observe(seat) nor table(viewer)")
        return self.observe(viewer).view

    def _why(self, action: object) -> str:
        """The reason an action that is not legal now is refused; games give their own."""
        allowed = ", ".join(str(a) for a in self.legal_actions())
        return f"cannot {action} now; allowed: {allowed}"

    # The rule sections a refusal cites when a game gives no better one: where the game's actions
    # are listed (a deal as a state machine, §2 of every game's rules) and where it ends (§4).
    ACTIONS_SECTION: ClassVar[str] = "rules §2"
    END_SECTION: ClassVar[str] = "rules §4"

    def why_illegal(self, action: object) -> str | None:
        """The reason ``action`` is not allowed now, in words a newcomer understands; ``None`` if it is."""
        if not isinstance(action, Action):
            legal = self.legal_actions()
            example = f", such as {legal[0]}" if legal else ""
            return (f"not an action: {value_words(action)}; a turn is one of the actions the rules list "
                    f"({self.ACTIONS_SECTION}): pick one of state.legal_actions(){example}")
        if self.is_over:
            return f"cannot {action}: the game is over ({self.END_SECTION})"
        if self.can(action):
            return None
        return self._why(action)

    def _allows(self, action: object) -> bool:
        """Whether ``action`` is legal now: by default, whether ``legal_actions()`` lists it. A game
        whose list holds only some of the legal amounts (Mus bets have no maximum) answers here."""
        return action in self.legal_actions()

    def can(self, action: object) -> bool:
        """True if ``action`` is legal now."""
        return not self.is_over and self._allows(action)

    def check(self, action: object) -> None:
        """Raise :class:`~cardlib.errors.IllegalActionError` with the reason if ``action`` is not legal now."""
        if not self.can(action):
            raise IllegalActionError(self.why_illegal(action))

    # The kinds of event the game emits (see :func:`event_kinds`); None: not declared (a sketch).
    EVENT_KINDS: ClassVar[Mapping[str, EventKind] | None] = None

    def emit(self, kind: str, text: str, *, seat: int | None = None,
             visible_to: Iterable[int] | None = None, **data: Any) -> "GameState":
        """This state with one more :class:`Event` of what followed (for ``_apply`` to call).

        ``kind`` must be one of the game's ``EVENT_KINDS``, and ``data`` exactly what it declares
        (a game that declares none, a sketch, is not checked); ``visible_to`` names the seats
        that may read the kind's secret data.
        """
        kinds = self.EVENT_KINDS
        declared = None if kinds is None else kinds.get(kind)
        if kinds is not None and declared is None:
            raise CardlibError(f"{type(self).__name__} declares no event kind {kind!r}; "
                               f"it declares {', '.join(self.EVENT_KINDS)}")
        if declared is not None:
            declared.check(data)
        event = Event(kind, text, seat=seat, data=tuple(data.items()), step=len(self.history),
                      visible_to=None if visible_to is None else frozenset(visible_to), declared=declared)
        return dataclasses.replace(self, events=self.events + (event,))

    def apply(self, action: Action, *, reason: str | None = None,
              public_reason: str | None = None) -> "GameState":
        """The state after ``action``; this state is left unchanged.

        ``reason`` (a bot's one-line reason) is kept in the action's :class:`Event`, private to
        the seat that acted: a bot reasons from its own cards, so the other seats read only the
        action (as :attr:`Action.public_text` gives it, for a secret action) and ``public_reason``
        if one is given, a reason made from public facts only (the trick on the table, the cards
        played, the bids made; never the seat's hand). The full reasons stay in the events:
        ``story(events)`` (``viewer=None``) or :func:`full_reasons` read them, for a table that
        shows them once the deal is over or with every hand open.
        """
        self.check(action)
        seat = self.to_act
        if reason is not None and public_reason is None:
            public_reason = self.public_reason(action)
        after = self._apply(action)
        step = len(self.history)
        secret = (reason is not None or public_reason is not None
                  or getattr(action, "public_text", None) is not None)
        decided = Event("action", "", seat=seat, action=action, reason=reason, step=step,
                        visible_to=frozenset({seat}) if secret else None, public_reason=public_reason,
                        declared=ACTION)
        followed = after.events[len(self.events):]
        return dataclasses.replace(after, history=self.history + (action,),
                                   events=self.events + (decided,) + followed)

    def public_reason(self, action: Action) -> str | None:
        """The few words beside a bot's ``action`` that every seat may read, made from public
        facts only (the trick on the table, the trump turned up), never from the seat's hand;
        ``None`` if the action says all there is to say. :meth:`apply` gives them when a bot
        gives a reason but no public one. By default: a card played to a trick (an action with a
        ``card``, in a state with its ``trick`` in play) "leads", "follows suit", "trumps" or
        "does not follow suit"; a game may say more.

        >>> from cardlib import loo
        >>> from cardlib.tricks import Play
        >>> state = play_out(loo.new_game(3, seed=1), RandomBot(2), stop=lambda s: s.trick is not None)
        >>> state.public_reason(state.legal_actions()[0])
        'leads'
        """
        return trick_words(getattr(self, "trick", None), getattr(action, "card", None), getattr(self, "trump", None))

    def events_since(self, earlier: "GameState") -> tuple[Event, ...]:
        """The events recorded after ``earlier`` (an earlier state of this game)."""
        return self.events[len(earlier.events):]


def trick_words(trick, card, trump=None) -> str | None:
    """What the table shows of ``card`` played to ``trick`` (the trick in progress before it,
    with its ``cards``; ``None`` outside trick play), in a few words: every seat sees it, so
    they are a public reason (see :meth:`GameState.apply`). ``trump`` is the trump suit, if any.

    >>> from cardlib.cards import FRENCH_52
    >>> from cardlib.tricks import TrickRecord
    >>> led = TrickRecord((0, 1, 2), (FRENCH_52.parse("9H"),))
    >>> [trick_words(led, FRENCH_52.parse(c), trump=FRENCH_52.parse("2S").suit) for c in ("KH", "3S", "4C")]
    ['follows suit', 'trumps', 'does not follow suit']
    >>> trick_words(TrickRecord((0, 1, 2)), FRENCH_52.parse("AS")), trick_words(None, FRENCH_52.parse("AS"))
    ('leads', None)
    """
    if trick is None or card is None or not isinstance(card, Card):
        return None
    cards = tuple(getattr(trick, "cards", ()))
    if not cards:
        return "leads a trump" if trump is not None and card.suit == trump else "leads"
    if card.suit == cards[0].suit:
        return "follows suit"
    if trump is not None and card.suit == trump:
        return "trumps"
    return "does not follow suit"


class Decision(NamedTuple):
    """What a bot chose, and its one-line reason (private to its seat: see :meth:`GameState.apply`);
    ``public_reason``, if given, is what the other seats may read beside the action, made from
    public facts only (never the bot's own cards)."""

    action: Action
    reason: str
    public_reason: str | None = None


class RandomBot:
    """Plays a uniformly random legal action; the baseline every game can use."""

    def __init__(self, seed: "int | np.random.Generator | None" = None) -> None:
        self._rng = make_rng(seed)

    def choose(self, state: GameState) -> Decision:
        actions = state.legal_actions()
        action = actions[int(self._rng.integers(len(actions)))]
        return Decision(action, f"picked {action} at random from {len(actions)} legal actions")


def play_out(state: GameState, bots: "Mapping[int, object] | Sequence[object] | object", *,
             stop: Callable[[GameState], bool] | None = None, max_steps: int = 1_000_000,
             on_step: Callable[[GameState, Decision], None] | None = None) -> GameState:
    """Let bots move from ``state`` until the game is over (or ``stop(state)`` is true).

    ``bots`` is one bot for every seat, a list or tuple with a bot for each seat in seat order,
    or a mapping from seats to bots; a bot has ``choose(state) -> Decision``. Each move is applied
    with the bot's reason, so it is kept in the events. A seat without a bot (``None``, or missing
    from the mapping) ends the play-out there (that seat is a person).

    >>> from cardlib import loo
    >>> end = play_out(loo.new_game(3, seed=1), [RandomBot(1), RandomBot(2), RandomBot(3)])
    >>> end.is_over
    True
    >>> play_out(loo.new_game(3, seed=1), "RandomBot")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: play_out takes a bot (with choose(state)), a list or tuple of bots, one a seat, or a mapping from seats to bots; got 'RandomBot'
    """
    if isinstance(bots, (list, tuple)):
        seated = dict(enumerate(bots))
    elif isinstance(bots, Mapping):
        seated = bots
    else:
        seated = None
    for bot in (bots,) if seated is None else seated.values():
        if bot is not None and not callable(getattr(bot, "choose", None)):
            raise CardlibError(f"play_out takes a bot (with choose(state)), a list or tuple of bots, one a seat, "
                               f"or a mapping from seats to bots; got {bot!r}")
    for _ in range(max_steps):
        if state.is_over or (stop is not None and stop(state)):
            return state
        if isinstance(bots, (list, tuple)) and state.to_act >= len(bots):
            raise CardlibError(f"play_out got {len(bots)} bots, one a seat, but seat {state.to_act} is to act")
        bot = bots if seated is None else seated.get(state.to_act)
        if bot is None:
            return state
        decision = bot.choose(state)
        if on_step is not None:
            on_step(state, decision)
        state = state.apply(decision.action, reason=decision.reason, public_reason=decision.public_reason)
    raise CardlibError(f"the game is not over after {max_steps:,} actions (play_out's max_steps): seat "
                       f"{state.to_act} is to act and the scores are {state.scores}")


def random_playout(state: GameState, seed: "int | np.random.Generator | None" = None, *,
                   max_steps: int = 1_000_000,
                   on_step: Callable[[GameState, Action], None] | None = None) -> GameState:
    """Play random legal actions from ``state`` until the game is over; return the last state."""
    step = None if on_step is None else (lambda s, decision: on_step(s, decision.action))
    return play_out(state, RandomBot(seed), max_steps=max_steps, on_step=step)


def chance_rng(seed: int, deal: int, stream: int = 0) -> np.random.Generator:
    """The random generator of one chance step: the game's ``seed``, the deal's number, and a
    ``stream`` number per purpose (the deal itself, a card draw, ...), so each step can be
    replayed alone and none disturbs another.

    >>> int(chance_rng(7, 1).integers(1000)) == int(chance_rng(7, 1).integers(1000))
    True
    """
    return np.random.default_rng(np.random.SeedSequence([int(seed), int(deal), int(stream)]))


def check_players(players: object, allowed: Iterable[int], game: str, section: str) -> int:
    """``players`` if the game allows that many, else a :class:`~cardlib.errors.CardlibError` naming what is allowed.

    >>> check_players(8, range(3, 8), "Black Maria", "rules §1.1")
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: Black Maria is played by 3 to 7 players, not 8 (rules §1.1)
    """
    allowed = sorted(allowed)
    if not isinstance(players, (int, np.integer)) or isinstance(players, bool) or players not in allowed:
        span = (f"{allowed[0]}" if len(allowed) == 1 else
                f"{allowed[0]} to {allowed[-1]}" if allowed == list(range(allowed[0], allowed[-1] + 1))
                else ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}")
        raise CardlibError(f"{game} is played by {span} players, not {players!r} ({section})")
    return int(players)


class RulesBase:
    """What every game's frozen ``Rules`` dataclass shares: switches must be True or False,
    and :meth:`from_options` refuses an unknown option by name. Subclasses set ``GAME`` and
    ``SECTION`` (where the rule variants are listed) and call ``self._check_switches()``
    first in ``__post_init__``.
    """

    GAME: ClassVar[str] = "the game"
    SECTION: ClassVar[str] = "rules §5"

    @staticmethod
    def _whole(value: object, low: int) -> bool:
        """True for a whole number ``low`` or more (an int, not a bool): a count such as a threshold."""
        return isinstance(value, int) and not isinstance(value, bool) and value >= low

    def _check_switches(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool) and not isinstance(value, bool):
                raise CardlibError(f"{f.name}={value!r} is not allowed: use True or False ({self.SECTION})")

    @classmethod
    def from_options(cls, **options):
        """Rules from keyword options; an unknown option name is refused, naming the allowed ones."""
        known = {f.name for f in fields(cls)}
        for name in options:
            if name not in known:
                raise CardlibError(f"unknown {cls.GAME} rule {name!r}; the rules are "
                                   f"{', '.join(sorted(known))} ({cls.SECTION})")
        return cls(**options)


def replay(start: GameState, history: Iterable[Action]) -> GameState:
    """Apply ``history`` to ``start`` one action at a time."""
    state = start
    for action in history:
        state = state.apply(action)
    return state


def seats_from(first: int, players: int) -> tuple[int, ...]:
    """The seats in playing order starting at ``first``.

    >>> seats_from(2, 4)
    (2, 3, 0, 1)
    """
    return tuple((first + i) % players for i in range(players))


@dataclass(frozen=True)
class CardBack(Card):
    """A card seen from behind: what a table view holds where a seat cannot see the card. It
    is no card of any pack (it names none, and equals only another back); the renderers draw
    its back as they draw any face-down card."""

    rank: str = "?"
    suit: Any = None

    def __post_init__(self) -> None:      # no rank or suit to check: the back shows neither
        pass

    @property
    def name(self) -> str:
        return "face-down card"

    @property
    def sort_key(self) -> tuple[int, int]:
        return (99, 0)

    def __str__(self) -> str:
        return "?"

    def __repr__(self) -> str:
        return "CardBack()"


BACK = CardBack()


class HiddenCards(Cards):
    """Cards face down, as a seat that cannot see them has them: only their count, each a
    :class:`CardBack`. A :class:`TableView` turns every face-down hand and face-down pile into
    one, so no view carries a card its seat may not see.

    >>> hidden = HiddenCards(3)
    >>> len(hidden), str(hidden), hidden.describe(), HiddenCards(HiddenCards(2)) == HiddenCards(2)
    (3, '3 face-down cards', '3 face-down cards', True)
    """

    def __new__(cls, count: "int | Iterable" = 0):
        if not isinstance(count, int):
            count = len(tuple(count))
        return super().__new__(cls, (BACK,) * count)

    def __str__(self) -> str:
        return f"{len(self)} face-down card{'s' if len(self) != 1 else ''}"

    def __repr__(self) -> str:
        return f"HiddenCards({len(self)})"

    def describe(self) -> str:
        return str(self)

    def sorted(self) -> "HiddenCards":
        return self


def hidden(cards: Iterable[Card]) -> HiddenCards:
    """``cards`` as a seat that cannot see them has them: their count only."""
    return cards if isinstance(cards, HiddenCards) else HiddenCards(cards)


@dataclass(frozen=True)
class Pile:
    """Cards that lie beside the hands: ``name`` ("Blind", "turned trump", "dummy", "passed to
    seat 1"), face up or down, by a ``seat`` or (``None``) in the middle of the table.

    A face-down pile keeps only its count (:class:`HiddenCards`): the table is drawn from what
    a seat sees, and nobody sees the faces of a face-down pile.

    >>> from cardlib.cards import FRENCH_52
    >>> Pile("Blind", FRENCH_52.parse_cards("AS KS"), face_up=False).cards
    HiddenCards(2)
    """

    name: str
    cards: Cards
    face_up: bool = True
    seat: int | None = None

    def __post_init__(self) -> None:
        if isinstance(self.cards, HiddenCards) and self.face_up:
            object.__setattr__(self, "face_up", False)      # a count has no faces to show
        if not self.face_up:
            object.__setattr__(self, "cards", hidden(self.cards))
        elif not isinstance(self.cards, Cards):
            object.__setattr__(self, "cards", Cards(self.cards))


@dataclass(frozen=True)
class Counter:
    """A number shown on the table: a score, a player's chips, the pot; by a ``seat`` or in
    the middle (``None``)."""

    label: str
    value: int
    seat: int | None = None

    def __str__(self) -> str:
        return f"{self.label}: {self.value}"


@dataclass(frozen=True)
class TableView:
    """What one seat may see of a game at this moment: the picture's content, not its drawing.

    Games give it from ``state.table(viewer)``; the play widget draws it on the live canvas,
    and the static book draws the same view as SVG with ``svg()``.
    """

    hands: tuple                     # one Cards per seat
    direction: Direction
    labels: tuple[str, ...]
    face_down: frozenset = frozenset()   # seats whose cards show their backs
    centre: tuple = ()                   # (seat, card) pairs of the trick in play
    dealer: int | None = None
    to_act: int | None = None
    status: tuple[str, ...] = ()         # short lines: the phase, trumps, the score
    highlight: frozenset = frozenset()   # cards to outline (say, the playable ones)
    piles: tuple = ()                    # Pile records: cards beside the hands (a turned trump, a dummy)
    counters: tuple = ()                 # Counter records: scores, chips, a pot
    viewer: int | None = None            # the seat drawn at the bottom, larger (None: seat 0)
    hand_size: int | None = None         # the game's largest hand, so the picture keeps its size
    spoken: tuple[str, ...] = ()         # the labels as the words say them, where the drawn ones hold signs

    def __post_init__(self) -> None:
        # What a seat cannot see is not in its view: a face-down hand keeps only its count
        # (HiddenCards), and a hand given as a count is face down. Piles do the same (Pile).
        hands = tuple(self.hands)
        down = frozenset(self.face_down) | {i for i, h in enumerate(hands) if isinstance(h, HiddenCards)}
        hands = tuple(hidden(h) if i in down else h for i, h in enumerate(hands))
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "face_down", down)

    def __repr__(self) -> str:
        # The default repr prints frozensets, whose order changes from run to run.
        return (f"TableView({len(self.hands)} seats, {self.direction.value}, to_act={self.to_act}, "
                f"dealer={self.dealer}, face_down={sorted(self.face_down)})")

    def options(self) -> dict:
        """This view's fields spread out as keyword options, for the spread forms
        :func:`cardlib.render.svg.table`, ``scene.table_picture`` and ``canvas.draw_table``
        (the view's own pictures take the view whole: ``scene.view_picture(view)``)."""
        options = dict(direction=self.direction.value, labels=list(self.labels),
                       face_down=set(self.face_down), centre=list(self.centre), dealer=self.dealer,
                       to_act=self.to_act, highlight=set(self.highlight))
        if self.piles:
            options["piles"] = list(self.piles)
        if self.counters:
            options["counters"] = list(self.counters)
        if self.viewer is not None:
            options["viewer"] = self.viewer
        if self.hand_size is not None:
            options["hand_size"] = self.hand_size
        if self.spoken:
            options["spoken"] = list(self.spoken)
        return options

    def svg(self, *, width: float | None = None, id: str | None = None, **drawing) -> str:
        """The table as SVG, ``width`` wide (default its natural size); ``drawing`` options
        (``four_colour``, ``dim``, or a field of the view to change for this picture, such as
        ``hand_size``) go to ``cardlib.render.scene.view_picture``."""
        from .render import scene, svg  # render sits above the rules: loaded only to draw
        picture = scene.view_picture(self, **drawing)
        return svg.to_svg(picture, width=picture.width if width is None else width, id=id)

    def narrow_svg(self, **extra) -> str:
        """The same view with the seats one under another, for a phone
        (``cardlib.render.svg.narrow_table``; ``extra`` options go to it).

        >>> from cardlib.cards import FRENCH_52
        >>> view = TableView(hands=(FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H")),
        ...                  direction=Direction.CLOCKWISE, labels=("You", "West"), face_down=frozenset({1}),
        ...                  centre=((1, FRENCH_52.parse("4H")),), to_act=0, counters=(Counter("pot", 5),))
        >>> text = view.narrow_svg()
        >>> "width='400'" in text, "You · to play" in text, "pot: 5" in text, "West played 4♥" in text
        (True, True, True, True)
        """
        from .render import scene, svg  # render sits above the rules: loaded only to draw
        extra.pop("width", None)          # the narrow table is as wide as a phone's page
        id = extra.pop("id", None)
        picture = scene.narrow_view_picture(self, **extra)
        return svg.to_svg(picture, width=picture.width, id=id)

    def both_svg(self, **extra) -> tuple[str, str]:
        """:meth:`svg` and :meth:`narrow_svg` for one page, sharing their shapes (written once:
        ``cardlib.render.svg.to_svg_pair``), for :func:`cardlib.widgets.display.wide_or_narrow`;
        ``extra`` options as for :meth:`svg` (``width`` and ``id`` are the wide picture's).

        >>> from cardlib.cards import FRENCH_52
        >>> view = TableView(hands=(FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H")),
        ...                  direction=Direction.CLOCKWISE, labels=("You", "West"))
        >>> wide, narrow = view.both_svg()
        >>> "cardlib-narrow-table" in narrow, len(wide + narrow) < len(view.svg() + view.narrow_svg())
        (True, True)
        """
        from .render import scene, svg  # render sits above the rules: loaded only to draw
        width, id = extra.pop("width", None), extra.pop("id", None)
        wide = scene.view_picture(self, **extra)
        narrow = scene.narrow_view_picture(self, **extra)
        return svg.to_svg_pair(wide, narrow, width=wide.width if width is None else width, id=id)

    def __str__(self) -> str:
        """The table in sentences, for a front end that shows text: the seats and what each
        holds (or how many cards face down), the trick, the piles, the counters, the status.

        >>> from cardlib.cards import FRENCH_52
        >>> view = TableView(hands=(FRENCH_52.parse_cards("AS KS"), FRENCH_52.parse_cards("2H 3H")),
        ...                  direction=Direction.CLOCKWISE, labels=("You", "West"), face_down=frozenset({1}),
        ...                  centre=((1, FRENCH_52.parse("4H")),), to_act=0,
        ...                  counters=(Counter("pot", 5),), status=("Trumps: ♥",))
        >>> print(view)
        Card table, 2 seats, play goes clockwise. In the trick: West played 4♥.
        pot: 5.
        You (seat 0, to play): A♠, K♠.
        West (seat 1): 2 face-down cards.
        Trumps: ♥.
        """
        from .render import scene  # render sits above the rules: loaded only to draw
        lines = [*scene.picture_words(scene.view_picture(self))]
        lines += [line if line.endswith((".", "!", "?")) else line + "." for line in self.status]
        return "\n".join(lines)

    def _repr_pretty_(self, printer, cycle: bool) -> None:
        # The plain-text form a notebook stores beside the picture (and shows where HTML is not).
        printer.text(str(self))

    def _repr_html_(self) -> str:
        status = "".join(f"<div>{line}</div>" for line in map(_escape, self.status))
        from .render.svg import wide_or_narrow_html      # render sits above the rules: loaded only to draw
        drawn = wide_or_narrow_html(*self.both_svg())
        return f'<div class="cardlib-tableview">{drawn}{status}</div>'


def _escape(text: str) -> str:
    return html.escape(text)


@dataclass(frozen=True)
class GameInfo:
    """One game in brief: the facts a table of the games shows and a deal needs. Each game
    package gives its own (``cardlib.mus.INFO``, ``cardlib.black_maria.INFO``, ...).

    ``players`` lists the numbers of players allowed; ``pack`` is the pack (or a pack's key),
    or a function from the number of players to the pack where it depends on them;
    ``hand_size`` is the cards each player gets (``None``: the whole pack is dealt out),
    ``batch`` how many at a time; ``starts`` says in words who plays first.

    >>> from cardlib.cards import FRENCH_52
    >>> odd = GameInfo("odd", "Odd", (3, 5, 7), Direction.CLOCKWISE, FRENCH_52, 5)
    >>> odd.players_words, odd.hand_words, odd.pack_for(5).key
    ('3, 5 or 7', '5 each', 'french52')
    """

    key: str
    name: str
    players: tuple[int, ...]
    direction: Direction
    pack: "Pack | str | Callable[[int], Pack]"
    hand_size: int | None
    batch: int = 1
    starts: str = ""

    def __post_init__(self) -> None:
        players = tuple(self.players)
        if not players or any(not isinstance(n, int) or n < 2 for n in players):
            raise CardlibError(f"{self.name} needs numbers of players of 2 or more, got {self.players!r}")
        object.__setattr__(self, "players", players)
        for n in players:
            self.pack_for(n)                       # every pack it names exists

    @property
    def min_players(self) -> int:
        return min(self.players)

    @property
    def max_players(self) -> int:
        return max(self.players)

    def pack_for(self, players: int) -> Pack:
        """The pack used by ``players`` players."""
        if isinstance(self.pack, Pack):
            return self.pack
        if isinstance(self.pack, str):
            if self.pack not in PACKS:
                raise CardlibError(f"{self.name}: unknown pack {self.pack!r}; expected one of {', '.join(PACKS)}")
            return PACKS[self.pack]
        return self.pack(players)

    def pack_key(self, players: int) -> str:
        """The key of the pack used by ``players`` players."""
        return self.pack_for(players).key

    @property
    def packs(self) -> dict[str, Pack]:
        """Every pack this game uses, by key."""
        return {self.pack_key(n): self.pack_for(n) for n in self.players}

    @property
    def players_words(self) -> str:
        """``"4"``, ``"2 to 4"`` or ``"3, 5 or 7"``."""
        allowed = sorted(self.players)
        if len(allowed) == 1:
            return str(allowed[0])
        if allowed == list(range(allowed[0], allowed[-1] + 1)):
            return f"{allowed[0]} to {allowed[-1]}"
        return ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}"

    @property
    def pack_words(self) -> str:
        """The pack's name (for a pack that depends on the players, what they share)."""
        packs = self.packs
        if len(packs) > 1:
            return "French 52-card pack, a few low cards removed"
        return next(iter(packs.values())).name

    @property
    def hand_words(self) -> str:
        """The cards each player gets, in words."""
        if self.hand_size is None:
            sizes = sorted({len(self.pack_for(n)) // n for n in self.players})
            span = str(sizes[0]) if len(sizes) == 1 else f"{sizes[-1]} to {sizes[0]}"
            return f"the whole pack, {span} each"
        batch = f", dealt {self.batch} at a time" if self.batch > 1 else ""
        return f"{self.hand_size} each{batch}"

    def row(self) -> tuple[str, str, str, str, str, str]:
        """This game as a row of the first chapter's table (see ``cardlib.dealer.GAME_HEADER``)."""
        return (self.name, self.players_words, self.pack_words, self.hand_words,
                f"{self.direction.value} (next player {self.direction.next_is})", self.starts)
