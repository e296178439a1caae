"""The live play table in JupyterLab at any pace and by keyboard (issue 20, items 1 and 7).

A notebook holding only a Mus and a Black Maria play table runs in a headless JupyterLab. Then:

* **Fast clicks.** The reader's buttons (and Black Maria's pass toggles, three of them, then the
  pass) are clicked every 50 ms, picked by a seeded random walk, until the deal ends; the kernel is left to settle; then the
  table's words in its live region must be the words the kernel holds for the state, name the
  state's status lines and the reader's hand, and the canvas must look the same as a fresh
  drawing of that state (a frame drawn inside a half-drawn one, the frozen Mus table, would not).
* **Keyboard.** Tab on the canvas moves the focus on to a control, never into the page's body.
* **axe-core** finds no violation inside the play tables.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from .conftest import SCREENSHOTS, WIDGET_SCRIPTS, skip_or_fail
from .test_lab import lab_server, run_all

pytestmark = pytest.mark.browser

CELLS = [
    "from cardlib.widgets.mus import play_table as mus_table\n"
    "from cardlib.widgets.black_maria import play_table as black_maria_table\n"
    "mus = mus_table(seed=3)\nmus",
    "black_maria = black_maria_table(players=4, seed=3)\nblack_maria",
]
# not the reader's choices: the table's own controls, the teaching modes and the replay's steps
CONTROLS = ("Hint", "New game", "Say it", "Review", "Reviewing", "Next deal", "Open hands", "Take back",
            "Same deal again", "Replay", "Load record", "Start", "Back", "Forward", "End", "Back to the table")
TICK_MS = 50
LEAST_CLICKS = 12          # the reader's choices the clicker aims for, dealing on while the game goes on


def notebook(folder: Path) -> Path:
    cells = [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [],
              "source": source} for i, source in enumerate(CELLS)]
    path = folder / "fast-clicks.ipynb"
    path.write_text(json.dumps({"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                                          "language": "python"}},
                                "nbformat": 4, "nbformat_minor": 5}))
    return path


def kernel(tab, code: str, out: Path) -> dict:
    """Run ``code`` in the notebook's kernel; it writes a JSON answer to ``out``, read back here."""
    out.unlink(missing_ok=True)
    tab.evaluate("async code => { const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;"
                 " await k.requestExecute({code}).done; }", code)
    deadline = time.monotonic() + 60
    while not out.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    return json.loads(out.read_text())


def table_root(tab, index: int):
    """The output that holds the ``index``-th play table (the one whose words region it holds)."""
    return tab.locator(".jp-OutputArea-output", has=tab.locator(".cardlib-table-words")).nth(index)


def settle(tab, root, seconds: float = 3.0) -> str:
    """Wait until the table's words have not changed for ``seconds``; return them."""
    words = root.locator(".cardlib-table-words")
    last, since = None, time.monotonic()
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        now = words.text_content()
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since > seconds:
            return now
        tab.wait_for_timeout(250)
    raise AssertionError("the table's words never settled")


# a deal can end after a few clicks (an *órdago* seen): then the clicker deals the next one (or, the
# game won, starts a new game) and goes on until it has made at least ``least`` choices, and stops
# when a deal it played has ended
CLICKER = """([index, controls, tick, seed, least]) => new Promise(done => {
    const roots = [...document.querySelectorAll('.jp-OutputArea-output')]
        .filter(o => o.querySelector('.cardlib-table-words'));
    const root = roots[index];
    let r = seed, clicks = 0, idle = 0;
    const random = n => { r = (r * 1103515245 + 12345) % 2147483648; return Math.floor(r / 2147483648 * n); };   // the high bits: an LCG's low bits repeat
    const visible = b => b.offsetParent !== null && !b.disabled;
    const timer = setInterval(() => {
        const buttons = [...root.querySelectorAll('button')].filter(visible);
        const next = buttons.find(b => b.textContent.trim() === 'Next deal');
        if (next && clicks < least) { next.click(); idle = 0; return; }
        if (next || clicks > 2000 || idle > 200) { clearInterval(timer); done(clicks); return; }
        const fresh = buttons.find(b => b.textContent.trim() === 'New game');
        if (fresh && clicks < least && idle > 40) { fresh.click(); idle = 0; return; }   // 2 s with no choice: a game won (an órdago), so a new one
        const toggles = buttons.filter(b => b.classList.contains('widget-toggle-button') && !controls.includes(b.textContent.trim()));
        const on = toggles.filter(b => b.classList.contains('mod-active'));
        let choices = buttons.filter(b => !controls.includes(b.textContent.trim()) && !toggles.includes(b));
        if (toggles.length) {          // a pass or a Mus discard: pick three (as the page shows them now), then confirm
            choices = on.length < 3 ? toggles.filter(b => !on.includes(b)) : on.length > 3 ? on
                : choices.filter(b => /Pass|Discard/.test(b.textContent));
        }
        if (choices.length) { choices[random(choices.length)].click(); clicks += 1; idle = 0; }
        else idle += 1;               // 10 s with no choice to make: the game is over (or stuck), so stop and say so
    }, tick);
})"""

