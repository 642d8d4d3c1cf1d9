"""Issue 52 (a new player, 2026-11-26): after the Codenames lesson a first real game showed a
half-red, half-blue card in the final reveal and ended "Rating: Solid", neither of which the
lesson had named. The lesson now says what the Double Agent card covers and what the
simulated rival's score and rating are, in the words the table then shows."""

from __future__ import annotations

from tabletop.games.codenames.data import ratings
from tabletop.lessons.format import lesson_paths, load_lesson


def _text() -> str:
    lesson = load_lesson(lesson_paths("codenames")[0])
    return " ".join(s.text for s in lesson.steps)


def test_the_lesson_names_the_double_agent_card() -> None:
    text = _text()
    assert "Double Agent" in text
    assert "half-red, half-blue" in text  # as the reveal draws it
    assert "nine heroes" in text


def test_the_lesson_says_what_the_score_and_its_rating_are() -> None:
    text = _text()
    assert "your score" in text and "rated" in text
    titles = [title.split(":")[0] for _, title in ratings()]  # "Solid: the mission succeeded"
    assert titles[0] in text and titles[-1] in text, f"the lesson names not the range {titles}"
