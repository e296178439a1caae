"""Batched numpy playouts of 4-player Handjass deals: many random deals at once.

Cards are indices 0-35 in the order of ``SWISS_36.cards`` (suits ♠ ♥ ♦ ♣, ranks A K Q
J 10 9 8 7 6 inside each suit): ``index = 9 * suit + rank``. A batch of ``n`` deals is
a set of arrays with ``n`` rows; each step of play is a handful of whole-array
operations, so the cost per deal shrinks as the batch grows.

The rules are the engine's (rules §2.3): :func:`legal_mask` gives the same cards as
:func:`cardlib.handjass.legal_cards` (the tests compare them), including the lone
trump Jack, the ban on undertrumping and the source's duty to overtrump.

The random playouts run on the batch kit (:mod:`cardlib.batch`), each hand one 64-bit word
(:func:`legal_bits`); this module holds only Handjass's hooks and its points. Up to ``SMALL``
deals play in plain Python, the same deals as the batch for the same seed.

>>> batch = random_deals(1000, seed=7)
>>> batch.points.shape, bool((batch.points.sum(axis=1) == 157).all())
((1000, 4), True)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..batch import ONE, Encoding, TrickHooks, check_count, deal_orders, random_tricks, random_tricks_small, to_bits
from ..cards import SWISS_36, Card, make_rng
from ..tricks import batch_arrays, parse_trump
from .core import TRUMP_ORDER, TRICK_CARDS, card_points

__all__ = ["CARDS", "card_index", "encode_hand", "legal_mask", "legal_bits", "random_deals", "trick_step", "Batch",
           "POINTS", "SMALL", "legal_rows"]

ENCODING = Encoding(SWISS_36, TRICK_CARDS.parse_card, TRICK_CARDS.cards)
CARDS: tuple[Card, ...] = ENCODING.cards
SUITS = ("S", "H", "D", "C")

SUIT = SWISS_36.suit_numbers                                 # 0 ♠, 1 ♥, 2 ♦, 3 ♣
PLAIN_STRENGTH = SWISS_36.strength                           # A 9 ... 6 1, the pack's scale
TRUMP_STRENGTH = np.array([9 - TRUMP_ORDER.index(c.rank) for c in CARDS], dtype=np.int8)     # J 9, 9 8, A 7 ...
POINTS = np.array([[card_points(c, SUITS[t]) for c in CARDS] for t in range(4)], dtype=np.int16)
_JACK = np.array([SWISS_36.index(Card("J", s)) for s in SWISS_36.suits])
SMALL = 8                                                    # at most this many deals: the plain-Python path

# the hooks' tables as words: each suit, each trump Jack, and the trumps above a strength
_SUIT_BITS = ENCODING.suit_bits
_JACK_BITS = ONE << _JACK.astype(np.uint64)
_ABOVE = np.array([[sum(1 << c for c in range(36) if SUIT[c] == t and TRUMP_STRENGTH[c] > top) for top in range(10)]
                   for t in range(4)], dtype=np.uint64)        # (trump, top strength 0-9)
_KEY = np.array([[100 + TRUMP_STRENGTH[c] if SUIT[c] == t else PLAIN_STRENGTH[c] for c in range(36)]
                 for t in range(4)], dtype=np.int64)          # a card's power when it trumps or follows


def card_index(card) -> int:
    """The index 0-35 of a card of the 36-card pack.

    >>> card_index("AS"), card_index("6C")
    (0, 35)
    """
    return ENCODING.index(card)


def encode_hand(hand) -> np.ndarray:
    """A hand as a boolean row of 36."""
    return ENCODING.row(hand)


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


def legal_bits(hand: np.ndarray, led: np.ndarray, top: np.ndarray, trump: np.ndarray,
               overtrump_duty: bool = True) -> np.ndarray:
    """:func:`legal_rows` on hands as 64-bit words (n,), the legal cards as words, for a card after the
    lead: ``led`` the suit led, ``top`` the strength of the highest trump in the trick (0: none).

    >>> hand = ENCODING.bits("KS 6H AH 7C")
    >>> legal = legal_bits(np.array([hand]), np.array([0]), np.array([2]), np.array([1]))
    >>> ENCODING.decode(c for c in range(36) if int(legal[0]) >> c & 1)
    (Card('K♠'), Card('A♥'))
    """
    return _legal(hand, _SUIT_BITS[led], _SUIT_BITS[trump], _JACK_BITS[trump], _ABOVE[trump, top], top,
                  led == trump, overtrump_duty)


def _legal(hand, led_bits, trump_bits, jack_bits, above, top, trump_led, duty: bool):
    """:func:`legal_bits` from the trick's words: the suit led's, the trumps', the trump Jack's
    and the trumps' above the highest in the trick (rules §2.3 rules 2 and 3)."""
    follow = hand & led_bits
    trumps = hand & trump_bits
    ok = trumps & above
    plain = hand & ~trump_bits
    if duty:
        void = np.where(plain == 0, trumps, np.where((top > 0) & (ok != 0), ok, plain | ok))
    else:
        void = np.where(plain == 0, trumps, plain | ok)
    return np.where((follow != 0) & (follow != jack_bits), follow | ok, np.where(trump_led, hand, void))


_TOP = np.where(SUIT[None, :] == np.arange(4)[:, None], TRUMP_STRENGTH[None, :], 0).astype(np.int64).ravel()
_ABOVE_FLAT = _ABOVE.ravel()
_KEY_FLAT, _POINTS_FLAT, _SUIT64 = _KEY.ravel(), POINTS.astype(np.int64).ravel(), SUIT.astype(np.int64)


