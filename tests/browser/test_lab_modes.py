"""The teaching modes of a play table live in JupyterLab: on the Loo play chapter (its deal is the
shortest), after Run All: Open hands (the log, the table's words naming every hand, the canvas drawn
anew, and all face down again when it is pressed again), a decision taken back, the deal played to its end and
replayed with its move list, the table's record read from the page, a bad record refused with
its reason and the good one loaded. A PlayView of the same chapter (same seed) is played alike
in this process, to know what the page must show."""

from __future__ import annotations

import re
import time

import pytest

from cardlib.widgets.loo import play_table as loo_play_table

from ..support import shown_live
from .conftest import ROOT, SCREENSHOTS, log_lines, open_live_table, play_like, voila_server
from .test_lab import lab_server, run_all

pytestmark = pytest.mark.browser


def _wait_for(tab, test, what: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not test() and time.monotonic() < deadline:
        tab.wait_for_timeout(300)
    assert test(), what


def _seat_cards(words: str, seat: int) -> str:
    """What the table's words say of the cards of ``seat``: its cards by name, or how many face down."""
    found = re.search(rf"\(seat {seat}[^)]*\): ([^.]*)\.", words)
    assert found, f"seat {seat} is not in the table's words: {words}"
    return found.group(1)


def _page_words(tab) -> str:
    return tab.locator(".cardlib-table-words").first.text_content() or ""


def _canvas_image(tab) -> str:
    return tab.locator(".cardlib-play-view canvas").first.evaluate("c => c.toDataURL()")


def _steady_image(tab) -> str:
    """The table's canvas once two looks a second apart see the same picture (drawing done)."""
    last = _canvas_image(tab)
    for _ in range(30):
        tab.wait_for_timeout(1000)
        now = _canvas_image(tab)
        if now == last:
            return now
        last = now
    return last


def test_open_hands_take_back_replay_and_a_pasted_record_in_jupyterlab(browser):
    view = loo_play_table(players=4, seed=1).view           # the chapter's table, played alike here
    with lab_server(ROOT / "notebooks" / "loo-4-play.ipynb") as url:
        tab = run_all(browser, url)
        tab.get_by_role("button", name="play", exact=True).wait_for(state="visible", timeout=180_000)
        check_the_modes(tab, view, "lab__loo-4-replay")
        tab.close()


def test_open_hands_take_back_replay_and_a_pasted_record_in_voila(browser):
    view = loo_play_table(players=4, seed=1).view
    with voila_server("notebooks/loo-4-play.ipynb") as url:
        tab = open_live_table(browser, url, "play")
        check_the_modes(tab, view, "voila__loo-4-replay")
        tab.close()


def check_the_modes(tab, view, shot: str) -> None:
    """On the live Loo table in ``tab``, played as on ``view``: Open hands, Take back, the deal to
    its end and Replay, the record read and a bad one and the good one pasted (see the module's words)."""
    from playwright.sync_api import expect

    # open hands: the log says so, and the picture shows every seat's cards face up (its words, the
    # text alternative, name each hand, and the canvas is drawn anew); closed again, they are face down
    shown_live(view)                                       # live, as the page's table: it keeps its words
    reader = view.controller.reader
    others = [seat for seat in range(len(view.table_view.hands)) if seat != reader]
    closed_words = view.table_words
    assert _page_words(tab) == closed_words
    closed_image = _canvas_image(tab)
    for seat in others:
        assert _seat_cards(closed_words, seat) == "3 face-down cards", closed_words
    open_hands = tab.get_by_role("button", name="Open hands")
    open_hands.click()
    _wait_for(tab, lambda: any(line.startswith("Open hands: every hand is face up") for line in log_lines(tab)),
              "pressing Open hands said nothing in the log")
    view.show_hands(True)
    open_words = view.table_words
    for seat in others:                                    # every hidden hand is named, card by card
        shown = _seat_cards(open_words, seat)
        assert sorted(shown.split(", ")) == sorted(map(str, view.state.hands[seat])), (seat, open_words)
    _wait_for(tab, lambda: _page_words(tab) == open_words, "the table's words do not show the open hands")
    open_image = _steady_image(tab)
    assert open_image != closed_image, "the canvas did not change with open hands"
    open_hands.click()                                     # closed again: face down in words and on the canvas
    view.show_hands(False)
    _wait_for(tab, lambda: _page_words(tab) == view.table_words == closed_words,
              "the table's words still show the hands after Open hands was pressed again")
    assert _steady_image(tab) != open_image, "the canvas still shows the open hands"
    open_hands.click()
    view.show_hands(True)
    _wait_for(tab, lambda: _page_words(tab) == open_words, "the hands did not open again")

    # a decision played, then taken back: the log says so, and the same choices come back
    action = view.state.legal_actions()[0]
    choices = [b.description for b in view.choices]
    button = tab.get_by_role("button", name=str(action), exact=True)
    button.click()
    expect(button).to_have_count(0, timeout=30_000)
    assert view.play(action)
    take_back = tab.get_by_role("button", name="Take back")
    expect(take_back).to_be_enabled(timeout=30_000)
    take_back.click()
    _wait_for(tab, lambda: any(line.startswith("Taken back: your") for line in log_lines(tab)),
              "pressing Take back said nothing in the log")
    assert view.take_back()
    for label in choices:
        expect(tab.get_by_role("button", name=label, exact=True)).to_have_count(1, timeout=30_000)

    # the deal to its end, then replayed: one line a decision, stepped forward and back
    play_like(tab, view)
    assert view.controller.replay()
    length = view.controller.replay_length
    tab.get_by_role("button", name="Replay").click()
    moves = tab.locator("ol.cardlib-moves li")
    expect(moves).to_have_count(length, timeout=120_000)      # the deal is reviewed first
    assert moves.all_inner_texts()[0].startswith(view.controller.moves[0].words[:12])
    forward = tab.get_by_role("button", name="Forward")
    forward.click()
    expect(tab.locator("ol.cardlib-moves li[style*='bold']")).to_have_attribute("value", "1", timeout=30_000)
    forward.click()
    expect(tab.locator("ol.cardlib-moves li[style*='bold']")).to_have_attribute("value", "2", timeout=30_000)
    tab.get_by_role("button", name=re.compile(r"^\W*Back$")).click()
    expect(tab.locator("ol.cardlib-moves li[style*='bold']")).to_have_attribute("value", "1", timeout=30_000)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / f"{shot}.png"), full_page=True)
    tab.get_by_role("button", name="Back to the table").click()
    expect(moves).to_have_count(0, timeout=30_000)
    view.controller.end_replay()

    # the record: read from the page; a bad one refused with its reason, the good one loaded
    shown = tab.locator(".cardlib-record code").inner_text()
    assert shown == view.record_text and shown.startswith("Three-card Loo · 4 players · deal number 1")
    box = tab.get_by_placeholder("paste a game's record here")
    box.fill(shown.replace("deal number 1", "deal number x"))
    box.press("Enter")
    tab.get_by_role("button", name="Load record").click()
    error = tab.locator(".cardlib-error")
    error.first.wait_for(state="visible", timeout=30_000)
    assert "that record cannot be loaded" in error.first.inner_text()
    before = log_lines(tab)
    box.fill(shown)
    box.press("Enter")
    tab.get_by_role("button", name="Load record").click()
    _wait_for(tab, lambda: any(line.startswith("Loaded from a record") for line in log_lines(tab)),
              "the pasted record was not loaded")
    assert log_lines(tab) != before


