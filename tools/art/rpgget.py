"""RPG Get! card art: every character a portrait in its class's style (the weapon of its class
beside it, the colours of its series' world behind it; a Lv2 card the same hero in a golden
aura), every Enemy its own creature, every Mission a place, every Reward its item, every Event
and Roadblock a scene.

Style (docs/art.md): a console-RPG look, bright anime colours with a thin ink line (0.9 units
of 100), big eyes, the world behind in the series' palette (Phantasy Star Online cold blue
tech, Grandia II warm sunset, Skies of Arcadia open sky, Evolution Worlds sepia ruins)."""

from __future__ import annotations

import math
import random
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from tools.art import common
from tools.art.canvas import ROOT, Canvas, darker, lighter, mix, paletted, rng_of

GAME = "rpgget"
STYLE = (
    "RPG Get!: console-RPG anime look, bright colours, a thin ink line, big eyes; portraits in "
    "the class's colours with its weapon, the series' world behind (PSO cold tech blue, Grandia "
    "II warm sunset, Skies of Arcadia open sky, Evolution Worlds sepia ruins); Lv2 cards add a "
    "golden aura; enemies each their own creature, missions places, rewards items."
)
INK = 0.9
Col = tuple[int, int, int]
WHITE, BLACK, GOLD, RED = (250, 250, 246), (26, 22, 30), (246, 200, 60), (220, 50, 50)
SKIN, TAN, PALE = (250, 214, 186), (214, 160, 120), (252, 228, 210)
STEEL, DARK = (170, 180, 196), (60, 64, 80)


# ------------------------------------------------------------------------------ worlds
def world(c: Canvas, series: str, rng: random.Random) -> None:
    """The series' world behind a figure."""
    if series == "Phantasy Star Online":
        c.vgrad((14, 30, 70), (40, 90, 150))
        for i in range(0, 100, 10):
            c.line((i, 62), (50 + (i - 50) * 2.2, 100), 0.4, (80, 160, 230))
        for y in (66, 74, 86):
            c.line((0, y), (100, y), 0.4, (80, 160, 230))
        c.circle((80, 18), 7, (140, 200, 255, 120))
    elif series == "Grandia II":
        c.vgrad((250, 170, 100), (250, 230, 170), 0, 70)
        c.circle((22, 30), 12, (255, 240, 190))
        c.poly([(0, 100), (0, 66), (30, 58), (60, 68), (100, 56), (100, 100)], (110, 140, 80))
        c.poly([(0, 100), (0, 80), (40, 72), (100, 82), (100, 100)], (80, 110, 60))
    elif series == "Skies of Arcadia":
        c.vgrad((90, 160, 240), (200, 230, 255))
        for x, y in ((18, 70), (80, 80), (60, 30)):
            c.blob((x, y), 9, (255, 255, 255, 230), rng)
            c.blob((x + 8, y + 2), 7, (255, 255, 255, 230), rng)
        c.blob((84, 20), 6, (150, 120, 90), rng)  # a floating island
        c.poly([(78, 22), (90, 22), (84, 32)], (120, 96, 70))
    else:  # Evolution Worlds
        c.vgrad((200, 170, 120), (240, 220, 180))
        for x in (6, 86):
            c.rect(x, 30, 9, 70, (170, 140, 100), outline=INK)
            c.rect(x - 2, 28, 13, 5, (150, 120, 84), outline=INK)
        c.ring((50, 40), 30, 2, (180, 150, 110))


# ------------------------------------------------------------------------------ heroes
@dataclass
class Hero:
    series: str
    hair: str = "short"  # short, spiky, long, bob, twintail, braid, ponytail, slick, wild, none
    hair_colour: Col = (90, 60, 40)
    eyes: Col = (60, 100, 180)
    outfit: Col = (60, 90, 160)
    trim: Col = GOLD
    skin: Col = SKIN
    race: str = "human"  # human, newman, android, beast, bird, automaton
    head: str = ""  # bandana, hat_force, witch, helmet, visor, circlet, cap, goggles, hood
    head_colour: Col = (200, 40, 40)
    weapon: str = ""  # sword, saber, gun, rifle, staff, wand, axe, fist, boomerang, ...
    extras: tuple[str, ...] = ()  # notes, wing, scar, patch, beard, moustache, old, shades
    female: bool = False


def hero_body(c: Canvas, h: Hero) -> None:
    c.poly([(16, 100), (22, 80), (36, 72), (64, 72), (78, 80), (84, 100)], h.outfit, INK)
    c.poly([(42, 72), (50, 84), (58, 72)], h.trim, INK)
    for s in (-1, 1):
        c.ellipse((50 + s * 26, 80), 9, 6, lighter(h.outfit, 0.2) if h.race != "android" else
                  STEEL, INK)  # fmt: skip
    c.line((30, 92), (70, 92), 1.6, h.trim)
    if h.race in ("android", "automaton"):
        c.rect(40, 86, 20, 8, DARK, r=2, outline=INK)
        c.circle((50, 90), 2, (120, 240, 255))


def hair_back(c: Canvas, h: Hero) -> None:
    col = h.hair_colour
    if h.hair in ("long", "braid"):
        c.rect(30, 30, 40, 46, col, r=10, outline=INK)
    if h.hair == "twintail":
        for s in (-1, 1):
            c.ellipse((50 + s * 24, 56), 7, 20, col, INK, angle=s * -12)
    if h.hair == "ponytail":
        c.ellipse((70, 50), 7, 18, col, INK, angle=-25)
    if h.hair == "wild":
        c.star((50, 42), 28, col, n=11, inner=0.7, outline=INK)


def hair_front(c: Canvas, h: Hero) -> None:
    col = h.hair_colour
    if h.hair == "none":
        return
    if h.hair == "spiky":
        c.poly([(30, 40), (26, 22), (36, 28), (38, 12), (46, 24), (54, 8), (58, 24), (68, 14),
                (66, 30), (76, 26), (70, 40), (62, 30), (50, 34), (40, 30)], col, INK)  # fmt: skip
        return
    if h.hair == "slick":
        c.poly([(31, 42), (32, 26), (44, 18), (60, 18), (70, 28), (69, 40), (60, 28), (44, 30)],
               col, INK)  # fmt: skip
        return
    c.poly([(30, 46), (31, 28), (40, 19), (56, 17), (68, 24), (71, 44), (64, 32), (56, 36),
            (50, 30), (42, 36), (36, 32)], col, INK)  # fmt: skip
    if h.hair == "bob":
        for s in (-1, 1):
            c.rect(50 + s * 19 - 4, 32, 8, 26, col, r=3, outline=INK)
    if h.hair == "braid":
        for i in range(4):
            c.circle((30, 58 + i * 6), 3.4, col, INK)


def hero_head(c: Canvas, h: Hero) -> None:
    skin = h.skin
    if h.race in ("android",):
        skin = STEEL
    c.rect(44, 60, 12, 12, darker(skin, 0.85), outline=INK)
    if h.race == "newman":
        for s in (-1, 1):
            c.poly([(50 + s * 18, 42), (50 + s * 30, 32), (50 + s * 18, 50)], skin, INK)
    c.ellipse((50, 44), 19, 21, skin, INK)
    if h.race == "android":
        c.rect(31, 38, 38, 10, (40, 44, 60), r=4, outline=INK)
        c.rect(34, 40, 32, 5, (120, 240, 255), r=2)
        c.line((38, 54), (62, 54), 1.2, DARK)
        return
    for s in (-1, 1):
        x = 50 + s * 8
        c.ellipse((x, 45), 4.2, 5.4, WHITE, INK)
        c.ellipse((x, 46), 3, 4.2, h.eyes)
        c.circle((x, 46.5), 1.6, BLACK)
        c.circle((x - 1, 44.5), 1, WHITE)
        c.line((x - 4, 38.5), (x + 4, 38.5 - s * 0.6), 1, darker(h.hair_colour, 0.7))
    if h.female:
        c.arc((50, 54), 3, 210, 330, 1, (190, 70, 80))
    else:
        c.line((47, 56), (53, 56), 1, (150, 80, 70))


def headgear(c: Canvas, h: Hero) -> None:
    col = h.head_colour
    if h.head == "bandana":
        c.poly([(30, 34), (50, 26), (70, 34), (70, 30), (50, 20), (30, 28)], col, INK)
        c.poly([(68, 32), (80, 40), (76, 30)], col, INK)
    elif h.head == "hat_force":
        c.ellipse((50, 28), 28, 6, col, INK)
        c.poly([(34, 28), (40, 6), (60, 4), (66, 28)], col, INK)
        c.rect(35, 22, 30, 4, h.trim)
    elif h.head == "witch":
        c.ellipse((50, 28), 28, 6, col, INK)
        c.poly([(34, 28), (58, -4), (66, 28)], col, INK)
        c.star((52, 16), 3, h.trim)
    elif h.head == "helmet":
        c.poly([(29, 44), (30, 24), (40, 14), (60, 14), (70, 24), (71, 44), (64, 30), (36, 30)],
               col, INK)  # fmt: skip
        c.poly([(46, 14), (50, 2), (54, 14)], h.trim, INK)
    elif h.head == "visor":
        c.rect(30, 38, 40, 10, (40, 40, 60, 230), r=4, outline=INK)
        c.rect(33, 40, 34, 4, (250, 90, 90), r=2)
    elif h.head == "circlet":
        c.line((31, 32), (69, 32), 1.8, GOLD)
        c.poly([(47, 32), (50, 26), (53, 32)], (80, 200, 240), INK)
    elif h.head == "cap":
        c.poly([(30, 34), (34, 20), (50, 16), (66, 20), (70, 34)], col, INK)
        c.poly([(30, 34), (14, 36), (30, 30)], darker(col), INK)
    elif h.head == "goggles":
        c.line((31, 30), (69, 30), 2.4, BROWN)
        for x in (42, 58):
            c.circle((x, 29), 5, (150, 210, 240), INK)
    elif h.head == "hood":
        c.poly([(26, 60), (28, 24), (50, 10), (72, 24), (74, 60), (68, 40), (50, 26), (32, 40)],
               col, INK)  # fmt: skip


BROWN = (130, 84, 50)


def weapon(c: Canvas, w: str, h: Hero) -> None:
    """The class's weapon at the figure's right (the picture's left)."""
    if w == "sword":
        c.poly([(16, 96), (12, 40), (16, 28), (20, 40), (20, 96)], (220, 226, 236), INK)
        c.rect(8, 76, 16, 4, GOLD, outline=INK)
    elif w == "saber":
        c.rect(12, 30, 6, 52, (140, 255, 220, 220), r=3)
        c.rect(13.5, 32, 3, 48, WHITE, r=1.5)
        c.rect(10, 80, 10, 14, DARK, r=2, outline=INK)
    elif w == "gun":
        c.poly([(6, 66), (30, 66), (30, 72), (16, 72), (14, 82), (8, 82), (10, 72), (6, 72)],
               DARK, INK)  # fmt: skip
        c.circle((28, 69), 1.2, (250, 120, 60))
    elif w == "rifle":
        c.rect(4, 62, 34, 6, DARK, r=2, outline=INK)
        c.rect(8, 68, 8, 12, DARK, r=2, outline=INK)
        c.rect(20, 58, 10, 4, (250, 90, 90), r=1)
    elif w == "staff":
        c.line((16, 98), (22, 26), 2.2, BROWN)
        c.glow((22, 22), 9, (200, 150, 255))
        c.circle((22, 22), 5, (220, 180, 255), INK)
    elif w == "wand":
        c.line((14, 96), (22, 40), 1.6, (220, 220, 240))
        c.star((22, 36), 7, (255, 230, 120), outline=INK)
    elif w == "axe":
        c.line((18, 98), (20, 30), 2.4, BROWN)
        c.poly([(20, 32), (6, 26), (4, 48), (20, 44)], (200, 206, 216), INK)
    elif w == "fist":
        c.rect(8, 70, 18, 16, (200, 206, 216), r=5, outline=INK)
        for i in range(3):
            c.line((12 + i * 5, 70), (12 + i * 5, 76), 0.8, DARK)
    elif w == "boomerang":
        c.poly([(6, 50), (22, 36), (34, 48), (28, 52), (22, 44), (12, 54)], (240, 120, 60), INK)
    elif w == "harpoon":
        c.line((6, 96), (26, 40), 2.4, STEEL)
        c.poly([(22, 44), (28, 30), (32, 46)], STEEL, INK)
    elif w == "cannon":
        c.rect(2, 64, 30, 14, (200, 90, 40), r=6, outline=INK)
        c.circle((4, 71), 4, DARK, INK)
    elif w == "cutlass":
        c.arc((30, 70), 20, 100, 170, 3, (220, 226, 236))
        c.rect(24, 84, 12, 4, GOLD, outline=INK)
    elif w == "dagger":
        for x in (10, 22):
            c.poly([(x, 90), (x - 2, 60), (x + 1, 54), (x + 3, 60), (x + 2, 90)], (220, 226, 236),
                   INK)  # fmt: skip


