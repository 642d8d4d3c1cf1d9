"""The table each game is played on: a seamless 512 px tile per game (sprites/<game>/table/
felt.png), repeated over the window under the cards. Dark and quiet, so the cards stand out;
each in its game's style (see docs/art.md).

Every shape is drawn nine times, shifted by the tile's size, so the tile wraps without seams.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tools.art.common import ROOT, mix, rng, shade

T = 512
Colour = tuple[int, int, int]


def _wrap(draw: Callable[[float, float], None], x: float, y: float) -> None:
    for dx in (-T, 0, T):
        for dy in (-T, 0, T):
            draw(x + dx, y + dy)


def _noise(s: pygame.Surface, seed: str, base: Colour, amount: int, n: int = 9000) -> None:
    r = rng(seed, "noise")
    for _ in range(n):
        x, y = r.randrange(T), r.randrange(T)
        d = r.randint(-amount, amount)
        c = tuple(max(0, min(255, v + d)) for v in base)
        s.set_at((x, y), c)  # type: ignore[arg-type]


def austin() -> pygame.Surface:
    """A 60s shag-pile lounge: deep plum with orange and pink op-art rings and swirls."""
    base = (46, 20, 52)
    s = pygame.Surface((T, T))
    s.fill(base)
    _noise(s, "austin", base, 10, 30000)
    r = rng("austin", "rings")
    for _ in range(9):
        x, y = r.uniform(0, T), r.uniform(0, T)
        col = mix(r.choice(((96, 40, 70), (90, 50, 40), (70, 36, 96))), base, 0.3)
        rad = r.uniform(40, 90)

        def rings(px: float, py: float, col: Colour = col, rad: float = rad) -> None:
            for i in range(5):
                pygame.draw.circle(s, mix(col, base, i / 5), (px, py), rad - i * rad / 5, 6)

        _wrap(rings, x, y)
    for _ in range(14):
        x, y = r.uniform(0, T), r.uniform(0, T)

        def daisy(px: float, py: float) -> None:
            for i in range(6):
                a = math.pi * i / 3
                pygame.draw.circle(s, (70, 34, 74), (px + 9 * math.cos(a), py + 9 * math.sin(a)), 7)
            pygame.draw.circle(s, (96, 60, 50), (px, py), 5)

        _wrap(daisy, x, y)
    return s


def espionage() -> pygame.Surface:
    """A night-time briefing table: blue-black leather, a faint map grid and a compass rose."""
    base = (16, 24, 38)
    s = pygame.Surface((T, T))
    s.fill(base)
    _noise(s, "espionage", base, 6, 24000)
    for i in range(0, T, 32):
        c = (24, 36, 54) if i % 128 else (30, 46, 68)
        pygame.draw.line(s, c, (i, 0), (i, T), 1)
        pygame.draw.line(s, c, (0, i), (T, i), 1)

    def rose(px: float, py: float) -> None:
        pygame.draw.circle(s, (30, 46, 66), (px, py), 70, 2)
        pygame.draw.circle(s, (30, 46, 66), (px, py), 50, 1)
        for i in range(8):
            a = math.pi * i / 4
            rr = 80 if i % 2 == 0 else 46
            tip = (px + rr * math.cos(a), py + rr * math.sin(a))
            left = (px + 10 * math.cos(a + 1.4), py + 10 * math.sin(a + 1.4))
            right = (px + 10 * math.cos(a - 1.4), py + 10 * math.sin(a - 1.4))
            pygame.draw.polygon(s, (34, 52, 74), [tip, left, (px, py), right])

    _wrap(rose, 384, 128)
    return s


def codenames() -> pygame.Surface:
    """A steel command table: dark gunmetal tread plate (raised bars in two directions)."""
    base = (26, 30, 38)
    s = pygame.Surface((T, T))
    s.fill(base)
    _noise(s, "codenames", base, 7, 20000)
    step = 32
    for gx in range(0, T, step):
        for gy in range(0, T, step):
            flip = (gx // step + gy // step) % 2
            cx, cy = gx + step / 2, gy + step / 2
            d = (9, -9) if flip else (9, 9)
            a, b = (cx - d[0], cy - d[1]), (cx + d[0], cy + d[1])
            pygame.draw.line(s, (40, 46, 58), a, b, 5)
            pygame.draw.line(s, (18, 20, 26), (a[0] + 1, a[1] + 2), (b[0] + 1, b[1] + 2), 2)
    return s


def beanz() -> pygame.Surface:
    """Deep space: violet-black with stars and a faint nebula."""
    base = (18, 12, 36)
    s = pygame.Surface((T, T))
    s.fill(base)
    r = rng("beanz", "space")
    neb = pygame.Surface((T, T), pygame.SRCALPHA)
    for _ in range(10):
        x, y, rad = r.uniform(0, T), r.uniform(0, T), r.uniform(60, 140)
        col = r.choice(((70, 30, 110, 18), (30, 60, 120, 18), (110, 40, 90, 14)))

        def blob(
            px: float, py: float, rad: float = rad, col: tuple[int, int, int, int] = col
        ) -> None:
            for i in range(6):
                pygame.draw.circle(neb, col, (px, py), rad * (1 - i / 7))

        _wrap(blob, x, y)
    s.blit(neb, (0, 0))
    for _ in range(260):
        x, y = r.uniform(0, T), r.uniform(0, T)
        b = r.randint(90, 220)
        rad = r.choice((1, 1, 1, 2))

        def dot(px: float, py: float, b: int = b, rad: int = rad) -> None:
            pygame.draw.circle(s, (b, b, min(255, b + 30)), (px, py), rad)

        _wrap(dot, x, y)
    return s


def rpgget() -> pygame.Surface:
    """A tavern table: dark oak planks with grain and knots."""
    s = pygame.Surface((T, T))
    r = rng("rpgget", "wood")
    plank = T // 4
    for i in range(4):
        base = shade((92, 60, 36), r.uniform(0.62, 0.78))
        pygame.draw.rect(s, base, (0, i * plank, T, plank))
        for _ in range(26):
            y0 = i * plank + r.uniform(4, plank - 4)
            amp, ph = r.uniform(1, 4), r.uniform(0, 6.28)
            col = shade(base, r.uniform(0.8, 1.15))
            pts = [
                (x, y0 + amp * math.sin(x / T * 2 * math.pi * r.choice((1, 2)) + ph))
                for x in range(0, T + 8, 8)
            ]
            pygame.draw.lines(s, col, False, pts, 1)
        pygame.draw.line(s, shade(base, 0.5), (0, i * plank), (T, i * plank), 3)
        kx = r.uniform(40, T - 40)
        pygame.draw.ellipse(s, shade(base, 0.7), (kx - 14, i * plank + plank / 2 - 6, 28, 12))
    return s


TABLES: dict[str, Callable[[], pygame.Surface]] = {
    "austin": austin,
    "espionage": espionage,
    "codenames": codenames,
    "beanz": beanz,
    "rpgget": rpgget,
}


def generate_all() -> None:
    for game, fn in TABLES.items():
        d = ROOT / "sprites" / game / "table"
        d.mkdir(parents=True, exist_ok=True)
        (d / "__init__.py").touch()
        pygame.image.save(fn(), str(d / "felt.png"))
        print(f"{game}: table")
