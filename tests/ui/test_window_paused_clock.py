"""While Ctrl+Z's "Whose is it?" is open in a public reaction window, the window's countdown
waits: its clock says so ("paused: 1 s left") and keeps the time left, instead of the "0 s"
and empty bar new players saw at 2026-11-26 while the table was really waiting."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")


def _key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(pygame.event.get())


def _window(app: App) -> TableScene:
    """Espionage seed 7, Ann and Bea: Ann's Mission opens a reaction window shown to both."""
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    table.lift_curtain()
    app.step([])
    assert table.submit(next(a for a in table.legal(0) if a.verb == "play"))
    for _ in range(3):
        app.step([])
    assert table.window_key is not None and table.screen.public_window()
    return table


def test_the_countdown_says_paused_and_keeps_its_time(app: App) -> None:
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    table = _window(app)
    assert table.bar.clock_text() == f"{table.window.length:.0f} s"
    clock.advance(table.window.length - 0.3)  # the last moment: "0 s" was drawn here
    app.step([])
    left = table.window.left()
    assert 0 < left < 0.5
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.screen.asking_undo()
    for _ in range(5):  # the question stays up a long while: nothing runs out
        clock.advance(10.0)
        app.step([])
    assert table.window_key is not None and table.window.left() == left
    assert table.bar.clock_text() == "paused: 1 s left"
    _key(app, pygame.K_ESCAPE)  # nobody's: the question goes, the countdown runs on
    assert not table.screen.asking_undo()
    assert table.bar.clock_text() == "0 s"
    n = len(table.session.log)
    clock.advance(1.0)
    app.step([])
    app.step([])
    assert len(table.session.log) > n  # its time ran out: the table passed for both


def test_the_paused_words_keep_clear_of_the_bar(app: App) -> None:
    """Drawn paused, the countdown's bar stops before its longer words (both on one line)."""
    table = _window(app)
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    rect = table.bar.rect()
    assert rect is not None
    surf = pygame.Surface(app.screen.get_size())
    table.draw(surf)
    row = rect.bottom - int(18 * table.scale) + 2  # the bar's strip
    text = table.bar.clock_text()
    assert text.startswith("paused: ")
    start = rect.x + int(16 * table.scale) + 4  # by the bar's left end, full: no time gone yet
    for dy in range(2, int(8 * table.scale) - 2):  # (its rounded corners left out)
        row = [
            surf.get_at((x, rect.bottom - int(18 * table.scale) + dy))[:3]
            for x in range(start, rect.right)
        ]
        assert row[0] == theme.MUTED, "the paused bar is drawn in the muted colour"
        end = row.index(next(c for c in row if c != theme.MUTED))
        assert end > rect.width // 2  # the time kept: a full bar, not an empty one
        # past the bar's end, a gap before the words (never the bar under them)
        assert all(c != theme.MUTED for c in row[end : end + int(6 * table.scale)])
