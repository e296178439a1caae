"""The layers import only downward (style: cards -> game/tricks -> games -> render -> widgets), read
from the source with ast, so that no import has to run:

* the rules (cards, game, tricks and every module of a game package but its view) never import
  render, widgets or matplotlib when they are imported (a function may load a picture lazily);
* render imports no game package, anywhere;
* nothing below widgets imports widgets, anywhere.
* no test or bench takes a private name of cardlib (``x._name``, ``from cardlib... import _name``),
  but the few listed with their reason in ``PRIVATE_ALLOWED``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cardlib

ROOT = Path(cardlib.__file__).parent
GAMES = ("mus", "black_maria", "handjass", "loo")
PICTURES = ("cardlib.render", "cardlib.widgets", "matplotlib")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(node: ast.AST, module: str, is_package: bool) -> list[str]:
    """The modules an import statement names, relative ones made absolute."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        if not node.level:
            return [node.module]
        package = module.split(".") if is_package else module.split(".")[:-1]
        base = ".".join(package[:len(package) - node.level + 1])
        if node.module:
            return [f"{base}.{node.module}"]
        return [f"{base}.{alias.name}" for alias in node.names]
    return []


def _type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(test)


def imports(path: Path, *, module_level: bool) -> list[tuple[int, str]]:
    """(line, module) of every import in ``path``; with ``module_level`` only those that run when
    the module is imported (not inside a function or class body, nor under ``if TYPE_CHECKING``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module, is_package = module_name(path), path.name == "__init__.py"
    found = []

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if module_level and (isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef))
                                 or _type_checking(child)):
                continue
            found.extend((child.lineno, name) for name in imported(child, module, is_package))
            walk(child)

    walk(tree)
    return found


def under(name: str, packages) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


def sources(folder: str = "") -> list[Path]:
    """Every Python file under ``folder`` of cardlib (all of cardlib by default)."""
    return sorted(ROOT.joinpath(folder).rglob("*.py"))


RULES = ([ROOT / f for f in ("cards.py", "game.py", "tricks.py", "errors.py")]
         + [p for game in GAMES for p in sources(game) if p.name != "view.py"])


@pytest.mark.parametrize("path", RULES, ids=lambda p: module_name(p))
def test_the_rules_never_import_pictures_or_widgets_when_imported(path):
    bad = [(line, name) for line, name in imports(path, module_level=True) if under(name, PICTURES)]
    assert not bad, f"{module_name(path)} imports {bad} at module level; load a picture inside the function that draws it"


@pytest.mark.parametrize("path", sources("render"), ids=lambda p: module_name(p))
def test_render_imports_no_game(path):
    bad = [(line, name) for line, name in imports(path, module_level=False)
           if under(name, [f"cardlib.{g}" for g in GAMES])]
    assert not bad, f"{module_name(path)} imports {bad}: render draws numbers, tables and TableViews it is given"


@pytest.mark.parametrize("path", [p for p in sources() if "widgets" not in p.relative_to(ROOT).parts],
                         ids=lambda p: module_name(p))
def test_nothing_below_widgets_imports_widgets(path):
    bad = [(line, name) for line, name in imports(path, module_level=False) if under(name, ["cardlib.widgets"])]
    assert not bad, f"{module_name(path)} imports {bad}: widgets sit on top and nothing below them may use them"


def test_the_reader_sees_a_relative_import_as_the_module_it_names():
    """The check itself: relative imports resolve as Python resolves them."""
    node = ast.parse("from ..render import svg").body[0]
    assert imported(node, "cardlib.loo.game", False) == ["cardlib.render"]
    assert imported(ast.parse("from . import svg").body[0], "cardlib.render", True) == ["cardlib.render.svg"]
    assert imported(ast.parse("from .core import x").body[0], "cardlib.loo.game", False) == ["cardlib.loo.core"]
    assert under("cardlib.render.svg", PICTURES) and not under("cardlib.renderer", PICTURES)


# ---------------------------------------------------------------------------- imports that show the layers

# The kit below the games (the engine of the expert knows no game: each game plugs its model into it),
# and the play layer above them (the catalogue, the play table's model, the review).
KIT = ("cardlib.cards", "cardlib.errors", "cardlib.game", "cardlib.tricks", "cardlib.questions", "cardlib.expert")
PLAY = ("cardlib.dealer", "cardlib.table", "cardlib.review")


def local_imports(path: Path) -> list[ast.AST]:
    """Every import statement inside a function of ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {}
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    found[node.lineno] = node
    return [found[line] for line in sorted(found)]


