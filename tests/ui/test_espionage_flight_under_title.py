"""Espionage: a card flying onto the stack from a seat's panel above the table passed over
the stack's heading ("THE STACK — last in, first out · 2 cards") and hid it for a moment
after the move. The card now flies under the heading: every frame of its flight leaves the
heading's words as the table drew them."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.espionage import stack_room
from tabletop.games.espionage import view as view_mod
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _flying(monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], ui: int) -> TableScene:
    """Ann, Bea and Cy at one screen, Bea's Infiltrator on the stack, on Bea's screen: Ann's
    card played after it flies from Ann's panel onto the stack."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app = screenprobe.make_app(size, ui)
    session = Session("espionage", 2, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    session.apply(parse_action("0:end"))
    t = TableScene(app, session)
    app.push(t)
    app.step([])
    t.lift_curtain()
    app.step([])
    assert t.submit(parse_action("1:play 13 2"))  # Bea's Infiltrator on Cy
    app.step([])
    assert t.view["stack"]
    return t


@pytest.mark.parametrize(
    ("size", "ui"), [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]
)
def test_a_flying_card_leaves_the_stacks_heading_readable(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], ui: int
) -> None:
    t = _flying(monkeypatch, size, ui)
    gv, view = t.gv, t.view
    clock = SimpleNamespace(now=100.0)
    monkeypatch.setattr(view_mod, "time", SimpleNamespace(monotonic=lambda: clock.now))
    gv.flights.clear()
    card = gv.card_by_name(view, view["stack"][0]["card"])
    opp = gv.opponent_rects(view)
    assert 0 in opp  # Ann's panel, above the table
    gv.on_events([{"kind": "CardPlayed", "data": {"seat": 0, "card": card}, "text": ""}], 1)
    assert len(gv.flights) == 1
    f = gv.flights[0]
    head = stack_room.head_rect(gv, len(view["stack"]))
    base = pygame.Surface(t.size)
    base.fill((1, 2, 3))
    crossed = 0
    for i in range(21):
        clock.now = f["t0"] + f["dur"] * i / 20
        surf = base.copy()
        gv.draw_overlay(surf, view, 1, clock.now)
        changed = pygame.mask.from_threshold(surf, (1, 2, 3), (1, 1, 1, 255))
        changed.invert()
        drawn = changed.get_bounding_rects()
        crossed += bool(drawn)
        left = surf.subsurface(head)
        assert pygame.mask.from_threshold(left, (1, 2, 3), (1, 1, 1, 255)).count() == (
            head.width * head.height
        ), f"the flying card covers the heading at {i}/20 of its flight"
    assert crossed  # the card was drawn at all
