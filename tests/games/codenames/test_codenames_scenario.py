"""The rulebook's Game Play Example, played as a scenario file, ends the way the rulebook says."""

from __future__ import annotations

import tomllib
from pathlib import Path

from tabletop.engine.scenario import load_scenario, run_scenario, run_scenario_file
from tabletop.games.codenames.rules import CodenamesGame

EXAMPLE = Path(__file__).with_name("rulebook_example.toml")


def test_game_play_example_same_outcome() -> None:
    expect = tomllib.loads(EXAMPLE.read_text())["expect"]
    out = run_scenario_file(EXAMPLE)
    assert out.ok, out.error
    g = out.game
    assert isinstance(g, CodenamesGame)
    assert g.phase == expect["phase"] and g.turn_team == expect["turn_team"]
    assert {t: g.left(t) for t in ("hydra", "shield")} == expect["left"]
    covered = {g.word(i): g.key[i] for i in range(25) if g.covers[i] is not None}
    assert covered == expect["covered"]
    assert [h["ended"] for h in g.history] == expect["ended"]
    assert [h["clue"]["word"] for h in g.history] == ["ANIMAL", "CHAIN", "FEMALE"]
    texts = [e["text"] for e in out.events]
    assert "HYDRA Agent covered LOCKJAW: neutral." in texts
    assert texts[-1] == "HYDRA's turn ends; S.H.I.E.L.D.'s Director gives a clue."


def test_example_fifth_guess_is_refused() -> None:
    spec = load_scenario(EXAMPLE)
    spec["actions"] = spec["actions"] + ["1:guess 9"]
    out = run_scenario(spec)
    assert not out.ok and out.error_index == len(spec["actions"]) - 1


def test_example_clues_are_illegal_for_marvel_experts() -> None:
    # CHAIN is part of GHOST RIDER'S CHAIN, so the For Marvel Experts variant refuses turn 2.
    spec = load_scenario(EXAMPLE)
    spec["options"] = {**spec["options"], "experts": "on"}
    out = run_scenario(spec)
    assert not out.ok and out.error_index == 2 and "Experts" in (out.error or "")
