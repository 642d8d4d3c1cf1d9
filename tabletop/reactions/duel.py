"""The "Reaction duel" practice game: the last one to react loses a point.

Pure model for the launcher's practice entry. Every seat starts with ``lives`` points. Each round
the screen waits a random *foreperiod* (drawn from the match's own ``random.Random`` so a player
cannot learn the rhythm), then shows "GO"; pressing during the foreperiod is a false start
(window policy ``"last"``: the seat ranks last). The last group of the round loses one point each
(a tie for last costs every tied seat a point, unless that would knock out every remaining seat,
in which case nobody loses: the round is replayed). A seat at 0 points is out; the match ends
when one seat is left (``winner``) or after ``max_rounds`` (highest points win, ties share).

Relaxed mode (``relaxed``, for players who need more time): GO comes after a counted three
seconds instead of a random foreperiod, and the window is ``RELAXED_FACTOR`` times as long; the
last to react still loses the point. The computer waits too: the duel screen gives its computer
players a relaxed person's pace (``BotReactor(..., relaxed=True)``), so a person who takes the
time offered is last about as often as anyone.

``DuelRound`` plays one round step by step (clock injected, never loops), as the non-blocking
``DuelScene`` drives it frame by frame.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.reactions.bots import BotReactor, bot_press_time_ns
from tabletop.reactions.window import Outcome, ReactionWindow, format_outcome

MS = 1_000_000

FOREPERIOD_MS = (1200.0, 3500.0)
#: relaxed mode: GO comes after a counted "3, 2, 1" (no surprise) and the window is this many
#: times as long
RELAXED_FOREPERIOD_MS = 3000
RELAXED_FACTOR = 4


@dataclass
class DuelMatch:
    seats: tuple[int, ...]
    lives: int = 3
    max_rounds: int = 15
    window_ms: int = 2000
    points: dict[int, int] = field(default_factory=dict)
    history: list[str] = field(default_factory=list)
    #: relaxed mode: GO after a counted three seconds, a window ``RELAXED_FACTOR`` times as long
    relaxed: bool = False

    def __post_init__(self) -> None:
        if self.relaxed and self.window_ms == DuelMatch.window_ms:
            self.window_ms *= RELAXED_FACTOR
        if len(self.seats) < 2:
            raise ValueError("a duel needs at least two seats")
        if not self.points:
            self.points = {s: self.lives for s in self.seats}

    def relax(self) -> None:
        """Relaxed mode from the next round on (a person took the offer of relaxed timing)."""
        if not self.relaxed:
            self.relaxed = True
            self.window_ms *= RELAXED_FACTOR

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
        if self.relaxed:
            return RELAXED_FOREPERIOD_MS * MS
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
            "relaxed": self.relaxed,
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
            bool(d.get("relaxed", False)),
        )


@dataclass(frozen=True, slots=True)
class RoundEntry:
    """One press as the round took it: who, when (ns), arrival number, what it did, bot or not."""

    seat: int
    t_ns: int
    seq: int
    status: str
    bot: bool = False


class DuelRound:
    """One round of the duel, step by step. Pure and clock-injected like ``reactions.race.Race``:
    it never reads a clock and never loops; the caller stamps every human press (in arrival
    order) and calls ``tick(now)`` every frame.

    Bots' press times are drawn the moment the round is built, from the GO time and each bot's
    own rng (``bot_press_time_ns``); at every step the presses of bots that fell due are fed
    before the human presses stamped at that step. The round ends ``linger_ns`` after the press
    that left no seat waiting (late presses are still shown), or once the deadline has passed.
    """

    def __init__(
        self,
        window: ReactionWindow,
        bots: Mapping[int, BotReactor] | None = None,
        linger_ns: int = 350 * MS,
    ) -> None:
        if window.opened_ns is None:
            raise ValueError("a duel round's window opens at a known time (GO)")
        self.window = window
        self.bots = {s: r for s, r in (bots or {}).items() if s in window.seats}
        self.linger_ns = linger_ns
        self.log: list[RoundEntry] = []
        self.done = False
        self.ended_ns: int | None = None
        self._seq = window.next_seq
        self._complete_at: int | None = None
        self._bot_times = {
            s: bot_press_time_ns(self.bots[s], window.opened_ns) for s in sorted(self.bots)
        }

    def go(self, now_ns: int) -> bool:
        """GO is showing at ``now_ns``."""
        assert self.window.opened_ns is not None
        return now_ns >= self.window.opened_ns

    def _feed(self, seat: int, t_ns: int, bot: bool) -> RoundEntry:
        status = self.window.press(seat, t_ns, self._seq)
        e = RoundEntry(seat, t_ns, self._seq, status, bot)
        self._seq += 1
        self.log.append(e)
        return e

    def press(self, seat: int, t_ns: int) -> RoundEntry | None:
        """A human's press stamped ``t_ns`` (call in arrival order, after ``tick(t_ns)``).
        None once the round is over, or for a bot's seat or a seat not in the round."""
        if self.done or seat in self.bots or seat not in self.window.seats:
            return None
        return self._feed(seat, t_ns, False)

    def tick(self, now_ns: int) -> list[RoundEntry]:
        """Advance to ``now_ns``: bots that are due press; the round may end."""
        if self.done:
            return []
        fed: list[RoundEntry] = []
        for seat, t in sorted(self._bot_times.items(), key=lambda kv: (kv[1], kv[0])):
            if t <= now_ns:
                del self._bot_times[seat]
                fed.append(self._feed(seat, t, True))
        w = self.window
        if w.is_complete(now_ns):
            if self._complete_at is None:
                # linger from the last press (it may have come just before this step)
                self._complete_at = min(now_ns, max((e.t_ns for e in self.log), default=now_ns))
            assert w.deadline_ns is not None
            if now_ns - self._complete_at >= self.linger_ns or now_ns > w.deadline_ns:
                self.done = True
                self.ended_ns = now_ns
                self._bot_times.clear()
        return fed

    def outcome(self) -> Outcome:
        return self.window.result()
