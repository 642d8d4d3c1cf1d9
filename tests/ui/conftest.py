"""Fixtures shared by the UI tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tests.ui.fakeclock import ManualClock


@pytest.fixture()
def app_size() -> tuple[int, int]:
    """The window size of ``app``; a test file overrides this fixture for another size."""
    return (1280, 720)


@pytest.fixture()
def app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, app_size: tuple[int, int]
) -> Iterator[App]:
    """A headless app at ``app_size`` whose home (settings, saves, profiles) is ``tmp_path``."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App(app_size, headless=True)
    yield a
    pygame.quit()


@pytest.fixture()
def clock(app: App) -> ManualClock:
    """The app's (and so every table's) time, moved by the test only."""
    c = ManualClock()
    app.time_source = c
    return c
