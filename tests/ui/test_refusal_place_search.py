"""A refusal's spot (``refusal_place.nearest``) is found on the whole grid of boxes at once: it
picks exactly the box a search box by box from the top left picks (the nearest box to the point
that meets nothing to keep clear of, the first in reading order among equally near ones), with
rects of no size or of negative size read as pygame reads them."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace

import pygame

from tabletop.ui.parts.refusal_place import distance, nearest


def _box_by_box(
    area: pygame.Rect,
    at: tuple[int, int],
    avoid: list[pygame.Rect],
    w: int,
    h: int,
    scale: float,
) -> tuple[float, pygame.Rect | None]:
    """The search as it was written first: every box in reading order, the nearer kept."""
    best: tuple[float, pygame.Rect | None] = (math.inf, None)
    if w > area.width or h > area.height:
        return best
    step = max(2, int(4 * scale))
    for top in range(area.top, area.bottom - h + 1, step):
        for left in range(area.left, area.right - w + 1, 2 * step):
            box = pygame.Rect(left, top, w, h)
            d = distance(box, at)
            if d < best[0] and box.collidelist(avoid) < 0:
                best = (d, box)
    return best


def _table(scale: float, w: int, h: int) -> SimpleNamespace:
    """What ``nearest`` reads of a table: its scale and the messages' extent."""
    return SimpleNamespace(scale=scale, toasts=SimpleNamespace(extent=lambda *_a, **_k: (w, h)))


def test_the_grid_search_picks_the_box_the_box_by_box_search_picks() -> None:
    rng = random.Random(20261126)
    found = 0
    for _ in range(300):
        scale = rng.choice([0.5, 0.8, 1.0, 1.5, 2.0])
        area = pygame.Rect(rng.randint(-20, 200), rng.randint(-20, 150), 0, 0)
        area.size = (rng.randint(0, 500), rng.randint(0, 300))
        if rng.random() < 0.1:  # no message shown, or one of no width or height
            w, h = rng.choice([(0, 0), (0, 30), (40, 0)])
        else:
            w, h = rng.randint(1, 300), rng.randint(1, 120)
        at = (rng.randint(-50, 750), rng.randint(-50, 500))
        avoid = [
            pygame.Rect(
                rng.randint(-50, 750),
                rng.randint(-50, 500),
                rng.choice([0, rng.randint(-120, 200)]),
                rng.choice([0, rng.randint(-80, 150)]),
            )
            for _ in range(rng.randint(0, 40))
        ]
        want = _box_by_box(area, at, avoid, w, h, scale)
        got = nearest(_table(scale, w, h), area, at, avoid, 0, 0, 0)  # type: ignore[arg-type]
        assert got == want, (area, at, avoid, w, h, scale)
        found += got[1] is not None
    # the cases hold both outcomes: a spot found, and none (a crowded or too small area)
    assert 50 < found < 290, found
