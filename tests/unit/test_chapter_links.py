"""Chapters link with plain Markdown, which JupyterLab (Binder) and the book both render: a MyST
role such as {doc} or {ref} shows raw in JupyterLab. Every link leads somewhere: a relative file
that exists, or a #label that a page of the book defines."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
LABELS = {m.group(1) for page in (ROOT / "book").glob("*.md")
          for m in re.finditer(r"^\(([\w-]+)\)=$", page.read_text(), re.M)}
ROLE = re.compile(r"\{(doc|ref|numref|term|download)\}`")
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")


def prose(path: Path) -> str:
    return "\n".join(c.source for c in nbformat.read(path, 4).cells if c.cell_type == "markdown")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_chapter_links_are_plain_markdown_and_lead_somewhere(path):
    text = prose(path)
    assert not ROLE.findall(text), f"{path.name}: MyST roles show raw in JupyterLab; use [text](target)"
    for words, target in LINK.findall(text):
        assert words.strip(), f"{path.name}: a link with no words reads as nothing in JupyterLab: {target}"
        if target.startswith(("http://", "https://")):
            continue
        if target.startswith("#"):
            assert target[1:] in LABELS, f"{path.name}: no page of the book defines the label {target}"
        else:
            assert (path.parent / target.split("#")[0]).exists(), f"{path.name}: {target} does not exist"


def test_the_check_sees_a_role_and_a_missing_label():
    assert ROLE.findall("see {doc}`../book/mus-rules`") and "no-such-label" not in LABELS
    assert "mus-rules-2-4" in LABELS
