"""What the Handjass chapters teach, as plain data and words: no widgets here.

* :func:`rank_rows` and :func:`suit_points`: the trump and plain orders with their points (§1.3).
* :func:`weis_report`: every Weis in a hand, the best non-overlapping choice and why a card
  cannot count twice (§1.4, §3.2); :func:`weis_contest` between two hands (§3.1).
* :func:`trainer_position` and :func:`judge`: a trick in progress and a hand, and whether a
  card may be played, naming the rule (§2.3); every answer is read from
  :func:`cardlib.handjass.rulings`, where the legal-card rule is written once.
* :func:`question`: exercises as :class:`cardlib.questions.Question`, which check an answer and
  explain the right one.
* ``VARIANTS``: every variant of §5 and what it changes; :func:`berner_rows`.
* Playing well: :func:`reach`, a hand's chance of 26 and its strokes when all four play, from
  seeded trial deals; ``THUMBS``, rules of thumb shown on hands (:func:`thumb_reach`);
  :func:`what_would_you_do`, positions answered with the expert's value of every choice.

Every random position comes from a seed: the same seed gives the same position.

>>> [f"{c}={p}" for c, p in rank_rows("H")[0][:3]]
['J♥=20', '9♥=14', 'A♥=11']
>>> print(weis_report("AS AH AD AC KS QS", "H").left_out[0][1])
A♠ already counts in four Aces (100); a card counts in one Weis only
>>> judge(trainer_position(1), trainer_position(1).hand[0]).legal in (True, False)
True
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, fields
from typing import Sequence

import numpy as np

from ..cards import SWISS_36, Card, Cards, Suit, check_seed, make_rng
from ..errors import CardlibError, InvalidCardError
from ..expert import Answer
from ..game import Voice, play_out, seat_name
from ..questions import WeighedPosition, Positions, Question
from ..tricks import legal_of, parse_trump
from .core import (LAST_TRICK_BONUS, PLAIN_ORDER, TRUMP_ORDER, HandjassRuling, card_points, legal_cards, parse_card,
                   parse_cards, rulings, strength, trick_points, trick_winner)
from .bot import BLIND_CHANCE, PLAY_AT, HandjassBot, estimate_points
from .expert import HandjassModel, batch_strokes, expert, with_cards
from .game import PASS, PLAY, TAKE_BLIND, Phase, new_game
from .records import Declaration
from .rules import Rules
from .scoring import BERNER_MULTIPLIERS
from .weis import STOECK_POINTS, Weis, all_weis, best_weis, four_points, has_stoeck, sequence_points, weis, weis_key

__all__ = ["rank_rows", "suit_points", "trick_words", "weis_value_rows", "parse_hand", "WeisReport", "weis_report", "ContestReport", "weis_contest",
           "KINDS", "TrainerPosition", "Verdict", "trainer_position", "new_position", "judge", "why_legal",
           "question", "QUESTION_KINDS", "Variant", "VARIANTS", "berner_rows", "random_hand", "bot_game", "wrap",
           "explain", "Reach", "REACH_HEADER", "reach", "lead_position", "Thumb", "THUMBS", "thumb_reach",
           "WHAT_WOULD_YOU_DO", "what_would_you_do", "POSITIONS", "exercise_positions", "weigh_position",
           "FIRST_DEAL", "FirstDeal", "Said", "TrickTold", "COUNT_HEADER", "first_deal", "share", "how_often", "signed",
           "AllPassed", "all_passed", "BlindChoice", "BLIND_HEADER", "blind_choice"]

MAX_HAND = 12       # 9 cards, or 12 in the 12-card variant (§5.1)
WIDTH = 76          # printed explanations wrap here, to fit a book page


def wrap(lines: "str | Sequence[str]", width: int = WIDTH, indent: str = "  ") -> str:
    """Sentences wrapped to ``width`` columns, each continued with ``indent``, for printing.

    >>> print(wrap(["a short line", "a longer line that goes on"], width=16))
    a short line
    a longer line
      that goes on
    """
    if isinstance(lines, str):
        lines = lines.splitlines()
    return "\n".join(textwrap.fill(line, width, subsequent_indent=indent) for line in lines)


# --------------------------------------------------------------------------- cards and values

def rank_rows(trump: "str | Suit", plain: "str | Suit | None" = None
              ) -> tuple[tuple[tuple[Card, int], ...], tuple[tuple[Card, int], ...]]:
    """The trump suit and one plain suit, each high to low, as ``(card, points)`` pairs (§1.3).

    ``plain`` defaults to the next suit after the trump in the order ♠ ♥ ♦ ♣.

    >>> [str(c) for c, _ in rank_rows("S", "D")[1]][:4]
    ['A♦', 'K♦', 'Q♦', 'J♦']
    """
    trump = parse_trump(trump)
    suits = [Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS]
    plain = suits[(suits.index(trump) + 1) % 4] if plain is None else parse_trump(plain)
    if plain == trump:
        raise CardlibError(f"the plain suit must differ from the trump suit, got {plain.symbol} for both")
    trumps = tuple((Card(r, trump), card_points(Card(r, trump), trump)) for r in TRUMP_ORDER)
    plains = tuple((Card(r, plain), card_points(Card(r, plain), trump)) for r in PLAIN_ORDER)
    return trumps, plains


def suit_points(trump: "str | Suit") -> dict[str, int]:
    """Card points of each suit with ``trump`` as trumps, the last-trick bonus and the total (§1.3, H1).

    >>> suit_points("H")
    {'♠': 30, '♥': 62, '♦': 30, '♣': 30, 'last trick': 5, 'total': 157}
    """
    trump = parse_trump(trump)
    points = {s.symbol: sum(card_points(c, trump) for c in SWISS_36.cards if c.suit == s)
              for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)}
    points["last trick"] = LAST_TRICK_BONUS
    points["total"] = sum(points.values())
    return points


def trick_words(trick: "str | Sequence[Card]", trump: "str | Suit") -> str:
    """Who wins a trick and what it holds, in one sentence (§1.3, §2.3).

    >>> trick_words("9H JH AS 10S", "H")
    'J♥ wins the trick: 9♥ 14 + J♥ 20 + A♠ 11 + 10♠ 10 = 55 points.'
    """
    cards, suit = parse_cards(trick), parse_trump(trump)
    if not cards:
        raise CardlibError(f"a trick needs at least one card, got {trick!r} (rules §2.3)")
    parts = " + ".join(f"{c} {card_points(c, suit)}" for c in cards)
    return f"{cards[trick_winner(cards, suit)]} wins the trick: {parts} = {trick_points(cards, suit)} points."


# --------------------------------------------------------------------------- weis

def weis_value_rows(*, modern: bool = False) -> tuple[tuple[str, int], ...]:
    """What each Weis is worth as one Weis (§1.4; ``modern``: the big scale of §5.2), as
    ``(Weis, points)``; runs of equal value are one row, and four cards that are no Weis say so.

    >>> for name, points in weis_value_rows():
    ...     print(f"{name}: {points}")
    run of 3 cards (Dreiblatt): 20
    run of 4 cards (Vierblatt): 50
    run of 5 to 9 cards (Fünfblatt and longer), as one Weis: 100
    four Jacks: 200
    four Aces, Kings, Queens or Tens: 100
    four Nines, Eights, Sevens or Sixes (no Weis): 0
    """
    rows: list[tuple[str, int]] = []
    names = {3: "Dreiblatt", 4: "Vierblatt", 5: "Fünfblatt"}
    length = 3
    while length <= 9:
        points, last = sequence_points(length, modern=modern), length
        while last < 9 and sequence_points(last + 1, modern=modern) == points:
            last += 1
        span = f"{length} cards" if last == length else f"{length} to {last} cards"
        name = names.get(length, "") + (" and longer" if length in names and last > length else "")
        one = ", as one Weis" if last > length else ""
        rows.append((f"run of {span}" + (f" ({name})" if name else "") + one, points))
        length = last + 1
    words = {"J": "Jacks", "A": "Aces", "K": "Kings", "Q": "Queens", "10": "Tens", "9": "Nines",
             "8": "Eights", "7": "Sevens", "6": "Sixes"}
    groups: dict[int, list[str]] = {}
    for rank in ("J", "A", "K", "Q", "10", "9", "8", "7", "6"):
        groups.setdefault(four_points(rank, modern=modern), []).append(words[rank])
    for points, ranks in sorted(groups.items(), key=lambda item: -item[0]):
        listed = ranks[0] if len(ranks) == 1 else ", ".join(ranks[:-1]) + " or " + ranks[-1]
        rows.append((f"four {listed}" + (" (no Weis)" if points == 0 else ""), points))
    return tuple(rows)


def parse_hand(text: "str | Sequence[Card]", *, what: str = "a hand", low: int = 1, high: int = MAX_HAND) -> Cards:
    """A hand of ``low`` to ``high`` distinct cards of the 36-card pack, refused with the reason.

    >>> parse_hand("AS KS QS")
    Cards('A♠ K♠ Q♠')
    >>> parse_hand("")
    Traceback (most recent call last):
    ...
    cardlib.errors.InvalidCardError: '' has no cards; type a hand such as 'AS KS QS 9H'
    """
    if isinstance(text, str) and not text.replace(",", " ").strip():
        raise InvalidCardError(f"{text!r} has no cards; type {what} such as 'AS KS QS 9H'")
    cards = parse_cards(text)
    if not low <= len(cards) <= high:
        raise InvalidCardError(f"{what} holds {low} to {high} cards (9 in a deal, 12 in the 12-card variant), "
                               f"got {len(cards)}: {str(cards)!r}")
    return cards


def random_hand(seed: int, size: int = 9) -> Cards:
    """``size`` cards dealt from the shuffled 36-card pack, from ``seed``, in suit order."""
    rng = make_rng(seed)
    picked = rng.permutation(len(SWISS_36.cards))[:size]
    return Cards(SWISS_36.cards[int(i)] for i in picked).sorted()


@dataclass(frozen=True)
class WeisReport:
    """What a hand holds (§1.4, §3.2): every Weis, the counted choice, and why the others are left out."""

    hand: Cards
    trump: Suit
    found: tuple[Weis, ...]                  # every Weis, overlapping, strongest first
    chosen: tuple[Weis, ...]                 # the non-overlapping choice with the highest total
    points: int
    best: Weis | None                        # the strongest single Weis: the one announced
    left_out: tuple[tuple[Weis, str], ...]   # (Weis, why it does not count too)
    notes: tuple[str, ...] = ()

    def lines(self) -> list[str]:
        """The report in sentences, as the weis finder shows it."""
        if not self.found:
            out = [f"No Weis in {self.hand}: no run of 3 cards in a suit and no four A, K, Q, J or 10."]
            return out + list(self.notes)
        out = [f"Every Weis in the hand: {', '.join(str(w) for w in self.found)}."]
        out.append(f"Counted (no card twice): {' + '.join(str(w) for w in self.chosen)} = {self.points} points.")
        out.append(f"Announced in the first trick: {self.best} (the strongest single Weis).")
        reasons: dict[str, list[str]] = {}
        for w, why in self.left_out:
            reasons.setdefault(why, []).append(w.name)
        for why, names in reasons.items():
            out.append(f"Not also the {', the '.join(names)}: {why}.")
        return out + list(self.notes)

    def __str__(self) -> str:
        return wrap(self.lines())


def weis_report(hand: "str | Sequence[Card]", trump: "str | Suit") -> WeisReport:
    """Every Weis of ``hand``, the best non-overlapping choice and its points (§3.2).

    >>> r = weis_report("AS KS QS JS 10S KH KD KC", "D")      # §3.1's example
    >>> [str(w) for w in r.chosen], r.points, str(r.best)
    (['four Kings (100)', 'three-card run Q♠ to 10♠ (20)'], 120, 'five-card run A♠ to 10♠ (100)')
    """
    hand = parse_hand(hand)
    suit = parse_trump(trump)
    found = tuple(all_weis(hand, suit))
    chosen = tuple(weis(hand, suit))
    owner = {c: w for w in chosen for c in w.cards}
    left_out = []
    for w in found:
        if w in chosen:
            continue
        shared = [c for c in w.cards if c in owner]
        if shared:
            card = shared[0]
            left_out.append((w, f"{card} already counts in {owner[card]}; a card counts in one Weis only"))
        else:
            left_out.append((w, "the grouping above scores more"))
    notes = []
    for rank in ("9", "8", "7", "6"):
        if sum(c.rank == rank for c in hand) == 4:
            notes.append(f"Four {rank}s are no Weis: only four Aces, Kings, Queens, Jacks or Tens count.")
    if has_stoeck(hand, suit):
        notes.append(f"Stöck: K{suit.symbol} and Q{suit.symbol} are worth {STOECK_POINTS} more when the second "
                     f"is played (not a Weis, so it scores even if another player wins the Weis contest).")
    best = best_weis(hand, suit)
    if chosen and best is not None and best not in chosen:
        notes.append(f"The count does not keep the announced {best.name} whole: "
                     f"{sum(w.points for w in chosen)} points beat its {best.points} (rules §3.1).")
    return WeisReport(hand, suit, found, chosen, sum(w.points for w in chosen), best, tuple(left_out),
                      tuple(notes))


_STEP_WORDS = ("more points", "more cards", "a higher top card", "the trump suit")


@dataclass(frozen=True)
class ContestReport:
    """The Weis contest between two hands (§3.1); hand 0 sits nearer the dealer's right."""

    hands: tuple[Cards, Cards]
    trump: Suit
    best: tuple[Weis | None, Weis | None]
    winner: int | None
    reason: str
    points: int                        # everything the winner scores (his best grouping)

    def lines(self) -> list[str]:
        shown = [f"Hand {i + 1}: {w if w else 'no Weis'}" for i, w in enumerate(self.best)]
        if self.winner is None:
            return shown + ["Nobody has a Weis, so nobody scores one."]
        return shown + [f"Hand {self.winner + 1} wins: {self.reason}.",
                        f"Hand {self.winner + 1} scores all its Weis: {self.points} points; "
                        f"the other hand scores none."]

    def __str__(self) -> str:
        return wrap(self.lines())


