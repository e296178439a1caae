"""Batched numpy playouts of Black Maria deals, 3 to 7 players: many deals at once.

Cards are indices 0-51 in the order of ``FRENCH_52.cards`` (suits ♠ ♥ ♦ ♣, ranks A K Q
... 2 inside each suit): ``index = 13 * suit + rank``, so ♠A is 0, ♠K 1 and ♠Q 2. A batch
of ``n`` deals keeps each seat's hand as a row of card indices, ``(n, players, cards
each)``; every step of play is a handful of whole-array operations.

Two policies play the cards: ``"random"`` (every seat passes three random cards and plays a
uniformly random legal card) and ``"bot"`` (every seat passes and plays as
:class:`~cardlib.black_maria.bot.BlackMariaBot` does: the bot reads its choices from the
same cost functions, :func:`pass_scores` and :func:`play_costs`). The legal cards come
from :func:`legal_mask` and ``legal_bits``, whose answers the tests compare with
:func:`cardlib.black_maria.rulings` (note 4 and the hearts-broken variant included).

The random policy deals by one shuffle of the deck per deal (a seat passes the first three cards
of its deal) and keeps each hand as one word of the batch kit's suit lanes: a trick is drawn for
every seat at once (a follower's choice hangs only on the suit led and his hand), its winner the
lowest rank of the suit led, and the tests replay it card by card through the rulings. The hands
as rows of card numbers are made only when a :class:`Batch` is asked for them.

What every trick game shares (the encoding, the deal, the follow-suit clause, the bit draws and
shuffles, an expert's rest of a deal) is the batch kit's, :mod:`cardlib.batch`; this module holds
Black Maria's hooks (``Tricks``, ``leading``, the pass) and its scoring. A few random deals
(``SMALL``) play in plain Python, the same deals as the batch for the same seed, and so do a few
deals by the bot (``BOT_SMALL``: :func:`bot_tricks`, the same cards as the batch).

>>> batch = random_deals(2000, players=4, seed=7)
>>> batch.taken.shape, bool((batch.taken.sum(axis=1) == 43).all())
((2000, 4), True)
>>> bot = random_deals(2000, players=3, seed=7, policy="bot", scoring="hearts_and_queen")
>>> bool((bot.taken.sum(axis=1) == 26).all())
True
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from ..batch import (BIT, LANE_SELECT, ONE, Encoding, TrickHooks, check_count, count_bits, deal_hands,
                     draw_lane_bit, follow_bits, follow_suit, lane_places, play_rest, shuffle_small, shuffles)
from ..batch import to_bits as _to_bits
from ..cards import FRENCH_52, Card, make_rng
from ..errors import CardlibError
from ..game import check_players
from .core import PENALTIES, PLAYERS, TRICK_CARDS, deck
from .rules import Rules

__all__ = ["CARDS", "card_index", "encode_hand", "decode", "legal_mask", "legal_bits", "pass_scores", "play_costs",
           "random_deals", "Batch", "PENALTY", "SUIT", "STRENGTH", "SMALL", "Tricks", "leading",
           "BOT_SMALL", "bot_card", "bot_tricks", "bot_rest", "everything_taken"]

ENCODING = Encoding(FRENCH_52, TRICK_CARDS.parse_card, TRICK_CARDS.cards)
CARDS: tuple[Card, ...] = ENCODING.cards                  # card numbers are the pack's (FRENCH_52.index)
SMALL = 8                                                 # at most this many random deals: the plain-Python path
SUIT = ENCODING.suit                                       # 0 ♠, 1 ♥, 2 ♦, 3 ♣
STRENGTH = ENCODING.strength                               # A 13, K 12, ..., 2 1
ACE, KING, QUEEN = 0, 1, 2                        # ♠A ♠K ♠Q
PENALTY = {name: np.array([table.get(c, 0) for c in CARDS], dtype=np.int64) for name, table in PENALTIES.items()}
_DANGER = PENALTY["standard"]                     # what the bot fears, whatever the scoring
_NO_CARD = ENCODING.empty                         # an empty slot in a hand row (52)
_SUIT_X = ENCODING.suit_x                         # lookups that accept the empty slot
_RANK_X = np.append(STRENGTH - 1, -1)              # the bot's costs count A 12 ... 2 0
_DANGER_X = np.append(_DANGER, 0)


def card_index(card) -> int:
    """The index 0-51 of a card.

    >>> card_index("AS"), card_index("QS"), card_index("2C")
    (0, 2, 51)
    """
    return ENCODING.index(card)


def encode_hand(cards) -> np.ndarray:
    """Cards as a sorted row of indices."""
    return ENCODING.indices(cards)


def decode(indices: Sequence[int]) -> tuple[Card, ...]:
    """Cards from indices (the empty slot 52 is skipped)."""
    return ENCODING.decode(indices)


# --------------------------------------------------------------------------- legal cards

def _mask(cards: np.ndarray, avail: np.ndarray, led: np.ndarray, lead_ban: np.ndarray) -> np.ndarray:
    """Legal slots of rows of hands. ``cards`` (n, k) card indices, ``avail`` (n, k) still held,
    ``led`` (n,) the suit led or -1 for a lead, ``lead_ban`` (n,) hearts may not lead now
    (note 4 in tricks 1 and 2, or hearts not broken), unless the hand holds only hearts (B-A5)."""
    suit = _SUIT_X[cards]
    return np.where((led < 0)[:, None], leading(avail, suit, lead_ban), follow_suit(avail, suit, led))


def legal_mask(hands: np.ndarray, tricks: np.ndarray, *, trick_number: "int | np.ndarray" = 1,
               no_heart_lead_early: bool = False, hearts_broken: bool = False,
               broken: "bool | np.ndarray" = False) -> np.ndarray:
    """Legal cards for many positions at once, with the meaning of :func:`~cardlib.black_maria.rulings`.

    ``hands``: (n, 52) booleans; ``tricks``: (n, m) card indices played so far, lead first,
    ``-1`` where a row's trick is shorter; ``trick_number`` and ``broken`` per row or for all.

    >>> hands = np.zeros((1, 52), bool); hands[0, [card_index(c) for c in ("2D", "KD", "QS", "9H")]] = True
    >>> [str(CARDS[i]) for i in np.flatnonzero(legal_mask(hands, [[card_index("4D")]])[0])]     # B5
    ['K♦', '2♦']
    """
    hands = np.asarray(hands, dtype=bool)
    tricks = np.asarray(tricks, dtype=np.int64).reshape(len(hands), -1)
    if hands.ndim != 2 or hands.shape[1] != 52:
        raise CardlibError(f"expected hands of shape (n, 52), got {hands.shape!r}")
    n = len(hands)
    led = np.full(n, -1, dtype=np.int64)
    if tricks.shape[1]:
        led = np.where(tricks[:, 0] >= 0, SUIT[np.maximum(tricks[:, 0], 0)], -1)
    number = np.broadcast_to(np.asarray(trick_number), (n,))
    ban = np.zeros(n, dtype=bool)
    if no_heart_lead_early:
        ban |= number <= 2
    if hearts_broken:
        ban |= ~np.broadcast_to(np.asarray(broken, dtype=bool), (n,))
    cards = np.broadcast_to(np.arange(52), (n, 52))
    return _mask(cards, hands, led, ban)


# --------------------------------------------------------------------------- hands as bits

# A hand as one 64-bit word, bit ``c`` for card ``c`` (the batch kit's words): following suit, the
# lead restrictions and a uniform draw among the legal cards are then a few operations on one number
# per deal (``legal_bits``; the random playouts use the lane layout below, the bot, which weighs
# every card, keeps the rows of card indices).
SUIT_BITS = ENCODING.suit_bits
_NOT_HEARTS = ~SUIT_BITS[1]


def to_bits(cards: np.ndarray) -> np.ndarray:
    """Rows of card indices (…, k) as 64-bit words (the empty slot 52 sets no bit)."""
    return _to_bits(cards, _NO_CARD)


def legal_bits(hand: np.ndarray, led: np.ndarray, lead_ban: np.ndarray) -> np.ndarray:
    """The legal cards of hands given as 64-bit words, as words: the meaning of :func:`legal_mask`.
    ``led`` (n,) is the suit led or -1 for a lead; ``lead_ban`` (n,) hearts may not lead now
    (note 4, or hearts not broken) unless the hand holds only hearts (B-A5)."""
    led = np.asarray(led)
    following = follow_bits(hand, np.maximum(led, 0), SUIT_BITS)
    return np.where(led < 0, _leading(hand, lead_ban), following)


def leading(avail: np.ndarray, suit: np.ndarray, lead_ban: np.ndarray) -> np.ndarray:
    """The lead hook on rows of hands: ``avail`` (n, w) the cards held, ``suit`` (n, w) their
    suits; hearts may not lead where ``lead_ban`` (n,) (note 4, or hearts not broken) unless the
    hand holds only hearts (B-A5)."""
    not_hearts = avail & (suit != 1)
    return np.where((lead_ban & not_hearts.any(axis=1))[:, None], not_hearts, avail)


def _leading(hand: np.ndarray, lead_ban: np.ndarray) -> np.ndarray:
    not_hearts = hand & _NOT_HEARTS
    return np.where(lead_ban & (not_hearts != 0), not_hearts, hand)


class Tricks(TrickHooks):
    """The tricks of ``n`` deals as they are played, one row per deal (the batch kit's
    :class:`~cardlib.batch.TrickHooks`): the suit led, the card winning so far and its seat, the
    penalties in the trick; at each trick's end its winner takes them (and ♠Q), hearts may break,
    and the winner leads the next. Seat 1 leads the first. ``early``: note 4 (no heart lead in
    tricks 1 and 2); ``unbroken``: hearts may not lead before they are broken."""

    def __init__(self, n: int, players: int, value: np.ndarray, early: bool = False, unbroken: bool = False):
        self.rows, self.players, self.value = np.arange(n), players, value
        self.early, self.unbroken = early, unbroken
        self.taken = np.zeros((n, players), dtype=np.int64)
        self.queen_taker = np.full(n, -1, dtype=np.int64)
        self.broken = np.zeros(n, dtype=bool)
        self.leader = np.full(n, 1 % players, dtype=np.int64)

    def start(self, t: int = 0) -> None:
        n = len(self.rows)
        self.led = np.full(n, -1, dtype=np.int64)
        self.winning = np.full(n, -1, dtype=np.int64)
        self.top = np.full(n, -1, dtype=np.int64)
        self.winner = self.leader.copy()
        self.points = np.zeros(n, dtype=np.int64)
        self.queen_here = np.zeros(n, dtype=bool)
        self.hearts_here = np.zeros(n, dtype=bool)
        self.ban = np.full(n, self.early and t < 2)
        if self.unbroken:
            self.ban = self.ban | ~self.broken

    def play(self, pos: int, card: np.ndarray, seat: np.ndarray) -> None:
        """The ``pos``-th card of the trick, one per row, played by ``seat``: the highest card of
        the suit led wins."""
        suit = SUIT.take(card)
        if pos == 0:
            self.led = suit
        strength = STRENGTH.take(card)
        better = (suit == self.led) & (strength > self.top)
        self.top = np.where(better, strength, self.top)
        self.winning = np.where(better, card, self.winning)
        self.winner = np.where(better, seat, self.winner)
        self.points += self.value.take(card)
        self.queen_here |= card == QUEEN
        self.hearts_here |= suit == 1

    def finish(self, t: int = 0) -> None:
        self.taken[self.rows, self.winner] += self.points
        self.queen_taker = np.where(self.queen_here, self.winner, self.queen_taker)
        self.broken |= self.hearts_here
        self.leader = self.winner


# --------------------------------------------------------------------------- the random policy on suit lanes

# The random playouts keep each hand as one word in the batch kit's lane layout (bit ``16 * suit +
# rank``, ``rank`` 0 for the Ace): the cards a seat holds in the suit led are one 16-bit read, and
# its ``floor(u * count)``-th card one look-up. Every seat's card of a trick is drawn at once, since
# a follower's choice depends only on the suit led and his own hand: the trick is a few operations
# on (players, n) arrays, its winner the lowest rank of the suit led.
_PLACE = lane_places(ENCODING)                          # card number -> its bit in a lane word
_LANE_BIT = np.append(BIT.take(_PLACE), np.uint64(0))   # the empty slot sets no bit
_LANE_HEARTS = 0xFFFF << 16
_LANE_NOT_HEARTS = np.uint64(~_LANE_HEARTS & (1 << 64) - 1)
_LANE_QUEEN = int(_PLACE[QUEEN])
BLOCK = 16384        # rows whose random numbers are drawn, and which are played, together


def _lane_values(value: np.ndarray) -> np.ndarray:
    """Penalties by lane bit (64 of them)."""
    out = np.zeros(64, dtype=np.int64)
    out[_PLACE] = value
    return out


_LANE_VALUE = {name: _lane_values(value) for name, value in PENALTY.items()}
_LANE_VALUE_LIST = {name: value.tolist() for name, value in _LANE_VALUE.items()}


@functools.lru_cache(maxsize=None)
def _deck_lane_bits(cards: bytes) -> list[int]:
    """The lane bit of each card of a deck (its card numbers as bytes), as ints."""
    return [1 << int(_PLACE[c]) for c in np.frombuffer(cards, dtype=np.int64)]


def _play_lanes(held: np.ndarray, draws: np.ndarray, value: np.ndarray, early: bool,
                unbroken: bool, plays: list | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Trick play of ``n`` deals, every card a uniformly random legal one: ``held`` (players, n)
    lane words, ``draws`` (tricks, players, n) uniform numbers (seat ``s`` plays the
    ``floor(u * count)``-th lowest of its legal cards), ``value`` penalties by lane bit; seat 1
    leads the first trick. The penalties taken (players, n) and who took ♠Q (n,). ``plays``, a
    list, gets each trick's leaders (n,) and cards (players, n) as lane bits (for the tests)."""
    players, n = held.shape
    hands = held.copy()
    flat, lanes = hands.reshape(-1), hands.view(np.uint16).reshape(-1)
    rows = np.arange(n)
    seats = np.arange(players)[:, None]
    lane_at = (seats * n + rows) * 4                    # where each seat's lanes sit in ``lanes``
    taken = np.zeros(players * n, dtype=np.int64)
    queen_taker = np.full(n, -1, dtype=np.int64)
    broken = np.zeros(n, dtype=bool)
    leader = np.full(n, 1 % players, dtype=np.intp)
    for t, u in enumerate(draws):
        drawn = u.reshape(-1)
        at = leader * n + rows
        hand = flat.take(at)
        ban = np.full(n, early and t < 2)
        if unbroken:
            ban |= ~broken
        if ban.any():                                   # no heart lead unless the hand holds only hearts
            not_hearts = hand & _LANE_NOT_HEARTS
            hand = np.where(ban & (not_hearts != 0), not_hearts, hand)
        lead = draw_lane_bit(hand, drawn.take(at))
        led = lead >> 4
        lane = lanes.take(lane_at + led)                # (players, n): each seat's cards of the suit led
        count = count_bits(lane)
        rank = LANE_SELECT.take((lane.astype(np.intp) << 4) + (u * count).astype(np.intp))
        card = (led << 4) + rank
        void = count == 0
        flat_card = card.reshape(-1)
        if void.any():                                  # void of the suit led: any card of the hand
            where = np.flatnonzero(void)
            flat_card[where] = draw_lane_bit(flat.take(where), drawn.take(where))
        flat_card[at] = lead
        key = np.where(void, 127 << 3, rank.astype(np.intp) << 3) + seats
        key.reshape(-1)[at] = ((lead & 15) << 3) + leader
        winner = key.min(axis=0) & 7                    # the highest card of the suit led
        taken[winner * n + rows] += value.take(card).sum(axis=0)
        queen_taker = np.where((card == _LANE_QUEEN).any(axis=0), winner, queen_taker)
        if unbroken:
            broken |= ((card >> 4) == 1).any(axis=0)
        flat ^= BIT.take(flat_card)
        if plays is not None:
            plays.append((leader, card))
        leader = winner
    return taken.reshape(players, n), queen_taker


