"""What a think time buys the hard level (issue 29): games of the hard level against the normal
bots searching for a time (1 s of CPU a decision unless ``--seconds``), and the search
iterations each searched decision ran, median and spread. The app's hard level and the official
runs (``tools/official_runs.py``) search a number of iterations (``search.HARD_BUDGETS``) so the
level does not depend on the machine's load; this is how those numbers are fitted to what a
second of this machine buys.

    nice python tools/hard_budget.py espionage --seats 4 --games 6 --seed 9000
    nice python tools/hard_budget.py beanz --games 3 --seed 9000
    nice python tools/hard_budget.py espionage --games 2 --busy --clock process   # as before

``--busy``: another thread of the process keeps the interpreter busy meanwhile (a busy loop, as
the interface thread of the app at its heaviest; the interpreter switches threads every 1 ms as
in the app). ``--clock``: the clock the think time is read from, ``thread`` (the searching
thread's CPU time, the app's since 2026-11-25) or ``process`` (the whole process's, as before:
the busy thread's work was charged to the search). Think times are printed as the searching
thread's CPU seconds and as seconds on the wall.

Counts are CPU time on this machine: run it on a quiet one (another busy process on the same
core lowers them).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _busy(stop: threading.Event) -> None:
    """A thread at work without a pause, as the interface thread at its heaviest."""
    n = 0
    while not stop.is_set():
        n += 1


def _spread(xs: list[float], unit: str = "") -> str:
    xs = sorted(xs)
    n = len(xs)
    fmt = "{:.2f}" if unit else "{:g}"
    return (
        f"median {fmt.format(statistics.median(xs))}{unit} (10 % {fmt.format(xs[n // 10])}, "
        f"90 % {fmt.format(xs[9 * n // 10])})"
    )


def main(argv: list[str] | None = None) -> int:
    from tabletop.ai.duel import duel_game

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--seats", type=int, default=2)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--seconds", type=float, default=1.0, help="think time a decision")
    ap.add_argument("--busy", action="store_true", help="another thread busy meanwhile")
    ap.add_argument("--clock", choices=("thread", "process"), default="thread")
    args = ap.parse_args(argv)
    clock = time.thread_time if args.clock == "thread" else time.process_time
    stop = threading.Event()
    if args.busy:
        sys.setswitchinterval(0.001)  # as the app (``ui/app.py``)
        threading.Thread(target=_busy, args=(stop,), daemon=True).start()
    counts: list[int] = []
    think: list[float] = []
    wall: list[float] = []
    try:
        for seed in range(args.seed, args.seed + args.games):
            one = duel_game(args.game, seed, args.seats, None, clock=clock, seconds=args.seconds)
            counts += one["iterations"]
            think += one["think"]
            wall += one["wall"]
            print(f"seed {seed}: {len(one['iterations'])} searched decisions", flush=True)
    finally:
        stop.set()
    if not counts:
        print("no searched decision")
        return 1
    print(
        f"{args.game}, {args.seats} players, {args.seconds:g} s a decision by the {args.clock}'s "
        f"clock{', another thread busy' if args.busy else ''}: iterations "
        f"{_spread([float(c) for c in counts])} over {len(counts)} searched decisions; think "
        f"(every decision with a choice, the searching thread's CPU) {_spread(think, ' s')}; on the wall {_spread(wall, ' s')}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
