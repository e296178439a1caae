"""Serve Handjass chapters with Voila and use them in headless Chromium: the trainer's verdict for a
clicked card, and the play chapter's live table, drawn and moving on as the reader decides."""

from __future__ import annotations

import pytest

from cardlib.handjass.lessons import judge, trainer_position

from .conftest import SCREENSHOTS, open_live_table, voila_server

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/handjass-4-legal-cards.ipynb"


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
    # the trainer's own answer, in the widget (the page's static lists say the same words too)
    message = tab.locator(".widget-html", has_text=f"{illegal} may not be played (rules §2.3 rule")
    message.wait_for(state="visible", timeout=30_000)
    assert "you must follow spades" in message.inner_text()
    tab.get_by_role("button", name="New position").click()
    following = trainer_position(1)
    tab.get_by_role("button", name=str(following.hand[0]), exact=True).wait_for(state="visible", timeout=30_000)
    assert tab.locator(".widget-html", has_text="may not be played").count() == 0
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "voila__handjass-4-legal-cards.png"), full_page=True)
    tab.close()


PLAY_CHAPTER = "notebooks/handjass-5-play.ipynb"


@pytest.fixture(scope="module")
def voila_play_url():
    with voila_server(PLAY_CHAPTER) as url:
        yield url


def test_the_play_chapter_in_voila(browser, voila_play_url):
    tab = open_live_table(browser, voila_play_url, "play")
    play = tab.get_by_role("button", name="play", exact=True)
    play.click()
    tab.get_by_role("button", name="keep the trump Six", exact=True).wait_for(state="visible", timeout=30_000)
    assert tab.get_by_text("You will play", exact=True).count() == 1
    tab.get_by_role("button", name="keep the trump Six", exact=True).click()
    # the live table's status line (a static picture further down the page shows the same words)
    tab.locator(".widget-html").get_by_text("Deal 1, trick 1 of 9", exact=True).wait_for(state="visible", timeout=30_000)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "voila__handjass-5-play.png"), full_page=True)
    tab.close()


WEIS_CHAPTER = "notebooks/handjass-2-weis.ipynb"


@pytest.fixture(scope="module")
def weis_url():
    with voila_server(WEIS_CHAPTER) as url:
        yield url


def test_the_weis_finder_answers_enter_and_its_button(browser, weis_url):
    tab = browser.new_page()
    tab.goto(weis_url, wait_until="load", timeout=120_000)
    box = tab.get_by_placeholder("cards such as AS KS QS 9H, then Enter")
    box.wait_for(state="visible", timeout=120_000)
    assert tab.get_by_text("press Enter or click Show the Weis").count() >= 1      # it says how it answers
    counted = "Counted (no card twice): four-card run A♦ to J♦ (50) = 50 points."
    assert tab.get_by_text(counted).count() == 0
    box.fill("AD KD QD JD")
    box.press("Enter")
    tab.get_by_text(counted).first.wait_for(state="visible", timeout=30_000)
    box.fill("AS KS 5S")
    tab.get_by_role("button", name="Show the Weis").click()          # the button answers too
    tab.get_by_text("'5S'").first.wait_for(state="visible", timeout=30_000)
    first = tab.get_by_placeholder("cards, then Enter").first           # the contest's first hand
    assert tab.get_by_text("Hand 2 wins: 100 points beat 50").count() == 0
    first.fill("QH JH 10H 9H")
    first.press("Enter")
    tab.get_by_text("Hand 2 wins: 100 points beat 50").first.wait_for(state="visible", timeout=30_000)
    tab.close()