_SELECT = LANE_SELECT.tolist()                          # the same look-up for plain Python


def _play_small(hands: list, draws: list, value: list, early: bool, unbroken: bool) -> tuple[list, int]:
    """:func:`_play_lanes` for one deal in plain Python (the same cards for the same numbers):
    ``hands`` one lane word (int) a seat, ``draws`` the deal's numbers, trick ``t`` seat ``s`` at
    ``t * players + s``."""
    players = len(hands)
    select, queen_bit = _SELECT, _LANE_QUEEN
    taken, queen_taker, broken, leader = [0] * players, -1, False, 1 % players
    for base in range(0, len(draws), players):
        hand = hands[leader]
        if (early and base < 2 * players) or (unbroken and not broken):
            hand = hand & ~_LANE_HEARTS or hand
        for _ in range(int(draws[base + leader] * hand.bit_count())):
            hand &= hand - 1
        top = (hand & -hand).bit_length() - 1
        hands[leader] ^= 1 << top
        shift = top & 48
        winner, points, queen, hearts, seat = leader, value[top], top == queen_bit, shift == 16, leader
        for _ in range(players - 1):
            seat = seat + 1 if seat + 1 < players else 0
            hand = hands[seat]
            lane = hand >> shift & 0xFFFF
            if lane:
                card = shift + select[(lane << 4) + int(draws[base + seat] * lane.bit_count())]
                if card < top:
                    top, winner = card, seat
            else:
                pick = hand
                for _ in range(int(draws[base + seat] * hand.bit_count())):
                    pick &= pick - 1
                card = (pick & -pick).bit_length() - 1
                hearts |= 16 <= card < 32
            hands[seat] = hand ^ 1 << card
            points += value[card]
            queen |= card == queen_bit
        taken[winner] += points
        if queen:
            queen_taker = winner
        broken |= hearts
        leader = winner
    return taken, queen_taker


