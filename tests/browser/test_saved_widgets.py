"""What the built web page shows of each widget, with no kernel: it draws them from the widget
state the chapter saved, with the widget scripts the page loads from the npm CDN (served here
from local copies of the same files). Each play chapter shows its table as a picture; every
widget says how to make it live and its controls look inert; no image is broken. A page that
shows no widget loads no widget state or scripts."""

from __future__ import annotations

import io
import re

import pytest

from .conftest import BUILT, ROOT, SCREENSHOTS, serve_widget_scripts

pytestmark = pytest.mark.browser

PLAY_CHAPTERS = sorted(p.stem for p in (ROOT / "notebooks").glob("*-play.ipynb"))
# Pages whose saved widgets must be seen: every chapter page that shows a widget.
WIDGET_PAGES = sorted(p.relative_to(BUILT).as_posix() for p in (BUILT / "notebooks").glob("*.html")
                      if "application/vnd.jupyter.widget-view+json" in p.read_text(encoding="utf-8"))
WIDGET_SCRIPT = re.compile(r"<script[^>]*(?:require(?:\.min)?\.js|embed-amd\.js)[^>]*>"
                           r"|application/vnd\.jupyter\.widget-state\+json")

# The saved views that show the line (a view inside another view shows its own), and how many.
NOTES = """() => [...document.querySelectorAll('.cardlib-saved')]
    .filter(view => !view.parentElement.closest('.cardlib-saved'))
    .map(view => [...view.querySelectorAll('.cardlib-live-note')].filter(n => n.offsetParent !== null).length)"""
BROKEN_IMAGES = """() => [...document.querySelectorAll('img')]
    .filter(i => i.offsetParent !== null && i.complete && i.naturalWidth === 0).map(i => i.src)"""
# Faded (a disabled button is faded to .6 by ipywidgets itself) and deaf to the pointer.
INERT = """() => [...document.querySelectorAll('.cardlib-saved button, .cardlib-saved input')]
    .filter(c => c.offsetParent !== null)
    .map(c => [getComputedStyle(c).opacity, getComputedStyle(c).pointerEvents])"""


def painted_share(png: bytes) -> float:
    """The share of a screenshot's pixels that are not white (nor nearly)."""
    from PIL import Image
    counts = Image.open(io.BytesIO(png)).convert("L").histogram()      # pixels of each grey, 0 to 255
    return sum(counts[:235]) / sum(counts)


def open_saved(browser, book_url: str, widget_scripts, page: str):
    """``page`` of the built book with its widgets drawn from the saved state; the tab and the
    list of CDN requests that had no local file."""
    tab = browser.new_page()
    unserved = serve_widget_scripts(tab, widget_scripts)
    response = tab.goto(f"{book_url}/{page}", wait_until="load")
    assert response is not None and response.ok, f"{page} answered {response and response.status}"
    tab.locator(".cardlib-saved").first.wait_for(state="visible", timeout=30_000)
    return tab, unserved


def check_saved_widgets(tab, page: str) -> None:
    """Every saved widget on the page shows one line saying how to make it live; its controls look
    inert; no widget failed to draw and no image is broken."""
    body = tab.locator("main").inner_text()
    assert "Error displaying widget" not in body and "Error rendering" not in body, page
    notes = tab.evaluate(NOTES)
    assert notes and all(n == 1 for n in notes), f"{page}: lines saying how to make each widget live: {notes}"
    assert "Run All in JupyterLab or Binder" in tab.locator(".cardlib-live-note").first.inner_text()
    controls = tab.evaluate(INERT)
    assert controls and all(float(o) <= 0.6 and events == "none" for o, events in controls), (page, controls)
    assert tab.evaluate(BROKEN_IMAGES) == [], f"{page} shows a broken image"


