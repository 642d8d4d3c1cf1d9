"""Espionage hot-seat by the keys alone: Ann played a Blackmail on Bea with the keys; Bea
pressed her claim key, lifted her curtain and pressed Tab: the focus went past her Police (the
card that can answer) to the Courier after it ("Courier, in your hand: no move now"), for the
ring Ann's keys had shown stayed on through the curtain and the Tab moved it on. A curtain
lifted hides the ring: the next person's first Tab shows it on the card that can answer.

Seed 11, Ann and Bea: Ann holds Courier, Hacker, Hacker, Blackmail; Bea Police, Courier."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press

pytestmark = pytest.mark.usefixtures("hotseat")


def test_the_first_tab_after_a_claim_lands_on_the_card_that_answers(app: App) -> None:
    session = Session("espionage", 11, [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")])
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    press(app, pygame.K_SPACE)  # Ann lifts her curtain
    assert table.curtain_for is None and table.viewer == 0
    press(app, pygame.K_TAB)
    stops = table.focus.stops()
    table.focus.focus(stops, next(i for i, s in enumerate(stops) if s.name == "Blackmail"))
    press(app, pygame.K_RETURN)  # picked up: over Bea, the only target
    assert table.focus.holding()
    press(app, pygame.K_RETURN)  # played on Bea
    assert session.log[-1] == "0:play 32 1" and table.window_key is not None
    press(app, CLAIM_KEYS[1])  # Bea claims the window: her curtain
    assert table.claimant == 1 and table.curtain_for == 1
    press(app, pygame.K_SPACE)  # Bea lifts it
    assert table.curtain_for is None and table.viewer == 1
    press(app, pygame.K_TAB)  # Bea's first Tab
    here = table.focus.current()
    assert here is not None and here.name == "Police", here.name
    assert table.focus.status_text().startswith("Police, in your hand: Enter picks it up")
    press(app, pygame.K_RETURN)  # the Police picked up, to answer the Blackmail
    assert table.focus.holding()
