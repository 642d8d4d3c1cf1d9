"""A new window starts without the full-window surfaces an earlier one left for its next table
(``table_paint._spare``, the felt ``_bases``): they were made for the other display, and a
table drawn on one of them drew its end panel where the screen-probing tests did not see it
(the Beanz end-panel check failed only after a test that laid a table out at 1920x1080)."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tabletop.ui.parts import table_paint


def test_a_new_app_forgets_the_last_windows_spare_surfaces() -> None:
    first = App((1920, 1080), headless=True)
    table_paint._spare[("layer", (1920, 1080))] = pygame.Surface((1920, 1080))
    table_paint.felt_base(None, (1920, 1080))
    assert table_paint._spare and table_paint._bases
    pygame.quit()
    del first
    App((1920, 1080), headless=True)
    try:
        assert not table_paint._spare and not table_paint._bases
    finally:
        pygame.quit()
