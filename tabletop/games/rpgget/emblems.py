"""RPG Get!'s card style for the shared card renderer: a card's art box shows its own picture
(``sprites/rpgget/art/``, drawn by ``tools/art/rpgget.py``); a card without one (a card added
to the data before its picture is drawn) shows an emblem drawn with primitives (the type's
colour, the class's or keyword's figure); an Enemy in a hand has its band (``enemy_band``)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.games.rpgget.cards import card_defs
from tabletop.ui import assets, theme
from tabletop.ui.components import art as art_component
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards, face_scale
from tabletop.ui.components.textfit import NARROW

GAME = "rpgget"

TYPE_COLOURS = {
    "character": (40, 86, 140),
    "enemy": (140, 40, 44),
    "reward": (150, 118, 36),
    "mission": (36, 120, 84),
    "event": (104, 56, 130),
    "roadblock": (96, 76, 60),
}

#: the emblem's disc, in the colour of the type's frame
EMBLEM_COLOURS = {
    "character": (46, 110, 70),
    "enemy": (150, 40, 44),
    "reward": (160, 122, 36),
    "mission": (52, 92, 150),
    "event": (196, 100, 50),
    "roadblock": (110, 84, 62),
}
#: which emblem a character's classifications draw (the first that matches)
CLASS_EMBLEMS = (
    ("gun", ("Gunner", "Ranger", "Android", "Automaton", "Thrower")),
    ("staff", ("Mage", "Force", "Healer", "Songstress", "Silvite", "Wing of Valmar")),
    ("fist", ("Fighter", "Beastman", "Sailor")),
    ("sword", ("Swordsman", "Hunter", "Pirate", "Royal", "Captain", "Adventurer")),
)
#: which emblem a Reward's keyword draws
REWARD_EMBLEMS = {
    "Weapon": "sword",
    "Magic": "star",
    "Item": "potion",
    "Armor": "shield",
    "Accessory": "ring",
    "Move": "bolt",
}


def emblem_of(name: str, kind: str) -> str:
    """The emblem drawn in a card's art box (no card has art of its own)."""
    d = card_defs().get(name)
    if kind == "character":
        classes = set(d.classes) if d else set()
        for emblem, names in CLASS_EMBLEMS:
            if classes & set(names):
                return emblem
        return "sword"
    if kind == "enemy":
        return "boss" if d is not None and d.boss else "monster"
    if kind == "reward":
        if (
            d is not None
            and "Weapon" in d.keywords
            and re.search(r"gun|cannon|launcher|rifle|shot|blaster|vulcan", name, re.IGNORECASE)
        ):
            return "gun"  # a Handgun is drawn as a gun, not a sword
        for kw in d.keywords if d else ():
            if kw in REWARD_EMBLEMS:
                return REWARD_EMBLEMS[kw]
        return "potion"
    return {"mission": "flag", "event": "burst", "roadblock": "wall"}.get(kind, "star")


def _poly(c: tuple[int, int], r: float, pts: list[tuple[float, float]]) -> list[tuple[int, int]]:
    return [(int(c[0] + x * r), int(c[1] + y * r)) for x, y in pts]


def _seg(surf: pygame.Surface, colour: Any, pts: list[tuple[int, int]], w: int) -> None:
    pygame.draw.line(surf, colour, pts[0], pts[1], w)


@dataclass
class _Figure:
    """What every emblem's figure is drawn with: ``P`` maps unit points to the disc."""

    emblem: str
    P: Callable[[list[tuple[float, float]]], list[tuple[int, int]]]
    r: int
    light: tuple[int, int, int]
    dark: Any
    colour: tuple[int, int, int]
    w: int


