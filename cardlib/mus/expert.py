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
hand in every world shows exactly the signs his real hand shows).

It also reads the opponents' decisions, as a player does: a cut of the mus says a good
hand, an envido a strong one. :func:`observed` lists what each opponent said with the hand
he holds now (since the cards were last dealt or served), and :func:`likelihood` says how
likely a bot holding a given hand was to say all that; each world keeps a drawn hand for
him that often (rejection sampling), so a bet makes strong hands for the bettor as common
in the worlds as a bot's bets make them at the table.

The rest of the deal is played out by :class:`~cardlib.mus.bot.MusBot` at every seat (with
fewer simulated deals behind its odds, which is faster): through the play protocol while
the players speak of mus and discard, then by :func:`finish_deal`, which bets out the lances
and settles the showdown as the game does, without its events and records, several times
faster.

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

import time

from collections import Counter
from dataclasses import dataclass, replace

import numpy as np

from ..cards import SPANISH_40, Cards
from ..errors import CardlibError
from ..expert import Expert, ProtocolModel, check_clock
from ..game import Decision, Voice, play_out
from . import betting as bets
from .actions import Discard, Envido, NoQuiero, Ordago, Paso, Quiero, Reenvido, aggression
from .bot import MusBot, answer_odds, team_odds
from .evaluate import has_juego, pares_kind
from .rules import Hand, effective_rank
from .showdown import lance_winner, settlement
from .signals import allowed, signals
from .state import Phase, State
from .view import observe

__all__ = ["known", "observed", "likelihood", "determinise", "finish_deal", "outcome", "MusModel", "expert"]

_ORDER = {c: i for i, c in enumerate(SPANISH_40.cards)}
_TRIES = 5_000
_LIKELY_TRIES = 200          # hands that agree with the facts, weighed by how likely their seat's decisions were


def _this_deal(state: State) -> tuple:
    start = max(i for i, e in enumerate(state.events) if e.kind == "new deal")
    return state.events[start:]


def known(state: State, seat: int) -> dict:
    """What ``seat`` knows of the cards it cannot see: ``thrown``, its own discards still in the
    pile; ``pares`` and ``juego``, who holds them (seat: True or False) once declared; and
    ``signs``, the signs its partner's hand shows (``None`` when signals are not allowed, or while
    the partner holds fewer than four cards in an exchange)."""
    return dict(observe(state, seat, view=False).facts)        # the seat's one observation (see .view)


_OPPONENT = MusBot(0, bluff=0.0)        # what a bot at the table would say, bluffs aside
_BLUFF, _SLIP = 0.05, 0.02               # how often a bot bluffs (envido 2 for paso), and anything else


def observed(state: State, seat: int) -> dict:
    """The decisions the opponents of ``seat`` made with the hands they hold now (since the
    hands were last dealt or served), each with what a bot needed to make it: seat -> a list of
    ``(action, context)``; ``context`` is ``("mus", position)`` or ``("bet", betting, position,
    declared, need_them)`` with the lance's betting before the decision, as
    :meth:`MusBot.bet_by_odds <cardlib.mus.MusBot.bet_by_odds>` reads it."""
    events = _this_deal(state)
    start = max(i for i, e in enumerate(events) if e.kind in ("new deal", "exchange"))
    order, rules = state.order, state.rules
    points = list(state.points)
    for result in state.lances:                             # refusals are paid at once (rules §2.4)
        if result.status == bets.REFUSED:
            points[result.team] -= result.paid
    seen: dict = {s: [] for s in range(4) if s % 2 != seat % 2}
    holders: dict = {}
    betting, lance = None, "grande"
    for e in events[start + 1:]:
        if e.kind == "declare":
            holders[e["lance"]] = tuple(e["holders"])
        if e.kind != "action" or isinstance(e.action, Discard):
            continue
        position = order.index(e.seat)
        if state.phase is Phase.MUS or not isinstance(e.action, (Paso, Envido, Quiero, NoQuiero, Reenvido, Ordago)):
            context = ("mus", position)
        else:
            while betting is None:                          # the next lance with betting
                betting = _opened(lance, holders.get(lance, ()), order)
                if isinstance(betting, bets.LanceResult):
                    betting, lance = None, _FOLLOWING[lance]
            declared = (None if betting.lance in ("grande", "chica")
                        else tuple(s in holders.get(betting.lance, ()) for s in order))
            context = ("bet", betting, position, declared, rules.target - points[1 - e.seat % 2])
        if e.seat in seen:
            seen[e.seat].append((e.action, context))
        if context[0] == "bet":
            betting = bets.step(betting, e.action)
            if isinstance(betting, bets.LanceResult):
                if betting.status == bets.REFUSED:
                    points[betting.team] += betting.paid
                lance, betting = _FOLLOWING.get(betting.lance, "showdown"), None
    return seen


