"""Every lesson's stated time is honest: a new player saw RPG Get!'s offered as "about 9
minutes" and met 36 steps. Each lesson's ``minutes`` agrees with the estimate from its steps
(``tabletop.lessons.pace``: their words read at 150 a minute, a look at what each points at,
a move where one is asked, the computer players' moves), and the first-start offer says the
time with the number of steps."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.registry import playable_names
from tabletop.lessons import pace
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.screens import OfferScene
from tabletop.ui.app import App

LESSONS = [p for g in playable_names() for p in lesson_paths(g)]


@pytest.mark.parametrize("path", LESSONS, ids=[p.parent.parent.name for p in LESSONS])
def test_a_lessons_stated_minutes_agree_with_its_steps(path: Path) -> None:
    lesson = load_lesson(path)
    estimate = pace.seconds(lesson) / 60
    assert abs(lesson.minutes - estimate) <= 1, (lesson.minutes, round(estimate, 1))


def test_the_estimate_grows_with_the_steps() -> None:
    """The RPG Get! lesson, the longest, is said to take the longest; 36 steps are more than
    9 minutes (at least 15 seconds a step)."""
    lessons = [load_lesson(p) for p in LESSONS]
    longest = max(lessons, key=lambda x: len(x.steps))
    assert longest.game == "rpgget" and longest.minutes == max(x.minutes for x in lessons)
    assert all(x.minutes * 60 >= 15 * len(x.steps) for x in lessons)


def test_the_offer_says_the_time_and_the_steps() -> None:
    lesson = load_lesson(lesson_paths("rpgget")[0])
    app = App((1280, 720), headless=True)
    offer = OfferScene(app, "rpgget", lambda: None, lesson.minutes, len(lesson.steps))
    words = offer.words()
    assert f"about {lesson.minutes} minutes ({len(lesson.steps)} steps)" in words
    assert "about 9 minutes" not in words
    pygame.quit()
