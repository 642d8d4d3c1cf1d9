"""Mighty Beanz's set-up, hiding the Mighty Bean (1280x720, 100 %): the number badge "1" over the
corner of the focused "Left hand" (and of the single opening-hand button) was half hidden by the
focus ring's thick corner. The ring is drawn first and the numbers over it: the badge reads
whole, its pixels those of a badge drawn alone."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.layers import focus as focus_layer
from tests.ui.test_beanz_setup_keys import key, table_at


@pytest.mark.parametrize("phase", ["opening", "hide"])
def test_the_focused_choices_badge_lies_over_the_ring(
    app: App, phase: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = table_at(app, phase)
    key(app, pygame.K_TAB)  # the ring shows
    stop = table.focus.current()
    assert stop is not None and table.focus.answers_question(stop)
    order: list[tuple[str, tuple[int, ...]]] = []
    real_badge, real_ring = focus_layer.badge, focus_layer.ring

    def spy_badge(surf: pygame.Surface, r: pygame.Rect, *a: object, **k: object) -> object:
        order.append(("badge", tuple(r)))
        return real_badge(surf, r, *a, **k)  # type: ignore[arg-type]

    def spy_ring(surf: pygame.Surface, r: pygame.Rect, *a: object, **k: object) -> object:
        order.append(("ring", tuple(r)))
        return real_ring(surf, r, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(focus_layer, "badge", spy_badge)
    monkeypatch.setattr(focus_layer, "ring", spy_ring)
    surf = pygame.Surface(table.size)
    table._frame = None
    table.draw(surf)
    here = tuple(stop.rect)
    assert ("ring", here) in order and ("badge", here) in order, order
    assert order.index(("ring", here)) < order.index(("badge", here)), order
