"""Austin Powers: the Frickin' Bones in the arena show their names whole at large text. At 200 %
on 1280x720 a new player read "One Milli-...", "It's Freed-..." and "Frick- in' Las..." on the
thrown bones (their cards were sized from their Agents' cards, a little smaller, so names
whole on an Agent's card were cut on a bone); the bones are now sized for their own names, no
word split with a hyphen."""

from __future__ import annotations

import pytest

from tabletop.games.austin.faces import GAME, card_dict
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import card as card_component
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

AUSTIN = "Austin Powers, International Man of Mystery"
ANN = ["One Million Dollars!", "It's Freedom, Baby!", "Who Throws a Shoe?", "Shagadelic!"]
EVIL = ["Frickin' Laser Beams!", "One Hundred Billion Dollars!", "Why Won't You Die?!"]


def _duel(n: int, players: int) -> Session:
    """Dr. Evil attempts to shag Ann's Felicity Shagwell; ``n`` bones thrown in turn."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i}") for i in range(2, players + 1)
    ]
    s = Session("austin", 1, seats)
    g = s.game
    more = [{"side": "good", "table": ["Shagette"]}] * (players - 2)
    g.set_position(
        {
            "current": 1,
            "actions": 2,
            "seats": [
                {
                    "side": "good",
                    "table": ["Johnson, Radar Operator", "Felicity Shagwell", AUSTIN],
                    "hand": ANN,
                },
                {"side": "evil", "table": ["Dr. Evil", "Fembot", "Mini-Me"], "hand": EVIL},
                *more,
            ],
        }
    )
    g.apply(f"1:attempt {g.find('Dr. Evil', 1, 'table')} {g.find('Felicity Shagwell')}")
    for _ in range(n):
        seat = g.active_seats()[0]
        bones = [a for a in g.legal_actions(seat) if a.verb == "bone"]
        g.apply(bones[0])
    f = g.view(0)["fight"]
    assert f is not None and len(f["bones"]) == n
    return s


CASES = [
    (size, scale, players, n)
    for size, scale, players in [
        ((1280, 720), 200, 3),
        ((1280, 720), 150, 3),
        ((1280, 720), 200, 4),
        ((1280, 720), 100, 3),
    ]
    for n in (2, 3, 5)
] + [((1024, 600), 100, 3, n) for n in (2, 3)]


@pytest.mark.parametrize("size, scale, players, n", CASES)
def test_thrown_bones_names_are_whole(
    size: tuple[int, int], scale: int, players: int, n: int
) -> None:
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, _duel(n, players), size)
    lay = t.gv.arena_layout(t.view)
    arena = t.gv.geometry(len(t.view["seats"]))["arena"]
    bones = lay["bones"]
    assert len(bones) == n
    for bone, r, _side in bones:
        face = card_dict(str(bone["card"]["name"]))
        assert arena.contains(r), (face["name"], r, arena)
        assert card_component.name_whole(GAME, face, r.size), (face["name"], r)
    rects = [r for _b, r, _s in bones] + [r for *_x, r in lay["agents"]]
    assert all(a.collidelist(rects[i + 1 :]) < 0 for i, a in enumerate(rects)), rects
