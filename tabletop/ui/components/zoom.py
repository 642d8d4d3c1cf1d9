"""The large card view: a click (press and release without moving) or a right-click on a card
opens it; a second click anywhere, a right-click or Esc closes it. It stays open until closed.

The collection screens (collection, deck builder, packs, sealed) use the same view: there a
right-click or a press held still for ``HOLD_SECONDS`` (``CardHold``) opens it, and a click
keeps its own meaning (add or take out a copy, turn the next card). ``collection_card`` gives
a collection card's face data as the table draws it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components import cards, finish
from tabletop.ui.components.press import SLOP, Press

#: a press and release closer than this (pixels) is a click, not a drag
CLICK_SLOP = SLOP
#: a press held this long without moving opens the large view (collection screens)
HOLD_SECONDS = 0.5
#: how to close the large view, shown with it
HINT = "Click or Esc to close"
#: the words panel's fill: opaque, so nothing of the table reads through it
OPAQUE = (16, 22, 30, 255)


def collection_card(game: str, name: str) -> dict[str, Any]:
    """The face data of the collectible card ``name``: the game's seat-view description of it
    through the table view's own ``face_data`` (so a Bone shows its vibes and Mojo as on the
    table); the collection's text for a set that does not describe its cards."""
    from tabletop.collection.sets import get_set
    from tabletop.engine.registry import info, load

    gset = get_set(game)
    if gset.view_card is not None:
        view_cls = load(info(game).view)  # importing it registers the game's card style
        data: dict[str, Any] = view_cls.face_data(gset.view_card(name))
        return data
    c = gset.cards[name]
    return {
        "name": name,
        "kind": c.kind,
        "type_line": (c.type or c.kind).capitalize(),
        "text": c.text,
    }


