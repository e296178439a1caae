"""Headless Chromium for the browser tests: Debian's chromium, driven by Playwright.

On a person's machine without chromium these tests skip with the reason; with CI
set, a test that would skip fails instead, so CI can never pass without them.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
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
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", notebook, "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1"],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
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
