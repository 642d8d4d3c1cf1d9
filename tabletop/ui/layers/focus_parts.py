"""The parts of the table's keyboard focus (``tabletop.ui.layers.focus``) that need no table: a
stop, its name and order, the nearest stop in a direction, and how the focus is drawn (the ring
around the focused stop, the number keys' badges on an open question's options)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components import keybadge
from tabletop.ui.components.card import title_rect

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
    """The index of the stop nearest ``here`` in direction ``way`` (None: nothing that way).
    Near is measured between the cards' edges, so Up from a hand card reaches the next row up
    (your own Agents a little to the side) before a card straight above it two rows away (a
    new player's Up from the hand jumped over their own table to an opponent's)."""
    best: tuple[float, int] | None = None
    hx, hy = here.center
    for i, s in enumerate(stops):
        dx, dy = s.rect.centerx - hx, s.rect.centery - hy
        along = dx * way[0] + dy * way[1]
        across = abs(dx * way[1]) + abs(dy * way[0])
        if along <= 0 or (s.rect == here):
            continue
        gap_x = max(0, s.rect.left - here.right, here.left - s.rect.right)
        gap_y = max(0, s.rect.top - here.bottom, here.top - s.rect.bottom)
        gap_along = gap_x * abs(way[0]) + gap_y * abs(way[1])
        gap_across = gap_x * abs(way[1]) + gap_y * abs(way[0])
        score = gap_along + 2 * gap_across + (along + 2 * across) / 100
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


def badge_px(s: float, room: pygame.Rect | None = None) -> int:
    """The design size of a number key's badge's digit (in a ``room``: the largest whose
    badge fits its height, never under the floor)."""
    return keybadge.digit_px(s, None if room is None else room.height)


def badge_side(s: float, size: int | None = None) -> int:
    """A number key's badge's width and height: its digit (``size``, else ``badge_px``) at the
    text size in force and a rim."""
    return keybadge.side(badge_px(s) if size is None else size)


def badge_lead(s: float) -> int:
    """The room at an option's left that its badge takes: a button numbered for the keys
    starts its words after it (the badge lay over the first letter of "Dick, Fighter Pilot")."""
    return badge_side(s) + 2 * max(3, int(6 * s))


def badge_rect(
    rect: pygame.Rect,
    s: float,
    below: int | None = None,
    tab: bool = False,
    room: pygame.Rect | None = None,
) -> pygame.Rect:
    """Where an option's number badge lies: inside its left edge, halfway down (a button's
    lead; a card's art, clear of its name at the top and its numbers at the foot), and under
    ``below`` (the bottom of a card's name plate) where that is lower; ``tab``: an option
    whose words it knows no place for (a game's own panel's choice), over its top left
    corner, above its words; ``room``: where the game says it lies clear of the words
    (``GameView.badge_room``: a Codenames card's top left, above its word), at its foot."""
    side = badge_side(s, badge_px(s, room))
    r = pygame.Rect(0, 0, side, side)
    if room is not None:
        r.bottomleft = (room.left + max(2, int(3 * s)), room.bottom)
        return r
    if tab:
        r.bottomleft = (rect.left - side // 4, rect.top + max(2, side // 5))
        return r
    r.midleft = (rect.left + max(3, int(6 * s)), rect.centery)
    if below is not None and r.top < below + 2:
        r.top = min(below + 2, rect.bottom - side)
    return r


def badge(
    surf: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    s: float,
    below: int | None = None,
    tab: bool = False,
    room: pygame.Rect | None = None,
    under: pygame.Rect | None = None,
) -> pygame.Rect:
    """A number key's badge on an option (``badge_rect``); returns where it lies. One that
    would lie on ``under`` (a lesson's note: at 200 % a Beanz badge "1" lay over its words)
    is not drawn."""
    r = badge_rect(rect, s, below, tab, room)
    if under is not None and r.colliderect(under):
        return r
    pygame.draw.rect(surf, RING_DARK, r, border_radius=r.width // 2)
    pygame.draw.rect(surf, theme.ACCENT, r, max(2, round(3 * s)), border_radius=r.width // 2)
    size = badge_px(s, room)
    theme.blit_text(surf, text, size, r.center, RING, "bold", anchor="center")
    return r


def name_bottom(
    gv: Any, view: dict[str, Any], shown: list[tuple[dict[str, Any], pygame.Rect]], r: pygame.Rect
) -> int | None:
    """The bottom of the name plate of the question's card drawn at ``r`` (its picker's
    ``shown``), None where no card is (a button)."""
    o = next((o for o, at in shown if at == r and "card" in o), None)
    c = gv.prompt_card(view, int(o["card"])) if o is not None else None
    return None if c is None else r.y + title_rect(gv.game_name, c, r.size).bottom
