"""Mighty Beanz bots without search against the normal bot, paired (issue 29): a cheap way to
judge the hard level's own bot (``bots.HardBot``: its routine moves and its seat in its
playouts) before the searching duels (``tools/duel.py``: about 60 s of CPU a game at 400
iterations). Shots by the model, as in the issue's runs.

For each seed the bot under test sits in seat ``seed % 2`` against the normal bot, then the
normal bot sits in that seat on the same seed (the control). It prints both win counts with
95 % Wilson intervals and the games only one of them won. About 0.01 s of CPU a game. A game
still running after ``--cap`` moves (two bots may attack and upright for ever) counts half.

    nice -n 10 python tools/beanz_bot_duel.py --games 4000 --seed 20000
    nice -n 10 python tools/beanz_bot_duel.py --bot tabletop.games.beanz.bots:NormalBot

The hard level's own bot (``bots.HardBot``, its weights tuned on seeds 10000-11999), seeds
20000-23999: 2,228.5/4,000 = 55.7 % (54.2-57.2 %), the control 2,043/4,000 = 51.1 %; 285
games only ``HardBot`` won, 98 only the control.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def play(seed: int, tested: Any, normal: Any, cap: int = 600) -> float:
    """One two-player game, ``tested`` in seat ``seed % 2``: its share of the win."""
    from tabletop.engine.game import new_game

    seat = seed % 2
    bots = {seat: tested, 1 - seat: normal}
    g = new_game("beanz", seed, 2, {"shots": "model"})
    rng = random.Random(seed ^ 0x5EED)
    for _ in range(cap):
        if g.is_terminal():
            res = g.result()
            assert res is not None
            return 1.0 / len(res.winners) if seat in res.winners else 0.0
        s = g.active_seats()[0]
        g.apply(bots[s].choose(g.view(s), g.legal_actions(s), rng))
    return 0.5


def main(argv: list[str] | None = None) -> int:
    from tabletop.engine.simulate import wilson
    from tabletop.games.beanz.bots import NormalBot

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--bot", default="tabletop.games.beanz.bots:HardBot", help="module:Class")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--cap", type=int, default=600, help="moves before a game counts half")
    args = ap.parse_args(argv)
    module, name = args.bot.split(":")
    cls = getattr(importlib.import_module(module), name)
    won = control = only = only_control = 0.0
    for seed in range(args.seed, args.seed + args.games):
        a = play(seed, cls(), NormalBot(), args.cap)
        b = play(seed, NormalBot(), NormalBot(), args.cap)
        won, control = won + a, control + b
        only, only_control = only + (a > b), only_control + (b > a)
    n = args.games
    for label, w in ((name, won), ("control (normal)", control)):
        low, high = wilson(w, n)
        print(f"{label:>18}: {w:g}/{n} = {w / n:.1%} (95 % {low:.1%}-{high:.1%})")
    print(f"games only {name} won: {only:g}, only the control: {only_control:g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
