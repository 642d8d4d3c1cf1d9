"""Where a word's letters (their ink, not their text box) fall: a word grown at large text on
a card's name plate keeps a margin inside the plate's border and is centred by its letters
(at 200 % "JESSICA / JONES" ran over the plate's sides and its bottom line)."""

from __future__ import annotations

import functools

import pygame

from tabletop.ui import assets


def plate_margin(size: tuple[int, int]) -> int:
    """How far a grown word's letters keep inside its plate's border."""
    return max(2, int(size[0] * 0.03))


@functools.lru_cache(maxsize=4096)
def _ink_rows(line: str, px: int, font: str) -> tuple[int, int]:
    """The rows of ``line``'s letters (their ink) from the top of its text box."""
    ink = assets.font(px, font).render(line, True, (0, 0, 0)).get_bounding_rect()
    return ink.top, ink.bottom


def ink_span(lines: list[str], px: int, font: str) -> tuple[int, int]:
    """Where the letters of ``lines`` (set ``int(px * 1.02)`` apart) begin and end, from the
    first line's top."""
    lh = int(px * 1.02)
    rows = [_ink_rows(x, px, font) for x in lines]
    return min(a + i * lh for i, (a, _b) in enumerate(rows)), max(
        b + i * lh for i, (_a, b) in enumerate(rows)
    )


def ink_height(lines: list[str], px: int, font: str) -> int:
    top, bottom = ink_span(lines, px, font)
    return bottom - top


def line_top(box: pygame.Rect, lines: list[str], px: int, font: str, grown: bool) -> int:
    """Where the first of ``lines`` (its text box) goes in ``box``: the letters in the middle;
    a grown word's no higher than its text boxes centred (the band over the plate stays as
    wide: a lesson's arrow runs there, between the names and the small upside-down ones)."""
    top, bottom = ink_span(lines, px, font)
    y = box.centery - (top + bottom) // 2
    return max(y, box.centery - int(px * 1.02) * len(lines) // 2) if grown else y


def ink_fits(box: pygame.Rect, lines: list[str], px: int, font: str, margin: int) -> bool:
    """A grown word's letters placed in ``box`` (``line_top``) keep ``margin`` inside it,
    above and below."""
    y = line_top(box, lines, px, font, True)
    top, bottom = ink_span(lines, px, font)
    return y + top >= box.top + margin and y + bottom <= box.bottom - margin
