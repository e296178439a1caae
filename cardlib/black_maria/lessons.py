"""What the Black Maria chapters teach, as plain data and words: no widgets here.

* :func:`pack_rows`: the deck per table size (rules §1.2); :func:`penalty_rows`: every penalty
  card with its points under each scheme (§1.4, notes 1 and 2).
* :func:`explain_trick`: a trick in words: who wins, why, and the penalty points in it (§2.4).
* :func:`evaluate_passes`: the pass trainer's figures: for three cards the reader picks, the bot's
  pick and a few others, the simulated chance of taking the Queen and the average penalty.
* :func:`queen_odds` and :func:`leader_penalties`: the odds chapter's tables.
* :func:`worked_deal`: a deal from the pass to the scores as steps, for Next and Back.
* :func:`questions`: exercises as :class:`cardlib.questions.Question` records.
* :func:`pass_lessons` and :func:`puzzle`: the playing-well chapter's passes weighed on example
  hands, and positions from real deals valued by the expert.
* :func:`exercise_positions`: the exercises chapter's "what would you do?" positions.
* :func:`trainer_position`: a random position for the legal-card trainer.

Every random position or simulation comes from a seed: the same seed gives the same figures.

>>> [(r.players, r.each, " ".join(map(str, r.removed))) for r in pack_rows()][:2]
[(3, 17, '2♣'), (4, 13, '')]
>>> print(explain_trick("5S QS AS", leader=1, players=3)[-1])
Seat 0 takes the trick with A♠, the highest spade, and with it 20 penalty points: Q♠ 13, A♠ 7.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import numpy as np

from ..cards import FRENCH_RANKS, Card, Cards, make_rng
from ..errors import CardlibError, InvalidCardError
from ..expert import Puzzle as _Puzzle
from ..game import TableView, Voice, plural, seat_name, story
from ..questions import WeighedPosition, Positions, Question
from .bot import BlackMariaBot, choose_pass
from .expert import BlackMariaModel, expert
from .core import (PENALTIES, QUEEN, card_penalty, deck, legal_cards, parse_cards, penalty, removed_cards,
                   rulings, trick_winner)
from .fast import random_deals
from .game import Phase, State, new_game
from .view import table_view

__all__ = ["PackRow", "pack_rows", "penalty_rows", "explain_trick", "PassOdds", "evaluate_passes",
           "random_hand", "parse_pass", "queen_odds", "leader_penalties", "Step", "worked_deal", "questions",
           "trainer_position", "QUEEN_ODDS_DEALS", "queen_chances", "QueenPassed", "queen_passed", "ScoreOdds", "score_odds", "FIRST_DEAL", "FirstDeal", "DealPass", "DealTrick", "first_deal", "TrainerPosition", "SCHEME_NAMES", "sample_passes", "PASS_EXAMPLES", "pass_lessons", "Puzzle",
           "PUZZLES", "puzzle", "PLAY_EXAMPLES", "POSITIONS", "POSITION_WHY", "exercise_positions", "weigh_position"]

SCHEME_NAMES = {"standard": "basic rules", "hearts_and_queen": "note 1", "graded_hearts": "note 2"}


# --------------------------------------------------------------------------- the rules chapter

@dataclass(frozen=True)
class PackRow:
    """One table size: the cards taken out, how many are used and how many each player gets (§1.2)."""

    players: int
    removed: tuple[Card, ...]
    used: int
    each: int


def pack_rows(six_all_twos: bool = False) -> tuple[PackRow, ...]:
    """The deck for 3 to 7 players (rules §1.2; §5.2 for six without the 2s)."""
    return tuple(PackRow(n, removed_cards(n, six_all_twos=six_all_twos), len(deck(n, six_all_twos=six_all_twos)),
                         len(deck(n, six_all_twos=six_all_twos)) // n) for n in range(3, 8))


def penalty_rows() -> tuple[tuple[Card, int, int, int], ...]:
    """Every card that carries a penalty in some scheme, with its points under the basic rules,
    note 1 and note 2: ``(card, standard, note 1, note 2)``; spades first, then hearts high to low.

    >>> [(str(c), a, b, d) for c, a, b, d in penalty_rows()[:4]]
    [('A♠', 7, 0, 0), ('K♠', 10, 0, 0), ('Q♠', 13, 13, 13), ('A♥', 1, 1, 5)]
    >>> [sum(row[i] for row in penalty_rows()) for i in (1, 2, 3)]
    [43, 26, 36]
    """
    cards = sorted(set().union(*PENALTIES.values()), key=lambda c: c.sort_key)
    return tuple((c, *(PENALTIES[s].get(c, 0) for s in ("standard", "hearts_and_queen", "graded_hearts")))
                 for c in cards)


def explain_trick(trick: "str | Sequence[Card]", leader: int = 1, players: int = 3,
                  scoring: str = "standard") -> list[str]:
    """A complete or partial trick in words: who played what, who wins and why, the penalty in it."""
    cards = parse_cards(trick)
    if not 1 <= len(cards) <= players:
        raise InvalidCardError(f"a trick of {players} players holds 1 to {players} cards, got {str(cards)!r}")
    seats = [(leader + i) % players for i in range(len(cards))]
    led = cards[0].suit
    lines = [f"Seat {seats[0]} leads {cards[0]}: {led.english} is the suit to follow."]
    for seat, card in zip(seats[1:], cards[1:]):
        if card.suit == led:
            lines.append(f"Seat {seat} follows with {card}.")
        else:
            lines.append(f"Seat {seat} has no {led.english} and throws {card}, which cannot win.")
    win = trick_winner(cards)
    points = penalty(cards, scoring)
    detail = ", ".join(f"{c} {card_penalty(c, scoring)}" for c in cards if card_penalty(c, scoring))
    top = f"Seat {seats[win]} takes the trick with {cards[win]}, the highest {led.english[:-1]}"
    if points:
        lines.append(f"{top}, and with it {points} penalty point{'s' if points != 1 else ''}: {detail}.")
    else:
        lines.append(f"{top}; the trick holds no penalty cards.")
    return lines


def _winner_words(trick: Cards) -> str:
    """Why the winner of ``trick`` (lead first) takes it, with the penalty points it holds."""
    led, win = trick[0].suit, trick[trick_winner(trick)]
    points = penalty(trick)
    detail = ", ".join(f"{c} {card_penalty(c)}" for c in trick if card_penalty(c))
    held = (f", and with it {points} penalty point{'s' if points != 1 else ''}: {detail}" if points
            else "; the trick holds no penalty cards")
    return (f"{trick[0]} was led, so {led.english} is the suit to follow; {win} is the highest "
            f"{led.english[:-1]} played and takes the trick{held} (rules §2.4).")


# --------------------------------------------------------------------------- the pass trainer

def random_hand(seed: int, players: int = 4) -> Cards:
    """A hand dealt from the deck for ``players``, from ``seed``, in suit order."""
    cards = deck(players)
    rng = make_rng(seed)
    picked = rng.permutation(len(cards))[:len(cards) // players]
    return Cards(cards[int(i)] for i in picked).sorted()


def parse_pass(text: "str | Sequence[Card]", hand: Sequence[Card]) -> tuple[Card, ...]:
    """Three distinct cards of ``hand`` (rules §2.2), refused with the reason."""
    if isinstance(text, str) and not text.replace(",", " ").strip():
        raise InvalidCardError("no cards given; pick three cards of your hand, such as 'QS AH 9D'")
    cards = parse_cards(text)
    if len(cards) != 3:
        raise InvalidCardError(f"a pass is exactly three cards, got {len(cards)}: {str(cards)!r} (rules §2.2)")
    outside = [c for c in cards if c not in hand]
    if outside:
        raise InvalidCardError(f"{' '.join(map(str, outside))} {'is' if len(outside) == 1 else 'are'} not in your "
                               f"hand ({Cards(hand)}) (rules §2.2)")
    return tuple(sorted(cards, key=lambda c: c.sort_key))


@dataclass(frozen=True)
class PassOdds:
    """One choice of three cards and what it led to in simulated deals."""

    name: str
    cards: tuple[Card, ...]
    queen: float              # the chance of taking ♠Q
    points: float             # average penalty points in the deal
    deals: int

    def __str__(self) -> str:
        return (f"{self.name}: pass {' '.join(map(str, self.cards))} -> Q♠ taken in {self.queen:.0%} of "
                f"{self.deals:,} deals, {self.points:.1f} penalty points on average")


def evaluate_passes(hand: "str | Sequence[Card]", choices: "dict[str, str | Sequence[Card]]", *, players: int = 4,
                    seat: int = 0, trials: int = 4000, seed: int = 1) -> tuple[PassOdds, ...]:
    """For each named choice of three cards from ``hand`` (held at ``seat``), simulate ``trials`` deals
    with the other hands dealt at random, every other seat passing and playing as the bot does and
    this seat playing as the bot after its pass; the same random deals for every choice.

    >>> odds = evaluate_passes("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D",
    ...                        {"keep her": "9D 8C AH", "pass her": "QS AH 9D"}, trials=2000, seed=3)
    >>> odds[0].queen > odds[1].queen
    True
    """
    hand = Cards(parse_cards(hand))
    out = []
    for name, cards in choices.items():
        chosen = parse_pass(cards, hand)
        batch = random_deals(trials, players, seed=seed, policy="bot", fixed_hand=(seat, hand), fixed_pass=chosen)
        out.append(PassOdds(name, chosen, float((batch.queen_taker == seat).mean()),
                            float(batch.taken[:, seat].mean()), trials))
    return tuple(out)


# --------------------------------------------------------------------------- odds

@lru_cache(maxsize=16)
def _simulated(trials: int, players: int, seed: int, policy: str):
    """The seeded deals the odds chapter reads twice (the Queen's odds and the leader's share): one
    simulation each, read-only, so that the chapter runs it once."""
    return random_deals(trials, players, seed=seed, policy=policy)


def queen_odds(players: Sequence[int] = (3, 4, 5, 6, 7), *, trials: int = 20000, seed: int = 1,
               policy: str = "bot") -> dict[int, dict[int, tuple[float, int]]]:
    """For each table size, by how many spades the holder of ♠Q held when play began (the Queen
    included): the chance that holder took her, and how many deals had that count.

    >>> odds = queen_odds((4,), trials=3000, seed=2)
    >>> odds[4][2][0] > odds[4][5][0]          # a Queen with one guard is caught more often than with four
    True
    """
    table = {}
    for n in players:
        batch = _simulated(trials, n, seed, policy)
        row = {}
        for count in range(1, int(batch.queen_spades.max()) + 1):
            hit = batch.queen_spades == count
            if hit.sum() >= 30:
                row[count] = (float(batch.holder_takes_queen[hit].mean()), int(hit.sum()))
        table[n] = row
    return table


def leader_penalties(players: Sequence[int] = (3, 4, 5, 6, 7), *, trials: int = 20000, seed: int = 1,
                     policy: str = "bot") -> dict[int, tuple[float, float]]:
    """For each table size: the first leader's (seat 1's) average penalty per deal, beside the average
    of the other seats.

    >>> lead, rest = leader_penalties((3,), trials=2000, seed=1)[3]
    >>> round(lead + 2 * rest)                  # the three seats share the deal's 43 points
    43
    """
    out = {}
    for n in players:
        batch = _simulated(trials, n, seed, policy)
        others = np.delete(batch.taken, 1, axis=1)
        out[n] = (float(batch.taken[:, 1].mean()), float(others.mean()))
    return out


# The one computation behind every figure of the Queen's odds the book quotes (the playing-well and
# the odds chapters): 20,000 deals for each table size, from the deal numbers of seed 1.
QUEEN_ODDS_DEALS = 20000


def queen_chances(players: Sequence[int] = (3, 4, 5, 6, 7)) -> dict[int, dict[int, tuple[float, int]]]:
    """The Queen's odds by spades held as the book quotes them: :func:`queen_odds` over
    ``QUEEN_ODDS_DEALS`` deals a table size, computed once (the deals are cached), so that every
    chapter quoting a figure quotes the same one.

    >>> queen_chances((4,))[4] == queen_odds((4,), trials=QUEEN_ODDS_DEALS, seed=1)[4]
    True
    """
    return queen_odds(tuple(players), trials=QUEEN_ODDS_DEALS, seed=1, policy="bot")


@dataclass(frozen=True)
class QueenPassed:
    """Where the Queen ends when you pass her: the share of deals in which each player, counted from
    you, takes her: ``you``, ``receiver`` (the player you passed to) and ``others``."""

    direction: str
    you: float
    receiver: float
    others: float
    points: float
    deals: int


def queen_passed(hand: "str | Sequence[Card]", cards: "str | Sequence[Card]", *, trials: int = 4000,
                 seed: int = 1) -> tuple[QueenPassed, QueenPassed]:
    """Pass the same three cards (the Queen among them) from ``hand`` at seat 0 of four, on the same
    deals, to the right-hand neighbour (who plays before you: the basic rules) and to the left (note 3a),
    every seat then playing as the bot: who takes the Queen, and your average penalty.

    >>> right, left = queen_passed("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D", "QS AH 9D", trials=1500)
    >>> right.direction, round(right.you + right.receiver + right.others, 6)
    ('to the player before you', 1.0)
    """
    hand = Cards(parse_cards(hand))
    chosen = parse_pass(cards, hand)
    if QUEEN not in chosen:
        raise CardlibError(f"the pass {' '.join(map(str, chosen))} does not hold Q♠; give her away to see where she goes")
    out = []
    for left in (False, True):
        batch = random_deals(trials, 4, seed=seed, policy="bot", fixed_hand=(0, hand), fixed_pass=chosen, pass_left=left)
        to = 1 if left else 3
        taker = batch.queen_taker
        you, receiver = float((taker == 0).mean()), float((taker == to).mean())
        out.append(QueenPassed("to the player after you" if left else "to the player before you", you, receiver,
                               1 - you - receiver, float(batch.taken[:, 0].mean()), trials))
    return tuple(out)


@dataclass(frozen=True)
class ScoreOdds:
    """One deal near the end of a game to 100, four players, from ``totals``: the chance the game
    ends after it, each seat's chance to win then, and the same when Q♠ goes to each seat."""

    totals: tuple[int, ...]
    ends: float
    wins: tuple[float, ...]
    queen_to: tuple[float, ...]          # the chance Q♠ goes to each seat
    you_win_if_queen_to: tuple[float, ...]
    ends_if_queen_to: tuple[float, ...]
    deals: int


