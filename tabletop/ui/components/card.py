"""The one card-face renderer, configured per game by a ``CardStyle``.

A face is drawn from a view's card dict (name, kind, type_line, text, cost, stats, art...) at
any size and cached per (game, card, size). What a face shows depends on its size, and no text
on it is ever smaller than ``MIN_PX`` (12 px):

- the name always: fitted to the title box (bold, then condensed bold, shrinking to 12 px),
  then wrapped over up to three lines on a band across the top of the art; an ellipsis at a
  word boundary is the very last resort and is recorded in ``TRACE``;
- the cost badge, the art (with the game's own icons drawn by ``CardStyle.decorate``) and the
  stats line at every size;
- the type line and the rules text only where they fit at 12 px or more. A small card on the
  table therefore shows no rules text: a click opens the large view (``components.zoom``).

Frames come from ``sprites/<game>/frame_<kind>.png`` with the anchor boxes of
``sprites/manifest.json``; when a frame is missing the card is drawn from shapes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui import assets, theme

#: the smallest text a player must read, in pixels (font size)
MIN_PX = 12
#: below this width a face is a thumbnail (a pile, a deck): art and badge only, no text
THUMB_W = 48
#: (full name, name as drawn, cut) for every name the renderer drew since the last clear
TRACE: list[tuple[str, str, bool]] = []

ELLIPSIS = "\u2026"

KIND_COLOURS = {
    "mission": (32, 120, 128),
    "reaction": (150, 36, 52),
    "gold": (196, 150, 40),
}

DEFAULT_ANCHORS = {
    "title": [18, 12, 204, 34],
    "art": [18, 54, 204, 160],
    "text": [18, 222, 204, 100],
    "badge": [206, 29, 19],
}

#: decorate(face, card, art box, k): a game's own drawing in the art box (k = width / 240)
Decorate = Callable[[pygame.Surface, dict[str, Any], pygame.Rect, float], None]


@dataclass
class CardStyle:
    """How one game's cards look: frame colours per kind, which fields a face shows, and an
    optional ``decorate`` hook that draws the game's icons in the art box."""

    game: str
    kind_colours: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    fields: tuple[str, ...] = ("cost", "type_line", "text", "art", "stats")
    decorate: Decorate | None = None
    #: the decorate hook replaces the art (no initials or art sprite under the icons)
    decorate_replaces_art: bool = False
    name_colour: tuple[int, int, int] = (255, 255, 255)
    text_colour: tuple[int, int, int] = (28, 28, 28)

    def colour(self, kind: str) -> tuple[int, int, int]:
        return self.kind_colours.get(kind) or KIND_COLOURS.get(kind, (70, 80, 90))


_styles: dict[str, CardStyle] = {}
_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def register(style: CardStyle) -> CardStyle:
    """Declare a game's card style (a game view module does this when imported)."""
    _styles[style.game] = style
    _cache.clear()
    return style


def style_for(game: str) -> CardStyle:
    return _styles.get(game) or CardStyle(game)


def clear_cache() -> None:
    _cache.clear()


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


# ---------------------------------------------------------------------------------- text fitting
def width(s: str, px: int, kind: str) -> int:
    return int(assets.font(px, kind).size(s)[0])


def fit_line(
    s: str, room: int, max_px: int, kinds: tuple[str, ...] = ("bold",), min_px: int = MIN_PX
) -> tuple[int, str, str, bool]:
    """The largest size (>= ``min_px``) and font kind at which ``s`` fits ``room`` pixels on one
    line; when nothing fits, ``s`` shortened at a word boundary with an ellipsis at ``min_px`` in
    the last kind. Returns (px, kind, text, cut)."""
    max_px = max(min_px, max_px)
    for kind in kinds:
        for px in range(max_px, min_px - 1, -1):
            if width(s, px, kind) <= room:
                return px, kind, s, False
    kind = kinds[-1]
    return min_px, kind, ellipsize(s, room, min_px, kind), True


