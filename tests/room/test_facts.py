"""Each game's table facts (``GameInfo.facts``, ``tabletop.room.facts``) are declared in
pure modules the room can read without pygame, and answer every question at every state of a
random game. The table's view asks them (``GameView`` delegates; Austin Powers' view alone
keeps its own window answer, from the live phase)."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from tabletop.engine.game import game_names, new_game
from tabletop.engine.registry import info, load
from tabletop.room.facts import TableFacts, facts_for


@pytest.mark.parametrize("game", game_names())
def test_a_games_facts_load_without_pygame(game: str) -> None:
    code = (
        "import sys\n"
        f"from tabletop.room.facts import facts_for\n"
        f"facts_for({game!r})\n"
        "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]


@pytest.mark.parametrize("game", game_names())
def test_the_facts_answer_over_a_random_game(game: str) -> None:
    """Every question of the room has an answer of the right kind at every state of a random
    game, and a window is seen open at some point in the games that have one."""
    facts = facts_for(game)
    assert isinstance(facts, TableFacts)
    rng = random.Random(5)
    seen_window = False
    g = new_game(game, 5, 2, dict(info(game).unattended))
    for _ in range(400):
        if g.is_terminal():
            break
        for seat in g.active_seats():
            view = g.view(seat)
            legal = g.legal_actions(seat)
            assert isinstance(facts.is_window(view), bool)
            assert isinstance(facts.response_window(view), bool)
            assert isinstance(facts.pass_is_public(view, seat), bool)
            assert isinstance(facts.own_window_can_wait(view, seat, legal), bool)
            seen_window |= facts.is_window(view)
        seat = g.active_seats()[0]
        g.apply(rng.choice(g.legal_actions(seat)))
    if game in ("espionage", "beanz", "rpgget"):
        assert seen_window, f"{game}: no window in a random game"
    assert facts.forced_prompts <= {"user"}


def test_a_game_without_facts_gets_the_defaults() -> None:
    assert all(info(g).facts or type(facts_for(g)) is TableFacts for g in game_names())
    assert not type(facts_for("codenames")).is_window(TableFacts(), {})  # no windows
    assert load(info("rpgget").facts)().forced_prompts == frozenset({"user"})
