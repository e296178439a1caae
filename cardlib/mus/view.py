"""What one seat may see of a Mus game, in words and as a table (no drawing here).

:func:`table_view` is what ``state.table(viewer)`` asks for, the
:class:`~cardlib.game.TableView` the play widget draws: the viewer's own hand face
up, the others face down until the game is over, each seat labelled with its
role (mano, postre), the team scores as counters, and a few status lines (the deal
and lance, the bet on the table, the score, how this deal's lances closed; written
here by :func:`status_lines`). The events' words (:meth:`cardlib.game.Event.words`,
with :func:`seat_names` for the seats) tell the game; :func:`last_showdown` gathers the last
showdown from the events (every hand, each contest's winner and points), and
:func:`tries` lists the few actions the play widget offers as buttons (one of them
may be illegal, so that a reader can see the rule's reason).

Seats never move: seat 0 sits at the bottom, play goes counter-clockwise, so seat 1
is on seat 0's right and seat 2 is seat 0's partner.

>>> from cardlib.mus import new_game
>>> g = new_game(seed=1, dealer=3, hands=["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])
>>> v = table_view(g, 0)
>>> v.labels
('You · mano', 'Seat 1', 'Seat 2', 'Seat 3 · postre')
>>> sorted(v.face_down), v.status[0]
([1, 2, 3], 'Deal 1 · Mus: each player asks to change cards (mus) or plays the hand as dealt (no hay mus), mano first')
>>> seat_names(2)
('Seat 0', 'Seat 1', 'You', 'Seat 3')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import Cards
from ..errors import CardlibError
from ..game import Action, Counter, Direction, Event, TableView, seat_name
from .actions import Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Quiero, Reenvido
from .betting import ACCEPTED, EN_PASO, NO_LANCE, ORDAGO, REFUSED, LanceResult
from .signals import allowed, signals
from .state import Phase, State
from ..observe import Known, Observation

__all__ = ["seat_names", "seat_labels", "partners_line", "team_names", "table_view", "deal_table", "status_lines", "lance_summary", "tries",
           "words", "last_deal_line", "Contest", "Showdown", "last_showdown"]

def _check_viewer(viewer: object) -> int | None:
    if viewer is None:
        return None
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer <= 3:
        raise CardlibError(f"viewer must be a seat from 0 to 3 (or None to see every hand), got {viewer!r}")
    return viewer


def seat_names(viewer: int | None = 0) -> tuple[str, ...]:
    """The names of seats 0 to 3 as ``viewer`` says them: "You" for the viewer, "Seat N" for the
    others, as in every game of the book (``None``: 'Seat 0' to 'Seat 3')."""
    viewer = _check_viewer(viewer)
    return tuple(seat_name(s, viewer) for s in range(4))


def seat_labels(viewer: int | None, mano: int, dealer: int) -> tuple[str, ...]:
    """The table's name plates: each seat's name, and who is mano and postre (the dealer)."""
    names = seat_names(viewer)
    return tuple(names[s] + (" · mano" if s == mano else " · postre" if s == dealer else "") for s in range(4))


def partners_line(viewer: int | None = 0) -> str:
    """Who plays with whom, in the seats' names: the partners sit across the table.

    >>> partners_line(0), partners_line(None)
    ('You and Seat 2 play against Seat 1 and Seat 3', 'Seat 0 and Seat 2 play against Seat 1 and Seat 3')
    """
    names = seat_names(viewer)
    me = 0 if viewer is None else viewer
    return (f"{names[me]} and {names[(me + 2) % 4]} play against "
            f"{names[min((me + 1) % 4, (me + 3) % 4)]} and {names[max((me + 1) % 4, (me + 3) % 4)]}")


def team_names(viewer: int | None = 0) -> tuple[str, str]:
    """Names of team 0 (seats 0 and 2) and team 1 (seats 1 and 3) as ``viewer`` says them."""
    viewer = _check_viewer(viewer)
    if viewer is None:
        return ("team 0 (seats 0 and 2)", "team 1 (seats 1 and 3)")
    mine = viewer % 2
    return tuple("your team" if t == mine else "their team" for t in (0, 1))


def table_view(state: State, viewer: int | None = 0, *, reveal: bool = False) -> TableView:
    """The table as ``viewer`` sees it: its own hand face up, the others' backs until the game is
    over (``viewer=None`` or ``reveal=True``: every hand face up, as in a worked example); seats
    named as the viewer says them, the dealer, who acts, status lines (deal, lance, bet, score),
    each team's score as a counter, and the viewer's seat drawn at the bottom. It is the view of
    the viewer's observation, ``observe(state, viewer, reveal=reveal).view``, as
    ``state.table(viewer, reveal=reveal)`` gives it."""
    return observe(state, viewer, reveal=reveal).view


def _table(state: State, viewer: int | None, reveal: bool) -> TableView:
    hidden = frozenset() if viewer is None or reveal or state.is_over else frozenset(
        s for s in range(4) if s != viewer)
    teams = team_names(viewer)
    counters = tuple(Counter(teams[t], state.points[t]) for t in (0, 1))
    return TableView(hands=tuple(Cards(h) for h in state.hands), direction=Direction.COUNTER_CLOCKWISE,
                     labels=seat_labels(viewer, state.mano, state.dealer), face_down=hidden, dealer=state.dealer,
                     to_act=state.to_act, status=status_lines(state, viewer), counters=counters, viewer=viewer,
                     hand_size=4)


def deal_table(state: State, event: Event, viewer: int | None = 0) -> TableView:
    """The table of the deal that ``event`` (its ``"deal"`` event) closed, at its showdown: every
    hand face up, the mano and the postre of that deal, each team's score after it, and that
    deal's own status lines (the play table's pause).

    >>> from cardlib.mus import new_game, Paso
    >>> g = new_game(seed=19, dealer=3, hands=["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])
    >>> g = g.apply(NoMus())
    >>> while g.deal_no == 1:
    ...     g = g.apply(Paso())
    >>> view = deal_table(g, next(e for e in g.events if e.kind == "deal"), 0)
    >>> view.labels, view.face_down, view.status[0]
    (('You · mano', 'Seat 1', 'Seat 2', 'Seat 3 · postre'), frozenset(), 'Deal 1 is over: your team +3, their team +0')
    """
    record = next(r for r in state.deals if r.number == event["number"])
    teams = team_names(viewer)
    labels = seat_labels(viewer, (record.dealer + 1) % 4, record.dealer)
    got = [sum(e.points for e in record.entries if e.team == t) for t in (0, 1)]
    after = [sum(e.points for r in state.deals if r.number <= record.number for e in r.entries if e.team == t)
             for t in (0, 1)]
    lines = [f"Deal {record.number} is over: {teams[0]} +{got[0]}, {teams[1]} +{got[1]}",
             f"Score: {teams[0]} {after[0]}, {teams[1]} {after[1]} (first to {state.rules.target})"]
    if record.lances:
        lines.append("This deal: " + "; ".join(lance_summary(r, viewer) for r in record.lances))
    return TableView(hands=tuple(Cards(h) for h in record.hands), direction=Direction.COUNTER_CLOCKWISE,
                     labels=labels, dealer=record.dealer, status=tuple(lines),
                     counters=tuple(Counter(teams[t], after[t]) for t in (0, 1)), viewer=viewer, hand_size=4)


def words(template: str, viewer: int | None = 0, *, capital: bool = True) -> str:
    """An event template (seats as ``{seat2}``) in the words of ``viewer``.

    >>> words("{seat2}'s pair (*par*, rules §3.3)"), words("{seat2}'s pair", 2)
    ("Seat 2's pair (*par*, rules §3.3)", 'Your pair')
    >>> words("all-in bet (órdago) in Grande won by {seat0}", 0, capital=False)
    'all-in bet (órdago) in Grande won by you'
    """
    text = Event("words", template).words(dict(enumerate(seat_names(viewer))))
    if not capital and not template.startswith("{"):
        text = template[:1] + text[1:]
    return text


_PHASE_WORDS = {
    Phase.MUS: "Mus: each player asks to change cards (mus) or plays the hand as dealt (no hay mus), mano first",
    Phase.DISCARD: "Discard: all four asked to change cards, so each throws away 1 to 4, mano first",
}


def status_lines(state: State, viewer: int | None = 0) -> tuple[str, ...]:
    """Short lines: where the deal stands, the bet on the table, the score, the lances so far."""
    names, teams = seat_names(viewer), team_names(viewer)
    a, b = state.scores
    target = state.rules.target
    if state.is_over:
        head = f"Game over: {teams[state.winner]} won, {max(a, b) if a != b else a}-{min(a, b)}"
    elif state.phase in _PHASE_WORDS:
        head = f"Deal {state.deal_no} · {_PHASE_WORDS[state.phase]}"
    else:
        lance = state.phase.value.capitalize()
        bet = state.betting.bet
        if bet is None:
            doing = "pass (paso), bet 2 or more (envido) or all in (órdago)"
        else:
            doing = f"{teams[bet.team]} bet {'all in (órdago)' if bet.is_ordago else bet.total}; {teams[1 - bet.team]} answer"
        head = f"Deal {state.deal_no} · {lance}: {doing}"
    lines = [head, f"Score: {teams[0]} {a}, {teams[1]} {b} (first to {target})"]
    if not state.is_over:
        flags = [teams[t] for t in (0, 1) if state.dientro[t]]
        if flags:
            lines[1] += " · within reach of the target (dientro): " + " and ".join(flags)
    if not state.is_over and state.deals and state.phase is Phase.MUS and not state.exchanges \
            and state.deals[-1].number == state.deal_no - 1:
        lines.append(last_deal_line(state, viewer))
    done = [lance_summary(r, viewer) for r in state.lances]
    if done and not state.is_over:
        lines.append("This deal: " + "; ".join(done))
    if state.is_over and state.ledger:
        last = state.ledger[-1]
        lines.append(f"Last score: {teams[last.team]} +{last.points}, "
                     f"{words(last.words or last.reason, viewer, capital=False)}")
    return (*lines, partners_line(viewer))


def last_deal_line(state: State, viewer: int | None = 0) -> str:
    """What the last deal's showdown revealed and paid, in one line (shown at the next deal's start):
    each hand, mano first, in the words the rest of the table uses (the cards' English names, not
    the book's typing codes), then each team's points."""
    names, teams = seat_names(viewer), team_names(viewer)
    record = state.deals[-1]
    got = [sum(e.points for e in record.entries if e.team == t) for t in (0, 1)]
    order = [(record.dealer + 1 + i) % 4 for i in range(4)]
    hands = "; ".join(f"{names[s]} held {Cards(record.hands[s]).words()}" for s in order)
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
        return f"{name} passed by everyone (en paso)"
    if result.status == ORDAGO:
        return f"{name}: all-in bet (órdago) accepted"
    if result.status == NO_LANCE:
        return (f"{name} not bet: only {teams[result.team]} holds it" if result.team is not None
                else f"{name}: nobody holds it")
    return f"{name}: {result.status}"    # pragma: no cover - every status is listed above


@dataclass(frozen=True)
class Contest:
    """One contest at a showdown: who held the best hand, which team took it and how many
    points it paid there (``earlier``: points a refusal paid before the showdown)."""

    lance: str
    status: str
    winner: int | None
    team: int | None
    points: int
    earlier: int
    words: str
    why: str


@dataclass(frozen=True)
class Showdown:
    """The showdown of one deal, from its "deal" event: every hand face up, each contest, the
    deal's points per team (refusals included) and the seats named for the viewer."""

    number: int
    dealer: int
    hands: tuple[Cards, ...]
    labels: tuple[str, ...]
    contests: tuple[Contest, ...]
    points: tuple[int, int]
    ends_game: bool

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(c.words for c in self.contests)


def last_showdown(state: State, viewer: int | None = 0) -> Showdown | None:
    """The last showdown so far (the hands shown, each contest's winner and points), or ``None``.

    A deal that ends at the target before the hands are shown has none.

    >>> from cardlib.mus import new_game, Paso
    >>> g = new_game(seed=19, dealer=3, hands=["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])
    >>> g = g.apply(NoMus())
    >>> while g.deal_no == 1:
    ...     g = g.apply(Paso())
    >>> shown = last_showdown(g, 0)
    >>> [(c.lance, c.winner, c.points) for c in shown.contests], shown.points
    ([('grande', 0, 0), ('chica', 2, 0), ('pares', 0, 1), ('juego', 0, 2)], (3, 0))
    >>> shown.lines[3]
    'Juego: You have the best juego (31); passed by everyone (en paso): You and Seat 2 +2'
    """
    events = state.events
    shown = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "deal"), None)
    if shown is None:
        return None
    ended = events[shown]
    names = dict(enumerate(seat_names(viewer)))
    contests = tuple(Contest(e["lance"], e["status"], e["winner"], e["team"], e["points"], e["earlier"],
                             e.words(names), e["why"]) for e in ended["lines"])
    ends = state.is_over and state.deal_no == ended["number"]
    dealer = ended["dealer"]
    labels = seat_labels(viewer, (dealer + 1) % 4, dealer)
    return Showdown(ended["number"], dealer, ended["hands"], labels, contests, ended["points"], ends)


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


