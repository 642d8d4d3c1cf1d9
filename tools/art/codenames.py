"""Marvel Codenames, the pictures variant: a comic-book picture for every one of the 200 assets
(the word cards stay words). The picture is built from our own notes about the asset
(``data/facts.toml``): its kind sets the scene (a hero's bust, a team of three, a place, an
item), its colour words the costume, its strongest motif (spider, hammer, shield, bolt, skull,
claws, flame ...) the emblem, and its traits the details (a cape, wings, a helmet or mask, long
hair, a giant's shoulders); a villain stands on a dark halftone, a hero on a bright burst.

Style (docs/art.md): pop-art comic, flat primaries, thick ink line, halftone dots behind. The
board shows a picture cropped to a wide band (about 16:9) over the asset's name, so the subject
stays between 24 % and 76 % of the height."""

from __future__ import annotations

import math
import random
import tomllib
from collections.abc import Callable
from typing import Any

import pygame

from tools.art import common
from tools.art.canvas import ROOT, Canvas, darker, lighter, paletted, rng_of

GAME = "codenames"
FACES = False  # the pictures are drawn by the Codenames board, not the shared card renderer
STYLE = (
    "Marvel Codenames pictures: pop-art comic, flat primaries, thick ink line, halftone dots; "
    "a hero's bust, a team of three, a place or an item, coloured and marked from our notes."
)
INK = 1.3
Col = tuple[int, int, int]
DATA = ROOT / "tabletop" / "games" / "codenames" / "data"
COLOURS: dict[str, Col] = {
    "red": (214, 40, 40),
    "blue": (40, 90, 210),
    "green": (50, 160, 60),
    "black": (40, 40, 48),
    "white": (236, 236, 240),
    "purple": (120, 60, 170),
    "yellow": (246, 206, 40),
    "gold": (220, 170, 40),
    "silver": (180, 186, 200),
    "grey": (130, 134, 140),
    "gray": (130, 134, 140),
    "orange": (240, 130, 30),
    "pink": (240, 120, 170),
    "brown": (130, 84, 50),
}
SKIN = (246, 206, 170)


# ------------------------------------------------------------------------------ motifs
def m_spider(c: Canvas, x, y, r, col):
    c.ellipse((x, y + r * 0.2), r * 0.28, r * 0.42, col)
    c.circle((x, y - r * 0.32), r * 0.2, col)
    for s in (-1, 1):
        for i in range(4):
            a = -50 + i * 30
            p = (
                x + s * r * 0.9 * math.cos(math.radians(a)),
                y + r * 0.8 * math.sin(math.radians(a)),
            )
            c.lines([(x, y), (x + s * r * 0.5, y - r * 0.3 + i * r * 0.22), p], col, r * 0.08)


def m_hammer(c: Canvas, x, y, r, col):
    c.rect(x - r * 0.1, y - r * 0.2, r * 0.2, r * 1.1, (130, 84, 50), outline=INK)
    c.rect(x - r * 0.6, y - r * 0.75, r * 1.2, r * 0.6, (180, 186, 200), r=r * 0.06, outline=INK)


def m_shield(c: Canvas, x, y, r, col):
    for i, k in enumerate((1.0, 0.78, 0.56)):
        c.circle(
            (x, y), r * k, (214, 40, 40) if i % 2 == 0 else (236, 236, 240), INK if not i else 0
        )
    c.circle((x, y), r * 0.36, (40, 90, 210))
    c.star((x, y), r * 0.32, (236, 236, 240))


def m_star(c: Canvas, x, y, r, col):
    c.star((x, y), r, col, outline=INK)


def m_bolt(c: Canvas, x, y, r, col):
    c.poly([(x + r * 0.2, y - r), (x - r * 0.5, y + r * 0.1), (x, y + r * 0.1), (x - r * 0.2, y + r),
            (x + r * 0.5, y - r * 0.15), (x, y - r * 0.15)], col, INK)  # fmt: skip


