"""Where the keyboard's status band goes (``TablePainter.status_band``): the words a held or
focused card's keys need when the top bar cannot hold them, on a band laid over empty table
space. No seat's cards, name or counts lie under it, nor the focused place or the held card;
it is as wide as the free room allows, its text at the size asked for (the status line's
chosen size: more lines, never smaller).

Pure rect arithmetic over what the table says lies where; no drawing."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui import theme


@dataclass
class Keep:
    """What the band must leave in sight, by weight: ``hard`` the focused place and the held
    card, ``keep`` every seat's cards, piles, names and counts and the move buttons, ``soft``
    empty drop places and what a lesson's panel also leaves in sight."""

    hard: list[pygame.Rect]
    keep: list[pygame.Rect]
    soft: list[pygame.Rect]

    def cost(self, r: pygame.Rect) -> tuple[int, int, int]:
        return (
            len(r.collidelistall(self.hard)),
            len(r.collidelistall(self.keep)),
            len(r.collidelistall(self.soft)),
        )


@dataclass
class Band:
    rect: pygame.Rect
    px: int
    lines: list[str]


def sizes(
    text: str, base: int, room: int, most: int, m: int, least: int = theme.MIN_TEXT
) -> list[tuple[int, list[str], int]]:
    """(design px, lines, width) to try, the largest text first: at each size the text on one
    line, then on each more line up to ``most`` + 1, each band as narrow as its lines allow
    (its lines balanced), down to ``least`` (the floor)."""
    out: list[tuple[int, list[str], int]] = []
    floor = max(theme.MIN_TEXT, min(least, base))
    for px in range(base, floor - 1, -1):
        one = theme.text_width(text, px, "bold")
        for k in range(1, most + 2):
            lo, hi = one // k, room - 2 * m  # the narrowest wrap width giving k lines or fewer
            if len(theme.wrap(text, px, hi, "bold")) > k:
                continue
            while hi - lo > 4:
                mid = (lo + hi) // 2
                lo, hi = (lo, mid) if len(theme.wrap(text, px, mid, "bold")) <= k else (mid, hi)
            lines = theme.wrap(text, px, hi, "bold")
            wide = max(theme.text_width(x, px, "bold") for x in lines)
            if not out or out[-1][1] != lines:
                out.append((px, lines, wide + 2 * m))
    if not out:  # more lines than that even at the floor: the floor over the whole room
        lines = theme.wrap(text, floor, room - 2 * m, "bold")
        out.append((floor, lines, room))
    return out


def place(
    text: str,
    base: int,
    span: tuple[int, int],
    area: pygame.Rect,
    keep: Keep,
    most: int,
    m: int,
    centre: int,
    least: int = theme.MIN_TEXT,
) -> Band:
    """The band for ``text`` between ``span``'s x ends inside ``area`` (under the top bar, in
    the window): the first place, top down, that covers nothing ``keep`` holds, at the largest
    size that has one; where none is free, the one that covers least (the focused place and
    the held card first, then the seats' cards and names, then empty places). Never under
    ``least`` (a status line keeps its chosen size: more lines instead)."""
    lo, hi = span
    best: tuple[tuple[int, int, int, int], Band] | None = None
    step = max(2, m // 2)
    for n, (px, lines, w) in enumerate(sizes(text, base, hi - lo, most, m, least)):
        h = theme.line_h(px) * len(lines) + m
        if w > hi - lo or h > area.height:
            continue
        mid = max(lo, min(centre - w // 2, hi - w))
        xs = sorted({mid, lo, hi - w, *(lo + (hi - w - lo) * i // 6 for i in range(7))})
        xs.sort(key=lambda x: abs(x - mid))  # nearest the play area's middle first
        for y in range(area.top, area.bottom - h + 1, step):
            for x in xs:
                r = pygame.Rect(x, y, w, h)
                c = keep.cost(r.inflate(m, m))  # a little apart from what it keeps clear of
                if c == (0, 0, 0):
                    return Band(r, px, lines)
                if best is None or (*c, n) < best[0]:
                    best = ((*c, n), Band(r, px, lines))
    if best is None:  # nothing fits the window: the smallest text over the whole width
        px, lines, w = sizes(text, base, hi - lo, most, m, least)[-1]
        r = pygame.Rect(lo, area.top, min(w, hi - lo), theme.line_h(px) * len(lines) + m)
        return Band(r, px, lines)
    return best[1]
