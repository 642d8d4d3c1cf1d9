"""Issue 52: a cancelled card still got a full reaction window (Ann's Bodyguard cancelled the
threat on Bea's Protector; the table then asked everyone, with keys and a countdown, for
reactions to the cancelled threat). Nothing may answer a cancelled card (the rules' reading in
``games/espionage/rules``): with every item on the stack cancelled the table passes for all at
once; a cancelled card over a live one keeps the window, which says the card is cancelled."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.espionage.facts import EspionageFacts
from tabletop.games.espionage.view import View
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.test_hotseat import SEVEN

pytestmark = pytest.mark.usefixtures("hotseat")

#: Cy's Sniper threatens Bea's Protector, everyone passes; Ann answers with her Bodyguard
BODYGUARD = [*SEVEN, "2:play 4 1", "0:pass", "1:pass", "2:pass", "0:react 41 4"]


def test_no_window_opens_on_a_stack_of_cancelled_cards(app: App) -> None:
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in BODYGUARD:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    table.lift_curtain()
    app.step([])
    n = len(session.log)
    # the Bodyguard's window runs out: it resolves and cancels the threat
    app.time_source.advance(table.window.length + 0.5)  # type: ignore[attr-defined]
    app.step([])
    app.step([])
    log = session.log
    # the cancelled threat's passes are the table's, made at once: no window on it
    assert log[n:] == ["0:pass", "1:pass", "2:pass"] * 2
    assert not table.game.view(None)["stack"] and table.window_key is None
    assert set(range(n, len(log))) <= session.by_table
    # the cancelling is told once, when it happens, with what cancelled it (it was told again
    # as "cancelled, no effect" when the card left the stack)
    threat = "Bea must discard Protector (Sniper by Cy)"
    told = [line for line, _ in table.log.lines if threat in line and "cancel" in line]
    assert told == [f"{threat}: cancelled by Ann's Bodyguard, no effect."]


def _item(label: str, cancelled: bool) -> dict[str, object]:
    return {"label": label, "cancelled": cancelled, "kind": "mission", "seat": 0}


def test_the_facts_and_the_windows_words() -> None:
    facts = EspionageFacts()
    live = _item("Sniper by Cy on Bea", False)
    dead = _item("Police by Bea against Sniper by Cy", True)
    cancelled = _item("Sniper by Cy on Bea", True)
    assert facts.pass_is_public({"stack": [cancelled]}, 1)
    assert not facts.pass_is_public({"stack": [live, dead]}, 1)
    assert not facts.pass_is_public({"stack": []}, 1)
    words = View.window_text(None, {"stack": [live, dead]})  # type: ignore[arg-type]
    assert words == (
        "Police by Bea against Sniper by Cy is cancelled; reactions to: Sniper by Cy on Bea"
    )
    assert View.window_text(None, {"stack": [live]}) == "Reactions to: Sniper by Cy on Bea"  # type: ignore[arg-type]
