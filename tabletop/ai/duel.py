"""Duels: the hard level (the search player) against the normal bots, many seeded games, the
hard seat rotating, win rate with a 95 % interval and think time per decision (issue 29).

The hard bot's budget here is a number of iterations (never time), so a duel is reproducible:
the same game, seed, seats and iterations give the same games. ``tools/duel.py`` prints it.
With ``iterations=None`` the bot searches as in the app (``search.hard_budget``: the game's
iterations for its seats at the think setting, with its cap of time); with ``seconds`` it searches
for that many seconds of ``clock`` (CPU seconds of the thread that searches) instead:
``tools/hard_budget.py`` counts what a time buys, to fit the app's iterations by.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from tabletop.ai.base import bot_answer, make_bot
from tabletop.ai.search import SearchBot
from tabletop.ai.simulate import wilson
from tabletop.engine.game import new_game
from tabletop.engine.registry import info

__all__ = ["bot_game", "bot_pairs", "print_pairs", "duel", "duel_game", "hard_bot", "wilson"]


def hard_bot(
    game: str,
    iterations: int | None,
    clock: Callable[[], float] | None = None,
    seconds: float | None = None,
) -> SearchBot:
    """The game's hard level with a budget of ``iterations`` per decision (None: the app's
    budget), or of ``seconds`` of ``clock`` a decision when given."""
    bot = make_bot(game, "hard")
    if not isinstance(bot, SearchBot):
        raise ValueError(f"{game}'s hard level does not search (it is {type(bot).__name__})")
    bot.iterations = iterations
    bot.budget = seconds
    if clock is not None:
        bot.clock = clock
    return bot


def duel_game(
    game: str,
    seed: int,
    seats: int,
    iterations: int | None,
    control: bool = False,
    clock: Callable[[], float] | None = None,
    seconds: float | None = None,
) -> dict[str, Any]:
    """One game: the hard bot in seat ``seed % seats``, the normal bot everywhere else. Returns
    the hard seat's share of the win (a shared win counts a share), the number of moves, the
    hard bot's think time (CPU seconds of the thread that plays, ``time.thread_time``; ``wall``:
    the clock on the wall) of every decision with a choice and the iterations of every searched
    one. ``control``: the normal bot sits in the hard seat too (the same seeds,
    seats and streams of the other bots: the paired sample a change of the hard level is
    judged against)."""
    hard_seat = seed % seats
    normal = make_bot(game, "normal")
    hard: Any = normal if control else hard_bot(game, iterations, clock, seconds)
    g = new_game(game, seed, seats, info(game).unattended)
    g.tracks_knowledge = True
    rng = random.Random(seed ^ 0x5EED)
    think: list[float] = []
    wall: list[float] = []
    searched: list[int] = []
    moves = 0
    while not g.is_terminal():
        seat = g.active_seats()[0]
        if seat == hard_seat:
            t, w = time.thread_time(), time.perf_counter()
            many = len(g.legal_actions(seat)) > 1
            action = bot_answer(hard, g, seat, rng)
            if many:
                think.append(time.thread_time() - t)
                wall.append(time.perf_counter() - w)
                if getattr(hard, "last_iterations", 0):
                    searched.append(hard.last_iterations)
        else:
            action = normal.choose(g.view(seat), g.legal_actions(seat), rng)
        g.apply(action)
        moves += 1
        if moves > g.MAX_ACTIONS:
            raise RuntimeError(f"{game} seed {seed}: no end after {moves} moves")
    res = g.result()
    assert res is not None
    share = 1.0 / len(res.winners) if hard_seat in res.winners else 0.0
    return {
        "seed": seed,
        "hard_seat": hard_seat,
        "share": share,
        "moves": moves,
        "end": g.state_hash(),
        "think": think,
        "wall": wall,
        "iterations": searched,
    }


def duel(
    game: str,
    games: int,
    seats: int = 2,
    iterations: int = 100,
    seed: int = 0,
    progress: Callable[[dict[str, Any]], None] | None = None,
    control: bool = False,
) -> dict[str, Any]:
    """``games`` seeded games (seeds ``seed`` ...); the win rate of hard with its interval
    (``control``: of the normal bot in the hard seat)."""
    played = []
    for s in range(seed, seed + games):
        one = duel_game(game, s, seats, iterations, control)
        played.append(one)
        if progress is not None:
            progress(one)
    wins = sum(p["share"] for p in played)
    think = sorted(t for p in played for t in p["think"])
    low, high = wilson(wins, games)
    return {
        "game": game,
        "seats": seats,
        "iterations": iterations,
        "games": games,
        "hard_wins": wins,
        "win_rate": wins / games if games else 0.0,
        "interval95": (low, high),
        "chance": 1.0 / seats,
        "decisions": len(think),
        "think_median": statistics.median(think) if think else 0.0,
        "think_p99": think[min(len(think) - 1, int(0.99 * len(think)))] if think else 0.0,
    }


def bot_game(
    game: str, seed: int, tested: Any, normal: Any, options: Any = None, cap: int | None = None
) -> float:
    """One two-player game of bots without search, ``tested`` in seat ``seed % 2`` against
    ``normal``: its share of the win; a game still running after ``cap`` moves counts half."""
    seat = seed % 2
    bots = {seat: tested, 1 - seat: normal}
    g = new_game(game, seed, 2, options)
    rng = random.Random(seed ^ 0x5EED)
    moves = 0
    while not g.is_terminal():
        if cap is not None and moves >= cap:
            return 0.5
        s = g.active_seats()[0]
        g.apply(bots[s].choose(g.view(s), g.legal_actions(s), rng))
        moves += 1
    res = g.result()
    assert res is not None
    return 1.0 / len(res.winners) if seat in res.winners else 0.0


def bot_pairs(
    game: str,
    tested: Callable[[], Any],
    normal: Callable[[], Any],
    seeds: range,
    options: Any = None,
    cap: int | None = None,
) -> dict[str, float]:
    """A bot without search against the normal bot on ``seeds``, paired: each seed played by
    ``tested()`` and again by ``normal()`` in its seat (the control). Wins of both, and the
    games only one of them won."""
    out = {"won": 0.0, "control": 0.0, "only": 0.0, "only_control": 0.0}
    for seed in seeds:
        a = bot_game(game, seed, tested(), normal(), options, cap)
        b = bot_game(game, seed, normal(), normal(), options, cap)
        out["won"] += a
        out["control"] += b
        out["only"] += a > b
        out["only_control"] += b > a
    return out


def print_pairs(name: str, pairs: dict[str, float], games: int) -> None:
    """``bot_pairs``' figures with 95 % Wilson intervals, as the bot duel tools print them."""
    for label, w in ((name, pairs["won"]), ("control (normal)", pairs["control"])):
        low, high = wilson(w, games)
        print(f"{label:>18}: {w:g}/{games} = {w / games:.1%} (95 % {low:.1%}-{high:.1%})")
    print(f"games only {name} won: {pairs['only']:g}, only the control: {pairs['only_control']:g}")
