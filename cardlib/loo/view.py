"""What one seat may see of a Loo game.

:func:`table_view` turns a :class:`~cardlib.loo.game.State` into a :class:`cardlib.game.TableView`:
the viewer's hand face up and the other hands face down, the dummy (face down, until bought) in the
middle, the turned trump beside the dealer (apart from the trick in the centre), each player's chips
(and in trick play his tricks) and the pot as counters. :func:`deal_table` is the table of a finished
deal, every hand face up. The game in words is its events' words
(:meth:`cardlib.game.Event.words`).

>>> from cardlib.loo import new_game
>>> view = table_view(new_game(4, seed=2), viewer=0)
>>> [(p.name, p.seat) for p in view.piles], [str(c) for c in view.counters][-1]
([('dummy', None), ('turned trump', 0)], 'pot: 12')
>>> view.labels[0], sorted(view.face_down)
('You', [1, 2, 3])
"""

from __future__ import annotations

from ..cards import FRENCH_52, Cards
from ..game import Counter, Direction, Event, Pile, TableView, seat_name
from ..observe import Known, Observation, check_viewer, excluded_by_voids, played_in
from .core import strength
from .game import Phase, State

__all__ = ["table_view", "observe", "shown_voids", "deal_table", "seat_name", "PHASE_WORDS", "strongest_first", "score_svg"]

PHASE_WORDS = {
    Phase.DECLARE: "each player in turn says play, pass or buy dummy",
    Phase.PLAY: "trick play",
    Phase.OVER: "the game is over",
}
_DECLARED = {"play": "plays", "pass": "passes", "buy": "bought"}


def strongest_first(cards, trump) -> Cards:
    """Cards with the trumps first, then by suit, strongest first in each suit."""
    return Cards(sorted(cards, key=lambda c: (c.suit != trump, "SHDC".index(c.suit.value), -strength(c))))


def _label(state: State, seat: int, viewer: int | None) -> str:
    """A short name plate: "You" or "Seat N", and one word of where the seat stands (the dealer
    has the table's D button; the tricks won are a counter). It fits the plate's room with the
    table's " · to play" at every table size: 16 letters at most in all."""
    name = seat_name(seat, viewer)
    if state.phase is Phase.OVER:
        return f"{name} · lost" if seat in state.losers else f"{name} · won" if seat in state.winners else name
    if state.phase is Phase.PLAY and state.play is not None:
        return name if seat in state.play.order else f"{name} · out"
    said = state.declared[seat] if state.declared else None
    return f"{name} · {_DECLARED[said]}" if said else name


def _turned(card, dealer: int) -> Pile:
    """The turned trump, beside the dealer who turned it: apart from the trick in the middle."""
    return Pile("turned trump", Cards((card,)), face_up=True, seat=dealer)


def table_view(state: State, viewer: int | None) -> TableView:
    """What ``viewer`` sees now (``None``: everything face up): its observation's view,
    ``observe(state, viewer).view``, as ``state.table(viewer)`` gives it.

    The viewer's legal cards are outlined when it is his turn to play.
    """
    return observe(state, viewer).view


def _table(state: State, viewer: int | None) -> TableView:
    n = state.players
    trump = state.trump
    if state.phase is Phase.PLAY:
        hands = tuple(strongest_first(h, trump) for h in state.play.hands)
    elif state.phase is Phase.DECLARE:
        hands = tuple(strongest_first(h, trump) for h in state.hands)
    else:
        hands = (Cards(),) * n
    face_down = frozenset() if viewer is None else frozenset(s for s in range(n) if s != viewer and hands[s])
    centre = tuple(zip(state.play.trick.seats, state.play.trick.cards)) if state.phase is Phase.PLAY else ()
    highlight = frozenset()
    if state.phase is Phase.PLAY and state.to_act == viewer:
        highlight = frozenset(a.card for a in state.legal_actions())
    piles = []
    if state.phase is not Phase.OVER and state.turned is not None:
        if state.dummy:
            piles.append(Pile("dummy", state.dummy, face_up=viewer is None))
        piles.append(_turned(state.turned, state.dealer))
    counters = [Counter("chips", state.chips[s], s) for s in range(n)]
    if state.phase is Phase.PLAY:
        counters += [Counter("tricks", state.play.tricks_won[s], s) for s in state.play.order]
    counters = tuple(counters) + (Counter("pot", state.pot),)
    return TableView(hands=hands, direction=Direction.CLOCKWISE,
                     labels=tuple(_label(state, s, viewer) for s in range(n)), face_down=face_down,
                     centre=centre, dealer=None if state.phase is Phase.OVER else state.dealer,
                     to_act=state.to_act, status=_status(state, viewer), highlight=highlight,
                     piles=tuple(piles), counters=counters, viewer=viewer, hand_size=3)


