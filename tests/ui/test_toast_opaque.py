"""A message is opaque: the words under it never show through its lines (new players at 200 %:
the hint "Drag your Shagger or Assassin onto an opponent's Agent" and the Codenames Clues list
read through a message laid over them, a jumble of both)."""

from __future__ import annotations

import pygame

from tabletop.ui.components.widgets import Toasts


def test_a_message_hides_what_lies_under_it() -> None:
    pygame.init()
    try:
        under = pygame.Surface((600, 200))
        under.fill((255, 255, 255))  # white words under it, as bright as can be
        toasts = Toasts(lambda: 0.0)
        toasts.add("Computer 2 played Lion Bean Headz-up.", "info", life=5.0)
        toasts.draw(under, 300, 40, 1.0)
        box = toasts.drawn[0]
        inside = under.get_at((box.left + 20, box.bottom - 6))  # under the last line
        assert inside[:3] == (30, 40, 55), inside
    finally:
        pygame.quit()
