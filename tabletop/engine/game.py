"""The game contract shared by every game, and the registry of games.

A game object *is* the state. The shared layer (this class) does the checks every game needs
(is it over, may this seat act, is the action legal) and each game fills the hooks:

- ``setup()`` deals from ``self.rng``;
- ``active_seats()``: the seats that may act now (several during a reaction window);
- ``_legal(seat)``: the legal actions of an active seat;
- ``_do(action)``: carry out a legal action, return events;
- ``view(seat)``: what that seat may see (``None`` = spectator), JSON-able, built so that no
  hidden card's identity appears;
- ``result()``: ``None`` while playing, then a ``Result``;
- ``state_dict()``: the full state, JSON-able (scenario output, hashing, tests);
- ``scramble_hidden(seat, rng)``: permute everything ``seat`` may not see (the hidden-information
  property test checks the view does not change);
- ``card_inventory()``: every card instance in the game (the conservation test).

``apply`` either applies a legal action completely or raises ``IllegalAction`` and changes
nothing.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tabletop.engine.actions import Action, format_action, parse_action
from tabletop.engine.errors import IllegalAction, TabletopError
from tabletop.engine.events import Event
from tabletop.engine.rng import GameRNG


@dataclass(frozen=True)
class Result:
    """How a game ended: winners (maybe several, maybe none), a sentence, and points."""

    winners: tuple[int, ...]
    text: str
    scores: dict[int, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "text": self.text,
            "scores": {str(k): v for k, v in self.scores.items()},
        }


@dataclass(frozen=True)
class Option:
    """A game option (variant) with its allowed values; the first is the default."""

    name: str
    label: str
    choices: tuple[Any, ...]
    help: str = ""

    @property
    def default(self) -> Any:
        return self.choices[0]


class Game(ABC):
    NAME: ClassVar[str] = ""
    TITLE: ClassVar[str] = ""
    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 2
    OPTIONS: ClassVar[tuple[Option, ...]] = ()
    #: other names players use for an option value, e.g. {("variant", "two-player"): "co-op"}
    OPTION_ALIASES: ClassVar[dict[tuple[str, Any], Any]] = {}
    #: Safety bound for simulations and the conformance test.
    MAX_ACTIONS: ClassVar[int] = 5000

    def __init__(self, seed: int, seats: int, options: dict[str, Any] | None = None) -> None:
        if not self.MIN_SEATS <= seats <= self.MAX_SEATS:
            raise TabletopError(
                f"{self.TITLE} is played by {self.MIN_SEATS} to {self.MAX_SEATS} players, "
                f"not {seats}"
            )
        self.seed = seed
        self.num_seats = seats
        self.options = self.check_options(options or {})
        self.rng = GameRNG(seed)
        self.log: list[str] = []
        self.setup()

    # ------------------------------------------------------------------ options
    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        known = {o.name: o for o in cls.OPTIONS}
        out = {o.name: o.default for o in cls.OPTIONS}
        for k, v in options.items():
            v = cls.OPTION_ALIASES.get((k, v), v)
            if k not in known:
                raise TabletopError(f"{cls.TITLE} has no option {k!r}")
            if v not in known[k].choices:
                allowed = ", ".join(map(str, known[k].choices))
                raise TabletopError(f"option {k!r} must be one of {allowed}, not {v!r}")
            out[k] = v
        return out

    # ------------------------------------------------------------------ hooks
    @abstractmethod
    def setup(self) -> None: ...

    @abstractmethod
    def active_seats(self) -> list[int]: ...

    @abstractmethod
    def _legal(self, seat: int) -> list[Action]: ...

    @abstractmethod
    def _do(self, action: Action) -> list[Event]: ...

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]: ...

    @abstractmethod
    def result(self) -> Result | None: ...

    @abstractmethod
    def state_dict(self) -> dict[str, Any]: ...

    @abstractmethod
    def scramble_hidden(self, seat: int, rng: random.Random) -> None: ...

    def set_position(self, position: dict[str, Any]) -> None:
        """Put the game into a position given by a scenario file (see docs/scenarios.md)."""
        raise TabletopError(f"{self.TITLE} scenarios do not support a [position] table yet")

    def card_inventory(self) -> list[int]:
        """Every card instance id in every zone (sorted); the same all game long."""
        return []

    def why_illegal(self, action: Action) -> str:
        """A sentence for the player saying why ``action`` is not legal now."""
        return "That move is not allowed right now."

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    # ------------------------------------------------------------------ shared layer
    def is_terminal(self) -> bool:
        return self.result() is not None

    def legal_actions(self, seat: int) -> list[Action]:
        if self.is_terminal() or seat not in self.active_seats():
            return []
        return self._legal(seat)

    def check(self, action: Action) -> None:
        """Raise ``IllegalAction`` with a readable reason unless ``action`` is legal now."""
        if self.is_terminal():
            raise IllegalAction("The game is over.")
        if not 0 <= action.seat < self.num_seats:
            raise IllegalAction(f"There is no seat {action.seat}.")
        if action.seat not in self.active_seats():
            raise IllegalAction(f"It is not {self.seat_name(action.seat)}'s move now.")
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalAction(reason)

    def illegal_reason(self, action: Action) -> str | None:
        """``None`` when ``action`` is legal for its (active) seat, else why not.

        By default an action is legal when it is among ``_legal(seat)``. Games whose action
        space cannot be listed (a Codenames clue may be any word) override this, and let
        ``_legal`` return a representative sample that bots and tests can draw from.
        """
        if action in self._legal(action.seat):
            return None
        return self.why_illegal(action)

    def apply(self, action: Action | str) -> list[Event]:
        if isinstance(action, str):
            action = parse_action(action)
        self.check(action)
        events = self._do(action)
        self.log.append(format_action(action))
        return events

    def state_hash(self) -> str:
        blob = json.dumps(self.state_dict(), sort_keys=True, default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    def spectator_view(self) -> dict[str, Any]:
        return self.view(None)

    def rematch_options(self) -> dict[str, Any]:
        """Options for "play again" after this game (Austin Powers: the winner wears the Daddy
        pants and picks first)."""
        return dict(self.options)

    def metrics(self) -> dict[str, float]:
        """Game-specific figures for ``simulate`` (averaged over games)."""
        return {}


# ---------------------------------------------------------------------- registry
GAMES: dict[str, str] = {
    "espionage": "tabletop.games.espionage.rules:EspionageGame",
    "beanz": "tabletop.games.beanz.rules:BeanzGame",
    "austin": "tabletop.games.austin.rules:AustinGame",
    "codenames": "tabletop.games.codenames.rules:CodenamesGame",
}

ALIASES: dict[str, str] = {}


def register(name: str, path: str) -> None:
    GAMES[name] = path


def game_names() -> list[str]:
    return list(GAMES)


def game_class(name: str) -> type[Game]:
    name = ALIASES.get(name, name)
    if name not in GAMES:
        raise TabletopError(f"unknown game {name!r}; choose from {', '.join(GAMES)}")
    mod, _, cls = GAMES[name].partition(":")
    return getattr(importlib.import_module(mod), cls)  # type: ignore[no-any-return]


def new_game(
    name: str, seed: int = 0, seats: int | None = None, options: dict[str, Any] | None = None
) -> Game:
    cls = game_class(name)
    return cls(seed, seats if seats is not None else cls.MIN_SEATS, options)


def replay(
    name: str, seed: int, seats: int, options: dict[str, Any] | None, log: list[str]
) -> Game:
    """Rebuild a game from its seed and log; raises IllegalAction naming the bad index."""
    g = new_game(name, seed, seats, options)
    for i, text in enumerate(log):
        try:
            g.apply(parse_action(text))
        except TabletopError as e:
            raise IllegalAction(f"action {i} ({text!r}) cannot be applied: {e}") from None
    return g
