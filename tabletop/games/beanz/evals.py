"""Mighty Beanz's hard level: the search player (``tabletop/ai/search.py``) playing out with
the hard flicker's card play (``bots.HardBot``: the normal bot's cards, the best aim), with
this game's own judgement of an unfinished position.

At the table a Shoot for Loot shot is a real flick (``shots = "physics"``): the search's copies
draw shots from the model instead (a hit in two, as in simulations), and the flick itself is
the policy bot's, as at the hard level before.
"""

from __future__ import annotations

from typing import Any

from tabletop.ai.search import SearchBot
from tabletop.ai.search import evaluate as by_score
from tabletop.games.beanz.bots import HardBot

#: playout moves after the tree before ``evaluate`` judges the position
CUTOFF = 40


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won)."""
    return by_score(g, seat)


def modelled(g: Any) -> None:
    """A copy for search draws its shots from the model (no physics in playouts)."""
    g.options["shots"] = "model"


def flicking(g: Any, seat: int) -> bool:
    """The seat is to flick at the table: the policy's flick bot aims, no search."""
    return bool(g.flow.at == "loot" and g.options["shots"] == "physics")


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return SearchBot(
        "beanz",
        policy=HardBot(),
        evaluator=evaluate,
        cutoff=CUTOFF,
        prepare=modelled,
        defer=flicking,
    )
