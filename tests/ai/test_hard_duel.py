"""A small, bounded duel (slow: deselected with ``-m 'not slow'``): on the same seeds and seats,
the hard level (at a small iteration budget) wins at least as many Espionage games as the
normal bot wins in its place. Seeded and counted in iterations: the same games every run.
The full measure is ``tools/duel.py`` (figures in docs/computer-players.md)."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import make_bot
from tabletop.ai.duel import duel
from tabletop.engine.game import new_game

GAMES = 8


def _normal_in_its_place(game: str, seed: int, seats: int) -> float:
    """The seat ``seed % seats`` played by the normal bot: its share of the win."""
    g = new_game(game, seed, seats)
    bot = make_bot(game, "normal")
    rng = random.Random(seed ^ 0x5EED)
    while not g.is_terminal():
        seat = g.active_seats()[0]
        g.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    res = g.result()
    assert res is not None
    return 1.0 / len(res.winners) if seed % seats in res.winners else 0.0


@pytest.mark.slow
def test_hard_wins_at_least_as_often_as_normal_in_its_seat() -> None:
    hard = duel("espionage", GAMES, 2, iterations=40)["hard_wins"]
    normal = sum(_normal_in_its_place("espionage", s, 2) for s in range(GAMES))
    assert hard >= normal, (hard, normal)


@pytest.mark.parametrize("game", ["beanz", "rpgget"])
def test_a_bot_paired_with_itself_wins_as_often_as_its_control(game: str) -> None:
    """The bot duel tools' pairing (``bot_pairs``): the normal bot tested against itself
    plays every seed exactly as its control does, so no game is won by one side only."""
    from tabletop.ai.duel import bot_pairs

    options = {"shots": "model"} if game == "beanz" else None
    pairs = bot_pairs(
        game,
        lambda: make_bot(game, "normal"),
        lambda: make_bot(game, "normal"),
        range(5),
        options,
        600,
    )
    assert pairs["won"] == pairs["control"]
    assert pairs["only"] == pairs["only_control"] == 0
    assert 0 <= pairs["won"] <= 5
