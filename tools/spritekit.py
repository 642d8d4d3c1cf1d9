"""Small deterministic drawing kit used by tools/make_sprites.py.

Images are float32 numpy arrays of shape (H, W, 4) holding straight (non-premultiplied) RGBA in
0..1.  Shapes are rasterised by pygame.draw on a supersampled surface (``ss`` times larger) and
averaged down, which gives clean antialiased edges; the averaged alpha becomes a coverage mask
that is composited with numpy.  Everything random comes from a seeded numpy Generator or
random.Random, so the same code always writes the same bytes.
"""

from __future__ import annotations

import math
import os
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

pygame.display.init()
pygame.font.init()

ROOT = Path(__file__).resolve().parent.parent
FONT_DIR = ROOT / "tabletop" / "ui" / "fonts"
FONTS = {
    "sans": FONT_DIR / "DejaVuSans.ttf",
    "sans-bold": FONT_DIR / "DejaVuSans-Bold.ttf",
    "serif-bold": FONT_DIR / "DejaVuSerif-Bold.ttf",
    "mono-bold": FONT_DIR / "DejaVuSansMono-Bold.ttf",
}

Color = Sequence[float]
Arr = np.ndarray


def seed_of(name: str) -> int:
    """A stable seed from a name (never Python's salted hash())."""
    return zlib.crc32(name.encode("utf-8"))


def rng_of(name: str) -> np.random.Generator:
    return np.random.default_rng(seed_of(name))


def col(c: Color) -> Arr:
    """An RGB(A) colour given in 0..255 as a float array in 0..1 (alpha default 1)."""
    a = [float(v) / 255.0 for v in c]
    if len(a) == 3:
        a.append(1.0)
    return np.array(a, dtype=np.float32)


def new(w: int, h: int, c: Color | None = None) -> Arr:
    img = np.zeros((h, w, 4), dtype=np.float32)
    if c is not None:
        img[:] = col(c)
    return img


# ----------------------------------------------------------------------------- conversion


