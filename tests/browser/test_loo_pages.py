"""The three-card Loo chapters in the built book: every page that draws cards shows them, each card with
a text alternative and each picture titled, and the static stand-ins for the widgets say what they must."""

from __future__ import annotations

import pytest

from .conftest import check_cards_drawn_and_titled, open_page

pytestmark = pytest.mark.browser

# page -> (least number of cards drawn, words some picture's title must contain, words the page must show)
PAGES = {
    "notebooks/loo-1-rules.html": (4, "turned trump (by seat 0)", "The flow of chips, deal by deal"),
    "notebooks/loo-2-first-deal.html": (30, "the dummy (face down)", "Seat 3 wins trick 3 with A♣"),
    "notebooks/loo-3-legal-cards.html": (3, "your hand · trumps", "(rules §2.5 rule 1)"),
    "notebooks/loo-4-play.html": (4, "dummy (in the middle): 3 face-down cards", "Run All in JupyterLab or Binder"),
    "notebooks/loo-5-playing-well.html": (15, "an outside ace", "first leads from real games of five"),
    "notebooks/loo-6-exercises.html": (6, "trick:", "What would you do?"),
    "notebooks/loo-7-decisions.html": (4, "your hand", "simulated deals"),
    "notebooks/loo-8-standard-loo.html": (3, "your hand", "Standard Loo (rules §5.2) beside the house rules"),
}
# Pages whose cards are drawn by a saved widget (its picture of the table), as online: the widget
# scripts are served from their local copies.
DRAWN_BY_WIDGETS = {"notebooks/loo-4-play.html"}


@pytest.mark.parametrize("page", sorted(PAGES))
def test_loo_cards_are_visible_and_titled(browser, book_url, widget_scripts, page):
    least, words, text = PAGES[page]
    tab = open_page(browser, book_url, page, widget_scripts if page in DRAWN_BY_WIDGETS else None)
    check_cards_drawn_and_titled(tab, page, least, words, text, "loo__" + page.split("/")[-1])
    tab.close()


def test_the_rules_page_draws_the_flow_of_chips(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/loo-1-rules.html", wait_until="load")
    chart = tab.locator("main img[src*='_images/']").first
    chart.scroll_into_view_if_needed()
    assert chart.evaluate("img => img.complete && img.naturalWidth > 200")
    header = tab.locator("main table.cardlib-table-data thead", has_text="pot played")
    assert header.count() == 1 and "thirds out" in header.inner_text()
    tab.close()


def test_exercise_answers_are_hidden_until_asked(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/loo-6-exercises.html", wait_until="load")
    folded = tab.locator("main details.cardlib-folded")
    assert folded.count() >= 6
    answer = folded.first.get_by_text("Answer:")
    assert not answer.is_visible()
    folded.first.locator("summary").click()
    assert answer.is_visible()
    tab.close()


@pytest.mark.parametrize("page", ["notebooks/loo-2-first-deal.html", "notebooks/loo-4-play.html"])
def test_a_play_page_shows_its_table_without_the_widget_scripts(browser, book_url, page):
    """With no widget scripts at all, the static picture under the live table still shows the game."""
    tab = browser.new_page()
    tab.goto(f"{book_url}/{page}", wait_until="load")
    tables = tab.locator("main svg title", has_text="Card table")
    assert tables.count() >= 1
    tab.close()


def test_the_first_deal_draws_its_score_sheet(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/loo-2-first-deal.html", wait_until="load")
    sheet = tab.locator("main svg title", has_text="Score sheet of deal 1")
    assert sheet.count() == 1 and "the next deal's pot: 3" in sheet.first.text_content()
    tab.close()
