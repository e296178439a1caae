"""What the Loo chapters teach, as plain data and words: no widgets here.

* :func:`chip_flow`: where the chips went in each deal of a game (antes, the dummy's price, the
  thirds, the loos, the pot after), the data of the chip-flow chart.
* :func:`decision_position` and :func:`decision_answer`: a hand, the trump and the stakes; play,
  pass or buy? The answer gives the odds, the expected chips of each choice, and why.
* :func:`trainer_position`: a trick in progress and a hand, for the legal-card trainer (§2.5).
* :func:`worked_round`: a round played by bots, deal by deal until the pot is empty.
* :func:`questions`: exercises as :class:`cardlib.questions.Question` records.
* :func:`hand_values` and :func:`opponents_values`: the playing-well chapter's example hands
  weighed by pot, rules and players.
* :func:`exercise_positions`: the exercises chapter's "what would you do?" positions from real
  deals, valued by the expert.
* ``VARIANTS``: the standard Loo of §5.2 beside the house rules, and what each switch changes.

Every random position comes from a seed: the same seed gives the same position.

>>> rows = chip_flow(worked_round(2).end)
>>> rows[0].antes, rows[0].pot_start
(15, 15)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..cards import FRENCH_52, Card, Cards, Suit
from ..errors import CardlibError
from ..expert import Puzzle as _Puzzle
from ..game import chance_rng, check_seed, percent, play_out, plural, replay, story
from ..questions import WeighedPosition, Positions, Question
from ..tricks import Ruling
from .bot import ExpectedChips, LooBot, declaration_choice
from .core import parse_card, rulings, split_pot, strength, trick_winner
from .fast import decision_odds
from .game import PLAY, DealRecord, Phase, State, new_game
from .rules import DEFAULT_RULES, Rules
from .expert import expert

__all__ = ["FlowRow", "chip_flow", "DecisionPosition", "decision_position", "decision_answer",
           "TrainerPosition", "trainer_position", "RoundStep", "WorkedRound", "worked_round", "questions",
           "QUESTION_KINDS", "Variant", "VARIANTS", "DECISION_TRIALS", "bot_game", "WELL_TURNED", "WELL_HANDS",
           "HandValue", "hand_values", "opponents_values", "Puzzle", "PUZZLES", "POSITIONS",
           "exercise_positions", "weigh_position", "POSITION_WHY", "FIRST_DEAL", "FIRST_DEAL_PLAYERS", "first_deal_bots", "Said", "Played",
           "FirstDeal", "first_deal", "percent", "DUMMY_TABLES", "DummyValue", "dummy_values", "LeadStudy",
           "lead_study", "LEAD_EXAMPLE", "lead_example"]

DECISION_TRIALS = 100_000
_DECK = tuple(FRENCH_52.cards)


# --------------------------------------------------------------------------- the flow of chips

@dataclass(frozen=True)
class FlowRow:
    """One deal's chips: what went into the pot (antes, the dummy's price, loos) and out of it
    (the thirds, a sweep), the pot before and after, and everyone's chips after."""

    deal: int
    round: int
    in_round: int
    dealer: int
    antes: int
    pot_start: int               # after the antes
    price: int                   # paid for the dummy
    buyer: int | None
    pot_played: int
    shares: tuple[int, ...]      # per seat: thirds won, or the dealer's sweep
    swept: bool
    loos: tuple[int, ...]        # per seat: paid for a loo
    pot_end: int
    chips: tuple[int, ...]
    unpaid: tuple[int, ...] = ()  # seats looed that could not pay: the game ends (rules §4)

    def words(self) -> str:
        """The deal in one sentence."""
        parts = [f"Deal {self.deal} (round {self.round}, deal {self.in_round} of the round, seat {self.dealer} "
                 f"deals):"]
        if self.antes and self.in_round > 1:          # standard Loo's stake (rules §5.2 V1)
            parts.append(f"the pot holds {self.pot_start - self.antes} from the last deal and the dealer stakes "
                         f"{self.antes}: {self.pot_start};")
        elif self.antes:
            parts.append(f"the antes make a pot of {self.pot_start};")
        else:
            parts.append(f"the pot holds {self.pot_start} from the last deal, no ante;")
        if self.swept and self.buyer is not None and self.shares[self.buyer]:
            price = f" for {self.price}" if self.price else ""
            parts.append(f"seat {self.buyer} buys the dummy{price}; everyone else passes, the dealer too, and "
                         f"seat {self.buyer} takes all {self.pot_played} (rules §5.2 V3); the pot is empty, "
                         f"so the round ends.")
            return " ".join(parts)
        if self.swept:
            parts.append(f"everyone else passes and the dealer takes all {self.pot_start}; the pot is empty, "
                         f"so the round ends.")
            return " ".join(parts)
        if self.buyer is not None:
            parts.append(f"seat {self.buyer} buys the dummy for {self.price};")
        won = ", ".join(f"seat {s} +{v}" for s, v in enumerate(self.shares) if v)
        parts.append(f"the {self.pot_played} chips pay out in thirds of {self.pot_played // 3}: {won};")
        loos = [s for s, v in enumerate(self.loos) if v]
        if self.unpaid:
            if loos:
                parts.append(", ".join(f"seat {s}" for s in loos) + f" looed, paying {sum(self.loos)} in all;")
            cannot = ", ".join(f"seat {s}" for s in self.unpaid)
            parts.append(f"{cannot} looed but cannot pay the loo: the game ends "
                         f"there, and the player with the most chips wins (rules §2.7, §4).")
        elif loos:
            parts.append(", ".join(f"seat {s}" for s in loos) + f" looed, paying {sum(self.loos)} in all; "
                         f"the pot holds {self.pot_end}, so the same dealer deals again.")
        elif self.pot_end:
            parts.append(f"nobody looed; {self.pot_end} that did not divide stays in the pot.")
        else:
            parts.append("nobody looed: the pot is empty and the round ends.")
        return " ".join(parts)


