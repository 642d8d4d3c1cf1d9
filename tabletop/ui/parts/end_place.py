"""Where the end panel's parts lie (``layers.panels.EndLayer``): each part as tall and wide as
its words at the text size in force, one under the other, so at 150 % and 200 % the title, the
seed, the result's lines, the standings and Play again never cover or cut one another, and the
panel stays in the window (at 200 % on 1280x720 the title lay over the seed and the result, the
result kept one of its two lines, two standings rows overlapped and the button read "Play…")."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.ui import theme
from tabletop.ui.components import scores as score_ui
from tabletop.ui.components.widgets import words_width

#: the end panel's buttons, left to right
END_BUTTONS = ("Play again", "Replay", "Menu")


@dataclass
class EndPlace:
    rect: pygame.Rect
    title_size: int  # the title's design size (smaller only where a long title needs it)
    title_top: int
    text_rect: pygame.Rect  # the result's wrapped lines
    rows_rect: pygame.Rect  # the standings (empty: none)
    buttons: list[pygame.Rect] = field(default_factory=list)


def height_of(size: float, kind: str = "sans") -> int:
    """The height of a line of text of design size ``size`` as ``theme.blit_text`` draws it."""
    return theme.font(theme.px(size), kind).get_height()


def place_end(
    scale: float,
    title: str,
    text: str,
    seed: str,
    rows: int,
    anchor: tuple[int, int],
    room: pygame.Rect,
) -> EndPlace:
    """The end panel's layout at layout ``scale``: its bottom centre at ``anchor`` where it
    fits, wholly inside ``room`` (the table under the top bar)."""
    s = scale
    pad, gap = int(18 * s), int(6 * s)
    edge = int(10 * s)
    widest = room.width - 2 * edge
    bh = max(int(52 * s), theme.grow(40 * s))
    bws = [max(int(220 * s), words_width(b, bh)) for b in END_BUTTONS]
    bgap = int(20 * s)
    w = min(widest, max(int(900 * s), sum(bws) + 2 * bgap + 2 * pad))
    # the seed in the top right corner; the title beside it where both fit, else under it
    seed_size = 17 * s
    seed_h = height_of(seed_size)
    seed_w = theme.text_width(seed, theme.px(seed_size))
    title_size = theme.px(46 * s)
    beside = w - 2 * (seed_w + pad + gap)
    title_top = int(20 * s)
    if theme.text_width(title, title_size, "serif") > beside:
        title_top = int(14 * s) + seed_h + gap
        title_size = theme.fit_px(title, title_size, w - 2 * pad, "serif")
    text_top = max(int(84 * s), title_top + height_of(title_size, "serif") + gap)
    text_w = w - int(60 * s)
    size = theme.px(21 * s)
    lines = len(theme.wrap(text, size, text_w))
    text_h = lines * int(theme.font_px(size) * 1.15)
    if not rows:  # the room kept for the result's words as before, where it is more
        text_h = max(text_h, int(90 * s))
    rows_h = rows * score_ui.row_height(s) + (int(14 * s) if rows else 0)
    rows_top = text_top + text_h + int(8 * s)
    # the buttons in a row where they fit side by side, else one under the other
    if sum(bws) + 2 * bgap <= w - 2 * pad:
        buttons_h = bh
    else:
        buttons_h = 3 * bh + 2 * gap
    buttons_top = max(rows_top + rows_h, text_top + text_h + int(14 * s))
    h = buttons_top + buttons_h + int(18 * s)
    rect = pygame.Rect(0, 0, w, h)
    rect.midbottom = anchor
    rect.bottom = min(rect.bottom, room.bottom - edge)
    rect.top = max(rect.top, room.top + int(8 * s))
    rect.clamp_ip(room)
    place = EndPlace(
        rect,
        title_size,
        rect.y + title_top,
        pygame.Rect(rect.x + int(30 * s), rect.y + text_top, text_w, text_h),
        pygame.Rect(rect.x, rect.y + rows_top, w, rows_h),
    )
    by = rect.y + buttons_top
    if buttons_h == bh:
        x = rect.centerx - (sum(bws) + 2 * bgap) // 2
        for bw in bws:
            place.buttons.append(pygame.Rect(x, by, bw, bh))
            x += bw + bgap
    else:
        bw = min(max(bws), w - 2 * pad)
        for i in range(len(bws)):
            place.buttons.append(pygame.Rect(rect.centerx - bw // 2, by + i * (bh + gap), bw, bh))
    return place
