"""Where RPG Get!'s animations from the engine's events land (``paint.Painter.draw_overlay``):
a floating number ("-3", "+2", "POISON") rises in a free column beside the card it names and a
flipped coin spins in a free spot of the arena's row of cards, so that neither covers a card's
words ("PP 2"), the arena's line of what to do now or another animation. A spot is found once,
when the animation first shows, and kept while it plays."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from tabletop.ui import theme

#: a floating number's life in seconds (it fades over the last 0.6), and a coin's
FLOAT_LIFE, COIN_LIFE, COIN_SPIN = 1.4, 1.6, 0.8


def free_spot(
    size: tuple[int, int],
    region: pygame.Rect,
    taken: list[pygame.Rect],
    near: tuple[int, int],
    step: int = 4,
    ok: Callable[[pygame.Rect], bool] | None = None,
) -> pygame.Rect | None:
    """The rect of ``size`` inside ``region``, over none of ``taken`` (and ``ok``), whose
    middle is nearest ``near``; None where there is no such room."""
    w, h = size
    if w > region.width or h > region.height:
        return None
    xs = range(region.x, region.right - w + 1, max(1, step))
    ys = range(region.y, region.bottom - h + 1, max(1, step))
    cx, cy = near[0] - w // 2, near[1] - h // 2  # a rect's middle is (x + w // 2, y + h // 2)
    # nearest first (equals in the scan's order, rows then columns): the first free one wins
    for _d, y, x in sorted((math.hypot(x - cx, y - cy), y, x) for y in ys for x in xs):
        r = pygame.Rect(x, y, w, h)
        if r.collidelist(taken) < 0 and (ok is None or ok(r)):
            return r
    return None


def float_column(
    text: tuple[int, int],
    card: pygame.Rect,
    play: pygame.Rect,
    taken: list[pygame.Rect],
    cards: list[pygame.Rect],
) -> pygame.Rect | None:
    """A column next to ``card`` (no other of ``cards`` between them, so it reads as this
    card's) as wide as the floating ``text``, over no card or word in ``taken``: beside the
    card as tall as it, else above or under it; the number rises inside it."""
    h = min(card.height, max(text[1], text[1] * 3 // 2))

    def next_to(r: pygame.Rect) -> bool:
        hull = r.union(card).inflate(-2, -2)
        return not any(hull.colliderect(c) for c in cards if c != card)

    beside = pygame.Rect(play.x, card.y, play.width, card.height).clip(play)
    around = pygame.Rect(card.x - text[0], card.y - h - 4, card.width + 2 * text[0], 0)
    around.height = card.height + 2 * h + 8  # a crowded row: over or under the card
    for region, high in ((beside, h), (around.clip(play), h), (around.clip(play), text[1])):
        spot = free_spot((text[0], high), region, taken, card.center, 2, next_to)
        if spot is not None:
            return spot
    return None


def on_card(
    size: tuple[int, int], card: pygame.Rect, play: pygame.Rect, placed: list[pygame.Rect]
) -> pygame.Rect:
    """A floating text of ``size`` on its ``card`` (a crowded row: no room next to it), under
    those already ``placed`` on it, inside ``play``; an empty ``size`` is not shown."""
    spot = pygame.Rect((0, 0), size)
    spot.center = card.center
    while size[1] and spot.collidelist(placed) >= 0 and spot.top < card.bottom:
        spot.y += size[1]
    spot.clamp_ip(play)
    return spot


def float_at(column: pygame.Rect, size: tuple[int, int], k: float) -> pygame.Rect:
    """Where a floating text of ``size`` is drawn ``k`` seconds into its life: rising from
    the foot of its ``column`` to its top over the first second."""
    r = pygame.Rect((0, 0), size)
    rise = max(0, column.height - size[1])
    r.midbottom = (column.centerx, column.bottom - int(rise * min(1.0, k)))
    return r


def float_alpha(k: float) -> int:
    return max(0, min(255, int(255 * (FLOAT_LIFE - k) / 0.6)))


def coin_sizes(s: float) -> tuple[int, int]:
    """A coin's radius and its HEADS/TAILS label's design size at table scale ``s``."""
    return max(14, int(34 * s)), max(12, int(18 * s))


def coin_cell(s: float) -> tuple[int, int]:
    """The room a coin and its label beside it take (the label on a plate right of it)."""
    rad, px = coin_sizes(s)
    label = max(theme.text_width(t, px, "bold") for t in ("HEADS", "TAILS")) + 12
    return 2 * rad + int(6 * s) + label, max(2 * rad, theme.line_h(px) + 8)


def draw_coin(
    surf: pygame.Surface, cell: pygame.Rect, heads: bool, k: float, s: float
) -> pygame.Rect | None:
    """A coin spinning at the left of ``cell``; once it lands, HEADS or TAILS on a dark plate
    beside it (returned, for the tests)."""
    rad, px = coin_sizes(s)
    spin = k < COIN_SPIN
    squash = abs(math.cos(k * 14)) if spin else 1.0
    rect = pygame.Rect(0, 0, max(2, int(2 * rad * squash)), 2 * rad)
    rect.center = (cell.x + rad, cell.centery)
    pygame.draw.ellipse(surf, (236, 196, 70), rect)
    pygame.draw.ellipse(surf, (120, 80, 10), rect, 3)
    if spin:
        return None
    label = "HEADS" if heads else "TAILS"
    plate = pygame.Rect(0, 0, theme.text_width(label, px, "bold") + 12, theme.line_h(px) + 8)
    plate.midleft = (cell.x + 2 * rad + int(6 * s), cell.centery)
    theme.panel(surf, plate, (24, 18, 8, 235))
    theme.blit_text(surf, label, px, plate.center, (250, 230, 150), "bold", anchor="center")
    return plate


def spread(coins: list[dict[str, Any]], cell: tuple[int, int], region: pygame.Rect,
           taken: list[pygame.Rect], near: tuple[int, int]) -> None:  # fmt: skip
    """Give each coin without one a ``spot`` in ``region`` clear of ``taken`` (and of the
    coins placed before it); where there is none, just under the region's top."""
    for c in coins:
        if c.get("spot") is None:
            spot = free_spot(cell, region, taken, near, step=4)
            if spot is None:
                spot = pygame.Rect((0, 0), cell)
                spot.midtop = (near[0], region.y)
            c["spot"] = spot
        taken.append(c["spot"])


def overlay_room(gv: Any, view: dict[str, Any]) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The arena's band where a coin may spin (under its line of what to do now, above the
    rank labels and the legend) and what the animations keep off: every card and pile, the
    arena's words and each seat panel's (``paint.Painter``, ``gv``)."""
    s = gv.scale
    arena = gv.areas.get("arena", gv.table.play_rect)
    pad = int(4 * s)
    taken = [r.inflate(2 * pad, 2 * pad) for r in gv.rects.values()]
    taken += [r.inflate(2 * pad, 2 * pad) for r in gv.pile_rects.values()]
    if view.get("attempt") is not None:
        top = gv.hint_y(arena) + theme.line_h(gv.fs, 1.2)
        foot = arena.y + gv.arena_head() + gv.arena_fit(arena)[1] + gv.rank_gap()
        taken.append(pygame.Rect(arena.x, foot, arena.width, gv.rank_room()))  # "Middle"
        if gv.ranks_beside(view, arena):  # or beside its cards
            taken += [r.inflate(2 * pad, 2 * pad) for _t, r in gv.beside_tags]
    else:  # the open bank's line at the top, what to do now across the middle
        top = arena.y + int(8 * s) + theme.line_h(gv.fs, 1.2)
        idle = theme.line_h(gv.fs + 2)
        taken.append(pygame.Rect(arena.x, arena.centery - 2 * idle, arena.width, 4 * idle))
        foot = arena.bottom
    legend = gv.legend_top(arena)
    taken.append(pygame.Rect(arena.x, legend, arena.width, max(0, arena.bottom - legend)))
    foot = min(foot, legend)
    taken.append(pygame.Rect(arena.x, arena.y, arena.width, top - arena.y))
    taken += seat_words(gv, view)
    return pygame.Rect(arena.x + pad, top, arena.width - 2 * pad, max(0, foot - top)), taken


def seat_words(gv: Any, view: dict[str, Any]) -> list[pygame.Rect]:
    """Each seat panel's header and its boxes' labels: from the panel's top down to its
    cards (as ``paint.Painter.draw_panels`` lays them)."""
    seat = gv.table.viewer
    order = gv.order(view, seat)
    g = gv.geometry(view, seat)
    out = []
    for k, p in enumerate(order):
        counts = gv.row_counts(view, p)
        area, sub, card = gv.seat_area(g, k, len(order) - 1, counts)
        segs = gv.segments(sub, card, gv.line, counts, k == 0)
        top = min(seg.y for seg in segs.values())
        out.append(pygame.Rect(area.x, area.y, area.width, max(0, top - area.y)))
        low = max(seg.y for seg in segs.values())  # a second tier's labels (``tiers``)
        if p in gv.lined_seats():  # a line of counts' chips
            out += [seg for name, seg in segs.items() if name != "party"]
        elif low > top:
            out.append(pygame.Rect(area.x, low - gv.line, area.width, gv.line))
    return out
