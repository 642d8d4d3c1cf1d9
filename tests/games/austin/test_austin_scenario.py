"""The documented Austin Powers scenario example runs and ends where its [expect] says."""

from __future__ import annotations

import tomllib
from pathlib import Path

from tabletop.engine.scenario import run_scenario_file
from tabletop.games.austin.rules import AustinGame

HERE = Path(__file__).parent


def test_scenario_example() -> None:
    path = HERE / "shag_with_bones.toml"
    out = run_scenario_file(path)
    assert out.error_index is None
    g = out.game
    assert isinstance(g, AustinGame)
    expect = tomllib.loads(path.read_text())["expect"]
    assert [g.names[c] for c in g.score[0]] == expect["score0"]
    assert sorted(g.names[c] for c in g.discard[1]) == expect["discard1"]
