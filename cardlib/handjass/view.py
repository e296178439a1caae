"""What one seat may see of a Handjass game: the table view the play widget draws.

:func:`table_view` turns a :class:`~cardlib.handjass.game.State` into a
:class:`cardlib.game.TableView`: the viewer's own hand face up, every other hand face
down, each seat labelled with its slate (strokes ``|`` and circles ``○``, rules §4),
the trick in play in the centre, the turned trump card and the face-down Blind and store
as piles in the middle, each seat's net strokes as a counter, and short status lines
(trumps, the phase, the card points won so far). ``State.table(viewer)`` gives the same view.
The game in words is its events' words (:meth:`cardlib.game.Event.words`), the viewer named "You".

>>> from cardlib.handjass import new_game
>>> view = table_view(new_game(4, seed=1), viewer=0)
>>> view.labels[0], sorted(view.face_down), view.dealer
('You', [1, 2, 3], 0)
>>> view.status[0]
'Trumps: clubs ♣ (the turned card is 10♣)'
>>> [(p.name, len(p.cards)) for p in view.piles], [str(c) for c in view.counters][:2]
([('turned trump', 1), ('Blind', 0), ('store', 0)], ['net strokes: 0', 'net strokes: 0'])
"""

from __future__ import annotations

from ..cards import SWISS_36, Card, Cards
from ..errors import CardlibError
from ..game import Counter, Direction, Event, Pile, TableView, plural, seat_name
from ..observe import Known, Observation, check_viewer, played_in
from .core import card_points, strength
from .game import Declaration, Exchange, Phase, State
from ..render import scene, svg
from ..render.scene import Box, Group, Path, Picture, Text

__all__ = ["table_view", "observe", "unseen_places", "deal_tricks", "deal_table", "seat_name", "names", "last_trick", "piles", "PHASE_WORDS", "tally_svg"]

PHASE_WORDS = {
    "exchange": "each player may swap three cards for three Bessern cards",
    "declare": "each player in turn says play or pass",
    "agree": "Two players play: do both agree to take +1 each without playing?",
    "rob": "the holder of the trump Six may swap it for the turned-up card",
    "play": "Trick play",
    "over": "The game is over",
}


def names(players: int, viewer: int | None = None) -> dict[int, str]:
    """How the log names each seat: ``"You"`` for the viewer, ``"Seat N"`` for the others.

    >>> names(3, viewer=0)
    {0: 'You', 1: 'Seat 1', 2: 'Seat 2'}
    """
    return {s: seat_name(s, viewer) for s in range(players)}


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


def _slate_words(state: State, seat: int) -> str:
    """A seat's slate as words say it (a screen reader reads the signs | and ○ as a line and a
    circle): ``'slate: 2 strokes, 1 circle'``, or '' for a clean slate."""
    strokes, circles = state.board.strokes[seat], state.board.circles[seat]
    parts = [plural(n, word) for n, word in ((strokes, "stroke"), (circles, "circle")) if n]
    return f"slate: {', '.join(parts)}" if parts else ""


def _label(state: State, seat: int, viewer: int, spoken: bool = False) -> str:
    """The seat's plate: its name, why it sits out, its slate (``spoken``: the slate in words).

    >>> from cardlib.handjass import new_game
    >>> state = new_game(3, seed=1)
    >>> _label(state, 1, 0), _label(state, 1, 0, spoken=True)
    ('Seat 1', 'Seat 1')
    """
    name = seat_name(seat, viewer)
    if seat in state.retired:
        name += " · out"
    elif state.phase == "over" and seat == state.loser:
        name += " · loser"
    elif state.phase == "play" and seat not in state.active:
        name += " · passed"
    if spoken:
        words = _slate_words(state, seat)
        return f"{name}, {words}" if words else name
    return f"{name} {state.slates[seat]}".rstrip()


def table_view(state: State, viewer: int | None) -> TableView:
    """What ``viewer`` sees now: his hand face up, the others face down, slates, trick and status
    (``viewer=None``: every hand face up, as in a worked deal): its observation's view,
    ``observe(state, viewer).view``, as ``state.table(viewer)`` gives it.

    The viewer's legal cards are outlined when it is his turn to play a card.
    """
    return observe(state, viewer).view


