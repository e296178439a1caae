"""What one seat knows: one object per seat and moment, made by one function per game.

OpenSpiel's games give each player one observer; here each game gives ``observe(state, seat)``
(in its ``view.py``: ``cardlib.black_maria.view.observe`` and the same in every game), which
returns an :class:`Observation`: what the seat **sees** (its table view: its hand face up, the
cards face up on the table, and of everything face down only the count), what it **hears** (the
events, each as it may read it: another seat's reasons stay with that seat, a secret action
reads as its public words) and what it **may infer** (the cards played, the suits each seat
has shown it lacks, the cards it knows lie in a place: those it passed, a card turned up and
taken). The play table draws ``view``, its log is ``heard()``, and the expert deals the unseen
cards again from ``voids``, ``excluded`` and ``holds``, so the three never disagree.

>>> from cardlib.black_maria import new_game
>>> from cardlib.black_maria.view import observe
>>> seen = observe(new_game(3, seed=1), 0)
>>> len(seen.hand), seen.hidden, seen.view == new_game(3, seed=1).table(0)
(17, {1: 17, 2: 17}, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .cards import Card, Cards
from .game import CardBack, Event, HiddenCards, TableView, story

__all__ = ["Observation", "played_in", "excluded_by_voids"]


@dataclass(frozen=True)
class Observation:
    """What ``seat`` knows of a game at one moment (see the module's words).

    ``view`` is what it sees (a :class:`~cardlib.game.TableView`, every face-down hand and pile
    a count only); ``events`` what it hears (read with :meth:`heard`); ``hand`` its cards;
    ``played`` the cards played face up so far in this deal; ``voids`` the suits each seat has
    shown it lacks; ``excluded`` the cards each seat surely does not hold (a void's cards, and
    what a game's duties rule out, such as Handjass's duty to trump); ``holds`` the cards it
    knows lie in a place it cannot see (a seat, or a pile's name: the cards it passed, a turned
    card taken, its own discards); ``facts`` what else a game lets it know (Mus: who declared
    pares and juego, its partner's signs).
    """

    seat: int | None
    view: TableView
    events: tuple[Event, ...] = ()
    hand: Cards = Cards()
    played: Cards = Cards()
    voids: Mapping[int, frozenset] = field(default_factory=dict)
    excluded: Mapping[int, frozenset] = field(default_factory=dict)
    holds: Mapping[Any, frozenset] = field(default_factory=dict)
    facts: Mapping[str, Any] = field(default_factory=dict)

    def heard(self, names: "Mapping[int, str] | Callable[[int], str] | None" = None) -> list[str]:
        """Every event as this seat may read it: what its log says."""
        return story(self.events, names, viewer=self.seat)

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


def played_in(tricks, trick) -> Cards:
    """The cards played face up in a deal so far: ``tricks`` finished, then ``trick`` in progress."""
    cards = [c for t in tricks for c in t.cards]
    if trick is not None:
        cards += list(trick.cards)
    return Cards(cards)


def excluded_by_voids(voids: Mapping[int, set], pack_cards) -> dict[int, frozenset]:
    """The cards a seat surely does not hold because it showed a void in their suit."""
    return {s: frozenset(c for c in pack_cards if c.suit in suits) for s, suits in voids.items()}
