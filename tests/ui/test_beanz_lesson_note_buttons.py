"""The Mighty Beanz lesson's note at 100 %, 150 % and 200 % text on 1280x720 and 100 % on
1024x600: at 200 % the note lay over the turn's "Draw (1 AP)" and "End turn [Enter]" buttons
in steps 1 to 5, only their first letters showing. Now the note leaves the table's move
buttons in sight at every step."""

from __future__ import annotations

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_the_note_leaves_draw_and_end_turn_in_sight(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    bad: list[str] = []
    seen: list[str] = []

    def each(t: LessonTable) -> None:
        t.draw(pygame.Surface(size))
        t.guide.lay_out()
        note = t.guide.panel_rect
        for b in t.buttons:
            if b.label.startswith(("Draw", "End turn")):
                seen.append(b.label)
                if note.colliderect(b.rect):
                    bad.append(f"step {t.run.at + 1}: the note {note} over {b.label!r} {b.rect}")

    lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("beanz")[0]), each=each)
    assert seen, "no Draw or End turn button was shown"
    assert not bad, bad
