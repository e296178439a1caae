"""Serve the first chapter with Voila on 127.0.0.1, press Deal in the browser, read the hands."""

from __future__ import annotations

import time

import pytest

from cardlib.dealer import DealSetup

from .conftest import SCREENSHOTS, voila_server

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/01-cards.ipynb"


@pytest.fixture(scope="module")
def voila_url():
    with voila_server(CHAPTER) as url:
        yield url


def hands_on_page(tab) -> list[list[str]]:
    return tab.evaluate("""() => {
        const table = document.querySelector('svg#deal-widget-table');
        return [...table.querySelectorAll('[data-seat]')].map(seat =>
            [...seat.querySelectorAll('[data-card]')].map(c => c.getAttribute('data-card')));
    }""")


def test_deal_button_in_voila_shows_the_new_hands(browser, voila_url):
    tab = browser.new_page()
    tab.goto(voila_url, wait_until="load", timeout=120_000)
    button = tab.get_by_role("button", name="Deal")
    button.wait_for(state="visible", timeout=120_000)
    seed_box = tab.locator(".widget-inline-hbox", has_text="Deal no.").locator("input")
    seed_box.fill("2026")
    seed_box.press("Enter")
    button.click()
    expected = [[str(c) for c in hand] for hand in DealSetup("spanish40", 4, seed=2026).deal().hands]
    deadline = time.monotonic() + 30
    while hands_on_page(tab) != expected and time.monotonic() < deadline:
        tab.wait_for_timeout(200)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "voila__01-cards.png"), full_page=True)
    assert hands_on_page(tab) == expected
    tab.close()