def _contest_hand(text: "str | Sequence[Card]", which: str) -> Cards:
    """One hand of the Weis contest; an error names which hand is wrong."""
    try:
        return parse_hand(text, what=which)
    except InvalidCardError as error:
        message = str(error)
        raise InvalidCardError(message if message.startswith(which) else f"{which}: {message}") from None


def weis_contest(first: "str | Sequence[Card]", second: "str | Sequence[Card]", trump: "str | Suit"
                 ) -> ContestReport:
    """Which of two hands wins the Weis contest and by which step of §3.1 (``first`` plays earlier).

    >>> print(weis_contest("KS QS JS", "QH JH 10H", "H").reason)     # H8
    both are worth 20 with 3 cards, and K♠ is higher than Q♥ (the trump suit only breaks exact ties)
    """
    a = _contest_hand(first, "the first hand")
    b = _contest_hand(second, "the second hand")
    for card in a:
        if card in b:
            raise InvalidCardError(f"{str(card)!r} is in both hands; the pack holds each card once")
    suit = parse_trump(trump)
    wa, wb = best_weis(a, suit), best_weis(b, suit)
    if wa is None and wb is None:
        return ContestReport((a, b), suit, (None, None), None, "nobody has a Weis", 0)
    if wa is None or wb is None:
        winner = 0 if wb is None else 1
        reason = f"only hand {winner + 1} has a Weis"
    else:
        ka, kb = weis_key(wa, suit), weis_key(wb, suit)
        if ka == kb:
            winner = 0
            reason = ("the two Weis are equal in points, cards and top card and neither is in trumps, "
                      "so the player nearer the dealer's right (hand 1) wins")
        else:
            winner = 0 if ka > kb else 1
            step = next(i for i in range(4) if ka[i] != kb[i])
            w, lose = (wa, wb) if winner == 0 else (wb, wa)
            if step == 0:
                reason = f"{w.points} points beat {lose.points}"
            elif step == 1:
                reason = f"both are worth {w.points}, and {w.length} cards beat {lose.length}"
            elif step == 2:
                reason = (f"both are worth {w.points} with {w.length} cards, and {w.top} is higher than {lose.top}"
                          f" (the trump suit only breaks exact ties)")
            else:
                reason = (f"both are worth {w.points} with {w.length} cards up to the same rank, "
                          f"and {w.name} is in trumps")
    hand = (a, b)[winner]
    return ContestReport((a, b), suit, (wa, wb), winner, reason, sum(w.points for w in weis(hand, suit)))


