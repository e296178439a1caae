"""The display wrapper and its helpers: HTML for pages, a plain sentence for text front ends."""

import pytest
from IPython.lib.pretty import pretty

from cardlib import CardlibError, FRENCH_52
from cardlib.render import svg
from cardlib.widgets.display import (Shown, as_shown, bullets, cards_shown, column, folded, picture, row,
                                     sentence, suits_html, table)


def test_shown_gives_html_to_pages_and_the_sentence_to_text_front_ends():
    shown = Shown("<b>A♥</b>", "Card: A♥")
    assert shown._repr_html_() == "<b>A♥</b>"
    assert repr(shown) == str(shown) == pretty(shown) == "Card: A♥"


def test_a_shown_result_refuses_a_missing_sentence_or_html():
    with pytest.raises(CardlibError, match="needs a plain-text sentence, got '  '"):
        Shown("<b>x</b>", "  ")
    with pytest.raises(CardlibError, match="needs HTML text, got None"):
        Shown(None, "x")


def test_red_suit_signs_are_red_in_html_only():
    shown = sentence("K♦ beats 7♣ and A♥ <wins>")
    assert shown.html.count('style="color:#c8102e"') == 2
    assert "&lt;wins&gt;" in shown.html and "7♣" in shown.html
    assert shown.text == "K♦ beats 7♣ and A♥ <wins>"
    assert suits_html("♠♣") == "♠♣"


def test_picture_reads_its_sentence_from_the_svg_title():
    hand = svg.hand(FRENCH_52.parse_cards("AH 7C"), label="your hand")
    shown = picture(hand)
    assert shown.html == hand and shown.text == "Your hand: A♥, 7♣"
    assert picture(hand, "Two cards.").text == "Two cards."
    with pytest.raises(CardlibError, match="a picture needs SVG text starting with '<svg', got 'hand'"):
        picture("hand")


def test_cards_read_as_a_sentence():
    shown = cards_shown(FRENCH_52.parse_cards("AH 9H 7C"))
    assert shown.text == "Cards: A♥ 9♥ 7♣"
    assert shown.html.count("class='cardlib-card'") == 3
    assert cards_shown((), lead="Blind").text == "Blind: none"
    assert as_shown(FRENCH_52.parse("QS")).text == "Card: Q♠"


def test_row_and_column_put_pictures_together_and_keep_each_sentence():
    a, b = FRENCH_52.parse_cards("AH"), FRENCH_52.parse_cards("7C")
    side = row([a, b], lead="Two hands")
    assert 'flex-direction:row' in side.html and side.html.count("class='cardlib-card'") == 2
    assert side.text == "Two hands:\nCards: A♥\nCards: 7♣"
    under = column([a, "7♣ is led"], text="A hand and a lead.")
    assert 'flex-direction:column' in under.html and under.text == "A hand and a lead."
    with pytest.raises(CardlibError, match="a row needs at least one picture"):
        row([])


def test_table_has_html_rows_and_aligned_text():
    shown = table(["card", "points"], [[FRENCH_52.parse("JH"), 20], ["9♥", 14]], caption="Trumps ♥")
    assert shown.html.count("<tr>") == 3 and "<th" in shown.html and "<caption" in shown.html
    assert "data-card='J♥'" in shown.html                # a card cell is a small picture
    assert '9<span class="cardlib-suit" style="color:#c8102e">♥</span>' in shown.html
    assert shown.text.splitlines() == ["Trumps ♥:", "card  points", "J♥    20", "9♥    14"]
    with pytest.raises(CardlibError, match=r"row 2 has 1 values, but the table has 2 columns: \['card', 'points'\]"):
        table(["card", "points"], [["A", 1], ["B"]])


def test_folded_answer_and_lists():
    answer = folded("Answer: 18. J♥ is 20.", summary="Show the answer")
    assert answer.html.startswith('<details class="cardlib-folded"><summary>Show the answer</summary>')
    assert answer.text == "Show the answer: Answer: 18. J♥ is 20."
    listed = bullets(["A♥ may be played", "7♣ may not"], lead="Your cards")
    assert listed.html.count("<li>") == 2 and "<ul>" in listed.html
    assert listed.text == "Your cards:\n- A♥ may be played\n- 7♣ may not"
    assert "<ol>" in bullets(["a"], ordered=True).html
    with pytest.raises(CardlibError, match="a list needs at least one item"):
        bullets([])


def test_a_table_keeps_its_rows_and_text_keeps_its_lines():
    shown = table(["card", "points"], [[FRENCH_52.parse("JH"), 20]])
    assert shown.header == ("card", "points") and shown.rows == (("J♥", "20"),)
    assert as_shown("line one\nline two").html == "line one<br>line two"


def test_hand_and_pack_pictures_say_their_cards_in_words():
    from cardlib.cards import SPANISH_40
    from cardlib.widgets import hand_picture, pack_picture
    cards = SPANISH_40.parse_cards("Ro 3c 2o")
    hand = hand_picture(cards, width=50, label="rey, a 3 and a 2")
    assert hand.text == "Rey, a 3 and a 2: king of coins, three of cups, two of coins"
    assert hand.html == svg.hand(cards, width=50, label="rey, a 3 and a 2") and "width='160'" in hand.html
    assert hand.html.count("class='cardlib-card'") == 3
    grid = pack_picture(SPANISH_40)
    assert grid.text == "Spanish 40-card pack: 40 cards"
    assert grid.html == svg.pack_grid(SPANISH_40) and grid.html.count("class='cardlib-card'") == 40
