"""A press while the lesson says to press counts (a new player's Austin lesson, 2026-11-26:
step 25 said "Press now, while it says Wait..." while the computer player was about to play
its Happening; the key, pressed before the race's panel was up, was dropped without a word,
and the note after said "You did not press at all"). The press is kept for the race and fed
to it as it starts: a false start, as the step teaches, and the note after says so."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui.fakeclock import ManualClock
from tests.ui.lessonkit import watch_overlays
from tests.ui.test_lesson_races import _computer_races, _run_to


def _key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("key", [pygame.K_q, pygame.K_SPACE])
def test_a_press_before_the_race_panel_is_a_false_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.75)
    lesson = load_lesson(lesson_paths("austin")[0])
    at = _computer_races(lesson)[-1]  # "Press now, while it says Wait..."
    assert "Press now" in lesson.steps[at].text
    run, g = _run_to(lesson, at)
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    watch_overlays(app, clock)
    table = LessonTable(app, lesson, run.to_save(g))
    app.push(table)
    app._step([])
    learner = table.run.learner
    assert app.scene is table and table.game.timed() is None  # no race, no panel yet
    app._step([_key(key)])  # pressed as the step says, before the Happening is played
    assert table.pressed_early == at
    assert any("false start" in t.text for t in table.toasts.items)  # said at once
    race = None
    for _ in range(600):
        clock.advance(1 / 60)
        app._step([])
        if hasattr(app.scene, "race") and app.scene.race.started_ns is not None:
            race = app.scene.race
            break
    assert race is not None
    # the press is in the race from its start, before the gesture: a false start
    assert race.window.opened_ns is None and race.window.false_started(learner)
    for _ in range(3000):
        if app.scene is table and table.run.at != at:
            break
        clock.advance(1 / 60)
        app._step([])
    assert table.run.false_start
    note = lesson.steps[table.run.at]
    assert table.guide.lines()[1] == table.gv.say(note.false_start)
    pygame.quit()


def test_the_table_keys_are_the_tables_where_no_race_is_coming(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before the step that waits for the race (a note is read) Q and Space are not kept."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("austin")[0])
    at = _computer_races(lesson)[-1] - 1
    assert lesson.steps[at].is_note
    run, g = _run_to(lesson, at)
    app = App((1280, 720), headless=True)
    table = LessonTable(app, lesson, run.to_save(g))
    app.push(table)
    app._step([])
    assert not table.press_early(_key(pygame.K_q)) and table.pressed_early is None
    pygame.quit()


def test_a_race_keeps_a_press_made_before_it_appeared() -> None:
    """The pure race: a person's press before ``start`` (the panel not drawn yet) is fed as it
    starts, before the gesture: a false start, never dropped; the other seats are untouched."""
    from tabletop.reactions.race import Race

    ms = 1_000_000
    r = Race("happening", (1, 0, 2), opener=1, duration_ns=3000 * ms, linger_ns=400 * ms)
    assert r.press(0, 5) is None and r.early == [0]
    r.start(10 * ms)
    assert r.early == [] and r.window.false_started(0) and not r.window.false_started(2)
