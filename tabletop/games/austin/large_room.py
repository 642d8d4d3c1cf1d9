"""Austin Powers table with large text: the heights of the top row's panels and your own area
such that the Agents in the arena and on your table are as large as at 100 % text in the same
window (their words grew and took the room: at 200 % an attempt's Agents were 95x134 where they
are 123x173 at 100 % on a 1920x1080 window). The room comes from the top row's panels, whose
Agents are name plates with large text (``plates``), down to their header, their counts' line
and the room for plates under it; a window with less room than that keeps its Agents as close to
their size as it can."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.games.austin.layout import Geo


class LargeTextRoom:
    """Mixed into ``layout.AustinTable``."""

    scale: float
    hand_card: tuple[int, int]

    def geo_for(self, n: int, pr: pygame.Rect, balance: bool = True) -> Geo:
        raise NotImplementedError

    def label_room(self) -> int:
        raise NotImplementedError

    def plate_px(self) -> int:
        raise NotImplementedError

    def info_line(self) -> int:
        raise NotImplementedError

    def large_text_room(self, n: int, pr: pygame.Rect, top_h: int, mine_h: int) -> tuple[int, int]:
        """The heights of the top row's panels and your area (``top_h``, ``mine_h``) that give
        the arena's cards and your table their heights at 100 %, the arena first (an
        attempt's two Agents), as far as the top row's panels keep their header, counts and
        plates."""
        s = self.scale
        m = int(10 * s)
        arena_h = pr.height - mine_h - top_h - 4 * m
        table_h = mine_h - self.hand_card[1] - int(40 * s)
        want_card, want_table = self.hundred(n, pr)
        need_arena = max(0, want_card + int(8 * s) + self.label_room() - arena_h)
        # (large text picks the faces the most names read whole on: a little squatter)
        need_table = max(0, want_table + int(6 * s) - table_h)
        # a panel keeps its header, its counts' line and the room under them that the counts'
        # line asks for (``counts_line``: else the counts gave way): two rows of plates at least
        plate = theme.line_h(self.plate_px()) + 4 + max(2, int(5 * s))
        head = int(10 * s) + theme.line_h(21 * s) + theme.line_h(22 * s) + self.info_line()
        floor = head + int(10 * s) + max(int(100 * s), 2 * plate)
        give = min(need_arena + need_table, max(0, top_h - floor))
        to_table = max(0, give - need_arena)  # the arena first: an attempt's two Agents
        return top_h - give, mine_h + to_table

    def hundred(self, n: int, pr: pygame.Rect) -> tuple[int, int]:
        """At 100 % text in this window: the arena's cards' height and your table's."""
        bar = theme.grow(56 * self.scale) - int(56 * self.scale)  # the top bar's growth
        with theme.unscaled():
            taller = pygame.Rect(pr.x, pr.y - bar, pr.width, pr.height + bar)
            geo = self.geo_for(n, taller, balance=False)
            arena = geo["arena"]
            y = arena.y + int(44 * self.scale)
            card = min(int(200 * self.scale), arena.bottom - y - self.label_room())
        return max(card, int(60 * self.scale)), geo["mine_table"].height

    def title_at(
        self, arena: pygame.Rect, text: str = "", icons: bool = False
    ) -> tuple[int, tuple[int, int], str]:
        """The arena's title line (an attempt's kind, a Slugfest's card): size, midtop and
        words, inside the arena with its icons either side (six players at 200 %: the whole
        "ASSASSINATION ATTEMPT" ran over the seat panels beside the arena): smaller, else its
        first word."""
        s = self.scale
        room = arena.width - 2 * int(38 * s) * icons - 2 * int(12 * s)
        px = theme.fit_px(text, int(24 * s), room, "serif")
        if text and theme.text_width(text, px, "serif") > room and " " in text:
            text = text.split()[0]
            px = theme.fit_px(text, int(24 * s), room, "serif")
        return px, (arena.centerx, arena.y + int(10 * s)), text

    def attempt_words(self, f: Any) -> str:
        """An attempt's kind, the arena's title."""
        return "SHAG ATTEMPT" if f["kind"] == "shag" else "ASSASSINATION ATTEMPT"
