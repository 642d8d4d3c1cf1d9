"""The "Reaction duel" practice game: the last one to react loses a point.

Pure model for the launcher's practice entry. Every seat starts with ``lives`` points. Each round
the screen waits a random *foreperiod* (drawn from the match's own ``random.Random`` so a player
cannot learn the rhythm), then shows "GO"; pressing during the foreperiod is a false start
(window policy ``"last"``: the seat ranks last). The last group of the round loses one point each
(a tie for last costs every tied seat a point, unless that would knock out every remaining seat,
in which case nobody loses: the round is replayed). A seat at 0 points is out; the match ends
when one seat is left (``winner``) or after ``max_rounds`` (highest points win, ties share).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from tabletop.reactions.window import Outcome, ReactionWindow, format_outcome

FOREPERIOD_MS = (1200.0, 3500.0)


@dataclass
class DuelMatch:
    seats: tuple[int, ...]
    lives: int = 3
    max_rounds: int = 15
    window_ms: int = 2000
    points: dict[int, int] = field(default_factory=dict)
    history: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.seats) < 2:
            raise ValueError("a duel needs at least two seats")
        if not self.points:
            self.points = {s: self.lives for s in self.seats}

    @property
    def alive(self) -> tuple[int, ...]:
        return tuple(s for s in self.seats if self.points[s] > 0)

    @property
    def over(self) -> bool:
        return len(self.alive) <= 1 or len(self.history) >= self.max_rounds

    @property
    def winners(self) -> tuple[int, ...]:
        """The seat(s) with the most points once the match is over (empty before)."""
        if not self.over:
            return ()
        best = max(self.points.values())
        return tuple(s for s in self.seats if self.points[s] == best)

    def foreperiod_ns(self, rng: random.Random) -> int:
        lo, hi = FOREPERIOD_MS
        return round(rng.uniform(lo, hi) * 1_000_000)

    def new_window(self, armed_at_ns: int, rng: random.Random) -> ReactionWindow:
        """The next round's window: it opens ("GO") after a random foreperiod."""
        opened = armed_at_ns + self.foreperiod_ns(rng)
        return ReactionWindow(
            self.alive,
            mode="last",
            opened_ns=opened,
            deadline_ns=opened + self.window_ms * 1_000_000,
            false_start="last",
        )

    def record(self, outcome: Outcome) -> tuple[int, ...]:
        """Apply a round's outcome; returns the seats that lost a point."""
        if self.over:
            raise ValueError("the duel is over")
        losers = tuple(s for s in outcome.last if s in self.alive)
        if set(losers) >= set(self.alive):
            losers = ()  # everybody tied for last: replay, nobody is knocked out at once
        for s in losers:
            self.points[s] -= 1
        self.history.append(format_outcome(outcome))
        return losers

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "lives": self.lives,
            "max_rounds": self.max_rounds,
            "window_ms": self.window_ms,
            "points": {str(k): v for k, v in self.points.items()},
            "history": list(self.history),
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> DuelMatch:
        return DuelMatch(
            tuple(int(s) for s in d["seats"]),
            int(d["lives"]),
            int(d["max_rounds"]),
            int(d["window_ms"]),
            {int(k): int(v) for k, v in d["points"].items()},
            [str(h) for h in d["history"]],
        )
