"""An RPG Get! table on a manual clock and a player's clicks on it, a frame apart (as
``pointerdriver``'s mirror posts them), for tests of the pointer on a party's members."""

from __future__ import annotations

import pygame

from tabletop.room.session import Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock


def clocked_table(
    size: tuple[int, int], scale: int, session: Session
) -> tuple[TableScene, ManualClock]:
    """``session``'s table from seat 0 at ``size`` and ``scale`` % text, on a manual clock,
    stepped and drawn once."""
    app = screenprobe.make_app(size, scale)
    clock = app.time_source = ManualClock()
    table = TableScene(app, session, viewer=0)
    app.push(table)
    clock.advance(1 / 60)
    app.step([])
    table.draw(app.screen)
    return table, clock


def click(table: TableScene, clock: ManualClock, pos: tuple[int, int]) -> None:
    """The pointer moved to ``pos``, pressed and released, a frame apart, the table drawn after
    each."""
    app = table.app
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        if kind == pygame.MOUSEMOTION:
            e = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        else:
            e = pygame.event.Event(kind, pos=pos, button=1)
        clock.advance(1 / 60)
        app.step([e])
        table.draw(app.screen)


def member_at(table: TableScene, name: str) -> tuple[int, int]:
    """The centre of seat 0's party member ``name`` on the table."""
    return next(
        r.center
        for c, r, w in table.gv.boxes(table.view, 0)
        if w == "party/0" and c.get("name") == name
    )
