"""A sentence that ends with a team name ending in a dot ("S.H.I.E.L.D.") takes no second
full stop."""

from __future__ import annotations

from tabletop.games.codenames.paint import double_agent_note


def _grid(team: str) -> list[dict[str, object]]:
    grid: list[dict[str, object]] = [
        {"index": i, "word": "HULK", "kind": "", "cover": None} for i in range(25)
    ]
    grid[3] = {
        "index": 3,
        "word": "KNOWHERE",
        "kind": "",
        "cover": {"card": team, "name": "Double Agent"},
    }
    return grid


def test_the_double_agent_note_ends_shield_with_one_full_stop() -> None:
    ((text, _colour),) = double_agent_note({"grid": _grid("shield")})
    assert text.endswith("whose hero it was: S.H.I.E.L.D."), text
    assert ".." not in text


def test_the_double_agent_note_still_ends_hydra_with_a_full_stop() -> None:
    ((text, _colour),) = double_agent_note({"grid": _grid("hydra")})
    assert text.endswith("whose hero it was: HYDRA."), text
