"""The Reaction buttons screens at large text: the rollover test's explanation ran under the
players' tiles at 150 % ("dropped that key" hidden), "Player 1: press your button now" lay
under the tiles at 200 %, "Saved buttons" met its tiles, a two-line message's lines met and
"Choose again" was cut to "Choose...". Each heading's lines end above the tiles, the tiles end
above the lines under them, the message's box ends above the buttons, and no text is cut or
over another."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui.overlays.reaction_common import tile_rects
from tabletop.ui.scenes.keymap_scene import KeyMapScene
from tests.ui import screenprobe

KEYS = (pygame.K_q, pygame.K_p, pygame.K_z, pygame.K_m)


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _key(km: KeyMapScene, app: Any, k: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        km.handle(pygame.event.Event(kind, key=k, mod=0, unicode=chr(k), scancode=0))
    app.step([])


def _stage(size: tuple[int, int], scale: int, stage: str) -> tuple[KeyMapScene, screenprobe.Shot]:
    app = screenprobe.make_app(size, scale)
    km = KeyMapScene(app)
    app.push(km)
    app.step([])
    km.choose(4)
    app.step([])
    if stage in ("test", "count"):
        for k in KEYS:  # four buttons mapped: saved, then the rollover test
            _key(km, app, k)
        assert km.stage == "test"
    if stage == "count":  # the screen opened again: the saved buttons under the question
        km = KeyMapScene(app)
        app.push(km)
        app.step([])
        assert km.stage == "count" and km.saved.bindings
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        km.draw(pygame.Surface(size))
    return km, shot


@pytest.mark.parametrize("stage", ["map", "test", "count"])
@pytest.mark.parametrize(
    "size, scale", [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100), ((1024, 600), 150)]
)
def test_headings_tiles_and_messages_keep_apart(
    home: Path, size: tuple[int, int], scale: int, stage: str
) -> None:
    try:
        km, shot = _stage(size, scale, stage)
        assert not shot.overlaps(), shot.overlaps()[:4]
        assert not shot.shortened(), shot.shortened()
        assert not shot.clipped() and not shot.spills
        if stage == "count":
            heading = next(p.rect for p in shot.placed if p.text == "Saved buttons")
            names = [p.rect for p in shot.placed if p.text == "Player 1"]
            assert names and all(heading.bottom <= r.top for r in names), (heading, names)
            return
        s = km.scale
        tiles = tile_rects(km._tiles_area(), 4, int(24 * s), int(290 * s))
        top = min(r.top for r in tiles)
        buttons = min(b.rect.top for b in km.buttons)
        for p in shot.placed:
            ink = p.rect.inflate(-4, -2 * max(2, p.rect.height // 6))
            on_tile = any(r.collidepoint(p.rect.center) for r in tiles)
            if not on_tile:  # heading lines above the tiles, the rest under them
                assert ink.bottom <= top or ink.top >= max(r.bottom for r in tiles), p.text
                assert ink.bottom <= buttons or any(b.rect.colliderect(ink) for b in km.buttons)
    finally:
        pygame.quit()
