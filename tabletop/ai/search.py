"""A search player for every game, guided by the game's own bot (issue 29). By default
(``method="rollouts"``) every move is played out on the same deals by the policy bot
(``ai/rollouts.py``: paired rollouts narrowed by sequential halving); ``method="tree"`` is the
determinized Monte Carlo tree search below (Cowling, Powley and Whitehouse 2012,
"single-observer" information-set MCTS), which measured no better and models the other seats
by a search that knows the searching seat's cards.

In the tree search each iteration deals again what the searching seat may not see (``Game.determinize``), walks a
tree of action notations shared by all deals (a child is counted as *available* whenever its
action is legal in the deal, and chosen by UCB with those availability counts), adds one new
action (the policy bot's choice first), then plays on with the game's normal bot up to a
cut-off, and scores the end (``evaluate``). Moves on the copies go through ``apply_trusted``.

The player never reads the real game's hidden cards: it only asks ``determinize``, whose copies
show its seat the same view as the real game. The per-decision budget is, by default, the hard
level's: a number of iterations by game and seat count (``HARD_BUDGETS``, the budgets the
official runs measured, scaled by the player's setting ``bots_think_seconds``), so the app plays
exactly the measured level on any machine load and a game is reproducible from its seed and
moves; a cap of CPU time of the search's own thread (``THINK_CAP`` times the setting, by
``time.thread_time``: the interface thread's work is not charged to it) keeps a very slow machine
from waiting for ever. A fixed number of iterations (``iterations``: tests and the official runs,
never the clock) or a time (``budget`` seconds of the injected clock: ``tools/hard_budget.py``,
what a time buys) may be given instead. ``stop`` (a ``threading.Event``) ends a search at once
(an undo, a closed window), and the best move found so far is returned.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop.ai.base import Bot, RandomBot, make_bot
from tabletop.ai.rollouts import Rollouts
from tabletop.engine.actions import Action
from tabletop.engine.game import Game

#: UCB exploration constant (rewards are in [0, 1])
EXPLORE = 0.7
#: moves played by the policy after the tree before the position is scored
CUTOFF = 40
#: the search plays another move than its policy bot's only when that move's mean reward is
#: better by this many standard errors (the spread of rewards within the root's moves, pooled):
#: with a small budget the noise of the deals would otherwise pick a worse move than the policy's
CONFIDENCE = 1.0
#: deals of what the seat may not see a sure win is checked on before any search: a move after
#: which the game is over with the seat its only winner on every one of them is played at once
#: (the policy's move first, if it is one)
SURE_DEALS = 3
#: the hard level's fixed budget in iterations a decision for every game (None: the game's
#: ``HARD_BUDGETS``); the test run sets a small number (``tests/conftest.py``): tests never
#: depend on time
HARD_ITERATIONS: int | None = None
#: the hard level's iterations a decision at the default setting (1 s), by game: (from this many
#: seats on, iterations), read from each game's registration (``GameInfo.hard_budget``) by
#: ``budgets``. These are the budgets the official runs measured (``tools/official_runs.py``
#: takes its budgets from here), fitted to what 1 s of one core of this machine bought
#: (``tools/hard_budget.py``): the app's hard level is the measured one.
HARD_BUDGETS: dict[str, tuple[tuple[int, int], ...]] = {}


def budgets() -> dict[str, tuple[tuple[int, int], ...]]:
    """``HARD_BUDGETS``, with every registered game's ``hard_budget`` (an entry already there,
    a test's, is kept)."""
    from tabletop.engine.registry import registry

    for name, gi in registry().items():
        if gi.hard_budget:
            HARD_BUDGETS.setdefault(name, gi.hard_budget)
    return HARD_BUDGETS


#: the player's setting ``bots_think_seconds`` (``set_think_seconds``): the hard level's budget
#: is ``HARD_BUDGETS`` times this (1 s: the measured level; 2 s: twice the iterations)
THINK = {"seconds": 1.0}
THINK_MIN, THINK_MAX = 0.25, 4.0
#: the most a decision of the hard level searches, in CPU seconds of its own thread, for each
#: second of the setting: a safety cap for a very slow machine (on this machine the searched
#: decisions' p99 is well under it, ``docs/computer-players.md``)
THINK_CAP = 4.0
#: the clock the cap (or a ``budget`` in seconds) is read from: the CPU time of the thread that
#: searches (never the whole process's, which counts the interface thread's frames too)
THINK_CLOCK: Callable[[], float] = time.thread_time


