"""A lesson's frames at large text: each game's first lesson taken to its end at 1280x720 and
200 % (as ``tests/ui/test_lessons_large_text.py`` takes it), and at every step the table drawn
again a few times as it stands, the CPU time of each such frame kept (``process_time``).
Prints per game the steps, the frames timed and their median, p90 and longest in ms.

    python tools/bench_lesson_frames.py [--scale 200] [--size 1280x720] [--redraws 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-bench-"))


def bench(game: str, size: tuple[int, int], pct: int, redraws: int) -> dict[str, float]:
    import pygame

    from tabletop.lessons.format import lesson_paths, load_lesson
    from tabletop.ui import table as tablemod
    from tabletop.ui.app import App
    from tests.ui import lessonkit  # the lesson's own pointing, as the lesson tests follow it
    from tests.ui.fakeclock import ManualClock

    tablemod.BOT_DELAY = 0.2
    app = App(size, headless=True)
    app.settings["ui_scale"] = pct
    app.apply_ui()
    clock = ManualClock()
    app.time_source = clock
    times: list[float] = []
    steps = [0]

    def each(table: object) -> None:
        steps[0] += 1
        for _ in range(redraws):
            table.dirty = True  # type: ignore[attr-defined]
            c = time.process_time()
            app._step([])
            times.append((time.process_time() - c) * 1000)

    lesson = load_lesson(lesson_paths(game)[0])
    lessonkit.take_lesson(app, clock, lesson, each=each)
    pygame.quit()
    times.sort()
    return {
        "steps": steps[0],
        "frames": len(times),
        "median_ms": round(statistics.median(times), 1),
        "p90_ms": round(times[int(0.9 * (len(times) - 1))], 1),
        "max_ms": round(times[-1], 1),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scale", type=int, default=200, help="text size in per cent")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--redraws", type=int, default=5)
    ap.add_argument("--games", default="espionage,codenames,beanz,austin,rpgget")
    a = ap.parse_args()
    w, h = (int(v) for v in a.size.split("x"))
    out = {g: bench(g, (w, h), a.scale, a.redraws) for g in a.games.split(",")}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
