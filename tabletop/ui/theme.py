"""Colours and small drawing helpers shared by every scene (text, wrap, panels, shadows), and
the player's text scale and contrast (the ``ui_scale`` and ``ui_high_contrast`` settings).

Sizes handed to these helpers are *design* sizes (the size at 100 %); every font is opened at
``font_px(size)`` = the design size (never under ``MIN_TEXT``) times the UI scale, so every text
drawn by the UI, its measured width and its wrapping grow together, and the floor grows with it
(``floor_px``). Card faces draw inside ``unscaled()``: they keep the table's geometry, their
words sized in pixels by the card and grown up to the scale where it has room
(``card_scale``, ``components.face_scale``); the zoom reads the rest large.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import ParamSpec, TypeVar

import pygame

from tabletop.engine.visible import blank
from tabletop.ui import assets
from tabletop.ui.components.lru import LRU, SurfaceLRU

BG = (18, 52, 38)
BG_DARK = (10, 30, 22)
PANEL = (16, 22, 30, 215)
PANEL_EDGE = (90, 110, 130)
TEXT = (236, 236, 228)
MUTED = (160, 170, 175)
ACCENT = (255, 196, 64)
GOOD = (96, 200, 120)
BAD = (230, 90, 80)
GLOW = (255, 220, 90)
SEAT_COLOURS = [
    (235, 180, 60),
    (90, 170, 240),
    (230, 100, 110),
    (120, 210, 140),
    (190, 130, 230),
    (240, 150, 90),
]

#: no text a player must read is drawn smaller than this (pixels at 100 %, font size)
MIN_TEXT = 12
#: the UI scale's range and steps (percent), as the settings screen offers it
SCALE_MIN, SCALE_MAX, SCALE_STEP = 100, 200, 25

#: [UI scale, scale in force (1.0 inside ``unscaled``), high-contrast frames on]
_state: list[float] = [1.0, 1.0, 0.0]

#: rendered text by (text, size, font kind, colour), least recently used dropped first
_text_cache = SurfaceLRU(24 * 1024 * 1024, limit=6000)
#: measured widths by (text, pixel size, font kind) and wrapped lines (plain values: they
#: outlive ``pygame.quit``); a card face's layout asks the same words at many sizes (Austin's
#: grid weighs every face size by its names' widths)
_width_cache: LRU[int] = LRU(100_000)
_wrap_cache: LRU[list[str]] = LRU(4000)


def px(size: float) -> int:
    """A design font size, never under ``MIN_TEXT``."""
    return max(MIN_TEXT, int(size))


def scale_pct(value: object) -> int:
    """A ``ui_scale`` setting as a percentage in range (a bad value is 100)."""
    try:
        v = int(round(float(value)))  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return SCALE_MIN
    return max(SCALE_MIN, min(SCALE_MAX, v))


def set_ui(scale_pct_value: object = 100, high_contrast: object = False) -> bool:
    """Use the player's UI scale (percent) and contrast; True when either changed (the caller
    lays its scenes out again)."""
    scale = scale_pct(scale_pct_value) / 100
    hc = 1.0 if high_contrast else 0.0
    changed = (scale, hc) != (_state[0], _state[2])
    _state[0] = _state[1] = scale
    _state[2] = hc
    if changed:
        _text_cache.clear()
        _surf_cache.clear()
    return changed


def ui_scale() -> float:
    """The UI scale in force (1.0 at 100 %; 1.0 while drawing a card face)."""
    return _state[1]


def card_scale() -> float:
    """The player's text scale (1.0 at 100 %), also while a card face is drawn at 100 %: a
    face grows its own words up to it where the card has room (``components.face_scale``)."""
    return _state[0]


def high_contrast() -> bool:
    return bool(_state[2])


def floor_px() -> int:
    """The smallest text in pixels at the UI scale in force."""
    return int(round(MIN_TEXT * _state[1]))


#: how much of a design size grows with the UI scale: body text all of it, a headline only its
#: first ``GROW_UPTO`` pixels (a 64 px title at 200 % is 86 px, not 128: it was readable)
GROW_UPTO = 22


def font_px(size: float) -> int:
    """The pixel size a design size is drawn at: small text times the UI scale (so the floor
    is ``MIN_TEXT`` times it), large text grown by at most ``GROW_UPTO`` times the scale - 1."""
    p = px(size)
    return int(round(p + (_state[1] - 1.0) * min(p, GROW_UPTO)))


def grow(v: float) -> int:
    """A length that holds text (a row, a button's height) at the UI scale."""
    return int(v * _state[1])


def font(size: float, kind: str = "sans") -> pygame.font.Font:
    """The font for a design size at the UI scale in force."""
    return assets.font(font_px(size), kind)


def line_h(size: float, gap: float = 1.0) -> int:
    """The height of a line of text of design size ``size`` (a row's advance with ``gap``)."""
    return int(font_px(size) * gap) if gap != 1.0 else font(size).get_height()


@contextmanager
def unscaled() -> Iterator[None]:
    """Draw at 100 % (card faces: sized by the table, read large in the zoom)."""
    old = _state[1]
    _state[1] = 1.0
    try:
        yield
    finally:
        _state[1] = old


P = ParamSpec("P")
R = TypeVar("R")


def face_text(fn: Callable[P, R]) -> Callable[P, R]:
    """A function that draws a card's face (a game's own word card, a value plate on a card):
    its text at 100 %, sized by the card (the large view reads it large)."""

    @functools.wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        with unscaled():
            return fn(*args, **kwargs)

    return run


def text(s: str, size: int, colour: tuple[int, ...] = TEXT, kind: str = "sans") -> pygame.Surface:
    """``s`` rendered (cached); sizes under ``MIN_TEXT`` are raised to it, then scaled."""
    fpx = font_px(size)
    key = (s, fpx, kind, tuple(colour))
    surf = _text_cache.get(key)
    if surf is None:
        surf = render(assets.font(fpx, kind), s, colour)
        _text_cache[key] = surf
    return surf


def render(f: pygame.font.Font, s: str, colour: tuple[int, ...]) -> pygame.Surface:
    """``s`` drawn in ``f``, never raising: pygame refuses text that draws nothing ("Text has
    zero width": a name of accents or zero-width characters only) and text wider than a
    surface may be; both give an empty surface one line high, so the frame is still drawn."""
    try:
        return f.render(drawable(s), True, colour)
    except (pygame.error, ValueError, MemoryError):
        return pygame.Surface((1, max(1, f.get_height())), pygame.SRCALPHA, 32)


def draws_nothing(s: str) -> bool:
    """``s`` shows nothing on screen: no character of it draws a mark (``visible.blank``), or
    the shipped font measures it zero wide. A name like that is refused where it is typed."""
    if blank(s):
        return True
    try:
        return assets.font(20).size(drawable(s))[0] == 0
    except pygame.error:  # no font yet (pygame not started): the characters decide
        return False


def drawable(s: str) -> str:
    """``s`` as the font can draw it: a NUL or a broken character (a lone surrogate, from
    pasted text) would make pygame raise; they are drawn as a replacement mark."""
    if "\x00" in s:
        s = s.replace("\x00", "\ufffd")
    if not s.isascii():
        try:
            s.encode("utf-8")
        except UnicodeEncodeError:
            s = s.encode("utf-8", "replace").decode("utf-8")
    return s


def text_width(s: str, size: int, kind: str = "sans") -> int:
    """The width of ``s`` at ``size`` (as ``text`` draws it), measured without rendering."""
    return pixel_width(s, font_px(size), kind)


def pixel_width(s: str, px_size: int, kind: str = "sans") -> int:
    """The width of ``s`` in the font of ``px_size`` pixels (no UI scale: a card face's words),
    measured once."""
    key = (s, px_size, kind)
    w = _width_cache.get(key)
    if w is None:
        w = _width_cache[key] = int(assets.font(px_size, kind).size(drawable(s))[0])
    return w


def fit_px(s: str, size: int, room: int, kind: str = "sans") -> int:
    """The largest size up to ``size`` (and not under ``MIN_TEXT``) at which ``s`` fits in
    ``room`` pixels; ``MIN_TEXT`` when even that is too wide."""
    size = px(size)
    while size > MIN_TEXT and text_width(s, size, kind) > room:
        size -= 1
    return size


def first_fitting(forms: Sequence[str], size: int, room: int, kind: str = "sans") -> str:
    """The first of ``forms`` (longest words first) that fits ``room`` pixels at ``size``,
    else the last (a heading's shorter words where large text leaves it less room)."""
    return next((f for f in forms if text_width(f, size, kind) <= room), forms[-1])


def fit_text(s: str, size: int, room: int, kind: str = "sans") -> tuple[int, str]:
    """``fit_px``, then (last resort) ``s`` shortened at a word boundary with an ellipsis."""
    size = fit_px(s, size, room, kind)
    if text_width(s, size, kind) <= room:
        return size, s
    from tabletop.ui.components.card import ellipsize

    return size, ellipsize(s, room, font_px(size), kind)


def wrap(s: str, size: int, width: int, kind: str = "sans") -> list[str]:
    """``s`` wrapped greedily to ``width`` pixels (a new list; the lines are cached)."""
    key = (s, font_px(size), width, kind)
    lines = _wrap_cache.get(key)
    if lines is None:
        lines = _wrap_cache[key] = _wrap(s, size, width, kind)
    return list(lines)


#: units that stay on the line of the number before them ("200 %", "8 s")
UNITS = frozenset({"%", "s", "ms", "px", "min", "x", "\u00b0"})


#: a seat's, a galaxy's or a party's number after its name ("1.", "2's", "3,")
_NUMBER = re.compile(r"\d{1,2}(?:'s|\u2019s)?[.,;:!?)]*")


def wrap_words(s: str) -> list[str]:
    """``s``'s words for wrapping, a number and its unit one word ("100 to 200 %" never breaks
    between "200" and "%"), and a name and its number ("Player 1." never breaks as "Player /
    1.", nor "Galaxy 2")."""
    words: list[str] = []
    for w in s.split():
        last = words[-1] if words else ""
        if last[-1:].isdigit() and w.rstrip(".,;:!?)") in UNITS:
            words[-1] = f"{last} {w}"
        elif last.isalpha() and last[:1].isupper() and len(last) > 1 and _NUMBER.fullmatch(w):
            words[-1] = f"{last} {w}"
        else:
            words.append(w)
    return words


def _apart(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """``word`` as ``wrap_words`` joined it, else its parts where it is wider than ``width``."""
    if " " in word and f.size(word)[0] > width:
        return word.split(" ")
    return [word]


def _wrap(s: str, size: int, width: int, kind: str) -> list[str]:
    f = font(size, kind)
    lines: list[str] = []
    for para in drawable(s).split("\n"):
        # a name and its number kept together, but never wider than the line ("Computer 2"
        # in a narrow column still breaks rather than run past its room)
        words = [x for w in wrap_words(para) for x in _apart(w, f, width)]
        cur = ""
        for w in words:
            trial = f"{cur} {w}".strip()
            if f.size(trial)[0] <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines


def blit_text(
    dest: pygame.Surface,
    s: str,
    size: int,
    pos: tuple[int, int],
    colour: tuple[int, ...] = TEXT,
    kind: str = "sans",
    anchor: str = "topleft",
    shadow: bool = False,
    fit: int | None = None,
) -> pygame.Rect:
    """``s`` at ``pos``; wider than ``fit`` pixels, narrowed to it (a card's name a little
    wider than its room at the 12 px floor: ``textfit.NARROW``). Returns where it lies."""
    size = px(size)
    surf = text(s, size, colour, kind)
    shade = text(s, size, (0, 0, 0), kind) if shadow else None
    if fit is not None and 0 < fit < surf.get_width():
        surf = pygame.transform.smoothscale(surf, (fit, surf.get_height()))
        if shade is not None:
            shade = pygame.transform.smoothscale(shade, (fit, shade.get_height()))
    r = surf.get_rect(**{anchor: pos})
    if shade is not None:
        dest.blit(shade, r.move(max(1, size // 16), max(1, size // 16)))
    dest.blit(surf, r)
    return r


def blit_wrapped(
    dest: pygame.Surface,
    s: str,
    size: int,
    rect: pygame.Rect,
    colour: tuple[int, ...] = TEXT,
    kind: str = "sans",
    centre: bool = False,
    line_gap: float = 1.15,
) -> int:
    size = px(size)
    y = rect.top
    for line in wrap(s, size, rect.width, kind):
        surf = text(line, size, colour, kind)
        x = rect.centerx - surf.get_width() // 2 if centre else rect.left
        if y + surf.get_height() > rect.bottom + 2:
            break
        dest.blit(surf, (x, y))
        y += int(font_px(size) * line_gap)
    return y


#: panels, glows and shadows by size and colour, least recently used dropped first
_surf_cache = SurfaceLRU(48 * 1024 * 1024, limit=1200)


def _cached(key: tuple[object, ...], make: object) -> pygame.Surface:
    surf = _surf_cache.get(key)
    if surf is None:
        surf = make()  # type: ignore[operator]
        _surf_cache[key] = surf
    return surf


def panel(
    dest: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, ...] = PANEL,
    radius: int = 12,
    edge: tuple[int, ...] | None = PANEL_EDGE,
) -> None:
    contrast = high_contrast()

    def make() -> pygame.Surface:
        s = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
        pygame.draw.rect(s, colour, s.get_rect(), border_radius=radius)
        if contrast:  # high contrast: a thick dark edge with a light line inside it
            pygame.draw.rect(s, (8, 8, 10), s.get_rect(), width=4, border_radius=radius)
            inner = s.get_rect().inflate(-6, -6)
            pygame.draw.rect(s, (250, 250, 244), inner, width=2, border_radius=max(2, radius - 3))
        elif edge:
            pygame.draw.rect(s, edge, s.get_rect(), width=2, border_radius=radius)
        return s

    dest.blit(_cached(("panel", rect.size, colour, radius, edge, contrast), make), rect)


def glow(
    dest: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = GLOW, t: float = 0.0
) -> None:
    import math

    # the pulse in 12 steps, so the glow surfaces are cached (a drag glows every frame)
    step = round((0.5 + 0.5 * math.sin(t * 6.0)) * 11)
    pulse = 0.55 + 0.45 * (step / 11 * 2 - 1)
    pad = 8

    def make() -> pygame.Surface:
        s = pygame.Surface((rect.width + pad * 2, rect.height + pad * 2), pygame.SRCALPHA, 32)
        for i in range(pad, 0, -2):
            a = int(140 * pulse * (1 - i / pad) + 20)
            pygame.draw.rect(
                s,
                (*colour, a),
                s.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
                width=2,
                border_radius=14,
            )
        pygame.draw.rect(
            s,
            (*colour, int(230 * pulse)),
            s.get_rect().inflate(-2 * pad + 2, -2 * pad + 2),
            width=3,
            border_radius=12,
        )
        return s

    dest.blit(_cached(("glow", rect.size, tuple(colour), step), make), (rect.x - pad, rect.y - pad))


def shadow(dest: pygame.Surface, rect: pygame.Rect, radius: int = 10, offset: int = 6) -> None:
    def make() -> pygame.Surface:
        s = pygame.Surface((rect.width + 16, rect.height + 16), pygame.SRCALPHA, 32)
        for i in range(4):
            pygame.draw.rect(
                s, (0, 0, 0, 28), s.get_rect().inflate(-i * 4, -i * 4), border_radius=radius + 4
            )
        return s

    dest.blit(
        _cached(("shadow", rect.size, radius), make), (rect.x - 8 + offset, rect.y - 8 + offset)
    )


def backdrop(surf: pygame.Surface) -> None:
    """The full-screen background of the launcher and its screens (a soft vertical shade)."""
    w, h = surf.get_size()
    surf.fill(BG_DARK)
    for i in range(0, h, 4):
        c = 14 + int(10 * i / h)
        pygame.draw.line(surf, (c, c + 16, c + 10), (0, i), (w, i), 4)
