"""The Black Maria chapters in the built book: every page that draws cards shows them, each card with
a text alternative and each picture titled, and the static stand-ins for the widgets say what they must."""

from __future__ import annotations

import pytest

from .conftest import check_cards_drawn_and_titled, open_page

pytestmark = pytest.mark.browser

# page -> (least number of cards drawn, words some picture's title must contain, words the page must show)
PAGES = {
    "notebooks/black-maria-1-rules.html": (20, "two of clubs (2♣)", "Penalty points of each card under the three schemes"),
    "notebooks/black-maria-6-pass-trainer.html": (13, "hand of 13 cards", "penalty points on average"),
    "notebooks/black-maria-3-legal-cards.html": (10, "hand of 12 cards", "hearts may not be led to tricks 1 and 2"),
    "notebooks/black-maria-2-first-deal.html": (50, "Card table, 3 seats, play goes clockwise",
                                                 "Deal 1 is over; penalty points:"),
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
