"""Ctrl+Z on a reaction window everyone is looking at asks whose undo it is (``Screen.undo``):
the question is a panel in the middle of the table, where everyone at the screen is looking,
not a small message in the log's column (new players missed it there and did not see that
the table was waiting for a key). The window's bar stays in sight beside it ("paused")."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

TITLE = "Whose Undo is it?"
WHY = "Everyone is looking: Undo takes back only your own move."
NOBODY = "Esc if nobody's."
#: the panel's colour (opaque: the cards under it never show through its words)
FILL = (10, 14, 20, 255)


@dataclass
class AskPlace:
    rect: pygame.Rect
    title_top: int
    text: pygame.Rect  # the sentences' box
    lines: list[tuple[str, int, tuple[int, int, int], str]]  # (words, size, colour, kind)


def keys_line(t: TableScene) -> str:
    """Each person's claim key, as the question asks for it."""
    from tabletop.ui.layers.bars import CLAIM_NAMES  # (bars reads the table's painter)

    keys = ", ".join(f"{t.session.seat_name(h)} [{CLAIM_NAMES[h]}]" for h in t.screen.humans())
    return f"Press your key: {keys}"


def place(t: TableScene) -> AskPlace | None:
    """Where the question goes (None: none is asked): centred on the table, clear of the
    window's bar (above it, else below it) where the table has the room."""
    if t.screen.ask_toast is None:
        return None
    s = t.scale
    play = t.play_rect
    gap, pad = int(12 * s), theme.grow(22 * s)
    width = min(play.width - 2 * gap, theme.grow(820 * s))
    inner = width - 2 * pad
    title = int(34 * s)
    body = int(22 * s)
    lines: list[tuple[str, int, tuple[int, int, int], str]] = []
    for words, colour, kind in (
        (WHY, theme.TEXT, "sans"),
        (keys_line(t), theme.ACCENT, "bold"),
        (NOBODY, theme.TEXT, "sans"),
    ):
        lines += [(line, body, colour, kind) for line in theme.wrap(words, body, inner, kind)]
    step = theme.line_h(body, 1.25)
    text_h = len(lines) * step
    head = theme.line_h(title, 1.2)
    h = pad + head + int(10 * s) + text_h + pad
    rect = pygame.Rect(0, 0, width, h)
    rect.center = play.center
    bar = t.bar.rect()
    if bar is not None and rect.colliderect(bar):
        if bar.top - gap - h >= play.top + gap:
            rect.bottom = bar.top - gap
        elif bar.bottom + gap + h <= play.bottom - gap:
            rect.top = bar.bottom + gap
    rect.clamp_ip(play)
    top = rect.top + pad
    text = pygame.Rect(rect.left + pad, top + head + int(10 * s), inner, text_h)
    return AskPlace(rect, top, text, lines)


def draw(t: TableScene, surf: pygame.Surface) -> None:
    """The question in its panel: its title, why it is asked and each person's key."""
    at = place(t)
    if at is None:
        return
    s = t.scale
    theme.panel(surf, at.rect, FILL, edge=theme.ACCENT, radius=18)
    theme.blit_text(
        surf,
        TITLE,
        int(34 * s),
        (at.rect.centerx, at.title_top),
        theme.ACCENT,
        "serif",
        anchor="midtop",
        shadow=True,
    )
    y = at.text.top
    for line, size, colour, kind in at.lines:
        theme.blit_text(surf, line, size, (at.text.centerx, y), colour, kind, anchor="midtop")
        y += theme.line_h(size, 1.25)


@contextmanager
def set_aside(t: TableScene) -> Iterator[bool]:
    """The table's other messages drawn without the question (True: it is asked; it is
    drawn in its own panel), which is kept among them for what reads it."""
    ask = t.screen.ask_toast
    items = t.toasts.items
    if ask is None or ask not in items:
        yield False
        return
    at = items.index(ask)
    items.remove(ask)
    try:
        yield True
    finally:
        if ask not in t.toasts.items:
            t.toasts.items.insert(min(at, len(t.toasts.items)), ask)
