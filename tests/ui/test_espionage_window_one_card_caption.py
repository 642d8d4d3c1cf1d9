"""Espionage at large text, one card on the stack and a reaction window open (Ann and Bea at one
screen, Bea's Informant on Ann): at 200 % on 1280x720 the window's bar lay beside the card's
caption and cut it to "Informa..."; at 1024x600 the bar at the panel's foot cut it to
"Infor...". The caption is whole, clear of the bar, at 150 % and 200 % on 1280x720 and at
200 % on 1024x600."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.parts import table_paint
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


def _informant_window(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], ui: int
) -> tuple[TableScene, screenprobe.Shot]:
    monkeypatch.setattr(table_mod, "CURTAIN_GUARD", 0.0)
    monkeypatch.setattr(table_mod, "CURTAIN_KEY_GUARD", 0.0)
    app = screenprobe.make_app(size, ui)
    app.time_source = ManualClock()
    session = Session("espionage", 17, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    session.apply(parse_action("0:end"))
    t = TableScene(app, session)
    app.push(t)
    app.step([])
    t.lift_curtain()
    app.step([])
    assert t.submit(parse_action("1:play 26 0"))  # Bea's Informant on Ann
    app.step([])
    assert t.window_key is not None and len(t.view["stack"]) == 1
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table_paint._spare.clear()
        t.paint.static = t.paint.layer = t.paint.frame_surface = t._frame = None
        app.screen = pygame.Surface(size)
        t.draw(app.screen)
    return t, shot


@pytest.mark.parametrize("size, ui", [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 200)])
def test_a_single_stack_cards_caption_is_whole_beside_the_window(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], ui: int
) -> None:
    t, shot = _informant_window(monkeypatch, size, ui)
    caption = " ".join(t.gv.say(t.view["stack"][0]["label"]).split())
    assert caption == "Informant by Bea on Ann"
    drawn = [p for p in shot.placed if any(c.contains(p.rect) for c in t.gv.captions)]
    words = " ".join(" ".join(p.text for p in drawn).split())
    assert caption in words, (caption, words)
    assert not [p.text for p in drawn if p.text.rstrip().endswith("\u2026")]
    bar = t.bar.rect()
    assert bar is not None
    assert bar.collidelist(t.gv.captions) < 0 and bar.collidelist(t.gv.stack_rects(t.view)) < 0
    assert all(t.gv.table_rect.contains(c) for c in t.gv.captions)
