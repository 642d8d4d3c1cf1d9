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
from tabletop.engine.actions import Action
from tabletop.engine.view import header, lean_zones
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


#: zones whose cards the normal bot never reads (a playout's view gives only their count): it
#: reads the hands and tables, and looks card ids up in ``card_names``
UNREAD = ("box", "deck", "discard", "score")


def playout_view(g: Any, seat: int, legal: list[Action]) -> dict[str, Any]:
    """``g.view(seat)`` for the normal bot in a playout: without the cards of the piles it
    never reads (``UNREAD``: most of the cards a view describes late in a game) and the
    players' header, with the game's card names by id (``card_names``) for the ids of its
    moves. The bot only looks up ids its moves and the zones it reads name, so it makes the
    same moves from it as from the full view, in about half the time."""
    out = header(g, seat, lean_zones(g, seat, UNREAD, g.describe_card), players=[])
    out.update(g.own_view(seat))
    out["card_names"] = g.names
    return out


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return hard_level("austin", evaluator=evaluate, cutoff=CUTOFF, playout_view=playout_view)
