"""Every lesson can be taken to its end by its pointing at large text, on the usual window and
on a small one: the lesson's gestures land where the table draws at 150 and 200 % (a new
player who set 200 % takes the same lessons)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

LESSONS = lessonkit.all_lessons()
IDS = [f"{p.parent.parent.name}-{p.stem}" for p in LESSONS]


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


@pytest.mark.parametrize(
    ("size", "pct"), [((1280, 720), 200), ((1024, 600), 200), ((1024, 600), 150)]
)
@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_a_lesson_is_taken_to_its_end_at_large_text(
    path: Path,
    size: tuple[int, int],
    pct: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    app.settings["ui_scale"] = pct
    app.apply_ui()
    clock = ManualClock()
    app.time_source = clock
    try:
        table = lessonkit.take_lesson(app, clock, load_lesson(path))
        assert table.run.finished
    finally:
        pygame.quit()