def _row(d: DealRecord) -> FlowRow:
    return FlowRow(d.number, d.round, d.in_round, d.dealer, sum(d.antes), d.pot_start, d.price, d.buyer,
                   d.pot_played, d.shares, d.swept, d.paid, d.pot_end, d.chips_end, d.unpaid)


def chip_flow(state: State) -> list[FlowRow]:
    """Every finished deal of ``state``'s game as a :class:`FlowRow`, in order."""
    if not isinstance(state, State):
        raise CardlibError(f"chip_flow needs a Loo game state, got {state!r}")
    return [_row(d) for d in state.deals]


def bot_game(seed: int, players: int = 5, *, trials: int = 3000, **rules) -> State:
    """A whole seeded game played by bots to its end (each seat a :class:`~cardlib.loo.LooBot`)."""
    seed = check_seed(seed)
    return play_out(new_game(players, seed=seed, **rules), LooBot(seed, trials=trials))


# --------------------------------------------------------------------------- the decision trainer

@dataclass(frozen=True)
class DecisionPosition:
    """A declaration to make: the seat's hand and the turned trump, how many others are in or still
    to speak, where the seat sits in the first trick, the pot, the seat's chips, and what it may do."""

    seed: int
    players: int
    hand: Cards
    turned: Card
    opponents: int
    position: int
    pot: int
    chips: int
    dealer: bool
    allowed: tuple[str, ...]
    rules: Rules = DEFAULT_RULES
    spoken: int = 0              # players who declared before this seat

    @property
    def trump(self) -> Suit:
        return self.turned.suit

    def lines(self) -> list[str]:
        later = self.opponents - self.position
        if self.dealer:
            who = (f"You deal and speak last: you may not pass; {self.opponents} "
                   f"play{'s' if self.opponents == 1 else ''} against you.")
        elif self.spoken == 0:
            who = f"You speak first; count the {later} others (the dealer among them) as playing."
        else:
            before = (("The player before you" if self.spoken == 1 else f"All {self.spoken} players before you")
                      + " passed; " if self.position == 0 else
                      ("The player before you is in; " if self.spoken == 1 else
                       f"All {self.spoken} players before you are in; ") if self.position == self.spoken else
                      f"{self.position} of the {self.spoken} players before you {'is' if self.position == 1 else 'are'} "
                      f"in; ")
            who = (before + ("the dealer is still to speak: count him as playing." if later == 1 else
                      f"count the {later} still to speak (the dealer among them) as playing."))
        return [f"{self.players} players; the turned card is {self.turned}: {self.trump.english} are trumps.",
                f"Your hand: {self.hand}. The pot holds {self.pot} chips; you hold {self.chips}.", who]


def decision_position(seed: int, *, rules: Rules = DEFAULT_RULES) -> DecisionPosition:
    """A seeded declaration to make, from a real deal: 4 to 6 players, a seat that has heard the
    seats before it play or pass (the bot's choices), and a pot of one or more antes.

    >>> p = decision_position(3)
    >>> len(p.hand), p.pot % 3, p.allowed[0]
    (3, 0, 'play')
    """
    seed = check_seed(seed)
    rng = chance_rng(seed, 0, 7)
    players = int(rng.integers(4, 7))
    game = new_game(players, seed=seed, rules=rules)
    carry = int(rng.integers(0, 3)) * 3                  # at times a continuation deal (rules §2.8)
    speaker = int(rng.integers(0, players))              # how many seats speak before ours
    state = game
    for _ in range(speaker):
        if state.phase is not Phase.DECLARE or state.to_act == state.dealer:
            break
        state = state.apply(PLAY if rng.random() < 0.5 else state.legal_actions()[1])
    if state.phase is not Phase.DECLARE:
        state = game
    seat = state.to_act
    already = len(state.participants)
    opponents = max(1, already + len(state.pending) - 1)
    allowed = tuple(a.choice.value for a in state.legal_actions())
    # A continuation deal has no ante: its pot is what the looed players paid in the last deal,
    # plus the dummy's price if it has been bought since (rules §2.1, §2.8).
    pot = state.pot if not carry else carry + (state.pot - game.pot)
    return DecisionPosition(seed, players, state.hands[seat], state.turned, opponents,
                            min(already, opponents), pot, state.chips[seat],
                            seat == state.dealer, allowed, rules, sum(d is not None for d in state.declared))


