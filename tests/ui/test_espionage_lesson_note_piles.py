"""The Espionage lesson's step 3 ("Your turn: you drew 2 cards ... The Courier draws 2 cards.
Drag it onto the table, in the middle.") at 200 % on 1280x720: its note stood in a narrow
column at the left, over the draw pile and the discard pile it speaks of (and the Target).
The piles and their counts stay in sight (``GameView.in_sight``): the note goes where it
covers neither them nor what the step points at, its text a little smaller if it must."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

SIZE = (1280, 720)


@pytest.mark.parametrize("pct", [100, 150, 200])
def test_the_courier_steps_note_leaves_the_piles_in_sight(
    pct: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("espionage")[0])
    step = next(i for i, s in enumerate(lesson.steps) if "The Courier draws 2 cards" in s.text)
    run, g = _run_to(lesson, step)
    app = App(SIZE, headless=True)
    try:
        app.settings["ui_scale"] = pct
        app.apply_ui()
        table = lessonkit.resumed_lesson(app, lesson, run, g)
        surf = pygame.Surface(SIZE)
        table.draw(surf)
        pygame.image.save(surf, str(tmp_path / f"courier{pct}.png"))
        panel = table.guide.panel_rect
        v = table.gv
        piles = v.in_sight(table.view, table.viewer)
        assert piles and piles[0].contains(v.deck_rect) and piles[0].contains(v.discard_rect)
        assert not panel.collidelist(piles) >= 0, (panel, piles)
        holes, _arrow = table.guide.targets()
        assert holes and panel.collidelist(holes) < 0, (panel, holes)
        assert table.play_rect.contains(panel)
    finally:
        pygame.quit()
