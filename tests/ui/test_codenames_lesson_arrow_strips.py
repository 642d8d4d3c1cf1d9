"""Issue 52, the Marvel Codenames lesson at 200 % text on 1280x720: its arrow, kept off the
grid cards' names, ran along a row over the small upside-down name each card has in its top
box (SPIDER-MAN's and WAKANDA's on the way to HAWKEYE, every top-row card's on the way to
LOCKJAW). It now takes the band clear of those too where there is one, its shaft as thin as
the band and its head still as large as before (a head sized by the band was too small to
see). The lesson is opened at each step from its moves, not played from its start."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.codenames.names import mirror_rects
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui.layers import lesson_arrow
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.freshhome import home  # noqa: F401  (the fixture)
from tests.ui.test_codenames_lesson_arrow import _names

SIZE = (1280, 720)
#: the lesson's moves before its steps 1, 2 and 4 (HAWKEYE, LOCKJAW, GHOST RIDER'S CHAIN)
MOVES = {
    1: [],
    2: ["0:clue ANIMAL 3"],
    4: ["0:clue ANIMAL 3", "1:guess 0", "2:clue CHAIN 2", "3:guess 4", "3:guess 5", "3:stop"],
}


@pytest.mark.parametrize("step", sorted(MOVES))
def test_the_arrow_spares_the_upside_down_names_and_keeps_its_head(
    step: int, tmp_path: Path
) -> None:
    app = screenprobe.make_app(SIZE, 200)
    clock = ManualClock()
    app.time_source = clock
    lesson = load_lesson(lesson_paths("codenames")[0])
    t = LessonTable(app, lesson, {"log": MOVES[step], "step": step - 1})
    app.push(t)
    app._step([])
    lessonkit.settle(app, clock, t)
    assert t.run.at == step - 1
    surf = pygame.Surface(SIZE)
    t.draw(surf)
    pygame.image.save(surf, str(tmp_path / f"step{step}.png"))
    arrow, (holes, _drag) = t.guide.arrow, t.guide.targets()
    assert arrow is not None and holes
    target = holes[0]
    assert target.inflate(int(40 * t.scale), int(40 * t.scale)).collidepoint(arrow.tip)
    names = [r for _w, r in _names(t, target)]
    assert not arrow.hits(names), arrow.hits(names)  # the names as before
    strips = [r for r in mirror_rects(t.gv, t.view) if not r.colliderect(target)]
    assert len(strips) >= 20, strips
    assert not arrow.hits(strips), arrow.hits(strips)
    assert arrow.half >= 0.75 * lesson_arrow._full(t.scale)[2], arrow  # a head to see
