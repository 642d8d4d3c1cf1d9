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
    monkeypatch.setattr("tabletop.room.room.HOST", "127.0.0.1")
    monkeypatch.setattr("tabletop.room.room.PORT", 0)
    toy = GameInfo(
        "toy",
        "Toy",
        rules="tests.engine.toygame:ToyGame",
        view="tests.ui.test_timed_runner:ToyView",
    )
    monkeypatch.setitem(registry(), "toy", toy)
    a = App((1280, 720), headless=True)
    a.settings["relaxed_offered"] = True  # its offer waits for an answer (test_relaxed_offer)
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


def test_a_press_is_taken_when_the_table_moved_on_during_the_race(monkeypatch) -> None:
    """A press answers the message that showed the race; while it travels the table moves on
    (a race's clock ticks, another window's seconds, another phone's move): it is still taken
    while the race is on, and refused once no race is shown or for a message before it."""
    from tabletop.engine.timed import Timed
    from tabletop.remote.hub import RECENT, Hub

    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    session = Session("espionage", 4, seats)
    race = Timed("race", "k", (1, 0), 1, name="happening", mode="last", opener=1)
    hub = Hub([0, 1])
    ann, bea = hub.connect(0), hub.connect(1)
    hub.publish(session)
    before = hub.version  # no race shown yet
    monkeypatch.setattr(session.game, "timed", lambda: race, raising=False)
    hub.moved_on()
    hub.publish(session)
    shown = hub.version
    assert hub.message(0)["race"] is not None  # type: ignore[index]
    # the race's ticks: the table moved on twice (a publish each) before the presses arrive
    for _ in range(2):
        hub.moved_on()
        hub.publish(session)
    assert hub.version > shown
    assert hub.press(0, ann, shown) is None
    assert hub.press(1, bea, hub.version) is None
    assert hub.take_presses() == [0, 1]
    assert hub.press(0, ann, before) == "No race is on now."  # sent before the race
    assert hub.press(0, ann, True) == "No race is on now."
    assert hub.press(1, ann, shown) == "Another phone holds this seat now."
    # the race is over: a late press of its message is not taken
    monkeypatch.setattr(session.game, "timed", lambda: None, raising=False)
    hub.moved_on()
    hub.publish(session)
    assert hub.press(0, ann, shown) == "No race is on now."
    assert hub.take_presses() == []
    # a long race: a message more than RECENT publishes old is too old to answer
    monkeypatch.setattr(session.game, "timed", lambda: race, raising=False)
    hub.publish(session)
    first = hub.version
    for _ in range(RECENT):
        hub.publish(session)
    assert hub.press(0, ann, first) == "No race is on now."
    assert hub.press(0, ann, first + 1) is None


def test_a_phone_press_sent_as_the_table_moves_on_is_taken_by_the_server(monkeypatch) -> None:
    """The same through the server's socket: the page's press carries the version it showed;
    the table has published again since; the phone is told "pressed"."""
    from tabletop.engine.timed import Timed
    from tabletop.remote.hub import Hub
    from tabletop.remote.server import PhoneServer

    session = Session("espionage", 4, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob")])
    race = Timed("race", "k", (1, 0), 1, name="happening", mode="last", opener=1)
    monkeypatch.setattr(session.game, "timed", lambda: race, raising=False)
    hub = Hub([0])
    server = PhoneServer(hub, "espionage", "127.0.0.1", 0)
    server.start()

    async def go() -> None:
        async with aiohttp.ClientSession() as http:
            phone = Phone(server, 0)
            await phone.open(http)
            hub.publish(session)
            shown = (await phone.wait(lambda m: m.get("t") == "state", "race")).get("v")
            hub.moved_on()
            hub.publish(session)
            await phone.state(hub.version)
            before = len(phone.got)
            await phone.send({"t": "press", "v": shown})
            reply = await phone.wait(lambda m: m.get("t") in ("pressed", "error"), "r", before)
            assert reply["t"] == "pressed", reply
            await phone.close()

    try:
        asyncio.run(go())
        assert hub.take_presses() == [0]
    finally:
        server.stop()
