"""Damaged art files (tests/repro/files): a sprite manifest nested 20,000 deep, one that is a
list and one that is NaN, and a 69-byte PNG whose header claims 60000x60000 pixels (decoding
it asked for 14 GB). Each once stopped the table, or the app at start as the window icon; now
a bad manifest is read through the file gate and counts as no manifest (each frame's default
boxes, cards named by their file), and a picture is checked before it is decoded and is left
out (the card's plain face, no icon)."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import assets
from tabletop.ui.app import App
from tabletop.ui.components import art
from tabletop.ui.components import card as card_mod
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene

FILES = Path(__file__).resolve().parents[1] / "repro" / "files"
MANIFESTS = ["manifest-deep.json", "manifest-list.json", "manifest-nan.json"]
HUGE = FILES / "png-60000.png"
#: a card of Austin Powers with a picture of its own
CARD = {"name": "Alotta Fagina", "kind": "agent_evil", "text": "Shag.", "cost": 2}


Put = Callable[[str, Path], None]


@pytest.fixture()
def sprites(monkeypatch: pytest.MonkeyPatch) -> Iterator[Put]:
    """Put a file in place of one sprite (by its path under sprites/); the rest are the real
    ones. The caches that read sprites are emptied, so the file is read afresh."""
    real = assets.sprite_path
    over: dict[str, Path] = {}

    def path(rel: str) -> Path | None:
        return over.get(rel) or real(rel)

    monkeypatch.setattr(assets, "sprite_path", path)
    monkeypatch.setattr(card_mod, "_anchors", None)
    assets.clear_caches()

    def put(rel: str, file: Path) -> None:
        over[rel] = file
        card_mod._anchors = None
        assets.clear_caches()

    yield put
    assets.clear_caches()
    card_mod._anchors = None


def _face() -> pygame.Surface:
    surf = card_mod.face("austin", CARD, (240, 336))
    assert surf.get_size() == (240, 336)
    return surf


def test_the_fixtures_are_what_broke() -> None:
    assert assets.png_size(HUGE.read_bytes()[:24]) == (60000, 60000)
    assert HUGE.stat().st_size < 100
    assert (FILES / "manifest-deep.json").read_text().count("[") >= 20000


@pytest.mark.parametrize("name", MANIFESTS)
def test_a_bad_sprite_manifest_gives_the_default_boxes(sprites: Put, name: str) -> None:
    pygame.init()
    sprites("manifest.json", FILES / name)
    assert card_mod.anchors("austin/frame_agent_evil.png") == card_mod.DEFAULT_ANCHORS
    _face()
    assert art.ART_DRAWN.get(("austin", CARD["name"])) is True  # its picture still shows


@pytest.mark.parametrize("name", MANIFESTS)
def test_a_bad_picture_manifest_is_no_manifest(sprites: Put, name: str) -> None:
    pygame.init()
    sprites("austin/art/manifest.json", FILES / name)
    assert art.art_manifest("austin") == {}
    _face()  # the picture named by the card's slug (alotta_fagina.png): still shown
    assert art.ART_DRAWN.get(("austin", CARD["name"])) is True


def test_a_picture_claiming_60000_pixels_a_side_is_not_decoded(sprites: Put) -> None:
    pygame.init()
    problem = assets.picture_problem(HUGE)
    assert problem and "60000x60000" in problem
    assert assets.load_picture(HUGE) is None
    # as a card's picture: the plain face
    sprites("austin/art/alotta_fagina.png", HUGE)
    _face()
    assert art.ART_DRAWN.get(("austin", CARD["name"])) is False
    # as a sprite (a card back, the felt): drawn without it
    sprites("austin/back_evil.png", HUGE)
    assert assets.image("austin/back_evil.png", (120, 168)) is None
    assert assets.decoded("austin/back_evil.png") is None


@pytest.mark.parametrize(
    "head", [b"", b"GIF89a", HUGE.read_bytes()[:16], b"\x89PNG\r\n\x1a\n" + bytes(16)]
)
def test_a_picture_that_is_not_a_png_or_has_no_size_is_refused(tmp_path: Path, head: bytes) -> None:
    pygame.init()
    f = tmp_path / "pic.png"
    f.write_bytes(head)
    assert assets.picture_problem(f)
    assert assets.load_picture(f) is None
    assert assets.load_picture(tmp_path / "missing.png") is None


def test_a_damaged_png_with_a_sane_header_falls_back(tmp_path: Path) -> None:
    pygame.init()
    f = tmp_path / "cut.png"
    f.write_bytes(HUGE.read_bytes()[:24].replace(b"\x00\x00\xea\x60", b"\x00\x00\x00\x10"))
    assert assets.picture_problem(f) is None  # a 16x16 header: the decoder is asked
    assert assets.load_picture(f) is None  # and fails: no picture


def test_a_huge_window_icon_never_stops_the_app(
    sprites: Put, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    sprites("icons/app.png", HUGE)
    app = App((1280, 720), headless=True)
    try:
        app.push(LauncherScene(app))
        app.step([])
        assert app.first_frame_at is not None
    finally:
        pygame.quit()


@pytest.mark.parametrize("name", [*MANIFESTS, "png-60000.png"])
def test_a_table_draws_with_the_bad_file(
    sprites: Put, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """The file in every place it was met: the sprite manifest, each game's picture manifest,
    and the picture as the felt, a card back and a card's picture."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    bad = tmp_path / name
    shutil.copy(FILES / name, bad)
    if name.endswith(".png"):
        for rel in ("common/felt.png", "austin/table/felt.png", "austin/back_evil.png"):
            sprites(rel, bad)
        for rel in ("austin/back_good.png", "austin/art/alotta_fagina.png"):
            sprites(rel, bad)
    else:
        sprites("manifest.json", bad)
        sprites("austin/art/manifest.json", bad)
    app = App((1280, 720), headless=True)
    try:
        seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bo")]
        table = TableScene(app, Session("austin", 3, seats), viewer=0)
        app.push(table)
        for _ in range(4):
            table.dirty = True
            app.step([])
        assert app.scene is table and app.first_frame_at is not None
        _face()
    finally:
        pygame.quit()
