"""Issue 52: a new player typing a clue as the Director (the computer the Agent) could not leave
the clue box with Tab, as every other text box allows; only Esc did. Tab now leaves it and the
table's keyboard focus goes on; while the key can be peeked (a person is an Agent) Tab stays
the held key that shows it."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def _key(app: App, key: int, ch: str = "", kind: int = pygame.KEYDOWN) -> None:
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode=ch, scancode=0))
    app.step(pygame.event.get())


def _director(app: App, kinds: list[str]) -> TableScene:
    seats = [
        SeatConfig("human", f"H{i}") if k == "h" else SeatConfig("bot", f"B{i}", "normal")
        for i, k in enumerate(kinds)
    ]
    table = TableScene(app, Session("codenames", 4, seats, {"variant": "co-op"}), viewer=0)
    app.push(table)
    app.step([])
    pygame.event.clear()
    table.curtain_for = None
    table.next_bot_at = time.monotonic() + 60  # no bot moves during the test
    table.refresh()
    app.step([])
    assert table.view["phase"] == "clue" and table.acting_seat() == 0
    return table


def test_tab_leaves_the_clue_box_and_the_focus_moves_on(app: App) -> None:
    table = _director(app, ["h", "b"])
    gv = table.gv
    assert gv.entry.focus and gv.typing
    for ch in "thor":
        _key(app, pygame.key.key_code(ch), ch)
    _key(app, pygame.K_TAB)
    assert not gv.entry.focus and not gv.typing
    assert gv.entry.text == "THOR"  # the clue typed so far stays
    layer = table.focus
    assert layer.active and layer.current() is not None  # the table's ring has a stop
    before = layer.current()
    _key(app, pygame.K_TAB)
    assert layer.current() is not None and layer.current() != before  # and goes on
    assert gv.entry.text == "THOR" and table.view["phase"] == "clue"


def test_tab_still_peeks_at_the_key_while_an_agent_is_a_person(app: App) -> None:
    table = _director(app, ["h", "h"])
    gv = table.gv
    assert gv.entry.focus
    _key(app, pygame.K_TAB, "\t")
    assert gv.peek is not None and gv.entry.focus  # held: the key shows, the box keeps typing
    _key(app, pygame.K_TAB, "\t", pygame.KEYUP)
    assert gv.peek is None
