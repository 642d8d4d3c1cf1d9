"""Espionage pictures: each of the 20 roles as a 60s spy-film poster.

Style: three inks on cream paper (black silhouettes, the card kind's colour as the accent:
teal for Missions, crimson for Reactions), a diagonal band, a big disc behind the figure and
halftone dots. The four gold cards are inverted: black paper, gold rays and a gold subject, so
they stand out in a hand.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Callable
from typing import Any

import pygame

from tools.art.common import (
    ROOT,
    S,
    bezier,
    canvas,
    halftone,
    mix,
    rng,
    save_art,
    shade,
    star,
    sunburst,
    thick_line,
)

GAME = "espionage"
STYLE = (
    "60s spy-film poster: cream paper, black silhouettes, one accent ink (teal Missions, "
    "crimson Reactions), a diagonal band, a disc and halftone dots; gold cards on black "
    "with gold rays and a gold subject."
)
CREAM = (240, 228, 200)
BLACK = (22, 20, 24)
ACCENT = {"mission": (32, 120, 128), "reaction": (170, 36, 52), "gold": (226, 180, 60)}
GOLD, GOLD_HI = (226, 180, 60), (255, 232, 150)


def cards() -> dict[str, dict[str, Any]]:
    data = tomllib.loads((ROOT / "tabletop/games/espionage/cards.toml").read_text())
    shown = ("name", "kind", "text", "gold", "as_mission", "designed")
    return {c["name"]: {k: c.get(k) for k in shown} for c in data["card"]}


# ---------------------------------------------------------------------------------- poster parts
def paper(s: pygame.Surface, kind: str, name: str) -> tuple[int, int, int]:
    """The poster's ground; returns the ink for the subject."""
    r = rng(name, "paper")
    if kind == "gold":
        sunburst(s, (S / 2, S * 0.45), 24, BLACK, (60, 46, 20), r.uniform(0, 1))
        halftone(s, (90, 70, 30), 22, 6)
        return GOLD
    acc = ACCENT[kind]
    s.fill(CREAM)
    tilt = r.uniform(-120, 120)
    pygame.draw.polygon(s, acc, [(0, S * 0.62 + tilt), (S, S * 0.38 - tilt), (S, S), (0, S)])
    pygame.draw.circle(s, mix(acc, CREAM, 0.35), (S * r.uniform(0.35, 0.65), S * 0.42), S * 0.34)
    halftone(s, shade(acc, 0.8), 18, 5, pygame.Rect(0, S // 2, S, S // 2))
    return BLACK


def figure(
    s: pygame.Surface, x: float, y: float, k: float, c: tuple[int, int, int], hat: bool = True
) -> None:
    """A trench-coated agent in a fedora, standing (feet at ``y``)."""
    h = 360 * k
    top = y - h
    pygame.draw.circle(s, c, (x, top + 44 * k), 34 * k)
    if hat:
        pygame.draw.ellipse(s, c, (x - 62 * k, top + 22 * k, 124 * k, 22 * k))
        pygame.draw.rect(s, c, (x - 36 * k, top - 4 * k, 72 * k, 36 * k), border_radius=int(10 * k))
    coat = [
        (x - 30 * k, top + 80 * k), (x + 30 * k, top + 80 * k), (x + 78 * k, top + 110 * k),
        (x + 92 * k, top + 270 * k), (x + 60 * k, top + 280 * k), (x - 60 * k, top + 280 * k),
        (x - 92 * k, top + 270 * k), (x - 78 * k, top + 110 * k),
    ]  # fmt: skip
    pygame.draw.polygon(s, c, coat)
    pygame.draw.rect(s, c, (x - 44 * k, top + 270 * k, 32 * k, h - 270 * k))
    pygame.draw.rect(s, c, (x + 12 * k, top + 270 * k, 32 * k, h - 270 * k))


def frame(s: pygame.Surface, ink: tuple[int, int, int]) -> None:
    pygame.draw.rect(s, ink, s.get_rect().inflate(-28, -28), 5)


# ---------------------------------------------------------------------------------- roles
def bomb(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    pygame.draw.circle(s, c, (240, 300), 120)
    pygame.draw.circle(s, GOLD_HI, (200, 250), 30)
    pygame.draw.rect(s, c, (270, 160, 60, 50), border_radius=8)
    pts = bezier((300, 165), (360, 90), (400, 120))
    pygame.draw.lines(s, c, False, pts, 10)
    star(s, (402, 116), 44, (255, 250, 220), 8, 0.4)
    star(s, (402, 116), 24, (250, 120, 40), 8, 0.4)


def target(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    figure(s, 256, 470, 1.0, shade(c, 0.45))
    for rr in (150, 100, 50):
        pygame.draw.circle(s, c, (256, 230), rr, 12)
    pygame.draw.line(s, c, (256, 50), (256, 410), 8)
    pygame.draw.line(s, c, (76, 230), (436, 230), 8)
    pygame.draw.circle(s, (230, 40, 40), (256, 230), 16)


def package(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    pygame.draw.rect(s, c, (110, 190, 292, 200), border_radius=14)
    pygame.draw.rect(s, shade(c, 0.6), (110, 190, 292, 200), 6, border_radius=14)
    pygame.draw.rect(s, c, (200, 150, 112, 50), 14, border_radius=14)
    for x in (170, 342):
        pygame.draw.rect(s, shade(c, 0.6), (x - 8, 190, 16, 200))
    pygame.draw.rect(s, GOLD_HI, (236, 270, 40, 40), border_radius=6)
    for i in range(3):
        star(s, (150 + i * 110, 110 - (i % 2) * 30), 16, GOLD_HI, 4)


def protector(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    figure(s, 190, 470, 0.95, c)
    shield = [(250, 170), (430, 170), (430, 300), (340, 400), (250, 300)]
    pygame.draw.polygon(s, CREAM, shield)
    pygame.draw.polygon(s, c, shield, 14)
    star(s, (340, 270), 50, ACCENT["reaction"], 5, 0.45)


def sniper(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    pygame.draw.circle(s, CREAM, (300, 220), 140)
    figure(s, 300, 330, 0.5, shade(ACCENT["mission"], 0.6))
    pygame.draw.circle(s, c, (300, 220), 140, 16)
    pygame.draw.line(s, c, (300, 80), (300, 360), 4)
    pygame.draw.line(s, c, (160, 220), (440, 220), 4)
    # the rifle along the bottom
    pygame.draw.polygon(s, c, [(40, 430), (330, 400), (340, 418), (60, 460)])
    pygame.draw.rect(s, c, (150, 380, 100, 26), border_radius=10)
    pygame.draw.polygon(s, c, [(40, 430), (20, 470), (90, 470), (100, 448)])


def assassin(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    figure(s, 230, 470, 1.0, c)
    blade = [(320, 250), (450, 140), (462, 152), (336, 266)]
    pygame.draw.polygon(s, (220, 220, 230), blade)
    pygame.draw.polygon(s, c, blade, 4)
    pygame.draw.line(s, c, (304, 236), (340, 280), 14)
    pygame.draw.line(s, c, (300, 262), (326, 290), 18)


def terrorist(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    figure(s, 190, 470, 1.0, c, hat=False)
    pygame.draw.rect(s, CREAM, (168, 130, 44, 10))  # the balaclava's eye slit
    for i in range(3):
        pygame.draw.rect(s, (190, 40, 40), (300 + i * 36, 300, 30, 130), border_radius=6)
        pygame.draw.rect(s, c, (300 + i * 36, 300, 30, 130), 4, border_radius=6)
    pygame.draw.rect(s, c, (290, 350, 120, 16))
    pygame.draw.line(s, c, (354, 300), (400, 230), 6)
    star(s, (404, 222), 30, (250, 160, 40), 8, 0.4)


def infiltrator(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    pygame.draw.rect(s, c, (150, 40, 212, 60))  # the skylight
    pygame.draw.rect(s, CREAM, (166, 50, 180, 40))
    pygame.draw.line(s, c, (256, 40), (256, 200), 6)
    # an agent hanging head down from the rope
    pygame.draw.polygon(s, c, [(226, 200), (286, 200), (300, 330), (212, 330)])
    pygame.draw.circle(s, c, (256, 360), 34)
    for sx in (-1, 1):
        thick_line(s, c, (256 + sx * 20, 210), (256 + sx * 60, 150), 20)
        thick_line(s, c, (256 + sx * 40, 240), (256 + sx * 100, 330), 18)
    pygame.draw.rect(s, shade(CREAM, 0.9), (60, 420, 392, 30))


def double_agent(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    left, right = BLACK, ACCENT["mission"]
    pygame.draw.circle(s, left, (256, 230), 130, draw_top_left=True, draw_bottom_left=True)
    pygame.draw.circle(s, right, (256, 230), 130, draw_top_right=True, draw_bottom_right=True)
    pygame.draw.ellipse(s, CREAM, (180, 200, 50, 24))
    pygame.draw.ellipse(s, BLACK, (282, 200, 50, 24))
    pygame.draw.rect(s, left, (120, 90, 136, 40))
    pygame.draw.rect(s, right, (256, 90, 136, 40))
    pygame.draw.polygon(s, left, [(120, 380), (256, 360), (256, 480), (90, 480)])
    pygame.draw.polygon(s, right, [(256, 360), (392, 380), (422, 480), (256, 480)])
    pygame.draw.line(s, CREAM, (256, 60), (256, 480), 6)


def detective(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    figure(s, 170, 470, 0.85, c)
    pygame.draw.circle(s, CREAM, (330, 230), 90)
    pygame.draw.circle(s, c, (330, 230), 90, 18)
    thick_line(s, c, (392, 296), (460, 380), 30)
    for i in range(3):  # footprints seen through the glass
        pygame.draw.ellipse(s, ACCENT["mission"], (300 + (i % 2) * 30, 190 + i * 28, 20, 30))


def medic(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    pygame.draw.rect(s, CREAM, (146, 120, 220, 220), border_radius=24)
    pygame.draw.rect(s, c, (146, 120, 220, 220), 10, border_radius=24)
    pygame.draw.rect(s, (200, 30, 40), (226, 150, 60, 160))
    pygame.draw.rect(s, (200, 30, 40), (176, 200, 160, 60))
    # a syringe across the bottom
    pygame.draw.rect(s, (220, 230, 240), (120, 380, 220, 40), border_radius=6)
    pygame.draw.rect(s, c, (120, 380, 220, 40), 5, border_radius=6)
    pygame.draw.line(s, c, (340, 400), (420, 400), 6)
    pygame.draw.rect(s, c, (80, 370, 40, 60))


def informant(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    figure(s, 160, 470, 0.9, c)
    figure(s, 330, 470, 0.9, shade(ACCENT["mission"], 0.6), hat=False)
    for rr in (40, 70, 100):  # a whisper travelling across
        pygame.draw.arc(s, c, (210 - rr, 170 - rr, 2 * rr, 2 * rr), -0.5, 0.5, 7)


def courier(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    # a running agent with a briefcase, speed lines behind
    pygame.draw.circle(s, c, (300, 120), 34)
    pygame.draw.ellipse(s, c, (240, 96, 124, 22))
    pygame.draw.rect(s, c, (266, 70, 72, 36), border_radius=10)
    pygame.draw.polygon(s, c, [(260, 160), (330, 160), (340, 300), (250, 300)])
    thick_line(s, c, (280, 300), (200, 380), 28)
    thick_line(s, c, (200, 380), (150, 450), 26)
    thick_line(s, c, (310, 300), (370, 380), 28)
    thick_line(s, c, (370, 380), (440, 420), 26)
    thick_line(s, c, (330, 180), (400, 260), 20)
    pygame.draw.rect(s, (150, 90, 40), (370, 250, 80, 60), border_radius=6)
    pygame.draw.rect(s, c, (370, 250, 80, 60), 5, border_radius=6)
    for i in range(4):
        pygame.draw.line(s, c, (60, 180 + i * 40), (200, 180 + i * 40), 6)


def blackmail(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    env = pygame.Rect(90, 180, 330, 210)
    pygame.draw.rect(s, (250, 244, 230), env)
    pygame.draw.rect(s, c, env, 8)
    pygame.draw.lines(s, c, False, [env.topleft, env.center, env.topright], 8)
    photo = pygame.Rect(150, 90, 150, 120)
    pygame.draw.rect(s, (250, 250, 250), photo)
    pygame.draw.rect(s, c, photo, 6)
    figure(s, 225, 205, 0.28, c)
    pygame.draw.circle(s, (200, 30, 40), env.center, 30)
    star(s, env.center, 22, (120, 10, 20), 6, 0.5)


def police(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    pts = []
    for i in range(12):
        rr = 160 if i % 2 == 0 else 100
        a = -math.pi / 2 + math.pi * i / 6
        pts.append((256 + rr * math.cos(a), 270 + rr * math.sin(a)))
    pygame.draw.polygon(s, (220, 196, 110), pts)
    pygame.draw.polygon(s, c, pts, 10)
    for p in pts[::2]:
        pygame.draw.circle(s, c, p, 14)
    pygame.draw.circle(s, c, (256, 270), 56, 8)
    star(s, (256, 270), 36, c, 5, 0.45)
    for i in range(2):  # the patrol car's lights
        pygame.draw.circle(s, ((60, 120, 230), (220, 40, 40))[i], (110 + i * 292, 90), 30)
        pygame.draw.circle(s, c, (110 + i * 292, 90), 30, 5)


def decoy(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    # a cardboard cut-out agent on a stand; the real one slips away behind it
    figure(s, 380, 450, 0.55, shade(ACCENT["reaction"], 0.6))
    pygame.draw.rect(s, (200, 160, 110), (120, 90, 200, 330), border_radius=16)
    pygame.draw.rect(s, c, (120, 90, 200, 330), 6, border_radius=16)
    figure(s, 220, 400, 0.85, c)
    pygame.draw.polygon(s, c, [(200, 420), (240, 420), (270, 470), (170, 470)])


def bodyguard(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    # a broad guard in dark glasses, arms folded, an earpiece's coil
    pygame.draw.circle(s, c, (256, 150), 62)
    pygame.draw.polygon(s, c, [(150, 220), (362, 220), (440, 470), (72, 470)])
    pygame.draw.rect(s, CREAM, (206, 134, 100, 24), border_radius=8)
    pygame.draw.rect(s, c, (210, 138, 40, 16), border_radius=6)
    pygame.draw.rect(s, c, (262, 138, 40, 16), border_radius=6)
    pygame.draw.rect(s, shade(c, 2.0), (150, 300, 212, 60), border_radius=26)
    pygame.draw.rect(s, c, (150, 300, 212, 60), 6, border_radius=26)
    pts = bezier((318, 160), (360, 220), (330, 260))
    pygame.draw.lines(s, CREAM, False, pts, 4)


def ninja(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    pygame.draw.circle(s, c, (230, 160), 64)
    pygame.draw.rect(s, CREAM, (180, 140, 100, 24), border_radius=10)
    pygame.draw.circle(s, c, (210, 152), 8)
    pygame.draw.circle(s, c, (250, 152), 8)
    pygame.draw.polygon(s, c, [(150, 230), (310, 230), (350, 470), (110, 470)])
    pygame.draw.polygon(s, ACCENT["reaction"], [(280, 120), (360, 80), (350, 120)])  # headband
    thick_line(s, (210, 210, 220), (120, 420), (330, 70), 12)
    star(s, (390, 300), 46, (210, 210, 220), 4, 0.35)
    pygame.draw.circle(s, c, (390, 300), 8)


def mercenary(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    figure(s, 200, 470, 1.0, c, hat=False)
    pygame.draw.ellipse(s, c, (158, 104, 96, 34))  # a beret
    pygame.draw.ellipse(s, (190, 150, 70), (290, 250, 150, 180))
    pygame.draw.ellipse(s, c, (290, 250, 150, 180), 6)
    pygame.draw.polygon(s, (190, 150, 70), [(330, 260), (400, 260), (420, 220), (310, 220)])
    font = pygame.font.Font(str(ROOT / "tabletop/ui/fonts/DejaVuSerif-Bold.ttf"), 90)
    img = font.render("$", True, c)
    s.blit(img, img.get_rect(center=(365, 350)))


def hacker(s: pygame.Surface, c: tuple[int, int, int]) -> None:
    # a hooded figure lit by a screen of green code
    pygame.draw.polygon(s, c, [(140, 470), (170, 230), (256, 120), (342, 230), (372, 470)])
    pygame.draw.ellipse(s, shade(CREAM, 0.3), (200, 170, 112, 120))
    pygame.draw.rect(s, (30, 40, 36), (150, 330, 212, 120), border_radius=8)
    pygame.draw.rect(s, c, (150, 330, 212, 120), 6, border_radius=8)
    r = rng("hacker", "code")
    for row in range(5):
        for col in range(9):
            if r.random() < 0.7:
                pygame.draw.rect(s, (90, 240, 120), (164 + col * 21, 344 + row * 20, 14, 10))
    pygame.draw.polygon(s, c, [(120, 450), (392, 450), (420, 480), (92, 480)])


ROLES: dict[str, Callable[[pygame.Surface, tuple[int, int, int]], None]] = {
    "Bomb": bomb,
    "Target": target,
    "Package": package,
    "Protector": protector,
    "Sniper": sniper,
    "Assassin": assassin,
    "Terrorist": terrorist,
    "Infiltrator": infiltrator,
    "Double Agent": double_agent,
    "Detective": detective,
    "Medic": medic,
    "Informant": informant,
    "Courier": courier,
    "Blackmail": blackmail,
    "Police": police,
    "Decoy": decoy,
    "Bodyguard": bodyguard,
    "Ninja": ninja,
    "Mercenary": mercenary,
    "Hacker": hacker,
}


def picture(name: str, kind: str) -> pygame.Surface:
    s = canvas()
    ink = paper(s, kind, name)
    ROLES[name](s, ink)
    frame(s, GOLD if kind == "gold" else BLACK)
    return s


def generate(game_cards: dict[str, dict[str, Any]]) -> None:
    for name, card in game_cards.items():
        kind = "gold" if card.get("gold") else str(card["kind"])
        save_art(GAME, name, picture(name, kind))
