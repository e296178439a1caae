"""A whole game of Black Maria on the play protocol, 3 to 7 players (rules §1 to §4).

Seats are numbered clockwise from the first dealer: seat 0 deals the first deal, seat 1
sits on his left. The deal then moves one seat clockwise (§2.1). Each deal goes:

* the deal, a seeded chance step: the right cards removed for the table size (§1.2), the
  rest dealt one at a time from the dealer's left (§2.1, B-A3);
* the pass (§2.2): every seat, in turn from the dealer's left, commits three cards with a
  :class:`Pass` action, face down and before seeing what comes in (B-A8); once every seat
  has committed, all the passes move at once to the right-hand neighbour (seat ``s - 1``),
  or to the left under note 3a (§2.3);
* trick play (§2.4) on the shared :class:`~cardlib.tricks.TrickPlay` engine: the dealer's
  left leads the first trick, players must follow suit, the highest card of the suit led
  wins and leads next;
* the score (§2.5, §3): each seat's penalty cards, under the chosen scheme, with note 5's
  taking everything; the game ends at the threshold or after a number of deals (§4).

>>> game = new_game(players=3, seed=1)
>>> game.phase, game.to_act, len(game.hands[1])
(<Phase.PASS: 'pass'>, 1, 17)
>>> after = game.apply(Pass(game.hands[1][:3]))
>>> len(game.hands[1]), len(after.hands[1]), after.to_act      # apply returns a new state
(17, 14, 2)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import cached_property
from itertools import combinations
from typing import Iterable

from ..cards import FRENCH_52, Card, Cards, deal
from ..errors import CardlibError
from ..game import Action, Event, EventKind, GamePhase, GameState, chance_rng, check_players, check_seed, event_kinds, plural
from ..tricks import TRICK_WON, FinishedTrick, Ruling, TrickGame, TrickPlay, held, replace_at, trick_won, why_illegal
from ..tricks import Play as _Play
from .core import PLAYERS, deck, parse_card, parse_cards, penalty, removed_cards, rulings, trick_winner
from .rules import PASS_RESTRICTIONS, Rules

__all__ = ["Phase", "Pass", "Play", "DealRecord", "State", "new_game", "receiver"]


class Phase(GamePhase):
    """Where a deal stands: the pass (§2.2), trick play (§2.4), or the game is over (§4)."""

    PASS = "pass"
    PLAY = "play"
    OVER = "over"


_ORDER = {c: i for i, c in enumerate(FRENCH_52.cards)}     # suit by suit, high rank first


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER.__getitem__))


@dataclass(frozen=True)
class Pass(Action):
    """Three cards committed face down for the neighbour (rules §2.2). ``Pass("QS KS AH")`` works too."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = self.cards
        if not (isinstance(cards, tuple) and all(c in _ORDER for c in cards) and len(set(cards)) == len(cards)):
            cards = tuple(parse_cards(cards))
        object.__setattr__(self, "cards", _sorted(cards))

    @classmethod
    def _of(cls, cards: tuple[Card, ...]) -> "Pass":
        """A pass of cards the engine already knows are distinct and in order (no checks)."""
        action = object.__new__(cls)
        object.__setattr__(action, "cards", cards)
        return action

    def __str__(self) -> str:
        return "pass " + " ".join(str(c) for c in self.cards)

    @property
    def public_text(self) -> str:
        """How a pass reads to the other seats: the cards stay the passer's secret (rules §2.2)."""
        return "{who} {chooses} three cards to pass"


@dataclass(frozen=True)
class Play(_Play):
    """Play a card to the trick (rules §2.4). ``Play("QS")`` works too."""

    parse_card = staticmethod(parse_card)


@dataclass(frozen=True)
class DealRecord:
    """What one deal was and produced, per seat: the hands dealt, the three cards each passed and
    to whom, the hands played, the tricks, the penalty points taken and scored, and the totals."""

    number: int
    dealer: int
    dealt: tuple[Cards, ...]
    passed: tuple[tuple[Card, ...], ...]
    passed_to: tuple[int, ...]
    played: tuple[Cards, ...]
    tricks: tuple[FinishedTrick, ...]
    taken: tuple[int, ...]               # penalty points in each seat's tricks (the active scheme)
    scored: tuple[int, ...]              # what the deal adds to each total (note 5 applied)
    took_everything: int | None          # the seat that took every penalty card, if note 5 applied
    totals: tuple[int, ...]

    def summary(self) -> str:
        """One line for the score sheet."""
        parts = ", ".join(f"seat {s} {p:+d}" if p < 0 else f"seat {s} {p}" for s, p in enumerate(self.scored))
        return f"deal {self.number} (seat {self.dealer} dealt): {parts}"