def extras(c: Canvas, h: Hero) -> None:
    for e in h.extras:
        if e == "notes":
            for x, y in ((78, 20), (86, 34), (74, 44)):
                c.circle((x, y + 5), 2.6, BLACK)
                c.line((x + 2.2, y + 5), (x + 2.2, y - 4), 0.8, BLACK)
        elif e == "wing":
            c.poly([(70, 70), (96, 30), (92, 50), (98, 52), (88, 66), (94, 70)], (50, 30, 60), INK)
        elif e == "scar":
            c.line((56, 38), (62, 52), 1, (180, 80, 80))
        elif e == "patch":
            c.ellipse((58, 45), 5.4, 5.4, BLACK)
            c.line((34, 36), (68, 42), 0.8, BLACK)
        elif e == "beard":
            c.poly([(32, 48), (68, 48), (62, 64), (50, 70), (38, 64)], (220, 220, 224), INK)
        elif e == "moustache":
            c.ellipse((46, 54), 4, 1.6, darker(h.hair_colour, 0.8))
            c.ellipse((54, 54), 4, 1.6, darker(h.hair_colour, 0.8))
        elif e == "cupil":
            c.blob((80, 30), 6, (240, 250, 250), random.Random(1), outline=INK)
            c.circle((78, 29), 1, BLACK)
            c.circle((82, 29), 1, BLACK)
        elif e == "shades":
            c.rect(38, 42, 24, 6, (30, 30, 40), r=2)
        elif e == "crest":
            c.star((50, 84), 4, GOLD, outline=0.6)
        elif e == "bird":
            _bird(c, (82, 22), 9, (120, 80, 50))


def _bird(c: Canvas, at, r: float, col: Col) -> None:
    x, y = at
    c.poly([(x - r, y), (x - r * 2.2, y - r * 0.8), (x - r * 0.6, y - r * 0.2)], col, INK)
    c.poly([(x + r, y), (x + r * 2.2, y - r * 0.8), (x + r * 0.6, y - r * 0.2)], col, INK)
    c.ellipse((x, y), r * 0.8, r * 0.6, col, INK)
    c.circle((x, y - r * 0.6), r * 0.4, lighter(col, 0.5), INK)
    c.poly([(x - r * 0.15, y - r * 0.5), (x + r * 0.15, y - r * 0.5), (x, y - r * 0.2)], GOLD)


def skye(c: Canvas, h: Hero) -> None:
    """Skye is a hawk: the portrait is the bird itself."""
    col = (150, 100, 60)
    for s in (-1, 1):
        c.poly([(50, 56), (50 + s * 46, 30), (50 + s * 40, 46), (50 + s * 44, 52), (50 + s * 30,
                64)], col, INK)  # fmt: skip
    c.ellipse((50, 66), 14, 22, col, INK)
    c.ellipse((50, 70), 8, 14, (240, 220, 180))
    c.circle((50, 40), 12, (230, 220, 200), INK)
    c.poly([(46, 44), (54, 44), (50, 54)], GOLD, INK)
    for s in (-1, 1):
        c.circle((50 + s * 5, 38), 2.4, BLACK)
    c.line((40, 52), (60, 52), 1.6, RED)  # the scarf of a Geohound's companion


def beast(c: Canvas, h: Hero) -> None:
    """Mareg: a beastman, a bear-like head with a mane."""
    col = (120, 80, 50)
    c.star((50, 44), 27, darker(col, 0.8), n=14, inner=0.78, outline=INK)
    for s in (-1, 1):
        c.circle((50 + s * 16, 24), 6, col, INK)
    c.ellipse((50, 46), 19, 20, col, INK)
    c.ellipse((50, 54), 10, 8, (210, 170, 120), INK)
    c.ellipse((50, 50), 3.6, 2.6, BLACK)
    for s in (-1, 1):
        c.circle((50 + s * 8, 41), 2.6, (250, 210, 80), INK)
        c.circle((50 + s * 8, 41), 1.2, BLACK)
    c.line((40, 30), (46, 50), 1, (200, 60, 60))


def hero_art(name: str, h: Hero, lv2: bool) -> pygame.Surface:
    rng = rng_of(name)
    c = Canvas((0, 0, 0))
    world(c, h.series, rng)
    if lv2:
        c.rays((50, 46), (255, 220, 90, 110), 14, rng.uniform(0, 20))
        c.glow((50, 46), 44, (255, 230, 140))
    if h.race == "bird":
        skye(c, h)
    else:
        hair_back(c, h)
        hero_body(c, h)
        if h.race == "beast":
            beast(c, h)
        else:
            hero_head(c, h)
            hair_front(c, h)
            headgear(c, h)
        weapon(c, h.weapon, h)
        extras(c, h)
    if lv2:
        c.star((86, 86), 9, GOLD, outline=INK)
        c.star((86, 86), 4, WHITE)
        c.ring((50, 50), 49, 2.5, GOLD)
    return c.result()


G2, SOA, PSO, EVO = "Grandia II", "Skies of Arcadia", "Phantasy Star Online", "Evolution Worlds"
HEROES: dict[str, Hero] = {
    "Ryudo": Hero(
        G2,
        "spiky",
        (120, 70, 40),
        (150, 80, 40),
        (120, 40, 40),
        (220, 200, 160),
        TAN,
        weapon="sword",
        extras=("bird",),
    ),  # fmt: skip
    "Elena": Hero(
        G2,
        "long",
        (220, 170, 100),
        (80, 150, 90),
        (240, 240, 250),
        (200, 60, 60),
        weapon="staff",
        extras=("notes",),
        female=True,
    ),  # fmt: skip
    "Millenia": Hero(
        G2,
        "wild",
        (200, 40, 60),
        (180, 40, 60),
        (60, 20, 60),
        (200, 60, 120),
        PALE,
        weapon="",
        extras=("wing",),
        female=True,
    ),  # fmt: skip
    "Roan": Hero(
        G2,
        "bob",
        (240, 210, 110),
        (60, 120, 200),
        (60, 80, 180),
        GOLD,
        PALE,
        head="circlet",
        weapon="sword",
    ),  # fmt: skip
    "Mareg": Hero(G2, outfit=(80, 110, 60), trim=(200, 160, 90), race="beast", weapon="axe"),
    "Tio": Hero(
        G2,
        "bob",
        (120, 200, 160),
        (60, 200, 120),
        (110, 130, 160),
        (250, 200, 90),
        (236, 236, 240),
        race="automaton",
        weapon="fist",
        female=True,
    ),  # fmt: skip
    "Skye": Hero(G2, race="bird"),
    "Vyse": Hero(
        SOA,
        "spiky",
        (170, 170, 190),
        (80, 70, 60),
        (60, 90, 130),
        (250, 210, 80),
        TAN,
        head="bandana",
        head_colour=(70, 110, 200),
        weapon="cutlass",
    ),  # fmt: skip
    "Aika": Hero(
        SOA,
        "braid",
        (240, 120, 50),
        (60, 120, 200),
        (250, 190, 60),
        (200, 60, 40),
        weapon="boomerang",
        extras=("crest",),
        female=True,
    ),  # fmt: skip
    "Fina": Hero(
        SOA,
        "long",
        (230, 236, 250),
        (70, 130, 220),
        (230, 236, 250),
        (120, 170, 240),
        PALE,
        head="hood",
        head_colour=(220, 226, 240),
        weapon="",
        extras=("cupil",),
        female=True,
    ),  # fmt: skip
    "Drachma": Hero(
        SOA,
        "none",
        (200, 200, 200),
        (90, 90, 90),
        (90, 70, 50),
        (200, 160, 90),
        (220, 170, 130),
        weapon="harpoon",
        extras=("patch", "beard"),
    ),  # fmt: skip
    "Gilder": Hero(
        SOA,
        "slick",
        (60, 90, 190),
        (200, 60, 60),
        (200, 40, 50),
        (240, 240, 240),
        TAN,
        weapon="gun",
        extras=("moustache",),
    ),  # fmt: skip
    "Enrique": Hero(
        SOA,
        "short",
        (90, 60, 40),
        (60, 120, 60),
        (40, 130, 90),
        GOLD,
        head="circlet",
        weapon="sword",
        extras=("crest",),
    ),  # fmt: skip
    "HUmar": Hero(
        PSO,
        "spiky",
        (60, 50, 50),
        (60, 60, 200),
        (200, 40, 40),
        (250, 220, 120),
        weapon="saber",
        head="bandana",
        head_colour=(240, 240, 240),
    ),  # fmt: skip
    "HUnewearl": Hero(
        PSO,
        "ponytail",
        (250, 220, 130),
        (60, 160, 90),
        (220, 120, 180),
        (250, 250, 250),
        PALE,
        race="newman",
        weapon="dagger",
        female=True,
    ),  # fmt: skip
    "HUcast": Hero(
        PSO,
        outfit=(200, 60, 40),
        trim=(250, 200, 60),
        race="android",
        head="helmet",
        head_colour=(200, 60, 40),
        weapon="saber",
    ),  # fmt: skip
    "RAmar": Hero(
        PSO,
        "short",
        (80, 60, 40),
        (60, 60, 200),
        (60, 70, 110),
        (250, 120, 40),
        head="visor",
        weapon="gun",
    ),  # fmt: skip
    "RAcast": Hero(
        PSO,
        outfit=(70, 80, 100),
        trim=(250, 90, 60),
        race="android",
        head="helmet",
        head_colour=(60, 70, 90),
        weapon="rifle",
    ),  # fmt: skip
    "RAcaseal": Hero(
        PSO,
        "twintail",
        (90, 170, 240),
        (40, 40, 60),
        (230, 230, 240),
        (90, 170, 240),
        race="android",
        weapon="rifle",
        female=True,
    ),  # fmt: skip
    "FOmar": Hero(
        PSO,
        "short",
        (240, 240, 240),
        (100, 60, 160),
        (90, 50, 140),
        GOLD,
        head="hat_force",
        head_colour=(90, 50, 140),
        weapon="staff",
        extras=("beard",),
    ),  # fmt: skip
    "FOnewm": Hero(
        PSO,
        "bob",
        (120, 200, 120),
        (200, 80, 160),
        (40, 140, 120),
        (240, 220, 120),
        PALE,
        race="newman",
        head="hat_force",
        head_colour=(40, 140, 120),
        weapon="wand",
    ),  # fmt: skip
    "FOnewearl": Hero(
        PSO,
        "long",
        (250, 170, 200),
        (220, 60, 120),
        (250, 130, 180),
        WHITE,
        PALE,
        race="newman",
        head="witch",
        head_colour=(200, 60, 140),
        weapon="wand",
        female=True,
    ),  # fmt: skip
    "Mag Launcher": Hero(
        EVO,
        "spiky",
        (150, 70, 30),
        (60, 60, 160),
        (200, 50, 40),
        (250, 220, 120),
        head="cap",
        head_colour=(200, 50, 40),
        weapon="cannon",
    ),  # fmt: skip
    "Linear Cannon": Hero(
        EVO,
        "long",
        (250, 220, 140),
        (60, 160, 200),
        (60, 100, 200),
        (250, 250, 250),
        PALE,
        weapon="staff",
        female=True,
    ),  # fmt: skip
    "Chain Gun": Hero(
        EVO,
        "ponytail",
        (100, 60, 40),
        (200, 120, 40),
        (230, 150, 50),
        (80, 60, 40),
        head="goggles",
        weapon="gun",
        female=True,
    ),  # fmt: skip
    "Pepper Box": Hero(
        EVO,
        "none",
        (230, 230, 230),
        (90, 90, 90),
        (150, 90, 50),
        (230, 200, 120),
        (230, 180, 140),
        weapon="fist",
        extras=("moustache", "beard"),
    ),  # fmt: skip
    "Gre Nade": Hero(
        EVO,
        "slick",
        (40, 40, 50),
        (120, 40, 40),
        (120, 40, 50),
        (200, 200, 210),
        TAN,
        head="helmet",
        head_colour=(110, 116, 130),
        weapon="sword",
        extras=("scar",),
    ),  # fmt: skip
    "Yurka": Hero(
        EVO,
        "bob",
        (200, 140, 220),
        (120, 80, 200),
        (250, 250, 250),
        (230, 80, 80),
        PALE,
        head="hat_force",
        head_colour=(250, 250, 250),
        weapon="staff",
        extras=("crest",),
        female=True,
    ),  # fmt: skip
}


