"""Chapters import from a few public places only: ``cardlib``, the game's package and
``cardlib.widgets``, which gives each game's views by name and loads them on first use; and
myst-nb's ``glue``, which hands a computed figure to the sentence that quotes it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

# Each game whose chapters are checked, and the package they may import besides cardlib and
# cardlib.widgets. A game joins with one line here once its chapters import that way.
CHAPTER_PACKAGES = {
    "black-maria": "cardlib.black_maria",
    "handjass": "cardlib.handjass",
    "loo": "cardlib.loo",
    "mus": "cardlib.mus",
}
CHAPTERS = [("01-cards", "cardlib")] + [
    (path.stem, package) for game, package in CHAPTER_PACKAGES.items()
    for path in sorted(NOTEBOOKS.glob(f"{game}-*.ipynb"))]


def imported_modules(path: Path) -> set[str]:
    """Every module a notebook's code cells import from, or import."""
    trees = [ast.parse(cell.source) for cell in nbformat.read(path, 4).cells if cell.cell_type == "code"]
    nodes = [node for tree in trees for node in ast.walk(tree)]
    return ({node.module for node in nodes if isinstance(node, ast.ImportFrom)}
            | {alias.name for node in nodes if isinstance(node, ast.Import) for alias in node.names})


def test_every_game_listed_has_its_chapters_found():
    found = {game for game in CHAPTER_PACKAGES for chapter, _ in CHAPTERS if chapter.startswith(f"{game}-")}
    assert found == set(CHAPTER_PACKAGES) and len(CHAPTERS) >= 1 + 7 + 7 + 6 + 6


@pytest.mark.parametrize("chapter, package", CHAPTERS)
def test_chapters_import_from_the_public_places_only(chapter, package):
    modules = imported_modules(NOTEBOOKS / f"{chapter}.ipynb")
    assert modules and modules <= {"cardlib", package, "cardlib.widgets", "myst_nb"}, modules


def test_a_chapter_importing_an_inner_module_is_caught(tmp_path):
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("from cardlib.mus.view import table_view\nimport cardlib.render")]
    nbformat.write(notebook, tmp_path / "mus-9-x.ipynb")
    assert imported_modules(tmp_path / "mus-9-x.ipynb") == {"cardlib.mus.view", "cardlib.render"}


@pytest.mark.parametrize("game", ["black_maria", "handjass", "loo", "mus"])
def test_a_games_views_come_from_cardlib_widgets_loaded_on_first_use(game):
    import cardlib.widgets as w
    first = w.GAME_VIEWS[game][0]
    others = [f"cardlib.widgets.{other}" for other in w.GAME_VIEWS]
    code = (f"import sys, cardlib.widgets as w; assert not set({others!r}) & set(sys.modules); "
            f"from cardlib.widgets import {first}; "
            f"assert set(sys.modules) & set({others!r}) == {{'cardlib.widgets.{game}'}}; "
            f"import cardlib.widgets.{game} as views; "
            f"assert set(w.GAME_VIEWS[{game!r}]) <= set(views.__all__); "
            f"assert all(getattr(w, n) is getattr(views, n) for n in w.GAME_VIEWS[{game!r}])")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_view_name_belongs_to_one_game_and_unknown_names_are_refused():
    import cardlib.widgets as w
    everything = [n for names in w.GAME_VIEWS.values() for n in names]
    assert len(everything) == len(set(everything)) and not set(everything) & set(w.__all__)
    assert {"pares_chart", "totals_chart", "ExplorerView"} <= set(w.GAME_VIEWS["mus"]) <= set(dir(w))
    with pytest.raises(AttributeError, match="no_such_view"):
        w.no_such_view


def test_the_mus_package_gives_its_lessons_and_view_names_once():
    import cardlib.mus as mus
    from cardlib.mus import lessons, view
    assert len(mus.__all__) == len(set(mus.__all__))
    assert all(getattr(mus, n) is getattr(module, n) for module in (lessons, view) for n in module.__all__)


@pytest.mark.parametrize("game", ["black_maria", "loo"])
def test_a_games_bot_and_lessons_load_on_first_use_from_its_package(game):
    code = (f"import sys, importlib; g = importlib.import_module('cardlib.{game}'); "
            f"assert not {{'cardlib.{game}.bot', 'cardlib.{game}.lessons'}} & set(sys.modules); "
            f"from cardlib.{game} import bot, lessons; "
            f"assert all(getattr(g, n) is getattr(bot if m == 'bot' else lessons, n) for n, m in g._LATER.items()); "
            f"assert set(g._LATER) | {{'State', 'Rules', 'new_game'}} <= set(dir(g)); "
            f"assert set(g._LATER) >= set(bot.__all__) | set(lessons.__all__) - {{'wrap', 'SCHEME_NAMES', 'DECISION_TRIALS'}}")
    subprocess.run([sys.executable, "-c", code], check=True)
    with pytest.raises(AttributeError, match="no_such_lesson"):
        getattr(__import__(f"cardlib.{game}", fromlist=["_"]), "no_such_lesson")
