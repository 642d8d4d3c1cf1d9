"""The rows of a question's picker panel that overlap (``prompt.picker_rects``): where a
discard pile of thirty does not fit at the least card size whose names are whole, each row
lies over the foot of the one before, their name plates in sight, rather than every card
shrinking until its name breaks ("Bodyg-uard")."""

from __future__ import annotations

import pygame


def fanned_rects(
    area: pygame.Rect,
    n: int,
    s: float,
    size: tuple[int, int],
    strip: int,
    max_w: int,
    max_h: int,
    below: int,
    numbered: int,
) -> list[pygame.Rect] | None:
    """``n`` cards of ``size`` in rows that overlap to fit ``max_h``, each row ``strip`` pixels
    or more below the one behind it, the rows' columns one under the other (None: no such
    rows, or the first row holds fewer than the ``numbered`` options: their number keys' badges
    lie in a band above it, ``PromptUI.badge_room``)."""
    w, h = size
    gap = int(16 * s)
    cols = min(n, max(1, (max_w + gap) // (w + gap)))
    if cols < min(n, numbered):
        return None
    rows = -(-n // cols)
    pitch = h + gap if rows == 1 else min(h + gap, (max_h - h) // (rows - 1))
    if pitch < strip:
        return None
    top = area.centery - ((rows - 1) * pitch + h) // 2 + int(10 * s) - below
    x0 = area.centerx - (cols * (w + gap) - gap) // 2
    return [
        pygame.Rect(x0 + (i % cols) * (w + gap), top + (i // cols) * pitch, w, h) for i in range(n)
    ]


def uncovered(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The part of each card a later one (drawn over it) leaves in sight: its strip above the
    card of the next row (``fanned_rects``), else the whole card."""
    out = []
    for i, r in enumerate(rects):
        seen = r.copy()
        over = [o.top for o in rects[i + 1 :] if o.top > r.top and o.colliderect(r)]
        if over:
            seen.height = min(over) - r.top
        out.append(seen)
    return out


def fanned(rects: list[pygame.Rect], under: int) -> bool:
    """Whether the picker's rows lie closer than a number's badge row ``under`` each
    (``fanned_rects``): the badges then lie in a band above the first row."""
    tops = sorted({r.top for r in rects})
    return len(tops) > 1 and tops[1] - tops[0] < rects[0].height + under
