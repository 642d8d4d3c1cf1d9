"""What the keyboard reaches on the launcher and the Reaction duel (their modules are full).

The launcher's focus targets are built from its buttons and boxes, in the order a person reads:
the corner buttons first, then the game column (games, practice), the seats column (each
seat's name box and who plays it, the seat count, phones, decks), the options column (options,
the seed box), and the bottom row (sound, fullscreen, quit, resume, Start).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from tabletop.ui.focus import Target, column_order, reading_order, ring, targets_of


def launcher_targets(sc: Any) -> list[Target]:
    """The launcher's targets: its enabled buttons, the human seats' name boxes, the seed."""
    s = sc.scale
    ring(sc).box_keeps_tab = True
    if sc.menu_buttons:  # a seat's open menu: its choices only (Esc closes it)
        return targets_of(sc.menu_buttons)
    out = targets_of(sc.buttons)
    for i, r in sc.name_rects.items():
        out.append(
            Target(
                r,
                partial(sc.begin_name, i),
                key=f"name {i}",
                editing=partial(lambda k: sc.name_edit == k, i),
                leave=sc.end_name,
            )
        )
    out.append(
        Target(
            sc.seed_rect,
            partial(_seed_focus, sc, True),
            key="seed",
            editing=lambda: bool(sc.seed_focus),
            leave=partial(_seed_focus, sc, False),
        )
    )
    # the columns where they are drawn: the games, the seats, the options (under the seats at
    # large text: one column, a seat's "Human" and "+ seat" in it, not after the seed)
    splits = [sc.seat_x - int(20 * s)]
    if sc.seed_rect.x > sc.seat_x + int(100 * s):
        splits.append(sc.seed_rect.x - int(20 * s))
    if sc.bar:  # large text: the bar at the window's foot (Start game...) comes last
        keys = {str(b.key or b.label) for b in sc.bar}
        page = [t for t in out if t.key not in keys]
        bar = [t for t in out if t.key in keys]
        return column_order(
            page, sc.seat_top - int(30 * s), sc.page.height, splits
        ) + reading_order(bar)
    return column_order(out, sc.seat_top - int(30 * s), sc.size[1] - int(140 * s), splits)


def _seed_focus(sc: Any, on: bool) -> None:
    """Type the seed (on) or stop (off: the seats' roles follow the seed)."""
    if on and sc.name_edit is not None:
        sc.end_name()
    sc.seed_focus = on
    sc.rebuild()


def duel_targets(sc: Any) -> list[Target]:
    """The Reaction duel's buttons while it is set up or shows a result; during a round every
    key may be a player's button (Esc stops it)."""
    if sc.stage == "round":
        return []
    out = targets_of(sc.buttons)
    for t, b in zip(out, [b for b in sc.buttons if b.enabled]):
        t.key = t.key or f"seat {sc.buttons.index(b)}"  # the seat tiles have no label
    return reading_order(out)
