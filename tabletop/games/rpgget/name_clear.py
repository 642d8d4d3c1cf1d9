"""An RPG Get! arena card's name kept clear of its PP (an Enemy's EP) pill and its HP band
(issue 52): under a response window's bar the arena's cards are low (59x60 at 200 % on
1280x720, 48x67 at 100 % on 1920x1080 with four players), and a two-word name took two lines
("Linear / Cannon") whose second the PP pill covered, or a one-line name lay under the pill on
a narrow card. Such a card grows wider, as low, until its name takes a plate that ends above
the pill and the HP band (``Painter.badges``, ``Painter.draw_marks``), where its rank has that
room across."""

from __future__ import annotations

from typing import Any

from tabletop.ui import theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components.card import THUMB_W

GAME = "rpgget"

#: a name's plate may reach this far past the pill's top: the plate's padding under its text
PLATE_SLACK = 2


def name_clear(face: dict[str, Any], size: tuple[int, int], scale: float, fs: int) -> bool:
    """On an arena card of ``size`` (``face`` its ``face_card``) the name's plate ends above
    the PP pill (where the painter puts it: its row, or under the name where the card has
    room) and above the HP band. A thumbnail (no name drawn) is clear."""
    from tabletop.games.rpgget.layout import pill_row, title_bottom

    w, h = size
    if w < THUMB_W:
        return True
    bottom = title_bottom(face, size)
    px = 12 if scale < 0.8 else 15  # the pills' (``Painter.badges``)
    marks = 12 if scale < 0.8 else max(12, fs - 3)  # the HP band's (``Painter.marks_px``)
    with theme.unscaled():  # as the painter draws them: the card's own face
        band = h - theme.font_px(marks) - 12
        below = bottom + 2 + theme.line_h(px, 1.0) + 2 <= h - px - 12
    if bottom > band:
        return False
    return below or bottom - PLATE_SLACK <= pill_row(h)


def clear_width(
    faces: list[dict[str, Any]], card: tuple[int, int], most: int, scale: float, fs: int
) -> int:
    """The least width from ``card``'s up to ``most`` at which every name of ``faces`` is
    clear of its card's pills and band at ``card``'s height (``name_clear``) with no word split
    by a hyphen ("Launc-her", 2026-11-26), else with its name whole; ``card``'s own where they
    already are or no width up to ``most`` makes them so."""
    w, h = card
    for test in (unbroken, named):
        if all(name_clear(f, card, scale, fs) and test(f, card) for f in faces):
            return w
        for width in range(max(w + 2, THUMB_W), most + 1, 2):  # (a thumbnail shows no name)
            if all(name_clear(f, (width, h), scale, fs) and test(f, (width, h)) for f in faces):
                return width
    return w


def named(face: dict[str, Any], size: tuple[int, int]) -> bool:
    """``face``'s name is drawn whole on a card of ``size``."""
    return card_component.name_fits(GAME, face, size)


def unbroken(face: dict[str, Any], size: tuple[int, int]) -> bool:
    """``face``'s name is drawn whole on a card of ``size`` with no word split by a hyphen."""
    return card_component.name_unbroken(GAME, face, size)
