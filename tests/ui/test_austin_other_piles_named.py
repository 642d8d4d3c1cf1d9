"""Another seat's discard and score piles are named under them where its panel has room: at
100 % on 1280x720 with three players they were two blank boxes in each computer's corner
(only your own had "discard · score"). The caption keeps off the seat's cards, plates, "+N
more" and counts, and is left out where they need the room."""

from __future__ import annotations

import pytest

from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

CAPTION = "discard \u00b7 score"


def _session(tables: list[list[str]]) -> Session:
    seats = [SeatConfig("human", "Player 1")]
    seats += [SeatConfig("bot", f"Computer {i}") for i in range(2, len(tables) + 1)]
    s = Session("austin", 1, seats)
    sides = ["good", "evil", "good", "evil", "good", "evil"]
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": sides[i], "table": t, "hand": ["Zip It!"] * 2}
                for i, t in enumerate(tables)
            ],
        }
    )
    return s


THREE = [
    ["Ivana Humpalot", "Basil Exposition"],
    ["Unibrau, Hot German Birdie", "Fembot"],
    ["Shagette", "Felicity Shagwell"],
]


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 150), ((1024, 600), 100)]
)
def test_other_seats_piles_are_named_under_them(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, _session(THREE), size)
    gv = t.gv
    named = 0
    for seat in (1, 2):
        caption = gv.pile_caption(t.view, seat)
        if caption is None:
            continue
        named += 1
        text, _px, r = caption
        lay = gv.panel_layout(t.view, seat)
        sc, dr = gv.score_rect(t.view, seat), gv.discard_rect(t.view, seat)
        assert text == CAPTION and lay["rect"].contains(r)
        assert r.top >= max(sc.bottom, dr.bottom) and r.right == sc.right
        near = [c for _c, c in lay["slots"]] + ([lay["more"]] if lay["more"] else [])
        assert r.collidelist(near) < 0, (seat, r, near)
        assert any(p.text == CAPTION and p.rect.topleft == r.topleft for p in shot.placed)
    assert not [o for o in shot.overlaps() if CAPTION in o], shot.overlaps()
    if size == (1280, 720) and scale == 100:
        assert named == 2  # both computers' panels have room under their piles


def test_no_caption_where_the_cards_take_the_room() -> None:
    """Six players at 100 %: the narrow panels' cards lie under the piles; only the panel with
    no Agents names its piles, and the cards keep their places."""
    size = (1280, 720)
    app = screenprobe.make_app(size, 100)
    tables = [["Ivana Humpalot"], ["Fembot", "Mustafa"], ["Shagette"]]
    tables += [["Robin Swallows", "Frau Farbissina", "Fembot"], ["Felicity Shagwell"], []]
    t, shot = screenprobe.frozen_table(app, _session(tables), size)
    assert not [o for o in shot.overlaps() if CAPTION in o], shot.overlaps()
    gv = t.gv
    for seat in range(1, 6):
        caption = gv.pile_caption(t.view, seat)
        lay = gv.panel_layout(t.view, seat)
        near = [c for _c, c in lay["slots"]]
        assert caption is None or caption[2].collidelist(near) < 0, seat
    assert gv.pile_caption(t.view, 5) is not None