def m_skull(c: Canvas, x, y, r, col):
    c.circle((x, y - r * 0.15), r * 0.7, col, INK)
    c.rect(x - r * 0.35, y + r * 0.3, r * 0.7, r * 0.45, col, outline=INK)
    for s in (-1, 1):
        c.circle((x + s * r * 0.28, y - r * 0.1), r * 0.18, (20, 20, 24))


def m_claws(c: Canvas, x, y, r, col):
    for i in (-1, 0, 1):
        c.poly([(x + i * r * 0.35 - r * 0.08, y + r * 0.6), (x + i * r * 0.4, y - r),
                (x + i * r * 0.35 + r * 0.08, y + r * 0.6)], (200, 206, 216), INK)  # fmt: skip


def m_flame(c: Canvas, x, y, r, col):
    c.poly([(x, y - r), (x + r * 0.6, y), (x + r * 0.4, y + r * 0.7), (x, y + r * 0.9),
            (x - r * 0.4, y + r * 0.7), (x - r * 0.6, y), (x - r * 0.2, y - r * 0.3)],
           (250, 120, 30), INK)  # fmt: skip
    c.poly([(x, y - r * 0.2), (x + r * 0.3, y + r * 0.4), (x, y + r * 0.7), (x - r * 0.3, y + r * 0.4)],
           (255, 220, 80))  # fmt: skip


def m_web(c: Canvas, x, y, r, col):
    for i in range(8):
        a = math.radians(i * 45)
        c.line((x, y), (x + r * math.cos(a), y + r * math.sin(a)), r * 0.05, col)
    for k in (0.35, 0.65, 0.95):
        c.ring((x, y), r * k, r * 0.04, col)


def m_arrow(c: Canvas, x, y, r, col):
    c.line((x - r * 0.8, y + r * 0.8), (x + r * 0.6, y - r * 0.6), r * 0.1, (130, 84, 50))
    c.poly(
        [(x + r * 0.9, y - r * 0.9), (x + r * 0.35, y - r * 0.65), (x + r * 0.65, y - r * 0.35)],
        col,
        INK,
    )


def m_eye(c: Canvas, x, y, r, col):
    c.ellipse((x, y), r, r * 0.55, (246, 240, 230), INK)
    c.circle((x, y), r * 0.4, col, INK)
    c.circle((x, y), r * 0.18, (20, 20, 24))


def m_wings(c: Canvas, x, y, r, col):
    for s in (-1, 1):
        c.poly([(x, y), (x + s * r, y - r * 0.7), (x + s * r * 0.8, y - r * 0.1),
                (x + s * r, y + r * 0.1), (x + s * r * 0.4, y + r * 0.4)], col, INK)  # fmt: skip


def m_cat(c: Canvas, x, y, r, col):
    c.circle((x, y), r * 0.7, col, INK)
    for s in (-1, 1):
        c.poly(
            [
                (x + s * r * 0.2, y - r * 0.6),
                (x + s * r * 0.65, y - r),
                (x + s * r * 0.7, y - r * 0.3),
            ],
            col,
            INK,
        )
        c.ellipse((x + s * r * 0.28, y - r * 0.05), r * 0.14, r * 0.2, (250, 220, 80))


def m_bird(c: Canvas, x, y, r, col):
    c.poly([(x - r, y - r * 0.5), (x, y + r * 0.1), (x + r, y - r * 0.5), (x + r * 0.2, y + r * 0.6),
            (x, y + r), (x - r * 0.2, y + r * 0.6)], col, INK)  # fmt: skip


def m_gem(c: Canvas, x, y, r, col):
    c.poly([(x - r * 0.7, y - r * 0.3), (x - r * 0.35, y - r * 0.8), (x + r * 0.35, y - r * 0.8),
            (x + r * 0.7, y - r * 0.3), (x, y + r)], col, INK)  # fmt: skip
    c.poly(
        [(x - r * 0.35, y - r * 0.3), (x + r * 0.35, y - r * 0.3), (x, y + r * 0.6)],
        lighter(col, 0.4),
    )