def decision_answer(position: DecisionPosition, *, trials: int = DECISION_TRIALS, seed: int | None = None) -> ExpectedChips:
    """The odds of 0 to 3 tricks with the hand and with the dummy, the expected chips of each allowed
    choice, and the best one (:class:`cardlib.loo.bot.ExpectedChips`; ``.lines()`` says why)."""
    odds = decision_odds(position.hand, position.trump, position.opponents, position=position.position,
                         turned=position.turned, trials=trials, seed=position.seed if seed is None else seed)
    return declaration_choice(odds, position.pot, position.rules, position.allowed)


# --------------------------------------------------------------------------- the legal-card trainer

@dataclass(frozen=True)
class TrainerPosition:
    """A trick in progress and the hand of the player to play (what the generic legal-card trainer
    needs: ``hand``, ``trick``, ``trump`` and ``rulings()``)."""

    hand: Cards
    trick: Cards
    trump: Suit
    head_the_trick: bool = False

    def rulings(self) -> tuple[Ruling, ...]:
        """One ruling per card of the hand (rules §2.5; V5 with ``head_the_trick``)."""
        return rulings(self.hand, self.trick, self.trump, head_the_trick=self.head_the_trick)

    @property
    def legal(self) -> set[Card]:
        return {r.card for r in self.rulings() if r.legal}


def trainer_position(seed: int, *, head_the_trick: bool = False) -> TrainerPosition:
    """A seeded position: 1 to 3 cards in hand, 0 to 4 cards in the trick, a trump. Two times in
    three the hand holds a card it may not play, so the reader has a choice to make.

    >>> p = trainer_position(5)
    >>> 1 <= len(p.hand) <= 3, p.legal <= set(p.hand)
    (True, True)
    """
    seed = check_seed(seed)
    for attempt in range(50):
        rng = chance_rng(seed, attempt, 9)
        order = rng.permutation(52)
        size = int(rng.integers(2, 4)) if rng.random() < 0.8 else 1
        lead = int(rng.integers(1, 5))
        hand = Cards(_DECK[int(i)] for i in order[:size])
        trick = Cards(_DECK[int(i)] for i in order[size:size + lead])
        trump = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)[int(rng.integers(4))]
        position = TrainerPosition(hand, trick, trump, head_the_trick)
        if attempt == 49 or rng.random() < 0.33 or len(position.legal) < len(hand):
            return position
    raise AssertionError("unreachable")


# --------------------------------------------------------------------------- a worked round

@dataclass(frozen=True)
class RoundStep:
    """One deal of the worked round: its record, its events in words, and the state after it."""

    record: DealRecord
    lines: tuple[str, ...]
    after: State

    @property
    def flow(self) -> FlowRow:
        return _row(self.record)


@dataclass(frozen=True)
class WorkedRound:
    """A first round played by bots, deal by deal, until the pot is empty (or the game ends)."""

    seed: int
    players: int
    start: State
    steps: tuple[RoundStep, ...]

    @property
    def end(self) -> State:
        return self.steps[-1].after


def worked_round(seed: int, players: int = 5, *, trials: int = 3000, min_deals: int = 1) -> WorkedRound:
    """Bots play the first round of a seeded game; one :class:`RoundStep` per deal. With
    ``min_deals``, the first seed from ``seed`` on whose round lasts that many deals is used."""
    seed = check_seed(seed)
    for s in range(seed, seed + 200):
        start = new_game(players, seed=s)
        bots = LooBot(s, trials=trials)
        end = play_out(start, bots, stop=lambda st: st.round_no > 1 or st.is_over)
        if len(end.deals) >= min_deals:
            break
    steps, state = [], start
    marks = [i for i, e in enumerate(end.events) if e.kind == "dealt"] + [len(end.events)]
    for k, record in enumerate(end.deals):
        events = end.events[marks[k]:marks[k + 1]]
        step_end = max(e.step for e in events) + 1
        after = replay(start, end.history[:step_end])
        steps.append(RoundStep(record, tuple(story(events)), after))
    return WorkedRound(s, players, start, tuple(steps))


# --------------------------------------------------------------------------- exercises

QUESTION_KINDS = ("legal", "winner", "thirds", "loo", "continue", "decision")


