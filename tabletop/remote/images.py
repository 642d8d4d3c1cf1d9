"""Card images for the phones: PNG bytes drawn by the table's one card renderer.

``card_png(game, card)`` draws ``card`` (as a seat's view shows it) with
``tabletop.ui.cards.face`` through the game view's ``face_data`` (as the how-to pictures do),
at ``SIZE`` (twice the table's base card, sharp on a phone's screen), and keeps the PNG in a
small LRU cache. The server calls it on its own worker thread, never on the pygame loop's.
"""

from __future__ import annotations

import io
import json
import threading
from collections import OrderedDict
from typing import Any

#: the size a phone card is drawn at: 2.5 times the table's base card, so its rules text is
#: drawn (the renderer leaves out what would be under 12 px) and it is sharp when a tap shows
#: it large; in the hand a phone shows it at about a third of that
SIZE = (300, 420)
#: PNGs kept (a card is 40-90 KB)
CACHE_ITEMS = 400

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
    import pygame

    from tabletop.engine.registry import info, load
    from tabletop.ui import cards

    if not pygame.font.get_init():
        pygame.font.init()
    view_cls = load(info(game).view)
    surf = cards.face(game, view_cls.face_data(card), SIZE)
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "card.png")
    return buf.getvalue()
