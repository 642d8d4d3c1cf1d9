"""RPG Get! choosing targets in the arena with four players at 1024x600: the cards are too small
for a number key's badge on their pictures, so each badge lies under its card, and it lay over
the rank label there ("(1)iddl(2)" under Savage Wolf and Canadine). Where a badge lies under its
card the rank label gives way; no badge covers a label's words."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.layers.focus_parts import badge_rect
from tests.ui import screenprobe, textprobe

#: (seats, seed, moves): Lunar Light's targets (four in the arena); Second Wind's
SCENES = [("human,bot,bot,bot", 7, 21), ("human,bot,bot,bot", 13, 23), ("human,bot", 3, 23)]
SHOTS = [((1024, 600), 100), ((1024, 600), 200), ((1280, 720), 100), ((1280, 720), 200)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
@pytest.mark.parametrize("scene", SCENES, ids=[f"{s.count(',') + 1}p-{n}" for s, n, _a in SCENES])
def test_no_number_badge_covers_a_rank_label(
    home: Path, size: tuple[int, int], scale: int, scene: tuple[str, int, int]
) -> None:
    seats, seed, after = scene
    try:
        t, shot = screenprobe.drawn_table(
            size, scale, textprobe._session("rpgget", seed, after, seats)
        )
        pygame.image.save(t.app.screen, str(home / f"badges-{size[0]}-{scale}.png"))
        gv = t.gv
        badges = [
            badge_rect(r, t.scale, below, tab, gv.badge_room(t.view, r))
            for r, below, tab in t.focus.numbered()
        ]
        assert len(badges) >= 2
        labels = [
            p.rect.inflate(-4, -2 * max(2, p.rect.height // 6))
            for p in shot.placed
            if p.text.split(" (")[0] in ("Front", "Middle", "Back")
        ]
        hits = [(tuple(lb), tuple(b)) for lb in labels for b in badges if lb.colliderect(b)]
        assert not hits, hits
    finally:
        theme.set_ui(100, False)
        pygame.quit()
