"""The size of a number key's badge (the digit 1-9 drawn on an option the number keys choose):
one rule for the table's keys (``ui.layers.focus_parts``) and for the games that keep a place
for it on their cards (a Codenames card's corner, an RPG Get! card's picture)."""

from __future__ import annotations

from tabletop.ui import theme


def side(size: int) -> int:
    """A badge's width and height with its digit at design ``size`` (never under the floor) at
    the text size in force, and a rim (at 200 % the digit ran past a badge sized at 100 %)."""
    return int(theme.font_px(max(theme.MIN_TEXT, size)) * 1.3)


def digit_px(s: float, height: int | None = None) -> int:
    """The design size of a badge's digit at scale ``s``; with ``height``, the largest whose
    badge fits that height, never under the floor (``height`` 0: the smallest badge)."""
    size = max(theme.MIN_TEXT, int(26 * s))
    while height is not None and size > theme.MIN_TEXT and side(size) > height:
        size -= 1
    return size
