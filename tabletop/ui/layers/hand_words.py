"""What the hand card under the pointer, or the one the keys focus, does, in words: a box
above the hand at the player's text size (never under the scaled floor), clear of the hand,
the move buttons, the log, the seats' panels and names and the focused place, as near the
card as the table allows (``GameView.hand_words`` says each game's words). A card's face is
too small at a hand's size for most rules texts (Espionage's Reactions showed only their
name and type at 1280x720): with the box a player reads every card of their hand without
opening it large. It is gone while a card is dragged, a card is read large or the game is
over, and behind the curtain (the table draws none of that seat's hand there).

Placement is rect arithmetic over what the table says lies where (``band_place.Keep``, as
the keyboard's status band), like the band: the first spot, from the hand upwards, that
covers nothing kept; else the one that covers least. Where the seats, the arena and the
band fill the table (RPG Get! and Austin Powers at 200 % text on 1280x720), it lies over
your own panel, right above your hand, before anything the others show (their panels and
names, the arena's header and cards, the status band), its name and type on one line where
that takes a line less; its text keeps the chosen size."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components import marks
from tabletop.ui.layers import TableLayer
from tabletop.ui.parts import band_place, hover_keep
from tabletop.ui.parts.table_paint import log_shown

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

#: each part of a card's words: (design size at full window size, font, colour)
STYLE: dict[str, tuple[int, str, tuple[int, ...]]] = {
    "name": (26, "bold", theme.ACCENT),
    "type": (20, "bold", theme.MUTED),
    "stats": (20, "bold", theme.TEXT),
    "text": (22, "sans", theme.TEXT),
}
#: the box's fill: opaque, the table does not read through its lines
FILL = (16, 22, 30, 250)

Line = tuple[str, int, str, tuple[int, ...]]


@dataclass
class Box:
    rect: pygame.Rect
    lines: list[Line]  # (text, design px, font, colour), a blank text: a part's gap


def lines_for(words: list[tuple[str, str]], scale: float, width: int, less: int) -> list[Line]:
    """``words`` ((text, part) pairs) wrapped to ``width`` pixels, each part at its size at
    window scale ``scale`` less ``less`` design px, never under ``MIN_TEXT``."""
    out: list[Line] = []
    for text, part in words:
        size, kind, colour = STYLE.get(part, STYLE["text"])
        px = theme.px(int(size * scale) - less)
        out += [(ln, px, kind, colour) for ln in theme.wrap(text, px, width, kind)]
    return out


def height(lines: list[Line]) -> int:
    return sum(theme.line_h(px, 1.12) for _t, px, _k, _c in lines)


def fits(lines: list[Line], width: int) -> bool:
    return all(theme.text_width(t, px, k) <= width for t, px, k, _c in lines)


def own_panel(headings: list[pygame.Rect], hand: list[pygame.Rect]) -> pygame.Rect:
    """Your own panel: from the lowest header above your hand (``GameView.headings``) down to
    the hand's top, its tick tabs included; empty where no header lies above the hand."""
    top = min(r.union(marks.tab_rect(r)).top for r in hand)
    above = [r for r in headings if r.bottom <= top]
    if not above:
        return pygame.Rect(0, 0, 0, 0)
    low = max(above, key=lambda r: r.top)
    return pygame.Rect(low.x, low.y, low.width, top - low.y)


def within(r: pygame.Rect, zone: pygame.Rect) -> bool:
    """``r`` begins in ``zone`` (a card of your panel may reach down past the hand's tabs)."""
    return zone.top <= r.top < zone.bottom and zone.left <= r.centerx < zone.right


def one_line_head(words: list[tuple[str, str]]) -> list[tuple[str, str]] | None:
    """``words`` with the name and the type line as one line ("Cave-In \u00b7 Roadblock \u00b7
    Size 2"): a line less where the box finds no free room; None: no type line."""
    names = [w for w, p in words if p == "name"]
    types = [w for w, p in words if p == "type"]
    if len(names) != 1 or not types:
        return None
    head = " \u00b7 ".join(names + types)
    rest = [(w, p) for w, p in words if p not in ("name", "type")]
    return [(head, "name"), *rest]


