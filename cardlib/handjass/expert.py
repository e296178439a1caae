"""The expert Handjass player: determinised playouts of the rest of the deal, strokes as the value.

A choice is worth the **strokes** the deal brings the seat (rules §3.3): +2 for the only
player to reach the potato line, +1 for each of the two best when several reach it, -1 for
a potato, 0 for a passer (Berner's factor and the potato bonus included where they are
played); a deal that decides the loser is worth -1 to the one it makes the loser. Strokes
are what the book counts and what ends the game, so a card that brings points but no
stroke is worth nothing more.

For the seat to act, :func:`determinise` deals the cards it cannot see again at random,
keeping what it knows (:func:`known`): its own hand, the cards played, the turned card
where it lies (and the trump Six once it was swapped for it), the cards of every Weis
announced or shown and not yet played, the hand it threw away for the Blind and the cards
it discarded to the Bessern; and what a player's cards say about his hand (rules §2.3):

* a player who did not follow a plain suit lacks it, and if that suit had been trumped
  he lacks every trump higher than the top one (the duty to overtrump), unless he
  undertrumped, which shows he holds nothing but trumps;
* a player who did not follow a trump lead holds no trump but perhaps the Jack: the
  Puur alone need never be played to a trump lead.

In trick play the rest of the deal is played out in numpy batches by the policy of
:class:`~cardlib.handjass.bot.HandjassBot` at every seat (every Weis and Stöck it may
announce is announced); before trick play (play or pass, the Blind, agreeing, the trump
Six, the Bessern) the deal is played out through the play protocol by the same bot.

>>> from cardlib.handjass import new_game
>>> bot = expert(samples=16, seed=1)
>>> state = new_game(3, seed=4)
>>> str(bot.choose(state).action) in ("play", "pass", "take the Blind")
True
"""

from __future__ import annotations

import dataclasses
from itertools import combinations

import numpy as np

from ..batch import Unseen, play_rest
from ..batch import determinise as kit_determinise
from ..cards import SWISS_36, Card, Cards
from ..expert import Expert, ProtocolModel
from ..game import Decision, Voice
from .bot import HandjassBot
from .core import card_points, strength
from .fast import ENCODING, PLAIN_STRENGTH, POINTS, SUIT, TRUMP_STRENGTH, legal_rows, trick_step
from .game import KEEP_HAND, Declaration, Exchange, Phase, Play, State
from .view import deal_tricks, observe, unseen_places
from .weis import best_weis, is_stoeck_card, weis
from .records import contest_key
from .scoring import berner_multiplier

__all__ = ["known", "unseen", "determinise", "with_cards", "outcome", "HandjassModel", "expert"]

_INDEX = {c: i for i, c in enumerate(SWISS_36.cards)}
_SUITS = tuple(SWISS_36.suits)
_BIG = 1 << 30


def _sorted(cards) -> Cards:
    return Cards(sorted(cards, key=_INDEX.__getitem__))


_places, _tricks = unseen_places, deal_tricks          # where the unseen cards lie, the tricks (see .view)


def known(state: State, seat: int) -> tuple[dict, dict]:
    """What ``seat`` knows of the cards it cannot see (see the module's words): ``excluded``, the
    cards each other seat cannot hold now, and ``holds``, the cards surely lying in a place
    (a seat, ``"blind"``, ``"store"``, ``"out"``, ``("bessern", s)``): the seat's observation
    (:func:`cardlib.handjass.view.observe`), the one the table and the log give it too."""
    seen = observe(state, seat, view=False)
    return dict(seen.excluded), dict(seen.holds)


def unseen(state: State, seat: int) -> Unseen:
    """What ``seat`` knows of the cards it cannot see, for the batch kit: every place they lie in
    (:func:`cardlib.handjass.view.unseen_places`) of its size, the cards it knows lie there fixed,
    and the cards each seat cannot hold (:func:`known`); its own hand fixed too."""
    excluded, holds = known(state, seat)
    places = _places(state, seat)
    return Unseen(tuple(c for key, cards in places.items() for c in cards if c not in holds[key]),
                  {key: len(cards) for key, cards in places.items()},
                  {**{key: tuple(holds[key]) for key in places}, seat: tuple(state.hands[seat])}, excluded=excluded)


