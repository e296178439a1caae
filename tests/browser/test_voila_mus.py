"""Serve the Mus play chapter with Voila on 127.0.0.1, press one of the reader's buttons in the
browser, and see the game answer: the log grows with the reader's words and the bots' replies."""

from __future__ import annotations

import time

import pytest

from .conftest import SCREENSHOTS, voila_server

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/mus-3-play.ipynb"


@pytest.fixture(scope="module")
def voila_url():
    with voila_server(CHAPTER) as url:
        yield url


def log_lines(tab) -> list[str]:
    return tab.evaluate("""() => [...document.querySelectorAll('.cardlib-log > div')]
                                 .map(d => d.textContent)""")


def test_a_button_in_voila_plays_the_readers_action(browser, voila_url):
    tab = browser.new_page()
    tab.goto(voila_url, wait_until="load", timeout=120_000)
    button = tab.get_by_role("button", name="paso", exact=True)
    button.wait_for(state="visible", timeout=120_000)
    before = log_lines(tab)
    assert before and before[0] == "New game, deal number 1."
    assert "Your turn." in tab.locator("body").inner_text()
    button.click()
    deadline = time.monotonic() + 30
    while log_lines(tab) == before and time.monotonic() < deadline:
        tab.wait_for_timeout(200)
    after = log_lines(tab)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "voila__mus-3-play.png"), full_page=True)
    # the log keeps its last lines only; with seed 1 the reader's paso closes the Chica en paso
    # (the rival after the reader passes too) and the game goes on to the Pares
    def closed(lines):
        return any(line.startswith("Chica passed by everyone (en paso)") for line in lines)
    assert after != before and closed(after) and not closed(before)
    # the canvas table is drawn in the live page (not blank): some pixels differ from the first one
    drawn = tab.evaluate("""() => {
        const c = document.querySelector('canvas');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        for (let i = 4; i < d.length; i += 4 * 97) { if (d[i] !== d[0] || d[i + 1] !== d[1]) return true; }
        return false;
    }""")
    assert drawn, "the live table is blank"
    tab.close()


def test_an_illegal_button_shows_the_reason_in_voila(browser, voila_url):
    tab = browser.new_page()
    tab.goto(voila_url, wait_until="load", timeout=120_000)
    # a bet of 1, which the rules forbid, made with the bet field and its button
    amount = tab.locator(".widget-text", has=tab.locator("label", has_text="Bet")).locator("input")
    amount.wait_for(state="visible", timeout=120_000)
    assert tab.locator(".cardlib-error").count() == 0
    amount.fill("1")
    amount.press("Enter")
    button = tab.get_by_role("button", name="envido 1", exact=True)
    button.wait_for(state="visible", timeout=30_000)
    button.click()
    message = tab.locator(".cardlib-error")
    message.wait_for(state="visible", timeout=30_000)
    assert "a bet is at least 2" in message.inner_text()
    tab.close()


def test_explorer_in_voila_explains_a_typed_hand_and_refuses_a_bad_one(browser):
    from playwright.sync_api import expect
    with voila_server("notebooks/mus-6-explorer.ipynb") as url:
        tab = browser.new_page()
        tab.goto(url, wait_until="load", timeout=120_000)
        box = tab.locator(".widget-text", has_text="seat 3 (postre)").locator("input")
        box.wait_for(state="visible", timeout=120_000)
        box.fill("Sc 7c 7e 8c")
        box.press("Enter")
        message = tab.locator(".cardlib-error")
        message.wait_for(state="visible", timeout=30_000)
        assert "'8c' is not a card" in message.inner_text()
        box.fill("2c 2b Ab 4b")                   # now seat 3 holds medias of aces (a 2 is an as)
        box.press("Enter")
        message.wait_for(state="detached", timeout=30_000)
        # the widget's own picture (the page also holds the chapter's static one, further down)
        pares = tab.locator('.widget-html [data-contest="pares"]').first
        expect(pares).to_contain_text("Seat 3 wins Pares", timeout=30_000)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / "voila__mus-6-explorer.png"), full_page=True)
        tab.close()


def test_first_deal_in_voila_deals_the_chapters_cards_to_the_reader(browser):
    """The first-deal chapter ends with the live table dealt the chapter's deal: the reader, seat 0
    and mano, says mus as seat 0 did, and the bots answer as the chapter tells (all say mus)."""
    with voila_server("notebooks/mus-2-first-deal.ipynb") as url:
        tab = browser.new_page()
        tab.goto(url, wait_until="load", timeout=120_000)
        button = tab.get_by_role("button", name="mus", exact=True)
        button.wait_for(state="visible", timeout=120_000)
        before = log_lines(tab)
        button.click()
        deadline = time.monotonic() + 30
        while log_lines(tab) == before and time.monotonic() < deadline:
            tab.wait_for_timeout(200)
        after = log_lines(tab)
        assert any(line.startswith("Seat 3 asks to change cards") for line in after), after
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / "voila__mus-2-first-deal.png"), full_page=True)
        tab.close()
