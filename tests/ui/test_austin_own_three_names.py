"""Austin Powers at large text: three Agents of your own keep their names beside their cards.
At 200 % on 1280x720 "Dick, Fighter Pilot", "Johnson, Radar Operator" and "Ivana Humpalot" lost
their names beside the cards (only the cards' small printed titles were left, half the row
empty): equal shares of the row were a few pixels short for "Operator" and "Humpalot". Each
name now takes the width it needs; where even that is too little, the cards lie narrower and
a name too long is shortened with an ellipsis (its card reads whole on hover)."""

from __future__ import annotations

import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

LONG = "Austin Powers, International Man of Mystery"
SHIPS = ["Dick, Fighter Pilot", "Johnson, Radar Operator", "Ivana Humpalot"]


def _session(mine: list[str]) -> Session:
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i}", "normal") for i in (2, 3)
    ]
    s = Session("austin", 1, seats)
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": mine},
                {"side": "evil", "table": ["Fembot"]},
                {"side": "good", "table": ["Shagette"]},
            ],
        }
    )
    return s


@pytest.mark.parametrize("scale", [200, 150])
@pytest.mark.parametrize(
    ("mine", "whole"),
    [
        (SHIPS, True),
        (["Felicity Shagwell", "Johnson, Radar Operator", "Frau Farbissina"], True),
        ([LONG, "Johnson, Radar Operator", "Felicity Shagwell"], False),
    ],
)
def test_three_agents_keep_their_names_beside_them(
    scale: int, mine: list[str], whole: bool
) -> None:
    size = (1280, 720)
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, _session(mine), size)
    gv = t.gv
    lay = gv.panel_layout(t.view, 0)
    assert [c["name"] for c, _r in lay["slots"]] == mine
    cards = [r for _c, r in lay["slots"]]
    caption = gv.pile_caption(t.view, 0)
    drawn = {p.text for p in shot.placed}
    spots = []
    for name, r in zip(mine, cards):
        got = gv.own_name(r)
        assert got is not None, (name, r)
        at, lines, px = got
        assert px == gv.own_name_px() and len(lines) <= 3, lines
        assert all(line in drawn for line in lines), lines
        assert all(theme.text_width(x, px, "cond_bold") <= at.width for x in lines)
        said = " ".join(lines)
        if whole or name != LONG or said == name:
            assert said == name
        else:  # (at 200 %) shortened, its words whole up to the cut
            assert said.endswith("\u2026") and len(said) > 12, said
            assert name.startswith(said[:-1].rstrip()), said
        assert lay["rect"].contains(at) and at.collidelist(cards) < 0, (name, at)
        assert caption is None or not at.colliderect(caption[2]), (name, at, caption)
        spots.append(at)
    assert all(a.collidelist(spots[i + 1 :]) < 0 for i, a in enumerate(spots))
