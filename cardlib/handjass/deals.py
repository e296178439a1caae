"""A Handjass deal's chance step and its end, as functions of the game's state (rules §2.1,
§2.4, §3.3, §4, §5.1): :func:`new_deal` deals for the players still in the game and turns the
trump; :func:`count_deal` counts a played deal; :func:`score_without_play` scores one settled
without play; :func:`end_deal` records a deal's strokes and sees who leaves the game, the loser
(:func:`game_over`) or the next deal (:func:`next_deal`); :func:`deal_over` is the deal's end as
one event. Each takes the state and returns the next one; :class:`~cardlib.handjass.game.State`
calls them and holds what the game is.

>>> from cardlib.handjass import new_game
>>> game = new_game(3, seed=2)
>>> game.variant, game.deal_no, [len(h) for h in game.hands], len(game.blind)
('3-blind', 1, [9, 9, 9], 9)
>>> later = next_deal(game)
>>> later.deal_no, later.dealer, later.to_act
(2, 1, 2)
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import numpy as np

from ..cards import SWISS_36, Cards, deal
from ..game import Event, chance_rng
from .records import Announcements, DealRecord, Declaring, Phase
from .scoring import berner_multiplier, deal_strokes, deal_totals, draw_order, settle
from .weis import STOECK_POINTS

if TYPE_CHECKING:                 # the state calls these functions; they only read and replace it
    from .game import State
    from .rules import Rules


def variant(rules: Rules, players: int) -> str:
    """Which deal rules ``players`` players still in the game follow: ``"4"``, ``"3-blind"``,
    ``"3-bessern"``, ``"3-twelve"``, ``"2-blind"``, ... (rules §2.6, §2.7, §5.1).

    >>> from cardlib.handjass import Rules
    >>> variant(Rules(), 4), variant(Rules(), 3), variant(Rules(bessern_2p=True), 2)
    ('4', '3-blind', '2-bessern')
    """
    if players == 4:
        return "4"
    if rules.twelve_cards:
        return f"{players}-twelve"
    if (players == 3 and rules.bessern_3p) or (players == 2 and rules.bessern_2p):
        return f"{players}-bessern"
    return f"{players}-blind"

__all__ = ["variant", "new_deal", "count_deal", "score_without_play", "end_decider", "end_deal", "deal_over", "game_over",
           "next_deal", "chance"]


def count_deal(game: State, last_trick: int) -> State:
    """Count the deal (§2.4) and turn totals into strokes (§3.3)."""
    trump, found = game.trump, game.announcements
    card_pts, totals = deal_totals(game.won, game.active, trump, last_trick=last_trick,
                                   weis_winner=found.winner, weis_points=sum(w.points for w in found.shown),
                                   stoeck=found.stoeck)
    count = dict(card_points=card_pts, last_trick=last_trick, weis_winner=found.winner, weis=found.shown,
                 stoeck=found.stoeck, totals=totals,
                 hands=tuple(h if s in game.active else Cards() for s, h in enumerate(game.start_hands)))
    state = game.emit("count", "totals: " + ", ".join(f"{{seat{s}}} {totals[s]}" for s in game.active),
                      totals=tuple(totals), card_points=tuple(card_pts), last_trick=last_trick)
    if game.decider:
        return end_decider(state, totals, count)
    result = deal_strokes(totals, game.rules, trump=trump, seed=chance(game, "draw"))
    for s, card in result.draws:
        state = state.emit("draw", f"{{who}} {{draws}} {card} to break a tie", seat=s, card=card)
    return end_deal(state, "played", result.strokes, count, draws=result.draws, multiplier=result.multiplier)


def chance(game: State, purpose: str) -> np.random.Generator:
    return chance_rng(game.seed, game.deal_no, {"deal": 0, "draw": 1, "decider": 2}[purpose])


def score_without_play(game: State, outcome: str, gained: dict[int, int]) -> State:
    factor = berner_multiplier(game.trump) if game.rules.berner else 1
    strokes = tuple(gained.get(s, 0) * factor for s in range(game.players))
    return end_deal(game, outcome, strokes, multiplier=factor)


def end_decider(game: State, totals: tuple, count: dict) -> State:
    low = min(totals[s] for s in game.active)
    tied = [s for s in game.active if totals[s] == low]
    draws = ()
    if len(tied) > 1:
        order, draws = draw_order(tied, chance(game, "draw"))
        tied = [order[-1]]
    return end_deal(game, "decider", (0,) * game.players, count, draws=draws, loser=tied[0])


def end_deal(game: State, outcome: str, strokes: tuple[int, ...], count: dict | None = None, *,
              draws: tuple = (), multiplier: int = 1, loser: int | None = None) -> State:
    """Score the deal (``strokes`` per seat, signed), record it, and see who leaves the game (§4);
    ``loser`` is the loser of a deciding deal."""
    board = game.board.add(strokes)
    net, target = board.scores, game.rules.target
    if loser is not None:
        leaving, staying = tuple(s for s in game.in_game if s != loser), (loser,)
    else:
        leaving, staying = settle(net, game.in_game, target)
    rec = DealRecord(
        number=game.deal_no, dealer=game.dealer, seats=game.order, trump=game.trump, turned=game.turned,
        declarations=tuple((s, game.declared[s]) for s in game.order), outcome=outcome,
        active=game.active, strokes=strokes, multiplier=multiplier, draws=draws, retired=leaving, **(count or {}))
    state = deal_over(dataclasses.replace(game, board=board.record(rec), in_game=staying), rec)
    if loser is not None:
        return game_over(state, loser, "the lower total in the deciding deal loses (rules §4)")
    if all(net[s] >= target for s in game.in_game):
        if len(staying) == 1:
            return game_over(state, staying[0], "everyone reached the target; the lowest score loses (rules §4)")
        names = [f"{{seat{s}}}" for s in staying]
        state = dataclasses.replace(state, decider=True)
        state = state.emit("game", f"{', '.join(names[:-1])} and {names[-1]} are tied on the lowest score: "
                                   f"one more deal decides the loser (rules §4)", tied=staying)
        return next_deal(state)
    for s in leaving:
        state = state.emit("game", f"{{who}} {{leaves}} the game with {net[s]} net strokes", seat=s,
                           net=net[s])
    if len(staying) == 1:
        return game_over(state, staying[0], "only one player is left")
    return next_deal(state)


def deal_over(game: State, rec: DealRecord) -> State:
    """The deal's end as one event: its strokes in the sentence, and for a played deal the hands
    as trick play began and the count in words (``hands`` and ``lines``), for the table's pause."""
    gained = ", ".join(f"{{seat{s}}} {v:+d}" for s, v in enumerate(rec.strokes) if v)
    text = f"deal {rec.number} is over ({rec.outcome}): " + (f"strokes {gained}" if gained else "no strokes")
    lines = []
    if rec.totals:
        lines.append("Totals: " + ", ".join(f"{{seat{s}}} {rec.totals[s]}" for s in rec.active)
                     + f" (the last trick's 5 to {{seat{rec.last_trick}}})")
    if rec.weis_winner is not None:
        lines.append(f"Weis: {{seat{rec.weis_winner}}} {{scores}} " + ", ".join(str(w) for w in rec.weis))
    lines += [f"Stöck: {{seat{s}}} {{scores}} {STOECK_POINTS}" for s in rec.stoeck]
    lines += [f"{{seat{s}}} {{draws}} {card} to break a tie" for s, card in rec.draws]
    if rec.multiplier != 1:
        lines.append(f"Berner: every stroke counts {rec.multiplier} times with {rec.trump.english} trumps")
    lines = [Event("line", line) for line in lines]
    data = dict(number=rec.number, strokes=rec.strokes, lines=tuple(lines))
    if rec.hands:
        data["hands"] = rec.hands
    return game.emit("deal", text, **data)


