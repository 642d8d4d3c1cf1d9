"""THE STACK's words at large text (issue 52, Espionage at 200 % on 1280x720): the captions
under two cards never run together ("Courier by Computer 2 Ninja (as Courier) by Ann"), and
a cancelled card's "CANCELLED" stamp stays inside the card."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components import stack as stack_ui


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every ``theme.blit_text`` from now on: its words and where they were drawn."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surf: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
        rect = real(surf, text, *a, **k)
        drawn.append((str(text), pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


@pytest.mark.parametrize("ui", [100, 150, 200])
@pytest.mark.parametrize("pitch", [180, 280, 330, 360])
def test_captions_under_two_cards_keep_a_gap_and_cancelled_fits_its_card(
    monkeypatch: pytest.MonkeyPatch, ui: int, pitch: int
) -> None:
    App((1280, 720), headless=True)
    theme.set_ui(ui, False)
    try:
        surf = pygame.Surface((1280, 720))
        s = 1.0  # the table's own scale; the text size is the setting's
        rects = [pygame.Rect(360, 290, 95, 134), pygame.Rect(360 + pitch, 290, 95, 134)]
        entries = [
            stack_ui.StackEntry(None, [("Sniper by Computer 2 on Ann", 15, theme.TEXT, "sans")]),
            stack_ui.StackEntry(
                None,
                [("Police by Ann against Sniper by Computer 2", 15, theme.TEXT, "sans")],
                cancelled=True,
            ),
        ]
        drawn = _spy(monkeypatch)
        stack_ui.draw_stack(surf, rects, entries, s, words="below", right=1230, below=470)
        first = [r for t, r in drawn if t.split()[0] in "Sniper by Computer 2 on Ann".split()]
        second = [r for t, r in drawn if t.startswith("Police") or t.startswith("Sniper by C")]
        first = [r for r in first if r.x < rects[1].x - 20]
        second = [r for r in second if r.x >= rects[1].x - 30]
        assert first and second, drawn
        gap = min(b.x for b in second) - max(a.right for a in first)
        assert gap >= 10, (gap, drawn)  # a visible space (it was 4 px at 200 %)
        stamp = [r for t, r in drawn if t == "CANCELLED"]
        assert stamp and rects[1].contains(stamp[0]), (stamp, rects[1])
    finally:
        theme.set_ui(100, False)
        pygame.quit()
