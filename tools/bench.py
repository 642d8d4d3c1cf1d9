"""Benchmarks (not tests): frame time per game against a bare blit loop, idle CPU, start-up to
first frame, engine actions per second, peak RSS.

    python tools/bench.py            # human-readable
    python tools/bench.py --json     # one JSON object
    python tools/bench.py --phones   # the TV's frames while four phones play (bench_phones.py)
    python tools/bench.py --hard     # the hard level's think times, then bot games on the table
    python tools/bench.py --hard --think-only --quick   # only the think times, fewer positions

Runs under the dummy video driver (never under Xvfb: its flip alone costs ~16 ms).
Targets: frame ratio <= 1.0, full redraw ratio <= 1.5, idle CPU <= 3 % of a core, first frame
<= 1 s, RSS <= 250 MB; a scripted drag and a card animation at 1920x1080: frame p95 < 8 ms; bot
games: no frame (one loop turn: bot move, engine, draw, flip) longer than 50 ms; the folded
log's newest lines placed in < 10 ms at 1920x1080 (``--news``: only that).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _has_view(game: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(f"tabletop.games.{game}.view") is not None


def busiest_session(game: str, seeds: int = 6, steps: int = 400):
    """Random-bot play; keep the position whose table has the most blits."""
    from tabletop.ai.base import RandomBot
    from tabletop.engine.game import game_class
    from tabletop.room.session import SeatConfig, Session

    cls = game_class(game)
    n = cls.MAX_SEATS if cls.MAX_SEATS <= 6 else cls.MIN_SEATS + 2
    best = None
    best_log: list[str] = []
    rng = random.Random(1)
    for seed in range(seeds):
        s = Session(game, seed, [SeatConfig("bot", f"B{i}", "random") for i in range(n)])
        bot = RandomBot()
        for k in range(steps):
            if s.game.is_terminal():
                break
            seat = s.game.active_seats()[0]
            s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
            if k % 10 == 0:
                total = sum(len(str(v)) for v in [s.game.view(0)])
                if best is None or total > best[0]:
                    best = (total, seed)
                    best_log = list(s.log)
    assert best is not None
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("bot", f"B{i}", "random") for i in range(1, n)
    ]
    return Session(game, best[1], seats, log=best_log)


class CountingSurface:
    """Wraps the screen to count blits of card-sized surfaces during one draw."""


def frame_bench(game: str, frames: int = 120) -> dict[str, float]:
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    app = App((1920, 1080), headless=True)
    session = busiest_session(game)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    screen = app.screen
    # count the blits of one frame
    count = 0
    orig = pygame.Surface.blit

    class Counting(pygame.Surface):
        def blit(self, *a, **k):  # type: ignore[override]
            nonlocal count
            count += 1
            return orig(self, *a, **k)

    probe = Counting((1920, 1080))
    table.paint.draw_table(probe, 0.0)  # every blit of a full redraw of the table
    times = []
    for _ in range(frames):
        t = time.perf_counter()
        table.draw(screen)
        pygame.display.flip()
        times.append((time.perf_counter() - t) * 1000)
    # the same frame redrawn from scratch, as after every input or move (no cached frame),
    # against a bare loop blitting the same number of card surfaces; the two alternate frame by
    # frame, so a busy machine slows both alike (CPU time too: what load does not inflate)
    card = pygame.Surface((120, 168)).convert()
    card.fill((200, 180, 120))
    bg = pygame.Surface((1920, 1080)).convert()
    rng = random.Random(0)
    spots = [(rng.randrange(1800), rng.randrange(900)) for _ in range(count)]
    full: list[float] = []
    bare: list[float] = []
    full_cpu: list[float] = []
    bare_cpu: list[float] = []
    for _ in range(frames):
        table._frame = None
        t, c = time.perf_counter(), time.thread_time()
        table.draw(screen)
        pygame.display.flip()
        full.append((time.perf_counter() - t) * 1000)
        full_cpu.append((time.thread_time() - c) * 1000)
        t, c = time.perf_counter(), time.thread_time()
        screen.blit(bg, (0, 0))
        for p in spots:
            screen.blit(card, p)
        pygame.display.flip()
        bare.append((time.perf_counter() - t) * 1000)
        bare_cpu.append((time.thread_time() - c) * 1000)
    pygame.quit()
    med, p95 = statistics.median(times), sorted(times)[int(frames * 0.95) - 1]
    bmed = statistics.median(bare)
    fmed = statistics.median(full)
    return {
        "blits": count,
        "frame_ms_median": round(med, 2),
        "frame_ms_p95": round(p95, 2),
        "bare_ms_median": round(bmed, 2),
        "ratio": round(med / bmed, 2),
        "full_redraw_ms_median": round(fmed, 2),
        "full_redraw_ratio": round(fmed / bmed, 2),
        "full_redraw_cpu_ratio": round(
            statistics.median(full_cpu) / max(1e-6, statistics.median(bare_cpu)), 2
        ),
    }


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, int(round(q * len(xs))) - 1))]


def _solo_table(game: str = "espionage", seed: int = 3):
    """A 1920x1080 solo table (you and bots) where you have a card to drag; bots held."""
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    app = App((1920, 1080), headless=True)
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "B1"), SeatConfig("bot", "B2")]
    for sd in range(seed, seed + 50):
        session = Session(game, sd, seats)
        table = TableScene(app, session)
        app.push(table)
        if table.acting_seat() == 0 and table.hits.draggables(table.view, 0):
            break
        app.pop()
    table.next_bot_at = float("inf")
    app.step([])
    return app, table


def drag_bench(frames: int = 120) -> dict[str, float]:
    """A scripted drag of a hand card across the table (one loop turn per motion event)."""
    import pygame

    app, table = _solo_table()
    d = table.hits.draggables(table.view, 0)[0]
    start = d.rect.center
    times: list[float] = []
    cpu: list[float] = []  # CPU time of the frame: what a busy machine does not inflate
    legal_calls = 0
    orig = table.game.legal_actions

    def counting(seat: int):  # type: ignore[no-untyped-def]
        nonlocal legal_calls
        legal_calls += 1
        return orig(seat)

    table.game.legal_actions = counting  # type: ignore[method-assign]
    pygame.event.clear()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for i in range(frames):
        k = i / frames
        pos = (int(start[0] - 700 * k), int(start[1] - 600 * k))
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(2, 2), buttons=(1, 0, 0))
        t, c = time.perf_counter(), time.process_time()
        app.step([ev])
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1)])
    pygame.quit()
    return {
        "drag_frame_ms_median": round(statistics.median(times), 2),
        "drag_frame_ms_p95": round(_percentile(times, 0.95), 2),
        "drag_frame_cpu_ms_p95": round(_percentile(cpu, 0.95), 2),
        "drag_legal_lists": legal_calls,
    }


def anim_bench(frames: int = 120) -> dict[str, float]:
    """Cards flying from the deck to the hands (the deal animation), frame by frame."""
    import pygame

    app, table = _solo_table()
    hand = table.view["hand"]
    times: list[float] = []
    cpu: list[float] = []
    while len(times) < frames:
        events = [
            {"kind": "CardDrawn", "data": {"seat": s % 3, "card": hand[s % len(hand)]}}
            for s in range(6)
        ]
        table.gv.on_events(events, 0)
        t_end = time.perf_counter() + 0.6
        while time.perf_counter() < t_end and len(times) < frames:
            t, c = time.perf_counter(), time.process_time()
            app.step([])
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
            time.sleep(0.004)  # the loop's pace (60 Hz leaves the rest of a frame idle)
    pygame.quit()
    return {
        "anim_frame_ms_median": round(statistics.median(times), 2),
        "anim_frame_ms_p95": round(_percentile(times, 0.95), 2),
        "anim_frame_cpu_ms_p95": round(_percentile(cpu, 0.95), 2),
    }


def bot_game_bench(game: str, steps: int = 400, level: str = "normal") -> dict[str, float]:
    """A bots-only game on the live table (bots at full speed, thinking off the frame as in
    the app): the longest loop turn after the first frame. ``level="hard"``: the first seat
    is the hard level (searching on the bot thread with its time budget), the rest normal."""
    import pygame

    from tabletop.engine.game import game_class
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui import table as table_mod
    from tabletop.ui.app import App, share_the_interpreter
    from tabletop.ui.table import TableScene

    table_mod.BOT_DELAY, saved = 0.0, table_mod.BOT_DELAY
    TableScene.async_bots = True  # as in the app
    Session.search_on_main_thread = False  # as in the app
    share_the_interpreter()  # as in the app
    try:
        app = App((1920, 1080), headless=True)
        n = game_class(game).MIN_SEATS
        levels = [level] + ["normal"] * (n - 1)
        session = Session(game, 7, [SeatConfig("bot", f"B{i}", levels[i]) for i in range(n)])
        app.push(TableScene(app, session))
        app.step([])  # the first frame loads fonts and images (start-up, benched apart)
        times: list[float] = []
        cpu: list[float] = []  # the UI thread's own CPU time per frame (load-independent)
        slow: list[str] = []
        for _ in range(steps):
            if session.game.is_terminal():
                break
            t, c = time.perf_counter(), time.thread_time()
            app.step(pygame.event.get())
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.thread_time() - c) * 1000)
            slow.extend([session.log[-1] if session.log else ""] if times[-1] > 50 else [])
            time.sleep(0.004)  # the loop's pace: a bot thinks between frames
        pygame.quit()
    finally:
        table_mod.BOT_DELAY = saved
        TableScene.async_bots = False
        Session.search_on_main_thread = True
    return {
        "bot_frame_ms_p95": round(_percentile(times, 0.95), 2),
        "bot_frame_ms_max": round(max(times), 2),
        "bot_frames_over_50ms": sum(1 for x in times if x > 50),
        "bot_frame_cpu_ms_max": round(max(cpu), 2),
        "bot_frames_cpu_over_50ms": sum(1 for x in cpu if x > 50),
        "bot_slow_after": slow[:5],  # type: ignore[dict-item]
        "bot_frames": len(times),
    }


def _proc_stat(pid: int) -> tuple[float, int]:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    cpu = (int(fields[11]) + int(fields[12])) / ticks
    hwm = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            hwm = int(line.split()[1]) // 1024
    return cpu, hwm


def idle_and_rss(game: str = "espionage", seconds: float = 5.0) -> dict[str, float]:
    env = dict(os.environ, TABLETOP_HOME=str(Path("/tmp/tabletop-bench-home")))
    p = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tabletop",
            "play",
            game,
            "--seats",
            "human,bot:normal",
            "--seed",
            "1",
            "--size",
            "1920x1080",
        ],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        time.sleep(3.0)  # deal animations and the bots' first moves settle
        c0, _ = _proc_stat(p.pid)
        time.sleep(seconds)
        c1, rss = _proc_stat(p.pid)
    finally:
        p.terminate()
        p.wait(5)
    return {"idle_cpu_percent": round(100 * (c1 - c0) / seconds, 2), "peak_rss_mb": rss}


def first_frame() -> float:
    env = dict(os.environ, TABLETOP_BENCH_FIRST_FRAME="1", TABLETOP_HOME="/tmp/tabletop-bench-home")
    best = []
    for _ in range(3):
        t = time.perf_counter()
        p = subprocess.Popen(
            [sys.executable, "-m", "tabletop"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert p.stdout is not None
        for line in p.stdout:
            if line.startswith("first-frame"):
                break
        best.append(time.perf_counter() - t)
        p.wait(5)
    return round(statistics.median(best), 3)


def engine_speed(game: str, games: int = 30) -> float:
    from tabletop.ai.simulate import simulate
    from tabletop.engine.game import game_class

    cls = game_class(game)
    return float(simulate(game, games, ["random"] * cls.MIN_SEATS)["actions_per_second"])


def raw_engine_speed(game: str, games: int = 30) -> float:
    """Raw rules speed: ``legal_actions`` + ``apply`` with uniformly random moves, no bots and
    no views (the figure the core issue asks for)."""
    import random

    from tabletop.engine.game import game_class, new_game

    cls = game_class(game)
    rng = random.Random(1)
    actions = 0
    elapsed = 0.0
    for seed in range(games):
        g = new_game(game, seed, cls.MIN_SEATS)
        t = time.perf_counter()
        steps = 0
        while not g.is_terminal() and steps < g.MAX_ACTIONS:
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            g.apply(legal[rng.randrange(len(legal))])
            steps += 1
        elapsed += time.perf_counter() - t
        actions += steps
    return round(actions / elapsed)


def search_speed(game: str, positions: int = 6, reps: int = 60) -> dict[str, float]:
    """What a search costs per game: deep copies, clones and determinizations per second (of
    positions along random games, 3 seats where allowed) and random-playout actions per second
    on clones (``legal_actions`` + ``apply_trusted``)."""
    import copy
    import random

    from tabletop.engine.game import game_class, new_game

    cls = game_class(game)
    seats = min(cls.MAX_SEATS, max(cls.MIN_SEATS, 3))
    rng = random.Random(2)
    found = []
    for seed in range(positions):
        g = new_game(game, seed, seats)
        for _ in range(10 + 8 * seed):
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            g.apply(rng.choice(g.legal_actions(seat)))
        if not g.is_terminal():
            found.append(g)
    timed: dict[str, float] = {}
    for label, make in (
        ("deepcopies_per_s", lambda g, k: copy.deepcopy(g)),
        ("clones_per_s", lambda g, k: g.clone(k)),
        ("determinizations_per_s", lambda g, k: g.determinize(k % g.num_seats, rng)),
    ):
        t = time.perf_counter()
        for k in range(reps):
            for g in found:
                make(g, k)
        timed[label] = round(reps * len(found) / (time.perf_counter() - t))
    actions, elapsed = 0, 0.0
    for k in range(reps // 3):
        for g in found:
            c = g.clone(k)
            t = time.perf_counter()
            steps = 0
            while not c.is_terminal() and steps < 200:
                legal = c.legal_actions(c.active_seats()[0])
                c.apply_trusted(legal[rng.randrange(len(legal))])
                steps += 1
            elapsed += time.perf_counter() - t
            actions += steps
    timed["playout_actions_per_s"] = round(actions / elapsed)
    return timed


def hard_positions(game: str, seeds: int = 3, per_seed: int = 4, players: int = 2) -> list:
    """Positions where the hard level searches (more than one move, not one it leaves to its
    policy): every fifth such decision of normal-bot games of ``players``, ``per_seed`` a game."""
    from tabletop.ai.base import make_bot
    from tabletop.engine.game import new_game
    from tabletop.engine.registry import info

    hard, normal = make_bot(game, "hard"), make_bot(game, "normal")
    found = []
    for seed in range(seeds):
        g = new_game(game, seed, players, info(game).unattended)
        g.tracks_knowledge = True
        rng = random.Random(seed)
        k, mine = 0, 0
        while not g.is_terminal() and mine < per_seed:
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            defer = getattr(hard, "defer", None)
            if len(legal) > 1 and not (defer is not None and defer(g, seat)):
                k += 1
                if k % 5 == 0:
                    found.append((g.clone(seed * 1000 + k), seat))
                    found[-1][0].tracks_knowledge = True
                    mine += 1
            g.apply(normal.choose(g.view(seat), legal, rng))
    return found


def hard_speed(game: str, iterations: int = 20) -> dict[str, float]:
    """The hard level's search iterations per CPU second (``hard_positions``), at a fixed
    number of iterations a decision."""
    from tabletop.ai.base import make_bot

    found = hard_positions(game)
    bot = make_bot(game, "hard")
    bot.iterations = iterations  # type: ignore[attr-defined]
    n, cpu = 0, 0.0
    for g, seat in found:
        t = time.process_time()
        bot.choose_in(g, seat, random.Random(n))  # type: ignore[attr-defined]
        cpu += time.process_time() - t
        n += bot.last_iterations  # type: ignore[attr-defined]
    return {"positions": len(found), "iterations_per_s": round(n / max(cpu, 1e-9), 1)}


#: the games and seat counts of the official runs (``tools/official_runs.py``)
THINK_TABLES = [
    ("espionage", 2),
    ("espionage", 4),
    ("austin", 2),
    ("austin", 4),
    ("beanz", 2),
    ("rpgget", 2),
    ("rpgget", 4),
]


def hard_think(game: str, players: int, busy: bool, seeds: int = 3) -> dict[str, float]:
    """The hard level's think time a searched decision as the app plays it (its own budget at
    the default setting, from ``make_bot``), on ``hard_positions``: CPU seconds of the
    searching thread (``time.thread_time``) and seconds on the wall, with the iterations run.
    ``busy``: another thread of the process runs a busy loop meanwhile, the interface thread at
    its heaviest (as ``tools/hard_budget.py --busy``; the interpreter switches threads every
    1 ms as in the app). Decisions the level answers without a search are left out."""
    import threading

    from tabletop.ai.base import make_bot
    from tabletop.ai.search import set_think_seconds

    sys.path.insert(0, str(ROOT / "tools"))
    from hard_budget import _busy

    set_think_seconds(1.0)
    found = hard_positions(game, seeds=seeds, players=players)
    cpu: list[float] = []
    wall: list[float] = []
    counts: list[float] = []
    stop = threading.Event()
    saved = sys.getswitchinterval()
    if busy:
        sys.setswitchinterval(0.001)  # as the app (``ui/app.py``)
        threading.Thread(target=_busy, args=(stop,), daemon=True).start()
    try:
        for k, (g, seat) in enumerate(found):
            bot = make_bot(game, "hard")
            c, w = time.thread_time(), time.perf_counter()
            bot.choose_in(g, seat, random.Random(k))  # type: ignore[attr-defined]
            c, w = time.thread_time() - c, time.perf_counter() - w
            if bot.last_iterations:  # type: ignore[attr-defined]
                cpu.append(c)
                wall.append(w)
                counts.append(bot.last_iterations)  # type: ignore[attr-defined]
    finally:
        stop.set()
        sys.setswitchinterval(saved)
    if not cpu:
        return {"decisions": 0}
    return {
        "decisions": len(cpu),
        "iterations_median": statistics.median(counts),
        "cpu_s_median": round(statistics.median(cpu), 2),
        "cpu_s_p90": round(_percentile(cpu, 0.9), 2),
        "cpu_s_max": round(max(cpu), 2),
        "wall_s_median": round(statistics.median(wall), 2),
        "wall_s_p90": round(_percentile(wall, 0.9), 2),
        "wall_s_max": round(max(wall), 2),
    }


def race_overlay_frames() -> dict[str, float]:
    """The race overlay during full Happening and help races at 1920x1080 (tools/bench_race.py)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import bench_race

    return bench_race.run((1920, 1080), 2)


