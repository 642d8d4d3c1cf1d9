"""Austin Powers: a person asked for help who has no Agent on the table is not asked. A bone is
paid with the vibes of its thrower's own active Agents (the rulebook), so a player with none
can throw nothing, and everyone sees it. A new player's table (three people, 2026-11-27)
passed the screen to Cy, who had no Agents, only for him to press "Throw no bone": the table
throws no bone for him at once now, without the curtain; one with an Agent is still asked."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("hotseat")

BONES = ["Groovy, Baby!", "Smashing, Baby!", "Oh, Behave!"]


def _steps(app: App, n: int = 4) -> None:
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    for _ in range(n):
        clock.advance(0.1)
        app.step([])


def _attacked(app: App, cy_table: list[str], kinds: str = "human,human,human") -> Any:
    """Bea's Rocket Launch Technician attempts to assassinate Ann's Shagette; Cy (seat 2)
    holds three bones, with ``cy_table`` on the table. Ann (on screen) to answer."""
    seats = [
        SeatConfig(k, n) if k == "human" else SeatConfig(k, n, "normal")
        for k, n in zip(kinds.split(","), ["Ann", "Bea", "Cy"])
    ]
    s = Session("austin", 1, seats)
    g = s.game
    g.set_position(
        {
            "current": 1,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Shagette"], "hand": ["Shagette"]},
                {"side": "evil", "table": ["Rocket Launch Technician"], "hand": ["Zip It!"]},
                {"side": "good", "table": cy_table, "hand": BONES},
            ],
        }
    )
    g.apply(f"1:attempt {g.find('Rocket Launch Technician')} {g.find('Shagette', 0, 'table')}")
    me = s.humans()[0]
    t = TableScene(app, s, viewer=me)
    app.push(t)
    _steps(app)
    assert t.curtain_for is None and t.viewer == me and g.active_seats() == [0]
    return t


def test_a_person_with_no_agent_is_not_asked_for_a_bone(app: App) -> None:
    t = _attacked(app, [])
    assert t.submit(parse_action("0:help"))
    _steps(app)
    s = t.session
    assert s.log[-2:] == ["0:help", "2:decline"], s.log
    assert t.curtain_for != 2 and s.game.fight is None  # nobody helped: the attack is over
    assert 2 not in s.game.active_seats()


def test_a_person_with_an_agent_is_still_asked(app: App) -> None:
    t = _attacked(app, ["Dick, Fighter Pilot"])
    assert t.submit(parse_action("0:help"))
    _steps(app)
    assert t.session.log[-1] == "0:help"
    assert t.session.game.active_seats() == [2] and t.curtain_for == 2


def test_alone_at_the_table_the_person_is_not_kept_waiting(app: App) -> None:
    """One person (Cy, no Agents) with two computers: Ann asks for help and the table throws
    no bone for Cy, with no "Throw no bone" to press."""
    t = _attacked(app, [], "bot,bot,human")
    g = t.session.game
    for _ in range(100):
        if g.fight is None or g.active_seats() == [2]:
            break
        _steps(app, 1)
    _steps(app)
    assert t.session.log[-2:] == ["0:help", "2:decline"], t.session.log
    assert 2 not in g.active_seats()
