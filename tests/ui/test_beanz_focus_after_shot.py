"""Issue 52 (a new keyboard player, Mighty Beanz at 1280x720, 2026-11-26): after a Shoot for
Loot the focus was on the Menu button (the shot's "Miss on purpose" had gone, and the focus
took what lay at its place in the order), so the next Enter opened the Pause menu. Once the
shot is made, the focus is where play goes on: the first card of the hand with a move, as at
a turn's start, and Enter picks it up."""

from __future__ import annotations

import pygame
import pytest

import tabletop.games.beanz.flick.scene as flick_scene
from tabletop.physics.bots import ideal_flick
from tabletop.room.session import Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.test_beanz_table import FakeShot, find


def _my_shot(s: Session) -> bool:
    return s.game.flow.at == "loot" and s.game.active_seats() == [0]


def test_after_the_shot_the_focus_is_on_the_hand_not_the_menu(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(flick_scene, "ShotScene", FakeShot)
    FakeShot.made = []
    clock = ManualClock()
    app.time_source = clock
    session = find(_my_shot)
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    table.focus.active = True  # the keys are in use
    here = table.focus.current()
    assert here is not None and here.name == "Miss on purpose"  # the shot's question
    clock.advance(5.0)
    app.step([])
    shot = FakeShot.made[-1]
    assert app.scene is shot
    app.pop()
    shot.on_done(ideal_flick(shot.setup), True)  # a straight hit, as the flick scene ends
    for _ in range(3):
        clock.advance(5.0)
        app.step([])
    assert session.log[-1].startswith("0:flick ")
    here = table.focus.current()
    assert here is not None and here.kind == "hand", here
    assert table.focus.playable(0, here)
    assert "Menu" not in table.focus.status_text()
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    )
    app.step(pygame.event.get())
    assert app.scene is table and table.focus.holding()  # Enter picked the card up
