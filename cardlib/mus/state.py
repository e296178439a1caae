"""A whole game of Mus through cardlib's play protocol (rules/mus.md §2 and §4).

Seat convention: seats are numbered 0 to 3 for the whole game and never move.
Play goes counter-clockwise, to each player's right, which we number upwards: the
player after seat ``s`` is seat ``(s + 1) % 4``. Partners sit opposite, so team 0
is seats 0 and 2 and team 1 is seats 1 and 3. Each deal has a ``dealer`` (the
postre, who speaks last); the ``mano`` is the next seat, ``(dealer + 1) % 4``,
speaks first and wins ties. Between deals the old mano becomes the dealer (§4, A9).
The first dealer is drawn from the seed (§4) unless ``dealer=`` is given.

The phases of one deal: ``mus`` (each says mus / no hay mus), ``discard`` (after
four "mus", each throws 1 to 4 cards, then the dealer serves them, mano first),
then the lances ``grande``, ``chica``, ``pares``, ``juego`` or ``punto``.
Declarations of pares and juego are made truthfully by the engine and announced
as events (``state.events``; ``state.log`` reads them as lines); the showdown is automatic
and tells each contest's winner and points as its own event. The events beside each
decision (kind: data), seats written ``{seat2}`` in their text:

* ``"new deal"``: number (seat: the dealer); ``"cut"``; ``"exchange"``: number;
  ``"reshuffle"``: cards; ``"declare"``: lance, holders; ``"disagree"``: stands;
* ``"lance"`` when a lance closes: lance, status, team (who won it, if known yet),
  points (paid at once, for a refusal), stake;
* ``"score"``: team, points, lance, reason, deal, scores (with it); ``"dientro"``:
  team, points; ``"game"``: team, scores;
* at the showdown, one ``"contest"`` per lance: lance, status, team, winner (the seat
  with the best hand), points (paid there), earlier (paid at a refusal), stake, why
  (the verdict in words); then ``"deal"``: number, dealer, hands (every hand by seat),
  lines (the contest events) and points (the deal's, per team).

``state.to_act`` is ``None`` once a team reaches the target or wins an accepted órdago.

>>> from cardlib.mus import Envido
>>> s = new_game(seed=3, dealer=3)
>>> s
<mus.State deal 1, dealer seat 3, mus, seat 0 to act, score 0-0>
>>> s.phase, s.mano, s.to_act
(<Phase.MUS: 'mus'>, 0, 0)
>>> [str(a) for a in s.legal_actions()]
['mus', 'no hay mus']
>>> s = s.apply(NoMus())
>>> s.phase, s.to_act, [str(a) for a in s.legal_actions()][:3]
(<Phase.GRANDE: 'grande'>, 0, ['paso', 'envido 2', 'envido 3'])
>>> s.apply(Envido(1))
Traceback (most recent call last):
...
cardlib.errors.IllegalActionError: cannot envido 1: a bet is at least 2 (rules §2.4)
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence

from ..cards import SPANISH_40, Card, Cards, deal as deal_cards, shuffled
from ..errors import CardlibError, InvalidCardError
from ..game import (Action, EventKind, GamePhase, GameState, TableView, chance_rng, check_seed,
                    event_kinds, seats_from, value_words)
from . import betting as bets
from .actions import Discard, Mus, NoMus, rank_words
from .betting import ACCEPTED, EN_PASO, ORDAGO, REFUSED, Betting, LanceResult, NO_LANCE, team_of
from .evaluate import explain, has_juego, juego_points, pares_kind, rank_symbols
from .rules import Rules, as_hand
from .showdown import ScoreEntry, lance_winner, settlement
from .signals import allowed, signals

__all__ = ["Phase", "State", "new_game", "DealRecord", "team_words"]


class Phase(GamePhase):
    """Where a deal stands (rules §2); the game ends in ``OVER``, as every game's does."""

    MUS = "mus"
    DISCARD = "discard"
    GRANDE = "grande"
    CHICA = "chica"
    PARES = "pares"
    JUEGO = "juego"
    PUNTO = "punto"
    OVER = "over"
    GAME_OVER = "over"          # deprecated: the old name of OVER (an alias, the same member)


