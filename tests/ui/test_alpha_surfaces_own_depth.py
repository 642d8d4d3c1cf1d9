"""Every per-pixel-alpha surface the app makes names its own depth (32 bits): made without
one, pygame-ce takes the depth of the display's surface, and on a busy two-core run of the
test suite (2026-11-28) a Codenames Director window's panel failed there with "no standard
masks exist for given bitdepth with alpha" once in a whole run. With the depth given, the
surface is the same (the same masks) and no longer depends on the display."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop


def _alpha_surfaces_without_depth() -> list[str]:
    root = Path(tabletop.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else None
            if name is None and isinstance(node.func, ast.Name):
                name = node.func.id
            if name != "Surface" or len(node.args) < 2:
                continue
            if "SRCALPHA" in ast.unparse(node.args[1]) and len(node.args) < 3:
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_every_alpha_surface_names_its_depth() -> None:
    assert _alpha_surfaces_without_depth() == []


def test_an_alpha_surface_with_its_depth_is_the_one_made_without() -> None:
    import pygame

    plain = pygame.Surface((8, 8), pygame.SRCALPHA)
    named = pygame.Surface((8, 8), pygame.SRCALPHA, 32)
    assert named.get_masks() == plain.get_masks()
    assert named.get_bitsize() == plain.get_bitsize() == 32
