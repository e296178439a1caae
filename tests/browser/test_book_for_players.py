"""The built book reads as a rule book for players: checked page by page in headless Chromium.

Outside the programmers' pages ("Using cardlib" and the API pages) no page shows code, a
Python repr, printed or error output, or an inline code literal that reads as Python; at a
phone's width (390 px) no page scrolls sideways and the table pictures' seat labels and card
indices are at least 10 px tall on screen; no saved table picture runs out of its box at 390
or 1280 px; no control of a saved play table has its label cut at 390 px, and no band of one is
left empty; printed, a page hides the site's chrome and a score sheet starts a new page.

The pages are the built ones (a glob), so the checks follow the chapters as they are renamed.
Each failure names the page and what is wrong on it.
"""

from __future__ import annotations

import re

import pytest

from .conftest import BUILT, SCREENSHOTS, serve_widget_scripts, skip_or_fail

pytestmark = pytest.mark.browser

# Pages Sphinx writes for itself, not chapters: an index of names, the search page.
GENERATED = {"genindex.html", "search.html", "py-modindex.html", "index.html"}
ALL_PAGES = sorted(p.relative_to(BUILT).as_posix() for p in BUILT.rglob("*.html")
                   if not p.relative_to(BUILT).as_posix().startswith(("_static/", "_sources/", "_modules/"))
                   and "@jupyter-widgets" not in p.as_posix())
CONTENT_PAGES = [p for p in ALL_PAGES if p not in GENERATED]


def is_api(page: str) -> bool:
    return re.fullmatch(r"book/api(-[\w-]+)?\.html", page) is not None


def is_using_cardlib(page: str) -> bool:
    return page == "notebooks/using-cardlib.html"


# (a), (c): no code outside the programmers' pages; (b): no plain output outside Using cardlib
# (an API page shows no notebook output anyway).
NO_CODE_PAGES = [p for p in CONTENT_PAGES if not (is_api(p) or is_using_cardlib(p))]
NO_PLAIN_OUTPUT_PAGES = [p for p in CONTENT_PAGES if not is_using_cardlib(p)]
# Pages that draw a table picture in their stored outputs (their HTML names the class).
TABLE_PICTURE = re.compile(r"class=\\?['\"]cardlib-table[ '\"\\]")      # not cardlib-table-data (an HTML table)
TABLE_PAGES = [p for p in CONTENT_PAGES if TABLE_PICTURE.search((BUILT / p).read_text(encoding="utf-8"))]
PLAY_PAGES = [p for p in CONTENT_PAGES if re.fullmatch(r"notebooks/[\w-]+-play\.html", p)]
AT_THE_TABLE_PAGES = sorted(p.relative_to(BUILT).as_posix() for p in (BUILT / "book").glob("*-at-the-table.html"))

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SMALLEST_TYPE = 10.0      # px on screen: the least a phone reader can read without zooming

# An element the reader sees: it has a box, it is not hidden, and no closed <details> folds it.
VISIBLE = """el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
                  && !el.closest('details:not([open])')"""

VISIBLE_CODE_INPUTS = f"""() => [...document.querySelectorAll('main div.cell_input')]
    .filter({VISIBLE}).map(el => el.innerText.trim().split('\\n')[0].slice(0, 80))"""

PLAIN_OUTPUTS = ("div.output.text_plain", "div.output.stream", "div.output.traceback",
                 "div.output.stderr", "div.cell_output pre")
VISIBLE_PLAIN_OUTPUTS = f"""() => [...document.querySelectorAll('main :is({", ".join(PLAIN_OUTPUTS)})')]
    .filter({VISIBLE}).map(el => el.className + ': ' + el.innerText.trim().slice(0, 80))"""

# Inline code in the prose (not a code block, not a cell), as the reader sees it.
INLINE_CODE = f"""() => [...document.querySelectorAll('main code')]
    .filter(el => !el.closest('pre, div.cell_input, div.highlight, dt.sig, .sig'))
    .filter({VISIBLE}).map(el => el.innerText)"""
PYTHONISH = re.compile(r"[(=_]|\bimport\b|[A-Z][a-z]+[A-Z][A-Za-z]*|\w+Error\b")