def score_odds(totals: Sequence[int], *, trials: int = 4000, seed: int = 1, threshold: int = 100) -> ScoreOdds:
    """With ``totals`` before a four-player deal (rules §4: the game ends when a total reaches
    ``threshold``; the lowest wins), ``trials`` deals played by the bot: how often the game ends, how
    often each seat then wins (alone or sharing), and how often you (seat 0) win when Q♠ goes to
    each seat.

    >>> odds = score_odds((60, 96, 75, 82), trials=1500)
    >>> odds.you_win_if_queen_to[1] > odds.you_win_if_queen_to[0]
    True
    """
    totals = tuple(int(t) for t in totals)
    if len(totals) != 4 or any(t < 0 or t >= threshold for t in totals):
        raise CardlibError(f"four totals from 0 to {threshold - 1}, before the deal, got {totals!r} (rules §4)")
    batch = random_deals(trials, 4, seed=seed, policy="bot")
    after = batch.taken + np.array(totals)
    over = after.max(axis=1) >= threshold
    low = after.min(axis=1, keepdims=True)
    won = over[:, None] & (after == low)
    you_if = tuple(float(won[batch.queen_taker == s, 0].mean()) if (batch.queen_taker == s).any() else 0.0
                   for s in range(4))
    ends_if = tuple(float(over[batch.queen_taker == s].mean()) if (batch.queen_taker == s).any() else 0.0
                    for s in range(4))
    return ScoreOdds(totals, float(over.mean()), tuple(float(w) for w in won.mean(axis=0)),
                     tuple(float((batch.queen_taker == s).mean()) for s in range(4)), you_if, ends_if, trials)


