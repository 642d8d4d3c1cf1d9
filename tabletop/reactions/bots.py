"""Bots that press a reaction button after a human-like delay.

A bot's press time is built from one moment and the bot's own ``random.Random`` only:
:func:`bot_press_time_ns` takes ``(reactor, opened_ns)`` and nothing else, so a bot cannot peek at
the humans' presses (tested structurally and behaviourally). At the table that moment is the
first frame drawn that shows the signal (the gesture, "THROW!"): a bot reacts to the screen as a
person does, not to the instant a gesture was made (``Race.screen_paced``).

Delays are drawn from an ex-Gaussian distribution (a normal ``mu, sigma`` plus an exponential
tail ``tau``; the usual fit for human reaction times), mean ``mu + tau``. Each is a whole
see-recognise-press time: from the frame being drawn to the key arriving, about 20 ms of screen
and keyboard latency included. Numbers follow the HANDBOOK ("Timing and input facts"): simple
visual reaction time of young adults about 190-220 ms with a spread of 20-30 ms *between people*;
copying a gesture (a recognition task) roughly 300-600 ms. Each reactor is one "person": at
creation it draws a personal offset from ``N(0, person_sd_ms)`` that stays fixed, so two bots of
one level differ like two people do.

``PERSON`` is the model person: a newcomer of normal speed who watches the screen. The level
``normal`` (the launcher's default computer player) *is* that person, so a person of normal
speed is last in about 1/N of the N-seat races against normal bots (measured by
``tabletop.reactions.fairness``, a seeded simulation of the real ``Race``;
``python tools/race_fairness.py`` prints the table). Its gesture time is fitted to a newcomer
copying a Happening at 0.45-0.65 s from the frame that shows it (issue 52, measured at the table
on 2026-11-26: a quick newcomer copied at 432, 518 and 509 ms and was last in every race against
normal computers pressing at 415-483 ms): mean 550 ms with a narrow spread, as a person's own
presses have. Before, normal copied in 457 ms (fitted to 0.35-0.55 s, faster than the newcomers
measured), and a newcomer at 0.45-0.65 s was last in 76 % of the 3-seat races instead of 1/3.
``hard`` copies at that old pace (a quick, practised player); ``easy`` is slower than a newcomer,
with a longer tail.

=========  ==============================  =================================
level      simple (mu, sigma, tau) -> mean  gesture (mu, sigma, tau) -> mean
=========  ==============================  =================================
easy       235, 30, 60 -> 295 ms            505, 60,  90 -> 595 ms
normal     185, 25, 40 -> 225 ms            500, 40,  50 -> 550 ms
hard       170, 20, 30 -> 200 ms            412, 35,  45 -> 457 ms
=========  ==============================  =================================

Person spread: 25 ms (simple), 40 ms (gesture at easy; 25 ms at normal and hard). Floors: no delay below 140 ms
(simple) or 250 ms (gesture), faster than any honest human see-and-press. The level
``"random"`` (every game's weakest bot in ``tabletop.ai.base``) reacts like ``"easy"``.

Relaxed timing (``relaxed=True``; the setting ``relaxed_timing``): the computer waits too. A
person told "no hurry" presses at a relaxed pace, about 0.6-0.8 s after the signal whatever it
is (issue 52, measured at the table); a computer player then presses at that pace
(``RELAXED_PERSON``), scaled by how much slower or faster than the model person its level is
(``relaxed_pace``): normal 0.6-0.8 s, easy slower, hard faster. So a relaxed newcomer is last
about 1/N of the time in a relaxed race or duel, as a typical one is at full speed.
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


#: the model person (see the module docstring): see-recognise-press, latency included
PERSON: dict[str, ExGaussian] = {
    "simple": ExGaussian(185.0, 25.0, 40.0, 25.0, 140.0),
    "gesture": ExGaussian(500.0, 40.0, 50.0, 25.0, 250.0),
}
#: a person who is told "no hurry" (relaxed timing): about 0.6-0.8 s, whatever the signal
RELAXED_PERSON: dict[str, ExGaussian] = {
    "simple": ExGaussian(662.0, 35.0, 45.0, 25.0, 480.0),
    "gesture": ExGaussian(662.0, 35.0, 45.0, 25.0, 480.0),
}

#: level -> task -> distribution
LEVELS: dict[str, dict[str, ExGaussian]] = {
    "easy": {
        "simple": ExGaussian(235.0, 30.0, 60.0, 25.0, 140.0),
        "gesture": ExGaussian(505.0, 60.0, 90.0, 40.0, 250.0),
    },
    "normal": dict(PERSON),
    "hard": {
        "simple": ExGaussian(170.0, 20.0, 30.0, 25.0, 140.0),
        "gesture": ExGaussian(412.0, 35.0, 45.0, 25.0, 250.0),
    },
}
LEVEL_ALIASES = {"random": "easy"}

#: A bot that is the Happening's player "makes the gesture" this long after the prompt appears.
OPENER_PAUSE_MS = (700.0, 1600.0)


def relaxed_pace(dist: ExGaussian, task: str) -> ExGaussian:
    """``dist`` at a relaxed pace: the relaxed person's (``RELAXED_PERSON``) scaled by how much
    slower or faster than the model person (``PERSON``) ``dist`` is."""
    k = dist.mean_ms / PERSON[task].mean_ms
    r = RELAXED_PERSON[task]
    return ExGaussian(
        r.mu_ms * k, r.sigma_ms * k, r.tau_ms * k, r.person_sd_ms * k, r.floor_ms * min(1.0, k)
    )


def distribution(level: str, task: str, relaxed: bool = False) -> ExGaussian:
    lv = LEVEL_ALIASES.get(level, level)
    if lv not in LEVELS:
        raise ValueError(f"unknown reaction bot level {level!r}; choose from {', '.join(LEVELS)}")
    if task not in LEVELS[lv]:
        raise ValueError(f"unknown reaction task {task!r}; use 'simple' or 'gesture'")
    dist = LEVELS[lv][task]
    return relaxed_pace(dist, task) if relaxed else dist


class BotReactor:
    """One bot "person" reacting at a level to a task (``"simple"`` or ``"gesture"``); with
    ``relaxed`` (relaxed timing) at a relaxed person's pace (``relaxed_pace``)."""

    def __init__(
        self,
        level: str = "normal",
        task: str = "simple",
        rng: random.Random | None = None,
        person_offset_ms: float | None = None,
        dist: ExGaussian | None = None,
        relaxed: bool = False,
    ) -> None:
        self.level = level
        self.task = task
        self.relaxed = relaxed
        #: ``dist`` overrides the level's table (a simulation of another table of delays)
        if dist is None:
            dist = distribution(level, task)
        self.dist = relaxed_pace(dist, task) if relaxed else dist
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
    """When the bot presses: the moment it saw the signal (the window's open time, or the first
    frame that showed it) plus one human-like delay. Nothing else."""
    return opened_ns + round(reactor.delay_ms() * 1_000_000)


def schedule_bot_presses(reactors: Mapping[int, BotReactor], opened_ns: int) -> dict[int, int]:
    """Press times for several bot seats, drawn in seat order (deterministic for seeded rngs)."""
    return {seat: bot_press_time_ns(reactors[seat], opened_ns) for seat in sorted(reactors)}


def opener_pause_ns(rng: random.Random) -> int:
    """How long a bot Happening player waits after the prompt before making its gesture."""
    lo, hi = OPENER_PAUSE_MS
    return round(rng.uniform(lo, hi) * 1_000_000)
