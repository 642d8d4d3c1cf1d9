"""A Mighty Beanz hand of 10 on a 1280x720 window overlaps (a hand of 7 now lies side by side,
Draw over End turn): each card's cost badge, which the next card hid (2026-11-25), is drawn again at the right end of the part of the card that shows,
under its name's tab, where nothing covers it."""

from __future__ import annotations

import pygame

from tabletop.games.beanz.view import side
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tests.ui.test_beanz_table import advance, my_main, table_for

HAND = ["Bye Bye Beanie", "No You Don't!", "No You Don't!", "Blue Moon", "Bandit Bean"]


def test_an_overlapping_hand_shows_every_cards_cost(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, my_main)
    g = s.game
    g.hand[0][:] = [g._new_card(n, 0) for n in HAND * 2]
    table = table_for(app, s)
    pygame.mouse.set_pos((5, 5))  # no card lifted
    app.step([])
    hand = side(table.view, 0)["hand"]
    rects = table.gv.hand_now(hand)
    assert any(b.x < a.right for a, b in zip(rects, rects[1:]))  # the row overlaps
    surf = pygame.Surface(app.screen.get_size())
    badges = table.gv.draw_hidden_costs(surf, hand)
    assert len(badges) == len(hand) - 1  # every card but the last (whole)
    for i, badge in enumerate(badges):
        card, nxt = rects[i], rects[i + 1]
        assert card.contains(badge) and badge.right <= nxt.x, (i, badge, card, nxt)
        # drawn on the screen too: the badge's cream face at its top edge
        r, gr, b, *_ = app.screen.get_at((badge.centerx, badge.top + 3))
        assert min(r, gr, b) > 200, (i, (r, gr, b))
    pygame.quit()
