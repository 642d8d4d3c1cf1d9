"""The launcher's question before the app closes (issue 52: Esc on the launcher used to close
the whole app at once, and a new player lost a six-seat setup to it).

Esc on the launcher (no text box typing, no seat menu open) asks "Quit tabletop?" in a panel
over the screen: Enter (or the "Quit" button) closes the app, Esc (or "Stay", or a click
outside the panel) leaves the question and nothing else changes. While it asks, every other key
is its own (Tab between its two buttons, Enter presses the focused one): the launcher under it
takes none.

The Quit button (issue 52: it closed the app at once) asks only where quitting loses
something: a seed typed, or options chosen (neither is kept for the next start), and the
question says which. Otherwise it quits at once: the seats are remembered per game, and a game
left unfinished is autosaved after every move and offered for resuming at the next start.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import focus, theme
from tabletop.ui.components import widgets
from tabletop.ui.components.widgets import Button

QUESTION = "Quit tabletop?"
QUIT, STAY = "Quit", "Stay"


def lost_words(lau: Any) -> str:
    """What quitting the launcher now would lose, in a sentence ("" for nothing): a seed
    typed, options chosen other than the game's own (a game offered for resuming brings its
    options back by itself)."""
    from tabletop.engine.game import game_class

    lost = []
    if lau.seed_text:
        lost.append(f"the seed {lau.seed_text}")
    resumed = lau.resume_data is not None and lau.resume_data.get("game") == lau.game
    defaults = {o.name: o.default for o in game_class(lau.game).OPTIONS}
    if not resumed and any(lau.options.get(k) != v for k, v in defaults.items()):
        lost.append("the options chosen")
    if not lost:
        return ""
    return f"{' and '.join(lost).capitalize()} will not be kept."


class QuitAsk:
    """The question over ``scene`` (a launcher: its ``app``, ``size`` and ``scale``): its
    ``question``, a primary button (``yes``, Enter) and a second one (``no`` with its key)."""

    question = QUESTION
    yes, no, no_key = QUIT, STAY, "Esc"

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.asked = False
        #: what quitting would lose, said under the question ("" for nothing)
        self.detail = ""
        self.text_room = 0  # the detail's width (``layout``)
        self.buttons: list[Button] = []
        self.focus = focus.FocusRing()

    def quit_button(self) -> None:
        """The launcher's Quit: at once, or the question where something would be lost."""
        self.detail = lost_words(self.scene)
        if self.detail:
            self.ask(self.detail)
        else:
            self.quit()

    def ask(self, detail: str = "") -> None:
        self.asked = True
        self.detail = detail
        self.focus = focus.FocusRing()
        self.layout()
        self.scene.dirty = True

    def stay(self) -> None:
        self.asked = False
        self.scene.dirty = True

    def quit(self) -> None:
        self.asked = False
        self.scene.app.running = False

    def second(self) -> None:
        """The second button (Stay)."""
        self.stay()

    def second_key(self, event: pygame.event.Event) -> bool:
        """True where ``event`` is the second button's own key other than Esc (none here)."""
        return False

    def layout(self) -> pygame.Rect:
        """The panel in the middle of the window, and its two buttons (Quit, Stay)."""
        s = self.scene.scale
        w, h = self.scene.size
        size = int(34 * s)
        bh = theme.grow(56 * s)
        bw = max(  # each with its key's hint ("Quit  [Enter]"), as its text size draws it
            max(
                theme.text_width(label, int(24 * s), "bold") + int(48 * s),
                widgets.words_width(label, bh),
            )
            for label in (f"{self.yes}  [Enter]", f"{self.no}  [{self.no_key}]")
        )
        gap = int(30 * s)
        if 2 * bw + 3 * gap > w - int(20 * s):  # a small window: narrower gaps first
            gap = max(int(10 * s), (w - int(20 * s) - 2 * bw) // 3)
        wide = theme.text_width(self.question, size, "bold") + 2 * gap
        pw = min(w - int(20 * s), max(2 * bw + 3 * gap, wide))
        self.text_room = pw - 2 * gap
        ph = theme.line_h(size) + bh + 3 * gap + self.detail_height(self.text_room)
        box = pygame.Rect(0, 0, pw, ph)
        box.center = (w // 2, h // 2)
        bw = min(bw, (pw - 3 * gap) // 2)
        y = box.bottom - gap - bh
        old = {b.label: b.hover for b in self.buttons}
        self.buttons = [
            Button(
                self.yes,
                pygame.Rect(box.centerx - gap // 2 - bw, y, bw, bh),
                self.quit,
                "Enter",
                primary=True,
                hover=old.get(self.yes, False),
            ),
            Button(
                self.no,
                pygame.Rect(box.centerx + gap // 2, y, bw, bh),
                self.second,
                self.no_key,
                hover=old.get(self.no, False),
            ),
        ]
        return box

    def detail_px(self) -> int:
        return max(theme.MIN_TEXT, int(24 * self.scene.scale))

    def detail_lines(self, room: int) -> list[str]:
        return theme.wrap(self.detail, self.detail_px(), room) if self.detail else []

    def detail_height(self, room: int) -> int:
        """The height the detail's lines take under the question, with a gap ("" none)."""
        n = len(self.detail_lines(room))
        return n * theme.line_h(self.detail_px()) + int(12 * self.scene.scale) if n else 0

    def event(self, event: pygame.event.Event) -> bool:
        """True when the question took ``event`` (always, while it asks)."""
        if not self.asked:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.stay()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.focus.shown:
                self.quit()
                return True
            if self.second_key(event):
                self.second()
                return True
            self.focus.handle(event, focus.reading_order(focus.targets_of(self.buttons)))
            self.scene.dirty = True
            return True
        box = self.layout()
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not box.collidepoint(event.pos):
                self.stay()
        return True

    def draw(self, window: pygame.Surface) -> None:
        if not self.asked:
            return
        s = self.scene.scale
        shade = pygame.Surface(window.get_size(), pygame.SRCALPHA, 32)
        shade.fill((0, 0, 0, 150))
        window.blit(shade, (0, 0))
        box = self.layout()
        theme.shadow(window, box, radius=14, offset=8)
        theme.panel(window, box, radius=14)
        size = int(34 * s)
        top = (box.centerx, box.y + int(30 * s))
        theme.blit_text(window, self.question, size, top, theme.TEXT, "bold", "midtop")
        y = top[1] + theme.line_h(size) + int(12 * s)
        for line in self.detail_lines(self.text_room):
            at = (box.centerx, y)
            theme.blit_text(window, line, self.detail_px(), at, theme.TEXT, anchor="midtop")
            y += theme.line_h(self.detail_px())
        targets = focus.reading_order(focus.targets_of(self.buttons))
        here = self.focus.current(targets) if self.focus.shown else None
        with widgets.enter_focus(self.focus.shown, here.rect if here else None):
            for b in self.buttons:
                b.draw(window, s)
        self.focus.draw(window, targets, s)
