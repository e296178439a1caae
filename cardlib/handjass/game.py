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
['Seat 1 will play']
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable

from ..cards import Card, Cards
from ..errors import CardlibError
from ..game import Action, EventKind, GameState, check_players, check_seed, event_kinds, plural
from ..tricks import TRICK_WON, FinishedTrick, Ruling, TrickGame, TrickPlay, held, legal_of, trick_won, why_illegal
from ..tricks import Play as _Play
from ..tricks import trick_winner as _trick_winner
from .core import card_points, parse_card, parse_cards, rulings, strength
from .deals import count_deal, new_deal, score_without_play, variant
from .records import Announcements, Declaration, DealRecord, Declaring, Phase, Scoreboard, contest_key
from .rules import Rules
from .scoring import format_slate
from .weis import Weis, best_weis, is_stoeck_card

__all__ = ["Declaration", "Declare", "Split", "Rob", "Exchange", "Play", "PLAY", "PASS", "TAKE_BLIND", "AGREE", "DOUBT",
           "SWAP_SIX", "KEEP_SIX", "KEEP_HAND", "DealRecord", "FinishedTrick", "Phase", "State", "new_game"]


# --------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Declare(Action):
    """Play or pass (§2.2), or throw the hand away and take the Blind (3 and 2 players, §2.6, §2.7)."""

    choice: Declaration          # Declare("pass") works too

    def __post_init__(self) -> None:
        if self.choice not in tuple(Declaration):
            raise CardlibError(f"a Handjass player declares 'play', 'pass' or 'blind', not {self.choice!r} "
                               f"(rules §2.2, §2.6)")
        object.__setattr__(self, "choice", Declaration(self.choice))

    def __str__(self) -> str:
        return "take the Blind" if self.choice is Declaration.BLIND else str(self.choice)

    @property
    def said(self) -> str:
        """The declaration as the log says it: "Seat 1 will play", "Seat 2 passes"."""
        return {Declaration.PLAY: "{who} will play", Declaration.PASS: "{who} {passes}",
                Declaration.BLIND: "{who} {takes} the Blind"}[self.choice]


@dataclass(frozen=True)
class Split(Action):
    """The two-player shortcut (§2.2): agree that both would reach 26 (+1 each), or doubt it and play."""

    agree: bool

    def __str__(self) -> str:
        return "agree" if self.agree else "doubt"

    @property
    def english(self) -> str:
        """The choice in a sentence, its meaning said (a Hint's words)."""
        return "agree (both take +1 without playing)" if self.agree else "doubt (play the deal out)"

    @property
    def button_label(self) -> str:
        """The play table's button: what the choice does, not only its name."""
        return "agree: +1 each, no play" if self.agree else "doubt: play it out"

    @property
    def tooltip(self) -> str:
        return ("say you both would escape a potato: if the other player agrees too, each of you takes "
                "+1 stroke and the deal is not played" if self.agree else
                "say one of you might not escape a potato: the deal is played out and the card points "
                "decide the strokes")

    @property
    def said(self) -> str:
        """The choice as the log says it, its meaning with it."""
        return ("{who} {agrees} to +1 each without play" if self.agree
                else "{who} {doubts} that both would escape a potato: the deal is played out")


@dataclass(frozen=True)
class Rob(Action):
    """Swap the Six of trumps for the turned-up trump card, or keep it (§2.6, §2.7, H-A1, H-A8)."""

    swap: bool

    def __str__(self) -> str:
        return "swap the trump Six" if self.swap else "keep the trump Six"

    @property
    def said(self) -> str:
        """The choice as the log says it."""
        return "{who} {swaps} the trump Six for the turned card" if self.swap else "{who} {keeps} the trump Six"

    @property
    def told_by(self) -> str | None:
        """A swap is logged once, in the words of the "rob" event that follows it (which card was
        taken, where the Six went)."""
        return "rob" if self.swap else None