class _Tricks(TrickHooks):
    """The tricks of ``n`` random deals (:class:`~cardlib.batch.TrickHooks`): the suit led, the
    highest trump, the winning card's power and seat, the points in the trick; player 0 leads.
    The card tables are read flat at ``36 * trump + card``."""

    def __init__(self, trump: np.ndarray, overtrump_duty: bool):
        n = len(trump)
        self.players, self.rows, self.trump, self.duty = 4, np.arange(n), trump, overtrump_duty
        self.base = 36 * trump
        self.trump_bits, self.jack_bits = _SUIT_BITS[trump], _JACK_BITS[trump]
        self.above_at = 10 * trump
        self.leader = np.zeros(n, dtype=np.int64)
        self.points = np.zeros(4 * n, dtype=np.int64)            # seat-major: 4 rows of n
        self.plays = np.empty((36, n), dtype=np.int64)
        self.who = np.empty((36, n), dtype=np.int64)
        self.t = 0

    def start(self, t: int) -> None:
        n = len(self.rows)
        self.t = t
        self.top = np.zeros(n, dtype=np.int64)
        self.best = np.full(n, -1, dtype=np.int64)
        self.winner = self.leader.copy()
        self.won = np.zeros(n, dtype=np.int64)

    def legal(self, hand: np.ndarray, pos: int) -> np.ndarray:
        if pos == 0:
            return hand
        return _legal(hand, self.led_bits, self.trump_bits, self.jack_bits, _ABOVE_FLAT.take(self.above_at + self.top),
                      self.top, self.trump_led, self.duty)

    def play(self, pos: int, card: np.ndarray, seat: np.ndarray) -> None:
        at = self.base + card
        suit = _SUIT64.take(card)
        if pos == 0:
            self.led = suit
            self.led_bits, self.trump_led = _SUIT_BITS.take(suit), suit == self.trump
        np.maximum(self.top, _TOP.take(at), out=self.top)
        key = _KEY_FLAT.take(at) * ((suit == self.trump) | (suit == self.led))
        better = key > self.best
        np.maximum(self.best, key, out=self.best)
        self.winner = np.where(better, seat, self.winner)
        self.won += _POINTS_FLAT.take(at)
        self.plays[4 * self.t + pos] = card
        self.who[4 * self.t + pos] = seat

    def finish(self, t: int) -> None:
        self.points[self.winner * len(self.rows) + self.rows] += self.won + (5 if t == 8 else 0)
        self.leader = self.winner


class _Small:
    """:class:`_Tricks` for one deal in plain Python (the small path; the same cards for the same
    random numbers)."""

    _suit = tuple(int(s) for s in SUIT)
    _trump_strength = tuple(int(s) for s in TRUMP_STRENGTH)
    _suit_bits = ENCODING.suit_ints
    _above = tuple(tuple(int(x) for x in row) for row in _ABOVE)
    _jack = tuple(1 << int(j) for j in _JACK)

    def __init__(self, trump: int, overtrump_duty: bool):
        self.trump, self.duty = trump, overtrump_duty
        self.value = POINTS[trump].tolist()
        self.key = _KEY[trump].tolist()
        self.leader, self.points, self.plays, self.who = 0, [0, 0, 0, 0], [], []

    def start1(self, t: int) -> None:
        self.led, self.top, self.best, self.winner, self.won = -1, 0, -1, self.leader, 0

    def legal1(self, hand: int, pos: int) -> int:
        if pos == 0:
            return hand
        trump, bits = self.trump, self._suit_bits
        trumps = hand & bits[trump]
        if self.led == trump:
            return trumps if trumps and trumps != self._jack[trump] else hand
        ok = trumps & self._above[trump][self.top]
        follow = hand & bits[self.led]
        if follow:
            return follow | ok
        plain = hand & ~bits[trump]
        if not plain:
            return trumps
        return ok if self.duty and self.top and ok else plain | ok

    def play1(self, pos: int, card: int, seat: int) -> None:
        suit = self._suit[card]
        if pos == 0:
            self.led = suit
        if suit == self.trump:
            self.top = max(self.top, self._trump_strength[card])
        key = self.key[card] if suit == self.trump or suit == self.led else 0
        if key > self.best:
            self.best, self.winner = key, seat
        self.won += self.value[card]
        self.plays.append(card)
        self.who.append(seat)

    def finish1(self, t: int) -> None:
        self.points[self.winner] += self.won + (5 if t == 8 else 0)
        self.leader = self.winner


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
    """Deal and play out ``n`` random 4-player deals with uniformly random legal cards (the batch
    kit's :func:`~cardlib.batch.random_tricks`: each hand one 64-bit word; up to ``SMALL`` deals
    in plain Python, the same cards for the same seed)."""
    n = check_count(n)
    rng = make_rng(seed)
    hands = deal_orders(n, 36, rng).reshape(n, 4, 9)
    trump = SUIT[hands[:, 3, 8]].astype(np.int64)           # the dealer's last card is turned (§2.1)
    words = to_bits(hands, ENCODING.empty)                  # (n, 4)
    if n <= SMALL:
        games = [_Small(int(t), overtrump_duty) for t in trump]
        random_tricks_small(words.tolist(), 9, games, rng)
        return Batch(np.array([g.points for g in games], dtype=np.int64), trump, hands,
                     np.array([g.plays for g in games], dtype=np.int64), np.array([g.who for g in games], dtype=np.int64))
    done = random_tricks(words, 9, lambda lo, hi: _Tricks(trump[lo:hi], overtrump_duty), rng)
    return Batch(np.concatenate([d.points.reshape(4, -1).T for d in done]), trump, hands,
                 np.concatenate([d.plays.T for d in done]), np.concatenate([d.who.T for d in done]))


def trump_index(trump) -> int:
    """0-3 for ♠ ♥ ♦ ♣."""
    return SUITS.index(parse_trump(trump).value)


decode = ENCODING.decode                  # cards from indices
