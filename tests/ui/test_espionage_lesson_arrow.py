"""The Espionage lesson's arrow keeps off the stack's captions (``GameView.arrow_clear``). A new
player saw the arrow of step 13 (drag the Decoy onto the Target an Assassin picks) drawn up
through "Player 1 must discard Target (Assassin by Cal)", the caption under the Target that says
why the Decoy is needed (1280x720, 2026-11-26). It now comes up beside the caption onto the
Target's side; its tip is still at the Target."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

SIZE = (1280, 720)


# (at 150 % the caption is one line as wide as the stack: no way up from the hand misses it)
@pytest.mark.parametrize("pct", [100])
def test_the_decoys_arrow_leaves_the_stacks_caption_in_sight(
    pct: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("espionage")[0])
    step = next(i for i, s in enumerate(lesson.steps) if "drag your Decoy" in s.text)
    run, g = _run_to(lesson, step)
    app = App(SIZE, headless=True)
    app.settings["ui_scale"] = pct
    app.apply_ui()
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    surf = pygame.Surface(SIZE)
    table.draw(surf)
    table.draw(surf)  # the captions' places as drawn
    pygame.image.save(surf, str(tmp_path / f"decoy{pct}.png"))
    arrow = table.guide.arrow
    holes, _drag = table.guide.targets()
    assert arrow is not None and len(holes) == 2, "the step points from the Decoy to the Target"
    target = holes[1]
    assert target.inflate(int(40 * table.scale), int(40 * table.scale)).collidepoint(arrow.tip)
    captions = table.gv.arrow_clear(table.view, table.viewer)
    assert captions and any(c.top >= target.bottom - 4 for c in captions)
    # (the Decoy's own name band: the arrow leaves from the Decoy's edge)
    captions = [c for c in captions if not c.colliderect(holes[0])]
    assert not arrow.hits(captions), (arrow.points, captions)
    pygame.quit()
