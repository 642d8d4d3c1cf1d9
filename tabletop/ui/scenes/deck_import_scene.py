"""Import and export of deck lists through the clipboard: ``ImportScene`` (paste or type a deck
list over the deck builder) and the clipboard helpers the builder's Export uses. A bad line's
"did you mean" names are buttons: a click (or Tab to one and Enter) puts the name in the line."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

import pygame

from tabletop.collection.decktext import DeckTextError, deck_text_errors, with_name
from tabletop.engine.words import count
from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.textarea import TextArea
from tabletop.ui.components.textinput import clipboard_text
from tabletop.ui.components.widgets import Button, words_width

if TYPE_CHECKING:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene


class ImportScene(Scene):
    """Paste a deck list: from the clipboard (``pygame.scrap``) or typed into the box (a
    ``TextArea``: click or the arrows move the caret); every bad line is named in red, with
    the set's nearest names as buttons that put the name in the line, and the box stays open
    to fix them."""

    def __init__(self, app: App, builder: DeckBuilderScene) -> None:
        super().__init__(app)
        self.builder = builder
        self.area = TextArea(clipboard_text() or "")
        self.area_on = True  # the box has the keys (Tab leaves it for the buttons)
        self.errors: list[str] = []
        #: each error's bad line when it names one (its nearest names are offered), else None
        self.bad: list[DeckTextError | None] = []
        #: the error lines drawn (text, size, where) and the offered names' buttons
        self.error_lines: list[tuple[str, int, tuple[int, int]]] = []
        self.fix_buttons: list[Button] = []
        self.more = ""
        self.more_at = (0, 0)
        #: the open deck's cards would go: the first Import of a good list asked, the next goes on
        self.replacing = False
        self.question = ""
        if self.text:
            self.note = "The clipboard's text is below: check it, then Import."
        else:
            example = min(builder.gset.cards, key=lambda n: (len(n), n))  # a card of this game
            self.note = (
                f"Type or paste (Ctrl+V) one card per line: a count and a name, like '2 {example}'."
            )

    @property
    def text(self) -> str:
        return self.area.text

    @text.setter
    def text(self, value: str) -> None:
        self.area.set_text(value)

    @property
    def error(self) -> str:
        return "\n".join(self.errors)

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.s = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - int(40 * s), theme.grow(1100 * s)), 0)
        self.box.height = min(h - int(20 * s), max(int(900 * s), theme.grow(800 * s)))
        self.box.center = (w // 2, h // 2)
        # large text: the note under the title wraps on more lines and the text box moves down
        body = max(12, int(21 * s))
        note_y = max(int(86 * s), int(24 * s) + theme.line_h(max(16, int(40 * s))) + 4)
        lines = len(theme.wrap(self.full_note(), body, self.box.w - int(60 * s)))
        self.note_rect = pygame.Rect(
            self.box.x + int(30 * s), self.box.y + note_y, self.box.w - int(60 * s), 0
        )
        self.note_rect.height = max(int(60 * s), lines * theme.line_h(body, 1.15))
        top = max(self.box.y + int(150 * s), self.note_rect.bottom + int(6 * s))
        tall = self.box.bottom - top - max(30, int(60 * s)) - int(24 * s) - int(180 * s)
        self.area.rect = pygame.Rect(
            self.box.x + int(30 * s), top, self.box.w - int(60 * s), min(int(440 * s), tall)
        )
        self.area.size = max(13, int(22 * s))
        self.area.follow()
        bh = max(30, int(60 * s))

        def wide(label: str, bw: int) -> int:  # large text: as wide as the label
            # its padding too, and "[Enter]", which the focused one says (it said "Clear" only)
            return max(bw, words_width(f"{label} [Enter]", bh, int(4 * s)))

        y = self.box.bottom - bh - int(24 * s)
        go = self.go_label()
        pw, clw = wide("Paste clipboard", int(280 * s)), wide("Clear", int(160 * s))
        cw, gw = wide("Cancel", int(280 * s)), wide(go, int(280 * s))
        left, gap = self.box.x + int(30 * s), int(16 * s)
        self.buttons = [
            Button("Paste clipboard", pygame.Rect(left, y, pw, bh), self.paste),
            Button("Clear", pygame.Rect(left + pw + gap, y, clw, bh), self.clear),
            Button(
                "Cancel",
                pygame.Rect(self.box.right - int(30 * s) - gw - gap - cw, y, cw, bh),
                self.app.pop,
            ),
            Button(
                go,
                pygame.Rect(self.box.right - int(30 * s) - gw, y, gw, bh),
                self.submit,
                primary=True,
            ),
        ]
        self.place_errors()

    def paste(self) -> None:
        got = clipboard_text()
        if got is None:
            self.errors = ["The clipboard has no text here: type the list into the box."]
        else:
            self.area.insert(got)
            self.area.follow()
            self.set_errors([])

    def clear(self) -> None:
        self.area.set_text("")
        self.area.first = 0
        self.set_errors([])
        self.area.marks = set()

    def go_label(self) -> str:
        """The last button: Import, or once asked what it does then (sealed: the list
        replaces the deck's cards; else it becomes a new deck and unsaved cards go)."""
        if not self.replacing:
            return "Import"
        return "Replace deck" if self.builder.sealed else "Import anyway"

    def said(self) -> str:
        """What Import does, under the box until a problem or a question takes its place."""
        if self.builder.sealed:
            return "Import puts the list's cards in the deck in place of its own."
        return "Import saves the list as a new deck; your decks stay as they are."

    def asking(self) -> str:
        """What the first Import asks where the open deck's cards would go ("" when nothing
        would, or once answered): sealed, the list replaces the deck's cards; else the list
        becomes a new deck and the open one's changes not saved are lost (a new player read
        "the list replaces them all" and found a new deck beside the old)."""
        b = self.builder
        n = len(b.deck)
        if self.replacing:
            return ""
        if b.sealed:
            if not n:
                return ""
            return (
                f"The deck holds {count(n, 'card')}: the list replaces them all. Press Replace"
                " deck to go on, or Cancel to keep them."
            )
        if not b.unsaved():
            return ""
        held = f"{b.saved_name!r} has changes" if b.saved_name else "The open deck's cards are"
        return (
            f"{held} not saved ({count(n, 'card')} now): the list becomes a new deck and they"
            " are lost. Press Import anyway to go on, or Cancel to keep them (then Save)."
        )

    def submit(self) -> None:
        """The list checked first (every bad line named, nothing changed), then, where the
        open deck's cards would go, asked once, then imported."""
        problems = self.builder.import_problems(self.text)
        if problems:
            self.set_errors(problems)
            return
        ask = self.asking()
        if ask:
            self.replacing = True  # asked: the button says what it does now
            self.set_errors([])
            self.question = ask
            self.layout(self.size)
            return
        problems = self.builder.import_text(self.text)
        if not problems:
            self.app.pop()
            return
        self.set_errors(problems)

    def set_errors(self, problems: list[str]) -> None:
        """Show ``problems`` (each bad line's number red in the box), with the nearest names
        of an unknown card as buttons."""
        self.errors = problems
        self.area.marks = {int(m) for p in problems for m in re.findall(r"^line (\d+) ", p)}
        bad = deck_text_errors(self.text, self.builder.gset.cards) if problems else []
        by_text = {str(e): e for e in bad}
        self.bad = [by_text.get(p) for p in problems]
        self.place_errors()

    def accept(self, line: int, name: str) -> None:
        """A "did you mean" name taken: it replaces the card name of list line ``line``; the
        list is checked again (the focus goes on to the next name offered, else Import)."""
        self.text = with_name(self.text, line, name)
        self.area.row = max(0, min(line - 1, len(self.area.lines) - 1))
        self.area.col = len(self.area.lines[self.area.row])
        self.area.follow()
        self.area_on = False  # the keys stay with the buttons
        left = deck_text_errors(self.text, self.builder.gset.cards)
        self.set_errors([str(e) for e in left])
        label = self.buttons[-1].label
        if not left:
            self.question = f"Line {line} now reads {name}: every line reads. Press {label}."
        ring = focus.ring(self)
        if ring.shown:
            ring.focus_key(self.fix_buttons[0].key if self.fix_buttons else label)

    def place_errors(self) -> None:
        """Where the problems go (under the box, above the buttons): each wrapped, then its
        nearest names as buttons ("Use 'Dr. Evil'"), as many as fit; then how many more."""
        self.error_lines, self.fix_buttons, self.more = [], [], ""
        if not self.errors or not hasattr(self, "buttons"):
            return
        s = self.s
        room = pygame.Rect(
            self.area.rect.x,
            self.area.rect.bottom + int(10 * s),
            self.area.rect.w,
            self.buttons[0].rect.y - self.area.rect.bottom - int(16 * s),
        )
        size = max(12, max(12, int(21 * s)) - 3)
        lh = theme.line_h(size, 1.2)
        bh = theme.grow(max(28, int(44 * s)))
        clear = self.ring_clear()  # a focused name's outline off the red lines round it
        head = "Cannot import: " if len(self.errors) == 1 else ""
        y, drawn = room.y, 0
        for k, msg in enumerate(self.errors):
            lines = theme.wrap((head if k == 0 else "") + msg, size, room.w, "bold")
            err = self.bad[k] if k < len(self.bad) else None
            top = y + len(lines) * lh + clear
            buttons = self.name_buttons(err, pygame.Rect(room.x, top, room.w, bh)) if err else []
            bottom = (buttons[-1].rect.bottom + clear) if buttons else y + len(lines) * lh
            last = k == len(self.errors) - 1
            if bottom + (0 if last else lh) > room.bottom:
                break
            for line_text in lines:
                self.error_lines.append((line_text, size, (room.x, y)))
                y += lh
            self.fix_buttons += buttons
            y = bottom
            drawn += 1
        if drawn < len(self.errors):
            n = len(self.errors) - drawn
            more = (
                "1 more bad line (its number is"
                if n == 1
                else f"{n} more bad lines (their numbers are"
            )
            self.more = f"and {more} red above)"
            self.more_at = (room.x, y)

    def ring_clear(self) -> int:
        """How far an offered name's button keeps from the words and buttons round it: the
        focus outline's reach and a pixel (the outline of "Use Fembot" ran through the red
        line above it)."""
        return focus.ring_reach(self.s) + 1

    def name_buttons(self, err: DeckTextError, row: pygame.Rect) -> list[Button]:
        """A bad line's nearest names as buttons ("Use Dr. Evil") from ``row``'s top left,
        on as many rows of ``row``'s height as they need (each wide enough to say Enter when
        focused), apart by more than a focus outline's reach."""
        s, out = self.s, []
        apart = max(int(10 * s) + 2, self.ring_clear())
        x, y = row.x, row.y
        size = max(theme.MIN_TEXT, int(row.h * 0.42 / theme.ui_scale()))  # as Button draws
        for name in err.near:
            label = f"Use {name}"
            w = min(
                row.w,
                theme.text_width(label + "  [Enter]", theme.px(size), "bold") + 12 + int(30 * s),
            )
            if x > row.x and x + w > row.right:
                x, y = row.x, y + row.h + apart
            take = functools.partial(self.accept, err.line, name)
            out.append(
                Button(label, pygame.Rect(x, y, w, row.h), take, key=f"use {err.line} {name}")
            )
            x += w + apart
        return out

    def focus_targets(self) -> list[focus.Target]:
        """The list's box (it types until Tab), then the buttons."""
        box = focus.Target(
            self.area.rect,
            lambda: setattr(self, "area_on", True),
            key="list",
            editing=lambda: self.area_on,
            leave=lambda: setattr(self, "area_on", False),
        )
        fixes = focus.reading_order(focus.targets_of(self.fix_buttons))
        return [box, *fixes, *focus.reading_order(focus.targets_of(self.buttons))]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # a click in the box gives it the keys back (a click on a button leaves them)
            self.area_on = self.area_on or self.area.rect.collidepoint(event.pos)
        if focus.scene_key(self, event):  # Tab leaves the box; Enter presses the focused
            return
        for b in [*self.fix_buttons, *self.buttons]:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key == pygame.K_v and ctrl:
                self.paste()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and ctrl:
                self.submit()
                return
        if self.area_on or event.type != pygame.KEYDOWN:
            self.area.handle(event)

    @property
    def typing(self) -> bool:
        return self.area_on

    def full_note(self) -> str:
        return (
            self.note + " Click or use the arrows to move the cursor; Ctrl+Enter imports;"
            " Tab goes to the buttons."
        )

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.under(), (0, 0))
        s = self.s
        veil = pygame.Surface(self.size, pygame.SRCALPHA, 32)
        veil.fill((0, 0, 0, 170))
        surf.blit(veil, (0, 0))
        theme.panel(surf, self.box, (26, 32, 42, 255))
        theme.blit_text(
            surf,
            "Import a deck list",
            max(16, int(40 * s)),
            (self.box.x + int(30 * s), self.box.y + int(24 * s)),
            theme.ACCENT,
            "serif",
        )
        body = max(12, int(21 * s))
        theme.blit_wrapped(surf, self.full_note(), body, self.note_rect, theme.MUTED)
        self.area.draw(surf)
        if self.errors:
            self.draw_errors(surf)
        else:  # the question, else what Import does, under the box where problems go
            room = pygame.Rect(
                self.area.rect.x, self.area.rect.bottom + int(10 * s), self.area.rect.w,
                self.buttons[0].rect.y - self.area.rect.bottom - int(16 * s),
            )  # fmt: skip
            words, ink = (
                (self.question, theme.ACCENT) if self.question else (self.said(), theme.MUTED)
            )
            theme.blit_wrapped(surf, words, max(12, body - 3), room, ink)
        for b in self.buttons:
            b.draw(surf, s)
        focus.draw_focus(self, surf)

    def under(self) -> pygame.Surface:
        """The deck builder under the dialog, drawn on a picture of its own: again only when
        it changed (a toast of its own still fading) or the window did."""
        b = self.builder
        shot = getattr(self, "_under", None)
        if shot is None or shot.get_size() != self.size or b.dirty or b.toasts.active():
            shot = self._under = pygame.Surface(self.size)
            b.draw(shot)
        return shot

    def draw_errors(self, surf: pygame.Surface) -> None:
        """Every problem placed (``place_errors``), its offered names, and how many more."""
        for text, size, at in self.error_lines:
            theme.blit_text(surf, text, size, at, theme.BAD, "bold")
        for b in self.fix_buttons:
            b.draw(surf, self.s)
        if self.more:
            size = self.error_lines[0][1] if self.error_lines else 12
            theme.blit_text(surf, self.more, size, self.more_at, theme.BAD)