def m_sword(c: Canvas, x, y, r, col):
    c.poly([(x - r * 0.1, y + r * 0.5), (x - r * 0.1, y - r), (x, y - r * 1.15), (x + r * 0.1, y - r),
            (x + r * 0.1, y + r * 0.5)], (220, 226, 236), INK)  # fmt: skip
    c.rect(x - r * 0.45, y + r * 0.45, r * 0.9, r * 0.15, col, outline=INK)
    c.rect(x - r * 0.07, y + r * 0.6, r * 0.14, r * 0.4, (130, 84, 50))


def m_gun(c: Canvas, x, y, r, col):
    c.poly([(x - r, y - r * 0.35), (x + r, y - r * 0.35), (x + r, y), (x - r * 0.1, y),
            (x - r * 0.3, y + r * 0.8), (x - r * 0.8, y + r * 0.8), (x - r * 0.6, y), (x - r, y)],
           (60, 64, 80), INK)  # fmt: skip


def m_moon(c: Canvas, x, y, r, col):
    c.circle((x, y), r, (240, 236, 210), INK)
    c.circle((x + r * 0.4, y - r * 0.3), r * 0.85, col)


def m_fist(c: Canvas, x, y, r, col):
    c.rect(x - r * 0.6, y - r * 0.5, r * 1.2, r * 0.9, col, r=r * 0.25, outline=INK)
    for i in range(1, 4):
        c.line(
            (x - r * 0.6 + i * r * 0.3, y - r * 0.5),
            (x - r * 0.6 + i * r * 0.3, y - r * 0.1),
            r * 0.06,
            darker(col),
        )
    c.rect(x - r * 0.4, y + r * 0.4, r * 0.8, r * 0.5, col, outline=INK)


def m_atom(c: Canvas, x, y, r, col):
    for a in (0, 60, 120):
        c.ellipse((x, y), r, r * 0.35, (0, 0, 0, 0), 0, angle=a)
        pts = [Canvas.rot((x + r * math.cos(t), y + r * 0.35 * math.sin(t)), (x, y), a)
               for t in (i * math.tau / 40 for i in range(41))]  # fmt: skip
        c.lines(pts, col, r * 0.07)
    c.circle((x, y), r * 0.18, col, INK)


def m_ring(c: Canvas, x, y, r, col):
    c.ring((x, y), r * 0.8, r * 0.2, col)
    c.ring((x, y), r * 0.8, r * 0.04, (20, 20, 24))


def m_chain(c: Canvas, x, y, r, col):
    for i in range(5):
        c.ellipse((x - r + i * r * 0.5, y + (i % 2) * r * 0.1), r * 0.32, r * 0.2, (0, 0, 0, 0))
        c.ring((x - r + i * r * 0.5, y), r * 0.22, r * 0.08, col)
    c.glow((x, y), r * 0.9, (250, 140, 30))


def m_horns(c: Canvas, x, y, r, col):
    for s in (-1, 1):
        c.poly(
            [(x + s * r * 0.3, y + r * 0.4), (x + s * r, y - r), (x + s * r * 0.6, y + r * 0.5)],
            col,
            INK,
        )


def m_crown(c: Canvas, x, y, r, col):
    c.poly([(x - r, y + r * 0.5), (x - r, y - r * 0.5), (x - r * 0.5, y), (x, y - r * 0.7),
            (x + r * 0.5, y), (x + r, y - r * 0.5), (x + r, y + r * 0.5)], (230, 180, 40), INK)  # fmt: skip


def m_snow(c: Canvas, x, y, r, col):
    for i in range(6):
        a = math.radians(i * 60)
        c.line((x, y), (x + r * math.cos(a), y + r * math.sin(a)), r * 0.1, (200, 236, 255))


