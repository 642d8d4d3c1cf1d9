"""Where a refusal is said: near the place the player acted on (the card or slot a card was
dropped on, the card clicked, the focused place, the move buttons Enter spoke of), where the
player is looking, never far off in the log's column nor over its "Game log" heading.

The message goes in the nearest free spot on the table around that point: clear of every placed
card, pile, label and button, of the seats' headings the game declares (``GameView.headings``),
of the top bar, the log, a lesson's panel and an open question's panel, and never over the point
itself (the card it is about stays readable). With no such spot in the message's text size, in
smaller text; with none even so, the table's usual place for its messages."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
import pygame

from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

Place = tuple[int, int, int, int, int]  # centre x, top, width, height, text px


def key_anchor(t: TableScene, near: pygame.Rect | None = None) -> tuple[int, int]:
    """Where a refused key acted: the focused place (its ring shows), else ``near`` (the move
    buttons a message speaks of), else the status line's foot, over the play area's middle."""
    stop = t.focus.current() if t.focus.active else None
    if stop is not None and stop.rect.w:
        return stop.rect.center
    if near is not None and near.w:
        return near.center
    return (t.play_rect.centerx, t.bar_rect.bottom)


def claim_anchor(t: TableScene, seat: int) -> tuple[int, int]:
    """Where a dropped claim key acted: the reaction window's bar the players watch (the key's
    own chip on it, else the bar), else where the bar stood (a window that has just closed)."""
    bar = t.bar.rect()
    if bar is None:
        return t.gv.window_anchor()
    chips = [r for r, h in t.claim_rects if h == seat and bar.colliderect(r)]
    return chips[0].center if chips else bar.center


def say_dropped_claim(t: TableScene, seat: int) -> None:
    """``seat``'s claim key claims nothing now: why (``Screen.dropped_claim``), said by the
    reaction window's bar (``claim_anchor``) like a refusal, where the players look."""
    t.toast(t.screen.dropped_claim(seat), "bad")
    t.toast_anchor = claim_anchor(t, seat)


def buttons_rect(t: TableScene) -> pygame.Rect | None:
    """The move buttons' box (None: none shown)."""
    rects = [b.rect for b in t.buttons if b.rect.w]
    return rects[0].unionall(rects[1:]) if rects else None


def distance(box: pygame.Rect, at: tuple[int, int]) -> float:
    """How far ``at`` lies from ``box``'s nearest edge (0 inside it)."""
    dx = max(box.left - at[0], 0, at[0] - box.right)
    dy = max(box.top - at[1], 0, at[1] - box.bottom)
    return math.hypot(dx, dy)


def blocked(t: TableScene, clear: list[pygame.Rect]) -> list[pygame.Rect]:
    """What a refusal keeps clear of: ``clear`` (a lesson's panel, the bar, an open question),
    every placed card, pile, label and button, the seats' headings, the move buttons, an open
    chooser and the log's column."""
    from tabletop.ui.parts.layout import ButtonItem, CardItem, LabelItem, PileItem, ToggleItem

    kinds = CardItem | PileItem | LabelItem | ButtonItem | ToggleItem
    lay = t.gv.layout_for(t.view, t.acting_seat())
    out = list(clear) + [it.rect for it in (lay.items if lay else []) if isinstance(it, kinds)]
    out += [r for r in t.gv.headings(t.view) if r.w]
    out += [b.rect for b in list(t.buttons) + list(t.chooser) + list(t.top_buttons) if b.rect.w]
    out.append(t.bar_rect)
    if t.log_open or not t.log_folded:
        out.append(t.log_rect)
    return [r for r in out if r.w and r.h]


