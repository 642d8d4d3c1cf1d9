"""The Codenames clue entry in the banner (the main window's or the Director window's): the
word box, Give clue, the number buttons and the hint or the engine's reason for a refusal;
with large text each holds its words (the hint under the numbers, across the banner)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.codenames.paint import Geo, entry_rows, number_text
from tabletop.games.codenames.rules.types import CodenamesView
from tabletop.ui import theme
from tabletop.ui.components.widgets import label_pad

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View


def pads(more: float) -> int:
    """A button's room beside its words: ``label_pad`` each side (growing with the text) and
    ``more`` pixels."""
    return 2 * label_pad() + int(more)


def draw_entry(v: View, surf: pygame.Surface, geo: Geo, view: CodenamesView, target: str) -> None:
    s = geo.s
    b = geo.banner
    pad = int(16 * s)
    large = theme.ui_scale() > 1.0
    rects: dict[str, Any] = {}
    box_h, bh = entry_rows(s)
    box = pygame.Rect(b.x + pad, b.y + int(12 * s), int(min(560 * s, b.width * 0.46)), box_h)
    v.entry.rect = box
    v.entry.draw(surf, int(38 * s))
    give_w = max(int(210 * s), theme.text_width("Give clue", int(26 * s), "bold") + pads(12 * s))
    give = pygame.Rect(box.right + int(14 * s), box.y, give_w, box.height)
    ready = bool(v.entry.text.strip()) and v.number is not None
    pygame.draw.rect(surf, (235, 180, 50) if ready else (90, 90, 90), give, border_radius=10)
    pygame.draw.rect(surf, (0, 0, 0), give, 2, border_radius=10)
    theme.blit_text(
        surf,
        "Give clue",
        int(26 * s),
        give.center,
        (25, 20, 10) if ready else (40, 40, 40),
        "bold",
        "center",
    )
    rects["give"] = give
    # the number picker (large text: each button as wide as its number, the row in the banner)
    y = box.bottom + int(10 * s)
    rects["numbers"] = draw_numbers(v, surf, view, box.x, y, b.right - int(16 * s), bh, s)
    # hint or the engine's reason for a refusal: right of Give clue, or (large text) under the
    # numbers across the banner
    if large:
        top = y + bh + int(8 * s)
        msg_rect = pygame.Rect(box.x, top, b.right - pad - box.x, b.bottom - int(6 * s) - top)
    else:
        msg_rect = pygame.Rect(
            give.right + int(16 * s),
            b.y + int(10 * s),
            b.right - give.right - int(30 * s),
            int(68 * s),
        )
    key_hidden = target == "main" and not v.key_open_main(v.table.view)
    if v.entry_error:
        msg, size, colour, kind = v.entry_error, int(19 * s), (255, 150, 140), "bold"
    else:
        msg = "Type one word, pick a number, press Give clue (or Enter)."
        if view.get("can_ask_rival"):
            msg += " A doubtful clue (spaces, hyphens) goes to the rival Director."
        if large and key_hidden:  # the key's reminder with the hint (no room beside it)
            msg = "Hold Tab to see the key. " + msg
        size, colour, kind = int(17 * s), theme.MUTED, "sans"
    theme.blit_wrapped(surf, msg, wrapped_px(msg, size, msg_rect, kind), msg_rect, colour, kind)
    if key_hidden and not large:
        theme.blit_text(
            surf,
            "Hold Tab to see the key",
            int(18 * s),
            (b.right - int(14 * s), b.bottom - int(12 * s)),
            (255, 140, 130),
            "bold",
            anchor="bottomright",
        )
    v.rects[target] = {**v.rects.get(target, {}), **rects}


def wrapped_px(text: str, size: int, rect: pygame.Rect, kind: str = "sans") -> int:
    """The largest design size up to ``size`` (not under the floor) at which ``text`` wrapped
    to ``rect``'s width fits its height."""
    size = theme.px(size)
    while size > theme.MIN_TEXT:
        n = len(theme.wrap(text, size, rect.width, kind))
        if (n - 1) * int(theme.font_px(size) * 1.15) + theme.line_h(size) <= rect.height + 2:
            break
        size -= 1
    return size


def draw_numbers(
    v: View,
    surf: pygame.Surface,
    view: CodenamesView,
    x0: int,
    y: int,
    right: int,
    bh: int,
    s: float,
) -> list[tuple[pygame.Rect, Any]]:
    """ "Number:" and a button for each number a clue may have, from ``x0`` to ``right``."""
    lab = theme.blit_text(
        surf, "Number:", int(20 * s), (x0, y + (bh - theme.line_h(20 * s)) // 2), theme.MUTED,
        "bold",
    )  # fmt: skip
    x = lab.right + int(12 * s)
    numbers = v.numbers(view)
    gap = int(6 * s)
    bw = max(int(48 * s), theme.text_width("8", int(24 * s), "bold") + pads(4 * s))
    wide = max(int(60 * s), theme.text_width("\u221e", int(24 * s), "bold") + pads(4 * s))
    room = right - x
    need = sum(wide if n == "unlimited" else bw for n in numbers) + gap * (len(numbers) - 1)
    if need > room:  # a narrow banner: the buttons and their gaps closer
        gap = max(2, int(2 * s))
        digit = theme.text_width("8", int(24 * s), "bold")
        share = (room - gap * (len(numbers) - 1)) // max(1, len(numbers))
        bw = max(digit + 6, min(digit + pads(-6), share), (room - gap * 10) // 11)
    nums = []
    for n in numbers:
        label = number_text(n)
        r = pygame.Rect(x, y, bw if n != "unlimited" else wide, bh)
        sel = v.number == n
        pygame.draw.rect(surf, theme.ACCENT if sel else (52, 66, 84), r, border_radius=8)
        pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=8)
        theme.blit_text(
            surf,
            label,
            int(24 * s),
            r.center,
            (20, 20, 20) if sel else theme.TEXT,
            "bold",
            "center",
        )
        nums.append((r, n))
        x = r.right + gap
    return nums
