"""Flow: a game's phases and steps declared as data, and the one dispatch every game uses.

A ``Phase`` names the verbs a seat may use in it, who acts (``actors``), what a player is told
about it (``label``, ``hint``) and the game methods run on entering and leaving it. Steps are
phases nested in a phase (RPG Get!'s mission attempt: Party, Enemy, Party Attack ...); a game
is in one phase and at most one step at a time.

Who acts (``actors``), like boardgame.io's active players:

- ``CURRENT``: the current player (``game.current_seat()``);
- ``OTHERS_ONCE``: each other player in turn order, once round (``game.flow.queue``, filled
  on entering the phase; the first of the queue acts, then leaves it);
- ``ALL``: every seat still in play, in any order (``game.seats_in_play()``);
- ``LISTED``: the seats the game put in ``game.flow.seats`` (a slugfest pick, a response);
- ``STACK``: the seats a response stack is waiting on (``game.stack.waiting_on()``);
- ``NOBODY``: nobody (the game is over or resolving).

A game names its phases in a ``Flow``; ``FlowState`` is the part of the state that says where
the game is. The reason a move is refused is built here from the declaration, so every game
says the same kind of thing: "Frickin' Bones are played during a fight; now it is your main
phase: play an Agent, make an attempt or end your turn".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.errors import TabletopError
from tabletop.engine.fastcopy import plain

CURRENT = "current"
OTHERS_ONCE = "others_once"
ALL = "all"
LISTED = "listed"
STACK = "stack"
NOBODY = "nobody"
ACTORS = (CURRENT, OTHERS_ONCE, ALL, LISTED, STACK, NOBODY)


@dataclass(frozen=True)
class Phase:
    """One phase (or step) of a game.

    ``verbs``: the action verbs allowed in it (a prompt's verb is always allowed while the
    prompt is open). ``label``: how a sentence names it ("your main phase", "a fight").
    ``hint``: what a player can do in it, for refusals ("play an Agent, attempt or end your
    turn"). ``on_enter``/``on_leave``: names of game methods called with no argument that return
    a list of events (or None). ``steps``: the phase's steps, in order.
    """

    name: str
    verbs: tuple[str, ...] = ()
    actors: str = CURRENT
    label: str = ""
    hint: str = ""
    on_enter: str | None = None
    on_leave: str | None = None
    steps: tuple[Phase, ...] = ()

    def __post_init__(self) -> None:
        if self.actors not in ACTORS:
            raise TabletopError(
                f"phase {self.name!r}: actors must be one of {', '.join(ACTORS)}, "
                f"not {self.actors!r}"
            )

    @property
    def title(self) -> str:
        return self.label or self.name.replace("_", " ")


class Flow:
    """The phases of a game, looked up by name (steps too, as ``"phase/step"`` or by name)."""

    def __init__(self, phases: Iterable[Phase], verb_labels: dict[str, str] | None = None):
        self.phases: dict[str, Phase] = {}
        self.parent: dict[str, str] = {}
        for p in phases:
            self._add(p, None)
        #: how a sentence names a verb's move: {"bone": "Frickin' Bones are played"}
        self.verb_labels = dict(verb_labels or {})
        self._where: dict[str, list[Phase]] = {}
        for p in self.phases.values():
            for v in p.verbs:
                self._where.setdefault(v, []).append(p)

    def _add(self, p: Phase, parent: str | None) -> None:
        if p.name in self.phases:
            raise TabletopError(f"phase {p.name!r} is declared twice")
        self.phases[p.name] = p
        if parent is not None:
            self.parent[p.name] = parent
        for s in p.steps:
            self._add(s, p.name)

    def __getitem__(self, name: str) -> Phase:
        try:
            return self.phases[name]
        except KeyError:
            raise TabletopError(f"there is no phase {name!r}") from None

    def __contains__(self, name: object) -> bool:
        return name in self.phases

    def where(self, verb: str) -> list[Phase]:
        """The phases and steps in which ``verb`` is allowed."""
        return self._where.get(verb, [])

    def verb_label(self, verb: str) -> str:
        return self.verb_labels.get(verb, f"'{verb}' moves are made")

    def not_now(self, verb: str, now: Phase, said: str | None = None) -> str:
        """Why ``verb`` is refused in phase ``now``: when it is allowed, and what is possible
        (``said``: the game's words for it as the state has it, ``Game.phase_hint``)."""
        places = self.where(verb)
        hint = f": {now.hint if said is None else said}" if now.hint else ""
        if not places:
            return f"There is no '{verb}' move in this game; now it is {now.title}{hint}."
        when = " or ".join(dict.fromkeys(p.title for p in places))
        return f"{self.verb_label(verb)} during {when}; now it is {now.title}{hint}."


@plain
@dataclass
class FlowState:
    """Where a game is: its phase, its step, and for ``LISTED``/``OTHERS_ONCE`` phases the seats
    still to act. JSON-able through ``to_dict``."""

    phase: str
    step: str | None = None
    seats: list[int] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"phase": self.phase, "step": self.step, "seats": self.seats, "queue": self.queue}

    @property
    def at(self) -> str:
        """The innermost phase name: the step if there is one."""
        return self.step or self.phase
