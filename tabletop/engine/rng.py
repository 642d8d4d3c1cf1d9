"""The game's seeded random source. Every random draw of a game comes from here, never from
the global ``random`` module, so the same seed and actions give the same game."""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class GameRNG:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._r = random.Random(seed)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self._r.shuffle(items)

    def randrange(self, n: int) -> int:
        return self._r.randrange(n)

    def choice(self, items: Sequence[T]) -> T:
        return items[self._r.randrange(len(items))]

    def random(self) -> float:
        return self._r.random()

    def gauss(self, mu: float, sigma: float) -> float:
        return self._r.gauss(mu, sigma)

    def __deepcopy__(self, memo: dict[int, Any]) -> GameRNG:
        """The same generator at the same position (copying its state in C, not element by
        element as ``copy.deepcopy`` would: most of a game's copying cost)."""
        new = GameRNG.__new__(GameRNG)
        new.seed = self.seed
        new._r = random.Random()
        new._r.setstate(self._r.getstate())
        memo[id(self)] = new
        return new

    def state(self) -> list[Any]:
        """A JSON-able fingerprint of the generator's position (for hashing states)."""
        version, internal, gauss_next = self._r.getstate()
        return [version, list(internal[-4:]), internal[-1], gauss_next]
