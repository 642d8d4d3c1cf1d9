"""The words of RPG Get!'s status legend at the arena's foot (``Painter.draw_legend``): each
status's name and what it does, from the rulebook's table."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from tabletop.games.rpgget.rules.state import ICONS  # the rules' status labels
from tabletop.ui import theme

STATUS_HELP = {  # the rulebook's table, both columns (characters; enemies after "foe:")
    "poison": "1 damage a turn",
    "paralysis": "no Attack/Support; foe: no Intrinsics",
    "stun": "no Abilities",
    "block": "no Magic/Move Rewards; foe: no Defense/Support/Recovery",
    "confusion": "random targets",
    "sleep": "out until Enemy Status",
}


def legend_word(st: str, folded: bool = False) -> str:
    """A status's words beside its pill in the arena's legend: its name and what it does
    ("poison (1 damage a turn)"), or its name alone on the folded legend."""
    return st if folded else f"{st} ({STATUS_HELP[st]})"


def legend_rows(
    scale: float, arena: pygame.Rect, statuses: Iterable[str], folded: bool = False
) -> list[list[tuple[str, int]]]:
    """The status legend's rows of (status, width): each pill with its meaning, or
    (``folded``) with its name alone ("PSN poison"), on one line where the whole legend
    would take the arena's cards' room."""
    px = 12 if scale < 0.8 else 15
    rows: list[list[tuple[str, int]]] = [[]]
    x = 0
    room = arena.width - int(20 * scale)
    for st in statuses:
        w = theme.text_width(ICONS[st], px, "bold") + 12
        w += theme.text_width(legend_word(st, folded), px) + int(12 * scale)
        if x + w > room and rows[-1]:
            rows.append([])
            x = 0
        rows[-1].append((st, w))
        x += w
    return rows
