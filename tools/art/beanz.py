"""Mighty Beanz card art: every Bean a capsule of its own (two colours, a pattern, a face and
the accessory its name says, standing in its team's place), every Cosmos card its moon or
asteroid field, every Action a scene played by beans.

Style (docs/art.md): toy-bright colours, a thick ink outline (1.2 units of 100), flat shading
with one highlight, the team's place behind the bean."""

from __future__ import annotations

import math
import random
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from tools.art import common
from tools.art.canvas import ROOT, Canvas, darker, lighter, mix, paletted, rng_of

GAME = "beanz"
INK = 1.2
# the bean: a capsule from (30, 26) to (70, 86), its face on the upper half
CX, TOP, BOT, R = 50.0, 26.0, 86.0, 20.0
EYE_Y = 44.0
SEAM = 57.0

RED, GOLD, WHITE, BLACK = (222, 52, 48), (246, 196, 52), (250, 250, 246), (30, 28, 34)
BROWN, TAN, GREEN, BLUE = (122, 74, 40), (214, 170, 110), (86, 178, 70), (60, 120, 220)
GREY, PINK, ORANGE, PURPLE = (160, 166, 176), (246, 140, 180), (246, 140, 40), (140, 80, 200)


# ------------------------------------------------------------------------------ places
def _bg_circus(c: Canvas, rng: random.Random) -> None:
    c.vgrad((250, 230, 190), (236, 200, 150))
    for i in range(10):
        x0 = i * 10
        if i % 2 == 0:
            c.poly([(50, -10), (x0 - 40, 110), (x0 - 30, 110)], (214, 50, 50, 200))
    c.rays((50, -8), (200, 40, 40, 150), 12)
    c.rect(0, 84, 100, 16, (120, 60, 160))
    c.ellipse((50, 92), 46, 6, (250, 220, 90))


def _bg_space(c: Canvas, rng: random.Random) -> None:
    c.vgrad((16, 14, 52), (52, 30, 96))
    for _ in range(40):
        c.circle((rng.uniform(0, 100), rng.uniform(0, 100)), rng.uniform(0.3, 0.9), WHITE)
    c.circle((86, 16), 9, (240, 150, 80), INK)
    c.ellipse((86, 16), 15, 3.2, (250, 210, 120, 200))


def _bg_food(c: Canvas, rng: random.Random) -> None:
    c.vgrad((255, 240, 220), (255, 220, 200))
    for i in range(10):
        for j in range(5):
            if (i + j) % 2 == 0:
                c.rect(i * 10, 60 + j * 8, 10, 8, (226, 60, 60))
    for _ in range(6):
        c.circle((rng.uniform(4, 96), rng.uniform(6, 50)), rng.uniform(1.2, 2.4), (250, 200, 90))


def _bg_creepy(c: Canvas, rng: random.Random) -> None:
    c.vgrad((30, 20, 60), (80, 50, 110))
    c.glow((80, 18), 16, (240, 240, 200))
    c.circle((80, 18), 9, (246, 240, 200))
    c.rect(0, 82, 100, 18, (44, 60, 40))
    for x in (12, 88):
        c.rect(x - 6, 70, 12, 16, (120, 124, 130), r=5, outline=0.8)
        c.line((x, 73), (x, 80), 1.2, (80, 84, 90))
        c.line((x - 3, 75), (x + 3, 75), 1.2, (80, 84, 90))


def _bg_street(c: Canvas, rng: random.Random) -> None:
    c.vgrad((120, 200, 246), (190, 230, 250))
    for i, col in enumerate(((240, 90, 60), (60, 190, 200), (250, 200, 60), (150, 90, 220))):
        c.rect(i * 25, 58, 25, 30, col)
        c.rect(i * 25 + 4, 64, 17, 4, lighter(col, 0.4), r=2)
    c.rect(0, 86, 100, 14, (90, 94, 100))
    c.line((0, 92), (100, 92), 1, (240, 240, 240))


def _bg_outback(c: Canvas, rng: random.Random) -> None:
    c.vgrad((250, 170, 80), (250, 220, 140), 0, 70)
    c.circle((20, 22), 10, (255, 240, 150))
    c.ellipse((70, 74), 40, 12, (196, 86, 40))
    c.rect(0, 74, 100, 26, (210, 110, 50))


def _bg_west(c: Canvas, rng: random.Random) -> None:
    c.vgrad((250, 210, 140), (240, 150, 90), 0, 78)
    c.poly([(0, 78), (0, 50), (14, 50), (18, 62), (30, 62), (32, 78)], (170, 80, 50))
    c.poly([(70, 78), (74, 56), (90, 56), (92, 48), (100, 48), (100, 78)], (170, 80, 50))
    c.rect(0, 78, 100, 22, (220, 170, 100))
    for x in (12, 90):
        c.rect(x - 2, 66, 4, 16, (60, 140, 60), r=2)
        c.rect(x - 6, 70, 3, 7, (60, 140, 60), r=1.5)


def _bg_seas(c: Canvas, rng: random.Random) -> None:
    c.vgrad((110, 180, 240), (200, 230, 250), 0, 70)
    c.blob((20, 20), 8, WHITE, rng)
    c.blob((28, 22), 6, WHITE, rng)
    c.rect(0, 70, 100, 30, (30, 90, 170))
    for i in range(6):
        c.arc((i * 20, 76), 10, 180, 0, 1.5, (220, 240, 255))


def _bg_legends(c: Canvas, rng: random.Random) -> None:
    c.vgrad((90, 30, 120), (160, 60, 150))
    c.rays((50, 50), (250, 200, 80, 120), 16)
    c.glow((50, 50), 40, (255, 230, 150))


PLACES: dict[str, Callable[[Canvas, random.Random], None]] = {
    "Circus": _bg_circus,
    "Space Cadets": _bg_space,
    "Food Fight": _bg_food,
    "Creepy Crew": _bg_creepy,
    "Street Sports": _bg_street,
    "Outback": _bg_outback,
    "Wild West": _bg_west,
    "High Seas": _bg_seas,
    "Legends": _bg_legends,
}


# ------------------------------------------------------------------------------ the bean
def half_width(y: float) -> float:
    """The capsule's half width at row ``y``."""
    if y < TOP + R:
        d = TOP + R - y
        return math.sqrt(max(0.0, R * R - d * d))
    if y > BOT - R:
        d = y - (BOT - R)
        return math.sqrt(max(0.0, R * R - d * d))
    return R


def body(c: Canvas, top: tuple[int, int, int], bottom: tuple[int, int, int]) -> None:
    c.rect(CX - R, TOP, 2 * R, BOT - TOP, bottom, r=R, outline=INK)
    c.circle((CX, TOP + R), R, top)
    c.rect(CX - R, TOP + R, 2 * R, SEAM - TOP - R, top)
    c.line((CX - R + 0.4, SEAM), (CX + R - 0.4, SEAM), 1.0, darker(bottom, 0.55))
    c.ellipse((CX - 10, TOP + 9), 4, 6, (255, 255, 255, 120))


def pattern(c: Canvas, kind: str, colour: tuple[int, int, int], rng: random.Random) -> None:
    """A pattern on the lower half of the bean."""
    if kind == "stripes":
        for y in range(int(SEAM) + 3, int(BOT) - 1, 6):
            hw = min(half_width(y), half_width(y + 3)) - 0.8
            c.rect(CX - hw, y, 2 * hw, 3, colour)
    elif kind == "vstripes":
        for x in range(int(CX - R) + 3, int(CX + R) - 2, 7):
            hw = half_width(BOT - 4)
            ybot = BOT - R + math.sqrt(max(0.0, R * R - (x + 1.5 - CX) ** 2)) - 1
            if abs(x + 1.5 - CX) < hw + 12:
                c.rect(x, SEAM + 0.6, 3, ybot - SEAM - 0.6, colour)
    elif kind in ("dots", "stars", "spots"):
        pts = [(CX + dx, y) for y in (63, 71, 79) for dx in (-12, 0, 12)]
        for x, y in pts:
            if abs(x - CX) + 3 < half_width(y + 3):
                x += rng.uniform(-2, 2)
                if kind == "stars":
                    c.star((x, y), 3.2, colour)
                elif kind == "spots":
                    c.blob((x, y), 2.8, colour, rng)
                else:
                    c.circle((x, y), 2.4, colour)
    elif kind == "zigzag":
        pts = [(CX - R + 1 + i * 4, 68 + (3 if i % 2 else -3)) for i in range(11)]
        c.lines(pts, colour, 2.2)
    elif kind == "checks":
        for i in range(-4, 4):
            for j in range(6):
                y = SEAM + 1 + j * 5
                x = CX + i * 5
                if (i + j) % 2 == 0 and abs(x + 2.5 - CX) + 2.5 < half_width(y + 5):
                    c.rect(x, y, 5, 5, colour)


