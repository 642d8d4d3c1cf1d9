"""Test helpers for the phone server: a phone (aiohttp's WebSocket client) and the fake
table loop (publish, take, submit, bots), and the leak check of what a phone received.

The leak check is the hot-seat privacy test's own (``tests/ui/test_privacy.py`` ``leaks``):
every card a message shows (by id and name), every key mark (a chip, or a mark on the
Codenames board), and every card name its words mention that the seat's own view does not,
is asked of the engine's zones for the seat the socket belongs to. A private log line (what
only that seat may read) must be one of the seat's own sentences (an event's secret one for it,
``Event.for_seat``) showing only the cards that event showed it."""

from __future__ import annotations

import asyncio
import json
import random
from contextlib import asynccontextmanager
from types import SimpleNamespace
from typing import Any

import aiohttp

from tabletop.ai.base import make_bot
from tabletop.engine.actions import parse_action
from tabletop.remote.hub import Hub
from tabletop.remote.labels import view_labeler
from tabletop.remote.payload import PhoneWindow, shown_cards
from tabletop.remote.server import PhoneServer
from tabletop.room.movewords import load_guide
from tabletop.room.session import Session
from tests.ui.test_privacy import leaks

#: generous: a busy 2-core machine; nothing waits this long when all is well
WAIT = 30.0


class Phone:
    """One phone: a socket that keeps every message it received."""

    def __init__(self, server: PhoneServer, seat: int) -> None:
        self.server, self.seat = server, seat
        self.got: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.checked = 0
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self._new = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None

    async def open(
        self,
        http: aiohttp.ClientSession,
        token: str | None = None,
        name: str = "",
        device: str = "",
    ) -> None:
        origin = self.server.origin
        self.ws = await http.ws_connect(f"{origin}/ws", headers={"Origin": origin})
        hello: dict[str, Any] = {"t": "hello", "token": token or self.server.hub.token(self.seat)}
        if name:
            hello["name"] = name
        if device:
            hello["device"] = device
        await self.ws.send_json(hello)
        self._reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        assert self.ws is not None
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.raw.append(msg.data)
                self.got.append(json.loads(msg.data))
                self._new.set()

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await self._reader

    async def wait(self, pred: Any, what: str, start: int = 0) -> dict[str, Any]:
        """The first message (from number ``start``) for which ``pred`` holds, waiting for it."""
        loop = asyncio.get_running_loop()
        end = loop.time() + WAIT
        seen = start
        while True:
            for m in self.got[seen:]:
                if pred(m):
                    return m
            seen = len(self.got)
            self._new.clear()
            left = end - loop.time()
            if left <= 0 or (
                self.ws is not None and self.ws.closed and self._reader and self._reader.done()
            ):
                raise AssertionError(
                    f"seat {self.seat}: no {what} (got {[m.get('t') for m in self.got[-5:]]})"
                )
            try:
                await asyncio.wait_for(self._new.wait(), left)
            except TimeoutError:
                pass

    async def state(self, version: int) -> dict[str, Any]:
        return await self.wait(
            lambda m: m.get("t") == "state" and m["v"] == version, f"state {version}"
        )

    async def send(self, data: Any) -> None:
        assert self.ws is not None
        await self.ws.send_str(data if isinstance(data, str) else json.dumps(data))


def card_names(session: Session) -> set[str]:
    """The card names the words of a message are scanned for: every card's, except those
    that are also words of the game's public vocabulary (Austin's "Slugfest" is a card and a
    kind of move; the guide's verb phrases and the phases' hints say it)."""
    game = session.game
    vocab = json.dumps(load_guide(session.game_name).verbs)
    if game.FLOW is not None:
        vocab += " ".join(p.title + " " + p.hint for p in game.FLOW.phases.values())
    out = set()
    for c in game.card_inventory():
        name = game.card_name(c)
        if name and len(name) > 3 and name not in vocab:
            out.add(name)
    return out


def message_leaks(session: Session, seat: int, raws: list[str], names: set[str]) -> list[str]:
    """What the messages ``raws`` to ``seat``'s phone show that the seat may not see now."""
    drawn: set[tuple[str, Any]] = set()
    own = json.dumps(session.game.view(seat))
    for one in raws:
        msg = json.loads(one)
        # the log's lines are the events' public sentences and the seat's own (both checked
        # by ``Table.settle``)
        raw = json.dumps({k: v for k, v in msg.items() if k != "log"})
        for cid, c in (msg.get("cards") or {}).items():
            drawn.add(("id", int(cid)))
            drawn.add(("name", c.get("name")))
        for g in msg.get("groups") or []:
            drawn.update(("key", chip) for chip in g.get("chips") or [])
        for cell in (msg.get("board") or {}).get("cells") or []:
            if cell.get("key"):  # a key mark on a card not covered yet
                drawn.add(("key", cell["key"]))
        # a name in the words: a leak unless the seat's own view (the engine's redaction) says it
        drawn.update(("name", n) for n in names if n in raw and n not in own)
    if not drawn:
        return []
    return leaks(SimpleNamespace(game=session.game, session=session), sorted(drawn, key=str), seat)