def _play_random(held: np.ndarray, rng: np.random.Generator, value: np.ndarray, early: bool,
                 unbroken: bool) -> tuple[np.ndarray, np.ndarray]:
    """Trick play with uniformly random legal cards from hands as rows of card numbers (n, players,
    k): ``BLOCK`` rows at a time, each block's numbers drawn before it plays (a few deals in plain
    Python). The penalties taken (n, players) and who took ♠Q."""
    n, players, k = held.shape
    words = _LANE_BIT.take(held).sum(axis=2).T            # (players, n) lane words
    lane_value = _lane_values(value)
    value_list = lane_value.tolist()
    taken, queen_taker = [], []
    for lo in range(0, n, BLOCK):
        m = min(BLOCK, n - lo)
        draws = rng.random((k, players, m))
        if n <= SMALL:
            small = [_play_small(hands, d, value_list, early, unbroken)
                     for hands, d in zip(words[:, lo:].T.tolist(), draws.reshape(-1, m).T.tolist())]
            taken.append(np.array([t for t, _ in small], dtype=np.int64).T)
            queen_taker.append(np.array([q for _, q in small], dtype=np.int64))
        else:
            done = _play_lanes(np.ascontiguousarray(words[:, lo:lo + m]), draws, lane_value, early, unbroken)
            taken.append(done[0])
            queen_taker.append(done[1])
    return np.concatenate(taken, axis=1).T, np.concatenate(queen_taker)