def _table(state: State, viewer: int | None) -> TableView:
    n = state.players
    hands = tuple(strongest_first(state.hands[s], state.trump) if s < len(state.hands) else Cards()
                  for s in range(n))
    labels = tuple(_label(state, s, viewer) for s in range(n))
    spoken = tuple(_label(state, s, viewer, spoken=True) for s in range(n))
    centre: tuple = ()
    if state.phase == "play" and state.trick is not None:
        centre = tuple(zip(state.trick.seats, state.trick.cards))
    highlight: frozenset = frozenset()
    if state.phase == "play" and state.to_act == viewer:
        highlight = frozenset(r.card for r in state.rulings() if r.legal)
    return TableView(hands=hands, direction=Direction.COUNTER_CLOCKWISE, labels=labels, spoken=spoken,
                     face_down=frozenset(s for s in range(n) if viewer is not None and s != viewer and hands[s]),
                     centre=centre, dealer=None if state.phase == "over" else state.dealer,
                     to_act=state.to_act, status=_status(state, viewer), highlight=highlight,
                     piles=piles(state), counters=tuple(Counter("net strokes", state.scores[s], s) for s in range(n)),
                     viewer=viewer, hand_size=12 if state.rules.twelve_cards else 9)


def deal_table(state: State, event: Event, viewer: int | None) -> TableView:
    """The table of the deal that ``event`` (its ``"deal"`` event) closed, as the deal ended: the
    players' hands as trick play began, face up (none if the deal was not played), the turned
    trump (the Blind and the store empty), each player's points and strokes in that deal, the
    slates after it and that deal's own status lines (the play table's pause).

    >>> from cardlib.handjass import new_game, HandjassBot
    >>> from cardlib.game import play_out
    >>> g = play_out(new_game(3, seed=1), {s: HandjassBot(seed=s) for s in range(3)}, stop=lambda s: bool(s.deals))
    >>> view = deal_table(g, next(e for e in g.events if e.kind == "deal"), 0)
    >>> view.face_down, view.to_act, view.status[0]
    (frozenset(), None, 'Deal 1 is over (played); trumps were hearts ♥ (the turned card was A♥)')
    """
    record = next(r for r in state.deals if r.number == event["number"])
    n = state.players
    name = lambda s: seat_name(s, viewer)                                  # noqa: E731
    dealt = event.get("hands") or (Cards(),) * n
    hands = tuple(strongest_first(h, record.trump) for h in dealt) + (Cards(),) * (n - len(dealt))
    # a seat that had left the game before this deal (safe) did not pass it: it is out
    left = lambda s: "passed" if s in record.seats else "out"             # noqa: E731
    plates = tuple(name(s) if s in record.active or not record.active else f"{name(s)} · {left(s)}" for s in range(n))
    labels = tuple(f"{plate} {state.slates[s]}".rstrip() for s, plate in enumerate(plates))
    spoken = tuple(f"{plate}, {_slate_words(state, s)}" if _slate_words(state, s) else plate
                   for s, plate in enumerate(plates))
    counters = [Counter("points", record.totals[s], s) for s in record.active if record.totals]
    counters += [Counter("strokes", record.strokes[s], s) for s in range(n)]
    places = [Pile("turned trump", Cards([record.turned]), True, None)]
    if not state.rules.twelve_cards:
        places.append(Pile("Bessern" if state.variant.endswith("bessern") else "Blind", Cards(), False, None))
    places.append(Pile("store", Cards(), False, None))
    trumps = f"{record.trump.english} {record.trump.symbol}"
    lines = [f"Deal {record.number} is over ({record.outcome}); trumps were {trumps} "
             f"(the turned card was {record.turned})",
             "Strokes: " + ", ".join(f"{name(s)} {record.strokes[s]:+d}" for s in range(n) if record.strokes[s])
             if any(record.strokes) else "Strokes: none"]
    return TableView(hands=hands, direction=Direction.COUNTER_CLOCKWISE, labels=labels, spoken=spoken,
                     dealer=record.dealer, status=tuple(lines), piles=tuple(places), counters=tuple(counters), viewer=viewer,
                     hand_size=12 if state.rules.twelve_cards else 9)


