"""RPG Get!'s turn marker during the set-up agrees with who is setting up. The rules play the
set-up before any turn (each player draws 9, may take a new hand and puts a character in
their party; then who goes first is decided); the table asks the seats one by one, the first
player's seat "current" all along. A new player (1280x720, the computer going first) read
"Player 1: setting up" while the TURN tag and the gold edge were on the computer's panel,
whose set-up was done. Now they are on the seat setting up, and on the first player's once
the turns begin."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.rpgget import turn_mark
from tabletop.games.rpgget.rules.seat_view import seat_view
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.components import marks
from tabletop.ui.table import TableScene


def _tags(app: App, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    drawn: list[pygame.Rect] = []
    real = marks.turn_tag

    def spy(*a: Any, **kw: Any) -> pygame.Rect:
        r = real(*a, **kw)
        drawn.append(r)
        return r

    monkeypatch.setattr(marks, "turn_tag", spy)
    table._frame, table.dirty = None, True
    table.draw(app.screen)
    monkeypatch.setattr(marks, "turn_tag", real)
    return drawn


def test_the_turn_tag_is_on_the_seat_setting_up(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [SeatConfig("human", "Player 1"), SeatConfig("bot", "Computer 2")]
    session = Session("rpgget", 3, seats, {"first": 1})
    game = session.game
    while 0 not in game.active_seats():  # the computer, first, sets up
        bot = game.active_seats()[0]
        session.apply(next(a for a in game.legal_actions(bot) if a.verb == "start"))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    view = table.view
    sv = seat_view(view)
    assert sv["phase"] == "setup" and sv["current"] == 1 and sv["active"] == [0]
    assert table.gv.status(view, 0) == "Player 1: setting up"
    mine = table.gv.score_rect(view, 0, 0)  # your name's line
    tags = _tags(app, table, monkeypatch)
    assert len(tags) == 1 and tags[0].colliderect(mine.inflate(0, 4)), (tags, mine)
    assert turn_mark.marked(sv, 0) and not turn_mark.marked(sv, 1)
    start = next(a for a in table.legal(0) if a.verb == "start")
    assert table.submit(start)
    app.step([])
    sv = seat_view(table.view)
    assert sv["phase"] != "setup"
    assert turn_mark.marked(sv, 1) and not turn_mark.marked(sv, 0)  # the computer goes first
    tags = _tags(app, table, monkeypatch)
    assert len(tags) == 1 and not tags[0].colliderect(table.gv.score_rect(table.view, 0, 0))
