"""The app's hard level is the measured one (issue 53): it searches the iterations the official
runs played (``search.HARD_BUDGETS`` by game and seat count, scaled by the player's setting),
so its moves are those of a run at that budget, and every current official run
(``tools/official_runs.py``) plays the app's budget for its game and seat count."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from tabletop.ai import search
from tabletop.ai.base import make_bot, searches
from tabletop.ai.search import SearchBot, hard_budget
from tabletop.engine.game import game_names, new_game
from tabletop.engine.registry import info

ROOT = Path(__file__).resolve().parents[2]


def _official_runs():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("official_runs", ROOT / "tools/official_runs.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    path = list(sys.path)
    try:
        spec.loader.exec_module(mod)
    finally:
        sys.path[:] = path  # the tool puts the checkout on the path; the tests keep it off
    return mod


def test_the_budgets_are_the_measured_ones() -> None:
    """Espionage 150 at two seats and 300 from three on, Austin Powers 150, Mighty Beanz 600,
    RPG Get! 60; the setting scales them (0.25 to 4 s), never below one iteration."""
    assert [hard_budget("espionage", n) for n in (2, 3, 4)] == [150, 300, 300]
    assert [hard_budget("austin", n) for n in (2, 4)] == [150, 150]
    assert hard_budget("beanz", 2) == 600
    assert [hard_budget("rpgget", n) for n in (2, 4)] == [60, 60]
    assert hard_budget("espionage", 2, 0.25) == 38 and hard_budget("beanz", 2, 4.0) == 2400
    assert hard_budget("rpgget", 2, 0.001) == 1


def test_every_searching_hard_level_has_a_budget_and_no_fixed_count_in_the_app(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every game whose hard level searches has its iterations in the table; outside the test
    run (``HARD_ITERATIONS`` unset) the level counts no fixed number of its own, so it searches
    the table's for the game in hand."""
    monkeypatch.setattr(search, "HARD_ITERATIONS", None)
    searched = [g for g in game_names() if "hard" in info(g).bots and searches(make_bot(g, "hard"))]
    assert sorted(searched) == sorted(search.budgets())
    for name in searched:
        bot = make_bot(name, "hard")
        assert isinstance(bot, SearchBot)
        assert bot.iterations is None and bot.budget is None
        two = new_game(name, 1, 2, info(name).unattended)
        assert bot.decision_budget(two) == (hard_budget(name, 2), search.THINK_CAP)


@pytest.mark.parametrize("name", ["espionage", "austin"])
def test_the_apps_level_plays_the_moves_of_a_run_at_its_budget(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app's budget (the table's, small here so the test is quick) and a fixed budget of
    the same count (``simulate --iterations``) search the same iterations and pick the same
    move from the same stream: a hard game is reproducible from its seed and moves."""
    monkeypatch.setitem(search.HARD_BUDGETS, name, ((2, 7),))
    monkeypatch.setitem(search.THINK, "seconds", 1.0)
    g = new_game(name, 11, 2, info(name).unattended)
    rng = random.Random(3)
    normal = make_bot(name, "normal")
    checked = 0
    while not g.is_terminal() and checked < 4:
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        if len(legal) > 1:
            app = SearchBot(name, clock=lambda: 0.0, cutoff=8)
            run = SearchBot(name, iterations=7, cutoff=8)
            assert app.choose_in(g, seat, random.Random(5)) == run.choose_in(
                g, seat, random.Random(5)
            )
            assert app.last_iterations == run.last_iterations
            checked += app.last_iterations > 0
        g.apply(normal.choose(g.view(seat), legal, rng))
    assert checked


def test_every_current_official_run_plays_the_apps_budget() -> None:
    """Each run not of an earlier budget plays the app's iterations for its game and seat
    count; the earlier ones (``espionage-4p`` at 150, ``beanz-2p`` at 400) are listed as such."""
    runs = _official_runs()
    assert runs.EARLIER == {"espionage-4p": 150, "beanz-2p": 400}
    current = [k for k in runs.RUNS if k not in runs.EARLIER]
    assert {"espionage-2p", "espionage-4p-300", "austin-4p", "beanz-2p-600", "rpgget-2p"} <= set(
        current
    )
    for run in current:
        game, bots, iterations, _ = runs.RUNS[run]
        assert iterations == hard_budget(game, len(bots.split(","))), run
    for run, iterations in runs.EARLIER.items():
        game, bots, played, _ = runs.RUNS[run]
        assert played == iterations != hard_budget(game, len(bots.split(",")))
    assert "(an earlier budget)" in runs.__doc__ and "(the app's)" in runs.__doc__
