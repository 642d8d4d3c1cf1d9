"""The Austin lesson's step counter went from 16 to 18: step 17 (choosing the target among
those tied for last in the learner's Happening) is passed over when nobody ties, yet it had a
number of its own. A step that may not come is told under the step before it: the numbers
the learner sees run on with no gap and end at the count the counter gives."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import open_lesson
from tabletop.ui.app import App


def _numbers(table: object, at: int) -> tuple[int, int]:
    table.run.at = at  # type: ignore[attr-defined]
    head = table.guide.lines()[0]  # type: ignore[attr-defined]
    m = re.search(r"step (\d+) of (\d+)", head)
    assert m, head
    return int(m.group(1)), int(m.group(2))


def test_the_austin_lessons_counter_skips_no_number(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    try:
        lesson = load_lesson(lesson_paths("austin")[0])
        table = open_lesson(app, lesson, fresh=True)
        steps = table.run.steps
        maybe = [i for i, st in enumerate(steps) if st.own is not None and st.own.optional]
        assert maybe, "the lesson has a step that may be passed over"
        for passed in (set(maybe), set()):  # nobody tied / the tie came
            table.run.passed = set(passed)
            shown = [i for i in range(len(steps)) if i not in passed]
            said = [_numbers(table, i) for i in shown]
            numbers = [n for n, _ in said]
            totals = {t for _, t in said}
            assert len(totals) == 1, totals  # the count never changes on the way
            # each number follows the one before it (a step that may not come repeats it)
            assert all(b - a in (0, 1) for a, b in zip(numbers, numbers[1:])), numbers
            assert numbers[0] == 1 and numbers[-1] == totals.pop(), numbers
            if not passed:
                continue
            assert numbers == list(range(1, len(shown) + 1)), numbers
    finally:
        pygame.quit()
