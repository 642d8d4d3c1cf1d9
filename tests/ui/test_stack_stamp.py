"""The "CANCELLED" stamp on a stack card reads on every card colour (2026-11-25: a new player
could hardly read red "CANCELLED" on a red Reaction card): light text on a dark plate."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components.stack import STAMP_PLATE, STAMP_TEXT, draw_cancelled


def _lum(c: tuple[int, ...]) -> float:
    def ch(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def _contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    hi, lo = sorted((_lum(a), _lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("card", [(190, 40, 50), (40, 150, 150), (235, 225, 200)])
@pytest.mark.parametrize("scale", [0.6, 1.0])
def test_the_cancelled_stamp_is_light_on_a_dark_plate(card, scale) -> None:
    pygame.init()
    assert _contrast(STAMP_TEXT, STAMP_PLATE) >= 7  # AAA for the text on its plate
    surf = pygame.Surface((400, 300))
    surf.fill(card)
    veil = pygame.Surface((160, 220), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 160))
    r = pygame.Rect(120, 40, 160, 220)
    surf.blit(veil, r)  # as the stack draws a cancelled card
    plate = draw_cancelled(surf, r, scale)
    assert r.contains(plate)
    px = [
        tuple(surf.get_at((x, y)))[:3]
        for y in range(plate.y + 3, plate.bottom - 3)
        for x in range(plate.x + 3, plate.right - 3)
    ]
    dark = [p for p in px if _lum(p) < 0.02]
    light = [p for p in px if _contrast(p, STAMP_PLATE[:3]) >= 7]
    assert len(dark) > len(px) // 2  # the plate
    assert len(light) > 20  # the words, light on it
