"""``python -m tools.art [game ...]``: regenerate the card art of the named games (all by
default) into sprites/<game>/art/ with its manifest."""

from __future__ import annotations

import importlib
import sys
import time

import pygame

from tools.art import GAMES, common


def main(argv: list[str]) -> int:
    games = argv or [g for g in GAMES if common.has_generator(g)]
    pygame.init()
    for game in games:
        t0 = time.perf_counter()
        mod = importlib.import_module(f"tools.art.{game}")
        cards = mod.cards()
        common.start(game, getattr(mod, "STYLE", ""))
        mod.generate(cards)
        n = common.finish(game, cards)
        print(f"{game}: {n} pictures in {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