def ellipsize(s: str, room: int, px: int, kind: str) -> str:
    """``s`` cut to ``room`` pixels with an ellipsis, at a word boundary when one leaves at least
    one whole word, else mid-word (only for a single very long word)."""
    words = s.split()
    for n in range(len(words) - 1, 0, -1):
        t = " ".join(words[:n]).rstrip(",;:") + ELLIPSIS
        if width(t, px, kind) <= room:
            return t
    for n in range(len(s) - 1, 0, -1):
        t = s[:n].rstrip() + ELLIPSIS
        if width(t, px, kind) <= room:
            return t
    return ELLIPSIS


def wrap_lines(s: str, room: int, px: int, kind: str) -> list[str]:
    """Greedy word wrap; a word longer than ``room`` stays whole on its own line."""
    lines: list[str] = []
    cur = ""
    for w in s.split():
        trial = f"{cur} {w}".strip()
        if not cur or width(trial, px, kind) <= room:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def fit_lines(
    s: str,
    room: int,
    max_px: int,
    max_lines: int,
    kinds: tuple[str, ...] = ("bold", "cond_bold"),
    min_px: int = MIN_PX,
) -> tuple[int, str, list[str], bool]:
    """``s`` on as few lines as possible (one first, at the largest size that fits, then two,
    then up to ``max_lines``), never below ``min_px``. Returns (px, kind, lines, cut)."""
    max_px = max(min_px, max_px)
    for n in range(1, max_lines + 1):
        for kind in kinds:
            for px in range(max_px, min_px - 1, -1):
                lines = wrap_lines(s, room, px, kind)
                if len(lines) <= n and all(width(x, px, kind) <= room for x in lines):
                    return px, kind, lines, False
    kind = kinds[-1]
    lines = wrap_lines(s, room, min_px, kind)[:max_lines]
    rest = " ".join(s.split()[sum(len(x.split()) for x in lines[:-1]) :])
    lines[-1] = ellipsize(rest, room, min_px, kind)
    return min_px, kind, lines, True


def fits_wrapped(s: str, rect: pygame.Rect, px: int, kind: str, gap: float) -> bool:
    lines = theme.wrap(s, px, rect.width, kind)
    if any(width(x, px, kind) > rect.width for x in lines):
        return False
    line_h = assets.font(px, kind).get_height()
    return (len(lines) - 1) * int(px * gap) + line_h <= rect.height + 2


# ---------------------------------------------------------------------------------- faces
_anchors: dict[str, dict[str, list[int]]] | None = None


def anchors(rel: str) -> dict[str, list[int]]:
    """Frame anchor boxes (at 240x336) from sprites/manifest.json, or the defaults."""
    global _anchors
    if _anchors is None:
        import json

        _anchors = {}
        path = assets.sprite_path("manifest.json")
        if path is not None:
            try:
                files = json.loads(path.read_text())["files"]
                _anchors = {k: v["anchors"] for k, v in files.items() if "anchors" in v}
            except (ValueError, KeyError, OSError):
                _anchors = {}
    return _anchors.get(rel, DEFAULT_ANCHORS)


def rounded(surf: pygame.Surface, radius: int) -> pygame.Surface:
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = surf.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def face(
    game: str, card: dict[str, Any], size: tuple[int, int], frame_kind: str | None = None
) -> pygame.Surface:
    """The face of ``card`` at ``size`` in ``game``'s style (cached).

    Card fields: ``name``, ``kind`` (the frame), optional ``type_line`` (else the kind),
    ``text``, ``cost`` (a badge), ``stats`` (a line under the text, "MMP 150"), ``art`` (sprite
    name), ``gold``, ``as_mission``, ``designed`` (a small mark: text of our own design) and
    whatever the game's ``decorate`` hook reads.
    """
    style = style_for(game)
    name = str(card.get("name", "?"))
    kind = str(frame_kind or ("gold" if card.get("gold") else card.get("kind", "mission")))
    size = (int(size[0]), int(size[1]))
    key = (game, name, kind, size, card.get("cost"), card.get("stats"), card.get("team"))
    surf = _cache.get(key)
    if surf is not None:
        if name and size[0] >= THUMB_W:
            TRACE.append(_traced.get(key, (name, name, False)))
        return surf
    surf = _render(style, card, name, kind, size, key)
    if len(_cache) > 1500:
        _cache.clear()
    _cache[key] = surf
    return surf