# --------------------------------------------------------------------------- legal cards

KINDS = ("follow suit", "no undertrumping", "trumps led", "lone Jack")


@dataclass(frozen=True)
class Verdict:
    """Whether ``card`` may be played, the rule at stake, and the explanation (from its ruling)."""

    card: Card
    legal: bool
    rule: str
    text: str

    def __str__(self) -> str:
        return ("Allowed: " if self.legal else "Not allowed: ") + self.text


@dataclass(frozen=True)
class TrainerPosition:
    """A trick in progress (lead first) and the hand of the player to play next (§2.3)."""

    hand: Cards
    trick: Cards
    trump: Suit
    kind: str = ""
    overtrump_duty: bool = True

    @classmethod
    def of(cls, hand: "str | Sequence[Card]", trick: "str | Sequence[Card]", trump: "str | Suit", *,
           overtrump_duty: bool = True) -> "TrainerPosition":
        """A position from text: ``TrainerPosition.of("KS 6H AH 7C", "8S QH", "H")``."""
        hand, trick = parse_hand(hand, what="the hand"), parse_cards(trick)
        legal_cards(hand, trick, trump)                 # refuses a card in both, or a full trick
        return cls(hand, trick, parse_trump(trump), "", overtrump_duty)

    def rulings(self) -> tuple[HandjassRuling, ...]:
        """Every card of the hand: legal or not, the rule, and why."""
        return rulings(self.hand, self.trick, self.trump, overtrump_duty=self.overtrump_duty)

    def legal(self) -> set[Card]:
        return legal_of(self.rulings())

    def __str__(self) -> str:
        return f"trumps {self.trump.symbol}; trick so far: {self.trick}; your hand: {self.hand}"


def why_legal(card: "str | Card", hand, trick, trump, *, overtrump_duty: bool = True) -> str | None:
    """Why a legal ``card`` may be played, in plain words; ``None`` if it may not.

    >>> print(why_legal("AS", "JH AS 6C", "7H", "H"))
    your only trump is the Jack (the Puur), which never has to be played to a trump lead, so any card may go
    """
    card = parse_card(card)
    ruling = _ruling(TrainerPosition.of(hand, trick, trump, overtrump_duty=overtrump_duty), card)
    return ruling.reason if ruling is not None and ruling.legal else None


def _ruling(position: TrainerPosition, card: Card) -> HandjassRuling | None:
    return next((r for r in position.rulings() if r.card == card), None)


def judge(position: TrainerPosition, card: "str | Card") -> Verdict:
    """May ``card`` be played in ``position``? The verdict names the rule and explains it.

    >>> p = TrainerPosition(parse_cards("KS 6H AH 7C"), parse_cards("8S QH"), Suit.HEARTS)      # H13
    >>> v = judge(p, "6H"); v.legal, v.rule
    (False, 'no undertrumping')
    >>> print(judge(p, "KS"))
    Allowed: you follow spades, the suit led (rules §2.3 rule 3)
    """
    card = parse_card(card)
    ruling = _ruling(position, card)
    if ruling is None:
        return Verdict(card, False, "not in your hand", f"cannot play {card}: it is not in your hand "
                                                        f"({position.hand})")
    return Verdict(card, ruling.legal, ruling.kind, ruling.reason)


def explain(position: TrainerPosition, width: int = WIDTH) -> str:
    """Every card of the hand with its verdict, one card a line (wrapped), for printing.

    >>> print(explain(TrainerPosition.of("KS 6H", "8S QH", "H")))
    K♠ allowed: you follow spades, the suit led (rules §2.3 rule 3)
    6♥ NOT allowed (no undertrumping): cannot play 6♥: undertrumping is not
      allowed — Q♥ has already trumped this trick and you can follow spades
      (rules §2.3 rule 3)
    """
    lines = [f"{r.card} allowed: {r.reason}" if r.legal else f"{r.card} NOT allowed ({r.kind}): {r.reason}"
             for r in position.rulings()]
    return wrap(lines, width)


def _classify(hand: Cards, trick: Cards, trump: Suit) -> str | None:
    """Which lesson a position teaches: the kind of its refused (or lone-Jack) cards, if it is one of ``KINDS``."""
    found = rulings(hand, trick, trump)
    refused = {r.kind for r in found if not r.legal}
    led = trick[0].suit
    if led == trump:
        if any(r.kind == "lone Jack" and r.legal for r in found):
            return "lone Jack"
        return "trumps led" if "trumps led" in refused and Card("J", trump) not in hand else None
    holds_led = any(c.suit == led for c in hand)
    if "no undertrumping" in refused and holds_led:
        return "no undertrumping"
    if "follow suit" in refused and not any(c.suit == trump for c in trick):
        return "follow suit"
    return None


