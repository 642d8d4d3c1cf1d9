"""How much room a card's name leaves for the badge in its title's corner (a cost, the
frame's own badge, or a kind's figure drawn in it: ``marks.badge_mark``)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import assets

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


def on_art(style: Any, face: Any) -> bool:
    """A name on several lines (or one too wide to leave the badge its room) takes the title's
    whole width where the frame's badge would
    stretch with the title (no ``frame_badge``): the badge goes to the art's corner, as a cost
    does, and the name plate grows over its place ("Escape from Valua" ran under it)."""
    if style.frame_badge or not style.badge_marks or face.has_cost or face.name_plan is None:
        return False
    px, kind, lines, _cut = face.name_plan
    room = face.title0.width - 4 - face.reserve
    return len(lines) > 1 or assets.font(px, kind).size(lines[0])[0] > room


def badge_rect(style: Any, face: Any) -> pygame.Rect:
    """Where a face (``components.card``'s plan) shows its badge: in the title's corner (as
    tall as the title where it stretches with it), or on the art's corner under a long name."""
    r = face.badge_r
    if on_art(style, face):
        art = face.art_rect
        return pygame.Rect(art.right - 2 * r - 2, art.top, 2 * r + 2, 2 * r + 2)
    bx, by, br = face.badge
    top, bottom = int((by - br) * face.ky), int((by + br) * face.ky) + 1
    if not style.frame_badge:  # the frame's badge stretches with a taller title plate
        bottom += face.title.height - face.title0.height
    return pygame.Rect(int((bx - br) * face.k), top, int(2 * br * face.k) + 1, bottom - top)


def widen_plate(frame: pygame.Surface, face: Any) -> None:
    """The name plate of a reshaped ``frame`` drawn on over the badge's place (``on_art``):
    its right end, with the border above and below it, stretched to the badge's right edge."""
    bx, _by, br = face.badge
    x0 = int((bx - br - 3) * face.k)  # the plate's right end, just left of the badge
    a = max(0, x0 - int(40 * face.k))
    b = min(frame.get_width(), int((bx + br + 3) * face.k))
    rows = max(1, min(frame.get_height(), face.art_rect.top - 1))
    piece = frame.subsurface(pygame.Rect(a, 0, x0 - a, rows)).copy()
    frame.blit(pygame.transform.smoothscale(piece, (b - a, rows)), (a, 0))
