"""A race with a seat on a phone (issue 28: "a race's gesture button"): the phone's message
shows the race and its button; a press sent from the phone is taken by the table's race
overlay like a key (stamped when the overlay looks), so the phone player can win or lose it.
The toy game's race ("last to press loses a point") runs through the real table, its phone
server on loopback and an injected clock."""

from __future__ import annotations

import asyncio

import aiohttp
import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.registry import GameInfo, registry
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.table import TableScene
from tests.remote.phones import Phone
from tests.ui.test_austin_races import Clock

MS = 1_000_000
FRAME = 16_666_667


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    monkeypatch.setattr("tabletop.ui.parts.phones.HOST", "127.0.0.1")
    monkeypatch.setattr("tabletop.ui.parts.phones.PORT", 0)
    toy = GameInfo(
        "toy",
        "Toy",
        rules="tests.engine.toygame:ToyGame",
        view="tests.ui.test_timed_runner:ToyView",
    )
    monkeypatch.setitem(registry(), "toy", toy)
    a = App((1280, 720), headless=True)
    yield a
    a.room.close()
    pygame.quit()


async def _race(app: App, table: TableScene, press_ms: int | None) -> RaceOverlay:
    link = table.link
    assert link is not None
    async with aiohttp.ClientSession() as http:
        phone = Phone(link.server, 0)
        await phone.open(http)
        await phone.wait(lambda m: m.get("t") == "welcome", "welcome")
        assert table.submit(Action(0, "draw"))
        app.step([])
        ov = app.scene
        assert isinstance(ov, RaceOverlay), "the table did not put the race up"
        msg = await phone.wait(lambda m: m.get("t") == "state" and m.get("race"), "race")
        assert "last to press loses" in msg["race"]["how"]
        assert (
            ov.keys.main_label(0) == "phone"
            and ov.keys.seat_for(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0)) != 0
        )  # the phone seat has no key at the TV
        clock = Clock()
        ov.clock_ns, ov.poll_slice_ns = clock, 0
        pressed = press_ms is None
        for _ in range(800):
            opened = ov.race.window.opened_ns
            if not pressed and opened is not None and clock.t >= opened + press_ms * MS:
                before = len(phone.got)
                await phone.send({"t": "press", "v": msg["v"]})
                reply = await phone.wait(lambda m: m.get("t") in ("pressed", "error"), "r", before)
                assert reply["t"] == "pressed", reply
                pressed = True
            app.step([])
            if ov.finished:
                break
            clock.t += FRAME
        await phone.close()
    return ov


@pytest.mark.parametrize(("press_ms", "loser"), [(60, 1), (None, 0)])
def test_a_phone_seat_presses_a_race_button(app: App, press_ms: int | None, loser: int) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob")]
    table = TableScene(app, Session("toy", 4, seats, {"race": True}), phones=[0])
    app.push(table)
    app.step([])
    pygame.event.clear()
    table.phones_panel.open = table.phones_panel.starting = False
    try:
        ov = asyncio.run(_race(app, table, press_ms))
        assert ov.finished and app.scene is table
        # the phone pressed 60 ms after GO! (no bot is that fast), or never
        assert table.session.log[-1] == f"0:slowest {loser}"
        assert table.link is not None and table.link.hub.take_presses() == []
    finally:
        table.on_leave()


def test_a_press_without_a_race_is_refused() -> None:
    from tabletop.remote.hub import Hub

    hub = Hub([0])
    conn = hub.connect(0)
    assert hub.press(0, conn, hub.version) == "No race is on now."
    assert hub.take_presses() == []