# Every seat label and card index of the visible table pictures, with its height on screen:
# the font size times the picture's scale there. A shape written once in <defs> and drawn
# with <use> is measured where it is drawn.
TABLE_TYPE = """() => {
    const found = [];
    const seen = svg => svg.getClientRects().length > 0 && getComputedStyle(svg).display !== 'none'
        && !svg.closest('details:not([open])') && svg.closest('.cardlib-wide-only, .cardlib-narrow-only, main')
        && [...(function* up(e) { while (e) { yield e; e = e.parentElement; } })(svg)]
             .every(e => getComputedStyle(e).display !== 'none');
    const scale = m => Math.hypot(m.c, m.d);
    const kind = text => text.closest('.cardlib-label') ? 'seat label'
        : (text.closest('[data-card]') || text.closest('defs')) ? 'card index' : null;
    const isIndex = text => ['16', '20'].includes(text.getAttribute('font-size'));
    for (const svg of document.querySelectorAll('main svg.cardlib-table')) {
        if (!seen(svg)) continue;
        const name = svg.getAttribute('aria-label') || 'a table';
        for (const text of svg.querySelectorAll('text')) {
            const size = parseFloat(text.getAttribute('font-size') || '0');
            if (text.closest('defs')) continue;
            const what = kind(text);
            if (what === 'seat label' && text.closest('.cardlib-seat') || what === 'card index' && isIndex(text))
                found.push([name, what, text.textContent, size * scale(text.getScreenCTM())]);
        }
        for (const use of svg.querySelectorAll('use')) {
            const target = svg.getElementById((use.getAttribute('href') || '').slice(1));
            if (!target || !use.closest('[data-card]')) continue;
            const texts = target.tagName === 'text' ? [target] : [...target.querySelectorAll('text')];
            for (const text of texts.filter(isIndex)) {
                const size = parseFloat(text.getAttribute('font-size'));
                found.push([name, 'card index', text.textContent, size * scale(use.getScreenCTM())]);
            }
        }
    }
    return found;
}"""

# Each visible table picture that runs out of a box around it: the nearest ancestor that clips
# or scrolls, else the article; the widget boxes of a saved view are measured too (their 100%
# plus their margins is what cut the saved tables).
TABLE_OVERFLOWS = """() => {
    const out = [];
    for (const svg of document.querySelectorAll('main svg.cardlib-table')) {
        if (!svg.getClientRects().length || svg.closest('details:not([open])')) continue;
        const r = svg.getBoundingClientRect();
        if (r.width === 0) continue;
        let box = svg.parentElement;
        while (box && !box.matches('article, main')) {
            const s = getComputedStyle(box);
            if (s.overflowX !== 'visible' || s.overflowY !== 'visible') break;
            box = box.parentElement;
        }
        // a box that scrolls sideways by a few pixels hides the picture's edge as well
        let inner = svg.parentElement;
        while (inner && inner !== box.parentElement) {
            if (inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflowX !== 'visible')
                out.push([svg.getAttribute('aria-label') || 'a table', inner.scrollWidth - inner.clientWidth,
                          inner.tagName.toLowerCase() + '.' + [...inner.classList].join('.') + ' scrolls']);
            inner = inner.parentElement;
        }
        const b = box.getBoundingClientRect();
        const cs = getComputedStyle(box);
        const left = b.left + parseFloat(cs.borderLeftWidth), right = b.right - parseFloat(cs.borderRightWidth);
        // a picture shrinks to its box (max-width: 100%): running out of it, it is cut, or its box
        // scrolls by a few pixels, which hides its edge just the same
        const cut = Math.max(left - r.left, r.right - right);
        if (cut > 0.5)
            out.push([svg.getAttribute('aria-label') || 'a table', Math.round(cut * 10) / 10,
                      box.tagName.toLowerCase() + '.' + [...box.classList].join('.')]);
    }
    return out;
}"""

