"""Card pictures: ``sprites/<game>/art/manifest.json`` maps a card name to its picture file
(written by ``tools/art``); a picture is decoded only when a face first needs it and kept in a
bounded cache (a drawn face is cached by the card renderer, so few pictures stay decoded)."""

from __future__ import annotations

import re
from typing import Any

import pygame

from tabletop.engine.errors import TabletopError
from tabletop.engine.files import load_json
from tabletop.ui import assets
from tabletop.ui.components.lru import LRU, SurfaceLRU


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


#: the bytes of decoded card pictures kept (a 256x256 picture is 256 KB): pictures load when a
#: face is first drawn, and a face once drawn is cached, so this stays small
ART_CACHE_BYTES = 12 * 1024 * 1024
_art = SurfaceLRU(ART_CACHE_BYTES)
_art_missing: LRU[bool] = LRU(4000)
_art_manifests: dict[str, dict[str, str]] = {}
#: (game, card name) -> whether the last face drawn of it showed its picture (for tests)
ART_DRAWN: LRU[bool] = LRU(4000)


def art_manifest(game: str) -> dict[str, str]:
    """``sprites/<game>/art/manifest.json``: card name -> picture file (read once per game)."""
    m = _art_manifests.get(game)
    if m is None:
        m = {}
        path = assets.sprite_path(f"{game}/art/manifest.json")
        if path is not None:
            try:
                data = load_json(path, "picture manifest")
            except TabletopError:  # damaged: no pictures named by it (the plain faces)
                data = {}
            m = {k: v for k, v in data.items() if k != "style" and isinstance(v, str)}
        _art_manifests[game] = m
    return m


def art_file(game: str, card: dict[str, Any], name: str) -> str:
    """The picture file of a card: its ``art`` field, else the game's manifest, else its slug."""
    if card.get("art"):
        return f"{card['art']}.png"
    return art_manifest(game).get(name) or f"{slug(name)}.png"


def art_image(game: str, card: dict[str, Any], name: str) -> pygame.Surface | None:
    """A card's picture, decoded when first needed and kept in a bounded cache."""
    rel = f"{game}/art/{art_file(game, card, name)}"
    surf = _art.get(rel)
    if surf is not None or rel in _art_missing:
        return surf
    path = assets.sprite_path(rel)
    if path is not None:
        pic = assets.load_picture(path)  # a damaged or huge picture: the plain face
        surf = _full_colour(pic) if pic is not None else None
    if surf is None:
        _art_missing[rel] = True
    else:
        _art[rel] = surf
    return surf


def _full_colour(surf: pygame.Surface) -> pygame.Surface:
    """A paletted picture (8-bit PNG, a third of the bytes) as a 32-bit surface, which the
    smooth scaling needs."""
    if surf.get_bitsize() >= 24:
        return surf
    full = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
    full.blit(surf, (0, 0))
    return full


def paint(
    surf: pygame.Surface, game: str, card: dict[str, Any], name: str, box: pygame.Rect, k: float
) -> bool:
    """The card's picture filling ``box`` (scaled to cover it, cropped to its shape; the
    subject belongs in the picture's middle); False when the card has none."""
    pic = art_image(game, card, name)
    ART_DRAWN[(game, name)] = pic is not None
    if pic is None:
        return False
    box = box.inflate(-max(2, int(4 * k)), -max(2, int(4 * k)))
    if min(box.size) > 4:
        side = max(box.width, box.height)
        scaled = pygame.transform.smoothscale(pic, (side, side))
        src = pygame.Rect(0, 0, *box.size)
        src.center = (side // 2, side // 2)
        surf.blit(scaled, box, src)
    return True


def clear() -> None:
    _art.clear()
    _art_missing.clear()
    _art_manifests.clear()
