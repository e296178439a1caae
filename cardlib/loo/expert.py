"""The expert Loo player: determinised playouts of the rest of the deal, chips as the value.

For the seat to act, :func:`determinise` deals the cards it cannot see again at random: the
other hands, the dummy while nobody has bought it, the stock, and the hands thrown away
(passed, or the buyer's own); it keeps its own hand, the turned trump, the cards played, the
hand it threw away if it bought the dummy, and the suits a player has shown he lacks (a player
who does not follow lacks the suit led; one who neither follows nor trumps lacks trumps too,
rules §2.5). The rest of the deal is played out in numpy batches with
:class:`~cardlib.loo.bot.LooBot`'s rules at every seat: the declarations still to come by its
rule (``cardlib.loo.bot.declaration_choice``) on odds from fewer simulated deals each
(:func:`~cardlib.loo.fast.batch_odds`, ``trials`` of them: a noisier bot, not another one), then
its greedy trick play; under head-the-trick (rules §5.2 V5), which the batches do not play, the
worlds are whole states played out by the bot through the play protocol. (The batches deal their
worlds as :func:`determinise` does, many at once.) A choice is worth the chips the seat wins or
loses from now to the end of the deal (its shares of the pot, less what it pays: the dummy's
price, a loo).

>>> from cardlib.loo import new_game
>>> bot = expert(samples=8, seed=1)
>>> state = new_game(4, seed=3)
>>> str(bot.choose(state).action) in ("play", "pass", "buy dummy")
True
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..cards import FRENCH_52, Cards, Suit
from ..batch import Unseen
from ..batch import determinise as kit_determinise
from ..expert import PLAYED_OUT, Expert, ProtocolModel, Value
from ..game import Decision, Voice
from .bot import LooBot
from .fast import ENCODING, batch_odds, play_tricks
from .game import Phase, State
from .view import observe

__all__ = ["unseen", "determinise", "known_voids", "outcome", "LooModel", "expert"]

_ORDER = {c: i for i, c in enumerate(FRENCH_52.cards)}
_SUIT_INDEX = {suit: i for i, suit in enumerate(FRENCH_52.suits)}


def known_voids(state: State) -> dict[int, set]:
    """The suits each seat has shown it lacks in this deal's trick play (rules §2.5)."""
    return dict(observe(state, 0, view=False).voids)        # public: every seat's observation says the same


def unseen(state: State, seat: int, *, batch: bool = False) -> Unseen:
    """What ``seat`` knows of the cards it cannot see (see the module's words), for the batch kit:
    the other hands, the dummy, the stock and the hands thrown away (its own, if it bought the
    dummy, fixed among them), each of its size, and the suits a seat has shown it lacks. In a
    ``batch`` the stock and the thrown hands are one place (they never play), and empty places are
    left out."""
    voids = known_voids(state)
    thrown = tuple(observe(state, seat, view=False).holds["out"])       # its own thrown hand, if it bought the dummy
    places = {s: list(_now(state)[s]) for s in range(state.players) if s != seat}
    places["dummy"] = list(state.dummy)
    out = [c for c in state.out if c not in thrown]
    if batch:
        places["rest"] = [*state.stock, *out]
        places, fixed = {key: cards for key, cards in places.items() if cards}, {}
    else:
        places.update(stock=list(state.stock), out=out)
        fixed = {"out": thrown}
    return Unseen(tuple(c for cards in places.values() for c in cards),
                  {key: len(cards) + len(fixed.get(key, ())) for key, cards in places.items()}, fixed, voids)


def determinise(state: State, seat: int, rng: np.random.Generator) -> State:
    """``state`` with every card ``seat`` cannot see dealt again at random, consistently with what
    it knows (:func:`unseen`; the batch kit's :func:`~cardlib.batch.determinise`); the sizes of
    every hand, the dummy, the stock and the thrown hands stay as they are."""
    return kit_determinise(state, seat, rng, unseen, _with_cards, _ORDER.__getitem__)


def _with_cards(state: State, seat: int, world: dict, rng=None) -> State:
    """``state`` with the unseen places holding the cards of ``world``."""
    hands = tuple(state.hands[s] if s == seat else Cards(world[s]) for s in range(state.players))
    return dataclasses.replace(state, dummy=Cards(world["dummy"]), stock=Cards(world["stock"]),
                               out=Cards(world["out"])).with_hands(hands)


def outcome(start: State, end: State, seat: int) -> int:
    """The chips ``seat`` won (or lost, negative) from ``start`` to the end of its deal."""
    record = next(r for r in end.deals if r.number == start.deal_no)
    return record.chips_end[seat] - start.chips[seat]


# --------------------------------------------------------------------------- batched playouts

_EMPTY = 52                                 # an empty slot in a hand row (as in .fast)


def _now(state: State) -> tuple[Cards, ...]:
    return state.play.hands if state.play is not None else state.hands


