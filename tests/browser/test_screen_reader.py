"""What a screen reader gets from the live play table (issue 20, item 7), read from Chrome's own
accessibility tree (the DevTools protocol's ``Accessibility`` domain, what a screen reader is
given), in JupyterLab and in Voila, for Mus and a trick game:

* the table's canvas is a picture (role ``img``) whose name says what it is ("Mus table, drawn
  live: ...") followed by the table's words, the reader's hand among them;
* the live region is a ``status`` whose text is the table's words as the kernel holds them;
* after a click on one of the reader's choices, both follow the table: the new words, as a
  table of the same game played alike in this process (Voila) or the kernel itself (JupyterLab)
  gives them; and in JupyterLab the live region after the click is the same node as before it (a
  region put in afresh is not heard by some screen readers), with the new words, the canvas still
  named by its id, and the naming script's image not put in again;
* on a bare Mus view (nothing before its canvas in the view) Shift+Tab moves the focus on to
  the page's previous element, and Tab to a button of the table: never to the page's body.
"""

from __future__ import annotations

import re
import time

import pytest

from cardlib.render.scene import holding_words
from cardlib.widgets.access import table_name
from cardlib.widgets.loo import play_table as loo_play_table
from cardlib.widgets.mus import play_table as mus_play_table

from ..support import shown_live
from .conftest import open_live_table, voila_server
from .test_lab_table_access import KERNEL_WORDS, kernel, lab_tab, settle, table_root  # noqa: F401 (a fixture)

pytestmark = pytest.mark.browser


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def read_aloud(tab, root) -> dict:
    """What Chrome's accessibility tree gives for the first canvas and the live region inside
    ``root`` (a locator): their roles, the canvas's name, the region's text (its static texts in
    order)."""
    root.locator("canvas").first.evaluate("c => c.setAttribute('data-ax-probe', 'canvas')")
    root.locator(".cardlib-table-words").first.evaluate("r => r.setAttribute('data-ax-probe', 'region')")
    cdp = tab.context.new_cdp_session(tab)
    try:
        cdp.send("DOM.enable")
        cdp.send("Accessibility.enable")
        document = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]

        def backend(probe: str) -> int:
            node = cdp.send("DOM.querySelector", {"nodeId": document, "selector": f"[data-ax-probe={probe}]"})["nodeId"]
            assert node, f"no {probe} on the page"
            return cdp.send("DOM.describeNode", {"nodeId": node})["node"]["backendNodeId"]

        canvas_id, region_id = backend("canvas"), backend("region")
        canvas = cdp.send("Accessibility.getPartialAXTree", {"backendNodeId": canvas_id, "fetchRelatives": False})["nodes"][0]
        region = cdp.send("Accessibility.getPartialAXTree", {"backendNodeId": region_id, "fetchRelatives": False})["nodes"][0]
        texts = cdp.send("Accessibility.queryAXTree", {"backendNodeId": region_id, "role": "StaticText"})["nodes"]
        return {"canvas role": canvas.get("role", {}).get("value"), "canvas name": _flat(canvas.get("name", {}).get("value", "")),
                "canvas ignored": canvas.get("ignored"), "region role": region.get("role", {}).get("value"),
                "region live": {p["name"]: p["value"]["value"] for p in region.get("properties", []) if p["name"] == "live"},
                "region text": _flat(" ".join(t.get("name", {}).get("value", "") for t in texts))}
    finally:
        root.locator("[data-ax-probe]").evaluate_all("els => els.forEach(e => e.removeAttribute('data-ax-probe'))")
        cdp.detach()


def heard_when(tab, root, test, seconds: float = 30) -> dict:
    """The tree's reading of the table in ``root`` once ``test`` holds for it (or the last one)."""
    deadline = time.monotonic() + seconds
    while True:
        heard = read_aloud(tab, root)
        if test(heard) or time.monotonic() > deadline:
            return heard
        tab.wait_for_timeout(300)


def check_heard(heard: dict, game: str, words: str, hand: str) -> None:
    """The canvas a picture named by its game, then ``words``; the region a polite status saying ``words``."""
    assert heard["canvas role"] in ("img", "image"), heard
    assert not heard["canvas ignored"], heard
    name = table_name(game)
    assert heard["canvas name"] == _flat(f"{name} {words}"), heard["canvas name"]
    assert heard["region role"] == "status", heard
    assert heard["region live"] == {"live": "polite"}, heard
    assert heard["region text"] == _flat(words), heard["region text"]
    assert hand in heard["region text"], (hand, heard["region text"])      # the reader's hand, in words


def check_keys_leave_a_bare_view(tab, root) -> str:
    """Shift+Tab and Tab on the canvas of a view with nothing before its canvas move the focus on:
    Tab to a button of the table, Shift+Tab to an element before the table on the page, or, on a
    page with none (Voila's), round to the table's last control. Returns where Shift+Tab went."""
    canvas = root.locator("canvas").first
    went = ""
    for key in ("Shift+Tab", "Tab"):
        canvas.focus()
        assert tab.evaluate("() => document.activeElement.tagName") == "CANVAS"
        tab.keyboard.press(key)
        tab.wait_for_timeout(500)
        tag, body, before, inside, last = root.evaluate("""view => {
            const a = document.activeElement, c = view.querySelector('canvas');
            const mine = [...view.querySelectorAll('button,input,select,textarea,summary,a,[tabindex]')]
                .filter(el => el.tabIndex >= 0 && !el.disabled && el.getClientRects().length > 0);
            return [a.tagName, a === document.body, !!(c.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_PRECEDING),
                    view.contains(a), a === mine[mine.length - 1]];
        }""")
        assert tag != "CANVAS" and not body, f"{key} on the canvas left the focus on {tag}"
        if key == "Tab":
            assert tag == "BUTTON" and inside, (tag, inside)
        else:
            assert (before and not inside) or (inside and last), (tag, before, inside, last)
            went = "the page's previous element" if before else "the table's last control"
    return went


