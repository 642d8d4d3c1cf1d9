"""Every lesson calls the person by the name typed for seat 1 in the launcher (issue 52,
2026-11-26: the Austin Powers lesson, and every other one, called a new player "Player 1" in
their panel, the log and the turn's line). Without a typed name the lesson's own words stay;
a name one of the lesson's computer players has is not taken from it; Codenames' "swap chairs"
takes the person's name to the Director's seat and the Director's to the seat left."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import load_lesson
from tabletop.lessons.table import LessonSession, open_lesson
from tabletop.ui.app import App
from tabletop.ui.seatnames import remember_name
from tests.ui import lessonkit, screenprobe

LESSONS = lessonkit.all_lessons()
IDS = [p.parent.parent.name for p in LESSONS]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_the_lesson_calls_the_person_by_their_name(path: Path) -> None:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = App((1280, 720), headless=True)
        remember_name(app.settings, 0, "Ann")
        lesson = load_lesson(path)
        table = open_lesson(app, lesson, fresh=True)
        app.step([])
        app.screen = pygame.Surface((1280, 720))
        table.draw(app.screen)
    seats = table.session.seats
    assert [s.name for s in seats if not s.is_bot] == ["Ann"]
    assert seats[lesson.learner].name == "Ann"
    drawn = " ".join(t for t, _px, _face in shot.sizes)
    if lesson.game != "codenames":  # (its table names the teams, not the people)
        assert "Ann" in drawn
    assert "Player 1" not in drawn
    assert not any("Player 1" in line for line, _c in table.log.lines)


def test_without_a_name_the_lesson_keeps_its_words_and_a_taken_name_stays_the_computer_s() -> None:
    lesson = load_lesson(next(p for p in LESSONS if p.parent.parent.name == "espionage"))
    plain = LessonSession(lesson, person="Player 1")
    assert [s.name for s in plain.seats] == lesson.names
    bea = LessonSession(lesson, person="bea")  # a computer player's name in this lesson
    assert [s.name for s in bea.seats] == lesson.names


def test_codenames_swap_of_chairs_takes_the_name_along() -> None:
    lesson = load_lesson(next(p for p in LESSONS if p.parent.parent.name == "codenames"))
    session = LessonSession(lesson, person="Ann")
    home = lesson.learner
    director = lesson.names[0]
    assert session.seats[home].name == "Ann"
    session.move_learner(0)
    assert session.seats[0].name == "Ann" and not session.seats[0].is_bot
    assert session.seats[home].name == director and session.seats[home].is_bot