def face(c: Canvas, expr: str, rng: random.Random) -> None:
    """Eyes and mouth: smile, grin, open, smirk, angry, worried, fangs, robot, ghost, sleepy."""
    lx, rx = CX - 7, CX + 7
    if expr == "robot":
        for x in (lx, rx):
            c.rect(x - 4, EYE_Y - 3, 8, 6, (120, 240, 255), r=1, outline=0.8)
        c.rect(CX - 7, EYE_Y + 7, 14, 3, BLACK)
        for i in range(4):
            c.line((CX - 5 + i * 3.4, EYE_Y + 7), (CX - 5 + i * 3.4, EYE_Y + 10), 0.6, GREY)
        return
    if expr == "ghost":
        for x in (lx, rx):
            c.ellipse((x, EYE_Y), 3, 4.5, BLACK)
        c.ellipse((CX, EYE_Y + 9), 3, 4, BLACK)
        return
    sleepy = expr == "sleepy"
    for x in (lx, rx):
        if sleepy:
            c.arc((x, EYE_Y), 4, 200, 340, 1.2, BLACK)
            continue
        c.ellipse((x, EYE_Y), 4.8, 5.6, WHITE, 0.8)
        px = x + (1.2 if expr == "smirk" else 0.4)
        c.circle((px, EYE_Y + 0.8), 2.4, BLACK)
        c.circle((px + 0.8, EYE_Y - 0.4), 0.8, WHITE)
    if expr == "angry":
        c.line((lx - 5, EYE_Y - 8), (lx + 3, EYE_Y - 5), 1.6, BLACK)
        c.line((rx + 5, EYE_Y - 8), (rx - 3, EYE_Y - 5), 1.6, BLACK)
    if expr == "worried":
        c.line((lx - 4, EYE_Y - 6), (lx + 3, EYE_Y - 8), 1.2, BLACK)
        c.line((rx + 4, EYE_Y - 6), (rx - 3, EYE_Y - 8), 1.2, BLACK)
    my = EYE_Y + 9
    if expr in ("grin", "fangs", "open"):
        c.poly([(CX - 7, my - 1), (CX + 7, my - 1), (CX + 4, my + 4), (CX - 4, my + 4)],
               (150, 30, 40), 0.8)  # fmt: skip
        if expr == "grin":
            c.rect(CX - 6, my - 1, 12, 1.6, WHITE)
        if expr == "fangs":
            for x in (CX - 4, CX + 4):
                c.poly([(x - 1.5, my - 1), (x + 1.5, my - 1), (x, my + 2.6)], WHITE)
    elif expr == "smirk":
        c.arc((CX + 2, my - 3), 5, 200, 330, 1.3, BLACK)
    elif expr == "worried":
        c.arc((CX, my + 3), 4, 30, 150, 1.3, BLACK)
    elif expr == "sleepy":
        c.ellipse((CX, my), 2, 2.4, (150, 30, 40), 0.6)
    else:
        c.arc((CX, my - 4), 6, 210, 330, 1.4, BLACK)


# ------------------------------------------------------------------------------ accessories
def hat_top(c: Canvas, colour=BLACK, band=RED) -> None:
    c.rect(CX - 16, 24, 32, 4, colour, r=2, outline=INK)
    c.rect(CX - 10, 6, 20, 19, colour, outline=INK)
    c.rect(CX - 10, 19, 20, 4, band)


def hat_cowboy(c: Canvas, colour=BROWN, band=BLACK) -> None:
    c.ellipse((CX, 26), 27, 5, colour, INK)
    c.poly([(CX - 12, 27), (CX - 11, 12), (CX - 3, 10), (CX, 13), (CX + 3, 10), (CX + 11, 12),
            (CX + 12, 27)], colour, INK)  # fmt: skip
    c.rect(CX - 12, 21, 24, 3.5, band)


def mustache(c: Canvas, colour=BLACK) -> None:
    c.ellipse((CX - 4.5, EYE_Y + 7), 5, 2.2, colour, angle=-12)
    c.ellipse((CX + 4.5, EYE_Y + 7), 5, 2.2, colour, angle=12)


def beard(c: Canvas, colour=(230, 230, 235)) -> None:
    c.poly([(CX - 16, EYE_Y + 5), (CX + 16, EYE_Y + 5), (CX + 10, 66), (CX, 74), (CX - 10, 66)],
           colour, INK)  # fmt: skip
    c.arc((CX, EYE_Y + 9), 4, 200, 340, 1.2, BLACK)


def badge(c: Canvas, colour, n: int = 5, at=(CX + 9, 68)) -> None:
    c.star(at, 6, colour, n=n, inner=0.5, outline=0.7)
    c.circle(at, 1.6, darker(colour, 0.75))


def held(c: Canvas, at, fn: Callable[[Canvas], None]) -> None:
    fn(c)


def p_mane(c, rng):
    c.star((CX, 42), 30, ORANGE, n=16, inner=0.78, outline=INK)
    c.star((CX, 42), 25, (250, 180, 60), n=16, inner=0.8)


def p_lion_front(c, rng):
    c.ellipse((CX, EYE_Y + 6), 3, 2, BLACK)
    for s in (-1, 1):
        for dy in (-1, 2):
            c.line((CX + s * 6, EYE_Y + 7), (CX + s * 16, EYE_Y + 6 + dy * 2), 0.5, BLACK)


def p_ringmaster(c, rng):
    hat_top(c, BLACK, RED)
    mustache(c)
    for y in (63, 71, 79):
        c.circle((CX, y), 1.8, GOLD, 0.5)


def p_cannon(c, rng):
    c.line((6, 94), (32, 64), 16, (60, 62, 70))
    c.circle((12, 88), 7, BROWN, INK)
    for i in range(3):
        c.blob((12 + i * 9, 60 - i * 8), 5 - i, (230, 230, 230, 220), rng)


def p_cannon_helmet(c, rng):
    c.poly([(CX - 19, 36), (CX - 16, 22), (CX, 16), (CX + 16, 22), (CX + 19, 36)], RED, INK)
    c.rect(CX - 19, 33, 38, 4, WHITE, r=1)
    c.star((CX, 26), 4, GOLD)


def p_clown_wig(c, rng):
    for s in (-1, 1):
        for i, col in enumerate(((250, 80, 200), (80, 200, 250), (250, 220, 60))):
            c.circle((CX + s * (20 + i * 2), 30 + i * 7), 7, col, INK)


def p_clown(c, rng):
    c.circle((CX, EYE_Y + 5), 4, RED, 0.8)
    pts = [(CX - 22 + i * 4, SEAM + (4 if i % 2 else -1)) for i in range(12)]
    c.poly([*pts, (CX + 22, SEAM - 2), (CX - 22, SEAM - 2)], WHITE, 0.8)
    c.ellipse((CX, 21), 5, 5, (80, 200, 120), INK)


def p_juggler(c, rng):
    c.arc((CX, 26), 26, 20, 160, 0.8, (120, 120, 120))
    for (x, y), col in zip(((26, 18), (50, 4), (74, 18)), (RED, BLUE, GOLD)):
        c.circle((x, y + 6), 5, col, INK)
        c.circle((x - 1.5, y + 4.5), 1.4, WHITE)


