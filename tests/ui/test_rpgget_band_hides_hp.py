"""RPG Get!'s HP band on a table card (issue 52): an Enemy's face prints its type and "HP 5"
on a plate at its foot, and the table's HP band ("HP 2/5" with its bar) lay over half of that
line, so "HP 5" read half hidden behind the band (at 1920x1080 at every text size). Each of the
plate's lines now lies wholly above the band or wholly under its dark fill: the HP is said
once, whole, and ENEMY is whole where it shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget.labels import face_card
from tabletop.ui import theme
from tabletop.ui.components import cards
from tests.ui import screenprobe, textprobe

#: the band's dark fill (``Painter.draw_marks``)
FILL = (14, 14, 18)
#: an attempt against four Enemies, and two of them with three players
SCENES = [("human,bot", 3, 87), ("human,bot,bot,bot", 7, 30)]
SIZES = [(1920, 1080), (1280, 720)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _fill_top(screen: pygame.Surface, r: pygame.Rect) -> int:
    """The top of the band's dark fill on card ``r``, by its pixels near its left edge (the
    face's frame there is never the fill's colour), from the card's middle down."""
    x = r.x + 5
    for y in range(r.centery, r.bottom):
        if screen.get_at((x, y))[:3] == FILL:
            return y
    return r.bottom


def _face_lines(c: dict[str, Any], size: tuple[int, int]) -> list[tuple[str, int, int]]:
    """The words the card renderer writes on ``c``'s face at ``size``, each with the rows
    its ink takes (top, bottom) on the face."""
    got: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def blit_text(surf: pygame.Surface, text: str, *a: Any, **k: Any) -> pygame.Rect:
        r = real(surf, text, *a, **k)
        if surf.get_size() == size:
            got.append((text, pygame.Rect(r)))
        return r

    cards.clear_cache()  # drawn anew, its words seen
    theme.blit_text = blit_text  # type: ignore[assignment]
    try:
        face = cards.face("rpgget", face_card(c), size)
    finally:
        theme.blit_text = real  # type: ignore[assignment]
    out = []
    for text, r in got:
        r = r.clip(face.get_rect())
        rows = [
            y
            for y in range(r.top, r.bottom)
            if any(sum(face.get_at((x, y))[:3]) < 3 * 110 for x in range(r.left, r.right))
        ]  # its ink: the dark letters on the plate's light ground
        if rows:
            out.append((text, rows[0], rows[-1] + 1))
    return out


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("scene", SCENES, ids=["two", "four"])
def test_the_faces_hp_line_is_never_half_under_the_band(
    scene: tuple[str, int, int], size: tuple[int, int], scale: int
) -> None:
    seats, seed, after = scene
    app = screenprobe.make_app(size, scale)
    try:
        table, _shot = screenprobe.frozen_table(
            app, textprobe._session("rpgget", seed, after, seats), size
        )
        screen = app.screen
        enemies = [(c, r) for c, r, w in table.gv.boxes(table.view, 0) if w == "enemy"]
        assert enemies
        checked = 0
        for c, r in enemies:
            # the face's own plate lines, as its renderer draws them on a face of this size
            words = {f"HP {c['hp']}", "ENEMY", "BOSS ENEMY"}
            lines = [(t, r.y + a, r.y + b) for t, a, b in _face_lines(c, r.size) if t in words]
            fill = _fill_top(screen, r)
            assert r.bottom - fill >= 12, (c["name"], r, fill)  # the band is there
            for text, top, bottom in lines:  # whole above the band's fill, or under it
                assert bottom <= fill + 1 or top >= fill - 1, (text, size, scale, top, fill)
                checked += 1
        assert checked or max(r.height for _c, r in enemies) < 60  # a plate on a face
    finally:
        theme.set_ui(100, False)
        pygame.quit()
