"""A window resized through many sizes: the caches keyed by a size (fonts, scaled sprites, card
backs) stay within their limits and the process's open files do not grow (a font used to keep
its file open: 389 open files after 2,800 sizes), while the limits still hold everything one
screen of each game needs. ``tools/resize_soak.py`` measures the memory over 2,000 sizes."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.engine.game import game_class, game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import assets, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components import cards
from tabletop.ui.overlays import reaction_input
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene

SIZES = 300


def _open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


def _sizes(n: int) -> list[tuple[int, int]]:
    """``n`` window sizes from 1024x600 to about 2560x1440, all different."""
    out: list[tuple[int, int]] = []
    i = 0
    while len(out) < n:
        size = (1024 + (i * 37) % 1537, 600 + (i * 23) % 841)
        i += 1
        if size not in out:
            out.append(size)
    return out


@pytest.fixture()
def scenes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[App, list[Scene]]]:
    """An app with the launcher and a table of every game (people at every seat: nothing moves
    but the window)."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    try:
        app.push(LauncherScene(app))
        app.step([])
        out: list[Scene] = [app.scene]
        for g in game_names():
            if not info(g).view:
                continue
            n = min(game_class(g).MAX_SEATS, 2)
            seats = [SeatConfig("human", f"P{i}") for i in range(n)]
            table = TableScene(app, Session(g, 7, seats, info(g).unattended or None), viewer=0)
            app.push(table)
            app.step([])
            app.scenes.pop()
            out.append(table)
        yield app, out
    finally:
        pygame.quit()


def _resize(app: App, scene: Scene, launcher: Scene, size: tuple[int, int]) -> None:
    """As a window's resize: the new surface, then ``VIDEORESIZE`` (the scene lays itself out
    again), then a frame."""
    app.scenes = [launcher] if scene is launcher else [launcher, scene]
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    scene.dirty = True
    app.step([])
    assert app.screen.get_size() == size


def test_one_screen_of_each_game_fits_the_caches(scenes: tuple[App, list[Scene]]) -> None:
    app, all_scenes = scenes
    for scene in all_scenes:
        assets.clear_caches()
        theme._width_cache.clear()
        theme._wrap_cache.clear()
        _resize(app, scene, all_scenes[0], (2560, 1440))
        name = type(scene).__name__
        assert 0 < len(assets._fonts) <= assets.FONT_LIMIT // 2, name
        assert len(assets._images) <= assets.IMAGE_LIMIT // 4, name
        assert assets._images.bytes <= assets.IMAGE_CACHE_BYTES // 4, name


def test_resizing_through_many_sizes_keeps_caches_and_open_files_bounded(
    scenes: tuple[App, list[Scene]],
) -> None:
    app, all_scenes = scenes
    opened: int | None = None
    for k, size in enumerate(_sizes(SIZES)):
        _resize(app, all_scenes[k % len(all_scenes)], all_scenes[0], size)
        if k == 2 * len(all_scenes):  # every scene drawn twice: what a screen keeps open
            opened = _open_files()
    assert opened is not None
    assert len(assets._fonts) <= assets.FONT_LIMIT
    assert len(assets._images) <= assets.IMAGE_LIMIT
    assert assets._images.bytes <= assets.IMAGE_CACHE_BYTES
    assert assets._raw.bytes <= assets.RAW_CACHE_BYTES
    assert len(cards._cache) <= cards._cache.limit
    assert len(theme._text_cache) <= theme._text_cache.limit
    assert len(theme._surf_cache) <= theme._surf_cache.limit
    # fonts are opened from the files' bytes in memory: no file stays open per font
    assert _open_files() <= opened + 2
    # the reaction window's own fonts (by window height) are bounded too
    for h in range(300, 1500, 7):
        reaction_input._font(h // 3)
    assert len(reaction_input._FONTS) <= reaction_input._FONTS.limit
