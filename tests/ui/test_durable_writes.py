"""Writes that never lose a move (issue 33): the autosave is on disk (written and fsynced) when
the move returns; a failed write (full disk, read-only folder) is told to the person at once
with what to do; one app window per save (a lock holding the process id)."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.engine.saves import list_saves, lock_path, new_autosave_path
from tabletop.room import session as session_mod
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene


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


def test_every_save_is_fsynced_file_and_folder(
    real_fsync, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """An atomic save flushes the new file to the disk before its rename and the folder after
    it (the tests skip the flush elsewhere: ``tests/conftest.py``)."""
    from tabletop.engine import saves

    synced: list[tuple[str, bool]] = []

    def spy(fd: int) -> None:
        real_fsync(fd)
        target = os.readlink(f"/proc/self/fd/{fd}") if os.path.isdir("/proc/self/fd") else ""
        synced.append((target, os.path.isdir(target)))

    monkeypatch.setattr(os, "fsync", spy)
    path = tmp_path / "saves" / "game.json"
    saves.write_json(path, {"log": ["0:pass"]})
    assert json.loads(path.read_text()) == {"log": ["0:pass"]}
    assert len(synced) == 2, synced
    if synced[0][0]:  # the temporary file first, then the folder that holds the new name
        assert synced[0][0].startswith(str(path.parent / "game.json.")) and not synced[0][1]
        assert synced[1] == (str(path.parent), True)


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


def _interrupted_save() -> Path:
    s = _session()
    s.apply(s.game.legal_actions(0)[-1])
    assert s.autosave is not None
    return s.autosave


def test_a_save_open_in_another_window_is_refused_with_a_sentence(app: App) -> None:
    path = _interrupted_save()
    lock_path(path).write_text(str(os.getppid()))  # a live process that is not us
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    launcher.resume()
    assert app.scene is launcher
    text = launcher.toasts.items[-1].text
    assert f"{path.name} is open in another tabletop window (process {os.getppid()})" in text
    assert path.exists() and lock_path(path).read_text() == str(os.getppid())


def test_a_lock_left_by_a_dead_process_is_taken_over_and_released(app: App) -> None:
    path = _interrupted_save()
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    lock_path(path).write_text(dead)
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    launcher.resume()
    table = app.scene
    assert isinstance(table, TableScene) and table.session.autosave == path
    assert lock_path(path).read_text() == str(os.getpid())
    app.pop()
    assert not lock_path(path).exists()  # left: another window may continue it


def test_stale_locks_are_cleaned_when_the_saves_are_listed(app: App) -> None:
    path = _interrupted_save()
    lock_path(path).write_text("not a pid")
    assert [e.path for e in list_saves([])] == [path]
    assert not lock_path(path).exists()


def test_a_game_being_played_here_cannot_be_resumed_by_a_second_window(app: App) -> None:
    path = _interrupted_save()  # this process plays it: its lock holds our pid
    assert lock_path(path).read_text() == str(os.getpid())
    other = subprocess.run(
        [sys.executable, "-c", CLAIM, str(path)], capture_output=True, text=True, env=os.environ
    )
    assert other.returncode == 0, other.stderr
    assert f"is open in another tabletop window (process {os.getpid()})" in other.stdout


CLAIM = """
import sys
from pathlib import Path
from tabletop.engine.errors import SaveError
from tabletop.engine.saves import claim_save
try:
    claim_save(Path(sys.argv[1]))
    print("claimed")
except SaveError as e:
    print(e)
"""


def test_start_up_cleans_temporary_files_in_every_folder_the_app_writes(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    left = [
        tmp_path / "settings.json.a1.tmp",
        tmp_path / "saves" / "auto-1-espionage.png.b2.tmp",
        tmp_path / "profiles" / "ann" / "profile.json.c3.tmp",
        tmp_path / "profiles" / "ann" / "decks" / "austin" / "evil.toml.d4.tmp",
        tmp_path / "deck-lists" / "austin-evil.txt.e5.tmp",
    ]
    kept = tmp_path / "profiles" / "ann" / "notes.tmp"  # not one of ours
    for p in [*left, kept]:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("{half")
    App((1024, 600), headless=True)
    pygame.quit()
    assert [p for p in left if p.exists()] == [] and kept.exists()


def test_a_full_disk_when_a_game_starts_is_told_not_raised(app: App, monkeypatch) -> None:
    """Found on a 64 KiB tmpfs: the lock's write raised ENOSPC out of new_autosave_path."""
    from tabletop.engine import saves

    def full(*a, **k):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves.os, "fdopen", full)
    path = new_autosave_path("espionage")
    assert not lock_path(path).exists()
    monkeypatch.setattr(saves.Path, "touch", full)
    monkeypatch.setattr(session_mod, "write_json", full)
    s = Session("espionage", 1, [SeatConfig("human", "A")] * 2, autosave=new_autosave_path("x"))
    assert s.save_problem is not None and "the disk is full" in s.save_problem


def test_a_damaged_profile_on_a_full_disk_is_told_not_raised(tmp_path, monkeypatch) -> None:
    from tabletop.collection import profiles

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    store = profiles.Profiles()
    store.create("Ann")
    (store.folder("Ann") / "profile.json").write_text("{broken")

    def full(path, text):  # type: ignore[no-untyped-def]
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(profiles, "atomic_write_text", full)
    prof = store.load("Ann")
    assert prof.name == "Ann" and len(store.notices) == 2
    assert "cannot be written (No space left on device)" in store.notices[1]
