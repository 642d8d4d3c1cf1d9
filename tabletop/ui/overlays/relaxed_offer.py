"""The offer of relaxed timing, made the first time a person loses a race (or a Reaction duel
round) to the computer (issue 52: a newcomer does not know relaxed timing exists, and without it
a person who takes their time is last almost every time), and again at the second and third
race of a game a person loses to the computer (``room.pacing.ASK_AGAIN``; 2026-11-26: a new
player who said No thanks at the first loss went on losing every race).

``RelaxedOffer.due(settings, losses)`` says whether to make it (``room.pacing.offers_relaxed``);
making it (``RelaxedOffer(app)``) writes ``relaxed_offered`` at once. It is a line and two
buttons: "Relaxed timing" (Y: the setting ``relaxed_timing`` is turned on: every race and window
gives people four times as long and the computer waits too) and "No thanks" (N); made again,
a third: "Don't ask again" (D: the setting ``relaxed_never``, no offer any more). The screen
that shows it (the race overlay's result, the duel's round result) draws it in a rect it
chooses and hands it its events; it changes nothing but the settings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from tabletop.room.pacing import asks_again, offers_relaxed
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button

LINE = (
    "Lost to the computer? Relaxed timing gives everyone four times as long in every game, "
    "and the computer waits too."
)
YES, NO, NEVER = "Relaxed timing", "No thanks", "Don't ask again"


class RelaxedOffer:
    """The offer on one screen (see the module docstring). ``answer``: None until answered,
    then True (turned on) or False. ``again``: made before, so it has Don't ask again."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.answer: bool | None = None
        self.buttons: list[Button] = []
        self.again = asks_again(app.settings)
        app.settings["relaxed_offered"] = True  # the first offer is made once, whatever the answer

    @staticmethod
    def due(settings: Mapping[str, Any], losses: int = 0) -> bool:
        return offers_relaxed(settings, losses)

    def accept(self) -> None:
        self.app.settings["relaxed_timing"] = True
        self.answer = True

    def decline(self) -> None:
        self.answer = False

    def never(self) -> None:
        """Don't ask again: declined, and never offered any more."""
        self.app.settings["relaxed_never"] = True
        self.answer = False

    def layout(self, rect: pygame.Rect, scale: float) -> tuple[pygame.Rect, list[Button]]:
        """Where the line goes in ``rect`` (``LINE`` wrapped: ``line_size``) and the two
        buttons under it."""
        size, lines = line_size(rect.width, int(30 * scale))
        line_h = theme.line_h(size) * len(lines)
        bh = max(36, int(64 * scale))
        gap = int(30 * scale)
        n = 3 if self.again else 2
        bw = min(int(420 * scale), (rect.width - (n - 1) * gap) // n)
        top = rect.y + max(0, (rect.height - line_h - bh - int(12 * scale)) // 2)
        line = pygame.Rect(rect.x, top, rect.width, line_h)
        y = line.bottom + int(12 * scale)
        left = rect.centerx - (n * bw + (n - 1) * gap) // 2
        at = [pygame.Rect(left + i * (bw + gap), y, bw, bh) for i in range(n)]
        old = {b.label: b.hover for b in self.buttons}
        self.buttons = [
            Button(YES, at[0], self.accept, "Y", primary=True, hover=old.get(YES, False)),
            Button(NO, at[1], self.decline, "N", hover=old.get(NO, False)),
        ]
        if self.again:
            self.buttons.append(Button(NEVER, at[2], self.never, "D", hover=old.get(NEVER, False)))
        return line, self.buttons

    def draw(self, surf: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        """The line and the buttons in ``rect`` (or, once answered, what was chosen)."""
        line, buttons = self.layout(rect, scale)
        if self.answer is not None:
            said = "Relaxed timing is on (Settings turns it off)." if self.answer else ""
            size, said = theme.fit_text(said, int(30 * scale), rect.width, "bold")
            theme.blit_text(surf, said, size, rect.center, theme.ACCENT, "bold", "center")
            return
        size, lines = line_size(rect.width, int(30 * scale))
        for i, text in enumerate(lines):
            at = (line.centerx, line.y + i * theme.line_h(size))
            theme.blit_text(surf, text, size, at, theme.TEXT, "bold", "midtop")
        for b in buttons:
            b.draw(surf, scale)

    def hit(self, pos: tuple[int, int]) -> bool:
        """``pos`` is on one of the offer's buttons (a press there is the offer's)."""
        return self.answer is None and any(b.rect.collidepoint(pos) for b in self.buttons)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a button, Y or N: answered (True: the event was the offer's)."""
        if self.answer is not None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_y, pygame.K_n):
            self.accept() if event.key == pygame.K_y else self.decline()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_d and self.again:
            self.never()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.hit(event.pos):
            return True  # the click is answered on its release
        return any(b.handle(event) for b in self.buttons)


def offer_for_loss(app: Any, table: Any) -> RelaxedOffer | None:
    """A race a person lost to the computer at ``table``: counted (the table's ``races_lost``,
    this game's: a table that came back starts from the races its game's log shows lost, its
    view's ``races_lost_before``), and the offer when it is due (``RelaxedOffer.due``), else
    None."""
    counted = getattr(table, "races_lost", None)
    if counted is None:
        before = getattr(getattr(table, "gv", None), "races_lost_before", None)
        counted = before() if callable(before) else 0
    losses = int(counted) + 1
    table.races_lost = losses
    return RelaxedOffer(app) if RelaxedOffer.due(app.settings, losses) else None


def line_size(width: int, size: int) -> tuple[int, list[str]]:
    """``LINE`` at the largest size up to ``size`` that wraps to at most two lines of ``width``
    pixels (never under ``theme.MIN_TEXT``): the size and the lines."""
    lines = theme.wrap(LINE, size, width, "bold")
    while len(lines) > 2 and size > theme.MIN_TEXT:
        size -= 1
        lines = theme.wrap(LINE, size, width, "bold")
    return size, lines
