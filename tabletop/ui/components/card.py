"""The one card-face renderer, configured per game by a ``CardStyle``.

A face is drawn from a view's card dict (name, kind, type_line, text, cost, stats, art...) at
any size and cached per (game, card, size). What a face shows depends on its size, and no text
on it is ever smaller than ``MIN_PX`` (12 px):

- the name always: fitted to its box (bold, condensed, down to 12 px, then a little narrowed),
  else on up to three lines across the art, an ellipsis the last resort (``TRACE``);
- the cost badge, the art (the game's icons by ``CardStyle.decorate``) and the stats line (its
  short form ``stats_short`` where the whole does not fit);
- the type line and the rules text only where they fit at 12 px or more. A small card on the
  table therefore shows no rules text: a click opens the large view (``components.zoom``).
At 150 % and 200 % text the words grow where the card has room (``components.face_scale``).

Frames come from ``sprites/<game>/frame_<kind>.png`` with the anchor boxes of
``sprites/manifest.json``; when a frame is missing the card is drawn from shapes.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.engine.errors import TabletopError
from tabletop.engine.files import load_json
from tabletop.ui import assets, theme
from tabletop.ui.components import art, contrast, face_scale, marks
from tabletop.ui.components.badge import (
    DEFAULT_BADGE,
    badge_clear,
    badge_rect,
    badge_room,
    badged,
    on_art,
    widen_plate,
)
from tabletop.ui.components.face_scale import plan_name as _plan_name
from tabletop.ui.components.lru import LRU, SurfaceLRU
from tabletop.ui.components.textfit import (  # noqa: F401  (used as card.fit_line ...)
    MIN_PX,
    NARROW,
    blit_narrowed,
    ellipsize,
    fit_line,
    fit_lines,
    fits_wrapped,
    width,
)

#: below this width a face is a thumbnail (a pile, a deck): art and badge only, no text
THUMB_W = 48
#: (full name, name as drawn, cut) for every name the renderer drew since the last clear (the
#: latest ``TRACE_MAX``: a long session keeps it bounded)
TRACE_MAX = 20_000
TRACE: deque[tuple[str, str, bool]] = deque(maxlen=TRACE_MAX)
#: the bytes of pixels the face cache may hold (a 120x168 face is 80 KB, a 400x560 one 900 KB)
FACE_CACHE_BYTES = 48 * 1024 * 1024


KIND_COLOURS = {
    "mission": (32, 120, 128),
    "reaction": (150, 36, 52),
    "gold": (196, 150, 40),
}

DEFAULT_ANCHORS = {
    "title": [18, 12, 204, 34],
    "art": [18, 54, 204, 160],
    "text": [18, 222, 204, 100],
    "badge": DEFAULT_BADGE,
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
    #: the frames paint a round badge at the title's right end (a cost or the game's icon):
    #: names keep clear of it and a taller title keeps it round
    frame_badge: bool = False
    text_colour: tuple[int, int, int] = (28, 28, 28)
    #: a figure (``marks.SHAPES``) per frame kind in the badge (where no cost is): grey-proof
    badge_marks: dict[str, str] = field(default_factory=dict)
    #: where the table's marks on a face begin (a share of its height): a grown name ends above
    marks_top: float = 1.0

    def colour(self, kind: str) -> tuple[int, int, int]:
        return self.kind_colours.get(kind) or KIND_COLOURS.get(kind, (70, 80, 90))


_styles: dict[str, CardStyle] = {}
#: rendered faces by everything a face shows (``_face_key``), least recently used dropped first
_cache = SurfaceLRU(FACE_CACHE_BYTES)
#: name_fits answers by (game, name, frame kind, has a cost, size, high contrast), and
#: name_unbroken's by the same (RPG Get!'s rows ask each frame): plain answers of the shipped
#: fonts and frames, kept across windows and text sizes (a new window no longer works out every
#: hand's face sizes again), forgotten when a game's style changes
_fits: LRU[bool] = LRU(20_000)
_unbroken: LRU[bool] = LRU(20_000)


def register(style: CardStyle) -> CardStyle:
    """Declare a game's card style (a game view module does this when imported, maybe on the
    launcher's warm-up thread). The face cache is emptied only when faces of that game were
    drawn in another style; a first declaration usually has none, and clearing from that
    thread could race with the frame being drawn."""
    drawn = style.game in _styles or any(k[0] == style.game for k in list(_cache))
    _styles[style.game] = style
    if drawn:  # faces of this game were drawn in another style: forget them
        clear_cache()
        _fits.clear()
        _unbroken.clear()
    return style


def style_for(game: str) -> CardStyle:
    return _styles.get(game) or CardStyle(game)


def clear_cache() -> None:
    _cache.clear()
    art.clear()
    _traced.clear()


#: the card fields a face shows (a game's ``decorate`` reads ``name``, ``kind`` and ``team``);
#: two cards equal on all of them have the same face, so the cache never shows a stale one
FACE_FIELDS = (
    "name",
    "kind",
    "gold",
    "cost",
    "stats",
    "team",
    "type_line",
    "text",
    "art",
    "as_mission",
    "designed",
    *("no_plate", "foot", "unmarked"),
)


slug = art.slug


# ---------------------------------------------------------------------------------- text fitting
# ---------------------------------------------------------------------------------- faces
_anchors: dict[str, dict[str, list[int]]] | None = None


def anchors(rel: str) -> dict[str, list[int]]:
    """Frame anchor boxes (at 240x336) from sprites/manifest.json, or the defaults."""
    global _anchors
    if _anchors is None:
        _anchors = {}
        path = assets.sprite_path("manifest.json")
        if path is not None:
            try:
                files = load_json(path, "sprite manifest").get("files")
            except TabletopError:  # damaged: every frame's default boxes
                files = None
            if isinstance(files, dict):
                for k, v in files.items():
                    boxes = _anchor_boxes(v.get("anchors") if isinstance(v, dict) else None)
                    if boxes:
                        _anchors[k] = boxes
    return _anchors.get(rel, DEFAULT_ANCHORS)


def _anchor_boxes(value: object) -> dict[str, list[int]]:
    """A frame's anchors from the manifest: each a list of numbers (as many as the default
    box has) within the frame's design size; anything else is left out (its default)."""
    if not isinstance(value, dict):
        return {}
    out: dict[str, list[int]] = {}
    for name, box in value.items():
        if not isinstance(box, list) or not 2 <= len(box) <= 4:
            continue
        if name in DEFAULT_ANCHORS and len(box) != len(DEFAULT_ANCHORS[name]):
            continue
        if all(
            isinstance(n, int | float) and not isinstance(n, bool) and -1000 <= n <= 1000
            for n in box
        ):
            out[name] = [int(n) for n in box]
    return out


