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


DEFAULT_ANCHORS = {
    "title": [18, 12, 204, 34],
    "art": [18, 54, 204, 160],
    "text": [18, 222, 204, 100],
    "badge": [206, 29, 19],
}
_anchors: dict[str, dict[str, list[int]]] | None = None


def anchors(rel: str) -> dict[str, list[int]]:
    """Frame anchor boxes (at 240x336) from sprites/manifest.json, or the defaults."""
    global _anchors
    if _anchors is None:
        import json

        _anchors = {}
        path = assets.sprite_path("manifest.json")
        if path is not None:
            try:
                files = json.loads(path.read_text())["files"]
                _anchors = {k: v["anchors"] for k, v in files.items() if "anchors" in v}
            except (ValueError, KeyError, OSError):
                _anchors = {}
    return _anchors.get(rel, DEFAULT_ANCHORS)


def face(
    game: str, card: dict[str, Any], size: tuple[int, int], frame_kind: str | None = None
) -> pygame.Surface:
    """The face of ``card`` (a view's card dict with at least name, kind and text).

    Optional fields: ``type_line`` (replaces the kind label), ``cost`` (a badge), ``stats``
    (a short line under the text such as "MMP 150"), ``art`` (sprite name without .png),
    ``designed`` (a small mark: text of our own design).
    """
    name = str(card.get("name", "?"))
    kind = str(frame_kind or ("gold" if card.get("gold") else card.get("kind", "mission")))
    key = ("face", game, name, kind, size, card.get("cost"), card.get("stats"))
    surf = _cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    k = w / 240
    radius = max(4, int(16 * k))
    colour = KIND_COLOURS.get(kind, (70, 80, 90))
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rel = f"{game}/frame_{kind}.png"
    frame = assets.image(rel, size)
    an = anchors(rel)

    def box(name: str) -> pygame.Rect:
        x, y, bw, bh = an.get(name, DEFAULT_ANCHORS[name])
        return pygame.Rect(int(x * k), int(y * k), int(bw * k), int(bh * k))

    title_rect, art_rect, text_rect = box("title"), box("art"), box("text")
    if frame is not None:
        surf.blit(frame, (0, 0))
    else:
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (0, 0, 0, 50), title_rect, border_radius=max(2, radius // 2))
        pygame.draw.rect(surf, (230, 232, 226), art_rect, border_radius=max(2, radius // 2))
        pygame.draw.rect(surf, (244, 240, 230), text_rect, border_radius=max(2, radius // 2))
    # title
    tsize = max(7, int(title_rect.height * 0.62))
    while (
        tsize > 6
        and theme.text(name, tsize, (255, 255, 255), "bold").get_width() > title_rect.width - 6
    ):
        tsize -= 1
    theme.blit_text(
        surf, name, tsize, title_rect.center, (255, 255, 255), "bold", anchor="center", shadow=True
    )
    # cost badge
    if card.get("cost") is not None:
        bx, by, br = DEFAULT_ANCHORS["badge"]
        centre, r = (int(bx * k), int(by * k)), max(5, int(br * k))
        pygame.draw.circle(surf, (250, 246, 230), centre, r)
        pygame.draw.circle(surf, (40, 40, 40), centre, r, max(1, int(2 * k)))
        theme.blit_text(
            surf,
            str(card["cost"]),
            max(7, int(r * 1.2)),
            centre,
            (20, 20, 20),
            "bold",
            anchor="center",
        )
    # art
    art_name = str(card.get("art") or slug(name))
    art = assets.image(f"{game}/art/{art_name}.png")
    if art is not None:
        side = min(art_rect.width, art_rect.height) - max(2, int(8 * k))
        scaled = pygame.transform.smoothscale(art, (side, side))
        surf.blit(scaled, scaled.get_rect(center=art_rect.center))
    else:
        initials = "".join(p[0] for p in name.split()[:2]).upper()
        theme.blit_text(
            surf,
            initials,
            int(art_rect.height * 0.45),
            art_rect.center,
            colour,
            "serif",
            anchor="center",
        )
    # type line at the top of the text box, then the rules text
    label = str(card.get("type_line") or str(card.get("kind", kind)).capitalize())
    if card.get("gold") and "gold" not in label.lower():
        label = f"Gold {label}"
    if card.get("as_mission"):
        label += " / Mission"
    lsize = max(6, int(15 * k))
    theme.blit_text(
        surf,
        label.upper(),
        lsize,
        (text_rect.centerx, text_rect.y + int(4 * k)),
        colour,
        "bold",
        anchor="midtop",
    )
    body = pygame.Rect(
        text_rect.x + int(6 * k),
        text_rect.y + lsize + int(8 * k),
        text_rect.width - int(12 * k),
        text_rect.height - lsize - int(12 * k),
    )
    stats = card.get("stats")
    if stats:
        body.height -= int(18 * k)
        theme.blit_text(
            surf,
            str(stats),
            max(6, int(16 * k)),
            (text_rect.centerx, text_rect.bottom - int(4 * k)),
            (20, 20, 20),
            "bold",
            anchor="midbottom",
        )
    text = str(card.get("text", ""))
    bsize = max(6, int(17 * k))
    while bsize > 6 and len(theme.wrap(text, bsize, body.width)) * bsize * 1.12 > body.height:
        bsize -= 1
    theme.blit_wrapped(surf, text, bsize, body, (28, 28, 28), centre=True, line_gap=1.12)
    if card.get("designed"):
        theme.blit_text(
            surf,
            "\u2736",
            max(6, int(13 * k)),
            (text_rect.right - int(3 * k), text_rect.bottom - int(1 * k)),
            (140, 120, 90),
            anchor="bottomright",
        )
    if frame is None:
        surf = _rounded_mask(surf, radius)
        pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), 2, border_radius=radius)
    _cache[key] = surf
    return surf


def clear_cache() -> None:
    _cache.clear()
