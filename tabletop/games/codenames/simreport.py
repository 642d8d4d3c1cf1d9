"""``tabletop simulate codenames``: the word-association bots measured in two set-ups.

- ``matched``: the Director and the Agents think with the same association source (MiniLM).
- ``cross``: the Agents use a different source (GloVe) than the Director (MiniLM), closer to a
  human guesser who does not share the computer's mind.

Each reports ``win_rate`` (the players' team wins: the two-player game, or the starting team in
the other variants), ``assassin_rate`` (games lost on the assassin), ``cards_per_clue`` (own
cards found per clue given), ``turns`` and ``stops``. The top-level ``wins``/``win_rates`` are
those of the matched set-up. Bot levels: the first level that is not ``random`` is used for
every seat (a random Director or Agent would measure nothing about association).
Option ``variant=two-player`` is accepted as the rulebook's name of ``co-op``.
"""

from __future__ import annotations

import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tabletop.engine.game import new_game
from tabletop.games.codenames.bots import AssocBot

CROSS_AGENT_SOURCE = "glove"


def _options(options: dict[str, Any] | None) -> dict[str, Any]:
    out = dict(options or {})
    if out.get("variant") in ("two-player", "two", "coop"):
        out["variant"] = "co-op"
    return out


def play(
    seed: int, level: str, agent_source: str, seats: int, options: dict[str, Any]
) -> dict[str, float]:
    """One seeded game, Director(s) on MiniLM, Agents on ``agent_source``; its figures."""
    g = new_game("codenames", seed, seats, _options(options))
    director = AssocBot("minilm", level)
    agent = AssocBot(agent_source, level)
    rng = random.Random(seed ^ 0x5EED)
    steps = 0
    t0 = time.perf_counter()
    while not g.is_terminal():
        seat = g.active_seats()[0]
        view = g.view(seat)
        bot = director if view["you"]["role"] == "director" else agent
        g.apply(bot.choose(view, g.legal_actions(seat), rng))
        steps += 1
        if steps > g.MAX_ACTIONS:
            raise RuntimeError(f"codenames seed {seed}: no end after {steps} actions")
    elapsed = time.perf_counter() - t0
    final = g.view(None)
    team = final["starting_team"]
    clues = [h for h in final["history"] if h["clue"] is not None and h["team"] == team]
    found = sum(1 for h in clues for x in h["guesses"] if x["result"] == team)
    return {
        "won": float(final["winner"] == team),
        "assassin": float(g.end_reason == "assassin"),  # type: ignore[attr-defined]
        "clues": float(len(clues)),
        "found": float(found),
        "stops": float(sum(1 for h in clues if h["ended"] == "stopped")),
        "turns": float(final["turn"]),
        "actions": float(steps),
        "seconds": elapsed,
    }


def _chunk(args: tuple[list[int], str, str, int, dict[str, Any]]) -> list[dict[str, float]]:
    seeds, level, src, seats, options = args
    return [play(s, level, src, seats, options) for s in seeds]


def run(
    games: int, level: str, agent_source: str, seed: int, jobs: int, seats: int,
    options: dict[str, Any],
) -> list[dict[str, float]]:  # fmt: skip
    seeds = list(range(seed, seed + games))
    size = max(1, min(50, games // max(1, jobs * 4)))
    chunks = [(seeds[i : i + size], level, agent_source, seats, options)
              for i in range(0, games, size)]  # fmt: skip
    out: list[dict[str, float]] = []
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(_chunk, chunks):
                out.extend(part)
    else:
        for c in chunks:
            out.extend(_chunk(c))
    return out


def summary(results: list[dict[str, float]]) -> dict[str, float]:
    n = max(1, len(results))
    clues = sum(r["clues"] for r in results)
    return {
        "win_rate": round(sum(r["won"] for r in results) / n, 4),
        "assassin_rate": round(sum(r["assassin"] for r in results) / n, 4),
        "cards_per_clue": round(sum(r["found"] for r in results) / max(1.0, clues), 3),
        "clues_per_game": round(clues / n, 3),
        "stops_per_game": round(sum(r["stops"] for r in results) / n, 3),
        "turns": round(sum(r["turns"] for r in results) / n, 3),
    }


def simulate_report(
    games: int, levels: list[str], seed: int, jobs: int, options: dict[str, Any]
) -> dict[str, Any]:
    level = next((lv for lv in levels if lv != "random"), "normal")
    if level not in ("easy", "normal", "hard"):
        level = "normal"
    seats = max(2, len(levels))
    opts = _options(options)
    t0 = time.perf_counter()
    matched = run(games, level, "minilm", seed, jobs, seats, opts)
    cross = run(games, level, CROSS_AGENT_SOURCE, seed, jobs, seats, opts)
    wall = time.perf_counter() - t0
    both = matched + cross
    actions = sum(r["actions"] for r in both)
    engine = sum(r["seconds"] for r in both) or 1e-9
    label = f"team:{level}"
    wins = round(sum(r["won"] for r in matched), 3)
    return {
        "game": "codenames",
        "games": games,
        "bots": [f"{j}:{level}" for j in range(seats)],
        "wins": {label: wins},
        "win_rates": {label: round(wins / max(1, games), 4)},
        "mean_actions": round(sum(r["actions"] for r in matched) / max(1, games), 2),
        "actions_per_second": round(actions / engine, 1),
        "wall_seconds": round(wall, 2),
        "metrics": {
            "matched": summary(matched),
            "cross": summary(cross),
            "level": level,
            "director_source": "minilm",
            "cross_agent_source": CROSS_AGENT_SOURCE,
        },
    }
