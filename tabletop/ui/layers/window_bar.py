"""The reaction window's bar: what the window is about, its countdown (or whom it waits for),
and a chip per other human in it that claims it (their key or a click on the chip).

A window that waits for a human other than the screen's owner is shown in public (hands face
down: no key shows one while everyone may be looking): every human in it claims it with their
own key (``CLAIM_KEYS``) or their chip, and the curtain passes to them."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tabletop.room.pacing import relaxed
from tabletop.ui import theme
from tabletop.ui.components.widgets import label_pad
from tabletop.ui.layers import TableLayer
from tabletop.ui.layers.bars import CLAIM_NAMES
from tabletop.ui.parts.table_paint import log_shown

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

#: the bar's fill: opaque, so nothing under it shows between its words
WINDOW_FILL = (30, 20, 10, 255)


class WindowBarLayer(TableLayer):
    """A click on a claim chip claims the window for that seat."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        table.claim_rects = []

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for rect, seat in self.t.claim_rects:
            if rect.collidepoint(event.pos):
                self.t.screen.claim(seat)
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        t = self.t
        t.claim_rects = []
        laid = self.lay_out()
        if laid is None:
            return
        rect, lines, px = laid
        public = t.screen.public_window()
        # opaque: "The arena" and its hint showed through between its lines (2026-11-26)
        theme.panel(surf, rect, WINDOW_FILL, edge=theme.ACCENT)
        y = rect.y + int(10 * t.scale)
        for line in lines:
            theme.blit_text(surf, line, px, (rect.x + int(16 * t.scale), y), theme.ACCENT, "bold")
            y += theme.line_h(px)
        self.draw_clock(surf, rect)
        self.draw_claims(surf, rect, public)

    def rect(self) -> pygame.Rect | None:
        """Where the bar is drawn while a window is open (None: no bar): the stack's captions
        stop above it."""
        laid = self.lay_out()
        return None if laid is None else laid[0]

    def lay_out(self) -> tuple[pygame.Rect, list[str], int] | None:
        """The bar's rect, its head's lines and their size (None: no window, no bar)."""
        t = self.t
        if t.window_key is None or t.game.is_terminal():
            return None
        public = t.screen.public_window()
        wide = t.gv.window_width()
        width = wide or int(760 * t.scale)
        if public and wide is None:  # the claim chips beside the hint where the table has room
            wider = self.public_width(width)
            if wider > width:
                narrow = self.narrow_rect()
                laid = self.laid_at(wider, public, wide)
                if narrow is not None and not self.covers_cards(laid[0], narrow):
                    return laid
        return self.laid_at(width, public, wide)

    def narrow_rect(self) -> pygame.Rect | None:
        """The bar at its own width (not widened for a public window's claim chips), where
        the game places it (``GameView.window_place``); None: no bar. What a game keeps its
        cards clear of (Espionage's stack); the bar as laid out for drawing stays as it was."""
        t = self.t
        if t.window_key is None or t.game.is_terminal():
            return None
        kept = {k: v for k, v in vars(self).items() if k in ("compact", "hint_y")}
        try:
            wide = t.gv.window_width()
            return self.laid_at(wide or int(760 * t.scale), t.screen.public_window(), wide)[0]
        finally:
            vars(self).update(kept)

    def covers_cards(self, rect: pygame.Rect, narrow: pygame.Rect) -> bool:
        """The bar widened to ``rect`` covers a card or pile that the ``narrow`` one leaves
        in sight (Espionage's stack): it keeps its width, its claim chips on their own row."""
        from tabletop.ui.parts.layout import CardItem, PileItem

        t = self.t
        lay = t.gv.layout_for(t.view, t.acting_seat())
        cards = [
            it.rect for it in (lay.items if lay else []) if isinstance(it, CardItem | PileItem)
        ]
        return any(rect.colliderect(r) and not narrow.colliderect(r) for r in cards)

    def laid_at(
        self, width: int, public: bool, wide: int | None
    ) -> tuple[pygame.Rect, list[str], int]:
        """``lay_out`` for a bar ``width`` wide."""
        t = self.t
        s = t.scale
        # the head on two lines where one is too short (at the 12 px floor it was cut with
        # "..."), and the bar as tall as its lines: the hint ran into "Waiting for you"
        room = width - int(32 * s)
        #: a bar as wide as the game gives it (``window_width``): two rows, what waits on the
        #: head's row at its right
        self.compact = wide is not None
        if self.compact:
            room -= theme.text_width(self.clock_text(), int(16 * s)) + int(16 * s)
        forms = getattr(t.gv, "window_forms", None)  # a game's shorter words for one row
        heads = [t.gv.say(f) for f in (forms(t.view) if forms else [t.gv.window_text(t.view)])]
        head = theme.first_fitting(heads, max(theme.MIN_TEXT, int(16 * s)), room, "bold")
        px = theme.fit_px(head, int(22 * s), room, "bold")
        lines = theme.wrap(head, px, room, "bold")
        if len(lines) > 3:  # (two were too few at 200 %: "... against Target of...")
            lines = [*lines[:2], theme.fit_text(" ".join(lines[2:]), px, room, "bold")[1]]
        head_h = len(lines) * theme.line_h(px)
        self.hint_y = int(10 * s) + max(int(30 * s), head_h + int(4 * s))
        need = self.hint_y + theme.line_h(17 * s) + theme.line_h(16 * s)
        need += max(int(12 * s), 2 * self.clock_gap())
        if self.compact:  # the clock's line is the head's; a countdown's strip at the foot
            need = self.hint_y + theme.line_h(17 * s) + int(8 * s)
            need += int(12 * s) if t.turns.window_timed() else 0
        hint = self.hint(width)
        if hint is not None:  # a second line (or the row under the chips), over the clock's
            need += hint[2] + theme.line_h(hint[0]) * (len(hint[1]) - 1)
        need += self.public_rows(width) if public else 0
        least = 0 if self.compact else int((118 if public else 92) * s)
        rect = pygame.Rect(0, 0, width, max(least, need))
        rect.midbottom = t.gv.window_anchor()
        return t.gv.window_place(rect), lines, px

    def draw_clock(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The bar's bottom right: the countdown (the same length whoever holds what), who
        answers a claimed window, or whom a solo window waits for."""
        t = self.t
        s = t.scale
        # the line's foot ``clock_gap`` above the bar's rim (its middle 14 px up put the foot
        # of "Waiting for you: no hurry." on the rim at 200 %)
        foot = rect.bottom - self.clock_gap()
        at = (
            rect.right - int(16 * s),
            min(rect.bottom - max(int(14 * s), 12), foot - theme.line_h(18 * s) // 2),
        )
        if getattr(self, "compact", False):  # on the head's row
            at = (at[0], rect.y + int(10 * s) + theme.line_h(int(22 * s)) // 2)
        if t.claimant is not None:
            # a claimed window waits for the claimant (the countdown stopped at the claim)
            theme.blit_text(
                surf, self.clock_text(), int(16 * s), at, theme.MUTED, anchor="midright"
            )
        elif t.turns.window_timed():
            # paused (Ctrl+Z's "Whose is it?" open): the time kept, said in muted colour
            paused = self.paused() or t.resume_hold  # (resumed: waits for a first key)
            colour = theme.MUTED if paused else theme.ACCENT
            text = self.clock_text()
            room = rect.width - 92 * s
            if paused:  # the bar stops short of the longer words
                room = rect.width - 48 * s - theme.text_width(text, int(18 * s), "bold")
            frac = min(1.0, t.window.left() / max(0.1, t.window_length))
            bar = pygame.Rect(
                rect.x + int(16 * s), rect.bottom - int(18 * s), int(room * frac), int(8 * s)
            )
            pygame.draw.rect(surf, colour, bar, border_radius=4)
            theme.blit_text(surf, text, int(18 * s), at, colour, "bold", anchor="midright")
        elif not t.turns.only_pass(t.viewer):
            # inside the bar: fewer words where the names do not fit (six players at 200 %:
            # "Waiting for Computer 3, ..., Computer 6." began left of the bar, over a panel)
            room, text = rect.width - int(32 * s), self.clock_text()
            if theme.text_width(text, int(16 * s)) > room and text.startswith("Waiting for "):
                text = f"Waiting for {len(t.game.active_seats())} players."
            size, text = theme.fit_text(text, int(16 * s), room)
            theme.blit_text(surf, text, size, at, theme.MUTED, anchor="midright")

    def paused(self) -> bool:
        """The countdown waits (Ctrl+Z asked whose undo it is): no time runs out meanwhile."""
        return self.t.screen.undo_asked_at is not None

    def clock_gap(self) -> int:
        """How far the clock's line keeps above the bar's bottom rim."""
        return max(int(6 * self.t.scale), label_pad() // 2)

    def clock_text(self) -> str:
        """What ``draw_clock`` writes: who answers a claimed window, the countdown's seconds,
        or whom the window waits for."""
        t = self.t
        if t.claimant is not None:
            return f"{t.session.seat_name(t.claimant)} answers: no hurry."
        if t.turns.window_timed():
            if t.resume_hold:  # a resumed game's window: its whole time after a first key
                return f"resumed: a key starts its {max(1, math.ceil(t.window.left()))} s"
            if self.paused():  # the seconds kept, never a "0 s" that is not running out
                return f"paused: {max(1, math.ceil(t.window.left()))} s left"
            return f"{t.window.left():.0f} s"
        if t.turns.only_pass(t.viewer):
            return ""
        active = t.game.active_seats()
        if t.viewer in active:
            return "Waiting for you: no hurry."
        return "Waiting for " + ", ".join(t.session.seat_name(x) for x in active) + "."

    def draw_claims(self, surf: pygame.Surface, rect: pygame.Rect, public: bool) -> None:
        """The hint line and the claim chips of the other humans in the window."""
        t = self.t
        s = t.scale
        active = t.game.active_seats()
        humans = [h for h in t.screen_humans() if h in active and h != t.viewer]
        x = rect.x + int(16 * s)
        y = rect.y + getattr(self, "hint_y", int(40 * s))
        # the claim chips are as wide as their text; the hint gives way so they stay in the bar
        labels, widths, chips_w = self.chips(humans)
        chip_px = theme.px(16 * s)
        hint = None if public else self.hint(rect.width)
        if public:
            x = self.draw_public_hint(surf, rect, x, y)
            if self.chips_under(rect.width):  # no room beside the words: a row of their own
                x, y = rect.x + int(16 * s), y + self.row_h()
        elif hint is not None:
            size, lines, below = hint
            right = x
            for i, line in enumerate(lines):
                at = (x, y + below + i * theme.line_h(size))
                drawn = theme.blit_text(surf, line, size, at)
                right = drawn.right if i == 0 and not below else right
            x = right + int(16 * s)
        x = min(x, rect.right - int(16 * s) - chips_w + int(8 * s))
        for (h, label), w in zip(labels, widths):
            r = pygame.Rect(x, y - int(4 * s), w, self.chip_h())
            pygame.draw.rect(surf, (90, 60, 20), r, border_radius=8)
            theme.blit_text(surf, label, chip_px, r.center, theme.TEXT, "bold", anchor="center")
            t.claim_rects.append((r, h))
            x = r.right + int(8 * s)

    def chips(self, humans: list[int]) -> tuple[list[tuple[int, str]], list[int], int]:
        """The claim chips of ``humans``: (seat, label) each, their widths (as wide as their
        text) and the room they take with their gaps."""
        t = self.t
        s = t.scale
        labels = [(h, f"{t.session.seat_name(h)} [{CLAIM_NAMES[h]}]") for h in humans]
        chip_px = theme.px(16 * s)
        widths = [theme.text_width(lb, chip_px, "bold") + int(24 * s) for _, lb in labels]
        return labels, widths, sum(w + int(8 * s) for w in widths)

    def hint(self, width: int) -> tuple[int, list[str], int] | None:
        """The hint for the seat on screen in a bar ``width`` wide, left of the claim chips: its
        size, lines and how far under the chips' row it starts (None: not the screen's window,
        or a public one). It keeps its size and goes onto a second line where one is too short
        (three chips cut it: "Drag a Reaction onto the stack, or Space..."); where two are not
        enough it goes under the chips, the bar's whole width."""
        t = self.t
        s = t.scale
        active = t.game.active_seats()
        if t.viewer not in active or t.screen.public_window():
            return None
        # solo, nothing to answer with: the table passes at the bots' pace (auto_pass)
        text = (
            f"Nothing in your hand answers this: {t.gv.window_outcome(t.view)}."
            if t.turns.only_pass(t.viewer) and not t.turns.window_timed()
            else t.gv.say(t.gv.window_hint(t.view))
        )
        humans = [h for h in t.screen_humans() if h in active and h != t.viewer]
        chips_w = self.chips(humans)[2]
        room = width - int(32 * s) - chips_w - (int(16 * s) if humans else 0)
        room = max(room, int(40 * s))
        size = theme.px(17 * s)
        if theme.text_width(text, size) <= room:
            return size, [text], 0
        lines = theme.wrap(text, size, room)
        if len(lines) <= 2:
            return size, lines, 0
        below = self.chip_h() + int(6 * s) if humans else 0
        return size, theme.wrap(text, size, width - int(32 * s)), below

    def draw_public_hint(self, surf: pygame.Surface, rect: pygame.Rect, x: int, y: int) -> int:
        """A public window's lines: everyone looks, hands are face down, a key answers; the
        owner's hand stays face down until the window ends. Returns where the claim buttons
        start."""
        t = self.t
        s = t.scale
        size = theme.px(17 * s)
        # under the hint line (and the claim chips' row where they go under it), wrapped inside
        # the bar (at 200 % on 1024x600 "Everyone is looking: Cy's hand stays face down." ran
        # past its right edge)
        py = y + self.row_h() * (2 if self.chips_under(rect.width) else 1)
        for i, line in enumerate(self.peek_lines(rect.width)):
            at = (x, py + i * theme.line_h(size))
            theme.blit_text(surf, line, size, at, theme.TEXT, anchor="topleft")
        hint = theme.blit_text(surf, self.public_ask(), size, (x, y))
        return hint.right + int(16 * s)

    def peek_lines(self, width: int) -> list[str]:
        """``peek_line`` wrapped to a bar ``width`` wide (no line: nobody's hand to speak of)."""
        peek = self.peek_line()
        if not peek:
            return []
        return theme.wrap(peek, theme.px(17 * self.t.scale), width - int(32 * self.t.scale))

    def public_ask(self) -> str:
        """A public window's hint: a key answers it (relaxed timing: no countdown, the window
        waits for each of them to answer or pass)."""
        if relaxed(self.t.app.settings):
            return "No hurry: to answer or pass, press your key:"
        return "To answer, press your key:"

    def chip_h(self) -> int:
        """A claim chip's height: its words' line (at large text) with a margin."""
        s = self.t.scale
        return max(int(30 * s), theme.line_h(theme.px(16 * s)) + int(8 * s))

    def row_h(self) -> int:
        """A row of a public window's bar: its hint's line or a claim chip, and a gap."""
        s = self.t.scale
        return max(int(30 * s), theme.line_h(int(17 * s)) + int(6 * s), self.chip_h())

    def chips_under(self, width: int) -> bool:
        """A public window's claim chips do not fit beside its hint in a bar ``width`` wide:
        they go on a row under it (at 200 % three chips lay over "To answer, press your
        key:")."""
        t = self.t
        s = t.scale
        active = t.game.active_seats()
        humans = [h for h in t.screen_humans() if h in active and h != t.viewer]
        ask = theme.text_width(self.public_ask(), int(17 * s)) + int(16 * s)
        return bool(humans) and ask + self.chips(humans)[2] > width - int(24 * s)

    def public_width(self, width: int) -> int:
        """A public window's bar: ``width``, or wider (up to the table's free width around
        the bar's place) where that puts its claim chips beside its hint on one row and its
        face-down line on one line (else the line wraps: a taller bar)."""
        t = self.t
        s = t.scale
        active = t.game.active_seats()
        humans = [h for h in t.screen_humans() if h in active and h != t.viewer]
        ask = theme.text_width(self.public_ask(), int(17 * s)) + int(16 * s)
        need = ask + self.chips(humans)[2] + int(24 * s)
        peek = theme.text_width(self.peek_line(), theme.px(17 * s)) + int(32 * s)
        need = max(need, peek)
        x = t.gv.window_anchor()[0]
        right = t.log_rect.left if log_shown(t) else t.play_rect.right
        room = 2 * min(x - t.play_rect.left, right - x) - int(16 * s)
        return max(width, min(need, room))

    def public_rows(self, width: int) -> int:
        """What a public window's bar needs under its first row: the face-down line, and
        the claim chips' row where they go under the hint (and the face-down line's further
        lines where it wraps)."""
        more = max(0, len(self.peek_lines(width)) - 1) * theme.line_h(theme.px(17 * self.t.scale))
        return self.row_h() * (2 if self.chips_under(width) else 1) + more

    def peek_line(self) -> str:
        """Whose hand stays face down, in words: the screen's owner (the seat the curtain was
        last lifted for) while this window asks them too, and their key would show it; once
        they have answered (the window asks only others) it was no longer theirs to look at,
        and the line names nobody ("Bea's hand" in Ann's turn, after Bea had passed, read as
        if Bea were meant)."""
        t = self.t
        owner = t.lifted_for
        if owner is None:
            return ""
        # RPG Get!: the turn's player's board at the screen's foot, its hand face down ("Ann's
        # hand stays face down" read as if that board were Ann's)
        on_screen = getattr(t.game, "current", owner) if t.viewer is None else t.viewer
        if owner == on_screen and owner in t.game.active_seats() and owner in t.screen_humans():
            return f"Everyone is looking: {t.session.seat_name(owner)}'s hand stays face down."
        return "Everyone is looking: every hand stays face down."