class _Shuffled:
    """The hands of random deals, kept as each deal's order of the deck (deck places (size, n),
    seat ``s`` dealt places ``s * k`` to ``s * k + k - 1``, passing its first three): the rows of
    card numbers a :class:`Batch` gives are made from it when first read."""

    def __init__(self, cards: np.ndarray, order: np.ndarray, players: int, pass_left: bool, passing: bool):
        self.cards, self.order, self.players, self.pass_left, self.passing = cards, order, players, pass_left, passing

    @functools.cached_property
    def _rows(self) -> np.ndarray:
        n = self.order.shape[1]
        return self.cards.take(self.order.T).reshape(n, self.players, -1)

    @functools.cached_property
    def dealt(self) -> np.ndarray:
        return np.sort(self._rows, axis=2)

    @functools.cached_property
    def passed(self) -> np.ndarray:
        return self._rows[:, :, :3] if self.passing else self._rows[:, :, :0]

    @functools.cached_property
    def held(self) -> np.ndarray:
        if not self.passing:
            return self.dealt
        received = np.roll(self._rows[:, :, :3], 1 if self.pass_left else -1, axis=1)
        return np.sort(np.concatenate([self._rows[:, :, 3:], received], axis=2), axis=2)


def _shuffled_small(n: int, players: int, rng: np.random.Generator, cards: np.ndarray, scoring: str, *,
                    pass_left: bool, passing: bool, early: bool, unbroken: bool, taking_everything: bool) -> Batch:
    """:func:`_shuffled_deals` for a few deals (at most ``SMALL``) in plain Python: the same
    numbers drawn (in one call: the same stream), the same deals."""
    size = len(cards)
    k = size // players
    numbers = rng.random((size - 1) * n + k * players * n).tolist()
    deal_end = (size - 1) * n
    bits, lane_value = _deck_lane_bits(cards.tobytes()), _LANE_VALUE_LIST[scoring]
    shift = 1 if pass_left else -1
    orders, taken, holders, spades, takers = [], [], [], [], []
    for d in range(n):
        order = shuffle_small(numbers[d:deal_end:n])
        orders.append(order)
        hand = [sum([bits[c] for c in order[s * k:s * k + k]]) for s in range(players)]
        if passing:
            given = [sum([bits[c] for c in order[s * k:s * k + 3]]) for s in range(players)]
            hand = [hand[s] - given[s] + given[(s - shift) % players] for s in range(players)]
        holder = next(s for s in range(players) if hand[s] >> _LANE_QUEEN & 1)
        holders.append(holder)
        spades.append((hand[holder] & 0xFFFF).bit_count())
        t, q = _play_small(hand, numbers[deal_end + d::n], lane_value, early, unbroken)
        taken.append(t)
        takers.append(q)
    hands = _Shuffled(cards, np.array(orders, dtype=np.uint8).T, players, pass_left, passing)
    return _finish(players, hands, np.array(taken, dtype=np.int64), np.array(holders, dtype=np.int64),
                   np.array(spades, dtype=np.int64), np.array(takers, dtype=np.int64), PENALTY[scoring], cards,
                   taking_everything)


