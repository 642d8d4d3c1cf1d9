"""Bounded caches for drawing: a least-recently-used map of surfaces bounded by the bytes its
pixels take, and one of plain values bounded by a count. Every cache of rendered things in the UI
(card faces, text, panels) is one of these, so memory stays bounded however long the app runs and
however often the window is resized."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Generic, TypeVar

import pygame

V = TypeVar("V")


class LRU(Generic[V]):
    """A dict-like map that forgets its least recently used entries beyond ``limit`` entries."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._d: OrderedDict[Any, V] = OrderedDict()

    def get(self, key: Any, default: Any = None) -> Any:
        d = self._d
        v = d.get(key, _MISSING)
        if v is _MISSING:
            return default
        d.move_to_end(key)
        return v

    def __setitem__(self, key: Any, value: V) -> None:
        d = self._d
        d[key] = value
        d.move_to_end(key)
        self._added(value)
        while len(d) > self.limit:
            self._dropped(d.popitem(last=False)[1])

    def __getitem__(self, key: Any) -> V:
        return self._d[key]

    def __contains__(self, key: Any) -> bool:
        return key in self._d

    def __len__(self) -> int:
        return len(self._d)

    def __iter__(self) -> Any:
        return iter(self._d)

    def items(self) -> Any:
        return self._d.items()

    def clear(self) -> None:
        self._d.clear()

    def _added(self, value: V) -> None:
        pass

    def _dropped(self, value: V) -> None:
        pass


_MISSING: Any = object()


def surface_bytes(s: pygame.Surface) -> int:
    w, h = s.get_size()
    return w * h * s.get_bytesize()


class SurfaceLRU(LRU[pygame.Surface]):
    """An ``LRU`` of surfaces bounded by their pixel bytes (``max_bytes``) as well as a count."""

    def __init__(self, max_bytes: int, limit: int = 100_000) -> None:
        super().__init__(limit)
        self.max_bytes = max_bytes
        self.bytes = 0

    def __setitem__(self, key: Any, value: pygame.Surface) -> None:
        old = self._d.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        super().__setitem__(key, value)
        d = self._d
        while self.bytes > self.max_bytes and len(d) > 1:
            self._dropped(d.popitem(last=False)[1])

    def _added(self, value: pygame.Surface) -> None:
        self.bytes += surface_bytes(value)

    def _dropped(self, value: pygame.Surface) -> None:
        self.bytes -= surface_bytes(value)

    def clear(self) -> None:
        super().clear()
        self.bytes = 0
