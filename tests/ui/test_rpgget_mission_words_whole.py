"""RPG Get! with two players at 100 % on 1024x600: the arena's Mission was a 50x54 card whose
name broke inside its words ("Esca-/fro...", "Evolu-tion..."), the card grown no wider than
1.8 times the arena's small card. It now grows wider, as high, up to a quarter of the arena,
until every word of its name is whole; it keeps clear of the party's and enemies' cards."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.labels import face_card
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components.card import THUMB_W, name_unbroken
from tests.ui import screenprobe, textprobe

#: (seed, bot actions before): a computer attempting "Escape from Valua", "Hunt the Golden
#: Rappy", "Salvage the Cyframe", "Rescue the Songstress"
SCENES = [(1, 44), (1, 68), (2, 104), (7, 140)]
SHOTS = [((1024, 600), 100), ((1280, 720), 100), ((1280, 720), 200)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
@pytest.mark.parametrize("scene", SCENES, ids=[f"{s}-{a}" for s, a in SCENES])
def test_the_arena_mission_keeps_its_words_whole(
    home: Path, size: tuple[int, int], scale: int, scene: tuple[int, int]
) -> None:
    seed, after = scene
    try:
        session = textprobe._session("rpgget", seed, after, "human,bot")
        t, _shot = screenprobe.drawn_table(size, scale, session, keys=False)
        pygame.image.save(t.app.screen, str(home / f"mission-{size[0]}-{scale}.png"))
        boxes = t.gv.boxes(t.view, 0)
        mission = [(c, r) for c, r, w in boxes if w == "mission"]
        assert len(mission) == 1
        c, r = mission[0]
        assert r.width >= THUMB_W, tuple(r)
        assert name_unbroken("rpgget", face_card(c), r.size), (c["name"], tuple(r))
        others = [q for _c, q, w in boxes if w in ("active", "enemy")]
        assert not [q for q in others if q.colliderect(r)], (tuple(r), others)
        arena = t.gv.areas["arena"]
        assert arena.contains(r), (tuple(r), tuple(arena))
    finally:
        theme.set_ui(100, False)
        pygame.quit()
