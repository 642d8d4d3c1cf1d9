"""Join codes cannot be replayed (measured at a game night, 2026-11-25: a phone off the Wi-Fi
for 25 s, another device typed its seat's code and got the whole hand): a code joins once and
for ten minutes; a held seat shows no code nor QR code and none of its codes joins; another
phone takes a held seat only after the host's consent on the TV (a fresh code) or with the
phone's own token; the table hears when a seat's phone changed."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp

from tabletop.remote.hub import CODE_SECONDS, USED, Hub
from tabletop.remote.server import PhoneServer
from tabletop.room.session import SeatConfig, Session
from tests.remote.phones import WAIT, Phone


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def espionage() -> Session:
    return Session("espionage", 7, [SeatConfig("human", "Ann"), SeatConfig("human", "Dev")])


async def post_code(http: aiohttp.ClientSession, srv: PhoneServer, code: str) -> tuple[int, Any]:
    async with http.post(
        srv.origin + "/join", json={"code": code}, headers={"Origin": srv.origin}
    ) as r:
        return r.status, await r.json()


async def until(what: str, cond: Any) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + WAIT
    while not cond():
        assert loop.time() < end, f"timed out waiting for {what}"
        await asyncio.sleep(0.01)


def test_a_used_code_cannot_join_again() -> None:
    hub = Hub([0, 1])
    code = hub.status()[1].code
    token, _ = hub.token_for_code(code)
    assert token == hub.token(1)
    # not even before the phone connected, nor once it is offline
    assert hub.token_for_code(code) == (None, USED)
    assert hub.status()[1].held and hub.status()[1].code == "" and hub.code(1) == ""
    conn = hub.connect(1)
    hub.disconnect(1, conn)
    assert hub.token_for_code(code) == (None, USED)
    assert hub.seat_of(token) == 1  # the phone itself comes back with its token


def test_a_held_seats_code_and_qr_code_cannot_join() -> None:
    hub = Hub([0, 1])
    shown = hub.status()[0].code
    hub.connect(0)  # a phone came with the seat's token: the code shown until then is void
    assert hub.status()[0].held and hub.status()[0].code == ""
    assert hub.token_for_code(shown)[0] is None
    # the seat's real (never shown) code does not join either
    assert hub.token_for_code(hub._seats[0].code) == (None, USED)

    async def go() -> None:
        srv = PhoneServer(hub, "espionage", "127.0.0.1", 0)
        srv.start()
        try:
            url = srv.join_url(0)
            assert url.endswith("/#code=")  # a held seat's QR code holds no code
            async with aiohttp.ClientSession() as http:
                for code in (shown, url.rsplit("=", 1)[1], hub._seats[0].code):
                    status, body = await post_code(http, srv, code)
                    assert status == 403 and "token" not in body
                # the free seat's QR code joins once
                code1 = srv.join_url(1).rsplit("=", 1)[1]
                status, body = await post_code(http, srv, code1)
                assert status == 200 and body["token"] == hub.token(1)
                status, body = await post_code(http, srv, code1)
                assert status == 403 and body["error"] == USED
        finally:
            srv.stop()

    asyncio.run(go())


def test_an_expired_code_cannot_join_and_the_tv_shows_a_new_one() -> None:
    clock = Clock()
    hub = Hub([0, 1], clock=clock)
    old = hub.status()[0].code
    clock.now += CODE_SECONDS - 1
    assert hub.status()[0].code == old
    clock.now += 1
    new = hub.status()[0].code
    assert new and new != old
    assert hub.token_for_code(old)[0] is None
    clock.now += CODE_SECONDS + 5  # not even looked at by the TV meanwhile
    assert hub.token_for_code(new)[0] is None
    fresh = hub.code(0)
    assert fresh not in (old, new) and hub.token_for_code(fresh)[0] == hub.token(0)


def test_the_old_phone_reconnects_with_its_token_and_a_new_phone_needs_the_host() -> None:
    async def go() -> None:
        session = espionage()
        hub = Hub([0, 1])
        srv = PhoneServer(hub, "espionage", "127.0.0.1", 0)
        srv.rate = (10_000.0, 10_000.0)
        srv.start()
        try:
            hub.publish(session)
            async with aiohttp.ClientSession() as http:
                status, body = await post_code(http, srv, hub.status()[1].code)
                assert status == 200
                dev = Phone(srv, 1)
                await dev.open(http, token=body["token"], name="Dev", device="dev-phone")
                await dev.state(hub.version)
                # Dev's phone loses the Wi-Fi: the seat stays Dev's
                await dev.close()
                await until("offline", lambda: not hub.status()[1].connected)
                assert hub.status()[1].held and hub.status()[1].code == ""
                back = Phone(srv, 1)
                await back.open(http, token=body["token"], device="dev-phone")
                await back.state(hub.version)
                assert hub.take_moved() == []  # the same phone: nothing to say
                # the host lets a new phone take Dev's seat: Dev's phone is closed
                hub.reopen(1)
                closed = await back.wait(lambda m: m.get("t") == "closed", "closed")
                assert "new phone" in closed["text"]
                assert hub.seat_of(body["token"]) is None
                code = hub.status()[1].code
                assert code and not hub.status()[1].held
                status, new = await post_code(http, srv, code)
                assert status == 200
                other = Phone(srv, 1)
                await other.open(http, token=new["token"], device="eve-phone")
                await other.state(hub.version)
                assert hub.take_moved() == [1]  # the table says the seat moved
                assert (await post_code(http, srv, code))[0] == 403
                for p in (dev, back, other):
                    await p.close()
        finally:
            srv.stop()

    asyncio.run(go())


def test_a_resumed_rooms_seats_are_held_by_their_phones() -> None:
    hub = Hub([0, 1], tokens={0: "kept-token-" + "x" * 24})
    st = hub.status()
    assert st[0].held and st[0].code == "" and not st[1].held and st[1].code
    assert hub.seat_of("kept-token-" + "x" * 24) == 0
