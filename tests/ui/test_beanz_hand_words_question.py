"""Issue 52 (a new player, Mighty Beanz at 200 % on 1280x720, 2026-11-26): while the set-up
panel asked to hide the Mighty Bean in one hand, the box saying what the hovered hand card
does lay over the panel's note ("Your rival guesses which hand: right, they go first; wrong,
you go first."). The box keeps clear of a question's own panel and its lines as of a prompt's
panel (``GameView.question_panels``), and of the hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui.components import marks
from tests.ui.frozengame import frozen_game

#: seed 0 after 4 moves: your set-up question, the hand to hide the Mighty Bean in
SEED, AFTER = 0, 4


@pytest.mark.parametrize("scale", [100, 200])
def test_a_hand_cards_words_keep_clear_of_the_set_up_question(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    size = (1280, 720)
    with frozen_game("beanz", SEED, AFTER, "human,bot", size, scale) as (app, table, _shot):
        gv = table.gv
        assert [c[2] for c in gv.choice_panel(table.view, 0, table.legal(0))] == [
            "Left hand",
            "Right hand",
        ]
        panels = gv.question_panels(table.view)
        assert panels == [gv.setup_box()] and panels[0].contains(gv.setup_note_rect())
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
        drawn: list[Any] = []
        real = type(gv).draw_hand_cards

        def spy(self: Any, surf: Any, hand: Any, rects: Any, *a: Any, **kw: Any) -> None:
            drawn[:] = [list(rects)]
            real(self, surf, hand, rects, *a, **kw)

        monkeypatch.setattr(type(gv), "draw_hand_cards", spy)
        table._frame = None
        table.draw(app.screen)
        (rects,) = drawn
        assert len(rects) == 5
        for r in rects[:2]:  # a Bean card and an Action card under the pointer
            at = (r.x + 6, r.bottom - 12)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda at=at: at)
            for _ in range(2):  # the second frame: the card lifted under the pointer
                table._frame = None
                table.draw(app.screen)
            box = table.hand_words.rect
            assert box is not None, "no box for the card"
            assert not box.colliderect(panels[0]), (box, panels[0])
            for c in rects:
                assert not box.colliderect(c.union(marks.tab_rect(c))), ("over the hand", box)
