"""A clock for tests: time moves only when the test moves it."""

from __future__ import annotations


class ManualClock:
    """A clock that moves only when a test moves it (``advance``): a table given it never
    sees a loaded machine's pauses (a bot due, a press held) that the test did not make."""

    def __init__(self, start: float = 1000.0, tick: float = 0.0) -> None:
        self.t = start
        #: seconds each reading moves it on (a clock that runs at the code's own pace, the
        #: same on a busy machine and an idle one)
        self.tick = tick

    def __call__(self) -> float:
        self.t += self.tick
        return self.t

    def advance(self, seconds: float) -> float:
        self.t += seconds
        return self.t
