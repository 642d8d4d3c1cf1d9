"""The asset generators are deterministic and the committed assets match their manifests."""

from __future__ import annotations

import json
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import make_sounds  # noqa: E402
import make_sprites  # noqa: E402

# Text-free sprites (font rasterisation could differ with another FreeType build) plus one
# with the shipped font, to catch a change in the generator.
SPRITE_SAMPLES = [
    "common/felt.png",
    "common/icons/skull.png",
    "beanz/bean_green.png",
    "codenames/emblem_shield.png",
]
SOUND_SAMPLES = ["shuffle.wav", "win.wav", "hit.wav"]


def test_sprite_generator_reproduces_committed_bytes(tmp_path: Path) -> None:
    for rel in SPRITE_SAMPLES:
        make_sprites.build(tmp_path, only=rel)
        new = (tmp_path / rel).read_bytes()
        old = (ROOT / "sprites" / rel).read_bytes()
        assert new == old, (
            f"sprites/{rel} differs from the generator output: rerun tools/make_assets.py"
        )


def test_sound_generator_reproduces_committed_bytes(tmp_path: Path) -> None:
    make_sounds.build(tmp_path)
    for rel in SOUND_SAMPLES:
        assert (tmp_path / rel).read_bytes() == (ROOT / "sounds" / rel).read_bytes(), rel
    committed = json.loads((ROOT / "sounds" / "manifest.json").read_text())
    assert json.loads((tmp_path / "manifest.json").read_text()) == committed


def test_sprite_manifest_lists_existing_files_of_the_stated_size() -> None:
    import pygame

    manifest = json.loads((ROOT / "sprites" / "manifest.json").read_text())
    files = manifest["files"]
    assert len(files) >= 75
    registered = {path for path, *_ in make_sprites.REGISTRY}
    assert set(files) == registered
    # card pictures (sprites/<game>/art/) and tables (sprites/<game>/table/) are tools/art's
    on_disk = {
        p.relative_to(ROOT / "sprites").as_posix()
        for p in (ROOT / "sprites").rglob("*.png")
        if p.parent.name not in ("art", "table")
    }
    # card pictures drawn by tools/art/ are listed in their game's art/manifest.json
    for art_manifest in (ROOT / "sprites").glob("*/art/manifest.json"):
        folder = art_manifest.parent.relative_to(ROOT / "sprites").as_posix()
        on_disk -= {f"{folder}/{f}" for f in json.loads(art_manifest.read_text()).values()}
    assert on_disk == set(files), "stray or missing PNGs"
    for rel, entry in files.items():
        assert entry["purpose"]
        img = pygame.image.load(str(ROOT / "sprites" / rel))
        assert list(img.get_size()) == entry["size"], rel


def test_sound_manifest_and_format() -> None:
    manifest = json.loads((ROOT / "sounds" / "manifest.json").read_text())
    expected = {
        "slide",
        "drop",
        "shuffle",
        "deal",
        "flip",
        "invalid",
        "win",
        "lose",
        "click",
        "tick",
        "alarm",
        "hit",
        "topple",
        "bone",
        "reveal",
    }
    assert {Path(f).stem for f in manifest["files"]} == expected
    for rel in manifest["files"]:
        with wave.open(str(ROOT / "sounds" / rel)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
            frames = w.readframes(w.getnframes())
        assert 0.03 < len(frames) / 2 / 44100 < 1.5, rel
        peak = max(
            abs(int.from_bytes(frames[i : i + 2], "little", signed=True))
            for i in range(0, len(frames), 2)
        )
        assert 0.3 * 32767 < peak < 32767, f"{rel} is not normalised / clips"


def test_assets_are_packaged_and_small() -> None:
    for d in ("sprites", "sounds"):
        assert (ROOT / d / "__init__.py").is_file()
    total = sum(
        p.stat().st_size
        for d in ("sprites", "sounds")
        for p in (ROOT / d).rglob("*")
        if p.is_file()
    )
    # every card of the five games has its own picture (issue 32: some 570 8-bit PNGs)
    assert total < 12 * 1024 * 1024
    for font in (
        "DejaVuSans.ttf",
        "DejaVuSans-Bold.ttf",
        "DejaVuSerif-Bold.ttf",
        "LICENSE-DejaVu.txt",
    ):
        assert (ROOT / "tabletop" / "ui" / "fonts" / font).is_file()
