"""Every game is played on its own table: the table paints the game's own seamless tile
(sprites/<game>/table/felt.png, drawn by tools/art/tables.py), not the shared felt."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tabletop.ui import assets  # noqa: E402
from tabletop.ui.parts.table_paint import TablePainter  # noqa: E402
from tools.art import GAMES  # noqa: E402


def _pixels(s: pygame.Surface) -> str:
    return hashlib.sha256(pygame.image.tobytes(s, "RGB")).hexdigest()


def test_each_game_paints_its_own_table(monkeypatch: pytest.MonkeyPatch) -> None:
    def path(rel: str) -> Path | None:
        p = ROOT / "sprites" / rel
        return p if p.is_file() else None

    monkeypatch.setattr(assets, "sprite_path", path)
    monkeypatch.setattr(assets, "_images", {})
    monkeypatch.setattr(assets, "_raw", {})
    pygame.init()
    common = _pixels(assets.image("common/felt.png"))
    seen = {common}
    for game in GAMES:
        table = SimpleNamespace(session=SimpleNamespace(game_name=game))
        felt = TablePainter(table).felt()  # type: ignore[arg-type]
        assert felt is not None and felt.get_size() == (512, 512), game
        digest = _pixels(felt)
        assert digest not in seen, f"{game} has no table of its own"
        seen.add(digest)
        # seamless: the tile's opposite edges continue each other (no hard seam)
        left = [felt.get_at((0, y))[:3] for y in range(0, 512, 16)]
        right = [felt.get_at((511, y))[:3] for y in range(0, 512, 16)]
        diff = sum(
            abs(a - b)
            for la, ra in zip(left, right, strict=True)
            for a, b in zip(la, ra, strict=True)
        )
        assert diff / len(left) < 90, (game, diff / len(left))
