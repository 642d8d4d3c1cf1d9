"""Austin Powers CCG pictures: a portrait for every Agent, a scene for every Swinger, Happening,
Slugfest and Frickin' Bone.

Style: late-60s pop art. Thick ink outlines, flat colours. Good cards: hot pink, orange, lime
and turquoise sunbursts and swirls with daisies; Evil cards: the lair (steel hex walls, a red
alert glow) or the night sky over the Moon base. Frickin' Bones: a comic-book burst with
halftone dots around the thing the line is about.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from tools.art import austin_props as P
from tools.art.canvas import paletted
from tools.art.common import (
    INK,
    SIZE,
    canvas,
    circle,
    flower,
    poly,
    portrait,
    rect,
    rng,
    save_art,
    shade,
    star,
    text,
)

GAME = "austin"
STYLE = (
    "Late-60s pop art: ink outlines, flat colours; Good = pink/orange/lime sunbursts and "
    "swirls with daisies, Evil = steel hex lair with a red glow or the Moon's night sky; "
    "Agents are portraits, Swingers/Happenings/Slugfests scenes, Bones comic bursts."
)

Draw = Callable[[pygame.Surface, float, float, float], None]
Place = tuple[str, float, float, float]  # prop, x, y, scale


def cards() -> dict[str, dict[str, Any]]:
    from tabletop.games.austin import faces
    from tabletop.games.austin.cards import CARDS

    return {name: faces.card_dict(name) for name in CARDS}


# ---------------------------------------------------------------------------------- extra props
def _red_star(s: pygame.Surface, x: float, y: float, k: float) -> None:
    star(s, (x, y), 100 * k, (220, 30, 40), 5, 0.45, 5)


def _german(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i, c in enumerate(((20, 20, 20), (220, 30, 30), (250, 200, 40))):
        pygame.draw.rect(s, c, (x - 100 * k, y - 60 * k + i * 40 * k, 200 * k, 40 * k + 1))
    pygame.draw.rect(s, INK, (x - 100 * k, y - 60 * k, 200 * k, 120 * k), 4)


def _atc_tower(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (200, 200, 210), (x - 24 * k, y - 60 * k, 48 * k, 260 * k), 4)
    poly(
        s,
        (90, 160, 210),
        [
            (x - 80 * k, y - 60 * k),
            (x + 80 * k, y - 60 * k),
            (x + 60 * k, y - 130 * k),
            (x - 60 * k, y - 130 * k),
        ],
    )
    rect(s, (200, 200, 210), (x - 70 * k, y - 150 * k, 140 * k, 22 * k), 4)


def _office(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (70, 80, 100), (x - 80 * k, y - 200 * k, 160 * k, 400 * k), 5)
    for i in range(9):
        for j in range(3):
            rect(
                s,
                (250, 220, 120) if (i + j) % 3 else (40, 50, 60),
                (x - 60 * k + j * 44 * k, y - 180 * k + i * 40 * k, 32 * k, 24 * k),
                0,
            )
    text(s, "V", int(60 * k), (x, y - 240 * k), (220, 40, 40))


def _blueprint(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (40, 90, 170), (x - 110 * k, y - 140 * k, 220 * k, 280 * k), 5)
    for i in range(1, 6):
        pygame.draw.line(
            s,
            (90, 140, 210),
            (x - 110 * k, y - 140 * k + i * 46 * k),
            (x + 110 * k, y - 140 * k + i * 46 * k),
            2,
        )
    pygame.draw.polygon(
        s,
        (230, 240, 255),
        [
            (x - 30 * k, y + 100 * k),
            (x - 30 * k, y - 40 * k),
            (x, y - 110 * k),
            (x + 30 * k, y - 40 * k),
            (x + 30 * k, y + 100 * k),
        ],
        4,
    )
    pygame.draw.line(s, (230, 240, 255), (x - 30 * k, y + 60 * k), (x - 70 * k, y + 110 * k), 4)
    pygame.draw.line(s, (230, 240, 255), (x + 30 * k, y + 60 * k), (x + 70 * k, y + 110 * k), 4)


def _shamrock(s: pygame.Surface, x: float, y: float, k: float) -> None:
    g = (40, 160, 70)
    for a in (-90, 30, 150):
        cx, cy = x + 46 * k * math.cos(math.radians(a)), y + 46 * k * math.sin(math.radians(a))
        circle(s, g, (cx, cy), 44 * k, 4)
    pygame.draw.line(s, g, (x, y), (x + 30 * k, y + 130 * k), int(14 * k) + 1)


def _robot_panel(s: pygame.Surface, x: float, y: float, k: float) -> None:
    rect(s, (200, 205, 215), (x - 70 * k, y - 50 * k, 140 * k, 100 * k), 4, 10)
    for i in range(3):
        circle(
            s,
            ((220, 40, 40), (60, 220, 90), (250, 220, 60))[i],
            (x - 40 * k + i * 40 * k, y - 10 * k),
            12 * k,
            3,
        )
    pygame.draw.line(s, INK, (x - 50 * k, y + 30 * k), (x + 50 * k, y + 30 * k), 4)


def _silhouette(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """Dr. Evil's looming outline behind Mini-Me."""
    c = (30, 30, 40)
    pygame.draw.circle(s, c, (x, y - 120 * k), 110 * k)
    pygame.draw.polygon(
        s,
        c,
        [
            (x - 230 * k, y + 300 * k),
            (x - 170 * k, y),
            (x + 170 * k, y),
            (x + 230 * k, y + 300 * k),
        ],
    )
    pygame.draw.line(s, (170, 60, 60), (x + 40 * k, y - 170 * k), (x + 70 * k, y - 90 * k), 6)


