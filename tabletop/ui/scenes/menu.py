"""The Esc menu of a game: Resume, How to play, Save as, Settings, Quit to launcher, Quit.

It never changes the game: it resumes, opens other screens (the guide, the settings), writes a
named copy of the game (``Save as``: the game goes on in its own autosave), or leaves. Leaving
puts the autosave on disk first, so the launcher's Continue list has it.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.saves import named_save_path, save_name_ok
from tabletop.engine.visible import BLANK_REASON
from tabletop.engine.words import count
from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.textinput import TextInput
from tabletop.ui.components.widgets import Button, Toasts, veil_table


class GameMenu(Scene):
    """Esc in a game."""

    def __init__(self, app: App, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.toasts = Toasts()
        self.naming = False
        self.name_box = TextInput(
            allowed=lambda ch: ch.isalnum() or ch in " -_", max_len=40, upper=False
        )

    def entries(self) -> list[tuple[str, Any, str]]:
        """(label, action, hotkey): How to play only where the guide exists."""
        items: list[tuple[str, Any, str]] = [("Resume", self.resume, "Esc")]
        if callable(getattr(self.app, "open_howto", None)):
            items.append(("How to play", self.howto, "F1"))
        items += [
            ("Save as...", self.start_naming, ""),
            *([("Join with a phone", self.join, "")] if getattr(self.table, "link", None) else []),
            ("Settings", self.settings, ""),
            ("Quit to launcher", self.leave, ""),
            ("Quit tabletop", self.quit, ""),
        ]
        return items

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        items = self.entries()
        bw, bh, gap = min(w - int(40 * s), theme.grow(460 * s)), int(68 * s), int(16 * s)
        x = w // 2 - bw // 2
        y = h // 2 - (len(items) * (bh + gap)) // 2 + int(30 * s)
        # the title and the line under it above the buttons (large text: the column moves down)
        self.sub_gap = max(int(58 * s), theme.line_h(24 * s) + int(16 * s))
        self.title_gap = max(int(150 * s), self.sub_gap + theme.line_h(64 * s) + int(4 * s))
        y = max(y, int(10 * s) + self.title_gap)
        self.buttons = [
            Button(label, pygame.Rect(x, y + i * (bh + gap), bw, bh), fn, key, primary=i == 0)
            for i, (label, fn, key) in enumerate(items)
        ]
        self.box = pygame.Rect(0, 0, min(w - int(20 * s), theme.grow(760 * s)), 0)
        self.box.height = theme.grow(300 * s)
        self.box.center = (w // 2, h // 2)
        self.name_box.rect = pygame.Rect(
            self.box.x + int(40 * s),
            self.box.y + theme.grow(120 * s),
            self.box.w - int(80 * s),
            theme.grow(64 * s),
        )
        bw2 = theme.grow(220 * s)
        by = self.box.bottom - theme.grow(80 * s)
        self.name_buttons = [
            Button(
                "Save",
                pygame.Rect(self.box.centerx + int(10 * s), by, bw2, theme.grow(56 * s)),
                self.save_as,
                "Enter",
                primary=True,
            ),
            Button(
                "Cancel",
                pygame.Rect(self.box.centerx - bw2 - int(10 * s), by, bw2, theme.grow(56 * s)),
                self.stop_naming,
                "Esc",
            ),
        ]

    # ------------------------------------------------------------------ actions
    def resume(self) -> None:
        self.app.pop()

    def join(self) -> None:
        """The phones' join panel over the table (QR codes, codes, the address)."""
        self.app.pop()
        self.table.phones_panel.open = True
        self.table.dirty = True

    def howto(self) -> None:
        self.app.pop()
        self.app.open_howto(self.table.session.game_name)  # type: ignore[attr-defined]

    def settings(self) -> None:
        self.app.go("settings", self.table)

    def start_naming(self) -> None:
        self.naming = True
        self.name_box.text = f"{self.table.game.TITLE} {count(len(self.table.session.log), 'move')}"
        self.name_box.default = self.name_box.text  # offered selected: typing a name replaces it
        self.name_box.focus = True
        ring = focus.ring(self)
        if ring.shown:
            ring.focus_key("name")

    def focus_targets(self) -> list[focus.Target]:
        """The keyboard's targets: the buttons, or while naming the box, Cancel and Save."""
        if not self.naming:
            return focus.targets_of(self.buttons)
        box = self.name_box
        typing = focus.Target(
            box.rect,
            lambda: setattr(box, "focus", True),
            key="name",
            editing=lambda: box.focus,
            leave=lambda: setattr(box, "focus", False),
        )
        return [typing, *focus.reading_order(focus.targets_of(self.name_buttons))]

    def stop_naming(self) -> None:
        """Back to the buttons; the keyboard's ring lands on Save as, where the player was."""
        self.naming = False
        self.name_box.focus = False
        ring = focus.ring(self)
        if ring.shown:
            ring.focus_key("Save as...")

    def save_as(self) -> None:
        name = save_name_ok(self.name_box.text)
        if name and theme.draws_nothing(name):
            self.toasts.add(f"That name would not show: {BLANK_REASON}.", "bad")
            return
        if not name:
            self.toasts.add("Type a name: letters, digits, spaces, - or _.", "bad")
            return
        path = named_save_path(name)
        try:
            self.table.session.save(path)
        except (OSError, ValueError) as e:
            self.toasts.add(f"Could not save {path.name}: {e}", "bad")
            return
        self.table.paint.write_thumbnail(path, wait=True)
        self.stop_naming()
        self.toasts.add(f"Saved as \u201c{path.stem}\u201d (Continue in the launcher).", "good")

    def leave(self) -> None:
        # the menu, what it covered over the table (a shot), then the table: its on_leave
        # flushes the autosave and refreshes the launcher
        while self.app.running and self.table in self.app.scenes:
            self.app.pop()

    def quit(self) -> None:
        self.app.running = False

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if focus.scene_key(self, event):  # Tab, arrows, Enter or Space on the focused
            return
        if self.naming:
            r = self.name_box.handle(event)
            if r == "submit":
                self.save_as()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.stop_naming()
                return
            for b in self.name_buttons:
                if b.handle(event):
                    return
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key == pygame.K_F1 and callable(getattr(self.app, "open_howto", None)):
                self.howto()
                return
        for b in self.buttons:
            if b.handle(event):
                return

    def animating(self) -> bool:
        return self.toasts.active()

    # ------------------------------------------------------------------ drawing
    def subtitle(self) -> str:
        sess = self.table.session
        return f"{self.table.game.TITLE} \u00b7 {count(len(sess.log), 'move')} \u00b7 saved automatically"

    def back_rect(self) -> pygame.Rect:
        """The opaque panel behind the title, its line and the buttons (the table's names and
        log under the veil never show between them)."""
        s, (w, h) = self.scale, self.size
        pad = int(24 * s) + 4
        top = self.buttons[0].rect.y - self.title_gap - pad // 2
        bottom = self.buttons[-1].rect.bottom + pad
        inner = max(
            self.buttons[0].rect.w,
            theme.text_width(self.subtitle(), int(24 * s)),
            theme.text_width("Paused", int(64 * s), "serif"),
        )
        r = pygame.Rect(0, max(0, top), min(w - 8, inner + 2 * pad), 0)
        r.height = min(h, bottom) - r.y
        r.centerx = w // 2
        return r

    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        veil_table(surf, self.table, self.size)
        top = self.buttons[0].rect.y
        theme.panel(surf, self.back_rect(), (16, 22, 30, 255), radius=18, edge=theme.PANEL_EDGE)
        theme.blit_text(
            surf,
            "Paused",
            int(64 * s),
            (self.size[0] // 2, top - self.title_gap),
            theme.ACCENT,
            "serif",
            anchor="midtop",
            shadow=True,
        )
        theme.blit_text(
            surf,
            self.subtitle(),
            int(24 * s),
            (self.size[0] // 2, top - self.sub_gap),
            theme.MUTED,
            anchor="midtop",
        )
        for b in self.buttons:
            b.draw(surf, s)
        if self.naming:
            veil = pygame.Surface(self.size, pygame.SRCALPHA, 32)
            veil.fill((0, 0, 0, 120))
            surf.blit(veil, (0, 0))
            theme.panel(surf, self.box, (20, 26, 36, 245), radius=18, edge=theme.ACCENT)
            theme.blit_text(
                surf,
                "Save this game as",
                int(34 * s),
                (self.box.x + int(40 * s), self.box.y + int(36 * s)),
                theme.ACCENT,
                "bold",
            )
            self.name_box.draw(surf, int(28 * s))
            for b in self.name_buttons:
                b.draw(surf, s)
        focus.draw_focus(self, surf)
        if self.toasts.active():
            self.toasts.draw(surf, self.size[0] // 2, self.toast_top(), s)

    def toast_top(self) -> int:
        """Where the messages go: under the menu's panel (the naming box's), else above it,
        else under the table's top bar: never across the bar, whose status line showed above
        and below "Saved as ..." at 200 %."""
        s, (w, h) = self.scale, self.size
        gap = int(12 * s)
        _w, tall = self.toasts.extent(s, w - int(80 * s))
        panel = self.box if self.naming else self.back_rect()
        bar = self.table.bar_rect.bottom
        if panel.bottom + gap + tall <= h - gap:
            return panel.bottom + gap
        if panel.top - gap - tall >= bar + gap:
            return panel.top - gap - tall
        return bar + gap
