"""Austin Powers' words over the arena: its heading (an attempt's kind, a Slugfest's card, who
plays a Happening), the lines naming its Agents and the banners (an attempt declared, a bone's title as it lands, help asked,
who won, what a Happening did).

A banner lies in the arena under its heading (it lay over "SHAG ATTEMPT"), its line of who does
what wrapped inside the arena (with six seats it ran over the neighbouring seats' panels), and
where the arena has room, off an attempt's cards, the lines naming them and VS (``free_rooms``);
its box is opaque while its words are up (the arena's words showed through it); it
lasts as long as the table holds the computers for it (``view.STEP_PACES``), on the table's
clock."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from tabletop.games.austin.arena_names import LABEL_FONT, ArenaNames
from tabletop.games.austin.cards import and_names, bones_blocked, bones_blocked_short
from tabletop.games.austin.faces import BANNER_WHOLE, banner_life
from tabletop.games.austin.rules.viewtypes import AustinView, fight_side, seen
from tabletop.ui import theme
from tabletop.ui.parts import band_place
from tabletop.ui.parts.band_place import Band

#: the banner's words and their shadow
BANNER_GOLD = (255, 230, 120)
#: its box: opaque, nothing under it shows through its words
BANNER_BACK = (20, 6, 30)


#: the line under VS while the defender's side asks for help
HELP_LINE = "Help asked: the first Frickin' Bone to land counts!"


class ArenaLabel(NamedTuple):
    """A line under an arena Agent: ``who`` (its owner, in the seat's colour), then ``what``
    (the Agent and its bones by name) at ``px``, in ``rect``, for ``seat``."""

    who: str
    what: str
    px: int
    rect: pygame.Rect
    seat: int

    @property
    def text(self) -> str:
        return f"{self.who}: {self.what}" if self.who else self.what


class BannerPlan(NamedTuple):
    """Where a banner goes at its full size: its box, its big words (``px``, midtop ``at``;
    none where only the line under them has room), then the lines under them inside the box
    (words, px, midtop)."""

    box: pygame.Rect
    big: list[str]
    px: int
    at: tuple[int, int]
    small: list[tuple[str, int, tuple[int, int]]]

    def rects(self) -> list[pygame.Rect]:
        """Each line's box, the big words' first."""
        out = []
        x, y = self.at
        for line in self.big:
            r = pygame.Rect(0, 0, theme.text_width(line, self.px, "serif"), theme.line_h(self.px))
            r.midtop = (x, y)
            out.append(r)
            y += r.height
        for line, px, at in self.small:
            r = pygame.Rect(0, 0, theme.text_width(line, px, "bold"), theme.line_h(px))
            r.midtop = at
            out.append(r)
        return out


class AustinBanner(ArenaNames):
    """The arena's heading, the lines under its Agents and the banners over it."""

    def arena_heading(self, view: AustinView) -> pygame.Rect | None:
        """What heads the arena now: an attempt's title between its two icons, a Slugfest's
        card's name, or the lines saying who plays a Happening (None: an empty arena)."""
        title = self.arena_title(view)
        if title is not None or not view["happening"]:
            return title
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        _card, lines = self.happening_plan(view, arena)
        boxes = []
        for line, z, first, at in lines:
            r = pygame.Rect(0, 0, theme.text_width(line, z, "bold" if first else "sans"), 0)
            r.height = theme.line_h(z)
            r.midtop = at
            boxes.append(r)
        return boxes[0].unionall(boxes[1:]) if boxes else None

    def banner_rooms(self, view: AustinView) -> list[pygame.Rect]:
        """Where a banner may lie, the largest first: the arena inside its edge, under its
        heading (or above it, or beside it: a low arena's Happening has its lines beside its
        card)."""
        s = self.scale
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        m = int(8 * s)
        inner = arena.inflate(-2 * max(m, int(12 * s)), -2 * m)
        head = self.arena_heading(view)
        if head is None:
            return [inner]
        x0, y0, x1, y1 = inner.left, inner.top, inner.right, inner.bottom
        bands = [
            pygame.Rect(x0, head.bottom + m, x1 - x0, y1 - head.bottom - m),
            pygame.Rect(x0, y0, x1 - x0, head.top - m - y0),
            pygame.Rect(x0, y0, head.left - m - x0, y1 - y0),
            pygame.Rect(head.right + m, y0, x1 - head.right - m, y1 - y0),
        ]
        bands = [r.clip(inner) for r in bands if r.width > 0 and r.height > 0]
        return sorted(bands, key=lambda r: -r.width * r.height) or [inner]

    def banner_plan(self, view: dict[str, Any], b: dict[str, Any]) -> BannerPlan:
        """The banner ``b`` at its full size: in the arena's free room (``free_rooms``: off
        the attempt's cards, its VS and the lines naming them) where one holds it whole with
        its big words at least half their size; else in the first of ``banner_rooms`` that
        holds it whole (over the cards), else the largest, its lines cut to what fits."""
        v = seen(view)
        rooms = self.banner_rooms(v)
        big, small = str(b["big"]), self.banner_words(v, b)
        most = int(b.get("size", 64) * self.scale)
        cards, rest = self.arena_taken(v)
        key = (big, small, most, tuple(map(tuple, rooms)), tuple(map(tuple, cards + rest)))
        if self._banner_cache is not None and self._banner_cache[0] == key:
            return self._banner_cache[1]
        plan = None
        # clear of everything the arena shows; else of its cards and the lines naming them at
        # least (over VS, whole, or the line asking for help)
        labels = [lab.rect for lab in self.arena_labels(v)] if cards else []
        tiers = [cards + rest, cards + labels] if cards else []
        for room in (r for taken in tiers for r in self.free_rooms(taken, rooms)):
            plan = self._plan_in(room, big, small, most)
            if plan and plan.big and plan.px >= most // 2 and bool(plan.small) == bool(small):
                plan = self._over_whole(plan, room, rest)
                break
            plan = None  # too small there to read as a banner
        # a low arena (large text): smaller big words, then over its cards, never over the
        # lines naming them (a new player at 200 % read a bone's banner across them)
        for taken in [cards + labels, labels] if cards else []:
            for room in self.free_rooms(taken, rooms) if plan is None else []:
                plan = self._plan_in(room, big, small, most)
                if plan and plan.big and bool(plan.small) == bool(small):
                    plan = self._over_whole(plan, room, rest)
                    break
                plan = None
            if plan is None and taken is not labels and len(v["seats"]) > 4:  # a grid's box:
                for words in dict.fromkeys(x for x in self.table_words(small, big) if x):  # by it
                    plan = plan or self._banner_on_table(v, words, cards + labels + rest)
        for room in rooms if plan is None else []:
            plan = self._plan_in(room, big, small, most)
            if plan is not None:
                break
        plan = plan or self._plan_cut(rooms[0], big, most)
        self._banner_cache = (key, plan)
        return plan

    @staticmethod
    def _over_whole(plan: BannerPlan, room: pygame.Rect, rest: list[pygame.Rect]) -> BannerPlan:
        """``plan`` moved up or down in ``room`` so that it covers what it meets of ``rest``
        whole (half a VS peeking out over a banner reads as a stray mark)."""
        for r in rest:
            if plan.box.colliderect(r) and not plan.box.contains(r):
                box = plan.box.copy()
                box.centery = r.centery
                box.clamp_ip(room)
                dy = box.y - plan.box.y
                small = [(line, px, (x, y + dy)) for line, px, (x, y) in plan.small]
                at = (plan.at[0], plan.at[1] + dy)
                return BannerPlan(box, plan.big, plan.px, at, small)
        return plan

    _banner_cache: tuple[Any, BannerPlan] | None = None

    def arena_taken(self, view: AustinView) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the arena shows that a banner leaves uncovered where there is room: the cards
        (an attempt's or a Slugfest's Agents and bones, a Happening's card), then the rest (the
        lines naming them, VS, the line asking for help)."""
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        if view["happening"] and not view["fight"]:
            return [self.happening_plan(view, arena)[0]], []
        lay = self.arena_layout(view)
        cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
        if not cards:
            return [], []
        labels = [lab.rect for lab in self.arena_labels(view)]
        rest = list(labels)
        f = view["fight"]
        if f:
            title = self.arena_heading(view)
            helps = [self.help_place(view).rect] if f["helpers"] is not None else []
            vs = self.vs_place(arena, title.bottom if title else arena.y, labels + cards + helps)
            rest += ([vs[1]] if vs else []) + helps
        return cards, rest

    def vs_place(
        self, arena: pygame.Rect, top: int, taken: list[pygame.Rect]
    ) -> tuple[int, pygame.Rect] | None:
        """VS in the arena's middle, under ``top`` (the title's foot) and clear of ``taken``
        (the lines naming the Agents, the cards): its size and box, smaller in a low arena;
        None: no room for it."""
        for size in range(int(46 * self.scale), theme.MIN_TEXT - 1, -2):
            vs = pygame.Rect(0, 0, theme.text_width("VS", size, "serif"), theme.line_h(size))
            vs.center = arena.center
            vs.top = max(vs.top, top)
            if vs.bottom <= arena.bottom and vs.collidelist(taken) == -1:
                return size, vs
        return None

    def help_line(self, view: AustinView) -> str:
        """The arena's line while help is asked: the race's rule with several helpers
        (``HELP_LINE``); with one (every 3-player game) no race, so who is asked (it said "the
        first Frickin' Bone to land counts!" with one helper)."""
        f = view["fight"]
        helpers = (f["helpers"] if f else None) or []
        if len(helpers) == 1:
            return f"Help asked: {self.seat_name(helpers[0])} may throw a Frickin' Bone"
        return HELP_LINE

    def help_place(self, view: AustinView) -> Band:
        """Where the help line goes (``help_line``: "Help asked: the first Frickin' Bone to
        land counts!"): in the arena under its title, clear of its cards (and the throwers' figures on them),
        VS and the lines naming its Agents (and their owners' figures), as large as a free
        place there lets it be, on up to three lines (``band_place.place``): under VS, else
        beside it; in a low arena where neither has room (large text), in VS's place (VS then
        gives way: ``arena_taken``, ``draw_arena``), else on the table by the arena where it
        covers nothing (``_help_on_table``). At 150 % and 200 % text it lay under VS over the
        lines naming the Agents ("Frau Farbissina, LPGA Cruiser")."""
        s = self.scale
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        lay = self.arena_layout(view)
        cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
        labels = [lab.rect for lab in self.arena_labels(view)]
        title = self.arena_heading(view)
        top = title.bottom if title else arena.y
        vs = self.vs_place(arena, top, labels + cards)
        e, le = max(7, int(9 * s)), max(7, int(10 * s))  # the figures' sizes (``paint``)
        taken = [r.union((r.x - e, r.y - e, 2 * e, 2 * e)) for r in cards]
        taken += [
            r.union((r.x - 2 * le - int(4 * s), r.centery - le, 2 * le, 2 * le)) for r in labels
        ]
        taken += [title] if title else []
        first = None
        blocked = self.blocked_help(view)
        for line in blocked + self.help_forms(view):  # fewer words where it has no room
            key = (line, tuple(arena), s, tuple(map(tuple, taken)), vs)
            if self._help_cache is None or self._help_cache[0] != key:
                self._help_cache = (key, *self._help_in_arena(line, arena, top, taken, vs))
            _key, band, free = self._help_cache
            first = first or (None if line in blocked else band)
            if free:
                return band
            # no free place in the arena: by it on the table, where nothing is
            got = self._help_on_table(line, arena, taken + ([vs[1]] if vs else []))
            if got is not None:
                return got
        assert first is not None
        return first

    def blocked_help(self, view: AustinView) -> list[str]:
        """The help line for the helper on screen who holds Frickin' Bones and may throw none
        of them: why each cannot help (``cards.bones_blocked``), else fewer words pointing to
        "What can I do?" (a new player held "Oh, Behave!" when asked and saw no why); none
        for anyone else."""
        me = self.me()
        if any(a.verb == "throw" for a in self.table.legal(me)):
            return []
        why = list(dict.fromkeys(bones_blocked(view, me).values()))
        if not why:
            return []
        names, short = bones_blocked_short(view, me)  # every bone named, in each form
        return list(
            dict.fromkeys(
                [
                    f"Help asked, but {' '.join(why)}",
                    f"Help asked, but {short}" + ("" if short[-1] in "!?." else "."),
                    f"Help asked, but {and_names(names)} can't help here: F2 says why",
                    f"Help asked, but your {len(names)} bones can't help: F2 says why",
                ][: 3 if len(names) == 1 else 4]
            )
        )

    def help_forms(self, view: AustinView) -> list[str]:
        """The help line, then fewer words (six players at 200 %: the whole line had no free
        place and lay over the attacker's name)."""
        f = view["fight"]
        helpers = (f["helpers"] if f else None) or []
        short = "Help asked: the first bone counts!" if len(helpers) != 1 else "Help asked!"
        return [self.help_line(view), short, "Help asked!"]

    def _help_in_arena(
        self,
        line: str,
        arena: pygame.Rect,
        top: int,
        taken: list[pygame.Rect],
        vs: tuple[int, pygame.Rect] | None,
    ) -> tuple[Band, bool]:
        """``help_place`` in the arena: the best place there, and whether it covers nothing."""
        s = self.scale
        m = self.help_pad()
        inner = arena.inflate(-2 * int(12 * s), -2 * m)
        full = (inner.left, inner.right)
        # (top, span, VS kept): under VS, beside it (either side, or across), in its place
        tries = [(top, full, False)]
        if vs is not None:
            box = vs[1]
            sides = [(inner.left, box.left), (box.right, inner.right)]
            tries = [(box.bottom, full, True), (top, full, True)] + [(top, x, True) for x in sides]
            tries.append((top, full, False))
        found: list[tuple[bool, bool, int, int, Band]] = []
        for n, (y, span, kept) in enumerate(tries):
            keep = band_place.Keep([], taken + ([vs[1]] if kept and vs else []), [])
            area = pygame.Rect(inner.x, y, inner.width, max(0, inner.bottom - y))
            if span != full and span[1] - span[0] < 4 * m:
                continue  # no room beside VS
            band = band_place.place(line, theme.px(18 * s), span, area, keep, 2, m, arena.centerx)
            free = keep.cost(band.rect.inflate(m, m)) == (0, 0, 0)
            found.append((not free, not kept, -band.px, n, band))
            if free and n == 0:
                break  # under VS, as large as it has room for there
        best = min(found, key=lambda f: f[:4])
        return best[4], not best[0]

    def _help_on_table(
        self, line: str, arena: pygame.Rect, taken: list[pygame.Rect], most: int = 2
    ) -> Band | None:
        """The help line on the table where it covers nothing (``TablePainter.band_keeps``:
        no seat's cards, names or counts, no button), the first such place from the arena's
        top down (the hand the bones are thrown from is under it), as large as one has room
        for; None: none (a low arena at 200 % text on 1280x720 had no room for it at all)."""
        t = self.table
        paint = getattr(t, "paint", None)
        if paint is None:
            return None
        keep = paint.band_keeps()
        keep.keep = [r for r in keep.keep if r != self.help_box] + taken  # not its own last place
        geo, n = self.geometry(len(t.view["seats"])), self.hand_size(t.view)
        if self.legend_shown(geo, n):  # the icons legend beside your hand (it lay over it)
            keep.keep.append(self.legend_rect(geo, n))
        lay = t.gv.layout_for(t.view, t.acting_seat())
        hand = [
            it.rect for it in (lay.items if lay else []) if getattr(it, "key", ("",))[0] == "hand"
        ]
        if hand:  # your hand's label, beside the row's end or over it (``hand_label_rect``)
            top, right, h = (
                min(r.top for r in hand),
                max(r.right for r in hand),
                theme.line_h(16 * self.scale),
            )
            keep.keep.append(pygame.Rect(right, top - 2 * h, t.play_rect.right - right, 4 * h))
        key = (line, most, *(tuple(map(tuple, x)) for x in vars(keep).values()))
        cache: dict[Any, Band | None] = self.__dict__.setdefault("_help_tables", {})
        if key in cache:
            return cache[key]
        m = theme.grow(10 * self.scale)  # off the window's edges, as the status band
        play = t.play_rect
        area = pygame.Rect(play.x, arena.top, play.width, max(0, play.bottom - arena.top - m))
        span = (play.left + m, play.right - m)
        band = band_place.place(
            line, theme.px(18 * self.scale), span, area, keep, most, m, arena.centerx
        )
        got = band if keep.cost(band.rect.inflate(m, m)) == (0, 0, 0) else None
        if len(cache) > 8:
            cache.clear()
        cache[key] = got  # (the help line's and a banner's, each frame)
        return got

    @staticmethod
    def table_words(small: str, big: str) -> list[str]:
        """A banner's words on the table, fewer where they have no room: who does what, its
        big words, then who won ("X wins the attack against Y." as "X wins the attack!")."""
        said = small or big
        return [small, big, said.split(" against ")[0] + "!" if " against " in said else ""]

    def _banner_on_table(
        self, view: AustinView, words: str, taken: list[pygame.Rect]
    ) -> BannerPlan | None:
        """A banner in the small middle box of five or six seats' grid with no room for it off
        the duel's cards and the lines naming them (six players at 200 %: "Frickin' Bone:
        Frickin' Laser Beams!" lay over VS and both cards, the whole duel): its words on the
        table by the arena, where they cover nothing (``_help_on_table``); None: no such
        place, or only a sliver."""
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        band = self._help_on_table(words, arena, taken, 3)  # (up to four lines)
        if band is None or band.rect.width < arena.width // 2:  # (not a sliver)
            return None
        lh = theme.line_h(band.px)
        y = band.rect.centery - lh * len(band.lines) // 2
        small = [(x, band.px, (band.rect.centerx, y + i * lh)) for i, x in enumerate(band.lines)]
        return BannerPlan(band.rect, [], 0, band.rect.midtop, small)

    #: the banner's box as last drawn (``draw_banner``; None until a new one is drawn)
    banner_box: pygame.Rect | None = None
    _help_cache: tuple[Any, Band, bool] | None = None
    #: the help line as last drawn (``View.help_now``)
    help_box: pygame.Rect | None = None

    def help_pad(self) -> int:
        """The help line's margin round it, and its padding over its first line."""
        return max(2, int(4 * self.scale))

    def free_rooms(self, taken: list[pygame.Rect], rooms: list[pygame.Rect]) -> list[pygame.Rect]:
        """The largest rectangles of ``rooms`` that ``taken`` leaves free (with a margin), the
        largest first."""
        m = int(6 * self.scale)
        taken = [r.inflate(2 * m, 2 * m) for r in taken]
        out: list[pygame.Rect] = []
        for room in rooms:
            near = [r.clip(room) for r in taken if r.colliderect(room)]
            xs = sorted({room.left, room.right, *(x for r in near for x in (r.left, r.right))})
            ys = sorted({room.top, room.bottom, *(y for r in near for y in (r.top, r.bottom))})
            for i, x0 in enumerate(xs):
                for x1 in xs[i + 1 :]:
                    for j, y0 in enumerate(ys):
                        for y1 in ys[j + 1 :]:
                            r = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
                            if r.collidelist(near) >= 0:
                                break  # taller ones meet it too
                            out.append(r)
        out.sort(key=lambda r: -r.width * r.height)
        return [r for k, r in enumerate(out) if not any(o.contains(r) for o in out[:k])][:12]

    def _plan_in(self, room: pygame.Rect, big: str, small: str, most: int) -> BannerPlan | None:
        """``_plan_padded`` with room between the words and the frame's sides grown with the
        text, else (its words fewer or cut) as at 100 %."""
        plan = None
        for pad in (theme.grow(24 * self.scale), int(16 * self.scale)):
            self.pad_x = pad
            plan = self._plan_padded(room, big, small, most)
            if plan is not None and bool(plan.big) == bool(big) and bool(plan.small) == bool(small):
                return plan
        return plan

    def _plan_padded(self, room: pygame.Rect, big: str, small: str, most: int) -> BannerPlan | None:
        """One box in ``room`` holding the big words as large as fit (up to ``most``, never
        under the line below them, on two lines before they shrink further) and the line of
        who does what under them (smaller, down to the smallest text, before it takes a third
        line); where both have no room, who does what alone (an attempt's kind is the arena's
        heading already), else the big words alone. Centred in the room; None: no room."""
        s = self.scale
        wide = room.width - 2 * self.banner_pad()
        bigs = range(most, theme.MIN_TEXT - 1, -2)
        smalls = range(theme.px(18 * s), theme.MIN_TEXT - 1, -1)

        def lines(text: str, px: int, kind: str) -> list[str]:
            got = theme.wrap(text, px, wide, kind) if text else []
            return got if len(got) <= 2 or px <= theme.MIN_TEXT else []  # smaller, not 3 lines

        def fits(bl: list[str], bpx: int, sl: list[str], spx: int) -> bool:
            widths = [theme.text_width(x, bpx, "serif") for x in bl]
            widths += [theme.text_width(x, spx, "bold") for x in sl]
            return (
                max(widths, default=0) <= wide and self._banner_h(bl, bpx, sl, spx) <= room.height
            )

        best: tuple[list[str], int, list[str], int] | None = None
        for spx in smalls if small else [theme.MIN_TEXT]:
            sl = lines(small, spx, "bold")
            if small and not sl:
                continue
            for bpx in (x for x in bigs if x >= spx):
                bl = lines(big, bpx, "serif")
                if bl and fits(bl, bpx, sl, spx):
                    best = (bl, bpx, sl, spx)
                    break
            if best is not None:
                break
        for spx in smalls if best is None and small else []:  # who does what alone
            sl = theme.wrap(small, spx, wide, "bold")
            if fits([], 0, sl, spx):
                best = ([], 0, sl, spx)
                break
        for bpx in bigs if best is None else []:  # the big words alone
            bl = theme.wrap(big, bpx, wide, "serif")
            if fits(bl, bpx, [], 0):
                best = (bl, bpx, [], 0)
                break
        return None if best is None else self._plan_box(room, *best)

    def _plan_cut(self, room: pygame.Rect, big: str, most: int) -> BannerPlan:
        """The last resort (a room too small for any whole banner): the big words at the
        smallest text, as many lines as fit, the last one ending in an ellipsis."""
        px, wide = theme.MIN_TEXT, room.width - 2 * self.banner_pad()
        bl = theme.wrap(big, px, max(1, wide), "serif")
        cut = len(bl)
        while cut > 1 and self._banner_h(bl[:cut], px, [], 0) > room.height:
            cut -= 1
        if cut < len(bl):
            bl = bl[: cut - 1] + [theme.fit_text(bl[cut - 1] + "\u2026", px, wide, "serif")[1]]
        return self._plan_box(room, bl, px, [], 0)

    def _plan_box(
        self, room: pygame.Rect, bl: list[str], bpx: int, sl: list[str], spx: int
    ) -> BannerPlan:
        """The box for big lines ``bl`` and small lines ``sl``, centred in ``room``."""
        s = self.scale
        pad_x, pad_y, gap = self.banner_pad(), max(3, int(8 * s)), max(2, int(4 * s))
        widths = [theme.text_width(x, bpx, "serif") for x in bl]
        widths += [theme.text_width(x, spx, "bold") for x in sl]
        box = pygame.Rect(0, 0, max(widths) + 2 * pad_x, self._banner_h(bl, bpx, sl, spx))
        box.center = room.center
        box.clamp_ip(room)  # (a box wider than its room: its middle in it)
        y = box.y + pad_y + theme.line_h(bpx) * len(bl) + (gap if bl and sl else 0)
        out = []
        for line in sl:
            out.append((line, spx, (box.centerx, y)))
            y += theme.line_h(spx)
        return BannerPlan(box, bl, bpx, (box.centerx, box.y + pad_y), out)

    def banner_pad(self) -> int:
        """The room between a banner's words and its frame's sides, grown with the text (at
        200 % "Felicity Shagwell wins the attack against Dr." ran from rim to rim) where the
        banner is whole with it, else as at 100 % (``banner_plan``)."""
        return int(self.__dict__.get("pad_x", 0)) or theme.grow(24 * self.scale)

    def _banner_h(self, bl: list[str], bpx: int, sl: list[str], spx: int) -> int:
        """A banner box's height: its big lines, the gap, its small lines, the padding."""
        s = self.scale
        pad_y, gap = max(3, int(8 * s)), max(2, int(4 * s))
        high = (theme.line_h(bpx) * len(bl) if bl else 0) + (gap if bl and sl else 0)
        return 2 * pad_y + high + (theme.line_h(spx) * len(sl) if sl else 0)

    def banner_words(self, view: AustinView, b: dict[str, Any]) -> str:
        """The line under a banner's big words: who does what (a bone: its card's name)."""
        small = str(b.get("small") or "")
        if b.get("kind") == "BoneThrown" and b.get("card") is not None:
            name = self.names(view).get(int(b["card"]), "")
            small = f"Frickin' Bone: {name}" if name else ""
        return small

    def draw_banner(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        t = self.table
        if not self.banners or (t.game.is_terminal() and t.ended_shown and not t.frozen):
            return  # the result's panel is over the arena: the last banner lay half under it
        b = self.banners[-1]
        k = (self.clock() - b["t0"]) / banner_life(b)
        if not 0 <= k <= 1:
            return
        plan = self.banner_plan(view, b)
        self.banner_box = plan.box.copy()  # what the table keeps clear of (``headings``)
        # the box and its big words grow into place (words only in a line under them: whole
        # at once, never an empty box growing)
        grow = min(1.0, k / 0.12) if plan.big else 1.0
        # fading: its words go over an opaque box (what lies under it never shows through its
        # words: "The arena" did, 2026-11-26), and the box with them (an empty box stayed over
        # the duel, six players at 200 %)
        fade = 0.0 if k < BANNER_WHOLE else (k - BANNER_WHOLE) / (1 - BANNER_WHOLE)
        alpha = max(0, int(255 * (1 - 2 * fade)))
        if alpha <= 0:
            return
        box = plan.box.copy()
        box.size = (int(box.width * (0.6 + 0.4 * grow)), int(box.height * (0.6 + 0.4 * grow)))
        box.center = plan.box.center
        pygame.draw.rect(surf, BANNER_BACK, box, border_radius=18)
        pygame.draw.rect(surf, (255, 196, 64), box, 3, border_radius=18)
        if plan.big:
            self._banner_big(surf, plan, box, grow, alpha)
        for line, lpx, at in plan.small if grow >= 1.0 else []:  # once the box is whole
            img = theme.text(line, lpx, theme.TEXT, "bold").copy()
            img.set_alpha(alpha)
            surf.blit(img, img.get_rect(midtop=at))

    def _banner_big(
        self, surf: pygame.Surface, plan: BannerPlan, box: pygame.Rect, grow: float, alpha: int
    ) -> None:
        """The banner's big words, growing with its box into place."""
        k = 1.0 if grow >= 1.0 else 0.6 + 0.4 * grow
        px = max(theme.MIN_TEXT, int(plan.px * k))
        high = theme.line_h(px) * len(plan.big)
        x, y = plan.at if grow >= 1.0 else (box.centerx, box.centery - high // 2)
        for line in plan.big:
            img = theme.text(line, px, BANNER_GOLD, "serif")
            at = img.get_rect(midtop=(x, y))
            for pic, dx in ((theme.text(line, px, (0, 0, 0), "serif"), 3), (img, 0)):
                pic = pic.copy()
                pic.set_alpha(alpha)
                surf.blit(pic, at.move(dx, dx))
            y += theme.line_h(px)

    def arena_labels(self, view: AustinView) -> list[ArenaLabel]:
        """Under each Agent in the arena, its owner's name (and "asked for help") and then, in
        words, the Agent and the bones thrown on it: the cards' own titles are cut at an arena's
        small size ("Felicity Sha..."). A line wider than its card runs from the card's outer
        edge, inside its half of the arena (a brawler's slot), so none leaves the arena or
        covers the other side's."""
        s = self.scale
        arena: pygame.Rect = self.geometry(len(view["seats"]))["arena"]
        inner = arena.inflate(-int(12 * s), 0)
        f = view["fight"]
        lay = self.arena_layout(view)
        names = self.names(view)
        out = []
        room = inner.width // 2 - int(20 * s) if f else inner.width // max(1, len(lay["agents"]))
        fig = 2 * max(7, int(10 * s)) + int(4 * s)  # the owner's figure before the line
        room, inner.x, inner.width = room - fig, inner.x + fig, inner.width - fig
        two = self.two_lines(view)
        for side_key, cid, owner, r in lay["agents"]:
            who = self.seat_name(owner)
            if f and fight_side(f, side_key)["asked"]:
                who += " \u00b7 asked for help"
            thrown = [
                (b["card"]["name"], None if b["seat"] == owner else self.seat_name(b["seat"]))
                for b, _r, side in lay["bones"]
                if side == side_key
            ]  # a helper's bone says who threw it, where that fits
            head, agent = f"{who}: ", names.get(int(cid), "")
            px, what = self._label_what(head, agent, thrown, room)
            if not what.startswith(agent):
                # large text in a low, narrow arena (1024x600 at 200 %): the Agent's name
                # whole after the owner's figure (its shape and colour are the seat's, as on
                # its panel) rather than "Computer 2: Frau Farbissina, LPGA..."
                who, head = "", ""
                px, what = self._label_what(head, agent, thrown, room)
            lines = [head + what]
            if int(cid) in two and not what.startswith(agent):  # cut: its name on two lines
                lines = two[int(cid)]
                who, head, what, px = "", "", "\n".join(lines), theme.MIN_TEXT
            width = max(theme.text_width(x, px, LABEL_FONT) for x in lines)
            lr = pygame.Rect(0, 0, width, theme.line_h(px) * len(lines))
            lr.midtop = (r.centerx, r.bottom + int(10 * s))  # under the bones (8 lower)
            if lr.width > r.width:
                # the defender's runs left; the attacker's and a brawler's run right (over
                # their own bones)
                lr.left = r.right - lr.width if side_key == "def" else r.left
            lr.clamp_ip(inner)
            out.append(ArenaLabel(who, what, px, lr, owner))
        return out

    def _label_what(
        self, head: str, agent: str, bones: list[tuple[str, str | None]], room: int
    ) -> tuple[int, str]:
        """The size and the words after ``head`` that fit ``room``: the Agent and its bones by
        name with a helper's name after its bone, else without the helpers' names, else the
        last bones counted ("+ 2 more")."""
        named = [f"{b} ({by})" if by else b for b, by in bones]
        plain = [b for b, _by in bones]
        tries = [(named, len(bones))] + [(plain, k) for k in range(len(bones), -1, -1)]
        for names, k in tries:
            more = [f"{len(bones) - k} more"] if k < len(bones) else []
            what = " + ".join([agent, *names[:k], *more])
            px = theme.fit_px(head + what, theme.px(16 * self.scale), room, LABEL_FONT)
            if theme.text_width(head + what, px, LABEL_FONT) <= room:
                return px, what
        return theme.fit_text(agent, px, room - theme.text_width(head, px, LABEL_FONT), LABEL_FONT)

    def happening_plan(
        self, view: AustinView, arena: pygame.Rect
    ) -> tuple[pygame.Rect, list[tuple[str, int, bool, tuple[int, int]]]]:
        """The Happening's card and the lines saying who plays it (and who tied for last),
        each (words, size, the first line's, midtop): the lines at the top and the card under
        them, or in a low arena (large text) the card at the arena's left and the lines beside
        it; the card never covers the words (at 200 % it lay over "plays a Happening and
        makes the peace sign!")."""
        s = self.scale
        hap = view["happening"]
        assert hap is not None
        side = view["seats"][hap["seat"]]["side"]
        gesture = "peace sign" if side == "good" else "evil pinky smirk"
        said = [(f"{self.seat_name(hap['seat'])} plays a Happening and makes the {gesture}!", 20)]
        if hap["tied"]:
            said.append((f"Tied for last: {', '.join(self.seat_name(x) for x in hap['tied'])}", 18))
        m, room = int(8 * s), arena.width - int(24 * s)
        high = sum(theme.line_h(int(z * s)) * len(theme.wrap(t, int(z * s), room)) for t, z in said)
        h = min(int(154 * s), arena.height - 3 * m - high)
        beside = h < max(56, arena.height // 2)  # a low arena: the card left of the lines
        h = arena.height - 2 * m if beside else h
        cr = pygame.Rect(0, 0, h * 110 // 154, h)
        area = pygame.Rect(arena.x + int(12 * s), arena.y + m, room, high)
        if beside:
            cr.topleft = (arena.x + int(24 * s), arena.y + m)
            area = pygame.Rect(cr.right + int(16 * s), arena.y, 0, arena.height)
            area.width = arena.right - int(16 * s) - area.x
        lines = [
            (line, int(z * s), k == 0)
            for k, (t, z) in enumerate(said)
            for line in theme.wrap(t, int(z * s), area.width)
        ]
        y = area.centery - sum(theme.line_h(z) for _l, z, _f in lines) // 2 if beside else area.y
        out = []
        for n, (line, z, first) in enumerate(lines):
            if not beside and not first and lines[n - 1][2]:
                cr.midtop = (arena.centerx, y + m)  # the card between the lines
                y = cr.bottom + m
            out.append((line, z, first, (area.centerx, y)))
            y += theme.line_h(z)
        if not beside and all(first for _l, _z, first in lines):
            cr.midtop = (arena.centerx, y + m)
        return cr, out
