"""Issue 52: another seat's claim key took the screen from a person mid-answer (Ann had claimed
a window and was choosing what to play when Bea's key passed the screen to Bea). While the
person on screen answers (a chooser open, a question addressed to them, a card held) a claim
key is held off, and the table says why as it does for other dropped keys."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press
from tests.ui.test_hotseat import SEVEN

pytestmark = pytest.mark.usefixtures("hotseat")


def _ann_claimed(app: App) -> TableScene:
    """Espionage seed 7, three people: the window on the threat to Bea's Protector (Cy's
    Sniper); Ann claims it and looks at her hand (she holds a Bodyguard)."""
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in [*SEVEN, "2:play 4 1", "0:pass", "1:pass", "2:pass"]:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    if table.curtain_for is not None:
        table.lift_curtain()
    app.step([])
    assert table.screen.public_window()
    press(app, CLAIM_KEYS[0])
    table.lift_curtain()
    app.step([])
    assert table.claimant == 0 and table.viewer == 0
    return table


def test_a_claim_key_waits_while_a_chooser_is_open(app: App) -> None:
    table = _ann_claimed(app)
    moves = [a for a in table.legal(0)]
    assert parse_action("0:react 41 4") in moves
    table.choosers.open(moves, table.play_rect.center)
    assert table.chooser
    press(app, CLAIM_KEYS[1])  # Bea's key
    assert table.claimant == 0 and table.curtain_for is None and table.viewer == 0
    assert table.chooser  # Ann's choice is still open
    said = [t.text for t in table.toasts.items if t.kind == "bad"][-1]
    assert said == "P (Bea): Ann is choosing what to play; press again when Ann is done."
    # the chooser closed: Ann still holds the window she claimed; once she passes, Bea's key
    # claims as before
    table.chooser = []
    press(app, CLAIM_KEYS[1])
    assert table.claimant == 0 and table.viewer == 0
    press(app, pygame.K_SPACE)  # Ann lets it go
    press(app, CLAIM_KEYS[1])
    assert table.claimant == 1 and table.curtain_for == 1


def test_a_claim_chip_waits_too(app: App) -> None:
    """A click on a claim chip goes through the same gate as the key."""
    table = _ann_claimed(app)
    table.choosers.open(table.legal(0), table.play_rect.center)
    table.screen.claim(2)
    assert table.claimant == 0 and table.curtain_for is None
    assert "Cy" in [t.text for t in table.toasts.items if t.kind == "bad"][-1]


def test_no_one_is_answering_in_a_public_window(app: App) -> None:
    """With nobody's hand on screen nothing is held off: a claim key claims."""
    table = _ann_claimed(app)
    press(app, pygame.K_SPACE)  # Ann lets the window go: public again
    assert table.viewer is None and table.screen.answering() == ""
    press(app, CLAIM_KEYS[1])
    assert table.claimant == 1


def test_a_claim_key_waits_while_the_claimant_decides(app: App, tmp_path: Path) -> None:
    """A new player's claim key took the screen from a person who had claimed the window and was
    looking at their hand (no chooser open yet), with no word. The claimant keeps the screen
    until they play or pass; another person's key is held off and the table says so."""
    table = _ann_claimed(app)
    assert table.screen.answering() == "answering the window"
    press(app, CLAIM_KEYS[1])  # Bea's key
    assert table.claimant == 0 and table.viewer == 0 and table.curtain_for is None
    said = [t.text for t in table.toasts.items if t.kind == "bad"][-1]
    assert said == "P (Bea): Ann is answering the window; press again when Ann is done."
    table.screen.claim(2)  # Cy's chip: the same
    assert table.claimant == 0 and table.viewer == 0
    app.scene.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / "claimant_keeps_the_screen.png"))
    n = len(table.session.log)
    press(app, pygame.K_SPACE)  # Ann passes: the window is everyone's again
    assert table.session.log[n:] == ["0:pass"] and table.claimant is None
    press(app, CLAIM_KEYS[1])
    assert table.claimant == 1 and table.curtain_for == 1