def observe(state: State, seat: int | None, *, view: bool = True, reveal: bool = False) -> Observation:
    """What ``seat`` knows now (see :mod:`cardlib.observe`): its table view and the events, and in
    ``facts``: ``thrown``, its own discards still in the pile (face down, rules §2.3); ``pares``
    and ``juego``, who holds them (seat: True or False) once declared (§2.4); and ``signs``, the
    signs its partner's hand shows (§2.6; ``None`` when signals are not allowed, or while the
    partner holds fewer than four cards in an exchange). ``None``: the whole table, every hand
    face up; ``reveal=True``: the seat's view with every hand face up (open hands: what it may
    infer is the same). The view and the facts are each worked out when first read (``view`` is
    kept for the callers that say they want no picture: none is drawn unasked).

    >>> from cardlib.mus import new_game
    >>> seen = observe(new_game(seed=1), 0)
    >>> seen.hidden, sorted(seen.facts)
    ({1: 4, 2: 4, 3: 4}, ['juego', 'pares', 'signs', 'thrown'])
    """
    if not isinstance(state, State):
        raise CardlibError(f"expected a mus.State, got {state!r}")
    seat = _check_viewer(seat)
    return Observation(seat, state.events, lambda: _table(state, seat, reveal), lambda: _known(state, seat))


def _known(state: State, seat: int | None) -> Known:
    start = max(i for i, e in enumerate(state.events) if e.kind == "new deal")
    events = state.events[start:]
    mine = {c for e in events if e.kind == "action" and e.seat == seat and isinstance(e.action, Discard)
            for c in e.action.cards}
    declared: dict = {"pares": {}, "juego": {}}
    for e in events:
        if e.kind == "declare":
            lance = "juego" if e["lance"] == "punto" else e["lance"]
            holders = e["holders"]
            declared[lance] = {s: s in holders for s in range(4)}
    signs = None
    if seat is not None:
        hand = state.hands[(seat + 2) % 4]               # its partner's
        signs = signals(hand, state.rules) if allowed(state.rules, state.deal_no) and len(hand) == 4 else None
    facts = dict(thrown={c for c in state.discards if c in mine}, pares=declared["pares"],
                 juego=declared["juego"], signs=signs)
    return Known(Cards(state.hands[seat]) if seat is not None else Cards(),
                 holds={"discards": frozenset(facts["thrown"])}, facts=facts)
