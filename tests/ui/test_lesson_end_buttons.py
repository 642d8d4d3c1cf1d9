"""Issue 52: at 200 % the lesson's last buttons read "Play a\u2026" and "Back to\u2026". At the end
of every lesson, at large text on the usual window and a small one, each of the panel's
buttons shows its label whole, inside the panel, the buttons apart."""

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


@pytest.mark.slow
@pytest.mark.parametrize(("size", "pct"), [((1280, 720), 200), ((1024, 600), 200)])
@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_the_last_buttons_are_whole_at_large_text(
    path: Path, size: tuple[int, int], pct: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Slow: in CI ``tests/ui/test_lessons_large_text.py`` makes this same check
    (``lessonkit.end_buttons_whole``) at the end of its own take of every lesson at both of
    these windows and text sizes, the same play; this one takes each lesson again for it."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    app.settings["ui_scale"] = pct
    app.apply_ui()
    clock = ManualClock()
    app.time_source = clock
    try:
        table = lessonkit.take_lesson(app, clock, load_lesson(path))
        lessonkit.end_buttons_whole(table, size)
    finally:
        pygame.quit()
