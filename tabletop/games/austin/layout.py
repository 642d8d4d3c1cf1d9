"""Austin Powers table: where everything lies for a seat (geometry), and what lies where as data
(``placed``: hand cards, each seat's Agents and Swingers as cards and drop targets, the arena's
Agents as targets for Frickin' Bones, score and discard piles, the move buttons), read by the
table for every drag, click, glow and zoom (``tabletop.ui.parts.layout``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, TypedDict

import pygame

from tabletop.engine.actions import Action
from tabletop.games.austin import gestures, side_tag
from tabletop.games.austin.bone_row import bone_rects, bone_size
from tabletop.games.austin.cards import CARDS, CardDef, bones_blocked, names_in_view, pile
from tabletop.games.austin.faces import CARD_RATIO, GAME, card_dict, stage
from tabletop.games.austin.facts import can_be_helped
from tabletop.games.austin.hand_room import HandRoom
from tabletop.games.austin.header import SeatHeader
from tabletop.games.austin.large_room import LargeTextRoom
from tabletop.games.austin.own_names import OwnNames
from tabletop.games.austin.plates import AgentPlates
from tabletop.games.austin.rules.viewtypes import AustinView, fight_side, seen
from tabletop.ui import assets, theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards
from tabletop.ui.parts.gameview import GameView
from tabletop.ui.parts.gestures import Gesture, Gestures, Key
from tabletop.ui.parts.layout import ButtonItem, CardItem, LabelItem, Layout, PileItem, Slot


class Geo(TypedDict):
    """The table for a number of seats: the others' panels, the arena, your own area (its
    table band) and your hand row."""

    others: list[int]
    panels: dict[int, pygame.Rect]
    arena: pygame.Rect
    mine: pygame.Rect
    mine_table: pygame.Rect
    hand_row: pygame.Rect


class Panel(TypedDict):
    """Inside a seat's panel: its rect, the header's height, the body and the cards' slots."""

    rect: pygame.Rect
    body: pygame.Rect
    slots: list[tuple[dict[str, Any], pygame.Rect]]
    head_h: int
    #: the header's height the score and discard piles are sized by (a header grown for a
    #: second line of vibes keeps its piles)
    pile_h: int
    #: how much lower than the header's top the piles lie (a long name takes the first line)
    pile_y: int
    #: another seat's cards as name plates (``plates``): no room for faces read at the text
    #: size; ``more`` is the place for those with no room (the cards after ``slots``' ones)
    plates: bool
    more: pygame.Rect | None
    #: large text, no counts' line of its own: where "hand N · deck N" goes after the plates
    #: (``tail_at``: its rect and lines; None: on its own line, beside the name, or no place)
    counts: tuple[pygame.Rect, list[str]] | None


class Arena(TypedDict):
    """The arena's Agents (side, card id, owner, rect) and bones (bone, rect, side)."""

    agents: list[tuple[str, int, int, pygame.Rect]]
    bones: list[tuple[Any, pygame.Rect, str]]


#: the move buttons in the engine's order: (key, label, hotkey, primary)
BUTTONS: tuple[tuple[Key, str, str, bool], ...] = (
    (("button", "allegiance", "good"), "Play Good", "", False),
    (("button", "allegiance", "evil"), "Play Evil", "", False),
    (("button", "end"), "I'm spent!", "Enter", True),
    (("button", "pass"), "No ship Agent", "Space", True),
    (("button", "help"), "Ask for help", "H", True),
    (("button", "give_up"), "Give up", "G", False),
    (("button", "decline"), "Throw no bone", "Space", False),
    (("button", "drop"), "Drop out", "Space", False),
    (("button", "even_up"), "Even up", "Enter", True),
)
#: "Ask for help" where no seat but the two fighting has an Agent to pay a bone with: asking
#: loses the attempt at once (the status line said so, the button did not)
NOBODY_HELPS = "Ask for help (nobody can)"


