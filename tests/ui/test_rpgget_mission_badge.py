"""RPG Get!'s mission names keep clear of the badge (a new player at 1280x720 read "from
Valua", "Crescent Isle" and "Clear the Forest" under the star badge, which stretched down the
taller name plate): at every card size the RPG Get! tables draw (hand, arena, score pile, other
seats) at 100, 150 and 200 % text, no line of a mission's name meets the badge's rect, in the
title's corner or, under a name on several lines, on the art's corner."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.registry import info, load
from tabletop.ui import assets, theme
from tabletop.ui.components import card
from tabletop.ui.scenes.howto import card_pictures
from tests.ui import screenprobe, textprobe

# seed, bot actions before the shot, seats: a hand, an attempt in the arena, score piles
SCENES = [(7, 13, "human,bot"), (7, 14, "human,bot"), (7, 60, "human,bot,bot,bot"),
          (7, 200, "human,bot")]  # fmt: skip


def _sizes(monkeypatch: pytest.MonkeyPatch) -> set[tuple[int, int]]:
    from tabletop.ui.table import TableScene

    sizes: set[tuple[int, int]] = set()
    real = card.face

    def face(game: str, c: Any, size: Any, *a: Any, **k: Any) -> pygame.Surface:
        sizes.add((int(size[0]), int(size[1])))
        return real(game, c, size, *a, **k)

    monkeypatch.setattr(card, "face", face)
    for seed, after, seats in SCENES:
        for scale in (100, 150, 200):
            app = screenprobe.make_app((1280, 720), scale)
            try:
                session = textprobe._session("rpgget", seed, after, seats)
                table = TableScene(app, session, viewer=0)
                app.push(table)
                table.draw(app.screen)
            finally:
                theme.set_ui(100, False)
                pygame.quit()
    monkeypatch.setattr(card, "face", real)
    return {s for s in sizes if s[0] >= card.THUMB_W}


def test_mission_names_keep_clear_of_the_badge(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    sizes = _sizes(monkeypatch)
    assert len(sizes) >= 5, sizes
    pygame.init()
    assets.clear_caches()
    view = load(info("rpgget").view)
    faces = [dict(view.face_data(c)) for c in card_pictures("rpgget").values()]
    missions = [f for f in faces if f.get("kind") == "mission"]
    names = {str(f["name"]) for f in missions}
    assert {"Escape from Valua", "Race to Crescent Isle", "Clear the Forest"} <= names
    drawn: list[pygame.Rect] = []
    real_blit = theme.blit_text

    def blit_text(surf: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
        r = real_blit(surf, text, *a, **k)
        drawn.append(r)
        return r

    monkeypatch.setattr(theme, "blit_text", blit_text)
    real_paint = card._paint_name
    lines: list[pygame.Rect] = []

    def paint(*a: Any, **k: Any) -> None:
        drawn.clear()
        real_paint(*a, **k)
        lines.extend(drawn)

    monkeypatch.setattr(card, "_paint_name", paint)
    bad, checked, moved = [], 0, 0
    for size in sorted(sizes):
        for f in missions:
            card.clear_cache()
            lines.clear()
            name = str(f["name"])
            card.face("rpgget", f, size)
            lay = card.LAYOUTS[("rpgget", name, size)]
            badge = lay["badge"]
            assert lines and badge.width > 0 and badge.height > 0, (name, size)
            moved += badge.top >= lay["art"].top
            for r in lines:
                ink = r.inflate(-2, -2 * max(1, r.height // 6))
                if ink.colliderect(badge):
                    bad.append((name, size, tuple(ink), tuple(badge)))
            checked += 1
    assert checked > 50 and moved > 0
    assert not bad, bad[:6]
