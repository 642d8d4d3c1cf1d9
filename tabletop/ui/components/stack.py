"""The response stack, drawn the same way in every game that has one (Espionage, Mighty Beanz).

A game's view keeps its layout (where the stack lies, how large its faces are, what each item
says) and hands this component a list of ``StackEntry``; the component draws the title, each face
with its shadow, a band across a face that must be answered ("MUST DISCARD"), the veil and word
over a cancelled item, the glow on the top item (it resolves first) and each item's words, beside
the face (``words="beside"``: up to the next face) or under it (``"below"``: wrapped), shrunk to
fit and never under the theme's 12 px floor.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from tabletop.ui import theme
from tabletop.ui.components.textfit import ellipsize

Line = tuple[str, int, tuple[int, ...], str]  # text, size at scale 1, colour, font kind

TITLE = "THE STACK"
SUBTITLE = "last in, first out"
SHORT = "STACK"  # the title where only one short line has room (a low stack at large text)


@dataclass
class StackEntry:
    face: pygame.Surface | None  # the face at its rect's size (None: words only)
    lines: list[Line] = field(default_factory=list)
    cancelled: bool = False
    band: str = ""  # words on a red band across the face


def draw_title(
    surf: pygame.Surface,
    pos: tuple[int, int],
    scale: float,
    width: int | None = None,
    short: bool = False,
) -> int:
    """ "THE STACK" and "last in, first out" at ``pos`` (top left): on one line, or, given a
    column ``width``, on two lines shrunk to it; ``short``: "STACK" alone. Returns the width
    used."""
    big, small = theme.px(18 * scale), theme.px(14 * scale)
    x, y = pos
    if short:
        return theme.blit_text(surf, SHORT, big, (x, y), theme.ACCENT, "bold").width
    if width is None:
        w = theme.blit_text(surf, TITLE, big, (x, y), theme.ACCENT, "bold").width
        gap = int(12 * scale)
        w2 = theme.blit_text(
            surf, f"\u2014 {SUBTITLE}", small, (x + w + gap, y + (big - small) // 2), theme.MUTED
        ).width
        return w + gap + w2
    big = theme.fit_px(TITLE, big, width, "bold")
    w = theme.blit_text(surf, TITLE, big, (x, y), theme.ACCENT, "bold").width
    size, shown = theme.fit_text(SUBTITLE, small, width)
    under = y + max(int(big * 1.3), theme.line_h(big))  # the title's line as drawn
    w2 = theme.blit_text(surf, shown, size, (x, under), theme.MUTED).width
    return max(w, w2)


def draw_stack(
    surf: pygame.Surface,
    rects: Sequence[pygame.Rect],
    entries: Sequence[StackEntry],
    scale: float,
    words: str = "beside",
    right: int | None = None,
    below: int | None = None,
) -> list[pygame.Rect]:
    """Draw the stack's items, bottom first (the last one is the top and glows). ``right`` is
    where the top item's words must end, ``below`` how low words under a face may go
    (``"below"``; ``"beside"``: only lines whole above it, else down to the face's foot).
    Returns where each face's words were drawn."""
    n, words_at = len(entries), []
    for i, (e, r) in enumerate(zip(entries, rects)):
        top = i == n - 1
        if e.face is not None:
            theme.shadow(surf, r)
            surf.blit(e.face, r)
        if e.band and not e.cancelled:  # a cancelled threat asks nothing: its word alone
            draw_band(surf, r, e.band, scale)
        if e.cancelled:
            veil = pygame.Surface(r.size, pygame.SRCALPHA, 32)
            veil.fill((0, 0, 0, 160))
            surf.blit(veil, r)
            draw_cancelled(surf, r, scale)
        if top:
            pygame.draw.rect(surf, theme.GLOW, r.inflate(6, 6), 3, border_radius=8)
        if words == "beside":
            edge = rects[i + 1].x if not top else (right if right is not None else r.right)
            words_at.append(_beside(surf, r, e.lines, edge - int(8 * scale), scale, below))
        else:  # under the face, as wide as the room up to the next caption (a word's gap
            # before it: at 200 % two captions ran together) or, the top one, to ``right``
            gap = int(BELOW_LEFT * scale) + int(BELOW_GAP * scale)
            edge = rects[i + 1].x - gap if not top else (right if right is not None else r.right)
            foot = below if below is not None else surf.get_height()
            if top:
                room = edge - int(8 * scale)
                words_at.append(_below(surf, r, e.lines, foot, scale, room, cap=right is not None))
            else:  # the next card's words close by: no wider than the room up to them
                words_at.append(_below(surf, r, e.lines, foot, scale, edge, narrow=True))
    return words_at


#: words under a face start this far left of it (design px) and end this far before the
#: next face's words
BELOW_LEFT, BELOW_GAP = 10, 14


#: the "CANCELLED" stamp: light text on a dark plate with a red edge (red text on a red
#: Reaction card could not be read)
STAMP_PLATE = (20, 14, 18, 235)
STAMP_TEXT = (255, 236, 236)


def draw_cancelled(surf: pygame.Surface, r: pygame.Rect, scale: float) -> pygame.Rect:
    """The "CANCELLED" stamp across the middle of card ``r``: its plate's rect."""
    pad = max(3, int(5 * scale))
    room = r.width - 2 * pad - 6
    kind, size = "bold", theme.fit_px("CANCELLED", int(18 * scale), room, "bold")
    if theme.text_width("CANCELLED", size, kind) > room:  # a small card at 200 % text
        kind, size = "cond_bold", theme.fit_px("CANCELLED", int(18 * scale), room, "cond_bold")
    fits = theme.text_width("CANCELLED", size, kind) <= room
    # where even that is wider than the card, the stamp at the card face's own 100 %
    with contextlib.nullcontext() if fits else theme.unscaled():
        if not fits:
            size = theme.fit_px("CANCELLED", int(18 * scale), room, kind)
        w = theme.text_width("CANCELLED", size, kind)
        plate = pygame.Rect(0, 0, min(r.width - 4, w + 2 * pad), theme.line_h(size) + pad)
        plate.center = r.center
        theme.panel(surf, plate, STAMP_PLATE, radius=max(3, int(6 * scale)), edge=theme.BAD)
        theme.blit_text(surf, "CANCELLED", size, plate.center, STAMP_TEXT, kind, "center")
    return plate


def band_plan(words: str, size: int, room: int) -> tuple[list[str], str, int] | None:
    """The band's words in ``room`` pixels at the UI scale in force: on one line (bold, then
    condensed, shrunk to the floor), else a word a line; None when even that does not fit."""
    for kind in ("bold", "cond_bold"):
        px = theme.fit_px(words, size, room, kind)
        if theme.text_width(words, px, kind) <= room:
            return [words], kind, px
    for kind in ("bold", "cond_bold"):
        lines = words.split()
        px = min(theme.fit_px(w, size, room, kind) for w in lines)
        if all(theme.text_width(w, px, kind) <= room for w in lines):
            return lines, kind, px
    return None


def draw_band(
    surf: pygame.Surface, card: pygame.Rect, words: str, scale: float
) -> list[pygame.Rect]:
    """A red band across ``card`` with ``words`` ("MUST DISCARD") inside the card's edges at
    every text size: shrunk, condensed, then a word a line, and where even that is too wide
    (a small card at 200 % text) at the card face's own 100 % (read large in the zoom).
    Returns where each line is drawn."""
    pad = max(2, int(4 * scale))
    room = card.width - 2 * pad
    plan = band_plan(words, int(16 * scale), room)
    scaled = theme.ui_scale() if plan is not None else 1.0
    with contextlib.nullcontext() if plan is not None else theme.unscaled():
        if plan is None:
            plan = band_plan(words, int(16 * scale), room) or (words.split(), "cond_bold", 1)
        lines, kind, px = plan
        imgs = [theme.text(line, px, (255, 255, 255), kind) for line in lines]
    height = sum(i.get_height() for i in imgs)
    band = pygame.Rect(card.x, 0, card.width, min(card.height, max(int(32 * scale), height + pad)))
    band.centery = card.centery
    pygame.draw.rect(surf, theme.BAD, band, border_radius=6)
    out = []
    y = band.centery - height // 2
    with contextlib.nullcontext() if theme.ui_scale() == scaled else theme.unscaled():
        for line, img in zip(lines, imgs):
            white = (255, 255, 255)
            out.append(theme.blit_text(surf, line, px, (band.centerx, y), white, kind, "midtop"))
            y += img.get_height()
    return out


def caption_place(
    rects: Sequence[pygame.Rect],
    entries: Sequence[StackEntry],
    scale: float,
    right: int,
    below: int,
) -> str:
    """``"below"`` the faces; ``"beside"`` them where words under them would be cut
    (``below_cuts``) and the row leaves each card's words room beside it."""
    if not rects or not below_cuts(rects, entries, scale, right, below):
        return "below"
    wide = min([b.x - a.right for a, b in zip(rects, rects[1:])] + [right - rects[-1].right])
    return "beside" if wide >= int(BESIDE_ROOM * scale) else "below"


#: the least room beside each face for its words to go there (design px)
BESIDE_ROOM = 170


def below_cuts(
    rects: Sequence[pygame.Rect],
    entries: Sequence[StackEntry],
    scale: float,
    right: int,
    below: int,
) -> bool:
    """Whether a caption under its face (``draw_stack``'s ``"below"``) would lose words (200 %
    on 1280x720: "Decoy by Player 1...", "Protector by..." under three cards)."""
    gap = int(BELOW_LEFT * scale) + int(BELOW_GAP * scale)
    for i, (e, r) in enumerate(zip(entries, rects)):
        top = i == len(entries) - 1
        edge = right - int(8 * scale) if top else rects[i + 1].x - gap
        box = below_box(r, e.lines, below, scale, edge, narrow=not top, cap=True)
        parts, shown = _under(box, e.lines, below, scale)
        if len(shown) < len(parts):
            return True
    return False


def _beside(
    surf: pygame.Surface,
    r: pygame.Rect,
    lines: Sequence[Line],
    edge: int,
    scale: float,
    bottom: int | None = None,
) -> pygame.Rect:
    """Words right of the face, each shrunk to the room up to ``edge`` (none if under 60 px:
    the next face covers it), a line under the one before as it is drawn (at large text a
    line is taller than its design size); given a ``bottom``, only the lines whole above it
    (the first always)."""
    x = r.right + int(8 * scale)
    room = edge - x
    at = pygame.Rect(x, r.y, 0, 0)
    if room < int(60 * scale):
        return at
    y = r.y + int(2 * scale)
    for i, (text, size, colour, kind) in enumerate(lines):
        fs, shown = theme.fit_text(text, theme.px(size * scale), room, kind)
        step = max(int(fs * 1.3), theme.line_h(fs))
        if i and bottom is not None and y + theme.line_h(fs) > bottom:
            break
        parts = [shown]
        if shown != text:  # cut short: its words on more lines while they fit (200 %: "Sniper
            # by Player 1 on..." lost whom it was aimed at)
            for fs in range(theme.px(size * scale), theme.MIN_TEXT - 1, -1):  # smaller first
                step = max(int(fs * 1.15), theme.line_h(fs))
                limit = bottom if bottom is not None else r.bottom + step - fs
                parts = theme.wrap(text, fs, room - 4, kind)  # (a gap before the next face)
                most = max(1, (limit - y - theme.line_h(fs)) // step + 1)
                if len(parts) <= most:
                    break
            if len(parts) > most:
                rest = " ".join(parts[most - 1 :])
                parts = parts[: most - 1] + [ellipsize(rest, room, theme.font_px(fs), kind)]
        for part in parts:
            line = theme.fit_text(part, fs, room, kind)[1]
            at.union_ip(theme.blit_text(surf, line, fs, (x, y), colour, kind))
            y += step
        if bottom is None and y > r.bottom - fs:
            break
    return at


def _below(
    surf: pygame.Surface,
    r: pygame.Rect,
    lines: Sequence[Line],
    bottom: int,
    scale: float,
    edge: int | None = None,
    narrow: bool = False,
    cap: bool = False,
) -> pygame.Rect:
    """Words under the face, wrapped to the face's width plus a little, smaller (down to the
    text floor) where they would run past ``bottom`` (the reaction window's bar); where that
    leaves words out (large text: "Courier..."), as wide as the room up to ``edge``
    (``narrow``: never wider). Returns where they lie."""
    box = below_box(r, lines, bottom, scale, edge, narrow, cap)
    parts, shown = _under(box, lines, bottom, scale)
    if 0 < len(shown) < len(parts):  # words left out: the last line shown says so
        text, fs, colour, kind = shown[-1]
        more = f"{text} {parts[len(shown)][0]}"
        shown[-1] = (ellipsize(more, box.width, theme.font_px(fs), kind), fs, colour, kind)
    y, at = box.y, pygame.Rect(box.x, box.y, 0, 0)
    for text, fs, colour, kind in shown:
        at.union_ip(theme.blit_text(surf, text, fs, (box.x, y), colour, kind))
        y += theme.line_h(fs, 1.25)
    return at


def below_box(
    r: pygame.Rect,
    lines: Sequence[Line],
    bottom: int,
    scale: float,
    edge: int | None = None,
    narrow: bool = False,
    cap: bool = False,
) -> pygame.Rect:
    """The box the words under face ``r`` wrap in: the face's width plus a little, or as wide
    as the room up to ``edge`` where the narrow box would leave words out above ``bottom``;
    ``narrow`` (the next card's words close by) or ``cap`` (the room ends there: a reaction
    window's bar beside the cards): never past ``edge``."""
    box = pygame.Rect(
        r.x - int(BELOW_LEFT * scale), r.bottom + int(8 * scale), r.width + int(50 * scale), 0
    )
    if narrow and edge is not None and edge - box.x < box.width:  # up to the next words
        box.width = max(r.width // 2, edge - box.x)
    elif edge is not None and edge - box.x > box.width:
        parts, shown = _under(box, lines, bottom, scale)
        if len(shown) < len(parts):
            box.width = edge - box.x
    elif cap and edge is not None and box.right > edge:  # (the bar beside the cards)
        box.width = max(r.width // 2, edge - box.x)
    return box


def _under(
    box: pygame.Rect, lines: Sequence[Line], bottom: int, scale: float
) -> tuple[list[Line], list[Line]]:
    """The lines of words wrapped in ``box`` (each at its size, smaller down to the text floor
    where they would run past ``bottom``), and the first of them that end above ``bottom``."""
    shrink = 1.0
    least = min((size for _text, size, _colour, _kind in lines), default=0)
    while shrink > 0.5:
        tall = sum(
            theme.line_h(theme.px(size * scale * shrink), 1.25)
            * len(theme.wrap(text, theme.px(size * scale * shrink), box.width, kind))
            for text, size, _colour, kind in lines
        )
        if box.y + tall <= bottom or theme.px(least * scale * shrink) == theme.MIN_TEXT:
            break
        shrink -= 0.1
    parts: list[Line] = []
    for text, size, colour, kind in lines:
        fs = theme.px(size * scale * shrink)
        parts += [(part, fs, colour, kind) for part in theme.wrap(text, fs, box.width, kind)]
    y, shown = box.y, []
    for part in parts:
        if y + theme.line_h(part[1]) > bottom:
            break
        shown.append(part)
        y += theme.line_h(part[1], 1.25)
    return parts, shown
