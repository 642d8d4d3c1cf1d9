"""A card's name stays in its title band (issue 52): shrunk to fit, then on more lines on a
taller plate, an ellipsis only as the last resort, and never over the art. Checked on the
drawn faces of each game's longest names at every card size its tables use (hand, table,
other seats, arena) at 100, 150 and 200 % text: each line's inked box lies inside the title
band and clear of the art (a squat face wrote a third line over its art, a word wider than a
small card's band ran over its frame)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.registry import info, load
from tabletop.ui import assets, theme
from tabletop.ui.components import card
from tabletop.ui.components.textfit import width
from tabletop.ui.scenes.howto import card_pictures
from tests.ui import screenprobe, textprobe

SCENES = [
    ("espionage", 7, 6, "human,bot,bot,bot"),
    ("beanz", 5, 24, "human,bot"),
    ("austin", 4, 40, "human,bot,bot,bot,bot,bot"),
    ("austin", 4, 90, "human,bot,bot,bot"),
    ("rpgget", 7, 60, "human,bot,bot,bot"),
    ("rpgget", 7, 13, "human,bot"),
]


def _table_sizes(monkeypatch: pytest.MonkeyPatch) -> dict[str, set[tuple[int, int]]]:
    """The face sizes each game's tables draw at 100, 150 and 200 % text (1280x720)."""
    from tabletop.ui.table import TableScene

    sizes: dict[str, set[tuple[int, int]]] = {}
    real = card.face

    def face(game: str, c: Any, size: Any, *a: Any, **k: Any) -> pygame.Surface:
        sizes.setdefault(game, set()).add((int(size[0]), int(size[1])))
        return real(game, c, size, *a, **k)

    monkeypatch.setattr(card, "face", face)
    for game, seed, after, seats in SCENES:
        for scale in (100, 150, 200):
            app = screenprobe.make_app((1280, 720), scale)
            try:
                table = TableScene(app, textprobe._session(game, seed, after, seats), viewer=0)
                app.push(table)
                table.draw(app.screen)
            finally:
                theme.set_ui(100, False)
                pygame.quit()
    monkeypatch.setattr(card, "face", real)
    return sizes


def test_long_names_stay_in_their_title_band(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    sizes = _table_sizes(monkeypatch)
    assert {"espionage", "beanz", "austin", "rpgget"} <= set(sizes)
    pygame.init()
    assets.clear_caches()  # the fonts of the tables above went with pygame.quit()
    drawn: list[pygame.Rect] = []
    real_blit = theme.blit_text

    def blit_text(surf: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
        r = real_blit(surf, text, *a, **k)
        drawn.append(r)
        return r

    monkeypatch.setattr(theme, "blit_text", blit_text)
    bad = []
    checked = 0
    for game, game_sizes in sizes.items():
        view = load(info(game).view)
        faces = [dict(view.face_data(c)) for c in card_pictures(game).values()]
        faces.sort(key=lambda f: -width(str(f.get("name")), card.MIN_PX, "cond_bold"))
        for size in sorted(s for s in game_sizes if s[0] >= card.THUMB_W):
            for f in faces[:6]:
                card.clear_cache()
                name = str(f["name"])
                real_paint = card._paint_name
                lines: list[pygame.Rect] = []

                def paint(
                    *a: Any, real_paint: Any = real_paint, lines: Any = lines, **k: Any
                ) -> None:
                    drawn.clear()
                    real_paint(*a, **k)
                    lines.extend(drawn)

                monkeypatch.setattr(card, "_paint_name", paint)
                card.face(game, f, size)
                monkeypatch.setattr(card, "_paint_name", real_paint)
                lay = card.LAYOUTS[(game, name, size)]
                title, art_rect = lay["title"], lay["art"]
                assert lines, (game, name, size)
                for r in lines:
                    ink = r.inflate(-2, -2 * max(1, r.height // 6))
                    if not title.contains(ink) or ink.colliderect(art_rect):
                        bad.append((game, name, size, tuple(ink), tuple(title), tuple(art_rect)))
                checked += 1
    assert checked > 100
    assert not bad, bad[:6]
