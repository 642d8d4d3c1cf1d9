"""Timed prompts: a race or a shot the table runs in real time, declared in the game's state.

Some moments of a game are measured, not chosen: who copies a gesture last (Austin Powers'
Happening), whose Frickin' Bone lands first (the help race), where a flicked Mighty Bean goes
(Shoot for Loot). A game says such a moment is open with ``Game.timed()``: a ``Timed`` naming
what is measured (``kind`` ``"race"`` with ``mode`` first/last, or ``"shot"``), who takes part,
the opener (a race armed by one seat's gesture), whose seat reports the outcome, the
parameters (durations, lead, linger; the game's own in ``params``) and an identity (``key``)
so that the table runs it once.

The engine reads no clock. The table measures (``tabletop.ui.parts.timed``: each seat answered by its
controller, a person through the overlay, a computer player through its bot) and hands the
measured ``TimedOutcome`` back to ``Game.timed_actions(timed, outcome)``, which turns it into
ordinary actions in the game's notation (the log, saves and replays are unchanged: an outcome
only ever enters as those actions). With nobody at the table taking part, and the moment not
worth watching (``watched``), the table runs nothing: the seats answer through their ordinary
moves, as in every engine test.

``press_verb`` ties a press (or a shot) to a move: a computer player takes part when the move
its bot chose has that verb (a bot that would not throw a bone never presses; a bot that misses
a shot on purpose is not shown flicking), and in a ``first`` race only a seat that can make such
a move wins (``eligible``). Empty: every seat presses and is eligible.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.outcome import Outcome

KINDS = ("race", "shot")
#: how a race looks and behaves at the table: ``gesture`` (the opener's press opens it; the
#: others copy), ``signal`` (it opens ``lead_ms`` after it appears, on a "GO!")
STYLES = ("gesture", "signal")


@dataclass(frozen=True)
class Timed:
    """One open timed prompt (see the module docstring)."""

    kind: str
    #: the prompt's identity in this game: the table runs each key once (an undo rebuilds the
    #: game, so a state reached again runs again)
    key: str
    #: who takes part (for a race with an opener: the opener first)
    seats: tuple[int, ...]
    #: whose seat reports the outcome (the seat of the actions ``timed_actions`` returns)
    reporter: int
    #: a name for the moment (the overlay's look: ``happening``, ``help``, ``shot``, ...)
    name: str = ""
    mode: str = "first"
    opener: int | None = None
    press_verb: str = ""
    #: the computer players' reaction task (``tabletop.reactions.bots``): simple or gesture
    task: str = "simple"
    duration_ms: int = 3000
    lead_ms: int = 0
    linger_ms: int = 400
    opener_timeout_ms: int = 15_000
    #: shown at the table even when only computer players take part (a shot is worth watching)
    watched: bool = False
    #: the game's own parameters (a Galaxy, tries left, a side, the overlay's words)
    params: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown timed prompt {self.kind!r}; use {' or '.join(KINDS)}")
        if self.mode not in ("first", "last"):
            raise ValueError(f"unknown race mode {self.mode!r}; use 'first' or 'last'")

    @property
    def style(self) -> str:
        return "gesture" if self.opener is not None else "signal"

    def param(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default


@dataclass(frozen=True)
class TimedOutcome:
    """What the table measured. A race: ``race`` (the order, ties, who missed) and, in a
    ``first`` race, ``winner`` (the first eligible seat to land, None: nobody). A shot:
    ``shot`` (the arguments of the shot made; None: a miss on purpose). ``chosen``: the moves
    the computer players' bots chose (``press_verb``), which the game may use as they are.
    ``late``: the seats whose first press came after the race was over."""

    race: Outcome | None = None
    winner: int | None = None
    shot: tuple[Any, ...] | None = None
    chosen: Mapping[int, Action] = field(default_factory=dict)
    late: tuple[int, ...] = ()
