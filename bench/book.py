"""How long the book takes: the wall time of `make book`'s build step and of executing each
notebook on its own, so later chapters can see what they cost; and what a reader's first visit
downloads.

Run: .venv/bin/python bench/book.py   (or `make bench`)
     .venv/bin/python bench/book.py --downloads [BUILT]   only the downloads, of the built book
                                                          (default _build/html; no timing)

The downloads: a fresh headless Chromium (no cache) opens a text page and a widget page of the
built book and adds up the bytes of every response, uncompressed (the local server sends no
compression), the widget scripts from the npm CDN served from their local copies as in the
browser tests. MathJax, which a page loads from its CDN only when it has mathematics, is not
counted (no network here); its requests are listed.

``--tiny`` leaves out the build and the chapters and executes only a one-cell notebook that
imports cardlib (the kernel's start and the import, which every chapter pays), so a test can
check that the bench still runs.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
ONE_CELL = {"cells": [{"cell_type": "code", "execution_count": None, "id": "import", "metadata": {}, "outputs": [],
                       "source": ["import cardlib"]}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


FIRST_VISITS = ["notebooks/01-cards.html", "book/glossary.html"]


def widget_page(built: Path) -> str | None:
    """A chapter whose page draws saved widgets (the first play chapter)."""
    pages = sorted(p for p in (built / "notebooks").glob("*play*.html")
                   if "application/vnd.jupyter.widget-view+json" in p.read_text(encoding="utf-8"))
    return pages[0].relative_to(built).as_posix() if pages else None


def downloads(built: Path) -> None:
    """Print what a first visit of a text page and of a widget page downloads, by kind of file."""
    import collections
    import functools
    import http.server
    import shutil
    import threading

    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT))
    from tests.browser.conftest import CHROMIUM_FLAGS, WIDGET_SCRIPTS, serve_widget_scripts

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(built)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    pages = [p for p in FIRST_VISITS + [widget_page(built)] if p]
    print(f"first visit of {built} (bytes, uncompressed)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=CHROMIUM_FLAGS)
        for page in pages:
            context = browser.new_context()           # a fresh cache for each first visit
            tab = context.new_page()
            serve_widget_scripts(tab, WIDGET_SCRIPTS)
            sizes: dict[str, int] = collections.Counter()
            missed: list[str] = []

            def count(response) -> None:
                try:
                    body = response.body()
                except Exception:                     # a redirect or an aborted request has none
                    missed.append(response.url)
                    return
                name = response.url.split("?")[0].rsplit("/", 1)[-1] or response.url
                sizes[name] += len(body)

            tab.on("response", count)
            tab.on("requestfailed", lambda r: missed.append(r.url))
            tab.goto(url + page, wait_until="load")
            if "application/vnd.jupyter.widget-view+json" in (built / page).read_text(encoding="utf-8"):
                tab.locator(".cardlib-saved").first.wait_for(state="visible", timeout=30_000)
            tab.wait_for_timeout(1500)                # the deferred scripts run, the fonts load
            total = sum(sizes.values())
            heaviest = ", ".join(f"{n} {b:,}" for n, b in sizes.most_common(4))
            print(f"{page:<40} {total:>11,} bytes in {len(sizes)} files; heaviest: {heaviest}")
            if missed:
                print(f"{'':<40} not counted (no network): {sorted(set(missed))[:3]}")
            context.close()
        browser.close()
    server.shutdown()


def main() -> None:
    if "--downloads" in sys.argv:
        rest = [a for a in sys.argv[1:] if a != "--downloads"]
        downloads(Path(rest[0]) if rest else ROOT / "_build" / "html")
        return
    tiny = "--tiny" in sys.argv[1:]
    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    print(f"{'step':<44} {'seconds':>8}")
    if tiny:
        with tempfile.TemporaryDirectory() as scratch:
            one = Path(scratch) / "import-cardlib.ipynb"
            one.write_text(json.dumps(ONE_CELL))
            seconds = timed([str(BIN / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
                             "--output-dir", scratch, str(one)])
        print(f"{'execute a one-cell notebook (import cardlib)':<44} {seconds:8.2f}")
        return
    with tempfile.TemporaryDirectory() as out:
        build = timed([str(BIN / "jupyter-book"), "build", ".", "--toc", "book/_toc.yml", "-W", "-n",
                       "--keep-going", "--path-output", out])
    print(f"{'jupyter-book build (clean, stored outputs)':<44} {build:8.2f}")
    for notebook in notebooks:
        with tempfile.TemporaryDirectory() as out:
            seconds = timed([str(BIN / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
                             "--output-dir", out, str(notebook.relative_to(ROOT))])
        print(f"{'execute ' + notebook.name:<44} {seconds:8.2f}")


if __name__ == "__main__":
    main()
