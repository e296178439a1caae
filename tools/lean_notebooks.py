"""Make freshly executed notebooks lean before they are stored: ``make notebooks`` runs this.

What an execution leaves that readers never see, and what it writes twice:

* the timing of each cell (``metadata.execution``), which changes on every run;
* every default value of every widget in the saved widget state. JupyterLab draws a chapter's
  widgets from that state before anything is run, and fills each value a model leaves out with
  its default, as ipywidgets' own ``embed`` does with ``drop_defaults`` (which leaves out the
  model's and view's names and versions inside the state too: the entry names the model, and
  the model names its view); so leaving the defaults out changes nothing a reader sees;
* the state of widgets that no output shows (made, then left unshown or replaced);
* copies: every widget has its own layout and style, and most of them are alike. Widgets whose
  layouts (or styles) are equal share one saved layout (or style); a layout only holds values,
  and JupyterLab draws each view of a shared one alike;
* random widget ids: each run names its widgets afresh, so every refresh would rewrite every
  reference. They are renamed by the chapter's name and their order, the same on every run,
  and kept short (12 hex digits; a chapter has a few hundred widgets at most).

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
REFERENCE = re.compile(r"IPY_MODEL_([0-9a-f]+)")
ID_LENGTH = 12

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
                 if key not in defaults or value != defaults[key]}
        lean[model_id] = {**entry, "state": state}
    return lean


def _holds_values_only(entry: dict) -> bool:
    """A layout or a style: values a view reads, no other widget inside."""
    return (entry["model_name"] == "LayoutModel" or entry["model_name"].endswith("StyleModel")) \
        and not REFERENCE.search(json.dumps(entry["state"]))


def _renamed(value, renames: dict[str, str]):
    """``value`` with each reference "IPY_MODEL_<old>" to a renamed widget made "IPY_MODEL_<new>"."""
    if isinstance(value, str):
        return REFERENCE.sub(lambda m: "IPY_MODEL_" + renames.get(m.group(1), m.group(1)), value)
    if isinstance(value, list):
        return [_renamed(v, renames) for v in value]
    if isinstance(value, dict):
        return {k: _renamed(v, renames) for k, v in value.items()}
    return value


def shared_alike(entries: dict) -> dict:
    """The saved models with layouts and styles that are alike saved once and shared (a new dict).
    The first of each kind in ``entries``' order is kept."""
    first: dict[str, str] = {}
    renames: dict[str, str] = {}
    for model_id, entry in entries.items():
        if _holds_values_only(entry):
            kind = json.dumps(entry, sort_keys=True)
            renames[model_id] = first.setdefault(kind, model_id)
    renames = {old: new for old, new in renames.items() if old != new}
    return {model_id: {**entry, "state": _renamed(entry["state"], renames)}
            for model_id, entry in entries.items() if model_id not in renames}


def _references(value) -> list[str]:
    """The widget ids a saved value refers to ("IPY_MODEL_<id>"), in order."""
    return REFERENCE.findall(json.dumps(value, sort_keys=True))


def shown_order(notebook: nbformat.NotebookNode) -> list[str]:
    """The ids of the saved widgets the outputs show, with every widget they refer to: cell by
    cell, each shown widget followed by what it refers to (depth first). The order does not depend
    on the ids, which each run makes at random."""
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
    return order


def stable_ids(notebook: nbformat.NotebookNode, name: str) -> nbformat.NotebookNode:
    """``notebook`` with each saved widget's id replaced by one made from ``name`` and the widget's
    place in :func:`shown_order` (a new notebook; ids of 12 hex digits)."""
    renames = {old: hashlib.md5(f"{name}:{i}".encode()).hexdigest()[:ID_LENGTH]
               for i, old in enumerate(shown_order(notebook))}
    notebook = nbformat.from_dict(json.loads(json.dumps(notebook)))
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view and view.get("model_id") in renames:
                view["model_id"] = renames[view["model_id"]]
    saved = notebook.metadata.get("widgets", {}).get(STATE)
    if saved and "state" in saved:
        saved["state"] = {renames.get(model_id, model_id): {**entry, "state": _renamed(entry["state"], renames)}
                          for model_id, entry in saved["state"].items()}
    return notebook


def lean(notebook: nbformat.NotebookNode, name: str = "") -> nbformat.NotebookNode:
    """``notebook`` without cell timings, with a lean widget state and with widget ids made from
    ``name`` (a new notebook)."""
    notebook = nbformat.from_dict(notebook)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    saved = notebook.metadata.get("widgets", {}).get(STATE)
    if saved and "state" in saved:
        shown = shown_order(notebook)
        saved["state"] = shared_alike(lean_widget_state({model_id: saved["state"][model_id]
                                                         for model_id in shown}))
    return stable_ids(notebook, name)             # named after leaning, so a re-run names them alike


def main(paths: list[str]) -> None:
    for path in map(Path, paths):
        before = path.stat().st_size
        nbformat.write(lean(nbformat.read(path, 4), path.stem), path)
        print(f"{path}: {before:,} -> {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
