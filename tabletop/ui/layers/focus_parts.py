"""The parts of the table's keyboard focus (``tabletop.ui.layers.focus``) that need no table: a
stop, its name and order, the nearest stop in a direction, and how the focus is drawn (the ring
around the focused stop, the number keys' badges on an open question's options)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui import theme

#: the ring: dark outside, bright inside, corner marks (seen on any felt, not by colour alone)
RING = (255, 255, 255)
RING_DARK = (10, 12, 18)

#: stops whose centres are this close (x 1920x1080 scale) read as one row
ROW_BAND = 70
DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass
class Stop:
    """A place the focus can rest: ``key`` identifies it across frames, ``kind`` says what
    Enter does there (hand, prompt, click, pile, card, button, chooser, end, target)."""

    key: Any
    rect: pygame.Rect
    kind: str
    name: str
    #: the card shown large (None: nothing to read, or hidden from this seat)
    card: dict[str, Any] | None = None
    #: what Enter works on: a Clickable, a Button, a DropTarget, a prompt value
    item: Any = None
    #: a card of yours: "in your hand" or "on your table"
    where: str = ""


def card_name(card: dict[str, Any] | None) -> str:
    """A card as the status line names it (never a hidden one: those have no card)."""
    if not card:
        return "a face-down card"
    for k in ("name", "word", "title"):
        v = card.get(k)
        if isinstance(v, str) and v:
            return v
    return "a card"


def pile_name(pile: Any) -> str:
    """A pile as the status line names it: its title, else its zone's ("Draw pile")."""
    if pile.title:
        return str(pile.title)
    what = str(pile.zone).split("/")[0].replace("_", " ").strip() or "a"
    if what == "a":
        return "a pile"
    return what.capitalize() if what.endswith(("deck", "pile")) else f"{what.capitalize()} pile"


def reading_order(stops: list[Stop], band: int) -> list[Stop]:
    return sorted(stops, key=lambda s: (s.rect.centery // max(1, band), s.rect.centerx))


def nearest(stops: list[Stop], here: pygame.Rect, way: tuple[int, int]) -> int | None:
    """The index of the stop nearest ``here`` in direction ``way`` (None: nothing that way)."""
    best: tuple[float, int] | None = None
    hx, hy = here.center
    for i, s in enumerate(stops):
        dx, dy = s.rect.centerx - hx, s.rect.centery - hy
        along = dx * way[0] + dy * way[1]
        across = abs(dx * way[1]) + abs(dy * way[0])
        if along <= 0 or (s.rect == here):
            continue
        score = along + 2 * across
        if best is None or score < best[0]:
            best = (score, i)
    return None if best is None else best[1]


def ring(surf: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A thick two-tone outline with corner marks around ``rect``."""
    w = max(3, round(5 * s))
    pad = max(4, round(7 * s))
    # kept inside the window (a hand card at the bottom edge keeps its whole ring)
    r = rect.inflate(2 * pad, 2 * pad).clip(surf.get_rect().inflate(-4 * w, -4 * w))
    pygame.draw.rect(surf, RING_DARK, r.inflate(2 * w, 2 * w), w, border_radius=12)
    pygame.draw.rect(surf, RING, r, w, border_radius=10)
    arm = max(12, min(r.width, r.height) // 4)
    c = r.inflate(2 * w + 2, 2 * w + 2)
    thick = w + max(2, round(3 * s))
    for (x, y), (dx, dy) in (
        (c.topleft, (1, 1)),
        (c.topright, (-1, 1)),
        (c.bottomleft, (1, -1)),
        (c.bottomright, (-1, -1)),
    ):
        pygame.draw.line(surf, theme.ACCENT, (x, y), (x + dx * arm, y), thick)
        pygame.draw.line(surf, theme.ACCENT, (x, y), (x, y + dy * arm), thick)


def badge(surf: pygame.Surface, rect: pygame.Rect, text: str, s: float) -> None:
    """A number key's badge at the top left of an option."""
    size = max(theme.MIN_TEXT, int(26 * s))
    r = pygame.Rect(0, 0, int(size * 1.3), int(size * 1.3))
    r.center = (rect.left + r.width // 3, rect.top + r.height // 3)
    pygame.draw.rect(surf, RING_DARK, r, border_radius=r.width // 2)
    pygame.draw.rect(surf, theme.ACCENT, r, max(2, round(3 * s)), border_radius=r.width // 2)
    theme.blit_text(surf, text, size, r.center, RING, "bold", anchor="center")
