"""A Sphinx extension of the book's own: each page names each script once.

sphinx-thebe adds its inline configuration script (``const THEBE_JS_URL = ...``) every time the
environment reads documents, and Jupyter Book 1.x has it read twice, so every page carried the
script twice (once named None, once ''), and the browser's console said "Identifier 'THEBE_JS_URL'
has already been declared".
"""

from __future__ import annotations


def _key(script) -> tuple:
    attributes = getattr(script, "attributes", {}) or {}
    return (getattr(script, "filename", script) or "", tuple(sorted((k, str(v)) for k, v in attributes.items())))


def _once(app, pagename, templatename, context, doctree) -> None:
    scripts = context.get("script_files")
    if not scripts:
        return
    seen, kept = set(), []
    for script in scripts:
        key = _key(script)
        if key not in seen:
            seen.add(key)
            kept.append(script)
    context["script_files"] = kept


def setup(app):
    app.connect("html-page-context", _once, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}

