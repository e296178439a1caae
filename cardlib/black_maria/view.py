"""What one seat may see of a Black Maria game.

:func:`table_view` turns a :class:`~cardlib.black_maria.game.State` into a
:class:`cardlib.game.TableView`: the viewer's hand face up and the others face down, the
trick in the centre, the committed passes as face-down piles beside their seats while
the pass is under way (the viewer's own face up), the three cards the viewer received
during the first trick, and each seat's penalty points as counters. :func:`deal_table` is the table of a finished
deal, every hand face up. :func:`penalty_sheet` draws the score as players keep it: a column of
running penalty totals per player, a line per deal. The game's story is its events' words (:meth:`cardlib.game.Event.words`): a
pass names its cards only to the passer and the receiver.

>>> from cardlib.black_maria import new_game
>>> view = table_view(new_game(3, seed=1), viewer=0)
>>> view.labels[0], sorted(view.face_down), view.dealer, view.to_act
('You', [1, 2], 0, 1)
>>> [str(c) for c in view.counters][:2]
['total: 0', 'total: 0']
"""

from __future__ import annotations

from typing import Sequence
from xml.sax.saxutils import escape

from ..cards import Cards
from ..errors import CardlibError
from ..game import Counter, Direction, Event, Pile, TableView, seat_name
from ..observe import Known, Observation, check_viewer, excluded_by_voids, played_in
from .core import deck
from .game import Phase, State

__all__ = ["table_view", "observe", "deal_table", "penalty_sheet", "seat_name"]


def observe(state: State, seat: int | None, *, view: bool = True) -> Observation:
    """What ``seat`` knows now (see :mod:`cardlib.observe`; ``None``: the whole table, face up):
    its table view and the events; in trick play the cards played, the suits each seat has shown
    it lacks (rules §2.4) and the three cards it passed, which it knows its receiver holds until
    he plays them (rules §2.2). The view and the facts are each worked out when first read
    (``view`` is kept for the callers that say they want no picture: none is drawn unasked).

    >>> from cardlib.black_maria import new_game, BlackMariaBot
    >>> from cardlib.game import play_out
    >>> state = play_out(new_game(3, seed=1), BlackMariaBot(0), stop=lambda s: s.phase is Phase.PLAY)
    >>> seen = observe(state, 0)
    >>> sorted(map(str, seen.holds[state.receiver(0)])) == sorted(map(str, state.passes[0]))
    True
    >>> seen.hidden, [(p.name, p.face_up) for p in seen.view.piles]      # the pass it received, face up to it
    ({1: 17, 2: 17}, [('from Seat 1', True)])
    """
    seat = check_viewer(seat, state.players)
    return Observation(seat, state.events, lambda: _table(state, seat), lambda: _known(state, seat))


def _known(state: State, seat: int | None) -> Known:
    n, play = state.players, state.play
    voids = {s: frozenset(v) for s, v in play.voids().items()} if play is not None else {s: frozenset() for s in range(n)}
    holds = {s: frozenset() for s in range(n)}
    if seat is not None and state.phase is Phase.PLAY and state.passes and state.passes[seat] is not None:
        to = state.receiver(seat)
        holds[to] = frozenset(c for c in state.passes[seat] if c in play.hands[to])
    cards = deck(n, six_all_twos=state.rules.six_all_twos)
    return Known(Cards(state.hands[seat]) if state.hands and seat is not None else Cards(),
                 played_in(play.tricks, play.trick) if play is not None else Cards(),
                 voids, excluded_by_voids(voids, cards), holds)


def table_view(state: State, viewer: int | None = None) -> TableView:
    """What ``viewer`` sees now (``None``: everything, face up): its observation's view,
    ``observe(state, viewer).view``, as ``state.table(viewer)`` gives it."""
    return observe(state, viewer).view


def _table(state: State, viewer: int | None) -> TableView:
    n = state.players
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


