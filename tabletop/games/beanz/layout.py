"""Where everything lies on the Beanz table (``Geometry``: the ring's slots, the Galaxies and
the band between the rows, piles, the action point track, the stack, the hand) and what lies
where for a seat as data (``place``: ``tabletop.ui.parts.layout`` items the table hit-tests, drags
and glows from; the mat itself is painted by ``paint``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.engine.actions import Action
from tabletop.games.beanz.labels import (
    WINDOW_BAR,
    name_room,
    readable,
    side,
    slot_galaxy,
    slot_owner,
    slot_words,
    stage,
)
from tabletop.games.beanz.rules.seatview import BeanzView, Card, SlotView, StackEntry, plain
from tabletop.ui import theme
from tabletop.ui.components import cards, marks
from tabletop.ui.components import stack as stack_ui
from tabletop.ui.components.hand import hand_rects as row_rects
from tabletop.ui.components.widgets import move_button_width
from tabletop.ui.parts.gameview import GameView
from tabletop.ui.parts.gestures import Click, Drag
from tabletop.ui.parts.layout import ButtonItem, CardItem, LabelItem, Layout, PileItem, Slot

if TYPE_CHECKING:
    from tabletop.games.beanz.view import View

#: how high each kind of item lies (the table hit-tests the highest first): a drop on a slot
#: is a drop on that slot, not on its Galaxy or the mat under it; a card over a slot is read
Z_MAT, Z_GALAXY, Z_RING, Z_PILE, Z_UNDER, Z_BEAN, Z_STACK, Z_ENTRY, Z_HAND, Z_PANEL = range(10)


class Geometry(GameView):
    """The Beanz table's rects at the window's size."""

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        s = self.scale
        pr = self.table.play_rect
        self.area = pr
        # large text: the left column as wide as its pile counts ("Discard 30") need
        self.left_w = max(int(160 * s), theme.text_width("Discard 30", int(13 * s)) + int(48 * s))
        self.gal_gap = int(26 * s)
        avail = pr.width - self.left_w - int(16 * s)
        # large text: the slots as wide as the log's folded column allows (``folds_log``)
        self.pitch = min(theme.grow(160 * s), (avail - 2 * self.gal_gap) // 9)
        # a card fills its slot's width (names on the mat read at 12 px); the mat's rows and
        # the band between them grow into the window's height above the hand
        cw = self.pitch - int(8 * s) - 2
        self.hand_card = cards.card_size(s * 1.35)
        self.hand_y = pr.bottom - self.hand_card[1] - int(14 * s)
        self.top_y = pr.y + int(52 * s)
        # under the mat: the window bar and the response stack (about 185 at scale 1; at
        # large text as tall as the stack's words need under the window's strip)
        below = int(185 * s)
        large = theme.ui_scale() > 1.0
        if large:
            below = max(below, int(WINDOW_BAR[1] * s) + int(24 * s) + self.stack_need(2))
        room = self.hand_y - below - self.top_y
        ch = min(int(cw * 168 / 120), int((room - int(150 * s)) / 2 / 1.3))
        # ... on two lines at the floor where a little more makes room (1024x600)
        two = 2 * theme.font_px(theme.MIN_TEXT) + 2 * max(2, int(3 * s))
        if large:  # the rows a little shorter for it, their cards no squatter than 0.55
            ch = min(ch, max(int(cw * 0.55), (room - int(150 * s)) // 2 - two))
        self.card = (cw, ch)  # a little squat where the window is low: names stay whole
        self.peek = int(ch * 0.3)  # a Cosmos card shows its name above its Bean card
        if two <= ch * 0.4 or getattr(self.table, "log_folded", False):
            self.peek = max(self.peek, two)

        self.slot_h = ch + self.peek
        mat_w = 9 * self.pitch + 2 * self.gal_gap
        self.mat_x = pr.x + self.left_w + (avail - mat_w) // 2
        self.band_h = max(int(150 * s), min(int(300 * s), room - 2 * self.slot_h))
        self.bottom_y = self.top_y + self.slot_h + self.band_h
        self.mid_y = self.bottom_y + self.slot_h + int(8 * s)  # area between mat and hand
        self.pile_card = cards.card_size(s * 0.5)
        self.big = cards.card_size(s * 1.9)

    def folds_log(self, size: tuple[int, int], log_w: int) -> bool:
        """At large text the log folds behind the top bar's Log button where, beside it, the
        mat's cards would be too narrow for the longest word of a Cosmos card's name at the
        floor ("Crescent"): the ring's nine columns take its width."""
        if theme.ui_scale() <= 1.0:
            return False
        s = min(size[0] / 1920, size[1] / 1080)
        left_w = max(int(160 * s), theme.text_width("Discard 30", int(13 * s)) + int(48 * s))
        avail = size[0] - log_w - 2 * int(10 * s) - left_w - int(16 * s)
        cw = (avail - 2 * int(26 * s)) // 9 - int(8 * s) - 2
        return cw < name_room(s)

    def name_of(self, seat: int) -> str:
        return str(self.table.session.seat_name(seat))

    def me(self, view: BeanzView) -> int:
        seat = view.get("seat")
        return int(seat) if seat is not None else 0

    def column_x(self, i: int) -> int:
        return self.mat_x + i * self.pitch + (i // 3) * self.gal_gap

    def slot_rect(self, view: BeanzView, r: int) -> pygame.Rect:
        me = self.me(view)
        if slot_owner(r) == me:
            col, y = r - 9 * me, self.bottom_y
        else:
            col, y = 8 - (r - 9 * (1 - me)), self.top_y
        return pygame.Rect(self.column_x(col), y, self.pitch - int(8 * self.scale), self.slot_h)

    def galaxy_columns(self, view: BeanzView, g: int) -> int:
        """Leftmost column of Galaxy g on screen (own slots decide the order)."""
        me = self.me(view)
        cols = [r - 9 * me for r in range(9 * me, 9 * me + 9) if slot_galaxy(r) == g]
        return min(cols)

    def galaxy_rect(self, view: BeanzView, g: int, owner: int) -> pygame.Rect:
        c = self.galaxy_columns(view, g)
        x0 = self.column_x(c)
        w = 3 * self.pitch - int(8 * self.scale)
        y = self.bottom_y if owner == self.me(view) else self.top_y
        return pygame.Rect(x0, y, w, self.slot_h)

    def band_rect(self, view: BeanzView, g: int) -> pygame.Rect:
        c = self.galaxy_columns(view, g)
        return pygame.Rect(
            self.column_x(c),
            self.top_y + self.slot_h,
            3 * self.pitch - int(8 * self.scale),
            self.band_h,
        )

    def bean_rect(self, slot: pygame.Rect, pos: str | None, under: bool = True) -> pygame.Rect:
        """Where a Bean card in ``slot`` is drawn: under the strip where a Cosmos card under it
        (``under``) shows its name; with large text a Bean card with none under it fills its
        slot's height (issue 52: at 200 % every Bean card was a squat 112 x 61)."""
        w, h = self.card
        top = self.peek
        if not under and theme.ui_scale() > 1.0:
            top, h = 0, self.slot_h
        area = pygame.Rect(slot.x, slot.y + top, slot.width, h)
        if pos == "sidewayz":  # turned, and as large as fits its slot (never over the next)
            across = slot.width - 2
            r = pygame.Rect(0, 0, across, min(h, int(across * 120 / 168)))
        else:
            r = pygame.Rect(0, 0, w, h)
        r.center = area.center
        return r

    def bean_at(self, view: BeanzView, sl: SlotView) -> pygame.Rect:
        """Where the Bean card of slot ``sl`` is drawn (``bean_rect``)."""
        srect = self.slot_rect(view, sl["slot"])
        return self.bean_rect(srect, sl["position"], sl["cosmos"] is not None)

    def hand_rects(self, hand: list[Card]) -> list[pygame.Rect]:
        """The hand's row, clear of the move buttons on screen and of a turn's Draw and End
        turn buttons before they show (in the other seat's turn a hand of 8 lay where the
        Draw button then came up): the row keeps its place from turn to turn."""
        n = len(hand)
        s = self.scale
        x = self.area.x + self.left_w
        turn = [(label, key) for verb, label, key, _p in BUTTONS if verb in ("draw", "end")]
        right = min(self.buttons_left(), self.row_left(turn))
        row = pygame.Rect(x, self.hand_y, max(self.hand_card[0], right - x), 1)
        return row_rects(n, row, self.hand_card, int(10 * s))

    def buttons_floor(self) -> int:
        """The move buttons keep room for the hand side by side (five cards at least): where
        Draw and End turn in one row would leave less (1920x1080 at 150 %; at 200 % a hand of
        six lay overlapped, its words cut), the one stands over the other at the right."""
        s, pr = self.scale, self.table.play_rect
        # (as many as a turn may end with, whatever the hand holds now: Draw stays put as the
        # hand grows; it went over End turn at the sixth card, and the next click opened one)
        hand = self.area.x + self.left_w + HAND_ROOM * (self.hand_card[0] + int(10 * s))
        widest = max(
            move_button_width(lb, k, s, pr.width)
            for v, lb, k, _p in BUTTONS
            if v in ("draw", "end")
        )
        return max(super().buttons_floor(), min(hand, pr.right - int(20 * s) - widest))

    def hand_now(self, hand: list[Card]) -> list[pygame.Rect]:
        """Where the hand's cards are drawn now (and picked): gliding to ``hand_rects``."""
        return self.hand_places([c["id"] for c in hand], self.hand_rects(hand))

    def pile_rects(self, view: BeanzView, p: int) -> tuple[pygame.Rect, pygame.Rect]:
        s = self.scale
        w, h = self.pile_card
        x = self.area.x + int(14 * s)
        if p == self.me(view):
            y = self.bottom_y + self.slot_h - h
            if theme.ui_scale() > 1.0:  # large text: under the action points and your name
                name_h = len(self.name_lines(view, p)) * theme.line_h(19 * s) + PILE_LIFT
                y = max(y, self.ap_rect().bottom + int(8 * s) + name_h)
        else:
            y = self.top_y + int(20 * s)
        deck = pygame.Rect(x, y, w, h)
        return deck, deck.move(w + int(12 * s), 0)

    @staticmethod
    def deck_backs(deck: pygame.Rect, cards: int) -> list[pygame.Rect]:
        """Where a deck of ``cards`` cards draws its backs: one for each ten cards, up to four,
        each 2 px up and left of the one under it (at most ``PILE_LIFT`` over the deck)."""
        return [deck.move(-i * 2, -i * 2) for i in range(min(4, cards // 10 + 1))]

    def name_top(self, view: BeanzView, p: int) -> int:
        """Where your name's first line is drawn over your piles: its last line ends above the
        deck's topmost back (at 200 % the backs cut the descenders of "(you)")."""
        s = self.scale
        deck = self.pile_rects(view, p)[0]
        step = theme.line_h(19 * s)
        if theme.ui_scale() <= 1.0:
            return min(deck.y - int(30 * s), deck.y - PILE_LIFT - step - 1)
        return deck.y - PILE_LIFT - 2 - len(self.name_lines(view, p)) * step

    def drawn_piles(self, view: BeanzView, p: int) -> tuple[pygame.Rect, pygame.Rect]:
        """Where ``p``'s deck and discard pile are drawn (the opponent's a little lower, under
        their name)."""
        deck, disc = self.pile_rects(view, p)
        if p == self.me(view):
            return deck, disc
        down = int(14 * self.scale)
        return deck.move(0, down), disc.move(0, down)

    def ap_rect(self) -> pygame.Rect:
        s = self.scale
        r = pygame.Rect(
            self.area.x + int(14 * s),
            self.top_y + self.slot_h + int(8 * s),
            self.left_w - int(28 * s),
            self.band_h - int(16 * s),
        )
        if self.ap_rows():  # large text: under the opponent's counts, as tall as its lines
            r.top = max(r.top, self.counts_bottom() + int(6 * s))  # (``ap_lines``), and as
            r.x, r.width = self.area.x + self.ap_pad(), self.left_w - 2 * self.ap_pad()  # wide
            r.height = sum(h for _, h in self.ap_lines()) + int(10 * s)  # as the column
        return r

    def ap_pad(self) -> int:
        """The action point panel's margin in the left column when drawn as rows."""
        return max(3, int(5 * self.scale))

    def name_lines(self, view: BeanzView, p: int) -> list[tuple[int, str]]:
        """A seat's name in the left column (yours with "(you)") as (size, line) rows: one
        line at 100 %; at large text yours wrapped to the column, the opponent's fitted."""
        s = self.scale
        label = self.name_of(p) + (" (you)" if p == view.get("seat") else "")
        if theme.ui_scale() <= 1.0:
            return [(int(19 * s), label)]
        room = self.left_w - int(18 * s)
        if p != self.me(view):  # the top line: it may run on over the mat's top edge
            turn = marks.turn_width(s) + int(8 * s)
            wide = self.mat_rect().right - self.area.x - int(14 * s) - turn
            room = max(room, min(wide, theme.text_width(label, int(19 * s), "bold")))
        lines = theme.wrap(label, int(19 * s), room, "bold") if p == self.me(view) else [label]
        return [theme.fit_text(ln, int(19 * s), room, "bold") for ln in lines]

    def counts_end(self, view: BeanzView) -> int:
        """The foot of your pile counts (the hand's label goes no higher at large text)."""
        deck = self.pile_rects(view, self.me(view))[0]
        return deck.bottom + int(4 * self.scale) + self.count_lines(False) * self.count_h()

    def count_lines(self, opponent: bool) -> int:
        """How many lines a seat's pile counts take under its piles (two numbers a line where
        they fit: "Deck 29  Discard 3")."""
        s = self.scale
        w = self.pile_card[0]
        room = 2 * w + int(20 * s)
        if theme.ui_scale() > 1.0:
            room = max(room, self.left_w - int(20 * s))
        pair = theme.text_width("Deck 40  Discard 40", theme.px(13 * s)) <= room
        return (1 if pair else 2) + (1 if opponent else 0)

    def count_h(self) -> int:
        return max(int(17 * self.scale), 15, theme.line_h(13 * self.scale))

    def counts_bottom(self) -> int:
        """The foot of the opponent's pile counts in the left column."""
        s = self.scale
        top = self.top_y + int(34 * s) + self.pile_card[1] + int(4 * s)
        return top + self.count_lines(True) * self.count_h()

    def ap_lines(self) -> list[tuple[str, int]]:
        """The action point panel's rows at large text, top down, with their heights: the
        title, the number, the pips, whose points (where the left column has the room: the
        TURN tag says whose turn it is), the draws."""
        s = self.scale
        rows = [
            ("title", theme.line_h(max(12, int(12 * s)))),
            ("number", theme.font(int(40 * s), "serif").get_linesize() - int(4 * s)),
            ("pips", min(int(14 * s), 10) + int(6 * s)),
            ("owner", max(len(self.owner_lines(p)) for p in (0, 1)) * theme.line_h(13 * s)),
            ("draws", theme.line_h(12 * s)),
        ]
        if theme.ui_scale() <= 1.0 or self.column_foot(rows) <= self.area.bottom:
            return rows
        return [row for row in rows if row[0] != "owner"]

    def column_foot(self, rows: list[tuple[str, int]]) -> int:
        """At large text, the foot of the left column with the action point panel's ``rows``:
        under the panel your name, your piles and their counts, the TURN tag's row and the
        hand's label (at 1024x600, 200 % the TURN tag and "Your hand" ran off the window)."""
        s, view = self.scale, self.table.view
        top = max(self.top_y + self.slot_h + int(8 * s), self.counts_bottom() + int(6 * s))
        panel = top + sum(h for _, h in rows) + int(10 * s)
        name = len(self.name_lines(view, self.me(view))) * theme.line_h(19 * s) + PILE_LIFT
        h = self.pile_card[1]
        deck = max(self.bottom_y + self.slot_h - h, panel + int(8 * s) + name)
        counts = deck + h + int(4 * s) + self.count_lines(False) * self.count_h()
        return counts + theme.line_h(marks.turn_px(s)) + int(8 * s) + theme.line_h(19 * s)

    def ap_rows(self) -> bool:
        """Whether the action point panel is drawn as rows (``ap_lines``): at large text, and
        where a seat's name takes two lines in the column (1024x600)."""
        if theme.ui_scale() > 1.0:
            return True
        narrow = self.left_w - int(28 * self.scale) - 6  # the panel's room at 100 %
        return any(theme.text_width(self.name_of(p), int(13 * self.scale), "bold") > narrow
                   for p in (0, 1))  # fmt: skip

    def owner_lines(self, seat: int) -> list[tuple[int, str, str]]:
        """Whose action points, at large text: the seat's name on one line where it fits, in
        condensed letters where only those fit ("Computer 2" broke as "Computer / 2" at
        150 % and 200 %), else wrapped to the panel; each line as (size, text, font kind). The
        panel is as tall as the longer seat's name."""
        s = self.scale
        room = self.left_w - 2 * self.ap_pad() - 6
        name, size = self.name_of(seat), int(13 * s)
        for kind in ("bold", "cond_bold"):
            px = theme.fit_px(name, size, room, kind)
            if theme.text_width(name, px, kind) <= room:
                return [(px, name, kind)]
        lines = theme.wrap(name, size, room, "cond_bold")
        return [(*theme.fit_text(ln, size, room, "cond_bold"), "cond_bold") for ln in lines]

    def window_strip(self) -> pygame.Rect:
        """The top of the area right of the attack panel, kept free for the table's window bar."""
        s = self.scale
        x = self.column_x(3)
        return pygame.Rect(
            x, self.mid_y, self.mat_rect().right - x, int(WINDOW_BAR[1] * s) + int(8 * s)
        )

    def stack_rect(self) -> pygame.Rect:
        """The response stack: a row of chips under the window strip, bottom item first; at
        large text at least one line of words high, and over the hand's row by no more."""
        s = self.scale
        strip = self.window_strip()
        if theme.ui_scale() > 1.0:
            h = max(self.stack_need(1), self.hand_y - strip.bottom - int(6 * s))
            return pygame.Rect(strip.x, strip.bottom, strip.width, h)
        return pygame.Rect(
            strip.x,
            strip.bottom,
            strip.width,
            max(int(60 * s), self.hand_y - strip.bottom - int(8 * s)),
        )

    def stack_need(self, lines: int) -> int:
        """How high the stack is for ``lines`` lines of an item's words (its name, then
        whose it is) as drawn at the text size in force."""
        s = self.scale
        sizes = [theme.px(16 * s), theme.px(13 * s)][:lines]
        return sum(theme.line_h(px) for px in sizes) + 2 * int(6 * s) + int(2 * s)

    def stack_short(self) -> bool:
        """The stack's title as "STACK" on one line: at large text where "THE STACK" over
        "last in, first out" is taller than the stack."""
        if theme.ui_scale() <= 1.0:
            return False
        s = self.scale
        tall = theme.line_h(theme.px(18 * s)) + theme.line_h(theme.px(14 * s))
        return tall > self.stack_rect().height - int(12 * s)

    def mat_rect(self) -> pygame.Rect:
        right = self.column_x(8) + self.pitch
        return pygame.Rect(
            self.mat_x, self.top_y, right - self.mat_x, self.bottom_y + self.slot_h - self.top_y
        )

    def boost_rects(self, view: BeanzView, p: int) -> list[pygame.Rect]:
        s = self.scale
        boosts = side(view, p)["boosts"]
        w, h = cards.card_size(s * 0.42)
        x = self.column_x(0)
        y = self.mid_y if p == self.me(view) else self.area.y + int(4 * s)
        if p != self.me(view):
            x = self.column_x(6)
        return [pygame.Rect(x + i * (w + int(6 * s)), y, w, h) for i in range(len(boosts))]

    def stack_title_w(self) -> int:
        """The stack's title column: wide enough for "last in, first out" uncut (or for
        "STACK", ``stack_short``)."""
        s = self.scale
        if self.stack_short():
            return theme.text_width(stack_ui.SHORT, theme.px(18 * s), "bold") + int(8 * s)
        return max(
            int(118 * s), theme.text_width(stack_ui.SUBTITLE, theme.px(14 * s)) + int(16 * s)
        )

    def stack_item_rects(self, view: BeanzView) -> list[pygame.Rect]:
        """Faces of the stack items, bottom first, left to right (the top item is last); at
        large text each a chip as wide as its face and its name whole beside it."""
        sr = self.stack_rect()
        s = self.scale
        n = len(view["stack"])
        h = sr.height - int(16 * s)
        if theme.ui_scale() > 1.0:
            h = sr.height - int(12 * s)
        w = int(h * 120 / 168)
        x0 = sr.x + self.stack_title_w() + int(12 * s)
        avail = sr.right - int(12 * s) - x0
        step = min(w + int(220 * s), avail // max(1, n))
        step = max(step, min(w + int(6 * s), (avail - w) // max(1, n - 1)))
        top = sr.y + (sr.height - h) // 2
        if theme.ui_scale() > 1.0 and n:
            wide = [w + int(24 * s) + self.stack_name_w(it) for it in view["stack"]]
            if sum(wide) <= avail:  # each chip as wide as its name, bottom item first
                xs = [x0 + sum(wide[:i]) for i in range(n)]
                return [pygame.Rect(x, top, w, h) for x in xs]
        return [pygame.Rect(x0 + i * step, top, w, h) for i in range(n)]

    def stack_name_w(self, it: StackEntry) -> int:
        """How wide a stack item's name and whose it is are drawn beside its face (the first
        two of ``Painter._stack_lines``)."""
        s = self.scale
        name = (it.get("card") or {}).get("name") or self.say(it["label"])
        by = f"by {self.name_of(it['seat'])}"
        return max(
            theme.text_width(str(name), theme.px(16 * s), "bold"),
            theme.text_width(by, theme.px(13 * s)),
        )


#: how far a deck's backs reach above the deck's place (``Geometry.deck_backs``)
PILE_LIFT = 6
#: how many hand cards the move buttons leave room for side by side (the hand limit)
HAND_ROOM = 7

# ---------------------------------------------------------------------- what lies where
#: the move buttons, in the order the engine lists their moves (the table lays them out so)
BUTTONS = (
    ("draw", "Draw (1 AP)", "D", False),
    ("end", "End turn", "Enter", True),
    ("keep", "Keep hand", "Enter", True),
    ("redraw", "No Bean: redraw", "R", False),
    ("pass", "Let it pass", "Space", True),
    ("shoot", "Shoot for Loot", "Enter", True),
    ("shot", "Miss on purpose", "", False),
    ("cancel", "Call off the Blitz", "", False),
)


def place(gv: View, view: BeanzView, seat: int | None) -> Layout:
    """What lies where for ``seat``: the drop areas (the stack, the 18 ring slots, the
    opponent's Galaxies, the mat), the piles and boosts, the cards on the mat (your Headz-up
    Bean cards yours to drag in the main phase), the stack's cards, your hand, the setup
    panel's choices and the move buttons."""
    lay = Layout()
    place_areas(gv, view, seat, lay)
    place_piles(gv, view, lay)
    place_mat(gv, view, seat, lay)
    for i, (it, r) in enumerate(zip(view["stack"], gv.stack_item_rects(view))):
        c = it.get("card") or it.get("bean")
        if c is None and it.get("attackers"):
            c = view["mat"][it["attackers"][0]]["bean"]
        if c is not None:
            lay.add(CardItem(("entry", i), r, Z_ENTRY, c, "stack", shows=readable(view, c)))
    me = gv.me(view)
    hand = side(view, me)["hand"] or []
    mine = seat is not None and stage(view) not in ("discard", "cut", "opening", "hide", "guess")
    for c, r in zip(hand, gv.hand_now(hand)):  # where each is drawn now (gliding)
        face = gv.face_of(c, gv.hand_card, info=True)
        shows = readable(view, c)
        lay.add(CardItem(("hand", c["id"]), r, Z_HAND, c, f"hand/{me}", face, draggable=mine,
                         shows=shows))  # fmt: skip
    place_panel(gv, view, seat, lay)
    place_buttons(gv, view, seat, lay)
    return lay


def place_areas(gv: View, view: BeanzView, seat: int | None, lay: Layout) -> None:
    """The drop areas, top first: the stack while it is open, the slots (0 to 17), the
    opponent's Galaxies (its three slots and the band), the mat under them all."""
    lay.add(Slot(("mat",), gv.mat_rect(), Z_MAT, "the mat"))
    if seat is not None:
        for g in (2, 1, 0):  # the later of one height lies on top: Galaxy 1 is tried first
            r = gv.galaxy_rect(view, g, 1 - seat).union(gv.band_rect(view, g))
            lay.add(Slot(("galaxy", g), r, Z_GALAXY, f"Galaxy {g + 1}"))
    for sl in reversed(view["mat"]):
        lay.add(Slot(("ring", sl["slot"]), gv.slot_rect(view, sl["slot"]), Z_RING,
                     slot_words(sl, seat)))  # fmt: skip
    if view["stack"]:
        r = gv.stack_rect().inflate(int(40 * gv.scale), 0)
        lay.add(Slot(("stack",), r, Z_STACK, "the stack"))


def place_piles(gv: View, view: BeanzView, lay: Layout) -> None:
    """Each seat's deck and discard pile (a click browses a discard pile) and boost row."""
    for p in (0, 1):
        pl = side(view, p)
        deck, disc = gv.drawn_piles(view, p)
        lay.add(PileItem(("pile", "deck", p), deck, Z_PILE, f"deck/{p}", count=pl["deck"]))
        d = pl["discard"]
        lay.add(
            PileItem(("pile", "discard", p), disc, Z_PILE, f"discard/{p}",
                     top=readable(view, d[-1]) if d else None, count=len(d), browsable=bool(d),
                     title=f"{gv.name_of(p)}'s discard pile", cards=d)
        )  # fmt: skip
        for i, (c, r) in enumerate(zip(pl["boosts"], gv.boost_rects(view, p))):
            lay.add(CardItem(("boost", p, i), r, Z_PILE, c, f"boosts/{p}",
                             shows=readable(view, c)))  # fmt: skip


def clicked_only(gv: View, view: BeanzView, seat: int | None) -> set[int]:
    """The slots of the Bean cards whose moves now are all clicks (a draw or boost spin
    power): not picked up, so that a click on one uses its power (a press on a card that may
    be picked up starts a drag, and a click then only says how to drag it)."""
    if seat is None:
        return set()
    by_click: set[int] = set()
    by_drag: set[int] = set()
    for a in gv.table.legal(seat):
        g = gv.gesture(a, plain(view))
        if isinstance(g, Click) and g.key[0] == "slot":
            by_click.add(int(g.key[1]))
        elif isinstance(g, Drag) and g.source[0] == "slot":
            by_drag.add(int(g.source[1]))
    return by_click - by_drag


#: a Bean card of yours clicked instead of dragged
ATTACK_HOW = "Drag your Bean onto an enemy Bean in the same Galaxy to attack."


def place_mat(gv: View, view: BeanzView, seat: int | None, lay: Layout) -> None:
    """The cards on the mat: a Bean card where it is drawn (turned by its position), the
    rest of its slot read as its Cosmos card (peeking out from under it) or as the Bean."""
    drag = seat is not None and stage(view) == "main" and not view["stack"]
    clicked = clicked_only(gv, view, seat) if drag else set()
    for sl in view["mat"]:
        r, b, cos = sl["slot"], sl["bean"], sl["cosmos"]
        srect = gv.slot_rect(view, r)
        under = cos if cos is not None else b
        if under is not None:
            key = ("cosmos", r) if cos is not None else ("beanslot", r)
            lay.add(CardItem(key, srect, Z_UNDER, under, f"mat/{r}",
                             shows=readable(view, under)))  # fmt: skip
        if b is None:
            continue
        pos = sl["position"] or "headz"
        br = gv.bean_at(view, sl)
        face = gv.face_of(b, br.size if pos != "sidewayz" else gv.card, mat=True, info=True)
        # a press on your Bean card that cannot be turned Headz-up now (too few action
        # points): the engine says why
        turn = drag and seat is not None and sl["owner"] == seat and pos != "headz"
        lay.add(
            CardItem(("slot", r), br, Z_BEAN, b, f"mat/{r}", face,
                     rotation={"bottomz": 180, "sidewayz": 90}.get(pos, 0),
                     draggable=drag and sl["owner"] == seat and pos == "headz"
                     and r not in clicked,
                     shows=readable(view, b), how=ATTACK_HOW,
                     expects=Action(seat, "upright", (r,)) if turn and seat is not None else None)
        )  # fmt: skip


def place_panel(gv: View, view: BeanzView, seat: int | None, lay: Layout) -> None:
    """The setup panel's choices (a cut, a hand, keep or redraw) and the shot's button."""
    if seat is None:
        return
    if stage(view) in ("cut", "hide", "guess", "opening"):
        for act, r, label in gv.setup_choices(view, seat, gv.table.legal(seat)):
            lay.add(LabelItem(("choice", act.verb, *act.args), r, Z_PANEL, text=label))
    elif stage(view) == "loot" and view["shots"] == "physics" and not view["stack"]:
        lay.add(LabelItem(("shot",), gv.shot_button_rect(view=view), Z_PANEL, text="flick"))


def place_buttons(gv: View, view: BeanzView, seat: int | None, lay: Layout) -> None:
    """The move buttons (the table places them in its row); no early pass for the owner of
    the top of the stack while another human still answers it (``View.owner_waits``)."""
    off = pygame.Rect(0, 0, 0, 0)
    for verb, label, hotkey, primary in BUTTONS:
        if verb == "pass" and (seat is None or gv.owner_waits(view, seat)):
            continue
        if verb == "shoot":
            if view["shooting"] is None:
                continue
            label = f"Shoot for Loot (Galaxy {view['shooting']['galaxy'] + 1})"
        lay.add(ButtonItem(("button", verb), off, Z_PANEL, label, hotkey, primary))
