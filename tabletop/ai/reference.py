"""A reference opponent the hard level was not tuned against: information-set Monte Carlo
tree search with random playouts (Cowling, Powley and Whitehouse 2012, "single-observer"
IS-MCTS), knowing nothing of any game but its rules.

The hard level searches with the game's own normal bot in its playouts and was measured
against that bot, so part of its edge may be an edge against the normal bot's habits. This
player shares none of them: each iteration deals again what its seat may not see
(``Game.determinize``), walks the tree of moves shared by all deals (UCB with availability
counts), adds one move chosen at random, plays the game out with uniformly random moves to its
end (or ``CUTOFF`` moves, then scores: ``search.evaluate``) and backs the result up. It plays
the most visited move (no preference for any bot's move).

It is a level for measurements only (``simulate --bots hard,reference``; not offered in the
launcher). Its budget is its own number of iterations a decision (``ITERATIONS``, or
``reference:N``), kept when a run fixes the hard level's (``simulate --iterations``): the two
sides are given about the same CPU time a decision, not the same count, since a random playout
to the end costs more than the hard level's short guided one.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.ai.base import RandomBot
from tabletop.ai.search import Node, SearchBot, evaluate
from tabletop.engine.actions import Action
from tabletop.engine.game import Game

#: iterations a decision unless a run says (``reference:N``): the official runs' budgets were
#: fitted to about 0.5 s of one core a decision when a random playout to the end cost about
#: 2.5 ms in Espionage, 6 in Austin Powers, 14 in Mighty Beanz and 27 in RPG Get! (2026-11-25,
#: ``tools/official_runs.py``); they are kept as iterations, and since the playouts build no
#: views (``_NO_VIEW``) they cost about 1.3, 2.6, 4.1 and 10 ms (2026-11-26), the same moves
ITERATIONS = 100
#: random moves played out before a position is scored (most games end well before)
CUTOFF = 400


#: what the random policy is handed for a view: it never reads one, and building a seat's view
#: at every random move was half of a playout's cost (RPG Get!, 2026-11-26)
_NO_VIEW: dict[str, Any] = {}


def _no_view(g: Game, seat: int, legal: list[Action]) -> dict[str, Any]:
    return _NO_VIEW


class ReferenceBot(SearchBot):
    """IS-MCTS with random playouts and no game knowledge (see the module's text)."""

    #: ``simulate --iterations`` sets the hard level's budget, not this one
    keeps_budget = True

    def __init__(self, game_name: str, iterations: int | None = None) -> None:
        if iterations is None:
            iterations = ITERATIONS
        super().__init__(
            game_name,
            iterations=iterations,
            policy=RandomBot(),
            cutoff=CUTOFF,
            confidence=0.0,  # the best mean wins: no bot's move is preferred
            evaluator=evaluate,
            method="tree",
            playout_view=_no_view,
        )

    def _first_try(
        self, g: Game, actor: int, legal: list[Action], fresh: list[int], rng: random.Random
    ) -> int:
        """A random untried action (the random policy's pick when it is untried, drawn from
        the same stream as before, without building a view it would not read)."""
        if len(fresh) == 1:
            return fresh[0]
        want = self.policy.choose(_NO_VIEW, legal, rng)
        for i in fresh:
            if legal[i] == want:
                return i
        return fresh[rng.randrange(len(fresh))]

    def _pick(self, root: Node, legal: list[Action], want: Action) -> Action:
        """The most visited move (ties: the better total)."""
        by_text = {str(a): a for a in legal}
        ranked = sorted(
            ((c.visits, c.reward, t) for t, c in root.children.items() if t in by_text),
            reverse=True,
        )
        return by_text[ranked[0][2]] if ranked else want


def reference_level(game_name: str, spec: str = "") -> ReferenceBot:
    """``reference`` or ``reference:N`` (N iterations a decision)."""
    return ReferenceBot(game_name, int(spec) if spec.isdigit() and int(spec) > 0 else None)