def trainer_position(seed: int, kind: str | None = None, *, hand_size: int = 6) -> TrainerPosition:
    """A position from ``seed`` in which some card of the hand may not be played (§2.3).

    ``kind`` is one of ``KINDS``; by default the seed picks it in turn (seed 0 follow suit,
    1 no undertrumping, 2 trumps led, 3 lone Jack, 4 follow suit, ...).

    >>> p = trainer_position(3)
    >>> p.kind, p.trick[0].suit == p.trump, [str(c) for c in p.hand if c.suit == p.trump]
    ('lone Jack', True, ['J♣'])
    """
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise CardlibError(f"a seed must be a whole number 0 or more, got {seed!r}")
    if kind is None:
        kind = KINDS[seed % len(KINDS)]
    if kind not in KINDS:
        raise CardlibError(f"unknown kind of position {kind!r}; choose one of {', '.join(KINDS)}")
    rng = make_rng(seed)
    pack = SWISS_36.cards
    for _ in range(100_000):
        order = [pack[int(i)] for i in rng.permutation(len(pack))]
        size = int(rng.integers(1, 4))
        trick, hand = Cards(order[:size]), Cards(order[size:size + hand_size])
        led = trick[0].suit
        if kind in ("trumps led", "lone Jack"):
            trump = led
        else:
            others = [s for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS) if s != led]
            trump = others[int(rng.integers(3))]
        if _classify(hand, trick, trump) == kind:
            hand = Cards(sorted(hand, key=lambda c: ("SHDC".index(c.suit.value), -strength(c, trump))))
            return TrainerPosition(hand, trick, trump, kind)
    raise RuntimeError(f"no {kind} position found from seed {seed}")  # pragma: no cover - never in practice


def new_position(seed: int) -> TrainerPosition:
    """The legal-card trainer's position for ``seed`` (the kinds in turn), for a trainer widget."""
    return trainer_position(seed)


# --------------------------------------------------------------------------- exercises

QUESTION_KINDS = ("points", "weis", "legal")


def _points_question(seed: int) -> Question:
    rng = make_rng(seed)
    pack = SWISS_36.cards
    while True:
        cards = Cards(pack[int(i)] for i in rng.permutation(len(pack))[:4])
        trump = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)[int(rng.integers(4))]
        if any(c.suit == trump for c in cards) and trick_points(cards, trump) > 0:
            break
    last = bool(rng.integers(4) == 0)
    total = trick_points(cards, trump, last=last)
    parts = " + ".join(f"{c} {card_points(c, trump)}" for c in cards)
    explanation = f"{parts}{' + 5 for the last trick' if last else ''} = {total}."
    winner = cards[trick_winner(cards, trump)]
    prompt = (f"Trumps are {trump.english} ({trump.symbol}). How many points does this trick hold"
              f"{', the last of the deal' if last else ''}?")
    return Question(f"points {seed}", prompt, str(total), explanation + f" {winner} wins the trick.",
                    trick=cards, trump=trump)


def _weis_question(seed: int) -> Question:
    rng = make_rng(seed)
    pack = SWISS_36.cards
    while True:
        order = [pack[int(i)] for i in rng.permutation(len(pack))]
        a, b = Cards(order[:9]).sorted(), Cards(order[9:18]).sorted()
        trump = order[18].suit
        if best_weis(a, trump) is not None and best_weis(b, trump) is not None:
            break
    report = weis_contest(a, b, trump)
    options = ("Seat 1", "Seat 2")
    explanation = (f"Seat 1's best Weis is {report.best[0]}, Seat 2's is {report.best[1]}: "
                   f"{report.reason}. Seat {report.winner + 1} scores all its Weis, {report.points} points.")
    explanation = explanation.replace("hand 1", "Seat 1")
    prompt = (f"Trumps are {trump.english} ({trump.symbol}). Seat 1 plays before Seat 2. "
              f"Who wins the Weis contest?")
    return Question(f"weis {seed}", prompt, options[report.winner], explanation, choices=options,
                    hands=(a, b), labels=options, trump=trump)


def _legal_question(seed: int) -> Question:
    position = trainer_position(seed)
    rng = make_rng(seed)
    found = position.rulings()
    want_legal = bool(rng.integers(2))
    pool = [r for r in found if r.legal == want_legal] or list(found)
    ruling = pool[int(rng.integers(len(pool)))]
    prompt = (f"Trumps are {position.trump.english} ({position.trump.symbol}). The trick so far is "
              f"{position.trick} (led first). May you play {ruling.card}?")
    explanation = ruling.reason[0].upper() + ruling.reason[1:] + "."
    return Question(f"legal {seed}", prompt, "yes" if ruling.legal else "no", explanation, choices=("yes", "no"),
                    hands=(position.hand,), labels=("your hand",), trick=position.trick, card=ruling.card,
                    trump=position.trump)


def question(kind: str, seed: int) -> Question:
    """An exercise of ``kind`` (``"points"``, ``"weis"`` or ``"legal"``) from ``seed``, as a
    :class:`cardlib.questions.Question` (its key is the kind and the seed).

    >>> q = question("points", 1)
    >>> q.key, q.check(q.answer).correct, q.check(int(q.answer) + 1).correct
    ('points 1', True, False)
    """
    if kind not in QUESTION_KINDS:
        raise CardlibError(f"unknown kind of question {kind!r}; choose one of {', '.join(QUESTION_KINDS)}")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise CardlibError(f"a seed must be a whole number 0 or more, got {seed!r}")
    return {"points": _points_question, "weis": _weis_question, "legal": _legal_question}[kind](seed)


# --------------------------------------------------------------------------- variants

@dataclass(frozen=True)
class Variant:
    """One rule variant: its name, the ``new_game`` option that turns it on, and what it changes."""

    name: str
    option: str
    value: object
    changes: str
    source: str


VARIANTS: tuple[Variant, ...] = (
    Variant("Shorter or longer game", "target", 5,
            "A player retires on reaching this many net strokes instead of 7 (5 or 9 are common).",
            "rules §5.1"),
    Variant("Bessern for three", "bessern_3p", True,
            "No Blind: the dealer's last card is trumps, the other 9 cards are the Bessern; in turn each "
            "player may discard 3 cards and take 3 from it; no trump-Six swap.", "rules §5.1"),
    Variant("Bessern for two", "bessern_2p", True,
            "A card is turned for trumps and each player gets 3 face-down Bessern cards he may swap for "
            "3 of his own.", "rules §5.1"),
    Variant("Potato bonus", "potato_bonus", True,
            "The highest scorer gets +1 more for each potato (up to +3).", "rules §5.1"),
    Variant("Twelve cards", "twelve_cards", True,
            "With 2 or 3 players everyone gets 12 cards; no Blind and no Bessern.", "rules §5.1"),
    Variant("Berner Handjass", "berner", True,
            "Every deal's strokes and circles count several times, by the trump suit: ♥ ×4, ♦ ×3, ♣ ×2, ♠ ×1.",
            "rules §5.1"),
    Variant("Potato line 21", "potato_line", 21,
            "A player is a potato under 21 points instead of under 26.", "jassonkel.ch, Parlett"),
    Variant("Big (modern) Weis", "modern_weis", True,
            "Runs of 6 to 9 cards are worth 150 to 300; four 9s 150, four 8s, 7s or 6s 100; a card may "
            "serve in a run and a four.", "Wikipedia 'Weis', pagat"),
    Variant("No duty to overtrump", "overtrump_duty", False,
            "A player who cannot follow a plain lead that was trumped may throw any plain card instead of "
            "overtrumping (undertrumping stays forbidden).", "jassonkel.ch (rules §6 H-A19)"),
)