def _shuffled_deals(n: int, players: int, rng: np.random.Generator, cards: np.ndarray, scoring: str, *,
                    pass_left: bool, passing: bool, early: bool, unbroken: bool, taking_everything: bool) -> Batch:
    """Random deals with the random pass and trick play, in blocks of ``BLOCK`` rows: each block
    draws (size - 1, m) numbers for its shuffles (:func:`~cardlib.batch.shuffles`), then (k,
    players, m) for its tricks. A seat passes the first three cards of its deal (three uniformly
    random cards of its hand)."""
    size = len(cards)
    k = size // players
    bits = _LANE_BIT.take(cards)
    shift = 1 if pass_left else -1
    orders, taken, queen_taker, held_words = [], [], [], []
    for lo in range(0, n, BLOCK):
        m = min(BLOCK, n - lo)
        u = rng.random((size - 1, m))
        draws = rng.random((k, players, m))
        order = shuffles(u)                                       # (size, m) deck places
        dealt = bits.take(order).reshape(players, k, m)
        if passing:
            held = dealt[:, 3:].sum(axis=1) + np.roll(dealt[:, :3].sum(axis=1), shift, axis=0)
        else:
            held = dealt.sum(axis=1)
        orders.append(order)
        held_words.append(held)
        done = _play_lanes(held, draws, _LANE_VALUE[scoring], early, unbroken)
        taken.append(done[0].T)
        queen_taker.append(done[1])
    order, held = np.concatenate(orders, axis=1), np.concatenate(held_words, axis=1)
    taken, queen_taker = np.concatenate(taken), np.concatenate(queen_taker)
    holder = (((held >> np.uint64(_LANE_QUEEN)) & ONE).astype(np.int64) * np.arange(players)[:, None]).sum(axis=0)
    spades = count_bits(held[holder, np.arange(n)] & np.uint64(0xFFFF)).astype(np.int64)
    hands = _Shuffled(cards, order, players, pass_left, passing)
    return _finish(players, hands, taken, holder, spades, queen_taker, PENALTY[scoring], cards, taking_everything)

# --------------------------------------------------------------------------- the bot's costs

