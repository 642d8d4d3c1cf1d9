"""An option past the ninth shows no number badge, so its button keeps no room for one: with a
Medic taking from a discard pile of many cards, "Take Assassin" sat off centre, right of an
empty corner. Every button that keeps room for a badge has one drawn."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _medic_asked() -> Session:
    """Ann (normal play) and a computer, seed 2: Ann's Medic asks which of many discarded
    cards to take."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    s = Session("espionage", 2, seats, info("espionage").unattended)
    me, rng = make_bot("espionage", "normal"), random.Random(2)
    for _ in range(400):
        g = s.game
        p = g.view(0).get("prompt")
        if p and p.get("kind") == "medic" and 0 in g.active_seats():
            assert len(p["options"]) > 9
            return s
        seat = g.active_seats()[0]
        s.apply(me.choose(g.view(0), g.legal_actions(0), rng) if seat == 0 else s.bot_choice(seat))
    raise AssertionError("no Medic question")


@pytest.mark.parametrize("scale", [100, 200])
def test_a_button_keeps_room_for_a_badge_only_where_one_is_drawn(scale: int) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    t = TableScene(app, _medic_asked(), viewer=0)
    app.push(t)
    t.curtain_for = None
    app.step([])
    for pick in (0, 8, len(t.focus.options()) - 1):  # a card picked: its Take button comes
        t.focus.options()[pick][2]()
        app.step([])
        take = [b for b in t.buttons if b.label.startswith("Take")]
        assert take, [b.label for b in t.buttons]
        badged = {tuple(r) for r, _below, _corner in t.focus.numbered()}
        led = [b for b in t.buttons if b.lead]
        assert all(tuple(b.rect) in badged for b in led), [b.label for b in led]