def to_surface(img: Arr) -> pygame.Surface:
    data = (np.clip(img, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8)
    h, w = data.shape[:2]
    return pygame.image.frombytes(data.tobytes(), (w, h), "RGBA")


def from_surface(surf: pygame.Surface) -> Arr:
    w, h = surf.get_size()
    raw = pygame.image.tobytes(surf, "RGBA")
    return np.frombuffer(raw, dtype=np.uint8).reshape(h, w, 4).astype(np.float32) / 255.0


def save(img: Arr, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(to_surface(img), str(path))


def downsample(img: Arr, f: int) -> Arr:
    """Exact box-filter shrink by an integer factor (premultiplied, so edges stay clean)."""
    if f == 1:
        return img
    h, w = img.shape[:2]
    pm = img.copy()
    pm[..., :3] *= pm[..., 3:4]
    pm = pm.reshape(h // f, f, w // f, f, 4).mean(axis=(1, 3))
    a = pm[..., 3:4]
    out = pm.copy()
    out[..., :3] = np.where(a > 1e-6, pm[..., :3] / np.maximum(a, 1e-6), 0.0)
    return out


def resize(img: Arr, w: int, h: int) -> Arr:
    """Smooth resize through pygame (generic backend, deterministic)."""
    pm = img.copy()
    pm[..., :3] *= pm[..., 3:4]
    s = pygame.transform.smoothscale(to_surface(pm), (w, h))
    out = from_surface(s)
    a = out[..., 3:4]
    out[..., :3] = np.where(a > 1e-6, out[..., :3] / np.maximum(a, 1e-6), 0.0)
    return out


# ----------------------------------------------------------------------------- masks


class Pen:
    """Draws white shapes in logical coordinates onto a supersampled surface."""

    def __init__(self, w: int, h: int, ss: int = 4) -> None:
        self.w, self.h, self.ss = w, h, ss
        self.surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        self.white = (255, 255, 255, 255)

    def p(self, pt: Sequence[float]) -> tuple[float, float]:
        return (pt[0] * self.ss, pt[1] * self.ss)

    def poly(self, pts: Sequence[Sequence[float]]) -> Pen:
        pygame.draw.polygon(self.surf, self.white, [self.p(q) for q in pts])
        return self

    def circle(self, c: Sequence[float], r: float, width: float = 0) -> Pen:
        pygame.draw.circle(
            self.surf, self.white, self.p(c), r * self.ss, round(width * self.ss) if width else 0
        )
        return self

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, width: float = 0) -> Pen:
        s = self.ss
        rect = pygame.Rect(
            round((cx - rx) * s), round((cy - ry) * s), round(2 * rx * s), round(2 * ry * s)
        )
        pygame.draw.ellipse(self.surf, self.white, rect, round(width * s) if width else 0)
        return self

    def rect(self, x: float, y: float, w: float, h: float, r: float = 0, width: float = 0) -> Pen:
        s = self.ss
        rect = pygame.Rect(round(x * s), round(y * s), round(w * s), round(h * s))
        pygame.draw.rect(
            self.surf,
            self.white,
            rect,
            round(width * s) if width else 0,
            border_radius=round(r * s),
        )
        return self

    def line(self, a: Sequence[float], b: Sequence[float], w: float) -> Pen:
        """A thick segment with round caps."""
        ax, ay = a
        bx, by = b
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * w / 2, dx / n * w / 2
        self.poly([(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)])
        self.circle(a, w / 2)
        self.circle(b, w / 2)
        return self

    def polyline(self, pts: Sequence[Sequence[float]], w: float) -> Pen:
        for a, b in zip(pts, pts[1:]):
            self.line(a, b, w)
        return self

    def arc(self, c: Sequence[float], r: float, a0: float, a1: float, w: float, n: int = 0) -> Pen:
        """Arc from angle a0 to a1 (degrees, 0 = east, counter-clockwise on screen = negative y)."""
        n = n or max(8, int(abs(a1 - a0) / 4))
        pts = [
            (
                c[0] + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
                c[1] - r * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
            )
            for i in range(n + 1)
        ]
        return self.polyline(pts, w)

    def text(
        self, s: str, font: str, size: float, center: Sequence[float], spacing: float = 0
    ) -> Pen:
        f = pygame.font.Font(str(FONTS[font]), max(1, round(size * self.ss)))
        glyphs = [f.render(ch, True, self.white) for ch in s]
        if spacing:
            total = sum(g.get_width() for g in glyphs) + spacing * self.ss * (len(glyphs) - 1)
            x = center[0] * self.ss - total / 2
            for g in glyphs:
                self.surf.blit(g, (round(x), round(center[1] * self.ss - g.get_height() / 2)))
                x += g.get_width() + spacing * self.ss
        else:
            g = f.render(s, True, self.white)
            r = g.get_rect(center=(round(center[0] * self.ss), round(center[1] * self.ss)))
            self.surf.blit(g, r)
        return self

    def mask(self) -> Arr:
        a = pygame.surfarray.array_alpha(self.surf).T.astype(np.float32) / 255.0
        s = self.ss
        return a.reshape(self.h, s, self.w, s).mean(axis=(1, 3))


def shape(w: int, h: int, fn: Callable[[Pen], object], ss: int = 4) -> Arr:
    pen = Pen(w, h, ss)
    fn(pen)
    return pen.mask()


def rounded_mask(w: int, h: int, r: float, inset: float = 0) -> Arr:
    return shape(w, h, lambda p: p.rect(inset, inset, w - 2 * inset, h - 2 * inset, r))


# ----------------------------------------------------------------------------- compositing


def over(dst: Arr, src: Color | Arr, mask: Arr | float = 1.0, opacity: float = 1.0) -> Arr:
    """Paint ``src`` (a colour or an RGBA image) over ``dst`` through ``mask`` (in place)."""
    if isinstance(src, np.ndarray) and src.ndim == 3:
        s_rgb = src[..., :3]
        s_a = src[..., 3]
    else:
        c = col(src) if not isinstance(src, np.ndarray) else src
        s_rgb = c[:3]
        s_a = c[3]
    a = np.asarray(s_a * mask * opacity, dtype=np.float32)
    if a.ndim == 0:
        a = np.full(dst.shape[:2], float(a), dtype=np.float32)
    da = dst[..., 3]
    out_a = a + da * (1.0 - a)
    safe = np.maximum(out_a, 1e-6)[..., None]
    dst[..., :3] = (s_rgb * a[..., None] + dst[..., :3] * (da * (1.0 - a))[..., None]) / safe
    dst[..., 3] = out_a
    return dst


def paste(dst: Arr, src: Arr, x: int, y: int, opacity: float = 1.0) -> Arr:
    """Composite a smaller RGBA image at (x, y) (clipped)."""
    h, w = src.shape[:2]
    H, W = dst.shape[:2]
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(W, x + w), min(H, y + h)
    if x1 <= x0 or y1 <= y0:
        return dst
    region = dst[y0:y1, x0:x1]
    over(region, src[y0 - y : y1 - y, x0 - x : x1 - x], 1.0, opacity)
    dst[y0:y1, x0:x1] = region
    return dst


def cut(dst: Arr, mask: Arr) -> Arr:
    dst[..., 3] *= 1.0 - mask
    return dst


def with_alpha(img: Arr, mask: Arr) -> Arr:
    img[..., 3] *= mask
    return img


def shift(a: Arr, dx: int, dy: int) -> Arr:
    out = np.zeros_like(a)
    h, w = a.shape[:2]
    xs0, xs1 = max(0, -dx), min(w, w - dx)
    ys0, ys1 = max(0, -dy), min(h, h - dy)
    out[ys0 + dy : ys1 + dy, xs0 + dx : xs1 + dx] = a[ys0:ys1, xs0:xs1]
    return out


def dilate(m: Arr, r: float) -> Arr:
    """Max-filter a coverage mask with a disk of radius r pixels (keeps soft edges)."""
    out = m.copy()
    ri = int(math.ceil(r))
    for dy in range(-ri, ri + 1):
        for dx in range(-ri, ri + 1):
            d = math.hypot(dx, dy)
            if d == 0 or d > r + 0.5:
                continue
            w = min(1.0, r + 0.5 - d)
            np.maximum(out, shift(m, dx, dy) * w, out=out)
    return out


def blur(a: Arr, sigma: float, wrap: bool = False) -> Arr:
    """Separable gaussian blur of a 2-D or 3-D array."""
    if sigma <= 0:
        return a
    rad = max(1, int(sigma * 3))
    k = np.exp(-0.5 * (np.arange(-rad, rad + 1) / sigma) ** 2).astype(np.float32)
    k /= k.sum()
    mode = "wrap" if wrap else "edge"
    out = a.astype(np.float32)
    for axis in (0, 1):
        pad = [(0, 0)] * out.ndim
        pad[axis] = (rad, rad)
        p = np.pad(out, pad, mode=mode)
        acc = np.zeros_like(out)
        n = out.shape[axis]
        for i, kv in enumerate(k):
            sl = [slice(None)] * out.ndim
            sl[axis] = slice(i, i + n)
            acc += kv * p[tuple(sl)]
        out = acc
    return out


def lerp(c1: Color, c2: Color, t: Arr) -> Arr:
    """Per-pixel colour between c1 and c2 for a 2-D t in 0..1 -> (H, W, 4)."""
    a, b = col(c1), col(c2)
    return a + (b - a) * np.clip(t, 0, 1)[..., None]


def ramp(stops: Sequence[tuple[float, Color]], t: Arr) -> Arr:
    """Multi-stop gradient lookup for a 2-D t."""
    t = np.clip(t, 0.0, 1.0)
    out = np.zeros(t.shape + (4,), dtype=np.float32)
    xs = [s[0] for s in stops]
    cs = np.array([col(s[1]) for s in stops])
    for ch in range(4):
        out[..., ch] = np.interp(t, xs, cs[:, ch])
    return out


def grid(w: int, h: int) -> tuple[Arr, Arr]:
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    return xs + 0.5, ys + 0.5


def vgrad(w: int, h: int, c1: Color, c2: Color) -> Arr:
    _, ys = grid(w, h)
    return lerp(c1, c2, ys / h)


def radial(w: int, h: int, cx: float, cy: float, r: float, c1: Color, c2: Color) -> Arr:
    xs, ys = grid(w, h)
    return lerp(c1, c2, np.hypot(xs - cx, ys - cy) / r)


def tile_noise(
    size: int,
    cells: int,
    rng: np.random.Generator,
    height: int | None = None,
    cells_y: int | None = None,
) -> Arr:
    """Smooth value noise that wraps around at the edges (tileable)."""
    height = height or size
    cy = cells_y or cells
    lat = rng.random((cy, cells)).astype(np.float32)
    x = (np.arange(size) + 0.5) * cells / size
    y = (np.arange(height) + 0.5) * cy / height
    x0 = np.floor(x).astype(int)
    y0 = np.floor(y).astype(int)
    tx = x - x0
    ty = y - y0
    tx = tx * tx * (3 - 2 * tx)
    ty = ty * ty * (3 - 2 * ty)
    x0 %= cells
    y0 %= cy
    x1 = (x0 + 1) % cells
    y1 = (y0 + 1) % cy
    a = lat[np.ix_(y0, x0)]
    b = lat[np.ix_(y0, x1)]
    c = lat[np.ix_(y1, x0)]
    d = lat[np.ix_(y1, x1)]
    top = a + (b - a) * tx[None, :]
    bot = c + (d - c) * tx[None, :]
    return top + (bot - top) * ty[:, None]


def fbm(
    size: int,
    rng: np.random.Generator,
    base: int = 4,
    octaves: int = 5,
    height: int | None = None,
    gain: float = 0.5,
) -> Arr:
    """Tileable fractal noise in roughly 0..1."""
    height = height or size
    total = np.zeros((height, size), dtype=np.float32)
    amp, norm = 1.0, 0.0
    for i in range(octaves):
        cells = base * 2**i
        cy = max(1, round(cells * height / size))
        total += amp * tile_noise(size, cells, rng, height, cy)
        norm += amp
        amp *= gain
    return total / norm


def noise_rgb(img: Arr, rng: np.random.Generator, amount: float) -> Arr:
    """Fine grain: add zero-mean noise to the colour channels (in place)."""
    n = (rng.random(img.shape[:2]).astype(np.float32) - 0.5) * 2 * amount
    img[..., :3] = np.clip(img[..., :3] + n[..., None], 0, 1)
    return img


def shade(img: Arr, factor: Arr | float) -> Arr:
    img[..., :3] = np.clip(
        img[..., :3] * (np.asarray(factor)[..., None] if np.ndim(factor) else factor), 0, 1
    )
    return img


def drop_shadow(mask: Arr, dx: int, dy: int, sigma: float, strength: float) -> Arr:
    return np.clip(blur(shift(mask, dx, dy), sigma) * strength, 0, 1)


def text_mask(
    w: int, h: int, s: str, font: str, size: float, center: Sequence[float], spacing: float = 0
) -> Arr:
    return shape(w, h, lambda p: p.text(s, font, size, center, spacing), ss=2)


class Sticker:
    """Builds a cartoon emblem from filled parts, each with an ink outline, plus a soft shadow."""

    def __init__(
        self,
        w: int,
        h: int | None = None,
        ink: Color = (26, 28, 38),
        line: float = 3.0,
        ss: int = 4,
    ) -> None:
        self.w, self.h = w, h or w
        self.ink = ink
        self.line = line
        self.ss = ss
        self.img = new(self.w, self.h)
        self.union = np.zeros((self.h, self.w), dtype=np.float32)

    def mask(self, fn: Callable[[Pen], object]) -> Arr:
        return shape(self.w, self.h, fn, self.ss)

    def part(
        self,
        color: Color | Arr,
        fn: Callable[[Pen], object] | Arr,
        outline: bool = True,
        line: float | None = None,
        shade_dir: float | None = 0.22,
    ) -> Arr:
        """Fill a shape with a colour (soft top-left light if shade_dir) and an ink outline."""
        m = fn if isinstance(fn, np.ndarray) else self.mask(fn)
        lw = self.line if line is None else line
        if outline and lw > 0:
            om = dilate(m, lw)
            over(self.img, self.ink, om)
            self.union = np.maximum(self.union, om)
        if isinstance(color, np.ndarray) and color.ndim == 3:
            over(self.img, color, m)
        else:
            if shade_dir:
                ys = np.nonzero(m.max(axis=1) > 0.01)[0]
                if len(ys):
                    _, gy = grid(self.w, self.h)
                    t = (gy - ys[0]) / max(1.0, ys[-1] - ys[0] + 1)
                    c = col(color)
                    top = np.clip(c[:3] * (1 + shade_dir) + 0.03, 0, 1)
                    bot = c[:3] * (1 - shade_dir)
                    fill = new(self.w, self.h)
                    fill[..., :3] = top + (bot - top) * t[..., None]
                    fill[..., 3] = c[3]
                    over(self.img, fill, m)
                else:
                    over(self.img, color, m)
            else:
                over(self.img, color, m)
        self.union = np.maximum(self.union, m)
        return m

    def stroke(self, color: Color, fn: Callable[[Pen], object], opacity: float = 1.0) -> Arr:
        """Detail lines (no outline)."""
        m = self.mask(fn)
        over(self.img, color, m, opacity)
        self.union = np.maximum(self.union, m * opacity)
        return m

    def highlight(self, fn: Callable[[Pen], object], opacity: float = 0.45) -> None:
        m = self.mask(fn)
        over(self.img, (255, 255, 255), m, opacity)

    def done(self, shadow: bool = True) -> Arr:
        if not shadow:
            return self.img
        out = new(self.w, self.h)
        sh = drop_shadow(self.union, 0, max(2, self.w // 48), self.w / 60, 0.45)
        over(out, (0, 0, 0), sh)
        over(out, self.img)
        return out
