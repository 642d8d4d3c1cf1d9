"""Issue 29's official runs: ``tabletop simulate GAME --bots hard,normal... --seed S --games 1
--iterations K --jsonl tools/official_runs/RUN.jsonl`` one seed at a time (resumable: a seed
already in the file is skipped), and their totals with the games carried from before the
games were kept (``tools/official_runs/carried.toml``).

    python tools/official_runs.py                      # every run's total so far
    nice -n 10 python tools/official_runs.py play beanz-2p 100 400   # play seeds 100-399

The runs (seeds 0-399, the hard seat rotating with the seed; think time is CPU seconds of one
core a decision with a choice) play the app's hard level at its own budget: the iterations a
decision the app searches for the game and seat count at the default think setting
(``tabletop.ai.search.HARD_BUDGETS``, read from there, so the two cannot drift apart), a number
of iterations rather than a time, so the figures do not depend on the machine's load. The runs
in ``EARLIER`` measured an earlier budget and are kept for comparison:
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabletop.ai.search import hard_budget  # noqa: E402

HERE = ROOT / "tools" / "official_runs"

#: runs of an earlier budget -> its iterations a decision. They were set near what 1 s bought
#: when they were chosen; the engine got faster, and the app's budget became the one of their
#: runs played again (``espionage-4p-300``, ``beanz-2p-600``), fitted to what 1 s of one core
#: buys now (``tools/hard_budget.py``) with the median decision under 1 s on a loaded machine
EARLIER: dict[str, int] = {"espionage-4p": 150, "beanz-2p": 400}


def _run(run: str, game: str, bots: str, extra: list[str]) -> tuple[str, str, int, list[str]]:
    """A run's line: the app's budget for the game and seat count, unless the run is earlier."""
    seats = len(bots.split(","))
    return game, bots, EARLIER.get(run, hard_budget(game, seats)), extra


#: run name -> (game, bots, iterations, extra simulate arguments)
RUNS: dict[str, tuple[str, str, int, list[str]]] = {
    k: _run(k, *v)
    for k, v in {
        "austin-4p": ("austin", "hard,normal,normal,normal", []),
        "rpgget-2p": ("rpgget", "hard,normal", []),
        # against the normal bot that keeps a character at home where a Mission could knock
        # out its last ones (2026-11-27; the hard level inherits the check): ``rpgget-2p``
        # played again
        "rpgget-2p-keep": ("rpgget", "hard,normal", []),
        "beanz-2p": ("beanz", "hard,normal", ["--variant", "shots=model"]),
        "rpgget-4p": ("rpgget", "hard,normal,normal,normal", []),
        # ``rpgget-4p`` played again against the normal bot of ``rpgget-2p-keep``
        "rpgget-4p-keep": ("rpgget", "hard,normal,normal,normal", []),
        "espionage-4p": ("espionage", "hard,normal,normal,normal", []),
        "espionage-2p": ("espionage", "hard,normal", []),
        "espionage-4p-300": ("espionage", "hard,normal,normal,normal", []),
        "beanz-2p-600": ("beanz", "hard,normal", ["--variant", "shots=model"]),
        # against a second reference opponent the hard level was not tuned against:
        # information-set MCTS with random playouts (``ai/reference.py``, about 0.5 s a
        # decision of its own budget)
        "espionage-2p-ref": ("espionage", "hard,reference:200", []),
        "austin-2p-ref": ("austin", "hard,reference:80", []),
        "beanz-2p-ref": ("beanz", "hard,reference:35", ["--variant", "shots=model"]),
        "rpgget-2p-ref": ("rpgget", "hard,reference:20", []),
        # ``rpgget-2p-ref`` played again with the hard level of ``rpgget-2p-keep``
        "rpgget-2p-ref-keep": ("rpgget", "hard,reference:20", []),
    }.items()
}

__doc__ += "".join(
    f"\n- ``{k}``: {g} {b} at {i} iterations"
    + "".join(f" {a}" for a in x)
    + (" (an earlier budget)" if k in EARLIER else " (the app's)")
    for k, (g, b, i, x) in RUNS.items()
)


def rows(run: str) -> dict[int, dict[str, Any]]:
    """The games of ``run`` kept so far, by seed (a seed played twice counts once)."""
    path = HERE / f"{run}.jsonl"
    out: dict[int, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                r = json.loads(line)
                out[int(r["seed"])] = r
    return out


def total(run: str) -> dict[str, Any]:
    """Seeds played, the hard level's wins (a shared win counts its share), with the 95 %
    Wilson interval, and the think time of the kept games."""
    from tabletop.ai.simulate import wilson

    carried = tomllib.loads((HERE / "carried.toml").read_text()).get(run, {})
    kept = rows(run)
    lo, hi = carried.get("seeds", [0, -1])
    seeds = set(range(lo, hi + 1)) | set(kept)
    wins = float(carried.get("wins", 0)) + sum(
        r["wins"]["0"] for s, r in kept.items() if not lo <= s <= hi
    )
    think = sorted(t / 1000 for s, r in kept.items() if not lo <= s <= hi for t in r["think_ms"])
    n = len(seeds)
    out: dict[str, Any] = {"run": run, "games": n, "wins": wins}
    out["missing"] = sorted(set(range(400)) - seeds)
    if n:
        out["rate"] = wins / n
        out["interval95"] = wilson(wins, n)
    if think:
        out["think"] = {
            "decisions": len(think),
            "median": statistics.median(think),
            "p99": think[min(len(think) - 1, int(0.99 * len(think)))],
            "max": think[-1],
        }
        # RPG Get!'s routine decisions are its own bot's (no search): the searched ones apart
        searched = [t for t in think if t >= 0.02]
        if searched and len(searched) < len(think):
            out["searched"] = {
                "decisions": len(searched),
                "median": statistics.median(searched),
                "p99": searched[min(len(searched) - 1, int(0.99 * len(searched)))],
            }
    out["carried_think"] = carried.get("think")
    return out


def _ranges(seeds: list[int]) -> str:
    parts: list[str] = []
    for s in seeds:
        if parts and parts[-1].endswith(f"-{s - 1}"):
            parts[-1] = parts[-1].rsplit("-", 1)[0] + f"-{s}"
        elif parts and parts[-1] == str(s - 1):
            parts[-1] = f"{s - 1}-{s}"
        else:
            parts.append(str(s))
    return ", ".join(parts)


def report() -> None:
    for run in RUNS:
        t = total(run)
        if not t["games"]:
            print(f"{run}: no games yet")
            continue
        low, high = t["interval95"]
        print(
            f"{run}: hard {t['wins']:g}/{t['games']} = {t['rate']:.1%} "
            f"(95 % {low:.1%}-{high:.1%}); seeds missing: {_ranges(t['missing']) or 'none'}"
        )
        if "think" in t:
            k = t["think"]
            print(
                f"    think (kept games): median {k['median']:.4f} s, p99 {k['p99']:.2f} s, "
                f"max {k['max']:.2f} s over {k['decisions']:,} decisions"
            )
        if "searched" in t:
            k = t["searched"]
            print(
                f"    the searched ones (20 ms or more): median {k['median']:.2f} s, "
                f"p99 {k['p99']:.2f} s over {k['decisions']:,}"
            )
        if t["carried_think"]:
            print(f"    think (carried games): {t['carried_think']}")


def play(run: str, start: int, end: int) -> None:
    """Plays the seeds ``start`` .. ``end - 1`` of ``run`` not kept yet, one process a seed."""
    game, bots, iterations, extra = RUNS[run]
    path = HERE / f"{run}.jsonl"
    for seed in range(start, end):
        if seed in rows(run):
            continue
        cmd = [sys.executable, "-m", "tabletop", "simulate", game, "--bots", bots]
        cmd += ["--iterations", str(iterations), "--seed", str(seed), "--games", "1"]
        subprocess.run([*cmd, "--jsonl", str(path), *extra], check=True, capture_output=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = ap.add_subparsers(dest="cmd")
    p = sub.add_parser("play", help="play seeds START..END-1 of a run")
    p.add_argument("run", choices=sorted(RUNS))
    p.add_argument("start", type=int)
    p.add_argument("end", type=int)
    args = ap.parse_args(argv)
    if args.cmd == "play":
        play(args.run, args.start, args.end)
    else:
        report()
    return 0


if __name__ == "__main__":
    sys.exit(main())
