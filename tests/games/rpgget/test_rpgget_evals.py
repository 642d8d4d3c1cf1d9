"""RPG Get!'s hard-level judgement (``evals.py``): the learned evaluation and the lean view its
playouts hand the normal bot."""

from __future__ import annotations

import random

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game
from tabletop.engine.registry import info
from tabletop.games.rpgget import evals
from tests.games.rpgget.test_rpgget_rules import game


def test_features_and_weights_agree() -> None:
    g = game({"phase": "play", "seats": [{"party": ["Ryudo", "Roan"]}]})
    assert len(evals.features(g, 0)) == len(evals.FEATURES) == len(evals.WEIGHTS)


def test_a_seat_ahead_in_vp_and_party_is_judged_ahead_and_the_chances_sum_to_one() -> None:
    ahead = {"party": ["Ryudo", "Roan"], "score": ["The Black Moon", "Clear the Forest"]}
    g = game({"phase": "play", "seats": [ahead, {"party": ["RAmar"]}]})
    mine, theirs = evals.evaluate(g, 0), evals.evaluate(g, 1)
    assert mine > 0.5 > theirs
    assert abs(mine + theirs - 1.0) < 1e-9
    g3 = game({"phase": "play", "seats": [ahead, {}, {}]}, seats=3)
    chances = [evals.evaluate(g3, s) for s in range(3)]
    assert abs(sum(chances) - 1.0) < 1e-9 and chances[0] == max(chances)


def test_the_playout_view_leads_the_normal_bot_to_the_same_moves() -> None:
    """Without the discard piles' cards (``UNREAD``), with shared card descriptions and idle
    Rewards only when a Reward may be used, the normal bot plays a whole game, two and three
    seats, exactly as from the full view."""
    for seed, seats in ((3, 2), (4, 3)):
        ends = []
        for lean in (False, True):
            bots = [make_bot("rpgget", "normal") for _ in range(seats)]
            g = new_game("rpgget", seed, seats, info("rpgget").unattended)
            rng = random.Random(seed)
            while not g.is_terminal():
                s = g.active_seats()[0]
                legal = g.legal_actions(s)
                view = evals.playout_view(g, s, legal) if lean else g.view(s)
                g.apply_trusted(bots[s].choose(view, legal, rng))
            ends.append(g.state_hash())
        assert ends[0] == ends[1]