def piles(state: State) -> tuple[Pile, ...]:
    """The cards beside the hands, all in the middle of the table: the turned trump card, face up
    for the whole deal (it names the trumps; rules §2.1), then the face-down cards lying aside:
    the Blind (rules §2.6; the Bessern pile in the Bessern variants, §5.1) and the store (rules
    §2.7). The same places lie on the table all game, empty when a deal has no such cards (four
    players deal out all 36; a taken Blind is gone), so the table keeps its size from deal to deal
    as players leave; the twelve-card variant has no Blind, so no place for it.

    >>> from cardlib.handjass import new_game
    >>> [(p.name, len(p.cards), p.face_up) for p in piles(new_game(3, seed=2))]
    [('turned trump', 1, True), ('Blind', 9, False), ('store', 0, False)]
    >>> [p.name for p in piles(new_game(3, seed=2, twelve_cards=True))]
    ['turned trump', 'store']
    """
    found = [] if state.turned is None else [Pile("turned trump", Cards([state.turned]), True, None)]
    if not state.rules.twelve_cards:
        bessern = Cards(tuple(state.blind) + tuple(c for cards in state.bessern for c in cards))
        found.append(Pile("Bessern" if state.variant.endswith("bessern") else "Blind", bessern, False, None))
    found.append(Pile("store", state.store, False, None))
    return tuple(found)


def _declared_words(name: str, said: Declaration) -> str:
    """A declaration in the status line, as a sentence says it: "Seat 1 will play", "You pass".

    >>> _declared_words("Seat 2", Declaration.PASS), _declared_words("You", Declaration.BLIND)
    ('Seat 2 passes', 'You take the Blind')
    """
    you = name == "You"
    verb = {Declaration.PLAY: "will play", Declaration.PASS: "pass" if you else "passes",
            Declaration.BLIND: "take the Blind" if you else "takes the Blind"}[said]
    return f"{name} {verb}"


def _status(state: State, viewer: int) -> tuple[str, ...]:
    if state.phase == "over":
        lines = [f"{seat_name(state.loser, viewer)} lost: the last player left without "
                 f"{state.rules.target} net strokes"
                 if state.loser is not None else "The game is over"]
        lines.append("Slates: " + ", ".join(f"{seat_name(s, viewer)} {state.slates[s] or '—'} (net {state.scores[s]})"
                                           for s in range(state.players)))
        return tuple(lines)
    lines = [f"Trumps: {state.trump.english} {state.trump.symbol} (the turned card is {state.turned})"]
    phase = PHASE_WORDS[state.phase]
    if state.phase == "play":
        tricks = len(state.start_hands[state.active[0]])
        phase = f"Deal {state.deal_no}, trick {state.trick_no + 1} of {tricks}"
    else:
        phase = f"Deal {state.deal_no}: {phase}"
    lines.append(phase)
    if state.phase in ("declare", "agree", "rob", "exchange"):
        said = [_declared_words(seat_name(s, viewer), state.declared[s]) for s in state.order if state.declared[s]]
        if said:
            lines.append("So far: " + ", ".join(said))
    if state.phase == "play":
        points = ", ".join(f"{seat_name(s, viewer)} {sum(card_points(c, state.trump) for c in state.won[s])}"
                           for s in state.active)
        lines.append(f"Card points won so far: {points}")
        if state.announced:
            lines.append("Weis announced: " + ", ".join(f"{seat_name(s, viewer)} ({w.points} points)"
                                                        for s, w in state.announced))
        if state.stoeck:
            lines.append("Stöck: " + ", ".join(seat_name(s, viewer) for s in state.stoeck))
        done = last_trick(state)
        if done is not None and not state.trick.cards:
            pairs, winner, points = done
            cards = ", ".join(f"{seat_name(s, viewer)} {c}" for s, c in pairs)
            lines.append(f"Last trick: {cards}; {seat_name(winner, viewer)} won it ({points} points)")
    return tuple(lines)




def strongest_first(cards, trump) -> Cards:
    """Cards sorted by suit, strongest first within each suit (trump order for trumps)."""
    return Cards(sorted(cards, key=lambda c: ("SHDC".index(c.suit.value), -strength(c, trump))))


