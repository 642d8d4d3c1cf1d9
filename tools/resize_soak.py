"""Resize the window through many sizes and watch memory and open files (a window dragged
about for an evening must not grow the process without end).

The app runs headless (dummy video driver) with the launcher and one table of every game open;
each size is set as a real resize is (the window's new surface, then ``VIDEORESIZE``, so the
scene on top lays itself out again and draws a frame). The scene on top changes every size:
the launcher, then each game's table in turn. Printed: the process's resident memory (RSS, MB)
and open file descriptors before the first size and every ``--every`` sizes, and the entry
counts of the UI's caches at the end.

    python tools/resize_soak.py [--sizes 2000] [--every 250]
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def rss_mb() -> float:
    """This process's resident memory in MB (Linux: /proc/self/status)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def open_files() -> int:
    """How many file descriptors this process has open (Linux: /proc/self/fd)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return -1


def sizes(n: int) -> list[tuple[int, int]]:
    """``n`` different window sizes from 1024x600 up to about 2560x1440, every one new."""
    out: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    i = 0
    while len(out) < n:
        w = 1024 + (i * 37) % 1537
        h = 600 + (i * 23) % 841
        i += 1
        if (w, h) not in seen:
            seen.add((w, h))
            out.append((w, h))
    return out


def cache_counts() -> dict[str, int]:
    """Entry counts of the UI's caches that are keyed by a size."""
    from tabletop.ui import assets, theme
    from tabletop.ui.components import cards

    counts = {
        "assets fonts": len(assets._fonts),
        "assets images": len(assets._images),
        "card backs": len(cards._cache),
        "theme text": len(theme._text_cache),
        "theme panels": len(theme._surf_cache),
    }
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, default=2000)
    ap.add_argument("--every", type=int, default=250)
    ap.add_argument(
        "--scene", default="all", help="launcher, a game's name, or all (each in turn; default)"
    )
    args = ap.parse_args(argv)

    home = tempfile.mkdtemp(prefix="tabletop-soak-")
    os.environ["TABLETOP_HOME"] = home

    import pygame

    from tabletop.engine.game import game_class, game_names
    from tabletop.engine.registry import info
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui import table as table_mod
    from tabletop.ui.app import App
    from tabletop.ui.scenes.launcher import LauncherScene
    from tabletop.ui.table import TableScene

    table_mod.BOT_DELAY = 10**9  # the bots wait: only the window changes
    app = App((1280, 720), headless=True)
    app.push(LauncherScene(app))
    app.step([])
    scenes = [app.scene]
    games: list[str] = []
    for g in game_names():
        if not info(g).view:
            continue
        n = min(game_class(g).MAX_SEATS, 2)
        seats = [SeatConfig("human", "P0")] + [
            SeatConfig("bot", f"B{i}", "easy") for i in range(1, n)
        ]
        t = TableScene(app, Session(g, 7, seats, info(g).unattended or None), viewer=0)
        app.push(t)
        app.step([])
        app.scenes.pop()
        scenes.append(t)
        games.append(g)

    if args.scene != "all":
        names = ["launcher", *games]
        if args.scene not in names:
            ap.error(f"--scene: one of all, {', '.join(names)}")
        scenes = [scenes[names.index(args.scene)]]
    print(f"{'sizes':>6} {'RSS MB':>8} {'open files':>10}")
    print(f"{0:>6} {rss_mb():>8.1f} {open_files():>10}")
    for k, (w, h) in enumerate(sizes(args.sizes), 1):
        scene = scenes[k % len(scenes)]
        app.scenes = [scenes[0]] if scene is scenes[0] else [scenes[0], scene]
        app.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        app.step([pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))])
        scene.dirty = True
        app.step([])
        if k % args.every == 0 or k == args.sizes:
            print(f"{k:>6} {rss_mb():>8.1f} {open_files():>10}", flush=True)
    for name, count in cache_counts().items():
        print(f"  {name}: {count} entries")
    from tabletop.ui import assets

    assets.clear_caches()
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)  # freed memory back to the system (glibc)
    except (OSError, AttributeError):
        pass
    print(f"after the caches are emptied: {rss_mb():.1f} MB, {open_files()} open files")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
