"""Serve the Black Maria play chapter with Voila and play in headless Chromium: the reader picks three
cards of his hand and passes them (two are refused with the rule), the pass moves, the others' passes
stay secret, and the live table is drawn on the canvas."""

from __future__ import annotations

import pytest

from cardlib.black_maria import new_game

from .conftest import SCREENSHOTS, log_lines, open_live_table, painted_pixels, voila_server

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/black-maria-4-play.ipynb"        # play_table(players=4, seed=1)


@pytest.fixture(scope="module")
def voila_url():
    with voila_server(CHAPTER) as url:
        yield url


def test_the_reader_picks_three_cards_and_passes_them_in_voila(browser, voila_url):
    hand = [str(c) for c in new_game(4, seed=1).hands[0].sorted()]
    picked = hand[:3]
    tab = open_live_table(browser, voila_url, "Pass these three", exact=False)   # its icon joins the name
    confirm = tab.get_by_role("button", name="Pass these three")
    assert "Seat 1 chooses three cards to pass" in log_lines(tab)          # the bots passed first, in secret

    for card in picked[:2]:
        tab.get_by_role("button", name=card, exact=True).click()
    confirm.click()
    tab.get_by_text("a pass is exactly three cards (rules §2.2)").wait_for(state="visible", timeout=30_000)
    tab.get_by_role("button", name=picked[2], exact=True).click()
    confirm.click()
    # the live table's status line (a static picture further down the page shows the same words)
    tab.locator(".widget-html").get_by_text("Deal 1, trick 1 of 13", exact=True).wait_for(state="visible", timeout=30_000)
    tab.get_by_text(f"You pass {' '.join(picked)} to Seat 3").wait_for(state="visible", timeout=30_000)
    lines = log_lines(tab)
    assert f"You: pass {' '.join(picked)}" in lines
    assert f"You pass {' '.join(picked)} to Seat 3" in lines
    assert any(line.startswith("Seat 1 passes ") and line.endswith(" to you") for line in lines)
    assert "Seat 2 passes three cards to Seat 1" in lines          # a pass between two others stays secret
    assert not any(line.startswith(("Seat 1: pass", "Seat 2: pass", "Seat 3: pass")) for line in lines)
    assert not confirm.is_visible()                                           # the pick is over
    assert painted_pixels(tab) >= 10_000
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "voila__black-maria-4-play.png"), full_page=True)
    tab.close()
