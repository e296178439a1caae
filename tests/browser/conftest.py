"""Headless Chromium for the browser tests: Debian's chromium, driven by Playwright.

On a person's machine without chromium these tests skip with the reason; with CI
set, a test that would skip fails instead, so CI can never pass without them.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILT = ROOT / "_build" / "html"
SCREENSHOTS = ROOT / "_build" / "screenshots"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


# Where tools/widget_scripts.sh put the npm packages that draw the saved widgets (make setup-test);
# WIDGET_SCRIPTS names another folder.
WIDGET_SCRIPTS = Path(os.environ.get("WIDGET_SCRIPTS") or Path(sys.prefix) / "share" / "widget-scripts")
NPM_CDN = "https://cdn.jsdelivr.net/npm/"
NPM_FOLDERS = {"@jupyter-widgets/html-manager": "html-manager", "requirejs": "requirejs"}


def skip_or_fail(reason: str):
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI is set, so this browser test must run, not skip)")
    pytest.skip(reason)


def chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def browser():
    path = chromium_path()
    if path is None:
        skip_or_fail("chromium is not installed (Debian: apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        skip_or_fail("playwright is not installed (pip install -r requirements-test.txt)")
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as p:
        # A persistent context gives Chromium a fresh, empty --user-data-dir of our own.
        context = p.chromium.launch_persistent_context(
            profile, executable_path=path, headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": 1280, "height": 900})
        yield context
        context.close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def book_url():
    if not (BUILT / "index.html").exists():
        skip_or_fail("the book is not built: run 'make book' first")
    handler = functools.partial(_QuietHandler, directory=str(BUILT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def wait_until_serving(server: subprocess.Popen, url: str, log, name: str, seconds: float = 90) -> None:
    """Wait until ``url`` answers; fail with the end of the server's ``log`` if it dies or times out."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(url, timeout=2).close()
            return
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                server.wait()
                log.seek(0)
                output = log.read().decode(errors="replace")[-2000:]
                pytest.fail(f"{name} did not start on {url}:\n{output}")
            time.sleep(0.3)


@contextlib.contextmanager
def voila_server(notebook: str):
    """Serve ``notebook`` (a path from the repository root) with Voila on 127.0.0.1; yield its URL."""
    try:
        import voila  # noqa: F401
    except ImportError:
        skip_or_fail("voila is not installed (pip install -r requirements.txt)")
    port = free_port()
    log = tempfile.TemporaryFile()     # a pipe nobody reads could fill up and stall Voila
    # the kernel runs in the chapter's folder: it must find cardlib where the tests run from, installed or not
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p))
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", notebook, "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    wait_until_serving(server, url, log, "Voila")
    try:
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


@pytest.fixture(scope="session")
def widget_scripts() -> Path:
    """The local copies of the widget scripts the built pages load from the npm CDN."""
    if not all((WIDGET_SCRIPTS / folder / "package.json").exists() for folder in NPM_FOLDERS.values()):
        skip_or_fail(f"the widget scripts are not in {WIDGET_SCRIPTS}: run 'make setup-test' "
                     "(tools/widget_scripts.sh fetches them with npm)")
    return WIDGET_SCRIPTS


def serve_widget_scripts(tab, scripts: Path) -> list[str]:
    """Answer ``tab``'s requests to the npm CDN from the packages in ``scripts``, byte for byte
    what the CDN serves (the pages check the scripts' hashes). Returns the list, filled as the
    page loads, of what the page asked for that is not there (or not that version): refused."""
    unserved: list[str] = []

    def answer(route) -> None:
        url = route.request.url
        name, _, rest = url[len(NPM_CDN):].rpartition("@")    # "@jupyter-widgets/html-manager", "1.0.15/dist/..."
        version, _, path = rest.partition("/")
        folder = scripts / NPM_FOLDERS.get(name, "-")
        package = folder / "package.json"
        local = folder / path
        if package.exists() and json.loads(package.read_text())["version"] == version and local.is_file():
            route.fulfill(path=str(local), headers={"Access-Control-Allow-Origin": "*"})
        else:
            unserved.append(url)
            route.abort()

    tab.route(NPM_CDN + "**", answer)
    return unserved


def open_page(browser, book_url: str, page: str, scripts: Path | None = None):
    """A new tab on ``page`` of the built book, which must answer. With ``scripts`` (the
    ``widget_scripts`` fixture) the page's saved widgets are drawn, as online, before it returns."""
    tab = browser.new_page()
    if scripts is not None:
        serve_widget_scripts(tab, scripts)
    response = tab.goto(f"{book_url}/{page}", wait_until="load")
    assert response is not None and response.ok, f"{page} answered {response and response.status}"
    if scripts is not None:
        tab.locator(".cardlib-saved").first.wait_for(state="visible", timeout=30_000)
    return tab


