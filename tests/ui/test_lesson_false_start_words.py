"""Issue 52 (a new player, 2026-11-26): the Austin lesson's false-start step said only "Press
now, while it says Wait..." and kept saying it once the smirk was shown, when a press is a copy
and no false start. The step's words now tell both states of the race apart, and the status
line under them follows the race (``LessonLayer.race_status``: "Copy it now" once it shows)."""

from __future__ import annotations

from tabletop.lessons.format import lesson_paths, load_lesson


def test_the_false_start_step_says_what_to_do_once_the_smirk_shows() -> None:
    lesson = load_lesson(lesson_paths("austin")[0])
    waits = [s for s in lesson.steps if s.wait and "Wait..." in s.text]
    false_start = [s for s in waits if "false start" in s.text]
    assert false_start, "the lesson's false-start step is gone"
    for step in false_start:
        assert "Press now" in step.text  # while it says Wait...
        assert "Once the smirk shows" in step.text and "copy it at once" in step.text