def p_astronaut(c, rng):
    c.rect(CX - 24, 40, 7, 26, (200, 200, 210), r=3, outline=INK)
    c.circle((CX, 44), 21, (180, 230, 255, 90))
    c.ring((CX, 44), 21, 1.6, (200, 210, 220))
    c.rect(CX - 20, 60, 40, 4, (210, 214, 224), r=2, outline=0.8)
    c.rect(CX - 5, 68, 10, 8, (60, 120, 220), r=1, outline=0.6)
    c.circle((CX - 2, 71), 1, RED)
    c.circle((CX + 2, 71), 1, GOLD)


def p_alien(c, rng):
    for s in (-1, 1):
        c.line((CX + s * 6, 28), (CX + s * 14, 10), 1.4, (60, 160, 60))
        c.circle((CX + s * 14, 10), 3, (250, 250, 90), INK)
    c.ellipse((CX, 33), 3.6, 4, WHITE, 0.8)
    c.circle((CX, 33.6), 1.8, BLACK)


def p_robot(c, rng):
    c.line((CX, 26), (CX, 12), 1.2, GREY)
    c.circle((CX, 11), 3, RED, INK)
    for s in (-1, 1):
        c.rect(CX + s * 21 - 3, 38, 6, 10, (130, 134, 144), r=1, outline=INK)
    c.rect(CX - 10, 62, 20, 14, (110, 116, 126), r=2, outline=0.8)
    for i, col in enumerate((RED, (80, 220, 90), GOLD)):
        c.circle((CX - 6 + i * 6, 69), 1.8, col)


def p_rocket_back(c, rng):
    for s in (-1, 1):
        c.poly([(CX + s * 18, 64), (CX + s * 30, 88), (CX + s * 18, 84)], RED, INK)
    c.poly([(CX - 8, 86), (CX + 8, 86), (CX, 100)], (250, 160, 40))
    c.poly([(CX - 4, 86), (CX + 4, 86), (CX, 96)], (255, 240, 120))


def p_rocket(c, rng):
    c.poly([(CX - 19, 34), (CX, 6), (CX + 19, 34), (CX, 30)], RED, INK)
    c.circle((CX, 70), 6, (180, 230, 255), INK)


def p_comet_back(c, rng):
    for i, col in enumerate(((250, 120, 40), (250, 200, 60), (255, 250, 200))):
        w = 30 - i * 8
        c.poly([(CX - 12, 40 + i * 2), (CX + 10, 72 - i * 2), (2, 100), (-10, 90 - w)], col)
    for _ in range(5):
        c.star((rng.uniform(60, 96), rng.uniform(8, 40)), 2.5, WHITE, n=4, inner=0.3)


def p_chef(c, rng):
    c.rect(CX - 12, 16, 24, 12, WHITE, outline=INK)
    for x in (-10, 0, 10):
        c.circle((CX + x, 14), 8, WHITE, INK)
    c.rect(CX - 12, 16, 24, 10, WHITE)
    c.rect(CX - 12, 24, 24, 4, (230, 230, 230))
    c.line((CX + 24, 74), (CX + 30, 56), 1.6, GREY)
    c.ellipse((CX + 31, 52), 4, 7, (210, 210, 220, 230), angle=20)
    mustache(c, BROWN)


def p_bun_back(c, rng):
    c.rect(CX - 30, 40, 60, 42, (224, 170, 100), r=21, outline=INK)


def p_bun(c, rng):
    c.rect(CX - 30, 64, 60, 22, (232, 180, 110), r=10, outline=INK)
    pts = [(CX - 18 + i * 4, 58 + (3 if i % 2 else -2)) for i in range(10)]
    c.lines(pts, (250, 220, 40), 2.2)


def p_pizza(c, rng):
    c.poly([(CX - 18, SEAM + 2), (CX + 18, SEAM + 2), (CX, 86)], (250, 210, 90))
    for x, y in ((CX - 6, 63), (CX + 7, 64), (CX, 73)):
        c.circle((x, y), 3, (200, 50, 40), 0.5)
    c.poly([(72, 16), (92, 16), (82, 34)], (250, 210, 90), INK)
    c.rect(71, 13, 22, 4, (210, 150, 80), r=2, outline=0.6)
    c.circle((82, 21), 2, (200, 50, 40))


def p_sundae(c, rng):
    c.blob((CX - 7, 24), 8, (250, 200, 220), rng, outline=INK)
    c.blob((CX + 7, 23), 8, (120, 80, 50), rng, outline=INK)
    c.blob((CX, 14), 7, (250, 250, 240), rng, outline=INK)
    c.circle((CX + 1, 6), 3.4, (220, 30, 50), INK)
    c.line((CX + 1, 3), (CX + 5, -2), 0.8, (60, 120, 40))


