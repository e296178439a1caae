"""A whole game of three-card Loo on the play protocol, chips and pot included (rules §2 to §4).

Seats are numbered **clockwise** (rules §1.1): seat ``dealer + 1`` sits on the dealer's left,
declares first and leads first. A round starts with the antes; each deal of the round deals
three cards to everyone and to the dummy, turns a trump, and asks everyone in turn to play,
pass or buy the dummy (the dealer last, and he may not pass). Three tricks follow; each takes a
third of the pot; a player who took part and won no trick is looed and pays 3. While the pot
holds chips the same dealer deals again with no ante; when it is empty the deal moves on and
everyone antes. The game ends when someone cannot pay (§4).

>>> game = new_game(players=5, seed=1)
>>> game.pot, game.scores, game.to_act, [str(a) for a in game.legal_actions()]
(15, (9, 9, 9, 9, 9), 1, ['play', 'pass', 'buy dummy'])
>>> game.apply(BUY).pot, game.pot          # apply returns a new state
(18, 15)

Dealing is a seeded chance step inside ``apply`` (``chance_rng(seed, deal)``), so
``replay(new_game(seed=...), history)`` rebuilds any position.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Iterable

from ..cards import FRENCH_52, Card, Cards, Suit
from ..errors import CardlibError
from ..game import (Action, Event, EventKind, GamePhase, GameState, chance_rng, check_players, check_seed,
                    event_kinds, plural, seats_from)
from ..tricks import TRICK_WON, FinishedTrick, Ruling, TrickGame, TrickPlay, replace_at, trick_won, why_illegal
from ..tricks import Play as _Play
from .core import parse_card, rulings as card_rulings, split_pot, trick_winner
from .rules import Rules

__all__ = ["Phase", "Declaration", "Declare", "Play", "PLAY", "PASS", "BUY", "DealRecord", "State", "new_game", "PLAYERS"]

PLAYERS = range(3, 8)       # rules §1.1
_DECK = tuple(FRENCH_52.cards)      # the pack in its fixed order; a shuffle is a permutation of it


class Phase(GamePhase):
    """Where a deal stands: declaring (play, pass or buy), trick play, or the game is over."""

    DECLARE = "declare"
    PLAY = "play"
    OVER = "over"


# --------------------------------------------------------------------------- actions

class Declaration(StrEnum):
    """What a player says in his turn to declare (rules §2.4): play his own hand, pass, or buy
    the dummy. A str Enum, so ``Declaration.PLAY == "play"``.

    >>> Declare("buy").choice is Declaration.BUY, str(Declare(Declaration.BUY))
    (True, 'buy dummy')
    """

    PLAY = "play"
    PASS = "pass"
    BUY = "buy"


@dataclass(frozen=True)
class Declare(Action):
    """Play the own hand, pass, or buy the dummy (rules §2.4); the choice is a :class:`Declaration`
    (``Declare("play")`` works too)."""

    choice: Declaration

    def __post_init__(self) -> None:
        if self.choice not in tuple(Declaration):
            raise CardlibError(f"a Loo declaration is 'play', 'pass' or 'buy' (rules §2.4), not {self.choice!r}")
        object.__setattr__(self, "choice", Declaration(self.choice))

    def __str__(self) -> str:
        return "buy dummy" if self.choice is Declaration.BUY else self.choice.value

    @property
    def english(self) -> str:
        """The choice as a sentence says it (a Hint: "The computer would buy the dummy")."""
        return "buy the dummy" if self.choice is Declaration.BUY else self.choice.value

    @property
    def said(self) -> str:
        """The declaration as the log says it: "Seat 1 will play", "Seat 2 passes"."""
        return {Declaration.PLAY: "{who} will play", Declaration.PASS: "{who} {passes}",
                Declaration.BUY: "{who} {buys} the dummy"}[self.choice]


@dataclass(frozen=True)
class Play(_Play):
    """Play a card to the trick (rules §2.5); ``Play("AS")`` works too."""

    parse_card = staticmethod(parse_card)


PLAY, PASS, BUY = Declare(Declaration.PLAY), Declare(Declaration.PASS), Declare(Declaration.BUY)
_TAKING_PART = (Declaration.PLAY, Declaration.BUY)      # the declarations that play the deal


# --------------------------------------------------------------------------- records

@dataclass(frozen=True)
class DealRecord:
    """Where every chip of one deal went, for the chip-flow chart and the worked round.

    Per-seat tuples have an entry for every seat. ``antes`` are the chips paid at the round's
    start (only in a round's first deal); ``pot_start`` is the pot once they are in.
    """

    number: int                      # deal of the game, from 1
    round: int                       # round of the game, from 1
    in_round: int                    # deal of the round, from 1
    dealer: int
    turned: Card
    hands: tuple[Cards, ...]         # as dealt, per seat
    dummy: Cards
    antes: tuple[int, ...]
    pot_start: int
    declared: tuple[Declaration | None, ...]  # per seat; None for a seat that did not speak (the dealer after a sweep)
    buyer: int | None = None
    price: int = 0
    pot_played: int = 0              # the pot the tricks were played for (after the buy)
    swept: bool = False              # the pot was taken without play: everyone else passed
    taker: int | None = None         # who took it: the dealer, or the holder of the dummy (§5.2 V3)
    tricks: tuple[int, ...] = ()
    tricks_played: tuple[FinishedTrick, ...] = ()
    shares: tuple[int, ...] = ()
    looed: tuple[int, ...] = ()
    paid: tuple[int, ...] = ()       # loo payments made, per seat
    unpaid: tuple[int, ...] = ()     # seats that could not pay (the game ends, §4)
    pot_end: int = 0
    chips_end: tuple[int, ...] = ()

    @property
    def trump(self) -> Suit:
        return self.turned.suit

    @property
    def participants(self) -> tuple[int, ...]:
        return tuple(s for s, d in enumerate(self.declared) if d in _TAKING_PART)

    def summary(self) -> str:
        """One line: what the deal did to the pot."""
        if self.swept:
            who = "dealer" if self.taker == self.dealer else "holding the dummy"
            return f"deal {self.number}: everyone else passed; seat {self.taker} ({who}) took {self.pot_played}"
        won = ", ".join(f"seat {s} {self.shares[s]:+d}" for s in self.participants if self.shares[s])
        loo = ", ".join(f"seat {s} -{self.paid[s]}" for s in self.looed if self.paid[s])
        return (f"deal {self.number}: pot {self.pot_played}; thirds {won}"
                + (f"; looed {loo}" if loo else "; nobody looed") + f"; pot now {self.pot_end}")


# --------------------------------------------------------------------------- state

def _chips(n: int) -> str:
    return plural(n, "chip")


def _seats_words(seats) -> str:
    """Seats named in a sentence: ``'{seat0}, {seat1} and {seat3}'`` (each said as the reader reads it)."""
    names = ["{seat%d}" % s for s in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


@dataclass(frozen=True)
class State(TrickGame, GameState):
    """A Loo position. Immutable: ``apply()`` returns a new state.

    ``scores`` are the chips in each player's hand, ``pot`` the chips in the middle; their sum
    never changes. ``phase`` is a :class:`Phase`. ``hands`` are the hands held while the
    players declare (the field ``held``) and trick play's once it begins.
    """

    EVENT_KINDS = event_kinds(
        EventKind("ante", ("paid", "pot"), "a round starts: the antes go into the pot"),
        EventKind("dealt", ("number", "turned"), "the dealer deals three cards each and a dummy"),
        EventKind("buy", ("price", "pot"), "a seat buys the dummy"),
        EventKind("sweep", ("pot",), "everyone else passed: the dealer takes the pot"),
        EventKind("play", ("order",), "trick play starts among those who play"),
        TRICK_WON,
        EventKind("share", ("chips", "tricks"), "a seat's thirds of the pot"),
        EventKind("loo", ("chips",), "a seat without a trick is looed"),
        EventKind("deal", ("hands", "lines", "number"), "the deal's chips, one line each"),
        EventKind("continue", ("pot",), "the pot is not empty: the same dealer deals again"),
        EventKind("round", ("dealer",), "the pot is empty: the round ends"),
        EventKind("game", ("winners", "losers"), "the game is over"),
    )

    ACTIONS_SECTION = "rules §2.4, §2.5"

    rules: Rules
    seed: int
    players: int
    phase: Phase = Phase.DECLARE
    dealer: int = 0
    round_no: int = 0
    deal_no: int = 0
    in_round: int = 0
    chips: tuple[int, ...] = ()
    pot: int = 0
    held: tuple[Cards, ...] = ()
    dummy: Cards = Cards()               # the unbought dummy (empty once bought)
    turned: Card | None = None
    stock: Cards = Cards()               # undealt cards under the turned one
    out: Cards = Cards()                 # passed hands, the buyer's thrown hand (L-A10)
    declared: tuple = ()                 # per seat: a Declaration, or None before the seat speaks
    pending: tuple[int, ...] = ()        # seats still to declare, in order
    buyer: int | None = None
    play: TrickPlay | None = None
    current: DealRecord | None = None    # the deal in progress, filled in as it goes
    deals: tuple[DealRecord, ...] = ()
    losers: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    end: str = ""                        # why the game ended
    history: tuple = ()
    events: tuple = field(default=(), compare=False)

    def __repr__(self) -> str:
        who = "game over" if self.is_over else f"seat {self.to_act} to act"
        trump = self.turned.suit.symbol if self.turned is not None else "-"
        return (f"<Loo round {self.round_no} deal {self.deal_no}, {self.phase.value}, {who}, trumps {trump}, "
                f"pot {self.pot}, chips {self.chips}>")

    # ---- protocol ---------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        """Chips in each player's hand (the pot is ``pot``)."""
        return self.chips

    @property
    def trump(self) -> Suit | None:
        return None if self.turned is None else self.turned.suit

    @property
    def participants(self) -> tuple[int, ...]:
        """Seats taking part in this deal so far, clockwise from the dealer's left."""
        return tuple(s for s in seats_from((self.dealer + 1) % self.players, self.players)
                     if self.declared and self.declared[s] in _TAKING_PART)

    def rulings(self) -> tuple[Ruling, ...]:
        """The ruling on every card of the hand of the seat to play (empty outside trick play)."""
        if self.phase is not Phase.PLAY:
            return ()
        return card_rulings(self.play.hand, self.play.trick.cards, self.trump,
                            head_the_trick=self.rules.head_the_trick, turned=self.turned)

    def _no_passing(self) -> bool:
        return self.rules.club_law and self.trump is Suit.CLUBS

    def _dealer_may_pass(self) -> bool:
        """Standard Loo's V3 (rules §5.2): the dealer may pass when two or more others play, or when
        the one other took the dummy (then its holder takes the pot); club law still binds him (V6)."""
        if not self.rules.dealer_may_pass or self._no_passing():
            return False
        return len(self.participants) >= 2 or self.participants == (self.buyer,)

    def _legal(self) -> Iterable[Action]:
        seat = self.to_act
        if self.phase is Phase.PLAY:
            return [Play(r.card) for r in self.rulings() if r.legal]
        options = [PLAY]
        if seat != self.dealer:
            if not self._no_passing():
                options.append(PASS)
        elif self._dealer_may_pass():
            options.append(PASS)
        if self.dummy and self.chips[seat] >= self.rules.price:
            options.append(BUY)
        return options

    def _why(self, action: object) -> str:
        seat = self.to_act
        if not isinstance(action, (Declare, Play)):
            return (f"cannot {_named(action)}: a Loo action is play, pass, buy dummy, or playing a card "
                    f"(rules §2.4, §2.5)")
        if self.phase is Phase.DECLARE and isinstance(action, Play):
            return (f"cannot {action} now: seat {seat} must first say play, pass or buy dummy "
                    f"(rules §2.4)")
        if self.phase is Phase.PLAY and isinstance(action, Declare):
            return f"cannot {action} now: the declarations are over and seat {seat} must play a card (rules §2.5)"
        if isinstance(action, Play):
            return why_illegal(action.card, self.rulings(), "rules §2.5")
        if action == PASS:
            if self._no_passing():
                return "cannot pass: a club was turned, and under club law nobody may pass (rules §5.2 V6)"
            if seat == self.dealer and self.rules.dealer_may_pass:
                defend = "play or buy the dummy" if self.dummy else "play his hand"
                return ("cannot pass: with only one other player in, playing his own hand, the dealer must "
                        f"defend the pot; {defend} (rules §5.2 V3)")
            return ("cannot pass: the dealer may not pass; he plays his hand or buys the dummy if it is "
                    "still there (rules §2.4)")
        if action == BUY:
            if not self.dummy:
                return (f"cannot buy the dummy: seat {self.buyer} has already bought it, and there is only "
                        f"one (rules §2.4)")
            return (f"cannot buy the dummy: it costs {_chips(self.rules.price)} and seat {seat} holds "
                    f"{_chips(self.chips[seat])} (rules §2.4, §6 L-A6)")
        return f"cannot {action}: a Loo declaration is play, pass or buy dummy (rules §2.4)"

    def observe(self, seat: int | None):
        """What ``seat`` knows now, one :class:`~cardlib.observe.Observation` (see :func:`.view.observe`);
        ``table(viewer)`` is its view."""
        from .view import observe                       # view imports this module: a cycle broken here
        return observe(self, seat)

    # ---- transitions ------------------------------------------------------

    def _apply(self, action: Action) -> "State":
        if self.phase is Phase.PLAY:
            return self._play_card(action.card)
        return self._declare(self.to_act, action.choice)

    def _declare(self, seat: int, choice: Declaration) -> "State":
        state = dataclasses.replace(self, declared=replace_at(self.declared, seat, choice),
                                    pending=self.pending[1:])
        if choice is Declaration.BUY:
            price = self.rules.price
            state = dataclasses.replace(
                state, chips=replace_at(state.chips, seat, state.chips[seat] - price), pot=state.pot + price,
                out=Cards(state.out + state.hands[seat]), held=replace_at(state.hands, seat, state.dummy),
                dummy=Cards(), buyer=seat,
                current=dataclasses.replace(state.current, buyer=seat, price=price))
            state = state.emit("buy", "{who} {pays} " + _chips(price) + " for the dummy, {throws} the hand away "
                               "unseen and must play; the pot holds " + _chips(state.pot), seat=seat,
                               price=price, pot=state.pot)
        elif choice is Declaration.PASS:
            state = dataclasses.replace(state, out=Cards(state.out + state.hands[seat]),
                                        held=replace_at(state.hands, seat, Cards()))
        if state.pending == (self.dealer,) and not state.participants:
            return state._sweep()
        if not state.pending and state.participants == (state.buyer,):
            return state._sweep(taker=state.buyer)
        if not state.pending:
            return state._start_play()
        return state

    def _sweep(self, taker: int | None = None) -> "State":
        """Everyone but the dealer passed: he takes the whole pot without play (§2.4, L-A3). Or, under
        standard Loo's V3 (§5.2), one player took the dummy and everyone else, the dealer last, passed:
        the holder of the dummy takes the pot (``taker``)."""
        seat = self.dealer if taker is None else taker
        pot = self.pot
        record = dataclasses.replace(self.current, declared=self.declared, swept=True, taker=seat, pot_played=pot,
                                     shares=replace_at((0,) * self.players, seat, pot),
                                     tricks=(0,) * self.players, paid=(0,) * self.players)
        state = dataclasses.replace(self, chips=replace_at(self.chips, seat, self.chips[seat] + pot), pot=0,
                                    pending=(), current=record)
        words = ("Everyone else passed: {who} {takes} the whole pot of " + _chips(pot) + " without play"
                 + ("" if taker is None else ", holding the dummy (rules §5.2 V3)"))
        state = state.emit("sweep", words, seat=seat, pot=pot)
        return state._end_deal()

    def _start_play(self) -> "State":
        order = self.participants
        play = TrickPlay.start(self.hands, order, leader=order[0])
        record = dataclasses.replace(self.current, declared=self.declared, pot_played=self.pot)
        state = dataclasses.replace(self, phase=Phase.PLAY, held=(), play=play, current=record)
        playing = ", ".join("{seat%d}" % s for s in order)
        return state.emit("play", "{who} {leads} the first trick; playing: " + playing
                          + " (the pot holds " + _chips(self.pot) + ")", seat=order[0], order=order)

    def _play_card(self, card: Card) -> "State":
        trump = self.trump
        play = self.play.play(card, winner=lambda cards: trick_winner(cards, trump))
        state = dataclasses.replace(self, play=play)
        if play.number > self.play.number:
            state = trick_won(state, play.finished)
            state = dataclasses.replace(state, current=dataclasses.replace(
                state.current, tricks_played=state.tricks))
        if play.over:
            return state._settle()
        return state

    def _settle(self) -> "State":
        """The thirds (§2.6), then the loo penalties (§2.7)."""
        tricks = self.play.tricks_won
        pot_played = self.pot
        split = split_pot(pot_played, tricks)
        chips = tuple(c + s for c, s in zip(self.chips, split.shares))
        state = dataclasses.replace(self, chips=chips, pot=split.remainder)
        for seat in self.participants:
            if tricks[seat]:
                state = state.emit("share", "{who} {takes} " + _chips(split.shares[seat]) + " for "
                                   + plural(tricks[seat], "trick")
                                   + f" (a third of the pot of {pot_played} is {split.third})", seat=seat,
                                   chips=split.shares[seat], tricks=tricks[seat])
        penalty = self.rules.loo_penalty
        if self.rules.unlimited_loo:
            penalty = pot_played if not self.rules.loo_cap else min(pot_played, self.rules.loo_cap)
        looed = tuple(s for s in self.participants if not tricks[s])
        paid, unpaid = [0] * self.players, []
        for seat in looed:
            if state.chips[seat] >= penalty:
                paid[seat] = penalty
                state = dataclasses.replace(state, chips=replace_at(state.chips, seat, state.chips[seat] - penalty),
                                            pot=state.pot + penalty)
                state = state.emit("loo", "{who} {is} looed (no trick) and {pays} " + _chips(penalty)
                                   + " into the pot", seat=seat, chips=penalty)
            else:
                unpaid.append(seat)
                state = state.emit("loo", "{who} {is} looed (no trick) but cannot pay " + _chips(penalty)
                                   + ", holding " + _chips(state.chips[seat]), seat=seat, chips=0)
        record = dataclasses.replace(state.current, tricks=tricks, shares=split.shares, looed=looed,
                                     paid=tuple(paid), unpaid=tuple(unpaid))
        state = dataclasses.replace(state, current=record)
        if unpaid:
            return state._end_deal(unpaid=tuple(unpaid),
                                   why=f"a looed player cannot pay {_chips(penalty)} (rules §2.7, §4)")
        return state._end_deal()

    def _end_deal(self, unpaid: tuple[int, ...] = (), why: str = "") -> "State":
        record = dataclasses.replace(self.current, pot_end=self.pot, chips_end=self.chips)
        state = dataclasses.replace(self, deals=self.deals + (record,), current=None)
        state = state.emit("deal", f"Deal {record.number} is over: " + _deal_words(record), seat=None,
                           hands=played_hands(record), lines=tuple(_deal_lines(record)), number=record.number)
        if unpaid:
            return state._game_over(unpaid, why)
        if state.pot:
            limit = self.rules.max_deals_per_round
            if limit and self.in_round >= limit:
                return state._game_over((), f"the round reached the safety limit of {limit} deals (rules §6 L-A11)")
            if self.rules.dealer_stakes:
                return state._dealer_stake()
            state = state.emit("continue", "The pot holds " + _chips(state.pot) + ": {who} {deals} again with no "
                               "ante, and everyone declares afresh (rules §2.8)", seat=self.dealer, pot=state.pot)
            return state._deal()
        dealer = (self.dealer + 1) % self.players
        state = state.emit("round", f"The pot is empty: round {self.round_no} ends and {{seat{dealer}}} {{deals}} next "
                           "(rules §2.8)", seat=None, dealer=dealer)
        return dataclasses.replace(state, dealer=dealer)._start_round()

    def _start_round(self) -> "State":
        """Everyone antes (only the dealer under V1); a player who cannot pay ends the game (§2.1, §4)."""
        state = dataclasses.replace(self, round_no=self.round_no + 1, in_round=0)
        payers = (self.dealer,) if self.rules.dealer_stakes else tuple(range(self.players))
        ante = self.rules.ante
        unpaid = tuple(s for s in payers if self.chips[s] < ante)
        paid = tuple(ante if s in payers and s not in unpaid else 0 for s in range(self.players))
        chips = tuple(c - p for c, p in zip(self.chips, paid))
        state = dataclasses.replace(state, chips=chips, pot=self.pot + sum(paid))
        if unpaid:                  # say who paid and who could not, never "everyone antes"
            paying = [s for s in payers if s not in unpaid]
            said = (_seats_words(paying) + (" {antes} " if len(paying) == 1 else " ante ") + _chips(ante)
                    + (" each" if len(paying) > 1 else "") + "; " if paying else "")
            short = ", ".join("{seat%d} {holds} " % s + (f"only {_chips(self.chips[s])}" if self.chips[s]
                                                          else "no chips") for s in unpaid)
            text = f"Round {state.round_no}: {said}{short}"
        else:
            who = "the dealer antes" if self.rules.dealer_stakes else "everyone antes"
            text = f"Round {state.round_no}: {who} {_chips(ante)}; the pot holds " + _chips(state.pot)
        state = state.emit("ante", text, seat=None, paid=paid, pot=state.pot)
        if unpaid:
            names = ", ".join("{seat%d}" % s for s in unpaid)
            return state._game_over(unpaid, f"{names} cannot pay the ante of {_chips(ante)} (rules §2.1, §4)")
        return state._deal(antes=paid)

    def _dealer_stake(self) -> "State":
        """Standard Loo's stake (§5.2 V1): the dealer pays for every deal he deals, the deals that
        carry a round on included; a dealer who cannot pay ends the game (§4)."""
        dealer, ante = self.dealer, self.rules.ante
        if self.chips[dealer] < ante:
            return self._game_over((dealer,), f"{{seat{dealer}}} cannot pay the dealer's stake of {_chips(ante)} "
                                              f"(rules §5.2 V1, §4)")
        paid = replace_at((0,) * self.players, dealer, ante)
        state = dataclasses.replace(self, chips=replace_at(self.chips, dealer, self.chips[dealer] - ante),
                                    pot=self.pot + ante)
        state = state.emit("continue", "The pot holds " + _chips(self.pot) + ": {who} {deals} again, staking "
                           + _chips(ante) + " for the deal; the pot holds " + _chips(state.pot)
                           + " (rules §2.8, §5.2 V1)", seat=dealer, pot=state.pot)
        return state._deal(antes=paid)

    def _deal(self, antes: tuple[int, ...] | None = None) -> "State":
        """Three cards each and to the dummy, one at a time from the dealer's left, the dummy after
        the dealer (§2.2, L-A8); the next card is turned for trumps (§2.3)."""
        n = self.players
        deal_no = self.deal_no + 1
        shuffled = chance_rng(self.seed, deal_no, 0).permutation(len(_DECK))
        deck = [_DECK[int(i)] for i in shuffled]
        receivers = seats_from((self.dealer + 1) % n, n) + (n,)          # n stands for the dummy
        got: list[list[Card]] = [[] for _ in range(n + 1)]
        for i in range(3):
            for r, receiver in enumerate(receivers):
                got[receiver].append(deck[i * (n + 1) + r])
        turned = deck[3 * (n + 1)]
        hands = tuple(Cards(h) for h in got[:n])
        record = DealRecord(number=deal_no, round=self.round_no, in_round=self.in_round + 1, dealer=self.dealer,
                            turned=turned, hands=hands, dummy=Cards(got[n]),
                            antes=antes if antes is not None else (0,) * n, pot_start=self.pot,
                            declared=(None,) * n)
        state = dataclasses.replace(
            self, phase=Phase.DECLARE, deal_no=deal_no, in_round=self.in_round + 1, held=hands,
            dummy=Cards(got[n]), turned=turned, stock=Cards(deck[3 * (n + 1) + 1:]), out=Cards(),
            declared=(None,) * n, pending=seats_from((self.dealer + 1) % n, n), buyer=None, play=None,
            current=record)
        return state.emit("dealt", "{who} {deals} three cards each and a dummy; " + f"{turned} is turned: "
                          f"{turned.suit.english} are trumps", seat=self.dealer, number=deal_no, turned=turned)

    def _game_over(self, losers: tuple[int, ...], why: str) -> "State":
        """The game ends at once (§4, L-A7): the players who could not pay lose; the most chips win."""
        others = [s for s in range(self.players) if s not in losers] or list(range(self.players))
        top = max(self.chips[s] for s in others)
        winners = tuple(s for s in others if self.chips[s] == top)
        state = dataclasses.replace(self, phase=Phase.OVER, pending=(), held=self.hands, play=None, losers=losers,
                                    winners=winners, end=Event("game", why).words())
        names = " and ".join("{seat%d}" % s for s in winners)
        lost = " and ".join("{seat%d}" % s for s in losers)
        lost = (f" {lost} " + ("{loses}" if len(losers) == 1 else "lose") + ";") if losers else ""
        won = "{wins}" if len(winners) == 1 else "share the win"
        return state.emit("game", f"The game is over: {why}.{lost} {names} {won} with {_chips(top)}",
                          seat=None, winners=winners, losers=losers)


def _named(action: Action) -> str:
    """An action of another game in words, never its repr (``play Q♠``, not ``Play(card=...)``)."""
    return f"{action} (an action of another game)"


def played_hands(record: DealRecord) -> tuple[Cards, ...]:
    """Each seat's cards in the deal: the hand it played (the dummy for its buyer), none if it passed."""
    return tuple(Cards() if d not in _TAKING_PART else (record.dummy if d is Declaration.BUY else record.hands[s])
                 for s, d in enumerate(record.declared))


def _deal_lines(record: DealRecord) -> list[Event]:
    """The deal's chips, one sentence each."""
    if record.swept:
        who = "the dealer" if record.taker == record.dealer else "holding the dummy"
        return [Event("line", "Everyone else passed: {seat%d} (%s) {takes} the pot of %d."
                      % (record.taker, who, record.pot_played))]
    lines = []
    for s in record.participants:
        t = record.tricks[s]
        if t:
            lines.append(Event("line", "{seat%d} {takes} %d for %s (a third of %d is %d)."
                               % (s, record.shares[s], plural(t, "trick"), record.pot_played, record.pot_played // 3)))
    for s in record.looed:
        lines.append(Event("line", "{seat%d} {is} looed and {pays} %d." % (s, record.paid[s]) if s not in record.unpaid
                           else "{seat%d} {is} looed and cannot pay." % s))
    lines.append(Event("line", f"The pot now holds {record.pot_end}."))
    return lines


def _deal_words(record: DealRecord) -> str:
    if record.swept:
        return "{seat%d} took the pot of %s without play" % (record.taker, _chips(record.pot_played))
    won = ", ".join("{seat%d} +%d" % (s, record.shares[s]) for s in record.participants if record.shares[s])
    looed = ", ".join("{seat%d}" % s for s in record.looed)
    return won + (f"; looed: {looed}" if looed else "; nobody looed") + f"; the pot holds {_chips(record.pot_end)}"


def new_game(players: int = 5, seed: int | None = None, *, dealer: int = 0, rules: Rules | None = None,
             **options) -> State:
    """A new game of Loo for 3 to 7 players; ``options`` are :class:`~cardlib.loo.Rules` fields (or pass ``rules``).

    The first round's antes are paid and the first deal is dealt at once.

    >>> g = new_game(4, seed=2)
    >>> g.pot, g.scores, [len(h) for h in g.hands], len(g.dummy), g.turned.suit == g.trump
    (12, (9, 9, 9, 9), [3, 3, 3, 3], 3, True)
    >>> new_game(8)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: Loo is played by 3 to 7 players, not 8 (rules §1.1)
    """
    players = check_players(players, PLAYERS, "Loo", "rules §1.1")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise CardlibError(f"the first dealer must be a seat from 0 to {players - 1}, not {dealer!r} (rules §1.1)")
    if rules is not None and options:
        raise CardlibError(f"give either rules= or rule options, not both (got {sorted(options)})")
    if rules is not None and not isinstance(rules, Rules):
        raise CardlibError(f"rules must be a loo.Rules, got {rules!r}")
    rule_set = rules if rules is not None else Rules.from_options(**options)
    state = State(rules=rule_set, seed=check_seed(seed), players=players, dealer=dealer,
                  chips=(rule_set.start_chips,) * players)
    return state._start_round()
