"""What one seat may see of a Black Maria game.

:func:`table_view` turns a :class:`~cardlib.black_maria.game.State` into a
:class:`cardlib.game.TableView`: the viewer's hand face up and the others face down, the
trick in the centre, the committed passes as face-down piles beside their seats while
the pass is under way (the viewer's own face up), the three cards the viewer received
during the first trick, and each seat's penalty points as counters. :func:`deal_table` is the table of a finished
deal, every hand face up. The game's story is its events' words (:meth:`cardlib.game.Event.words`): a
pass names its cards only to the passer and the receiver.

>>> from cardlib.black_maria import new_game
>>> view = table_view(new_game(3, seed=1), viewer=0)
>>> view.labels[0], sorted(view.face_down), view.dealer, view.to_act
('You', [1, 2], 0, 1)
>>> [str(c) for c in view.counters][:2]
['total: 0', 'total: 0']
"""

from __future__ import annotations

from ..cards import Cards
from ..errors import CardlibError
from ..game import Counter, Direction, Event, Pile, TableView, seat_name
from .game import Phase, State

__all__ = ["table_view", "deal_table", "seat_name"]


def table_view(state: State, viewer: int | None = None) -> TableView:
    """What ``viewer`` sees now (``None``: everything, face up)."""
    n = state.players
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < n):
        raise CardlibError(f"viewer must be a seat from 0 to {n - 1} (or None for everything), got {viewer!r}")
    hands = tuple(Cards(h).sorted() for h in state.hands)
    labels = tuple(seat_name(s, viewer) for s in range(n))
    face_down = frozenset(s for s in range(n) if viewer is not None and s != viewer and hands[s])
    piles, centre, highlight = [], (), frozenset()
    if state.phase is Phase.PASS:
        for s in range(n):
            if state.passes[s] is not None:
                piles.append(Pile(f"to {seat_name(state.receiver(s), viewer)}", Cards(state.passes[s]),
                                  face_up=viewer is None or viewer == s, seat=s))
    if state.phase is Phase.PLAY:
        centre = tuple(zip(state.play.trick.seats, state.play.trick.cards))
        if state.play.number == 0:
            for s in range(n):
                if viewer is None or viewer == s:
                    giver = state.giver(s)
                    piles.append(Pile(f"from {seat_name(giver, viewer)}", Cards(state.passes[giver]),
                                      face_up=True, seat=s))
        if state.to_act == viewer:
            highlight = frozenset(r.card for r in state.rulings() if r.legal)
    counters = []
    for s in range(n):
        counters.append(Counter("total", state.totals[s], seat=s))
        if state.phase is Phase.PLAY:
            counters.append(Counter("this deal", state.taken(s), seat=s))
    return TableView(hands=hands, direction=Direction.CLOCKWISE, labels=labels, face_down=face_down,
                     centre=centre, dealer=None if state.is_over else state.dealer, to_act=state.to_act,
                     status=_status(state, viewer), highlight=highlight, piles=tuple(piles),
                     counters=tuple(counters), viewer=viewer, hand_size=state.cards_each or None)


def deal_table(state: State, event: Event, viewer: int | None) -> TableView:
    """The table of the deal that ``event`` (its ``"deal"`` event) closed, as the deal ended:
    each hand as it was played (after the pass), face up; the penalty points each seat took in
    it and the totals after it; that deal's own status lines (the play table's pause).

    >>> from cardlib.black_maria import new_game, BlackMariaBot
    >>> from cardlib.game import play_out
    >>> g = play_out(new_game(3, seed=1), {s: BlackMariaBot() for s in range(3)}, stop=lambda s: bool(s.deals))
    >>> view = deal_table(g, next(e for e in g.events if e.kind == "deal"), 0)
    >>> view.face_down, view.to_act, view.status[0], [str(c) for c in view.counters][:2]
    (frozenset(), None, 'Deal 1 is over', ['total: 21', 'this deal: 21'])
    """
    record = next(r for r in state.deals if r.number == event["number"])
    n = state.players
    name = lambda s: seat_name(s, viewer)                                  # noqa: E731
    counters = []
    for s in range(n):
        counters += [Counter("total", record.totals[s], seat=s), Counter("this deal", record.scored[s], seat=s)]
    lines = [f"Deal {record.number} is over",
             "Totals: " + ", ".join(f"{name(s)} {record.totals[s]}" for s in range(n))]
    if record.tricks:
        last = record.tricks[-1]
        cards = ", ".join(f"{name(s)} {c}" for s, c in last.plays)
        lines.append(f"Last trick: {cards}; {name(last.winner)} took it "
                     f"({last.points} penalty point{'' if last.points == 1 else 's'})")
    return TableView(hands=tuple(Cards(h).sorted() for h in record.played), direction=Direction.CLOCKWISE,
                     labels=tuple(name(s) for s in range(n)), dealer=record.dealer, status=tuple(lines),
                     counters=tuple(counters), viewer=viewer, hand_size=len(record.played[0]) or None)


def _status(state: State, viewer: int | None) -> tuple[str, ...]:
    name = lambda s: seat_name(s, viewer)
    totals = "Totals: " + ", ".join(f"{name(s)} {state.totals[s]}" for s in range(state.players))
    if state.is_over:
        low = min(state.totals)
        who = " and ".join(name(s) for s in state.winners)
        verb = "share the win" if len(state.winners) > 1 else ("win" if state.winners == (viewer,) else "wins")
        return (f"The game is over: {who} {verb} with {low}, the lowest total", totals)
    direction = "left" if state.rules.pass_left else "right"
    if state.phase is Phase.PASS:
        waiting = [name(s) for s in state.pass_order if state.passes[s] is None]
        return (f"Deal {state.deal_no}: each player passes three cards to the {direction} "
                f"(still to choose: {', '.join(waiting)})", totals)
    trick = state.play.number + 1
    line = f"Deal {state.deal_no}, trick {trick} of {state.cards_each}"
    lines = [line, totals]
    if state.tricks and not state.play.trick.cards:
        last = state.tricks[-1]
        cards = ", ".join(f"{name(s)} {c}" for s, c in last.plays)
        lines.append(f"Last trick: {cards}; {name(last.winner)} took it ({last.points} penalty point{'' if last.points == 1 else 's'})")
    return tuple(lines)