def hero_of(name: str) -> tuple[Hero, bool]:
    base = name.removesuffix(" Lv2")
    return HEROES[base], base != name


# ------------------------------------------------------------------------------ enemies
def eyes(c: Canvas, pts, r: float, col: Col = WHITE, pupil: Col = BLACK, slit: bool = False):
    for x, y in pts:
        c.circle((x, y), r, col, INK)
        if slit:
            c.ellipse((x, y), r * 0.25, r * 0.8, pupil)
        else:
            c.circle((x, y), r * 0.5, pupil)


def e_rappy(c, rng, gold: bool = False):
    col = (250, 220, 60) if not gold else (250, 180, 40)
    c.ellipse((50, 62), 24, 26, col, INK)
    c.circle((50, 40), 17, col, INK)
    for i in range(3):
        c.ellipse((46 + i * 4, 20 - i), 2.4, 8, (240, 90, 60), INK, angle=-20 + i * 20)
    eyes(c, [(44, 38), (56, 38)], 4)
    c.poly([(46, 45), (54, 45), (50, 52)], (250, 140, 40), INK)
    for s in (-1, 1):
        c.ellipse((50 + s * 24, 62), 7, 14, darker(col, 0.85), INK, angle=s * 20)
        c.line((50 + s * 8, 86), (50 + s * 10, 96), 1.6, (250, 140, 40))
    if gold:
        for _ in range(7):
            c.star((rng.uniform(8, 92), rng.uniform(8, 92)), 3, WHITE, n=4, inner=0.3)
        c.ring((50, 64), 8, 1.4, (250, 250, 200))


def e_booma(c, rng, col: Col = (140, 90, 60), size: float = 1.0, claws: int = 3):
    k = size
    c.ellipse((50, 64), 26 * k, 28 * k, col, INK)
    c.ellipse((50, 70), 14 * k, 16 * k, lighter(col, 0.3))
    for s in (-1, 1):
        c.ellipse((50 + s * 28 * k, 66), 8, 16 * k, col, INK, angle=s * -15)
        for i in range(claws):
            x = 50 + s * (24 + i * 4) * k
            c.poly([(x - 1.5, 80 * k + 4), (x + 1.5, 80 * k + 4), (x, 90 * k + 4)], WHITE, 0.5)
    c.ellipse((50, 36), 16 * k, 14 * k, col, INK)
    eyes(c, [(44, 34), (56, 34)], 3, (250, 230, 60), RED, slit=True)
    c.poly([(42, 42), (58, 42), (50, 48)], (120, 30, 30), INK)
    c.poly([(44, 42), (47, 42), (45.5, 46)], WHITE)
    c.poly([(53, 42), (56, 42), (54.5, 46)], WHITE)


def e_wolf(c, rng, col: Col = (150, 150, 160), howl: bool = False):
    c.ellipse((56, 70), 28, 16, col, INK)
    for x in (36, 46, 66, 76):
        c.rect(x - 3, 78, 6, 16, col, r=3, outline=INK)
    c.poly([(82, 66), (98, 54), (96, 62)], col, INK)
    angle = -30 if howl else 0
    hx, hy = 30, 50 if not howl else 40
    c.ellipse((hx, hy), 14, 12, col, INK)
    c.poly([Canvas.rot(p, (hx, hy), angle) for p in ((hx - 10, hy + 2), (hx - 26, hy + 6),
            (hx - 24, hy + 12), (hx - 8, hy + 10))], lighter(col, 0.2), INK)  # fmt: skip
    for s in (-1, 1):
        c.poly([(hx + s * 6 - 3, hy - 8), (hx + s * 8, hy - 22), (hx + s * 10 + 2, hy - 6)], col,
               INK)  # fmt: skip
    eyes(c, [(hx - 3, hy - 2)], 2.6, (250, 220, 60), BLACK)
    if howl:
        for i in range(3):
            c.arc((hx - 24, hy - 6), 6 + i * 5, 100, 170, 0.8, WHITE)
        c.circle((84, 16), 9, (250, 250, 220))


def e_moth(c, rng, col: Col = (160, 120, 200), sleep: bool = False):
    for s in (-1, 1):
        c.ellipse((50 + s * 20, 40), 20, 16, col, INK, angle=s * 20)
        c.ellipse((50 + s * 16, 64), 13, 10, darker(col, 0.8), INK, angle=s * -20)
        c.circle((50 + s * 22, 40), 6, lighter(col, 0.5), INK)
        c.circle((50 + s * 22, 40), 2.6, BLACK)
        c.line((50 + s * 2, 32), (50 + s * 12, 16), 0.8, BLACK)
    c.ellipse((50, 52), 6, 20, (90, 70, 60), INK)
    eyes(c, [(47, 36), (53, 36)], 2, RED)
    if sleep:
        for i, (x, y) in enumerate(((74, 80), (82, 72), (90, 62))):
            c.text("Z", 6 + i * 2, (x, y), WHITE)
        for _ in range(12):
            c.circle((rng.uniform(20, 80), rng.uniform(66, 96)), 1.2, (250, 240, 200))


def e_hive(c, rng):
    c.poly([(20, 96), (30, 40), (50, 20), (70, 40), (80, 96)], (160, 120, 60), INK)
    for y in (44, 58, 72, 86):
        c.line((26, y), (74, y), 1, (110, 80, 40))
    c.ellipse((50, 60), 7, 9, BLACK)
    for _ in range(6):
        x, y = rng.uniform(10, 90), rng.uniform(8, 40)
        c.ellipse((x, y), 3, 2, (160, 120, 200), 0.5)


def e_shark(c, rng, col: Col = (70, 110, 170), shield: bool = False):
    c.ellipse((50, 60), 20, 30, col, INK)
    c.ellipse((50, 66), 12, 22, (230, 236, 240))
    c.poly([(50, 30), (44, 10), (58, 32)], col, INK)
    c.poly([(38, 46), (62, 46), (58, 54), (42, 54)], (140, 30, 40), INK)
    for i in range(5):
        c.poly([(40 + i * 4, 46), (44 + i * 4, 46), (42 + i * 4, 50)], WHITE)
    eyes(c, [(42, 38), (58, 38)], 2.6, (250, 240, 100), BLACK)
    for s in (-1, 1):
        c.poly([(50 + s * 18, 60), (50 + s * 34, 70), (50 + s * 18, 72)], col, INK)
    if shield:
        c.ellipse((80, 66), 12, 16, (200, 170, 60), INK)
        c.star((80, 66), 5, (250, 230, 140))
    else:
        c.poly([(14, 40), (26, 60), (20, 62)], (220, 226, 236), INK)


def e_lily(c, rng, petal: Col, centre: Col, spit: bool):
    c.line((50, 96), (50, 60), 3, (60, 140, 60))
    for s in (-1, 1):
        c.ellipse((50 + s * 14, 84), 12, 5, (70, 160, 70), INK, angle=s * -20)
    for i in range(6):
        a = math.tau * i / 6
        c.ellipse((50 + 18 * math.cos(a), 44 + 18 * math.sin(a)), 12, 8, petal, INK,
                  angle=math.degrees(a))  # fmt: skip
    c.circle((50, 44), 13, centre, INK)
    c.ellipse((50, 48), 8, 5, (90, 20, 40), INK)
    for x in (46, 50, 54):
        c.poly([(x - 1.4, 44), (x + 1.4, 44), (x, 47)], WHITE)
    if spit:
        for i in range(4):
            c.circle((70 + i * 6, 52 + i * 4), 2.2 - i * 0.3, (160, 230, 60), 0.5)
    else:
        for _ in range(14):
            c.circle((rng.uniform(10, 90), rng.uniform(6, 40)), 1.4, (250, 230, 90))


def e_mantis(c, rng):
    c.ellipse((50, 70), 10, 24, (80, 170, 70), INK)
    c.ellipse((50, 40), 10, 8, (100, 190, 80), INK)
    eyes(c, [(43, 36), (57, 36)], 3.4, (250, 60, 60), BLACK)
    for s in (-1, 1):
        c.lines([(50 + s * 8, 52), (50 + s * 24, 40), (50 + s * 30, 18)], (80, 170, 70), 3)
        c.poly([(50 + s * 30, 18), (50 + s * 44, 36), (50 + s * 34, 20)], (220, 230, 200), INK)
        c.line((50 + s * 6, 86), (50 + s * 22, 98), 1.6, (80, 170, 70))


def e_ninja(c, rng):
    c.poly([(34, 96), (36, 56), (64, 56), (66, 96)], (40, 50, 90), INK)
    c.circle((50, 40), 15, (50, 60, 110), INK)
    c.rect(36, 36, 28, 6, (250, 60, 60), r=3)
    c.line((64, 36), (80, 30), 2, (250, 60, 60))
    for s in (-1, 1):
        c.poly([(50 + s * 14, 60), (50 + s * 40, 44), (50 + s * 42, 48), (50 + s * 16, 68)],
               (200, 210, 230), INK)  # fmt: skip


def e_drone(c, rng):
    c.ellipse((50, 50), 26, 14, (160, 170, 190), INK)
    c.ellipse((50, 46), 14, 8, (90, 100, 130), INK)
    c.circle((50, 52), 5, RED, INK)
    c.line((50, 56), (50, 100), 2.4, (250, 80, 80, 200))
    for s in (-1, 1):
        c.line((50 + s * 26, 50), (50 + s * 36, 40), 1.6, DARK)
        c.ellipse((50 + s * 38, 38), 8, 2, (120, 130, 150), INK)


def e_knight(c, rng):
    c.poly([(30, 96), (32, 56), (68, 56), (70, 96)], (60, 50, 80), INK)
    c.poly([(36, 52), (38, 24), (50, 14), (62, 24), (64, 52)], (90, 80, 110), INK)
    c.rect(40, 32, 20, 4, (250, 60, 60), r=1)
    c.poly([(50, 14), (48, 2), (56, 6)], (200, 40, 60), INK)
    c.poly([(74, 40), (92, 40), (90, 70), (83, 80), (76, 70)], (120, 110, 140), INK)
    c.poly([(16, 90), (22, 30), (26, 26), (28, 30), (24, 90)], (200, 206, 216), INK)


