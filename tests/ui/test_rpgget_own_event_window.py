"""RPG Get! solo: the response window after your own attack is right by the rules when you hold
an Event ("Any player may play an Event card during any turn at the appropriate time"), but
you act again at once and may play it then: with "My own windows: pass" (the default) the
window passes itself, as it does for a Recovery; with "ask" it waits for you."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import parse_action
from tabletop.room.facts import facts_for
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock


def own_window_with_an_event() -> Session:
    """Seed 1: Ann's own attack opened a window; she holds an Event she may play in it."""
    facts = facts_for("rpgget")
    s = Session("rpgget", 1, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    me, rng = make_bot("rpgget", "normal"), random.Random(1)
    for _ in range(1500):
        g = s.game
        seat = g.active_seats()[0]
        own = bool(s.log) and parse_action(s.log[-1]).seat == 0
        if seat == 0 and own and facts.is_window(g.view(0)):
            if any(a.verb == "event" for a in g.legal_actions(0)):
                return s
        s.apply(me.choose(g.view(0), g.legal_actions(0), rng) if seat == 0 else s.bot_choice(seat))
    raise AssertionError("no own window with an Event")


def test_an_event_can_wait_for_your_next_action() -> None:
    s = own_window_with_an_event()
    view, legal = s.game.view(0), s.game.legal_actions(0)
    assert facts_for("rpgget").own_window_can_wait(view, 0, legal)


def passes_itself(app: App, clock: ManualClock, session: Session, setting: bool) -> None:
    """The person's own window in ``session`` passes by itself a second on where the setting
    says so (``setting``), else waits for them."""
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    n = len(session.log)
    table.next_bot_at = 0.0
    clock.advance(1.0)
    table.update(table.now())
    if setting:
        assert session.log[n : n + 1] == ["0:pass"]
    else:
        assert len(session.log) == n and table.window_key is not None


@pytest.mark.parametrize("setting", [True, False])
def test_your_own_window_passes_itself_while_you_hold_an_event(
    app: App, clock: ManualClock, setting: bool
) -> None:
    app.settings["pass_own_windows"] = setting
    passes_itself(app, clock, own_window_with_an_event(), setting)


def test_your_enemys_attack_stops_while_you_hold_an_event_for_now_only(app: App) -> None:
    """A new player's 'My own windows: pass' still stopped as their Enemy attacked on the
    computer's turn: Second Wind ("during a mission attempt") cannot wait for the next turn of
    their own there, so the window asks; the setting's words say so."""
    from tabletop.engine.game import new_game
    from tabletop.ui.scenes.settings_scene import SettingsScene

    g = new_game("rpgget", 1, 2)
    g.set_position(
        {
            "phase": "attempt",
            "step": "enemy_attack",
            "current": 1,
            "seats": [
                {"party": ["Ryudo"], "hand": ["Second Wind"]},
                {"party": ["RAmar"]},
            ],
            "attempt": {
                "mission": "Escape from Valua",
                "active": ["RAmar"],
                "enemies": [{"name": "Rag Rappy", "seat": 0}],
            },
        }
    )
    rappy = next(c for c in g.zones["arena"].cards if g.defs[c].name == "Rag Rappy")
    g.apply(f"0:act {rappy} 0")
    g.apply(next(a for a in g.legal_actions(0) if a.verb == "target"))
    legal = g.legal_actions(0)
    assert any(a.verb == "event" for a in legal), legal
    assert not facts_for("rpgget").own_window_can_wait(g.view(0), 0, legal)
    words = next(r[2] for r in SettingsScene(app).rows() if r[0] == "My own windows")
    assert "Event" in words and "stops" in words
