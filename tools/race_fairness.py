"""How often a person of normal speed is last in a Happening race (and first in a help race)
against computer players, per bot level and number of racers: a seeded simulation of the real
``Race`` (``tabletop.reactions.fairness``), no wall clock.

"before" is the race as it ran until issue 26: computer players timed from the instant the
gesture was made, with the delays of that time (``LEGACY``); "after" is the race as it runs now:
timed from the first frame that shows the gesture, delays from ``tabletop.reactions.bots``.
The model person is the same in both (``bots.PERSON``). Fair: last about 1/N at level normal.

Usage::

    python tools/race_fairness.py [--trials 4000] [--seed 1] [--frame-ms 16.7] [--help-race]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.reactions.bots import ExGaussian  # noqa: E402
from tabletop.reactions.fairness import FRAME_MS, first_rate, last_rate  # noqa: E402

#: the bots' delays before issue 26 (measured from the instant the gesture was made)
LEGACY: dict[str, dict[str, ExGaussian]] = {
    "easy": {
        "simple": ExGaussian(230.0, 30.0, 60.0, 25.0, 120.0),
        "gesture": ExGaussian(440.0, 70.0, 120.0, 50.0, 200.0),
    },
    "normal": {
        "simple": ExGaussian(180.0, 25.0, 40.0, 25.0, 120.0),
        "gesture": ExGaussian(330.0, 50.0, 90.0, 50.0, 200.0),
    },
    "hard": {
        "simple": ExGaussian(165.0, 20.0, 30.0, 25.0, 120.0),
        "gesture": ExGaussian(265.0, 35.0, 50.0, 50.0, 200.0),
    },
}
NS = (2, 3, 4, 6)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trials", type=int, default=4000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--frame-ms", type=float, default=FRAME_MS)
    p.add_argument("--help-race", action="store_true", help="also the help race (first place)")
    a = p.parse_args(argv)
    heads = "  ".join(f"N={n:<5}" for n in NS)
    fair = "  ".join(f"{1 / n:<7.3f}" for n in NS)
    print(f"frames every {a.frame_ms:.1f} ms, {a.trials} races per figure, seed {a.seed}")
    print(f"person LAST in a Happening race    {heads}\n{'1/N (fair at normal)':<35}{fair}")
    for level in ("easy", "normal", "hard"):
        for when, paced, table in (("before", False, LEGACY[level]), ("after", True, None)):
            rates = [last_rate(n, level, a.trials, a.seed, paced, a.frame_ms, table) for n in NS]
            print(f"{level + ' ' + when:<35}" + "  ".join(f"{r:<7.3f}" for r in rates))
    if a.help_race:
        print(f"\nperson FIRST in a help race        {heads}")
        for level in ("easy", "normal", "hard"):
            for when, paced, table in (("before", False, LEGACY[level]), ("after", True, None)):
                rates = [
                    first_rate(n, level, a.trials, a.seed, paced, a.frame_ms, table) for n in NS
                ]
                print(f"{level + ' ' + when:<35}" + "  ".join(f"{r:<7.3f}" for r in rates))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
