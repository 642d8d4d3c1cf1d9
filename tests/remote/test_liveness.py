"""Liveness (measured at a game night, 2026-11-25): the server beats every socket every second
of its clock (the page says "Reconnecting" after a few missed beats and catches up when the
table is back: ``test_browser_reconnect.py``); the TV names the person the table waits for when
that person's phone is offline."""

from __future__ import annotations

import asyncio

import aiohttp

from tabletop.remote.hub import Hub
from tabletop.remote.server import BEAT, PhoneServer
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.remote.phones import Phone
from tests.ui.fakeclock import ManualClock


def test_the_server_beats_every_socket_by_its_clock() -> None:
    clock = ManualClock()
    hub = Hub([0])
    srv = PhoneServer(hub, "espionage", "127.0.0.1", 0, clock=clock)
    srv.start()

    async def go() -> None:
        async with aiohttp.ClientSession() as http:
            phone = Phone(srv, 0)
            await phone.open(http)
            await phone.wait(lambda m: m.get("t") == "welcome", "welcome")
            for _ in range(3):
                start = len(phone.got)
                clock.advance(BEAT)
                await phone.wait(lambda m: m.get("t") == "beat", "a beat", start)
            await phone.close()

    try:
        asyncio.run(go())
    finally:
        srv.stop()


def test_the_tv_names_who_it_waits_for_when_their_phone_is_offline(app: App) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Dev")]
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[0, 1])
    app.push(table)
    table.phones_panel.open = False
    link = table.link
    assert link is not None
    waited = list(table.game.active_seats())
    assert waited and link.waiting_offline() == waited  # no phone is connected yet
    seat = waited[0]

    async def run() -> None:
        async with aiohttp.ClientSession() as http:
            phone = Phone(link.server, seat)
            await phone.open(http)
            await phone.wait(lambda m: m.get("t") == "welcome", "welcome")
            assert seat not in link.waiting_offline()
            await phone.close()
            for _ in range(200):
                if seat in link.waiting_offline():
                    break
                await asyncio.sleep(0.01)
            assert seat in link.waiting_offline()  # the phone went away: the TV says so

    try:
        asyncio.run(run())
        app.step([])
        table._frame = None
        table.draw(app.screen)  # the marks by the log name it
    finally:
        table.on_leave()
