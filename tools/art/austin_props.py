"""Austin Powers props and backdrops: objects drawn at a centre ``(x, y)`` and a scale ``k``
(1 = about 200 canvas pixels), used by ``tools/art/austin.py`` behind or in front of a portrait
and as the subject of a scene."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from tools.art.common import (
    INK,
    S,
    bezier,
    circle,
    ellipse,
    flower,
    halftone,
    mix,
    poly,
    rect,
    shade,
    star,
    stars,
    sunburst,
    swirl,
    text,
    thick_line,
    vgradient,
)

Prop = Callable[[pygame.Surface, float, float, float], None]
PROPS: dict[str, Prop] = {}

PINK, ORANGE, LIME, TEAL, PURPLE = (
    (240, 90, 170),
    (250, 150, 40),
    (170, 220, 60),
    (40, 190, 190),
    (130, 70, 200),
)
GOOD_COLOURS = [PINK, ORANGE, (250, 220, 60), TEAL, LIME, PURPLE]
STEEL, LAIR, RED, GOLD = (110, 125, 140), (40, 48, 60), (220, 40, 40), (240, 196, 60)
SILVER, WHITE, SKIN = (200, 205, 215), (250, 250, 245), (240, 200, 170)


def prop(fn: Prop) -> Prop:
    PROPS[fn.__name__] = fn
    return fn


# ---------------------------------------------------------------------------------- backdrops
def good_backdrop(s: pygame.Surface, r: random.Random, theme: str = "burst") -> None:
    """Good: a 60s psychedelic backdrop (a sunburst or a swirl in hot pinks and oranges, daisies)."""
    a, b = r.sample(GOOD_COLOURS, 2)
    c = (r.uniform(120, 390), r.uniform(120, 300))
    if theme == "swirl":
        swirl(s, c, [a, b, shade(a, 1.3)], r.uniform(0.8, 1.6), r.choice((5, 6, 7)))
    else:
        sunburst(s, c, r.choice((14, 16, 18, 20)), a, shade(b, 1.15), r.uniform(0, 1))
    for _ in range(r.randint(2, 4)):
        flower(
            s,
            (r.choice((r.uniform(20, 110), r.uniform(400, 490))), r.uniform(30, 480)),
            r.uniform(26, 44),
            r.choice(GOOD_COLOURS),
            (250, 230, 80),
        )


def evil_backdrop(s: pygame.Surface, r: random.Random, theme: str = "lair") -> None:
    """Evil: the lair's steel walls (rivets, a hex grid, a red alert glow) or the night sky."""
    if theme == "space":
        vgradient(s, (10, 10, 30), (40, 30, 70))
        stars(s, r, 60, WHITE, (2, 5))
        return
    top = mix(LAIR, r.choice(((60, 90, 70), (70, 60, 90), (50, 70, 90))), 0.6)
    vgradient(s, shade(top, 1.2), shade(top, 0.5))
    h = r.uniform(34, 46)
    for row in range(-1, int(S / h) + 2):
        for col in range(-1, int(S / h) + 2):
            cx = col * h * 1.5
            cy = row * h * 1.73 + (col % 2) * h * 0.86
            pts = [
                (cx + h * math.cos(a * math.pi / 3), cy + h * math.sin(a * math.pi / 3))
                for a in range(6)
            ]
            pygame.draw.polygon(s, shade(top, 0.8), pts, 3)
    g = pygame.Surface((S, S), pygame.SRCALPHA)
    for i in range(12):
        pygame.draw.circle(g, (255, 40, 30, 10), (r.choice((60, 450)), 60), 200 - i * 14)
    s.blit(g, (0, 0))


def pop_burst(s: pygame.Surface, r: random.Random, good: bool) -> None:
    """A comic-book burst with halftone dots (the Frickin' Bones: a line said aloud)."""
    if good:
        a, b = r.sample(GOOD_COLOURS, 2)
    else:
        a, b = r.sample([(90, 200, 120), (150, 110, 220), (60, 70, 90), (200, 60, 60)], 2)
    sunburst(s, (S / 2, S / 2), r.choice((18, 22, 26)), a, shade(b, 1.1), r.uniform(0, 1))
    halftone(s, shade(a, 0.7), 20, 7)
    pts = []
    n = 14
    for i in range(n * 2):
        rr = (200 if i % 2 == 0 else 150) + r.uniform(-14, 14)
        ang = math.pi * i / n
        pts.append((S / 2 + rr * math.cos(ang), S / 2 + rr * 0.85 * math.sin(ang)))
    poly(s, (255, 245, 200) if good else (230, 235, 225), pts, 6)


# ---------------------------------------------------------------------------------- vehicles
@prop
def jet(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        SILVER,
        [(x - 150 * k, y), (x + 130 * k, y - 14 * k), (x + 160 * k, y), (x + 130 * k, y + 14 * k)],
    )
    poly(
        s,
        shade(SILVER, 0.8),
        [(x - 20 * k, y), (x - 90 * k, y - 90 * k), (x - 60 * k, y - 90 * k), (x + 40 * k, y)],
    )
    poly(
        s,
        shade(SILVER, 0.8),
        [(x - 20 * k, y), (x - 90 * k, y + 90 * k), (x - 60 * k, y + 90 * k), (x + 40 * k, y)],
    )
    poly(
        s,
        shade(SILVER, 0.7),
        [(x - 150 * k, y), (x - 170 * k, y - 50 * k), (x - 130 * k, y - 4 * k)],
    )
    ellipse(s, (120, 200, 240), (x + 70 * k, y - 12 * k, 50 * k, 16 * k), 3)
    star(s, (x - 40 * k, y), 14 * k, (40, 70, 160), 5, 0.45, 2)


@prop
def car(
    s: pygame.Surface,
    x: float,
    y: float,
    k: float,
    body: tuple[int, int, int] = (30, 110, 60),
    jack: bool = False,
) -> None:
    poly(
        s,
        body,
        [
            (x - 170 * k, y + 20 * k),
            (x - 160 * k, y - 20 * k),
            (x - 60 * k, y - 30 * k),
            (x - 20 * k, y - 70 * k),
            (x + 70 * k, y - 70 * k),
            (x + 110 * k, y - 30 * k),
            (x + 170 * k, y - 20 * k),
            (x + 175 * k, y + 20 * k),
        ],
    )
    poly(
        s,
        (150, 210, 240),
        [
            (x - 10 * k, y - 62 * k),
            (x + 60 * k, y - 62 * k),
            (x + 92 * k, y - 30 * k),
            (x - 40 * k, y - 30 * k),
        ],
        3,
    )
    if jack:
        union_jack(s, x + 10 * k, y - 4 * k, 0.55 * k)
    for wx in (-105, 110):
        circle(s, (30, 30, 30), (x + wx * k, y + 20 * k), 34 * k, 4)
        circle(s, SILVER, (x + wx * k, y + 20 * k), 16 * k, 3)
    circle(s, (255, 240, 150), (x + 160 * k, y - 4 * k), 10 * k, 3)


@prop
def van(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (250, 200, 60), (x - 170 * k, y - 90 * k, 340 * k, 120 * k), 5, int(30 * k))
    rect(s, (150, 210, 240), (x + 80 * k, y - 76 * k, 70 * k, 50 * k), 4, int(10 * k))
    for i, c in enumerate((PINK, ORANGE, LIME)):
        flower(s, (x - 120 * k + i * 80 * k, y - 30 * k), 30 * k, c, (250, 240, 120))
    for wx in (-110, 110):
        circle(s, (30, 30, 30), (x + wx * k, y + 34 * k), 32 * k, 4)
        circle(s, SILVER, (x + wx * k, y + 34 * k), 14 * k, 3)


@prop
def submarine(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, (90, 100, 110), (x - 170 * k, y - 50 * k, 320 * k, 100 * k), 5)
    rect(s, (90, 100, 110), (x - 40 * k, y - 100 * k, 80 * k, 60 * k), 5, int(10 * k))
    pygame.draw.line(s, INK, (x + 10 * k, y - 100 * k), (x + 10 * k, y - 140 * k), 6)
    for i in range(3):
        circle(s, (250, 220, 80), (x - 90 * k + i * 70 * k, y), 16 * k, 4)
    poly(s, (70, 80, 90), [(x + 150 * k, y), (x + 190 * k, y - 40 * k), (x + 190 * k, y + 40 * k)])
    text(s, "EVIL", int(34 * k), (x - 60 * k, y + 30 * k), RED)


