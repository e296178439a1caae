"""The count of a deal (rules §2.4), strokes per deal (§3.3), the card draw that breaks ties,
Berner multipliers, who leaves the game (§4) and the slate: pure functions.

A player's total is his card points, the last trick's 5, his Weis if he won the
contest and 20 for an announced Stöck (§2.4). Totals under 26 are potatoes (−1,
a circle ○); the two best of the rest score +1 (a stroke |), or +2 if only one
player reached 26:

>>> deal_strokes([64, 45, 28, 20]).strokes                    # H16
(1, 1, 0, -1)
>>> deal_strokes([108, 25, 14, 10]).strokes                   # H17
(2, -1, -1, -1)
>>> format_slate(6, 1)                                        # H23: six strokes and a circle, net 5
'|||||| ○'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ..cards import SWISS_36, Card, Suit, make_rng
from ..errors import CardlibError
from ..tricks import parse_trump
from .core import LAST_TRICK_BONUS, PLAIN_ORDER, card_points
from .rules import DEFAULT_RULES, Rules
from .weis import STOECK_POINTS

__all__ = ["deal_totals", "settle", "StrokeResult", "deal_strokes", "draw_order", "berner_multiplier", "format_slate",
           "BERNER_MULTIPLIERS"]

BERNER_MULTIPLIERS = {Suit.HEARTS: 4, Suit.DIAMONDS: 3, Suit.CLUBS: 2, Suit.SPADES: 1}   # rules §5.1


def berner_multiplier(trump) -> int:
    """The Berner Handjass factor for a trump suit: ♥ 4, ♦ 3, ♣ 2, ♠ 1 (rules §5.1).

    >>> [berner_multiplier(s) for s in "HDCS"]
    [4, 3, 2, 1]
    """
    return BERNER_MULTIPLIERS[parse_trump(trump)]


def draw_order(contenders: Sequence[int], seed=None) -> tuple[tuple[int, ...], tuple[tuple[int, Card], ...]]:
    """Order tied players by drawing one card each from the shuffled pack (rules §3.3 step 3, H-A4).

    Highest card in plain order (A > K > … > 6) first; players who draw equal ranks draw
    again among themselves. Returns the order and every draw made, as ``(player, card)``.

    >>> order, draws = draw_order([1, 2], seed=3)
    >>> sorted(order), len(draws) >= 2
    ([1, 2], True)
    """
    rng = make_rng(seed)
    draws: list[tuple[int, Card]] = []

    def rank(group: list[int]) -> list[int]:
        if len(group) <= 1:
            return group
        pack = SWISS_36.cards
        picked = rng.permutation(len(pack))[:len(group)]
        drawn = {p: pack[int(i)] for p, i in zip(group, picked)}
        draws.extend(drawn.items())
        ordered: list[int] = []
        for r in PLAIN_ORDER:
            ordered += rank([p for p in group if drawn[p].rank == r])
        return ordered

    return tuple(rank(list(contenders))), tuple(draws)


@dataclass(frozen=True)
class StrokeResult:
    """Strokes of one deal per position (signed, Berner factor applied) and the card draws made."""

    strokes: tuple[int, ...]
    draws: tuple[tuple[int, Card], ...] = ()
    multiplier: int = 1


def _validate_totals(totals: Sequence) -> list:
    totals = list(totals)
    for t in totals:
        if t is not None and (not isinstance(t, (int, np.integer)) or isinstance(t, bool) or t < 0):
            raise CardlibError(f"a deal total must be a whole number 0 or more (or None for a passer), got {t!r} "
                               f"(rules §2.4)")
    return totals


def deal_strokes(totals: Sequence[int | None], rules: Rules = DEFAULT_RULES, *, trump=None,
                 seed=None) -> StrokeResult:
    """Strokes for one played deal from each position's total (``None`` for a passer), rules §3.3.

    Ties for the +1 places (and for the potato bonus) are settled by the card draw, from ``seed``.
    With ``rules.berner`` the result is multiplied by the trump suit's factor (``trump`` needed).

    >>> result = deal_strokes([53, 40, 40, 24], seed=1)           # H18
    >>> result.strokes[0], result.strokes[3], sorted(result.strokes[1:3])
    (1, -1, [0, 1])
    >>> deal_strokes([30, None, 20], Rules(potato_bonus=True)).strokes      # +2, and +1 for one potato
    (3, 0, -1)
    """
    totals = _validate_totals(totals)
    line = rules.potato_line
    strokes = [0] * len(totals)
    active = [i for i, t in enumerate(totals) if t is not None]
    potatoes = [i for i in active if totals[i] < line]
    made = [i for i in active if totals[i] >= line]
    for i in potatoes:
        strokes[i] = -1
    draws: list[tuple[int, Card]] = []
    rng = make_rng(seed)
    ranking: list[int] = []
    if made:
        places = 1 if len(made) == 1 else 2
        bonus_needs_top = rules.potato_bonus and potatoes
        for value in sorted({totals[i] for i in made}, reverse=True):
            group = [i for i in made if totals[i] == value]
            need_order = (len(ranking) < places < len(ranking) + len(group)) or (
                not ranking and bonus_needs_top and len(group) > 1)
            if need_order:
                ordered, drawn = draw_order(group, rng)
                draws += drawn
                group = list(ordered)
            ranking += group
            if len(ranking) >= places:
                break
        if len(made) == 1:
            strokes[made[0]] = 2
        else:
            for i in ranking[:2]:
                strokes[i] = 1
        if rules.potato_bonus and potatoes:
            strokes[ranking[0]] += min(len(potatoes), 3)
    multiplier = 1
    if rules.berner:
        if trump is None:
            raise CardlibError("Berner Handjass multiplies by the trump suit; pass trump= (rules §5.1)")
        multiplier = berner_multiplier(trump)
    return StrokeResult(tuple(s * multiplier for s in strokes), tuple(draws), multiplier)


def deal_totals(won: Sequence[Sequence[Card]], active: Sequence[int], trump: Suit, *, last_trick: int,
                weis_winner: int | None = None, weis_points: int = 0,
                stoeck: Sequence[int] = ()) -> tuple[tuple, tuple]:
    """Each seat's card points and total in a played deal (rules §2.4), ``None`` for seats not active.

    A total is the card points won, the last trick's 5, the Weis if the seat won the contest
    and 20 for each Stöck it announced.

    >>> deal_totals([("AH", "KH"), ("9H",), ()], [0, 1], Suit.HEARTS, last_trick=1, weis_winner=0,
    ...             weis_points=50, stoeck=[0])
    ((15, 14, None), (85, 19, None))
    """
    card_pts, totals = [None] * len(won), [None] * len(won)
    for s in active:
        card_pts[s] = sum(card_points(c, trump) for c in won[s])
        totals[s] = (card_pts[s] + (LAST_TRICK_BONUS if s == last_trick else 0)
                     + (weis_points if s == weis_winner else 0) + STOECK_POINTS * list(stoeck).count(s))
    return tuple(card_pts), tuple(totals)


def settle(net: Sequence[int], in_game: Sequence[int], target: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Who leaves the game after a deal and who stays in it (rules §4): a player whose net strokes
    reach ``target`` leaves, safe; if everyone reaches it, only those tied on the lowest score stay
    (one of them is the loser; several play a deal that decides).

    >>> settle([7, 3, 8], [0, 1, 2], 7), settle([7, 9, 7], [0, 1, 2], 7), settle([8, 7], [0, 1], 7)
    (((0, 2), (1,)), ((1,), (0, 2)), ((0,), (1,)))
    """
    reached = tuple(s for s in in_game if net[s] >= target)
    if len(reached) < len(in_game):
        return reached, tuple(s for s in in_game if s not in reached)
    lowest = min(net[s] for s in reached)
    return tuple(s for s in reached if net[s] != lowest), tuple(s for s in reached if net[s] == lowest)


def format_slate(strokes: int, circles: int) -> str:
    """A player's slate: a stroke ``|`` for each plus point and a circle ``○`` for each minus (rules §4).

    >>> format_slate(5, 1), format_slate(0, 2), format_slate(0, 0)
    ('||||| ○', '○○', '')
    """
    for name, value in (("strokes", strokes), ("circles", circles)):
        if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or value < 0:
            raise CardlibError(f"{name} must be a whole number 0 or more, got {value!r} (rules §4)")
    return " ".join(part for part in ("|" * strokes, "○" * circles) if part)
