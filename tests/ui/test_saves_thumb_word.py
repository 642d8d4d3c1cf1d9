"""A saved game without a picture shows its game's name inside the thumbnail's frame, a
margin at each side, at every text size (at 200 % "Espionage" ran over the frame)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_game_name_inside_the_thumbnail(scale: int, tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        app = screenprobe.make_app((1280, 720), scale)
        screenprobe.open_saves(app)
        app.step([])
        scene = app.scene
        frames: list[pygame.Rect] = []
        real = scene.draw_row

        def row(surf: Any, r: pygame.Rect, e: Any) -> None:
            s = scene.scale
            frames.append(pygame.Rect(r.x + int(14 * s), r.y + int(12 * s), int(240 * s), 1))
            real(surf, r, e)

        scene.draw_row = row
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            scene.draw(pygame.Surface((1280, 720)))
        assert frames
        names = [p.rect for p in shot.placed if p.text == "Espionage"]
        assert names, [p.text for p in shot.placed]
        for frame in frames:
            for name in names:
                if name.top >= frame.top and name.centerx < frame.right + 50:
                    assert frame.left + 4 <= name.left and name.right <= frame.right - 4, (
                        frame,
                        name,
                    )
    finally:
        theme.set_ui(100, False)
        pygame.quit()
