"""Austin Powers' end of a game: the last attack's banner ("Ivana Humpalot wins the attack
against Fat / Bastard.") was drawn under the result panel ("Computer 3 wins!"), its second line
covered. Once the result panel shows, the arena's banner is not drawn under it."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("scale", [100, 200])
def test_the_result_panel_has_no_banner_under_it(monkeypatch: Any, scale: int) -> None:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}", "normal") for i in (1, 2)]
    s = Session("austin", 4, seats)
    bot, rng = RandomBot(), random.Random(4)
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    size = (1280, 720)
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    app.screen = pygame.Surface(size)
    t = TableScene(app, s, viewer=0)
    app.push(t)
    t.next_bot_at = float("inf")
    t.update(0.0)
    t.ending.game_ended()  # the result panel up
    assert t.ended_shown
    gv = t.gv
    gv.banners = []
    words = "Ivana Humpalot wins the attack against Fat Bastard."
    gv.on_events([{"kind": "AttackWon", "text": words, "data": {}}], 0)
    assert gv.banners
    gv.banners[-1]["t0"] = gv.clock() - 0.5
    gv.banner_box = None  # set where a banner is drawn (``draw_banner``)
    t.dirty, t._frame = True, None
    t.draw(app.screen)
    assert gv.banner_box is None, gv.banner_box