def e_sorcerer(c, rng):
    c.poly([(30, 96), (40, 36), (60, 36), (70, 96)], (120, 40, 140), INK)
    c.circle((50, 32), 11, (240, 220, 200), INK)
    c.poly([(38, 28), (50, 4), (62, 28)], (160, 60, 180), INK)
    eyes(c, [(46, 32), (54, 32)], 1.8, (250, 250, 90), RED)
    for a in (0, 120, 240):
        t = math.radians(a)
        x, y = 50 + 36 * math.cos(t), 56 + 20 * math.sin(t)
        c.glow((x, y), 8, (120, 200, 255))
        c.circle((x, y), 4, (200, 240, 255), INK)


def e_brute(c, rng, col: Col = (120, 40, 50)):
    c.ellipse((50, 66), 36, 30, col, INK)
    c.circle((50, 34), 11, col, INK)
    eyes(c, [(46, 32), (54, 32)], 2, (250, 200, 60), BLACK)
    for s in (-1, 1):
        c.rect(50 + s * 36 - 9, 50, 18, 40, darker(col, 0.8), r=8, outline=INK)
        c.rect(50 + s * 36 - 11, 84, 22, 12, STEEL, r=4, outline=INK)
    c.poly([(36, 50), (64, 50), (58, 70), (42, 70)], (60, 60, 70), INK)


def e_dragon(c, rng):
    for s in (-1, 1):
        c.poly([(50 + s * 10, 50), (50 + s * 48, 14), (50 + s * 44, 34), (50 + s * 48, 44),
                (50 + s * 20, 66)], (150, 40, 40), INK)  # fmt: skip
    c.ellipse((50, 70), 20, 26, (200, 60, 40), INK)
    c.ellipse((50, 74), 10, 18, (240, 200, 120))
    c.ellipse((50, 34), 13, 14, (200, 60, 40), INK)
    for s in (-1, 1):
        c.poly([(50 + s * 6, 24), (50 + s * 14, 8), (50 + s * 12, 26)], (240, 220, 180), INK)
    eyes(c, [(45, 32), (55, 32)], 2.4, (250, 230, 60), BLACK, slit=True)
    c.poly([(44, 44), (56, 44), (50, 56)], (250, 160, 40))
    c.poly([(46, 46), (54, 46), (50, 60)], (255, 230, 100))


def e_serpent(c, rng):
    pts = [(10 + i * 8, 60 + 18 * math.sin(i * 0.9)) for i in range(11)]
    for i, p in enumerate(pts):
        c.circle(p, 9 - i * 0.3, (120, 60, 140) if i % 2 else (160, 90, 170), INK)
        c.line((p[0], p[1] + 6), (p[0] + 2, p[1] + 14), 1, (200, 160, 200))
    head = pts[-1]
    c.ellipse((head[0] - 4, head[1] - 10), 12, 10, (160, 90, 170), INK)
    eyes(c, [(head[0] - 8, head[1] - 12), (head[0], head[1] - 14)], 2.4, (250, 240, 100))
    c.rect(0, 84, 100, 16, (40, 100, 170, 200))


def e_machine(c, rng):
    c.rect(10, 14, 80, 74, (90, 96, 110), r=4, outline=INK)
    for x in (14, 54):
        for y in (18, 52):
            c.rect(x, y, 32, 30, (20, 40, 50), r=2, outline=INK)
            c.circle((x + 16, y + 15), 7, (250, 70, 60))
            c.circle((x + 16, y + 15), 3, (255, 220, 200))
    c.rect(0, 88, 100, 12, (50, 54, 64))


def e_falz(c, rng):
    c.glow((50, 50), 46, (160, 60, 200))
    for s in (-1, 1):
        c.poly([(50 + s * 8, 40), (50 + s * 48, 6), (50 + s * 40, 30), (50 + s * 48, 50),
                (50 + s * 20, 62)], (40, 20, 50), INK)  # fmt: skip
    c.poly([(30, 96), (38, 40), (62, 40), (70, 96)], (60, 30, 80), INK)
    c.circle((50, 36), 14, (80, 40, 100), INK)
    for s in (-1, 1):
        c.poly([(50 + s * 8, 26), (50 + s * 24, 2), (50 + s * 14, 26)], (230, 220, 200), INK)
    eyes(c, [(44, 34), (56, 34), (50, 42)], 2.4, (250, 60, 60), (255, 230, 100))
    for _ in range(6):
        x, y = rng.uniform(36, 64), rng.uniform(56, 90)
        eyes(c, [(x, y)], 1.6, (250, 60, 60), BLACK)


def e_demon(c, rng):
    c.poly([(28, 96), (34, 54), (66, 54), (72, 96)], (40, 30, 40), INK)
    c.circle((50, 40), 13, (230, 200, 190), INK)
    c.poly([(38, 36), (40, 24), (52, 20), (62, 24), (64, 40), (56, 28), (44, 30)],
           (230, 230, 236), INK)  # fmt: skip
    for s in (-1, 1):
        c.poly([(50 + s * 10, 30), (50 + s * 26, 8), (50 + s * 18, 30)], (40, 30, 40), INK)
    eyes(c, [(45, 41), (55, 41)], 2, RED, BLACK)
    c.poly([(76, 96), (80, 20), (86, 14), (84, 96)], (160, 40, 60), INK)


def e_eye(c, rng):
    c.glow((50, 50), 44, (180, 40, 80))
    c.ellipse((50, 50), 38, 24, (250, 240, 230), INK)
    c.circle((50, 50), 16, (170, 30, 60), INK)
    c.ellipse((50, 50), 4, 12, BLACK)
    for i in range(6):
        a = math.radians(200 + i * 28)
        c.line((50 + 38 * math.cos(a), 50 + 24 * math.sin(a)),
               (50 + 48 * math.cos(a), 50 + 36 * math.sin(a)), 1.4, (120, 20, 40))  # fmt: skip


def e_gargoyle(c, rng):
    col = (130, 130, 140)
    for s in (-1, 1):
        c.poly([(50 + s * 10, 50), (50 + s * 44, 20), (50 + s * 38, 56), (50 + s * 16, 66)],
               darker(col, 0.8), INK)  # fmt: skip
    c.ellipse((50, 68), 16, 22, col, INK)
    c.circle((50, 40), 12, col, INK)
    for s in (-1, 1):
        c.poly([(50 + s * 6, 30), (50 + s * 12, 18), (50 + s * 12, 32)], col, INK)
    eyes(c, [(45, 40), (55, 40)], 2, (250, 160, 60))
    c.rect(26, 88, 48, 10, (100, 100, 110), outline=INK)
    for _ in range(5):
        c.line((rng.uniform(40, 60), rng.uniform(56, 84)), (rng.uniform(40, 60),
               rng.uniform(56, 84)), 0.5, (90, 90, 100))  # fmt: skip


def e_looper(c, rng):
    c.ring((50, 50), 26, 10, (240, 140, 40))
    c.ring((50, 50), 26, 3, (255, 220, 120))
    eyes(c, [(42, 50), (58, 50)], 5, WHITE)
    for i in range(4):
        a = math.radians(i * 90 + 20)
        c.arc((50, 50), 38, math.degrees(a), math.degrees(a) + 40, 1.2, WHITE)


def e_seeker(c, rng):
    c.circle((50, 48), 24, (90, 110, 140), INK)
    c.circle((50, 48), 12, (250, 220, 80), INK)
    c.circle((50, 48), 5, (250, 90, 40))
    for a in range(0, 360, 60):
        t = math.radians(a)
        c.line((50 + 24 * math.cos(t), 48 + 24 * math.sin(t)),
               (50 + 32 * math.cos(t), 48 + 32 * math.sin(t)), 2, (90, 110, 140))  # fmt: skip
    c.poly([(50, 60), (42, 100), (58, 100)], (250, 230, 80, 140))


def e_soldier(c, rng):
    """A Valuan foot soldier: small, in a red tunic and an open brass kettle hat, a round red
    shield with the Empire's gold V (its Formation) and a plain spear."""
    red, brass = (176, 44, 40), (206, 170, 70)
    c.poly([(34, 96), (37, 60), (63, 60), (66, 96)], red, INK)
    c.rect(35, 78, 30, 5, brass, outline=INK)  # the belt
    c.circle((50, 46), 11, SKIN, INK)
    eyes(c, [(46, 47), (54, 47)], 1.7)
    c.poly([(37, 40), (40, 29), (50, 25), (60, 29), (63, 40)], brass, INK)  # the kettle hat
    c.ellipse((50, 40), 19, 3.5, brass, INK)  # its brim
    c.line((80, 98), (80, 16), 2, BROWN)
    c.poly([(76, 18), (80, 4), (84, 18)], STEEL, INK)
    c.circle((31, 72), 15, red, INK)  # the round shield, over the left arm
    c.ring((31, 72), 12, 1.6, brass)
    c.poly([(24, 65), (28, 65), (31, 74), (34, 65), (38, 65), (31, 82)], brass, INK)


def e_guard(c, rng):
    """An Imperial Guard: a head taller and twice as broad, in dark steel plate with gold-edged
    pauldrons, a closed helm with a T visor and a tall crimson plume, a cape, a halberd with an
    axe blade, and the Empire's gold crest on the breastplate."""
    plate, gold, crimson = (70, 84, 120), (230, 190, 70), (150, 26, 40)
    c.poly([(26, 56), (74, 56), (88, 100), (12, 100)], crimson, INK)  # the cape
    c.poly([(28, 100), (30, 58), (70, 58), (72, 100)], plate, INK)
    c.poly([(36, 62), (64, 62), (60, 84), (50, 90), (40, 84)], lighter(plate, 0.25), INK)
    c.star((50, 73), 8, gold, 5, 0.45, 0, INK)  # the crest
    for x in (24, 76):
        c.ellipse((x, 60), 14, 9, plate, INK)
        c.arc((x, 60), 14, 200, 340, 1.6, gold, 9)
    c.poly([(50, 26), (44, 4), (50, 10), (58, 2), (56, 26)], crimson, INK)  # the plume
    c.poly([(36, 54), (36, 32), (42, 24), (58, 24), (64, 32), (64, 54)], STEEL, INK)  # the helm
    c.rect(38, 36, 24, 3, BLACK)  # the visor's slit
    c.rect(48.5, 36, 3, 13, BLACK)
    c.line((86, 100), (86, 8), 2.6, DARK)
    c.poly([(86, 16), (96, 10), (98, 22), (96, 34), (86, 30)], STEEL, INK)  # the axe blade
    c.poly([(82, 14), (86, 2), (90, 14)], STEEL, INK)


def e_chef(c, rng):
    c.ellipse((50, 72), 34, 28, (240, 240, 240), INK)
    c.circle((50, 36), 14, (240, 190, 160), INK)
    c.rect(38, 10, 24, 14, WHITE, outline=INK)
    c.circle((44, 10), 7, WHITE, INK)
    c.circle((56, 10), 7, WHITE, INK)
    eyes(c, [(45, 36), (55, 36)], 1.8)
    c.ellipse((50, 44), 6, 2, (120, 60, 40))
    c.rect(74, 40, 18, 14, STEEL, r=2, outline=INK)
    c.line((80, 54), (78, 66), 2.4, BROWN)


def e_swordsman(c, rng):
    c.poly([(30, 96), (34, 58), (66, 58), (70, 96)], (210, 210, 220), INK)
    c.circle((50, 42), 13, (240, 220, 210), INK)
    c.poly([(36, 40), (38, 26), (50, 22), (62, 26), (66, 48), (58, 32), (44, 32)],
           (230, 236, 250), INK)  # fmt: skip
    eyes(c, [(45, 43), (55, 43)], 1.8, WHITE, (150, 150, 170))
    c.poly([(14, 20), (18, 16), (44, 88), (40, 90)], (230, 236, 250), INK)
    c.glow((20, 20), 8, (230, 236, 250))