def hard_budget(game_name: str, seats: int, seconds: float = 1.0) -> int:
    """The hard level's iterations a decision in ``game_name`` at ``seats`` seats with the think
    setting ``seconds`` (``HARD_BUDGETS`` scaled, at least 1)."""
    steps = budgets()[game_name]
    base = next((it for at, it in reversed(steps) if at <= seats), steps[0][1])
    return max(1, round(base * seconds))


def think_seconds(value: object) -> float:
    """A think-time setting read back: a number of seconds within bounds, else the default."""
    try:
        v = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 1.0
    return max(THINK_MIN, min(THINK_MAX, v)) if math.isfinite(v) else 1.0


def set_think_seconds(value: object) -> None:
    """Every hard-level player searches ``HARD_BUDGETS`` times this from its next decision on
    (the app's setting, in seconds: 1 is the measured level)."""
    THINK["seconds"] = think_seconds(value)


@dataclass
class Node:
    """One action of the tree: who took it, its visits, its availability and its reward (for
    the seat that took it)."""

    seat: int = -1
    visits: int = 0
    avail: int = 0
    reward: float = 0.0
    #: the sum of the squared rewards (their spread: how sure the mean is)
    square: float = 0.0
    children: dict[str, Node] = field(default_factory=dict)


def evaluate(game: Game, seat: int) -> float:
    """How good ``game`` is for ``seat``, in [0, 1]: 1 won, 0 lost (a share for a shared
    win); before the end, from the scores (the lead over the best other seat, squashed), else
    even."""
    res = game.result()
    if res is not None:
        if seat in res.winners:
            return 1.0 / len(res.winners)
        return 0.0
    scores = game.scores()
    if not scores or seat not in scores:
        return 0.5
    others = [v for s, v in scores.items() if s != seat]
    if not others:
        return 0.5
    lead = scores[seat] - max(others)
    scale = max(1.0, abs(scores[seat]) + abs(max(others))) / 2
    return 0.5 + 0.5 * math.tanh(lead / scale)


def hard_level(game_name: str, **kw: Any) -> SearchBot:
    """A game's hard level (its ``evals.hard``): the search player with the level's budget."""
    return SearchBot(game_name, iterations=HARD_ITERATIONS, **kw)


def _spread(root: Node) -> float:
    """The variance of a reward around its move's mean, pooled over the root's moves (at least
    0.001: a few equal rewards do not make a move certain)."""
    n = sum(c.visits for c in root.children.values())
    inner = sum(c.square - c.reward**2 / c.visits for c in root.children.values() if c.visits)
    k = len(root.children)
    return max(0.001, inner / (n - k)) if n > k else 0.25


