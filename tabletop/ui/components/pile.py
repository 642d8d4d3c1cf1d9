"""The one pile viewer: a face-up pile (a discard pile, a score pile, an unconscious pile)
browsed in a panel over the table, newest first, a page at a time.

A game's view opens it with the cards it already shows face up (``open``); the table routes
input to it first (``handle``), draws it over the table (``draw``) and closes it when the
curtain rises, so it never outlives the seat it was opened for. The wheel, the arrow keys and
Page Up/Down turn pages; a click on a card reads it large (the table's zoom); Esc or a click
outside the panel closes it. Nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components import cards
from tabletop.ui.components.zoom import CLICK_SLOP


class PileViewer:
    def __init__(self) -> None:
        self.title = ""
        self.cards: list[dict[str, Any]] = []
        self.page = 0
        self.per_page = 1
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rects: list[tuple[pygame.Rect, dict[str, Any]]] = []
        self._press: tuple[int, int] | None = None

    @property
    def is_open(self) -> bool:
        return bool(self.title)

    def open(self, title: str, pile: list[dict[str, Any]]) -> None:
        """Browse ``pile`` (its cards as the view shows them, oldest first)."""
        self.title = title
        self.cards = [c for c in reversed(pile) if c]
        self.page = 0

    def close(self) -> None:
        self.title = ""
        self.cards = []
        self.rects = []

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.cards) // max(1, self.per_page)))

    def turn(self, by: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + by))

    def handle(self, event: pygame.event.Event, zoom: Callable[[dict[str, Any]], None]) -> bool:
        """True when the viewer took the event (every pointer and key event while it is open)."""
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_DOWN):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP):
                self.turn(-1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button in (4, 5):  # old-style wheel buttons
                self.turn(-1 if event.button == 4 else 1)
            else:
                self._press = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            start, self._press = self._press, None
            if start is None or event.button not in (1, 3):
                return True
            if abs(start[0] - event.pos[0]) + abs(start[1] - event.pos[1]) > 2 * CLICK_SLOP:
                return True
            for r, c in self.rects:
                if r.collidepoint(event.pos):
                    zoom(c)
                    return True
            if not self.box.collidepoint(event.pos):
                self.close()
            return True
        return event.type == pygame.MOUSEMOTION

    def draw(
        self,
        surf: pygame.Surface,
        area: pygame.Rect,
        scale: float,
        game: str,
        face_data: Callable[[dict[str, Any]], dict[str, Any]],
    ) -> None:
        if not self.is_open:
            return
        s = scale
        box = area.inflate(-int(80 * s), -int(60 * s))
        self.box = box
        theme.panel(surf, box, (6, 10, 14, 255), edge=theme.ACCENT, radius=18)  # (opaque)
        head = f"{self.title}: {len(self.cards)} card{'s' if len(self.cards) != 1 else ''}"
        head += ", newest first" if len(self.cards) > 1 else ""
        px = max(14, int(24 * s))
        theme.blit_text(
            surf, head, px, (box.x + int(24 * s), box.y + int(14 * s)), theme.ACCENT, "bold"
        )
        # under the title and above the hint as they are drawn (at 200 % the cards lay over
        # the title's lower half)
        top = box.y + int(14 * s) + theme.line_h(px) + int(10 * s)
        bottom = box.bottom - int(12 * s) - theme.line_h(max(12, int(16 * s))) - int(8 * s)
        w, h = cards.card_size(s, (180, 252))
        gap = int(14 * s)
        cols = max(1, (box.width - 2 * gap) // (w + gap))
        rows = max(1, (bottom - top) // (h + gap))
        self.per_page = cols * rows
        self.page = min(self.page, self.pages - 1)
        hint = "click a card to read it \u00b7 Esc or a click outside closes"
        if self.pages > 1:
            hint = f"page {self.page + 1}/{self.pages} \u00b7 wheel or arrows \u00b7 " + hint
        theme.blit_text(
            surf,
            hint,
            max(12, int(16 * s)),
            (box.right - int(24 * s), box.bottom - int(12 * s)),
            theme.MUTED,
            anchor="bottomright",
        )
        shown = self.cards[self.page * self.per_page : (self.page + 1) * self.per_page]
        x0 = box.x + (box.width - (cols * (w + gap) - gap)) // 2
        self.rects = []
        if not shown:
            theme.blit_text(surf, "Empty.", px, box.center, theme.MUTED, anchor="center")
        for i, c in enumerate(shown):
            row, col = divmod(i, cols)
            r = pygame.Rect(x0 + col * (w + gap), top + row * (h + gap), w, h)
            theme.shadow(surf, r, offset=4)
            surf.blit(cards.face(game, face_data(c), (w, h)), r)
            self.rects.append((r, c))
