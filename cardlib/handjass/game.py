"""A whole game of Swiss Handjass through the play protocol (rules §2 to §4).

Seats are numbered in playing order, **counter-clockwise**: seat 1 sits on seat 0's
right and plays after it, and so on round the table. Seat 0 deals first; the deal
then passes to the dealer's right (the next seat still in the game, §4). In each deal
"S1" is the dealer's right-hand neighbour, who declares and leads first.

>>> game = new_game(players=4, seed=1)
>>> game.phase, game.to_act, [str(a) for a in game.legal_actions()]
('declare', 1, ['play', 'pass'])
>>> after = game.apply(PLAY)
>>> game.to_act, after.to_act                   # apply returns a new state
(1, 2)

Dealing is a seeded chance step inside ``apply`` (the next deal is dealt as soon as a
deal ends), so ``replay(new_game(seed=...), history)`` rebuilds any position.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Iterable

import numpy as np

from ..cards import SWISS_36, Card, Cards, Suit, deal
from ..errors import CardlibError, IllegalActionError
from ..game import Action, GameState
from ..tricks import TrickRecord
from .core import LAST_TRICK_BONUS, _legal, card_points, parse_card, parse_cards, strength
from .core import why_illegal as _why_card
from .rules import Rules
from .scoring import berner_multiplier, deal_strokes, draw_order, format_slate
from .weis import STOECK_POINTS, Weis, best_weis, is_stoeck_card, weis, weis_key

__all__ = ["Declare", "Split", "Rob", "Exchange", "Play", "PLAY", "PASS", "TAKE_BLIND", "AGREE", "DOUBT",
           "SWAP_SIX", "KEEP_SIX", "KEEP_HAND", "DealRecord", "FinishedTrick", "State", "new_game"]


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
class Play(Action):
    """Play a card; with the first card of trick 1 a player may announce his best Weis, and with the
    second of the trump King and Queen he may announce Stöck (§2.3)."""

    card: Card
    weis: Weis | None = None
    stoeck: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):                  # Play("AH") works too
            object.__setattr__(self, "card", parse_card(self.card))

    def __str__(self) -> str:
        text = f"play {self.card}"
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


@dataclass(frozen=True)
class FinishedTrick:
    """The trick completed last in this deal: its number (1 to 9), the seats in the order they
    played, their cards, the winner's seat and the card points in it (without the last-trick 5)."""

    number: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int
    points: int

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """``(seat, card)`` pairs, lead first."""
        return tuple(zip(self.seats, self.cards))

    def __str__(self) -> str:
        cards = ", ".join(f"seat {s} {c}" for s, c in self.plays)
        return f"trick {self.number}: {cards}; seat {self.winner} won it ({self.points} points)"


# --------------------------------------------------------------------------- state

def _seat(s: int) -> str:
    return f"seat {s}"


