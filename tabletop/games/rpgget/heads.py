"""RPG Get!'s seat headers: a seat's name and turn tag, its VP, reward coins and RP, and its
deck, hand and discard counts (on two lines; three in a narrow panel with large text:
``Geometry.head_lines``; your own on one line, or two where the first cannot hold the counts
whole: ``Rows.own_head_lines``)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.rpgget import turn_mark
from tabletop.games.rpgget.layout import GAME, Geometry
from tabletop.games.rpgget.rules.seat_view import RpgView, seat_view
from tabletop.ui import theme
from tabletop.ui.components import cards, marks


class SeatHeads(Geometry):
    """Mixed into ``paint.Painter``: the seats' header lines."""

    def close_look(self) -> None:
        """The owner's bank, opened by Look on its label, closed again (a new turn, another
        seat on screen, nothing left in it): its cards laid out, and found by a click, where
        they lie closed."""
        self.look_for, self._boxes_key = None, None
        self.forget_placed()

    def draw_seat_header(
        self, surf: pygame.Surface, view: dict[str, Any], p: int, k: int, area: pygame.Rect
    ) -> None:
        """A seat's name, VP, reward coins and RP, and its deck, hand and discard counts."""
        sv = seat_view(view)
        s = self.scale
        line = self.line
        z = sv["zones"]
        name = self.header_name(view, p)
        x = area.x + int(10 * s)
        y = area.y + int(4 * s)
        r = theme.blit_text(
            surf,
            name,
            self.fs + 2,
            (x, y),
            theme.ACCENT if turn_mark.marked(sv, p) else theme.TEXT,
            "bold",
            shadow=True,
        )
        turn = turn_mark.marked(sv, p)  # the shared turn tag, not colour alone
        counts = (
            f"deck {z[f'deck/{p}']['count']}  hand {z[f'hand/{p}']['count']}  "
            f"discard {z[f'discard/{p}']['count']}"
        )
        if k and self.opp_head > 2:
            self.draw_narrow_header(surf, sv, p, area, r, counts)
            return
        if turn:
            r = marks.turn_tag(surf, (r.right + int(10 * s), r.y), s, r.height)
        r = theme.blit_text(
            surf,
            f"VP {sv['vp'][p]}/10",
            self.fs,
            (r.right + int(14 * s), y + 2),
            (250, 220, 120),
            "bold",
        )
        # reward counters: one coin each
        cx = r.right + int(16 * s)
        rad = max(6, int(9 * s))
        rp_w = theme.text_width(f"RP {sv['rp'][p]}", self.fs) + int(6 * s) + 2 * rad
        coins = self.opp_coins(sv, p, cx, rp_w, area) if k else True
        if coins is None:  # a narrow panel: the RP goes first on the counts line, no coins
            counts = f"RP {sv['rp'][p]}  {counts}"
            theme.blit_text(surf, theme.fit_text(counts, self.fs, area.width - int(20 * s))[1],
                            self.fs, (x, y + line - int(2 * s)), theme.MUTED)  # fmt: skip
            return
        own_line = k == 0 and self.own_head == 1
        if own_line:  # your counts follow on this line: the coins give way where it is short
            n = min(12, int(sv["rp"][p]))
            counts, coins = self.own_counts(counts, cx, rad, rp_w, n, area)
        for i in range(int(sv["rp"][p]) if coins else 0):
            if i >= 12:
                break
            pygame.draw.circle(surf, (230, 190, 60), (cx + rad, y + rad + 3), rad)
            pygame.draw.circle(surf, (90, 60, 10), (cx + rad, y + rad + 3), rad, 2)
            cx += int(rad * 1.5)
        r = theme.blit_text(
            surf, f"RP {sv['rp'][p]}", self.fs, (cx + rad + int(6 * s), y + 2), theme.TEXT
        )
        if own_line:
            theme.blit_text(surf, counts, self.fs, (r.right + int(18 * s), y + 2), theme.MUTED)
        elif k == 0:  # a line of their own, under your name (``own_head_lines``)
            theme.blit_text(surf, counts, self.fs, (x, y + line - int(2 * s)), theme.MUTED)
        else:
            # a computer says its level, as Espionage's panels do (a new player could not tell
            # which computer they had beaten)
            seats = getattr(getattr(self.table, "session", None), "seats", None)
            if seats and seats[p].kind == "bot":
                more = f"  \u00b7  computer ({seats[p].level})"
                backs = self.backs_width(n=z[f"hand/{p}"]["count"])  # clear of its hand's
                if theme.text_width(counts + more, self.fs) <= area.width - int(20 * s) - backs:
                    counts += more  # backs, which reach down beside this line
            theme.blit_text(surf, counts, self.fs, (x, y + line - int(2 * s)), theme.MUTED)

    def opp_coins(self, sv: RpgView, p: int, cx: int, rp_w: int, area: pygame.Rect) -> bool | None:
        """Another seat's first header line after its VP (at ``cx``): its reward coins and RP
        (True); the RP alone where the coins would reach its hand's backs at the panel's top
        right (False: the RP says the number); None where even that would (large text, or
        three players and more on a small window: the RP goes on the counts line; "RP 3" lay
        over the next panel's name on 1024x600)."""
        s, rad = self.scale, max(6, int(9 * self.scale))
        if theme.ui_scale() > 1.0:
            return None if cx + rp_w + rad * 3 > area.right - int(40 * s) else True
        right = area.right - self.backs_width(n=sv["zones"][f"hand/{p}"]["count"])
        if cx + min(12, int(sv["rp"][p])) * int(rad * 1.5) + rp_w - rad <= right:
            return True
        return False if cx + rp_w - rad <= right else None

    def own_counts(
        self, counts: str, cx: int, rad: int, rp_w: int, n: int, area: pygame.Rect
    ) -> tuple[str, bool]:
        """Your header's counts after ``n`` coins and the RP on its one line (large text:
        "discard 7" ran past the panel's edge): the counts and whether the coins are drawn;
        without them where the line is short (the RP says the number), then single-spaced."""
        s = self.scale
        right = area.right - int(10 * s)

        def fits(text: str, coins: int) -> bool:  # the RP ends ``rp_w - rad`` after the coins
            end = cx + coins * int(rad * 1.5) + rp_w - rad + int(18 * s)
            return end + theme.text_width(text, self.fs) <= right

        if fits(counts, n):
            return counts, True
        if not fits(counts, 0):
            counts = counts.replace("  ", " ")
        return counts, False

    def draw_narrow_header(
        self,
        surf: pygame.Surface,
        sv: RpgView,
        p: int,
        area: pygame.Rect,
        name: pygame.Rect,
        counts: str,
    ) -> None:
        """A narrow panel with large text, under the name (``name``, drawn): the turn tag
        beside it (or at the next line's start where the hand's backs leave no room), the VP
        and RP on a line of their own, then the counts."""
        s, line = self.scale, self.line
        x, y = area.x + int(10 * s), area.y + int(4 * s)
        vp_x = x
        if turn_mark.marked(sv, p):
            backs = area.right - self.backs_width(n=sv["zones"][f"hand/{p}"]["count"])
            at = (name.right + int(10 * s), name.y)
            if at[0] + marks.turn_width(s) > backs:
                at = (x, y + line - int(2 * s))
            tag = marks.turn_tag(surf, at, s, name.height)
            vp_x = tag.right + int(12 * s) if tag.y != name.y else x
        self.draw_vp_rp(surf, sv, p, (vp_x, y + line - int(2 * s)), area, coins=True)
        room = area.width - int(20 * s)
        if theme.text_width(counts, self.fs) > room:
            counts = counts.replace("  ", " ")
        size, counts = theme.fit_text(counts, self.fs, room)
        theme.blit_text(surf, counts, size, (x, y + 2 * line - int(4 * s)), theme.MUTED)

    def draw_backs(
        self, surf: pygame.Surface, n: int, area: pygame.Rect, card: tuple[int, int]
    ) -> None:
        """Another seat's hand: up to nine small backs at its panel's top right (a third of
        its row's card, no larger than of the panel's usual one: ``backs_width``)."""
        s = self.scale
        w, h = min(card[0], self.opp_card[0]), min(card[1], self.opp_card[1])
        back = cards.back(GAME, (max(20, w // 3), max(28, h // 3)))
        hx = area.right - int(12 * s) - back.get_width() - min(n, 9) * int(4 * s)
        for i in range(min(n, 9)):
            surf.blit(back, (hx + i * int(4 * s), area.y + int(6 * s)))

    def draw_vp_rp(
        self,
        surf: pygame.Surface,
        sv: RpgView,
        p: int,
        at: tuple[int, int],
        area: pygame.Rect,
        coins: bool,
    ) -> None:
        """A seat's VP, its reward coins (where the panel has room for them) and its RP."""
        s = self.scale
        r = theme.blit_text(surf, f"VP {sv['vp'][p]}/10", self.fs, at, (250, 220, 120), "bold")
        rp = f"RP {sv['rp'][p]}"
        rad = max(6, int(9 * s))
        n = min(12, int(sv["rp"][p]))
        cx = r.right + int(16 * s)
        room = area.right - int(10 * s) - theme.text_width(rp, self.fs) - int(6 * s)
        if coins and cx + int(rad * 1.5) * n + rad <= room:
            for _ in range(n):
                pygame.draw.circle(surf, (230, 190, 60), (cx + rad, r.centery), rad)
                pygame.draw.circle(surf, (90, 60, 10), (cx + rad, r.centery), rad, 2)
                cx += int(rad * 1.5)
            cx += rad + int(6 * s)
        theme.blit_text(surf, rp, self.fs, (cx, at[1]), theme.TEXT)
