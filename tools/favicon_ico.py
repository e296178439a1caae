"""Write book/_extra/favicon.ico from book/_static/favicon.svg.

Book pages name their icon (html.favicon in _config.yml), but the redirect page at the top
of the site (index.html, written by Jupyter Book) names none, so a browser asks for
/favicon.ico there. Sphinx copies book/_extra/ to the top of the built site, so that
request finds this file instead of a 404.

Run once after changing the SVG (it needs chromium and playwright, from requirements-test):
    python tools/favicon_ico.py
"""

from __future__ import annotations

import io
import shutil
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "book" / "_static" / "favicon.svg"
ICO = ROOT / "book" / "_extra" / "favicon.ico"


def main() -> None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    page_html = ("<style>html,body{margin:0;background:transparent}</style>"
                 f"<div style='width:64px;height:64px'>{SVG.read_text()}</div>")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--headless"])
        tab = browser.new_page(viewport={"width": 64, "height": 64})
        tab.set_content(page_html.replace("<svg ", "<svg width='64' height='64' ", 1))
        png = tab.screenshot(omit_background=True)
        browser.close()
    ICO.parent.mkdir(exist_ok=True)
    Image.open(io.BytesIO(png)).save(ICO, sizes=[(16, 16), (32, 32), (48, 48)])
    print(f"wrote {ICO.relative_to(ROOT)} ({ICO.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
