"""Mighty Beanz's cut-off evaluation learned from the game (issue 29): normal-bot two-player
games (shots by the model) from seeds ``--seed`` on; every ``--every`` moves after the set-up
both seats' features (``tabletop/games/beanz/evals.py`` ``features``) are recorded with who won
in the end (a draw counts a half); a logistic regression of the winner on the difference of the
two seats' features (both ways round, no intercept) is fitted by Newton's method on the first
three quarters of the games and scored (Brier) on the last quarter. It prints ``WEIGHTS``.

    nice -n 10 python tools/beanz_eval_fit.py --games 3000 --seed 5000
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

#: a game between normal bots that has not ended after this many moves is left out (seed
#: 134's endless attacks)
LONGEST = 2000


def rows(games: int, seed: int, every: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(feature differences, won, game index) for both seats of every recorded position."""
    from tabletop.engine.game import new_game
    from tabletop.engine.registry import info
    from tabletop.games.beanz.bots import NormalBot
    from tabletop.games.beanz.evals import features

    bot = NormalBot()
    xs, ys, gs = [], [], []
    for i in range(games):
        g: Any = new_game("beanz", seed + i, 2, info("beanz").unattended)
        rng = random.Random(seed + i)
        seen, k = [], 0
        while not g.is_terminal() and k < LONGEST:
            s = g.active_seats()[0]
            legal = g.legal_actions(s)
            if k % every == 0 and g.turn_number >= 0:
                seen.append((np.array(features(g, 0)), np.array(features(g, 1))))
            one = legal[0] if len(legal) == 1 else bot.choose(g.view(s), legal, rng)
            g.apply_trusted(one)
            k += 1
        res = g.result()
        if res is None:
            continue
        won0 = (1.0 / len(res.winners)) if 0 in res.winners else 0.0
        for f0, f1 in seen:
            xs += [f0 - f1, f1 - f0]
            ys += [won0, 1.0 - won0]
            gs += [i, i]
    return np.array(xs, dtype=float), np.array(ys), np.array(gs)


def main() -> int:
    from rpgget_eval_fit import fit

    from tabletop.games.beanz.evals import FEATURES

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--every", type=int, default=3, help="record every N moves")
    args = ap.parse_args()
    x, y, g = rows(args.games, args.seed, args.every)
    train = g < int(args.games * 0.75)
    w = fit(x[train], y[train])
    p = 1 / (1 + np.exp(-x[~train] @ w))
    print(f"{len(y)} rows; held-out Brier {np.mean((p - y[~train]) ** 2):.3f}")
    loot = FEATURES.index("loot")
    wl = fit(x[train][:, [loot]], y[train])
    pl = 1 / (1 + np.exp(-x[~train][:, [loot]] @ wl))
    print(f"  the loot alone: {np.mean((pl - y[~train]) ** 2):.3f}")
    for name, v in zip(FEATURES, w):
        print(f"  {name:>14} {v:+.4f}")
    print("WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w) + ")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
