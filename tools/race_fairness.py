"""How often a person of normal speed is last in a Happening race (and first in a help race)
against computer players, per bot level and number of racers: a seeded simulation of the real
``Race`` (``tabletop.reactions.fairness``), no wall clock.

"before" is the race as it ran until issue 26: computer players timed from the instant the
gesture was made, with the delays of that time (``LEGACY``); "after" is the race as it runs now:
timed from the first frame that shows the gesture, delays from ``tabletop.reactions.bots``.
The model person is the same in both (``bots.PERSON``). Fair: last about 1/N at level normal.

Then the newcomer's table (issue 52, "races against the computer"): a person who has never
played, pressing uniformly at a typical 0.45-0.65 s or at a relaxed 0.6-0.8 s after the frame
that shows the signal, against N - 1 computer players at the default level (normal), N = 2..6:
how often they are last in a Happening and in a Reaction duel round (and first in a help race),
with relaxed timing off and on. "before" is the code until issue 52 (``BEFORE_52``: normal's
gesture 380, 60, 90 -> 470 ms with a long tail, and relaxed timing that lengthened the windows
but left the computer pressing at full speed); "after" is the code now (normal fitted to the
typical newcomer; in relaxed timing the computer presses at a relaxed person's pace,
``bots.relaxed_pace``). Fair: last about 1/N (first about 1/N).

Last, the default level re-fitted on 2026-11-26 (``BEFORE_1126``: normal copied in 457 ms,
fitted to a newcomer at 0.35-0.55 s; newcomers measured at the table copied at 0.45-0.65 s):
how often such a newcomer is last against normal computers, before and after.

Usage::

    python tools/race_fairness.py [--trials 4000] [--seed 1] [--frame-ms 16.7] [--help-race]
        [--newcomer-only]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.reactions.bots import ExGaussian  # noqa: E402
from tabletop.reactions.fairness import (  # noqa: E402
    FRAME_MS,
    NEWCOMER_RELAXED,
    NEWCOMER_TYPICAL,
    duel_last_rate,
    first_rate,
    last_rate,
)

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
#: the default computer level's delays before issue 52 (relaxed timing did not change them)
BEFORE_52: dict[str, ExGaussian] = {
    "simple": ExGaussian(185.0, 25.0, 40.0, 25.0, 140.0),
    "gesture": ExGaussian(380.0, 60.0, 90.0, 40.0, 250.0),
}
#: the default level's gesture delays before 2026-11-26 (fitted to a newcomer at 0.35-0.55 s)
BEFORE_1126: dict[str, ExGaussian] = {
    "simple": ExGaussian(185.0, 25.0, 40.0, 25.0, 140.0),
    "gesture": ExGaussian(412.0, 35.0, 45.0, 25.0, 250.0),
}
NEWCOMER_NS = (2, 3, 4, 5, 6)
#: the newcomer's table: (what, race, pace, relaxed timing)
NEWCOMER_ROWS = (
    ("last, Happening, typical, timing normal", "happening", NEWCOMER_TYPICAL, False),
    ("last, Happening, relaxed, timing normal", "happening", NEWCOMER_RELAXED, False),
    ("last, Happening, relaxed, timing relaxed", "happening", NEWCOMER_RELAXED, True),
    ("last, duel, relaxed, timing relaxed", "duel", NEWCOMER_RELAXED, True),
    ("first, help race, relaxed, timing relaxed", "help", NEWCOMER_RELAXED, True),
)


def newcomer_rate(
    race: str,
    n: int,
    trials: int,
    seed: int,
    pace: tuple[float, float],
    relaxed: bool,
    before: bool,
) -> float:
    """The newcomer's rate of being last (a help race: first) in ``n``-seat races of ``race``
    against normal computer players; ``before``: with the delays and relaxed timing of before
    issue 52."""
    table = BEFORE_52 if before else None
    bots_relaxed = relaxed and not before  # before, relaxed timing left the computer's pace
    if race == "duel":
        return duel_last_rate(
            n, "normal", trials, seed, table=table, person=pace, relaxed=bots_relaxed
        )
    rate = first_rate if race == "help" else last_rate
    return rate(n, "normal", trials, seed, table=table, person=pace, relaxed=bots_relaxed)


def newcomer_table(
    trials: int, seed: int, ns: tuple[int, ...] = NEWCOMER_NS
) -> list[tuple[str, list[float]]]:
    """Every row of the newcomer's table, before and after: (label, rate for each of ``ns``)."""
    rows: list[tuple[str, list[float]]] = []
    for what, race, pace, relaxed in NEWCOMER_ROWS:
        for when in ("before", "after"):
            rates = [
                newcomer_rate(race, n, trials, seed, pace, relaxed, when == "before") for n in ns
            ]
            rows.append((f"{what} {when}", rates))
    return rows


def print_newcomer_table(trials: int, seed: int) -> None:
    heads = "  ".join(f"N={n:<5}" for n in NEWCOMER_NS)
    lo, hi = NEWCOMER_TYPICAL
    rlo, rhi = NEWCOMER_RELAXED
    print(
        f"\na newcomer against normal computer players: typical {lo:.0f}-{hi:.0f} ms, relaxed"
        f" {rlo:.0f}-{rhi:.0f} ms, {trials} races per figure, seed {seed}"
    )
    print(f"{'':<50}{heads}")
    print(f"{'1/N (fair)':<50}" + "  ".join(f"{1 / n:<7.3f}" for n in NEWCOMER_NS))
    for label, rates in newcomer_table(trials, seed):
        print(f"{label:<50}" + "  ".join(f"{r:<7.3f}" for r in rates))


def refit_table(
    trials: int, seed: int, ns: tuple[int, ...] = NEWCOMER_NS
) -> list[tuple[str, list[float]]]:
    """A newcomer at a typical pace (``NEWCOMER_TYPICAL``) last in a Happening against normal
    computer players, before and after the re-fit of 2026-11-26: (label, rate for each of
    ``ns``)."""
    rows: list[tuple[str, list[float]]] = []
    for when, table in (("before", BEFORE_1126), ("after", None)):
        rates = [
            last_rate(n, "normal", trials, seed, table=table, person=NEWCOMER_TYPICAL) for n in ns
        ]
        rows.append((f"last, Happening, 0.45-0.65 s, normal {when}", rates))
    return rows


def print_refit_table(trials: int, seed: int) -> None:
    heads = "  ".join(f"N={n:<5}" for n in NEWCOMER_NS)
    print(f"\nthe default level re-fitted (2026-11-26), {trials} races per figure, seed {seed}")
    print(f"{'':<50}{heads}")
    print(f"{'1/N (fair)':<50}" + "  ".join(f"{1 / n:<7.3f}" for n in NEWCOMER_NS))
    for label, rates in refit_table(trials, seed):
        print(f"{label:<50}" + "  ".join(f"{r:<7.3f}" for r in rates))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trials", type=int, default=4000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--frame-ms", type=float, default=FRAME_MS)
    p.add_argument("--help-race", action="store_true", help="also the help race (first place)")
    p.add_argument("--newcomer-only", action="store_true", help="only the newcomer's table")
    a = p.parse_args(argv)
    if a.newcomer_only:
        print_newcomer_table(a.trials, a.seed)
        print_refit_table(a.trials, a.seed)
        return 0
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
    print_newcomer_table(a.trials, a.seed)
    print_refit_table(a.trials, a.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
