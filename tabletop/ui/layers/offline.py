"""The host's choice when the table has waited for an offline phone (``room.liveness``): a small
panel at the top of the log's column, where the host sees it and no card lies (over the log,
and over a "Pass to" curtain too: it names nobody's cards), once the table has waited
``liveness.DELAY`` seconds for that phone. It names the person and how long their phone has
been away, with three buttons: Wait (F5), Computer plays this turn (F6), Play at this screen
(F7). A click or the key answers (``PhoneLink.choose``); the table goes on waiting meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.room.liveness import Choice, Offer
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button
from tabletop.ui.layers import TableLayer

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

#: the panel's buttons: the host's choice, its words and its key
BUTTONS: tuple[tuple[Choice, str, str, int], ...] = (
    ("wait", "Wait", "F5", pygame.K_F5),
    ("computer", "Computer plays this turn", "F6", pygame.K_F6),
    ("screen", "Play at this screen", "F7", pygame.K_F7),
)


class OfflineLayer(TableLayer):
    """The offer's panel and its buttons (before every other layer but the join panel)."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.shown: object = None  # what the panel last said (the table draws it again)

    def offer(self) -> Offer | None:
        """The offer on screen now (None: no panel)."""
        t = self.t
        link = t.link
        if link is None or t.frozen or t.game.is_terminal() or t.phones_panel.open:
            return None
        return link.liveness.offer(t.now())

    def update(self) -> None:
        """Once a frame: the panel is drawn again when it appears, goes or its seconds move."""
        got = self.offer()
        seen = None if got is None else (got.seat, int(got.offline), got.joined)
        if seen != self.shown:
            self.shown = seen
            self.t.dirty = True

    def plan(self, offer: Offer) -> Plan:
        """Where the panel, its words and its buttons go (the top of the log's column)."""
        t = self.t
        s = t.scale
        col = t.log_rect
        pad, gap = int(12 * s), int(8 * s)
        size = int(24 * s)
        inner = col.w - 2 * pad
        lines = theme.wrap(self.sentence(offer), size, inner)
        line = theme.line_h(size, 1.15)
        bh = theme.grow(44 * s)
        fits = all(hint_fits(label, key, inner, bh) for _, label, key, _ in BUTTONS)
        # a narrow column drops a button's key: the keys are said under the buttons
        keys = "" if fits else "Keys: " + ", ".join(key for _, _, key, _ in BUTTONS)
        y = col.y + pad + theme.line_h(int(28 * s)) + gap + line * len(lines) + gap
        buttons = []
        for choice, label, key, _code in BUTTONS:
            r = pygame.Rect(col.x + pad, y, inner, bh)
            buttons.append(Button(label, r, self.answer(offer.seat, choice), key, key=choice))
            y += bh + gap
        bottom = y - gap + (line + gap // 2 if keys else 0) + pad
        return Plan(pygame.Rect(col.x, col.y, col.w, bottom - col.y), lines, keys, size, buttons)

    def sentence(self, offer: Offer) -> str:
        name = self.t.session.seat_name(offer.seat)
        secs = int(offer.offline)
        if not offer.joined:
            return f"{name}'s phone has not joined ({secs} s). What now?"
        return f"{name}'s phone has been offline for {secs} s. What now?"

    def answer(self, seat: int, choice: Choice) -> Callable[[], None]:
        """The host's answer as a button's action."""

        def go() -> None:
            assert self.t.link is not None
            self.t.link.choose(seat, choice)
            self.shown = None

        return go

    def process_event(self, event: pygame.event.Event) -> bool:
        offer = self.offer()
        if offer is None:
            return False
        if event.type == pygame.KEYDOWN:
            for choice, _label, _key, code in BUTTONS:
                if event.key == code:
                    self.answer(offer.seat, choice)()
                    return True
            return False
        plan = self.plan(offer)
        if any(b.handle(event) for b in plan.buttons):
            return True
        # a press or the wheel on the panel goes no further (the log under it stays)
        pointer = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
        if event.type not in pointer:
            return False
        pos = getattr(event, "pos", None) or pygame.mouse.get_pos()
        return plan.box.collidepoint(pos)

    def draw(self, surf: pygame.Surface) -> None:
        offer = self.offer()
        if offer is None:
            return
        t = self.t
        s = t.scale
        plan = self.plan(offer)
        box = plan.box
        theme.shadow(surf, box, radius=12, offset=5)
        theme.panel(surf, box, (12, 16, 24, 245), radius=12, edge=theme.BAD)
        pad = int(12 * s)
        name = t.session.seat_name(offer.seat)
        tsize, title = theme.fit_text(f"Waiting for {name}", int(28 * s), box.w - 2 * pad, "bold")
        theme.blit_text(surf, title, tsize, (box.x + pad, box.y + pad), theme.ACCENT, "bold")
        y = box.y + pad + theme.line_h(int(28 * s)) + int(8 * s)
        for text in plan.lines:
            theme.blit_text(surf, text, plan.size, (box.x + pad, y), theme.TEXT)
            y += theme.line_h(plan.size, 1.15)
        mouse = pygame.mouse.get_pos() if pygame.display.get_init() else (-1, -1)
        for b in plan.buttons:
            b.hover = b.rect.collidepoint(mouse)
            b.draw(surf, s)
        if plan.keys:
            below = (box.x + pad, plan.buttons[-1].rect.bottom + int(6 * s))
            theme.blit_text(surf, plan.keys, plan.size, below, theme.MUTED)


@dataclass
class Plan:
    """The panel laid out: its box, its sentence's lines, the keys' line ("" when every
    button shows its key), the words' size and the buttons."""

    box: pygame.Rect
    lines: list[str]
    keys: str
    size: int
    buttons: list[Button]


def hint_fits(label: str, key: str, width: int, height: int) -> bool:
    """A button this size shows its key beside its label (``Button.draw``'s own test)."""
    size = max(theme.MIN_TEXT, int(height * 0.42 / theme.ui_scale()))
    text = f"{label}  [{key}]"
    room = width - 12
    return theme.text_width(text, theme.fit_px(text, size, room, "bold"), "bold") <= room
