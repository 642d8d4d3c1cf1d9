"""Marks that say by shape what a colour says too (issue 30: colour never alone), shared by every
table so each cue looks the same in all five games and survives greyscale and colour blindness:

- ``shape``: a small filled figure (circle, square, triangle, diamond, star, cross, crescent,
  hexagon) with a dark rim and a light inner line, at any size;
- ``seat_emblem``: a seat's own figure (``SEAT_SHAPES``) in its colour, drawn beside its name;
- ``turn_tag``: the one turn marker, a light tag with a play triangle and the word TURN;
- ``play_tab``: the tick tab on the top edge of a hand card you may play (or discard) now.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components.widgets import label_pad

DARK = (16, 16, 20)
LIGHT = (250, 250, 244)
#: a seat's figure, by seat number (the colours are ``theme.SEAT_COLOURS``)
SEAT_SHAPES = ("square", "triangle", "diamond", "star", "hexagon", "circle")
SHAPES = (*SEAT_SHAPES, "cross", "crescent")


def points(name: str, centre: tuple[int, int], r: float) -> list[tuple[float, float]]:
    """The outline of a polygon figure of radius ``r`` (empty for circle and crescent)."""
    cx, cy = centre

    def ring(n: int, rad: float, turn: float) -> list[tuple[float, float]]:
        return [
            (
                cx + rad * math.cos(turn + i * 2 * math.pi / n),
                cy + rad * math.sin(turn + i * 2 * math.pi / n),
            )
            for i in range(n)
        ]

    if name == "square":
        h = r * 0.8
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    if name == "triangle":
        return ring(3, r * 1.05, -math.pi / 2)
    if name == "diamond":
        return ring(4, r, -math.pi / 2)
    if name == "hexagon":
        return ring(6, r, 0.0)
    if name == "star":
        outer, inner = (
            ring(5, r * 1.05, -math.pi / 2),
            ring(5, r * 0.45, -math.pi / 2 + math.pi / 5),
        )
        return [p for pair in zip(outer, inner) for p in pair]
    if name == "cross":
        a, b = r * 0.32, r * 0.9
        plus = [(-a, -b), (a, -b), (a, -a), (b, -a), (b, a), (a, a), (a, b), (-a, b), (-a, a),
                (-b, a), (-b, -a), (-a, -a)]  # fmt: skip
        c = math.cos(math.pi / 4)  # turned a quarter: an X
        return [(cx + (x - y) * c, cy + (x + y) * c) for x, y in plus]
    return []


def shape(
    surf: pygame.Surface,
    name: str,
    centre: tuple[int, int],
    r: float,
    fill: tuple[int, int, int] = LIGHT,
    rim: tuple[int, int, int] = DARK,
) -> pygame.Rect:
    """Figure ``name`` of radius ``r`` filled with ``fill`` and rimmed with ``rim``."""
    w = max(1, round(r / 5))
    if name == "circle":
        pygame.draw.circle(surf, fill, centre, round(r * 0.85))
        return pygame.draw.circle(surf, rim, centre, round(r * 0.85), w)
    if name == "crescent":
        box = pygame.draw.circle(surf, fill, centre, round(r * 0.9))
        pygame.draw.circle(surf, rim, centre, round(r * 0.9), w)
        bite = (round(centre[0] + r * 0.45), round(centre[1] - r * 0.3))
        pygame.draw.circle(surf, rim, bite, round(r * 0.7))
        return box
    # the rim as the figure filled, the fill as the figure a rim's width smaller on it: thick
    # polygon outlines left stray pixels at a small star's sharp points ("a little figure")
    box = pygame.draw.polygon(surf, rim, points(name, centre, r))
    pygame.draw.polygon(surf, fill, points(name, centre, max(1.0, r - 1.4 * w)))
    return box


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def seat_emblem(surf: pygame.Surface, seat: int, centre: tuple[int, int], r: float) -> pygame.Rect:
    """Seat ``seat``'s figure in its colour with a dark rim: told apart by shape in grey."""
    colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
    return shape(surf, seat_shape(seat), centre, r, colour, DARK)


def turn_px(s: float) -> int:
    return max(theme.MIN_TEXT, int(14 * s))