# --------------------------------------------------------------------------- the worked deal

@dataclass(frozen=True)
class Step:
    """One step of the worked deal: a title, the table as seen from above (every hand face up) and
    what happened, in words."""

    title: str
    view: TableView
    lines: tuple[str, ...]
    state: State


def worked_deal(players: int = 3, seed: int = 7, **rules) -> tuple[Step, ...]:
    """A deal from the pass to the scores, every seat played by the bot: a step per decision.

    >>> steps = worked_deal(3, seed=7)
    >>> steps[0].title, steps[-1].title
    ('The deal', 'The score')
    >>> len(steps) == 1 + 3 + 51
    True
    """
    state = new_game(players, seed=seed, end_mode="deals", num_deals=1, **rules)
    steps = [Step("The deal", table_view(state, None),
                  tuple(story(state.events, actions=False)) +
                  (f"Each player now chooses three cards to pass to the "
                   f"{'left' if state.rules.pass_left else 'right'}, before seeing what comes in.",), state)]
    bot = BlackMariaBot()
    while not state.is_over:
        seat = state.to_act
        decision = bot.choose(state)
        after = state.apply(decision.action, reason=decision.reason)
        lines = [f"Seat {seat}: {decision.reason}"]
        lines += story(after.events_since(state), actions=False)
        if after.is_over:
            title = "The score"
        elif state.phase is Phase.PASS:
            title = f"Seat {seat} passes"
        else:
            title = f"Trick {state.play.number + 1}: seat {seat} plays"
        view_state = after if not after.is_over else after
        steps.append(Step(title, table_view(view_state, None), tuple(lines), after))
        state = after
    return tuple(steps)