def _check_variants() -> None:
    names = {f.name for f in fields(Rules)}
    for v in VARIANTS:
        assert v.option in names, v.option


_check_variants()


def berner_rows() -> tuple[tuple[Suit, int], ...]:
    """The Berner multipliers, highest first (§5.1).

    >>> [(s.symbol, m) for s, m in berner_rows()]
    [('♥', 4), ('♦', 3), ('♣', 2), ('♠', 1)]
    """
    return tuple(sorted(BERNER_MULTIPLIERS.items(), key=lambda item: -item[1]))


# --------------------------------------------------------------------------- a game between bots

def bot_game(players: int, seed: int, *, moves: int | None = None, **rules):
    """A game from ``seed`` in which a :class:`~cardlib.handjass.HandjassBot` plays every seat, stopped
    after ``moves`` actions (or at the end); the same seed gives the same game.

    >>> game = bot_game(3, seed=1)
    >>> game.is_over, game.loser is not None
    (True, True)
    """
    state = new_game(players=players, seed=seed, **rules)
    bots = {s: HandjassBot(seed=s) for s in range(players)}
    return play_out(state, bots, stop=None if moves is None else (lambda s: len(s.history) >= moves))


# --------------------------------------------------------------------------- playing well

def share(hits: int, trials: int) -> str:
    """How often, as players read it: a percentage, but never "100%" or "0%" unless it is exact
    ("every deal", "no deal"); "over 99%" and "under 1%" where rounding would say so.

    >>> share(360, 400), share(399, 400), share(400, 400), share(1, 400), share(0, 400)
    ('90%', 'over 99%', 'every deal', 'under 1%', 'no deal')
    """
    if hits == trials:
        return "every deal"
    if hits == 0:
        return "no deal"
    percent = round(100 * hits / trials)
    return "over 99%" if percent >= 100 else "under 1%" if percent <= 0 else f"{percent}%"


def how_often(hits: int, trials: int) -> str:
    """:func:`share` as a sentence's words: "in every deal", "in 61% of the deals".

    >>> how_often(400, 400), how_often(244, 400), how_often(399, 400)
    ('in every deal', 'in 61% of the deals', 'in over 99% of the deals')
    """
    found = share(hits, trials)
    return f"in {found}" if found in ("every deal", "no deal") else f"in {found} of the deals"


def signed(value: float) -> str:
    """Strokes a deal with their sign and a real minus: ``+0.45``, ``−0.10``.

    >>> signed(0.45), signed(-0.1), signed(0)
    ('+0.45', '−0.10', '0.00')
    """
    return "0.00" if round(value, 2) == 0 else f"{value:+.2f}".replace("-", "−")


@dataclass(frozen=True)
class Reach:
    """How a hand fares when all four play it out (rules §2.2, §3.3): the bot's ``estimate`` of
    its points (the computer's count of the hand) and why, how often it reached the potato line
    (``hits`` of ``trials`` deals of the other 27 cards, ``chance``), how often it scored a stroke
    or two (``scored``: among the two best totals, or alone over the line) and the ``strokes`` it
    brings on average."""

    hand: Cards
    trump: Suit
    estimate: int
    why: str
    chance: float
    strokes: float
    trials: int
    hits: int = 0
    scored: int = 0

    def row(self, label: str | None = None) -> tuple[str, int, str, str, str]:
        """(hand, count, how often 26, how often a stroke, strokes a deal), for a table; ``label``
        stands for the hand where a picture beside the table draws it."""
        return (label or str(self.hand), self.estimate, share(self.hits, self.trials),
                share(self.scored, self.trials), signed(self.strokes))


REACH_HEADER = ("hand", "the computer's count", "reaches 26", "scores a stroke", "strokes a deal")


def _base_state(trump: Suit):
    """The first seeded 4-player deal with ``trump`` as trumps, everyone playing: at its first lead."""
    seed = 1
    while (state := new_game(4, seed=seed)).trump != trump:
        seed += 1
    while state.phase is not Phase.PLAY:
        state = state.apply(PLAY)
    return state


def lead_position(hand: "str | Sequence[Card]", trump: "str | Suit"):
    """A 4-player deal in which everyone plays, trumps ``trump`` and ``hand`` (9 cards) to lead
    the first trick; the other 27 cards lie in the other hands, the turned trump card in the
    dealer's (unless ``hand`` holds it)."""
    hand, trump = parse_hand(hand, low=9, high=9), parse_trump(trump)
    state = _base_state(trump)
    seat, dealer = state.to_act, state.dealer
    rest = [c for c in SWISS_36.cards if c not in hand and c != state.turned]
    if state.turned not in hand:
        rest.insert(0, state.turned)                 # the dealer's share starts with the turned card
    others = [dealer] + [s for s in state.play.order if s not in (seat, dealer)]
    cards = {seat: list(hand)}
    for i, s in enumerate(others):
        cards[s] = rest[9 * i:9 * i + 9]
    return with_cards(state, -1, cards)


def reach(hand: "str | Sequence[Card]", trump: "str | Suit", *, trials: int = 400, seed: int = 1) -> Reach:
    """How ``hand`` fares leading the first trick when all four play: the other 27 cards are
    dealt ``trials`` times at random from ``seed`` and every card is played as
    :class:`~cardlib.handjass.HandjassBot` plays (Weis and Stöck announced).

    >>> r = reach("JH 9H AH KH AS AD 10S 6C 7C", "H", trials=200)
    >>> r.estimate, r.chance > 0.9, r.strokes > 1
    (117, True, True)
    """
    if not isinstance(trials, int) or isinstance(trials, bool) or trials < 2:
        raise CardlibError(f"trials must be a whole number 2 or more, got {trials!r}")
    state = lead_position(hand, trump)
    seat, model = state.to_act, HandjassModel()
    rng = np.random.default_rng(check_seed(seed))
    hands, _ = model.worlds(state, seat, rng, trials)
    totals = model.totals(state, hands, [HandjassBot(0).choose(state).action])
    me = state.play.order.index(seat)
    strokes = batch_strokes(state, totals, rng)[:, me]
    value, why = estimate_points(state.hands[seat], state.trump)
    hits = int((totals[:, me] >= state.rules.potato_line).sum())
    return Reach(state.hands[seat], state.trump, value, why, hits / trials, float(strokes.mean()), trials,
                 hits, int((strokes > 0).sum()))


