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

#: more tables: all teams of a bigger Codenames game, four sides of Austin Powers, and the
#: person's turn with cards to play (their tick tabs) in each game with a hand
EXTRA = [
    ("codenames_6", "codenames", 5, 14, "human,bot,bot,bot,bot,bot"),
    ("austin_4", "austin", 9, 70, "human,bot,bot,bot"),
    ("espionage_6", "espionage", 11, 30, "human,bot,bot,bot,bot,bot"),
    ("beanz_hand", "beanz", 5, 15, "human,bot"),
    ("austin_hand", "austin", 4, 34, "human,bot,bot,bot"),
    ("rpgget_hand", "rpgget", 3, 4, "human,bot"),
]


def greyscale(src: Path, dest: Path) -> None:
    """``src`` in grey (luminance), saved as ``dest``."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    img = pygame.image.load(str(src))
    pygame.image.save(pygame.transform.grayscale(img), str(dest))


def drag_shot(game: str, seed: int, after: int, seats: str, dest: Path, size: str) -> bool:
    """The table with the first card of the person's that has legal targets picked up and
    half-way dragged (its targets glow and get their corner marks), in grey; False when no
    card of theirs can move there."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    sys.path.insert(0, str(ROOT))
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene
    from tests.ui.textprobe import _session

    w, h = (int(v) for v in size.split("x"))
    app = App((w, h), headless=True)
    session = _session(game, seed, after, seats)
    for _ in range(300):  # on to a moment when the person (seat 0) may make a real move
        g = session.game
        if g.is_terminal():
            break
        legal = g.legal_actions(0) if 0 in g.active_seats() else []
        if any(a.verb != "pass" for a in legal):
            break
        if legal:
            session.apply(legal[0])
            continue
        s0 = g.active_seats()[0]
        session.apply(session.bots[s0].choose(g.view(s0), g.legal_actions(s0), session.bot_rng))
    table = TableScene(app, session, viewer=0)
    app.push(table)
    app.step([])
    pygame.event.clear()
    picked = False
    for d in table.hits.draggables(table.view, 0):
        x, y = d.rect.center
        for ev in (
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(x, y - 40), rel=(0, -40), buttons=(1, 0, 0)
            ),
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(x, y - 90), rel=(0, -50), buttons=(1, 0, 0)
            ),
        ):
            pygame.event.post(ev)
        app.step(pygame.event.get())
        if table.drag and table.drag["good"]:
            picked = True
            break
        table.drags.cancel() if table.drag else None
    if picked:
        table.draw(app.screen)
        pygame.image.save(pygame.transform.grayscale(app.screen), str(dest))
    pygame.quit()
    return picked


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
        if name == game and drag_shot(
            game, seed, after, seats, out / f"{name}_drag_grey.png", args.size
        ):
            print(out / f"{name}_drag_grey.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
