"""What ``RpgGame.view(seat)`` returns, typed: the common header (``tabletop.engine.view``) and
RPG Get!'s own part (``RpgState.own_view``, ``idle_rewards``). The table's code reads a seat
view through ``seat_view`` so that mypy checks every key it reads.

A card is a ``dict`` as ``RpgState.describe_card`` gives it (id, owner, name, type, text,
rarity; hp, cost, size, rp, vp, pp, ep when not 0; boss, classes, requires, keywords, actions,
after; and for a character or an enemy hp_left, status, rank): it is handed on as it is to the
shared card renderer and the table's layout, which take any card.
"""

from __future__ import annotations

from typing import Any, TypedDict, cast

#: a card as a seat sees it (see the module's docstring)
CardView = dict[str, Any]


class ZoneView(TypedDict):
    """One zone: how many cards, and those this seat may see (``None``: none; a ``None`` entry:
    a hidden card among shown ones, as in a bank with flipped cards)."""

    count: int
    cards: list[CardView | None] | None
    kind: str
    owner: int | None


class OptionView(TypedDict):
    value: int | str
    label: str
    #: the card the option is, if it is one (a target), else None (an action number)
    card: int | None


class PromptView(TypedDict):
    seat: int
    kind: str
    verb: str
    text: str
    min: int
    max: int
    ordered: bool
    #: None for a seat that may not see a private prompt's options
    options: list[OptionView] | None


class PlayerView(TypedDict):
    seat: int
    name: str
    score: float | None


class AttemptView(TypedDict):
    """A mission attempt under way."""

    seat: int
    mission: int
    active: list[int]
    asleep: list[int]
    ep_used: int
    boss: bool
    used: dict[str, list[int]]


class PendingView(TypedDict):
    """An attack waiting for its response window: who uses what on whom."""

    user: int | None
    source: int
    action: int
    targets: list[int]
    seat: int


class RpgView(TypedDict):
    # the common header (``tabletop.engine.view.HEADER_KEYS``)
    game: str
    seat: int | None
    phase: str
    step: str | None
    active: list[int]
    current: int
    prompt: PromptView | None
    zones: dict[str, ZoneView]
    players: list[PlayerView]
    result: dict[str, Any] | None
    # RPG Get!'s own part
    rp: list[int]
    vp: list[int]
    out: list[int]
    attempt: AttemptView | None
    pending: PendingView | None
    turn: int
    legend: dict[str, str]
    #: each seat's bank cards flipped face up (public), by the seat's number as a string
    bank_shown: dict[str, list[int]]
    #: the seat's Rewards it may use now though none of their actions applies
    idle_rewards: list[int]


def seat_view(view: dict[str, Any]) -> RpgView:
    """``view`` (as the table hands it on) read as what it is: RPG Get!'s seat view."""
    return cast(RpgView, view)