def tally_svg(names, deals, *, title: str | None = None) -> str:
    """The score as players keep it on the slate (rules §3.3, §4): a column a player, a row a deal,
    a vertical stroke for each point won and a ring for each potato, and a last row with each
    player's net count (strokes minus rings). ``names`` label the columns; ``deals`` are the
    signed strokes of each deal, one number a column.

    >>> picture = tally_svg(["You", "Seat 1", "Seat 2"], [(1, 1, -1)])
    >>> picture.count("class='tally-stroke'"), picture.count("class='tally-ring'")
    (2, 1)
    >>> "You: 1 stroke, 0 rings, net 1" in picture
    True
    >>> tally_svg(["You"], [(1, 2)])
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: each deal needs one number a player (1 here), got (1, 2)
    """
    names = [str(n) for n in names]
    if not names:
        raise CardlibError("a tally needs at least one player")
    deals = [tuple(d) for d in deals]
    for d in deals:
        if len(d) != len(names) or not all(isinstance(v, int) and not isinstance(v, bool) for v in d):
            raise CardlibError(f"each deal needs one number a player ({len(names)} here), got {d!r}")
    left, col, head, line_h = 70.0, 120.0, 34.0, 34.0
    width = left + col * len(names)
    height = head + line_h * (len(deals) + 1) + 6
    ink = scene.INK
    children: list = [Box(0, 0, width, height, 6, "#ffffff", ink, 1.5)]
    for i, name in enumerate(names):
        children.append(Text(left + col * i + col / 2, 23, name, 15, bold=True, family=scene.SANS))
    children.append(Path(f"M0 {head} H{width}", stroke=ink, stroke_width=1.5))
    for i in range(len(names)):
        children.append(Path(f"M{scene.num(left + col * i)} 0 V{scene.num(height)}", stroke=ink, stroke_width=1))
    strokes = [0] * len(names)
    rings = [0] * len(names)
    for r, deal in enumerate(deals + [None]):
        top = head + line_h * r
        label = f"deal {r + 1}" if deal is not None else "net"
        children.append(Text(8, top + 22, label, 13, anchor="start", bold=deal is None, family=scene.SANS))
        if deal is None:
            children.append(Path(f"M0 {scene.num(top)} H{width}", stroke=ink, stroke_width=1.5))
            for i in range(len(names)):
                net = strokes[i] - rings[i]
                children.append(Text(left + col * i + col / 2, top + 23, f"{net:+d}".replace("-", "−") if net else "0",
                                     16, bold=True, family=scene.SANS))
            break
        children.append(Path(f"M0 {scene.num(top)} H{width}", stroke="#999999", stroke_width=0.6))
        for i, value in enumerate(deal):
            x = left + col * i + 12
            for _ in range(max(value, 0)):
                children.append(Group((Path(f"M{scene.num(x)} {scene.num(top + 7)} V{scene.num(top + 27)}",
                                            stroke=ink, stroke_width=2.5),), cls="tally-stroke"))
                x += 10
                strokes[i] += 1
            for _ in range(max(-value, 0)):
                children.append(Group((Path(scene.circle(x + 6, top + 17, 8), stroke=ink, stroke_width=2.2),),
                                      cls="tally-ring"))
                x += 22
                rings[i] += 1
    words = "; ".join(f"{n}: {plural(s, 'stroke')}, {plural(c, 'ring')}, net {s - c}"
                      for n, s, c in zip(names, strokes, rings))
    picture = Picture(Group(tuple(children)), width, height,
                      title or f"The score sheet after {plural(len(deals), 'deal')}: {words}", "cardlib-tally")
    return svg.to_svg(picture, width=width)


# --------------------------------------------------------------------------- what a seat knows

def _this_deal(state: State) -> tuple:
    """The events of the deal in progress, from its "new deal" on."""
    start = max(i for i, e in enumerate(state.events) if e.kind == "new deal")
    return state.events[start:]


def unseen_places(state: State, seat: int) -> dict:
    """Where every card ``seat`` cannot see lies now: the other seats' hands (keys: seats), the
    Blind, the store, the Bessern cards (``("bessern", s)``) and the cards out of play."""
    places = {s: list(state.hands[s]) for s in range(state.players) if s != seat}
    places.update(blind=list(state.blind), store=list(state.store), out=list(state.out))
    for s, cards in enumerate(state.declaring.bessern):
        places[("bessern", s)] = list(cards)
    return {key: cards for key, cards in places.items() if cards}