def _frame_stats(times: list[float], cpu: list[float]) -> dict[str, float]:
    return {
        "max_ms": round(max(times), 1),
        "p99_ms": round(_percentile(times, 0.99), 1),
        "cpu_max_ms": round(max(cpu), 1),
        "cpu_p99_ms": round(_percentile(cpu, 0.99), 1),
        "frames": len(times),
        "over_50ms": sum(1 for x in times if x > 50),
    }


def longest_frames(max_frames: int = 4000) -> dict[str, dict[str, float]]:
    """The longest frame (one ``app.step``: events, update, draw, flip) at 1920x1080, wall time
    (``perf_counter``) and CPU time (``process_time``), with max and p99, for: a Reaction duel
    round (bots plus a human press 250 ms after GO), a full flick-practice shot, and a bots-only
    game of every registered game from its first frame to its end (``first_ms``: the first
    frame, which loads fonts and images; ``max_ms`` counts it too). Issue 13: no frame > 50 ms."""
    import tempfile

    import pygame

    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-bench-"))
    from tabletop.ui.app import App, Scene

    out: dict[str, dict[str, float]] = {}

    def timed(app: App, times: list[float], cpu: list[float]) -> None:
        t, c = time.perf_counter(), time.process_time()
        app.step(pygame.event.get())
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)

    # -- the Reaction duel: one round, a human (Q) and two bots
    from tabletop.ui.scenes import reaction_scenes as rs

    app = App((1920, 1080), headless=True)
    app.push(Scene(app))
    duel = rs.DuelScene(app, seed=3)
    app.push(duel)
    duel.kinds = ["human", "normal", "hard"]
    duel.refresh_keys()
    pressed = [False]

    def clock() -> int:
        now = time.perf_counter_ns()
        win = duel.window
        if not pressed[0] and win is not None and win.opened_ns is not None:
            if now >= win.opened_ns + 250_000_000:
                pressed[0] = True
                pygame.event.post(
                    pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q")
                )
        return now

    duel.clock_ns = clock
    app.step([])
    duel.start()
    times: list[float] = []
    cpu: list[float] = []
    end = time.monotonic() + 15
    while time.monotonic() < end and len(times) < max_frames:
        timed(app, times, cpu)
        if duel.stage == "result":
            break
        time.sleep(0.001)
    for _ in range(5):  # a few result frames
        timed(app, times, cpu)
    out["duel"] = _frame_stats(times, cpu)
    pygame.quit()

    # -- flick practice: one full shot (press on the bean, pull back, release, settle)
    from tabletop.games.beanz.flick.scene import FlickPracticeScene

    app = App((1920, 1080), headless=True)
    app.push(Scene(app))
    fp = FlickPracticeScene(app, seed=4)
    app.push(fp)
    app.step([])  # the first frame (start-up)
    bean = fp._ipt(fp.to_screen(fp.setup.shooter_start))
    aim = fp._ipt(fp.to_screen(fp.setup.target))
    pull = (bean[0] - (aim[0] - bean[0]) // 3, bean[1] - (aim[1] - bean[1]) // 3)
    times, cpu = [], []
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bean, button=1))
    timed(app, times, cpu)
    for i in range(1, 13):
        p = (bean[0] + (pull[0] - bean[0]) * i // 12, bean[1] + (pull[1] - bean[1]) * i // 12)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0))
        )
        timed(app, times, cpu)
        time.sleep(0.012)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pull, button=1))
    shots = fp.session.shots
    end = time.monotonic() + 20
    while time.monotonic() < end and len(times) < max_frames:
        timed(app, times, cpu)
        if fp.session.shots > shots and fp.state not in ("flying", "result"):
            break
        time.sleep(0.012)
    out["flick_practice"] = _frame_stats(times, cpu)
    pygame.quit()

    # -- a bots-only game of every registered game, first frame to the end
    from tabletop.engine.game import game_class, game_names
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui import table as table_mod
    from tabletop.ui.table import TableScene

    table_mod.BOT_DELAY, saved = 0.0, table_mod.BOT_DELAY
    TableScene.async_bots = True  # as in the app
    try:
        for g in game_names():
            if not _has_view(g):
                continue
            app = App((1920, 1080), headless=True)
            n = game_class(g).MIN_SEATS
            session = Session(g, 7, [SeatConfig("bot", f"B{i}", "normal") for i in range(n)])
            times, cpu = [], []
            t, c = time.perf_counter(), time.process_time()
            app.push(TableScene(app, session))
            app.step([])
            times.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
            while not session.game.is_terminal() and len(times) < max_frames:
                timed(app, times, cpu)
                time.sleep(0.004)  # the loop's pace: a bot thinks between frames
            for _ in range(3):  # the end screen
                timed(app, times, cpu)
            stats = _frame_stats(times, cpu)
            stats["first_ms"] = round(times[0], 1)
            stats["max_after_first_ms"] = round(max(times[1:]), 1)
            stats["finished"] = int(session.game.is_terminal())
            out[g] = stats
            pygame.quit()
    finally:
        table_mod.BOT_DELAY = saved
        TableScene.async_bots = False
    return out


