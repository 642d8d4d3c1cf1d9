"""The one hand layout: cards side by side in a row, overlapping evenly when the row is too
narrow, centred or left-aligned in their area. Every game's hand (and any row of cards) uses it."""

from __future__ import annotations

import pygame


def hand_rects(
    n: int,
    area: pygame.Rect,
    card: tuple[int, int],
    gap: int = 8,
    align: str = "center",
    y: int | None = None,
) -> list[pygame.Rect]:
    """``n`` card rects of size ``card`` in ``area``: a gap of ``gap`` between cards while they
    fit, else an even overlap so the row never leaves ``area``; ``align`` is "center" or "left";
    the row's top is ``y`` (default: the top of ``area``)."""
    if n <= 0:
        return []
    w, h = card
    step = w + gap
    if n > 1 and (n - 1) * step + w > area.width:
        step = max(1, (area.width - w) // (n - 1))
    total = step * (n - 1) + w
    x0 = area.x + (area.width - total) // 2 if align == "center" else area.x
    top = area.y if y is None else y
    return [pygame.Rect(x0 + i * step, top, w, h) for i in range(n)]
