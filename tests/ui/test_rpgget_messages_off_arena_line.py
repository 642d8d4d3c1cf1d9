"""RPG Get! at 200 % on 1280x720 with four players: a computer's end-of-turn message ("Computer
4 fails Evolution Ruins: ... Computer 4's turn ends.") lay across the arena's line "Redraw:
click up to two cards to swap, then Redraw (or Keep hand).", and a refused drop's red reason
("Rewards go to the inventory during your Play phase; ...") across "Mission: drag a Mission
here to attempt it, or No mission.": only the line's ends showed. The idle arena's line of what
to do is a label of the table now, which its messages and a refusal keep clear of."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

SHOTS = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
FOUR = "human,bot,bot,bot"
#: (moves played, the arena's line's start, the message, its kind, a refusal)
SCENES = [
    (132, "Redraw:", "Computer 4 fails Evolution Ruins: Gargoyle still had 3 of 5 HP. "
     "Evolution Ruins was discarded. Computer 4's turn ends.", "info", False),
    (135, "Mission:", "Rewards go to the inventory during your Play phase; now it is your "
     "Mission phase: attempt a mission or skip.", "bad", True),
]  # fmt: skip


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
@pytest.mark.parametrize("scene", SCENES, ids=["turn-end-toast", "refusal"])
def test_messages_keep_off_the_arenas_line_of_what_to_do(
    home: Path, size: tuple[int, int], scale: int, scene: tuple[int, str, str, str, bool]
) -> None:
    after, start, message, kind, refusal = scene
    session = textprobe._session("rpgget", 7, after, FOUR)

    def setup(t: Any) -> None:
        if refusal:  # a Reward dropped on the arena's middle
            t.toast_anchor = t.gv.areas["arena"].center
        t.toasts.add(message, kind)

    try:
        t, shot = screenprobe.drawn_table(size, scale, session, setup, keys=False)
        pygame.image.save(t.app.screen, str(home / f"arena-line-{size[0]}-{scale}.png"))
        arena = t.gv.areas["arena"]
        line = [p.rect for p in shot.placed if p.text.startswith(start) and arena.contains(p.rect)]
        assert line, [p.text for p in shot.placed]
        boxes = t.toasts.drawn
        assert boxes
        hit = [(tuple(b), tuple(r)) for b in boxes for r in line if b.colliderect(r)]
        assert not hit, hit
    finally:
        theme.set_ui(100, False)
        pygame.quit()
