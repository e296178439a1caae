"""Loo chapters' data: the flow of chips and its chart, the decision trainer, the legal-card
positions, the worked round, the exercises, and the narration from events."""

from __future__ import annotations

import pytest

from cardlib import CardlibError
from cardlib.game import play_out
from cardlib.loo import PASS, LooBot, legal_cards, new_game
from cardlib.loo.lessons import (QUESTION_KINDS, VARIANTS, chip_flow, decision_answer, decision_position,
                                 questions, trainer_position, worked_round)
from cardlib.game import story


@pytest.fixture(scope="module")
def game():
    return play_out(new_game(4, seed=5), LooBot(5, trials=1000))


def test_chip_flow_accounts_for_every_chip(game):
    rows = chip_flow(game)
    assert len(rows) == len(game.deals) and rows
    pot = 0
    for row in rows:
        pot += row.antes
        assert row.pot_start == pot
        assert row.pot_start + row.price == row.pot_played
        assert row.pot_played - sum(row.shares) + sum(row.loos) == row.pot_end
        assert sum(row.chips) + row.pot_end == 4 * 12
        pot = row.pot_end
        assert row.words().startswith(f"Deal {row.deal} (round {row.round}")
    with pytest.raises(CardlibError, match="Loo game state"):
        chip_flow("not a game")


def test_decision_answers_give_odds_and_expected_chips():
    position = decision_position(3)
    assert position == decision_position(3)
    answer = decision_answer(position, trials=5000)
    assert set(answer.expected) == set(position.allowed)
    assert answer.best in position.allowed
    assert answer.expected[answer.best] == max(answer.expected.values())
    text = "\n".join(answer.lines())
    assert "simulated deals" in text and "expected chips" in text and f"best: {answer.action}" in text
    dealer = next(decision_position(s) for s in range(200) if decision_position(s).dealer)
    assert "pass" not in dealer.allowed and "may not pass" in " ".join(dealer.lines())


def test_decision_positions_hold_a_pot_the_rules_can_make():
    """Rules §2.1, §2.8: a round's first deal holds the antes (3 a player), a continuation deal no
    ante, only what the looed paid (3 each, fewer than the players); a bought dummy adds its price."""
    for seed in range(60):
        p = decision_position(seed)
        bought = "buy" not in p.allowed and p.chips >= p.rules.price
        pot = p.pot - (p.rules.price if bought else 0)
        assert pot == 3 * p.players or (pot % 3 == 0 and 0 < pot < 3 * p.players), (seed, p.players, p.pot)


def test_trainer_positions_follow_the_rulings():
    for seed in range(40):
        p = trainer_position(seed)
        assert p.legal == legal_cards(p.hand, p.trick, p.trump)
        assert len(p.rulings()) == len(p.hand)
    assert any(len(trainer_position(s).legal) < len(trainer_position(s).hand) for s in range(10))


def test_worked_round_goes_deal_by_deal_until_the_pot_is_empty():
    worked = worked_round(1, min_deals=2)
    assert len(worked.steps) >= 2
    records = [s.record for s in worked.steps]
    assert all(r.round == 1 for r in records)
    assert [r.in_round for r in records] == list(range(1, len(records) + 1))
    assert all(r.pot_end > 0 for r in records[:-1])
    assert records[-1].pot_end == 0 or worked.end.is_over
    for step in worked.steps:
        assert step.after.deals[-1] == step.record
        assert any("is over" in line for line in step.lines)


def test_questions_check_their_own_answers():
    qs = questions(1, 12)
    assert [q.key.split("-")[0] for q in qs] == list(QUESTION_KINDS) * 2
    for q in qs:
        if q.choices:
            assert q.answer in q.choices
        assert q.check(q.answer).correct
        assert q.solution().startswith(f"Answer: {q.answer}.")
    with pytest.raises(CardlibError, match="unknown question kind 'pam'"):
        questions(1, 2, kinds=("pam",))


def test_variants_name_their_switches():
    from cardlib.loo import Rules
    for v in VARIANTS:
        name = v.switch.split("=")[0]
        assert hasattr(Rules(), name)


def test_narration_comes_from_events_and_names_the_viewer():
    g = new_game(3, seed=4)
    after = g.apply(PASS).apply(PASS)
    lines = story(after.events_since(g), viewer=0, actions=False)
    assert lines[0] == "Everyone else passed: You take the whole pot of 9 chips without play"
    assert not any(line.startswith("Seat 1:") for line in lines)          # decisions are left out
    assert story(after.events_since(g))[0] == "Seat 1 passes"
    assert any("Deal 1 is over" in line for line in lines)


def test_a_looed_player_who_cannot_pay_ends_the_game_in_the_chip_flow():       # rules §2.7, §4 (L11)
    worked = worked_round(2026, 5, min_deals=3)              # the worked-round chapter's round
    last = worked.steps[-1].flow
    assert last.unpaid and last.loos[last.unpaid[0]] == 0
    words = last.words()
    assert f"seat {last.unpaid[0]} looed but cannot pay the loo: the game ends there" in words
    assert "nobody looed" not in words
    assert all(not step.flow.unpaid for step in worked.steps[:-1])


# --------------------------------------------------------------------------- playing well