def log_news_bench(reps: int = 20) -> dict[str, float]:
    """The folded log's newest lines finding their free spot (``LogNews.find``, once per move at
    large text) on an Austin Powers table of four at 200 % text, 1280x720 and 1920x1080: the
    search alone (the table drawn as after a move), wall and CPU time. Target: < 10 ms."""
    import tempfile

    import pygame

    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-bench-"))
    from tabletop.ai.base import RandomBot
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui import table as table_mod
    from tabletop.ui.app import App
    from tabletop.ui.parts import log_news
    from tabletop.ui.table import TableScene

    out: dict[str, float] = {}
    seen: list[pygame.Surface] = []
    find = log_news.LogNews.find

    def keeping(self: log_news.LogNews, surf: pygame.Surface):  # type: ignore[no-untyped-def]
        seen.append(surf.copy())  # the screen as the search sees it
        return find(self, surf)

    table_mod.BOT_DELAY, saved = 1e9, table_mod.BOT_DELAY  # the move is the person's
    log_news.LogNews.find = keeping  # type: ignore[method-assign]
    try:
        for size in ((1280, 720), (1920, 1080)):
            app = App(size, headless=True)
            app.settings["ui_scale"] = 200
            app.apply_ui()
            seats = [SeatConfig("human", "You")] + [
                SeatConfig("bot", f"B{i}", "random") for i in range(1, 4)
            ]
            table = TableScene(app, Session("austin", 4, seats), viewer=0)
            app.push(table)
            table.curtain_for = None
            app.step([])
            legal = [a for a in table.legal(0) if a.verb not in ("concede", "undo")]
            table.submit(RandomBot().choose(table.game.view(0), legal, random.Random(3)))
            seen.clear()
            end = time.monotonic() + 10
            while not seen and time.monotonic() < end:  # the cards land, then the search
                app.step([])
                time.sleep(0.02)
            if not seen:
                continue
            times: list[float] = []
            cpu: list[float] = []
            for _ in range(reps):
                t, c = time.perf_counter(), time.thread_time()
                find(table.news, seen[-1])
                times.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
            name = f"{size[0]}x{size[1]}"
            out[f"{name}_ms_median"] = round(statistics.median(times), 2)
            out[f"{name}_cpu_ms_median"] = round(statistics.median(cpu), 2)
            pygame.quit()
    finally:
        table_mod.BOT_DELAY = saved
        log_news.LogNews.find = find  # type: ignore[method-assign]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--quick", action="store_true", help="fewer frames and games")
    ap.add_argument("--engine", action="store_true", help="only the raw engine figures")
    ap.add_argument(
        "--only", help="with --engine: only these games (comma list), e.g. --only rpgget,beanz"
    )
    ap.add_argument(
        "--hard",
        action="store_true",
        help="only the hard level: its think times (quiet and with a busy interface thread), "
        "then bot games on the table against it",
    )
    ap.add_argument("--think-only", action="store_true", help="with --hard: only the think times")
    ap.add_argument(
        "--phones", action="store_true", help="only the TV's frames while four phones play"
    )
    ap.add_argument(
        "--news", action="store_true", help="only the folded log's lines finding their spot"
    )
    args = ap.parse_args()
    from tabletop.engine.game import game_names

    if args.news:
        got = log_news_bench(10 if args.quick else 20)
        print(json.dumps(got) if args.json else f"folded log's lines placed (ms): {got}")
        return 0

    out: dict[str, object] = {"frames": {}, "actions_per_second": {}, "raw_actions_per_second": {}}
    if args.phones:
        sys.path.insert(0, str(ROOT / "tools"))
        import bench_phones

        got = {
            g: bench_phones.run(g, 600 if args.quick else 1500)
            for g in game_names()
            if _has_view(g)
        }
        print(json.dumps(got) if args.json else "\n".join(f"{g:>10}: {v}" for g, v in got.items()))
        return 0
    if args.hard:
        think = {
            f"{g} {p}p{' busy' if busy else ''}": hard_think(g, p, busy, 2 if args.quick else 3)
            for g, p in THINK_TABLES
            for busy in (False, True)
        }
        print(
            json.dumps(think)
            if args.json
            else "\n".join(f"{k:>18}: {v}" for k, v in think.items()),
            flush=True,
        )
        if args.think_only:
            return 0
        hard = {
            g: bot_game_bench(g, 150 if args.quick else 400, level="hard")
            for g in game_names()
            if _has_view(g)
        }
        print(
            json.dumps(hard) if args.json else "\n".join(f"{g:>10}: {v}" for g, v in hard.items())
        )
        return 0
    if args.engine:
        for g in args.only.split(",") if args.only else game_names():
            raw = raw_engine_speed(g, 40)
            sp = search_speed(g)
            hs = hard_speed(g) if g != "codenames" else None
            if args.json:
                out["raw_actions_per_second"][g] = raw  # type: ignore[index]
                out.setdefault("search", {})[g] = sp  # type: ignore[union-attr]
                out.setdefault("hard", {})[g] = hs  # type: ignore[union-attr]
                continue
            print(f"{g:>10}: {raw} raw engine actions/s")
            print(
                f"{g:>10}: {sp['deepcopies_per_s']} deep copies/s, {sp['clones_per_s']} "
                f"clones/s, {sp['determinizations_per_s']} determinizations/s, "
                f"{sp['playout_actions_per_s']} playout actions/s (apply_trusted)"
            )
            if hs is not None:
                print(
                    f"{g:>10}: hard search {hs['iterations_per_s']} iterations/s (CPU, "
                    f"{hs['positions']} positions)"
                )
        if args.json:
            print(json.dumps(out))
        return 0
    for g in game_names():
        out["raw_actions_per_second"][g] = raw_engine_speed(g, 10 if args.quick else 40)  # type: ignore[index]
        try:
            out["actions_per_second"][g] = engine_speed(g, 10 if args.quick else 40)  # type: ignore[index]
        except Exception as e:  # noqa: BLE001  (a benchmark reports, never stops)
            out["actions_per_second"][g] = f"error: {e}"  # type: ignore[index]
        if _has_view(g):
            out["frames"][g] = frame_bench(g, 40 if args.quick else 120)  # type: ignore[index]
    out["drag"] = drag_bench(60 if args.quick else 180)
    out["anim"] = anim_bench(60 if args.quick else 180)
    out["bot_games"] = {
        g: bot_game_bench(g, 150 if args.quick else 400) for g in game_names() if _has_view(g)
    }
    # the Shoot for Loot physics (tools/bench_flick.py): step time and settle time
    sys.path.insert(0, str(ROOT / "tools"))
    import bench_flick

    fl = bench_flick.run(40 if args.quick else 150, 1, 0)
    out["flick"] = {
        k: round(float(fl[k]), 4)  # type: ignore[arg-type]
        for k in ("step_ms_mean", "step_ms_p99", "settle_s_mean", "settle_s_max")
    }
    out.update(idle_and_rss())
    out["first_frame_s"] = first_frame()
    out["race_overlay"] = race_overlay_frames()
    out["log_news"] = log_news_bench(10 if args.quick else 20)
    out["longest_frames"] = longest_frames(1500 if args.quick else 4000)
    if args.json:
        print(json.dumps(out))
    else:
        for g, f in out["frames"].items():  # type: ignore[union-attr]
            print(
                f"{g:>10}: frame {f['frame_ms_median']} ms (p95 {f['frame_ms_p95']}), "
                f"bare {f['bare_ms_median']} ms for {f['blits']} blits, ratio {f['ratio']}; "
                f"full redraw {f['full_redraw_ms_median']} ms (ratio {f['full_redraw_ratio']}, "
                f"CPU ratio {f['full_redraw_cpu_ratio']})"
            )
        dr, an = out["drag"], out["anim"]
        print(
            f"drag at 1920x1080: frame {dr['drag_frame_ms_median']} ms (p95 "  # type: ignore[index]
            f"{dr['drag_frame_ms_p95']}, CPU p95 {dr['drag_frame_cpu_ms_p95']}), "  # type: ignore[index]
            f"{dr['drag_legal_lists']} legal lists rebuilt during the drag"  # type: ignore[index]
        )
        print(
            f"card animation at 1920x1080: frame {an['anim_frame_ms_median']} ms (p95 "  # type: ignore[index]
            f"{an['anim_frame_ms_p95']}, CPU p95 {an['anim_frame_cpu_ms_p95']})"  # type: ignore[index]
        )
        for g, b in out["bot_games"].items():  # type: ignore[union-attr]
            print(
                f"{g:>10}: bot game, frame p95 {b['bot_frame_ms_p95']} ms, max "
                f"{b['bot_frame_ms_max']} ms, {b['bot_frames_over_50ms']} of "
                f"{b['bot_frames']} frames over 50 ms (UI-thread CPU max "
                f"{b['bot_frame_cpu_ms_max']} ms, {b['bot_frames_cpu_over_50ms']} over 50 ms)"
            )
        for g, v in out["actions_per_second"].items():  # type: ignore[union-attr]
            print(f"{g:>10}: {v} engine actions/s (random bots)")
        for g, v in out["raw_actions_per_second"].items():  # type: ignore[union-attr]
            print(f"{g:>10}: {v} raw engine actions/s (legal_actions + apply, random moves)")
        f = out["flick"]
        print(
            f"flick physics: step {f['step_ms_mean']} ms mean (p99 {f['step_ms_p99']}), "  # type: ignore[index]
            f"settles in {f['settle_s_mean']} s mean, {f['settle_s_max']} s max"  # type: ignore[index]
        )
        print(f"idle CPU: {out['idle_cpu_percent']} % of a core; peak RSS {out['peak_rss_mb']} MB")
        print(f"start to first frame: {out['first_frame_s']} s")
        print(f"race overlay (1920x1080, full races): {out['race_overlay']}")
        print(f"folded log's lines placed (Austin, 200 % text, ms): {out['log_news']}")
        print(
            f"longest frames (1920x1080, ms; duel, flick shot, bot games): {out['longest_frames']}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
