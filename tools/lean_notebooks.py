"""Make freshly executed notebooks lean before they are stored: ``make notebooks`` runs this.

Two things an execution leaves that readers never see:

* the timing of each cell (``metadata.execution``), which changes on every run;
* every default value of every widget in the saved widget state. JupyterLab draws a chapter's
  widgets from that state before anything is run, and fills each value a model leaves out with
  its default, as ipywidgets' own ``embed`` does with ``drop_defaults``; so leaving the defaults
  out changes nothing a reader sees and saves a third of the state;
* random widget ids: each run names its widgets afresh, so every refresh would rewrite every
  reference. They are renamed by the chapter's name and their order, the same on every run.

    python tools/lean_notebooks.py notebooks/*.ipynb
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

import nbformat

STATE = "application/vnd.jupyter.widget-state+json"
# What a widget manager needs to build the model, kept even where it equals the default.
KEEP = {"_model_module", "_model_module_version", "_model_name",
        "_view_module", "_view_module_version", "_view_name"}

_defaults: dict[tuple[str, str, str], dict] = {}


def default_state(module: str, version: str, name: str) -> dict:
    """The state of a new widget of that model, or {} for a model this Python does not know."""
    key = (module, version, name)
    if key not in _defaults:
        from ipywidgets.widgets.widget import _registry       # ipywidgets 8: every registered model
        classes = {(m, v, n): cls for (m, v, n, *_), cls in _registry.items()}
        cls = classes.get(key)
        state = {}
        if cls is not None:
            widget = cls()
            state = widget.get_state()
            widget.close()
        _defaults[key] = state
    return _defaults[key]


def lean_widget_state(entries: dict) -> dict:
    """The saved models with each value that equals its model's default left out (a new dict)."""
    lean = {}
    for model_id, entry in entries.items():
        defaults = default_state(entry["model_module"], entry["model_module_version"], entry["model_name"])
        state = {key: value for key, value in entry["state"].items()
                 if key in KEEP or key not in defaults or value != defaults[key]}
        lean[model_id] = {**entry, "state": state}
    return lean


def _references(value) -> list[str]:
    """The widget ids a saved value refers to ("IPY_MODEL_<id>"), in order."""
    text = json.dumps(value, sort_keys=True)
    return re.findall(r"IPY_MODEL_([0-9a-f]{32})", text)


def widget_order(notebook: nbformat.NotebookNode) -> list[str]:
    """The saved widgets' ids in an order that does not depend on the ids: the widgets the outputs
    show, cell by cell, each followed by the widgets it refers to (depth first); then the rest,
    by model and content."""
    saved = notebook.metadata.get("widgets", {}).get(STATE, {}).get("state", {})
    order: list[str] = []

    def visit(model_id: str) -> None:
        if model_id in saved and model_id not in order:
            order.append(model_id)
            for child in _references(saved[model_id]["state"]):
                visit(child)

    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view:
                visit(view["model_id"])
    # The rest (widgets made but not shown): each group from its top, ordered by what the whole
    # group holds; groups that hold the same are interchangeable, so their order cannot matter.
    signatures: dict[str, str] = {}

    def signature(model_id: str) -> str:
        if model_id not in signatures:
            signatures[model_id] = ""                                  # a cycle reads as empty
            own = re.sub(r"[0-9a-f]{32}", "", json.dumps(saved[model_id], sort_keys=True))
            children = "".join(signature(c) for c in _references(saved[model_id]["state"]) if c in saved)
            signatures[model_id] = hashlib.md5((own + children).encode()).hexdigest()
        return signatures[model_id]

    rest = [model_id for model_id in saved if model_id not in order]
    referenced = {child for model_id in rest for child in _references(saved[model_id]["state"])}
    for model_id in sorted((m for m in rest if m not in referenced), key=signature):
        visit(model_id)
    for model_id in sorted((m for m in saved if m not in order), key=signature):   # only in cycles
        visit(model_id)
    return order


def stable_ids(notebook: nbformat.NotebookNode, name: str) -> nbformat.NotebookNode:
    """``notebook`` with each saved widget's id replaced by one made from ``name`` and the widget's
    place in :func:`widget_order` (a new notebook; ids of 32 hex digits, as ipywidgets makes them)."""
    renames = {old: hashlib.md5(f"{name}:{i}".encode()).hexdigest()
               for i, old in enumerate(widget_order(notebook))}
    text = re.sub(r"[0-9a-f]{32}", lambda m: renames.get(m.group(0), m.group(0)), json.dumps(notebook))
    return nbformat.from_dict(json.loads(text))


def lean(notebook: nbformat.NotebookNode, name: str = "") -> nbformat.NotebookNode:
    """``notebook`` without cell timings, with a lean widget state and with widget ids made from
    ``name`` (a new notebook)."""
    notebook = nbformat.from_dict(notebook)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    saved = notebook.metadata.get("widgets", {}).get(STATE)
    if saved and "state" in saved:
        saved["state"] = lean_widget_state(saved["state"])
    return stable_ids(notebook, name)             # named after leaning, so a re-run names them alike


def main(paths: list[str]) -> None:
    for path in map(Path, paths):
        before = path.stat().st_size
        nbformat.write(lean(nbformat.read(path, 4), path.stem), path)
        print(f"{path}: {before:,} -> {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