@dataclass(frozen=True)
class Thumb:
    """A rule of thumb and the hands that show it: each hand differs from the first in the cards
    the rule is about; all with ``trump`` as trumps, leading the first trick, all four playing."""

    title: str
    words: str
    hands: tuple[str, ...]
    trump: str = "H"


THUMBS: tuple[Thumb, ...] = (
    Thumb("Count your sure winners before you say play",
          "A hand is worth its likely trick winners (the Puur, the Nell, Aces, Kings guarded by their Ace) "
          "and its trumps: the more of them, the likelier 26 points.",
          ("JH 9H AH KH AS AD 10S 6C 7C", "AS KS QH 8H 7H 10D 6D 9C 8C", "KH 6H AD 9S 7S 6S 10C 8C 6C")),
    Thumb("The Puur is worth more than its 20 points",
          "The trump Jack wins every trick it meets, and it keeps your smaller trumps alive.",
          ("AS KS JH 8H 7H 10D 6D 9C 8C", "AS KS QH 8H 7H 10D 6D 9C 8C")),
    Thumb("A plain Ace is 11 points and usually a trick",
          "An Ace is the highest card of its suit, but anyone who has none of the suit may trump it: "
          "lead it early, before someone runs out of the suit.",
          ("AS KS QH 8H 7H AD 6D AC 8C", "AS KS QH 8H 7H 10D 6D 9C 8C", "6S KS QH 8H 7H 10D 6D 9C 8C")),
    Thumb("Weis and Stöck are points without a trick",
          "Three cards in a row are 20 points, the King and Queen of trumps 20 more: count them before you pass.",
          ("KH QH 7H 10S 9S 8S 9C 8C 6D", "KH 6H 7H 10S 9S 6C 9C 8C 6D")),
)


def thumb_reach(thumb: Thumb, *, trials: int = 400, seed: int = 1) -> tuple[Reach, ...]:
    """Every hand of ``thumb`` as :func:`reach` finds it (the same trials and seed for each)."""
    return tuple(reach(hand, thumb.trump, trials=trials, seed=seed) for hand in thumb.hands)


# The positions: (the deal's seed, or the hand that leads the first trick with hearts trumps;
# the sampled deals behind the answer, fewer where each is played out whole).
WHAT_WOULD_YOU_DO = {
    "play or pass": (8, 48),
    "lead with the Puur": ("AS KS JH 8H 7H 10D 6D 9C 8C", 200),
    "lead without the Puur": ("AS 10S 9H 8H 6H 7D 6D 8C 7C", 200),
}


def what_would_you_do(kind: str, *, samples: int | None = None, seed: int = 1):
    """A position for the reader to decide, answered with the expert's value of every choice in
    strokes (a :class:`cardlib.expert.Answer`; ``samples`` sampled deals, by default the
    position's own; the same ``seed``, the same answer).

    * ``"play or pass"``: four players, you speak first (rules §2.2);
    * ``"lead with the Puur"``, ``"lead without the Puur"``: all four play, hearts are trumps,
      and you lead the first trick.

    >>> what_would_you_do("lead with the Puur", samples=100).best
    'J♥'
    """
    if kind not in WHAT_WOULD_YOU_DO:
        raise CardlibError(f"unknown position {kind!r}; choose one of {', '.join(WHAT_WOULD_YOU_DO)}")
    where, default = WHAT_WOULD_YOU_DO[kind]
    state, question = _position_state("play or pass" if kind == "play or pass" else "lead", where)
    values = tuple(expert(budget=None, samples=samples or default, seed=seed).values(state))
    labels = tuple(str(v.action.card) if hasattr(v.action, "card") else str(v.action) for v in values)
    return Answer(question, values, labels, "strokes")


# The exercises chapter's "what would you do?" positions: (kind, where, sampled deals, why): "play or
# pass" as the first speaker of a four-player deal from the deal's number ``where``, or "lead" the
# first trick from the hand ``where``, hearts trumps, all four playing; ``why``, in a player's
# words, why the expert's choice is the one to make (the playing well chapter's rules of thumb).
POSITIONS = (
    ("play or pass", WHAT_WOULD_YOU_DO["play or pass"][0], 48,
     "the Puur (J♥) wins a trick whatever the others hold, and with Q♥ and 7♥ beside it you hold three "
     "trumps: a hand like this reaches 26, and often the top two, even with four playing"),
    ("play or pass", 3, 48,
     "your only sure winner is the A♥, and your one trump, the A♦, lies under the Puur and the Nell of "
     "diamonds: with four playing, such a hand costs strokes on average, and a player who passes cannot lose"),
    ("lead", WHAT_WOULD_YOU_DO["lead without the Puur"][0], 200,
     "lead the Ace of spades early, before anyone runs out of spades and can trump it; never lead the Nell "
     "(9♥) without the Puur: whoever holds the Puur can take it, and it is the worst lead here by far"),
    ("lead", "9H 6H AS KS 10D 8D AC QC 6C", 200,
     "a small diamond gives away no points and keeps both Aces and the Nell for later; the Nell, with only "
     "the 6♥ beside it, is the worst lead here"),
)


def _position_state(kind: str, where: "int | str") -> tuple:
    """A position and its question: "play or pass" as the first speaker of a four-player deal
    from the seed ``where``, or "lead" the first trick from the hand ``where``, hearts trumps."""
    if kind == "play or pass":
        state = new_game(4, seed=where)
        return state, (f"Four play and you speak first. Trumps are {state.trump.english} (the turned card is "
                       f"{state.turned}); your hand: {state.hands[state.to_act].sorted()}. Play or pass?")
    state = lead_position(where, "H")
    return state, (f"All four play. Trumps are hearts, and you lead the first trick from "
                   f"{state.hands[state.to_act].sorted()}. Which card?")


def weigh_position(spec: tuple[str, "int | str", int, str]) -> "WeighedPosition":
    kind, where, samples, why = spec
    state, prompt = _position_state(kind, where)
    return WeighedPosition.weighed(f"position-{kind}-{where}", prompt, state, expert(budget=None, samples=samples, seed=1),
                                    label=lambda a: str(a.card) if hasattr(a, "card") else str(a), unit="strokes",
                                    why=why, hands=(state.hands[state.to_act].sorted(),), trump=state.trump)


_POSITIONS = Positions(POSITIONS, weigh_position)


def exercise_positions() -> Positions:
    """The exercises chapter's "what would you do?" positions (``POSITIONS``), with the expert's
    value of every choice in strokes a deal (the position's sampled deals, seed 1: the same values
    every time).

    >>> p = exercise_positions()[3]
    >>> p.check(p.answer).correct, p.unit
    (True, 'strokes')
    """
    return _POSITIONS


# --------------------------------------------------------------------------- your first deal

