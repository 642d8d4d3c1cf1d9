"""Issue 52 (Austin Powers lesson, 1280x720 at 200 % text, step 2): the status band over the
table ("Tab goes to Austin Powers, International Man of Mystery (the lesson points at it)")
lay over your hand's label, of which only "Y" showed. The label is one of the headings the
game declares (``GameView.headings``), which the band keeps clear of: it reads whole."""

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
STEP = 2


class _Enough(Exception):
    pass


def test_the_status_band_leaves_your_hands_label_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(SIZE, 200)
    clock = ManualClock()
    app.time_source = clock
    found: list[tuple[pygame.Rect, pygame.Rect]] = []

    def each(t: LessonTable) -> None:
        if t.run.at + 1 < STEP:
            return
        t.paint.band_rect = None
        surf = pygame.Surface(SIZE)
        t._frame = None
        t.draw(surf)
        pygame.image.save(surf, str(tmp_path / f"step{STEP}.png"))
        label = t.gv.hand_label_at(t.view, t.gv.geometry(len(t.view["seats"])))
        assert label is not None and t.paint.band_rect is not None
        assert label in t.gv.headings(t.view)
        found.append((t.paint.band_rect, label))
        raise _Enough

    with pytest.raises(_Enough):
        lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("austin")[0]), each=each)
    ((band, label),) = found
    assert not band.colliderect(label), (band, label)
    theme.set_ui(100, False)
    pygame.quit()
