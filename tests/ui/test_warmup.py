"""The launcher's warm-up: the games' modules import on a background thread and each game's
sprites decode in small idle jobs; a decoded sprite then serves every size of it."""

from __future__ import annotations

import sys

import pygame

from tabletop.engine import registry
from tabletop.ui import assets, warmup
from tabletop.ui.app import App


def test_warm_up_imports_the_games_and_decodes_their_sprites(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    App((800, 600), headless=True)
    try:
        t = warmup.start_imports()
        t.join(timeout=60)
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
        pygame.quit()
