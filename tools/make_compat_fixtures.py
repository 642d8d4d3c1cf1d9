"""Write the backward-compatibility fixtures: saves made by this version, with a fingerprint of
every position they pass through, so later versions can prove they load and replay them to the
same states (tests/compat/test_old_saves.py).

A fingerprint is representation-free: at every step, the active seats and the sorted text of
every active seat's legal actions, plus the result at the end. Two engines that agree on these
at every step agree on the game as far as any player or log can tell.

    python tools/make_compat_fixtures.py          # writes tests/compat/v1/*.json

Run once per public format version; never regenerate an existing version's files.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop.engine.actions import format_action  # noqa: E402
from tabletop.engine.game import Game, new_game  # noqa: E402
from tabletop.room.session import SeatConfig, Session  # noqa: E402

OUT = ROOT / "tests" / "compat" / "v1"

# game, seats, options, seeds, how many actions at most
PLAN: list[tuple[str, int, dict[str, object], list[int], int]] = [
    ("espionage", 2, {}, [1, 2, 3], 40),
    ("espionage", 4, {}, [4], 60),
    ("beanz", 2, {}, [1, 2], 60),
    ("beanz", 2, {"game": "expert"}, [3], 60),
    ("austin", 2, {}, [1, 2], 60),
    ("austin", 4, {}, [3], 80),
    ("codenames", 2, {"variant": "co-op"}, [1], 10_000),
    ("codenames", 4, {}, [2, 3], 10_000),
    ("codenames", 3, {"variant": "three-player"}, [4], 10_000),
]


def fingerprint(g: Game) -> str:
    seats = g.active_seats()
    parts = [",".join(map(str, seats))]
    for s in seats:
        parts.append("|".join(sorted(format_action(a) for a in g.legal_actions(s))))
    res = g.result()
    if res is not None:
        parts.append(json.dumps(res.to_dict(), sort_keys=True))
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def make(game: str, seats: int, options: dict[str, object], seed: int, limit: int) -> dict:
    g = new_game(game, seed, seats, dict(options))
    rng = random.Random(seed * 7 + seats)
    prints = [fingerprint(g)]
    while not g.is_terminal() and len(g.log) < limit:
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        g.apply(legal[rng.randrange(len(legal))])
        prints.append(fingerprint(g))
    cfg = [SeatConfig("human", f"Player {i + 1}") for i in range(seats)]
    session = Session(game, seed, cfg, dict(options), list(g.log))
    return {"save": session.to_save(), "fingerprints": prints}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for game, seats, options, seeds, limit in PLAN:
        for seed in seeds:
            data = make(game, seats, options, seed, limit)
            data["save"]["saved_at"] = "2026-11-22 00:00:00"
            name = f"{game}-{seats}p-seed{seed}.json"
            (OUT / name).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
            print(name, len(data["save"]["log"]), "actions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
