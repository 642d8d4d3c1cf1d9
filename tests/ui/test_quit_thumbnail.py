"""Closing the window in the middle of a game (QUIT) leaves the table as any other way out
does: its autosave gets its picture for the Continue list (saves made by closing the window
had none) and its lock is freed."""

from __future__ import annotations

import pygame

from tabletop.engine.saves import list_saves, lock_path, new_autosave_path, thumb_path
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene


def test_closing_the_window_writes_the_saves_picture_and_frees_it(app: App) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "random")]
    s = Session("espionage", 5, seats, autosave=new_autosave_path("espionage"))
    app.push(LauncherScene(app))
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    assert table.submit(s.game.legal_actions(0)[-1]) and s.log
    assert s.autosave is not None and not thumb_path(s.autosave).exists()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0  # the window's close button: the loop ends
    pic = thumb_path(s.autosave)
    assert pic.exists() and pic.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not lock_path(s.autosave).exists()
    (entry,) = [e for e in list_saves([]) if e.path == s.autosave]
    assert entry.thumb == pic  # the Continue list shows it