# --------------------------------------------------------------------------- your first deal

FIRST_DEAL = 116
"""The deal's number of "Your first deal": four players, you (seat 0) deal, every seat played by
the computer (:class:`~.bot.BlackMariaBot`). An ordinary deal: nobody holds more than five cards of
a suit, before or after the pass. It shows the pass going to the player who plays before you (seat 1
passes you Q♠ Q♥ Q♦, and seat 2 passes seat 1 A♠ K♠ A♥, the cards that catch the Queen), spades
led to drive the Queen out, a Queen thrown away: you throw Q♠ in trick 6, when diamonds are led and
you have none, and seat 1, who passed her to you, takes her back. The deal ends at 0, 22, 7 and
14 penalty points; :func:`first_deal` tells it."""

_HE = (("it keeps", "he keeps"), ("it holds", "he holds"), ("it ducks", "he ducks"), ("it plays", "he plays"),
       ("it takes", "he takes"), ("it must", "he must"), ("it throws", "he throws"), ("it cannot", "he cannot"),
       ("it may", "he may"), ("leaves it", "leaves him"))


def _he(text: str) -> str:
    """A bot's reason (worded "it holds", "its hand") as a player's: "he holds", "his hand"."""
    for it, he in _HE:
        text = text.replace(it, he)
    return re.sub(r"\bits\b", "his", text).replace("which it must", "which he must")


@dataclass(frozen=True)
class DealPass:
    """One seat's pass in the first deal: who, the three cards, to whom, and why in plain words."""

    seat: int
    cards: tuple[Card, ...]
    to: int
    why: str


@dataclass(frozen=True)
class DealTrick:
    """One trick of the first deal: its number, who led, each ``(seat, card, why)`` in play order,
    who won it and why, the penalty points in it, and each seat's penalty points after it."""

    number: int
    plays: tuple[tuple[int, Card, str], ...]
    winner: int
    won: str
    points: int
    so_far: tuple[int, ...]

    @property
    def cards(self) -> Cards:
        return Cards(c for _, c, _ in self.plays)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(s for s, _, _ in self.plays)


@dataclass(frozen=True)
class FirstDeal:
    """A whole deal told slowly (:func:`first_deal`): the hands dealt, the passes, the hands after
    the pass, every trick, where the Queen fell, and the deal's penalty points."""

    seed: int
    players: int
    dealt: tuple[Cards, ...]
    passes: tuple[DealPass, ...]
    played: tuple[Cards, ...]
    tricks: tuple[DealTrick, ...]
    queen_trick: int                     # the number of the trick Q♠ fell in (from 1)
    taken: tuple[int, ...]
    totals: tuple[int, ...]
    final: State

    def name(self, seat: int) -> str:
        """"You" for seat 0 (the reader), "Seat N" for the others."""
        return seat_name(seat, 0)