def _question(kind: str, seed: int) -> Question:
    rng = chance_rng(seed, 0, 11)
    if kind == "legal":
        for attempt in range(100):
            p = trainer_position(seed * 100 + attempt)
            if len(p.legal) == 1 and len(p.hand) > 1:
                card = next(iter(p.legal))
                why = next(r.reason for r in p.rulings() if r.card == card)
                return Question(f"legal-{seed}", f"{p.trump.english.capitalize()} are trumps and the trick so far is "
                                f"{p.trick}. Which card of {p.hand} may you play?", str(card),
                                why[:1].upper() + why[1:] + ".", choices=tuple(str(c) for c in p.hand),
                                hands=(p.hand,), labels=("your hand",), trick=p.trick, trump=p.trump)
    if kind == "winner":
        order = rng.permutation(52)
        size = int(rng.integers(3, 6))
        trick = Cards(_DECK[int(i)] for i in order[:size])
        trump = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)[int(rng.integers(4))]
        win = trick[trick_winner(trick, trump)]
        trumps = [c for c in trick if c.suit == trump]
        why = (f"{win} is the highest trump played (rules §2.5)." if trumps else
               f"No trump was played, so the highest {trick[0].suit.english[:-1]} (the suit led) wins: {win}. "
               f"A card that neither follows nor trumps never wins (rules §2.5).")
        return Question(f"winner-{seed}", f"{trump.english.capitalize()} are trumps. Which card wins the trick "
                        f"{trick} (led by {trick[0]})?", str(win), why, choices=tuple(str(c) for c in trick),
                        trick=trick, trump=trump)
    if kind == "thirds":
        pot = 3 * int(rng.integers(3, 9))
        tricks = int(rng.integers(1, 4))
        share = split_pot(pot, (tricks, 3 - tricks)).shares[0]
        return Question(f"thirds-{seed}", f"The pot holds {pot} chips and you take {tricks} of the 3 tricks. "
                        f"How many chips do you take from the pot?", str(share),
                        f"Each trick takes a third of the pot, {pot // 3} chips; {tricks} × {pot // 3} = {share} "
                        f"(rules §2.6).")
    if kind == "loo":
        pot = 3 * int(rng.integers(3, 9))
        looed = int(rng.integers(0, 4))
        who = {0: "every player who took part won a trick", 1: "one player who took part won no trick"}.get(
            looed, f"{looed} players who took part won no trick")
        return Question(f"loo-{seed}", f"The pot of {pot} has just been paid out in thirds, and {who}. "
                        f"How many chips are in the pot now?", str(3 * looed),
                        (f"The thirds empty the pot; each player looed pays 3 into it: {looed} × 3 = {3 * looed} "
                         f"(rules §2.7)." if looed else
                         "The thirds empty the pot, and nobody was looed, so it stays empty (rules §2.6, §2.7)."))
    if kind == "continue":
        looed = int(rng.integers(0, 3))
        swept = looed == 0 and rng.random() < 0.4
        if swept:
            prompt = "Everyone but the dealer passed and he took the pot. Who deals next, and is there an ante?"
            answer, why = "the next player, with antes", ("The pot is empty, so the round ends: the deal moves one "
                                                          "seat clockwise and everyone antes 3 (rules §2.8).")
        else:
            prompt = ("After the thirds, " + ("nobody was looed" if not looed else "one player was looed"
                      if looed == 1 else f"{looed} players were looed") + ". Who deals next, and is there an ante?")
            if looed:
                answer = "the same dealer, no ante"
                why = (f"The loos put {3 * looed} chips in the pot, so the round goes on: the same dealer deals "
                       f"again and nobody antes (rules §2.8).")
            else:
                answer = "the next player, with antes"
                why = ("Nobody was looed, so the pot is empty: the round ends, the deal moves one seat "
                       "clockwise and everyone antes 3 (rules §2.8).")
        return Question(f"continue-{seed}", prompt, answer, why,
                        choices=("the same dealer, no ante", "the next player, with antes"))
    if kind == "decision":
        p = decision_position(seed)
        c = decision_answer(p, trials=20_000)
        def spread(odds) -> str:
            return ", ".join(f"{k} {percent(q)}" for k, q in zip(("no trick", "one", "two", "three"), odds))
        worth = {"play": "playing", "pass": "passing", "buy": "buying the dummy"}
        why = (f"Over 20,000 deals of the cards you cannot see, dealt at random and played out, your hand takes "
               f"{spread(c.odds.hand)} of the time" + (f"; the dummy {spread(c.odds.dummy)}" if "buy" in c.expected
                                                        else "")
               + f". A trick is worth {plural(c.third, 'chip')} and a loo costs {c.penalty}, so on average "
               + ", ".join(f"{worth[k]} {'wins' if v > 0.05 else 'loses' if v < -0.05 else 'breaks even'}"
                           + (f" {abs(v):.1f}" if abs(v) > 0.05 else "") for k, v in c.expected.items()) + " chips a deal.")
        names = {"play": "play", "pass": "pass", "buy": "buy dummy"}
        return Question(f"decision-{seed}", " ".join(p.lines()) + " Play, pass or buy the dummy?",
                        names[c.best], why, choices=tuple(names[a] for a in p.allowed), hands=(p.hand,),
                        labels=("your hand",), card=p.turned, trump=p.trump)
    raise CardlibError(f"unknown question kind {kind!r}; expected one of {', '.join(QUESTION_KINDS)}")


def questions(seed: int, count: int = 6, kinds: Sequence[str] = QUESTION_KINDS) -> list[Question]:
    """``count`` exercises from ``seed``, cycling through ``kinds``.

    >>> [q.key.split("-")[0] for q in questions(1, 3)]
    ['legal', 'winner', 'thirds']
    """
    seed = check_seed(seed)
    if not isinstance(count, int) or count < 1:
        raise CardlibError(f"count must be a whole number 1 or more, got {count!r}")
    for kind in kinds:
        if kind not in QUESTION_KINDS:
            raise CardlibError(f"unknown question kind {kind!r}; expected one of {', '.join(QUESTION_KINDS)}")
    return [_question(kinds[i % len(kinds)], seed + i) for i in range(count)]


# --------------------------------------------------------------------------- variants

@dataclass(frozen=True)
class Variant:
    """A rule of standard Loo (§5.2): the switch, what the house rules do, what it changes."""

    key: str
    name: str
    switch: str
    house: str
    standard: str


