"""The room's hot-seat rules, pure and fed a clock (no pygame, no clock of their own: the
table hands in the time it read; tests pass any number).

``WindowClock``: one hot-seat reaction window's countdown. It counts only time the window was
in view (no curtain, no scene over the table: the table calls ``pause`` when it opens one, no
claim), so no window runs out behind a curtain or before the people it waits for had all of it
in front of them. A window is new when a seat becomes active again (a chained window: the
passes resolved one item and the next asks everyone), or after any move that is not a pass;
passes inside it only shrink who it waits for. A claim that ends in a pass gives those still in
the window its whole time again (``claim_ended``): while one person looked behind the curtain
the others could not claim, and what was left may be a second.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tabletop.engine.actions import parse_action


class WindowClock:
    """The countdown of one hot-seat window, counting only time in view."""

    def __init__(self) -> None:
        self.seats: frozenset[int] | None = None  # who the window waits for (None: no window)
        self.log_len = 0
        self.length = 0.0
        self.shown = 0.0
        self.last: float | None = None

    @property
    def is_open(self) -> bool:
        return self.seats is not None

    def close(self) -> None:
        self.seats = None
        self.last = None

    def follow(self, log: Sequence[str], active: Iterable[int], length: float) -> bool:
        """Called while a window is open: True when it is a new window (the clock restarts
        with ``length``). Passes by seats leaving it keep it the same window; a seat that
        passed and is asked again means the passes closed it and the next window opened."""
        now_active = frozenset(active)
        same = self.seats is not None and len(log) >= self.log_len
        waiting = set(self.seats or ())
        for text in log[self.log_len :] if same else ():
            move = parse_action(text)
            if move.verb != "pass":
                same = False
                break
            waiting.discard(move.seat)
        # a seat that passed and is asked again: the passes ended this window, a new one opened
        same = same and now_active <= waiting
        if not same:
            self.length = length
            self.shown = 0.0
            self.last = None
        self.seats = now_active
        self.log_len = len(log)
        return not same

    def tick(self, now: float, in_view: bool) -> None:
        """Count the time since the last tick if the window was in view all along."""
        if in_view and self.last is not None:
            self.shown += max(0.0, now - self.last)
        self.last = now if in_view else None

    def pause(self) -> None:
        """The table is not drawn (a scene over it): the gap until the next tick never counts."""
        self.last = None

    def left(self) -> float:
        return max(0.0, self.length - self.shown)

    def expired(self) -> bool:
        return self.is_open and self.shown >= self.length

    def claim_ended(self) -> None:
        """A claim ended with a pass: the window's whole time again for those still in it,
        counted from the next tick in view."""
        self.shown = 0.0
        self.last = None

    def set_left(self, seconds: float) -> None:
        """Set the time left (a test, or a setting changed while the window is open)."""
        self.shown = self.length - seconds
