"""RPG Get!'s Enemies in a hand say what they are on their face at every window size: ENEMY
(BOSS), their HP and their size on a band at the foot (a small card drops its plate for its
name: a player learned a card was an Enemy only from a refused drop)."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget import layout
from tabletop.games.rpgget.cards import card_defs
from tabletop.games.rpgget.layout import hand_face
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.parts.layout import CardItem
from tabletop.ui.table import TableScene
from tests.ui.textspy import record_texts


def enemies() -> list[dict[str, Any]]:
    out = [d.to_view() for d in card_defs().values() if d.type == "enemy"]
    assert any(c.get("boss") for c in out)
    return [dict(c, id=i) for i, c in enumerate(out)]


@pytest.mark.parametrize("size", [(64, 88), (82, 112), (123, 168)])
def test_every_enemy_says_enemy_hp_and_size_at_every_hand_size(
    app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    monkeypatch.setattr(layout, "_BANDED", {})  # drawn here, not taken from another test
    said = record_texts(monkeypatch)
    for c in enemies():
        said.clear()
        face = hand_face(c, size)
        assert face.get_size() == size
        words = " ".join(w.text for w in said)
        assert ("BOSS" if c.get("boss") else "ENEMY") in words, c["name"]
        assert f"HP{c['hp']}" in words.replace(" ", ""), (c["name"], words)
        assert re.search(rf"\bS(IZE|Z)? ?{c['size']}\b", words), (c["name"], words)
        assert all(w.px >= 12 for w in said)


@pytest.mark.parametrize("app_size", [(1024, 600), (1280, 720)])
def test_the_table_draws_and_drags_an_enemy_of_the_hand_with_its_band(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = Session("rpgget", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    t = TableScene(app, s, viewer=0, frozen=True)
    app.push(t)
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    items = [it for it in lay.items if isinstance(it, CardItem) and it.zone == "hand/0"]
    enemy = next(it for it in items if it.card and it.card.get("type") == "enemy")
    monkeypatch.setattr(layout, "_BANDED", {})
    said = record_texts(monkeypatch)
    assert enemy.face is not None
    enemy.face()  # what a drag carries
    assert "ENEMY" in [w.text for w in said]
    said.clear()
    layout._BANDED.clear()
    t.draw(pygame.Surface(t.size))
    assert "ENEMY" in [w.text for w in said]