def unexplained(path: Path) -> list[tuple[int, str]]:
    """The function-local imports of ``path`` with no reason beside them (a ``#`` comment on the
    import's first line or on the line just above)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [(node.lineno, ast.unparse(node)) for node in local_imports(path)
            if "#" not in lines[node.lineno - 1] and not lines[node.lineno - 2].strip().startswith("#")]


def private_names_taken(path: Path) -> list[tuple[int, str]]:
    """``from module import _name`` and ``module._name`` in ``path``, for a module of cardlib: a
    private name taken across modules (a public name under a private alias is fine)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module, is_package = module_name(path), path.name == "__init__.py"
    bad, modules = [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = imported(node, module, is_package)[0] if node.module or node.level else ""
            for alias in node.names:
                if not node.module and node.level:           # from . import a_module
                    modules.add(alias.asname or alias.name)
                elif under(source, ["cardlib"]) and alias.name.startswith("_") and not alias.name.startswith("__"):
                    bad.append((node.lineno, f"{source}.{alias.name}"))
                elif under(source, ["cardlib"]):
                    modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            modules |= {(alias.asname or alias.name).split(".")[0] for alias in node.names if under(alias.name, ["cardlib"])}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules
                and node.attr.startswith("_") and not node.attr.startswith("__")):
            bad.append((node.lineno, f"{node.value.id}.{node.attr}"))
    return bad


@pytest.mark.parametrize("path", sources(), ids=lambda p: module_name(p))
def test_no_private_name_is_taken_across_modules(path):
    bad = private_names_taken(path)
    assert not bad, f"{module_name(path)} takes {bad}: make the name public where it is defined, or move it"


@pytest.mark.parametrize("path", sources(), ids=lambda p: module_name(p))
def test_imports_are_at_the_top_unless_a_comment_says_why(path):
    bad = unexplained(path)
    assert not bad, f"{module_name(path)} imports inside functions {bad}: import at the top, or say why not"


@pytest.mark.parametrize("path", sources(), ids=lambda p: module_name(p))
def test_nothing_loads_a_module_by_its_name(path):
    bad = [(line, name) for line, name in imports(path, module_level=False) if under(name, ["importlib"])]
    assert not bad, f"{module_name(path)} imports {bad}: reach a game's modules through its package"


@pytest.mark.parametrize("path", [p for p in sources() if module_name(p) in KIT], ids=lambda p: module_name(p))
def test_the_kit_imports_no_game_and_nothing_above_it(path):
    above = [f"cardlib.{g}" for g in GAMES] + list(PLAY) + ["cardlib.widgets"]
    bad = [(line, name) for line, name in imports(path, module_level=False) if under(name, above)]
    assert not bad, f"{module_name(path)} imports {bad}: the kit sits below the games and the play layer"


@pytest.mark.parametrize("path", [p for game in GAMES for p in sources(game)], ids=lambda p: module_name(p))
def test_a_game_imports_no_other_game_and_nothing_of_the_play_layer(path):
    game = module_name(path).split(".")[1]
    above = [f"cardlib.{g}" for g in GAMES if g != game] + list(PLAY) + ["cardlib.widgets"]
    bad = [(line, name) for line, name in imports(path, module_level=False) if under(name, above)]
    assert not bad, f"{module_name(path)} imports {bad}: a game uses the kit below it, and the play layer uses the game"


