"""Seeded bot games: card conservation, hidden information, termination, bot strength.

The bounded slices always run; the full soaks (10,000 games, 1,000 duels) are marked slow.
"""

from __future__ import annotations

import copy
import random

import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.espionage.bots import NormalBot, play_bot_game
from tabletop.games.espionage.rules import EspionageGame

DECK = list(range(52))


def _checked_game(seed: int, scramble_every: int) -> EspionageGame:
    seats = 2 + seed % 5
    rng = random.Random(seed)
    bots = [NormalBot() if rng.random() < 0.5 else RandomBot() for _ in range(seats)]
    rngs = [random.Random(seed * 31 + s) for s in range(seats)]
    g = EspionageGame(seed, seats)
    steps = 0
    while not g.is_terminal():
        seat = rng.choice(g.active_seats())
        legal = g.legal_actions(seat)
        assert legal
        if scramble_every and steps % scramble_every == 0:
            for s in range(seats):
                before = g.view(s)
                g2 = copy.deepcopy(g)
                g2.scramble_hidden(s, random.Random(steps))
                assert g2.view(s) == before, f"seed {seed}: view of seat {s} leaks"
        g.apply(bots[seat].choose(g.view(seat), legal, rngs[seat]))
        steps += 1
        assert g.card_inventory() == DECK, f"seed {seed}: cards created or lost"
        assert steps <= g.MAX_ACTIONS
        # the Bomb is never in the discard pile
        assert g.bomb not in g.discard
    r = g.result()
    assert r is not None and all(not g.eliminated[w] for w in r.winners)
    return g


def test_bot_games_conserve_cards_and_hide_information_slice() -> None:
    for seed in range(200):
        _checked_game(seed, scramble_every=60)


@pytest.mark.slow
def test_bot_games_conserve_cards_and_hide_information_10000() -> None:
    for seed in range(10_000):
        _checked_game(seed, scramble_every=0 if seed % 10 else 37)


def normal_vs_random_win_rate(games: int, first_seed: int = 0) -> float:
    """NormalBot against RandomBot in two-player games, alternating who sits first."""
    wins = 0
    for seed in range(first_seed, first_seed + games):
        normal = seed % 2
        bots: list[object] = [RandomBot(), RandomBot()]
        bots[normal] = NormalBot()
        g = play_bot_game(EspionageGame(seed, 2), bots, seed)
        r = g.result()
        assert r is not None
        wins += normal in r.winners
    return wins / games


def test_normal_bot_beats_random_bot_200_games() -> None:
    assert normal_vs_random_win_rate(200) >= 0.70


@pytest.mark.slow
def test_normal_bot_beats_random_bot_1000_games() -> None:
    assert normal_vs_random_win_rate(1000) >= 0.70


def test_normal_bot_only_plays_legal_moves_in_big_games() -> None:
    for seed in range(20):
        g = play_bot_game(EspionageGame(seed, 6), [NormalBot() for _ in range(6)], seed)
        assert g.result() is not None
