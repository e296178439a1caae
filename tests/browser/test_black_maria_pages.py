"""The Black Maria chapters in the built book: every page that draws cards shows them, each card with
a text alternative and each picture titled, and the static stand-ins for the widgets say what they must."""

from __future__ import annotations

import pytest

from .conftest import check_cards_drawn_and_titled, open_page

pytestmark = pytest.mark.browser

# page -> (least number of cards drawn, words some picture's title must contain, words the page must show)
PAGES = {
    "notebooks/black-maria-1-rules.html": (14, "two of clubs (2♣)", "Penalty points of each card under the three schemes"),
    "notebooks/black-maria-6-pass-trainer.html": (13, "hand of 13 cards", "penalty points on average"),
    "notebooks/black-maria-3-legal-cards.html": (10, "hand of 12 cards", "hearts may not be led to tricks 1 and 2"),
    "notebooks/black-maria-2-first-deal.html": (160, "Card table, 4 seats, play goes clockwise",
                                                 "Seat 1 takes the trick: 9♦ is the highest diamond played"),
    "notebooks/black-maria-5-playing-well.html": (40, "Your hand", "The Queen passed, 4,000 deals each way"),
    "notebooks/black-maria-7-exercises.html": (20, "hand of", "Which card takes this trick"),
    "notebooks/black-maria-4-play.html": (13, "Card table, 4 seats, play goes clockwise",
                                          "Totals: You 0, Seat 1 0, Seat 2 0, Seat 3 0"),
}


@pytest.mark.parametrize("page", sorted(PAGES))
def test_black_maria_cards_are_visible_and_titled(browser, book_url, page):
    least, words, text = PAGES[page]
    tab = open_page(browser, book_url, page)
    check_cards_drawn_and_titled(tab, page, least, words, text, "black_maria__" + page.split("/")[-1])
    tab.close()


def test_the_odds_page_shows_its_charts_and_tables(browser, book_url):
    tab = open_page(browser, book_url, "notebooks/black-maria-8-odds.html")
    charts = tab.locator("main img[src*='_images/']")
    assert charts.count() >= 2
    charts.first.scroll_into_view_if_needed()
    assert charts.first.evaluate("img => img.complete && img.naturalWidth > 200")
    text = tab.locator("main").inner_text()
    assert "How often the holder of Q♠ takes her" in text and "Average penalty points per deal" in text
    tab.close()


def test_the_rules_page_shows_each_penalty_schemes_total(browser, book_url):
    tab = open_page(browser, book_url, "notebooks/black-maria-1-rules.html")
    rows = tab.locator("main table.cardlib-table-data tbody tr", has_text="deal total")
    assert rows.count() == 1
    assert rows.first.inner_text().split() == ["deal", "total", "43", "26", "36"]     # rules §1.4, §5.1 notes 1, 2
    tab.close()


def test_exercise_answers_are_hidden_until_asked(browser, book_url):
    tab = open_page(browser, book_url, "notebooks/black-maria-7-exercises.html")
    folded = tab.locator("main details.cardlib-folded")
    assert folded.count() >= 5
    answer = folded.first.get_by_text("Answer:")
    assert not answer.is_visible()
    folded.first.locator("summary").click()
    assert answer.is_visible()
    tab.close()


def test_the_first_deal_ends_with_its_penalty_sheet_and_the_table_to_play_it_again(browser, book_url):
    tab = open_page(browser, book_url, "notebooks/black-maria-2-first-deal.html")
    sheet = tab.locator("main svg.cardlib-penalty-sheet")
    assert sheet.count() == 1
    assert sheet.first.locator("title").text_content() == ("Black Maria penalty sheet: after deal 1: You 0, Seat 1 22, "
                                                          "Seat 2 7, Seat 3 14.")
    assert tab.locator("main svg.cardlib-trick").count() == 13                 # every trick drawn
    text = tab.locator("main").inner_text()
    assert "You play Q♠: you hold no diamonds, so you throw the Queen" in text
    assert "Deal 1: each player passes three cards to the right" in text       # the static table after the live one
    tab.close()


def test_the_table_page_has_a_summary_card_and_a_score_sheet_to_print(browser, book_url):
    tab = open_page(browser, book_url, "book/black-maria-at-the-table.html")
    sheet = tab.locator("main div.score-sheet")
    assert sheet.count() == 1 and sheet.locator("table tbody tr").count() >= 12
    text = tab.locator("main").inner_text()
    assert "The five things newcomers forget" in text and "check: 43" in sheet.inner_text()
    tab.close()
