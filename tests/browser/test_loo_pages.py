"""The three-card Loo chapters in the built book: every page that draws cards shows them, each card with
a text alternative and each picture titled, and the static stand-ins for the widgets say what they must."""

from __future__ import annotations

import pytest

from .conftest import check_cards_drawn_and_titled, open_page

pytestmark = pytest.mark.browser

# page -> (least number of cards drawn, words some picture's title must contain, words the page must show)
PAGES = {
    "notebooks/loo-1-rules.html": (4, "turned trump (by seat 0)", "The flow of chips, deal by deal"),
    "notebooks/loo-2-decisions.html": (4, "your hand", "simulated deals"),
    "notebooks/loo-3-legal-cards.html": (3, "your hand · trumps", "(rules §2.5 rule 1)"),
    "notebooks/loo-4-worked-round.html": (10, "Card table, 5 seats, play goes clockwise", "the antes make a pot of"),
    "notebooks/loo-5-exercises.html": (6, "trick:", "Standard Loo (rules §5.2) beside the house rules"),
    "notebooks/loo-6-play.html": (4, "dummy (in the middle): 3 face-down cards", "Run All in JupyterLab or Binder"),
}
# Pages whose cards are drawn by a saved widget (its picture of the table), as online: the widget
# scripts are served from their local copies.
DRAWN_BY_WIDGETS = {"notebooks/loo-6-play.html"}


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
    tab.goto(f"{book_url}/notebooks/loo-5-exercises.html", wait_until="load")
    folded = tab.locator("main details.cardlib-folded")
    assert folded.count() >= 6
    answer = folded.first.get_by_text("Answer:")
    assert not answer.is_visible()
    folded.first.locator("summary").click()
    assert answer.is_visible()
    tab.close()
