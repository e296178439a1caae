"""A Sphinx extension of the book's own: the header's few icons, without Font Awesome's 1.5 MB script.

pydata-sphinx-theme loads ``_static/scripts/fontawesome.js`` on every page: Font Awesome's
whole free set (about 1,500,000 bytes uncompressed), which turns each ``<i class="fa-solid
fa-rocket">`` (or ``<span>``) of the page into an inline SVG. The book's pages use about twenty icons (the
rocket and play of the launch buttons, the GitHub mark of the repository buttons, search,
the theme switch, the sidebar toggles...). When the build is finished, this extension reads
which icons the built pages name, takes those icons' shapes from the theme's own copy of
Font Awesome, and writes a small script in place of ``fontawesome.js`` (same address, so
the theme's templates need no change) that draws them the same way: an inline
``<svg class="svg-inline--fa fa-...">`` with the icon's path, filled with the text colour.
The CSS Font Awesome's script would inject for those SVGs is in book/_static/book.css.

Font Awesome Free: icons CC BY 4.0, code MIT (https://fontawesome.com/license/free); the
script written says so.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

# The packs of Font Awesome's script, as it names them when it defines them: d("fab", ...)
_PACK_CALL = re.compile(r'd\("(fab|far|fas)",')
# One icon: name:[width,height,[aliases],"unicode","path data" or [paths]]
_ICON = re.compile(r'(?:"([a-z0-9-]+)"|(?<![\w$."-])([a-z][a-z0-9]*)):\[(\d+),(\d+),\[[^\]]*\],"[0-9a-f]+",'
                   r'("[^"]+"|\[(?:"[^"]*",?)+\])\]')
_STYLES = {"fa-solid": "fas", "fas": "fas", "fa-regular": "far", "far": "far", "fa-brands": "fab", "fab": "fab"}
_NOT_ICONS = {"solid", "regular", "brands", "lg", "xs", "sm", "xl", "2x", "3x", "fw", "spin", "pulse",
              "inverse", "border", "pull-left", "pull-right", "beat", "fade", "flip", "shake", "bounce"}

_SCRIPT = """/*! The few Font Awesome Free icons this book's pages use (icons CC BY 4.0, code MIT:
 * https://fontawesome.com/license/free), drawn as inline SVG as Font Awesome's own script does.
 * Written at build time by the book's book/_ext/few_icons.py in place of the whole set. */
(() => {
  const ICONS = %s;
  const STYLES = {"fa-solid": "fas", "fas": "fas", "fa-regular": "far", "far": "far", "fa-brands": "fab", "fab": "fab"};
  const SVG = "http://www.w3.org/2000/svg";
  function draw(i) {
    const classes = [...i.classList];
    const style = STYLES[classes.find(c => c in STYLES)] || "fas";
    const pack = ICONS[style] || {};
    const name = classes.map(c => c.slice(3)).find(n => n in pack);
    if (!name) return;
    const [w, h, d] = pack[name];
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", ["svg-inline--fa", ...classes].join(" "));
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    svg.setAttribute("role", "img");
    svg.dataset.icon = name;
    for (const part of [].concat(d)) {
      const path = document.createElementNS(SVG, "path");
      path.setAttribute("fill", "currentColor");
      path.setAttribute("d", part);
      svg.appendChild(path);
    }
    for (const a of i.attributes) if (a.name !== "class") svg.setAttribute(a.name, a.value);
    i.replaceWith(svg);
  }
  function drawAll(root) {
    const icons = "i[class*='fa-'], span[class*='fa-']";
    if (root.matches && root.matches(icons)) draw(root);
    if (root.querySelectorAll) root.querySelectorAll(icons).forEach(draw);
  }
  function start() {
    drawAll(document);
    new MutationObserver(changes => changes.forEach(c => c.addedNodes.forEach(drawAll)))
      .observe(document.documentElement, {childList: true, subtree: true});
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
"""


def icon_shapes(fontawesome: str) -> dict[str, dict[str, list]]:
    """Every icon of Font Awesome's script, by pack ("fas", "far", "fab") and name:
    ``[width, height, path data]`` (path data a string, or a list of strings for two-tone icons)."""
    calls = [(m.start(), m.group(1)) for m in _PACK_CALL.finditer(fontawesome)]
    packs: dict[str, dict[str, list]] = {}
    start = 0
    for end, pack in calls:       # each pack's icons are defined just before its d("...") call
        shapes = packs.setdefault(pack, {})
        for m in _ICON.finditer(fontawesome, start, end):
            name = m.group(1) or m.group(2)
            shapes.setdefault(name, [int(m.group(3)), int(m.group(4)), json.loads(m.group(5))])
        start = end
    return packs


def icons_used(text: str) -> set[tuple[str, str]]:
    """The ``(pack, name)`` of each icon a page or a script names in a quoted list of classes
    (``"fa-solid fa-rocket"``, ``"fab fa-github"``)."""
    used = set()
    for cls in re.findall(r'["\']((?:[\w-]+ +)*fa-[\w-]+(?: +[\w-]+)*)["\']', text):
        words = cls.split()
        styles = [_STYLES[w] for w in words if w in _STYLES]
        for w in words:
            if w.startswith("fa-") and w[3:] not in _NOT_ICONS:
                used.add((styles[0] if styles else "fas", w[3:]))
    return used


def few_icons_script(fontawesome: str, used: set[tuple[str, str]]) -> str:
    """The small script that draws the ``used`` icons (those Font Awesome has)."""
    shapes = icon_shapes(fontawesome)
    kept: dict[str, dict[str, list]] = {}
    for pack, name in sorted(used):
        if name in shapes.get(pack, {}):
            kept.setdefault(pack, {})[name] = shapes[pack][name]
    return _SCRIPT % json.dumps(kept, separators=(",", ":"), sort_keys=True)


def _write(app, exception) -> None:
    if exception is not None or app.builder.format != "html":
        return
    out = Path(app.outdir)
    target = out / "_static" / "scripts" / "fontawesome.js"
    if not target.exists():
        return
    theme = target.read_text(encoding="utf-8")
    if len(theme) < 100_000:       # already the small one (an incremental build copies only what changed)
        import pydata_sphinx_theme
        theme = (Path(pydata_sphinx_theme.__file__).parent / "theme" / "pydata_sphinx_theme" / "static"
                 / "scripts" / "fontawesome.js").read_text(encoding="utf-8")
    used: set[tuple[str, str]] = set()
    for page in out.rglob("*.html"):
        used |= icons_used(page.read_text(encoding="utf-8", errors="replace"))
    for script in (out / "_static" / "scripts").glob("*.js"):
        if script.name != "fontawesome.js":
            used |= icons_used(script.read_text(encoding="utf-8", errors="replace"))
    target.write_text(few_icons_script(theme, used), encoding="utf-8")
    source_map = target.with_name("fontawesome.js.map")
    if source_map.exists():
        source_map.unlink()       # it maps the whole set, which is no longer there


def setup(app):
    app.connect("build-finished", _write)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
