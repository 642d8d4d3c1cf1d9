"""Austin Powers: your hand's row and what shares it, the label "Your hand (N)" and the icons
legend. A hand laid out left of the move buttons; a long hand takes the legend's room
(``legend_folded``), the legend moving right of it where that leaves it room. Where the band
above the row is lower than the label (large text: "Your hand (9)" drawn there ran over your
panel's rim and its counts' line at 200 % on a 1024x600 window), the row keeps the label's room
right of its last card (``label_keep``). Where the legend has no room at all it folds behind
the top bar's Icons button (``bar_buttons``), which opens it whole over your panel, as the log
folds behind Log."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from tabletop.games.austin.cards import pile, pile_count
from tabletop.games.austin.header import SeatHeader
from tabletop.games.austin.rules.viewtypes import seen
from tabletop.ui import theme
from tabletop.ui.components.hand import hand_rects as row_rects
from tabletop.ui.components.widgets import label_pad

if TYPE_CHECKING:
    from tabletop.games.austin.layout import Geo

#: the top bar's button that opens a folded icons legend
LEGEND_BUTTON = "Icons"


def hand_label(n: int) -> str:
    return f"Your hand ({n})"


class Legend(NamedTuple):
    """Where the icons legend lies and what it holds, as drawn (``HandRoom.legend_cells``):
    its box, whether it is opened over the table, its text size, inner pad and icon size, and
    per entry its icon, the entry's top left and its words' size and fitted words."""

    rect: pygame.Rect
    opened: bool
    px: int
    pad: int
    isz: int
    cells: list[tuple[str, int, int, int, str]]


class HandRoom:
    """Mixed into ``layout.AustinTable``."""

    scale: float
    hand_card: tuple[int, int]
    table: Any
    #: the folded legend opened with the top bar's Icons button
    legend_open: bool = False

    if TYPE_CHECKING:

        def buttons_left(self) -> int: ...
        def legend_w(self) -> int: ...
        def legend_cols(self, width: int, height: int | None = None) -> int: ...
        def legend_shown(self, geo: Geo, n: int = 0) -> int: ...
        def geometry(self, n: int) -> Geo: ...
        def me(self) -> int: ...

    def hand_rects(self, n: int, geo: Geo) -> list[pygame.Rect]:
        """Your hand's cards, left of the move buttons (no button covers a card); a hand of
        ``n`` that would overlap beside the icons legend takes its room (``legend_folded``);
        where the band above the row cannot hold your hand's label, the row ends its label's
        width short of the room's end (``label_keep``)."""
        row = geo["hand_row"].copy()
        folded = self.legend_folded(n, geo)
        if folded:
            row.width = geo["mine"].right - int(12 * self.scale) - row.x
        row.width = max(self.hand_card[0], min(row.right, self.buttons_left()) - row.x)
        keep = self.label_keep(n, geo)
        if keep:
            beside = self.legend_w() and not folded  # the legend right of the row: up to it
            right = self.legend_rect(geo).x if beside else geo["mine"].right
            row.width = max(self.hand_card[0], min(row.right, right - keep) - row.x)
        return row_rects(n, row, self.hand_card, int(10 * self.scale), "left")

    def label_keep(self, n: int, geo: Geo) -> int:
        """The room "Your hand (``n``)" takes right of the row's last card (with its margins)
        where the band between your panel and the row is lower than the label (large text);
        0 where the label fits that band."""
        s = self.scale
        px = int(16 * s)
        if geo["hand_row"].y - int(4 * s) - theme.line_h(px) >= geo["mine_table"].bottom:
            return 0
        return theme.text_width(hand_label(n), px, "bold") + 2 + 2 * label_pad()

    def legend_folded(self, n: int, geo: Geo) -> bool:
        """Does the icons legend give its room to a hand of ``n`` cards: where they would
        overlap beside it, each card covering the next one's name and type line ("SWINGE",
        "FRICKIN' BO" on a 1024x600 window); it moves right of the hand where that leaves it
        room, else it folds behind the top bar's Icons button (``bar_buttons``)."""
        if not self.legend_w():
            return False
        row: pygame.Rect = geo["hand_row"]
        w, gap = self.hand_card[0], int(10 * self.scale)
        return n * (w + gap) - gap > min(row.right, self.buttons_left()) - row.x

    def legend_rect(self, geo: Geo, n: int = 0) -> pygame.Rect:
        """Right of the hand row, above the action buttons; right of a hand of ``n`` that took
        the row's room (``legend_folded``) and of its label kept there (``label_keep``)."""
        s = self.scale
        row: pygame.Rect = geo["hand_row"]
        mine: pygame.Rect = geo["mine"]
        x = row.right + int(24 * s)
        if n and self.legend_folded(n, geo):
            end = self.hand_rects(n, geo)[-1].right + self.label_keep(n, geo)
            x = max(x, end + int(24 * s))
        bottom = self.table.play_rect.bottom - int(80 * s)
        return pygame.Rect(x, row.y, mine.right - int(12 * s) - x, max(0, bottom - row.y))

    def hand_label_home(
        self, rects: list[pygame.Rect], lw: int, geo: Geo, blocked: list[pygame.Rect]
    ) -> pygame.Rect | None:
        """Your hand's label's own place, the same for any hand that leaves it room: in the
        room the row keeps at its end where the band above the row is lower than the label
        (``label_keep``); else above the row at your panel's right end (over the icons legend
        where it is there). None: no such place in the band, or the hand's ``rects`` (a long
        one) or a move button reach it."""
        home = self._label_home(len(rects), lw, geo) if rects else None
        if home is None or rects[-1].right + label_pad() > home.x:
            return None
        return home if home.collidelist(blocked) < 0 else None

    def _label_home(self, n: int, lw: int, geo: Geo) -> pygame.Rect | None:
        s = self.scale
        row: pygame.Rect = geo["hand_row"]
        mine: pygame.Rect = geo["mine"]
        lh = theme.line_h(int(16 * s))
        pad = label_pad()
        folded = self.legend_folded(n, geo)
        beside = bool(self.legend_w()) and not folded  # the legend right of the row
        keep = self.label_keep(n, geo)
        if keep:
            end = self.legend_rect(geo).x if beside else mine.right
            return pygame.Rect(end - keep + pad, row.y + int(4 * s), lw + 2, lh)
        above = row.y - int(4 * s) - lh
        if above < geo["mine_table"].bottom:
            return None
        x = mine.right - int(12 * s) - pad - lw - 2
        home = pygame.Rect(x, above, lw + 2, lh)
        return home if home.right + pad <= mine.right else None

    def buttons_floor(self) -> int:
        """The move buttons keep your hand's cards side by side: a question's answers that
        would reach over its room stand one over the other at the right (at 200 % the two
        answers "1 Computer 3 (Good)" / "2 Computer 2 (Evil)" squeezed a hand of five into
        overlapping cards whose type lines read "F" and "S"; six players' five answers hid
        four cards under the first)."""
        floor = super().buttons_floor()  # type: ignore[misc]
        view = getattr(self.table, "view", None)
        if not view or not hasattr(self.table, "play_rect"):
            return int(floor)
        n = self.hand_size(view)
        row: pygame.Rect = self.geometry(len(view["seats"]))["hand_row"]
        gap = int(10 * self.scale)
        pr: pygame.Rect = self.table.play_rect  # a long hand: a button's row stays at the right
        return max(int(floor), min(row.x + n * (self.hand_card[0] + gap), pr.right - pr.w // 3))

    # ------------------------------------------------------------------ the folded legend
    def hand_size(self, view: dict[str, Any]) -> int:
        """How many cards your hand holds (face up or not)."""
        me = self.me()
        hand = pile(seen(view), "hand", me)
        return len(hand) if hand is not None else pile_count(seen(view), "hand", me)

    def legend_hidden(self) -> bool:
        """The legend has no room beside your hand as it is now (large text on a small window,
        or a long hand): it folds behind the Icons button."""
        view = getattr(self.table, "view", None)
        if not view or not hasattr(self.table, "play_rect"):
            return False
        geo = self.geometry(len(view["seats"]))
        return not self.legend_shown(geo, self.hand_size(view))

    def bar_buttons(self) -> list[tuple[str, Callable[[], None]]]:
        """The top bar's Icons button while the legend is folded (a click, or Tab and Enter,
        opens it and closes it again)."""
        if not self.legend_hidden():
            self.legend_open = False
            return []
        return [(LEGEND_BUTTON, self.toggle_legend)]

    def toggle_legend(self) -> None:
        self.legend_open = not self.legend_open and self.legend_hidden()
        self.table._frame = None
        self.table.dirty = True

    def legend_cells(self, geo: Geo, n: int = 0) -> Legend | None:
        """The icons legend beside a hand of ``n``, or opened over your panel where it is
        folded and open (None: folded shut): one reckoning for its drawing and for the words
        a lesson's arrow keeps off (``View.legend_words``)."""
        cols = self.legend_shown(geo, n)
        rect = self.legend_rect(geo, n)
        opened = not cols and self.legend_open
        if opened:
            rect, cols = self.open_legend_rect(geo)
        if not cols:
            return None
        s = self.scale
        px, pad = theme.px(17 * s), max(6, int(10 * s))
        line = max(int(px * 1.6), theme.line_h(px, 1.2))  # large text: taller rows
        isz = max(int(px * 1.3), theme.font_px(px))
        cw = (rect.width - 2 * pad) // cols
        cells = []
        for i, (icon, label) in enumerate(SeatHeader.LEGEND):
            r, c = divmod(i, cols)
            size, text = theme.fit_text(label, px, cw - isz - 8)
            cells.append(
                (icon, rect.x + pad + c * cw, rect.y + pad // 2 + line + r * line, size, text)
            )
        return Legend(rect, opened, px, pad, isz, cells)

    def open_legend_rect(self, geo: Geo) -> tuple[pygame.Rect, int]:
        """The opened legend: as many columns as keep every word whole (three, two or one),
        over your panel's right end, its foot inside the panel (clear of your hand's tick
        tabs), inside the window; and its columns."""
        s = self.scale
        px = theme.px(17 * s)
        pad = max(6, int(10 * s))
        isz = max(int(px * 1.3), theme.font_px(px))
        line = max(int(px * 1.6), theme.line_h(px, 1.2))
        widest = max(theme.text_width(w, px) for _i, w in SeatHeader.LEGEND)
        pr: pygame.Rect = self.table.play_rect
        m = int(12 * s)
        room = pr.width - 2 * m
        cols = 3
        while cols > 1 and 2 * pad + cols * (isz + 8 + widest + pad) > room:
            cols -= 1
        rows = math.ceil(len(SeatHeader.LEGEND) / cols)
        w = min(room, 2 * pad + cols * (isz + 8 + widest + pad))
        h = pad // 2 + line * (rows + 1) + pad
        rect = pygame.Rect(0, 0, w, h)
        rect.right = min(geo["mine"].right - m, pr.right - m)
        rect.bottom = geo["mine_table"].bottom - int(4 * s)  # clear of the tick tabs
        rect.top = max(rect.top, pr.y + m)
        return rect, cols
