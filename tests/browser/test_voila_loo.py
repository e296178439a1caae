"""Serve the Loo play chapter with Voila and play in headless Chromium: the live table is drawn, the
dealer's forbidden pass is refused with its rule, and a declaration moves the game on to the tricks;
a whole deal played (Loo's deal is the shortest: three cards), the Review button reviews it."""

from __future__ import annotations

import re

import pytest

from cardlib.widgets.loo import play_table

from .conftest import (SCREENSHOTS, check_the_review, log_lines, open_live_table, painted_pixels, play_like,
                       voila_server)

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/loo-4-play.ipynb"        # play_table(4, seed=1): the reader deals, so he speaks last


@pytest.fixture(scope="module")
def voila_url():
    with voila_server(CHAPTER) as url:
        yield url


def test_the_reader_declares_and_a_forbidden_pass_is_explained_in_voila(browser, voila_url):
    tab = open_live_table(browser, voila_url, "play")
    play = tab.get_by_role("button", name="play", exact=True)
    lines = log_lines(tab)
    bots = [line for line in lines if re.match(r"Seat [123] (will play|passes|buys the dummy)", line)]
    # the others' moves, without their reasons: those are their own until the deal ends (issue 20 item 2)
    assert len(bots) == 3 and not any("(" in line or "hand" in line for line in bots), bots

    tab.get_by_role("button", name="pass", exact=True).click()
    refusal = tab.get_by_text("cannot pass: the dealer may not pass")
    refusal.wait_for(state="visible", timeout=30_000)
    assert "(rules §2.4)" in refusal.inner_text()
    assert "You pass" not in log_lines(tab)

    play.click()
    tab.get_by_text("You will play", exact=True).wait_for(state="visible", timeout=30_000)
    card = tab.get_by_role("button", name=re.compile(r"^play \S+$"))        # a button per card of the hand
    card.first.wait_for(state="visible", timeout=30_000)
    assert card.count() == 3 and "You will play" in log_lines(tab)
    assert tab.get_by_text("cannot pass: the dealer may not pass").count() == 0     # a move clears the refusal
    assert painted_pixels(tab) >= 10_000
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "voila__loo-4-play.png"), full_page=True)
    tab.close()


def test_the_review_button_reviews_the_deal_the_reader_played_in_voila(browser, voila_url):
    view = play_table(players=4, seed=1).view                   # the chapter's table, played alike here
    tab = open_live_table(browser, voila_url, "play")
    play_like(tab, view)
    check_the_review(tab, view, "voila__loo-4-review")
    tab.close()
