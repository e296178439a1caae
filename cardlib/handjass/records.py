"""What a game of Handjass keeps between actions, as small frozen records.

:class:`~cardlib.handjass.game.State` holds one of each and moves the game on; the records
do the book-keeping of their own part, each change returning a new record:

* :class:`Phase`: what the table is doing;
* :class:`Declaring`: the deal's cards before trick play (hands, turned trump, Blind,
  store, Bessern, cards out of play) and what each seat declared (§2.1, §2.2, §2.6, §2.7, §5.1);
* :class:`Announcements`: Weis and Stöck announced in a deal and the Weis contest's winner (§2.3);
* :class:`Scoreboard`: the count over the game: strokes and circles, who has left, the loser,
  and a :class:`DealRecord` for every deal (§3.3, §4).

>>> board = Scoreboard(strokes=(0, 0, 0), circles=(0, 0, 0)).add((2, -1, -1))
>>> board.scores, board.strokes, board.circles
((2, -1, -1), (2, 0, 0), (0, 1, 1))
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum

from ..cards import Card, Cards, Suit
from ..game import GamePhase
from ..tricks import replace_at
from .weis import Weis, is_stoeck_card, weis, weis_key

__all__ = ["Phase", "Declaration", "Declaring", "Announcements", "Scoreboard", "DealRecord", "contest_key"]


class Phase(GamePhase):
    """What the table is doing; each phase compares equal to its name (``Phase.PLAY == "play"``)."""

    EXCHANGE = "exchange"       # Bessern: each player may swap three cards (§5.1)
    DECLARE = "declare"         # play or pass (§2.2)
    AGREE = "agree"             # two players may agree on +1 each without play (§2.2)
    ROB = "rob"                 # the holder of the trump Six may swap it (§2.6, §2.7)
    PLAY = "play"               # trick play (§2.3)
    OVER = "over"


class Declaration(StrEnum):
    """What a player declares (§2.2): play, pass, or throw his hand away for the Blind (§2.6, §2.7).
    Each choice compares equal to its word (``Declaration.PASS == "pass"``)."""

    PLAY = "play"
    PASS = "pass"
    BLIND = "blind"


@dataclass(frozen=True)
class Declaring:
    """The cards of a deal before trick play and what each seat declared. Per-seat tuples cover
    every seat of the game; ``hands`` are the hands until trick play begins, and then the hands
    it began with (for the Weis count)."""

    hands: tuple[Cards, ...]
    trump: Suit
    turned: Card
    turned_at: str = "hand"                # where the turned card lies: "hand", "blind", "store"
    blind: Cards = Cards()                 # 3 players: the Blind or the Bessern pile; 2: the Blind
    store: Cards = Cards()                 # 2 players: the store (dead hand, turned card on top)
    bessern: tuple[Cards, ...] = ()        # 2-player Bessern: each seat's three cards
    out: Cards = Cards()                   # out of play: a hand thrown away for the Blind, Bessern discards
    declared: tuple[Declaration | None, ...] = ()
    active: tuple[int, ...] = ()           # who plays the deal, from S1 (once everyone has declared)

    def exchange(self, seat: int, discard: tuple[Card, ...], *, from_pile: bool) -> "Declaring":
        """``seat`` discards three cards and takes three Bessern cards: the top three of the pile
        (3 players, H-A14) or his own three (2 players) (§5.1)."""
        hand = Cards(c for c in self.hands[seat] if c not in discard)
        if from_pile:
            drawn, changed = self.blind[:3], dict(blind=Cards(self.blind[3:]))
        else:
            drawn, changed = self.bessern[seat], dict(bessern=replace_at(self.bessern, seat, Cards()))
        return dataclasses.replace(self, hands=replace_at(self.hands, seat, Cards(hand + tuple(drawn))),
                                   out=Cards(self.out + discard), **changed)

    def declare(self, seat: int, choice: Declaration) -> "Declaring":
        return dataclasses.replace(self, declared=replace_at(self.declared, seat, choice))

    def six_holder(self, seats) -> int | None:
        """The first of ``seats`` who holds the Six of trumps, or ``None``."""
        six = Card("6", self.trump)
        return next((s for s in seats if six in self.hands[s]), None)

    def rob(self, seat: int) -> "Declaring":
        """``seat`` swaps the trump Six for the turned card, which lies on the Blind or the store (§2.6, §2.7)."""
        six = Card("6", self.trump)
        hand = Cards(tuple(c for c in self.hands[seat] if c != six) + (self.turned,))
        pile_name = "blind" if self.turned_at == "blind" else "store"
        pile = Cards(six if c == self.turned else c for c in getattr(self, pile_name))
        return dataclasses.replace(self, hands=replace_at(self.hands, seat, hand), **{pile_name: pile})

    def take_blind(self, seat: int) -> "Declaring":
        """``seat`` throws his hand away unseen and takes the Blind (§2.6, §2.7)."""
        return dataclasses.replace(self, hands=replace_at(self.hands, seat, self.blind), blind=Cards(),
                                   out=Cards(self.out + self.hands[seat]))


def contest_key(seat: int, w: Weis, trump: Suit, order: tuple[int, ...]) -> tuple:
    """How a Weis ranks in the contest (§2.3, §3.2): its own key, then the seat nearest S1 in ``order``."""
    return weis_key(w, trump) + (-order.index(seat),)


@dataclass(frozen=True)
class Announcements:
    """Weis and Stöck in one deal (§2.3): who announced what, how many of the trump King and
    Queen each seat has played, and, once the first trick is over, the Weis contest's winner and
    every Weis he shows (and scores)."""

    kq_played: tuple[int, ...]
    announced: tuple[tuple[int, Weis], ...] = ()
    stoeck: tuple[int, ...] = ()
    winner: int | None = None
    shown: tuple[Weis, ...] = ()

    def best(self, trump: Suit, order: tuple[int, ...]) -> tuple | None:
        """The contest key of the best Weis announced so far, or ``None``."""
        return max((contest_key(s, w, trump, order) for s, w in self.announced), default=None)

    def played(self, seat: int, card: Card, trump: Suit, *, announced: Weis | None, stoeck: bool) -> "Announcements":
        """After ``seat`` played ``card``, announcing a Weis or Stöck with it or not."""
        kq = self.kq_played
        if is_stoeck_card(card, trump):
            kq = replace_at(kq, seat, kq[seat] + 1)
        return dataclasses.replace(
            self, kq_played=kq, announced=self.announced + (((seat, announced),) if announced is not None else ()),
            stoeck=self.stoeck + ((seat,) if stoeck else ()))

    def decide(self, hands: tuple[Cards, ...], trump: Suit, order: tuple[int, ...], *, modern: bool) -> "Announcements":
        """The Weis contest decided after the first trick: the best announcement wins, and its
        player shows every Weis of the hand he began with (§2.3, §3.2)."""
        winner = max(self.announced, key=lambda sw: contest_key(*sw, trump, order))[0]
        return dataclasses.replace(self, winner=winner, shown=tuple(weis(hands[winner], trump, modern=modern)))


@dataclass(frozen=True)
class DealRecord:
    """What one deal produced, for the scoreboard. Per-seat tuples cover every seat of the game
    (``None`` for seats not active in this deal)."""

    number: int
    dealer: int
    seats: tuple[int, ...]                 # players in the game, from the dealer's right
    trump: Suit
    turned: Card
    declarations: tuple[tuple[int, Declaration], ...]
    outcome: str                           # "played", "thrown in", "one player", "agreed", "decider"
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
class Scoreboard:
    """The count over the game (§3.3, §4): each seat's strokes and circles, who has left the
    game (safe), the loser once there is one, and a record of every deal."""

    strokes: tuple[int, ...]
    circles: tuple[int, ...]
    retired: tuple[int, ...] = ()
    loser: int | None = None
    deals: tuple[DealRecord, ...] = ()

    @property
    def scores(self) -> tuple[int, ...]:
        """Net strokes per seat: strokes minus circles (§3.3 step 5)."""
        return tuple(s - c for s, c in zip(self.strokes, self.circles))

    def add(self, gained: tuple[int, ...]) -> "Scoreboard":
        """Each seat's signed strokes of a deal added: a plus as strokes, a minus as circles."""
        return dataclasses.replace(self, strokes=tuple(s + max(g, 0) for s, g in zip(self.strokes, gained)),
                                   circles=tuple(c + max(-g, 0) for c, g in zip(self.circles, gained)))

    def record(self, deal: DealRecord) -> "Scoreboard":
        """The deal recorded, and the players it retired out of the game."""
        return dataclasses.replace(self, deals=self.deals + (deal,), retired=self.retired + deal.retired)