def window_of(session: Session) -> PhoneWindow | None:
    """The fake table's reaction window: several seats may act, or one out of turn."""
    game = session.game
    active = game.active_seats()
    if game.is_terminal() or not active:
        return None
    if len(active) > 1 or active[0] != game.current_seat():
        return PhoneWindow(tuple(active), 10.0, "Anyone?")
    return None


class Table:
    """The fake table: publishes, checks what every phone received, submits moves."""

    def __init__(self, session: Session, server: PhoneServer, phones: dict[int, Phone]) -> None:
        self.session, self.server, self.hub, self.phones = session, server, server.hub, phones
        self.label = view_labeler(session)
        self.names = card_names(session)
        self.leaks: list[str] = []
        self.messages = 0
        #: every event's sentence as a spectator reads it (what the table's log shows all)
        self.public: list[str] = []
        #: seat -> its own sentences (an event's secret one for it) -> the card names it shows
        self.private: dict[int, dict[str, set[str]]] = {s: {} for s in phones}
        self.private_lines = 0  # the private lines checked

    def publish(self, events: Any = ()) -> None:
        events = list(events)
        self.public += [self.session.shown(e, None)["text"] for e in events]
        for seat, said in self.private.items():
            for e in events:
                if seat in e.to and e.secret_text:
                    names = {c["name"] for c in shown_cards(dict(e.secret_data or {}), {}).values()}
                    said.setdefault(self.session.shown(e, seat)["text"], set()).update(names)
        self.hub.publish(self.session, events, window_of(self.session), self.label)

    async def settle(self) -> None:
        """Every phone got the latest message; everything they received is checked now."""
        for p in self.phones.values():
            await p.state(self.hub.version)
            new = p.raw[p.checked :]
            self.messages += len(new)
            for raw in new:
                msg = json.loads(raw)
                own = self.private[p.seat]
                for line in msg.get("log") or []:
                    text = line["text"]
                    if not line["mine"]:
                        assert text in self.public, f"log line {text!r} is no public sentence"
                        assert line["cards"] == [] and not line["about"]
                        continue
                    self.private_lines += 1
                    assert text in own, f"seat {p.seat}: {text!r} is no sentence of its own"
                    names = {c["name"] for c in line["cards"]}
                    assert names <= own[text], f"seat {p.seat}: {names} not shown by {text!r}"
            bad = message_leaks(self.session, p.seat, new, self.names)
            self.leaks += [f"seat {p.seat}, after {self.session.log[-3:]}: {b}" for b in bad]
            p.checked = len(p.raw)

    async def phone_move(self, seat: int, rng: random.Random) -> str:
        """The phone of ``seat`` taps a move (the seat's bot picks among the phone's list)."""
        phone = self.phones[seat]
        msg = (
            phone.got[-1]
            if phone.got[-1].get("t") == "state"
            else await phone.state(self.hub.version)
        )
        offered = [m["a"] for m in msg["moves"]]
        typed = {t["verb"]: t["numbers"] for t in msg.get("typed") or []}
        assert offered or typed, f"seat {seat} is active but its phone lists no move"
        game = self.session.game
        pick = make_bot(self.session.game_name, "normal").choose(
            game.view(seat), game.legal_actions(seat), rng
        )
        before = len(phone.got)
        if pick.verb in typed:  # typed in the form (a clue): the word and its number
            a = str(pick)
            n = typed[pick.verb].index(str(pick.args[1])) if typed[pick.verb] else None
            word = str(pick.args[0])
            await phone.send({"t": "typed", "v": msg["v"], "verb": pick.verb, "word": word, "n": n})
        else:
            a = str(pick) if str(pick) in offered else rng.choice(offered)
            await phone.send({"t": "move", "v": msg["v"], "a": a})
        reply = await phone.wait(lambda m: m.get("t") in ("sent", "error"), "reply", before)
        assert reply["t"] == "sent", reply
        return a

    async def step(self, rng: random.Random) -> None:
        game = self.session.game
        active = game.active_seats()
        seat = rng.choice(active)
        if seat in self.phones:
            a = await self.phone_move(seat, rng)
            taken = self.hub.take()
            assert taken == [a], (taken, a)
            events = self.session.apply(parse_action(taken[0]))
        else:
            action = self.session.bot_choice(seat)
            events = self.session.apply(action)
        self.publish(events)
        await self.settle()


@asynccontextmanager
async def seated(session: Session, seats: list[int], fast: bool = True) -> Any:
    """A server on loopback with a phone on each of ``seats``, and the fake table
    (``fast``: the phones may send faster than a person taps)."""
    hub = Hub(seats)
    server = PhoneServer(hub, session.game_name, "127.0.0.1", 0)
    if fast:
        server.rate = server.socket_rate = server.seat_rate = (10_000.0, 10_000.0)
    server.start()
    try:
        async with aiohttp.ClientSession() as http:
            phones = {s: Phone(server, s) for s in seats}
            for s, p in phones.items():
                await p.open(http, name=f"Phone {s + 1}")
                await p.wait(lambda m: m.get("t") == "welcome", "welcome")
            table = Table(session, server, phones)
            table.http = http  # type: ignore[attr-defined]
            table.publish()
            await table.settle()
            yield table
            for p in phones.values():
                await p.close()
    finally:
        server.stop()
