"""A clock for tests: time moves only when the test moves it."""

from __future__ import annotations


class ManualClock:
    """A clock that moves only when a test moves it (``advance``): a table given it never
    sees a loaded machine's pauses (a bot due, a press held) that the test did not make."""

    def __init__(self, start: float = 1000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> float:
        self.t += seconds
        return self.t
