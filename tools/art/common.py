"""Shared drawing for the card art generators (``tools/art/<game>.py``).

Everything is drawn with pygame on a supersampled canvas (``canvas()``, ``S`` = 512 px square),
then smooth-scaled to the committed 256x256 PNG by ``save_art``, which also records the card in
``sprites/<game>/art/manifest.json`` ({"style": note, "<card name>": "<file>.png", ...}).
Coordinates below are canvas pixels (0..512). Variation is seeded from the card name
(``rng(name)``), so a run gives the same pictures every time. Nothing is downloaded.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import math
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]
SIZE = 256  # the committed picture, in pixels
S = 512  # the canvas pictures are drawn on (2x: smooth edges after the scale)
INK = (24, 20, 28)
FONT_DIR = ROOT / "tabletop" / "ui" / "fonts"

Colour = tuple[int, int, int]
Point = tuple[float, float]

_manifests: dict[str, dict[str, str]] = {}


# ---------------------------------------------------------------------------------- files
def slug(name: str) -> str:
    """The file name of a card's picture (the renderer's fallback when no manifest entry)."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def art_dir(game: str) -> Path:
    return ROOT / "sprites" / game / "art"


def has_generator(game: str) -> bool:
    return importlib.util.find_spec(f"tools.art.{game}") is not None


def load_manifest(game: str) -> dict[str, str]:
    path = art_dir(game) / "manifest.json"
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _write_manifest(game: str) -> None:
    d = art_dir(game)
    d.mkdir(parents=True, exist_ok=True)
    (d / "__init__.py").touch()
    text = json.dumps(_manifests[game], indent=1, sort_keys=True, ensure_ascii=False)
    (d / "manifest.json").write_text(text + "\n")


def start(game: str, style: str = "") -> None:
    """Begin a full regeneration of ``game``: its manifest starts again from the style note."""
    _manifests[game] = {"style": style} if style else {}


def save_art(game: str, name: str, surface: pygame.Surface) -> Path:
    """Save ``surface`` as the picture of the card ``name`` (256x256 PNG) and record it in the
    game's manifest."""
    if game not in _manifests:
        _manifests[game] = load_manifest(game)
    if surface.get_size() != (SIZE, SIZE):
        surface = pygame.transform.smoothscale(surface, (SIZE, SIZE))
    file = f"{slug(name)}.png"
    path = art_dir(game) / file
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    _manifests[game][name] = file
    _write_manifest(game)
    return path


def finish(game: str, cards: Iterable[str]) -> int:
    """After a full run: every card has a picture; pictures no card uses are deleted."""
    m = _manifests.get(game) or load_manifest(game)
    names = list(cards)
    missing = [n for n in names if n not in m]
    if missing:
        raise SystemExit(f"{game}: no picture drawn for {missing}")
    used = {m[n] for n in names}
    for p in art_dir(game).glob("*.png"):
        if p.name not in used:
            p.unlink()
    return len(names)


# ---------------------------------------------------------------------------------- colour
def rng(name: str, salt: str = "") -> random.Random:
    """A random source seeded from the card's name (the same picture every run)."""
    h = hashlib.sha256(f"{salt}:{name}".encode()).hexdigest()
    return random.Random(int(h[:16], 16))


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Colour:
    t = max(0.0, min(1.0, t))
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


def shade(c: Sequence[int], f: float) -> Colour:
    """Darker (f < 1, towards black) or lighter (f > 1, towards white)."""
    if f <= 1:
        return (int(c[0] * f), int(c[1] * f), int(c[2] * f))
    return mix(c, (255, 255, 255), f - 1)


def hsv(h: float, s: float, v: float) -> Colour:
    c = pygame.Color(0)
    c.hsva = (h % 360, max(0, min(100, s * 100)), max(0, min(100, v * 100)), 100)
    return (c.r, c.g, c.b)


# ---------------------------------------------------------------------------------- backgrounds
def canvas(colour: Colour = (0, 0, 0)) -> pygame.Surface:
    surf = pygame.Surface((S, S))
    surf.fill(colour)
    return surf


def vgradient(
    surf: pygame.Surface, top: Colour, bottom: Colour, rect: pygame.Rect | None = None
) -> None:
    r = rect or surf.get_rect()
    for y in range(r.height):
        pygame.draw.line(
            surf, mix(top, bottom, y / max(1, r.height - 1)), (r.x, r.y + y), (r.right - 1, r.y + y)
        )


def radial(
    surf: pygame.Surface,
    centre: Point,
    radius: float,
    inner: Colour,
    outer: Colour,
    steps: int = 48,
) -> None:
    for i in range(steps, 0, -1):
        t = i / steps
        pygame.draw.circle(surf, mix(inner, outer, t), centre, max(1, radius * t))


