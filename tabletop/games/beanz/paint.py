"""Mighty Beanz table drawing: the ring mat (painted once per window size into the table's
layer), the Galaxies with their black holes and Space Loot stacks in the band between the
rows, decks and discard piles, the action point track, the cards on the mat by position, the
boosts waiting for the next attack, the response stack and your hand."""

from __future__ import annotations

import contextlib

import pygame

from tabletop.games.beanz import lootwords, postag
from tabletop.games.beanz.faces import Faces
from tabletop.games.beanz.labels import (
    GAME,
    POSITION_NAMES,
    card_dict,
    side,
    slot_words,
    stage,
)
from tabletop.games.beanz.rules.seatview import BeanzView, Card, SlotView, StackEntry
from tabletop.ui import assets, theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards, marks
from tabletop.ui.components import stack as stack_ui
from tabletop.ui.components.hand import cost_tab

#: a line of a stack entry's caption: (text, size, colour, font kind)
Line = tuple[str, int, tuple[int, ...], str]


#: what an attack does to each defender, said under its Bean card, and in which colour
OUTCOMES = {
    "none": ("safe", theme.GOOD[:3]),
    "sidewayz": ("\u2192 Sidewayz", theme.ACCENT[:3]),
    "off": ("\u2192 knocked off", theme.BAD[:3]),
}
#: an outcome's shorter words where its own do not fit under its card (as the attack panel
#: says them: "Zombie D100: off")
SHORTER = {"\u2192 knocked off": ("knocked off", "\u2192 off"), "\u2192 Sidewayz": ("Sidewayz",)}