def draw_emblem(
    surf: pygame.Surface, emblem: str, centre: tuple[int, int], r: int, colour: tuple[int, int, int]
) -> None:
    """A simple emblem of radius ``r`` drawn with primitives: a disc in the type's colour and
    a light figure on it (sword, staff, gun, fist, monster, crowned boss, potion, star, shield,
    ring, bolt, flag, burst, wall)."""
    light, dark = (246, 236, 210), tuple(max(0, v - 50) for v in colour)
    pygame.draw.circle(surf, colour, centre, r)
    pygame.draw.circle(surf, dark, centre, r, max(1, r // 12))
    w = max(1, r // 9)
    figure = FIGURES.get(emblem)
    if figure is not None:
        figure(surf, _Figure(emblem, lambda pts: _poly(centre, r, pts), r, light, dark, colour, w))


def _sword(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light = f.P, f.r, f.light
    pygame.draw.polygon(
        surf, light, P([(-0.1, 0.25), (-0.1, -0.7), (0, -0.85), (0.1, -0.7), (0.1, 0.25)])
    )
    pygame.draw.rect(
        surf, light, pygame.Rect(*P([(-0.4, 0.25)])[0], int(0.8 * r), max(2, int(0.14 * r)))
    )
    pygame.draw.rect(
        surf, light, pygame.Rect(*P([(-0.07, 0.38)])[0], max(2, int(0.14 * r)), int(0.35 * r))
    )
    pygame.draw.circle(surf, light, P([(0, 0.8)])[0], max(2, int(0.1 * r)))


def _staff(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light, colour = f.P, f.r, f.light, f.colour
    _seg(surf, light, P([(-0.45, 0.75), (0.25, -0.35)]), max(2, int(0.12 * r)))
    pygame.draw.circle(surf, light, P([(0.33, -0.47)])[0], max(3, int(0.26 * r)))
    pygame.draw.circle(surf, colour, P([(0.33, -0.47)])[0], max(1, int(0.12 * r)))


def _gun(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light, dark = f.P, f.r, f.light, f.dark
    pygame.draw.polygon(
        surf,
        light,
        P(
            [
                (-0.7, -0.35),
                (0.7, -0.35),
                (0.7, -0.05),
                (-0.05, -0.05),
                (-0.15, 0.6),
                (-0.5, 0.6),
                (-0.4, -0.05),
                (-0.7, -0.05),
            ]
        ),
    )
    pygame.draw.circle(surf, dark, P([(0.55, -0.2)])[0], max(1, int(0.07 * r)))


def _fist(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light, dark, w = f.P, f.r, f.light, f.dark, f.w
    body = pygame.Rect(*P([(-0.5, -0.35)])[0], int(1.0 * r), int(0.75 * r))
    pygame.draw.rect(surf, light, body, border_radius=max(2, r // 5))
    for i in range(4):
        x = body.x + body.width * i // 4
        pygame.draw.line(surf, dark, (x, body.y), (x, body.y + body.height // 3), w)
    pygame.draw.rect(surf, light, pygame.Rect(*P([(-0.3, 0.35)])[0], int(0.6 * r), int(0.4 * r)))


def _monster_boss(surf: pygame.Surface, f: _Figure) -> None:
    P, light, dark, emblem = f.P, f.light, f.dark, f.emblem
    pygame.draw.polygon(
        surf,
        light,
        P(
            [
                (-0.6, -0.1),
                (-0.75, -0.7),
                (-0.3, -0.35),
                (0.3, -0.35),
                (0.75, -0.7),
                (0.6, -0.1),
                (0.5, 0.55),
                (-0.5, 0.55),
            ]
        ),
    )
    for sx in (-1, 1):
        pygame.draw.polygon(
            surf, dark, P([(sx * 0.12, 0.0), (sx * 0.42, -0.12), (sx * 0.35, 0.12)])
        )
    for i in range(4):
        x0 = -0.36 + i * 0.18
        pygame.draw.polygon(surf, dark, P([(x0, 0.3), (x0 + 0.18, 0.3), (x0 + 0.09, 0.45)]))
    if emblem == "boss":
        pygame.draw.polygon(
            surf,
            (236, 196, 70),
            P(
                [
                    (-0.4, -0.5),
                    (-0.4, -0.85),
                    (-0.2, -0.65),
                    (0, -0.92),
                    (0.2, -0.65),
                    (0.4, -0.85),
                    (0.4, -0.5),
                ]
            ),
        )


def _potion(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light, dark = f.P, f.r, f.light, f.dark
    pygame.draw.circle(surf, light, P([(0, 0.22)])[0], max(3, int(0.45 * r)))
    pygame.draw.rect(
        surf, light, pygame.Rect(*P([(-0.14, -0.6)])[0], max(2, int(0.28 * r)), int(0.5 * r))
    )
    pygame.draw.rect(
        surf,
        dark,
        pygame.Rect(*P([(-0.2, -0.72)])[0], max(2, int(0.4 * r)), max(2, int(0.14 * r))),
    )
    pygame.draw.circle(surf, (200, 70, 80), P([(0, 0.28)])[0], max(2, int(0.28 * r)))


def _star_burst(surf: pygame.Surface, f: _Figure) -> None:
    P, light, emblem = f.P, f.light, f.emblem
    n = 5 if emblem == "star" else 8
    inner = 0.38 if emblem == "star" else 0.5
    pts = []
    for i in range(2 * n):
        a = math.pi * i / n - math.pi / 2
        k = 0.78 if i % 2 == 0 else 0.78 * inner
        pts.append((k * math.cos(a), k * math.sin(a)))
    pygame.draw.polygon(surf, light, P(pts))


def _shield(surf: pygame.Surface, f: _Figure) -> None:
    P, light, colour, w = f.P, f.light, f.colour, f.w
    pygame.draw.polygon(
        surf, light, P([(-0.55, -0.6), (0.55, -0.6), (0.5, 0.1), (0, 0.75), (-0.5, 0.1)])
    )
    _seg(surf, colour, P([(0, -0.5), (0, 0.55)]), w)


def _ring(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light = f.P, f.r, f.light
    pygame.draw.circle(surf, light, P([(0, 0.15)])[0], max(3, int(0.5 * r)), max(2, int(0.14 * r)))
    pygame.draw.polygon(
        surf, (120, 200, 230), P([(-0.2, -0.4), (0, -0.62), (0.2, -0.4), (0, -0.25)])
    )


def _bolt(surf: pygame.Surface, f: _Figure) -> None:
    P, light = f.P, f.light
    pygame.draw.polygon(
        surf,
        light,
        P(
            [
                (0.15, -0.8),
                (-0.45, 0.1),
                (-0.05, 0.1),
                (-0.2, 0.8),
                (0.45, -0.15),
                (0.05, -0.15),
            ]
        ),
    )


def _flag(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light = f.P, f.r, f.light
    _seg(surf, light, P([(-0.45, -0.75), (-0.45, 0.75)]), max(2, int(0.1 * r)))
    pygame.draw.polygon(surf, light, P([(-0.42, -0.7), (0.6, -0.45), (-0.42, -0.15)]))
    _seg(surf, light, P([(-0.7, 0.75), (-0.2, 0.75)]), max(2, int(0.1 * r)))


def _wall(surf: pygame.Surface, f: _Figure) -> None:
    P, r, light, dark, w = f.P, f.r, f.light, f.dark, f.w
    rows = 3
    box = pygame.Rect(*P([(-0.6, -0.45)])[0], int(1.2 * r), int(0.9 * r))
    pygame.draw.rect(surf, light, box)
    for i in range(1, rows):
        y = box.y + box.height * i // rows
        pygame.draw.line(surf, dark, (box.x, y), (box.right - 1, y), w)
    for i in range(rows):
        y0, y1 = box.y + box.height * i // rows, box.y + box.height * (i + 1) // rows
        for j in (1, 3) if i % 2 == 0 else (2,):
            x = box.x + box.width * j // 4
            pygame.draw.line(surf, dark, (x, y0), (x, y1), w)


#: the figure drawn on each emblem's disc
FIGURES: dict[str, Callable[[pygame.Surface, _Figure], None]] = {
    "sword": _sword,
    "staff": _staff,
    "gun": _gun,
    "fist": _fist,
    "monster": _monster_boss,
    "boss": _monster_boss,
    "potion": _potion,
    "star": _star_burst,
    "burst": _star_burst,
    "shield": _shield,
    "ring": _ring,
    "bolt": _bolt,
    "flag": _flag,
    "wall": _wall,
}


def _decorate(surf: pygame.Surface, card: dict[str, Any], art: pygame.Rect, k: float) -> None:
    """A card without a picture of its own (``sprites/rpgget/art/``, drawn by
    ``tools/art/rpgget.py``): its emblem in the art box (the type's colour, the class or
    keyword's figure)."""
    if art_component.art_image(GAME, card, str(card.get("name", ""))) is not None:
        return  # the renderer drew the card's picture
    kind = str(card.get("kind", ""))
    r = min(art.width, art.height) // 2 - max(2, int(6 * k))
    if r < 5:
        return
    emblem = emblem_of(str(card.get("name", "")), kind)
    draw_emblem(surf, emblem, art.center, r, EMBLEM_COLOURS.get(kind, (70, 80, 90)))


#: the figure in a card's round badge, by type (the badge's colour tells it too; F1 lists them)
BADGE_MARKS = {
    "character": "triangle",
    "enemy": "cross",
    "mission": "star",
    "reward": "diamond",
    "event": "crescent",
    "roadblock": "square",
}

card_component.register(
    card_component.CardStyle(
        GAME,
        kind_colours=dict(TYPE_COLOURS),
        fields=("type_line", "text", "art", "stats"),
        decorate=_decorate,
        badge_marks=BADGE_MARKS,
        marks_top=0.32,  # the PP pill's row (``layout.pill_row``)
    )
)


def band_px(size: tuple[int, int], card: dict[str, Any]) -> int:
    """The text size of ``enemy_band`` on a card of ``size``: its lines are this plus 2
    pixels apart, the HP line's top ``lh + 5`` above the card's foot."""
    w, h = size
    px = max(theme.MIN_TEXT, h // 11)
    word = "BOSS" if card.get("boss") else "ENEMY"
    return next(
        (p for p in range(face_scale.up(px, theme.card_scale()), px, -1)
         if 2 * (p + 2) + 8 <= h * 0.4 and theme.text_width(word, p, "bold") <= w - 8),
        px,
    )  # fmt: skip


def enemy_band(surf: pygame.Surface, card: dict[str, Any]) -> None:
    """ENEMY (BOSS) over "HP 5 SIZE 2" on a dark band at the foot of ``surf``: with large
    text as large as keeps the word on one line and the band in the card's lower 40 %."""
    w, h = surf.get_size()
    room = w - 8
    word = "BOSS" if card.get("boss") else "ENEMY"
    hp, size = card.get("hp", 0), card.get("size", 0)
    px = band_px((w, h), card)
    # its words apart, condensed and a little narrowed before run together ("HP10 SZ4" beside
    # "HP 3 SZ 1" on a small window's hand)
    tries = [(f"HP {hp} · SIZE {size}", "bold", 1.0), (f"HP {hp} SZ {size}", "bold", 1.0)]
    tries += [(f"HP {hp} SZ {size}", "cond_bold", NARROW), (f"HP{hp} SZ{size}", "bold", 1.0)]
    line, kind, squeeze = next(
        (t for t in tries if theme.text_width(t[0], px, t[1]) * t[2] <= room),
        (f"HP{hp} S{size}", "bold", 1.0),
    )
    px2, line = (px, line) if squeeze < 1.0 else theme.fit_text(line, px, room, kind)
    lh = theme.font_px(px) + 2
    band = pygame.Rect(3, h - 2 * lh - 8, w - 6, 2 * lh + 5)
    pygame.draw.rect(surf, (20, 14, 16), band, border_radius=5)
    pygame.draw.rect(surf, (200, 60, 60), band, 2, border_radius=5)
    theme.blit_text(surf, word, px, (w // 2, band.y + 3), (255, 120, 110), "bold", anchor="midtop")
    at = (w // 2, band.y + 3 + lh)
    theme.blit_text(surf, line, px2, at, theme.TEXT, kind, anchor="midtop", fit=room)


def plate_lines(face: dict[str, Any], size: tuple[int, int]) -> list[tuple[int, int]]:
    """The type and stats lines of ``face`` (a ``face_card``) drawn at ``size``, each as its
    (top, bottom) from the card's top, as ``card._text_box`` lays them out (the face is drawn
    first: its layout is then known); none where the face has no plate."""
    cards.face(GAME, face, size)
    lay = card_component.LAYOUTS.get((GAME, str(face.get("name", "?")), size))
    plan = lay.get("plan") if lay is not None else None
    if lay is None or plan is None:
        return []
    k = size[0] / 240
    inner = lay["text"].inflate(-max(4, int(10 * k)), -max(2, int(6 * k)))
    lines = [p for p in (plan["type"], plan["stats"]) if p]
    heights = [assets.font(p[0], p[1]).get_height() + 1 for p in lines]
    out = []
    if plan["type"]:  # at the top (a plate: its lines centred)
        top = inner.centery - sum(heights) // 2 if plan["text"] is None else inner.y
        out.append((top, top + heights[0]))
    if plan["stats"]:  # at the foot
        bottom = inner.centery - sum(heights) // 2 + sum(heights)
        bottom = bottom if plan["text"] is None else inner.bottom
        out.append((bottom - heights[-1], bottom))
    return out


def hp_words(left: int, hp: int, px: int, room: int) -> tuple[str, str]:
    """A table card's HP band's words and their font: "HP 7/7", in the condensed face where
    the usual one is too wide for a small card (closer: "HP10/10"), else the numbers alone ("7/7" on its bar: at
    1024x600 the party's cards showed "10/10" with no "HP" beside cards that said it)."""
    tries = ((f"HP {left}/{hp}", "bold"), (f"HP {left}/{hp}", "cond_bold"))
    for text, kind in (*tries, (f"HP{left}/{hp}", "cond_bold")):
        if theme.text_width(text, px, kind) <= room:
            return text, kind
    return f"{left}/{hp}", "bold"