def sunburst(
    surf: pygame.Surface, centre: Point, n: int, a: Colour, b: Colour, phase: float = 0.0
) -> None:
    """Rays from ``centre`` to beyond the edges in two alternating colours (a poster's burst)."""
    surf.fill(a)
    far = S * 1.6
    for i in range(n):
        a0 = phase + 2 * math.pi * i / n
        a1 = a0 + math.pi / n
        pts = [centre, _polar(centre, far, a0), _polar(centre, far, a1)]
        pygame.draw.polygon(surf, b, pts)


def swirl(
    surf: pygame.Surface,
    centre: Point,
    colours: Sequence[Colour],
    turns: float = 1.5,
    arms: int = 6,
) -> None:
    """A psychedelic spiral of bands in ``colours``."""
    surf.fill(colours[0])
    for k in range(arms):
        col = colours[k % len(colours)]
        pts: list[Point] = []
        for j in range(0, 60):
            t = j / 59
            ang = 2 * math.pi * (k / arms + turns * t)
            pts.append(_polar(centre, 20 + t * S, ang))
        for j in range(59, -1, -1):
            t = j / 59
            ang = 2 * math.pi * (k / arms + turns * t) + math.pi / arms
            pts.append(_polar(centre, 20 + t * S, ang))
        pygame.draw.polygon(surf, col, pts)


def _polar(c: Point, r: float, ang: float) -> Point:
    return (c[0] + r * math.cos(ang), c[1] + r * math.sin(ang))


def halftone(
    surf: pygame.Surface,
    colour: Colour,
    step: int = 18,
    rmax: float = 6.0,
    rect: pygame.Rect | None = None,
    grow_down: bool = True,
) -> None:
    """Print-style dots, larger towards the bottom (or the top)."""
    r = rect or surf.get_rect()
    for y in range(r.top + step // 2, r.bottom, step):
        t = (y - r.top) / max(1, r.height)
        rad = rmax * (t if grow_down else 1 - t)
        if rad < 0.8:
            continue
        off = step // 2 if ((y - r.top) // step) % 2 else 0
        for x in range(r.left + off, r.right, step):
            pygame.draw.circle(surf, colour, (x, y), rad)


def stripes(surf: pygame.Surface, colour: Colour, width: int, gap: int, slant: int = 0) -> None:
    for x in range(-S, 2 * S, width + gap):
        pygame.draw.polygon(
            surf, colour, [(x, 0), (x + width, 0), (x + width + slant, S), (x + slant, S)]
        )


def stars(
    surf: pygame.Surface,
    r: random.Random,
    n: int,
    colour: Colour,
    size: tuple[float, float] = (2, 5),
    area: pygame.Rect | None = None,
) -> None:
    a = area or surf.get_rect()
    for _ in range(n):
        p = (r.uniform(a.left, a.right), r.uniform(a.top, a.bottom))
        star(surf, p, r.uniform(*size), colour, 4)


def star(
    surf: pygame.Surface,
    centre: Point,
    radius: float,
    colour: Colour,
    points: int = 5,
    inner: float = 0.42,
    outline: int = 0,
) -> None:
    pts = []
    for i in range(points * 2):
        rr = radius if i % 2 == 0 else radius * inner
        pts.append(_polar(centre, rr, -math.pi / 2 + math.pi * i / points))
    pygame.draw.polygon(surf, colour, pts)
    if outline:
        pygame.draw.polygon(surf, INK, pts, outline)


def flower(
    surf: pygame.Surface,
    centre: Point,
    radius: float,
    petal: Colour,
    middle: Colour,
    petals: int = 6,
) -> None:
    """A flower-power daisy."""
    for i in range(petals):
        p = _polar(centre, radius * 0.55, 2 * math.pi * i / petals)
        pygame.draw.circle(surf, petal, p, radius * 0.48)
        pygame.draw.circle(surf, INK, p, radius * 0.48, 3)
    pygame.draw.circle(surf, middle, centre, radius * 0.42)
    pygame.draw.circle(surf, INK, centre, radius * 0.42, 3)


def vignette(surf: pygame.Surface, strength: int = 120) -> None:
    """Darker corners, drawn as rings of alpha."""
    over = pygame.Surface((S, S), pygame.SRCALPHA)
    for i in range(24):
        t = i / 23
        pygame.draw.circle(
            over, (0, 0, 0, int(strength * t * t / 6)), (S / 2, S / 2), S * 0.95 - i * 4, 8
        )
    surf.blit(over, (0, 0))


# ---------------------------------------------------------------------------------- shapes
def poly(surf: pygame.Surface, colour: Colour, pts: Sequence[Point], line: int = 4) -> None:
    """A filled polygon with an ink outline (``line`` 0: none)."""
    pygame.draw.polygon(surf, colour, pts)
    if line:
        pygame.draw.polygon(surf, INK, pts, line)


def ellipse(
    surf: pygame.Surface, colour: Colour, rect: tuple[float, float, float, float], line: int = 4
) -> None:
    r = pygame.Rect(rect)
    pygame.draw.ellipse(surf, colour, r)
    if line:
        pygame.draw.ellipse(surf, INK, r, line)


def circle(
    surf: pygame.Surface, colour: Colour, centre: Point, radius: float, line: int = 4
) -> None:
    pygame.draw.circle(surf, colour, centre, radius)
    if line:
        pygame.draw.circle(surf, INK, centre, radius, line)


def rect(
    surf: pygame.Surface,
    colour: Colour,
    r: tuple[float, float, float, float],
    line: int = 4,
    radius: int = 0,
) -> None:
    rr = pygame.Rect(r)
    pygame.draw.rect(surf, colour, rr, border_radius=radius)
    if line:
        pygame.draw.rect(surf, INK, rr, line, border_radius=radius)


def thick_line(surf: pygame.Surface, colour: Colour, a: Point, b: Point, width: float) -> None:
    """A line with round ends."""
    pygame.draw.line(surf, colour, a, b, max(1, int(width)))
    pygame.draw.circle(surf, colour, a, width / 2)
    pygame.draw.circle(surf, colour, b, width / 2)


def bezier(p0: Point, p1: Point, p2: Point, n: int = 24) -> list[Point]:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
            )
        )
    return out