def receiver(seat: int, players: int, pass_left: bool = False) -> int:
    """Who receives ``seat``'s three cards: the right-hand neighbour ``seat - 1`` (rules §2.2, B-A2),
    or the left-hand one ``seat + 1`` under note 3a.

    >>> receiver(1, 3), receiver(0, 3), receiver(1, 3, pass_left=True)       # B8: seat 1 passes to seat 0
    (0, 2, 2)
    """
    return (seat + (1 if pass_left else -1)) % players


@dataclass(frozen=True)
class State(TrickGame, GameState):
    """A Black Maria position. Immutable: ``apply()`` returns a new state.

    ``hands`` are the cards each seat holds now (during the pass, without the three it has
    committed: the field ``held``; in trick play, ``play``'s); ``passes`` the committed cards (``None`` for a seat still to pass); ``play`` the
    trick play of the deal, with ``trick`` in progress and ``tricks`` finished; ``totals`` the
    cumulative penalties (``scores``); ``deals`` one :class:`DealRecord` per finished deal.
    """

    EVENT_KINDS = event_kinds(
        EventKind("dealt", ("number",), "the dealer deals a new deal"),
        EventKind("commit", ("cards", "to"), "a seat lays three cards face down for its neighbour",
                  secret={"cards": "three cards"}),
        EventKind("pass", ("cards", "to"), "the passed cards move; only the passer and the receiver see them",
                  secret={"cards": "three cards"}),
        EventKind("lead", (), "who leads the first trick"),
        TRICK_WON,
        EventKind("everything", ("points",), "one seat took every penalty card (rules §5.1 note 5)"),
        EventKind("deal", ("number", "scored", "totals", "hands", "lines"), "the deal scored: each seat's line"),
        EventKind("game", ("total", "winners"), "a winner of the game"),
        EventKind("loser", ("total",), "a seat that reached the threshold and lost (rules §5.2)"),
    )

    ACTIONS_SECTION = "rules §2.2, §2.4"

    rules: Rules
    seed: int
    players: int
    dealer: int = 0
    deal_no: int = 1
    phase: Phase = Phase.PASS
    held: tuple[Cards, ...] = ()
    dealt: tuple[Cards, ...] = ()
    passes: tuple = ()
    played: tuple[Cards, ...] = ()
    play: TrickPlay | None = None
    totals: tuple[int, ...] = ()
    deals: tuple[DealRecord, ...] = ()
    winners: tuple[int, ...] = ()
    losers: tuple[int, ...] = ()
    history: tuple = field(default=(), compare=True)
    events: tuple = field(default=(), compare=False)

    def __repr__(self) -> str:
        who = "game over" if self.is_over else f"seat {self.to_act} to act"
        return f"<Black Maria, {self.players} players, deal {self.deal_no}, {self.phase.value}, {who}, scores {self.scores}>"

    # ---- protocol ---------------------------------------------------------

    @property
    def scores(self) -> tuple[int, ...]:
        """Cumulative penalty points per seat; the lowest wins (rules §3.1)."""
        return self.totals

    @property
    def pass_order(self) -> tuple[int, ...]:
        """The seats in the order they commit their passes: from the dealer's left, clockwise."""
        return tuple((self.dealer + 1 + i) % self.players for i in range(self.players))

    @property
    def pending(self) -> tuple[int, ...]:
        """The seats still to commit their passes, in order."""
        return tuple(s for s in self.pass_order if self.passes[s] is None)

    @property
    def leader(self) -> int:
        """The dealer's left-hand neighbour, who leads the first trick (rules §2.4)."""
        return (self.dealer + 1) % self.players

    @property
    def cards_each(self) -> int:
        return len(self.dealt[0]) if self.dealt else 0

    @property
    def deal_total(self) -> int:
        """Penalty points in one deal under these rules (43, 26 under note 1, 36 under note 2)."""
        return penalty(deck(self.players, six_all_twos=self.rules.six_all_twos), self.rules.scoring)

    def taken(self, seat: int) -> int:
        """Penalty points in the tricks ``seat`` has taken so far in this deal."""
        if self.play is None:
            return 0
        return penalty(self.play.won[seat], self.rules.scoring)

    def receiver(self, seat: int) -> int:
        """Who gets ``seat``'s pass (rules §2.2; note 3a)."""
        return receiver(seat, self.players, self.rules.pass_left)

    def giver(self, seat: int) -> int:
        """Whose pass ``seat`` gets."""
        return receiver(seat, self.players, not self.rules.pass_left)

    @property
    def hearts_broken(self) -> bool:
        """True once a heart has been played to a finished trick of this deal (the §5.2 variant)."""
        return any(c.suit.value == "H" for t in self.tricks for c in t.cards)

    def rulings(self) -> tuple[Ruling, ...]:
        """One ruling per card of the hand of the seat to play; empty outside trick play."""
        return self._rulings

    @cached_property
    def _rulings(self) -> tuple[Ruling, ...]:
        if self.phase is not Phase.PLAY:
            return ()
        return rulings(self.play.hand, self.play.trick.cards, trick_number=self.play.number + 1,
                       no_heart_lead_early=self.rules.no_heart_lead_early,
                       hearts_broken=self.rules.hearts_broken, broken=self.hearts_broken)

    def _legal(self) -> Iterable[Action]:
        if self.phase is Phase.PASS:
            return self._legal_passes(self.to_act)
        return [Play(c) for c in _sorted(r.card for r in self.rulings() if r.legal)]

    # ---- the pass -----------------------------------------------------------

    def restricted(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``'s hand that may not be passed (note 3b)."""
        banned = self.rules.restricted
        return _sorted(c for c in self.hands[seat] if (c.rank, c.suit.value) in banned)

    def _legal_passes(self, seat: int) -> list[Pass]:
        hand = _sorted(self.hands[seat])
        banned = set(self.restricted(seat))
        free = [c for c in hand if c not in banned]
        if len(free) >= 3:
            return [Pass._of(combo) for combo in combinations(free, 3)]
        rest = [c for c in hand if c in banned]                   # B-A4: all passable + restricted ones
        return [Pass._of(tuple(free) + combo) for combo in combinations(rest, 3 - len(free))]

    def _out_of_pack(self, verb: str, card: Card) -> str | None:
        """The refusal of a card this game's pack does not hold (rules §1.2: low cards are taken out
        to share the pack evenly), or ``None`` if the pack holds it."""
        if card in deck(self.players, six_all_twos=self.rules.six_all_twos):
            return None
        return (f"cannot {verb} {card}: it is not in the pack of a {self.players}-player game, which leaves out "
                f"{' '.join(map(str, removed_cards(self.players, six_all_twos=self.rules.six_all_twos)))} "
                f"(rules §1.2)")

    def _pass_problem(self, seat: int, cards: tuple[Card, ...]) -> str | None:
        hand = self.hands[seat]
        if len(cards) != 3:
            return (f"cannot pass {len(cards)} cards ({' '.join(map(str, cards)) or 'none'}): a pass is exactly "
                    f"three cards (rules §2.2)")
        for card in cards:
            if card not in hand:
                outside = self._out_of_pack("pass", card)
                if outside:
                    return outside
                return f"cannot pass {card}: it is not in your hand ({held(hand)}) (rules §2.2)"
        banned = set(self.restricted(seat))
        free = [c for c in hand if c not in banned]
        words = PASS_RESTRICTIONS[self.rules.pass_restriction].split(": ", 1)[-1]
        if len(free) >= 3:
            for card in cards:
                if card in banned:
                    return f"cannot pass {card}: {words} (rules §5.1 note 3b)"
            return None
        missing = [c for c in free if c not in cards]
        if missing:
            return (f"cannot pass {' '.join(map(str, cards))}: you hold only {len(free)} card"
                    f"{'s' if len(free) != 1 else ''} you may pass ({held(free) or 'none'}), so your three "
                    f"must include {'them all' if len(free) > 1 else 'it'}, completed with restricted cards "
                    f"(rules §5.1 note 3b)")
        return None

    # ---- checks -------------------------------------------------------------

    def _allows(self, action: object) -> bool:
        if self.phase is Phase.PASS:
            return isinstance(action, Pass) and self._pass_problem(self.to_act, action.cards) is None
        if not isinstance(action, Play):
            return False
        return any(r.card == action.card and r.legal for r in self.rulings())

    def _why(self, action: object) -> str:
        seat = self.to_act
        if self.phase is Phase.PASS:
            if isinstance(action, Play):
                return (f"cannot {action} now: every player first passes three cards; it is seat {seat}'s "
                        f"turn to pass (rules §2.2)")
            if isinstance(action, Pass):
                return self._pass_problem(seat, action.cards)
        else:
            if isinstance(action, Pass):
                return "cannot pass cards now: the pass is over and trick play has begun (rules §2.4)"
            if isinstance(action, Play):
                outside = action.card not in self.hands[seat] and self._out_of_pack("play", action.card)
                return outside or why_illegal(action.card, self.rulings(), "rules §2.4")
        return (f"cannot {action} (an action of another game): in Black Maria a player passes three cards "
                f"or plays a card (rules §2.2, §2.4)")

    # ---- transitions --------------------------------------------------------

    def _apply(self, action: Action) -> "State":
        seat = self.to_act
        if self.phase is Phase.PASS:
            return self._commit(seat, action.cards)
        return self._play(seat, action.card)

    def _commit(self, seat: int, cards: tuple[Card, ...]) -> "State":
        hands = replace_at(self.hands, seat, Cards(c for c in self.hands[seat] if c not in cards))
        state = dataclasses.replace(self, held=hands, passes=replace_at(self.passes, seat, cards))
        to = self.receiver(seat)
        state = state.emit("commit", "{who} {puts} three cards face down for {seat%d}" % to,
                           seat=seat, visible_to=(seat,), cards=cards, to=to)
        if any(p is None for p in state.passes):
            return state
        return state._exchange()

    def _exchange(self) -> "State":
        """Every pass moves at once (rules §2.3); then the dealer's left leads trick 1."""
        hands = list(self.hands)
        for seat in self.pass_order:
            hands[self.receiver(seat)] = hands[self.receiver(seat)] + self.passes[seat]
        hands = tuple(Cards(_sorted(h)) for h in hands)
        state = dataclasses.replace(self, phase=Phase.PLAY, held=(), played=hands,
                                    play=TrickPlay.start(hands, order=tuple(range(self.players)),
                                                         leader=self.leader))
        for seat in self.pass_order:
            to = self.receiver(seat)
            state = state.emit("pass", "{who} {passes} {cards} to {seat%d}" % to,
                               seat=seat, visible_to=(seat, to), cards=self.passes[seat], to=to)
        return state.emit("lead", "{who} {leads} the first trick", seat=self.leader)

    def _play(self, seat: int, card: Card) -> "State":
        scoring = self.rules.scoring
        play = self.play.play(card, winner=trick_winner, points=lambda cards: penalty(cards, scoring))
        state = dataclasses.replace(self, play=play)
        if play.number == self.play.number:
            return state
        done = play.finished
        scoring_cards = " ".join(str(c) for c in done.cards if penalty((c,), scoring))
        state = trick_won(state, done, plural(done.points, "penalty point") + (f": {scoring_cards}" if scoring_cards else ""))
        if play.over:
            return state._score()
        return state

    def _score(self) -> "State":
        """The deal's penalties (rules §2.5, §3.1), note 5 (B-A6, B-A9), then the end of game check (§4)."""
        n, total = self.players, self.deal_total
        taken = tuple(penalty(self.play.won[s], self.rules.scoring) for s in range(n))
        assert sum(taken) == total
        everything = None
        if self.rules.taking_everything and total > 0:
            everything = next((s for s in range(n) if taken[s] == total), None)
        scored = taken if everything is None else tuple(-total if s == everything else 0 for s in range(n))
        totals = tuple(t + p for t, p in zip(self.totals, scored))
        record = DealRecord(self.deal_no, self.dealer, self.dealt, tuple(self.passes),
                            tuple(self.receiver(s) for s in range(n)), self.played, self.tricks, taken, scored,
                            everything, totals)
        state = dataclasses.replace(self, totals=totals, deals=self.deals + (record,))
        if everything is not None:
            state = state.emit("everything", "{who} {takes} every penalty card: minus %d, and 0 for the others "
                               "(rules §5.1 note 5)" % total, seat=everything, points=-total)
        points = ", ".join("{seat%d} %d" % (s, scored[s]) for s in range(n))
        lines = tuple(Event("line", "{seat%d}: %s taken" % (s, plural(taken[s], "penalty point"))
                            + (f", scored {scored[s]}" if scored[s] != taken[s] else "") + f"; {totals[s]} in all")
                      for s in range(n))
        state = state.emit("deal", "Deal %d is over; penalty points: %s" % (self.deal_no, points),
                           number=self.deal_no, scored=scored, totals=totals, hands=self.played, lines=lines)
        rules = self.rules
        if rules.end_mode == "threshold":
            over = max(totals) >= rules.threshold
        else:
            over = self.deal_no >= rules.num_deals
        if over:
            return state._game_over()
        return state._next_deal()

    def _game_over(self) -> "State":
        low = min(self.totals)
        winners = tuple(s for s in range(self.players) if self.totals[s] == low)
        losers = ()
        if self.rules.threshold_loses and self.rules.end_mode == "threshold":
            losers = tuple(s for s in range(self.players) if self.totals[s] >= self.rules.threshold)
        state = dataclasses.replace(self, phase=Phase.OVER, winners=winners, losers=losers)
        text = ("{who} {shares} the win with the lowest total, %d (rules §4)" if len(winners) > 1
                else "{who} {wins} with the lowest total, %d (rules §4)") % low
        for s in winners:
            state = state.emit("game", text, seat=s, total=low, winners=winners)
        for s in losers:
            state = state.emit("loser", "{who} {reaches} %d and {loses} (rules §5.2)" % self.totals[s], seat=s,
                               total=self.totals[s])
        return state

    def _next_deal(self) -> "State":
        return dataclasses.replace(self, dealer=(self.dealer + 1) % self.players, deal_no=self.deal_no + 1)._deal()

    def _deal(self) -> "State":
        """Shuffle the deck for this table and deal it one card at a time from the dealer's left (§2.1)."""
        n = self.players
        dealt, _ = deal(deck(n, six_all_twos=self.rules.six_all_twos), n, seed=chance_rng(self.seed, self.deal_no))
        hands = [Cards()] * n
        for i, hand in enumerate(dealt):
            hands[(self.dealer + 1 + i) % n] = Cards(_sorted(hand))
        hands = tuple(hands)
        state = dataclasses.replace(self, phase=Phase.PASS, held=hands, dealt=hands, passes=(None,) * n,
                                    played=(), play=None)
        return state.emit("dealt", "{who} {deals} %d cards each for deal %d" % (len(dealt[0]), self.deal_no),
                          seat=self.dealer, number=self.deal_no)

    def observe(self, seat: int | None):
        """What ``seat`` knows now, one :class:`~cardlib.observe.Observation` (see :func:`.view.observe`);
        ``table(viewer)`` is its view."""
        from .view import observe                       # view imports this module: a cycle broken here
        return observe(self, seat)


def new_game(players: int = 3, seed: int | None = None, *, dealer: int = 0, **rules) -> State:
    """A new game of Black Maria for 3 to 7 players (3 is the main form); ``rules`` are
    :class:`~cardlib.black_maria.rules.Rules` fields.

    >>> g = new_game(5, seed=2, scoring="graded_hearts", end_mode="deals", num_deals=5)
    >>> [len(h) for h in g.hands], g.deal_total
    ([10, 10, 10, 10, 10], 36)
    >>> new_game(2)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: Black Maria is played by 3 to 7 players, not 2 (rules §1.1)
    """
    players = check_players(players, PLAYERS, "Black Maria", "rules §1.1")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise CardlibError(f"the first dealer must be a seat from 0 to {players - 1}, not {dealer!r} (rules §2.1)")
    rule_set = Rules.from_options(**rules)
    if rule_set.six_all_twos and players != 6:
        raise CardlibError(f"six_all_twos=True is a rule for six players (their pack drops the four 2s instead of "
                           f"♣2 ♦2 ♠2 ♣3); {players} players keep their own pack (rules §1.1, §5.2)")
    state = State(rules=rule_set, seed=check_seed(seed), players=players, dealer=dealer, totals=(0,) * players)
    return state._deal()