def determinise(state: State, seat: int, rng: np.random.Generator) -> State:
    """``state`` with every card ``seat`` cannot see dealt again at random, consistently with what
    it knows (:func:`unseen`; the batch kit's :func:`~cardlib.batch.determinise`); every hand, the
    Blind, the store, the Bessern and the cards out keep their sizes."""
    return kit_determinise(state, seat, rng, unseen, with_cards)


def with_cards(state: State, seat: int, cards: dict, rng=None) -> State:
    """``state`` with the unseen places holding ``cards`` (place: cards)."""
    get = (lambda key, now: _sorted(cards[key]) if key in cards else now)
    hands = tuple(state.hands[s] if s == seat else get(s, state.hands[s]) for s in range(state.players))
    bessern = tuple(get(("bessern", s), b) for s, b in enumerate(state.declaring.bessern))
    declaring = dataclasses.replace(state.declaring, blind=get("blind", state.blind), store=get("store", state.store),
                                    out=get("out", state.out), bessern=bessern)
    if state.play is None:
        return dataclasses.replace(state, declaring=dataclasses.replace(declaring, hands=hands))
    played = {s: [] for s in range(state.players)}
    for seats, trick in _tricks(state):
        for s, c in zip(seats, trick):
            played[s].append(c)
    began = tuple(state.declaring.hands[s] if s == seat else _sorted([*hands[s], *played[s]])
                  for s in range(state.players))
    return dataclasses.replace(state, declaring=dataclasses.replace(declaring, hands=began),
                               play=dataclasses.replace(state.play, hands=hands))


def outcome(start: State, end: State, seat: int) -> int:
    """The strokes ``seat`` gained (or lost, negative) in the deal of ``start``, now over in ``end``;
    a deal that decides the loser is -1 to its loser."""
    record = next(r for r in end.deals if r.number == start.deal_no)
    if record.outcome == "decider":
        return -1 if end.loser == seat else 0
    return record.strokes[seat]


# --------------------------------------------------------------------------- batched trick play

