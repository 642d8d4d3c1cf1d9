"""RPG Get!'s hard level: the search player (``tabletop/ai/search.py``) with this game's own
judgement of an unfinished position.

The first to 10 VP wins. ``evaluate`` counts a seat's VP (most), the characters standing in its
party (the missions it can carry next), the Rewards in its inventory and bank, and its hand,
less its knocked-out characters, and squashes the lead over the best other seat.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.ai.search import SearchBot, hard_level
from tabletop.ai.search import evaluate as final

#: playout moves after the tree before ``evaluate`` judges the position: enough to see a
#: Mission attempt through (the Enemy step, the attacks and their windows, the resolution)
CUTOFF = 80
#: the decisions it searches (phase or step): which Mission to attempt and which Enemies to
#: play against another's attempt; elsewhere (windows, targets, the party, the Play phase) the
#: normal bot answers at once
SEARCHED = ("mission", "enemy")


def worth(g: Any, seat: int) -> float:
    z = g.zones
    party = z.of("party", seat).cards
    hp = sum(g.defs[c].hp for c in party)
    return (
        4.0 * g.vp(seat)
        + 1.0 * len(party)
        + 0.05 * hp
        + 0.6 * len(z.of("inventory", seat).cards)
        + 0.4 * len(z.of("bank", seat).cards)
        + 0.2 * len(z.of("hand", seat).cards)
        - 0.5 * len(z.of("unconscious", seat).cards)
    )


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won)."""
    if g.result() is not None:
        return final(g, seat)
    others = [worth(g, s) for s in range(g.num_seats) if s != seat]
    return 0.5 + 0.5 * math.tanh((worth(g, seat) - max(others)) / 8.0)


def routine(g: Any, seat: int) -> bool:
    """A decision the normal bot takes without a search (not one of ``SEARCHED``, or a
    prompt)."""
    return g.prompt is not None or g.flow.at not in SEARCHED


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return hard_level("rpgget", evaluator=evaluate, cutoff=CUTOFF, defer=routine)
