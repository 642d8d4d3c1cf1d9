"""The reference opponent (``ai/reference.py``): information-set MCTS with random playouts,
for measuring the hard level against a player it was not tuned against."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from tabletop.ai.base import bot_levels, make_bot, searches
from tabletop.ai.reference import ITERATIONS, ReferenceBot
from tabletop.ai.search import SearchBot
from tabletop.ai.simulate import play_one
from tabletop.engine.game import Game, game_names, new_game
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


class _ReadsViews(ReferenceBot):
    """The reference as it was before it stopped building views for its random policy: every
    playout move and every first try hands the policy the seat's view."""

    def __init__(self, game_name: str, iterations: int) -> None:
        super().__init__(game_name, iterations)
        self.playout_view = None

    def _first_try(self, *a: Any) -> int:
        return SearchBot._first_try(self, *a)


def _positions(game: str, seed: int, count: int) -> list[Game]:
    """``count`` positions of a seeded game between random players where the seat to move has
    a choice."""
    g = new_game(game, seed, 2, {"shots": "model"} if game == "beanz" else None)
    g.tracks_knowledge = True
    rng = random.Random(seed)
    out: list[Game] = []
    while not g.is_terminal() and len(out) < count:
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        if len(legal) > 1:
            out.append(copy.deepcopy(g))
        g.apply(legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("game", GAMES)
def test_it_plays_the_moves_it_played_when_it_built_views_its_policy_never_read(
    game: str,
) -> None:
    """The same seed gives the same move and leaves the same random stream: the official
    runs' games are played again move for move."""
    positions = _positions(game, 11, 6)
    assert len(positions) == 6
    for k, g in enumerate(positions):
        seat = g.active_seats()[0]
        new, old = random.Random(k), random.Random(k)
        mine = ReferenceBot(game, 3).choose_in(g, seat, new)
        before = _ReadsViews(game, 3).choose_in(g, seat, old)
        assert mine == before
        assert new.getstate() == old.getstate()


def test_a_decision_with_one_legal_move_plays_it_without_a_search() -> None:
    g = new_game("rpgget", 5, 2)
    g.tracks_knowledge = True
    rng = random.Random(5)
    while len(g.legal_actions(g.active_seats()[0])) != 1:
        legal = g.legal_actions(g.active_seats()[0])
        g.apply(legal[rng.randrange(len(legal))])
    seat = g.active_seats()[0]
    bot, stream = ReferenceBot("rpgget", 50), random.Random(1)
    state = stream.getstate()
    calls: list[object] = []
    mp = pytest.MonkeyPatch()
    mp.setattr(bot, "_iterate", lambda *a: calls.append(a))
    try:
        assert bot.choose_in(g, seat, stream) == g.legal_actions(seat)[0]
    finally:
        mp.undo()
    assert not calls and bot.last_iterations == 0
    assert stream.getstate() == state  # no draw: the game's other streams are not moved
