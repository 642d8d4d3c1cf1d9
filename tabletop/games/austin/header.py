"""Austin Powers table: the words of another seat's panel header (its name, side's tag, score
and every vibe total, the turn tag and the counts), where each goes at a window size and text
size (large text: on more lines, never cut), and the icons legend's columns."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.austin.cards import pile_count
from tabletop.games.austin.faces import CARD_RATIO, VIBES, money, stage
from tabletop.games.austin.rules.viewtypes import AustinView
from tabletop.ui import theme
from tabletop.ui.components import marks

if TYPE_CHECKING:
    from tabletop.games.austin.layout import Panel


class SeatHeader:
    """Mixed into ``layout.AustinTable``: the header lines of the seats' panels."""

    scale: float
    icon: int
    hand_card: tuple[int, int]

    def seat_name(self, seat: int) -> str:
        raise NotImplementedError

    #: the icons legend: (icon, word)
    LEGEND = (
        ("groovy", "Groovy"),
        ("shagadelic", "Shagadelic"),
        ("randy", "Randy"),
        ("creepy", "Creepy"),
        ("lips", "Shagger"),
        ("gun", "Assassin"),
    )

    def legend_cols(self, width: int, height: int | None = None) -> int:
        """How many columns of the legend fit ``width`` (and ``height``, when given) with every
        word whole at its size: 3, 2 or 1; 0 when none does."""
        s = self.scale
        px = theme.px(17 * s)
        pad = max(6, int(10 * s))
        isz = max(int(px * 1.3), theme.font_px(px))
        line = max(int(px * 1.6), theme.line_h(px, 1.2))
        height = height if height is not None else self.hand_card[1]
        widest = max(theme.text_width(w, px) for _i, w in self.LEGEND)
        for cols in (3, 2, 1):
            rows = math.ceil(len(self.LEGEND) / cols)
            cw = (width - 2 * pad) // cols
            tall = max(pad // 2 + line * (rows + 1), theme.line_h(px) + (1 + rows) * line // 1.2)
            if widest <= cw - isz - 8 and tall <= height:
                return cols
        return 0

    def name_room(self, view: AustinView, seat: int, rect: pygame.Rect) -> tuple[int, bool]:
        """Another seat's name line: the room for its name, and whether its side's tag (GOOD,
        EVIL) goes beside it (with large text a name that does not fit beside the tag has the
        line, the tag goes to the counts' line)."""
        s = self.scale
        head = max(int(70 * s), int(10 * s) + theme.line_h(21 * s) + theme.line_h(22 * s))
        h = head - int(14 * s)
        piles = rect.right - 2 * int(h / CARD_RATIO) - int(22 * s)
        side = view["seats"][seat]["side"]
        tag_w = theme.text_width(side.upper() if side else "?", int(14 * s), "bold")
        x = self.header_x(rect)
        room = piles - x - tag_w - int(40 * s)
        name = self.seat_name(seat)
        px = theme.fit_px(name, int(21 * s), room, "bold")
        if theme.text_width(name, px, "bold") <= room:
            return room, True
        if self.piles_down(view, seat, rect):  # the whole line: the piles lie under it
            return rect.right - int(8 * s) - x, False
        return piles - x - int(12 * s), False

    def piles_down(self, view: AustinView, seat: int, rect: pygame.Rect) -> bool:
        """Does another seat's name need its header's whole first line (``pile_drop``)?"""
        return self.pile_drop(view, seat, rect) > 0

    def pile_drop(self, view: AustinView, seat: int, rect: pygame.Rect) -> int:
        """How much lower than the header's top another seat's score and discard piles lie:
        0 while its name fits left of them; a line when the name needs the whole first line
        and its score line fits left of them; with large text two lines (under the score too)
        when its Mojo or Ransom ("$15 billion") does not fit beside them either."""
        s = self.scale
        if not self._name_needs_line(view, seat, rect):
            return 0
        head = max(int(70 * s), int(10 * s) + theme.line_h(21 * s) + theme.line_h(22 * s))
        piles = rect.right - 2 * int((head - int(14 * s)) / CARD_RATIO) - int(22 * s)
        st = view["seats"][seat]
        unit = theme.text_width(money(st["side"], st["score"]), int(22 * s), "bold")
        if self.header_x(rect) + unit + int(8 * s) <= piles:
            return self.name_line()
        if theme.ui_scale() <= 1.0:
            return 0
        return self.name_line() + theme.line_h(22 * s)

    def _name_needs_line(self, view: AustinView, seat: int, rect: pygame.Rect) -> bool:
        """Does another seat's name fit its header's whole first line and not left of its
        piles?"""
        s = self.scale
        head = max(int(70 * s), int(10 * s) + theme.line_h(21 * s) + theme.line_h(22 * s))
        piles = rect.right - 2 * int((head - int(14 * s)) / CARD_RATIO) - int(22 * s)
        x = self.header_x(rect)
        name = self.seat_name(seat)
        left = piles - x - int(12 * s)
        if theme.text_width(name, theme.fit_px(name, int(21 * s), left, "bold"), "bold") <= left:
            return False
        whole = rect.right - int(8 * s) - x
        return (
            theme.text_width(name, theme.fit_px(name, int(21 * s), whole, "bold"), "bold") <= whole
        )

    def score_lead(self, view: AustinView, seat: int, rect: pygame.Rect) -> int:
        """The width another seat's side tag takes on its score line, after its Mojo or Ransom
        (its name needed the whole first line and no counts' line takes the tag); 0 if none."""
        if self.name_room(view, seat, rect)[1]:
            return 0
        s = self.scale
        if theme.ui_scale() > 1.0:
            pile_h = max(int(70 * s), int(10 * s) + theme.line_h(21 * s) + theme.line_h(22 * s))
            head = pile_h + self.vibes_below(view, seat, rect, pile_h)
            if self.counts_line(view, seat, rect, head):
                return 0
        side = view["seats"][seat]["side"]
        tag = side.upper() if side else "?"
        return theme.text_width(tag, int(14 * s), "bold") + int(12 * s) + int(8 * s)

    def counts_h(self, view: AustinView, seat: int, rect: pygame.Rect) -> int:
        """The height another seat's counts' lines add to its header (0: none)."""
        pile_h = max(
            int(70 * self.scale),
            int(10 * self.scale) + theme.line_h(21 * self.scale) + theme.line_h(22 * self.scale),
        )
        head = pile_h + self.vibes_below(view, seat, rect, pile_h)
        if not self.counts_line(view, seat, rect, head):
            return 0
        return self.info_line() * len(self.info_rows(view, seat, rect))

    def vibes_below(
        self, view: AustinView, seat: int, rect: pygame.Rect, pile_h: int, lead: int = 0
    ) -> int:
        """How much lower than the score line another seat's last vibe line lies."""
        s = self.scale
        w = int((pile_h - int(14 * s)) / CARD_RATIO)
        stop = rect.right - 2 * w - int(22 * s)
        x, y2 = self.header_x(rect), rect.y + int(8 * s) + self.name_line()
        flow = self.vibe_fit(view, seat, x, y2, stop, lead)[1]
        return max([y for *_v, y in flow], default=y2) - y2

    def counts_line(self, view: AustinView, seat: int, rect: pygame.Rect, head_h: int) -> bool:
        """Large text: does another seat's panel take its counts' line(s) (``info_rows``) under
        a header ``head_h`` high? Only while its Agents keep a readable height under them
        (else the turn tag lies on the panel's edge, as WINNER does)."""
        if theme.ui_scale() <= 1.0:
            return False
        s = self.scale
        rows = len(self.info_rows(view, seat, rect, tag_beside=True))
        return rect.height - head_h - rows * self.info_line() - int(10 * s) >= int(100 * s)

    def info_rows(
        self,
        view: AustinView,
        seat: int,
        rect: pygame.Rect,
        tag_beside: bool = False,
    ) -> list[list[tuple[str, int]]]:
        """Large text: another seat's counts' line(s) under its score: its side's tag (when not
        beside its name), the turn tag on its turn, "hand 6 . deck 19"; as (part, width) rows,
        a part that does not fit the row's room on the next row."""
        s = self.scale
        side = view["seats"][seat]["side"]
        parts: list[tuple[str, int]] = []
        if not tag_beside and not self.name_room(view, seat, rect)[1]:
            tag = side.upper() if side else "?"
            parts.append((tag, theme.text_width(tag, int(14 * s), "bold") + int(12 * s)))
        if view["current"] == seat and view["winner"] is None:
            parts.append(("TURN", marks.turn_width(s)))
        info = self.info_text(view, seat)
        x0 = rect.x + int(12 * s)
        room = rect.right - int(8 * s) - x0
        if self.pile_drop(view, seat, rect):  # beside the lowered piles
            head = max(int(70 * s), int(10 * s) + theme.line_h(21 * s) + theme.line_h(22 * s))
            piles = rect.right - 2 * int((head - int(14 * s)) / CARD_RATIO) - int(22 * s)
            room = piles - int(8 * s) - x0
        if theme.text_width(info, int(15 * s)) <= room:
            parts.append((info, theme.text_width(info, int(15 * s))))
        else:  # a narrow panel: "hand 6 ·", "deck 24" each where it fits
            bits = info.split(" \u00b7 ")
            for i, bit in enumerate(bits):
                bit += " \u00b7" if i < len(bits) - 1 else ""
                parts.append((bit, theme.text_width(bit, int(15 * s))))
        rows: list[list[tuple[str, int]]] = [[]]
        used = 0
        for part, w in parts:
            if rows[-1] and used + w > room:
                rows.append([])
                used = 0
            rows[-1].append((part, w))
            used += w + int(8 * s)
        return rows

    def info_text(self, view: AustinView, seat: int) -> str:
        """A seat's hand and deck counts (and "to act" while it may answer out of turn)."""
        info = f"hand {pile_count(view, 'hand', seat)} \u00b7 deck {pile_count(view, 'deck', seat)}"
        turn = view["current"] == seat and view["winner"] is None
        if seat in view["active"] and not turn and stage(view) not in ("ships",):
            info += " \u00b7 to act"
        return info

    def header_x(self, rect: pygame.Rect) -> int:
        """Where a seat's name (and its score line) starts: right of its emblem."""
        s = self.scale
        return rect.x + int(12 * s) + 2 * max(8, int(11 * s)) + int(6 * s)

    def name_line(self) -> int:
        """The advance from a header's name line to its score line."""
        return max(int(30 * self.scale), theme.line_h(21 * self.scale))

    def info_line(self) -> int:
        """A header's line of counts (hand, deck) with the turn tag (large text)."""
        s = self.scale
        return max(theme.line_h(15 * s), theme.line_h(marks.turn_px(s)) + 2) + int(4 * s)

    def vibe_icon(self) -> int:
        """A vibe's icon in a seat's header: grown with the text like its count beside it (at
        200 % the icons stayed 16 px by 24 px counts: the flower, heart and flame could not be
        told apart)."""
        base = int(self.icon * 0.95)
        count, s = int(16 * self.scale), self.scale
        grown = round(base * theme.font_px(count) / theme.px(count))
        return max(base, min(grown, theme.line_h(22 * s) - int(4 * s)))  # (its line's height)

    def vibe_fit(
        self, view: AustinView, seat: int, x: int, y: int, stop: int, lead: int = 0
    ) -> tuple[int, list[tuple[str, int, int, int]]]:
        """The vibe icons' size and ``vibe_flow``: as large as ``vibe_icon`` where they take no
        more lines than at the base size (a crowded panel's Agents stay in sight), else less."""
        base = int(self.icon * 0.95)
        flow = self.vibe_flow(view, seat, x, y, stop, lead, base)
        rows = len({fy for *_v, fy in flow})
        for isz in range(self.vibe_icon(), base, -1):
            got = self.vibe_flow(view, seat, x, y, stop, lead, isz)
            if len({fy for *_v, fy in got}) <= rows:
                return isz, got
        return base, flow

    def vibe_flow(
        self,
        view: AustinView,
        seat: int,
        x: int,
        y: int,
        stop: int,
        lead: int = 0,
        isz: int | None = None,
    ) -> list[tuple[str, int, int, int]]:
        """(vibe, count, x, y) of every vibe the seat's Agents put out: after its Mojo or Ransom
        on the score line while they fit before ``stop``, the rest on lines under it from
        ``x``; never one left out (a fourth vibe type with no room was wrong information)."""
        s = self.scale
        st = view["seats"][seat]
        isz = int(self.icon * 0.95) if isz is None else isz
        unit = money(st["side"], st["score"])
        vx = x + theme.text_width(unit, int(22 * s), "bold") + int(14 * s)
        out = []
        if lead:  # the side's tag after the score, or first on the next line
            if vx + lead > stop:
                vx, y = x, y + max(theme.line_h(22 * s), isz + int(4 * s))
            out.append(("tag", 0, vx - int(4 * s), y))
            vx += lead
        for v in VIBES:
            n = st["vibes"].count(v)
            if not n:
                continue
            wide = max(int(30 * s), 1 + theme.text_width(f"\u00d7{n}", int(16 * s)))
            if vx + isz + wide > stop and vx > x:
                vx, y = x, y + max(theme.line_h(22 * s), isz + int(4 * s))
            out.append((v, n, vx, y))
            vx += isz + 1 + theme.text_width(f"\u00d7{n}", int(16 * s)) + int(8 * s)
        return out

    def winner_pill(self, lay: Panel) -> pygame.Rect:
        """WINNER on the winner's panel, never over a card's words (it lay over the last card's
        Mojo): in the panel's bottom corner or middle where no card, plate or counts' line is
        (at 200 % it hung half under the panel's edge), else on the panel's bottom edge."""
        s, panel = self.scale, lay["rect"]
        px = theme.px(22 * s)
        pill = pygame.Rect(0, 0, theme.text_width("WINNER", px, "bold") + int(24 * s), 0)
        pill.height = theme.line_h(px, 1.0) + 4
        near = [c for _c, c in lay["slots"]] + ([lay["more"]] if lay["more"] else [])
        near += [pygame.Rect(lay["counts"][0])] if lay["counts"] is not None else []
        table: Any = self  # ``layout.AustinTable``: your own Agents' names beside them too
        near += [n[0] for n in (table.own_name(c) for _c, c in lay["slots"]) if n]
        if not near:  # no cards: in the middle of its body (its hint is not drawn)
            pill.center = lay["body"].center
            return pill
        y = panel.bottom - pill.height - int(6 * s)
        xs = [panel.right - int(12 * s) - pill.width, panel.x + int(12 * s)]
        xs += [panel.centerx - pill.width // 2]
        for x in xs if y >= panel.y + lay["head_h"] else []:
            if pygame.Rect(x, y, pill.width, pill.height).collidelist(near) < 0:
                return pygame.Rect(x, y, pill.width, pill.height)
        pill.center = (panel.centerx, panel.bottom)
        return pill
