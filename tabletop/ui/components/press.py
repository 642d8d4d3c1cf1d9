"""A press on a card, told apart from a drag and a hold by positions and the times passed in
(no clock is read here; pure Python, tested without pygame).

- A press that moves more than ``SLOP`` pixels from where it began is a drag, for good: the
  pause before the move does not matter (people often rest a moment on the card first).
- A press held within ``SLOP`` for ``HOLD`` seconds is a hold: the table shows the card large.
  The times are the input's own (when the press and each poll of the queue were read), never
  when a busy frame got round to looking. And a hold is only sure once the input has been read
  twice after its time: a move made before it but read late (a loaded machine hands a
  frame's events over late) arrives by the second read and makes it a drag.
- A release within ``SLOP`` of the start that never became a drag is a click.
"""

from __future__ import annotations

#: pixels the pointer may wander (hand tremor) and still be a press held still
SLOP = 6
#: seconds a press must stay still to show the card large (a 0.3-0.5 s rest before a drag must
#: not open it)
HOLD = 0.8


class Press:
    def __init__(self, pos: tuple[int, int], t: float) -> None:
        self.start = pos
        self.t0 = t
        self.pos = pos
        #: the pointer left the slop at least once: a drag, whatever it does after
        self.dragging = False
        #: the first read of the input at or after the hold time (None before it)
        self.due_read: float | None = None

    def move(self, pos: tuple[int, int]) -> None:
        self.pos = pos
        if max(abs(pos[0] - self.start[0]), abs(pos[1] - self.start[1])) > SLOP:
            self.dragging = True

    def held(self, read_at: float, hold: float = HOLD) -> bool:
        """Held still long enough to read the card large (never once it has moved away).
        ``read_at``: when the input handled so far was read. True from the second read at or
        after ``hold`` seconds past the press, with the pointer still all that time."""
        if self.dragging or read_at - self.t0 < hold:
            return False
        if self.due_read is None:
            self.due_read = read_at
        return read_at > self.due_read

    def is_click(self, pos: tuple[int, int]) -> bool:
        """A release at ``pos`` ends a click (not a drag)."""
        self.move(pos)
        return not self.dragging
