"""Settings: sound, fullscreen, the hot-seat window length, the solo countdown, whether a
window of your own move stops you, relaxed timing, how long the hard computer players think, the text size (UI scale) and high-contrast cards, each with
a line that says what it does. Changes are saved and take effect at once. When the rows do not
fit (large text on a small window) the list scrolls (wheel, arrows, Page Up/Down)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ai.search import THINK_MAX, THINK_MIN, set_think_seconds, think_seconds
from tabletop.room.pacing import relaxed
from tabletop.ui import focus, theme
from tabletop.ui.app import MUTE_LABEL, App, Scene
from tabletop.ui.components.widgets import Button, veil_table, words_width

WINDOW_MIN, WINDOW_MAX, WINDOW_DEFAULT = 3, 30, 8
#: keys that may press the text size button again (the panel stays as it is for them)
#: how far the pointer may drift from where it pressed a text size button and its clicks
#: still press that button (``held_click``)
HELD_SLOP = 6


class SettingsScene(Scene):
    def __init__(self, app: App, table: Any = None) -> None:
        super().__init__(app)
        self.table = table  # drawn under the settings when opened from a game
        self.pointer: tuple[int, int] = (-1, -1)  # the last click's place

    # ------------------------------------------------------------------ values
    def window_seconds(self) -> int:
        v = self.app.settings.get("window_seconds", WINDOW_DEFAULT)
        try:
            return int(round(max(WINDOW_MIN, min(WINDOW_MAX, float(v)))))
        except (TypeError, ValueError):
            return WINDOW_DEFAULT

    def rows(self) -> list[tuple[str, str, str]]:
        """(title, value, explanation) for each setting."""
        on = not self.app.audio.muted
        return [
            (
                "Sound",
                "on" if on else "off",
                f"Card sounds and chimes. {MUTE_LABEL} switches it too.",
            ),
            (
                "Fullscreen",
                "on" if self.app.fullscreen else "off",
                "Fill the whole screen (F11 switches it at any time).",
            ),
            (
                "Reaction window",
                f"{self.window_seconds()} s",
                "Hot-seat: how long everyone has to answer a card that can be countered "
                "before the game moves on (3 to 30 seconds).",
            ),
            (
                "Solo countdown",
                "on" if self.app.settings.get("solo_window_countdown") else "off",
                "Playing alone against the computer: off waits for you as long as you like; "
                "on closes reaction windows after the time above.",
            ),
            (
                "My own windows",
                "pass" if self.app.settings.get("pass_own_windows", True) else "ask",
                "Playing alone: pass: your own move's reaction window passes itself when you "
                "could answer later; it stops when an answer fits only now (an Event as your "
                "Enemy attacks). ask: it always stops.",
            ),
            (
                "Relaxed timing",
                "on" if relaxed(self.app.settings) else "off",
                "No hurry: reaction windows wait until everyone has answered or passed, races "
                "last four times as long and count down aloud, the Reaction duel too.",
            ),
            (
                "Text size",
                f"{self.ui_scale()} %",
                "Every text and button on every screen, 100 to 200 %; a card's name and "
                "numbers grow where the card has room (click a card to read it large).",
            ),
            (
                "High-contrast cards",
                "on" if self.app.settings.get("ui_high_contrast") else "off",
                "A thick dark and light frame and solid plates under the names and text of "
                "every card, and bold outlines on the table's zones.",
            ),
            (
                "Computer thinking",
                f"{self.think_seconds():g} s",
                "How much a hard computer player thinks over each move: about this many "
                "seconds, often less (0.25 to 4; longer plays better and waits longer).",
            ),
        ]

    def ui_scale(self) -> int:
        return theme.scale_pct(self.app.settings.get("ui_scale", theme.SCALE_MIN))

    def step_scale(self, delta: int) -> None:
        """The text size a step larger or smaller. The panel is laid out in the middle of the
        window at once (it stayed off the middle, the pressed button kept under the pointer,
        until the pointer left the text size's buttons), the list scrolled so that the pressed
        button is at the height pressed (``keep_at``), and while the pointer stays where it
        pressed, its clicks go on pressing that button wherever it now is (``held_click``):
        a new player's second click toggled another row's switch."""
        pressed = "+25 %" if delta > 0 else "-25 %"
        b = self.size_button(pressed)
        anchor: tuple[int, float] | None = None
        mine = False
        if b is not None:  # the point pressed (the button's middle from the keyboard)
            r, held = b.rect, getattr(self, "held", None)
            mine = r.collidepoint(self.pointer) or (held is not None and held[0] == pressed)
            py = min(max(self.pointer[1], r.top), r.bottom - 1) if mine else r.centery
            anchor = (py, (py - r.y) / r.height)
        self.app.settings["ui_scale"] = theme.scale_pct(self.ui_scale() + delta)
        self.app.save_settings()
        self.app.apply_ui()  # every scene laid out again at the new size
        self.changed()
        if anchor is not None:
            self.keep_at(pressed, anchor[0], anchor[1])
        self.held = (pressed, self.pointer) if mine else None
        self.hover_held()

    def held_click(self, event: pygame.event.Event) -> bool:
        """After a click on a text size button: while the pointer stays where it pressed
        (within a few pixels), a click there presses that button again, wherever the new
        text size put it, and only that button shows the pointer over it; a move away or a
        key ends this. True when the event was used."""
        held = getattr(self, "held", None)
        if held is None:
            return False
        label, (hx, hy) = held
        pos = getattr(event, "pos", None)
        near = pos is not None and abs(pos[0] - hx) + abs(pos[1] - hy) <= HELD_SLOP
        b = self.size_button(label)
        if b is None or getattr(b, "hidden", False) or event.type == pygame.KEYDOWN:
            self.held = None
            return False
        if event.type == pygame.MOUSEMOTION:
            if not near:
                self.held = None
                return False
            self.hover_held()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if not near:
                self.held = None
                return False
            if event.type == pygame.MOUSEBUTTONUP and b.enabled:
                b.on_click()  # step_scale: held again, at the new size
            return True
        return False

    def hover_held(self) -> None:
        """The held text size button shown under the pointer, no other one."""
        held = getattr(self, "held", None)
        for b in self.buttons:
            b.hover = held is not None and b.key == self.size_key(held[0])
        self.dirty = True

    def size_key(self, label: str) -> str:
        row = next((i for i, r in enumerate(self.rows()) if r[0] == "Text size"), -1)
        return f"{label} {row}"

    def size_button(self, label: str) -> Button | None:
        """The text size row's ``label`` button (None: not laid out yet)."""
        key = self.size_key(label)
        return next((b for b in getattr(self, "buttons", []) if b.key == key), None)

    def keep_at(self, label: str, y: int, frac: float) -> None:
        """After a relayout at another text size: the list scrolled so the button just pressed
        is where it was (under the pointer, so a second click does not land on another row's
        switch), past either end of the list if need be (the wheel brings it back). ``y``: the
        height pressed, ``frac`` how far down the button it was (kept so as it grows or
        shrinks)."""
        b = self.size_button(label)
        if b is None:
            return
        shift = b.rect.y + int(frac * b.rect.height) - y
        if shift:
            self.top = getattr(self, "top", 0) + shift
            self.changed()
        b = next(b for b in self.buttons if b.key == self.size_key(label))
        lr = self.list_rect
        if b.rect.bottom > lr.bottom or b.rect.top < lr.top:  # wholly in the list, to be pressed
            shift = b.rect.bottom - lr.bottom if b.rect.bottom > lr.bottom else b.rect.top - lr.top
            self.top += shift
            self.changed()

    def toggle_contrast(self) -> None:
        self.app.settings["ui_high_contrast"] = not self.app.settings.get("ui_high_contrast")
        self.app.save_settings()
        self.app.apply_ui()

    def think_seconds(self) -> float:
        return think_seconds(self.app.settings.get("bots_think_seconds", 1.0))

    def step_think(self, factor: float) -> None:
        """Double or halve the hard level's think time (saved; the next decision uses it)."""
        v = think_seconds(self.think_seconds() * factor)
        self.app.settings["bots_think_seconds"] = v
        self.app.save_settings()
        set_think_seconds(v)
        self.changed()

    def toggle_sound(self) -> None:
        self.app.toggle_mute()
        self.changed()

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()  # relayouts every scene

    def step_window(self, delta: int) -> None:
        v = max(WINDOW_MIN, min(WINDOW_MAX, self.window_seconds() + delta))
        self.app.settings["window_seconds"] = float(v)
        self.app.save_settings()
        if self.table is not None:
            self.table.window_length = self.table.turns.window_seconds()
        self.changed()

    def toggle_own_windows(self) -> None:
        self.app.settings["pass_own_windows"] = not self.app.settings.get("pass_own_windows", True)
        self.app.save_settings()
        self.changed()

    def toggle_countdown(self) -> None:
        self.app.settings["solo_window_countdown"] = not self.app.settings.get(
            "solo_window_countdown", False
        )
        self.app.save_settings()
        self.changed()

    def toggle_relaxed(self) -> None:
        self.app.settings["relaxed_timing"] = not relaxed(self.app.settings)
        self.app.save_settings()
        self.changed()

    def changed(self) -> None:
        self.layout(self.size)
        self.dirty = True

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        """Rows as tall as their wrapped help text at the text size in force; the list
        scrolls when they do not all fit above the Done button."""
        self.size = size
        s = self.scale = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        m = int(20 * s)
        bw = min(w - 2 * m, theme.grow(1240 * s))
        self.box = pygame.Rect(0, 0, bw, h - 2 * m)
        self.box.center = (w // 2, h // 2)
        self.pad = int(60 * s) if theme.ui_scale() < 1.5 else int(36 * s)
        self.row_top = self.box.y + int(40 * s) + theme.line_h(56 * s) + int(20 * s)
        done = pygame.Rect(0, 0, theme.grow(260 * s), theme.grow(64 * s))
        done.midbottom = (self.box.centerx, self.box.bottom - int(24 * s))
        top, bottom = self.row_top, done.top - int(16 * s)
        self.list_rect = pygame.Rect(self.box.x, top, self.box.width, bottom - top)
        self.buttons: list[Button] = []
        self.rows_at: list[tuple[int, pygame.Rect]] = []  # (row, the row's help text box)
        self._lay_rows(s)
        self.buttons.append(Button("Done", done, self.app.pop, "Esc", primary=True))

    @staticmethod
    def _button_w(s: float) -> int:
        """A row's buttons' width: each label whole with "[Enter]", which the focused one
        says (at 150 and 200 % a focused "Switch" or "-25 %" kept only its words)."""
        bh = theme.grow(56 * s)
        labels = ("Switch", "+25 %", "-25 %", "+1 s", "-1 s", "Longer", "Shorter")
        return max(
            theme.grow(150 * s),
            theme.text_width("+25 %", int(24 * s), "bold") + int(24 * s),
            max(words_width(f"{x} [Enter]", bh) for x in labels),
        )

    def _actions(self) -> list[list[tuple[str, Any, bool]]]:
        pct, secs = self.ui_scale(), self.window_seconds()
        return [
            [("Switch", self.toggle_sound, True)],
            [("Switch", self.toggle_fullscreen, True)],
            [
                ("+1 s", lambda: self.step_window(1), secs < WINDOW_MAX),
                ("-1 s", lambda: self.step_window(-1), secs > WINDOW_MIN),
            ],
            [("Switch", self.toggle_countdown, True)],
            [("Switch", self.toggle_own_windows, True)],
            [("Switch", self.toggle_relaxed, True)],
            [
                ("+25 %", lambda: self.step_scale(theme.SCALE_STEP), pct < theme.SCALE_MAX),
                ("-25 %", lambda: self.step_scale(-theme.SCALE_STEP), pct > theme.SCALE_MIN),
            ],
            [("Switch", self.toggle_contrast, True)],
            [
                ("Longer", lambda: self.step_think(2.0), self.think_seconds() < THINK_MAX),
                ("Shorter", lambda: self.step_think(0.5), self.think_seconds() > THINK_MIN),
            ],
        ]

    def _lay_rows(self, s: float) -> None:
        bw = self._button_w(s)
        bh = theme.grow(56 * s)
        x0 = self.box.x + self.pad
        y = self.row_top - getattr(self, "top", 0)
        self.content_h = 0
        self.row_starts: list[int] = []  # each row's top, down the list (``scroll_rows``)
        for i, ((_t, _v, help_text), acts) in enumerate(zip(self.rows(), self._actions())):
            self.row_starts.append(self.content_h)
            start = self.box.right - self.pad
            room = start - x0 - len(acts) * (bw + int(14 * s))
            help_box = pygame.Rect(x0, y + theme.line_h(32 * s) + int(10 * s), room, 0)
            lines = len(theme.wrap(help_text, int(22 * s), room))
            help_box.height = lines * theme.line_h(22 * s, 1.15)
            row_h = max(help_box.bottom - y, bh + int(10 * s)) + int(26 * s)
            # a row partly in the list is drawn (clipped to it); a button only when whole
            if self.list_rect.colliderect(pygame.Rect(x0, y, room, row_h - int(26 * s))):
                self.rows_at.append((i, help_box))
            x = start
            for label, fn, enabled in acts:
                r = pygame.Rect(0, y + int(6 * s), bw, bh)
                r.right = x
                b = Button(label, r, fn, enabled=enabled, key=f"{label} {i}")
                b.hidden = not self.list_rect.contains(r)  # type: ignore[attr-defined]
                self.buttons.append(b)
                x = r.left - int(14 * s)
            y += row_h
            self.content_h += row_h

    def scroll_rows(self, delta: int) -> None:
        """The wheel or the keys: about ``delta`` pixels, to a row's top, so the list never
        starts with a row's words without its name and buttons (at 200 % "No hurry: reaction
        windows wait ..." stood alone at the top)."""
        top, want = getattr(self, "top", 0), getattr(self, "top", 0) + delta
        starts = self.row_starts
        if delta > 0:
            new = min([o for o in starts if o >= want and o > top] or [max(starts)])
        else:
            new = max([o for o in starts if o <= want and o < top] or [0])
        if new != top:
            self.top = max(0, new)
            self.changed()

    def scroll(self, delta: int) -> None:
        most = max(0, self.content_h - self.list_rect.height)
        top = max(0, min(most, getattr(self, "top", 0) + delta))
        if top != getattr(self, "top", 0):
            self.top = top
            self.changed()

    def focus_targets(self) -> list[focus.Target]:
        """The rows' buttons top to bottom (those scrolled out of view too: the list follows
        the focus), then Done."""
        rows = [b for b in self.buttons if b.label != "Done"]
        done = [b for b in self.buttons if b.label == "Done"]
        return focus.reading_order(focus.targets_of(rows)) + focus.targets_of(done)

    def follow_focus(self) -> None:
        """The list scrolls so that the keyboard's focus (a row's button) is wholly in it: Tab
        onto a row scrolled out of view brings the row in."""
        ring = focus.ring(self)
        here = ring.current(focus.scene_targets(self)) if ring.shown else None
        lr = self.list_rect
        if here is None or here.key == "Done":
            return
        if here.rect.top < lr.top:
            self.scroll(here.rect.top - lr.top - int(6 * self.scale))  # with the row's title
            return
        if here.rect.bottom > lr.bottom:
            self.scroll(here.rect.bottom - lr.bottom)
        # going down: the row's help text under its title comes in too, where it fits
        here = ring.current(focus.scene_targets(self)) or here
        row = int(here.key.rsplit(" ", 1)[1])
        below = max((box.bottom for i, box in self.rows_at if i == row), default=0)
        below += int(10 * self.scale)  # its last line's descent
        if below > lr.bottom:
            self.scroll(min(below - lr.bottom, here.rect.top - lr.top))

    def row_step(self, delta: int) -> bool:
        """Up (``delta`` -1) and Down (1) move the focus one row at a time, to the button of
        the row above or below nearest the focused one across, Done after the last row (the
        nearest button in its column skipped a row whose button sits elsewhere, "-25 %").
        False where the ring is hidden or there is no row that way."""
        ring = focus.ring(self)
        targets = focus.scene_targets(self)
        if not ring.shown or not targets:
            return False
        here = ring.current(targets)
        if here is None:
            return False

        def row(t: focus.Target) -> int:  # Done after every row
            return 1 << 30 if t.key == "Done" else int(t.key.rsplit(" ", 1)[1])

        rows = sorted({row(t) for t in targets})
        at = rows.index(row(here)) + delta
        if not 0 <= at < len(rows):
            return False
        near = [k for k, t in enumerate(targets) if row(t) == rows[at]]
        best = min(near, key=lambda k: abs(targets[k].rect.centerx - here.rect.centerx))
        ring.move_to(targets, best)
        return True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos  # where a button was pressed (``step_scale``)
        if self.held_click(event):  # the pointer still where it pressed a text size button
            return
        arrow = {pygame.K_DOWN: 1, pygame.K_UP: -1}.get(int(getattr(event, "key", 0)), 0)
        if event.type == pygame.KEYDOWN and arrow and self.row_step(arrow):
            self.follow_focus()
            return
        if focus.scene_key(self, event):  # Tab, arrows, Enter or Space on the focused
            self.follow_focus()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        step = theme.line_h(32 * self.scale) * 2
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_rows(-event.y * step)
            return
        keys = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: 4 * step}
        keys[pygame.K_PAGEUP] = -4 * step
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll_rows(keys[event.key])
            return
        for b in self.buttons:
            if not getattr(b, "hidden", False) and b.handle(event):
                return

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        if self.table is not None:
            veil_table(surf, self.table, self.size)
        else:
            surf.fill(theme.BG_DARK)
        theme.panel(
            surf, self.box, (18, 24, 34, 255), radius=20, edge=theme.ACCENT
        )  # opaque: the table showed through
        theme.blit_text(
            surf,
            "Settings",
            int(56 * s),
            (self.box.x + self.pad, self.box.y + int(30 * s)),
            theme.ACCENT,
            "serif",
            shadow=True,
        )
        rows = self.rows()
        lr = self.list_rect
        for i, help_box in self.rows_at:  # a row partly in the list: the lines wholly in it
            title, value, help_text = rows[i]
            y = help_box.y - theme.line_h(32 * s) - int(10 * s)
            if y - int(12 * s) > lr.top:
                pygame.draw.line(
                    surf,
                    (60, 70, 85),
                    (self.box.x + int(50 * s), y - int(12 * s)),
                    (self.box.right - int(50 * s), y - int(12 * s)),
                    2,
                )
            x = help_box.x
            title_h = theme.line_h(32 * s)
            vx = x + theme.text_width(title, int(32 * s), "bold") + int(24 * s)
            vx = max(vx, x + theme.grow(330 * s))
            if lr.top <= y + int(6 * s) and y + int(6 * s) + title_h <= lr.bottom:
                theme.blit_text(surf, title, int(32 * s), (x, y + int(6 * s)), theme.TEXT, "bold")
                theme.blit_text(
                    surf, value, int(32 * s), (vx, y + int(6 * s)), theme.ACCENT, "bold"
                )
            line_h = theme.line_h(22 * s, 1.15)
            for k, line in enumerate(theme.wrap(help_text, int(22 * s), help_box.width)):
                ly = help_box.y + k * line_h
                if lr.top <= ly and ly + theme.line_h(22 * s) <= lr.bottom:
                    theme.blit_text(surf, line, int(22 * s), (x, ly), theme.MUTED)
        self._draw_scrollbar(surf)
        for b in self.buttons:
            if not getattr(b, "hidden", False):
                b.draw(surf, s)
        focus.draw_focus(self, surf)

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The list's scrollbar and its knob (None: the rows all fit), both inside the list
        at the panel's right edge, wherever the list is scrolled (``keep_at`` may scroll it
        past an end: the knob stops at the bar's end, it never runs past the panel)."""
        lr = self.list_rect
        if self.content_h <= lr.height:
            return None
        bar = pygame.Rect(self.box.right - int(14 * self.scale) - 6, lr.y, 6, lr.height)
        knob_h = min(bar.height, max(20, lr.height * lr.height // max(1, self.content_h)))
        most = max(1, self.content_h - lr.height)
        top = max(0, min(most, getattr(self, "top", 0)))
        knob = pygame.Rect(bar.x, bar.y + (bar.height - knob_h) * top // most, 6, knob_h)
        return bar, knob

    def _draw_scrollbar(self, surf: pygame.Surface) -> None:
        drawn = self.scrollbar()
        if drawn is not None:
            bar, knob = drawn
            pygame.draw.rect(surf, (50, 60, 72), bar, border_radius=3)
            pygame.draw.rect(surf, theme.ACCENT, knob, border_radius=3)
