"""The phone server's guards: where it binds, Host and Origin, join codes, images, and 10,000
fuzzed messages (garbage, wrong tokens, other seats' tokens and moves, stale versions, huge
messages, floods) that change nothing and leak nothing."""

from __future__ import annotations

import asyncio
import json
import random
import socket
import string
from typing import Any

import aiohttp
import pytest

from tabletop.remote import server as server_mod
from tabletop.remote.hub import Hub
from tabletop.remote.server import MAX_MESSAGE, PhoneServer, ServerError, lan_address
from tabletop.room.session import SeatConfig, Session
from tests.remote.phones import Phone, card_names, message_leaks, seated


def espionage() -> Session:
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben"), SeatConfig("bot", "Cy")]
    return Session("espionage", 322546, seats)


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "8.8.8.8", "example.com", ""])
def test_it_binds_only_to_a_local_address(host: str) -> None:
    with pytest.raises(ServerError, match="local network address"):
        PhoneServer(Hub([0]), "espionage", host)


def test_the_lan_address_is_local() -> None:
    assert server_mod._local(lan_address())


def test_a_port_in_use_says_so() -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    try:
        srv = PhoneServer(Hub([0]), "espionage", "127.0.0.1", port)
        with pytest.raises(ServerError, match=f"Port {port} on 127.0.0.1 is already in use"):
            srv.start()
        assert not srv.running
    finally:
        taken.close()


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def test_wrong_host_and_origin_are_refused() -> None:
    async def go() -> None:
        session = espionage()
        async with seated(session, [0, 1]) as table:
            srv = table.server
            http: aiohttp.ClientSession = table.http
            url = srv.origin
            async with http.get(url + "/") as r:
                assert (
                    r.status == 200 and "default-src 'none'" in r.headers["Content-Security-Policy"]
                )
            # DNS rebinding: a name that resolves here, but is not this server's address
            async with http.get(url + "/", headers={"Host": f"evil.example:{srv.port}"}) as r:
                assert r.status == 421
            # the page opened as localhost: its own origin is accepted, another is not
            local = {"Host": f"localhost:{srv.port}", "Origin": f"http://localhost:{srv.port}"}
            async with http.post(url + "/join", json={"code": "X"}, headers=local) as r:
                assert r.status == 403 and "No seat has this code" in (await r.json())["error"]
            mixed = {"Host": f"localhost:{srv.port}", "Origin": url}
            async with http.post(url + "/join", json={"code": "X"}, headers=mixed) as r:
                assert r.status == 403 and (await r.json())["error"] == "Wrong origin."
            for origin in ["http://evil.example", f"http://127.0.0.1:{srv.port + 1}", None]:
                headers = {"Origin": origin} if origin else {}
                with pytest.raises(aiohttp.WSServerHandshakeError) as e:
                    await http.ws_connect(url + "/ws", headers=headers)
                assert e.value.status == 403
                async with http.post(url + "/join", json={"code": "X"}, headers=headers) as r:
                    assert r.status == 403
            assert table.hub.take() == []

    run(go())


def test_join_codes_are_rate_limited_and_images_are_per_seat() -> None:
    async def go() -> None:
        session = espionage()
        hub = Hub([0, 1])
        srv = PhoneServer(hub, "espionage", "127.0.0.1", 0, clock=lambda: 0.0)  # no refill
        srv.start()
        try:
            hub.publish(session)
            headers = {"Origin": srv.origin}
            async with aiohttp.ClientSession() as http:
                code = hub.status()[0].code
                async with http.post(
                    f"{srv.origin}/join", json={"code": code}, headers=headers
                ) as r:
                    assert r.status == 200 and (await r.json())["token"] == hub.token(0)
                statuses = []
                for i in range(12):
                    async with http.post(
                        f"{srv.origin}/join", json={"code": f"Q{i}"}, headers=headers
                    ) as r:
                        statuses.append(r.status)
                assert statuses[0] == 403 and statuses[-1] == 429
                mine = hub.message(0)
                assert mine is not None
                img = next(iter(mine["cards"].values()))["img"]
                async with http.get(srv.origin + img) as r:
                    assert r.status == 200 and (await r.read()).startswith(b"\x89PNG")
                key1 = hub._seats[1].image_key
                digest = img.rsplit("/", 1)[1]
                theirs = hub.message(1)
                if digest.removesuffix(".png") not in hub._seats[1].images:
                    async with http.get(f"{srv.origin}/img/{key1}/{digest}") as r:
                        assert r.status == 404
                async with http.get(f"{srv.origin}/img/{key1}/{'0' * 24}.png") as r:
                    assert r.status == 404
                assert theirs is not None
        finally:
            srv.stop()

    run(go())


def near_miss(token: str) -> str:
    """``token`` with its last character changed (a token ending in "A" made "...A" the real
    token: one run in 64 the test's wrong hello was welcomed)."""
    return token[:-1] + ("B" if token.endswith("A") else "A")