VARIANTS = (
    Variant("V1", "Stake", "dealer_stakes=True", "everyone antes 3 at a round's start",
            "only the dealer stakes 3, for every deal he deals"),
    Variant("V2", "Free miss", "free_dummy=True", "the dummy costs 3 chips", "the dummy (the miss) is free"),
    Variant("V3", "Dealer may pass", "dealer_may_pass=True", "the dealer may not pass",
            "the dealer may pass when two or more others play, or when the one other took the dummy (who then "
            "takes the pot); against one player with his own hand, he must defend the pot"),
    Variant("V4", "Unlimited loo", "unlimited_loo=True (loo_cap=N for mixed loo)", "a loo costs 3 chips",
            "a loo costs the whole pot the deal was played for (in mixed loo, up to an agreed limit)"),
    Variant("V5", "Head the trick", "head_the_trick=True", "follow, else trump, else anything; no duty to beat",
            "beat the trick if you can, overtrump, lead the top trump or one of two trumps"),
    Variant("V6", "Club law", "club_law=True", "anyone but the dealer may pass",
            "when a club is turned, nobody may pass"),
)


# --------------------------------------------------------------------------- playing well

# Example hands for the playing-well chapter, hearts trumps (the 6♥ turned).
WELL_TURNED = "6H"
WELL_HANDS = {"nothing": "QS 8C 4D", "a low trump": "4H 9C 3D", "an outside ace": "AS 9C 3D",
              "the ace of trumps": "AH 7C 3D", "two trumps": "KH 8H 4C"}


@dataclass(frozen=True)
class HandValue:
    """One example hand against ``opponents``: the odds of its tricks and of the dummy's, and the
    expected chips of each choice (``ExpectedChips``) for each pot."""

    name: str
    hand: Cards
    opponents: int
    choices: dict                 # pot -> cardlib.loo.bot.ExpectedChips

    @property
    def odds(self):
        return next(iter(self.choices.values())).odds

    @property
    def trumps(self) -> int:
        return sum(c.suit == parse_card(WELL_TURNED).suit for c in self.hand)

    @property
    def loo(self) -> float:
        """The chance of taking no trick with this hand (and paying the loo, rules §2.7)."""
        return float(self.odds.hand[0])

    @property
    def tricks(self) -> float:
        return float(self.odds.hand @ range(4))


def hand_values(pots: Sequence[int] = (6, 12, 15), *, opponents: int = 3, rules: Rules = DEFAULT_RULES,
                trials: int = 20_000, seed: int = 1, hands: dict | None = None,
                position: int = 0) -> tuple[HandValue, ...]:
    """Each of ``hands`` (by default ``WELL_HANDS``) against ``opponents`` who all play, sitting
    ``position`` places after the first player of trick 1 (0: it leads): its odds from ``trials``
    simulated deals (the same deals for every pot and every rule set) and the expected chips of
    play, pass and buy for each pot.

    >>> rows = hand_values((12,), trials=2_000)
    >>> [r.trumps for r in rows], rows[0].loo > rows[-1].loo
    ([0, 1, 0, 1, 2], True)
    """
    out = []
    for name, text in (WELL_HANDS if hands is None else hands).items():
        hand = Cards(FRENCH_52.parse_cards(text))
        odds = decision_odds(hand, "H", opponents, position=position, turned=WELL_TURNED, trials=trials, seed=seed)
        out.append(HandValue(name, hand, opponents, {pot: declaration_choice(odds, pot, rules) for pot in pots}))
    return tuple(out)


def opponents_values(hand: str = "AS 9C 3D", opponents: Sequence[int] = (1, 2, 3, 4, 5), *, trials: int = 20_000,
                     seed: int = 1) -> dict[int, HandValue]:
    """One hand against more and more players, for a pot of their antes (3 chips each, rules §2.1).

    >>> values = opponents_values(trials=2_000)
    >>> values[1].loo < values[5].loo
    True
    """
    return {n: hand_values((DEFAULT_RULES.ante * (n + 1),), opponents=n, trials=trials, seed=seed,
                           hands={hand: hand})[0] for n in opponents}


# Tables where a player with nothing weighs the dummy, on the first deal of a round (the pot is
# the antes, 3 a player): (players at the table, players against him).
DUMMY_TABLES = ((4, 3), (5, 4), (5, 2), (7, 6), (7, 3))


@dataclass(frozen=True)
class DummyValue:
    """A hand weighed at one table: ``players`` at it, ``against`` him, the ``pot`` of the antes,
    and the expected chips of each choice (``choice``)."""

    players: int
    against: int
    pot: int
    choice: ExpectedChips


def dummy_values(hand: str = "QS 8C 4D", tables: Sequence[tuple[int, int]] = DUMMY_TABLES, *,
                 trials: int = 20_000, seed: int = 1) -> tuple[DummyValue, ...]:
    """A hopeless hand (by default ``WELL_HANDS["nothing"]``) at each of ``tables``: play, pass or
    buy the dummy, for the pot of the antes (rules §2.1) against the players who play.

    >>> [(v.pot, v.choice.best) for v in dummy_values(tables=((4, 3), (7, 2)), trials=4_000)]
    [(12, 'pass'), (21, 'buy')]
    """
    out = []
    for players, against in tables:
        if not 1 <= against < players:
            raise CardlibError(f"a table of {players} has 1 to {players - 1} players against you, not {against!r}")
        pot = DEFAULT_RULES.ante * players
        value = hand_values((pot,), opponents=against, trials=trials, seed=seed, hands={hand: hand})[0]
        out.append(DummyValue(players, against, pot, value.choices[pot]))
    return tuple(out)


