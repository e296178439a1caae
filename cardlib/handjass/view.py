"""What one seat may see of a Handjass game: the table view the play widget draws.

:func:`table_view` turns a :class:`~cardlib.handjass.game.State` into a
:class:`cardlib.game.TableView`: the viewer's own hand face up, every other hand face
down, each seat labelled with its slate (strokes ``|`` and circles ``○``, rules §4),
the trick in play in the centre, and short status lines (trumps, the phase, the card
points won so far). :func:`narrate` turns the engine's log into lines for the reader.

>>> from cardlib.handjass import new_game
>>> view = table_view(new_game(4, seed=1), viewer=0)
>>> view.labels[0], sorted(view.face_down), view.dealer
('Seat 0 (you)', [1, 2, 3], 0)
>>> view.status[0]
'Trumps: ♣ (the turned card is 10♣)'
"""

from __future__ import annotations

import re
from typing import Sequence

from ..cards import Card, Cards
from ..game import Direction, TableView
from .core import card_points, strength
from .game import State

__all__ = ["table_view", "seat_name", "narrate", "last_trick", "PHASE_WORDS"]

PHASE_WORDS = {
    "exchange": "Bessern: each player may swap three cards",
    "declare": "Declaring: each player says play or pass",
    "agree": "Two players play: do both agree to take +1 each without playing?",
    "rob": "The holder of the trump Six may swap it for the turned-up card",
    "play": "Trick play",
    "over": "The game is over",
}


def seat_name(seat: int, viewer: int | None = None) -> str:
    """``'Seat 0 (you)'`` for the viewer, ``'Seat 2'`` for the others (seats as the engine numbers them)."""
    return f"Seat {seat} (you)" if seat == viewer else f"Seat {seat}"


def last_trick(state: State) -> tuple[tuple[tuple[int, Card], ...], int, int] | None:
    """The trick finished last in this deal (``state.finished_trick``): its ``(seat, card)`` plays,
    the winner's seat and its card points; ``None`` before the first trick is complete (or
    outside trick play).

    >>> from cardlib.handjass import new_game
    >>> last_trick(new_game(4, seed=1)) is None
    True
    """
    done = state.finished_trick
    if state.phase != "play" or done is None:
        return None
    return done.plays, done.winner, done.points


def _label(state: State, seat: int, viewer: int) -> str:
    name = seat_name(seat, viewer)
    slate = state.slates[seat]
    if seat in state.retired:
        return f"{name} · out {slate}".rstrip()
    if state.phase == "over" and seat == state.loser:
        return f"{name} · loser {slate}".rstrip()
    if state.phase == "play" and seat not in state.active:
        return f"{name} · passed {slate}".rstrip()
    return f"{name} {slate}".rstrip()


def table_view(state: State, viewer: int) -> TableView:
    """What ``viewer`` sees now: his hand face up, the others face down, slates, trick and status.

    The viewer's legal cards are outlined when it is his turn to play a card.
    """
    if not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < state.players:
        from ..errors import CardlibError
        raise CardlibError(f"viewer must be a seat from 0 to {state.players - 1}, got {viewer!r}")
    n = state.players
    hands = tuple(strongest_first(state.hands[s], state.trump) if s < len(state.hands) else Cards()
                  for s in range(n))
    labels = tuple(_label(state, s, viewer) for s in range(n))
    centre: tuple = ()
    if state.phase == "play" and state.trick is not None:
        centre = tuple(zip(state.trick.seats, state.trick.cards))
    highlight: frozenset = frozenset()
    if state.phase == "play" and state.to_act == viewer:
        highlight = frozenset(a.card for a in state.legal_actions())
    return TableView(hands=hands, direction=Direction.COUNTER_CLOCKWISE, labels=labels,
                     face_down=frozenset(s for s in range(n) if s != viewer and hands[s]),
                     centre=centre, dealer=None if state.phase == "over" else state.dealer,
                     to_act=state.to_act, status=_status(state, viewer), highlight=highlight)


def _status(state: State, viewer: int) -> tuple[str, ...]:
    if state.phase == "over":
        lines = [f"{seat_name(state.loser, viewer)} lost: the last player left without "
                 f"{state.rules.target} net strokes"
                 if state.loser is not None else "The game is over"]
        lines.append("Slates: " + ", ".join(f"{seat_name(s, viewer)} {state.slates[s] or '—'} (net {state.scores[s]})"
                                           for s in range(state.players)))
        return tuple(lines)
    lines = [f"Trumps: {state.trump.symbol} (the turned card is {state.turned})"]
    phase = PHASE_WORDS[state.phase]
    if state.phase == "play":
        tricks = len(state.start_hands[state.active[0]])
        phase = f"Deal {state.deal_no}, trick {state.trick_no + 1} of {tricks}"
    else:
        phase = f"Deal {state.deal_no}: {phase}"
    lines.append(phase)
    if state.phase in ("declare", "agree", "rob", "exchange"):
        said = [f"{seat_name(s, viewer)} {state.declared[s]}" for s in state.order if state.declared[s]]
        if said:
            lines.append("So far: " + ", ".join(said))
    if state.phase == "play":
        points = ", ".join(f"{seat_name(s, viewer)} {sum(card_points(c, state.trump) for c in state.won[s])}"
                           for s in state.active)
        lines.append(f"Card points won so far: {points}")
        if state.announced:
            lines.append("Weis announced: " + ", ".join(f"{seat_name(s, viewer)} {w.points}"
                                                        for s, w in state.announced))
        if state.stoeck:
            lines.append("Stöck: " + ", ".join(seat_name(s, viewer) for s in state.stoeck))
        done = last_trick(state)
        if done is not None and not state.trick.cards:
            pairs, winner, points = done
            cards = ", ".join(f"{seat_name(s, viewer)} {c}" for s, c in pairs)
            lines.append(f"Last trick: {cards}; {seat_name(winner, viewer)} won it ({points} points)")
    return tuple(lines)


_SEAT = re.compile(r"\bseat (\d)\b")
_OWN_ACTION = re.compile(r"^seat \d (plays|says|keeps|swaps|discards) ")


def narrate(before: State, after: State, viewer: int = 0) -> list[str]:
    """The engine's new log lines between two states, for the reader's log.

    The plays and declarations themselves are left out (the play widget already logs
    each action); the rest (tricks won, the Weis contest, totals, strokes, retirements,
    new deals) reads with the viewer named "you".
    """
    lines = after.log[len(before.log):] if after.log[:len(before.log)] == before.log else after.log
    out = []
    for line in lines:
        if _OWN_ACTION.match(line):
            continue
        line = _SEAT.sub(lambda m: seat_name(int(m.group(1)), viewer), line)
        out.append(line[0].upper() + line[1:])
    return out


def hands_text(hands: Sequence[Cards]) -> str:
    """Hands in the book's notation, one per line (for printed static output)."""
    return "\n".join(f"Seat {s}: {h}" for s, h in enumerate(hands))


def strongest_first(cards, trump) -> Cards:
    """Cards sorted by suit, strongest first within each suit (trump order for trumps)."""
    return Cards(sorted(cards, key=lambda c: ("SHDC".index(c.suit.value), -strength(c, trump))))
