"""RPG Get!'s table at large text on a low window: how much the rows' cards (the other
seats', yours, your hand) and the arena's give way so that the panels, the arena and the
hand lie one above the other (``LargeText.fit_large_text``), and how narrow the arena's cards
are for each rank's to lie side by side (``LargeText.ranks_fit``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.games.rpgget.labels import RANKS, card_in
from tabletop.games.rpgget.rows import SQUAT
from tabletop.ui import theme
from tabletop.ui.components import marks
from tabletop.ui.components.card import THUMB_W

#: large text on a low window: the rows' cards give way to the arena's down to this height
#: of the hand's (the hand and rows of 1280x720 at 200 %, where their names still grow),
#: never lower than all four rows were shrunk alike (``fit_large_text``)
ROW_LEAST = 84
#: a long attempt header (``arena_head``): where it wraps the arena's cards lie a line lower
LONG_HEAD = "Computer 2 attempts Rescue the Songstress: VP 3  PP 5  EP 6/6 used  RP 3"


class LargeText:
    """Mixed into ``layout.Geometry``: the card sizes at large text."""

    table: Any
    scale: float
    fl: int
    fs: int
    line: int
    quiet: bool
    opp_head: int
    own_head: int
    hand_card: tuple[int, int]
    board_card: tuple[int, int]
    opp_card: tuple[int, int]
    arena_card: tuple[int, int]
    #: your counts on your name's line, run past the folded log's left below its panel
    #: (``hand_first``)
    under_log: bool = False
    #: ``ranks.RankLabels.beside_room`` (an annotation: the mixin's own method is found)
    beside_room: Callable[[dict[str, Any], pygame.Rect, tuple[int, int]], bool]

    def head_lines(self, view: dict[str, Any], seat: int | None) -> int:
        raise NotImplementedError

    def own_head_lines(self, view: dict[str, Any], p: int) -> int:
        raise NotImplementedError

    def order(self, view: dict[str, Any], seat: int | None) -> list[int]:
        raise NotImplementedError

    def geometry(self, view: dict[str, Any], seat: int | None) -> dict[str, pygame.Rect]:
        raise NotImplementedError

    def rank_px(self) -> int:
        raise NotImplementedError

    def rank_room(self) -> int:
        raise NotImplementedError

    def rank_gap(self) -> int:
        raise NotImplementedError

    def fit_large_text(self) -> None:
        """Large text: header lines closer, and the table's cards smaller where the window
        is low, so the other seats' panels, the arena (its header, cards and rank labels),
        your row and your hand lie one above the other. The arena's cards come first: the
        rows' cards give way until the arena holds its cards at their usual size (shrunk
        alike, the arena's, under two or three lines of header, were smaller at 200 % than
        at 100 %: 34x48 against 76x107 at 1280x720), down to the hand's height at which the
        rows' names still grow (``ROW_LEAST``), or to where all four were shrunk alike where
        that is lower."""
        s = self.scale
        self.line = int(self.fl * 1.25)
        self.under_log = False
        pr = getattr(self.table, "play_rect", None)
        if pr is None:
            return
        view = getattr(self.table, "view", None)
        if view is not None:
            self.opp_head = self.head_lines(view, self.table.viewer)
            self.own_head = self.own_head_lines(view, self.order(view, self.table.viewer)[0])
        lines = self.opp_head + self.own_head + 2  # the seats' headers and labels
        text = lines * self.line + int(self.fl * 2.9) + int(self.rank_px() * 1.3) + int(80 * s)
        text += marks.tab_rise(pygame.Rect((0, 0), self.hand_card))  # the hand's tick tabs
        usual = {n: getattr(self, n) for n in ("hand_card", "board_card", "opp_card")}
        arena = self.arena_card
        cards_h = sum(h for _w, h in usual.values()) + arena[1]
        alike = max(0.6, min(1.0, (pr.height - text) / cards_h))
        least = min(alike, ROW_LEAST / usual["hand_card"][1])
        f, fa = alike, alike
        if view is not None:  # the rows give way step by step while the arena wants room
            f = 1.0
            while True:
                f = max(least, f)
                self.rows_at(usual, f)
                fa = min(1.0, self.arena_room(view) / arena[1])
                if fa >= 1.0 or f <= least:
                    break
                f -= 0.02
        self.rows_at(usual, f)
        fa = max(alike, fa)  # never smaller than all four shrunk alike (``arena_fit`` fits it)
        self.arena_card = (int(arena[0] * fa), int(arena[1] * fa))
        if view is not None:
            self.hand_first(view, usual["hand_card"])

    def hand_first(self, view: dict[str, Any], usual: tuple[int, int]) -> None:
        """Your counts on your name's line where it holds them before your panel's edge and
        your panel lies below the folded log's opened panel (the counts ran under it only
        beside the log: ``Rows.own_head_lines``), and the line they leave to your hand's
        cards, as far as your panel stays below the log: at 200 % with four players on
        1280x720 the hand's cards were 70x75 with names of 12 px, the line of counts under
        your name taking the height they needed."""
        t = self.table
        if self.own_head != 2 or not getattr(t, "log_folded", False):
            return
        self.under_log = True
        viewer = t.viewer
        if self.own_head_lines(view, self.order(view, viewer)[0]) != 1:
            self.under_log = False
            return
        below = t.log_rect.bottom + int(6 * self.scale)  # the own panel's frame clear of it
        base = self.hand_card
        for up in range(self.line, -1, -2):
            h = min(usual[1], base[1] + up)
            w = int(usual[0] * min(1.0, h / usual[1] * SQUAT))
            self.hand_card = (max(base[0], w), h)
            if self.geometry(view, viewer)["mine"].top >= below:
                return
        self.hand_card, self.under_log = base, False
        self.own_head = self.own_head_lines(view, self.order(view, viewer)[0])

    def rows_at(self, usual: dict[str, tuple[int, int]], f: float) -> None:
        """The rows' cards (``usual``) at ``f`` of their height, keeping more of their width
        (``SQUAT``: their names grow with the text)."""
        for name, (w, h) in usual.items():
            setattr(self, name, (int(w * min(1.0, f * SQUAT)), int(h * f)))

    def arena_room(self, view: dict[str, Any]) -> int:
        """The height the arena leaves its cards with the rows' cards as they are now, under
        its header (the attempt's line, wrapped where a long one would be, and the line of
        what to do) and over the rank labels (``arena_fit``)."""
        arena = self.geometry(view, self.table.viewer)["arena"]
        head = int(self.fl * 2.9)
        room = arena.width - int(16 * self.scale)
        if theme.text_width(LONG_HEAD, theme.fit_px(LONG_HEAD, self.fs, room, "bold")) > room:
            head += theme.line_h(self.fs, 1.2)  # it wraps (``arena_head.title_lines``)
        room = arena.height - int(6 * self.scale) - head - self.rank_gap()
        w, h = self.arena_card
        tall = (int(w * min(1.0, room / h)), int(h * min(1.0, room / h)))
        if view.get("attempt") and self.beside_room(view, arena, tall):
            return room  # the rank labels beside the cards (``ranks_beside``)
        return room - self.rank_room()

    def ranks_fit(
        self, view: dict[str, Any], arena: pygame.Rect, card: tuple[int, int]
    ) -> tuple[int, int]:
        """``card`` narrowed (its shape kept) until each rank's cards lie side by side in its
        column (``arena_boxes``): four Enemies in one rank overlapped once the arena's cards
        kept their size at large text."""
        att = view["attempt"]
        s = self.scale
        gap = int(6 * s)
        side_w = (arena.width - card[0] - int(40 * s)) // 2 - int(8 * s)
        party = [card_in(view, x) for x in att["active"] + att["asleep"]]
        enemies = [c for zn in ("arena", "asleep") for c in view["zones"][zn]["cards"] or []]
        w = card[0]
        for cl in (party, enemies):
            ranks = [str(c.get("rank", "middle")) for c in cl if c]
            total = sum(ranks.count(rk) or 0.5 for rk in RANKS)
            for rk in RANKS:
                n = ranks.count(rk)
                col = int(side_w * (n or 0.5) / total) - gap
                if n > 1:
                    w = min(w, (col - (n - 1) * gap) // n)
        if w >= card[0]:
            return card
        w = max(THUMB_W, w)
        return (w, int(card[1] * w / card[0]))
