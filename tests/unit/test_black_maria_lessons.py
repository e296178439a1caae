"""Black Maria chapters' data (cardlib.black_maria.lessons): the tables, the pass trainer's odds, the
worked deal and the questions."""

from __future__ import annotations

import pytest

from cardlib import CardlibError, InvalidCardError
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


# --------------------------------------------------------------------------- playing well

def test_the_queen_is_taken_less_often_with_each_guard():
    from cardlib.black_maria.lessons import queen_odds
    row = queen_odds((4,), trials=8000, seed=1)[4]
    chances = [row[count][0] for count in range(1, 6)]        # the Queen alone, then one to four guards
    assert all(0 <= c <= 1 for c in chances)
    assert chances == sorted(chances, reverse=True) and chances[0] > 0.9 > 0.2 > chances[3]


def test_pass_lessons_back_each_rule_of_thumb_on_the_same_deals():
    from cardlib.black_maria.lessons import PASS_EXAMPLES, pass_lessons
    lessons = pass_lessons(trials=3000, seed=1)
    assert set(lessons) == set(PASS_EXAMPLES) and pass_lessons(trials=3000, seed=1) == lessons
    for odds in lessons.values():
        assert all(0 <= o.queen <= 1 and 0 <= o.points <= 43 and o.deals == 3000 for o in odds)
    short, long_, top, void = (lessons[k] for k in ("short queen", "long queen", "top spades", "void"))
    assert short[1].points < short[0].points and short[1].queen < short[0].queen     # pass a short Queen
    assert long_[0].points < long_[1].points                                          # keep a long one
    assert top[1].points < top[0].points and top[1].queen < top[0].queen            # pass A♠ K♠ when short
    assert void[1].points < void[0].points                                           # a void beats a high card


def test_play_examples_show_what_their_rules_say():
    from cardlib.black_maria import QUEEN
    from cardlib.black_maria.lessons import PLAY_EXAMPLES, puzzle
    lead = puzzle(*PLAY_EXAMPLES["lead"])
    assert not lead.trick and QUEEN not in lead.hand
    spades = [v for v in lead.values if v.action.card.suit == QUEEN.suit]
    others = [v for v in lead.values if v.action.card.suit != QUEEN.suit]
    assert lead.values[0].action.card.suit == QUEEN.suit and min(v.mean for v in spades) > max(v.mean for v in others)
    duck = puzzle(*PLAY_EXAMPLES["duck"])
    assert QUEEN in duck.trick and str(duck.values[-1].action.card) == "A♠"       # overtaking takes her
    assert duck.values[0].mean - duck.values[-1].mean > 13


def test_exercise_positions_answer_with_the_experts_choice_in_penalty_points_of_a_deal():
    """Each "what would you do?" position of the exercises chapter (a four-player deal played by
    the bot until your pass, rules §2.2, or your card, §2.4) answers with what the expert plays
    there, and is weighed afresh to the same values; every value is the penalty points you expect
    to take, between 0 and the 43 of a deal (§1.4), the others in order after the expert's choice,
    and no choice beats that one by more than the margin (the bot's choice kept in a close call)."""
    from cardlib.black_maria.expert import expert
    from cardlib.black_maria.lessons import POSITIONS, _label, weigh_position, _puzzle_state, exercise_positions
    positions = exercise_positions()
    for (kind, seed), position in zip(POSITIONS, positions, strict=True):
        state = _puzzle_state(kind, seed)[1]
        assert _label(expert(budget=None, samples=256, seed=seed).choose(state).action) == position.answer
        assert weigh_position((kind, seed)).values == position.values
        penalties = [v.value for v in position.values]
        assert penalties[1:] == sorted(penalties[1:]) and all(0 <= p <= 43 for p in penalties)
        assert all(-v.behind <= v.behind_margin for v in position.values[1:])
    with pytest.raises(CardlibError, match="numbered 0 to"):
        positions[len(POSITIONS)]


# --------------------------------------------------------------------------- your first deal