def _keys(t: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For trumps ``t``: the bot's keys to throw the least (value, trump, strength) and to win
    cheaply (trump, value, strength), ties to the card first in the pack's order; and which
    cards are trumps."""
    is_trump = SUIT == t
    value = POINTS[t].astype(np.int64)
    rank = np.where(is_trump, TRUMP_STRENGTH, PLAIN_STRENGTH).astype(np.int64)
    index = np.arange(36)
    low = ((value * 2 + is_trump) * 16 + rank) * 36 + index
    win = ((is_trump * 32 + value) * 16 + rank) * 36 + index
    return low, win, is_trump


def _play_rest(state: State, hands: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """Trick play from ``state`` in every row of ``hands`` (rows, active seats, 36 booleans, in
    the order of play), the seat to act playing ``cards`` (rows,) and every later card chosen as
    the bot does (the batch kit's :func:`~cardlib.batch.play_rest`); each active seat's card
    points for the deal, the last trick's 5 included."""
    play, t = state.play, _SUITS.index(state.trump)
    order = play.order
    a = len(order)
    n = len(hands)
    rows = np.arange(n)
    low, win, is_trump = _keys(t)
    trump = np.full(n, t)
    jack, aces = _INDEX[Card("J", state.trump)], np.array([c.rank == "A" for c in SWISS_36.cards]) & ~is_trump
    duty = state.rules.overtrump_duty
    strong, plain = 100 + TRUMP_STRENGTH.astype(np.int64), PLAIN_STRENGTH.astype(np.int64)
    points = np.tile(np.array([sum(card_points(c, state.trump) for c in play.won[s]) for s in order],
                              dtype=np.int64), (n, 1))
    hands = hands.copy()
    left = len(play.hands[state.to_act])
    trick = {"leader": np.full(n, order.index(play.trick.leader))}

    def start(k: int) -> None:
        trick.update(led=np.zeros(n, dtype=np.int64), top=np.zeros(n, dtype=np.int64),
                     best=np.full(n, -1, dtype=np.int64), winner=trick["leader"].copy(), won=np.zeros(n, dtype=np.int64))

    def choose(player: np.ndarray, pos: int, first: bool) -> np.ndarray:
        hand = hands[rows, player]
        if pos == 0:
            n_trumps = (hand & is_trump).sum(axis=1)
            ace = hand & aces
            return np.where(hand[:, jack] & (n_trumps > 1), jack,
                            np.where(ace.any(axis=1), ace.argmax(axis=1), np.where(hand, low, _BIG).argmin(axis=1)))
        mask = legal_rows(hand, trick["led"], trick["top"], trump, duty)
        key = np.where(is_trump, strong, np.where(SUIT == trick["led"][:, None], plain, 0))
        winning = mask & (key > trick["best"][:, None])
        return np.where(winning.any(axis=1), np.where(winning, win, _BIG).argmin(axis=1),
                        np.where(mask, low, _BIG).argmin(axis=1))

    def play_card(player: np.ndarray, pos: int, card: np.ndarray, chosen: bool) -> None:
        hands[rows, player, card] = False
        trick["led"], trick["top"], trick["best"], better = trick_step(card, pos, trick["led"], trick["top"],
                                                                      trick["best"], t)
        trick["winner"] = np.where(better, player, trick["winner"])
        trick["won"] += POINTS[t][card]

    def finish(k: int) -> np.ndarray:
        points[rows, trick["winner"]] += trick["won"] + (5 if k == left - 1 else 0)
        trick["leader"] = trick["winner"]
        return trick["leader"]

    play_rest(n, a, order.index(play.trick.leader), [_INDEX[c] for c in play.trick.cards], cards, left,
              start, choose, play_card, finish)
    return points


def _announced(state: State, hands: np.ndarray, actions) -> np.ndarray:
    """Weis and Stöck points (rows, active seats) in every world of ``hands`` (worlds, active
    seats, 36) for each of ``actions`` (rows = actions times worlds): what is already decided,
    the acting seat's own announcements, and later every Weis and Stöck the bot may announce."""
    trump, order, seat = state.trump, state.play.order, state.to_act
    worlds, a = hands.shape[:2]
    me = order.index(seat)
    kq = np.array([_INDEX[Card(r, trump)] for r in ("K", "Q")])
    held = hands[:, :, kq].sum(axis=2)                                        # (worlds, a)
    extra = np.zeros((len(actions), worlds, a), dtype=np.int64)
    for s, who in enumerate(order):
        if who in state.stoeck:
            extra[:, :, s] += 20
        elif who != seat:
            extra[:, :, s] += 20 * ((held[:, s] + state.announcements.kq_played[who] == 2) & (held[:, s] > 0))
    for i, action in enumerate(actions):
        if seat in state.stoeck:
            continue
        now = is_stoeck_card(action.card, trump)
        played = state.announcements.kq_played[seat] + now
        if now and played == 2:
            extra[i, :, me] += 20 * action.stoeck
        else:
            left = held[:, me] - now
            extra[i, :, me] += 20 * ((left + played == 2) & (left > 0))
    if state.trick_no == 0:
        _weis_contest(state, hands, actions, extra)
    elif state.announcements.winner is not None:
        extra[:, :, order.index(state.announcements.winner)] += sum(w.points for w in state.announcements.shown)
    return extra.reshape(len(actions) * worlds, a)


def _weis_contest(state: State, hands: np.ndarray, actions, extra: np.ndarray) -> None:
    """Add the Weis contest of trick 1 to ``extra`` (actions, worlds, active seats), world by world."""
    trump, order, seat = state.trump, state.play.order, state.to_act
    modern = state.rules.modern_weis
    later = state.play.trick.seats[len(state.play.trick.cards) + 1:]
    cards = np.array(SWISS_36.cards, dtype=object)
    for j in range(len(hands)):
        start = {s: Cards(cards[hands[j, order.index(s)]]) for s in later}
        entries = [(contest_key(s, w, trump, order), s, w) for s, w in state.announced]
        entries += [(contest_key(s, w, trump, order), s, w) for s in later
                    if (w := best_weis(start[s], trump, modern=modern)) is not None]
        for i, action in enumerate(actions):
            mine = [(contest_key(seat, action.weis, trump, order), seat, action.weis)] if action.weis else []
            if not entries and not mine:
                continue
            winner = max(entries + mine, key=lambda e: e[0])[1]
            if winner == seat:
                hand = state.declaring.hands[seat]
            elif winner in start:
                hand = start[winner]
            else:
                played = [c for s, c in zip(state.play.trick.seats, state.play.trick.cards) if s == winner]
                hand = Cards(tuple(cards[hands[j, order.index(winner)]]) + tuple(played))
            extra[i, j, order.index(winner)] += sum(w.points for w in weis(hand, trump, modern=modern))


def batch_strokes(state: State, totals: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Strokes (rows, active seats) from the deal's totals, rules §3.3 (ties drawn at random);
    in a deal that decides the loser, -1 for the lowest total."""
    rules = state.rules
    n, a = totals.shape
    ranked = totals + rng.random((n, a))                  # a random draw between equal totals
    if state.decider:
        return -(ranked == ranked.min(axis=1, keepdims=True)).astype(np.int64)
    made = totals >= rules.potato_line
    potatoes = (~made).sum(axis=1)
    place = (-np.where(made, ranked, -1.0)).argsort(axis=1).argsort(axis=1)       # 0 for the best
    count = made.sum(axis=1)[:, None]
    strokes = np.where(~made, -1, np.where(count == 1, 2, (place < 2).astype(np.int64)))
    if rules.potato_bonus:
        strokes = strokes + np.where(made & (place == 0), np.minimum(potatoes, 3)[:, None], 0)
    return strokes * (berner_multiplier(state.trump) if rules.berner else 1)


class HandjassModel(ProtocolModel):
    """The expert's view of Handjass: whole states as worlds; trick play in numpy batches, the
    rest of the deal through the play protocol, :class:`~cardlib.handjass.HandjassBot` as the playout policy."""

    unit = "strokes"
    signed = True
    rows = 12
    resolution = 0.05                   # a twentieth of a stroke

    def batch(self, state: State) -> int:
        return 768 if state.phase is Phase.PLAY else self.rows

    def candidates(self, state: State) -> list:
        legal = state.legal_actions()
        if state.phase is Phase.PLAY:               # a card with every announcement it may carry
            best: dict = {}
            for action in legal:
                if action.card not in best or (action.weis is not None, action.stoeck) > (
                        best[action.card].weis is not None, best[action.card].stoeck):
                    best[action.card] = action
            return list(best.values())
        if state.phase is Phase.EXCHANGE:           # keep, or give three of the five cheapest cards
            trump = state.trump
            hand = sorted(state.hands[state.to_act], key=lambda c: (card_points(c, trump) + 20 * (c.suit == trump),
                                                                    strength(c, trump)))
            return [KEEP_HAND] + [Exchange(combo) for combo in combinations(hand[:5], 3)]
        return legal

    def worlds(self, state: State, seat: int, rng: np.random.Generator, n: int):
        if state.phase is not Phase.PLAY:
            return super().worlds(state, seat, rng, n)
        return unseen(state, seat).masks(rng, n, ENCODING, state.play.order), int(rng.integers(2 ** 31))

    def outcomes(self, state: State, seat: int, worlds, actions) -> np.ndarray:
        if state.phase is not Phase.PLAY:
            return super().outcomes(state, seat, worlds, actions)
        hands, seed = worlds
        strokes = batch_strokes(state, self.totals(state, hands, actions), np.random.default_rng(seed))
        return strokes[:, state.play.order.index(seat)].reshape(len(actions), len(hands))

    def totals(self, state: State, hands: np.ndarray, actions) -> np.ndarray:
        """The deal's totals (rows, active seats in the order of play; rows = actions times worlds)
        after each of ``actions`` in every world of ``hands`` (worlds, active seats, 36 booleans),
        the rest played as the bot plays: card points, the last trick's 5, Weis and Stöck (§2.4)."""
        cards = np.repeat([_INDEX[a.card] for a in actions], len(hands))
        return _play_rest(state, np.tile(hands, (len(actions), 1, 1)), cards) + _announced(state, hands, actions)

    def determinise(self, state: State, seat: int, rng: np.random.Generator) -> State:
        return determinise(state, seat, rng)

    def policy(self, seed: int) -> HandjassBot:
        return HandjassBot(seed)

    def deal_over(self, start: State, state: State) -> bool:
        return state.deal_no != start.deal_no or state.is_over

    def outcome(self, start: State, end: State, seat: int) -> float:
        return outcome(start, end, seat)

    def bot_choice(self, state: State, voice: Voice = Voice.IT) -> Decision:
        return HandjassBot(0).choose(state, voice)

    def gain(self, gain: float, voice: Voice) -> str:
        return f"{gain:.2f} strokes a deal better than"

    def label(self, action) -> str:
        return str(action.card) if isinstance(action, Play) else str(action)



def expert(*, budget: float | None = 1.0, samples: int | None = None, seed: int = 0) -> Expert:
    """The expert Handjass bot: ``expert().choose(state)`` and ``expert().values(state)``
    (strokes of the deal, best first)."""
    return Expert(HandjassModel(), budget=budget, samples=samples, seed=seed)
