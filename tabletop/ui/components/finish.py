"""The rarity finish of a collectible card: a foil card (gold sheen, brushed streaks) or a
holographic one (a rainbow sheen with sparkles) looks different from a plain common at a glance,
in packs, in the deck builder and in the large card view.

A card's finish comes from its game's collectible set (``Rarity.finish`` of the card's rarity);
a game without a set, or a card not in it, has none. The sheen of a size is drawn once and kept
in a bounded cache; a moving band of light (``t``) is added where a screen animates (packs).
"""

from __future__ import annotations

import math
import random
from functools import cache

import pygame

from tabletop.ui.components.lru import SurfaceLRU

#: the bytes of sheen overlays kept (one per finish and size)
SHEEN_CACHE_BYTES = 8 * 1024 * 1024
_sheens = SurfaceLRU(SHEEN_CACHE_BYTES)


@cache
def finish_of(game: str, name: str) -> str:
    """ "foil", "holo" or "" for the card ``name`` of ``game``."""
    from tabletop.collection.sets import get_set

    try:
        gset = get_set(game)
        info = gset.cards.get(name)
        return gset.rarity(info.rarity).finish if info is not None else ""
    except (KeyError, StopIteration, ImportError):
        return ""


def sheen(size: tuple[int, int], finish: str, radius: int) -> pygame.Surface:
    """The still overlay of ``finish`` at ``size`` (rounded to the card's corners)."""
    key = (finish, size, radius)
    surf = _sheens.get(key)
    if surf is None:
        surf = _draw_sheen(size, finish)
        mask = pygame.Surface(size, pygame.SRCALPHA, 32)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        _sheens[key] = surf
    return surf


def _draw_sheen(size: tuple[int, int], finish: str) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA, 32)
    span = w + h
    step = max(2, span // 120)
    for i in range(-h, w, step):
        u = (i + h) / span
        if finish == "holo":
            c = pygame.Color(0)
            c.hsva = ((u * 720) % 360, 55, 100, 100)
            a = int(34 + 22 * math.sin(u * math.pi * 6))
            col = (c.r, c.g, c.b, a)
        else:  # foil: gold light in two broad streaks over fine brushed lines
            glow = max(0.0, math.cos((u - 0.3) * 9)) ** 3 + max(0.0, math.cos((u - 0.72) * 12)) ** 4
            a = int(10 + 70 * glow + (8 if (i // step) % 3 == 0 else 0))
            col = (255, 236, 170, min(90, a))
        pygame.draw.line(surf, col, (i, h), (i + h * 0.7, 0), step + 1)
    if finish == "holo":  # sparkles, the same on every card of a size
        r = random.Random(w * 1000 + h)
        for _ in range(max(6, w * h // 5000)):
            x, y = r.uniform(0, w), r.uniform(0, h)
            s = r.uniform(2, max(3, w / 60))
            pygame.draw.line(surf, (255, 255, 255, 170), (x - s, y), (x + s, y), 1)
            pygame.draw.line(surf, (255, 255, 255, 170), (x, y - s), (x, y + s), 1)
    return surf


def paint(dest: pygame.Surface, rect: pygame.Rect, finish: str, t: float | None = None) -> None:
    """``finish``'s sheen over the card drawn at ``rect``; with ``t`` a band of light also
    sweeps across it (a screen that animates passes its time)."""
    if finish not in ("foil", "holo") or rect.w < 8 or rect.h < 8:
        return
    radius = max(4, rect.w // 15)
    dest.blit(sheen(rect.size, finish, radius), rect.topleft)
    if t is not None:
        band(dest, rect, finish, t, radius)


def band(dest: pygame.Surface, rect: pygame.Rect, finish: str, t: float, radius: int) -> None:
    """A band of light sweeping across the card (gold on a foil, rainbow on a holo)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
    w, h = rect.size
    pos = ((t * 0.6) % 1.0) * (w + h) * 1.4 - h
    for k in range(-30, 31, 3):
        x = pos + k
        if finish == "holo":
            c = pygame.Color(0)
            c.hsva = ((t * 120 + k * 4) % 360, 60, 100, 100)
            col = (c.r, c.g, c.b, int(70 * (1 - abs(k) / 31)))
        else:
            col = (255, 240, 170, int(80 * (1 - abs(k) / 31)))
        pygame.draw.line(layer, col, (x, 0), (x + h * 0.6, h), 3)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    dest.blit(layer, rect.topleft)


def badge(dest: pygame.Surface, centre: tuple[int, int], finish: str, r: int) -> None:
    """A small round mark of the finish (a gold disc, or a rainbow one), for a list row."""
    if finish not in ("foil", "holo"):
        return
    if finish == "holo":
        for i in range(12):
            c = pygame.Color(0)
            c.hsva = (i * 30, 70, 100, 100)
            a0 = i * math.pi / 6
            pts = [centre] + [
                (centre[0] + r * math.cos(a0 + j * math.pi / 18), centre[1] + r * math.sin(a0 + j * math.pi / 18))
                for j in range(4)
            ]  # fmt: skip
            pygame.draw.polygon(dest, (c.r, c.g, c.b), pts)
    else:
        pygame.draw.circle(dest, (232, 190, 70), centre, r)
        pygame.draw.circle(dest, (255, 240, 180), (centre[0] - r // 3, centre[1] - r // 3), r // 3)
    pygame.draw.circle(dest, (30, 30, 30), centre, r, 1)


def clear() -> None:
    _sheens.clear()
    finish_of.cache_clear()