# Each control of a saved view (a button, a box's description) whose label does not show whole: its
# box narrower than its label (the label cut with "…"), measured by giving it its label's width for
# a moment (max-content); a sub-pixel shortfall cuts the label too ("New ga…" was 0.4 px short).
CUT_LABELS = """() => [...document.querySelectorAll('main .cardlib-saved :is(button, .widget-label)')]
    .filter(el => el.getClientRects().length > 0 && !el.closest('details:not([open])'))
    .map(el => {
        const shown = el.getBoundingClientRect().width, keep = el.style.cssText;
        el.style.width = 'max-content'; el.style.minWidth = '0'; el.style.maxWidth = 'none'; el.style.flex = 'none';
        const whole = el.getBoundingClientRect().width;
        el.style.cssText = keep;
        return [el.innerText.trim(), whole - shown, el.scrollWidth - el.clientWidth];
    })
    .filter(([text, short, scrolled]) => short > 0.01 || scrolled > 0)
    .map(([text, short, scrolled]) => [text, Math.round(Math.max(short, scrolled) * 10) / 10])"""

# The bands of a saved view with nothing in them, taller than EMPTY_BAND: between one thing the
# reader sees (a line of text, a control, a picture) and the next below it, over the view's height.
EMPTY_BAND = 24           # px: more than a line's leading and the widgets' margins
EMPTY_BANDS = """() => {
    const bands = [];
    for (const view of document.querySelectorAll('main .cardlib-saved')) {
        if (view.parentElement.closest('.cardlib-saved') || !view.getClientRects().length) continue;
        const seen = [];
        const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
        for (let n; (n = walker.nextNode());) {
            if (!n.textContent.trim() || n.parentElement.closest('svg, style, script, select')) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            for (const r of range.getClientRects()) if (r.height > 0) seen.push([r.top, r.bottom, n.textContent.trim()]);
        }
        for (const el of view.querySelectorAll('button, input, select, svg.cardlib-table, img')) {
            const r = el.getBoundingClientRect();
            if (r.height > 0 && !el.closest('details:not([open])')) seen.push([r.top, r.bottom, el.tagName.toLowerCase()]);
        }
        seen.sort((a, b) => a[0] - b[0]);
        const box = view.getBoundingClientRect();
        let bottom = box.top, above = 'the top';
        for (const [top, end, what] of seen) {
            if (top - bottom > """ + str(EMPTY_BAND) + """) bands.push([above.slice(0, 30), what.slice(0, 30), Math.round(top - bottom)]);
            if (end > bottom) { bottom = end; above = what; }
        }
    }
    return bands;
}"""


def open_at(browser, book_url: str, page: str, viewport: dict, scripts=None):
    tab = browser.new_page()
    tab.set_viewport_size(viewport)
    if scripts is not None:
        serve_widget_scripts(tab, scripts)
    response = tab.goto(f"{book_url}/{page}", wait_until="load")
    assert response is not None and response.ok, f"{page} answered {response and response.status}"
    if scripts is not None and tab.locator(".cardlib-saved").count():
        tab.locator(".cardlib-saved").first.wait_for(state="visible", timeout=30_000)
        tab.wait_for_timeout(300)
    return tab


def test_the_pages_are_found():
    if not (BUILT / "index.html").exists():
        skip_or_fail("the book is not built (no _build/html/index.html): run 'make book' first")
    for page in ["book/intro.html", "notebooks/01-cards.html", "notebooks/using-cardlib.html",
                 "book/glossary.html", "book/references.html"]:
        assert page in CONTENT_PAGES, f"{page} is missing from the built book"
    assert "notebooks/using-cardlib.html" not in NO_CODE_PAGES and "book/api.html" not in NO_CODE_PAGES
    assert "notebooks/01-cards.html" in TABLE_PAGES
    assert len(PLAY_PAGES) == 4, f"the play chapters found: {PLAY_PAGES}"


@pytest.mark.parametrize("page", NO_CODE_PAGES)
def test_no_code_shows(browser, book_url, page):
    """(a) No code input shows (a hide-input cell is folded behind "Show code"); (c) no inline
    code literal in the prose reads as Python (a call, an assignment, a name with "_", an
    import, a class name)."""
    tab = open_at(browser, book_url, page, DESKTOP)
    inputs = tab.evaluate(VISIBLE_CODE_INPUTS)
    literals = [t for t in tab.evaluate(INLINE_CODE) if PYTHONISH.search(t)]
    tab.close()
    assert inputs == [], f"{page} shows {len(inputs)} code cell(s), beginning: {inputs[:5]}"
    assert literals == [], f"{page} shows inline code that reads as Python: {sorted(set(literals))[:12]}"


