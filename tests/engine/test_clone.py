"""Copies for search, over every registered game: ``clone()`` shows every seat the same view
and offers the same moves as the original, moves on it never touch the original, and its
random stream is a fresh one; ``copy.deepcopy`` stays an exact copy (same stream)."""

from __future__ import annotations

import copy
import json
import random

import pytest

from tabletop.engine.game import Game, game_class, game_names, new_game
from tabletop.engine.registry import info

OPTIONS = {g: info(g).unattended for g in game_names()}


def _seats(name: str) -> int:
    cls = game_class(name)
    return min(cls.MAX_SEATS, max(cls.MIN_SEATS, 3))


def _play(g: Game, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if g.is_terminal():
            return
        seat = g.active_seats()[0]
        g.apply(rng.choice(g.legal_actions(seat)))


def _look(g: Game) -> str:
    """Everything every seat may see and do, as one text."""
    out = {
        str(s): {"view": g.view(s), "legal": [str(a) for a in g.legal_actions(s)]}
        for s in [None, *range(g.num_seats)]
    }
    return json.dumps(out, sort_keys=True, default=str)


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("seed", [1, 2])
def test_a_clone_looks_the_same_and_moves_on_it_leave_the_original(name: str, seed: int) -> None:
    rng = random.Random(f"clone:{name}:{seed}")
    g = new_game(name, seed, _seats(name), OPTIONS.get(name, {}))
    for stop in (0, 7, 25, 60):
        _play(g, rng, stop)
        if g.is_terminal():
            break
        before = _look(g)
        state = json.dumps(g.state_dict(), sort_keys=True, default=str)
        c = g.clone()
        assert _look(c) == before
        assert c.log == [] and c.rng.state() != g.rng.state()
        _play(c, random.Random(stop), 40)
        assert _look(g) == before, "a move on the clone changed the original's views"
        assert json.dumps(g.state_dict(), sort_keys=True, default=str) == state


@pytest.mark.parametrize("name", game_names())
def test_a_deep_copy_is_exact_and_independent(name: str) -> None:
    g = new_game(name, 3, _seats(name), OPTIONS.get(name, {}))
    _play(g, random.Random(9), 15)
    twin = copy.deepcopy(g)
    assert twin.log == g.log and twin.rng.state() == g.rng.state()
    # the same moves give the same game, random draws included
    for _ in range(40):
        if g.is_terminal():
            break
        seat = g.active_seats()[0]
        a = random.Random(len(g.log)).choice(g.legal_actions(seat))
        g.apply(a)
        twin.apply(a)
        assert _look(twin) == _look(g)


def test_clones_with_the_same_seed_draw_alike_and_others_differ() -> None:
    g = new_game("espionage", 4, 3)
    a, b, c = g.clone(seed=5), g.clone(seed=5), g.clone(seed=6)
    draws = [[x.rng.randrange(1000) for _ in range(8)] for x in (a, b, c)]
    assert draws[0] == draws[1] != draws[2]
    assert g.clone().rng.state() == g.clone().rng.state()  # derived from the game: repeatable


def _same_shape(a: object, b: object, seen: dict[int, int], path: str) -> None:
    """``b`` is a deep copy of ``a`` as ``copy.deepcopy`` makes it: equal values, a mutable
    part never shared with ``a``, and two references to one part of ``a`` are two references
    to one part of ``b`` (the aliases a game keeps, a zone's cards as its hand list)."""
    from tabletop.engine.fastcopy import ATOMS

    if type(a) in ATOMS:
        assert a == b or (a != a and b != b), path
        return
    assert type(a) is type(b), path
    if id(a) in seen:
        assert seen[id(a)] == id(b), f"{path}: an alias of the original is not one in the copy"
        return
    seen[id(a)] = id(b)
    if isinstance(a, tuple) and all(type(x) in ATOMS for x in a):
        assert a == b, path
        return
    assert a is not b, f"{path}: a mutable part is shared with the original"
    if isinstance(a, list | tuple):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b)):
            _same_shape(x, y, seen, f"{path}[{i}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), path
        for k in a:
            _same_shape(a[k], b[k], seen, f"{path}[{k!r}]")
    elif isinstance(a, set):
        assert a == b, path
    elif hasattr(a, "__dict__"):
        _same_shape(vars(a), vars(b), seen, f"{path}.")


@pytest.mark.parametrize("name", game_names())
def test_the_fast_copy_copies_as_deepcopy_does(name: str) -> None:
    """``Game.clone``'s copy of the state (``engine/fastcopy``) is a deep copy with the aliases
    kept, part by part, at positions along a random game."""
    g = new_game(name, 5, _seats(name), OPTIONS.get(name, {}))
    rng = random.Random(5)
    for stop in (0, 9, 30):
        _play(g, rng, stop)
        twin = copy.deepcopy(g)
        seen: dict[int, int] = {id(g.rng): id(twin.rng)}
        shared = type(g).CLONE_SHARED | type(g).CLONE_SHALLOW
        for k, v in vars(g).items():
            if k not in shared and k != "rng":
                _same_shape(v, vars(twin)[k], seen, k)
        assert json.dumps(twin.state_dict(), sort_keys=True, default=str) == json.dumps(
            g.state_dict(), sort_keys=True, default=str
        )