def _rows(state: State, seat: int, rng: np.random.Generator, n: int) -> np.ndarray:
    """``n`` worlds as rows of card indices (n, players + 1, 3): every seat's hand as it is now
    (``seat``'s own in its order, the others dealt at random from the cards it cannot see, never
    in a suit a seat has shown it lacks: :func:`unseen`), then the dummy while nobody has bought it;
    empty slots are 52. The stock and the thrown hands take the rest of the unseen cards (they never play)."""
    own = _now(state)[seat]
    out = unseen(state, seat, batch=True).rows(rng, n, ENCODING, [*range(state.players), "dummy"], width=3)
    out[:, seat, :len(own)] = [_ORDER[c] for c in own]
    return out


def _true_rows(state: State) -> np.ndarray:
    """The real world as one row of :func:`_rows` (every hand in its own order): for tests."""
    out = np.full((1, state.players + 1, 3), _EMPTY, dtype=np.int64)
    for s, hand in enumerate((*_now(state), state.dummy)):
        out[0, s, :len(hand)] = [_ORDER[c] for c in hand]
    return out


def _declare_rest(state: State, hands: np.ndarray, active: np.ndarray, pot: np.ndarray, paid: np.ndarray,
                  bought: np.ndarray, worlds: int, trials: int, rng: np.random.Generator) -> np.ndarray:
    """The declarations still to come in every world, each by the bot's rule (:func:`.bot.declaration_choice`
    on odds from ``trials`` simulated deals, :func:`.fast.batch_odds`). Changes ``hands`` (a buyer
    takes the dummy), ``active`` (who plays), ``pot``, ``paid`` (the price, per seat) and ``bought``
    (the dummy is gone) in place; the rows are ``worlds`` worlds, again for each choice of the seat
    to act. Returns the rows where everyone else passed: the dealer sweeps."""
    rules, dealer = state.rules, state.dealer
    rows = np.arange(len(hands))
    pending = state.pending[1:]
    swept = np.zeros(len(hands), dtype=bool)
    no_passing = rules.club_law and state.trump is Suit.CLUBS
    for i, j in enumerate(pending):
        already = active.sum(axis=1)
        if j == dealer and i == len(pending) - 1:
            swept = already == 0
        opponents = np.maximum(1, already + len(pending) - i - 1)      # as LooBot.choice counts them
        position = np.minimum(already, opponents)
        # one set of odds for a world's hand in each place at the table, whatever the seat's choice
        key = (rows % worlds * 8 + opponents) * 8 + position
        _, first, again = np.unique(key, return_index=True, return_inverse=True)
        odds = batch_odds(hands[first, j], _SUIT_INDEX[state.trump], _ORDER[state.turned], opponents[first],
                          position[first], trials, rng)[again]
        third, third_b = pot // 3, (pot + rules.price) // 3
        pen, pen_b = _penalty(pot, rules), _penalty(pot + rules.price, rules)
        if no_passing:
            may_pass = np.zeros(len(rows), dtype=bool)
        else:
            may_pass = (already >= 2) & rules.dealer_may_pass if j == dealer else np.ones(len(rows), dtype=bool)
        may_buy = ~bought & (state.chips[j] >= rules.price)
        expected = np.stack([np.where(may_pass, 0.0, -np.inf),                                # pass, play, buy:
                             third * odds[:, 1] - pen * odds[:, 0],                         # ties go to the first
                             np.where(may_buy, -rules.price + third_b * odds[:, 3] - pen_b * odds[:, 2], -np.inf)],
                            axis=1)
        choice = np.where(swept, 0, np.round(expected, 9).argmax(axis=1))
        buy = choice == 2
        active[:, j] = choice > 0
        hands[buy, j] = hands[buy, state.players]
        pot += buy * rules.price
        paid[:, j] += buy * rules.price
        bought |= buy
    return swept


def _penalty(pot: np.ndarray, rules) -> np.ndarray:
    """What a loo costs for a deal played for ``pot`` (rules §2.7, §5.2 V4)."""
    if rules.unlimited_loo:
        return np.minimum(pot, rules.loo_cap) if rules.loo_cap else pot
    return np.full_like(pot, rules.loo_penalty)


def _play_rest(state: State, hands: np.ndarray, active: np.ndarray, cards: np.ndarray | None) -> np.ndarray:
    """The rest of trick play in every world, every card chosen as :class:`~cardlib.loo.bot.LooBot`
    chooses it (:func:`.fast.play_tricks`' greedy play, on the batch kit) and ``cards`` (n,) the first
    card of the seat to act in trick play; the seats of ``active`` (n, players) play, clockwise from
    the trick's leader (in the declarations: the first of them from the dealer's left). The tricks
    won (n, players), those already won included."""
    n, players = active.shape
    trump = _SUIT_INDEX[state.trump]
    won = np.zeros((n, players), dtype=np.int64)
    if state.play is not None:                  # the same seats play in every world
        order, trick = list(state.play.order), state.play.trick
        won += state.play.tricks_won
        won[:, order] += play_tricks(hands[:, order], trump, order.index(trick.leader), [_ORDER[c] for c in trick.cards],
                                     cards, len(state.play.hands[state.to_act])).won
        return won
    # in the declarations each world has its own players: from the dealer's left, grouped by their number
    seats = (state.dealer + 1 + np.arange(players)) % players
    playing = active[:, seats]
    order = seats[np.argsort(~playing, axis=1, kind="stable")]
    count = playing.sum(axis=1)
    for a in np.unique(count[count > 0]).tolist():
        rows = np.flatnonzero(count == a)[:, None]
        won[rows, order[rows[:, 0], :a]] += play_tricks(hands[rows, order[rows[:, 0], :a]], trump).won
    return won


