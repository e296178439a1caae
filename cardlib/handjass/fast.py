"""Batched numpy playouts of 4-player Handjass deals: many random deals at once.

Cards are indices 0-35 in the order of ``SWISS_36.cards`` (suits ♠ ♥ ♦ ♣, ranks A K Q
J 10 9 8 7 6 inside each suit): ``index = 9 * suit + rank``. A batch of ``n`` deals is
a set of arrays with ``n`` rows; each step of play is a handful of whole-array
operations, so the cost per deal shrinks as the batch grows.

The rules are the engine's (rules §2.3): :func:`legal_mask` gives the same cards as
:func:`cardlib.handjass.legal_cards` (the tests compare them), including the lone
trump Jack, the ban on undertrumping and the source's duty to overtrump.

>>> batch = random_deals(1000, seed=7)
>>> batch.points.shape, bool((batch.points.sum(axis=1) == 157).all())
((1000, 4), True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ..cards import SWISS_36, Card, make_rng
from ..errors import CardlibError
from ..tricks import batch_arrays, parse_trump
from .core import TRUMP_ORDER, TRICK_CARDS, card_points

__all__ = ["CARDS", "card_index", "encode_hand", "legal_mask", "random_deals", "trick_step", "Batch", "POINTS"]

CARDS: tuple[Card, ...] = tuple(SWISS_36.cards)
SUITS = ("S", "H", "D", "C")

SUIT = SWISS_36.suit_numbers                                 # 0 ♠, 1 ♥, 2 ♦, 3 ♣
PLAIN_STRENGTH = SWISS_36.strength                           # A 9 ... 6 1, the pack's scale
TRUMP_STRENGTH = np.array([9 - TRUMP_ORDER.index(c.rank) for c in CARDS], dtype=np.int8)     # J 9, 9 8, A 7 ...
POINTS = np.array([[card_points(c, SUITS[t]) for c in CARDS] for t in range(4)], dtype=np.int16)
_JACK = np.array([SWISS_36.index(Card("J", s)) for s in SWISS_36.suits])


def card_index(card) -> int:
    """The index 0-35 of a card of the 36-card pack.

    >>> card_index("AS"), card_index("6C")
    (0, 35)
    """
    return SWISS_36.index(TRICK_CARDS.parse_card(card))


def encode_hand(hand) -> np.ndarray:
    """A hand as a boolean row of 36."""
    row = np.zeros(36, dtype=bool)
    row[SWISS_36.indices(TRICK_CARDS.cards(hand))] = True
    return row


def legal_rows(hand: np.ndarray, led: np.ndarray, top: np.ndarray, trump: np.ndarray,
               overtrump_duty: bool) -> np.ndarray:
    """Legal cards for rows of hands when ``led`` suit was led and ``top`` is the strength of the
    highest trump in the trick (0: none). Rules §2.3 rules 2 and 3."""
    rows = np.arange(len(hand))
    is_trump = SUIT[None, :] == trump[:, None]
    trumps = hand & is_trump
    n_trumps = trumps.sum(axis=1)
    lone_jack = (n_trumps == 1) & trumps[rows, _JACK[trump]]
    trump_led = np.where(((n_trumps > 0) & ~lone_jack)[:, None], trumps, hand)
    follow = hand & (SUIT[None, :] == led[:, None])
    ok_trumps = trumps & (TRUMP_STRENGTH[None, :] > top[:, None])
    plain = hand & ~is_trump
    has_plain = plain.any(axis=1)
    must_over = (top > 0) & ok_trumps.any(axis=1) if overtrump_duty else np.zeros(len(hand), bool)
    void = np.where(~has_plain[:, None], trumps, np.where(must_over[:, None], ok_trumps, plain | ok_trumps))
    plain_led = np.where(follow.any(axis=1)[:, None], follow | ok_trumps, void)
    return np.where((led == trump)[:, None], trump_led, plain_led)



def trick_step(card: np.ndarray, pos: int, led: np.ndarray, top: np.ndarray, best: np.ndarray,
               trump: "np.ndarray | int") -> tuple:
    """Rows of tricks in play with one more card each (``card``, the ``pos``-th of its trick):
    the suit led, the highest trump so far, the strength of the card winning so far (a trump
    beats every plain card; a card neither following nor trumping never wins), and whether
    ``card`` now wins. Every numpy path that plays Handjass tricks steps them here."""
    suit = SUIT[card]
    if pos == 0:
        led = suit.astype(np.int64)
    is_trump = suit == trump
    top = np.maximum(top, np.where(is_trump, TRUMP_STRENGTH[card], 0))
    key = np.where(is_trump, 100 + TRUMP_STRENGTH[card], np.where(suit == led, PLAIN_STRENGTH[card], 0))
    better = key > best
    return led, top, np.where(better, key, best), better

def legal_mask(hands: np.ndarray, tricks: np.ndarray, trump: np.ndarray, *,
               overtrump_duty: bool = True) -> np.ndarray:
    """Legal cards for many positions at once.

    ``hands``: (n, 36) booleans; ``tricks``: (n, k) card indices played so far, lead
    first, ``-1`` where a row's trick is shorter; ``trump``: (n,) suit indices 0-3 (♠ ♥ ♦ ♣).

    >>> hands = np.array([encode_hand("KS 6H AH 7C")])
    >>> mask = legal_mask(hands, np.array([[card_index("8S"), card_index("QH")]]), np.array([1]))
    >>> [str(CARDS[i]) for i in np.flatnonzero(mask[0])]       # H13
    ['K♠', 'A♥']
    """
    hands, tricks, trump = batch_arrays(hands, tricks, trump, cards=36)
    n = len(hands)
    if tricks.shape[1] == 0:
        return hands.copy()
    played = tricks >= 0
    safe = np.where(played, tricks, 0)
    led = SUIT[safe[:, 0]].astype(np.int64)
    trump_here = played & (SUIT[safe] == trump[:, None])
    top = np.where(trump_here, TRUMP_STRENGTH[safe], 0).max(axis=1)
    mask = legal_rows(hands, led, top, trump, overtrump_duty)
    return np.where(played[:, 0][:, None], mask, hands) if n else mask


@dataclass(frozen=True)
class Batch:
    """The result of :func:`random_deals`, one row per deal; players 0-3 in playing order from
    the dealer's right (player 3 deals and holds the turned trump card)."""

    points: np.ndarray        # (n, 4) card points won, last trick's 5 included
    trump: np.ndarray         # (n,) trump suit index
    hands: np.ndarray         # (n, 4, 9) card indices dealt
    plays: np.ndarray         # (n, 36) card indices in the order played
    players: np.ndarray       # (n, 36) who played each of them


