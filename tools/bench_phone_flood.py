"""Benchmark the TV's frame gaps while a client floods the phone server with reconnections
(measured at a game night, 2026-11-25: one token reconnecting in a loop 2,216 times in 25 s
took the TV's frame gap p95 from 76 to 359 ms).

A headless table (1920x1080, the dummy video driver, four phone seats of Espionage) runs its
loop at 60 frames a second on loopback; another process (as a phone is another machine) opens
a socket with a seat's token, says hello and closes it, as fast as it can. Three runs: no
flood; the flood with the server's limits lifted (as on main before the limits); the flood with
the limits. Each prints the frame gaps' p50/p95/max and how many reconnections the server let
through to the hub.

    python tools/bench_phone_flood.py [--seconds 6]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

FRAME = 1 / 60


async def _flood(origin: str, token: str, seconds: float) -> int:
    import aiohttp

    end = time.monotonic() + seconds
    n = 0
    async with aiohttp.ClientSession() as http:
        while time.monotonic() < end:
            try:
                ws = await http.ws_connect(f"{origin}/ws", headers={"Origin": origin})
            except aiohttp.ClientError:
                n += 1
                continue
            await ws.send_json({"t": "hello", "token": token})
            try:
                await ws.receive(timeout=1.0)
            except TimeoutError:
                pass
            await ws.close()
            n += 1
    return n


def flood_process(origin: str, token: str, seconds: float) -> None:
    print(asyncio.run(_flood(origin, token, seconds)))


def frames(app: object, seconds: float) -> list[float]:
    """The gaps between frame starts (ms) of the table's loop paced at 60 a second."""
    gaps = []
    last = time.perf_counter()
    end = last + seconds
    while last < end:
        app.step([])  # type: ignore[attr-defined]
        left = FRAME - (time.perf_counter() - last)
        if left > 0:
            time.sleep(left)
        now = time.perf_counter()
        gaps.append((now - last) * 1000)
        last = now
    return gaps


def line(name: str, gaps: list[float], through: int | None, sent: int | None) -> str:
    q = statistics.quantiles(gaps, n=100)
    extra = "" if sent is None else f"  reconnections sent {sent}, reached the hub {through}"
    return (
        f"{name:<24} frames {len(gaps):4d}  p50 {q[49]:6.1f} ms  p95 {q[94]:6.1f} ms  "
        f"max {max(gaps):6.1f} ms{extra}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=6.0)
    args = ap.parse_args()

    import pygame

    import tabletop.room.room as phones
    from tabletop.remote.limits import Buckets
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    phones.HOST, phones.PORT = "127.0.0.1", 0
    os.environ.setdefault("TABLETOP_HOME", str(Path("/tmp/tabletop-bench-flood")))
    app = App((1920, 1080), headless=True)
    seats = [SeatConfig("human", n) for n in ("Ann", "Ben", "Cy", "Dev")]
    table = TableScene(app, Session("espionage", 4, seats, {}), phones=[0, 1, 2, 3])
    app.push(table)
    table.phones_panel.open = False
    link = table.link
    assert link is not None
    server, hub = link.server, link.hub
    frames(app, 1.0)  # warm up

    def flooded(lifted: bool) -> tuple[list[float], int, int]:
        if lifted:
            server._opens = Buckets(1e9, 1e9, server.clock)
            server._seat_opens = Buckets(1e9, 1e9, server.clock)
        else:
            server._opens = Buckets(*server.socket_rate, server.clock)
            server._seat_opens = Buckets(*server.seat_rate, server.clock, keys=64)
        before = hub._conns
        proc = subprocess.Popen(
            [sys.executable, __file__, "--flood", server.origin, hub.token(3), str(args.seconds)],
            stdout=subprocess.PIPE,
            text=True,
        )
        gaps = frames(app, args.seconds)
        out, _ = proc.communicate(timeout=args.seconds + 30)
        return gaps, hub._conns - before, int(out.strip() or 0)

    print(line("no flood", frames(app, args.seconds), None, None))
    gaps, through, sent = flooded(lifted=True)
    print(line("flood, limits lifted", gaps, through, sent))
    gaps, through, sent = flooded(lifted=False)
    print(line("flood, with the limits", gaps, through, sent))
    table.on_leave()
    app.room.close()
    pygame.quit()


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--flood":
        flood_process(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    else:
        main()