def e_whale(c, rng):
    c.ellipse((52, 54), 44, 26, (90, 120, 150), INK)
    c.ellipse((52, 64), 34, 12, (200, 210, 220))
    for i in range(6):
        c.line((30 + i * 8, 60), (30 + i * 8, 72), 0.8, (120, 140, 160))
    eyes(c, [(24, 50)], 3, (250, 250, 200))
    c.poly([(92, 50), (100, 36), (100, 64)], (90, 120, 150), INK)
    for s in (-1, 1):
        c.poly([(40, 54 + s * 20), (30, 54 + s * 34), (56, 54 + s * 22)], (70, 100, 130), INK)


def e_mech(c, rng):
    c.rect(32, 36, 36, 30, (170, 140, 70), r=4, outline=INK)
    c.rect(40, 42, 20, 8, (60, 200, 240), r=2, outline=INK)
    for s in (-1, 1):
        c.line((50 + s * 10, 66), (50 + s * 18, 94), 3, DARK)
        c.rect(50 + s * 18 - 6, 92, 12, 5, DARK, r=2)
    c.line((50, 36), (50, 24), 1.2, DARK)
    c.circle((50, 22), 2.4, RED)
    c.rect(68, 46, 16, 6, DARK, r=2, outline=INK)


def e_puppet(c, rng):
    for x in (30, 50, 70):
        c.line((x, 0), (x, 40), 0.5, (230, 230, 230))
    c.poly([(34, 96), (38, 54), (62, 54), (66, 96)], (140, 40, 120), INK)
    c.circle((50, 42), 13, WHITE, INK)
    c.poly([(36, 36), (30, 16), (44, 30), (50, 12), (56, 30), (70, 16), (64, 36)],
           (230, 180, 40), INK)  # fmt: skip
    c.circle((30, 16), 2.4, RED)
    c.circle((70, 16), 2.4, RED)
    eyes(c, [(45, 42), (55, 42)], 2, WHITE, (140, 40, 120))
    c.arc((50, 44), 6, 200, 340, 1.2, RED)
    c.rect(14, 0, 72, 4, BROWN, outline=INK)


ENEMY_BG = {
    "Phantasy Star Online": ((30, 60, 40), (80, 120, 70)),
    "Grandia II": ((50, 30, 50), (110, 70, 90)),
    "Skies of Arcadia": ((60, 90, 140), (140, 170, 210)),
    "Evolution Worlds": ((90, 70, 50), (160, 130, 90)),
}
Draw = Callable[[Canvas, random.Random], None]
ENEMIES: dict[str, tuple[Draw, tuple[Col, Col] | None]] = {
    "Rag Rappy": (e_rappy, None),
    "Al Rappy": (lambda c, r: e_rappy(c, r, gold=True), ((90, 50, 110), (180, 110, 170))),
    "Booma": (e_booma, None),
    "Gobooma": (lambda c, r: e_booma(c, r, (70, 110, 170), 1.0, 4), None),
    "Gigobooma": (
        lambda c, r: e_booma(c, r, (150, 60, 120), 1.1, 5),
        ((60, 20, 40), (120, 50, 70)),
    ),
    "Savage Wolf": (e_wolf, None),
    "Barbarous Wolf": (
        lambda c, r: e_wolf(c, r, (80, 70, 90), howl=True),
        ((20, 20, 50), (60, 60, 110)),
    ),  # fmt: skip
    "Monest": (e_hive, None),
    "Mothmant": (e_moth, None),
    "Evil Shark": (e_shark, ((20, 50, 80), (50, 100, 120))),
    "Pal Shark": (lambda c, r: e_shark(c, r, (60, 150, 110), shield=True), None),
    "Poison Lily": (lambda c, r: e_lily(c, r, (170, 70, 200), (250, 220, 80), True), None),
    "Nar Lily": (
        lambda c, r: e_lily(c, r, (250, 250, 240), (250, 150, 60), False),
        ((80, 60, 20), (170, 140, 60)),
    ),  # fmt: skip
    "Grass Assassin": (e_mantis, ((40, 40, 30), (100, 110, 60))),
    "Sinow Beat": (e_ninja, ((20, 20, 40), (60, 70, 110))),
    "Canadine": (e_drone, ((40, 50, 60), (100, 120, 140))),
    "Delsaber": (e_knight, ((40, 20, 30), (100, 60, 70))),
    "Chaos Sorcerer": (e_sorcerer, ((20, 10, 40), (70, 40, 110))),
    "Dark Belra": (e_brute, ((40, 30, 30), (110, 80, 70))),
    "Dragon": (e_dragon, ((60, 20, 10), (200, 110, 40))),
    "De Rol Le": (e_serpent, ((10, 30, 60), (40, 80, 120))),
    "Vol Opt": (e_machine, ((20, 20, 30), (60, 60, 80))),
    "Dark Falz": (e_falz, ((10, 0, 20), (50, 10, 60))),
    "Melfice": (e_demon, ((60, 10, 20), (140, 40, 50))),
    "Valmar's Eye": (e_eye, ((30, 0, 20), (80, 20, 50))),
    "Gargoyle": (e_gargoyle, ((60, 60, 80), (130, 130, 150))),
    "Sleep Moth": (
        lambda c, r: e_moth(c, r, (120, 150, 220), sleep=True),
        ((20, 20, 60), (60, 60, 120)),
    ),  # fmt: skip
    "Looper": (e_looper, None),
    "Seeker": (e_seeker, None),
    "Imperial Soldier": (e_soldier, None),
    "Imperial Guard": (e_guard, ((40, 36, 56), (120, 100, 110))),
    "Antonio": (e_chef, ((80, 60, 50), (170, 140, 110))),
    "Ramirez": (e_swordsman, ((30, 30, 60), (110, 110, 160))),
    "Rhaknam": (e_whale, None),
    "Cyframe Scout": (e_mech, None),
    "Pannam": (e_puppet, ((60, 10, 50), (140, 60, 110))),
}


def enemy_art(name: str, series: str, boss: bool) -> pygame.Surface:
    rng = rng_of(name)
    draw, bg = ENEMIES[name]
    c = Canvas((0, 0, 0))
    top, bottom = bg or ENEMY_BG[series]
    c.vgrad(top, bottom)
    if boss:
        c.rays((50, 50), (255, 120, 60, 60), 16)
    draw(c, rng)
    if boss:
        c.ring((50, 50), 49, 2.4, (220, 60, 50))
    return c.result()


# ------------------------------------------------------------------------------ places
def _trees(c: Canvas, rng, n: int, col: Col, y0: float = 60) -> None:
    for _ in range(n):
        x, y = rng.uniform(0, 100), rng.uniform(y0, y0 + 30)
        c.rect(x - 1.2, y, 2.4, 10, BROWN)
        c.poly([(x - 7, y + 4), (x, y - 14), (x + 7, y + 4)], col, 0.6)


def _mountain(c: Canvas, pts, col: Col) -> None:
    c.poly(pts, col, INK)


def m_forest(c, rng):
    c.vgrad((120, 180, 140), (200, 230, 190))
    _trees(c, rng, 18, (40, 110, 60), 40)
    c.circle((50, 30), 6, (255, 240, 120, 160))


def m_caves(c, rng):
    c.vgrad((40, 30, 30), (80, 60, 50))
    c.ellipse((50, 60), 34, 30, (10, 8, 10), INK)
    for x in range(20, 84, 8):
        c.poly([(x, 30), (x + 4, 30), (x + 2, 42 + (x % 3) * 3)], (110, 90, 80), 0.5)
    c.glow((50, 70), 10, (250, 180, 80))
    c.circle((50, 70), 2, (250, 220, 140))


def m_valua(c, rng):
    c.vgrad((80, 60, 90), (200, 150, 150))
    for x, h in ((20, 40), (34, 56), (50, 70), (66, 56), (80, 40)):
        c.rect(x - 6, 96 - h, 12, h, (120, 110, 130), outline=INK)
        c.poly([(x - 8, 96 - h), (x, 86 - h), (x + 8, 96 - h)], (90, 60, 110), INK)
    c.ellipse((80, 20), 14, 5, (200, 160, 90), INK)
    c.poly([(68, 20), (92, 20), (86, 28), (74, 28)], (150, 100, 60), INK)


def m_rescue(c, rng):
    c.vgrad((60, 70, 120), (160, 150, 190))
    c.rect(36, 20, 28, 80, (160, 150, 140), outline=INK)
    c.rect(44, 34, 12, 14, (30, 30, 40), r=6)
    for x in (46, 50, 54):
        c.line((x, 34), (x, 48), 0.8, STEEL)
    for x, y in ((70, 30), (76, 22), (80, 34)):
        c.circle((x, y + 4), 1.8, WHITE)
        c.line((x + 1.6, y + 4), (x + 1.6, y - 3), 0.6, WHITE)


def m_rift(c, rng):
    c.vgrad((60, 110, 200), (160, 200, 240))
    for i in range(5):
        c.ring((50, 48), 34 - i * 6, 3, mix((250, 250, 255), (120, 60, 200), i / 5))
    c.circle((50, 48), 6, (30, 10, 60))
    c.poly([(10, 84), (30, 80), (26, 88)], (150, 100, 60), INK)


def m_mines(c, rng):
    c.vgrad((50, 40, 40), (90, 70, 60))
    c.poly([(20, 100), (30, 30), (70, 30), (80, 100)], (20, 16, 16), INK)
    c.rect(24, 30, 52, 5, BROWN, outline=INK)
    for x in (26, 72):
        c.rect(x - 2, 30, 5, 70, BROWN, outline=INK)
    c.line((40, 100), (46, 60), 1, STEEL)
    c.line((60, 100), (54, 60), 1, STEEL)
    c.rect(42, 70, 16, 10, (110, 110, 120), outline=INK)
    for x in (45, 55):
        c.circle((x, 66), 3, (120, 240, 255), 0.5)


def m_ruins(c, rng):
    c.vgrad((30, 10, 40), (90, 40, 90))
    for x in (20, 44, 68):
        c.rect(x, 40, 12, 60, (100, 80, 110), outline=INK)
    c.rect(14, 32, 72, 8, (120, 100, 130), outline=INK)
    c.glow((50, 70), 16, (220, 80, 220))


def m_tower(c, rng):
    c.vgrad((40, 20, 40), (140, 60, 60))
    c.poly([(36, 100), (44, 10), (56, 10), (64, 100)], (50, 40, 60), INK)
    c.circle((50, 20), 4, RED)
    c.glow((50, 20), 10, (250, 60, 60))
    for y in (40, 60, 80):
        c.rect(47, y, 6, 8, (250, 180, 60))


def m_golden(c, rng):
    m_forest(c, rng)
    c.glow((50, 64), 20, (255, 220, 80))
    c.circle((50, 66), 8, (250, 190, 40), INK)
    c.circle((50, 56), 5, (250, 190, 40), INK)
    c.poly([(48, 58), (52, 58), (50, 62)], (250, 120, 40))


def m_salvage(c, rng):
    c.vgrad((230, 180, 110), (250, 220, 160))
    c.rect(0, 70, 100, 30, (210, 160, 100))
    c.poly([(30, 74), (40, 44), (64, 40), (74, 74)], (120, 120, 130), INK)
    c.rect(44, 48, 14, 8, (60, 200, 240), r=2, outline=INK)
    c.line((70, 60), (88, 70), 3, (120, 120, 130))
    c.circle((76, 40), 4, (250, 120, 40, 160))