@dataclass(frozen=True)
class LeadStudy:
    """First leads from real games by a hand holding ``trumps`` trumps and another suit: how many
    (``count``), how much leading the highest trump is worth on average against leading the
    highest other card (``gain``, chips a deal; negative: the other card is better), and in how
    many of them the trump lead was worth more (``trump_better``)."""

    trumps: int
    count: int
    gain: float
    trump_better: int


def lead_study(seeds: Sequence[int] = range(100, 160), *, samples: int = 256) -> tuple[LeadStudy, ...]:
    """The expert weighs the first lead of a real game of five from each of ``seeds`` (the bot's
    play until then; a "lead" puzzle: a hand with a trump and another suit), on
    ``samples`` sampled deals of the unseen cards each: is the highest trump or the highest other
    card the better lead? One :class:`LeadStudy` per number of trumps held (1, then 2).

    >>> [(s.trumps, s.count) for s in lead_study(range(100, 104), samples=16)]
    [(1, 3), (2, 1)]
    """
    gains: dict[int, list[float]] = {1: [], 2: []}
    for seed in seeds:
        _, state = _puzzle_state("lead", seed)
        hand, trump = state.play.hand, state.trump
        value = {v.action.card: v.mean for v in expert(budget=None, samples=samples, seed=seed).weigh(state).values}
        trumps = [c for c in hand if c.suit == trump]
        other = [c for c in hand if c.suit != trump]
        gains[len(trumps)].append(value[max(trumps, key=strength)] - value[max(other, key=strength)])
    return tuple(LeadStudy(k, len(g), float(sum(g) / len(g)) if g else 0.0, sum(x > 0 for x in g))
                 for k, g in gains.items())


LEAD_EXAMPLE = 103      # a first lead of lead_study's: one low trump, and the best lead a king of another suit


def lead_example(seed: int = LEAD_EXAMPLE) -> WeighedPosition:
    """One of :func:`lead_study`'s first leads, weighed by the expert as the exercises' positions
    are (its values in chips, best first): by default one with a single trump, where leading the
    highest other card is clearly best.

    >>> p = lead_example()
    >>> p.answer, p.runner_up() is None
    ('K♥', True)
    """
    return weigh_position(("lead", check_seed(seed)))


@dataclass(frozen=True)
class Puzzle(_Puzzle):
    """A decision from a real deal (every seat the bot until then), in words (``lines``);
    ``weighed`` adds the expert's value of every choice, best first, in chips won or lost from
    now to the end of the deal."""

    @property
    def hand(self) -> Cards:
        return self.state.hands[self.state.to_act] if self.state.play is None else self.state.play.hand

    def lines(self) -> list[str]:
        s = self.state
        out = [f"A table of {s.players}; the turned card is {s.turned}: {s.trump.english} are trumps. "
               f"You are seat {s.to_act}{' and deal' if s.to_act == s.dealer else ''}; your hand: {self.hand.sorted()}."]
        if s.phase is Phase.DECLARE:
            verbs = {"play": "plays", "pass": "passes", "buy": "has bought the dummy"}
            said = [f"seat {seat} {verbs[d.value]}" for seat, d in enumerate(s.declared) if d is not None]
            out.append(f"The pot holds {s.pot} chips; you hold {s.chips[s.to_act]}. "
                       + (f"So far: {', '.join(said)}." if said else "You speak first."))
            out.append("Do you play, pass or buy the dummy?" if any("buy" in str(a) for a in s.legal_actions())
                       else "Do you play or pass?")
        else:
            trick = s.play.trick.cards
            out.append(f"The pot holds {s.pot} chips; playing: seats {', '.join(map(str, s.participants))}. "
                       f"Trick {s.play.number + 1}; " + (f"the trick so far: {Cards(trick)}." if trick else "you lead."))
            out.append("Which card do you play?")
        return out


def _leads_with_a_trump(state: State) -> bool:
    """The first lead of a deal, from a hand holding a trump and a card of another suit."""
    hand = state.play.hand if state.phase is Phase.PLAY else ()
    return (state.phase is Phase.PLAY and not state.play.trick.cards and state.play.number == 0
            and any(c.suit == state.trump for c in hand) and any(c.suit != state.trump for c in hand))


PUZZLES = {"declare": ("Play, pass or buy", lambda state: state.phase is Phase.DECLARE and state.to_act != state.dealer),
           "lead": ("Leading a trump or not", _leads_with_a_trump)}


