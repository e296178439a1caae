"""One import shape for every chapter: ``cardlib``, the game's package (its rules, engine, bot and
pure functions), the game's lessons (``cardlib.<game>.lessons``) and a seat's table
(``cardlib.<game>.view``), the generic views of
``cardlib.widgets`` and the game's own views in ``cardlib.widgets.<game>``, whose entry points
have the same names in every game. Every name a chapter imports is bound in its module's source,
so that type checkers and IDEs see it (no lazy names). Beside them, myst-nb's ``glue`` hands a computed figure to the sentence
that quotes it."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"

# Each game whose chapters are checked: the chapters' file prefix and the game's package name.
GAMES = {"black-maria": "black_maria", "handjass": "handjass", "loo": "loo", "mus": "mus"}
CHAPTERS = [("01-cards", None)] + [
    (path.stem, game) for prefix, game in GAMES.items() for path in sorted(NOTEBOOKS.glob(f"{prefix}-*.ipynb"))]

# The entry points every game's views module gives under the same name, where the game has them
# (Mus has no follow-suit rule, so no legal-card trainer; Handjass's first deal is told on its page,
# without a WorkedDeal widget).
ENTRY_POINTS = {
    "mus": {"play_table", "exercises", "WorkedDeal"},
    "handjass": {"play_table", "exercises", "legal_trainer"},
    "black_maria": {"play_table", "exercises", "legal_trainer", "WorkedDeal"},
    "loo": {"play_table", "exercises", "legal_trainer", "WorkedDeal"},
}


def imports(path: Path) -> list[tuple[str, str | None]]:
    """Every (module, name) a notebook's code cells import: name None for ``import module``."""
    trees = [ast.parse(cell.source) for cell in nbformat.read(path, 4).cells if cell.cell_type == "code"]
    nodes = [node for tree in trees for node in ast.walk(tree)]
    return ([(node.module, alias.name) for node in nodes if isinstance(node, ast.ImportFrom) for alias in node.names]
            + [(alias.name, None) for node in nodes if isinstance(node, ast.Import) for alias in node.names])


def bound_names(module: str) -> set[str]:
    """The names a module's source binds at its top level (imports, defs, classes, assignments):
    what a type checker sees, with no module ``__getattr__`` to guess at."""
    spec = importlib.util.find_spec(module)
    tree = ast.parse(Path(spec.origin).read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names |= {(alias.asname or alias.name).split(".")[0] for alias in node.names}
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    if spec.submodule_search_locations:                         # a package also gives its submodules
        names |= {p.stem for p in Path(spec.origin).parent.iterdir() if p.suffix == ".py" or (p / "__init__.py").exists()}
    return names


def allowed_modules(game: str | None) -> set[str]:
    return {"cardlib", "cardlib.widgets", "myst_nb"} | ({f"cardlib.{game}", f"cardlib.{game}.lessons", f"cardlib.{game}.view",
                                                         f"cardlib.widgets.{game}"} if game else set())


def test_every_game_has_its_chapters_found():
    found = {game for _, game in CHAPTERS if game}
    assert found == set(GAMES.values()) and len(CHAPTERS) >= 1 + 7 + 6 + 6 + 7


@pytest.mark.parametrize("chapter, game", CHAPTERS)
def test_chapters_import_from_the_public_places_only(chapter, game):
    modules = {module for module, _ in imports(NOTEBOOKS / f"{chapter}.ipynb")}
    assert modules and modules <= allowed_modules(game), modules


@pytest.mark.parametrize("chapter, game", CHAPTERS)
def test_every_name_a_chapter_imports_is_bound_where_it_comes_from(chapter, game):
    for module, name in imports(NOTEBOOKS / f"{chapter}.ipynb"):
        assert name is None or name in bound_names(module), f"{module}.{name}"


@pytest.mark.parametrize("chapter, game", [(c, g) for c, g in CHAPTERS if g])
def test_a_chapter_takes_its_games_views_from_the_games_module(chapter, game):
    views = set(importlib.import_module(f"cardlib.widgets.{game}").__all__)
    generic = set(importlib.import_module("cardlib.widgets").__all__)
    for module, name in imports(NOTEBOOKS / f"{chapter}.ipynb"):
        if module == "cardlib.widgets":
            assert name in generic, f"{name} is not a generic view"
        if module == f"cardlib.widgets.{game}":
            assert name in views, f"{name} is not one of {game}'s views"


def test_the_checks_catch_an_inner_module_and_a_name_nobody_binds(tmp_path):
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell("from cardlib.mus.state import new_game\nimport cardlib.render\n"
                                                "from cardlib.widgets import play_table")]
    nbformat.write(notebook, tmp_path / "mus-9-x.ipynb")
    found = imports(tmp_path / "mus-9-x.ipynb")
    assert found == [("cardlib.mus.state", "new_game"), ("cardlib.widgets", "play_table"), ("cardlib.render", None)]
    assert not {module for module, _ in found} <= allowed_modules("mus")
    assert "play_table" not in bound_names("cardlib.widgets") and "play_table" in bound_names("cardlib.widgets.mus")


@pytest.mark.parametrize("game", sorted(ENTRY_POINTS))
def test_every_games_views_have_the_same_entry_points_and_no_game_prefix(game):
    views = importlib.import_module(f"cardlib.widgets.{game}")
    assert ENTRY_POINTS[game] <= set(views.__all__) <= bound_names(f"cardlib.widgets.{game}")
    words = {game, game.replace("_", "")}
    prefixed = [n for n in views.__all__ if n.lower().startswith(tuple(words))]
    assert not prefixed, prefixed


def test_the_generic_views_load_no_games_views_and_have_no_lazy_names():
    code = ("import sys, cardlib.widgets as w; "
            "assert not [m for m in sys.modules if m.startswith(('cardlib.widgets.mus', 'cardlib.widgets.loo', "
            "'cardlib.widgets.handjass', 'cardlib.widgets.black_maria'))]; "
            "assert not hasattr(w, 'GAME_VIEWS') and not hasattr(w, '__getattr__')")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


@pytest.mark.parametrize("package", ["cardlib", "cardlib.widgets", "cardlib.render"]
                         + [f"cardlib.{game}" for game in GAMES.values()])
def test_a_package_binds_every_name_it_gives(package):
    module = importlib.import_module(package)
    assert not hasattr(module, "__getattr__")
    assert set(getattr(module, "__all__", ())) <= bound_names(package)


@pytest.mark.parametrize("game", sorted(GAMES.values()))
def test_a_game_package_gives_its_rules_engine_bots_and_pure_functions_and_no_lessons(game):
    """Each game's face lists at most 40 names, gives no public name it does not list, and leaves the
    lessons and a seat's table to their own modules, which the chapters import."""
    package = importlib.import_module(f"cardlib.{game}")
    lessons = importlib.import_module(f"cardlib.{game}.lessons")
    given = {n for n, v in vars(package).items() if not n.startswith("_") and not inspect.ismodule(v)}
    assert len(package.__all__) == len(set(package.__all__)) <= 40
    assert given == set(package.__all__), sorted(given ^ set(package.__all__))
    own = {n for n in lessons.__all__ if getattr(getattr(lessons, n), "__module__", lessons.__name__) == lessons.__name__}
    assert not own & given, sorted(own & given)