def first_deal(seed: int = FIRST_DEAL, players: int = 4) -> FirstDeal:
    """The first deal of a game from ``seed``, every seat played by the computer, you at seat 0:
    each decision with its reason in a player's words ("you" for seat 0, "he" for the others).

    >>> deal = first_deal()
    >>> [p.to for p in deal.passes], deal.queen_trick, deal.taken
    ([0, 1, 2, 3], 6, (0, 22, 7, 14))
    >>> deal.passes[0].why
    'Q♠ has only 2 lower spades to guard her; Q♥ is a high heart that would win heart tricks; passing Q♦ leaves him fewer diamonds, nearer to none; he keeps 8♠ 4♠ and his low hearts'
    """
    state = new_game(players, seed=seed)
    dealt = tuple(Cards(h).sorted() for h in state.hands)
    bot = BlackMariaBot()
    passes, tricks, plays = [], [], []
    while not state.deals:
        seat = state.to_act
        decision = bot.choose(state, Voice.YOU if seat == 0 else Voice.IT)
        why = decision.reason.split(": ", 1)[1]
        why = why if seat == 0 else _he(why)
        after = state.apply(decision.action)
        if state.phase is Phase.PASS:
            passes.append(DealPass(seat, decision.action.cards, state.receiver(seat), why))
            if after.phase is Phase.PLAY:
                played = tuple(Cards(h).sorted() for h in after.hands)
        else:
            plays.append((seat, decision.action.card, why))
            if len(after.tricks) > len(state.tricks) or after.deals:
                done = (after.deals[0].tricks if after.deals else after.tricks)[-1]
                so_far = (after.deals[0].taken if after.deals else tuple(after.taken(s) for s in range(players)))
                tricks.append(DealTrick(done.number, tuple(plays), done.winner, _won_words(Cards(done.cards),
                                        seat_name(done.winner, 0)), done.points, so_far))
                plays = []
        state = after
    record = state.deals[0]
    queen = next(t.number for t in tricks if QUEEN in t.cards)
    return FirstDeal(seed, players, dealt, tuple(passes), played, tuple(tricks), queen, record.taken, record.totals,
                     state)


def _won_words(trick: Cards, who: str) -> str:
    """Who takes ``trick`` (lead first) and why, with the penalty cards in it, in a player's words."""
    led, win = trick[0].suit, trick[trick_winner(trick)]
    points = penalty(trick)
    detail = " and ".join(f"{c} ({card_penalty(c)})" for c in trick if card_penalty(c))
    takes = "take" if who == "You" else "takes"
    held = (f"and with it {plural(points, 'penalty point')}: {detail}" if points else "but it holds no penalty cards")
    return f"{who} {takes} the trick: {win} is the highest {led.english[:-1]} played, {held}."


# --------------------------------------------------------------------------- the legal-card trainer

@dataclass(frozen=True)
class TrainerPosition:
    """A hand and a trick in progress from a real game, with the options the rulings need."""

    hand: Cards
    trick: Cards
    trick_number: int
    options: tuple[tuple[str, bool], ...]
    seat: int
    leader: int
    players: int

    @property
    def trump(self) -> None:
        """Black Maria has no trumps (rules §1.3)."""
        return None

    def rulings(self):
        return rulings(self.hand, self.trick, trick_number=self.trick_number, **dict(self.options))


def trainer_position(seed: int, players: int = 4, **rules) -> TrainerPosition:
    """A position in trick play of a bot game, chosen by ``seed``, that teaches something: under
    note 4 (``no_heart_lead_early``), a lead to trick 1 or 2 from a hand with hearts and other cards
    (on odd seeds any lead or follow); otherwise a follower who holds the suit led and other cards,
    so that some cards are refused (on every third seed, any position).

    >>> p = trainer_position(3)
    >>> len(p.rulings()) == len(p.hand), any(not r.legal for r in p.rulings())
    (True, True)
    """
    rng = make_rng(seed)
    note4 = bool(rules.get("no_heart_lead_early"))
    anything = seed % 2 == 1 if note4 else seed % 3 == 2

    def teaches(state: State) -> bool:
        hand, trick = state.play.hand, state.play.trick.cards
        if len(hand) < 2:
            return False
        if anything:
            return True
        suits = {c.suit for c in hand}
        if note4:
            return not trick and state.play.number < 2 and len(suits) > 1 and any(c.suit.value == "H" for c in hand)
        return bool(trick) and trick[0].suit in suits and len(suits) > 1

    bot = BlackMariaBot()
    for _ in range(200):
        state = new_game(players, seed=int(rng.integers(2**31)), end_mode="deals", num_deals=1, **rules)
        found = []
        while not state.is_over:
            if state.phase is Phase.PLAY and teaches(state):
                found.append(state)
            state = state.apply(bot.choose(state).action)
        if found:
            state = found[int(rng.integers(len(found)))]
            options = (("no_heart_lead_early", state.rules.no_heart_lead_early),
                       ("hearts_broken", state.rules.hearts_broken), ("broken", state.hearts_broken))
            return TrainerPosition(state.play.hand, state.play.trick.cards, state.play.number + 1, options,
                            state.to_act, state.play.trick.leader, players)
    raise CardlibError(f"no teaching position found from seed {seed!r}")     # pragma: no cover


