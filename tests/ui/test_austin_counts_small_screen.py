"""Austin Powers on a small window with large text (issue 52, 1024x600 at 200 %): once the
computer players have vibes and Agents, every panel keeps its "hand N · deck N" line (they had
lost it to their Agents' plates); the plates fold into "+N more" sooner, under the line."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")


def _busy_panels(players: int) -> Session:
    """A game (seed 1) where every computer player has vibes and at least two Agents out."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i + 1}") for i in range(1, players)
    ]
    s = Session("austin", 1, seats)
    bot, rng = RandomBot(), random.Random(1)
    for _ in range(3000):
        v = s.game.view(0)
        st = v["seats"][1:]
        if not s.game.is_terminal() and all(
            x["vibes"] and v["zones"][f"table/{i + 1}"]["count"] >= 2 for i, x in enumerate(st)
        ):
            return s
        if s.game.is_terminal():
            break
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    raise AssertionError("no table with vibes and Agents on every panel")


@pytest.mark.parametrize("players", [3])
def test_every_panel_keeps_its_counts_line(home: None, players: int) -> None:
    size = (1024, 600)
    session = _busy_panels(players)
    app = screenprobe.make_app(size, 200)
    table, shot = screenprobe.frozen_table(app, session, size)
    if out := os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(app.screen, str(Path(out) / f"austin_counts_{players}.png"))
    texts = [p for p in shot.placed if shot.surfaces[p.dest] == size and p.text.strip()]
    counts = [p for p in texts if p.text.startswith("hand ")]
    gv = table.gv
    panels = [gv.panel_layout(table.view, seat)["rect"] for seat in range(1, players)]
    for r in panels:  # each computer player's panel has its counts' line inside it
        assert any(r.contains(p.rect) for p in counts), (r, [p.text for p in counts])
    # the line is clear of the panel's plates and of every other text
    for p in counts:
        others = [q.rect for q in texts if q is not p and not p.rect.contains(q.rect)]
        assert p.rect.inflate(-2, -2).collidelist(others) < 0, p.text
        for seat in range(1, players):
            lay = gv.panel_layout(table.view, seat)
            plates = [c for _n, c in lay["slots"]] + ([lay["more"]] if lay["more"] else [])
            assert p.rect.inflate(-2, -2).collidelist(plates) < 0, (p.text, plates)
