"""Issue 52, the Marvel Codenames lesson at step 4 (1280x720): at 200 % text the Clues list
drew CHAIN 2's first guess as "Ghost" over "Rider", wrapped round "S.H.I.E.L.D." (a clue too
long for its team's name on its row gives the name the right of the row under it). A first
guess too wide for what the name leaves starts on the row under the name, whole. The lesson
is opened at the step from its moves (not played from its start)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tests.ui import lessonkit, screenprobe
from tests.ui.clueplay import home  # noqa: F401  (the fixture)
from tests.ui.fakeclock import ManualClock

SIZE = (1280, 720)
#: the lesson's moves before its step 4 (index 3): ANIMAL 3, LOCKJAW, then S.H.I.E.L.D.'s turn
STEP4 = ["0:clue ANIMAL 3", "1:guess 0", "2:clue CHAIN 2", "3:guess 4", "3:guess 5", "3:stop"]


def lesson_at_step4(scale: int) -> LessonTable:
    """The lesson's table at step 4, as a save of it resumes it, its moves settled."""
    app = screenprobe.make_app(SIZE, scale)
    clock = ManualClock()
    app.time_source = clock
    lesson = load_lesson(lesson_paths("codenames")[0])
    table = LessonTable(app, lesson, {"log": STEP4, "step": 3})
    app.push(table)
    app._step([])
    lessonkit.settle(app, clock, table)
    assert table.run.at == 3 and table.run.step is not None and table.run.step.is_note
    return table


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_each_guess_is_whole_and_clear_of_the_clues_team_name(scale: int, tmp_path: Path) -> None:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        theme._text_cache.clear()  # each text rendered (and traced) afresh
        table = lesson_at_step4(scale)
        surf = pygame.Surface(SIZE)
        table.draw(surf)
    pygame.image.save(surf, str(tmp_path / f"step4-{scale}.png"))
    panel = table.gv.clue_panel
    inside = [p for p in shot.placed if panel.contains(p.rect)]
    texts = [p.text for p in inside]
    for guess in ("Ghost Rider", "Ghost Rider's Chain", "Lockjaw (bystander)"):
        assert guess in texts, texts  # on one line, not "Ghost" then "Rider"
    tags = [p for p in inside if p.text == "S.H.I.E.L.D."]
    assert len(tags) == 1, texts
    tag = tags[0].rect
    for p in inside:  # over no other text (lines' boxes a row apart overlap by their leading)
        if p is not tags[0] and p.dest == tags[0].dest:  # (the list's, not a toast's)
            assert p.rect.clip(tag).height <= tag.height // 4, (p.text, p.rect, tag)
