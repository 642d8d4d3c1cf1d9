"""RPG Get!'s other seats' panels in two tiers: where three or four players share the table's
width, a seat's party takes the panel's whole width on the first tier (side by side, each card
wide enough for its name) and its KO pile, inventory, bank and score pile lie under it on a
second tier of smaller cards (``Tiers.second_tier``, ``Tiers.tier_segments``). One row of five
boxes in a third of a small window gave each party card some 28 pixels: names were cut to "H..."
on their tabs and the boxes' labels to "Part...", "Sco..." (1024x600, four players)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components.card import THUMB_W, name_unbroken, title_rect
from tabletop.ui.components.hand import hand_rects

GAME = "rpgget"
#: a party card widens for its names (``party_card``) up to this much of its width (as
#: ``rows.UNBROKEN_WIDER``)
UNBROKEN_WIDER = 1.8

#: the other seats' panels take two tiers where they are narrower than this many cards
NARROW = 6
#: the second tier's cards at most this share of the panel's card height
TIER_CARD = 0.5
#: and no lower than this share: below it the panel keeps its one row
TIER_LEAST = 0.4
#: and this share under a reaction window's bar (``arena_fit``: the bar covers no card)
WINDOW_LEAST = 0.4
#: the arena's cards keep this share of their size under two-tier panels (``arena_fit``)
ARENA_LEAST = 0.6


class Tiers:
    """Mixed into ``rows.Rows``: the two-tier panels of the other seats."""

    table: Any
    scale: float
    fl: int
    line: int
    opp_card: tuple[int, int]
    row_faces: dict[int, list[dict[str, Any]]]
    arena_card: tuple[int, int]
    #: the second tier's card height (0: the panels keep one row), set by ``second_tier``
    tier_h: int = 0

    def rank_room(self) -> int:
        raise NotImplementedError

    def pile_width(self, card: tuple[int, int]) -> int:
        raise NotImplementedError

    def label_widths(
        self, counts: dict[str, int], mine: bool = False, spaced: bool = False
    ) -> dict[str, int]:
        raise NotImplementedError

    def label_px(self) -> int:
        raise NotImplementedError

    @staticmethod
    def box_label(name: str, count: int, short: bool = False) -> str:
        raise NotImplementedError

    def whole(
        self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int], mine: bool
    ) -> bool:
        raise NotImplementedError

    def labels_fit(self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int]) -> bool:
        raise NotImplementedError

    def order(self, view: dict[str, Any], seat: int | None) -> list[int]:
        raise NotImplementedError

    def row_counts(self, view: dict[str, Any], p: int) -> dict[str, int]:
        raise NotImplementedError

    def seat_area(
        self,
        g: dict[str, pygame.Rect],
        k: int,
        others: int,
        counts: dict[str, int] | None = None,
    ) -> tuple[pygame.Rect, pygame.Rect, tuple[int, int]]:
        raise NotImplementedError

    def tier_gap(self) -> int:
        """Between the party's cards and the second tier's labels."""
        return int(4 * self.scale)

    def second_tier(self, others: int, arena_h: int) -> int:
        """How much taller the other seats' panels grow for a second tier (and ``tier_h``, its
        cards' height): at the usual text size, for panels narrower than ``NARROW`` cards
        (four players; three keep one row, the arena's cards their size), where the arena
        (``arena_h`` high with one row) keeps its cards at ``ARENA_LEAST`` of their size under
        its header with their rank labels (its status legend gives way, ``legend_top``; F1's
        guide lists the statuses; under a reaction window's bar they give way further,
        ``WINDOW_LEAST``). Else 0."""
        h = self.opp_card[1]
        self.tier_h = 0
        pr = self.table.play_rect
        s = self.scale
        panel = (pr.width - 2 * int(14 * s)) // max(1, others) - int(16 * s)
        if others < 2 or theme.ui_scale() > 1.0 or panel >= NARROW * self.opp_card[0]:
            return 0
        cards = int(self.arena_card[1] * ARENA_LEAST) + int(6 * s)
        least = int(self.fl * 2.9) + int(26 * s) + self.rank_room() + cards
        extra = self.line + self.tier_gap()
        low = int(h * TIER_CARD)
        if low * self.opp_card[0] // h < THUMB_W:  # too small for a name either way: the least
            low = int(h * TIER_LEAST)  # (the arena's cards keep the room, under a window too)
        low = min(low, arena_h - least - extra)
        if low < int(h * TIER_LEAST):
            return 0
        self.tier_h = low
        return extra + low

    def tier_card(self, card: tuple[int, int]) -> tuple[int, int]:
        """The second tier's card: the panel's card shape at ``tier_h`` high."""
        w, h = self.opp_card
        return (max(20, self.tier_h * w // h), self.tier_h)

    def party_card(
        self, sub: pygame.Rect, n: int, named: int, faces: list[dict[str, Any]]
    ) -> tuple[int, int]:
        """A two-tier panel's party card: the panel's card, narrower (its shape kept) where
        ``n`` of them would not lie side by side across the panel, but no narrower than one
        that holds their names (``named``: they overlap past that, each name said on a tab);
        wider, as high, where a name of the party (``faces``) would break inside a word
        ("HUnew-earl") and the panel has the room across."""
        w, h = self.opp_card
        gap = int(6 * self.scale)
        fit = (sub.width - (max(1, n) - 1) * gap) // max(1, n)
        cw = min(w, max(fit, min(w, max(named, THUMB_W))))
        card = (cw, h * cw // w)
        most = min(fit, int(cw * UNBROKEN_WIDER))
        for width in range(cw, most + 1, 2):
            if all(name_unbroken(GAME, f, (width, card[1])) for f in faces):
                return (width, card[1])
        return card

    def tier_segments(
        self, area: pygame.Rect, card: tuple[int, int], counts: dict[str, int]
    ) -> dict[str, pygame.Rect]:
        """A two-tier panel's boxes: the party across the panel under its label, then the KO
        pile, the inventory, the bank and the score pile under their labels, an empty pile
        keeping only its label's width and the inventory the rest (large text: ``counts_card``)."""
        if self.lined(counts):
            return self.counts_segments(area, card, counts)
        s, line = self.scale, self.line
        gap = int(10 * s)
        small = self.tier_card(card)
        step = small[0] + int(6 * s)
        label_w = self.label_widths(counts)
        out = {"party": pygame.Rect(area.x, area.y + line, area.width, self.opp_card[1])}
        y = out["party"].bottom + self.tier_gap() + line

        def width(z: str, full: int) -> int:
            return label_w[z] if not counts.get(z, 0) else max(full, label_w[z])

        widths = {
            "unconscious": width("unconscious", small[0]),
            "inventory": 0,
            "bank": width("bank", self.pile_width(small) + step * counts.get("bank_up", 0)),
            "score": width("score", small[0]),
        }
        # the inventory takes the rest: the bank and the score pile at the panel's right
        widths["inventory"] = max(label_w["inventory"], area.width - sum(widths.values()) - 3 * gap)
        x = area.x
        for name, w in widths.items():
            out[name] = pygame.Rect(x, y, w, small[1])
            x += w + gap
        return out

    @staticmethod
    def seg_card(seg: pygame.Rect, card: tuple[int, int]) -> tuple[int, int]:
        """The card size of a box ``seg`` of a seat's row: ``card``, or a second tier's
        lower card (``tier_segments``)."""
        if seg.height >= card[1]:
            return card
        return (max(20, card[0] * seg.height // max(1, card[1])), seg.height)

    # ------------------------------------------------------------------ large text: a line
    def lined_seats(self) -> set[int]:
        """The other seats whose panels say their piles on a line of counts (``counts_card``)."""
        got: set[int] | None = self.__dict__.get("_lined")
        if got is None:
            got = self.__dict__["_lined"] = set()
        return got

    def lines_all(self, g: dict[str, pygame.Rect], others: int) -> bool | None:
        """Large text: does any other seat's panel say its piles on a line of counts? Then
        every one does where it has the room across (``counts_card``): at 200 % with four
        players one panel showed its boxes under a row of labels and two a line of chips, the
        three laid out two ways. Worked out once for the table as it is (its view, ``g``).
        None: each panel's own choice (while each is sized alone, below)."""
        table = self.table
        view = getattr(table, "view", None)
        if theme.ui_scale() <= 1.0 or self.__dict__.get("_sizing") or view is None:
            return None
        key = (id(view), table.state_key(), tuple(g["opps"]), others, self.opp_card)
        got = self.__dict__.get("_lines_all")
        if got is not None and got[0] == key:
            return bool(got[1])
        order = self.order(view, table.viewer)
        self.__dict__["_sizing"] = True
        try:
            alone = set()
            for k, p in enumerate(order[1:], 1):
                self.seat_area(g, k, others, self.row_counts(view, p))
                alone |= self.lined_seats() & {p}
        finally:
            self.__dict__["_sizing"] = False
        self.__dict__["_lines_all"] = (key, bool(alone))
        return bool(alone)

    def counts_card(
        self,
        sub: pygame.Rect,
        counts: dict[str, int],
        card: tuple[int, int],
        alike: bool | None = None,
    ) -> tuple[int, int] | None:
        """Large text in a narrow panel whose one row gives its party smaller cards than
        their names need, or overlaps them (four players at 200 % on 1280x720: 28x39 cards
        with no names): each party card at the least width at which its name is whole and
        breaks only between words (``row_rects``), side by side across the panel under its
        header, and the
        other boxes said on a line of counts under them ("KO 0  Inv 3  Bank 0  Score 1", each
        listing its cards on a click; ``counts_segments``). None: the usual row (it holds
        them, or the panel has no room across for them either). ``alike``: every other
        panel is said so (True) or none is (False), ``lines_all``."""
        p, n = int(counts["seat"]), counts["party"]
        lined = self.lined_seats()
        lined.discard(p)
        faces = self.row_faces.get(p, [])[:n]
        if theme.ui_scale() <= 1.0 or alike is False or not (faces or alike):
            return None
        h, gap = self.opp_card[1], int(6 * self.scale)
        widths = [self.least_named(f, h) for f in faces]  # none: no party yet
        if (
            not alike
            and card[0] >= max(widths)
            and self.whole(sub, card, counts, False)
            and self.labels_fit(sub, card, counts)
        ):
            return None
        chips = self.chip_widths(counts, sub.width)
        last = self.chip_spacing(counts, sub.width)[1]  # no gap after the last chip
        if sum(chips.values()) - last > sub.width:
            return None
        if sum(widths) + (n - 1) * gap > sub.width:  # a share each, side by side: the usual
            share = (sub.width - (n - 1) * gap) // max(1, n)  # row had no room for the party
            if share < THUMB_W:
                return None
            widths = [min(w, share) for w in widths]
        lined.add(p)
        self.__dict__.setdefault("_widths", {})[p] = widths
        return (max(widths or [card[0]]), h)

    def least_named(self, face: dict[str, Any], h: int) -> int:
        """The least width, at height ``h``, at which ``face``'s name is whole, breaks only
        between words and leaves the PP pill room under it (up to ``UNBROKEN_WIDER`` of the
        panel's card: "Linear" over a pill that covered "Cannon")."""
        most = int(self.opp_card[0] * UNBROKEN_WIDER)
        px = 12 if self.scale < 0.8 else 15  # the PP pill's words (``Painter.badges``)
        for width in range(THUMB_W, most + 1, 2):
            plate = title_rect(GAME, face, (width, h)).bottom
            # the PP pill lies under the name's plate, or where it would, below the plate
            clear = plate <= int(h * 0.32) or plate + theme.line_h(px, 1.0) + 4 <= h - px - 12
            if clear and name_unbroken(GAME, face, (width, h)):
                return width
        return most

    def chip_widths(self, counts: dict[str, int], room: int | None = None) -> dict[str, int]:
        """The line of counts' chips ("KO 0", "Inv 3", "Bank 0", "Score 1"), each its words'
        width and a pad at each side, and the gap after it (``chip_gap``): closer where the
        line would not fit ``room`` (at 200 % on 1024x600 with four players the chips were
        17 pixels too wide, and the panel fell back to a row whose party box was 13 pixels
        wide: no "Party" label, its card over the KO pile's box)."""
        pad, gap = self.chip_spacing(counts, room)
        px = self.label_px()
        return {
            z: theme.text_width(self.box_label(z, counts.get(z, 0), True), px) + 2 * pad + gap
            for z in ("unconscious", "inventory", "bank", "score")
        }

    def chip_spacing(self, counts: dict[str, int], room: int | None) -> tuple[int, int]:
        """The chips' pad inside each and gap between them: the usual, else closer where
        those would not fit ``room``."""
        s = self.scale
        pad, gap = int(8 * s), int(10 * s)
        if room is None:
            return pad, gap
        px = self.label_px()
        words = sum(
            theme.text_width(self.box_label(z, counts.get(z, 0), True), px)
            for z in ("unconscious", "inventory", "bank", "score")
        )
        if words + 8 * pad + 3 * gap <= room:
            return pad, gap
        return max(2, int(4 * s)), max(3, int(6 * s))

    def counts_segments(
        self, area: pygame.Rect, card: tuple[int, int], counts: dict[str, int]
    ) -> dict[str, pygame.Rect]:
        """``counts_card``'s panel: the party across it right under the header, the chips of
        the other boxes' counts on a line under the cards."""
        out = {"party": pygame.Rect(area.x, area.y, area.width, card[1])}
        x, y = area.x, area.y + card[1] + self.tier_gap()
        high = theme.line_h(self.label_px()) + int(4 * self.scale)
        gap = self.chip_spacing(counts, area.width)[1]
        for z, w in self.chip_widths(counts, area.width).items():
            out[z] = pygame.Rect(x, y, w - gap, high)
            x += w
        return out

    def row_rects(
        self, p: int, name: str, n: int, seg: pygame.Rect, card: tuple[int, int]
    ) -> list[pygame.Rect]:
        """Where seat ``p``'s ``n`` cards of box ``name`` lie in ``seg``: side by side from its
        left (overlapping where they must); a party over a line of counts, each card as wide
        as its name needs (``counts_card``)."""
        gap = int(6 * self.scale)
        widths = self.__dict__.get("_widths", {}).get(p)
        if name != "party" or p not in self.lined_seats() or len(widths or ()) != n:
            return hand_rects(n, seg, card, gap, "left")
        out, x = [], seg.x
        for w in widths or ():
            out.append(pygame.Rect(x, seg.y, w, card[1]))
            x += w + gap
        return out

    def party_label(self, p: int, seg: pygame.Rect, n: int) -> pygame.Rect | None:
        """Where a lined panel says "Party N": at the right end of its party's line, clear of
        the cards by a word space (the panels' boxes say it over the party; a line of counts
        had no word for it); None where the cards leave no room."""
        gap = int(6 * self.scale)
        widths = self.__dict__.get("_widths", {}).get(p) or []
        cards = sum(widths) + max(0, len(widths) - 1) * gap
        px = self.label_px()
        w, h = theme.text_width(self.box_label("party", n), px), theme.line_h(px)
        if cards + theme.text_width("  ", px) + w > seg.width:
            return None
        return pygame.Rect(seg.right - w, seg.centery - h // 2, w, h)

    def lined(self, counts: dict[str, int]) -> bool:
        """Does the seat of ``counts`` say its piles on a line of counts?"""
        return counts["seat"] in self.lined_seats()

    def chip(self, p: int, name: str) -> bool:
        """Is seat ``p``'s box ``name`` a chip on its line of counts (no cards laid out)?"""
        return name != "party" and p in self.lined_seats()

    def pile_names(self, p: int) -> tuple[str, ...]:
        """Seat ``p``'s piles a click browses (and the bank): its inventory too on a line of
        counts (its cards are listed on a click)."""
        more = ("inventory",) if p in self.lined_seats() else ()
        return ("unconscious", "score", "bank", *more)

    def pile_spot(self, p: int, name: str, seg: pygame.Rect, card: tuple[int, int]) -> pygame.Rect:
        """Where seat ``p``'s pile ``name`` is clicked: its top card's place, or its chip."""
        return seg.copy() if self.chip(p, name) else pygame.Rect(seg.topleft, card)

    def draw_chip(self, surf: pygame.Surface, p: int, name: str, seg: pygame.Rect, n: int) -> bool:
        """Seat ``p``'s box ``name`` on a line of counts: its chip (the party: its label at
        the right end of its cards' line, where they leave it the room); False where the box
        is drawn as usual."""
        if p not in self.lined_seats():
            return False
        if name == "party":
            spot = self.party_label(p, seg, n)
            if spot is not None:
                text = self.box_label(name, n)
                theme.blit_text(
                    surf, text, self.label_px(), spot.midright, theme.MUTED, anchor="midright"
                )
        else:
            pygame.draw.rect(surf, (34, 40, 52), seg, border_radius=max(4, seg.height // 3))
            if n:
                pygame.draw.rect(
                    surf, (90, 100, 120), seg, 1, border_radius=max(4, seg.height // 3)
                )
            text = self.box_label(name, n, True)
            theme.blit_text(surf, text, self.label_px(), seg.center, theme.MUTED, anchor="center")
        return True