def pass_scores(cards: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """How much the bot wants to pass each card of hands ``cards`` (…, k) (higher first), and why
    (a code per card: 0 the Queen with fewer than three lower spades to guard her, 1 ♠A or ♠K
    that would catch her, 2 a short side suit to void, 3 a high heart, 4 another high card,
    5 a card to keep: a guard for the Queen, a low heart, a long suit's low card).

    >>> scores, why = pass_scores(encode_hand("QS 5S AH 2H 9D 4C 3C"))
    >>> [f"{c}:{w}" for c, w in zip(decode(encode_hand("QS 5S AH 2H 9D 4C 3C")), why)]
    ['Q♠:0', '5♠:5', 'A♥:3', '2♥:5', '9♦:2', '4♣:2', '3♣:2']
    """
    cards = np.asarray(cards)
    suit, strength = _SUIT_X[cards], _RANK_X[cards]
    held = cards != _NO_CARD
    length = np.stack([((suit == s) & held).sum(axis=-1) for s in range(4)], axis=-1)      # (..., 4)
    low_spades = ((suit == 0) & (strength < 10) & held).sum(axis=-1)[..., None]          # guards: J♠ down
    side_len = np.take_along_axis(length, np.maximum(suit, 0), axis=-1)
    guarded = low_spades >= 3
    score = np.where(strength >= 11, strength, -30 + strength).astype(np.float64)
    why = np.where(strength >= 11, 4, 5)
    side = (suit >= 2)
    short = side & (side_len <= 3)
    score = np.where(short, 60 - 10 * side_len + strength / 20, score)
    why = np.where(short, 2, why)
    high_heart = (suit == 1) & (strength >= 9)
    score = np.where(high_heart, 30 + strength, np.where(suit == 1, -40 + strength, score))
    why = np.where(high_heart, 3, np.where(suit == 1, 5, why))
    score = np.where(suit == 0, -60 + strength, score)
    why = np.where(suit == 0, 5, why)
    is_queen, is_ace_king = cards == QUEEN, (cards == ACE) | (cards == KING)
    score = np.where(is_queen & ~guarded, 100, score)
    why = np.where(is_queen & ~guarded, 0, why)
    score = np.where(is_ace_king & ~guarded, 90 + strength / 2, score)
    why = np.where(is_ace_king & ~guarded, 1, why)
    score = np.where(held, score, -1e9)
    return score, why


def play_costs(cards: np.ndarray, mask: np.ndarray, led: np.ndarray, winning: np.ndarray,
               last: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The bot's cost of each legal card (it plays the cheapest) for rows of hands, and the case:
    0 lead, 1 duck (the highest card that loses to the trick), 2 win as last player (the highest,
    cheapest in penalties), 3 win when a card must win (the cheapest, lowest), 4 discard (void:
    the Queen first, then ♠K, ♠A, the highest heart, the highest card).

    ``winning`` (n,) is the card index winning the trick so far (any value for a lead).
    """
    suit, strength, danger = _SUIT_X[cards], _RANK_X[cards], _DANGER_X[cards]
    avail = cards != _NO_CARD
    has_queen = (cards == QUEEN).any(axis=1)[:, None]
    has_high = ((cards == QUEEN) | (cards == KING) | (cards == ACE)).any(axis=1)[:, None]
    high_spade = (cards == QUEEN) | (cards == KING) | (cards == ACE)
    lead = (strength + 20 * (suit == 1) + 40 * high_spade + 20 * ((suit == 0) & has_queen)
            - 5 * ((suit == 0) & ~has_high)).astype(np.float64)
    follows = avail & (suit == led[:, None])
    top = _RANK_X[np.where(winning >= 0, winning, _NO_CARD)][:, None]
    loses = follows & (strength < top)
    any_loses = (loses & mask).any(axis=1)[:, None]
    duck = np.where(loses, -strength, np.inf)
    win_last = 100.0 * danger - strength
    win = 100.0 * danger + strength
    follow_cost = np.where(any_loses, duck, np.where(last[:, None], win_last, win))
    discard = -(20.0 * danger + strength)
    leading = (led < 0)[:, None]
    cost = np.where(leading, lead, np.where(follows.any(axis=1)[:, None], follow_cost, discard))
    case = np.where(leading, 0, np.where(follows.any(axis=1)[:, None],
                                         np.where(any_loses, 1, np.where(last[:, None], 2, 3)), 4))
    cost = np.where(mask, cost, np.inf)
    return cost, np.broadcast_to(case, cost.shape)


# --------------------------------------------------------------------------- the bot's play in plain Python

# A few deals (at most ``BOT_SMALL`` rows) play the bot's cards in plain Python: numpy's cost per
# operation, paid for every card of every trick, outweighs the work on so few rows. The same costs as
# :func:`play_costs`, the cheapest first in the hand's order (card numbers, ascending), so the same cards.
BOT_SMALL = 32                   # up to some 50 rows plain Python was the faster (4 and 7 players, both paths timed)
_SUIT_L, _STRENGTH_L, _RANK_L = SUIT.tolist(), STRENGTH.tolist(), (STRENGTH - 1).tolist()
_LEAD_L = ((STRENGTH - 1) + 20 * (SUIT == 1) + 40 * (np.arange(52) <= QUEEN)).tolist()   # play_costs' costs by card
_WIN_L, _WIN_LAST_L = (100 * _DANGER + STRENGTH - 1).tolist(), (100 * _DANGER - STRENGTH + 1).tolist()
_DISCARD_L = (-(20 * _DANGER + STRENGTH - 1)).tolist()


def bot_card(hand: list[int], led: int, winning: int, last: bool, ban: bool) -> int:
    """The bot's card (:func:`play_costs`' cheapest legal one) for one hand, its card numbers sorted:
    ``led`` the suit led (-1: a lead), ``winning`` the card winning so far, ``last`` whether it
    plays last, ``ban`` whether hearts may not lead now (unless the hand holds only hearts).

    >>> decode([bot_card(list(encode_hand("QS 2S 9H 4D")), 2, card_index("7D"), False, False)])
    (Card('4♦'),)
    """
    suit, rank = _SUIT_L, _RANK_L
    if led < 0:
        legal = ([c for c in hand if suit[c] != 1] if ban else hand) or hand
        spades = [c for c in legal if c <= 12]              # the spades come first in the hand's order
        others = legal[len(spades):]
        if not spades:
            return min(others, key=_LEAD_L.__getitem__)
        has_queen = QUEEN in hand
        extra = 20 * has_queen - 5 * (not (has_queen or ACE in hand or KING in hand))
        spade = min(spades, key=_LEAD_L.__getitem__)
        if not others:
            return spade
        other = min(others, key=_LEAD_L.__getitem__)
        return spade if _LEAD_L[spade] + extra <= _LEAD_L[other] else other
    follows = [c for c in hand if suit[c] == led]
    if not follows:
        return min(hand, key=_DISCARD_L.__getitem__)
    top = rank[winning]
    loses = [c for c in follows if rank[c] < top]
    if loses:
        return loses[0]                                     # the highest that loses: first in the hand's order
    return min(follows, key=(_WIN_LAST_L if last else _WIN_L).__getitem__)


def bot_tricks(hands: list[list[int]], leader: int, tricks: int, value: list[int], *, number: int = 0,
               early: bool = False, unbroken: bool = False, broken: bool = False, taken: list[int] | None = None,
               before: Sequence[int] = (), forced: int | None = None) -> tuple[list[int], int]:
    """One deal's trick play by the bot in plain Python, :class:`Tricks` with :func:`bot_card` (the
    same cards as the batch): ``hands`` a sorted list of card numbers a seat (played cards leave
    them), ``leader`` who leads, ``tricks`` how many, ``value`` the penalty of each card; from trick
    ``number`` (0 the first: note 4 for ``early``), hearts ``broken`` or not, the penalties ``taken``
    so far. The trick in progress may hold the cards ``before`` and the next seat's card ``forced``.
    The penalties taken (one a seat) and who took ♠Q (-1: nobody in these tricks)."""
    players = len(hands)
    taken = [0] * players if taken is None else list(taken)
    suit, strength = _SUIT_L, _STRENGTH_L
    queen_taker = -1
    for t in range(tricks):
        ban = (early and number + t < 2) or (unbroken and not broken)
        led = top = winning = -1
        winner, points, queen, hearts = leader, 0, False, False
        for pos in range(players):
            seat = leader + pos
            if seat >= players:
                seat -= players
            if t == 0 and pos < len(before):
                card = before[pos]
            else:
                card = (forced if t == 0 and pos == len(before) and forced is not None
                        else bot_card(hands[seat], led, winning, pos == players - 1, ban))
                hands[seat].remove(card)
            s = suit[card]
            if pos == 0:
                led = s
            if s == led and strength[card] > top:
                top, winning, winner = strength[card], card, seat
            points += value[card]
            queen |= card == QUEEN
            hearts |= s == 1
        taken[winner] += points
        if queen:
            queen_taker = winner
        broken |= hearts
        leader = winner
    return taken, queen_taker


def bot_rest(hands: np.ndarray, leader: int, tricks: int, value: np.ndarray, *, number: int = 0, early: bool = False,
             unbroken: bool = False, broken: bool = False, taken: Sequence[int] | None = None,
             before: Sequence[int] = (), forced: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Trick play by the bot in rows of deals, every deal a row of ``hands`` (n, players, width):
    each seat's card numbers sorted, empty slots 52; the rest as :func:`bot_tricks` (``forced``
    one card a row, or none). At most ``BOT_SMALL`` rows play in plain Python (:func:`bot_tricks`),
    more on the batch kit's :func:`~cardlib.batch.play_rest` with :class:`Tricks` and
    :func:`play_costs`: the same cards. The penalties taken (n, players) and who took ♠Q (n,)."""
    n, players, _ = hands.shape
    if n <= BOT_SMALL:
        values, cards = value.tolist(), [None] * n if forced is None else np.asarray(forced).tolist()
        small = [bot_tricks([[c for c in hand if c != _NO_CARD] for hand in deal], leader, tricks, values,
                            number=number, early=early, unbroken=unbroken, broken=broken, taken=taken, before=before,
                            forced=card) for deal, card in zip(hands.tolist(), cards)]
        return (np.array([t for t, _ in small], dtype=np.int64).reshape(n, players),
                np.array([q for _, q in small], dtype=np.int64))
    hooks = Tricks(n, players, value, early, unbroken)
    if taken is not None:
        hooks.taken[:] = taken
    hooks.broken[:], hooks.leader[:] = broken, leader
    hands, rows, chosen_slot = hands.copy(), hooks.rows, []

    def choose(player: np.ndarray, pos: int, first: bool) -> np.ndarray:
        row = hands[rows, player]
        avail, suit = row != _NO_CARD, _SUIT_X[row]
        mask = leading(avail, suit, hooks.ban) if pos == 0 else follow_suit(avail, suit, hooks.led)
        slot = play_costs(row, mask, hooks.led, hooks.winning, np.full(n, pos == players - 1))[0].argmin(axis=1)
        chosen_slot.append(slot)
        return row[rows, slot]

    def play(player: np.ndarray, pos: int, card: np.ndarray, chosen: bool) -> None:
        if chosen:
            slot = chosen_slot.pop() if chosen_slot else (hands[rows, player] == card[:, None]).argmax(axis=1)
            hands[rows, player, slot] = _NO_CARD
        hooks.play(pos, card, player)

    def finish(t: int) -> np.ndarray:
        hooks.finish()
        return hooks.leader

    play_rest(n, players, leader, before, forced, tricks, lambda t: hooks.start(number + t), choose, play, finish)
    return hooks.taken, hooks.queen_taker


