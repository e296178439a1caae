"""The betting subroutine of one lance (rules/mus.md §2.4), as immutable records.

A :class:`Betting` holds who may speak, the bet on the table and the replies
given so far; :func:`step` returns the next :class:`Betting`, or the
:class:`LanceResult` once the lance is closed. Seats are fixed numbers 0 to 3,
speaking goes to seat + 1 (counter-clockwise), and a seat's team is ``seat % 2``.

>>> b = start("grande", (1, 2, 3, 0))
>>> b = step(b, Envido(5))                       # seat 1 (team 1) opens with 5
>>> b.responders
(2, 0)
>>> b = step(b, NoQuiero())                      # seat 2 refuses, not firmly ...
>>> b = step(b, NoQuiero())                      # ... and seat 0 agrees
>>> b                                            # M9: a refused first bet is worth 1
LanceResult(lance='grande', status='refused', stake=0, team=1, paid=1)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterator

from ..game import Action
from .actions import Envido, NoQuiero, Ordago, Paso, Quiero, Reenvido, aggression

__all__ = ["aggression", "Bet", "Betting", "LanceResult", "start", "step", "why_not", "legal", "team_of", "NO_LANCE",
           "EN_PASO", "ACCEPTED", "REFUSED", "ORDAGO"]

NO_LANCE, EN_PASO, ACCEPTED, REFUSED, ORDAGO = "no lance", "en paso", "accepted", "refused", "ordago"


def team_of(seat: int) -> int:
    """Team 0 = seats 0 and 2, team 1 = seats 1 and 3."""
    return seat % 2


@dataclass(frozen=True)
class Bet:
    """The bet on the table: ``total`` points (``None`` for an órdago), made by ``team``.

    ``first`` is true for the lance's opening bet; ``levels`` is each team's own last
    bet or raise total (what it concedes by folding to a raise, A7).
    """

    total: int | None
    team: int
    first: bool
    levels: tuple[int, int]

    @property
    def is_ordago(self) -> bool:
        return self.total is None

    def __str__(self) -> str:
        return "an órdago" if self.total is None else f"a bet of {self.total}"


@dataclass(frozen=True)
class LanceResult:
    """How a lance closed: status is ``no lance``, ``en paso``, ``accepted``, ``refused`` or ``ordago``.

    ``stake``: the accepted total. ``team``: who won a refused lance (the bettors) or the only
    team holding pares/juego. ``paid``: points already paid at the refusal: 1 when the refused
    bet was the lance's first (``first``), else the refusing team's own last total, the whole
    bet it had made or raised to, not the amount of its last raise (§2.4, A7).
    """

    lance: str
    status: str
    stake: int = 0
    team: int | None = None
    paid: int = 0
    first: bool = field(default=False, repr=False)


@dataclass(frozen=True)
class Betting:
    """One lance in progress: eligible seats in speaking order, the opening round, the bet."""

    lance: str
    eligible: tuple[int, ...]
    opener: int = 0                       # index in eligible of the next opener (no bet yet)
    bet: Bet | None = None
    responders: tuple[int, ...] = ()      # seats answering the bet, in order
    replies: tuple[Action, ...] = ()      # replies already given to this bet
    last_bettor: int | None = None        # seat whose bet or raise stands

    @property
    def to_act(self) -> int:
        if self.bet is None:
            return self.eligible[self.opener]
        return self.responders[len(self.replies)]

    @property
    def partner_said(self) -> Action | None:
        """The first responder's reply, which the second responder hears."""
        return self.replies[0] if self.replies else None


def start(lance: str, eligible: tuple[int, ...]) -> Betting:
    """A fresh lance in which ``eligible`` seats (speaking order) may bet (§2.4, A5)."""
    return Betting(lance, tuple(eligible))


def _responders(b: Betting, bettor: int) -> tuple[int, ...]:
    after = [(bettor + i) % 4 for i in range(1, 4)]
    return tuple(s for s in after if s in b.eligible and team_of(s) != team_of(bettor))


