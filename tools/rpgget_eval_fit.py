"""RPG Get!'s cut-off evaluation learned from the game itself (issue 29): normal-bot
two-player games are played from seeds ``--seed`` on; every tenth move after the set-up each
seat's features (``tabletop/games/rpgget/evals.py`` ``features``) are recorded with who won in
the end; a logistic regression of the winner on the difference of the two seats' features
(both ways round, no intercept) is fitted by Newton's method on the first three quarters of
the games and scored (Brier) on the last quarter. It prints ``WEIGHTS`` for evals.py.

    nice -n 10 python tools/rpgget_eval_fit.py --games 600 --seed 1000   # about 3 CPU minutes

The weights in evals.py: 600 games from seed 1000, 73,370 rows; Brier 0.133 on the held-out
games (the VP alone: 0.169; a constant 0.5: 0.25).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def rows(games: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(feature differences, won, game index) for both seats of every recorded position."""
    from tabletop.ai.base import make_bot
    from tabletop.engine.game import new_game
    from tabletop.engine.registry import info
    from tabletop.games.rpgget.evals import features

    xs, ys, gs = [], [], []
    for i in range(games):
        bots = [make_bot("rpgget", "normal") for _ in range(2)]
        g = new_game("rpgget", seed + i, 2, info("rpgget").unattended)
        rng = random.Random(seed + i)
        seen, k = [], 0
        while not g.is_terminal():
            s = g.active_seats()[0]
            legal = g.legal_actions(s)
            if k % 10 == 0 and g.flow.phase != "setup":
                seen.append((np.array(features(g, 0)), np.array(features(g, 1))))
            one = legal[0] if len(legal) == 1 else bots[s].choose(g.view(s), legal, rng)
            g.apply_trusted(one)
            k += 1
        res = g.result()
        assert res is not None
        won0 = 1.0 if 0 in res.winners else 0.0
        for f0, f1 in seen:
            xs += [f0 - f1, f1 - f0]
            ys += [won0, 1.0 - won0]
            gs += [i, i]
    return np.array(xs, dtype=float), np.array(ys), np.array(gs)


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 50) -> np.ndarray:
    """Logistic regression weights (a little ridge) by Newton's method."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) / len(y) + l2 * w
        hess = (x.T * (p * (1 - p))) @ x / len(y) + l2 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def main() -> int:
    from tabletop.games.rpgget.evals import FEATURES

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    x, y, g = rows(args.games, args.seed)
    train = g < int(args.games * 0.75)
    w = fit(x[train], y[train])
    p = 1 / (1 + np.exp(-x[~train] @ w))
    print(f"{len(y)} rows; held-out Brier {np.mean((p - y[~train]) ** 2):.3f}")
    for name, v in zip(FEATURES, w):
        print(f"  {name:>16} {v:+.4f}")
    print("WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w) + ")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
