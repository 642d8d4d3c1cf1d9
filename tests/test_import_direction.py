"""Imports only go down (the room's layering, beside the size caps of ``test_code_shape``):

- the engine imports neither the computer players (``ai``), the reaction timing, the room,
  the phones (``remote``) nor the interface (``ui``);
- the room and the phone server import no pygame, and no interface module;
- a scene does not import another scene (scenes ask the app to go somewhere).

Every import counts, those inside functions too (a deferred import is still a dependency);
imports under ``if TYPE_CHECKING:`` do not. What breaks a rule today is listed below by name
while its owner moves it; the lists can only shrink: an entry that no longer breaks its rule
fails this test until it is taken off.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "tabletop"

#: (importing module, imported module) pairs that break a rule today
ENGINE_UP: set[tuple[str, str]] = set()
ROOM_PYGAME: set[tuple[str, str]] = set()
SCENE_TO_SCENE: set[tuple[str, str]] = set()

SCENES = (
    "tabletop.ui.scenes.launcher",
    "tabletop.ui.scenes.menu",
    "tabletop.ui.scenes.howto",
    "tabletop.ui.scenes.demo",
    "tabletop.ui.scenes.replay_scene",
    "tabletop.ui.scenes.saves_scene",
    "tabletop.ui.scenes.settings_scene",
    "tabletop.ui.scenes.collection_scene",
    "tabletop.ui.scenes.packs_scene",
    "tabletop.ui.scenes.deckbuilder_scene",
    "tabletop.ui.scenes.deck_import_scene",
    "tabletop.ui.scenes.sealed_scene",
    "tabletop.ui.scenes.keymap_scene",
    "tabletop.games.beanz.flick.scene",
    "tabletop.ui.scenes.reaction_scenes",
)


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking(node: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(tree: ast.AST, here: str, is_pkg: bool) -> set[str]:
    """The modules ``here`` imports (outside ``if TYPE_CHECKING:``)."""
    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for other in child.orelse:
                    visit(other)
                continue
            if isinstance(child, ast.Import):
                out.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    pkg = here.split(".") if is_pkg else here.split(".")[:-1]
                    pkg = pkg[: len(pkg) - (child.level - 1)]
                    base = ".".join([*pkg, base] if base else pkg)
                out.add(base)
                out.update(f"{base}.{a.name}" for a in child.names)
            visit(child)

    visit(tree)
    return out


@cache
def graph() -> dict[str, set[str]]:
    """Each module of the package -> the modules (of the package, and pygame) it imports."""
    mods = {module_name(p): p for p in ROOT.rglob("*.py")}
    out: dict[str, set[str]] = {}
    for name, path in mods.items():
        found = _imports(ast.parse(path.read_text(encoding="utf-8")), name, path.stem == "__init__")
        out[name] = {m for m in found if m in mods or m == "pygame" or m.startswith("pygame.")}
        out[name] = {"pygame" if m.startswith("pygame") else m for m in out[name]}
    return out


def _under(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def breaking(rule: str) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for mod, deps in graph().items():
        for dep in deps:
            if rule == "engine" and _under(mod, "tabletop.engine"):
                bad = _under(
                    dep,
                    "tabletop.ai",
                    "tabletop.reactions",
                    "tabletop.room",
                    "tabletop.remote",
                    "tabletop.ui",
                    "pygame",
                )
            elif rule == "room" and _under(mod, "tabletop.room", "tabletop.remote"):
                bad = _under(dep, "pygame", "tabletop.ui")
            elif rule == "scenes" and mod in SCENES:
                bad = dep in SCENES and dep != mod
            else:
                bad = False
            if bad:
                found.add((mod, dep))
    return found


def _check(rule: str, known: set[tuple[str, str]], what: str) -> None:
    found = breaking(rule)
    new = sorted(found - known)
    assert not new, f"{what}: {new}"
    gone = sorted(known - found)
    assert not gone, f"no longer true, take them off the list: {gone}"


def test_the_engine_imports_nothing_above_it() -> None:
    _check("engine", ENGINE_UP, "the engine imports ai, reactions, the room, phones or ui")


def test_the_room_and_the_phones_import_no_pygame() -> None:
    _check("room", ROOM_PYGAME, "the room or the phone server imports pygame or ui")


def test_scenes_do_not_import_each_other() -> None:
    _check("scenes", SCENE_TO_SCENE, "a scene imports another scene")


def test_the_graph_sees_the_imports_it_checks() -> None:
    """The reading itself: a module known to import pygame and one known to import the
    engine are seen doing so."""
    g = graph()
    assert "pygame" in g["tabletop.ui.app"]
    assert "tabletop.engine.saves" in g["tabletop.room.session"]
    assert "tabletop.ai.base" in g["tabletop.room.session"]  # the room runs the bots
