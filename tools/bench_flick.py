"""Benchmark Shoot for Loot: time per physics step and simulated settle time of a shot.

Targets (issue): a physics step of the shot scene under 0.2 ms, a shot settled within 4 s of
simulated time. Fires bot shots of every level (plus a full-power miss and a deliberate miss)
at every Galaxy from both seats, times each ``Shot.step()`` with ``time.perf_counter_ns`` and
records the simulated time until the shot settled.

    python tools/bench_flick.py [--shots 60] [--rates 0] [--json]

``--rates N`` also measures the bot hit rates with N shots per level.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.physics.bots import LEVELS, flick_bot, measure_hit_rates  # noqa: E402
from tabletop.physics.flick import FIXED_DT, MAX_SPEED, Flick, Shot, ShotSetup  # noqa: E402
from tabletop.physics.scene import GALAXIES, SEATS  # noqa: E402

STEP_BUDGET_MS = 0.2
SETTLE_BUDGET_S = 4.0


def _flicks(shots: int, seed: int) -> list[tuple[ShotSetup, Flick]]:
    setups = [ShotSetup.for_galaxy(g, s) for s in SEATS for g in GALAXIES]
    rng = random.Random(seed)
    out: list[tuple[ShotSetup, Flick]] = []
    for i in range(shots):
        setup = setups[i % len(setups)]
        level = LEVELS[i % len(LEVELS)]
        out.append((setup, flick_bot(level, setup, rng)))
    for setup in setups:
        a = setup.aim_angle + math.radians(20)
        out.append((setup, Flick.make(MAX_SPEED * math.cos(a), MAX_SPEED * math.sin(a), 30.0)))
        out.append((setup, Flick.none()))
    return out


def run(shots: int, seed: int, rates: int) -> dict[str, object]:
    step_ns: list[int] = []
    settle: list[float] = []
    hits = 0
    for setup, flick in _flicks(shots, seed):
        shot = Shot(setup, flick)
        while not shot.done:
            t0 = time.perf_counter_ns()
            shot.step()
            step_ns.append(time.perf_counter_ns() - t0)
        settle.append(shot.steps * FIXED_DT)
        hits += shot.knocked_down
    step_ms = [n / 1e6 for n in step_ns]
    report: dict[str, object] = {
        "shots": len(settle),
        "knocked_down": hits,
        "fixed_dt": FIXED_DT,
        "steps": len(step_ms),
        "step_ms_mean": statistics.fmean(step_ms),
        "step_ms_median": statistics.median(step_ms),
        "step_ms_p99": sorted(step_ms)[int(0.99 * (len(step_ms) - 1))],
        "settle_s_mean": statistics.fmean(settle),
        "settle_s_max": max(settle),
        "step_budget_ms": STEP_BUDGET_MS,
        "settle_budget_s": SETTLE_BUDGET_S,
    }
    report["ok"] = (
        report["step_ms_mean"] < STEP_BUDGET_MS  # type: ignore[operator]
        and report["settle_s_max"] <= SETTLE_BUDGET_S  # type: ignore[operator]
    )
    if rates > 0:
        report["hit_rates"] = measure_hit_rates(rates, seed)
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shots", type=int, default=60, help="bot shots to time (default 60)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rates", type=int, default=0, help="also measure hit rates, N shots/level")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    report = run(args.shots, args.seed, args.rates)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"shots {report['shots']}, knocked down {report['knocked_down']}")
        print(
            f"physics step (dt {FIXED_DT:.5f} s): mean {report['step_ms_mean']:.4f} ms, "
            f"median {report['step_ms_median']:.4f} ms, p99 {report['step_ms_p99']:.4f} ms "
            f"(budget {STEP_BUDGET_MS} ms)"
        )
        print(
            f"settle time: mean {report['settle_s_mean']:.3f} s, max {report['settle_s_max']:.3f} s "
            f"(budget {SETTLE_BUDGET_S} s)"
        )
        if "hit_rates" in report:
            rates = report["hit_rates"]
            assert isinstance(rates, dict)
            print("hit rates: " + ", ".join(f"{k} {v:.1%}" for k, v in rates.items()))
        print("OK" if report["ok"] else "OVER BUDGET")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