def likelihood(state: State, hand: Cards, decisions: list) -> float:
    """How likely a bot holding ``hand`` was to make ``decisions`` (from :func:`observed`): 1 for
    each the bot would make, 0.05 for an envido 2 where it would say paso (its bluffs), and
    0.02 for anything else (a player is not always a bot)."""
    chance = 1.0
    for action, context in decisions:
        if context[0] == "mus":
            table = _MusTable(state.rules, state.order, state.order[context[1]], state.exchanges)
            said = _OPPONENT._mus(table, hand, Voice.IT).action
        else:
            _, betting, position, declared, need_them = context
            p = answer_odds(hand, betting, position, state.order, declared, state.rules)
            said = _OPPONENT.bet_by_odds(p, betting, position, need_them, state.order[position] % 2).action
        if said != action:
            bluff = betting.bet is None and action == Envido(2) and said == Paso() if context[0] == "bet" else False
            chance *= _BLUFF if bluff else _SLIP
    return chance


@dataclass(frozen=True)
class _MusTable:
    """What :class:`~cardlib.mus.MusBot` reads of a state when it says mus or no hay mus."""

    rules: object
    order: tuple
    to_act: int
    exchanges: int


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
    return _determinise(state, seat, rng, known(state, seat),
                        observed(state, seat) if state.phase is not Phase.DISCARD else {})


def _determinise(state: State, seat: int, rng: np.random.Generator, facts: dict, decisions: dict) -> State:
    others = sorted((s for s in range(4) if s != seat), key=lambda s: s != (seat + 2) % 4)
    pile = [c for c in state.discards if c not in facts["thrown"]]
    unseen = [c for s in others for c in state.hands[s]] + list(state.stock) + pile
    for _ in range(100):
        left, hands = list(unseen), {}
        for s in others:
            k = len(state.hands[s])
            likeliest, fitted = (0.0, None), 0
            for _ in range(_TRIES):
                picks = rng.choice(len(left), size=k, replace=False)
                hand = Hand(sorted((left[i] for i in picks), key=_ORDER.__getitem__))
                if not _fits(state, seat, s, hand, facts):
                    continue
                if not decisions.get(s):
                    break
                check_clock()                           # a timed decision stops here when its time is up
                chance = likelihood(state, hand, decisions[s])
                if rng.random() < chance:               # kept as often as a bot would have decided so
                    break
                likeliest, fitted = max(likeliest, (chance, (picks, hand)), key=lambda x: x[0]), fitted + 1
                if fitted == _LIKELY_TRIES:            # decisions no bot would make: the likeliest hand drawn
                    picks, hand = likeliest[1]
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


_FOLLOWING = {"grande": "chica", "chica": "pares", "pares": "juego"}


def _holders(lance: str, hands, order, rules) -> tuple:
    """The seats holding pares (or juego), in speaking order, as they declare (rules §2.6, §2.7)."""
    has = (lambda h: bool(pares_kind(h, rules))) if lance == "pares" else (lambda h: has_juego(h, rules))
    return tuple(s for s in order if has(hands[s]))


def _opened(lance: str, holders: tuple, order) -> "bets.Betting | bets.LanceResult":
    """A lance opened as the game does (rules §2.5 to §2.7), ``holders`` the seats declaring pares
    or juego for those lances: its betting, or its result when only one team (or nobody) holds
    them; a juego nobody holds is played as punto."""
    if lance in ("grande", "chica"):
        return bets.start(lance, order)
    if lance == "juego" and not holders:
        return bets.start("punto", order)
    teams = {s % 2 for s in holders}
    if len(teams) == 2:
        return bets.start(lance, holders)
    return bets.LanceResult(lance, bets.NO_LANCE, team=teams.pop() if teams else None)


_ODDS_COST: dict = {}                   # seconds the last odds took, against an órdago (True) or not


