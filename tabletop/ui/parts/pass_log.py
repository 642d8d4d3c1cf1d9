"""The log's line for the passes in a reaction window: one line when the window closes (or the
next move is made), saying who passed ("Bea and Cy passed.") and for whom the window's time ran
out ("the time ran out for Dee"). A pass the table made for a person who held nothing that
answers says so ("Ann had nothing to answer with": a new player saw a window close by itself
and no line about it); a window nobody could answer says nothing: it was nobody's choice.

A pass is noted with its place in the session's log; a move noted at or before a pending pass's
place means that pass was taken back (undo), so it is forgotten."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.engine.words import listed

#: a seat's own pass (a person's key or button, a computer's choice)
OWN = "own"
#: the table passed for the seat when the window's time ran out
LATE = "late"
#: the table passed for a person who held nothing that answers (solo, or a pass everyone
#: could see coming): said too, so that every window that closes leaves a line
AUTO = "auto"


@dataclass
class WindowPass:
    index: int  # the move's place in the session's log
    seat: int
    how: str  # OWN, LATE or AUTO
    text: str = ""  # the game's own words for a pass ("Player 2 plays no ship Agent.")


class PassLog:
    """The passes of the window now open, until its line is written."""

    def __init__(self) -> None:
        self.pending: list[WindowPass] = []

    def note(self, index: int, seat: int, how: str | None) -> None:
        """A move at ``index`` of the session's log: any pending pass from there on was taken
        back; a pass (``how``: OWN or LATE; None for any other move, or a pass that says
        nothing) joins the window's."""
        self.pending = [p for p in self.pending if p.index < index]
        if how is not None:
            self.pending.append(WindowPass(index, seat, how))

    def words(self, seat: int, text: str) -> None:
        """The game's own sentence for ``seat``'s latest pending pass (from its event)."""
        for p in reversed(self.pending):
            if p.seat == seat:
                p.text = p.text or text
                return

    def line(self, name: Callable[[int], str], say: Callable[[str], str]) -> str:
        """The window's passes as one line ("" none), and they are written: ``name`` calls a
        seat by its name, ``say`` turns an engine sentence into the players' words."""
        pending, self.pending = self.pending, []
        own = _seats(pending, OWN)
        late = _seats(pending, LATE)
        parts = []
        text = next((p.text for p in pending if p.seat in own), "") if len(own) == 1 else ""
        if text:
            parts.append(say(text).rstrip("."))  # the game's own words: "Bea plays no ship Agent"
        elif own:
            parts.append(f"{listed([name(s) for s in own])} passed")
        auto = _seats(pending, AUTO)
        if auto:
            parts.append(f"{listed([name(s) for s in auto])} had nothing to answer with")
        if late:
            parts.append(f"the time ran out for {listed([name(s) for s in late])}")
        if not parts:
            return ""
        words = "; ".join(parts)
        return words[0].upper() + words[1:] + "."


def _seats(pending: list[WindowPass], how: str) -> list[int]:
    """The seats whose pass was ``how``, each once, in the order they passed."""
    out: list[int] = []
    for p in pending:
        if p.how == how and p.seat not in out:
            out.append(p.seat)
    return out
