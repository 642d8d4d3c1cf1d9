"""Issue 52: at 200 % the lesson's last buttons read "Play a\u2026" and "Back to\u2026". At the end
of every lesson, at large text on the usual window and a small one, each of the panel's
buttons shows its label whole, inside the panel, the buttons apart."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.ui import table as tablemod
from tabletop.ui import theme
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

LESSONS = lessonkit.all_lessons()
IDS = [f"{p.parent.parent.name}-{p.stem}" for p in LESSONS]


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


@pytest.mark.parametrize(("size", "pct"), [((1280, 720), 200), ((1024, 600), 200)])
@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_the_last_buttons_are_whole_at_large_text(
    path: Path, size: tuple[int, int], pct: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
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
        app._step([])
        guide = table.guide
        guide.lay_out()
        labels = [b.label for b in guide.buttons]
        assert sorted(labels) == ["Back to the games", "Play a real game"]
        for b in guide.buttons:
            # the text size the button draws its label at (``Button.draw``)
            px = max(theme.MIN_TEXT, int(b.rect.height / b.lines * 0.42 / theme.ui_scale()))
            room = b.label_room(px)
            fit, said = theme.fit_text(b.label, px, room, "bold")
            assert said == b.label and fit == px, f"{b.label!r} drawn as {said!r} at {fit}"
            assert guide.panel_rect.contains(b.rect), (b.label, b.rect, guide.panel_rect)
            assert pygame.Rect((0, 0), size).contains(b.rect)
        one, two = guide.buttons
        assert not one.rect.colliderect(two.rect)
    finally:
        pygame.quit()