def m_crescent(c, rng):
    c.vgrad((70, 140, 230), (190, 220, 250))
    c.circle((70, 56), 20, (170, 140, 90), INK)
    c.circle((80, 50), 18, (150, 200, 245))
    c.ellipse((26, 30), 14, 5, (200, 160, 90), INK)
    c.poly([(14, 30), (38, 30), (32, 38), (20, 38)], (150, 100, 60), INK)
    c.line((12, 30), (2, 34), 1, WHITE)


def m_pirate_isle(c, rng):
    c.vgrad((100, 170, 240), (190, 220, 250))
    c.blob((50, 76), 30, (120, 100, 70), rng, outline=INK)
    c.line((50, 64), (50, 24), 1.6, BROWN)
    c.rect(50, 24, 22, 14, BLACK)
    c.circle((61, 31), 3, WHITE)
    for x in (28, 72):
        c.rect(x - 6, 70, 12, 5, DARK, r=2)


def m_moonstone(c, rng):
    c.vgrad((20, 30, 70), (70, 80, 140))
    c.rect(0, 76, 100, 24, (70, 60, 60))
    for (x, col) in ((24, (250, 80, 80)), (42, (80, 200, 250)), (60, (250, 220, 80)),
                     (78, (120, 250, 140))):  # fmt: skip
        c.glow((x, 72), 10, col)
        c.poly([(x - 5, 78), (x, 60), (x + 5, 78)], col, INK)


def m_evo_ruins(c, rng):
    c.vgrad((180, 150, 110), (230, 210, 170))
    c.rect(22, 20, 56, 80, (140, 110, 80), outline=INK)
    c.rect(34, 40, 32, 60, (40, 30, 20), r=14)
    c.ring((50, 30), 8, 2, GOLD)
    for i in range(8):
        a = math.radians(i * 45)
        c.line((50 + 8 * math.cos(a), 30 + 8 * math.sin(a)),
               (50 + 12 * math.cos(a), 30 + 12 * math.sin(a)), 2, GOLD)  # fmt: skip


def m_black_moon(c, rng):
    c.vgrad((40, 0, 30), (120, 30, 50))
    c.glow((50, 40), 34, (200, 60, 60))
    c.circle((50, 40), 22, (10, 5, 10), INK)
    c.poly([(0, 100), (0, 80), (30, 74), (60, 82), (100, 72), (100, 100)], (30, 10, 20))


def m_falz(c, rng):
    c.vgrad((10, 0, 20), (60, 10, 60))
    c.poly([(20, 100), (30, 60), (50, 40), (70, 60), (80, 100)], (40, 30, 50), INK)
    c.glow((50, 30), 30, (200, 40, 220))
    eyes(c, [(42, 28), (58, 28)], 4, (250, 60, 60), (255, 230, 100))


MISSIONS: dict[str, Draw] = {
    "Clear the Forest": m_forest,
    "The Garmia Caves": m_caves,
    "Escape from Valua": m_valua,
    "Rescue the Songstress": m_rescue,
    "The Sky Rift": m_rift,
    "Mines of Ragol": m_mines,
    "Ruins Expedition": m_ruins,
    "Tower of Valmar": m_tower,
    "Hunt the Golden Rappy": m_golden,
    "Salvage the Cyframe": m_salvage,
    "Race to Crescent Isle": m_crescent,
    "Pirate Isle Defense": m_pirate_isle,
    "The Moon Stone Hunt": m_moonstone,
    "Evolution Ruins": m_evo_ruins,
    "The Black Moon": m_black_moon,
    "Dark Falz Awakens": m_falz,
}


