"""Mighty Beanz's hard level (``games/beanz/evals.py``): its playouts hand the normal bot a lean
view (``playout_view``) from which it makes the same moves as from the full seat view."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.game import new_game
from tabletop.games.beanz import evals
from tabletop.games.beanz.bots import HardBot, NormalBot


@pytest.mark.parametrize("variant", ["basic", "expert"])
def test_the_normal_bot_moves_alike_on_the_lean_playout_view(variant: str) -> None:
    bot = NormalBot()
    checked = {"main": 0, "target": 0, "discard": 0, "blind": 0}
    for seed in range(8):
        g = new_game("beanz", seed, 2, {"shots": "model", "game": variant})
        rng = random.Random(seed)
        for _ in range(400):
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            k = rng.getrandbits(32)
            full = bot.choose(g.view(seat), legal, random.Random(k))
            lean_view = evals.playout_view(g, seat, legal)
            assert bot.choose(lean_view, legal, random.Random(k)) == full
            if len(legal) > 1:
                verbs = {a.verb for a in legal}
                kind = "blind" if not lean_view else (g.flow.step or g.flow.phase)
                checked[kind if kind in checked else "main"] += 1
                assert bool(lean_view) == (not verbs & evals.BLIND)
            g.apply(full)
    assert checked["main"] > 100 and checked["blind"] > 10 and checked["target"] > 0


def test_the_hard_level_plays_out_on_the_lean_view() -> None:
    bot = evals.hard()
    assert bot.playout_view is evals.playout_view
    assert isinstance(bot.policy, HardBot)
