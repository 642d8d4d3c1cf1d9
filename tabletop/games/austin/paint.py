"""Austin Powers table painting: the seat panels (name, side, Mojo or Ransom, vibes, score and
discard piles, the Agents and Swingers on the table), the arena (an attempt, a Happening, a
Slugfest), your hand, the icons legend and the banners (a bone's title shown large as it
lands)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from tabletop.games.austin import bone_marks, side_tag
from tabletop.games.austin.banner import LABEL_FONT, AustinBanner
from tabletop.games.austin.cards import pile, pile_count
from tabletop.games.austin.faces import (
    ARENA_EDGE,
    ARENA_PANEL,
    GAME,
    SEAT_PANEL,
    VIBE_COLOURS,
    money,
    stage,
)
from tabletop.games.austin.hand_room import hand_label
from tabletop.games.austin.layout import Geo, Panel
from tabletop.games.austin.own_names import NAME_FONT
from tabletop.games.austin.rules.viewtypes import AustinView, FightView, seen
from tabletop.ui import assets, theme
from tabletop.ui.components import marks
from tabletop.ui.components.widgets import label_pad


class AustinPaint(AustinBanner):
    """Draws a seat view (geometry and placed items: ``layout.AustinTable``)."""

    def draw_static(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        """What never moves, drawn once per window size into the table's layer: the seat
        panels (a turn's edge is drawn over them) and the arena's panel (the icons legend is
        drawn with the hand: a long hand takes its room, ``legend_folded``)."""
        n = len(view["seats"])
        geo = self.geometry(n)
        self._static_rects: set[tuple[int, int, int, int]] = set()
        for seat in range(n):
            r = geo["mine_table"] if seat == self.me() else geo["panels"][seat]
            theme.panel(surf, r, SEAT_PANEL, edge=theme.PANEL_EDGE, radius=14)
            self._static_rects.add(tuple(r))  # type: ignore[arg-type]
        theme.panel(surf, geo["arena"], ARENA_PANEL, radius=24, edge=ARENA_EDGE)
        self._static_rects.add(tuple(geo["arena"]))  # type: ignore[arg-type]

    def _in_layer(self, r: pygame.Rect) -> bool:
        return tuple(r) in getattr(self, "_static_rects", ())

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        geo = self.geometry(len(view["seats"]))
        for o in geo["others"]:
            self.draw_seat(surf, view, o, t)
        self.draw_arena(surf, view, t)
        self.draw_seat(surf, view, self.me(), t)
        self.draw_hand(surf, view)
        self.draw_legend(surf, geo, self.hand_size(view))
        self.draw_banner(surf, view)

    def legend_shown(self, geo: Geo, n: int = 0) -> int:
        """The icons legend's columns where it is drawn beside a hand of ``n`` (0: no room for
        it at this size)."""
        s = self.scale
        rect = self.legend_rect(geo, n)
        px = theme.px(17 * s)
        line = max(int(px * 1.6), theme.line_h(px, 1.2))  # large text: taller rows
        cols = 3 if rect.width >= theme.grow(330 * max(1.0, s)) else 2
        if theme.ui_scale() > 1.0:  # large text: as many columns as keep its words whole
            cols = self.legend_cols(rect.width, rect.height)
        if not cols or not self.legend_w():
            return 0
        rows = math.ceil(len(self.LEGEND) / cols)
        if rect.width < 200 or rect.height < theme.line_h(px) + (1 + rows) * line // 1.2:
            return 0
        return cols

    def draw_legend(self, surf: pygame.Surface, geo: Geo, n: int = 0) -> None:
        """What the icons mean: the four vibes and the two Agent roles (beside a hand of
        ``n``; where it has no room there, folded behind the top bar's Icons button, and
        opened with it: whole, over your panel's right end, ``open_legend_rect``)."""
        leg = self.legend_cells(geo, n)
        if leg is None:
            return  # folded behind the Icons button (the guide explains the icons too)
        if leg.opened:  # opened over the table: nothing under it shows through
            theme.panel(surf, leg.rect.inflate(4, 4), theme.ACCENT, radius=12)
        fill = (12, 16, 24, 255 if leg.opened else 200)
        theme.panel(surf, leg.rect, fill, radius=10)
        at = (leg.rect.x + leg.pad, leg.rect.y + leg.pad // 2)
        theme.blit_text(surf, "Icons", leg.px, at, theme.ACCENT, "bold")
        isz = leg.isz
        for icon, x, y, size, text in leg.cells:
            img = assets.image(f"{GAME}/icons/{icon}.png", (isz, isz))
            if img is not None:
                surf.blit(img, (x, y))
            else:
                pygame.draw.circle(
                    surf, VIBE_COLOURS.get(icon, (200, 200, 200)), (x + isz // 2, y + isz // 2),
                    isz // 2,
                )  # fmt: skip
            theme.blit_text(
                surf, text, size, (x + isz + 5, y + isz // 2), theme.TEXT, anchor="midleft"
            )

    def draw_seat(self, surf: pygame.Surface, view: dict[str, Any], seat: int, t: float) -> None:
        v = seen(view)
        lay = self.panel_layout(v, seat)
        x, y2 = self._seat_header(surf, v, seat, lay, t)
        self._seat_vibes(surf, v, seat, lay, x, y2)
        if self.__dict__.pop("_corner_pending", False):
            self._corner_turn(surf, v, lay, seat)
        self._seat_info(surf, v, seat)
        self._seat_piles(surf, v, seat)
        self._seat_cards(surf, v, seat, lay)

    def _seat_header(
        self, surf: pygame.Surface, view: AustinView, seat: int, lay: Panel, t: float
    ) -> tuple[int, int]:
        """The panel (its edge in the seat's colour on its turn), the name, the side's tag and
        the hand and deck counts; returns where the score line starts."""
        s = self.scale
        r = lay["rect"]
        mine = seat == self.me()
        side = view["seats"][seat]["side"]
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        turn = view["current"] == seat and view["winner"] is None
        self._seat_frame(surf, view, seat, r, t)
        x, y = r.x + int(12 * s), r.y + int(8 * s)
        er = max(8, int(11 * s))  # the seat's emblem before its name: a shape, not a tint alone
        marks.seat_emblem(surf, seat, (x + er, y + theme.line_h(int(21 * s)) // 2), er)
        x += 2 * er + int(6 * s)
        name = self.seat_name(seat)
        if mine and self.table.viewer is not None and name.lower() != "you":
            name += " (you)"
        tag = side.upper() if side else "?"
        img = theme.text(tag, int(14 * s), (20, 10, 30), "bold")
        piles = [p.x for p in (self.score_rect(view, seat), self.discard_rect(view, seat)) if p]
        room = min([r.right, *piles]) - x - img.get_width() - int(40 * s)
        beside = True  # the side's tag beside the name (else on the counts' line)
        if mine:
            room = min(room, lay["body"].x - x - img.get_width() - int(30 * s))
        else:
            room, beside = self.name_room(view, seat, r)
        npx, name = theme.fit_text(name, int(21 * s), room, "bold")
        nr = theme.blit_text(surf, name, npx, (x, y), colour, "bold")
        tr = pygame.Rect(nr.right + int(10 * s), y + int(2 * s), 0, 0)
        tr.height = max(int(22 * s), img.get_height() + 2)
        tr.width = img.get_width() + int(12 * s) if beside else 0
        if beside:
            side_tag.draw(self, surf, seat, side, tr)
            surf.blit(img, img.get_rect(center=tr.center))
        info_x = x - 2 * er - int(6 * s)  # a third line starts under the emblem
        info = self.info_text(view, seat)
        ix = tr.right + int(10 * s)
        dr = self.discard_rect(view, seat)
        limit = lay["body"].x if mine else (dr.x if dr else r.right)
        large = not mine and self.counts_line(
            view, seat, r, lay["head_h"] - self.counts_h(view, seat, r)
        )
        if turn:  # the shared turn tag: told by shape and word, not the edge's colour alone
            if ix + marks.turn_width(s) + int(10 * s) <= limit:
                ix = marks.turn_tag(surf, (ix, tr.y), s, tr.height).right + int(10 * s)
                turn = False
            elif large:
                pass  # on the counts' line under the score (``_seat_info``)
            elif not mine and theme.ui_scale() > 1.0:  # under its vibes (``_corner_turn``)
                self._corner_pending = True
            elif mine:  # under the Mojo, before the counts
                y3 = y + max(int(62 * s), theme.line_h(21 * s) + theme.line_h(22 * s) + int(2 * s))
                tx = x - 2 * er - int(6 * s)
                info_x = marks.turn_tag(surf, (tx, y3 - int(2 * s)), s).right + int(8 * s)
            else:
                info = "TURN \u00b7 " + info
                room = (dr.x if dr else r.right) - ix - int(8 * s)
                if lay["counts"] is None and theme.text_width(info, int(15 * s)) > room:
                    self._corner_pending = not mine  # a narrow panel: the tag in its corner
        room = (dr.x if dr else r.right) - ix - int(8 * s)
        if mine:
            room = min(room, lay["body"].x - ix - int(8 * s))  # your cards lie right of it
        info_bottom: dict[int, int] = self.__dict__.setdefault("_info_bottom", {})
        info_bottom.pop(seat, None)
        if large:  # large text: the counts on a line of their own
            self._pending_info = (seat, info_x, turn)
        elif theme.text(info, int(15 * s)).get_width() <= room:
            theme.blit_text(surf, info, int(15 * s), (ix, y + int(4 * s)), theme.MUTED)
        elif not mine and lay["counts"] is not None:  # after its plates (``tail_at``)
            (cx, cy, _w, _h), lines = lay["counts"]
            for line in lines:
                cy = theme.blit_text(surf, line, int(15 * s), (cx, cy), theme.MUTED).bottom
        elif mine:  # a third line under the Mojo, inside the header column
            px, info = theme.fit_text(info, int(15 * s), lay["body"].x - info_x - int(8 * s))
            y3 = y + max(int(62 * s), theme.line_h(21 * s) + theme.line_h(22 * s) + int(2 * s))
            ir = theme.blit_text(surf, info, px, (info_x, y3), theme.MUTED)
            info_bottom[seat] = ir.bottom + int(2 * s)
        return x, y + max(int(30 * s), theme.line_h(21 * s))

    def in_arena(self, surf: pygame.Surface, cr: pygame.Rect) -> None:
        """IN ARENA on your Agent that is fighting, inside its face: on two lines where one
        is wider than the card, else at 100 % as the face's own words (large text ran it off
        the card's sides)."""
        px = max(9, int(13 * self.scale))
        fits = [x for x in (["IN ARENA"], ["IN", "ARENA"]) if self._fits(x, px, cr)]
        if not fits and theme.ui_scale() > 1.0:
            with theme.unscaled():
                self.in_arena(surf, cr)
            return
        lines = fits[0] if fits else ["IN", "ARENA"]
        y = cr.centery - theme.line_h(px) * (len(lines) - 1) // 2
        for line in lines:
            theme.blit_text(surf, line, px, (cr.centerx, y), theme.ACCENT, "bold", anchor="center")
            y += theme.line_h(px)

    @staticmethod
    def _fits(lines: list[str], px: int, cr: pygame.Rect) -> bool:
        return max(theme.text_width(x, px, "bold") for x in lines) <= cr.width - 4

    def _corner_turn(self, surf: pygame.Surface, view: AustinView, lay: Panel, seat: int) -> None:
        """Large text, no room beside the name: the turn tag in the panel's free bottom corner,
        else after its score's last row (a full panel at 200 %: it lay on the bottom edge, half
        on the panel under it), else on its bottom edge."""
        s, r = self.scale, lay["rect"]
        tag_y = r.bottom - theme.line_h(marks.turn_px(s)) - 2 - int(5 * s)
        tag_x = self.edge_tag_x(view, lay, tag_y, inside=True)
        end, last_y, stop = self.__dict__.get("_vibes_end", (0, 0, 0))
        piles = [p for p in (self.score_rect(view, seat), self.discard_rect(view, seat)) if p]
        if piles and all(last_y >= p.bottom for p in piles):  # a row under the piles: to the rim
            stop = r.right - int(4 * s)
        after = pygame.Rect(end + int(10 * s), last_y, marks.turn_width(s), 0)
        after.height = theme.line_h(marks.turn_px(s)) + 2
        near = [c for _c, c in lay["slots"]] + ([lay["more"]] if lay["more"] else [])
        near += [pygame.Rect(lay["counts"][0])] if lay["counts"] is not None else []
        if tag_x < 0 and after.right <= stop - int(6 * s) and after.collidelist(near) < 0:
            tag_x, tag_y = after.topleft  # no free corner: after the score's row
        if tag_x < 0:  # no room in the panel: on its edge
            tag_y = r.bottom - theme.line_h(marks.turn_px(s)) // 2
            tag_x = self.edge_tag_x(view, lay, tag_y)
        marks.turn_tag(surf, (tag_x, tag_y), s)

    def edge_tag_x(self, view: AustinView, lay: Panel, y: int, inside: bool = False) -> int:
        """Where the turn tag lying on a panel's bottom edge (its top at ``y``) starts: at the
        left, else the right or the middle, where it covers none of the arena's cards nor the
        panel's own plates (at 200 % it lay over the attacker's card). ``inside``: in the
        panel's bottom corner, clear of its cards and its "no active Agents" too (at 200 % a
        new player read the tag on the edge as the seat below's), else -1: no corner free."""
        s, r = self.scale, lay["rect"]
        w, h = marks.turn_width(s), theme.line_h(marks.turn_px(s)) + 2
        cards = [c for *_x, c in self.arena_layout(view)["agents"]]
        cards += [c for _b, c, _side in self.arena_layout(view)["bones"]]
        cards += [c for _c, c in lay["slots"]] + ([lay["more"]] if lay["more"] else [])
        xs = [r.x + int(16 * s), r.right - int(16 * s) - w, r.centerx - w // 2]
        if inside:
            body = lay["body"]
            if not lay["slots"] and lay["more"] is None:  # the hint, centred in the body
                px = theme.fit_px("no active Agents", int(17 * s), body.w - int(16 * s))
                hint = pygame.Rect(0, 0, theme.text_width("no active Agents", px), 0)
                hint.height = theme.line_h(px) * 2 if hint.w > body.w - int(16 * s) else 0
                hint.height = hint.height or theme.line_h(px)
                cards.append(hint.move(body.centerx - hint.w // 2, body.centery - hint.h // 2))
            if lay["counts"] is not None:  # "hand 5 . deck 15" after its plates
                cards.append(pygame.Rect(lay["counts"][0]))
            up = max(r.y + lay["head_h"], self.__dict__.get("_vibes_bottom", 0))
            xs = xs[:2] if y >= up else []
            clear = [x for x in xs if pygame.Rect(x, y, w, h).collidelist(cards) < 0]
            return clear[0] if clear else -1
        clear = [x for x in xs if pygame.Rect(x, y, w, h).collidelist(cards) < 0]
        return (clear or xs)[0]

    def _seat_frame(
        self, surf: pygame.Surface, view: AustinView, seat: int, r: pygame.Rect, t: float
    ) -> None:
        """A seat's panel: its edge in the seat's colour on its turn, a glow when a Happening
        targets it."""
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        turn = view["current"] == seat and view["winner"] is None
        if not self._in_layer(r):
            theme.panel(surf, r, SEAT_PANEL, edge=colour if turn else theme.PANEL_EDGE, radius=14)
        if turn:
            pygame.draw.rect(surf, colour, r, 3, border_radius=14)
        hap = view["happening"]
        if stage(view) == "happening_target" and hap is not None and seat in hap["tied"]:
            theme.glow(surf, r, t=t)

    def _seat_info(self, surf: pygame.Surface, view: AustinView, seat: int) -> None:
        """Large text: another seat's counts (with its turn tag, and its side's tag when its
        name took the first line) on lines under its score and vibes (``info_rows``)."""
        pending = self.__dict__.pop("_pending_info", None)
        if pending is None:
            return
        s = self.scale
        _seat, x0, turn = pending
        r = self.panel_layout(view, seat)["rect"]
        y = self._vibes_bottom + int(2 * s)
        side = view["seats"][seat]["side"]
        for row in self.info_rows(view, seat, r):
            x = x0
            for part, w in row:
                if part == "TURN":
                    if turn:
                        x = marks.turn_tag(surf, (x, y), s).right + int(8 * s)
                elif part in ("GOOD", "EVIL", "?"):
                    img = theme.text(part, int(14 * s), (20, 10, 30), "bold")
                    tr = pygame.Rect(x, y, w, max(int(22 * s), img.get_height() + 2))
                    side_tag.draw(self, surf, seat, side, tr)
                    surf.blit(img, img.get_rect(center=tr.center))
                    x = tr.right + int(8 * s)
                else:
                    x = theme.blit_text(surf, part, int(15 * s), (x, y), theme.MUTED).right
                    x += int(8 * s)
            y += self.info_line()

    def _seat_vibes(
        self, surf: pygame.Surface, view: AustinView, seat: int, lay: Panel, x: int, y2: int
    ) -> None:
        """The seat's Mojo or Ransom and the count of each vibe its Agents put out."""
        s = self.scale
        st = view["seats"][seat]
        r = lay["rect"]
        mine = seat == self.me()
        dr = self.discard_rect(view, seat)
        unit = money(st["side"], st["score"])
        theme.blit_text(surf, unit, int(22 * s), (x, y2), theme.ACCENT, "bold")
        stop = lay["body"].x if mine else (dr.x if dr is not None else r.right)
        if not mine and (sc := self.score_rect(view, seat)) is not None:
            stop = min(stop, sc.x - int(8 * s))  # never under the score pile
        lead = 0 if mine else self.score_lead(view, seat, r)
        isz, flow = self.vibe_fit(view, seat, x, y2, stop, lead)
        under = getattr(self, "_info_bottom", {}).get(seat)
        ends = [(x + theme.text_width(unit, int(22 * s), "bold"), y2)]  # each row's right end
        for v, n, vx, vy in flow:
            if vy > y2 and under is not None:  # your own column: under the counts' line
                vy += under - (y2 + theme.line_h(22 * s))
            if v == "tag":  # the side's tag after the score: the name took the first line
                side = st["side"]
                img = theme.text(side.upper() if side else "?", int(14 * s), (20, 10, 30), "bold")
                tr = pygame.Rect(vx, vy + int(2 * s), img.get_width() + int(12 * s), 0)
                tr.height = max(int(22 * s), img.get_height() + 2)
                side_tag.draw(self, surf, seat, side, tr)
                surf.blit(img, img.get_rect(center=tr.center))
                ends.append((tr.right, vy))
                continue
            img2 = assets.image(f"{GAME}/icons/{v}.png", (isz, isz))
            cy = vy + int(3 * s) + theme.line_h(16 * s) // 2  # beside its count, not above it
            if img2 is not None:
                surf.blit(img2, (vx, cy - isz // 2))
            else:
                pygame.draw.circle(surf, VIBE_COLOURS[v], (vx + isz // 2, cy), isz // 2)
            tr = theme.blit_text(surf, f"\u00d7{n}", int(16 * s), (vx + isz + 1, vy + int(3 * s)))
            ends.append((tr.right, vy))
        self._vibes_bottom = max([vy for *_v, vy in flow], default=y2) + theme.line_h(22 * s)
        last = max(y for _x, y in ends)  # the turn tag may follow the last row (``_corner_turn``)
        self._vibes_end = (max(x for x, y in ends if y == last), last, stop)

    def _seat_piles(self, surf: pygame.Surface, view: AustinView, seat: int) -> None:
        """The score pile (up to three cards fanned, a count) and the face-up discard pile."""
        s = self.scale
        sc = self.score_rect(view, seat)
        dr = self.discard_rect(view, seat)
        if sc is not None:
            scored = pile(view, "score", seat) or []
            if scored:
                for i in range(min(3, len(scored)) - 1, -1, -1):
                    surf.blit(self.face(scored[-1 - i]["name"], sc.size), sc.move(-i * 2, i * 2))
                badge = theme.text(str(len(scored)), int(14 * s), (20, 20, 20), "bold")
                br = pile_badge(badge, sc)
                pygame.draw.rect(surf, theme.ACCENT, br, border_radius=6)
                surf.blit(badge, badge.get_rect(center=br.center))
            else:
                pygame.draw.rect(surf, (90, 90, 100), sc, 1, border_radius=4)
        # discard pile (face up: the top card and a count)
        if dr is not None:
            gone = pile(view, "discard", seat) or []
            if gone:
                surf.blit(self.face(gone[-1]["name"], dr.size), dr)
                badge = theme.text(str(len(gone)), int(14 * s), theme.TEXT, "bold")
                br = pile_badge(badge, dr)
                pygame.draw.rect(surf, (60, 66, 80), br, border_radius=6)
                surf.blit(badge, badge.get_rect(center=br.center))
            else:
                pygame.draw.rect(surf, (70, 70, 80), dr, 1, border_radius=4)
        if (said := self.pile_caption(view, seat)) is not None:  # what the two piles are
            theme.blit_text(surf, said[0], said[1], said[2].topleft, theme.MUTED)

    def _seat_cards(self, surf: pygame.Surface, view: AustinView, seat: int, lay: Panel) -> None:
        """The seat's active Agents and table Swingers (veiled while in the arena), or what to
        do when there are none; WINNER on the winner's panel."""
        s = self.scale
        mine = seat == self.me()
        in_fight = set()
        f = view["fight"]
        if f:
            in_fight = {f["att"]["card"], f["def"]["card"]}
        b = view["brawl"]
        if b:
            in_fight |= {int(v) for v in b["agents"].values()}
        drag = self.table.drag
        dragged = drag["item"].key if drag else None
        snap = self.table.snap["key"] if self.table.snap else None
        for c, cr in lay["slots"]:
            if ("table", c["id"]) in (dragged, snap):
                continue
            if lay["plates"]:  # no room for faces read at this text size
                self.draw_plate(surf, str(c["name"]), cr, c["id"] in in_fight)
                continue
            face = self.face(c["name"], cr.size)
            surf.blit(face, cr)
            if mine and (named := self.own_name(cr)) is not None:  # large text: beside it
                spot, lines, px = named
                for i, line in enumerate(lines):
                    y = spot.y + i * theme.line_h(px)
                    theme.blit_text(surf, line, px, (spot.x, y), theme.TEXT, NAME_FONT)
            if not self._worth_shown(str(c["name"]), cr.size):
                self.worth_tag(surf, str(c["name"]), cr)
            if c["id"] in in_fight:
                veil = pygame.Surface(cr.size, pygame.SRCALPHA, 32)
                veil.fill((0, 0, 0, 120))
                surf.blit(veil, cr)
                self.in_arena(surf, cr)
        if lay["more"] is not None:
            shown = len(lay["slots"])
            self.draw_more(surf, lay["more"], len(pile(view, "table", seat) or []) - shown)
        if not lay["slots"] and lay["more"] is None and view["winner"] != seat:
            hint = "Drag Agents here to play them" if mine else "no active Agents"
            body = lay["body"]
            room = body.w - int(16 * s)
            px = theme.fit_px(hint, int(17 * s), room)
            lines = [hint]
            if theme.text_width(hint, px) > room:  # large text: on more lines, not cut
                lines = theme.wrap(hint, px, room)
            top = body.y + int(30 * s) if mine else body.centery
            if not mine:
                top -= theme.line_h(px) * len(lines) // 2
            if top + theme.line_h(px) * len(lines) > body.bottom + int(8 * s):
                top = body.y
            for i, line in enumerate(lines):
                y = top + i * theme.line_h(px)
                at = (body.x + int(8 * s), y) if mine else (body.centerx, y)
                anchor = "topleft" if mine else "midtop"
                theme.blit_text(surf, line, px, at, (150, 160, 170), anchor=anchor)
        if view["winner"] == seat:
            px, pill = theme.px(22 * s), self.winner_pill(lay)
            pygame.draw.rect(surf, (20, 16, 8), pill, border_radius=pill.height // 2)
            pygame.draw.rect(surf, theme.ACCENT, pill, 2, border_radius=pill.height // 2)
            theme.blit_text(surf, "WINNER", px, pill.center, theme.ACCENT, "bold", anchor="center")

    def draw_arena(self, surf: pygame.Surface, view: dict[str, Any], t: float) -> None:
        v = seen(view)
        geo = self.geometry(len(v["seats"]))
        arena: pygame.Rect = geo["arena"]
        if not self._in_layer(arena):
            theme.panel(surf, arena, ARENA_PANEL, radius=24, edge=ARENA_EDGE)
        f = v["fight"]
        if f:
            lay = self.arena_layout(v)  # VS clear of the lines and the cards (and bones)
            taken = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
            if f["helpers"] is not None:  # in a low arena the help line takes VS's place
                taken.append(self.help_place(v).rect)
            self._arena_attempt(surf, f, arena, [lab.rect for lab in self.arena_labels(v)] + taken)
        elif v["brawl"]:
            self._arena_brawl(surf, v, arena)
        elif v["happening"]:
            self._arena_happening(surf, v, arena)
        elif v["winner"] is None and stage(v) != "over":
            self._arena_empty(surf, arena)
        self._arena_cards(surf, v, arena, t)

    def _title(
        self, surf: pygame.Surface, text: str, arena: pygame.Rect, icons: bool = False
    ) -> pygame.Rect:
        """The arena's title line (an attempt's kind, a Slugfest's card)."""
        px, at, text = self.title_at(arena, text, icons)
        return theme.blit_text(surf, text, px, at, theme.ACCENT, "serif", "midtop", shadow=True)

    def _arena_attempt(
        self, surf: pygame.Surface, f: FightView, arena: pygame.Rect, labels: list[pygame.Rect]
    ) -> None:
        """The attempt's title at the arena's top and VS in its middle, under the title and
        clear of the lines naming the Agents (a low arena at large text: a smaller VS, or
        none where there is no room for it)."""
        s = self.scale
        verb = self.attempt_words(f)
        icon = assets.image(
            f"{GAME}/icons/{'lips' if f['kind'] == 'shag' else 'gun'}.png",
            (int(30 * s), int(30 * s)),
        )
        tr = self._title(surf, verb, arena, icons=True)
        if icon is not None:
            surf.blit(icon, (tr.x - int(38 * s), tr.y))
            surf.blit(icon, (tr.right + int(8 * s), tr.y))
        vs = self.vs_place(arena, tr.bottom, labels)
        if vs is not None:
            theme.blit_text(
                surf, "VS", vs[0], vs[1].center, (255, 255, 255), "serif", anchor="center",
                shadow=True,
            )  # fmt: skip

    def _arena_brawl(self, surf: pygame.Surface, view: AustinView, arena: pygame.Rect) -> None:
        b = view["brawl"]
        assert b is not None
        self._title(surf, b["card"]["name"].upper(), arena)
        if not b["agents"] or b["picking"]:
            theme.blit_text(
                surf, "Every player picks an Assassin for the melee\u2026", int(20 * self.scale),
                arena.center, theme.TEXT, anchor="center",
            )  # fmt: skip

    def _arena_happening(self, surf: pygame.Surface, view: AustinView, arena: pygame.Rect) -> None:
        hap = view["happening"]
        assert hap is not None
        cr, lines = self.happening_plan(view, arena)
        for line, z, first, at in lines:
            colour, font = (theme.ACCENT, "bold") if first else (theme.TEXT, "sans")
            theme.blit_text(surf, line, z, at, colour, font, anchor="midtop")
        theme.shadow(surf, cr)
        card = hap["card"]
        if card and stage(view) != "happening":
            surf.blit(self.face(card["name"], cr.size), cr)
        else:
            surf.blit(self.back(view["seats"][hap["seat"]]["side"], cr.size), cr)

    def _arena_empty(self, surf: pygame.Surface, arena: pygame.Rect) -> None:
        s = self.scale
        up = max(int(22 * s), theme.line_h(30 * s) // 2 + 2)  # large text: further apart
        down = max(int(16 * s), theme.line_h(17 * s) // 2 + 2)
        hint = "Drag your Shagger or Assassin onto an opponent's Agent to attempt"
        room = arena.width - int(24 * s)
        size = theme.fit_px(hint, int(17 * s), room)
        lines = [hint] if theme.text_width(hint, size) <= room else theme.wrap(hint, size, room)
        y = arena.centery + down - theme.line_h(size) // 2  # large text: on more lines, not cut
        if y + theme.line_h(size) * len(lines) > arena.bottom:
            # a narrow arena (six players at large text): the hint's lines take it, no title
            y = arena.centery - theme.line_h(size) * len(lines) // 2
        else:
            theme.blit_text(
                surf, "The arena", int(30 * s), (arena.centerx, arena.centery - up),
                (170, 190, 180), "serif", anchor="center",
            )  # fmt: skip
        for line in lines:
            theme.blit_text(surf, line, size, (arena.centerx, y), (150, 170, 160), anchor="midtop")
            y += theme.line_h(size)

    def _arena_cards(
        self, surf: pygame.Surface, view: AustinView, arena: pygame.Rect, t: float
    ) -> None:
        """The arena's Agents (the one to move glowing, its owner named under it) and bones."""
        s = self.scale
        lay = self.arena_layout(view)
        f = view["fight"]
        b = view["brawl"]
        names = self.names(view)
        to_move = f["to_move"] if f else (f"brawl{b['turn']}" if b and b["in"] else None)
        for side_key, cid, _owner, r in lay["agents"]:
            theme.shadow(surf, r)
            if cid in names:
                surf.blit(self.face(names[cid], r.size), r)
            if side_key == to_move:
                theme.glow(surf, r, t=t)
        for lab in self.arena_labels(view):
            er = max(7, int(10 * s))
            lr, owner = lab.rect, lab.seat
            marks.seat_emblem(surf, owner, (lr.x - er - int(4 * s), lr.centery), er)
            head, font = f"{lab.who}: " if lab.who else "", LABEL_FONT
            colour = theme.SEAT_COLOURS[owner % 6]
            if head:
                theme.blit_text(surf, head, lab.px, lr.topleft, colour, font, shadow=True)
            at = (lr.x + theme.text_width(head, lab.px, font), lr.y)
            for i, line in enumerate(lab.what.split("\n")):  # (a long name: two lines)
                y = at[1] + i * theme.line_h(lab.px)
                theme.blit_text(surf, line, lab.px, (at[0], y), theme.TEXT, font, shadow=True)
        for bone, r, _side in lay["bones"]:
            theme.shadow(surf, r, offset=4)
            surf.blit(self.face(bone["card"]["name"], r.size), r)
            # who threw it (a helper's bone lies on the side it helps): the thrower's figure
            marks.seat_emblem(surf, int(bone["seat"]), r.topleft, max(7, int(9 * s)))
        if f and f["helpers"] is not None:
            # in the arena's free room, under VS where it has room (``help_place``)
            band = self.help_place(view)
            self.help_box = band.rect.copy()  # what a card's words box keeps off (``help_now``)
            y = band.rect.top + self.help_pad() // 2
            for line in band.lines:
                theme.blit_text(
                    surf, line, band.px, (band.rect.centerx, y), theme.ACCENT, "bold", "midtop"
                )
                y += theme.line_h(band.px)

    def draw_hand(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        s = self.scale
        me = self.me()
        hand = pile(view, "hand", me)
        geo = self.geometry(len(view["seats"]))
        if hand is None:
            n = pile_count(view, "hand", me)
            for i, r in enumerate(self.hand_rects(n, geo)):
                del i
                surf.blit(self.back(view["seats"][me]["side"], r.size), r)
            return
        usable = self.usable_hand()
        rects = self.hand_rects(len(hand), geo)
        face = bone_marks.hand_faces(self, hand, usable)  # a bone asked: those it cannot be
        self.draw_hand_cards(
            surf,
            hand,
            rects,
            face,
            usable,
            int(22 * s),
            theme.BAD if stage(view) in ("cleanup", "discard") else theme.GOOD,
        )
        label = hand_label(len(hand))
        at = self.hand_label_rect(label, hand, rects, usable, geo)
        theme.blit_text(surf, label, int(16 * s), at.topleft, theme.ACCENT, "bold", shadow=True)

    def usable_hand(self) -> set[Any]:
        """Your hand's cards you may play now (their tick tabs show)."""
        seat = self.table.acting_seat()
        legal = self.table.legal(seat) if seat == self.me() else []
        return {a.args[0] for a in legal if a.args and a.verb not in ("attempt", "use")}

    def hand_label_at(self, view: dict[str, Any], geo: Geo) -> pygame.Rect | None:
        """Where "Your hand (N)" is drawn (``hand_label_rect``); None: your hand is face down."""
        hand = pile(view, "hand", self.me())
        if hand is None:
            return None
        rects = self.hand_rects(len(hand), geo)
        return self.hand_label_rect(hand_label(len(hand)), hand, rects, self.usable_hand(), geo)

    def hand_label_rect(
        self,
        label: str,
        hand: list[dict[str, Any]],
        rects: list[pygame.Rect],
        usable: set[Any],
        geo: Geo,
    ) -> pygame.Rect:
        """Where your hand's label goes, clear of every card, lifted (hovered) or not, and of
        the tick tabs of the cards you may play: beside the row's last card at its top where the
        room right of it holds the label (large text: the band above the row is lower than the
        label, at 200 % it met the tabs and the panel's rim); else just above the row right of
        its last card, between your panel and the icons legend (at 100 % a new player saw the
        label on a card's tick and a hovered card, lifted into that band, cover it); else in
        the band above the row, right of the tabs and of the lifted card."""
        s = self.scale
        row: pygame.Rect = geo["hand_row"]
        lw = theme.text_width(label, int(16 * s), "bold")
        lh = theme.line_h(int(16 * s))
        pad = label_pad()
        above = row.y - int(4 * s) - lh
        blocked = [b.rect for b in getattr(self.table, "buttons", []) if b.rect.w]
        home = self.hand_label_home(rects, lw, geo, blocked)  # (it jumped with each card)
        if home is not None:
            return home
        if rects:
            shown = self.legend_shown(geo, len(hand))
            right = self.legend_rect(geo, len(hand)).x if shown else geo["mine"].right
            beside = pygame.Rect(rects[-1].right + pad, row.y + int(4 * s), lw + 2, lh)
            if beside.right + pad <= right and beside.collidelist(blocked) < 0:
                return beside
            over = pygame.Rect(rects[-1].right + pad, above, lw + 2, lh)
            table: pygame.Rect = geo["mine_table"]
            if (
                over.right + pad <= geo["mine"].right
                and over.y >= table.bottom
                and over.collidelist(blocked) < 0
            ):
                return over
        lx = row.x
        gap = pad if theme.ui_scale() > 1.0 else int(4 * s)
        keep = [marks.tab_rect(r) for c, r in zip(hand, rects) if c["id"] in usable]
        lifted = self.lifted[1] if self.lifted and self.lifted[0][0] == "hand" else None
        if lifted is not None:  # the hovered card and its tab rise into the band
            keep += [lifted, marks.tab_rect(lifted)]
        for k in sorted(keep, key=lambda r: r.x):
            if k.x < lx + lw + gap and k.right > lx - gap:
                lx = k.right + max(int(6 * s), gap)
        return pygame.Rect(lx, above, lw + 2, lh)


def pile_badge(badge: pygame.Surface, pile_rect: pygame.Rect) -> pygame.Rect:
    """Where a pile's count badge lies: on its bottom right corner, or with large text inside
    it (half of it hung under the pile over the counts' line, "hand 6 . deck 19", and past the
    panel's edge on a small window at 200 %)."""
    br = badge.get_rect(center=(pile_rect.right - 2, pile_rect.bottom - 2)).inflate(8, 4)
    if theme.ui_scale() > 1.0:
        br.bottomright = pile_rect.bottomright
    return br