def text(
    surf: pygame.Surface,
    s: str,
    px: int,
    centre: Point,
    colour: Colour,
    bold: bool = True,
    outline: Colour | None = INK,
    angle: float = 0,
) -> pygame.Rect:
    """Lettering drawn into a picture (a sign, a poster's word), with an optional outline."""
    f = pygame.font.Font(
        str(FONT_DIR / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSerif-Bold.ttf")), px
    )
    img = f.render(s, True, colour)
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1)
    r = img.get_rect(center=(int(centre[0]), int(centre[1])))
    if outline is not None:
        o = f.render(s, True, outline)
        if angle:
            o = pygame.transform.rotozoom(o, angle, 1)
        for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3), (-2, -2), (2, 2), (-2, 2), (2, -2)):
            surf.blit(o, r.move(dx, dy))
    surf.blit(img, r)
    return r


def bubble(
    surf: pygame.Surface,
    r: tuple[float, float, float, float],
    tail: Point,
    colour: Colour = (255, 255, 255),
) -> None:
    """A speech bubble with its tail pointing at ``tail``."""
    rr = pygame.Rect(r)
    base = (rr.centerx + (tail[0] - rr.centerx) * 0.25, rr.bottom - 10)
    pts = [(base[0] - 22, base[1]), (base[0] + 22, base[1]), tail]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.lines(surf, INK, False, pts[1:] + [pts[0]], 4)
    ellipse(surf, colour, rr)
    pygame.draw.polygon(
        surf,
        colour,
        [(base[0] - 18, base[1] - 6), (base[0] + 18, base[1] - 6), (base[0], base[1] + 10)],
    )


# ---------------------------------------------------------------------------------- figures
@dataclass
class Figure:
    """A head-and-shoulders figure (a portrait) or a small full figure in a scene.

    hair: mop, bob, long, flip, beehive, bouffant, buns, bald, short, slick, crew, afro,
    ponytail, curly, none. glasses: horn, round, shades, monocle, patch, goggles or "".
    outfit: suit, velvet, nehru, catsuit, jumpsuit, dress, uniform, labcoat, kilt, tee, gogo,
    tracksuit. hat: beret, helmet, cap, beefeater, scout, headset, pilot, fez, crown or "".
    extras: any of moustache, beard, stubble, scar, unibrow, tie, jabot, pearls, medals, pinky,
    badge, cat, cigar, collar, smile, grin, frown, wink, lipstick, earrings, freckles, chin.
    """

    skin: Colour = (240, 200, 170)
    hair: str = "short"
    hair_colour: Colour = (70, 50, 30)
    glasses: str = ""
    outfit: str = "suit"
    outfit_colour: Colour = (60, 80, 150)
    trim: Colour = (240, 240, 240)
    hat: str = ""
    hat_colour: Colour = (40, 40, 40)
    extras: tuple[str, ...] = ()
    width: float = 1.0  # shoulders and face (a big man > 1)
    scale: float = 1.0  # the whole figure (Mini-Me < 1)
    female: bool = False


def portrait(surf: pygame.Surface, f: Figure, cx: float = S / 2, top: float = 0.0) -> None:
    """Draw ``f`` as a bust: shoulders reaching the bottom edge, head centred at ``cx``."""
    k = f.scale
    head_r = 92 * k
    hx, hy = cx, top + 228 + (1 - k) * 150
    _body(surf, f, hx, hy + head_r * 0.9, k)
    _neck(surf, f, hx, hy, head_r)
    _hair_back(surf, f, hx, hy, head_r)
    _head(surf, f, hx, hy, head_r)
    _hair_front(surf, f, hx, hy, head_r)
    _face(surf, f, hx, hy, head_r)
    _hat(surf, f, hx, hy, head_r)