def finish_deal(state: State, bot: MusBot) -> tuple[int, int]:
    """Both teams' points when the deal in progress ends, from ``state`` in a lance, every seat
    betting as ``bot`` does: the lances left bet out and closed, then the showdown (rules §2.4
    to §2.8, §3), stopping the moment a team reaches the target. The same points as playing
    the deal out through the play protocol with the same bot, without the events and records
    the game keeps (which cost nearly all of its time)."""
    rules, order, target = state.rules, state.order, state.rules.target
    hands = tuple(Hand(h) for h in state.hands)
    points = list(state.points)
    lances = list(state.lances)
    betting = state.betting
    odds: dict = {}
    while True:
        if isinstance(betting, bets.Betting):
            lance = betting.lance
            declared = None
            if lance != "grande" and lance != "chica":       # MusBot's odds know who declared what
                test = pares_kind if lance == "pares" else (lambda h, r: has_juego(h, r))
                declared = tuple(bool(test(hands[s], rules)) for s in order)
        while isinstance(betting, bets.Betting):
            seat = betting.to_act
            position = order.index(seat)
            key = (seat, lance, betting.last_bettor if betting.bet is not None and betting.bet.is_ordago else None)
            p = odds.get(key)
            if p is None:
                # the odds cost most (against an órdago, far more): a timed decision stops here
                # rather than start odds it has no time left for, at their last measured cost
                kind = key[2] is not None
                check_clock(_ODDS_COST.get(kind))
                began = time.perf_counter()
                p = odds[key] = answer_odds(hands[seat], betting, position, order, declared, rules, bot.trials)
                _ODDS_COST[kind] = time.perf_counter() - began
            action = bot.bet_by_odds(p, betting, position, target - points[1 - seat % 2], seat % 2).action
            betting = bets.step(betting, action)
        result = betting
        lances.append(result)
        if result.status == bets.REFUSED:
            points[result.team] += result.paid
            if points[result.team] >= target:
                return tuple(points)
        elif result.status == bets.ORDAGO:                 # the better hand wins the game
            team = lance_winner(result.lance, hands, order, rules) % 2
            points[team] = max(points[team], target)
            return tuple(points)
        following = _FOLLOWING.get(result.lance)
        if following is None:
            break
        betting = _opened(following, _holders(following, hands, order, rules) if following != "chica" else (), order)
    for result in lances:
        for entry in settlement(state.deal_no, result, hands, order, rules):
            points[entry.team] += entry.points
            if points[entry.team] >= target:
                return tuple(points)
    return tuple(points)


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
    resolution = 0.25                   # a quarter of a point

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

    def worlds(self, state: State, seat: int, rng: np.random.Generator, n: int) -> list:
        if state.is_over:
            return [(state, int(rng.integers(2 ** 31))) for _ in range(n)]
        facts, decisions = known(state, seat), observed(state, seat) if state.phase is not Phase.DISCARD else {}
        worlds = []
        for _ in range(n):
            check_clock()                       # a timed decision stops here when its time is up
            worlds.append((_determinise(state, seat, rng, facts, decisions), int(rng.integers(2 ** 31))))
        return worlds

    def policy(self, seed: int) -> MusBot:
        return MusBot(seed, trials=self.trials)

    def deal_over(self, start: State, state: State) -> bool:
        return state.deal_no != start.deal_no or state.is_over

    def outcome(self, start: State, end: State, seat: int) -> float:
        return outcome(start, end, seat)

    def outcomes(self, state: State, seat: int, worlds, actions) -> np.ndarray:
        """Each action in each world, played out by the policy: through the play protocol while
        the players speak of mus and discard, then the lances and the showdown by
        :func:`finish_deal`, which gives the same points many times faster."""
        out = np.empty((len(actions), len(worlds)))
        me = seat % 2
        for j, (world, seed) in enumerate(worlds):
            for i, action in enumerate(actions):
                check_clock()                   # a timed decision stops here when its time is up
                bot = self.policy(seed)
                end = play_out(world.apply(action), bot,       # the clock read at every step too
                               stop=lambda s: check_clock() or s.betting is not None or self.deal_over(state, s))
                if end.betting is not None and not self.deal_over(state, end):
                    points = finish_deal(end, bot)
                else:
                    points = end.points
                out[i, j] = (points[me] - state.points[me]) - (points[1 - me] - state.points[1 - me])
        return out

    def bot_choice(self, state: State, voice: Voice = Voice.IT) -> Decision:
        return MusBot(0).choose(state, voice)

    def gain(self, gain: float, voice: Voice) -> str:
        return f"{gain:.1f} points a deal better for {voice.its} team than"



def expert(*, budget: float | None = 1.0, samples: int | None = None, seed: int = 0, trials: int = 300) -> Expert:
    """The expert Mus bot: ``expert().choose(state)`` and ``expert().values(state)`` (the team's points
    of the deal less the other team's, best first); ``trials`` is the simulated deals behind each
    estimate of the playout bots' odds."""
    return Expert(MusModel(trials), budget=budget, samples=samples, seed=seed)
