"""A multi-line text box with a movable caret: the deck import box.

The text is a list of lines and the caret a (line, column). A click puts the caret at the
nearest character; Left/Right move by a character (across line ends), Up/Down by a line
(keeping the column as near as the line allows), Home/End to the line's ends, Ctrl+Home/End
to the text's ends; Backspace and Delete join lines at their ends; Enter splits the line.
Characters come from ``KEYDOWN``'s ``unicode`` (as ``textinput.TextInput``), pasted text is
inserted at the caret. No selection. The view follows the caret (lines scroll up and down, a
long line slides left). ``marks`` colours the numbers of lines (the import's bad lines).

We weighed pygame_gui's ``UITextEntryBox`` (selection, its own theme and fonts): it brings a
UI manager that wants every event and frame, and a second look; this box is about 200 lines
with its own tests.
"""

from __future__ import annotations

import pygame

from tabletop.ui import theme

INK = (20, 20, 30)
PAPER = (250, 246, 232)
NUMBERS = (150, 140, 120)
MARK = (200, 40, 40)


class TextArea:
    def __init__(self, text: str = "", max_chars: int = 20000) -> None:
        self.lines: list[str] = [""]
        self.row = 0
        self.col = 0
        self.max_chars = max_chars
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.size = 16
        self.first = 0  # the first line shown
        self.marks: set[int] = set()  # 1-based line numbers drawn in red
        self._goal: int | None = None  # the column Up/Down aim for
        self.set_text(text)

    # ------------------------------------------------------------------ the text
    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def set_text(self, text: str) -> None:
        self.lines = text[: self.max_chars].replace("\r\n", "\n").replace("\r", "\n").split("\n")
        self.row, self.col = len(self.lines) - 1, len(self.lines[-1])
        self._goal = None

    def insert(self, s: str) -> None:
        """``s`` (may hold line breaks) at the caret; the caret goes after it."""
        s = s.replace("\r\n", "\n").replace("\r", "\n")
        room = self.max_chars - (sum(len(x) for x in self.lines) + len(self.lines) - 1)
        s = "".join(ch for ch in s if ch == "\n" or ch.isprintable())[: max(0, room)]
        if not s:
            return
        line = self.lines[self.row]
        head, tail = line[: self.col], line[self.col :]
        parts = (head + s).split("\n")
        self.lines[self.row : self.row + 1] = parts[:-1] + [parts[-1] + tail]
        self.row += len(parts) - 1
        self.col = len(parts[-1])
        self._goal = None

    def backspace(self) -> None:
        if self.col > 0:
            line = self.lines[self.row]
            self.lines[self.row] = line[: self.col - 1] + line[self.col :]
            self.col -= 1
        elif self.row > 0:
            self.col = len(self.lines[self.row - 1])
            self.lines[self.row - 1] += self.lines.pop(self.row)
            self.row -= 1
        self._goal = None

    def delete(self) -> None:
        line = self.lines[self.row]
        if self.col < len(line):
            self.lines[self.row] = line[: self.col] + line[self.col + 1 :]
        elif self.row + 1 < len(self.lines):
            self.lines[self.row] += self.lines.pop(self.row + 1)

    # ------------------------------------------------------------------ the caret
    def move(self, key: int, ctrl: bool = False) -> bool:
        """Move the caret for an arrow, Home or End key; False for any other key."""
        n = len(self.lines)
        if key == pygame.K_LEFT:
            if self.col > 0:
                self.col -= 1
            elif self.row > 0:
                self.row -= 1
                self.col = len(self.lines[self.row])
        elif key == pygame.K_RIGHT:
            if self.col < len(self.lines[self.row]):
                self.col += 1
            elif self.row + 1 < n:
                self.row, self.col = self.row + 1, 0
        elif key in (pygame.K_UP, pygame.K_DOWN):
            goal = self.col if self._goal is None else self._goal
            self.row = max(0, min(n - 1, self.row + (-1 if key == pygame.K_UP else 1)))
            self.col = min(goal, len(self.lines[self.row]))
            self._goal = goal
            return True
        elif key == pygame.K_HOME:
            self.row, self.col = (0, 0) if ctrl else (self.row, 0)
        elif key == pygame.K_END:
            self.row = n - 1 if ctrl else self.row
            self.col = len(self.lines[self.row])
        else:
            return False
        self._goal = None
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """Edit or move for a key, place the caret for a click inside; True when used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            self.click(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(self.lines) - 1, self.first - event.y))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if self.move(event.key, ctrl):
            self.follow()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.insert("\n")
        elif event.key == pygame.K_BACKSPACE:
            self.backspace()
        elif event.key == pygame.K_DELETE:
            self.delete()
        elif not ctrl and event.unicode and event.unicode.isprintable():
            self.insert(event.unicode)
        else:
            return False
        self.follow()
        return True

    # ------------------------------------------------------------------ geometry
    @property
    def line_h(self) -> int:
        return theme.line_h(self.size, 1.3)  # the text is drawn at the player's text size

    @property
    def pad(self) -> int:
        return max(6, self.size // 2)

    @property
    def text_x(self) -> int:
        """Where the lines start (after the line numbers)."""
        return self.rect.x + self.pad + theme.text_width("000", self.size) + self.pad

    @property
    def per_page(self) -> int:
        return max(1, (self.rect.h - 2 * self.pad) // self.line_h)

    def follow(self) -> None:
        """Scroll so the caret's line is shown."""
        if self.row < self.first:
            self.first = self.row
        elif self.row >= self.first + self.per_page:
            self.first = self.row - self.per_page + 1

    def shift(self, row: int) -> int:
        """How far line ``row`` slides left so the caret on it stays in the box."""
        if row != self.row:
            return 0
        room = self.rect.right - self.pad - self.text_x - 4
        x = theme.text_width(self.lines[row][: self.col], self.size)
        return max(0, x - room)

    def click(self, pos: tuple[int, int]) -> None:
        """The caret to the character boundary nearest ``pos``."""
        row = self.first + (pos[1] - self.rect.y - self.pad) // self.line_h
        row = max(0, min(len(self.lines) - 1, row))
        x = pos[0] - self.text_x + self.shift(row)
        line = self.lines[row]
        best, best_d = 0, abs(x)
        for c in range(1, len(line) + 1):
            d = abs(theme.text_width(line[:c], self.size) - x)
            if d < best_d:
                best, best_d = c, d
        self.row, self.col = row, best
        self._goal = None

    def caret_pos(self) -> tuple[int, int]:
        """The caret's screen position (the middle of its line)."""
        x = self.text_x + theme.text_width(self.lines[self.row][: self.col], self.size)
        y = self.rect.y + self.pad + (self.row - self.first) * self.line_h + self.line_h // 2
        return x - self.shift(self.row), y

    # ------------------------------------------------------------------ drawing
    def draw(self, dest: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(dest, PAPER, r, border_radius=8)
        pygame.draw.rect(dest, theme.ACCENT, r, width=2, border_radius=8)
        old = dest.get_clip()
        inner = r.inflate(-4, -4).clip(old)
        dest.set_clip(inner)
        y = r.y + self.pad
        nx = r.x + self.pad
        tx = self.text_x
        text_clip = pygame.Rect(tx, r.y, r.right - self.pad - tx, r.h).clip(inner)
        for row in range(self.first, min(len(self.lines), self.first + self.per_page)):
            marked = row + 1 in self.marks
            if marked:
                band = pygame.Rect(r.x + 2, y, r.w - 4, self.line_h)
                pygame.draw.rect(dest, (248, 214, 206), band)
            num = theme.text(f"{row + 1:>3}", self.size, MARK if marked else NUMBERS)
            dest.blit(num, (nx, y))
            if self.lines[row]:
                surf = theme.text(self.lines[row], self.size, INK)
                dest.set_clip(text_clip)
                dest.blit(surf, (tx - self.shift(row), y))
                dest.set_clip(inner)
            y += self.line_h
        cx, cy = self.caret_pos()
        if self.first <= self.row < self.first + self.per_page:
            h = self.size
            pygame.draw.line(dest, INK, (cx, cy - h // 2), (cx, cy + h // 2), 2)
        dest.set_clip(old)
