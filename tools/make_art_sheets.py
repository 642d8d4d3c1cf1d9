"""Draw every card of a game on one page, as the table draws its faces, to look at a whole set.

Run:  python tools/make_art_sheets.py [game ...] [--out DIR] [--raw] [--size W H]

Writes DIR/art_sheet_<game>.png (DIR defaults to /tmp). ``--raw`` lays out the bare pictures
(256 px, no frame, no name) instead of the faces. Sprites are read from this checkout.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from tabletop.ui import assets  # noqa: E402
from tabletop.ui.components import card as card_component  # noqa: E402
from tools.art import GAMES, common  # noqa: E402


def _checkout_sprites() -> None:
    """Sprites from this checkout first (an installed copy may hold older pictures)."""
    installed = assets.sprite_path

    def path(rel: str) -> Path | None:
        p = ROOT / "sprites" / rel
        return p if p.is_file() else installed(rel)

    assets.sprite_path = path  # type: ignore[assignment]


def sheet(game: str, size: tuple[int, int], raw: bool) -> pygame.Surface:
    cards = importlib.import_module(f"tools.art.{game}").cards()
    manifest = common.load_manifest(game)
    n = len(cards)
    cols = max(1, min(12, math.ceil(math.sqrt(n * 1.6))))
    rows = math.ceil(n / cols)
    cw, ch = (256, 256) if raw else size
    gap = 10
    page = pygame.Surface((cols * (cw + gap) + gap, rows * (ch + gap) + gap))
    page.fill((34, 38, 44))
    for i, (name, card) in enumerate(cards.items()):
        x = gap + (i % cols) * (cw + gap)
        y = gap + (i // cols) * (ch + gap)
        if raw:
            p = common.art_dir(game) / manifest.get(name, f"{common.slug(name)}.png")
            if p.is_file():
                page.blit(pygame.image.load(str(p)), (x, y))
        else:
            page.blit(card_component.face(game, card, size), (x, y))
    return page


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("games", nargs="*")
    ap.add_argument("--out", default="/tmp")
    ap.add_argument("--raw", action="store_true")
    ap.add_argument("--size", nargs=2, type=int, default=(240, 336))
    args = ap.parse_args(argv)
    pygame.init()
    _checkout_sprites()
    games = args.games or [g for g in GAMES if common.has_generator(g)]
    for game in games:
        page = sheet(game, tuple(args.size), args.raw)
        out = Path(args.out) / f"art_sheet_{game}{'_raw' if args.raw else ''}.png"
        pygame.image.save(page, str(out))
        print(out, page.get_size())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
