"""What an Austin Powers seat view holds (``AustinGame.view(seat)``), typed: the common header
(``tabletop.engine.view``) and the game's own part (``AustinSeatView.own_view``). The table
module reads a view through these, so mypy checks every key it reads."""

from __future__ import annotations

from typing import Any, TypedDict, cast


class CardView(TypedDict):
    """A visible card: its id, name and owner (``describe_card``)."""

    id: int
    name: str
    owner: int


class ZoneView(TypedDict):
    """One zone as the seat may see it: ``cards`` None when hidden (or None entries)."""

    kind: str
    owner: int | None
    count: int
    cards: list[CardView | None] | None


class PlayerRow(TypedDict):
    seat: int
    name: str
    score: float | None


class SeatRow(TypedDict):
    """Each seat's side, score (Mojo or Ransom) and the vibes its Agents put out."""

    side: str
    score: int
    vibes: list[str]


class FightSide(TypedDict):
    seat: int
    card: int
    asked: bool


class FightBone(TypedDict):
    card: CardView
    seat: int
    on: str


#: an attempt in the arena: ``att`` attacks ``def``; ``to_move`` is the side to throw a bone;
#: ``helpers`` the seats asked to help (None when nobody is asked)
FightView = TypedDict(
    "FightView",
    {
        "kind": str,
        "att": FightSide,
        "def": FightSide,
        "bones": list[FightBone],
        "to_move": str,
        "helpers": list[int] | None,
    },
)


class HappeningView(TypedDict):
    """A Happening: its player, its card (to that player only) and the seats tied for last."""

    seat: int
    card: CardView | None
    tied: list[int]


class BrawlBone(TypedDict):
    card: CardView
    seat: int


#: a Slugfest: each seat's Assassin in the melee (by seat, as text), who still picks, who is in
BrawlView = TypedDict(
    "BrawlView",
    {
        "card": CardView,
        "seat": int,
        "agents": dict[str, int],
        "picking": list[int],
        "in": list[int],
        "turn": int,
        "last": int | None,
        "bones": list[BrawlBone],
    },
)


class ShipsView(TypedDict):
    waiting: list[int]
    played: bool


class OwnView(TypedDict):
    """Austin's own part of a seat view."""

    seats: list[SeatRow]
    turn: int
    actions: int
    ship_free: bool
    used: list[int]
    winner: int | None
    daddy: int
    target: int
    fight: FightView | None
    happening: HappeningView | None
    brawl: BrawlView | None
    ships: ShipsView | None


class AustinView(OwnView):
    """A whole seat view: the common header, then Austin's own part."""

    game: str
    seat: int | None
    phase: str
    step: str | None
    active: list[int]
    current: int
    prompt: dict[str, Any] | None
    zones: dict[str, ZoneView]
    players: list[PlayerRow]
    result: dict[str, Any] | None


def seen(view: dict[str, Any]) -> AustinView:
    """A seat view as the table hands it on (a plain dict), read through its type."""
    return cast(AustinView, view)


def fight_side(f: FightView, side: str) -> FightSide:
    """An attempt's ``att`` or ``def`` side by name (``to_move`` names one)."""
    return f["att"] if side == "att" else f["def"]
