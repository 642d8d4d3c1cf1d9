"""An Evil player's own Agents show their Ransom on her own row (a new player's walk: a Good
player's Agents showed "Mojo 10" there, an Evil player's nothing)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


def test_an_evil_players_own_agents_show_their_ransom(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An Evil player's own Agents, small in her own row, showed name and art only: "Ransom
    $10B" did not fit and was left out (a Good player's "Mojo 10" fitted). The short "$10B"
    stands in its place."""
    from tabletop.ui.components import card as card_component
    from tests.ui.textspy import record_texts

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    s = Session("austin", 1, [SeatConfig("human", "Bea"), SeatConfig("bot", "Ann", "normal")])
    good = "Austin Powers, International Man of Mystery"
    seats = [
        {"side": "evil", "table": ["Fembot", "Unibrau, Hot German Birdie"]},
        {"side": "good", "table": [good]},
    ]
    s.game.set_position({"current": 0, "actions": 2, "seats": seats})
    app = screenprobe.make_app((1280, 720), 100)
    try:
        card_component.clear_cache()
        said = record_texts(monkeypatch)
        t = TableScene(app, s, viewer=0, frozen=True)
        app.push(t)
        t.draw(app.screen)
        texts = {w.text for w in said}
        assert {"$5B", "$10B"} <= texts or {"Ransom $5B", "Ransom $10B"} <= texts, texts
    finally:
        pygame.quit()