def _puzzle_state(kind: str, seed: int) -> tuple[str, State]:
    """The title and the state of the first position of ``kind`` (one of ``PUZZLES``) in a game of
    five from ``seed`` played by the bot; a declaration is the seat after the first speaker."""
    if kind not in PUZZLES:
        raise CardlibError(f"unknown puzzle {kind!r}; use one of {sorted(PUZZLES)}")
    title, test = PUZZLES[kind]
    bot = LooBot(seed, trials=2_000)
    state = new_game(5, seed=check_seed(seed))
    if kind == "declare":
        state = state.apply(bot.choose(state).action)
    while not state.is_over and not test(state):
        state = state.apply(bot.choose(state).action)
    if state.is_over:
        raise CardlibError(f"the game from seed {seed!r} has no position of kind {kind!r}; try another seed")
    return title, state


# The exercises chapter's "what would you do?" positions, as (kind, seed), in games of five: each
# one where the expert's choice is clearly the best (no other within the margin of the sampled
# deals), and none the first deal's (deal FIRST_DEAL) or the same hand twice.
POSITIONS = (("declare", 3), ("declare", 12), ("lead", 7), ("lead", 9))

# Why the expert's choice is the one to make, in a player's words.
POSITION_WHY = {
    ("declare", 3): "two trumps, the queen and the nine, take a trick nearly every time, and a trick is worth "
                    "5 chips while a loo costs 3; buying the dummy would give up this hand for three unseen "
                    "cards and cost 3 chips more",
    ("declare", 12): "three clubs without a trump take a trick only if clubs are led and nobody trumps or beats "
                     "the queen; with up to four players against you that is rare, so playing loses chips, and "
                     "the dummy, an average hand against so many, is not worth its 3 chips: passing costs nothing",
    ("lead", 7): "your one trump is low, and led it falls to any higher trump; the ace of spades takes the "
                 "trick unless the dealer has no spade and trumps it, so lead it while it is sure and keep "
                 "the 6♥ for later",
    ("lead", 9): "the ace of trumps takes a trick whenever it is played, so leading it risks nothing and makes "
                 "every player who holds a trump give one up; with two trumps, lead one, and the 2♦ may "
                 "still take a trick later",
}


def _label(action) -> str:
    """A choice as a player says it: the card for a card, "buy the dummy" for the dummy."""
    text = str(action)
    return {"buy dummy": "buy the dummy"}.get(text, text.removeprefix("play ") if " " in text else text)


def weigh_position(spec: tuple[str, int]) -> WeighedPosition:
    kind, seed = spec
    title, state = _puzzle_state(kind, seed)
    shown = Puzzle(title, state, ())
    return WeighedPosition.weighed(f"position-{kind}-{seed}", " ".join(shown.lines()), state,
                            expert(budget=None, samples=256, seed=seed), label=_label, unit="chips",
                            hands=(shown.hand,), trump=state.trump, why=POSITION_WHY.get(spec, ""))


_POSITIONS = Positions(POSITIONS, weigh_position)


def exercise_positions() -> Positions:
    """The exercises chapter's "what would you do?" positions (``POSITIONS``), each from a real
    game of five played by the bot until your turn, with the expert's value of every choice in
    chips a deal (256 sampled deals, the game's seed: the same values every time).

    >>> p = exercise_positions()[0]
    >>> p.check(p.answer).correct, p.unit
    (True, 'chips')
    """
    return _POSITIONS


# --------------------------------------------------------------------------- your first deal

FIRST_DEAL = 4
"""The deal number of the chapter "Your first deal": deal 1 of a game of five from this number,
the house rules, 12 chips each, seat 0 dealing, every seat played by the bots of the play table
(:func:`first_deal_bots`). Found once by trying deal numbers for an ordinary deal that shows
everything a first deal should: seat 1 plays a hand with one trump (Q♠), seat 2 passes three
low cards, seat 3 plays an outside ace, seat 4 **buys the dummy** (and finds two trumps in it),
and the dealer, who may not pass, plays three diamonds without a trump and is **looed**. Seats
1, 3 and 4 take a trick each (6 chips, a third of the pot of 18); the dealer pays 3 for his
loo, so **the next deal's pot is 3**: the same dealer deals again, with no ante."""

FIRST_DEAL_PLAYERS = 5
FIRST_DEAL_TRIALS = 4000         # the play table's bots weigh each declaration on this many deals


def first_deal_bots(players: int = FIRST_DEAL_PLAYERS, *, trials: int = FIRST_DEAL_TRIALS) -> dict:
    """The bots of the play table (:func:`cardlib.widgets.loo.play_table`): seats 1 and up, and
    seat 0 played by its Hint bot, so the first deal is the deal a reader meets there."""
    bots = {s: LooBot(1000 + s, trials=trials) for s in range(1, players)}
    bots[0] = LooBot(999, trials=trials)
    return bots


@dataclass(frozen=True)
class Said:
    """One declaration of the first deal: the seat, its choice, its hand, and why, in words."""

    seat: int
    choice: str                  # "play", "pass" or "buy"
    hand: Cards
    why: str


@dataclass(frozen=True)
class Played:
    """One card of the first deal's trick play: the seat, the card, and why, in words."""

    seat: int
    card: Card
    why: str


