"""The expert Loo player: determinised playouts of the rest of the deal, chips as the value.

For the seat to act, :func:`determinise` deals the cards it cannot see again at random: the
other hands, the dummy while nobody has bought it, the stock, and the hands thrown away
(passed, or the buyer's own); it keeps its own hand, the turned trump, the cards played, the
hand it threw away if it bought the dummy, and the suits a player has shown he lacks (a player
who does not follow lacks the suit led; one who neither follows nor trumps lacks trumps too,
rules §2.5). The rest of the deal is played out through the play protocol by
:class:`~cardlib.loo.bot.LooBot` at every seat (with fewer simulated deals behind each
declaration, which is better per second), and a choice is worth the chips the seat wins or
loses from now to the end of the deal (its shares of the pot, less what it pays: the dummy's
price, a loo).

>>> from cardlib.loo import new_game
>>> bot = expert(samples=8, seed=1)
>>> state = new_game(4, seed=3)
>>> str(bot.choose(state).action) in ("play", "pass", "buy dummy")
True
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..cards import FRENCH_52, Cards
from ..expert import Expert, ProtocolModel, Value, deal_unseen
from ..game import Decision
from .bot import LooBot
from .game import Phase, State

__all__ = ["determinise", "known_voids", "outcome", "LooModel", "expert"]

_ORDER = {c: i for i, c in enumerate(FRENCH_52.cards)}


def known_voids(state: State) -> dict[int, set]:
    """The suits each seat has shown it lacks in this deal's trick play (rules §2.5)."""
    if state.phase is not Phase.PLAY:
        return {s: set() for s in range(state.players)}
    return state.play.voids(trump=state.trump)


def determinise(state: State, seat: int, rng: np.random.Generator) -> State:
    """``state`` with every card ``seat`` cannot see dealt again at random, consistently with what
    it knows (see the module's words); the sizes of every hand, the dummy, the stock and the
    thrown hands stay as they are."""
    if state.phase is Phase.OVER:
        return state
    voids = known_voids(state)
    thrown = set(state.current.hands[seat]) if state.buyer == seat else set()
    now = state.play.hands if state.play is not None else state.hands     # the hands as they are now
    places = {s: list(now[s]) for s in range(state.players) if s != seat}
    places.update(dummy=list(state.dummy), stock=list(state.stock), out=[c for c in state.out if c not in thrown])
    unseen = [c for cards in places.values() for c in cards]
    sizes = {key: len(cards) for key, cards in places.items()}
    dealt = deal_unseen(unseen, sizes, lambda key, c: key not in voids or c.suit not in voids[key], rng)

    def cards(key) -> Cards:
        return Cards(sorted(dealt[key], key=_ORDER.__getitem__))

    current = tuple(now[s] if s == seat else cards(s) for s in range(state.players))
    world = dataclasses.replace(state, hands=current, dummy=cards("dummy"), stock=cards("stock"),
                                out=Cards(sorted([*dealt["out"], *thrown], key=_ORDER.__getitem__)))
    if state.play is None:
        return world
    # in trick play ``hands`` keeps the hands trick play began with: now those of this world
    played = state.play.played()
    began = tuple(state.hands[s] if s == seat else Cards(sorted([*current[s], *played[s]], key=_ORDER.__getitem__))
                  for s in range(state.players))
    return dataclasses.replace(world, hands=began, play=dataclasses.replace(state.play, hands=current))


def outcome(start: State, end: State, seat: int) -> int:
    """The chips ``seat`` won (or lost, negative) from ``start`` to the end of its deal."""
    record = next(r for r in end.deals if r.number == start.deal_no)
    return record.chips_end[seat] - start.chips[seat]


class LooModel(ProtocolModel):
    """The expert's view of Loo: whole states as worlds, :class:`~cardlib.loo.LooBot` as the playout policy."""

    unit = "chips"
    rows = 24

    def __init__(self, trials: int = 300) -> None:
        self.trials = trials

    def determinise(self, state: State, seat: int, rng: np.random.Generator) -> State:
        return determinise(state, seat, rng)

    def policy(self, seed: int) -> LooBot:
        return LooBot(seed, trials=self.trials)

    def deal_over(self, start: State, state: State) -> bool:
        return state.deal_no != start.deal_no or state.is_over

    def outcome(self, start: State, end: State, seat: int) -> float:
        return outcome(start, end, seat)

    def bot_choice(self, state: State) -> Decision:
        return LooBot(0, trials=2_000).choose(state)

    def reason(self, state: State, best: Value, values, decision: Decision | None) -> str:
        if decision is None or decision.action == best.action:
            if decision is not None and state.phase is Phase.DECLARE:
                return "the playouts agree with the odds of its hand; no other choice does clearly better"
            return super().reason(state, best, values, decision)
        theirs = next(v for v in values if v.action == decision.action)
        return (f"{best.mean - theirs.mean:.1f} chips a deal better than {decision.action}, the simple "
                f"rule's choice")

    def numbers(self, values) -> str:
        best = values[0]
        rest = ", ".join(f"{v.action} {v.mean:+.1f} ± {v.margin:.1f}" for v in values[1:])
        return (f"expected chips {best.mean:+.1f} ± {best.margin:.1f} over {best.samples} deals"
                + (f" ({rest})" if rest else ""))


def expert(*, budget: float | None = 1.0, samples: int | None = None, seed: int = 0, trials: int = 300) -> Expert:
    """The expert Loo bot: ``expert().choose(state)`` and ``expert().values(state)`` (chips, best first);
    ``trials`` is the simulated deals behind each declaration of the playout bots."""
    return Expert(LooModel(trials), budget=budget, samples=samples, seed=seed)
