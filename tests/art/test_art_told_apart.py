"""Cards people mixed up by their pictures are told apart by their figures' outlines, not only
by colour: RPG Get!'s Imperial Soldier and Imperial Guard had the same figure (one outline,
81 % overlap) in two colours. And ``python -m tools.art GAME --card NAME`` redraws only the
cards named."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.art.__main__ import split_args  # noqa: E402

#: (game, one card, another) that must not look alike; the second is the bigger figure
PAIRS = [("rpgget", "Imperial Soldier", "Imperial Guard")]


def figure(game: str, name: str) -> set[tuple[int, int]]:
    """The picture's figure: the pixels (every 2nd) that differ from their row's background,
    read at the left edge (the backgrounds are vertical gradients)."""
    manifest = json.loads((ROOT / "sprites" / game / "art" / "manifest.json").read_text())
    img = pygame.image.load(str(ROOT / "sprites" / game / "art" / manifest[name]))
    w, h = img.get_size()
    data = pygame.image.tobytes(img, "RGB")

    def at(x: int, y: int) -> bytes:
        return data[3 * (y * w + x) : 3 * (y * w + x) + 3]

    out = set()
    for y in range(0, h, 2):
        bg = at(0, y)
        for x in range(0, w, 2):
            if sum(abs(a - b) for a, b in zip(at(x, y), bg)) > 60:
                out.add((x, y))
    return out


def test_look_alike_cards_have_different_outlines() -> None:
    for game, small, big in PAIRS:
        a, b = figure(game, small), figure(game, big)
        overlap = len(a & b) / len(a | b)
        assert overlap < 0.6, f"{small} and {big}: their figures overlap {overlap:.0%}"
        assert len(b) > 1.25 * len(a), f"{big} is no bigger a figure than {small}"


def test_the_art_tool_takes_the_cards_to_redraw() -> None:
    assert split_args(["rpgget", "--card", "Imperial Guard", "--card", "Imperial Soldier"]) == (
        ["rpgget"],
        ["Imperial Guard", "Imperial Soldier"],
    )
    assert split_args([]) == ([], []) and split_args(["tables", "--card"]) == (["tables"], [])