class SearchBot:
    """Determinized MCTS for ``game_name`` using that game's ``policy`` bot level in playouts."""

    def __init__(
        self,
        game_name: str,
        budget: float | None = None,
        iterations: int | None = None,
        policy: str | Bot = "normal",
        clock: Callable[[], float] = THINK_CLOCK,
        cutoff: int = CUTOFF,
        confidence: float = CONFIDENCE,
        evaluator: Callable[[Game, int], float] | None = None,
        prepare: Callable[[Game], None] | None = None,
        defer: Callable[[Game, int], bool] | None = None,
        method: str = "rollouts",
        candidates: Callable[[dict[str, Any], list[Action]], list[Action]] | None = None,
        playout_view: Callable[[Game, int, list[Action]], dict[str, Any]] | None = None,
        others: Bot | None = None,
        forced: Callable[[Game, int, list[Action]], Action | None] | None = None,
        redeal: Callable[[Game, int, random.Random], Game] | None = None,
    ) -> None:
        self.game_name = game_name
        #: seconds of ``clock`` a decision, or None
        self.budget = budget
        #: iterations a decision, or None; with neither, the hard level's (``decision_budget``)
        self.iterations = iterations
        self.policy: Bot = make_bot(game_name, policy) if isinstance(policy, str) else policy
        #: the bot the other seats play in the playouts (RPG Get!: the normal bot, the
        #: searching seat its own hard policy); None: the policy plays every seat
        self.others = others
        self.fallback = RandomBot()
        self.clock = clock
        self.cutoff = cutoff
        self.confidence = confidence
        #: the cut-off evaluation (the game's own, ``tabletop/ai/evals``), else ``evaluate``
        self.evaluate = evaluator or evaluate
        #: readies each dealt copy for search (Beanz: shots drawn by the model, not flicked)
        self.prepare = prepare
        #: positions where the policy answers without a search (Beanz: the flick itself)
        self.defer = defer
        #: the moves worth searching, from the seat's view (Beanz: the normal bot's best few of
        #: its 20-30 moves); None: every legal move. The policy's move is always searched.
        self.candidates = candidates
        #: "rollouts" (``Rollouts``: every move played out on the same deals, the policy bot
        #: playing every seat after it) or "tree" (the determinized tree search of ``_iterate``)
        self.method = method
        #: the view the policy is handed in playouts, given the seat and its legal moves (RPG
        #: Get!: without what its bot never reads, to the same moves); None: ``Game.view``
        self.playout_view = playout_view
        #: a move the level makes at once, without a search, or None (Beanz: a draw that
        #: breaks a loop of attacks and uprights in which nobody draws)
        self.forced = forced
        #: deals a copy of the game for the seat instead of ``Game.determinize`` (Espionage:
        #: the other hands dealt to agree with what their bots' moves showed); it must keep the
        #: seat's view of the copy the same
        self.redeal = redeal
        self.stop = threading.Event()
        #: a move that wins at once on every deal is played without a search (``sure_win``)
        self.sure_wins = True
        #: the last search: iterations run
        self.last_iterations = 0

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        """Without a game to search (the plain bot contract): the policy bot's move."""
        return self.policy.choose(view, legal, rng)

    def choose_in(
        self,
        game: Game,
        seat: int,
        rng: random.Random,
        halt: Callable[[], bool] | None = None,
    ) -> Action:
        """The move of ``seat`` in ``game`` after searching within the budget (or until
        ``halt()`` says the answer is no longer wanted: an undo)."""
        legal = game.legal_actions(seat)
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        if self.forced is not None:
            now = self.forced(game, seat, legal)
            if now is not None:
                return now
        if self.defer is not None and self.defer(game, seat):
            return self.policy.choose(game.view(seat), legal, rng)
        want = self._policy_move(game.view(seat), legal, rng)
        if self.sure_wins:
            win = self.sure_win(game, seat, legal, want)
            if win is not None:
                return win
        iterations, budget = self.decision_budget(game)
        if self.method == "rollouts":
            moves = legal
            if self.candidates is not None:
                moves = [a for a in self.candidates(game.view(seat), legal) if a in legal]
                moves = moves if want in moves else [want, *moves]
            if len(moves) == 1:
                return want
            return Rollouts(self, game, seat, moves, want, rng, halt, budget, iterations).run()
        root = Node(seat)
        start = self.clock() if budget is not None else 0.0
        n = 0
        while not self.stop.is_set() and not (halt is not None and halt()):
            if iterations is not None and n >= iterations:
                break
            if budget is not None and n and self.clock() - start >= budget:
                break
            self._iterate(root, self._deal(game, seat, rng), rng)
            n += 1
        self.last_iterations = n
        return self._pick(root, legal, want)

    def decision_budget(self, game: Game) -> tuple[int | None, float | None]:
        """This decision's budget: (iterations, seconds of ``clock``), either may be None. A
        fixed ``iterations`` reads no clock; a ``budget`` in seconds counts no iterations;
        neither (the app's hard level): the game's ``hard_budget`` for its seats at the player's
        setting, with a cap of ``THINK_CAP`` times the setting in CPU seconds of this thread."""
        if self.iterations is not None:
            return self.iterations, None
        if self.budget is not None:
            return None, self.budget
        seconds = THINK["seconds"]
        if self.game_name not in budgets():
            return None, seconds
        return hard_budget(self.game_name, game.num_seats, seconds), THINK_CAP * seconds

    def sure_win(self, game: Game, seat: int, legal: list[Action], want: Action) -> Action | None:
        """A move after which the game is over with ``seat`` its only winner, on each of
        ``SURE_DEALS`` deals of what the seat may not see (never the real hidden cards), or
        None. The policy's move is tried first: among sure wins it keeps the policy's. The deals
        draw from a stream of their own (the search's stream is left as it was)."""
        order = [want] + [a for a in legal if a != want]
        rng = random.Random(0x5E1F)
        alive = order
        for _ in range(SURE_DEALS):
            deal = self._deal(game, seat, rng)
            playable = {str(a) for a in deal.legal_actions(seat)}
            won: list[Action] = []
            for a in alive:
                if str(a) not in playable:
                    continue
                g = deal.clone(rng.getrandbits(63))
                try:
                    g.apply_trusted(a)
                except Exception:  # noqa: BLE001 - a move a deal cannot take is no sure win
                    continue
                res = g.result() if g.is_terminal() else None
                if res is not None and tuple(res.winners) == (seat,):
                    won.append(a)
            if not won:
                return None
            alive = won
        return alive[0]

    def _deal(self, game: Game, seat: int, rng: random.Random) -> Game:
        """A copy of ``game`` with what ``seat`` may not see dealt again, ready for search."""
        g = game.determinize(seat, rng) if self.redeal is None else self.redeal(game, seat, rng)
        if self.prepare is not None:
            self.prepare(g)
        return g

    def _policy_move(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        try:
            want = self.policy.choose(view, legal, rng)
        except Exception:  # noqa: BLE001 - a policy that fails falls back to the first move
            return legal[0]
        return want if want in legal else legal[0]

    def _pick(self, root: Node, legal: list[Action], want: Action) -> Action:
        """The most visited move, if its mean reward beats the policy bot's move (``want``) by
        ``confidence`` standard errors; else the policy's move."""
        by_text = {str(a): a for a in legal}
        ranked = sorted(
            ((c.visits, c.reward, t) for t, c in root.children.items() if t in by_text),
            reverse=True,
        )
        if not ranked:
            return want
        best = root.children[ranked[0][2]]
        mine = root.children.get(str(want))
        if mine is None or mine is best or not mine.visits:
            return by_text[ranked[0][2]] if mine is None else want
        gain = best.reward / best.visits - mine.reward / mine.visits
        error = math.sqrt(_spread(root) * (1 / best.visits + 1 / mine.visits))
        return by_text[ranked[0][2]] if gain > self.confidence * error else want

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: Node, g: Game, rng: random.Random) -> None:
        path: list[Node] = []
        node = root
        while not g.is_terminal():
            actor = g.active_seats()[0]
            legal = g.legal_actions(actor)
            texts = [str(a) for a in legal]
            fresh = [i for i, t in enumerate(texts) if t not in node.children]
            for t in texts:
                if t in node.children:
                    node.children[t].avail += 1
            if fresh:
                pick = self._first_try(g, actor, legal, fresh, rng)
                child = node.children[texts[pick]] = Node(actor, avail=1)
                g.apply_trusted(legal[pick])
                path.append(child)
                break
            best, best_ucb = 0, -1.0
            for i, t in enumerate(texts):
                c = node.children[t]
                ucb = c.reward / c.visits + EXPLORE * math.sqrt(math.log(c.avail) / c.visits)
                if ucb > best_ucb:
                    best, best_ucb = i, ucb
            node = node.children[texts[best]]
            g.apply_trusted(legal[best])
            path.append(node)
        self._playout(g, rng, others=None if self.others is None else (root.seat, self.others))
        values = {s: self.evaluate(g, s) for s in range(g.num_seats)}
        for c in path:
            c.visits += 1
            c.reward += values[c.seat]
            c.square += values[c.seat] ** 2

    def _first_try(
        self, g: Game, actor: int, legal: list[Action], fresh: list[int], rng: random.Random
    ) -> int:
        """Which untried action to add: the policy bot's choice when it is untried (move
        ordering by the game's own knowledge), else a random untried one."""
        if len(fresh) == 1:
            return fresh[0]
        try:
            want = self.policy.choose(g.view(actor), legal, rng)
        except Exception:  # noqa: BLE001 - a policy that fails on a copy falls back to random
            want = None
        for i in fresh:
            if legal[i] == want:
                return i
        return fresh[rng.randrange(len(fresh))]

    def _playout(
        self,
        g: Game,
        rng: random.Random,
        policy: Bot | None = None,
        others: tuple[int, Bot] | None = None,
    ) -> None:
        """The policy bot (or ``policy``, a copy of it) plays every seat for ``cutoff`` moves;
        with ``others`` (a seat and a bot), that bot plays every seat but that one."""
        policy = self.policy if policy is None else policy
        view = self.playout_view or (lambda g, seat, legal: g.view(seat))
        for _ in range(self.cutoff):
            if g.is_terminal() or self.stop.is_set():
                return
            actor = g.active_seats()[0]
            legal = g.legal_actions(actor)
            if len(legal) == 1:  # a forced move: no view, no policy (half of Espionage's)
                g.apply_trusted(legal[0])
                continue
            bot = policy if others is None or actor == others[0] else others[1]
            try:
                a = bot.choose(view(g, actor, legal), legal, rng)
            except Exception:  # noqa: BLE001
                a = self.fallback.choose({}, legal, rng)
            g.apply_trusted(a)