def _body(surf: pygame.Surface, f: Figure, x: float, y: float, k: float) -> None:
    w = 190 * f.width * k
    c = f.outfit_colour
    top = y + 10 * k
    pts = [
        (x - w * 0.55, top + 20 * k),
        (x + w * 0.55, top + 20 * k),
        (x + w * 1.15, S + 10),
        (x - w * 1.15, S + 10),
    ]
    if f.outfit in ("dress", "gogo", "catsuit"):
        pts = [
            (x - w * 0.45, top + 30 * k),
            (x + w * 0.45, top + 30 * k),
            (x + w, S + 10),
            (x - w, S + 10),
        ]
    shoulders = [(x - w * 0.55, top + 20 * k), (x, top - 6 * k), (x + w * 0.55, top + 20 * k)]
    pygame.draw.polygon(surf, c, pts)
    pygame.draw.polygon(surf, c, shoulders)
    pygame.draw.lines(surf, INK, False, [pts[3], pts[0], shoulders[1], pts[1], pts[2]], 5)
    neck_w = 34 * k * f.width
    if f.outfit in ("suit", "velvet", "uniform", "labcoat"):
        shirt = f.trim
        pygame.draw.polygon(
            surf, shirt, [(x - neck_w * 1.2, top), (x + neck_w * 1.2, top), (x, top + 120 * k)]
        )
        lap = shade(c, 0.8)
        poly(
            surf,
            lap,
            [(x - neck_w * 1.3, top), (x - 6 * k, top + 130 * k), (x - w * 0.42, top + 60 * k)],
            3,
        )
        poly(
            surf,
            lap,
            [(x + neck_w * 1.3, top), (x + 6 * k, top + 130 * k), (x + w * 0.42, top + 60 * k)],
            3,
        )
    elif f.outfit == "nehru":
        pygame.draw.line(surf, shade(c, 0.7), (x, top), (x, S), 4)
        for i in range(4):
            circle(surf, shade(c, 0.6), (x + 12 * k, top + 40 * k + i * 40 * k), 5 * k, 2)
        rect(surf, shade(c, 0.85), (x - neck_w * 1.1, top - 14 * k, neck_w * 2.2, 26 * k), 3, 6)
    elif f.outfit == "jumpsuit":
        pygame.draw.line(surf, shade(c, 0.6), (x, top + 10), (x, S), 5)
        rect(surf, shade(c, 0.8), (x - neck_w * 1.2, top - 8 * k, neck_w * 2.4, 22 * k), 3, 8)
        rect(surf, shade(c, 0.8), (x + w * 0.25, top + 70 * k, 50 * k, 40 * k), 3, 4)
    elif f.outfit == "catsuit":
        pygame.draw.ellipse(surf, shade(c, 1.25), (x - w * 0.35, top + 40 * k, w * 0.2, 90 * k))
    elif f.outfit == "kilt":
        for i in range(-4, 5):
            pygame.draw.line(
                surf, shade(c, 0.7), (x + i * 40 * k, top + 20 * k), (x + i * 55 * k, S), 6
            )
        for j in range(3):
            yy = top + 60 * k + j * 70 * k
            pygame.draw.line(surf, shade(c, 0.7), (x - w, yy), (x + w, yy), 6)
    elif f.outfit == "tee":
        pygame.draw.arc(
            surf, INK, (x - neck_w, top - 20 * k, neck_w * 2, 40 * k), math.pi, 2 * math.pi, 4
        )
    elif f.outfit == "tracksuit":
        for s in (-1, 1):
            pygame.draw.line(
                surf, f.trim, (x + s * w * 0.5, top + 25 * k), (x + s * w * 1.1, S), 12
            )
        pygame.draw.line(surf, shade(c, 0.6), (x, top + 10), (x, S), 4)
    elif f.outfit == "gogo":
        for i in range(5):
            circle(
                surf,
                f.trim,
                (x - w * 0.4 + i * w * 0.2, top + 90 * k + (i % 2) * 40 * k),
                16 * k,
                2,
            )
    if f.outfit == "velvet" or "jabot" in f.extras:
        for i in range(4):
            ellipse(surf, f.trim, (x - 26 * k, top + 10 * k + i * 20 * k, 52 * k, 26 * k), 2)
    if "tie" in f.extras:
        poly(
            surf,
            shade(f.trim, 0.35) if f.trim[0] > 200 else f.trim,
            [
                (x - 10 * k, top + 14 * k),
                (x + 10 * k, top + 14 * k),
                (x + 14 * k, top + 110 * k),
                (x, top + 126 * k),
                (x - 14 * k, top + 110 * k),
            ],
            3,
        )
    if f.outfit == "labcoat":
        pygame.draw.line(surf, (150, 150, 150), (x - w * 0.3, top + 80 * k), (x - w * 0.3, S), 3)
    if f.outfit == "uniform" or "medals" in f.extras:
        for i in range(3):
            rect(
                surf,
                ((200, 40, 40), (40, 90, 200), (230, 190, 40))[i],
                (x - w * 0.5 + i * 22 * k, top + 60 * k, 18 * k, 12 * k),
                2,
            )
        for s in (-1, 1):
            rect(
                surf,
                (230, 190, 60),
                (x + s * w * 0.55 - 30 * k, top + 12 * k, 60 * k, 16 * k),
                3,
                4,
            )
    if "pearls" in f.extras:
        for i in range(11):
            a = math.pi * (0.15 + 0.7 * i / 10)
            circle(
                surf,
                (250, 250, 240),
                (x + math.cos(a) * 48 * k, top + math.sin(a) * 40 * k),
                6 * k,
                2,
            )
    if "badge" in f.extras:
        star(surf, (x + w * 0.45, top + 80 * k), 20 * k, (240, 200, 60), 5, 0.45, 3)
    if "collar" in f.extras:
        poly(
            surf,
            f.trim,
            [(x - 60 * k, top - 8 * k), (x, top + 30 * k), (x - 8 * k, top - 16 * k)],
            3,
        )
        poly(
            surf,
            f.trim,
            [(x + 60 * k, top - 8 * k), (x, top + 30 * k), (x + 8 * k, top - 16 * k)],
            3,
        )


