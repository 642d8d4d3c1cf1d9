"""A Marvel Codenames co-op game (a person at seat 0 directing, the computer its Agent) played to
a list of moves and drawn once on a frozen table with every text traced afresh, for tests of
the Clues list and the clue's banner."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.parts import table_paint
from tests.ui import screenprobe


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh home folder; every surface drawn while recorded; text size back after."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_paint, "_spare", {})  # every surface drawn while recorded
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


def coop_session(seed: int, moves: list[str]) -> Session:
    """A co-op game (``seed``): seat 0 a person, the computer its Agent, after ``moves``."""
    seats = [SeatConfig("human", "H0"), SeatConfig("bot", "B1", "normal")]
    session = Session("codenames", seed, seats, {"variant": "co-op"})
    for line in moves:
        session.apply(parse_action(line))
    return session


def traced_table(
    size: tuple[int, int], scale: int, session: Session
) -> tuple[Any, screenprobe.Shot]:
    """``session``'s frozen table drawn once at ``size`` and ``scale`` % text, each text
    rendered (and traced) afresh; the table and what it drew."""
    app = screenprobe.make_app(size, scale)
    theme._text_cache.clear()  # each text rendered (and traced) afresh
    return screenprobe.frozen_table(app, session, size)
