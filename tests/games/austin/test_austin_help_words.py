"""An attempt's refusals say only what is offered: with two players the defender was told "Now
you can play a Frickin' Bone on your Agent, ask for help or give up", though help is not
offered there (the only other player is the attacker). With three it still is."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import IllegalAction
from tests.games.austin.test_austin_core import AUSTIN, game


def _attempt(players: int, **extra: object) -> object:
    seats = [
        {"side": "good", "table": [AUSTIN], "hand": ["Shagette"]},
        {"side": "evil", "table": ["Fembot"], "hand": ["Shagette"]},
    ]
    if players == 3:
        seats.append({"side": "good", "table": ["Shagette"]})
    g = game(seats, **extra)
    g.apply(f"0:attempt {g.find(AUSTIN)} {g.find('Fembot')}")
    return g


def _refusal(g: object, action: str) -> str:
    with pytest.raises(IllegalAction) as e:
        g.apply(action)  # type: ignore[attr-defined]
    return str(e.value)


def test_two_players_are_not_told_to_ask_for_help() -> None:
    g = _attempt(2)
    assert all(a.verb != "help" for a in g.legal_actions(1))  # type: ignore[attr-defined]
    said = _refusal(g, "1:help")
    assert said == (
        "That move is not possible now. Now you can play a Frickin' Bone on your Agent or give up."
    )
    said = _refusal(g, f"1:agent {g.find('Shagette')}")  # type: ignore[attr-defined]
    assert said.endswith("now it is an attempt: play a Frickin' Bone on your Agent or give up.")
    assert "help" not in said


def test_help_is_named_where_it_is_offered() -> None:
    g = _attempt(3)
    assert any(a.verb == "help" for a in g.legal_actions(1))  # type: ignore[attr-defined]
    said = _refusal(g, f"1:agent {g.find('Shagette')}")  # type: ignore[attr-defined]
    assert said.endswith("an attempt: play a Frickin' Bone on your Agent, ask for help or give up.")