def deal_table(state: State, event: Event, viewer: int | None) -> TableView:
    """The table of the deal that ``event`` (its ``"deal"`` event) closed, as the deal ended: each
    hand as it was played, face up (none for a seat that passed; the dummy for its buyer), the
    dummy if nobody bought it, the turned trump beside the dealer, each player's tricks, the
    chips and the pot after the deal, and that deal's own status lines (the play table's pause).

    >>> from cardlib.loo import new_game, LooBot
    >>> from cardlib.game import play_out
    >>> g = play_out(new_game(3, seed=5), {s: LooBot(s, trials=50) for s in range(3)},
    ...              stop=lambda s: bool(s.deals))
    >>> end = next(e for e in g.events if e.kind == "deal")
    >>> view = deal_table(g, end, 0)
    >>> view.face_down, view.to_act, view.status[0]
    (frozenset(), None, 'Deal 1 is over: trumps were diamonds ♦ (the turned card was 10♦)')
    """
    record = next(r for r in state.deals if r.number == event["number"])
    n = state.players
    trump = record.trump
    name = lambda s: seat_name(s, viewer)                                  # noqa: E731
    labels = tuple(name(s) + (" · looed" if s in record.looed else " · passed" if record.declared[s] == "pass"
                              else " · bought" if s == record.buyer else "") for s in range(n))
    piles = [] if record.buyer is not None or record.swept else [Pile("dummy", record.dummy, face_up=True)]
    piles.append(_turned(record.turned, record.dealer))
    counters = [Counter("chips", record.chips_end[s], s) for s in range(n)]
    counters += [Counter("tricks", record.tricks[s], s) for s in record.participants if record.tricks]
    lines = [f"Deal {record.number} is over: trumps were {trump.english} {trump.symbol} "
             f"(the turned card was {record.turned})"]
    if record.tricks_played:
        last = record.tricks_played[-1]
        cards = ", ".join(f"{name(s)} {c}" for s, c in last.plays)
        lines.append(f"Last trick: {cards}; {name(last.winner)} won it")
    lines.append("Chips: " + ", ".join(f"{name(s)} {c}" for s, c in enumerate(record.chips_end))
                 + f"; pot {record.pot_end}")
    return TableView(hands=tuple(strongest_first(h, trump) for h in event["hands"]), direction=Direction.CLOCKWISE,
                     labels=labels, dealer=record.dealer, status=tuple(lines), piles=tuple(piles),
                     counters=tuple(counters) + (Counter("pot", record.pot_end),), viewer=viewer, hand_size=3)


def _status(state: State, viewer: int | None) -> tuple[str, ...]:
    chips = "Chips: " + ", ".join(f"{seat_name(s, viewer)} {c}" for s, c in enumerate(state.chips)) \
        + f"; pot {state.pot}"
    if state.phase is Phase.OVER:
        # the game's last event names the winners (and the losers), each seat as the viewer names it
        ended = next((e for e in reversed(state.events) if e.kind == "game"), None)
        over = ended.words(viewer=viewer) if ended is not None else f"The game is over: {state.end}"
        return (over if over.endswith(".") else f"{over}.", chips)
    lines = [f"Trumps: {state.trump.english} {state.trump.symbol} (the turned card is {state.turned})",
             f"Round {state.round_no}, deal {state.in_round} of the round: {PHASE_WORDS[state.phase]}"]
    if state.phase is Phase.PLAY:
        lines[1] = f"Round {state.round_no}, deal {state.in_round}: trick {state.play.number + 1} of 3"
        done = state.play.finished
        if done is not None and not state.play.trick.cards:
            cards = ", ".join(f"{seat_name(s, viewer)} {c}" for s, c in done.plays)
            lines.append(f"Last trick: {cards}; {seat_name(done.winner, viewer)} won it")
    lines.append(chips)
    return tuple(lines)


def _sheet_lines(record) -> list[tuple[str, tuple[str, ...], str]]:
    """The lines of a deal's score sheet: (what happened, each seat's chips or change, the pot)."""
    n = len(record.chips_end)
    shares = record.shares or (0,) * n
    paid = record.paid or (0,) * n
    price = tuple(record.price if s == record.buyer else 0 for s in range(n))
    before = tuple(record.chips_end[s] - shares[s] + paid[s] + record.antes[s] + price[s] for s in range(n))
    pot = record.pot_start - sum(record.antes)
    signed = lambda v: f"{v:+d}".replace("-", "−") if v else ""              # noqa: E731
    lines = [("Before the deal", tuple(map(str, before)), str(pot))]
    if sum(record.antes):
        pot += sum(record.antes)
        lines.append(("Ante, 3 each", tuple(signed(-a) for a in record.antes), str(pot)))
    if record.buyer is not None and record.price:
        pot += record.price
        lines.append(("Dummy bought", tuple(signed(-p) for p in price), str(pot)))
    if record.swept:
        lines.append(("Dealer takes the pot", tuple(signed(v) for v in shares), "0"))
    else:
        pot -= sum(shares)
        lines.append((f"Tricks, {record.pot_played // 3} each", tuple(signed(v) for v in shares), str(pot)))
        if sum(paid):
            pot += sum(paid)
            lines.append(("Looed, 3 each", tuple(signed(-v) for v in paid), str(pot)))
    lines.append((f"After deal {record.number}", tuple(map(str, record.chips_end)), str(record.pot_end)))
    return lines


