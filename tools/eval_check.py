"""Is a game's cut-off evaluation right? (issue 29) From positions where the hard level
searches (``bench.hard_positions``), deals of what the seat has not seen are played on by the
policy bot to the end; the game's ``evaluate`` taken after K moves is scored against the end
(Brier score: 0 is a perfect forecast, a constant 0.5 scores 0.25; and the correlation).

    nice -n 10 python tools/eval_check.py espionage --deals 10 --cuts 8,24,48,96
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics as st
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))


def _corr(xs: list[float], ys: list[float]) -> float:
    mx, my = st.mean(xs), st.mean(ys)
    sx = sum((x - mx) ** 2 for x in xs) ** 0.5
    sy = sum((y - my) ** 2 for y in ys) ** 0.5
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / (sx * sy) if sx and sy else 0.0


def playouts(game: str, deals: int, cuts: list[int]) -> list[tuple[dict[int, float], float]]:
    """(the evaluation after each cut, the end's value) of each playout."""
    import bench

    from tabletop.ai.base import make_bot
    from tabletop.ai.search import evaluate as final

    bot = make_bot(game, "hard")
    rng = random.Random(1)
    rows = []
    for g, seat in bench.hard_positions(game, seeds=3, per_seed=4):
        for k in range(deals):
            d = g.determinize(seat, rng)
            if bot.prepare is not None:  # type: ignore[attr-defined]
                bot.prepare(d)  # type: ignore[attr-defined]
            policy, r = copy.copy(bot.policy), random.Random(k)  # type: ignore[attr-defined]
            at: dict[int, float] = {}
            n = 0
            while not d.is_terminal() and n < d.MAX_ACTIONS:
                if n in cuts:
                    at[n] = bot.evaluate(d, seat)  # type: ignore[attr-defined]
                actor = d.active_seats()[0]
                legal = d.legal_actions(actor)
                one = legal[0] if len(legal) == 1 else policy.choose(d.view(actor), legal, r)
                d.apply_trusted(one)
                n += 1
            end = final(d, seat)
            rows.append(({c: at.get(c, end) for c in cuts}, end))
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--deals", type=int, default=10, help="deals a position")
    ap.add_argument("--cuts", default="8,24,48,96", help="cut-offs (moves) to judge after")
    args = ap.parse_args()
    cuts = [int(x) for x in args.cuts.split(",")]
    rows = playouts(args.game, args.deals, cuts)
    ends = [e for _, e in rows]
    print(f"{args.game}: {len(rows)} playouts, the seat's mean result {st.mean(ends):.3f}")
    for c in cuts:
        ev = [a[c] for a, _ in rows]
        brier = st.mean((x - e) ** 2 for x, e in zip(ev, ends))
        print(f"  after {c:>3} moves: Brier {brier:.3f}, correlation {_corr(ev, ends):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
