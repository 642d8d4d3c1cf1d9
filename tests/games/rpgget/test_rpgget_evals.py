"""RPG Get!'s hard-level judgement (``evals.py``): the learned evaluation and the lean view its
playouts hand the normal bot."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game
from tabletop.engine.registry import info
from tabletop.games.rpgget import evals
from tabletop.games.rpgget.bots import HardBot, _acts, _cards, _power, _success, _zone
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


def _positions(seeds: range, every: int = 7) -> list[tuple[Any, int]]:
    """Positions (a copy of the game, the seat to move) along seeded normal-bot games."""
    out: list[tuple[Any, int]] = []
    for seed in seeds:
        bots = [make_bot("rpgget", "normal") for _ in range(2)]
        g = new_game("rpgget", seed, 2, info("rpgget").unattended)
        rng = random.Random(seed)
        n = 0
        while not g.is_terminal():
            s = g.active_seats()[0]
            if n % every == 0:
                out.append((g.clone(seed), s))
            g.apply_trusted(bots[s].choose(g.view(s), g.legal_actions(s), rng))
            n += 1
    return out


def test_the_best_party_is_the_strongest_the_points_pay_for_as_reckoned_whole() -> None:
    """``best_party`` reckons each member's share once; it is still the first strongest party
    of at most five the party points pay for, member by member as ``strength`` sums it."""
    checked = 0
    for g, s in _positions(range(3)):
        bot: Any = make_bot("rpgget", "normal")
        bot.view, bot.seat = g.view(s), s
        bot.cards = _cards(bot.view)
        party = [c for c in _zone(bot.view, "party", s) if c["hp_left"] > 0]
        for pp in (1, 3, 5, 8, 12):
            want: list[dict[str, Any]] = []
            for k in range(1, min(len(party), 5) + 1):
                for combo in combinations(party, k):
                    cost = sum(c["cost"] for c in combo)
                    if cost <= pp and bot.strength(list(combo)) > bot.strength(want):
                        want = list(combo)
            assert bot.best_party(pp) == want
            checked += len(party) >= 3
    assert checked > 20


def test_the_hard_bots_party_deals_the_most_damage_the_points_pay_for_as_reckoned_whole() -> None:
    """The hard level's ``best_party`` reckons each member's share and each Reward's users once;
    its party is one of the most damage (``damage``: the Rewards its members may use counted),
    then of the fewest members, then of the most strength, of at most five that the party
    points pay for."""
    checked = 0
    for g, s in _positions(range(3)):
        bot = HardBot()
        bot.view, bot.seat = g.view(s), s
        bot.cards = _cards(bot.view)
        party = [c for c in _zone(bot.view, "party", s) if c["hp_left"] > 0]
        for pp in (1, 3, 5, 8, 12):
            best = (0.0, -9, 0.0)
            for k in range(1, min(len(party), 5) + 1):
                for combo in combinations(party, k):
                    if sum(c["cost"] for c in combo) <= pp:
                        key = (bot.damage(list(combo)), -k, bot.strength(list(combo)))
                        best = max(best, key)
            got = bot.best_party(pp)
            assert sum(c["cost"] for c in got) <= pp and len(got) <= 5
            if not got:
                assert best == (0.0, -9, 0.0)  # nobody standing the points pay for
                continue
            key = (bot.damage(got), -len(got), bot.strength(got))
            assert abs(key[0] - best[0]) < 1e-9 and key[1] == best[1]
            assert abs(key[2] - best[2]) < 1e-9
            checked += len(party) >= 3 and bool(_zone(bot.view, "inventory", s))
    assert checked > 10


def _damage(members: list[Any], rewards: list[Any]) -> float:
    out = sum(_power(d) + (1.0 if _acts(d, "support") else 0.0) for d in members)
    fit = [r for r in rewards if any(all(x in m.classes for x in r.requires) for m in members)]
    return out + sum(_power(r) for r in fit)


def test_the_mission_feature_is_the_best_chance_of_any_party_of_four() -> None:
    """``features``' best Mission (its chance times its VP) reckons each party once for every
    Mission; it equals trying every party of at most four for each Mission."""
    checked = 0
    for g, s in _positions(range(3), every=11):
        defs, z = g.defs, g.zones
        members = [defs[c] for c in z.of("party", s).cards if g.hp_left(c) > 0]
        rewards = [defs[r] for r in z.of("inventory", s).cards]
        missions = [defs[c] for c in z.of("hand", s).cards if defs[c].type == "mission"]
        best = 0.0
        for m in missions:
            most = 0.0
            for k in range(1, min(len(members), 4) + 1):
                for combo in combinations(members, k):
                    if sum(d.cost for d in combo) <= m.pp:
                        most = max(most, _damage(list(combo), rewards))
            best = max(best, _success(most, m.ep) * m.vp)
        assert evals.features(g, s)[evals.FEATURES.index("best_mission")] == best
        checked += bool(missions) and len(members) >= 2
    assert checked > 5
