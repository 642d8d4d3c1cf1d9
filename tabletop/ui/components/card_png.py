"""A card's picture as PNG bytes, drawn by the table's one card renderer for the phones.

``card_png(game, card)`` draws ``card`` (as a seat's view shows it) with ``cards.face`` through
the game view's ``face_data`` (as the how-to pictures do), at ``tabletop.remote.images.SIZE``,
and keeps the PNGs in a small LRU cache. It runs in the phones' painter process
(``tabletop.remote.images.Painter``), never in the phone server's: the server imports no pygame.
"""

from __future__ import annotations

import io
import json
import threading
from collections import OrderedDict
from typing import Any

import pygame

from tabletop.engine.registry import info, load
from tabletop.remote.images import CACHE_ITEMS, SIZE
from tabletop.ui.components import cards

_cache: OrderedDict[str, bytes] = OrderedDict()
_lock = threading.Lock()


def card_png(game: str, card: dict[str, Any]) -> bytes:
    key = json.dumps([game, card], sort_keys=True, default=str)
    with _lock:
        got = _cache.get(key)
        if got is not None:
            _cache.move_to_end(key)
            return got
    data = _draw(game, card)
    with _lock:
        _cache[key] = data
        while len(_cache) > CACHE_ITEMS:
            _cache.popitem(last=False)
    return data


def _draw(game: str, card: dict[str, Any]) -> bytes:
    if not pygame.font.get_init():
        pygame.font.init()
    view_cls = load(info(game).view)
    surf = cards.face(game, view_cls.face_data(card), SIZE)
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "card.png")
    return buf.getvalue()


def warm() -> bool:
    """The renderer loaded (its first card is then quick)."""
    pygame.font.init()
    return True