def sample_passes(hand: "str | Sequence[Card]") -> dict[str, tuple[Card, ...]]:
    """Three ways to pass from ``hand`` for the pass chapter: the bot's choice, the three highest
    cards, and the three lowest.

    >>> sorted(sample_passes("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D"))
    ["the computer's pass", 'the three highest cards', 'the three lowest cards']
    """
    hand = Cards(parse_cards(hand))
    by_rank = sorted(hand, key=lambda c: (FRENCH_RANKS.index(c.rank), c.sort_key))
    return {"the computer's pass": choose_pass(hand)[0], "the three highest cards": tuple(by_rank[:3]),
            "the three lowest cards": tuple(by_rank[-3:])}


# --------------------------------------------------------------------------- exercises

def _pick(rng: np.random.Generator, items):
    return items[int(rng.integers(len(items)))]


def questions(seed: int = 1, count: int = 8) -> tuple[Question, ...]:
    """Exercises drawn from ``seed``: who takes a trick, how many penalty points (under the basic rules
    and the notes), which cards may be played, where a pass goes.

    >>> qs = questions(1)
    >>> len(qs), all(q.check(q.answer).correct for q in qs)
    (8, True)
    """
    rng = make_rng(seed)
    out: list[Question] = []
    kinds = ("winner", "points", "legal", "pass", "note1", "note2", "lead4", "note5")
    for i in range(count):
        kind = kinds[i % len(kinds)]
        key = f"{kind}-{seed}-{i}"
        if kind in ("winner", "points", "note1", "note2"):
            players = int(rng.integers(3, 6))
            cards = deck(players)
            trick = Cards(cards[int(j)] for j in rng.permutation(len(cards))[:players])
            if kind in ("points", "note1", "note2") and penalty(trick, "standard") == 0:
                trick = Cards((trick[0],) + tuple(trick[1:-1]) + (QUEEN if QUEEN not in trick[:-1] else
                                                                   Card("A", trick[0].suit.__class__("H")),))
            win = trick_winner(trick)
            if kind == "winner":
                out.append(Question(key, f"{players} players. Which card takes this trick (the first card was led)?",
                                    str(trick[win]), _winner_words(trick),
                                    choices=tuple(str(c) for c in trick), trick=trick))
            else:
                scoring = {"points": "standard", "note1": "hearts_and_queen", "note2": "graded_hearts"}[kind]
                name = {"points": "the basic rules", "note1": "note 1 (only hearts and the Queen)",
                        "note2": "note 2 (graded hearts)"}[kind]
                points = penalty(trick, scoring)
                detail = ", ".join(f"{c} {card_penalty(c, scoring)}" for c in trick if card_penalty(c, "standard"))
                if scoring != "standard" and any(c in (Card("A", QUEEN.suit), Card("K", QUEEN.suit)) for c in trick):
                    detail += " (under notes 1 and 2 the A♠ and K♠ count nothing)"
                out.append(Question(key, f"How many penalty points does this trick hold under {name}?",
                                    str(points), f"{detail or 'no penalty cards'}: {points} in all "
                                    f"({'rules §1.4' if scoring == 'standard' else 'rules §5.1 ' + SCHEME_NAMES[scoring]}).",
                                    trick=trick))
        elif kind == "legal":
            position = trainer_position(int(rng.integers(10**6)), players=int(rng.integers(3, 8)))
            legal = [r for r in position.rulings() if r.legal]
            refused = [r for r in position.rulings() if not r.legal]
            if refused:
                ruling = _pick(rng, refused + legal[:1])
            else:
                ruling = _pick(rng, legal)
            answer = "yes" if ruling.legal else "no"
            out.append(Question(key, f"May you play {ruling.card} now?", answer,
                                ruling.reason[0].upper() + ruling.reason[1:] + ".", choices=("yes", "no"),
                                hands=(position.hand,), trick=position.trick, card=ruling.card))
        elif kind == "pass":
            players = int(rng.integers(3, 8))
            seat = int(rng.integers(players))
            left = bool(rng.integers(2))
            to = (seat + 1) % players if left else (seat - 1) % players
            rule = "note 3a: pass to the left" if left else "the basic rules: pass to the right"
            out.append(Question(key, f"{players} players, seats numbered clockwise. Under {rule}, to which seat "
                                     f"does seat {seat} pass?", str(to),
                                f"Play goes clockwise, so the {'left' if left else 'right'}-hand neighbour of seat "
                                f"{seat} is seat {to} (rules §1.1, {'§5.1 note 3a' if left else '§2.2'}).",
                                choices=tuple(str(s) for s in range(players) if s != seat)))
        elif kind == "lead4":
            hand = Cards(parse_cards(_pick(rng, ("AH 7H 2C 9D", "KH 3H QS 4D", "JH 10H 5H 2H"))))
            trick_no = int(rng.integers(1, 4))
            legal = legal_cards(hand, (), trick_number=trick_no, no_heart_lead_early=True)
            heart = next(c for c in hand if c.suit.value == "H")
            ok = heart in legal
            reason = [r for r in rulings(hand, (), trick_number=trick_no, no_heart_lead_early=True)
                      if r.card == heart][0].reason
            if ok and trick_no > 2:
                reason = ("note 4 forbids heart leads only in tricks 1 and 2; from trick 3 any card may lead "
                          "(rules §5.1 note 4, §2.4)")
            out.append(Question(key, f"Note 4 is in force. You lead trick {trick_no}. May you lead {heart}?",
                                "yes" if ok else "no", reason[0].upper() + reason[1:] + ".", choices=("yes", "no"),
                                hands=(hand,), card=heart))
        else:
            out.append(Question(key, "Note 5 is in force and you take every heart, A♠, K♠ and Q♠ in a deal under "
                                     "note 2's graded hearts. What do you score for the deal?", "-36",
                                "Under note 2 the deal holds 36 points; taking them all scores minus the deal's "
                                "total, and the others 0 (rules §5.1 note 5, §6)."))
    return tuple(out)


