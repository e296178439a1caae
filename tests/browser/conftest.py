"""Headless Chromium for the browser tests: Debian's chromium, driven by Playwright.

On a person's machine without chromium these tests skip with the reason; with CI
set, a test that would skip fails instead, so CI can never pass without them.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import socket
import tempfile
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILT = ROOT / "_build" / "html"
SCREENSHOTS = ROOT / "_build" / "screenshots"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


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