def test_a_click_on_a_card_of_the_table_plays_it_in_voila(browser):
    """On the live Loo table: after the reader's "play", a click on a card of his hand drawn on the
    canvas plays it (the point found as the same table lays it out in this process)."""
    from playwright.sync_api import expect

    view = loo_play_table(players=4, seed=1).view
    with voila_server("notebooks/loo-4-play.ipynb") as url:
        tab = open_live_table(browser, url, "play")
        tab.get_by_role("button", name="play", exact=True).click()
        assert view.play(next(a for a in view.state.legal_actions() if str(a) == "play"))
        legal = [a for a in view.controller.tries if view.state.can(a) and getattr(a, "card", None) is not None]
        assert legal, [str(a) for a in view.controller.tries]
        card = str(legal[0].card)
        point = next(((x, y) for x in range(0, 720, 4) for y in range(0, 540, 4) if view.card_at(x, y) == card), None)
        assert point is not None, f"{card} is not drawn"
        expect(tab.get_by_role("button", name=str(legal[0]), exact=True)).to_have_count(1, timeout=30_000)
        canvas = tab.locator("canvas").first
        canvas.scroll_into_view_if_needed()
        box = canvas.bounding_box()                # the mouse pressed where the page shows that point
        width, height = canvas.evaluate("c => [c.width, c.height]")      # its pixels, as the kernel counts them
        tab.mouse.click(box["x"] + point[0] * box["width"] / width, box["y"] + point[1] * box["height"] / height)
        _wait_for(tab, lambda: f"You: {legal[0]}" in " ".join(log_lines(tab)),
                  f"a click on {card} on the table did not play it")
        tab.close()
