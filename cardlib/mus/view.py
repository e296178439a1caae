"""What one seat may see of a Mus game, in words and as a table (no drawing here).

:func:`table_view` turns a :class:`~cardlib.mus.State` into the
:class:`~cardlib.game.TableView` the play widget draws: the viewer's own hand face
up, the others face down until the game is over, each seat labelled with its
role (mano, postre), and a few status lines (the deal and lance, the bet on the
table, the score, how this deal's lances closed). :func:`narrate` rewrites the
engine's log lines with the viewer's names for the seats, and :func:`tries`
lists the few actions the play widget offers as buttons (one of them may be
illegal, so that a reader can see the rule's reason).

Seats never move: seat 0 sits at the bottom, play goes counter-clockwise, so seat 1
is on seat 0's right and seat 2 is seat 0's partner.

>>> from cardlib.mus import new_game
>>> g = new_game(seed=1, dealer=3, hands=["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])
>>> v = table_view(g, 0)
>>> v.labels
('You · mano', 'Right', 'Partner', 'Left · postre')
>>> sorted(v.face_down), v.status[0]
([1, 2, 3], 'Deal 1 · Mus: each player says mus (exchange cards) or no hay mus, mano first')
>>> seat_names(2)
('Partner', 'Left', 'You', 'Right')
"""

from __future__ import annotations

import re
from typing import Sequence

from ..cards import Cards
from ..errors import CardlibError
from ..game import Action, Direction, TableView
from .actions import Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Quiero, Reenvido
from .betting import ACCEPTED, EN_PASO, NO_LANCE, ORDAGO, REFUSED, LanceResult
from .state import Phase, State

__all__ = ["seat_names", "team_names", "table_view", "status_lines", "lance_summary", "narrate", "tries",
           "in_words", "last_deal_line"]

_RELATIVE = ("You", "Right", "Partner", "Left")


def _check_viewer(viewer: object) -> int | None:
    if viewer is None:
        return None
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer <= 3:
        raise CardlibError(f"viewer must be a seat from 0 to 3 (or None to see every hand), got {viewer!r}")
    return viewer


def seat_names(viewer: int | None = 0) -> tuple[str, ...]:
    """The names of seats 0 to 3 as ``viewer`` says them; ``None``: 'Seat 0' to 'Seat 3'."""
    viewer = _check_viewer(viewer)
    if viewer is None:
        return tuple(f"Seat {s}" for s in range(4))
    return tuple(_RELATIVE[(s - viewer) % 4] for s in range(4))


def team_names(viewer: int | None = 0) -> tuple[str, str]:
    """Names of team 0 (seats 0 and 2) and team 1 (seats 1 and 3) as ``viewer`` says them."""
    viewer = _check_viewer(viewer)
    if viewer is None:
        return ("team 0 (seats 0 and 2)", "team 1 (seats 1 and 3)")
    mine = viewer % 2
    return tuple("your team" if t == mine else "their team" for t in (0, 1))


def table_view(state: State, viewer: int | None = 0, *, reveal: bool = False) -> TableView:
    """The table as ``viewer`` sees it: own hand face up, the others face down until the game is
    over (``viewer=None`` or ``reveal=True``: every hand face up, as in a worked example)."""
    if not isinstance(state, State):
        raise CardlibError(f"expected a mus.State, got {state!r}")
    viewer = _check_viewer(viewer)
    names = seat_names(viewer)
    labels = []
    for s in range(4):
        role = " · mano" if s == state.mano else " · postre" if s == state.dealer else ""
        labels.append(names[s] + role)
    hidden = frozenset() if viewer is None or reveal or state.is_over else frozenset(
        s for s in range(4) if s != viewer)
    return TableView(hands=tuple(Cards(h) for h in state.hands), direction=Direction.COUNTER_CLOCKWISE,
                     labels=tuple(labels), face_down=hidden, dealer=state.dealer, to_act=state.to_act,
                     status=status_lines(state, viewer))


_PHASE_WORDS = {
    Phase.MUS: "Mus: each player says mus (exchange cards) or no hay mus, mano first",
    Phase.DISCARD: "Discard: after four 'mus' each player throws away 1 to 4 cards, mano first",
}


def status_lines(state: State, viewer: int | None = 0) -> tuple[str, ...]:
    """Short lines: where the deal stands, the bet on the table, the score, the lances so far."""
    names, teams = seat_names(viewer), team_names(viewer)
    a, b = state.scores
    target = state.rules.target
    if state.is_over:
        head = f"Game over: {teams[state.winner]} won, {max(a, b) if a != b else a}-{min(a, b)}"
    elif state.phase in _PHASE_WORDS:
        head = f"Deal {state.deal_number} · {_PHASE_WORDS[state.phase]}"
    else:
        lance = state.phase.value.capitalize()
        bet = state.betting.bet
        if bet is None:
            doing = "paso, envido (a bet of 2 or more) or órdago"
        else:
            doing = f"{teams[bet.team]} bet {'an órdago' if bet.is_ordago else bet.total}; {teams[1 - bet.team]} answer"
        head = f"Deal {state.deal_number} · {lance}: {doing}"
    lines = [head, f"Score: {teams[0]} {a}, {teams[1]} {b} (first to {target})"]
    if not state.is_over:
        flags = [teams[t] for t in (0, 1) if state.dientro[t]]
        if flags:
            lines[-1] += " · dientro: " + " and ".join(flags)
    if not state.is_over and state.deals and state.phase is Phase.MUS and not state.exchanges \
            and state.deals[-1].number == state.deal_number - 1:
        lines.append(last_deal_line(state, viewer))
    done = [lance_summary(r, viewer) for r in state.lances]
    if done and not state.is_over:
        lines.append("This deal: " + "; ".join(done))
    if state.is_over and state.ledger:
        last = state.ledger[-1]
        lines.append(f"Last score: {teams[last.team]} +{last.points}, "
                     f"{_second_person(_rename(last.reason, names, teams))}")
    return tuple(lines)


