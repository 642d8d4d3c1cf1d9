"""Sure wins: does the hard level take a move that wins at once? Games of the normal bots
(seeds ``--seed`` on, two players unless ``--seats``) are played to their end; at every decision
where a move of the seat to move ends the game with that seat the only winner (on the real
game), the hard level is asked with a fixed budget (the official runs' iterations), once with
its sure-win check (``SearchBot.sure_wins``, played before any search) and once without it (the
level before 2026-11-25), and the normal bot too. Printed: the decisions, and how often each
took a winning move.

    nice -n 10 python tools/sure_wins.py espionage austin beanz rpgget --games 20
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: the official runs' budgets (``tools/official_runs.py``)
ITERATIONS = {"espionage": 150, "austin": 150, "beanz": 400, "rpgget": 60}


def _wins(g, seat, a) -> bool:  # type: ignore[no-untyped-def]
    c = copy.deepcopy(g)
    c.apply(a)
    res = c.result()
    return res is not None and tuple(res.winners) == (seat,)


def measure(game: str, seeds: range, seats: int) -> dict[str, int]:
    from tabletop.ai.base import make_bot
    from tabletop.ai.duel import hard_bot
    from tabletop.engine.game import new_game
    from tabletop.engine.registry import info

    normal = make_bot(game, "normal")
    out = {"decisions": 0, "before": 0, "after": 0, "normal": 0, "seen_sure": 0}
    for seed in seeds:
        g = new_game(game, seed, seats, info(game).unattended)
        g.tracks_knowledge = True
        rng = random.Random(seed ^ 0x5EED)
        while not g.is_terminal():
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            mine = normal.choose(g.view(seat), legal, rng)
            if len(legal) > 1 and any(_wins(g, seat, a) for a in legal):
                out["decisions"] += 1
                out["normal"] += _wins(g, seat, mine)
                for label, sure in (("before", False), ("after", True)):
                    bot = hard_bot(game, ITERATIONS.get(game, 100))
                    bot.sure_wins = sure
                    a = bot.choose_in(g, seat, random.Random(seed * 7919 + len(g.log)))
                    out[label] += _wins(g, seat, a)
                    if sure and bot.last_iterations == 0 and _wins(g, seat, a):
                        out["seen_sure"] += 1
                print(f"{game} seed {seed}: {out}", file=sys.stderr, flush=True)
            g.apply(mine)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("games", nargs="+")
    ap.add_argument("--games", dest="n", type=int, default=20)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--seats", type=int, default=2)
    args = ap.parse_args(argv)
    total = {"decisions": 0, "before": 0, "after": 0, "normal": 0, "seen_sure": 0}
    for game in args.games:
        r = measure(game, range(args.seed, args.seed + args.n), args.seats)
        for k, v in r.items():
            total[k] += v
        print(
            f"{game}: {r['decisions']} decisions with a move that wins at once; a winning move "
            f"taken by the hard level before {r['before']}, after {r['after']} ({r['seen_sure']} "
            f"of them at once, no search), by the normal bot {r['normal']}",
            flush=True,
        )
    print(f"all: {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
