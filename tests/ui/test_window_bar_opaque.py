"""A reaction window's bar is opaque: over Austin Powers' arena, "The arena" and its hint
showed through between the bar's lines (a host's 3-person game, 1280x720, 2026-11-26)."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.layers import window_bar


def test_the_window_bars_fill_hides_what_lies_under_it() -> None:
    assert window_bar.WINDOW_FILL[3] == 255
    pygame.init()
    surf = pygame.Surface((200, 100))
    surf.fill((255, 255, 255))
    rect = pygame.Rect(20, 20, 160, 60)
    theme.panel(surf, rect, window_bar.WINDOW_FILL, edge=theme.ACCENT)
    assert surf.get_at(rect.center)[:3] == window_bar.WINDOW_FILL[:3]
