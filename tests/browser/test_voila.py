"""Serve the first chapter with Voila on 127.0.0.1, press Deal in the browser, read the hands."""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request

import pytest

from cardlib.dealer import DealSetup

from .conftest import ROOT, SCREENSHOTS, free_port, skip_or_fail

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/01-cards.ipynb"


@pytest.fixture(scope="module")
def voila_url():
    try:
        import voila  # noqa: F401
    except ImportError:
        skip_or_fail("voila is not installed (pip install -r requirements.txt)")
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", CHAPTER, "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", "--ServerApp.disable_check_xsrf=True"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).close()
            break
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                output = server.stdout.read().decode(errors="replace")[-2000:]
                pytest.fail(f"Voila did not start on {url}:\n{output}")
            time.sleep(0.3)
    yield url
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()


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
    seed_box = tab.locator(".widget-inline-hbox", has_text="Seed").locator("input")
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