_traced: dict[tuple[Any, ...], tuple[str, str, bool]] = {}
_banded = [False]  # the last name drawn lies on a band across the top of the art


def _render(
    style: CardStyle,
    card: dict[str, Any],
    name: str,
    kind: str,
    size: tuple[int, int],
    key: tuple[Any, ...],
) -> pygame.Surface:
    game = style.game
    w, h = size
    k = w / 240
    radius = max(4, int(16 * k))
    colour = style.colour(kind)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rel = f"{game}/frame_{kind}.png"
    frame = assets.image(rel, size)
    an = anchors(rel)

    def box(part: str) -> pygame.Rect:
        x, y, bw, bh = an.get(part, DEFAULT_ANCHORS[part])
        return pygame.Rect(int(x * k), int(y * k), int(bw * k), int(bh * k))

    title_rect, art_rect, text_rect = box("title"), box("art"), box("text")
    if frame is not None:
        surf.blit(frame, (0, 0))
    else:
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (0, 0, 0, 50), title_rect, border_radius=max(2, radius // 2))
        pygame.draw.rect(surf, (230, 232, 226), art_rect, border_radius=max(2, radius // 2))
        pygame.draw.rect(surf, (244, 240, 230), text_rect, border_radius=max(2, radius // 2))
    thumb = w < THUMB_W
    # art (or the game's icons)
    if "art" in style.fields and not (style.decorate and style.decorate_replaces_art):
        art_name = str(card.get("art") or slug(name))
        art = assets.image(f"{game}/art/{art_name}.png")
        if art is not None:
            side = min(art_rect.width, art_rect.height) - max(2, int(8 * k))
            if side > 4:
                scaled = pygame.transform.smoothscale(art, (side, side))
                surf.blit(scaled, scaled.get_rect(center=art_rect.center))
        elif int(art_rect.height * 0.45) >= MIN_PX:
            initials = "".join(p[0] for p in name.split()[:2]).upper()
            theme.blit_text(
                surf, initials, int(art_rect.height * 0.45), art_rect.center, colour, "serif",
                anchor="center",
            )  # fmt: skip
    if style.decorate is not None:
        style.decorate(surf, card, art_rect, k)
    # the lower text box: type line, rules text, stats (each only where it fits at 12 px)
    if not thumb:
        _text_box(style, card, kind, colour, surf, text_rect, k)
    # name (after the art: a long name may lie on a band across the top of the art)
    banded = False
    has_cost = "cost" in style.fields and card.get("cost") is not None
    reserve = 2 * max(int(an.get("badge", DEFAULT_ANCHORS["badge"])[2] * k), 9) if has_cost else 0
    if not thumb:
        _traced[key] = _name(surf, name, title_rect, w, h, style.name_colour, reserve)
        TRACE.append(_traced[key])
        banded = _traced[key][1] != name or _traced[key][2] or _banded[0]
    # cost badge
    if "cost" in style.fields and card.get("cost") is not None:
        bx, by, br = an.get("badge", DEFAULT_ANCHORS["badge"])
        r = max(int(br * k), MIN_PX // 2 + 3 if not thumb else 5)
        centre = (min(int(bx * k), w - r - 1), max(int(by * k), r + 1))
        if banded:  # the name lies across the top: the badge goes to the art's lower corner
            centre = (art_rect.right - r - 1, art_rect.bottom - r - 1)
        pygame.draw.circle(surf, (250, 246, 230), centre, r)
        pygame.draw.circle(surf, (40, 40, 40), centre, r, max(1, int(2 * k)))
        if not thumb:
            px = max(MIN_PX, int(r * 1.2))
            theme.blit_text(
                surf, str(card["cost"]), px, centre, (20, 20, 20), "bold", anchor="center"
            )
    if frame is None:
        surf = rounded(surf, radius)
        pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), 2, border_radius=radius)
    return surf


def _name(
    surf: pygame.Surface,
    name: str,
    title: pygame.Rect,
    w: int,
    h: int,
    colour: tuple[int, int, int],
    reserve: int = 0,
) -> tuple[str, str, bool]:
    """The card name: one line in the title box if it fits at 12 px or more, else wrapped on a
    band across the top of the card. Returns the trace entry (full, drawn, cut)."""
    _banded[0] = False
    max_px = max(MIN_PX, int(title.height * 0.62))
    room = title.width - 6 - reserve  # the cost badge sits at the title's right end
    px, kind, text, _cut = fit_line(name, room, max_px, ("bold", "cond_bold"))
    if not _cut:
        centre = (title.centerx - reserve // 2, title.centery)
        theme.blit_text(surf, text, px, centre, colour, kind, anchor="center", shadow=True)
        return (name, text, False)
    _banded[0] = True
    room = w - 6
    px, kind, lines, cut = fit_lines(name, room, max_px, 3 if h < 120 else 4, ("cond_bold",))
    line_h = assets.font(px, kind).get_linesize()
    band = pygame.Rect(1, max(2, title.y), w - 2, line_h * len(lines) + 6)
    pygame.draw.rect(surf, (12, 12, 18, 225), band, border_radius=max(3, w // 30))
    y = band.y + 3
    for line in lines:
        theme.blit_text(
            surf, line, px, (band.centerx, y), colour, kind, anchor="midtop", shadow=True
        )
        y += line_h
    return (name, " ".join(lines), cut)


def _text_box(
    style: CardStyle,
    card: dict[str, Any],
    kind: str,
    colour: tuple[int, int, int],
    surf: pygame.Surface,
    text_rect: pygame.Rect,
    k: float,
) -> None:
    inner = text_rect.inflate(-max(4, int(10 * k)), -max(2, int(6 * k)))
    top = inner.y
    bottom = inner.bottom
    stats = card.get("stats") if "stats" in style.fields else None
    if stats:
        px, fk, st, cut = fit_line(str(stats), inner.width, max(MIN_PX, int(16 * k)))
        if not cut:
            r = theme.blit_text(
                surf, st, px, (inner.centerx, bottom), (20, 20, 20), fk, anchor="midbottom"
            )
            bottom = r.top - 1
    if "type_line" in style.fields:
        label = str(card.get("type_line") or str(card.get("kind", kind)).capitalize())
        if card.get("gold") and "gold" not in label.lower():
            label = f"Gold {label}"
        if card.get("as_mission"):
            label += " / Mission"
        label = label.upper()
        lpx, lk, lt, cut = fit_line(label, inner.width, int(15 * k), ("bold", "cond_bold"))
        if not cut and top + lpx <= bottom:
            r = theme.blit_text(surf, lt, lpx, (inner.centerx, top), colour, lk, anchor="midtop")
            top = r.bottom + 1
    text = str(card.get("text", "")) if "text" in style.fields else ""
    body = pygame.Rect(inner.x, top, inner.width, bottom - top)
    if text and body.height >= MIN_PX:
        for bk in ("sans", "cond"):
            for px in range(max(MIN_PX, int(17 * k)), MIN_PX - 1, -1):
                if fits_wrapped(text, body, px, bk, 1.12):
                    theme.blit_wrapped(
                        surf, text, px, body, style.text_colour, bk, centre=True, line_gap=1.12
                    )
                    break
            else:
                continue
            break
    if card.get("designed") and int(13 * k) >= MIN_PX:
        theme.blit_text(
            surf,
            "\u2736",
            int(13 * k),
            (text_rect.right - int(3 * k), text_rect.bottom - int(1 * k)),
            (140, 120, 90),
            anchor="bottomright",
        )