def turn_width(s: float) -> int:
    """The width ``turn_tag`` takes at scale ``s``."""
    px = turn_px(s)
    return theme.text_width("TURN", px, "bold") + px + 2 * turn_margin(s) + int(2 * s)


def turn_margin(s: float) -> int:
    """The room inside ``turn_tag``'s rim at each end: growing with the text size (its words
    touched the rim at 200 %)."""
    return int(7 * s) + label_pad() - 6


def turn_tag(surf: pygame.Surface, at: tuple[int, int], s: float, height: int = 0) -> pygame.Rect:
    """The turn marker every table draws for the seat (or team) whose turn it is: a light tag
    with a dark rim, a play triangle and TURN, its top left at ``at``; returns its rect."""
    px = turn_px(s)
    img = theme.text("TURN", px, DARK, "bold")
    h = max(height, img.get_height() + 2)
    r = pygame.Rect(at[0], at[1], turn_width(s), h)
    pygame.draw.rect(surf, LIGHT, r, border_radius=max(3, h // 3))
    pygame.draw.rect(surf, DARK, r, max(1, int(2 * s)), border_radius=max(3, h // 3))
    tri = px * 0.42
    x0, cy = r.x + turn_margin(s), r.centery
    pygame.draw.polygon(surf, DARK, [(x0, cy - tri), (x0 + tri * 1.6, cy), (x0, cy + tri)])
    surf.blit(img, img.get_rect(midright=(r.right - turn_margin(s), r.centery)))
    return r


def tab_rect(card: pygame.Rect) -> pygame.Rect:
    """Where ``play_tab`` draws on ``card`` (a label above a hand keeps clear of it)."""
    h = max(14, min(26, card.width // 6))
    # mostly above the card: over its top edge only by a rim, clear of a name on the title
    # (two new players saw the tick cover "Tio", "Courier")
    return pygame.Rect(
        card.x + max(3, card.width // 14), card.y - h + max(3, h // 4), int(h * 1.5), h
    )


def tab_rise(card: pygame.Rect) -> int:
    """How far ``play_tab`` reaches above ``card``'s top edge: the room a row or a label
    above a hand keeps clear for it."""
    return card.y - tab_rect(card).y


def play_tab(surf: pygame.Surface, card: pygame.Rect) -> pygame.Rect:
    """The tab on the top edge of a card you may play now: a light tab with a dark rim and a
    dark tick, at the card's top left (the part an overlapping row never covers)."""
    r = tab_rect(card)
    w, h = r.size
    pygame.draw.rect(surf, LIGHT, r, border_radius=max(3, h // 3))
    pygame.draw.rect(surf, DARK, r, max(2, h // 8), border_radius=max(3, h // 3))
    u = h / 10
    tick = [
        (r.x + w * 0.28, r.y + 5.2 * u),
        (r.x + w * 0.44, r.y + 7.2 * u),
        (r.x + w * 0.72, r.y + 2.6 * u),
    ]
    pygame.draw.lines(surf, DARK, False, tick, max(2, round(u * 1.6)))
    return r


def badge_mark(surf: pygame.Surface, name: str, face: Any, where: pygame.Rect) -> None:
    """A card kind's figure in its frame's badge (``components.card``'s face plan ``face``)
    at ``where`` (``badge.badge_rect``): in the title's corner, or under a long name on the
    art's corner in a disc of the frame's colour."""
    bx, by, br = face.badge
    if where.top >= face.art_rect.top:  # the badge moved off the title
        r = where.width / 2 - 1
        dark = tuple(int(c * 0.55) for c in face.colour)
        pygame.draw.circle(surf, dark, where.center, round(r))
        pygame.draw.circle(surf, DARK, where.center, round(r), max(1, round(r / 6)))
        shape(surf, name, where.center, max(4.5, r * 0.8))
        return
    cy = by * face.ky
    t0, t = face.title0, face.title
    if where.bottom > int((by + br) * face.ky) + 1 and t0.height:
        cy = t.y + (cy - t0.y) * t.height / t0.height  # the badge stretched with the title
    shape(surf, name, (round(bx * face.k), round(cy)), max(4.5, br * face.k * 0.8))
