"""A table that comes back (Resume, Continue, a restart after the app was killed) gives the person
a moment before the computers go on: their first move waits for a key or a click on the table, or
``RESUME_WAIT`` seconds of the table in view, said on the status line ("Computer 2 plays on in
3 s: any key to go now").

Without it a computer whose turn it was moved the moment the table came back: in Austin Powers a
Happening's gesture race ran and was lost (an Agent discarded) before the person had seen the
table. A resumed reaction window already waits for a first key (``TableScene.resume_hold``); this
is the same moment for the computers' moves. The wait counts only while the table itself is in
view (not behind a curtain, a menu or another screen over it).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

#: how long a resumed table waits for the person before the computers go on (seconds)
RESUME_WAIT = 5.0


class ResumeWait:
    """The computers' wait at a resumed table (see the module docstring). ``until``: when the
    wait ends by itself (None: no wait, or over)."""

    def __init__(self, table: TableScene, now: float) -> None:
        self.t = table
        session = table.session
        at_screen = [h for h in session.humans() if h not in table.phone_seats]
        waits = bool(session.history) and not table.frozen and bool(session.bots) and at_screen
        if getattr(table, "lesson", None) is not None:
            waits = False  # a lesson's notes pace its moves (a note waits for Next)
        self.until: float | None = now + RESUME_WAIT if waits else None
        self.shown: int | None = None  # the seconds on the status line (drawn anew as they go)
        if self.until is not None:
            table.turns.pacing.hold(self.until)

    @property
    def waiting(self) -> bool:
        return self.until is not None

    def seen(self) -> bool:
        """The table itself is in view (no curtain, no menu or other screen over it)."""
        t = self.t
        return t.curtain_for is None and not t.menu_open and (not t.app.scenes or t.app.scene is t)

    def tick(self, now: float) -> None:
        """Each frame: the wait runs only while the table is in view; its seconds, once they
        change, are drawn anew; at its end the computers go on."""
        if self.until is None:
            return
        if not self.seen():
            self.until = max(self.until, now + RESUME_WAIT)  # its whole time once in view
            self.t.turns.pacing.hold(self.until)
            return
        if now >= self.until:
            self.end()
            return
        left = math.ceil(self.until - now)
        if left != self.shown:
            self.shown = left
            self.t._frame = None
            self.t.dirty = True

    def go(self, now: float) -> None:
        """A key or a click on the table in view: the computers go on at their usual pace."""
        if self.until is None or not self.seen():
            return
        from tabletop.ui import table

        pacing = self.t.turns.pacing
        pacing.held_until = float("-inf")
        pacing.next_at = min(pacing.next_at, now + table.BOT_DELAY)
        self.end()

    def end(self) -> None:
        self.until = None
        self.shown = None
        self.t._frame = None
        self.t.dirty = True

    def wake(self, now: float) -> float | None:
        """When the status line's seconds change next (None: no wait)."""
        if self.until is None:
            return None
        left = self.until - now
        return now + max(0.01, left - math.floor(left)) if left > 0 else now

    def words(self, now: float, short: bool = False) -> str:
        """The status line while the computers wait ("" when they do not, or none is to move);
        ``short``: in fewer words, where the top bar has no room for them (large text)."""
        t = self.t
        if self.until is None or not self.seen():
            return ""
        bots = t.session.bot_seats_to_act()
        if not bots:
            return ""
        left = max(1, math.ceil(self.until - now))
        name = t.session.seat_name(bots[0])
        if short:
            return f"{name} plays in {left} s: any key goes now"
        return f"{name} plays on in {left} s \u2014 any key or click to go now"
