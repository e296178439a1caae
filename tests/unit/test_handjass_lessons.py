"""What the Handjass chapters teach (cardlib.handjass.lessons), checked against the rules' worked examples."""

from __future__ import annotations

from dataclasses import fields

import pytest

from cardlib import CardlibError, InvalidCardError
from cardlib.handjass import Rules, legal_cards, new_game, parse_cards, rulings, trick_points, weis_points
from cardlib.handjass.lessons import (KINDS, QUESTION_KINDS, VARIANTS, TrainerPosition, berner_rows, bot_game, judge,
                                      question, rank_rows, suit_points, trainer_position, weis_contest,
                                      weis_report, why_legal)
from cardlib.cards import Suit


def test_rank_rows_put_puur_and_nell_on_top_of_trumps():
    trumps, plain = rank_rows("D", "C")
    assert [str(c) for c, _ in trumps[:3]] == ["J♦", "9♦", "A♦"]
    assert [p for _, p in trumps] == [20, 14, 11, 4, 3, 10, 0, 0, 0]
    assert [p for _, p in plain] == [11, 4, 3, 2, 10, 0, 0, 0, 0]
    with pytest.raises(CardlibError, match="must differ"):
        rank_rows("H", "H")


@pytest.mark.parametrize("trump", "SHDC")
def test_every_deal_holds_157_points(trump):            # H1
    points = suit_points(trump)
    assert points["total"] == 157 and sorted(points.values())[:5] == [5, 30, 30, 30, 62]


def test_weis_report_h3_a_card_counts_once():
    report = weis_report("AS AH AD AC KS QS", "H")
    assert report.points == 100 and [w.name for w in report.chosen] == ["four Aces"]
    assert report.left_out[0][1] == "A♠ already counts in four Aces (100); a card counts in one Weis only"


def test_weis_report_h4_four_nines_and_stoeck():
    report = weis_report("9S 9H 9D 9C KH QH", "H")
    assert report.points == 0 and report.found == ()
    assert any("Four 9s are no Weis" in note for note in report.notes)
    assert any(note.startswith("Stöck") for note in report.notes)


def test_weis_report_keeps_the_better_grouping():       # rules §3.1 example
    report = weis_report("AS KS QS JS 10S KH KD KC", "D")
    assert report.points == 120 and report.best.points == 100
    assert report.points == weis_points("AS KS QS JS 10S KH KD KC", "D")


@pytest.mark.parametrize("hand, words", [("AS 5S", "'5S'"), ("", "has no cards"), ("AS AS", "A♠"),
                                         (" ".join(f"{r}S" for r in "AKQJT98") + " AH KH QH JH TH 9H", "13")])
def test_weis_report_refuses_bad_hands_quoting_them(hand, words):
    with pytest.raises(InvalidCardError, match=words):
        weis_report(hand, "H")


@pytest.mark.parametrize("first, second, winner, words", [
    ("QC JC 10C 9C 8C", "KS KH KD KC", 0, "5 cards beat 4"),                         # H7
    ("KS QS JS", "QH JH 10H", 0, "K♠ is higher than Q♥"),                            # H8
    ("KS QS JS", "KH QH JH", 1, "in trumps"),                                         # H9
    ("KS QS JS", "KC QC JC", 0, "nearer the dealer's right"),                         # H10
    ("JS JH JD JC", "AS KS QS JS", None, None),
    ("6S 7H 8D", "6C 7C 9C", None, "nobody has a Weis"),
])
def test_weis_contest_follows_section_3_1(first, second, winner, words):
    if winner is None and words is None:
        with pytest.raises(InvalidCardError, match="'J♠' is in both hands"):
            weis_contest(first, second, "H")
        return
    report = weis_contest(first, second, "H")
    assert report.winner == winner and words in report.reason


def test_contest_winner_scores_his_whole_grouping():
    report = weis_contest("AS KS QS JS 10S KH KD KC", "QH JH 10H 9H 8H", "D")
    assert report.winner == 0 and report.points == 120 and "scores all its Weis: 120" in str(report)


@pytest.mark.parametrize("seed", range(24))
def test_trainer_positions_show_their_rule(seed):
    position = trainer_position(seed)
    assert position.kind == KINDS[seed % 4]
    legal = position.legal()
    assert legal == legal_cards(position.hand, position.trick, position.trump)
    verdicts = [judge(position, card) for card in position.hand]
    assert {v.card for v in verdicts if v.legal} == legal
    if position.kind != "lone Jack":
        assert any(not v.legal and v.rule == position.kind for v in verdicts)
    else:
        assert all(v.legal for v in verdicts)
    assert trainer_position(seed) == position                   # same seed, same position
    assert set(position.hand).isdisjoint(position.trick)


