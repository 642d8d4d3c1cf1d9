"""The Codenames Director window's frame: its title bar (whose screen it is, who acts now) and
its own Close button, so the window closes from itself (the button, Esc, or its title bar)
wherever it opened: without a window manager it opens over the table and hides the table's
"Close Director window" button (a new player, 2026-11-26, found no way back from it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.codenames.paint import Geo
from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View

TITLE = "DIRECTORS ONLY \u2014 Agents, do not look at this screen"
SHORT_TITLE = "DIRECTORS ONLY"
CLOSE = "Close (Esc)"


def geo(size: tuple[int, int]) -> Geo:
    """Where the board lies in a Director window of ``size``: under its title bar, which is
    as tall as its words at the text size."""
    w, h = size
    s = min(w / 1920, h / 1080) * 1.2
    title_h = max(int(56 * s), theme.line_h(26 * s) + int(16 * s))
    return Geo(pygame.Rect(0, title_h, w, h - title_h), s)


def draw_title(surf: pygame.Surface, g: Geo, who: str) -> pygame.Rect:
    """The title bar: the Close button at the right, "Acting: NAME" before it and the warning
    in the room left (shorter, never under the others); returns the Close button."""
    s, w, bar_h = g.s, surf.get_width(), g.area.y
    pygame.draw.rect(surf, (60, 14, 18), (0, 0, w, bar_h))
    pad = int(16 * s)
    px = theme.px(20 * s)
    bw = theme.text_width(CLOSE, px, "bold") + 2 * pad
    close = pygame.Rect(0, 0, bw, bar_h - int(10 * s))
    close.midright = (w - int(8 * s), bar_h // 2)
    pygame.draw.rect(surf, (52, 66, 84), close, border_radius=8)
    pygame.draw.rect(surf, theme.TEXT, close, 2, border_radius=8)
    theme.blit_text(surf, CLOSE, px, close.center, theme.TEXT, "bold", "center")
    acting = f"Acting: {who}"
    ax = close.x - pad
    tx = int(16 * s)
    title_px = int(26 * s)
    if tx + theme.text_width(SHORT_TITLE, title_px, "bold") + pad > ax - theme.text_width(
        acting, px
    ):
        acting = ""  # no room: the warning comes first
    if acting:
        ar = theme.blit_text(surf, acting, px, (ax, bar_h // 2), theme.TEXT, anchor="midright")
        ax = ar.x - pad
    room = ax - tx
    title = TITLE if theme.text_width(TITLE, theme.px(title_px), "bold") <= room else SHORT_TITLE
    size, said = theme.fit_text(title, title_px, room, "bold")
    theme.blit_text(surf, said, size, (tx, bar_h // 2), theme.ACCENT, "bold", anchor="midleft")
    return close


def closes(v: View, event: pygame.event.Event) -> bool:
    """Does this event of the Director window close it (Esc, or a click on its Close)?"""
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        return True
    r = v.rects["dir"].get("close")
    return (
        event.type == pygame.MOUSEBUTTONUP
        and event.button == 1
        and r is not None
        and r.collidepoint(event.pos)
    )
