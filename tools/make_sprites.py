"""Generate every committed sprite in sprites/ (PNG) plus sprites/manifest.json.

Run:  python tools/make_sprites.py [--out DIR] [--only SUBSTRING] [--sheet /tmp/sheet.png]

All art is drawn here from primitives (pygame.draw on a supersampled surface, numpy gradients and
seeded noise); nothing is downloaded.  The output is deterministic: the same bytes on every run.
Card art is 240x336 (2x the 120x168 table size).  Frames carry layout anchors (in image pixels) in
the manifest so the UI knows where to print the title, art and rules text.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
import spritekit as K  # noqa: E402
from spritekit import Arr, Pen  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CARD_W, CARD_H, CARD_R = 240, 336, 16
INK = (26, 28, 38)
CREAM = (246, 240, 226)

Builder = Callable[[], Arr]
REGISTRY: list[tuple[str, str, Builder, dict]] = []


def asset(path: str, purpose: str, **meta: object) -> Callable[[Builder], Builder]:
    def deco(fn: Builder) -> Builder:
        REGISTRY.append((path, purpose, fn, dict(meta)))
        return fn

    return deco


def register(path: str, purpose: str, fn: Builder, **meta: object) -> None:
    REGISTRY.append((path, purpose, fn, dict(meta)))


# ============================================================================ shared pieces


def card_mask(w: int = CARD_W, h: int = CARD_H, r: float = CARD_R) -> Arr:
    return K.rounded_mask(w, h, r)


def finish_card(img: Arr, w: int = CARD_W, h: int = CARD_H, r: float = CARD_R) -> Arr:
    """Thin dark edge and rounded corners."""
    edge = card_mask(w, h, r) - K.rounded_mask(w, h, r - 1, inset=1.5)
    K.over(img, (0, 0, 0), np.clip(edge, 0, 1), 0.55)
    img[..., 3] *= card_mask(w, h, r)
    return img


def bevel_panel(
    img: Arr, m: Arr, light: float = 0.35, dark: float = 0.35, width: float = 2.0
) -> None:
    """Emboss a panel: light on its top-left inner edge, dark on the bottom-right."""
    inner = m - K.shift(m, 1, 1) * m
    inner2 = m - K.shift(m, -1, -1) * m
    K.over(img, (255, 255, 255), np.clip(K.blur(np.clip(inner, 0, 1), width / 2), 0, 1) * m, light)
    K.over(img, (0, 0, 0), np.clip(K.blur(np.clip(inner2, 0, 1), width / 2), 0, 1) * m, dark)


def inset_shadow(img: Arr, m: Arr, strength: float = 0.5, sigma: float = 4) -> None:
    """Shadow inside a window (looks recessed)."""
    outside = 1 - m
    sh = K.blur(K.shift(outside, 2, 3), sigma) * m
    K.over(img, (0, 0, 0), np.clip(sh, 0, 1), strength)


FRAME_ANCHORS = {
    "title": [18, 12, 204, 34],
    "art": [18, 54, 204, 160],
    "art_center": [120, 134],
    "text": [18, 222, 204, 100],
    "badge": [206, 26, 17],
}


def card_frame(
    border: tuple[Arr, ...] | Arr,
    accent: tuple,
    title_col: tuple,
    art_bg: tuple,
    text_col: tuple,
    seed: str,
    badge: tuple | None = None,
    text_box: bool = True,
    art_rect: tuple = (18, 54, 204, 160),
) -> Arr:
    """A generic card face: textured border, title band, art window, text box."""
    rng = K.rng_of(seed)
    W, H = CARD_W, CARD_H
    img = border.copy() if isinstance(border, np.ndarray) else K.vgrad(W, H, border[0], border[1])
    K.noise_rgb(img, rng, 0.025)
    # inner keyline
    key = K.rounded_mask(W, H, 12, inset=6) - K.rounded_mask(W, H, 11, inset=7.5)
    K.over(img, accent, np.clip(key, 0, 1), 0.9)
    # title band
    tx, ty, tw, th = 18, 12, 204 - (36 if badge else 0), 34
    tm = K.shape(W, H, lambda p: p.rect(tx, ty, tw, th, 8))
    K.over(img, K.vgrad(W, H, K_l(title_col, 1.18), K_l(title_col, 0.85)), tm)
    bevel_panel(img, tm)
    # art window
    ax, ay, aw, ah = art_rect
    am = K.shape(W, H, lambda p: p.rect(ax, ay, aw, ah, 6))
    K.over(img, K.radial(W, H, ax + aw / 2, ay + ah * 0.45, aw * 0.75, art_bg[0], art_bg[1]), am)
    inset_shadow(img, am, 0.55, 4)
    ring = K.dilate(am, 2) - am
    K.over(img, accent, np.clip(ring, 0, 1), 0.95)
    if text_box:
        xm = K.shape(W, H, lambda p: p.rect(18, 222, 204, 100, 8))
        tex = K.vgrad(W, H, text_col, K_l(text_col, 0.92))
        n = K.fbm(W, rng, 6, 4, height=H)
        K.shade(tex, 0.94 + 0.08 * n)
        K.over(img, tex, xm)
        inset_shadow(img, xm, 0.35, 3)
        ring = K.dilate(xm, 1.5) - xm
        K.over(img, accent, np.clip(ring, 0, 1), 0.8)
    if badge:
        bx, by, br = 206, 29, 19
        bm = K.shape(W, H, lambda p: p.circle((bx, by), br))
        K.over(img, (0, 0, 0), K.drop_shadow(bm, 1, 2, 2, 0.5))
        K.over(img, K.radial(W, H, bx - 5, by - 6, br * 1.6, K_l(badge, 1.35), K_l(badge, 0.7)), bm)
        rim = bm - K.shape(W, H, lambda p: p.circle((bx, by), br - 2.5))
        K.over(img, accent, np.clip(rim, 0, 1))
    return finish_card(img)


def K_l(c: tuple, f: float) -> tuple:
    """Lighten (f > 1) or darken (f < 1) an RGB tuple."""
    if f >= 1:
        return tuple(min(255, int(v + (255 - v) * (f - 1))) for v in c[:3])
    return tuple(int(v * f) for v in c[:3])


def wordmark(
    img: Arr,
    text: str,
    font: str,
    size: float,
    center: tuple,
    fill: tuple | Arr,
    outline: tuple = INK,
    line: float = 2.0,
    spacing: float = 0,
    shadow: bool = True,
) -> None:
    h, w = img.shape[:2]
    m = K.text_mask(w, h, text, font, size, center, spacing)
    o = K.dilate(m, line) if line else m
    if shadow:
        K.over(img, (0, 0, 0), K.drop_shadow(o, 0, 3, 2.5, 0.6))
    if line:
        K.over(img, outline, o)
    K.over(img, fill, m)


def foil(w: int, h: int, seed: str, stops: list) -> Arr:
    """A metallic foil gradient: diagonal bands + noise."""
    rng = K.rng_of(seed)
    xs, ys = K.grid(w, h)
    t = (xs * 0.8 + ys) / (w * 0.8 + h)
    t = t + 0.05 * K.fbm(w, rng, 3, 3, height=h)
    img = K.ramp(stops, (t * 2.2) % 1.0)
    K.noise_rgb(img, rng, 0.03)
    return img


def guilloche(
    size: tuple[int, int],
    center: tuple[float, float],
    R: float,
    r: float,
    d: float,
    color: tuple,
    width: int = 1,
    ss: int = 2,
    turns: int = 0,
    n: int = 4000,
) -> Arr:
    """Hypotrochoid rosette mask (thin AA lines)."""
    import pygame

    w, h = size
    surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    k = (R - r) / r
    turns = turns or int(round(r / math.gcd(int(R), int(r))))
    pts = []
    for i in range(n + 1):
        t = 2 * math.pi * turns * i / n
        x = (R - r) * math.cos(t) + d * math.cos(k * t)
        y = (R - r) * math.sin(t) - d * math.sin(k * t)
        pts.append(((center[0] + x) * ss, (center[1] + y) * ss))
    pygame.draw.lines(surf, (255, 255, 255, 255), False, pts, width * ss)
    a = pygame.surfarray.array_alpha(surf).T.astype(np.float32) / 255.0
    return a.reshape(h, ss, w, ss).mean(axis=(1, 3))


# ============================================================================ common


@asset("common/felt.png", "Table felt, 512x512, tiles seamlessly in both directions")
def felt() -> Arr:
    rng = K.rng_of("felt")
    n = K.fbm(512, rng, 4, 6)
    fine = K.tile_noise(512, 256, rng)
    fibres = K.blur(rng.random((512, 512)).astype(np.float32), 0.7, wrap=True)
    t = 0.55 * n + 0.15 * fine + 0.3 * fibres
    t = (t - t.mean()) * 1.6 + 0.5
    return K.ramp([(0.0, (14, 58, 36)), (0.5, (22, 84, 52)), (1.0, (34, 104, 66))], t)


@asset(
    "common/wood_rim.png", "Wooden table rim strip 512x48, tiles horizontally; light from the top"
)
def wood_rim() -> Arr:
    rng = K.rng_of("wood")
    w, h = 512, 48
    xs, ys = K.grid(w, h)
    n = K.fbm(w, rng, 4, 5, height=h)
    grain = np.sin((ys / h * 9 + n * 6 + np.sin(xs / w * 2 * math.pi * 2) * 0.6) * math.pi)
    t = 0.5 + 0.25 * grain + 0.25 * (K.tile_noise(w, 64, rng, h, 2) - 0.5)
    img = K.ramp([(0, (72, 38, 18)), (0.5, (118, 66, 32)), (1, (150, 92, 48))], t)
    prof = 0.75 + 0.45 * np.sin(np.clip(ys / h, 0, 1) * math.pi) ** 0.6
    prof = prof - 0.25 * (ys / h)
    K.shade(img, prof)
    K.over(img, (255, 230, 200), (ys < 3).astype(np.float32), 0.25)
    K.over(img, (0, 0, 0), (ys > h - 3).astype(np.float32), 0.4)
    return img


@asset(
    "common/card_shadow.png",
    "Soft shadow under a card: 288x384, the 240x336 card sits at (24,24)",
    anchor=[24, 24],
)
def card_shadow() -> Arr:
    w, h = CARD_W + 48, CARD_H + 48
    m = K.shape(w, h, lambda p: p.rect(24, 28, CARD_W, CARD_H, CARD_R))
    img = K.new(w, h)
    K.over(img, (0, 0, 0), np.clip(K.blur(m, 8) * 0.65, 0, 1))
    return img


def glow(color: tuple) -> Arr:
    w, h = CARD_W + 48, CARD_H + 48
    outer = K.shape(w, h, lambda p: p.rect(24 - 4, 24 - 4, CARD_W + 8, CARD_H + 8, CARD_R + 4))
    inner = K.shape(w, h, lambda p: p.rect(24, 24, CARD_W, CARD_H, CARD_R))
    ring = np.clip(outer - inner, 0, 1)
    soft = np.clip(K.blur(ring, 7) * 2.2, 0, 1) * (1 - inner)
    img = K.new(w, h)
    K.over(img, color, soft, 0.9)
    K.over(img, K_l(color, 1.5), ring)
    return img


@asset(
    "common/glow_legal.png",
    "Cyan glow ring around a legal target card; 288x384, card at (24,24)",
    anchor=[24, 24],
)
def glow_legal() -> Arr:
    return glow((70, 220, 255))


@asset(
    "common/glow_selected.png",
    "Gold glow ring around the selected card; 288x384, card at (24,24)",
    anchor=[24, 24],
)
def glow_selected() -> Arr:
    return glow((255, 196, 60))


@asset(
    "common/glow_danger.png",
    "Red glow ring (attacked / about to be discarded); 288x384, card at (24,24)",
    anchor=[24, 24],
)
def glow_danger() -> Arr:
    return glow((255, 70, 60))


def button(top: tuple, bottom: tuple, rim: tuple, pressed: bool = False) -> Arr:
    w, h = 96, 48
    img = K.new(w, h)
    m = K.rounded_mask(w, h, 14, inset=2)
    K.over(img, (0, 0, 0), K.drop_shadow(m, 0, 0 if pressed else 2, 1.5, 0.55))
    g = K.vgrad(w, h, bottom, top) if pressed else K.vgrad(w, h, top, bottom)
    K.over(img, g, m)
    inner = K.rounded_mask(w, h, 12, inset=3.5)
    K.over(img, rim, np.clip(m - inner, 0, 1), 0.9)
    if not pressed:
        _, ys = K.grid(w, h)
        K.over(img, (255, 255, 255), inner * np.clip(1 - ys / (h * 0.5), 0, 1), 0.18)
    return img


@asset("common/button.png", "Button, 96x48 9-slice with 16 px corners (normal)", slice=16)
def button_normal() -> Arr:
    return button((70, 84, 104), (40, 48, 62), (150, 170, 200))


@asset("common/button_hover.png", "Button, 96x48 9-slice with 16 px corners (hover)", slice=16)
def button_hover() -> Arr:
    return button((92, 110, 136), (52, 64, 84), (200, 220, 250))


@asset("common/button_pressed.png", "Button, 96x48 9-slice with 16 px corners (pressed)", slice=16)
def button_pressed() -> Arr:
    return button((70, 84, 104), (34, 40, 52), (120, 140, 170), pressed=True)


@asset(
    "common/button_primary.png", "Primary (confirm) button, 96x48 9-slice, 16 px corners", slice=16
)
def button_primary() -> Arr:
    return button((226, 170, 58), (168, 112, 24), (255, 226, 150))


@asset(
    "common/panel.png",
    "Dark translucent panel 96x96 for dialogs/log, 9-slice with 24 px corners",
    slice=24,
)
def panel() -> Arr:
    w = h = 96
    img = K.new(w, h)
    m = K.rounded_mask(w, h, 18, inset=3)
    K.over(img, (0, 0, 0), K.drop_shadow(m, 0, 2, 2, 0.5))
    K.over(img, K.vgrad(w, h, (30, 36, 48, 235), (18, 22, 30, 235)), m)
    inner = K.rounded_mask(w, h, 16, inset=5)
    K.over(img, (160, 180, 210), np.clip(m - inner, 0, 1), 0.5)
    return img


# ---------------------------------------------------------------------------- icons 64x64

ICON_FG = (244, 240, 230)


def icon(
    fn: Callable[[Pen], object],
    size: int = 64,
    fg: tuple = ICON_FG,
    extra: Callable[[K.Sticker], None] | None = None,
) -> Arr:
    st = K.Sticker(size, line=2.2 * size / 64)
    st.part(fg, fn, shade_dir=0.08)
    if extra:
        extra(st)
    return st.done()


def icon_undo(p: Pen) -> None:
    p.arc((34, 36), 16, 160, -90, 7)
    p.line((34, 52), (26, 52), 7)
    p.poly([(6, 26), (26, 10), (26, 38)])


def icon_menu(p: Pen) -> None:
    for y in (18, 32, 46):
        p.line((14, y), (50, y), 7)


def speaker(p: Pen) -> None:
    p.rect(8, 24, 12, 16, 2)
    p.poly([(16, 25), (32, 12), (32, 52), (16, 39)])


def icon_sound_on(p: Pen) -> None:
    speaker(p)
    p.arc((32, 32), 10, -45, 45, 4.5)
    p.arc((32, 32), 19, -50, 50, 4.5)


def icon_sound_off(p: Pen) -> None:
    speaker(p)
    p.line((40, 24), (56, 40), 5)
    p.line((56, 24), (40, 40), 5)


def icon_fullscreen(p: Pen) -> None:
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        cx, cy = 32 - sx * 20, 32 - sy * 20
        p.polyline([(cx, cy + sy * 12), (cx, cy), (cx + sx * 12, cy)], 6)


def icon_eye(p: Pen) -> None:
    pts = []
    for i in range(41):
        t = math.pi * i / 40
        pts.append((6 + 52 * i / 40, 32 - 17 * math.sin(t)))
    for i in range(41):
        t = math.pi * i / 40
        pts.append((58 - 52 * i / 40, 32 + 17 * math.sin(t)))
    p.poly(pts)


def eye_extra(st: K.Sticker) -> None:
    st.part((60, 120, 190), lambda p: p.circle((32, 32), 11), line=1.5)
    st.part(INK, lambda p: p.circle((32, 32), 5), outline=False, shade_dir=None)
    st.highlight(lambda p: p.circle((28, 28), 2.5), 0.9)


def icon_hand(p: Pen) -> None:
    # a fan of three cards
    for ang in (-22, 0, 22):
        a = math.radians(ang)
        cx, cy = 32 + math.sin(a) * 18, 40 - math.cos(a) * 6
        hw, hh = 11, 17
        pts = []
        for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)):
            pts.append(
                (cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a))
            )
        p.poly(pts)


def hand_extra(st: K.Sticker) -> None:
    for ang in (-22, 0, 22):
        a = math.radians(ang)
        cx, cy = 32 + math.sin(a) * 18, 40 - math.cos(a) * 6

        def one(p: Pen, a: float = a, cx: float = cx, cy: float = cy) -> None:
            hw, hh = 11, 17
            pts = []
            for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)):
                pts.append(
                    (
                        cx + dx * math.cos(a) - dy * math.sin(a),
                        cy + dx * math.sin(a) + dy * math.cos(a),
                    )
                )
            p.poly(pts)

        st.part(ICON_FG, one, line=1.6, shade_dir=0.1)


def icon_deck(p: Pen) -> None:
    for i in range(3):
        p.rect(14 + i * 3, 10 + i * 3, 30, 42, 4)


def deck_extra(st: K.Sticker) -> None:
    for i in range(3):
        st.part(
            ICON_FG if i < 2 else (200, 70, 70),
            lambda p, i=i: p.rect(14 + i * 3, 10 + i * 3, 30, 42, 4),
            line=1.6,
            shade_dir=0.1,
        )
    st.stroke((255, 255, 255), lambda p: p.rect(25, 25, 20, 28, 2, width=1.5), 0.8)


def icon_discard(p: Pen) -> None:
    p.rect(12, 16, 40, 6, 2)
    p.rect(26, 10, 12, 8, 2)
    p.poly([(16, 24), (48, 24), (45, 56), (19, 56)])


def discard_extra(st: K.Sticker) -> None:
    for x in (25, 32, 39):
        st.stroke(INK, lambda p, x=x: p.line((x, 30), (x, 50), 2.5), 0.8)


def skull(p: Pen, cx: float = 32, cy: float = 30, s: float = 1.0) -> None:
    p.circle((cx, cy - 2 * s), 20 * s)
    p.rect(cx - 12 * s, cy + 8 * s, 24 * s, 16 * s, 5 * s)


def icon_skull(p: Pen) -> None:
    skull(p)


def skull_extra(st: K.Sticker) -> None:
    st.stroke(
        INK,
        lambda p: (
            p.circle((24, 28), 6),
            p.circle((40, 28), 6),
            p.poly([(32, 34), (28, 41), (36, 41)]),
        ),
    )
    st.stroke(INK, lambda p: [p.line((x, 46), (x, 53), 2) for x in (27, 32, 37)])


def icon_crown(p: Pen) -> None:
    p.poly([(8, 20), (20, 34), (32, 12), (44, 34), (56, 20), (52, 48), (12, 48)])
    p.rect(12, 46, 40, 8, 2)


def crown_extra(st: K.Sticker) -> None:
    st.part((220, 60, 70), lambda p: p.circle((32, 38), 4), line=1.2)
    for x, y in ((8, 18), (32, 10), (56, 18)):
        st.part((255, 220, 90), lambda p, x=x, y=y: p.circle((x, y), 4), line=1.2)


def icon_clock(p: Pen) -> None:
    p.circle((32, 32), 25)


def clock_extra(st: K.Sticker) -> None:
    for i in range(12):
        a = math.radians(i * 30)
        r0 = 19 if i % 3 else 16
        st.stroke(
            INK,
            lambda p, a=a, r0=r0: p.line(
                (32 + math.cos(a) * r0, 32 + math.sin(a) * r0),
                (32 + math.cos(a) * 21, 32 + math.sin(a) * 21),
                2,
            ),
        )
    st.stroke(INK, lambda p: p.line((32, 32), (32, 17), 3.5))
    st.stroke((200, 50, 50), lambda p: p.line((32, 32), (42, 38), 3))
    st.stroke(INK, lambda p: p.circle((32, 32), 3))


def icon_arrow(p: Pen) -> None:
    p.line((10, 32), (38, 32), 10)
    p.poly([(34, 14), (56, 32), (34, 50)])


def icon_gold_crown(p: Pen) -> None:
    icon_crown(p)


ICONS: list[tuple[str, str, Callable[[Pen], None], Callable[[K.Sticker], None] | None, tuple]] = [
    ("undo", "Undo", icon_undo, None, ICON_FG),
    ("menu", "Menu", icon_menu, None, ICON_FG),
    ("sound_on", "Sound is on", icon_sound_on, None, ICON_FG),
    ("sound_off", "Sound is off (muted)", icon_sound_off, None, ICON_FG),
    ("fullscreen", "Toggle fullscreen", icon_fullscreen, None, ICON_FG),
    ("eye", "Peek / look at hidden cards", icon_eye, eye_extra, ICON_FG),
    ("hand", "A player's hand of cards", icon_hand, hand_extra, ICON_FG),
    ("deck", "Draw pile", icon_deck, deck_extra, ICON_FG),
    ("discard", "Discard pile", icon_discard, discard_extra, ICON_FG),
    ("skull", "Eliminated player", icon_skull, skull_extra, ICON_FG),
    ("crown", "Winner", icon_crown, crown_extra, (245, 196, 64)),
    ("clock", "Timer / countdown", icon_clock, clock_extra, ICON_FG),
    ("arrow", "Arrow pointing right (rotate for other directions)", icon_arrow, None, ICON_FG),
]

for _name, _purpose, _fn, _extra, _fg in ICONS:
    register(
        f"common/icons/{_name}.png",
        f"UI icon 64x64: {_purpose}",
        lambda fn=_fn, extra=_extra, fg=_fg: icon(fn, fg=fg, extra=extra),
    )


# ============================================================================ espionage

NAVY = (18, 30, 58)


@asset("espionage/back.png", "Espionage card back 240x336 (navy, guilloche, wordmark)")
def esp_back() -> Arr:
    W, H = CARD_W, CARD_H
    rng = K.rng_of("esp-back")
    img = K.radial(W, H, W / 2, H / 2, H * 0.62, (34, 56, 104), (10, 16, 34))
    K.noise_rgb(img, rng, 0.02)
    # border band of interlaced sine waves
    band_out = K.rounded_mask(W, H, 13, inset=8)
    band_in = K.rounded_mask(W, H, 9, inset=18)
    K.over(img, (8, 12, 26), np.clip(band_out - band_in, 0, 1), 0.6)
    for i in range(3):
        m = K.rounded_mask(W, H, 12 - i * 2, inset=10 + i * 3) - K.rounded_mask(
            W, H, 12 - i * 2, inset=11 + i * 3
        )
        K.over(img, (196, 168, 96), np.clip(m, 0, 1), 0.55 if i != 1 else 0.25)
    # field of fine diagonal guilloche waves
    xs, ys = K.grid(W, H)
    waves = np.zeros((H, W), dtype=np.float32)
    for k in range(2):
        ph = (ys + 6 * np.sin(xs / 9 + k * math.pi)) / 7
        waves = np.maximum(waves, np.clip(1.2 - np.abs(((ph + k * 0.5) % 1.0) - 0.5) * 9, 0, 1))
    K.over(img, (120, 160, 220), waves * band_in, 0.12)
    # rosettes
    for R, r, d, c, a in (
        (70, 21, 44, (220, 196, 130), 0.75),
        (63, 9, 30, (130, 190, 255), 0.5),
        (48, 13, 20, (220, 196, 130), 0.55),
    ):
        m = guilloche((W, H), (W / 2, H / 2 - 14), R, r, d, c, 1, turns=0, n=3000)
        K.over(img, c, m * 0.9, a)
    # centre seal
    seal = K.shape(W, H, lambda p: p.circle((W / 2, H / 2 - 14), 20))
    K.over(img, (0, 0, 0), K.drop_shadow(seal, 0, 2, 3, 0.6))
    K.over(img, K.radial(W, H, W / 2 - 6, H / 2 - 22, 36, (250, 226, 150), (150, 110, 40)), seal)
    eye = K.shape(W, H, lambda p: (p.ellipse(W / 2, H / 2 - 14, 13, 7),))
    K.over(img, NAVY, eye)
    K.over(img, (250, 226, 150), K.shape(W, H, lambda p: p.circle((W / 2, H / 2 - 14), 4.5)))
    K.over(img, NAVY, K.shape(W, H, lambda p: p.circle((W / 2, H / 2 - 14), 2)))
    # wordmark plate
    plate = K.shape(W, H, lambda p: p.rect(26, 262, W - 52, 34, 4))
    K.over(img, (0, 0, 0), K.drop_shadow(plate, 0, 2, 3, 0.5))
    K.over(img, K.vgrad(W, H, (16, 24, 46), (8, 12, 24)), plate)
    rim = plate - K.shape(W, H, lambda p: p.rect(28, 264, W - 56, 30, 3))
    K.over(img, (210, 184, 110), np.clip(rim, 0, 1))
    gold = foil(
        W, H, "esp-word", [(0, (150, 110, 40)), (0.5, (255, 232, 160)), (1, (150, 110, 40))]
    )
    wordmark(img, "ESPIONAGE", "serif-bold", 19, (W / 2, 279), gold, line=0, spacing=2.2)
    m = K.text_mask(W, H, "TOP SECRET", "sans-bold", 8, (W / 2, 46), 3)
    K.over(img, (210, 184, 110), m, 0.8)
    return finish_card(img)


def esp_frame(kind: str) -> Arr:
    if kind == "mission":
        return card_frame(
            ((40, 150, 150), (14, 78, 86)),
            (180, 240, 230),
            (16, 96, 104),
            ((232, 250, 246), (150, 206, 204)),
            (238, 246, 240),
            "esp-mission",
        )
    if kind == "reaction":
        return card_frame(
            ((196, 52, 60), (104, 16, 30)),
            (255, 200, 190),
            (132, 24, 36),
            ((252, 236, 232), (216, 160, 160)),
            (248, 240, 236),
            "esp-reaction",
        )
    border = foil(
        CARD_W,
        CARD_H,
        "esp-gold",
        [
            (0, (140, 96, 24)),
            (0.25, (236, 196, 96)),
            (0.5, (255, 244, 196)),
            (0.75, (212, 166, 64)),
            (1, (140, 96, 24)),
        ],
    )
    return card_frame(
        border,
        (255, 246, 210),
        (150, 104, 26),
        ((255, 250, 230), (230, 196, 120)),
        (252, 246, 228),
        "esp-goldframe",
    )


for _k, _p in (
    ("mission", "Mission card frame (teal)"),
    ("reaction", "Reaction card frame (crimson)"),
    ("gold", "Gold card frame (gold foil)"),
):
    register(
        f"espionage/frame_{_k}.png",
        f"Espionage {_p}; 240x336; see anchors",
        lambda k=_k: esp_frame(k),
        anchors=FRAME_ANCHORS,
    )

# ---------------------------------------------------------------------------- shared colours and shapes

STEEL = (186, 198, 210)
DSTEEL = (104, 116, 132)
BROWN = (138, 88, 48)
WHITE = (248, 246, 238)
SKIN = (240, 196, 160)


def rot(pts: list, ang: float, c: tuple = (80, 80)) -> list:
    a = math.radians(ang)
    ca, sa = math.cos(a), math.sin(a)
    return [
        (c[0] + (x - c[0]) * ca - (y - c[1]) * sa, c[1] + (x - c[0]) * sa + (y - c[1]) * ca)
        for x, y in pts
    ]


def star(
    cx: float, cy: float, n: int, r1: float, r2: float, ang: float = -90, jitter: list | None = None
) -> list:
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        if jitter:
            r *= jitter[i % len(jitter)]
        a = math.radians(ang + 180 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# The Espionage card pictures are drawn by tools/art/espionage.py (spy-poster style).


# ============================================================================ codenames

CN_W, CN_H = 336, 240  # landscape, 2x of 168x120
CN_ANCHORS = {"word": [32, 150, 272, 60], "word_flipped": [78, 30, 180, 30]}


def tentacle(p: Pen, pts: list, r0: float, r1: float) -> None:
    n = 30
    for i in range(n + 1):
        t = i / n
        seg = t * (len(pts) - 1)
        k = min(int(seg), len(pts) - 2)
        f = seg - k
        x = pts[k][0] + (pts[k + 1][0] - pts[k][0]) * f
        y = pts[k][1] + (pts[k + 1][1] - pts[k][1]) * f
        p.circle((x, y), r0 + (r1 - r0) * t)


def em_hydra(fg: tuple = (248, 236, 220)) -> Arr:
    s = K.Sticker(160)
    arms = [
        [(62, 90), (40, 110), (24, 104), (14, 120)],
        [(98, 90), (120, 110), (136, 104), (146, 120)],
        [(66, 104), (52, 130), (34, 140), (30, 156)],
        [(94, 104), (108, 130), (126, 140), (130, 156)],
        [(76, 108), (70, 140), (60, 154)],
        [(84, 108), (92, 140), (102, 154)],
    ]
    for a in arms:
        s.part(fg, lambda p, a=a: tentacle(p, a, 9, 3), shade_dir=0.15)
    s.part(fg, lambda p: (p.circle((80, 58), 40), p.rect(58, 78, 44, 30, 10)))
    s.stroke(
        INK,
        lambda p: (
            p.ellipse(64, 60, 11, 13),
            p.ellipse(96, 60, 11, 13),
            p.poly([(80, 72), (74, 84), (86, 84)]),
        ),
    )
    s.stroke(INK, lambda p: [p.line((x, 92), (x, 104), 3) for x in (70, 80, 90)])
    return s.done()


def em_eagle(fg: tuple = (248, 248, 252)) -> Arr:
    s = K.Sticker(160)
    for side in (-1, 1):
        for i, (ln, dy) in enumerate(((74, 0), (64, 16), (52, 32))):
            pts = [
                (80 + side * 14, 60 + dy),
                (80 + side * ln, 34 + dy + i * 4),
                (80 + side * (ln - 8), 52 + dy + i * 4),
                (80 + side * 14, 80 + dy),
            ]
            s.part(
                fg if i % 2 == 0 else (214, 222, 236),
                lambda p, pts=pts: p.poly(pts),
                shade_dir=0.12,
            )
    s.part(fg, lambda p: p.poly([(66, 60), (94, 60), (92, 112), (80, 130), (68, 112)]))
    s.part((214, 222, 236), lambda p: p.poly([(72, 112), (88, 112), (80, 146)]), line=2.5)
    s.part(fg, lambda p: p.circle((80, 44), 17))
    s.part((250, 196, 60), lambda p: p.poly([(62, 42), (48, 50), (64, 54)]), line=2)
    s.stroke(INK, lambda p: p.circle((74, 40), 3.5))
    s.stroke(
        (140, 150, 170),
        lambda p: [p.polyline([(70, y), (80, y + 6), (90, y)], 2) for y in (72, 86, 100)],
        0.8,
    )
    return s.done()


GEMS = [
    (60, 120, 240),
    (230, 60, 60),
    (150, 70, 210),
    (60, 190, 100),
    (250, 140, 40),
    (250, 220, 60),
]


def em_fist() -> Arr:
    s = K.Sticker(160)
    gold = (226, 176, 60)
    s.part((190, 140, 40), lambda p: p.rect(44, 104, 72, 52, 8))
    s.part(gold, lambda p: p.rect(38, 40, 84, 74, 18))
    for i in range(4):
        s.part(gold, lambda p, i=i: p.rect(40 + i * 20, 24, 22, 40, 10), line=2.5)
    s.part(gold, lambda p: p.poly([(36, 72), (64, 64), (84, 72), (80, 88), (44, 96)]), line=2.5)
    for i in range(4):
        s.part(GEMS[i], lambda p, i=i: p.circle((51 + i * 20, 36), 6), line=1.8)
    s.part(GEMS[4], lambda p: p.circle((80, 96), 9), line=2)
    s.part(GEMS[5], lambda p: p.circle((60, 78), 6), line=1.8)
    s.stroke((150, 104, 20), lambda p: [p.line((50, y), (110, y), 2) for y in (118, 132, 146)], 0.7)
    for gx, gy in ((51, 36), (71, 36), (91, 36), (111, 36), (80, 96), (60, 78)):
        s.highlight(lambda p, gx=gx, gy=gy: p.circle((gx - 2, gy - 2), 2), 0.8)
    return s.done()


register(
    "codenames/emblem_hydra.png",
    "HYDRA team emblem 160x160 (own design: skull with tentacles)",
    em_hydra,
)
register(
    "codenames/emblem_shield.png", "S.H.I.E.L.D. team emblem 160x160 (own design: eagle)", em_eagle
)
register(
    "codenames/emblem_assassin.png",
    "Assassin emblem 160x160 (own design: jewelled gauntlet fist)",
    em_fist,
)


def paper(w: int, h: int, c1: tuple, c2: tuple, seed: str) -> Arr:
    rng = K.rng_of(seed)
    img = K.vgrad(w, h, c1, c2)
    n = K.fbm(w, rng, 5, 5, height=h)
    K.shade(img, 0.93 + 0.12 * n)
    K.noise_rgb(img, rng, 0.02)
    return img


@asset(
    "codenames/word_card.png",
    "Codenames word card 336x240 (landscape, cream): print the word in "
    "anchors.word and, rotated 180 degrees, in anchors.word_flipped",
    anchors=CN_ANCHORS,
)
def cn_word() -> Arr:
    W, H = CN_W, CN_H
    img = paper(W, H, (244, 234, 210), (228, 214, 184), "cn-word")
    key = K.rounded_mask(W, H, 12, inset=8) - K.rounded_mask(W, H, 11, inset=10)
    K.over(img, (150, 120, 80), np.clip(key, 0, 1), 0.8)
    # word plate
    pm = K.shape(W, H, lambda p: p.rect(24, 144, W - 48, 72, 8))
    K.over(img, K.vgrad(W, H, (255, 252, 244), (240, 232, 214)), pm)
    inset_shadow(img, pm, 0.3, 3)
    K.over(img, (150, 120, 80), np.clip(K.dilate(pm, 1.5) - pm, 0, 1))
    # small flipped plate
    fm = K.shape(W, H, lambda p: p.rect(74, 26, W - 148, 38, 6))
    K.over(img, (220, 204, 172), fm, 0.7)
    inset_shadow(img, fm, 0.2, 2)
    # fingerprint stamp
    fp = K.shape(
        W, H, lambda p: [p.arc((52, 86), r, 200 + r * 3, 520 - r * 2, 2) for r in range(4, 28, 5)]
    )
    K.over(img, (170, 60, 50), fp, 0.35)
    fp2 = K.shape(
        W,
        H,
        lambda p: [p.arc((W - 52, 86), r, 20 + r * 3, 340 - r * 2, 2) for r in range(4, 28, 5)],
    )
    K.over(img, (60, 90, 150), fp2, 0.35)
    return finish_card(img, W, H, 14)


def cover(base: tuple, dark: tuple, pattern: str, emblem: Arr | None, seed: str) -> Arr:
    W, H = CN_W, CN_H
    rng = K.rng_of(seed)
    img = K.radial(W, H, W / 2, H * 0.42, W * 0.7, K_l(base, 1.12), dark)
    K.noise_rgb(img, rng, 0.02)
    xs, ys = K.grid(W, H)
    if pattern == "stripes":
        t = ((xs + ys) / 22) % 1.0
        m = np.clip((np.abs(t - 0.5) - 0.25) * 8 + 0.5, 0, 1)
        K.over(img, (0, 0, 0), m, 0.22)
    elif pattern == "dots":
        gx = (xs % 18) - 9
        gy = (ys % 18) - 9
        m = np.clip(4.2 - np.hypot(gx, gy), 0, 1)
        K.over(img, (255, 255, 255), m, 0.2)
    elif pattern == "hatch":
        for d in (xs + ys, xs - ys):
            t = (d / 12) % 1.0
            m = np.clip(1.5 - np.abs(t - 0.5) * 12, 0, 1)
            K.over(img, (90, 70, 40), m, 0.18)
    key = K.rounded_mask(W, H, 12, inset=8) - K.rounded_mask(W, H, 11, inset=10)
    K.over(img, (255, 255, 255), np.clip(key, 0, 1), 0.5)
    if emblem is not None:
        em = K.resize(emblem, 150, 150)
        K.paste(img, em, (W - 150) // 2, (H - 150) // 2)
    return img


@asset(
    "codenames/cover_hydra.png", "HYDRA agent cover 336x240: red, diagonal stripes, tentacle emblem"
)
def cn_hydra() -> Arr:
    return finish_card(
        cover((200, 40, 40), (96, 12, 16), "stripes", em_hydra(), "cn-hydra"), CN_W, CN_H, 14
    )


@asset(
    "codenames/cover_shield.png",
    "S.H.I.E.L.D. agent cover 336x240: blue, dot pattern, eagle emblem",
)
def cn_shield() -> Arr:
    return finish_card(
        cover((40, 100, 200), (12, 30, 80), "dots", em_eagle(), "cn-shield"), CN_W, CN_H, 14
    )


@asset("codenames/cover_neutral.png", "Innocent bystander cover 336x240: beige, cross-hatch")
def cn_neutral() -> Arr:
    img = cover((226, 204, 160), (176, 150, 108), "hatch", None, "cn-neutral")
    wordmark(
        img,
        "BYSTANDER",
        "sans-bold",
        20,
        (CN_W / 2, CN_H / 2),
        (246, 236, 214),
        (120, 96, 60),
        1.5,
        spacing=3,
    )
    return finish_card(img, CN_W, CN_H, 14)


@asset(
    "codenames/cover_double.png",
    "Double agent cover 336x240: half HYDRA red (stripes) half "
    "S.H.I.E.L.D. blue (dots), both emblems",
)
def cn_double() -> Arr:
    img = cn_double_ground()
    K.paste(img, K.resize(em_hydra(), 110, 110), 40, 64)
    K.paste(img, K.resize(em_eagle(), 110, 110), CN_W - 150, 64)
    return finish_card(img, CN_W, CN_H, 14)


def cn_double_ground() -> Arr:
    a = cover((200, 40, 40), (96, 12, 16), "stripes", None, "cn-dbl-a")
    b = cover((40, 100, 200), (12, 30, 80), "dots", None, "cn-dbl-b")
    xs, ys = K.grid(CN_W, CN_H)
    split = np.clip((xs - CN_W / 2 + (ys - CN_H / 2) * 0.4) + 0.5, 0, 1)
    img = a.copy()
    K.over(img, b, split)
    line = np.clip(2 - np.abs(xs - CN_W / 2 + (ys - CN_H / 2) * 0.4), 0, 1)
    K.over(img, (255, 255, 255), line, 0.9)
    return img


def cn_assassin_ground() -> Arr:
    img = cover((40, 40, 46), (6, 6, 8), "none", None, "cn-assassin")
    xs, ys = K.grid(CN_W, CN_H)
    ang = np.arctan2(ys - CN_H / 2, xs - CN_W / 2)
    rays = (np.sin(ang * 12) > 0.6).astype(np.float32) * np.clip(
        np.hypot(xs - CN_W / 2, ys - CN_H / 2) / 160, 0, 1
    )
    K.over(img, (120, 60, 160), rays, 0.18)
    return img


@asset(
    "codenames/cover_assassin.png", "Assassin cover 336x240: black, jewelled gauntlet fist emblem"
)
def cn_assassin() -> Arr:
    img = cn_assassin_ground()
    K.paste(img, K.resize(em_fist(), 160, 160), (CN_W - 160) // 2, (CN_H - 160) // 2)
    return finish_card(img, CN_W, CN_H, 14)


# The covers without their emblems, for a name label too tall to stay under the emblem: the
# table draws the emblem itself, smaller and higher (tabletop/games/codenames/coverlabel.py)
@asset("codenames/cover_hydra_plain.png", "HYDRA agent cover 336x240 without its emblem")
def cn_hydra_plain() -> Arr:
    return finish_card(
        cover((200, 40, 40), (96, 12, 16), "stripes", None, "cn-hydra"), CN_W, CN_H, 14
    )


@asset("codenames/cover_shield_plain.png", "S.H.I.E.L.D. agent cover 336x240 without its emblem")
def cn_shield_plain() -> Arr:
    return finish_card(
        cover((40, 100, 200), (12, 30, 80), "dots", None, "cn-shield"), CN_W, CN_H, 14
    )


@asset("codenames/cover_double_plain.png", "Double agent cover 336x240 without its emblems")
def cn_double_plain() -> Arr:
    return finish_card(cn_double_ground(), CN_W, CN_H, 14)


@asset(
    "codenames/cover_neutral_plain.png",
    "Bystander cover 336x240 without its wordmark, under the Infinity Gauntlet's fist",
)
def cn_neutral_plain() -> Arr:
    img = cover((226, 204, 160), (176, 150, 108), "hatch", None, "cn-neutral")
    return finish_card(img, CN_W, CN_H, 14)


@asset("codenames/cover_assassin_plain.png", "Assassin cover 336x240 without its emblem")
def cn_assassin_plain() -> Arr:
    return finish_card(cn_assassin_ground(), CN_W, CN_H, 14)


KEY_SIZE = 320
KEY_GRID = {
    "origin": [40, 40],
    "cell": 44,
    "gap": 4,
    "rows": 5,
    "cols": 5,
    "lights": [[160, 18, 80, 10], [160, 302, 80, 10], [18, 160, 10, 80], [302, 160, 10, 80]],
}


@asset(
    "codenames/key_card.png",
    "Spymaster key card template 320x320: 5x5 empty cells at "
    "origin + (cell+gap)*(col,row), size cell; four edge lights (x_center,y_center,w,h) to tint "
    "with the starting team",
    grid=KEY_GRID,
)
def cn_key() -> Arr:
    S = KEY_SIZE
    img = K.new(S, S)
    m = K.rounded_mask(S, S, 20, inset=2)
    K.over(img, K.vgrad(S, S, (46, 48, 58), (20, 22, 28)), m)
    inner = K.rounded_mask(S, S, 14, inset=30)
    K.over(img, (10, 10, 14), inner)
    inset_shadow(img, inner, 0.6, 3)
    for r in range(5):
        for c in range(5):
            x, y = 40 + c * 48, 40 + r * 48
            cm = K.shape(S, S, lambda p, x=x, y=y: p.rect(x, y, 44, 44, 5))
            K.over(img, (70, 72, 84), cm)
            bevel_panel(img, cm, 0.25, 0.3)
    for cx, cy, w, h in KEY_GRID["lights"]:
        lm = K.shape(
            S, S, lambda p, cx=cx, cy=cy, w=w, h=h: p.rect(cx - w / 2, cy - h / 2, w, h, 4)
        )
        K.over(img, (210, 210, 220), lm)
        bevel_panel(img, lm, 0.3, 0.3)
    return img


# ============================================================================ beanz


def starfield(w: int, h: int, seed: str, density: float = 0.004, tile: bool = True) -> Arr:
    rng = K.rng_of(seed)
    n1 = K.fbm(w, rng, 2, 6, height=h)
    n2 = K.fbm(w, rng, 3, 5, height=h)
    img = K.ramp([(0, (6, 6, 20)), (0.55, (14, 12, 40)), (1, (30, 20, 70))], n1 * 1.2 - 0.1)
    neb1 = np.clip((n2 - 0.45) * 3.0, 0, 1) ** 1.5
    K.over(img, (180, 60, 160), neb1, 0.55)
    neb2 = np.clip((n1 - 0.5) * 3.0, 0, 1) ** 1.5
    K.over(img, (40, 140, 200), neb2, 0.45)
    stars = np.zeros((h, w), dtype=np.float32)
    count = int(w * h * density)
    xs = rng.integers(0, w, count)
    ys = rng.integers(0, h, count)
    br = rng.random(count) ** 3
    stars[ys, xs] = 0.3 + 0.7 * br
    glow = K.blur(stars, 1.2, wrap=tile) * 4
    K.over(img, (255, 255, 255), np.clip(stars + glow * 0.5, 0, 1))
    big = rng.integers(0, count, max(3, count // 80))
    for i in big:
        m = K.shape(
            w, h, lambda p, x=xs[i], y=ys[i]: p.poly(star(x + 0.5, y + 0.5, 4, 5, 0.8)), ss=2
        )
        K.over(img, (220, 230, 255), m, 0.8)
    return img


@asset("beanz/mat.png", "Beanz play mat texture 512x512: starfield + nebula, tiles seamlessly")
def bz_mat() -> Arr:
    return starfield(512, 512, "bz-mat")


@asset(
    "beanz/galaxy_ring.png",
    "Galaxy marker 384x384: a glowing spiral ring, transparent centre "
    "(centre of the image = centre of the galaxy)",
    anchor=[192, 192],
)
def bz_ring() -> Arr:
    S = 384
    rng = K.rng_of("bz-ring")
    xs, ys = K.grid(S, S)
    dx, dy = xs - S / 2, ys - S / 2
    r = np.hypot(dx, dy) / (S / 2)
    a = np.arctan2(dy, dx)
    band = np.exp(-((r - 0.78) ** 2) / 0.006)
    spiral = 0.5 + 0.5 * np.sin(a * 3 + r * 14)
    n = K.fbm(S, rng, 6, 4)
    dens = band * (0.55 + 0.45 * spiral) * (0.7 + 0.6 * n)
    img = K.new(S, S)
    K.over(
        img,
        K.ramp([(0, (80, 60, 200)), (0.6, (160, 110, 255)), (1, (255, 240, 255))], dens),
        np.clip(dens * 1.3, 0, 1),
    )
    count = 500
    px = rng.random(count) * 2 * math.pi
    pr = 0.78 + rng.normal(0, 0.06, count)
    st = np.zeros((S, S), dtype=np.float32)
    sx = np.clip((S / 2 + np.cos(px) * pr * S / 2).astype(int), 0, S - 1)
    sy = np.clip((S / 2 + np.sin(px) * pr * S / 2).astype(int), 0, S - 1)
    st[sy, sx] = 0.5 + 0.5 * rng.random(count)
    K.over(img, (255, 255, 255), np.clip(st + K.blur(st, 1.5) * 2, 0, 1))
    rim = np.exp(-((r - 0.97) ** 2) / 0.0004)
    K.over(img, (200, 180, 255), rim, 0.7)
    return img


@asset(
    "beanz/black_hole.png",
    "Black hole 256x256 with accretion disk (centre = centre)",
    anchor=[128, 128],
)
def bz_black_hole() -> Arr:
    S = 256
    rng = K.rng_of("bz-bh")
    xs, ys = K.grid(S, S)
    dx, dy = (xs - S / 2) / (S / 2), (ys - S / 2) / (S / 2)
    r = np.hypot(dx, dy)
    img = K.new(S, S)
    halo = np.clip(1 - r, 0, 1) ** 1.5
    K.over(img, (255, 150, 60), halo, 0.6)
    # tilted disk
    ex, ey = dx, dy / 0.35
    er = np.hypot(ex, ey)
    a = np.arctan2(ey, ex)
    n = K.fbm(S, rng, 4, 4)
    disk = np.exp(-((er - 0.62) ** 2) / 0.03) * (0.7 + 0.3 * np.sin(a * 9 + er * 20 + n * 4))
    K.over(
        img,
        K.ramp([(0, (200, 60, 20)), (0.6, (255, 170, 60)), (1, (255, 250, 220))], disk),
        np.clip(disk * 1.4, 0, 1),
    )
    ring = np.exp(-((r - 0.36) ** 2) / 0.002)
    K.over(img, (255, 236, 200), ring, 0.9)
    core = np.clip((0.34 - r) * 60, 0, 1)
    K.over(img, (0, 0, 0), core)
    front = disk * (dy > 0.02) * (np.abs(dy) < 0.3)
    K.over(
        img, K.ramp([(0, (220, 80, 30)), (1, (255, 240, 200))], front), np.clip(front * 1.3, 0, 1)
    )
    return img


def bz_back_art(title: str, seed: str, gem: tuple) -> Arr:
    W, H = CARD_W, CARD_H
    img = starfield(W, H, seed, 0.006, tile=False)
    frame = K.rounded_mask(W, H, 14, inset=6) - K.rounded_mask(W, H, 10, inset=12)
    K.over(
        img,
        foil(W, H, seed + "f", [(0, (120, 80, 200)), (0.5, (220, 200, 255)), (1, (120, 80, 200))]),
        np.clip(frame, 0, 1),
    )
    burst = K.shape(W, H, lambda p: p.poly(star(W / 2, H / 2, 16, 88, 64)))
    K.over(img, (255, 190, 40), K.blur(burst, 6), 0.35)
    K.over(img, K.radial(W, H, W / 2, H / 2, 90, (255, 236, 120), (250, 120, 30)), burst)
    wordmark(
        img,
        title,
        "sans-bold",
        34 if len(title) < 7 else 24,
        (W / 2, H / 2),
        (255, 255, 255),
        (90, 30, 120),
        3,
        spacing=1,
    )
    g = K.Sticker(W, H, line=2)
    g.part(
        gem, lambda p: p.poly([(W / 2, 250), (W / 2 + 18, 270), (W / 2, 292), (W / 2 - 18, 270)])
    )
    g.highlight(lambda p: p.poly([(W / 2, 254), (W / 2 + 8, 266), (W / 2, 270)]), 0.7)
    K.over(img, g.done())
    return finish_card(img)


@asset("beanz/back.png", "Beanz card back 240x336")
def bz_back() -> Arr:
    return bz_back_art("BEANZ", "bz-back", (80, 200, 255))


@asset("beanz/loot_back.png", "Space Loot card back 240x336 (face-down loot stack)")
def bz_loot() -> Arr:
    return bz_back_art("LOOT", "bz-loot", (255, 90, 140))


BZ_FRAMES = {
    "bean": ("Bean card", (250, 170, 40), (190, 90, 10), (255, 240, 190)),
    "action": ("Action card", (80, 190, 90), (20, 110, 50), (220, 255, 220)),
    "moon": ("Moon (Cosmos) card", (170, 176, 200), (80, 86, 120), (240, 244, 255)),
    "asteroid": ("Asteroid Field (Cosmos) card", (170, 110, 70), (90, 50, 30), (255, 230, 200)),
    "cosmos": ("Cosmos card", (150, 90, 220), (70, 30, 130), (240, 220, 255)),
}


def bz_frame(kind: str) -> Arr:
    _, c1, c2, hi = BZ_FRAMES[kind]
    border = K.vgrad(CARD_W, CARD_H, c1, c2)
    xs, ys = K.grid(CARD_W, CARD_H)
    dots = np.clip(3 - np.hypot((xs % 14) - 7, (ys % 14) - 7), 0, 1)
    K.over(border, (255, 255, 255), dots, 0.12)
    return card_frame(
        border,
        hi,
        K_l(c2, 0.9),
        ((60, 40, 110), (10, 8, 30)),
        (250, 248, 240),
        "bz-" + kind,
        badge=(60, 150, 240),
    )


for _k, (_p, *_rest) in BZ_FRAMES.items():
    register(
        f"beanz/frame_{_k}.png",
        f"Beanz {_p} frame 240x336; cost badge at anchors.badge (cx, cy, r)",
        lambda k=_k: bz_frame(k),
        anchors=FRAME_ANCHORS,
    )

BEAN_COLOURS = {
    "red": (226, 56, 56),
    "orange": (246, 140, 36),
    "yellow": (246, 212, 50),
    "green": (70, 190, 80),
    "teal": (30, 180, 176),
    "blue": (56, 110, 230),
    "purple": (150, 80, 210),
    "pink": (240, 110, 180),
}


def bean(c: tuple) -> Arr:
    s = K.Sticker(96, line=2.5)
    body = s.mask(lambda p: p.rect(20, 6, 56, 84, 28))
    xs, ys = K.grid(96, 96)
    light = np.clip(1.25 - np.hypot(xs - 36, ys - 28) / 62, 0.45, 1.3)
    fill = K.new(96, 96, c)
    K.shade(fill, light)
    s.part(fill, body)
    s.highlight(lambda p: p.ellipse(34, 24, 7, 12), 0.55)
    s.part(
        WHITE,
        lambda p: (p.ellipse(40, 44, 7, 9), p.ellipse(57, 44, 7, 9)),
        line=1.5,
        shade_dir=0.05,
    )
    s.stroke(INK, lambda p: (p.circle((41, 46), 3.5), p.circle((58, 46), 3.5)))
    s.stroke((255, 255, 255), lambda p: (p.circle((40, 44), 1.3), p.circle((57, 44), 1.3)))
    s.stroke(INK, lambda p: p.arc((48, 56), 10, 200, 340, 2.6))
    s.stroke((255, 150, 150), lambda p: (p.ellipse(33, 58, 4, 2.5), p.ellipse(63, 58, 4, 2.5)), 0.5)
    return s.done()


for _n, _c in BEAN_COLOURS.items():
    register(f"beanz/bean_{_n}.png", f"Bean token 96x96, team colour {_n}", lambda c=_c: bean(c))


# ============================================================================ austin


def swirl(w: int, h: int, stops: list, seed: str, arms: int = 5) -> Arr:
    rng = K.rng_of(seed)
    xs, ys = K.grid(w, h)
    dx, dy = xs - w / 2, ys - h / 2
    r = np.hypot(dx, dy) + 1
    a = np.arctan2(dy, dx)
    t = (a * arms / (2 * math.pi) + np.log(r) * 1.6 + 0.08 * K.fbm(w, rng, 3, 3, height=h)) % 1.0
    return K.ramp(stops, t)


def flower(p: Pen, cx: float, cy: float, r: float, petals: int = 5) -> None:
    for i in range(petals):
        a = 2 * math.pi * i / petals
        p.circle((cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55), r * 0.48)


def ap_back(stops: list, seed: str, word: str, word_fill: tuple, petal: tuple) -> Arr:
    W, H = CARD_W, CARD_H
    img = swirl(W, H, stops, seed)
    rng = K.rng_of(seed + "fl")
    for _ in range(9):
        x, y, r = rng.random() * W, rng.random() * H, 10 + rng.random() * 18
        st = K.Sticker(W, H, line=2)
        st.part(petal, lambda p, x=x, y=y, r=r: flower(p, x, y, r), shade_dir=0.1)
        st.part((255, 220, 60), lambda p, x=x, y=y, r=r: p.circle((x, y), r * 0.3), line=1.5)
        K.over(img, st.done())
    plate = K.shape(W, H, lambda p: p.ellipse(W / 2, H / 2, 92, 44))
    K.over(img, (0, 0, 0), K.drop_shadow(plate, 0, 3, 4, 0.5))
    K.over(img, (255, 250, 235), plate)
    K.over(img, INK, np.clip(K.dilate(plate, 2.5) - plate, 0, 1))
    wordmark(
        img, word, "serif-bold", 38, (W / 2, H / 2), word_fill, INK, 2, spacing=1, shadow=False
    )
    key = K.rounded_mask(W, H, 12, inset=7) - K.rounded_mask(W, H, 11, inset=10)
    K.over(img, (255, 255, 255), np.clip(key, 0, 1), 0.85)
    return finish_card(img)


@asset(
    "austin/back_good.png", "Austin Powers CCG card back for Good decks 240x336 (pink/orange swirl)"
)
def ap_back_good() -> Arr:
    return ap_back(
        [
            (0, (250, 90, 160)),
            (0.25, (255, 160, 40)),
            (0.5, (255, 220, 80)),
            (0.75, (120, 60, 200)),
            (1, (250, 90, 160)),
        ],
        "ap-good",
        "MOJO",
        (230, 40, 130),
        (255, 255, 255),
    )


@asset(
    "austin/back_evil.png", "Austin Powers CCG card back for Evil decks 240x336 (grey/green swirl)"
)
def ap_back_evil() -> Arr:
    return ap_back(
        [
            (0, (70, 76, 84)),
            (0.25, (110, 190, 80)),
            (0.5, (30, 34, 40)),
            (0.75, (150, 156, 166)),
            (1, (70, 76, 84)),
        ],
        "ap-evil",
        "EVIL",
        (60, 150, 60),
        (200, 255, 170),
    )


AP_FRAMES = {
    "agent_good": ("Good Agent", (255, 120, 170), (240, 120, 30), (255, 230, 200)),
    "agent_evil": ("Evil Agent", (150, 156, 166), (50, 110, 60), (200, 255, 190)),
    "bone": ("Frickin' Bone", (250, 246, 230), (190, 170, 130), (120, 90, 60)),
    "swinger": ("Swinger", (60, 200, 220), (120, 60, 200), (220, 250, 255)),
    "happening": ("Happening", (255, 220, 60), (230, 80, 60), (255, 250, 210)),
}


def ap_frame(kind: str) -> Arr:
    _, c1, c2, hi = AP_FRAMES[kind]
    border = swirl(CARD_W, CARD_H, [(0, c1), (0.5, c2), (1, c1)], "apf-" + kind, 3)
    return card_frame(
        border,
        hi,
        K_l(c2, 0.75),
        ((255, 250, 240), K_l(c1, 0.95)),
        (255, 250, 240),
        "apf-" + kind,
        badge=K_l(c2, 0.9),
    )


for _k, (_p, *_rest) in AP_FRAMES.items():
    register(
        f"austin/frame_{_k}.png",
        f"Austin Powers {_p} frame 240x336; icon (lips/gun) slot at "
        "anchors.badge; Mojo/ransom value goes in the text box bottom-right",
        lambda k=_k: ap_frame(k),
        anchors=FRAME_ANCHORS,
    )


def vibe_groovy(s: K.Sticker) -> None:
    s.part((255, 255, 255), lambda p: flower(p, 32, 32, 28, 6))
    s.part((255, 200, 40), lambda p: p.circle((32, 32), 9), line=2)


def vibe_shagadelic(s: K.Sticker) -> None:
    def heart(p: Pen) -> None:
        p.circle((22, 24), 13)
        p.circle((42, 24), 13)
        p.poly([(10, 30), (54, 30), (32, 56)])

    s.part((240, 50, 120), heart)
    s.highlight(lambda p: p.ellipse(20, 20, 5, 4), 0.7)
    s.part((255, 230, 80), lambda p: p.poly(star(52, 12, 4, 10, 3)), line=1.5)


def vibe_randy(s: K.Sticker) -> None:
    pts = []
    for i in range(41):
        t = i / 40
        a = math.pi * 2 * t
        r = 22 - 4 * math.sin(a * 3)
        pts.append(
            (
                32 + r * math.sin(a) * 0.9,
                38 + r * math.cos(a) * 0.7 - 12 * (math.cos(a) < -0.6) * (math.cos(a) + 0.6) * -2.5,
            )
        )
    s.part(
        (250, 90, 30),
        lambda p: p.poly(
            [
                (32, 4),
                (44, 20),
                (52, 34),
                (50, 48),
                (40, 58),
                (24, 58),
                (14, 48),
                (12, 34),
                (20, 22),
                (24, 30),
                (26, 14),
            ]
        ),
    )
    s.part(
        (255, 200, 50),
        lambda p: p.poly([(32, 26), (40, 38), (40, 50), (32, 56), (24, 50), (24, 38)]),
        line=1.5,
    )


def vibe_creepy(s: K.Sticker) -> None:
    s.part((236, 240, 220), lambda p: p.circle((32, 34), 24))
    s.stroke(
        (210, 60, 60),
        lambda p: [
            p.polyline([(10 + i, 30 + i * 2), (18 + i, 32 + i), (22, 36)], 1.2) for i in (0, 6)
        ],
        0.8,
    )
    s.stroke((210, 60, 60), lambda p: p.polyline([(54, 28), (46, 34), (44, 40)], 1.2), 0.8)
    s.part((90, 170, 60), lambda p: p.circle((36, 36), 11), line=1.5)
    s.stroke(INK, lambda p: p.circle((37, 37), 5))
    s.stroke((255, 255, 255), lambda p: p.circle((34, 33), 2))
    s.stroke(INK, lambda p: p.polyline([(14, 10), (30, 6), (48, 14)], 3))


def icon_lips(s: K.Sticker) -> None:
    top = [(4, 34), (16, 22), (26, 20), (32, 25), (38, 20), (48, 22), (60, 34)]
    s.part((220, 30, 70), lambda p: p.poly(top + [(32, 36)]))
    bot = [(4, 34), (60, 34)] + [
        (32 + 28 * math.cos(math.radians(a)), 34 + 16 * math.sin(math.radians(a)))
        for a in range(0, 181, 10)
    ]
    s.part((236, 50, 90), lambda p: p.poly(bot[1:]))
    s.stroke(
        (120, 10, 40), lambda p: p.polyline([(6, 34), (20, 36), (32, 34), (44, 36), (58, 34)], 2.2)
    )
    s.highlight(lambda p: p.ellipse(36, 42, 8, 3), 0.55)


def icon_gun(s: K.Sticker) -> None:
    s.part(DSTEEL, lambda p: p.rect(6, 18, 50, 13, 3))
    s.part(STEEL, lambda p: p.rect(6, 14, 40, 8, 2), line=1.5)
    s.part(BROWN, lambda p: p.poly([(32, 30), (48, 30), (52, 56), (38, 58)]))
    s.stroke(INK, lambda p: p.arc((34, 34), 7, 180, 330, 2.5))
    s.stroke(
        (200, 160, 120), lambda p: [p.line((40, y), (48, y - 2), 1.5) for y in (40, 46, 52)], 0.6
    )


VIBES = [
    ("groovy", "Groovy vibe", vibe_groovy),
    ("shagadelic", "Shagadelic vibe", vibe_shagadelic),
    ("randy", "Randy vibe", vibe_randy),
    ("creepy", "Creepy vibe", vibe_creepy),
    ("lips", "Shagger agent marker (lips)", icon_lips),
    ("gun", "Assassin agent marker (gun)", icon_gun),
]


def small_sticker(fn: Callable[[K.Sticker], None], size: int = 64) -> Arr:
    s = K.Sticker(size, line=2.2)
    fn(s)
    return s.done()


for _n, _p, _f in VIBES:
    register(
        f"austin/icons/{_n}.png", f"Austin Powers icon 64x64: {_p}", lambda f=_f: small_sticker(f)
    )


def finger(p: Pen, base: tuple, tip: tuple, w: float) -> None:
    p.line(base, tip, w)


def gesture_peace() -> Arr:
    s = K.Sticker(256, line=5)
    s.part(SKIN, lambda p: finger(p, (120, 140), (78, 30), 34))
    s.part(SKIN, lambda p: finger(p, (140, 140), (172, 26), 34))
    s.part((236, 186, 150), lambda p: p.rect(78, 120, 110, 100, 36))
    s.part(SKIN, lambda p: (finger(p, (158, 148), (194, 150), 30),))
    s.part(SKIN, lambda p: (finger(p, (156, 180), (190, 182), 30),))
    s.part(SKIN, lambda p: finger(p, (92, 196), (150, 160), 32))
    s.part((120, 60, 200), lambda p: p.rect(86, 216, 94, 38, 6))
    s.stroke(
        (200, 140, 110),
        lambda p: (p.arc((78, 30), 10, 20, 160, 3), p.arc((172, 26), 10, 20, 160, 3)),
        0.6,
    )
    return s.done()


def gesture_pinky() -> Arr:
    s = K.Sticker(256, line=5)
    s.part(SKIN, lambda p: (p.circle((60, 96), 14), p.circle((220, 96), 14)))
    s.part(SKIN, lambda p: p.ellipse(140, 100, 80, 88))
    s.highlight(lambda p: p.ellipse(120, 40, 30, 12), 0.35)
    s.stroke(
        INK,
        lambda p: (
            p.polyline([(86, 66), (112, 58), (126, 66)], 6),
            p.polyline([(154, 64), (170, 54), (196, 60)], 6),
        ),
    )
    s.stroke(INK, lambda p: (p.ellipse(110, 84, 8, 6), p.ellipse(172, 82, 8, 6)))
    s.stroke((190, 130, 110), lambda p: p.polyline([(140, 94), (134, 120), (146, 122)], 4), 0.8)
    s.stroke(
        (150, 40, 60), lambda p: p.polyline([(108, 146), (136, 152), (162, 148), (186, 132)], 7)
    )
    s.part(SKIN, lambda p: p.polyline([(84, 196), (98, 172), (104, 150)], 14), line=4)
    s.part((236, 186, 150), lambda p: p.rect(10, 180, 70, 76, 22), line=4)
    for i in range(3):
        s.part(SKIN, lambda p, i=i: finger(p, (40, 196 + i * 22), (92, 196 + i * 22), 21), line=4)
    return s.done()


register(
    "austin/gesture_peace.png", "Happening gesture for Good: peace sign hand 256x256", gesture_peace
)
register(
    "austin/gesture_pinky.png",
    "Happening gesture for Evil: evil pinky smirk 256x256",
    gesture_pinky,
)


# ============================================================================ rpgget


def parchment(w: int, h: int, seed: str) -> Arr:
    rng = K.rng_of(seed)
    n = K.fbm(w, rng, 3, 6, height=h)
    img = K.ramp(
        [(0, (196, 160, 108)), (0.5, (232, 210, 164)), (1, (246, 232, 196))], n * 1.4 - 0.2
    )
    xs, ys = K.grid(w, h)
    edge = np.minimum(np.minimum(xs, w - xs), np.minimum(ys, h - ys)) / 40
    K.shade(img, 0.8 + 0.2 * np.clip(edge, 0, 1))
    K.noise_rgb(img, rng, 0.025)
    return img


@asset("rpgget/back.png", "RPG Get! card back 240x336 (leather, gold rune circle)")
def rpg_back() -> Arr:
    W, H = CARD_W, CARD_H
    rng = K.rng_of("rpg-back")
    n = K.fbm(W, rng, 6, 5, height=H)
    img = K.ramp([(0, (60, 30, 16)), (1, (120, 66, 34))], n * 1.3 - 0.15)
    K.shade(
        img,
        np.clip(
            1.2 - K.radial(W, H, W / 2, H / 2, H * 0.7, (0, 0, 0), (255, 255, 255))[..., 0],
            0.5,
            1.2,
        ),
    )
    gold = foil(
        W, H, "rpg-gold", [(0, (150, 100, 30)), (0.5, (250, 220, 140)), (1, (150, 100, 30))]
    )
    frame = K.rounded_mask(W, H, 12, inset=9) - K.rounded_mask(W, H, 10, inset=13)
    K.over(img, gold, np.clip(frame, 0, 1))
    cx, cy = W / 2, H / 2 - 10
    rings = K.shape(
        W,
        H,
        lambda p: (
            p.circle((cx, cy), 74, 3),
            p.circle((cx, cy), 62, 1.5),
            p.poly(star(cx, cy, 6, 60, 60 * 0.577, -90)),
        ),
    )
    inner_star = K.shape(W, H, lambda p: p.poly(star(cx, cy, 6, 56, 56 * 0.577 - 3, -90)))
    K.over(img, (0, 0, 0), K.drop_shadow(rings, 0, 2, 2, 0.6))
    K.over(img, gold, np.clip(rings - inner_star, 0, 1))
    runes = "ᚠᚢᚦᚨᚱᚲᚷᚹᚺᚾᛁᛃ"
    for i, ch in enumerate(runes):
        a = 2 * math.pi * i / len(runes)
        m = K.text_mask(W, H, ch, "sans", 9, (cx + math.cos(a) * 68, cy + math.sin(a) * 68))
        K.over(img, (250, 220, 140), m, 0.9)
    gem = K.Sticker(W, H, line=2)
    gem.part((60, 140, 230), lambda p: p.poly(star(cx, cy, 4, 22, 11, -90)))
    gem.highlight(lambda p: p.poly([(cx, cy - 18), (cx + 6, cy - 4), (cx, cy)]), 0.7)
    K.over(img, gem.done())
    wordmark(img, "RPG GET!", "serif-bold", 26, (W / 2, 286), gold, (40, 20, 10), 2, spacing=1)
    return finish_card(img)


RPG_FRAMES = {
    "mission": ("Mission card", (60, 100, 170)),
    "character": ("Character (party member) card", (60, 130, 70)),
    "enemy": ("Enemy card", (170, 40, 40)),
    "reward": ("Reward card", (200, 150, 40)),
    "event": ("Event card", (210, 110, 40)),
    "roadblock": ("Roadblock card", (100, 100, 110)),
}


def rpg_frame(kind: str) -> Arr:
    _, c = RPG_FRAMES[kind]
    border = parchment(CARD_W, CARD_H, "rpgf-" + kind)
    band = K.rounded_mask(CARD_W, CARD_H, 14) - K.rounded_mask(CARD_W, CARD_H, 10, inset=8)
    K.over(border, K.vgrad(CARD_W, CARD_H, K_l(c, 1.1), K_l(c, 0.6)), np.clip(band, 0, 1))
    return card_frame(
        border,
        K_l(c, 0.6),
        c,
        ((250, 240, 214), (214, 190, 140)),
        (246, 236, 210),
        "rpgf-" + kind,
        badge=K_l(c, 0.85),
    )


for _k, (_p, _c) in RPG_FRAMES.items():
    register(
        f"rpgget/frame_{_k}.png",
        f"RPG Get! {_p} frame 240x336 (parchment); cost/HP badge at anchors.badge",
        lambda k=_k: rpg_frame(k),
        anchors=FRAME_ANCHORS,
    )


# ============================================================================ app icon


@asset("icons/app.png", "Application icon 256x256")
def app_icon() -> Arr:
    S = 256
    img = K.new(S, S)
    m = K.rounded_mask(S, S, 48, inset=8)
    K.over(img, (0, 0, 0), K.drop_shadow(m, 0, 4, 5, 0.6))
    K.over(img, K.vgrad(S, S, (120, 70, 36), (70, 36, 16)), m)
    fm = K.rounded_mask(S, S, 38, inset=20)
    f = felt()[:S, :S].copy()
    K.shade(f, 1.2)
    K.over(img, f, fm)
    inset_shadow(img, fm, 0.6, 5)
    s = K.Sticker(S, line=4)
    colours = [(40, 150, 150), (214, 62, 56), (240, 190, 60)]
    for i, ang in enumerate((-24, 0, 24)):
        pts = rot([(98, 70), (158, 70), (158, 154), (98, 154)], ang, (128, 210))
        s.part(CREAM, lambda p, pts=pts: p.poly(pts), shade_dir=0.05)
        inner = rot([(106, 78), (150, 78), (150, 146), (106, 146)], ang, (128, 210))
        s.part(colours[i], lambda p, inner=inner: p.poly(inner), line=2)
    s.part(WHITE, lambda p: p.poly(star(128, 108, 5, 20, 8)), line=3)
    K.over(img, s.done())
    return img


# ============================================================================ main


def build(out: Path, only: str | None = None) -> dict:
    """Render every registered sprite into ``out``; returns the manifest."""
    manifest: dict = {
        "generator": "tools/make_sprites.py",
        "note": "Sizes are in image pixels (2x the table size for cards: 240x336 -> 120x168).",
        "files": {},
    }
    seen: set[str] = set()
    for path, purpose, fn, meta in REGISTRY:
        assert path not in seen, path
        seen.add(path)
        if only and only not in path:
            continue
        img = fn()
        h, w = img.shape[:2]
        K.save(img, out / path)
        entry = {"purpose": purpose, "size": [w, h]}
        entry.update(meta)
        manifest["files"][path] = entry
    if not only:
        (out / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
        for d in sorted({out} | {(out / p).parent for p in manifest["files"]}):
            (d / "__init__.py").touch()
    return manifest


def contact_sheet(out: Path, files: list[str], dest: Path, cell: int = 170) -> None:
    import pygame

    cols = 12
    rows = (len(files) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell, rows * (cell + 14)))
    sheet.fill((60, 62, 70))
    for y in range(0, sheet.get_height(), 16):
        for x in range(0, sheet.get_width(), 16):
            if (x // 16 + y // 16) % 2:
                sheet.fill((74, 76, 86), (x, y, 16, 16))
    font = pygame.font.Font(str(K.FONTS["sans"]), 10)
    for i, rel in enumerate(files):
        img = pygame.image.load(str(out / rel))
        w, h = img.get_size()
        f = min(1.0, (cell - 8) / max(w, h))
        img = pygame.transform.smoothscale(img, (max(1, int(w * f)), max(1, int(h * f))))
        cx, cy = (i % cols) * cell, (i // cols) * (cell + 14)
        sheet.blit(img, img.get_rect(center=(cx + cell // 2, cy + cell // 2)))
        label = font.render(rel[-30:], True, (230, 230, 230))
        sheet.blit(label, (cx + 3, cy + cell))
    pygame.image.save(sheet, str(dest))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=ROOT / "sprites")
    ap.add_argument("--only", default=None, help="only files whose path contains this text")
    ap.add_argument("--sheet", type=Path, default=None, help="also write a contact sheet PNG")
    args = ap.parse_args(argv)
    manifest = build(args.out, args.only)
    print(f"wrote {len(manifest['files'])} sprites to {args.out}")
    if args.sheet and manifest["files"]:
        contact_sheet(args.out, sorted(manifest["files"]), args.sheet)
        print(f"contact sheet: {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
