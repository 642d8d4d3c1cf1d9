"""Bots that press a reaction button after a human-like delay.

A bot's press time is built from the moment the window opened and the bot's own
``random.Random`` only: :func:`bot_press_time_ns` takes ``(reactor, opened_ns)`` and nothing else,
so a bot cannot peek at the humans' presses (tested structurally and behaviourally).

Delays are drawn from an ex-Gaussian distribution (a normal ``mu, sigma`` plus an exponential
tail ``tau``; the usual fit for human reaction times), mean ``mu + tau``. Numbers follow the
HANDBOOK ("Timing and input facts"): simple visual reaction time of young adults about 190-250 ms
with a spread of 20-30 ms *between people*, and copying a gesture (a recognition task) roughly
300-600 ms. Each reactor is one "person": at creation it draws a personal offset from
``N(0, person_sd_ms)`` that stays fixed, so two bots of one level differ like two people do.

=========  ==============================  =================================
level      simple (mu, sigma, tau) -> mean  gesture (mu, sigma, tau) -> mean
=========  ==============================  =================================
easy       230, 30, 60 -> 290 ms            440, 70, 120 -> 560 ms
normal     180, 25, 40 -> 220 ms            330, 50,  90 -> 420 ms
hard       165, 20, 30 -> 195 ms            265, 35,  50 -> 315 ms
=========  ==============================  =================================

Person spread: 25 ms (simple), 50 ms (gesture). Floors: no delay below 120 ms (simple) or
200 ms (gesture), faster than any honest human reaction. The level ``"random"`` (every game's
weakest bot in ``tabletop.ai.base``) reacts like ``"easy"``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

Task = Literal["simple", "gesture"]


@dataclass(frozen=True, slots=True)
class ExGaussian:
    mu_ms: float
    sigma_ms: float
    tau_ms: float
    person_sd_ms: float
    floor_ms: float

    @property
    def mean_ms(self) -> float:
        return self.mu_ms + self.tau_ms


#: level -> task -> distribution
LEVELS: dict[str, dict[str, ExGaussian]] = {
    "easy": {
        "simple": ExGaussian(230.0, 30.0, 60.0, 25.0, 120.0),
        "gesture": ExGaussian(440.0, 70.0, 120.0, 50.0, 200.0),
    },
    "normal": {
        "simple": ExGaussian(180.0, 25.0, 40.0, 25.0, 120.0),
        "gesture": ExGaussian(330.0, 50.0, 90.0, 50.0, 200.0),
    },
    "hard": {
        "simple": ExGaussian(165.0, 20.0, 30.0, 25.0, 120.0),
        "gesture": ExGaussian(265.0, 35.0, 50.0, 50.0, 200.0),
    },
}
LEVEL_ALIASES = {"random": "easy"}

#: A bot that is the Happening's player "makes the gesture" this long after the prompt appears.
OPENER_PAUSE_MS = (700.0, 1600.0)


def distribution(level: str, task: str) -> ExGaussian:
    lv = LEVEL_ALIASES.get(level, level)
    if lv not in LEVELS:
        raise ValueError(f"unknown reaction bot level {level!r}; choose from {', '.join(LEVELS)}")
    if task not in LEVELS[lv]:
        raise ValueError(f"unknown reaction task {task!r}; use 'simple' or 'gesture'")
    return LEVELS[lv][task]


class BotReactor:
    """One bot "person" reacting at a level to a task (``"simple"`` or ``"gesture"``)."""

    def __init__(
        self,
        level: str = "normal",
        task: str = "simple",
        rng: random.Random | None = None,
        person_offset_ms: float | None = None,
    ) -> None:
        self.level = level
        self.task = task
        self.dist = distribution(level, task)
        self.rng = rng if rng is not None else random.Random()
        if person_offset_ms is None:
            person_offset_ms = self.rng.gauss(0.0, self.dist.person_sd_ms)
        self.person_offset_ms = person_offset_ms

    def delay_ms(self) -> float:
        """One reaction delay in milliseconds (a fresh draw each call)."""
        d = self.dist
        x = self.rng.gauss(d.mu_ms + self.person_offset_ms, d.sigma_ms) + self.rng.expovariate(
            1.0 / d.tau_ms
        )
        return max(d.floor_ms, x)


def bot_press_time_ns(reactor: BotReactor, opened_ns: int) -> int:
    """When the bot presses: the window's open time plus one human-like delay. Nothing else."""
    return opened_ns + round(reactor.delay_ms() * 1_000_000)


def schedule_bot_presses(reactors: Mapping[int, BotReactor], opened_ns: int) -> dict[int, int]:
    """Press times for several bot seats, drawn in seat order (deterministic for seeded rngs)."""
    return {seat: bot_press_time_ns(reactors[seat], opened_ns) for seat in sorted(reactors)}


def opener_pause_ns(rng: random.Random) -> int:
    """How long a bot Happening player waits after the prompt before making its gesture."""
    lo, hi = OPENER_PAUSE_MS
    return round(rng.uniform(lo, hi) * 1_000_000)
