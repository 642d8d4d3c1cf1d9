"""Where a card's name plate lies on its face at a size (cached): the rows and the arena keep
their marks and pills clear of it."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components import card as card_component

GAME = "rpgget"  # (as ``layout.GAME``: layout imports this module)


def title_bottom(face: dict[str, Any], size: tuple[int, int]) -> int:
    """Where the name's plate ends on ``face`` (a card's ``face_card``) drawn at ``size``: a
    long name under a small card's badge takes a taller plate."""
    return _title(face, size).bottom


def title_centre(face: dict[str, Any], size: tuple[int, int]) -> int:
    """The middle of the name's plate on ``face`` at ``size`` (a one-line name's middle)."""
    return _title(face, size).centery


def _title(face: dict[str, Any], size: tuple[int, int]) -> pygame.Rect:
    key = (str(face.get("name", "?")), str(face.get("kind")), size, theme.card_scale())
    got = _TITLES.get(key)
    if got is None:
        if len(_TITLES) > 2000:
            _TITLES.clear()
        got = _TITLES[key] = card_component.title_rect(GAME, face, size)
    return got


#: the name plates of ``_title`` by (name, kind, size, text scale: a face's name grows with it)
_TITLES: dict[tuple[str, str, tuple[int, int], float], pygame.Rect] = {}
