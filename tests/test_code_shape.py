"""The code-shape limits of issue 27 ("Done means") where they already hold, so they do not
come back: no function over 80 lines in ``tabletop/``, no ``ui/`` module over 800 lines, no
game table module (a module of ``tabletop/games`` that imports pygame) over 700 lines,
``TableScene`` at most 25 methods, and no comparison with a game's name outside
``tabletop/games/``.

What is still over a limit today is listed by name below, while its owner splits it. The lists
can only shrink: an entry that is back under its limit (or gone) fails this test until it is
taken off, so a fixed function cannot grow again unnoticed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from tabletop.engine.registry import registry

ROOT = Path(__file__).resolve().parent.parent / "tabletop"
MAX_FUNCTION_LINES = 80
MAX_UI_MODULE_LINES = 800
MAX_TABLE_MODULE_LINES = 700
MAX_TABLE_SCENE_METHODS = 25  # the room took the turn loop; its parts the rest

#: functions over the limit, as "path under tabletop/:qualified name", while they are split
LONG_FUNCTIONS: set[str] = set()
#: modules over their limit while they are split
LONG_MODULES: set[str] = set()


def modules() -> list[Path]:
    return sorted(ROOT.rglob("*.py"))


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, int]]:
    """(qualified name, lines) of every function and method, nested ones included."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            assert node.end_lineno is not None
            yield prefix + node.name, node.end_lineno - node.lineno + 1
            yield from functions(node, f"{prefix}{node.name}.")
        elif isinstance(node, ast.ClassDef):
            yield from functions(node, f"{prefix}{node.name}.")


@cache  # parsing the package takes seconds: once for both tests
def function_lengths() -> dict[str, int]:
    return {
        f"{rel(path)}:{name}": n
        for path in modules()
        for name, n in functions(ast.parse(path.read_text(), str(path)))
    }


def line_count(path: Path) -> int:
    return len(path.read_text().splitlines())


def module_limit(path: Path) -> int | None:
    """The line limit of a module: a ``ui/`` module, or a game's table module (the part of a
    game that imports pygame: its rules, bots and cards never do)."""
    name = rel(path)
    if name.startswith("ui/"):
        return MAX_UI_MODULE_LINES
    if name.startswith("games/") and re.search(
        r"^\s*(import|from) pygame\b", path.read_text(), re.M
    ):
        return MAX_TABLE_MODULE_LINES
    return None


def test_no_function_over_80_lines() -> None:
    lengths = function_lengths()
    over = sorted(
        f"{k} ({n} lines)"
        for k, n in lengths.items()
        if n > MAX_FUNCTION_LINES and k not in LONG_FUNCTIONS
    )
    assert not over, f"functions over {MAX_FUNCTION_LINES} lines: split them: {over}"


def test_the_long_function_list_only_shrinks() -> None:
    lengths = function_lengths()
    done = sorted(k for k in LONG_FUNCTIONS if lengths.get(k, 0) <= MAX_FUNCTION_LINES)
    assert not done, f"under {MAX_FUNCTION_LINES} lines or gone: take off LONG_FUNCTIONS: {done}"


def test_no_module_over_its_limit() -> None:
    over = []
    for path in modules():
        limit = module_limit(path)
        if limit is not None and rel(path) not in LONG_MODULES and line_count(path) > limit:
            over.append(f"{rel(path)} ({line_count(path)} lines, limit {limit})")
    assert not over, f"modules over their limit: split them: {over}"


def test_the_long_module_list_only_shrinks() -> None:
    done = []
    for name in sorted(LONG_MODULES):
        path = ROOT / name
        limit = module_limit(path) if path.exists() else None
        if limit is None or line_count(path) <= limit:
            done.append(name)
    assert not done, f"under the limit or gone: take off LONG_MODULES: {done}"


def game_names_pattern() -> re.Pattern[str]:
    names = sorted({n for gi in registry().values() for n in (gi.name, *gi.aliases)})
    quoted = "[\"'](?:" + "|".join(re.escape(n) for n in names) + ")[\"']"
    return re.compile(rf"[=!]=\s*{quoted}|{quoted}\s*[=!]=")


def test_the_game_name_pattern_finds_comparisons() -> None:
    pattern = game_names_pattern()
    assert pattern.search('if game == "beanz":') and pattern.search("'rpgget' != name")
    assert not pattern.search('game == "beanzz"') and not pattern.search('GAMES = ["beanz"]')


def test_no_game_is_named_outside_its_package() -> None:
    """Issue 27: nothing outside ``tabletop/games/`` compares with a game's name; what differs
    by game is in its ``GameInfo`` (``tabletop/engine/registry.py``)."""
    pattern = game_names_pattern()
    found = [
        f"{rel(path)}:{i}: {line.strip()}"
        for path in modules()
        if not rel(path).startswith("games/")
        for i, line in enumerate(path.read_text().splitlines(), 1)
        if pattern.search(line)
    ]
    assert not found, f"a game named outside its package: {found}"


def test_the_table_scene_has_at_most_25_methods() -> None:
    """Issue 27: the table's work is in its layers and parts (``ui/layers/``, ``table_*.py``);
    ``TableScene`` itself keeps at most 25 methods (its own, not the ``Scene`` base's)."""
    tree = ast.parse((ROOT / "ui" / "table.py").read_text())
    (scene,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "TableScene"]
    methods = [n.name for n in scene.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    assert len(methods) <= MAX_TABLE_SCENE_METHODS, f"{len(methods)} methods: {methods}"


#: the table and its parts: a game's modules reach them only through ``ui/parts/facade.py``
TABLE_MODULES = (
    "tabletop.ui.table",
    "tabletop.ui.layers",
    "tabletop.ui.parts.hits",
    "tabletop.ui.app",
)


def test_no_game_module_imports_the_table() -> None:
    """Issue 27: a game view touches the table only through one typed Protocol
    (``TableFacade``); it imports none of the table's modules (``table``, ``table_*``, its
    layers, ``hits``, the app) and never calls ``submit``. A name imported for type hints
    only (under ``if TYPE_CHECKING:``) reaches nothing when the game runs."""
    found = []
    for path in modules():
        if not rel(path).startswith("games/"):
            continue
        tree = ast.parse(path.read_text(), str(path))
        hints = {
            id(n)
            for top in tree.body
            if isinstance(top, ast.If) and "TYPE_CHECKING" in ast.unparse(top.test)
            for n in ast.walk(top)
        }
        for node in ast.walk(tree):
            if id(node) in hints:
                continue
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.Attribute) and node.attr == "submit":
                found.append(f"{rel(path)}:{node.lineno}: .submit")
            for n in names:
                if any(n == m or n.startswith(m + ".") for m in TABLE_MODULES):
                    found.append(f"{rel(path)}:{node.lineno}: {n}")
    assert not found, f"a game module reaches into the table: {found}"
