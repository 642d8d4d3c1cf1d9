"""A lesson's words speak of the mouse ("Drag the Courier onto the table's middle", "a
right-click on a card shows its text"): a newcomer playing by keys read them with no mouse in
hand. Once they use the keys (the focus ring shows), the panel's status line says the keys'
way too; with the mouse it stays as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import open_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tabletop.ui.layers.lesson import KEYS_DRAG
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock


@pytest.mark.parametrize("game", ["espionage", "austin", "rpgget"])
def test_a_drag_step_says_the_keys_way_to_a_keyboard_learner(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    lesson = load_lesson(lesson_paths(game)[0])
    at = next(
        i for i, st in enumerate(lesson.steps) if not st.is_note and "drag" in str(st.text).lower()
    )
    table = open_lesson(app, lesson, fresh=True)
    lessonkit.watch_overlays(app, clock)
    lessonkit.take_to(app, clock, table, at)
    lessonkit.settle(app, clock, table)
    table.focus.active = False  # the mouse
    _head, text, status = table.guide.lines()
    assert "drag" in text.lower() and status == "Your move."
    table.focus.active = True  # the keys
    _head, _text, status = table.guide.lines()
    assert status == f"Your move. {KEYS_DRAG}"