class CardHold:
    """Press and hold: ``press`` a card, and once the press has stayed within ``CLICK_SLOP``
    for ``HOLD_SECONDS`` ``poll`` opens it in the zoom. The release that ends such a hold is
    used up (``release`` says so): it must not also add a copy or turn a card. The clock is
    injected: the app's ``input_time`` (when the input was read from the queue, not when a busy
    frame looked), or a test's. As on the table (``press.Press``) a move past the slop is a
    drag for good, and a hold opens only on the second read of the input after its time."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.card: dict[str, Any] | None = None
        self.press_: Press | None = None
        self.fired = False

    def press(self, card: dict[str, Any] | None, pos: tuple[int, int]) -> None:
        self.card, self.fired = card, False
        self.press_ = Press(pos, self.clock())

    def motion(self, pos: tuple[int, int]) -> None:
        if self.card is not None and self.press_ is not None:
            self.press_.move(pos)
            if self.press_.dragging:
                self.card = None  # a drag, not a hold

    def due(self) -> float | None:
        """When the held card opens (a time of ``clock``), or None."""
        if self.card is None or self.press_ is None:
            return None
        return self.press_.t0 + HOLD_SECONDS

    def poll(self, zoom: CardZoom) -> bool:
        """Open the held card once it has been held long enough; True when it opened."""
        if self.card is None or self.press_ is None:
            return False
        if not self.press_.held(self.clock(), HOLD_SECONDS):
            return False
        zoom.open(self.card)
        self.card, self.fired = None, True
        return True

    def release(self) -> bool:
        """The button went up: True when it ends a hold that opened the view (use it up)."""
        fired = self.fired
        self.card, self.fired = None, False
        return fired


class CardZoom:
    def __init__(self) -> None:
        self.card: dict[str, Any] | None = None
        #: where the last drawing put 'Click or Esc to close' (beside the card or in its words)
        self.hint_rect: pygame.Rect | None = None
        #: the opaque panel of the card's words beside it (large text), or None
        self.words_rect: pygame.Rect | None = None
        #: where the last drawing put the card itself
        self.card_rect: pygame.Rect | None = None

    @property
    def is_open(self) -> bool:
        return self.card is not None

    def shown(self) -> list[pygame.Rect | None]:
        """What the last drawing put on screen: the card, its words, its hint."""
        return [self.card_rect, self.words_rect, self.hint_rect]

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
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
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
        words = self.words()
        hint_px = max(12, int(20 * scale))
        self.hint_rect = self.words_rect = self.card_rect = None
        if words and theme.ui_scale() > 1.0 and area.width - w > int(360 * scale):
            # large text: the card's words beside it at the player's text size, the hint last
            r.x = area.x + (area.width - w - theme.grow(520 * scale)) // 3
            r.x = max(area.x + 8, r.x)
            box = pygame.Rect(r.right + int(24 * scale), r.y, 0, r.height)
            box.width = min(area.right - 8 - box.x, theme.grow(520 * scale))
            self.draw_words(surf, box, words, scale, hint_px)
        theme.shadow(surf, r, offset=14)
        surf.blit(big, r)
        self.card_rect = r  # (the table's messages keep off it and its words)
        finish.paint(surf, r, finish.finish_of(game, str(self.card.get("name", ""))))
        if self.hint_rect is None:
            self.draw_hint(surf, r, area, hint_px, scale)

    def draw_hint(
        self, surf: pygame.Surface, card: pygame.Rect, area: pygame.Rect, px: int, scale: float
    ) -> None:
        """'Click or Esc to close' on a plate of its own beside the card, level with its
        middle (never under it, where a table's hand lies), on the side with more room."""
        tw, th = theme.text_width(HINT, px), theme.line_h(px)
        pad = int(10 * scale) + 4
        plate = pygame.Rect(0, 0, tw + 2 * pad, th + pad)
        right, left = area.right - card.right, card.left - area.left
        gap = int(16 * scale) + 4
        if right >= left:
            plate.left = min(card.right + gap, surf.get_width() - plate.w)
        else:
            plate.right = max(card.left - gap, plate.w)
        plate.centery = card.centery
        theme.panel(surf, plate, (16, 22, 30, 255), radius=10, edge=theme.PANEL_EDGE)
        theme.blit_text(surf, HINT, px, plate.center, theme.TEXT, anchor="center")
        self.hint_rect = plate

    def words(self) -> list[tuple[str, int, str, tuple[int, ...]]]:
        """The large view's words (name, type line, rules text, stats) as (text, design size,
        font, colour)."""
        c = self.card or {}
        out: list[tuple[str, int, str, tuple[int, ...]]] = [
            (str(c.get("name", "")), 30, "bold", theme.ACCENT)
        ]
        for key, size, kind, colour in (
            ("type_line", 20, "bold", theme.MUTED),
            ("text", 22, "sans", theme.TEXT),
            ("stats", 20, "bold", theme.TEXT),
        ):
            if c.get(key):
                out.append((str(c[key]), size, kind, colour))
        if "hp_left" in c:  # its state on the table (marks drawn small on the card)
            now = [f"HP {c['hp_left']}/{c.get('hp', c['hp_left'])}"]
            now += [str(st) for st in c.get("status") or []]
            out.append(("Now: " + ", ".join(now), 20, "bold", theme.ACCENT))
        return out if len(out) > 1 else []

    def draw_words(
        self,
        surf: pygame.Surface,
        box: pygame.Rect,
        words: list[tuple[str, int, str, tuple[int, ...]]],
        scale: float,
        hint_px: int = 0,
    ) -> None:
        """The card's words in a panel, wrapped; a part that does not fit is left out. With
        ``hint_px`` the panel's last line is the hint 'Click or Esc to close' (``hint_rect``)."""
        pad = int(16 * scale)
        lines: list[tuple[str, int, str, tuple[int, ...]]] = []
        for text, size, kind, colour in words:
            px = max(theme.MIN_TEXT, int(size * scale))
            lines += [(ln, px, kind, colour) for ln in theme.wrap(text, px, box.w - 2 * pad, kind)]
            lines.append(("", px, kind, colour))
        hint_h = theme.line_h(hint_px, 1.15) + pad // 2 if hint_px else 0
        need = sum(theme.line_h(px, 1.15) for _t, px, _k, _c in lines[:-1]) + 2 * pad + hint_h
        panel = pygame.Rect(box.x, box.y, box.w, min(box.h, need))
        panel.centery = box.centery
        theme.panel(surf, panel, OPAQUE, radius=12, edge=theme.ACCENT)
        self.words_rect = panel
        if hint_px:
            self.hint_rect = pygame.Rect(panel.x, panel.bottom - pad - hint_h, panel.w, hint_h)
            theme.blit_text(
                surf, HINT, hint_px, self.hint_rect.midbottom, theme.MUTED, anchor="midbottom"
            )
        y = panel.y + pad
        for text, px, kind, colour in lines[:-1]:
            if y + theme.line_h(px) > panel.bottom - pad // 2 - hint_h:
                break
            if text:
                theme.blit_text(surf, text, px, (panel.x + pad, y), colour, kind)
            y += theme.line_h(px, 1.15)