@pytest.mark.parametrize("chapter", PLAY_CHAPTERS)
def test_a_play_chapter_shows_its_saved_table_on_the_web_page(browser, book_url, widget_scripts, chapter):
    page = f"notebooks/{chapter}.html"
    tab, unserved = open_saved(browser, book_url, widget_scripts, page)
    table = tab.locator(".cardlib-saved svg.cardlib-table").first
    table.wait_for(state="visible", timeout=30_000)
    table.scroll_into_view_if_needed()
    box = table.bounding_box()
    assert box is not None and box["width"] > 400 and box["height"] > 250, box
    share = painted_share(table.screenshot())
    assert share > 0.5, f"the table on {page} is {share:.0%} painted"       # the green cloth, the cards
    assert tab.locator(".cardlib-saved svg.cardlib-table [data-card]").count() >= 3
    assert tab.locator(".cardlib-saved canvas").count() == 0                 # no blank canvas box
    check_saved_widgets(tab, page)
    assert unserved == [], f"{page} asked the CDN for scripts with no local copy: {unserved}"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"saved__{chapter}.png"), full_page=True)
    tab.close()


@pytest.mark.parametrize("page", WIDGET_PAGES)
def test_every_saved_widget_says_how_to_make_it_live(browser, book_url, widget_scripts, page):
    tab, unserved = open_saved(browser, book_url, widget_scripts, page)
    check_saved_widgets(tab, page)
    assert unserved == [], f"{page} asked the CDN for scripts with no local copy: {unserved}"
    tab.close()


def test_the_pass_trainer_shows_its_hand_and_no_empty_chart(browser, book_url, widget_scripts):
    page = "notebooks/black-maria-6-pass-trainer.html"
    tab, _ = open_saved(browser, book_url, widget_scripts, page)
    hand = tab.locator(".cardlib-saved svg.cardlib-hand").first
    hand.wait_for(state="visible", timeout=30_000)
    assert hand.locator("[data-card]").count() == 13
    assert tab.locator(".cardlib-saved img").evaluate_all("imgs => imgs.filter(i => i.offsetParent).length") == 0
    check_saved_widgets(tab, page)
    tab.close()


def test_a_page_that_shows_no_widget_loads_no_widget_state_or_scripts():
    """The widget scripts weigh megabytes; a page loads them only to draw widgets it shows."""
    pages = sorted((BUILT / "notebooks").glob("*.html"))
    if not pages:
        pytest.skip("the book is not built")
    quiet = [p for p in pages if "application/vnd.jupyter.widget-view+json" not in p.read_text(encoding="utf-8")]
    assert quiet, "every chapter shows a widget?"
    for path in quiet:
        found = WIDGET_SCRIPT.findall(path.read_text(encoding="utf-8"))
        assert not found, f"{path.name} shows no widget but loads {found}"


@pytest.mark.parametrize("page", WIDGET_PAGES)
def test_a_widget_page_logs_no_error_once_its_widgets_are_drawn(browser, book_url, widget_scripts, page):
    """As online: the widget scripts load (from their local copies) and draw the saved widgets,
    and nothing fails, the manager's icon fonts included (it asks for them beside the page)."""
    errors: list[str] = []
    tab = browser.new_page()
    tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.on("response", lambda r: errors.append(f"{r.status} for {r.url}") if r.status >= 400 else None)
    unserved = serve_widget_scripts(tab, widget_scripts)
    tab.goto(f"{book_url}/{page}", wait_until="load")
    tab.locator(".cardlib-saved").first.wait_for(state="visible", timeout=30_000)
    tab.wait_for_load_state("networkidle")
    tab.close()
    assert unserved == [] and errors == [], f"{page}: {errors or unserved}"


def test_the_fonts_the_book_ships_are_the_pinned_managers_own(widget_scripts):
    """The icon fonts beside the chapters (book/_extra) are byte for byte the pinned manager's."""
    shipped = sorted((ROOT / "book" / "_extra" / "notebooks" / "@jupyter-widgets").rglob("*.woff2"))
    assert len(shipped) == 6
    dist = widget_scripts / "html-manager" / "dist"
    assert sorted({f.name for f in shipped}) == sorted(f.name for f in dist.glob("*.woff2"))
    for font in shipped:
        assert font.read_bytes() == (dist / font.name).read_bytes(), font