def everything_taken(taken: np.ndarray, total: int) -> np.ndarray:
    """Note 5 on the penalties ``taken`` (n, players): where a seat took all ``total`` of them, it
    scores minus the total and the others nothing."""
    everything = taken == total
    return np.where(everything.any(axis=1)[:, None], np.where(everything, -total, 0), taken)


# --------------------------------------------------------------------------- playouts

@dataclass(frozen=True)
class Batch:
    """The result of :func:`random_deals`, one row per deal; seat 0 deals, seat 1 leads the first trick.
    The hands as rows of card numbers (``dealt``, ``passed``, ``held``) are made when first read
    (the random playouts keep each deal as its order of the deck)."""

    players: int
    _hands: object = field(repr=False, compare=False)    # gives dealt, passed, held
    taken: np.ndarray          # (n, players) penalty points in each seat's tricks
    scored: np.ndarray         # (n, players) the deal's score (note 5 applied when asked)
    queen_holder: np.ndarray   # (n,) who held ♠Q when trick play began
    queen_spades: np.ndarray   # (n,) how many spades that seat held then (the Queen included)
    queen_taker: np.ndarray    # (n,) who took ♠Q in a trick

    @property
    def dealt(self) -> np.ndarray:
        """(n, players, k) card indices dealt, sorted."""
        return self._hands.dealt

    @property
    def passed(self) -> np.ndarray:
        """(n, players, 3) card indices each seat passed."""
        return self._hands.passed

    @property
    def held(self) -> np.ndarray:
        """(n, players, k) the hands after the pass, sorted."""
        return self._hands.held

    @property
    def holder_takes_queen(self) -> np.ndarray:
        """(n,) True where the seat holding ♠Q after the pass took her."""
        return self.queen_holder == self.queen_taker


@dataclass(frozen=True)
class _Rows:
    dealt: np.ndarray
    passed: np.ndarray
    held: np.ndarray


def _restricted_mask(cards: np.ndarray, restriction: str) -> np.ndarray:
    banned = {"none": (), "queen": (QUEEN,), "queen_ace_king": (QUEEN, ACE, KING),
              "queen_ace_king_hearts": (QUEEN, ACE, KING) + tuple(range(13, 26))}[restriction]
    return np.isin(cards, banned)


@functools.lru_cache(maxsize=None)
def _deck_numbers(players: int, six_all_twos: bool) -> np.ndarray:
    """The card numbers of the deck for ``players`` (rules §1.1), sorted; read-only."""
    cards = np.sort(FRENCH_52.indices(deck(players, six_all_twos=six_all_twos)))
    cards.setflags(write=False)
    return cards


def _check_rules(*options) -> None:
    """Refuse options :class:`~cardlib.black_maria.rules.Rules` refuses (each set checked once)."""
    try:
        _checked_rules(*options)
    except TypeError:                                   # an unhashable option: checked each time
        _rules(*options)


def _rules(scoring, pass_left, pass_restriction, no_heart_lead_early, hearts_broken, taking_everything,
           six_all_twos) -> Rules:
    return Rules(scoring=scoring, pass_left=pass_left, pass_restriction=pass_restriction,
                 no_heart_lead_early=no_heart_lead_early, hearts_broken=hearts_broken,
                 taking_everything=taking_everything, six_all_twos=six_all_twos)


_checked_rules = functools.lru_cache(maxsize=256, typed=True)(_rules)