class LooModel(ProtocolModel):
    """The expert's view of Loo: worlds as rows of card indices played out in numpy batches
    (``_declare_rest``, ``_play_rest``) with :class:`~cardlib.loo.LooBot`'s rules at every
    seat; under head-the-trick (rules §5.2 V5), which the batches do not play, whole states played
    out through the play protocol by the bot."""

    unit = "chips"
    signed, digits = True, 1
    rows = 768
    resolution = 0.1                    # a tenth of a chip

    def __init__(self, trials: int = 100) -> None:
        self.trials = trials

    def batch(self, state: State) -> int:
        return 24 if state.rules.head_the_trick else self.rows

    def worlds(self, state: State, seat: int, rng: np.random.Generator, n: int):
        if state.rules.head_the_trick:
            return super().worlds(state, seat, rng, n)
        return _rows(state, seat, rng, n), int(rng.integers(2 ** 63))

    def outcomes(self, state: State, seat: int, worlds, actions) -> np.ndarray:
        if state.rules.head_the_trick:
            return super().outcomes(state, seat, worlds, actions)
        rows, key = worlds
        return self.chips(state, seat, rows, actions, np.random.default_rng(key))

    def chips(self, state: State, seat: int, rows: np.ndarray, actions, rng: np.random.Generator) -> np.ndarray:
        """What each action is worth to ``seat`` in every world of ``rows`` (see ``_rows``):
        (actions, worlds), the chips it wins or loses from now to the end of the deal."""
        n, players = len(rows), state.players
        k = n * len(actions)
        hands = np.tile(rows, (len(actions), 1, 1))
        active = np.zeros((k, players), dtype=bool)
        active[:, list(state.participants)] = True
        pot = np.full(k, state.pot, dtype=np.int64)
        paid = np.zeros((k, players), dtype=np.int64)
        swept = np.zeros(k, dtype=bool)
        cards = None
        if state.phase is Phase.PLAY:
            cards = np.repeat([_ORDER[a.card] for a in actions], n)
        else:
            choice = np.repeat([a.choice.value for a in actions], n)
            buy = choice == "buy"
            active[:, seat] = choice != "pass"
            hands[buy, seat] = hands[buy, players]
            pot += buy * state.rules.price
            paid[:, seat] += buy * state.rules.price
            swept = _declare_rest(state, hands, active, pot, paid, buy | (len(state.dummy) == 0),
                                  n, self.trials, rng)
        won = _play_rest(state, hands, active, cards)
        looed = active[:, seat] & (won[:, seat] == 0) & ~swept
        penalty = _penalty(pot, state.rules)
        pays = looed & (state.chips[seat] - paid[:, seat] >= penalty)
        chips = (pot // 3) * won[:, seat] * ~swept - paid[:, seat] - pays * penalty
        if seat == state.dealer:
            chips += swept * pot
        return chips.reshape(len(actions), n)

    def determinise(self, state: State, seat: int, rng: np.random.Generator) -> State:
        return determinise(state, seat, rng)

    def policy(self, seed: int) -> LooBot:
        return LooBot(seed, trials=self.trials)

    def deal_over(self, start: State, state: State) -> bool:
        return state.deal_no != start.deal_no or state.is_over

    def outcome(self, start: State, end: State, seat: int) -> float:
        return outcome(start, end, seat)

    def bot_choice(self, state: State, voice: Voice = Voice.IT) -> Decision:
        return LooBot(0, trials=2_000).choose(state, voice)

    def reason(self, state: State, best: Value, values, decision: Decision | None, voice: Voice = Voice.IT) -> str:
        if decision is not None and decision.action == best.action and state.phase is Phase.DECLARE:
            return (f"the odds of {voice.its} hand say so, and {PLAYED_OUT}, no other choice did clearly better")
        return super().reason(state, best, values, decision, voice)



def expert(*, budget: float | None = 1.0, samples: int | None = None, seed: int = 0, trials: int = 100) -> Expert:
    """The expert Loo bot: ``expert().choose(state)`` and ``expert().values(state)`` (chips, best first);
    ``trials`` is the simulated deals behind each declaration still to come in a playout."""
    return Expert(LooModel(trials), budget=budget, samples=samples, seed=seed)
