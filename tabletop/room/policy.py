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

``ResultHold``: a result a seat must see (the game names the event kinds:
``GameInfo.results_for_seat``, the seat in each event's data) keeps the screen where it was
until that person says they saw it: the move that resolved their mission may hand the screen
to the next person at once (a window for another seat, a curtain), and the result would go by
unseen. Meanwhile the screen shows the seat's own view when a private view was on screen at
the move (another person's, the enemy who pressed Done: then the seat's own view behind its
curtain), else the public table, and the table makes no move. A result held on the public
table is a public moment: the next private view goes behind its curtain.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

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


def results_to_see(
    events: Iterable[Mapping[str, Any]], kinds: Collection[str]
) -> list[tuple[int, int]]:
    """The results among a move's events (as everyone sees them: ``kind`` and ``data``) that a
    seat must see: (seat, index of the event) for each event of a kind the game declares, the
    seat named by its data's ``seat``."""
    out: list[tuple[int, int]] = []
    for i, e in enumerate(events):
        seat = (e.get("data") or {}).get("seat")
        if e.get("kind") in kinds and isinstance(seat, int) and not isinstance(seat, bool):
            out.append((seat, i))
    return out


class ResultHold:
    """The next curtain waits while a seat's result is on screen, until that person
    acknowledges it (``seen``)."""

    def __init__(self) -> None:
        self.seat: int | None = None  # whose result holds the screen (None: no hold)
        self.shows: int | None = None  # whose view the screen keeps meanwhile (None: public)
        self.events: list[int] = []  # the results' indices among the move's events
        self.since = 0.0

    @property
    def held(self) -> bool:
        return self.seat is not None

    @property
    def public(self) -> bool:
        """The result is held on the public table (everyone may read it): a public moment."""
        return self.seat is not None and self.shows is None

    def follow(
        self,
        results: Sequence[tuple[int, int]],
        at_screen: Collection[int],
        shared: bool,
        on_screen: int | None,
        terminal: bool,
        now: float,
    ) -> bool:
        """After a move (``results``: ``results_to_see`` of its events): a result of a person
        at a screen others share holds it, in that person's own view when the screen showed a
        private view (``on_screen``: a seat's, theirs or another's), else on the public table.
        The end of the game shows everything: no hold. A move with no result keeps a hold as
        it is. True when a hold began."""
        if terminal:
            self.seen()
            return False
        mine = [(s, i) for s, i in results if s in at_screen]
        if not shared or not mine:
            return False
        self.seat = mine[0][0]
        self.shows = self.seat if on_screen is not None else None
        self.events = [i for s, i in mine if s == self.seat]
        self.since = now
        return True

    def screen_seat(self, want: int | None) -> int | None:
        """Whose view the next frame shows: the hold's while it lasts (``want``: the privacy
        decision without it). When the screen goes to the result's seat anyway, the hold
        ends: they see it in their own view."""
        if self.seat is None:
            return want
        if want == self.seat:
            self.seen()
            return want
        return self.shows

    def seen(self) -> None:
        """The person saw their result (or it was taken back): the screen may move on."""
        self.seat = None
        self.shows = None
        self.events = []