def p_popcorn(c, rng):
    for i in range(9):
        x, y = CX - 16 + (i % 5) * 8 + (i // 5) * 4, 22 - (i // 5) * 6 + rng.uniform(-2, 2)
        c.blob((x, y), 4.4, (252, 244, 210), rng, outline=0.7)


def p_zombie(c, rng):
    for s in (-1, 1):
        c.rect(CX - 44 if s < 0 else CX + 14, 58, 30, 6, (120, 170, 100), r=3, outline=INK)
    c.lines([(CX - 3, 30), (CX + 3, 35), (CX - 2, 39)], BLACK, 0.8)
    for y in (31, 34, 37):
        c.line((CX - 3, y), (CX + 3, y + 1), 0.6, BLACK)
    c.rect(CX + 3, 64, 8, 8, (90, 90, 90), outline=0.5)


def p_vampire_back(c, rng):
    c.poly([(CX - 30, 30), (CX - 18, 52), (CX + 18, 52), (CX + 30, 30), (CX + 20, 58),
            (CX - 20, 58)], (180, 20, 40), INK)  # fmt: skip
    c.poly([(CX - 28, 92), (CX - 30, 52), (CX + 30, 52), (CX + 28, 92)], (40, 10, 30), INK)


def p_vampire(c, rng):
    c.poly([(CX - 18, 34), (CX - 10, 26), (CX, 36), (CX + 10, 26), (CX + 18, 34), (CX + 14, 24),
            (CX, 24), (CX - 14, 24)], BLACK)  # fmt: skip
    c.circle((CX - 19, 28), 6, BLACK)
    c.circle((CX + 19, 28), 6, BLACK)
    c.poly([(CX - 19, 26), (CX, 28), (CX + 19, 26), (CX + 12, 22), (CX - 12, 22)], BLACK)


def p_mummy(c, rng):
    for i in range(8):
        y = 30 + i * 7
        if abs(y - EYE_Y) < 5:
            continue
        c.line((CX - 22, y + 3), (CX + 22, y - 3), 2.6, (224, 214, 180))
        c.line((CX - 22, y + 3.8), (CX + 22, y - 2.2), 0.4, (150, 140, 110))
    c.line((CX + 14, 80), (CX + 28, 92), 2.6, (224, 214, 180))


def p_ghost(c, rng):
    pts = [(CX - R + i * 5, BOT + (4 if i % 2 else -2)) for i in range(9)]
    c.poly([(CX - R, 60), (CX + R, 60), *reversed(pts)], (240, 244, 255), 0)
    c.lines(pts, (160, 170, 200), 0.8)
    for s in (-1, 1):
        c.ellipse((CX + s * 24, 60), 6, 3, (240, 244, 255), 0.8, angle=s * -30)


def p_werewolf(c, rng):
    for s in (-1, 1):
        c.poly([(CX + s * 6, 30), (CX + s * 16, 4), (CX + s * 20, 32)], (110, 80, 60), INK)
        c.poly([(CX + s * 9, 28), (CX + s * 15, 12), (CX + s * 17, 29)], (220, 160, 150))
        for i in range(3):
            y = 50 + i * 9
            c.poly([(CX + s * 19, y - 4), (CX + s * 27, y), (CX + s * 19, y + 4)], (110, 80, 60))
    c.ellipse((CX, EYE_Y + 5), 3.2, 2.2, BLACK)


def p_skater(c, rng):
    c.rect(CX - 28, 86, 56, 4, (250, 120, 40), r=2, outline=INK)
    for x in (CX - 18, CX + 18):
        c.circle((x, 93), 3.4, (240, 230, 90), INK)
    c.poly([(CX - 19, 34), (CX - 16, 24), (CX, 19), (CX + 16, 24), (CX + 19, 34)], (40, 160, 220),
           INK)  # fmt: skip
    c.rect(CX - 34, 30, 18, 4, (40, 160, 220), r=2, outline=INK)


def p_surf_back(c, rng):
    c.ellipse((CX + 18, 50), 8, 44, (250, 220, 60), INK, angle=18)
    c.line((CX + 6, 14), (CX + 30, 86), 1.6, RED)


def p_surfer(c, rng):
    pts = [(0, 100), (0, 84), (20, 78), (40, 82), (60, 78), (80, 82), (100, 76), (100, 100)]
    c.poly(pts, (40, 140, 220), 0)
    c.lines(pts[1:-1], WHITE, 2)
    c.rect(CX - 17, 39, 34, 8, BLACK, r=3)
    c.rect(CX - 14, 40, 11, 6, (60, 60, 90), r=2)
    c.rect(CX + 3, 40, 11, 6, (60, 60, 90), r=2)


def p_snowboard(c, rng):
    c.ellipse((CX, 90), 34, 4.4, (200, 60, 200), INK, angle=-8)
    c.poly([(CX - 19, 33), (CX - 17, 20), (CX, 14), (CX + 17, 20), (CX + 19, 33)], (40, 200, 120),
           INK)  # fmt: skip
    c.rect(CX - 19, 29, 38, 5, WHITE, r=2, outline=0.6)
    c.circle((CX, 11), 4.4, WHITE, INK)
    c.rect(CX - 16, 36, 32, 6, (250, 150, 40, 230), r=3, outline=0.8)
    for _ in range(8):
        c.star((rng.uniform(2, 98), rng.uniform(2, 60)), 2, WHITE, n=6, inner=0.3)


def p_bmx(c, rng):
    for x in (CX - 24, CX + 24):
        c.ring((x, 88), 9, 2.4, BLACK)
        c.circle((x, 88), 1.6, GREY)
    c.lines([(CX - 24, 88), (CX - 4, 78), (CX + 12, 78), (CX + 24, 88)], (250, 60, 60), 2.2)
    c.line((CX + 12, 78), (CX + 16, 62), 2, (250, 60, 60))
    c.line((CX + 10, 62), (CX + 22, 62), 2, BLACK)
    c.poly([(CX - 20, 34), (CX - 17, 22), (CX, 16), (CX + 17, 22), (CX + 20, 34)], (250, 200, 40),
           INK)  # fmt: skip


def p_parachute(c, rng):
    cols = (RED, WHITE, BLUE, WHITE, RED)
    for i, col in enumerate(cols):
        a0, a1 = 180 - i * 36, 180 - (i + 1) * 36
        pts = [(CX, 20)] + [
            (CX + 44 * math.cos(math.radians(a)), 20 - 16 * math.sin(math.radians(a)))
            for a in (a0, (a0 + a1) / 2, a1)
        ]
        c.poly(pts, col, 0.6)
    for x in (CX - 44, CX - 20, CX + 20, CX + 44):
        c.line((x, 20), (CX + (x - CX) * 0.4, 42), 0.5, BLACK)


def p_goggles(c, rng):
    c.rect(CX - 18, 37, 36, 3, BLACK)
    for x in (CX - 7, CX + 7):
        c.ring((x, EYE_Y), 6, 1.6, (250, 140, 40))


def p_kangaroo_back(c, rng):
    c.poly([(CX + 14, 78), (CX + 40, 96), (CX + 44, 90), (CX + 18, 70)], (196, 120, 70), INK)


def p_kangaroo(c, rng):
    for s in (-1, 1):
        c.ellipse((CX + s * 9, 16), 4.6, 12, (196, 120, 70), INK, angle=s * 12)
        c.ellipse((CX + s * 9, 16), 2.2, 8, (240, 180, 160), angle=s * 12)
    c.ellipse((CX, EYE_Y + 5), 2.6, 1.8, BLACK)
    c.rect(CX - 12, 66, 24, 14, (230, 180, 130), r=6, outline=INK)
    c.circle((CX, 64), 5, (196, 120, 70), INK)
    c.circle((CX - 1.6, 63.4), 0.9, BLACK)
    c.circle((CX + 1.6, 63.4), 0.9, BLACK)


def p_croc(c, rng):
    c.rect(CX - 14, EYE_Y + 3, 40, 10, (70, 150, 60), r=4, outline=INK)
    for i in range(6):
        x = CX - 10 + i * 6
        c.poly([(x, EYE_Y + 12.6), (x + 3, EYE_Y + 12.6), (x + 1.5, EYE_Y + 16)], WHITE, 0.4)
    c.circle((CX + 22, EYE_Y + 5), 1, BLACK)
    for y in (64, 72, 80):
        for x in (-8, 4):
            c.arc((CX + x + (2 if y == 72 else 0), y), 3.4, 0, 180, 0.8, (40, 100, 40))


def p_koala(c, rng):
    for s in (-1, 1):
        c.circle((CX + s * 20, 30), 10, (160, 164, 172), INK)
        c.circle((CX + s * 20, 30), 6, (240, 210, 220))
    c.ellipse((CX, EYE_Y + 5), 4.4, 6, (50, 50, 60), 0.6)
    c.circle((CX - 1.6, EYE_Y + 3), 1, (180, 180, 190))


def p_emu_back(c, rng):
    """An emu's long neck and small head rising behind the bean, and its long legs."""
    for sx in (-1, 1):
        c.lines([(CX + sx * 8, 82), (CX + sx * 12, 92), (CX + sx * 9, 99)], (150, 130, 100), 2)
    c.lines([(CX + 10, 34), (CX + 22, 16), (CX + 24, 6)], (110, 130, 170), 5)
    c.ellipse((CX + 26, 6), 6, 4.4, (110, 130, 170), INK)
    c.circle((CX + 27, 5), 1.2, BLACK)
    c.poly([(CX + 31, 5), (CX + 38, 7), (CX + 31, 8)], (60, 56, 50), 0.5)


def p_emu(c, rng):
    for i in range(5):
        c.line((CX - 4 + i * 2, 27), (CX - 8 + i * 4, 12), 1.2, (70, 60, 60))
    c.poly([(CX - 5, EYE_Y + 4), (CX + 5, EYE_Y + 4), (CX, EYE_Y + 13)], (60, 56, 50), 0.6)
    for y in (64, 72, 80):
        for x in (-10, 0, 10):
            c.poly([(CX + x - 3, y - 2), (CX + x + 3, y - 2), (CX + x, y + 3)], (90, 80, 70))


def p_platypus_back(c, rng):
    c.ellipse((CX + 26, 84), 12, 6, (120, 80, 50), INK, angle=-20)


def p_platypus(c, rng):
    c.ellipse((CX, EYE_Y + 9), 13, 5, (80, 70, 70), INK)
    c.circle((CX - 3, EYE_Y + 8), 0.9, BLACK)
    c.circle((CX + 3, EYE_Y + 8), 0.9, BLACK)
    for s in (-1, 1):
        c.poly([(CX + s * 8, 84), (CX + s * 18, 94), (CX + s * 4, 94)], (80, 70, 70), 0.8)


def p_sheriff(c, rng):
    hat_cowboy(c, BROWN, BLACK)
    badge(c, GOLD, 5)
    mustache(c, BROWN)


def p_cowboy(c, rng):
    hat_cowboy(c, TAN, BROWN)
    c.poly([(CX - 16, SEAM), (CX + 16, SEAM), (CX, SEAM + 10)], RED, 0.8)
    c.ring((82, 34), 12, 1.4, (190, 150, 90))
    c.lines([(82, 46), (74, 60), (70, 80)], (190, 150, 90), 1.4)


def p_bandit(c, rng):
    hat_cowboy(c, BLACK, (120, 20, 20))
    c.poly([(CX - 20, EYE_Y + 5), (CX + 20, EYE_Y + 5), (CX, EYE_Y + 18)], RED, INK)
    for x in (-8, 0, 8):
        c.circle((CX + x, EYE_Y + 8), 1, WHITE)
    c.blob((80, 78), 10, (200, 170, 110), rng, outline=INK)
    c.rect(76, 66, 8, 4, (160, 130, 80), r=1)
    c.text("$", 10, (80, 80), (60, 120, 40))


def p_prospector_back(c, rng):
    c.line((14, 88), (30, 30), 2, BROWN)
    c.arc((30, 40), 14, 40, 150, 2.6, GREY)


def p_prospector(c, rng):
    c.ellipse((CX, 26), 22, 4, (150, 110, 70), INK)
    c.ellipse((CX, 22), 14, 7, (150, 110, 70), INK)
    beard(c, (200, 200, 200))
    c.ellipse((78, 82), 14, 4, (110, 110, 120), INK)
    for x in (74, 80, 84):
        c.circle((x, 80), 2.2, GOLD, 0.5)


def p_deputy(c, rng):
    hat_cowboy(c, (110, 110, 120), BLACK)
    c.rect(CX - R + 1, SEAM + 1, 9, 26, (150, 100, 60))
    c.rect(CX + R - 10, SEAM + 1, 9, 26, (150, 100, 60))
    badge(c, (210, 214, 224), 6)
    c.ring((84, 76), 5, 1.4, GREY)
    c.ring((92, 80), 5, 1.4, GREY)


def p_sailor(c, rng):
    c.ellipse((CX, 25), 15, 5, WHITE, INK)
    c.rect(CX - 13, 25, 26, 3, (40, 70, 160))
    c.poly([(CX - 20, SEAM), (CX + 20, SEAM), (CX, SEAM + 12)], (40, 70, 160), 0.6)
    c.ring((CX, 74), 4, 1.2, GOLD)
    c.line((CX, 70), (CX, 82), 1.2, GOLD)
    c.arc((CX, 78), 5, 200, 340, 1.2, GOLD)


def p_pirate(c, rng):
    c.poly([(CX - 26, 28), (CX, 8), (CX + 26, 28), (CX, 22)], BLACK, INK)
    c.circle((CX, 18), 3, WHITE)
    c.line((CX - 10, 34), (CX + 16, 48), 0.8, BLACK)
    c.ellipse((CX + 7, EYE_Y), 5.4, 5.4, BLACK)
    c.ellipse((78, 38), 6, 9, (40, 170, 60), INK)
    c.circle((80, 30), 4.6, RED, INK)
    c.poly([(84, 29), (89, 31), (84, 33)], GOLD)


def p_captain_back(c, rng):
    c.ring((CX, 62), 30, 2.4, BROWN)
    for i in range(8):
        a = i * math.pi / 4
        c.line((CX + 26 * math.cos(a), 62 + 26 * math.sin(a)),
               (CX + 38 * math.cos(a), 62 + 38 * math.sin(a)), 2.6, BROWN)  # fmt: skip


def p_captain(c, rng):
    c.ellipse((CX, 22), 19, 7, WHITE, INK)
    c.rect(CX - 15, 22, 30, 6, (30, 40, 90), outline=0.6)
    c.rect(CX - 14, 27, 28, 2.4, GOLD)
    c.star((CX, 19), 3.2, GOLD)
    beard(c, (240, 240, 240))


def p_diver(c, rng):
    c.ring((CX, 42), 20, 7, (200, 150, 60))
    c.ring((CX, 42), 23.5, 0.8, BLACK)
    c.ring((CX, 44), 14.5, 1.6, (150, 100, 40))
    c.circle((CX, 44), 14, (170, 220, 240, 70))
    for a in range(0, 360, 45):
        t = math.radians(a)
        c.circle((CX + 17 * math.cos(t), 44 + 17 * math.sin(t)), 1.4, (150, 100, 40))
    for i in range(4):
        c.circle((78 + i * 3, 30 - i * 7), 2 + i * 0.6, (220, 240, 255, 200))


def p_mermaid_back(c, rng):
    for i in range(6):
        c.ellipse((CX - 18 + i * 7, 40), 6, 22, (220, 70, 50), angle=-20 + i * 8)


def p_mermaid(c, rng):
    c.rect(CX - R + 1, SEAM + 1, 2 * R - 2, 20, (50, 190, 160))
    c.poly([(CX, 78), (CX - 18, 96), (CX - 4, 92), (CX, 98), (CX + 4, 92), (CX + 18, 96)],
           (50, 190, 160), INK)  # fmt: skip
    for x in (-8, 0, 8):
        c.arc((CX + x, 66), 3, 180, 360, 0.6, (20, 120, 100))
    for s in (-1, 1):
        c.circle((CX + s * 7, SEAM - 2), 4, (250, 170, 190), 0.6)


def p_moose_back(c, rng):
    c.poly([(CX - 26, 94), (CX - 30, 50), (CX + 30, 50), (CX + 26, 94)], RED, INK)
    for s in (-1, 1):
        pts = [
            (CX + s * 10, 28),
            (CX + s * 22, 10),
            (CX + s * 26, 18),
            (CX + s * 32, 4),
            (CX + s * 36, 14),
            (CX + s * 44, 8),
            (CX + s * 42, 22),
            (CX + s * 30, 30),
        ]
        c.poly(pts, (170, 120, 70), INK)


def p_moose(c, rng):
    c.ellipse((CX, EYE_Y + 8), 10, 6, (150, 100, 60), INK)
    c.circle((CX - 4, EYE_Y + 8), 1.4, BLACK)
    c.circle((CX + 4, EYE_Y + 8), 1.4, BLACK)
    c.star((CX, 72), 7, GOLD, outline=0.6)


def p_king_back(c, rng):
    c.poly([(CX - 30, 94), (CX - 26, 50), (CX + 26, 50), (CX + 30, 94)], (150, 20, 60), INK)
    c.rect(CX - 28, 48, 56, 6, WHITE, r=3, outline=0.6)
    for x in range(-24, 26, 8):
        c.circle((CX + x, 51), 0.9, BLACK)


def p_king(c, rng):
    c.poly([(CX - 16, 28), (CX - 18, 10), (CX - 8, 18), (CX, 6), (CX + 8, 18), (CX + 18, 10),
            (CX + 16, 28)], GOLD, INK)  # fmt: skip
    for x, col in ((-10, RED), (0, BLUE), (10, (40, 180, 80))):
        c.circle((CX + x, 24), 2, col)
    c.line((80, 90), (84, 40), 1.8, GOLD)
    c.circle((84, 38), 4, RED, INK)


def p_queen(c, rng):
    c.poly([(CX - 14, 28), (CX - 10, 18), (CX - 5, 23), (CX, 12), (CX + 5, 23), (CX + 10, 18),
            (CX + 14, 28)], (220, 220, 240), INK)  # fmt: skip
    c.circle((CX, 15), 2, (230, 60, 160))
    for i in range(9):
        a = math.radians(200 + i * 17.5)
        c.circle((CX + 16 * math.cos(a), SEAM - 8 - 9 * math.sin(a)), 1.6, WHITE, 0.3)
    c.poly([(70, 70), (92, 56), (94, 76)], (230, 110, 180), INK)
    for i in range(4):
        c.line((70, 70), (92 + i * 0.6, 58 + i * 5), 0.5, darker((230, 110, 180)))


def p_wizard(c, rng):
    c.poly([(CX - 22, 30), (CX + 4, -4), (CX + 22, 30)], (60, 50, 170), INK)
    c.ellipse((CX, 30), 24, 4, (60, 50, 170), INK)
    for x, y in ((CX - 6, 20), (CX + 6, 12), (CX + 8, 24)):
        c.star((x, y), 2.6, GOLD)
    beard(c, (240, 240, 240))
    c.line((80, 92), (86, 50), 1.8, BROWN)
    c.star((86, 46), 6, (255, 240, 120), outline=0.6)


def p_golden(c, rng):
    for _ in range(10):
        c.star((rng.uniform(4, 96), rng.uniform(4, 96)), rng.uniform(2, 4), (255, 250, 200),
               n=4, inner=0.25)  # fmt: skip
    c.ellipse((CX + 8, TOP + 14), 3, 10, (255, 255, 230, 200), angle=30)


@dataclass
class Bean:
    top: tuple[int, int, int]
    bottom: tuple[int, int, int]
    pattern: str = ""
    pattern_colour: tuple[int, int, int] = WHITE
    expr: str = "smile"
    back: list[Callable[..., None]] = field(default_factory=list)
    front: list[Callable[..., None]] = field(default_factory=list)


BEANS: dict[str, Bean] = {
    "Lion Bean": Bean((240, 190, 90), (230, 160, 60), "", WHITE, "grin", [p_mane], [p_lion_front]),
    "Ring Master Bean": Bean((250, 220, 190), RED, "", WHITE, "smile", [], [p_ringmaster]),
    "Cannonball Bean": Bean(
        (250, 220, 190), (60, 60, 200), "stars", GOLD, "open", [p_cannon], [p_cannon_helmet]
    ),  # fmt: skip
    "Clown Bean": Bean(WHITE, (250, 230, 60), "dots", RED, "grin", [p_clown_wig], [p_clown]),
    "Juggler Bean": Bean(
        (250, 200, 200), (40, 180, 200), "zigzag", GOLD, "smile", [], [p_juggler]
    ),  # fmt: skip
    "Astronaut Bean": Bean(WHITE, (230, 232, 240), "", WHITE, "smile", [], [p_astronaut]),
    "Alien Bean": Bean(
        (120, 220, 90), (90, 190, 70), "spots", (60, 140, 50), "open", [], [p_alien]
    ),  # fmt: skip
    "Robot Bean": Bean((180, 186, 196), (140, 146, 156), "", WHITE, "robot", [], [p_robot]),
    "Rocket Bean": Bean(WHITE, (220, 224, 236), "", WHITE, "grin", [p_rocket_back], [p_rocket]),
    "Comet Bean": Bean((170, 220, 255), (110, 170, 250), "stars", WHITE, "open", [p_comet_back]),
    "Chef Bean": Bean((250, 220, 190), WHITE, "checks", (40, 40, 40), "smile", [], [p_chef]),
    "Hot Dog Bean": Bean((210, 90, 60), (190, 70, 50), "", WHITE, "grin", [p_bun_back], [p_bun]),
    "Pizza Bean": Bean((220, 160, 90), (250, 210, 90), "", WHITE, "open", [], [p_pizza]),
    "Sundae Bean": Bean(
        (250, 230, 240), (170, 220, 250), "vstripes", WHITE, "smile", [], [p_sundae]
    ),  # fmt: skip
    "Popcorn Bean": Bean((252, 240, 200), WHITE, "vstripes", RED, "open", [], [p_popcorn]),
    "Zombie Bean": Bean(
        (150, 200, 120), (110, 90, 80), "spots", (80, 60, 50), "worried", [], [p_zombie]
    ),  # fmt: skip
    "Vampire Bean": Bean(
        (230, 230, 240), BLACK, "", WHITE, "fangs", [p_vampire_back], [p_vampire]
    ),  # fmt: skip
    "Mummy Bean": Bean((230, 220, 190), (220, 210, 180), "", WHITE, "open", [], [p_mummy]),
    "Ghost Bean": Bean((240, 244, 255), (240, 244, 255), "", WHITE, "ghost", [], [p_ghost]),
    "Werewolf Bean": Bean(
        (150, 110, 80), (120, 86, 60), "spots", (90, 60, 40), "fangs", [], [p_werewolf]
    ),  # fmt: skip
    "Skater Bean": Bean(
        (250, 220, 190), (250, 120, 40), "checks", BLACK, "grin", [], [p_skater]
    ),  # fmt: skip
    "Surfer Bean": Bean(
        (250, 210, 160), (40, 180, 200), "dots", (250, 240, 120), "grin", [p_surf_back], [p_surfer]
    ),  # fmt: skip
    "Snowboarder Bean": Bean(
        (250, 220, 200), (150, 90, 220), "zigzag", WHITE, "open", [], [p_snowboard]
    ),  # fmt: skip
    "BMX Bean": Bean((250, 220, 190), (40, 200, 120), "stripes", BLACK, "angry", [], [p_bmx]),
    "Skydiver Bean": Bean(
        (250, 220, 190), (250, 90, 60), "stars", WHITE, "open", [p_parachute], [p_goggles]
    ),  # fmt: skip
    "Kangaroo Bean": Bean(
        (200, 130, 80), (230, 170, 120), "", WHITE, "smile", [p_kangaroo_back], [p_kangaroo]
    ),  # fmt: skip
    "Croc Bean": Bean((90, 170, 70), (200, 210, 120), "", WHITE, "smirk", [], [p_croc]),
    "Koala Bean": Bean((170, 174, 182), (220, 220, 226), "", WHITE, "sleepy", [], [p_koala]),
    "Emu Bean": Bean((120, 110, 100), (150, 130, 110), "", WHITE, "open", [p_emu_back], [p_emu]),
    "Platypus Bean": Bean(
        (140, 100, 70), (120, 84, 56), "", WHITE, "smile", [p_platypus_back], [p_platypus]
    ),  # fmt: skip
    "Sheriff Bean": Bean((250, 220, 190), (120, 90, 60), "", WHITE, "angry", [], [p_sheriff]),
    "Cowboy Bean": Bean(
        (250, 220, 190), (60, 100, 180), "checks", (40, 60, 130), "grin", [], [p_cowboy]
    ),  # fmt: skip
    "Bandit Bean": Bean(
        (250, 220, 190), BLACK, "stripes", (90, 90, 100), "angry", [], [p_bandit]
    ),  # fmt: skip
    "Prospector Bean": Bean(
        (250, 220, 190), (110, 80, 60), "", WHITE, "smile", [p_prospector_back], [p_prospector]
    ),  # fmt: skip
    "Deputy Bean": Bean((250, 220, 190), (230, 220, 200), "", WHITE, "worried", [], [p_deputy]),
    "Sailor Bean": Bean(
        (250, 220, 190), WHITE, "stripes", (40, 70, 160), "smile", [], [p_sailor]
    ),  # fmt: skip
    "Pirate Bean": Bean((250, 220, 190), RED, "stripes", WHITE, "grin", [], [p_pirate]),
    "Captain Bean": Bean(
        (250, 220, 190), (30, 40, 90), "", WHITE, "smile", [p_captain_back], [p_captain]
    ),  # fmt: skip
    "Diver Bean": Bean((250, 220, 190), (60, 70, 80), "", WHITE, "open", [], [p_diver]),
    "Mermaid Bean": Bean(
        (250, 210, 190), (50, 190, 160), "", WHITE, "smile", [p_mermaid_back], [p_mermaid]
    ),  # fmt: skip
    "Mighty Moose Bean": Bean(
        (190, 140, 90), (170, 120, 70), "", WHITE, "grin", [p_moose_back], [p_moose]
    ),  # fmt: skip
    "King Bean": Bean(
        (250, 220, 190), (120, 40, 160), "dots", GOLD, "smile", [p_king_back], [p_king]
    ),  # fmt: skip
    "Queen Bean": Bean((250, 220, 200), (220, 80, 150), "", WHITE, "smirk", [], [p_queen]),
    "Wizard Bean": Bean((250, 220, 190), (60, 50, 170), "stars", GOLD, "smile", [], [p_wizard]),
    "Golden Bean": Bean(
        (250, 210, 70), (230, 170, 40), "stars", (255, 240, 160), "grin", [], [p_golden]
    ),  # fmt: skip
}


def bean_art(name: str, team: str) -> pygame.Surface:
    rng = rng_of(name)
    spec = BEANS[name]
    c = Canvas((0, 0, 0))
    PLACES[team](c, rng)
    fig = Canvas()
    for fn in spec.back:
        fn(fig, rng)
    body(fig, spec.top, spec.bottom)
    if spec.pattern:
        pattern(fig, spec.pattern, spec.pattern_colour, rng)
    face(fig, spec.expr, rng)
    for fn in spec.front:
        fn(fig, rng)
    tilt = rng.uniform(-9, 9)
    turned = pygame.transform.rotozoom(fig.surf, tilt, 0.92)
    c.surf.blit(turned, turned.get_rect(center=(c.px // 2, int(c.px * 0.52))))
    return c.result()


# ------------------------------------------------------------------------------ cosmos
def _sky(c: Canvas, rng: random.Random, top=(10, 12, 40), bottom=(40, 30, 90)) -> None:
    c.vgrad(top, bottom)
    for _ in range(50):
        c.circle((rng.uniform(0, 100), rng.uniform(0, 100)), rng.uniform(0.3, 1.0), WHITE)


def _craters(c: Canvas, centre, r: float, colour, rng: random.Random, n: int = 6) -> None:
    for _ in range(n):
        a, d = rng.uniform(0, math.tau), rng.uniform(0, r * 0.7)
        c.circle((centre[0] + d * math.cos(a), centre[1] + d * math.sin(a)),
                 rng.uniform(r * 0.08, r * 0.18), colour)  # fmt: skip


def _moon(c: Canvas, rng, centre, r, colour, craters=True) -> None:
    c.glow(centre, r * 1.5, lighter(colour, 0.3))
    c.circle(centre, r, colour, INK)
    if craters:
        _craters(c, centre, r, darker(colour, 0.85), rng)


def cosmos_harvest(c, rng):
    _sky(c, rng, (40, 20, 50), (200, 100, 60))
    _moon(c, rng, (50, 40), 26, (250, 160, 60))
    c.rect(0, 78, 100, 22, (150, 110, 40))
    for x in range(6, 100, 16):
        c.poly([(x - 5, 84), (x, 66), (x + 5, 84)], (230, 190, 80), 0.8)
        c.line((x, 68), (x, 90), 0.8, (170, 130, 40))


def cosmos_blue(c, rng):
    _sky(c, rng, (4, 10, 40), (20, 40, 100))
    _moon(c, rng, (50, 50), 32, (120, 170, 250))
    c.arc((50, 50), 26, 100, 170, 2, (200, 230, 255))


def cosmos_crescent(c, rng):
    _sky(c, rng, (10, 10, 30), (30, 20, 70))
    c.glow((50, 50), 44, (250, 240, 180))
    c.circle((50, 50), 32, (250, 240, 170), INK)
    c.circle((64, 42), 28, (22, 16, 54))
    c.star((78, 74), 4, (250, 240, 170), n=4, inner=0.3)


def cosmos_bigtop(c, rng):
    _sky(c, rng, (30, 10, 40), (90, 30, 80))
    c.glow((50, 46), 44, (250, 200, 200))
    c.circle((50, 46), 30, (250, 240, 230), INK)
    for i in range(6):
        x = 24 + i * 10
        c.rect(x, 20, 5, 52, (220, 50, 50, 220))
    c.ring((50, 46), 30, 1.6, BLACK)
    c.poly([(46, 16), (50, 4), (54, 16)], (220, 50, 50), INK)
    c.poly([(50, 4), (62, 7), (50, 10)], GOLD)


def cosmos_outback(c, rng):
    _sky(c, rng, (60, 20, 30), (220, 100, 50))
    _moon(c, rng, (58, 38), 26, (250, 120, 60))
    c.poly([(0, 100), (0, 80), (30, 70), (60, 76), (100, 70), (100, 100)], (120, 40, 20))
    # a kangaroo's silhouette hopping along the ridge
    c.ellipse((24, 62), 9, 6, BLACK, angle=-35)
    c.ellipse((31, 53), 3.6, 3, BLACK, angle=-20)
    c.poly([(30, 51), (31, 44), (33, 50)], BLACK)
    c.poly([(32.5, 51), (35, 45), (35, 51)], BLACK)
    c.lines([(17, 67), (8, 74), (0, 76)], BLACK, 2.2)
    c.lines([(26, 66), (30, 72), (38, 73)], BLACK, 1.8)
    c.line((28, 58), (33, 61), 1.2, BLACK)


def cosmos_full(c, rng):
    _sky(c, rng, (0, 0, 20), (10, 10, 50))
    c.rays((50, 50), (255, 255, 220, 40), 18)
    _moon(c, rng, (50, 50), 38, (245, 245, 235))
    _craters(c, (50, 50), 38, (210, 210, 200), rng, 10)


def _rocks(c, rng, n: int, rmin: float, rmax: float, faces: bool = False) -> None:
    spots = [(rng.uniform(8, 92), rng.uniform(8, 92)) for _ in range(n)]
    if faces:
        spots = [(26, 28), (72, 26), (50, 54), (24, 78), (76, 78)]
    for x, y in spots:
        r = rng.uniform(rmin, rmax)
        col = mix((120, 100, 90), (170, 150, 130), rng.random())
        c.blob((x, y), r, col, rng, wobble=0.25, outline=0.8)
        c.circle((x - r * 0.3, y - r * 0.2), r * 0.2, darker(col, 0.8))
        if faces:
            c.circle((x - r * 0.3, y), r * 0.16, WHITE)
            c.circle((x + r * 0.3, y), r * 0.16, WHITE)
            c.circle((x - r * 0.3, y), r * 0.08, BLACK)
            c.circle((x + r * 0.3, y), r * 0.08, BLACK)
            c.arc((x, y + r * 0.1), r * 0.3, 210, 330, 0.6, BLACK)


def cosmos_asteroids(c, rng):
    _sky(c, rng, (14, 10, 30), (50, 30, 60))
    _rocks(c, rng, 6, 5, 11)


def cosmos_dense(c, rng):
    _sky(c, rng, (30, 14, 20), (80, 30, 40))
    _rocks(c, rng, 26, 3, 8)


def cosmos_rookie(c, rng):
    _sky(c, rng, (10, 30, 50), (30, 70, 90))
    _rocks(c, rng, 5, 11, 14, faces=True)


COSMOS = {
    "Harvest Moon": cosmos_harvest,
    "Blue Moon": cosmos_blue,
    "Crescent Moon": cosmos_crescent,
    "Big Top Moon": cosmos_bigtop,
    "Outback Moon": cosmos_outback,
    "Full Moon": cosmos_full,
    "Asteroid Field": cosmos_asteroids,
    "Dense Asteroid Field": cosmos_dense,
    "Rookie Rocks": cosmos_rookie,
}


# ------------------------------------------------------------------------------ actions
def mini_bean(c: Canvas, at, s: float, colour, expr: str = "smile", turn: float = 0) -> None:
    """A small bean (``s`` = its height) standing at ``at``, turned by ``turn`` degrees."""
    fig = Canvas()
    body(fig, lighter(colour, 0.3), colour)
    face(fig, expr, random.Random(0))
    scale = s / 60
    turned = pygame.transform.rotozoom(fig.surf, turn, scale)
    c.surf.blit(turned, turned.get_rect(center=(int(at[0] * c.k), int(at[1] * c.k))))


def _action_bg(c: Canvas, top, bottom) -> None:
    c.vgrad(top, bottom)


def act_no(c, rng):
    _action_bg(c, (250, 230, 120), (250, 170, 80))
    mini_bean(c, (34, 58), 56, BLUE, "worried", 10)
    c.rect(54, 26, 26, 36, (250, 210, 170), r=10, outline=INK)
    for i in range(4):
        c.rect(55 + i * 6.4, 10, 5.6, 22, (250, 210, 170), r=2.8, outline=INK)
    c.rect(46, 40, 14, 8, (250, 210, 170), r=4, outline=INK)
    c.ring((50, 50), 44, 4, RED)
    c.line((20, 80), (80, 20), 4, RED)


def act_slipped(c, rng):
    _action_bg(c, (180, 230, 250), (220, 240, 250))
    c.rect(0, 82, 100, 18, (120, 180, 90))
    mini_bean(c, (56, 50), 50, ORANGE, "open", 70)
    c.poly([(20, 84), (30, 74), (36, 84)], (250, 220, 60), INK)
    c.poly([(30, 74), (40, 70), (44, 84), (36, 84)], (240, 200, 40), INK)
    for x, y in ((80, 20), (70, 12), (88, 32)):
        c.star((x, y), 4, GOLD, outline=0.6)


def act_boomerang(c, rng):
    _action_bg(c, (120, 200, 250), (240, 220, 160))
    c.arc((50, 50), 34, 20, 320, 1.6, (255, 255, 255, 200))
    c.poly([(80, 60), (88, 50), (90, 64)], WHITE)
    pts = [(30, 40), (50, 24), (70, 40), (64, 44), (50, 33), (36, 44)]
    c.poly(pts, (200, 110, 50), INK)
    for x in (40, 60):
        c.line((x, 34), (x, 38), 1.2, (250, 220, 120))
    mini_bean(c, (50, 74), 34, GREEN, "grin")


def act_byebye(c, rng):
    _sky(c, rng, (40, 60, 140), (120, 160, 230))
    c.lines([(6, 96), (30, 70), (52, 48)], (255, 255, 255, 180), 6)
    mini_bean(c, (64, 36), 40, PINK, "open", -40)
    c.ring((86, 14), 6, 1, WHITE)
    c.star((86, 14), 3, WHITE, n=4, inner=0.3)


def act_freebie(c, rng):
    _action_bg(c, (250, 200, 220), (250, 160, 200))
    mini_bean(c, (50, 36), 40, (60, 190, 90), "grin")
    c.rect(22, 54, 56, 38, RED, outline=INK)
    c.rect(18, 50, 64, 10, (240, 60, 60), outline=INK)
    c.rect(46, 50, 8, 42, GOLD)
    c.ellipse((40, 48), 9, 5, GOLD, INK, angle=-20)
    c.ellipse((60, 48), 9, 5, GOLD, INK, angle=20)
    for x, y in ((16, 20), (84, 24), (80, 44), (20, 40)):
        c.star((x, y), 3.4, WHITE, n=4, inner=0.3)


def act_double(c, rng):
    _action_bg(c, (140, 60, 200), (220, 80, 160))
    mini_bean(c, (32, 54), 52, GOLD, "angry", 10)
    mini_bean(c, (68, 54), 52, GOLD, "angry", -10)
    c.star((50, 16), 8, WHITE, n=8, inner=0.5, outline=0.8)


def act_boost(c, rng):
    _action_bg(c, (250, 120, 40), (250, 220, 60))
    c.rays((50, 56), (255, 240, 180, 120), 12)
    mini_bean(c, (50, 58), 54, RED, "angry")
    c.poly([(50, 4), (66, 22), (56, 22), (56, 30), (44, 30), (44, 22), (34, 22)], (60, 200, 90),
           INK)  # fmt: skip
    c.text("+50", 14, (50, 90), WHITE)


def act_sharpshoot(c, rng):
    _action_bg(c, (40, 60, 80), (80, 110, 130))
    mini_bean(c, (50, 52), 50, ORANGE, "worried")
    c.ring((50, 50), 30, 2.4, RED)
    c.ring((50, 50), 14, 1.6, RED)
    for a, b in (((50, 10), (50, 30)), ((50, 70), (50, 90)), ((10, 50), (30, 50)),
                 ((70, 50), (90, 50))):  # fmt: skip
        c.line(a, b, 1.8, RED)


def act_blitz(c, rng):
    _sky(c, rng, (30, 30, 50), (70, 70, 110))
    for x, col in ((24, RED), (50, BLUE), (76, GREEN)):
        mini_bean(c, (x, 72), 30, col, "open")
    for x in (24, 50, 76):
        c.poly([(x + 2, 0), (x - 6, 30), (x, 30), (x - 4, 54), (x + 8, 22), (x + 2, 22),
                (x + 8, 0)], (255, 240, 80), 0.6)  # fmt: skip


def act_knockdown(c, rng):
    _action_bg(c, (200, 230, 250), (240, 240, 220))
    c.rect(0, 80, 100, 20, (170, 130, 90))
    mini_bean(c, (50, 72), 52, PURPLE, "sleepy", 90)
    for i in range(5):
        a = math.radians(i * 72)
        c.star((50 + 22 * math.cos(a), 44 + 8 * math.sin(a)), 4, GOLD, outline=0.6)


def act_knockoff(c, rng):
    _action_bg(c, (120, 200, 160), (60, 140, 110))
    c.rect(0, 70, 62, 30, (80, 50, 30))
    mini_bean(c, (78, 58), 34, (40, 200, 220), "open", -60)
    c.rect(14, 44, 30, 16, (250, 210, 170), r=6, outline=INK)
    c.rect(40, 48, 20, 6, (250, 210, 170), r=3, outline=INK)
    for i in range(3):
        c.line((64, 40 + i * 8), (72, 38 + i * 8), 1.2, WHITE)


def act_burst(c, rng):
    _action_bg(c, (40, 20, 60), (100, 40, 100))
    c.star((50, 50), 40, (250, 120, 40), n=12, inner=0.55, outline=INK)
    c.star((50, 50), 24, (255, 230, 80), n=12, inner=0.55)
    for (x, y), col, t in (((16, 18), RED, 30), ((82, 20), BLUE, -30), ((82, 82), GREEN, 140)):
        mini_bean(c, (x, y), 24, col, "open", t)


def act_scoop(c, rng):
    _action_bg(c, (250, 240, 200), (240, 210, 160))
    c.line((90, 6), (60, 40), 3, BROWN)
    c.poly([(24, 44), (66, 36), (70, 60), (40, 76), (22, 66)], (170, 176, 186), INK)
    for (x, y), col in (((38, 56), RED), ((50, 52), BLUE), ((44, 64), GOLD), ((58, 58), PINK)):
        mini_bean(c, (x, y), 16, col, "grin", rng.uniform(-40, 40))


ACTIONS = {
    "No You Don't!": act_no,
    "You Slipped!": act_slipped,
    "Boomerang!": act_boomerang,
    "Bye Bye Beanie": act_byebye,
    "Freebie Beanie": act_freebie,
    "Double Trouble!": act_double,
    "+50 Attack Boost!": act_boost,
    "Sharpshoot!": act_sharpshoot,
    "Bean Blitz!": act_blitz,
    "Knockdown!": act_knockdown,
    "Knock It Off!": act_knockoff,
    "Bean Burst!": act_burst,
    "Bean Scoop!": act_scoop,
}


def scene_art(name: str, table: dict[str, Callable[[Canvas, random.Random], None]]):
    c = Canvas((0, 0, 0))
    table[name](c, rng_of(name))
    return c.result()


STYLE = (
    "Mighty Beanz: toy-bright flat colours, a thick ink outline, one highlight; every Bean a "
    "two-colour capsule with its own face, pattern and accessory in its team's place; Cosmos "
    "cards a moon or an asteroid field in a starry sky; Actions a scene played by beans."
)


def card_list() -> list[dict[str, Any]]:
    with open(ROOT / "tabletop" / "games" / "beanz" / "cards.toml", "rb") as f:
        return list(tomllib.load(f)["card"])


def cards() -> dict[str, dict[str, Any]]:
    """Every card name with the face dict the table draws."""
    from tabletop.games.beanz import faces  # noqa: F401  (registers the card style)
    from tabletop.games.beanz.labels import card_dict

    return {c["name"]: card_dict(c) for c in card_list()}


def picture(face: dict[str, Any]) -> pygame.Surface:
    """A card's picture from its face dict (kind bean, moon, asteroid or action)."""
    name = face["name"]
    if face["kind"] == "bean":
        return bean_art(name, face["team"])
    if face["kind"] in ("moon", "asteroid"):
        return scene_art(name, COSMOS)
    return scene_art(name, ACTIONS)


def generate(game_cards: dict[str, dict[str, Any]]) -> None:
    for name, face in game_cards.items():
        common.save_art(GAME, name, paletted(picture(face)))
