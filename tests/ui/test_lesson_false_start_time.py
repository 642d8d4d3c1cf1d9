"""The Austin lesson's step that asks for a false start ("Press now, while it says Wait...")
came up with its race, and the computer player's smirk followed in well under a second: a new
player reading the step could not press during Wait..., and the note after said "You waited
for the smirk". The step's race now holds Wait... (``hold``) until the learner presses, the
smirk coming soon after the press, or for several seconds; the copy race before it keeps the
game's pace."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.lessons.format import LessonError, lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui.fakeclock import ManualClock
from tests.ui.lessonkit import watch_overlays
from tests.ui.test_lesson_races import _computer_races, _run_to

SECOND = 1_000_000_000


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="q", scancode=0)


def _race_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, at: int) -> tuple[Any, ...]:
    """The lesson at step ``at`` (index), played until its race's panel is drawn."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.5)
    lesson = load_lesson(lesson_paths("austin")[0])
    run, g = _run_to(lesson, at)
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    watch_overlays(app, clock)
    table = LessonTable(app, lesson, run.to_save(g))
    app.push(table)
    for _ in range(600):
        clock.advance(1 / 60)
        app._step([])
        if hasattr(app.scene, "race") and app.scene.race.started_ns is not None:
            return app, clock, table, app.scene.race
    raise AssertionError("the race never came up")


def _play(app: App, clock: ManualClock, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        clock.advance(1 / 60)
        app._step([])


def _false_start_step() -> int:
    lesson = load_lesson(lesson_paths("austin")[0])
    at = _computer_races(lesson)[-1]
    assert "Press now, while it says Wait..." in lesson.steps[at].text
    return at


def test_wait_stays_up_while_the_step_is_read_and_the_press_is_a_false_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    at = _false_start_step()
    app, clock, table, race = _race_up(tmp_path, monkeypatch, at)
    learner = table.run.learner
    _play(app, clock, 6.0)  # the step read (its 30-odd words), the key found
    assert race.window.opened_ns is None and not race.done, "the smirk came before the press"
    app._step([_key(pygame.K_q)])
    assert race.window.false_started(learner)
    _play(app, clock, 2.0)  # the smirk follows the false start soon
    assert race.window.opened_ns is not None
    for _ in range(3000):
        if app.scene is table and table.run.at != at:
            break
        clock.advance(1 / 60)
        app._step([])
    assert table.run.false_start
    assert table.guide.lines()[1] == table.gv.say(table.lesson.steps[table.run.at].false_start)
    pygame.quit()


def test_without_a_press_the_smirk_comes_after_some_seconds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    at = _false_start_step()
    app, clock, _table, race = _race_up(tmp_path, monkeypatch, at)
    _play(app, clock, 8.0)
    assert race.window.opened_ns is None
    _play(app, clock, 3.0)
    assert race.window.opened_ns is not None and not race.aborted
    pygame.quit()


def test_the_copy_race_before_keeps_the_games_pace(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    at = _computer_races(load_lesson(lesson_paths("austin")[0]))[0]
    app, clock, _table, race = _race_up(tmp_path, monkeypatch, at)
    assert race.opener_hold_ns == 0
    _play(app, clock, 2.0)
    assert race.window.opened_ns is not None
    pygame.quit()


def test_hold_is_only_a_waiting_steps(tmp_path: Path) -> None:
    src = lesson_paths("austin")[0].read_text(encoding="utf-8")
    path = tmp_path / "held.toml"
    path.write_text(src.replace('move = "0:end"\n', 'move = "0:end"\nhold = 5\n', 1))
    with pytest.raises(LessonError, match="hold"):
        load_lesson(path)
