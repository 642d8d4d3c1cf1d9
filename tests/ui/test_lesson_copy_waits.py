"""The Austin Powers lesson's copy race waits for the learner (2026-11-26: a new player missed
the only copy race, 3 s long, and was never shown copying a gesture): the race a computer
player's Happening opens waits ``COPY_WAIT_NS`` for the learner's copy, the panel says which key
copies it, and a copy made late is the learner's copy (last: the note says so). Over the
learner's own race the panel says to press their key, not that the others are moving. Headless,
on a fake clock (``tests/ui/fakeclock.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.lessons.format import Lesson, lesson_paths, load_lesson
from tabletop.lessons.table import COPY_WAIT_NS, LessonTable, open_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock
from tests.ui.test_lesson_races import _frames_until

AUSTIN = lesson_paths("austin")[0]


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


_frames = _frames_until  # frames on the test's clock until ``done()``


def _race_at(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pick: Any
) -> tuple[App, ManualClock, LessonTable, Lesson, int]:
    """The lesson taken to the race step ``pick(lesson)`` (an index), its race up."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    lesson = load_lesson(AUSTIN)
    at = pick(lesson)
    table = open_lesson(app, lesson, fresh=True)
    lessonkit.watch_overlays(app, clock)
    lessonkit.take_to(app, clock, table, at)
    assert table.run.at == at
    _frames(app, clock, lambda: hasattr(app.scene, "race"))
    return app, clock, table, lesson, at


def _copy_race(lesson: Lesson) -> int:
    """The first waiting step whose race is a computer player's Happening (the learner copies)."""
    return next(
        i
        for i, st in enumerate(lesson.steps)
        if st.wait
        and any(e.action is not None and e.action.verb == "happening" for e in st.entries)
    )


def _own_race(lesson: Lesson) -> int:
    return next(
        i
        for i, st in enumerate(lesson.steps)
        if st.own is not None and st.own.pattern is not None and st.own.pattern.args == ("**",)
    )


def _key(over: Any, seat: int) -> pygame.event.Event:
    code = over.keys.keymap.bindings[seat].code
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_the_copy_race_waits_for_the_learner_and_says_which_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, clock, table, lesson, at = _race_at(tmp_path, monkeypatch, _copy_race)
    over = app.scene
    race, me = over.race, table.run.learner
    key = over.keys.main_label(me)
    assert race.duration_ns >= COPY_WAIT_NS > 3_000_000_000
    _frames(app, clock, lambda: race.window.opened_ns is not None)
    for _ in range(8 * 60):  # eight seconds after the gesture, nothing pressed
        clock.advance(1 / 60)
        app._step([])
    # a game's race (3 s) would be over: the lesson's still waits, saying what to press
    assert not race.done and app.scene is over and table.run.at == at
    assert all(race.window.pressed(s) for s in race.bots if s in race.seats)
    status = table.guide.lines()[2]
    assert status == f"Copy it now: press {key} (or click the race)."
    assert "moving" not in status
    app._step([_key(over, me)])
    assert race.window.pressed(me) and not race.window.false_started(me)
    _frames(app, clock, lambda: race.done)
    assert tuple(race.outcome().last) == (me,) and me not in race.outcome().missed
    assert table.guide.lines()[2] != status  # no "copy it now" once copied
    _frames(app, clock, lambda: over.stage == "result")
    if over.offer is not None:  # lost to the computer: relaxed timing offered, N declines it
        app._step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n")])
    _frames(app, clock, lambda: app.scene is table and table.run.at == at + 1)
    # the learner copied, late: the report and the note say so (not that they did not press)
    reports = [a for a in table.game.log if a.startswith("1:happening_order")]
    assert reports == ["1:happening_order 2 0"]
    assert table.guide.lines()[1] == lesson.steps[at + 1].last
    pygame.quit()


def test_over_the_learners_own_race_the_panel_names_their_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """2026-11-26: the panel over "Press Q!" said "The other players are moving"."""
    app, clock, table, _lesson, _at = _race_at(tmp_path, monkeypatch, _own_race)
    over = app.scene
    me = table.run.learner
    assert over.race.opener == me
    status = table.guide.lines()[2]
    key = over.keys.main_label(me)
    assert status == f"Your part: press {key} (or click the race) to make the gesture."
    app._step([_key(over, me)])
    assert over.race.window.opened_ns is not None
    assert "moving" not in table.guide.lines()[2]
    pygame.quit()


def test_a_copy_race_nobody_copies_ends_after_its_wait(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The learner never copies: the race ends once its wait is over, the result (and its
    offer of relaxed timing, declined with N) goes, and the lesson's next note comes."""
    app, clock, table, lesson, at = _race_at(tmp_path, monkeypatch, _copy_race)
    over = app.scene
    race = over.race
    _frames(app, clock, lambda: race.done, limit=int((COPY_WAIT_NS / 1e9 + 10) * 60))
    _frames(app, clock, lambda: over.stage == "result")
    if over.offer is not None:
        app._step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n")])
    _frames(app, clock, lambda: app.scene is table and table.run.at == at + 1)
    pygame.quit()


def test_a_learner_who_false_started_copies_right_in_the_next_race(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A learner whose first copy was a false start was then asked to make a false start on
    purpose, and never copied a gesture right: after a false start the next race asks them to
    wait for the smirk and copy it, and the note after it says they did."""
    app, clock, table, lesson, at = _race_at(tmp_path, monkeypatch, _copy_race)
    over = app.scene
    race, me = over.race, table.run.learner
    assert race.window.opened_ns is None  # Wait...
    app._step([_key(over, me)])  # a false start
    assert race.window.false_started(me)
    _frames(app, clock, lambda: race.done, limit=int((COPY_WAIT_NS / 1e9 + 10) * 60))
    _frames(app, clock, lambda: over.stage == "result")
    if over.offer is not None:
        app._step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n")])
    _frames(app, clock, lambda: app.scene is table and table.run.at == at + 1)
    assert table.guide.lines()[1] == lesson.steps[at + 1].false_start
    table.next_note()  # read
    assert table.run.at == at + 2
    assert table.guide.lines()[1] == lesson.steps[at + 2].false_start  # copy it right now
    table.next_note()
    _frames(app, clock, lambda: hasattr(app.scene, "race"))
    over = app.scene
    race = over.race
    assert table.guide.lines()[1] == lesson.steps[at + 3].false_start
    _frames(app, clock, lambda: race.window.opened_ns is not None)  # the smirk
    app._step([_key(over, me)])  # copied at once
    assert race.window.pressed(me) and not race.window.false_started(me)
    _frames(app, clock, lambda: race.done)
    _frames(app, clock, lambda: over.stage == "result")
    if over.offer is not None:
        app._step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n")])
    _frames(app, clock, lambda: app.scene is table and table.run.at == at + 4)
    copied = table.guide.lines()[1]
    assert copied in (lesson.steps[at + 4].text, lesson.steps[at + 4].last)
    assert "false start" not in copied.split(".")[0]
    pygame.quit()
