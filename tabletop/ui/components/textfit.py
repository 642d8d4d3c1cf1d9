"""Fitting a card's words in their room: one line at the largest size that fits, else wrapped
(a badge beside the first lines leaves them less room), hyphenated only when a word fits no
line, shortened with an ellipsis last; never under the 12 px floor (``MIN_PX``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.ui import assets, theme

#: the smallest text on a card face (the readability floor)
MIN_PX = 12
#: how far a line of a card's words may be narrowed (at 12 px) before a word is hyphenated or
#: turned: "Boomer- ang Blade" on a hand card, "Bodyguard" down a strip of a hand of fourteen
NARROW = 0.85
ELLIPSIS = "\u2026"


def width(s: str, px: int, kind: str) -> int:
    return theme.pixel_width(s, px, kind)


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


def wrap_lines(s: str, room: int, px: int, kind: str, rooms: Sequence[int] = ()) -> list[str]:
    """Greedy word wrap; a word longer than ``room`` stays whole on its own line. ``rooms``:
    line i's own room (the last one for the lines after), ``room`` where not given; a first
    word that fits only below the badge leaves the first line empty."""
    lines: list[str] = []
    cur = ""
    words = theme.wrap_words(s)
    words = [x for w in words for x in (w.split(" ") if width(w, px, kind) > room else [w])]
    for w in words:
        trial = f"{cur} {w}".strip()
        if not (cur or lines) and rooms and rooms[0] < width(w, px, kind) <= rooms[-1]:
            lines.append("")  # a first word too wide beside the badge goes below it
        if not cur or width(trial, px, kind) <= _line_room(room, rooms, len(lines)):
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def _line_room(room: int, rooms: Sequence[int], i: int) -> int:
    return rooms[min(i, len(rooms) - 1)] if rooms else room


def _fit(lines: list[str], room: int, rooms: Sequence[int], px: int, kind: str) -> bool:
    return all(width(x, px, kind) <= _line_room(room, rooms, i) for i, x in enumerate(lines))


def hyphenate(s: str, room: int, px: int, kind: str) -> str:
    """``s`` with each word wider than ``room`` broken into pieces ending in a hyphen (at least
    three letters a piece), each piece as long as ``room`` holds."""
    out = []
    for w in s.split():
        while width(w, px, kind) > room and len(w) > 6:
            n = _break(w, room, px, kind)
            out.append(w[:n] + ("" if w[n - 1] == "-" else "-"))
            w = w[n:]
        out.append(w)
    return " ".join(out)


def _break(w: str, room: int, px: int, kind: str) -> int:
    """Where ``w`` breaks for a line ``room`` pixels wide: at its own hyphen where that leaves a
    piece that fits ("Cave-" / "In": a hyphen added next to it read "Cave-" / "-In"), else
    after the most letters that fit with a hyphen (at least three, three left over)."""
    own = [k for k in range(2, len(w) - 1) if w[k - 1] == "-" and width(w[:k], px, kind) <= room]
    if own:
        return max(own)
    fits = [
        k
        for k in range(3, len(w) - 2)
        if width(w[:k] + "-", px, kind) <= room and "-" not in (w[k - 1], w[k])
    ]
    return max(fits) if fits else 3


def wrap_hyphenated(s: str, room: int, px: int, kind: str, rooms: Sequence[int] = ()) -> list[str]:
    """``wrap_lines``, a word too wide for a line of its own broken with a hyphen: it starts a
    line, its first piece as long as that line holds and the rest on the next lines, so a word
    two lines hold is in two pieces and no line holds two pieces of one word ("Shar-" /
    "psho- ot!" was broken for the narrow line beside a badge, then wrapped)."""
    lines: list[str] = []
    cur = ""
    for w in theme.wrap_words(s):
        trial = f"{cur} {w}".strip()
        if not (cur or lines) and rooms and rooms[0] < width(w, px, kind) <= rooms[-1]:
            lines.append("")  # a first word too wide beside the badge goes below it
        if width(trial, px, kind) <= _line_room(room, rooms, len(lines)):
            cur = trial
            continue
        if cur:
            lines.append(cur)
        while width(w, px, kind) > _line_room(room, rooms, len(lines)) and len(w) > 6:
            n = _break(w, _line_room(room, rooms, len(lines)), px, kind)
            lines.append(w[:n] + ("" if w[n - 1] == "-" else "-"))
            w = w[n:]
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
    rooms: Callable[[int, str], Sequence[int]] | None = None,
    narrow: float = 1.0,
) -> tuple[int, str, list[str], bool]:
    """``s`` on as few lines as possible (one first, at the largest size that fits, then two,
    then up to ``max_lines``), never below ``min_px``; a word is hyphenated only when it fits
    whole on no line at any size, nor (``narrow`` < 1) at ``min_px`` narrowed to ``narrow`` of
    its width: the caller draws a line wider than its room narrowed into it ("Boomer- ang
    Blade" on a hand card). ``rooms(px, kind)``: each line's own room (a badge beside the
    first lines only), else ``room`` for all. Returns (px, kind, lines, cut)."""
    max_px = max(min_px, max_px)

    def per_line(px: int, kind: str) -> Sequence[int]:
        return rooms(px, kind) if rooms is not None else ()

    for n in range(1, max_lines + 1):
        for kind in kinds:
            for px in range(max_px, min_px - 1, -1):
                rs = per_line(px, kind)
                lines = wrap_lines(s, room, px, kind, rs)
                if len(lines) <= n and _fit(lines, room, rs, px, kind):
                    return px, kind, lines, False
    if narrow < 1.0:  # whole words, narrowed a little, before any hyphen
        for kind in kinds:
            rs = [int(r / narrow) for r in per_line(min_px, kind)]
            lines = wrap_lines(s, int(room / narrow), min_px, kind, rs)
            if len(lines) <= max_lines and _fit(lines, int(room / narrow), rs, min_px, kind):
                return min_px, kind, lines, False
    # a word wider than the room (a long name on a small card): hyphenated before any ellipsis,
    # on as few lines as can be (narrowed a little at ``min_px`` before a third piece)
    for n in range(1, max_lines + 1):
        for kind in kinds:
            for px in range(max_px, min_px - 1, -1):
                rs = per_line(px, kind)
                lines = wrap_hyphenated(s, room, px, kind, rs)
                if len(lines) <= n and _fit(lines, room, rs, px, kind):
                    return px, kind, lines, False
            if narrow < 1.0:
                rs = [int(r / narrow) for r in per_line(min_px, kind)]
                lines = wrap_hyphenated(s, int(room / narrow), min_px, kind, rs)
                if len(lines) <= n and _fit(lines, int(room / narrow), rs, min_px, kind):
                    return min_px, kind, lines, False
    # the last resort: the name cut with an ellipsis, every line inside the room (a word too
    # wide even hyphenated is cut too: a line past the room ran over a card's frame)
    kind = kinds[-1]
    s = hyphenate(s, room, min_px, kind)
    lines = wrap_lines(s, room, min_px, kind)[:max_lines]
    rest = " ".join(s.split()[sum(len(x.split()) for x in lines[:-1]) :])
    lines[-1] = ellipsize(rest, room, min_px, kind)
    lines = [
        ellipsize(x, room, min_px, kind) if width(x, min_px, kind) > room else x for x in lines
    ]
    return min_px, kind, lines, True


def fits_wrapped(s: str, rect: pygame.Rect, px: int, kind: str, gap: float) -> bool:
    lines = theme.wrap(s, px, rect.width, kind)
    if any(width(x, px, kind) > rect.width for x in lines):
        return False
    line_h = assets.font(px, kind).get_height()
    return (len(lines) - 1) * int(px * gap) + line_h <= rect.height + 2


def blit_narrowed(
    surf: pygame.Surface,
    line: str,
    px: int,
    kind: str,
    at: tuple[int, int],
    anchor: str,
    colour: tuple[int, ...],
    room: int,
    shadow: bool = True,
) -> None:
    """A line of a card's words (with its shadow); wider than its ``room`` (``NARROW``),
    narrowed into it."""
    theme.blit_text(surf, line, px, at, colour, kind, anchor=anchor, shadow=shadow, fit=room)
