"""A person and two computers: a race's result went by itself (6 s) as the person pressed
Space to go on from it; Computer 3 played a ship Agent a moment later, and that Space passed
the person's ship window: the log said "Player 1 and Computer 2 passed." though the person
held Johnson, a ship Agent, and never saw the question. While a scene covers the table no
move is made and no window's time runs; a pass key in the first moment after the table shows
again was meant for the screen before: it passes nothing, the table says so, and the next
press passes."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.scene import Scene
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

G, E = ["Shagette"] * 5, ["Fembot"] * 5


def _position() -> dict[str, Any]:
    return {
        "current": 2,
        "actions": 2,
        "seats": [
            {"side": "good", "table": ["Shagette"], "hand": ["Johnson, Radar Operator"], "deck": G},
            {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"], "deck": E},
            {
                "side": "good",
                "table": ["Basil Exposition"],
                "hand": ["Dick, Fighter Pilot"],
                "deck": G,
            },
        ],
    }


class Cover(Scene):
    """A scene over the table that leaves by itself (a race's result)."""

    goes_by_itself = True

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill((0, 0, 0))


def _space() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=44)


def test_a_space_meant_for_a_race_result_never_passes_the_next_window(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test makes the computer's move
    app = screenprobe.make_app((1280, 720), 100)
    clock = ManualClock()
    app.time_source = clock
    try:
        s = Session(
            "austin",
            1,
            [
                SeatConfig("human", "Player 1"),
                SeatConfig("bot", "Computer 2"),
                SeatConfig("bot", "Computer 3"),
            ],
        )
        g = s.game
        g.set_position(_position())
        t = TableScene(app, s, viewer=0)
        app.push(t)
        app.step([])
        cover = Cover(app)
        app.push(cover)
        for _ in range(60):  # the result is on screen for a while: the table waits under it
            clock.advance(0.1)
            app.step([])
        assert app.scene is cover
        app.pop()  # the result went by itself
        app.step([])
        clock.advance(0.5)
        assert t.submit(Action(2, "agent", (g.find("Dick, Fighter Pilot"),)))
        app.step([])
        assert 0 in g.active_seats(), g.active_seats()  # the person is asked
        clock.advance(0.3)
        before = list(s.log)
        app.step([_space()])  # pressed to go on from the result, a second late
        assert s.log == before, s.log[len(before) :]
        assert 0 in g.active_seats()
        clock.advance(2.0)  # the question has been in sight: a press now answers it
        app.step([_space()])
        assert s.log[len(before) :][:1] == ["0:pass"], s.log[len(before) :]
    finally:
        pygame.quit()