def _neck(surf: pygame.Surface, f: Figure, x: float, y: float, r: float) -> None:
    w = 34 * f.width * f.scale
    rect(surf, shade(f.skin, 0.9), (x - w, y + r * 0.5, 2 * w, r * 0.62), 4)


def _hair_back(surf: pygame.Surface, f: Figure, x: float, y: float, r: float) -> None:
    c, hs = f.hair_colour, f.hair
    if hs in ("long", "flip"):
        pts = [
            (x - r * 1.1, y - r * 0.3),
            (x + r * 1.1, y - r * 0.3),
            (x + r * 1.25, y + r * 1.35),
            (x - r * 1.25, y + r * 1.35),
        ]
        if hs == "flip":
            pts = [
                (x - r * 1.05, y - r * 0.3),
                (x + r * 1.05, y - r * 0.3),
                (x + r * 1.45, y + r * 0.95),
                (x + r * 1.0, y + r * 0.8),
                (x - r * 1.0, y + r * 0.8),
                (x - r * 1.45, y + r * 0.95),
            ]
        poly(surf, c, pts, 4)
    elif hs == "beehive":
        ellipse(surf, c, (x - r * 0.95, y - r * 2.1, r * 1.9, r * 2.0))
    elif hs == "afro":
        circle(surf, c, (x, y - r * 0.15), r * 1.45)
    elif hs == "ponytail":
        ellipse(surf, c, (x + r * 0.6, y - r * 0.2, r * 0.7, r * 1.5))
    elif hs == "bob":
        rect(surf, c, (x - r * 1.12, y - r * 0.6, r * 2.24, r * 1.55), 4, int(r * 0.5))


def _head(surf: pygame.Surface, f: Figure, x: float, y: float, r: float) -> None:
    w = r * (0.88 + 0.14 * (f.width - 1))
    ellipse(surf, f.skin, (x - w, y - r, 2 * w, 2 * r * (1.02 + 0.1 * (f.width - 1))))
    for s in (-1, 1):  # ears
        ellipse(surf, f.skin, (x + s * w - 14 - s * 4, y - 10, 28, 44), 3)
    if "chin" in f.extras or f.width > 1.3:  # a double chin
        pygame.draw.arc(
            surf,
            shade(f.skin, 0.75),
            (x - w * 0.6, y + r * 0.55, w * 1.2, r * 0.6),
            math.pi * 1.1,
            math.pi * 1.9,
            4,
        )


