"""What ``EspionageGame.view(seat)`` returns, typed: the common header (``tabletop.engine.view``)
and Espionage's own part (``rules/view.py``). The table's code reads a seat view through
``typed`` so that mypy checks every key it reads.

A card is a ``dict`` as ``EspionageBase.describe`` gives it (id, name, kind, text, gold,
as_mission): it is handed on as it is to the shared card renderer and the table's layout.
"""

from typing import Any, NotRequired, TypedDict, cast

#: a card as a seat sees it (see the module's docstring)
CardView = dict[str, Any]


class ZoneView(TypedDict):
    """One zone: how many cards, and those this seat may see (None: none)."""

    count: int
    cards: list[CardView] | None
    kind: str
    owner: int | None


class PlayerView(TypedDict):
    seat: int
    name: str
    score: float


class StackItem(TypedDict):
    """An item on the stack: a Mission, a Reaction, a copy or a gold threat."""

    uid: int
    kind: str
    label: str
    seat: int
    cancelled: bool
    card: str
    card_id: int
    effect: str
    targets: list[int]
    #: a gold threat: whose gold card, and the Protector's redirect (None: none yet)
    victim: NotRequired[int]
    redirect: NotRequired[int | None]
    #: a Mission or a Reaction: the item it answers (None: none), who a Police shields
    answers: NotRequired[int | None]
    shielded: NotRequired[list[int]]


class Pending(TypedDict):
    """The open prompt: everyone sees who chooses and from what (``source``); the options, and
    the cards shown privately, only the chooser."""

    seat: int
    kind: str
    source: str
    prompt: str
    #: the chooser only: the options described; a Detective's look; an Assassin's target
    options: NotRequired[list[CardView]]
    cards: NotRequired[list[CardView]]
    target: NotRequired[int]
    revealed: NotRequired[list[CardView]]
    #: the others, at a Detective's look: how many cards it takes in
    count: NotRequired[int]


class EspionageView(TypedDict):
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
    turn_number: int
    missions_played: int
    missions_left: int
    hand: list[CardView]
    stack: list[StackItem]
    #: the seats out of the game
    eliminated: list[int]
    pending: Pending | None
    #: what this seat last looked at (a hand, the pile), None if nothing
    seen: dict[str, Any] | None
    events: list[dict[str, Any]]
    tiebreak: str
    elimination: str
    pile_end: str
    #: at the end only
    end_reason: NotRequired[str]
    win_reasons: NotRequired[dict[str, Any]]


def typed(view: dict[str, Any]) -> EspionageView:
    """A seat view as the table holds it (a plain dict), read through its type."""
    return cast(EspionageView, view)