def team_words(team: int) -> str:
    """The two seats of ``team`` as an event template: ``team_words(1) == '{seat1} and {seat3}'``."""
    return f"{{seat{team}}} and {{seat{team + 2}}}"


_LANCE_PHASES = {"grande": Phase.GRANDE, "chica": Phase.CHICA, "pares": Phase.PARES,
                 "juego": Phase.JUEGO, "punto": Phase.PUNTO}


@dataclass(frozen=True)
class DealRecord:
    """A finished deal: the hands by seat, how each lance closed, and every score entry of the deal
    in the order it was added (refusals paid at once, then the showdown's; a deal that an accepted
    órdago ends holds the refusals paid before it and the órdago win)."""

    number: int
    dealer: int
    hands: tuple[Cards, ...]
    lances: tuple[LanceResult, ...]
    entries: tuple[ScoreEntry, ...]


@dataclass(frozen=True, repr=False)
class State(GameState):
    """An immutable Mus position; see the module docstring for seats and phases."""

    EVENT_KINDS = event_kinds(
        EventKind("new deal", ("number",), "the dealer deals; who is mano"),
        EventKind("cut", (), "a seat says no hay mus: the betting starts"),
        EventKind("exchange", (), "all four want mus, or an exchange is done", optional=("number",)),
        EventKind("reshuffle", ("cards",), "the stock is empty: discards are shuffled (rules §2.3)"),
        EventKind("declare", ("lance", "holders"), "who holds pares or juego"),
        EventKind("disagree", ("stands",), "partners disagree: the more aggressive reply stands"),
        EventKind("lance", ("lance", "status", "team", "points", "stake"), "how a lance closed"),
        EventKind("score", ("team", "points", "lance", "reason", "deal", "scores"), "points scored"),
        EventKind("dientro", ("team", "points"), "a team says dientro (rules §4)"),
        EventKind("contest", ("lance", "status", "team", "winner", "points", "earlier", "stake", "why"),
                  "a lance at the showdown: the best hand, and the points"),
        EventKind("deal", ("number", "dealer", "hands", "lines", "points"), "the deal's showdown and points"),
        EventKind("game", ("team", "scores"), "a team wins the game"),
    )

    rules: Rules
    seed: int
    phase: Phase
    dealer: int
    hands: tuple[Cards, ...]
    stock: Cards
    discards: Cards
    points: tuple[int, int] = (0, 0)
    turn: int | None = None
    deal_no: int = 1
    exchanges: int = 0
    reshuffles: int = 0
    thrown: tuple[Cards, ...] = ()
    betting: Betting | None = None
    lances: tuple[LanceResult, ...] = ()
    dientro: tuple[bool, bool] = (False, False)
    winner: int | None = None
    ledger: tuple[ScoreEntry, ...] = ()
    deals: tuple[DealRecord, ...] = ()
    history: tuple[Action, ...] = ()
    events: tuple = field(default=(), compare=False)

    # --- the protocol -------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.turn

    @property
    def scores(self) -> tuple[int, int]:
        """Points per team: team 0 = seats 0 and 2, team 1 = seats 1 and 3."""
        return self.points

    @property
    def mano(self) -> int:
        return (self.dealer + 1) % 4

    @property
    def order(self) -> tuple[int, ...]:
        """The seats in speaking order for this deal, mano first, dealer last."""
        return seats_from(self.mano, 4)

    @property
    def lance(self) -> str | None:
        return self.betting.lance if self.betting is not None else None

    @property
    def scoresheet(self) -> tuple[tuple[int, str, int, int], ...]:
        """Rows ``(deal, lance, team 0 points, team 1 points)`` for the scoring table."""
        rows: dict[tuple[int, str], list[int]] = {}
        for e in self.ledger:
            rows.setdefault((e.deal, e.lance), [0, 0])[e.team] += e.points
        return tuple((d, lance, a, b) for (d, lance), (a, b) in rows.items())

    def signals(self, seat: int) -> tuple:
        """The truthful signs ``seat`` may show its partner now (§4, A16); none when the
        ``no_signals_first_deal`` variant forbids them in this deal or the game is over."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
            raise CardlibError(f"seat must be from 0 to 3, got {seat!r}")
        if self.is_over or not allowed(self.rules, self.deal_no):
            return ()
        return signals(self.hands[seat], self.rules)

    @property
    def log(self) -> tuple[str, ...]:
        """Every event so far as a line, seats named 'Seat 0' to 'Seat 3' (decisions included)."""
        return tuple(event.words() for event in self.events)

    def observe(self, seat: int | None, *, reveal: bool = False):
        """What ``seat`` knows now, one :class:`~cardlib.observe.Observation` (see
        ``cardlib.mus.view.observe``; ``reveal=True``: its view with every hand face up)."""
        from .view import observe             # the view reads this module
        return observe(self, seat, reveal=reveal)

    def table(self, viewer: int | None = None, *, reveal: bool = False) -> TableView:
        """What seat ``viewer`` sees (``None`` or ``reveal=True``: every hand face up), as a
        :class:`~cardlib.game.TableView`: the view of its observation, ``observe(viewer, reveal=reveal).view``.

        >>> t = new_game(seed=1, dealer=3).table(0)
        >>> t.labels, sorted(t.face_down), [str(c) for c in t.counters]
        (('You · mano', 'Seat 1', 'Seat 2', 'Seat 3 · postre'), [1, 2, 3], ['your team: 0', 'their team: 0'])
        """
        return self.observe(viewer, reveal=reveal).view

    @property
    def deal_number(self) -> int:
        """Deprecated: the old name of ``deal_no``, the deal's number from 1 (as in every game)."""
        warnings.warn("mus.State.deal_number is deprecated: use deal_no, as in every game",
                      DeprecationWarning, stacklevel=2)
        return self.deal_no

    def __repr__(self) -> str:
        where = (f"team {self.winner} won" if self.is_over
                 else f"{self.phase.value}, seat {self.to_act} to act")
        return (f"<mus.State deal {self.deal_no}, dealer seat {self.dealer}, {where}, "
                f"score {self.points[0]}-{self.points[1]}>")

    def describe(self) -> str:
        """A few lines saying where the game stands (for the book's narration)."""
        lines = [f"deal {self.deal_no}: dealer seat {self.dealer}, mano seat {self.mano}; "
                 f"score {self.points[0]}-{self.points[1]}"]
        if self.is_over:
            lines.append(f"game over: team {self.winner} wins")
        else:
            lines.append(f"{self.phase.value}: seat {self.to_act} to act")
        return "\n".join(lines)

    def _legal(self) -> Iterable[Action]:
        seat = self.turn
        if self.phase is Phase.MUS:
            return [Mus(), NoMus()]
        if self.phase is Phase.DISCARD:
            hand = self.hands[seat]
            return [Discard(Cards(hand[i] for i in range(4) if mask >> i & 1)) for mask in range(1, 16)]
        need = max(self.rules.target - p for p in self.points)
        return list(bets.legal(self.betting, need))

    def _reason(self, action: object) -> str | None:
        """The plain-words reason ``action`` is illegal now, or ``None`` if it is legal."""
        seat = self.turn
        if not isinstance(action, Action):
            return (f"not an action: {value_words(action)}; a turn is one of the actions the rules list "
                    f"(rules §2): pick one of state.legal_actions()")
        if self.phase is Phase.MUS:
            if isinstance(action, (Mus, NoMus)):
                return None
            return f"cannot {action}: seat {seat} must first say mus or no hay mus (rules §2.2)"
        if self.phase is Phase.DISCARD:
            if not isinstance(action, Discard):
                return f"cannot {action}: after mus each player discards 1 to 4 cards (rules §2.3)"
            hand = self.hands[seat]
            if not action.cards:
                return "cannot discard 0 cards: after mus each player discards 1 to 4 cards (rules §2.3)"
            missing = [c for c in action.cards if c not in hand]
            if missing:
                return (f"cannot {action}: seat {seat} does not hold {Cards(missing)} "
                        f"(holds {hand}) (rules §2.3)")
            return None
        return bets.why_not(self.betting, action)

    def _allows(self, action: object) -> bool:
        # legal_actions() lists bets up to the points that can matter; larger ones are legal too (A12)
        return self._reason(action) is None

    def _why(self, action: object) -> str:
        return self._reason(action) or f"{action} is legal now"

    def _apply(self, action: Action) -> "State":
        if self.phase is Phase.MUS:
            return self._mus(action)
        if self.phase is Phase.DISCARD:
            return self._discard(action)
        return self._bet(action)

    # --- helpers that build the next state ------------------------------------------------
    def _next(self, seat: int) -> int:
        return (seat + 1) % 4

    def _mus(self, action: Action) -> "State":
        if isinstance(action, NoMus):
            return self.emit("cut", "{who} {plays} the hand as dealt (*no hay mus*): the betting starts",
                             seat=self.turn)._open("grande")
        if self.turn == self.dealer:
            return replace(self, phase=Phase.DISCARD, turn=self.mano, thrown=()).emit(
                "exchange", "all four want mus: each discards 1 to 4 cards, mano first")
        return replace(self, turn=self._next(self.turn))

    def _discard(self, action: Discard) -> "State":
        seat = self.turn
        hands = list(self.hands)
        hands[seat] = Cards(c for c in hands[seat] if c not in action.cards)
        s = replace(self, hands=tuple(hands), discards=self.discards + action.cards,
                    thrown=self.thrown + (action.cards,), turn=self._next(seat))
        if len(s.thrown) < 4:
            return s
        return s._serve()

    def _serve(self) -> "State":
        """The dealer serves the replacements, mano first, reshuffling discards if the stock runs out."""
        hands = list(self.hands)
        stock, pile, reshuffles, s = self.stock, self.discards, self.reshuffles, self
        for i, seat in enumerate(self.order):
            need = len(self.thrown[i])
            while need:
                if not stock:
                    waiting = 4 - i           # this seat and everyone after it still waits
                    if waiting == 1:          # keep his own discards of this exchange out (A8)
                        keep = Cards(c for c in pile if c in self.thrown[i])
                        pool = Cards(c for c in pile if c not in self.thrown[i])
                        s = s.emit("reshuffle", "the stock is empty: the discards but {who}'s own are "
                                   "shuffled to serve {who} (rules §2.3)", seat=seat, cards=len(pool))
                    else:
                        keep, pool = Cards(), pile
                        s = s.emit("reshuffle", f"the stock is empty: all {len(pile)} discards are shuffled "
                                   "to serve the players still waiting (rules §2.3)", cards=len(pile))
                    stock = shuffled(pool, chance_rng(self.seed, self.deal_no, 1 + reshuffles))
                    pile, reshuffles = keep, reshuffles + 1
                take = min(need, len(stock))
                hands[seat] = hands[seat] + stock[:take]
                stock, need = Cards(stock[take:]), need - take
        s = s.emit("exchange", f"exchange {self.exchanges + 1} done: mus again? (mano speaks first)",
                   number=self.exchanges + 1)
        return replace(s, hands=tuple(Cards(h) for h in hands), stock=Cards(stock), discards=Cards(pile),
                       reshuffles=reshuffles, thrown=(), exchanges=self.exchanges + 1, phase=Phase.MUS,
                       turn=self.mano)

    def _open(self, lance: str) -> "State":
        """Start a lance, declaring pares or juego first when needed (§2.5 to §2.7)."""
        if lance in ("grande", "chica"):
            return replace(self, phase=_LANCE_PHASES[lance], betting=bets.start(lance, self.order),
                           turn=self.mano)
        if lance == "pares":
            holders = [s for s in self.order if pares_kind(self.hands[s], self.rules)]
        else:
            holders = [s for s in self.order if has_juego(self.hands[s], self.rules)]
        words = ", ".join(f"{{seat{x}}} {'yes' if x in holders else 'no'}" for x in self.order)
        s = self.emit("declare", f"{lance}? {words}", lance=lance, holders=tuple(holders))
        if lance == "juego":
            if not holders:
                s = s.emit("declare", "nobody has juego: the lance is punto", lance="punto", holders=())
                return replace(s, phase=Phase.PUNTO, betting=bets.start("punto", self.order), turn=self.mano)
        teams = {team_of(h) for h in holders}
        if len(teams) == 2:
            return replace(s, phase=_LANCE_PHASES[lance], betting=bets.start(lance, tuple(holders)),
                           turn=holders[0])
        only = teams.pop() if teams else None
        note = (f"only {team_words(only)} hold {lance}: no betting (rules §2.6, §2.7)" if only is not None
                else f"nobody holds {lance}: no betting, no score")
        return s._close(LanceResult(lance, NO_LANCE, team=only), note)

    def _bet(self, action: Action) -> "State":
        s, before = self, self.betting
        after = bets.step(before, action)
        if before.bet is not None and before.replies and not action.firm:
            said = before.replies[0]
            stands = max((said, action), key=bets.aggression)
            if said != action:
                s = s.emit("disagree", f"partners disagree: the more aggressive reply, to {stands.english}, "
                           "stands (rules §2.4)", seat=self.turn, stands=stands)
        if isinstance(after, Betting):
            return replace(s, betting=after, turn=after.to_act)
        return s._close(after)

    def _close(self, result: LanceResult, note: str | None = None) -> "State":
        """Close a lance: a "lance" event with how it closed, its winning team and the points paid now."""
        s = replace(self, betting=None, lances=self.lances + (result,))
        since = len(s.events)
        lance = result.lance
        name = lance.capitalize()
        if result.status == REFUSED:
            text = (f"{name} refused: {team_words(result.team)} win it and score {result.paid} at once; "
                    + ("a first bet refused is worth 1 (rules §2.4)" if result.first else
                       f"a refused raise is worth the whole total the refusing team itself last bet, "
                       f"{result.paid}, not its raise (rules §2.4)"))
        elif result.status == ACCEPTED:
            text = f"{name} accepted at {result.stake}: the better hand takes it at the showdown"
        elif result.status == EN_PASO:
            text = f"{name} passed by everyone (en paso)"
        elif result.status == ORDAGO:
            text = f"{name}: the all-in bet (órdago) is accepted, the better hand wins the game (rules §2.4)"
        else:
            text = note or f"{name}: no betting"
        s = s.emit("lance", text, lance=lance, status=result.status, team=result.team,
                   points=result.paid, stake=result.stake)
        if result.status == REFUSED:
            s = s._score(ScoreEntry(self.deal_no, lance, result.team, result.paid,
                                    f"{name} refused (rules §2.4)"))
            if s.is_over:
                return s
        elif result.status == ORDAGO:
            best = lance_winner(lance, self.hands, self.order, self.rules)
            team = team_of(best)
            gain = max(0, self.rules.target - s.points[team])
            entry = ScoreEntry(self.deal_no, lance, team, gain, f"all-in bet (órdago) in {name} won by seat {best}",
                               f"all-in bet (órdago) in {name} won by {{seat{best}}}")
            s = s._contest(result, (entry,))
            points = list(s.points)
            points[team] += gain
            s = replace(s, points=tuple(points), ledger=s.ledger + (entry,))._say_score(entry)
            s = replace(s, winner=team, phase=Phase.OVER, turn=None).emit(
                "game", f"{team_words(team)} win the game: {{seat{best}}} {{has}} the best {lance} (rules §2.4)",
                team=team, scores=tuple(points))
            return replace(s, deals=s.deals + (s._record(s._deal_entries()),))._deal_over(since)
        following = {"grande": "chica", "chica": "pares", "pares": "juego"}.get(lance)
        if following is not None:
            return s._open(following)
        return s._showdown()

    def _record(self, entries: tuple[ScoreEntry, ...]) -> DealRecord:
        return DealRecord(self.deal_no, self.dealer, self.hands, self.lances, entries)

    def _deal_entries(self) -> tuple[ScoreEntry, ...]:
        """Every score entry of the current deal so far, in the order they were added."""
        return tuple(e for e in self.ledger if e.deal == self.deal_no)

    def _say_score(self, entry: ScoreEntry) -> "State":
        return self.emit("score", f"{team_words(entry.team)} +{entry.points}: {entry.words or entry.reason}",
                         team=entry.team, points=entry.points, lance=entry.lance, reason=entry.reason,
                         deal=entry.deal, scores=self.points)

    def _score(self, entry: ScoreEntry) -> "State":
        """Add one score entry, announce dientro, and end the game at the target (§4)."""
        points = list(self.points)
        points[entry.team] += entry.points
        s = replace(self, points=tuple(points), ledger=self.ledger + (entry,))._say_score(entry)
        team = entry.team
        if self.rules.dientro <= points[team] < self.rules.target and not self.dientro[team]:
            flags = list(s.dientro)
            flags[team] = True
            s = replace(s, dientro=tuple(flags)).emit(
                "dientro", f"{team_words(team)} reach {points[team]} points and say so (*dientro*): the game "
                "can now end within a deal (rules §4)",
                team=team, points=points[team])
        if points[team] >= self.rules.target:
            s = replace(s, winner=team, phase=Phase.OVER, turn=None).emit(
                "game", f"{team_words(team)} reach {points[team]} and win the game (rules §4)",
                team=team, scores=tuple(points))
            s = replace(s, deals=s.deals + (s._record(s._deal_entries()),))
        return s

    def _deal_over(self, since: int) -> "State":
        """The "deal" event that ends a showdown (§2.8): every hand face up (``hands``, by seat),
        the contest events since event ``since`` (``lines``) and the deal's points per team."""
        got = tuple(sum(e.points for e in self._deal_entries() if e.team == t) for t in (0, 1))
        contests = tuple(e for e in self.events[since:] if e.kind == "contest")
        return self.emit("deal", f"deal {self.deal_no} is over: {team_words(0)} +{got[0]}, "
                         f"{team_words(1)} +{got[1]}", number=self.deal_no, dealer=self.dealer,
                         hands=tuple(Cards(h) for h in self.hands), lines=contests, points=got)

    def _contest(self, result: LanceResult, paid: Sequence[ScoreEntry]) -> "State":
        """One contest's event at the showdown: who holds the best hand, who takes the lance, the points."""
        lance = result.lance
        name = lance.capitalize()
        best = lance_winner(lance, self.hands, self.order, self.rules)
        verdict = explain(lance, self.hands, self.mano, rules=self.rules)
        team = result.team if result.status in (REFUSED, NO_LANCE) else (None if best is None else team_of(best))
        if best is not None:
            shown = (juego_points(self.hands[best], self.rules) if lance in ("juego", "punto")
                     else rank_words(rank_symbols(self.hands[best], self.rules, low_first=lance == "chica")))
            held = f"{{seat{best}}} {{has}} the best {lance} ({shown})"
        else:
            held = f"nobody holds {lance}"
        how = {REFUSED: f"refused earlier, so {team_words(team)} take it" if team is not None else "",
               ACCEPTED: f"accepted at {result.stake}", EN_PASO: "passed by everyone (en paso)",
               ORDAGO: "all-in bet (órdago) accepted",
               NO_LANCE: f"only {team_words(team)} hold it" if team is not None else "not played"}[result.status]
        points = sum(e.points for e in paid)
        if team is not None and points:
            gain = f"{team_words(team)} +{points}"
        else:           # a refusal was paid when it was said; an en paso Grande or Chica pays nobody
            gain = "paid when it was refused, nothing more now" if result.status == REFUSED else "nobody scores"
        return self.emit("contest", f"{name}: {held}; {how}: {gain}", seat=best, lance=lance,
                         status=result.status, team=team, winner=best, points=points,
                         earlier=result.paid, stake=result.stake, why=verdict.reason)

    def _showdown(self) -> "State":
        """Reveal the hands and settle the lances in order, stopping at the target (§2.8, §3.4)."""
        s, since = self, len(self.events)
        for result in self.lances:
            entries, points = [], list(s.points)
            for entry in settlement(self.deal_no, result, self.hands, self.order, self.rules):
                entries.append(entry)
                points[entry.team] += entry.points
                if points[entry.team] >= self.rules.target:
                    break
            s = s._contest(result, entries)
            for entry in entries:
                s = s._score(entry)
            if s.is_over:
                return s._deal_over(since)
        record = s._record(s._deal_entries())
        return replace(s, deals=s.deals + (record,))._deal_over(since)._next_deal()

    def _next_deal(self) -> "State":
        dealer = self.mano                        # the old mano deals next (§4, A9)
        number = self.deal_no + 1
        hands, stock = _deal(self.seed, number, dealer)
        s = replace(self, phase=Phase.MUS, dealer=dealer, hands=hands, stock=stock, discards=Cards(),
                    turn=(dealer + 1) % 4, deal_no=number, exchanges=0, thrown=(), betting=None,
                    lances=())
        return s._dealt()

    def _dealt(self) -> "State":
        return self.emit("new deal", f"deal {self.deal_no}: {{who}} {{deals}}, {{seat{self.mano}}} {{is}} mano",
                         seat=self.dealer, number=self.deal_no)


