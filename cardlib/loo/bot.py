"""An explainable Loo opponent: it decides play, pass or buy from the odds and the chips at stake.

To declare, it simulates deals (:func:`cardlib.loo.fast.decision_odds`): the odds of taking 0,
1, 2 or 3 tricks with its own hand and with the unseen dummy, against the players already in and
everyone still to speak (it counts them all as playing, which is the worst case). Each trick is
worth a third of the pot; a loo costs the penalty. So the expected chips are

* pass: 0 (no gain, no loss, rules §2.4);
* play: third × (expected tricks) − penalty × P(no trick);
* buy the dummy: −price + the same with the dummy's odds and the pot after the price is paid,

and it takes the best choice it is allowed, saying the numbers it saw. In trick play it leads its
strongest card (trumps first), takes a trick with the cheapest card that beats it, and otherwise
throws its cheapest card (the play the odds assume).

>>> from cardlib.loo import new_game
>>> decision = LooBot(seed=1, trials=2_000).choose(new_game(4, seed=3))
>>> str(decision.action) in ("play", "pass", "buy dummy"), "on average" in decision.reason
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..cards import Card, make_rng
from ..errors import CardlibError
from ..game import Decision, Voice, plural
from .core import strength, trick_winner
from .fast import Odds, decision_odds
from .game import BUY, PASS, PLAY, Phase, Play, State

__all__ = ["LooBot", "ExpectedChips", "declaration_choice", "stakes"]


@dataclass(frozen=True)
class ExpectedChips:
    """What a play / pass / buy decision rests on: the odds, the chips at stake, the expected chips
    of each choice allowed, the best one and why."""

    odds: Odds
    pot: int
    third: int              # a trick's share if the seat plays its own hand
    third_bought: int       # a trick's share once the dummy's price is in the pot
    price: int
    penalty: int
    penalty_bought: int
    expected: dict          # "play" / "pass" / "buy" -> expected chips (only the choices allowed)
    best: str

    @property
    def action(self):
        return {"play": PLAY, "pass": PASS, "buy": BUY}[self.best]

    def lines(self) -> list[str]:
        """The reasoning in sentences, for the book's decision trainer."""
        o = self.odds
        out = [f"Against {o.opponents} other player{'s' if o.opponents != 1 else ''}, from {o.trials:,} "
               f"simulated deals:",
               f"your hand: {o.words('hand')}",
               f"the dummy: {o.words('dummy')}",
               f"a trick is worth a third of the pot of {self.pot}: {self.third} chips; a loo costs {self.penalty}"]
        if "buy" in self.expected:
            out.append(f"after buying the dummy for {self.price} the pot is {self.pot + self.price}: a trick is "
                       f"worth {self.third_bought}; a loo costs {self.penalty_bought}")
        out.append("expected chips: " + ", ".join(f"{k} {v:+.2f}" for k, v in self.expected.items()))
        out.append(f"best: {self.action}")
        return out


def stakes(pot: int, rules) -> tuple[int, int, int, int, int]:
    """(third, third after a buy, price, penalty, penalty after a buy) for a deal played for ``pot``."""
    price = rules.price
    def penalty(p: int) -> int:
        if rules.unlimited_loo:
            return min(p, rules.loo_cap) if rules.loo_cap else p
        return rules.loo_penalty
    return pot // 3, (pot + price) // 3, price, penalty(pot), penalty(pot + price)


def declaration_choice(odds: Odds, pot: int, rules, allowed=("play", "pass", "buy")) -> ExpectedChips:
    """The expected chips of each allowed choice from ``odds`` and the stakes, and the best one."""
    third, third_b, price, pen, pen_b = stakes(pot, rules)
    tricks = np.arange(4)
    expected = {}
    if "play" in allowed:
        expected["play"] = float(third * (odds.hand @ tricks) - pen * odds.hand[0])
    if "pass" in allowed:
        expected["pass"] = 0.0
    if "buy" in allowed:
        expected["buy"] = float(-price + third_b * (odds.dummy @ tricks) - pen_b * odds.dummy[0])
    order = {"pass": 0, "play": 1, "buy": 2}            # ties: the cheaper, quieter choice
    best = max(expected, key=lambda k: (round(expected[k], 9), -order[k]))
    return ExpectedChips(odds, pot, third, third_b, price, pen, pen_b, expected, best)