def random_deals(n: int, players: int = 4, seed=None, *, policy: str = "random", scoring: str = "standard",
          pass_left: bool = False, pass_restriction: str = "none", no_heart_lead_early: bool = False,
          hearts_broken: bool = False, taking_everything: bool = False, six_all_twos: bool = False,
          fixed_hand: tuple[int, Sequence] | None = None, fixed_pass: "Sequence | np.ndarray | None" = None,
          passing: bool = True, dealt: np.ndarray | None = None) -> Batch:
    """Deal, pass and play out ``n`` deals for ``players`` with ``policy`` ``"random"`` or ``"bot"``.

    The rule options are those of :class:`~cardlib.black_maria.rules.Rules`. ``fixed_hand=(seat,
    cards)`` deals ``seat`` the same hand in every row (the others at random); ``fixed_pass``
    (three of its cards, or an array (n, 3) of card numbers: a pass a row) makes that seat pass them. ``passing=False`` skips the pass.
    ``dealt`` (n, players, cards each) gives the hands dealt instead of shuffling (card indices).
    """
    _check_rules(scoring, pass_left, pass_restriction, no_heart_lead_early, hearts_broken, taking_everything,
                 six_all_twos)
    n = check_count(n)
    if policy not in ("random", "bot"):
        raise CardlibError(f"unknown policy {policy!r}; use 'random' or 'bot'")
    players = check_players(players, PLAYERS, "Black Maria", "rules §1.1")
    rng = make_rng(seed)
    cards = _deck_numbers(players, six_all_twos)
    k = len(cards) // players
    value = PENALTY[scoring]
    if fixed_pass is not None and fixed_hand is None:
        raise CardlibError("fixed_pass needs fixed_hand: whose three cards are they?")
    if policy == "random" and fixed_hand is None and dealt is None and pass_restriction == "none":
        return (_shuffled_small if n <= SMALL else _shuffled_deals)(n, players, rng, cards, scoring, pass_left=pass_left, passing=passing,
                               early=no_heart_lead_early, unbroken=hearts_broken,
                               taking_everything=taking_everything)
    fixed = None
    if fixed_hand is not None:
        seat, hand = fixed_hand
        hand = encode_hand(hand)
        if len(hand) != k or not np.isin(hand, cards).all():
            raise CardlibError(f"a fixed hand for {players} players is {k} cards of their deck, got "
                               f"{' '.join(map(str, decode(hand)))!r}")
        fixed = (int(seat), hand)
    if dealt is not None:
        hands = np.sort(np.asarray(dealt, dtype=np.int64), axis=2)
        if hands.shape != (n, players, k) or not (np.sort(hands.reshape(n, -1), axis=1) == cards).all():
            raise CardlibError(f"dealt must hold the {len(cards)} cards of the {players}-player deck, "
                               f"{k} a seat, in each of {n} rows; got shape {hands.shape!r}")
    else:
        hands = deal_hands(n, players, cards, rng, fixed)
    dealt = hands.copy()
    rows = np.arange(n)
    if passing:
        if policy == "random":
            keys = rng.random(hands.shape)
        else:
            keys = pass_scores(hands)[0]
        if pass_restriction != "none":
            keys = keys - 1e6 * _restricted_mask(hands, pass_restriction)
        if fixed_pass is not None:
            rows_of = isinstance(fixed_pass, np.ndarray) and fixed_pass.ndim == 2     # one pass a row
            chosen = np.sort(fixed_pass, axis=1) if rows_of else encode_hand(fixed_pass)[None]
            if chosen.shape[1:] != (3,) or len(chosen) not in (1, n) or not np.isin(chosen, fixed[1]).all():
                wrong = next((row for row in chosen if len(row) != 3 or not np.isin(row, fixed[1]).all()), chosen[0])
                raise CardlibError(f"fixed_pass must be three cards of the fixed hand (or one such row a deal), got "
                                   f"{' '.join(map(str, decode(c for c in wrong if 0 <= c < 52)))!r}"
                                   + (f" (a row of {len(chosen)} for {n} deals)" if rows_of else ""))
            held_cards = hands[:, fixed[0]]
            keys[:, fixed[0]] = np.where((held_cards[:, :, None] == chosen[:, None, :]).any(axis=2), 1e9, -1e9)
        if policy == "random" and fixed_pass is None:       # distinct random keys: the three highest, in order
            order = np.argpartition(-keys, (0, 1, 2), axis=2)
        else:                                               # ties go to the card first in the hand
            order = np.argsort(-keys, axis=2, kind="stable")
        passed = np.take_along_axis(hands, order[..., :3], axis=2)
        kept = np.take_along_axis(hands, order[..., 3:], axis=2)
        received = np.roll(passed, 1 if pass_left else -1, axis=1)
        hands = np.sort(np.concatenate([kept, received], axis=2), axis=2)
    else:
        passed = np.empty((n, players, 0), dtype=np.int64)
    held = hands.copy()
    has_queen = (held == QUEEN).any(axis=2)
    queen_holder = np.where(has_queen.any(axis=1), has_queen.argmax(axis=1), -1)
    queen_spades = np.where(queen_holder >= 0,
                            (_SUIT_X[held[rows, np.maximum(queen_holder, 0)]] == 0).sum(axis=1), 0)
    rows_dealt = _Rows(dealt, passed, held)
    if policy == "random":
        taken, queen_taker = _play_random(held, rng, value, no_heart_lead_early, hearts_broken)
        return _finish(players, rows_dealt, taken, queen_holder, queen_spades, queen_taker, value, cards,
                       taking_everything)
    taken, queen_taker = bot_rest(hands, 1 % players, k, value, early=no_heart_lead_early, unbroken=hearts_broken)
    return _finish(players, rows_dealt, taken, queen_holder, queen_spades, queen_taker, value, cards, taking_everything)


def _finish(players, hands, taken, queen_holder, queen_spades, queen_taker, value, cards,
            taking_everything) -> Batch:
    scored = everything_taken(taken, int(value[cards].sum())) if taking_everything else taken
    return Batch(players, hands, taken, scored, queen_holder, queen_spades, queen_taker)
