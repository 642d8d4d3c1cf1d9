"""The hard level's search by rollouts (issue 29): every move of the searching seat is played
out on the same deals, the game's own bot playing every seat after it, and the moves are
narrowed by sequential halving (Karnin, Koren and Somekh 2013).

Each *deal* is a copy in which what the seat may not see is dealt again (``Game.determinize``).
On one deal every move still in the running is tried on its own copy with the same random
streams (the same future draws, the same bot choices where the positions agree), played on
by the policy bot up to the cut-off and scored by the game's evaluation. Comparing moves on
the same deals removes most of the luck of the deal from their difference. The budget (an
iteration is one move played out on one deal) is split into rounds; after each round the
worse half of the moves drops out (never the policy bot's own move). At the end the best
move is played only if it beats the policy's move, on the deals both played, by
``confidence`` standard errors of their paired difference: the search keeps the game's own
knowledge where its figures are not clear.

Against a player like the policy bot this is a policy improvement step (Tesauro and Galperin
1996): the others are modelled by that bot (seeing only their own view of the deal), never by
a search that would know the searching seat's cards.
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.game import Game

if TYPE_CHECKING:
    from tabletop.ai.search import SearchBot


class Rollouts:
    """One decision searched by rollouts (``SearchBot.method == "rollouts"``)."""

    def __init__(
        self,
        bot: SearchBot,
        game: Game,
        seat: int,
        legal: list[Action],
        want: Action,
        rng: random.Random,
        halt: Callable[[], bool] | None,
        budget: float | None,
        iterations: int | None = None,
    ) -> None:
        self.bot, self.game, self.seat, self.rng, self.halt = bot, game, seat, rng, halt
        self.want = str(want)
        self.moves = {str(a): a for a in legal}
        #: the moves still in the running, the policy's first
        self.alive = [self.want] + [t for t in self.moves if t != self.want]
        self.total = {t: 0.0 for t in self.moves}
        self.deals = {t: 0 for t in self.moves}
        #: the paired difference to the policy's move: its sum and the sum of its squares
        self.diff = {t: 0.0 for t in self.moves}
        self.diff2 = {t: 0.0 for t in self.moves}
        #: seconds of the bot's clock a decision (or a cap on the iterations), and iterations
        self.budget, self.iterations = budget, iterations
        self.n = 0
        self.start = bot.clock() if budget is not None else 0.0
        self.now = self.start

    # ------------------------------------------------------------------ the budget
    def _used(self) -> float:
        """The share of the budget used once the next playout is done (0 to 1 and more): the
        playouts so far of the iterations, and by time the time so far and a playout's mean, so
        a decision ends within its time. With both (the app's hard level: the iterations and a
        cap of time) the larger share: the time counts only where it would pass the cap."""
        used = 0.0 if self.iterations is None else self.n / max(1, self.iterations)
        if self.budget is None:
            return used
        if self.budget <= 0:
            return 1.0
        spent = self.now - self.start
        return max(used, spent * (self.n + 1) / max(1, self.n) / self.budget)

    def _over(self) -> bool:
        """The budget is spent, or the answer is no longer wanted (a stop, an undo)."""
        if self.bot.stop.is_set() or (self.halt is not None and self.halt()):
            return True
        return self.n > 0 and self._used() >= 1.0

    # ------------------------------------------------------------------ the search
    def run(self) -> Action:
        rounds = max(1, math.ceil(math.log2(len(self.alive))))
        for r in range(rounds):
            done = 0
            while done == 0 or self._used() < (r + 1) / rounds:
                if not self._one_deal():
                    self.bot.last_iterations = self.n
                    return self._pick()
                done += 1
            if r < rounds - 1:
                self._halve()
        self.bot.last_iterations = self.n
        return self._pick()

    def _one_deal(self) -> bool:
        """Plays every move in the running out on one new deal; False (and nothing counted
        of that deal) when the budget ran out before the last of them."""
        bot = self.bot
        if self._over():
            return False
        deal = bot._deal(self.game, self.seat, self.rng)
        seed, stream = self.rng.getrandbits(63), self.rng.getrandbits(63)
        legal = {str(a) for a in deal.legal_actions(self.seat)}  # the same as the real game's
        values: dict[str, float] = {}
        for t in self.alive:
            if t not in legal:
                continue
            if self._over():
                return False
            g = deal.clone(seed)
            g.apply_trusted(self.moves[t])
            # a fresh copy of the policy bot (RPG Get!'s counts the Missions it skipped), and of
            # the bot of the other seats if it has its own: each move is played out by the same
            # bots, and the real ones are not changed by playouts
            others = None if bot.others is None else (self.seat, copy.copy(bot.others))
            bot._playout(g, random.Random(stream), copy.copy(bot.policy), others)
            values[t] = bot.evaluate(g, self.seat)
            self.n += 1
            if self.budget is not None:
                self.now = bot.clock()
        base = values.get(self.want)
        for t, v in values.items():
            self.total[t] += v
            self.deals[t] += 1
            if base is not None:
                self.diff[t] += v - base
                self.diff2[t] += (v - base) ** 2
        return True

    def _mean(self, t: str) -> float:
        return self.total[t] / self.deals[t] if self.deals[t] else -1.0

    def _halve(self) -> None:
        """The better half of the moves in the running stay (and the policy's move)."""
        ranked = sorted(self.alive, key=lambda t: (-self._mean(t), self.alive.index(t)))
        keep = set(ranked[: max(2, (len(ranked) + 1) // 2)]) | {self.want}
        self.alive = [t for t in self.alive if t in keep]

    def _pick(self) -> Action:
        """The best move in the running if it beats the policy's move by ``confidence``
        standard errors of their paired difference; else the policy's move."""
        best = max(self.alive, key=lambda t: (self._mean(t), t == self.want))
        k = self.deals[self.want]
        if best == self.want or k < 2 or self.deals[best] < 2:
            return self.moves[self.want]
        mean = self.diff[best] / k
        var = max(0.0, self.diff2[best] / k - mean * mean) * k / (k - 1)
        error = math.sqrt(max(var, 1e-4) / k)
        return self.moves[best] if mean > self.bot.confidence * error else self.moves[self.want]
