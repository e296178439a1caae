"""The Mus chapters in the built book: their card pictures are visible and named for a screen
reader, and the static stand-ins of the widgets (verdicts, odds, the worked deal's scoring
table, the exercises' answers, the play chapter's table) are on the page."""

from __future__ import annotations

import re

import pytest

from .conftest import open_page

pytestmark = pytest.mark.browser

# page -> (least number of card pictures, a text the static page must show)
MUS_PAGES = {
    "notebooks/mus-1-rules.html": (80, "So the Grande is refused: team 0 (seats 0 and 2) scores 1 at once"),
    "notebooks/mus-6-explorer.html": (40, "were dealt again around king of coins, king of cups"),
    "notebooks/mus-7-odds.html": (4, "wins Juego"),
    "notebooks/mus-2-first-deal.html": (60, "Seat 3 keeps six of coins and six of clubs and throws four of swords and "
                                            "horse of clubs; he gets king of cups and six of swords"),
    "notebooks/mus-4-playing-well.html": (40, "Three kings and a caballo as mano win Grande in"),
    "notebooks/mus-5-exercises.html": (40, "Who wins Chica here?"),
    "notebooks/mus-3-play.html": (32, "Pressing envido 1 is refused because a bet is at least 2 (rules §2.4)."),   # two tables of 16
    "notebooks/mus-8-variants.html": (28, "an ace is lower than a two"),
}


# Pages whose cards are drawn by a saved widget (the explorer's verdicts, the play table's picture),
# as online: the widget scripts are served from their local copies.
DRAWN_BY_WIDGETS = {"notebooks/mus-6-explorer.html", "notebooks/mus-3-play.html"}


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
    # a screen reader hears a Spanish card in English words ("jack of cups"), never "sota de copas (Sc)"
    named = re.compile(r"\b(?:ace|two|three|four|five|six|seven|jack|horse|king) of (?:coins|cups|swords|clubs)\b")
    assert any(named.search(t) for t in titles), f"cards on {page} lack their names in English words"
    assert not any(" de " in t for t in titles), f"a card on {page} is named in Spanish for a screen reader"
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


def test_first_deal_page_keeps_the_score_in_stones_and_shows_the_table_it_ends_with(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/mus-2-first-deal.html", wait_until="load")
    tally = tab.locator("main svg.cardlib-tally")
    assert tally.count() == 1
    assert tally.locator(".cardlib-amarraco").count() == 1 and tally.locator(".cardlib-stone").count() == 4
    text = tab.locator("main").inner_text()
    assert "In all: 4 for seats 0 and 2, 5 for seats 1 and 3." not in text    # the table, not its words
    assert tab.locator("main svg.cardlib-table").count() >= 1                 # the static table after the widget
    assert not tab.locator("main .cell_input:visible").count()                # no code shows
    tab.close()


def test_at_the_table_page_has_the_summary_and_a_score_sheet_to_print(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/book/mus-at-the-table.html", wait_until="load")
    text = tab.locator("main").inner_text()
    assert "The five things newcomers forget" in text
    sheet = tab.locator("main div.score-sheet")
    assert sheet.count() == 1 and sheet.locator("table").count() == 2
    assert sheet.locator("table").first.locator("tbody tr").count() == 16
    tab.close()
