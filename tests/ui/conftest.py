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
    a.room.close()  # a phones' server a test started stops with the test
    pygame.quit()


@pytest.fixture()
def scaled_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A test's own home (settings, saves) for a test that sets a text size: the size back at
    100 % and pygame shut down after it. A file uses it with
    ``pytestmark = pytest.mark.usefixtures("scaled_home")``."""
    from tabletop.ui import theme

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    theme.set_ui(100, False)
    pygame.quit()


@pytest.fixture()
def clock(app: App) -> ManualClock:
    """The app's (and so every table's) time, moved by the test only."""
    c = ManualClock()
    app.time_source = c
    return c


@pytest.fixture()
def hotseat(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    """``app`` for people at one screen: the curtain's guards off (a key or a click lifts it at
    once) and its clock a ``ManualClock`` (``app.time_source``). A hot-seat test file uses it with
    ``pytestmark = pytest.mark.usefixtures("hotseat")``."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app.time_source = ManualClock()
    return app


def press(app: App, key: int) -> None:
    """A key pressed and taken by the app's next step."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())
