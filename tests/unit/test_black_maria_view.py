"""Black Maria's table view, narration, bot reasons and lessons: what a seat may see, passed cards as
piles while they move, penalties as counters, the bot's one-line reasons, the chapters' data."""

from __future__ import annotations

import pytest

from cardlib import CardlibError, InvalidCardError
from cardlib.black_maria import BlackMariaBot, Pass, Phase, new_game, parse_cards
from cardlib.black_maria.bot import choose_card, choose_pass
from cardlib.black_maria.lessons import (evaluate_passes, explain_trick, leader_penalties, pack_rows, parse_pass,
                                         penalty_rows, queen_odds, questions, trainer_position, worked_deal)
from cardlib.black_maria.view import narrate, pass_notes, table_view
from cardlib.game import play_out


def test_committed_passes_lie_face_down_beside_their_seats_and_only_the_passer_sees_his():
    state = new_game(3, seed=2)
    state = state.apply(Pass(state.hands[1][:3]))
    mine, theirs, everything = table_view(state, 1), table_view(state, 0), table_view(state, None)
    assert [(p.name, p.seat, p.face_up) for p in mine.piles] == [("to Seat 0", 1, True)]
    assert [(p.name, p.seat, p.face_up) for p in theirs.piles] == [("to Seat 0 (you)", 1, False)]
    assert everything.piles[0].face_up and not everything.face_down
    assert len(mine.hands[1]) == 14 and sorted(theirs.face_down) == [1, 2]
    assert "still to choose: Seat 2, Seat 0 (you)" in theirs.status[0]


def test_received_cards_show_during_the_first_trick_then_go():
    state = new_game(3, seed=2)
    while state.phase is Phase.PASS:
        state = state.apply(state.legal_actions()[0])
    view = table_view(state, 0)
    given = state.passes[state.giver(0)]
    assert [(p.name, tuple(p.cards)) for p in view.piles] == [("from Seat 1", tuple(given))]
    assert set(given) <= set(view.hands[0])
    while state.play.number == 0:
        state = state.apply(state.legal_actions()[0])
    assert table_view(state, 0).piles == ()


def test_counters_show_totals_and_this_deals_penalties():
    state = play_out(new_game(3, seed=4), BlackMariaBot(), stop=lambda s: s.phase is Phase.PLAY and s.play.number == 5)
    view = table_view(state, 0)
    totals = [c for c in view.counters if c.label == "total"]
    deal = [c for c in view.counters if c.label == "this deal"]
    assert [c.value for c in totals] == list(state.totals)
    assert [c.value for c in deal] == [state.taken(s) for s in range(3)]
    assert sum(c.value for c in deal) == sum(t.points for t in state.tricks)
    assert view.highlight == frozenset(r.card for r in state.rulings() if r.legal) or state.to_act != 0


def test_viewer_is_checked():
    with pytest.raises(CardlibError, match="viewer must be a seat from 0 to 2"):
        table_view(new_game(3, seed=1), 3)


def test_narration_names_passed_cards_only_to_passer_and_receiver():
    state = new_game(3, seed=5)
    before = state
    while state.phase is Phase.PASS:
        state = state.apply(state.legal_actions()[0])
    lines0 = narrate(before, state, 0)
    passed = {e.seat: e["cards"] for e in state.events if e.kind == "pass"}
    named = lambda s: " ".join(map(str, passed[s]))
    assert any(named(0) in line for line in lines0) and any(named(1) in line for line in lines0)   # 1 passes to 0
    assert not any(named(2) in line for line in lines0)
    notes = pass_notes(before, state, 0)
    assert notes == [f"You received {named(1)} from Seat 1.", f"You passed {named(0)} to Seat 2."]


