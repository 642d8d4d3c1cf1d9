"""Regenerate the README screenshots (docs/screenshots/*.png) with our own screenshot command,
every game and the launcher at each of ``SIZES`` (the smallest usual window and full HD).

python tools/screenshots.py
python tools/screenshots.py --scales 150,200 [--out DIR]

With ``--scales``: every menu screen and game table (``tests/ui/screenprobe.py``) at 1280x720
and each UI scale, into DIR (default /tmp/tabletop-scaled), each screen in a fresh home (no save
or profile left by an earlier one), a table's "-zoom" picture only where a card was read large,
with a line per screen naming any text under the scaled floor, cut off or over another text
(the scaled readability test's checks), to look at after a layout change.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

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


def shoot(name: str, table: tuple[str, str, int, int, str] | None, sc: int, png: Path) -> Any:
    """One screen (or table, with its "-zoom" picture) at 1280x720 and ``sc`` %, in a fresh
    home: a save one screen writes is not in the next one's list."""
    import shutil
    import tempfile

    from tests.ui import screenprobe

    home = tempfile.mkdtemp(prefix="tt-scaled-")
    os.environ["TABLETOP_HOME"] = home
    try:
        if table is None:
            return screenprobe.shoot_screen(name, (1280, 720), sc, png)
        return screenprobe.shoot_table(table, (1280, 720), sc, png)
    finally:
        shutil.rmtree(home, ignore_errors=True)  # (one a screen: they filled /tmp)


def scaled(scales: list[int], out: Path) -> int:
    """Every screen and table at 1280x720 and each scale (see the module docstring)."""
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    sys.path.insert(0, str(ROOT))
    from tests.ui import screenprobe, textprobe

    out.mkdir(parents=True, exist_ok=True)
    bad = 0
    for sc in scales:
        floor = round(12 * sc / 100)
        jobs: list[tuple[str, tuple[str, str, int, int, str] | None]]
        jobs = [(n, None) for n, _ in screenprobe.SCREENS]
        jobs += [(t[0], t) for t in textprobe.SCENES]
        for name, table in jobs:
            shot = shoot(name, table, sc, out / f"{name}_{sc}.png")
            found = (shot.under(floor), shot.clipped(), shot.overlaps(), shot.shortened())
            found += (shot.spills,)
            bad += any(found)
            print(
                f"{name:12s} {sc}%  under {found[0][:3]}  cut {found[1][:3]}  over {found[2][:3]}"
                f"  shortened {found[3][:4]}  past a panel {found[4][:2]}"
            )
    print(f"{bad} screen(s) with findings; pictures in {out}")
    return 0


def main() -> int:
    if "--scales" in sys.argv:
        scales = [int(x) for x in sys.argv[sys.argv.index("--scales") + 1].split(",")]
        out = Path(sys.argv[sys.argv.index("--out") + 1]) if "--out" in sys.argv else None
        return scaled(scales, out or Path("/tmp/tabletop-scaled"))
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
            "from tabletop.ui.scenes.launcher import LauncherScene\n"
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
