"""The table's timing as pure classes (no pygame, no clock of their own): the table reads its
clock once (``TableScene.now``) and hands the time in; tests pass any number.

- ``BotPacing``: when a bot may move next (a pause after every move so people can follow it;
  a view may hold the bots while it shows something, a shot being played out, or for a
  while, a step of an attack being read).
- ``CurtainGuard``: how soon after the "Pass to NAME" curtain rose a click or a key may lift it
  (the second click of a double click, or a Space meant for the screen before, must not show
  the next player's cards).
- ``window_closes``: whether a hot-seat window whose time is up closes now (a card on its way
  to a drop keeps it open a little longer: the drop decides).

The window's own countdown, counting only time in view, is ``room.policy.WindowClock``. The
lengths (``BOT_DELAY``, ``CURTAIN_GUARD`` ...) are the table's tuning knobs in
``tabletop.ui.table`` (tests and tools set them there) and are passed in.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.room.policy import WindowClock


class BotPacing:
    """When the next bot move is due."""

    def __init__(self, now: float, delay: float) -> None:
        self.next_at = now + delay
        self.paused = False
        #: no bot moves before this (``hold``): what a move showed is still being read
        self.held_until = float("-inf")

    def wait(self, now: float, delay: float) -> None:
        """The next bot move comes ``delay`` seconds after ``now`` (a move was just made), and
        not before a hold's end."""
        self.next_at = max(now + delay, self.held_until)

    def hold(self, until: float) -> None:
        """What the last move showed stays on screen until ``until``: no bot moves before it,
        whatever delay the next ``wait`` asks (a step of an attack, its result)."""
        self.held_until = max(self.held_until, until)
        self.next_at = max(self.next_at, until)

    def pause(self) -> None:
        """A view shows something the bots must wait for."""
        self.paused = True

    def resume(self, now: float, delay: float) -> None:
        self.paused = False
        self.wait(now, delay)

    def due(self, now: float) -> bool:
        """A bot may move now."""
        return not self.paused and now >= self.next_at

    def pending(self, now: float) -> float | None:
        """When a move the table makes at the bots' pace is due, if still ahead of ``now``."""
        return self.next_at if self.next_at > now else None


class CurtainGuard:
    """The curtain's guard times, from the moment it rose."""

    def __init__(self) -> None:
        self.raised_at = 0.0
        #: when the curtain last dropped a key (a claim key come too late), None: not since
        #: it rose
        self.dropped_at: float | None = None

    def rise(self, now: float) -> None:
        self.raised_at = now
        self.dropped_at = None

    def dropped(self, now: float) -> None:
        """The curtain dropped a key (a claim key pressed late, after its window closed): the
        hand on the keys may be the last player's, so Space or Return just after it is refused
        as just after the curtain rose (a new player's walk, 2026-11-26: "came too late", then
        the same person's Space lifted the next player's curtain)."""
        self.dropped_at = now

    def just_dropped(self, now: float, key_guard: float) -> bool:
        """A key was dropped less than ``key_guard`` seconds ago."""
        return self.dropped_at is not None and now - self.dropped_at < key_guard

    def takes_input(self, now: float, guard: float) -> bool:
        """Any input at all (a click arms or lifts it): not in the first ``guard`` seconds."""
        return now - self.raised_at >= guard

    def takes_keys(self, now: float, guard: float, key_guard: float) -> bool:
        """Space or Return lift it: only once the keys meant for the screen before are past,
        and not just after a key it dropped."""
        if self.just_dropped(now, key_guard):
            return False
        return now - self.raised_at >= max(guard, key_guard)


def window_closes(clock: WindowClock, dragging: bool, grace: float) -> bool:
    """The window's time is up and no card is on its way to a drop (a drag keeps it open for
    at most ``grace`` seconds more)."""
    if not clock.expired():
        return False
    return not (dragging and clock.shown < clock.length + grace)


RELAXED_FACTOR = 4


def relaxed(settings: Mapping[str, Any]) -> bool:
    """Relaxed timing is on (setting ``relaxed_timing``): reaction windows wait until every
    person who may answer has answered or passed (no countdown, whatever the other timing
    settings say), and races give each person ``RELAXED_FACTOR`` times the time, counted down
    on screen and aloud."""
    return bool(settings.get("relaxed_timing", False))


#: the races lost to the computer in one game after which relaxed timing is offered again
#: (2026-11-26: a new player who said No thanks at the first loss went on losing every race)
ASK_AGAIN = (2, 3)


def offers_relaxed(settings: Mapping[str, Any], losses: int = 0) -> bool:
    """Relaxed timing is to be offered: it is off, and either was never offered (setting
    ``relaxed_offered``; the first race or duel round a person loses to the computer offers it,
    a line and a button: "the computer waits too", as a newcomer does not know it) or this is
    the ``losses``-th race of one game a person lost to the computer and ``losses`` is in
    ``ASK_AGAIN``, unless it was answered Don't ask again (``relaxed_never``)."""
    if relaxed(settings) or settings.get("relaxed_never", False):
        return False
    return not settings.get("relaxed_offered", False) or losses in ASK_AGAIN


def asks_again(settings: Mapping[str, Any]) -> bool:
    """An offer made now is made again (it was made before): it has a Don't ask again."""
    return bool(settings.get("relaxed_offered", False))