def near_place(t: TableScene, at: tuple[int, int], clear: list[pygame.Rect]) -> Place | None:
    """The nearest free spot to ``at`` on the table for the live messages (``Place``), in
    their text size, else smaller (18, 15, then 12 px scaled, never under ``theme.MIN_TEXT``),
    each on lines as wide as they may be or narrower (a spot beside a panel). Where none keeps
    the point in sight and nothing is there to read (a card dropped on the empty middle of
    Austin Powers' arena with six seats at 200 %), the nearest spot over the point; None: no
    free spot on the table."""
    s = t.scale
    gap = max(4, int(8 * s))
    area = t.play_rect.copy()
    if t.log_open or not t.log_folded:
        area.width = min(area.width, t.log_rect.left - area.left)
    area = area.inflate(-2 * gap, -2 * gap)
    if area.width < 80 or area.height < 40:
        return None
    avoid = blocked(t, [r.inflate(gap, gap) for r in clear])  # a margin off the bar, a panel
    spot = pygame.Rect(at[0] - 2 * gap, at[1] - 2 * gap, 4 * gap, 4 * gap)
    found = free_place(t, area, at, avoid + [spot])
    if found is None and spot.collidelist(avoid) < 0:
        found = free_place(t, area, at, avoid)  # no card, label nor heading under the point
    return found


def free_place(
    t: TableScene, area: pygame.Rect, at: tuple[int, int], avoid: list[pygame.Rect]
) -> Place | None:
    """``near_place``'s search: the spot nearest to ``at`` in ``area`` that meets none of
    ``avoid``, in the messages' size, else smaller, on the widest lines that find one."""
    s = t.scale
    gap = max(4, int(8 * s))
    widest = min(area.width, theme.grow(620 * s))
    smaller = dict.fromkeys(max(theme.MIN_TEXT, int(k * s)) for k in (18, 15, 12))
    for px, height in [(0, 0)] + [(k, area.height) for k in smaller]:
        found: list[tuple[float, pygame.Rect, int]] = []
        for width in dict.fromkeys((widest, widest * 2 // 3, widest // 2)):  # more lines
            d, box = nearest(t, area, at, avoid, width, height, px)
            if box is not None:
                found.append((d, box, width))
                if d <= 3 * gap:
                    break  # right by the point: no narrower lines needed
        if found:
            _d, box, width = min(found, key=lambda f: f[0])
            return box.centerx, box.top, width, height, px
    return None


def nearest(
    t: TableScene,
    area: pygame.Rect,
    at: tuple[int, int],
    avoid: list[pygame.Rect],
    width: int,
    height: int,
    px: int,
) -> tuple[float, pygame.Rect | None]:
    """The messages' box (wrapped at ``width``, in ``px`` text) nearest to ``at`` inside
    ``area`` that meets none of ``avoid``, with its distance; None: no such box."""
    s = t.scale
    w, h = t.toasts.extent(s, width, height, px)
    if w > area.width or h > area.height:
        return math.inf, None
    step = max(2, int(4 * s))
    # every box on the grid at once (tops every ``step``, lefts every two), row by row as a
    # search from the top left would meet them: a frame with a refusal once spent a quarter
    # of a second here, one box at a time
    tops = np.arange(area.top, area.bottom - h + 1, step, dtype=np.int64)
    lefts = np.arange(area.left, area.right - w + 1, 2 * step, dtype=np.int64)
    if not len(tops) or not len(lefts):
        return math.inf, None
    free = np.ones((len(tops), len(lefts)), dtype=bool)
    if w and h:  # a box of no size meets nothing (``pygame.Rect.colliderect``)
        for r in avoid:
            if not r.w or not r.h:
                continue
            x0, x1 = sorted((r.x, r.x + r.w))  # a rect of negative size as pygame reads it
            y0, y1 = sorted((r.y, r.y + r.h))
            rows = (tops < y1) & (tops + h > y0)
            cols = (lefts < x1) & (lefts + w > x0)
            free[np.ix_(rows, cols)] = False
    dx = np.maximum(np.maximum(lefts - at[0], 0), at[0] - (lefts + w))
    dy = np.maximum(np.maximum(tops - at[1], 0), at[1] - (tops + h))
    # squared distances in whole pixels: the nearest free box, the first in reading order
    # among equally near ones
    d2 = np.where(free, dy[:, None] ** 2 + dx[None, :] ** 2, np.iinfo(np.int64).max)
    row, col = divmod(int(np.argmin(d2)), len(lefts))
    if not free[row, col]:
        return math.inf, None
    box = pygame.Rect(int(lefts[col]), int(tops[row]), w, h)
    return distance(box, at), box
