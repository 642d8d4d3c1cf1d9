"""A fresh home folder for each test of a screen, the text size and pygame put back after it;
a test module takes it by importing one of these fixtures, each named ``home``: ``home`` and
``home_curtains_open`` apply to each of its tests, ``home_when_asked`` and
``home_curtains_open_when_asked`` to the tests that ask for ``home``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme


@contextmanager
def _fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, curtains_open: bool) -> Iterator[Path]:
    """``TABLETOP_HOME`` in the test's own folder (and, with ``curtains_open``, curtains that
    take keys and clicks at once); 100 % text and pygame closed after."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    if curtains_open:
        monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
        monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with _fresh(tmp_path, monkeypatch, curtains_open=False) as path:
        yield path


@pytest.fixture(name="home")
def home_when_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with _fresh(tmp_path, monkeypatch, curtains_open=False) as path:
        yield path


@pytest.fixture(autouse=True, name="home")
def home_curtains_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with _fresh(tmp_path, monkeypatch, curtains_open=True) as path:
        yield path


@pytest.fixture(name="home")
def home_curtains_open_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    with _fresh(tmp_path, monkeypatch, curtains_open=True) as path:
        yield path
