"""A drawing kit for the Beanz, RPG Get! and Codenames pictures: a square canvas in unit
coordinates (0..100), drawn with pygame primitives four times the sprite's size and smooth-scaled
down once (clean edges; the same code always draws the same pixels), with an ink outline for
filled shapes, translucent colours, arcs, stars, blobs, rays, glows and gradients.
``tools/art/common.py`` holds the shared pipeline (``save_art``, the manifest)."""

from __future__ import annotations

import math
import os
import random
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SIZE = 256
SS = 4  # supersampling factor

Colour = Sequence[int]
Pt = Sequence[float]


def rng_of(name: str) -> random.Random:
    """A random source seeded by the card's name (stable across runs and machines)."""
    return random.Random(zlib.crc32(name.encode("utf-8")))


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


def darker(c: Colour, f: float = 0.6) -> tuple[int, int, int]:
    return (int(c[0] * f), int(c[1] * f), int(c[2] * f))


def lighter(c: Colour, t: float = 0.4) -> tuple[int, int, int]:
    return mix(c, (255, 255, 255), t)


class Canvas:
    """A square picture drawn in unit coordinates 0..100 (x right, y down) on a surface ``SS``
    times the sprite's size. ``outline`` draws a dark line round filled shapes (the comic
    style's ink line) when a width is given."""

    def __init__(self, bg: Colour | None = None, size: int = SIZE) -> None:
        self.px = size * SS
        self.k = self.px / 100.0
        self.surf = pygame.Surface((self.px, self.px), pygame.SRCALPHA)
        if bg is not None:
            self.surf.fill(bg)
        self.size = size
        self.ink: Colour = (24, 20, 28)
        self._scratch: pygame.Surface | None = None

    # ------------------------------------------------------------------ coordinates
    def p(self, pt: Pt) -> tuple[float, float]:
        return (pt[0] * self.k, pt[1] * self.k)

    def _layer(self, colour: Colour) -> pygame.Surface:
        """The surface to draw on: the canvas itself, or a clear scratch layer for a
        translucent colour (kept between shapes: only the part a shape touched is used)."""
        if len(colour) == 4 and colour[3] < 255:
            if self._scratch is None:
                self._scratch = pygame.Surface((self.px, self.px), pygame.SRCALPHA)
            return self._scratch
        return self.surf

    def many(self, colour: Colour, shapes: Iterable[tuple[Pt, float]]) -> None:
        """Many discs (centre, radius) of one translucent colour, composited at once (a
        halftone screen)."""
        solid = self._solid(colour)
        layer = self._layer(colour)
        for c, r in shapes:
            pygame.draw.circle(layer, solid, self.p(c), r * self.k)
        self._done(layer, colour)

    def _done(self, layer: pygame.Surface, colour: Colour) -> None:
        if layer is not self.surf:
            box = layer.get_bounding_rect()
            if box.width and box.height:
                part = layer.subsurface(box)
                part.fill((255, 255, 255, colour[3]), special_flags=pygame.BLEND_RGBA_MULT)
                self.surf.blit(part, box.topleft)
                part.fill((0, 0, 0, 0))

    def _solid(self, colour: Colour) -> tuple[int, int, int, int]:
        return (colour[0], colour[1], colour[2], 255)

    # ------------------------------------------------------------------ shapes
    def poly(self, pts: Iterable[Pt], colour: Colour, outline: float = 0) -> None:
        unit = list(pts)
        layer = self._layer(colour)
        pygame.draw.polygon(layer, self._solid(colour), [self.p(t) for t in unit])
        self._done(layer, colour)
        if outline:
            self._outline(unit, outline)

    def _outline(self, pts: Sequence[Pt], w: float) -> None:
        self.lines([*pts, pts[0]], self.ink, w)

    def circle(self, c: Pt, r: float, colour: Colour, outline: float = 0) -> None:
        layer = self._layer(colour)
        pygame.draw.circle(layer, self._solid(colour), self.p(c), r * self.k)
        self._done(layer, colour)
        if outline:
            self.ring(c, r, outline, self.ink)

    def ring(self, c: Pt, r: float, w: float, colour: Colour) -> None:
        layer = self._layer(colour)
        pygame.draw.circle(layer, self._solid(colour), self.p(c), (r + w / 2) * self.k,
                           max(1, round(w * self.k)))  # fmt: skip
        self._done(layer, colour)

    def ellipse(
        self, c: Pt, rx: float, ry: float, colour: Colour, outline: float = 0, angle: float = 0
    ) -> None:
        if angle:
            pts = [
                self.rot((c[0] + rx * math.cos(t), c[1] + ry * math.sin(t)), c, angle)
                for t in (i * math.tau / 72 for i in range(72))
            ]
            self.poly(pts, colour, outline)
            return
        rect = pygame.Rect(0, 0, round(2 * rx * self.k), round(2 * ry * self.k))
        rect.center = (round(c[0] * self.k), round(c[1] * self.k))
        if outline:
            big = rect.inflate(round(2 * outline * self.k), round(2 * outline * self.k))
            pygame.draw.ellipse(self.surf, self._solid(self.ink), big)
        layer = self._layer(colour)
        pygame.draw.ellipse(layer, self._solid(colour), rect)
        self._done(layer, colour)

    def rect(
        self, x: float, y: float, w: float, h: float, colour: Colour, r: float = 0,
        outline: float = 0,
    ) -> None:  # fmt: skip
        k = self.k
        rect = pygame.Rect(round(x * k), round(y * k), round(w * k), round(h * k))
        if outline:
            o = round(outline * k)
            pygame.draw.rect(self.surf, self._solid(self.ink), rect.inflate(2 * o, 2 * o),
                             border_radius=round((r + outline) * k) if r else 0)  # fmt: skip
        layer = self._layer(colour)
        pygame.draw.rect(layer, self._solid(colour), rect, border_radius=round(r * k))
        self._done(layer, colour)

    def line(self, a: Pt, b: Pt, w: float, colour: Colour) -> None:
        """A thick segment with round caps."""
        self.lines([a, b], colour, w)

    def lines(self, pts: Sequence[Pt], colour: Colour, w: float) -> None:
        if len(pts) < 2 or w <= 0:
            return
        layer = self._layer(colour)
        solid = self._solid(colour)
        r = w * self.k / 2
        for a, b in zip(pts, pts[1:]):
            ax, ay = self.p(a)
            bx, by = self.p(b)
            dx, dy = bx - ax, by - ay
            n = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / n * r, dx / n * r
            quad = [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
            pygame.draw.polygon(layer, solid, quad)
            pygame.draw.circle(layer, solid, (ax, ay), r)
        pygame.draw.circle(layer, solid, self.p(pts[-1]), r)
        self._done(layer, colour)

    def arc(
        self, c: Pt, r: float, a0: float, a1: float, w: float, colour: Colour, ry: float = 0
    ) -> None:
        """An arc from angle ``a0`` to ``a1`` in degrees (0 = east, 90 = up)."""
        n = max(8, int(abs(a1 - a0) / 4))
        ry = ry or r
        pts = [
            (c[0] + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             c[1] - ry * math.sin(math.radians(a0 + (a1 - a0) * i / n)))
            for i in range(n + 1)
        ]  # fmt: skip
        self.lines(pts, colour, w)

    def star(
        self, c: Pt, r: float, colour: Colour, n: int = 5, inner: float = 0.45, turn: float = 0,
        outline: float = 0,
    ) -> None:  # fmt: skip
        pts = []
        for i in range(2 * n):
            a = math.pi * i / n - math.pi / 2 + math.radians(turn)
            k = r if i % 2 == 0 else r * inner
            pts.append((c[0] + k * math.cos(a), c[1] + k * math.sin(a)))
        self.poly(pts, colour, outline)

    def blob(self, c: Pt, r: float, colour: Colour, rng: random.Random, bumps: int = 9,
             wobble: float = 0.18, outline: float = 0) -> None:  # fmt: skip
        """An irregular round shape (a rock, a cloud, a bush)."""
        phase = rng.random() * math.tau
        amps = [rng.uniform(-wobble, wobble) for _ in range(bumps)]
        pts = []
        for i in range(60):
            t = i * math.tau / 60
            k = 1 + sum(a * math.sin((j + 2) * t + phase * (j + 1)) for j, a in enumerate(amps[:3]))
            pts.append((c[0] + r * k * math.cos(t), c[1] + r * k * math.sin(t)))
        self.poly(pts, colour, outline)

    @staticmethod
    def rot(pt: Pt, c: Pt, deg: float) -> tuple[float, float]:
        a = math.radians(deg)
        x, y = pt[0] - c[0], pt[1] - c[1]
        return (c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a))

    # ------------------------------------------------------------------ fills
    def vgrad(self, top: Colour, bottom: Colour, y0: float = 0, y1: float = 100) -> None:
        """A vertical gradient over rows ``y0``..``y1``."""
        a, b = round(y0 * self.k), round(y1 * self.k)
        for y in range(a, b, SS):
            c = mix(top, bottom, (y - a) / max(1, b - a))
            pygame.draw.rect(self.surf, c, pygame.Rect(0, y, self.px, SS))

    def rays(self, c: Pt, colour: Colour, n: int = 12, turn: float = 0) -> None:
        """Sun rays from ``c`` to the edges (every other wedge)."""
        for i in range(n):
            a0 = math.tau * (2 * i) / (2 * n) + math.radians(turn)
            a1 = math.tau * (2 * i + 1) / (2 * n) + math.radians(turn)
            self.poly([c, (c[0] + 150 * math.cos(a0), c[1] + 150 * math.sin(a0)),
                       (c[0] + 150 * math.cos(a1), c[1] + 150 * math.sin(a1))], colour)  # fmt: skip

    def glow(self, c: Pt, r: float, colour: Colour, steps: int = 8) -> None:
        """A soft light: translucent discs growing fainter outwards."""
        for i in range(steps, 0, -1):
            a = int(90 * (1 - i / (steps + 1)) ** 1.5) + 8
            self.circle(c, r * i / steps, (*colour[:3], a))

    def text(self, s: str, size: float, c: Pt, colour: Colour, bold: bool = True) -> None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        font = pygame.font.Font(
            str(ROOT / "tabletop" / "ui" / "fonts" / name), round(size * self.k)
        )
        g = font.render(s, True, colour)
        self.surf.blit(g, g.get_rect(center=(round(c[0] * self.k), round(c[1] * self.k))))

    def frame(self, colour: Colour, w: float = 2.5) -> None:
        pygame.draw.rect(self.surf, colour, self.surf.get_rect(), round(w * self.k))

    def result(self) -> pygame.Surface:
        """The picture at the sprite's size."""
        return pygame.transform.smoothscale(self.surf, (self.size, self.size))


