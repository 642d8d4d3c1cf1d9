"""The typed seat view (``rules/seatview.py``) says what ``Beanz.view(seat)`` really holds: the
same keys at the top, and in every slot, stack entry and the defender's targeting, in the
positions the table shows (setup, a mat with Cosmos cards, an attack on the stack, a target
prompt, a shot)."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine.game import new_game
from tabletop.games.beanz.rules import BeanzGame
from tabletop.games.beanz.rules.seatview import (
    BeanzView,
    Modifiers,
    Shooting,
    SlotView,
    StackEntry,
    Targeting,
)

MAT = [
    {"slot": 12, "bean": "Lion Bean", "cosmos": "Harvest Moon", "position": "bottomz"},
    {"slot": 13, "bean": "Cannonball Bean"},
    {"slot": 3, "bean": "Koala Bean", "cosmos": "Asteroid Field"},
    {"slot": 4, "bean": "Mermaid Bean", "position": "sidewayz"},
]
ATTACK = {"seat": 1, "attack": [12], "galaxy": 1}


def game(position: dict[str, Any] | None, shots: str = "model") -> BeanzGame:
    g = new_game("beanz", 0, 2, {"shots": shots})
    assert isinstance(g, BeanzGame)
    if position is not None:
        g.set_position(position)
    return g


def keys_of(td: Any) -> tuple[frozenset[str], frozenset[str]]:
    return td.__required_keys__, td.__required_keys__ | td.__optional_keys__


def fits(d: dict[str, Any], td: Any) -> None:
    required, known = keys_of(td)
    assert required <= d.keys() <= known, (td.__name__, set(d) ^ set(known))


@pytest.mark.parametrize(
    "position",
    [
        None,
        {"active": 0, "mat": MAT, "hands": {"0": ["Knockdown!"]}},
        {"active": 1, "mat": MAT, "stack": [ATTACK], "hands": {"0": ["You Slipped!"]}},
        {"active": 1, "mat": MAT, "stack": [ATTACK], "prompt": "target"},
    ],
)
@pytest.mark.parametrize("seat", [0, 1, None])
def test_a_seat_view_has_the_typed_keys(position: dict[str, Any] | None, seat: int | None) -> None:
    v = game(position).view(seat)
    fits(v, BeanzView)
    for sl in v["mat"]:
        fits(sl, SlotView)
    for it in v["stack"]:
        fits(it, StackEntry)
    if v["targeting"] is not None:
        fits(v["targeting"], Targeting)
    if v["modifiers"] is not None:
        fits(v["modifiers"], Modifiers)


def test_a_shot_is_typed_too() -> None:
    g = game(None, "physics")
    for _ in range(2000):
        if g.flow.phase == "loot" or g.is_terminal():
            break
        s = g.active_seats()[0]
        g.apply(g.legal_actions(s)[0])
    if g.flow.phase != "loot":
        pytest.skip("no shot reached")
    v = g.view(g.active_seats()[0])
    assert v["shooting"] is not None
    fits(v["shooting"], Shooting)
