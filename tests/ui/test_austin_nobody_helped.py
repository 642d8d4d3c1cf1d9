"""Austin Powers: a call for help nobody answers is said where the player looks, long enough
to read. A new player (six players, 200 %) attacked, asked for help, and five computers threw
no bone: the arena was gone a moment later, the result's banner said only who won, and that
nobody had thrown a bone was in the log alone. The result's banner now says "Nobody threw you
a bone." under who won, and stays twice a banner's time. Timed on the test's own clock."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.austin.faces import BANNER_SECONDS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")

FRAME = 0.1


def _asked_in_vain(scale: int) -> tuple[TableScene, ManualClock, Session]:
    """Ann (seat 0, on screen) attacks Computer 2's Rocket Launch Technician with The
    President; Computer 2 throws "One Million Dollars!"; Ann asks for help; the two other
    computers (an Agent each, no bone) throw none."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(1, 4)
    ]
    s = Session("austin", 11, seats)
    g = s.game
    g.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["The President"], "hand": ["Shagette"]},
                {
                    "side": "evil",
                    "table": ["Rocket Launch Technician"],
                    "hand": ["One Million Dollars!"],
                },
                {"side": "good", "table": ["Shagette"]},
                {"side": "evil", "table": ["Fembot"]},
            ],
        }
    )
    app = screenprobe.make_app((1280, 720), scale)
    clock = ManualClock()
    app.time_source = clock
    app.screen = pygame.Surface((1280, 720))
    t = TableScene(app, s, viewer=0)
    app.push(t)
    t.update(clock.t)
    attack = f"0:attempt {g.find('The President')} {g.find('Rocket Launch Technician')}"
    assert t.submit(parse_action(attack))
    _run(app, clock, lambda: "help" in {a.verb for a in g.legal_actions(0)})
    assert t.submit(parse_action("0:help"))
    _run(app, clock, lambda: g.fight is None)
    return t, clock, s


def _run(app: object, clock: ManualClock, done: object, most: float = 20.0) -> None:
    for _ in range(int(most / FRAME)):
        if done():  # type: ignore[operator]
            return
        clock.advance(FRAME)
        app.step([])  # type: ignore[attr-defined]
    raise AssertionError("the table did not get there")


def _shown(t: TableScene) -> str:
    """The words of the banner the table draws now ("" when none is up)."""
    t.dirty = True
    t._frame = None
    gv: Any = t.gv
    gv.banner_box = None
    t.draw(t.app.screen)
    if not gv.banner_now(t.view):
        return ""
    plan = gv.banner_plan(t.view, gv.banners[-1])
    return " ".join(plan.big + [line for line, _px, _at in plan.small])


@pytest.mark.parametrize("scale", [100, 200])
def test_the_result_says_nobody_threw_a_bone_and_stays(
    scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("tabletop.ui.table.BOT_DELAY", 0.1)  # the computers' moves sooner
    t, clock, s = _asked_in_vain(scale)
    assert s.log[-1].endswith(":decline")
    gv: Any = t.gv
    b = gv.banners[-1]
    assert b["small"] == "Nobody threw you a bone.", b
    for wait in (1.0, BANNER_SECONDS + 1.0, 1.8 * BANNER_SECONDS):  # up past a banner's time
        clock.t = b["t0"] + wait
        shown = _shown(t)
        assert "Nobody threw you a bone." in shown, (wait, shown)
        assert "wins the attack" in shown, (wait, shown)
    clock.t = b["t0"] + 2.05 * BANNER_SECONDS
    assert _shown(t) == ""  # and goes
