"""The shared stack component (Espionage and Mighty Beanz draw their stacks with it)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components import stack as stack_ui
from tests.ui.textspy import record_texts


def _surface() -> pygame.Surface:
    App((800, 300), headless=True)  # pygame and the theme's font caches set up afresh
    surf = pygame.Surface((800, 300))
    surf.fill((0, 0, 0))
    return surf


def test_words_beside_stay_in_their_room_and_the_top_item_glows() -> None:
    surf = _surface()
    face = pygame.Surface((90, 126))
    face.fill((200, 200, 200))
    rects = [pygame.Rect(20, 20, 90, 126), pygame.Rect(290, 20, 90, 126)]
    long = "A very long name that cannot possibly fit in the room it has at all"
    entries = [
        stack_ui.StackEntry(face, [(long, 16, theme.TEXT, "bold")]),
        stack_ui.StackEntry(None, [(long, 16, theme.TEXT, "bold")], cancelled=True),
    ]
    stack_ui.draw_stack(surf, rects, entries, 0.67, right=500)
    # the first item's words end before the second item (faceless: no shadow), the top
    # item's before ``right``
    for x in range(rects[1].x - 8, rects[1].x - 5):
        assert all(surf.get_at((x, y))[:3] == (0, 0, 0) for y in range(20, 146))
    assert all(surf.get_at((x, y))[:3] == (0, 0, 0) for x in range(500, 800) for y in (28, 32))
    assert any(surf.get_at((x, 30))[:3] != (0, 0, 0) for x in range(rects[0].right, 250))
    # the top item glows; the cancelled one is veiled (darker than its face)
    assert surf.get_at((rects[1].x - 2, rects[1].centery))[:3] == theme.GLOW[:3]
    assert surf.get_at((rects[0].x + 3, rects[0].bottom - 3))[0] == 200
    assert surf.get_at((rects[1].x + 3, rects[1].bottom - 3))[:3] == (0, 0, 0)


def test_words_below_wrap_and_stop_at_the_bottom() -> None:
    surf = _surface()
    rects = [pygame.Rect(20, 20, 60, 84)]
    text = "Player 2 must discard Target (Terrorist by Player 3) " * 4
    stack_ui.draw_stack(
        surf,
        rects,
        [stack_ui.StackEntry(None, [(text, 15, theme.TEXT, "sans")], band="MUST DISCARD")],
        0.67,
        words="below",
        below=160,
    )
    assert any(surf.get_at((x, 115))[:3] != (0, 0, 0) for x in range(10, 140))
    assert all(surf.get_at((x, y))[:3] == (0, 0, 0) for x in range(0, 800) for y in (165, 200))


def test_words_left_out_below_end_the_last_line_with_an_ellipsis(monkeypatch: Any) -> None:
    """Words under a face that meet the bottom never end mid-sentence without a sign: the
    last line shown ends with an ellipsis (it read "Bea must discard Protector (Sniper by")."""
    surf = _surface()
    said = record_texts(monkeypatch)
    text = "Bea must discard Protector (Sniper by Cy on Bea) before the stack goes on"
    stack_ui.draw_stack(
        surf,
        [pygame.Rect(20, 20, 60, 84)],
        [stack_ui.StackEntry(None, [(text, 15, theme.TEXT, "sans")])],
        0.67,
        words="below",
        below=150,
    )
    lines = [w.text for w in said]
    assert 1 <= len(lines) < len(theme.wrap(text, theme.px(15 * 0.67), 110, "sans"))
    assert lines[-1].endswith("\u2026"), lines
    assert all(not w.endswith("\u2026") for w in lines[:-1])


def test_the_title_fits_a_narrow_column() -> None:
    surf = _surface()
    width = theme.text_width(stack_ui.SUBTITLE, theme.px(14 * 0.67)) + 4
    used = stack_ui.draw_title(surf, (10, 10), 0.67, width)
    assert used <= width


def test_a_cancelled_threat_says_cancelled_not_must_discard(monkeypatch) -> None:
    """A new player saw CANCELLED written over MUST DISCARD: a cancelled threat asks for nothing,
    so it shows its CANCELLED alone."""
    surf = _surface()
    face = pygame.Surface((90, 126))
    said = record_texts(monkeypatch)
    rects = [pygame.Rect(20, 20, 90, 126), pygame.Rect(200, 20, 90, 126)]
    entries = [
        stack_ui.StackEntry(face, [], cancelled=True, band="MUST DISCARD"),
        stack_ui.StackEntry(face, [], band="MUST DISCARD"),
    ]
    stack_ui.draw_stack(surf, rects, entries, 0.67)
    texts = [w.text for w in said]  # a small card's band: a word a line
    assert texts[0] == "CANCELLED" and " ".join(texts[1:]) == "MUST DISCARD"
