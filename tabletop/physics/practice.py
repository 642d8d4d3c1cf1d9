"""Flick practice: shoot at a standing bean, count the hits, with the same physics.

Owns the pure model behind the launcher's "Flick practice" entry (the lead draws the scene).
Each round stands the target somewhere new, chosen from the session's seed (its own
``random.Random``, never the global one): the first round is the real Shoot for Loot distance
(the middle Galaxy's black hole), later rounds move the target between ``MIN_DISTANCE`` and
``MAX_DISTANCE`` from the shooter's bean and up to ``MAX_SIDEWAYS`` cm to either side. The
session counts shots, hits (knocked down, decided by ``simulate_shot``/``Shot``), the current and
best streak.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from tabletop.physics.flick import Flick, Shot, ShotResult, ShotSetup
from tabletop.physics.scene import black_hole, shooter_start

MIN_DISTANCE = 16.0  # cm from the shooter's bean to the target
MAX_DISTANCE = 40.0
MAX_SIDEWAYS = 10.0


@dataclass
class PracticeSession:
    """A run of practice shots. ``setup`` is the current target placement; ``shoot(flick)``
    starts a ``Shot`` on it for the UI to animate; ``record(result)`` scores it and moves on.
    ``rounds`` None means practice without end."""

    seed: int
    rounds: int | None = 10
    seat: int = 0
    shots: int = 0
    hits: int = 0
    streak: int = 0
    best_streak: int = 0
    history: list[bool] = field(default_factory=list)
    setup: ShotSetup = field(init=False)

    def __post_init__(self) -> None:
        self.setup = self.placement(0)

    def placement(self, round_index: int) -> ShotSetup:
        """Where the target stands in round ``round_index`` (a pure function of seed and index)."""
        start = shooter_start(self.seat, 1)
        if round_index == 0:
            return ShotSetup(start, black_hole(1))
        rng = random.Random(self.seed * 7919 + round_index)
        distance = rng.uniform(MIN_DISTANCE, MAX_DISTANCE)
        sideways = rng.uniform(-MAX_SIDEWAYS, MAX_SIDEWAYS)
        forward = 1.0 if self.seat == 0 else -1.0
        target = (start[0] + sideways, start[1] + forward * math.sqrt(distance**2 - sideways**2))
        return ShotSetup(start, (round(target[0], 2), round(target[1], 2)))

    @property
    def finished(self) -> bool:
        return self.rounds is not None and self.shots >= self.rounds

    @property
    def hit_rate(self) -> float:
        return self.hits / self.shots if self.shots else 0.0

    def shoot(self, flick: Flick) -> Shot:
        if self.finished:
            raise RuntimeError("the practice session is over")
        return Shot(self.setup, flick)

    def record(self, result: ShotResult) -> bool:
        """Score a finished shot at the current placement; returns whether it was a hit."""
        if self.finished:
            raise RuntimeError("the practice session is over")
        if result.setup != self.setup:
            raise ValueError("that shot was not taken at the current target")
        hit = result.knocked_down
        self.shots += 1
        self.hits += hit
        self.streak = self.streak + 1 if hit else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.history.append(hit)
        self.setup = self.placement(self.shots)
        return hit

    def summary(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "shots": self.shots,
            "hits": self.hits,
            "hit_rate": self.hit_rate,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "finished": self.finished,
        }
