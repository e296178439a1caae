"""The layers import only downward (style: cards -> game/tricks -> games -> render -> widgets), read
from the source with ast, so that no import has to run:

* the rules (cards, game, tricks and every module of a game package but its view) never import
  render, widgets or matplotlib when they are imported (a function may load a picture lazily);
* render imports no game package, anywhere;
* nothing below widgets imports widgets, anywhere.
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
