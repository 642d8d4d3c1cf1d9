"""Austin Powers' WINNER tag lies inside the winner's panel at the end of a game: at 200 % on
1280x720 it hung on the panel's bottom edge, half outside it, over the arena. It lies in the
panel's bottom corner or middle, clear of its cards, plates and counts; in the middle of a panel
with no Agents (in place of "no active Agents")."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


def _ended(n: int) -> Session:
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Bot{i}", "normal") for i in range(1, n)
    ]
    s = Session("austin", 4, seats)
    bot, rng = RandomBot(), random.Random(4)
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    return s


@pytest.mark.parametrize("size,scale", CASES)
@pytest.mark.parametrize("players", [3, 4, 6])
def test_winner_lies_inside_the_winners_panel(
    size: tuple[int, int], scale: int, players: int
) -> None:
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, _ended(players), size)
    view = t.view
    assert view["winner"] is not None
    for seat in [view["winner"]]:
        lay = t.gv.panel_layout(view, seat)
        pill = t.gv.winner_pill(lay)
        assert lay["rect"].contains(pill), (seat, pill, lay["rect"])
        near = [c for _c, c in lay["slots"]] + ([lay["more"]] if lay["more"] else [])
        assert pill.collidelist(near) < 0, (seat, pill, near)
    said = [p for p in shot.placed if p.text == "WINNER"]
    assert said and all(
        t.gv.panel_layout(view, view["winner"])["rect"].contains(p.rect) for p in said
    )
