"""The room keeps the phones between games (real sockets on loopback, a headless app):
"Play again", a new game with the same people from the launcher, a kill then Resume, and a
new phone game started just after the last one closed all keep every phone; no move is lost
or applied twice.

Each phone is a WebSocket client that holds on to its token, as the phone page does; a
"kill" is the app's end without any of its goodbyes (the server's socket just closes, the
autosave is what is on disk).
"""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiohttp
import pygame
import pytest

from tabletop.engine.saves import list_saves, new_autosave_path, release_all
from tabletop.room.room import Room
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene, open_save
from tests.remote.phones import WAIT
from tests.ui.fakeclock import ManualClock

SEATS = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture()
def port(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    """A fixed port, as the app's usual one: a restarted server is found at the same
    address by the phones."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_RAISE", "1")
    p = free_port()
    monkeypatch.setattr("tabletop.room.room.HOST", "127.0.0.1")
    monkeypatch.setattr("tabletop.room.room.PORT", p)
    return p


def new_app() -> App:
    app = App((1280, 720), headless=True)
    app.time_source = ManualClock(tick=0.02)
    return app


class Phone:
    """A phone page: it keeps its token and reconnects with it to the same address."""

    def __init__(self, origin: str, token: str) -> None:
        self.origin, self.token = origin, token
        self.got: list[dict[str, Any]] = []
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.reader: asyncio.Task[None] | None = None

    async def open(self, http: aiohttp.ClientSession) -> None:
        self.ws = await http.ws_connect(f"{self.origin}/ws", headers={"Origin": self.origin})
        await self.ws.send_json({"t": "hello", "token": self.token})
        self.reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        assert self.ws is not None
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.got.append(json.loads(msg.data))

    def states(self) -> list[dict[str, Any]]:
        return [m for m in self.got if m.get("t") == "state"]

    def welcomed(self) -> int:
        return sum(1 for m in self.got if m.get("t") == "welcome")

    def refused(self) -> list[dict[str, Any]]:
        return [m for m in self.got if m.get("t") in ("error", "closed")]

    async def send_move(self, state: dict[str, Any], notation: str) -> None:
        assert self.ws is not None
        await self.ws.send_json({"t": "move", "v": state["v"], "a": notation})


async def run_until(app: App, done: Callable[[], bool], what: str) -> None:
    """The app's frames (bots due at once) while the phones' sockets are served."""
    loop = asyncio.get_running_loop()
    end = loop.time() + WAIT
    while not done():
        if loop.time() > end:
            raise AssertionError(f"no {what}")
        scene = app.scene
        if isinstance(scene, TableScene):
            scene.next_bot_at = 0.0
        app.step([])
        await asyncio.sleep(0.005)


def table_of(app: App) -> TableScene:
    assert isinstance(app.scene, TableScene), type(app.scene)
    return app.scene


def start_table(app: App, seed: int = 3) -> TableScene:
    session = Session("espionage", seed, list(SEATS), {}, autosave=new_autosave_path("espionage"))
    table = TableScene(app, session, phones=[0, 1])
    app.push(table)
    pygame.event.clear()
    return table


async def connect_all(app: App, http: aiohttp.ClientSession) -> list[Phone]:
    server = app.room.server
    assert server is not None
    phones = [Phone(server.origin, server.hub.token(s)) for s in (0, 1)]
    for p in phones:
        await p.open(http)
    await run_until(app, lambda: all(p.states() for p in phones), "first states")
    return phones


async def one_phone_move(app: App, phones: list[Phone]) -> str:
    """The acting seat's phone makes its first legal move; the move is applied once."""
    table = table_of(app)
    seat = table.game.active_seats()[0]
    phone = phones[seat]
    state = phone.states()[-1]
    move = state["moves"][0]["a"]
    before = len(table.session.log)
    await phone.send_move(state, move)
    await run_until(app, lambda: len(table.session.log) > before, f"the move {move}")
    assert table.session.log[before] == move and table.session.log.count(move) >= 1
    return str(move)


def test_play_again_keeps_every_phone(port: int) -> None:
    async def go() -> None:
        app = new_app()
        table = start_table(app)
        server = app.room.server
        async with aiohttp.ClientSession() as http:
            phones = await connect_all(app, http)
            await one_phone_move(app, phones)
            table.ending.play_again()
            again = table_of(app)
            assert again is not table and again.phone_seats == (0, 1)
            assert app.room.server is server and server is not None and server.running
            seen = [len(p.states()) for p in phones]
            await run_until(
                app, lambda: all(len(p.states()) > n for p, n in zip(phones, seen)), "new game"
            )
            assert [p.welcomed() for p in phones] == [1, 1]  # never had to join again
            assert all(not p.refused() for p in phones)
            assert again.session.room is not None and again.curtain_for is None
            await one_phone_move(app, phones)
        app.room.close()
        pygame.quit()

    asyncio.run(go())


def test_a_new_game_with_the_same_people_from_the_launcher_keeps_every_phone(port: int) -> None:
    async def go() -> None:
        app = new_app()
        app.settings["phones"] = True
        launcher = LauncherScene(app)
        app.push(launcher)
        launcher.seats = list(SEATS)
        launcher.start()
        first = table_of(app)
        assert first.phone_seats == (0, 1)
        async with aiohttp.ClientSession() as http:
            phones = await connect_all(app, http)
            tokens = [p.token for p in phones]
            app.pop()  # Menu -> the launcher
            assert app.scene is launcher
            launcher.seats = list(SEATS)
            launcher.start()
            second = table_of(app)
            assert second is not first and second.phone_seats == (0, 1)
            assert [app.room.hub.token(s) for s in (0, 1)] == tokens  # type: ignore[union-attr]
            seen = [len(p.states()) for p in phones]
            await run_until(
                app, lambda: all(len(p.states()) > n for p, n in zip(phones, seen)), "new game"
            )
            assert all(not p.refused() for p in phones)
            await one_phone_move(app, phones)
        app.room.close()
        pygame.quit()

    asyncio.run(go())


def test_a_kill_then_resume_brings_every_phone_back(port: int) -> None:
    async def go() -> None:
        app = new_app()
        table = start_table(app)
        async with aiohttp.ClientSession() as http:
            phones = await connect_all(app, http)
            moved = await one_phone_move(app, phones)
            log = list(table.session.log)
            # kill -9: the server's socket closes, nothing is said or written on the way out
            assert app.room.server is not None
            app.room.server.stop()
            await run_until(app, lambda: all(p.reader and p.reader.done() for p in phones), "cut")
            release_all()  # the dead process's locks (another pid's, taken over on start)
            pygame.quit()

            app2 = new_app()  # the next start: a new room, nothing running
            assert app2.room.server is None
            entry = next(e for e in list_saves([]) if not e.finished)
            assert open_save(app2, entry, None)  # type: ignore[arg-type]
            resumed = table_of(app2)
            assert resumed.session.log == log and resumed.session.log.count(moved) == 1
            assert resumed.phone_seats == (0, 1) and resumed.curtain_for is None
            assert app2.room.server is not None and app2.room.server.port == port
            for p in phones:  # each page reconnects to the same address with its token
                p.got.clear()
                await p.open(http)
            await run_until(app2, lambda: all(p.states() for p in phones), "resumed states")
            assert all(not p.refused() for p in phones)
            assert all(p.states()[-1]["log"] is not None for p in phones)
            await one_phone_move(app2, phones)
            app2.room.close()
        pygame.quit()

    asyncio.run(go())


def test_a_new_phone_game_just_after_the_last_one_closed_binds_the_same_port(
    port: int,
) -> None:
    """The last table's phones were connected when it closed (its side of each connection
    waits out TCP's TIME_WAIT): the next server binds the port at once all the same."""

    async def go() -> None:
        room = Room("127.0.0.1", port)
        assert room.seat_phones("espionage", [0, 1])
        assert room.server is not None and room.hub is not None
        async with aiohttp.ClientSession() as http:
            phones = [Phone(room.server.origin, room.hub.token(s)) for s in (0, 1)]
            for p in phones:
                await p.open(http)
            loop = asyncio.get_running_loop()
            end = loop.time() + WAIT
            while sum(p.welcomed() for p in phones) < 2 and loop.time() < end:
                await asyncio.sleep(0.01)
            async with http.get(f"{room.server.origin}/") as page:  # the page, kept alive
                assert page.status == 200
            room.close()  # the server closes the connections first: TIME_WAIT is its side
            for p in phones:
                if p.reader is not None:
                    await p.reader
        again = Room("127.0.0.1", port)
        assert again.seat_phones("austin", [0, 1, 2]), again.problem
        again.close()

    asyncio.run(go())


def test_a_port_in_use_is_told_on_the_curtain_where_the_host_sees_it(port: int) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", port))
        busy.listen()
        app = new_app()
        table = start_table(app)
        assert table.phone_seats == () and table.phone_problem is not None
        assert f"Port {port}" in table.phone_problem
        assert table.curtain_for is not None  # two people at one screen now: hot-seat
        drawn: list[str] = []
        real = theme.blit_wrapped

        def spy(surf: object, text: str, *a: object, **k: object) -> object:
            drawn.append(text)
            return real(surf, text, *a, **k)  # type: ignore[arg-type]

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(theme, "blit_wrapped", spy)
            table.curtain.draw(app.screen)
        assert any(table.phone_problem in t for t in drawn), drawn  # on the curtain
        pygame.quit()


def test_a_saved_room_part_is_checked_like_the_rest_of_the_save(port: int) -> None:
    app = new_app()
    table = start_table(app)
    data = table.session.to_save()
    assert [p["seat"] for p in data["room"]["phones"]] == [0, 1]
    app.room.close()
    pygame.quit()
    for bad in (
        {"phones": [{"seat": 0, "token": "short"}]},
        {"phones": [{"seat": -1, "token": "x" * 32}]},
        {"phones": [{"seat": 0, "token": "x" * 32}, {"seat": 0, "token": "y" * 32}]},
        {"phones": "all"},
        {"phones": [], "more": 1},
    ):
        from tabletop.engine.errors import SaveError

        with pytest.raises(SaveError, match="room"):
            Session.from_save_data({**data, "room": bad}, "save")