def _hair_front(surf: pygame.Surface, f: Figure, x: float, y: float, r: float) -> None:
    c, hs = f.hair_colour, f.hair
    if hs in ("bald", "none"):
        pygame.draw.arc(
            surf,
            shade(f.skin, 1.25),
            (x - r * 0.6, y - r * 0.9, r * 0.8, r * 0.6),
            math.pi * 0.3,
            math.pi * 0.9,
            6,
        )
        return
    if hs == "mop":  # a 60s mop with a heavy fringe and sideburns
        pts = [
            (x - r * 1.02, y + r * 0.05),
            (x - r * 1.05, y - r * 0.6),
            (x - r * 0.5, y - r * 1.15),
            (x + r * 0.4, y - r * 1.18),
            (x + r * 1.05, y - r * 0.6),
            (x + r * 1.02, y + r * 0.05),
            (x + r * 0.85, y - r * 0.2),
            (x + r * 0.2, y - r * 0.45),
            (x - r * 0.4, y - r * 0.35),
            (x - r * 0.85, y - r * 0.2),
        ]
        poly(surf, c, pts, 4)
        for s in (-1, 1):
            rect(surf, c, (x + s * r * 0.82 - 9, y - r * 0.2, 18, r * 0.62), 3, 4)
        return
    if hs in ("short", "crew", "slick", "curly", "ponytail"):
        top = [
            (x - r * 0.9, y - r * 0.25),
            (x - r * 0.8, y - r * 0.85),
            (x, y - r * 1.12),
            (x + r * 0.8, y - r * 0.85),
            (x + r * 0.9, y - r * 0.25),
            (x + r * 0.6, y - r * 0.62),
            (x - r * 0.1, y - r * 0.7),
            (x - r * 0.7, y - r * 0.55),
        ]
        if hs == "crew":
            top = [
                (x - r * 0.85, y - r * 0.4),
                (x - r * 0.75, y - r * 0.9),
                (x + r * 0.75, y - r * 0.9),
                (x + r * 0.85, y - r * 0.4),
                (x + r * 0.6, y - r * 0.7),
                (x - r * 0.6, y - r * 0.7),
            ]
        poly(surf, c, top, 4)
        if hs == "slick":
            for i in range(3):
                pygame.draw.arc(
                    surf,
                    shade(c, 1.4),
                    (x - r * 0.6 + i * 20, y - r * 1.05, r, r * 0.6),
                    math.pi * 0.3,
                    math.pi * 0.8,
                    3,
                )
        if hs == "curly":
            for i in range(7):
                circle(
                    surf, c, (x - r * 0.8 + i * r * 0.27, y - r * 0.8 - (i % 2) * 14), r * 0.22, 3
                )
        return
    if hs in ("long", "flip", "bob", "bouffant", "beehive", "afro"):
        fringe = [
            (x - r * 0.98, y + r * 0.1),
            (x - r * 0.95, y - r * 0.65),
            (x - r * 0.3, y - r * 1.12),
            (x + r * 0.5, y - r * 1.1),
            (x + r * 0.98, y - r * 0.6),
            (x + r * 0.98, y + r * 0.1),
            (x + r * 0.7, y - r * 0.5),
            (x - r * 0.1, y - r * 0.62),
            (x - r * 0.7, y - r * 0.35),
        ]
        if hs == "bouffant":
            ellipse(surf, c, (x - r * 1.15, y - r * 1.45, r * 2.3, r * 1.3))
        poly(surf, c, fringe, 4)
        return
    if hs == "buns":  # hair pulled back tight into two buns
        poly(
            surf,
            c,
            [
                (x - r * 0.88, y - r * 0.3),
                (x - r * 0.7, y - r * 0.9),
                (x, y - r * 1.08),
                (x + r * 0.7, y - r * 0.9),
                (x + r * 0.88, y - r * 0.3),
                (x, y - r * 0.78),
            ],
            4,
        )
        for s in (-1, 1):
            circle(surf, c, (x + s * r * 0.95, y - r * 0.85), r * 0.32)


