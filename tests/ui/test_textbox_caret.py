"""A text box's caret (``ui/components/textinput.py``) grows with the text scale: at 200 % text
a new player found it as thin and short as at 100 % beside letters twice the size."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components.textinput import TextInput

CARET = (20, 20, 30)


@pytest.fixture()
def ui():
    pygame.init()
    yield
    theme.set_ui(100)
    pygame.quit()


def caret_box(pct: int, text: str = "") -> tuple[pygame.Rect, pygame.Surface]:
    """The bounding box of the caret's pixels in a focused box drawn at ``pct`` % text."""
    theme.set_ui(pct)
    surf = pygame.Surface((600, theme.grow(64)))
    surf.fill((0, 0, 0))
    box = TextInput(upper=False)
    box.rect = pygame.Rect(0, 0, 600, theme.grow(64))
    box.text = text
    box.focus = True
    box.draw(surf, 24)
    # the caret is the dark bar right of the text (the letters end before it)
    start = box.rect.x + max(6, box.rect.height // 5)
    if text:
        start += theme.text(text, 24, CARET, "bold").get_width()
    cols = [
        x
        for x in range(start, box.rect.right - 4)
        if any(surf.get_at((x, y))[:3] == CARET for y in range(box.rect.height))
    ]
    rows = [
        y for y in range(box.rect.height) if any(surf.get_at((x, y))[:3] == CARET for x in cols)
    ]
    assert cols and rows, "no caret drawn"
    return pygame.Rect(cols[0], rows[0], cols[-1] - cols[0] + 1, rows[-1] - rows[0] + 1), surf


@pytest.mark.parametrize("text", ["", "Evil Dots"])
def test_the_caret_is_wider_and_taller_at_200_percent_text(ui, text: str) -> None:
    small, _ = caret_box(100, text)
    large, shot = caret_box(200, text)
    assert small.w >= 2
    assert large.w >= 2 * small.w - 1, (small, large)  # about twice as thick
    assert large.h >= 2 * small.h - 2, (small, large)  # as tall as the letters beside it
    letters = theme.text("E", 24, CARET, "bold").get_bounding_rect()
    assert large.h >= letters.h  # never shorter than a capital at that size
    assert large.w * 12 >= letters.h  # a bar a reader sees, not a hairline
