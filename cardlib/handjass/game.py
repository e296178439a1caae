"""A whole game of Swiss Handjass through the play protocol (rules §2 to §4).

Seats are numbered in playing order, **counter-clockwise**: seat 1 sits on seat 0's
right and plays after it, and so on round the table. Seat 0 deals first; the deal
then passes to the dealer's right (the next seat still in the game, §4). In each deal
"S1" is the dealer's right-hand neighbour, who declares and leads first.

>>> game = new_game(players=4, seed=1)
>>> game.phase, game.to_act, [str(a) for a in game.legal_actions()]
(<Phase.DECLARE: 'declare'>, 1, ['play', 'pass'])
>>> after = game.apply(PLAY)
>>> game.to_act, after.to_act                   # apply returns a new state
(1, 2)

Dealing is a seeded chance step inside ``apply`` (the next deal is dealt as soon as a
deal ends), so ``replay(new_game(seed=...), history)`` rebuilds any position. Trick play
runs on the shared :class:`cardlib.tricks.TrickPlay`; what follows each action (a trick
won, the Weis contest, the count, strokes, a new deal) is recorded as events:

>>> [e.words() for e in after.events_since(game)]
['Seat 1: play']
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable

import numpy as np

from ..cards import SWISS_36, Card, Cards, Suit, deal
from ..errors import CardlibError
from ..game import Action, GameState, TableView, chance_rng, check_players, check_seed
from ..tricks import FinishedTrick, Ruling, TrickPlay, TrickState, legal_of, trick_won, why_illegal
from ..tricks import Play as _Play
from ..tricks import replace_at as _replace_at
from ..tricks import trick_winner as _trick_winner
from .core import LAST_TRICK_BONUS, card_points, parse_card, parse_cards, rulings, strength
from .rules import Rules
from .scoring import berner_multiplier, deal_strokes, draw_order, format_slate
from .weis import STOECK_POINTS, Weis, best_weis, is_stoeck_card, weis, weis_key

__all__ = ["Declare", "Split", "Rob", "Exchange", "Play", "PLAY", "PASS", "TAKE_BLIND", "AGREE", "DOUBT",
           "SWAP_SIX", "KEEP_SIX", "KEEP_HAND", "DealRecord", "FinishedTrick", "Phase", "State", "new_game"]


class Phase(str, Enum):
    """What the table is doing; each phase compares equal to its name (``Phase.PLAY == "play"``)."""

    EXCHANGE = "exchange"       # Bessern: each player may swap three cards (§5.1)
    DECLARE = "declare"         # play or pass (§2.2)
    AGREE = "agree"             # two players may agree on +1 each without play (§2.2)
    ROB = "rob"                 # the holder of the trump Six may swap it (§2.6, §2.7)
    PLAY = "play"               # trick play (§2.3)
    OVER = "over"

    def __str__(self) -> str:
        return self.value


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Declare(Action):
    """Play or pass (§2.2), or throw the hand away and take the Blind (3 and 2 players, §2.6, §2.7)."""

    choice: str             # "play", "pass" or "blind"

    def __str__(self) -> str:
        return {"play": "play", "pass": "pass", "blind": "take the Blind"}.get(self.choice, self.choice)


@dataclass(frozen=True)
class Split(Action):
    """The two-player shortcut (§2.2): agree that both would reach 26 (+1 each), or doubt it and play."""

    agree: bool

    def __str__(self) -> str:
        return "agree" if self.agree else "doubt"


@dataclass(frozen=True)
class Rob(Action):
    """Swap the Six of trumps for the turned-up trump card, or keep it (§2.6, §2.7, H-A1, H-A8)."""

    swap: bool

    def __str__(self) -> str:
        return "swap the trump Six" if self.swap else "keep the trump Six"


@dataclass(frozen=True)
class Exchange(Action):
    """Bessern variants (§5.1): discard three cards and take three Bessern cards; none = keep the hand."""

    discard: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "discard", tuple(sorted(parse_cards(self.discard), key=lambda c: c.sort_key)))

    def __str__(self) -> str:
        if not self.discard:
            return "keep my hand"
        return f"exchange {' '.join(str(c) for c in self.discard)} for three Bessern cards"


@dataclass(frozen=True)
class Play(_Play):
    """Play a card (``Play("AH")`` works too); with the first card of trick 1 a player may announce his
    best Weis, and with the second of the trump King and Queen he may announce Stöck (§2.3)."""

    weis: Weis | None = None
    stoeck: bool = False
    parse_card = staticmethod(parse_card)

    def __str__(self) -> str:
        text = super().__str__()
        if self.weis is not None:
            text += f", announcing {self.weis}"
        if self.stoeck:
            text += ", announcing Stöck"
        return text


PLAY, PASS, TAKE_BLIND = Declare("play"), Declare("pass"), Declare("blind")
AGREE, DOUBT = Split(True), Split(False)
SWAP_SIX, KEEP_SIX = Rob(True), Rob(False)
KEEP_HAND = Exchange(())


# --------------------------------------------------------------------------- records

@dataclass(frozen=True)
class DealRecord:
    """What one deal produced, for the scoreboard. Per-seat tuples cover every seat of the game
    (``None`` for seats not active in this deal)."""

    number: int
    dealer: int
    seats: tuple[int, ...]                 # players in the game, from the dealer's right
    trump: Suit
    turned: Card
    declarations: tuple[tuple[int, str], ...]
    outcome: str                           # "played", "thrown in", "one player", "agreed"
    active: tuple[int, ...] = ()
    card_points: tuple = ()                # points in won tricks (without the last-trick 5)
    last_trick: int | None = None
    weis_winner: int | None = None
    weis: tuple[Weis, ...] = ()
    stoeck: tuple[int, ...] = ()
    totals: tuple = ()
    strokes: tuple[int, ...] = ()          # signed, Berner factor applied
    multiplier: int = 1
    draws: tuple[tuple[int, Card], ...] = ()
    retired: tuple[int, ...] = ()
    hands: tuple[Cards, ...] = ()          # the active players' hands when trick play began

    def summary(self) -> str:
        """One line for the scoreboard."""
        parts = [f"deal {self.number}: trumps {self.trump.symbol}, {self.outcome}"]
        if self.totals:
            parts.append("totals " + ", ".join(f"seat {s} {self.totals[s]}" for s in self.active))
        parts.append("strokes " + ", ".join(f"seat {s} {self.strokes[s]:+d}" for s in self.seats))
        return "; ".join(parts)


# --------------------------------------------------------------------------- state

@dataclass(frozen=True)
class State(TrickState, GameState):
    """A Handjass position. Immutable: ``apply()`` returns a new state.

    ``phase`` is a :class:`Phase`. Before trick play the hands are the field ``held``;
    during it they live in ``play``, the shared :class:`~cardlib.tricks.TrickPlay`, and
    ``hands``, ``trick``, ``tricks``, ``won``, ``trick_no`` and ``finished_trick`` read whichever holds them.
    """

    rules: Rules
    seed: int
    players: int
    dealer: int
    deal_no: int
    in_game: tuple[int, ...]
    phase: Phase = Phase.DECLARE
    order: tuple[int, ...] = ()            # players in the game from the dealer's right (S1 ... D)
    trump: Suit = Suit.HEARTS
    turned: Card | None = None
    turned_at: str = "hand"                # where the turned card lies: "hand", "blind", "store"
    held: tuple[Cards, ...] = ()           # the hands until trick play takes them over
    blind: Cards = Cards()                 # 3 players: the Blind or the Bessern pile; 2: the Blind
    store: Cards = Cards()                 # 2 players: the store (dead hand, turned card on top)
    bessern: tuple[Cards, ...] = ()        # 2-player Bessern: each seat's three cards
    out: Cards = Cards()                   # out of play: a hand thrown away for the Blind, Bessern discards
    declared: tuple = ()                   # per seat: None, "play", "pass" or "blind"
    pending: tuple[int, ...] = ()          # seats still to act in this phase, in order
    active: tuple[int, ...] = ()
    start_hands: tuple[Cards, ...] = ()    # hands when trick play began (for the Weis count)
    play: TrickPlay | None = None          # trick play in this deal (None before it starts)
    last_trick: int | None = None          # who won the deal's last trick (its +5), once the deal is counted
    best_announced: tuple | None = None    # full contest key of the best Weis announced so far
    announced: tuple[tuple[int, Weis], ...] = ()
    stoeck: tuple[int, ...] = ()
    kq_played: tuple[int, ...] = ()
    decider: bool = False                  # the extra deal of §4 between players tied on the lowest score
    strokes: tuple[int, ...] = ()
    circles: tuple[int, ...] = ()
    retired: tuple[int, ...] = ()
    loser: int | None = None
    deals: tuple[DealRecord, ...] = ()
    history: tuple = field(default=(), compare=True)
    events: tuple = field(default=(), compare=False)

    def __repr__(self) -> str:
        """A short line for notebooks (the full record is in the fields)."""
        who = "game over" if self.is_over else f"seat {self.to_act} to act"
        return (f"<Handjass deal {self.deal_no}, {self.phase}, {who}, trumps {self.trump.symbol}, "
                f"scores {self.scores}>")

    # ---- protocol ---------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.PLAY:
            return self.play.to_play
        return self.pending[0]

    @property
    def hands(self) -> tuple[Cards, ...]:
        """Every seat's hand now."""
        return self.held if self.play is None else self.play.hands

    @property
    def trick_no(self) -> int:
        """Tricks completed so far in this deal."""
        return 0 if self.play is None else self.play.number

    @property
    def won(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat has won in tricks this deal."""
        return ((),) * self.players if self.play is None else self.play.won

    @property
    def finished_trick(self) -> FinishedTrick | None:
        """The trick completed last in this deal (for the table), or ``None`` before the first."""
        return None if self.play is None else self.play.finished

    @property
    def log(self) -> tuple[str, ...]:
        """Every event of the game as a line of text, seats named ``Seat N``."""
        return tuple(e.words() for e in self.events)

    def rulings(self) -> tuple[Ruling, ...]:
        """Each card of the hand to play: legal or not, and why (empty outside trick play)."""
        if self.phase is not Phase.PLAY:
            return ()
        return rulings(self.play.hand, self.play.trick.cards, self.trump,
                       overtrump_duty=self.rules.overtrump_duty)

    def table(self, viewer: int | None = None) -> TableView:
        """What seat ``viewer`` sees now (``None``: every hand face up), as a :class:`~cardlib.game.TableView`."""
        from .view import table_view
        return table_view(self, viewer)

    @property
    def scores(self) -> tuple[int, ...]:
        """Net strokes per seat: strokes minus circles (§3.3 step 5)."""
        return tuple(s - c for s, c in zip(self.strokes, self.circles))

    @property
    def slates(self) -> tuple[str, ...]:
        """Each seat's slate, e.g. ``'||||| ○'`` (§4)."""
        return tuple(format_slate(s, c) for s, c in zip(self.strokes, self.circles))

    @property
    def variant(self) -> str:
        """Which deal rules apply now: ``"4"``, ``"3-blind"``, ``"3-bessern"``, ``"3-twelve"``, ``"2-..."``."""
        n = len(self.in_game)
        if n == 4:
            return "4"
        if self.rules.twelve_cards:
            return f"{n}-twelve"
        if (n == 3 and self.rules.bessern_3p) or (n == 2 and self.rules.bessern_2p):
            return f"{n}-bessern"
        return f"{n}-blind"

    def _legal(self) -> Iterable[Action]:
        seat = self.to_act
        if self.phase is Phase.EXCHANGE:
            hand = self.hands[seat]
            return [KEEP_HAND] + [Exchange(tuple(combo)) for combo in _combinations3(hand)]
        if self.phase is Phase.DECLARE:
            options = [PLAY] if self.decider else [PLAY, PASS]
            if self.variant.endswith("blind") and "blind" not in self.declared:
                options.append(TAKE_BLIND)
            return options
        if self.phase is Phase.AGREE:
            return [AGREE, DOUBT]
        if self.phase is Phase.ROB:
            return [SWAP_SIX, KEEP_SIX]
        return self._legal_plays(seat)

    def _legal_plays(self, seat: int) -> list[Play]:
        cards = sorted(legal_of(self.rulings()), key=lambda c: c.sort_key)
        announce = self._weis_to_announce(seat)
        actions = []
        for card in cards:
            actions.append(Play(card))
            if announce is not None:
                actions.append(Play(card, weis=announce))
            if is_stoeck_card(card, self.trump) and self.kq_played[seat] == 1:
                actions.append(Play(card, stoeck=True))
        return actions

    def _contest_key(self, seat: int, w: Weis) -> tuple:
        return weis_key(w, self.trump) + (-self.order.index(seat),)

    def _weis_to_announce(self, seat: int) -> Weis | None:
        """The Weis ``seat`` may announce with this card, or None (§2.3: trick 1, best only, must beat)."""
        if self.trick_no != 0:
            return None
        w = best_weis(self.hands[seat], self.trump, modern=self.rules.modern_weis)
        if w is None:
            return None
        if self.best_announced is not None and self._contest_key(seat, w) <= self.best_announced:
            return None
        return w

    def _why(self, action: object) -> str:
        seat = self.to_act
        if self.phase is Phase.PLAY and isinstance(action, Play):
            reason = why_illegal(action.card, self.rulings())
            if reason is not None:
                return reason
            if action.weis is not None:
                return (f"cannot {action}: a Weis is announced only with your first card in the first trick, "
                        f"only your strongest one, and only if it beats the best Weis announced so far "
                        f"(rules §2.3)")
            if action.stoeck:
                return (f"cannot {action}: Stöck is announced when you play the second of the King and Queen "
                        f"of trumps, both from your own hand (rules §2.3)")
        if self.phase is Phase.DECLARE and action == TAKE_BLIND:
            if "blind" in self.declared:
                return "cannot take the Blind: another player has already taken it; only one may (rules §2.6)"
            return ("cannot take the Blind: only the 3- and 2-player deals have a Blind (rules §2.6, §2.7), "
                    "and not with Bessern or 12-card hands (rules §5.1)")
        if self.phase is Phase.DECLARE and action == PASS and self.decider:
            return "cannot pass: everyone must play the deal that decides the loser (rules §4, H-A13)"
        what, section = {
            Phase.EXCHANGE: ("exchange cards with the Bessern", "§5.1"), Phase.DECLARE: ("declare", "§2.2"),
            Phase.AGREE: ("agree or doubt", "§2.2"), Phase.ROB: ("decide about the trump Six", "§2.6, H-A8"),
            Phase.PLAY: ("play a card", "§2.3")}[self.phase]
        allowed = ", ".join(str(a) for a in self.legal_actions()[:12])
        more = ", ..." if len(self.legal_actions()) > 12 else ""
        return f"cannot {action} now: it is seat {seat}'s turn to {what}; allowed: {allowed}{more} (rules {section})"

    # ---- transitions ------------------------------------------------------

    def _apply(self, action: Action) -> "State":
        seat = self.to_act
        if self.phase is Phase.EXCHANGE:
            return self._exchange(seat, action)
        if self.phase is Phase.DECLARE:
            return self._declare(seat, action)
        if self.phase is Phase.AGREE:
            return self._agree(seat, action)
        if self.phase is Phase.ROB:
            return self._rob(seat, action)
        return self._play(seat, action)

    def _exchange(self, seat: int, action: Exchange) -> "State":
        state = dataclasses.replace(self, pending=self.pending[1:])
        if action.discard:
            hand = Cards(c for c in self.held[seat] if c not in action.discard)
            if len(self.in_game) == 3:                       # draw the top 3 of the Bessern pile (H-A14)
                drawn, pile = self.blind[:3], Cards(self.blind[3:])
                state = dataclasses.replace(state, blind=pile)
            else:
                drawn = self.bessern[seat]
                state = dataclasses.replace(state, bessern=_replace_at(self.bessern, seat, Cards()))
            state = dataclasses.replace(state, held=_replace_at(self.held, seat, Cards(hand + tuple(drawn))),
                                        out=Cards(state.out + action.discard))
        if not state.pending:
            state = dataclasses.replace(state, phase=Phase.DECLARE, pending=state.order)
        return state

    def _declare(self, seat: int, action: Declare) -> "State":
        declared = _replace_at(self.declared, seat, action.choice)
        state = dataclasses.replace(self, declared=declared, pending=self.pending[1:])
        if state.pending:
            return state
        return state._after_declarations()

    def _after_declarations(self) -> "State":
        active = tuple(s for s in self.order if self.declared[s] in ("play", "blind"))
        state = dataclasses.replace(self, active=active)
        if not active:
            return state.emit("score", "nobody plays: the cards are thrown in (rules H-A9)") \
                ._end_deal("thrown in", {})
        if len(active) == 1:
            return state.emit("score", "{who} {plays} alone and {scores} +2 without play (rules §2.2)",
                              seat=active[0], strokes=2)._end_deal("one player", {active[0]: 2})
        if len(active) == 2 and not self.decider:
            return dataclasses.replace(state, phase=Phase.AGREE, pending=active)
        return state._before_play()

    def _agree(self, seat: int, action: Split) -> "State":
        if not action.agree:
            return dataclasses.replace(self, pending=())._before_play()
        state = dataclasses.replace(self, pending=self.pending[1:])
        if state.pending:
            return state
        a, b = self.active
        return state.emit("score", "both players agree: +1 each without play (rules §2.2)", strokes=1) \
            ._end_deal("agreed", {a: 1, b: 1})

    def _robber(self) -> int | None:
        """Who may swap the trump Six for the turned card after the declarations (§2.6, §2.7,
        H-A1, H-A8): an active player keeping his own hand. (2-player Bessern: see :meth:`_deal`.)"""
        if self.turned_at == "hand" or self.turned.rank == "6" or self.variant == "2-bessern":
            return None
        six = Card("6", self.trump)
        for s in self.active:
            if self.declared[s] == "play" and six in self.held[s]:
                return s
        return None

    def _before_play(self) -> "State":
        robber = self._robber()
        if robber is not None:
            return dataclasses.replace(self, phase=Phase.ROB, pending=(robber,))
        return self._start_play()

    def _rob(self, seat: int, action: Rob) -> "State":
        state = dataclasses.replace(self, pending=())
        if action.swap:
            six = Card("6", self.trump)
            hand = Cards(tuple(c for c in self.held[seat] if c != six) + (self.turned,))
            pile_name = "blind" if self.turned_at == "blind" else "store"
            pile = getattr(self, pile_name)
            pile = Cards(six if c == self.turned else c for c in pile)
            state = dataclasses.replace(state, held=_replace_at(self.held, seat, hand), **{pile_name: pile})
            where = "the Blind" if pile_name == "blind" else "the store"
            state = state.emit("rob", f"{{who}} {{takes}} {self.turned}; the trump Six goes onto {where}",
                               seat=seat, card=self.turned)
        if not self.active:                       # 2-player Bessern: the swap comes before the exchanges
            return dataclasses.replace(state, phase=Phase.EXCHANGE, pending=self.order)
        return state._start_play()

    def _start_play(self) -> "State":
        state = self
        for s in self.active:
            if self.declared[s] == "blind":
                state = dataclasses.replace(state, held=_replace_at(state.held, s, state.blind),
                                            blind=Cards(), out=Cards(state.out + state.held[s]))
                state = state.emit("blind", "{who} {takes} the Blind in place of the hand dealt", seat=s)
        leader = self.active[0]
        play = TrickPlay.start(state.held, order=self.active, leader=leader)
        state = dataclasses.replace(state, phase=Phase.PLAY, pending=(), start_hands=state.held, held=(),
                                    play=play)
        return state.emit("lead", "{who} {leads} the first trick", seat=leader)

    def _play(self, seat: int, action: Play) -> "State":
        card, trump = action.card, self.trump
        kq = self.kq_played
        if is_stoeck_card(card, trump):
            kq = _replace_at(kq, seat, kq[seat] + 1)
        state = dataclasses.replace(
            self, kq_played=kq,
            play=self.play.play(card, winner=lambda cards: _trick_winner(cards, lambda c: strength(c, trump), trump),
                                    points=lambda cards: sum(card_points(c, trump) for c in cards)))
        if action.weis is not None:
            state = dataclasses.replace(state, announced=state.announced + ((seat, action.weis),),
                                        best_announced=self._contest_key(seat, action.weis))
        if action.stoeck:
            state = dataclasses.replace(state, stoeck=state.stoeck + (seat,))
        if state.play.number == self.play.number:            # the trick goes on
            return state
        return state._finish_trick()

    def _finish_trick(self) -> "State":
        done = self.play.finished
        state = trick_won(self, done, f"{done.points} points")
        if done.number == 1 and self.announced:
            best = max(self.announced, key=lambda sw: self._contest_key(*sw))[0]
            all_weis = tuple(weis(self.start_hands[best], self.trump, modern=self.rules.modern_weis))
            state = state.emit("weis", "{who} {wins} the Weis contest, showing "
                               + ", ".join(str(w) for w in all_weis),
                               seat=best, weis=all_weis, points=sum(w.points for w in all_weis))
        if not self.play.over:
            return state
        state = dataclasses.replace(state, last_trick=done.winner)
        return state._count()

    def _count(self) -> "State":
        """Count the deal (§2.4) and turn totals into strokes (§3.3)."""
        trump, rules = self.trump, self.rules
        card_pts = [None] * self.players
        totals = [None] * self.players
        weis_winner, shown = None, ()
        if self.announced:
            weis_winner = max(self.announced, key=lambda sw: self._contest_key(*sw))[0]
            shown = tuple(weis(self.start_hands[weis_winner], trump, modern=rules.modern_weis))
        for s in self.active:
            card_pts[s] = sum(card_points(c, trump) for c in self.won[s])
            totals[s] = (card_pts[s] + (LAST_TRICK_BONUS if s == self.last_trick else 0)
                         + (sum(w.points for w in shown) if s == weis_winner else 0)
                         + STOECK_POINTS * self.stoeck.count(s))
        record = dict(card_points=tuple(card_pts), last_trick=self.last_trick, weis_winner=weis_winner,
                      weis=shown, stoeck=self.stoeck, totals=tuple(totals),
                      hands=tuple(h if s in self.active else Cards() for s, h in enumerate(self.start_hands)))
        state = self.emit("count", "totals: " + ", ".join(f"{{seat{s}}} {totals[s]}" for s in self.active),
                          totals=tuple(totals), card_points=tuple(card_pts), last_trick=self.last_trick)
        if self.decider:
            return state._end_decider(totals, record)
        result = deal_strokes(totals, rules, trump=trump, seed=self._rng("draw"))
        record.update(draws=result.draws, multiplier=result.multiplier)
        for s, card in result.draws:
            state = state.emit("draw", f"{{who}} {{draws}} {card} to break a tie", seat=s, card=card)
        gained = {s: v for s, v in enumerate(result.strokes) if v}
        return state._end_deal("played", gained, record, multiplied=True)

    # ---- end of a deal ----------------------------------------------------

    def _rng(self, purpose: str) -> np.random.Generator:
        return chance_rng(self.seed, self.deal_no, {"deal": 0, "draw": 1, "decider": 2}[purpose])

    def _end_deal(self, outcome: str, gained: dict[int, int], record: dict | None = None, *,
                  multiplied: bool = False) -> "State":
        factor = 1
        if self.rules.berner and not multiplied:
            factor = berner_multiplier(self.trump)
        strokes, circles = list(self.strokes), list(self.circles)
        per_seat = [0] * self.players
        for s, v in gained.items():
            v *= factor
            per_seat[s] = v
            if v > 0:
                strokes[s] += v
            else:
                circles[s] -= v
        state = dataclasses.replace(self, strokes=tuple(strokes), circles=tuple(circles))
        details = {"multiplier": factor, **(record or {})}
        rec = DealRecord(
            number=self.deal_no, dealer=self.dealer, seats=self.order, trump=self.trump, turned=self.turned,
            declarations=tuple((s, self.declared[s]) for s in self.order), outcome=outcome,
            active=self.active, strokes=tuple(per_seat), **details)
        return state._deal_over(rec)._retire(rec)

    def _deal_over(self, rec: DealRecord) -> "State":
        """The deal's end as one event: its strokes in the sentence, and for a played deal the hands
        as trick play began and the count in words (``hands`` and ``lines``), for the table's pause."""
        gained = ", ".join(f"{{seat{s}}} {v:+d}" for s, v in enumerate(rec.strokes) if v)
        text = f"deal {rec.number} is over ({rec.outcome}): " + (f"strokes {gained}" if gained else "no strokes")
        lines = []
        if rec.totals:
            lines.append("Totals: " + ", ".join(f"Seat {s} {rec.totals[s]}" for s in rec.active)
                         + f" (the last trick's 5 to Seat {rec.last_trick})")
        if rec.weis_winner is not None:
            lines.append(f"Weis: Seat {rec.weis_winner} scores " + ", ".join(str(w) for w in rec.weis))
        lines += [f"Stöck: Seat {s} scores {STOECK_POINTS}" for s in rec.stoeck]
        lines += [f"Seat {s} draws {card} to break a tie" for s, card in rec.draws]
        if rec.multiplier != 1:
            lines.append(f"Berner: every stroke counts {rec.multiplier} times with {rec.trump.english} trumps")
        data = dict(number=rec.number, strokes=rec.strokes, lines=tuple(lines))
        if rec.hands:
            data["hands"] = rec.hands
        return self.emit("deal", text, **data)

    def _retire(self, rec: DealRecord) -> "State":
        net = self.scores
        target = self.rules.target
        reached = tuple(s for s in self.in_game if net[s] >= target)
        if reached and len(reached) == len(self.in_game):
            lowest = min(net[s] for s in reached)
            tied = tuple(s for s in reached if net[s] == lowest)
            if len(tied) == 1:
                rec = dataclasses.replace(rec, retired=tuple(s for s in reached if s != tied[0]))
                return self._game_over(rec, tied[0], "everyone reached the target; the lowest score loses (rules §4)")
            leaving = tuple(s for s in reached if s not in tied)
            rec = dataclasses.replace(rec, retired=leaving)
            state = dataclasses.replace(self, in_game=tied, retired=self.retired + leaving, decider=True,
                                        deals=self.deals + (rec,))
            names = [f"{{seat{s}}}" for s in tied]
            state = state.emit("game", f"{', '.join(names[:-1])} and {names[-1]} are tied on the lowest score: "
                                       f"one more deal decides the loser (rules §4)", tied=tied)
            return state._next_deal()
        rec = dataclasses.replace(rec, retired=reached)
        in_game = tuple(s for s in self.in_game if s not in reached)
        state = dataclasses.replace(self, in_game=in_game, retired=self.retired + reached,
                                    deals=self.deals + (rec,))
        for s in reached:
            state = state.emit("game", f"{{who}} {{leaves}} the game with {net[s]} net strokes", seat=s,
                               net=net[s])
        if len(in_game) == 1:
            return state._game_over(None, in_game[0], "only one player is left")
        return state._next_deal()

    def _end_decider(self, totals: list, record: dict) -> "State":
        low = min(totals[s] for s in self.active)
        tied = [s for s in self.active if totals[s] == low]
        draws = ()
        if len(tied) > 1:
            order, draws = draw_order(tied, self._rng("draw"))
            tied = [order[-1]]
        rec = DealRecord(
            number=self.deal_no, dealer=self.dealer, seats=self.order, trump=self.trump, turned=self.turned,
            declarations=tuple((s, self.declared[s]) for s in self.order), outcome="decider",
            active=self.active, strokes=(0,) * self.players, draws=draws,
            retired=tuple(s for s in self.in_game if s != tied[0]), **record)
        return self._deal_over(rec)._game_over(rec, tied[0], "the lower total in the deciding deal loses (rules §4)")

    def _game_over(self, rec: DealRecord | None, loser: int, why: str) -> "State":
        state = self
        if rec is not None:
            state = dataclasses.replace(state, deals=state.deals + (rec,),
                                        retired=state.retired + rec.retired)
        state = dataclasses.replace(state, phase=Phase.OVER, pending=(), in_game=(loser,), loser=loser)
        return state.emit("game", f"{{who}} {{is}} the loser: {why}", seat=loser)

    def _next_deal(self) -> "State":
        after = [s for s in range(self.dealer + 1, self.dealer + 1 + self.players)]
        dealer = next(s % self.players for s in after if s % self.players in self.in_game)
        return dataclasses.replace(self, dealer=dealer, deal_no=self.deal_no + 1)._deal()

    def _deal(self) -> "State":
        """Deal for the players still in the game (§2.1, §2.6, §2.7, §5.1)."""
        n, seats = len(self.in_game), self.players
        start = self.in_game.index(self.dealer) + 1
        order = self.in_game[start:] + self.in_game[:start]            # S1 ... dealer
        variant = dataclasses.replace(self, order=order).variant
        per = 12 if variant.endswith("twelve") else 9
        dealt, rest = deal(SWISS_36.cards, n, per, seed=self._rng("deal"), batch=3)
        hands = [Cards()] * seats
        for s, h in zip(order, dealt):
            hands[s] = h
        blind, store, bessern = Cards(), Cards(), (Cards(),) * seats
        if n == 4 or variant in ("3-twelve", "3-bessern"):
            turned, turned_at = dealt[-1][-1], "hand"                   # the dealer's last card
            if variant == "3-bessern":
                blind = rest
        elif variant == "3-blind":
            turned, turned_at, blind = rest[0], "blind", rest
        elif variant == "2-blind":
            blind, store = Cards(rest[:9]), Cards(rest[9:])
            turned, turned_at = store[0], "store"
        elif variant == "2-bessern":
            turned, turned_at = rest[0], "store"
            bessern = list(bessern)
            bessern[order[0]], bessern[order[1]] = Cards(rest[1:4]), Cards(rest[4:7])
            bessern = tuple(bessern)
            store = Cards(rest[:1] + rest[7:])
        else:                                                           # 2-twelve: top undealt card
            turned, turned_at, store = rest[0], "store", rest
        phase = Phase.EXCHANGE if variant.endswith("bessern") else Phase.DECLARE
        state = dataclasses.replace(
            self, phase=phase, order=order, trump=turned.suit, turned=turned, turned_at=turned_at,
            held=tuple(hands), blind=blind, store=store, bessern=bessern, out=Cards(), declared=(None,) * seats,
            pending=order, active=(), start_hands=(), play=None, last_trick=None, best_announced=None,
            announced=(), stoeck=(), kq_played=(0,) * seats)
        state = state.emit("new deal", f"deal {self.deal_no}: {{who}} {{deals}} {per} cards each to {n} players "
                                   f"({variant} rules); {turned} is turned: {turned.suit.english} are trumps",
                           seat=self.dealer, number=self.deal_no, turned=turned, trump=turned.suit, variant=variant)
        if variant == "2-bessern" and turned.rank != "6":
            # the source has this swap right after the trump is turned, before the Bessern (§5.1)
            six = Card("6", turned.suit)
            robber = next((s for s in order if six in state.held[s]), None)
            if robber is not None:
                state = dataclasses.replace(state, phase=Phase.ROB, pending=(robber,))
        return state


def _combinations3(hand: Cards) -> list[tuple[Card, ...]]:
    from itertools import combinations
    return list(combinations(sorted(hand, key=lambda c: c.sort_key), 3))


def new_game(players: int = 4, seed: int | None = None, *, dealer: int = 0, **rules) -> State:
    """A new game of Handjass for 2, 3 or 4 players; ``rules`` are :class:`Rules` fields.

    >>> g = new_game(3, seed=2, target=5)
    >>> g.variant, g.rules.target, len(g.hands[1]), len(g.blind)
    ('3-blind', 5, 9, 9)
    >>> new_game(5)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: Handjass is played by 2 to 4 players, not 5 (rules §1.1)
    """
    players = check_players(players, (2, 3, 4), "Handjass", "rules §1.1")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise CardlibError(f"the first dealer must be a seat from 0 to {players - 1}, not {dealer!r} (rules §2.1)")
    rule_set = Rules.from_options(**rules)
    state = State(rules=rule_set, seed=check_seed(seed), players=players, dealer=dealer, deal_no=1,
                  in_game=tuple(range(players)), strokes=(0,) * players, circles=(0,) * players)
    return state._deal()
