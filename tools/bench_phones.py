"""Benchmark the TV while four phones play: the table's frame times with every human seat on a
phone (issue 28: no frame of the TV over 50 ms while four phones play).

A headless table (1920x1080, the dummy video driver) starts its phone server on loopback;
four simulated phones (aiohttp WebSocket clients in a process of their own, as real phones are
other machines) join by their tokens, and whenever a phone's message says it may act it taps
one of its listed moves after a short "thumb" delay. The table runs its loop (bots none, the
phones' moves through its submit path, a publish to every phone after each move, built a seat
a frame) and every loop turn is timed, on the wall clock and as the UI thread's own CPU time
(which a busy machine does not inflate): moves applied, a seat's message built, the frame drawn.

    python tools/bench_phones.py [--game espionage] [--frames 1500] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

PHONES = 4
FRAME_BUDGET_MS = 50.0
#: clue words a simulated Director types (a refused one is followed by another)
WORDS = ("power", "metal", "science", "war", "animal", "space", "green", "speed", "army", "magic")


async def _phone(origin: str, token: str, seed: int, stop: threading.Event) -> int:
    """One phone: answer every message that offers moves with a tap; the taps sent."""
    import aiohttp

    rng = random.Random(seed)
    taps = 0
    last: dict[str, Any] | None = None  # the last message that offered moves
    async with aiohttp.ClientSession() as http:
        ws = await http.ws_connect(f"{origin}/ws", headers={"Origin": origin})
        await ws.send_json({"t": "hello", "token": token})
        while not stop.is_set():
            try:
                msg = await ws.receive(timeout=0.2)
            except TimeoutError:
                continue
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            data = json.loads(msg.data)
            if data.get("t") == "note" and last is not None:  # refused: type another clue
                data = last
            if data.get("t") != "state" or not (data.get("moves") or data.get("typed")):
                continue
            last = data
            await asyncio.sleep(rng.uniform(0.05, 0.25))  # a thumb finds the move
            if data.get("typed"):  # a Director types a clue: a common word, number 1
                form = data["typed"][0]
                word = rng.choice(WORDS)
                await ws.send_json(
                    {"t": "typed", "v": data["v"], "verb": form["verb"], "word": word, "n": 0}
                )
            else:
                a = rng.choice(data["moves"])["a"]
                await ws.send_json({"t": "move", "v": data["v"], "a": a})
            taps += 1
        await ws.close()
    return taps


def phones_process(origin: str, tokens: list[str]) -> None:
    """The phones (another process, as real phones are other machines: their JSON work never
    takes the TV's interpreter); they stop when their input closes and print their taps."""
    stop = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()

    async def main() -> list[Any]:
        return await asyncio.gather(
            *(_phone(origin, t, i, stop) for i, t in enumerate(tokens)), return_exceptions=True
        )

    got = asyncio.run(main())
    print(json.dumps([g if isinstance(g, int) else -1 for g in got]))


def run(game: str = "espionage", frames: int = 1500, seed: int = 5) -> dict[str, Any]:
    import pygame

    import tabletop.room.room as phones
    from tabletop.engine.game import game_class
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.app import App, share_the_interpreter
    from tabletop.ui.table import TableScene

    phones.HOST, phones.PORT = "127.0.0.1", 0
    app = App((1920, 1080), headless=True)
    n = min(PHONES, game_class(game).MAX_SEATS)
    seats = [SeatConfig("human", f"Phone {i + 1}") for i in range(n)]
    session = Session(game, seed, seats, {})
    table = TableScene(app, session, phones=list(range(n)))
    app.push(table)
    link = table.link
    assert link is not None
    table.phones_panel.open = table.phones_panel.starting = False
    share_the_interpreter()  # as in the app
    from tabletop.ui.scenes import warmup

    warmup.start_imports().join()  # as the launcher does before a table opens
    tokens = [link.hub.token(s) for s in range(n)]
    # one argument (a token may start with "-"): the origin and the tokens, comma-separated
    cmd = [sys.executable, __file__, "--phones-for=" + ",".join([link.server.origin, *tokens])]
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    taps: list[int] = []
    times: list[float] = []
    cpu: list[float] = []  # the UI thread's own CPU time per frame (load-independent)
    moves0 = len(session.log)
    try:
        app.step([])  # the first frame loads fonts and images (start-up, benched apart)
        for _ in range(frames):
            if session.game.is_terminal():
                break
            t, c = time.perf_counter(), time.thread_time()
            app.step(pygame.event.get())
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.thread_time() - c) * 1000)
            time.sleep(1 / 60)  # the loop's pace
    finally:
        out, _ = proc.communicate("", timeout=30)
        taps = json.loads(out or "[]")
        table.on_leave()
        pygame.quit()
    times.sort()
    return {
        "game": game,
        "phones": n,
        "frames": len(times),
        "moves": len(session.log) - moves0,
        "taps": sum(t for t in taps if t > 0),
        "frame_ms_median": round(statistics.median(times), 2),
        "frame_ms_p95": round(times[int(0.95 * (len(times) - 1))], 2),
        "frame_ms_max": round(times[-1], 2),
        "frames_over_50ms": sum(1 for x in times if x > FRAME_BUDGET_MS),
        "frame_cpu_ms_max": round(max(cpu), 2),
        "frames_cpu_over_50ms": sum(1 for x in cpu if x > FRAME_BUDGET_MS),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="espionage")
    ap.add_argument("--frames", type=int, default=1500)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--phones-for", help=argparse.SUPPRESS)  # the phones' process
    args = ap.parse_args()
    if args.phones_for:
        origin, *tokens = args.phones_for.split(",")
        phones_process(origin, tokens)
        return 0
    res = run(args.game, args.frames)
    print(json.dumps(res) if args.json else "\n".join(f"{k}: {v}" for k, v in res.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
