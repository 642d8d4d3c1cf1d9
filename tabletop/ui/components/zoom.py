"""The large card view: a click (press and release without moving) or a right-click on a card
opens it; a second click anywhere, a right-click or Esc closes it. It stays open until closed."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import cards, theme

#: a press and release closer than this (pixels) is a click, not a drag
CLICK_SLOP = 6


def is_click(start: tuple[int, int], end: tuple[int, int]) -> bool:
    return abs(start[0] - end[0]) <= CLICK_SLOP and abs(start[1] - end[1]) <= CLICK_SLOP


class CardZoom:
    def __init__(self) -> None:
        self.card: dict[str, Any] | None = None

    @property
    def is_open(self) -> bool:
        return self.card is not None

    def open(self, card: dict[str, Any]) -> None:
        self.card = card

    def close(self) -> None:
        self.card = None

    def toggle(self, card: dict[str, Any] | None) -> None:
        """Right-click: open ``card``, or close when open (a card or an empty spot)."""
        if self.card is not None or card is None:
            self.card = None
        else:
            self.card = card

    def handle(self, event: pygame.event.Event) -> bool:
        """While open, every click and Esc closes it (and is consumed)."""
        if self.card is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return True  # the release closes it
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self.card = None
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_SPACE,
            pygame.K_RETURN,
        ):
            self.card = None
            return True
        return False

    def draw(self, surf: pygame.Surface, game: str, area: pygame.Rect, scale: float) -> None:
        if self.card is None:
            return
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surf.blit(shade, (0, 0))
        h = min(int(area.height * 0.86), 700)
        w = int(h * 120 / 168)
        if w > area.width * 0.9:
            w = int(area.width * 0.9)
            h = int(w * 168 / 120)
        # at least 300 px wide when the screen allows: the rules text is then 12 px or more
        big = cards.face(game, self.card, (w, h))
        r = big.get_rect(center=area.center)
        theme.shadow(surf, r, offset=14)
        surf.blit(big, r)
        theme.blit_text(
            surf,
            "Click or Esc to close",
            max(12, int(20 * scale)),
            (r.centerx, min(surf.get_height() - 4, r.bottom + int(8 * scale))),
            theme.TEXT,
            anchor="midtop" if r.bottom + 30 < surf.get_height() else "midbottom",
            shadow=True,
        )
