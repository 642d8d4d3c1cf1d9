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
from tabletop.ui.components.card import THUMB_W, name_unbroken

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
        low = min(int(h * TIER_CARD), arena_h - least - extra)
        if low < h * TIER_LEAST:
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
        keeping only its label's width and the inventory the rest."""
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