# --------------------------------------------------------------------------- playing well

# Example hands for the pass's rules of thumb (four players, rules §2.2): each compares two passes
# from one hand on the same simulated deals (:func:`evaluate_passes`).
PASS_EXAMPLES = {
    "short queen": ("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D",
                    {"keep the Queen": "AH 9D 8C", "pass the Queen": "QS AH 9D"}),
    "long queen": ("QS 6S 4S 3S 2S AH 2H 9D 8C 7C 6D 5D 4D",
                   {"keep the Queen": "AH 9D 8C", "pass the Queen": "QS AH 9D"}),
    "top spades": ("AS KS 3S JH 5H 2H QD 8D 4D 9C 7C 5C 2C",
                   {"keep A♠ K♠": "JH QD 9C", "pass A♠ K♠": "AS KS QD"}),
    "void": ("KD 9D 10S 6S 3S 8H 5H 2H AC JC 7C 5C 3C",
             {"pass three high cards": "KD AC JC", "make a void in diamonds": "KD 9D AC"}),
}


def pass_lessons(trials: int = 3000, seed: int = 1) -> dict[str, tuple[PassOdds, ...]]:
    """For each of ``PASS_EXAMPLES``, its two passes weighed on the same ``trials`` deals (four
    players, the bot playing every seat after the pass).

    >>> odds = pass_lessons(trials=1000)["short queen"]
    >>> odds[0].queen > odds[1].queen
    True
    """
    return {name: evaluate_passes(hand, choices, trials=trials, seed=seed)
            for name, (hand, choices) in PASS_EXAMPLES.items()}


@dataclass(frozen=True)
class Puzzle(_Puzzle):
    """A decision from a real deal (four players, every seat the bot until then) with the
    expert's value of every choice: ``values`` best first, in minus penalty points a deal."""

    def label(self, action) -> str:
        return _label(action)

    @property
    def hand(self) -> Cards:
        return self.state.hands[self.state.to_act] if self.state.phase is Phase.PASS else self.state.play.hand

    @property
    def trick(self) -> Cards:
        return Cards() if self.state.phase is Phase.PASS else self.state.play.trick.cards

    def lines(self) -> list[str]:
        """The position in words: the hand, the trick so far, what is still out."""
        s = self.state
        out = [f"Four players; you are seat {s.to_act}. Your hand: {self.hand}."]
        if s.phase is Phase.PASS:
            out.append("Which three cards do you pass?")
        else:
            played = Cards(c for cards in s.play.played() for c in cards)
            out.append(f"Trick {s.play.number + 1}; " + (f"the trick so far: {Cards(self.trick)} (led by seat "
                       f"{s.play.trick.leader})." if self.trick else "you lead."))
            gone = [c for c in (Card("A", QUEEN.suit), Card("K", QUEEN.suit), QUEEN) if c in played]
            out.append("Of Q♠, K♠ and A♠, " + (f"{' '.join(map(str, gone))} {'has' if len(gone) == 1 else 'have'} "
                       "been played." if gone else "none has been played yet."))
            out.append("Which card do you play?")
        return out


_label = BlackMariaModel().label


def _leads_low_spades(state: State) -> bool:
    """A lead from a hand with two or more spades below the Queen, none of Q♠ K♠ A♠, the Queen still out."""
    hand, play = state.play.hand, state.play
    spades = [c for c in hand if c.suit == QUEEN.suit]
    played = {c for cards in play.played() for c in cards}
    return (not play.trick.cards and QUEEN not in played and len(spades) >= 2 and len(spades) < len(hand)
            and all(c.rank not in ("Q", "K", "A") for c in spades) and play.number >= 1)


