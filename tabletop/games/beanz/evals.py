"""Mighty Beanz's hard level: the search player (``tabletop/ai/search.py``) playing out with
the hard flicker's card play (``bots.HardBot``: the normal bot's cards, the best aim), with
this game's own judgement of an unfinished position.

At the table a Shoot for Loot shot is a real flick (``shots = "physics"``): the search's copies
draw shots from the model instead (a hit in two, as in simulations), and the flick itself is
the policy bot's, as at the hard level before.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.ai.search import SearchBot, hard_level
from tabletop.ai.search import evaluate as by_score
from tabletop.engine.actions import Action
from tabletop.games.beanz.bots import HardBot, NormalBot
from tabletop.games.beanz.rules.state import HEADZ, galaxy_slots

#: playout moves before ``evaluate`` judges the position: enough to play a two-player game
#: out (judged after 24 moves, ``evaluate``'s Brier score was 0.19 against 0 at the end, 0.25
#: for a coin; ``tools/eval_check.py``), at about half the iterations a second
CUTOFF = 400
#: the moves searched in the main phase: the normal bot's best few by its own scores (of 20-30
#: legal moves), so each is played out on enough deals
CANDIDATES = 6
#: how close a Galaxy with 0-3 Headz-up Bean cards is to a Shoot for Loot (the normal bot's)
THREAT = (0.0, 2.0, 6.0, 14.0)


def worth(g: Any, p: int) -> float:
    """Loot captured (all of a Galaxy's wins), Galaxies near a Shoot for Loot (more where loot
    is captured already), Bean cards in play and the hand."""
    cap = g.captured[p]
    out = 15.0 * sum(cap) + 10.0 * max(cap) + 0.5 * len(g.hand[p])
    for k in range(3):
        slots = galaxy_slots(p, k)
        up = sum(1 for r in slots if g.bean[r] is not None and g.pos[r] == HEADZ)
        out += THREAT[up] * (1 + cap[k]) + sum(1.0 for r in slots if g.bean[r] is not None)
    return out


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won)."""
    if g.result() is not None:
        return by_score(g, seat)
    return 0.5 + 0.5 * math.tanh((worth(g, seat) - worth(g, 1 - seat)) / 30.0)


def modelled(g: Any) -> None:
    """A copy for search draws its shots from the model (no physics in playouts)."""
    g.options["shots"] = "model"


def flicking(g: Any, seat: int) -> bool:
    """The seat is to flick at the table: the policy's flick bot aims, no search."""
    return bool(g.flow.at == "loot" and g.options["shots"] == "physics")


def candidates(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The main phase's moves the normal bot scores best (``CANDIDATES``); elsewhere every
    legal move."""
    if len(legal) <= CANDIDATES or view.get("phase") != "main" or view.get("step"):
        return legal
    me = legal[0].seat
    bot = NormalBot()
    ranked = sorted(range(len(legal)), key=lambda i: (-bot._score(view, legal[i], me), i))
    # one move a card first (a card's slots in a Galaxy score alike), then the next best
    first: list[Action] = []
    seen: set[tuple[str, object]] = set()
    for i in ranked:
        key = (legal[i].verb, legal[i].args[0] if legal[i].args else None)
        if key not in seen:
            seen.add(key)
            first.append(legal[i])
    rest = [legal[i] for i in ranked if legal[i] not in first]
    return (first + rest)[:CANDIDATES]


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return hard_level(
        "beanz",
        policy=HardBot(),
        evaluator=evaluate,
        cutoff=CUTOFF,
        prepare=modelled,
        defer=flicking,
        candidates=candidates,
    )
