"""The expert Mus player: determinised playouts of the rest of the deal, the team's points as the value.

A choice is worth the points **its team** scores from now to the end of the deal, less the
points the other team scores (rules §3: the lances' stakes, refusals paid at once, the
bonuses of pares and juego; an accepted órdago is worth the points its winners needed to
reach the target). Points the two teams score are what decides a game of Mus, and a point
the opponents score counts as much as one's own.

For the seat to act, :func:`determinise` deals the cards it cannot see again at random:
the other three hands, the stock and the discards, keeping what it knows: its own hand,
the cards it threw away (still in the discard pile), how many cards each seat holds,
the declarations made of pares and juego (who has them, rules §2.6, §2.7), and its
partner's signals when the rules allow them (signals are truthful, §4: the partner's
hand in every world shows exactly the signs his real hand shows). The rest of the deal
is played out through the play protocol by :class:`~cardlib.mus.bot.MusBot` at every
seat (with fewer simulated deals behind its odds, which is faster).

The choices weighed: mus or no hay mus; discarding the least useful one, two, three or
four cards (kings, aces and pairs kept longest), and the bot's own discard; in a lance,
paso, envido 2, envido 5 or órdago to open, and quiero, no quiero, reenvido +2 or órdago to
answer (and, after the partner's answer, each meeker one "for the team", which overrules him),
with the bot's own choice.

>>> from cardlib.mus import new_game
>>> bot = expert(samples=8, seed=1)
>>> state = new_game(seed=3, dealer=3)
>>> str(bot.choose(state).action) in ("mus", "no hay mus")
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import numpy as np

from ..cards import SPANISH_40, Cards
from ..errors import CardlibError
from ..expert import Expert, ProtocolModel, Value
from ..game import Decision, Voice
from .actions import Discard, Envido, NoQuiero, Ordago, Paso, Quiero, Reenvido, aggression
from .bot import MusBot
from .evaluate import has_juego, pares_kind
from .rules import effective_rank
from .signals import allowed, signals
from .state import Phase, State

__all__ = ["known", "determinise", "outcome", "MusModel", "expert"]

_ORDER = {c: i for i, c in enumerate(SPANISH_40.cards)}
_TRIES = 5_000


def _this_deal(state: State) -> tuple:
    start = max(i for i, e in enumerate(state.events) if e.kind == "new deal")
    return state.events[start:]


def known(state: State, seat: int) -> dict:
    """What ``seat`` knows of the cards it cannot see: ``thrown``, its own discards still in the
    pile; ``pares`` and ``juego``, who holds them (seat: True or False) once declared; and
    ``signs``, the signs its partner's hand shows (``None`` when signals are not allowed, or while
    the partner holds fewer than four cards in an exchange)."""
    events = _this_deal(state)
    mine = {c for e in events if e.kind == "action" and e.seat == seat and isinstance(e.action, Discard)
            for c in e.action.cards}
    declared: dict = {"pares": {}, "juego": {}}
    for e in events:
        if e.kind == "declare":
            lance = "juego" if e["lance"] == "punto" else e["lance"]
            holders = e["holders"]
            declared[lance] = {s: s in holders for s in range(4)}
    partner = (seat + 2) % 4
    hand = state.hands[partner]
    signs = signals(hand, state.rules) if allowed(state.rules, state.deal_number) and len(hand) == 4 else None
    return dict(thrown={c for c in state.discards if c in mine}, pares=declared["pares"],
                juego=declared["juego"], signs=signs)


def _fits(state: State, seat: int, who: int, hand: Cards, facts: dict) -> bool:
    """Whether ``hand`` dealt to seat ``who`` agrees with what ``seat`` knows of it."""
    rules = state.rules
    if who in facts["pares"] and bool(pares_kind(hand, rules)) != facts["pares"][who]:
        return False
    if who in facts["juego"] and has_juego(hand, rules) != facts["juego"][who]:
        return False
    return who != (seat + 2) % 4 or facts["signs"] is None or signals(hand, rules) == facts["signs"]


def determinise(state: State, seat: int, rng: np.random.Generator) -> State:
    """``state`` with every card ``seat`` cannot see dealt again at random, consistently with what
    it knows (:func:`known`); every hand, the stock and the discard pile keep their sizes.

    The hands are drawn one by one, the partner's first, each again until it agrees with what
    the seat knows of it (a deal of all three at once agrees too rarely when the partner's signs
    and the declarations say much); this is close to, not exactly, a uniform draw among the
    deals that agree."""
    if state.is_over:
        return state
    facts = known(state, seat)
    others = sorted((s for s in range(4) if s != seat), key=lambda s: s != (seat + 2) % 4)
    pile = [c for c in state.discards if c not in facts["thrown"]]
    unseen = [c for s in others for c in state.hands[s]] + list(state.stock) + pile
    for _ in range(100):
        left, hands = list(unseen), {}
        for s in others:
            k = len(state.hands[s])
            for _ in range(_TRIES):
                picks = rng.choice(len(left), size=k, replace=False)
                hand = Cards(sorted((left[i] for i in picks), key=_ORDER.__getitem__))
                if _fits(state, seat, s, hand, facts):
                    break
            else:
                break
            hands[s] = hand
            taken = set(picks.tolist())
            left = [c for i, c in enumerate(left) if i not in taken]
        if len(hands) == 3:
            break
    else:
        raise CardlibError("no deal of the unseen cards agrees with what the seat knows")
    left = [left[i] for i in rng.permutation(len(left))]
    stock, dealt_pile = Cards(left[:len(state.stock)]), left[len(state.stock):]
    # this exchange's discards so far, by seat in speaking order: the seat's own, the others' from the pile
    thrown, rest = [], list(dealt_pile)
    for s, cards_out in zip(state.order, state.thrown):
        if s == seat:
            thrown.append(cards_out)
        else:
            thrown.append(Cards(rest[:len(cards_out)]))
            rest = rest[len(cards_out):]
    new_hands = tuple(state.hands[s] if s == seat else hands[s] for s in range(4))
    discards = Cards(sorted([*facts["thrown"], *dealt_pile], key=_ORDER.__getitem__))
    return replace(state, hands=new_hands, stock=stock, discards=discards, thrown=tuple(thrown))


def outcome(start: State, end: State, seat: int) -> int:
    """The points ``seat``'s team scored from ``start`` to the end of its deal, less the other team's."""
    me = seat % 2
    gained = [e - s for e, s in zip(end.points, start.points)]
    return gained[me] - gained[1 - me]


def _usefulness(state: State, hand: Cards) -> list:
    """``hand`` from the card least worth keeping to the most: pairs, then kings and aces, then high ranks."""
    rules = state.rules
    ranks = {c: effective_rank(c, rules) for c in hand}
    counts = Counter(ranks.values())
    top = 10 if rules.four_kings else 8
    return sorted(hand, key=lambda c: (counts[ranks[c]] > 1, ranks[c] in (top, 1), ranks[c], _ORDER[c]))


class MusModel(ProtocolModel):
    """The expert's view of Mus: whole states as worlds, :class:`~cardlib.mus.MusBot` as the playout policy."""

    unit = "points"
    expected = "points for its team, less the other team's,"
    signed, digits = True, 1
    rows = 16

    def __init__(self, trials: int = 300) -> None:
        self.trials = trials

    def candidates(self, state: State) -> list:
        legal = state.legal_actions()
        if state.phase is Phase.MUS:
            return legal
        if state.phase is Phase.DISCARD:
            order = _usefulness(state, state.hands[state.to_act])
            return [Discard(Cards(order[:k])) for k in range(1, len(order) + 1)]
        if state.betting.bet is None:
            wanted = [Paso(), Envido(2), Envido(5), Ordago()]
        else:
            wanted = [Quiero(), NoQuiero(), Reenvido(2), Ordago()]
            said = state.betting.partner_said
            if said is not None:            # "for the team" matters when it is meeker than the partner
                wanted += [replace(a, firm=True) for a in wanted if aggression(a) < aggression(said)]
        return [a for a in wanted if state.can(a)]

    def determinise(self, state: State, seat: int, rng: np.random.Generator) -> State:
        return determinise(state, seat, rng)

    def policy(self, seed: int) -> MusBot:
        return MusBot(seed, trials=self.trials)

    def deal_over(self, start: State, state: State) -> bool:
        return state.deal_number != start.deal_number or state.is_over

    def outcome(self, start: State, end: State, seat: int) -> float:
        return outcome(start, end, seat)

    def bot_choice(self, state: State, voice: Voice = Voice.IT) -> Decision:
        return MusBot(0).choose(state, voice)

    def reason(self, state: State, best: Value, values, decision: Decision | None, voice: Voice = Voice.IT) -> str:
        if decision is None or decision.action == best.action:
            return super().reason(state, best, values, decision, voice)
        theirs = next(v for v in values if v.action == decision.action)
        return (f"{best.mean - theirs.mean:.1f} points a deal better for {voice.its} team than {decision.action}, "
                f"the simple bot's choice")



def expert(*, budget: float | None = 1.0, samples: int | None = None, seed: int = 0, trials: int = 300) -> Expert:
    """The expert Mus bot: ``expert().choose(state)`` and ``expert().values(state)`` (the team's points
    of the deal less the other team's, best first); ``trials`` is the simulated deals behind each
    estimate of the playout bots' odds."""
    return Expert(MusModel(trials), budget=budget, samples=samples, seed=seed)
