"""Black Maria's bot (cardlib.black_maria.bot): what it passes and plays, and its one-line reasons."""

from __future__ import annotations

from cardlib.black_maria import BlackMariaBot, new_game, parse_cards
from cardlib.black_maria.bot import choose_card, choose_pass


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


def test_the_bot_taking_a_trick_last_counts_its_penalty_points_in_words():
    hand = parse_cards("KD QD 2C")
    _, one = choose_card(hand, parse_cards("5D 9H"), set(parse_cards("KD QD")), 3)
    _, none = choose_card(hand, parse_cards("5D 9D"), set(parse_cards("KD QD")), 3)
    assert "(1 penalty point in it)" in one and "(0 penalty points in it)" in none
