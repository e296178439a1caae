"""Black Maria chapters' data (cardlib.black_maria.lessons): the tables, the pass trainer's odds, the
worked deal and the questions."""

from __future__ import annotations

import pytest

from cardlib import InvalidCardError
from cardlib.black_maria import parse_cards
from cardlib.black_maria.lessons import (evaluate_passes, explain_trick, leader_penalties, pack_rows, parse_pass,
                                         penalty_rows, queen_odds, questions, trainer_position, worked_deal)


def test_lessons_tables():
    assert [(r.players, r.used, r.each) for r in pack_rows()] == [(3, 51, 17), (4, 52, 13), (5, 50, 10),
                                                                  (6, 48, 8), (7, 49, 7)]
    assert pack_rows(six_all_twos=True)[3].used == 48 and len(pack_rows(True)[3].removed) == 4
    assert len(penalty_rows()) == 16                         # three spades and thirteen hearts
    assert explain_trick("10C JC QS", 1, 3)[-1] == ("Seat 2 takes the trick with J♣, the highest club, and with it "
                                                   "13 penalty points: Q♠ 13.")
    assert explain_trick("2C 3C", 1, 3)[-1].endswith("the trick holds no penalty cards.")
    with pytest.raises(InvalidCardError, match="a trick of 3 players holds 1 to 3 cards"):
        explain_trick("2C 3C 4C 5C", 1, 3)


def test_pass_trainer_odds_use_the_same_deals_and_refuse_bad_passes():
    hand = "QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D"
    odds = evaluate_passes(hand, {"pass her": "QS AH 9D", "keep her": "AH 9D 8C"}, trials=3000, seed=2)
    assert odds[0].queen < odds[1].queen                     # passing the bare Queen lowers the chance
    assert odds == evaluate_passes(hand, {"pass her": "QS AH 9D", "keep her": "AH 9D 8C"}, trials=3000, seed=2)
    with pytest.raises(InvalidCardError, match="a pass is exactly three cards"):
        parse_pass("QS AH", parse_cards(hand))
    with pytest.raises(InvalidCardError, match="K♠ is not in your hand"):
        parse_pass("QS AH KS", parse_cards(hand))


def test_odds_tables_are_shares_and_add_up():
    odds = queen_odds((3, 5), trials=2000, seed=3)
    assert all(0 <= p <= 1 and n >= 30 for row in odds.values() for p, n in row.values())
    for n, (lead, rest) in leader_penalties((3, 5), trials=2000, seed=3).items():
        assert lead + (n - 1) * rest == pytest.approx(43)


def test_worked_deal_and_questions_are_reproducible():
    steps = worked_deal(4, seed=3)
    assert len(steps) == 1 + 4 + 52 and steps[-1].state.is_over
    assert [s.lines for s in steps] == [s.lines for s in worked_deal(4, seed=3)]
    qs = questions(3, count=16)
    assert qs == questions(3, count=16)
    for q in qs:
        assert q.check(q.answer).correct
        if q.choices:
            wrong = next(c for c in q.choices if c != q.answer)
            assert not q.check(wrong).correct and q.answer in q.check(wrong).explanation
    position = trainer_position(4, players=5, no_heart_lead_early=True)
    assert dict(position.options)["no_heart_lead_early"] and len(position.hand) >= 2


def test_winner_questions_explain_by_the_suit_led_without_seats_the_reader_was_not_given():
    found = [q for q in questions(1, 20) if q.key.startswith("winner")]
    assert found
    for q in found:
        assert q.check(q.answer).correct and "Seat" not in q.explanation
        assert f"{q.trick[0]} was led" in q.explanation and q.explanation.endswith("(rules §2.4).")
