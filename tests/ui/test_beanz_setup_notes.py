"""A new player's first real game of Mighty Beanz opened with the cut, the opening hand and the
guess for the first turn, none of them in the lesson (2026-11-26): each set-up prompt says in a
line under its buttons what it is and why, whole, inside the panel and clear of the buttons; the
lesson says a real game starts with them, and that the arrow keys aim a Shoot for Loot too."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.beanz.labels import SETUP_NOTES
from tabletop.games.beanz.rules.seatview import typed
from tabletop.lessons.format import lesson_paths, load_lesson
from tests.ui import screenprobe, textprobe

#: each prompt of the set-up, the bot moves before it (seed 5) and the seat choosing
PROMPTS = {"cut": (1, 0), "opening": (2, 0), "hide": (4, 0), "guess": (5, 1)}


def _drawn(phase: str, scale: int) -> tuple[Any, screenprobe.Shot]:
    after, seat = PROMPTS[phase]
    seats = "human,bot" if seat == 0 else "bot,human"
    session = textprobe._session("beanz", 5, after, seats)
    assert session.game.phase_now().name == phase
    from tabletop.ui.table import TableScene

    app = screenprobe.make_app((1280, 720), scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface((1280, 720))
        table = TableScene(app, session, viewer=seat, frozen=True)
        app.push(table)
        table.draw(app.screen)
    return table, shot


@pytest.mark.parametrize(
    "phase, scale", [("cut", 100), ("opening", 100), ("hide", 200), ("guess", 150)]
)
def test_each_setup_prompt_says_what_it_is_under_its_buttons(phase: str, scale: int) -> None:
    table, shot = _drawn(phase, scale)
    gv = table.gv
    box = gv.setup_box()
    lines = gv.setup_note_lines(SETUP_NOTES[phase])
    note = sorted((p for p in shot.placed if p.text in lines), key=lambda p: p.rect.y)
    assert [p.text for p in note] == lines
    seat = PROMPTS[phase][1]
    view = typed(table.session.game.view(seat))
    buttons = [r for _a, r, _l in gv.setup_choices(view, seat, table.legal(seat))]
    assert buttons
    for p in note:
        assert box.contains(p.rect), (p.text, p.rect, box)
        assert p.rect.top >= max(r.bottom for r in buttons), (p.text, p.rect)
    assert not shot.clipped() and not shot.overlaps() and not shot.spills
    pygame.quit()


def test_the_lesson_names_the_setup_and_the_arrow_keys_for_the_shot() -> None:
    lesson = load_lesson(lesson_paths("beanz")[0])
    texts = [st.text for st in lesson.steps]
    shot = next(i for i, st in enumerate(lesson.steps) if "flick" in str(st.match))
    before = texts[shot - 1] + " " + texts[shot]
    assert "arrow keys" in before and "Enter" in before
    setup = " ".join(texts[shot + 1 :])
    for needed in ("cut", "keep", "redraw", "Mighty Bean", "first"):
        assert needed in setup, needed