def why_not(b: Betting, action: object) -> str | None:
    """The plain-words reason ``action`` is illegal now, or ``None`` if it is legal."""
    where = b.lance.capitalize()
    if not isinstance(action, (Paso, Envido, Reenvido, Quiero, NoQuiero, Ordago)):
        return (f"cannot {action}: in {where} a player says paso, envido, órdago, or answers a bet "
                "(rules §2.4)")
    if b.bet is None:
        if isinstance(action, (Reenvido, Quiero, NoQuiero)):
            return f"cannot {action}: there is no bet to answer in {where} yet (rules §2.4)"
        if isinstance(action, Envido) and action.points < 2:
            return f"cannot envido {action.points}: a bet is at least 2 (rules §2.4)"
        if isinstance(action, Ordago) and action.firm:
            return f"cannot {action}: 'for the team' is only for answering a bet (rules §2.4, A6)"
        return None
    if isinstance(action, (Paso, Envido)):
        return (f"cannot {action}: {b.bet} is on the table in {where}; answer with quiero, no quiero, "
                "reenvido or órdago (rules §2.4)")
    if b.bet.is_ordago and isinstance(action, (Reenvido, Ordago)):
        return f"cannot {action}: an órdago can only be accepted or refused (rules §2.4, A13)"
    if isinstance(action, Reenvido) and action.by < 2:
        return f"cannot reenvido +{action.by}: a raise is at least 2 (rules §2.4)"
    if action.firm and len(b.responders) < 2:
        return (f"cannot {action}: seat {b.to_act} answers alone, so the reply already binds the team "
                "(rules §2.4, A6)")
    return None


def legal(b: Betting, most: int) -> Iterator[Action]:
    """Every legal action, listing bets and raises up to ``most`` points (larger ones are legal too)."""
    most = max(most, 2)
    if b.bet is None:
        yield Paso()
        yield from (Envido(n) for n in range(2, most + 1))
        yield Ordago()
        return
    firms = (False, True) if len(b.responders) > 1 else (False,)
    for firm in firms:
        yield Quiero(firm)
        yield NoQuiero(firm)
        if not b.bet.is_ordago:
            yield from (Reenvido(k, firm) for k in range(2, most + 1))
            yield Ordago(firm)


def step(b: Betting, action: Action) -> "Betting | LanceResult":
    """The lance after ``action`` by ``b.to_act`` (the action must be legal: see :func:`why_not`)."""
    seat = b.to_act
    if b.bet is None:
        if isinstance(action, Paso):
            if b.opener + 1 == len(b.eligible):
                return LanceResult(b.lance, EN_PASO)
            return replace(b, opener=b.opener + 1)
        total = None if isinstance(action, Ordago) else action.points
        levels = [0, 0]
        levels[team_of(seat)] = total or 0
        bet = Bet(total, team_of(seat), True, tuple(levels))
        return replace(b, bet=bet, responders=_responders(b, seat), replies=(), last_bettor=seat)
    replies = b.replies + (action,)
    if not action.firm and len(replies) < len(b.responders):
        return replace(b, replies=replies)
    if action.firm or len(replies) == 1:
        final, by = action, seat
    else:   # two replies, neither firm: the more aggressive stands (§2.4)
        i = max(range(len(replies)), key=lambda j: (aggression(replies[j]), -j))
        final, by = replies[i], b.responders[i]
    bet = b.bet
    if isinstance(final, NoQuiero):
        folding = 1 - bet.team
        paid = 1 if bet.first else bet.levels[folding]
        return LanceResult(b.lance, REFUSED, 0, bet.team, paid, first=bet.first)
    if isinstance(final, Quiero):
        if bet.is_ordago:
            return LanceResult(b.lance, ORDAGO)
        return LanceResult(b.lance, ACCEPTED, bet.total)
    team = team_of(by)
    levels = list(bet.levels)
    total = None if isinstance(final, Ordago) else bet.total + final.by
    levels[team] = total or levels[team]
    raised = Bet(total, team, False, tuple(levels))
    return replace(b, bet=raised, responders=_responders(b, by), replies=(), last_bettor=by)
