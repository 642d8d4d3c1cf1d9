"""Duels of the hard level against the normal bots (issue 29): N seeded games per game, the
hard seat rotating, its win rate with a 95 % Wilson interval, and its think time per decision
(CPU seconds at the given iteration budget). Reproducible: iterations, never wall-clock time.

    python tools/duel.py --games 20 --iterations 100                # 2 seats, 4 games
    python tools/duel.py espionage austin --seats 4 --games 12      # 1 hard, 3 normal
    python tools/duel.py beanz --games 10 --jsonl out.jsonl          # every game as a line
    python tools/duel.py espionage --seats 4 --belief on             # hard deals by the belief

Run it with ``nice`` on a shared machine. The issue's target: hard wins >= 65 % of two-player
games (>= 40 % of four-player ones).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GAMES = ("espionage", "austin", "beanz", "rpgget")


def main(argv: list[str] | None = None) -> int:
    from tabletop.ai.duel import duel

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("games", nargs="*", default=list(GAMES), help="games (default: all four)")
    ap.add_argument("--games", dest="count", type=int, default=20, help="games per game")
    ap.add_argument("--seats", type=int, default=2)
    ap.add_argument("--iterations", type=int, default=100, help="search iterations a decision")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--control", action="store_true", help="the normal bot in the hard seat (paired sample)"
    )
    ap.add_argument(
        "--belief",
        choices=("on", "off"),
        help="espionage: the hard level deals by the belief or uniformly (default: evals.MODEL)",
    )
    ap.add_argument("--jsonl", type=Path, help="append every finished game here as JSON")
    ap.add_argument("--json", action="store_true", help="one JSON object a game at the end")
    args = ap.parse_args(argv)
    if args.belief is not None:
        from tabletop.games.espionage import evals

        evals.MODEL = args.belief == "on"

    def note(game: str) -> Any:
        def progress(one: dict[str, Any]) -> None:
            if args.jsonl is not None:
                row = {"game": game, "seats": args.seats, "iterations": args.iterations}
                row["belief"] = args.belief
                row |= {k: v for k, v in one.items() if k != "think"}
                row["think_max"] = max(one["think"], default=0.0)
                # every decision's think time (ms): medians over the searched ones alone
                row["think_ms"] = [round(1000 * t, 1) for t in one["think"]]
                with args.jsonl.open("a") as f:
                    f.write(json.dumps(row) + "\n")
            sys.stderr.write("W" if one["share"] >= 1 else ("d" if one["share"] else "."))
            sys.stderr.flush()

        return progress

    for game in args.games:
        sys.stderr.write(f"{game}: ")
        r = duel(game, args.count, args.seats, args.iterations, args.seed, note(game), args.control)
        sys.stderr.write("\n")
        if args.json:
            print(json.dumps(r))
            continue
        low, high = r["interval95"]
        who = "normal (control)" if args.control else "hard"
        print(
            f"{game:>10} {r['seats']}p {who} vs normal at {r['iterations']} iterations: "
            f"{r['hard_wins']:g}/{r['games']} = {r['win_rate']:.0%} "
            f"(95 % {low:.0%}-{high:.0%}; chance {r['chance']:.0%}); "
            f"think median {r['think_median']:.2f} s, p99 {r['think_p99']:.2f} s "
            f"over {r['decisions']} decisions"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
