"""The batch kit: what the trick games' numpy paths share.

A batch of ``n`` deals is a few arrays with ``n`` rows, and every step of play is a handful of
whole-array operations on them. What each trick game writes is only its hooks (which cards are
legal, who wins a trick, what it scores); this module holds the rest, once:

* **card encoding** (:class:`Encoding`): a card is its number in the game's pack (``Pack.index``:
  suit by suit, high rank first), a hand a boolean row, a sorted row of numbers (an empty slot is
  the pack's size) or one 64-bit word (bit ``c`` for card ``c``);
* **deals** (:func:`check_count`, :func:`deal_orders`, :func:`deal_hands`): ``n`` random
  orders of a pack, hands dealt from them (one seat's hand fixed, if asked), and a kept bank of
  random orders for simulations that deal the same pool again and again (:class:`OrderBank`);
* **the follow-suit mask** (:func:`follow_suit`, :func:`follow_bits`) and its trump variant
  (:func:`follow_or_trump`), the clause every trick game starts from (rules §2.4 in Black
  Maria, §2.3 in Handjass, §2.5 in Loo);
* **random playouts** (:func:`random_tricks`, :func:`random_tricks_small`): every card a
  uniformly random legal card, with a game's :class:`TrickHooks`; the small path plays a few deals
  in plain Python with the same random numbers, so one deal per call is not slowed by numpy's
  cost per operation, and gives the same result as the batch for the same seed;
* **the rest of a deal** (:func:`play_rest`): trick play from a position in every world of an
  expert's sample, the trick in progress and the acting seat's card first, then each seat's
  choice by the game's bot hook.

It imports only numpy and the kit (``cards``, ``errors``).

>>> enc = Encoding(FRENCH_52)
>>> enc.index("QS"), enc.decode(enc.indices("2C KH AS")), bin(int(enc.bits("AS KS")))
(2, (Card('A♠'), Card('K♥'), Card('2♣')), '0b11')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

import numpy as np

from .cards import FRENCH_52, Card, Pack
from .errors import CardlibError, InvalidCardError

__all__ = ["Encoding", "check_count", "deal_orders", "deal_hands", "OrderBank", "follow_suit", "follow_or_trump", "follow_bits",
           "popcount", "to_bits", "draw_bit", "draw_bit_int", "TrickHooks", "random_tricks",
           "random_tricks_small", "Unseen", "determinise", "deal_seats", "play_rest", "ONE", "BIT"]

ONE = np.uint64(1)
BIT = np.array([1 << k for k in range(64)], dtype=np.uint64)              # the word of card k
_LOW = np.array([(1 << k) - 1 for k in range(64)], dtype=np.uint64)       # the bits below bit k
_POPCOUNT_BYTE = np.array([bin(i).count("1") for i in range(256)], dtype=np.uint8)


# --------------------------------------------------------------------------- card encoding

class Encoding:
    """A pack's cards as numbers 0 to ``size - 1`` (``Pack.index``), with their suits (0-3 in the
    pack's suit order), strengths (``Pack.strength``: the top rank highest) and one 64-bit mask of
    each suit. ``parse`` reads a card or a hand (a game's own parser, with its rule section in
    the messages); by default the pack's.

    >>> enc = Encoding(FRENCH_52)
    >>> enc.row("AS 2C").nonzero()[0].tolist(), enc.size, enc.empty
    ([0, 51], 52, 52)
    """

    def __init__(self, pack: Pack, parse_card: Callable | None = None, parse_cards: Callable | None = None):
        self.pack = pack
        self.cards: tuple[Card, ...] = tuple(pack.cards)
        self.size = len(self.cards)
        self.empty = self.size                                   # an empty slot in a row of numbers
        self.suit = pack.suit_numbers.astype(np.int64)
        self.strength = pack.strength.astype(np.int64)
        self.suit_x = np.append(self.suit, -1)                    # lookups that accept the empty slot
        self.strength_x = np.append(self.strength, 0)
        self.suit_bits = np.array([sum(1 << c for c in range(self.size) if self.suit[c] == s) for s in range(4)],
                                  dtype=np.uint64)
        self.suit_ints = tuple(int(b) for b in self.suit_bits)
        self.number = {c: i for i, c in enumerate(self.cards)}      # card -> its number, without parsing
        self._parse_card = parse_card or pack.parse
        self._parse_cards = parse_cards or pack.as_cards

    def index(self, card) -> int:
        """The number of one card."""
        return self.pack.index(self._parse_card(card))

    def indices(self, cards) -> np.ndarray:
        """Cards as a sorted row of numbers."""
        return np.sort(self.pack.indices(self._parse_cards(cards)))

    def row(self, cards) -> np.ndarray:
        """Cards as a boolean row of ``size``."""
        row = np.zeros(self.size, dtype=bool)
        row[self.pack.indices(self._parse_cards(cards))] = True
        return row

    def bits(self, cards) -> np.uint64:
        """Cards as one 64-bit word."""
        return np.uint64(sum(1 << int(i) for i in self.pack.indices(self._parse_cards(cards))))

    def decode(self, indices: Sequence[int]) -> tuple[Card, ...]:
        """Cards from numbers (the empty slot skipped)."""
        return tuple(self.cards[int(i)] for i in indices if int(i) != self.empty)


def check_count(n) -> int:
    """``n`` deals asked of a batch: a whole number 1 or more.

    >>> check_count(0)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: the number of deals must be a whole number 1 or more, got 0
    """
    if not isinstance(n, (int, np.integer)) or isinstance(n, bool) or n < 1:
        raise CardlibError(f"the number of deals must be a whole number 1 or more, got {n!r}")
    return int(n)


def deal_orders(n: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """``n`` uniformly random orders of ``size`` cards, (n, size): the card numbers in the order
    dealt (the orders of ``size`` uniform numbers drawn from ``rng``, so a seed deals the same
    every time)."""
    return np.argsort(rng.random((n, size)), axis=1)


def deal_hands(n: int, players: int, cards: np.ndarray, rng: np.random.Generator,
               fixed: "tuple[int, np.ndarray] | None" = None) -> np.ndarray:
    """``n`` random deals of ``cards`` (numbers) to ``players`` seats, (n, players, k) each hand
    sorted; ``fixed=(seat, hand)`` gives that seat the same hand in every row and deals the rest.

    >>> rows = deal_hands(2, 3, np.arange(9), np.random.default_rng(1), fixed=(1, np.array([0, 4, 8])))
    >>> rows.shape, rows[:, 1].tolist(), sorted(rows[0].ravel().tolist()) == list(range(9))
    ((2, 3, 3), [[0, 4, 8], [0, 4, 8]], True)
    """
    k = len(cards) // players
    if fixed is None:
        hands = cards[deal_orders(n, len(cards), rng)].reshape(n, players, k)
    else:
        seat, hand = fixed
        rest = np.setdiff1d(cards, hand)
        others = rest[deal_orders(n, len(rest), rng)].reshape(n, players - 1, k)
        hands = np.insert(others, seat, np.broadcast_to(hand, (n, k)), axis=1)
    return np.sort(hands, axis=2)


class OrderBank:
    """Random orders of a pool's places, made once from a fixed seed and kept, for simulations that
    deal the same pool again and again (the odds behind a decision: a hundred thousand deals of the
    cards a player cannot see). Shuffling so many rows costs more than playing them out.

    A bank holds ``rows`` random orders of ``m`` places (one bank per pool size ``m``, each the
    same on every machine), the first ``most_drawn`` places of each, as ``scale * place`` (a game
    that looks cards up in a table of ``scale`` rows a card keeps the row's offset). Each call
    puts the pool's cards at the places in its own random order and starts at its own random row,
    so within a call the deals are independent uniform random orders (plain Monte Carlo) and two
    calls differ by the order of the cards and the start. More deals than the bank holds, or more
    cards, are shuffled one by one (:func:`deal_orders`); :meth:`chunks` cuts a large count into
    bank-sized pieces so that nothing need ask for so many.

    >>> bank = OrderBank(rows=1000, most_drawn=6)
    >>> dealt = bank.columns(np.arange(10, 20), 500, 4, np.random.default_rng(2))
    >>> dealt.shape, bool(((dealt >= 10) & (dealt < 20)).all()), all(len(set(c)) == 4 for c in dealt.T.tolist())
    ((4, 500), True, True)
    >>> bank.chunks(2507)
    [1000, 1000, 507]
    """

    def __init__(self, rows: int, most_drawn: int, scale: int = 1) -> None:
        self.rows, self.most_drawn, self.scale = rows, most_drawn, scale
        self._orders: dict[int, np.ndarray] = {}

    def orders(self, m: int) -> np.ndarray:
        """The bank for a pool of ``m`` cards: (``most_drawn``, ``rows``), ``scale * place``, one
        column a deal (int16 where it fits)."""
        bank = self._orders.get(m)
        if bank is None:
            places = np.broadcast_to(np.arange(m, dtype=np.int8 if m < 128 else np.int64), (self.rows, m)).copy()
            rows = np.random.default_rng([52, m]).permuted(places, axis=1)[:, :self.most_drawn]
            kind = np.int16 if self.scale * m < 2 ** 15 else np.int64
            bank = self._orders[m] = np.ascontiguousarray(rows.T).astype(kind) * kind(self.scale)
        return bank

    def positions(self, pool: np.ndarray, n: int, k: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        """``(cards, dealt)``: ``k`` distinct cards of ``pool`` for each of ``n`` deals, as
        ``dealt`` (k, n), ``scale * place``, the card at a place being ``cards[place]``; one row
        per card dealt, so that each card of the deals is one contiguous array."""
        if n > self.rows or k > self.most_drawn:
            kind = np.int16 if self.scale * len(pool) < 2 ** 15 else np.int64
            return np.asarray(pool), deal_orders(n, len(pool), rng)[:, :k].T.astype(kind) * kind(self.scale)
        bank = self.orders(len(pool))
        cards = rng.permutation(pool)
        start = int(rng.integers(self.rows))
        if start + n <= self.rows:
            return cards, bank[:k, start:start + n]
        return cards, np.concatenate([bank[:k, start:], bank[:k, :start + n - self.rows]], axis=1)

    def columns(self, pool: np.ndarray, n: int, k: int, rng: np.random.Generator) -> np.ndarray:
        """``k`` distinct cards of ``pool`` for each of ``n`` deals, (k, n) card numbers (see
        :meth:`positions`); ``.T`` gives them a deal a row."""
        cards, dealt = self.positions(pool, n, k, rng)
        return cards[dealt // self.scale]

    def chunks(self, trials: int) -> list[int]:
        """``trials`` in pieces of at most ``rows``: past the bank's size a simulation adds up the
        counts of several calls' worth of deals, each from its own row and its own order of the
        cards, so its cost grows in proportion to the deals (no shuffle one by one)."""
        return [min(self.rows, trials - lo) for lo in range(0, trials, self.rows)]


# --------------------------------------------------------------------------- the follow-suit masks

def follow_suit(avail: np.ndarray, suit: np.ndarray, led: np.ndarray) -> np.ndarray:
    """Legal cards of rows of hands under the plain clause: follow the suit ``led`` (n,) when
    the hand holds one, else anything. ``avail`` (n, w) the cards held, ``suit`` (n, w) or (w,)
    their suits."""
    follow = avail & (suit == led[:, None])
    return np.where(follow.any(axis=1)[:, None], follow, avail)


def follow_or_trump(avail: np.ndarray, suit: np.ndarray, led: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """The plain clause with the duty to trump when void (Loo, rules §2.5): follow the suit led;
    if void, trump; if void of trumps too, anything."""
    follow = avail & (suit == led[:, None])
    trumps = avail & (suit == trump[:, None])
    return np.where(follow.any(axis=1)[:, None], follow, np.where(trumps.any(axis=1)[:, None], trumps, avail))


def follow_bits(hand: np.ndarray, led: np.ndarray, suit_bits: np.ndarray) -> np.ndarray:
    """:func:`follow_suit` on hands as 64-bit words (n,): ``led`` (n,) the suit led (0-3)."""
    follow = hand & suit_bits[led]
    return np.where(follow != 0, follow, hand)


# --------------------------------------------------------------------------- hands as bits

def popcount(words: np.ndarray) -> np.ndarray:
    """Set bits of each 64-bit word."""
    if hasattr(np, "bitwise_count"):                       # numpy 2
        return np.bitwise_count(words)
    return _POPCOUNT_BYTE[words.view(np.uint8).reshape(len(words), 8)].sum(axis=1, dtype=np.uint8)


def to_bits(cards: np.ndarray, empty: int) -> np.ndarray:
    """Rows of card numbers (…, k) as 64-bit words (the ``empty`` slot sets no bit)."""
    cards = np.asarray(cards)
    bits = np.where(cards == empty, np.uint64(0), np.left_shift(ONE, np.minimum(cards, 63).astype(np.uint64)))
    return np.bitwise_or.reduce(bits, axis=-1)


def draw_bit(words: np.ndarray, u: np.ndarray) -> np.ndarray:
    """A uniformly drawn set bit of each word (``u`` uniform in [0, 1)): the index of the r-th
    set bit, r = floor(u * bits set), found by halving.

    >>> draw_bit(np.array([0b1011], dtype=np.uint64), np.array([0.9])).tolist()
    [3]
    """
    rank = (u * popcount(words)).astype(np.uint8)
    index = np.zeros(len(words), dtype=np.int64)
    for step in (32, 16, 8, 4, 2, 1):
        below = popcount(words & _LOW.take(index + step))
        index += step * (below <= rank)
    return index


def draw_bit_int(word: int, u: float) -> int:
    """:func:`draw_bit` for one word as a Python int (the same bit for the same ``u``).

    >>> draw_bit_int(0b1011, 0.9)
    3
    """
    for _ in range(int(u * word.bit_count())):
        word &= word - 1
    return (word & -word).bit_length() - 1


# --------------------------------------------------------------------------- random playouts

class TrickHooks:
    """A trick game's hooks for :func:`random_tricks`: the tricks of ``n`` deals as they are
    played, one row per deal. The kit calls ``start(t)`` at each trick, ``legal(hand, pos)``
    (the legal cards of the hands (n,) to play the ``pos``-th card, as words), ``play(pos, card,
    seat)`` (``seat`` (n,): who played it) and ``finish(t)``; the game keeps the trick's state and its scores. The leader of the
    first trick is ``leader`` (n,); ``finish`` sets the next.

    The small path calls the same names with one deal as plain Python numbers: ``start1(t)``,
    ``legal1(hand, pos)``, ``play1(pos, card, seat)``, ``finish1(t)`` on a game's object made by
    ``small()`` (one per deal).
    """

    players: int
    leader: np.ndarray

    def seat(self, pos: int) -> np.ndarray:
        """Who plays the ``pos``-th card of the trick (0 leads)."""
        if pos == 0:
            return self.leader
        seat = self.leader + pos
        return seat - self.players * (seat >= self.players)


_TURN = {p: np.array([(np.arange(p) + pos) % p for pos in range(p)]) for p in range(1, 9)}   # [pos][leader]
CHUNK = 4096                # rows a batch plays at a time: its arrays stay in the processor's cache


def random_tricks(hands: np.ndarray, tricks: int, make_hooks: Callable[[int, int], "TrickHooks"],
                  rng: np.random.Generator, chunk: int | None = None) -> list:
    """Play ``tricks`` tricks of ``n`` deals with uniformly random legal cards: ``hands`` (n,
    players) 64-bit words, ``make_hooks(lo, hi)`` the game's :class:`TrickHooks` for the deals
    ``lo`` to ``hi`` (which keep the scores); returns them, one per ``chunk`` of rows (by default
    ``CHUNK``), in order.

    The random numbers are drawn first, ``(tricks, players, n)`` uniform numbers (the same as one
    draw of ``(players, n)`` per trick), the ``pos``-th player of a trick taking the
    ``floor(u * legal)``-th of his legal cards; so the chunks change nothing but the speed. In
    the last trick each hand holds one card, which it plays."""
    n, players = hands.shape
    chunk = chunk or CHUNK
    u = rng.random((tricks, players, n))
    done = []
    for lo in range(0, n, chunk):
        hi = min(n, lo + chunk)
        m = hi - lo
        hooks = make_hooks(lo, hi)
        rows = np.arange(m)
        flat = np.ascontiguousarray(hands[lo:hi].T).ravel()           # seat-major: seat s at s * m + row
        for t in range(tricks):
            hooks.start(t)
            for pos in range(players):
                seat = _TURN[players][pos].take(hooks.leader)
                at = seat * m + rows
                hand = flat.take(at)
                if t == tricks - 1:
                    card = np.frexp(hand.astype(np.float64))[1].astype(np.int64) - 1      # its one card
                else:
                    card = draw_bit(hooks.legal(hand, pos), u[t, pos, lo:hi])
                    flat[at] = hand ^ BIT.take(card)
                hooks.play(pos, card, seat)
            hooks.finish(t)
        done.append(hooks)
    return done


def random_tricks_small(hands: list[list[int]], tricks: int, games: list, rng: np.random.Generator) -> None:
    """:func:`random_tricks` in plain Python for a few deals, with the same random numbers and so
    the same cards: ``hands`` one list of words (ints) per deal, ``games`` one small hooks object
    per deal (``start1(t)``, ``legal1(hand, pos)``, ``play1(pos, card, seat)``, ``finish1(t)`` and
    ``leader``)."""
    players = len(hands[0])
    u = rng.random((tricks, players, len(hands))).transpose(2, 0, 1).tolist()     # [deal][trick][pos]
    for hand, game, draws in zip(hands, games, u):
        legal1, play1 = game.legal1, game.play1
        for t in range(tricks):
            game.start1(t)
            leader = game.leader
            for pos, x in enumerate(draws[t]):
                seat = leader + pos
                if seat >= players:
                    seat -= players
                word = legal1(hand[seat], pos)
                for _ in range(int(x * word.bit_count())):           # the floor(u * legal)-th legal card
                    word &= word - 1
                card = (word & -word).bit_length() - 1
                hand[seat] ^= 1 << card
                play1(pos, card, seat)
            game.finish1(t)


# --------------------------------------------------------------------------- the unseen cards dealt again

@dataclass(frozen=True)
class Unseen:
    """What one seat knows of the cards it cannot see: what a game's expert tells the kit, which
    then deals those cards again at random (:meth:`deal` one world, :meth:`where`, :meth:`rows` and
    :meth:`masks` many at once), the same way for every game.

    * ``cards``: the cards to deal, every card the seat can neither see nor place for sure (their
      order is the order the random numbers meet them, so a game keeps its order);
    * ``sizes``: how many cards each place holds now (a seat, or a pile's name: the dummy, the
      Blind, the stock...), its ``fixed`` cards included: the hand sizes the seat sees;
    * ``fixed``: the cards it knows lie in a place (those it passed, a turned card taken, its own
      thrown hand; a place not in ``sizes``, such as its own hand, is all fixed);
    * ``voids``: the suits a place has shown it lacks, and ``excluded``: the cards a place surely
      lacks (what a game's duties rule out); no card is dealt where either says it cannot lie
      (a fixed card stays where it is known to lie).

    >>> from cardlib.cards import Suit
    >>> cards = FRENCH_52.parse_cards("AS KS QS 2H 3H")
    >>> known = Unseen(cards=cards[:4], sizes={1: 2, 2: 3}, fixed={2: cards[4:]}, voids={1: {Suit.HEARTS}})
    >>> world = known.deal(np.random.default_rng(0))
    >>> cards[3] in world[2] and cards[4] in world[2], len(world[1]), len(world[2])
    (True, 2, 3)
    >>> Unseen(cards=cards[:1], sizes={1: -1})
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: place 1 holds a whole number 0 or more of cards, not -1
    """

    cards: tuple
    sizes: Mapping
    fixed: Mapping = field(default_factory=dict)
    voids: Mapping = field(default_factory=dict)
    excluded: Mapping = field(default_factory=dict)

    def __post_init__(self) -> None:
        where: dict = {}
        for place, cards in [(None, self.cards), *self.fixed.items()]:
            for card in cards:
                if card in where:
                    there = ("among the cards to deal" if where[card] is None
                             else f"fixed in place {where[card]!r}")
                    raise InvalidCardError(f"card {card} is twice in what the seat knows: {there} and "
                                           + ("among the cards to deal" if place is None else f"fixed in place {place!r}"))
                where[card] = place
        want = []
        for place, size in self.sizes.items():
            if not isinstance(size, (int, np.integer)) or isinstance(size, bool) or size < 0:
                raise CardlibError(f"place {place!r} holds a whole number 0 or more of cards, not {size!r}")
            fixed = self.fixed.get(place, ())
            if len(fixed) > size:
                raise CardlibError(f"place {place!r} holds {size} cards, fewer than the {len(fixed)} known to lie there")
            want.append(int(size) - len(fixed))
        if sum(want) != len(self.cards):
            raise CardlibError(f"cannot deal {len(self.cards)} unseen cards into places getting {want} "
                               f"(the sizes {dict(self.sizes)!r} less the known cards)")
        object.__setattr__(self, "_want", np.array(want, dtype=np.int64))

    def allowed(self, place, card) -> bool:
        """Whether ``card`` may lie in ``place``: not in a suit it lacks, not a card it surely lacks."""
        return card.suit not in self.voids.get(place, ()) and card not in self.excluded.get(place, ())

    def where(self, rng: np.random.Generator, n: int) -> np.ndarray:
        """``n`` worlds at once, (n, cards): the place (its column in ``sizes``) of every card of
        ``cards`` in every world (:func:`deal_seats`)."""
        places = list(self.sizes)
        ok = np.array([[self.allowed(p, c) for p in places] for c in self.cards], dtype=bool)
        return deal_seats(ok.reshape(len(self.cards), len(places)), self._want, rng, n)

    def deal(self, rng: np.random.Generator, key: Callable | None = None) -> dict:
        """One world: every place of ``sizes`` (and of ``fixed``) with its cards, fixed ones first
        (sorted by ``key`` if given)."""
        where, places = self.where(rng, 1)[0], list(self.sizes)
        world = {place: list(self.fixed.get(place, ())) for place in (*self.sizes, *self.fixed)}
        for card, j in zip(self.cards, where.tolist()):
            world[places[j]].append(card)
        if key is not None:
            world = {place: sorted(cards, key=key) for place, cards in world.items()}
        return world

    def rows(self, rng: np.random.Generator, n: int, encoding: "Encoding", places: Sequence,
             width: int | None = None) -> np.ndarray:
        """``n`` worlds as rows of card numbers, (n, len(places), width): each place of ``places``
        (one row each; a place of neither ``sizes`` nor ``fixed`` stays empty) with its fixed and
        dealt cards, sorted, the empty slots ``encoding.empty``; ``width`` by default the largest place."""
        width = width or max([self.sizes.get(p, len(self.fixed.get(p, ()))) for p in places] or [0])
        where = self.where(rng, n)
        ids = np.array([encoding.number[c] for c in self.cards], dtype=np.int64)
        out = np.full((n, len(places), width), encoding.empty, dtype=np.int64)
        columns = {p: j for j, p in enumerate(self.sizes)}
        for i, place in enumerate(places):
            fixed = sorted(encoding.number[c] for c in self.fixed.get(place, ()))
            out[:, i, :len(fixed)] = fixed
            j = columns.get(place)
            if j is not None and self._want[j]:
                want = int(self._want[j])
                out[:, i, len(fixed):len(fixed) + want] = np.sort(np.where(where == j, ids, encoding.empty),
                                                                  axis=1)[:, :want]
        return np.sort(out, axis=2)

    def masks(self, rng: np.random.Generator, n: int, encoding: "Encoding", places: Sequence) -> np.ndarray:
        """``n`` worlds as boolean rows, (n, len(places), pack size): each place of ``places`` with
        its fixed and dealt cards."""
        where = self.where(rng, n)
        ids = np.array([encoding.number[c] for c in self.cards], dtype=np.int64)
        out = np.zeros((n, len(places), encoding.size), dtype=bool)
        columns = {p: j for j, p in enumerate(self.sizes)}
        for i, place in enumerate(places):
            out[:, i, [encoding.number[c] for c in self.fixed.get(place, ())]] = True
            j = columns.get(place)
            if j is not None and self._want[j]:
                out[:, i, ids] |= where == j
        return out


def determinise(state, seat: int, rng: np.random.Generator, known: Callable, place: Callable,
                key: Callable | None = None):
    """The expert's determinisation, one world, for every game: ``state`` with every card ``seat``
    cannot see dealt again at random, consistently with what it knows. The game gives two hooks:
    ``known(state, seat)``, what the seat knows (an :class:`Unseen`), and ``place(state, seat,
    world, rng)``, the state with each place holding its cards of ``world`` (place: cards, sorted by
    ``key``: see :meth:`Unseen.deal`; a game that must draw more, such as the passes a seat never
    saw, draws from ``rng``). A finished game is returned as it is."""
    if state.is_over:
        return state
    return place(state, seat, known(state, seat).deal(rng, key), rng)


def deal_seats(ok: np.ndarray, want: np.ndarray, rng: np.random.Generator, n: int, tries: int = 20) -> np.ndarray:
    """``n`` random deals at once of ``m`` cards to seats: ``ok`` (m, seats) says which seat may
    get which card, ``want`` (seats,) how many each gets. Returns (n, m): the seat (its column)
    of every card in every deal.

    The most constrained cards go first, each to an allowed seat with room, drawn in proportion
    to the room left; a deal that runs into a dead end is drawn again, and after ``tries``
    rounds a matching finds one. A deal always exists when the real one does.

    >>> deal_seats(np.array([[True, False], [True, True], [True, True]]), np.array([1, 2]),
    ...            np.random.default_rng(0), 3)[:, 0].tolist()
    [0, 0, 0]
    """
    m, seats = ok.shape
    if int(want.sum()) != m:
        raise CardlibError(f"cannot deal {m} unseen cards into hands of {want.tolist()}")
    out = np.empty((n, m), dtype=np.int64)
    todo = np.arange(n)
    order = np.argsort(ok.sum(axis=1), kind="stable")
    for _ in range(tries):
        if not len(todo):
            return out
        k = len(todo)
        room = np.tile(want, (k, 1))
        failed = np.zeros(k, dtype=bool)
        u = rng.random((k, m))
        for i in order:
            weights = np.where(ok[i], room, 0).cumsum(axis=1)
            total = weights[:, -1]
            failed |= total == 0
            j = np.minimum((u[:, i, None] * total[:, None] >= weights).sum(axis=1), seats - 1)
            out[todo, i] = j
            room[np.arange(k), j] -= 1
        todo = todo[failed]
    for row in todo:
        out[row] = _matching(ok, want, rng)
    return out


def _matching(ok: np.ndarray, want: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One deal by augmenting paths (Kuhn's algorithm) over the seats' free places."""
    m = len(ok)
    slots = [j for j, w in enumerate(want) for _ in range(int(w))]
    owner = [-1] * len(slots)                          # slot -> card

    def place(i: int, seen: set) -> bool:
        for k in rng.permutation(len(slots)):
            if ok[i, slots[k]] and k not in seen:
                seen.add(k)
                if owner[k] < 0 or place(owner[k], seen):
                    owner[k] = i
                    return True
        return False

    for i in rng.permutation(m):
        if not place(int(i), set()):
            raise CardlibError("no deal of the unseen cards agrees with what the seat knows")
    where = np.empty(m, dtype=np.int64)
    for k, i in enumerate(owner):
        where[i] = slots[k]
    return where


# --------------------------------------------------------------------------- the rest of a deal

def play_rest(n: int, players: int, leader: "int | np.ndarray", before: Sequence[int], forced: np.ndarray | None,
              tricks: int, start: Callable, choose: Callable, play: Callable, finish: Callable) -> None:
    """Trick play from a position in ``n`` worlds at once, the skeleton every expert's playout
    shares: the trick in progress (the cards ``before``, the same in every world, led by
    ``leader``: one seat, or one a world (n,)), then the acting seat's card ``forced`` (n,) (none:
    it chooses too), then every later card by ``choose(player, pos, first)`` ((n,) seats to act,
    the card's place in its trick, whether this is the trick in progress), for ``tricks`` tricks.
    The game's hooks keep the trick and the hands: ``start(t)`` a trick, ``play(player, pos,
    card, chosen)`` one card (n,) (``chosen``: from a hand, so that it leaves it), ``finish(t)``
    returns the next leader (n,). Seats are numbered in playing order, ``players`` of them (a
    game whose seats sit a deal out numbers only those who play).
    """
    lead = np.broadcast_to(np.asarray(leader, dtype=np.int64), (n,)).copy()
    turn = _TURN.get(players)
    for t in range(tricks):
        first = t == 0
        start(t)
        for pos in range(players):
            player = turn[pos].take(lead) if turn is not None else (lead + pos) % players
            if first and pos < len(before):
                play(player, pos, np.full(n, before[pos], dtype=np.int64), False)
                continue
            if first and pos == len(before) and forced is not None:
                card = forced
            else:
                card = choose(player, pos, first)
            play(player, pos, card, True)
        lead = finish(t)


# --------------------------------------------------------------------------- suit lanes and shuffles

# A second word layout, for playouts that pick among the cards of one suit: each suit owns a 16-bit
# lane of the 64-bit word (bit ``16 * suit + place``, ``place`` the card's place in its suit, high
# rank first), so the cards of the suit led are one ``uint16`` read from the word, and the r-th of
# them one look-up in ``LANE_SELECT``. Lanes hold at most 13 cards (every pack of the book).

LANE_CARDS = 13
LANE_SELECT = np.zeros((1 << LANE_CARDS, 16), dtype=np.uint8)   # [lane, r]: the place of its r-th lowest set bit
for _lane in range(1, 1 << LANE_CARDS):
    _places = [b for b in range(LANE_CARDS) if _lane >> b & 1]
    LANE_SELECT[_lane, :len(_places)] = _places
LANE_SELECT = LANE_SELECT.ravel()                                   # flat: [(lane << 4) + r]
LANE_SELECT.setflags(write=False)
_LOW32, _LOW16, _SHIFT32, _SHIFT16 = np.uint64(0xFFFFFFFF), np.uint64(0xFFFF), np.uint64(32), np.uint64(16)


def lane_places(encoding: Encoding) -> np.ndarray:
    """Each card's bit in the lane layout, ``16 * suit + place in its suit`` (int64, one per card).

    >>> lane_places(Encoding(FRENCH_52))[[0, 12, 13, 51]].tolist()          # A♠, 2♠, A♥, 2♣
    [0, 12, 16, 60]
    """
    first = {int(s): int(np.flatnonzero(encoding.suit == s)[0]) for s in np.unique(encoding.suit)}
    places = np.array([16 * int(s) + c - first[int(s)] for c, s in enumerate(encoding.suit)], dtype=np.int64)
    if (places % 16 >= LANE_CARDS).any():
        raise CardlibError(f"a suit lane holds at most {LANE_CARDS} cards")
    return places


def count_bits(words: np.ndarray) -> np.ndarray:
    """Set bits of each word (any unsigned width, any shape)."""
    if hasattr(np, "bitwise_count"):                       # numpy 2
        return np.bitwise_count(words)
    as_bytes = np.ascontiguousarray(words).view(np.uint8).reshape(*np.shape(words), -1)
    return _POPCOUNT_BYTE[as_bytes].sum(axis=-1, dtype=np.uint8)


def draw_lane_bit(words: np.ndarray, u: np.ndarray) -> np.ndarray:
    """The ``floor(u * bits set)``-th lowest set bit of each lane word (n,), ``u`` uniform in [0, 1):
    the lane (half, then quarter of the word) that holds it, then ``LANE_SELECT``. The same bit as
    :func:`draw_bit` for the same ``u``.

    >>> draw_lane_bit(np.array([0b1011 | 1 << 40], dtype=np.uint64), np.array([0.9])).tolist()
    [40]
    """
    r = (u * count_bits(words)).astype(np.uint8)
    low = words & _LOW32
    count = count_bits(low)
    high = r >= count
    r -= count * high
    words = np.where(high, words >> _SHIFT32, low)
    place = high.astype(np.intp) << 5
    low = words & _LOW16
    count = count_bits(low)
    high = r >= count
    r -= count * high
    words = np.where(high, words >> _SHIFT16, low)
    place += high << 4
    return place + LANE_SELECT.take((words.astype(np.intp) << 4) + r)


def shuffles(u: np.ndarray) -> np.ndarray:
    """Uniformly random orders of ``size`` cards from ``u`` (size - 1, n) uniform numbers, one
    Fisher-Yates shuffle per column, all columns at once: (size, n) card numbers (uint8), row
    ``j`` the card at place ``j``. Step ``i`` (from ``size - 1`` down to 1) swaps place ``i`` with
    place ``floor(u[i - 1] * (i + 1))``; :func:`shuffle_small` does the same in plain Python."""
    size, n = len(u) + 1, u.shape[1]
    order = np.repeat(np.arange(size, dtype=np.uint8)[:, None], n, axis=1)
    flat, rows = order.reshape(-1), np.arange(n)
    for i in range(size - 1, 0, -1):
        at = (u[i - 1] * (i + 1)).astype(np.intp)
        at *= n
        at += rows
        other = flat.take(at)
        flat[at] = order[i]
        order[i] = other
    return order


def shuffle_small(u: Sequence[float]) -> list[int]:
    """:func:`shuffles` for one column ``u`` (size - 1 numbers) in plain Python: the same order."""
    order = list(range(len(u) + 1))
    for i in range(len(u), 0, -1):
        j = int(u[i - 1] * (i + 1))
        order[i], order[j] = order[j], order[i]
    return order
