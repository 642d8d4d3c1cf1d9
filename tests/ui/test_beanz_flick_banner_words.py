"""The banner "Flick for the Loot in Galaxy 1!" at 100 %, 150 % and 200 % text on 1280x720 and
100 % on 1024x600 (the Mighty Beanz lesson's Shoot for Loot step): at 200 % its words ran out
of both ends of its box ("...the Loot in Gal" inside, "axy 1!" on the mat). Now the box is as
wide as its words, and the words inside it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_the_flick_banner_holds_its_words(
    size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    said = record_texts(monkeypatch)
    seen: list[str] = []

    def each(t: LessonTable) -> None:
        said.clear()
        t.gv.draw_loot_banner(pygame.Surface(size), t.view, t.viewer)
        banner = t.gv.loot_banner(t.view, t.viewer)
        box = banner[0] if banner is not None else t.gv.shot_button_rect()
        for w in said:
            if w.text.startswith("Flick for the Loot"):
                seen.append(w.text)
                half = theme.text_width(w.text, w.px, "bold") // 2
                assert box.left < w.at[0] - half and w.at[0] + half < box.right, (w, box)
                assert t.gv.mat_rect().left <= box.left and box.right <= t.gv.mat_rect().right

    lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("beanz")[0]), each=each)
    assert seen, "the banner never showed"
