"""A fresh home folder for each test of a screen, the text size and pygame put back after it;
a test module takes it by importing ``home`` (an autouse fixture)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """``TABLETOP_HOME`` in the test's own folder; 100 % text and pygame closed after."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


@pytest.fixture(name="home")
def home_when_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The same for the tests that ask for ``home`` by name (imported as ``home_when_asked``)."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


@pytest.fixture(autouse=True, name="home")
def home_curtains_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh home folder and curtains that take keys and clicks at once, for every test of a
    module that imports it; 100 % text and pygame closed after."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


@pytest.fixture(name="home")
def home_curtains_open_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """The same for the tests that ask for ``home`` by name."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()
