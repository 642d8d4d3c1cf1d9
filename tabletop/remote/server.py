"""The phone server: one page, one WebSocket per seat, card images; on a thread of its own.

Why aiohttp: one well-kept library (aio-libs, releases every few weeks) gives both halves we
need on one asyncio loop, an HTTP server for the page, its script and the card images, and
WebSockets with a bounded message size (``max_msg_size``) and heartbeats, plus a client the
tests drive the server with. ``websockets`` would need a second, hand-made static file server
beside it; a WSGI framework has no WebSockets. Everything runs on a background thread with its
own asyncio loop, so the pygame loop never waits on the network: the table only calls the hub
(``hub.py``), which hands messages over under a lock and wakes this loop with
``call_soon_threadsafe``.

Security:

- it binds only to the address it is given, which must be a loopback or private (LAN)
  address (never every interface, never a public address); ``lan_address()`` finds the
  machine's LAN address;
- every request's ``Host`` must name that address and port (no DNS rebinding), and the
  WebSocket and the join form need an ``Origin`` of this very server (no cross-site socket);
- a seat is served only to its secret token (``secrets``), which a phone gets once for the
  seat's join code (typed, or in the QR code's link after the ``#``, so it never reaches a
  log; the code then joins nothing, ``hub.py``); images only under the seat's own secret image
  key and only for cards that seat's latest message shows;
- messages are at most ``MAX_MESSAGE`` bytes; each socket may send ``RATE`` a second (bursts of
  ``BURST``), join codes may be tried ``CODE_RATE`` a second per address, the page loaded
  ``PAGE_RATE`` a second per address, a socket opened ``SOCKET_RATE`` a second per address and
  a seat's token reconnect ``SEAT_RATE`` a second (a phone reconnecting in a loop does not
  stall the table: a refused socket never reaches the hub); a malformed message is answered
  with ``{"t": "error", "error": sentence}`` and changes nothing, a malformed or too deep JSON
  body is a 400; no answer names the server's libraries (``Server: tabletop``) and no error
  sends a traceback.
"""

from __future__ import annotations

import asyncio
import errno
import io
import ipaddress
import json
import logging
import socket
import threading
import time
from collections.abc import Callable
from importlib import resources
from typing import Any

from aiohttp import WSMsgType, web

from tabletop.remote.hub import Hub
from tabletop.remote.limits import Bucket, Buckets

MAX_MESSAGE = 2048
RATE, BURST = 8.0, 30.0
#: a socket that keeps sending past its limit this many times is closed
FLOOD_CLOSE = 300
CODE_RATE, CODE_BURST = 0.2, 8.0
#: page loads (the page and its two files) per address
PAGE_RATE, PAGE_BURST = 3.0, 30.0
#: sockets opened per address, and reconnections per seat (a page retries about once a second)
SOCKET_RATE, SOCKET_BURST = 2.0, 20.0
SEAT_RATE, SEAT_BURST = 1.0, 10.0
#: a refused page load or socket is answered this late (a client in a loop waits, the table's
#: loop does not: a sleeping answer costs the server's thread nothing)
REFUSED_WAIT = 0.25
HELLO_SECONDS = 15.0
#: every socket hears a beat this often (the page says "Reconnecting" after a few missed);
#: the WebSocket's own ping (``HEARTBEAT``) finds a phone gone silent, and the TV says so
BEAT, HEARTBEAT = 1.0, 5.0
DEFAULT_PORT = 8765

Renderer = Callable[[str, dict[str, Any]], bytes]
log = logging.getLogger(__name__)


class ServerError(Exception):
    """The phone server cannot start (a sentence for the person at the table)."""


