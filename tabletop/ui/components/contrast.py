"""The card renderer's share of the player's display settings (``theme.set_ui``): a face is
drawn with the UI's scaling off (it keeps the size the table gives it, and its words are sized
in pixels by the card, grown with the text size by ``face_scale``), and with the ``ui_high_contrast`` setting on it gets solid plates under its name and text and a
thick dark frame with a light inner line, so it stands out from any table or art behind it.

Kept apart from ``components.card`` (which calls ``face`` and ``plates``) so the renderer's own
art and finishes stay separate from these settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.ui import theme

#: the high-contrast colours: the frame and the name's plate, the light line and the text's plate
DARK = (8, 8, 10)
LIGHT = (250, 250, 244)


def face(render: Callable[..., pygame.Surface], *args: Any) -> pygame.Surface:
    """``render(*args)`` with the UI's scaling off, framed when high contrast is on."""
    with theme.unscaled():
        surf = render(*args)
    if theme.high_contrast():
        frame(surf)
    return surf


def plates(surf: pygame.Surface, title: pygame.Rect, text: pygame.Rect) -> None:
    """Under the name a dark plate (the name is drawn light) and under the type, rules and
    stats a light one (they are drawn dark), when high contrast is on."""
    if not theme.high_contrast():
        return
    r = max(2, surf.get_width() // 40)
    if title.height:
        pygame.draw.rect(surf, (*DARK, 235), title, border_radius=r)
    if text.height:
        pygame.draw.rect(surf, LIGHT, text, border_radius=r)
        pygame.draw.rect(surf, DARK, text, width=max(1, surf.get_width() // 120), border_radius=r)


def frame(surf: pygame.Surface) -> None:
    """A thick dark border with a light line inside it, over the face's own edge."""
    w = surf.get_width()
    thick = max(3, w // 24)
    radius = max(4, w // 14)
    rect = surf.get_rect()
    pygame.draw.rect(surf, DARK, rect, width=thick, border_radius=radius)
    inner = rect.inflate(-2 * thick + 2, -2 * thick + 2)
    pygame.draw.rect(
        surf, LIGHT, inner, width=max(1, thick // 3), border_radius=max(2, radius - thick)
    )


def zone(dest: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> None:
    """A table zone's outline in high contrast (dark outside, light inside); nothing when off."""
    if not theme.high_contrast():
        return
    pygame.draw.rect(dest, DARK, rect.inflate(6, 6), width=4, border_radius=radius + 3)
    pygame.draw.rect(dest, LIGHT, rect, width=2, border_radius=radius)
