"""A seat's "+N more" opens the Agents it counts: at 200 % on 1280x720 a computer with "Austin
Powers, International Man of Mystery" and Shagette showed Shagette's plate and "+1 more", and a
click on "+1 more" listed Shagette again ("1 card"), not Austin Powers, though a drop there
attacked him. The list now holds every Agent the place counts, none shown on a plate."""

from __future__ import annotations

import pytest

from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

LONG = "Austin Powers, International Man of Mystery"


def _session(good: list[str]) -> Session:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Computer {i}") for i in (2, 3)]
    s = Session("austin", 1, seats)
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Ivana Humpalot"], "hand": []},
                {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"] * 6},
                {"side": "good", "table": good, "hand": ["Shagette"]},
            ],
        }
    )
    return s


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 200), ((1280, 720), 150), ((1024, 600), 100)]
)
@pytest.mark.parametrize(
    "good",
    [
        [LONG, "Shagette"],
        [LONG, "Shagette", "Felicity Shagwell"],
        ["Shagette", LONG, "Basil Exposition", "Johnson, Radar Operator", "Felicity Shagwell"],
    ],
)
def test_more_lists_every_agent_it_counts(
    size: tuple[int, int], scale: int, good: list[str]
) -> None:
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, _session(good), size)
    gv = t.gv
    for seat in (1, 2):
        lay = gv.panel_layout(t.view, seat)
        shown = [str(c["name"]) for c, _r in lay["slots"]]
        items = {it.key: it for it in gv.layout_for(t.view, 0).items}
        table = [str(c["name"]) for c in t.view["zones"][f"table/{seat}"]["cards"]]
        if lay["more"] is None:
            assert sorted(shown) == sorted(table)
            continue
        more = items[("more", seat)]
        listed = [str(c["name"]) for c in more.cards]
        assert sorted(shown + listed) == sorted(table), (shown, listed)
        assert not set(listed) & set(shown), (shown, listed)
        assert more.count == len(listed) == len(table) - len(shown)
