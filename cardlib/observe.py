"""What one seat knows: one object per seat and moment, made by one function per game.

OpenSpiel's games give each player one observer; here each game gives ``observe(state, seat)``
(in its ``view.py``: ``cardlib.black_maria.view.observe`` and the same in every game), which
returns an :class:`Observation`: what the seat **sees** (its table view: its hand face up, the
cards face up on the table, and of everything face down only the count), what it **hears** (the
events, each as it may read it: another seat's reasons stay with that seat, a secret action
reads as its public words) and what it **may infer** (the cards played, the suits each seat
has shown it lacks, the cards it knows lie in a place: those it passed, a card turned up and
taken). The wiring runs one way, from the observation out: ``state.table(seat)`` (and the
game's ``view.table_view``) is ``state.observe(seat).view``, the play table's log is its
``heard()``, and the expert deals the unseen cards again from its ``voids``, ``excluded`` and
``holds``, so the three never disagree.

>>> from cardlib.black_maria import new_game
>>> from cardlib.black_maria.view import observe
>>> state = new_game(3, seed=1)
>>> seen = observe(state, 0)
>>> len(seen.hand), seen.hidden, seen.view == state.table(0), seen.heard() == state.observe(0).heard()
(17, {1: 17, 2: 17}, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Callable, Mapping

from .cards import Card, Cards
from .errors import CardlibError
from .game import CardBack, Event, HiddenCards, TableView, story

__all__ = ["Observation", "Known", "check_viewer", "played_in", "excluded_by_voids"]


@dataclass(frozen=True)
class Known:
    """What a seat may know besides its picture (see :class:`Observation`, which reads it out):
    ``hand`` its cards; ``played`` the cards played face up so far in this deal; ``voids`` the
    suits each seat has shown it lacks; ``excluded`` the cards each seat surely does not hold (a
    void's cards, and what a game's duties rule out, such as Handjass's duty to trump); ``holds``
    the cards it knows lie in a place it cannot see (a seat, or a pile's name: the cards it
    passed, a turned card taken, its own discards); ``facts`` what else a game lets it know (Mus:
    who declared pares and juego, its partner's signs).
    """

    hand: Cards = Cards()
    played: Cards = Cards()
    voids: Mapping[int, frozenset] = field(default_factory=dict)
    excluded: Mapping[int, frozenset] = field(default_factory=dict)
    holds: Mapping[Any, frozenset] = field(default_factory=dict)
    facts: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class Observation:
    """What ``seat`` knows of a game at one moment (see the module's words); ``seat=None`` is
    the whole table, every card face up (a worked example's, or a teacher's open hands).

    ``view`` is what it sees (a :class:`~cardlib.game.TableView`, every face-down hand and pile
    a count only), drawn by ``see`` the first time it is asked for; ``events`` what it hears
    (read with :meth:`heard`); what it may infer (:class:`Known`: ``hand``, ``played``,
    ``voids``, ``excluded``, ``holds`` and ``facts``) is worked out by ``infer`` the first time
    one of them is asked for. So the one object serves the table (which wants the picture only:
    ``state.table(seat)`` is ``observe(state, seat).view``), the log and the expert (which want
    the words and the facts), and each pays only for what it reads.
    """

    seat: int | None
    events: tuple[Event, ...]
    see: Callable[[], TableView] = field(repr=False)
    infer: Callable[[], Known] = field(default=Known, repr=False)

    @cached_property
    def view(self) -> TableView:
        """What the seat sees: its hand face up, the cards face up on the table, and of
        everything face down only the count."""
        return self.see()

    @cached_property
    def known(self) -> Known:
        """What the seat may know besides the picture (its hand and what it may infer)."""
        return self.infer()

    hand = property(lambda self: self.known.hand, doc="The seat's cards.")
    played = property(lambda self: self.known.played, doc="The cards played face up so far in this deal.")
    voids = property(lambda self: self.known.voids, doc="The suits each seat has shown it lacks.")
    excluded = property(lambda self: self.known.excluded, doc="The cards each seat surely does not hold.")
    holds = property(lambda self: self.known.holds, doc="The cards the seat knows lie in a place it cannot see.")
    facts = property(lambda self: self.known.facts, doc="What else the game lets the seat know.")

    def reads(self, event: Event, names: "Mapping[int, str] | Callable[[int], str] | None" = None) -> str:
        """One event as this seat may read it (another seat's secrets as their public words)."""
        return event.words(names, viewer=self.seat)

    def heard(self, names: "Mapping[int, str] | Callable[[int], str] | None" = None, *, since: int = 0) -> list[str]:
        """Every event (from the index ``since`` on) as this seat may read it: what its log says."""
        return story(self.events[since:], names, viewer=self.seat)

    @property
    def hidden(self) -> dict[int, int]:
        """How many cards each face-down hand holds (seat: count): all it sees of them."""
        return {s: len(h) for s, h in enumerate(self.view.hands) if isinstance(h, HiddenCards)}

    @property
    def seen(self) -> frozenset:
        """Every card face up in its view: its hand, the trick, the face-up piles and hands."""
        cards = {c for s, h in enumerate(self.view.hands) if s not in self.view.face_down for c in h}
        cards |= {c for _, c in self.view.centre}
        cards |= {c for p in self.view.piles if p.face_up for c in p.cards}
        return frozenset(c for c in cards if isinstance(c, Card) and not isinstance(c, CardBack))


def check_viewer(viewer: object, players: int) -> int | None:
    """``viewer`` if it is a seat from 0 to ``players - 1`` or ``None`` (everything), else a
    :class:`~cardlib.errors.CardlibError` naming it.

    >>> check_viewer(2, 3), check_viewer(None, 3)
    (2, None)
    >>> check_viewer(3, 3)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: viewer must be a seat from 0 to 2 (or None for everything), got 3
    """
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < players):
        raise CardlibError(f"viewer must be a seat from 0 to {players - 1} (or None for everything), got {viewer!r}")
    return viewer


def played_in(tricks, trick) -> Cards:
    """The cards played face up in a deal so far: ``tricks`` finished, then ``trick`` in progress."""
    cards = [c for t in tricks for c in t.cards]
    if trick is not None:
        cards += list(trick.cards)
    return Cards(cards)


def excluded_by_voids(voids: Mapping[int, set], pack_cards) -> dict[int, frozenset]:
    """The cards a seat surely does not hold because it showed a void in their suit."""
    return {s: frozenset(c for c in pack_cards if c.suit in suits) for s, suits in voids.items()}