class LooBot:
    """``LooBot(seed, trials).choose(state)`` returns a :class:`cardlib.game.Decision` with its reason.

    ``trials`` is the number of simulated deals behind each play / pass / buy decision.
    """

    def __init__(self, seed=None, *, trials: int = 10_000) -> None:
        if not isinstance(trials, int) or isinstance(trials, bool) or trials < 1:
            raise CardlibError(f"trials must be a whole number 1 or more, got {trials!r}")
        self._rng = make_rng(seed)
        self.trials = trials

    def choice(self, state: State) -> ExpectedChips:
        """The odds and expected chips behind the declaration of the seat to act."""
        if state.phase is not Phase.DECLARE:
            raise CardlibError("the bot weighs play, pass and buy only while the players declare (rules §2.4)")
        seat = state.to_act
        already = len(state.participants)
        later = len(state.pending) - 1
        opponents = max(1, already + later)
        odds = decision_odds(state.hands[seat], state.trump, opponents, position=min(already, opponents),
                             turned=state.turned, trials=self.trials, seed=self._rng)
        allowed = [a.choice.value for a in state.legal_actions()]
        return declaration_choice(odds, state.pot, state.rules, allowed)

    def choose(self, state: State, voice: Voice = Voice.IT) -> Decision:
        """The bot's choice at ``state``, and why, in ``voice`` (a review words it as "you")."""
        if state.is_over:
            raise CardlibError("the game is over; there is nothing to choose")
        if state.phase is Phase.DECLARE:
            return self._declare(state, voice)
        return self._play(state, voice)

    def _declare(self, state: State, voice: Voice) -> Decision:
        """The declaration and its reason: in plain words first (how often the hand takes a trick,
        what each choice is worth on average), then the figures behind them."""
        c = self.choice(state)
        o = c.odds
        action = str(c.action).split()[0]
        doing = {"play": "playing", "pass": "passing", "buy": "buying the dummy"}
        named = {"play": "play", "pass": "pass", "buy": "buy the dummy"}
        worth = lambda v: "0" if round(v, 1) == 0 else f"{v:+.1f}"      # noqa: E731
        others = ", ".join(f"{named[k]} {worth(v)}" for k, v in c.expected.items() if k != action)
        chance = f"this hand takes at least one trick {100 * (1 - float(o.hand[0])):.0f}% of the time"
        if "buy" in c.expected:
            chance += f" (the dummy {100 * (1 - float(o.dummy[0])):.0f}%)"
        plain = (f"{chance}, and {doing[action]} is worth {worth(c.expected[action])} chips on average"
                 + (f" ({others})" if others else ""))
        def spread(odds) -> str:
            shares = [f"{100 * float(q):.0f}%" for q in odds]
            return (f"no trick {shares[0]} of the time, one trick {shares[1]}, two {shares[2]} "
                    f"and all three {shares[3]}")
        figures = (f"with {state.trump.english} trumps and {plural(o.opponents, 'player')} against "
                   f"{voice.them}, this hand takes {spread(o.hand)}")
        if "buy" in c.expected:
            figures += f"; the dummy takes {spread(o.dummy)}"
        figures += (f"; each trick takes {plural(c.third, 'chip')} of the pot of {c.pot}, and taking no trick "
                    f"(a loo) costs {plural(c.penalty, 'chip')}")
        return Decision(c.action, f"{c.action}: {plain}. In figures: {figures}")

    def _play(self, state: State, v: Voice) -> Decision:
        legal = [a.card for a in state.legal_actions()]
        trick = state.trick.cards
        trump = state.trump

        def lead_key(card: Card) -> int:
            return strength(card) + (20 if card.suit == trump else 0)

        if len(legal) == 1:
            card = legal[0]
            why = f"{v.its} last card" if len(state.play.hand) == 1 else "the only card the rules allow (rules §2.5)"
            return Decision(Play(card), f"play {card}: {why}")
        if not trick:
            card = max(legal, key=lead_key)
            kind = "a trump" if card.suit == trump else f"{v.its} strongest {card.suit.english[:-1]}"
            return Decision(Play(card), f"play {card}: {v('leads')} {v.its} strongest card ({kind}) to take a trick "
                                        f"while {v('can')}")
        best = trick[trick_winner(trick, trump)]
        winning = [c for c in legal if trick_winner(trick + (c,), trump) == len(trick)]
        if winning:
            card = min(winning, key=lambda c: (c.suit == trump, strength(c)))
            return Decision(Play(card), f"play {card}: the cheapest card that beats {best} and takes the trick")
        card = min(legal, key=lambda c: (c.suit == trump, strength(c)))
        return Decision(Play(card), f"play {card}: {v('cannot')} beat {best}, so {v('throws')} {v.its} cheapest card")