def m_hourglass(c: Canvas, x, y, r, col):
    c.poly([(x - r * 0.6, y - r), (x + r * 0.6, y - r), (x, y), (x + r * 0.6, y + r), (x - r * 0.6, y + r), (x, y)],
           col, INK)  # fmt: skip


def m_diamond(c: Canvas, x, y, r, col):
    c.poly([(x, y - r), (x + r * 0.7, y), (x, y + r), (x - r * 0.7, y)], col, INK)


MOTIFS: list[tuple[tuple[str, ...], Callable[..., None]]] = [
    (("spider", "web"), m_spider),
    (("hammer", "mjolnir", "thunder"), m_hammer),
    (("bow", "arrow", "archer", "arrows"), m_arrow),
    (("shield",), m_shield),
    (("skull", "death", "punisher"), m_skull),
    (("claws", "claw", "adamantium"), m_claws),
    (("fire", "flame", "hell", "burn"), m_flame),
    (("lightning", "electric", "electricity"), m_bolt),
    (("cat", "panther", "wakanda"), m_cat),
    (("wings", "bird", "falcon", "fly", "flight"), m_wings),
    (("gem", "stone", "infinity", "crystal"), m_gem),
    (("sword", "blade", "katana"), m_sword),
    (("gun", "guns", "rifle"), m_gun),
    (("moon", "night"), m_moon),
    (("eye", "mind", "psychic", "telepath"), m_eye),
    (("atom", "scientist", "science", "genius", "tech"), m_atom),
    (("ring", "rings"), m_ring),
    (("chain",), m_chain),
    (("devil", "demon", "horns", "god"), m_horns),
    (("king", "queen", "royal", "kingdom"), m_crown),
    (("ice", "cold", "frost", "snow"), m_snow),
    (("time",), m_hourglass),
    (("strong", "muscle", "brute", "fighter", "martial arts"), m_fist),
    (("star", "cosmic", "space", "galaxy"), m_star),
]


def motif_of(facts: list[str], rng: random.Random, skip: int = 0) -> Callable[..., None]:
    """The first motif the facts name (the ``skip``-th), else one picked by the name."""
    found: list[Callable[..., None]] = []
    for fact in facts:  # the name's own words first, then our notes in their order
        for keys, fn in MOTIFS:
            if fact in keys and fn not in found:
                if fn is m_shield and "agent" in facts:
                    continue  # an agent of S.H.I.E.L.D., not Captain America's shield
                found.append(fn)
    if len(found) > skip:
        return found[skip]
    return rng.choice([m_star, m_diamond, m_bolt, m_ring, m_eye, m_atom])


def colours_of(facts: list[str], rng: random.Random) -> tuple[Col, Col]:
    cols = [COLOURS[f] for f in facts if f in COLOURS]
    while len(cols) < 2:
        cols.append(rng.choice(list(COLOURS.values())))
    if cols[0] == cols[1]:
        cols[1] = lighter(cols[0], 0.5)
    return cols[0], cols[1]


# ------------------------------------------------------------------------------ scenes
def backdrop(c: Canvas, facts: list[str], rng: random.Random) -> None:
    evil = "villain" in facts or "evil" in facts
    if evil:
        c.vgrad((60, 10, 40), (140, 40, 60))
        ink = (200, 70, 90)
    else:
        c.vgrad((60, 150, 240), (250, 220, 90))
        c.rays((50, 50), (255, 250, 200, 90), 14, rng.uniform(0, 30))
        ink = (255, 255, 255)
    dots = [((i + (j % 14) / 2, j), 0.6 + (j / 100) * 1.2) for i in range(0, 100, 7)
            for j in range(0, 100, 7)]  # fmt: skip
    c.many((*ink, 70), dots)


