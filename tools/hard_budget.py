"""What the hard level's think time buys (issue 29): games of the hard level against the normal
bots with the app's budget (``search.THINK``: 1 s of CPU a decision unless ``--seconds``), and
the search iterations each searched decision ran, median and spread. The official runs
(``tools/official_runs.py``) play a fixed number of iterations so their figures do not depend
on the machine's load; this is how that number is set to the level the app plays.

    nice python tools/hard_budget.py espionage --seats 4 --games 6 --seed 9000
    nice python tools/hard_budget.py beanz --games 3 --seed 9000

Counts are CPU time on this machine: run it on a quiet one (another busy process on the same
core lowers them).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    from tabletop.ai.duel import duel_game
    from tabletop.ai.search import set_think_seconds

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--seats", type=int, default=2)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--seconds", type=float, default=1.0, help="think time a decision")
    args = ap.parse_args(argv)
    set_think_seconds(args.seconds)
    counts: list[int] = []
    think: list[float] = []
    for seed in range(args.seed, args.seed + args.games):
        one = duel_game(args.game, seed, args.seats, None)
        counts += one["iterations"]
        think += one["think"]
        print(f"seed {seed}: {len(one['iterations'])} searched decisions", flush=True)
    if not counts:
        print("no searched decision")
        return 1
    counts.sort()
    n = len(counts)
    print(
        f"{args.game}, {args.seats} players, {args.seconds:g} s a decision: iterations median "
        f"{statistics.median(counts):g} (10 % {counts[n // 10]}, 90 % {counts[9 * n // 10]}) "
        f"over {n} searched decisions; think median {statistics.median(think):.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