def lan_address() -> str:
    """The machine's address on its local network (no packet is sent), else loopback."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.254.254.254", 1))
        addr = str(s.getsockname()[0])
    except OSError:
        addr = "127.0.0.1"
    finally:
        s.close()
    return addr if _local(addr) else "127.0.0.1"


def _local(host: str) -> bool:
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False
    return not ip.is_unspecified and (ip.is_private or ip.is_loopback or ip.is_link_local)


def qr_code(url: str) -> Any:
    """A QR code of ``url`` (segno: a well-kept pure-Python encoder; error correction M, so a
    code shown on a TV across a room still reads)."""
    import segno

    return segno.make(url, error="m", boost_error=False)


def _static(name: str) -> bytes:
    return resources.files("tabletop.remote").joinpath("static", name).read_bytes()


class PhoneServer:
    def __init__(
        self,
        hub: Hub,
        game: str,
        host: str,
        port: int = DEFAULT_PORT,
        render: Renderer | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not _local(host):
            raise ServerError(
                f"The phone server binds only to this machine's local network address "
                f"(such as 192.168.1.20) or 127.0.0.1, not {host!r}."
            )
        self.hub, self.game, self.host, self.port = hub, game, host, port
        from tabletop.remote.images import Painter, card_png

        #: card images, drawn in a helper process (``render``: a module-level function)
        self.painter = Painter(render or card_png)
        self.clock = clock
        #: messages a second and burst of one socket (a person taps a few times a second)
        self.rate = (RATE, BURST)
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._sockets: dict[int, tuple[int, web.WebSocketResponse, asyncio.Lock]] = {}
        #: the version of the message each connection was sent last (by connection number)
        self._sent: dict[int, int] = {}
        #: when each connection last heard a beat (the server's clock)
        self._beat_at: dict[int, float] = {}
        self._beats: asyncio.Task[None] | None = None
        #: (rate, burst) of page loads and sockets per address, reconnections per seat
        self.page_rate = (PAGE_RATE, PAGE_BURST)
        self.socket_rate = (SOCKET_RATE, SOCKET_BURST)
        self.seat_rate = (SEAT_RATE, SEAT_BURST)
        self.refused_wait = REFUSED_WAIT
        self._codes = Buckets(CODE_RATE, CODE_BURST, clock)
        self._pages = Buckets(*self.page_rate, clock)
        self._opens = Buckets(*self.socket_rate, clock)
        self._seat_opens = Buckets(*self.seat_rate, clock, keys=64)
        hub.listen(self._wake)

    # ------------------------------------------------------------------ life
    @property
    def origin(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def join_url(self, seat: int) -> str:
        """The link a seat's QR code holds: its join code (single-use, short-lived; after
        ``#``, so it never reaches the server's logs); a held seat's is ``...#code=`` (none)."""
        return f"{self.origin}/#code={self.hub.code(seat)}"

    def qr_png(self, seat: int, scale: int = 8) -> bytes:
        """The seat's QR code (its join link) as PNG bytes (the launcher loads it with
        ``pygame.image.load(io.BytesIO(...))``)."""
        buf = io.BytesIO()
        qr_code(self.join_url(seat)).save(buf, kind="png", scale=scale, border=4)
        return buf.getvalue()

    def qr_data_url(self, seat: int, scale: int = 8) -> str:
        """The seat's QR code as a ``data:image/png;base64,...`` URL."""
        return str(qr_code(self.join_url(seat)).png_data_uri(scale=scale, border=4))

    def start(self, timeout: float = 10.0) -> None:
        """Start serving (returns once the port is bound); ServerError says why not."""
        ready = threading.Event()
        failure: list[BaseException] = []
        self._thread = threading.Thread(
            target=self._run, args=(ready, failure), name="tabletop-phones", daemon=True
        )
        self._thread.start()
        if not ready.wait(timeout):
            raise ServerError("The phone server did not start in time.")
        if failure:
            e = failure[0]
            self._thread.join(timeout)
            if isinstance(e, OSError) and e.errno == errno.EADDRINUSE:
                raise ServerError(
                    f"Port {self.port} on {self.host} is already in use (another tabletop or "
                    "another program): close it and start the game again."
                ) from None
            raise ServerError(f"The phone server could not start: {e}") from None

    def _run(self, ready: threading.Event, failure: list[BaseException]) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except BaseException as e:  # noqa: BLE001 - reported to start()
            failure.append(e)
            ready.set()
            loop.close()
            return
        self.loop = loop
        ready.set()
        loop.run_forever()
        loop.run_until_complete(self._close())
        loop.close()

    async def _open(self) -> None:
        # the limits as set now (a test may have changed them before ``start``)
        self._pages = Buckets(*self.page_rate, self.clock)
        self._opens = Buckets(*self.socket_rate, self.clock)
        self._seat_opens = Buckets(*self.seat_rate, self.clock, keys=64)
        app = web.Application(client_max_size=MAX_MESSAGE, middlewares=[self._guard])
        app.on_response_prepare.append(_plain_headers)
        app.router.add_get("/", self._page)
        app.router.add_get("/static/{name}", self._file)
        app.router.add_post("/join", self._join)
        app.router.add_get("/ws", self._ws)
        app.router.add_get("/img/{key}/{digest}.png", self._image)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        # address reuse (asyncio's default on Unix): a port whose last server closed a few
        # seconds ago (its connections in TIME_WAIT) binds at once; one still listening
        # does not
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
        except BaseException:
            await self._runner.cleanup()
            raise
        if self.port == 0:
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self._beats = asyncio.ensure_future(self._beat())

    async def _beat(self) -> None:
        """A beat to every socket each ``BEAT`` seconds of the server's clock."""
        while True:
            await asyncio.sleep(BEAT / 4)
            now = self.clock()
            for conn, ws, lock in list(self._sockets.values()):
                if now - self._beat_at.get(conn, now) >= BEAT:
                    self._beat_at[conn] = now
                    await self._send(ws, lock, {"t": "beat"})

    async def _close(self) -> None:
        if self._beats is not None:
            self._beats.cancel()
        for _conn, ws, _lock in list(self._sockets.values()):
            await ws.close(code=1001, message=b"The table closed.")
        if self._runner is not None:
            await self._runner.cleanup()

    def stop(self, timeout: float = 10.0) -> None:
        loop, thread = self.loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout)
        self.loop = None
        self.painter.close()

    @property
    def running(self) -> bool:
        return self.loop is not None and self._thread is not None and self._thread.is_alive()

    # ------------------------------------------------------------------ http
    @web.middleware
    async def _guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        host = self.origin.removeprefix("http://")
        allowed = {host}
        if ipaddress.ip_address(self.host).is_loopback:
            allowed.add(f"localhost:{self.port}")
        asked = request.headers.get("Host", "")
        if asked not in allowed:
            return web.json_response(
                {"error": "This server answers only its own address."}, status=421
            )
        if request.method != "GET" or request.path == "/ws":
            # a page of this very server (by the address it was opened at) and no other
            if request.headers.get("Origin") != f"http://{asked}":
                return web.json_response({"error": "Wrong origin."}, status=403)
        try:
            resp: web.StreamResponse = await handler(request)
        except web.HTTPException:
            raise
        except Exception as e:  # noqa: BLE001 - a line in the log, no traceback to anyone
            log.error("phone server: %s %s failed: %s", request.method, request.path, type(e))
            return web.json_response({"error": "Something went wrong."}, status=500)
        return resp

    async def _too_many_loads(self, request: web.Request) -> web.Response | None:
        if self._pages.allow(request.remote or "?"):
            return None
        await asyncio.sleep(self.refused_wait)
        return web.json_response({"error": "Too many page loads: wait a moment."}, status=429)

    async def _page(self, request: web.Request) -> web.Response:
        refused = await self._too_many_loads(request)
        if refused is not None:
            return refused
        csp = (
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            f"connect-src 'self' ws://{request.host}; "
            "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )
        return web.Response(
            body=_static("phone.html"),
            content_type="text/html",
            charset="utf-8",
            headers={"Content-Security-Policy": csp, "Cache-Control": "no-store"},
        )

    async def _file(self, request: web.Request) -> web.Response:
        refused = await self._too_many_loads(request)
        if refused is not None:
            return refused
        name = request.match_info["name"]
        kinds = {"phone.js": "text/javascript", "phone.css": "text/css"}
        if name not in kinds:
            raise web.HTTPNotFound()
        return web.Response(body=_static(name), content_type=kinds[name], charset="utf-8")

    async def _join(self, request: web.Request) -> web.Response:
        peer = request.remote or "?"
        if not self._codes.allow(peer):
            return web.json_response({"error": "Too many tries: wait a minute."}, status=429)
        data = _parse(await request.read())
        if data is None:
            return web.json_response({"error": 'Send {"code": "ABCDE"}.'}, status=400)
        token, why = self.hub.token_for_code(data.get("code"))
        if token is None:
            return web.json_response({"error": why}, status=403)
        return web.json_response({"token": token})

    async def _image(self, request: web.Request) -> web.Response:
        card = self.hub.image(request.match_info["key"], request.match_info["digest"])
        if card is None:
            raise web.HTTPNotFound()
        data = await self.painter.png(self.game, card)
        return web.Response(
            body=data, content_type="image/png", headers={"Cache-Control": "private, max-age=3600"}
        )

    # ------------------------------------------------------------------ the sockets
    async def _ws(self, request: web.Request) -> web.StreamResponse:
        if not self._opens.allow(request.remote or "?"):
            await asyncio.sleep(self.refused_wait)
            return web.json_response({"error": "Too many connections: wait a moment."}, status=429)
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=HEARTBEAT)
        await ws.prepare(request)
        lock = asyncio.Lock()
        hello = await self._hello(ws, lock)
        if hello is None:
            return ws
        seat, name, device = hello
        conn = self.hub.connect(seat, device)
        self._beat_at[conn] = self.clock()
        old = self._sockets.get(seat)
        self._sockets[seat] = (conn, ws, lock)
        if old is not None:
            await self._send(
                old[1], old[2], {"t": "closed", "text": "This seat was opened on another phone."}
            )
            await old[1].close()
        try:
            await self._send(ws, lock, {"t": "welcome", "seat": seat})
            if name is not None:
                why = self.hub.rename(seat, conn, name)
                if why:
                    await self._send(ws, lock, {"t": "error", "error": why})
            await self._push(seat)
            await self._serve(ws, lock, seat, conn)
        finally:
            if self._sockets.get(seat, (0,))[0] == conn:
                del self._sockets[seat]
            self._sent.pop(conn, None)
            self._beat_at.pop(conn, None)
            self.hub.disconnect(seat, conn)
        return ws

    async def _hello(
        self, ws: web.WebSocketResponse, lock: asyncio.Lock
    ) -> tuple[int, Any, Any] | None:
        """The first message names the seat by its token; anything else closes the socket."""
        try:
            msg = await ws.receive(timeout=HELLO_SECONDS)
        except TimeoutError:
            await ws.close(code=4408, message=b"no hello")
            return None
        data = _parse(msg.data) if msg.type == WSMsgType.TEXT else None
        seat = self.hub.seat_of(data.get("token")) if data and data.get("t") == "hello" else None
        if seat is None:
            why = "This link is not valid (any more): ask for the seat's code at the table."
            if data is None or data.get("t") != "hello":
                why = 'Say hello first: {"t": "hello", "token": "..."}.'
            await self._send(ws, lock, {"t": "error", "error": why, "fatal": True})
            await ws.close(code=4401, message=b"bad token")
            return None
        if not self._seat_opens.allow(str(seat)):  # a phone reconnecting in a loop
            why = "Too many reconnections: wait a moment."
            await asyncio.sleep(self.refused_wait)
            await self._send(ws, lock, {"t": "error", "error": why})
            await ws.close(code=4429, message=b"too many reconnections")
            return None
        assert data is not None
        return seat, data.get("name"), data.get("device")

    async def _serve(
        self, ws: web.WebSocketResponse, lock: asyncio.Lock, seat: int, conn: int
    ) -> None:
        bucket = Bucket(*self.rate, self.clock)
        over = 0
        async for msg in ws:
            if not bucket.allow():
                over += 1
                if over >= FLOOD_CLOSE:
                    await self._send(
                        ws, lock, {"t": "error", "error": "Too many messages.", "fatal": True}
                    )
                    await ws.close(code=4429, message=b"flood")
                    return
                if over % 20 == 1:
                    await self._send(
                        ws, lock, {"t": "error", "error": "Too many messages: slow down."}
                    )
                continue
            reply = self._answer(seat, conn, msg)
            if reply is not None:
                await self._send(ws, lock, reply)
            if self.hub.holder(seat) != conn:  # the seat was given back: say so, then close
                await self._push(seat)
                return

    def _answer(self, seat: int, conn: int, msg: Any) -> dict[str, Any] | None:
        """The reply to one message of a seated phone (None: nothing to say)."""
        if msg.type != WSMsgType.TEXT:
            return {"t": "error", "error": "Messages are JSON text."}
        data = _parse(msg.data)
        if data is None:
            return {"t": "error", "error": "That message is not a JSON object."}
        kind = data.get("t")
        if kind == "move":
            why = self.hub.request(seat, conn, data.get("v"), data.get("a"))
            return {"t": "error", "error": why} if why else {"t": "sent", "a": data.get("a")}
        if kind == "press":
            why = self.hub.press(seat, conn, data.get("v"))
            return {"t": "error", "error": why} if why else {"t": "pressed"}
        if kind == "typed":
            d = data.get
            why = self.hub.request_typed(seat, conn, d("v"), d("verb"), d("word"), d("n"))
            return {"t": "error", "error": why} if why else {"t": "sent", "a": d("verb")}
        if kind == "name":
            why = self.hub.rename(seat, conn, data.get("name"))
            return {"t": "error", "error": why} if why else {"t": "named", "name": self._name(seat)}
        if kind == "leave":
            self.hub.release(seat, "You left this seat.")
            return None
        if kind == "ping":
            return {"t": "pong"}
        return {
            "t": "error",
            "error": "Unknown message: send move, typed, press, name, leave or ping.",
        }

    def _name(self, seat: int) -> str:
        return next((st.name for st in self.hub.status() if st.seat == seat), "")

    async def _send(
        self, ws: web.WebSocketResponse, lock: asyncio.Lock, data: dict[str, Any]
    ) -> None:
        if ws.closed:
            return
        async with lock:
            try:
                await ws.send_str(json.dumps(data, separators=(",", ":")))
            except (ConnectionError, RuntimeError):
                pass

    def _wake(self) -> None:
        """The hub has news (any thread): push it from this server's loop."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._push_all)
            except RuntimeError:
                pass  # the loop is closing

    def _push_all(self) -> None:
        for seat in list(self._sockets):
            asyncio.ensure_future(self._push(seat))

    async def _push(self, seat: int) -> None:
        """Bring the seat's phone up to date: a close, notes, the latest message."""
        got = self._sockets.get(seat)
        if got is None:
            return
        conn, ws, lock = got
        why = self.hub.closing(seat)
        if why is not None or self.hub.holder(seat) != conn:
            await self._send(ws, lock, {"t": "closed", "text": why or "This seat left its phone."})
            await ws.close(code=4000, message=b"released")
            return
        for note in self.hub.drain_notes(seat):
            await self._send(ws, lock, {"t": "note", "text": note})
        msg = self.hub.message(seat)
        if msg is not None and self._sent.get(conn) != msg["v"]:
            self._sent[conn] = msg["v"]
            await self._send(ws, lock, msg)


async def _plain_headers(request: web.Request, resp: web.StreamResponse) -> None:
    """Every answer (errors and the socket's handshake too): no library's name or version."""
    resp.headers["Server"] = "tabletop"
    resp.headers["X-Frame-Options"] = "DENY"
    resp.headers["X-Content-Type-Options"] = "nosniff"
    resp.headers["Referrer-Policy"] = "no-referrer"


def _parse(text: Any) -> dict[str, Any] | None:
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        return None
    return data if isinstance(data, dict) else None
