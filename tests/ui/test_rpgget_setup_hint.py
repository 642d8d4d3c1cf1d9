"""RPG Get! hot-seat set-up: each person is told what to do at their own set-up. The set-up
asks the seats in turn, the first player's "turn" all along, so the second person saw only
"Bea: setting up" and the empty arena's line, while the first (and a solo player) read
"Drag a Character from your hand into your party to start"."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.rpgget.labels import ARENA_IDLE, PHASE_HINTS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

pytestmark = pytest.mark.usefixtures("hotseat")


def test_each_person_reads_the_set_up_instruction_at_their_own_set_up(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []
    real = theme.blit_text

    def blit_text(surf: pygame.Surface, text: str, *a: Any, **kw: Any) -> Any:
        said.append(text)
        return real(surf, text, *a, **kw)

    monkeypatch.setattr(theme, "blit_text", blit_text)
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea"), SeatConfig("bot", "Cy")]
    session = Session("rpgget", 1, seats, {"first": 0})
    table = TableScene(app, session)
    app.push(table)
    for name in ("Ann", "Bea"):
        app.step([])
        assert table.curtain_for is not None
        table.lift_curtain()
        app.step([])
        seat = table.acting_seat()
        assert seat is not None and session.seat_name(seat) == name
        assert table.view["phase"] == "setup"
        said.clear()
        table._frame, table.dirty = None, True
        table.draw(app.screen)
        assert PHASE_HINTS["setup"] in said, (name, said[:30])
        assert ARENA_IDLE[0] not in said
        start = next(a for a in table.legal(seat) if a.verb == "start")
        assert table.submit(start)
