"""Regenerate the README screenshots (docs/screenshots/*.png) with our own screenshot command,
every game and the launcher at each of ``SIZES`` (the smallest usual window and full HD).

python tools/screenshots.py
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"

SHOTS = [
    # name, game, seed, bot actions before the shot, seats
    ("espionage", "espionage", 7, 12, "human,bot,bot,bot"),
    ("codenames", "codenames", 3, 9, "human,bot,bot,bot"),
    ("beanz", "beanz", 5, 24, "human,bot"),
    ("austin", "austin", 4, 40, "human,bot,bot,bot"),
    ("rpgget", "rpgget", 3, 60, "human,bot"),
]
SIZES = [(1280, 720), (1920, 1080)]


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for name, game, seed, after, seats in SHOTS:
        if importlib.util.find_spec(f"tabletop.games.{game}.view") is None:
            print(f"skip {name}: no table view yet")
            continue
        for w, h in SIZES:
            out = OUT / f"{name}_{w}x{h}.png"
            cmd = [sys.executable, "-m", "tabletop", "screenshot", game, "--seed", str(seed)]
            cmd += ["--after", str(after), "--seats", seats, "--out", str(out)]
            cmd += ["--size", f"{w}x{h}"]
            subprocess.run(cmd, check=True, env=env, cwd=ROOT)
    # the launcher
    for w, h in SIZES:
        out = OUT / f"launcher_{w}x{h}.png"
        code = (
            "import pygame; from tabletop.ui.app import App\n"
            "from tabletop.ui.launcher import LauncherScene\n"
            f"app = App(({w}, {h}), headless=True); app.push(LauncherScene(app)); app.step([])\n"
            f"pygame.image.save(app.screen, {str(out)!r})\n"
        )
        subprocess.run(
            [sys.executable, "-c", code],
            check=True,
            env=dict(env, TABLETOP_HOME="/tmp/tt-shots"),
            cwd=ROOT,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
