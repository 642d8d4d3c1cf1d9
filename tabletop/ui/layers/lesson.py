"""A lesson's pointing at the table: the item the step names (or the items of the move it wants:
a card and where it goes, a button) glows in a hole of a dimmed table, an arrow shows the way,
and the step's text sits in a panel placed where it covers none of them (and as little of the
rest as it can). Everything is computed from the game's layout at each frame, so it follows the
window's size. The panel's buttons: Next (a note; also the N key and Enter: Tab, the arrows,
Esc, Space, the digits and I are the table's own keys), Leave lesson, and at the end
Play a real game. Drawing never changes the game; Next and the buttons ask the lesson's table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button, label_pad
from tabletop.ui.layers import TableLayer, lesson_arrow
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.parts.gestures import Click, Drag, Pick
from tabletop.ui.parts.layout import ButtonItem, CardItem, Layout, PileItem

if TYPE_CHECKING:
    from tabletop.lessons.table import LessonTable

#: Next on a note, as Enter is there (Tab, the arrows, Esc, Space, the digits and I stay the
#: table's: a focused card or button, a prompt's option, the large view)
NEXT_KEY = pygame.K_n
#: the panel's words while the table still makes the moves of the steps before (a note's
#: ``then``): the step's own words speak of the table after them ("Your turn")
CATCHING_UP = "The other players are moving: watch the table and the log."
#: what a step's mouse words are on the keys (``LessonLayer.by_keys``)
KEYS_DRAG = "By keys: Enter picks the card up, the arrows take it there, Enter puts it down."
KEYS_READ = "By keys: I reads the focused card large."
#: how dark the rest of the table gets (alpha of black over the play area)
DIM = 120
#: the narrow panel's width, of the wide one's
NARROW = 0.6
#: the panel's places in the play area, in order of preference (x, y as fractions)
ANCHORS = [
    (0, 0), (1, 0), (0, 1), (1, 1), (0.5, 0), (0, 0.5), (1, 0.5), (0.5, 1), (0.5, 0.5),
    (0.25, 1), (0.75, 1), (0.25, 0), (0.75, 0),
]  # fmt: skip


class LessonLayer(TableLayer):
    """The lesson's panel takes its clicks (and N for Next); the rest goes on."""

    t: LessonTable

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.buttons: list[Button] = []
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.holes: list[pygame.Rect] = []
        #: (text, small text) sizes when the panel's room makes them smaller (``lay_out``)
        self.fit: tuple[int, int] | None = None
        #: the pointing is at what lays the step's card out (``GameView.reveal``)
        self.revealing = False
        self._dim: tuple[Any, pygame.Surface] | None = None
        #: (step, rect) of the panel drawn last, on the table or over a race or a shot
        self.shown: tuple[int, pygame.Rect] | None = None
        #: the arrow drawn last (None: no arrow)
        self.arrow: lesson_arrow.Arrow | None = None
        #: laid out at the last frame, and only the pointer moved since (``process_event``)
        self.laid = False

    # ------------------------------------------------------------------ input
    def process_event(self, event: pygame.event.Event) -> bool:
        t = self.t
        if t.curtain_for is not None:
            return False
        # the pointer moving changes nothing the panel is laid out by: the last frame's layout
        # stands until another kind of input (a click may make a move)
        if event.type != pygame.MOUSEMOTION or not self.laid:
            self.lay_out()
        self.laid = event.type == pygame.MOUSEMOTION
        if any(b.handle(event) for b in self.buttons):
            t.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.panel_rect.collidepoint(event.pos):
            return True  # a click on the panel is the panel's
        if event.type == pygame.KEYDOWN and t.run.finished and t.focus.process_event(event):
            return True  # the end's keys are its buttons' (before a view's text box)
        step = t.run.step
        if event.type == pygame.KEYDOWN and step and step.is_note and self.next_key(event):
            t.next_note()
            return True
        return False

    def next_key(self, event: pygame.event.Event) -> bool:
        """N, or Enter while a note is read: Next (never the move the note points at)."""
        t = self.t
        if event.key == NEXT_KEY:
            return True
        act = t.focus.keys.command(event.key) == "act" and not event.mod & pygame.KMOD_CTRL
        return act and t.reading_note()

    # ------------------------------------------------------------------ what is pointed at
    def wanted(self) -> Action | None:
        t = self.t
        return t.run.wanted(len(t.game.log))

    def layout(self) -> Layout | None:
        t = self.t
        return t.gv.layout_for(t.view, t.viewer)

    def key_matches(self, point: tuple[Any, ...], key: tuple[Any, ...]) -> bool:
        if len(point) != len(key):
            return False
        for p, k in zip(point, key):
            if p == k:
                continue
            if isinstance(p, str) and isinstance(k, int) and not isinstance(k, bool):
                name = self.t.game.card_name(k)
                if name is not None and name.casefold() == p.casefold():
                    continue
            return False
        return True

    def item_rect(self, point: tuple[Any, ...], action: Action | None = None) -> pygame.Rect | None:
        """Where the layout item named ``point`` is drawn (a move button: in the button row)."""
        lay = self.layout()
        if lay is None:
            return None
        for it in lay.top_first():
            if self.key_matches(point, it.key):
                if isinstance(it, ButtonItem):
                    return self.button_rect(action, it.label)
                return it.rect if it.rect.width and it.rect.height else None
        return None

    def button_rect(self, action: Action | None, label: str = "") -> pygame.Rect | None:
        for b in self.t.buttons:
            args = getattr(b.on_click, "args", ())
            if action is not None and args and args[0] == action:
                return b.rect
        for b in self.t.buttons:
            if label and b.label == self.t.gv.say(label):
                return b.rect
        return None

    def targets(self) -> tuple[list[pygame.Rect], tuple[pygame.Rect, pygame.Rect] | None]:
        """The rects pointed at now, and an arrow (from, to) for a drag."""
        t = self.t
        step = t.run.step
        if step is None or t.curtain_for is not None:
            return [], None
        if t.run.catching_up(len(t.game.log)):
            return [], None  # the step points at the table after the other players' moves
        want = self.wanted()
        self.revealing = False
        picked = [b.rect for b in t.chooser if getattr(b.on_click, "args", ())[:1] == (want,)]
        if picked:  # a gesture that could mean several moves: the step's among them
            return picked, None
        if step.point is not None:
            r = self.item_rect(step.point, want)
            return ([r] if r is not None else []), None
        if want is None:
            return [], None
        g = t.gv.gesture(want, t.view)
        if isinstance(g, Drag):
            a, b = self.item_rect(g.source), self.item_rect(g.target)
            if a is None:  # a card laid out nowhere now (a face-down bank's): what shows it
                shows = t.gv.reveal(g.source, t.view, t.viewer)
                r = self.item_rect(shows) if shows is not None else None
                if r is not None:
                    self.revealing = True
                    return [r], None
            holes = [r for r in (a, b) if r is not None]
            return holes, (a, b) if a is not None and b is not None else None
        if isinstance(g, Click):
            r = self.item_rect(g.key, want) or self.button_rect(want)
            return ([r] if r is not None else []), None
        if isinstance(g, Pick):
            return self.pick_targets(want), None
        if g is None:
            spots = [r for a, r in t.prompt_cards.targets() if a == want]
            r = self.button_rect(want)
            return spots + ([r] if r is not None else []), None
        return [], None

    def pick_targets(self, want: Action) -> list[pygame.Rect]:
        """A choice of several cards (RPG Get!'s Redraw, targets X(Y)) made by clicks: a card
        picked that the step does not want (to click again: unpicked), else the wanted cards
        not picked yet, else its Confirm button."""
        t = self.t
        picked = self.picked()
        spots = {a.args[0]: r for a, r in t.prompt_cards.targets() if a.args}
        wrong = [spots[v] for v in picked if v not in want.args and v in spots]
        if wrong:
            return wrong
        left = [spots[v] for v in want.args if v not in picked and v in spots]
        if left:
            return left
        r = self.button_rect(want)
        return [r] if r is not None else []

    def stage(self) -> tuple[Any, ...]:
        """How far a move of several gestures has come (the cards picked, its card laid out):
        the keyboard's focus goes to what is pointed at anew at each stage."""
        self.targets()
        return (tuple(self.picked()), self.revealing)

    def picked(self) -> list[Any]:
        """The cards picked in the open several-card choice (they belong to the screen)."""
        t = self.t
        return list(t.prompts.picked_now(t.prompt_key()))

    def pick_wanted(self, value: Any) -> bool:
        """Picking (or unpicking) ``value`` in the open choice is what the step asks, or
        undoes a wrong pick; the step wants no such choice: True (nothing to say)."""
        want = self.wanted()
        if want is None or not isinstance(self.t.gv.gesture(want, self.t.view), Pick):
            return True
        return value in want.args or value in self.picked()

    # ------------------------------------------------------------------ the panel
    def lines(self) -> tuple[str, str, str]:
        """(heading, text, status) of the panel."""
        t = self.t
        run, lesson = t.run, t.lesson
        if run.finished:
            res = t.game.result()
            said = t.gv.say(res.text) + " " if res is not None else ""
            return (
                f"{lesson.title}: done",
                f"{said}That is the lesson. Play a real game against the computer now, "
                "or go back to the games.",
                "",
            )
        step = run.step
        assert step is not None
        number, total = run.counter()
        head = f"{lesson.title} \u2022 step {number} of {total}"
        if run.catching_up(len(t.game.log)):  # the step's words are for after these moves
            return head, CATCHING_UP, "The lesson goes on when they are done."
        race_says = self.race_status()
        if step.is_note:
            status = "Press Next (or N) when you have read this."
        elif race_says:
            status = race_says  # the race is up: the learner's part in it, not "the others"
        elif self.wanted() is not None or step.free:
            status = "Your move." if not step.free else "Your choice."
            if step.free and step.match is None:
                status = "Your choice: any move you like."
        elif step.wait and t.app.scene is not t:
            status = "Your part: in the race."
        else:
            status = "The other players are moving\u2026"
        text = t.gv.say(run.text())
        return head, text, self.by_keys(text, status)

    def by_keys(self, text: str, status: str) -> str:
        """The status with the keys' way of what the step's words say with the mouse, for a
        learner on the keys (the ring shown): a drag (a keyboard newcomer read "Drag the
        Courier..." with no mouse in hand), a right-click."""
        if not self.t.focus.active or not status.startswith(("Your move", "Your choice", "Press")):
            return status
        words = text.lower()
        if "drag" in words and not status.startswith("Press"):
            return f"{status} {KEYS_DRAG}"
        if "right-click" in words:
            return f"{status} {KEYS_READ}"
        return status

    def race_status(self) -> str:
        """The learner's part in the race on screen, naming their key: make the gesture (their
        own Happening), copy it now (the gesture is made and they have not copied it), or
        "in the race"; "" when no race of theirs is up. 2026-11-26: over the learner's own
        race the panel said "The other players are moving"."""
        t = self.t
        over = t.app.scene
        race = getattr(over, "race", None)
        keys = getattr(over, "keys", None)
        me = t.run.learner
        if over is t or race is None or keys is None or race.done:
            return ""
        if me != race.opener and me not in race.seats:
            return ""
        key = keys.main_label(me)
        if key == "phone":
            how = "press the button on your phone"
        elif not key or "click" in key:
            how = "click the race"
        else:
            how = f"press {key} (or click the race)"
        if me == race.opener:
            if race.window.opened_ns is None:
                return f"Your part: {how} to make the gesture."
            return "Your part: done. The others copy it."
        w = race.window
        if w.opened_ns is not None and not w.is_out(me):
            return f"Copy it now: {how}."
        return "Your part: in the race."

    def sizes(self) -> tuple[int, int, int, int]:
        """(panel width, text size, small text size, padding) at the table's scale."""
        s = self.t.scale
        pr = self.t.play_rect
        width = min(int(600 * s), int(pr.width * 0.46))
        return width, theme.px(27 * s), theme.px(19 * s), int(18 * s)

    def lay_out(self) -> None:
        """The panel's size and place, and its buttons."""
        t = self.t
        if not hasattr(t, "play_rect"):
            return
        width, size, small, pad = self.sizes()
        bh = int(48 * t.scale)
        said = self.lines()  # (the same words for every size and place tried)
        heights: dict[tuple[int, int, int], int] = {}

        def panel(w: int, text: tuple[int, int] = (size, small)) -> pygame.Rect:
            key = (w, *text)
            if key not in heights:
                rows = self.button_rows(w)
                tall = rows * bh + (rows - 1) * int(12 * t.scale)
                heights[key] = self.panel_height(w, *text, pad, said) + tall
            return pygame.Rect(0, 0, w, heights[key])

        holes, _arrow = self.targets()
        self.holes = holes
        self.fit = None
        soft = self.soft_items()
        area = t.play_rect.inflate(-int(24 * t.scale), -int(24 * t.scale))
        # a narrow, taller panel too: it fits a side column where the wide one would cover
        # cards (Codenames' grid leaves only its clue column free)
        narrow = self.narrow_width(width)
        # what the step speaks of stays in sight where a place allows (``sight``): "the panel
        # at the left" was covered by the note that named it
        # the largest first: where no place leaves all of it, the smallest (a name) gives way;
        # never for the learner's own cards on a free step (any of them may be played)
        # (what the note points into and the choice's cards, ``step_sight``, give way first:
        # the learner's own panel the note names stays)
        sight = sorted(self.sight(), key=_area, reverse=True) + self.step_sight()
        free = t.run.step is not None and t.run.step.free
        mine = [it.rect for it in (self.layout() or Layout()).items if free and _draggable(it)]
        best = None
        for k in range(len(sight), 0, -1):
            keep = holes + mine + sight[:k]
            best = self.best_place([panel(width), panel(narrow)], keep, area, soft)
            if best is None:  # the text a little smaller rather than cover it
                less = (width, narrow, width * 9 // 10, width * 4 // 5)  # between the two too
                best = self.shrunk_place(panel, less, (size, small), keep, area, soft)
            if best is not None:
                break
        if best is None:
            best = self.best_place([panel(width), panel(narrow)], holes, area, soft)
        if (best is None or best[0] > 0) and not t.log_folded:
            # no free place on the table (large text, a long step): the log's column, with
            # the text a little smaller if it must (a step is read now, the log later)
            col = t.log_rect
            least = theme.px(15 * t.scale)
            while panel(col.width, (size, small)).height > col.height and size > least:
                size, small = size - 1, max(least, small - 1)
            top = panel(col.width, (size, small))
            top.topleft = col.topleft
            # under the log's newest line where it leaves the note room, else over its oldest
            under = top.move(0, t.log.bottom_line(col, t.scale) + int(8 * t.scale) - col.top)
            for r in (under, top):
                free = col.contains(r)
                free = free and not any(r.colliderect(h.inflate(16, 16)) for h in holes)
                if free and sum(_cover(r, o, w) for o, w in soft) == 0:
                    best, self.fit = (0.0, self.whole_lines_under(r, holes, soft)), (size, small)
                    break
        if best is None:
            best = self.smaller_place(panel, (width, narrow), (size, small), holes, area, soft)
        self.panel_rect = best[1]
        self.buttons = self.make_buttons(bh)

    def whole_lines_under(
        self, r: pygame.Rect, holes: list[pygame.Rect], soft: list[tuple[pygame.Rect, int]]
    ) -> pygame.Rect:
        """A note ``r`` in the log's column grown down over the rest of the log's entry its
        foot would cut, so that the lines under it begin with an entry's first row, whole (at
        200 % the Marvel Codenames lesson's note left "clue." showing under it); ``r`` where
        the grown one would cover what the step points at or more of the table."""
        t, col = self.t, self.t.log_rect
        foot = t.log.entry_foot(col, t.scale, r.bottom)
        if foot <= r.bottom:
            return r
        grown = pygame.Rect(r.x, r.y, r.width, min(col.bottom, foot + int(4 * t.scale)) - r.y)
        if any(grown.colliderect(h.inflate(16, 16)) for h in holes):
            return r
        return r if sum(_cover(grown, o, w) for o, w in soft) else grown

    def smaller_place(
        self,
        panel: Callable[[int, tuple[int, int]], pygame.Rect],
        widths: tuple[int, int],
        text: tuple[int, int],
        holes: list[pygame.Rect],
        area: pygame.Rect,
        soft: list[tuple[pygame.Rect, int]],
    ) -> tuple[float, pygame.Rect]:
        """Every place covers what the step points at, or the panel is taller than the table
        (large text on a small window: its Next button fell below the window): wider panels
        and the text a little smaller, step by step (never under the log's least), until a
        place covers nothing pointed at; else the panel whose text fits the table's height,
        beside the first hole, inside the window. Sets ``fit`` to the sizes taken."""
        best = self.shrunk_place(panel, widths, text, holes, area, soft)
        if best is not None:
            return best
        size, small = text
        least = theme.px(15 * self.t.scale)
        while panel(widths[0], (size, small)).height > area.height and size > least:
            size, small = size - 1, max(least, small - 1)
        self.fit = (size, small) if (size, small) != text else None
        r = panel(widths[0], (size, small))
        r.midtop = (area.centerx, area.top)
        return 0.0, r.clamp(area)

    def shrunk_place(
        self,
        panel: Callable[[int, tuple[int, int]], pygame.Rect],
        widths: tuple[int, ...],
        text: tuple[int, int],
        holes: list[pygame.Rect],
        area: pygame.Rect,
        soft: list[tuple[pygame.Rect, int]],
    ) -> tuple[float, pygame.Rect] | None:
        """Wider panels at the chosen size, then with the text a little smaller, step by step
        (never under the log's least), until a place covers none of ``holes``; sets ``fit``
        to the sizes taken (a wider panel first: the text was made smaller where a wider
        panel had the room). None: no such place."""
        size, small = text
        least = theme.px(15 * self.t.scale)
        wide = [*widths, *(int(area.width * f) for f in (0.5, 0.6, 0.7)), area.width]
        while True:
            best = self.best_place([panel(w, (size, small)) for w in wide], holes, area, soft)
            if best is not None:
                self.fit = (size, small) if (size, small) != text else None
                return best
            if size <= least:
                return None
            size, small = size - 1, max(least, small - 1)

    def panel_height(
        self, w: int, size: int, small: int, pad: int, said: tuple[str, str, str] | None = None
    ) -> int:
        """The height of the panel's heading, text and status at width ``w`` (no buttons),
        its lines as far apart as ``draw_panel`` draws them (grown with large text); ``said``:
        ``lines()`` when already known."""
        head, text, status = said or self.lines()
        n = len(theme.wrap(text, size, w - 2 * pad))
        m = len(theme.wrap(status, small, w - 2 * pad)) if status else 0
        big, little = theme.font_px(size), theme.font_px(small)
        heads = self.head_lines(head, small, w - 2 * pad)
        return (
            pad * 3
            + little
            + int((len(heads) - 1) * little * 1.15)
            + int(n * big * 1.15)
            + (int(m * little * 1.15) + pad)
        )

    @staticmethod
    def head_lines(head: str, small: int, room: int) -> list[str]:
        """The panel's heading as drawn in ``room``: a step's shortens to "Step 2 of 15"; one
        still too wide (the end's "Learn Marvel Codenames: done" at 200 %) takes two lines."""
        if theme.text_width(head, small, "bold") > room and " \u2022 " in head:
            head = head.split(" \u2022 ")[-1].capitalize()  # narrow: "Step 2 of 15"
        return theme.wrap(head, small, room, "bold") or [head]

    def soft_items(self) -> list[tuple[pygame.Rect, int]]:
        """What the panel should cover least, with weights: the learner's cards and the move
        buttons most, then the other cards, the learner's own piles, name and score and the
        window the step speaks of (``GameView.in_sight``), then labels."""
        t = self.t
        lay = self.layout()
        soft: list[tuple[pygame.Rect, int]] = []
        own = f"/{t.run.learner}"
        for it in lay.items if lay else []:
            if it.rect.width and it.z > 0:
                if isinstance(it, CardItem):
                    soft.append((it.rect, 4 if it.draggable else 3))
                elif isinstance(it, PileItem) and it.zone.endswith(own):
                    soft.append((it.rect, 3))
                else:
                    soft.append((it.rect, 1))
        soft += [(r, 3) for r in self.sight() + self.step_sight()]
        # the seats' names, piles and counts the game paints outside its placed items (Beanz'
        # left column): a note over them goes to a free place, else the log's free room
        soft += [(r, 1) for r in t.gv.headings(t.view) if r.width]
        note = t.run.step is not None and t.run.step.is_note
        soft += [(b.rect, 1 if note else 4) for b in t.buttons]  # a note waits for Next only
        return soft

    def sight(self) -> list[pygame.Rect]:
        """What the panel leaves in sight: the learner's own name and score, a window it reads
        (``GameView.in_sight``) and what the move the step asks for brings up as it is made
        (``GameView.move_sight``: Beanz' attack panel while the Bean is dragged)."""
        t = self.t
        out = t.gv.in_sight(t.view, t.viewer)
        want = self.wanted()
        if want is not None:
            out = out + t.gv.move_sight(t.view, t.viewer, want)
        return [r for r in out if r.width]

    def step_sight(self) -> list[pygame.Rect]:
        """What the step speaks of besides what it points at, each as one: what a note points
        into (``GameView.point_sight``: at 200 % the Beanz note on the defender's choice lay
        over the other defenders and the learner's attacking Lion), and the options of the
        open choice with their number badges (the note lay over choice 1, its badge drawn
        over the note's words), then the items its words name (``see``: at 200 % the note on
        the Beanz Shoot for Loot hid "the Lion, in Galaxy 2" it spoke of)."""
        t = self.t
        step = t.run.step
        out = []
        if step is not None and step.point is not None:
            out += t.gv.point_sight(t.view, t.viewer, step.point)
        out += [r for r in map(self.item_rect, step.see if step else []) if r is not None]
        rects = [r for _a, r in t.prompt_cards.targets() if r.width]
        if not rects:
            return [r for r in out if r.width]
        s = t.scale
        for r, below, tab in t.focus.numbered():
            rects.append(badge_rect(r, s, below, tab, t.gv.badge_room(t.view, r)))
        return [r for r in [*out, rects[0].unionall(rects[1:])] if r.width]

    def best_place(
        self,
        panels: list[pygame.Rect],
        holes: list[pygame.Rect],
        area: pygame.Rect,
        soft: list[tuple[pygame.Rect, int]],
    ) -> tuple[float, pygame.Rect] | None:
        """(cost, place) of the first place in ``area`` that covers no pointed item, and of
        those the one that covers the least of ``soft`` (``panels``: the sizes to try, the
        first preferred); None: every place covers a pointed item."""
        best: tuple[float, pygame.Rect] | None = None
        kept = [h.inflate(16, 16) for h in holes]
        rects = [o for o, _w in soft]
        for n, panel in enumerate(panels):
            for r in self.places(panel, area, kept):
                if not area.contains(r) or r.collidelist(kept) >= 0:
                    continue
                over = r.collidelistall(rects)  # (what it misses costs nothing)
                cost = sum(_cover(r, *soft[i]) for i in over) * (1 + 0.25 * n)
                if best is None or cost < best[0]:
                    best = (cost, r)
                    if cost == 0:
                        return best
        return best

    @staticmethod
    def places(panel: pygame.Rect, area: pygame.Rect, kept: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where ``panel`` may go in ``area``: the ``ANCHORS``, then flush beside each kept
        rect, at the top, middle or foot (a column between what is kept, narrower than the
        anchors' steps: at 200 % the Beanz note fitted left of the Galaxy it spoke of only
        there)."""
        out = []
        for fx, fy in ANCHORS:
            r = panel.copy()
            r.x = area.x + int((area.width - r.width) * fx)
            r.y = area.y + int((area.height - r.height) * fy)
            out.append(r)
        xs = sorted({x for k in kept for x in (k.right, k.left - panel.width)})
        for x in xs:
            for fy in (0, 0.5, 1):
                out.append(
                    panel.move(
                        x - panel.x, area.y + int((area.height - panel.height) * fy) - panel.y
                    )
                )
        return out

    def button_specs(self) -> list[tuple[str, Any, bool]]:
        """(label, action, primary) of the panel's buttons, left to right."""
        t = self.t
        step = t.run.step
        if t.run.finished:
            return [
                ("Play a real game", t.play_real_game, True),
                ("Back to the games", t.leave, False),
            ]
        if step is not None and step.is_note and not t.run.catching_up(len(t.game.log)):
            return [("Next", t.next_note, True), ("Leave lesson", t.leave, False)]
        return [("Leave lesson", t.leave, False)]

    def button_width(self, label: str) -> int:
        """A button's width: its label whole (its key's hint only if there is room) at the text
        size in force, at least the design's (at 200 % "Play a real game" was cut to "Play a\u2026")."""
        s = self.t.scale
        size = max(theme.MIN_TEXT, int(int(48 * s) * 0.42 / theme.ui_scale()))
        whole = theme.text_width(label, size, "bold") + 2 * label_pad() + 4
        return max(int(max(120, 26 + 14 * len(label)) * s), whole)

    def button_rows(self, w: int) -> int:
        """The buttons' rows in a panel ``w`` wide: one, else one a button (the log's narrow
        column at the lesson's end: "Play a real game" stuck out of the panel)."""
        s = self.t.scale
        specs = self.button_specs()
        row = sum(self.button_width(b[0]) for b in specs) + int(12 * s) * (len(specs) - 1)
        return 1 if row <= w - 2 * int(18 * s) else len(specs)

    def make_buttons(self, bh: int) -> list[Button]:
        s = self.t.scale
        pr, pad, gap = self.panel_rect, int(18 * s), int(12 * s)
        out = []
        x, y = pr.right - pad, pr.bottom - pad
        stacked = self.button_rows(pr.width) > 1
        for label, fn, primary in reversed(self.button_specs()):
            w = pr.width - 2 * pad if stacked else self.button_width(label)
            r = pygame.Rect(0, 0, w, bh)
            r.bottomright = (x, y)
            out.append(
                Button(label, r, fn, "N" if primary and label == "Next" else "", primary=primary)
            )
            if stacked:
                y = r.top - gap
            else:
                x = r.left - gap
        return out

    def narrow_width(self, width: int) -> int:
        """The narrow panel's width: narrower than ``width`` but never narrower than its
        buttons (its heading shortens, its status line wraps)."""
        s = self.t.scale
        pad = self.sizes()[3]
        specs = self.button_specs()
        buttons = sum(self.button_width(b[0]) for b in specs) + int(12 * s) * (len(specs) - 1)
        return max(int(width * NARROW), int(220 * s), buttons + 2 * pad)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        if t.curtain_for is not None or (t.app.scenes and t.app.scene is not t):
            return  # an overlay's backdrop: the panel is drawn over the overlay (draw_over)
        # laid out anew after the board was drawn: a view places some items as it draws them
        # (Codenames' clue box), and the panel must not jump at the next frame
        t.gv.forget_placed()
        self.lay_out()
        self.laid = True
        holes, arrow = self.targets()
        if holes:
            self.draw_dim(surf, holes)
            for r in holes:
                theme.glow(surf, r.inflate(8, 8), t=t.now() - t.t0)
        self.arrow = self.arrow_for(holes, arrow)
        if self.arrow is not None:
            lesson_arrow.draw(surf, self.arrow)
        self.draw_panel(surf)

    def arrow_for(
        self, holes: list[pygame.Rect], drag: tuple[pygame.Rect, pygame.Rect] | None
    ) -> lesson_arrow.Arrow | None:
        """The arrow of a drag (from its card to where it goes), else from the panel to what
        the step points at first, kept off the table's words it must not hide
        (``GameView.arrow_clear``), and off those it spares where its head stays as large
        (``arrow_spare``)."""
        t = self.t
        start, to = drag if drag is not None else (self.panel_rect, holes[0] if holes else None)
        if to is None:
            return None
        # the move buttons' words too (RPG Get!: the arrow to the first of two answers came
        # level along the second, its head over "No action" and its number badge)
        clear = t.gv.arrow_clear(t.view, t.viewer) + [b.rect for b in t.buttons if b.rect.w]
        spare = t.gv.arrow_spare(t.view, t.viewer)
        # under the top bar (at 1024x600 a way round went up through its status line)
        screen = t.app.screen.get_rect()
        screen.height -= t.play_rect.top - screen.top
        screen.top = t.play_rect.top
        off = self.log_clear(start)
        lay = self.layout()  # the cards the step is not about: an arrow goes round them
        cards = [
            it.rect for it in (lay.items if lay else []) if isinstance(it, CardItem | PileItem)
        ]
        cards = [r for r in cards if r.width and r.collidelist(holes) < 0]
        return lesson_arrow.route(start, to, t.scale, clear, screen, off, spare, cards)

    def log_clear(self, start: pygame.Rect) -> tuple[pygame.Rect, ...]:
        """The log's column where its lines are shown, but for the panel's own place in it: an
        arrow's way round keeps off it (RPG Get!'s went down the log's lines under a panel
        there)."""
        t = self.t
        log = t.log_rect
        if t.log_folded or not log.width:
            return ()
        if not log.colliderect(start):
            return (log,)
        gap = 4
        above = pygame.Rect(log.x, log.y, log.width, start.top - gap - log.y)
        below = pygame.Rect(log.x, start.bottom + gap, log.width, log.bottom - start.bottom - gap)
        return tuple(r for r in (above, below) if r.height > 0)

    def draw_dim(self, surf: pygame.Surface, holes: list[pygame.Rect]) -> None:
        """The play area darkened but for the pointed items."""
        t = self.t
        key = (surf.get_size(), tuple(t.play_rect), tuple(tuple(h) for h in holes))
        if self._dim is None or self._dim[0] != key:
            dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
            dim.fill((0, 0, 0, DIM), t.play_rect)
            for h in holes:
                pygame.draw.rect(dim, (0, 0, 0, 0), h.inflate(14, 14), border_radius=12)
            self._dim = (key, dim)
        surf.blit(self._dim[1], (0, 0))

    # ------------------------------------------------------------------ over an overlay
    def guest_width(self) -> int:
        """The panel's width over a race or a shot: the narrow one's, without buttons."""
        return max(int(self.sizes()[0] * NARROW), int(220 * self.t.scale))

    def reserve(self, scene: Any) -> None:
        """``scene`` (a race, a shot over the table) makes room for the panel from now on."""
        scene.guest_room(self.guest_width())

    def draw_over(self, surf: pygame.Surface) -> None:
        """The step's text over the race or the shot that is up, in the room it leaves (no
        buttons: a click there is the overlay's; a race or a shot never waits on a note)."""
        t = self.t
        scene = t.app.scene if t.app.scenes else t
        room = scene.guest_room(self.guest_width()) if scene is not t else None
        if room is None or t.run.finished or t.curtain_for is not None:
            return
        _w, size, small, pad = self.sizes()
        least = theme.px(15 * t.scale)
        if room.height < 2 * theme.line_h(least) + 2 * pad or room.width < 4 * pad:
            return  # no room on a small window at large text: the overlay's own words lead
        h = self.panel_height(room.width, size, small, pad)
        while h > room.height and size > least:  # a smaller text, as large as fits
            size, small = size - 1, max(least, small - 1)
            h = self.panel_height(room.width, size, small, pad)
        r = pygame.Rect(room.x, room.y, room.width, min(h, room.height))
        self.draw_panel(surf, r, (size, small, pad), buttons=False)

    def draw_panel(
        self,
        surf: pygame.Surface,
        rect: pygame.Rect | None = None,
        sizes: tuple[int, int, int] | None = None,
        buttons: bool = True,
    ) -> None:
        _w, size, small, pad = self.sizes()
        if self.fit is not None:
            size, small = self.fit
        if sizes is not None:
            size, small, pad = sizes
        head, text, status = self.lines()
        r = rect or self.panel_rect
        self.shown = (self.t.run.at, r.copy())
        theme.shadow(surf, r, radius=14, offset=8)
        theme.panel(surf, r, colour=(20, 28, 40, 255), edge=theme.ACCENT, radius=14)
        x, y = r.x + pad, r.y + pad
        heads = self.head_lines(head, small, r.width - 2 * pad)
        for i, line in enumerate(heads):
            at = y + int(i * theme.font_px(small) * 1.15)
            theme.blit_text(surf, line, small, (x, at), theme.ACCENT, kind="bold")
        y += int((len(heads) - 1) * theme.font_px(small) * 1.15)
        y += theme.font_px(small) + int(pad * 0.6)
        clip = surf.get_clip()
        surf.set_clip(r.clip(clip))  # a text too long for a guest's room is cut, not spilled
        body = pygame.Rect(x, y, r.width - 2 * pad, r.height)
        y = theme.blit_wrapped(surf, text, size, body)
        if status:
            below = pygame.Rect(x, y + int(pad * 0.4), r.width - 2 * pad, r.height)
            theme.blit_wrapped(surf, status, small, below, theme.MUTED)
        surf.set_clip(clip)
        for b in self.buttons if buttons else []:
            b.draw(surf, self.t.scale)


def _draggable(it: object) -> bool:
    """A card of the learner's on the table or in the hand, to pick up."""
    return isinstance(it, CardItem) and it.draggable and bool(it.rect.width)


def _area(r: pygame.Rect) -> int:
    return r.width * r.height


def _cover(panel: pygame.Rect, item: pygame.Rect, weight: int) -> int:
    """What covering ``item`` costs: a card, a button or what the learner reads of their own
    (weight 3 and up) a quarter covered costs as much as covered whole (a card's name or a
    score cut is as unread; a sliver of its edge much less); a label only the part covered."""
    part = _area(panel.clip(item))
    if part and weight >= 3:
        whole = _area(item)
        return int(whole * weight * min(1.0, 4 * part / whole))
    return part * weight
