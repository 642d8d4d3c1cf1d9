"""Austin Powers with six players at 200 %: a computer's ship Agent opens the window "Computer
2's ship Agent: play one of yours, out of turn?"; once the person has passed, its line "Waiting
for Computer 3, Computer 4, Computer 5, Computer 6." was wider than the window: it began left
of it, over Computer 2's counts and TURN tag. The line now stays inside the window (fewer words
where the names do not fit)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")

G, E = ["Shagette"] * 5, ["Fembot"] * 5
CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


def _position() -> dict[str, Any]:
    seats: list[dict[str, Any]] = [
        {"side": "good", "table": ["Shagette"], "hand": ["Groovy, Baby!", "Shagette"]},
        {"side": "evil", "table": ["Fembot"], "hand": ["Moon Base Henchman", "Zip It!"]},
        {"side": "good", "table": ["Basil Exposition"], "hand": ["Groovy, Baby!"]},
        {"side": "evil", "table": ["Mustafa"], "hand": ["Zip It!"]},
        {"side": "good", "table": ["Shagette"], "hand": ["Groovy, Baby!"]},
        {"side": "evil", "table": ["Mini-Me"], "hand": ["Zip It!"]},
    ]
    for i, st in enumerate(seats):
        st["deck"] = G if i % 2 == 0 else E
    return {"current": 1, "actions": 2, "seats": seats}


@pytest.mark.parametrize("size,scale", CASES)
def test_the_ship_windows_waiting_line_stays_inside_it(
    size: tuple[int, int], scale: int, monkeypatch: Any
) -> None:
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    seats = [SeatConfig("human", "Player 1")]
    seats += [SeatConfig("bot", f"Computer {i}") for i in range(2, 7)]
    s = Session("austin", 1, seats)
    g = s.game
    g.set_position(_position())
    t = TableScene(app, s, viewer=0)
    app.push(t)
    t.curtain_for = None
    app.step([])
    assert t.submit(Action(1, "agent", (g.find("Moon Base Henchman"),)))
    app.step([])
    assert t.window_key is not None
    g.apply("0:pass")  # the person has passed; the computers are still asked
    t.refresh()
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t.draw(pygame.Surface(size))
    bar = t.bar.rect()
    assert bar is not None
    waiting = [p for p in shot.placed if p.text.startswith("Waiting for")]
    assert waiting, [p.text for p in shot.placed]
    for p in waiting:
        assert bar.contains(p.rect), (p.text, p.rect, bar)