class AustinTable(SeatHeader, AgentPlates, OwnNames, LargeTextRoom, HandRoom, GameView):
    """Geometry and the placed items; ``paint`` draws, ``labels`` words, ``view`` the rest."""

    hand_card: tuple[int, int]
    mine_card: tuple[int, int]
    icon: int
    help_winner: int | None
    banners: list[dict[str, Any]]
    _faces: dict[tuple[str, tuple[int, int]], pygame.Surface]
    _geo: dict[tuple[Any, ...], Geo]

    # ================================================================== geometry
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale
        self.hand_card = cards.card_size(max(s * 1.22, 1.0))  # names fit at 12 px
        self.mine_card = cards.card_size(s * 0.86)
        self.icon = max(12, int(26 * s))
        self._geo = {}

    def me(self) -> int:
        v = self.table.viewer
        return int(v) if v is not None else 0

    def geometry(self, n: int) -> Geo:
        """Seat panels, the arena, your own area and hand row for ``n`` seats (cached)."""
        key = (n, self.me(), self.size)
        if key not in self._geo:
            self._geo[key] = self.geo_for(n, self.table.play_rect)
        return self._geo[key]

    def geo_for(self, n: int, pr: pygame.Rect, balance: bool = True) -> Geo:
        """``geometry`` in the play area ``pr``; ``balance``: with large text, the arena and your
        table keep their Agents' sizes at 100 % (``large_text_room``)."""
        me = self.me()
        s = self.scale
        m = int(10 * s)
        others = [(me + k) % n for k in range(1, n)]
        k = len(others)
        # on small screens the panels keep a floor so Agents stay readable (names at 12 px)
        mine_h = max(int(430 * s), 312)
        top_h = max(int(300 * s), 205)
        # ... but the arena keeps room for an attempt (its title, two Agents at their smallest
        # and their owners' names): the floors give way first (a 1280x720 screen's window)
        short = int(44 * s) + int(90 * s) + self.label_room() - (pr.height - mine_h - top_h - 3 * m)
        if short > 0:
            top_h = max(int(300 * s), top_h - short // 2)
            mine_h = max(int(430 * s), mine_h - (short - short // 2))
        mine_h = max(mine_h, self.hand_card[1] + int(40 * s) + self.mine_head_h())
        if balance and theme.ui_scale() > 1.0 and k <= 3:
            top_h, mine_h = self.large_text_room(n, pr, top_h, mine_h)
        mine = pygame.Rect(pr.x + m, pr.bottom - mine_h - m, pr.width - 2 * m, mine_h)
        top_y = pr.y + m
        mid_top = top_y + top_h + m
        mid_bottom = mine.top - m
        x0, x1 = pr.x + m, pr.right - m
        rects: dict[int, pygame.Rect] = {}
        if k >= 4 and self._stacked(others, x1 - x0, m):
            # large text: the top row's panels had no room for a whole name; two panels one
            # over the other at each side (in the seats' order round the table), the rest on top
            side_w = max(int(300 * s), (x1 - x0 - 2 * m) // 3)
            half = (mid_bottom - top_y - m) // 2
            lower = top_y + half + m
            top_h = half  # the arena under the top panel keeps the room for its words
            at_right = others[-2:] if k >= 5 else others[-1:]
            top = others[2 : k - len(at_right)]
            rects[others[0]] = pygame.Rect(x0, lower, side_w, mid_bottom - lower)
            rects[others[1]] = pygame.Rect(x0, top_y, side_w, half)
            if len(at_right) == 2:
                rects[at_right[0]] = pygame.Rect(x1 - side_w, top_y, side_w, half)
                rects[at_right[1]] = pygame.Rect(x1 - side_w, lower, side_w, mid_bottom - lower)
            else:
                rects[at_right[0]] = pygame.Rect(x1 - side_w, top_y, side_w, mid_bottom - top_y)
            tx0, tx1 = x0 + side_w + m, x1 - side_w - m
        elif k >= 4:
            side_w = int(300 * s)
            left, right, top = others[0], others[-1], others[1:-1]
            rects[left] = pygame.Rect(x0, top_y, side_w, mid_bottom - top_y)
            rects[right] = pygame.Rect(x1 - side_w, top_y, side_w, mid_bottom - top_y)
            tx0, tx1 = x0 + side_w + m, x1 - side_w - m
        else:
            top = others
            tx0, tx1 = x0, x1
        count = max(1, len(top))
        width = min(int(620 * s), (tx1 - tx0 - m * (count - 1)) // count)
        total = count * width + (count - 1) * m
        x = (tx0 + tx1) // 2 - total // 2
        for o in top:
            rects[o] = pygame.Rect(x, top_y, width, top_h)
            x += width + m
        mid_top = top_y + top_h + m
        arena = pygame.Rect(tx0, mid_top, tx1 - tx0, mid_bottom - mid_top)
        hand_h = self.hand_card[1]
        hand_row = pygame.Rect(
            mine.x + int(12 * s),
            mine.bottom - hand_h - int(10 * s),
            mine.width - self.legend_w(),
            hand_h,
        )
        mine_table = pygame.Rect(mine.x, mine.y, mine.width, hand_row.top - mine.y - int(30 * s))
        geo: Geo = {
            "others": others,
            "panels": rects,
            "arena": arena,
            "mine": mine,
            "mine_table": mine_table,
            "hand_row": hand_row,
        }
        return geo

    def mine_head_h(self) -> int:
        """The height your panel's header takes: its name, its Mojo and the counts' line under
        them (``paint._seat_header``), with its margins. Your panel is never lower, so the
        counts stay above the hand's tick tabs (large text on a small window wrote them under
        the tabs)."""
        s = self.scale
        lines = max(int(62 * s), theme.line_h(21 * s) + theme.line_h(22 * s) + int(2 * s))
        return int(8 * s) + lines + theme.line_h(15 * s) + int(6 * s)

    def _stacked(self, others: list[int], width: int, m: int) -> bool:
        """Large text, five or more seats: would the top row's panels (two seats' panels at the
        sides) be narrower than a name needs at the smallest text, on the whole first line?"""
        if theme.ui_scale() <= 1.0:
            return False
        if getattr(self.table, "log_folded", False):  # the log's width: its Agents' plates
            return True
        s = self.scale
        top = others[1:-1]
        panel = (width - 2 * int(300 * s) - 2 * m - m * (len(top) - 1)) // len(top)
        x = self.header_x(pygame.Rect(0, 0, panel, 1))
        small = theme.MIN_TEXT  # the smallest a name is written (it grows with the scale)
        need = max(theme.text_width(self.seat_name(o), small, "bold") for o in top)
        return x + need + int(8 * s) > panel

    def legend_w(self) -> int:
        """The room right of the hand row for the icons legend; none with large text when the
        legend's words do not fit it (the hand takes the row; the guide explains the icons)."""
        w = int(560 * self.scale) if self.scale >= 0.99 else 280
        high = self.hand_card[1] - int(60 * self.scale)  # as ``legend_rect`` is, over buttons
        if theme.ui_scale() > 1.0 and not self.legend_cols(w - int(36 * self.scale), high):
            return 0
        return w

    def _grid(
        self, n: int, body: pygame.Rect, max_h: int, names: list[str] | None = None
    ) -> list[pygame.Rect]:
        """``n`` card slots inside ``body``, never overlapping: the largest cards in one to three
        rows at which every name in ``names`` is drawn whole; when a row is too crowded for
        whole cards, squat ones (name, icons and worth on a shorter face) in more rows."""
        if n == 0:
            return []
        key = (n, tuple(body), max_h, tuple(names or ()), self.scale)
        memo: dict[Any, list[pygame.Rect]] = self.__dict__.setdefault("_grid_memo", {})
        hit = memo.get(key)
        if hit is None:
            if len(memo) > 256:
                memo.clear()
            hit = memo[key] = self._grid_uncached(n, body, max_h, names)
        return [r.copy() for r in hit]

    def _grid_uncached(
        self, n: int, body: pygame.Rect, max_h: int, names: list[str] | None
    ) -> list[pygame.Rect]:
        gap = max(2, int(8 * self.scale))
        cands: list[tuple[int, int, int]] = []  # rows, w, h
        std_w = int(max_h / CARD_RATIO)
        for rows in (1, 2, 3):
            per = math.ceil(n / rows)
            row_h = min(max_h, (body.height - gap * (rows - 1)) // rows)
            col_w = min(int(std_w * 1.5), (body.width - gap * (per - 1)) // per)
            if row_h < 40 or col_w < 40:
                continue
            w0 = min(col_w, int(row_h / CARD_RATIO))
            cands.append((rows, w0, int(w0 * CARD_RATIO)))  # a whole card
            for w in range(w0 + 6, col_w + 1, 6):  # wider (squat) faces for long names
                cands.append((rows, w, min(row_h, int(w * CARD_RATIO))))

        def whole(c: tuple[int, int, int]) -> bool:
            size = (c[1], c[2])
            return all(card_component.name_fits(GAME, card_dict(nm), size) for nm in names or [])

        def read(c: tuple[int, int, int]) -> tuple[int, int]:
            size, faces = (c[1], c[2]), [card_dict(nm) for nm in names or []]
            fits = sum(card_component.name_fits(GAME, f, size) for f in faces)
            kept = sum(card_component.name_unbroken(GAME, f, size) for f in faces)
            return fits, kept

        ok = [c for c in cands if whole(c)]
        if theme.ui_scale() > 1.0 and names and cands:
            # large text: the faces the most names are whole on, then the most with no word
            # split ("Felic- ity Shag- well" where a wider face reads "Felicity Shagwell")
            best = max(read(c) for c in cands)
            ok = [c for c in cands if read(c) == best]
        pool = ok or cands
        if not pool:
            w = max(10, int(body.height / CARD_RATIO))
            step = max(4, (body.width - w) // max(1, n - 1))
            return [pygame.Rect(body.x + i * step, body.y, w, body.height) for i in range(n)]
        # the tallest faces (art and icons largest), then the least squat
        rows, w, h = max(pool, key=lambda c: (c[2], -c[1]))
        per = math.ceil(n / rows)
        out = []
        for i in range(n):
            r, c = divmod(i, per)
            out.append(pygame.Rect(body.x + c * (w + gap), body.y + r * (h + gap), w, h))
        return out

    def in_sight(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """Your name, Mojo and vibes: the header column of your table area."""
        if seat is None:
            return []
        lay = self.panel_layout(seen(view), self.me())
        r = lay["rect"]
        s = self.scale
        return [pygame.Rect(r.x, r.y, lay["body"].x - r.x, int(90 * s))]

    def panel_layout(self, view: AustinView, seat: int) -> Panel:
        """Inside a seat's panel (or your own table area): header, body and card slots."""
        geo = self.geometry(len(view["seats"]))
        s = self.scale
        mine = seat == self.me()
        rect: pygame.Rect = geo["mine_table"] if mine else geo["panels"][seat]
        head_h = int(70 * s)
        if not mine:  # large text: the name and score lines need more room above the cards
            head_h = max(head_h, int(10 * s) + theme.line_h(21 * s) + theme.line_h(22 * s))
        pile_h = head_h
        taken = False  # another seat's counts on a line of their own
        if not mine:
            # every vibe total is shown: the ones with no room beside the score on lines under
            # it; with large text the counts (and the turn tag) on a line of their own
            lead = self.score_lead(view, seat, rect)
            head_h += self.vibes_below(view, seat, rect, pile_h, lead)
            taken = self.counts_line(view, seat, rect, head_h)
            if taken:
                head_h += self.info_line() * len(self.info_rows(view, seat, rect))
        pile_y = 0 if mine else self.pile_drop(view, seat, rect)
        head_h = max(head_h, pile_y + pile_h - int(14 * s) + int(16 * s))
        body = pygame.Rect(
            rect.x + int(12 * s),
            rect.y + head_h,
            rect.width - int(24 * s),
            rect.height - head_h - int(10 * s),
        )
        if mine:
            # your own zone is a wide, short band: the cards lie right of the header lines
            # (name, Mojo and vibes), the band's whole height, so they are whole cards whose
            # names are read whole (under the header they were squat, their names cut)
            head_w = min(theme.grow(330 * s), rect.width // 2)  # large text: a wider column
            right = (
                rect.right
                - int(12 * s)
                - 2 * (int((head_h - int(14 * s)) / CARD_RATIO) + int(10 * s))
            )
            body = pygame.Rect(
                rect.x + head_w,
                rect.y + int(8 * s),
                right - rect.x - head_w,
                rect.height - int(16 * s),
            )
        table = pile(view, "table", seat) or []
        max_h = max(self.mine_card[1], 120) if mine else max(body.height, 140)
        names = [str(c["name"]) for c in table]
        more = counts = None
        plates = not mine and self.wants_plates(body, max_h, names)
        if plates:  # no room for faces read at this text size: name plates
            # large text with no counts' line: the counts after the plates (1024x600 at 200 %)
            tail: list[list[str]] = []
            if theme.ui_scale() > 1.0 and not taken:
                info = self.info_text(view, seat)
                bits = info.split(" \u00b7 ")
                tail = [[info], [b + " \u00b7" for b in bits[:-1]] + bits[-1:]]
            order, (slots, more) = self.some_plates(body, names, tail)
            table = [table[i] for i in order]
            items = slots + ([more] if more is not None else [])
            counts = self.tail_at(body, items, tail) if tail else None
        else:
            slots = self._grid(len(table), body, max_h, names)
            slots = self.spread_names(slots, body, names, rect if mine else None)
        return {
            "rect": rect,
            "body": body,
            "slots": list(zip(table, slots)),
            "head_h": head_h,
            "pile_h": pile_h,
            "pile_y": pile_y,
            "plates": plates,
            "more": more,
            "counts": counts,
        }

    def arena_card_w(self, view: AustinView, h: int) -> int:
        """The arena's cards' width at height ``h``: the card's shape, else wider (a squat face,
        at most half again as wide as tall) where a name of its cards (an attempt's Agents, a
        Slugfest's brawlers) would be cut on it (4 seats at 1280x720: "Frau Farbi- ssin...")."""
        w = int(h / CARD_RATIO)
        f, b = view.get("fight"), view.get("brawl")
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        s = self.scale
        if f:
            ids = [fight_side(f, side)["card"] for side in ("att", "def")]
            most = min(h * 3 // 2, (arena.width // 2 - int(124 * s)) // 2)
        elif b and b.get("agents"):  # each at most half its share, its bones beside it
            ids = list(b["agents"].values())  # (1280x720: "Roc... Lau... Tec...", "Presid- ent")
            most = min(h * 3 // 2, (arena.width // len(ids) - int(40 * s)) // 2)
        else:
            return w
        names = [self.names(view).get(int(c)) for c in ids]
        faces = [card_dict(n) for n in names if n]
        # wider still, where the arena has room beside its VS, until no word of a name is
        # split with a hyphen ("Johns- on, Radar Opera- tor" on a squat card, 2026-11-26)
        whole = w
        while whole < most and not all(
            card_component.name_unbroken(GAME, c, (whole, h)) for c in faces
        ):
            whole += 2
        if all(card_component.name_unbroken(GAME, c, (whole, h)) for c in faces):
            return max(w, whole)
        while w < h * 3 // 2 and not all(card_component.name_fits(GAME, c, (w, h)) for c in faces):
            w += 2
        return w

    def arena_layout(self, view: AustinView) -> Arena:
        """The arena: the two Agents of an attempt (or a Slugfest's brawlers) and their bones.
        A low arena (large text) has its cards at its sides from its top, beside the centred
        title, so their names' lines under them stay inside it; where they would lie over the
        title (six seats), under it while cards a person can read still fit."""
        s = self.scale
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        title = self.arena_title(view)
        under = arena.y + int(44 * s) if title is None else title.bottom + int(4 * s)
        y = max(arena.y + int(44 * s), under)  # large text: a taller title
        if arena.bottom - y - self.label_room() >= int(90 * s):
            under_title = self._arena_at(view, y)
            if theme.ui_scale() <= 1.0 or title is None:
                return under_title
            beside = self._arena_at(view, arena.y + int(8 * s))  # large text: larger beside it
            cards = [r for *_x, r in beside["agents"]] + [r for _b, r, _s in beside["bones"]]
            tall = [
                max((r.height for *_x, r in x["agents"]), default=0) for x in (beside, under_title)
            ]
            return beside if title.collidelist(cards) < 0 and tall[0] > tall[1] else under_title
        out = self._arena_at(view, arena.y + int(8 * s))
        cards = [r for *_x, r in out["agents"]] + [r for _b, r, _s in out["bones"]]
        if title is None or title.collidelist(cards) < 0:
            return out
        low = arena.bottom - under - self.label_room() < int(60 * s)
        return out if low else self._arena_at(view, under)

    def arena_title(self, view: AustinView) -> pygame.Rect | None:
        """Where the arena's title lies: an attempt's kind, a Slugfest's card (None: neither)."""
        f, b = view["fight"], view["brawl"]
        if not (f or b):
            return None
        if f:
            text = self.attempt_words(f)
        else:
            assert b is not None
            text = str(b["card"]["name"]).upper()
        arena = self.geometry(len(view["seats"]))["arena"]
        px, at, text = self.title_at(arena, text, bool(f))
        r = pygame.Rect(0, 0, theme.text_width(text, px, "serif"), theme.line_h(px))
        r.midtop = at
        if f:  # its icons either side
            r = r.inflate(2 * int(38 * self.scale), 0)
            r.height = max(r.height, int(30 * self.scale))
        return r

    def _arena_at(self, view: AustinView, y: int) -> Arena:
        """The arena's cards from ``y`` down."""
        geo = self.geometry(len(view["seats"]))
        s = self.scale
        arena: pygame.Rect = geo["arena"]
        out: Arena = {"agents": [], "bones": []}
        h = max(min(int(200 * s), arena.bottom - y - self.label_room()), int(60 * s))
        h = min(h, arena.height)
        w = self.arena_card_w(view, h)
        y = max(arena.y, min(y, arena.bottom - h))
        f = view.get("fight")
        b = view.get("brawl")
        every: list[Any] = list((f or b or {"bones": []})["bones"])
        size = bone_size([card_dict(str(x["card"]["name"])) for x in every], h)
        if f:
            half = arena.width // 2
            for side, sign in (("att", 1), ("def", -1)):
                agent_x = arena.x + int(30 * s) if sign == 1 else arena.right - int(30 * s) - w
                ar = pygame.Rect(agent_x, y, w, h)
                fs = fight_side(f, side)
                out["agents"].append((side, fs["card"], fs["seat"], ar))
                bones = [x for x in f["bones"] if x["on"] == side]
                room = half - int(124 * s) - w  # up to the room VS keeps in the middle
                rects = bone_rects(ar, len(bones), room, int(14 * s), sign, int(8 * s), size)
                out["bones"] += [(bone, r, side) for bone, r in zip(bones, rects)]
            return out
        if b and b.get("agents"):
            ents = [int(x) for x in b["agents"]]
            slot = arena.width // max(1, len(ents))
            for i, seat in enumerate(ents):
                ar = pygame.Rect(arena.x + i * slot + int(16 * s), y, w, h)
                out["agents"].append((f"brawl{seat}", b["agents"][str(seat)], seat, ar))
                thrown = [x for x in b["bones"] if x["seat"] == seat]
                rects = bone_rects(
                    ar, len(thrown), slot - w - int(40 * s), int(10 * s), 1, int(8 * s), size
                )
                out["bones"] += [(x, r, f"brawl{seat}") for x, r in zip(thrown, rects)]
        return out

    def label_room(self) -> int:
        """The height an arena card's line takes under it (the gap, the line as drawn, a margin;
        a second line: ``ArenaNames.arena_layout``)."""
        s = self.scale
        return theme.line_h(16 * s) + int(14 * s) + 4 + int(getattr(self, "label_more", 0))

    def discard_rect(self, view: AustinView, seat: int) -> pygame.Rect | None:
        """The seat's discard pile, left of its score pile (a Time-Travel Portal takes the top
        Agent of it: players plan with it)."""
        sc = self.score_rect(view, seat)
        if sc is None:
            return None
        return sc.move(-(sc.width + int(10 * self.scale)), 0)

    def score_rect(self, view: AustinView, seat: int) -> pygame.Rect | None:
        lay = self.panel_layout(view, seat)
        r: pygame.Rect = lay["rect"]
        s = self.scale
        h = lay["pile_h"] - int(14 * s)
        w = int(h / CARD_RATIO)
        return pygame.Rect(r.right - w - int(12 * s), r.y + int(8 * s) + lay["pile_y"], w, h)

    # ================================================================== helpers
    def names(self, view: AustinView) -> dict[int, str]:
        return names_in_view(view)

    def d(self, view: AustinView, cid: int) -> CardDef | None:
        name = self.names(view).get(int(cid))
        return CARDS.get(name) if name else None

    def seat_name(self, seat: int) -> str:
        return str(self.table.session.seat_name(seat))

    def face(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """A card face (the shared renderer, in the Austin style registered below)."""
        return cards.face(GAME, card_dict(name), size)

    def back(self, side: str, size: tuple[int, int]) -> pygame.Surface:
        key = ("back:" + side, size)
        surf = self._faces.get(key)
        if surf is None:
            img = assets.image(f"{GAME}/back_{side or 'good'}.png", size)
            surf = img if img is not None else cards.back(GAME, size)
            self._faces[key] = surf
        return surf

    # ------------------------------------------------------------------ the shared prompt
    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        v = seen(view)
        geo = self.geometry(len(v["seats"]))
        hand = pile(v, "hand", self.me()) or []
        for c, r in zip(hand, self.hand_rects(len(hand), geo)):
            if c["id"] == card_id:
                return r
        for s in range(len(v["seats"])):
            for c, r in self.panel_layout(v, s)["slots"]:
                if c["id"] == card_id:
                    return r
        return None

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        name = names_in_view(view).get(int(card_id))
        return card_dict(name) if name else None

    # ================================================================== what lies where
    def gesture(self, action: Action, view: dict[str, Any]) -> Gesture | None:
        return gestures.gesture(action, seen(view), self.help_winner)

    def nominal(self, seat: int, source: Key, target: Key, view: dict[str, Any]) -> Action | None:
        if target[0] == "agents" or (target[0], source[0]) == ("seat", "table"):
            on = self.counted_agent(view, int(target[1]))  # why not its Agent there
            target = ("agent", on) if on is not None else target
        return gestures.nominal(seat, source, target, seen(view))

    def gestures(self, view: dict[str, Any], legal: list[Action]) -> Gestures:
        """The legal moves by gesture (the table keeps them per state; the help race's picker
        changing tells it to ask again: ``race_winner_picks``)."""
        return gestures.AustinGestures(legal, self.gesture, view)

    def placed(self, view: dict[str, Any], seat: int | None) -> Layout:
        """The drop areas (the arena, your table, the others' panels, their Agents, the arena's
        Agents), every seat's cards on the table and its score and discard piles, the arena's
        Agents and bones, your hand (yours to drag while you act) and the move buttons."""
        v = seen(view)
        geo = self.geometry(len(v["seats"]))
        lay = Layout(
            [Slot(gestures.ARENA, geo["arena"], 0, "arena"),
             Slot(gestures.MINE, geo["mine_table"], 0, "your table")]
        )  # fmt: skip
        for o in reversed(geo["others"]):  # slots are tried top (last) first
            lay.add(Slot(("seat", o), geo["panels"][o], 1, self.seat_name(o)))
        mover = self._mover(v, seat)
        for s in range(len(v["seats"])):
            self._place_seat(lay, v, s, mover and s == seat)
        self._place_arena(lay, v)
        for o, r in side_tag.places(self, len(v["seats"])).items():  # a click: what it means
            said = side_tag.meaning(self.seat_name(o), v["seats"][o]["side"], o == self.me())
            lay.add(LabelItem(("side", o), r, 6, text=said, hint=said))
        self._place_hand(lay, v, geo, mover)
        off = pygame.Rect(0, 0, 0, 0)  # the table places its move buttons
        f = v["fight"]
        for key, label, hotkey, primary in BUTTONS:
            if key == ("button", "help") and f is not None and not can_be_helped(v, f):
                label = NOBODY_HELPS  # the rulebook allows asking: said before the click
            lay.add(ButtonItem(key, off, 9, label, hotkey, primary))
        return lay

    def _mover(self, view: AustinView, seat: int | None) -> bool:
        """May ``seat`` (the seat on this screen) pick its cards up now?"""
        return (
            seat is not None
            and seat in view["active"]
            and seat == self.me()
            and stage(view) in ("main", "ships", "fight", "slugfest")
            and self.help_winner != seat
        )

    def _place_seat(self, lay: Layout, view: AustinView, seat: int, mover: bool) -> None:
        """A seat's cards on the table (an opponent's Agents are targets: an attempt, a Swinger),
        its score and discard piles (browsable)."""
        pad = int(6 * self.scale)
        mine = seat == self.me()
        agents = mover and stage(view) == "main"
        panel = self.panel_layout(view, seat)
        slots = panel["slots"]
        if not mine:
            for c, r in reversed(slots):
                lay.add(Slot(("agent", c["id"]), r.inflate(pad, pad), 2, c["name"]))
        for c, r in slots:
            name = str(c["name"])
            payload = {"from": "table", "id": c["id"], "name": name}
            size = self.mine_card if panel["plates"] else r.size  # a plate moves as a card
            lay.add(
                CardItem(("table", c["id"]), r, 5, payload, f"table/{seat}",
                         self._face(name, size), shows=card_dict(name),
                         draggable=agents and CARDS[name].kind == "agent")
            )  # fmt: skip
        if panel["more"] is not None:  # the plates with no room: a click shows them all
            # the Agents with no plate (a panel that puts its lowest plate first shows a later
            # Agent: the list named the shown one again and left out the one counted here)
            shown = {c["id"] for c, _r in slots}
            hidden = [c for c in pile(view, "table", seat) or [] if c["id"] not in shown]
            rest = self.plate_cards(hidden)
            if not mine:  # a card dropped there offers the seat's Agents by name
                label = f"{self.seat_name(seat)}'s Agents"
                lay.add(Slot(gestures.agents_of(seat), panel["more"].inflate(pad, pad), 2, label))
            lay.add(
                PileItem(("more", seat), panel["more"], 5, f"table/{seat}", rest[0] if rest
                         else None, len(rest), bool(rest), f"{self.seat_name(seat)}'s Agents",
                         rest)
            )  # fmt: skip
        for what, r in (
            ("score", self.score_rect(view, seat)),
            ("discard", self.discard_rect(view, seat)),
        ):
            got = [card_dict(c["name"]) for c in pile(view, what, seat) or []]
            if r is not None:
                lay.add(
                    PileItem(("pile", what, seat), r, 5, f"{what}/{seat}",
                             got[-1] if got else None, len(got), bool(got),
                             f"{self.seat_name(seat)}'s {what} pile", got)
                )  # fmt: skip

    def _place_arena(self, lay: Layout, view: AustinView) -> None:
        """The arena's Agents (a bone's targets, read large) and the bones thrown on them."""
        arena = self.arena_layout(view)
        pad = int(6 * self.scale)
        for side, cid, _owner, r in reversed(arena["agents"]):
            lay.add(Slot(gestures.arena_key(side, cid), r.inflate(pad * 4, pad * 4), 3, "arena"))
        names = self.names(view)
        for side, cid, _owner, r in arena["agents"]:
            card = card_dict(names[cid]) if cid in names else None
            lay.add(CardItem(("in-arena", side), r, 6, card, "arena"))
        for bone, r, _side in arena["bones"]:
            name = str(bone["card"]["name"])
            lay.add(
                CardItem(("bone", bone["card"]["id"]), r, 7, card_dict(name), "arena",
                         self._face(name, r.size))
            )  # fmt: skip

    def _place_hand(self, lay: Layout, view: AustinView, geo: Geo, mover: bool) -> None:
        """Your hand (face up when you may see it): yours to drag while you act."""
        me = self.me()
        hand = pile(view, "hand", me) or []
        stuck = bones_blocked(view, me) if mover else {}  # bones a helper cannot throw: say why
        for c, r in zip(hand, self.hand_rects(len(hand), geo)):
            name, cid = str(c["name"]), c["id"]
            lay.add(
                CardItem(("hand", cid), r, 8, {"from": "hand", "id": cid, "name": name},
                         f"hand/{me}", self._face(name, self.hand_card), shows=card_dict(name),
                         draggable=mover and cid not in stuck,
                         expects=Action(me, "throw", (cid,)) if cid in stuck else None)
            )  # fmt: skip

    def _face(self, name: str, size: tuple[int, int]) -> Callable[[], pygame.Surface]:
        return lambda: self.face(name, size)

    def nominal_click(self, seat: int, key: Key, view: dict[str, Any]) -> Action | None:
        """The move a player expects of a card of theirs that makes none now (a Swinger that
        cannot be used now, a card the help race's winner cannot throw): the table refuses it
        with the engine's reason. Nothing while the seat has no move at all."""
        if not self.table.legal(seat):
            return None
        return gestures.nominal_click(seat, key, seen(view), self.help_winner)
