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
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    from tabletop.ai.duel import bot_pairs, print_pairs
    from tabletop.games.rpgget.bots import NormalBot

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--bot", default="tabletop.games.rpgget.bots:HardBot", help="module:Class")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args(argv)
    module, name = args.bot.split(":")
    cls = getattr(importlib.import_module(module), name)
    seeds = range(args.seed, args.seed + args.games)
    pairs = bot_pairs("rpgget", cls, NormalBot, seeds, None, None)
    print_pairs(name, pairs, args.games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
