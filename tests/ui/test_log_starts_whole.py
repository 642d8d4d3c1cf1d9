"""The log panel starts at the beginning of an entry: when a wrapped entry's first rows are
scrolled past the top, its remaining rows ("resolved.", "each.") are not shown alone."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.components.widgets import LogPanel


def test_first_row_shown_begins_an_entry() -> None:
    pygame.init()
    try:
        long = "Ann plays the Assassin on Bo, and the stack is resolved once everyone passes."
        for height in range(220, 420, 7):  # each holds a whole long entry
            log = LogPanel()
            for k in range(12):
                log.add(long if k % 2 else f"Move {k}.", theme.TEXT)
            rect = pygame.Rect(0, 0, 220, height)
            _size, _inner, shown, _step = log._rows(rect, 1.0)
            assert shown
            # the first row shown is some entry's first row
            assert shown[0][0] in ("Move 10.", "Move 8.", "Move 6.", "Move 4.", "Move 2.") or (
                long.startswith(shown[0][0])
            ), (height, shown[0][0])
    finally:
        pygame.quit()
