"""The phone tests' app: headless at 1280x720, a data folder of its own, the phones' server on
loopback at any free port, frames stepped by a manual clock (``APP_TICK`` in a test module sets
its tick)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tests.ui.fakeclock import ManualClock


@pytest.fixture()
def app(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_RAISE", "1")
    monkeypatch.setattr("tabletop.room.room.HOST", "127.0.0.1")
    monkeypatch.setattr("tabletop.room.room.PORT", 0)
    a = App((1280, 720), headless=True)
    a.time_source = ManualClock(tick=getattr(request.module, "APP_TICK", 0.02))
    yield a
    a.room.close()
    pygame.quit()
