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

from tabletop.ai.base import RandomBot
from tabletop.ai.search import Node, SearchBot, evaluate
from tabletop.engine.actions import Action

#: iterations a decision unless a run says (``reference:N``): the official runs give each game
#: about 0.5 s of one core a decision (``tools/official_runs.py``; a random playout to the end
#: costs about 2.5 ms in Espionage, 6 in Austin Powers, 14 in Mighty Beanz and 27 in RPG Get!,
#: measured on 2026-11-25)
ITERATIONS = 100
#: random moves played out before a position is scored (most games end well before)
CUTOFF = 400


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
        )

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