def test_the_import_checks_catch_what_they_look_for(tmp_path):
    """The checks themselves, on a small module written here."""
    fake = tmp_path / "cardlib" / "loo" / "x.py"
    fake.parent.mkdir(parents=True)
    fake.write_text("from .fast import _mask, legal_rows as _rows\nfrom . import fast\n\n"
                    "def f():\n    from .view import table_view\n    return fast._odds\n\n"
                    "def g():\n    # a reason\n    import numpy\n\n"
                    "def h():\n    import re  # a reason\n", encoding="utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path / "cardlib"
    try:
        assert private_names_taken(fake) == [(1, "cardlib.loo.fast._mask"), (6, "fast._odds")]
        assert unexplained(fake) == [(5, "from .view import table_view")]
    finally:
        ROOT = saved


# ---------------------------------------------------------------------------- tests and benches use public names

REPO = Path(__file__).resolve().parents[2]

# The private names a test or bench may still take, each file's with its one reason; everything
# else reaches cardlib through public names (a widget test through what a reader or a page gets).
# An entry goes when its names do: a name no longer taken fails the check below.
PRIVATE_ALLOWED = {
    "tests/support.py": ({"_view_count", "_handle_frontend_event", "_canvas_manager", "_current_canvas"},
                         "stands in for the page: ipywidgets' and ipycanvas' own names, which only a page sends"),
    "tests/unit/test_render_canvas.py": ({"_canvas_manager", "_caching", "_commands_cache", "_draw"},
                                         "a frame cut short inside the drawing step must leave ipycanvas' batch empty"),
    "tests/unit/test_trick_game.py": ({"_allows"}, "the protocol's one legality hook, which a game overrides"),
    "tests/unit/test_expert.py": ({"_PACE", "_true_rows", "_play_rest"},
                                  "the expert's pace memory reset, and Loo's own playout checked against plain Python"),
    "tests/unit/test_table_collect.py": ({"_frozen_after_deep"}, "the collections' memory, reset between tests, "
                                         "which only the table module keeps"),
    "tests/unit/test_black_maria_fast.py": ({"_LANE_BIT", "_LANE_VALUE", "_PLACE", "_play_lanes"},
                                            "the numpy lanes of the module checked against plain Python"),
    "tests/unit/test_loo_fast.py": ({"_greedy_tricks"},
                                    "the greedy playouts of the module checked against plain Python"),
    "tests/unit/test_black_maria.py": ({"_score"}, "a deal's scoring, on a state set up at a deal's end"),
    "tests/unit/test_black_maria_lessons.py": ({"_label", "_puzzle_state"}, "each exercise position rebuilt as the lessons build it"),
    "tests/unit/test_loo_lessons.py": ({"_label", "_puzzle_state"}, "each exercise position rebuilt as the lessons build it"),
    "tests/unit/test_handjass_kit.py": ({"_lead_reason"}, "the bot's reason for a lead, word for word"),
    "tests/unit/test_lean_notebooks.py": ({"_holds_values_only"}, "a helper of the tool it tests, loaded from its file: no cardlib name"),
    "bench/handjass.py": ({"_rulings"}, "empties the rulings' cache, to time positions new to it"),
}


def _private(name: str) -> bool:
    """One leading underscore: not a dunder, nor IPython's display hooks (``_repr_html_``, an
    underscore at both ends), which are public."""
    return name.startswith("_") and not name.startswith("__") and not (len(name) > 2 and name.endswith("_"))


def private_reaches(text: str) -> list[tuple[int, str, str]]:
    """(line, what, name) of every private name a test or bench in ``text`` takes of cardlib:
    ``from cardlib... import _name``, and ``x._name`` on anything but ``self``, ``cls`` or a module
    imported from outside cardlib (what ``x`` is cannot be read from the source, so any object counts)."""
    tree = ast.parse(text)
    outside, found = set(), []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            outside |= {(a.asname or a.name).split(".")[0] for a in node.names if not under(a.name, ["cardlib"])}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            for alias in node.names:
                if not under(node.module, ["cardlib"]):
                    outside.add(alias.asname or alias.name)
                elif _private(alias.name):
                    found.append((node.lineno, f"from {node.module} import {alias.name}", alias.name))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr) and not (
                isinstance(node.value, ast.Name) and node.value.id in {"self", "cls", *outside}):
            found.append((node.lineno, f"{ast.unparse(node.value)}.{node.attr}", node.attr))
    return sorted(found)


TESTS_AND_BENCHES = sorted([*REPO.joinpath("tests").rglob("*.py"), *REPO.joinpath("bench").rglob("*.py")])


@pytest.mark.parametrize("path", TESTS_AND_BENCHES, ids=lambda p: p.relative_to(REPO).as_posix())
def test_tests_and_benches_take_no_private_name_of_cardlib(path):
    where = path.relative_to(REPO).as_posix()
    allowed, _reason = PRIVATE_ALLOWED.get(where, (set(), ""))
    taken = private_reaches(path.read_text(encoding="utf-8"))
    bad = [(line, what) for line, what, name in taken if name not in allowed]
    assert not bad, (f"{where} takes {bad}: reach cardlib through a public name (a documented read-only "
                     "property of the view, say), or stand in for the page through tests/support.py")
    stale = allowed - {name for _, _, name in taken}
    assert not stale, f"{where} no longer takes {sorted(stale)}: take them off PRIVATE_ALLOWED"


def test_every_allowed_file_is_there_and_says_why():
    for where, (names, reason) in PRIVATE_ALLOWED.items():
        assert REPO.joinpath(where).is_file(), where
        assert names and all(map(_private, names)) and reason, where


def test_the_private_name_check_catches_what_it_looks_for():
    """The check itself, on a small test written here."""
    planted = ("import numpy as np\nimport cardlib.expert\nfrom ipycanvas import canvas\n"
               "from cardlib.loo.fast import _mask, legal_mask as _legal\nfrom ..support import shown_live\n\n"
               "def test_x(view):\n    view._view_count = 1\n    assert view._canvas.height and view.canvas.width\n"
               "    cardlib.expert._PACE.clear()\n    np._core, canvas._CMD_LIST, self._x, cls._y\n"
               "    view.__class__, view._repr_html_(), view.__dict__\n    play_table()._draw()\n")
    assert [(line, what) for line, what, _ in private_reaches(planted)] == [
        (4, "from cardlib.loo.fast import _mask"), (8, "view._view_count"), (9, "view._canvas"),
        (10, "cardlib.expert._PACE"), (13, "play_table()._draw")]
    assert private_reaches("from cardlib.widgets import mus\nmus.play_table().choose('paso')\n") == []