FIRST_DEAL = 397
"""The deal's number of the first deal chapter: three players, the default rules, the computer
player (:class:`~cardlib.handjass.HandjassBot`) in every seat, you (seat 0) dealing. Clubs are
trumps (7♣ turned on the Blind). Seat 1 and Seat 2 say play; your own hand counts only about 29
points, so you throw it away and take the Blind (which holds the trump Six, so nobody may swap it
for the turned card). In the first trick Seat 1 announces a run of three (20) and you a run of
four (50): your 50 wins the Weis contest, and Seat 1's 20 counts nothing. Seat 1 says Stöck when
he plays the trump King in trick 7 (+20, though he lost the Weis contest) and wins the last trick
(+5). Totals: you 90, Seat 1 65, Seat 2 22: you and Seat 1 get a stroke each, Seat 2, under 26,
a potato (a ring). Every rule of an ordinary deal once, no freak hand. Found once by searching
deal numbers with the bots; ``tests/unit/test_handjass_lessons.py`` replays it and checks all of
this."""


@dataclass(frozen=True)
class Said:
    """One decision of the first deal: who, what, and his reason in a player's words."""

    seat: int
    action: object
    why: str

    def words(self, viewer: int | None = 0) -> str:
        """``"Seat 1 says play: ..."`` (``"You take the Blind: ..."`` for the viewer)."""
        who = seat_name(self.seat, viewer)
        what = str(self.action)
        if what in ("play", "pass"):
            verb = f"{'say' if who == 'You' else 'says'} {what}"
        elif what == "take the Blind":
            verb = "take the Blind" if who == "You" else "takes the Blind"
        elif hasattr(self.action, "card"):
            verb = f"{'play' if who == 'You' else 'plays'} {self.action.card}"
            if self.action.weis is not None:
                verb += f", announcing a Weis of {self.action.weis.points}"
            if self.action.stoeck:
                verb += ', saying "Stöck"'
        else:
            verb = what
        return f"{who} {verb}: {self.why}."


@dataclass(frozen=True)
class TrickTold:
    """One trick of the first deal: each seat's card and what he said with it, the winner and
    the points, and what the trick decided (the Weis contest, Stöck, the last trick's 5)."""

    number: int
    plays: tuple[Said, ...]           # in the order played; action is the Play
    winner: int
    points: int
    notes: tuple[str, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.action.card for p in self.plays)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(p.seat for p in self.plays)


@dataclass(frozen=True)
class FirstDeal:
    """A whole deal told slowly (the first deal chapter): the hands as dealt, every decision with
    its reason, every trick, and the count and strokes at the end."""

    seed: int
    dealt: "object"                    # the State as dealt
    end: "object"                      # the State once the deal is over (the next deal dealt)
    declarations: tuple[Said, ...]
    tricks: tuple[TrickTold, ...]
    history: tuple

    @property
    def record(self):
        """The deal's :class:`~cardlib.handjass.records.DealRecord`."""
        return self.end.deals[0]

    @property
    def six_words(self) -> str:
        """Whether anyone may swap the trump Six for the turned card, and why (rules §2.6)."""
        six, dealt = Card("6", self.dealt.trump), self.dealt
        if self.dealt.turned == six:
            return "The turned card is the trump Six itself, so there is nothing to swap."
        if six in dealt.blind:
            return (f"Nobody may swap the trump Six for the turned {dealt.turned}: {six} lies in the Blind, "
                    f"so it comes to you with the Blind.")
        holder = next(s for s in range(dealt.players) if six in dealt.hands[s])
        robbed = any(e.kind == "rob" for e in self.end.events)
        return (f"{seat_name(holder, 0)} holds {six}" + (f" and swaps it for the turned {dealt.turned}."
                                                          if robbed else ", but does not swap it."))

    @property
    def out_points(self) -> int:
        """The card points of the hand thrown away for the Blind: out of the deal (rules §2.6)."""
        return sum(card_points(c, self.dealt.trump) for c in self.thrown)

    @property
    def thrown(self) -> Cards:
        """The hand thrown away for the Blind (no cards if nobody took it)."""
        taker = next((s.seat for s in self.declarations if str(s.action) == "take the Blind"), None)
        return Cards() if taker is None else self.dealt.hands[taker]

    @property
    def points_words(self) -> str:
        """What the tricks held in all: card points, the last trick's 5, and the points out of the deal."""
        rec = self.record
        cards = sum(rec.card_points[s] for s in rec.active)
        words = (f"The tricks held {cards} card points, and the last trick brings {LAST_TRICK_BONUS} more: "
                 f"{cards + LAST_TRICK_BONUS}")
        if self.out_points:
            words += (f", not 157, because the {self.out_points} points of the hand thrown away for the Blind "
                      f"are out of the deal")
        return words + "."

    @property
    def play_hands(self) -> tuple[Cards, ...]:
        """Each seat's hand as trick play began (after the Blind was taken)."""
        return self.record.hands

    def count_rows(self, viewer: int | None = 0) -> list[list[str]]:
        """One row a player, in playing order: card points, last trick, Weis, Stöck, total, the
        26 line and the strokes (rules §2.4, §3.3)."""
        rec, line = self.record, self.end.rules.potato_line
        weis_points = sum(w.points for w in rec.weis)
        rows = []
        for s in rec.active:
            total = rec.totals[s]
            gained = rec.strokes[s]
            rows.append([seat_name(s, viewer), str(rec.card_points[s]),
                         str(LAST_TRICK_BONUS) if rec.last_trick == s else "0",
                         str(weis_points) if rec.weis_winner == s else "0",
                         str(STOECK_POINTS) if s in rec.stoeck else "0", str(total),
                         f"yes ({total} ≥ {line})" if total >= line else f"no: a potato ({total} < {line})",
                         ("+" if gained > 0 else "−" if gained < 0 else "") + str(abs(gained)) if gained else "0"])
        return rows


COUNT_HEADER = ("player", "card points", "last trick", "Weis", "Stöck", "total", "reaches 26?", "strokes")


def _he(reason: str) -> str:
    """A bot's reason (said of "it") said of a player: "he", "his", "him"."""
    reason = re.sub(r"\bits\b", "his", reason)
    reason = re.sub(r"\bitself\b", "himself", reason)
    return re.sub(r"\bit\b", "he", reason)


def _declare_why(state, seat: int, action) -> str:
    """Why a player says play, pass or takes the Blind, in a player's words (rules §2.2, §2.6)."""
    value, why = estimate_points(state.hands[seat], state.trump, state.rules)
    line = state.rules.potato_line
    still = 1 + sum(1 for s in state.order if s != seat and state.declared[s] is not Declaration.PASS)
    at = PLAY_AT[line][(len(state.in_game), still)]
    you = seat == 0
    its = "your" if you else "his"
    counted = (f"{its} hand counts about {value} points with {state.trump.english} trumps"
               + (f" ({why})" if why != "no sure winners" else ", with no sure winner"))
    if str(action) == "play":
        return (f"{counted}; with {still} players who may still play, hands that count {at} or more "
                f"reached {line} more often than not in the computer's trial deals")
    if str(action) == "take the Blind":
        return (f"{counted}, under the {at} from which hands usually reach {line}; the Blind is an unseen "
                f"hand, and unseen hands reached {line} in {BLIND_CHANCE[line]} of 100 trial deals, so "
                f"{'you throw your' if you else 'he throws his'} hand away for it (and then must play)")
    return f"{counted}, under the {at} from which hands usually reach {line}, and a passer cannot lose"


