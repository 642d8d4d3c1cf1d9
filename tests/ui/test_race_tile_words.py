"""A race's seat tiles at large text (a new player at 200 %): "computer" ran past both sides of
its tile, because a size fitted in one proportional step grew by the UI scale less than in
proportion, and the line under it was cut ("makes the...", "or click /..."). Every word of a
tile is inside it, the small line whole on one line or two."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import table as table_module
from tabletop.ui import theme
from tabletop.ui.overlays import race as race_module
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.overlays.reaction_common import fit_size
from tests.ui import screenprobe
from tests.ui.test_austin_races import HUMAN_BOT_BOT, Clock, _happening, _table, _three

FRAME = 16_666_667


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    return tmp_path


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_fitted_size_fits_as_drawn(home: Path, scale: int) -> None:
    try:
        screenprobe.make_app((1280, 720), scale)
        for word in ("computer", "FALSE START", "too late"):
            for size in (20, 30, 44, 60):
                for width in (90, 140, 190):
                    got = fit_size(word, size, width)
                    assert got <= size
                    if got > 12:
                        assert theme.text_width(word, got, "bold") <= width, (word, size, width)
                        assert got == size or theme.text_width(word, got + 1, "bold") > width
    finally:
        pygame.quit()


def _race_shot(size: tuple[int, int], scale: int, monkeypatch: Any) -> list[tuple[Any, list[Any]]]:
    """The race's tiles as drawn: each tile's rect and the words drawn on it with their rects."""
    app = screenprobe.make_app(size, scale)
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    _happening(table, 1, "Evil Family Therapy")
    clock = Clock()
    app.step([])
    ov = app.scene
    assert isinstance(ov, RaceOverlay)
    ov.clock_ns, ov.poll_slice_ns = clock, 0
    for _ in range(5):
        app.step([])
        clock.t += FRAME
    tiles: list[tuple[Any, list[Any]]] = []
    real_tile, real_blit = race_module.draw_seat_tile, theme.blit_text

    def blit(surf: Any, text: str, *a: Any, **k: Any) -> Any:
        r = real_blit(surf, text, *a, **k)
        if tiles:
            tiles[-1][1].append((text, r))
        return r

    def tile(surf: Any, rect: Any, *a: Any, **k: Any) -> Any:
        tiles.append((pygame.Rect(rect), []))
        return real_tile(surf, rect, *a, **k)

    monkeypatch.setattr(race_module, "draw_seat_tile", tile)
    monkeypatch.setattr(theme, "blit_text", blit)
    ov.draw(pygame.Surface(size))
    monkeypatch.undo()
    return tiles


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_every_word_of_a_race_tile_is_inside_it(
    home: Path, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        tiles = _race_shot(size, scale, monkeypatch)
        assert len(tiles) == 3
        words = [w for _r, ws in tiles for w, _ in ws]
        assert words.count("computer") == 2, words
        for rect, ws in tiles:
            inner = rect.inflate(-4, -4)  # its rim
            for text, r in ws:
                ink = r.inflate(-4, -2 * max(2, r.height // 6))
                assert inner.contains(ink), (text, r, rect)
                assert not text.endswith("\u2026"), (text, words)
            inked = [r.inflate(-4, -2 * max(2, r.height // 6)) for _t, r in ws]
            for i, a in enumerate(inked):
                assert a.collidelist(inked[i + 1 :]) < 0, ws
        assert "makes the gesture" in " ".join(words) or "makes the" in words, words
    finally:
        pygame.quit()
