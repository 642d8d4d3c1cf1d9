"""RPG Get!'s seat rows: a seat's panel and card size (``seat_area``), and its boxes side by
side (``segments``: party, KO pile, inventory, bank, score pile) with their labels ("Bank
2/20"). With large text a crowded row takes smaller whole cards rather than overlapping them:
an overlapped card's name is said again on a tab at the text size, which a narrow strip cannot
hold, while a whole card's face keeps its own name (read large in the zoom)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.rpgget.labels import face_card
from tabletop.games.rpgget.name_clear import clear_width
from tabletop.games.rpgget.pills import marks_px, marks_width
from tabletop.games.rpgget.tiers import Tiers
from tabletop.ui import theme
from tabletop.ui.components import cards, marks
from tabletop.ui.components.card import THUMB_W, name_unbroken

GAME = "rpgget"

#: a party's usual size on another seat's panel (the log folds where it could not lie side
#: by side beside the log, ``folds_log``)
USUAL_PARTY = 4
#: a card's usual width for its height (126x176, 116x162)
ASPECT = 116 / 162
#: large text on a low window: the table's cards lose height, but a row that has the room
#: across keeps more of their width, at most this much wider than their usual shape (their
#: names have room to grow with the text)
SQUAT = 1.3
#: two players at large text: on a window smaller than this share of 1920x1080 the log folds
#: too (1280x720: beside it, a third of the window, the hand's and the arena's cards were
#: small and their names split mid-word)
LOW_WINDOW = 0.8
#: a row's card widens for its names (``Rows.unbroken``) up to this much of its width
UNBROKEN_WIDER = 1.8
#: your row's cards at large text are at least this wide where the row has the room: a face
#: narrower than ``THUMB_W`` says no name (``Rows.named``)
NAMED_W = THUMB_W + 8


def usual_width(card: tuple[int, int]) -> int:
    """``card``'s width at its usual shape for its height (a squat card narrows to it)."""
    return min(card[0], max(1, int(card[1] * ASPECT)))