@dataclass(frozen=True)
class FirstDeal:
    """The first deal of a game told slowly: the game before anyone speaks (``start``, the antes
    paid and the cards dealt), every declaration and every card with its reason, the deal's
    record (hands, dummy, tricks, thirds, loos, chips), and the game after it (``after``: the
    next deal dealt, its pot the loos of this one)."""

    number: int
    players: int
    start: State
    said: tuple[Said, ...]
    played: tuple[Played, ...]
    record: DealRecord
    after: State

    @property
    def history(self) -> tuple:
        """Every action of the deal, in order: replayed on ``start`` it gives ``after``."""
        return self.after.history

    @property
    def dealer(self) -> int:
        return self.record.dealer

    def trick_words(self, number: int) -> str:
        """Who won trick ``number`` (from 1) with which card, and why it wins (rules §2.5)."""
        t = self.record.tricks_played[number - 1]
        trump = self.record.trump
        win = t.winning_card
        led = t.cards[0].suit
        if win.suit == trump:
            why = ("the only trump played" if sum(c.suit == trump for c in t.cards) == 1
                   else "the highest trump played")
        else:
            why = f"no trump was played, and it is the highest {led.english[:-1]}, the suit led"
        return f"Seat {t.winner} wins trick {number} with {win}: {why}."


def _percent(p: float) -> str:
    """A chance in words a player reads: "about 55 times in 100", never a rounded 0 or 100."""
    n = round(100 * p)
    if n == 0 and p > 0:
        return "less than once in 100 deals"
    if n == 100 and p < 1:
        return "almost every time (more than 99 times in 100)"
    return "every time" if p == 1 else "never" if p == 0 else f"about {n} times in 100"


def _said_words(state: State, choice: ExpectedChips) -> str:
    """Why a seat plays, passes or buys, in a player's words, from the odds it weighed."""
    seat = state.to_act
    e = choice.expected
    worth = lambda v: f"wins {v:.1f} chips" if v > 0.05 else f"loses {-v:.1f} chips" if v < -0.05 else "breaks even"  # noqa: E731
    own = _percent(1 - float(choice.odds.hand[0]))
    if choice.best == "pass":
        why = (f"his hand takes a trick only {own}; played, it {worth(e['play'])} a deal on average"
               + (f", and the dummy {worth(e['buy'])}" if "buy" in e else "")
               + ", so he keeps out: passing costs nothing")
    elif choice.best == "buy":
        dummy = _percent(1 - float(choice.odds.dummy[0]))
        why = (f"his own hand takes a trick only {own} and {worth(e['play'])} a deal on average; three unseen "
               f"cards take a trick {dummy}, so the dummy, even after its 3 chips, {worth(e['buy'])} a deal on average")
    else:
        why = f"his hand takes a trick {own}, so playing it {worth(e['play'])} a deal on average"
        if "pass" not in e:
            why = "as the dealer he may not pass; " + why
            if "buy" in e:
                why += f", more than the dummy ({worth(e['buy'])})"
        elif "buy" in e:
            why += f", more than passing (nothing) or buying the dummy ({worth(e['buy'])})"
        else:
            why += ", more than passing (nothing)"
    return f"Seat {seat}{' (the dealer)' if seat == state.dealer else ''}: {why}."


def _played_words(state: State, card: Card) -> str:
    """Why a card is played, in a player's words (the way the bots play, rules §2.5)."""
    seat, trick, trump = state.to_act, state.trick.cards, state.trump
    legal = [a.card for a in state.legal_actions()]
    if len(state.play.hand) == 1:
        return f"Seat {seat} {'plays' if trick else 'leads'} his last card, {card}."
    if len(legal) == 1:
        follows = trick and card.suit == trick[0].suit
        return (f"Seat {seat} plays {card}: " + ("it is his only " + trick[0].suit.english[:-1] + ", and he must "
                "follow suit" if follows else "he has no " + trick[0].suit.english + ", so he must trump, and it "
                "is his only trump") + ".")
    if not trick:
        return f"Seat {seat} leads {card}, his strongest card{' (a trump)' if card.suit == trump else ''}."
    best = trick[trick_winner(trick, trump)]
    if trick_winner(tuple(trick) + (card,), trump) == len(trick):
        return f"Seat {seat} plays {card}, the cheapest card that beats {best}."
    return f"Seat {seat} cannot beat {best}, so he plays his cheapest card, {card}."


def first_deal(number: int = FIRST_DEAL, players: int = FIRST_DEAL_PLAYERS, *,
               trials: int = FIRST_DEAL_TRIALS) -> FirstDeal:
    """The first deal of the game ``new_game(players, seed=number)`` played by
    :func:`first_deal_bots`, every choice with its reason in words.

    >>> deal = first_deal()
    >>> deal.record.buyer, deal.record.looed, deal.after.pot
    (4, (0,), 3)
    """
    number = check_seed(number)
    bots = first_deal_bots(players, trials=trials)
    start = state = new_game(players, seed=number)
    said, played = [], []
    while not state.deals:
        bot = bots[state.to_act]
        if state.phase is Phase.DECLARE:
            choice = bot.choice(state)
            said.append(Said(state.to_act, choice.best, state.hands[state.to_act], _said_words(state, choice)))
            action = choice.action
        else:
            action = bot.choose(state).action
            played.append(Played(state.to_act, action.card, _played_words(state, action.card)))
        state = state.apply(action)
    return FirstDeal(number, players, start, tuple(said), tuple(played), state.deals[0], state)
