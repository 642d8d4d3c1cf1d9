"""The launcher's warm-up: the games' modules import on a background thread and each game's
sprites decode in small idle jobs; a decoded sprite then serves every size of it."""

from __future__ import annotations

import gc
import sys

import pygame

from tabletop.engine import registry
from tabletop.ui import assets
from tabletop.ui.app import App
from tabletop.ui.scenes import warmup


def test_warm_up_imports_the_games_and_decodes_their_sprites(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    App((800, 600), headless=True)
    # earlier tests' objects (fonts and surfaces of ended pygame sessions) are freed here, on
    # the main thread, never by a collection the import thread sets off: the app has no ended
    # session, and such a collection is the likeliest cause of the hang CI's run of
    # 2026-11-26 had in this test
    gc.collect()
    gc.disable()
    try:
        t = warmup.start_imports()
        t.join(timeout=120)
        gc.enable()
        assert not t.is_alive()
        for info in registry.registry().values():
            if info.playable:
                for path in (info.rules, info.view):
                    assert path.partition(":")[0] in sys.modules
        jobs = warmup.idle_jobs()
        assert len(jobs) > 20  # one sprite each, not one long job
        for job in jobs:
            job()
        felt = assets.decoded("beanz/mat.png")
        assert felt is not None and "beanz/mat.png" in assets._raw
        small = assets.image("beanz/mat.png", (64, 64))
        assert small is not None and small.get_size() == (64, 64)
        assert assets.image("no/such.png") is None
    finally:
        gc.enable()
        pygame.quit()


def test_rehearsed_tables_hand_their_surfaces_on_and_never_show_through(
    tmp_path, monkeypatch
) -> None:
    """The launcher rehearses every game's table off screen (issue 27: a first frame under
    25 ms); the real table then draws on the rehearsal's window-sized surfaces, and its first
    frame is the same picture as one drawn on fresh surfaces (nothing of the rehearsal shows)."""
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.parts import table_paint
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    try:
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]

        def first_frame() -> tuple[pygame.Surface, set[object]]:
            table = TableScene(app, Session("austin", 5, seats, {}), viewer=0, frozen=True)
            table.layout((1280, 720))
            surf = pygame.Surface((1280, 720))
            table.draw(surf)
            left = set(table_paint._spare)
            table.on_leave()  # the table leaves: its surfaces wait for the next
            return surf, left

        table_paint._spare.clear()
        fresh, _ = first_frame()
        table_paint._spare.clear()
        jobs = warmup.table_jobs(app)
        assert len(jobs) >= 5 * len([i for i in registry.registry().values() if i.playable])
        for job in jobs:
            job()
        spare = {role for role, size in table_paint._spare if size == (1280, 720)}
        assert {"static", "layer", "frame"} <= spare
        taken = dict(table_paint._spare)
        rehearsed, left = first_frame()
        assert not left  # the table drew on the rehearsal's surfaces
        assert all(table_paint._spare.get(k) is v for k, v in taken.items())  # used, handed on
        assert pygame.image.tobytes(rehearsed, "RGB") == pygame.image.tobytes(fresh, "RGB")
        assert not list(tmp_path.rglob("*.json"))  # a rehearsal saves nothing
    finally:
        pygame.quit()
