"""Austin Powers: asked for a Frickin' Bone, your hand tells which bones you may throw. A new
player (1280x720, 100 %) asked to throw a bone or give up saw four bones that looked the same
and learnt only by dragging one that none could be thrown. The bones you may throw keep the
tick of every legal card; those you cannot throw now are dimmed; at any other time no card is."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.austin import bone_marks
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

HAND = ["It's Freedom, Baby!", "One Million Dollars!", "Shagadelic!", "Shag Pad"]


def _session(attacked: bool) -> Session:
    """Bo's Dr. Evil attempts to shag Ann's Felicity Shagwell (``attacked``), else Ann's turn.
    Ann's Agents put out Groovy and Shagadelic: of her bones only Shagadelic! can be thrown."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo"), SeatConfig("bot", "Cy")]
    s = Session("austin", 1, seats)
    g = s.game
    g.set_position(
        {
            "current": 1 if attacked else 0,
            "actions": 2,
            "seats": [
                {
                    "side": "good",
                    "table": ["Johnson, Radar Operator", "Felicity Shagwell"],
                    "hand": HAND,
                },
                {"side": "evil", "table": ["Dr. Evil", "Fembot"], "hand": ["Zip It!"]},
                {"side": "good", "table": ["Shagette"]},
            ],
        }
    )
    if attacked:
        g.apply(f"1:attempt {g.find('Dr. Evil', 1, 'table')} {g.find('Felicity Shagwell')}")
    return s


def _mean(surf: pygame.Surface, r: pygame.Rect) -> float:
    avg = pygame.transform.average_color(surf, r)
    return sum(avg[:3]) / 3


@pytest.mark.parametrize("scale", [100, 200])
def test_bones_that_cannot_be_thrown_are_dimmed(scale: int) -> None:
    size = (1280, 720)
    t, _shot = screenprobe.drawn_table(size, scale, _session(True), keys=False)
    gv, view = t.gv, t.view
    hand = view["zones"]["hand/0"]["cards"]
    ids = {str(c["name"]): c["id"] for c in hand}
    usable = gv.usable_hand()
    assert ids["Shagadelic!"] in usable  # its tick, as every legal card's
    dim = bone_marks.unthrowable(hand, t.legal(0), usable)
    assert dim == {ids["It's Freedom, Baby!"], ids["One Million Dollars!"]}
    rects = dict(zip((c["id"] for c in hand), gv.hand_rects(len(hand), gv.geometry(3))))
    for name in ("It's Freedom, Baby!", "One Million Dollars!"):
        r = rects[ids[name]]
        plain = gv.face(name, gv.hand_card)
        drawn = t.app.screen.subsurface(r).copy()
        assert _mean(drawn, drawn.get_rect()) < 0.7 * _mean(plain, plain.get_rect()), name
    r = rects[ids["Shagadelic!"]]
    plain = gv.face("Shagadelic!", gv.hand_card)
    drawn = t.app.screen.subsurface(r).copy()
    assert _mean(drawn, drawn.get_rect()) > 0.85 * _mean(plain, plain.get_rect())


def test_no_card_is_dimmed_in_ones_own_turn() -> None:
    t, _shot = screenprobe.drawn_table((1280, 720), 100, _session(False), keys=False)
    hand = t.view["zones"]["hand/0"]["cards"]
    assert not bone_marks.unthrowable(hand, t.legal(0), t.gv.usable_hand())
