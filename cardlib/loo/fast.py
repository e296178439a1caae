"""Numpy batches of Loo deals: the odds of taking 0, 1, 2 or 3 tricks, and random playouts.

Cards are indices 0-51 in the order of ``FRENCH_52.cards`` (suits ♠ ♥ ♦ ♣, ranks A K Q ... 2 in
each suit): ``index = 13 * suit + rank``. A batch of ``n`` deals is a few arrays with ``n`` rows;
each card played is a handful of whole-array operations on the players' three-card hands. The
odds' playout looks each card up in one small table (see ``_greedy_tables``), so a decision's
odds from a hundred thousand deals take some ten to twenty milliseconds (``bench/loo.py``).

The play rules are the engine's (rules §2.5): :func:`legal_mask` gives the same cards as
:func:`cardlib.loo.legal_cards` (the tests compare them), and the playouts use the same mask.
The standard rule V5 (heading the trick) is not in the batch path.

Two ways to play a card, both legal:

* ``"random"``: any legal card at random;
* ``"greedy"``: lead the strongest card (trumps first); otherwise take the trick with the cheapest
  card that beats it, or throw the cheapest card (plain cards before trumps). The odds use it:
  people play roughly so.

>>> odds = decision_odds("AS KS 2H", "S", opponents=3, trials=20_000, seed=1)
>>> odds.hand.round(2).tolist()[0] < 0.05, abs(float(odds.hand.sum()) - 1) < 1e-9
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ..batch import Encoding, OrderBank, check_count, deal_orders, follow_or_trump, play_rest
from ..cards import FRENCH_52, Card, make_rng
from ..errors import CardlibError
from ..game import percent
from ..tricks import batch_arrays, parse_trump
from .core import TRICK_CARDS, parse_card

__all__ = ["CARDS", "card_index", "encode_hand", "legal_mask", "Odds", "decision_odds", "batch_odds",
           "Batch", "random_deals", "playout", "play_tricks", "TricksPlayed", "SUITS", "BANK", "BANK_ROWS"]

ENCODING = Encoding(FRENCH_52, parse_card, TRICK_CARDS.cards)
CARDS: tuple[Card, ...] = ENCODING.cards                  # card numbers are the pack's (FRENCH_52.index)
SUITS = ("S", "H", "D", "C")
SUIT = FRENCH_52.suit_numbers                               # 0 ♠, 1 ♥, 2 ♦, 3 ♣
STRENGTH = FRENCH_52.strength                               # A 13 ... 2 1
POLICIES = ("random", "greedy")


def card_index(card) -> int:
    """The index 0-51 of a card.

    >>> card_index("AS"), card_index("2C")
    (0, 51)
    """
    return ENCODING.index(card)


def encode_hand(hand) -> np.ndarray:
    """A hand as a boolean row of 52."""
    return ENCODING.row(hand)


def trump_index(trump) -> int:
    """0-3 for ♠ ♥ ♦ ♣."""
    return SUITS.index(parse_trump(trump).value)


def legal_mask(hands: np.ndarray, tricks: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """Legal cards for many positions at once.

    ``hands``: (n, 52) booleans; ``tricks``: (n, k) card indices played so far, lead first, ``-1``
    where a row's trick is shorter (all ``-1``: the player leads, anything goes); ``trump``: (n,)
    suit indices 0-3 (♠ ♥ ♦ ♣).

    >>> mask = legal_mask(np.array([encode_hand("3S KD 4C")]), np.array([[card_index("9H")]]), np.array([0]))
    >>> [str(CARDS[i]) for i in np.flatnonzero(mask[0])]        # L6: must trump
    ['3♠']
    """
    hands, tricks, trump = batch_arrays(hands, tricks, trump, cards=52)
    if tricks.shape[1] == 0:
        return hands.copy()
    leads = tricks[:, 0] >= 0
    led = SUIT[np.where(leads, tricks[:, 0], 0)].astype(np.int64)
    mask = follow_or_trump(hands, SUIT[None, :].astype(np.int64), led, trump)      # the kit's trump clause
    return np.where(leads[:, None], mask, hands)


# --------------------------------------------------------------------------- playouts

_EMPTY = ENCODING.empty                                     # an empty slot in a hand row (52)
_SUIT_X = np.append(SUIT, 4).astype(np.int64)               # lookups that accept the empty slot
_STRENGTH_X = ENCODING.strength_x


class TricksPlayed:
    """Loo's hooks on the batch kit's :func:`~cardlib.batch.play_rest`: the three-card hands
    ``hands`` (n, p, 3) of the seats that play, in playing order (empty slots 52), under ``trump``
    (n,); the trick's suit led, its best power and winner, and each seat's tricks (``won``).
    A card's power is 100 + its strength as a trump, its strength when it follows, else 0.
    ``policy`` picks each card: ``"greedy"`` (:func:`playout`'s greedy play, the bot's) or
    ``"random"`` (``rng``'s numbers); ``record`` keeps every card played and who played it."""

    def __init__(self, hands: np.ndarray, trump: np.ndarray, policy: str = "greedy", rng=None, record: bool = False):
        n, p, _ = hands.shape
        self.hands, self.trump, self.policy, self.rng, self.p = hands, trump, policy, rng, p
        self.rows = np.arange(n)
        self.suit, self.strength = _SUIT_X[hands], _STRENGTH_X[hands]
        self.trumps = self.suit == trump[:, None, None]
        self.alive = hands != _EMPTY
        self.won = np.zeros((n, p), dtype=np.int64)
        self.plays = np.empty((n, 3 * p), dtype=np.int64) if record else None
        self.who = np.empty((n, 3 * p), dtype=np.int64) if record else None
        self.slot = None

    def start(self, t: int) -> None:
        n = len(self.rows)
        self.t, self.led, self.best = t, np.zeros(n, dtype=np.int64), np.full(n, -1, dtype=np.int64)

    def choose(self, player: np.ndarray, pos: int, first: bool) -> np.ndarray:
        rows = self.rows
        live, suit, strength, trumps = (a[rows, player] for a in (self.alive, self.suit, self.strength, self.trumps))
        if pos == 0:
            mask = live
            if self.policy == "greedy":
                key = np.where(mask, strength + 20 * trumps, -100)
        else:
            mask = follow_or_trump(live, suit, self.led, self.trump)
            if self.policy == "greedy":
                power = np.where(trumps, 100 + strength, np.where(suit == self.led[:, None], strength, 0))
                wins = mask & (power > self.best[:, None])
                key = np.where(wins.any(axis=1)[:, None], np.where(wins, 1000 - power, -1000),   # the lowest winner,
                               np.where(mask, 100 - strength - 20 * trumps, -1000))          # or the cheapest throw
        if self.policy == "random":
            key = np.where(mask, self.rng.random((len(rows), 3)), -1.0)
        self.slot = key.argmax(axis=1)
        return self.hands[rows, player, self.slot]

    def play(self, player: np.ndarray, pos: int, card: np.ndarray, chosen: bool) -> None:
        rows = self.rows
        if chosen:
            slot = self.slot if self.slot is not None else (self.hands[rows, player] == card[:, None]).argmax(axis=1)
            self.alive[rows, player, slot] = False
        self.slot = None
        suit = _SUIT_X.take(card)
        if pos == 0:
            self.led = suit
        power = np.where(suit == self.trump, 100 + _STRENGTH_X.take(card), np.where(suit == self.led,
                                                                                   _STRENGTH_X.take(card), 0))
        better = power > self.best
        self.best = np.where(better, power, self.best)
        self.winner = player if pos == 0 else np.where(better, player, self.winner)
        if self.plays is not None:
            self.plays[:, self.t * self.p + pos] = card
            self.who[:, self.t * self.p + pos] = player

    def finish(self, t: int) -> np.ndarray:
        self.won[self.rows, self.winner] += 1
        return self.winner


def play_tricks(hands: np.ndarray, trump: "int | np.ndarray", leader: "int | np.ndarray" = 0, before: Sequence[int] = (),
                forced: np.ndarray | None = None, tricks: int = 3, *, policy: str = "greedy", rng=None,
                record: bool = False) -> TricksPlayed:
    """Trick play of rows of deals on the batch kit (:func:`~cardlib.batch.play_rest`): ``hands``
    (n, p, 3) card indices of the seats that play, in playing order (empty slots 52), ``leader``
    leading the trick in progress, whose cards so far are ``before``, then ``forced`` (n,) the next
    seat's card, the rest by ``policy``, for ``tricks`` tricks. Its hooks keep the tricks won (``won``)."""
    hands = np.asarray(hands)
    n, p, _ = hands.shape
    hooks = TricksPlayed(hands, np.broadcast_to(np.asarray(trump, dtype=np.int64), (n,)), policy, rng, record)
    play_rest(n, p, leader, before, forced, tricks, hooks.start, hooks.choose, hooks.play, hooks.finish)
    return hooks


def playout(hands: np.ndarray, trump: np.ndarray, *, policy: str = "greedy", rng=None,
            record: bool = False):
    """Play out three tricks for rows of deals.

    ``hands``: (n, p, 3) card indices of the ``p`` players in playing order (player 0 leads the
    first trick); ``trump``: (n,) suit indices. Returns the tricks won, (n, p); with
    ``record=True`` also the cards played and who played them, each (n, 3 * p), in order.
    """
    if policy not in POLICIES:
        raise CardlibError(f"unknown policy {policy!r}; expected one of {', '.join(POLICIES)}")
    done = play_tricks(hands, trump, policy=policy, rng=make_rng(rng), record=record)
    won = done.won.astype(np.int8)
    return (won, done.plays, done.who) if record else won


# The odds' playout: the greedy play of :func:`playout`, written for speed. Cards are relabelled so
# that trumps are the fourth suit, ``code = 13 * suit + strength - 1`` (0-51), and stored as
# ``112 * code``: a card plus the state of the trick so far, ``S = 28 * led suit + best power``
# (power: the strength for the suit led, 14 + strength for a trump, 0 otherwise), indexes one
# table of 52 x 112 entries that says both how much the player wants that card (its key) and the
# trick's state if he plays it. Each card played is then a few whole-array operations on int16
# columns of the deals (one array per card dealt), and the hand, the dummy and the opponents
# share the columns. The odds go one step further: their deals hold ``112 * position`` in the
# bank (see :meth:`~cardlib.batch.OrderBank.positions`), and each call reorders the table's rows to match, so the
# hundred thousand deals are never relabelled card by card.
_S = 112                      # trick states: 4 suits led x best power 0-27


def _greedy_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(follow, lead_power, lead_state)``, each indexed by ``112 * code`` (+ ``S`` for ``follow``).

    ``follow[112 * code + S]`` is ``128 * key + S'``: ``key`` is the card's class (3 follows the
    suit led, 2 a trump, 1 anything else: the highest class held is exactly the legal cards, rules
    §2.5) times 64 plus ``63 - power`` for a card that takes the trick (36 to 62), else what it
    costs to throw (3 to 29): so the highest key is the greedy legal card, and two keys tie only
    for two cards that leave the trick as it was. ``S'`` is the trick's state after the card.
    The leader plays his highest ``lead_power`` (a trump counts 14 more); ``lead_state`` is the
    state after his lead.
    """
    code = np.arange(52)
    suit, strength = code // 13, code % 13 + 1
    trump = suit == 3
    led, best = np.divmod(np.arange(_S), 28)
    follows = suit[:, None] == led[None, :]
    power = strength[:, None] * (follows | trump[:, None]) + 14 * trump[:, None]
    takes = power > best[None, :]
    cost = np.where(takes, 63 - power, (30 - strength - 14 * trump)[:, None])
    cls = 2 * follows + (trump[:, None] & ~follows) + 1
    after = led[None, :] * 28 + np.where(takes, power, best[None, :])
    follow = (128 * (64 * cls + cost) + after).astype(np.int16).ravel()
    lead_power = np.zeros(52 * _S, dtype=np.int16)
    lead_state = np.zeros(52 * _S, dtype=np.int16)
    lead_power[code * _S] = strength + 14 * trump
    lead_state[code * _S] = suit * 28 + strength + 14 * trump
    return follow, lead_power, lead_state


_FOLLOW, _LEAD_POWER, _LEAD_STATE = _greedy_tables()


def _stored_codes(trump: int) -> np.ndarray:
    """``112 * code`` of every card index 0-51 with ``trump`` (0-3) relabelled as the fourth suit."""
    suit = SUIT.astype(np.int16)
    relabelled = np.where(suit == trump, 3, np.where(suit == 3, trump, suit))
    return ((relabelled * 13 + STRENGTH - 1) * _S).astype(np.int16)


_STORED = tuple(_stored_codes(t) for t in range(4))


def _turn(leader: np.ndarray, pos, p: int) -> np.ndarray:
    """The seat ``pos`` places after ``leader`` round a table of ``p`` (int16)."""
    seat = leader + np.int16(pos) if isinstance(pos, int) else leader + pos
    seat -= (seat >= p) * np.int16(p)
    return seat


def _greedy_winners(seats, n: int, tables=None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The winners (seat numbers, int16) of the three tricks when every player plays greedily.

    ``seats``: one triple per player in playing order (seat 0 leads the first trick), each card an
    int16 array (n,) or one number for every deal, as ``112 * code`` (:func:`_stored_codes`); or,
    with ``tables`` (the three tables of :func:`_greedy_tables` with their rows taken in the order
    of a list of codes), as ``112 * i`` for the card whose code is the list's ``i``-th.
    Ties between a player's cards go to the first of them, as in :func:`playout`. Choices are
    written as arithmetic (``b + chosen * (a - b)``) and gathers as ``take``: both several times
    faster than ``np.where`` and fancy indexing on int16 arrays.
    """
    p = len(seats)
    follow, lead_power, lead_state = (_FOLLOW, _LEAD_POWER, _LEAD_STATE) if tables is None else tables
    kept0 = np.empty((p, n), dtype=np.int16)             # the two cards each player keeps, in order
    kept1 = np.empty((p, n), dtype=np.int16)
    winner = np.zeros(n, dtype=np.int16)
    for pos, (c0, c1, c2) in enumerate(seats):           # trick 1: seat 0 leads
        if pos == 0:
            v0, v1, v2 = lead_power.take(c0), lead_power.take(c1), lead_power.take(c2)
        else:
            v0, v1, v2 = follow.take(c0 + state), follow.take(c1 + state), follow.take(c2 + state)
        play1 = v1 > v0                                  # the second card beats the first
        top = np.maximum(v0, v1)
        play2 = v2 > top                                 # the third card beats both
        if pos == 0:
            better = c0 + play1 * (c1 - c0)
            state = lead_state.take(better + play2 * (c2 - better))
        else:
            after = np.maximum(top, v2) & 127
            np.maximum(winner, (after != state) * np.int16(pos), out=winner)
            state = after
        kept0[pos] = c1 + (play1 | play2) * (c0 - c1)
        kept1[pos] = c2 + play2 * (c1 - c2)
    first_winner = winner
    # trick 2: each deal's seats from its leader on (the flat index of seat s in deal d is s * n + d)
    rows = np.arange(n, dtype=np.int32)
    kept0, kept1 = kept0.ravel(), kept1.ravel()
    last = np.empty((p, n), dtype=np.int16)
    winner = np.zeros(n, dtype=np.int16)
    for pos in range(p):
        at = _turn(first_winner, pos, p) * np.int32(n) + rows
        c0, c1 = kept0.take(at), kept1.take(at)
        if pos == 0:
            play1 = lead_power.take(c1) > lead_power.take(c0)
            state = lead_state.take(c0 + play1 * (c1 - c0))
        else:
            v0, v1 = follow.take(c0 + state), follow.take(c1 + state)
            play1 = v1 > v0
            after = np.maximum(v0, v1) & 127
            np.maximum(winner, (after != state) * np.int16(pos), out=winner)
            state = after
        last[pos] = c1 + play1 * (c0 - c1)
    second = winner
    # trick 3: the last cards; the leader's suit is led, the highest power takes
    led = lead_state.take(last.take(second * np.int32(n) + rows)) // 28 * 28
    best = follow.take(last[0] + led) & 127
    winner = np.zeros(n, dtype=np.int16)
    for pos in range(1, p):
        power = follow.take(last[pos] + led) & 127
        np.maximum(winner, (power > best) * np.int16(pos), out=winner)
        np.maximum(best, power, out=best)
    return first_winner, _turn(first_winner, second, p), _turn(first_winner, winner, p)


def _greedy_tricks(hands: np.ndarray, trump: int) -> np.ndarray:
    """Tricks won, (n, p), by the greedy play of every player (the same plays as :func:`playout`
    with ``policy="greedy"``; the tests compare them). ``hands`` (n, p, 3) card indices, one ``trump``.
    """
    n, p, _ = hands.shape
    stored = _STORED[trump][np.asarray(hands).transpose(1, 2, 0)]
    winners = _greedy_winners([tuple(stored[s]) for s in range(p)], n)
    won = np.zeros((n, p), dtype=np.int64)
    rows = np.arange(n)
    for w in winners:
        won[rows, w] += 1
    return won


BANK_ROWS = 100_000          # random orders kept per pool size
BANK = OrderBank(BANK_ROWS, most_drawn=21, scale=_S)   # 6 opponents and the dummy, 3 cards each


@dataclass(frozen=True, eq=False)
class Odds:
    """The chances of taking 0, 1, 2 or 3 tricks with the own ``hand`` and with the unseen ``dummy``,
    against ``opponents`` players, the seat at ``position`` in the first trick (0 leads), from
    ``trials`` simulated deals."""

    hand: np.ndarray
    dummy: np.ndarray
    opponents: int
    position: int
    trials: int

    def words(self, which: str = "hand") -> str:
        probs = self.hand if which == "hand" else self.dummy
        return ", ".join(f"{k} trick{'s' if k != 1 else ''} {percent(float(q))}" for k, q in enumerate(probs))


def _check_setup(opponents: int, position: int, trials: int) -> None:
    if not isinstance(opponents, (int, np.integer)) or isinstance(opponents, bool) or not 1 <= opponents <= 6:
        raise CardlibError(f"opponents must be 1 to 6 (3 to 7 players, rules §1.1), got {opponents!r}")
    if not isinstance(position, (int, np.integer)) or isinstance(position, bool) or not 0 <= position <= opponents:
        raise CardlibError(f"position must be 0 (lead) to {opponents} (last), got {position!r}")
    if not isinstance(trials, (int, np.integer)) or isinstance(trials, bool) or trials < 1:
        raise CardlibError(f"trials must be a whole number 1 or more, got {trials!r}")


def decision_odds(hand, trump, opponents: int, *, position: int = 0, turned=None, trials: int = 100_000,
                  seed=None, policy: str = "greedy") -> Odds:
    """The odds behind a play / pass / buy decision, from ``trials`` simulated deals.

    Each simulated deal gives the ``opponents`` three cards each and the dummy three, from the cards
    this player cannot see (not his hand, not the ``turned`` trump card); the deal is played out
    once with his hand and once with the dummy in his place (the hand he would throw away is out
    of play). ``position`` is his place in the first trick (0 leads).

    >>> odds = decision_odds("AS KS QS", "S", opponents=2, trials=2_000, seed=3)
    >>> float(odds.hand[3])                  # the three top trumps take every trick
    1.0
    """
    hand_cards = TRICK_CARDS.cards(hand)
    if len(hand_cards) != 3:
        raise CardlibError(f"a Loo hand holds 3 cards (rules §2.2), got {len(hand_cards)}: {str(hand_cards)!r}")
    _check_setup(opponents, position, trials)
    t = trump_index(trump)
    own = FRENCH_52.indices(hand_cards)
    unseen = np.ones(52, dtype=bool)
    unseen[own] = False
    if turned is not None:
        turned = parse_card(turned)
        if turned in hand_cards:
            raise CardlibError(f"the turned card {turned} cannot be in the hand {hand_cards} (rules §2.3)")
        if turned.suit != parse_trump(trump):
            raise CardlibError(f"the turned card {turned} makes {turned.suit.english} trumps, not "
                               f"{parse_trump(trump).english} (rules §2.3)")
        unseen[FRENCH_52.index(turned)] = False
    rng = make_rng(seed)
    k = 3 * opponents + 3
    if policy == "greedy":
        counts = np.zeros((2, 4), dtype=np.int64)
        for size in BANK.chunks(trials):
            counts += _greedy_counts(np.flatnonzero(unseen), _STORED[t][own], opponents, position, size, k, t, rng)
    else:
        drawn = BANK.columns(np.flatnonzero(unseen), trials, k, rng).T
        others = drawn[:, :3 * opponents].reshape(trials, opponents, 3)

        def tricks_with(cards: np.ndarray) -> np.ndarray:
            seats = np.concatenate([others[:, :position], cards[:, None, :], others[:, position:]], axis=1)
            return playout(seats, np.full(trials, t), policy=policy, rng=rng)[:, position]

        mine = np.broadcast_to(own.astype(np.int16), (trials, 3))
        counts = [np.bincount(tricks_with(cards), minlength=4) for cards in (mine, drawn[:, 3 * opponents:])]
    return Odds(counts[0] / trials, counts[1] / trials, int(opponents), int(position), int(trials))


def _greedy_counts(pool: np.ndarray, own: np.ndarray, opponents: int, position: int, trials: int, k: int, t: int,
                   rng: np.random.Generator) -> np.ndarray:
    """How often the own hand and the dummy (2, 4) take 0 to 3 tricks in ``trials`` deals (at most
    ``BANK_ROWS``) of the ``pool``, every player greedy; ``own`` the hand's stored codes."""
    # the tables by position: the pool's cards as this call placed them, then the own hand
    cards, dealt = BANK.positions(pool, trials, k, rng)
    codes = np.concatenate([_STORED[t][cards], own]) // _S
    tables = tuple(table.reshape(52, _S)[codes].ravel() for table in (_FOLLOW, _LEAD_POWER, _LEAD_STATE))
    others = [tuple(dealt[j:j + 3]) for j in range(0, 3 * opponents, 3)]

    def tricks_with(seat) -> np.ndarray:
        winners = _greedy_winners(others[:position] + [seat] + others[position:], trials, tables)
        return sum((w == position).view(np.int8) for w in winners)

    mine = tuple(_S * (len(cards) + j) for j in range(3))
    return np.array([np.bincount(tricks_with(seat), minlength=4) for seat in (mine, tuple(dealt[-3:]))])


def batch_odds(hands: np.ndarray, trump: int, turned: int, opponents: np.ndarray, position: np.ndarray,
               trials: int, rng: np.random.Generator) -> np.ndarray:
    """:func:`decision_odds` for many hands at once, from ``trials`` simulated deals each: for
    every row of ``hands`` (m, 3) card indices, with the ``trump`` suit index, the ``turned``
    card index and the row's ``opponents`` and ``position`` (m,), the chance of no trick and the
    expected tricks, with the own hand and with the unseen dummy: (m, 4) as
    ``P(0), E[tricks]`` for the hand, then for the dummy. The deals come from the bank of random
    orders of the 48 cards a hand cannot see, the cards of each row in their own random order.

    >>> rows = batch_odds(np.array([[0, 1, 2]]), 0, 51, np.array([2]), np.array([0]), 500, np.random.default_rng(1))
    >>> rows[0, :2].tolist()                 # the three top trumps take every trick
    [0.0, 3.0]
    """
    m = len(hands)
    out = np.empty((m, 4))
    hidden = np.ones((m, 52), dtype=bool)
    hidden[np.arange(m)[:, None], hands] = False
    hidden[:, turned] = False
    pools = rng.permuted(np.sort(np.where(hidden, np.arange(52), 52), axis=1)[:, :48], axis=1)
    stored = _STORED[trump]
    pooled = stored[pools].ravel()                                      # row i's pool at 48 * i ...
    bank = BANK.orders(48)
    for opp, pos in sorted(set(zip(opponents.tolist(), position.tolist()))):
        rows = np.flatnonzero((opponents == opp) & (position == pos))
        n = len(rows) * trials
        k = 3 * opp + 3
        columns = (int(rng.integers(BANK_ROWS)) + np.arange(n)) % BANK_ROWS
        deal_rows = np.repeat(rows, trials)
        cards = pooled.take(bank[:k].take(columns, axis=1) // _S + 48 * deal_rows)     # (k, n) stored codes
        own = stored[hands[deal_rows]].T
        others = [tuple(cards[j:j + 3]) for j in range(0, 3 * opp, 3)]
        for i, seat in enumerate((tuple(own), tuple(cards[-3:]))):
            winners = _greedy_winners(others[:pos] + [seat] + others[pos:], n)
            tricks = sum((w == pos).view(np.int8) for w in winners).reshape(len(rows), trials)
            out[rows, 2 * i] = (tricks == 0).mean(axis=1)
            out[rows, 2 * i + 1] = tricks.mean(axis=1)
    return out


@dataclass(frozen=True)
class Batch:
    """The result of :func:`random_deals`, one row per deal; players 0 to p-1 in playing order
    (player 0 leads), the dummy after them."""

    hands: np.ndarray         # (n, p, 3) card indices dealt
    dummy: np.ndarray         # (n, 3)
    turned: np.ndarray        # (n,) the turned card
    trump: np.ndarray         # (n,) suit index
    tricks: np.ndarray        # (n, p) tricks won when everyone plays his own hand
    plays: np.ndarray         # (n, 3p) card indices in the order played
    players: np.ndarray       # (n, 3p) who played each of them


def random_deals(n: int, players: int = 5, seed=None, *, policy: str = "random") -> Batch:
    """Deal ``n`` random deals for ``players`` (with the dummy and the turned trump) and play them out
    with everyone playing his own hand, choosing among the legal cards by ``policy``.

    >>> batch = random_deals(1000, players=4, seed=7)
    >>> batch.tricks.shape, bool((batch.tricks.sum(axis=1) == 3).all())
    ((1000, 4), True)
    """
    n = check_count(n)
    if not isinstance(players, (int, np.integer)) or isinstance(players, bool) or not 3 <= players <= 7:
        raise CardlibError(f"Loo is played by 3 to 7 players, not {players!r} (rules §1.1)")
    rng = make_rng(seed)
    drawn = deal_orders(n, 52, rng)[:, :3 * players + 4]
    hands = drawn[:, :3 * players].reshape(n, players, 3)
    dummy = drawn[:, 3 * players:3 * players + 3]
    turned = drawn[:, -1]
    trump = SUIT[turned].astype(np.int64)
    tricks, plays, who = playout(hands, trump, policy=policy, rng=rng, record=True)
    return Batch(hands, dummy, turned, trump, tricks.astype(np.int64), plays, who)


decode = ENCODING.decode                  # cards from indices
