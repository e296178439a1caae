"""The Swiss Handjass chapters in the built book: every page shows its card pictures, each with a
text alternative, and the static stand-ins for the widgets are there."""

from __future__ import annotations

import pytest

from .conftest import SCREENSHOTS

pytestmark = pytest.mark.browser

# page -> (least number of cards drawn, words some picture's title must contain)
PAGES = {
    "notebooks/handjass-1-cards.html": (30, "J♥ 20 points"),
    "notebooks/handjass-2-weis.html": (15, "four Kings"),
    "notebooks/handjass-3-first-deal.html": (60, "The hands as dealt, trumps ♣"),
    "notebooks/handjass-4-legal-cards.html": (9, "Trick so far"),      # the trainer's first position: 3 + 6
    "notebooks/handjass-5-play.html": (9, "Card table, 3 seats, play goes counter-clockwise"),
    "notebooks/handjass-6-playing-well.html": (40, "Three plain Aces, one and none"),
    "notebooks/handjass-7-exercises.html": (10, "Two hands, trumps"),
}


@pytest.mark.parametrize("page", sorted(PAGES))
def test_handjass_cards_are_visible_and_titled(browser, book_url, page):
    least, words = PAGES[page]
    tab = browser.new_page()
    response = tab.goto(f"{book_url}/{page}", wait_until="load")
    assert response is not None and response.ok, f"{page} answered {response and response.status}"
    cards = tab.locator("main svg [data-card]")
    assert cards.count() >= least, f"only {cards.count()} cards drawn on {page}"
    picture = tab.locator("main svg.cardlib-hand, main svg.cardlib-trick, main svg.cardlib-table, "
                          "main svg.cardlib-orders, main svg.cardlib-group").first
    picture.scroll_into_view_if_needed()
    assert picture.is_visible()
    box = picture.bounding_box()
    assert box is not None and box["width"] > 100 and box["height"] > 40
    titles = tab.evaluate("() => [...document.querySelectorAll('main svg title')].map(t => t.textContent)")
    assert any(words in t for t in titles), f"no picture on {page} is titled with {words!r}"
    card_titles = tab.evaluate(
        "() => [...document.querySelectorAll('main svg [data-card]')].map(c => c.querySelector('title')?.textContent)")
    assert all(card_titles), f"a card on {page} has no title"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / ("handjass__" + page.split("/")[-1] + ".png")), full_page=True)
    tab.close()


def test_variants_page_shows_the_table(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/handjass-8-variants.html", wait_until="load")
    tables = tab.locator("main table.cardlib-table-data")
    rows = tables.first.locator("tbody tr")
    assert rows.count() == 9
    assert "Berner Handjass" in rows.nth(5).inner_text()
    assert tables.count() == 5          # the variants, Berner factors, strokes twice, the Weis scales
    assert "× 4" in tables.nth(1).inner_text()
    tab.close()


# page -> what the page sets as a table or a list, not as printed lines
BOOK_RESULTS = {
    "notebooks/handjass-1-cards.html": ("table", "157"),
    "notebooks/handjass-2-weis.html": ("li", "Counted (no card twice)"),
    "notebooks/handjass-4-legal-cards.html": ("li", "may not be played (rules §2.3"),
    "notebooks/handjass-5-play.html": ("table", "lost"),
}


@pytest.mark.parametrize("page", sorted(BOOK_RESULTS))
def test_results_read_as_a_book(browser, book_url, page):
    tag, words = BOOK_RESULTS[page]
    tab = browser.new_page()
    tab.goto(f"{book_url}/{page}", wait_until="load")
    found = tab.locator(f"main .cell_output {tag}", has_text=words)
    assert found.count() >= 1, f"no {tag} with {words!r} on {page}"
    red = tab.locator("main .cell_output span.cardlib-suit")
    assert red.count() >= 1                                   # red suit signs in colour
    tab.close()


def test_exercise_answers_are_hidden_until_asked(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/handjass-7-exercises.html", wait_until="load")
    answer = tab.get_by_text("Answer: 18")
    assert answer.count() == 1 and not answer.is_visible()
    tab.close()


def test_first_deal_page_ends_with_the_slate_and_a_static_table(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/notebooks/handjass-3-first-deal.html", wait_until="load")
    tally = tab.locator("main svg.cardlib-tally")
    assert tally.count() == 1
    assert "You: 1 stroke, 0 rings, net 1" in tally.locator("title").text_content()
    assert tab.locator("main svg.cardlib-trick").count() == 9               # every trick drawn
    assert tab.locator("main .cell_output table", has_text="a potato (22 < 26)").count() == 1
    assert tab.locator("main svg.cardlib-table").count() >= 1               # the static table after the widget
    tab.close()


def test_at_the_table_page_has_the_summary_and_a_blank_score_sheet(browser, book_url):
    tab = browser.new_page()
    tab.goto(f"{book_url}/book/handjass-at-the-table.html", wait_until="load")
    assert tab.get_by_role("heading", name="Score sheet").count() == 1
    sheet = tab.locator("main div.score-sheet table")
    assert sheet.count() == 1 and sheet.locator("tbody tr").count() == 21      # 20 deals and the net line
    assert "five things newcomers forget" in tab.locator("main").inner_text()
    tab.close()