def bust(
    c: Canvas, facts: list[str], rng: random.Random, x: float = 50, k: float = 1.0, lift: float = 0
) -> None:
    main, second = colours_of(facts, rng)
    wide = 1.25 if any(f in facts for f in ("giant", "brute", "big", "monster")) else 1.0
    female = "female" in facts or "woman" in facts or "girl" in facts
    y = 50 + (1 - k) * 40 - lift
    if "cape" in facts:
        c.poly([(x - 34 * k * wide, 100), (x - 20 * k, y + 6 * k), (x + 20 * k, y + 6 * k),
                (x + 34 * k * wide, 100)], darker(second, 0.8), INK)  # fmt: skip
    if "wings" in facts:
        m_wings(c, x, y + 10 * k, 40 * k, lighter(second, 0.3))
    if female and "bald" not in facts:
        c.rect(x - 15 * k, y - 28 * k, 30 * k, 40 * k, hair_colour(facts), r=10 * k, outline=INK)
    c.poly([(x - 32 * k * wide, 100), (x - 26 * k * wide, y + 18 * k), (x - 10 * k, y + 10 * k),
            (x + 10 * k, y + 10 * k), (x + 26 * k * wide, y + 18 * k), (x + 32 * k * wide, 100)],
           main, INK)  # fmt: skip
    c.poly([(x - 10 * k, y + 10 * k), (x, y + 22 * k), (x + 10 * k, y + 10 * k)], second, INK)
    skin = SKIN
    if "green" in facts and ("hulk" in facts or "monster" in facts or "giant" in facts):
        skin = (110, 190, 90)
    if "robot" in facts or "machine" in facts or "android" in facts:
        skin = (180, 186, 200)
    c.ellipse((x, y - 10 * k), 13 * k, 16 * k, skin, INK)
    masked = any(f in facts for f in ("mask", "helmet", "armor", "armour"))
    if masked:
        c.poly([(x - 13 * k, y - 10 * k), (x - 12 * k, y - 22 * k), (x, y - 27 * k),
                (x + 12 * k, y - 22 * k), (x + 13 * k, y - 10 * k), (x + 10 * k, y - 2 * k),
                (x - 10 * k, y - 2 * k)], second if "helmet" in facts else main, INK)  # fmt: skip
    elif "bald" not in facts:
        c.poly([(x - 13 * k, y - 12 * k), (x - 10 * k, y - 24 * k), (x + 4 * k, y - 28 * k),
                (x + 14 * k, y - 16 * k), (x + 2 * k, y - 20 * k)], hair_colour(facts), INK)  # fmt: skip
    for s in (-1, 1):
        c.ellipse((x + s * 5 * k, y - 10 * k), 3 * k, 2 * k, (250, 250, 250), INK * 0.6)
    if "horns" in facts:
        for s in (-1, 1):
            c.poly([(x + s * 6 * k, y - 22 * k), (x + s * 12 * k, y - 34 * k),
                    (x + s * 11 * k, y - 20 * k)], main, INK)  # fmt: skip
    if "skull" in facts[:8]:  # a skull for a face (Ghost Rider, Red Skull)
        if "fire" in facts or "flame" in facts:
            m_flame(c, x, y - 26 * k, 14 * k, main)
        m_skull(c, x, y - 8 * k, 16 * k, (240, 236, 220) if "red" not in facts[:3] else main)
    if "villain" in facts or "evil" in facts:
        c.line((x - 9 * k, y - 16 * k), (x - 2 * k, y - 13 * k), 1.2 * k, (20, 20, 24))
        c.line((x + 9 * k, y - 16 * k), (x + 2 * k, y - 13 * k), 1.2 * k, (20, 20, 24))
    c.circle((x, y + 33 * k), 14 * k, lighter(second, 0.6), INK)
    motif_of(facts, rng)(c, x, y + 33 * k, 11 * k, darker(second, 0.7))


def hair_colour(facts: list[str]) -> Col:
    if "blonde" in facts:
        return (240, 210, 110)
    if "redhead" in facts:
        return (200, 70, 40)
    if "white" in facts or "old" in facts:
        return (236, 236, 240)
    return (50, 36, 30)


