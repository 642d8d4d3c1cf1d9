"""Austin Powers: the Frickin' Bones thrown on an Agent lie apart in the arena where it has the
room. A new player (three players, 1280x720, 100 %, 2026-11-27) saw a defender's four bones
drawn on one another ("Wh.. Thro.. Sh..", "Oh Beh..") and could not tell which had been
thrown without the log: each fanned over the last by half its width, with the arena's room
to lay them side by side."""

from __future__ import annotations

from itertools import combinations

import pytest

from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

AUSTIN = "Austin Powers, International Man of Mystery"


def _duel() -> Session:
    """Dr. Evil attempts to shag Ann's Felicity Shagwell; three bones on Dr. Evil, four on
    Felicity (Ann's own, thrown in turn)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo"), SeatConfig("bot", "Cy")]
    s = Session("austin", 1, seats)
    g = s.game
    g.set_position(
        {
            "current": 1,
            "actions": 2,
            "seats": [
                {
                    "side": "good",
                    "table": [AUSTIN, "Felicity Shagwell"],
                    "hand": ["Groovy, Baby!", "Oh, Behave!", "Yeah, Baby, Yeah!", "Shagadelic!"],
                },
                {
                    "side": "evil",
                    "table": ["Dr. Evil", "Fembot", "Mini-Me"],
                    "hand": ["Zip It!", "Frickin' Laser Beams!", "One Million Dollars!"],
                },
                {"side": "good", "table": [AUSTIN]},
            ],
        }
    )
    g.apply(f"1:attempt {g.find('Dr. Evil', 1, 'table')} {g.find('Felicity Shagwell')}")
    for _ in range(7):
        seat = g.active_seats()[0]
        g.apply(next(a for a in g.legal_actions(seat) if a.verb == "bone"))
    f = g.view(0)["fight"]
    assert f is not None and len(f["bones"]) == 7
    return s


@pytest.mark.parametrize(
    "size, scale", [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1920, 1080), 100)]
)
def test_the_bones_on_an_agent_lie_apart(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, _duel(), size)
    lay = t.gv.arena_layout(t.view)
    agents = {side: r for side, _c, _o, r in lay["agents"]}
    for side in ("att", "def"):
        bones = [r for _b, r, sd in lay["bones"] if sd == side]
        assert len(bones) == (3 if side == "att" else 4)
        for a, b in combinations(bones, 2):
            assert not a.colliderect(b), (side, a, b)
        assert agents[side].collidelist(bones) < 0, (side, agents[side], bones)
        others = [r for _b, r, sd in lay["bones"] if sd != side]
        assert all(r.collidelist(others) < 0 for r in bones), (bones, others)  # nor meet