class HandWordsLayer(TableLayer):
    """Draws the box (``draw``); it takes no input."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        #: where the last frame put the box and for which card (None: none shown)
        self.rect: pygame.Rect | None = None
        self.card: dict[str, Any] | None = None
        self._placed: tuple[Any, Box] | None = None

    def shown(self) -> tuple[dict[str, Any], pygame.Rect, list[pygame.Rect]] | None:
        """The hand card to say now (its data, where it is drawn, the hand's cards), or None."""
        t = self.t
        reading = getattr(t.gv, "reading", None)
        if reading is None or t.drag is not None or t.snap is not None:
            return None
        if t.zoom.is_open or t.gv.piles.is_open or t.curtain_for is not None:
            return None
        if t.game.is_terminal() or t.menu_open:
            return None
        return reading  # type: ignore[no-any-return]

    def keeps(self, hand: list[pygame.Rect]) -> tuple[band_place.Keep, list[pygame.Rect]]:
        """What the box leaves in sight: the hand (with its tick tabs), the focused place, the
        window's bar, the status band and a lesson's panel first; every seat's cards, panels
        and names, the move buttons, a card's menu and the log; then your own panel's header
        and cards (``own_panel``: the second list); empty drop places last."""
        t = self.t
        keep = t.paint.band_keeps()
        hard = list(keep.hard) + [r.union(marks.tab_rect(r)) for r in hand]
        bar = t.bar.rect()
        hard += [r for r in (bar, t.paint.band_rect) if r is not None]
        hard += hover_keep.lesson_keeps(t)  # in a lesson: what the step points at, its arrow
        soft = list(keep.soft)
        buttons = [b.rect for b in t.buttons if b.rect.width]
        zone = own_panel(t.gv.headings(t.view), hand)
        mine = [r for r in keep.keep if within(r, zone) and r not in buttons]
        kept = [r for r in keep.keep if r not in mine] + [b.rect for b in t.chooser if b.rect]
        kept += t.gv.question_panels(t.view)  # a question's own panel and its lines
        if log_shown(t):
            soft = [r for r in soft if r != t.log_rect]
            kept.append(t.log_rect)
        return band_place.Keep(hard, kept, soft), mine

    def place(
        self,
        words: list[tuple[str, str]],
        card: pygame.Rect,
        hand: list[pygame.Rect],
        keep: band_place.Keep,
        mine: list[pygame.Rect],
    ) -> tuple[tuple[int, ...], Box]:
        """The box for ``words`` over the table and what it covers, in the order of what it
        covers: the hand, the focused place and the bars never where a spot allows, then the
        seats, buttons and log, then your own panel (``mine``: the text at its size there,
        over as little of it as it can); within a card's height above the hand rather than
        higher (below it last); the text at its size rather than a little smaller (never
        under the floor); then an empty drop place; a narrow box (more lines) rather than a
        wide one, and the spot nearest the card."""
        t = self.t
        s = t.scale
        m = theme.grow(10 * s)
        pad = theme.grow(12 * s)
        area = pygame.Rect(t.play_rect.x + m, t.bar_rect.bottom + m // 2, 0, 0)
        area.width = t.play_rect.right - m - area.x
        area.height = t.play_rect.bottom - m // 2 - area.y
        floor = min([marks.tab_rect(r).top for r in hand] + [card.top]) - m  # the hand's top
        best: tuple[tuple[int, ...], Box] | None = None
        least = (0, 0, 0, 0, 0, 0, 0)
        step = max(3, m)
        widths = [theme.grow(w * s) for w in (440, 580, 760)] + [area.width]
        for less in (0, 2, 4, 6):
            for n, w in enumerate(sorted({min(x, area.width) for x in widths})):
                lines = lines_for(words, s, w - 2 * pad, less)
                if not fits(lines, w - 2 * pad):
                    continue
                h = height(lines) + 2 * pad
                if h > area.height:
                    continue
                mid = max(area.left, min(card.centerx - w // 2, area.right - w))
                xs = {mid, area.left, area.right - w}
                xs |= {area.left + (area.width - w) * i // 8 for i in range(9)}
                order = sorted(xs, key=lambda x: abs(x - mid))
                low = min(floor - h, area.bottom - h)
                ys = list(range(low, area.top - 1, -step)) or [area.top]
                ys += list(range(low + step, area.bottom - h + 1, step))  # below: the last
                # just under each thing kept: a spot the steps pass over where room is tight
                snug = {r.bottom + m // 2 + 1 for r in keep.keep + mine}
                ys += sorted(y for y in snug if area.top <= y <= area.bottom - h and y not in ys)
                for y in ys:
                    for x in order:
                        r = pygame.Rect(x, y, w, h)
                        rr = r.inflate(m, m)  # a little apart from what it keeps clear of
                        if best is not None and not best[0][0]:  # cannot beat the best
                            if rr.collidelist(keep.hard) >= 0 or (
                                not best[0][1] and rr.collidelist(keep.keep) >= 0
                            ):
                                continue
                        hard, kept, soft = keep.cost(rr)
                        own = len(rr.collidelistall(mine))
                        far = int(y > low + m // 2) * 2 + int(y < low - card.height)
                        dist = abs(y - low) + abs(x - mid)
                        cost = (hard, kept, min(own, 1), far, less, own, soft, n, dist)
                        if cost[:7] == least:
                            return cost, Box(r, lines)  # near the card, covering nothing
                        if best is None or cost < best[0]:
                            best = (cost, Box(r, lines))
            if best is not None and best[0][:4] == (0, 0, 0, 0):
                break  # smaller text would find no better place
        if best is None:  # more words than the window holds: the floor over the whole room
            lines = lines_for(words, s, area.width - 2 * pad, 99)
            h = min(area.height, height(lines) + 2 * pad)
            return (99,), Box(pygame.Rect(area.x, area.y, area.width, h), lines)
        return best

    def draw(self, surf: pygame.Surface) -> None:
        self.rect = self.card = None
        got = self.shown()
        if got is None:
            return
        card, at, hand = got
        words = [(w, p) for w, p in self.t.gv.hand_words(card) if w]
        types = [w for w, p in words if p == "type"]
        figures = [w for w, p in words if p == "stats"]
        if types and figures:  # one line where it holds both: a line less to find room for
            both = " \u00b7 ".join(types + figures)
            words = [(w, p) for w, p in words if p != "stats"]
            words = [(both, "type") if p == "type" else (w, p) for w, p in words]
        if not words:
            return
        hand = hand + [at]  # the card as drawn, lifted under the pointer
        keep, mine = self.keeps(hand)
        key = (
            tuple(words),
            tuple(at),
            surf.get_size(),
            theme.ui_scale(),
            *(tuple(map(tuple, x)) for x in [*vars(keep).values(), mine]),
        )
        if self._placed is None or self._placed[0] != key:
            cost, found = self.place(words, at, hand, keep, mine)
            short = one_line_head(words)
            if cost[:4] != (0, 0, 0, 0) and short is not None:  # no free room: a line less
                cost2, found2 = self.place(short, at, hand, keep, mine)
                found = found2 if cost2[:5] < cost[:5] else found
            self._placed = (key, found)
        box = self._placed[1]
        s = self.t.scale
        pad = theme.grow(12 * s)
        theme.shadow(surf, box.rect, offset=6)
        theme.panel(surf, box.rect, FILL, radius=int(10 * s) + 2, edge=theme.ACCENT)
        y = box.rect.y + pad
        for text, px, kind, colour in box.lines:
            if text:
                theme.blit_text(surf, text, px, (box.rect.x + pad, y), colour, kind)
            y += theme.line_h(px, 1.12)
        self.rect, self.card = box.rect, card
