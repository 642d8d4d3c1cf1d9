"""Greyscale screenshots of every game's table (issue 30: colour never alone). Each table of
``tools/screenshots.py``'s ``SHOTS`` (and more seats, so every team and side shows) is shot with
our screenshot command and turned to grey (luminance only), so a person can check that teams,
sides, seats, statuses and legal targets are told by shape, pattern or text, not by hue alone.

python tools/greyscale_shots.py [--out DIR] [--size 1280x720]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from screenshots import SHOTS  # noqa: E402

#: more tables: all teams of a bigger Codenames game, four sides of Austin Powers
EXTRA = [
    ("codenames_6", "codenames", 5, 14, "human,bot,bot,bot,bot,bot"),
    ("austin_4", "austin", 9, 70, "human,bot,bot,bot"),
    ("espionage_6", "espionage", 11, 30, "human,bot,bot,bot,bot,bot"),
]


def greyscale(src: Path, dest: Path) -> None:
    """``src`` in grey (luminance), saved as ``dest``."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    img = pygame.image.load(str(src))
    pygame.image.save(pygame.transform.grayscale(img), str(dest))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/tabletop-greyscale", help="folder for the PNGs")
    ap.add_argument("--size", default="1280x720")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.setdefault("TABLETOP_HOME", str(out / "home"))
    for name, game, seed, after, seats in [*SHOTS, *EXTRA]:
        colour = out / f"{name}_colour.png"
        cmd = [sys.executable, "-m", "tabletop", "screenshot", game, "--seed", str(seed)]
        cmd += ["--after", str(after), "--seats", seats, "--out", str(colour)]
        cmd += ["--size", args.size]
        subprocess.run(cmd, check=True, env=env, cwd=ROOT)
        greyscale(colour, out / f"{name}_grey.png")
        print(out / f"{name}_grey.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