def test_a_hidden_input_says_show_code(browser, book_url):
    """A hide-input cell's fold is labelled in the reader's words (myst-nb's nb_code_prompt_show)."""
    tab = open_at(browser, book_url, "notebooks/01-cards.html", DESKTOP)
    folds = tab.locator("main details.hide summary")
    assert folds.count() >= 1, "notebooks/01-cards.html has no folded code cell"
    label = folds.first.inner_text().strip()
    folds.first.click()
    opened = folds.first.inner_text().strip()
    tab.close()
    assert label == "Show code", f"notebooks/01-cards.html: a folded cell's toggle says {label!r}"
    assert opened == "Hide code", f"notebooks/01-cards.html: an opened cell's toggle says {opened!r}"


@pytest.mark.parametrize("page", NO_PLAIN_OUTPUT_PAGES)
def test_no_plain_output_shows(browser, book_url, page):
    """(b) Every output a reader sees is HTML, a picture or a widget: no plain-text repr, no
    printed (stream) output, no traceback."""
    tab = open_at(browser, book_url, page, DESKTOP)
    shown = tab.evaluate(VISIBLE_PLAIN_OUTPUTS)
    tab.close()
    assert shown == [], f"{page} shows {len(shown)} plain-text output(s): {shown[:5]}"


@pytest.mark.parametrize("page", CONTENT_PAGES)
def test_a_phone_never_scrolls_sideways(browser, book_url, page):
    """(d) At 390 px wide the page fits; a wide table scrolls in its own box."""
    tab = open_at(browser, book_url, page, PHONE)
    width = tab.evaluate("() => document.scrollingElement.scrollWidth")
    wide = []
    if width > PHONE["width"] + 1:
        # what runs out of the page with no box of its own that clips or scrolls it
        wide = tab.evaluate("""() => [...document.querySelectorAll('body *')]
            .filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)
            .filter(e => { for (let a = e.parentElement; a; a = a.parentElement)
                               if (getComputedStyle(a).overflowX !== 'visible') return false;
                           return true; })
            .slice(0, 5).map(e => e.tagName.toLowerCase() + '.' + [...e.classList].join('.')
                 + ' "' + e.textContent.trim().slice(0, 40) + '" (' + Math.round(e.getBoundingClientRect().right) + ' px)')""")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / ("phone__" + page.replace("/", "__") + ".png")))
    tab.close()
    assert width <= PHONE["width"] + 1, (f"{page} is {width} px wide at {PHONE['width']} px: it scrolls "
                                         f"sideways; too wide: {wide}")


@pytest.mark.parametrize("page", TABLE_PAGES)
def test_table_pictures_are_legible_on_a_phone(browser, book_url, widget_scripts, page):
    """(d) At 390 px the seat labels and card indices of every table picture shown are at
    least 10 px tall on screen."""
    tab = open_at(browser, book_url, page, PHONE, widget_scripts)
    tab.evaluate("() => document.querySelectorAll('main details').forEach(d => d.open = true)")   # folded ones too
    found = tab.evaluate(TABLE_TYPE)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / ("phone__" + page.replace("/", "__") + ".png")), full_page=True)
    tab.close()
    assert found, f"{page}: no seat label or card index found in its table pictures at 390 px"
    small = {}
    for name, what, text, height in found:
        if height < SMALLEST_TYPE:
            key = (name[:60], what)
            small[key] = min(small.get(key, 99.0), round(height, 1))
    assert small == {}, (f"{page} at 390 px: type under {SMALLEST_TYPE:g} px in table pictures "
                         f"(picture, what: smallest px): {dict(list(small.items())[:6])}")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390px", "1280px"])
@pytest.mark.parametrize("page", TABLE_PAGES)
def test_no_table_picture_overflows_its_box(browser, book_url, widget_scripts, page, viewport):
    """(e) No table picture, saved widget views' included, runs out of the box that holds it
    (at 1280 px the saved tables were cut by 2 to 4 px: the table's right border, the dealer's D)."""
    tab = open_at(browser, book_url, page, viewport, widget_scripts)
    cut = tab.evaluate(TABLE_OVERFLOWS)
    tab.close()
    assert cut == [], (f"{page} at {viewport['width']} px: table pictures cut by their box "
                       f"(picture, px cut, box): {cut[:5]}")