@prop
def rocket(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i, c in enumerate(((250, 220, 60), ORANGE, RED)):
        poly(
            s,
            c,
            [
                (x - (40 - i * 10) * k, y + 150 * k),
                (x, y + (260 - i * 30) * k),
                (x + (40 - i * 10) * k, y + 150 * k),
            ],
            0,
        )
    poly(
        s,
        WHITE,
        [
            (x - 45 * k, y + 150 * k),
            (x - 45 * k, y - 60 * k),
            (x, y - 170 * k),
            (x + 45 * k, y - 60 * k),
            (x + 45 * k, y + 150 * k),
        ],
    )
    for sx in (-1, 1):
        poly(
            s,
            RED,
            [
                (x + sx * 45 * k, y + 60 * k),
                (x + sx * 95 * k, y + 160 * k),
                (x + sx * 45 * k, y + 150 * k),
            ],
        )
    circle(s, (120, 200, 240), (x, y - 30 * k), 22 * k, 4)
    pygame.draw.line(s, RED, (x - 45 * k, y + 100 * k), (x + 45 * k, y + 100 * k), int(10 * k) + 1)


@prop
def bus(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (210, 30, 30), (x - 160 * k, y - 130 * k, 320 * k, 200 * k), 5, int(16 * k))
    for row in (-110, -40):
        for i in range(5):
            rect(s, (170, 220, 240), (x - 145 * k + i * 60 * k, y + row * k, 46 * k, 44 * k), 3, 4)
    for wx in (-100, 100):
        circle(s, (30, 30, 30), (x + wx * k, y + 72 * k), 30 * k, 4)
    rect(s, (240, 200, 60), (x - 60 * k, y + 14 * k, 120 * k, 26 * k), 3, 4)


# ---------------------------------------------------------------------------------- flags and signs
@prop
def union_jack(s: pygame.Surface, x: float, y: float, k: float) -> None:
    w, h = 200 * k, 120 * k
    r0 = pygame.Rect(x - w / 2, y - h / 2, w, h)
    blue, red = (20, 40, 130), (210, 30, 40)
    pygame.draw.rect(s, blue, r0)
    for a, b in ((r0.topleft, r0.bottomright), (r0.bottomleft, r0.topright)):
        pygame.draw.line(s, WHITE, a, b, int(24 * k) + 1)
        pygame.draw.line(s, red, a, b, int(8 * k) + 1)
    pygame.draw.line(s, WHITE, (r0.centerx, r0.top), (r0.centerx, r0.bottom), int(36 * k) + 1)
    pygame.draw.line(s, WHITE, (r0.left, r0.centery), (r0.right, r0.centery), int(36 * k) + 1)
    pygame.draw.line(s, red, (r0.centerx, r0.top), (r0.centerx, r0.bottom), int(20 * k) + 1)
    pygame.draw.line(s, red, (r0.left, r0.centery), (r0.right, r0.centery), int(20 * k) + 1)
    pygame.draw.rect(s, INK, r0, 4)


@prop
def us_flag(s: pygame.Surface, x: float, y: float, k: float) -> None:
    w, h = 220 * k, 130 * k
    r0 = pygame.Rect(x - w / 2, y - h / 2, w, h)
    for i in range(7):
        pygame.draw.rect(
            s, (200, 30, 40) if i % 2 == 0 else WHITE, (r0.x, r0.y + i * h / 7, w, h / 7 + 1)
        )
    pygame.draw.rect(s, (30, 50, 130), (r0.x, r0.y, w * 0.42, h * 0.55))
    for i in range(3):
        for j in range(4):
            star(s, (r0.x + 14 * k + j * 22 * k, r0.y + 14 * k + i * 22 * k), 7 * k, WHITE)
    pygame.draw.rect(s, INK, r0, 4)


@prop
def mod_roundel(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for rr, c in ((110, (30, 60, 160)), (74, WHITE), (40, (210, 30, 40))):
        circle(s, c, (x, y), rr * k, 4)


@prop
def peace(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, WHITE, (x, y), 90 * k, 6)
    pygame.draw.circle(s, INK, (x, y), 74 * k, int(14 * k) + 1)
    for a, b in (
        ((x, y - 74 * k), (x, y + 74 * k)),
        ((x, y), (x - 52 * k, y + 52 * k)),
        ((x, y), (x + 52 * k, y + 52 * k)),
    ):
        pygame.draw.line(s, INK, a, b, int(14 * k) + 1)


@prop
def heart(
    s: pygame.Surface, x: float, y: float, k: float, c: tuple[int, int, int] = (230, 40, 80)
) -> None:
    pts = []
    for i in range(60):
        t = 2 * math.pi * i / 60
        hx = 16 * math.sin(t) ** 3
        hy = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x + hx * 6 * k, y + hy * 6 * k))
    poly(s, c, pts, 5)


@prop
def clock(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, (250, 240, 210), (x, y), 90 * k, 6)
    for i in range(12):
        a = math.pi * i / 6
        pygame.draw.line(
            s,
            INK,
            (x + 72 * k * math.cos(a), y + 72 * k * math.sin(a)),
            (x + 84 * k * math.cos(a), y + 84 * k * math.sin(a)),
            5,
        )
    thick_line(s, INK, (x, y), (x + 50 * k, y - 20 * k), 10 * k)
    thick_line(s, INK, (x, y), (x - 10 * k, y - 70 * k), 7 * k)
    circle(s, RED, (x, y), 8 * k, 2)


@prop
def countdown(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (20, 20, 20), (x - 120 * k, y - 50 * k, 240 * k, 100 * k), 6, int(12 * k))
    text(s, "0:10", int(70 * k), (x, y), RED, outline=None)


