"""Card drawing from data: faces (name, type line, cost and stats, art, wrapped text) and backs.

Every face is rendered once per (game, card, size) and cached; the table never rescales cards
per frame. Art comes from ``sprites/<game>/art/<slug>.png``, frames from
``sprites/<game>/frame_<kind>.png`` and backs from ``sprites/<game>/back.png``; when a sprite is
missing the card is drawn from shapes so it still reads well.
"""

from __future__ import annotations

import re
from typing import Any

import pygame

from tabletop.ui import assets, theme

KIND_COLOURS = {
    "mission": (32, 120, 128),
    "reaction": (150, 36, 52),
    "gold": (196, 150, 40),
}

_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def card_size(scale: float, base: tuple[int, int] = (120, 168)) -> tuple[int, int]:
    return max(30, int(base[0] * scale)), max(42, int(base[1] * scale))


def _rounded_mask(surf: pygame.Surface, radius: int) -> pygame.Surface:
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = surf.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


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
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (24, 36, 70), surf.get_rect(), border_radius=radius)
        for i in range(0, w + h, max(4, w // 12)):
            pygame.draw.line(surf, (40, 58, 104), (i, 0), (i - h, h), 2)
        surf = _rounded_mask(surf, radius)
        pygame.draw.rect(surf, (210, 190, 120), surf.get_rect().inflate(-w // 10, -w // 10), 2, border_radius=radius)
    pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), 2, border_radius=radius)
    _cache[key] = surf
    return surf


def face(game: str, card: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """The face of ``card`` (a view's card dict with at least name, kind and text)."""
    name = str(card.get("name", "?"))
    kind = str(card.get("kind", "mission"))
    key = ("face", game, name, kind, size)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    radius = max(4, w // 14)
    colour = KIND_COLOURS.get(kind, (70, 80, 90))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    frame = assets.image(f"{game}/frame_{kind}.png", size)
    if frame is not None:
        surf.blit(frame, (0, 0))
    else:
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(4, w // 16), -max(4, w // 16))
        pygame.draw.rect(surf, (244, 238, 222), inner, border_radius=max(3, radius - 2))
    pad = max(3, w // 14)
    # title
    tsize = max(8, int(h * 0.085))
    while tsize > 7 and theme.text(name, tsize, (20, 20, 20), "bold").get_width() > w - 2 * pad:
        tsize -= 1
    title_rect = pygame.Rect(pad, pad, w - 2 * pad, int(tsize * 1.5))
    pygame.draw.rect(surf, colour, title_rect, border_radius=max(3, radius // 2))
    theme.blit_text(surf, name, tsize, title_rect.center, (255, 255, 255), "bold", anchor="center")
    # art
    art_h = int(h * 0.40)
    art_rect = pygame.Rect(pad, title_rect.bottom + pad // 2, w - 2 * pad, art_h)
    art = assets.image(f"{game}/art/{slug(name)}.png")
    if art is not None:
        side = min(art_rect.width, art_rect.height)
        scaled = pygame.transform.smoothscale(art, (side, side))
        surf.blit(scaled, scaled.get_rect(center=art_rect.center))
    else:
        pygame.draw.rect(surf, (*colour, 60), art_rect, border_radius=6)
        initials = "".join(p[0] for p in name.split()[:2]).upper()
        theme.blit_text(surf, initials, int(art_h * 0.5), art_rect.center, colour, "serif", anchor="center")
    # type line
    label = str(card.get("type_line") or kind.capitalize())
    if card.get("as_mission"):
        label += " \u00b7 also Mission"
    lsize = max(7, int(h * 0.05))
    theme.blit_text(surf, label, lsize, (w // 2, art_rect.bottom + 2), colour, "bold", anchor="midtop")
    # rules text
    body = pygame.Rect(pad + 1, art_rect.bottom + lsize + 6, w - 2 * pad - 2, h - art_rect.bottom - lsize - pad - 6)
    text = str(card.get("text", ""))
    bsize = max(7, int(h * 0.052))
    while bsize > 6 and len(theme.wrap(text, bsize, body.width)) * bsize * 1.12 > body.height:
        bsize -= 1
    theme.blit_wrapped(surf, text, bsize, body, (30, 30, 30), centre=True, line_gap=1.12)
    if card.get("designed"):
        theme.blit_text(surf, "\u2736", max(7, int(h * 0.045)), (w - pad, h - pad // 2), (120, 110, 90), anchor="bottomright")
    surf = _rounded_mask(surf, radius)
    pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), 2, border_radius=radius)
    _cache[key] = surf
    return surf


def clear_cache() -> None:
    _cache.clear()
