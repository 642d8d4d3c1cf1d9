"""RPG Get!'s arena with no attempt under way: its line of what to do now (your turn: "Redraw:
click up to two cards to swap, ..."), else what the arena is for, and where it lies
(``idle_plan``). The layout places it as a label (``idle_label``), so the table's messages and
a refused drop's reason keep off it: at 200 % a computer's end-of-turn message lay across
"Redraw: click up to two cards ..." and a refusal across "Mission: drag a Mission here ..."."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from tabletop.games.rpgget import arena_head, news
from tabletop.games.rpgget.labels import ARENA_IDLE, PHASE_HINTS, TURN_END_HINTS, TURN_END_NOTHING
from tabletop.games.rpgget.rules.seat_view import seat_view
from tabletop.ui import theme
from tabletop.ui.parts.layout import LabelItem

BANK_LINE = (
    "Your bank (only you see it): drag a Reward to your inventory (costs its RP), or Hide to "
    "close it"
)


class IdlePlan(NamedTuple):
    """The idle arena's lines: their text size, the first line's middle (its top for the
    bank's line), how they are drawn ("accent": bold and shadowed; "muted"; "bank": bold at
    the arena's top) and the rect they take."""

    lines: list[str]
    size: int
    y: int
    kind: str
    rect: pygame.Rect


def idle_plan(gv: Any, view: dict[str, Any], arena: pygame.Rect) -> IdlePlan | None:
    """Where the idle arena's lines lie on ``gv``'s table (None: an attempt is under way, or no
    line is shown: a reaction window's bar leaves no room for it)."""
    if seat_view(view).get("attempt") is not None:
        return None
    s = gv.scale
    t = gv.table
    if gv.bank_in_arena(view, t.viewer):
        y = arena.y + int(8 * s)
        w = min(arena.width, theme.text_width(BANK_LINE, gv.fs, "bold"))
        rect = pygame.Rect(0, y, w, theme.line_h(gv.fs))
        rect.centerx = arena.centerx
        return IdlePlan([BANK_LINE], gv.fs, y, "bank", rect)
    hints = [PHASE_HINTS.get(str(view.get("phase")), "")]
    # the set-up puts each seat in turn, the first player's "turn" all along: each its own
    mine = t.acting_seat() is not None and (
        view.get("current") == t.viewer or view.get("phase") == "setup"
    )
    if view.get("phase") == "window" and t.acting_seat() == t.viewer and t.window_key is None:
        # the end of another's turn put to you alone (no window bar): why it is open
        who = gv.who(view, int(view["current"]))
        nothing = [a.verb for a in t.legal(t.viewer)] == ["pass"]  # nothing glows
        said = TURN_END_NOTHING if nothing else TURN_END_HINTS
        hints, mine = [h.format(who=who) for h in said], True
    room = arena.width - int(16 * s)
    if hints[0] and mine and not view.get("prompt"):
        size, lines = arena_head.fit_lines(hints, gv.fs + 2, room)
        lh = theme.line_h(size)
        y = arena.centery - gv.fl - lh * (len(lines) - 1) // 2
        panel = news.panel_up(gv, view)
        spot = pygame.Rect(arena.x, y - lh // 2, arena.width, lh * len(lines))
        if panel is not None and panel.colliderect(spot):
            y = arena.y + int(8 * s) + lh // 2  # a low arena: above its result's panel
        return IdlePlan(lines, size, y, "accent", _rect(lines, size, "bold", arena, y))
    size, lines = arena_head.fit_lines(list(ARENA_IDLE), gv.fs, room, "sans")
    y, lines = news.idle_spot(arena, gv.bar_rect(), gv.fs, size, lines)  # over a bar
    if not lines:
        return None
    return IdlePlan(lines, size, y, "muted", _rect(lines, size, "sans", arena, y))


def idle_label(gv: Any, view: dict[str, Any], arena: pygame.Rect) -> list[LabelItem]:
    """The idle arena's lines as the layout's label (none where none is shown), a little
    taller than its letters: the table's messages and a refusal keep clear of it."""
    plan = idle_plan(gv, view, arena)
    if plan is None:
        return []
    air = plan.rect.inflate(0, 2 * int(6 * gv.scale))
    return [LabelItem(("label", "arena"), air, 1, " ".join(plan.lines))]


def _rect(lines: list[str], size: int, kind: str, arena: pygame.Rect, y: int) -> pygame.Rect:
    """The rect of ``lines`` centred in ``arena``, the first line's middle at ``y``."""
    lh = theme.line_h(size)
    w = min(arena.width, max(theme.text_width(x, size, kind) for x in lines))
    rect = pygame.Rect(0, y - lh // 2, w, lh * len(lines))
    rect.centerx = arena.centerx
    return rect


def draw_idle(surf: pygame.Surface, plan: IdlePlan, arena: pygame.Rect) -> None:
    """``plan``'s lines drawn."""
    y = plan.y
    for line in plan.lines:  # large text on a small window: wrapped, not off its sides
        if plan.kind == "bank":
            theme.blit_text(
                surf, line, plan.size, (arena.centerx, y), theme.ACCENT, "bold", anchor="midtop"
            )
        elif plan.kind == "accent":
            theme.blit_text(
                surf, line, plan.size, (arena.centerx, y), theme.ACCENT, "bold",
                anchor="center", shadow=True,
            )  # fmt: skip
        else:
            theme.blit_text(surf, line, plan.size, (arena.centerx, y), theme.MUTED, anchor="center")
        y += theme.line_h(plan.size)
