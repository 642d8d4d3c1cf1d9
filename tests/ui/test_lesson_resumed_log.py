"""A resumed lesson's log starts as the lesson's did: with the game after its position was set,
not with the seed's own deal (a resumed Espionage lesson said "You drew Blackmail. You drew
Courier.", cards the learner never held, and its log ran longer than the live one, so the
lesson's note under it sat lower than where the window had it)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock
from tests.ui.test_lesson_races import _run_to

LESSONS = lessonkit.all_lessons()


@pytest.mark.parametrize("path", LESSONS, ids=[f"{p.parent.parent.name}-{p.stem}" for p in LESSONS])
def test_a_resumed_lesson_logs_its_start_as_the_live_one(
    path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(path)
    app = App((1280, 720), headless=True)
    app.time_source = ManualClock()
    try:
        live = [t for t, _c in LessonTable(app, lesson, None).log.lines]
        # the first step with a move made before it
        run, g = next(
            (run, g) for run, g in (_run_to(lesson, i) for i in range(len(lesson.steps))) if g.log
        )
        resumed = [t for t, _c in lessonkit.resumed_lesson(app, lesson, run, g).log.lines]
        assert resumed[: len(live)] == live
        assert not any("position set" in t for t in resumed)
    finally:
        pygame.quit()


def test_the_espionage_lesson_resumed_names_no_card_the_learner_never_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(next(p for p in LESSONS if p.parent.parent.name == "espionage"))
    app = App((1280, 720), headless=True)
    app.time_source = ManualClock()
    try:
        run, g = _run_to(lesson, 7)
        table = lessonkit.resumed_lesson(app, lesson, run, g)
        lines = [t for t, _c in table.log.lines]
        assert "Player 1 played Courier." in lines or any("played Courier" in t for t in lines)
        assert not any(t.startswith("You drew Blackmail") for t in lines), lines
    finally:
        pygame.quit()
