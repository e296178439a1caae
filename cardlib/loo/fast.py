"""Numpy batches of Loo deals: the odds of taking 0, 1, 2 or 3 tricks, and random playouts.

Cards are indices 0-51 in the order of ``FRENCH_52.cards`` (suits ♠ ♥ ♦ ♣, ranks A K Q ... 2 in
each suit): ``index = 13 * suit + rank``. A batch of ``n`` deals is a few arrays with ``n`` rows;
each card played is a handful of whole-array operations on the players' three-card hands, so a
hundred thousand deals take a few tens of milliseconds.

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

import numpy as np

from ..cards import FRENCH_52, Card, make_rng
from ..errors import CardlibError
from ..tricks import parse_trump
from .core import _cards, parse_card

__all__ = ["CARDS", "card_index", "encode_hand", "legal_mask", "Odds", "decision_odds", "trick_odds",
           "Batch", "random_deals", "playout", "SUITS"]

CARDS: tuple[Card, ...] = tuple(FRENCH_52.cards)
_INDEX = {c: i for i, c in enumerate(CARDS)}
SUITS = ("S", "H", "D", "C")
SUIT = np.array([i // 13 for i in range(52)], dtype=np.int8)
STRENGTH = np.array([13 - i % 13 for i in range(52)], dtype=np.int8)       # A 13 ... 2 1
POLICIES = ("random", "greedy")


def card_index(card) -> int:
    """The index 0-51 of a card.

    >>> card_index("AS"), card_index("2C")
    (0, 51)
    """
    return _INDEX[parse_card(card)]


def encode_hand(hand) -> np.ndarray:
    """A hand as a boolean row of 52."""
    row = np.zeros(52, dtype=bool)
    row[[_INDEX[c] for c in _cards(hand)]] = True
    return row


def trump_index(trump) -> int:
    """0-3 for ♠ ♥ ♦ ♣."""
    return SUITS.index(parse_trump(trump).value)


def _mask(alive: np.ndarray, suit: np.ndarray, led: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """Legal cards of rows of hands (rules §2.5): ``alive`` (n, w) cards held, ``suit`` (n, w) or (w,)
    their suits, ``led`` (n,) the suit led, ``trump`` (n,) the trump suit. Follow the suit led; if
    void, trump; if void of trumps too, anything."""
    follow = alive & (suit == led[:, None])
    trumps = alive & (suit == trump[:, None])
    return np.where(follow.any(axis=1)[:, None], follow, np.where(trumps.any(axis=1)[:, None], trumps, alive))


def legal_mask(hands: np.ndarray, tricks: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """Legal cards for many positions at once.

    ``hands``: (n, 52) booleans; ``tricks``: (n, k) card indices played so far, lead first, ``-1``
    where a row's trick is shorter (all ``-1``: the player leads, anything goes); ``trump``: (n,)
    suit indices 0-3 (♠ ♥ ♦ ♣).

    >>> mask = legal_mask(np.array([encode_hand("3S KD 4C")]), np.array([[card_index("9H")]]), np.array([0]))
    >>> [str(CARDS[i]) for i in np.flatnonzero(mask[0])]        # L6: must trump
    ['3♠']
    """
    hands = np.asarray(hands, dtype=bool)
    tricks = np.atleast_2d(np.asarray(tricks, dtype=np.int64))
    trump = np.asarray(trump, dtype=np.int64)
    if hands.ndim != 2 or hands.shape[1] != 52 or len(tricks) != len(hands) or trump.shape != (len(hands),):
        raise CardlibError(f"expected hands (n, 52), tricks (n, k) and trump (n,), got shapes "
                           f"{hands.shape!r}, {tricks.shape!r}, {trump.shape!r}")
    if ((trump < 0) | (trump > 3)).any():
        raise CardlibError(f"trump suits are 0-3 (♠ ♥ ♦ ♣), got {sorted(set(trump.tolist()))!r}")
    if tricks.shape[1] == 0:
        return hands.copy()
    leads = tricks[:, 0] >= 0
    led = SUIT[np.where(leads, tricks[:, 0], 0)].astype(np.int64)
    mask = _mask(hands, SUIT[None, :].astype(np.int64), led, trump)
    return np.where(leads[:, None], mask, hands)


# --------------------------------------------------------------------------- playouts

def playout(hands: np.ndarray, trump: np.ndarray, *, policy: str = "greedy", rng=None,
            record: bool = False):
    """Play out three tricks for rows of deals.

    ``hands``: (n, p, 3) card indices of the ``p`` players in playing order (player 0 leads the
    first trick); ``trump``: (n,) suit indices. Returns the tricks won, (n, p); with
    ``record=True`` also the cards played and who played them, each (n, 3 * p), in order.
    """
    if policy not in POLICIES:
        raise CardlibError(f"unknown policy {policy!r}; expected one of {', '.join(POLICIES)}")
    hands = np.asarray(hands)
    n, p, _ = hands.shape
    rng = make_rng(rng)
    rows = np.arange(n)
    suit_all = SUIT[hands].astype(np.int16)                          # (n, p, 3)
    strength_all = STRENGTH[hands].astype(np.int16)
    trump = np.asarray(trump).astype(np.int16)
    is_trump_all = suit_all == trump[:, None, None]
    alive = np.ones((n, p, 3), dtype=bool)
    won = np.zeros((n, p), dtype=np.int8)
    leader = np.zeros(n, dtype=np.int64)
    plays = np.empty((n, 3 * p), dtype=np.int64) if record else None
    players = np.empty((n, 3 * p), dtype=np.int64) if record else None
    for t in range(3):
        best = np.full(n, -1, dtype=np.int16)
        winner = leader.copy()
        led = np.zeros(n, dtype=np.int16)
        for pos in range(p):
            cur = leader if pos == 0 else (leader + pos) % p
            live = alive[rows, cur]
            suit = suit_all[rows, cur]
            strength = strength_all[rows, cur]
            trumps = is_trump_all[rows, cur]
            if pos == 0:
                mask = live
                if policy == "greedy":
                    key = np.where(mask, strength + 20 * trumps, -100)
            else:
                mask = _mask(live, suit, led, trump)
                if policy == "greedy":
                    power = np.where(trumps, 100 + strength, np.where(suit == led[:, None], strength, 0))
                    wins = mask & (power > best[:, None])
                    cheap_win = np.where(wins, 1000 - power, -1000)          # the lowest winning card
                    cheap_throw = np.where(mask, 100 - strength - 20 * trumps, -1000)
                    key = np.where(wins.any(axis=1)[:, None], cheap_win, cheap_throw)
            if policy == "random":
                key = np.where(mask, rng.random((n, 3)), -1.0)
            slot = key.argmax(axis=1)
            alive[rows, cur, slot] = False
            s = suit[rows, slot]
            if pos == 0:
                led = s
            power = np.where(s == trump, 100 + strength[rows, slot], np.where(s == led, strength[rows, slot], 0))
            better = power > best
            best = np.where(better, power, best)
            winner = np.where(better, cur, winner)
            if record:
                plays[:, t * p + pos] = hands[rows, cur, slot]
                players[:, t * p + pos] = cur
        won[rows, winner] += 1
        leader = winner
    if record:
        return won, plays, players
    return won


def _draw(n: int, pool: np.ndarray, k: int, rng: np.random.Generator) -> np.ndarray:
    """``k`` distinct cards from ``pool`` for each of ``n`` rows (a partial Fisher-Yates shuffle)."""
    m = len(pool)
    perm = np.broadcast_to(pool.astype(np.int16), (n, m)).copy()
    rows = np.arange(n)
    for j in range(k):
        pick = j + rng.integers(0, m - j, size=n)
        chosen = perm[rows, pick]
        perm[rows, pick] = perm[:, j]
        perm[:, j] = chosen
    return perm[:, :k]


# The odds' playout: the greedy play of :func:`playout`, written for speed. Each card is one byte,
# ``16 * suit + strength`` with the suits relabelled 1-4 and trumps 4 (0: an empty slot), so suit
# and rank are a shift and a mask away; every player's three cards sit side by side in memory.
_U = np.uint8
_TRUMP, _TWO, _FOURTEEN, _THIRTY, _SIXTY_THREE, _SIXTY_FOUR, _FIFTEEN = (
    _U(x) for x in (4, 2, 14, 30, 63, 64, 15))


def _codes(hands: np.ndarray, trump: int) -> np.ndarray:
    suit = SUIT.astype(np.int16)
    relabelled = np.where(suit == trump, 3, np.where(suit == 3, trump, suit)) + 1
    return (relabelled * 16 + STRENGTH).astype(np.uint8)[hands]


def _greedy_tricks(hands: np.ndarray, trump: int) -> np.ndarray:
    """Tricks won, (n, p), by the greedy play of every player (same result as :func:`playout` with
    ``policy="greedy"``; the tests compare them). ``hands`` (n, p, 3) card indices, one ``trump``.

    A card's power in a trick is its strength for the suit led, 14 + strength for a trump, 0
    otherwise. The choice among a player's cards is one byte per card: its class (3 follows the
    suit led, 2 trumps, 1 anything else, 0 an empty slot) times 64, plus 63 - power for a card
    that takes the trick (36 to 62) or else what it costs to throw (3 to 29). The highest class
    present is exactly the legal cards (rules §2.5), so the highest key is the greedy legal choice.
    """
    n, p, _ = hands.shape
    flat = np.ascontiguousarray(_codes(hands, trump)).reshape(n * p * 3)
    rows = np.arange(n)
    rowbase = rows * (3 * p)
    leader = np.zeros(n, dtype=np.int64)
    won = np.zeros((n, p), dtype=np.int64)
    for t in range(3):
        for pos in range(p):
            if t == 0:
                cur = pos
                idx = rowbase + 3 * pos
            else:
                cur = leader + pos
                cur[cur >= p] -= p
                idx = rowbase + 3 * cur
            c0, c1, c2 = flat[idx], flat[idx + 1], flat[idx + 2]
            if t == 2:
                card = c0 | c1 | c2                       # the last card: the other slots are empty
            else:
                keys = []
                for c in (c0, c1, c2):
                    suit, strength = c >> 4, c & _FIFTEEN
                    is_trump = suit == _TRUMP
                    if pos == 0:
                        keys.append(strength + is_trump * _FOURTEEN)
                    else:
                        follows = suit == led
                        power = strength * (follows | is_trump) + is_trump * _FOURTEEN
                        cost = np.maximum((power > best) * (_SIXTY_THREE - power),
                                          _THIRTY - strength - is_trump * _FOURTEEN)
                        cls = follows * _TWO + (is_trump & ~follows) + (c > 0)
                        keys.append(cls * _SIXTY_FOUR + cost)
                a = keys[1] > keys[0]
                b = keys[2] > np.maximum(keys[0], keys[1])
                card = np.where(b, c2, np.where(a, c1, c0))
                flat[idx + np.where(b, 2, a)] = 0
            suit = card >> 4
            is_trump = suit == _TRUMP
            if pos == 0:
                led = suit
                best = (card & _FIFTEEN) + is_trump * _FOURTEEN
                winner = np.full(n, cur, dtype=np.int64) if t == 0 else cur.copy()
            else:
                power = (card & _FIFTEEN) * ((suit == led) | is_trump) + is_trump * _FOURTEEN
                better = power > best
                best = np.maximum(power, best)
                winner[better] = cur if t == 0 else cur[better]
        won[rows, winner] += 1
        leader = winner
    return won


_BANKS: dict[int, np.ndarray] = {}
BANK_ROWS = 100_000          # random orders kept per pool size
_MOST_DRAWN = 21             # 6 opponents and the dummy, 3 cards each


def _deals(pool: np.ndarray, n: int, k: int, rng: np.random.Generator) -> np.ndarray:
    """``k`` distinct cards of ``pool`` for each of ``n`` simulated deals.

    Shuffling a hundred thousand rows costs more than playing them out, so up to ``BANK_ROWS``
    deals come from a bank of random orders of ``len(pool)`` positions, made once from a fixed
    seed (every machine has the same bank); each call relabels the positions with its own random
    permutation of the pool and starts at its own random row. Within a call the rows are
    independent uniform random orders, so the odds are plain Monte Carlo estimates; two calls
    differ by the relabelling and the start row. More deals than the bank holds are shuffled
    one by one (a partial Fisher-Yates shuffle per row).
    """
    if n > BANK_ROWS or k > _MOST_DRAWN:
        return _draw(n, pool, k, rng)
    m = len(pool)
    bank = _BANKS.get(m)
    if bank is None:
        orders = np.broadcast_to(np.arange(m, dtype=np.int8), (BANK_ROWS, m)).copy()
        bank = np.ascontiguousarray(np.random.default_rng([52, m]).permuted(orders, axis=1)[:, :_MOST_DRAWN])
        _BANKS[m] = bank
    relabel = rng.permutation(pool).astype(np.int16)
    start = int(rng.integers(BANK_ROWS))
    if start + n <= BANK_ROWS:
        return relabel[bank[start:start + n, :k]]
    return relabel[np.concatenate([bank[start:, :k], bank[:start + n - BANK_ROWS, :k]])]


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
        return ", ".join(f"{k} trick{'s' if k != 1 else ''} {100 * float(q):.0f}%" for k, q in enumerate(probs))


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
    hand_cards = _cards(hand)
    if len(hand_cards) != 3:
        raise CardlibError(f"a Loo hand holds 3 cards (rules §2.2), got {len(hand_cards)}: {str(hand_cards)!r}")
    _check_setup(opponents, position, trials)
    t = trump_index(trump)
    own = np.array([_INDEX[c] for c in hand_cards])
    unseen = np.ones(52, dtype=bool)
    unseen[own] = False
    if turned is not None:
        turned = parse_card(turned)
        if turned in hand_cards:
            raise CardlibError(f"the turned card {turned} cannot be in the hand {hand_cards} (rules §2.3)")
        if turned.suit != parse_trump(trump):
            raise CardlibError(f"the turned card {turned} makes {turned.suit.english} trumps, not "
                               f"{parse_trump(trump).english} (rules §2.3)")
        unseen[_INDEX[turned]] = False
    rng = make_rng(seed)
    drawn = _deals(np.flatnonzero(unseen), trials, 3 * opponents + 3, rng)
    others = drawn[:, :3 * opponents].reshape(trials, opponents, 3)
    dummy = drawn[:, 3 * opponents:]

    def odds_with(cards: np.ndarray) -> np.ndarray:
        seats = np.concatenate([others[:, :position], cards[:, None, :], others[:, position:]], axis=1)
        if policy == "greedy":
            won = _greedy_tricks(seats, t)[:, position]
        else:
            won = playout(seats, np.full(trials, t), policy=policy, rng=rng)[:, position]
        return np.bincount(won, minlength=4)[:4] / trials

    mine = np.broadcast_to(own.astype(np.int16), (trials, 3))
    return Odds(odds_with(mine), odds_with(dummy), int(opponents), int(position), int(trials))


def trick_odds(hand, trump, opponents: int, **options) -> np.ndarray:
    """The chances of taking 0, 1, 2 and 3 tricks with ``hand`` (see :func:`decision_odds`)."""
    return decision_odds(hand, trump, opponents, **options).hand


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
    if not isinstance(n, (int, np.integer)) or isinstance(n, bool) or n < 1:
        raise CardlibError(f"the number of deals must be a whole number 1 or more, got {n!r}")
    if not isinstance(players, (int, np.integer)) or isinstance(players, bool) or not 3 <= players <= 7:
        raise CardlibError(f"Loo is played by 3 to 7 players, not {players!r} (rules §1.1)")
    rng = make_rng(seed)
    drawn = _draw(n, np.arange(52), 3 * players + 4, rng).astype(np.int64)
    hands = drawn[:, :3 * players].reshape(n, players, 3)
    dummy = drawn[:, 3 * players:3 * players + 3]
    turned = drawn[:, -1]
    trump = SUIT[turned].astype(np.int64)
    tricks, plays, who = playout(hands, trump, policy=policy, rng=rng, record=True)
    return Batch(hands, dummy, turned, trump, tricks.astype(np.int64), plays, who)


def decode(indices) -> tuple[Card, ...]:
    """Cards from indices."""
    return tuple(CARDS[int(i)] for i in indices)
