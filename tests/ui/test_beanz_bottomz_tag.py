"""The Mighty Beanz lesson at 100 %, 150 % and 200 % text on 1280x720: a Bottomz-up Bean
card's tag lay at the card's top edge, where at large text its panel begins with its name
("Bottomz-up" over "Lion Bean" at 150 % on step 9, over the whole squat card at 200 %). At
every step, every position tag the mat draws (Bottomz-up, Sidewayz) lies clear of every name
on the mat: each Bean card's (its face's title, the first rows of a Bottomz-up card's panel, a
Sidewayz card's band) and each Cosmos card's strip over its Bean."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.beanz import postag
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

SIZE = (1280, 720)


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_no_position_tag_lies_over_a_name(
    scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(SIZE, scale)
    clock = ManualClock()
    app.time_source = clock
    bad: list[tuple[int, str]] = []
    bottomz: list[int] = []
    tags: list[pygame.Rect] = []

    def each(t: LessonTable) -> None:
        at = t.run.at + 1
        pills: list[pygame.Rect] = []
        real = t.gv.position_pill

        def spy(surf: pygame.Surface, img: pygame.Surface, centre: Any) -> pygame.Rect:
            pills.append(real(surf, img, centre))
            return pills[-1]

        t.gv.position_pill = spy  # type: ignore[method-assign]
        surf = pygame.Surface(SIZE)
        t._frame = None  # the table drawn anew, not from its cached frame
        try:
            t.draw(surf)
        finally:
            del t.gv.position_pill
        view = t.view
        if any(sl["bean"] and sl["position"] == "bottomz" for sl in view["mat"]):
            bottomz.append(at)
            pygame.image.save(surf, str(tmp_path / f"step{at}-{scale}.png"))
        names = postag.name_rects(t.gv, view)
        tags.extend(pills)
        for pill in pills:
            for name in names:
                if pill.colliderect(name):
                    bad.append((at, f"tag {pill} over the name at {name}"))

    lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("beanz")[0]), each=each)
    assert 9 in bottomz, bottomz  # the Lion lies Bottomz-up after its attack
    assert tags, "no position tag was drawn"
    assert not bad, bad
    theme.set_ui(100, False)
    pygame.quit()
