"""The Mus chapters in the built book: their card pictures are visible and named for a screen
reader, and the static stand-ins of the widgets (verdicts, odds, the worked deal's scoring
table, the exercises' answers, the play chapter's table) are on the page."""

from __future__ import annotations

import pytest

from .conftest import open_page

pytestmark = pytest.mark.browser

# page -> (least number of card pictures, a text the static page must show)
MUS_PAGES = {
    "notebooks/mus-1-rules.html": (80, "So the Grande is refused: team 0 (seats 0 and 2) scores 1 at once"),
    "notebooks/mus-6-explorer.html": (40, "were dealt again around Ro Rc 7o 4o"),
    "notebooks/mus-7-odds.html": (4, "wins Juego"),
    "notebooks/mus-2-first-deal.html": (32, "Pares accepted at 2, won by seat 0"),
    "notebooks/mus-5-exercises.html": (40, "Who wins Chica here?"),
    "notebooks/mus-3-play.html": (32, "cannot envido 1: a bet is at least 2"),   # two tables of 16
    "notebooks/mus-8-variants.html": (28, "an ace is lower than a two"),
}


# Pages whose cards are drawn by a saved widget (the explorer's verdicts, the worked deal's first step,
# the play table's picture),
# as online: the widget scripts are served from their local copies.
DRAWN_BY_WIDGETS = {"notebooks/mus-6-explorer.html", "notebooks/mus-2-first-deal.html", "notebooks/mus-3-play.html"}


@pytest.mark.parametrize("page", sorted(MUS_PAGES))
def test_mus_page_shows_named_cards_and_its_static_results(browser, book_url, widget_scripts, page):
    least, text = MUS_PAGES[page]
    tab = open_page(browser, book_url, page, widget_scripts if page in DRAWN_BY_WIDGETS else None)
    cards = tab.locator("main svg .cardlib-card, main svg.cardlib-card")   # face-down ones too
    assert cards.count() >= least, f"only {cards.count()} card pictures on {page}"
    first = tab.locator("main svg.cardlib-hand, main svg.cardlib-hands, main svg.cardlib-table, "
                        "main svg.cardlib-pack").first
    first.scroll_into_view_if_needed()
    assert first.is_visible()
    box = first.bounding_box()
    assert box is not None and box["width"] > 100 and box["height"] > 40
    titles = tab.evaluate("() => [...document.querySelectorAll('main svg title')].map(t => t.textContent)")
    assert any(" de " in t and "(" in t for t in titles), f"cards on {page} lack their Spanish names"
    assert text in tab.locator("main").inner_text()
    tab.close()


def test_odds_page_has_its_charts(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/mus-7-odds.html", wait_until="load")
    images = tab.locator("main img[src*='_images/']")
    assert images.count() >= 2
    for i in range(2):
        images.nth(i).scroll_into_view_if_needed()
        assert images.nth(i).evaluate("img => img.complete && img.naturalWidth > 300")
        assert images.nth(i).get_attribute("alt").startswith("Bar chart: ")
    tab.close()


def test_exercise_answers_are_folded_until_a_click(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/mus-5-exercises.html", wait_until="load")
    answers = tab.locator("main details.cardlib-solution")
    assert answers.count() == 9
    first = answers.first
    first.scroll_into_view_if_needed()
    assert not first.locator("p").is_visible()
    first.locator("summary").click()
    assert first.locator("p").is_visible() and first.locator("p").inner_text().startswith("Answer: ")
    tab.close()
