"""RPG Get!: in an answer window a player dragged her Event onto her own party and read
"Characters are played during your Play phase; now it is a response window: ... An Event goes
onto the arena when its timing comes.": the first sentence spoke of Characters, not of the
card dragged. The refusal now speaks of the Event: "An Event goes onto the arena: drop it
there." (and of where it goes when it cannot be played now)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    return tmp_path


def event_window() -> tuple[Session, int]:
    """A window that lets the person (seat 0) play an Event from her hand, and that Event."""
    for seed in range(1, 40):
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")]
        s = Session("rpgget", seed, seats)
        for _ in range(400):
            g = s.game
            if g.is_terminal():
                break
            view = g.view(None)
            if view["phase"] == "window" and 0 in g.active_seats():
                ev = [a for a in g.legal_actions(0) if a.verb == "event"]
                if ev:
                    return s, int(ev[0].args[0])
            a = g.active_seats()[0]
            bot = s.bots.get(a) or RandomBot()
            s.apply(bot.choose(g.view(a), g.legal_actions(a), s.bot_rng))
    raise AssertionError("no window offered the person an Event")


def test_an_event_dropped_on_the_party_in_a_window_speaks_of_the_event(app: App) -> None:
    s, card = event_window()
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    seat = table.acting_seat()
    assert seat == 0 and table.view["phase"] == "window"
    lay = table.hits.layout(table.view, seat)
    assert lay is not None
    payload = next(it.card for it in lay.draggables() if it.card.get("id") == card)
    matches, nominal = table.hits.candidates(
        seat, payload, ("party",), table.view, table.legal(seat)
    )
    assert not matches
    said = table.cards.why_not(nominal, table.hits.drop_hint(table.view, seat, payload, ("party",)))
    assert said.startswith("An Event goes onto the arena: drop it there."), said
    assert "Characters are played" not in said, said
