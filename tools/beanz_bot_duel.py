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
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    from tabletop.ai.duel import bot_pairs, print_pairs
    from tabletop.games.beanz.bots import NormalBot

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--bot", default="tabletop.games.beanz.bots:HardBot", help="module:Class")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--cap", type=int, default=600, help="moves before a game counts half")
    args = ap.parse_args(argv)
    module, name = args.bot.split(":")
    cls = getattr(importlib.import_module(module), name)
    seeds = range(args.seed, args.seed + args.games)
    pairs = bot_pairs("beanz", cls, NormalBot, seeds, {"shots": "model"}, args.cap)
    print_pairs(name, pairs, args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
