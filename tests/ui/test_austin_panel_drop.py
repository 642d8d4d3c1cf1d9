"""Austin Powers at 200 % with three players (1280x720): a drop on another seat's panel, or on
its "+N more", means that seat. A new player (2026-11-27) dragged Ivana Humpalot onto Computer
2's "+2 more" (Unibrau and Fembot, neither of whom she may shag) and onto its panel, and was
told only "That card cannot go there; now it is the main phase ...". A drop on "+N more" that
makes no move now says why not on the Agent counted there; a drop on the panel offers the
attempts on that seat's Agents, as "+N more" does."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")

UNIBRAU = "Unibrau, Hot German Birdie"


def _table(monkeypatch: pytest.MonkeyPatch) -> tuple[Any, TableScene]:
    """Ann's turn: Ivana Humpalot, Basil Exposition and Austin Powers on her table; Computer
    2 has Unibrau and Fembot, one of them counted on "+1 more"."""
    monkeypatch.setattr("tabletop.ui.table.BOT_DELAY", 1e9)
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Computer {i}", "normal") for i in (2, 3)
    ]
    s = Session("austin", 1, seats)
    mine = ["Ivana Humpalot", "Basil Exposition", "Austin Powers, International Man of Mystery"]
    hand = ["Shagette", "Groovy, Baby!", "Oh, Behave!", "Yeah, Baby, Yeah!", "Zip It!", "Mini-Me"]
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": mine, "hand": hand},
                {"side": "evil", "table": [UNIBRAU, "Fembot"]},
                {"side": "good", "table": ["Dick, Fighter Pilot", "Johnson, Radar Operator"]},
            ],
        }
    )
    app = screenprobe.make_app((1280, 720), 200)
    app.time_source = ManualClock()
    app.screen = pygame.Surface((1280, 720))
    t = TableScene(app, s, viewer=0)
    app.push(t)
    app.step([])
    return app, t


def _drag(app: Any, start: tuple[int, int], end: tuple[int, int]) -> None:
    def ev(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
        if kind == pygame.MOUSEMOTION:
            return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        return pygame.event.Event(kind, pos=pos, button=1)

    app.step([ev(pygame.MOUSEMOTION, start), ev(pygame.MOUSEBUTTONDOWN, start)])
    for k in range(1, 11):
        p = (start[0] + (end[0] - start[0]) * k // 10, start[1] + (end[1] - start[1]) * k // 10)
        app.step([ev(pygame.MOUSEMOTION, p)])
    app.step([ev(pygame.MOUSEBUTTONUP, end)])


def _agent(t: TableScene, name: str) -> tuple[int, int]:
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    cid = t.game.find(name, 0, "table")
    return next(it.rect.center for it in lay.draggables() if it.key == ("table", cid))


def test_a_drop_on_more_that_makes_no_move_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    app, t = _table(monkeypatch)
    panel = t.gv.panel_layout(t.view, 1)
    assert panel["more"] is not None  # one of Computer 2's Agents is counted there
    shown = {c["name"] for c, _r in panel["slots"]}
    counted = ({UNIBRAU, "Fembot"} - shown).pop()
    _drag(app, _agent(t, "Ivana Humpalot"), panel["more"].center)
    said = [x.text for x in t.toasts.items]
    assert said and not said[-1].startswith("That card cannot go there"), said
    assert counted.split(",")[0] in said[-1], (counted, said)


def test_a_drop_on_a_panel_offers_that_seats_agents(monkeypatch: pytest.MonkeyPatch) -> None:
    app, t = _table(monkeypatch)
    panel = t.gv.panel_layout(t.view, 1)
    rect = panel["rect"]
    taken = [r for _c, r in panel["slots"]] + ([panel["more"]] if panel["more"] else [])
    spot = next(
        (x, rect.bottom - 8)
        for x in range(rect.left + 10, rect.right - 10, 8)
        if not any(r.collidepoint(x, rect.bottom - 8) for r in taken)
    )
    _drag(app, _agent(t, "Basil Exposition"), spot)
    offered = [b.label for b in t.chooser]
    assert len(offered) == 2 and all("Basil Exposition attempts" in x for x in offered), offered
    assert not [x.text for x in t.toasts.items if x.kind == "bad"]