def _can_duck(state: State) -> bool:
    """A follow to a trick of three cards led in hearts or another suit, where you may play under the
    winning card or over it, and the trick already holds penalty points."""
    trick = state.play.trick.cards
    if len(trick) != 3 or penalty(trick) == 0:
        return False
    top = trick[trick_winner(trick)]
    same = [c for c in state.legal_actions() if c.card.suit == trick[0].suit]
    below = [a for a in same if FRENCH_RANKS.index(a.card.rank) > FRENCH_RANKS.index(top.rank)]
    return bool(below) and len(below) < len(same)


def _exits(state: State) -> bool:
    """A lead late in the deal (trick 9 or later) from a hand of three or more cards that holds both a
    low card (5 or lower) and a high one (jack or higher) in a side suit or hearts, the Queen still out."""
    play, hand = state.play, state.play.hand
    if play.trick.cards or play.number < 8 or len(hand) < 3:
        return False
    played = {c for cards in play.played() for c in cards}
    low = [c for c in hand if FRENCH_RANKS.index(c.rank) >= FRENCH_RANKS.index("5")]
    high = [c for c in hand if FRENCH_RANKS.index(c.rank) <= FRENCH_RANKS.index("J") and c.suit != QUEEN.suit]
    return bool(low) and bool(high) and QUEEN not in played and QUEEN not in hand


PUZZLES = {"lead": ("Leading with low spades", _leads_low_spades), "exit": ("Keeping a low card to lose the lead", _exits),
           "duck": ("Ducking under a trick with points in it", _can_duck)}


def puzzle(kind: str, seed: int, *, samples: int = 256) -> Puzzle:
    """The first position of ``kind`` (``"pass"``, or one of ``PUZZLES``) in a four-player
    deal from ``seed`` played by the bot, valued by the expert with ``samples`` worlds (its own
    seed fixed, no time budget, so the values are the same on every machine).

    >>> p = puzzle("duck", 3, samples=64)
    >>> p.values[0].mean >= p.values[-1].mean, len(p.trick)
    (True, 3)
    """
    title, state = _puzzle_state(kind, seed)
    return Puzzle.weighed(title, state, expert(budget=None, samples=samples, seed=seed))


def _puzzle_state(kind: str, seed: int) -> tuple[str, State]:
    """The title and the state of :func:`puzzle`'s position."""
    if kind != "pass" and kind not in PUZZLES:
        raise CardlibError(f"unknown puzzle {kind!r}; use 'pass' or one of {sorted(PUZZLES)}")
    title, test = PUZZLES.get(kind, ("Choosing a pass", None))
    bot = BlackMariaBot()
    state = new_game(4, seed=seed, end_mode="deals", num_deals=1)
    while test is not None and not state.is_over and not (state.phase is Phase.PLAY and test(state)):
        state = state.apply(bot.choose(state).action)
    if state.is_over:
        raise CardlibError(f"the deal from seed {seed!r} has no position of kind {kind!r}; try another seed")
    return title, state


# The playing-well chapter's examples of two rules of thumb, as (kind, seed).
PLAY_EXAMPLES = {"lead": ("lead", 11), "duck": ("duck", 6), "exit": ("exit", 27)}

# The exercises chapter's "what would you do?" positions, as (kind, seed).
POSITIONS = (("pass", 78), ("lead", 7), ("duck", 8), ("duck", 3))

# Why the expert's choice in each of ``POSITIONS`` is the one to make, in a player's words.
POSITION_WHY = {
    ("pass", 78): "the Queen has only two lower spades to guard her, fewer than three, so she goes, and K♠ with her, "
                  "since it would catch her if she came back to you; Q♣ is the card most likely to win a club trick",
    ("lead", 7): "you hold none of Q♠, K♠ and A♠, so a spade lead is safe for you; J♠ is just below the Queen, so "
                 "a player who holds her with few guards may have to play her over it and take her himself",
    ("duck", 8): "this trick costs only three points; ducking with 6♥ would leave you A♥ and 10♥, which would "
                 "win later tricks, dearer ones, so take this cheap trick with the ace",
    ("duck", 3): "Q♠ is in the trick and 5♣ is winning it: play a club lower than 5♣ and the trick, with its "
                 "13 points, goes to the player of 5♣",
}


def weigh_position(spec: tuple[str, int]) -> WeighedPosition:
    kind, seed = spec
    title, state = _puzzle_state(kind, seed)
    shown = Puzzle(title, state, ())
    return WeighedPosition.weighed(f"position-{kind}-{seed}", " ".join(shown.lines()), state,
                              expert(budget=None, samples=256, seed=seed), label=_label, sign=-1,
                              unit="penalty points", digits=1, signed=False, why=POSITION_WHY[spec],
                              hands=(shown.hand,), trick=shown.trick)


_POSITIONS = Positions(POSITIONS, weigh_position)


def exercise_positions() -> Positions:
    """The exercises chapter's "what would you do?" positions (``POSITIONS``), each from a real
    four-player deal played by the bot until your turn, with the expert's value of every choice
    in penalty points a deal (256 sampled deals, the deal's seed: the same values every time).

    >>> p = exercise_positions()[2]
    >>> p.check(p.answer).correct, len(p.rows()) == len(p.choices)
    (True, True)
    """
    return _POSITIONS
