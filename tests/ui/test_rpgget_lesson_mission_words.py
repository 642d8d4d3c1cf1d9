"""The RPG Get! lesson's note on a Mission's numbers says what the table shows: a new player
read "A Mission shows three numbers: VP, PP and EP" (step 12) while the card it pointed at in
the hand said only MISSION. The note now gives Clear the Forest's own numbers, as its card
data has them, and says where they are read: pointed at, the card's box above the hand says
them, which this test does at that step."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

SIZE = (1280, 720)


def test_the_mission_note_gives_the_numbers_the_pointed_card_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("rpgget")[0])
    at = next(i for i, s in enumerate(lesson.steps) if "Enemy Points" in s.text)
    step = lesson.steps[at]
    assert step.is_note and tuple(step.point) == ("hand", "Clear the Forest")
    run, g = _run_to(lesson, at)
    app = App(SIZE, headless=True)
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    gv, view = table.gv, table.view
    hand = [(c, r) for c, r, where in gv.boxes(view, table.viewer) if where == "hand"]
    card, rect = next((c, r) for c, r in hand if c["name"] == "Clear the Forest")
    for key in ("vp", "pp", "ep"):  # the card's own numbers, as the note says them
        assert f"{key.upper()} {card[key]} (" in step.text, (key, card[key])
    assert "point at" in step.text
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)  # the pointer on it
    table._frame = None  # the pointer moved: the table's frame is drawn anew
    surf = pygame.Surface(SIZE)
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / "pointed.png"))
    box = table.hand_words
    assert box.rect is not None and box.card is not None, "no box for the pointed card"
    assert box.card["name"] == "Clear the Forest"
    said = " ".join(w for w, _part in gv.hand_words(box.card))
    assert f"{card['pp']} Party Points" in said and f"{card['ep']} Enemy Points" in said
    assert not box.rect.colliderect(table.guide.panel_rect)
    pygame.quit()