def first_deal(seed: int = FIRST_DEAL) -> FirstDeal:
    """The first deal of a three-player game from the deal's number ``seed``, the computer player
    in every seat, told decision by decision (the first deal chapter; ``FIRST_DEAL`` by default).

    >>> deal = first_deal()
    >>> [str(s.action) for s in deal.declarations], deal.record.totals, deal.record.strokes
    (['play', 'play', 'take the Blind'], (90, 65, 22), (1, 1, -1))
    """

    state = new_game(3, seed=seed)
    dealt = state
    bots = {s: HandjassBot(seed=s) for s in range(3)}
    declarations: list[Said] = []
    tricks: list[TrickTold] = []
    plays: list[Said] = []
    history = []
    while not state.deals:
        seat = state.to_act
        decision = bots[seat].choose(state, Voice.YOU if seat == 0 else Voice.IT)
        action = decision.action
        if state.phase is Phase.PLAY:
            why = decision.reason           # the announcement is told in the trick's notes
            plays.append(Said(seat, action, why if seat == 0 else _he(why)))
        elif state.phase is Phase.DECLARE:
            declarations.append(Said(seat, action, _declare_why(state, seat, action)))
        else:
            declarations.append(Said(seat, action, _he(decision.reason) if seat else decision.reason))
        before = state
        state = state.apply(action)
        history.append(action)
        if before.phase is Phase.PLAY and (state.deals or state.trick_no > before.trick_no):
            cards = before.play.trick.cards + (action.card,)
            winner = state.deals[0].last_trick if state.deals else state.finished_trick.winner
            tricks.append(TrickTold(len(tricks) + 1, tuple(plays), winner, trick_points(cards, before.trump),
                                    _trick_notes(before, state, plays)))
            plays = []
    return FirstDeal(seed, dealt, state, tuple(declarations), tuple(tricks), tuple(history))


def _trick_notes(before, after, plays: list[Said]) -> tuple[str, ...]:
    """What a trick decided besides its points: the Weis announced and the contest, Stöck, the
    last trick's 5 (``before``: the state before its last card, ``after``: after it)."""

    def says(seat: int, verb: str) -> str:
        return f"{seat_name(seat, 0)} {verb if seat == 0 else verb + 's'}"

    notes = [f"{says(p.seat, 'announce')} {p.action.weis}." for p in plays if p.action.weis is not None]
    if before.trick_no == 0 and before.announced or any(p.action.weis is not None for p in plays):
        found = after.deals[0] if after.deals else None
        winner = found.weis_winner if found else after.announcements.winner
        shown = found.weis if found else after.announcements.shown
        notes.append(f"{says(winner, 'win')} the Weis contest and {'score' if winner == 0 else 'scores'} "
                     f"{', '.join(str(w) for w in shown)}; nobody else scores a Weis.")
    notes += [f"{says(p.seat, 'say')} Stöck with {p.action.card}: {STOECK_POINTS} points."
              for p in plays if p.action.stoeck]
    if after.deals:
        notes.append(f"It is the last trick: {says(after.deals[0].last_trick, 'get')} {LAST_TRICK_BONUS} more.")
    return tuple(notes)


# --------------------------------------------------------------------------- playing well: two decisions

@dataclass(frozen=True)
class AllPassed:
    """A four-player deal in which the three players before the dealer passed: the dealer's hand,
    and what each of his choices brings, played by the game itself (rules §2.2)."""

    seed: int
    hand: Cards
    trump: Suit
    estimate: int
    choices: tuple[tuple[str, int, str], ...]      # (choice, the dealer's strokes, what happened)


def all_passed(*, below: int = 30, seed: int = 1) -> AllPassed:
    """The first four-player deal from the deal's number ``seed`` on where the dealer's hand counts
    under ``below`` (a hand he would pass if anyone else played); the three before him pass, and
    what his play and his pass then bring, as the game scores them.

    >>> found = all_passed()
    >>> [(choice, strokes) for choice, strokes, _ in found.choices]
    [('play', 2), ('pass', 0)]
    """
    number = check_seed(seed)
    while True:
        state = new_game(4, seed=number)
        dealer = state.dealer
        value, _ = estimate_points(state.hands[dealer], state.trump, state.rules)
        if value < below:
            break
        number += 1
    for _ in range(3):
        state = state.apply(PASS)
    rows = []
    for action in (PLAY, PASS):
        record = state.apply(action).deals[-1]
        what = ("he alone plays, so he scores +2 at once, without play" if record.outcome == "one player"
                else "nobody plays: the cards are thrown in")
        rows.append((str(action), record.strokes[dealer], what))
    return AllPassed(number, state.hands[dealer].sorted(), state.trump, value, tuple(rows))


@dataclass(frozen=True)
class BlindChoice:
    """Three-player deals in which the first speaker's hand counts under ``below``: how often it
    reached 26, and its strokes a deal, when he kept it and when he took the Blind instead (the two
    others playing, the computer playing every card), over the same ``deals``."""

    below: int
    deals: int
    keep: tuple[int, float, int]          # (reached 26, strokes a deal, scored a stroke)
    blind: tuple[int, float, int]

    def rows(self) -> list[list[str]]:
        return [[name, share(hits, self.deals), share(scored, self.deals), signed(strokes)]
                for name, (hits, strokes, scored) in (("keep the hand", self.keep), ("take the Blind", self.blind))]


BLIND_HEADER = ("with a hand counted under 30", "reaches 26", "scores a stroke", "strokes a deal")


def blind_choice(*, deals: int = 200, below: int = 30, seed: int = 1) -> BlindChoice:
    """The Blind decision measured: ``deals`` three-player deals from the deal's number ``seed`` on
    whose first speaker holds a hand counted under ``below``, each played out twice by the computer
    (:class:`~cardlib.handjass.HandjassBot` in every seat, the two others playing): once with the
    hand kept, once with it thrown away for the Blind.

    >>> found = blind_choice(deals=20)
    >>> found.deals, found.blind[0] > found.keep[0]
    (20, True)
    """
    if not isinstance(deals, int) or isinstance(deals, bool) or deals < 1:
        raise CardlibError(f"deals must be a whole number 1 or more, got {deals!r}")
    number, found = check_seed(seed), {"keep": [], "blind": []}
    while len(found["keep"]) < deals:
        state = new_game(3, seed=number)
        number += 1
        first = state.to_act
        if estimate_points(state.hands[first], state.trump, state.rules)[0] >= below:
            continue
        for name, choice in (("keep", PLAY), ("blind", TAKE_BLIND)):
            start = state.apply(choice).apply(PLAY).apply(PLAY)
            end = play_out(start, {s: HandjassBot(seed=s) for s in range(3)}, stop=lambda g: bool(g.deals))
            record = end.deals[0]
            found[name].append((record.totals[first] >= state.rules.potato_line, record.strokes[first]))
    summary = {name: (sum(r for r, _ in rows), sum(k for _, k in rows) / deals, sum(k > 0 for _, k in rows))
               for name, rows in found.items()}
    return BlindChoice(below, deals, summary["keep"], summary["blind"])
