"""A seat's panel shows at least one of its Agents: at 200 % on 1280x720 with three players a
computer's panel showed only its counts and "+2 more", none of its Agents (Unibrau, Fembot), so
a person had no Agent of that seat to drag a Shagger onto. The Agents now come before the
counts' line."""

from __future__ import annotations

import pytest

from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

EVIL = ["Unibrau, Hot German Birdie", "Fembot"]


def _session(evil: list[str]) -> Session:
    seats = [SeatConfig("human", "Player 1")] + [SeatConfig("bot", f"Computer {i}") for i in (2, 3)]
    s = Session("austin", 1, seats)
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Ivana Humpalot", "Basil Exposition"], "hand": []},
                {"side": "evil", "table": evil, "hand": ["Zip It!"] * 6},
                {"side": "good", "table": ["Shagette", "Felicity Shagwell"], "hand": ["Shagette"]},
            ],
        }
    )
    return s


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 200), ((1280, 720), 150), ((1024, 600), 100)]
)
@pytest.mark.parametrize(
    "evil", [EVIL, ["Unibrau, Hot German Birdie", "Fembot", "Mustafa", "Robin Swallows"]]
)
def test_every_seat_with_agents_shows_one_at_least(
    size: tuple[int, int], scale: int, evil: list[str]
) -> None:
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, _session(evil), size)
    for seat in (1, 2):
        lay = t.gv.panel_layout(t.view, seat)
        assert lay["slots"], (seat, lay["more"])
