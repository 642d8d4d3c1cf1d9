"""Rate limits for the phone server: a token bucket with an injected clock (pure)."""

from __future__ import annotations

from collections.abc import Callable


class Bucket:
    """``burst`` actions at once, then ``rate`` a second; ``clock`` gives seconds."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float]) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.last = clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Buckets:
    """One bucket per key (a phone's address), at most ``keys`` of them (oldest dropped)."""

    def __init__(
        self, rate: float, burst: float, clock: Callable[[], float], keys: int = 1024
    ) -> None:
        self.rate, self.burst, self.clock, self.keys = rate, burst, clock, keys
        self._b: dict[str, Bucket] = {}

    def allow(self, key: str) -> bool:
        b = self._b.get(key)
        if b is None:
            if len(self._b) >= self.keys:
                self._b.pop(next(iter(self._b)))
            b = self._b[key] = Bucket(self.rate, self.burst, self.clock)
        return b.allow()
