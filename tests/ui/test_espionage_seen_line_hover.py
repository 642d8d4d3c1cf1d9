"""Espionage: a hovered hand card's words never cover the line that tells what an Informant or
Assassin let you see (on 2026-11-26 a new player's Bomb box lay over "You saw Ann's hand this
turn (Assassin by Bea): ..." on the discard question), at 100 % and 150 % text."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.espionage import seen
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_espionage_seen_line import _session


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150])  # 200 %: no spot covers nothing yet
def test_a_hovered_hand_cards_words_leave_the_seen_line_in_sight(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        app = screenprobe.make_app(size, scale)
        table, _shot = screenprobe.frozen_table(app, _session("empty"), size)
        gv = table.gv
        lines = seen.rects(gv, table.view)
        assert lines, "a seen line on this table"
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))
        reading: list[Any] = []
        real = type(gv).draw_hand_cards

        def spy(self: Any, surf: Any, hand: Any, rects: Any, *a: Any, **kw: Any) -> None:
            reading[:] = [list(hand), list(rects)]
            real(self, surf, hand, rects, *a, **kw)

        monkeypatch.setattr(type(gv), "draw_hand_cards", spy)
        table._frame = None
        table.draw(app.screen)
        hand, rects = reading
        for r in rects:  # each hand card hovered in turn, on its foot
            at = (r.x + 6, r.bottom - 12)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda at=at: at)
            table._frame = None
            table.draw(app.screen)
            box = table.hand_words.rect
            assert box is not None, ("no words for a hovered card", r)
            assert box.collidelist(lines) < 0, ("over the seen line", box, lines)
    finally:
        pygame.quit()
        theme.set_ui(100, False)
