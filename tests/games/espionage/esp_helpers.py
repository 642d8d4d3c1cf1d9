"""Shared helpers for the Espionage tests: build positions and drive reaction windows."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.espionage.rules import EspionageGame


def make(position: dict[str, Any], seats: int = 2, seed: int = 0) -> EspionageGame:
    """A game put into ``position`` (unnamed cards go to the discard pile unless told)."""
    g = EspionageGame(seed, seats)
    g.set_position({"rest": "discard", **position})
    return g


def cid(g: EspionageGame, seat: int, name: str) -> int:
    """The id of a card called ``name`` in ``seat``'s hand."""
    for c in g.hands[seat]:
        if g.name(c) == name:
            return c
    raise AssertionError(f"seat {seat} holds no {name}: {[g.name(c) for c in g.hands[seat]]}")


def names(g: EspionageGame, seat: int) -> list[str]:
    return sorted(g.name(c) for c in g.hands[seat])


def top_uid(g: EspionageGame) -> int:
    assert g.stack.top is not None
    return g.stack.top.uid


def pass_all(g: EspionageGame) -> None:
    """Every seat waiting in reaction windows passes until a choice or an empty stack."""
    while g.stack and g.prompt is None and not g.is_terminal():
        for s in list(g.active_seats()):
            g.apply(Action(s, "pass"))


def play(g: EspionageGame, seat: int, name: str, *target: int) -> None:
    g.apply(Action(seat, "play", (cid(g, seat, name), *target)))


def react(g: EspionageGame, seat: int, name: str, uid: int, *target: int) -> None:
    g.apply(Action(seat, "react", (cid(g, seat, name), uid, *target)))


def kinds(g: EspionageGame) -> list[str]:
    return [e.kind for e in g.history]


def resolve_top(g: EspionageGame) -> None:
    """One round of passes: the top item resolves (a new window may open)."""
    for s in list(g.active_seats()):
        g.apply(Action(s, "pass"))
