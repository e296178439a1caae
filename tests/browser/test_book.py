"""Open every page of the built book in headless Chromium: it loads, its card pictures are
visible, and the console shows no errors but the known harmless ones. Screenshots go to
_build/screenshots/ so a person can look at them."""

from __future__ import annotations

import re

import pytest

from .conftest import BUILT, SCREENSHOTS, skip_or_fail

pytestmark = pytest.mark.browser

# Console errors that are known and harmless, each with why: only what follows from having no
# network (sphinx-thebe's doubled script and the theme's empty colour mode are fixed in the
# book's configuration, so they fail here again if they come back).
KNOWN_CONSOLE_ERRORS = [
    # Tests run with no network: the widget and MathJax scripts on CDNs cannot load. Online
    # they do, and offline the static pictures (SVG) are what a reader sees anyway.
    re.compile(r"Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED|ADDRESS_UNREACHABLE|NETWORK_ACCESS_DENIED|TIMED_OUT|CONNECTION_TIMED_OUT|PROXY_CONNECTION_FAILED)"),
    re.compile(r"require\.js|requirejs|Script error for|@jupyter-widgets|embed-amd|html-manager"),
]

PAGES = sorted(p.relative_to(BUILT).as_posix() for p in BUILT.rglob("*.html")
               if not p.relative_to(BUILT).as_posix().startswith(("_static/", "_sources/", "_modules/")))
# Pages whose reader must see cards drawn.
PAGES_WITH_CARDS = {"notebooks/01-cards.html"}


# No page of the book may weigh more than this (each card's shapes are written once per
# picture and reused, so a chapter of pictures stays light for a reader on a slow line).
PAGE_LIMIT = 300 * 1024


def is_known(message: str) -> bool:
    return any(pattern.search(message) for pattern in KNOWN_CONSOLE_ERRORS)


def test_the_book_has_the_expected_pages():
    for page in ["index.html", "book/intro.html", "book/glossary.html", "book/references.html",
                 "book/api.html", *PAGES_WITH_CARDS]:
        assert page in PAGES, f"{page} is missing from the built book"


def test_the_top_of_the_site_has_a_favicon():
    # index.html is Jupyter Book's redirect page and names no icon, so a browser may ask for
    # /favicon.ico there; without this file that request is a 404 in the console.
    if not (BUILT / "index.html").exists():
        skip_or_fail("the book is not built (no _build/html/index.html): run 'make book' first")
    icon = BUILT / "favicon.ico"
    assert icon.exists(), "the built book has no favicon.ico at its top (html_extra_path: book/_extra)"
    assert icon.read_bytes()[:4] == b"\x00\x00\x01\x00", "favicon.ico is not an ICO file"


def test_no_page_is_heavier_than_300_kb():
    if not (BUILT / "index.html").exists():
        skip_or_fail("the book is not built (no _build/html/index.html): run 'make book' first")
    sizes = {page: (BUILT / page).stat().st_size for page in PAGES}
    heavy = {page: f"{size / 1024:.0f} KB" for page, size in sizes.items() if size > PAGE_LIMIT}
    assert heavy == {}, f"pages over {PAGE_LIMIT // 1024} KB: {heavy}"


@pytest.mark.parametrize("page", PAGES)
def test_page_loads_without_console_errors(browser, book_url, page):
    errors: list[str] = []
    tab = browser.new_page()
    tab.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: errors.append(str(e)))
    # The console says only "404"; name the missing address too.
    tab.on("response", lambda r: errors.append(f"{r.status} for {r.url}") if r.status >= 400 else None)
    response = tab.goto(f"{book_url}/{page}", wait_until="load")
    assert response is not None and response.ok, f"{page} answered {response and response.status}"
    tab.wait_for_timeout(300)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / (page.replace("/", "__") + ".png")), full_page=True)
    if page != "index.html":
        assert tab.locator("h1 >> visible=true").count() >= 1, f"{page} shows no heading"
    unknown = [e for e in errors if not is_known(e)]
    tab.close()
    assert unknown == [], f"console errors on {page}: {unknown}"


@pytest.mark.parametrize("page", sorted(PAGES_WITH_CARDS))
def test_card_pictures_are_visible(browser, book_url, page):
    tab = browser.new_page()
    tab.goto(f"{book_url}/{page}", wait_until="load")
    cards = tab.locator("main svg.cardlib-card, main svg [data-card]")
    count = cards.count()
    assert count >= 40, f"only {count} card pictures on {page}"
    first = tab.locator("main svg.cardlib-hand, main svg.cardlib-table, main svg.cardlib-pack").first
    first.scroll_into_view_if_needed()
    assert first.is_visible()
    box = first.bounding_box()
    assert box is not None and box["width"] > 100 and box["height"] > 40
    titles = tab.evaluate("() => [...document.querySelectorAll('main svg title')].map(t => t.textContent)")
    assert any("king of coins" in t for t in titles), "Spanish cards lack their text alternative (in English words)"
    assert any("queen of spades" in t for t in titles), "French cards lack their text alternative"
    tab.close()


def test_cards_read_well_in_dark_mode(browser, book_url):
    """A reader whose system is dark gets the dark theme; each card keeps its own white face
    and dark border, so it stands out on the dark page instead of vanishing into it."""
    tab = browser.new_page()
    tab.emulate_media(color_scheme="dark")
    tab.goto(f"{book_url}/notebooks/01-cards.html", wait_until="load")
    tab.wait_for_timeout(300)
    assert tab.evaluate("() => document.documentElement.dataset.theme") == "dark"
    # A card's face is its first shape, written in place or drawn with <use> from the picture's
    # <defs>; follow the use to the shape the browser draws.
    face = tab.evaluate("""() => {
        const card = document.querySelector('main g[data-card]');
        card.scrollIntoView();
        let face = [...card.children].find(e => e.tagName !== 'title');
        while (face && face.tagName === 'use')
            face = card.ownerSVGElement.getElementById(face.getAttribute('href').slice(1));
        return face && [face.tagName, face.getAttribute('fill'), face.getAttribute('stroke')];
    }""")
    assert face == ["rect", "#ffffff", "#2b2b2b"], face
    page_bg = tab.evaluate("() => getComputedStyle(document.body).backgroundColor")
    channels = [int(v) for v in re.findall(r"\d+", page_bg)[:3]]
    assert sum(channels) / 3 < 80, f"the page is not dark: {page_bg}"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "dark__notebooks__01-cards.png"))
    tab.close()
