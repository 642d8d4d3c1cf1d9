"""What a Codenames seat view holds, typed (``CodenamesView``): the common header
(``tabletop.engine.view``) plus the Codenames part (``SeatPart``, built by ``rules.view``). The
table drawing reads views through these, so mypy checks every key it reads.

``key``, ``key_number`` and ``pending_clue`` are None for a seat that may not see the key.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast


class Cover(TypedDict):
    """The cover on a guessed card: the key's kind under it and the cover card's name."""

    card: str
    name: str


class Cell(TypedDict):
    index: int
    word: str
    #: the asset's kind (character, team, place, item): the picture side's icon
    kind: str
    cover: Cover | None


class SeatInfo(TypedDict):
    seat: int
    team: str | None  # None: the three-player Agent who guesses for both teams
    role: str  # "director" or "agent"
    name: str


class ClueWord(TypedDict):
    word: str
    number: int | str  # a number, or "unlimited"


class Clue(ClueWord):
    """The clue being guessed: ``guesses_left`` None when there is no limit."""

    guesses_made: int
    guesses_left: int | None


class Guess(TypedDict):
    index: int
    word: str
    #: the kind the card turned out to be (hydra, shield, neutral, assassin)
    result: str


class HistoryEntry(TypedDict):
    turn: int
    team: str
    clue: ClueWord | None  # None: the simulated rival's cover (co-op)
    guesses: list[Guess]
    simulated: bool
    ended: str


class SeatPart(TypedDict):
    """The Codenames part of a seat view."""

    variant: str
    options: dict[str, Any]
    pictures: bool
    seats: list[SeatInfo]
    you: SeatInfo | None
    grid: list[Cell]
    key: list[str] | None
    key_number: int | None
    starting_team: str
    player_team: str | None
    turn: int
    turn_team: str
    clue: Clue | None
    awaiting_approval: bool
    pending_clue: ClueWord | None
    can_ask_rival: bool
    history: list[HistoryEntry]
    left: dict[str, int]
    neutral_covered: int
    winner: str | None
    rating: str | None


class CodenamesView(SeatPart):
    """A whole seat view: the common header's keys, then the Codenames part."""

    game: str
    seat: int | None
    phase: str
    step: str | None
    active: list[int]
    current: int | None
    prompt: dict[str, Any] | None
    zones: dict[str, Any]
    players: list[dict[str, Any]]
    result: dict[str, Any] | None


def typed(view: dict[str, Any]) -> CodenamesView:
    """A seat view as the engine hands it (a plain dict) read as what it holds."""
    return cast(CodenamesView, view)
