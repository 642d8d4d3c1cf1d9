"""RPG Get! bots without search against the normal bot, paired (issue 29): a cheap way to judge
a change of the hard level's own bot (``bots.HardBot``: its routine moves and its seat in its
playouts) before the searching duels (``tools/duel.py``: about 40 s of CPU a game).

For each seed the bot under test sits in seat ``seed % 2`` against the normal bot, then the
normal bot sits in that seat on the same seed (the control). It prints both win counts with
95 % Wilson intervals and the games only one of them won. About 0.2 s of CPU a game.

    nice -n 10 python tools/rpgget_bot_duel.py --games 600 --seed 1000
    nice -n 10 python tools/rpgget_bot_duel.py --bot tabletop.games.rpgget.bots:NormalBot

The hard level's party choice (``HardBot``), seeds 1000-1599: 348/600 = 58.0 % (54.0-61.9 %),
the control 300/600; 64 games only ``HardBot`` won, 16 only the control.
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


def play(seed: int, tested: Any, normal: Any) -> float:
    """One two-player game, ``tested`` in seat ``seed % 2``: its share of the win."""
    from tabletop.engine.game import new_game

    seat = seed % 2
    bots = {seat: tested, 1 - seat: normal}
    g = new_game("rpgget", seed, 2, None)
    rng = random.Random(seed ^ 0x5EED)
    while not g.is_terminal():
        s = g.active_seats()[0]
        g.apply(bots[s].choose(g.view(s), g.legal_actions(s), rng))
    res = g.result()
    assert res is not None
    return 1.0 / len(res.winners) if seat in res.winners else 0.0


def main(argv: list[str] | None = None) -> int:
    from tabletop.engine.simulate import wilson
    from tabletop.games.rpgget.bots import NormalBot

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--bot", default="tabletop.games.rpgget.bots:HardBot", help="module:Class")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args(argv)
    module, name = args.bot.split(":")
    cls = getattr(importlib.import_module(module), name)
    won = control = only = only_control = 0.0
    for seed in range(args.seed, args.seed + args.games):
        a = play(seed, cls(), NormalBot())
        b = play(seed, NormalBot(), NormalBot())
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