def game_over(game: State, loser: int, why: str) -> State:
    state = dataclasses.replace(game, phase=Phase.OVER, pending=(), in_game=(loser,),
                                board=dataclasses.replace(game.board, loser=loser))
    return state.emit("game", f"{{who}} {{is}} the loser: {why}", seat=loser)


def next_deal(game: State) -> State:
    after = [s for s in range(game.dealer + 1, game.dealer + 1 + game.players)]
    dealer = next(s % game.players for s in after if s % game.players in game.in_game)
    return new_deal(dataclasses.replace(game, dealer=dealer, deal_no=game.deal_no + 1))


def new_deal(game: State) -> State:
    """Deal for the players still in the game (§2.1, §2.6, §2.7, §5.1)."""
    n, seats, variant = len(game.in_game), game.players, game.variant
    start = game.in_game.index(game.dealer) + 1
    order = game.in_game[start:] + game.in_game[:start]            # S1 ... dealer
    per = 12 if variant.endswith("twelve") else 9
    dealt, rest = deal(SWISS_36.cards, n, per, seed=chance(game, "deal"), batch=3)
    hands = [Cards()] * seats
    for s, h in zip(order, dealt):
        hands[s] = h
    blind, store, bessern = Cards(), Cards(), (Cards(),) * seats
    if n == 4 or variant in ("3-twelve", "3-bessern"):
        turned, turned_at = dealt[-1][-1], "hand"                   # the dealer's last card
        if variant == "3-bessern":
            blind = rest
    elif variant == "3-blind":
        turned, turned_at, blind = rest[0], "blind", rest
    elif variant == "2-blind":
        blind, store = Cards(rest[:9]), Cards(rest[9:])
        turned, turned_at = store[0], "store"
    elif variant == "2-bessern":
        turned, turned_at = rest[0], "store"
        bessern = list(bessern)
        bessern[order[0]], bessern[order[1]] = Cards(rest[1:4]), Cards(rest[4:7])
        bessern = tuple(bessern)
        store = Cards(rest[:1] + rest[7:])
    else:                                                           # 2-twelve: top undealt card
        turned, turned_at, store = rest[0], "store", rest
    phase = Phase.EXCHANGE if variant.endswith("bessern") else Phase.DECLARE
    declaring = Declaring(hands=tuple(hands), trump=turned.suit, turned=turned, turned_at=turned_at, blind=blind,
                          store=store, bessern=bessern, declared=(None,) * seats)
    state = dataclasses.replace(game, phase=phase, order=order, pending=order, declaring=declaring, play=None,
                                announcements=Announcements(kq_played=(0,) * seats))
    extra = (f" and {len(blind)} face down as the Blind" if blind and not variant.endswith("bessern")
             else " and the Bessern cards to exchange" if variant.endswith("bessern") else "")
    state = state.emit("new deal", f"deal {game.deal_no}: {{who}} {{deals}} {per} cards each to {n} players"
                               f"{extra}; {turned} is turned: {turned.suit.english} are trumps",
                       seat=game.dealer, number=game.deal_no, turned=turned, trump=turned.suit, variant=variant)
    if variant == "2-bessern" and turned.rank != "6":
        # the source has this swap right after the trump is turned, before the Bessern (§5.1)
        robber = declaring.six_holder(order)
        if robber is not None:
            state = dataclasses.replace(state, phase=Phase.ROB, pending=(robber,))
    return state
