"""Issue 52: a new player took the Mighty Beanz lesson at 200 % by the keys. On a note step
("Press Next (or N) when you have read this") the focus sat on a game move the note points at
and the status line offered Enter for it: Enter would play the move instead of going on. On
every note of every lesson, Enter (the ring hidden or shown) goes to the next step, plays no
move, and the status line says Enter goes on."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.lessons.table import open_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

LESSONS = lessonkit.all_lessons()
IDS = [f"{p.parent.parent.name}-{p.stem}" for p in LESSONS]


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


def press(app: App, k: int) -> None:
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app._step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_enter_on_a_note_goes_to_the_next_step(
    path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    app.settings["ui_scale"] = 200
    app.apply_ui()
    clock = ManualClock()
    app.time_source = clock
    try:
        lesson = load_lesson(path)
        table = open_lesson(app, lesson, fresh=True)
        app._step([])
        notes = 0
        for _ in range(3 * len(lesson.steps) + 5):
            lessonkit.settle(app, clock, table)
            if table.run.finished or table not in app.scenes:
                break
            step = table.run.step
            assert step is not None
            if app.scene is table and step.is_note:
                at, moves = table.run.at, len(table.game.log)
                if notes % 2:  # the ring shown first (at what the note points at)
                    press(app, pygame.K_TAB)
                said = table.focus.status_text()
                assert not said or "Next" in said, f"step {at + 1}: {said}"
                press(app, pygame.K_RETURN)
                assert len(table.game.log) == moves, f"step {at + 1}: Enter played a move"
                assert table.run.at == at + 1 or table.run.finished, f"step {at + 1}: not on"
                notes += 1
                continue
            lessonkit.perform(app, clock, lessonkit.step_gesture(table))
            if table.chooser:
                lessonkit.perform(app, clock, lessonkit.step_gesture(table))
        assert table.run.finished, "the lesson did not end"
        assert notes, "no note step"
    finally:
        pygame.quit()
