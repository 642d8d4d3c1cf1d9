"""Ctrl+Z says what happened in a player's words (issue 52, a 4-person hot-seat Espionage game,
2026-11-26): right after Ann's own Courier had resolved, Ctrl+Z said "the last move is Cy's",
though the last thing Ann saw was her own card; the last move was Cy's pass in the Courier's
window, and it now says so ("Cy passed on your Courier last; Undo takes back only your own
last move"). Ctrl+Z with a card's targets offered closed the choice without a word: it now
says "Choice cancelled", takes nothing back, and a second Ctrl+Z is the undo."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.layers.panels import CHOICE_CANCELLED
from tabletop.ui.table import TableScene

pytestmark = pytest.mark.usefixtures("hotseat")

FOUR = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
#: Espionage seed 0: Ann's Courier (card 30), its window passed by all, Cy the last
COURIER = ["0:play 30", "0:pass", "1:pass", "3:pass", "2:pass"]


def _ctrl_z(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
        )
    )
    app.step(pygame.event.get())


def _after_courier(app: App) -> TableScene:
    session = Session("espionage", 0, FOUR)
    for move in COURIER:
        session.apply(parse_action(move))
    assert session.game.active_seats() == [0]  # Ann's turn goes on, her Courier resolved
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    table.lift_curtain()
    app.step([])
    assert table.viewer == 0
    return table


def _said(table: TableScene) -> list[str]:
    return [t.text for t in table.toasts.items]


def test_ctrl_z_after_the_courier_says_cy_passed_on_it_last(app: App) -> None:
    table = _after_courier(app)
    n = len(table.session.log)
    _ctrl_z(app)
    assert len(table.session.log) == n
    assert _said(table)[-1] == (
        "Cy passed on your Courier last; Undo takes back only your own last move."
    )
    # and Bea, had she the screen, reads whose Courier it was
    assert table.session.undo_refusal(1).startswith("Cy passed on Ann's Courier last")


def test_ctrl_z_on_an_open_choice_of_targets_cancels_it_and_says_so(app: App) -> None:
    table = _after_courier(app)
    n = len(table.session.log)
    targets = [a for a in table.legal(0) if a.verb == "play" and len(a.args) == 2]
    assert len({a.args[0] for a in targets}) >= 1 and len(targets) >= 2
    card = targets[0].args[0]
    table.choosers.open([a for a in targets if a.args[0] == card], (640, 400))
    app.step([])
    assert table.chooser
    _ctrl_z(app)
    assert not table.chooser and len(table.session.log) == n
    assert _said(table)[-1] == CHOICE_CANCELLED
    assert "Choice cancelled" in CHOICE_CANCELLED
    _ctrl_z(app)  # the second is the undo (here: why nothing is taken back)
    assert _said(table)[-1].startswith("Cy passed on your Courier last")