def _replace_at(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


@dataclass(frozen=True)
class State(GameState):
    """A Handjass position. Immutable: ``apply()`` returns a new state.

    ``phase`` is one of ``"exchange"`` (Bessern), ``"declare"``, ``"agree"``, ``"rob"``,
    ``"play"`` and ``"over"``.
    """

    rules: Rules
    seed: int
    players: int
    dealer: int
    deal_no: int
    in_game: tuple[int, ...]
    phase: str = "declare"
    order: tuple[int, ...] = ()            # players in the game from the dealer's right (S1 ... D)
    trump: Suit = Suit.HEARTS
    turned: Card | None = None
    turned_at: str = "hand"                # where the turned card lies: "hand", "blind", "store"
    hands: tuple[Cards, ...] = ()
    blind: Cards = Cards()                 # 3 players: the Blind or the Bessern pile; 2: the Blind
    store: Cards = Cards()                 # 2 players: the store (dead hand, turned card on top)
    bessern: tuple[Cards, ...] = ()        # 2-player Bessern: each seat's three cards
    out: Cards = Cards()                   # out of play: a hand thrown away for the Blind, Bessern discards
    declared: tuple = ()                   # per seat: None, "play", "pass" or "blind"
    pending: tuple[int, ...] = ()          # seats still to act in this phase, in order
    active: tuple[int, ...] = ()
    start_hands: tuple[Cards, ...] = ()    # hands when trick play began (for the Weis count)
    trick: TrickRecord | None = None
    trick_no: int = 0
    won: tuple[tuple[Card, ...], ...] = ()
    last_trick: int | None = None          # who won the deal's last trick (its +5), once the deal is counted
    finished_trick: FinishedTrick | None = None   # the trick completed last in this deal, for the table
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
    log: tuple[str, ...] = ()
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
        if self.phase == "over":
            return None
        if self.phase == "play":
            return self.trick.next_seat
        return self.pending[0]

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
        if self.phase == "exchange":
            hand = self.hands[seat]
            return [KEEP_HAND] + [Exchange(tuple(combo)) for combo in _combinations3(hand)]
        if self.phase == "declare":
            options = [PLAY] if self.decider else [PLAY, PASS]
            if self.variant.endswith("blind") and "blind" not in self.declared:
                options.append(TAKE_BLIND)
            return options
        if self.phase == "agree":
            return [AGREE, DOUBT]
        if self.phase == "rob":
            return [SWAP_SIX, KEEP_SIX]
        return self._legal_plays(seat)

    def _legal_plays(self, seat: int) -> list[Play]:
        hand = self.hands[seat]
        cards = sorted(_legal(hand, self.trick.cards, self.trump, self.rules.overtrump_duty),
                       key=lambda c: c.sort_key)
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

    def why_illegal(self, action: object) -> str:
        if self.is_over:
            return f"cannot {action}: the game is over"
        seat = self.to_act
        if self.phase == "play" and isinstance(action, Play):
            if isinstance(action.card, Card):
                reason = _why_card(action.card, self.hands[seat], self.trick.cards, self.trump,
                                   overtrump_duty=self.rules.overtrump_duty)
                if reason is not None:
                    return reason
            if action.weis is not None:
                return (f"cannot {action}: a Weis is announced only with your first card in the first trick, "
                        f"only your strongest one, and only if it beats the best Weis announced so far "
                        f"(rules §2.3)")
            if action.stoeck:
                return (f"cannot {action}: Stöck is announced when you play the second of the King and Queen "
                        f"of trumps, both from your own hand (rules §2.3)")
        if self.phase == "declare" and action == TAKE_BLIND:
            if "blind" in self.declared:
                return "cannot take the Blind: another player has already taken it; only one may (rules §2.6)"
            return ("cannot take the Blind: only the 3- and 2-player deals have a Blind (rules §2.6, §2.7), "
                    "and not with Bessern or 12-card hands (rules §5.1)")
        if self.phase == "declare" and action == PASS and self.decider:
            return "cannot pass: everyone must play the deal that decides the loser (rules §4, H-A13)"
        what, section = {
            "exchange": ("exchange cards with the Bessern", "§5.1"), "declare": ("declare", "§2.2"),
            "agree": ("agree or doubt", "§2.2"), "rob": ("decide about the trump Six", "§2.6, H-A8"),
            "play": ("play a card", "§2.3")}[self.phase]
        allowed = ", ".join(str(a) for a in self.legal_actions()[:12])
        more = ", ..." if len(self.legal_actions()) > 12 else ""
        return f"cannot {action} now: it is {_seat(seat)}'s turn to {what}; allowed: {allowed}{more} (rules {section})"

    # ---- transitions ------------------------------------------------------

    def _apply(self, action: Action) -> "State":
        seat = self.to_act
        if self.phase == "exchange":
            return self._exchange(seat, action)
        if self.phase == "declare":
            return self._declare(seat, action)
        if self.phase == "agree":
            return self._agree(seat, action)
        if self.phase == "rob":
            return self._rob(seat, action)
        return self._play(seat, action)

    def _say(self, *lines: str) -> "State":
        return dataclasses.replace(self, log=self.log + lines)

    def _exchange(self, seat: int, action: Exchange) -> "State":
        state = dataclasses.replace(self, pending=self.pending[1:])
        if action.discard:
            hand = Cards(c for c in self.hands[seat] if c not in action.discard)
            if len(self.in_game) == 3:                       # draw the top 3 of the Bessern pile (H-A14)
                drawn, pile = self.blind[:3], Cards(self.blind[3:])
                state = dataclasses.replace(state, blind=pile)
            else:
                drawn = self.bessern[seat]
                state = dataclasses.replace(state, bessern=_replace_at(self.bessern, seat, Cards()))
            state = dataclasses.replace(state, hands=_replace_at(self.hands, seat, Cards(hand + tuple(drawn))),
                                        out=Cards(state.out + action.discard))
            state = state._say(f"{_seat(seat)} discards three cards and takes three from the Bessern")
        else:
            state = state._say(f"{_seat(seat)} keeps his hand")
        if not state.pending:
            state = dataclasses.replace(state, phase="declare", pending=state.order)
        return state

    def _declare(self, seat: int, action: Declare) -> "State":
        declared = _replace_at(self.declared, seat, action.choice)
        state = dataclasses.replace(self, declared=declared, pending=self.pending[1:])
        state = state._say(f"{_seat(seat)} says {action}")
        if state.pending:
            return state
        return state._after_declarations()

    def _after_declarations(self) -> "State":
        active = tuple(s for s in self.order if self.declared[s] in ("play", "blind"))
        state = dataclasses.replace(self, active=active)
        if not active:
            return state._say("nobody plays: the cards are thrown in (H-A9)")._end_deal("thrown in", {})
        if len(active) == 1:
            return state._say(f"only {_seat(active[0])} plays and scores +2 without play (§2.2)") \
                ._end_deal("one player", {active[0]: 2})
        if len(active) == 2 and not self.decider:
            return dataclasses.replace(state, phase="agree", pending=active)
        return state._before_play()

    def _agree(self, seat: int, action: Split) -> "State":
        state = self._say(f"{_seat(seat)} says {action}")
        if not action.agree:
            return dataclasses.replace(state, pending=())._before_play()
        state = dataclasses.replace(state, pending=self.pending[1:])
        if state.pending:
            return state
        a, b = self.active
        return state._say("both agree: +1 each without play (§2.2)")._end_deal("agreed", {a: 1, b: 1})

    def _robber(self) -> int | None:
        """Who may swap the trump Six for the turned card after the declarations (§2.6, §2.7,
        H-A1, H-A8): an active player keeping his own hand. (2-player Bessern: see :meth:`_deal`.)"""
        if self.turned_at == "hand" or self.turned.rank == "6" or self.variant == "2-bessern":
            return None
        six = Card("6", self.trump)
        for s in self.active:
            if self.declared[s] == "play" and six in self.hands[s]:
                return s
        return None

    def _before_play(self) -> "State":
        robber = self._robber()
        if robber is not None:
            return dataclasses.replace(self, phase="rob", pending=(robber,))
        return self._start_play()

    def _rob(self, seat: int, action: Rob) -> "State":
        state = dataclasses.replace(self, pending=())
        if action.swap:
            six = Card("6", self.trump)
            hand = Cards(tuple(c for c in self.hands[seat] if c != six) + (self.turned,))
            pile_name = "blind" if self.turned_at == "blind" else "store"
            pile = getattr(self, pile_name)
            pile = Cards(six if c == self.turned else c for c in pile)
            state = dataclasses.replace(state, hands=_replace_at(self.hands, seat, hand), **{pile_name: pile})
            where = "the Blind" if pile_name == "blind" else "the store"
            state = state._say(f"{_seat(seat)} swaps the trump Six for {self.turned}; the Six goes onto {where}")
        else:
            state = state._say(f"{_seat(seat)} keeps the trump Six")
        if not self.active:                       # 2-player Bessern: the swap comes before the exchanges
            return dataclasses.replace(state, phase="exchange", pending=self.order)
        return state._start_play()

    def _start_play(self) -> "State":
        state = self
        for s in self.active:
            if self.declared[s] == "blind":
                state = dataclasses.replace(state, hands=_replace_at(state.hands, s, state.blind),
                                            blind=Cards(), out=Cards(state.out + state.hands[s]))
                state = state._say(f"{_seat(s)} throws his hand away and picks up the Blind")
        leader = self.active[0]
        state = dataclasses.replace(state, phase="play", pending=(), start_hands=state.hands,
                                    trick=TrickRecord(self._trick_seats(leader)), trick_no=0)
        return state._say(f"{_seat(leader)} leads the first trick")

    def _trick_seats(self, leader: int) -> tuple[int, ...]:
        i = self.active.index(leader)
        return self.active[i:] + self.active[:i]

    def _play(self, seat: int, action: Play) -> "State":
        card = action.card
        hands = _replace_at(self.hands, seat, Cards(c for c in self.hands[seat] if c != card))
        kq = self.kq_played
        if is_stoeck_card(card, self.trump):
            kq = _replace_at(kq, seat, kq[seat] + 1)
        state = dataclasses.replace(self, hands=hands, trick=self.trick.add(card), kq_played=kq)
        line = f"{_seat(seat)} plays {card}"
        if action.weis is not None:
            state = dataclasses.replace(state, announced=state.announced + ((seat, action.weis),),
                                        best_announced=self._contest_key(seat, action.weis))
            line += f" and announces a Weis of {action.weis.points}"
        if action.stoeck:
            state = dataclasses.replace(state, stoeck=state.stoeck + (seat,))
            line += " and says Stöck"
        state = state._say(line)
        if not state.trick.complete:
            return state
        return state._finish_trick()

    def _finish_trick(self) -> "State":
        trick = self.trick
        winner = trick.winner_seat(lambda c: strength(c, self.trump), self.trump)
        won = _replace_at(self.won, winner, self.won[winner] + trick.cards)
        points = sum(card_points(c, self.trump) for c in trick.cards)
        finished = FinishedTrick(self.trick_no + 1, trick.seats, trick.cards, winner, points)
        state = dataclasses.replace(self, won=won, trick_no=self.trick_no + 1, finished_trick=finished)
        state = state._say(f"{_seat(winner)} wins trick {self.trick_no + 1} ({points} points)")
        if self.trick_no == 0 and self.announced:
            best = max(self.announced, key=lambda sw: self._contest_key(*sw))[0]
            all_weis = weis(self.start_hands[best], self.trump, modern=self.rules.modern_weis)
            state = state._say(f"{_seat(best)} wins the Weis contest and shows "
                               + ", ".join(str(w) for w in all_weis))
        if any(self.hands[s] for s in self.active):
            return dataclasses.replace(state, trick=TrickRecord(self._trick_seats(winner)))
        state = dataclasses.replace(state, last_trick=winner, trick=None)
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
        state = self._say("totals: " + ", ".join(f"{_seat(s)} {totals[s]}" for s in self.active))
        if self.decider:
            return state._end_decider(totals, record)
        result = deal_strokes(totals, rules, trump=trump, seed=self._rng("draw"))
        record.update(draws=result.draws, multiplier=result.multiplier)
        for s, card in result.draws:
            state = state._say(f"{_seat(s)} draws {card} to break a tie")
        gained = {s: v for s, v in enumerate(result.strokes) if v}
        return state._end_deal("played", gained, record, multiplied=True)

    # ---- end of a deal ----------------------------------------------------

    def _rng(self, purpose: str) -> np.random.Generator:
        code = {"deal": 0, "draw": 1, "decider": 2}[purpose]
        return np.random.default_rng(np.random.SeedSequence([self.seed, self.deal_no, code]))

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
        if any(per_seat):
            state = state._say("strokes: " + ", ".join(f"{_seat(s)} {v:+d}" for s, v in enumerate(per_seat) if v))
        details = {"multiplier": factor, **(record or {})}
        rec = DealRecord(
            number=self.deal_no, dealer=self.dealer, seats=self.order, trump=self.trump, turned=self.turned,
            declarations=tuple((s, self.declared[s]) for s in self.order), outcome=outcome,
            active=self.active, strokes=tuple(per_seat), **details)
        return state._retire(rec)

    def _retire(self, rec: DealRecord) -> "State":
        net = self.scores
        target = self.rules.target
        reached = tuple(s for s in self.in_game if net[s] >= target)
        if reached and len(reached) == len(self.in_game):
            lowest = min(net[s] for s in reached)
            tied = tuple(s for s in reached if net[s] == lowest)
            if len(tied) == 1:
                rec = dataclasses.replace(rec, retired=tuple(s for s in reached if s != tied[0]))
                return self._game_over(rec, tied[0], "everyone reached the target; the lowest score loses (§4)")
            leaving = tuple(s for s in reached if s not in tied)
            rec = dataclasses.replace(rec, retired=leaving)
            state = dataclasses.replace(self, in_game=tied, retired=self.retired + leaving, decider=True,
                                        deals=self.deals + (rec,))
            state = state._say(f"seats {', '.join(map(str, tied))} are tied on the lowest score: "
                               f"one more deal decides the loser (§4)")
            return state._next_deal()
        rec = dataclasses.replace(rec, retired=reached)
        in_game = tuple(s for s in self.in_game if s not in reached)
        state = dataclasses.replace(self, in_game=in_game, retired=self.retired + reached,
                                    deals=self.deals + (rec,))
        for s in reached:
            state = state._say(f"{_seat(s)} reaches {net[s]} and leaves the game")
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
        return self._game_over(rec, tied[0], "the lower total in the deciding deal loses (§4)")

    def _game_over(self, rec: DealRecord | None, loser: int, why: str) -> "State":
        state = self
        if rec is not None:
            state = dataclasses.replace(state, deals=state.deals + (rec,),
                                        retired=state.retired + rec.retired)
        state = dataclasses.replace(state, phase="over", pending=(), in_game=(loser,), loser=loser, trick=None)
        return state._say(f"{_seat(loser)} is the loser: {why}")

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
        phase = "exchange" if variant.endswith("bessern") else "declare"
        state = dataclasses.replace(
            self, phase=phase, order=order, trump=turned.suit, turned=turned, turned_at=turned_at,
            hands=tuple(hands), blind=blind, store=store, bessern=bessern, out=Cards(), declared=(None,) * seats,
            pending=order, active=(), start_hands=(), trick=None, trick_no=0, won=((),) * seats,
            last_trick=None, finished_trick=None, best_announced=None, announced=(), stoeck=(),
            kq_played=(0,) * seats)
        state = state._say(f"deal {self.deal_no}: {_seat(self.dealer)} deals {per} cards each to "
                           f"{n} players ({variant} rules); {turned} is turned: {turned.suit.english} are trumps")
        if variant == "2-bessern" and turned.rank != "6":
            # the seed has this swap right after the trump is turned, before the Bessern (§5.1)
            six = Card("6", turned.suit)
            robber = next((s for s in order if six in state.hands[s]), None)
            if robber is not None:
                state = dataclasses.replace(state, phase="rob", pending=(robber,))
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
    cardlib.errors.CardlibError: Handjass is played by 2, 3 or 4 players, not 5 (rules §1.1)
    """
    if players not in (2, 3, 4) or isinstance(players, bool):
        raise CardlibError(f"Handjass is played by 2, 3 or 4 players, not {players!r} (rules §1.1)")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise CardlibError(f"the first dealer must be a seat from 0 to {players - 1}, not {dealer!r} (rules §2.1)")
    rule_set = Rules.from_options(**rules)
    if seed is None:
        seed = int(np.random.default_rng().integers(2**63))
    elif not isinstance(seed, (int, np.integer)) or isinstance(seed, bool) or seed < 0:
        raise CardlibError(f"a seed must be a whole number 0 or more, got {seed!r}")
    state = State(rules=rule_set, seed=int(seed), players=players, dealer=dealer, deal_no=1,
                  in_game=tuple(range(players)), strokes=(0,) * players, circles=(0,) * players)
    return state._deal()
