"""Settings: sound, fullscreen, the hot-seat window length, the solo countdown, whether a
window of your own move stops you and how long the hard computer players think, each with a
line that says what it does. Changes are saved at once in the settings file."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ai.search import THINK_MAX, THINK_MIN, set_think_seconds, think_seconds
from tabletop.ui import theme
from tabletop.ui.app import MUTE_LABEL, App, Scene
from tabletop.ui.widgets import Button

WINDOW_MIN, WINDOW_MAX, WINDOW_DEFAULT = 3, 30, 8


class SettingsScene(Scene):
    def __init__(self, app: App, table: Any = None) -> None:
        super().__init__(app)
        self.table = table  # drawn under the settings when opened from a game

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
                "Playing alone: skip the reaction window of your own move when your answer can "
                "wait (an RPG Get! Recovery); ask: stop there.",
            ),
            (
                "Computer thinking",
                f"{self.think_seconds():g} s",
                "How long a hard computer player thinks over each move (0.25 to 4 seconds; "
                "longer plays better and waits longer).",
            ),
        ]

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

    def changed(self) -> None:
        self.layout(self.size)
        self.dirty = True

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        self.box = pygame.Rect(0, 0, int(1240 * s), int(1000 * s))
        self.box.center = (w // 2, h // 2)
        self.row_top = self.box.y + int(140 * s)
        self.row_h = int(122 * s)
        bx = self.box.right - int(60 * s)
        bh = int(56 * s)
        self.buttons: list[Button] = []
        actions: list[list[tuple[str, Any]]] = [
            [("Switch", self.toggle_sound)],
            [("Switch", self.toggle_fullscreen)],
            [("+1 s", lambda: self.step_window(1)), ("-1 s", lambda: self.step_window(-1))],
            [("Switch", self.toggle_countdown)],
            [("Switch", self.toggle_own_windows)],
            [("Longer", lambda: self.step_think(2.0)), ("Shorter", lambda: self.step_think(0.5))],
        ]
        for i, acts in enumerate(actions):
            y = self.row_top + i * self.row_h + int(10 * s)
            x = bx
            for label, fn in acts:
                r = pygame.Rect(0, y, int(150 * s), bh)
                r.right = x
                enabled = True
                if label == "+1 s":
                    enabled = self.window_seconds() < WINDOW_MAX
                if label == "-1 s":
                    enabled = self.window_seconds() > WINDOW_MIN
                if label == "Longer":
                    enabled = self.think_seconds() < THINK_MAX
                if label == "Shorter":
                    enabled = self.think_seconds() > THINK_MIN
                self.buttons.append(Button(label, r, fn, enabled=enabled))
                x = r.left - int(14 * s)
        done = pygame.Rect(0, 0, int(260 * s), int(64 * s))
        done.midbottom = (self.box.centerx, self.box.bottom - int(30 * s))
        self.buttons.append(Button("Done", done, self.app.pop, "Esc", primary=True))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for b in self.buttons:
            if b.handle(event):
                return

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        if self.table is not None:
            from tabletop.ui.menu import _veil

            _veil(surf, self.table, self.size)
        else:
            surf.fill(theme.BG_DARK)
        theme.panel(surf, self.box, (18, 24, 34, 245), radius=20, edge=theme.ACCENT)
        theme.blit_text(
            surf,
            "Settings",
            int(56 * s),
            (self.box.x + int(60 * s), self.box.y + int(40 * s)),
            theme.ACCENT,
            "serif",
            shadow=True,
        )
        for i, (title, value, help_text) in enumerate(self.rows()):
            y = self.row_top + i * self.row_h
            if i:
                pygame.draw.line(
                    surf,
                    (60, 70, 85),
                    (self.box.x + int(50 * s), y - int(12 * s)),
                    (self.box.right - int(50 * s), y - int(12 * s)),
                    2,
                )
            x = self.box.x + int(60 * s)
            r = theme.blit_text(surf, title, int(32 * s), (x, y + int(6 * s)), theme.TEXT, "bold")
            theme.blit_text(
                surf,
                value,
                int(32 * s),
                (max(r.right + int(24 * s), x + int(330 * s)), y + int(6 * s)),
                theme.ACCENT,
                "bold",
            )
            theme.blit_wrapped(
                surf,
                help_text,
                int(22 * s),
                pygame.Rect(x, y + int(54 * s), int(800 * s), int(70 * s)),
                theme.MUTED,
            )
        for b in self.buttons:
            b.draw(surf, s)
