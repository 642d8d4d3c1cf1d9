"""The race screen's line under its title (``overlays.reaction_common.centred_lines``): at 200 %
text a long line ("Computer 4 chooses the target. Ann pressed too late: the race was over") ran
past both window edges; it goes on two lines inside the box, shortened only past that."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.overlays.reaction_common import centred_lines
from tests.ui.textspy import record_texts

SUB = "Tie for last: Ann and Bea and Cid. Computer 4 chooses the target. Ann pressed too late: the race was over"


def test_a_long_line_under_the_title_wraps_inside_the_box(monkeypatch: Any) -> None:
    App((1280, 720), headless=True)
    theme.set_ui(200, False)
    try:
        said = record_texts(monkeypatch)
        inner = pygame.Rect(100, 100, 700, 400)
        size = 24
        assert theme.text_width(SUB, size, "bold") > inner.width  # the case that was cut
        area = centred_lines(pygame.Surface((1280, 720)), SUB, size, inner, 120)
        assert 2 <= len(said) <= 2 and inner.contains(area)
        assert all(theme.text_width(w.text, w.px, "bold") <= inner.width for w in said)
        short = centred_lines(pygame.Surface((1280, 720)), "Ann was last!", size, inner, 120)
        assert short.width <= inner.width and said[-1].text == "Ann was last!"
    finally:
        theme.set_ui(100, False)
        pygame.quit()
