"""A folded log the player opened (the Log button, large text) stays on top until they close
it: a reaction window opening under it is drawn beneath it, never over its lines (new players
saw the window's panel over the open log at 200 %, 2026-11-26)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.parts.table_paint import log_place, toggle_log
from tabletop.ui.table import TableScene

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")


def _window_under_log(app: App, pct: int) -> TableScene:
    """Espionage seed 7, four people at ``pct`` % text: the log is folded and opened, Ann's
    Mission opens a reaction window whose bar reaches under the log."""
    app.settings["ui_scale"] = pct
    app.apply_ui()
    names = ("Ann", "Bea", "Cy", "Dee")
    table = TableScene(app, Session("espionage", 7, [SeatConfig("human", n) for n in names]))
    app.push(table)
    app.step([])
    table.lift_curtain()
    app.step([])
    assert table.log_folded
    toggle_log(table)
    assert table.submit(next(a for a in table.legal(0) if a.verb == "play"))
    for _ in range(3):
        app.step([])
    assert table.log_open and table.window_key is not None
    return table


def _drawn(app: App, table: TableScene) -> pygame.Surface:
    surf = pygame.Surface(app.screen.get_size())
    table.draw(surf)
    return surf


@pytest.mark.parametrize("pct", [150, 200])
def test_the_open_log_lies_over_the_window_bar(
    app: App, pct: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _window_under_log(app, pct)
    bar = table.bar.rect()
    assert bar is not None
    log = log_place(table)
    if log.bottom < bar.top:  # the log ends above the bar (its title was hidden at 200 %)
        assert log.height < table.log_rect.height and log.colliderect(table.log_rect)
        return
    under = bar.clip(log.inflate(-24, -24))  # (the panel's round corners left out)
    assert under.width and under.height  # the bar reaches under the open log
    with_bar = _drawn(app, table)
    monkeypatch.setattr(table.bar, "draw", lambda surf: None)
    without_bar = _drawn(app, table)
    for x in range(under.left, under.right, 3):
        for y in range(under.top, under.bottom, 3):
            assert with_bar.get_at((x, y)) == without_bar.get_at((x, y)), (x, y)
    # outside the log the bar is drawn as ever
    free = pygame.Rect(bar.left, bar.top, table.log_rect.left - bar.left, bar.height)
    assert any(
        with_bar.get_at((x, y)) != without_bar.get_at((x, y))
        for x in range(free.left, free.right, 4)
        for y in range(free.top, free.bottom, 4)
    )


def test_closed_the_log_leaves_the_window_bar_whole(app: App) -> None:
    table = _window_under_log(app, 200)
    toggle_log(table)
    assert not table.log_open
    bar = table.bar.rect()
    assert bar is not None and bar.colliderect(table.log_rect)
    surf = _drawn(app, table)
    # the bar's own colour at its right end, where the log lay
    inside = bar.clip(table.log_rect)
    assert surf.get_at((inside.centerx, bar.bottom - 3)) != surf.get_at(
        (inside.centerx, bar.bottom + 6)
    )
