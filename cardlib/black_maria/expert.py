"""The expert Black Maria player: determinised playouts of the rest of the deal.

For the seat to act, :func:`determinise` deals the cards it cannot see again at random,
keeping what it knows: its own hand, every card played, the suits a seat has shown it lacks
by not following, and the three cards it passed (they sit in the receiver's hand until
played). The rest of the deal is then played out in numpy batches by the policy of
:class:`~cardlib.black_maria.bot.BlackMariaBot` (the pass too, for a world still in the pass),
and a choice is worth minus the penalty points the deal scores for the seat (rules §2.5, §3;
note 5's taking everything counts as scored).

The pass has 286 choices for four players; the expert weighs the passes made of the six
cards the bot most wants to pass (twenty at most), its own choice among them.

>>> from cardlib.black_maria import new_game
>>> bot = expert(samples=64, seed=2)
>>> state = new_game(4, seed=5)
>>> str(bot.choose(state).action).startswith("pass ")
True
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..batch import Unseen
from ..batch import determinise as kit_determinise
from ..expert import Expert, Model, Value
from ..game import Decision, Voice
from .bot import BlackMariaBot, choose_pass
from .core import deck
from .fast import CARDS, ENCODING, PENALTY, bot_rest, random_deals, encode_hand, everything_taken, pass_scores
from .game import Phase, Play, State
from .view import observe

__all__ = ["known", "unseen", "determinise", "outcome", "BlackMariaModel", "expert"]

_INDEX = {c: i for i, c in enumerate(CARDS)}


def known(state: State, seat: int) -> tuple[dict[int, set], dict[int, set]]:
    """What ``seat`` knows of the other hands in trick play: the suits each seat has shown it
    lacks (it did not follow them), and the cards each seat surely holds (those ``seat``
    passed it, not yet played)."""
    seen = observe(state, seat, view=False)          # one observer: what the table and the log give it
    return seen.voids, seen.holds


def unseen(state: State, seat: int) -> Unseen:
    """What ``seat`` knows of the cards it cannot see, for the batch kit: in trick play the other
    hands, each of its size, with the cards it passed them fixed and the suits they have shown
    they lack (:func:`known`); in the pass the hands as dealt, every card but its own anywhere.
    Its own hand is fixed too (as dealt, in the pass)."""
    others = [s for s in range(state.players) if s != seat]
    if state.phase is Phase.PASS:
        mine = tuple(state.hands[seat]) + tuple(state.passes[seat] or ())
        cards = tuple(c for c in deck(state.players, six_all_twos=state.rules.six_all_twos) if c not in mine)
        return Unseen(cards, {s: len(mine) for s in others}, {seat: mine})
    hands = state.play.hands
    voids, holds = known(state, seat)
    return Unseen(tuple(c for s in others for c in hands[s] if c not in holds[s]), {s: len(hands[s]) for s in others},
                  {**{s: tuple(holds[s]) for s in others}, seat: tuple(hands[seat])}, voids)


def determinise(state: State, seat: int, rng: np.random.Generator) -> State:
    """``state`` with the cards ``seat`` cannot see dealt again at random, consistently with
    what it knows (:func:`unseen`; the batch kit's :func:`~cardlib.batch.determinise`). In the
    pass, seats that have already passed pass what the bot would from their new hands; in trick
    play, the passes ``seat`` never saw are drawn again from the cards their receivers held.
    """
    return kit_determinise(state, seat, rng, unseen, _with_cards, _INDEX.__getitem__)


def _with_cards(state: State, seat: int, world: dict, rng: np.random.Generator) -> State:
    """``state`` with the other hands of ``world`` (seat: cards), the passes made again to agree."""
    n, kind = state.players, type(state.hands[seat])
    if state.phase is Phase.PASS:
        hands, passes, full = list(state.hands), list(state.passes), list(state.dealt)
        for s in range(n):
            if s == seat:
                continue
            full[s] = hands[s] = kind(world[s])
            if passes[s] is not None:
                restricted = [c for c in hands[s] if (c.rank, c.suit.value) in state.rules.restricted]
                passes[s] = choose_pass(hands[s], restricted)[0]
                hands[s] = kind(c for c in full[s] if c not in passes[s])
        return dataclasses.replace(state, passes=tuple(passes), dealt=tuple(full)).with_hands(hands)
    play = state.play
    hands = tuple(play.hands[seat] if s == seat else kind(world[s]) for s in range(n))
    gone = play.played()
    played = tuple(kind(sorted((*hands[s], *gone[s]), key=_INDEX.__getitem__)) for s in range(n))
    passes = list(state.passes)
    seen = {seat, state.giver(seat)}
    for s in range(n):
        if s not in seen:
            pool = list(played[state.receiver(s)])
            picks = rng.choice(len(pool), size=3, replace=False)
            passes[s] = tuple(sorted((pool[i] for i in picks), key=_INDEX.__getitem__))
    dealt_hands = tuple(kind(sorted([c for c in played[s] if c not in passes[state.giver(s)]] + list(passes[s]),
                                    key=_INDEX.__getitem__)) for s in range(n))
    return dataclasses.replace(state, played=played, passes=tuple(passes), dealt=dealt_hands).with_hands(hands)


def outcome(state: State, seat: int) -> int:
    """What the last finished deal of ``state`` is worth to ``seat``: minus the penalty it scored."""
    return -state.deals[-1].scored[seat]


# --------------------------------------------------------------------------- batched playouts

def _play_rest(state: State, hands: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """Trick play from ``state`` in every world of ``hands`` (n, players, width), the seat to
    act playing ``cards`` (n,) and every later card chosen by the bot (:func:`~cardlib.black_maria.fast.bot_rest`);
    each seat's penalty points for the whole deal (n, players)."""
    rules, play = state.rules, state.play
    value = PENALTY[rules.scoring]
    taken = [int(value[[_INDEX[c] for c in play.won[s]]].sum()) if play.won[s] else 0 for s in range(state.players)]
    return bot_rest(hands, play.trick.leader, len(play.hands[state.to_act]), value, number=play.number,
                    early=rules.no_heart_lead_early, unbroken=rules.hearts_broken, broken=state.hearts_broken,
                    taken=taken, before=[_INDEX[c] for c in play.trick.cards], forced=cards)[0]


def _scored(state: State, taken: np.ndarray) -> np.ndarray:
    """Note 5 (taking everything) applied to the penalties ``taken`` (n, players), when it is played."""
    total = state.deal_total
    return everything_taken(taken, total) if state.rules.taking_everything and total > 0 else taken


class BlackMariaModel(Model):
    """The expert's view of Black Maria: worlds as rows of card indices, the bot as playout policy."""

    unit = "penalty"
    sign, digits = -1, 1
    rows = 768
    resolution = 0.25                   # a quarter of a penalty point

    def candidates(self, state: State) -> list:
        legal = state.legal_actions()
        if state.phase is not Phase.PASS:
            return legal
        seat = state.to_act
        hand = state.hands[seat]
        row = encode_hand(hand)
        scores = pass_scores(row)[0]
        restricted = set(state.restricted(seat))
        scores = scores - 1e6 * np.array([CARDS[i] in restricted for i in row])
        top = {CARDS[row[i]] for i in np.argsort(-scores, kind="stable")[:6]}
        picks = [a for a in legal if set(a.cards) <= top]
        return picks or legal

    def worlds(self, state: State, seat: int, rng: np.random.Generator, n: int) -> np.ndarray:
        known = unseen(state, seat)
        if state.phase is Phase.PASS:
            # the hands as dealt, rotated so that the dealer sits at index 0 (as .fast deals them)
            rows = known.rows(rng, n, ENCODING, range(state.players))
            return np.roll(rows, -state.dealer, axis=1)
        return known.rows(rng, n, ENCODING, range(state.players), max(len(h) for h in state.play.hands))

    def outcomes(self, state: State, seat: int, worlds: np.ndarray, actions) -> np.ndarray:
        rules = state.rules
        n = len(worlds)
        if state.phase is Phase.PASS:                   # every pass in every world: one batch of rows
            at = (seat - state.dealer) % state.players
            passes = np.repeat([encode_hand(action.cards) for action in actions], n, axis=0)
            batch = random_deals(len(actions) * n, state.players, seed=0, policy="bot", scoring=rules.scoring,
                          pass_left=rules.pass_left, pass_restriction=rules.pass_restriction,
                          no_heart_lead_early=rules.no_heart_lead_early, hearts_broken=rules.hearts_broken,
                          taking_everything=rules.taking_everything, six_all_twos=rules.six_all_twos,
                          fixed_hand=(at, state.hands[seat]), fixed_pass=passes,
                          dealt=np.tile(worlds, (len(actions), 1, 1)))
            return -batch.scored[:, at].reshape(len(actions), n)
        cards = np.repeat([_INDEX[a.card] for a in actions], n)
        taken = _scored(state, _play_rest(state, np.tile(worlds, (len(actions), 1, 1)), cards))
        return -taken[:, seat].reshape(len(actions), n)

    def bot_choice(self, state: State, voice: Voice = Voice.IT) -> Decision:
        return BlackMariaBot().choose(state, voice)

    def label(self, action) -> str:
        return str(action.card) if isinstance(action, Play) else " ".join(map(str, action.cards))

    def gain(self, gain: float, voice: Voice) -> str:
        return f"{gain:.1f} penalty point{'' if round(gain, 1) == 1 else 's'} a deal fewer than with"

    def reason(self, state: State, best: Value, values, decision: Decision | None, voice: Voice = Voice.IT) -> str:
        why = super().reason(state, best, values, decision, voice)
        if decision is None or decision.action == best.action:
            return why
        return f"{why}: {decision.reason.split(': ', 1)[-1]}"        # its reason may hold brackets of its own


def expert(*, budget: float | None = 1.0, samples: int | None = None, seed: int = 0) -> Expert:
    """The expert Black Maria bot: ``expert().choose(state)`` and ``expert().values(state)``
    (values are minus penalty points, best first)."""
    return Expert(BlackMariaModel(), budget=budget, samples=samples, seed=seed)