def score_svg(record, *, names=None) -> str:
    """A deal's score sheet as players keep it, as SVG: a column per player and one for the pot,
    a line for each payment (the antes, the dummy, the tricks' thirds, the loos), and the chips
    and the pot after the deal, the pot being what the next deal is played for (rules §2.8).

    >>> from cardlib.loo.lessons import first_deal
    >>> svg = score_svg(first_deal().record)
    >>> svg.startswith("<svg") and "next deal's pot: 3" in svg
    True
    """
    n = len(record.chips_end)
    names = names or [f"Seat {s}" for s in range(n)]
    lines = _sheet_lines(record)
    first, col, row_h, top = 150, 64, 26, 44
    width = first + col * (n + 1) + 8
    height = top + row_h * len(lines) + 34
    esc = lambda t: str(t).replace("&", "&amp;").replace("<", "&lt;")     # noqa: E731
    nxt = (f"the next deal's pot: {record.pot_end}; the same dealer deals again, no ante" if record.pot_end
           else "the pot is empty: the deal moves on and everyone antes")
    words = "; ".join(f"{what}: " + ", ".join(f"{names[s]} {v}" for s, v in enumerate(vals) if v) + f", pot {pot}"
                      for what, vals, pot in lines)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" style="max-width:100%;height:auto" role="img" '
           f'font-family="sans-serif" font-size="14">',
           f"<title>Score sheet of deal {record.number}: {esc(words)}; {esc(nxt)}</title>",
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fffdf5" stroke="#999"/>']
    heads = list(names) + ["Pot"]
    for i, h in enumerate(heads):
        x = first + col * i + col / 2
        out.append(f'<text x="{x}" y="{top - 24}" text-anchor="middle" font-weight="bold">{esc(h)}</text>')
        if i == record.dealer:
            out.append(f'<text x="{x}" y="{top - 8}" text-anchor="middle" font-size="12" font-style="italic">'
                       f'dealer</text>')
    for k, (what, vals, pot) in enumerate(lines):
        y = top + row_h * k
        last = k == len(lines) - 1
        if last:
            out.append(f'<rect x="1" y="{y}" width="{width - 2}" height="{row_h}" fill="#e8f0e0"/>')
        out.append(f'<line x1="0" y1="{y}" x2="{width}" y2="{y}" stroke="#bbb"/>')
        weight = ' font-weight="bold"' if last or k == 0 else ""
        out.append(f'<text x="8" y="{y + 18}"{weight}>{esc(what)}</text>')
        for i, v in enumerate(tuple(vals) + (pot,)):
            x = first + col * i + col / 2
            colour = ' fill="#b03a2e"' if v.startswith("−") else ' fill="#2e6b2e"' if v.startswith("+") else ""
            out.append(f'<text x="{x}" y="{y + 18}" text-anchor="middle"{weight}{colour}>{esc(v)}</text>')
    y = top + row_h * len(lines)
    out.append(f'<line x1="0" y1="{y}" x2="{width}" y2="{y}" stroke="#999"/>')
    out.append(f'<text x="8" y="{y + 22}" font-style="italic">{esc(nxt[:1].upper() + nxt[1:])}.</text>')
    out.append("</svg>")
    return "".join(out)


def shown_voids(state: State) -> dict[int, frozenset]:
    """The suits each seat has shown it lacks in this deal's trick play (rules §2.5): public,
    the same for every seat."""
    if state.phase is not Phase.PLAY:
        return {s: frozenset() for s in range(state.players)}
    return {s: frozenset(v) for s, v in state.play.voids(trump=state.trump).items()}


def observe(state: State, seat: int | None, *, view: bool = True) -> Observation:
    """What ``seat`` knows now (see :mod:`cardlib.observe`; ``None``: the whole table, face up):
    its table view and the events, the cards played and the voids shown in trick play, and the
    hand it threw away if it bought the dummy (it lies face down in ``"out"``). The view and the
    facts are each worked out when first read (``view`` is kept for the callers that say they want
    no picture: none is drawn unasked).

    >>> from cardlib.loo import new_game
    >>> seen = observe(new_game(4, seed=1), 1)
    >>> seen.hidden, [(p.name, p.cards) for p in seen.view.piles]
    ({0: 3, 2: 3, 3: 3}, [('dummy', HiddenCards(3)), ('turned trump', Cards('K♥'))])
    """
    seat = check_viewer(seat, state.players)
    return Observation(seat, state.events, lambda: _table(state, seat), lambda: _known(state, seat))


def _known(state: State, seat: int | None) -> Known:
    voids = shown_voids(state)
    mine = seat is not None and state.buyer == seat and state.current is not None
    thrown = frozenset(state.current.hands[seat]) if mine else frozenset()
    now = state.play.hands if state.play is not None else state.hands
    played = played_in(state.play.tricks, state.play.trick) if state.play is not None else Cards()
    return Known(Cards(now[seat]) if now and seat is not None else Cards(), played, voids,
                 excluded_by_voids(voids, FRENCH_52.cards), {"out": thrown})
