"""Widgets drawn by hand: buttons, toasts, a scrolling log, option pickers."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui import theme

#: the hints that name Enter (every button says "Enter"; "Return" is still understood)
ENTER_HINTS = frozenset({"Enter", "Return", "Keypad Enter"})


def key_of(hint: str) -> int:
    """The key a button's hint names ("Enter": the Return key, as the keypad's is taken)."""
    return pygame.K_RETURN if hint in ENTER_HINTS else pygame.key.key_code(hint.lower())


#: while a keyboard focus ring shows, Enter presses the focused thing, not the button labelled
#: with it: (ring shown, the focused rect, Space presses it too); set around a scene's drawing
_ENTER: list[Any] = [False, None, False]


@contextmanager
def enter_focus(shown: bool, rect: pygame.Rect | None, space: bool = False) -> Iterator[None]:
    """Buttons drawn inside show Enter's hint (and Space's, ``space``) only on ``rect``, the
    focused one, while the ring is ``shown`` (a label never names a key that does otherwise)."""
    old = list(_ENTER)
    _ENTER[:] = [shown, pygame.Rect(rect) if rect is not None else None, space]
    try:
        yield
    finally:
        _ENTER[:] = old


def draw_at(button: Button, dest: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """``button`` drawn at ``rect`` on ``dest`` (a sheet of its own), still the focused one
    if it is (a launcher's bar at large text: its focused button never said "[Enter]")."""
    shown, focused, space = _ENTER
    at = button.rect
    button.rect = pygame.Rect(rect)
    try:
        with enter_focus(shown, button.rect if focused == at else None, space):
            button.draw(dest, scale)
    finally:
        button.rect = at


def label_rows(label: str, size: int, room: int) -> list[str]:
    """``label`` wrapped to ``room`` as a button of several lines draws it: a mark of one
    letter (a menu's "\u25be") never on a line of its own, the word before it goes along."""
    rows = theme.wrap(label, size, room, "bold")
    if len(rows) > 1 and len(rows[-1]) == 1 and " " in rows[-2]:
        head, word = rows[-2].rsplit(" ", 1)
        rows[-2:] = [head, f"{word} {rows[-1]}"]
    return rows


def label_pad() -> int:
    """The room a button's (or a badge's) label keeps from each side edge at the text size in
    force: 6 px at 100 %, growing with the text (14 px at 200 %), so large words never touch
    the edge (its 2 px rim inside it)."""
    return 6 + int(round(8 * (theme.ui_scale() - 1.0)))


def words_width(label: str, height: int, more: int = 4) -> int:
    """The width a one-line button ``height`` tall needs to show ``label`` whole at its text
    size with ``label_pad`` each side, and ``more`` pixels."""
    size = max(theme.MIN_TEXT, int(height * 0.42 / theme.ui_scale()))  # as ``Button.draw``
    return theme.text_width(label, size, "bold") + 2 * label_pad() + more


@dataclass
class Button:
    label: str
    rect: pygame.Rect
    on_click: Callable[[], Any]
    hotkey: str = ""
    enabled: bool = True
    primary: bool = False
    hover: bool = False
    tooltip: str = ""
    #: the keyboard focus finds the button again by this after a rebuild (default: the label)
    key: str = ""
    #: the lines its label may take (a taller button: each line as big as a one-line label)
    lines: int = 1
    #: room at its left its label keeps clear of (a number key's badge lies there)
    lead: int = 0
    #: the most its label's design size may be (0: its height's); ``even_row`` sets it
    px: int = 0

    def draw(self, dest: pygame.Surface, scale: float = 1.0) -> None:
        if not self.enabled:
            bg, fg = (50, 55, 60), (120, 120, 120)
        elif self.primary:
            bg, fg = ((255, 210, 90) if self.hover else (235, 180, 50)), (25, 20, 10)
        else:
            bg, fg = ((80, 100, 125) if self.hover else (52, 66, 84)), theme.TEXT
        theme.shadow(dest, self.rect, radius=10, offset=3)
        pygame.draw.rect(dest, bg, self.rect, border_radius=10)
        pygame.draw.rect(dest, (0, 0, 0), self.rect, width=2, border_radius=10)
        size = self.natural_px()
        room = self.label_room(size)
        label = self.shown_label(size, room)
        cx = self.rect.centerx + self.lead // 2  # the middle of the room right of its lead
        if self.lines > 1 and theme.text_width(label, size, "bold") > room:
            rows = label_rows(label, size, room)
            step = theme.line_h(size)
            y = self.rect.centery - step * len(rows) // 2
            for row in rows:
                theme.blit_text(dest, row, size, (cx, y), fg, "bold", anchor="midtop")
                y += step
            return
        size, label = theme.fit_text(label, size, room, "bold")
        theme.blit_text(dest, label, size, (cx, self.rect.centery), fg, "bold", anchor="center")

    def shown_label(self, size: int, room: int) -> str:
        """Its words with its key's hint, as they fit ``room``: at ``size`` where they can
        (focused, Enter's hint, else its own key's where Enter's leaves no room: a focused
        label never shrinks for a longer hint), else closer, else smaller, else the words."""
        hint = self.hint()
        label = self.label + (f"  [{hint}]" if hint else "")
        forms = [label, f"{self.label} [{hint}]"] if hint else []
        if hint and self.hotkey and hint != self.hotkey:
            forms.append(f"{self.label}  [{self.hotkey}]")
        for said in forms:
            if self.fits(said, size, room):
                return said
        for said in (label, f"{self.label} [{hint}]", self.label):  # closer, else the label
            label = said  # (at 200 % "Even up" lost its "[Enter]" for a few pixels)
            if theme.text_width(said, theme.fit_px(said, size, room, "bold"), "bold") <= room:
                break
        return label

    def fits(self, said: str, size: int, room: int) -> bool:
        """``said`` fits ``room`` at ``size``: on one line, or a button of several lines on
        its lines (a two-line "Format:" / "Basic game (40 cards)" lost its "[Enter]", measured
        as one line)."""
        if self.lines > 1:
            rows = label_rows(said, size, room)
            wide = max(theme.text_width(r, size, "bold") for r in rows)
            return len(rows) <= self.lines and wide <= room
        return theme.text_width(said, size, "bold") <= room

    def natural_px(self) -> int:
        """Its label's design size: its height's (which already holds the UI scale), at most
        ``px`` where a row sets one."""
        size = max(theme.MIN_TEXT, int(self.rect.height / self.lines * 0.42 / theme.ui_scale()))
        return min(size, self.px) if self.px else size

    def forms(self) -> list[str]:
        """The words it may show: with its own key's hint, and focused (``hint``) with
        Enter's."""
        out = [self.label]
        for key in (self.hotkey, "Enter"):
            if key and f"{self.label}  [{key}]" not in out:
                out.append(f"{self.label}  [{key}]")
        return out

    def label_room(self, size: int) -> int:
        """The width the label may take: the rect less its lead and ``label_pad`` each side,
        or (a button laid out too narrow for that) less what the label at the smallest text
        leaves, never under 6 px a side: a label is never cut for its padding. A button of
        several lines keeps its padding: its label goes on the next line instead."""
        wide = self.rect.width - self.lead
        room = wide - 2 * label_pad()
        if self.lines > 1:
            return room
        least = theme.text_width(self.label, theme.fit_px(self.label, size, room, "bold"), "bold")
        return max(room, min(wide - 12, least))

    def hint(self) -> str:
        """The key named on the button: its hotkey; while a focus ring shows, Enter's (and
        the ring's Space) only on the focused button, which says how to press it now: Enter
        (a focused "Resume  [R]" said R while Enter pressed it, "Quit" said nothing more)."""
        shown, rect, space = _ENTER
        if not shown:
            return self.hotkey
        focused = rect == self.rect
        if self.hotkey in ENTER_HINTS or (space and self.hotkey == "Space"):
            return self.hotkey if focused else ""
        return "Enter" if focused else self.hotkey

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        if (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self.enabled
            and self.rect.collidepoint(event.pos)
        ):
            self.on_click()
            return True
        return False


def says_enter(button: Button) -> bool:
    """Does ``button``, focused, say "[Enter]" on itself (where its room allows)? Else a
    screen says it in a line of its own while it is focused."""
    size = button.natural_px()
    with enter_focus(True, button.rect):
        return "[Enter]" in button.shown_label(size, button.label_room(size))


def even_row(buttons: Sequence[Button]) -> None:
    """One text size for a row of buttons: the largest at which each shows its words whole
    with its own key's hint and, focused, with Enter's (``Button.forms``): the focus never
    changes a label's size, and neighbours match ("Quit  [Enter]" was drawn smaller than
    "Fullscreen  [F11]" beside it, "Start game  [Enter]" smaller than Resume)."""
    sizes = []
    for b in buttons:
        b.px = 0
        size = b.natural_px()
        room = b.label_room(size)
        sizes += [theme.fit_px(said, size, room, "bold") for said in b.forms()]
    for b in buttons:
        b.px = min(sizes, default=0)


def move_button_width(label: str, hotkey: str, scale: float, room: int) -> int:
    """The width of a table's move button saying ``label`` (with its ``hotkey``) in a play
    area ``room`` pixels wide: the table lays its row out by it, and a hand keeps clear of a
    row before it shows (``GameView.row_left``). Never narrower than its words at the text's
    floor on a small screen (1024x600: "Stop guessing" was cut to "Stop\u2026")."""
    width = theme.grow(max(160, 24 + 13 * len(label + hotkey)) * scale)
    width = max(width, words_width(label, move_button_height(scale)))
    return min(width, room // 2)


def move_button_height(scale: float) -> int:
    """The height of a table's move button (with large text, its line's)."""
    return max(int(52 * scale), theme.line_h(theme.MIN_TEXT) + 8)


@dataclass
class Toast:
    text: str
    kind: str = "info"
    born: float = field(default_factory=time.monotonic)
    life: float = 3.2
    #: the moment the message speaks of (None: any): it goes when the moment passes
    moment: Any = None


class Toasts:
    """The messages over a screen, each for its ``life`` in seconds of ``clock``: a table's
    own clock (``TableScene.now``), so a frozen table, or one whose clock a test holds
    still, keeps them, and they go when that clock says, not when the machine's does."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, base_px: int = 24) -> None:
        self.items: list[Toast] = []
        self.clock = clock
        #: where the last ``draw`` put each message (what a screen's test reads)
        self.drawn: list[pygame.Rect] = []
        #: the text's size at 100 % on a 1080-line window when no size is asked for
        self.base_px = base_px

    def add(self, text: str, kind: str = "info", life: float = 3.2, moment: Any = None) -> None:
        """A message for ``life`` seconds; with ``moment``, only while that moment lasts
        (``moment_is``: a message about an earlier moment goes when it passes). The same
        words said again replace their first saying (two Enters in a window drew "Enter does
        nothing here" twice, one over the other)."""
        self.items = [t for t in self.items if t.text != text]
        self.items.append(Toast(text, kind, born=self.clock(), life=life, moment=moment))
        self.items = self.items[-4:]

    def drop(self, start: str) -> None:
        """The messages that begin with ``start`` go (what they said has ended)."""
        self.items = [t for t in self.items if not t.text.startswith(start)]

    def age(self, toast: Toast) -> float:
        """How long ``toast`` has been up, by ``clock``."""
        return self.clock() - toast.born

    def moment_is(self, moment: Any) -> bool:
        """The table is at ``moment`` now: the messages said of another moment go (True: one
        went, the screen is drawn afresh)."""
        kept = [t for t in self.items if t.moment is None or t.moment == moment]
        gone = len(kept) < len(self.items)
        self.items = kept
        return gone

    def active(self) -> bool:
        now = self.clock()
        self.items = [t for t in self.items if now - t.born < t.life]
        return bool(self.items)

    def shown(
        self, scale: float, room: int, height: int = 0, px: int = 0
    ) -> list[tuple[Toast, list[str], int]]:
        """The live toasts drawn at ``room`` wide (text ``px``, else 24 px scaled), each with
        its lines and height; with ``height``, only the newest that fit in it (the older ones
        give way; the newest is always drawn)."""
        now = self.clock()
        size = px or max(14, int(self.base_px * scale))
        width = min(theme.grow(900 * scale), room - int(48 * scale))
        step = theme.line_h(size, 1.25)
        out: list[tuple[Toast, list[str], int]] = []
        used = 0
        for t in reversed(self.items):
            if now - t.born > t.life:
                continue
            lines = theme.wrap(t.text, size, width, "bold")
            h = int(len(lines) * step + 24 * scale)
            if out and height and used + h > height:
                break
            used += h + int(8 * scale)
            out.insert(0, (t, lines, h))
        return out

    def extent(self, scale: float, room: int, height: int = 0, px: int = 0) -> tuple[int, int]:
        """The width and height the live toasts take (``draw``'s sizes), to place them clear of
        something (a lesson's panel, the cards on the table)."""
        size = px or max(14, int(self.base_px * scale))
        w = h = 0
        for _t, lines, th in self.shown(scale, room, height, px):
            w = max([w] + [theme.text_width(x, size, "bold") + int(48 * scale) for x in lines])
            h += th + int(8 * scale)
        return w, h

    @staticmethod
    def _width(lines: list[str], size: int) -> int:
        return max(theme.text(line, size, theme.TEXT, "bold").get_width() for line in lines)

    def draw(
        self,
        dest: pygame.Surface,
        centre_x: int,
        top: int,
        scale: float,
        room: int = 0,
        height: int = 0,
        px: int = 0,
        clear: Sequence[pygame.Rect] = (),
    ) -> None:
        """The toasts from ``top`` down, centred on ``centre_x``, each at most ``room`` wide
        (else the window's width less a margin), the newest that fit in ``height`` (if given),
        in ``px`` text (else 24 px scaled). A message is whole from its first frame (on a
        clock held still a fade-in never began) and fades out in its last third of a second.
        They stay within ``dest``: the oldest give way where the window has no room for all
        (three at once under a screen's middle ran off a 1280x720 window's foot), and the
        stack goes up where even the newest alone would not fit below ``top``, or above the
        ``clear`` rects it would cover (a screen's buttons: "cards added" lay over Done)."""
        now = self.clock()
        size = px or max(14, int(self.base_px * scale))
        room = room or dest.get_width() - int(80 * scale)
        step = theme.line_h(size, 1.25)
        foot = dest.get_height() - int(8 * scale)
        height = max(1, min(height, foot - top) if height else foot - top)
        shown = self.shown(scale, room, height, px)
        gap = int(8 * scale)
        used = sum(h + gap for _t, _l, h in shown) - gap
        y = max(0, min(top, foot - used))
        widest = max([0] + [self._width(lines, size) for _t, lines, _h in shown]) + int(48 * scale)
        for _ in range(len(clear)):  # each move clears one rect at least: as often at most
            stack = pygame.Rect(centre_x - widest // 2, y, widest, used)
            hit = [r for r in clear if r.colliderect(stack)]
            if not hit:
                break
            y = max(0, min(r.top for r in hit) - gap - used)
        self.drawn = []
        for t, lines, h in shown:
            age = now - t.born
            alpha = max(0.0, min(1.0, (t.life - age) * 3))
            rect = pygame.Rect(0, 0, self._width(lines, size) + int(48 * scale), h)
            rect.midtop = (centre_x, y)
            self.drawn.append(rect)
            colour = {"bad": (120, 30, 30), "good": (30, 90, 50)}.get(t.kind, (30, 40, 55))
            s = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
            # opaque: the words under a message never show through its lines
            pygame.draw.rect(s, (*colour, int(255 * alpha)), s.get_rect(), border_radius=14)
            pygame.draw.rect(
                s, (255, 255, 255, int(120 * alpha)), s.get_rect(), 2, border_radius=14
            )
            ty = int(12 * scale)
            for line in lines:
                ts = theme.text(line, size, theme.TEXT, "bold").copy()
                ts.set_alpha(int(255 * alpha))
                s.blit(ts, ts.get_rect(midtop=(rect.width // 2, ty)))
                ty += step
            dest.blit(s, rect)
            y += h + int(8 * scale)


@functools.lru_cache(maxsize=4096)
def _wrapped(text: str, size: int, width: int, _px: int) -> tuple[str, ...]:
    """A log line wrapped to ``width`` (each line is wrapped once, not on every redraw; ``_px``
    the size drawn, so another UI scale wraps anew)."""
    return tuple(theme.wrap(text, size, width))


class LogPanel:
    """The game log: newest at the bottom; the wheel scrolls."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, tuple[int, int, int]]] = []
        self.scroll = 0

    def add(self, text: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.lines.append((text, colour))
        self.lines = self.lines[-400:]
        self.scroll = 0

    def clear(self) -> None:
        self.lines.clear()
        self.scroll = 0

    def handle(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        if event.type == pygame.MOUSEWHEEL and rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
            return True
        return False

    def draw(
        self, dest: pygame.Surface, rect: pygame.Rect, scale: float, background: bool = True
    ) -> None:
        """The log in ``rect``; without its panel when ``background`` is False (the table
        draws that once per window size in its static layer)."""
        key = (
            len(self.lines),
            self.lines[-1] if self.lines else None,
            self.scroll,
            rect.size,
            scale,
            theme.ui_scale(),
            background,
        )
        if getattr(self, "_key", None) != key:
            self._key = key
            self._surf = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
            self._render(self._surf, pygame.Rect((0, 0), rect.size), scale, background)
            if not background:  # text on a clear sheet: run-length encoded, blitted quickly
                self._surf.set_alpha(255, pygame.RLEACCEL)
        dest.blit(self._surf, rect)

    def _rows(
        self, rect: pygame.Rect, scale: float
    ) -> tuple[int, pygame.Rect, list[tuple[str, tuple[int, int, int]]], int]:
        """The text size, the lines' box, the wrapped lines shown (oldest first) and the
        step between them."""
        size, inner, shown, step, _starts = self._entry_rows(rect, scale)
        return size, inner, shown, step

    def _entry_rows(
        self, rect: pygame.Rect, scale: float
    ) -> tuple[int, pygame.Rect, list[tuple[str, tuple[int, int, int]]], int, set[int]]:
        """``_rows`` and the rows shown (from 0) where an entry begins."""
        size = max(12, int(17 * scale))
        head = theme.line_h(size + 2) + 12
        inner = pygame.Rect(rect.x + 12, rect.y + head, rect.width - 24, rect.height - head - 10)
        entries = [
            [(part, colour) for part in _wrapped(text, size, inner.width, theme.font_px(size))]
            for text, colour in self.lines
        ]
        step = theme.line_h(size, 1.3)
        per = max(1, (inner.height - theme.line_h(size)) // step + 1)
        # whole entries: the newest shown (``scroll`` entries back) at the foot, older ones
        # over it while they fit; scrolled back to the oldest, newer ones under it while they
        # fit (at 200 % a scrolled log ended mid-entry, "Bodyguard by Computer 2", its panel
        # half empty)
        end = len(entries) - min(self.scroll, max(0, len(entries) - 1))
        first, used = end, 0
        while first > 0 and used + len(entries[first - 1]) <= per:
            first -= 1
            used += len(entries[first])
        self.older, self.newer = max(0, first - (first == end and end)), len(entries) - end
        if first == end and end:  # that entry alone taller than the panel: its last rows
            return size, inner, entries[end - 1][-per:], step, set()
        while first == 0 and end < len(entries) and used + len(entries[end]) <= per:
            used += len(entries[end])
            end += 1
        self.older, self.newer = first, len(entries) - end
        shown: list[tuple[str, tuple[int, int, int]]] = []
        starts: set[int] = set()  # the rows where an entry begins (the others continue one)
        for rows in entries[first:end]:
            starts.add(len(shown))
            shown += rows
        return size, inner, shown, step, starts

    def lines_top(self, rect: pygame.Rect, scale: float) -> int:
        """Where the lines start in ``rect``, under the "Game log" heading."""
        return self._rows(rect, scale)[1].y

    def bottom_line(self, rect: pygame.Rect, scale: float) -> int:
        """The bottom of the newest line shown in ``rect`` (the free part of the panel lies
        below it)."""
        size, inner, shown, step = self._rows(rect, scale)
        return inner.y + max(0, len(shown) - 1) * step + theme.line_h(size) if shown else inner.y

    def entry_foot(self, rect: pygame.Rect, scale: float, y: int) -> int:
        """Where something laid over the log in ``rect`` down to ``y`` would end for the lines
        showing under it to begin with an entry's first row, whole: the bottom of the last
        entry with a row starting above ``y`` (a lesson's note over the oldest lines left the
        end of one, "clue.", under it); ``y`` where it cuts none."""
        size, inner, shown, step, starts = self._entry_rows(rect, scale)
        above = [k for k in range(len(shown)) if inner.y + k * step < y]
        if not above:
            return y
        last = min((k for k in starts if k > above[-1]), default=len(shown)) - 1
        return max(y, inner.y + last * step + theme.line_h(size))

    def _signs(self, dest: pygame.Surface, rect: pygame.Rect, head: pygame.Rect, size: int) -> None:
        """The scroll signs (``log_signs``) right of the heading, the longest that fits."""
        room = rect.right - 12 - head.right - 12
        px = max(theme.MIN_TEXT, size - 2)
        for words in log_signs(getattr(self, "older", 0), getattr(self, "newer", 0)):
            if theme.text_width(words, px) <= room:
                at = (rect.right - 12, head.centery)
                theme.blit_text(dest, words, px, at, theme.MUTED, anchor="midright")
                return

    def _render(
        self, dest: pygame.Surface, rect: pygame.Rect, scale: float, background: bool = True
    ) -> None:
        if background:
            theme.panel(dest, rect)
        size, inner, shown, step = self._rows(rect, scale)
        head = theme.blit_text(
            dest, "Game log", size + 2, (rect.x + 12, rect.y + 8), theme.ACCENT, "bold"
        )
        self._signs(dest, rect, head, size)
        y = inner.y
        for text, colour in shown:
            dest.blit(theme.text(text, size, colour), (inner.x, y))
            y += step


def log_signs(older: int, newer: int) -> list[str]:
    """What a log scrolled by the wheel says beside its heading, longest first: how many
    entries lie above its lines and below them (a log 8 lines high at 200 % gave no sign that
    it scrolled)."""
    up = f"\u25b2 {older} older" if older else ""
    down = f"\u25bc {newer} newer" if newer else ""
    both = " \u00b7 ".join(x for x in (up, down) if x)
    if not both:
        return []
    bare = " \u00b7 ".join(
        x for x in (f"\u25b2 {older}" * bool(older), f"\u25bc {newer}" * bool(newer)) if x
    )
    return [f"{both} (wheel)", both, bare]


def veil_table(surf: pygame.Surface, table: Any, size: tuple[int, int]) -> None:
    """The table under the menu, never a hand the curtain hides."""
    if table.curtain_for is not None:
        table.curtain.draw(surf)
    else:
        table.draw(surf)
    veil = pygame.Surface(size, pygame.SRCALPHA, 32)
    veil.fill((0, 0, 0, 175))
    surf.blit(veil, (0, 0))
