"""Serve the legal-card trainer chapter with Voila, click a card in the browser, read the verdict;
then the next position replaces the hand."""

from __future__ import annotations

import pytest

from cardlib.handjass.lessons import judge, trainer_position

from .conftest import SCREENSHOTS, voila_server

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/handjass-3-legal-cards.ipynb"


@pytest.fixture(scope="module")
def voila_url():
    with voila_server(CHAPTER) as url:
        yield url


def test_clicking_a_card_in_voila_shows_the_verdict(browser, voila_url):
    position = trainer_position(0)
    illegal = next(c for c in position.hand if not judge(position, c).legal)
    verdict = judge(position, illegal)
    tab = browser.new_page()
    tab.goto(voila_url, wait_until="load", timeout=120_000)
    button = tab.get_by_role("button", name=str(illegal), exact=True)
    button.wait_for(state="visible", timeout=120_000)
    button.click()
    message = tab.get_by_text(f"{illegal} may not be played ({verdict.rule}).")
    message.wait_for(state="visible", timeout=30_000)
    assert "you must follow spades" in tab.locator(".widget-html", has_text="may not be played").inner_text()
    tab.get_by_role("button", name="Next position").click()
    following = trainer_position(1)
    tab.get_by_role("button", name=str(following.hand[0]), exact=True).wait_for(state="visible", timeout=30_000)
    assert tab.get_by_text("may not be played").count() == 0
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "voila__handjass-3-legal-cards.png"), full_page=True)
    tab.close()
