"""RPG Get!'s response window put to you with four players: the bar's question wrapped ("...
Defense, Recovery or" over "Event?") beside "Waiting for you: no hurry." on its row. Where the
whole question does not keep to one row, the bar takes shorter words ("Chain Gun attacks
Imperial Soldier: answer?"; the arena's line shows the targets): one row, clear of the clock."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe

SHOTS = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


def answer_session(seats: str, seed: int) -> Session:
    """Played by the computers up to a window that the person can answer with a card."""
    s = Session("rpgget", seed, [SeatConfig.parse(t, i) for i, t in enumerate(seats.split(","))])
    for _ in range(600):
        g = s.game
        if g.view(None)["phase"] == "window" and 0 in g.active_seats():
            if len(g.legal_actions(0)) > 1:
                return s
        a = g.active_seats()[0]
        s.apply((s.bots.get(a) or RandomBot()).choose(g.view(a), g.legal_actions(a), s.bot_rng))
    raise AssertionError("no window the person can answer: pick another seed")


@pytest.mark.parametrize("targets", [1, 3])
@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
def test_the_window_question_keeps_to_one_row_beside_the_clock(
    home: Path, size: tuple[int, int], scale: int, targets: int
) -> None:
    try:
        session = answer_session("human,bot,bot,bot", 7)
        if targets > 1:  # an attack on three (the words of a sweeping attack's question)
            pending = session.game.pending
            assert pending is not None
            att = session.game.view(None)["attempt"]
            more = [c for c in att["active"] if c not in (pending["user"], *pending["targets"])]
            pending["targets"] = [*pending["targets"], *more][:3]
            assert len(pending["targets"]) == 3
        t, shot = screenprobe.drawn_table(size, scale, session)
        pygame.image.save(t.app.screen, str(home / f"bar-{size[0]}-{scale}-{targets}.png"))
        bar = t.gv.bar_rect()
        assert bar is not None
        clock = [p.rect for p in shot.placed if p.text == "Waiting for you: no hurry."]
        assert clock, [p.text for p in shot.placed if bar.contains(p.rect)][:20]
        forms = t.gv.window_forms(t.view)
        heads = [p for p in shot.placed if p.text in forms and bar.contains(p.rect)]
        assert len(heads) == 1, [p.text for p in shot.placed if bar.contains(p.rect)][:20]
        head = heads[0]
        assert not head.cut and head.px >= theme.MIN_TEXT
        assert head.rect.right < clock[0].left, (tuple(head.rect), tuple(clock[0]))
    finally:
        theme.set_ui(100, False)
        pygame.quit()
