"""Issue 52 (Mighty Beanz lesson, 1280x720): the note of step 3 ("Place a Bean: drag the Clown
Bean ...") lay over your deck and discard counts at the table's left, while the game log beside
it had one line and room to spare. A note weighs the seats' names, piles and counts the game
paints (``GameView.headings``) as what it should cover least, and in the log's column it goes
under the log's newest line where the log leaves it room: at the lesson's first steps it
covers no seat's panel and no line of the log."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

SIZE = (1280, 720)
STEPS = 3  # the third is the first move, whose note lay over your piles


class _Enough(Exception):
    pass


def test_a_beanz_note_covers_no_seat_panel_and_no_log_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(SIZE, 100)
    clock = ManualClock()
    app.time_source = clock
    seen: list[int] = []

    def each(t: LessonTable) -> None:
        at = t.run.at + 1
        seen.append(at)
        note = t.guide.panel_rect
        if at == STEPS:  # the step's picture, to look at
            surf = pygame.Surface(SIZE)
            t.draw(surf)
            pygame.image.save(surf, str(tmp_path / f"step{at}.png"))
        heads = [r for r in t.gv.headings(t.view) if r.width]
        assert heads and note.collidelist(heads) < 0, (at, note, heads)
        log = t.log_rect
        lines = pygame.Rect(log.x, log.y, log.w, t.log.bottom_line(log, t.scale) - log.y)
        assert not note.colliderect(lines), (at, note, lines)  # the heading and its lines
        if at >= STEPS:
            raise _Enough

    with pytest.raises(_Enough):
        lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("beanz")[0]), each=each)
    assert seen == list(range(1, STEPS + 1))
    theme.set_ui(100, False)
    pygame.quit()
