"""Austin Powers table: another seat's Agents and Swingers as name plates. Where its panel has no
room for faces whose names are read at the text size in force (six seats with large text: the
faces were a few pixels tall), each card is a plate with its role's icon, its name whole at the
smallest text size (on two lines when it is long) and its worth; each plate is the card's place
on the table (hovered or reached by the keys it is read large, an attempt drops on it). When
the plates do not all fit, the last place says how many more and opens them all."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

import pygame

from tabletop.games.austin.cards import CARDS
from tabletop.games.austin.faces import GAME, card_dict
from tabletop.ui import assets, theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards
from tabletop.ui.components.widgets import move_button_width

#: the plates' words: condensed, so a long name takes fewer lines
PLATE_FONT = "cond_bold"


class Plates(NamedTuple):
    """The plates of a panel: each card's rect, in the panel's order, and the place saying how
    many more there are (None when all fit)."""

    rects: list[pygame.Rect]
    more: pygame.Rect | None


class AgentPlates:
    """Mixed into ``layout.AustinTable``: another seat's cards as plates."""

    scale: float
    hand_card: tuple[int, int]

    def _grid(
        self, n: int, body: pygame.Rect, max_h: int, names: list[str] | None = None
    ) -> list[pygame.Rect]:
        raise NotImplementedError

    def folds_log(self, size: tuple[int, int], log_w: int) -> bool:
        """Large text: the log folds behind the top bar's Log button and the table takes its
        width with five and six seats (the other seats' panels wide enough for their Agents'
        plates) and where a hand of six and the I'm spent! button do not fit side by side
        beside it (a small window: the button lay over the hand)."""
        if theme.ui_scale() <= 1.0:
            return False
        session = getattr(getattr(self, "table", None), "session", None)
        if len(getattr(session, "seats", ())) >= 5:
            return True
        s = min(size[0] / 1920, size[1] / 1080)
        card_w = cards.card_size(max(s * 1.22, 1.0))[0]  # ``layout``'s hand card
        hand = 6 * card_w + 5 * int(10 * s) + 2 * int(22 * s)
        button = move_button_width("I'm spent!", "Enter", s, size[0]) + int(40 * s)
        return size[0] - log_w - int(10 * s) < hand + button

    def plate_px(self) -> int:
        """The plates' text: the smallest size (the floor at the text size in force)."""
        return theme.px(12 * self.scale)

    def wants_plates(self, body: pygame.Rect, max_h: int, names: list[str]) -> bool:
        """Would the faces ``_grid`` lays out in ``body`` be unreadable: a name not whole on
        them, or (large text) smaller than a face whose name is drawn at that text size (a
        hand card's, whose name is at 12 px, grown by the scale)?"""
        if not names:
            return False
        faces = self._grid(len(names), body, max_h, names)
        if not all(
            card_component.name_fits(GAME, card_dict(nm), r.size) for nm, r in zip(names, faces)
        ):
            return True
        if not all(self.worth_room(nm, r.size) for nm, r in zip(names, faces)):
            return True  # a name fills its face: no room for its worth under it
        grown = theme.ui_scale() > 1.0
        return grown and faces[0].height < int(self.hand_card[1] * theme.ui_scale())

    def worth(self, name: str) -> str:
        """What a card scores when it is won, as its face says it ("Mojo 15", "$20B")."""
        d = CARDS[name]
        return f"Mojo {d.score}" if d.side == "good" else f"${d.score}B"

    @staticmethod
    def _worth_shown(name: str, size: tuple[int, int]) -> bool:
        """Whether a card's face of ``size`` shows what it scores (a card with none: yes)."""
        return _worth_shown(name, (int(size[0]), int(size[1])), theme.card_scale())

    def _tag_rect(self, name: str, r: pygame.Rect) -> pygame.Rect:
        px, pad = self.plate_px(), max(3, r.width // 16)
        h = theme.line_h(px) + 2
        return pygame.Rect(r.x + pad, r.bottom - pad - h, r.width - 2 * pad, h)

    def worth_room(self, name: str, size: tuple[int, int]) -> bool:
        """Whether a face of ``size`` shows the card's worth: its own line, else room under its
        name for the worth on a plate (``worth_tag``)."""
        if self._worth_shown(name, size):
            return True
        tag = self._tag_rect(name, pygame.Rect((0, 0), size))
        fits = theme.text_width(self.worth(name), self.plate_px(), PLATE_FONT) <= tag.width - 4
        return fits and card_component.title_rect(GAME, card_dict(name), size).bottom <= tag.top

    def worth_tag(self, surf: pygame.Surface, name: str, r: pygame.Rect) -> pygame.Rect:
        """A face too small for its worth line under a long name: the worth on a plate over
        the foot of its art, at the plates' text size ("$20B", "Mojo 15")."""
        px, worth = self.plate_px(), self.worth(name)
        tag = self._tag_rect(name, r)
        h = tag.height
        pygame.draw.rect(surf, (244, 240, 230), tag, border_radius=max(2, h // 4))
        pygame.draw.rect(surf, (60, 52, 40), tag, 1, border_radius=max(2, h // 4))
        theme.blit_text(surf, worth, px, tag.center, (30, 26, 20), PLATE_FONT, anchor="center")
        return tag

    def plate_lines(self, name: str, room: int, most: int = 0) -> list[str]:
        """The lines of a plate's name in ``room`` pixels: whole (wrapped, never cut), else at
        ``most`` lines (a panel too low for the whole name's plate) its last line shortened
        with an ellipsis; the plate's hover reads the card, its whole name, large."""
        px = self.plate_px()
        if theme.text_width(name, px, PLATE_FONT) <= room:
            return [name]
        lines = theme.wrap(name, px, room, PLATE_FONT)
        if most <= 0 or len(lines) <= most:
            return lines
        rest = " ".join(lines[most - 1 :])
        short = card_component.ellipsize(rest, room, theme.font_px(px), PLATE_FONT)
        return lines[: most - 1] + [short]

    def plate_most(self, r: pygame.Rect) -> int:
        """How many name lines a plate of ``r`` holds (``plate_size``'s height)."""
        return max(1, (r.height - 4) // theme.line_h(self.plate_px()))

    def _plate_parts(self, name: str, width: int) -> tuple[int, int, int]:
        """A plate's icon size, its name's room and its worth's width at most ``width`` wide."""
        px, pad = self.plate_px(), max(3, int(6 * self.scale))
        isz = theme.line_h(px) - 2 if CARDS[name].kind == "agent" else 0
        worth_w = theme.text_width(self.worth(name), px, PLATE_FONT)
        room = width - 2 * pad - (isz + pad if isz else 0) - worth_w - pad
        return isz, room, worth_w

    def plate_size(self, name: str, width: int, most: int = 0) -> tuple[int, int]:
        """A plate as narrow as its words (at most ``width``) and as tall as its lines (at most
        ``most`` of them, where it is more than 0)."""
        px, pad = self.plate_px(), max(3, int(6 * self.scale))
        isz, room, worth_w = self._plate_parts(name, width)
        lines = self.plate_lines(name, room, most)
        text_w = max(theme.text_width(line, px, PLATE_FONT) for line in lines)
        w = 2 * pad + (isz + pad if isz else 0) + text_w + pad + worth_w
        return min(width, w), theme.line_h(px) * len(lines) + 4

    def more_label(self, n: int) -> str:
        return f"+{n} more"

    def some_plates(
        self, body: pygame.Rect, names: list[str], tail: Sequence[list[str]] = ()
    ) -> tuple[list[int], Plates]:
        """``plates`` in the panel's order, else, where the first is too tall for the room to
        leave any, the lowest first (one Agent at least to drag onto): the order, the plates."""
        order = list(range(len(names)))
        got = self.plates(body, names, tail)
        if got.more is not None and not got.rects and len(names) > 1:
            order.sort(key=lambda i: self.plate_size(names[i], body.width)[1])
            got = self.plates(body, [names[i] for i in order], tail)
        # still none: the names on fewer lines, the last shortened (at 200 % with three players
        # "Austin Powers, International Man of Mystery" alone on a seat's table was too tall
        # for its panel on three lines, which showed only "+1 more")
        for most in (2, 1):
            if got.rects or not names:
                break
            got = self.plates(body, [names[i] for i in order], tail, most)
        return order, got

    def plates(
        self, body: pygame.Rect, names: list[str], tail: Sequence[list[str]] = (), most: int = 0
    ) -> Plates:
        """The plates of ``names`` in rows inside ``body`` (a long name's plate on two lines,
        at most ``most`` where it is more than 0); those past its bottom give way to a place
        saying how many more there are. ``tail``: the lines (each form, the first preferred)
        the rows leave room for (``tail_at``)."""
        gap = max(2, int(5 * self.scale))
        more_w = theme.text_width(self.more_label(len(names)), self.plate_px(), PLATE_FONT)
        more_size = (more_w + 2 * max(3, int(6 * self.scale)), theme.line_h(self.plate_px()) + 4)
        rects: list[pygame.Rect] = []
        x, y, row_h = body.x, body.y, 0
        for name in names:
            w, h = self.plate_size(name, body.width, most)
            if x > body.x and x + w > body.right:
                x, y, row_h = body.x, y + row_h + gap, 0
            rects.append(pygame.Rect(x, y, w, h))
            x, row_h = x + w + gap, max(row_h, h)

        def ends(shown: list[pygame.Rect]) -> bool:  # the tail's room after the plates
            return not tail or self.tail_at(body, shown, tail) is not None

        if all(body.contains(r) for r in rects) and ends(rects):
            return Plates(rects, None)
        # the room is short: as many plates as leave a place for "+N more" after them (and the
        # tail); one Agent at least before the tail (at 200 % a seat's counts left its panel
        # only "+2 more": no Agent of its to drag onto)
        for lowest, tailed in ((1, True), (1, False), (0, True)):
            for keep in range(len(rects) - 1, lowest - 1, -1):
                shown = rects[:keep]
                more = pygame.Rect((body.x, body.y), more_size)
                if shown:
                    last = shown[-1]
                    more.topleft = (last.right + gap, last.y)
                    if more.right > body.right or (tailed and not ends(shown + [more])):
                        more.topleft = (body.x, max(r.bottom for r in shown) + gap)
                if (
                    all(body.contains(r) for r in shown)
                    and body.contains(more)
                    and (not tailed or ends(shown + [more]))
                ):
                    return Plates(shown, more)
        return Plates([], pygame.Rect((body.x, body.y), more_size).clip(body))

    def tail_at(
        self, body: pygame.Rect, items: list[pygame.Rect], forms: Sequence[list[str]]
    ) -> tuple[pygame.Rect, list[str]] | None:
        """Where lines (a seat's counts, ``forms``: one line first, then shorter lines) go in
        ``body`` after the plates ``items``: right of the last one, else on a line under them;
        with the form used (None: no room)."""
        s = self.scale
        px, gap = int(15 * s), max(2, int(8 * s))
        line_h = theme.line_h(px)
        last = items[-1] if items else None
        low = max(r.bottom for r in items) + max(2, int(5 * s)) if items else body.y
        spots = [(last.right + gap, last.y)] if last is not None else []
        for x, y in [*spots, (body.x, low)]:
            for lines in forms:
                w = max(theme.text_width(x_, px) for x_ in lines)
                r = pygame.Rect(x, y, w, line_h * len(lines))
                if body.contains(r):
                    return r, lines
        return None

    def draw_plate(self, surf: pygame.Surface, name: str, r: pygame.Rect, veiled: bool) -> None:
        """One plate: its role's icon, its name's lines and its worth (dimmed in the arena)."""
        px, pad = self.plate_px(), max(3, int(6 * self.scale))
        d = CARDS[name]
        fill = (48, 38, 70) if d.side == "evil" else (70, 44, 58)
        if d.kind != "agent":
            fill = (40, 56, 66)
        pygame.draw.rect(surf, fill, r, border_radius=6)
        pygame.draw.rect(surf, (150, 140, 170), r, 1, border_radius=6)
        isz, room, worth_w = self._plate_parts(name, r.width)
        x = r.x + pad
        if isz:
            icon = "lips" if d.role == "shagger" else "gun"
            img = assets.image(f"{GAME}/icons/{icon}.png", (isz, isz))
            if img is not None:
                surf.blit(img, (x, r.y + 3))
            x += isz + pad
        colour = (150, 150, 160) if veiled else theme.TEXT
        y = r.y + 2
        for line in self.plate_lines(name, room, self.plate_most(r)):
            theme.blit_text(surf, line, px, (x, y), colour, PLATE_FONT)
            y += theme.line_h(px)
        at = (r.right - pad - worth_w, r.y + 2)
        theme.blit_text(surf, self.worth(name), px, at, theme.ACCENT, PLATE_FONT)

    def draw_more(self, surf: pygame.Surface, r: pygame.Rect, n: int) -> None:
        """The place for the plates with no room: how many more (a click shows them all)."""
        pygame.draw.rect(surf, (30, 34, 46), r, border_radius=6)
        pygame.draw.rect(surf, theme.ACCENT, r, 1, border_radius=6)
        label = self.more_label(n)
        theme.blit_text(surf, label, self.plate_px(), r.center, theme.ACCENT, PLATE_FONT,
                        anchor="center")  # fmt: skip

    def plate_cards(self, cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The cards a "+N more" place shows (read large, in the pile viewer)."""
        return [card_dict(str(c["name"])) for c in cards]

    def counted_agent(self, view: dict[str, Any], seat: int) -> int | None:
        """The Agent a drop on ``seat``'s panel or its "+N more" is about when it makes no
        move, for the refusal to say why: the first counted on "+N more" (no plate of its
        own), else the seat's first Agent (a Shagger dropped on "+2 more" was told only that
        the card could not go there); None: the seat has none."""
        table: Any = self  # ``layout.AustinTable``, which places the panels
        lay = table.panel_layout(view, seat)
        shown = {int(c["id"]) for c, _r in lay["slots"]}
        zone = view["zones"].get(f"table/{seat}") or {}
        ids = [
            int(c["id"])
            for c in zone.get("cards") or []
            if c is not None and CARDS[str(c["name"])].kind == "agent"
        ]
        return next((c for c in ids if c not in shown), ids[0] if ids else None)


@lru_cache(maxsize=4096)
def _worth_shown(name: str, size: tuple[int, int], scale: float) -> bool:
    """``Plates._worth_shown`` at the text scale ``scale``, kept (the plates ask it of every
    card at every frame: laid out anew each time, it took half an Austin lesson frame)."""
    card = card_dict(name)
    return not card.get("stats") or card_component.stats_shown(GAME, card, size)
