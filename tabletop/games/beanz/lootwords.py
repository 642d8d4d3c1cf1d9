"""The words beside a Galaxy's Space Loot stacks ("Loot 2", "1 captured"): which, where and how
large, in the room the band leaves them."""

from __future__ import annotations

import pygame

from tabletop.ui import theme

Colour = tuple[int, ...]
#: (text, colour, where it is drawn from, size)
Line = tuple[str, Colour, tuple[int, int], int]
GREY: Colour = (225, 220, 250)


def text_box(text: str, px: int, at: tuple[int, int], anchor: str) -> pygame.Rect:
    """Where ``text`` at ``px`` in bold is drawn from ``at`` (its top left, or its top right
    for the stack at the bottom right)."""
    box = pygame.Rect(0, 0, theme.text_width(text, px, "bold"), theme.line_h(px))
    if anchor == "topleft":
        box.topleft = at
    else:
        box.topright = at
    return box


def loot_room(scale: float, band: pygame.Rect, tx: int, anchor: str) -> int:
    """The width a Loot stack's words at ``tx`` have in its Galaxy's band: to the band's far
    end, less a margin."""
    edge = int(8 * scale)
    return band.right - edge - tx if anchor == "topleft" else tx - band.x - edge


def loot_lines(
    s: float,
    stack: tuple[int, int],
    anchor: str,
    place: tuple[tuple[int, int], int],
    name: pygame.Rect,
    room: int,
) -> list[Line]:
    """A Loot stack's words (``stack``: its cards, those captured) beside it (``place``: the
    stack's top and height), where each goes and its size: by the stack's top, else its foot,
    else on one line, the first way clear of the Galaxy's name ``name`` (at 1024x600 "GALAXY 1"
    and "Loot 2" ran together). Large text: on one line, yours at the stack's foot. Each line
    fits ``room``, the band's width beside the stack, a little smaller if it must (at 1024x600,
    200 % "Loot 1 \u00b7 1 captured" ran past the mat's edge and into the next Galaxy's words):
    "Loot 1 \u00b7 1 won" where "1 captured" has no room."""
    (n, cap), ((tx, y), lh) = stack, place
    base = int(15 * s)
    two = [(f"Loot {n}", GREY)] + ([(f"{cap} captured", tuple(theme.ACCENT))] if cap else [])
    forms = [f"Loot {n}" + (f" \u00b7 {cap} {w}" if cap else "") for w in ("captured", "won")]
    one = [(theme.first_fitting(forms, base, room, "bold"), GREY)]

    def laid(lines: list[tuple[str, Colour]], top: int | None) -> list[Line]:
        px = min(theme.fit_px(t, base, max(1, room), "bold") for t, _c in lines)
        step = max(int(20 * s), theme.line_h(px))
        if top is None:  # ending at the stack's foot
            top = y + lh - theme.line_h(px) - (len(lines) - 1) * step
        return [(t, c, (tx, top + i * step), px) for i, (t, c) in enumerate(lines)]

    ways = [laid(two, y), laid(two, None), laid(one, y), laid(one, None)]
    if theme.ui_scale() > 1.0:  # large text: one line, clear of the Galaxy's name
        ways = [laid(one, y if anchor == "topleft" else None), laid(one, y), laid(one, None)]
    clear = name.inflate(int(12 * s), 4)  # its shadow too
    for placed in ways:
        boxes = [text_box(t, px, p, anchor) for t, _c, p, px in placed]
        if not boxes[0].unionall(boxes).colliderect(clear):
            return placed
    return ways[0]
