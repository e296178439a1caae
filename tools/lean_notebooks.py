"""Make freshly executed notebooks lean before they are stored: ``make notebooks`` runs this.

Two things an execution leaves that readers never see:

* the timing of each cell (``metadata.execution``), which changes on every run;
* every default value of every widget in the saved widget state. JupyterLab draws a chapter's
  widgets from that state before anything is run, and fills each value a model leaves out with
  its default, as ipywidgets' own ``embed`` does with ``drop_defaults``; so leaving the defaults
  out changes nothing a reader sees and saves a third of the state.

    python tools/lean_notebooks.py notebooks/*.ipynb
"""

from __future__ import annotations

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


def lean(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """``notebook`` without cell timings and with a lean widget state (changed in place, returned)."""
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    saved = notebook.metadata.get("widgets", {}).get(STATE)
    if saved and "state" in saved:
        saved["state"] = lean_widget_state(saved["state"])
    return notebook


def main(paths: list[str]) -> None:
    for path in map(Path, paths):
        before = path.stat().st_size
        nbformat.write(lean(nbformat.read(path, 4)), path)
        print(f"{path}: {before:,} -> {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(sys.argv[1:])