def _pinky(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.hand(s, x, y, k, "pinky")


def _evil_pinky(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A bald head's smirk, the little finger at the corner of the mouth."""
    circle(s, (250, 214, 190), (x - 40 * k, y - 40 * k), 150 * k, 6)
    pygame.draw.line(s, (170, 60, 60), (x + 10 * k, y - 150 * k), (x + 40 * k, y - 60 * k), 8)
    for sx in (-1, 1):
        circle(s, (255, 255, 255), (x - 40 * k + sx * 55 * k, y - 70 * k), 20 * k, 4)
        pygame.draw.circle(s, INK, (x - 40 * k + sx * 55 * k, y - 66 * k), 8 * k)
    pygame.draw.arc(
        s,
        (180, 60, 70),
        (x - 120 * k, y - 10 * k, 150 * k, 60 * k),
        math.pi * 1.1,
        math.pi * 1.9,
        9,
    )
    P.hand(s, x + 70 * k, y + 120 * k, 0.8 * k, "pinky")


def _chop(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A flat hand in a white judo sleeve chopping a board in two."""
    wood = (200, 150, 90)
    for sx, ang in ((-1, 12), (1, -12)):
        cx = x + sx * 110 * k
        pts = [
            (cx - 90 * k, y + 90 * k - sx * ang * k),
            (cx + 90 * k, y + 90 * k + sx * ang * k),
            (cx + 90 * k, y + 140 * k + sx * ang * k),
            (cx - 90 * k, y + 140 * k - sx * ang * k),
        ]
        poly(s, wood, pts)
    star(s, (x, y + 110 * k), 50 * k, (250, 230, 60), 8, 0.4, 3)
    poly(
        s,
        (245, 245, 245),
        [
            (x - 40 * k, y - 260 * k),
            (x + 60 * k, y - 250 * k),
            (x + 50 * k, y - 120 * k),
            (x - 40 * k, y - 130 * k),
        ],
    )
    poly(
        s,
        (240, 200, 170),
        [
            (x - 34 * k, y - 130 * k),
            (x + 46 * k, y - 122 * k),
            (x + 30 * k, y + 60 * k),
            (x + 4 * k, y + 76 * k),
            (x - 24 * k, y + 56 * k),
        ],
    )
    poly(
        s,
        (240, 200, 170),
        [
            (x + 40 * k, y - 90 * k),
            (x + 80 * k, y - 110 * k),
            (x + 90 * k, y - 90 * k),
            (x + 42 * k, y - 60 * k),
        ],
        4,
    )
    for i in range(3):
        pygame.draw.line(
            s,
            INK,
            (x - 80 * k - i * 24 * k, y - 150 * k + i * 40 * k),
            (x - 50 * k - i * 24 * k, y - 60 * k + i * 40 * k),
            6,
        )


def _grip(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.hand(s, x, y, k, "grip")


def _point(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.hand(s, x, y, k, "point")


def _shh(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.hand(s, x, y, k, "shh")


def _air_quotes(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.hand(s, x - 100 * k, y, 0.7 * k, "quotes")
    P.hand(s, x + 100 * k, y, 0.7 * k, "quotes")


def _jaguar(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.car(s, x, y, k, (40, 120, 70))


def _jack_jaguar(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.car(s, x, y, k, (30, 50, 140), jack=True)


def _gear(s: pygame.Surface, x: float, y: float, k: float) -> None:
    pts = []
    for i in range(24):
        rr = (70 if i % 2 == 0 else 54) * k
        a = math.pi * i / 12
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    poly(s, (150, 160, 175), pts)
    circle(s, (60, 66, 80), (x, y), 22 * k, 4)


def _megaphone(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A loud-hailer, shouting (sound arcs from its mouth)."""
    poly(
        s,
        (230, 230, 235),
        [
            (x - 90 * k, y - 20 * k),
            (x + 40 * k, y - 70 * k),
            (x + 40 * k, y + 70 * k),
            (x - 90 * k, y + 20 * k),
        ],
    )
    rect(s, (200, 40, 40), (x - 120 * k, y - 24 * k, 40 * k, 48 * k), 4, 6)
    rect(s, (60, 60, 70), (x - 70 * k, y + 16 * k, 24 * k, 60 * k), 4, 4)
    for rr in (60, 90, 120):
        pygame.draw.arc(
            s,
            (250, 240, 200),
            (x + 40 * k - rr * k, y - rr * k, 2 * rr * k, 2 * rr * k),
            -0.7,
            0.7,
            6,
        )


def _shark_laser(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.shark(s, x, y, k, laser=True)


def _big_money(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.money(s, x, y, k)
    text(s, "$1,000,000", int(48 * k), (x, y + 150 * k), (250, 240, 160))


def _mini_and_big(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for dx, sc in ((-90, 1.0), (110, 0.5)):
        fx = x + dx * k
        c = (120, 120, 130)
        pygame.draw.circle(s, (240, 200, 170), (fx, y - 60 * k * sc - 60 * k), 50 * k * sc)
        pygame.draw.circle(s, INK, (fx, y - 60 * k * sc - 60 * k), 50 * k * sc, 4)
        poly(
            s,
            c,
            [
                (fx - 70 * k * sc, y + 180 * k),
                (fx - 60 * k * sc, y - 10 * k * sc - 20 * k),
                (fx + 60 * k * sc, y - 10 * k * sc - 20 * k),
                (fx + 70 * k * sc, y + 180 * k),
            ],
        )


def _pinky_gold(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.gold_bars(s, x, y + 40 * k, k)
    text(s, "$100 BILLION", int(40 * k), (x, y - 120 * k), (250, 220, 80))


def _mojo_sun(s: pygame.Surface, x: float, y: float, k: float) -> None:
    for i in range(12):
        a = math.pi * (1 + i / 11)
        pygame.draw.line(
            s,
            (250, 220, 60),
            (x, y),
            (x + 260 * k * math.cos(a), y + 260 * k * math.sin(a)),
            int(14 * k) + 1,
        )
    circle(s, (250, 160, 40), (x, y), 110 * k, 6)
    P.heart(s, x, y, 0.5 * k, (240, 60, 150))


def _fight(s: pygame.Surface, x: float, y: float, k: float) -> None:
    P.fists(s, x, y, k)
    text(s, "POW!", int(70 * k), (x, y - 150 * k), (250, 230, 60), angle=10)


def _shindig(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """A party Slugfest: a spring-loaded boxing glove bursts out of a gift box (no dancers:
    Swinging Pad Party and Dance Fever have those)."""
    bx, by = x - 60 * k, y + 110 * k  # the box's top centre
    rect(s, (60, 170, 200), (bx - 90 * k, by, 180 * k, 120 * k), 5, 6)
    rect(s, (250, 120, 40), (bx - 16 * k, by, 32 * k, 120 * k), 0)
    rect(s, (250, 120, 40), (bx - 110 * k, by - 24 * k, 220 * k, 30 * k), 5, 6)
    gx, gy = x + 70 * k, y - 110 * k  # the glove
    pts = []
    for i in range(9):  # the spring: a zigzag from the box to the glove
        t = i / 8
        side = (-1) ** i * 26 * k if 0 < i < 8 else 0
        px, py = bx + (gx - bx) * t, by - 20 * k + (gy + 60 * k - by + 20 * k) * t
        pts.append((px + side * 0.8, py + side * 0.6))
    for a, b in zip(pts, pts[1:]):
        pygame.draw.line(s, INK, a, b, max(3, int(14 * k)))
        pygame.draw.line(s, (200, 205, 215), a, b, max(1, int(7 * k)))
    star(s, (gx + 40 * k, gy - 10 * k), 120 * k, (255, 230, 60), 12, 0.5, 5)
    circle(s, (220, 40, 40), (gx, gy), 70 * k, 5)
    circle(s, (220, 40, 40), (gx - 62 * k, gy + 10 * k), 30 * k, 4)
    rect(s, (250, 250, 245), (gx - 50 * k, gy + 52 * k, 100 * k, 40 * k), 5, 8)
    P.shoe(s, x - 150 * k, y - 170 * k, 0.45 * k)


EXTRA: dict[str, Draw] = {
    "red_star": _red_star,
    "german": _german,
    "atc_tower": _atc_tower,
    "office": _office,
    "blueprint": _blueprint,
    "shamrock": _shamrock,
    "robot_panel": _robot_panel,
    "silhouette": _silhouette,
    "pinky": _pinky,
    "evil_pinky": _evil_pinky,
    "chop": _chop,
    "grip": _grip,
    "point": _point,
    "shh": _shh,
    "air_quotes": _air_quotes,
    "jaguar": _jaguar,
    "jack_jaguar": _jack_jaguar,
    "shark_laser": _shark_laser,
    "gear": _gear,
    "megaphone": _megaphone,
    "big_money": _big_money,
    "mini_and_big": _mini_and_big,
    "pinky_gold": _pinky_gold,
    "mojo_sun": _mojo_sun,
    "fight": _fight,
    "shindig": _shindig,
}


def draw_prop(s: pygame.Surface, place: Place) -> None:
    name, x, y, k = place
    fn = EXTRA.get(name) or P.PROPS[name]
    fn(s, x, y, k)


def _flower(s: pygame.Surface, x: float, y: float, k: float) -> None:
    flower(s, (x, y), 150 * k, (240, 90, 170), (250, 220, 60), 8)
    flower(s, (x, y), 70 * k, (250, 150, 40), (250, 240, 160), 6)


EXTRA["flower"] = _flower


# ---------------------------------------------------------------------------------- pictures
def backdrop(s: pygame.Surface, theme: str, name: str) -> None:
    r = rng(name, "backdrop")
    if theme in ("burst", "swirl"):
        P.good_backdrop(s, r, theme)
    elif theme == "sea":
        from tools.art.common import vgradient

        vgradient(s, (30, 110, 150), (10, 30, 60))
        for _ in range(24):
            x, y = r.uniform(30, 480), r.uniform(30, 480)
            pygame.draw.circle(s, (150, 210, 240), (x, y), r.uniform(4, 12), 3)
    elif theme == "space":
        P.evil_backdrop(s, r, "space")
    else:
        P.evil_backdrop(s, r, "lair")


def agent_picture(name: str) -> pygame.Surface:
    from tools.art.austin_cards import AGENTS

    fig, theme, behind, front = AGENTS[name]
    s = canvas()
    if theme == "cat":  # Mr. Bigglesworth: Dr. Evil's cat on a velvet cushion
        backdrop(s, "lair", name)
        rect(s, (150, 30, 60), (60, 370, 392, 120), 5, 40)
        P.cat(s, 256, 330, 1.25)
        return s
    backdrop(s, theme, name)
    for place in behind:
        draw_prop(s, place)
    portrait(s, fig)
    for place in front:
        draw_prop(s, place)
    return s


def scene_picture(name: str) -> pygame.Surface:
    from tools.art.austin_cards import SCENES

    theme, places = SCENES[name]
    s = canvas()
    backdrop(s, theme, name)
    for place in places:
        draw_prop(s, place)
    return s


def bone_picture(name: str, good: bool) -> pygame.Surface:
    from tools.art.austin_cards import BONES

    s = canvas()
    P.pop_burst(s, rng(name, "burst"), good)
    for place in BONES[name]:
        draw_prop(s, place)
    return s


def picture(name: str) -> pygame.Surface:
    from tabletop.games.austin.cards import CARDS

    d = CARDS[name]
    if d.kind == "agent":
        s = agent_picture(name)
    elif d.kind == "bone":
        s = bone_picture(name, d.side == "good")
    else:
        s = scene_picture(name)
    edge = (250, 120, 190) if d.side == "good" else (120, 200, 130)
    pygame.draw.rect(s, shade(edge, 0.6), s.get_rect(), 8)
    return s


def generate(game_cards: dict[str, dict[str, Any]]) -> None:
    for name in game_cards:
        pic = picture(name)
        pic = (
            pygame.transform.smoothscale(pic, (SIZE, SIZE))
            if pic.get_size() != (SIZE, SIZE)
            else pic
        )
        save_art(GAME, name, paletted(pic))  # 8-bit: a third of the bytes


def _wag(s: pygame.Surface, x: float, y: float, k: float) -> None:
    """Motion arcs: a finger wagged."""
    for rr in (120, 150):
        pygame.draw.arc(
            s, INK, (x - rr * k, y - 40 * k, 2 * rr * k, 200 * k), math.pi * 0.2, math.pi * 0.8, 6
        )


EXTRA["wag"] = _wag
