"""Differential test against jass-kit (PyPI ``jass-kit``, import ``jass``), the HSLU Schieber engine.

jass-kit plays Schieber, not Handjass, but the trump-game card rules are the common Swiss
Jass rules: the same rank orders and point table (its ``card_values`` rows 0-3), the same
trick winner, and the same follow / trump / no-undertrump duties. Its encodings differ
from ours: cards are ``9 * colour + offset`` with colours ♦ ♥ ♠ ♣ (0-3) and offsets
A K Q J 10 9 8 7 6; trumps are the same colour numbers (4 and 5 are Obe-Abe / Une-Ufe,
not used here); players are numbered so that the next player to play is ``player - 1``.

Where jass-kit and our rules part, listed below and left out of the random comparison:

* KNOWN_JASSKIT_WRONG: after a plain lead, when two trumps are already in the trick,
  jass-kit's ``get_valid_cards`` measures undertrumping against the trump with the
  higher card index ("lowest" in its comments), not against the highest trump in trump
  order, so it lets a player undertrump the Puur or the Nell (rules §2.3 rule 3, H-A5).
* SEED_OVERTRUMP_DUTY: jass-kit has no duty to overtrump (a void player may throw any
  plain card after a trump). That is the spec's H-A19 reading; the seed's play rule 5
  ("must play a trump stronger than the trump played") is our default. We compare
  jass-kit with ``overtrump_duty=False``; the seed cases are listed to show the difference.
"""

from __future__ import annotations

import numpy as np
import pytest

from cardlib.cards import SWISS_36, Cards
from cardlib.handjass import PLAIN_ORDER, legal_cards, parse_cards, trick_points, trick_winner

jass_rule = pytest.importorskip("jass.game.rule_schieber")
jass_const = pytest.importorskip("jass.game.const")

COLOURS = "DHSC"                         # jass-kit colour order
RULE = jass_rule.RuleSchieber()

# (trump, trick so far, hand, our legal cards, jass-kit's legal cards): jass-kit lets the
# player undertrump the highest trump because it compares with the "lowest" one by index.
KNOWN_JASSKIT_WRONG = [
    ("H", "8S JH 6H", "AH KS", "KS", "AH KS"),
    ("H", "8S 6H JH", "AH 7C", "7C", "AH 7C"),
    ("D", "AC 9D 8D", "AD KD 6S", "6S", "AD KD 6S"),
]

# (trump, trick so far, hand, seed's legal cards, jass-kit's = the spec's H-A19 reading)
SEED_OVERTRUMP_DUTY = [
    ("H", "8S QH", "AH 7C", "AH", "AH 7C"),
    ("S", "KD 10S", "JS 6C 7H", "JS", "JS 6C 7H"),
]


def jass_index(card) -> int:
    return COLOURS.index(card.suit.value) * 9 + PLAIN_ORDER.index(card.rank)


def jass_legal(hand, trick, trump: str) -> set:
    row = np.zeros(36, np.int32)
    row[[jass_index(c) for c in hand]] = 1
    valid = RULE.get_valid_cards(row, [jass_index(c) for c in trick], len(trick), COLOURS.index(trump))
    return {c for c in hand if valid[jass_index(c)]}


def jasskit_compares_the_lowest_trump(trick, trump: str) -> bool:
    """The situation of KNOWN_JASSKIT_WRONG: a plain lead followed by two trumps."""
    return (len(trick) == 3 and trick[0].suit.value != trump
            and trick[1].suit.value == trump and trick[2].suit.value == trump)


def test_encodings_agree_on_the_point_table():
    for t, trump in enumerate(COLOURS):
        ours = [trick_points([c], trump) for c in SWISS_36.cards]
        theirs = [int(jass_const.card_values[t, jass_index(c)]) for c in SWISS_36.cards]
        assert ours == theirs


def test_trick_winners_and_points_agree_on_random_tricks():
    rng = np.random.default_rng(2024)
    for _ in range(5_000):
        trick = Cards(SWISS_36.cards[int(i)] for i in rng.permutation(36)[:4])
        trump = COLOURS[int(rng.integers(4))]
        last = bool(rng.integers(2))
        ids = np.array([jass_index(c) for c in trick])
        player = RULE.calc_winner(ids, first_player=0, trump=COLOURS.index(trump))
        assert trick_winner(trick, trump) == (-player) % 4, (trick, trump)
        assert trick_points(trick, trump, last=last) == RULE.calc_points(ids, last, COLOURS.index(trump))


def test_legal_cards_agree_on_random_positions_except_the_listed_cases():
    rng = np.random.default_rng(7)
    compared = skipped = 0
    for _ in range(3_000):
        order = rng.permutation(36)
        size, lead = int(rng.integers(1, 10)), int(rng.integers(0, 4))
        hand = Cards(SWISS_36.cards[int(i)] for i in order[:size])
        trick = Cards(SWISS_36.cards[int(i)] for i in order[size:size + lead])
        trump = COLOURS[int(rng.integers(4))]
        if jasskit_compares_the_lowest_trump(trick, trump):
            skipped += 1
            continue
        assert legal_cards(hand, trick, trump, overtrump_duty=False) == jass_legal(hand, trick, trump), (
            hand, trick, trump)
        compared += 1
    assert compared > 2_000 and skipped > 0


@pytest.mark.parametrize("trump, trick, hand, ours, theirs", KNOWN_JASSKIT_WRONG)
def test_known_jasskit_undertrump_cases(trump, trick, hand, ours, theirs):
    hand, trick = parse_cards(hand), parse_cards(trick)
    assert jasskit_compares_the_lowest_trump(trick, trump)
    assert legal_cards(hand, trick, trump) == set(parse_cards(ours))
    assert legal_cards(hand, trick, trump, overtrump_duty=False) == set(parse_cards(ours))
    assert jass_legal(hand, trick, trump) == set(parse_cards(theirs))


@pytest.mark.parametrize("trump, trick, hand, seed, theirs", SEED_OVERTRUMP_DUTY)
def test_seed_overtrump_duty_cases(trump, trick, hand, seed, theirs):
    hand, trick = parse_cards(hand), parse_cards(trick)
    assert legal_cards(hand, trick, trump) == set(parse_cards(seed))
    assert legal_cards(hand, trick, trump, overtrump_duty=False) == set(parse_cards(theirs))
    assert jass_legal(hand, trick, trump) == set(parse_cards(theirs))
