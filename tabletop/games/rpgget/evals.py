"""RPG Get!'s hard level: the search player (``tabletop/ai/search.py``) with this game's own
judgement of an unfinished position.

The first to 10 VP wins. ``evaluate`` is a model learned from the game itself: a logistic
regression (``tools/rpgget_eval_fit.py``) of who won normal-bot two-player games on each
seat's features at positions along the way (``features``: its VP and VP past 7, its standing
party's size, HP, printed damage and damage with the Rewards it can use, its inventory and the
damage of those Rewards, its bank, RP counters, the Missions in its hand and the best of them
its party can carry, the Enemies it can play against others, its characters in hand, deck,
discard and knocked-out characters, whose turn it is). A seat's chance is the softmax of the
seats' scores (``WEIGHTS`` times the features): the logistic of the difference for two.

Its own moves and its seat in its playouts are the hard level's bot's (``bots.HardBot``: the
normal bot's, with the party of the most damage); the other seats play the normal bot in its
playouts, as they do at the table.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.ai.search import SearchBot, hard_level
from tabletop.ai.search import evaluate as final
from tabletop.engine.actions import Action
from tabletop.engine.view import header, lean_zones
from tabletop.games.rpgget.bots import (
    HardBot,
    NormalBot,
    _party_sums,
    _power,
    _share,
    _success,
    _users,
)

#: playout moves after the searched move before ``evaluate`` judges the position: enough to
#: see a Mission attempt through (the Enemy step, the attacks and their windows, the resolution)
CUTOFF = 80
#: the decisions it searches (phase or step): which Mission to attempt and which Enemies to
#: play against another's attempt; elsewhere (windows, targets, the party, the Play phase) its
#: own bot (``bots.HardBot``) answers at once
SEARCHED = ("mission", "enemy")

#: the features of ``features``, in order
FEATURES = (
    "vp",
    "alive",
    "hp",
    "power",
    "damage",
    "inventory",
    "inventory_damage",
    "bank",
    "rp",
    "missions",
    "mission_vp",
    "best_mission",
    "enemy_size",
    "characters",
    "deck",
    "knocked_out",
    "to_move",
    "vp_past_7",
    "discard",
)
#: the learned weights (``tools/rpgget_eval_fit.py``)
WEIGHTS = (
    0.2678,
    -0.1639,
    0.0254,
    0.1681,
    -0.1734,
    0.2085,
    0.1976,
    0.1248,
    0.1598,
    0.0252,
    -0.0920,
    0.5107,
    0.0612,
    0.0700,
    0.0029,
    -0.3214,
    0.0139,
    0.3887,
    -0.0142,
)


def features(g: Any, seat: int) -> list[float]:
    """``seat``'s features (``FEATURES``) in game ``g`` (a copy the search may read whole)."""
    z, defs = g.zones, g.defs
    party = [c for c in z.of("party", seat).cards if g.hp_left(c) > 0]
    members = [defs[c] for c in party]
    rewards = [defs[r] for r in z.of("inventory", seat).cards]
    # each member's share of a party's damage, and which members (a bit mask) may use each Reward
    share = [_share(d) for d in members]
    users = [_users(members, r) for r in rewards]
    powers = [_power(r) for r in rewards]

    def reward_damage(mask: int) -> float:
        """The damage of the Rewards a party (``mask``) can use."""
        return sum(p for p, u in zip(powers, users) if u & mask)

    hand = [defs[c] for c in z.of("hand", seat).cards]
    missions = [d for d in hand if d.type == "mission"]
    best = 0.0
    if missions:
        # every party of at most four, its cost and its damage, once for all the Missions
        combos, (cost, dmg, mask) = _party_sums(
            4, [d.cost for d in members], share, [1 << i for i in range(len(members))]
        )
        parties = [(cost[j], dmg[j] + reward_damage(mask[j])) for j in range(1, len(combos))]
        for m in missions:
            most = max((d for c, d in parties if c <= m.pp), default=0.0)
            best = max(best, _success(max(0.0, most), m.ep) * m.vp)
    whole = (1 << len(members)) - 1
    vp = g.vp(seat)
    return [
        vp,
        len(party),
        sum(g.hp_left(c) for c in party),
        sum(_power(d) for d in members),
        sum(share) + reward_damage(whole),
        len(rewards),
        reward_damage(whole),
        len(z.of("bank", seat).cards),
        g.rp[seat],
        len(missions),
        sum(d.vp for d in missions),
        best,
        sum(d.size for d in hand if d.type in ("enemy", "roadblock")),
        sum(1 for d in hand if d.type == "character"),
        len(z.of("deck", seat).cards),
        len(z.of("unconscious", seat).cards),
        1.0 if g.current == seat else 0.0,
        max(0, vp - 7),
        len(z.of("discard", seat).cards),
    ]


def score(g: Any, seat: int) -> float:
    """``seat``'s score: the weighted features (out of the game: very low)."""
    if seat in g.out:
        return -1e9
    return sum(w * f for w, f in zip(WEIGHTS, features(g, seat)))


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won): its learned chance to win."""
    if g.result() is not None:
        return final(g, seat)
    scores = [score(g, s) for s in range(g.num_seats)]
    top = max(scores)
    odds = [math.exp(max(-50.0, s - top)) for s in scores]
    return odds[seat] / sum(odds)


#: zones whose cards the normal bot never reads (a playout's view lists only their count)
UNREAD = ("discard", "out")


def playout_view(g: Any, seat: int, legal: list[Action]) -> dict[str, Any]:
    """``g.view(seat)`` without the cards of the discard piles (``UNREAD``: half the cards a
    view describes late in a game), the unchanging cards' descriptions shared, not copied (the
    normal bot only reads them), and the idle Rewards (``idle_rewards``) only when ``legal``
    offers to use a Reward: the normal bot makes the same moves from it, faster."""
    zones = lean_zones(g, seat, UNREAD, g.describe_card_shared)
    out = header(g, seat, zones, players=[])  # the normal bot never reads the players
    # the idle Rewards only matter to a bot that may use a Reward now
    out.update(g.own_view(seat, idle=any(a.verb == "use" for a in legal)))
    return out


def routine(g: Any, seat: int) -> bool:
    """A decision its own bot takes without a search (not one of ``SEARCHED``, or a
    prompt)."""
    return g.prompt is not None or g.flow.at not in SEARCHED


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return hard_level(
        "rpgget",
        policy=HardBot(),
        others=NormalBot(),
        evaluator=evaluate,
        cutoff=CUTOFF,
        defer=routine,
        playout_view=playout_view,
    )
