"""A refusal of Ctrl+Z speaks of the moment it was pressed in ("Nothing of yours to take back
yet"): it goes when that moment passes (a move made, a new reaction window open, the turn
passed), else at its normal time. New players saw it stand on into the next public window
(2026-11-26)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.components.widgets import Toasts
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")


def _refusals(table: TableScene) -> list[str]:
    return [t.text for t in table.toasts.items if t.kind == "bad"]


def _ctrl_z(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    )
    app.step(pygame.event.get())


def test_the_refusal_goes_when_the_next_window_opens(app: App) -> None:
    """Ann, first to move, presses Ctrl+Z: nothing to take back, said at once. She plays a
    card: the public reaction window opens, and the refusal is no longer on the screen (the
    table's clock moved only by the test: no wall-clock time made it go)."""
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    assert table.curtain_for == 0
    table.lift_curtain()
    app.step([])
    _ctrl_z(app)
    said = _refusals(table)
    assert said and said[0].startswith("Nothing of yours to take back yet")
    app.step([])
    assert _refusals(table) == said  # the moment lasts: the message stays
    assert table.submit(next(a for a in table.legal(0) if a.verb == "play"))
    app.step([])
    app.step([])
    assert table.window_key is not None  # the reaction window is open
    assert _refusals(table) == []


def test_a_refusal_left_alone_stays_for_its_time_then_goes() -> None:
    """Nothing moves on: the refusal keeps its normal time (``Toast.life``), then goes; a
    message said of no moment outlives any move."""
    toasts = Toasts()
    toasts.add("Nothing of yours to take back yet: no one has moved.", "bad", moment=4)
    toasts.add("A message of no moment.")
    assert not toasts.moment_is(4) and len(toasts.items) == 2
    assert toasts.moment_is(5)
    assert [t.text for t in toasts.items] == ["A message of no moment."]
    toasts.items[0].born -= toasts.items[0].life + 0.1
    assert not toasts.active()
