"""Codenames simulation speed, per core, and a fingerprint of the games played.

Plays ``--games`` seeded two-player games with the Agents on the Director's source (matched)
and as many with the GloVe Agents (cross), as ``tabletop simulate codenames --variant
two-player --games N`` does, in this process (one core), and prints the CPU seconds, games per
second per core (each ``simulate`` game counts once: it is one matched and one cross game) and
a hash of every action. ``--against DIR`` first runs the same in a subprocess on the code
tree in DIR (for example ``git archive OLD tabletop | tar -x -C DIR``): before and after in
one run, with the same hash when the change was meant to keep every decision.

    python tools/codenames_sim_speed.py --games 100 --against /tmp/old
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def measure(games: int, level: str) -> dict[str, object]:
    from tabletop.engine.game import new_game
    from tabletop.games.codenames import wordassoc as wa
    from tabletop.games.codenames.bots import AssocBot

    wa.source("minilm")
    wa.source("glove")  # tables load once per process: not part of the figure
    h = hashlib.sha1()
    t0 = time.process_time()
    for src in ("minilm", "glove"):
        for s in range(games):
            g = new_game("codenames", s, 2, {"variant": "co-op"})
            director, agent = AssocBot("minilm", level), AssocBot(src, level)
            rng = random.Random(s ^ 0x5EED)
            while not g.is_terminal():
                seat = g.active_seats()[0]
                view = g.view(seat)
                bot = director if view["you"]["role"] == "director" else agent
                action = bot.choose(view, g.legal_actions(seat), rng)
                h.update(repr(action).encode())
                g.apply(action)
    cpu = time.process_time() - t0
    return {
        "tree": str(Path(wa.__file__).parents[3]),
        "level": level,
        "games": games,
        "cpu_seconds": round(cpu, 2),
        "simulate_games_per_second_per_core": round(games / cpu, 1),
        "played_games_per_second_per_core": round(2 * games / cpu, 1),
        "actions_hash": h.hexdigest()[:12],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--against", help="a code tree to measure first (before)")
    ap.add_argument("--json", action="store_true", help="one JSON object (used by --against)")
    ap.add_argument("--tree", default=str(ROOT), help="the code tree to measure")
    a = ap.parse_args()
    sys.path.insert(0, a.tree)
    if a.against:
        cmd = [sys.executable, __file__, "--games", str(a.games), "--level", a.level, "--json"]
        cmd += ["--tree", str(Path(a.against).resolve())]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True, env=os.environ)
        print("before", out.stdout.strip().splitlines()[-1])
    result = measure(a.games, a.level)
    print(
        ("after " if a.against else "") + json.dumps(result) if not a.json else json.dumps(result)
    )


if __name__ == "__main__":
    main()
