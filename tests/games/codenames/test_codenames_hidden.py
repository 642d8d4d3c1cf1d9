"""Keeping the key secret: Agents' (and spectators') views never contain the key."""

from __future__ import annotations

import copy
import json
import random

import pytest
from cn_helpers import play, positioned

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game
from tabletop.games.codenames.rules import CodenamesGame


def _agent_seats(g: CodenamesGame) -> list[int | None]:
    return [s for s, r in enumerate(g.roles) if not r.director] + [None]


@pytest.mark.parametrize("seats", [2, 3, 4, 8])
def test_agents_never_see_the_key_during_a_game(seats: int) -> None:
    bot = make_bot("codenames", "normal")
    for seed in range(4):
        g = new_game("codenames", seed, seats, {"approve": "on"})
        assert isinstance(g, CodenamesGame)
        rng = random.Random(seed)
        while not g.is_terminal():
            for s in _agent_seats(g):
                v = g.view(s)
                assert v["key"] is None and v["key_number"] is None
                # the view is identical whatever the uncovered cards really are
                g2 = copy.deepcopy(g)
                rnd = random.Random(seed)
                g2.key = g2.key[:]
                hidden = g2.uncovered()
                vals = [g2.key[i] for i in hidden]
                rnd.shuffle(vals)
                for i, k in zip(hidden, vals):
                    g2.key[i] = k
                assert json.dumps(g2.view(s), sort_keys=True) == json.dumps(v, sort_keys=True)
            for s, r in enumerate(g.roles):
                if r.director:
                    assert g.view(s)["key"] == g.key
            seat = g.active_seats()[0]
            g.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
        for s in _agent_seats(g):
            assert g.view(s)["key"] == g.key  # the full key for everyone at the end


def test_agent_view_has_cover_only_for_covered_cards() -> None:
    g = positioned()
    play(g, "0:clue GAMMA 2", "1:guess 9")
    grid = g.view(1)["grid"]
    assert [c["index"] for c in grid if c["cover"]] == [9]
    assert set(grid[0]) == {"index", "word", "kind", "cover"}
