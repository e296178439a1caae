"""The chapters in JupyterLab, as Binder opens them. Before anything runs, a trusted chapter
shows its stored pictures and draws its widgets from the saved widget state (a play chapter its
table, as a picture, with the line saying how to make it live). Live: start
JupyterLab headless on a copy of the Mus play chapter, run all cells, play a legal and an
illegal action, and check that the canvas table drew and that the refusal shows its reason; on
Loo's, play a deal to its end and review it."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from cardlib.widgets.loo import play_table as loo_play_table

from .conftest import ROOT, SCREENSHOTS, check_the_review, free_port, play_like, skip_or_fail, wait_until_serving

pytestmark = pytest.mark.browser
CHAPTER = ROOT / "notebooks" / "mus-3-play.ipynb"


@contextlib.contextmanager
def lab_server(notebook: Path, *others: Path, trusted: bool = False):
    """JupyterLab on 127.0.0.1 over a fresh folder holding a copy of ``notebook`` and the ``others``
    (signed as trusted first, as Binder's build step and ``make lab`` do, if ``trusted``); yield the
    URL that opens ``notebook`` (the others open at the same URL with their own names)."""
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        skip_or_fail("jupyterlab is not installed (pip install -r requirements.txt)")
    with tempfile.TemporaryDirectory() as root:
        for each in (notebook, *others):
            shutil.copy(each, Path(root) / each.name)
        env = dict(os.environ, JUPYTER_CONFIG_DIR=str(Path(root) / ".config"),
                   JUPYTER_RUNTIME_DIR=str(Path(root) / ".runtime"), JUPYTER_DATA_DIR=str(Path(root) / ".data"))
        # the copy must find cardlib where the tests run from, installed or not
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
        if trusted:
            subprocess.run([sys.executable, "-m", "jupyter", "trust",
                            *(str(Path(root) / each.name) for each in (notebook, *others))],
                           env=env, check=True, capture_output=True)
        port = free_port()
        log = tempfile.TemporaryFile()
        server = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
             f"--ServerApp.root_dir={root}", "--IdentityProvider.token=", "--ServerApp.password=",
             "--LabApp.expose_app_in_browser=True", "--ServerApp.open_browser=False",
             "--LabApp.extension_manager=readonly", "--allow-root"],
            cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT)
        url = f"http://127.0.0.1:{port}"
        wait_until_serving(server, f"{url}/api/status", log, "JupyterLab")
        try:
            yield f"{url}/lab/tree/{notebook.name}"
        finally:
            server.terminate()
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()
            log.close()


def canvas_drawn(tab) -> bool:
    return tab.evaluate("""() => {
        for (const c of document.querySelectorAll('canvas')) {
            if (!c.width || !c.height) continue;
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            for (let i = 4; i < d.length; i += 4 * 97) { if (d[i] !== d[0] || d[i + 1] !== d[1]) return true; }
        }
        return false;
    }""")


def log_text(tab) -> str:
    return tab.evaluate("() => [...document.querySelectorAll('.cardlib-log')].map(d => d.textContent).join('\\n')")


def run_all(browser, url: str):
    """A tab on the notebook at ``url``, once the app, the notebook and its kernel are ready,
    with every cell run (Run All)."""
    tab = browser.new_page()
    tab.goto(url, wait_until="load", timeout=120_000)
    tab.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
                          " && window.jupyterapp.shell.currentWidget.sessionContext"
                          " && window.jupyterapp.shell.currentWidget.sessionContext.session"
                          " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel",
                          timeout=120_000)
    tab.evaluate("async () => { const nb = window.jupyterapp.shell.currentWidget;"
                 " await nb.sessionContext.ready;"
                 " await window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    return tab


def test_play_chapter_runs_live_in_jupyterlab(browser):
    with lab_server(CHAPTER) as url:
        tab = run_all(browser, url)
        legal = tab.get_by_role("button", name="paso", exact=True)
        legal.wait_for(state="visible", timeout=180_000)
        tab.wait_for_function("() => document.querySelectorAll('.cardlib-log').length > 0", timeout=60_000)
        deadline = time.monotonic() + 60
        while not canvas_drawn(tab) and time.monotonic() < deadline:
            tab.wait_for_timeout(300)
        assert canvas_drawn(tab), "the live canvas table stayed blank in JupyterLab"

        # a bet of 1, which the rules forbid, made with the bet field and its button
        amount = tab.locator(".widget-text", has=tab.locator("label", has_text="Bet")).locator("input")
        amount.fill("1")
        amount.press("Enter")
        illegal = tab.get_by_role("button", name="envido 1", exact=True)
        illegal.wait_for(state="visible", timeout=30_000)
        illegal.click()
        message = tab.locator(".cardlib-error")
        message.first.wait_for(state="visible", timeout=30_000)
        assert "a bet is at least 2" in message.first.inner_text()
        before = log_text(tab)
        legal.click()
        deadline = time.monotonic() + 60
        while log_text(tab) == before and time.monotonic() < deadline:
            tab.wait_for_timeout(300)
        assert log_text(tab) != before, "pressing a legal action changed nothing in the log"

        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / "lab__mus-3-play.png"), full_page=True)
        tab.close()


def test_the_review_button_reviews_the_deal_the_reader_played_in_jupyterlab(browser):
    """Loo's deal is the shortest (three cards): played to its end after Run All, its review shows."""
    view = loo_play_table(players=4, seed=1).view           # the chapter's table, played alike here
    with lab_server(ROOT / "notebooks" / "loo-4-play.ipynb") as url:
        tab = run_all(browser, url)
        tab.get_by_role("button", name="play", exact=True).wait_for(state="visible", timeout=180_000)
        play_like(tab, view)
        check_the_review(tab, view, "lab__loo-4-review")
        tab.close()


def test_a_trusted_chapter_shows_its_pictures_and_widgets_before_anything_runs(browser):
    """What a Binder reader sees first: the stored cards as pictures, and the exercise widget drawn
    from the saved (lean) widget state, all before Run All."""
    chapter = ROOT / "notebooks" / "mus-5-exercises.ipynb"
    with lab_server(chapter, trusted=True) as url:
        tab = browser.new_page()
        tab.goto(url, wait_until="load", timeout=120_000)
        # the page draws the stored outputs one after another: wait for the pictures the test counts
        tab.wait_for_function("() => document.querySelectorAll('.jp-RenderedHTML.jp-mod-trusted svg').length >= 4",
                              timeout=120_000)
        widget = tab.locator(".jp-OutputArea-output .jupyter-widgets svg")
        widget.first.wait_for(state="attached", timeout=60_000)
        shown = tab.evaluate("""() => ({
            pictures: document.querySelectorAll('.jp-RenderedHTML.jp-mod-trusted svg').length,
            buttons: [...document.querySelectorAll('.jupyter-widgets button')].map(b => b.innerText.trim()),
            errors: document.body.innerText.includes('Error displaying widget')})""")
        assert shown["pictures"] >= 4 and not shown["errors"], shown
        assert "Next question" in shown["buttons"] and "seat 0 (mano)" in shown["buttons"], shown
        tab.close()


PLAY_CHAPTERS = sorted((ROOT / "notebooks").glob("*-play.ipynb"))


def test_the_play_chapters_show_their_tables_before_anything_runs(browser):
    """What a Binder reader sees first on each play chapter: the saved table drawn (no blank canvas),
    the line saying to Run All, no broken image."""
    from .test_saved_widgets import BROKEN_IMAGES, NOTES, painted_share

    with lab_server(*PLAY_CHAPTERS, trusted=True) as url:
        for chapter in PLAY_CHAPTERS:
            tab = browser.new_page()
            tab.goto(url.replace(PLAY_CHAPTERS[0].name, chapter.name) + "?reset", wait_until="load",
                     timeout=120_000)
            table = tab.locator(".jp-OutputArea-output .cardlib-saved svg.cardlib-table").first
            table.wait_for(state="visible", timeout=120_000)
            table.scroll_into_view_if_needed()
            share = painted_share(table.screenshot())
            assert share > 0.5, f"the table of {chapter.name} in JupyterLab is {share:.0%} painted"
            shown = tab.evaluate(f"""() => ({{notes: ({NOTES})(), broken: ({BROKEN_IMAGES})(),
                canvases: document.querySelectorAll('.jp-OutputArea-output canvas').length,
                errors: document.body.innerText.includes('Error displaying widget')}})""")
            assert shown["notes"] and all(n == 1 for n in shown["notes"]), (chapter.name, shown)
            assert not shown["broken"] and not shown["canvases"] and not shown["errors"], (chapter.name, shown)
            assert "Run All in JupyterLab or Binder" in tab.locator(".cardlib-live-note").first.inner_text()
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            tab.screenshot(path=str(SCREENSHOTS / f"lab-saved__{chapter.stem}.png"))
            tab.close()
