"""The Mus play chapter under Voila by keyboard and screen reader (issue 20, item 7): the table's
words are in a live region and name the reader's hand while he bets; Tab leaves the canvas for a
button; Enter on a choice plays it and the focus stays on a button (never the page's body); the
words follow the table; axe-core finds no violation inside the play table."""

from __future__ import annotations

import time

import pytest

from .conftest import SCREENSHOTS, WIDGET_SCRIPTS, skip_or_fail, voila_server

pytestmark = pytest.mark.browser
CHAPTER = "notebooks/mus-3-play.ipynb"


def words(tab) -> str:
    return tab.locator(".cardlib-table-words").first.text_content() or ""


def test_the_mus_table_by_keyboard_and_screen_reader_in_voila(browser):
    with voila_server(CHAPTER) as url:
        tab = browser.new_page()
        tab.goto(url, wait_until="load", timeout=120_000)
        tab.get_by_role("button", name="paso", exact=True).wait_for(state="visible", timeout=120_000)
        region = tab.locator(".cardlib-table-words").first
        region.wait_for(state="attached", timeout=60_000)
        assert region.get_attribute("role") == "status" and region.get_attribute("aria-live") == "polite"
        deadline = time.monotonic() + 30
        while "Your turn." not in words(tab) and time.monotonic() < deadline:
            tab.wait_for_timeout(200)
        before = words(tab)
        assert "Your turn." in before and "You (seat 0, to play): " in before     # his hand, while betting

        canvas = tab.locator("canvas").first
        canvas.focus()
        tab.keyboard.press("Tab")
        tab.wait_for_function("() => document.activeElement && document.activeElement.tagName === 'BUTTON'",
                              timeout=30_000)

        paso = tab.get_by_role("button", name="paso", exact=True)
        paso.focus()
        tab.keyboard.press("Enter")
        deadline = time.monotonic() + 30
        while words(tab) == before and time.monotonic() < deadline:
            tab.wait_for_timeout(200)
        assert words(tab) != before, "Enter on paso changed nothing in the table's words"
        tab.wait_for_timeout(1000)
        assert tab.evaluate("() => document.activeElement.tagName") == "BUTTON", "the focus fell to the page"

        axe = WIDGET_SCRIPTS / "axe-core" / "axe.min.js"
        if not axe.exists():
            skip_or_fail(f"axe-core is not in {axe.parent}: run 'sh tools/widget_scripts.sh --axe {WIDGET_SCRIPTS}'")
        tab.add_script_tag(path=str(axe))
        table = tab.locator(".jupyter-widgets.widget-vbox", has=region).first
        checked, found = table.evaluate(
            "async el => { const r = await axe.run(el); return [r.passes.length, r.violations"
            ".map(v => `${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes.map(n => n.html.slice(0, 120)).join(' | ')}`)]; }")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / "voila__mus-keyboard.png"), full_page=True)
        assert checked > 5, f"axe-core checked only {checked} rules"           # it ran over the table
        assert found == [], "axe-core found in the play table:\n" + "\n".join(found)
        tab.close()