def tag_the_nodes(root) -> None:
    """Mark, as JavaScript properties of the nodes themselves, the live region and the image whose
    script names the canvas in ``root``: a node made afresh would not carry the mark."""
    root.locator(".cardlib-table-words").first.evaluate("r => { r.cardlibKept = 'region'; }")
    root.locator("img[hidden]").first.evaluate("i => { i.cardlibKept = 'name'; }")


def check_the_same_nodes(root, words: str) -> None:
    """After the table changed: the live region in ``root`` is the node marked before (a screen
    reader hears a live region change, and may not hear one put in afresh), alone, a polite status
    saying ``words``; the naming script's image was not put in again; and the canvas is named by the
    region's id."""
    found = root.evaluate("""view => {
        const regions = [...view.querySelectorAll('.cardlib-table-words')], r = regions[0];
        const images = [...view.querySelectorAll('img[hidden]')];
        const canvas = view.querySelector('canvas');
        return {regions: regions.length, kept: r.cardlibKept || null, role: r.getAttribute('role'),
                live: r.getAttribute('aria-live'), text: r.textContent, id: r.id,
                images: images.length, imageKept: images.length ? images[0].cardlibKept || null : null,
                labelledby: (canvas.getAttribute('aria-labelledby') || '').split(' ')};
    }""")
    assert found["regions"] == 1, found
    assert found["kept"] == "region", f"the live region was put in afresh: {found}"
    assert (found["role"], found["live"]) == ("status", "polite"), found
    assert _flat(found["text"]) == _flat(words), found
    assert found["images"] == 1 and found["imageKept"] == "name", f"the naming script was put in again: {found}"
    assert found["id"] and found["id"] in found["labelledby"], found        # the canvas's name: the region's words


def first_choice(root) -> str:
    """The label of the first of the reader's choices shown (a button, not the table's own controls)."""
    from .test_lab_table_access import CONTROLS

    labels = root.locator("button:visible").all_inner_texts()
    return next(label.strip() for label in labels if label.strip() and label.strip() not in CONTROLS
                and not label.strip().startswith("Deal no"))


def test_what_a_screen_reader_gets_from_the_mus_and_black_maria_tables_in_jupyterlab(lab_tab, tmp_path):
    tab = lab_tab
    out = tmp_path / "state.json"
    for index, (name, game) in enumerate((("mus", "Mus"), ("black_maria", "Black Maria"))):
        root = table_root(tab, index)
        settle(tab, root)
        state = kernel(tab, KERNEL_WORDS.format(name=name, out=str(out)), out)
        heard = heard_when(tab, root, lambda h: h["region text"] == _flat(state["words"]))
        check_heard(heard, game, state["words"], state["hand"])
        if name == "mus":
            assert check_keys_leave_a_bare_view(tab, root) == "the page's previous element"     # the cell's editor
        tag_the_nodes(root)
        label = first_choice(root)
        root.get_by_role("button", name=label, exact=True).first.click()
        settle(tab, root)
        after = kernel(tab, KERNEL_WORDS.format(name=name, out=str(out)), out)
        assert after["words"] != state["words"], f"{name}: pressing {label!r} changed nothing"
        heard = heard_when(tab, root, lambda h: h["region text"] == _flat(after["words"]))
        check_heard(heard, game, after["words"], after["hand"])
        check_the_same_nodes(root, after["words"])


def _played_alike(view, tab, root, label: str) -> None:
    """Press ``label`` on the page and the same action on ``view`` (the chapter's table, here)."""
    action = next(a for a in view.controller.tries if str(a) == label)
    root.get_by_role("button", name=label, exact=True).first.click()
    assert view.play(action)


@pytest.mark.parametrize("chapter, make, game, first", [
    ("notebooks/mus-3-play.ipynb", lambda: mus_play_table(seed=1), "Mus", "paso"),
    ("notebooks/loo-4-play.ipynb", lambda: loo_play_table(players=4, seed=1).view, "Three-card Loo", "play"),
], ids=["mus", "loo"])
def test_what_a_screen_reader_gets_from_the_table_in_voila(browser, chapter, make, game, first):
    view = make()
    shown_live(view)                           # live, as the page's table: it keeps its words
    with voila_server(chapter) as url:
        tab = open_live_table(browser, url, first)
        root = tab.locator(".cardlib-play-view").first          # the chapter's first table
        words = view.table_words
        heard = heard_when(tab, root, lambda h: h["region text"] == _flat(words))
        check_heard(heard, game, words, holding_words(view.table_view.hands[view.controller.reader]))
        if game == "Mus":
            assert check_keys_leave_a_bare_view(tab, root) == "the table's last control"    # nothing before it on the page
        _played_alike(view, tab, root, first)
        assert view.table_words != words
        heard = heard_when(tab, root, lambda h: h["region text"] == _flat(view.table_words))
        check_heard(heard, game, view.table_words, holding_words(view.table_view.hands[view.controller.reader]))
        tab.close()