@dataclass(frozen=True)
class Exchange(Action):
    """Bessern variants (§5.1): discard three cards and take three Bessern cards; none = keep the hand."""

    discard: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        discard = tuple(sorted(parse_cards(self.discard), key=lambda c: c.sort_key))
        if len(discard) not in (0, 3):
            raise CardlibError(f"a Bessern exchange discards exactly three cards, or none to keep the hand; "
                               f"{' '.join(map(str, discard))} is {len(discard)} (rules §5.1)")
        object.__setattr__(self, "discard", discard)

    def __str__(self) -> str:
        if not self.discard:
            return "keep my hand"
        return f"exchange {' '.join(str(c) for c in self.discard)} for three Bessern cards"

    @property
    def said(self) -> str:
        """The exchange as the log says it to the seat that made it."""
        if not self.discard:
            return "{who} {keeps} the hand dealt"
        return f"{{who}} {{exchanges}} {' '.join(str(c) for c in self.discard)} for three Bessern cards"

    @property
    def public_text(self) -> str | None:
        """The others see three cards go face down out of play, never which (§5.1)."""
        return "{who} {exchanges} three cards for three Bessern cards" if self.discard else None


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

    @property
    def said(self) -> str | None:
        """A card played with an announcement as the log says it: the Weis's points in words, so
        that the reason after it ("(leads)") is the line's one bracket; a plain card as it prints."""
        if self.weis is None and not self.stoeck:
            return None
        text = f"{{who}}: {super().__str__()}"
        if self.weis is not None:
            text += f", announcing {self.weis.name}, worth {self.weis.points}"
        if self.stoeck:
            text += ", announcing Stöck"
        return text


PLAY, PASS, TAKE_BLIND = Declare(Declaration.PLAY), Declare(Declaration.PASS), Declare(Declaration.BLIND)
AGREE, DOUBT = Split(True), Split(False)
SWAP_SIX, KEEP_SIX = Rob(True), Rob(False)
KEEP_HAND = Exchange(())


# --------------------------------------------------------------------------- state

#: The kinds of event a Handjass game emits (see :func:`cardlib.game.event_kinds`).
EVENTS = event_kinds(
    EventKind("new deal", ("number", "turned", "trump", "variant"), "the dealer deals; the turned card names trumps"),
    EventKind("rob", ("card",), "the holder of the trump Six takes the turned card"),
    EventKind("score", (), "strokes without trick play", optional=("strokes",)),
    EventKind("blind", (), "a seat takes the Blind"),
    EventKind("lead", (), "who leads the first trick"),
    TRICK_WON,
    EventKind("weis", ("weis", "points"), "the Weis contest won"),
    EventKind("count", ("totals", "card_points", "last_trick"), "the card points counted"),
    EventKind("draw", ("card",), "a card drawn to break a tie"),
    EventKind("deal", ("number", "strokes", "lines"), "the deal's strokes, and the count in lines",
              optional=("hands",)),
    EventKind("game", (), "a seat leaves the game, a tie, or the loser", optional=("net", "tied")),
)


def _forward(record: str, name: str, doc: str) -> property:
    """A read-only attribute of the state that one of its records keeps."""
    return property(lambda self: getattr(getattr(self, record), name), doc=doc)