@pytest.mark.parametrize("page", PLAY_PAGES)
def test_every_control_of_a_play_table_shows_its_whole_label_on_a_phone(browser, book_url, widget_scripts, page):
    """(d) At 390 px no button or box description of the saved play table is cut ("New ga…",
    "Same d…", "Load rec…" were: a row that did not wrap squeezed them)."""
    tab = open_at(browser, book_url, page, PHONE, widget_scripts)
    controls = tab.evaluate("() => document.querySelectorAll('main .cardlib-saved button').length")
    cut = tab.evaluate(CUT_LABELS)
    if cut:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        tab.screenshot(path=str(SCREENSHOTS / ("phone__" + page.replace("/", "__") + ".png")), full_page=True)
    tab.close()
    assert controls >= 5, f"{page}: only {controls} buttons in its saved play table"
    assert cut == [], f"{page} at 390 px: controls whose label is cut (label, px short): {cut}"


@pytest.mark.parametrize("page", PLAY_PAGES)
def test_a_saved_play_table_has_no_empty_band(browser, book_url, widget_scripts, page):
    """(d) At 390 px no band of a saved play table is left empty: the line kept for a refusal (that a
    saved page never shows) stood 46 px tall between the table's words and its buttons."""
    tab = open_at(browser, book_url, page, PHONE, widget_scripts)
    bands = tab.evaluate(EMPTY_BANDS)
    tab.close()
    assert bands == [], (f"{page} at 390 px: empty bands over {EMPTY_BAND} px in its saved play table "
                         f"(above, below, px): {bands}")


def test_printing_hides_the_chrome_and_starts_the_score_sheet_on_a_new_page(browser, book_url):
    """Printed (print media), an at-the-table page shows no sidebar, header or button, and its
    score sheet (``div.score-sheet``) starts a new page."""
    if not AT_THE_TABLE_PAGES:
        pytest.skip("no book/<game>-at-the-table page is built yet (the game chapters bring them)")
    problems = []
    for page in AT_THE_TABLE_PAGES:
        tab = open_at(browser, book_url, page, DESKTOP)
        tab.emulate_media(media="print")
        shown = tab.evaluate("""() => [...document.querySelectorAll(
                '.bd-header, .bd-sidebar-primary, .bd-sidebar-secondary, .bd-header-article, .prev-next-area, button, .btn')]
            .filter(e => e.getClientRects().length > 0).map(e => e.tagName.toLowerCase() + '.' + [...e.classList].join('.'))""")
        sheets = tab.evaluate("""() => [...document.querySelectorAll('div.score-sheet')]
            .map(e => getComputedStyle(e).breakBefore)""")
        tab.close()
        if shown:
            problems.append(f"{page} prints the site's chrome: {shown[:5]}")
        if not sheets:
            problems.append(f"{page} has no div.score-sheet")
        elif any(b != "page" for b in sheets):
            problems.append(f"{page}: its score sheet does not start a new page when printed (break-before {sheets})")
    assert problems == [], "; ".join(problems)


def test_print_css_is_registered(browser, book_url):
    """The print rules apply on any page: printed, 01-cards shows no sidebar, header or button."""
    tab = open_at(browser, book_url, "notebooks/01-cards.html", DESKTOP)
    before = tab.evaluate("() => !!document.querySelector('.bd-sidebar-primary') && "
                          "document.querySelector('.bd-sidebar-primary').getClientRects().length > 0")
    tab.emulate_media(media="print")
    shown = tab.evaluate("""() => [...document.querySelectorAll(
            '.bd-header, .bd-sidebar-primary, .bd-sidebar-secondary, .bd-header-article, .prev-next-area, .btn')]
        .filter(e => e.getClientRects().length > 0).map(e => e.tagName.toLowerCase() + '.' + [...e.classList].join('.'))""")
    cards = tab.locator("main svg [data-card]").first.is_visible()
    tab.close()
    assert before, "notebooks/01-cards.html shows no sidebar on screen: the check would prove nothing"
    assert shown == [], f"notebooks/01-cards.html prints the site's chrome: {shown[:5]}"
    assert cards, "notebooks/01-cards.html prints no cards"
