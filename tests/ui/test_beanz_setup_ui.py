"""Mighty Beanz set-up on the table: the opening-hand prompt offers keep/redraw, not hands."""

from __future__ import annotations

import pygame

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


def test_opening_hand_prompt_offers_keep(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1600, 900), headless=True)
    try:
        s = Session("beanz", 8, [SeatConfig("human", "A"), SeatConfig("human", "B")])
        while s.game.view(0)["phase"] == "cut":
            seat = s.game.active_seats()[0]
            s.apply(s.game.legal_actions(seat)[0])
        table = TableScene(app, s)
        app.push(table)
        app.step([])
        table.curtain_for = None
        seat = table.acting_seat()
        assert table.view["phase"] == "opening" and seat is not None
        choices = table.gv.setup_choices(table.view, seat, table.legal(seat))
        assert [label for _a, _r, label in choices] == ["Keep this hand"]
        action, rect, _ = choices[0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
        app.step(pygame.event.get())
        assert s.log[-1] == str(action)
    finally:
        pygame.quit()
