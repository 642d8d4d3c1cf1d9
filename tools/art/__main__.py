"""``python -m tools.art [game ...] [--card NAME ...]``: regenerate the card art of the named
games (all by default) into sprites/<game>/art/ with its manifest; with ``--card``, only the
pictures of the cards named (the others and the manifest's other entries stay as they are)."""

from __future__ import annotations

import importlib
import sys
import time

import pygame

from tools.art import GAMES, common


def split_args(argv: list[str]) -> tuple[list[str], list[str]]:
    """The games named, and the cards named after ``--card``."""
    games: list[str] = []
    only: list[str] = []
    it = iter(argv)
    for a in it:
        if a == "--card":
            only.append(next(it, ""))
        else:
            games.append(a)
    return games, [c for c in only if c]


def main(argv: list[str]) -> int:
    """Each named game's card pictures ("tables": every game's table); all by default."""
    named, only = split_args(argv)
    games = (
        [a for a in named if a != "tables"]
        if named
        else [g for g in GAMES if common.has_generator(g)]
    )
    pygame.init()
    if not only and (not named or "tables" in named):
        from tools.art import tables

        tables.generate_all()
    for game in games:
        t0 = time.perf_counter()
        mod = importlib.import_module(f"tools.art.{game}")
        cards = mod.cards()
        if only:
            unknown = [c for c in only if c not in cards]
            if unknown and len(games) == 1:
                raise SystemExit(f"{game}: no card named {unknown}")
            mod.generate({c: cards[c] for c in only if c in cards})
            print(f"{game}: {sum(c in cards for c in only)} pictures redrawn")
            continue
        common.start(game, getattr(mod, "STYLE", ""))
        mod.generate(cards)
        n = common.finish(game, cards)
        print(f"{game}: {n} pictures in {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