def _deal(seed: int, number: int, dealer: int) -> tuple[tuple[Cards, ...], Cards]:
    """Deal four cards each, one at a time, mano first (§2.1); returns hands by seat and the stock."""
    dealt, stock = deal_cards(SPANISH_40.cards, players=4, per_player=4, seed=chance_rng(seed, number, 0))
    hands = [Cards()] * 4
    for i, seat in enumerate(seats_from((dealer + 1) % 4, 4)):
        hands[seat] = dealt[i]
    return tuple(hands), stock


def new_game(players: int = 4, seed: "int | None" = None, *, dealer: "int | None" = None,
             hands: "Sequence | None" = None, scores: Sequence[int] = (0, 0), **rules) -> State:
    """A new game of Mus. ``rules`` are the fields of :class:`cardlib.mus.Rules`.

    ``dealer`` fixes the first dealer (else drawn from the seed); ``hands`` (four hands by
    seat) fixes the first deal, the stock being the other 24 cards shuffled from the seed;
    ``scores`` starts the game from a given score. Same seed and options: same game.

    >>> new_game(players=3)
    Traceback (most recent call last):
    ...
    cardlib.errors.CardlibError: Mus is played by exactly 4 players (two teams of two), not 3 (rules §1.1)
    >>> g = new_game(seed=1, dealer=0, hands=["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])
    >>> g.mano, str(g.hands[1]), g.log
    (1, 'Co Cc So Ao', ('Deal 1: Seat 0 deals, Seat 1 is mano',))
    """
    if players != 4 or isinstance(players, bool):
        raise CardlibError(f"Mus is played by exactly 4 players (two teams of two), not {players!r} "
                           "(rules §1.1)")
    rules_obj = Rules.from_options(**rules)
    seed = check_seed(seed)
    if dealer is None:
        dealer = int(chance_rng(seed, 0, 0).integers(4))
    elif isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 3:
        raise CardlibError(f"dealer must be a seat from 0 to 3, got {dealer!r}")
    start = tuple(scores) if not isinstance(scores, str) else None
    if (start is None or len(start) != 2 or any(isinstance(p, bool) or not isinstance(p, int)
                                                for p in start)
            or not all(0 <= p < rules_obj.target for p in start)):
        raise CardlibError(f"scores must be two whole numbers from 0 to {rules_obj.target - 1}, got {scores!r}")
    if hands is None:
        dealt, stock = _deal(seed, 1, dealer)
    else:
        dealt, stock = _fixed_deal(hands, seed)
    state = State(rules=rules_obj, seed=seed, phase=Phase.MUS, dealer=dealer, hands=dealt, stock=stock,
                  discards=Cards(), points=start, turn=(dealer + 1) % 4,
                  dientro=tuple(p >= rules_obj.dientro for p in start))
    return state._dealt()


def _fixed_deal(hands: Sequence, seed: int) -> tuple[tuple[Cards, ...], Cards]:
    if isinstance(hands, str) or len(hands) != 4:
        raise CardlibError(f"hands must be four hands, one per seat, got {hands!r}")
    parsed = tuple(Cards(as_hand(h)) for h in hands)
    seen: dict[Card, int] = {}
    for seat, h in enumerate(parsed):
        for c in h:
            if c in seen:
                raise InvalidCardError(f"{c} is dealt twice, to seat {seen[c]} and to seat {seat} "
                                       f"({' / '.join(str(h) for h in parsed)}); the pack holds each card once "
                                       f"(rules §1.2)")
            seen[c] = seat
    rest = Cards(c for c in SPANISH_40.cards if c not in seen)
    return parsed, shuffled(rest, chance_rng(seed, 1, 0))

