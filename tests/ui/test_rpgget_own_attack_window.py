"""RPG Get! solo: Ann's own Ryudo attacks the Rag Rappy in her own attempt while her inventory
holds a Healing Herb (a Recovery) and a Red Barrier (a Defense). Neither answers her own attack:
the Defense guards only a card of hers that is attacked, the Herb may be used at her next
action as well. The window her attack opened used to stop her ("Player 1 answers Ryudo's
attack ... Pass [Space]") after each attack; with "My own windows: pass" it passes itself.
A Defense of a card of hers that an enemy attacks is still asked for."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.room.facts import facts_for
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tests.ui.fakeclock import ManualClock
from tests.ui.test_rpgget_own_event_window import passes_itself


def _cid(session: Session, name: str) -> int:
    g = session.game
    return next(c for c in range(len(g.defs)) if g.defs[c].name == name and g.zone_of(c))


def own_attack(inventory: list[str]) -> Session:
    """Ann's Ryudo has just attacked the Rag Rappy in her attempt: the window is open."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    s = Session("rpgget", 5, seats, {})
    s.game.set_position(
        {
            "phase": "attempt",
            "step": "party_attack",
            "current": 0,
            "seats": [
                {"party": ["Ryudo"], "inventory": inventory, "deck": ["Looper"] * 20},
                {"party": ["RAmar"], "deck": ["Looper"] * 20},
            ],
            "attempt": {
                "mission": "Escape from Valua",
                "active": ["Ryudo"],
                "enemies": [{"name": "Rag Rappy", "seat": 1}],
            },
        }
    )
    g = s.game
    ryudo = next(a.args[0] for a in g.legal_actions(0) if a.verb == "act")
    s.apply(Action(0, "act", (ryudo, 0)))
    s.apply(next(a for a in g.legal_actions(0) if a.verb == "target"))
    return s


def test_a_defense_and_a_herb_do_not_answer_your_own_attack() -> None:
    s = own_attack(["Healing Herb", "Red Barrier"])
    view, legal = s.game.view(0), s.game.legal_actions(0)
    facts = facts_for("rpgget")
    assert facts.is_window(view), view["phase"]
    assert {a.verb for a in legal} == {"pass", "use"}, legal
    assert facts.own_window_can_wait(view, 0, legal)


@pytest.mark.parametrize("setting", [True, False])
def test_your_own_attack_passes_its_window_itself(
    app: App, clock: ManualClock, setting: bool
) -> None:
    app.settings["pass_own_windows"] = setting
    passes_itself(app, clock, own_attack(["Healing Herb", "Red Barrier"]), setting)


def test_a_defense_of_your_attacked_card_is_asked_for() -> None:
    """The Rag Rappy (Bo's) attacks Ann's Ryudo: her Red Barrier answers that attack."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    s = Session("rpgget", 5, seats, {})
    g = s.game
    g.set_position(
        {
            "phase": "attempt",
            "step": "enemy_attack",
            "current": 0,
            "seats": [
                {"party": ["Ryudo"], "inventory": ["Red Barrier"], "deck": ["Looper"] * 20},
                {"party": ["RAmar"], "deck": ["Looper"] * 20},
            ],
            "attempt": {
                "mission": "Escape from Valua",
                "active": ["Ryudo"],
                "enemies": [{"name": "Rag Rappy", "seat": 1}],
            },
        }
    )
    rappy = next(c for c in g.zones["arena"].cards if g.defs[c].name == "Rag Rappy")
    s.apply(Action(1, "act", (rappy, 0)))
    s.apply(next(a for a in g.legal_actions(1) if a.verb == "target"))
    legal = g.legal_actions(0)
    assert any(a.verb == "use" for a in legal), legal
    assert not facts_for("rpgget").own_window_can_wait(g.view(0), 0, legal)
