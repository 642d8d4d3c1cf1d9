"""Austin Powers bots: the normal bot beats random; multi-player bot games finish cleanly."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.game import Game, new_game


def play(seed: int, levels: list[str], options: dict[str, object] | None = None) -> Game:
    g = new_game("austin", seed, len(levels), options)
    bots = [make_bot("austin", lv) for lv in levels]
    rngs = [random.Random(seed * 100 + i) for i in range(len(levels))]
    inventory = g.card_inventory()
    while not g.is_terminal():
        s = g.active_seats()[0]
        g.apply(bots[s].choose(g.view(s), g.legal_actions(s), rngs[s]))
    assert g.card_inventory() == inventory
    return g


def normal_win_rate(seeds: int) -> float:
    wins = 0
    for seed in range(seeds):
        normal = seed % 2  # alternate who goes first
        levels = ["random", "random"]
        levels[normal] = "normal"
        res = play(seed, levels).result()
        assert res is not None
        wins += res.winners == (normal,)
    return wins / seeds


def test_normal_beats_random_quick() -> None:
    assert normal_win_rate(150) >= 0.7


@pytest.mark.slow
def test_normal_beats_random_over_1000_seeds() -> None:
    assert normal_win_rate(1000) >= 0.7


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_multiplayer_bot_games_finish(seats: int) -> None:
    for seed in range(4):
        levels = ["normal" if (seed + i) % 2 else "random" for i in range(seats)]
        g = play(seed, levels, {"gestures": "auto" if seed % 2 else "measured"})
        res = g.result()
        assert res is not None and res.winners


def test_normal_vs_normal_games_end_by_score() -> None:
    for seed in range(10):
        g = play(seed, ["normal", "normal"])
        res = g.result()
        assert res is not None and max(res.scores.values()) >= 100