@dataclass(frozen=True)
class State(TrickGame, GameState):
    """A Handjass position. Immutable: ``apply()`` returns a new state.

    ``phase`` is a :class:`Phase`. The state says whose turn it is and keeps the rest in small
    records: ``declaring`` (:class:`~cardlib.handjass.records.Declaring`: the deal's cards before
    trick play and the declarations), ``play`` (the shared :class:`~cardlib.tricks.TrickPlay`,
    once trick play begins), ``announcements`` (:class:`~cardlib.handjass.records.Announcements`: Weis and
    Stöck) and ``board`` (:class:`~cardlib.handjass.records.Scoreboard`: strokes, circles, the
    deals). ``hands``, ``trick``, ``won``, ``trick_no`` and ``finished_trick`` read whichever
    record holds them, and ``trump``, ``blind``, ``declared``, ``deals``, ``loser`` and the like
    read the record that keeps them.
    """

    EVENT_KINDS = EVENTS

    rules: Rules
    seed: int
    players: int
    dealer: int
    deal_no: int
    in_game: tuple[int, ...]
    board: Scoreboard
    decider: bool = False                  # the extra deal of §4 between players tied on the lowest score
    phase: Phase = Phase.DECLARE
    order: tuple[int, ...] = ()            # players in the game from the dealer's right (S1 ... D)
    pending: tuple[int, ...] = ()          # seats still to act in this phase, in order
    declaring: Declaring | None = None     # this deal's cards before trick play, and the declarations
    play: TrickPlay | None = None          # trick play in this deal (None before it starts)
    announcements: Announcements | None = None   # Weis and Stöck in this deal
    history: tuple = field(default=(), compare=True)
    events: tuple = field(default=(), compare=False)

    trump = _forward("declaring", "trump", "The trump suit of this deal.")
    turned = _forward("declaring", "turned", "The card turned up for trumps.")
    blind = _forward("declaring", "blind", "3 players: the Blind or the Bessern pile; 2 players: the Blind.")
    store = _forward("declaring", "store", "2 players: the store (the dead hand, turned card on top).")
    bessern = _forward("declaring", "bessern", "2-player Bessern: each seat's three Bessern cards.")
    out = _forward("declaring", "out", "Cards out of play: a hand thrown away for the Blind, Bessern discards.")
    declared = _forward("declaring", "declared", "Per seat: ``None`` or the :class:`Declaration` it declared.")
    active = _forward("declaring", "active", "Who plays this deal, from S1 (once everyone has declared).")
    announced = _forward("announcements", "announced", "The Weis announced in this deal, as ``(seat, Weis)``.")
    stoeck = _forward("announcements", "stoeck", "The seats that announced Stöck in this deal.")
    retired = _forward("board", "retired", "The seats that have left the game, safe (§4).")
    loser = _forward("board", "loser", "The loser once the game is over, else ``None``.")
    deals = _forward("board", "deals", "A :class:`DealRecord` for every deal played so far.")

    def __repr__(self) -> str:
        """A short line for notebooks (the full record is in the fields)."""
        who = "game over" if self.is_over else f"seat {self.to_act} to act"
        return (f"<Handjass deal {self.deal_no}, {self.phase}, {who}, trumps {self.trump.symbol}, "
                f"scores {self.scores}>")

    # ---- protocol ---------------------------------------------------------

    @property
    def held(self) -> tuple[Cards, ...]:
        """The hands before trick play (``hands`` reads trick play's once it begins)."""
        return self.declaring.hands

    def _with_held(self, hands: tuple[Cards, ...]) -> "State":
        return dataclasses.replace(self, declaring=dataclasses.replace(self.declaring, hands=hands))

    @property
    def start_hands(self) -> tuple[Cards, ...]:
        """The hands when trick play began (for the Weis count), or ``()`` before it begins."""
        return () if self.play is None else self.declaring.hands

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

    def observe(self, seat: int | None):
        """What ``seat`` knows now, one :class:`~cardlib.observe.Observation` (see :func:`.view.observe`);
        ``table(viewer)`` is its view."""
        from .view import observe                       # view imports this module: a cycle broken here
        return observe(self, seat)

    @property
    def scores(self) -> tuple[int, ...]:
        """Net strokes per seat: strokes minus circles (§3.3 step 5)."""
        return self.board.scores

    @property
    def slates(self) -> tuple[str, ...]:
        """Each seat's slate, e.g. ``'||||| ○'`` (§4)."""
        return tuple(format_slate(s, c) for s, c in zip(self.board.strokes, self.board.circles))

    @property
    def variant(self) -> str:
        """Which deal rules apply now: ``"4"``, ``"3-blind"``, ``"3-bessern"``, ``"3-twelve"``, ``"2-..."``."""
        return variant(self.rules, len(self.in_game))

    def _legal(self) -> Iterable[Action]:
        seat = self.to_act
        if self.phase is Phase.EXCHANGE:
            hand = self.hands[seat]
            return [KEEP_HAND] + [Exchange(tuple(combo)) for combo in _combinations3(hand)]
        if self.phase is Phase.DECLARE:
            options = [PLAY] if self.decider else [PLAY, PASS]
            if self.variant.endswith("blind") and Declaration.BLIND not in self.declared:
                options.append(TAKE_BLIND)
            return options
        if self.phase is Phase.AGREE:
            return [AGREE, DOUBT]
        if self.phase is Phase.ROB:
            return [SWAP_SIX, KEEP_SIX]
        return _legal_plays(self, seat)

    def _why(self, action: object) -> str:
        return _refusal(self, action)

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
        if action.discard:                                   # 3 players draw from the Bessern pile (H-A14)
            state = dataclasses.replace(state, declaring=self.declaring.exchange(
                seat, action.discard, from_pile=len(self.in_game) == 3))
        if not state.pending:
            state = dataclasses.replace(state, phase=Phase.DECLARE, pending=state.order)
        return state

    def _declare(self, seat: int, action: Declare) -> "State":
        state = dataclasses.replace(self, declaring=self.declaring.declare(seat, action.choice),
                                    pending=self.pending[1:])
        if state.pending:
            return state
        return state._after_declarations()

    def _after_declarations(self) -> "State":
        active = tuple(s for s in self.order if self.declared[s] in (Declaration.PLAY, Declaration.BLIND))
        state = dataclasses.replace(self, declaring=dataclasses.replace(self.declaring, active=active))
        if not active:
            return score_without_play(state.emit("score", "nobody plays: the cards are thrown in (rules §6 H-A9)"),
                                      "thrown in", {})
        if len(active) == 1:
            return score_without_play(state.emit("score", "{who} {plays} alone and {scores} +2 without play "
                                                 "(rules §2.2)", seat=active[0], strokes=2),
                                      "one player", {active[0]: 2})
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
        return score_without_play(state.emit("score", "both players agree: +1 each without play (rules §2.2)",
                                             strokes=1), "agreed", {a: 1, b: 1})

    def _robber(self) -> int | None:
        """Who may swap the trump Six for the turned card after the declarations (§2.6, §2.7,
        H-A1, H-A8): an active player keeping his own hand. (2-player Bessern: see :meth:`_deal`.)"""
        if self.declaring.turned_at == "hand" or self.turned.rank == "6" or self.variant == "2-bessern":
            return None
        return self.declaring.six_holder(s for s in self.active if self.declared[s] is Declaration.PLAY)

    def _before_play(self) -> "State":
        robber = self._robber()
        if robber is not None:
            return dataclasses.replace(self, phase=Phase.ROB, pending=(robber,))
        return self._start_play()

    def _rob(self, seat: int, action: Rob) -> "State":
        state = dataclasses.replace(self, pending=())
        if action.swap:
            state = dataclasses.replace(state, declaring=self.declaring.rob(seat))
            where = "the Blind" if self.declaring.turned_at == "blind" else "the store"
            state = state.emit("rob", f"{{who}} {{swaps}} the trump Six for the turned card, {self.turned}; "
                                      f"the Six goes onto {where}", seat=seat, card=self.turned)
        if not self.active:                       # 2-player Bessern: the swap comes before the exchanges
            return dataclasses.replace(state, phase=Phase.EXCHANGE, pending=self.order)
        return state._start_play()

    def _start_play(self) -> "State":
        state = self
        for s in self.active:
            if self.declared[s] is Declaration.BLIND:
                state = dataclasses.replace(state, declaring=state.declaring.take_blind(s))
                state = state.emit("blind", "{who} {takes} the Blind in place of the hand dealt", seat=s)
        leader = self.active[0]
        play = TrickPlay.start(state.declaring.hands, order=self.active, leader=leader)
        state = dataclasses.replace(state, phase=Phase.PLAY, pending=(), play=play)
        return state.emit("lead", "{who} {leads} the first trick", seat=leader)

    def _play(self, seat: int, action: Play) -> "State":
        card, trump = action.card, self.trump
        state = dataclasses.replace(
            self, announcements=self.announcements.played(seat, card, trump, announced=action.weis,
                                                           stoeck=action.stoeck),
            play=self.play.play(card, winner=lambda cards: _trick_winner(cards, lambda c: strength(c, trump), trump),
                                    points=lambda cards: sum(card_points(c, trump) for c in cards)))
        if state.play.number == self.play.number:            # the trick goes on
            return state
        return state._finish_trick()

    def _finish_trick(self) -> "State":
        done = self.play.finished
        state = trick_won(self, done, plural(done.points, "point"))
        if done.number == 1 and self.announced:
            found = self.announcements.decide(self.start_hands, self.trump, self.order, modern=self.rules.modern_weis)
            best, all_weis = found.winner, found.shown
            state = dataclasses.replace(state, announcements=found)
            state = state.emit("weis", "{who} {wins} the Weis contest, showing "
                               + ", ".join(str(w) for w in all_weis),
                               seat=best, weis=all_weis, points=sum(w.points for w in all_weis))
        if not self.play.over:
            return state
        return count_deal(state, last_trick=done.winner)

    # ---- end of a deal ----------------------------------------------------

