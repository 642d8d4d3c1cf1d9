"""What lies where on RPG Get!'s table for one seat: the other seats' panels, the attempt
arena, your own row and your hand (``Geometry.boxes``: every face-up card drawn, with its
rect and where it lies), declared as data for the table (``Geometry.placed``: the drop areas,
the piles, the cards, the move buttons; ``tabletop.ui.parts.layout``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.rpgget import arena_head, gestures, keybadges, turn_mark
from tabletop.games.rpgget.emblems import enemy_band
from tabletop.games.rpgget.fitting import LargeText
from tabletop.games.rpgget.gestures import AREA_OF, DRAG_VERBS, button_key, goes_onto, names_card
from tabletop.games.rpgget.hand_width import hand_width
from tabletop.games.rpgget.idle_line import idle_label
from tabletop.games.rpgget.labels import (
    HOTKEYS,
    RANKS,
    STEP_HINTS,
    STEP_HINTS_SHORT,
    TARGET_LABELS,
    card_in,
    face_card,
    you_grammar,
)
from tabletop.games.rpgget.ranks import RankLabels
from tabletop.games.rpgget.rows import Rows, usual_width
from tabletop.games.rpgget.rules.seat_view import seat_view
from tabletop.games.rpgget.tiers import ARENA_LEAST, WINDOW_LEAST
from tabletop.games.rpgget.titles import title_bottom, title_centre
from tabletop.ui import theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import cards, marks
from tabletop.ui.components.hand import hand_rects
from tabletop.ui.parts.gameview import GameView
from tabletop.ui.parts.layout import (
    ButtonItem,
    CardItem,
    LabelItem,
    Layout,
    PileItem,
    Slot,
    ToggleItem,
)

GAME = "rpgget"
#: the face-up piles that show their top card
PILES = ("unconscious", "score")


class Geometry(Rows, LargeText, RankLabels, GameView):
    """RPG Get!'s table laid out for a seat (its drawing is ``paint.Painter``'s)."""

    game_name = GAME

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        #: the bank's owner looks at it (for this seat only; a hand-over forgets it)
        self.look_for: int | None = None
        #: the own seat's box labels as ``boxes`` last laid them out (``View.in_sight``)
        self.own_labels: list[pygame.Rect] = []
        self.look_turn: tuple[Any, Any] = (None, None)  # the turn it was opened in
        self.floats: list[dict[str, Any]] = []
        self.coins: list[dict[str, Any]] = []
        self.banners: list[dict[str, Any]] = []
        #: a mission's result on screen (``news``)
        self.results: list[dict[str, Any]] = []
        self.rects: dict[int, pygame.Rect] = {}
        #: the tick tabs of the table's options this frame (``paint.Painter.draw``)
        self.tabs: list[pygame.Rect] = []
        self._boxes_key: Any = None
        self._name_w: dict[Any, int] = {}
        #: the other seats' header lines (``head_lines``)
        self.opp_head = 2
        self._boxes: list[tuple[dict[str, Any], pygame.Rect, str]] = []
        #: the cards of ``_boxes`` as the renderer reads them (``face_card``), by card id
        self._faces: dict[int, dict[str, Any]] = {}
        self.areas: dict[str, pygame.Rect] = {}
        self.pile_rects: dict[tuple[str, int], pygame.Rect] = {}
        self.look_rect = pygame.Rect(0, 0, 0, 0)
        #: the attempt header's lines past the first (large text: ``arena_head``), in pixels
        self.head_extra = 0
        #: a window's bar is up, nothing asked: no line of what to do (the bar says it)
        self.quiet = False
        #: each seat's row's cards as the renderer reads them (``row_counts``)
        self.row_faces: dict[int, list[dict[str, Any]]] = {}
        #: each seat's party as the view has it: its HP, PP and statuses (``Rows.unbroken``)
        self.row_cards: dict[int, list[dict[str, Any]]] = {}
        #: the rank labels beside their cards (``ranks_beside``): (label, its room)
        self.beside_tags: list[tuple[str, pygame.Rect]] = []
        #: the rank labels under the arena's cards as last drawn (``draw_rank_tags``)
        self.rank_spots: list[pygame.Rect] = []

    def who(self, view: dict[str, Any], p: int) -> str:
        """A seat's name as the table knows it (the name given at the launcher, the one the
        hot-seat curtain says), else the engine's "Player N"."""
        sv = seat_view(view)
        session = getattr(self.table, "session", None)
        if session is not None:
            return str(session.seat_name(p))
        return str(sv["players"][p]["name"])

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale
        self.hand_card = cards.card_size(s, (126, 176))
        self.board_card = cards.card_size(s, (116, 162))
        self.opp_card = cards.card_size(s, (116, 162))
        self.arena_card = cards.card_size(s, (120, 168))
        self.fs = max(12, int(19 * s))
        self.fl = theme.font_px(self.fs)  # its size drawn (large text): the lines' spacing
        self.line = int(self.fl * 1.5)  # a header line's advance
        self._boxes_key = None
        if theme.ui_scale() > 1.0:
            self.fit_large_text()

    def order(self, view: dict[str, Any], seat: int | None) -> list[int]:
        sv = seat_view(view)
        n = len(sv["players"])
        me = seat if seat is not None else sv["current"]
        return [me] + [x for x in range(1, n) for x in [(me + x) % n]]

    def geometry(self, view: dict[str, Any], seat: int | None) -> dict[str, pygame.Rect]:
        pr = self.table.play_rect
        s = self.scale
        pad = int(14 * s)
        line = self.line
        self.opp_head = self.head_lines(view, seat)
        self.own_head = self.own_head_lines(view, self.order(view, seat)[0])
        opp_h = line * (self.opp_head + 1) + self.opp_card[1] + int(6 * s)
        hand_top = pr.bottom - self.hand_card[1] - int(12 * s)
        # the hand's tick tabs reach above it: your row's cards (their HP band) end above them
        rise = marks.tab_rise(pygame.Rect((0, hand_top), self.hand_card))
        mine_h = self.board_card[1] + (self.own_head + 1) * line
        mine_top = hand_top - mine_h - int(10 * s) - rise
        others = len(seat_view(view)["players"]) - 1  # two tiers where that leaves the arena room
        opp_h += self.second_tier(others, mine_top - pr.y - opp_h - int(18 * s))
        g = {
            "opps": pygame.Rect(pr.x + pad, pr.y + int(6 * s), pr.width - 2 * pad, opp_h),
            "mine": pygame.Rect(pr.x + pad, mine_top, pr.width - 2 * pad, mine_h),
            "hand": pygame.Rect(
                pr.x + pad, hand_top, self.buttons_left() - pr.x - pad, self.hand_card[1]
            ),
        }
        top = g["opps"].bottom + int(6 * s)
        g["arena"] = pygame.Rect(pr.x + pad, top, pr.width - 2 * pad, mine_top - top - int(6 * s))
        return g

    def head_lines(self, view: dict[str, Any], seat: int | None) -> int:
        """The other seats' header lines: two (the name, VP, coins and RP; the counts), three
        in narrow panels with large text where the first would not hold the name, the turn tag
        and the VP beside the hand's backs (the name and the turn; VP and RP; the counts)."""
        order = self.order(view, seat)
        others = len(order) - 1
        pr = getattr(self.table, "play_rect", None)
        if theme.ui_scale() <= 1.0 or others < 2 or pr is None:
            return 2
        s = self.scale
        room = (pr.width - 2 * int(14 * s)) // others - int(16 * s) - int(20 * s)
        room -= self.backs_width() + int(10 * s)
        tag = marks.turn_width(s) + int(10 * s)
        vp = theme.text_width("VP 10/10", self.fs, "bold") + int(14 * s)
        for p in order[1:]:
            if theme.text_width(self.header_name(view, p), self.fs + 2, "bold") + tag + vp > room:
                return 3
        return 2

    def backs_width(self, card: tuple[int, int] | None = None, n: int = 9) -> int:
        """The other seat's hand, up to nine small backs at its panel's top right."""
        w = max(20, (card or self.opp_card)[0] // 3)
        return w + min(n, 9) * int(4 * self.scale) + int(12 * self.scale)

    def hand_layout(
        self, n: int, area: pygame.Rect, hand: list[dict[str, Any]] | None = None
    ) -> list[pygame.Rect]:
        """``n`` hand cards: full size while they fit (wider for the names of ``hand`` where
        those are cut: a small window), then down to four fifths of it, then overlapping."""
        w, h = self.hand_card
        gap = int(8 * self.scale)
        if hand and n == len(hand):  # large text: ``fitting``'s, wider where a word would break
            faces, looks = [face_card(c) for c in hand], [hand_look(c) for c in hand]
            most = (area.width + gap) // n - gap
            w = hand_width(faces, (w, h), most, looks, keybadges.beside_w(self.scale))
        if n > 1 and n * (w + gap) - gap > area.width:  # a squat card narrows first
            w = max(usual_width(self.hand_card), (area.width + gap) // n - gap)
        if n > 1 and n * (w + gap) - gap > area.width:
            f = max(0.8, (area.width + gap) / (n * (w + gap)))
            w, h = int(w * f), int(h * f)
        gap = keybadges.spread(self, hand, (w, h), gap, area.width)  # a badge's room beside
        return hand_rects(n, area, (w, h), gap, "left", y=area.bottom - h)

    def row_counts(self, view: dict[str, Any], p: int) -> dict[str, int]:
        """How many cards each of a seat's boxes shows (for ``segments``)."""
        z = seat_view(view)["zones"]
        # members away in the arena keep their places (gaps) in the party row
        party = [c for c in z[f"party/{p}"]["cards"] or [] if c]
        bank = [c for c in z[f"bank/{p}"]["cards"] or [] if c and self.bank_up(view, p, c)]
        shown = [*party, *bank]
        for pile in PILES:  # their top cards
            shown += [c for c in z[f"{pile}/{p}"]["cards"] or [] if c][-1:]
        shown += [c for c in z[f"inventory/{p}"]["cards"] or [] if c]
        self.row_faces[p] = [face_card(c) for c in shown]  # ``Rows.unbroken``
        self.row_cards[p] = party
        return {
            "seat": p,
            "party": len(party),
            "inventory": z[f"inventory/{p}"]["count"],
            "bank_up": len(bank),
            "bank": z[f"bank/{p}"]["count"],
            "unconscious": z[f"unconscious/{p}"]["count"],
            "score": z[f"score/{p}"]["count"],
            "name_w": self.name_width(party if self.tier_h else shown),  # a tier's own
        }

    def name_width(self, shown: list[dict[str, Any]]) -> int:
        """The narrowest card (of the other seats' shape, up to their usual size) whose face
        holds the names of ``shown`` whole and over the PP pill's row (``badges``): a narrow
        panel's cards are no narrower (a 51 px face cut "HUcast" to "HUc..." over its top
        edge, a 57 px one wrote it under its badge, under the PP pill)."""
        w, h = self.opp_card
        names = tuple(sorted({str(c.get("name", "")) for c in shown}))
        key = (names, w, h)
        got = self._name_w.get(key)
        if got is None:
            got = card_component.THUMB_W
            faces = [face_card(c) for c in shown]

            with theme.unscaled():
                name_h = theme.line_h(card_component.MIN_PX)  # a name's line at its least

            def held(size: tuple[int, int]) -> bool:
                # the name whole, its line inside the face's top edge (a one-line plate of
                # a small face is lower than the line), its plate over the PP pill's row
                return all(
                    card_component.name_fits(GAME, f, size)
                    and 2 * title_centre(f, size) >= name_h
                    and title_bottom(f, size) <= pill_row(size[1])
                    for f in faces
                )

            while got < w and not held((got, got * h // w)):
                got += 2
            self._name_w[key] = got = min(got, w)
        return got

    def bank_in_arena(self, view: dict[str, Any], seat: int | None) -> bool:
        """The owner looks at the bank while no attempt is under way: its cards are laid out
        in the (empty) arena, large, to drag to the inventory or flip."""
        sv = seat_view(view)
        return (
            seat is not None
            and self.look_for == seat
            and sv.get("attempt") is None
            and sv["zones"][f"bank/{seat}"]["cards"] is not None
        )

    def boxes(
        self, view: dict[str, Any], seat: int | None
    ) -> list[tuple[dict[str, Any], pygame.Rect, str]]:
        """Every face-up card drawn: (card, rect, where)."""
        sv = seat_view(view)
        key = (
            self.table.state_key(),
            id(view),
            seat,
            self.size,
            self.look_for,
            self.buttons_left(),
            getattr(self.table, "window_key", None),  # the window's bar takes the arena's foot
        )
        if key == self._boxes_key:
            return self._boxes
        out: list[tuple[dict[str, Any], pygame.Rect, str]] = []
        g = self.geometry(view, seat)
        att = sv.get("attempt")
        self.head_extra = self.arena_head_extra(view, g["arena"])
        self.areas = {"arena": g["arena"]}
        self.pile_rects = {}
        order = self.order(view, seat)
        in_arena = set(att["active"] + att["asleep"]) if att else set()
        for k, p in enumerate(order):
            counts = self.row_counts(view, p)
            area, sub, row_card = self.seat_area(g, k, len(order) - 1, counts)
            segs = self.segments(sub, row_card, self.line, counts, k == 0)
            card = self.seg_card(segs["bank"], row_card)  # the piles' (a second tier's)
            if k == 0:
                self.own_areas(segs)
            z = sv["zones"]
            for name in self.pile_names(p):  # face-up piles: a click browses them
                self.pile_rects[(name, p)] = self.pile_spot(p, name, segs[name], card)
            for name in ("party", "unconscious", "inventory", "bank", "score"):
                zone, card = z[f"{name}/{p}"], self.seg_card(segs[name], row_card)
                cl = zone["cards"]
                if cl is None or self.chip(p, name):  # a chip on a line of counts: no cards
                    continue
                items = [c for c in cl if c]  # a bank's face-down cards are None
                if name in ("unconscious", "score"):
                    items = items[-1:]  # the top card; the label counts
                if name == "bank":
                    looking = k == 0 and self.look_for == seat and seat == p
                    items = [c for c in items if looking or self.bank_up(view, p, c)]
                    if looking and self.bank_in_arena(view, seat):
                        arena = g["arena"].inflate(-int(40 * self.scale), 0)
                        arena.y += int(self.fl * 2.4)
                        rs = hand_rects(len(items), arena, self.arena_card, int(10 * self.scale))
                        out.extend((c, r, f"bank/{p}") for c, r in zip(items, rs))
                        continue
                    if not looking:  # the face-down pile first, the flipped cards beside it
                        seg, pw = segs[name], self.pile_width(card)
                        beside = pygame.Rect(
                            seg.x + pw, seg.y, max(card[0], seg.width - pw), card[1]
                        )
                        gap = int(6 * self.scale)  # as ``segments`` counts them
                        rs = hand_rects(len(items), beside, card, gap, "left")
                        out.extend((c, r, f"bank/{p}") for c, r in zip(items, rs))
                        continue
                m = zone["count"] if name == "bank" else len(items)
                rs = self.row_rects(p, name, m, segs[name], card)  # side by side from the left
                for c, r in zip(items, rs):
                    # a member in the arena leaves a gap: the others keep their places, so a
                    # second click of the Party step lands where the player aimed it
                    if not (name == "party" and c["id"] in in_arena):
                        out.append((c, r, f"{name}/{p}"))
        if seat is not None:
            hand = [c for c in sv["zones"][f"hand/{seat}"]["cards"] or [] if c]
            for c, r in zip(hand, self.hand_layout(len(hand), g["hand"], hand)):
                out.append((c, r, "hand"))
        if att is not None:
            out.extend(self.arena_boxes(view, g["arena"]))
        self._boxes_key, self._boxes, self._faces = key, out, {}
        self.rects = {c["id"]: r for c, r, _ in out}
        return out

    def arena_head_extra(self, view: dict[str, Any], arena: pygame.Rect) -> int:
        """How much taller the arena's header is than one line (large text: the attempt's
        line wraps, unless the line of what to do under it is free to take the second)."""
        sv = seat_view(view)
        window = getattr(self.table, "window_key", None) is not None
        self.quiet = window and sv.get("phase") == "window" and not sv.get("prompt")
        att = sv.get("attempt")
        who = self.who(view, att["seat"]) if att else ""
        more = arena_head.extra_lines(who, view, self.fs, arena.width - int(16 * self.scale))
        acting = self.table.acting_seat()
        if not sv.get("prompt") and acting not in (sv.get("active") or []) and not self.quiet:
            more -= 1  # no line of what to do under it: the header's second line takes that
        more += max(0, len(self.hint_lines(view, arena)[1]) - 1)  # it wraps: lower cards
        return max(0, more) * theme.line_h(self.fs, 1.2)

    def hint_lines(self, view: dict[str, Any], arena: pygame.Rect) -> tuple[int, list[str]]:
        """An attempt's line of what to do now for the seat acting in its step (none: no
        lines), its short form or wrapped where the arena is too narrow for it (large text)."""
        sv = seat_view(view)
        step = str(sv.get("step"))
        acting = self.table.acting_seat()
        hint = STEP_HINTS.get(step)
        if not hint or acting is None or acting not in (sv.get("active") or []):
            return self.fs, []
        if sv.get("prompt") or sv.get("phase") == "window":
            return self.fs, []
        room = arena.width - int(16 * self.scale)
        return arena_head.fit_lines([hint, STEP_HINTS_SHORT[step]], self.fs, room)

    def own_areas(self, segs: dict[str, pygame.Rect]) -> None:
        """The learner's (the seat on screen's) drop areas, and the boxes' labels ("Bank
        2/20") over them (``draw_seat_row``), about where they are drawn."""
        for name in ("party", "inventory", "bank"):
            self.areas[name] = segs[name].inflate(int(8 * self.scale), int(8 * self.scale))
        self.own_labels = [
            pygame.Rect(
                seg.x,
                seg.y - self.line + int(4 * self.scale),
                min(seg.width, theme.text_width(self.box_label(n, 20), self.label_px())),
                theme.line_h(self.label_px()),
            )
            for n, seg in segs.items()
        ]

    def bank_up(self, view: dict[str, Any], p: int, c: dict[str, Any]) -> bool:
        """A bank card flipped face up (for everyone)."""
        sv = seat_view(view)
        return c["id"] in set(sv.get("bank_shown", {}).get(str(p), []))

    def legend_top(self, arena: pygame.Rect) -> int:
        """Where the arena's status legend begins (the painter draws it; none: the bottom)."""
        return arena.bottom

    def rank_px(self) -> int:
        return 12 if self.scale < 0.8 else self.fs - 3

    def arena_head(self) -> int:
        """The arena's header height over its cards: the attempt's line (two with large text
        when it is long) and the line of what to do now (none under a window's bar)."""
        return int(self.fl * (1.55 if self.quiet else 2.9)) + self.head_extra

    def rank_room(self) -> int:
        """The rank labels' line under the arena's cards."""
        return max(int(self.rank_px() * 1.3), theme.line_h(self.rank_px()))

    def rank_gap(self) -> int:
        """Between the arena's cards and their rank labels: less under a window's bar and at
        large text (the room goes to the cards)."""
        return int((8 if self.quiet else 12 if theme.ui_scale() > 1.0 else 26) * self.scale)

    def arena_fit(self, arena: pygame.Rect) -> tuple[int, int]:
        """The arena's card size: the usual one, smaller when the cards, their rank labels
        under them and the status legend would not fit one above the other."""
        s, (w, h) = self.scale, self.arena_card
        room = self.legend_top(arena) - int(6 * s) - arena.y - self.arena_head() - self.rank_gap()
        if room - self.rank_room() >= h:
            return (w, h)
        view = getattr(self.table, "view", None)
        tall = self.beside_card(view, arena) if view is not None else None
        if tall is not None:
            return tall  # the rank labels lie beside the cards (``ranks_beside``)
        gave_way = self.quiet and room - self.rank_room() < 0.6 * h  # under a window's bar
        room += self.rank_gap() if gave_way else -self.rank_room()  # the labels give way first
        k = max(WINDOW_LEAST if self.quiet and self.tier_h else ARENA_LEAST, room / h)
        return (int(w * k), int(h * k))

    def arena_boxes(
        self, view: dict[str, Any], arena: pygame.Rect
    ) -> list[tuple[dict[str, Any], pygame.Rect, str]]:
        att = view["attempt"]
        s = self.scale
        card = self.ranks_fit(view, arena, self.arena_fit(arena))
        out: list[tuple[dict[str, Any], pygame.Rect, str]] = []
        m = card_in(view, att["mission"])
        mw = max(card[0], self.unbroken_width(face_card(m), card) if m else 0) + int(40 * s)
        cy = arena.y + self.arena_head()
        size = card
        if m:
            # the mission's long name ("Rescue the Songstress") is read whole: its card grows
            # (into the middle column's margin) until the name fits, never onto the legend
            for k in (1.0, 1.15, 1.3):
                grown = (int(card[0] * k), int(card[1] * k))
                if cy + grown[1] > self.legend_top(arena) - int(4 * s):
                    break
                size = grown
                if card_component.name_fits(GAME, face_card(m), size):
                    break
            size = self.mission_size(face_card(m), size, arena.width // 4)
            size = self.unbroken_size(face_card(m), size, card)  # wider, as low, for its name
            mw = max(mw, size[0] + int(40 * s))
        mid = pygame.Rect(0, 0, mw, arena.height)
        mid.center = arena.center
        if m:
            r = pygame.Rect(0, cy, *size)
            r.centerx = mid.centerx
            out.append((m, r, "mission"))
        left = pygame.Rect(arena.x, cy, mid.x - arena.x - int(8 * s), card[1])
        right = pygame.Rect(
            mid.right + int(8 * s), cy, arena.right - mid.right - int(8 * s), card[1]
        )
        beside = self.ranks_beside(view, arena)
        tags = self.rank_tags(view) if beside else {}
        self.beside_tags = []
        for side, area in (("active", left), ("enemy", right)):
            ranks = self.side_ranks(view, side)
            cols = list(RANKS) if side == "enemy" else list(reversed(RANKS))
            # an empty rank keeps half a card's room: a crowded one has the rest (``ranks_fit``)
            weights = {rk: len(ranks[rk]) or 0.5 for rk in RANKS}
            total = sum(weights.values())
            x = area.x
            for rk in cols:
                w = int(area.width * weights[rk] / total)
                col = pygame.Rect(x, area.y, w - int(6 * s), card[1])
                n = len(ranks[rk])
                lw = self.beside_w(tags[(side, rk)]) if beside and n else 0
                size = self.rank_card(ranks[rk], card, col.width - lw)  # wider for its names
                if beside and n:  # the label, then the cards, in the column's middle
                    run = n * (size[0] + int(6 * s)) - int(6 * s)
                    col.x += (col.width - lw - run) // 2 + lw
                    col.width = run
                    lh = theme.line_h(self.rank_px())  # level with the cards' foot
                    tag = pygame.Rect(col.x - lw, col.bottom - int(4 * s) - lh, lw, lh)
                    self.beside_tags.append((tags[(side, rk)], tag))
                for c, rr in zip(ranks[rk], hand_rects(n, col, size, int(6 * s))):
                    out.append((c, rr, side))
                x += w
        return out

    def _card(self, view: dict[str, Any], cid: int) -> dict[str, Any] | None:
        return card_in(view, cid)

    def selecting(self, view: dict[str, Any], seat: int | None, legal: list[Action]) -> bool:
        """A choice of several cards is open for the seat on screen (no drags meanwhile)."""
        sel = self.table.prompts.current(self, view, seat, legal)
        return sel is not None and sel.many

    def pile_width(self, card: tuple[int, int]) -> int:
        """The face-down bank pile: a card and its edge (up to five offset backs)."""
        return card[0] + 4 * max(2, int(3 * self.scale)) + int(6 * self.scale)

    # ------------------------------------------------------------------ what lies where
    def placed(self, view: dict[str, Any], seat: int | None) -> Layout:
        """The drop areas (your party, inventory and bank, the arena), the piles, every face-up
        card drawn (yours to drag when a drag makes a move of it and no choice of several cards
        is open) and a button for each move without a card."""
        boxes = self.boxes(view, seat)
        legal = self.table.legal(seat) if seat is not None else []
        lay = Layout()
        for area in reversed(DRAG_VERBS):  # the party on top: a drop on two areas lands there
            lay.add(Slot((area,), self.areas[area], z=0, label=TARGET_LABELS[area]))
        for (name, p), r in self.pile_rects.items():
            zone = view["zones"][f"{name}/{p}"]
            cl = [c for c in zone["cards"] or [] if c]
            what = {"unconscious": "unconscious pile", "inventory": "inventory"}.get(name)
            title = you_grammar(f"{self.who(view, p)}'s {what or name + ' pile'}")
            browse = (name != "bank" or self.chip(p, name)) and bool(cl)
            top = cl[-1] if cl and name != "bank" else None
            lay.add(
                PileItem(
                    ("pile", name, p),
                    r,
                    1,
                    f"{name}/{p}",
                    top,
                    zone["count"],
                    browse,
                    title,
                    cl if browse else [],
                )
            )
        movable = {a.args[0] for a in legal if a.verb in AREA_OF and a.args}
        drags = seat is not None and not self.selecting(view, seat, legal)
        for c, r, w in boxes:
            hand = w == "hand"
            mine = hand or (w == f"bank/{seat}" and self.look_for == seat)
            key = ("hand", c["id"]) if hand else ("card", c["id"])
            face = self.hand_face(c, r.size) if hand else self.face(c, r.size)
            zone = f"hand/{seat}" if hand else w
            can = drags and mine and c["id"] in movable
            # a hand card pressed that has no move now: the move its type makes (an Enemy
            # whose size no longer fits the mission's EP), whose refusal the engine explains
            verb = gestures.EXPECTED.get(str(c.get("type"))) if hand else None
            expects = Action(seat, verb, (c["id"],)) if verb and seat is not None else None
            lay.add(
                CardItem(key, r, 2, c, zone, face, draggable=can, shows=self.face_of(c),
                         goes=goes_onto(c, can), expects=expects)
            )  # fmt: skip
        for p in self.order(view, seat):  # a seat's name, VP and RP: a lesson points at them
            sv = seat_view(view)
            text = f"{self.who(view, p)}: VP {sv['vp'][p]}/10, RP {sv['rp'][p]}"
            lay.add(LabelItem(("label", "score", p), self.score_rect(view, seat, p), 1, text))
        for label in idle_label(self, view, self.areas["arena"]):  # messages keep off it
            lay.add(label)
        look = self.look_button(view, seat)
        if look is not None and seat is not None:  # on the bank pile, over its cards
            lay.add(ToggleItem(("toggle", "look"), look[0], 3, look[1], self.toggle_look))
        self.place_buttons(lay, view, seat, legal)
        return lay

    def badge_room(self, view: dict[str, Any], rect: pygame.Rect) -> pygame.Rect | None:
        return keybadges.badge_room(self, view, rect)  # on the card's picture

    def header_name(self, view: dict[str, Any], p: int) -> str:
        """Seat ``p``'s name as its header line reads it: "(you)" on one's own, "(out)"."""
        name = self.who(view, p)
        if p == view.get("seat") and name.lower() != "you":  # who "you" are, not by place alone
            name += " (you)"
        if p in seat_view(view)["out"]:
            name += " (out)"
        return name

    def score_rect(self, view: dict[str, Any], seat: int | None, p: int) -> pygame.Rect:
        """Where seat ``p``'s header reads its name, VP and reward coins with RP
        (``draw_seat_header``)."""
        sv = seat_view(view)
        s, fs = self.scale, self.fs
        order = self.order(view, seat)
        k = order.index(p)
        g = self.geometry(view, seat)
        area = self.seat_area(g, k, len(order) - 1, self.row_counts(view, p))[0]
        area = area.inflate(int(10 * s), int(6 * s))
        rad = max(6, int(9 * s))
        w = theme.text_width(self.header_name(view, p), fs + 2, "bold") + int(14 * s)
        if turn_mark.marked(sv, p):
            w += marks.turn_width(s) + int(10 * s)
        w += theme.text_width(f"VP {sv['vp'][p]}/10", fs, "bold") + int(16 * s)
        w += min(12, int(sv["rp"][p])) * int(rad * 1.5) + rad + int(6 * s)
        w += theme.text_width(f"RP {sv['rp'][p]}", fs)
        r = pygame.Rect(area.x + int(4 * s), area.y + int(2 * s), w + int(12 * s), self.line)
        return r.clip(area)

    def look_button(self, view: dict[str, Any], seat: int | None) -> tuple[pygame.Rect, str] | None:
        """The owner's Look/Hide button on their bank pile (after ``boxes``), and its label;
        None when there is nothing of theirs to look at."""
        zone = view["zones"].get(f"bank/{seat}") if seat is not None else None
        pile = self.pile_rects.get(("bank", seat)) if seat is not None else None
        if zone is None or pile is None or zone["cards"] is None or not zone["count"]:
            return None
        if view["phase"] == "over":
            return None  # nothing is looked at once the game is over
        label = "Hide" if self.look_for == seat else "Look"
        t = theme.text(label, self.fs, theme.TEXT, "bold")
        r = pygame.Rect(0, 0, t.get_width() + 16, t.get_height() + 4)
        r.midtop = (pile.centerx, pile.y + int(6 * self.scale))
        return r, label

    def toggle_look(self) -> None:
        """Look (or Hide): the owner's bank laid out face up for this turn, on this screen."""
        v = self.table.viewer
        sv = seat_view(self.table.view)
        self.look_for = None if self.look_for == v else v
        self.look_turn = (sv.get("current"), sv.get("turn"))
        self._boxes_key = None  # the bank's cards are laid out anew
        self.forget_placed()  # and so is what a click hits (a still table kept its frame's)

    def place_buttons(
        self, lay: Layout, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> None:
        """A button for each move without a card, in the engine's order; the first of Done, End
        the attack or Set out takes Return (never No mission), Pass takes Space."""
        off = pygame.Rect(0, 0, 0, 0)  # the table places its move buttons
        hot = False
        for a in legal:
            if a.verb == "redraw" or names_card(view, seat, a):
                continue  # the Redraw phase is the shared prompt's selection
            key = "" if hot else HOTKEYS.get(a.verb, "")
            key = "Space" if a.verb == "pass" else key
            hot = hot or bool(key)
            label = self.action_label(a, view)
            lay.add(ButtonItem(button_key(a), off, 5, label, key, primary=bool(key)))

    def face_of(self, c: dict[str, Any]) -> dict[str, Any]:
        """``face_card(c)`` for a card of the boxes laid out now (made once per view)."""
        got = self._faces.get(c["id"])
        if got is None:
            got = self._faces[c["id"]] = face_card(c)
        return got

    @staticmethod
    def face(card: dict[str, Any], size: tuple[int, int]) -> Callable[[], pygame.Surface]:
        return lambda: cards.face(GAME, face_card(card), size)

    @staticmethod
    def hand_face(card: dict[str, Any], size: tuple[int, int]) -> Callable[[], pygame.Surface]:
        return lambda: hand_face(card, size)


def pill_row(h: int) -> int:
    """Where a table card of height ``h`` has its PP pill and first status (``badges``)."""
    return int(h * 0.32)


#: hand faces of Enemies with their band (few: a hand holds nine cards)
_BANDED: dict[Any, pygame.Surface] = {}


def hand_look(card: dict[str, Any]) -> dict[str, Any]:
    """A hand card's face as ``hand_face`` draws it (before an Enemy's band)."""
    if card.get("type") != "enemy":
        return {**face_card(card), "unmarked": True}
    return {**face_card(card), "no_plate": True}


def hand_face(card: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A card of a hand: an Enemy says ENEMY (or BOSS), its HP and its size on a band at its
    foot at every size (a small card's plate was dropped for its name: a player learned it was
    an Enemy only from a refused drop); every other card is its plain face."""
    if card.get("type") != "enemy":  # no PP pill nor status on a hand's card: its name
        return cards.face(GAME, hand_look(card), size)  # grows past them
    boss, t = bool(card.get("boss")), theme.card_scale()  # its words grow with the text size
    key = (card.get("name"), card.get("hp"), card.get("size"), boss, size, t)
    got = _BANDED.get(key)
    if got is None:
        if len(_BANDED) > 64:
            _BANDED.clear()
        got = cards.face(GAME, hand_look(card), size).copy()
        with theme.unscaled():
            enemy_band(got, card)
        _BANDED[key] = got
    return got
