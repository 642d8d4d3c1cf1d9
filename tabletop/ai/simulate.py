"""Bot-against-bot simulations: many seeded games, wins by bot label, lengths and speed.

The bot list is rotated through the seats game by game (game ``i`` puts bot ``j`` in seat
``(j + i) % n``) so no bot keeps the first-player advantage. A searching bot (the hard level)
is given the game (``ai.base.bot_answer``) and searches within its budget: the app's
(``search.hard_budget``, iterations by game and seats), or ``iterations`` a decision when given; its
think time (CPU seconds a decision with a choice) is reported. Shared victories count as a
fraction for each winner, with a 95 % Wilson interval of each bot's win rate. Game-specific
figures come from ``Game.metrics()`` and are averaged.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tabletop.ai.base import bot_answer, make_bot, searches
from tabletop.engine.game import game_class, new_game


def play_one(
    game: str,
    seed: int,
    levels: list[str],
    options: dict[str, Any] | None = None,
    iterations: int | None = None,
) -> dict[str, Any]:
    """One game with ``levels[j]`` in seat ``(j + seed) % n`` (a searching bot at ``iterations``
    a decision when given); returns its figures."""
    n = len(levels)
    seat_of = {j: (j + seed) % n for j in range(n)}
    bot_at = {seat_of[j]: make_bot(game, levels[j]) for j in range(n)}
    for b in bot_at.values():
        if iterations is not None and searches(b) and not getattr(b, "keeps_budget", False):
            b.iterations = iterations  # type: ignore[attr-defined]
    think: list[float] = []
    g = new_game(game, seed, n, options)
    # a searching bot (the hard level) deals again what it has not seen: the game records it
    g.tracks_knowledge = any(searches(b) for b in bot_at.values())
    rng = random.Random(seed ^ 0x5EED)
    steps = 0
    t0 = time.perf_counter()
    while not g.is_terminal():
        seat = g.active_seats()[0]
        bot = bot_at[seat]
        if searches(bot):
            many = len(g.legal_actions(seat)) > 1
            t = time.process_time()
            g.apply(bot_answer(bot, g, seat, rng))
            if many and not getattr(bot, "keeps_budget", False):  # the hard level's, not a
                think.append(time.process_time() - t)  # reference opponent's
        else:
            legal = g.legal_actions(seat)
            g.apply(bot.choose(g.view(seat), legal, rng))
        steps += 1
        if steps > g.MAX_ACTIONS:
            raise RuntimeError(f"{game} seed {seed}: no end after {steps} actions")
    elapsed = time.perf_counter() - t0
    res = g.result()
    assert res is not None
    wins = {j: (1.0 / len(res.winners) if seat_of[j] in res.winners else 0.0) for j in range(n)}
    return {
        "seed": seed,
        "wins": wins,
        "actions": steps,
        "seconds": elapsed,
        "metrics": g.metrics(),
        "think": think,
    }


def _chunk(
    args: tuple[str, list[int], list[str], dict[str, Any] | None, int | None],
) -> list[dict[str, Any]]:
    game, seeds, levels, options, iterations = args
    return [play_one(game, s, levels, options, iterations) for s in seeds]


def simulate(
    game: str,
    games: int,
    levels: list[str],
    seed: int = 0,
    jobs: int = 1,
    options: dict[str, Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
    iterations: int | None = None,
    each: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """``games`` seeded games of ``levels`` (rotating through the seats); ``each`` is told
    every finished game."""
    cls = game_class(game)
    if not cls.MIN_SEATS <= len(levels) <= cls.MAX_SEATS:
        raise ValueError(f"{cls.TITLE} needs {cls.MIN_SEATS}-{cls.MAX_SEATS} bots")
    seeds = list(range(seed, seed + games))
    size = max(1, min(50, games // max(1, jobs * 4)))
    chunks = [
        (game, seeds[i : i + size], levels, options, iterations) for i in range(0, games, size)
    ]
    results: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(_chunk, chunks):
                results.extend(part)
                if each is not None:
                    for r in part:
                        each(r)
                if progress:
                    progress(len(results), games)
    else:
        for c in chunks:
            for s in c[1]:
                results.append(play_one(game, s, levels, options, iterations))
                if each:
                    each(results[-1])
            if progress:
                progress(len(results), games)
    wall = time.perf_counter() - t0
    labels = [f"{j}:{lv}" for j, lv in enumerate(levels)]
    wins = {labels[j]: round(sum(r["wins"][j] for r in results), 3) for j in range(len(levels))}
    total_actions = sum(r["actions"] for r in results)
    engine_seconds = sum(r["seconds"] for r in results) or 1e-9
    metric_keys = sorted({k for r in results for k in r["metrics"]})
    metrics = {
        k: round(sum(r["metrics"].get(k, 0.0) for r in results) / len(results), 4)
        for k in metric_keys
    }
    think = sorted(t for r in results for t in r["think"])
    out = {
        "game": game,
        "games": games,
        "bots": labels,
        "wins": wins,
        "win_rates": {k: round(v / games, 4) for k, v in wins.items()},
        "win_intervals95": {k: [round(x, 4) for x in wilson(v, games)] for k, v in wins.items()},
        "mean_actions": round(total_actions / games, 2),
        "actions_per_second": round(total_actions / engine_seconds, 1),
        "wall_seconds": round(wall, 2),
        "metrics": metrics,
    }
    if think:
        out["iterations"] = iterations
        out["think"] = {
            "decisions": len(think),
            "median_s": round(statistics.median(think), 4),
            "p99_s": round(think[min(len(think) - 1, int(0.99 * len(think)))], 4),
            "max_s": round(think[-1], 4),
        }
    return out


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate of ``wins`` out of ``n`` (95 % by default)."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def progress_bar(done: int, total: int) -> None:
    width = 30
    filled = int(width * done / max(total, 1))
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done >= total:
        sys.stderr.write("\n")
    sys.stderr.flush()
