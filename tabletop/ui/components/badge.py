"""How much room a card's name leaves for the badge in its title's corner (a cost, the
frame's own badge, or a kind's figure drawn in it: ``marks.badge_mark``)."""

from __future__ import annotations

from typing import Any

import pygame

#: where a frame without its own anchors has its badge: x, y, radius (at 240x336)
DEFAULT_BADGE = [206, 29, 19]


def badged(style: Any, kind: str) -> bool:
    """The name leaves the badge's corner clear: the frame's own badge, or a kind's figure."""
    return style.frame_badge or kind in style.badge_marks


def badge_room(style: Any, kind: str, cost: bool, cost_r: int, br: float) -> int:
    """The room a name leaves for the badge: a cost needs 12 px digits, a frame's own badge
    (or a kind's figure drawn in it) only its painted size."""
    if cost:
        return 2 * cost_r + 2
    return 2 * max(int(br), 5) + 2 if badged(style, kind) else 0


def badge_clear(an: dict[str, list[int]], title0: pygame.Rect, k: float, ky: float) -> int:
    """How far below the title box's top the frame's badge ends."""
    _bx, by, br = an.get("badge", DEFAULT_BADGE)
    return int(by * ky + br * k) + 1 - title0.top
