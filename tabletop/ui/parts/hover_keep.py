"""What a box shown while the pointer rests on a card leaves in sight in a lesson, and where such
a box goes then. A preview of the card under the pointer is drawn wherever the pointer rests:
in the Mighty Beanz lesson a learner who pressed Next with the mouse resting over the mat saw
a large preview of a mat card over the middle of the mat, over what the step pointed at. In a
lesson the step's note, what it points at, what it speaks of and its arrow come first: a
preview goes beside the pointer where it covers none of them, else it is not drawn (the card
is read large by a click, or once the pointer leaves for a free spot). At a game's table it
goes where it always went. Used by every game's hover preview (Beanz' mat card) and by the
box that says a hovered hand card in words (``layers.hand_words``)."""

from __future__ import annotations

import math
from typing import Any

import pygame


def lesson_keeps(t: Any) -> list[pygame.Rect]:
    """What a hover preview must not cover at table ``t``: in a lesson, its panel, what the
    step points at and speaks of (``LessonLayer.step_sight``), and its arrow's way; nothing
    at a game's table."""
    guide = getattr(t, "guide", None)
    if guide is None or not hasattr(t, "play_rect"):
        return []
    guide.lay_out()  # the panel's place for the step up now (a new step moves it)
    out = [r for r in getattr(guide, "holes", []) if r.width]
    out += [r for r in guide.step_sight() if r.width]
    panel = getattr(guide, "panel_rect", None)
    if isinstance(panel, pygame.Rect) and panel.width:
        out.append(panel)
    holes, drag = guide.targets()
    arrow = guide.arrow_for(holes, drag) if holes else None
    if arrow is not None:
        out += arrow_spots([*arrow.points, arrow.tip], arrow.width)
        xs, ys = zip(*arrow.head(1.25))  # its head, wider than the shaft
        out.append(pygame.Rect(int(min(xs)), int(min(ys)), 0, 0))
        out[-1].size = (int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
    return out


def arrow_spots(points: list[tuple[float, float]], width: int) -> list[pygame.Rect]:
    """Small squares along the arrow's legs: what it covers, without the empty corners of a
    slanted leg's bounding box."""
    side = max(8, width + 8)
    out = []
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        n = max(1, int(math.hypot(bx - ax, by - ay) // (side / 2)))
        for i in range(n + 1):
            x, y = ax + (bx - ax) * i / n, ay + (by - ay) * i / n
            out.append(pygame.Rect(int(x - side / 2), int(y - side / 2), side, side))
    return out


def clear_place(
    r: pygame.Rect, pos: tuple[int, int], gap: int, area: pygame.Rect, keeps: list[pygame.Rect]
) -> pygame.Rect | None:
    """Where a preview of ``r``'s size goes (``r``: its place with nothing to keep in sight):
    ``r`` itself where it covers none of ``keeps``; else beside the pointer at ``pos`` (right,
    left, above, below, each slid along its side) within ``area``, the nearest to ``r`` that
    covers none of them and not the pointer; None where no such place is."""
    if r.collidelist(keeps) < 0:
        return r
    w, h = r.size
    x, y = pos
    spots = []
    for dy in range(0, area.height, max(4, gap // 2)):
        for sign in (1, -1):
            spots.append(pygame.Rect(x + gap, y - h // 2 + sign * dy, w, h))
            spots.append(pygame.Rect(x - gap - w, y - h // 2 + sign * dy, w, h))
    for dx in range(0, area.width, max(4, gap // 2)):
        for sign in (1, -1):
            spots.append(pygame.Rect(x - w // 2 + sign * dx, y - gap - h, w, h))
            spots.append(pygame.Rect(x - w // 2 + sign * dx, y + gap, w, h))
    best = None
    for s in spots:
        if not area.contains(s) or s.collidepoint(pos) or s.collidelist(keeps) >= 0:
            continue
        d = abs(s.centerx - r.centerx) + abs(s.centery - r.centery)
        if best is None or d < best[0]:
            best = (d, s)
    return None if best is None else best[1]
