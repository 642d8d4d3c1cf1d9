"""An Espionage table (seed 0, Ann against the computer) after a list of moves, on a manual
clock, and a key pressed on it, for tests of playing Espionage by the keys."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock


def press(app: App, k: int) -> None:
    """Key ``k`` pressed, one step of the app."""
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def espionage_table(app: App, moves: list[str]) -> tuple[TableScene, ManualClock]:
    """Seed 0's game after ``moves``, its table pushed on ``app`` (on a manual clock), stepped
    once."""
    clock = ManualClock()
    app.time_source = clock
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer", "normal")]
    session = Session("espionage", 0, seats)
    for m in moves:
        session.apply(parse_action(m))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    return table, clock