class Painter(Faces):
    """Draws a seat view; the panels over it (``panels``) come last."""

    # ------------------------------------------------------------------ drawing
    def mat_paint_rect(self) -> pygame.Rect:
        """Where the mat is painted: round its slots and down to the hand, so the window bar
        and the response stack under the Galaxies lie on the mat, not on a bare table."""
        s = self.scale
        mr = self.mat_rect().inflate(int(24 * s), int(24 * s))
        mr.height = max(mr.height, self.hand_y - int(12 * s) - mr.y)
        return mr

    def draw_mat(self, surf: pygame.Surface, view: BeanzView) -> None:
        mr = self.mat_paint_rect()
        if self._mat_layer is None or self._mat_layer.get_size() != mr.size:
            layer = pygame.Surface(mr.size, pygame.SRCALPHA, 32)
            tile = assets.image("beanz/mat.png", (int(512 * self.scale), int(512 * self.scale)))
            if tile is not None:
                for x in range(0, mr.width, tile.get_width()):
                    for y in range(0, mr.height, tile.get_height()):
                        layer.blit(tile, (x, y))
            else:
                layer.fill((14, 12, 40))
            mask = pygame.Surface(mr.size, pygame.SRCALPHA, 32)
            pygame.draw.rect(
                mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(22 * self.scale)
            )
            layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            pygame.draw.rect(
                layer, (120, 110, 200), layer.get_rect(), 3, border_radius=int(22 * self.scale)
            )
            self._mat_layer = layer
        surf.blit(self._mat_layer, mr)

    def draw_band(self, surf: pygame.Surface, view: BeanzView) -> None:
        s = self.scale
        me = self.me(view)
        opp = 1 - me
        players = [side(view, 0), side(view, 1)]
        for g in range(3):
            band = self.band_rect(view, g)
            ring_side = int(min(band.height * 1.05, band.width * 0.55))
            ring = assets.image("beanz/galaxy_ring.png", (ring_side, ring_side))
            if ring is not None:
                surf.blit(ring, ring.get_rect(center=band.center))
            hole_side = int(ring_side * 0.42)
            hole = assets.image("beanz/black_hole.png", (hole_side, hole_side))
            if hole is not None:
                surf.blit(hole, hole.get_rect(center=band.center))
            name = theme.blit_text(
                surf,
                f"GALAXY {g + 1}",
                int(17 * s),
                (band.centerx, band.centery),
                (235, 230, 255),
                "bold",
                anchor="center",
                shadow=True,
            )
            # loot stacks: the opponent's at the top left, yours at the bottom right
            lw, lh = cards.card_size(s * 0.42)
            for p, anchor in ((opp, "topleft"), (me, "bottomright")):
                n = players[p]["loot"][g]
                cap = players[p]["captured"][g]
                x = band.x + int(8 * s) if anchor == "topleft" else band.right - lw - int(8 * s)
                y = band.y + int(8 * s) if anchor == "topleft" else band.bottom - lh - int(8 * s)
                for i in range(n):
                    surf.blit(
                        self.back((lw, lh), loot=True), (x + i * int(5 * s), y - i * int(5 * s))
                    )
                if n == 0:
                    pygame.draw.rect(surf, (150, 140, 200), (x, y, lw, lh), 1, border_radius=6)
                # whose stack (and captured loot) by its owner's figure, as on the Beans
                top = (x + (n - 1) * int(5 * s), y - (n - 1) * int(5 * s)) if n else (x, y)
                marks.seat_emblem(surf, p, top, max(6, int(8 * s)))
                tx = x + lw + int(10 * s) if anchor == "topleft" else x - int(10 * s)
                ta = "topleft" if anchor == "topleft" else "topright"
                room = self.loot_room(band, tx, anchor)
                for text, colour, at, px in self.loot_lines(
                    n, cap, anchor, (tx, y), lh, name, room
                ):
                    theme.blit_text(surf, text, px, at, colour, "bold", anchor=ta, shadow=True)

    def loot_room(self, band: pygame.Rect, tx: int, anchor: str) -> int:
        """``lootwords.loot_room`` at the table's scale."""
        return lootwords.loot_room(self.scale, band, tx, anchor)

    def loot_lines(
        self,
        n: int,
        cap: int,
        anchor: str,
        at: tuple[int, int],
        lh: int,
        name: pygame.Rect,
        room: int,
    ) -> list[lootwords.Line]:
        """``lootwords.loot_lines`` at the table's scale."""
        return lootwords.loot_lines(self.scale, (n, cap), anchor, (at, lh), name, room)

    text_box = staticmethod(lootwords.text_box)

    def draw_piles(self, surf: pygame.Surface, view: BeanzView) -> None:
        s = self.scale
        me = self.me(view)
        for p in (1 - me, me):
            pl = side(view, p)
            deck, disc = self.pile_rects(view, p)
            colour = theme.SEAT_COLOURS[p]
            name_y = self.name_top(view, p)  # yours over your piles, clear of their backs
            if p != me:
                name_y = self.area.y + int(10 * s)
                deck = deck.move(0, int(14 * s))
                disc = disc.move(0, int(14 * s))
            lr = pygame.Rect(self.area.x + int(14 * s), name_y, 0, 0)
            for i, (npx, line) in enumerate(self.name_lines(view, p)):
                at = (self.area.x + int(14 * s), name_y + i * theme.line_h(19 * s))
                lr = theme.blit_text(surf, line, npx, at, colour, "bold", shadow=True)
            er = max(8, int(10 * s))  # the seat's figure (as on its Beans): beside the name, or
            # for the person's own seat (a longer name by the mat's edge) under the counts
            turn = view["current"] == p and (view["turn_number"] or 0) >= 0 and not view["result"]
            if pl["deck"]:
                for r in self.deck_backs(deck, pl["deck"]):
                    surf.blit(self.back(self.pile_card), r)
            else:
                pygame.draw.rect(surf, theme.MUTED, deck, 1, border_radius=6)
            if pl["discard"]:
                top = pl["discard"][-1]
                # a small pile card whose name would be cut shows none (as a thumbnail does):
                # a click browses the pile, names whole; its cost was paid (no badge)
                if not card_component.name_fits(GAME, card_dict(top), self.pile_card):
                    top = {**top, "name": "", "art": card_component.slug(str(top["name"]))}
                surf.blit(self.face(top, self.pile_card, mat=True), disc)
            else:
                pygame.draw.rect(surf, theme.MUTED, disc, 1, border_radius=6)
            iy = deck.bottom + int(4 * s)
            # one count a line under the piles, shrunk to their width (at 1280x720 one line
            # "Deck 19  Discard 3" ran under the mat's edge)
            lines = [f"Deck {pl['deck']}", f"Discard {len(pl['discard'])}"]
            if p != me:
                lines.append(f"Hand {pl['hand_count']}")
            lh = max(int(17 * s), 15, theme.line_h(13 * s))
            room = disc.right - deck.x + int(8 * s)
            if theme.ui_scale() > 1.0:  # large text: the column's width
                room = max(room, self.left_w - int(20 * s))
            if theme.text_width("  ".join(lines[:2]), theme.px(13 * s)) <= room:
                lines = ["  ".join(lines[:2]), *lines[2:]]  # wide enough: as before
            for i, line in enumerate(lines):
                px, line = theme.fit_text(line, int(13 * s), room)
                theme.blit_text(surf, line, px, (deck.x, iy + i * lh), theme.TEXT, shadow=True)
            x0 = lr.right + int(8 * s)
            if p == me:  # the figure and the shared turn tag under the counts
                ty = iy + len(lines) * lh + int(4 * s)
                lh2 = theme.line_h(marks.turn_px(s))
                marks.seat_emblem(surf, p, (deck.x + er, ty + lh2 // 2 + 1), er)
                if turn:
                    marks.turn_tag(surf, (deck.x + 2 * er + int(6 * s), ty), s)
            else:  # beside the name, before the hand
                marks.seat_emblem(surf, p, (x0 + er, lr.centery), er)
                x0 += 2 * er + int(8 * s)
                if turn:
                    x0 = marks.turn_tag(surf, (x0, name_y), s).right + int(10 * s)
            if p != me:
                hc = pl["hand_count"]
                # the opponent's hand as a row of small backs beside their name (at large
                # text beside their piles, inside the left column)
                w, h = cards.card_size(s * 0.2)
                y0, step = self.area.y + int(6 * s), int(9 * s)
                if theme.ui_scale() > 1.0:
                    x0, y0 = disc.right + int(6 * s), disc.y
                    room = self.area.x + self.left_w - int(4 * s) - w - x0
                    step = max(2, min(step, room // max(1, min(hc, 10) - 1)))
                    hc = hc if room >= 0 else 0  # no room: the count above says it
                for i in range(min(hc, 10)):
                    surf.blit(self.back((w, h)), (x0 + i * step, y0))

    def draw_ap(self, surf: pygame.Surface, view: BeanzView) -> None:
        if view["turn_number"] is None or view["turn_number"] < 0:
            return
        s = self.scale
        r = self.ap_rect()
        pts = int(view["points"][view["current"]])
        theme.panel(surf, r, (14, 10, 34, 200), radius=int(12 * s), edge=(120, 110, 200))
        owner = self.name_of(view["current"])
        for label in ("ACTION POINTS", "ACTION PTS", "AP"):  # a shorter word, never a cut one
            size, title = theme.fit_text(label, max(12, int(12 * s)), r.width - 8, "cond_bold")
            if title == label:
                break
        if self.ap_rows():
            self._draw_ap_rows(surf, view, r, title, size)
            return
        tr = theme.blit_text(
            surf,
            title,
            size,
            (r.centerx, r.y + int(6 * s)),
            (200, 195, 240),
            "cond_bold",
            anchor="midtop",
        )
        theme.blit_text(
            surf,
            str(pts),
            int(40 * s),
            (r.centerx, max(r.y + int(22 * s), tr.bottom - 2)),
            theme.ACCENT,
            "serif",
            anchor="midtop",
            shadow=True,
        )
        total = max(7, pts)
        pip = max(6, min(int(14 * s), (r.width - int(16 * s)) // total - int(3 * s)))
        x0 = r.centerx - (total * (pip + int(3 * s))) // 2
        y = r.y + int(78 * s)
        for i in range(total):
            col = theme.ACCENT if i < pts else (70, 64, 110)
            pygame.draw.circle(surf, col, (x0 + i * (pip + int(3 * s)) + pip // 2, y), pip // 2)
        opx, owner = theme.fit_text(owner, int(13 * s), r.width - 6, "bold")
        orr = theme.blit_text(
            surf,
            owner,
            opx,
            (r.centerx, y + int(14 * s)),
            theme.SEAT_COLOURS[view["current"]],
            "bold",
            anchor="midtop",
        )
        dpx, dl = theme.fit_text(
            f"draws {view['draws_made']}/{view['draw_limit']}", int(12 * s), r.width - 6
        )
        dy = max(y + int(34 * s), orr.bottom)
        theme.blit_text(surf, dl, dpx, (r.centerx, dy), theme.MUTED, anchor="midtop")

    def _draw_ap_rows(
        self, surf: pygame.Surface, view: BeanzView, r: pygame.Rect, title: str, size: int
    ) -> None:
        """The action point panel as rows one under another (``ap_lines``, ``ap_rows``)."""
        s = self.scale
        pts = int(view["points"][view["current"]])
        y = r.y + int(5 * s)
        for row, h in self.ap_lines():
            if row == "title":
                theme.blit_text(surf, title, size, (r.centerx, y), (200, 195, 240), "cond_bold",
                                anchor="midtop")  # fmt: skip
            elif row == "number":
                theme.blit_text(surf, str(pts), int(40 * s), (r.centerx, y - int(4 * s)),
                                theme.ACCENT, "serif", anchor="midtop", shadow=True)  # fmt: skip
            elif row == "pips":
                total = max(7, pts)
                pip = max(6, min(int(14 * s), 10, (r.width - int(16 * s)) // total - 3))
                x0 = r.centerx - (total * (pip + 3)) // 2
                for i in range(total):
                    col = theme.ACCENT if i < pts else (70, 64, 110)
                    centre = (x0 + i * (pip + 3) + pip // 2, y + h // 2)
                    pygame.draw.circle(surf, col, centre, pip // 2)
            elif row == "owner":  # the name wrapped (``owner_lines``)
                col = theme.SEAT_COLOURS[view["current"]]
                for i, (tpx, text, kind) in enumerate(self.owner_lines(view["current"])):
                    at = (r.centerx, y + i * theme.line_h(13 * s))
                    theme.blit_text(surf, text, tpx, at, col, kind, anchor="midtop")
            else:
                text = f"draws {view['draws_made']}/{view['draw_limit']}"
                tpx, text = theme.fit_text(text, int(12 * s), r.width - 6)
                theme.blit_text(surf, text, tpx, (r.centerx, y), theme.MUTED, anchor="midtop")
            y += h

    def draw_slots(self, surf: pygame.Surface, view: BeanzView, seat: int | None, t: float) -> None:
        s = self.scale
        drag = self.table.drag
        dragged = drag["item"].key if drag else None
        targeting, blitz = view["targeting"], view["blitz"]
        outcomes = targeting["outcomes"] if targeting else {}
        blitzers = set(blitz["attackers"] if blitz else [])
        pills = self.outcome_pills(view, outcomes)
        top = view["stack"][-1] if view["stack"] else None
        for sl in view["mat"]:
            r = sl["slot"]
            srect = self.slot_rect(view, r)
            pygame.draw.rect(
                surf,
                (255, 255, 255, 40),
                srect.inflate(-int(2 * s), 0),
                1,
                border_radius=int(8 * s),
            )
            cos = sl["cosmos"]
            if cos is not None:
                cr = pygame.Rect(0, 0, *self.card)
                cr.midtop = (srect.centerx, srect.y)
                surf.blit(self.face(cos, self.card, mat=True), cr)
            b = sl["bean"]
            if b is None:
                continue
            br = self.bean_at(view, sl)
            if cos is not None:
                self.cosmos_tab(surf, str(cos.get("name", "")), cr, br.y)
            if ("slot", r) == dragged:
                pygame.draw.rect(surf, theme.GLOW, br, 2, border_radius=8)
                continue
            angle = {"headz": 0, "bottomz": 180, "sidewayz": 90}.get(sl["position"] or "headz", 0)
            theme.shadow(surf, br, offset=4)
            size = (br.height, br.width) if angle == 90 else br.size
            surf.blit(self.face(b, size, angle, mat=True, info=True), br)
            er = max(7, int(9 * s))  # the owner's figure on its corner: not the row alone
            marks.seat_emblem(surf, sl["owner"], br.topleft, er)
            if sl["position"] == "sidewayz":
                self.draw_sideways(surf, view, sl, br)
            else:
                self.draw_values(surf, view, sl, br)
            if sl["position"] == "bottomz":  # where it covers no name (``postag``)
                img = self.position_img("bottomz", br.width)
                under = pills[r][0] if r in pills else None
                others = [p[0] for k, p in pills.items() if k != r]  # the neighbours' outcomes
                tag = postag.bottomz_pill(self, view, sl, img, under, others)
                self.position_pill(surf, img, tag.center)
            if r in pills:
                text, col = OUTCOMES[outcomes[str(r)]]
                theme.glow(surf, br, col, t)
                pill_at, px, words = pills[r]
                pygame.draw.rect(surf, (10, 10, 20), pill_at, border_radius=6)
                pygame.draw.rect(surf, col, pill_at, 1, border_radius=6)
                for i, word in enumerate(words):
                    at = (pill_at.centerx, pill_at.y + int(2 * s) + i * theme.line_h(px))
                    theme.blit_text(surf, word, px, at, col, "bold", anchor="midtop")
            if r in blitzers:
                pygame.draw.rect(surf, theme.ACCENT, br.inflate(6, 6), 3, border_radius=10)
            if top is not None and top["kind"] == "attack":
                if r in (top.get("attackers") or []):
                    pygame.draw.rect(surf, theme.BAD, br.inflate(6, 6), 3, border_radius=10)
                if top.get("target") == r:
                    pygame.draw.rect(surf, theme.ACCENT, br.inflate(10, 10), 3, border_radius=10)

    def outcome_words(self, text: str, br: pygame.Rect) -> tuple[int, list[str]]:
        """A defender's outcome ("\u2192 Sidewayz") at the size that fits the card's width,
        on two lines where even the floor is too wide (large text), else in shorter words
        (``SHORTER``: at 200 % "\u2192 knocked off" ran under the next card, read "\u2192
        knocked of"), else on one line wider than the card (``outcome_pills`` staggers them)."""
        s = self.scale
        room = br.width - int(6 * s)
        for said in (text, *SHORTER.get(text, ())):
            px = theme.fit_px(said, int(15 * s), room, "bold")
            words = theme.wrap(said, px, room, "bold")
            if len(words) <= 2 and all(theme.text_width(w, px, "bold") <= room for w in words):
                return px, words
        return theme.fit_px(text, int(15 * s), room, "bold"), [text]

    def outcome_pills(
        self, view: BeanzView, outcomes: dict[str, str]
    ) -> dict[int, tuple[pygame.Rect, int, list[str]]]:
        """Each defender's outcome under its Bean card (``outcome_rect``), left to right; a
        pill wider than its card that would meet its neighbour's goes under that one instead
        (issue 52: at 200 % "\u2192 Sidewayz" ran into the next card's)."""
        out: dict[int, tuple[pygame.Rect, int, list[str]]] = {}
        placed: list[pygame.Rect] = []
        shown = [sl for sl in view["mat"] if str(sl["slot"]) in outcomes and sl["bean"]]
        # (a pill wider than its card goes under the cards beside it too: a Sidewayz card is
        # shorter than its upright neighbours, which were drawn over its pill's end)
        beans = [sl for sl in view["mat"] if sl["bean"]]
        cards = [self.bean_at(view, sl).inflate(0, int(4 * self.scale)) for sl in beans]
        for sl in sorted(shown, key=lambda sl: self.slot_rect(view, sl["slot"]).x):
            br = self.bean_at(view, sl)
            px, words = self.outcome_words(OUTCOMES[outcomes[str(sl["slot"])]][0], br)
            pill = self.outcome_rect(br, px, words)
            # under the slot (the choice lit there), not on the foot of a shorter turned card
            pill.top = max(pill.top, self.slot_rect(view, sl["slot"]).bottom + int(3 * self.scale))
            mat = self.mat_rect()  # never past the mat's edge
            pill.x = max(mat.x, min(pill.x, mat.right - pill.width))
            while (i := pill.inflate(int(4 * self.scale), 0).collidelist(placed + cards)) >= 0:
                pill.top = (placed + cards)[i].bottom + int(2 * self.scale)
            placed.append(pill)
            out[sl["slot"]] = (pill, px, words)
        return out

    def outcome_rect(self, br: pygame.Rect, px: int, words: list[str]) -> pygame.Rect:
        """Where a defender's choice says what the attack does to a Bean card ("\u2192
        Sidewayz"): a strip under the card, as wide, so its name stays readable (over the
        card's top it hid the names; a new player told the Beans apart by team alone)."""
        s = self.scale
        w = max([br.width] + [theme.text_width(t, px, "bold") + int(4 * s) for t in words])
        pill = pygame.Rect(0, 0, w, len(words) * theme.line_h(px) + int(4 * s))
        pill.midtop = (br.centerx, br.bottom + int(3 * s))
        return pill

    def cosmos_tab(self, surf: pygame.Surface, name: str, cr: pygame.Rect, foot: int) -> None:
        """A Bean covers all but the top of its Cosmos card, so a name on two lines showed
        only its first ("Dense Asteroid"): the name again over that strip, on one line left of
        the card's badge where it fits, else across the badge. It is the card's own name, so
        it is sized as a face's words are (down to 12 px, not the scaled floor: at 150 %
        "Harvest / Moon" took two lines and the Bean covered the second), else on two lines,
        else shortened. The tab reaches down to the Bean card's top (``foot``): a sliver of
        the printed name left under it read as a second label ("Moon" under "Harvest Moon")."""
        face = card_component.LAYOUTS.get((GAME, name, cr.size))
        if face is None or face["title"].bottom <= self.peek:
            return
        s, font = self.scale, "cond_bold"
        pad = max(2, int(3 * s))
        top = theme.font_px(int(15 * s))  # the size in force, in pixels
        with theme.unscaled():
            lines, px = [name], 0
            for right in (face["badge_left"] or cr.width, cr.width):
                room = right - 3 * pad
                sizes = range(top, theme.MIN_TEXT - 1, -1)
                px = next((p for p in sizes if theme.text_width(name, p, font) <= room), 0)
                if px:
                    break
            if not px:
                px = theme.MIN_TEXT
                lines = theme.wrap(name, px, cr.width - 3 * pad, font)
                if len(lines) > 2 or len(lines) * theme.font_px(px) > self.peek - 2 * pad:
                    lines = [theme.fit_text(name, px, cr.width - 3 * pad, font)[1]]
            tall = max(self.peek - 2 * pad, foot - cr.y - pad)
            tab = pygame.Rect(cr.x + pad, cr.y + pad, right - 2 * pad, tall)
            pygame.draw.rect(surf, (20, 22, 30), tab, border_radius=max(3, int(5 * s)))
            step = theme.font_px(px)
            y = tab.centery - step * (len(lines) - 1) // 2
            for i, line in enumerate(lines):
                at = (tab.x + pad, y + i * step)
                theme.blit_text(surf, line, px, at, (245, 245, 240), font, "midleft")

    def position_img(self, pos: str, width: int) -> pygame.Surface:
        """A position's name on a card ``width`` wide, its pill inside the card (issue 52: at
        200 % "BOTTOMZ-UP" ran over the next card and off the mat): in capitals, else
        condensed, else in small letters, else smaller (as a face's words, no smaller than at
        100 %: at 200 % "Bottomz-/up" hung over the Galaxy's label), else on two lines at its
        hyphen ("Bottomz-/up")."""
        s = self.scale
        size, room = int(13 * s), width - int(10 * s) - 4
        name = POSITION_NAMES[pos]
        forms = [(name.upper(), k) for k in ("bold", "cond_bold")]
        forms += [(name, k) for k in ("cond_bold", "cond")]
        for text, kind in forms:
            if theme.text_width(text, size, kind) <= room:
                return theme.text(text, size, (255, 255, 255), kind)
        top = theme.font_px(size)  # the size in force, in pixels
        with theme.unscaled():  # a word on the card, sized as the card's face words are
            for px in range(top - 1, max(theme.MIN_TEXT, int(15 * s)) - 1, -1):  # one line:
                if theme.text_width(name, px, "cond_bold") <= room:  # over two lines it
                    return theme.text(name, px, (255, 255, 255), "cond_bold")  # hid more
        lines = [theme.text(t, size, (255, 255, 255), "cond") for t in name.split("-")]
        if len(lines) > 1:
            lines[0] = theme.text(name.split("-")[0] + "-", size, (255, 255, 255), "cond")
        step = theme.font_px(size) + 1  # the lines close: the pair fits a slot's top
        w = max(i.get_width() for i in lines)
        out = pygame.Surface(
            (w, step * (len(lines) - 1) + lines[-1].get_height()), pygame.SRCALPHA, 32
        )
        for i, img in enumerate(lines):
            out.blit(img, img.get_rect(midtop=(out.get_width() // 2, i * step)))
        return out

    def position_pill(
        self, surf: pygame.Surface, img: pygame.Surface, centre: tuple[int, int]
    ) -> pygame.Rect:
        """A Bean card's position ("SIDEWAYZ") on a red pill centred at ``centre``."""
        s = self.scale
        pill = img.get_rect(center=centre).inflate(int(10 * s), int(4 * s))
        pygame.draw.rect(surf, (170, 60, 30), pill, border_radius=int(8 * s))
        surf.blit(img, img.get_rect(center=pill.center))
        return pill

    def draw_sideways(
        self, surf: pygame.Surface, view: BeanzView, sl: SlotView, br: pygame.Rect
    ) -> None:
        """A Sidewayz card's name across its top, its values at its foot and the SIDEWAYZ tag
        between them, on a veil over the face's own name (turned, it showed in bits above and
        under the tag); where the values leave no room the tag shows fewer of them (the large
        view has them all), and where even one row leaves none, smaller, else under the card
        (``postag.sideways_tag``)."""
        b = sl["bean"] or {}
        short = str(b.get("name", "")).removesuffix(" Bean")  # as the mat's faces say
        top = self.sideways_name(surf, short, br)
        px = self.info_px(br.width)
        img, above, cy, rows = postag.sideways_tag(self, view, sl, br, top)
        foot = self.panel_rect(rows, br, px).y  # the face's own name, turned, showed in
        if foot > top:  # bits around the tag (or, the tag under the card, between them)
            veil = pygame.Surface((br.width - 4, foot - top), pygame.SRCALPHA, 32)
            veil.fill((10, 8, 30, 225))  # as the values' panel
            surf.blit(veil, (br.x + 2, top))
        self.draw_values(surf, view, sl, br, above)
        self.position_pill(surf, img, (br.centerx, cy))

    def sideways_name(self, surf: pygame.Surface, name: str, br: pygame.Rect) -> int:
        """A turned Bean's name across the top of its card, on a dark band (its own name runs
        down the card's side, unreadable at a glance); returns the band's bottom."""
        s = self.scale
        px, text, face, band = postag.sideways_band(self, name, br)
        pygame.draw.rect(surf, (16, 16, 24), band, border_radius=int(5 * s))
        with theme.unscaled() if face else contextlib.nullcontext():
            theme.blit_text(surf, text, px, band.center, (250, 250, 250), "cond_bold", "center")
        return band.bottom

    def draw_boosts(self, surf: pygame.Surface, view: BeanzView) -> None:
        s = self.scale
        for p in (0, 1):
            rects = self.boost_rects(view, p)
            if not rects:
                continue
            for c, r in zip(side(view, p)["boosts"], rects):
                surf.blit(self.face(c, r.size), r)
            theme.blit_text(
                surf,
                "next attack",
                int(13 * s),
                (rects[-1].right + int(8 * s), rects[-1].centery),
                theme.ACCENT,
                "bold",
                anchor="midleft",
                shadow=True,
            )

    def _stack_lines(
        self, view: BeanzView, it: StackEntry, top: bool
    ) -> list[tuple[str, int, tuple[int, ...], str]]:
        by_uid = {x["uid"]: x for x in view["stack"]}
        name = (it.get("card") or {}).get("name") or self.say(it["label"])
        lines: list[tuple[str, int, tuple[int, ...], str]] = [
            (name, 16, theme.ACCENT if top else theme.TEXT, "bold")
        ]
        lines.append((f"by {self.name_of(it['seat'])}", 13, theme.MUTED, "sans"))
        if it["cancelled"]:
            lines.append(("cancelled", 14, theme.BAD, "bold"))
        elif it["kind"] == "attack":
            t = it.get("target")
            if t is None:
                where = f"in Galaxy {int(it.get('galaxy', 0)) + 1}"
            else:
                where = f"on {slot_words(view['mat'][int(t)], view['seat'])}"
            lines.append((f"Attack {it.get('value', 0)} {where}", 14, theme.BAD, "bold"))
            if it.get("boomerang"):
                lines.append(("Boomerang! waits", 13, theme.ACCENT, "sans"))
        elif it.get("answers") in by_uid:
            answers = self.say(by_uid[it["answers"]]["label"])
            lines.append((f"answers {answers}", 13, theme.TEXT, "sans"))
        elif (t := it.get("target")) is not None and (tb := view["mat"][int(t)]["bean"]):
            lines.append((f"on {tb['name']}", 13, theme.TEXT, "sans"))
        elif it["kind"] == "freebie_power":
            bean = (it.get("bean") or {}).get("name", "a Bean card")
            to = it.get("to")
            place = slot_words(view["mat"][int(to)], view["seat"]) if to is not None else "the mat"
            lines.append((f"{bean} to {place}", 13, theme.TEXT, "sans"))
        if top:
            lines.append(("resolves first", 13, theme.ACCENT, "sans"))
        return lines

    def draw_stack(self, surf: pygame.Surface, view: BeanzView) -> None:
        if not view["stack"]:
            return
        s = self.scale
        sr = self.stack_rect()
        theme.panel(surf, sr, (20, 10, 30, 220), radius=int(14 * s), edge=theme.ACCENT)
        at = (sr.x + int(12 * s), sr.y + int(8 * s))
        short = self.stack_short()  # large text: "STACK" on one line, level with the names
        if short:
            at = (at[0], self.stack_item_rects(view)[0].y + int(2 * s))
        stack_ui.draw_title(surf, at, s, self.stack_title_w() - int(4 * s), short)
        rects = self.stack_item_rects(view)
        n = len(rects)
        entries = []
        for i, (it, r) in enumerate(zip(view["stack"], rects)):
            c = it.get("card") or it.get("bean")
            if c is None and it.get("attackers"):
                c = view["mat"][it["attackers"][0]]["bean"]
            entries.append(
                stack_ui.StackEntry(
                    self.face(c, r.size) if c is not None else None,
                    self._stack_lines(view, it, i == n - 1),
                    bool(it["cancelled"]),
                )
            )
        low = sr.bottom - int(4 * s) if theme.ui_scale() > 1.0 else None  # lines kept whole
        stack_ui.draw_stack(surf, rects, entries, s, right=sr.right - int(10 * s), below=low)

    def draw_hidden_costs(self, surf: pygame.Surface, hand: list[Card]) -> list[pygame.Rect]:
        """A hand that overlaps hides each card's cost badge under the next card: the badge
        again at the right end of the part that shows (not on the lifted or dragged card)."""
        rects = self.hand_now(hand)
        drag, snap = self.table.drag, self.table.snap
        away = {
            self.lifted[0] if self.lifted else None,
            drag["item"].key if drag else None,
            snap["key"] if snap else None,
        }
        drawn = []
        for i, (c, r) in enumerate(zip(hand, rects[:-1])):
            if c.get("cost") is None or ("hand", c["id"]) in away:
                continue
            shown = rects[i + 1].x - r.x
            at = cost_tab(surf, r, shown, str(c.get("name", "")), c["cost"], self.scale, GAME)
            if at is not None:
                drawn.append(at)
        return drawn

    def draw_hand(self, surf: pygame.Surface, view: BeanzView, seat: int | None) -> None:
        me = self.me(view)
        hand = side(view, me)["hand"]
        if hand is None:
            return
        s = self.scale
        legal = self.table.legal(self.table.acting_seat())
        usable = {a.args[0] for a in legal if a.verb in ("play", "discard") and a.args}
        self.draw_hand_cards(
            surf,
            hand,
            self.hand_now(hand),
            lambda c: self.face(c, self.hand_card, info=True),
            usable,
            int(30 * s),
            theme.GLOW,
            outline=4,
        )
        self.draw_hidden_costs(surf, hand)
        label = f"Your hand ({len(hand)})"
        if stage(view) == "discard" and seat is not None:
            label += " \u2014 click a card to discard it"
        y = self.hand_y - int(4 * s)
        lines = [label]
        if theme.ui_scale() > 1.0:  # large text: under your counts and the TURN tag's row,
            # wrapped to the column; "Hand (2)" where "Your hand (2)" would run off the table
            turn_row = theme.line_h(marks.turn_px(s)) + int(8 * s)
            y = max(y, self.counts_end(view) + turn_row)
            room, lh = self.left_w - int(18 * s), theme.line_h(19 * s)
            short = f"Hand ({len(hand)})"
            for text in (label, short + label[len(f"Your hand ({len(hand)})") :], short):
                lines = theme.wrap(text, int(19 * s), room, "bold")
                if y + len(lines) * lh <= self.table.play_rect.bottom:
                    break
        for i, line in enumerate(lines):
            at = (self.area.x + int(14 * s), y + i * theme.line_h(19 * s))
            theme.blit_text(surf, line, int(19 * s), at, theme.ACCENT, "bold", shadow=True)
