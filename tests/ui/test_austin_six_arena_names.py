"""Austin Powers with six players at 200 % on 1280x720: in the grid's small middle box the lines
under an attempt's two cards read "Basil..." and "Rocket...". Where one line cannot hold an
Agent's name at the smallest text, it takes two (the cards a little smaller): every name whole,
inside the arena, off the cards and off the other side's line."""

from __future__ import annotations

import pytest

from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

G, E = ["Shagette"] * 5, ["Fembot"] * 5
LASER = "Frickin' Laser Beams!"
CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


def _session() -> Session:
    seats = [SeatConfig("human", "Player 1")]
    seats += [SeatConfig("bot", f"Computer {i}") for i in range(2, 7)]
    s = Session("austin", 1, seats)
    g = s.game
    evil = ["Rocket Launch Technician", "Fembot"]
    g.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Basil Exposition"], "hand": ["Shagette"], "deck": G},
                {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"], "deck": E},
                {"side": "good", "table": ["Shagette"], "hand": ["Shagette"], "deck": G},
                {"side": "evil", "table": evil, "hand": [LASER], "deck": E},
                {"side": "good", "table": ["Shagette"], "hand": ["Shagette"], "deck": G},
                {"side": "evil", "table": ["Mini-Me"], "hand": ["Zip It!"], "deck": E},
            ],
        }
    )
    basil, rocket = g.find("Basil Exposition"), g.find("Rocket Launch Technician")
    g.apply(f"0:attempt {basil} {rocket}")
    g.apply(f"3:bone {g.find(LASER)}")
    return s


@pytest.mark.parametrize("size, scale", CASES)
def test_the_duels_names_are_whole(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, _session(), size)
    gv, view = t.gv, t.view
    arena = gv.geometry(6)["arena"]
    lay = gv.arena_layout(view)
    cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
    labels = gv.arena_labels(view)
    names = gv.names(view)
    assert len(labels) == 2
    for lab, (_side, cid, _owner, _r) in zip(labels, lay["agents"]):
        assert " ".join(lab.what.split("\n")).startswith(names[cid]), (lab.what, names[cid])
        assert arena.contains(lab.rect), (lab.what, lab.rect, arena)
        assert lab.rect.collidelist(cards) < 0, (lab.what, lab.rect)
    assert not labels[0].rect.colliderect(labels[1].rect)
    drawn = [p.text for p in shot.placed if arena.contains(p.rect)]
    assert not [x for x in drawn if x.endswith("\u2026") and x[:-1] in " ".join(names.values())]
    for lab in labels:  # drawn as said, line by line
        for line in lab.what.split("\n"):
            assert line in drawn, (line, drawn)
