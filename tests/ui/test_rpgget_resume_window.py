"""A resumed game's response window waits for a first key or click before its time runs. A new
player resumed a hot-seat RPG Get! game saved during a window and was dropped straight into its
running 8 s countdown, shown to everyone, with no time to see what it was about: the window's
bar now says "resumed: a key starts its 8 s", no time runs out meanwhile, and the first key or
click (a claim key too) starts its whole time."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.test_public_moments import RPG_LOG, RPG_OPTIONS, RPG_SEED

pytestmark = pytest.mark.usefixtures("hotseat")


def _resumed(app: App) -> TableScene:
    """Ann's mission just ended (Bea's Done); the end of Ann's turn waits for Bea (she holds an
    Event): the game is saved there and resumed."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea")]
    played = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    for m in RPG_LOG:
        played.apply(parse_action(m))
    resumed = Session("rpgget", RPG_SEED, seats, dict(played.options), log=list(played.log))
    table = TableScene(app, resumed)
    app.push(table)
    return table


def _steps(app: App, seconds: float) -> None:
    for _ in range(int(seconds / 0.5)):
        app.time_source.advance(0.5)  # type: ignore[attr-defined]
        app.step([])


def test_a_resumed_window_waits_for_a_key_then_runs_its_whole_time(app: App) -> None:
    table = _resumed(app)
    app.step([])
    assert table.window_key is not None and table.screen.public_window()
    assert table.curtain_for is None
    n = len(table.session.log)
    _steps(app, 30.0)  # long past the window's 8 s: nothing runs out
    assert len(table.session.log) == n and table.window_key is not None
    length = table.window.length
    assert table.window.left() == pytest.approx(length)
    assert table.bar.clock_text() == f"resumed: a key starts its {int(length)} s"
    # a key (here Shift, no move of its own) starts the whole time
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode=""))
    app.step(pygame.event.get())
    assert not table.resume_hold
    _steps(app, length - 1.0)
    assert len(table.session.log) == n, "its whole time, counted from the key"
    assert table.bar.clock_text() == "1 s"
    _steps(app, 2.0)
    assert len(table.session.log) > n and table.session.log[n] == "1:pass"


def test_a_game_resumed_without_a_window_holds_nothing(app: App) -> None:
    """Resumed in a turn (its curtain first): the key that lifts it ends the hold; no later
    window waits for a key."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea")]
    resumed = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS), log=RPG_LOG[:4])
    table = TableScene(app, resumed)
    app.push(table)
    app.step([])
    assert table.window_key is None and table.curtain_for is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""))
    app.step(pygame.event.get())
    assert table.curtain_for is None and not table.resume_hold
