"""Regenerate the README screenshots (docs/screenshots/*.png) with our own screenshot command.

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
]


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for name, game, seed, after, seats in SHOTS:
        if importlib.util.find_spec(f"tabletop.games.{game}.view") is None:
            print(f"skip {name}: no table view yet")
            continue
        cmd = [sys.executable, "-m", "tabletop", "screenshot", game, "--seed", str(seed)]
        cmd += ["--after", str(after), "--seats", seats, "--out", str(OUT / f"{name}.png")]
        cmd += ["--size", "1600x900"]
        subprocess.run(cmd, check=True, env=env, cwd=ROOT)
    # the launcher
    code = (
        "import pygame; from tabletop.ui.app import App; from tabletop.ui.launcher import LauncherScene\n"
        "app = App((1600, 900), headless=True); app.push(LauncherScene(app)); app.step([])\n"
        f"pygame.image.save(app.screen, {str(OUT / 'launcher.png')!r})\n"
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