def _face(surf: pygame.Surface, f: Figure, x: float, y: float, r: float) -> None:
    ex = r * 0.36
    ey = y - r * 0.08
    brow = shade(f.hair_colour, 0.8) if f.hair not in ("bald", "none") else shade(f.skin, 0.55)
    if "unibrow" in f.extras:
        pygame.draw.line(surf, brow, (x - ex - 24, ey - 30), (x + ex + 24, ey - 30), 12)
    else:
        for s in (-1, 1):
            pygame.draw.line(
                surf,
                brow,
                (x + s * (ex - 22), ey - 30 + (6 if "frown" in f.extras else 0)),
                (x + s * (ex + 22), ey - 36),
                8,
            )
    for s in (-1, 1):
        if "wink" in f.extras and s == 1:
            pygame.draw.arc(surf, INK, (x + s * ex - 16, ey - 8, 32, 20), 0, math.pi, 5)
            continue
        ellipse(surf, (255, 255, 255), (x + s * ex - 16, ey - 11, 32, 22), 3)
        circle(surf, (60, 90, 140) if f.female else (70, 50, 40), (x + s * ex, ey), 7, 0)
        pygame.draw.circle(surf, INK, (x + s * ex, ey), 4)
        if f.female:
            pygame.draw.line(
                surf, INK, (x + s * (ex + 12), ey - 8), (x + s * (ex + 24), ey - 16), 4
            )
    _glasses(surf, f, x, ey, ex)
    pygame.draw.lines(
        surf, shade(f.skin, 0.7), False, [(x - 2, ey + 6), (x - 12, ey + 46), (x + 8, ey + 50)], 4
    )
    if "freckles" in f.extras:
        for s in (-1, 1):
            for i in range(3):
                pygame.draw.circle(
                    surf, shade(f.skin, 0.7), (x + s * (ex + i * 8 - 8), ey + 34 + (i % 2) * 6), 3
                )
    my = y + r * 0.5
    lip = (200, 40, 70) if ("lipstick" in f.extras or f.female) else shade(f.skin, 0.55)
    if "grin" in f.extras:  # a toothy grin (Austin's teeth)
        poly(
            surf,
            (250, 240, 200),
            [(x - 40, my - 8), (x + 40, my - 8), (x + 26, my + 20), (x - 26, my + 20)],
            4,
        )
        for i in range(-2, 3):
            pygame.draw.line(surf, (150, 130, 80), (x + i * 12, my - 6), (x + i * 11, my + 16), 3)
    elif "frown" in f.extras:
        pygame.draw.arc(surf, lip, (x - 30, my, 60, 30), 0.2, math.pi - 0.2, 7)
    elif "smirk" in f.extras:
        pygame.draw.arc(surf, lip, (x - 30, my - 24, 64, 30), math.pi * 1.1, math.pi * 1.95, 7)
    else:
        pygame.draw.arc(surf, lip, (x - 32, my - 26, 64, 34), math.pi * 1.1, math.pi * 1.9, 8)
    if "moustache" in f.extras:
        poly(
            surf,
            f.hair_colour,
            [
                (x - 40, my - 8),
                (x, my - 22),
                (x + 40, my - 8),
                (x + 30, my - 2),
                (x, my - 12),
                (x - 30, my - 2),
            ],
            3,
        )
    if "beard" in f.extras:
        poly(
            surf,
            f.hair_colour,
            [
                (x - r * 0.85, y + r * 0.1),
                (x - r * 0.6, y + r * 0.9),
                (x, y + r * 1.15),
                (x + r * 0.6, y + r * 0.9),
                (x + r * 0.85, y + r * 0.1),
                (x + r * 0.5, y + r * 0.55),
                (x, y + r * 0.72),
                (x - r * 0.5, y + r * 0.55),
            ],
            3,
        )
    if "stubble" in f.extras:
        for i in range(40):
            a = math.pi * (0.15 + 0.7 * (i * 37 % 40) / 40)
            rr = r * (0.7 + 0.2 * ((i * 13) % 5) / 5)
            pygame.draw.circle(
                surf, shade(f.skin, 0.6), (x + math.cos(a) * rr * 0.9, y + math.sin(a) * rr), 2
            )
    if "scar" in f.extras:
        pygame.draw.line(surf, (170, 60, 60), (x + ex - 30, ey - 50), (x + ex + 6, ey + 40), 6)
        for i in range(4):
            yy = ey - 40 + i * 24
            xx = x + ex - 26 + i * 9
            pygame.draw.line(surf, (170, 60, 60), (xx - 8, yy + 4), (xx + 8, yy - 4), 3)
    if "earrings" in f.extras:
        for s in (-1, 1):
            circle(surf, (240, 200, 60), (x + s * r * 0.92, y + r * 0.35), 10, 3)


def _glasses(surf: pygame.Surface, f: Figure, x: float, ey: float, ex: float) -> None:
    g = f.glasses
    if g == "horn":  # thick black frames
        for s in (-1, 1):
            rect(surf, INK, (x + s * ex - 30, ey - 22, 60, 44), 0, 12)
            rect(surf, (170, 200, 230), (x + s * ex - 22, ey - 15, 44, 30), 0, 8)
            circle(surf, (70, 50, 40), (x + s * ex, ey), 6, 0)
        pygame.draw.line(surf, INK, (x - ex + 30, ey - 6), (x + ex - 30, ey - 6), 8)
    elif g == "round":
        for s in (-1, 1):
            pygame.draw.circle(surf, (200, 170, 60), (x + s * ex, ey), 24, 5)
        pygame.draw.line(surf, (200, 170, 60), (x - ex + 24, ey), (x + ex - 24, ey), 5)
    elif g in ("shades", "goggles"):
        col = (30, 30, 40) if g == "shades" else (120, 200, 220)
        for s in (-1, 1):
            rect(surf, col, (x + s * ex - 32, ey - 18, 64, 38), 4, 14)
        pygame.draw.line(surf, INK, (x - ex + 30, ey - 4), (x + ex - 30, ey - 4), 8)
        if g == "goggles":
            pygame.draw.line(surf, INK, (x - ex - 32, ey), (x - ex - 80, ey - 6), 10)
            pygame.draw.line(surf, INK, (x + ex + 32, ey), (x + ex + 80, ey - 6), 10)
    elif g == "monocle":
        pygame.draw.circle(surf, (220, 190, 80), (x + ex, ey), 26, 5)
        pygame.draw.line(surf, (220, 190, 80), (x + ex + 18, ey + 18), (x + ex + 30, ey + 120), 3)
    elif g == "patch":
        ellipse(surf, INK, (x + ex - 26, ey - 22, 52, 44), 0)
        pygame.draw.line(surf, INK, (x - 90, ey - 50), (x + ex + 60, ey + 20), 6)


