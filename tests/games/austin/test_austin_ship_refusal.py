"""Austin Powers: a ship Agent refused says the ship rule. With no actions left a player
played Dick, Fighter Pilot free, the others answered with no ship Agent, and Johnson, Radar
Operator was then refused with "You have used your actions", though a moment before a ship
Agent had been free: nothing named the ship rule ("Each turn, you may play one ship Agent
without it costing one of your actions ... If at least one opponent does this, however, you are
then free to play another"). The refusal now names it."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import IllegalAction
from tabletop.engine.game import new_game
from tabletop.games.austin.rules import AustinGame

SHIPS = ["Dick, Fighter Pilot", "Johnson, Radar Operator"]


def _game(others: list[list[str]]) -> AustinGame:
    g = new_game("austin", 1, 1 + len(others))
    assert isinstance(g, AustinGame)
    seats = [{"side": "good", "hand": list(SHIPS)}]
    seats += [{"side": "evil" if i % 2 == 0 else "good", "hand": h} for i, h in enumerate(others)]
    g.set_position({"current": 0, "actions": 0, "seats": seats})
    return g


def test_a_second_ship_agent_unanswered_is_refused_by_the_ship_rule() -> None:
    g = _game([["Zip It!"], ["Zip It!"]])
    g.apply(f"0:agent {g.find('Dick, Fighter Pilot')}")  # free: this turn's ship Agent
    for seat in (1, 2):
        g.apply(f"{seat}:pass")
    with pytest.raises(IllegalAction) as e:
        g.apply(f"0:agent {g.find('Johnson, Radar Operator')}")
    said = str(e.value)
    assert "ship Agent" in said and "free" in said, said
    assert "opponent answers" in said, said


def test_a_ship_agent_answered_with_one_is_free_again() -> None:
    """The rule as before: an opponent's ship Agent in answer makes another one free."""
    g = _game([["Johnson, Radar Operator"]])
    g.apply(f"0:agent {g.find('Dick, Fighter Pilot')}")
    g.apply(f"1:ship {g.find('Johnson, Radar Operator', 1)}")
    g.apply(f"0:agent {g.find('Johnson, Radar Operator', 0)}")
    assert len(g.table[0]) == 2