def check_cards_drawn_and_titled(tab, page: str, least: int, words: str, text: str, shot: str) -> None:
    """At least ``least`` cards drawn on the page, the first picture visible at a card's size, a
    picture titled with ``words``, every card titled, ``text`` on the page; a screenshot ``shot``."""
    cards = tab.locator("main svg [data-card]")
    assert cards.count() >= least, f"only {cards.count()} cards drawn on {page}"
    picture = tab.locator("main svg.cardlib-hand, main svg.cardlib-trick, main svg.cardlib-table").first
    picture.scroll_into_view_if_needed()
    assert picture.is_visible()
    box = picture.bounding_box()
    assert box is not None and box["width"] > 30 and box["height"] > 40       # a card drawn, even a small one
    titles = tab.evaluate("() => [...document.querySelectorAll('main svg title')].map(t => t.textContent)")
    assert any(words in t for t in titles), f"no picture on {page} is titled with {words!r}"
    card_titles = tab.evaluate(
        "() => [...document.querySelectorAll('main svg [data-card]')].map(c => c.querySelector('title')?.textContent)")
    assert all(card_titles), f"a card on {page} has no title"
    assert text in tab.locator("main").inner_text(), f"{page} does not show {text!r}"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"{shot}.png"), full_page=True)


def painted_pixels(tab) -> int:
    """How many pixels of the biggest canvas on the page are painted (0 for a blank canvas)."""
    return tab.evaluate("""() => {
        const canvases = [...document.querySelectorAll('canvas')].filter(c => c.width * c.height > 0);
        if (!canvases.length) return 0;
        const c = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
        return painted;
    }""")


def open_live_table(browser, url: str, button: str, *, exact: bool = True):
    """A tab on a live play chapter (Voila) once ``button`` shows and its canvas table is painted."""
    tab = browser.new_page()
    tab.goto(url, wait_until="load", timeout=120_000)
    tab.get_by_role("button", name=button, exact=exact).wait_for(state="visible", timeout=120_000)
    deadline = time.monotonic() + 30
    while painted_pixels(tab) < 10_000 and time.monotonic() < deadline:
        tab.wait_for_timeout(200)
    assert painted_pixels(tab) >= 10_000, "the live table stayed blank"
    return tab


def log_lines(tab) -> list[str]:
    """Every line of a play table's log, the folded older ones too."""
    return tab.evaluate("() => [...document.querySelectorAll('.cardlib-log div')].map(d => d.textContent)")



def play_like(tab, view) -> None:
    """Play the deal on the live table in ``tab`` as on ``view`` (a PlayView of the same chapter,
    same seed, in this process): the reader's first legal action each time, pressed by its
    button, until the deal ends."""
    from playwright.sync_api import expect

    while view.paused is None:
        action = view.state.legal_actions()[0]
        button = tab.get_by_role("button", name=str(action), exact=True)
        button.click()
        expect(button).to_have_count(0, timeout=30_000)           # played: the next choices show
        assert view.play(action)


def check_the_review(tab, view, shot: str) -> None:
    """After the deal played on ``tab`` as on ``view`` (see :func:`play_like`): Review is enabled;
    pressed, it shows the review ``view`` makes of the same deal, row for row (same seed, same
    review), each decision marked best, fine or mistake, the accuracy line after the table and the
    progress bar hidden (a screenshot of the review: ``shot``); after Next deal the review is gone."""
    from playwright.sync_api import expect

    expected = view.controller.review()
    review = tab.get_by_role("button", name="Review")            # its icon joins the name
    expect(review).to_be_enabled(timeout=30_000)
    review.click()
    shown = tab.locator("table.cardlib-table-data")
    shown.wait_for(state="visible", timeout=30_000)
    header = shown.locator("thead th").all_inner_texts()
    assert header[:3] == ["Decision", "Your choice", f"Expected {expected.standard.unit}"], header
    rows = [row.locator("td").all_inner_texts() for row in shown.locator("tbody tr").all()]
    assert rows == [list(row) for row in expected.rows()] and rows
    assert {row[header.index("Mark")] for row in rows} <= {"best", "best within the margin", "fine", "mistake"}
    accuracy = tab.locator("table.cardlib-table-data + p").inner_text()
    assert accuracy.startswith("Accuracy ") and accuracy == expected.summary(), accuracy
    expect(tab.get_by_text("Reviewing", exact=True)).to_be_hidden()
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.locator(".widget-html", has=shown).last.screenshot(path=str(SCREENSHOTS / f"{shot}.png"))
    tab.get_by_role("button", name="Next deal").click()
    expect(shown).to_have_count(0, timeout=30_000)
    expect(review).to_be_hidden()                                # with the finished deal's result