def test_bot_reasons_say_what_and_why():
    hand = parse_cards("QS 5S AH 2H 9D 4C 3C 8C 7C 6D 5D 4D 3D")
    cards, why = choose_pass(hand)
    assert set(cards) == set(parse_cards("QS AH 9D"))
    assert why.startswith("pass Q♠ A♥ 9♦: Q♠ has only 1 lower spade to guard her")
    guarded = parse_cards("QS 5S 4S 3S 2H 9D 4C 3C 8C 7C 6D 5D 4D")
    assert parse_cards("QS")[0] not in choose_pass(guarded)[0]           # three guards: she stays
    card, why = choose_card(parse_cards("QS 9S 2D"), parse_cards("5S KS"), set(parse_cards("QS 9S")), 3)
    assert str(card) == "Q♠" and "the Queen goes under it" in why          # ducking under ♠K
    card, why = choose_card(parse_cards("QS 9H 2C"), parse_cards("5D 8D"), set(parse_cards("QS 9H 2C")), 3)
    assert str(card) == "Q♠" and why.startswith("play Q♠: it holds no diamonds, so it throws the Queen")
    card, why = choose_card(parse_cards("9S 8S 7D"), (), set(parse_cards("9S 8S 7D")), 4)
    assert str(card) == "8♠" and "drive out the Queen" in why


def test_bot_respects_pass_restrictions_and_B_A4():
    state = new_game(3, seed=1, pass_restriction="queen_ace_king_hearts")
    for _ in range(3):
        decision = BlackMariaBot().choose(state)
        assert state.can(decision.action), decision
        state = state.apply(decision.action)


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


def test_the_last_trick_line_counts_its_penalty_points_in_words():
    """The status line after a trick names its penalty points, "1 penalty point" in the singular."""
    seen = set()
    for seed in range(20):
        state = new_game(3, seed=seed)
        while not state.is_over and len(seen) < 3:
            state = state.apply(BlackMariaBot().choose(state).action)
            if state.phase is Phase.PLAY and state.tricks and not state.play.trick.cards:
                points = state.tricks[-1].points
                line = table_view(state, 0).status[-1]
                words = "1 penalty point)" if points == 1 else f"{points} penalty points)"
                assert line.endswith(words), line
                seen.add(min(points, 2))
        if len(seen) == 3:
            break
    assert seen == {0, 1, 2}


def test_the_bot_taking_a_trick_last_counts_its_penalty_points_in_words():
    hand = parse_cards("KD QD 2C")
    _, one = choose_card(hand, parse_cards("5D 9H"), set(parse_cards("KD QD")), 3)
    _, none = choose_card(hand, parse_cards("5D 9D"), set(parse_cards("KD QD")), 3)
    assert "(1 penalty point in it)" in one and "(0 penalty points in it)" in none


def test_winner_questions_explain_by_the_suit_led_without_seats_the_reader_was_not_given():
    found = [q for q in questions(1, 20) if q.key.startswith("winner")]
    assert found
    for q in found:
        assert q.check(q.answer).correct and "Seat" not in q.explanation
        assert f"{q.trick[0]} was led" in q.explanation and q.explanation.endswith("(rules §2.4).")


def _cited_sections_missing(game: str, page: str) -> list[str]:
    """Every "rules §N" and "§6 X-An" that the game's code can show a reader, absent from its rules page."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    text = "\n".join(p.read_text(encoding="utf-8") for p in sorted((root / "cardlib" / game).glob("*.py")))
    text += (root / "cardlib" / "widgets" / f"{game}.py").read_text(encoding="utf-8")
    book = (root / "book" / page).read_text(encoding="utf-8")
    headings = set(re.findall(r"^#+ (§[0-9.]+)", book, flags=re.M))
    rulings = set(re.findall(r"^\| ([BL]-A[0-9]+) \|", book, flags=re.M))
    cited = set(re.findall(r"rules (§[0-9]+(?:\.[0-9]+)?)", text))
    decisions = set(re.findall(r"\b([BL]-A[0-9]+)\b", text))
    return sorted(cited - headings) + sorted(decisions - rulings)


def test_every_section_and_ruling_the_code_cites_is_on_the_rules_page():
    assert _cited_sections_missing("black_maria", "black-maria-rules.md") == []
    assert _cited_sections_missing("loo", "loo-rules.md") == []
