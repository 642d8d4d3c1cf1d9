"""Card images for the phones: PNG bytes drawn by the table's one card renderer.

``card_png(game, card)`` draws ``card`` (as a seat's view shows it) at ``SIZE`` with the
renderer named by ``RENDERER`` (``tabletop.ui.components.card_png``: the table's card faces,
through the game view's ``face_data``, as the how-to pictures are). ``Painter`` runs it in a
helper process of its own, the only one that imports pygame, and keeps the PNGs in a small
LRU cache: drawing a face and encoding a PNG hold Python's lock for up to a few hundred
milliseconds at a time, which on a thread of the app's own process stalled the pygame loop
(measured: frames of up to 416 ms against 64 ms without it); in another process it costs the
table nothing but a share of the CPU.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import multiprocessing
import os
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

#: the size a phone card is drawn at: 2.5 times the table's base card, so its rules text is
#: drawn (the renderer leaves out what would be under 12 px) and it is sharp when a tap shows
#: it large; in the hand a phone shows it at about a third of that
SIZE = (300, 420)
#: PNGs kept (a card is 40-90 KB)
CACHE_ITEMS = 400
#: the module that draws a card's picture (``card_png``, ``warm``): the table's card renderer,
#: which needs pygame, imported only in the painter's own process (the server imports no pygame)
RENDERER = "tabletop.ui.components.card_png"


def card_png(game: str, card: dict[str, Any]) -> bytes:
    """``card``'s picture as PNG bytes (in the painter's process)."""
    return importlib.import_module(RENDERER).card_png(game, card)  # type: ignore[no-any-return]


def _child() -> None:
    """The painter process draws off screen and silently."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


def warm() -> bool:
    """Import the renderer in the painter process (its first card is then quick)."""
    return importlib.import_module(RENDERER).warm()  # type: ignore[no-any-return]


class Painter:
    """Card PNGs drawn in one helper process (started when first needed), cached here."""

    def __init__(self, render: Any = card_png) -> None:
        self.render = render
        self._pool: ProcessPoolExecutor | None = None
        self._cache: OrderedDict[str, bytes] = OrderedDict()

    def start(self) -> None:
        if self._pool is None:
            ctx = multiprocessing.get_context("spawn")  # no fork of a threaded SDL process
            self._pool = ProcessPoolExecutor(1, mp_context=ctx, initializer=_child)
            self._pool.submit(warm)

    async def png(self, game: str, card: dict[str, Any]) -> bytes:
        key = json.dumps([game, card], sort_keys=True, default=str)
        got = self._cache.get(key)
        if got is not None:
            self._cache.move_to_end(key)
            return got
        self.start()
        loop = asyncio.get_running_loop()
        data: bytes = await loop.run_in_executor(self._pool, self.render, game, card)
        self._cache[key] = data
        while len(self._cache) > CACHE_ITEMS:
            self._cache.popitem(last=False)
        return data

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
