"""The simple computer Director and Agent: legal, never an illegal clue, and they do win."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game
from tabletop.games.codenames.bots import NormalBot, matches


def _play(seed: int, seats: int, **options: str) -> dict[str, float]:
    g = new_game("codenames", seed, seats, dict(options))
    bot = make_bot("codenames", "normal")
    assert isinstance(bot, NormalBot)
    rng = random.Random(seed)
    while not g.is_terminal():
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        action = bot.choose(g.view(seat), legal, rng)
        # A clue may be any vetted word, not only one of the sampled legal clues.
        assert action in legal or (action.verb == "clue" and g.illegal_reason(action) is None)
        g.apply(action)  # raises IllegalAction on an illegal clue
    return g.metrics()


@pytest.mark.parametrize(
    "seats,options",
    [(2, {}), (2, {"experts": "on"}), (4, {}), (3, {"experts": "on", "clues": "unlimited-zero"})],
)
def test_bots_finish_games_legally(seats: int, options: dict[str, str]) -> None:
    for seed in range(15):
        _play(seed, seats, **options)


def test_coop_bots_win_often() -> None:
    won = sum(_play(seed, 2)["won"] for seed in range(40))
    assert won >= 20  # measured 77.7 % over 300 games (tools/codenames_bot_rate.py)


def test_matching_uses_tags_and_name_words() -> None:
    assert matches("GAMMA", "HULK") and matches("widow", "BLACK WIDOW")
    assert not matches("GAMMA", "LOCKJAW")
