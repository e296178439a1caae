"""What one seat may see of a Loo game.

:func:`table_view` turns a :class:`~cardlib.loo.game.State` into a :class:`cardlib.game.TableView`:
the viewer's hand face up and the other hands face down, the dummy (face down, until bought) and the
turned trump as piles in the middle, each player's chips and the pot as counters, the trick in play
in the centre. The game in words is its events' words (:meth:`cardlib.game.Event.words`).

>>> from cardlib.loo import new_game
>>> view = table_view(new_game(4, seed=2), viewer=0)
>>> [p.name for p in view.piles], [str(c) for c in view.counters][-1]
(['dummy', 'turned trump'], 'pot: 12')
>>> view.labels[0], sorted(view.face_down)
('You', [1, 2, 3])
"""

from __future__ import annotations

from ..cards import Cards
from ..errors import CardlibError
from ..game import Counter, Direction, Pile, TableView, seat_name
from .core import strength
from .game import Phase, State

__all__ = ["table_view", "seat_name", "PHASE_WORDS", "strongest_first"]

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
    has the table's D button)."""
    name = seat_name(seat, viewer)
    if state.phase is Phase.OVER:
        return f"{name} · lost" if seat in state.losers else f"{name} · won" if seat in state.winners else name
    if state.phase is Phase.PLAY and state.play is not None:
        if seat not in state.play.order:
            return f"{name} · out"
        won = state.play.tricks_won[seat]
        return f"{name} · {won} trick" + ("" if won == 1 else "s")
    said = state.declared[seat] if state.declared else None
    return f"{name} · {_DECLARED[said]}" if said else name


def table_view(state: State, viewer: int | None) -> TableView:
    """What ``viewer`` sees now (``None``: everything face up).

    The viewer's legal cards are outlined when it is his turn to play.
    """
    n = state.players
    if viewer is not None and (not isinstance(viewer, int) or isinstance(viewer, bool) or not 0 <= viewer < n):
        raise CardlibError(f"viewer must be a seat from 0 to {n - 1} or None, got {viewer!r}")
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
        piles.append(Pile("turned trump", Cards((state.turned,)), face_up=True))
    counters = tuple(Counter("chips", state.chips[s], s) for s in range(n)) + (Counter("pot", state.pot),)
    return TableView(hands=hands, direction=Direction.CLOCKWISE,
                     labels=tuple(_label(state, s, viewer) for s in range(n)), face_down=face_down,
                     centre=centre, dealer=None if state.phase is Phase.OVER else state.dealer,
                     to_act=state.to_act, status=_status(state, viewer), highlight=highlight,
                     piles=tuple(piles), counters=counters, viewer=viewer, hand_size=3)


def _status(state: State, viewer: int | None) -> tuple[str, ...]:
    chips = "Chips: " + ", ".join(f"{seat_name(s, viewer)} {c}" for s, c in enumerate(state.chips)) \
        + f"; pot {state.pot}"
    if state.phase is Phase.OVER:
        return (f"The game is over: {state.end}.", chips)
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