def fuzz_messages(rng: random.Random, table: Any, seat: int) -> list[str | bytes]:
    """One batch of bad messages for ``seat``'s socket."""
    hub, session = table.hub, table.session
    other = 1 - seat
    legal_other = [str(a) for a in session.game.legal_actions(other)] or ["1:end"]
    mine = hub.message(seat) or {"v": 0, "moves": []}
    text = "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 80)))
    junk: list[Any] = [
        text,
        json.dumps(rng.random()),
        "[1, 2, 3]",
        "null",
        "{" * rng.randint(1, 500),
        json.dumps({"t": rng.choice(["move", "name", "hello", "zz", None, 5])}),
        json.dumps({"t": "move", "v": mine["v"], "a": rng.choice(legal_other)}),
        json.dumps(
            {
                "t": "move",
                # a version never sent, or long gone (a recent one's moves are taken)
                "v": rng.choice([mine["v"] + 1, mine["v"] - 10_000]),
                "a": rng.choice(mine["moves"] or [{"a": "0:end"}])["a"],
            }
        ),
        json.dumps({"t": "move", "v": str(mine["v"]), "a": "0:end"}),
        json.dumps({"t": "move", "v": True, "a": "0:end"}),
        json.dumps({"t": "move", "v": mine["v"], "a": [1, 2]}),
        json.dumps({"t": "move", "v": mine["v"], "a": f"{seat}:play {rng.randint(-5, 10**9)} 1"}),
        json.dumps({"t": "hello", "token": hub.token(other)}),
        json.dumps({"t": "name", "name": "\x00" * rng.randint(1, 5)}),
        bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 64))),
        "\u202e\u0000",
    ]
    return junk


async def _send_all(phone: Phone, batch: list[Any]) -> None:
    assert phone.ws is not None
    for m in batch:
        if isinstance(m, bytes):
            await phone.ws.send_bytes(m)
        else:
            await phone.ws.send_str(m)


def test_ten_thousand_fuzzed_messages_change_nothing_and_leak_nothing() -> None:
    async def go() -> None:
        session = espionage()
        rng = random.Random(28)
        async with seated(session, [0, 1]) as table:
            # a move or two first, so the hands are not the deal's
            for _ in range(3):
                await table.step(rng)
            before = (list(session.log), session.game.state_hash())
            names = card_names(session)
            sent = 0
            phones = table.phones
            while sent < 9_700:
                seat = rng.choice([0, 1])
                batch = fuzz_messages(rng, table, seat)
                await _send_all(phones[seat], batch)
                sent += len(batch)
                # every message is answered in order: a ping's pong means all were read
                await phones[seat].send({"t": "ping"})
                start = len(phones[seat].got)
                await phones[seat].wait(lambda m: m.get("t") == "pong", "pong", max(0, start - 40))
                assert table.hub.take() == []
            # wrong tokens, garbage hellos, other seats' tokens on a new socket
            for _ in range(300):
                ws = await table.http.ws_connect(
                    table.server.origin + "/ws", headers={"Origin": table.server.origin}
                )
                hello = rng.choice(
                    [
                        {"t": "hello", "token": "x" * rng.randint(0, 60)},
                        {"t": "hello", "token": near_miss(table.hub.token(0))},
                        {"t": "hello"},
                        {"t": "move", "a": "0:end"},
                    ]
                )
                await ws.send_str(json.dumps(hello))
                reply = await ws.receive_json(timeout=30)
                assert reply["t"] == "error" and reply["fatal"]
                await ws.close()
                sent += 1
            for p in phones.values():
                for raw in p.raw:
                    m = json.loads(raw)
                    assert m.get("t") != "state" or m["seat"] == p.seat
                assert message_leaks(session, p.seat, p.raw, names) == []
            assert (list(session.log), session.game.state_hash()) == before
            assert table.hub.status()[0].connected and table.hub.status()[1].connected
            assert sent >= 10_000
            # the phones still play
            await table.step(rng)

    run(go())


def test_huge_messages_and_floods_close_the_socket_and_change_nothing() -> None:
    async def go() -> None:
        session = espionage()
        async with seated(session, [0, 1], fast=False) as table:
            before = (list(session.log), session.game.state_hash())
            phone = table.phones[0]
            await phone.send("x" * (MAX_MESSAGE * 4))
            await asyncio.wait_for(phone._reader, 30)  # the server closed it
            assert phone.ws is not None and phone.ws.close_code == 1009
            # a flood on the other phone: told to slow down, then closed
            flood = table.phones[1]
            for _ in range(700):
                if flood.ws is None or flood.ws.closed:
                    break
                await flood.send({"t": "ping"})
            await flood.wait(
                lambda m: m.get("error") == "Too many messages: slow down.", "slow down"
            )
            assert table.hub.take() == []
            assert (list(session.log), session.game.state_hash()) == before
            # the seat comes back on a new socket with the same token
            again = Phone(table.server, 0)
            await again.open(table.http)
            got = await again.wait(lambda m: m.get("t") == "state", "state")
            assert got["seat"] == 0 and got["v"] == table.hub.version
            await again.close()

    run(go())
