"""The Continue list: every interrupted game (one autosave per game session), the named saves
and the recently finished games, newest first, with game, players, moves, date and a picture.
Continue goes on playing, Replay watches it move by move, Delete (asked twice) removes it. A
save made by a newer version of tabletop is listed as such, with nothing to press."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.errors import TabletopError
from tabletop.engine.game import game_class
from tabletop.engine.saves import (
    SaveEntry,
    delete_save,
    list_saves,
)
from tabletop.engine.words import count
from tabletop.ui import assets, focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.widgets import Button, Toasts, words_width

#: a save's status when a newer version of tabletop made it (listed, not played here)
NEWER = "made by a newer version"


def game_title(name: str) -> str:
    try:
        return str(game_class(name).TITLE)
    except (KeyError, TabletopError, ImportError):
        return name


class SavesScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.toasts = Toasts()
        self.top = 0
        self.confirm: str | None = None
        self._thumbs: dict[str, pygame.Surface | None] = {}
        self.reload()

    def on_saves_changed(self) -> None:
        self.reload()

    def reload(self) -> None:
        problems: list[str] = []
        self.entries = list_saves(problems)
        for p in problems:
            self.toasts.add(f"A saved game could not be read: {p}", "bad", life=8.0)
        self.top = max(0, min(self.top, len(self.entries) - 1))
        if hasattr(self, "size"):
            self.layout(self.size)

    def thumb(self, entry: SaveEntry) -> pygame.Surface | None:
        key = f"{entry.path}:{entry.mtime}"
        if key not in self._thumbs:
            surf = None
            if entry.thumb is not None:  # a damaged or huge picture: no thumbnail
                surf = assets.load_picture(entry.thumb)
            self._thumbs[key] = surf
        return self._thumbs[key]

    # ------------------------------------------------------------------ actions
    def cont(self, entry: SaveEntry) -> None:
        from tabletop.ui.table import open_save

        if not open_save(self.app, entry, self.toasts):
            self.reload()

    def replay(self, entry: SaveEntry) -> None:
        try:
            self.app.go("replay", entry.data, entry.path.name)
        except TabletopError as e:
            self.toasts.add(str(e), "bad")

    def delete(self, entry: SaveEntry) -> None:
        if self.confirm != str(entry.path):
            self.confirm = str(entry.path)
            self.layout(self.size)
            return
        delete_save(entry.path)
        self.confirm = None
        self.toasts.add(f"Deleted {entry.name}.", "info")
        self.reload()

    def back(self) -> None:
        self.app.pop()
        self.app.saves_changed()

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        # large text: the motto, the list and each row's lines move down as their text grows
        self.motto_y = max(int(124 * s), int(40 * s) + theme.line_h(72 * s) - int(8 * s))
        top = max(int(170 * s), self.motto_y + theme.line_h(24 * s) + int(16 * s))
        self.list_rect = pygame.Rect(int(80 * s), top, w - int(160 * s), h - int(130 * s) - top)
        self.lines_y = [int(16 * s)]  # the title's, the players' and the moves' tops in a row
        for pt in (32, 22):
            self.lines_y.append(self.lines_y[-1] + max(int((pt + 14) * s), theme.line_h(pt * s)))
        self.row_h = max(int(170 * s), self.lines_y[-1] + theme.line_h(20 * s) + int(30 * s))
        self.per_page = max(1, self.list_rect.h // self.row_h)
        self.buttons: list[Button] = []
        self.rows: list[tuple[pygame.Rect, SaveEntry]] = []
        for i, e in enumerate(self.entries[self.top : self.top + self.per_page]):
            r = pygame.Rect(
                self.list_rect.x,
                self.list_rect.y + i * self.row_h,
                self.list_rect.w,
                self.row_h - int(14 * s),
            )
            self.rows.append((r, e))
            bw, bh = int(190 * s), int(54 * s)
            x = r.right - int(20 * s)
            specs: list[tuple[str, Any, bool]] = []
            sure = self.confirm == str(e.path)
            if not e.newer:  # a newer version's save is shown, never opened or deleted here
                specs.append(
                    ("Sure? Delete" if sure else "Delete", lambda e=e: self.delete(e), False)
                )
                specs.append(("Replay", lambda e=e: self.replay(e), False))
            if not e.finished and not e.newer:
                specs.append(("Continue", lambda e=e: self.cont(e), True))
            for label, fn, primary in specs:  # wide enough for its word ("Contin..." at 200 %)
                b = pygame.Rect(0, 0, max(bw, words_width(label, bh)), bh)
                b.midright = (x, r.centery)
                key = f"{label.split()[-1]} {e.path.name}"  # the row's, kept when it scrolls
                self.buttons.append(Button(label, b, fn, primary=primary, key=key))
                x = b.left - int(12 * s)
        by = h - int(100 * s)
        bw = max(int(220 * s), words_width("Back [Enter]", int(64 * s)))  # focused: says so
        self.buttons.append(
            Button("Back", pygame.Rect(int(80 * s), by, bw, int(64 * s)), self.back, "Esc")
        )
        if len(self.entries) > self.per_page:
            self.buttons.append(
                Button(
                    "Newer",
                    pygame.Rect(w - int(540 * s), by, int(220 * s), int(64 * s)),
                    lambda: self.page(-1),
                    enabled=self.top > 0,
                )
            )
            self.buttons.append(
                Button(
                    "Older",
                    pygame.Rect(w - int(300 * s), by, int(220 * s), int(64 * s)),
                    lambda: self.page(1),
                    enabled=self.top + self.per_page < len(self.entries),
                )
            )
        self.dirty = True

    def scroll(self, d: int) -> None:
        """``d`` rows on; the list's end at the foot of the page (a short last page stays as
        long as nothing scrolls it back)."""
        n = len(self.entries)
        hi = max(0, n - self.per_page, min(self.top, n - 1))
        self.top = max(0, min(hi, self.top + d))
        self.layout(self.size)

    def page(self, d: int) -> None:
        """A page older (``d`` 1) or newer (-1): the next games, none of this page's again; the
        last page may be shorter ("1-4 of 6" then "3-6 of 6" showed two games on both)."""
        if d > 0 and self.top + self.per_page >= len(self.entries):
            return  # the last page already
        self.top = max(0, min(self.top + d * self.per_page, len(self.entries) - 1))
        self.layout(self.size)

    def scroll_by(self, d: int) -> bool:
        """Scroll ``d`` rows; True when the list moved."""
        top = self.top
        self.scroll(d)
        return self.top != top

    def scroll_ring(self, event: pygame.event.Event) -> bool:
        """Up on the first row shown or Down on the last scrolls the list under the ring."""
        if not self.rows:
            return False
        return focus.edge_scroll(self, event, self.rows[0][0], self.rows[-1][0], self.scroll_by)

    def handle(self, event: pygame.event.Event) -> None:
        if self.scroll_ring(event) or focus.scene_key(self, event):  # choose, load, delete
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_DOWN):
                self.page(1) if event.key == pygame.K_PAGEDOWN else self.scroll(1)
            elif event.key in (pygame.K_PAGEUP, pygame.K_UP):
                self.page(-1) if event.key == pygame.K_PAGEUP else self.scroll(-1)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        for b in list(self.buttons):
            if b.handle(event):
                return

    def animating(self) -> bool:
        return self.toasts.active()

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        theme.backdrop(surf)
        theme.blit_text(
            surf,
            "Continue",
            int(72 * s),
            (int(80 * s), int(40 * s)),
            theme.ACCENT,
            "serif",
            shadow=True,
        )
        theme.blit_text(
            surf,
            "Every game is saved as it is played; several can wait here at once.",
            int(24 * s),
            (int(84 * s), self.motto_y),
            theme.MUTED,
        )
        if not self.entries:
            theme.blit_text(
                surf,
                "No saved games yet: start one from the launcher.",
                int(30 * s),
                self.list_rect.center,
                theme.TEXT,
                anchor="center",
            )
        for r, e in self.rows:
            self.draw_row(surf, r, e)
        if len(self.entries) > self.per_page:
            theme.blit_text(
                surf,
                f"{self.top + 1}-{min(len(self.entries), self.top + self.per_page)} of {len(self.entries)}",
                int(22 * s),
                (w // 2, h - int(68 * s)),
                theme.MUTED,
                anchor="center",
            )
        for b in self.buttons:
            b.draw(surf, s)
        self.draw_enter_line(surf)
        focus.draw_focus(self, surf)
        self.toasts.draw(surf, w // 2, int(20 * s), s)

    def draw_enter_line(self, surf: pygame.Surface) -> None:
        """Right of Back, while a focused row button has no room to say "[Enter]" itself
        (large text: a focused "Continue" said only its word): "[Enter]: Continue
        “Game night”", or without the save's name where that does not fit."""
        b = focus.untold(self)
        if b is None:
            return
        s, w = self.scale, self.size[0]
        back = next(x for x in self.buttons if x.label == "Back").rect
        start = back.right + int(24 * s)
        end = w - int(80 * s) if len(self.entries) <= self.per_page else w // 2 - int(90 * s)
        end = min(
            [end]
            + [
                x.rect.left - int(24 * s)
                for x in self.buttons
                if x.rect.y == back.y and x.rect.x > back.x
            ]
        )
        row = next((e for r, e in self.rows if r.contains(b.rect)), None)
        px = max(theme.MIN_TEXT, int(22 * s))
        for said in ([f"[Enter]: {b.label} \u201c{row.name}\u201d"] if row else []) + [
            f"[Enter]: {b.label}"
        ]:
            if start + theme.text_width(said, px, "bold") <= end:
                at = (start, back.centery)
                theme.blit_text(surf, said, px, at, theme.ACCENT, "bold", anchor="midleft")
                return

    def draw_row(self, surf: pygame.Surface, r: pygame.Rect, e: SaveEntry) -> None:
        """One saved game: its table's picture (or the game's name), the title, finished or
        in progress, the players, the moves and the date."""
        s = self.scale
        theme.panel(surf, r, (20, 28, 38, 235), radius=14)
        th = pygame.Rect(r.x + int(14 * s), r.y + int(12 * s), int(240 * s), r.h - int(24 * s))
        pic = self.thumb(e)
        if pic is not None:
            pic = pygame.transform.smoothscale(pic, th.size)
            surf.blit(pic, th)
        else:
            pygame.draw.rect(surf, (18, 52, 38), th, border_radius=8)
            # the game's name inside the frame, a margin at each side (at 200 % it ran over)
            size, name = theme.fit_text(
                game_title(e.game), int(22 * s), th.width - int(24 * s), "serif"
            )
            theme.blit_text(
                surf,
                name,
                size,
                th.center,
                theme.MUTED,
                "serif",
                anchor="center",
            )
        pygame.draw.rect(surf, (0, 0, 0), th, 2, border_radius=8)
        x = th.right + int(24 * s)
        title = game_title(e.game)
        if not e.auto:
            title += f" \u00b7 \u201c{e.name}\u201d"
        room = min([b.rect.left for b in self.buttons if r.contains(b.rect)] + [r.right])
        room -= x + int(16 * s)
        status, colour = ("finished", theme.MUTED) if e.finished else ("in progress", theme.GOOD)
        if e.newer:
            status, colour = NEWER, theme.MUTED
        size, title = theme.fit_text(title, int(32 * s), room, "bold")
        tr = theme.blit_text(surf, title, size, (x, r.y + self.lines_y[0]), theme.TEXT, "bold")
        moves = f"{count(e.moves, 'move')} \u00b7 {e.date}"
        if e.newer:
            moves += " \u00b7 open it with the newer version that saved it"
        if tr.right + int(16 * s) + theme.text_width(status, int(20 * s), "bold") <= x + room:
            pos = (tr.right + int(16 * s), tr.centery)
            theme.blit_text(surf, status, int(20 * s), pos, colour, "bold", anchor="midleft")
        else:  # large text: the status ends the moves line
            moves += f" \u00b7 {status}"
        players = theme.fit_text(players_words(e, int(22 * s), room), int(22 * s), room)
        theme.blit_text(surf, players[1], players[0], (x, r.y + self.lines_y[1]), theme.TEXT)
        moves_px, moves = theme.fit_text(moves, int(20 * s), room)
        theme.blit_text(surf, moves, moves_px, (x, r.y + self.lines_y[2]), theme.MUTED)


def players_words(e: SaveEntry, size: int, room: int) -> str:
    """The save's players as one line in ``room`` pixels: each by name ("Ann, Bo (computer,
    random)"), else the people by name and the computers counted ("Player 1, 3 computers
    (normal)": at 200 % a four-seat game's list was cut before its third player)."""
    whole = ", ".join(e.players())
    if theme.text_width(whole, theme.fit_px(whole, size, room), "sans") <= room:
        return whole
    seats = e.data["seats"]
    people = [
        s.get("name") or f"Player {i + 1}" for i, s in enumerate(seats) if s.get("kind") == "human"
    ]
    levels = sorted({s.get("level") or "normal" for s in seats if s.get("kind") != "human"})
    bots = len(seats) - len(people)
    if bots:
        people.append(f"{count(bots, 'computer')} ({', '.join(levels)})")
    return ", ".join(people)