def test_hand_values_rank_the_example_hands_and_the_pots():
    """The playing-well chapter's claims, at pots a table of four can have (rules §2.1, §2.8): 6
    (two loos carried over), 12 (the antes), 15 (the antes and a dummy bought)."""
    from cardlib.loo import Rules
    from cardlib.loo.lessons import WELL_HANDS, hand_values, percent
    pots = (6, 12, 15)
    rows = {r.name: r for r in hand_values(pots, trials=20_000, seed=1)}
    assert list(rows) == list(WELL_HANDS) and hand_values(pots, trials=20_000, seed=1)[0].choices[12].expected \
        == rows["nothing"].choices[12].expected
    for r in rows.values():
        assert 0 <= r.loo <= 1 and 0 <= r.tricks <= 3 and abs(float(r.odds.hand.sum()) - 1) < 1e-9
        plays = [r.choices[p].expected["play"] for p in pots]
        assert plays == sorted(plays)                               # a bigger pot never makes playing worse
    assert rows["the ace of trumps"].loo == 0 and rows["two trumps"].tricks > rows["the ace of trumps"].tricks
    assert 0 < rows["two trumps"].loo < 0.1 and percent(rows["two trumps"].loo) != "0%"
    assert all(rows["nothing"].choices[p].best == "pass" for p in pots)
    assert rows["the ace of trumps"].choices[6].best == "play"
    # a bigger pot pays for a weaker hand: the outside ace loses at 12 and gains at 15
    assert rows["an outside ace"].choices[15].expected["play"] > 0 > rows["an outside ace"].choices[12].expected["play"]
    # a low trump, led and caught by a higher one, is looed more often than a hand with nothing
    assert rows["a low trump"].loo > rows["nothing"].loo > 0.7
    hard = {r.name: r for r in hand_values((12,), rules=Rules(unlimited_loo=True), trials=20_000, seed=1)}
    for name in ("nothing", "a low trump", "an outside ace"):         # when a loo costs the pot
        assert hard[name].choices[12].expected["play"] < rows[name].choices[12].expected["play"]
    assert hard["the ace of trumps"].choices[12].expected["play"] == rows["the ace of trumps"].choices[12].expected["play"]


def test_the_dummy_pays_for_a_big_pot_and_few_against_you():
    from cardlib.loo.lessons import DUMMY_TABLES, dummy_values
    values = {(v.players, v.against): v for v in dummy_values(trials=20_000, seed=1)}
    assert list(values) == list(DUMMY_TABLES)
    assert [values[t].choice.best for t in DUMMY_TABLES] == ["pass", "pass", "buy", "pass", "buy"]
    assert all(v.pot == 3 * v.players for v in values.values())
    assert all(v.choice.expected["buy"] > v.choice.expected["play"] for v in values.values())
    with pytest.raises(CardlibError, match="a table of 4 has 1 to 3 players against you"):
        dummy_values(tables=((4, 4),))


def test_the_lead_with_one_trump_or_two():
    """With one trump, the highest other card is the better first lead on average; with two, a trump."""
    from cardlib.loo.lessons import lead_study
    one, two = lead_study()
    assert (one.trumps, two.trumps) == (1, 2) and one.count + two.count == 60 and min(one.count, two.count) >= 10
    assert one.gain < 0 < two.gain
    assert one.trump_better < one.count / 2 < two.trump_better * one.count / two.count
    from cardlib.loo.lessons import LEAD_EXAMPLE, lead_example
    example = lead_example()
    assert LEAD_EXAMPLE in range(100, 160) and sum(c.suit == example.trump for c in example.hands[0]) == 1
    assert example.runner_up() is None and example.values[-1].label == "6♣" and example.answer == "K♥"


def test_more_players_mean_more_loos():
    from cardlib.loo.lessons import opponents_values
    values = opponents_values("AS 9C 3D", (1, 2, 3, 4, 5), trials=20_000, seed=1)
    loos = [values[n].loo for n in (1, 2, 3, 4, 5)]
    assert loos == sorted(loos) and loos[0] < 0.3 < 0.7 < loos[-1]
    assert values[1].choices[6].best == "play" and values[5].choices[18].best == "pass"


def test_exercise_positions_offer_the_legal_actions_and_answer_with_the_experts_choice():
    """Each "what would you do?" position of the exercises chapter (a game of five played by the
    bot until your turn) offers exactly the legal actions: play, pass or buy the dummy (rules §2.4)
    or the cards you may lead (§2.5). It answers with what the expert chooses there, and is weighed
    afresh to the same values, in chips: the others in order after the expert's choice, no choice
    beating that one by more than the margin (the bot's choice kept in a close call), and the last
    choice clearly worse."""
    from cardlib.loo.expert import expert
    from cardlib.loo.lessons import FIRST_DEAL, POSITION_WHY, POSITIONS, _label, weigh_position, _puzzle_state, exercise_positions
    positions = exercise_positions()
    for (kind, seed), position in zip(POSITIONS, positions, strict=True):
        state = _puzzle_state(kind, seed)[1]
        assert sorted(position.choices) == sorted(_label(a) for a in state.legal_actions())
        assert _label(expert(budget=None, samples=256, seed=seed).choose(state).action) == position.answer
        assert weigh_position((kind, seed)).values == position.values
        chips = [v.value for v in position.values]
        assert chips[1:] == sorted(chips[1:], reverse=True)
        assert all(-v.behind <= v.behind_margin for v in position.values[1:])
        assert not position.check(position.choices[-1]).correct
        # the expert's choice is clearly the best, and the answer says why in a player's words
        assert position.runner_up() is None and position.explanation == POSITION_WHY[(kind, seed)]
        assert position.verdict().endswith(POSITION_WHY[(kind, seed)] + ".")
        assert not position.check(position.choices[1]).correct
    assert set(POSITION_WHY) == set(POSITIONS) and ("declare", FIRST_DEAL) not in POSITIONS
    with pytest.raises(CardlibError, match="numbered 0 to"):
        positions[-1]
