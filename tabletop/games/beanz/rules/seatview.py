"""What ``Beanz.view(seat)`` returns, typed (pure: no pygame): the common header
(``tabletop.engine.view``) plus the game's own part (``Beanz.own_view``). The table's view code
reads a seat view through these, so mypy checks every key it reads; ``tests/games/beanz``
checks that a real view has exactly these keys.

A card (``Card``) is as the card's description gives it (``CardDef.describe``: id, name, kind,
cost, text and the kind's own fields), so it stays a plain dict.
"""

# no ``from __future__ import annotations``: TypedDict reads NotRequired from live annotations
from typing import Any, NotRequired, TypeAlias, TypedDict, cast

Card: TypeAlias = dict[str, Any]


class ZoneView(TypedDict):
    kind: str
    owner: int | None
    count: int
    #: None where this seat may not see; a hidden card in a partly shown list is None
    cards: list[Card | None] | None


class PlayerView(TypedDict):
    seat: int
    name: str
    score: float | None


class SlotView(TypedDict):
    """One of the 18 ring slots (0-8 seat 0's, 9-17 seat 1's)."""

    slot: int
    owner: int
    galaxy: int
    bean: Card | None
    #: "headz", "bottomz", "sidewayz", or None when empty
    position: str | None
    cosmos: Card | None
    # with a Bean card only
    attack: NotRequired[int]
    defence: NotRequired[int]
    team_bonus: NotRequired[int]
    spin_cost: NotRequired[int]


class StackEntry(TypedDict):
    """An item on the response stack, bottom first."""

    uid: int
    seat: int
    kind: str
    label: str
    cancelled: bool
    card: NotRequired[Card]
    bean: NotRequired[Card]
    target: NotRequired[int | None]
    to: NotRequired[int]
    attackers: NotRequired[list[int]]
    galaxy: NotRequired[int]
    boomerang: NotRequired[bool]
    answers: NotRequired[int]
    add: NotRequired[int]
    mult: NotRequired[int]
    #: an attack's total as it would resolve now
    value: NotRequired[int]


class Targeting(TypedDict):
    """The defender's choice of the Bean card an attack hits."""

    seat: int
    value: int
    galaxy: int
    #: slot (as a string) -> "none", "sidewayz" or "off"
    outcomes: dict[str, str]


class Shooting(TypedDict):
    galaxy: int
    tries_left: int
    queue: list[int]


class Blitz(TypedDict):
    attackers: list[int]
    sharpshoot: bool


class Modifiers(TypedDict):
    """The current attack's boosts: ``add`` and doublings (``mult``), and the Sharpshoot and
    Bean Blitz boosts as 0 or 1."""

    add: int
    mult: int
    sharpshoot: int
    blitz: int


class BeanzView(TypedDict):
    # the common header (tabletop.engine.view.HEADER_KEYS)
    game: str
    seat: int | None
    phase: str
    step: str | None
    active: list[int]
    current: int
    prompt: dict[str, Any] | None
    zones: dict[str, ZoneView]
    players: list[PlayerView]
    result: dict[str, Any] | None
    # the game's own part
    variant: str
    #: "physics" (a flick) or "model" (the engine draws each shot)
    shots: str
    turn_number: int
    first_player: int | None
    points: list[int]
    draws_made: int
    draw_limit: int
    loot_per_galaxy: int
    captured: list[list[int]]
    mat: list[SlotView]
    stack: list[StackEntry]
    blitz: Blitz | None
    targeting: Targeting | None
    modifiers: Modifiers | None
    shooting: Shooting | None
    hidden_hand: str | None


def plain(view: BeanzView) -> dict[str, Any]:
    """A typed seat view handed back where the table's interface takes a plain dict."""
    return cast(dict[str, Any], view)


def typed(view: dict[str, Any]) -> BeanzView:
    """A seat view of this game as its type (the table hands views over as plain dicts)."""
    return cast(BeanzView, view)