# ------------------------------------------------------------------------------ rewards
def blade(c: Canvas, a, b, w: float, col: Col = (226, 230, 240)) -> None:
    """A straight blade from hilt ``a`` to tip ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    nx, ny = -dy / n * w / 2, dx / n * w / 2
    tip = (b[0] + dx / n * w, b[1] + dy / n * w)
    c.poly([(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), tip, (b[0] - nx, b[1] - ny),
            (a[0] - nx, a[1] - ny)], col, INK)  # fmt: skip
    c.line((a[0] + nx * 1.8, a[1] + ny * 1.8), (a[0] - nx * 1.8, a[1] - ny * 1.8), 3, GOLD)
    c.line(a, (a[0] - dx / n * 12, a[1] - dy / n * 12), 3, BROWN)


def bottle(c: Canvas, x: float, w: float, h: float, col: Col) -> None:
    c.rect(x - w * 0.2, 80 - h - 10, w * 0.4, 12, (230, 240, 250), outline=INK)
    c.rect(x - w * 0.25, 80 - h - 14, w * 0.5, 5, BROWN, r=1, outline=INK)
    c.rect(x - w / 2, 80 - h, w, h, (230, 240, 250, 230), r=w * 0.3, outline=INK)
    c.rect(x - w / 2 + 1.5, 80 - h * 0.6, w - 3, h * 0.6 - 1.5, col, r=w * 0.25)
    c.ellipse((x - w * 0.25, 80 - h * 0.7), 1.5, 5, (255, 255, 255, 180))


def crystal(c: Canvas, col: Col, rng) -> None:
    c.glow((50, 50), 40, col)
    c.poly([(50, 10), (72, 40), (60, 88), (40, 88), (28, 40)], col, INK)
    c.poly([(50, 10), (56, 40), (50, 88), (44, 40)], lighter(col, 0.4))
    c.line((28, 40), (72, 40), 0.8, darker(col))


def spell(c: Canvas, col: Col, kind: str, rng) -> None:
    c.glow((50, 50), 42, col)
    if kind == "fire":
        c.poly([(50, 8), (70, 44), (66, 76), (50, 88), (34, 76), (30, 44), (42, 30)], (250, 110,
               40), INK)  # fmt: skip
        c.poly([(50, 34), (60, 58), (50, 80), (40, 58)], (255, 220, 80))
    elif kind == "burn":  # a ring of flames round a burning core
        for i in range(7):
            a = math.tau * i / 7 - math.pi / 2
            x, y = 50 + 28 * math.cos(a), 54 + 28 * math.sin(a)
            c.poly([(x, y - 12), (x + 7, y + 4), (x, y + 9), (x - 7, y + 4)], (250, 110, 40), INK)
            c.poly([(x, y - 4), (x + 3, y + 4), (x, y + 7), (x - 3, y + 4)], (255, 220, 80))
        c.circle((50, 54), 12, (255, 200, 80), INK)
        c.circle((50, 54), 6, WHITE)
    elif kind == "bolt":
        c.poly([(56, 6), (30, 52), (48, 52), (38, 94), (70, 40), (52, 40), (64, 6)],
               (255, 240, 90), INK)  # fmt: skip
    elif kind == "ice":
        for i in range(6):
            a = math.radians(i * 60)
            c.line((50, 50), (50 + 36 * math.cos(a), 50 + 36 * math.sin(a)), 3, (200, 240, 255))
            c.line((50 + 20 * math.cos(a), 50 + 20 * math.sin(a)),
                   (50 + 28 * math.cos(a + 0.4), 50 + 28 * math.sin(a + 0.4)), 2,
                   (200, 240, 255))  # fmt: skip
        c.circle((50, 50), 7, WHITE, INK)
    elif kind == "heal":
        c.rect(42, 20, 16, 60, (120, 240, 140), r=4, outline=INK)
        c.rect(20, 42, 60, 16, (120, 240, 140), r=4, outline=INK)
        c.rect(44, 22, 12, 56, (120, 240, 140), r=3)
    elif kind == "cure":
        c.circle((50, 50), 24, (250, 250, 255), INK)
        c.ring((50, 50), 30, 2, (140, 220, 255))
        c.line((38, 50), (48, 60), 4, (60, 180, 90))
        c.line((48, 60), (66, 38), 4, (60, 180, 90))
    elif kind == "crackle":
        for x in (30, 50, 70):
            c.lines([(x, 6), (x - 6, 30), (x + 4, 44), (x - 4, 70), (x + 2, 94)], (200, 220, 255),
                    2.4)  # fmt: skip
        c.circle((50, 50), 6, WHITE)
    elif kind == "spark":
        c.star((50, 50), 30, (255, 250, 150), n=8, inner=0.3, outline=INK)
        c.star((50, 50), 12, WHITE, n=8, inner=0.4)
    elif kind == "bubble":
        for x, y, r in ((40, 56, 16), (64, 40, 11), (62, 70, 8), (30, 30, 7)):
            c.circle((x, y), r, (200, 230, 255, 150), INK)
            c.circle((x - r * 0.4, y - r * 0.4), r * 0.2, WHITE)
        c.text("Z", 14, (42, 58), (80, 80, 160))
    elif kind == "up":
        c.poly([(50, 8), (78, 40), (60, 40), (60, 88), (40, 88), (40, 40), (22, 40)],
               (250, 140, 60), INK)  # fmt: skip
    elif kind == "moon":
        c.circle((50, 50), 28, (230, 236, 250), INK)
        c.circle((62, 42), 24, col)
        c.ring((50, 50), 38, 2, (230, 236, 250))


def slash(c: Canvas, col: Col, dragon: bool, rng) -> None:
    c.arc((50, 60), 36, 150, 20, 8, (*col, 200))
    c.arc((50, 60), 36, 150, 20, 3, WHITE)
    if dragon:
        c.ellipse((82, 40), 9, 6, col, INK)
        c.poly([(88, 38), (98, 34), (92, 44)], col, INK)
        c.circle((82, 38), 1.4, BLACK)
        for s in (-1, 1):
            c.poly([(80, 34), (76 + s * 2, 24), (84, 32)], col, INK)
    blade(c, (30, 86), (70, 30), 5)


def r_weapon(kind: str) -> Draw:
    def draw(c: Canvas, rng: random.Random) -> None:
        if kind == "cutlass":
            pts = [(30 + 40 * t + 14 * math.sin(t * math.pi), 80 - 62 * t) for t in
                   (i / 12 for i in range(13))]  # fmt: skip
            back = [(x - 7 * (1 - i / 12), y) for i, (x, y) in enumerate(pts)]
            c.poly([*pts, *reversed(back)], (226, 230, 240), INK)
            c.rect(18, 78, 22, 5, GOLD, outline=INK)
            c.arc((28, 86), 9, 180, 360, 1.8, GOLD)
            c.line((27, 82), (22, 96), 3.4, BROWN)
        elif kind == "saber":
            c.glow((50, 40), 30, (120, 255, 220))
            c.rect(46, 8, 8, 62, (160, 255, 230), r=4)
            c.rect(48, 10, 4, 58, WHITE, r=2)
            c.rect(43, 70, 14, 22, DARK, r=3, outline=INK)
            c.rect(40, 68, 20, 4, STEEL, r=1, outline=INK)
        elif kind == "handgun":
            c.poly([(14, 36), (80, 36), (80, 50), (44, 50), (40, 80), (22, 80), (28, 50),
                    (14, 50)], (80, 90, 110), INK)  # fmt: skip
            c.rect(60, 40, 16, 4, (120, 240, 255), r=1)
        elif kind == "vulcan":
            for y in (36, 44, 52):
                c.rect(30, y, 60, 6, STEEL, r=3, outline=INK)
            c.rect(14, 32, 26, 30, (80, 90, 110), r=4, outline=INK)
            c.rect(22, 60, 10, 20, (80, 90, 110), r=2, outline=INK)
        elif kind == "flame":
            c.rect(14, 40, 54, 14, (150, 60, 40), r=6, outline=INK)
            c.rect(22, 54, 10, 20, (150, 60, 40), r=2, outline=INK)
            c.poly([(68, 40), (96, 30), (88, 47), (96, 64), (68, 54)], (250, 140, 40), INK)
            c.poly([(68, 44), (88, 40), (84, 47), (88, 56), (68, 50)], (255, 230, 90))
        elif kind == "cannon":
            c.rect(10, 34, 66, 26, (200, 100, 40), r=10, outline=INK)
            c.circle((76, 47), 12, DARK, INK)
            c.circle((76, 47), 6, (250, 200, 80))
            c.rect(24, 58, 24, 20, (160, 80, 40), r=4, outline=INK)
        elif kind == "axe":
            c.line((30, 94), (56, 14), 4, BROWN)
            c.poly([(52, 20), (80, 10), (86, 38), (60, 40)], (206, 210, 220), INK)
            c.poly([(52, 24), (34, 18), (36, 34)], (206, 210, 220), INK)
        elif kind == "knuckles":
            c.rect(20, 36, 60, 26, (190, 196, 206), r=10, outline=INK)
            for i in range(4):
                c.circle((29 + i * 14, 49), 6, (60, 64, 80), INK)
            for i in range(4):
                c.poly([(24 + i * 14, 36), (29 + i * 14, 26), (34 + i * 14, 36)], STEEL, INK)
        elif kind == "boomerang":
            c.poly([(14, 70), (50, 20), (86, 70), (74, 76), (50, 42), (26, 76)], (60, 160, 200),
                   INK)  # fmt: skip
            c.poly([(50, 20), (56, 30), (50, 38), (44, 30)], GOLD, INK)
            for x in (20, 80):
                c.poly([(x - 6, 68), (x, 60), (x + 6, 68)], (226, 230, 240), INK)

    return draw


def r_armour(kind: str) -> Draw:
    def draw(c: Canvas, rng: random.Random) -> None:
        if kind == "barrier":
            pts = [(50 + 36 * math.cos(math.radians(a)), 50 + 36 * math.sin(math.radians(a)))
                   for a in range(30, 390, 60)]  # fmt: skip
            c.poly(pts, (230, 60, 60, 170), INK)
            c.poly([(50 + 0.6 * (x - 50), 50 + 0.6 * (y - 50)) for x, y in pts],
                   (250, 140, 140, 170), INK)  # fmt: skip
        elif kind == "sirius":
            c.poly([(20, 20), (80, 20), (84, 60), (50, 90), (16, 60)], (120, 140, 180), INK)
            c.poly([(30, 20), (50, 36), (70, 20)], (80, 90, 120), INK)
            c.star((50, 56), 14, (250, 250, 220), n=4, inner=0.3, outline=INK)
        elif kind == "boots":
            for x, col in ((34, (200, 60, 60)), (62, (220, 80, 80))):
                c.poly([(x - 10, 16), (x + 6, 16), (x + 6, 66), (x + 20, 74), (x + 20, 86),
                        (x - 10, 86)], col, INK)  # fmt: skip
                c.rect(x - 10, 24, 16, 5, GOLD)
            for i in range(3):
                c.line((10, 60 + i * 8), (22, 60 + i * 8), 1.2, WHITE)
        elif kind == "ring":
            c.glow((50, 40), 24, (140, 240, 220))
            c.ring((50, 58), 22, 6, GOLD)
            c.ring((50, 58), 22, 1, darker(GOLD))
            c.poly([(50, 20), (62, 34), (50, 46), (38, 34)], (120, 240, 220), INK)
            c.poly([(50, 6), (56, 18), (50, 24), (44, 18)], (200, 255, 250, 200))

    return draw


def r_item(kind: str) -> Draw:
    def draw(c: Canvas, rng: random.Random) -> None:
        if kind == "monomate":
            bottle(c, 50, 20, 30, (120, 230, 120))
        elif kind == "dimate":
            bottle(c, 50, 28, 44, (80, 200, 240))
        elif kind == "trimate":
            for x, col in ((26, (250, 100, 100)), (50, (250, 220, 80)), (74, (100, 200, 250))):
                bottle(c, x, 18, 40, col)
        elif kind == "atomizer":
            bottle(c, 46, 30, 40, (250, 200, 230))
            c.rect(36, 20, 20, 8, (200, 200, 210), r=2, outline=INK)
            for i in range(5):
                c.circle((66 + i * 5, 20 - i * 2 + (i % 2) * 4), 1.6, (255, 230, 250))
            c.circle((80, 30), 6, (250, 250, 200, 150))
        elif kind == "herb":
            c.line((50, 92), (50, 30), 2, (60, 130, 50))
            for y, s in ((40, -1), (52, 1), (64, -1), (76, 1)):
                c.ellipse((50 + s * 14, y), 14, 6, (90, 190, 80), INK, angle=s * -25)
            c.ellipse((50, 24), 6, 10, (110, 210, 90), INK)
        elif kind == "sacri":
            crystal(c, (80, 220, 120), rng)
        elif kind == "curia":
            crystal(c, (100, 170, 250), rng)

    return draw


def r_spell(kind: str, col: Col) -> Draw:
    return lambda c, rng: spell(c, col, kind, rng)


def r_move(kind: str) -> Draw:
    def draw(c: Canvas, rng: random.Random) -> None:
        if kind == "tenseiken":
            c.glow((50, 50), 40, (140, 200, 255))
            c.star((50, 50), 40, (200, 230, 255, 200), n=8, inner=0.15)
            blade(c, (28, 86), (72, 20), 6, (240, 250, 255))
        elif kind == "skydragon":
            slash(c, (90, 160, 240), True, rng)
        elif kind == "fury":
            for i in range(3):
                c.arc((50, 70 - i * 8), 30 + i * 4, 160, 20, 2, (255, 255, 255, 160))
            blade(c, (24, 84), (70, 36), 5)
            blade(c, (76, 84), (30, 36), 5)
        elif kind == "wrath":
            c.star((50, 50), 44, (250, 110, 40), n=12, inner=0.6, outline=INK)
            c.circle((50, 44), 16, WHITE, INK)
            eyes(c, [(44, 42), (56, 42)], 4, BLACK, BLACK)
            c.rect(42, 56, 16, 8, WHITE, outline=INK)
            blade(c, (18, 90), (80, 24), 4)
            blade(c, (82, 90), (20, 24), 4)

    return draw


REWARDS: dict[str, tuple[Draw, Col]] = {
    "Pirate Cutlass": (r_weapon("cutlass"), (70, 110, 170)),
    "Gibarta 30": (r_spell("ice", (120, 200, 255)), (30, 60, 110)),
    "Saber": (r_weapon("saber"), (30, 60, 80)),
    "Handgun": (r_weapon("handgun"), (90, 100, 130)),
    "Vulcan": (r_weapon("vulcan"), (60, 70, 90)),
    "Flame Visit": (r_weapon("flame"), (100, 40, 30)),
    "Foie 15": (r_spell("fire", (250, 140, 40)), (90, 30, 20)),
    "Zonde 20": (r_spell("bolt", (250, 240, 120)), (40, 40, 100)),
    "Resta 10": (r_spell("heal", (140, 250, 160)), (30, 90, 60)),
    "Anti 5": (r_spell("cure", (140, 220, 255)), (40, 90, 120)),
    "Monomate": (r_item("monomate"), (60, 120, 80)),
    "Dimate": (r_item("dimate"), (50, 90, 130)),
    "Trimate": (r_item("trimate"), (110, 90, 130)),
    "Moon Atomizer": (r_item("atomizer"), (90, 60, 120)),
    "Sacri Crystal": (r_item("sacri"), (30, 80, 50)),
    "Curia Crystal": (r_item("curia"), (30, 50, 100)),
    "Healing Herb": (r_item("herb"), (150, 170, 110)),
    "Burn!": (r_spell("burn", (250, 80, 40)), (150, 120, 60)),
    "Crackle": (r_spell("crackle", (160, 190, 255)), (30, 30, 60)),
    "Zap!": (r_spell("spark", (255, 250, 150)), (120, 90, 30)),
    "Sleep Bubble": (r_spell("bubble", (180, 200, 255)), (60, 70, 140)),
    "Tenseiken Slash": (r_move("tenseiken"), (40, 60, 110)),
    "Sky Dragon Slash": (r_move("skydragon"), (180, 210, 240)),
    "Cutlass Fury": (r_move("fury"), (200, 90, 60)),
    "Pirates' Wrath": (r_move("wrath"), (60, 20, 20)),
    "Increm": (r_spell("up", (250, 180, 90)), (120, 60, 30)),
    "Sylenis": (r_spell("moon", (150, 170, 230)), (40, 50, 90)),
    "Red Barrier": (r_armour("barrier"), (60, 30, 30)),
    "Frame of Sirius": (r_armour("sirius"), (40, 40, 70)),
    "Hunter's Boots": (r_armour("boots"), (70, 80, 100)),
    "Cyframe Cannon": (r_weapon("cannon"), (150, 120, 80)),
    "Spirit Ring": (r_armour("ring"), (30, 70, 80)),
    "Battle Axe": (r_weapon("axe"), (110, 90, 60)),
    "Iron Knuckles": (r_weapon("knuckles"), (90, 60, 50)),
    "Boomerang Blade": (r_weapon("boomerang"), (190, 150, 80)),
}


def reward_art(name: str) -> pygame.Surface:
    draw, bg = REWARDS[name]
    c = Canvas((0, 0, 0))
    c.vgrad(lighter(bg, 0.25), darker(bg, 0.7))
    c.glow((50, 50), 46, lighter(bg, 0.5))
    draw(c, rng_of(name))
    return c.result()


# ------------------------------------------------------------------------------ events
def ev_drop(c, rng):
    c.vgrad((60, 120, 80), (140, 190, 120))
    c.line((50, 0), (50, 40), 6, (255, 240, 160, 120))
    c.rect(36, 40, 28, 24, (220, 40, 50), r=3, outline=INK)
    c.rect(36, 48, 28, 4, GOLD)
    c.star((50, 58), 4, WHITE)
    for _ in range(8):
        c.star((rng.uniform(10, 90), rng.uniform(10, 90)), 2.4, (255, 250, 200), n=4, inner=0.3)


def ev_festival(c, rng):
    c.vgrad((20, 20, 60), (80, 50, 110))
    for x, col in ((24, (250, 80, 80)), (50, (80, 200, 250)), (76, (250, 220, 80))):
        c.circle((x, 26), 9, col, INK)
    c.line((0, 50), (100, 44), 0.8, WHITE)
    for i in range(6):
        x = 8 + i * 17
        c.line((x, 49 - i), (x, 54 - i), 0.6, WHITE)
        c.ellipse((x, 60 - i), 5, 7, (250, 120 + i * 20, 60), INK)
    c.glow((50, 86), 14, (250, 200, 100))


def ev_ether(c, rng):
    c.vgrad((30, 30, 80), (90, 90, 160))
    c.blob((50, 16), 20, (150, 150, 200), rng, outline=INK)
    for _ in range(24):
        x, y = rng.uniform(6, 94), rng.uniform(30, 96)
        c.line((x, y), (x - 2, y + 6), 1.4, (160, 240, 255))


def ev_warp(c, rng):
    c.vgrad((10, 20, 50), (40, 60, 120))
    c.ellipse((50, 86), 28, 8, (80, 200, 255), INK)
    c.rect(26, 10, 48, 76, (140, 230, 255, 110))
    c.rect(40, 10, 20, 76, (230, 250, 255, 150))
    for _ in range(12):
        c.star((rng.uniform(26, 74), rng.uniform(10, 86)), 1.6, WHITE, n=4, inner=0.3)


def ev_squall(c, rng):
    c.vgrad((70, 80, 100), (150, 160, 170))
    c.blob((40, 22), 20, (90, 96, 110), rng, outline=INK)
    c.blob((66, 26), 16, (110, 116, 130), rng, outline=INK)
    for i in range(4):
        c.arc((30 + i * 10, 60 + i * 6), 14, 200, 340, 1.4, WHITE)
    for _ in range(16):
        x, y = rng.uniform(10, 90), rng.uniform(40, 96)
        c.line((x, y), (x - 5, y + 6), 0.8, (200, 220, 250))


def ev_supply(c, rng):
    c.vgrad((10, 20, 50), (60, 80, 140))
    c.ellipse((50, 16), 34, 10, (180, 190, 210), INK)
    c.rect(30, 10, 40, 6, (120, 240, 255), r=2)
    for x in (34, 66):
        c.line((50, 50), (x, 30), 0.6, WHITE)
    c.arc((50, 36), 18, 180, 0, 2, (250, 250, 250), ry=8)
    c.rect(40, 50, 20, 16, (200, 150, 60), r=2, outline=INK)
    c.rect(40, 56, 20, 3, (150, 100, 40))


def ev_rift_cross(c, rng):
    c.vgrad((200, 160, 120), (240, 210, 170))
    c.poly([(0, 100), (0, 60), (36, 60), (40, 100)], (150, 110, 80), INK)
    c.poly([(100, 100), (100, 60), (64, 60), (60, 100)], (150, 110, 80), INK)
    c.rect(38, 66, 28, 100, (40, 20, 30))
    c.lines([(30, 58), (50, 64), (70, 58)], BROWN, 2)
    for x in range(32, 70, 6):
        c.line((x, 58 + (3 if 38 < x < 62 else 1)), (x, 64), 0.8, BROWN)


def ev_dark_rift(c, rng):
    c.vgrad((40, 10, 40), (100, 40, 80))
    for i in range(6):
        c.ellipse((50, 50), 40 - i * 6, 16 - i * 2, mix((150, 40, 150), (10, 0, 20), i / 5), INK)
    for _ in range(5):
        x = rng.uniform(20, 80)
        c.lines([(x, 40), (x + 4, 30), (x - 2, 20)], (200, 100, 220), 0.8)


def ev_reinforce(c, rng):
    c.vgrad((150, 170, 200), (210, 210, 220))
    for i, x in enumerate((22, 50, 78)):
        y = 58 - (8 if i == 1 else 0)
        c.poly([(x - 10, 100), (x - 8, y + 12), (x + 8, y + 12), (x + 10, 100)], (160, 40, 40),
               INK)  # fmt: skip
        c.circle((x, y), 7, SKIN, INK)
        c.poly([(x - 8, y - 1), (x - 7, y - 8), (x + 7, y - 8), (x + 8, y - 1)], (200, 170, 70),
               INK)  # fmt: skip
        c.line((x + 12, 100), (x + 12, y - 20), 1.2, BROWN)
    c.rect(56, 20, 20, 14, (160, 40, 40), outline=INK)


def ev_second_wind(c, rng):
    c.vgrad((120, 200, 220), (210, 240, 240))
    for i in range(3):
        c.arc((50, 50), 16 + i * 10, 20 + i * 30, 300 + i * 20, 2, WHITE)
    c.poly([(50, 66), (36, 52), (38, 42), (46, 40), (50, 46), (54, 40), (62, 42), (64, 52)],
           (240, 80, 100), INK)  # fmt: skip


def ev_curse(c, rng):
    c.vgrad((30, 10, 40), (80, 30, 80))
    for i in range(8):
        a = math.radians(i * 45)
        c.line((50 + 20 * math.cos(a), 50 + 20 * math.sin(a)),
               (50 + 46 * math.cos(a), 50 + 46 * math.sin(a)), 1.4, (160, 60, 200))  # fmt: skip
    e_eye_small(c)
    c.ring((50, 50), 30, 1.6, (200, 80, 220))


def e_eye_small(c: Canvas) -> None:
    c.ellipse((50, 50), 20, 12, (250, 240, 230), INK)
    c.circle((50, 50), 8, (170, 30, 60), INK)
    c.ellipse((50, 50), 2, 6, BLACK)


def ev_blessing(c, rng):
    c.vgrad((250, 240, 200), (250, 220, 150))
    c.rays((50, 40), (255, 255, 255, 120), 14)
    for s in (-1, 1):
        for i in range(4):
            c.ellipse(
                (50 + s * (14 + i * 8), 46 - i * 4), 8, 4, WHITE, INK, angle=s * (20 + i * 10)
            )
    c.circle((50, 44), 9, (255, 240, 180), INK)
    c.ring(
        (50, 30),
        8,
        1.4,
        GOLD,
    )


EVENTS: dict[str, Draw] = {
    "Rare Drop": ev_drop,
    "Moon Festival": ev_festival,
    "Ether Rain": ev_ether,
    "Warp Flash": ev_warp,
    "Sudden Squall": ev_squall,
    "Pioneer 2 Supply Drop": ev_supply,
    "Crossing the Rift": ev_rift_cross,
    "Dark Rift": ev_dark_rift,
    "Reinforcements": ev_reinforce,
    "Second Wind": ev_second_wind,
    "Valmar's Curse": ev_curse,
    "Sacrum Blessing": ev_blessing,
}


# ------------------------------------------------------------------------------ roadblocks
def rb_cave_in(c, rng):
    c.vgrad((60, 50, 40), (110, 90, 70))
    for _ in range(10):
        c.blob((rng.uniform(10, 90), rng.uniform(10, 70)), rng.uniform(4, 8), (140, 120, 100),
               rng, outline=INK)  # fmt: skip
    c.poly([(0, 100), (20, 80), (50, 86), (80, 78), (100, 100)], (120, 100, 80), INK)


def _gas(c, rng, col: Col) -> None:
    for _ in range(10):
        c.blob((rng.uniform(10, 90), rng.uniform(40, 90)), rng.uniform(10, 18), (*col, 120), rng)


def rb_poison(c, rng):
    c.vgrad((40, 50, 30), (90, 110, 60))
    _gas(c, rng, (140, 230, 80))
    c.circle((50, 40), 14, WHITE, INK)
    c.rect(43, 50, 14, 8, WHITE, outline=INK)
    eyes(c, [(45, 40), (55, 40)], 3.6, BLACK, BLACK)


def rb_sleep(c, rng):
    c.vgrad((40, 30, 70), (100, 80, 140))
    _gas(c, rng, (200, 160, 250))
    for i, (x, y) in enumerate(((40, 50), (54, 36), (68, 22))):
        c.text("Z", 10 + i * 4, (x, y), WHITE)


def rb_laser(c, rng):
    c.vgrad((20, 20, 40), (50, 50, 80))
    for x in (10, 90):
        c.rect(x - 4, 10, 8, 86, (120, 130, 150), r=2, outline=INK)
    for y in range(20, 92, 12):
        c.line((14, y), (86, y), 2.4, (250, 60, 60))
        c.line((14, y), (86, y), 0.8, (255, 200, 200))


def rb_ambush(c, rng):
    c.vgrad((30, 50, 30), (60, 90, 50))
    for x in (20, 50, 80):
        c.blob((x, 70), 18, (40, 100, 40), rng, outline=INK)
    for x, y in ((16, 64), (46, 70), (76, 62), (60, 50)):
        eyes(c, [(x, y), (x + 6, y)], 2, (250, 240, 80), BLACK, slit=True)


def rb_heist(c, rng):
    c.vgrad((60, 60, 70), (110, 110, 120))
    c.circle((40, 50), 30, (150, 150, 160), INK)
    c.circle((40, 50), 20, (120, 120, 130), INK)
    for i in range(6):
        a = math.radians(i * 60)
        c.line((40, 50), (40 + 16 * math.cos(a), 50 + 16 * math.sin(a)), 2, (90, 90, 100))
    c.blob((78, 72), 12, (200, 170, 110), rng, outline=INK)
    c.text("$", 12, (78, 74), (60, 120, 40))


def rb_toll(c, rng):
    c.vgrad((200, 170, 120), (230, 210, 170))
    c.rect(14, 30, 14, 60, (150, 120, 90), outline=INK)
    for i in range(6):
        c.rect(28 + i * 11, 50, 11, 7, RED if i % 2 else WHITE, outline=0.4)
    c.circle((72, 28), 10, GOLD, INK)
    c.circle((72, 28), 6, darker(GOLD, 0.85))


def rb_sandstorm(c, rng):
    c.vgrad((220, 170, 100), (240, 200, 140))
    for i in range(6):
        c.arc((50, 50), 8 + i * 7, i * 40, i * 40 + 240, 2.2, (190, 130, 70))
    for _ in range(40):
        c.circle((rng.uniform(0, 100), rng.uniform(0, 100)), 0.8, (150, 100, 50))


def rb_electric(c, rng):
    c.vgrad((20, 20, 40), (40, 40, 70))
    for i in range(5):
        for j in range(3):
            c.poly([(i * 20 + j * 6, 60 + j * 13), (i * 20 + 18 + j * 6, 60 + j * 13),
                    (i * 20 + 22 + j * 6, 72 + j * 13), (i * 20 + 4 + j * 6, 72 + j * 13)],
                   (60, 70, 100), INK)  # fmt: skip
    for x in (20, 50, 80):
        c.lines([(x, 66), (x - 4, 50), (x + 4, 40), (x - 2, 24)], (255, 250, 120), 1.8)


def rb_maze(c, rng):
    c.vgrad((90, 140, 80), (120, 170, 100))
    step = 12
    for i in range(8):
        for j in range(8):
            x, y = 4 + i * step, 4 + j * step
            if rng.random() < 0.5:
                c.line((x, y), (x + step, y), 2.4, (40, 80, 40))
            else:
                c.line((x, y), (x, y + step), 2.4, (40, 80, 40))
    c.text("?", 30, (50, 50), (255, 255, 255))


def rb_moonstones(c, rng):
    c.vgrad((20, 30, 70), (60, 60, 110))
    for i, col in enumerate(((250, 80, 80), (80, 200, 250), (250, 220, 80), (120, 250, 140),
                             (200, 120, 250), (250, 250, 250))):  # fmt: skip
        x = 10 + i * 16
        c.poly([(x - 8, 96), (x - 4, 40 - (i % 2) * 10), (x + 4, 34 - (i % 2) * 10), (x + 8, 96)],
               col, INK)  # fmt: skip


ROADBLOCKS: dict[str, Draw] = {
    "Cave-In": rb_cave_in,
    "Poison Mist": rb_poison,
    "Sleeping Gas": rb_sleep,
    "Laser Fence": rb_laser,
    "Ambush": rb_ambush,
    "Bank Heist": rb_heist,
    "Toll Gate": rb_toll,
    "Sandstorm": rb_sandstorm,
    "Electric Floor": rb_electric,
    "Confusing Maze": rb_maze,
    "Moonstone Blockade": rb_moonstones,
}


def scene(name: str, draw: Draw) -> pygame.Surface:
    c = Canvas((0, 0, 0))
    draw(c, rng_of(name))
    return c.result()


# ------------------------------------------------------------------------------ cards
def card_list() -> list[dict[str, Any]]:
    with open(ROOT / "tabletop" / "games" / "rpgget" / "cards.toml", "rb") as f:
        return list(tomllib.load(f)["card"])


def cards() -> dict[str, dict[str, Any]]:
    """Every card name with the face dict the table draws."""
    from tabletop.games.rpgget import emblems  # noqa: F401  (registers the card style)
    from tabletop.games.rpgget.labels import face_card

    return {c["name"]: {**face_card(c), "series": c["series"], "boss": bool(c.get("boss"))}
            for c in card_list()}  # fmt: skip


def picture(face: dict[str, Any]) -> pygame.Surface:
    name, kind = face["name"], face["kind"]
    if kind == "character":
        hero, lv2 = hero_of(name)
        return hero_art(name, hero, lv2)
    if kind == "enemy":
        return enemy_art(name, face["series"], face["boss"])
    if kind == "reward":
        return reward_art(name)
    table = {"mission": MISSIONS, "event": EVENTS, "roadblock": ROADBLOCKS}[kind]
    return scene(name, table[name])


def generate(game_cards: dict[str, dict[str, Any]]) -> None:
    for name, face in game_cards.items():
        common.save_art(GAME, name, paletted(picture(face)))
