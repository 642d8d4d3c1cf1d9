"""Measure the simple Codenames bots: two-player (co-op) win rate, mean score and how games
end, with the ``normal`` bot in every seat.

    python tools/codenames_bot_rate.py [games] [--experts] [--seats N]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("games", type=int, nargs="?", default=300)
    ap.add_argument("--experts", action="store_true")
    ap.add_argument("--seats", type=int, default=2)
    a = ap.parse_args()
    opts = {"experts": "on" if a.experts else "off"}
    bot = make_bot("codenames", "normal")
    wins = 0
    scores: list[float] = []
    ends: Counter[str] = Counter()
    turns = 0.0
    for seed in range(a.games):
        g = new_game("codenames", seed, a.seats, opts)
        rng = random.Random(seed)
        while not g.is_terminal():
            seat = g.active_seats()[0]
            g.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
        m = g.metrics()
        ends[g.end_reason] += 1  # type: ignore[attr-defined]
        turns += m["turns"]
        if m.get("won"):
            wins += 1
            scores.append(m["score"])
        elif "hydra_won" in m:
            wins += int(m["hydra_won"])
    label = "co-op wins" if a.seats == 2 else "HYDRA wins"
    print(f"{a.games} games, seats={a.seats}, options={opts}")
    print(f"{label}: {wins}/{a.games} = {wins / a.games:.1%}")
    if scores:
        print(f"mean score when winning: {sum(scores) / len(scores):.2f}")
    print(f"mean turns: {turns / a.games:.1f}; endings: {dict(ends)}")


if __name__ == "__main__":
    main()
