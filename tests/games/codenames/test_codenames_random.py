"""Random play under every option (the generic conformance test only uses the defaults)."""

from __future__ import annotations

import copy
import random

import pytest

from tabletop.engine.actions import parse_action
from tabletop.engine.game import new_game

OPTION_SETS = [
    {"variant": "co-op", "clues": "unlimited-zero", "gauntlet": "on", "key": "random"},
    {"variant": "three-player", "approve": "on", "experts": "on", "pictures": "pictures"},
    {"variant": "standard", "approve": "on", "clues": "zero", "gauntlet": "on", "key": 40},
]


@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_play_with_options(options: dict[str, object]) -> None:
    seats = {"co-op": 3, "three-player": 3, "standard": 7}[str(options["variant"])]
    for seed in range(5):
        g = new_game("codenames", seed, seats, dict(options))
        inventory = g.card_inventory()
        rng = random.Random(seed)
        steps = 0
        while not g.is_terminal():
            seat = rng.choice(g.active_seats())
            legal = g.legal_actions(seat)
            assert legal
            for a in legal:
                assert parse_action(str(a)) == a
                assert g.illegal_reason(a) is None, (a, g.illegal_reason(a))
            if steps % 3 == 0:
                for s in range(seats):
                    g2 = copy.deepcopy(g)
                    g2.scramble_hidden(s, random.Random(steps))
                    assert g2.view(s) == g.view(s)
            g.apply(rng.choice(legal))
            assert g.card_inventory() == inventory
            steps += 1
        assert g.result() is not None
