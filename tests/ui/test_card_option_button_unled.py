"""A button sending an option of a question that is shown as a card keeps no room for a number
badge (issue 52): with a Medic taking from a discard pile of thirty cards, "Take Terrorist" sat
right of an empty badge corner, off centre, as the number is on the card. Decided with the
buttons' room (``MoveButtonsLayer.option_leads``), from the question alone: nothing else on
the table moves, and the game is asked no more often."""

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
    """Ann and a computer, seed 2: Ann's Medic asks which of thirty discarded cards to take."""
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
def test_a_take_button_of_a_card_option_keeps_no_badge_room(scale: int) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    t = TableScene(app, _medic_asked(), viewer=0)
    app.push(t)
    t.curtain_for = None
    app.step([])
    hand = [
        it.rect.copy()
        for it in t.gv.layout_for(t.view, 0).items
        if getattr(it, "zone", "") == "hand/0"
    ]
    assert hand
    for pick in (0, 8, len(t.focus.options()) - 1):  # a card picked: its Take button comes
        t.focus.options()[pick][2]()
        app.step([])
        take = [b for b in t.buttons if b.label.startswith("Take")]
        assert len(take) == 1, [b.label for b in t.buttons]
        assert take[0].lead == 0
        # its words centred in it: no empty corner left of them
        assert t.prompts.box.contains(take[0].rect)
        t.focus.active = True
        badged = {tuple(r) for r, _below, _corner in t.focus.numbered()}
        assert all(tuple(b.rect) in badged for b in t.buttons if b.lead)
        lay = t.gv.layout_for(t.view, 0)
        assert [
            it.rect for it in lay.items if getattr(it, "zone", "") == "hand/0"
        ] == hand  # nothing moved
