"""Austin Powers's hard level: the search player (``tabletop/ai/search.py``) with this game's
own judgement of an unfinished position.

The first to 100 points wins. ``evaluate`` counts a seat's scored points, half the points of
the Agents it has out (what an attempt may score next) and a little for the cards in hand (the
bones of the next fight), and squashes the lead over the best other seat: a lead counts for
more as the leader nears 100.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.ai.search import SearchBot, hard_level
from tabletop.ai.search import evaluate as final
from tabletop.games.austin.cards import CARDS

#: playout moves before ``evaluate`` judges the position: enough to play a two-player game
#: out. Judged after 24 moves (the earlier cut-off), ``evaluate`` predicted the end no better
#: than a coin (Brier score 0.25; a constant 0.5 scores 0.25; ``tools/eval_check.py``), so
#: playouts run to the end, at about a third of the iterations a second
CUTOFF = 400
WIN = 100


def worth(g: Any, seat: int) -> float:
    names = g.names
    out = sum(CARDS[names[c]].score for c in g.table[seat] if CARDS[names[c]].kind == "agent")
    return g.points(seat) + 0.5 * out + 3.0 * len(g.hand[seat])


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won)."""
    if g.result() is not None:
        return final(g, seat)
    others = [worth(g, s) for s in range(g.num_seats) if s != seat]
    mine = worth(g, seat)
    near = max(0.0, WIN - max(mine, *others))
    return 0.5 + 0.5 * math.tanh((mine - max(others)) / (20.0 + 0.4 * near))


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return hard_level("austin", evaluator=evaluate, cutoff=CUTOFF)
