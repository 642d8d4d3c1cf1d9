"""Issue 52: the table's messages ("Not now: ...", "Saved as ...") went by the machine's clock,
not the table's: a frozen table (a screenshot) or one whose clock a test holds still lost them
after 3.2 s of a loaded machine, and a fresh one was drawn faded in. They live on the table's
clock now: whole from the first frame, kept while that clock stands, gone when it has run
their time."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

SAID = "Not now: it is Bea's turn."


def _table(app: App, frozen: bool = False) -> TableScene:
    session = Session("espionage", 3, [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")])
    table = TableScene(app, session, viewer=0, frozen=frozen)
    app.push(table)
    return table


def _drawn(table: TableScene) -> list[pygame.Rect]:
    """The boxes of the messages drawn now (empty: none)."""
    got: list[pygame.Rect] = []
    real = table.toasts.draw

    def spy(dest: Any, cx: int, top: int, scale: float, room: int = 0, *more: int) -> None:
        room = room or dest.get_width() - int(80 * scale)
        for _t, _lines, h in table.toasts.shown(scale, room, *more):
            w, _ = table.toasts.extent(scale, room, *more)
            box = pygame.Rect(0, 0, w, h)
            box.midtop = (cx, top)
            got.append(box)
            break
        real(dest, cx, top, scale, room, *more)

    table.toasts.draw = spy  # type: ignore[method-assign]
    try:
        table.dirty = True
        surf = pygame.Surface(table.size)
        table.draw(surf)
    finally:
        del table.toasts.draw
    table.shown_on = surf  # type: ignore[attr-defined]
    return got


def _red_inside(table: TableScene, box: pygame.Rect) -> bool:
    """The message's "bad" red is drawn at full strength at the box's left margin."""
    surf = table.shown_on  # type: ignore[attr-defined]
    r, g, _b, *_ = surf.get_at((box.x + max(6, box.height // 8), box.centery))
    return r > 90 and r > g + 50


@pytest.fixture()
def wall(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The machine's clock, moved by the test (as a loaded machine's would run on)."""
    ahead = [0.0]
    real = time.monotonic
    monkeypatch.setattr(time, "monotonic", lambda: real() + ahead[0])
    return ahead


def test_a_message_lives_on_the_tables_clock(app: App, clock: ManualClock, wall) -> None:
    table = _table(app)
    table.toasts.add(SAID, "bad")
    (box,) = _drawn(table)
    assert _red_inside(table, box), "whole from its first frame, not faded in"
    wall[0] += 60.0  # a minute of the machine's time: the table's clock stood still
    assert table.toasts.active() and _drawn(table) == [box]
    assert _red_inside(table, box)
    clock.advance(3.0)  # within its 3.2 s on the table's clock
    assert table.toasts.active() and _drawn(table) == [box]
    clock.advance(0.3)
    assert not table.toasts.active() and not table.toasts.items
    assert _drawn(table) == []


def test_a_frozen_table_keeps_its_messages(app: App, clock: ManualClock, wall) -> None:
    table = _table(app, frozen=True)
    table.toasts.add(SAID, "bad")
    clock.advance(600.0)
    wall[0] += 600.0
    (box,) = _drawn(table)
    assert table.toasts.active() and _red_inside(table, box)