def _legal_plays(state: "State", seat: int) -> list[Play]:
    cards = sorted(legal_of(state.rulings()), key=lambda c: c.sort_key)
    announce = _weis_to_announce(state, seat)
    actions = []
    for card in cards:
        actions.append(Play(card))
        if announce is not None:
            actions.append(Play(card, weis=announce))
        if is_stoeck_card(card, state.trump) and state.announcements.kq_played[seat] == 1:
            actions.append(Play(card, stoeck=True))
    return actions


def _weis_to_announce(state: "State", seat: int) -> Weis | None:
    """The Weis ``seat`` may announce with this card, or None (§2.3: trick 1, best only, must beat)."""
    if state.trick_no != 0:
        return None
    w = best_weis(state.hands[seat], state.trump, modern=state.rules.modern_weis)
    if w is None:
        return None
    best = state.announcements.best(state.trump, state.order)
    if best is not None and contest_key(seat, w, state.trump, state.order) <= best:
        return None
    return w


def _refusal(state: "State", action: object) -> str:
    seat = state.to_act
    if state.phase is Phase.PLAY and isinstance(action, Play):
        reason = why_illegal(action.card, state.rulings(), "rules §2.3")
        if reason is not None:
            return reason
        if action.weis is not None:
            return (f"cannot {action}: a Weis is announced only with your first card in the first trick, "
                    f"only your strongest one, and only if it beats the best Weis announced so far "
                    f"(rules §2.3)")
        if action.stoeck:
            return (f"cannot {action}: Stöck is announced when you play the second of the King and Queen "
                    f"of trumps, both from your own hand (rules §2.3)")
    if state.phase is Phase.DECLARE and action == TAKE_BLIND:
        if Declaration.BLIND in state.declared:
            return "cannot take the Blind: another player has already taken it; only one may (rules §2.6)"
        return ("cannot take the Blind: only the 3- and 2-player deals have a Blind (rules §2.6, §2.7), "
                "and not with Bessern or 12-card hands (rules §5.1)")
    if state.phase is Phase.DECLARE and action == PASS and state.decider:
        return "cannot pass: everyone must play the deal that decides the loser (rules §4, §6 H-A13)"
    if state.phase is Phase.EXCHANGE and isinstance(action, Exchange):
        missing = [c for c in action.discard if c not in state.hands[seat]]
        if missing:
            return (f"cannot {action}: {' '.join(map(str, missing))} {'is' if len(missing) == 1 else 'are'} "
                    f"not in your hand ({held(state.hands[seat])}); discard three of your own cards "
                    f"(rules §5.1)")
    what, section = {
        Phase.EXCHANGE: ("exchange cards with the Bessern", "§5.1"), Phase.DECLARE: ("declare", "§2.2"),
        Phase.AGREE: ("agree or doubt", "§2.2"), Phase.ROB: ("decide about the trump Six", "§2.6, §6 H-A8"),
        Phase.PLAY: ("play a card", "§2.3")}[state.phase]
    allowed = ", ".join(str(a) for a in state.legal_actions()[:12])
    more = ", ..." if len(state.legal_actions()) > 12 else ""
    return f"cannot {action} now: it is seat {seat}'s turn to {what}; allowed: {allowed}{more} (rules {section})"


def _combinations3(hand: Cards) -> list[tuple[Card, ...]]:
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
                  in_game=tuple(range(players)), board=Scoreboard(strokes=(0,) * players, circles=(0,) * players))
    return new_deal(state)