def team(c: Canvas, facts: list[str], rng: random.Random) -> None:
    for x, k in ((26, 0.6), (74, 0.6), (50, 0.72)):
        bust(c, facts, random.Random(rng.random()), x, k, 12)
    motif_of(facts, rng, 1)(c, 50, 24, 7, colours_of(facts, rng)[1])


def place(c: Canvas, facts: list[str], rng: random.Random) -> None:
    main, second = colours_of(facts, rng)
    space = any(f in facts for f in ("space", "moon", "galaxy", "cosmic", "planet"))
    if space:
        c.vgrad((10, 10, 40), (50, 30, 90))
        for _ in range(40):
            c.circle(
                (rng.uniform(0, 100), rng.uniform(0, 100)), rng.uniform(0.3, 1), (255, 255, 255)
            )
        c.circle((50, 50), 24, main, INK)
        c.ellipse((50, 50), 40, 6, (*second, 200))
        motif_of(facts, rng)(c, 80, 30, 7, second)
        return
    c.vgrad(lighter(main, 0.5), (250, 230, 190))
    if any(f in facts for f in ("hell", "dimension", "portal", "mystic", "magic")):
        for i in range(6):
            c.ring((50, 50), 38 - i * 6, 2.4, (second if i % 2 else main))
    n = rng.randint(5, 8)
    for i in range(n):
        w = 100 / n
        h = rng.uniform(24, 60)
        if any(f in facts for f in ("tower", "building")) and i == n // 2:
            h = 84
        c.rect(i * w, 100 - h, w - 1, h, darker(main, 0.5 + 0.3 * (i % 2)), outline=INK * 0.6)
        for j in range(int(h // 8)):
            c.rect(i * w + w * 0.3, 100 - h + 4 + j * 8, w * 0.4, 3, (250, 230, 120))
    motif_of(facts, rng)(c, 50, 32, 10, second)


def item(c: Canvas, facts: list[str], rng: random.Random) -> None:
    main, second = colours_of(facts, rng)
    c.vgrad(lighter(main, 0.3), darker(main, 0.5))
    c.glow((50, 50), 44, lighter(second, 0.5))
    motif_of(facts, rng)(c, 50, 50, 26, second)
    motif_of(facts, rng, 1)(c, 84, 30, 7, main)


SCENES = {"character": None, "team": team, "place": place, "item": item}


# ------------------------------------------------------------------------------ cards
def _facts() -> dict[str, list[str]]:
    with open(DATA / "facts.toml", "rb") as f:
        data = tomllib.load(f)
    out = {k: [str(x).lower() for x in v] for k, v in data["facts"].items()}
    for k, v in data.get("more", {}).items():
        out.setdefault(k, []).extend(str(v).lower().split())
    return out


def cards() -> dict[str, dict[str, Any]]:
    """Every asset's word with its kind and our notes about it."""
    with open(DATA / "assets.toml", "rb") as f:
        assets = tomllib.load(f)["asset"]
    facts = _facts()
    out = {}
    for a in assets:
        words = [w.lower() for w in a["word"].replace("-", " ").split()]
        out[a["word"]] = {
            "name": a["word"],
            "kind": a["kind"],
            "facts": words + facts.get(a["word"], []),
        }
    return out


def picture(card: dict[str, Any]) -> pygame.Surface:
    rng = rng_of(card["name"])
    facts = card["facts"]
    c = Canvas((0, 0, 0))
    if card["kind"] == "character":
        backdrop(c, facts, rng)
        bust(c, facts, rng, 50, 0.74, 10)
    elif card["kind"] == "team":
        backdrop(c, facts, rng)
        team(c, facts, rng)
    elif card["kind"] == "place":
        place(c, facts, rng)
    else:
        item(c, facts, rng)
    c.frame((20, 20, 24), 2)
    return c.result()


def generate(game_cards: dict[str, dict[str, Any]]) -> None:
    for name, card in game_cards.items():
        common.save_art(GAME, name, paletted(picture(card)))
