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


LONG = "Austin Powers, International Man of Mystery"


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 200), ((1280, 720), 150), ((1024, 600), 100)]
)
def test_one_long_named_agent_gets_a_plate(size: tuple[int, int], scale: int) -> None:
    """At 200 % on 1280x720 a seat whose one Agent was "Austin Powers, International Man of
    Mystery" showed only "+1 more": the name's plate on three lines was too tall for the
    panel. Its plate is now on fewer lines, the name shortened, the card read whole on hover."""
    from tabletop.games.austin.plates import PLATE_FONT
    from tabletop.ui import theme

    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, _session([LONG]), size)
    gv = t.gv
    lay = gv.panel_layout(t.view, 1)
    assert [c["name"] for c, _r in lay["slots"]] == [LONG], lay["more"]
    assert lay["more"] is None
    ((_c, r),) = lay["slots"]
    assert lay["body"].contains(r)
    if lay["plates"]:  # (1024x600 at 100 %: a face)
        room = gv._plate_parts(LONG, r.width)[1]
        lines = gv.plate_lines(LONG, room, gv.plate_most(r))
        assert len(lines) * theme.line_h(gv.plate_px()) + 4 <= r.height
        assert all(theme.text_width(x, gv.plate_px(), PLATE_FONT) <= room for x in lines)
    items = {it.key: it for it in gv.layout_for(t.view, 0).items}
    item = items[("table", _c["id"])]
    assert item.rect == r and item.readable()["name"] == LONG