def deal_tricks(state: State) -> list:
    """This deal's tricks as (seats, cards), the one in progress last."""
    if state.play is None:
        return []
    tricks = [(t.seats, t.cards) for t in state.play.tricks]
    if state.play.trick.cards:
        tricks.append((state.play.trick.seats, state.play.trick.cards))
    return tricks


def observe(state: State, seat: int | None, *, view: bool = True) -> Observation:
    """What ``seat`` knows now (see :mod:`cardlib.observe`): its table view and the events; the
    cards played; ``excluded``, the cards each seat surely lacks (a suit it did not follow, the
    trumps it would have had to play: rules §2.2); and ``holds``, the cards it knows lie in a
    place it cannot see (keys as :func:`unseen_places`): the turned card, a trump Six robbed for
    it, a Weis announced or shown (its cards are shown, §2.3), its own Bessern discards and the
    hand it threw away for the Blind. ``None``: the whole table, every hand face up. The view and
    the facts are each worked out when first read (``view`` is kept for the callers that say they
    want no picture: none is drawn unasked).

    >>> from cardlib.handjass import new_game
    >>> state = new_game(3, seed=1)
    >>> seen = observe(state, 0)
    >>> seen.hidden, [(p.name, len(p.cards), p.face_up) for p in seen.view.piles]
    ({1: 9, 2: 9}, [('turned trump', 1, True), ('Blind', 9, False), ('store', 0, False)])
    >>> {key: sorted(map(str, cards)) for key, cards in seen.holds.items() if cards}
    {'blind': ['A♥']}
    """
    seat = check_viewer(seat, state.players)
    return Observation(seat, state.events, lambda: _table(state, seat), lambda: _known(state, seat))


def _known(state: State, seat: int | None) -> Known:
    trump = state.trump
    trumps = {c for c in SWISS_36.cards if c.suit == trump}
    jack = Card("J", trump)
    excluded: dict = {s: set() for s in range(state.players)}
    for seats, cards in deal_tricks(state):
        led = cards[0].suit
        top = None
        if led == trump:
            top = cards[0]
        for s, c in zip(seats[1:], cards[1:]):
            if led == trump:
                if c.suit != trump:
                    excluded[s] |= trumps - {jack}
            elif c.suit == trump:
                if top is not None and strength(c, trump) < strength(top, trump):
                    excluded[s] |= set(SWISS_36.cards) - trumps       # undertrumped: only trumps left
            elif c.suit != led:
                excluded[s] |= {x for x in SWISS_36.cards if x.suit == led}
                if top is not None and state.rules.overtrump_duty:
                    excluded[s] |= {x for x in trumps if strength(x, trump) > strength(top, trump)}
            if c.suit == trump and (top is None or strength(c, trump) > strength(top, trump)):
                top = c
    played = played_in(state.play.tricks, state.play.trick) if state.play is not None else Cards()
    voids = {s: frozenset({c.suit for c in lacks} & {suit for suit in SWISS_36.suits
                                                     if all(x in lacks for x in SWISS_36.cards if x.suit == suit)})
             for s, lacks in excluded.items()}
    if seat is None:                                  # the whole table: it sees every card where it lies
        return Known(Cards(), played, voids, excluded, {})
    places = unseen_places(state, seat)
    public = {state.turned}
    deal_events = _this_deal(state)
    if any(e.kind == "rob" for e in deal_events):
        public.add(Card("6", trump))
    for s, w in state.announced:
        public |= {c for c in w.cards if c in state.hands[s]}
    if state.announcements.winner is not None:
        public |= set(c for w in state.announcements.shown for c in w.cards)
    mine = {c for e in deal_events if e.kind == "action" and e.seat == seat and isinstance(e.action, Exchange)
            for c in e.action.discard}
    if state.play is not None and state.declared[seat] is Declaration.BLIND:
        mine |= set(state.out)                        # the hand it threw away (no Bessern with a Blind)
    holds = {key: {c for c in cards if c in public or (key == "out" and c in mine)} for key, cards in places.items()}
    return Known(Cards(state.hands[seat]), played, voids, excluded, holds)
