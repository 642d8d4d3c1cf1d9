"""The reference opponent (``ai/reference.py``): information-set MCTS with random playouts,
for measuring the hard level against a player it was not tuned against."""

from __future__ import annotations

import pytest

from tabletop.ai.base import bot_levels, make_bot, searches
from tabletop.ai.reference import ITERATIONS, ReferenceBot
from tabletop.ai.simulate import play_one
from tabletop.engine.game import game_names
from tabletop.engine.registry import info

#: the games whose hard level searches (read from the registry)
GAMES = [g for g in game_names() if "hard" in info(g).bots and searches(make_bot(g, "hard"))]


def test_it_is_a_searching_level_that_is_never_offered() -> None:
    bot = make_bot("espionage", "reference")
    assert isinstance(bot, ReferenceBot) and searches(bot)
    assert bot.iterations == ITERATIONS
    assert make_bot("espionage", "reference:12").iterations == 12  # type: ignore[attr-defined]
    for game in GAMES:
        assert "reference" not in bot_levels(game)


def test_a_run_fixing_the_hard_levels_budget_keeps_the_references_own() -> None:
    seen: list[int | None] = []
    real = ReferenceBot.choose_in

    def spy(self: ReferenceBot, *a: object, **kw: object) -> object:
        seen.append(self.iterations)
        return real(self, *a, **kw)  # type: ignore[arg-type]

    mp = pytest.MonkeyPatch()
    mp.setattr(ReferenceBot, "choose_in", spy)
    try:
        play_one("espionage", 3, ["random", "reference:6"], None, iterations=50)
    finally:
        mp.undo()
    assert seen and set(seen) == {6}


def test_it_plays_its_most_visited_move_whatever_another_bot_would_play() -> None:
    """Unlike the hard level, which keeps its policy bot's move unless another is clearly
    better, the reference plays the most visited move of its tree."""
    from tabletop.ai.search import Node, SearchBot
    from tabletop.engine.actions import parse_action

    legal = [parse_action("0:pass"), parse_action("0:draw")]
    root = Node(0)
    root.children["0:pass"] = Node(0, visits=30, reward=16.0, avail=40)
    root.children["0:draw"] = Node(0, visits=10, reward=9.0, avail=40)
    ref = ReferenceBot("espionage", 4)
    assert str(ref._pick(root, legal, legal[1])) == "0:pass"
    hard = SearchBot("espionage", iterations=4)
    assert str(hard._pick(root, legal, legal[1])) == "0:draw"  # its policy's, not clearly worse


@pytest.mark.parametrize("game", GAMES)
def test_it_plays_whole_games_of_every_game_against_the_hard_level(game: str) -> None:
    opts = {"shots": "model"} if game == "beanz" else None
    r = play_one(game, 2, ["hard", "reference:1"], opts, iterations=2)
    assert sum(r["wins"].values()) == pytest.approx(1.0)
    assert r["actions"] > 0