@prop
def portal(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(10):
        c = GOOD_COLOURS[i % len(GOOD_COLOURS)]
        pygame.draw.ellipse(
            s,
            c,
            (
                x - (150 - i * 14) * k,
                y - (110 - i * 10) * k,
                (300 - i * 28) * k,
                (220 - i * 20) * k,
            ),
        )
    ellipse(s, (20, 10, 40), (x - 18 * k, y - 14 * k, 36 * k, 28 * k), 3)
    pygame.draw.ellipse(s, INK, (x - 150 * k, y - 110 * k, 300 * k, 220 * k), 6)


# ---------------------------------------------------------------------------------- things
@prop
def pistol(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (40, 40, 50),
        [
            (x - 90 * k, y - 20 * k),
            (x + 90 * k, y - 20 * k),
            (x + 90 * k, y + 10 * k),
            (x - 30 * k, y + 10 * k),
            (x - 50 * k, y + 80 * k),
            (x - 90 * k, y + 80 * k),
            (x - 80 * k, y + 10 * k),
        ],
    )
    rect(s, (90, 90, 100), (x + 20 * k, y - 30 * k, 70 * k, 12 * k), 3)


@prop
def radar(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, (10, 60, 30), (x, y), 100 * k, 6)
    for rr in (30, 60, 90):
        pygame.draw.circle(s, (60, 200, 90), (x, y), rr * k, 3)
    pygame.draw.line(s, (60, 200, 90), (x - 100 * k, y), (x + 100 * k, y), 2)
    pygame.draw.line(s, (60, 200, 90), (x, y - 100 * k), (x, y + 100 * k), 2)
    poly(s, (120, 255, 150), [(x, y), (x + 98 * k, y - 20 * k), (x + 80 * k, y - 58 * k)], 0)
    for px, py in ((40, -50), (-50, 30), (60, 40)):
        circle(s, (250, 250, 120), (x + px * k, y + py * k), 7 * k, 0)


@prop
def piano(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (20, 20, 24),
        [
            (x - 160 * k, y - 20 * k),
            (x - 120 * k, y - 120 * k),
            (x + 40 * k, y - 130 * k),
            (x + 160 * k, y - 60 * k),
            (x + 160 * k, y - 20 * k),
        ],
    )
    rect(s, WHITE, (x - 160 * k, y - 20 * k, 320 * k, 40 * k), 4)
    for i in range(1, 16):
        xx = x - 160 * k + i * 20 * k
        pygame.draw.line(s, INK, (xx, y - 20 * k), (xx, y + 20 * k), 2)
        if i % 7 not in (3, 0):
            pygame.draw.rect(s, INK, (xx - 5 * k, y - 20 * k, 10 * k, 24 * k))


@prop
def mic(s: pygame.Surface, x: float, y: float, k: float) -> None:
    thick_line(s, (60, 60, 70), (x, y), (x, y + 170 * k), 14 * k)
    ellipse(s, SILVER, (x - 32 * k, y - 90 * k, 64 * k, 100 * k), 5)
    for i in range(4):
        pygame.draw.line(
            s,
            (120, 120, 130),
            (x - 28 * k, y - 70 * k + i * 18 * k),
            (x + 28 * k, y - 70 * k + i * 18 * k),
            3,
        )


@prop
def notes(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i, (dx, dy) in enumerate(((-60, 20), (10, -30), (70, 10))):
        cx, cy = x + dx * k, y + dy * k
        ellipse(s, INK, (cx - 18 * k, cy + 40 * k, 36 * k, 26 * k), 0)
        thick_line(s, INK, (cx + 15 * k, cy + 50 * k), (cx + 15 * k, cy - 30 * k), 6 * k)
        if i != 1:
            poly(
                s,
                INK,
                [
                    (cx + 15 * k, cy - 30 * k),
                    (cx + 45 * k, cy - 10 * k),
                    (cx + 15 * k, cy - 10 * k),
                ],
                0,
            )


@prop
def corn(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(-2, 3):
        cx = x + i * 60 * k
        thick_line(s, (80, 150, 50), (cx, y + 200 * k), (cx, y - 80 * k), 10 * k)
        ellipse(s, (250, 210, 60), (cx - 16 * k, y - 60 * k, 32 * k, 90 * k), 3)
        poly(
            s,
            (100, 180, 60),
            [(cx, y + 60 * k), (cx - 50 * k, y - 20 * k), (cx - 6 * k, y + 20 * k)],
            3,
        )
        poly(
            s,
            (100, 180, 60),
            [(cx, y + 40 * k), (cx + 50 * k, y - 40 * k), (cx + 6 * k, y + 10 * k)],
            3,
        )


@prop
def tent(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (90, 140, 60),
        [(x - 130 * k, y + 70 * k), (x, y - 110 * k), (x + 130 * k, y + 70 * k)],
        5,
    )
    poly(s, (40, 60, 30), [(x - 30 * k, y + 70 * k), (x, y - 30 * k), (x + 30 * k, y + 70 * k)], 3)
    for i in range(3):
        poly(
            s,
            (40, 110, 50),
            [
                (x + 150 * k + i * 40 * k, y + 70 * k),
                (x + 170 * k + i * 40 * k, y - 60 * k),
                (x + 190 * k + i * 40 * k, y + 70 * k),
            ],
            3,
        )


@prop
def tower(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (200, 190, 160), (x - 110 * k, y - 80 * k, 220 * k, 200 * k), 5)
    for i in range(5):
        rect(s, (200, 190, 160), (x - 110 * k + i * 48 * k, y - 110 * k, 28 * k, 32 * k), 4)
    rect(s, (60, 50, 40), (x - 26 * k, y + 40 * k, 52 * k, 80 * k), 4, int(26 * k))
    pygame.draw.line(s, INK, (x + 90 * k, y - 110 * k), (x + 90 * k, y - 190 * k), 5)
    union_jack(s, x + 130 * k, y - 165 * k, 0.35 * k)


@prop
def camera(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (40, 40, 46), (x - 90 * k, y - 50 * k, 180 * k, 110 * k), 5, int(14 * k))
    rect(s, SILVER, (x - 90 * k, y - 50 * k, 180 * k, 26 * k), 4, int(10 * k))
    circle(s, (30, 30, 30), (x, y + 10 * k), 44 * k, 5)
    circle(s, (90, 130, 200), (x, y + 10 * k), 26 * k, 3)
    rect(s, WHITE, (x + 40 * k, y - 76 * k, 40 * k, 26 * k), 4, 4)
    star(s, (x + 60 * k, y - 110 * k), 40 * k, (255, 250, 180), 8, 0.4, 3)


@prop
def umbrella(s: pygame.Surface, x: float, y: float, k: float) -> None:
    pts = [(x - 120 * k, y)] + [
        (x + 120 * k * math.cos(a), y - 90 * k * math.sin(a))
        for a in [math.pi * i / 10 for i in range(10, -1, -1)]
    ]
    poly(s, (30, 30, 36), pts)
    thick_line(s, (80, 60, 40), (x, y), (x, y + 160 * k), 8 * k)
    pygame.draw.arc(
        s, (80, 60, 40), (x, y + 140 * k, 40 * k, 40 * k), math.pi, 2 * math.pi, int(8 * k) + 1
    )


@prop
def moon(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, (220, 220, 210), (x, y), 110 * k, 5)
    for cx, cy, rr in ((-40, -30, 22), (30, 40, 30), (50, -40, 14), (-30, 50, 12)):
        circle(s, (180, 180, 170), (x + cx * k, y + cy * k), rr * k, 3)


@prop
def moon_base(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, (200, 200, 195), (x - 220 * k, y, 440 * k, 120 * k), 5)
    for dx, rr in ((-80, 60), (40, 80), (140, 40)):
        pygame.draw.circle(
            s, SILVER, (x + dx * k, y + 30 * k), rr * k, draw_top_left=True, draw_top_right=True
        )
        pygame.draw.circle(
            s, INK, (x + dx * k, y + 30 * k), rr * k, 4, draw_top_left=True, draw_top_right=True
        )
    pygame.draw.line(s, INK, (x + 40 * k, y - 50 * k), (x + 40 * k, y - 110 * k), 5)
    circle(s, RED, (x + 40 * k, y - 110 * k), 10 * k, 3)


@prop
def volcano(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (90, 60, 50),
        [
            (x - 220 * k, y + 130 * k),
            (x - 50 * k, y - 90 * k),
            (x + 50 * k, y - 90 * k),
            (x + 220 * k, y + 130 * k),
        ],
    )
    poly(
        s,
        ORANGE,
        [
            (x - 50 * k, y - 90 * k),
            (x + 50 * k, y - 90 * k),
            (x + 30 * k, y - 40 * k),
            (x + 10 * k, y - 60 * k),
            (x - 20 * k, y - 20 * k),
            (x - 30 * k, y - 60 * k),
        ],
        3,
    )
    for i in range(5):
        circle(
            s,
            mix(RED, (250, 220, 60), i / 4),
            (x + (i - 2) * 26 * k, y - (120 + (i % 2) * 40) * k),
            (18 + i * 3) * k,
            3,
        )
    rect(s, (30, 30, 36), (x - 30 * k, y + 40 * k, 60 * k, 40 * k), 3, 4)


@prop
def golf(s: pygame.Surface, x: float, y: float, k: float) -> None:
    thick_line(s, SILVER, (x - 80 * k, y - 140 * k), (x + 40 * k, y + 110 * k), 8 * k)
    poly(
        s,
        (60, 60, 70),
        [
            (x + 30 * k, y + 100 * k),
            (x + 90 * k, y + 110 * k),
            (x + 90 * k, y + 130 * k),
            (x + 30 * k, y + 130 * k),
        ],
    )
    circle(s, WHITE, (x + 120 * k, y + 120 * k), 14 * k, 3)
    pygame.draw.line(s, INK, (x - 130 * k, y + 130 * k), (x - 130 * k, y - 20 * k), 4)
    poly(s, RED, [(x - 130 * k, y - 20 * k), (x - 70 * k, y), (x - 130 * k, y + 20 * k)], 3)


@prop
def shoe(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (40, 30, 30),
        [
            (x - 90 * k, y - 40 * k),
            (x - 40 * k, y - 40 * k),
            (x - 20 * k, y),
            (x + 90 * k, y + 10 * k),
            (x + 100 * k, y + 40 * k),
            (x - 90 * k, y + 40 * k),
        ],
    )
    rect(s, (20, 20, 20), (x - 95 * k, y + 34 * k, 200 * k, 14 * k), 3)
    for i in range(3):
        pygame.draw.line(
            s,
            WHITE,
            (x - 140 * k - i * 30 * k, y - 10 * k + i * 20 * k),
            (x - 100 * k - i * 10 * k, y - 10 * k + i * 20 * k),
            5,
        )


@prop
def wrench(s: pygame.Surface, x: float, y: float, k: float) -> None:
    thick_line(s, SILVER, (x - 90 * k, y + 90 * k), (x + 60 * k, y - 60 * k), 26 * k)
    circle(s, SILVER, (x + 75 * k, y - 75 * k), 38 * k, 4)
    circle(s, (0, 0, 0), (x + 92 * k, y - 92 * k), 18 * k, 0)


@prop
def console(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (70, 80, 90),
        [
            (x - 180 * k, y + 80 * k),
            (x - 160 * k, y - 20 * k),
            (x + 160 * k, y - 20 * k),
            (x + 180 * k, y + 80 * k),
        ],
    )
    for i in range(8):
        for j in range(2):
            circle(
                s,
                (RED, (60, 220, 90), (250, 220, 60))[(i + j) % 3],
                (x - 140 * k + i * 40 * k, y + 10 * k + j * 36 * k),
                10 * k,
                2,
            )
    rect(s, (20, 40, 30), (x - 80 * k, y - 130 * k, 160 * k, 100 * k), 5, 8)
    pygame.draw.lines(
        s,
        (90, 250, 120),
        False,
        [(x - 70 * k + i * 14 * k, y - 80 * k + 30 * k * math.sin(i)) for i in range(11)],
        3,
    )


@prop
def fuel_pump(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, RED, (x - 60 * k, y - 100 * k, 120 * k, 200 * k), 5, int(14 * k))
    rect(s, WHITE, (x - 40 * k, y - 80 * k, 80 * k, 50 * k), 4, 6)
    text(s, "FUEL", int(26 * k), (x, y + 10 * k), (250, 220, 60))
    pts = bezier((x + 60 * k, y - 40 * k), (x + 160 * k, y), (x + 110 * k, y + 110 * k))
    pygame.draw.lines(s, INK, False, pts, int(10 * k) + 1)


@prop
def radio(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (90, 100, 80), (x - 110 * k, y - 60 * k, 220 * k, 130 * k), 5, int(10 * k))
    for i in range(2):
        circle(s, SILVER, (x - 60 * k + i * 50 * k, y + 10 * k), 20 * k, 3)
    rect(s, (250, 220, 120), (x + 30 * k, y - 40 * k, 60 * k, 30 * k), 3)
    pygame.draw.line(s, INK, (x + 80 * k, y - 60 * k), (x + 130 * k, y - 170 * k), 5)
    for rr in (20, 40, 60):
        pygame.draw.arc(
            s,
            WHITE,
            (x + 130 * k - rr * k, y - 170 * k - rr * k, 2 * rr * k, 2 * rr * k),
            -0.6,
            0.6,
            4,
        )


@prop
def cat(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A hairless white cat (Mr. Bigglesworth), sitting."""
    pink = (236, 196, 190)
    ellipse(s, pink, (x - 80 * k, y - 10 * k, 160 * k, 150 * k), 5)
    for sx in (-1, 1):
        poly(
            s,
            pink,
            [
                (x + sx * 30 * k, y - 100 * k),
                (x + sx * 80 * k, y - 180 * k),
                (x + sx * 90 * k, y - 70 * k),
            ],
            5,
        )
        poly(
            s,
            (220, 150, 150),
            [
                (x + sx * 44 * k, y - 100 * k),
                (x + sx * 76 * k, y - 156 * k),
                (x + sx * 80 * k, y - 86 * k),
            ],
            0,
        )
    circle(s, pink, (x, y - 60 * k), 70 * k, 5)
    for sx in (-1, 1):
        ellipse(s, (160, 220, 120), (x + sx * 28 * k - 16 * k, y - 80 * k, 32 * k, 22 * k), 3)
        pygame.draw.line(s, INK, (x + sx * 28 * k, y - 78 * k), (x + sx * 28 * k, y - 60 * k), 4)
        for i in range(3):
            pygame.draw.line(
                s,
                INK,
                (x + sx * 30 * k, y - 30 * k + i * 8 * k),
                (x + sx * 100 * k, y - 40 * k + i * 14 * k),
                2,
            )
    poly(
        s, (220, 120, 130), [(x - 10 * k, y - 44 * k), (x + 10 * k, y - 44 * k), (x, y - 32 * k)], 2
    )
    for i in range(3):
        pygame.draw.arc(
            s,
            shade(pink, 0.8),
            (x - 30 * k, y - 130 * k + i * 10 * k, 60 * k, 20 * k),
            0.3,
            math.pi - 0.3,
            3,
        )


@prop
def money(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(3):
        ellipse(
            s,
            (120, 170, 80),
            (x - 60 * k + i * 50 * k - 50 * k, y - 40 * k + (i % 2) * 20 * k, 110 * k, 120 * k),
            5,
        )
        text(
            s,
            "$",
            int(60 * k),
            (x - 60 * k + i * 50 * k + 5 * k, y + 20 * k + (i % 2) * 20 * k),
            (250, 240, 160),
        )


@prop
def gold_bars(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for row, n in enumerate((4, 3, 2, 1)):
        for i in range(n):
            bx = x - n * 40 * k + i * 80 * k + 6 * k
            by = y + 80 * k - row * 42 * k
            poly(
                s,
                GOLD,
                [
                    (bx, by),
                    (bx + 68 * k, by),
                    (bx + 58 * k, by - 38 * k),
                    (bx + 10 * k, by - 38 * k),
                ],
                4,
            )


@prop
def phone(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        RED,
        [
            (x - 90 * k, y + 60 * k),
            (x - 70 * k, y - 20 * k),
            (x + 70 * k, y - 20 * k),
            (x + 90 * k, y + 60 * k),
        ],
    )
    circle(s, WHITE, (x, y + 20 * k), 30 * k, 4)
    thick_line(s, RED, (x - 80 * k, y - 50 * k), (x + 80 * k, y - 50 * k), 30 * k)
    for sx in (-1, 1):
        ellipse(s, RED, (x + sx * 80 * k - 26 * k, y - 70 * k, 52 * k, 40 * k), 4)


@prop
def dice(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for dx, dy, n in ((-50, 0, 5), (50, -20, 3)):
        rect(s, WHITE, (x + dx * k - 40 * k, y + dy * k - 40 * k, 80 * k, 80 * k), 5, int(12 * k))
        spots = {
            5: ((-20, -20), (20, -20), (0, 0), (-20, 20), (20, 20)),
            3: ((-20, -20), (0, 0), (20, 20)),
        }[n]
        for sx, sy in spots:
            circle(s, RED, (x + dx * k + sx * k, y + dy * k + sy * k), 7 * k, 0)


@prop
def shark(s: pygame.Surface, x: float, y: float, k: float, laser: bool = False) -> None:
    grey = (120, 140, 160)
    poly(
        s,
        grey,
        [
            (x - 170 * k, y),
            (x - 60 * k, y - 50 * k),
            (x - 30 * k, y - 120 * k),
            (x + 10 * k, y - 50 * k),
            (x + 130 * k, y - 30 * k),
            (x + 180 * k, y + 10 * k),
            (x + 120 * k, y + 40 * k),
            (x - 60 * k, y + 40 * k),
            (x - 170 * k, y + 10 * k),
            (x - 220 * k, y - 50 * k),
            (x - 200 * k, y + 5 * k),
            (x - 220 * k, y + 60 * k),
        ],
    )
    poly(
        s,
        WHITE,
        [
            (x + 40 * k, y + 20 * k),
            (x + 170 * k, y + 14 * k),
            (x + 120 * k, y + 40 * k),
            (x + 20 * k, y + 40 * k),
        ],
        3,
    )
    for i in range(6):
        poly(
            s,
            WHITE,
            [
                (x + 70 * k + i * 16 * k, y + 16 * k),
                (x + 78 * k + i * 16 * k, y + 30 * k),
                (x + 86 * k + i * 16 * k, y + 16 * k),
            ],
            0,
        )
    circle(s, INK, (x + 110 * k, y - 14 * k), 8 * k, 0)
    for i in range(3):
        pygame.draw.line(
            s,
            shade(grey, 0.6),
            (x + 50 * k - i * 14 * k, y - 20 * k),
            (x + 44 * k - i * 14 * k, y + 10 * k),
            4,
        )
    if laser:
        rect(s, (70, 70, 80), (x - 10 * k, y - 150 * k, 110 * k, 36 * k), 4, 6)
        pygame.draw.line(s, (60, 60, 70), (x + 20 * k, y - 114 * k), (x + 20 * k, y - 70 * k), 8)
        thick_line(s, (255, 60, 60), (x + 100 * k, y - 132 * k), (x + 260 * k, y - 132 * k), 14 * k)
        thick_line(
            s, (255, 220, 220), (x + 100 * k, y - 132 * k), (x + 260 * k, y - 132 * k), 5 * k
        )


@prop
def fin(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A shark's fin cutting through a wave."""
    pts = (
        [(x - 60 * k, y)]
        + bezier((x - 40 * k, y - 40 * k), (x - 10 * k, y - 130 * k), (x + 40 * k, y - 130 * k), 10)
        + [(x + 20 * k, y - 60 * k), (x + 50 * k, y)]
    )
    poly(s, (100, 120, 140), pts)
    ellipse(s, (60, 140, 210), (x - 110 * k, y - 10 * k, 220 * k, 40 * k), 4)
    for i in range(3):
        pygame.draw.arc(
            s, WHITE, (x - 100 * k + i * 60 * k, y - 8 * k, 60 * k, 24 * k), 0, math.pi, 4
        )


@prop
def laser(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (80, 90, 100), (x - 160 * k, y - 40 * k, 180 * k, 80 * k), 5, int(16 * k))
    rect(s, (60, 70, 80), (x + 20 * k, y - 20 * k, 60 * k, 40 * k), 4)
    thick_line(s, (255, 50, 50), (x + 80 * k, y), (x + 300 * k, y), 24 * k)
    thick_line(s, (255, 220, 220), (x + 80 * k, y), (x + 300 * k, y), 8 * k)
    star(s, (x + 84 * k, y), 40 * k, (255, 200, 80), 8, 0.4)
    rect(s, (60, 60, 70), (x - 110 * k, y + 40 * k, 50 * k, 80 * k), 4)


@prop
def bone(s: pygame.Surface, x: float, y: float, k: float) -> None:
    thick_line(s, WHITE, (x - 100 * k, y + 30 * k), (x + 100 * k, y - 30 * k), 40 * k)
    for ex, ey in ((-100, 30), (100, -30)):
        for dy in (-22, 22):
            circle(s, WHITE, (x + ex * k + (dy * 0.3) * k, y + (ey + dy) * k), 28 * k, 0)
    pygame.draw.line(s, shade(WHITE, 0.7), (x - 80 * k, y + 44 * k), (x + 80 * k, y - 4 * k), 4)


@prop
def zipper(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, (220, 90, 110), (x - 130 * k, y - 50 * k, 260 * k, 100 * k), 5)
    pygame.draw.line(s, INK, (x - 120 * k, y), (x + 120 * k, y), 6)
    for i in range(-11, 12):
        pygame.draw.line(s, SILVER, (x + i * 10 * k, y - 10 * k), (x + i * 10 * k, y + 10 * k), 4)
    rect(s, SILVER, (x + 110 * k, y - 16 * k, 40 * k, 32 * k), 4, 6)
    rect(s, SILVER, (x + 140 * k, y - 8 * k, 50 * k, 16 * k), 3, 6)


@prop
def hand(s: pygame.Surface, x: float, y: float, k: float, pose: str = "pinky") -> None:
    """A hand: ``pinky`` (to the corner of the mouth), ``chop`` (a flat karate hand), ``grip``
    (a clawed fist), ``point`` (a wagging finger), ``shh`` (a finger up), ``quotes``."""
    sk = SKIN
    if pose == "chop":
        poly(
            s,
            sk,
            [
                (x - 160 * k, y + 40 * k),
                (x + 90 * k, y - 30 * k),
                (x + 130 * k, y - 10 * k),
                (x + 110 * k, y + 30 * k),
                (x - 150 * k, y + 90 * k),
            ],
        )
        poly(
            s,
            sk,
            [
                (x + 10 * k, y - 10 * k),
                (x + 40 * k, y - 60 * k),
                (x + 60 * k, y - 50 * k),
                (x + 40 * k, y),
            ],
            4,
        )
        for i in range(3):
            pygame.draw.line(
                s,
                WHITE,
                (x + 140 * k + i * 10 * k, y - 60 * k + i * 40 * k),
                (x + 200 * k + i * 10 * k, y - 70 * k + i * 40 * k),
                6,
            )
        return
    ellipse(s, sk, (x - 70 * k, y - 20 * k, 140 * k, 150 * k))
    fingers = {
        "pinky": (1, 0, 0, 0),
        "point": (0, 0, 0, 1),
        "shh": (0, 0, 0, 1),
        "quotes": (0, 0, 1, 1),
        "grip": (0, 0, 0, 0),
    }[pose]
    for i, up in enumerate(fingers):
        fx = x - 52 * k + i * 34 * k
        if up:
            rect(s, sk, (fx - 14 * k, y - 120 * k, 28 * k, 120 * k), 4, int(14 * k))
        else:
            rect(s, sk, (fx - 15 * k, y - 36 * k, 30 * k, 54 * k), 4, int(14 * k))
    if pose == "grip":
        for i in range(4):
            pygame.draw.arc(
                s,
                INK,
                (x - 60 * k + i * 30 * k, y - 20 * k, 30 * k, 40 * k),
                math.pi,
                2 * math.pi,
                4,
            )
    ellipse(s, sk, (x - 110 * k, y + 10 * k, 70 * k, 40 * k))
    rect(s, (60, 60, 70), (x - 60 * k, y + 120 * k, 120 * k, 80 * k), 4)


@prop
def fists(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for sx, c in ((-1, (220, 40, 40)), (1, (40, 80, 200))):
        ellipse(s, c, (x + sx * 90 * k - 70 * k, y - 70 * k, 140 * k, 130 * k), 5)
        ellipse(s, c, (x + sx * 50 * k - 30 * k, y - 10 * k, 60 * k, 60 * k), 4)
        rect(s, WHITE, (x + sx * 120 * k - 40 * k, y + 40 * k, 80 * k, 50 * k), 4, 8)
    star(s, (x, y - 10 * k), 70 * k, (255, 230, 60), 10, 0.45, 5)


@prop
def disco_ball(s: pygame.Surface, x: float, y: float, k: float) -> None:
    pygame.draw.line(s, INK, (x, y - 200 * k), (x, y - 80 * k), 4)
    circle(s, SILVER, (x, y), 80 * k, 5)
    for i in range(-3, 4):
        pygame.draw.line(
            s, (150, 155, 165), (x - 80 * k, y + i * 20 * k), (x + 80 * k, y + i * 20 * k), 2
        )
        pygame.draw.line(
            s, (150, 155, 165), (x + i * 20 * k, y - 78 * k), (x + i * 20 * k, y + 78 * k), 2
        )
    for a in range(0, 360, 45):
        star(
            s,
            (x + 120 * k * math.cos(math.radians(a)), y + 120 * k * math.sin(math.radians(a))),
            16 * k,
            WHITE,
            4,
        )


@prop
def lava_lamp(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (120, 200, 240),
        [
            (x - 30 * k, y - 110 * k),
            (x + 30 * k, y - 110 * k),
            (x + 55 * k, y + 60 * k),
            (x - 55 * k, y + 60 * k),
        ],
    )
    for cx, cy, rr in ((0, -70, 18), (-10, -10, 26), (14, 34, 20)):
        circle(s, ORANGE, (x + cx * k, y + cy * k), rr * k, 0)
    poly(
        s,
        SILVER,
        [
            (x - 55 * k, y + 60 * k),
            (x + 55 * k, y + 60 * k),
            (x + 40 * k, y + 120 * k),
            (x - 40 * k, y + 120 * k),
        ],
    )
    poly(
        s,
        SILVER,
        [
            (x - 20 * k, y - 140 * k),
            (x + 20 * k, y - 140 * k),
            (x + 30 * k, y - 110 * k),
            (x - 30 * k, y - 110 * k),
        ],
    )


@prop
def round_bed(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, (150, 40, 90), (x - 190 * k, y - 50 * k, 380 * k, 130 * k), 5)
    ellipse(s, PINK, (x - 170 * k, y - 70 * k, 340 * k, 110 * k), 5)
    for dx in (-70, 40):
        ellipse(s, WHITE, (x + dx * k - 10 * k, y - 80 * k, 90 * k, 44 * k), 4)
    heart(s, x - 20 * k, y - 170 * k, 0.5 * k)


@prop
def vial(
    s: pygame.Surface, x: float, y: float, k: float, c: tuple[int, int, int] = (230, 60, 180)
) -> None:
    rect(s, (200, 230, 240), (x - 40 * k, y - 120 * k, 80 * k, 220 * k), 5, int(30 * k))
    rect(s, c, (x - 32 * k, y - 40 * k, 64 * k, 132 * k), 0, int(24 * k))
    rect(s, (120, 80, 50), (x - 30 * k, y - 150 * k, 60 * k, 36 * k), 4, 6)
    for i in range(4):
        circle(s, shade(c, 1.4), (x - 12 * k + (i % 2) * 24 * k, y - 20 * k + i * 24 * k), 7 * k, 0)
    heart(s, x, y + 30 * k, 0.22 * k, (255, 240, 250))


@prop
def cryo_tube(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, SILVER, (x - 80 * k, y - 200 * k, 160 * k, 400 * k), 5, int(70 * k))
    rect(s, (180, 230, 250), (x - 62 * k, y - 170 * k, 124 * k, 320 * k), 4, int(60 * k))
    ice = (140, 190, 220)  # a frozen agent inside, arms crossed
    circle(s, ice, (x, y - 100 * k), 30 * k, 3)
    ellipse(s, (110, 150, 190), (x - 34 * k, y - 136 * k, 68 * k, 34 * k), 0)
    poly(
        s,
        ice,
        [
            (x - 40 * k, y - 64 * k),
            (x + 40 * k, y - 64 * k),
            (x + 30 * k, y + 130 * k),
            (x - 30 * k, y + 130 * k),
        ],
        3,
    )
    pygame.draw.line(s, INK, (x - 36 * k, y - 20 * k), (x + 36 * k, y - 10 * k), 4)
    for i in range(8):
        star(s, (x - 40 * k + (i % 3) * 40 * k, y - 130 * k + i * 36 * k), 10 * k, WHITE, 6)
    rect(s, (60, 90, 120), (x - 90 * k, y + 150 * k, 180 * k, 50 * k), 4, 8)


@prop
def bagpipes(s: pygame.Surface, x: float, y: float, k: float) -> None:
    tartan = (180, 40, 40)
    ellipse(s, tartan, (x - 100 * k, y - 60 * k, 200 * k, 150 * k), 5)
    for i in range(-3, 4):
        pygame.draw.line(
            s, (40, 80, 40), (x + i * 26 * k, y - 50 * k), (x + i * 26 * k, y + 80 * k), 5
        )
        pygame.draw.line(
            s,
            (40, 80, 40),
            (x - 90 * k, y + i * 18 * k + 10 * k),
            (x + 90 * k, y + i * 18 * k + 10 * k),
            3,
        )
    for i, (dx, h) in enumerate(((-40, 190), (0, 220), (40, 170))):
        thick_line(
            s,
            (40, 30, 30),
            (x + dx * k, y - 40 * k),
            (x + (dx - 30 + i * 10) * k, y - h * k),
            12 * k,
        )
        rect(s, WHITE, (x + (dx - 42 + i * 10) * k, y - (h + 10) * k, 24 * k, 20 * k), 3)
    thick_line(s, (40, 30, 30), (x + 70 * k, y + 60 * k), (x + 120 * k, y + 170 * k), 12 * k)


@prop
def sea_bass(s: pygame.Surface, x: float, y: float, k: float) -> None:
    body = (90, 120, 110)
    poly(
        s,
        body,
        [
            (x - 160 * k, y),
            (x - 60 * k, y - 70 * k),
            (x + 100 * k, y - 50 * k),
            (x + 170 * k, y),
            (x + 100 * k, y + 50 * k),
            (x - 60 * k, y + 60 * k),
        ],
    )
    poly(s, body, [(x - 160 * k, y), (x - 220 * k, y - 60 * k), (x - 210 * k, y + 60 * k)])
    circle(s, (250, 220, 60), (x + 110 * k, y - 14 * k), 16 * k, 3)
    pygame.draw.line(s, INK, (x + 96 * k, y - 34 * k), (x + 130 * k, y - 24 * k), 7)  # a scowl
    circle(s, RED, (x + 114 * k, y - 12 * k), 6 * k, 0)
    for i in range(4):
        pygame.draw.arc(
            s, shade(body, 0.7), (x - 60 * k + i * 36 * k, y - 30 * k, 40 * k, 60 * k), -1, 1, 4
        )
    pygame.draw.line(s, INK, (x + 140 * k, y + 14 * k), (x + 168 * k, y + 4 * k), 5)


@prop
def machine(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A Mojo extractor: a tank of red mojo fed by tubes from a chair."""
    rect(s, (90, 100, 110), (x - 170 * k, y - 60 * k, 120 * k, 200 * k), 5, 10)
    rect(s, (200, 230, 240), (x + 40 * k, y - 160 * k, 110 * k, 280 * k), 5, int(40 * k))
    rect(s, (220, 60, 120), (x + 50 * k, y - 40 * k, 90 * k, 150 * k), 0, int(30 * k))
    pts = bezier((x - 50 * k, y - 20 * k), (x, y - 160 * k), (x + 50 * k, y - 120 * k))
    pygame.draw.lines(s, INK, False, pts, int(12 * k) + 1)
    for i in range(3):
        circle(
            s,
            (RED, (60, 220, 90), (250, 220, 60))[i],
            (x - 110 * k, y - 30 * k + i * 40 * k),
            12 * k,
            3,
        )
    text(s, "MOJO", int(26 * k), (x + 95 * k, y + 130 * k), WHITE)


@prop
def time_machine(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, (150, 40, 60), (x - 150 * k, y - 50 * k, 300 * k, 140 * k), 5)
    pygame.draw.circle(s, (170, 220, 240), (x, y), 100 * k, draw_top_left=True, draw_top_right=True)
    pygame.draw.circle(s, INK, (x, y), 100 * k, 5, draw_top_left=True, draw_top_right=True)
    clock(s, x, y - 40 * k, 0.45 * k)
    for i in range(5):
        circle(s, (250, 220, 60), (x - 110 * k + i * 55 * k, y + 40 * k), 8 * k, 2)


@prop
def boardroom(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, (110, 70, 40), (x - 200 * k, y - 40 * k, 400 * k, 120 * k), 5)
    for i in range(5):
        for sy in (-1, 1):
            cx = x - 150 * k + i * 75 * k
            rect(
                s,
                (40, 40, 50),
                (cx - 20 * k, y + sy * 80 * k - 30 * k + (10 * k if sy > 0 else 0), 40 * k, 50 * k),
                4,
                8,
            )
    rect(s, (220, 220, 210), (x - 90 * k, y - 200 * k, 180 * k, 110 * k), 5)
    pygame.draw.lines(
        s,
        RED,
        False,
        [
            (x - 70 * k, y - 110 * k),
            (x - 30 * k, y - 140 * k),
            (x + 10 * k, y - 120 * k),
            (x + 70 * k, y - 185 * k),
        ],
        6,
    )


@prop
def lab(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i, c in enumerate(((120, 230, 140), (140, 200, 250), (120, 230, 140))):
        cx = x + (i - 1) * 120 * k
        rect(s, (200, 230, 240), (cx - 45 * k, y - 130 * k, 90 * k, 240 * k), 5, int(40 * k))
        rect(s, c, (cx - 38 * k, y - 60 * k, 76 * k, 160 * k), 0, int(30 * k))
        # a small bald figure floating inside each vat (the clones)
        circle(s, SKIN, (cx, y - 20 * k), 20 * k, 3)
        rect(s, (120, 120, 130), (cx - 18 * k, y, 36 * k, 50 * k), 3, 8)
        rect(s, (90, 100, 110), (cx - 55 * k, y + 110 * k, 110 * k, 40 * k), 4, 6)


@prop
def ransom_note(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (245, 240, 225),
        [
            (x - 120 * k, y - 150 * k),
            (x + 120 * k, y - 140 * k),
            (x + 110 * k, y + 150 * k),
            (x - 130 * k, y + 140 * k),
        ],
    )
    r = random.Random(7)
    words = ("PAY", "ME", "$100", "BILLION")
    for i, w in enumerate(words):
        c = r.choice(((220, 40, 40), (30, 30, 30), (40, 90, 200), (230, 160, 30)))
        text(
            s,
            w,
            int((44 if i != 3 else 36) * k),
            (x + r.uniform(-20, 20) * k, y - 100 * k + i * 64 * k),
            c,
            outline=None,
            angle=r.uniform(-8, 8),
        )


@prop
def chairs(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(5):
        a = math.pi * (0.1 + 0.8 * i / 4)
        cx, cy = x + 170 * k * math.cos(a + math.pi), y + 60 * k * math.sin(a + math.pi) + 40 * k
        rect(s, (150, 110, 70), (cx - 26 * k, cy - 60 * k, 52 * k, 50 * k), 4, 6)
        rect(s, (150, 110, 70), (cx - 30 * k, cy - 10 * k, 60 * k, 20 * k), 4, 4)
        circle(
            s, [SKIN, (250, 220, 60), SKIN, (200, 170, 140), SKIN][i], (cx, cy - 90 * k), 24 * k, 4
        )


@prop
def speakers(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (40, 40, 46), (x - 170 * k, y - 70 * k, 340 * k, 140 * k), 5, int(16 * k))
    for sx in (-1, 1):
        circle(s, (20, 20, 24), (x + sx * 100 * k, y), 50 * k, 5)
        circle(s, SILVER, (x + sx * 100 * k, y), 20 * k, 3)
    rect(s, (90, 200, 220), (x - 40 * k, y - 30 * k, 80 * k, 40 * k), 4)
    pygame.draw.line(s, INK, (x - 140 * k, y - 70 * k), (x + 140 * k, y - 70 * k), 8)


@prop
def record(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, (20, 20, 24), (x, y), 110 * k, 5)
    for rr in range(40, 104, 10):
        pygame.draw.circle(s, (60, 60, 66), (x, y), rr * k, 2)
    circle(s, ORANGE, (x, y), 34 * k, 3)
    circle(s, INK, (x, y), 6 * k, 0)


@prop
def balloons(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i, c in enumerate((PINK, ORANGE, TEAL, (250, 220, 60))):
        bx, by = x + (i - 1.5) * 60 * k, y - 60 * k - (i % 2) * 40 * k
        pygame.draw.line(s, INK, (bx, by + 50 * k), (x, y + 140 * k), 3)
        ellipse(s, c, (bx - 34 * k, by - 46 * k, 68 * k, 90 * k), 4)


@prop
def dancers(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i, c in enumerate((PINK, TEAL, ORANGE)):
        fx = x + (i - 1) * 120 * k
        up = 1 if i % 2 == 0 else -1
        circle(s, SKIN, (fx, y - 110 * k), 26 * k, 4)
        poly(
            s,
            c,
            [
                (fx - 30 * k, y - 80 * k),
                (fx + 30 * k, y - 80 * k),
                (fx + 50 * k, y + 40 * k),
                (fx - 50 * k, y + 40 * k),
            ],
        )
        thick_line(
            s, SKIN, (fx - 28 * k, y - 70 * k), (fx - 70 * k, y - (70 + 60 * up) * k), 14 * k
        )
        thick_line(
            s, SKIN, (fx + 28 * k, y - 70 * k), (fx + 70 * k, y - (70 - 60 * up) * k), 14 * k
        )
        thick_line(s, SKIN, (fx - 20 * k, y + 40 * k), (fx - 40 * k, y + 130 * k), 16 * k)
        thick_line(s, SKIN, (fx + 20 * k, y + 40 * k), (fx + 50 * k, y + 120 * k), 16 * k)


@prop
def halo(s: pygame.Surface, x: float, y: float, k: float) -> None:
    pygame.draw.ellipse(
        s, (250, 230, 90), (x - 90 * k, y - 24 * k, 180 * k, 48 * k), int(16 * k) + 1
    )
    pygame.draw.ellipse(s, INK, (x - 98 * k, y - 32 * k, 196 * k, 64 * k), 3)


@prop
def no_sign(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, WHITE, (x, y), 110 * k, 0)
    pygame.draw.circle(s, RED, (x, y), 110 * k, int(26 * k) + 1)
    thick_line(s, RED, (x - 76 * k, y - 76 * k), (x + 76 * k, y + 76 * k), 26 * k)


@prop
def mouth(s: pygame.Surface, x: float, y: float, k: float, laugh: bool = True) -> None:
    poly(
        s,
        (200, 40, 60),
        [
            (x - 140 * k, y - 20 * k),
            (x, y - 60 * k),
            (x + 140 * k, y - 20 * k),
            (x + 90 * k, y + 80 * k),
            (x, y + 100 * k),
            (x - 90 * k, y + 80 * k),
        ],
        6,
    )
    poly(
        s,
        (60, 10, 20),
        [
            (x - 110 * k, y - 10 * k),
            (x + 110 * k, y - 10 * k),
            (x + 70 * k, y + 60 * k),
            (x - 70 * k, y + 60 * k),
        ],
        0,
    )
    for i in range(-4, 5):
        rect(s, WHITE, (x + i * 22 * k - 10 * k, y - 14 * k, 20 * k, 24 * k), 2, 3)
    if laugh:
        poly(
            s,
            (230, 90, 110),
            [(x - 40 * k, y + 60 * k), (x + 40 * k, y + 60 * k), (x, y + 30 * k)],
            0,
        )


@prop
def fork(s: pygame.Surface, x: float, y: float, k: float) -> None:
    thick_line(s, SILVER, (x, y + 150 * k), (x, y - 40 * k), 16 * k)
    rect(s, SILVER, (x - 40 * k, y - 60 * k, 80 * k, 30 * k), 4, 6)
    for i in range(4):
        rect(s, SILVER, (x - 40 * k + i * 24 * k, y - 150 * k, 12 * k, 100 * k), 3, 4)


@prop
def skull(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, WHITE, (x - 80 * k, y - 90 * k, 160 * k, 150 * k), 5)
    rect(s, WHITE, (x - 46 * k, y + 30 * k, 92 * k, 60 * k), 5, 10)
    for sx in (-1, 1):
        circle(s, INK, (x + sx * 34 * k, y - 10 * k), 24 * k, 0)
    poly(s, INK, [(x, y + 20 * k), (x - 12 * k, y + 40 * k), (x + 12 * k, y + 40 * k)], 0)
    for i in range(-1, 2):
        pygame.draw.line(s, INK, (x + i * 22 * k, y + 60 * k), (x + i * 22 * k, y + 90 * k), 4)


@prop
def broken_heart(s: pygame.Surface, x: float, y: float, k: float) -> None:
    heart(s, x - 20 * k, y, 1.0 * k, (230, 40, 80))
    pygame.draw.lines(
        s,
        WHITE,
        False,
        [
            (x - 20 * k, y - 60 * k),
            (x - 40 * k, y - 10 * k),
            (x, y + 20 * k),
            (x - 30 * k, y + 70 * k),
        ],
        int(12 * k) + 1,
    )


@prop
def puzzle_hearts(s: pygame.Surface, x: float, y: float, k: float) -> None:
    heart(s, x - 60 * k, y, 0.8 * k, (200, 40, 80))
    heart(s, x + 60 * k, y, 0.8 * k, (120, 60, 200))
    circle(s, (250, 220, 60), (x, y - 10 * k), 20 * k, 4)


@prop
def pram(s: pygame.Surface, x: float, y: float, k: float) -> None:
    pygame.draw.circle(
        s,
        (130, 130, 140),
        (x, y),
        100 * k,
        draw_top_left=True,
        draw_bottom_left=True,
        draw_bottom_right=True,
    )
    pygame.draw.circle(
        s,
        INK,
        (x, y),
        100 * k,
        5,
        draw_top_left=True,
        draw_bottom_left=True,
        draw_bottom_right=True,
    )
    for wx in (-60, 60):
        circle(s, (30, 30, 30), (x + wx * k, y + 130 * k), 28 * k, 4)
    thick_line(s, INK, (x + 100 * k, y), (x + 160 * k, y - 80 * k), 8 * k)


@prop
def eye_roll(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for sx in (-1, 1):
        ellipse(s, WHITE, (x + sx * 70 * k - 56 * k, y - 40 * k, 112 * k, 80 * k), 5)
        circle(s, (70, 50, 40), (x + sx * 70 * k + 10 * k, y - 22 * k), 20 * k, 0)
        pygame.draw.arc(
            s, INK, (x + sx * 70 * k - 60 * k, y - 90 * k, 120 * k, 60 * k), 0.3, math.pi - 0.3, 8
        )


@prop
def quotes_marks(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """Big quotation marks: 66 on the left, 99 on the right."""
    for side in (-1, 1):
        for i in (0, 1):
            cx = x + side * 110 * k + (i - 0.5) * 80 * k
            cy = y + (30 if side < 0 else -30) * k
            circle(s, (200, 40, 60), (cx, cy), 30 * k, 5)
            if side > 0:  # a 9: the tail hangs down from the right
                tail = [
                    (cx + 30 * k, cy),
                    (cx + 22 * k, cy + 60 * k),
                    (cx - 16 * k, cy + 90 * k),
                    (cx + 2 * k, cy + 26 * k),
                ]
            else:  # a 6: the tail rises from the left
                tail = [
                    (cx - 30 * k, cy),
                    (cx - 22 * k, cy - 60 * k),
                    (cx + 16 * k, cy - 90 * k),
                    (cx - 2 * k, cy - 26 * k),
                ]
            poly(s, (200, 40, 60), tail, 5)
            circle(s, (200, 40, 60), (cx, cy), 26 * k, 0)


@prop
def tablet(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (170, 170, 160),
        [
            (x - 110 * k, y + 140 * k),
            (x - 110 * k, y - 100 * k),
            (x - 60 * k, y - 150 * k),
            (x, y - 110 * k),
            (x + 60 * k, y - 150 * k),
            (x + 110 * k, y - 100 * k),
            (x + 110 * k, y + 140 * k),
        ],
    )
    for i in range(5):
        pygame.draw.line(
            s, INK, (x - 80 * k, y - 70 * k + i * 44 * k), (x + 80 * k, y - 70 * k + i * 44 * k), 5
        )
        text(s, "IVX"[i % 3], int(26 * k), (x - 90 * k, y - 86 * k + i * 44 * k), INK, outline=None)


@prop
def father_son(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, SKIN, (x - 70 * k, y - 110 * k), 50 * k, 4)
    poly(
        s,
        (130, 130, 140),
        [
            (x - 140 * k, y + 150 * k),
            (x - 120 * k, y - 50 * k),
            (x - 20 * k, y - 50 * k),
            (x, y + 150 * k),
        ],
    )
    circle(s, SKIN, (x + 80 * k, y - 30 * k), 40 * k, 4)
    ellipse(s, (60, 40, 30), (x + 40 * k, y - 80 * k, 80 * k, 40 * k), 3)
    poly(
        s,
        (30, 30, 40),
        [
            (x + 30 * k, y + 150 * k),
            (x + 40 * k, y + 10 * k),
            (x + 120 * k, y + 10 * k),
            (x + 130 * k, y + 150 * k),
        ],
    )
    heart(s, x + 10 * k, y - 170 * k, 0.3 * k, RED)


@prop
def statue(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """The Statue of Liberty's torch raised, chains broken below."""
    green = (110, 180, 150)
    thick_line(s, green, (x, y + 60 * k), (x + 10 * k, y - 110 * k), 40 * k)
    rect(s, green, (x - 20 * k, y - 150 * k, 60 * k, 40 * k), 4, 8)
    for i in range(3):
        circle(
            s,
            mix(ORANGE, (250, 230, 80), i / 2),
            (x + 10 * k, y - (180 + i * 16) * k),
            (34 - i * 9) * k,
            3,
        )
    for sx in (-1, 1):
        for i in range(3):
            ellipse(
                s, SILVER, (x + sx * (60 + i * 40) * k - 20 * k, y + 110 * k, 40 * k, 26 * k), 4
            )


@prop
def claw(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(3):
        pts = bezier(
            (x - 120 * k + i * 70 * k, y - 140 * k),
            (x - 60 * k + i * 70 * k, y),
            (x - 110 * k + i * 70 * k, y + 150 * k),
            16,
        )
        pygame.draw.lines(s, (60, 10, 20), False, pts, int(28 * k) + 1)
        pygame.draw.lines(s, (220, 60, 70), False, pts, int(12 * k) + 1)


@prop
def vase(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for dx, dy, a in ((-70, 40, -20), (60, 20, 30), (0, -60, 5), (-20, 90, 60)):
        cx, cy = x + dx * k, y + dy * k
        pts = [
            (
                cx + 50 * k * math.cos(math.radians(a + t)),
                cy + 40 * k * math.sin(math.radians(a + t)),
            )
            for t in (0, 100, 160, 250, 300)
        ]
        poly(s, (80, 140, 220), pts)
    star(s, (x, y), 60 * k, WHITE, 8, 0.35, 3)


@prop
def shovel(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A spade dug into a mound of earth."""
    ellipse(s, (110, 75, 45), (x - 190 * k, y + 60 * k, 380 * k, 130 * k), 5)
    for i in range(6):
        circle(
            s, (140, 95, 55), (x - 120 * k + i * 48 * k, y + 90 * k + (i % 2) * 20 * k), 14 * k, 2
        )
    thick_line(s, (150, 105, 60), (x - 40 * k, y - 200 * k), (x + 10 * k, y + 20 * k), 22 * k)
    rect(s, (150, 105, 60), (x - 80 * k, y - 230 * k, 80 * k, 26 * k), 4, 10)
    poly(
        s,
        SILVER,
        [
            (x - 50 * k, y + 10 * k),
            (x + 60 * k, y - 10 * k),
            (x + 70 * k, y + 100 * k),
            (x + 10 * k, y + 150 * k),
            (x - 40 * k, y + 110 * k),
        ],
    )


@prop
def swing(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A girl on a rope swing under a branch, her skirt flying."""
    thick_line(s, (110, 70, 40), (x - 200 * k, y - 200 * k), (x + 200 * k, y - 180 * k), 26 * k)
    seat = (x + 60 * k, y + 60 * k)
    for dx in (-50, 50):
        pygame.draw.line(s, INK, (x + dx * k - 40 * k, y - 190 * k), (seat[0] + dx * k, seat[1]), 6)
    rect(s, (200, 120, 60), (seat[0] - 70 * k, seat[1], 140 * k, 20 * k), 4, 6)
    poly(
        s,
        PINK,
        [
            (seat[0] - 40 * k, seat[1] - 90 * k),
            (seat[0] + 40 * k, seat[1] - 90 * k),
            (seat[0] + 90 * k, seat[1] + 10 * k),
            (seat[0] - 70 * k, seat[1] + 10 * k),
        ],
    )
    circle(s, SKIN, (seat[0], seat[1] - 120 * k), 32 * k, 4)
    ellipse(s, (240, 210, 110), (seat[0] - 40 * k, seat[1] - 160 * k, 80 * k, 40 * k), 3)
    thick_line(
        s, SKIN, (seat[0] + 30 * k, seat[1] + 10 * k), (seat[0] + 120 * k, seat[1] + 70 * k), 16 * k
    )
    thick_line(
        s, SKIN, (seat[0] - 10 * k, seat[1] + 10 * k), (seat[0] + 80 * k, seat[1] + 90 * k), 16 * k
    )
    for i in range(3):
        pygame.draw.arc(
            s,
            WHITE,
            (x - 200 * k + i * 20 * k, y - 40 * k + i * 30 * k, 160 * k, 160 * k),
            3.6,
            4.6,
            5,
        )


@prop
def planets(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, ORANGE, (x - 50 * k, y), 80 * k, 5)
    pygame.draw.ellipse(
        s, (250, 220, 120), (x - 170 * k, y - 20 * k, 240 * k, 44 * k), int(10 * k) + 1
    )
    circle(s, TEAL, (x + 110 * k, y - 90 * k), 40 * k, 4)
    circle(s, PINK, (x + 100 * k, y + 100 * k), 26 * k, 4)


@prop
def thermometer(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, WHITE, (x - 28 * k, y - 170 * k, 56 * k, 260 * k), 5, int(28 * k))
    circle(s, RED, (x, y + 110 * k), 50 * k, 5)
    rect(s, RED, (x - 14 * k, y - 60 * k, 28 * k, 160 * k), 0, 6)
    for i in range(5):
        pygame.draw.line(
            s,
            INK,
            (x + 28 * k, y - 140 * k + i * 40 * k),
            (x + 46 * k, y - 140 * k + i * 40 * k),
            4,
        )
    heart(s, x + 100 * k, y - 120 * k, 0.4 * k)


@prop
def thumbs_up(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, SKIN, (x - 70 * k, y - 40 * k, 140 * k, 130 * k), 5, int(30 * k))
    rect(s, SKIN, (x - 60 * k, y - 150 * k, 50 * k, 130 * k), 5, int(24 * k))
    for i in range(3):
        pygame.draw.line(
            s, INK, (x, y - 10 * k + i * 34 * k), (x + 66 * k, y - 10 * k + i * 34 * k), 4
        )
    rect(s, (40, 80, 160), (x - 80 * k, y + 90 * k, 160 * k, 70 * k), 4)


@prop
def roses(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for _i, (dx, dy) in enumerate(((-60, 0), (0, -50), (60, 0), (-20, 50), (40, 50))):
        thick_line(s, (60, 140, 60), (x + dx * k, y + dy * k), (x, y + 170 * k), 8 * k)
        circle(s, (210, 30, 60), (x + dx * k, y + dy * k), 36 * k, 4)
        pygame.draw.arc(
            s,
            (120, 10, 30),
            (x + dx * k - 20 * k, y + dy * k - 20 * k, 40 * k, 40 * k),
            0.5,
            4.5,
            4,
        )
    poly(
        s,
        WHITE,
        [
            (x - 60 * k, y + 90 * k),
            (x + 60 * k, y + 90 * k),
            (x + 20 * k, y + 170 * k),
            (x - 20 * k, y + 170 * k),
        ],
    )


@prop
def surprised(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, SKIN, (x, y), 110 * k, 5)
    for sx in (-1, 1):
        circle(s, WHITE, (x + sx * 40 * k, y - 20 * k), 26 * k, 4)
        circle(s, INK, (x + sx * 40 * k, y - 20 * k), 10 * k, 0)
        pygame.draw.arc(
            s, INK, (x + sx * 40 * k - 30 * k, y - 90 * k, 60 * k, 40 * k), 0.3, math.pi - 0.3, 6
        )
    ellipse(s, (80, 20, 30), (x - 24 * k, y + 30 * k, 48 * k, 60 * k), 5)
    for sx in (-1, 1):
        pygame.draw.line(
            s, INK, (x + sx * 120 * k, y - 120 * k), (x + sx * 150 * k, y - 160 * k), 6
        )


@prop
def hips(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A dancing go-go silhouette with motion arcs."""
    c = (30, 20, 40)
    circle(s, c, (x, y - 140 * k), 34 * k, 0)
    poly(
        s,
        c,
        [
            (x - 40 * k, y - 100 * k),
            (x + 40 * k, y - 100 * k),
            (x + 70 * k, y + 40 * k),
            (x - 50 * k, y + 40 * k),
        ],
        0,
    )
    thick_line(s, c, (x - 30 * k, y - 90 * k), (x - 120 * k, y - 180 * k), 18 * k)
    thick_line(s, c, (x + 30 * k, y - 90 * k), (x + 110 * k, y - 40 * k), 18 * k)
    thick_line(s, c, (x - 20 * k, y + 40 * k), (x - 60 * k, y + 170 * k), 20 * k)
    thick_line(s, c, (x + 40 * k, y + 40 * k), (x + 90 * k, y + 160 * k), 20 * k)
    for rr in (100, 130):
        pygame.draw.arc(
            s, WHITE, (x - rr * k, y - rr * k * 0.6, 2 * rr * k, rr * k * 1.2), -0.5, 0.5, 5
        )
        pygame.draw.arc(
            s,
            WHITE,
            (x - rr * k, y - rr * k * 0.6, 2 * rr * k, rr * k * 1.2),
            math.pi - 0.5,
            math.pi + 0.5,
            5,
        )


@prop
def spotlight(s: pygame.Surface, x: float, y: float, k: float) -> None:
    g = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.polygon(
        g,
        (255, 250, 200, 90),
        [
            (x - 30 * k, y - 260 * k),
            (x + 30 * k, y - 260 * k),
            (x + 170 * k, y + 200 * k),
            (x - 170 * k, y + 200 * k),
        ],
    )
    s.blit(g, (0, 0))
    ellipse(s, (255, 250, 210), (x - 170 * k, y + 160 * k, 340 * k, 80 * k), 3)


@prop
def laser_beams(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """Laser beams fanning up from an emitter."""
    cols = ((255, 60, 60), (60, 255, 120), (80, 160, 255), (255, 60, 220), (250, 220, 60))
    for i, c in enumerate(cols):
        a = math.radians(-150 + i * 30)
        end = (x + 300 * math.cos(a) * k, y + 300 * math.sin(a) * k)
        thick_line(s, c, (x, y), end, 22 * k)
        thick_line(s, WHITE, (x, y), end, 7 * k)
    rect(s, (80, 90, 100), (x - 70 * k, y - 10 * k, 140 * k, 70 * k), 5, int(16 * k))
    circle(s, (255, 230, 230), (x, y), 24 * k, 4)


@prop
def globe(s: pygame.Surface, x: float, y: float, k: float) -> None:
    circle(s, (40, 110, 200), (x, y), 110 * k, 5)
    for pts in (
        [(-60, -70), (-10, -80), (10, -40), (-20, 0), (-50, -10), (-80, -40)],
        [(20, 10), (70, 0), (80, 50), (40, 90), (10, 60)],
    ):
        poly(s, (80, 170, 80), [(x + a * k, y + b * k) for a, b in pts], 3)
    thick_line(s, (255, 60, 60), (x - 240 * k, y - 190 * k), (x - 20 * k, y - 30 * k), 12 * k)
    star(s, (x - 20 * k, y - 30 * k), 30 * k, (255, 220, 80), 8, 0.4)


@prop
def ejector(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """The boardroom with one chair flung up in flames (the ejector seat)."""
    boardroom(s, x, y + 60 * k, 0.9 * k)
    for i in range(3):
        poly(
            s,
            (ORANGE, RED, (250, 220, 60))[i],
            [
                (x + 120 * k - (30 - i * 8) * k, y - 60 * k),
                (x + 120 * k, y + (40 - i * 20) * k),
                (x + 120 * k + (30 - i * 8) * k, y - 60 * k),
            ],
            0,
        )
    rect(s, (40, 40, 50), (x + 95 * k, y - 150 * k, 50 * k, 60 * k), 4, 8)
    circle(s, SKIN, (x + 120 * k, y - 175 * k), 22 * k, 4)


@prop
def choir(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(3):
        cx = x + (i - 1) * 120 * k
        poly(
            s,
            (40, 40, 50),
            [
                (cx - 55 * k, y + 200 * k),
                (cx - 45 * k, y + 40 * k),
                (cx + 45 * k, y + 40 * k),
                (cx + 55 * k, y + 200 * k),
            ],
        )
        circle(s, SKIN, (cx, y - 10 * k), 48 * k, 4)
        ellipse(s, (80, 20, 30), (cx - 14 * k, y + 6 * k, 28 * k, 34 * k), 3)
        for sx in (-1, 1):
            pygame.draw.line(
                s, INK, (cx + sx * 28 * k, y - 30 * k), (cx + sx * 8 * k, y - 22 * k), 5
            )
    notes(s, x, y - 150 * k, 0.8 * k)


@prop
def belly(s: pygame.Surface, x: float, y: float, k: float) -> None:
    ellipse(s, (250, 214, 190), (x - 170 * k, y - 150 * k, 340 * k, 290 * k), 6)
    circle(s, shade((250, 214, 190), 0.7), (x, y + 20 * k), 12 * k, 3)
    rect(s, (170, 40, 40), (x - 170 * k, y + 100 * k, 340 * k, 100 * k), 5)
    for i in range(-3, 4):
        pygame.draw.line(
            s, (40, 80, 40), (x + i * 46 * k, y + 100 * k), (x + i * 46 * k, y + 200 * k), 5
        )


@prop
def lips_shh(s: pygame.Surface, x: float, y: float, k: float) -> None:
    poly(
        s,
        (210, 40, 70),
        [
            (x - 150 * k, y),
            (x - 60 * k, y - 60 * k),
            (x, y - 40 * k),
            (x + 60 * k, y - 60 * k),
            (x + 150 * k, y),
            (x + 60 * k, y + 60 * k),
            (x - 60 * k, y + 60 * k),
        ],
        6,
    )
    pygame.draw.line(s, INK, (x - 140 * k, y), (x + 140 * k, y), 5)
    rect(s, SKIN, (x - 24 * k, y - 170 * k, 48 * k, 300 * k), 5, int(24 * k))
    ellipse(s, (250, 230, 220), (x - 16 * k, y - 164 * k, 32 * k, 40 * k), 2)


@prop
def oath(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A hand raised to swear, the other on a book."""
    ellipse(s, SKIN, (x - 60 * k, y - 60 * k, 120 * k, 130 * k))
    for i in range(4):
        rect(s, SKIN, (x - 56 * k + i * 30 * k, y - 170 * k, 26 * k, 130 * k), 4, int(13 * k))
    rect(s, SKIN, (x + 50 * k, y - 40 * k, 60 * k, 26 * k), 4, 12)
    rect(s, (60, 60, 70), (x - 50 * k, y + 60 * k, 100 * k, 60 * k), 4)
    rect(s, (120, 30, 40), (x - 150 * k, y + 110 * k, 300 * k, 70 * k), 5, 8)
    rect(s, (240, 220, 160), (x - 140 * k, y + 120 * k, 280 * k, 14 * k), 0)


@prop
def wings(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for sx in (-1, 1):
        for i in range(4):
            ellipse(
                s,
                WHITE,
                (x + sx * (60 + i * 34) * k - 40 * k, y - 60 * k + i * 26 * k, 80 * k, 46 * k),
                4,
            )
    heart(s, x, y, 0.7 * k, (240, 90, 150))
    halo(s, x, y - 150 * k, 0.8 * k)


@prop
def glass(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (180, 220, 240), (x - 150 * k, y - 150 * k, 300 * k, 300 * k), 8)
    for a in range(0, 360, 40):
        ex, ey = x + 160 * k * math.cos(math.radians(a)), y + 160 * k * math.sin(math.radians(a))
        pygame.draw.line(s, WHITE, (x, y), (ex, ey), 5)
    circle(s, (120, 90, 60), (x, y), 26 * k, 4)


@prop
def fab_four(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(4):
        cx = x + (i - 1.5) * 100 * k
        poly(
            s,
            (40, 40, 50),
            [
                (cx - 46 * k, y + 180 * k),
                (cx - 40 * k, y + 50 * k),
                (cx + 40 * k, y + 50 * k),
                (cx + 46 * k, y + 180 * k),
            ],
        )
        circle(s, SKIN, (cx, y), 44 * k, 4)
        poly(
            s,
            (70, 45, 25),
            [
                (cx - 48 * k, y + 10 * k),
                (cx - 44 * k, y - 36 * k),
                (cx, y - 52 * k),
                (cx + 44 * k, y - 36 * k),
                (cx + 48 * k, y + 10 * k),
                (cx + 30 * k, y - 14 * k),
                (cx - 30 * k, y - 14 * k),
            ],
            3,
        )
        pygame.draw.arc(
            s, INK, (cx - 16 * k, y + 8 * k, 32 * k, 20 * k), math.pi * 1.1, math.pi * 1.9, 4
        )


@prop
def couple(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for sx, hair in ((-1, (90, 60, 30)), (1, (240, 210, 110))):
        cx = x + sx * 80 * k
        circle(s, SKIN, (cx, y), 70 * k, 5)
        ellipse(s, hair, (cx - 74 * k, y - 80 * k, 148 * k, 70 * k), 4)
        pygame.draw.arc(
            s,
            (200, 40, 70),
            (cx - 26 * k - sx * 20 * k, y + 10 * k, 40 * k, 30 * k),
            math.pi,
            2 * math.pi,
            6,
        )
    for _i, (dx, dy, sc) in enumerate(((0, -130, 0.45), (-80, -190, 0.3), (80, -200, 0.25))):
        heart(s, x + dx * k, y + dy * k, sc * k, (240, 60, 120))


@prop
def mojo_bolt(s: pygame.Surface, x: float, y: float, k: float) -> None:
    heart(s, x, y, 1.2 * k, (240, 60, 150))
    poly(
        s,
        (250, 230, 60),
        [
            (x + 10 * k, y - 120 * k),
            (x - 50 * k, y + 10 * k),
            (x - 5 * k, y + 10 * k),
            (x - 30 * k, y + 130 * k),
            (x + 60 * k, y - 20 * k),
            (x + 15 * k, y - 20 * k),
        ],
        5,
    )
