"""The card art generators are deterministic: regenerating a sample of pictures gives exactly the
committed pixels (pictures without lettering, which another FreeType build could rasterise
differently)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.art import austin, common, espionage  # noqa: E402

SAMPLES = [
    ("austin", "Dr. Evil"),
    ("austin", "Shaguar"),
    ("austin", "Zip It!"),
    ("espionage", "Sniper"),
    ("espionage", "Bomb"),
]


@pytest.mark.parametrize(("game", "name"), SAMPLES)
def test_generator_reproduces_the_committed_picture(
    game: str, name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    monkeypatch.setattr(common, "art_dir", lambda g: tmp_path / g)
    mod = {"austin": austin, "espionage": espionage}[game]
    cards = mod.cards()
    mod.generate({name: cards[name]})
    file = f"{common.slug(name)}.png"
    new = pygame.image.load(str(tmp_path / game / file))
    old = pygame.image.load(str(ROOT / "sprites" / game / "art" / file))
    assert pygame.image.tobytes(new, "RGB") == pygame.image.tobytes(old, "RGB"), name
    manifest = (tmp_path / game / "manifest.json").read_text()
    assert f'"{name}": "{file}"' in manifest
