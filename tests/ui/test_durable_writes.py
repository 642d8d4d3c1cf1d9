"""Writes that never lose a move (issue 33): the autosave is on disk (written and fsynced) when
the move returns, and a failed write (full disk, read-only folder) is told to the person at once
with what to do."""

from __future__ import annotations

import errno
import json

import pygame
import pytest

from tabletop.engine import session as session_mod
from tabletop.engine.saves import new_autosave_path
from tabletop.engine.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def _session() -> Session:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "random")]
    return Session("espionage", 5, seats, autosave=new_autosave_path("espionage"))


def test_the_move_is_on_disk_when_apply_returns(app: App) -> None:
    s = _session()
    for _ in range(4):
        seat = s.game.active_seats()[0]
        s.apply(s.game.legal_actions(seat)[-1])
        assert s.autosave is not None
        assert json.loads(s.autosave.read_text())["log"] == s.log  # no writer thread to wait for


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (errno.ENOSPC, "the disk is full. To keep this game, free some space"),
        (errno.EROFS, "the folder cannot be written. To keep this game, make "),
    ],
)
def test_a_failed_autosave_is_told_at_once(app: App, monkeypatch, code: int, said: str) -> None:
    s = _session()
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    assert s.save_problem is None

    def full(path, text):  # type: ignore[no-untyped-def]
        raise OSError(code, "refused by the test")

    monkeypatch.setattr(session_mod, "write_json", full)
    table.submit(s.game.legal_actions(0)[-1])
    app.step([])
    texts = [t.text for t in table.toasts.items]
    assert any(t.startswith("Your moves are NOT being saved") and said in t for t in texts), texts
    shown = len(table.toasts.items)
    app.step([])
    assert len(table.toasts.items) == shown  # told once, not every frame
    monkeypatch.undo()
    seat = s.game.active_seats()[0]
    s.apply(s.game.legal_actions(seat)[-1])
    assert s.save_problem is None  # the next write worked: the game is saved again
    assert s.autosave is not None and json.loads(s.autosave.read_text())["log"] == s.log