def paletted(surf: pygame.Surface, colours: int = 256) -> pygame.Surface:
    """``surf`` (opaque) with at most ``colours`` colours, as an 8-bit paletted surface: the PNG
    is about 2.5 times smaller and flat art looks the same. The palette starts from the most
    used colours and is refined by a few weighted k-means rounds over the distinct colours."""
    import numpy as np

    rgb = pygame.surfarray.array3d(surf).astype(np.int32)
    key = (rgb[..., 0] << 16) | (rgb[..., 1] << 8) | rgb[..., 2]
    uniq, inverse, counts = np.unique(key.reshape(-1), return_inverse=True, return_counts=True)
    cols = np.stack([(uniq >> 16) & 255, (uniq >> 8) & 255, uniq & 255], axis=1).astype(np.float32)
    if len(uniq) <= colours:
        pal, label = cols, np.arange(len(uniq))
    else:
        pal = cols[np.argsort(-counts, kind="stable")[:colours]].copy()
        weight = counts.astype(np.float32)
        for _ in range(5):
            label = _nearest(cols, pal)
            sums = np.zeros_like(pal)
            np.add.at(sums, label, cols * weight[:, None])
            mass = np.bincount(label, weights=weight, minlength=colours)
            used = mass > 0
            pal[used] = sums[used] / mass[used, None]
        label = _nearest(cols, pal)
    pal8 = np.clip(np.rint(pal), 0, 255).astype(np.uint8)
    out = pygame.Surface(surf.get_size(), depth=8)
    out.set_palette(
        [(int(r), int(g), int(b)) for r, g, b in pal8] + [(0, 0, 0)] * (256 - len(pal8))
    )
    pygame.surfarray.pixels2d(out)[:] = label[inverse].reshape(key.shape).astype(np.uint8)
    return out


def _nearest(cols: Any, pal: Any) -> Any:
    """The index of the nearest palette colour for every colour (in chunks: bounded memory)."""
    import numpy as np

    out = np.empty(len(cols), dtype=np.int64)
    for i in range(0, len(cols), 4096):
        part = cols[i : i + 4096]
        d = ((part[:, None, :] - pal[None, :, :]) ** 2).sum(-1)
        out[i : i + 4096] = d.argmin(1)
    return out
