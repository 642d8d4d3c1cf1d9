"""A screen's message never lies over its buttons: at 200 % on a 1280x720 window, "11 cards
added to Ann's collection" lay over the pack screen's Done button, drawn at a fixed height over
the window's foot. Now the messages go up above any button they would cover (the pack screen,
the collection, the deck builder and sealed play draw them so)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui.components.widgets import Toasts
from tests.ui import screenprobe


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_cards_added_clear_of_done(
    scale: int, size: tuple[int, int], tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    try:
        screenprobe.open_packs(app)
        packs = app.scenes[-1]
        packs.reveal_all()
        packs.add()
        assert packs.toasts.items, "no message said the cards were added"
        surf = pygame.Surface(size)
        packs.draw(surf)
        drawn = packs.toasts.drawn
        assert drawn, "the message was not drawn"
        labels = [b.label for b in packs.buttons]
        assert "Done" in labels or any("Done" in x for x in labels)
        for box in drawn:
            assert surf.get_rect().contains(box)
            for b in packs.buttons:
                assert not box.colliderect(b.rect), f"the message lies over {b.label!r}"
    finally:
        pygame.quit()


def test_messages_go_up_over_a_button_row() -> None:
    pygame.init()
    try:
        toasts = Toasts(clock=lambda: 0.0)
        toasts.add("first message")
        toasts.add("a second message, longer than the first")
        surf = pygame.Surface((1280, 720))
        row = [pygame.Rect(500, 600, 280, 60), pygame.Rect(100, 600, 200, 60)]
        toasts.draw(surf, 640, 560, 1.0, clear=row)
        assert len(toasts.drawn) == 2
        assert all(box.bottom <= 600 for box in toasts.drawn)
        # a button beside the messages, not under them, does not move them
        toasts.draw(surf, 640, 560, 1.0, clear=[pygame.Rect(0, 600, 60, 60)])
        assert toasts.drawn[0].top == 560
    finally:
        pygame.quit()