def _hat(surf: pygame.Surface, f: Figure, x: float, y: float, r: float) -> None:
    h, c = f.hat, f.hat_colour
    if not h:
        return
    if h == "beret":
        ellipse(surf, c, (x - r * 1.05, y - r * 1.35, r * 2.0, r * 0.8))
        circle(surf, c, (x - r * 0.1, y - r * 1.35), 10)
    elif h in ("cap", "pilot"):
        poly(
            surf,
            c,
            [
                (x - r * 0.95, y - r * 0.55),
                (x - r * 0.85, y - r * 1.15),
                (x + r * 0.85, y - r * 1.15),
                (x + r * 0.95, y - r * 0.55),
            ],
            4,
        )
        poly(
            surf,
            shade(c, 0.6),
            [
                (x - r * 0.95, y - r * 0.6),
                (x + r * 1.4, y - r * 0.6),
                (x + r * 1.3, y - r * 0.42),
                (x - r * 0.95, y - r * 0.45),
            ],
            4,
        )
        if h == "pilot":
            star(surf, (x, y - r * 0.88), 18, (240, 200, 60), 5, 0.45, 2)
    elif h == "helmet":
        poly(
            surf,
            c,
            [(x - r * 1.05, y - r * 0.35)]
            + [
                (x + r * 1.05 * math.cos(a), y - r * 0.35 - r * 0.95 * math.sin(a))
                for a in [math.pi * i / 12 for i in range(12, -1, -1)]
            ],
            4,
        )
        rect(surf, shade(c, 0.7), (x - r * 1.1, y - r * 0.45, r * 2.2, r * 0.18), 3, 6)
    elif h == "beefeater":
        poly(
            surf,
            c,
            [
                (x - r * 0.9, y - r * 0.55),
                (x - r * 0.75, y - r * 1.4),
                (x + r * 0.75, y - r * 1.4),
                (x + r * 0.9, y - r * 0.55),
            ],
            4,
        )
        ellipse(surf, c, (x - r * 1.3, y - r * 0.75, r * 2.6, r * 0.4))
        pygame.draw.line(
            surf, (240, 200, 60), (x - r * 0.8, y - r * 0.85), (x + r * 0.8, y - r * 0.85), 8
        )
    elif h == "scout":
        poly(surf, c, [(x - r * 0.7, y - r * 0.7), (x, y - r * 1.5), (x + r * 0.7, y - r * 0.7)], 4)
        ellipse(surf, c, (x - r * 1.4, y - r * 0.85, r * 2.8, r * 0.35))
    elif h == "headset":
        pygame.draw.arc(surf, INK, (x - r * 1.05, y - r * 1.15, r * 2.1, r * 1.9), 0, math.pi, 10)
        for s in (-1, 1):
            rect(surf, c, (x + s * r * 0.98 - 18, y - r * 0.25, 36, 56), 4, 10)
        pygame.draw.line(surf, INK, (x - r * 0.98, y + r * 0.2), (x - r * 0.3, y + r * 0.55), 6)
        circle(surf, c, (x - r * 0.3, y + r * 0.55), 10, 3)
    elif h == "fez":
        poly(
            surf,
            c,
            [
                (x - r * 0.5, y - r * 0.8),
                (x - r * 0.4, y - r * 1.5),
                (x + r * 0.4, y - r * 1.5),
                (x + r * 0.5, y - r * 0.8),
            ],
            4,
        )
        pygame.draw.line(surf, INK, (x, y - r * 1.5), (x + r * 0.5, y - r * 1.1), 5)
    elif h == "crown":
        poly(
            surf,
            (240, 200, 60),
            [
                (x - r * 0.7, y - r * 0.8),
                (x - r * 0.7, y - r * 1.4),
                (x - r * 0.35, y - r * 1.1),
                (x, y - r * 1.5),
                (x + r * 0.35, y - r * 1.1),
                (x + r * 0.7, y - r * 1.4),
                (x + r * 0.7, y - r * 0.8),
            ],
            4,
        )


def frame_edge(surf: pygame.Surface, colour: Colour = INK, width: int = 10) -> None:
    pygame.draw.rect(surf, colour, surf.get_rect(), width)
