"""Hot-seat: the curtain that follows a reaction window everyone watched says why it asks for the
seat whose turn it still is (a new player's walk: "Pass to Ann" came with no reason after her
Sniper's window ran out, and after Ctrl+Z took her card back on it, while other mid-turn
curtains said "Back to Cy's turn."): "Back to Bea's turn: the window closed." and "Back to
Bea's turn: Bea's move was taken back.", drawn whole on the curtain."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press
from tests.ui.test_curtain_says_why import _curtain_words

pytestmark = pytest.mark.usefixtures("hotseat")


@pytest.fixture()
def app_size() -> tuple[int, int]:
    return (1280, 720)


def _informant_window(app: App) -> TableScene:
    """Ann and Bea at one screen: Bea's Informant on Ann opens a window shown to everyone."""
    session = Session("espionage", 17, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    session.apply(parse_action("0:end"))
    t = TableScene(app, session)
    app.push(t)
    app.step([])
    assert t.curtain_for == 1
    t.lift_curtain()
    app.step([])
    assert t.screen.curtain_reason(1) == ""  # her own turn's start: no reason needed
    assert t.submit(parse_action("1:play 26 0"))
    app.step([])
    assert t.window_key is not None and t.screen.public_window() and t.curtain_for is None
    return t


def test_the_curtain_after_a_window_everyone_watched_says_why(app: App) -> None:
    t = _informant_window(app)
    clock = app.time_source
    while t.window_key is not None:  # nobody answers: it runs out
        t.window.set_left(0.0)
        t.update(clock())
        app.step([])
    assert t.curtain_for == 1 and t.view["current"] == 1
    why = "Back to Bea's turn: the window closed."
    assert t.screen.curtain_reason(1) == why
    assert why in _curtain_words(t)
    t.lift_curtain()
    app.step([])
    assert t.screen.curtain_reason(1) == ""  # said once, for that curtain


def test_the_curtain_after_ctrl_z_took_the_card_back_says_why(app: App) -> None:
    t = _informant_window(app)
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
        )
    )
    app.step(pygame.event.get())  # "Whose is it?"
    press(app, CLAIM_KEYS[1])  # Bea's key: her Informant comes back
    assert t.session.log == ["0:end"]
    assert t.curtain_for == 1
    why = "Back to Bea's turn: Bea's move was taken back."
    assert t.screen.curtain_reason(1) == why
    assert why in _curtain_words(t)