def random_deals(n: int, seed=None, *, overtrump_duty: bool = True) -> Batch:
    """Deal and play out ``n`` random 4-player deals with uniformly random legal cards."""
    if not isinstance(n, (int, np.integer)) or isinstance(n, bool) or n < 1:
        raise CardlibError(f"the number of deals must be a whole number 1 or more, got {n!r}")
    rng = make_rng(seed)
    rows = np.arange(n)
    order = np.argsort(rng.random((n, 36)), axis=1)
    hands = order.reshape(n, 4, 9)
    trump = SUIT[hands[:, 3, 8]].astype(np.int64)           # the dealer's last card is turned (§2.1)
    in_hand = np.zeros((n, 4, 36), dtype=bool)
    in_hand[rows[:, None, None], np.arange(4)[None, :, None], hands] = True
    points = np.zeros((n, 4), dtype=np.int64)
    plays = np.empty((n, 36), dtype=np.int64)
    players = np.empty((n, 36), dtype=np.int64)
    card_value = POINTS[trump]                                # (n, 36)
    leader = np.zeros(n, dtype=np.int64)
    for t in range(9):
        led = np.zeros(n, dtype=np.int64)
        top = np.zeros(n, dtype=np.int64)
        best = np.full(n, -1, dtype=np.int64)
        winner = leader.copy()
        won = np.zeros(n, dtype=np.int64)
        for pos in range(4):
            player = (leader + pos) % 4
            hand = in_hand[rows, player]
            mask = hand if pos == 0 else legal_rows(hand, led, top, trump, overtrump_duty)
            card = np.where(mask, rng.random((n, 36)), -1.0).argmax(axis=1)
            in_hand[rows, player, card] = False
            led, top, best, better = trick_step(card, pos, led, top, best, trump)
            winner = np.where(better, player, winner)
            won += card_value[rows, card]
            plays[:, 4 * t + pos] = card
            players[:, 4 * t + pos] = player
        points[rows, winner] += won + (5 if t == 8 else 0)
        leader = winner
    return Batch(points, trump, hands, plays, players)


def trump_index(trump) -> int:
    """0-3 for ♠ ♥ ♦ ♣."""
    return SUITS.index(parse_trump(trump).value)


def decode(indices: Sequence[int]) -> tuple[Card, ...]:
    """Cards from indices."""
    return tuple(CARDS[int(i)] for i in indices)