def last_deal_line(state: State, viewer: int | None = 0) -> str:
    """What the last deal's showdown revealed and paid, in one line (shown at the next deal's start)."""
    names, teams = seat_names(viewer), team_names(viewer)
    record = state.deals[-1]
    got = [sum(e.points for e in record.entries if e.team == t) for t in (0, 1)]
    order = [(record.dealer + 1 + i) % 4 for i in range(4)]
    hands = ", ".join(f"{names[s]} {record.hands[s]}" for s in order)
    return f"Last deal: {hands}; {teams[0]} +{got[0]}, {teams[1]} +{got[1]}"


def lance_summary(result: LanceResult, viewer: int | None = 0) -> str:
    """How a lance closed, in a few words: 'Grande refused, your team +1'.

    >>> lance_summary(LanceResult("grande", "refused", 0, 1, 1), None)
    'Grande refused, team 1 (seats 1 and 3) +1'
    >>> lance_summary(LanceResult("pares", "no lance", team=0), 0)
    'Pares not bet: only your team holds it'
    """
    teams = team_names(viewer)
    name = result.lance.capitalize()
    if result.status == REFUSED:
        return f"{name} refused, {teams[result.team]} +{result.paid}"
    if result.status == ACCEPTED:
        return f"{name} accepted at {result.stake}, paid at the showdown"
    if result.status == EN_PASO:
        return f"{name} en paso (everybody passed)"
    if result.status == ORDAGO:
        return f"{name}: órdago accepted"
    if result.status == NO_LANCE:
        return (f"{name} not bet: only {teams[result.team]} holds it" if result.team is not None
                else f"{name}: nobody holds it")
    return f"{name}: {result.status}"    # pragma: no cover - every status is listed above


_SEAT = re.compile(r"\bseat (\d)\b")
_TEAM = re.compile(r"\bteam (\d)\b")


def _rename(line: str, names: Sequence[str], teams: Sequence[str]) -> str:
    line = _SEAT.sub(lambda m: names[int(m.group(1))], line)
    return _TEAM.sub(lambda m: teams[int(m.group(1))], line)


def narrate(before: State, after: State, viewer: int | None = 0) -> list[str]:
    """The engine's new log lines between two states, with the seats named as ``viewer`` says them.

    The line that only repeats the action just taken is left out (the play widget logs it).

    >>> from cardlib.mus import new_game
    >>> g = new_game(seed=1, dealer=3, hands=["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])
    >>> narrate(g, g.apply(NoMus()))
    ['You cut the mus: the betting starts']
    """
    new = list(after.log[len(before.log):])
    if new and before.to_act is not None and new[0].startswith(f"seat {before.to_act}: "):
        new = new[1:]
    return [in_words(line, viewer) for line in new]


def in_words(line: str, viewer: int | None = 0) -> str:
    """An engine line with the seats and teams named as ``viewer`` says them.

    >>> in_words("team 0 +1: seat 2's par (rules §3.3)")
    "Your team +1: Partner's par (rules §3.3)"
    """
    line = _second_person(_rename(line, seat_names(viewer), team_names(viewer)))
    return line[:1].upper() + line[1:]


def _second_person(line: str) -> str:
    """'You cuts' and 'You's' read badly: the second person takes 'cut' and 'your'."""
    line = re.sub(r"\bYou's\b", "your", line)
    return re.sub(r"\bYou (cuts|says|scores|has)\b",
                  lambda m: "You " + {"has": "have"}.get(m.group(1), m.group(1)[:-1]), line)


def tries(state: State, seat: int) -> list[Action]:
    """The few actions the play widget shows as buttons for ``seat`` now, legal first.

    The last one or two may be illegal on purpose (say, ``envido 1`` or ``discard 0 cards``),
    so that a reader who presses one sees the rule that forbids it.

    >>> from cardlib.mus import new_game
    >>> g = new_game(seed=1, dealer=3)
    >>> [str(a) for a in tries(g.apply(NoMus()), 0)]
    ['paso', 'envido 2', 'envido 5', 'órdago', 'envido 1']
    """
    if state.is_over or state.to_act != seat:
        return []
    if state.phase is Phase.MUS:
        return [Mus(), NoMus()]
    if state.phase is Phase.DISCARD:
        hand = state.hands[seat]
        return [*(Discard(Cards([c])) for c in hand), Discard(hand), Discard(Cards())]
    if state.betting.bet is None:
        return [Paso(), Envido(2), Envido(5), Ordago(), Envido(1)]
    return [Quiero(), NoQuiero(), Reenvido(2), Ordago()]