def test_trainer_refuses_bad_seed_and_kind():
    with pytest.raises(CardlibError, match="got -2"):
        trainer_position(-2)
    with pytest.raises(CardlibError, match="unknown kind of position 'renege'"):
        trainer_position(1, "renege")


@pytest.mark.parametrize("hand, trick, card, legal, rule", [
    ("JH AS 6C", "7H", "AS", True, "lone Jack"),                 # H11
    ("JH 6H AS", "7H", "AS", False, "trumps led"),               # H12
    ("KS 6H AH 7C", "8S QH", "6H", False, "no undertrumping"),   # H13
    ("KS 6H AH 7C", "8S QH", "7C", False, "follow suit"),        # H13
    ("KS 6H AH 7C", "8S QH", "AH", True, "follow suit"),
    ("6H 7C", "8S QH", "7C", True, "overtrump"),                 # H14: no higher trump held
    ("6H 8H", "8S QH", "6H", True, "no undertrumping"),          # H15: only trumps
    ("AH 7C", "8S QH", "7C", False, "overtrump"),                # the seed's duty to overtrump
])
def test_judge_worked_examples(hand, trick, card, legal, rule):
    position = TrainerPosition(parse_cards(hand), parse_cards(trick), Suit.HEARTS)
    verdict = judge(position, card)
    assert verdict.legal is legal and verdict.rule == rule
    assert (why_legal(card, hand, trick, "H") is not None) is legal


def test_without_the_overtrump_duty_a_plain_card_may_go():    # H-A19
    position = TrainerPosition(parse_cards("AH 7C"), parse_cards("8S QH"), Suit.HEARTS, overtrump_duty=False)
    assert judge(position, "7C").legal


@pytest.mark.parametrize("kind", QUESTION_KINDS)
@pytest.mark.parametrize("seed", range(6))
def test_questions_check_right_and_wrong(kind, seed):
    q = question(kind, seed)
    assert q == question(kind, seed)
    right = q.check(q.answer)
    assert right.correct and str(right) == f"Right. {q.explanation}"
    wrong = str(int(q.answer) + 5) if not q.choices else next(o for o in q.choices if o != q.answer)
    assert not q.check(wrong).correct and f"The answer is {q.answer}." in str(q.check(wrong))


def test_points_question_answer_is_the_tricks_points():
    for seed in range(10):
        q = question("points", seed)
        last = "last of the deal" in q.prompt
        assert int(q.answer) == trick_points(q.trick, q.trump, last=last)


def test_questions_refuse_bad_input():
    with pytest.raises(CardlibError, match="unknown kind of question 'bridge'"):
        question("bridge", 1)
    with pytest.raises(CardlibError, match="'maybe' is not one of the choices: yes, no"):
        question("legal", 1).check("maybe")
    with pytest.raises(CardlibError, match="'x' is not a whole number"):
        question("points", 1).check("x")


def test_every_variant_is_a_rule_that_new_game_accepts():
    names = {f.name for f in fields(Rules)}
    assert {v.option for v in VARIANTS} == names
    for v in VARIANTS:
        game = new_game(players=3, seed=1, **{v.option: v.value})
        assert getattr(game.rules, v.option) == v.value != getattr(Rules(), v.option)


def test_berner_rows():
    assert [(s, m) for s, m in berner_rows()] == [(Suit.HEARTS, 4), (Suit.DIAMONDS, 3), (Suit.CLUBS, 2),
                                                   (Suit.SPADES, 1)]


def test_bot_game_is_the_same_for_the_same_seed():
    a, b = bot_game(2, seed=4), bot_game(2, seed=4)
    assert a.history == b.history and a.is_over and a.loser is not None
    assert len(bot_game(4, seed=4, moves=3).history) == 3


def test_the_lessons_read_the_rulings():
    position = TrainerPosition.of("KS 6H AH 7C", "8S QH", "H")                    # H13
    assert position.rulings() == rulings("KS 6H AH 7C", "8S QH", "H")
    for r in position.rulings():
        verdict = judge(position, r.card)
        assert (verdict.legal, verdict.rule, verdict.text) == (r.legal, r.kind, r.reason)
    assert judge(position, "9D").rule == "not in your hand" and not judge(position, "9D").legal
    p = trainer_position(1)
    assert p.legal() == {r.card for r in p.rulings() if r.legal}


