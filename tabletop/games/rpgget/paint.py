"""RPG Get!'s table drawn for a seat: the seats' panels and rows, the attempt arena (both sides
in their rank columns, the mission, HP bars, status pills, the legend), your hand, and what
moves over the table from the engine's events (floating numbers, coins, news banners).

Animations come from the engine's events only (``on_events``): DamageDealt and CardHealed float
numbers over the card, StatusGained pops the status name, CoinFlipped spins a coin, RankChanged
slides a banner. Nothing is animated from differences between states.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.rpgget import arena_head, inv_words, motion, news, ticks, turn_mark
from tabletop.games.rpgget.emblems import plate_lines
from tabletop.games.rpgget.gestures import names_card
from tabletop.games.rpgget.heads import SeatHeads
from tabletop.games.rpgget.idle_line import draw_idle, idle_plan
from tabletop.games.rpgget.labels import card_in, face_card
from tabletop.games.rpgget.layout import (
    GAME,
    Geometry,
    hand_face,
    pill_row,
    title_bottom,
)
from tabletop.games.rpgget.legend import legend_rows, legend_word
from tabletop.games.rpgget.pills import (
    Marks,
    band_rect,
    hp_line,
    low_marks,
    marks_px,
    needs_low,
    pill_spot,
)
from tabletop.games.rpgget.rules.seat_view import AttemptView, seat_view
from tabletop.games.rpgget.rules.state import ICONS  # the rules' status labels
from tabletop.ui import theme
from tabletop.ui.components import cards
from tabletop.ui.components.hand import name_tab

STATUS_COLOURS = {
    "poison": (150, 80, 200),
    "paralysis": (220, 195, 50),
    "stun": (240, 140, 40),
    "block": (120, 140, 160),
    "confusion": (230, 100, 180),
    "sleep": (90, 140, 230),
}


class Painter(SeatHeads, Geometry):
    """The drawing of RPG Get!'s table (``Geometry`` says where everything lies)."""

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        sv = seat_view(view)
        if self.look_for is not None and (
            self.look_for != seat  # the screen changed hands
            or self.look_turn != (sv.get("current"), sv.get("turn"))  # a new turn
            or not sv["zones"][f"bank/{seat}"]["count"]  # nothing left to look at (no Hide)
            or sv["phase"] == "over"  # the game is over: the bank is closed with it
        ):
            self.close_look()  # the bank is closed again
        boxes = self.boxes(view, seat)
        g = self.geometry(view, seat)
        legal = self.table.legal(self.table.acting_seat())
        acting = self.table.acting_seat()
        usable = {a.args[0] for a in legal if names_card(view, acting, a)}
        # the tick tabs of the table's options: the boxes' labels keep clear of them
        self.tabs = ticks.tick_tabs(self, view, seat, boxes, usable)  # where no words lie
        self.draw_panels(surf, view, seat, g)
        self.draw_arena(surf, view, g["arena"], t)
        # a prompt's options glow, picked cards are outlined and its line is said by the
        # table's shared prompt (drawn over this)
        hand = [(c, r) for c, r, w in boxes if w == "hand"]
        for c, r, w in boxes:
            if w == "hand":
                continue
            self.draw_card(surf, c, r, w in ("active", "enemy"), w.startswith("unconscious"))
            if c["id"] in usable:
                pygame.draw.rect(surf, theme.GOOD, r.inflate(5, 5), 2, border_radius=9)
                ticks.play_tab(surf, r, self.tabs)  # an option by shape too
        # a crowded row (a big party): the next card hides a name's end, so it is said again
        rows = [(c, r, w) for c, r, w in boxes if w != "hand"]
        for (c, r, w), (_c2, r2, w2) in zip(rows, rows[1:]):
            if w2 == w and r2.y == r.y and r.x < r2.x < r.right:
                name_tab(surf, r, r2.x - r.x, str(c.get("name", "")), self.scale, GAME)
        if hand:
            self.draw_hand_cards(
                surf,
                [c for c, _ in hand],
                [r for _, r in hand],
                lambda c: hand_face(c, hand[0][1].size),
                usable,
                int(18 * self.scale),
            )
        inv_words.read_inventory(self, boxes, [r for _, r in hand])

    def draw_card(
        self,
        surf: pygame.Surface,
        c: dict[str, Any],
        r: pygame.Rect,
        fighter: bool,
        ko: bool = False,
    ) -> None:
        theme.shadow(surf, r, offset=4)
        surf.blit(cards.face(GAME, face_card(c), r.size), r)
        if "hp_left" not in c:
            return
        with theme.unscaled():  # its HP, PP and statuses are the card's own face: they keep
            self.draw_marks(surf, c, r, ko)  # its size (the large view says them in words)

    def marks_px(self) -> int:
        """The HP band's text size (drawn unscaled: the card's own face)."""
        return marks_px(self.scale, self.fs)

    def draw_marks(self, surf: pygame.Surface, c: dict[str, Any], r: pygame.Rect, ko: bool) -> None:
        """A table card's HP band (or KNOCKED OUT), its PP/EP pill and its status pills."""
        s = self.scale
        hp, left = max(1, int(c.get("hp", 1))), max(0, int(c["hp_left"]))
        # the HP bar lies on a dark band at the foot of the card (no room taken around it)
        px = self.marks_px()
        fpx = theme.font_px(px)
        band = pygame.Rect(r.x + 3, r.bottom - fpx - 12, r.width - 6, fpx + 9)
        fill = band.copy()
        for top, bottom in plate_lines(face_card(c), r.size):
            if r.y + bottom > band.y + 1:  # the face's line ("HP 5") wholly under the band
                fill.union_ip(pygame.Rect(band.x, r.y + top - 1, band.width, 1))
        pygame.draw.rect(surf, (14, 14, 18), fill, border_radius=4)
        if ko:
            # knocked out: no HP to show (a Resurrect brings it back at full HP)
            word = "KNOCKED OUT"
            if theme.text_width(word, px, "bold") > band.width - 6:
                word = "KO"
            theme.blit_text(surf, word, px, band.center, theme.BAD, "bold", anchor="center")
            return
        bar = pygame.Rect(band.x + 3, band.y + 3, band.width - 6, max(4, int(6 * s)))
        fill = bar.copy()
        fill.width = max(0, int(bar.width * min(1.0, left / hp)))
        colour = theme.GOOD if left * 2 > hp else ((230, 170, 40) if left * 4 > hp else theme.BAD)
        pygame.draw.rect(surf, (60, 60, 60), bar, border_radius=2)
        if fill.width:
            pygame.draw.rect(surf, colour, fill, border_radius=2)
        m = self.marks_plan(c, r)  # the HP words beside the pills on a card too low for both
        theme.blit_text(surf, m.hp_text, px, m.words.midtop, theme.TEXT, m.hp_kind, "midtop")
        cost, pills = m.cost, m.pills
        if cost is not None:
            tag, pill = cost
            pygame.draw.rect(surf, (40, 44, 60), pill, border_radius=6)
            surf.blit(tag, tag.get_rect(center=pill.center))
        for st, icon, pill in pills:
            pygame.draw.rect(surf, STATUS_COLOURS.get(st, (90, 90, 90)), pill, border_radius=6)
            pygame.draw.rect(surf, (0, 0, 0), pill, 1, border_radius=6)
            surf.blit(icon, icon.get_rect(center=pill.center))

    def marks_plan(self, c: dict[str, Any], r: pygame.Rect) -> Marks:
        """Where card ``r``'s pills and HP words lie: the usual way (``usual_badges``), or on
        a low card close round their letters in a row under the name or on the band's line
        (``pills.low_marks``: at 200 % on 1024x600 they lay over names and the HP band)."""
        if needs_low(c, r, self.scale, self.marks_px()):
            return low_marks(c, r, self.scale, self.marks_px())
        band = band_rect(r, self.marks_px())
        m = Marks(*self.usual_badges(c, r))
        m.hp_text, m.hp_kind, m.words = hp_line(c, band, self.scale, self.marks_px(), band.x)
        return m

    def badges(
        self, c: dict[str, Any], r: pygame.Rect
    ) -> tuple[
        tuple[pygame.Surface, pygame.Rect] | None, list[tuple[str, pygame.Surface, pygame.Rect]]
    ]:
        """A card's PP (an enemy's EP) pill and its status pills, (text, rect) each, where
        ``marks_plan`` puts them."""
        m = self.marks_plan(c, r)
        return m.cost, m.pills

    def usual_badges(
        self, c: dict[str, Any], r: pygame.Rect
    ) -> tuple[
        tuple[pygame.Surface, pygame.Rect] | None, list[tuple[str, pygame.Surface, pygame.Rect]]
    ]:
        """A card's PP (an enemy's EP) pill on its left and its status pills down its right,
        (text, rect) each: on a narrow card a status that would cover the PP goes under it,
        and no pill covers another while the card has room (``pill_spot``)."""
        px = 12 if self.scale < 0.8 else 15
        # under the name's plate (a long name on a small card takes a taller one), while the
        # pill stays clear of the HP band
        y = r.y + pill_row(r.height)
        under = r.y + title_bottom(face_card(c), r.size) + 2
        if under > y and under + theme.line_h(px, 1.0) + 2 <= r.bottom - px - 12:
            y = under
        cost = None
        if c.get("cost"):  # a character's PP (an enemy's EP): what the party/enemy step counts
            word = "PP" if c.get("type") == "character" else "EP"
            tag = theme.text(f"{word} {c['cost']}", px, (255, 255, 255), "bold")
            pill = pygame.Rect(0, 0, tag.get_width() + 8, tag.get_height() + 2)
            pill.topleft = (r.x + 3, y)
            cost = (tag, pill)
        pills: list[tuple[str, pygame.Surface, pygame.Rect]] = []
        floor = r.bottom - px - 12  # the HP band
        taken = [cost[1].inflate(4, 0)] if cost is not None else []
        statuses = [str(st) for st in c.get("status", [])]
        for i, st in enumerate(statuses):
            icon = theme.text(ICONS.get(st, st[:3].upper()), px, (255, 255, 255), "bold")
            pill = pill_spot(icon.get_size(), r, y, floor, taken, not pills)
            if any(pill.colliderect(t) for t in taken) and pills:
                # no room left on a small card: the last pill says how many more ("PSN +1")
                # rather than lying over it (the large view names them all)
                last, _icon, spot = pills.pop()
                taken.remove(spot)
                more = f"{ICONS.get(last, last[:3].upper())} +{len(statuses) - i}"
                icon = theme.text(more, px, (255, 255, 255), "bold")
                pill = pill_spot(icon.get_size(), r, y, floor, taken, not pills)
                pills.append((last, icon, pill))
                break
            taken.append(pill)
            pills.append((st, icon, pill))
        return cost, pills

    def draw_panels(
        self,
        surf: pygame.Surface,
        view: dict[str, Any],
        seat: int | None,
        g: dict[str, pygame.Rect],
    ) -> None:
        sv = seat_view(view)
        s = self.scale
        order = self.order(view, seat)
        others = order[1:]
        for k, p in enumerate(order):
            area, sub, card = self.seat_area(g, k, len(others), self.row_counts(view, p))
            area = area.inflate(int(10 * s), int(6 * s))
            edge = theme.ACCENT if turn_mark.marked(sv, p) else (70, 80, 90)
            theme.panel(surf, area, (10, 14, 20, 150), edge=edge, radius=12)
            self.draw_seat_header(surf, view, p, k, area)
            self.draw_seat_row(surf, view, seat, p, k, (area, sub, card), g)

    def draw_seat_row(
        self,
        surf: pygame.Surface,
        view: dict[str, Any],
        seat: int | None,
        p: int,
        k: int,
        panel: tuple[pygame.Rect, pygame.Rect, tuple[int, int]],
        g: dict[str, pygame.Rect],
    ) -> None:
        """A seat's boxes (labels, the bank pile, empty piles' outlines) and its hand's backs."""
        s, line = self.scale, self.line
        area, sub, card = panel
        z = view["zones"]
        segs = self.segments(sub, card, line, self.row_counts(view, p), k == 0)
        for seg_name, seg in segs.items():
            zone = z[f"{seg_name}/{p}"]
            if self.draw_chip(surf, p, seg_name, seg, zone["count"]):
                continue  # large text: a line of counts under the party (``tiers``)
            label = self.box_label(seg_name, zone["count"])
            room = seg.width + int(8 * s)
            # another seat's "Bank 0/20" as wide as its box reads on into the next label:
            # "Bank 0" (the 20 is said on your own row), as where it would meet the next label
            # the next box on its line (a second tier's boxes lie on their own)
            same = [o.x for o in segs.values() if o.x > seg.x and abs(o.y - seg.y) < 2]
            nxt = min(same, default=seg.right + line)
            apart = min(seg.width, nxt - seg.x - theme.text_width("   ", self.label_px()))
            # and never closer than two spaces to the next ("Bank 0 Score 0" read as one)
            room = min(room, nxt - seg.x - theme.text_width("  ", self.label_px()))
            if theme.text_width(label, self.label_px()) > (room if k == 0 else apart):
                label = self.box_label(seg_name, zone["count"], True)
            at = (seg.x, seg.y - line + int(4 * s))
            high = theme.line_h(self.label_px())
            for tab in self.tabs:  # past an option's tick tab, never under it
                if tab.colliderect(
                    pygame.Rect(at, (theme.text_width(label, self.label_px()), high))
                ):
                    room -= tab.right + int(4 * s) - at[0]
                    at = (tab.right + int(4 * s), at[1])
            size, label = theme.fit_text(label, self.label_px(), room)
            if label.strip(".\u2026 "):  # no room for a word: none (".." read as nothing)
                theme.blit_text(surf, label, size, at, theme.MUTED)
            box = pygame.Rect(seg.topleft, self.seg_card(seg, card))  # a second tier's lower
            if seg_name == "bank":
                self.draw_bank(surf, view, seat, p, seg, box.size, k == 0)
            elif zone["count"] == 0 and seg.width >= box.width:
                clip = surf.get_clip()  # an empty pile's outline, kept off the log (under it)
                right = getattr(self.table, "log_rect", surf.get_rect()).left or surf.get_width()
                if getattr(self.table, "log_folded", False):  # opened, it is drawn over them
                    right = surf.get_width()
                surf.set_clip(clip.clip(0, 0, right, surf.get_height()))
                pygame.draw.rect(surf, (60, 70, 80), box, 1, border_radius=8)
                surf.set_clip(clip)
        if k == 0:
            self.draw_hand_backs(surf, view, p, g)
        else:
            self.draw_backs(surf, z[f"hand/{p}"]["count"], area, card)

    def draw_hand_backs(
        self, surf: pygame.Surface, view: dict[str, Any], p: int, g: dict[str, pygame.Rect]
    ) -> None:
        if view["zones"][f"hand/{p}"]["cards"] is not None:
            return
        n = view["zones"][f"hand/{p}"]["count"]
        for r in self.hand_layout(n, g["hand"]):
            surf.blit(cards.back(GAME, r.size), r)

    def draw_bank(
        self,
        surf: pygame.Surface,
        view: dict[str, Any],
        seat: int | None,
        p: int,
        seg: pygame.Rect,
        card: tuple[int, int],
        mine: bool,
    ) -> None:
        """The bank as a face-down pile (its flipped cards, face up for everyone, are drawn
        beside it as boxes); the owner's Look button lays it out face up (in the arena when no
        attempt is under way, else over the pile)."""
        zone = view["zones"][f"bank/{p}"]
        n = zone["count"]
        looking = mine and self.look_for == seat and seat == p
        shown = sum(1 for c in zone["cards"] or [] if c and self.bank_up(view, p, c))
        down = face_down = n - shown
        if looking and not self.bank_in_arena(view, seat):
            down = 0  # laid out face up over the pile (boxes)
        edge = max(2, int(3 * self.scale))
        back = cards.back(GAME, card)
        for i in range(min(down, 5)):
            surf.blit(back, (seg.x + i * edge, seg.y))
        look = self.look_button(view, seat) if mine and seat == p else None
        if down:
            top = pygame.Rect((seg.x + (min(down, 5) - 1) * edge, seg.y), card)
            self.bank_badge(surf, down, top, look[0] if look is not None else None)
        if face_down == 0:  # empty, or every card flipped face up beside it: the pile's place
            pygame.draw.rect(surf, (60, 70, 80), pygame.Rect(seg.topleft, card), 1, border_radius=8)
        if mine:
            self.look_rect = look[0] if look is not None else pygame.Rect(0, 0, 0, 0)
        if look is not None:
            lr, label = look
            t = theme.text(label, self.fs, theme.TEXT, "bold")
            pygame.draw.rect(surf, (60, 70, 100), lr, border_radius=8)
            surf.blit(t, t.get_rect(center=lr.center))

    def bank_badge(
        self, surf: pygame.Surface, n: int, top: pygame.Rect, look: pygame.Rect | None
    ) -> pygame.Rect:
        """The face-down bank's count on a badge at its top card's right edge, level with the
        back's emblem (under the Look button where it lies on the pile, or beside it where
        the back's words lie under that): at its foot it hid "RPG GET!" ("RPG ET!")."""
        t = theme.text(str(n), self.fs, theme.TEXT, "bold")
        b = pygame.Rect(0, 0, t.get_width() + 12, t.get_height() + 2)
        b.center = (top.right, top.y + top.height * 45 // 100)
        if look is not None and b.colliderect(look):
            b.top = look.bottom + 2
            if b.bottom > top.y + top.height * 72 // 100:  # under it, the words: beside it
                b.center = (max(top.right, look.right + 2 + b.width // 2), look.centery)
        pygame.draw.rect(surf, (20, 20, 30), b, border_radius=8)
        pygame.draw.rect(surf, (90, 100, 120), b, 1, border_radius=8)
        surf.blit(t, t.get_rect(center=b.center))
        return b

    def draw_arena(
        self, surf: pygame.Surface, view: dict[str, Any], arena: pygame.Rect, t: float
    ) -> None:
        sv = seat_view(view)
        att = sv.get("attempt")
        theme.panel(surf, arena, (0, 0, 0, 70), edge=(80, 70, 50), radius=16)
        self.draw_legend(surf, arena)
        if att is None:
            self.draw_idle_arena(surf, view, arena)
        else:
            self.draw_attempt(surf, view, arena, att)

    def draw_idle_arena(
        self, surf: pygame.Surface, view: dict[str, Any], arena: pygame.Rect
    ) -> None:
        """No attempt under way: the open bank's line, else what to do now (your turn), else
        what the arena is for (``idle_line``)."""
        plan = idle_plan(self, view, arena)
        if plan is not None:
            draw_idle(surf, plan, arena)

    def draw_attempt(
        self, surf: pygame.Surface, view: dict[str, Any], arena: pygame.Rect, att: AttemptView
    ) -> None:
        """An attempt: what to do now, the mission's header, the rank labels, the pending
        action's arrows and the sides' names."""
        s = self.scale
        size, lines = self.hint_lines(view, arena)
        y = self.hint_y(arena) - (len(lines) - 1) * theme.line_h(self.fs, 1.2)
        rows = []
        for line in lines:  # its second line where the header's was (``arena_head_extra``)
            rows.append(
                theme.blit_text(
                    surf, line, size, (arena.centerx, y), theme.ACCENT, "bold",
                    anchor="midtop", shadow=True,
                )
            )  # fmt: skip
            y += theme.line_h(self.fs, 1.2)
        m = card_in(view, att["mission"])
        title = arena_head.draw_title(surf, self.who(view, att["seat"]), view, self.fs, arena, s)
        self.draw_ranks(surf, view, arena, att)
        if m:
            whole = arena_head.title_rect(self.who(view, att["seat"]), view, self.fs, arena, s)
            self.draw_sides(surf, arena, [title, *rows], [whole, *rows])

    def draw_sides(
        self,
        surf: pygame.Surface,
        arena: pygame.Rect,
        rows: list[pygame.Rect],
        words: list[pygame.Rect],
    ) -> None:
        """ "Party" at the arena's left and "Enemies" at its right, on the header's line where
        they stay a space clear of its words, else on the line of what to do under it, else
        not at all (at 200 % "... RP 2  (Boss in)" ran into "Enemies" and "Party" touched
        "Player 1 attempts ...": the three read as one line)."""
        s = self.scale
        gap = self.fl  # about a letter's width twice: the words read apart
        wp, we = theme.text_width("Party", self.fs), theme.text_width("Enemies", self.fs)
        lh = theme.line_h(self.fs)
        for row in rows:
            if not row.width:
                continue
            party = pygame.Rect(arena.x + int(10 * s), row.y, wp, lh)
            foes = pygame.Rect(arena.right - int(10 * s) - we, row.y, we, lh)
            if any(r.colliderect(w.inflate(2 * gap, 0)) for r in (party, foes) for w in words):
                continue
            theme.blit_text(surf, "Party", self.fs, party.topleft, theme.MUTED)
            theme.blit_text(surf, "Enemies", self.fs, foes.topright, theme.MUTED, anchor="topright")
            return

    def draw_ranks(
        self, surf: pygame.Surface, view: dict[str, Any], arena: pygame.Rect, att: AttemptView
    ) -> None:
        # rank labels under each card column, or beside each rank's run of cards
        gap = self.rank_gap()  # as arena_fit leaves it
        card = self.ranks_fit(view, arena, self.arena_fit(arena))  # as the cards are drawn
        labels_y = arena.y + self.arena_head() + card[1] + gap
        self.boxes(view, self.table.viewer)
        self.rank_spots = []
        if self.ranks_beside(view, arena):  # beside their cards, level with their foot
            for tag, r in self.beside_tags:
                theme.blit_text(
                    surf, tag, self.rank_px(), r.bottomleft, (200, 200, 170),
                    anchor="bottomleft",
                )  # fmt: skip
        elif labels_y + self.rank_room() > self.legend_top(arena):
            pass  # a window's bar at the arena's foot: the zoom says a card's rank
        else:
            self.draw_rank_tags(surf, view, att, labels_y)
        self.draw_pending(surf, view)

    def draw_pending(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """The pending action's arrows, from its user to each target."""
        s = self.scale
        pend = seat_view(view).get("pending")
        if pend:
            user = pend["user"]
            src = self.rects.get(user) if user is not None else None
            for tid in pend.get("targets") or []:
                dst = self.rects.get(tid)
                if src and dst:
                    pygame.draw.line(
                        surf, (240, 80, 60), src.center, dst.center, max(2, int(4 * s))
                    )
                    pygame.draw.circle(surf, (240, 80, 60), dst.center, max(5, int(9 * s)))

    def legend_rows(self, arena: pygame.Rect, folded: bool = False) -> list[list[tuple[str, int]]]:
        """The status legend's rows (``legend.legend_rows``)."""
        return legend_rows(self.scale, arena, STATUS_COLOURS, folded)

    def hint_y(self, arena: pygame.Rect) -> int:
        """The line under the arena's header: what to do now, or the open prompt (above the
        cards, so it never meets the rank labels or the legend at any size)."""
        return arena.y + int(self.fl * 1.55) + self.head_extra

    def legend_top(self, arena: pygame.Rect) -> int:
        return self.legend_plan(arena)[0]

    def legend_plan(self, arena: pygame.Rect) -> tuple[int, bool]:
        """Where the status legend begins (the arena's foot: none) and whether it is folded
        to one line of the statuses' names. At large text and while an attempt is in the
        arena the cards keep their size: the legend folds, else gives way (at 1024x600 its
        three lines took the arena's foot and the party setting out was cut to 84x54 stubs;
        F1's guide lists the statuses)."""
        s = self.scale
        bar = self.bar_rect()
        if bar is not None and bar.colliderect(arena):  # a window's bar lies where the legend
            return bar.y - int(4 * s), False  # was (else over the other seats' panels)
        lh = theme.font_px(12 if s < 0.8 else 15) + 8
        top = arena.bottom - lh * len(self.legend_rows(arena)) - int(4 * s)
        view = self.table.view
        if not view.get("attempt") and (
            theme.ui_scale() <= 1.0 or not self.bank_in_arena(view, self.look_for)
        ):  # no cards in the arena (``draw_legend`` folds it under the idle arena's line)
            return top, False
        cards_foot = (
            arena.y + self.arena_head() + self.rank_gap() + int(6 * s)
            + int(self.rank_px() * 1.3) + self.arena_card[1]
        )  # fmt: skip
        if top >= cards_foot:
            return top, False
        top = arena.bottom - lh * len(self.legend_rows(arena, True)) - int(4 * s)
        if top >= cards_foot:
            return top, True
        return arena.bottom, False

    def bar_rect(self) -> pygame.Rect | None:
        """The reaction window's bar at the arena's foot (``window_anchor``); None: no bar."""
        bar = getattr(self.table, "bar", None)
        return bar.rect() if bar is not None and "arena" in self.areas else None

    def draw_legend(self, surf: pygame.Surface, arena: pygame.Rect) -> None:
        s = self.scale
        px = 12 if s < 0.8 else 15
        y, folded = self.legend_plan(arena)
        rows = self.legend_rows(arena, folded)
        lh = theme.font_px(px) + 8
        if y >= arena.bottom or self.bar_rect() is not None:
            return  # no room (F1's guide lists the statuses)
        top = self.hint_y(arena) + theme.line_h(self.fs + 2) + 4
        if theme.ui_scale() > 1.0 or self.tier_h:  # and clear of the idle arena's line (its
            low = self.fs + self.fl if self.tier_h else 0  # muted one, lower, as well)
            top = max(top, arena.centery - self.fl + low + theme.line_h(self.fs + 2) + 4)
        plan = idle_plan(self, self.table.view, arena)  # the idle arena's line, where it is
        if plan is not None:
            top = max(top, plan.rect.bottom + int(4 * s))
        if y < top and not folded:  # under the idle arena's line: folded to the names
            folded, rows = True, self.legend_rows(arena, True)
            y = arena.bottom - lh * len(rows) - int(4 * s)
        if y < top:
            return  # large text in a small arena: no room (F1's guide lists the statuses)
        for row in rows:
            x = arena.x + int(10 * s)
            for st, w in row:
                icon = theme.text(ICONS[st], px, (255, 255, 255), "bold")
                pill = pygame.Rect(x, y, icon.get_width() + 8, icon.get_height() + 2)
                pygame.draw.rect(surf, STATUS_COLOURS[st], pill, border_radius=6)
                surf.blit(icon, icon.get_rect(center=pill.center))
                theme.blit_text(
                    surf, legend_word(st, folded), px, (pill.right + 4, y + 1), theme.MUTED
                )
                x += w
            y += lh

    # ------------------------------------------------------------------ animations from events

    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        now = self.clock()
        for e in events:
            k, d = e["kind"], e.get("data", {}) or {}
            if k == "DamageDealt":
                self._float(d, f"-{d.get('amount', 0)}", (255, 90, 70), now)
            elif k == "CardHealed":
                self._float(d, f"+{d.get('amount', 0)}", (110, 230, 120), now)
            elif k == "StatusGained":
                colour = STATUS_COLOURS.get(d.get("status", ""), (230, 230, 230))
                self._float(d, str(d.get("status", "")).upper(), colour, now + 0.15)
            elif k == "CoinFlipped":
                self.coins.append(
                    {
                        "heads": bool(d.get("heads")),
                        "t0": now + 0.4 * len(self.coins),
                        "text": e.get("text", ""),
                    }
                )
            elif k in ("RankChanged", "CharacterKnockedOut"):
                self.banners.append({"text": e.get("text", ""), "t0": now})
            elif k == "CardPlayed" and d.get("replaced") is not None:
                # a duplicate character replaced the one of its name: said on the table too,
                # short ("Ann's second Ryudo replaces the first (one of each name)")
                head = str(e.get("text", "")).split(", which")[0]
                self.banners.append({"text": f"{head} (one of each name)", "t0": now, "life": 4})
            elif k in news.RESULTS:  # over the arena, large (``news``)
                self.results = [{"kind": k, "text": e.get("text", ""), "t0": now}]
            elif k == "MissionStarted":  # the arena is needed again
                self.results = []
        self._prune(now)

    def _float(self, data: dict[str, Any], text: str, colour: Any, t0: float) -> None:
        """A number or a status rising from the card an event names."""
        self.floats.append({"card": data.get("card"), "text": text, "colour": colour, "t0": t0})

    def _prune(self, now: float) -> None:
        self.floats = [f for f in self.floats if now - f["t0"] < motion.FLOAT_LIFE]
        self.coins = [c for c in self.coins if now - c["t0"] < motion.COIN_LIFE][-4:]
        self.banners = [b for b in self.banners if now - b["t0"] < b.get("life", 2.0)][-3:]
        self.results = [r for r in self.results if now - r["t0"] < news.RESULT_SECONDS]

    def busy(self) -> bool:
        return False

    def overlay_busy(self) -> bool:
        self._prune(self.clock())
        return bool(self.floats or self.coins or self.banners or self.results)

    def draw_overlay(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float
    ) -> None:
        now = self.clock()
        self._prune(now)
        s = self.scale
        band, taken = motion.overlay_room(self, view)
        play = self.table.play_rect
        cards = list(self.rects.values())
        for f in self.floats:
            r = self.rects.get(f["card"])
            k = now - f["t0"]
            if r is None or k < 0:
                continue
            big = f["text"][:1] in "+-"  # a number; a status's word a little smaller
            img = theme.text(f["text"], max(16, int((40 if big else 28) * s)), f["colour"], "bold")
            if f.get("spot") is None:  # next to its card, over no words (issue 52: "PP 2")
                spot = motion.float_column(img.get_size(), r, play, taken, cards)
                if spot is None:  # a crowded row: a number on its card, on a plate (a
                    # status word is left to the pill the card shows: no room at all)
                    placed = [g["spot"] for g in self.floats if g.get("spot") is not None]
                    spot = motion.on_card(img.get_size() if big else (0, 0), r, play, placed)
                    f["plate"] = True
                f["spot"] = spot
            if not f["spot"].width:
                continue
            taken.append(f["spot"])
            at = motion.float_at(f["spot"], img.get_size(), k)
            if f.get("plate"):
                theme.panel(surf, at.inflate(8, 2), (10, 10, 16, 200))
            img.set_alpha(motion.float_alpha(k))
            surf.blit(img, at)
        # each coin in a free spot of the arena's row of cards (never over its line of what
        # to do now); the label beside it
        motion.spread(self.coins, motion.coin_cell(s), band, taken, band.center)
        for c in self.coins:
            k = now - c["t0"]
            if k >= 0:
                motion.draw_coin(surf, c["spot"], c["heads"], k, s)
        if self.banners and not view.get("result"):
            self.draw_banners(surf, view, seat)
        if news.panel_up(self, view) is not None:
            news.draw_result(surf, self.results[-1], *self.result_room(view, seat))

    def result_room(
        self, view: dict[str, Any], seat: int | None
    ) -> tuple[pygame.Rect, pygame.Rect, float, int]:
        """Where a mission's result lies (``news.result_plan``): the arena, the play area, the
        scale, and the top of the idle arena's line (two lines at most) it keeps above."""
        arena = news.above_bar(self.geometry(view, seat)["arena"], self.bar_rect())
        above = arena.centery - self.fl - theme.line_h(self.fs + 2) - int(4 * self.scale)
        return arena, self.table.play_rect, self.scale, above

    def banner_rect(self, view: dict[str, Any], seat: int | None) -> pygame.Rect:
        """The news corner: right of the hand's cards, above the action buttons, when the hand
        leaves room; else the foot of the log panel (the log keeps the whole story; the arena
        and the cards stay clear)."""
        g = self.geometry(view, seat)
        pr, s = self.table.play_rect, self.scale
        hand = [r for _c, r, w in self.boxes(view, seat) if w == "hand"]
        x = max([g["hand"].x] + [r.right for r in hand]) + int(14 * s)
        corner = pygame.Rect(
            x, g["hand"].y, pr.right - int(20 * s) - x, pr.bottom - int(80 * s) - g["hand"].y
        )
        if corner.width >= int(260 * s) and corner.height >= int(40 * s):
            return corner
        return news.log_foot(self.table.log_rect, s)

    def draw_banners(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None) -> None:
        s = self.scale
        region, px = news.banner_fit(
            self.banners[-1]["text"], self.banner_rect(view, seat), self.table.log_rect, s
        )
        lines: list[str] = []
        for b in self.banners[-2:]:
            lines.extend(theme.wrap(b["text"], px, region.width - int(24 * s), "bold"))
        lh = theme.line_h(px, 1.3)  # at the text size drawn (lines ran together at 200 %)
        lines = lines[-max(1, (region.height - int(10 * s)) // lh) :]
        box = pygame.Rect(region.x, region.y, region.width, lh * len(lines) + int(10 * s))
        box.bottom = region.bottom
        theme.panel(surf, box, (10, 10, 16, 215), edge=theme.ACCENT, radius=10)
        for i, line in enumerate(lines):
            theme.blit_text(
                surf, line, px, (box.centerx, box.y + int(5 * s) + i * lh),
                (255, 240, 200), "bold", anchor="midtop",
            )  # fmt: skip

    # ------------------------------------------------------------------ input