def penalty_sheet(names: Sequence[str], deals: Sequence[Sequence[int]], *, dealers: Sequence[int] = (),
                  blank: int = 0, title: str = "Black Maria penalty sheet") -> str:
    """The score sheet as players keep it, drawn as SVG: a column per player (``names``), a line
    per deal of ``deals`` (each the penalty points every player took in it, rules §2.5), each
    cell the deal's points and, in bold, the player's running total (§3.1: lower is better);
    ``dealers`` the seat that dealt each deal; ``blank`` empty lines under them, still to fill.

    >>> svg = penalty_sheet(["You", "Seat 1", "Seat 2"], [(7, 0, 36), (13, 20, 10)], dealers=(0, 1))
    >>> svg.startswith("<svg"), svg.count("class='sheet-total'"), "<title>" in svg
    (True, 6, True)
    >>> "You 20, Seat 1 20, Seat 2 46" in svg
    True
    >>> penalty_sheet(["You", "Seat 1"], [(1, 2, 3)])
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: deal 1 of the penalty sheet has 3 figures, but the sheet has 2 players: You, Seat 1
    """
    names = [str(n) for n in names]
    if not names:
        raise CardlibError("a penalty sheet needs the players' names")
    for number, row in enumerate(deals, start=1):
        if len(row) != len(names):
            raise CardlibError(f"deal {number} of the penalty sheet has {len(row)} figures, but the sheet has "
                               f"{len(names)} players: {', '.join(names)}")
    n = len(names)
    first, col, line, head = 64, 82, 34, 40
    width = first + n * col + 2
    rows = len(deals) + blank
    height = head + line * max(rows, 1) + 34
    totals = [0] * n
    parts = [f"<rect x='1' y='1' width='{width - 2}' height='{height - 2}' rx='6' fill='#fffdf6' stroke='#8a7d5a'/>",
             f"<text x='8' y='25' font-size='13' font-weight='bold' fill='#333'>Deal</text>"]
    for i, name in enumerate(names):
        x = first + i * col
        parts.append(f"<line x1='{x}' y1='8' x2='{x}' y2='{height - 8}' stroke='#b9ad8a'/>")
        parts.append(f"<text x='{x + col / 2}' y='25' font-size='13' font-weight='bold' fill='#333' "
                     f"text-anchor='middle'>{escape(name)}</text>")
    parts.append(f"<line x1='6' y1='{head - 4}' x2='{width - 6}' y2='{head - 4}' stroke='#8a7d5a' stroke-width='1.5'/>")
    said = []
    for r in range(rows):
        y = head + r * line
        parts.append(f"<line x1='6' y1='{y + line}' x2='{width - 6}' y2='{y + line}' stroke='#e0d8c0'/>")
        if r >= len(deals):
            continue
        parts.append(f"<text x='8' y='{y + 22}' font-size='13' fill='#333'>{r + 1}</text>")
        for i, points in enumerate(deals[r]):
            totals[i] += points
            x = first + i * col
            if r < len(dealers) and dealers[r] == i:
                parts.append(f"<text x='{x + col - 4}' y='{y + 10}' font-size='9' fill='#8a7d5a' "
                             f"text-anchor='end'>dealt</text>")
            parts.append(f"<text x='{x + 8}' y='{y + 22}' font-size='11' fill='#777'>+{points}</text>")
            parts.append(f"<text class='sheet-total' x='{x + col - 10}' y='{y + 23}' font-size='16' "
                         f"font-weight='bold' fill='#1a1a1a' text-anchor='end'>{totals[i]}</text>")
        said.append(f"after deal {r + 1}: " + ", ".join(f"{names[i]} {totals[i]}" for i in range(n)))
    foot = "Each box: the deal's points, then the total."
    parts.append(f"<text x='8' y='{height - 12}' font-size='10' fill='#666'>{escape(foot)}</text>")
    words = f"{title}: " + ("; ".join(said) if said else "nothing written yet") + "."
    return (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {width} {height}' width='{width}' "
            f"height='{height}' style='max-width:100%;height:auto' role='img' aria-label='{escape(words, {chr(39): '&#39;'})}' "
            f"class='cardlib-penalty-sheet' font-family='sans-serif'><title>{escape(words)}</title>"
            + "".join(parts) + "</svg>")
