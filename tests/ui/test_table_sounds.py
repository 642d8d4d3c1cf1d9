"""The table plays each game's sound cues (its ``GameInfo.sounds`` over the shared defaults)
for the events the seat on screen may see; no game view plays an event's sound itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.events import sound_for
from tabletop.engine.game import game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.mark.parametrize("game", [g for g in game_names() if info(g).view])
def test_the_table_plays_the_cues_of_the_events_shown(app: App, game: str, monkeypatch) -> None:
    n = info(game).demo_seats  # the table the game is shown at (Codenames: two teams)
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"B{i}") for i in range(1, n)]
    table = TableScene(app, Session(game, 3, seats))
    app.push(table)
    app.step([])
    heard: list[tuple[str, float]] = []
    monkeypatch.setattr(app.audio, "play", lambda name, volume=0.7: heard.append((name, volume)))
    cues = info(game).sounds
    cued = 0
    for _ in range(40):
        acting = [s for s in range(n) if table.game.legal_actions(s)]
        if table.game.is_terminal() or not acting:
            break
        seat = acting[0]
        action = table.game.legal_actions(seat)[0]
        heard.clear()
        events = table.session.apply(action)
        table.after_apply(action, events)
        want = [
            cue
            for e in events
            for shown in [table.session.shown(e, table.viewer)]
            if (cue := sound_for(cues, shown["kind"], shown.get("data") or {})) is not None
        ]
        # the end of a game adds its own win/lose sound after the cues
        assert heard[: len(want)] == want
        cued += len(want)
    assert cued, "forty moves made no sound at all"


def test_no_game_view_plays_an_events_sound_itself() -> None:
    games = Path(__file__).resolve().parents[2] / "tabletop" / "games"
    for view in games.glob("*/view.py"):
        text = view.read_text(encoding="utf-8")
        body = text.partition("def on_events")[2].partition("\n    def ")[0]
        assert "audio" not in body and ".sound(" not in body, view
