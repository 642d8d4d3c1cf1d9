"""RPG Get! at the end of a computer's turn with four players: the reaction window's bar lay over
the idle arena's grey line "Mission arena: drag a Mission here in your Mission phase to attempt
it." (at 200 % on 1280x720 the bar's top cut it through its middle; at 1024x600 its ends stuck
out at the sides of the bar's box). The line now lies whole above the bar, or not at all."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.rpgget.labels import ARENA_IDLE
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe

SHOTS = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100),
         ((1024, 600), 200)]  # fmt: skip


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


def turn_end(seed: int) -> Session:
    """Four seats played by the computers (and a random person) up to the window of a
    computer's turn's end that asks the person."""
    seats = [SeatConfig.parse(t, i) for i, t in enumerate("human,bot,bot,bot".split(","))]
    s = Session("rpgget", seed, seats)
    for _ in range(600):
        g = s.game
        view = g.view(None)
        if view["phase"] == "window" and not view.get("pending") and 0 in g.active_seats():
            if view.get("current") != 0:
                return s
        a = g.active_seats()[0]
        s.apply((s.bots.get(a) or RandomBot()).choose(g.view(a), g.legal_actions(a), s.bot_rng))
    raise AssertionError("no turn's end asked the person: pick another seed")


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
def test_the_idle_arenas_line_keeps_clear_of_a_windows_bar(
    home: Path, size: tuple[int, int], scale: int
) -> None:
    try:
        t, shot = screenprobe.drawn_table(size, scale, turn_end(7))
        pygame.image.save(t.app.screen, str(home / f"idle-{size[0]}-{scale}.png"))
        bar = t.gv.bar_rect()
        assert bar is not None
        arena = t.gv.areas["arena"]
        idle = [
            p for p in shot.placed if p.text in ARENA_IDLE or p.text.startswith("Mission arena")
        ]
        for p in idle:
            assert not p.rect.colliderect(bar), (p.text, tuple(p.rect), tuple(bar))
            assert arena.contains(p.rect), (p.text, tuple(p.rect), tuple(arena))
        if size == (1280, 720) and scale < 200:
            assert idle  # room for it above the bar
    finally:
        theme.set_ui(100, False)
        pygame.quit()
