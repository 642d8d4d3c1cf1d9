"""A Mighty Beanz hand that overlaps at 200 % text on a 1280x720 window (one of 6 did; it now
lies side by side, Draw over End turn: ten cards here): each
card's cost badge, drawn again at the right end of the part that shows, lay against the next
card's edge, a third of its figure under that card's glow outline, the figure twice the size of
its badge (2026-11-26). The badge now holds its figure and stays clear of the next card."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.beanz.view import side
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.components.hand import OUTLINE_REACH
from tests.ui import screenprobe
from tests.ui.test_beanz_table import advance, my_main, table_for

HAND = ["Bean Burst!", "No You Don't!", "Freebie Beanie", "Knockdown!", "Koala Bean"]


@pytest.mark.parametrize("scale", [100, 200])
def test_an_overlapping_hand_shows_each_cost_whole_and_clear_of_the_next_card(
    tmp_path, monkeypatch, scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), scale)
    try:
        s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
        assert advance(s, my_main)
        g = s.game
        g.hand[0][:] = [g._new_card(n, 0) for n in HAND * 2]
        table = table_for(app, s)
        pygame.mouse.set_pos((5, 5))  # no card lifted
        app.step([])
        pygame.image.save(app.screen, str(tmp_path / f"hand_{scale}.png"))
        hand = side(table.view, 0)["hand"]
        rects = table.gv.hand_now(hand)
        if not any(b.x < a.right for a, b in zip(rects, rects[1:])):
            assert scale == 100  # a row with room hides no badge
            return
        surf = pygame.Surface(app.screen.get_size())
        badges = table.gv.draw_hidden_costs(surf, hand)
        assert len(badges) == len(hand) - 1
        px = theme.font_px(max(theme.MIN_TEXT, int(13 * table.gv.scale)))
        for i, (badge, c) in enumerate(zip(badges, hand)):
            card, nxt = rects[i], rects[i + 1]
            assert card.contains(badge) and badge.right <= nxt.x - OUTLINE_REACH, (i, badge, nxt)
            with theme.unscaled():  # the figure inside its round badge
                assert theme.text_width(str(c["cost"]), px, "bold") < badge.width * 0.8, i
            # the badge's cream face and dark rim whole on the screen, at its right side too
            r, gr, b, *_ = app.screen.get_at((badge.centerx, badge.top + 3))
            assert min(r, gr, b) > 200, (i, (r, gr, b))
            rim = [
                app.screen.get_at((x, badge.centery)) for x in range(badge.right - 3, badge.right)
            ]
            assert any(max(p[:3]) < 90 for p in rim), (i, rim)
    finally:
        pygame.quit()
