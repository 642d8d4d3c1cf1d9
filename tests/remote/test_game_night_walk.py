"""A game night walked again with four real phones (issue "Phones at a real game night"):
four headless chromium pages on real sockets join a headless table (``room.host``'s
``HeadlessTable``, the table of ``tabletop host``) and play whole games by the pages' own code.

Checked, and counted (the figures are printed; ``-s`` shows them):

- joining: each page joins by its seat's QR link; every used code posted again from another
  device (another loopback address) is refused, and no held seat's link or QR holds a code;
- every state message each page received is checked when it arrives for another seat's hidden
  cards, the deck's order and the Codenames key (``phones.message_leaks``, the hot-seat
  privacy test's own check); every log line is a public sentence or the seat's own;
- an Informant's look reaches the looker's page (with the hand it saw) and no other;
- windows answered at once: every phone a window asks answers it in the same instant; the
  refused taps are counted;
- a 30 s network cut of one phone (its page's socket goes silent both ways, and a new one
  cannot connect, as when the Wi-Fi drops): the seconds until the page says "Reconnecting" and
  until it shows the table's latest message once the network is back; its used code posted
  meanwhile from another device is refused;
- a flood: another device reconnects with a seat's token as fast as it can; how many
  reconnections reached the table, and the other pages kept up;
- Marvel Codenames: the Directors type their clues in the page's form and see the key; the
  Agents tap a card and confirm, and never receive the key.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import random
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.registry import info
from tabletop.remote.hub import USED, Hub
from tabletop.remote.server import PhoneServer
from tabletop.room.host import HeadlessTable
from tabletop.room.session import SeatConfig, Session
from tests.remote.phones import card_names, message_leaks
from tests.remote.test_browser import CHROME, DRIVER, phone_browser, tap, until
from tests.ui.fakeclock import ManualClock

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.slow,
    pytest.mark.skipif(not (CHROME and DRIVER), reason="needs chromium and chromedriver"),
]

NAMES = ("Ann", "Bea", "Cy", "Dev")
CUT_SECONDS = 30.0

#: the page's sockets, watched: every message received is kept (``window.got``), and a cut
#: (``window.cut = true``) makes them silent both ways and a new one fail, as a lost network
RECORDER = """
(() => {
  const Real = window.WebSocket;
  window.got = [];
  window.cut = false;
  function Watched(url, protocols) {
    const ws = window.cut ? new Real("ws://127.0.0.1:9/") : new Real(url, protocols);
    ws.addEventListener("message", (e) => {
      if (window.cut) { e.stopImmediatePropagation(); return; }
      window.got.push(e.data);
    });
    const send = ws.send.bind(ws);
    ws.send = (data) => { if (!window.cut) send(data); };
    return ws;
  }
  Watched.prototype = Real.prototype;
  for (const k of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"]) Watched[k] = Real[k];
  window.WebSocket = Watched;
})();
"""


def post_code(origin: str, code: str, device: int) -> tuple[int, dict[str, Any]]:
    """``/join`` with ``code`` from another device (its own loopback address)."""
    host, port = origin.removeprefix("http://").split(":")
    conn = http.client.HTTPConnection(
        host, int(port), timeout=10, source_address=(f"127.0.0.{device}", 0)
    )
    body = json.dumps({"code": code})
    conn.request("POST", "/join", body, {"Origin": origin, "Content-Type": "application/json"})
    resp = conn.getresponse()
    data = json.loads(resp.read() or b"{}")
    conn.close()
    return resp.status, data


class Night:
    """A headless table, its phone server on loopback, and four chromium pages."""

    def __init__(self, game: str, seed: int, pages: list[Any]) -> None:
        seats = [SeatConfig("human", n) for n in NAMES]
        self.session = Session(game, seed, seats, dict(info(game).unattended))
        self.hub = Hub(range(4))
        self.server = PhoneServer(self.hub, game, "127.0.0.1", 0)
        self.server.start()
        self.clock = ManualClock(tick=0.0)
        self.table = HeadlessTable(
            self.session, self.hub, settings={"window_seconds": 3.0}, clock=self.clock
        )
        self.pages = pages
        self.names = card_names(self.session)
        self.bots = [make_bot(game, "normal") for _ in NAMES]
        self.rng = random.Random(seed)
        self.read = [0] * 4  # the messages of each page checked so far
        self.off: set[int] = set()  # pages cut from the network
        self.figures: dict[str, Any] = {"messages": 0, "leaks": [], "taps": 0, "refused": 0}
        self.events: list[Any] = []
        self.looked = 0  # the events checked for looks
        self.sent: list[str] = []  # every move a page sent
        self.public: list[str] = []
        self.own: dict[int, dict[str, set[str]]] = {s: {} for s in range(4)}
        after = self.table.after_apply

        def told(action: Any, events: list[Any]) -> None:  # the sentences each seat may read
            self.events += events
            self.public += [self.session.shown(e, None)["text"] for e in events]
            for e in events:
                for seat in e.to if e.secret_text else ():
                    cards = (e.secret_data or {}).values()
                    names = {c["name"] for c in _cards(list(cards))}
                    said = self.own[seat].setdefault(self.session.shown(e, seat)["text"], set())
                    said.update(names)
            after(action, events)

        self.table.after_apply = told  # type: ignore[method-assign]

    def close(self) -> None:
        self.server.stop()

    # ------------------------------------------------------------------ the pages
    def join(self) -> list[str]:
        """Each page opens its seat's QR link; the codes used."""
        codes = []
        for seat, page in enumerate(self.pages):
            codes.append(self.hub.code(seat))
            page.get(self.server.join_url(seat))
        self.table.publish()
        self.settle()
        return codes

    def shows(self, seat: int) -> bool:
        msg = self.hub.message(seat)
        v = self.pages[seat].execute_script("return document.body.dataset.v || ''")
        return msg is not None and v == str(msg["v"])

    def settle(self) -> None:
        """Every page on the network shows its latest message; what each received is checked."""
        for seat in range(4):
            if seat not in self.off:
                until(f"seat {seat}'s page", lambda seat=seat: self.shows(seat))
        for seat in range(4):
            self.check(seat)
        self.check_looks()

    def check_looks(self) -> None:
        """An Informant's (or any) look at a hand: the looker's page shows the hand it saw in
        its log, marked as its own, with the cards; no other page shows that line."""
        looks = self.events[self.looked :]
        self.figures.setdefault("looks", 0)
        self.looked = len(self.events)
        for e in looks:
            if e.kind != "HandLooked" or e.data["seat"] in self.off:
                continue
            seen = self.session.shown(e, e.data["seat"])["text"]
            for seat, page in enumerate(self.pages):
                if seat in self.off:
                    continue
                mine = page.execute_script(
                    "return [...document.querySelectorAll('#log .mine')].map(d => ["
                    "d.innerText, [...d.querySelectorAll('img')].map(i => i.alt)])"
                )
                lines = [m for m in mine if seen in m[0]]
                if seat == e.data["seat"]:
                    names = [c["name"] for c in e.secret_data["cards"]]
                    assert lines and lines[-1][1] == names, (seen, mine)
                else:
                    assert not lines and seen not in page.find_element("id", "log").text
            self.figures["looks"] += 1

    def check(self, seat: int) -> None:
        raws = self.pages[seat].execute_script(
            "return window.got.slice(arguments[0])", self.read[seat]
        )
        self.read[seat] += len(raws)
        states = [r for r in raws if json.loads(r).get("t") == "state"]
        for raw in raws:
            m = json.loads(raw)
            if m.get("t") == "error" or (m.get("t") == "note" and "moved on" in m.get("text", "")):
                self.figures["refused"] += 1
        self.figures["messages"] += len(states)
        for raw in states:
            for line in json.loads(raw)["log"]:
                if line["mine"]:
                    names = {c["name"] for c in line["cards"]}
                    assert names <= self.own[seat].get(line["text"], set()) | {None}, line
                    assert line["text"] in self.own[seat], (seat, line)
                else:
                    assert line["text"] in self.public, (seat, line)
        bad = message_leaks(self.session, seat, states, self.names)
        self.figures["leaks"] += [f"seat {seat} after {self.session.log[-2:]}: {b}" for b in bad]

    def step(self) -> None:
        self.table.step()
        self.settle()

    # ------------------------------------------------------------------ the people
    def answer(self, seats: list[int]) -> None:
        """The people of ``seats`` tap their moves at once (each page's own ``send``), as the
        seat's computer player would choose; the table takes them next step."""
        game = self.session.game
        sent = []
        for seat in seats:
            legal = game.legal_actions(seat)
            msg = self.hub.message(seat)
            if not legal or msg is None:
                continue
            pick = self.bots[seat].choose(game.view(seat), legal, self.rng)
            offered = [m["a"] for m in msg["moves"]]
            typed = {t["verb"]: t["numbers"] for t in msg["typed"]}
            page = self.pages[seat]
            if pick.verb in typed:
                n = typed[pick.verb].index(str(pick.args[1])) if typed[pick.verb] else None
                self.type_clue(seat, str(pick.args[0]), n)
                self.sent.append(str(pick))
            else:
                a = str(pick) if str(pick) in offered else self.rng.choice(offered)
                board = msg.get("board") or {}
                cells = [c.get("a") for c in board.get("cells") or []]
                if a in cells:  # a Codenames guess: a tap on the card, then "Guess it"
                    tap(page, f'#grid .cell[data-index="{cells.index(a)}"]')
                    tap(page, "#guessyes")
                elif a == board.get("stop"):
                    tap(page, "#stop")
                else:
                    page.execute_script("send(arguments[0])", a)
                self.sent.append(a)
            sent.append(seat)
            self.figures["taps"] += 1
        for seat in sent:  # each page hears back: sent, or why not
            until(
                f"seat {seat}'s reply",
                lambda seat=seat: self.pages[seat].execute_script(
                    "return window.got.slice(arguments[0]).some("
                    "r => ['sent', 'error'].includes(JSON.parse(r).t))",
                    self.read[seat],
                ),
            )

    def type_clue(self, seat: int, word: str, number: int | None) -> None:
        page = self.pages[seat]
        box = page.find_element("css selector", "form.typed input")
        box.clear()
        box.send_keys(word)
        if number is not None:
            n = page.find_elements("css selector", "form.typed button.num")[number]
            page.execute_script("arguments[0].click()", n)
        tap(page, "form.typed button.primary")

    def play(self, moves: int) -> None:
        """Play on for ``moves`` moves (or to the end): the table steps, the people the table
        waits for answer at once."""
        target = len(self.session.log) + moves
        for _ in range(20 * moves):
            game = self.session.game
            if game.is_terminal() or len(self.session.log) >= target:
                return
            waiting = [s for s in game.active_seats() if s not in self.off]
            self.answer(waiting)
            if len(waiting) > 1:
                self.figures["windows"] = self.figures.get("windows", 0) + 1
                self.figures["taps together"] = self.figures.get("taps together", 0) + len(waiting)
            self.step()
            self.clock.advance(0.5)

    def lost_or_doubled(self) -> int:
        """The moves the pages sent that the log does not hold exactly once in their order."""
        bad = 0
        for seat in range(4):
            sent = [a for a in self.sent if a.startswith(f"{seat}:")]
            made = [a for a in self.session.log if a in sent]
            bad += sum(abs(made.count(a) - sent.count(a)) for a in set(sent))
            bad += 0 if made == sent else 1
        return bad

    def cut(self, seat: int) -> None:
        self.off.add(seat)
        self.pages[seat].execute_script("window.cut = true")

    def mend(self, seat: int) -> None:
        self.pages[seat].execute_script("window.cut = false")
        self.off.discard(seat)


def _cards(values: list[Any]) -> list[dict[str, Any]]:
    out = []
    for v in values:
        if isinstance(v, dict) and "name" in v:
            out.append(v)
        elif isinstance(v, list):
            out += _cards(v)
    return out


@pytest.fixture(scope="module")
def pages() -> Iterator[list[Any]]:
    drivers = [phone_browser() for _ in NAMES]
    for d in drivers:
        d.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
    yield drivers
    for d in drivers:
        d.quit()


def conn_text(page: Any) -> str:
    return str(
        page.execute_script(
            "const c = document.getElementById('conn'); return c.hidden ? '' : c.textContent"
        )
    )


def test_espionage_night_with_four_phones(pages: list[Any]) -> None:
    night = Night("espionage", 1, pages)
    fig = night.figures
    try:
        codes = night.join()
        # a used code joins nothing, from any device; no held seat's link (its QR) has a code
        replays = [post_code(night.server.origin, c, 2 + i) for i, c in enumerate(codes)]
        assert all(st == 403 and d.get("error") == USED for st, d in replays), replays
        assert all(night.server.join_url(s).endswith("#code=") for s in range(4))
        assert all(st.code == "" and st.held for st in night.hub.status())
        fig["replays refused"] = f"{len(replays)} of {len(replays)}"

        lags = []
        for _ in range(40):
            t = time.monotonic()
            night.play(1)
            lags.append(time.monotonic() - t)
        fig["a move before the flood p95 s"] = round(sorted(lags)[int(0.95 * (len(lags) - 1))], 3)
        # a 30 s network cut of Dev's phone while the others play on
        t0 = time.monotonic()
        night.cut(3)
        until("Reconnecting", lambda: conn_text(pages[3]).startswith("Reconnecting"))
        fig["reconnecting shown after s"] = round(time.monotonic() - t0, 2)
        st, data = post_code(night.server.origin, codes[3], 7)  # another device, Dev's code
        assert st == 403 and data.get("error") == USED and "token" not in data
        moves = len(night.session.log)
        while time.monotonic() - t0 < CUT_SECONDS:
            night.play(1)
            time.sleep(0.05)
        fig["moves during the cut"] = len(night.session.log) - moves
        night.mend(3)
        t1 = time.monotonic()
        until("Dev's page back", lambda: night.shows(3) and not conn_text(pages[3]))
        fig["caught up after s"] = round(time.monotonic() - t1, 2)
        night.settle()

        # a flood: Cy's token reconnects from another device as fast as it can for 4 s (a
        # runaway loop); Cy's page is closed by the first ("opened on another phone"), the
        # others play on; then the host lets Cy's page take the seat again by a new code
        before = night.hub._conns
        night.off.add(2)
        flood = Flood(night.server.origin, night.hub.token(2), 4.0)
        flood.start()
        lags = []
        while flood.is_alive():
            t = time.monotonic()
            night.play(1)
            lags.append(time.monotonic() - t)
        fig["flood reconnections sent"] = flood.sent
        fig["flood reconnections reached the table"] = night.hub._conns - before
        fig["a move during the flood p95 s"] = round(sorted(lags)[int(0.95 * (len(lags) - 1))], 3)
        night.check(2)
        night.hub.reopen(2)
        pages[2].get("about:blank")  # the QR link opens the page afresh
        pages[2].get(night.server.join_url(2))
        night.off.discard(2)
        night.read[2] = 0  # a new page: its record starts again
        night.table.publish()
        until("Cy's page back", lambda: night.shows(2))
        night.settle()

        night.play(2000)  # to the end
        assert night.session.game.is_terminal()
        assert fig["looks"] > 0  # hands looked at, each seen on the looker's page only
        fig["moves"] = len(night.session.log)
        fig["moves lost or doubled"] = night.lost_or_doubled()
        print("\nEspionage night:", json.dumps(fig, indent=1))
        assert fig["leaks"] == [] and fig["moves lost or doubled"] == 0
        assert fig["refused"] == 0
        assert fig["reconnecting shown after s"] < 3.5
        assert fig["caught up after s"] < 1.5
        assert fig["flood reconnections reached the table"] < 30
    finally:
        night.close()


class Flood(threading.Thread):
    """Another device (127.0.0.9) reconnecting with a seat's token, as fast as it can."""

    def __init__(self, origin: str, token: str, seconds: float) -> None:
        super().__init__(daemon=True)
        self.origin, self.token, self.seconds = origin, token, seconds
        self.sent = 0

    def run(self) -> None:
        asyncio.run(self._flood())

    async def _flood(self) -> None:
        import aiohttp

        end = time.monotonic() + self.seconds
        conn = aiohttp.TCPConnector(local_addr=("127.0.0.9", 0))
        async with aiohttp.ClientSession(connector=conn) as http:
            while time.monotonic() < end:
                self.sent += 1
                try:
                    ws = await http.ws_connect(f"{self.origin}/ws", headers={"Origin": self.origin})
                except aiohttp.ClientError:
                    continue
                await ws.send_json({"t": "hello", "token": self.token})
                try:
                    await ws.receive(timeout=0.5)
                except TimeoutError:
                    pass
                await ws.close()


def test_codenames_night_with_four_phones(pages: list[Any]) -> None:
    """The Directors type clues in the page's form and see the key in colour; the Agents tap a
    card and confirm; the key reaches no Agent's page; whole game."""
    seed = next(
        s
        for s in range(1, 60)
        if Session("codenames", s, [SeatConfig("human", n) for n in NAMES]).game.typed_moves(0)
    )
    night = Night("codenames", seed, pages)
    fig = night.figures
    try:
        night.join()
        game = night.session.game
        roles = {s: game.view(s)["you"]["role"] for s in range(4)}
        for seat, page in enumerate(pages):
            kinds = page.execute_script(
                "return [...document.querySelectorAll('#grid .cell')].map(c => c.dataset.kind || '')"
            )
            if roles[seat] == "director":
                assert kinds == game.view(seat)["key"]
            else:
                assert not any(kinds)
            assert page.find_element("id", "role").text.endswith(game.seat_role(seat))
        night.play(400)
        assert game.is_terminal()
        fig["moves"] = len(night.session.log)
        fig["clues typed"] = sum(1 for a in night.session.log if ":clue " in a)
        fig["guesses tapped"] = sum(1 for a in night.session.log if ":guess " in a)
        fig["moves lost or doubled"] = night.lost_or_doubled()
        print("\nCodenames night:", json.dumps(fig, indent=1))
        assert fig["leaks"] == [] and fig["refused"] == 0
        assert fig["moves lost or doubled"] == 0
    finally:
        night.close()