def rounded(surf: pygame.Surface, radius: int) -> pygame.Surface:
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
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
    name), ``gold``, ``as_mission``, ``designed`` (a small mark: text of our own design),
    ``foot`` (a table's panel over its foot: ``face_scale.FOOT_ART``), ``unmarked`` (no table
    marks on it: ``CardStyle.marks_top`` is no limit) and the game's ``decorate`` hook's.
    """
    size = (max(1, int(size[0])), max(1, int(size[1])))  # a squeezed layout never crashes
    get = card.get
    t = theme.card_scale()  # its words grow with the player's text size (``face_scale``)
    key = (game, frame_kind, size, t, *[_hashable(get(f)) for f in FACE_FIELDS])
    surf = _cache.get(key)
    if surf is not None:
        face_scale.recall(LAYOUTS, key, str(get("name", "?")))
        if size[0] >= THUMB_W:
            traced = _traced.get(key)
            if traced is None:
                n = str(get("name", "?"))
                traced = (n, n, False)
            TRACE.append(traced)
        return surf
    style = style_for(game)
    name = str(card.get("name", "?"))
    kind = frame_kind or _frame_kind(card)
    surf = contrast.face(_render, style, card, name, kind, size, key)  # sized by t, framed
    _cache[key] = surf
    return surf


def _hashable(v: Any) -> Any:
    return repr(v) if isinstance(v, list | dict | set) else v


_traced: LRU[tuple[str, str, bool]] = LRU(20_000)
#: (game, name, size) -> the face's layout (title, art, text boxes; compact or not), for tests
#: (the latest 4000)
LAYOUTS: LRU[dict[str, Any]] = LRU(4000)


def on_plate(colour: tuple[int, int, int], most: float = 90.0) -> tuple[int, int, int]:
    """A kind's colour as ink on a face's light plate: darkened to at most ``most`` luminance
    (0-255), so a light one (GOLD, REWARD) still reads in grey."""
    lum = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    if lum <= most:
        return colour
    k = most / lum
    return (int(colour[0] * k), int(colour[1] * k), int(colour[2] * k))


def _stretch(strip: pygame.Surface, new_h: int, cap: int) -> pygame.Surface:
    """``strip`` resized to ``new_h`` rows, keeping its top and bottom ``cap`` rows (the rounded
    corners of a frame's box) and stretching only the middle."""
    w, h = strip.get_size()
    if new_h == h:
        return strip
    if new_h <= 2 * cap + 1 or h <= 2 * cap + 1:
        return pygame.transform.smoothscale(strip, (w, max(1, new_h)))
    out = pygame.Surface((w, new_h), pygame.SRCALPHA, 32)
    out.blit(strip, (0, 0), pygame.Rect(0, 0, w, cap))
    mid = strip.subsurface(pygame.Rect(0, cap, w, h - 2 * cap))
    out.blit(pygame.transform.smoothscale(mid, (w, new_h - 2 * cap)), (0, cap))
    out.blit(strip, (0, new_h - cap), pygame.Rect(0, h - cap, w, cap))
    return out


def _reframe(frame: pygame.Surface, pieces: list[tuple[int, int, int]], cap: int) -> pygame.Surface:
    """A frame rebuilt from horizontal strips: (source top, source bottom, new height) each."""
    w, h = frame.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    y = 0
    for y0, y1, nh in pieces:
        if y1 <= y0 or nh <= 0:
            continue
        strip = frame.subsurface(pygame.Rect(0, y0, w, y1 - y0))
        out.blit(_stretch(strip, nh, cap), (0, y))
        y += nh
    return out


def _type_label(card: dict[str, Any], kind: str) -> str:
    label = str(card.get("type_line") or str(card.get("kind", kind)).capitalize())
    if card.get("gold") and "gold" not in label.lower():
        label = f"Gold {label}"
    if card.get("as_mission"):
        label += " / Mission"
    return label.upper()


def _plan_text(
    style: CardStyle,
    card: dict[str, Any],
    kind: str,
    text_rect: pygame.Rect,
    k: float,
    t: float = 1.0,
    body_min: int = MIN_PX,
    line_t: float | None = None,
) -> dict[str, Any]:
    """What the lower text box holds at this size: the stats and type lines (each where it fits
    at 12 px or more) and the rules text (only where all of it fits at ``body_min`` px or
    more); at a text scale ``t`` each up to its size grown by it (``face_scale.up``; the stats
    and type lines by ``line_t`` where given)."""
    up, tl = face_scale.up, t if line_t is None else line_t
    inner = text_rect.inflate(-max(4, int(10 * k)), -max(2, int(6 * k)))
    plan: dict[str, Any] = {"stats": None, "type": None, "text": None}
    stats = card.get("stats") if "stats" in style.fields else None
    stats_h = type_h = 0
    for line in [x for x in (stats, stats and card.get("stats_short")) if x]:  # "$10B" if cut
        px, fk, st, cut = fit_line(str(line), inner.width, up(max(MIN_PX, int(16 * k)), tl))
        if not cut:
            plan["stats"] = (px, fk, st)
            stats_h = assets.font(px, fk).get_height() + 1
            break
    if "type_line" in style.fields:
        label = _type_label(card, kind)
        # a label too long for a small card goes shorter, never blank: "REACTION / MISSION",
        # then "REACTION/MISSION", then its first part ("REACTION"); a gold card says GOLD
        tries = [label, label.replace(" / ", "/"), label.split(" / ")[0]]
        if card.get("gold"):  # a gold card says so, not by its colour alone
            tries.append("GOLD")
        for word in dict.fromkeys(tries):
            lpx, lk, lt, cut = fit_line(
                word, inner.width, up(int(15 * k), tl), ("bold", "cond_bold")
            )
            if not cut:
                break
        if not cut:
            plan["type"] = (lpx, lk, lt)
            type_h = assets.font(lpx, lk).get_height() + 1
    used = stats_h + type_h
    text = str(card.get("text", "")) if "text" in style.fields else ""
    body = pygame.Rect(inner.x, inner.y + type_h, inner.width, inner.height - used)
    plan["body"] = body
    if text and body.height >= body_min:
        for bk in ("sans", "cond"):
            for px in range(max(body_min, up(max(MIN_PX, int(17 * k)), t)), body_min - 1, -1):
                if fits_wrapped(text, body, px, bk, 1.12):
                    plan["text"] = (px, bk)
                    break
            if plan["text"]:
                break
    pad = inner.top - text_rect.top
    plan["plate_h"] = used + 2 * pad + 2 if used else 0
    return plan


def name_fits(game: str, card: dict[str, Any], size: tuple[int, int]) -> bool:
    """Whether ``card``'s name is drawn whole on a face of ``size`` (for layouts that choose a
    card size: a crowded row picks the largest size at which every name is whole)."""
    w, h = int(size[0]), int(size[1])
    if w < THUMB_W:
        return False
    key = _name_key(game, card, w, h)
    if key not in _fits:
        _fits[key] = _name_fits(game, card, key[1], key[2], w, h)
    return bool(_fits[key])


def _name_key(game: str, card: dict[str, Any], w: int, h: int) -> tuple[Any, ...]:
    """What a name's fit on a face of ``w`` x ``h`` depends on: (game, name, frame kind, has a
    cost, w, h, high contrast)."""
    name, kind = str(card.get("name", "?")), _frame_kind(card)
    return (game, name, kind, card.get("cost") is not None, w, h, theme.high_contrast())


def name_unbroken(game: str, card: dict[str, Any], size: tuple[int, int]) -> bool:
    """``name_fits``, and no word of the name split with a hyphen nor narrowed (a word too wide
    for the face at 12 px): a layout with room to spare picks a face this holds for."""
    w, h = int(size[0]), int(size[1])
    if not name_fits(game, card, size):
        return False
    key = _name_key(game, card, w, h)
    if key not in _unbroken:
        name, kind = key[1], key[2]
        lines = _name_plan(game, card, name, kind, w, h, 1.0)[2]  # whole, not narrowed
        _unbroken[key] = " ".join(lines).split() == name.split()
    return bool(_unbroken[key])


def name_whole(game: str, card: dict[str, Any], size: tuple[int, int]) -> bool:
    """``name_fits``, and no word of the name split with a hyphen (narrowed or not): the least
    a crowded layout keeps ("Bodyg-uard" is not whole)."""
    if not name_fits(game, card, size):
        return False
    kind = _frame_kind(card)
    name = str(card.get("name", "?"))
    lines = _name_plan(game, card, name, kind, int(size[0]), int(size[1]))[2]
    return " ".join(lines).split() == name.split()


def title_rect(game: str, card: dict[str, Any], size: tuple[int, int]) -> pygame.Rect:
    """Where ``card``'s name plate lies on its face at ``size`` (taller than the frame's own
    for a name on several lines or grown with the text size), as ``face`` lays it out, without
    drawing it."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    name, t = str(card.get("name", "?")), theme.card_scale()
    face = _plan_face(style_for(game), card, name, _frame_kind(card), size, t)
    return pygame.Rect(face.title)


def stats_shown(game: str, card: dict[str, Any], size: tuple[int, int]) -> bool:
    """Whether ``card``'s stats line (or its short form) is drawn on a face of ``size``, as
    ``face`` lays it out, without drawing it (a long name on a small face leaves it no room)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    name, kind = str(card.get("name", "?")), _frame_kind(card)
    face = _plan_face(style_for(game), card, name, kind, size, theme.card_scale())
    return bool(face.plan and face.plan.get("stats") and face.text_rect.height)


def _frame_kind(card: dict[str, Any]) -> str:
    """The frame a card's face is drawn in: gold for a gold card, else its kind."""
    return str("gold" if card.get("gold") else card.get("kind", "mission"))


def _name_fits(game: str, card: dict[str, Any], name: str, kind: str, w: int, h: int) -> bool:
    return not _name_plan(game, card, name, kind, w, h)[3]


def _name_plan(
    game: str, card: dict[str, Any], name: str, kind: str, w: int, h: int, narrow: float = NARROW
) -> tuple[int, str, list[str], bool]:
    style = style_for(game)
    k, ky = w / 240, h / 336
    an = anchors(f"{game}/frame_{kind}.png")
    x, y, bw, bh = an.get("title", DEFAULT_ANCHORS["title"])
    title0 = pygame.Rect(int(x * k), int(y * ky), int(bw * k), int(bh * ky))
    br = an.get("badge", DEFAULT_ANCHORS["badge"])[2]
    has_cost = "cost" in style.fields and card.get("cost") is not None
    reserve = badge_room(style, kind, has_cost, max(int(br * k), MIN_PX // 2 + 3), br * k)
    clear = badge_clear(an, title0, k, ky)
    most = title_lines(an, k, ky, h)
    args = (reserve, clear, badged(style, kind), most)
    return _plan_name(style, name, title0, h, *args, narrow=narrow)


def title_lines(an: dict[str, list[int]], k: float, ky: float, h: int) -> int:
    """The most lines a name may take on a face of height ``h`` (frame anchors ``an`` at scales
    ``k``, ``ky``): its taller plate leaves the art a band of its own (a squat face wrote a
    third line over its art)."""
    _x, ty, _w, th = an.get("title", DEFAULT_ANCHORS["title"])
    ay = an.get("art", DEFAULT_ANCHORS["art"])[1]
    _x, xy, _w, xh = an.get("text", DEFAULT_ANCHORS["text"])  # a compact face's art reaches it
    gap = int(ay * ky) - int((ty + th) * ky)
    room = int((xy + xh) * ky) - int(ty * ky) - gap - MIN_PX  # the art keeps a band
    line_h = assets.font(MIN_PX, "cond_bold").get_linesize()
    return max(1, (room - max(4, int(6 * k))) // line_h)


@dataclass
class _Face:
    """Where the parts of one face go at its size (``_plan_face`` decides, ``_render`` paints):
    ``title0``/``art0``/``text0`` are the frame's own boxes; ``title``, ``art_rect`` and
    ``text_rect`` the ones this card uses (a taller title plate for a long name, a compact
    plate and bigger art where the rules text does not fit)."""

    size: tuple[int, int]
    k: float
    ky: float
    radius: int
    colour: tuple[int, int, int]
    frame: pygame.Surface | None
    an: dict[str, list[int]]
    title0: pygame.Rect
    art0: pygame.Rect
    text0: pygame.Rect
    thumb: bool
    has_cost: bool
    badge: tuple[int, int, int]  # the frame's badge anchor: x, y, radius (unscaled)
    badge_r: int
    reserve: int = 0  # the room the name leaves for the badge
    name_plan: tuple[int, str, list[str], bool] | None = None
    title: pygame.Rect = field(default_factory=pygame.Rect)
    plan: dict[str, Any] | None = None
    compact: bool = False
    text_rect: pygame.Rect = field(default_factory=pygame.Rect)
    art_rect: pygame.Rect = field(default_factory=pygame.Rect)


def _render(
    style: CardStyle,
    card: dict[str, Any],
    name: str,
    kind: str,
    size: tuple[int, int],
    key: tuple[Any, ...],
) -> pygame.Surface:
    """A face. Where the rules text fits at 12 px it is drawn in the frame's text box; where it
    does not (a card on the table), the face is compact: the text box shrinks to a plate as tall
    as its type and stats lines and the art grows into the room, so no box is ever empty. A
    name too long for one line gets a taller title plate (the frame's own, stretched)."""
    face = _plan_face(style, card, name, kind, size, key[3])
    surf = pygame.Surface(size, pygame.SRCALPHA, 32)
    _paint_frame(style, face, surf)
    LAYOUTS[(style.game, name, size)] = face_scale.remember(
        key,
        {
            "title": face.title,
            "art": face.art_rect,
            "text": face.text_rect,
            "compact": face.compact,
            "plan": face.plan,
            "badge_left": round((face.badge[0] - face.badge[2]) * face.k) if face.badge else None,
            "badge": badge_rect(style, face),
        },
    )
    # art (or the game's icons)
    if "art" in style.fields and not (style.decorate and style.decorate_replaces_art):
        _paint_art(style, card, name, face, surf)
    if style.decorate is not None:
        style.decorate(surf, card, face.art_rect, face.k)
    contrast.plates(surf, face.title if face.name_plan else pygame.Rect(0, 0, 0, 0), face.text_rect)
    if face.plan is not None and face.text_rect.height:
        _text_box(style, card, face.colour, surf, face.text_rect, face.k, face.plan)
    if kind in style.badge_marks and not face.thumb and not face.has_cost:
        # the kind's figure, under the name as the frame's badge is
        marks.badge_mark(surf, style.badge_marks[kind], face, badge_rect(style, face))
    if face.name_plan is not None:
        _paint_name(style, face, surf, name, key)
    if face.has_cost:
        _paint_cost(style, card, face, surf)
    if face.frame is None:
        surf = rounded(surf, face.radius)
        pygame.draw.rect(surf, (0, 0, 0), surf.get_rect(), 2, border_radius=face.radius)
    return surf


def _plan_face(
    style: CardStyle, card: dict[str, Any], name: str, kind: str, size: tuple[int, int], t: float
) -> _Face:
    """The frame's boxes at ``size``, the badge's room and the name's plan (``_plan_title``),
    then the text box and the art between them (``_plan_boxes``); at a text scale ``t`` over
    100 % the words grown where they fit (``face_scale.grow``)."""
    w, h = size
    k = w / 240
    rel = f"{style.game}/frame_{kind}.png"
    an = anchors(rel)
    ky = h / 336  # a squat face (a token on a crowded table) keeps its boxes in proportion

    def box(part: str) -> pygame.Rect:
        x, y, bw, bh = an.get(part, DEFAULT_ANCHORS[part])
        return pygame.Rect(int(x * k), int(y * ky), int(bw * k), int(bh * ky))

    thumb = w < THUMB_W
    bx, by, br = an.get("badge", DEFAULT_ANCHORS["badge"])
    face = _Face(
        size=size,
        k=k,
        ky=ky,
        radius=max(4, int(16 * k)),
        colour=style.colour(kind),
        frame=assets.image(rel, size),
        an=an,
        title0=box("title"),
        art0=box("art"),
        text0=box("text"),
        thumb=thumb,
        has_cost="cost" in style.fields and card.get("cost") is not None,
        badge=(bx, by, br),
        badge_r=max(int(br * k), MIN_PX // 2 + 3 if not thumb else 5),
    )
    _plan_title(style, face, name, kind)
    _plan_boxes(style, card, kind, face)
    if t > 1.0 and not thumb:
        face_scale.grow(style, card, name, kind, face, t)
    return face


def _plan_title(style: CardStyle, face: _Face, name: str, kind: str) -> None:
    """The room the name leaves for the badge, and the name: one line in the title box, else
    over several lines on a taller title plate."""
    k, title0 = face.k, face.title0
    br = face.badge[2]
    face.reserve = badge_room(style, kind, face.has_cost, face.badge_r, br * k)
    face.title = title0
    if not face.thumb:
        clear = badge_clear(face.an, title0, k, face.ky)
        h = face.size[1]
        most = title_lines(face.an, k, face.ky, h)
        face.name_plan = _plan_name(
            style, name, title0, h, face.reserve, clear, badged(style, kind), most
        )
        line_h = assets.font(face.name_plan[0], face.name_plan[1]).get_linesize()
        if len(face.name_plan[2]) > 1 or line_h > title0.height:  # a small face's line too
            need = line_h * len(face.name_plan[2]) + max(4, int(6 * k))
            face.title = pygame.Rect(title0.x, title0.y, title0.width, max(title0.height, need))


def _plan_boxes(
    style: CardStyle, card: dict[str, Any], kind: str, face: _Face, planned: Any = None
) -> None:
    """The text box (full, a plate for the type and stats lines, or nothing) and the art in
    the room left between it and the title (``planned``: the text box's plan, else made)."""
    title0, art0, text0, title = face.title0, face.art0, face.text0, face.title
    plan = planned
    if plan is None and not face.thumb:
        plan = _plan_text(style, card, kind, text0, face.k)
    if plan is not None and card.get("no_plate"):  # the table shows the card's values itself
        plan.update(stats=None, type=None, text=None, plate_h=0)
    compact = plan is not None and plan["text"] is None
    text_rect = text0
    if compact and plan is not None:
        text_rect = pygame.Rect(
            text0.x, text0.bottom - plan["plate_h"], text0.width, plan["plate_h"]
        )
    gap1 = art0.top - title0.bottom
    gap2 = text0.top - art0.bottom
    art_bottom = text_rect.top - gap2 if text_rect.height else text0.bottom
    art_rect = pygame.Rect(
        art0.x, title.bottom + gap1, art0.width, art_bottom - title.bottom - gap1
    )
    if art_rect.height < max(MIN_PX, int(face.size[1] * 0.16)) and compact and plan is not None:
        # a tiny card with a long name: no plate, the art keeps its room
        text_rect = pygame.Rect(text0.x, text0.bottom, text0.width, 0)
        art_rect.height = text0.bottom - art_rect.top
        plan["stats"] = None
        plan["type"] = None
    face.plan, face.compact, face.text_rect, face.art_rect = plan, compact, text_rect, art_rect


def _paint_frame(style: CardStyle, face: _Face, surf: pygame.Surface) -> None:
    """The frame's picture, stretched where the boxes moved; plain plates without one."""
    title, art_rect, text_rect = face.title, face.art_rect, face.text_rect
    if face.frame is None:
        r2 = max(2, face.radius // 2)
        pygame.draw.rect(surf, face.colour, surf.get_rect(), border_radius=face.radius)
        pygame.draw.rect(surf, (0, 0, 0, 50), title, border_radius=r2)
        pygame.draw.rect(surf, (230, 232, 226), art_rect, border_radius=r2)
        if text_rect.height:
            pygame.draw.rect(surf, (244, 240, 230), text_rect, border_radius=r2)
        return
    frame = face.frame
    if title != face.title0 or face.compact:
        frame = _reshaped_frame(style, face)
    surf.blit(frame, (0, 0))


def _reshaped_frame(style: CardStyle, face: _Face) -> pygame.Surface:
    """The frame with its title, art and text bands stretched to this card's boxes (a frame's
    own badge keeps its round shape)."""
    assert face.frame is not None
    w, h = face.size
    k, ky = face.k, face.ky
    title0, art0, text0, title = face.title0, face.art0, face.text0, face.title
    art_rect, text_rect = face.art_rect, face.text_rect
    gap1 = art0.top - title0.bottom
    gap2 = text0.top - art0.bottom
    pieces = [
        (0, title0.top, title0.top),
        (title0.top, title0.bottom, title.height),
        (title0.bottom, art0.top, gap1),
        (art0.top, art0.bottom, art_rect.height),
    ]
    if text_rect.height:
        pieces += [
            (art0.bottom, text0.top, gap2),
            (text0.top, text0.bottom, text_rect.height),
        ]
    pieces.append((text0.bottom, h, h - text0.bottom))
    orig = face.frame
    frame = _reframe(orig, pieces, max(2, int(9 * k)))
    if style.frame_badge and title.height > title0.height:
        bx, by, br = face.badge
        # the badge stays round: its columns keep their rows, the border under it grows
        x0 = max(0, int((bx - br - 2) * k))
        low = min(art0.top - 2, int((by + br + 6) * ky))  # under the badge's ring
        frame.blit(orig.subsurface(pygame.Rect(x0, 0, w - x0, low)), (x0, 0))
        rest = orig.subsurface(pygame.Rect(x0, low, w - x0, max(1, art0.top - 2 - low)))
        grown = pygame.transform.smoothscale(rest, (w - x0, art_rect.top - 2 - low))
        frame.blit(grown, (x0, low))
    elif on_art(style, face):
        widen_plate(frame, face)
    return frame


def _paint_art(
    style: CardStyle, card: dict[str, Any], name: str, face: _Face, surf: pygame.Surface
) -> None:
    """The card's picture filling its box (cropped), or its initials where it has none."""
    art_rect = face.art_rect
    drawn = art.paint(surf, style.game, card, name, art_rect, face.k)
    if not drawn and int(art_rect.height * 0.45) >= MIN_PX:
        initials = "".join(p[0] for p in name.split()[:2]).upper()
        theme.blit_text(
            surf, initials, int(art_rect.height * 0.45), art_rect.center, face.colour, "serif",
            anchor="center",
        )  # fmt: skip


def _paint_name(
    style: CardStyle, face: _Face, surf: pygame.Surface, name: str, key: tuple[Any, ...]
) -> None:
    """The name as planned (beside a frame's badge a line leaves it room), traced for the
    tests that check names are readable."""
    assert face.name_plan is not None
    title, reserve = face.title, face.reserve
    px, fk, lines, cut = face.name_plan
    line_h = assets.font(px, fk).get_linesize()
    full = face.title0.width - 4  # as ``_plan_name`` measured the lines
    if len(lines) == 1:
        # left of the badge, never past the plate's left end (a name planned on the full width)
        room = full - (reserve if style.frame_badge else 0)
        half = min(assets.font(px, fk).size(lines[0])[0], room) // 2
        centre = (max(title.centerx - reserve // 2, title.x + 2 + half), title.centery)
        blit_narrowed(surf, lines[0], px, fk, centre, "center", style.name_colour, room)
    else:
        y = title.centery - line_h * len(lines) // 2
        clear = face.title0.top + badge_clear(face.an, face.title0, face.k, face.ky)
        for line in lines:
            # beside a frame's badge a line leaves it room; under it, the full width
            beside = style.frame_badge and y < clear
            cx = title.centerx - (reserve // 2 if beside else 0)
            room = full - (reserve if beside else 0)
            blit_narrowed(surf, line, px, fk, (cx, y), "midtop", style.name_colour, room)
            y += line_h
    _traced[key] = (name, " ".join(lines), cut)
    TRACE.append(_traced[key])


def _paint_cost(style: CardStyle, card: dict[str, Any], face: _Face, surf: pygame.Surface) -> None:
    """The cost badge: at the title's right end, or on the art's corner under a long name."""
    w = face.size[0]
    k, ky = face.k, face.ky
    bx, by, _br = face.badge
    r = face.badge_r
    centre = (min(int(bx * k), w - r - 1), max(int(by * ky), r + 1))
    if face.name_plan is not None and len(face.name_plan[2]) > 1 and not style.frame_badge:
        centre = (face.art_rect.right - r - 1, face.art_rect.top + r + 1)
    pygame.draw.circle(surf, (250, 246, 230), centre, r)
    pygame.draw.circle(surf, (40, 40, 40), centre, r, max(1, int(2 * k)))
    if not face.thumb:
        bpx = max(MIN_PX, int(r * 1.2))
        theme.blit_text(surf, str(card["cost"]), bpx, centre, (20, 20, 20), "bold", anchor="center")


def _text_box(
    style: CardStyle,
    card: dict[str, Any],
    colour: tuple[int, int, int],
    surf: pygame.Surface,
    text_rect: pygame.Rect,
    k: float,
    plan: dict[str, Any],
) -> None:
    """The lower box as planned by ``_plan_text``: type line at the top, stats at the bottom,
    the rules text between them (on a compact face the plate holds the two lines only)."""
    inner = text_rect.inflate(-max(4, int(10 * k)), -max(2, int(6 * k)))
    top, bottom = inner.y, inner.bottom
    if plan["text"] is None:  # a plate: centre its lines
        used = sum(
            assets.font(p[0], p[1]).get_height() + 1 for p in (plan["type"], plan["stats"]) if p
        )
        top = inner.centery - used // 2
        bottom = top + used
    if plan["stats"]:
        px, fk, st = plan["stats"]
        r = theme.blit_text(
            surf, st, px, (inner.centerx, bottom), (20, 20, 20), fk, anchor="midbottom"
        )
        bottom = r.top - 1
    if plan["type"]:
        lpx, lk, lt = plan["type"]
        ink = on_plate(colour)
        r = theme.blit_text(surf, lt, lpx, (inner.centerx, top), ink, lk, anchor="midtop")
        top = r.bottom + 1
    if plan["text"]:
        px, bk = plan["text"]
        body = plan["body"].copy()
        n = len(theme.wrap(str(card.get("text", "")), px, body.width, bk))
        need = (n - 1) * int(px * 1.12) + assets.font(px, bk).get_height()
        body.y += max(0, (body.height - need) // 2)  # centred between the type and stats
        theme.blit_wrapped(
            surf, str(card.get("text", "")), px, body, style.text_colour, bk, centre=True,
            line_gap=1.12,
        )  # fmt: skip
        if card.get("designed") and int(13 * k) >= MIN_PX:
            theme.blit_text(
                surf,
                "\u2736",
                int(13 * k),
                (text_rect.right - int(3 * k), text_rect.bottom - int(1 * k)),
                (140, 120, 90),
                anchor="bottomright",
            )