class Rows(Tiers):
    """Mixed into ``layout.Geometry``: where a seat's boxes lie."""

    table: Any
    scale: float
    line: int
    opp_head: int
    #: your own header's lines (``own_head_lines``)
    own_head: int = 1
    #: ``fitting.LargeText.hand_first``
    under_log: bool = False
    fs: int
    board_card: tuple[int, int]
    opp_card: tuple[int, int]
    row_faces: dict[int, list[dict[str, Any]]]
    row_cards: dict[int, list[dict[str, Any]]]

    def pile_width(self, card: tuple[int, int]) -> int:
        raise NotImplementedError

    def header_name(self, view: dict[str, Any], p: int) -> str:
        raise NotImplementedError

    def own_head_lines(self, view: dict[str, Any], p: int) -> int:
        """Your header's lines: one (the name, turn tag, VP, coins, RP, then the deck, hand
        and discard counts), two where that line could not hold the counts whole with the
        turn tag on it, before your panel's right edge and the folded log's left (opened, it
        lies over the table's right: the counts ran under it at 200 %). Decided with the
        tag, "VP 10/10" and two-digit counts, so the row below does not move when the turn
        or a count changes."""
        pr = getattr(self.table, "play_rect", None)
        if pr is None:
            return 1
        s = self.scale
        inset = int(14 * s) - int(10 * s) // 2 + int(10 * s)  # the panel's edge, the name's
        right = pr.right - inset
        if getattr(self.table, "log_folded", False):
            right = min(right, self.table.log_rect.left - int(10 * s))
        used = (
            inset
            + theme.text_width(self.header_name(view, p), self.fs + 2, "bold")
            + int(10 * s)
            + marks.turn_width(s)
            + int(14 * s)
            + theme.text_width("VP 10/10", self.fs, "bold")
            + int(16 * s)
            + theme.text_width("RP 88", self.fs)
            + max(6, int(9 * s))
            + int(6 * s)
            + int(18 * s)
            + theme.text_width("deck 88 hand 88 discard 88", self.fs)
        )
        if pr.x + used <= right:
            return 1
        # below the folded log's opened panel they may run on under its column (``hand_first``)
        return 1 if self.under_log and pr.x + used <= pr.right - inset else 2

    def folds_log(self, size: tuple[int, int], log_w: int) -> bool:
        """At large text the log folds behind the top bar's Log button: for two players on a
        low window (``LOW_WINDOW``), and for more where, beside it, the other seats' panels
        would be narrower than their row of box labels ("Party 1 KO 0 Inv 0 Bank 0 Score 0"),
        their counts line, or a party of the usual size side by side at a readable card size
        beside the other boxes' labels: the table takes the log's width and no label is cut
        ("Part...") or written over another, and no party card hides another's name."""
        session = getattr(self.table, "session", None)
        others = len(getattr(session, "seats", ())) - 1
        s = min(size[0] / 1920, size[1] / 1080)
        if theme.ui_scale() <= 1.0 or others < 1:
            return False
        if others == 1:  # two players: on a window whose text takes the cards' height
            return s < LOW_WINDOW
        fs = max(12, int(19 * s))
        px = fs - (3 if s > 0.8 else 0)  # ``label_px``
        panel = (size[0] - log_w - int(10 * s) - 2 * int(14 * s)) // others - int(16 * s)
        panel -= 2 * max(3, int(8 * s))  # ``inside``
        labels = sum(
            theme.text_width(self.box_label(z, 1, True), px)
            for z in ("party", "unconscious", "inventory", "bank", "score")
        )
        counts = theme.text_width("deck 60 hand 8 discard 10", fs) + int(20 * s)
        # the party (up to its usual size) side by side at a card size still read on the
        # table (3/5 of the usual), beside the other boxes' labels: overlapped cards hid their
        # names ("RA", "P" for three players at 150 % on 1280x720)
        card_w = max(THUMB_W, int(cards.card_size(s, (116, 162))[0] * 0.6))
        party_w = USUAL_PARTY * card_w + (USUAL_PARTY - 1) * int(6 * s)
        party = max(party_w, theme.text_width(self.box_label("party", 1, True), px))
        rest = sum(
            max(
                int(card_w * (1.5 if z == "inventory" else 1)),
                theme.text_width(self.box_label(z, 1, True), px),
            )
            for z in ("unconscious", "inventory", "bank", "score")
        )  # each pile shows a card (its top one, the bank's back; the inventory a card and
        # a half, ``seat_area``) under its label
        row = party + rest + 4 * int(10 * s)
        return panel < max(labels + 4 * int(10 * s), counts, row)

    def seat_area(
        self,
        g: dict[str, pygame.Rect],
        k: int,
        others: int,
        counts: dict[str, int] | None = None,
    ) -> tuple[pygame.Rect, pygame.Rect, tuple[int, int]]:
        """Seat ``k`` of the order (0: the seat on screen): its panel, the part under its
        header lines (labels and cards) and its card size (in a narrow panel, small enough
        for the cards it shows, ``counts``, to lie side by side: overlapped cards hide their
        names)."""
        line = self.line
        if k == 0:
            area = g["mine"]
            head = self.own_head * line
            sub = pygame.Rect(area.x, area.y + head, area.width, area.height - head)
            card = self.named(sub, self.whole_cards(sub, self.board_card, counts, True), counts)
            # your own row keeps its boxes: a seat said on a line of counts while it was drawn
            # as another's (the table seen from another seat) lined its boxes up as chips here
            self.lined_seats().discard(int((counts or {}).get("seat", -1)))
            return area, sub, self.unbroken(sub, card, counts, True)
        ow = g["opps"].width // max(1, others)
        area = pygame.Rect(
            g["opps"].x + (k - 1) * ow, g["opps"].y, ow - int(16 * self.scale), g["opps"].height
        )
        head = self.opp_head * line
        sub = self.inside(area, head)
        self.lined_seats().discard(int((counts or {}).get("seat", -1)))  # its usual row first
        if self.tier_h and counts is not None:  # the party across the panel (``tiers``)
            faces = self.row_faces.get(int(counts["seat"]), [])[: counts["party"]]
            return area, sub, self.party_card(sub, counts["party"], counts["name_w"], faces)
        # a narrow panel (three or more players) takes smaller cards: every pile keeps its box
        cw, ch = self.opp_card
        usual = usual_width(self.opp_card)
        slots = 6.4
        if counts is not None and others > 1:
            cw = usual  # a narrow panel has no room across to spare: the usual shape
            c = counts
            # the party side by side (the characters, what a player reads); the inventory may
            # overlap beyond a card and a half
            inv = min(max(1, c["inventory"]), 1.5)
            slots = max(slots, max(1, c["party"]) + inv + c["bank_up"] + 1.2)
            slots += sum(1.1 if c[z] else 0.45 for z in ("unconscious", "score"))
        room = (area.width - 4 * int(10 * self.scale)) / slots
        if counts is not None and others > 1:
            # no smaller than 3/5 of the usual: below that a card's words cannot be read, and
            # overlapping cards (read large by a click) are the lesser evil
            room = max(room, (area.width - 4 * int(10 * self.scale)) / 6.4 * 0.6)
            named = counts.get("name_w", 0)
            if THUMB_W <= room < named:  # a face with its name: one that holds it (a thumb
                # has none), while the party still lies side by side (an overlapped card's
                # name is hidden whatever its size: side by side comes first)
                size = (named, min(ch, int(ch * named / usual)))
                if self.whole(sub, size, counts, False):
                    room = named
        if usual <= room < cw:  # a squat card narrows to the room, its height kept
            cw = int(room)
        elif room < cw:
            cw, ch = max(24, int(room)), max(34, int(ch * room / usual))
        card = self.unbroken(sub, self.whole_cards(sub, (cw, ch), counts, False), counts, False)
        lined = None
        if counts and others > 1:  # all panels alike (``tiers.lines_all``)
            lined = self.counts_card(sub, counts, card, self.lines_all(g, others))
        return area, sub, lined or card  # large text: a line of counts under the party

    def named(
        self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int] | None
    ) -> tuple[int, int]:
        """Your row's card at large text, as high, at least as wide as a face that says its
        name where the row has the room across (at 200 % on 1024x600 your party's 47x51
        cards were thumbnails without their names, in a row of room to spare)."""
        if counts is None or theme.ui_scale() <= 1.0 or card[0] >= NAMED_W:
            return card
        wide = (NAMED_W, card[1])
        return wide if self.whole(sub, wide, counts, True) else card

    def inside(self, area: pygame.Rect, head: int) -> pygame.Rect:
        """Another seat's panel's part under its ``head`` lines, kept off the panel's frame at
        the sides as its name is (at 200 % the row of box labels ran from one border to the other:
        "Party 0" on the left one, "Score 0" on the right)."""
        m = max(3, int(8 * self.scale))
        return pygame.Rect(area.x + m, area.y + head, area.width - 2 * m, area.height - head)

    def labels_fit(self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int]) -> bool:
        """Another seat's row of boxes at ``card`` size says each box's label whole over it
        ("Bank 0" where "Bank 0/20" is wider), as ``Painter.draw_seat_row`` draws it, none
        past the panel's margin (``inside``)."""
        room = int(8 * self.scale)
        for z, seg in self.segments(sub, card, self.line, counts, False).items():
            wide = theme.text_width(self.box_label(z, counts.get(z, 0), True), self.label_px())
            if wide > seg.width + room or seg.x + wide > sub.right:
                return False
        return True

    @staticmethod
    def unbroken_width(face: dict[str, Any], card: tuple[int, int]) -> int:
        """The least width (up to ``UNBROKEN_WIDER`` times ``card``'s), at ``card``'s height, at
        which ``face``'s name is whole and breaks only between words (the arena's mission,
        "Rescue the Songstr..." at 200 % on 1280x720); ``card``'s own where none is."""
        for width in range(card[0], int(card[0] * UNBROKEN_WIDER) + 1, 2):
            if name_unbroken(GAME, face, (width, card[1])):
                return width
        return card[0]

    def unbroken_size(
        self, face: dict[str, Any], size: tuple[int, int], card: tuple[int, int]
    ) -> tuple[int, int]:
        """``size``, else where ``face``'s name would break inside a word on it, ``card``'s
        height at the width ``unbroken_width`` finds (the arena's mission)."""
        if name_unbroken(GAME, face, size):
            return size
        return (max(size[0], self.unbroken_width(face, card)), card[1])

    @staticmethod
    def mission_size(face: dict[str, Any], size: tuple[int, int], most: int) -> tuple[int, int]:
        """The arena's mission at ``size``, wider (as high) up to ``most`` where its name would
        break inside a word (two players at 100 % on 1024x600: "Esca-/fro..." on a 50x54
        card, "Escape from Valua" whole on an 84x54 one); ``size`` where no width up to
        ``most`` keeps every word whole."""
        if name_unbroken(GAME, face, size):
            return size
        for width in range(size[0] + 2, most + 1, 2):
            if name_unbroken(GAME, face, (width, size[1])):
                return (width, size[1])
        return size

    def rank_card(
        self, cards: list[dict[str, Any]], card: tuple[int, int], room: int
    ) -> tuple[int, int]:
        """An arena rank's cards: ``card``, wider (as low) where a name would break inside a
        word ("Moth-mant") or where the PP pill or the HP band would cover a name
        (``name_clear``), and the rank's ``room`` across holds them side by side so."""
        if not cards:
            return card
        most = (room - (len(cards) - 1) * int(6 * self.scale)) // len(cards)
        faces = [face_card(c) for c in cards]
        need = card[0]
        if theme.ui_scale() > 1.0:
            need = max(need, *(self.unbroken_width(f, card) for f in faces))
        need = max(card[0], min(need, most))
        w = clear_width(faces, (need, card[1]), most, self.scale, self.fs)
        pk = marks_px(self.scale, self.fs)  # as wide as a low card's pills need (``pills``)
        least = max([w, *(marks_width(c, (w, card[1]), self.scale, pk) for c in cards)])
        return (min(max(w, least), max(w, most)), card[1])

    def unbroken(
        self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int] | None, mine: bool
    ) -> tuple[int, int]:
        """``card`` wider, its height kept, where a name of the row is split inside a word on
        it ("HUnewe-arl", "Monom-ate" at 200 % on 1280x720; "Boome-rang Blade", "Mono-mate"
        at 100 % on 1024x600) and the row has room across: the least width at which every
        name breaks only between words, while the boxes still lie side by side inside the
        row (``whole``); else ``card`` itself."""
        faces = self.row_faces.get(int((counts or {}).get("seat", -1)))
        if counts is None or not faces or card[0] < THUMB_W:
            return card
        w, h = card
        # and as wide as a low card's pills need to lie clear of its name and HP (``pills``)
        members = self.row_cards.get(int(counts.get("seat", -1)), [])
        pk = marks_px(self.scale, self.fs)
        least = max([w, *(marks_width(c, card, self.scale, pk) for c in members)])
        if least == w and all(name_unbroken(GAME, f, card) for f in faces):
            return card
        most = max(int(w * UNBROKEN_WIDER), least)
        if not mine and w < usual_width(self.opp_card):  # a narrow panel's row stays compact
            most = min(most, max(least, usual_width(self.opp_card) - 1))  # (``segments``)
        for width in range(max(w + 2, least), most + 1, 2):
            if not all(name_unbroken(GAME, f, (width, h)) for f in faces):
                continue
            segs = self.segments(sub, (width, h), self.line, counts, mine)
            inside = max(r.right for r in segs.values()) <= sub.right
            if inside and self.whole(sub, (width, h), counts, mine):
                return (width, h)
            # a crowded row (ten members and seven items at a game's end): no width holds
            # every card side by side with its name whole, so the cards take the width at
            # which each name breaks only between words and overlap as a fan, the top one
            # whole ("Enri-que", "Heal-ing Herb" on small side-by-side cards at 200 %)
            fan = self.fans(sub, (width, h), counts, mine)
            return (width, h) if inside and fan else card
        return card

    def fans(
        self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int], mine: bool
    ) -> bool:
        """Do the party and the inventory at ``card`` each keep a strip of every card to
        click (a fan), in their boxes of the row?"""
        segs = self.segments(sub, card, self.line, counts, mine)
        strip = int(24 * self.scale)

        def fan(n: int, room: int) -> bool:
            return n <= 1 or card[0] + (n - 1) * strip <= room

        return fan(counts["party"], segs["party"].width) and fan(
            counts["inventory"], segs["inventory"].width
        )

    def whole_cards(
        self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int] | None, mine: bool
    ) -> tuple[int, int]:
        """Large text: ``card`` made smaller (down to 3/5 of the usual) until the boxes' cards
        lie side by side (``whole``); ``card`` itself when that is never so."""
        if counts is None or theme.ui_scale() <= 1.0 or self.whole(sub, card, counts, mine):
            return card
        base = self.board_card if mine else self.opp_card
        w, h = card
        usual = usual_width(card)
        while w > usual:  # a squat card narrows to its usual shape first, its height kept
            w = max(usual, int(w * 0.95))
            if self.whole(sub, (w, h), counts, mine):
                return (w, h)
        while w > usual_width(base) * 0.6:
            w, h = int(w * 0.95), int(h * 0.95)
            if self.whole(sub, (w, h), counts, mine):
                return (w, h)
        return (usual, card[1])

    def whole(
        self, sub: pygame.Rect, card: tuple[int, int], counts: dict[str, int], mine: bool
    ) -> bool:
        """Do the party and the bank's flipped cards (and your own inventory) each lie side by
        side in their boxes at ``card`` (as ``Geometry.boxes`` lays them)? Another seat's
        inventory may overlap, as in a narrow panel (``seat_area``)."""
        segs = self.segments(sub, card, self.line, counts, mine)
        gap = int(6 * self.scale)

        def row(n: int, room: int, g: int) -> bool:
            return n <= 1 or n * card[0] + (n - 1) * g <= room

        beside = max(card[0], segs["bank"].width - self.pile_width(card))
        return (
            row(counts["party"], segs["party"].width, gap)
            and (not mine or row(counts["inventory"], segs["inventory"].width, gap))
            and row(counts["bank_up"], beside, gap)
        )

    def segments(
        self,
        area: pygame.Rect,
        card: tuple[int, int],
        line: int,
        counts: dict[str, int] | None = None,
        mine: bool = False,
    ) -> dict[str, pygame.Rect]:
        """A seat's row: party, unconscious pile, inventory, bank, score pile. The two small
        piles (their top card) and the bank (a face-down pile, its flipped cards beside
        it) take a card and a bit; the party and the inventory share the rest by how many
        cards each shows, so neither overlaps while the row has room; no box is narrower than
        a card, so no pile runs into the next (two tiers: ``tiers``)."""
        if not mine and counts is not None and (self.tier_h or self.lined(counts)):
            return self.tier_segments(area, card, counts)
        gap = int(10 * self.scale)
        step = small = card[0] + int(6 * self.scale)
        counts = counts or {}
        # a narrow panel (three or more players): an empty pile keeps only its label's width
        compact = card[0] < usual_width(self.opp_card) and not mine
        # the empty piles that keep only their labels' width
        collapse = {"unconscious", "score", "inventory", "bank"} if compact else set()
        if mine:
            # a crowded row of full-size cards (your own): an empty KO or score pile keeps only
            # its label too, so the party and the inventory lie side by side as far as they can
            # (the bank and the inventory stay full: they are where cards are dropped). Another
            # seat's row keeps every pile's box: its Rewards are not clicked to use, and its
            # KO and score piles lost their boxes beside an inventory of four (a new player's
            # walk, 2026-11-26: "KO 0" squeezed next to "Inventory 4")
            fixed = 2 * small + self.pile_width(card) + step * counts.get("bank_up", 0)
            wants = sum(max(1, counts.get(z, 0)) * step for z in ("party", "inventory"))
            if wants > area.width - fixed - 4 * gap:
                collapse = {"unconscious", "score"}
        pr = getattr(self.table, "play_rect", area)
        wide = mine or (not compact and 2 * area.width > pr.width)  # your row, or a seat's alone
        label_w = self.label_widths(counts, mine, wide)

        def pile_w(z: str, full: int) -> int:
            if z in collapse and counts.get(z, 1) == 0:
                return label_w[z]
            return max(full, label_w[z]) if theme.ui_scale() > 1.0 else full

        inv_label_only = "inventory" in collapse and counts.get("inventory", 1) == 0
        ko, sc = pile_w("unconscious", small), pile_w("score", small)
        bank = pile_w("bank", self.pile_width(card) + step * counts.get("bank_up", 0))
        rest = max(2 * card[0], area.width - ko - sc - bank - 4 * gap)
        need = {z: max(1, counts.get(z, 0)) * step for z in ("party", "inventory")}
        if inv_label_only:
            party = rest - label_w["inventory"]
        elif sum(need.values()) <= rest:
            spare = rest - sum(need.values())
            party = need["party"] + spare * 3 // 5
        else:  # crowded: the party (the characters, what a player reads) comes first; the
            # inventory overlaps in what is left, but keeps a strip of every card to click (a
            # card buried under the others could not be used with the pointer)
            inv = min(need["inventory"], rest * need["inventory"] // sum(need.values()))
            strip = int(24 * self.scale)
            least = min(need["inventory"], card[0] + (counts.get("inventory", 1) - 1) * strip)
            party = max(rest - max(card[0], inv), min(need["party"], rest - max(card[0], least)))
        low = label_w["inventory"] if inv_label_only else card[0]
        if theme.ui_scale() > 1.0:  # large text: the party's and inventory's labels whole too
            party_w = theme.text_width(
                self.box_label("party", counts.get("party", 0)), self.label_px()
            )
            low = max(low, label_w["inventory"])
            party = max(party, party_w)
        party = min(rest - low, max(card[0], party))
        widths = {
            "party": party,
            "unconscious": ko,
            "inventory": rest - party,
            "bank": bank,
            "score": sc,
        }
        out = {}
        x = area.x
        for name, w in widths.items():
            out[name] = pygame.Rect(x, area.y + line, w, card[1])
            x += w + gap
        return out

    def label_widths(
        self, counts: dict[str, int], mine: bool = False, spaced: bool = False
    ) -> dict[str, int]:
        """The boxes' labels' widths ("KO 0", "Bank 0/20"): a collapsed empty pile keeps
        this much; with large text no box is narrower than its label with its count (your
        own bank's with its 20; the other seats' only with large text); ``spaced`` (a row
        as wide as the table's half), a space more besides the boxes' gap: the labels of two
        boxes side by side never read as one ("Bank 0 Score 1" at 200 %, a gap no wider than
        a word space). Each keeps room for two spaces after it with the boxes' gap ("Bank 0
        Score 0" on a computer's row at 150 %, "KO 0 Inv 0" in a narrow panel)."""
        large = theme.ui_scale() > 1.0
        px = self.label_px()
        apart = max(0, theme.text_width("  ", px) - int(10 * self.scale))  # ``segments``' gap
        if large and spaced:
            apart = max(apart, theme.text_width(" ", px))

        def short(z: str) -> bool:
            return z != "bank" or (large and not mine)

        return {
            z: apart
            + theme.text_width(
                self.box_label(z, counts.get(z, 0) if large else 0, short(z)),
                self.label_px(),
            )
            for z in ("unconscious", "score", "inventory", "bank")
        }

    def label_px(self) -> int:
        return self.fs - (3 if self.scale > 0.8 else 0)

    @staticmethod
    def box_label(name: str, count: int, short: bool = False) -> str:
        """A box's label: "Party 3", "KO 0", "Inventory 2" ("Inv 2" when short), "Bank 5/20"
        ("Bank 5" when short: a narrow panel with large text; the 20 is the rule's, said on
        your own row)."""
        if name == "bank":
            return f"Bank {count}" if short else f"Bank {count}/20"
        if name == "inventory" and short:
            return f"Inv {count}"
        word = {"unconscious": "KO", "score": "Score"}.get(name, name.capitalize())
        return f"{word} {count}"
