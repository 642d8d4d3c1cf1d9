"""Why the hot-seat curtain asks for a seat now, in one short sentence everyone may read
(``Screen.curtain_reason``): a new player's walk, 2026-11-26, met "Pass to Ann" with no why."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.ui.layers.bars import CLAIM_NAMES

if TYPE_CHECKING:
    from tabletop.ui.layers.curtain import Screen


def reason(screen: Screen, seat: int) -> str:
    """A race ``seat`` won and picks from, the game's words (another seat's step needing its
    answer), else what the table knows: a reaction window ``seat`` claimed with its key, a race
    it takes part in next, its own turn come back after another answered in it or after
    everyone watched a window (or a move taken back on it: the curtain for the person who
    already had the laptop said no why); "" for a seat's own turn."""
    t = screen.t
    name = t.session.seat_name(seat)
    picker = t.timed.picker
    if picker is not None and picker[2] == seat and t.claimant == seat:
        return f"{name} won the race and picks what to play."
    why = t.gv.curtain_reason(t.view, seat)
    if why:
        return str(why)
    if t.hold.seat == seat:  # (a mission's end: everyone saw whose it is)
        return f"{name} has a result to see before the game goes on."
    if t.claimant == seat and t.window_key is not None and seat < len(CLAIM_NAMES):
        return f"{name} pressed {CLAIM_NAMES[seat]} to answer the reaction window."
    timed = t.game.timed() if not t.game.is_terminal() else None
    if timed is not None and seat in timed.seats and not t.timed.ran(t.game, timed):
        return f"A race comes next: {name} takes part in it."
    if t.view.get("current") != seat or t.game.is_terminal():
        return ""
    if screen.watched == "undo" and screen.turn_at_lift == seat:
        return f"Back to {name}'s turn: {name}'s move was taken back."
    if screen.watched == "window" and screen.turn_at_lift == seat:
        return f"Back to {name}'s turn: the window closed."
    if screen.turn_at_lift == seat and t.lifted_for not in (None, seat):
        return f"Back to {name}'s turn."  # (another answered in it: Blackmail's giver)
    return ""
