"""Frame times of the race overlay during full races at the Austin Powers table (headless, real
clock): a Happening gesture race (a bot makes the gesture, a human copies it with a posted key
press) and a help race ("throw me a Frickin' Bone", a human lands first). The loop is the app's
own (``pygame.event.get``, ``clock.tick(60)``, ``App.step``); a frame is one ``App.step``.

    python tools/bench_race.py [--size 1920x1080] [--races 3]

Reports the longest frame, p99 and median over every frame from the one that puts the race on
screen to the overlay's last, the longest gap between two looks at the event queue while a race
was open (how late a press's timestamp can be), and apart the hand-back frame (the overlay
submits its action and the table draws again: the engine's apply, the autosave and a full table
redraw are the table's cost). CPU time per frame (``thread_time``) is given too: on a busy
machine wall time also counts waiting for a core. A frame includes the overlay's polling slice (about 11 ms of the
16.7 ms frame is spent looking at the queue). Target: longest frame well under 50 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

FILL_G = ["Shagette", "Groovy, Baby!", "Johnson, Radar Operator", "Oh, Behave!", "Shagette"]
FILL_E = ["Mustafa", "Zip It!", "Fembot", "Mini-Me", "Zip It!"]


def _happening_table(app: Any) -> Any:
    from tabletop.engine.actions import Action
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.table import TableScene

    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", n) for n in ("Bob", "Cy", "Dee")]
    sess = Session("austin", 2, seats)
    pos = [
        {"side": "good", "table": ["Shagette"], "deck": FILL_G, "hand": ["Oh, Behave!"]},
        {"side": "evil", "table": ["Fembot"], "deck": FILL_E, "hand": ["Evil Family Therapy"]},
        {"side": "good", "table": ["Basil Exposition"], "deck": FILL_G},
        {"side": "evil", "table": ["Mustafa"], "deck": FILL_E},
    ]
    sess.game.set_position({"current": 1, "seats": pos})
    table = TableScene(app, sess)
    app.push(table)
    app.step([])  # the table is on screen before the Happening is played
    hap = sess.game.find("Evil Family Therapy", 1, "hand")
    table.submit(Action(1, "happening", (hap,)))
    return table


def _help_table(app: Any) -> Any:
    from tabletop.engine.actions import Action
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.table import TableScene

    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", n) for n in ("Bob", "Cy", "Dee")]
    sess = Session("austin", 2, seats)
    pos = {
        "current": 1,
        "seats": [
            {
                "side": "good",
                "table": ["Austin Powers, International Man of Mystery"],
                "hand": ["Groovy, Baby!"],
                "deck": FILL_G,
            },
            {"side": "evil", "table": ["Mustafa"], "deck": FILL_E},
            {
                "side": "good",
                "table": ["Basil Exposition"],
                "hand": ["Groovy, Baby!"],
                "deck": FILL_G,
            },
            {
                "side": "evil",
                "table": ["Robin Swallows"],
                "hand": ["One Million Dollars!"],
                "deck": FILL_E,
            },
        ],
    }
    sess.game.set_position(pos)
    table = TableScene(app, sess)
    app.push(table)
    app.step([])  # the table is on screen before help is asked
    g = sess.game
    table.submit(
        Action(
            1, "attempt", (g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table"))
        )
    )
    table.submit(Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)))
    table.submit(Action(1, "help"))
    return table


def _play(app: Any, table: Any, press_after_s: float, limit_s: float = 20.0) -> dict[str, Any]:
    import pygame

    from tabletop.ui.overlays.race import RaceOverlay

    frames: list[float] = []
    cpus: list[float] = []
    handback = 0.0
    overlay: RaceOverlay | None = None
    pressed = False
    start = time.perf_counter()
    while time.perf_counter() - start < limit_s:
        events = pygame.event.get()
        app.clock.tick(60)
        t0 = time.perf_counter()
        c0 = time.thread_time()
        app.step(events)
        dt = time.perf_counter() - t0
        cpu = time.thread_time() - c0
        scene = app.scene
        if isinstance(scene, RaceOverlay):
            overlay = scene
        if overlay is not None:
            if scene is table:
                handback = dt  # the overlay's last frame: it submits, the table redraws
                break
            frames.append(dt)
            cpus.append(cpu)
            race = overlay.race
            opened = race.window.opened_ns
            if (
                not pressed
                and opened is not None
                and time.perf_counter_ns() - opened > press_after_s * 1e9
            ):
                pygame.event.post(
                    pygame.event.Event(
                        pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0
                    )
                )
                pressed = True
    assert overlay is not None, "no race overlay appeared"
    return {
        "frames": frames,
        "cpu": cpus,
        "handback": handback,
        "poll_gap_ms": overlay.max_poll_gap_ns / 1e6,
        "result": overlay.race.text,
        "submitted": [str(a) for a in overlay.submitted],
    }


def run(size: tuple[int, int] = (1920, 1080), races: int = 2) -> dict[str, float]:
    import pygame

    from tabletop.ui import table as table_module
    from tabletop.ui.app import App

    home = tempfile.mkdtemp(prefix="bench-race-")
    os.environ["TABLETOP_HOME"] = home
    table_module.BOT_DELAY = 1000.0  # the bots wait: only the race is measured
    frames: list[float] = []
    cpus: list[float] = []
    gaps: list[float] = []
    handbacks: list[float] = []
    app = App(size, headless=True)
    try:
        for _ in range(races):
            for make, after in ((_happening_table, 0.45), (_help_table, 0.25)):
                while len(app.scenes) > 0:
                    app.scenes.pop()
                r = _play(app, make(app), after)
                frames += r["frames"]
                cpus += r["cpu"]
                gaps.append(r["poll_gap_ms"])
                handbacks.append(r["handback"])
    finally:
        pygame.quit()
    frames.sort()
    cpus.sort()
    return {
        "frames": len(frames),
        "frame_ms_max": round(frames[-1] * 1000, 1),
        "frame_ms_p99": round(frames[int(len(frames) * 0.99)] * 1000, 1),
        "frame_ms_median": round(statistics.median(frames) * 1000, 1),
        "cpu_ms_max": round(cpus[-1] * 1000, 1),
        "cpu_ms_p99": round(cpus[int(len(cpus) * 0.99)] * 1000, 1),
        "poll_gap_ms_max": round(max(gaps), 1),
        "handback_ms_max": round(max(handbacks) * 1000, 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--races", type=int, default=2)
    a = ap.parse_args()
    w, h = (int(x) for x in a.size.split("x"))
    print(run((w, h), a.races))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