def test_the_weis_contest_error_names_the_wrong_hand():
    with pytest.raises(InvalidCardError, match="^the second hand: 'XX'"):
        weis_contest("KS QS JS", "XX", "H")
    with pytest.raises(InvalidCardError, match="^the first hand: "):
        weis_contest("", "KS QS JS", "H")
    with pytest.raises(InvalidCardError, match="^the second hand holds 1 to 12 cards"):
        weis_contest("KS QS JS", "AS AH AD AC KH KD KC QH QD QC JH JD JC", "H")


# --------------------------------------------------------------------------- playing well

from cardlib.handjass.lessons import THUMBS, WHAT_WOULD_YOU_DO, lead_position, reach, thumb_reach, what_would_you_do


def test_lead_position_gives_the_hand_the_first_lead_and_deals_every_card_once():
    state = lead_position("AS KS JH 8H 7H 10D 6D 9C 8C", "H")
    assert str(state.hands[state.to_act]) == "A♠ K♠ J♥ 8♥ 7♥ 10♦ 6♦ 9♣ 8♣"
    assert state.trump == Suit.HEARTS and not state.trick.cards
    assert len({c for h in state.hands for c in h}) == 36
    assert state.turned in state.hands[state.dealer]


def test_reach_is_reproducible_and_within_bounds():
    a, b = reach("AS KS QH 8H 7H 10D 6D 9C 8C", "H", trials=100, seed=3), \
        reach("AS KS QH 8H 7H 10D 6D 9C 8C", "H", trials=100, seed=3)
    assert a == b and a.trials == 100
    assert 0 <= a.chance <= 1 and -1 <= a.strokes <= 2
    with pytest.raises(CardlibError, match="trials"):
        reach("AS KS QH 8H 7H 10D 6D 9C 8C", "H", trials=1)
    with pytest.raises(InvalidCardError, match="9 to 9 cards"):
        reach("AS KS", "H")


def test_each_rule_of_thumb_prefers_its_first_hand():
    """The hands of a rule of thumb are listed from the one the rule prefers: the first reaches
    26 more often than the last, and the estimate, chance and strokes fall down the list
    (the chance of the Ace rule and of the count rule are monotone)."""
    for thumb in THUMBS:
        found = thumb_reach(thumb, trials=300)
        assert found[0].chance > found[-1].chance + 0.2, thumb.title
        assert found[0].strokes > found[-1].strokes, thumb.title
        assert [r.estimate for r in found] == sorted((r.estimate for r in found), reverse=True), thumb.title
        assert [r.chance for r in found] == sorted((r.chance for r in found), reverse=True), thumb.title


def test_what_would_you_do_is_reproducible_and_names_the_experts_best():
    from cardlib.handjass.expert import expert
    for kind in WHAT_WOULD_YOU_DO:
        a, b = what_would_you_do(kind, samples=24), what_would_you_do(kind, samples=24)
        assert a == b
        assert a.best == a.labels[0] and a.best in a.words()
        assert [v.mean for v in a.values] == sorted((v.mean for v in a.values), reverse=True)
    answer = what_would_you_do("lead with the Puur", samples=100)
    state = lead_position(WHAT_WOULD_YOU_DO["lead with the Puur"][0], "H")
    best = expert(budget=None, samples=100, seed=1).values(state)[0]
    assert answer.best == str(best.action.card) == "J♥"
    assert what_would_you_do("play or pass", samples=24).best in ("play", "pass")
    assert what_would_you_do("lead without the Puur").labels[-1] == "9♥"        # never the Nell alone
    with pytest.raises(CardlibError, match="unknown position"):
        what_would_you_do("bid")


def test_every_position_says_why_in_a_players_words_and_owns_a_tie():
    from cardlib.handjass.lessons import POSITIONS, exercise_positions
    positions = exercise_positions()
    for (kind, where, samples, why), position in zip(POSITIONS, positions, strict=True):
        assert why and why in position.verdict() and position.explanation == why
        assert "seed" not in why and "estimate" not in why
        other = position.runner_up()
        if other is not None:           # another choice as good within the margin: the verdict says so
            assert other.label in position.verdict() and ("as good as far as chance can tell" in position.verdict()
                                                          or "equally good" in position.verdict())
    lead_without = positions[2]
    assert lead_without.answer == "A♠" and "equally good" in lead_without.verdict()