KERNEL_WORDS = """
import json
from cardlib.render.scene import holding_words
view = {name} if not hasattr({name}, "view") else {name}.view
json.dump({{"words": view.table_words, "status": list(view.table_view.status), "turn": view.controller.turn_words(),
           "hand": holding_words(view.table_view.hands[view.controller.reader]),
           "paused": view.paused is not None}}, open({out!r}, "w"))
"""

KERNEL_REDRAW = """
import json
view = {name} if not hasattr({name}, "view") else {name}.view
view.redraw()                      # a fresh frame of the same state, on its own
json.dump({{"drawn": True}}, open({out!r}, "w"))
"""


def canvas_image(root) -> str:
    return root.locator("canvas").first.evaluate("c => c.toDataURL()")


@pytest.fixture
def lab_tab(browser, tmp_path):
    with lab_server(notebook(tmp_path)) as url:
        tab = run_all(browser, url)
        tab.locator(".cardlib-table-words").nth(1).wait_for(state="attached", timeout=180_000)
        yield tab
        tab.close()


def test_fast_clicks_leave_the_drawn_table_its_words_and_the_state_saying_the_same(lab_tab, tmp_path):
    tab = lab_tab
    for index, name in enumerate(("mus", "black_maria")):
        root = table_root(tab, index)
        settle(tab, root)
        clicks = tab.evaluate(CLICKER, [index, list(CONTROLS), TICK_MS, 7 + index, LEAST_CLICKS])
        assert 5 < clicks <= 2000, f"{name}: {clicks} clicks before the deal ended"
        shown = settle(tab, root)
        state = kernel(tab, KERNEL_WORDS.format(name=name, out=str(tmp_path / "state.json")), tmp_path / "state.json")
        assert state["paused"], f"{name}: the deal did not end after {clicks} clicks"
        assert shown == state["words"], f"{name}: the table's words are not the state's"
        for line in (*state["status"], state["turn"]):
            assert line in shown, f"{name}: {line!r} is not in the table's words: {shown!r}"
        assert state["hand"] in shown                     # the reader's hand in words (Mus: "six of coins, ...")
        before = canvas_image(root)
        kernel(tab, KERNEL_REDRAW.format(name=name, out=str(tmp_path / "drawn.json")), tmp_path / "drawn.json")
        tab.wait_for_timeout(1500)
        assert canvas_image(root) == before, f"{name}: the canvas after the fast clicks is not the state's table"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "lab__fast-clicks.png"), full_page=True)


def test_tab_leaves_the_canvas_and_axe_finds_nothing_in_the_play_tables(lab_tab):
    tab = lab_tab
    root = table_root(tab, 0)
    settle(tab, root)
    canvas = root.locator("canvas").first
    canvas.focus()
    assert tab.evaluate("() => document.activeElement.tagName") == "CANVAS"
    tab.keyboard.press("Tab")
    tab.wait_for_function("() => document.activeElement && document.activeElement.tagName === 'BUTTON'",
                          timeout=30_000)
    assert root.evaluate("(r, el) => r.contains(document.activeElement)", None)

    axe = WIDGET_SCRIPTS / "axe-core" / "axe.min.js"
    if not axe.exists():
        skip_or_fail(f"axe-core is not in {axe.parent}: run 'sh tools/widget_scripts.sh --axe {WIDGET_SCRIPTS}'")
    tab.add_script_tag(path=str(axe))
    for index in (0, 1):
        checked, found = table_root(tab, index).evaluate(
            "async el => { const r = await axe.run(el); return [r.passes.length, r.violations"
            ".map(v => `${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes.map(n => n.html.slice(0, 120)).join(' | ')}`)]; }")
        assert checked > 5, f"axe-core checked only {checked} rules"           # it ran over the table
        assert found == [], f"axe-core found in play table {index}:\n" + "\n".join(found)
