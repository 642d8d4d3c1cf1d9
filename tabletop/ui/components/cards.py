"""Card drawing: backs, sizes, and ``face`` (the shared renderer in ``components.card``).

Every face is rendered once per (game, card, size) and cached; the table never rescales cards
per frame. Pictures come from ``sprites/<game>/art/`` through its manifest (``components.art``),
frames from ``sprites/<game>/frame_<kind>.png`` and backs from ``sprites/<game>/back.png``; when
a sprite is missing the card is drawn from shapes so it still reads well.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import assets
from tabletop.ui.components import card as _card
from tabletop.ui.components.lru import SurfaceLRU

KIND_COLOURS = _card.KIND_COLOURS

#: card backs by game and size (a few a table; every window size makes new ones)
_cache = SurfaceLRU(8 * 1024 * 1024, limit=64)


slug = _card.slug
anchors = _card.anchors
DEFAULT_ANCHORS = _card.DEFAULT_ANCHORS


def card_size(scale: float, base: tuple[int, int] = (120, 168)) -> tuple[int, int]:
    return max(30, int(base[0] * scale)), max(42, int(base[1] * scale))


_rounded_mask = _card.rounded


def back(game: str, size: tuple[int, int]) -> pygame.Surface:
    key = ("back", game, size)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    radius = max(4, w // 14)
    art = assets.image(f"{game}/back.png", size)
    if art is not None:
        surf = _rounded_mask(art.copy(), radius)
    else:
        surf = pygame.Surface(size, pygame.SRCALPHA, 32)
        pygame.draw.rect(surf, (24, 36, 70), surf.get_rect(), border_radius=radius)
        for i in range(0, w + h, max(4, w // 12)):
            pygame.draw.line(surf, (40, 58, 104), (i, 0), (i - h, h), 2)
        surf = _rounded_mask(surf, radius)
        pygame.draw.rect(
            surf,
            (210, 190, 120),
            surf.get_rect().inflate(-w // 10, -w // 10),
            2,
            border_radius=radius,
        )
    pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), 2, border_radius=radius)
    _cache[key] = surf
    return surf


def face(
    game: str, card: dict[str, Any], size: tuple[int, int], frame_kind: str | None = None
) -> pygame.Surface:
    """The face of ``card``: the one renderer, ``tabletop.ui.components.card.face``."""
    return _card.face(game, card, size, frame_kind)


def clear_cache() -> None:
    from tabletop.ui.components import finish

    _cache.clear()
    _card.clear_cache()
    finish.clear()
