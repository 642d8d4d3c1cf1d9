"""The key-mapping screen's "Table keys" section: the keys of keyboard play at the game table
(``tabletop.ui.keys``) listed, and rebound one at a time. Up/Down (or a click) choose a row,
Enter (or the click) waits for the new key, Esc stops waiting; a key the table already uses
for something else is refused with the reason. Saved at once in the settings (``table_keys``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components.widgets import Button
from tabletop.ui.keys import COMMANDS, TableKeys, key_label, load_table_keys, save_table_keys
from tabletop.ui.overlays.reaction_common import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    draw_message,
    draw_title,
    keymap_for,
    load_keymap,
)

#: what the number keys do (fixed, shown under the list)
FIXED = "1-9: pick an option of the open prompt or of a chooser"


class TableKeysSection:
    """The list of table commands and their keys, and the rebinding of one."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.keys: TableKeys = load_table_keys(app.settings)
        self.names = list(COMMANDS)
        self.row = 0
        self.listening = False
        self.message = ""
        self.bad = False
        #: the rows drawn (large text: the ones that fit, round the chosen one): (row, rect)
        self.rects: list[tuple[int, pygame.Rect]] = []

    def buttons(self, size: tuple[int, int], s: float, y: int, h: int) -> list[Button]:
        """The section's own button (its defaults); the scene adds Back."""
        w = size[0]
        return [
            Button("Defaults", pygame.Rect(w // 2 - int(130 * s), y, int(260 * s), h), self.reset)
        ]

    def reset(self) -> None:
        self.keys = TableKeys()
        save_table_keys(self.app, self.keys)
        self.listening = False
        self.say("Back to the default keys.", False)

    def say(self, text: str, bad: bool) -> None:
        self.message, self.bad = text, bad
        self.app.audio.play("invalid" if bad else "click")

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """True when the section took ``event`` (Esc while not waiting is the scene's Back)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, r in self.rects:
                if r.collidepoint(event.pos):
                    self.row, self.listening = i, True
                    self.message = ""
                    return True
            return False
        if event.type == pygame.MOUSEWHEEL and not self.listening:
            self.row = max(0, min(len(self.names) - 1, self.row - event.y))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if self.listening:
            return self.bind(event.key)
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            self.row = (self.row + step) % len(self.names)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.listening = True
            self.message = ""
            return True
        return False

    def bind(self, key: int) -> bool:
        """The key pressed while waiting: bound to the chosen command, or why not."""
        self.listening = False
        if key == pygame.K_ESCAPE and self.names[self.row] != "back":
            self.message = ""
            return True
        cmd = self.names[self.row]
        why = self.keys.bind(cmd, key)
        if why:
            self.say(why, True)
            return True
        save_table_keys(self.app, self.keys)
        self.say(f"\u201c{COMMANDS[cmd][0]}\u201d is now {key_label(key)}. Saved.", False)
        return True

    # ------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, size: tuple[int, int], s: float) -> None:
        w, _h = size
        y = draw_title(
            surf,
            "Table keys",
            "Playing at the table without a mouse. Choose a row (Up/Down or a click), press "
            "Enter, then the new key.",
            s,
        )
        row_h = max(int(52 * s), theme.line_h(self.row_px(s)) + int(12 * s))
        pitch = row_h + int(6 * s)
        box = pygame.Rect(w // 2 - int(520 * s), y + int(16 * s), int(1040 * s), row_h)
        # large text: as many rows as fit above the notes and the buttons, round the chosen one
        room = size[1] - int(176 * s) - 3 * theme.line_h(24 * s) - theme.line_h(26 * s) - box.y
        n = len(self.names)
        fit = max(1, (room + int(6 * s)) // pitch)
        px, cols = int(24 * s), 1
        notes = [ln for note in (FIXED, self.race_line()) for ln in self.note_lines(note, px, w, s)]
        if fit < n:  # large text: every row in two columns of tighter rows, when they fit
            row2 = theme.line_h(self.row_px(s)) + int(8 * s)
            room2 = size[1] - int(176 * s) - theme.line_h(26 * s) - box.y
            room2 -= len(notes) * theme.line_h(px)
            if -(-n // 2) * (row2 + int(4 * s)) - int(4 * s) <= room2:
                cols, gap = 2, int(24 * s)
                row_h, pitch = row2, row2 + int(4 * s)
                box.size = ((w - int(40 * s) - gap) // 2, row_h)
                box.x = w // 2 - box.width - gap // 2
                fit = n
        shown = min(n, fit * cols)
        first = 0 if cols > 1 else max(0, min(self.row - shown // 2, n - shown))
        per = -(-shown // cols)  # rows in a column
        step = w - 2 * box.x - box.width  # to the second column
        self.rects = []
        for k, i in enumerate(range(first, first + shown)):
            r = box.move((k // per) * step, (k % per) * pitch)
            self.rects.append((i, r))
            self.draw_row(surf, r, i, self.names[i], s)
        bottom = max((r.bottom for _i, r in self.rects), default=box.bottom)
        if shown < n:  # more above or below: said, not only scrolled
            notes.insert(0, f"Rows {first + 1}-{first + shown} of {n}: Up/Down")
        y = bottom + int(14 * s)
        for line in notes:
            y = theme.blit_text(surf, line, px, (w // 2, y), theme.MUTED, "sans", "midtop").bottom
        draw_message(surf, self.message, self.bad, y + int(14 * s), s)

    @staticmethod
    def note_lines(note: str, px: int, w: int, s: float) -> list[str]:
        """A note as it fits the window: whole, else wrapped at its size (never shrunk)."""
        room = w - int(80 * s)
        if theme.text_width(note, px) <= room:
            return [note]
        return theme.wrap(note, theme.px(px), room)

    def race_line(self) -> str:
        """Whose key is whose in a game's race: each player's
        reaction button, not a table key (set on the count page, "Reaction buttons")."""
        saved = load_keymap(self.app.settings)
        n = len(saved.bindings) if MIN_PLAYERS <= len(saved.bindings) <= MAX_PLAYERS else 4
        km = keymap_for(self.app.settings, range(n))
        keys = "  ".join(f"Player {p + 1}: {km.bindings[p].label()}" for p in range(n))
        return f"Reaction buttons (races): {keys}"

    @staticmethod
    def row_px(s: float) -> int:
        """A row's text size: large text grows it less (the rows are many)."""
        return int(26 * s) if theme.ui_scale() <= 1.0 else theme.px(20 * s)

    def draw_row(self, surf: pygame.Surface, r: pygame.Rect, i: int, cmd: str, s: float) -> None:
        chosen = i == self.row
        fill = (52, 66, 96) if chosen else (30, 36, 54)
        pygame.draw.rect(surf, fill, r, border_radius=10)
        if chosen:  # a thick outline, not colour alone
            pygame.draw.rect(surf, theme.ACCENT, r, max(3, int(4 * s)), border_radius=10)
        size = self.row_px(s)
        keys = "press a key ..." if chosen and self.listening else self.keys.names(cmd)
        colour = theme.ACCENT if chosen and self.listening else theme.TEXT
        at = (r.right - int(20 * s), r.centery)
        both = COMMANDS[cmd][0] + "  " + keys  # too wide together: both a little smaller
        size = theme.fit_px(both, size, r.w - int(56 * s), "bold")
        kr = theme.blit_text(surf, keys, size, at, colour, "bold", "midright")
        room = kr.left - int(16 * s) - r.x - int(20 * s)  # large text: the name fits beside
        lpx, label = theme.fit_text(COMMANDS[cmd][0], size, room, "bold")
        at = (r.x + int(20 * s), r.centery)
        theme.blit_text(surf, label, lpx, at, theme.TEXT, "bold", "midleft")


def section_button(size: tuple[int, int], s: float, open_it: Callable[[], None]) -> Button:
    """The count stage's way into the section (top right)."""
    w = size[0]
    r = pygame.Rect(w - int(320 * s), int(30 * s), int(280 * s), int(64 * s))
    return Button("Table keys", r, open_it, "T")
