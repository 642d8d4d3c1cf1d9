"""How a replayed pass counts in the log's line for its window (``ui.parts.pass_log``), from what
a save holds: its log, the table's moves (``by_table``) and who sits where. A resumed game's
log shows its windows' passes again ("Ann passed.", "The time ran out for Bea and Cy.") as
the table wrote them while it was played.

The table wrote a pass as the seat's own (``"own"``) when the seat chose it, as the time
running out (``"late"``) when the table passed for a person whose window's time was up (a
computer's pass there reads as its own), and not at all when the game says everyone knows it
is the only move (``pass_is_public``). Solo, the table passes at once for the one person at
the screen who holds nothing to answer with (``"auto"``: "Ann had nothing to answer with", so
that the window's close leaves a line) and in a window their own move opened whose answers
can wait (their own, as their setting chose it). Only public facts decide, and the seat's
legal moves in solo, where the log speaks to that one person only."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Game
from tabletop.room.facts import TableFacts

#: a seat's own pass, the table's when the window's time ran out, and the table's for a
#: person with nothing to answer with (``ui.parts.pass_log``)
OWN = "own"
LATE = "late"
AUTO = "auto"


def replayed_pass_how(
    game: Game,
    facts: TableFacts,
    action: Action,
    by_table: bool,
    humans: list[int],
    last_seat: int | None,
) -> str | None:
    """How the pass ``action`` (about to be applied to ``game``) counts: OWN, LATE, AUTO or
    None (no line). ``by_table``: the table made it; ``humans``: the people's seats;
    ``last_seat``: the seat of the move before it (None: the first move)."""
    if action.verb != "pass":
        return None
    seat = action.seat
    if facts.pass_is_public(game.view(None), seat):
        return None  # everyone knew it was the only move: nobody's choice
    if not by_table:
        return OWN
    if seat not in humans:
        return OWN  # a computer's pass the table made as the time ran out reads as its own
    if len(humans) < 2:
        return _solo_auto_pass(game, facts, seat, last_seat) or LATE
    if facts.asks_answerers_only and not facts.answers(
        game.view(seat), seat, game.legal_actions(seat)
    ):
        return AUTO  # hot-seat: the table passed at once for a person holding no answer
    return LATE


def _solo_auto_pass(game: Game, facts: TableFacts, seat: int, last_seat: int | None) -> str | None:
    """Solo: how the table's pass for the person at once counts (``room.turns.Turns.auto_pass``):
    AUTO where they held nothing to answer with, OWN where the window their own move opened
    can wait; None: not such a pass."""
    legal = game.legal_actions(seat)
    if [a.verb for a in legal] == ["pass"]:
        return AUTO
    if last_seat != seat or not facts.is_window(game.view(seat)):
        return None
    return OWN if facts.own_window_can_wait(game.view(seat), seat, legal) else None


@dataclass
class Replayed:
    """One move of a replayed log, for the resumed table's log: its events, and for a pass
    its part in its window's line (``how``) and whether its window closed with it saying
    nothing (``closed``: no seat may pass after it, as Austin's ship windows close)."""

    action: Action
    events: list[Event]
    how: str | None = None
    closed: bool = False


def window_closed(game: Game) -> bool:
    """After a pass: the game goes on and nobody may pass now (its window closed)."""
    if game.is_terminal():
        return False
    return not any(a.verb == "pass" for s in game.active_seats() for a in game.legal_actions(s))
