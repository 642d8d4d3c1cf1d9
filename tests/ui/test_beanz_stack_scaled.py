"""Mighty Beanz' response stack at large text (150 % and 200 %) on 1280x720 and 1920x1080:
the stack lies between the window's strip and the hand, at least a line of words high, the
hand's cards never over it, its items' names drawn whole beside their faces, and the TURN tag
above the hand's label, not under it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.beanz.labels import side
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

SCENE = next(s for s in textprobe.SCENES if s[0] == "beanz-stack")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("scale", [150, 200])
def test_the_stack_keeps_its_words_clear_of_the_hand_at_large_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    _name, game, seed, after, seats = SCENE
    session = textprobe._session(game, seed, after, seats)
    app = screenprobe.make_app(size, scale)
    try:
        table, shot = screenprobe.frozen_table(app, session, size)
        gv, view = table.gv, table.view
        assert view["stack"], "an item waits on the stack"
        sr = gv.stack_rect()
        assert sr.top >= gv.window_strip().bottom
        assert sr.height >= gv.stack_need(1)
        hand = gv.hand_now(side(view, 0)["hand"] or [])
        assert hand and all(not r.colliderect(sr) for r in hand), (sr, hand)
        drawn = {t for t, _px, face in shot.sizes if not face}
        assert "Freebie Beanie" in drawn  # whole, not shrunk to "Freebie Be..."
        assert {"STACK", "THE STACK"} & drawn
        assert not shot.overlaps(), shot.overlaps()[:4]
        faces = gv.stack_item_rects(view)
        assert all(sr.contains(r) for r in faces)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
