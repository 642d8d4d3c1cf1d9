"""Joining: a seat's QR code holds its link, a code gives the seat to a phone that types it
(with a name), a reconnecting phone gets its seat and the latest message back, a second phone
on the same link takes the seat over, a seat is given back from the phone or by the table, and
the server stops and frees its port."""

from __future__ import annotations

import asyncio
import base64
import io
from typing import Any

import aiohttp
import segno

from tabletop.remote.hub import Hub
from tabletop.remote.server import PhoneServer
from tabletop.room.session import SeatConfig, Session
from tests.remote.phones import WAIT, Phone, seated


def espionage() -> Session:
    return Session("espionage", 7, [SeatConfig("human", "Ann"), SeatConfig("human", "Ben")])


async def until(what: str, cond: Any) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + WAIT
    while not cond():
        assert loop.time() < end, f"timed out waiting for {what}"
        await asyncio.sleep(0.01)


def test_the_qr_code_holds_the_seats_link() -> None:
    hub = Hub([0, 1])
    srv = PhoneServer(hub, "espionage", "127.0.0.1", 0)
    srv.start()
    try:
        url = srv.join_url(1)
        assert url == f"http://127.0.0.1:{srv.port}/#code={hub.status()[1].code}"
        assert hub.token(1) not in url  # the QR code shows a single-use code, not the token
        png = srv.qr_png(1)
        expected = io.BytesIO()
        segno.make(url, error="m", boost_error=False).save(expected, kind="png", scale=8, border=4)
        assert png.startswith(b"\x89PNG") and png == expected.getvalue()
        data = srv.qr_data_url(1)
        assert data.startswith("data:image/png;base64,")
        assert base64.b64decode(data.split(",", 1)[1]).startswith(b"\x89PNG")
        assert srv.qr_png(0) != png
    finally:
        srv.stop()


def test_a_code_takes_the_seat_and_a_dropped_phone_comes_back() -> None:
    async def go() -> None:
        session = espionage()
        async with seated(session, [0]) as table:
            hub, srv, http = table.hub, table.server, table.http
            # seat 1 is not on a phone yet: a second hub seat is the one a code joins
            assert hub.status()[0].connected and hub.status()[0].name == "Phone 1"
            await table.phones[0].close()
            await until("the seat free again", lambda: not hub.status()[0].connected)
            # still held by that phone: no code is shown for it; it comes back with its token
            assert hub.status()[0].held and hub.status()[0].code == ""
            token = hub.token(0)
            back = Phone(srv, 0)
            await back.open(http, token=token, name="Ann on her phone")
            got = await back.wait(lambda m: m.get("t") == "state", "state")
            assert got["v"] == hub.version  # the latest message at once, no move needed
            await until("the name", lambda: hub.status()[0].name == "Ann on her phone")
            assert got["you"] == "Ann on her phone"
            start = len(back.got)
            await back.send({"t": "name", "name": " Ann\tB "})
            named = await back.wait(lambda m: m.get("t") in ("named", "error"), "named", start)
            assert named == {"t": "named", "name": "Ann B"} and hub.status()[0].name == "Ann B"
            assert (hub.message(0) or {})["you"] == "Ann B"
            # the same link on another phone takes the seat over
            other = Phone(srv, 0)
            await other.open(http, token=token)
            await other.wait(lambda m: m.get("t") == "state", "state")
            closed = await back.wait(lambda m: m.get("t") == "closed", "closed")
            assert closed["text"] == "This seat was opened on another phone."
            assert hub.status()[0].connected
            # the phone gives the seat back: its link is void
            await other.send({"t": "leave"})
            gone = await other.wait(lambda m: m.get("t") == "closed", "closed")
            assert gone["text"] == "You left this seat."
            assert hub.seat_of(token) is None and not hub.status()[0].connected
            again = Phone(srv, 0)
            await again.open(http, token=token)
            err = await again.wait(lambda m: m.get("t") == "error", "error")
            assert err["fatal"]
            for p in (back, other, again):
                await p.close()

    asyncio.run(go())


def test_the_table_takes_a_seat_back_to_the_screen() -> None:
    async def go() -> None:
        session = espionage()
        async with seated(session, [0, 1]) as table:
            old = table.hub.token(1)
            table.hub.release(1)
            closed = await table.phones[1].wait(lambda m: m.get("t") == "closed", "closed")
            assert closed["text"] == "This seat went back to the table's screen."
            assert table.hub.seat_of(old) is None and not table.hub.status()[1].connected
            # the other phone plays on
            assert table.hub.status()[0].connected
            table.phones.pop(1)
            table.publish()
            await table.settle()

    asyncio.run(go())


def test_stop_frees_the_port() -> None:
    srv = PhoneServer(Hub([0]), "espionage", "127.0.0.1", 0)
    srv.start()
    port = srv.port
    srv.stop()
    assert not srv.running
    again = PhoneServer(Hub([0]), "espionage", "127.0.0.1", port)
    again.start()

    async def page() -> int:
        async with aiohttp.ClientSession() as http, http.get(again.origin + "/") as r:
            return r.status

    try:
        assert asyncio.run(page()) == 200
    finally:
        again.stop()
