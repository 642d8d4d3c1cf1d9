"""The RPG Get! lesson's arrow keeps off the names of the cards on the table, as the Marvel
Codenames lesson's does (``GameView.arrow_clear``). A new player saw it drawn straight from the
note across the Rag Rappy's and Clear the Forest's names on its way to Ryudo (steps 18 and 20,
1280x720), and across Ryudo's on its way to Tio. Now it goes level with the card under the
other cards' name plates, or bends round them, never down the log's lines beside a panel in
the log's column; its tip is still at the card it means. Each
step is reached by replaying the lesson's moves on the engine (no table played from the start)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.layout import title_bottom
from tabletop.games.rpgget.view import face_card
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

SIZE = (1280, 720)


@pytest.mark.parametrize("step", [11, 14, 18, 20, 25, 29])
def test_the_arrow_crosses_no_name_of_a_card_on_the_table(
    step: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("rpgget")[0])
    run, g = _run_to(lesson, step - 1)
    app = App(SIZE, headless=True)
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    surf = pygame.Surface(SIZE)
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / f"step{step}.png"))
    arrow = table.guide.arrow
    holes, _drag = table.guide.targets()
    assert arrow is not None and holes, f"step {step} points at something"
    target = holes[0]
    assert target.inflate(int(40 * table.scale), int(40 * table.scale)).collidepoint(arrow.tip)
    names = [
        (face_card(c)["name"], pygame.Rect(r.x, r.y, r.width, title_bottom(face_card(c), r.size)))
        for c, r, where in table.gv.boxes(table.view, table.viewer)
        if where != "hand" and not r.colliderect(target)
    ]
    assert len(names) >= 2  # the other cards of the party or the arena
    hidden = [name for name, plate in names if arrow.hits([plate])]
    assert not hidden, f"step {step}: the arrow lies over {hidden}"
    if len(arrow.points) > 2:  # a way round never goes down the log's lines (step 25's did)
        assert not arrow.hits(list(table.guide.log_clear(table.guide.panel_rect)))
    pygame.quit()
