"""The RPG Get! lesson's notes during a Mission attempt leave the arena's header in sight: its
line 'Player 1 attempts Clear the Forest: VP 1  PP 4  EP 0/3 used  RP 2' is what the Party
step's note speaks of ("may not pass the Mission's PP 4"), and a new player found the note
lying over it at 1280x720 (step 14). Each step is reached by replaying the lesson's moves on
the engine."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget import arena_head
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui import theme
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

SIZE = (1280, 720)


@pytest.mark.parametrize(("step", "text"), [(14, 100), (16, 100), (14, 200)])
def test_a_note_during_an_attempt_leaves_the_missions_numbers_in_sight(
    step: int, text: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("rpgget")[0])
    run, g = _run_to(lesson, step - 1)
    app = App(SIZE, headless=True)
    theme.set_ui(text, False)
    try:
        table = lessonkit.resumed_lesson(app, lesson, run, g)
        surf = pygame.Surface(SIZE)
        table.draw(surf)
        pygame.image.save(surf, str(tmp_path / f"step{step}-{text}.png"))
        gv, view = table.gv, table.view
        att = view["attempt"]
        assert att is not None, "an attempt is on"
        who = gv.who(view, att["seat"])
        head = arena_head.title_rect(who, view, gv.fs, gv.areas["arena"], gv.scale)
        assert head.width > 100
        assert "PP 4" in " ".join(arena_head.title_lines(who, view, gv.fs, 10_000)[1])
        assert not table.guide.panel_rect.colliderect(head), (table.guide.panel_rect, head)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