def test_the_first_deal_replays_from_its_number_and_shows_what_the_chapter_tells():
    from collections import Counter

    from cardlib.black_maria import QUEEN, new_game
    from cardlib.black_maria.lessons import FIRST_DEAL, first_deal
    from cardlib.game import replay

    deal = first_deal()
    state = replay(new_game(4, seed=FIRST_DEAL), deal.final.history)        # the deal's number and history
    assert state.history == deal.final.history and state.deals[0] == deal.final.deals[0]
    record = state.deals[0]
    # an ordinary deal: nobody holds more than five cards of a suit, before or after the pass
    assert max(max(Counter(c.suit for c in h).values()) for h in record.dealt + record.played) <= 5
    # the pass: every player passes three cards to the player who plays before him (rules §2.2)
    assert [(p.seat, p.to) for p in deal.passes] == [(1, 0), (2, 1), (3, 2), (0, 3)]
    assert record.passed_to == (3, 0, 1, 2)
    assert {p.seat: " ".join(map(str, p.cards)) for p in deal.passes} == {
        1: "Q♠ Q♥ Q♦", 2: "A♠ K♠ A♥", 3: "K♥ K♦ K♣", 0: "A♦ J♦ J♣"}
    assert all(tuple(p.cards) == record.passed[p.seat] for p in deal.passes)
    assert [len(h) for h in deal.played] == [13] * 4 and QUEEN in deal.played[0]
    # every trick: the cards, who played them, who won, the points, as the replayed deal has them
    assert len(deal.tricks) == len(record.tricks) == 13
    for told, real in zip(deal.tricks, record.tricks):
        assert (told.seats, tuple(told.cards), told.winner, told.points) == (real.seats, real.cards, real.winner,
                                                                            real.points)
        assert all(why for _, _, why in told.plays) and told.won.startswith(deal.name(real.winner))
    # the Queen falls in trick 6: you throw her on a diamond lead, and seat 1, who passed her, takes her
    queen = record.tricks[deal.queen_trick - 1]
    assert deal.queen_trick == 6 and queen.cards[0].suit.english == "diamonds"
    assert dict(queen.plays)[0] == QUEEN and queen.winner == 1 and queen.points == 13
    # the penalty totals the chapter's count and sheet show
    assert deal.taken == record.taken == record.totals == (0, 22, 7, 14) and sum(deal.taken) == 43
    assert deal.tricks[-1].so_far == deal.taken


def test_the_first_deal_speaks_of_you_and_of_the_others_as_he():
    from cardlib.black_maria.lessons import first_deal
    deal = first_deal()
    words = [why for t in deal.tricks for s, _, why in t.plays] + [p.why for p in deal.passes]
    assert not any(" it " in f" {w} " .replace("under it", "") or " its " in f" {w} " for w in words)
    yours = [why for t in deal.tricks for s, _, why in t.plays if s == 0]
    assert all("he " not in w.replace("the ", "") for w in yours) and any("you " in w for w in yours)


# --------------------------------------------------------------------------- playing well

def test_both_chapters_quote_the_queens_odds_from_one_computation():
    import nbformat
    from pathlib import Path

    from cardlib.black_maria.lessons import QUEEN_ODDS_DEALS, queen_chances
    root = Path(__file__).resolve().parents[2] / "notebooks"
    for name in ("black-maria-5-playing-well", "black-maria-8-odds"):
        code = "\n".join(c.source for c in nbformat.read(root / f"{name}.ipynb", 4).cells if c.cell_type == "code")
        assert "queen_chances()" in code and "queen_odds(" not in code, name
    assert queen_chances((4,))[4] == queen_chances()[4] == queen_odds((4,), trials=QUEEN_ODDS_DEALS, seed=1)[4]


def test_a_queen_passed_to_the_player_before_you_comes_back_less_often():
    from cardlib.black_maria.lessons import queen_passed
    right, left = queen_passed("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D", "QS AH 9D", trials=2000, seed=1)
    assert (right.direction, left.direction) == ("to the player before you", "to the player after you")
    assert right.you < left.you and right.points < left.points
    assert abs(right.you + right.receiver + right.others - 1) < 1e-9
    with pytest.raises(CardlibError, match="does not hold Q♠"):
        queen_passed("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D", "AH 9D 8C")


def test_playing_to_the_scores_near_the_end_of_a_game():
    from cardlib.black_maria.lessons import score_odds
    ahead = score_odds((60, 96, 75, 82), trials=2000, seed=1)
    assert 0 < ahead.ends <= 1 and ahead.you_win_if_queen_to[1] > 2 * ahead.you_win_if_queen_to[0]
    assert abs(sum(ahead.queen_to) - 1) < 1e-9 and ahead.wins[1] == 0          # seat 1 at 96 cannot be lowest
    behind = score_odds((80, 95, 70, 60), trials=2000, seed=1)
    assert behind.ends_if_queen_to[1] == 1.0 and behind.ends_if_queen_to[3] < behind.ends_if_queen_to[1]
    with pytest.raises(CardlibError, match="four totals from 0 to 99"):
        score_odds((60, 100, 75, 82))


def test_every_exercise_position_says_why_and_is_clear_or_said_to_be_equal():
    from cardlib.black_maria.lessons import POSITION_WHY, POSITIONS, exercise_positions
    assert set(POSITION_WHY) == set(POSITIONS)
    for spec, p in zip(POSITIONS, exercise_positions()):
        assert p.explanation == POSITION_WHY[spec] and p.verdict().startswith(f"The expert chooses {p.answer}: ")
        other = p.runner_up()
        assert other is None or other.label in p.verdict()          # an equal choice is named as equal


def test_the_exit_example_keeps_a_low_card_to_lose_the_lead():
    from cardlib.black_maria.lessons import PLAY_EXAMPLES, puzzle
    p = puzzle(*PLAY_EXAMPLES["exit"])
    assert p.state.play.number >= 8 and not p.trick                       # a late lead
    best, second = p.values[0], p.values[1]
    assert best.action.card.rank in ("2", "3", "4", "5")
    assert -best.mean + best.margin < -second.mean - second.margin        # clear of the range, not chance
