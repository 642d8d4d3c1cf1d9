"""A refusal keeps off the move buttons. Austin Powers with six players at 200 % (a new
player, 2026-11-27): Computer 2 asked for a Frickin' Bone, the player dragged "Do I Make You
Randy?" onto the arena, and the red "can't help here" message, with no free spot on the
crowded table, lay over "Throw no bone [Space]" for seconds. It stands above the buttons now."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")

HAND = ["Do I Make You Randy?", "Oh, Behave!", "Shagette", "Groovy, Baby!", "Mini-Me", "Fembot"]


def _asked(n: int, size: tuple[int, int], scale: int) -> tuple[Any, TableScene, Any]:
    """Computer 3's Dick, Fighter Pilot attempts to assassinate Computer 2's Fat Bastard;
    Computer 2 asks for help and every other computer throws none: Ann (Basil Exposition on
    the table, 1 Groovy) is the one left to answer."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(1, n)
    ]
    s = Session("austin", 11, seats)
    g = s.game
    extra = [
        {"side": "good" if i % 2 == 0 else "evil", "table": ["Shagette" if i % 2 else "Fembot"]}
        for i in range(3, n)
    ]
    g.set_position(
        {
            "current": 2,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Basil Exposition"], "hand": HAND},
                {"side": "evil", "table": ["Fat Bastard"]},
                {"side": "good", "table": ["Dick, Fighter Pilot"]},
                *extra,
            ],
        }
    )
    g.apply(f"2:attempt {g.find('Dick, Fighter Pilot')} {g.find('Fat Bastard')}")
    g.apply("1:help")
    for k in range(3, n):
        g.apply(f"{k}:decline")
    assert g.active_seats() == [0] and g.timed() is None
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    app.screen = pygame.Surface(size)
    t = TableScene(app, s, viewer=0)
    app.push(t)
    app.step([])
    return app, t, g


def _drag_to_arena(app: Any, t: TableScene, card: int, n: int) -> None:
    hand = t.view["zones"]["hand/0"]["cards"]
    r = t.gv.hand_rects(len(hand), t.gv.geometry(n))[[c["id"] for c in hand].index(card)]
    end = t.gv.geometry(n)["arena"].center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    for k in range(1, 6):
        p = (r.centerx + (end[0] - r.centerx) * k // 5, r.centery + (end[1] - r.centery) * k // 5)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


@pytest.mark.parametrize(
    "n, size, scale",
    [(6, (1280, 720), 200), (6, (1280, 720), 150), (3, (1280, 720), 200), (6, (1024, 600), 100)],
)
def test_a_refusal_keeps_off_the_move_buttons(n: int, size: tuple[int, int], scale: int) -> None:
    app, t, g = _asked(n, size, scale)
    _drag_to_arena(app, t, g.find("Do I Make You Randy?", 0, "hand"), n)
    said = [x.text for x in t.toasts.items]
    assert any("can't help here" in x for x in said), said
    t.draw(app.screen)
    buttons = [b.rect for b in t.buttons if b.rect.w]
    assert buttons and t.toasts.drawn, (buttons, t.toasts.drawn)
    for box in t.toasts.drawn:
        assert box.collidelist(buttons) < 0, (box, buttons)
